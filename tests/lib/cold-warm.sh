#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/lib/cold-warm.sh - what `make -j2 check` costs cold and warm.
#
# Usage: tests/lib/cold-warm.sh [--record]     (make check-cold-warm)
#
# Cold: nothing built, an empty matrix cache and an empty ccache: a build
# directory and caches of their own (build/cold-warm/build,
# build/cold-warm/cache, build/cold-warm/ccache), so that the usual ones are
# left alone. Warm: `make -j2 check` again, at once, on
# the same tree and machine: nothing it depends on has changed. Each run's
# figures (tests/lib/summary.sh: the time and CPU time of every suite, the
# load) are kept in build/cold-warm/cold.tsv and warm.tsv, its output in
# cold.log and warm.log; with --record they go into docs/ledger.tsv as
# cold.check.* and warm.check.* (scripts/ledger.py record), which
# docs/testing.md shows. It takes the time of both runs (a cold one is the
# longest make check there is); the wall times mean something only on a
# machine that does nothing else. Exit status: 1 when either run failed.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 2
record=0
[ "${1:-}" = --record ] && record=1
d=build/cold-warm
rm -rf "$d"
mkdir -p "$d/cache" "$d/ccache"
rc=0
for run in cold warm; do
	echo "cold-warm: $run run (make -j2 check), load $(cut -d' ' -f1-3 /proc/loadavg)"
	env -u MAKEFLAGS -u MAKELEVEL TEST_CCACHE_DIR="$top/$d/ccache" \
		make -j2 check BUILD="$d/build" MATRIX_CACHE="$top/$d/cache" \
		>"$d/$run.log" 2>&1 || rc=1
	cp "$d/build/results/figures.tsv" "$d/$run.tsv" || rc=1
	grep -E '^check: (took|[0-9]+ passed)' "$d/$run.log" | sed "s/^/cold-warm: $run: /"
done
if [ $record = 1 ] && [ -s "$d/cold.tsv" ] && [ -s "$d/warm.tsv" ]; then
	for run in cold warm; do
		scripts/ledger.py record "$d/$run.tsv" --prefix "$run." --how "tests/lib/cold-warm.sh --record ($run)" ||
			rc=1
	done
fi
exit $rc
