#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# tests/matrix/run-matrix.sh - the compiler x standard x flags matrix.
#
#   run-matrix.sh list            print the id of every cell, one per line
#   run-matrix.sh prepare [ID...] before a run: the list of its cells, and the
#                                 results of the cache put in place (cache.sh)
#   run-matrix.sh cell ID         build and run one cell, record its results
#                                 (and keep them in the cache when it passed)
#   run-matrix.sh seal            after a run: what it kept in the cache
#                                 under a key that changed meanwhile, out again
#   run-matrix.sh finish          gather the cells' results, check every
#                                 listed cell left one, print their cost
#   run-matrix.sh report FILE     write docs/compat-matrix.md from the results
#   run-matrix.sh flags           print the flag sets (for the docs)
#
# A cell is one compiler, one -std, one variant:
#   O0, O2    tests/matrix/cell.c built with the strictest warnings of that
#             compiler and -Werror, then run; it checks every public macro on
#             every supported type (all-zero bytes, member-wise where padding)
#   free      the same at -O2 with -ffreestanding -nostdinc (no libc header)
#   generic   the same at -O2 with -DINIT_FOR_COMPILER_GENERIC=1, so the
#             fallback definitions are tested on gcc and clang too
#   na        the standard is not offered by that compiler: the cell proves
#             the stated reason (e.g. pcc rejects -std=c17)
# A type group a cell does not support is left out with -DMATRIX_NO_<G>=1;
# every such exclusion carries its reason and a pattern of the diagnostic,
# and the cell recompiles with the group put back: that compile must fail
# with that diagnostic, or the exclusion itself is reported as FAIL.
#
# tests/matrix/cells.make runs the cells in parallel through make's jobserver.
# Results: tests/lib/result.sh, suite "matrix"; per-cell detail in
# $MATRIX_DIR/cells/ID.res (one TSV line) and ID.log.

set -u
case $0 in
tests/matrix/run-matrix.sh) here=$PWD/tests/matrix ;;	# as cells.make runs it, once a cell
*) here=$(cd "$(dirname "$0")" && pwd) ;;
esac
top=${here%/tests/matrix}
: "${BUILD:=build}"
: "${MATRIX_DIR:=$BUILD/matrix}"
: "${RESULTS_DIR:=$BUILD/results}"
export RESULTS_DIR
. "$top/tests/lib/result.sh"
# What `run-matrix.sh prepare` worked out once for every cell of a run (the
# chroots on PATH, the lists of compilers and modes, the cache): each cell
# is a process of its own, and would work it out again.
if [ -n "${MATRIX_ENV:-}" ] && [ -r "$MATRIX_ENV" ]; then
	# shellcheck source=/dev/null # written by cmd_prepare
	. "$MATRIX_ENV"
fi
# the compilers of the chroots (make deps builds them)
. "$top/tests/chroot/env.sh"
suite=matrix

# ---- the matrix -------------------------------------------------------------

# "default" is no -std at all: what a user gets (gcc and clang only). Where
# the default is C23 (gnu23: gcc-15, gcc-16) it gets the four cells of a standard;
# elsewhere it is gnu17, and one cell (variant "same") checks just that, as
# the gnu17 cells already build what no -std builds.
C_STDS="c89 gnu89 c99 gnu99 c11 gnu11 c17 gnu17 c2x gnu2x default"
CXX_STDS="c++11 c++14 c++17 c++20"
# The compilers, from the host (Debian 12) or a chroot (tests/chroot), and
# their modes: tests/compilers.txt, suite "matrix".
. "$top/tests/lib/compilers.sh"
if [ "${MATRIX_PREPARED:-}" != 1 ]; then
	GCC_C=$(compilers family=gcc suite=matrix)
	CLANG_C=$(compilers family=clang suite=matrix)
	# shellcheck disable=SC2034 # GENERIC_C and EXCLUSIONS are used by report.sh
	GENERIC_C="$(compilers family=tcc suite=matrix) $(compilers family=pcc suite=matrix) $(compilers family=chibicc suite=matrix)"
	SPARSE=$(compilers family=sparse suite=matrix)
	CXX="$(compilers family=g++ suite=matrix) $(compilers family=clang++ suite=matrix)"
	# the "newest" and "default" modes of every compiler, read once (a
	# cell asks for them many times)
	MODES=$(awk '!/^[ \t]*(#|$)/ { printf "%s:%s:%s ", $1, $5, $6 }' "$COMPILERS_TXT")
fi
# mode_of CC newest|default: that column of tests/compilers.txt
mode_of() {
	local m=" $MODES"
	m=${m#* "$1":}
	case $2 in
	default) echo "${m%%:*}" ;;
	newest) m=${m#*:}; echo "${m%% *}" ;;
	esac
}

# The strictest sets (tests/lib/flags.sh, the same as tests/core's). What
# the cells add is for cell.c, not for the header: each clang exclusion is
# justified in EXCLUSIONS below.
. "$top/tests/lib/flags.sh"
GCC_C_FLAGS=$GCC_STRICT
GCC_CXX_FLAGS=$GXX_STRICT
CLANG_C_FLAGS="$CLANG_STRICT -Wno-padded"
CLANG_CXX_FLAGS="$CLANGXX_STRICT -Wno-padded -Wno-c++98-compat-pedantic"
TCC_FLAGS="-Wall -Werror"
PCC_FLAGS="-Wall -Werror"
CHIBICC_FLAGS=""
SPARSE_FLAGS="-Wsparse-all -Wsparse-error -Wno-sizeof-bool"

