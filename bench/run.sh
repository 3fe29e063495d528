#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# bench/run.sh - every measure of the benchmark (make bench).
#
#   bench/run.sh OUTDIR ELFSEC CPUTIME  (run from the top of the tree)
#
# 1. corpus: which functions of bench/corpus.tmpl warn with a bare declaration
# 2. object code, function by function (-ffunction-sections, bench/elfsec):
#    identity of each macro with the hand-written zero; bytes of the macro
#    against `x = x` and against the bare declaration
# 3. -ftrivial-auto-var-init=zero on the bare corpus, whole file
# 4. instructions executed (valgrind --tool=callgrind), macro vs `x = x`
# 5. compile time (bench/ct.sh): hand / plain macro / INIT_FOR_COMPILER /
#    checked, per compiler, at -fsyntax-only and -O2; and the header alone
# Then bench/report.sh prints the table and rewrites the generated region of
# docs/performance.md and docs/bench-bytes.svg.
#
# ELFSEC and CPUTIME are bench/elfsec.c and bench/cputime.c, built.
# Environment: BENCH_JOBS (parallel compiles, default 2), BENCH_DOCS=0 to
# leave docs/ alone; BENCH_CT_CCS, BENCH_CT_O2, BENCH_RUNS,
# BENCH_SYNTAX_RUNS and BENCH_CT_N for measure 5 (see bench/ct.sh).
set -u
out=$1 elfsec=$2 cputime=$3
: "${BENCH_JOBS:=2}" "${BENCH_DOCS:=1}"
export LC_ALL=C

ccs="gcc-11 gcc-12 clang-14 clang-16 clang-19"	# clang-16: for measure 3
main_ccs="gcc-11 gcc-12 clang-14 clang-19"
avi_ccs="gcc-12 clang-16 clang-19"
opts="O2 Os"
spellings="bare self addr hand handzero init checked zero"

have() { command -v "$1" >/dev/null 2>&1; }
note() { printf '%s\n' "bench: $*" >&2; }
die() { note "$*"; exit 1; }

for t in awk objdump valgrind; do
	have $t || die "$t is needed (apt-get install $t)"
done
rm -rf "$out" && mkdir -p "$out/src" "$out/obj" "$out/warn" "$out/cg" "$out/res" || exit 1
res=$out/res
start=$(date +%s)
# other work on the machine makes timings noisy: say how busy it was
printf 'start\t%s\n' "$(cut -d' ' -f1-3 /proc/loadavg)" >"$res/load.tsv"
date -u '+%Y-%m-%d %H:%M UTC' >"$res/date.txt"

avail=
for cc in $ccs; do
	if have "$cc"; then
		avail="$avail $cc"
		printf '%s\t%s\n' "$cc" "$("$cc" --version | head -1)" >>"$res/versions.tsv"
	else
		note "$cc not installed: its rows are missing"
	fi
done
printf 'valgrind\t%s\n' "$(valgrind --version)" >>"$res/versions.tsv"
isavail() { case " $avail " in *" $1 "*) return 0 ;; esac; return 1; }

# --- generate --------------------------------------------------------------
for s in $spellings; do
	awk -v spelling=$s -v map="$out/src/corpus.map" -v list="$out/src/corpus-list.h" \
		-f bench/gen-corpus.awk bench/corpus.tmpl >"$out/src/corpus-$s.c" || exit 1
done
map=$out/src/corpus.map
nfun=$(grep -c . "$map")
nctl=$(awk '$6 == "control"' "$map" | wc -l)
nshape=$(awk '{ print $2 }' "$map" | sort -u | wc -l)

# --- compile everything (measures 1, 2, 3) ---------------------------------
for cc in $avail; do
	for o in $opts; do
		for s in $spellings; do
			echo "$elfsec $map $cc $o $out/src/corpus-$s.c $out/obj/$cc-$o-$s"
		done
	done
