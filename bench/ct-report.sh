#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# bench/ct-report.sh - the tables of bench/ct.sh (measure 5 of make bench).
#
#   bench/ct-report.sh RESDIR summary    a few lines for the terminal
#   bench/ct-report.sh RESDIR markdown   section 5 of docs/performance.md
#
# Reads RESDIR/ct.tsv, ct-load.tsv and ct-versions.tsv. Ratios are ratios
# of the best CPU times; in brackets, of the median ones. The goals quoted
# are issue 13's: INIT_FOR_COMPILER at most 1.05 times a plain one-level
# macro, the checked variants at most 2 times the hand-written zero at
# -fsyntax-only and 1.05 times at -O2. A figure over its goal is in bold.
set -u
res=$1 mode=$2
export LC_ALL=C
tsv=$res/ct.tsv
[ -s "$tsv" ] || { echo "bench/ct-report.sh: no $tsv" >&2; exit 1; }

# one line per compiler, flags and shape:
#   cc flags shape hand plain init checked (best) then the same (median), rounds
rows() {
	awk -F'\t' '$3 != "header" {
		k = $1 "\t" $2 "\t" $3
		if (!(k in seen)) { seen[k] = 1; order[++n] = k }
		b[k, $4] = $5; m[k, $4] = $6; r[k] = $8
	} END {
		for (i = 1; i <= n; i++) {
			k = order[i]
			printf "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", k,
				b[k, "hand"], b[k, "plain"], b[k, "init"], b[k, "checked"],
				m[k, "hand"], m[k, "plain"], m[k, "init"], m[k, "checked"], r[k]
		}
	}' "$tsv"
}

if [ "$mode" = summary ]; then
	echo "compile time (bench/ct.sh), best CPU time; INIT_FOR_COMPILER against the plain macro, checked against hand:"
	rows | awk -F'\t' '{ printf "  %-9s %-13s %-6s hand %.3f s  plain x%.2f  INIT x%.3f of plain  checked x%.2f of hand\n",
		$1, $2, $3, $4, $5 / $4, $6 / $5, $7 / $4 }'
	exit 0
fi

ctn=$(cat "$res/ct-n.txt" 2>/dev/null || echo 40000)
shape() {
	case $1 in
	int) echo "$ctn \`int\`" ;;
	ptr) echo "$ctn pointers" ;;
	struct) echo "$ctn structs" ;;
	mixed) echo "10000 mixed" ;;
	esac
}

echo "### 5. Compile time"
echo
echo "What the macros cost the compiler, measured by bench/ct.sh. Each row is one file of"
echo "declarations (bench/gen-decls.awk), spelt four ways: by hand (\`= 0\`, \`= NULL\`, \`= {0}\`),"
echo "with a plain one-level macro defined in the file (\`#define BENCH_PLAIN(x) x = {0}\`), with"
echo "INIT_FOR_COMPILER, and with the checked variant of the type (INIT_SCALAR_FOR_COMPILER for"
echo "\`int\`, INIT_PTR_FOR_COMPILER for pointers, INIT_STRUCT_FOR_COMPILER for structs, all three in"
echo "the mixed file). The \`int\`, pointer and struct files hold $((ctn / 10)) functions of ten declarations"
echo "with the smallest bodies that set and read them (\`if (k) { v0 = k; ... } return v0 + ...;\`),"
echo "so that the declarations are most of the work: the measure of issue 13. The mixed file holds"
echo "1,000 functions of ten declarations over five types with corpus-like bodies. The rows with"
echo "\`-isystem include\` compile the \`int\` file with the header found as a system header (as when it"
echo "is installed under /usr/include)."
echo
echo "The spellings of a row are compiled in turn, round after round, each round starting with the"
echo "next one (bench/cputime.c times each compile; a first round is thrown away), so that a change"
echo "of load on the shared machine hits them alike. Times are the best CPU time (user + system) of"
echo "the rounds; the ratios are ratios of best times, and in brackets of median times. Load"
echo "average during the measure: $(awk -F'\t' '$1 == "start" { print $2 }' "$res/ct-load.tsv") at the start,"
echo "$(awk -F'\t' '$1 == "end" { print $2 }' "$res/ct-load.tsv") at the end."
echo
echo "Goals (issue 13): INIT_FOR_COMPILER at most 1.05 times the plain macro; the checked variants at"
echo "most 2 times the hand-written zero at \`-fsyntax-only\` and 1.05 times at \`-O2\`. A ratio over its"
echo "goal is in bold."
echo
echo "| compiler | flags | declarations | hand | plain macro | INIT_FOR_COMPILER | checked | INIT / plain | checked / hand | rounds |"
echo "|---|---|---|---:|---:|---:|---:|---:|---:|---:|"
rows | while IFS='	' read -r cc fl sh bh bp bi bc mh mp mi mc r; do
	awk -v cc="$cc" -v fl="$fl" -v sh="$(shape "$sh")" -v bh="$bh" -v bp="$bp" -v bi="$bi" -v bc="$bc" \
		-v mh="$mh" -v mp="$mp" -v mi="$mi" -v mc="$mc" -v r="$r" 'BEGIN {
		ri = bi / bp; rc = bc / bh; gc = (fl ~ /-fsyntax-only/) ? 2 : 1.05
		si = sprintf("%.3f", ri); if (ri > 1.05) si = "**" si "**"
		sc = sprintf("%.2f", rc); if (rc > gc) sc = "**" sc "**"
		printf "| %s | `%s` | %s | %.3f s | %.3f s | %.3f s | %.3f s | %s (%.3f) | %s (%.2f) | %d |\n",
			cc, fl, sh, bh, bp, bi, bc, si, mi / mp, sc, mc / mh, r }'
