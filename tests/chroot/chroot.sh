#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# tests/chroot/chroot.sh - the compilers Debian 12 does not have, from
# chroots of other Debian suites (tests/compilers.txt), run on the files of
# this tree as if they were installed here.
#
#   chroot.sh build [NAME...]   build the chroots (default: all), or finish
#                               one whose package list changed; run by
#                               `make deps` (tests/deps.sh). Idempotent: a
#                               complete chroot is reused. Exit 1 when a
#                               chroot cannot be built: that is a failure,
#                               never a skip.
#   chroot.sh ready NAME        exit 0 when the chroot is complete
#   chroot.sh root NAME         print its directory
#   chroot.sh run NAME CMD...   run CMD inside the chroot, in the current
#                               directory (see "Running" below)
#   chroot.sh list              print "CHROOT COMMAND PACKAGE-VERSION" for every
#                               compiler the chroots offer
#
# The chroots (debootstrap --variant=minbase, the mirror of this machine's
# apt sources) live outside the clone, in $INIT_FOR_COMPILER_CACHE
# (default /var/cache/init-for-compiler) as chroot-SUITE (chroot-sid, ...),
# so later runs, other clones and CI reuse them,
# one per suite named in the "from" column of tests/compilers.txt, holding
# the packages listed there for it (and libc6-dev): bullseye for the oldest
# gcc, trixie and sid for the newest (sid's sparse is offered here as
# sparse-sid: the host has its own sparse).
# sid's Release file is past its Valid-Until date on the mirror used here:
# the chroots' apt is configured with Acquire::Check-Valid-Until "false".
#
# Running: tests/chroot/SUITE/ holds one link per compiler to
# tests/chroot/shim.sh (tests/core checks them against tests/compilers.txt);
# tests/chroot/env.sh puts the directory of every ready chroot on PATH, so a
# test calls `gcc-15` like any compiler.
# `run` makes a private mount namespace (unshare --mount, so nothing it
# mounts is seen outside or outlives it), bind-mounts the top of this tree,
# the current directory and $BUILD (when it is an absolute path elsewhere)
# at their own paths inside the chroot, mounts /proc, and runs CMD there
# with a clean PATH and without the variables that would point a compiler
# at host paths (TMPDIR, CPATH, LIBRARY_PATH, ...). Every path a test passes
# is therefore the same inside and out, and a program built by a chroot's
# compiler runs in that chroot too (it needs the chroot's libc): `run` is
# also the runner of such programs.
#
# Root: debootstrap, chroot and mounts need it (make deps and CI run as
# root). Inside another chroot (scripts/fresh-debian.sh) "/" is not
# a mount point, so the namespace cannot be made private as a whole; there
# `run` keeps the propagation it inherits and refuses to go on (after
# undoing its mount) if that mount would be shared with the outside.
set -eu

