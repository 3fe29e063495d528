#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/core/run.sh - the core header tests (issue: core headers).
#
#   Check runtime tests  check_values.c: values of every macro on every type
#   compile_ok           compile_ok-strict.c/.cc: strictest flags, -Werror
#   compile_fail         compile_fail-*.c: clean without -DFAIL, fails with it,
#                        and the error text names the macro (ccan style)
#   expected warnings    warn-*.c: what must warn and what must stay silent
#   install              make install DESTDIR=..., pkg-config consumer, uninstall
#   single header        make single-header, built like the split headers
#
# Usage: tests/core/run.sh   (from the top directory; make check-core)
# Every result goes through tests/lib/result.sh; a compiler that is not
# installed is SKIP with the reason. Exit 1 when anything failed.
set -u
export LC_ALL=C	# plain quotes in GCC's messages
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 2
. tests/lib/result.sh
SUITE=core
B=${BUILD:-build}/core
mkdir -p "$B"
INC="-I$top/include -I$top/compat"
# Never "-o /dev/null": tcc, run as root, replaces /dev/null with a regular
# file; a scratch object in the build directory is as cheap.
OUT=$B/scratch.o
failed=0

have() { command -v "$1" >/dev/null 2>&1; }
pass() { result PASS $SUITE "$@"; }
fail() { result FAIL $SUITE "$@"; failed=1; }
skip() { result SKIP $SUITE "$@"; }

GCC_STRICT="-Wall -Wextra -Wpedantic -Wundef -Wshadow -Wconversion -Wsign-conversion \
-Wcast-qual -Wstrict-prototypes -Wmissing-prototypes -Wc++-compat -Werror"
# Clang: everything. The C++ cells exclude only -Wc++98-compat (the header
# requires C++11, so C++98 compatibility warnings are moot).
CLANG_STRICT="-Weverything -Werror"
GXX_STRICT="-Wall -Wextra -Wpedantic -Wundef -Wshadow -Wconversion -Wsign-conversion \
-Wcast-qual -Wmissing-declarations -Wold-style-cast -Wzero-as-null-pointer-constant \
-Wuseless-cast -Werror"
CLANGXX_STRICT="-Weverything -Werror -Wno-c++98-compat"

# run NAME CMD...: run CMD, keep its output in $B/NAME.log, return its status
run() {
	run_log_=$1; shift
	"$@" >"$B/$run_log_.log" 2>&1
}

# ---------------------------------------------------------------- compile_ok
for cc in gcc-12 gcc-11 clang-14 clang-19; do
	if ! have $cc; then skip "compile_ok $cc" "$cc not installed"; continue; fi
	case $cc in gcc*) flags=$GCC_STRICT ;; *) flags=$CLANG_STRICT ;; esac
	stds="gnu89 c99 gnu11 c17 c2x"
	[ $cc = clang-19 ] && stds="$stds c23"
	for std in $stds; do
		for opt in -O0 -O2; do
			n="compile_ok-strict $cc -std=$std $opt"
			if run ok-$cc-$std$opt $cc $INC -std=$std $opt $flags -c tests/core/compile_ok-strict.c -o "$OUT"
			then pass "$n"; else fail "$n" "see $B/ok-$cc-$std$opt.log"; fi
		done
		n="compile_ok-strict $cc -std=$std -ffreestanding -nostdinc"
		if run okfs-$cc-$std $cc $INC -std=$std -O2 -ffreestanding -nostdinc $flags -c tests/core/compile_ok-strict.c -o "$OUT"
		then pass "$n"; else fail "$n" "see $B/okfs-$cc-$std.log"; fi
	done
done
for cxx in g++-12 g++-11 clang++-14 clang++-19; do
	if ! have $cxx; then skip "compile_ok $cxx" "$cxx not installed"; continue; fi
	case $cxx in g++*) flags=$GXX_STRICT ;; *) flags=$CLANGXX_STRICT ;; esac
	for std in c++11 c++14 c++17 c++20; do
		for opt in -O0 -O2; do
			n="compile_ok-strict.cc $cxx -std=$std $opt"
			if run okxx-$cxx-$std$opt $cxx $INC -std=$std $opt $flags -c tests/core/compile_ok-strict.cc -o "$OUT"
			then pass "$n"; else fail "$n" "see $B/okxx-$cxx-$std$opt.log"; fi
		done
	done
