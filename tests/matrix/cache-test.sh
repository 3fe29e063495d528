#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/matrix/cache-test.sh - the matrix's cache of cell results
# (tests/matrix/cache.sh) keys on what a cell depends on and never hides a
# failure (suite "matrix", results "cache: ..."; make check-matrix runs it).
#
# On a copy of the tree (include/, compat/, tests/) under $BUILD/cache-test,
# with a cache of its own, the cells gcc-12_c11_O2, clang-19_c11_O2 and,
# where the sid chroot is built, gcc-15_c23_O2 (the host's compilers and a
# chroot's), run as make check-matrix runs them (prepare, cells.make, seal):
#
#   1 first run             every cell runs, passes, and is kept
#   2 again                 every cell from the cache, the same result lines
#   3 a header changed      a comment added to compiler-gcc.h: every cell
#                           runs again (a header is in every key), passes
#   4 a breaking change     INIT_FOR_COMPILER without its initializer at the
#                           end of init_for_compiler.h: every cell runs, FAILS
#   5 again                 every cell runs again and fails again: a FAIL is
#                           never kept, so the cache never turns it into a pass
#   6 the header as in 1    every cell from the cache of 1: the key is the
#                           content, not a time
#   7 a flag                -Wvla added to tests/lib/flags.sh: every cell runs
#   8 the compiler binary   gcc-12 a wrapper script at the front of PATH (a
#                           new PATH: every cell runs), then the wrapper
#                           changed: gcc-12's cell runs, the others come from
#                           the cache
#   9 the packages          in a copy of the dpkg database, another version
#                           of libgcc-12-dev (which gcc-12 depends on)
#                           changes gcc-12's key, and one of man-db does not;
#                           another line in a chroot's dpkg database changes
#                           the key of that chroot's compiler
#  10 the environment       LC_ALL=C and LC_ALL=C.UTF-8 give other keys
# shellcheck disable=SC2086 # $CELLS: one cell a word
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
: "${BUILD:=build}"
: "${RESULTS_DIR:=$BUILD/results}"
case $BUILD in /*) ;; *) BUILD=$top/$BUILD ;; esac
case $RESULTS_DIR in /*) ;; *) RESULTS_DIR=$top/$RESULTS_DIR ;; esac
export RESULTS_DIR
. "$top/tests/lib/result.sh"
. "$top/tests/chroot/env.sh"
SUITE=matrix
failed=0

T=$BUILD/cache-test
rm -rf "$T"
mkdir -p "$T/tree/tests"
if ! have sha256sum; then
	skip "cache: the matrix's cache" "sha256sum not installed"
	exit 0
fi
CELLS=
for c in gcc-12_c11_O2 clang-19_c11_O2 gcc-15_c23_O2; do
	if have "${c%%_*}"; then
		CELLS="$CELLS $c"
	else
		skip "cache: with ${c%%_*}" "$(chroot_missing "${c%%_*}")"
	fi
done
case $CELLS in
*gcc-12_*clang-19_*) ;;
*) exit 0 ;;
esac
ncells=$(echo $CELLS | wc -w)
cp -a "$top/include" "$top/compat" "$T/tree/"
cp -a "$top/tests/matrix" "$top/tests/lib" "$top/tests/chroot" "$top/tests/compilers.txt" "$T/tree/tests/"
X=$T/tree

# run LABEL: a matrix run of CELLS on the copy, as tests/matrix/matrix.mk
# does it; sets hits (cells from the cache), st (the status of each cell)
run() {
	local m=$T/$1
	rm -rf "$m"
	mkdir -p "$m/cells"
	(cd "$X" && env MAKEFLAGS= MAKELEVEL= BUILD="$T" MATRIX_DIR="$m" RESULTS_DIR="$m/results" \
		MATRIX_CACHE="$T/cache" tests/matrix/run-matrix.sh prepare $CELLS >"$m.out" 2>&1 &&
		env MAKEFLAGS= MAKELEVEL= MATRIX_ENV="$m/env.sh" RESULTS_DIR="$m/results" \
			make --no-print-directory -f tests/matrix/cells.make MATRIX_DIR="$m" BUILD="$T" >>"$m.out" 2>&1 &&
		env MAKEFLAGS= MAKELEVEL= MATRIX_ENV="$m/env.sh" BUILD="$T" MATRIX_DIR="$m" \
			tests/matrix/run-matrix.sh seal >>"$m.out" 2>&1)
	hits=$(sed -n 's/^matrix: \([0-9]*\) of [0-9]* cells from the cache.*/\1/p' "$m.out")
	st=$(for c in $CELLS; do cut -f2 "$m/cells/$c.res" 2>/dev/null || echo none; done | tr '\n' ' ')
	cat "$m/cells"/*.results >"$m.results" 2>/dev/null
}
# check NAME HITS STATUS: the last run took HITS cells from the cache, and
# every cell has STATUS
check() {
	local want
	want=$(for c in $CELLS; do echo "$3"; done | tr '\n' ' ')
	if [ "$hits" = "$2" ] && [ "$st" = "$want" ]; then
		pass "cache: $1 ($hits of $ncells cells from the cache, every cell $3)"
	else
		fail "cache: $1" "$hits of $ncells cells from the cache (want $2), statuses '$st' (want '$want'); see $T"
	fi
}

run 1
check "first run: every cell runs and passes" 0 PASS
run 2
check "second run: every cell from the cache" "$ncells" PASS
if cmp -s "$T/1.results" "$T/2.results" && [ -s "$T/1.results" ]; then
	pass "cache: the cells from the cache give the result lines of their run"
else
	fail "cache: the cells from the cache give the result lines of their run" "diff $T/1.results $T/2.results"
fi

cp "$X/include/init_for_compiler/compiler-gcc.h" "$T/compiler-gcc.h.orig"
echo '/* a comment planted by tests/matrix/cache-test.sh */' >>"$X/include/init_for_compiler/compiler-gcc.h"
run 3
check "a comment planted in compiler-gcc.h: every cell runs again" 0 PASS

