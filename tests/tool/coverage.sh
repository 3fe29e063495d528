#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/tool/coverage.sh - line coverage of the tool (make coverage-tool).
#
# Builds the tool's sources with --coverage into $BUILD/coverage/tool/obj
# (the .gcno and .gcda files stay there, for tests/lib/coverage.sh to find),
# links both the tool and the Check unit tests against those objects, runs
# tests/tool/run.sh with them (results in $BUILD/coverage/tool/results, not
# in the check results), and prints the line coverage of tools/*.c and
# tools/builtin/*.c from lcov.
# Exit 1 when below TOOL_COVERAGE_MIN percent (default 90) or a test failed.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 2
BUILD=${BUILD:-build}
O=$BUILD/coverage/tool
CC=${CC:-gcc-12}
GCOV=${GCOV:-gcov-12}
min=${TOOL_COVERAGE_MIN:-90}
rm -rf "$O" && mkdir -p "$O/obj"
# -fprofile-update=atomic: the tool runs threads (scan -j); without it their
# counter updates race, and lcov reports "negative counts found".
flags="-std=c11 -D_XOPEN_SOURCE=700 -O0 -g --coverage -fprofile-update=atomic"
ver=$(sed -n 's/^#define INIT_FOR_COMPILER_VERSION_\(MAJOR\|MINOR\|PATCH\) *\([0-9][0-9]*\).*/\2/p' \
	include/init_for_compiler.h | paste -sd. -)
mkdir -p "$O/obj/builtin"
for f in $(cd tools && ls *.c builtin/*.c | sed 's/\.c$//'); do
	$CC $flags -DIFC_VERSION="\"$ver\"" -c "tools/$f.c" -o "$O/obj/$f.o" || exit 1
done
$CC --coverage -pthread -o "$O/init-for-compiler" "$O"/obj/*.o "$O"/obj/builtin/*.o || exit 1
# the unit tests: without the command line (main.c, cmd.c, builtin/: tools/tool.mk)
libs=$(ls "$O"/obj/*.o | grep -v -E '/(main|cmd[a-z]*)\.o$')
$CC $flags -pthread -o "$O/check_tool" tests/tool/check_tool.c $libs \
	$(pkg-config --cflags --libs check) || exit 1
RESULTS_DIR=$top/$O/results TOOL=$O/init-for-compiler CHECK_BIN=$top/$O/check_tool \
	FUZZ_PASSES=none BUILD=$BUILD tests/tool/run.sh >"$O/run.log" 2>&1
rc=$?
grep -c '^PASS' "$O/run.log" | sed 's/^/coverage-tool: tests passed: /'
grep '^FAIL' "$O/run.log"
lcov --quiet --gcov-tool "$GCOV" --capture --directory "$O/obj" --base-directory "$top" \
	--output-file "$O/all.info" >"$O/lcov.log" 2>&1 || { cat "$O/lcov.log"; exit 1; }
lcov --quiet --extract "$O/all.info" "$top/tools/*" --output-file "$O/tool.info" >>"$O/lcov.log" 2>&1
lcov --summary "$O/tool.info" 2>&1 | tee "$O/summary.txt"
pct=$(sed -n 's/^ *lines\.*: *\([0-9.]*\)%.*/\1/p' "$O/summary.txt")
# the figures, for make coverage to record (tests/lib/coverage.sh)
for w in lines functions; do
	set -- $(sed -n "s/^ *$w\.*: *\([0-9.]*%\) (\([0-9]*\) of \([0-9]*\) .*/\1 \2 \3/p" "$O/summary.txt")
	if [ $# -eq 3 ]; then
		(RESULTS_DIR=$BUILD/coverage && . tests/lib/result.sh &&
			figure "coverage.tool.$w.pct" "$1" && figure "coverage.tool.$w.hit" "$2" &&
			figure "coverage.tool.$w.total" "$3" && figure coverage.tool.minimum "$min%")
	fi
done
echo "coverage-tool: line coverage of tools/*.c and tools/builtin/*.c: ${pct:-?}% (minimum $min%)"
[ "$rc" = 0 ] || { echo "coverage-tool: a test failed (see $O/run.log)"; exit 1; }
awk -v p="${pct:-0}" -v m="$min" 'BEGIN { exit !(p >= m) }'