done

# -------------------------------------------------------------- compile_fail
# fail_case FILE CC EXPECTED [EXTRA FLAGS...]
fail_case() {
	f=$1 cc=$2 want=$3; shift 3
	base=$(basename "$f" | sed 's/\.[a-z]*$//')
	n="$base $cc $*"
	if ! have "$cc"; then skip "$n" "$cc not installed"; return; fi
	lg=$(echo "fail-$base-$cc-$*" | tr ' /=' '___')
	if ! run "$lg-ok" "$cc" $INC "$@" -Wall -Wextra -Werror -c "$f" -o "$OUT"; then
		fail "$n" "does not compile cleanly without -DFAIL (see $B/$lg-ok.log)"
	elif run "$lg" "$cc" $INC "$@" -DFAIL -c "$f" -o "$OUT"; then
		fail "$n" "compiles with -DFAIL: the misuse is not refused"
	elif ! grep -qF -- "$want" "$B/$lg.log"; then
		fail "$n" "error text does not contain '$want' (see $B/$lg.log)"
	else
		pass "$n: error names '$want'"
	fi
}
for cc in gcc-12 gcc-11 clang-14 clang-19; do
	for std in gnu89 gnu11; do
		fail_case tests/core/compile_fail-ptr.c $cc 'INIT_PTR_FOR_COMPILER(len): not a pointer' -std=$std
		fail_case tests/core/compile_fail-ptr-struct.c $cc 'INIT_PTR_FOR_COMPILER(pr): not a pointer' -std=$std
		fail_case tests/core/compile_fail-scalar.c $cc 'INIT_SCALAR_FOR_COMPILER(buf): not an arithmetic or enum type' -std=$std
		fail_case tests/core/compile_fail-scalar-struct.c $cc 'INIT_SCALAR_FOR_COMPILER(w): not an arithmetic or enum type' -std=$std
		fail_case tests/core/compile_fail-struct.c $cc 'INIT_STRUCT_FOR_COMPILER(count): not a struct or union' -std=$std
		fail_case tests/core/compile_fail-struct-ptr.c $cc 'INIT_STRUCT_FOR_COMPILER(pp): not a struct or union' -std=$std
		fail_case tests/core/compile_fail-array.c $cc 'INIT_FOR_COMPILER' -std=$std
	done
	# Strict ISO modes before C11, after a glibc header: glibc defines
	# _Static_assert as a macro there, so the header uses a named bit-field.
	for std in c89 c99; do
		fail_case tests/core/compile_fail-ptr.c $cc 'INIT_PTR_FOR_COMPILER_of_len_not_a_pointer' -std=$std -include stdio.h
		fail_case tests/core/compile_fail-scalar.c $cc 'INIT_SCALAR_FOR_COMPILER_of_buf_not_arithmetic_or_enum' -std=$std -include stdio.h
		fail_case tests/core/compile_fail-struct.c $cc 'INIT_STRUCT_FOR_COMPILER_of_count_not_a_struct_or_union' -std=$std -include stdio.h
		n="compile_ok-strict $cc -std=$std after <stdio.h>"
		case $cc in gcc*) flags=$GCC_STRICT ;; *) flags=$CLANG_STRICT ;; esac
		if ! have $cc; then skip "$n" "$cc not installed"
		elif run okstdio-$cc-$std $cc $INC -std=$std -O2 $flags -include stdio.h -c tests/core/compile_ok-strict.c -o "$OUT"
		then pass "$n"; else fail "$n" "see $B/okstdio-$cc-$std.log"; fi
	done
	for h in gcc clang intel sparse generic; do
		fail_case tests/core/compile_fail-direct.c $cc \
			"Please don't include <init_for_compiler/compiler-$h.h> directly, include <init_for_compiler.h> instead." \
			"-DHDR=<init_for_compiler/compiler-$h.h>"
	done