# Exclusions from -Weverything: flag | why it is off.
# shellcheck disable=SC2016,SC2034
EXCLUSIONS='-Wno-padded|reports struct layout, not a defect: cell.c declares structs with padding on purpose, to check that padded aggregates are zeroed member by member (the header itself is held to -Wpadded: tests/core builds it with -Weverything, no exclusion)
-Wno-unsafe-buffer-usage|clang 16 and later only: the C++ "Safe Buffers" model flags every array subscript and pointer increment, and cell.c must index bytes to check them; it reports no line of the header
-Wno-sizeof-bool (sparse)|sparse -Wsparse-all reports `sizeof` of a _Bool; cell.c takes it on purpose to check the bytes of a _Bool
-Wno-c++98-compat, -Wno-c++98-compat-pedantic|C++ cells only: the C++ cells build C++11 and later, where `x = {}` is the point; these warn about every C++11 feature (-Wc++98-compat is out of the strict set for the header too; -pedantic is for the `long long` of cell.c)'

# Where a compiler version lacks a warning flag of the set, it is dropped for
# that compiler only (measured: clang-13 knows every flag above).

# ---- cell ids -----------------------------------------------------------------

# std_col STD: the table column of a -std (c2x and c23 share one).
std_col() {
	case $1 in
	c23) echo c2x ;;
	gnu23) echo gnu2x ;;
	*) echo "$1" ;;
	esac
}

# A compiler whose newest mode is c23 (tests/compilers.txt: gcc 14 and
# later, clang 19 and later) spells the last standard c23; older ones only
# know c2x.
real_std() { # CC STD
	case $2:$(mode_of "$1" newest) in
	c2x:c23) echo c23 ;;
	gnu2x:c23) echo gnu23 ;;
	*) echo "$2" ;;
	esac
}

# eff_std CC STD: the standard a cell compiles in; for "default", the
# compiler's default mode (tests/compilers.txt; cmd_cell checks
# __STDC_VERSION__ against it).
eff_std() {
	case $2 in
	default) mode_of "$1" default ;;
	*) echo "$2" ;;
	esac
}

# stdc_version STD: the __STDC_VERSION__ a standard gives
stdc_version() {
	case $1 in
	gnu17|c17) echo 201710L ;;
	gnu23|c23) echo 202311L ;;
	esac
}

# empty_braces CC STD: true when INIT_FOR_COMPILER is spelled `= {}` (C23:
# __STDC_VERSION__ >= 202311L, which gcc-13's and gcc-14's c2x/c23 are not)
empty_braces() {
	case $1:$2 in
	gcc-1[5-9]:c23|gcc-1[5-9]:gnu23|clang-19:c23|clang-19:gnu23|clang-2[0-9]:c23|clang-2[0-9]:gnu23) return 0 ;;
	esac
	return 1
}

# clang 21 and later have -Wimplicit-int-enum-cast
clang_enum_cast() { case $1 in clang-2[1-9]|clang++-2[1-9]) return 0 ;; esac; return 1; }

cmd_list() {
	local cc s
	for cc in $GCC_C $CLANG_C; do
		for s in $C_STDS; do
			s=$(real_std "$cc" "$s")
			if [ "$s" = default ] && [ "$(eff_std "$cc" default)" = gnu17 ]; then
				echo "${cc}_default_same"
				continue
			fi
			echo "${cc}_${s}_O0" "${cc}_${s}_O2" "${cc}_${s}_free" "${cc}_${s}_generic"
		done
	done
	for s in $C_STDS; do
		[ "$s" = default ] && continue
		case $s in
		c99|c11) echo "tcc_${s}_O0" "tcc_${s}_O2" "tcc_${s}_free" ;;
		*) echo "tcc_${s}_na" ;;
		esac
		case $s in
		c89|gnu89|c99|gnu99|c11) echo "pcc_${s}_O0" "pcc_${s}_O2" "pcc_${s}_free" ;;
		*) echo "pcc_${s}_na" ;;
		esac
		case $s in
		c11) echo "chibicc_${s}_O0" "chibicc_${s}_O2" ;;
		*) echo "chibicc_${s}_na" ;;
		esac
		for cc in $SPARSE; do
			case $s in
			c2x|gnu2x) echo "${cc}_${s}_na" ;;
			*) echo "${cc}_${s}_check" ;;
			esac
		done
	done
	for cc in $CXX; do
		for s in $CXX_STDS; do
			echo "${cc}_${s}_O0" "${cc}_${s}_O2" "${cc}_${s}_free" "${cc}_${s}_generic"
		done
	done
	echo "gcc-12_c11_selftest" "intel_icc_preprocess" "intel_icx_preprocess"
} 

# ---- per-compiler facts ---------------------------------------------------

# family CC: gcc clang tcc pcc chibicc sparse g++ clang++
family() {
	case $1 in
	gcc-*) echo gcc ;;
	g++-*) echo g++ ;;
	clang-*) echo clang ;;
	clang++-*) echo clang++ ;;
	sparse*) echo sparse ;;
	*) echo "$1" ;;
	esac
}

# -Weverything exclusions for warnings that only newer clangs have
clang_new_flags() { # CC
	case $1 in
	clang-1[3-5]|clang++-1[3-5]) ;;
	*) echo "-Wno-unsafe-buffer-usage" ;;
	esac
}

flags_of() { # FAMILY CC
	case $1 in
	gcc) echo "$GCC_C_FLAGS" ;;
	g++) echo "$GCC_CXX_FLAGS" ;;
	clang) echo "$CLANG_C_FLAGS $(clang_new_flags "$2")" ;;
	clang++) echo "$CLANG_CXX_FLAGS $(clang_new_flags "$2")" ;;
	tcc) echo "$TCC_FLAGS" ;;
	pcc) echo "$PCC_FLAGS" ;;
	chibicc) echo "$CHIBICC_FLAGS" ;;
	sparse) echo "$SPARSE_FLAGS" ;;
	esac
}

