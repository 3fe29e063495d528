#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/lib/coverage.sh - the coverage report of `make coverage`.
#
# Usage: coverage.sh DIR
# Called after the COVERAGE_SUITES targets ran their gcov-instrumented
# programs under DIR (gcc --coverage, objects and .gcda files anywhere under
# DIR). Collects every .gcda with lcov, renders HTML in DIR/html, writes the
# lines/functions summary to DIR/summary.txt and prints it, and its figures
# to DIR/figures.tsv (coverage.lines.pct, .hit, .total, the same for
# functions; tests/lib/result.sh figure), which `make coverage` records in
# docs/ledger.tsv. System headers (/usr/*) are left out. GCOV (default
# gcov, i.e. gcov-12 on Debian 12) must match the gcc that built the
# objects.
set -eu
dir=${1:?usage: coverage.sh DIR}
gcov_tool=${GCOV:-gcov}
for t in lcov genhtml "$gcov_tool"; do
	command -v "$t" >/dev/null 2>&1 || { echo "coverage: $t not installed (apt-get install lcov)" >&2; exit 1; }
done
n=$(find "$dir" -name '*.gcda' | wc -l)
if [ "$n" -eq 0 ]; then
	echo "coverage: no .gcda file under $dir: no COVERAGE_SUITES target ran an instrumented program" >&2
	exit 1
fi
# quiet: run a tool, show its stderr without the "Subroutine ... redefined"
# lines Debian 12's lcov 1.16 prints from geninfo on every run.
quiet() {
	rc=0
	"$@" 2>"$dir/tool.err" || rc=$?
	grep -v '^Subroutine .* redefined at ' "$dir/tool.err" >&2 || true
	rm -f "$dir/tool.err"
	return $rc
}
quiet lcov --quiet --capture --directory "$dir" --gcov-tool "$gcov_tool" --output-file "$dir/all.info"
quiet lcov --quiet --remove "$dir/all.info" '/usr/*' --output-file "$dir/lcov.info"
quiet genhtml --quiet --output-directory "$dir/html" "$dir/lcov.info"
lcov --summary "$dir/lcov.info" 2>&1 | grep -E '^ *(lines|functions)' | sed 's/^ *//' >"$dir/summary.txt"
echo "coverage: $n .gcda files; HTML report: $dir/html/index.html"
sed 's/^/coverage: /' "$dir/summary.txt"
# "lines......: 93.6% (4660 of 4979 lines)" -> figures
RESULTS_DIR=$dir
. "$(dirname "$0")/result.sh"
for w in lines functions; do
	set -- $(sed -n "s/^$w\.*: *\([0-9.]*%\) (\([0-9]*\) of \([0-9]*\) .*/\1 \2 \3/p" "$dir/summary.txt")
	[ $# -eq 3 ] || { echo "coverage: no $w figures in $dir/summary.txt" >&2; exit 1; }
	figure "coverage.$w.pct" "$1"
	figure "coverage.$w.hit" "$2"
	figure "coverage.$w.total" "$3"
done