done >"$out/jobs"
for cc in $avi_ccs; do
	isavail $cc || continue
	for o in $opts; do
		echo "$elfsec $map $cc $o $out/src/corpus-bare.c $out/obj/$cc-$o-avi -ftrivial-auto-var-init=zero"
	done
done >>"$out/jobs"
note "compiling $(grep -c . "$out/jobs") objects"
xargs -P "$BENCH_JOBS" -L 1 bench/cc1.sh <"$out/jobs" || die "a compile failed"

# --- 1. which functions warn -----------------------------------------------
: >"$res/warn.tsv"
for cc in $avail; do
	for o in $opts; do
		awk -f bench/warnmap.awk "$map" "$out/obj/$cc-$o-bare.diag" >"$out/warn/$cc-$o.txt"
		printf '%s\t%s\t%s\t%s\n' "$cc" "$o" "$(awk '$2 == 1' "$out/warn/$cc-$o.txt" | wc -l)" \
			"$(awk '$2 == 1 { k = split($3, f, ","); for (i = 1; i <= k; i++) n[f[i]]++ }
				END { for (w in n) printf "%s-W%s %d", (c++ ? ", " : ""), w, n[w] }' "$out/warn/$cc-$o.txt")" >>"$res/warn.tsv"
	done
done
# W: the functions that warn with at least one of the four compilers
for cc in $main_ccs; do
	isavail $cc && cat "$out/warn/$cc-"*.txt
done | awk '$2 == 1 { print $1 }' | sort -u >"$out/warned.unsorted"
awk 'FNR == NR { w[$1] = 1; next } ($1 in w) { print $1 }' "$out/warned.unsorted" "$map" >"$res/warned.txt"
nwarn=$(grep -c . "$res/warned.txt")
nwarn_ctl=$(awk 'FNR == NR { w[$1] = 1; next } $6 == "control" && ($1 in w)' "$res/warned.txt" "$map" | wc -l)
awk 'FNR == NR { w[$1] = 1; next } !($1 in w) { print $1, $6 }' "$res/warned.txt" "$map" >"$res/silent.txt"
{
	echo "functions	$nfun"
	echo "shapes	$nshape"
	echo "controls	$nctl"
	echo "warned	$nwarn"
	echo "warned_controls	$nwarn_ctl"
} >"$res/corpus.tsv"
# by type: how many warn
awk 'FNR == NR { w[$1] = 1; next } { t[$3]++; if ($1 in w) n[$3]++ } END { for (k in t) print k "\t" n[k] + 0 "\t" t[k] }' \
	"$res/warned.txt" "$map" | sort >"$res/warn-by-type.tsv"