# Every compiler call of the tests goes through `run`, so it forks as little
# as it can: the paths come from $0 without a subshell when it is the usual
# absolute .../tests/chroot/chroot.sh.
case $0 in
/*/tests/chroot/chroot.sh) here=${0%/*} ;;
*) here=$(cd "$(dirname "$0")" && pwd) ;;
esac
top=${here%/tests/chroot}
CACHE=${INIT_FOR_COMPILER_CACHE:-/var/cache/init-for-compiler}
STAMP=.init-for-compiler-ready
CLEAN_PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin

# ---- what each chroot holds -------------------------------------------------

# The list is tests/compilers.txt (its "from" column), read by
# tests/lib/compilers.sh (read only where needed: `run` reads nothing).
. "$top/tests/lib/compilers.sh"

suite_of() { echo "$1"; }

packages_of() {
	case " $(compiler_chroots) " in
	*" $1 "*) echo "libc6-dev $(compiler_packages "$1")" ;;
	*) echo "chroot.sh: no chroot named '$1' (known: $(compiler_chroots))" >&2; return 1 ;;
	esac
}

# commands_of NAME: "COMMAND:PACKAGE" for every compiler the chroot offers;
# COMMAND is the name inside the chroot.
commands_of() { compilers_from "$1"; }

root_of() { echo "$CACHE/chroot-$1"; }

# is_ready NAME: built, and every package of the list installed (the stamp
# lists what was installed; clones with other lists share the chroot)
is_ready() {
	pkgs_=$(packages_of "$1") || return 1
	[ -f "$(root_of "$1")/$STAMP" ] || return 1
	for p_ in $pkgs_; do
		grep -qx -e "$p_" "$(root_of "$1")/$STAMP" || return 1
	done
}

# ---- build --------------------------------------------------------------------

mirror() {
	m=
	if [ -r /etc/apt/sources.list.d/debian.sources ]; then
		m=$(awk '/^URIs:/ { print $2; exit }' /etc/apt/sources.list.d/debian.sources)
	fi
	if [ -z "$m" ] && [ -r /etc/apt/sources.list ]; then
		m=$(awk '$1 == "deb" && $2 !~ /^\[/ { print $2; exit }' /etc/apt/sources.list)
	fi
	echo "${m:-http://deb.debian.org/debian}"
}

build_one() {
	name=$1
	root=$(root_of "$name")
	pkgs=$(packages_of "$name")
	log=$CACHE/chroot-$name.log
	mkdir -p "$CACHE"
	if is_ready "$name"; then
		echo "chroot $name: ready ($root)"
		return 0
	fi
	if ! command -v debootstrap >/dev/null 2>&1; then
		echo "chroot.sh: debootstrap is not installed (tests/deps.txt lists it)" >&2
		return 1
	fi
	# A directory debootstrap did not finish (it removes /debootstrap at
	# the end) is started over; a finished one only gets the packages.
	if [ -d "$root" ] && { [ -d "$root/debootstrap" ] || [ ! -x "$root/usr/bin/apt-get" ]; }; then
		echo "chroot $name: removing an unfinished debootstrap in $root"
		rm -rf "$root"
	fi
	start=$(date +%s)
	if [ ! -d "$root" ]; then
		echo "chroot $name: debootstrap --variant=minbase $(suite_of "$name") $root $(mirror) (log: $log)"
		if ! debootstrap --variant=minbase "$(suite_of "$name")" "$root.tmp" "$(mirror)" >"$log" 2>&1; then
			echo "chroot.sh: debootstrap of $name failed; last lines of $log:" >&2
			tail -n 15 "$log" >&2
			rm -rf "$root.tmp"
			return 1
		fi
		mv "$root.tmp" "$root"
	fi
	cat >"$root/etc/apt/apt.conf.d/99init-for-compiler" <<'EOF'
// tests/chroot/chroot.sh: the mirror's sid Release is past its Valid-Until
Acquire::Check-Valid-Until "false";
APT::Install-Recommends "false";
EOF
	echo "chroot $name: apt-get install $pkgs"
	# shellcheck disable=SC2086
	if ! in_chroot "$name" env DEBIAN_FRONTEND=noninteractive sh -c \
		"apt-get update -q && apt-get install -y -q $pkgs && apt-get clean" >>"$log" 2>&1; then
		echo "chroot.sh: installing the compilers of $name failed; last lines of $log:" >&2
		tail -n 15 "$log" >&2
		return 1
	fi
	for c in $(commands_of "$name"); do
		if ! in_chroot "$name" sh -c "command -v ${c%%:*}" >/dev/null 2>&1; then
			echo "chroot.sh: $name has no ${c%%:*} after installing $pkgs (see $log)" >&2
			return 1
		fi
	done
	# shellcheck disable=SC2086 # one package per line
	{ [ -f "$root/$STAMP" ] && cat "$root/$STAMP"; printf '%s\n' $pkgs; } | sort -u >"$root/$STAMP.tmp"
	mv "$root/$STAMP.tmp" "$root/$STAMP"
	echo "chroot $name: ready in $(( $(date +%s) - start )) s, $(du -sm "$root" | cut -f1) MB ($root)"
}

cmd_build() {
	# shellcheck disable=SC2046 # the list of names
	[ $# -gt 0 ] || set -- $(compiler_chroots)
	if [ "$(id -u)" -ne 0 ]; then
		echo "chroot.sh: building the chroots needs root (debootstrap, chroot)" >&2
		return 1
	fi
	mkdir -p "$CACHE"
	rc=0
	for n in "$@"; do
		packages_of "$n" >/dev/null || { rc=1; continue; }
		# one build at a time per chroot, across clones
		(
			flock 9
			build_one "$n"
		) 9>"$CACHE/chroot-$n.lock" || rc=1
	done
	return $rc
}

# ---- run ------------------------------------------------------------------------

# in_chroot NAME CMD...: run CMD in the chroot (no readiness check).
# unshare makes the mount namespace (and mounts the chroot's /proc in it),
# _inside adds the bind mounts, and a second unshare, with no namespace of
# its own, does the chroot and the chdir: five execs in all.
in_chroot() {
	root=$CACHE/chroot-$1
	shift
	# (needs root: unshare says so otherwise; env.sh offers the compilers
	# of the chroots to root only)
	# A private mount namespace; inside another chroot "/" is not a mount
	# point and cannot be made private, so keep what is inherited there
	# (the inner step checks that it is not shared). test -ef: dash has it.
	# shellcheck disable=SC3013
	if [ / -ef /proc/1/root ]; then
		prop=private
	else
		prop=unchanged
	fi
	unshare --mount --propagation "$prop" --mount-proc="$root/proc" -- \
		"$here/chroot.sh" _inside "$root" "$prop" "$PWD" "$@"
}

# _inside ROOT PROP CWD CMD...: in the new mount namespace
cmd_inside() {
	root=$1 prop=$2 cwd=$3
	shift 3
	binds=$top
	case $cwd/ in "$top"/*) ;; *) binds="$binds $cwd" ;; esac
	case ${BUILD:-} in
	/*) case $BUILD/ in "$top"/*|"$cwd"/*) ;; *) [ -d "$BUILD" ] && binds="$binds $BUILD" ;; esac ;;
	esac
	for d in $binds; do
		[ -d "$root$d" ] || mkdir -p "$root$d"
		mount --bind "$d" "$root$d"
		if [ "$prop" = unchanged ] && grep -q " ${root}${d} .*shared:" /proc/self/mountinfo; then
			umount "$root$d"
			echo "chroot.sh: the mount namespace cannot be made private here (inside a chroot whose mounts are shared with the outside); not mounting $d" >&2
			exit 126
		fi
	done
	# a test run as root may have replaced /dev/null (tcc does that)
	if [ ! -c "$root/dev/null" ]; then
		rm -f "$root/dev/null"
		mknod -m 666 "$root/dev/null" c 1 3
	fi
	unset TMPDIR GCC_EXEC_PREFIX COMPILER_PATH LIBRARY_PATH CPATH C_INCLUDE_PATH \
		CPLUS_INCLUDE_PATH OBJC_INCLUDE_PATH LD_LIBRARY_PATH LD_PRELOAD PKG_CONFIG_PATH \
		DEPENDENCIES_OUTPUT SUNPRO_DEPENDENCIES
	PATH=$CLEAN_PATH
	export PATH
	exec unshare --root="$root" --wd="$cwd" -- "$@"
}

cmd_run() {
	# only the stamp here (env.sh checked the package list once per suite)
	if [ ! -f "$CACHE/chroot-$1/$STAMP" ]; then
		packages_of "$1" >/dev/null || return 2
		echo "chroot.sh: the $1 chroot is not built ($(root_of "$1")): run make deps" >&2
		return 127
	fi
	in_chroot "$@"
}

cmd_list() {
	for n in $(compiler_chroots); do
		is_ready "$n" || continue
		for c in $(commands_of "$n"); do
			# shellcheck disable=SC2016 # a dpkg-query format
			v=$(in_chroot "$n" dpkg-query -W -f '${Version}' "${c#*:}" 2>/dev/null || echo '?')
			echo "$n ${c%%:*} $v"
		done
	done
}

case ${1:-} in
build) shift; cmd_build "$@" ;;
ready) is_ready "$2" ;;
root) root_of "$2" ;;
run) shift; cmd_run "$@" ;;
_inside) shift; cmd_inside "$@" ;;
list) cmd_list ;;
*) echo "usage: $0 build [NAME...] | ready NAME | root NAME | run NAME CMD... | list" >&2; exit 2 ;;
esac
