#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# bench/scan.sh - `init-for-compiler scan` against grep on linux-source-6.1
# (make bench, make bench-scan; issue 13).
#
#   bench/scan.sh OUTDIR TOOL CPUTIME  (run from the top of the tree)
#
# The tree: Debian's linux-source-6.1, unpacked once into
# $CACHE/linux-source-6.1 (the same pristine copy `make case-study` uses;
# only read here). Then, round by round (BENCH_SCAN_RUNS rounds, default 5,
# after one untimed warm-up round so that the page cache is warm), each of
# these runs once, in turn, so that a change of load on the shared machine
# hits them alike:
#   scan      init-for-compiler scan .            (-j: one thread per CPU)
#   scan-j1   init-for-compiler scan -j1 .
#   grep-tags grep -rnIiE --include=*.c --include=*.h '<names|tags>' .
#   grep-names grep -rnIE --include=*.c --include=*.h '<names>' .
# (<names>: the five macros; <tags>: a comment naming gcc, clang, the
# compiler or "uninitialized": what grep can do for the kinds scan finds.)
# CPUTIME (bench/cputime.c) measures each: wall time, and user + system
# time of the process and its threads. The report gives the best and the
# median of the rounds.
#
# Correctness, in the same run: scan's output (stdout, and the summary on
# stderr) must be byte for byte that of `scan -j1 --no-quick .`, which
# parses every file in full (so the byte prefilter and the quick pass
# dropped no site), and of the default -j; it is compared with the output
# recorded in bench/linux-source-6.1.scan (and .err) too. Peak memory (GNU
# time's maximum resident set) of scan on a subtree and on the whole tree.
#
# Prints a Markdown report, and writes it between the markers
# "<!-- BEGIN make bench: scan -->" and "<!-- END make bench: scan -->" of
# docs/performance.md (BENCH_DOCS=0 leaves docs/ alone). Exit status 0; 1
# when an output differs; 2 when the tree or a tool is missing (named).
# Environment: BENCH_SCAN_RUNS, CACHE (default /var/cache/init-for-compiler/
# case-study), TARBALL (default /usr/src/linux-source-6.1.tar.xz).
set -u
out=$1 tool=$2 cputime=$3
: "${BENCH_SCAN_RUNS:=5}" "${BENCH_DOCS:=1}"
CACHE=${CACHE:-/var/cache/init-for-compiler/case-study}
TARBALL=${TARBALL:-/usr/src/linux-source-6.1.tar.xz}
export LC_ALL=C
top=$(pwd)
case $tool in /*) ;; *) tool=$top/$tool ;; esac
case $cputime in /*) ;; *) cputime=$top/$cputime ;; esac
case $out in /*) ;; *) out=$top/$out ;; esac

note() { printf 'bench-scan: %s\n' "$*" >&2; }
[ -x "$tool" ] || { note "$tool not built (make)"; exit 2; }
[ -x "$cputime" ] || { note "$cputime not built"; exit 2; }
[ -x /usr/bin/time ] || { note "GNU time not installed (apt-get install time)"; exit 2; }
tree=$CACHE/linux-source-6.1
if [ ! -f "$tree/Makefile" ]; then
	[ -r "$TARBALL" ] || { note "$TARBALL not installed (make deps: linux-source-6.1)"; exit 2; }
	note "extracting $TARBALL into $tree"
	mkdir -p "$CACHE" && rm -rf "$tree.tmp" && mkdir -p "$tree.tmp" &&
		tar -C "$tree.tmp" -xf "$TARBALL" &&
		mv "$tree.tmp/linux-source-6.1" "$tree" && rmdir "$tree.tmp" || exit 2
fi
rm -rf "$out" && mkdir -p "$out" || exit 2
load0=$(cut -d' ' -f1-3 /proc/loadavg)
date=$(date -u '+%Y-%m-%d %H:%M UTC')
start=$(date +%s)
cd "$tree" || exit 2

names='uninitialized_var|INIT_(PTR_|SCALAR_|STRUCT_)?FOR_COMPILER'
tags="$names|/[*/].*(gcc|clang|compiler|uninitiali[sz]ed)"
inc="--include=*.c --include=*.h"
cmds="scan scan-j1 grep-tags grep-names"
# run CMD: one timed run, "WALL CPU" on stdout (the command's output is
# thrown away); $inc is split on purpose
# shellcheck disable=SC2086
run() {
	case $1 in
	scan) "$cputime" "$tool" scan . ;;
	scan-j1) "$cputime" "$tool" scan -j1 . ;;
	grep-tags) "$cputime" grep -rnIiE $inc "$tags" . ;;
	grep-names) "$cputime" grep -rnIE $inc "$names" . ;;
	esac 2>/dev/null
}

# --- correctness -----------------------------------------------------------
"$tool" scan . >"$out/scan.out" 2>"$out/scan.err"
"$tool" scan -j1 --no-quick . >"$out/noquick.out" 2>"$out/noquick.err"
"$tool" scan --stats . >/dev/null 2>"$out/stats.err"
status=0
same() {
	if cmp -s "$1" "$2"; then echo same; else echo DIFFERENT; status=1; fi
}
v_noquick=$(same "$out/scan.out" "$out/noquick.out")
s_noquick=$(same "$out/scan.err" "$out/noquick.err")
v_golden=$(same "$out/scan.out" "$top/bench/linux-source-6.1.scan")
s_golden=$(same "$out/scan.err" "$top/bench/linux-source-6.1.err")
passed=$(sed -n 's/.*scan: \([0-9]*\) of [0-9]* files past the byte prefilter, \(.*\)$/\1 (\2)/p' "$out/stats.err")
parsed=$(sed -n 's/.*scan: \([0-9]*\) of [0-9]* files tokenized and parsed in full$/\1/p' "$out/stats.err")