# --- 2 and 3. identity and sizes --------------------------------------------
: >"$res/identity.tsv"
: >"$res/oldmacro.tsv"
: >"$res/delta.tsv"
: >"$res/total.tsv"
for cc in $avail; do
	for o in $opts; do
		p=$out/obj/$cc-$o
		for s in self addr; do	# the old macros against the bare declaration
			d=$(awk 'FNR == NR { h[$1] = $3; next } h[$1] != $3 { n++ } END { print n + 0 }' "$p-bare.fn" "$p-$s.fn")
			printf '%s\t%s\t%s\t%s\n' "$cc" "$o" "$s" "$d" >>"$res/oldmacro.tsv"
		done
		# init and checked against the initializer, zero against the
		# assignment it replaces; zeroinit: that assignment against the
		# initializer (a property of C, not of the macro)
		for c in hand:init hand:checked handzero:zero hand:zeroinit; do
			a=${c%%:*} s=${c#*:} b=$s
			[ "$s" = zeroinit ] && b=handzero
			d=$(awk 'FNR == NR { h[$1] = $3; next } h[$1] != $3 { printf "%s ", $1 }' "$p-$a.fn" "$p-$b.fn")
			printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$cc" "$o" "$s" "${d:--}" "$a" "$b" >>"$res/identity.tsv"
		done
		for pair in self:init bare:init self:bare hand:init bare:avi init:avi self:avi; do
			a=${pair%:*} b=${pair#*:}
			[ -s "$p-$a.fn" ] && [ -s "$p-$b.fn" ] || continue
			printf '%s\t%s\t%s\t%s\t%s\n' "$cc" "$o" "$a" "$b" \
				"$(awk -f bench/delta.awk "$res/warned.txt" "$p-$a.fn" "$p-$b.fn")" >>"$res/delta.tsv"
		done
		for s in $spellings avi; do
			[ -s "$p-$s.fn" ] || continue
			printf '%s\t%s\t%s\t%s\t%s\n' "$cc" "$o" "$s" \
				"$(awk 'FNR == NR { w[$1] = 1; next } { all += $2 } ($1 in w) { n++; set += $2 } END { print n + 0, set + 0 }' "$res/warned.txt" "$p-$s.fn")" \
				"$(awk '{ all += $2 } END { print all + 0 }' "$p-$s.fn")" >>"$res/total.tsv"
		done
	done
done
# the disassembly of every difference between a macro and the hand-written zero
: >"$res/identity-diff.txt"
while IFS='	' read -r cc o s fns a b; do
	[ "$fns" = - ] && continue
	for f in $fns; do
		[ "$f" = "(other)" ] && continue
		echo "=== $cc -$o: $f, $b vs $a"
		objdump -dr --no-show-raw-insn -j ".text.$f" "$out/obj/$cc-$o-$a.o" | sed 1,6d >"$out/d1"
		objdump -dr --no-show-raw-insn -j ".text.$f" "$out/obj/$cc-$o-$b.o" | sed 1,6d >"$out/d2"
		diff "$out/d1" "$out/d2"
	done
done <"$res/identity.tsv" >>"$res/identity-diff.txt"

# --- 4. instructions executed -----------------------------------------------
note "callgrind"
: >"$res/callgrind.tsv"
for cc in $main_ccs; do
	isavail $cc || continue
	for o in $opts; do
		p=$out/cg/$cc-$o
		"$cc" "-$o" -c -Ibench bench/support.c -o "$p-support.o" || die "support.c"
		"$cc" "-$o" -c -Ibench -I"$out/src" -DBENCH_LIST='"corpus-list.h"' bench/driver.c -o "$p-driver.o" || die "driver.c"
		for s in self init bare; do
			"$cc" "-$o" "$p-driver.o" "$p-support.o" "$out/obj/$cc-$o-$s.o" -o "$p-$s" || die "link $cc $o $s"
			valgrind -q --tool=callgrind --toggle-collect=bench_run \
				--callgrind-out-file="$p-$s.out" "$p-$s" 20 >"$p-$s.sum" 2>"$p-$s.err" ||
				die "callgrind $cc $o $s: $(cat "$p-$s.err")"
			ir=$(awk '/^summary:/ { print $2 }' "$p-$s.out")
			printf '%s\t%s\t%s\t%s\t%s\n' "$cc" "$o" "$s" "$ir" "$(cat "$p-$s.sum")" >>"$res/callgrind.tsv"
		done
	done
done
# the bare corpus under memcheck: no unset value may reach a branch or the output
if isavail gcc-12; then
	if valgrind -q --error-exitcode=99 "$out/cg/gcc-12-O2-bare" 2 >"$out/cg/memcheck.sum" 2>"$out/cg/memcheck.err"; then
		echo "clean" >"$res/memcheck.txt"
	else
		echo "errors: $(grep -c '^==' "$out/cg/memcheck.err") lines, see $out/cg/memcheck.err" >"$res/memcheck.txt"
	fi
fi

# --- 5. compile time ---------------------------------------------------------
bench/ct.sh "$out" "$cputime" || die "compile-time measure failed"

printf 'end\t%s\n' "$(cut -d' ' -f1-3 /proc/loadavg)" >>"$res/load.tsv"
echo "$(( $(date +%s) - start ))" >"$res/seconds.txt"
BENCH_DOCS=$BENCH_DOCS bench/report.sh "$out"