# pre-C99 / pre-C11 language modes
is_c90() { case $1 in c89|gnu89) return 0 ;; esac; return 1; }
is_pre_c11() { case $1 in c89|gnu89|c99|gnu99) return 0 ;; esac; return 1; }

# exclusions FAMILY STD VARIANT CC: what the cell leaves out (STD is the
# effective standard, eff_std), one line each:
#   GROUP@reason@ERE        a type group of cell.c (-DMATRIX_NO_GROUP=1); put
#                           back, the compile must fail with a diagnostic
#                           matching ERE
#   GROUP@reason@ERE@run    the same, but the program compiles and must fail
#                           at run time with output matching ERE (miscompiled)
#   -Wno-x@reason@ERE       a warning off for this cell only; without it the
#                           compile must fail with a diagnostic matching ERE
exclusions() {
	local fam=$1 std=$2 variant=$3 cc=${4:-}
	case $fam in
	gcc|clang)
		if is_c90 "$std"; then
			echo "LLONG@long long is C99: -Wpedantic/-Weverything reject it in C90 modes@long long"
			echo "BOOL@_Bool is C99: -Wpedantic/-Weverything reject it in C90 modes@(boolean|_Bool)"
			echo "COMPLEX@_Complex is C99: -Wpedantic/-Weverything reject it in C90 modes@[Cc]omplex"
		elif [ "$fam:$variant" = clang:free ]; then
			echo "COMPLEX@clang: complex types are optional in a freestanding implementation (-Wpedantic, in -Weverything)@complex numbers are an extension in a freestanding"
		fi
		if is_pre_c11 "$std"; then
			echo "ATOMIC@_Atomic is C11: -Wpedantic/-Weverything reject it before C11@_Atomic"
			echo "ATOMIC_INIT@_Atomic is C11: -Wpedantic/-Weverything reject it before C11@_Atomic"
		elif [ "$fam" = clang ]; then
			echo "ATOMIC_INIT@clang rejects a braced initializer on an _Atomic object: use INIT_SCALAR_FOR_COMPILER (documented limit)@illegal initializer type"
		fi
		if [ "$fam" = gcc ]; then
			if ! empty_braces "$cc" "$std"; then
				echo "ENUM_INIT@gcc -Wc++-compat warns on \`= {0}\` for an enum and a struct whose first member is an enum (not on C23's \`= {}\`, gcc 15 and later): use INIT_SCALAR_FOR_COMPILER (documented limit)@enum conversion"
			fi
			if [ "$variant" = generic ]; then
				echo "ENUM_STRUCT@generic INIT_STRUCT_FOR_COMPILER is \`= {0}\` (from C11 the 0 is its _Generic check, a size_t): gcc -Wc++-compat warns on the integer converted to an enum first member@enum conversion"
			else
				echo "ENUM_STRUCT@INIT_STRUCT_FOR_COMPILER's one element is its check, a constant 0 of type size_t: gcc -Wc++-compat warns when it initializes an enum first member, in every mode, C23 included (documented limit)@enum conversion"
			fi
		fi
		if [ "$variant" = generic ]; then
			if is_c90 "$std"; then
				echo "ZERO_AGGR@generic ZERO_FOR_COMPILER is a plain 0 in C90 (compound literals are C99): scalars and pointers only@incompatible type"
			fi
			if [ "$fam" = clang ] && ! is_pre_c11 "$std"; then
				echo "ATOMIC@generic ZERO_FOR_COMPILER is a compound literal, and clang rejects a braced initializer for an _Atomic type@illegal initializer type"
			fi
			if [ "$fam" = gcc ]; then
				echo "ENUM@generic INIT_SCALAR_FOR_COMPILER is \`= 0\`: gcc -Wc++-compat warns on int to enum@enum conversion"
			fi
			if clang_enum_cast "$cc"; then
				if ! empty_braces "$cc" "$std"; then
					echo "ENUM_INIT@generic definitions carry no clang pragmas: clang 21's -Wimplicit-int-enum-cast (in -Weverything) reports the 0 of \`= {0}\` converted to an enum@-Wimplicit-int-enum-cast"
				fi
				echo "ENUM_STRUCT@generic definitions carry no clang pragmas: clang 21's -Wimplicit-int-enum-cast reports the integer 0 of INIT_STRUCT_FOR_COMPILER converted to an enum first member@-Wimplicit-int-enum-cast"
				echo "ENUM@generic definitions carry no clang pragmas: clang 21's -Wimplicit-int-enum-cast reports the 0 of INIT_SCALAR_FOR_COMPILER and of ZERO_FOR_COMPILER's compound literal converted to an enum@-Wimplicit-int-enum-cast"
			fi
			case $fam:$cc in
			clang:clang-1[3-6]) ;;
			clang:*)
				is_pre_c11 "$std" ||
					echo "-Wno-pre-c11-compat@generic definitions carry no clang pragmas: the C11 _Generic of their checks meets -Wpre-c11-compat of -Weverything (clang 19; not in 13 to 16)@-Wpre-c11-compat" ;;
			esac
			case $fam:$std in
			clang:c23|clang:gnu23)
				echo "-Wno-pre-c23-compat@generic definitions carry no clang pragmas: C23's \`= {}\` meets -Wpre-c23-compat of -Weverything@-Wpre-c23-compat" ;;
			esac
		fi
		;;
	g++)
		echo "COMPLEX@g++ accepts GNU _Complex in C++, but INIT_SCALAR_FOR_COMPILER's C++ check rejects it (a static_cast to long double is how it recognises arithmetic types)@not an arithmetic or enum type"
		echo "ATOMIC@_Atomic is not C++ (std::atomic is a class)@_Atomic"
		echo "ATOMIC_INIT@_Atomic is not C++ (std::atomic is a class)@_Atomic"
		;;
	clang++)
		echo "COMPLEX@_Complex is a C99 extension to clang++ (-Wc99-extensions, in -Weverything)@_Complex"
		echo "ATOMIC@_Atomic is not C++ (std::atomic is a class)@_Atomic"
		echo "ATOMIC_INIT@_Atomic is not C++ (std::atomic is a class)@_Atomic"
		;;
	tcc)
		echo "COMPLEX@tcc 0.9.27 has no _Complex@_Complex"
		echo "ATOMIC@tcc 0.9.27 has no _Atomic@_Atomic"
		echo "ATOMIC_INIT@tcc 0.9.27 has no _Atomic@_Atomic"
		echo "BITS@tcc 0.9.27 miscompiles \`= {0}\` (and the compound literal) for a struct that begins with bit-fields: the later bit-fields keep stack garbage@FAIL bits@run"
		;;
	pcc)
		echo "ATOMIC@pcc 1.2 has no _Atomic@_Atomic"
		echo "ATOMIC_INIT@pcc 1.2 has no _Atomic@_Atomic"
		if is_c90 "$std"; then
			echo "ZERO_AGGR@generic ZERO_FOR_COMPILER is a plain 0 in C90 (compound literals are C99): scalars and pointers only@incompatible types"
		fi
		;;
	chibicc)
		echo "COMPLEX@chibicc has no _Complex@_Complex"
		;;
	sparse)
		echo "COMPLEX@sparse (0.6.4, 0.6.5~rc1) has no _Complex@reserved word '_Complex'"
		echo "ARRAY@sparse's INIT_FOR_COMPILER takes the zero of x's type as a value (sparse has no __builtin_classify_type to tell a struct from a pointer), and an array takes none: INIT_FOR_COMPILER(a[5]) is refused; \`= { 0 }\` is silent there (documented limit)@invalid initializer"
		echo "-Wno-universal-initializer@the sparse definitions zero every type with the universal initializer \`{ 0 }\` (sparse has no __builtin_classify_type to tell pointers from integers); sparse accepts it silently unless -Wuniversal-initializer, which -Wsparse-all turns on@(Using plain integer as NULL pointer|missing braces)"
		;;
	esac
}

