#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/lib/summary.sh - count the result lines of every suite that ran.
#
# Usage: summary.sh RESULTS_DIR
# Prints one line per suite, every FAIL again, every SKIP reason, and the
# closing line
#     check: N passed, N failed, N skipped
# A SKIP whose reason breaks the skip policy (tests/lib/skips.sh: only a
# named tool that is not installed, or a listed root-only case) is also
# counted as a failure, and listed as "skip policy: ...".
# Exit status 1 when anything failed or when no test ran at all.
# It also records the run's figures (tests/lib/result.sh figure) in
# RESULTS_DIR/figures.tsv: check.passed, check.failed, check.skipped, the
# same per suite (check.suite.NAME.passed, ...), and, when `make check`
# left them in RESULTS_DIR (check.seconds, check.load), its wall time and
# the load averages at its start and end, and what each suite cost
# (RESULTS_DIR/times.tsv, tests/lib/timed.sh: check.suite.NAME.cpu, .wall,
# .load, and check.cpu, the sum). scripts/ledger.py records them.
dir=${1:-build/results}
here=$(dirname "$0")
RESULTS_DIR=$dir
. "$here/result.sh"
set -- "$dir"/*.txt
if [ ! -e "$1" ]; then
	echo "check: no results in $dir"
	echo "check: 0 passed, 1 failed, 0 skipped"
	exit 1
fi
pass=0 fail=0 skip=0
for f in "$@"; do
	s=$(basename "$f" .txt)
	p=$(grep -c '^PASS ' "$f") ; x=$(grep -c '^FAIL ' "$f") ; k=$(grep -c '^SKIP ' "$f")
	printf '  %-12s %4d passed %4d failed %4d skipped\n' "$s" "$p" "$x" "$k"
	figure "check.suite.$s.passed" "$p"
	figure "check.suite.$s.failed" "$x"
	figure "check.suite.$s.skipped" "$k"
	pass=$((pass + p)) fail=$((fail + x)) skip=$((skip + k))
done
policy=$("$here/skips.sh" "$dir")
npolicy=0
[ -n "$policy" ] && npolicy=$(printf '%s\n' "$policy" | wc -l)
fail=$((fail + npolicy))
if [ "$fail" -gt 0 ]; then
	echo "Failures:"
	grep -h '^FAIL ' "$@" | sed 's/^/  /'
	[ -n "$policy" ] && printf '%s\n' "$policy" | sed 's/^/  /'
fi
if [ "$skip" -gt 0 ]; then
	echo "Skipped (never counted as passed), by reason:"
	"$here/skips.sh" --reasons "$dir" | sort | uniq -c | sort -rn
	if [ "$skip" -gt 40 ]; then
		echo "Skipped tests (the first 40 of $skip; all in $dir/*.txt):"
	else
		echo "Skipped tests:"
	fi
	grep -h '^SKIP ' "$@" | sed 's/^/  /' | head -40
fi
figure check.passed "$pass"
figure check.failed "$fail"
figure check.skipped "$skip"
if [ -s "$dir/check.seconds" ]; then
	figure check.seconds "$(cat "$dir/check.seconds")"
	figure check.minutes "$(awk '{ printf "%d min %d s", $1 / 60, $1 % 60 }' "$dir/check.seconds")"
fi
[ -s "$dir/check.load" ] && figure check.load "$(cat "$dir/check.load")"
# what each suite cost (tests/lib/timed.sh wrote one line per suite), most
# CPU first; the CPU time is the steadier figure on a shared machine
if [ -s "$dir/times.tsv" ]; then
	echo "Time per suite (CPU: user + system of the suite's processes; wall; load average at its start and end):"
	sort -t "$(printf '\t')" -k1,1 -u "$dir/times.tsv" |
		awk -F'\t' '{ printf "%s\t%.1f\n", $0, $3 + $4 }' | sort -t "$(printf '\t')" -k7,7nr |
		while IFS="$(printf '\t')" read -r s w _ _ l0 l1 c; do
			printf '  %-16s %7.1f s CPU %7.1f s wall  load %s to %s\n' "$s" "$c" "$w" "$l0" "$l1"
			figure "check.suite.$s.cpu" "$c"
			figure "check.suite.$s.wall" "$w"
			figure "check.suite.$s.load" "$l0 to $l1"
		done
	figure check.cpu "$(awk -F'\t' '{ c += $3 + $4 } END { printf "%.1f", c }' "$dir/times.tsv")"
fi
figure check.cpus "$(nproc 2>/dev/null || echo '?')"
echo "check: $pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ] && [ "$pass" -gt 0 ]
