#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# bench/ct.sh - measure 5 of make bench: what the macros cost the compiler.
#
#   bench/ct.sh OUTDIR CPUTIME     (run from the top of the tree)
#
# Writes OUTDIR/ct/ (generated files, raw times, compiler logs) and
# OUTDIR/res/ct.tsv, one line per compiler, flags, shape and spelling:
#   compiler  flags  shape  spelling  best-CPU  median-CPU  best-wall  rounds
# (seconds; CPU is user + system of the compiler and its children, from
# bench/cputime.c). bench/ct-report.sh turns it into tables. Alone:
# make bench-ct (prints the tables, leaves docs/ alone).
#
# Shapes (bench/gen-decls.awk): int, ptr and struct, $BENCH_CT_N
# declarations of one type (default 40,000: 4,000 functions of 10) with
# the smallest bodies, so that the declarations are most of the work, the
# measure of issue 13; and mixed, 10,000 declarations of five types with
# corpus-like bodies, also at -O2. Spellings: hand (= 0, = NULL, = {0}),
# plain (`#define BENCH_PLAIN(x) x = {0}`), init (INIT_FOR_COMPILER), checked
# (INIT_SCALAR/PTR/STRUCT_FOR_COMPILER for int/ptr/struct; all three in the
# mixed shape). The int shape again with the header as a system header
# (-isystem include). Then the header alone: an empty file with and without
# #include <init_for_compiler.h>.
#
# Where the time goes: more spellings of the int shape, timed in the same
# rounds as its four, with the plain macro redefined to hold one part of a
# macro at a time (part_def below), so that each
# part's cost is a difference of two rows: the builtin that picks a
# branch, the type test, the struct type that names the variable in an
# error, a cast-only check; on Clang 21 and later also the pragmas of
# INIT_FOR_COMPILER, written in the macro itself.
#
# Timing: the spellings of one shape are compiled in turn, round after
# round, each round starting one spelling later, so that a change of load
# on the (shared) machine hits them alike; a first round warms the caches
# and is not kept. The figure is the best CPU time of the rounds (the
# median is kept for the record): on a shared machine other work only ever
# adds time. No test asserts a timing.
#
# Environment:
#   BENCH_CT_CCS      compilers timed at -fsyntax-only
#                     (default "gcc-12 clang-19 gcc-16 clang-21 clang-22";
#                     the last three run in the chroots of tests/chroot,
#                     skipped when those are not built)
#   BENCH_CT_O2       compilers also timed at -O2 -c, mixed shape
#                     (default "gcc-12 clang-19")
#   BENCH_SYNTAX_RUNS rounds at -fsyntax-only (default 7)
#   BENCH_RUNS        rounds at -O2 (default 5)
#   BENCH_CT_N        declarations of the int, ptr and struct shapes
#                     (default 40000)
set -u
out=$1 cputime=$2
: "${BENCH_CT_CCS=gcc-12 clang-19 gcc-16 clang-21 clang-22}" "${BENCH_CT_O2=gcc-12 clang-19}"
: "${BENCH_SYNTAX_RUNS:=7}" "${BENCH_RUNS:=5}" "${BENCH_CT_N:=40000}"
export LC_ALL=C
# shellcheck disable=SC2034 # top: read by tests/chroot/env.sh
top=$(pwd)
. tests/chroot/env.sh

note() { printf '%s\n' "bench: $*" >&2; }
die() { note "$*"; exit 1; }
have() { command -v "$1" >/dev/null 2>&1; }

ct=$out/ct res=$out/res
mkdir -p "$ct" "$res" || exit 1
: >"$ct/raw.tsv"
: >"$res/ct.tsv"
: >"$res/ct-versions.tsv"
: >"$res/ct-ir.tsv"
echo "$BENCH_CT_N" >"$res/ct-n.txt"
for t in int ptr struct mixed; do
	n=$BENCH_CT_N
	[ "$t" = mixed ] && n=10000
	for s in hand plain init checked; do
		awk -v spelling=$s -v type=$t -v n="$n" -f bench/gen-decls.awk >"$ct/decls-$t-$s.c" || exit 1
	done
done
# part_def NAME: the body of BENCH_PLAIN(x) for the part NAME
part_def() {
	case $1 in
	choose) echo 'x = __builtin_choose_expr(1, 0, 0)' ;;
	classify) echo 'x = __builtin_choose_expr((0x4031E >> __builtin_classify_type(x)) & 1, 0, 0)' ;;
	gtag) echo 'x = __builtin_choose_expr(1, 0, *(struct bench_tag *)1)' ;;
	tag) echo 'x = __builtin_choose_expr(1, 0, *(struct INIT_SCALAR_FOR_COMPILER_of_##x##_not_arithmetic_or_enum *)1)' ;;
	cast) echo 'x = (__typeof__(x))0.0' ;;
	pushpop) echo 'x = _Pragma("clang diagnostic push") {0} _Pragma("clang diagnostic pop")' ;;
	ignore) echo 'x = _Pragma("clang diagnostic push") _Pragma("clang diagnostic ignored \"-Wimplicit-int-enum-cast\"") {0} _Pragma("clang diagnostic pop")' ;;
	esac
}
parts="choose classify gtag tag cast"
pragma_parts="pushpop ignore"
for p in $parts $pragma_parts; do
	pre=
	[ "$p" = gtag ] && pre='struct bench_tag;'
	BENCH_PRELUDE=$pre BENCH_PLAIN_DEF=$(part_def "$p") \
		awk -v spelling=plain -v type=int -v n="$BENCH_CT_N" -f bench/gen-decls.awk >"$ct/decls-int-$p.c" || exit 1