# version_of CC: one line naming the version, for the report and n/a reasons
version_of() {
	command -v "$1" >/dev/null 2>&1 || { echo "not installed"; return; }
	case $1 in
	tcc) tcc -v 2>&1 | head -n 1 ;;
	sparse*) echo "sparse $("$1" --version 2>&1 | head -n 1)" ;;
	chibicc) echo "chibicc (Debian $(dpkg-query -W -f '${Version}' chibicc 2>/dev/null))" ;;
	pcc) pcc --version 2>&1 | head -n 1 ;;
	*) "$1" --version 2>&1 | head -n 1 ;;
	esac
}

# ---- running one cell -------------------------------------------------------

# the cells' directory (a variable: a cell would fork for it many times)
CELLS_D=$MATRIX_DIR/cells

# record ID STATUS DETAIL [EXCLUDED]: the .res line and the result line
record() {
	local id=$1 st=$2 detail=$3 excl=${4:-}
	printf '%s\t%s\t%s\t%s\n' "$id" "$st" "$detail" "$excl" >"$CELLS_D/$id.res"
	if [ "$st" = PASS ]; then
		result PASS "$suite" "$id" >/dev/null
	elif [ "$st" = NA ]; then
		# a standard the compiler does not offer: the reason was just proven
		result PASS "$suite" "$id (not offered, reason verified)" >/dev/null
	elif [ "$st" = SAME ]; then
		# the default mode is a column's standard: just proven
		result PASS "$suite" "$id ($detail)" >/dev/null
	else
		result "$st" "$suite" "$id" "$detail" >/dev/null
	fi
	echo "matrix: $st $id${detail:+: $detail}"
}

# first diagnostic line of a log, for a one-line reason
first_diag() {
	grep -v '^$ ' "$1" | grep -m1 -E '(error|warning)' | cut -c1-220
}

# compile LOG CC ARGS...: run the compiler, everything into LOG
compile() {
	local log=$1
	shift
	echo "\$ $*" >>"$log"
	"$@" >>"$log" 2>&1
}

# build LOG OUTPUT EXTRA...: compile cell.c the way this cell does (the
# variables of cmd_cell); OUTPUT "-" for a checker (sparse) or a compile-only
# probe. Appends "source: LINE" for the first diagnostic's line of cell.c, as
# tcc and chibicc do not quote it.
build() {
	local blog=$1 bout=$2 rc=0 n
	shift 2
	# shellcheck disable=SC2086
	if [ "$fam" = sparse ]; then
		compile "$blog" "$cc" $stdflag $flags -I"$top/include" -I"$top/compat" $defs "$@" \
			"$top/tests/matrix/cell.c" || rc=$?
		# sparse exits 0 on warnings unless -Wsparse-error caught them all
		grep -v '^\$ ' "$blog" | grep -q -E '(error|warning):' && rc=1
	elif [ "$bout" = - ]; then
		compile "$blog" "$cc" $lang $stdflag $opt $flags $extra -I"$top/include" -I"$top/compat" \
			$defs "$@" -c "$top/tests/matrix/cell.c" -o "$out/$id.o" || rc=$?
		rm -f "$out/$id.o"
	else
		compile "$blog" "$cc" $lang $stdflag $opt $flags $extra -I"$top/include" -I"$top/compat" \
			$defs "$@" "$top/tests/matrix/cell.c" -o "$bout" || rc=$?
	fi
	if [ $rc -ne 0 ]; then
		n=$(grep -v '^\$ ' "$blog" | grep -m1 -o -E 'cell\.c:[0-9]+' | cut -d: -f2)
		[ -n "$n" ] && echo "source: $(sed -n "${n}p" "$top/tests/matrix/cell.c")" >>"$blog"
	fi
	return $rc
}