done
for cc in clang-14 clang-19; do
	fail_case tests/core/compile_fail-atomic.c $cc 'INIT_FOR_COMPILER_for_Atomic_use_INIT_SCALAR_FOR_COMPILER_' -std=c11
done
# GCC accepts a braced initializer for _Atomic: the documented difference.
for cc in gcc-12 gcc-11; do
	have $cc || continue
	n="INIT_FOR_COMPILER on _Atomic accepted by $cc"
	if run atomic-$cc $cc $INC -std=c11 -Wall -Wextra -Werror -DFAIL -c tests/core/compile_fail-atomic.c -o "$OUT"
	then pass "$n"; else fail "$n" "see $B/atomic-$cc.log"; fi
done
for cxx in g++-12 clang++-19; do
	fail_case tests/core/compile_fail-cxx.cc $cxx 'INIT_PTR_FOR_COMPILER(cnt): not a pointer' -std=c++17 -DWHICH=1
	fail_case tests/core/compile_fail-cxx.cc $cxx 'INIT_SCALAR_FOR_COMPILER(pp): not an arithmetic or enum type' -std=c++17 -DWHICH=2
	fail_case tests/core/compile_fail-cxx.cc $cxx 'INIT_STRUCT_FOR_COMPILER(ratio): not a struct, class or union' -std=c++17 -DWHICH=3
	# C++98 is refused; without -DFAIL the file is built as C++11
	n="compile_fail-cxx98 $cxx"
	if ! have $cxx; then skip "$n" "$cxx not installed"; continue; fi
	if ! run cxx98ok-$cxx $cxx $INC -std=c++11 -Wall -Wextra -Werror -c tests/core/compile_fail-cxx98.cc -o "$OUT"; then
		fail "$n" "does not build as C++11"
	elif run cxx98-$cxx $cxx $INC -std=c++98 -c tests/core/compile_fail-cxx98.cc -o "$OUT"; then
		fail "$n" "C++98 is not refused"
	elif grep -qF 'C++ before C++11 is not supported' "$B/cxx98-$cxx.log"; then
		pass "$n: error names the C++11 requirement"
	else
		fail "$n" "unexpected error text (see $B/cxx98-$cxx.log)"
	fi
done

# --------------------------------------------------------- expected warnings
# count_warn LOG PATTERN: number of lines of LOG matching PATTERN
count_warn() { grep -cE -- "$2" "$1"; }