# --- timings, interleaved ----------------------------------------------------
for c in $cmds; do run "$c" >/dev/null; done	# warm-up
r=1
while [ $r -le "$BENCH_SCAN_RUNS" ]; do
	for c in $cmds; do
		printf '%s %s\n' "$c" "$(run "$c")" >>"$out/times.txt"
	done
	r=$((r + 1))
done

# --- memory ------------------------------------------------------------------
mem() {
	/usr/bin/time -f '%M' -o "$out/mem.txt" "$tool" scan "$@" >/dev/null 2>&1
	cat "$out/mem.txt"
}
m_net=$(mem drivers/net)
m_all=$(mem .)
m_all1=$(mem -j1 .)
load1=$(cut -d' ' -f1-3 /proc/loadavg)
secs=$(($(date +%s) - start))

# --- report ------------------------------------------------------------------
files=$(find . -type f \( -name '*.c' -o -name '*.h' \) | wc -l)
bytes=$(find . -type f \( -name '*.c' -o -name '*.h' \) -exec cat {} + | wc -c)
# shellcheck disable=SC2086
g_lines=$(grep -rnIiE $inc "$tags" . | wc -l)
largest=$(find . -type f \( -name '*.c' -o -name '*.h' \) -printf '%s %p\n' | sort -n | tail -1)
stat_() {	# stat_ CMD FIELD(2 wall, 3 cpu) min|median
	awk -v c="$1" -v f="$2" '$1 == c { print $f }' "$out/times.txt" | sort -n |
		awk -v w="$3" '{ v[NR] = $1 } END {
			if (w == "min") printf "%.2f", v[1];
			else printf "%.2f", (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
sw=$(stat_ scan 2 min)
sc=$(stat_ scan 3 min)
ncpu=$(nproc)
# the backquotes below are Markdown
# shellcheck disable=SC2016
{
	printf 'Generated by `make bench` (bench/scan.sh) on %s, %s CPUs,\n' "$date" "$ncpu"
	printf 'load average %s at the start and %s at the end (the machine is\n' "$load0" "$load1"
	printf 'shared: wall times carry that noise, CPU times much less). %s rounds after a\n' "$BENCH_SCAN_RUNS"
	printf 'warm-up, the commands in turn in each round; the run took %s s.\n' "$secs"
	printf 'Do not edit between the markers: `make bench` rewrites it.\n\n'
	printf 'Tree: Debian'"'"'s linux-source-6.1, %s .c/.h files, %s bytes. %s;\n' "$files" "$bytes" "$("$tool" --version)"
	printf '%s.\n\n' "$(grep --version | head -1)"
	printf '| command | best wall (s) | median wall (s) | best CPU (s) | median CPU (s) | scan / this, best wall | scan / this, best CPU |\n'
	printf '|---|---:|---:|---:|---:|---:|---:|\n'
	for c in $cmds; do
		case $c in
		scan) label="\`init-for-compiler scan .\` (-j $ncpu)" ;;
		scan-j1) label='`init-for-compiler scan -j1 .`' ;;
		grep-tags) label="\`grep -rnIiE $inc '<names|tags>' .\`" ;;
		grep-names) label="\`grep -rnIE $inc '<names>' .\`" ;;
		esac
		w=$(stat_ "$c" 2 min) cpu=$(stat_ "$c" 3 min)
		printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$(printf '%s' "$label" | sed 's/|/\\|/g')" \
			"$w" "$(stat_ "$c" 2 median)" "$cpu" "$(stat_ "$c" 3 median)" \
			"$(ratio "$sw" "$w")" "$(ratio "$sc" "$cpu")"
	done
	printf '\nSame results: `scan .` against `scan -j1 --no-quick .` (every file parsed in\n'
	printf 'full): stdout %s, summary %s; against the output recorded in\n' "$v_noquick" "$s_noquick"
	printf 'bench/linux-source-6.1.scan and .err: stdout %s, summary %s.\n' "$v_golden" "$s_golden"
	printf 'Summary: %s\n' "$(cat "$out/scan.err")"
	printf 'grep with the *tags* pattern prints %s lines for the same files.\n' "$g_lines"
	printf 'Files past the byte prefilter: %s of %s; tokenized and parsed in full: %s.\n\n' "$passed" "$files" "$parsed"
	printf 'Peak resident memory of scan (GNU time, kB): drivers/net %s; whole tree %s\n' "$m_net" "$m_all"
	printf '(-j %s), %s (-j1). Largest file: %s bytes, %s.\n' "$ncpu" "$m_all1" "${largest%% *}" "${largest#* ./}"
} >"$out/report.md"
cat "$out/report.md"

if [ "$BENCH_DOCS" != 0 ]; then
	doc=$top/docs/performance.md
	if grep -q '^<!-- BEGIN make bench: scan -->$' "$doc" && grep -q '^<!-- END make bench: scan -->$' "$doc"; then
		awk -v rep="$out/report.md" '
			/^<!-- BEGIN make bench: scan -->$/ { print; while ((getline l < rep) > 0) print l; skip = 1; next }
			/^<!-- END make bench: scan -->$/ { skip = 0 }
			!skip { print }' "$doc" >"$doc.tmp" && mv "$doc.tmp" "$doc"
	else
		note "docs/performance.md has no scan markers: left alone"
	fi
fi
[ $status = 0 ] || note "an output differs: see $out"
exit $status