# run LOG BIN: run a cell program; without stdio it reports only an exit
# status N (the N-th test failed): name that test from the preprocessed table.
run() {
	local rlog=$1 rbin=$2 rc=0 name
	shift 2
	echo "\$ $rbin" >>"$rlog"
	# shellcheck disable=SC2046 # the runner is a command and its arguments
	timeout 20 $(chroot_runner "$cc") "$rbin" >>"$rlog" 2>&1 || rc=$?
	if [ $rc -ne 0 ] && [ $rc -lt 100 ] && ! grep -q '^FAIL ' "$rlog"; then
		# shellcheck disable=SC2086
		name=$("$cc" $lang $stdflag $extra -I"$top/include" -I"$top/compat" $defs "$@" -E \
			"$top/tests/matrix/cell.c" 2>/dev/null | tr '\n' ' ' |
			grep -o -E '\{ *"[a-z_]+" *, *matrix_test_' | sed -n "${rc}p" | cut -d'"' -f2)
		echo "FAIL ${name:-test $rc} (exit status $rc)" >>"$rlog"
	fi
	return $rc
}

cmd_cell() {
	local id=$1 cc std variant fam flags out log bin excl defs opt extra expect
	cc=${id%%_*}
	variant=${id##*_}
	std=${id#*_}
	std=${std%_*}
	fam=$(family "$cc")
	out=$CELLS_D
	[ -d "$out" ] || mkdir -p "$out"
	log=$out/$id.log
	bin=$out/$id.bin
	: >"$log"

	case $cc in
	intel) cmd_intel "$id" "$std"; return ;;
	esac

	if ! command -v "$cc" >/dev/null 2>&1; then
		record "$id" SKIP "$(chroot_missing "$cc")"
		return 0
	fi

	case $variant in
	same) cmd_same "$id" "$cc"; return ;;
	na) cmd_na "$id" "$cc" "$std"; return ;;
	selftest) cmd_selftest "$id" "$cc" "$std"; return ;;
	esac

	flags=$(flags_of "$fam" "$cc")
	opt=-O0 extra='' expect=''
	case $variant in
	O0) opt=-O0 ;;
	O2) opt=-O2 ;;
	free) opt=-O2 extra="-ffreestanding -nostdinc" ;;
	generic) opt=-O2 extra="-DINIT_FOR_COMPILER_GENERIC=1" ;;
	esac
	case $fam in
	gcc|g++) expect=gcc ;;
	clang|clang++) expect=clang ;;
	sparse) expect=sparse ;;
	*) expect=generic ;;
	esac
	[ "$variant" = generic ] && expect=generic
	defs="-DMATRIX_EXPECT_COMPILER=\"$expect\""
	# chibicc has no <stddef.h>; glibc's <stdio.h> is full of attributes
	# sparse does not know; free cells include nothing on purpose.
	case $fam:$variant in
	chibicc:*|sparse:*|*:free) ;;
	*) defs="$defs -DMATRIX_HOSTED=1" ;;
	esac
	local stdflag="-std=$std" lang=''
	[ "$fam" = chibicc ] && stdflag=''
	case $fam in g++|clang++) lang="-x c++" ;; esac
	if [ "$std" = default ]; then
		# no -std: the cell stands for the compiler's default, which
		# eff_std names; check that it is what is assumed
		stdflag=''
		local sv want
		want=$(stdc_version "$(eff_std "$cc" "$std")")
		sv=$(echo __STDC_VERSION__ | "$cc" -E -P - 2>>"$log" | grep . | tail -n 1)
		if [ "$sv" != "$want" ]; then
			record "$id" FAIL "$cc's default mode gives __STDC_VERSION__ '$sv', the matrix assumes $(eff_std "$cc" "$std") ($want)"
			return 1
		fi
	fi

	excl=$(exclusions "$fam" "$(eff_std "$cc" "$std")" "$variant" "$cc")
	local nodefs='' groups='' g reason re kind
	while IFS='@' read -r g reason re kind; do
		[ -n "$g" ] || continue
		case $g in
		-W*) nodefs="$nodefs $g" ;;
		*) nodefs="$nodefs -DMATRIX_NO_$g=1" ;;
		esac
		groups="$groups${groups:+,}$g"
	done <<EOF
