#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# scripts/man3.sh - generate the section 3 man pages from the headers'
# kernel-doc comments: the kernel's scripts/kernel-doc -man reads each public
# header, scripts/man3.pl turns its output into one page per kernel-doc block
# (see there for what it changes). `make man` writes them to docs/man;
# tests/docs ("man3-generated") regenerates them into a temporary directory
# and fails when docs/man differs. man1 and man7 are written by hand.
#
#   .TH version  the header's INIT_FOR_COMPILER_VERSION_MAJOR/MINOR/PATCH
#   .TH date     the date of debian/changelog's newest entry, so the pages
#                are the same whoever generates them, and when
#
# Usage: scripts/man3.sh [OUTDIR]      (default: docs/man)
#        KERNELDOC=PATH overrides the kernel-doc script
#        (default: /usr/lib/linux-kbuild-6.1/scripts/kernel-doc, Debian's
#        linux-kbuild-6.1, in tests/deps.txt)
#        MAN3_SRCDIR=DIR reads the headers from DIR/include and DIR/compat
#        instead of the tree's (tests/docs feeds it altered copies to show
#        that man3.pl refuses a block without a usable Synopsis:)
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
outdir=${1:-docs/man}
srcdir=${MAN3_SRCDIR:-$top}
KERNELDOC=${KERNELDOC:-/usr/lib/linux-kbuild-6.1/scripts/kernel-doc}
[ -f "$KERNELDOC" ] || { echo "man3.sh: $KERNELDOC not installed (apt-get install linux-kbuild-6.1)" >&2; exit 2; }

# The public headers with kernel-doc, and how a user includes each.
headers='include/init_for_compiler.h:init_for_compiler.h
compat/uninitialized_var.h:uninitialized_var.h'

# Pages shared by several blocks (the others are symbolic links): the version
# macros, and the configuration macros with INIT_FOR_COMPILER_COMPILER.
# Their names are too long for a page title of their own at 80 columns
# (NAME(3), the manual's name and NAME(3) again), and most say little alone.
v=INIT_FOR_COMPILER_VERSION
a=INIT_FOR_COMPILER
groups="--group $v=${v}_ENCODE,${v}_MAJOR,${v}_MINOR,${v}_PATCH
--group ${a}_AUDIT=${a}_GENERIC,${a}_COMPILER"

version=$(sed -n 's/^#define INIT_FOR_COMPILER_VERSION_\(MAJOR\|MINOR\|PATCH\) *\([0-9][0-9]*\).*/\2/p' \
	include/init_for_compiler.h | paste -sd. -)
case $version in [0-9]*.[0-9]*.[0-9]*) ;; *) echo "man3.sh: no version in the header" >&2; exit 1 ;; esac
when=$(sed -n 's/^ -- .*>  //p' debian/changelog | head -1)
date=$(LC_ALL=C date -u -d "$when" +%Y-%m-%d)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# kernel-doc's own date is replaced, but pin it anyway.
KBUILD_BUILD_TIMESTAMP=$when
export KBUILD_BUILD_TIMESTAMP
n=0
for hi in $headers; do
	n=$((n + 1))
	# kernel-doc 6.1 reads ``a`` b ``c`` as one "constant" from the
	# first closing `` to the next opening one when a word character
	# touches both, and drops those backticks: it gets each `` as the
	# control character \001 instead, which man3.pl reads as ``.
	mkdir -p "$tmp/$n/$(dirname "${hi%%:*}")"
	perl -pe 's/``/\001/g' "$srcdir/${hi%%:*}" >"$tmp/$n/${hi%%:*}"
	(cd "$tmp/$n" && perl "$KERNELDOC" -man "${hi%%:*}") >"$tmp/$n.man" 2>"$tmp/$n.err"
	if [ -s "$tmp/$n.err" ]; then
		echo "man3.sh: kernel-doc warns about ${hi%%:*}:" >&2
		cat "$tmp/$n.err" >&2
		exit 1
	fi
done
names=$(sed -n 's/^\.TH "\([^"]*\)" 9 .*/\1/p' "$tmp"/*.man | paste -sd, -)
# Every section 3 page is generated: a block that is gone takes its page.
# The pages are written to $tmp first, so a failure leaves OUTDIR as it was.
mkdir -p "$tmp/pages"
n=0
for hi in $headers; do
	n=$((n + 1))
	(cd "$srcdir" && perl "$top/scripts/man3.pl" --header "${hi%%:*}" --include "${hi#*:}" \
		--version "$version" --date "$date" --names "$names" \
		--outdir "$tmp/pages" $groups \
		<"$tmp/$n.man" >/dev/null)
done
mkdir -p "$outdir"
rm -f "$outdir"/*.3
cp -P "$tmp/pages"/*.3 "$outdir"/
