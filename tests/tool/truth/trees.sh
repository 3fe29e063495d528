#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# tests/tool/truth/trees.sh - the source trees of the truth sets: Debian 12's
# source packages, their upstream tarballs unpacked as they are, in the
# case studies' cache ($CACHE, default /var/cache/init-for-compiler/
# case-study: the same trees make case-study reads), and Linux from
# /usr/src/linux-source-6.1.tar.xz (package linux-source-6.1).
#
#   trees.sh fetch        fetch and unpack every tree that is missing
#                         (tests/deps.sh runs it: make deps); about 40 MB
#                         downloaded, 1.6 GB unpacked, Linux's 1.3 GB of it
#   trees.sh path SET     the directory of the tree of truth set SET
#                         (linux-6.1, ffmpeg-5.1.9, ...); exit 1 when absent
#   trees.sh list         the truth sets, one per line
set -eu
top=$(cd "$(dirname "$0")/../../.." && pwd)
CACHE=${CACHE:-/var/cache/init-for-compiler/case-study}
TARBALL=${TARBALL:-/usr/src/linux-source-6.1.tar.xz}
say() { printf 'truth trees: %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }
. "$top/scripts/debian-source.sh"

# SET  directory under $CACHE  package  version  tarball
TREES="
linux-6.1        linux-source-6.1              -               -                  -
ffmpeg-5.1.9     ffmpeg/ffmpeg-5.1.9           ffmpeg          7:5.1.9-0+deb12u1  ffmpeg_5.1.9.orig.tar.xz
busybox-1.35.0   busybox/busybox-1.35.0        busybox         1:1.35.0-4+deb12u1 busybox_1.35.0.orig.tar.bz2
postgresql-15.18 postgresql/postgresql-15.18   postgresql-15   15.18-0+deb12u1    postgresql-15_15.18.orig.tar.bz2
ofono-1.31       ofono/ofono-1.31              ofono           1.31-3             ofono_1.31.orig.tar.xz
"

row() { echo "$TREES" | awk -v s="$1" '$1 == s'; }

fetch_one() {
	local set=$1 dir=$2 pkg=$3 ver=$4 tarball=$5 parent
	[ -d "$CACHE/$dir" ] && return 0
	if [ "$set" = linux-6.1 ]; then
		[ -r "$TARBALL" ] || die "$TARBALL not installed (apt-get install linux-source-6.1)"
		say "unpacking $TARBALL"
		rm -rf "$CACHE/$dir.tmp" && mkdir -p "$CACHE/$dir.tmp"
		tar -C "$CACHE/$dir.tmp" -xf "$TARBALL"
		mv "$CACHE/$dir.tmp/linux-source-6.1" "$CACHE/$dir" && rmdir "$CACHE/$dir.tmp"
		return 0
	fi
	parent=$CACHE/${dir%/*}
	mkdir -p "$parent"
	debian_source "$parent" "$pkg" "$ver" "$tarball" "${dir##*/}"
}

case ${1:-} in
fetch)
	mkdir -p "$CACHE"
	echo "$TREES" | while read -r set dir pkg ver tarball; do
		[ -n "$set" ] || continue
		fetch_one "$set" "$dir" "$pkg" "$ver" "$tarball"
	done
	;;
path)
	r=$(row "${2:?trees.sh path SET}")
	[ -n "$r" ] || die "no truth set $2"
	d=$CACHE/$(echo "$r" | awk '{print $2}')
	[ -d "$d" ] || exit 1
	echo "$d"
	;;
list)
	echo "$TREES" | awk 'NF {print $1}'
	;;
*)
	echo "usage: trees.sh fetch | path SET | list" >&2
	exit 2
	;;
esac
