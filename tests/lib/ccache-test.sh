#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/lib/ccache-test.sh - tests/lib/ccache.sh (the ccache of tests/core
# and tests/claims) keys on what a compile depends on and never hides a
# failure (suite "lib", results "ccache: ..."; tests/lib/run.sh runs it).
#
# With a cache and a build directory of its own, gcc-12 (through the script
# ccache_on writes) builds a file that includes a header of its own:
#   1 first build           compiled (a miss), kept
#   2 again                 answered by ccache, with the same warning on stderr
#   3 a header changed      ANSWER 43, not 42: compiled again (a comment
#                           alone is not a change: ccache's second key is
#                           the preprocessed text, without comments)
#   4 the header back       answered by ccache: the key is the content
#   5 a breaking change     the header broken: the build fails, twice, and
#                           ccache kept neither (a failure is never cached)
#   6 another dpkg database a package upgraded (CCACHE_DPKG_STATUS): the
#                           compiler's ID changes, the file is compiled again
#   7 a chroot's compiler   a build is kept, then answered (where a chroot
#                           compiler is installed; run as root)
#   8 ccache_off            the scripts are off PATH
# Usage: tests/lib/ccache-test.sh DIR     (DIR: a scratch directory)
set -u
export LC_ALL=C
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 2
. tests/lib/result.sh
. tests/chroot/env.sh
SUITE=lib
failed=0
D=${1:?usage: ccache-test.sh DIR}
mkdir -p "$D/src"
if ! have ccache; then
	skip "ccache: the cache of tests/core and tests/claims" "ccache not installed"
	exit 0
fi
if ! have gcc-12; then
	skip "ccache: the cache of tests/core and tests/claims" "gcc-12 not installed"
	exit 0
fi
. tests/lib/ccache.sh
cp /var/lib/dpkg/status "$D/status"
export TEST_CCACHE_DIR="$D/cache" CCACHE_DPKG_STATUS="$D/status"
BUILD=$D/build
SUITE=ccache-test ccache_on
SUITE=lib
printf '/* h.h */\n#define ANSWER 42\n' >"$D/src/h.h"
printf '#include "h.h"\nint f(void);\nint f(void) { int unused; return ANSWER; }\n' >"$D/src/a.c"

# build N: gcc-12 on a.c, stderr into D/N.err, its stats line into D/N.stats
build() {
	rm -f "$ccache_bin_/../stats.log"
	(cd "$D/src" && gcc-12 -Wall -c a.c -o a.o) >"$D/$1.err" 2>&1
	echo $? >"$D/$1.rc"
	ccache_stats >"$D/$1.stats"
}
# expect NAME N RC STATS: build N exited RC and its stats line begins STATS
expect() {
	if [ "$(cat "$D/$2.rc")" = "$3" ] && grep -q "^$4" "$D/$2.stats"; then
		pass "ccache: $1"
	else
		fail "ccache: $1" "exit status $(cat "$D/$2.rc"), $(cat "$D/$2.stats")"
	fi
}

case $(command -v gcc-12) in
"$ccache_bin_"/gcc-12) pass "ccache: ccache_on puts gcc-12's script first on PATH" ;;
*) fail "ccache: ccache_on puts gcc-12's script first on PATH" "gcc-12 is $(command -v gcc-12)" ;;
esac
build 1
expect "a first build is compiled and kept" 1 0 "0 compiles answered by ccache, 1 compiled and kept"
build 2
expect "the same build again is answered by ccache" 2 0 "1 compiles answered by ccache, 0 compiled"
if grep -q "unused variable 'unused'" "$D/2.err" && cmp -s "$D/1.err" "$D/2.err"; then
	pass "ccache: the answer replays the compiler's warning, byte for byte"
else
	fail "ccache: the answer replays the compiler's warning, byte for byte" "see $D/1.err and $D/2.err"
fi
printf '/* h.h */\n#define ANSWER 43\n' >"$D/src/h.h"
build 3
expect "the header changed: compiled again" 3 0 "0 compiles answered by ccache, 1 compiled and kept"
printf '/* h.h */\n#define ANSWER 42\n' >"$D/src/h.h"
build 4
expect "the header as it was: answered by ccache (the key is the content)" 4 0 "1 compiles answered by ccache, 0 compiled"
printf '/* h.h */\n#define ANSWER (\n' >"$D/src/h.h"
build 5
build 6
if [ "$(cat "$D/5.rc")" != 0 ] && [ "$(cat "$D/6.rc")" != 0 ] &&
	grep -q "^0 compiles answered by ccache, 0 compiled and kept, 1 not cacheable" "$D/5.stats" &&
	grep -q "^0 compiles answered by ccache, 0 compiled and kept, 1 not cacheable" "$D/6.stats"; then
	pass "ccache: a breaking change fails twice, and ccache keeps neither failure"
else
	fail "ccache: a breaking change fails twice, and ccache keeps neither failure" "$(cat "$D/5.rc") $(cat "$D/5.stats"); $(cat "$D/6.rc") $(cat "$D/6.stats")"
fi
printf '/* h.h */\n#define ANSWER 42\n' >"$D/src/h.h"
printf '\nPackage: gcc-12\nStatus: install ok installed\nVersion: 99\n' >>"$D/status"
SUITE=ccache-test ccache_on
SUITE=lib
build 7
expect "another package version in the dpkg database: the compiler's ID changes, compiled again" 7 0 "0 compiles answered by ccache, 1 compiled and kept"
for cc in gcc-16 gcc-15 gcc-13 clang-22 clang-21; do
	have "$cc" || continue
	# ccache preprocesses through the chroot's compiler too: its temporary
	# files must be where the chroot sees them (the tree), or nothing is kept
	for n in 8 9; do
		rm -f "$ccache_bin_/../stats.log"
		(cd "$D/src" && "$cc" -c a.c -o a.o) >"$D/$n.err" 2>&1
		echo $? >"$D/$n.rc"
		ccache_stats >"$D/$n.stats"
	done
	if [ "$(cat "$D/8.rc")$(cat "$D/9.rc")" = 00 ] &&
		grep -q "^0 compiles answered by ccache, 1 compiled and kept" "$D/8.stats" &&
		grep -q "^1 compiles answered by ccache, 0 compiled" "$D/9.stats"; then
		pass "ccache: $cc, a chroot's compiler: kept, then answered"
	else
		fail "ccache: $cc, a chroot's compiler: kept, then answered" "$(cat "$D/8.stats"); $(cat "$D/9.stats")"
	fi
	break
done
ccache_off
case $(command -v gcc-12) in
"$ccache_bin_"/*) fail "ccache: ccache_off takes the scripts off PATH" "gcc-12 is $(command -v gcc-12)" ;;
*) pass "ccache: ccache_off takes the scripts off PATH" ;;
esac
exit $failed
