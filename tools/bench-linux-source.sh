#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tools/bench-linux-source.sh - `init-for-compiler scan` on a large real tree
# against grep, with the figures of docs/performance.md ("The
# init-for-compiler tool"). Not part of make check: it needs the 1.2 GB tree
# and takes about 15 minutes, most of it grep with a back-reference.
#
# Usage: tools/bench-linux-source.sh [TREE]
#   TREE defaults to /tmp/linux-src/linux-source-6.1, made by
#     apt-get install linux-source-6.1
#     mkdir -p /tmp/linux-src && tar -C /tmp/linux-src -xf /usr/src/linux-source-6.1.tar.xz
#   (never inside the repository). Needs hyperfine and GNU time (package time).
# Environment: TOOL (default build/tool/init-for-compiler, built if missing),
# RUNS (default 5), OUT (default build/bench-linux-source: JSON, CSV, logs).
# Prints a Markdown report on stdout.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
tree=${1:-/tmp/linux-src/linux-source-6.1}
runs=${RUNS:-5}
out=${OUT:-$top/build/bench-linux-source}
TOOL=${TOOL:-$top/build/tool/init-for-compiler}
case $TOOL in /*) ;; *) TOOL=$top/$TOOL ;; esac
[ -d "$tree" ] || { echo "no tree at $tree (see the usage comment)" >&2; exit 2; }
command -v hyperfine >/dev/null || { echo "hyperfine not installed" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "GNU time not installed (apt-get install time)" >&2; exit 2; }
[ -x "$TOOL" ] || make -C "$top" -s "${TOOL#$top/}"
mkdir -p "$out"
cd "$tree"

# The patterns, as close to what scan looks for as grep can get:
#   names  the four annotation macros and uninitialized_var (annotation, legacy)
#   tags   names, plus comments naming gcc/clang/the compiler/uninitialized
#          (comment-init candidates), case-insensitive
#   full   tags, plus NAME = NAME and NAME = *(&(NAME)) by back-reference
#          (self-init candidates)
# grep reports lines that contain the words anywhere (comments, strings,
# #define bodies); scan reports only real sites.
inc="--include=*.c --include=*.h"
names='uninitialized_var|INIT_(PTR_|SCALAR_|STRUCT_)?FOR_COMPILER'
tags="$names|/[*/].*(gcc|clang|compiler|uninitiali[sz]ed)"
full="$tags|\\b([A-Za-z_][A-Za-z0-9_]*)[[:space:]]*=[[:space:]]*(\\*\\(&\\()?\\3\\)*[[:space:]]*[;,]"

files=$(find . -type f \( -name '*.c' -o -name '*.h' \) | wc -l)
bytes=$(find . -type f \( -name '*.c' -o -name '*.h' \) -print0 | xargs -0 cat | wc -c)

hyperfine --warmup 1 --runs "$runs" --ignore-failure --style basic \
	--export-csv "$out/hyperfine.csv" --export-json "$out/hyperfine.json" \
	-n scan "$TOOL scan . >/dev/null 2>&1" \
	-n grep-names "grep -rnE $inc '$names' . >/dev/null" \
	-n grep-tags "grep -rniE $inc '$tags' . >/dev/null" \
	-n grep-full "grep -rniE $inc '$full' . >/dev/null" >"$out/hyperfine.log" 2>&1

median() { awk -F, -v n="$1" '$1 == n { printf "%.2f", $4 }' "$out/hyperfine.csv"; }
cpu() { awk -F, -v n="$1" '$1 == n { printf "%.2f", $5 + $6 }' "$out/hyperfine.csv"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
s=$(median scan); gn=$(median grep-names); gt=$(median grep-tags); gf=$(median grep-full)
cs=$(cpu scan); cn=$(cpu grep-names); ct=$(cpu grep-tags); cf=$(cpu grep-full)
load=$(cut -d' ' -f1-3 /proc/loadavg)

# peak memory on growing subtrees: flat means it does not grow with the tree
mem() {
	/usr/bin/time -f '%M' -o "$out/time.txt" "$TOOL" scan "$1" >/dev/null 2>"$out/scan-$2.err"
	cat "$out/time.txt"
}
m_small=$(mem drivers/net small)
m_mid=$(mem drivers mid)
m_all=$(mem . all)
/usr/bin/time -v "$TOOL" scan . >"$out/scan.out" 2>"$out/time-v.txt"
peak=$(sed -n 's/^[[:space:]]*Maximum resident set size (kbytes): //p' "$out/time-v.txt")
summary=$(grep '^init-for-compiler: scan:' "$out/time-v.txt")
g_lines=$(grep -rniE $inc "$tags" . | wc -l)

cat <<EOF
Tree: $tree ($files .c/.h files, $bytes bytes; $(nproc) CPUs, $(uname -r)).
Tool: $("$TOOL" --version). grep: $(grep --version | head -1). hyperfine $runs runs after 1 warm-up.

| command | median wall (s) | scan / this | mean user+sys (s) | scan / this |
|---|---|---|---|---|
| \`init-for-compiler scan .\` | $s | 1.00 | $cs | 1.00 |
| \`grep -rnE $inc '<names>' .\` | $gn | $(ratio "$s" "$gn") | $cn | $(ratio "$cs" "$cn") |
| \`grep -rniE $inc '<names\|tags>' .\` | $gt | $(ratio "$s" "$gt") | $ct | $(ratio "$cs" "$ct") |
| \`grep -rniE $inc '<names\|tags\|self-init back-reference>' .\` | $gf | $(ratio "$s" "$gf") | $cf | $(ratio "$cs" "$cf") |

Load average at the end: $load (the machine is shared).

Peak resident memory of scan (GNU time, kB): drivers/net $m_small, drivers $m_mid,
whole tree $m_all; \`/usr/bin/time -v\` on the whole tree: $peak.

Counts: $summary
grep with the tag patterns reports $g_lines lines for the same files.
EOF
