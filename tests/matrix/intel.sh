# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/matrix/intel.sh - sourced by run-matrix.sh: the Intel cells.
#
# No Intel compiler can be installed here (classic ICC is discontinued, ICX
# is not in Debian). This is ALL that is tested for Intel:
#   1. with -undef and nothing but each compiler's identifying predefined
#      macros (ICC: __INTEL_COMPILER, __GNUC__; ICX: __INTEL_LLVM_COMPILER,
#      __clang__, __GNUC__), <init_for_compiler.h> selects "intel" /
#      "intel-llvm" as INIT_FOR_COMPILER_COMPILER;
#   2. on top of the host compiler's own predefined macros (gcc-12 for ICC,
#      which emulates GCC; clang-19 for ICX, which is Clang), the expansions
#      of every macro are what compiler-intel.h promises, in normal and audit
#      mode;
#   3. tests/matrix/cell.c preprocessed that way is compiled by that same host
#      compiler with its strict flags and run: the Intel expansions are valid
#      C and give zeros, as judged by gcc-12 / clang-19 (not by ICC or ICX).

# The simulated predefined macros. ICC 2021.10 (the last classic release
# line) defines __INTEL_COMPILER 2021, __INTEL_COMPILER_UPDATE 10, __ICC, and
# emulates the installed GCC's __GNUC__; ICX 2024.0 defines
# __INTEL_LLVM_COMPILER 20240000, __clang__ and __GNUC__ 4.
INTEL_ICC_MIN="-D__INTEL_COMPILER=2021 -D__INTEL_COMPILER_UPDATE=10 -D__ICC=2021 -D__GNUC__=12 -D__GNUC_MINOR__=2 -D__GNUC_PATCHLEVEL__=0 -D__STDC_VERSION__=201710L"
INTEL_ICX_MIN="-D__INTEL_LLVM_COMPILER=20240000 -D__clang__=1 -D__clang_major__=18 -D__GNUC__=4 -D__GNUC_MINOR__=2 -D__GNUC_PATCHLEVEL__=1 -D__STDC_VERSION__=201710L"
INTEL_ICC_ADD="-D__INTEL_COMPILER=2021 -D__INTEL_COMPILER_UPDATE=10 -D__ICC=2021"
INTEL_ICX_ADD="-D__INTEL_LLVM_COMPILER=20240000"

# intel_expand CPP ARGS...: preprocess intel-probe.c, print one line
# "NAME<TAB>expansion" per probe (pragma lines dropped, whitespace folded)
intel_expand() {
	"$@" -P "$top/tests/matrix/intel-probe.c" 2>>"$log" | grep -v '^#pragma' | tr '\n' ' ' |
		awk '{ n = split($0, f, "@@"); for (i = 2; i + 1 <= n; i += 2) {
			v = f[i + 1]; gsub(/[ \t]+/, " ", v); sub(/^ /, "", v); sub(/ $/, "", v);
			printf "%s\t%s\n", f[i], v } }'
}

