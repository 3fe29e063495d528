#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/lib/summary.sh - count the result lines of every suite that ran.
#
# Usage: summary.sh RESULTS_DIR
# Prints one line per suite, every FAIL again, and the closing line
#     check: N passed, N failed, N skipped
# Exit status 1 when anything failed or when no test ran at all.
dir=${1:-build/results}
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
	pass=$((pass + p)) fail=$((fail + x)) skip=$((skip + k))
done
if [ "$fail" -gt 0 ]; then
	echo "Failures:"
	grep -h '^FAIL ' "$@" | sed 's/^/  /'
fi
if [ "$skip" -gt 0 ]; then
	echo "Skipped (never counted as passed):"
	grep -h '^SKIP ' "$@" | sed 's/^/  /' | sort | uniq -c | sort -rn | head -40
fi
echo "check: $pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ] && [ "$pass" -gt 0 ]