for cc in gcc-12 gcc-11 clang-14 clang-19; do
	if ! have $cc; then skip "expected warnings $cc" "$cc not installed"; continue; fi
	# Unused warnings survive INIT_FOR_COMPILER and the shim...
	run unused-$cc $cc $INC -Wall -Wextra -c tests/core/warn-unused.c -o "$OUT"
	lg=$B/unused-$cc.log
	u=$(count_warn "$lg" "unused variable '(never_read|legacy_unused)'")
	s=$(count_warn "$lg" "variable '(only_set|legacy_set)' set but not used")
	if [ "$u" -eq 2 ] && [ "$s" -eq 2 ]; then
		pass "unused warnings kept by INIT_FOR_COMPILER and uninitialized_var $cc"
	else
		fail "unused warnings kept $cc" "expected 2 unused + 2 set-but-unused, got $u + $s (see $lg)"
	fi
	# ...and the old definitions hide them (the hazard).
	for old in OLD_GCC OLD_CLANG; do
		run unused-$old-$cc $cc -D$old -Wall -Wextra -c tests/core/warn-unused.c -o "$OUT"
		lg=$B/unused-$old-$cc.log
		if [ "$(count_warn "$lg" 'unused')" -eq 0 ]; then
			pass "old $old definition hides the unused warnings $cc"
		else
			fail "old $old definition hides the unused warnings $cc" "it did not (see $lg)"
		fi
	done
	# Audit mode brings the uninitialized warning back over the command line.
	case $cc in
	gcc*) pat="'result' (may be|is) used uninitialized" ;;
	*) pat="variable 'result' is used uninitialized whenever" ;;
	esac
	run audit-$cc $cc $INC -O2 -Wall -Wno-maybe-uninitialized -Wno-uninitialized \
		-Wno-unknown-warning-option -DINIT_FOR_COMPILER_AUDIT=1 -c tests/core/warn-audit.c -o "$OUT"
	if [ "$(count_warn "$B/audit-$cc.log" "$pat")" -ge 1 ]; then
		pass "audit mode re-exposes 'result' over -Wno-maybe-uninitialized $cc -O2"
	else
		fail "audit mode re-exposes 'result' $cc" "no warning (see $B/audit-$cc.log)"
	fi
	run noaudit-$cc $cc $INC -O2 -Wall -Wextra -Werror -c tests/core/warn-audit.c -o "$OUT"
	if [ ! -s "$B/noaudit-$cc.log" ]; then
		pass "default mode silences the false positive $cc -O2"
	else
		fail "default mode silences the false positive $cc" "see $B/noaudit-$cc.log"
	fi
	# No diagnostic state leaks from the header outside audit mode.
	run leak-on-hdr-$cc $cc $INC -O2 -Wall -c tests/core/warn-noleak.c -o "$OUT"
	run leak-on-bare-$cc $cc -DNO_HEADER -O2 -Wall -c tests/core/warn-noleak.c -o "$OUT"
	run leak-off-$cc $cc $INC -O2 -Wall -Wno-maybe-uninitialized -Wno-uninitialized \
		-Wno-unknown-warning-option -c tests/core/warn-noleak.c -o "$OUT"
	a=$(count_warn "$B/leak-on-hdr-$cc.log" "'bare'")
	b=$(count_warn "$B/leak-on-bare-$cc.log" "'bare'")
	c=$(count_warn "$B/leak-off-$cc.log" "'bare'")
	if [ "$a" -eq "$b" ] && [ "$b" -ge 1 ] && [ "$c" -eq 0 ]; then
		pass "no diagnostic state leaks from the header $cc ($a warnings with and without it)"
	else
		fail "no diagnostic state leaks $cc" "with header $a, without $b, with -Wno- $c"
	fi
done
for cc in gcc-12 gcc-11; do
	have $cc || continue
	for c in 1 2 3 4; do
		run enum-$c-$cc $cc $INC -Wall -Wextra -Wc++-compat -DCASE=$c -c tests/core/warn-enum.c -o "$OUT"
		w=$(count_warn "$B/enum-$c-$cc.log" 'Wc\+\+-compat')
		case $c in 2) want=0 ;; *) want=1 ;; esac
		if [ "$w" -eq "$want" ]; then
			pass "documented -Wc++-compat enum limit, case $c: $w warning(s) $cc"
		else
			fail "documented -Wc++-compat enum limit, case $c $cc" "expected $want warning(s), got $w (see $B/enum-$c-$cc.log)"
		fi
	done
done

# ------------------------------------------------------- Check runtime tests
CHECK_FLAGS=$(pkg-config --cflags --libs check 2>/dev/null)
if ! have pkg-config; then
	skip "check_values" "pkg-config not installed"
elif ! pkg-config --exists check; then
	skip "check_values" "Check (libcheck, package 'check') not installed"
elif [ -z "$CHECK_FLAGS" ]; then
	fail "check_values" "pkg-config --cflags --libs check gave nothing"
else
	# name compiler flags...
	check_run() {
		n=$1 cc=$2; shift 2
		if ! have "$cc"; then skip "check_values $n" "$cc not installed"; return; fi
		exe=$B/check_values-$n
		if ! run build-$n "$cc" "$@" -Wall -Wextra -o "$exe" tests/core/check_values.c $CHECK_FLAGS; then
			fail "check_values $n" "build failed (see $B/build-$n.log)"
		elif CK_FORK=yes run check-$n "$exe"; then
			pass "check_values $n: $(grep -o 'Checks: [0-9]*' "$B/check-$n.log")"
		else
			fail "check_values $n" "$(grep -E '^[0-9]+%' "$B/check-$n.log")"
		fi
	}
	for cc in gcc-12 clang-14 clang-19 gcc-11; do
		for opt in -O0 -O2; do
			check_run "$cc$opt" $cc $INC -std=gnu11 $opt -DEXPECT_COMPILER="\"${cc%%-*}\""
		done
	done
	check_run gcc-12-generic gcc-12 $INC -std=gnu11 -DINIT_FOR_COMPILER_GENERIC=1 -DEXPECT_COMPILER='"generic"'
	# Clang refuses a compound literal of _Atomic type: no atomics in its generic cell
	check_run clang-14-generic clang-14 $INC -std=gnu11 -DINIT_FOR_COMPILER_GENERIC=1 \
		-DINIT_FOR_COMPILER_NO_ATOMIC_TEST -DEXPECT_COMPILER='"generic"'
	if make -s single-header >"$B/single.log" 2>&1; then
		check_run gcc-12-single gcc-12 -I"${BUILD:-build}/single" -DSINGLE_HEADER -std=gnu11 -DEXPECT_COMPILER='"gcc"'
		check_run clang-19-single clang-19 -I"${BUILD:-build}/single" -DSINGLE_HEADER -std=gnu11 -DEXPECT_COMPILER='"clang"'
	else
		fail "make single-header" "see $B/single.log"
	fi
