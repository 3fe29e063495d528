# SPDX-License-Identifier: MIT OR GPL-2.0-only
# shellcheck shell=bash disable=SC2154
#
# scripts/case-study-project-page.sh - page() and figures() of
# scripts/case-study-project.sh, sourced by it: the Markdown page and the
# ledger's figures, each from the files the harness wrote in $W, so that a
# sentence and the table beside it come from the same file.

lines() { if [ -s "$1" ]; then wc -l <"$1" | tr -d ' '; else echo 0; fi; }
nverdict() { grep -c ": $2: " "$1" 2>/dev/null || true; }
# the errors and warnings of a build, its tree's paths taken away
bdiags() { diags "$W/logs/audit-$1-$2.log" "$W/audit/$1/src" "$W/audit/$1/build"; }
ncmds() { grep -cE '(^|[ /])(gcc|clang)-[0-9]+ .* -c ' "$1" || true; }
# verdicts by pristine place, "FILE:LINE NAME VERDICT", of an audit output
# of TREE (route1, route2)
placed() {
	local tree=$1 f=$2
	join <(awk '{ print $1 "|" $2 "|" $3, $4 }' "$W/places-$tree.txt" | sort) \
		<(awk '{ print $1 "|" $2 "|" $3, $4 }' "$W/places-pristine.txt" | sort) |
		awk '{ print $2, $3 }' >"$W/place-$tree.map"
	verdicts "$f" | awk 'NR == FNR { m[$1] = $2; next } { $1 = ($1 in m) ? m[$1] : $1 "?"; print }' \
		"$W/place-$tree.map" - | sort -t: -k1,1 -k2,2n
}

# compare TREE CC: the lines the converted build prints and the original
# does not, sorted by split_new into $W/compare/TREE-CC.new-*
compare() {
	mkdir -p "$W/compare"
	bdiags original "$2" | sed 's/^/ /' >"$W/compare/original-$2"
	bdiags "$1" "$2" | sed 's/^/ /' >"$W/compare/$1-$2"
	comm -13 "$W/compare/original-$2" "$W/compare/$1-$2" | sed 's/^ //' >"$W/compare/$1-$2.new"
	split_new "$W/compare/$1-$2.new" "$W/scan-$1.txt" "$W/compare/$1-$2"
}

builds_table() {
	local tree cc l c
	echo "| tree | compiler | exit | compile commands | errors and warnings | new: audit marker | new: uninitialized | new: unused site | new: other | time |"
	echo "|---|---|---|---|---|---|---|---|---|---|"
	for tree in original route1 route2; do
		for cc in $COMPILERS; do
			l=$W/logs/audit-$tree-$cc.log
			if [ $tree = original ]; then
				printf '| %s | %s | %s | %s | %s | | | | | %s s |\n' "$tree" "$cc" "$(cat "$l.rc")" \
					"$(ncmds "$l")" "$(bdiags "$tree" "$cc" | wc -l)" "$(cat "$l.seconds")"
				continue
			fi
			compare "$tree" "$cc"
			c=$W/compare/$tree-$cc
			printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s s |\n' "$tree" "$cc" "$(cat "$l.rc")" \
				"$(ncmds "$l")" "$(bdiags "$tree" "$cc" | wc -l)" "$(lines "$c.new-marker")" \
				"$(lines "$c.new-uninit")" "$(lines "$c.new-unused")" \
				"$(if [ -s "$c.new-other" ]; then echo "**$(lines "$c.new-other")**"; else echo 0; fi)" \
				"$(cat "$l.seconds")"
		done
	done
}

# the per-site table: route 1 by each compiler alone and together, route 2
sites_table() {
	echo "| site (pristine tree) | route 1: $(echo $COMPILERS | sed 's/ /, /g') | route 1, together | route 2, together |"
	echo "|---|---|---|---|"
	awk '{ print $1, $2 }' "$W/placed-route1.txt" | while read -r place name; do
		v() { awk -v p="$place" -v n="$name" '$1 == p && $2 == n { v = $3; exit } END { print (v == "" ? "-" : v) }' "$1"; }
		printf '| %s `%s` | %s | %s | %s |\n' "$place" "$name" \
			"$(for cc in $COMPILERS; do v "$W/placed-route1-$cc.txt"; done | paste -sd' ' | sed 's/ /, /g')" \
			"$(v "$W/placed-route1.txt")" "$(v "$W/placed-route2.txt")"
	done
}

tests_section() {
	local tree r
	declare -F recipe_check >/dev/null || { echo "The recipe runs no tests."; return 0; }
	echo "The project's tests on its normal build (gcc-12, \`-O2 -g\`, no audit define), once per tree:"
	echo
	echo "| tree | tests | passed | failed | other |"
	echo "|---|---|---|---|---|"
	for tree in original route1 route2; do
		r=$W/logs/check-$tree.txt
		printf '| %s | %s | %s | %s | %s |\n' "$tree" "$(lines "$r")" "$(grep -c ' PASS$' "$r" || true)" \
			"$(grep -c ' FAIL$' "$r" || true)" "$(grep -vcE ' (PASS|FAIL)$' "$r" || true)"
	done
	echo
	for tree in route1 route2; do
		if cmp -s <(sort "$W/logs/check-original.txt") <(sort "$W/logs/check-$tree.txt"); then
			echo "$tree: the same results as the original, test by test."
		else
			echo "$tree: **the results differ** from the original's:"
			echo
			diff <(sort "$W/logs/check-original.txt") <(sort "$W/logs/check-$tree.txt") | sed 's/^/    /' || true
		fi
		echo
	done
}