$excl
EOF

	# shellcheck disable=SC2086
	if [ "$fam" = sparse ]; then
		if ! build "$log" - $nodefs; then
			record "$id" FAIL "sparse: $(first_diag "$log")" "$groups"
			return 1
		fi
		# the program is not run: check the compiler name by preprocessing
		local v
		printf '#include <init_for_compiler.h>\nINIT_FOR_COMPILER_COMPILER\n' >"$out/$id.c"
		v=$("$cc" $stdflag -E -I"$top/include" "$out/$id.c" 2>>"$log" | grep -v '^#' | grep . | tail -n 1)
		rm -f "$out/$id.c"
		if [ "$v" != '"sparse"' ]; then
			record "$id" FAIL "INIT_FOR_COMPILER_COMPILER is $v under sparse, expected \"sparse\"" "$groups"
			return 1
		fi
	else
		if ! build "$log" "$bin" $nodefs; then
			record "$id" FAIL "compile: $(first_diag "$log")" "$groups"
			return 1
		fi
		if ! run "$log" "$bin" $nodefs; then
			record "$id" FAIL "run: $(grep -m1 '^FAIL' "$log" | cut -c1-200)" "$groups"
			return 1
		fi
	fi

	# Prove every exclusion: put the group back (or the warning on); the
	# build must fail with the diagnostic the reason names. An exclusion the
	# O0 cell of the same compiler and standard has too is proven there.
	local bad=0 plog pdefs verdict o0=
	[ "$variant" != O0 ] && o0=$(exclusions "$fam" "$(eff_std "$cc" "$std")" O0 "$cc")
	while IFS='@' read -r g reason re kind; do
		[ -n "$g" ] || continue
		if [ -n "$o0" ] && printf '%s\n' "$o0" | grep -q -x -F -e "$g@$reason@$re${kind:+@$kind}"; then
			continue
		fi
		plog=$out/$id.probe-$g.log
		: >"$plog"
		case $g in
		-W*) pdefs=$(echo "$nodefs " | sed "s/ $g / /") ;;
		*) pdefs=$(echo "$nodefs " | sed "s/ -DMATRIX_NO_$g=1 / /") ;;
		esac
		verdict=
		# shellcheck disable=SC2086
		if [ "$kind" = run ]; then
			if ! build "$plog" "$out/$id.probe" $pdefs; then
				verdict="does not compile: $(first_diag "$plog")"
			elif run "$plog" "$out/$id.probe" $pdefs; then
				verdict="listed as miscompiled ($reason) but runs correctly"
			fi
		elif build "$plog" - $pdefs; then
			verdict="listed as unsupported ($reason) but compiles clean"
		fi
		if [ -z "$verdict" ] && ! grep -v '^\$ ' "$plog" | grep -q -E -e "$re"; then
			verdict="fails, but not with /$re/: $(first_diag "$plog")"
		fi
		if [ -n "$verdict" ]; then
			result FAIL "$suite" "$id unsupported $g" "$verdict" >/dev/null
			echo "matrix: FAIL $id unsupported $g: $verdict"
			bad=1
		else
			result PASS "$suite" "$id unsupported $g" >/dev/null
		fi
	done <<EOF
$excl
EOF
	rm -f "$out/$id.probe" "$bin"
	if [ $bad -ne 0 ]; then
		record "$id" FAIL "an exclusion's reason was not reproduced (see $out/$id.probe-*.log)" "$groups"
		return 1
	fi
	record "$id" PASS "" "$groups"
}

# The default mode of a compiler whose default is gnu17: prove it.
cmd_same() {
	local id=$1 cc=$2 sv want
	want=$(stdc_version gnu17)
	sv=$(echo __STDC_VERSION__ | "$cc" -E -P - 2>>"$CELLS_D/$id.log" | grep . | tail -n 1)
	if [ "$sv" = "$want" ]; then
		record "$id" SAME "no -std is gnu17 (__STDC_VERSION__ $sv, verified): the gnu17 cells build it"
	else
		record "$id" FAIL "$cc's default mode gives __STDC_VERSION__ '$sv', the matrix assumes gnu17 ($want)"
		return 1
	fi
}

# A standard the compiler does not offer: prove the reason.
cmd_na() {
	local id=$1 cc=$2 std=$3 log out v
	out=$CELLS_D
	log=$out/$id.log
	case $cc in
	tcc)
		# tcc 0.9.27 has two modes: -std=c11 gives 201112L, anything else
		# (c89 and gnu* included) is accepted and gives 199901L.
		v=$(echo __STDC_VERSION__ | tcc -std="$std" -E - 2>>"$log" | tail -n 1)
		if [ "$v" = 199901L ]; then
			record "$id" NA "tcc 0.9.27 has only -std=c99 and -std=c11: -std=$std is accepted but gives __STDC_VERSION__ 199901L (measured)"
		else
			record "$id" FAIL "tcc -std=$std gives __STDC_VERSION__ $v: the n/a reason is stale"
			return 1
		fi ;;
	pcc)
		echo 'int x;' >"$out/$id.c"
		if pcc -std="$std" -c "$out/$id.c" -o "$out/$id.o" >>"$log" 2>&1; then
			record "$id" FAIL "pcc now accepts -std=$std: the n/a reason is stale"
			return 1
		fi
		record "$id" NA "pcc 1.2 rejects -std=$std ($(head -n 1 "$log"))" ;;
	chibicc)
		echo 'int v = __STDC_VERSION__;' >"$out/$id.c"
		v=$(chibicc -std="$std" -E "$out/$id.c" 2>>"$log" | grep 'int v')
		if [ "$v" = "int v = 201112L;" ] || [ "$v" = "int v = 201112L ;" ]; then
			record "$id" NA "chibicc ignores -std: always __STDC_VERSION__ 201112L (measured); its one mode is the c11 column"
		else
			record "$id" FAIL "chibicc -std=$std gives '$v': the n/a reason is stale"
			return 1
		fi ;;
	sparse*)
		echo 'int x;' >"$out/$id.c"
		if "$cc" -std="$std" "$out/$id.c" >>"$log" 2>&1 && ! grep -q . "$log"; then
			record "$id" FAIL "$cc now accepts -std=$std: the n/a reason is stale"
			return 1
		fi
		record "$id" NA "$(version_of "$cc"): -std=$std: $(head -n 1 "$log")" ;;
	esac
	rm -f "$out/$id.c" "$out/$id.o"
	return 0
}

