#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/tool/fuzz.sh - build the libFuzzer harness and run it for SECONDS.
#
# Usage: tests/tool/fuzz.sh [SECONDS]     (make fuzz: 60 s; make check-tool: 20 s)
# Seeds: the corpus files and the canned logs. New inputs libFuzzer finds are
# kept in $BUILD/tool/fuzz/corpus (not in the source tree). Exit 0 when the
# run ended without a crash or sanitizer report, 1 when it did (the
# reproducer is in $BUILD/tool/fuzz/), 77 when clang-19 or its libFuzzer is
# missing.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 2
secs=${1:-60}
F=${BUILD:-build}/tool/fuzz
case $F in /*) ;; *) F=$top/$F ;; esac
CLANG=${FUZZ_CC:-clang-19}
mkdir -p "$F/corpus"
if ! command -v "$CLANG" >/dev/null 2>&1; then
	echo "$CLANG not installed"
	exit 77
fi
# one binary per run (two runs at once must not overwrite each other's);
# the corpus directory is shared, which libFuzzer allows
bin=fuzz_lexer.$$
trap 'rm -f "$F/$bin"' EXIT
if ! "$CLANG" -std=c11 -D_XOPEN_SOURCE=700 -g -O1 -fsanitize=fuzzer,address,undefined \
	-fno-sanitize-recover=all -o "$F/$bin" tests/tool/fuzz_lexer.c \
	tools/lexer.c tools/scan.c tools/convert.c tools/audit.c tools/ccdb.c tools/files.c \
	>"$F/build.$$.log" 2>&1; then
	if grep -q "libclang_rt.fuzzer\|cannot find.*fuzzer" "$F/build.$$.log"; then
		echo "libFuzzer runtime for $CLANG not installed (libclang-rt-19-dev)"
		exit 77
	fi
	cat "$F/build.$$.log"
	exit 1
fi
cd "$F" || exit 2
rm -f "build.$$.log"
"./$bin" -max_total_time="$secs" -max_len=4096 -timeout=10 -rss_limit_mb=1024 \
	-print_final_stats=1 corpus "$top/tests/tool/corpus" "$top/tests/tool/logs" \
	"$top/tests/tool/audit" "$top/tests/tool/program"