cp "$X/include/init_for_compiler.h" "$T/init_for_compiler.h.orig"
printf '#undef INIT_FOR_COMPILER\n#define INIT_FOR_COMPILER(x) x\n' >>"$X/include/init_for_compiler.h"
run 4
check "a breaking change planted in init_for_compiler.h: every cell runs again and fails" 0 FAIL
run 5
check "the breaking change again: every cell runs again and fails again (a FAIL is never kept)" 0 FAIL

cp "$T/compiler-gcc.h.orig" "$X/include/init_for_compiler/compiler-gcc.h"
cp "$T/init_for_compiler.h.orig" "$X/include/init_for_compiler.h"
touch "$X/include/init_for_compiler.h"
run 6
check "the headers as in the first run (newer files, the same content): every cell from the cache" "$ncells" PASS

# shellcheck disable=SC2016 # the line as flags.sh reads it
echo 'GCC_STRICT="$GCC_STRICT -Wvla"	# planted by tests/matrix/cache-test.sh' >>"$X/tests/lib/flags.sh"
run 7
check "a flag planted in tests/lib/flags.sh: every cell runs again" 0 PASS

mkdir -p "$T/wrap"
printf '#!/bin/sh\nexec %s "$@"\n' "$(command -v gcc-12)" >"$T/wrap/gcc-12"
chmod +x "$T/wrap/gcc-12"
PATH0=$PATH
PATH=$T/wrap:$PATH
run 8
check "gcc-12 a wrapper at the front of PATH: every cell runs again (PATH is in the key)" 0 PASS
printf '# changed by tests/matrix/cache-test.sh\n' >>"$T/wrap/gcc-12"
run 9
check "the wrapper changed: gcc-12's cell runs again, the others come from the cache" $((ncells - 1)) PASS
if [ "$(cut -f2 "$T/9/cells/gcc-12_c11_O2.res" 2>/dev/null)" = PASS ] && [ ! -e "$T/9/cells/gcc-12_c11_O2.ftime" ]; then
	pass "cache: the cell that ran again is gcc-12's"