done
echo
awk -F'\t' '{ printf "%s LLVM IR of the mixed file, before the optimizer runs (`-O2 -emit-llvm -Xclang -disable-llvm-passes`, %d lines), is the %s with the checked variants as with the hand-written zeros.\n", $1, $3, ($2 == "same") ? "same" : "**not** the same" }' "$res/ct-ir.tsv" 2>/dev/null
echo
echo "The plain macro against the hand-written zero, for scale (the floor of any macro): $(rows |
	awk -F'\t' '$2 == "-fsyntax-only" && $3 == "int" { printf "%s%s %.2f", (n++ ? ", " : ""), $1, $5 / $4 }')."
echo
echo "Including the header into a file that declares one variable (\`-O2 -c\`; best CPU time of 31"
echo "rounds, each compile in turn with the empty file):"
echo
echo "| compiler | without | with \`#include <init_for_compiler.h>\` | difference |"
echo "|---|---:|---:|---:|"
awk -F'\t' '$3 == "header" { b[$1, $4] = $5; if (!($1 in s)) { s[$1] = 1; l[++n] = $1 } }
	END { for (i = 1; i <= n; i++) { c = l[i]
		printf "| %s | %.1f ms | %.1f ms | %+.1f ms |\n", c, 1000 * b[c, "empty"], 1000 * b[c, "include"], 1000 * (b[c, "include"] - b[c, "empty"]) } }' "$tsv"
echo
echo "#### Where the time goes"
echo
echo "The \`int\` file (\`-fsyntax-only\`) in more spellings, timed in the same rounds as the four of"
echo "its row above: the plain macro redefined to hold one part of a macro at a time (bench/ct.sh,"
echo "part_def), so that the cost of each part is the difference of two rows. Best CPU time, and in"
echo "brackets the ratio to the hand-written zero; an empty cell is a part that compiler was not given"
echo "(the pragma rows are for the compilers whose header has pragmas)."
echo
ccs=$(awk -F'\t' '$2 == "-fsyntax-only" && $3 == "int" && $4 == "choose" { printf "%s ", $1 }' "$tsv")
printf '| part | the macro holds |'
for c in $ccs; do printf ' %s |' "$c"; done
printf '\n|---|---|'
for c in $ccs; do printf -- '---:|'; done
echo
while IFS='|' read -r p what; do
	printf '| %s | %s |' "$p" "$what"
	for c in $ccs; do
		awk -F'\t' -v c="$c" -v p="$p" '$1 == c && $2 == "-fsyntax-only" && $3 == "int" { t[$4] = $5 }
			END { if (p in t) printf " %.3f s (%.2f) |", t[p], t[p] / t["hand"]; else printf " |" }' "$tsv"
	done
	echo
done <<'EOT'
hand|`x = 0`, written out
plain|`x = {0}`, a one-level macro
choose|`__builtin_choose_expr(1, 0, 0)`: the builtin that picks a branch
classify|the same with the type test of INIT_SCALAR_FOR_COMPILER as its condition (`__builtin_classify_type(x)` and the class mask)
gtag|`choose` with `*(struct bench_tag *)1` in the branch not taken: one struct type for every use
tag|the same with one struct type per use, named after macro and variable (what puts the variable into the error)
checked|INIT_SCALAR_FOR_COMPILER: the type test and the named struct type (and a cast to `__typeof__(x)` on GCC and Clang 21+)
cast|`(__typeof__(x))0.0`: a check by a cast alone, which refuses pointers and structs with an error that names neither macro nor variable
pushpop|`{0}` between `_Pragma("clang diagnostic push")` and `pop`
ignore|the same with `-Wimplicit-int-enum-cast` ignored in between: the pragmas of INIT_FOR_COMPILER, in the macro itself
init|INIT_FOR_COMPILER from the header
EOT
echo
echo "Compilers: $(awk -F'\t' '{ printf "%s`%s`: %s", (n++ ? "; " : ""), $1, $2 }' "$res/ct-versions.tsv")."
echo "gcc-16, clang-21 and clang-22 run in the chroots of tests/chroot (each call goes through"
echo "tests/chroot/chroot.sh, a few milliseconds of CPU counted in every spelling alike)."