# The matrix's own test: with the macros broken (no initializer) cell.c must
# fail at -O0. Proves that a cell can fail.
cmd_selftest() {
	local id=$1 cc=$2 std=$3 out log bin rc=0
	out=$CELLS_D
	log=$out/$id.log
	bin=$out/$id.bin
	if ! compile "$log" "$cc" -std="$std" -O0 -w -I"$top/include" -I"$top/compat" \
		-DMATRIX_HOSTED=1 -DMATRIX_BROKEN=1 -DMATRIX_EXPECT_COMPILER='"gcc"' \
		-DMATRIX_NO_ENUM_INIT=1 -DMATRIX_NO_ENUM_STRUCT=1 "$top/tests/matrix/cell.c" -o "$bin"; then
		record "$id" FAIL "self-test did not compile: $(first_diag "$log")"
		return 1
	fi
	"$bin" >>"$log" 2>&1 || rc=$?
	rm -f "$bin"
	if [ $rc -eq 0 ]; then
		record "$id" FAIL "cell.c passed with the initializers removed: its checks cannot fail"
		return 1
	fi
	if ! grep -q '^FAIL assign: ' "$log"; then
		record "$id" FAIL "cell.c's ASSIGN_FOR_COMPILER test passed with the assignments removed: its checks cannot fail"
		return 1
	fi
	record "$id" PASS "cell.c fails (exit $rc) with the initializers and the assignments removed"
}

# shellcheck source=tests/matrix/intel.sh
. "$here/intel.sh"
# shellcheck source=tests/matrix/cache.sh
. "$here/cache.sh"

# ---- prepare a run ------------------------------------------------------------

