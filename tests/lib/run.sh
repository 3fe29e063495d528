#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/lib/run.sh - tests of the result protocol and of the skip policy
# (suite "lib", `make check-lib`):
#
#   result.sh     a SKIP without a reason is refused; lines have the format
#                 summary.sh counts
#   skips.sh      accepts the reasons of the policy ("TOOL not installed"
#                 forms; "running as root: ..." for the listed tests only) and
#                 refuses the others (an exit status, a log line, a missing
#                 file, a root-only reason for an unlisted test)
#   summary.sh    a SKIP that breaks the policy makes `make check` fail and
#                 is listed; the reasons are printed, grouped
#   timed.sh      a suite's exit status passes through it, and it writes
#                 one line of times; every file a suite depends on is in
#                 the Makefile's CHECK_PREBUILD (built once, first)
#   ccache.sh     a warm build is answered by ccache with the same warnings;
#                 a changed header, another package version, a failure are
#                 compiled again (tests/lib/ccache-test.sh)
#   no tools      every other suite of `make check` (SUITES), run by make
#                 with a PATH that holds the basic commands and no compiler,
#                 checker or linter: every SKIP it records names a tool that
#                 is not installed (skips.sh passes on its results). This is
#                 a machine on which nothing the tests need is installed;
#                 the failures such a machine also has are not looked at.
#                 What the suites build first (PREBUILD: the tool, ...) is
#                 built before, with the tools, so that their runners run.
#
# Usage: SUITES="check-core ..." PREBUILD="tool/init-for-compiler ..."
#        tests/lib/run.sh                          (make check-lib)
# Environment: BUILD (default build), RESULTS_DIR. Exit status 1 if any FAIL.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 2
. tests/lib/result.sh
SUITE=lib
BUILD=${BUILD:-build}
case $BUILD in /*) BDIR=$BUILD ;; *) BDIR=$top/$BUILD ;; esac
mkdir -p "$BDIR"
B=$(mktemp -d "$BDIR/lib.XXXXXX") || exit 2
failed=0

# ------------------------------------------------------------- result.sh
(RESULTS_DIR=$B/r1 && . tests/lib/result.sh && result SKIP x "no reason") >"$B/r1.out" 2>&1
rc=$?
if [ $rc = 2 ] && [ ! -e "$B/r1/x.txt" ] && grep -q 'needs a reason' "$B/r1.out"; then
	pass "result.sh: a SKIP without a reason is refused"
else
	fail "result.sh: a SKIP without a reason is refused" "exit status $rc; see $B/r1.out"
fi
(RESULTS_DIR=$B/r2 && . tests/lib/result.sh && result SKIP x "a: b" "gcc-12 not installed" &&
	result PASS x "c" && result FAIL x "d" "why") >/dev/null 2>&1
if [ "$(cat "$B/r2/x.txt" 2>/dev/null)" = "SKIP x: a: b: gcc-12 not installed
PASS x: c
FAIL x: d: why" ]; then
	pass "result.sh: one line per result, STATUS SUITE: NAME: REASON"
else
	fail "result.sh: one line per result, STATUS SUITE: NAME: REASON" "got: $(tr '\n' '|' <"$B/r2/x.txt")"
fi

# ------------------------------------------------------------- skips.sh
# reasons the policy accepts, and reasons it refuses (the first one is the
# line of issue 16: a libFuzzer crash read as "not installed")
good="clang-19 not installed
sparse is not installed (apt-get install sparse)
Check (libcheck, package 'check') not installed
valgrind or gcc-12 not installed
gcc and clang not installed
gcc-11, objcopy not installed
not installed: dpkg-buildpackage dh (dpkg-dev, debhelper)
/nonexistent/clang-19 not installed
gcc-12 (the preprocessor that simulates icc) not installed
libclang-rt-19-dev (libclang_rt.fuzzer of /usr/bin/clang-19, under /usr/lib/llvm-19/lib/clang/19) not installed
linux-headers-amd64 not installed (no /usr/src/linux-headers-*-amd64; apt-get install linux-headers-amd64)"
bad="stat::peak_rss_mb:              389
exit status 77
build/tool/init-for-compiler not built (run make)
no kernel headers: /usr/src/linux-headers-6.1.0-40-amd64 has no Makefile and .config
checkpatch.pl not available (set CHECKPATCH)
known difference (bench/identity-known.txt): two xors swapped
the build failed, so gcc-12 is probably not installed
not installed
running as root: directory permissions do not stop root"
n=0
printf '%s\n' "$good" | while IFS= read -r reason; do
	n=$((n + 1))
	echo "SKIP suite: good test $n: $reason"
done >"$B/good.txt"
printf '%s\n' "$bad" | while IFS= read -r reason; do
	n=$((n + 1))
	echo "SKIP suite: bad test $n: $reason"
done >"$B/bad.txt"
echo "SKIP tool: atomic: read-only directory: running as root: directory permissions do not stop root" >>"$B/good.txt"
mkdir -p "$B/good" "$B/bad"
mv "$B/good.txt" "$B/good/" && mv "$B/bad.txt" "$B/bad/"
if tests/lib/skips.sh "$B/good" >"$B/good.out" 2>&1; then
	pass "skips.sh: accepts $(wc -l <"$B/good/good.txt") reasons of the policy's forms"
else
	fail "skips.sh: accepts the reasons of the policy's forms" "refused: $(tr '\n' '|' <"$B/good.out")"
fi
tests/lib/skips.sh "$B/bad" >"$B/bad.out" 2>&1
rc=$?
nbad=$(printf '%s\n' "$bad" | wc -l)
if [ $rc = 1 ] && [ "$(grep -c '^skip policy: SKIP suite: bad test ' "$B/bad.out")" = "$nbad" ]; then
	pass "skips.sh: refuses $nbad reasons that name no missing tool"
else
	fail "skips.sh: refuses reasons that name no missing tool" "exit status $rc, refused $(grep -c '^skip policy' "$B/bad.out") of $nbad: see $B/bad.out"
fi

# ------------------------------------------------------------- summary.sh
mkdir -p "$B/sum"
printf '%s\n' "PASS a: one" "SKIP a: two: gcc-12 not installed" "SKIP a: three: exit status 77" >"$B/sum/a.txt"
tests/lib/summary.sh "$B/sum" >"$B/sum.out" 2>&1
rc=$?
if [ $rc = 1 ] && grep -q '^check: 1 passed, 1 failed, 2 skipped$' "$B/sum.out" &&
	grep -q '^  skip policy: SKIP a: three: exit status 77$' "$B/sum.out" &&
	grep -q '^ *1 gcc-12 not installed$' "$B/sum.out"; then
	pass "summary.sh: a SKIP that breaks the policy fails make check, and is named"
else
	fail "summary.sh: a SKIP that breaks the policy fails make check, and is named" "exit status $rc; see $B/sum.out"
fi
printf '%s\n' "PASS a: one" "SKIP a: two: gcc-12 not installed" >"$B/sum/a.txt"
if tests/lib/summary.sh "$B/sum" >"$B/sum2.out" 2>&1 && grep -q '^check: 1 passed, 0 failed, 1 skipped$' "$B/sum2.out"; then
	pass "summary.sh: skips within the policy do not fail"
else
	fail "summary.sh: skips within the policy do not fail" "see $B/sum2.out"
fi

# ------------------------------------------------------------- timed.sh
# make check runs each suite in a sub-make of its own under timed.sh: its
# exit status passes through, and one line of times is written
(cd "$B" && "$top/tests/lib/timed.sh" "$B/times.tsv" demo sh -c 'sleep 1; exit 3') >/dev/null 2>&1
rc=$?
line=$(cat "$B/times.tsv" 2>/dev/null)
if [ $rc = 3 ] && printf '%s\n' "$line" |
	awk -F'\t' 'NF == 6 && $1 == "demo" && $2 >= 1 && $2 < 30 && $3 >= 0 && $4 >= 0 { ok = 1 } END { exit !ok }'; then
	pass "timed.sh: the command's exit status, and one line NAME, wall, user, sys, loads ($line)"
else
	fail "timed.sh: the command's exit status, and one line of times" "exit status $rc (want 3), line '$line'"
fi
# Two suites' sub-makes must never build the same file at once: every file
# a suite depends on is built first, once (the Makefile's CHECK_PREBUILD).
# shellcheck disable=SC2016 # make expands them
printf '_lib_print:\n\t@echo $(CHECK_PREBUILD)\n\t@echo $(CHECK_SUITES)\n' >"$B/print.mk"
env MAKEFLAGS= MAKELEVEL= make --no-print-directory -s -f Makefile -f "$B/print.mk" _lib_print >"$B/print.txt" 2>/dev/null
prebuild=$(sed -n 1p "$B/print.txt")
env MAKEFLAGS= MAKELEVEL= make --no-print-directory -pRrq -f Makefile >"$B/db.txt" 2>/dev/null
phony=" $(sed -n 's/^\.PHONY: //p' "$B/db.txt" | tr '\n' ' ') "
missing=
# shellcheck disable=SC2013 # one suite a word
for s in $(sed -n 2p "$B/print.txt"); do
	for p in $(sed -n "s/^$s: *//p" "$B/db.txt" | sed 's/|//' | head -n 1); do
		case $phony in *" $p "*) continue ;; esac
		case " $prebuild " in *" $p "*) ;; *) missing="$missing $s:$p" ;; esac
	done