else
	fail "cache: the cell that ran again is gcc-12's" "see $T/9"
fi
PATH=$PATH0

# the packages: keys only (run-matrix.sh keys), on copies of dpkg databases
keys() { # LABEL [VAR=VALUE...]: the keys of CELLS' groups, "GROUP KEY" lines
	local label=$1
	shift
	(cd "$X" && env MAKEFLAGS= MAKELEVEL= BUILD="$T" MATRIX_DIR="$T/k-$label" "$@" \
		tests/matrix/run-matrix.sh keys $CELLS) >"$T/k-$label.txt" 2>&1
}
key_of() { awk -v g="$2" '$1 == g { print $2 }' "$T/k-$1.txt"; }
S=/var/lib/dpkg/status
if [ ! -r $S ] || ! grep -qx 'Package: libgcc-12-dev' $S || ! grep -qx 'Package: man-db' $S; then
	skip "cache: the packages of gcc-12 in its key" "libgcc-12-dev or man-db not installed"
else
	bump() { # PACKAGE OUT: the database with PACKAGE at another version
		awk -v p="$1" '/^Package: / { inp = ($2 == p) } inp && /^Version: / { $0 = $0 "+planted" } { print }' $S >"$2"
	}
	bump libgcc-12-dev "$T/status.gcc"
	bump man-db "$T/status.man"
	keys real MATRIX_HOST_STATUS=$S
	keys gcc MATRIX_HOST_STATUS="$T/status.gcc"
	keys man MATRIX_HOST_STATUS="$T/status.man"
	a=$(key_of real gcc-12) b=$(key_of gcc gcc-12) c=$(key_of man gcc-12)
	if [ -n "$a" ] && [ "$a" != "$b" ] && [ "$a" = "$c" ] &&
		grep -q '^libgcc-12-dev .*+planted$' "$T/k-gcc/key.probe/gcc-12.txt"; then
		pass "cache: gcc-12's key follows libgcc-12-dev's version, not man-db's"
	else
		fail "cache: gcc-12's key follows libgcc-12-dev's version, not man-db's" "keys $a / $b / $c (see $T/k-*)"
	fi
fi
keys lc1 LC_ALL=C
keys lc2 LC_ALL=C.UTF-8
if [ -n "$(key_of lc1 gcc-12)" ] && [ "$(key_of lc1 gcc-12)" != "$(key_of lc2 gcc-12)" ]; then
	pass "cache: the locale is in the key (LC_ALL=C and C.UTF-8: gcc's quotes differ)"
else
	fail "cache: the locale is in the key" "the same key for LC_ALL=C and LC_ALL=C.UTF-8 (see $T/k-lc*)"
fi
if have gcc-15; then
	root=${INIT_FOR_COMPILER_CACHE:-/var/cache/init-for-compiler}/chroot-sid
	fake=$T/fake-cache
	mkdir -p "$fake/chroot-sid/var/lib/dpkg"
	cp "$root/.init-for-compiler-ready" "$fake/chroot-sid/"
	cp "$root/var/lib/dpkg/status" "$fake/chroot-sid/var/lib/dpkg/status"
	keys sid1 INIT_FOR_COMPILER_CACHE="$fake"
	printf '\nPackage: planted-by-cache-test\nStatus: install ok installed\nVersion: 1\n' >>"$fake/chroot-sid/var/lib/dpkg/status"
	keys sid2 INIT_FOR_COMPILER_CACHE="$fake"
	a=$(key_of sid1 gcc-15) b=$(key_of sid2 gcc-15)
	if [ -n "$a" ] && [ -n "$b" ] && [ "$a" != "$b" ] && [ "$(key_of sid1 gcc-12)" = "$(key_of sid2 gcc-12)" ]; then
		pass "cache: gcc-15's key follows the sid chroot's dpkg database (gcc-12's does not)"
	else
		fail "cache: gcc-15's key follows the sid chroot's dpkg database" "keys $a / $b (see $T/k-sid*)"
	fi
fi

[ $failed = 0 ] && rm -rf "$T"
exit $failed