done
printf '#if !__has_warning("-Wimplicit-int-enum-cast")\n#error no\n#endif\n' >"$ct/enum-cast.c"

printf 'int bench_empty_;\n' >"$ct/empty.c"
printf '#include <init_for_compiler.h>\nint bench_empty_;\n' >"$ct/include.c"

# med: the median of the numbers on standard input
med() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# ct CC FLAGS SHAPE ROUNDS SPELLING...: time the files of SHAPE in turn
ct() {
	cc=$1 flags=$2 shape=$3 rounds=$4
	shift 4
	nv=$#
	key="$cc	$flags	$shape"
	r=0
	while [ "$r" -le "$rounds" ]; do	# round 0 warms the caches and is not kept
		k=0
		while [ "$k" -lt "$nv" ]; do	# each round starts one spelling later
			j=$(( (k + r) % nv + 1 ))
			eval "s=\${$j}"
			f=$ct/decls-$shape-$s.c
			[ "$shape" = header ] && f=$ct/$s.c
			# shellcheck disable=SC2086 # $flags holds several flags
			t=$("$cputime" "$cc" $flags -Iinclude -Ibench "$f" -o "$ct/x.o" 2>>"$ct/$cc.log") ||
				die "$cc $flags $f failed: $(tail -3 "$ct/$cc.log")"
			[ "$r" -gt 0 ] && printf '%s\t%s\t%s\n' "$key" "$s" "$t" >>"$ct/raw.tsv"
			k=$((k + 1))
		done
		r=$((r + 1))
	done
	for s in "$@"; do
		awk -F'\t' -v c="$cc" -v fl="$flags" -v sh="$shape" -v s="$s" \
			'$1 == c && $2 == fl && $3 == sh && $4 == s { print $5 }' "$ct/raw.tsv" >"$ct/one"
		best=$(cut -d' ' -f2 "$ct/one" | sort -g | head -n 1)
		median=$(cut -d' ' -f2 "$ct/one" | med)
		wall=$(cut -d' ' -f1 "$ct/one" | sort -g | head -n 1)
		printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$key" "$s" "$best" "$median" "$wall" "$rounds" >>"$res/ct.tsv"
	done
}

printf 'start\t%s\n' "$(cut -d' ' -f1-3 /proc/loadavg)" >"$res/ct-load.tsv"
for cc in $BENCH_CT_CCS; do
	if ! have "$cc"; then
		note "$cc: $(chroot_missing "$cc"): its compile-time rows are missing"
		continue
	fi
	note "compile time: $cc ($BENCH_SYNTAX_RUNS rounds -fsyntax-only)"
	printf '%s\t%s\n' "$cc" "$("$cc" --version | head -n 1)" >>"$res/ct-versions.tsv"
	# the int shape also times the parts (where the time goes), in the
	# same rounds as its four spellings; the pragma parts where the header
	# has pragmas
	pp=
	"$cc" -fsyntax-only "$ct/enum-cast.c" 2>/dev/null && pp=$pragma_parts
	for t in int ptr struct mixed; do
		more=
		[ $t = int ] && more="$parts $pp"
		# shellcheck disable=SC2086 # lists of spellings
		ct "$cc" -fsyntax-only $t "$BENCH_SYNTAX_RUNS" hand plain init checked $more
	done
	# the header as a system header (found through -isystem, which wins
	# over -Iinclude): does it make the macros any cheaper?
	ct "$cc" "-fsyntax-only -isystem include" int "$BENCH_SYNTAX_RUNS" hand plain init checked
	ct "$cc" "-O2 -c" header 31 empty include
done
for cc in $BENCH_CT_O2; do
	have "$cc" || continue
	note "compile time: $cc ($BENCH_RUNS rounds -O2)"
	ct "$cc" "-O2 -c" mixed "$BENCH_RUNS" hand plain init checked
	# Clang: is the IR the optimizer gets the same? (ModuleID and
	# source_filename name the file and are left out)
	case $cc in clang*)
		for s in hand checked; do
			"$cc" -O2 -S -emit-llvm -Xclang -disable-llvm-passes -Iinclude -Ibench \
				"$ct/decls-mixed-$s.c" -o - 2>>"$ct/$cc.log" |
				grep -v -e '^; ModuleID' -e '^source_filename' >"$ct/ir-$s.ll" ||
				die "$cc -emit-llvm $s failed"
		done
		if cmp -s "$ct/ir-hand.ll" "$ct/ir-checked.ll"; then v=same; else v=different; fi
		printf '%s\t%s\t%s\n' "$cc" "$v" "$(wc -l <"$ct/ir-hand.ll")" >>"$res/ct-ir.tsv" ;;
	esac
done
printf 'end\t%s\n' "$(cut -d' ' -f1-3 /proc/loadavg)" >>"$res/ct-load.tsv"
