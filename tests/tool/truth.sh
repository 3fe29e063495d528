#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/tool/truth.sh - scan's recall and precision against truth labeled by
# hand, on trees nobody here wrote (make check-tool, called by
# tests/tool/run.sh; tests/tool/truth/README.md says how the sets were made).
#
# For each truth set (tests/tool/truth/*.tsv: Linux 6.1, FFmpeg 5.1.9,
# BusyBox 1.35.0, PostgreSQL 15.18, ofono 1.31), scan runs on the whole tree
# (tests/tool/truth/trees.sh path; make deps fetches the trees) and
# tests/tool/truth/score.py measures, per kind:
#
#   decl   the commented zeros of declarations (comment-init, and the
#          self-inits the net saw): recall >= 95%, precision >= 95%
#   stmt   the assignments for the compiler (comment-assign): recall >= 90%,
#          precision >= 90%
#
# and fails below a goal, or when scan reports a comment-init or
# comment-assign site that is no candidate of the set (the net of
# candidates.py is broader than the tool's rule: such a site means the set
# is out of date). Each figure goes to the results (truth.SET.KIND.recall,
# .precision: make record puts them in docs/ledger.tsv).
#
# Then, so that this can fail: score.py must fail on a scan that lost a
# tenth of its sites, and on one with a site that is no candidate. And the
# second reading (second-reader.tsv) against the first (agree.py): its
# agreement goes to the results too (truth.second.*), with each set's
# counts of candidates and labels (truth.SET.candidates, .labels.LABEL).
# shellcheck source=tests/tool/lib.sh
. "$(dirname "$0")/lib.sh"
SUITE=${SUITE:-tool}
TRUTH=tests/tool/truth
GOALS=95,95,90,90
# the goals as figures too: the docs quote them from the ledger
echo "$GOALS" | tr ',' ' ' | {
	read -r dr dp sr sp
	figure truth.goal.decl.recall "$dr%"
	figure truth.goal.decl.precision "$dp%"
	figure truth.goal.stmt.recall "$sr%"
	figure truth.goal.stmt.precision "$sp%"
}

if ! command -v python3 >/dev/null 2>&1; then
	skip "truth sets" "python3 not installed"
	finish
fi

# what each set holds: candidates, and rows per label (the data, whether or
# not its tree is here)
for set in $(bash $TRUTH/trees.sh list); do
	awk -F'\t' -v s="$set" '!/^#/ && NF { n++; l[$4]++ }
		END { printf "truth.%s.candidates\t%d\n", s, n
		      for (k in l) printf "truth.%s.labels.%s\t%d\n", s, k, l[k] }' \
		"$TRUTH/$set.tsv" | while IFS="$(printf '\t')" read -r k v; do figure "$k" "$v"; done
done
# the second reading: how far it agrees with the first
if python3 $TRUTH/agree.py $TRUTH/second-reader.tsv $TRUTH >"$B/agree.txt" 2>&1; then
	pass "truth: a second reading of $(awk '$1 == "rows" {print $2}' "$B/agree.txt") rows: $(awk '$1 == "same" {print $2}' "$B/agree.txt") the same label, kappa $(awk '$1 == "kappa" {print $2}' "$B/agree.txt") on hack or not"
	while read -r k v _; do
		case $k in rows|same|hack-same|kappa) figure "truth.second.$k" "$v" ;; esac
	done <"$B/agree.txt"
else
	fail "truth: the second reading" "a row it read is in no set (see $B/agree.txt)"
fi

last=
for set in $(bash $TRUTH/trees.sh list); do
	if ! tree=$(bash $TRUTH/trees.sh path "$set"); then
		skip "truth $set" "its tree is not unpacked (make deps: tests/tool/truth/trees.sh fetch)"
		continue
	fi
	out=$B/scan-$set.txt
	if ! (cd "$tree" && "$TOOL" scan .) >"$out" 2>"$B/scan-$set.err"; then
		fail "truth $set: scan" "see $B/scan-$set.err"
		continue
	fi
	score=$B/score-$set.txt
	if python3 $TRUTH/score.py "$TRUTH/$set.tsv" "$out" --details --goals $GOALS >"$score" 2>&1; then
		pass "truth $set: $(grep -E '^(decl|stmt) ' "$score" | tr '\n' ';' | sed 's/;$//')"
	else
		fail "truth $set: below a goal ($GOALS) or a site that is no candidate" "see $score"
	fi
	grep -E '^(decl|stmt) recall' "$score" | while read -r kind _ r rp _ p pp; do
		figure "truth.$set.$kind.recall" "$rp"
		figure "truth.$set.$kind.precision" "$pp"
		figure "truth.$set.$kind.found" "$r"
		figure "truth.$set.$kind.right" "$p"
	done
	# the self-test below uses the set with the most sites
	[ -n "$last" ] || last=$set
	[ "$set" = linux-6.1 ] && last=$set
done

# the test can fail: a scan without every tenth site falls below the
# recall the whole scan has (less 0.1 for the rounding: which it meets),
# and a scan with a site that no candidate is fails
if [ -n "$last" ]; then
	have=$(awk '$2 == "recall" { sub(/%/, "", $4); printf "%s%.1f,0", sep, $4 - 0.1; sep = "," }' \
		"$B/score-$last.txt")
	awk '/: comment-(init|assign): / && ++n % 10 == 0 { next } { print }' \
		"$B/scan-$last.txt" >"$B/lost.txt"
	check "truth: score.py holds $last's own recall ($have)" \
		python3 $TRUTH/score.py "$TRUTH/$last.tsv" "$B/scan-$last.txt" --goals "$have"
	check "truth: score.py fails on a scan that lost a tenth of its sites" \
		sh -c "! python3 $TRUTH/score.py $TRUTH/$last.tsv $B/lost.txt --goals $have"
	{ cat "$B/scan-$last.txt"; echo "./no/such/file.c:1:1: comment-init: x"; } >"$B/extra.txt"
	check "truth: score.py fails on a site that is no candidate" \
		sh -c "! python3 $TRUTH/score.py $TRUTH/$last.tsv $B/extra.txt --goals 0,0,0,0"
fi
finish