done
if [ -n "$prebuild" ] && [ -z "$missing" ]; then
	pass "every file a suite of make check depends on is in CHECK_PREBUILD ($prebuild)"
else
	fail "every file a suite of make check depends on is in CHECK_PREBUILD" \
		"not in it:${missing:- (CHECK_PREBUILD is empty)}"
fi

# ------------------------------------------------------- find-clang.sh
# find_symbolizer: the compiler's own llvm-symbolizer, else the unversioned
# one on PATH, else the newest llvm-symbolizer-N (a fresh Debian 12 with
# clang 14 and llvm-19 has only llvm-symbolizer-19: clang 14's runtime,
# which looks for llvm-symbolizer and llvm-symbolizer-14, named no file)
fs=$B/fs && mkdir -p "$fs/bin" "$fs/own" "$fs/plain"
for v in 9 14 19; do printf '#!/bin/sh\n' >"$fs/bin/llvm-symbolizer-$v"; chmod +x "$fs/bin/llvm-symbolizer-$v"; done
printf '#!/bin/sh\n' >"$fs/plain/llvm-symbolizer"; printf '#!/bin/sh\n' >"$fs/own/llvm-symbolizer"
chmod +x "$fs/plain/llvm-symbolizer" "$fs/own/llvm-symbolizer"
printf '#!/bin/sh\necho llvm-symbolizer\n' >"$fs/bin/cc-plain"		# what clang prints when it has none
printf '#!/bin/sh\necho %s/own/llvm-symbolizer\n' "$fs" >"$fs/bin/cc-own"
chmod +x "$fs/bin/cc-plain" "$fs/bin/cc-own"
got=$(. tests/lib/find-clang.sh && PATH=$fs/bin &&
	echo "$(find_symbolizer cc-own)|$(PATH=$fs/plain:$PATH find_symbolizer cc-plain)|$(find_symbolizer cc-plain)|$(PATH=/nonexistent find_symbolizer "$fs/bin/cc-plain")")