# cmd_prepare [ID...]: before the cells of a run (default: every cell): the
# list of cells ($MATRIX_DIR/cells.list, which tests/matrix/cells.make
# reads), what each cell would work out again ($MATRIX_DIR/env.sh), the
# keys of the cache, and the results it holds for them put in place
cmd_prepare() {
	local ids c n
	if [ $# -eq 0 ]; then
		# shellcheck disable=SC2046 # one id a word
		set -- $(cmd_list)
	fi
	ids=$*
	mkdir -p "$CELLS_D"
	rm -rf "$MATRIX_DIR/key" "$MATRIX_DIR/key.after" "$MATRIX_DIR/stored"
	# shellcheck disable=SC2086
	printf '%s\n' $ids >"$MATRIX_DIR/cells.list"
	c=$(cache_where)
	if [ -n "$c" ] && ! have sha256sum; then
		echo "matrix: no cache: sha256sum not installed"
		c=
	fi
	{
		echo "# written by tests/matrix/run-matrix.sh prepare; sourced by each cell"
		echo MATRIX_PREPARED=1
		printf 'PATH=%q\n' "$PATH"
		printf 'GCC_C=%q\nCLANG_C=%q\nGENERIC_C=%q\nSPARSE=%q\nCXX=%q\nMODES=%q\n' \
			"$GCC_C" "$CLANG_C" "$GENERIC_C" "$SPARSE" "$CXX" "$MODES"
		printf 'MATRIX_CACHE_DIR=%q\n' "$c"
	} >"$MATRIX_DIR/env.sh"
	if [ -z "$c" ]; then
		[ "${MATRIX_CACHE:-}" = off ] && echo "matrix: MATRIX_CACHE=off: every cell runs"
		# shellcheck disable=SC2086
		skip_absent $ids
		return 0
	fi
	# shellcheck disable=SC2086
	cache_keys "$MATRIX_DIR/key" $ids
	# shellcheck disable=SC2086
	n=$(cache_restore "$c" $ids)
	cache_prune "$c"
	echo "matrix: $n of $# cells from the cache ($c), the others run"
	# shellcheck disable=SC2086
	skip_absent $ids
}

# skip_absent ID...: the SKIP of each cell whose compiler is not installed,
# here in one process (tests/matrix/cells.make runs only the cells that have
# no .res yet): a shell for each cost 0.1 s of CPU, about 40 s of make
# check-lib's run without compilers ("no tools")
skip_absent() {
	(
		declare -A why=()
		for id; do
			cc=${id%%_*}
			if [ "$cc" = intel ] || [ -e "$CELLS_D/$id.res" ]; then
				continue
			fi
			if [ -z "${why[$cc]+set}" ]; then	# once per compiler
				why[$cc]=
				command -v "$cc" >/dev/null 2>&1 || why[$cc]=$(chroot_missing "$cc")
			fi
			[ -n "${why[$cc]}" ] || continue
			RESULTS_FILE=$CELLS_D/$id.results
			: >"$RESULTS_FILE"
			record "$id" SKIP "${why[$cc]}" >/dev/null
		done
	)
}

# ---- what the cells cost ------------------------------------------------------

# cell_time ID T0: write the cell's ID.time, "WALL<TAB>CPU" in seconds (CPU:
# user and system time of this script and of everything it waited for),
# without a fork: `times` prints "1m2.345s 0m0.678s", this shell's line
# and its children's
cell_time() {
	local f=$CELLS_D/$1.time t1=${EPOCHREALTIME/,/.} ms=0 x m s line
	times >"$f"
	while read -r line; do
		for x in $line; do
			x=${x%s}
			x=${x/,/.}
			m=${x%%m*}
			s=${x#*m}
			# seconds with 3 decimals, as milliseconds
			ms=$((ms + m * 60000 + 10#${s%.*} * 1000 + 10#${s#*.}))
		done
	done <"$f"
	s=$(( (${t1%.*} - ${2%.*}) * 1000000 + 10#${t1#*.} - 10#${2#*.} ))
	printf '%d.%02d\t%d.%02d\n' $((s / 1000000)) $((s % 1000000 / 10000)) $((ms / 1000)) $((ms % 1000 / 10)) >"$f"
}

# times_table: the cost of the cells that ran, by compiler and by kind (the
# last part of the id: O0, O2, free, generic, check, na, same, ...), most
# CPU first, and of those that came from the cache (what their first run
# cost); into $RESULTS_DIR/matrix-times.tsv too (BY<TAB>WHAT<TAB>CELLS<TAB>
# WALL<TAB>CPU)
times_table() {
	local d f
	local -a t=()
	d=$CELLS_D
	for f in "$d"/*.time "$d"/*.ftime; do
		[ -e "$f" ] && t+=("$f")
	done
	[ ${#t[@]} -gt 0 ] || return 0
	awk -F'\t' '
		{ id = FILENAME; sub(/.*\//, "", id); cached = id ~ /\.ftime$/; sub(/\.f?time$/, "", id)
		  cc = id; sub(/_.*/, "", cc); k = id; sub(/.*_/, "", k)
		  if (cached) { x[1] = "cache\tkept"; m = 1 }
		  else { x[1] = "compiler\t" cc; x[2] = "kind\t" k; x[3] = "all\tall"; m = 3 }
		  for (i = 1; i <= m; i++) { n[x[i]]++; w[x[i]] += $1; c[x[i]] += $2 } }
		END { for (y in n) printf "%s\t%d\t%.1f\t%.1f\n", y, n[y], w[y], c[y] }' "${t[@]}" |
		sort -t "$(printf '\t')" -k1,1 -k5,5nr >"$RESULTS_DIR/matrix-times.tsv"
	awk -F'\t' '
		$1 == "cache" { printf "matrix: from the cache: %d cells (when they ran: %.1f s CPU, %.1f s wall)\n", $3, $5, $4; next }
		$1 != last { printf "matrix: cells run, by %s (cells, CPU s, wall s summed over the cells):\n", $1; last = $1 }
		{ printf "matrix:   %-12s %4d cells %8.1f s CPU %8.1f s wall\n", $2, $3, $5, $4 }' \
		"$RESULTS_DIR/matrix-times.tsv"
}

# ---- finish and report --------------------------------------------------------

cmd_finish() {
	local id missing=0 fail ids d
	local -a lines=()
	d=$CELLS_D
	if [ -s "$MATRIX_DIR/cells.list" ]; then ids=$(cat "$MATRIX_DIR/cells.list"); else ids=$(cmd_list); fi
	# each cell's result lines, in the order of the list, and those of the
	# cache's test (tests/matrix/matrix.mk)
	for id in $ids; do
		[ -e "$d/$id.results" ] && lines+=("$d/$id.results")
	done
	[ -e "$MATRIX_DIR/cache-test.results" ] && lines+=("$MATRIX_DIR/cache-test.results")
	mkdir -p "$RESULTS_DIR"
	[ ${#lines[@]} -eq 0 ] || cat "${lines[@]}" >>"$RESULTS_DIR/$suite.txt"
	for id in $ids; do
		if [ ! -e "$d/$id.res" ]; then
			result FAIL "$suite" "$id" "cell left no result" >/dev/null
			missing=$((missing + 1))
		fi
	done
	fail=$(cat "$CELLS_D"/*.res 2>/dev/null | awk -F'\t' '$2 == "FAIL"' | wc -l)
	awk -F'\t' '{ n[$2]++ } END { printf "matrix: %d cells: %d pass, %d fail, %d skipped, %d n/a, %d default = gnu17\n", NR, n["PASS"], n["FAIL"], n["SKIP"], n["NA"], n["SAME"] }' \
		"$CELLS_D"/*.res
	times_table
	# what ccache could keep and what it could not: the builds of cell.c
	# that must pass, and those that must fail (each exclusion's proof; a
	# compile that fails is never kept by ccache)
	local nb=0 np=0 f
	for f in "$d"/*_O0.res "$d"/*_O2.res "$d"/*_free.res "$d"/*_generic.res "$d"/*_check.res; do
		[ -e "$f" ] && nb=$((nb + 1))
	done
	for f in "$d"/*.probe-*.log; do
		[ -e "$f" ] && np=$((np + 1))
	done
	echo "matrix: $nb builds of cell.c that must pass, $np that must fail (the proofs of the exclusions)"
	figure matrix.builds.pass "$nb"
	figure matrix.builds.fail "$np"
	[ "$missing" -eq 0 ] && [ "$fail" -eq 0 ]
}

case ${1:-} in
list) cmd_list | tr ' ' '\n' | grep . ;;
prepare) shift; cmd_prepare "$@" ;;
cell)
	shift
	t0=${EPOCHREALTIME/,/.}
	[ -d "$CELLS_D" ] || mkdir -p "$CELLS_D"
	# the cell's result lines apart (cmd_finish gathers them; the cache keeps them)
	RESULTS_FILE=$CELLS_D/$1.results
	rm -f "$RESULTS_FILE"
	cmd_cell "$1"
	rc=$?
	cell_time "$1" "$t0"
	cache_store "$1"
	exit $rc ;;
seal) cmd_seal ;;
keys)
	# the key of each group of cells of the ids given, "GROUP KEY" (what
	# went into it: $MATRIX_DIR/key.probe/GROUP.txt); for cache-test.sh
	shift
	cache_keys "$MATRIX_DIR/key.probe" "$@"
	for g in $(printf '%s\n' "$@" | sed 's/_.*//' | sort -u); do
		echo "$g $(cat "$MATRIX_DIR/key.probe/$g")"
	done ;;
finish) cmd_finish ;;
report)
	shift
	# shellcheck source=tests/matrix/report.sh
	. "$here/report.sh"
	cmd_report "$@" ;;
flags) echo "gcc: $GCC_C_FLAGS"; echo "g++: $GCC_CXX_FLAGS"; echo "clang: $CLANG_C_FLAGS"; echo "clang++: $CLANG_CXX_FLAGS" ;;
*) echo "usage: $0 list|prepare [ID...]|cell ID|seal|finish|report FILE|flags|keys ID..." >&2; exit 2 ;;
esac