same_tests() {
	declare -F recipe_check >/dev/null || return 1
	[ -s "$W/logs/check-original.txt" ] &&
		cmp -s <(sort "$W/logs/check-original.txt") <(sort "$W/logs/check-route1.txt") &&
		cmp -s <(sort "$W/logs/check-original.txt") <(sort "$W/logs/check-route2.txt")
}

findings() {
	local same_scan=no new_other=0 c agree
	cmp -s "$W/grep.txt" "$W/scan-lines.txt" && same_scan=yes
	for c in "$W"/compare/*.new-other; do [ -s "$c" ] && new_other=$((new_other + $(lines "$c"))); done
	agree=$(join <(awk '{ print $1 "|" $2, $3 }' "$W/placed-route1.txt" | sort) \
		<(awk '{ print $1 "|" $2, $3 }' "$W/placed-route2.txt" | sort) | awk '$2 == $3' | wc -l)
	echo "- **The hack:** grep finds \`$SHIM(\` on $(lines "$W/grep.txt") lines; scan names $(lines "$W/scan-lines.txt") lines with a use ($(if [ $same_scan = yes ]; then echo "the same lines"; else echo "grep's lines that are not uses: $(comm -23 "$W/grep.txt" "$W/scan-lines.txt" | wc -l); uses that grep misses: $(comm -13 "$W/grep.txt" "$W/scan-lines.txt" | wc -l); each shown below"; fi)), and $(grep -c ': comment-init: ' "$W/scan.txt" || true) zeros and $(grep -c ': comment-assign: ' "$W/scan.txt" || true) assignments that a comment says are for the compiler."
	echo "- **Both routes build** with $(echo $COMPILERS | sed 's/ / and /'): every build exits $(cat "$W"/logs/audit-*.log.rc | sort -u | paste -sd/), and prints $(if [ "$new_other" = 0 ]; then echo "no new line"; else echo "**$new_other new lines**"; fi) but the audit's own (its marker, the uninitialized warnings it turns back on, an unused site)."
	echo "- **The audit**, route 1, both logs: $(nverdict "$W/verdicts/route1.out" review) review, $(nverdict "$W/verdicts/route1.out" stale) stale, $(nverdict "$W/verdicts/route1.out" unknown) unknown. Route 2 gives the same verdict on $agree of its $(lines "$W/placed-route2.txt") sites."
	echo "- **Both compilers still warn** on $(lines "$W/every.txt") sites, read one by one: $(grep -c '^\*\*Wrong' "$TRIAGE" || true) false positives, $(grep -c '^\*\*Right' "$TRIAGE" || true) right$(r=$(awk '/^### / { h = $2 " " $3 } /^\*\*Right/ { print h }' "$TRIAGE" | paste -sd, | sed 's/,/, /g'); [ -z "$r" ] || echo " ($r)")."
	echo "- **The stale verdicts**, $(lines "$W/stale.txt") with both logs, read one by one: $(grep -c '^\*\*Right' "$STALE" 2>/dev/null || true) right (every path sets the variable before it reads it), $(grep -c '^\*\*Wrong' "$STALE" 2>/dev/null || true) wrong."
	if declare -F recipe_check >/dev/null; then
		if same_tests; then
			echo "- **The project's tests:** the same $(lines "$W/logs/check-original.txt") results before and after, by both routes, test by test."
		else
			echo "- **The project's tests:** **the results differ** (below)."
		fi
	fi
}

page() {
	cat <<EOF
<!-- BEGIN make case-study -->
# Case study: $TITLE

<!-- Generated by scripts/case-study-project.sh $NAME (make case-study) from scripts/case-study/$NAME.sh; do not edit. -->

$(recipe_about)

## Findings

$(findings)

Method and data follow.

## Method

$source_text The harness (scripts/case-study-project.sh) takes the
recipe (scripts/case-study/$NAME.sh) through the same steps as every
project: scan and grep the pristine tree; convert one copy by route 1
(\`init-for-compiler convert .\`) and one by route 2 (\`convert
--definitions .\`); build the three trees in audit mode (\`-O2 -g
-I<repo>/include -DINIT_FOR_COMPILER_AUDIT=1\`) with each compiler, by the
project's own build, which the recipe gives:

\`\`\`sh
$(declare -f recipe_build)
\`\`\`

then audit each converted tree with both logs, and with each log alone
(\`init-for-compiler audit --log gcc-12=... --log clang-19=... .\`, in the
tree the logs name).

## Scan against grep

\`grep -rnE --include='*.[ch]' '\\b$SHIM *\\('\` (its \`#define\` lines left
out) finds $(lines "$W/grep.txt") lines; \`init-for-compiler scan .\`
names $(lines "$W/scan-lines.txt") lines with a use of \`$SHIM()\`.
$(if cmp -s "$W/grep.txt" "$W/scan-lines.txt"; then echo "They are the same lines."; else
	echo "They differ (\`-\` grep only, \`+\` scan only), line by line:"; echo
	diff "$W/grep.txt" "$W/scan-lines.txt" | sed -nE 's/^([<>]) (.*)/\1 \2/p' | while read -r op at; do
		printf '    %s %s: %s\n' "$(if [ "$op" = '<' ]; then echo -; else echo +; fi)" "$at" \
			"$(sed -n "${at##*:}p" "$W/pristine/${at%:*}" | sed 's/^[[:space:]]*//')"
	done; fi)