fi

# single header: the strict compile too
for cc in gcc-12 clang-19; do
	have $cc || continue
	case $cc in gcc*) flags=$GCC_STRICT ;; *) flags=$CLANG_STRICT ;; esac
	n="single header compile_ok-strict $cc"
	if run single-ok-$cc $cc -I"${BUILD:-build}/single" -DSINGLE_HEADER -std=gnu89 -O2 $flags -c tests/core/compile_ok-strict.c -o "$OUT"
	then pass "$n"; else fail "$n" "see $B/single-ok-$cc.log"; fi
done

# -------------------------------------------------------------- install test
d=$B/destdir
rm -rf "$d"
hv=$(make -s --no-print-directory version)
if ! run install make -s --no-print-directory install DESTDIR="$top/$d" prefix=/usr; then
	fail "make install DESTDIR" "see $B/install.log"
else
	pc=$d/usr/share/pkgconfig
	# the shim's <uninitialized_var.h> is opt-in: init-for-compiler-compat
	cf=$(PKG_CONFIG_SYSROOT_DIR="$top/$d" PKG_CONFIG_LIBDIR="$top/$pc" pkg-config --cflags init-for-compiler-compat)
	mv=$(PKG_CONFIG_SYSROOT_DIR="$top/$d" PKG_CONFIG_LIBDIR="$top/$pc" pkg-config --modversion init-for-compiler)
	if [ "$mv" = "$hv" ] && [ -n "$hv" ]; then
		pass "pkg-config version $mv equals the header's"
	else
		fail "pkg-config version" "pc '$mv' header '$hv'"
	fi
	cat >"$B/consumer.c" <<'C'
#include <init_for_compiler.h>
#include <uninitialized_var.h>
int main(void)
{
	int INIT_FOR_COMPILER(a), uninitialized_var(b);
	char *INIT_PTR_FOR_COMPILER(p);
	return a + b + (p != 0);
}
C
	# shellcheck disable=SC2086
	if run consumer gcc $cf -Wall -Wextra -Werror -o "$B/consumer" "$B/consumer.c" && "$B/consumer"; then
		pass "installed headers and shim build a consumer with pkg-config --cflags ($cf)"
	else
		fail "installed consumer" "see $B/consumer.log"
	fi
	if run uninstall make -s --no-print-directory uninstall DESTDIR="$top/$d" prefix=/usr &&
		[ -z "$(find "$d" -type f)" ]; then
		pass "make uninstall removes every installed file"
	else
		fail "make uninstall" "left: $(find "$d" -type f | head -5 | tr '\n' ' ')"
	fi
fi

# ------------------------------------------------ README and CI agree
# .ci/run must run the README's test command exactly as written there.
readme_cmd=$(sed -n '/^Install what the tests need/,/^`make check`/p' README.md | sed -n 's/^    //p' | head -n 1)
if [ -n "$readme_cmd" ] && grep -qxF -- "$readme_cmd" .ci/run; then
	pass "README test command '$readme_cmd' is what .ci/run runs"
else
	fail "README test command in .ci/run" "README says '$readme_cmd'; .ci/run does not run it verbatim"
fi

exit $failed