cmd_intel() { # ID
	local id=$1 which out log host min add want flags bad=0 got line
	out=$CELLS_D
	log=$out/$id.log
	case $id in
	intel_icc_*) which=icc host=gcc-12 min=$INTEL_ICC_MIN add=$INTEL_ICC_ADD want=intel flags=$(flags_of gcc gcc-12) ;;
	intel_icx_*) which=icx host=clang-19 min=$INTEL_ICX_MIN add=$INTEL_ICX_ADD want=intel-llvm flags=$(flags_of clang clang-19) ;;
	esac
	if ! command -v $host >/dev/null 2>&1; then
		record "$id" SKIP "$host (the preprocessor that simulates $which) not installed"
		return 0
	fi

	# 1. identifying macros only
	# shellcheck disable=SC2086
	got=$(intel_expand $host -std=c17 -E -undef $min -I"$top/include" | awk -F'\t' '$1 == "COMPILER" { print $2 }')
	echo "-undef $min: INIT_FOR_COMPILER_COMPILER = $got" >>"$log"
	if [ "$got" != "\"$want\"" ]; then
		record "$id" FAIL "with -undef $min, INIT_FOR_COMPILER_COMPILER is '$got', expected \"$want\""
		return 1
	fi

	# 2. expansions on top of the host's predefined macros
	# shellcheck disable=SC2086
	intel_expand $host -std=c17 -E $add -I"$top/include" >"$out/$id.exp" 2>>"$log"
	# shellcheck disable=SC2086
	intel_expand $host -std=c17 -E $add -DINIT_FOR_COMPILER_AUDIT=1 -I"$top/include" >"$out/$id.audit" 2>>"$log"
	cat "$out/$id.exp" "$out/$id.audit" >>"$log"
	intel_want() { # FILE NAME ERE DESCRIPTION
		line=$(awk -F'\t' -v n="$2" '$1 == n { print $2 }' "$1")
		if ! printf '%s\n' "$line" | grep -q -E "$3"; then
			echo "intel: $2 expands to '$line', expected $4" >>"$log"
			echo "$2: expected $4"
			return 1
		fi
	}
	{
		intel_want "$out/$id.exp" COMPILER "^\"$want\"$" "\"$want\"" &&
		intel_want "$out/$id.exp" INIT "^v = \\{ ?0 ?\\}$" 'v = {0} (C17)' &&
		intel_want "$out/$id.exp" PTR "^p = .*__builtin_classify_type.*INIT_PTR_FOR_COMPILER_of_p_not_a_pointer" 'a checked null pointer' &&
		intel_want "$out/$id.exp" SCALAR "^v = .*__builtin_classify_type.*INIT_SCALAR_FOR_COMPILER_of_v_not_arithmetic_or_enum" 'a checked 0' &&
		intel_want "$out/$id.exp" STRUCT "^s = .*__builtin_classify_type.*INIT_STRUCT_FOR_COMPILER_of_s_not_a_struct_or_union" 'a checked {}' &&
		intel_want "$out/$id.exp" ZERO "__builtin_choose_expr" 'the checked zero expression' &&
		intel_want "$out/$id.audit" INIT '^v$' 'bare v in audit mode' &&
		intel_want "$out/$id.audit" PTR '^p$' 'bare p in audit mode' &&
		intel_want "$out/$id.audit" SCALAR '^v$' 'bare v in audit mode' &&
		intel_want "$out/$id.audit" STRUCT '^s$' 'bare s in audit mode'
	} >"$out/$id.why" || bad=1
	if [ "$which" = icc ]; then
		grep -q -E '^#pragma warning\(enable ?: ?592\)' <($host -std=c17 -E $add -DINIT_FOR_COMPILER_AUDIT=1 \
			-I"$top/include" -P "$top/tests/matrix/intel-probe.c" 2>/dev/null) ||
			{ echo "audit mode: no '#pragma warning(enable : 592)'" >>"$out/$id.why"; bad=1; }
	else
		grep -q -E 'clang diagnostic warning "-Wsometimes-uninitialized"' <($host -std=c17 -E $add \
			-DINIT_FOR_COMPILER_AUDIT=1 -I"$top/include" -P "$top/tests/matrix/intel-probe.c" 2>/dev/null) ||
			{ echo "audit mode: no clang -Wsometimes-uninitialized pragma" >>"$out/$id.why"; bad=1; }
	fi
	if [ $bad -ne 0 ]; then
		record "$id" FAIL "expansion: $(head -n 1 "$out/$id.why")"
		return 1
	fi

	# 3. cell.c, preprocessed as Intel, built and run by the host compiler
	# -Wno-unknown-pragmas: ICC's `#pragma warning` is unknown to gcc-12;
	# -Wno-gnu-line-marker: clang -Weverything on cpp's own `# 1 "file"` lines.
	local i=$out/$id.i bin=$out/$id.bin rc=0 std intel_i_flags=-Wno-unknown-pragmas
	[ "$which" = icx ] && intel_i_flags=-Wno-gnu-line-marker
	for std in c11 c17; do
		: >"$i"
		# shellcheck disable=SC2086
		if ! compile "$log" $host -std=$std -E $add -I"$top/include" -I"$top/compat" -DMATRIX_HOSTED=1 \
			-DMATRIX_EXPECT_COMPILER="\"$want\"" -DMATRIX_NO_ATOMIC_INIT=1 -DMATRIX_NO_ENUM_INIT=1 -DMATRIX_NO_ENUM_STRUCT=1 \
			"$top/tests/matrix/cell.c" -o "$i" ||
			! compile "$log" $host -std=$std -O2 $flags $intel_i_flags "$i" -o "$bin"; then
			record "$id" FAIL "cell.c as $which, $std: $(first_diag "$log")"
			return 1
		fi
		echo "\$ $bin" >>"$log"
		"$bin" >>"$log" 2>&1 || rc=$?
		rm -f "$bin" "$i"
		if [ $rc -ne 0 ]; then
			record "$id" FAIL "cell.c as $which, $std: run exit $rc"
			return 1
		fi
	done
	record "$id" PASS "preprocessing simulation only (no Intel compiler here)"
}