want="$fs/own/llvm-symbolizer|$fs/plain/llvm-symbolizer|$fs/bin/llvm-symbolizer-19|"
if [ "$got" = "$want" ]; then
	pass "find-clang.sh: find_symbolizer takes the compiler's own, else llvm-symbolizer, else the newest llvm-symbolizer-N (19 of 9, 14, 19), else nothing"
else
	fail "find-clang.sh: find_symbolizer takes the compiler's own, else llvm-symbolizer, else the newest llvm-symbolizer-N" "got '$got', want '$want'"
fi

# ------------------------------------------------------------- ccache.sh
# the ccache of tests/core and tests/claims keys on what a compile depends
# on and keeps no failure (tests/lib/ccache-test.sh)
tests/lib/ccache-test.sh "$B/ccache" || failed=1

# ------------------------------------------------------------- no tools
# The commands a POSIX shell script uses, and make; nothing the tests are
# about (no compiler, assembler, linker, checker, linter, pkg-config,
# valgrind, man page tools, dkms, perl, python).
basic="sh bash dash make env cat cp mv rm ln ls mkdir rmdir chmod touch mktemp
	sed grep egrep awk mawk gawk find xargs sort uniq head tail cut tr wc paste
	tee diff cmp comm date sleep timeout basename dirname readlink realpath
	printf echo test [ true false expr seq id uname stat nproc od flock yes
	tar xz gzip which"
NB=$B/bin
mkdir -p "$NB"
for c in $basic; do
	p=$(command -v "$c" 2>/dev/null) || continue
	case $p in /*) ln -s "$p" "$NB/$c" ;; esac
done
SUITES=${SUITES:-}
if [ -z "$SUITES" ]; then
	fail "no tools: every SKIP names a missing tool" "SUITES is empty (run through make check-lib)"
else
	start=$(date +%s)
	for t in ${PREBUILD:-}; do
		env MAKEFLAGS= MAKELEVEL= make --no-print-directory "$B/notools/$t" BUILD="$B/notools" \
			>>"$B/prebuild.log" 2>&1 || fail "no tools: prebuild $t" "see $B/prebuild.log"
	done
	env PATH="$NB" MAKEFLAGS= MAKELEVEL= make -k --no-print-directory check-suites \
		CHECK_SUITES="$SUITES" BUILD="$B/notools" >"$B/notools.log" 2>&1
	secs=$(( $(date +%s) - start ))
	R=$B/notools/results
	nskip=$(cat "$R"/*.txt 2>/dev/null | grep -c '^SKIP ')
	if [ "$nskip" -eq 0 ]; then
		fail "no tools: every SKIP names a missing tool" "no SKIP at all: the suites did not run? see $B/notools.log"
	elif tests/lib/skips.sh "$R" >"$B/notools.policy" 2>&1; then
		pass "no tools: every SKIP names a missing tool" "$nskip skips, $(tests/lib/skips.sh --reasons "$R" | sort -u | wc -l) distinct reasons, in $(ls "$R" | sed 's/\.txt$//' | tr '\n' ' ')(${secs} s)"
	else
		fail "no tools: every SKIP names a missing tool" "$(head -3 "$B/notools.policy" | tr '\n' '|') (all in $B/notools.policy)"
	fi
fi

if [ $failed = 0 ]; then
	rm -rf "$B"
else
	echo "tests/lib/run.sh: logs kept in $B"
fi
exit $failed