What scan reports (\`$(tail -2 "$W/scan.err" | head -1 | sed 's/^init-for-compiler: //')\`):

$(sed 's/^/    /' "$W/scan.txt")

## Convert

Route 1: \`$(grep -E 'convert: [0-9]+ sites?' "$W/convert-route1.err" | sed 's/^init-for-compiler: //')\`.
Route 2: \`$(grep -E 'convert: [0-9]+ shim definitions?' "$W/convert-route2.err" | sed 's/^init-for-compiler: //')\`.
Route 2's patch:

$(sed 's/^/    /' "$W/convert-route2.diff")

## Builds

Each tree built in audit mode with each compiler. "New" counts the lines
that the converted tree's build prints and the original's does not:

$(builds_table)

$(for c in "$W"/compare/*.new-other; do [ -s "$c" ] && { echo "New lines that are not the audit's own (${c##*/}):"; echo; sed 's/^/    /' "$c"; echo; }; done)
## Audit

Route 1 with both logs: $(nverdict "$W/verdicts/route1.out" review) review,
$(nverdict "$W/verdicts/route1.out" stale) stale, $(nverdict "$W/verdicts/route1.out" unknown) unknown.
Route 2 with both logs: $(nverdict "$W/verdicts/route2.out" review) review,
$(nverdict "$W/verdicts/route2.out" stale) stale, $(nverdict "$W/verdicts/route2.out" unknown) unknown.
Per site, by its place in the pristine tree:

$(sites_table)

$(if declare -F recipe_notes >/dev/null; then recipe_notes; fi)

The tool's lines, route 1, both logs (places in the converted tree, which has the \`#include\` convert added):

$(sed 's/^/    /' "$W/verdicts/route1.out")

## Tests

$(tests_section)

## Triage: the sites both compilers still warn on

$(triage_section "$W/triage.diff" "both compilers warn on" \
	"The $(lines "$W/every.txt") sites that gcc-12 and clang-19 both warn on after route 1, read one by one; the harness checks that this list is exactly that set." \
	"$TRIAGE")

## The stale verdicts, read by hand

$(triage_section "$W/stale.diff" "the audit calls stale" \
	"The sites that the audit calls stale with both logs after route 1 ($(lines "$W/stale.txt")), read one by one: a stale verdict is wrong where the variable can still be read unset on a path the compilers do not see. The harness checks that this list is exactly that set." \
	"$STALE")

## Reproduce

    make deps              # gcc-12, clang-19
    scripts/case-study-project.sh $NAME    # or make case-study

The harness installs what the recipe's build needs when it is missing
(\`$PKGS\`).$(if declare -F recipe_reproduce >/dev/null; then echo; recipe_reproduce; fi)

The builds took $(cat "$W"/logs/*.log.seconds | awk '{ t += $1 } END { printf "%d", t / 60 + 0.5 }') minutes together on this 2-core machine
(\`-j$JOBS\`). The trees, builds, logs and the tool's outputs are kept in
\`$W\`; \`REUSE_LOGS=1\` keeps the builds and test runs and redoes the rest.
<!-- END make case-study -->
EOF
}

# the headline figures, KEY<TAB>VALUE, for the ledger (prefix case.NAME.)
figures() {
	printf 'grep.lines\t%s\n' "$(lines "$W/grep.txt")"
	printf 'scan.lines\t%s\n' "$(lines "$W/scan-lines.txt")"
	for v in review stale unknown; do
		printf 'route1.%s\t%s\n' "$v" "$(nverdict "$W/verdicts/route1.out" "$v")"
		printf 'route2.%s\t%s\n' "$v" "$(nverdict "$W/verdicts/route2.out" "$v")"
	done
	printf 'every\t%s\n' "$(lines "$W/every.txt")"
	printf 'stale.read\t%s\n' "$(lines "$W/stale.txt")"
	printf 'stale.right\t%s\n' "$(grep -c '^\*\*Right' "$STALE" 2>/dev/null || true)"
	if declare -F recipe_check >/dev/null; then
		printf 'tests\t%s\n' "$(lines "$W/logs/check-original.txt")"
		printf 'tests.passed\t%s\n' "$(grep -c ' PASS$' "$W/logs/check-original.txt" || true)"
	fi
}
