#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# tests/sanitize/run-sanitize.sh - the runtime program of the matrix
# (tests/matrix/cell.c) under valgrind memcheck, -fsanitize=address,undefined
# (gcc-12 and clang-19) and clang-19 -fsanitize=memory: zero reports
# (suite "sanitize").
#
# Each checker first proves it can fail: cell.c built with MATRIX_BROKEN=1
# (the declarator macros lose their initializer) must be reported by
# valgrind and by MemorySanitizer (ASan/UBSan do not track uninitialized
# reads: for them the negative control is that the broken program fails).
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
: "${BUILD:=build}"
: "${RESULTS_DIR:=$BUILD/results}"
export RESULTS_DIR
. "$top/tests/lib/result.sh"
SUITE=sanitize
out=$BUILD/sanitize
mkdir -p "$out"
failed=0
src=$top/tests/matrix/cell.c
inc="-I$top/include -I$top/compat"

# build NAME CC FLAGS...: the cell program, hosted, C11
build() {
	local name=$1 cc=$2
	shift 2
	# shellcheck disable=SC2086
	"$cc" -std=gnu11 -g $inc -DMATRIX_HOSTED=1 "$@" "$src" -o "$out/$name" >"$out/$name.build.log" 2>&1
}

# gcc -Wc++-compat is not used here, so ENUM_INIT stays in; clang rejects
# INIT_FOR_COMPILER on _Atomic (documented), so ATOMIC_INIT is out for clang.
# valgrind memcheck, gcc-12 at -O0 and -O2
if have valgrind && have gcc-12; then
	for opt in -O0 -O2; do
		name=valgrind$opt
		if ! build "$name" gcc-12 "$opt"; then
			fail "valgrind gcc-12 $opt" "build: $(head -n 3 "$out/$name.build.log")"; continue
		fi
		if valgrind -q --error-exitcode=99 --track-origins=yes "$out/$name" >"$out/$name.log" 2>&1; then
			pass "valgrind memcheck: gcc-12 $opt cell program, 0 errors"
		else
			fail "valgrind gcc-12 $opt" "$(grep -m1 '==' "$out/$name.log")"
		fi
	done
	# negative control: the broken program must be reported
	if build valgrind-broken gcc-12 -O0 -w -DMATRIX_BROKEN=1 &&
		! valgrind -q --error-exitcode=99 "$out/valgrind-broken" >"$out/valgrind-broken.log" 2>&1 &&
		grep -q 'uninitialised' "$out/valgrind-broken.log"; then
		pass "valgrind control: reports the initializer-less build (uninitialised value)"
	else
		fail "valgrind control" "valgrind did not report reads of uninitialized locals"
	fi
else
	skip "valgrind" "valgrind or gcc-12 not installed"
fi

# ASan + UBSan, gcc-12 and clang-19
for cc in gcc-12 clang-19; do
	have "$cc" || { skip "asan+ubsan $cc" "$cc not installed"; continue; }
	extra=
	[ "$cc" = clang-19 ] && extra=-DMATRIX_NO_ATOMIC_INIT=1
	for opt in -O0 -O2; do
		name=asan-$cc$opt
		# shellcheck disable=SC2086
		if ! build "$name" "$cc" "$opt" $extra -fsanitize=address,undefined -fno-sanitize-recover=all \
			-fno-omit-frame-pointer; then
			fail "asan+ubsan $cc $opt" "build: $(head -n 3 "$out/$name.build.log")"; continue
		fi
		if ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1 \
			"$out/$name" >"$out/$name.log" 2>&1 && ! grep -q -E 'Sanitizer|runtime error' "$out/$name.log"; then
			pass "asan+ubsan: $cc $opt cell program, 0 reports"
		else
			fail "asan+ubsan $cc $opt" "$(grep -m1 -E 'Sanitizer|runtime error|FAIL' "$out/$name.log")"
		fi
	done
done

# MemorySanitizer, clang-19
if have clang-19; then
	for opt in -O0 -O2; do
		name=msan$opt
		if ! build "$name" clang-19 "$opt" -DMATRIX_NO_ATOMIC_INIT=1 -fsanitize=memory \
			-fsanitize-memory-track-origins -fno-omit-frame-pointer; then
			fail "msan clang-19 $opt" "build: $(head -n 3 "$out/$name.build.log")"; continue
		fi
		if "$out/$name" >"$out/$name.log" 2>&1 && ! grep -q 'MemorySanitizer' "$out/$name.log"; then
			pass "msan: clang-19 $opt cell program, 0 reports"
		else
			fail "msan clang-19 $opt" "$(grep -m1 -E 'MemorySanitizer|FAIL' "$out/$name.log")"
		fi
	done
	if build msan-broken clang-19 -O0 -w -DMATRIX_NO_ATOMIC_INIT=1 -DMATRIX_BROKEN=1 -fsanitize=memory &&
		! "$out/msan-broken" >"$out/msan-broken.log" 2>&1 &&
		grep -q 'use-of-uninitialized-value' "$out/msan-broken.log"; then
		pass "msan control: reports the initializer-less build (use-of-uninitialized-value)"
	else
		fail "msan control" "MemorySanitizer did not report reads of uninitialized locals"
	fi
else
	skip "msan" "clang-19 not installed"
fi

exit $failed
