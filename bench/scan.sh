#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# bench/scan.sh - what `init-for-compiler scan` costs a user, against the
# previous tool and grep, on three trees (make bench, make bench-scan;
# issues 13 and 35).
#
#   bench/scan.sh OUTDIR TOOL CPUTIME  (run from the top of the tree)
#
# The trees (all under $CACHE, made once and only read here):
#   linux    Debian's linux-source-6.1, the pristine copy `make case-study`
#            uses ($TARBALL unpacked);
#   ffmpeg   FFmpeg 5.1.9, Debian 12's source package's upstream tarball
#            (scripts/debian-source.sh, as scripts/case-study-ffmpeg.sh);
#   linux4   four copies of linux (hard links: `cp -al`), so that the
#            growth with the number of files shows.
# The commands, on each tree, run from its top on ".":
#   scan-j1, scan-j2   this tool, `scan -j1 .` and `scan -j2 .`
#   prev-j1, prev-j2   the previous tool, built from commit $BENCH_PREV
#                      (default 031eb3e, the tool of 2026-12-04, before the
#                      shims) with `git archive` into $PREVDIR, once
#   grep-tags          grep -rnIiE --include=*.c --include=*.h '<names|tags>'
#   grep-names         grep -rnIE --include=*.c --include=*.h '<names>'
# (<names>: the five macros; <tags>: a comment naming gcc, clang, the
# compiler or "uninitialized": what grep can do for the kinds scan finds;
# grep has no threads.)
#
# Round by round (BENCH_SCAN_RUNS rounds, default 3, after one untimed
# warm-up round so that the page cache is warm), each command runs once, in
# turn, so that a change of load on the shared machine hits them alike.
# CPUTIME (bench/cputime.c) measures each: wall time, and user + system
# time of the process and its threads. The tables give the best and the
# median of the rounds. Files opened: one more run of each command under
# strace -f -e trace=openat, counting the regular files of the tree opened
# (directories aside; strace -y names each descriptor's file), and the
# distinct ones among them.
#
# Correctness, in the same run, on linux: scan's output (stdout, and the
# summary on stderr) must be byte for byte that of `scan -j1 --no-quick .`,
# which parses every file in full, and the output recorded in
# bench/linux-source-6.1.scan (and .err). Peak memory (GNU time's maximum
# resident set) of scan -j1 and -j2 on each tree.
#
# The goals of issue 35, per tree, from the best CPU and wall times: scan's
# CPU at -j1 at most grep-tags'; scan -j2's wall at most 0.6 times
# grep-tags'; scan no slower than the previous tool (CPU at -j1, wall at
# -j2). The report says for each whether it is met.
#
# Prints a Markdown report, and writes it between the markers
# "<!-- BEGIN make bench: scan -->" and "<!-- END make bench: scan -->" of
# docs/performance.md, and its headline figures into docs/ledger.tsv
# (BENCH_DOCS=0 leaves docs/ alone). Exit status 0; 1 when an output
# differs; 2 when a tree or a tool is missing (named). Environment:
# BENCH_SCAN_RUNS, BENCH_PREV, BENCH_SCAN_TREES (default "linux ffmpeg
# linux4"), CACHE (default /var/cache/init-for-compiler/case-study),
# PREVDIR (default $CACHE/../prev-tool), TARBALL (default
# /usr/src/linux-source-6.1.tar.xz).
set -u -f	# -f: the patterns below are no globs
out=$1 tool=$2 cputime=$3
: "${BENCH_SCAN_RUNS:=3}" "${BENCH_DOCS:=1}" "${BENCH_PREV:=031eb3e}"
: "${BENCH_SCAN_TREES:=linux ffmpeg linux4}"
CACHE=${CACHE:-/var/cache/init-for-compiler/case-study}
PREVDIR=${PREVDIR:-$(dirname "$CACHE")/prev-tool}
TARBALL=${TARBALL:-/usr/src/linux-source-6.1.tar.xz}
export LC_ALL=C
top=$(pwd)
case $tool in /*) ;; *) tool=$top/$tool ;; esac
case $cputime in /*) ;; *) cputime=$top/$cputime ;; esac
case $out in /*) ;; *) out=$top/$out ;; esac

note() { printf 'bench-scan: %s\n' "$*" >&2; }
say() { note "$*"; }
die() { note "$*"; exit 2; }
[ -x "$tool" ] || die "$tool not built (make)"
[ -x "$cputime" ] || die "$cputime not built"
[ -x /usr/bin/time ] || die "GNU time not installed (apt-get install time)"
command -v strace >/dev/null || die "strace not installed (make deps)"
rm -rf "$out" && mkdir -p "$out" || exit 2

# --- the trees -------------------------------------------------------------
tree_linux() {
	local t=$CACHE/linux-source-6.1
	if [ ! -f "$t/Makefile" ]; then
		[ -r "$TARBALL" ] || die "$TARBALL not installed (make deps: linux-source-6.1)"
		note "extracting $TARBALL into $t"
		mkdir -p "$CACHE" && rm -rf "$t.tmp" && mkdir -p "$t.tmp" &&
			tar -C "$t.tmp" -xf "$TARBALL" &&
			mv "$t.tmp/linux-source-6.1" "$t" && rmdir "$t.tmp" || exit 2
	fi
	echo "$t"
}
tree_ffmpeg() {
	# shellcheck source=scripts/debian-source.sh
	. "$top/scripts/debian-source.sh"
	debian_source "$CACHE/ffmpeg" ffmpeg 7:5.1.9-0+deb12u1 ffmpeg_5.1.9.orig.tar.xz ffmpeg-5.1.9 >&2
	echo "$CACHE/ffmpeg/ffmpeg-5.1.9"
}
tree_linux4() {
	local l t=$CACHE/linux-x4 i
	l=$(tree_linux) || exit 2
	if [ ! -f "$t/4/Makefile" ]; then
		note "making $t: four copies of $l (hard links)"
		rm -rf "$t" && mkdir -p "$t" || exit 2
		for i in 1 2 3 4; do cp -al "$l" "$t/$i" || exit 2; done
	fi
	echo "$t"
}

# --- the previous tool -------------------------------------------------------
prev=$PREVDIR/$BENCH_PREV/init-for-compiler
if [ ! -x "$prev" ]; then
	git -C "$top" cat-file -e "$BENCH_PREV^{commit}" 2>/dev/null ||
		die "commit $BENCH_PREV is not in this clone's history (a shallow clone? git fetch --unshallow)"
	note "building the tool of $BENCH_PREV into $PREVDIR/$BENCH_PREV"
	src=$PREVDIR/$BENCH_PREV/src
	rm -rf "$src" && mkdir -p "$src" &&
		git -C "$top" archive "$BENCH_PREV" | tar -C "$src" -x &&
		make -C "$src" -s BUILD="$src/build" "$src/build/tool/init-for-compiler" >"$PREVDIR/$BENCH_PREV.log" 2>&1 &&
		cp "$src/build/tool/init-for-compiler" "$prev" ||
		die "building $BENCH_PREV failed, see $PREVDIR/$BENCH_PREV.log"
fi

names='uninitialized_var|INIT_(PTR_|SCALAR_|STRUCT_)?FOR_COMPILER'
tags="$names|/[*/].*(gcc|clang|compiler|uninitiali[sz]ed)"
inc="--include=*.c --include=*.h"
cmds="scan-j1 scan-j2 prev-j1 prev-j2 grep-tags grep-names"
# cmd NAME: the command line of NAME, on stdout, one word a line
cmdline() {
	case $1 in
	scan-j*) printf '%s\n' "$tool" scan "-j${1#scan-j}" . ;;
	prev-j*) printf '%s\n' "$prev" scan "-j${1#prev-j}" . ;;
	grep-tags) printf '%s\n' grep -rnIiE --include=*.c --include=*.h "$tags" . ;;
	grep-names) printf '%s\n' grep -rnIE --include=*.c --include=*.h "$names" . ;;
	esac
}
# run NAME [PREFIX...]: NAME once under the PREFIX command; its output
# thrown away
run() {
	local c=$1 IFS='
'
	shift
	# shellcheck disable=SC2046
	"$@" $(cmdline "$c") 2>/dev/null
}

load0=$(cut -d' ' -f1-3 /proc/loadavg)
date=$(date -u '+%Y-%m-%d %H:%M UTC')
start=$(date +%s)
status=0
same() {
	if cmp -s "$1" "$2"; then echo same; else echo DIFFERENT; status=1; fi
}

# --- one tree ----------------------------------------------------------------
bench_tree() {	# bench_tree NAME DIR: $out/NAME/{times.txt,opens.txt,mem.txt}
	local name=$1 dir=$2 o=$out/$1 r c
	mkdir -p "$o"
	cd "$dir" || exit 2
	note "$name: $dir"
	find . -type f \( -name '*.c' -o -name '*.h' \) >"$o/files.txt"
	find "$(pwd -P)" -type f >"$o/regular.txt"
	"$tool" scan --stats . >"$o/scan.out" 2>"$o/scan.err"
	for c in $cmds; do run "$c" >/dev/null; done	# warm-up
	for r in $(seq "$BENCH_SCAN_RUNS"); do
		for c in $cmds; do
			printf '%s %s\n' "$c" "$(run "$c" "$cputime" 2>/dev/null)" >>"$o/times.txt"
		done
	done
	for c in $cmds; do
		run "$c" strace -f -qq -y -e trace=openat -o "$o/strace.$c" >/dev/null
		# regular files of the tree opened, all and distinct: -y gives
		# the path of the descriptor returned (grep opens by a name
		# relative to its directory's descriptor); with threads, strace
		# splits a call into "<unfinished ...>" and "resumed" lines, the
		# flags on one and the result on the other: a path counts when it
		# is one of the tree's regular files
		sed -n 's/.*= [0-9][0-9]*<\(.*\)>$/\1/p' "$o/strace.$c" |
			awk 'NR == FNR { f[$0] = 1; next } $0 in f' "$o/regular.txt" - >"$o/opened.$c"
		printf '%s %s %s\n' "$c" "$(wc -l <"$o/opened.$c")" "$(sort -u "$o/opened.$c" | wc -l)" >>"$o/opens.txt"
		rm -f "$o/strace.$c" "$o/opened.$c"
	done
	for c in scan-j1 scan-j2; do
		run "$c" /usr/bin/time -f '%M' -o "$o/mem.$c" >/dev/null
		printf '%s %s\n' "$c" "$(cat "$o/mem.$c")" >>"$o/mem.txt"
	done
	cd "$top" || exit 2
}

for t in $BENCH_SCAN_TREES; do
	case $t in
	linux|ffmpeg|linux4) d=$(tree_"$t") || exit 2 ;;
	*) die "unknown tree $t (linux, ffmpeg, linux4)" ;;
	esac
	bench_tree "$t" "$d"
	if [ "$t" = linux ]; then
		(cd "$d" && "$tool" scan -j1 --no-quick . >"$out/noquick.out" 2>"$out/noquick.err")
		v_noquick=$(same "$out/linux/scan.out" "$out/noquick.out")
		s_noquick=$(grep -v 'files past\|tokenized\|opened' "$out/linux/scan.err" | cmp -s - "$out/noquick.err" && echo same || { status=1; echo DIFFERENT; })
		v_golden=$(same "$out/linux/scan.out" "$top/bench/linux-source-6.1.scan")
		s_golden=$(grep -v 'files past\|tokenized\|opened' "$out/linux/scan.err" | cmp -s - "$top/bench/linux-source-6.1.err" && echo same || { status=1; echo DIFFERENT; })
	fi
done
load1=$(cut -d' ' -f1-3 /proc/loadavg)
secs=$(($(date +%s) - start))

# --- report ------------------------------------------------------------------
# stat_ TREE CMD FIELD(2 wall, 3 cpu) min|median [FORMAT]: to 0.01 s for the
# tables; the goals' ratios take the times as measured (%.6f), not rounded
# (0.148 s against 0.146 s is 1.01, not met; 0.15 against 0.15 said 1.00)
stat_() {
	awk -v c="$2" -v f="$3" '$1 == c { print $f }' "$out/$1/times.txt" | sort -n |
		awk -v w="$4" -v fmt="${5:-%.2f}" '{ v[NR] = $1 } END {
			if (w == "min") printf fmt, v[1];
			else printf fmt, (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
# the goals' ratios to three places, and met only when the ratio as
# measured is within the limit (a rounded 1.00 can be 1.004)
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
goal() {	# goal A B LIMIT: met / not met, A / B against LIMIT unrounded
	awk -v a="$1" -v b="$2" -v l="$3" 'BEGIN { print (a / b <= l) ? "met" : "**not met**" }'
}
label() {
	case $1 in
	scan-j*) printf '`init-for-compiler scan -j%s .`' "${1#scan-j}" ;;
	prev-j*) printf 'the tool of %s, `scan -j%s .`' "$BENCH_PREV" "${1#prev-j}" ;;
	grep-tags) printf "\`grep -rnIiE %s '<names\\\\|tags>' .\`" "$inc" ;;
	grep-names) printf "\`grep -rnIE %s '<names>' .\`" "$inc" ;;
	esac
}
tree_title() {
	case $1 in
	linux) echo "Debian's linux-source-6.1" ;;
	ffmpeg) echo "FFmpeg 5.1.9 (Debian 12's upstream tarball)" ;;
	linux4) echo "four copies of linux-source-6.1 (hard links)" ;;
	esac
}
rm -f "$out/figures.tsv"
fig() { printf '%s\t%s\n' "$1" "$2" >>"$out/figures.tsv"; }
ncpu=$(nproc)
# the backquotes below are Markdown
# shellcheck disable=SC2016
{
	printf 'Generated by `make bench-scan` (bench/scan.sh) on %s, %s CPUs,\n' "$date" "$ncpu"
	printf 'load average %s at the start and %s at the end (the machine is\n' "$load0" "$load1"
	printf 'shared: wall times carry that noise, CPU times less). %s rounds after a\n' "$BENCH_SCAN_RUNS"
	printf 'warm-up, the commands in turn in each round; the run took %s s.\n' "$secs"
	printf '%s; the previous tool: commit %s. %s.\n' "$("$tool" --version)" "$BENCH_PREV" "$(grep --version | head -1)"
	printf 'Do not edit between the markers: `make bench-scan` rewrites it.\n'
	for t in $BENCH_SCAN_TREES; do
		nf=$(wc -l <"$out/$t/files.txt")
		printf '\n**%s**, %s .c/.h files.\n\n' "$(tree_title "$t")" "$nf"
		printf '| command | best CPU (s) | median CPU (s) | best wall (s) | median wall (s) | files opened (distinct) |\n'
		printf '|---|---:|---:|---:|---:|---:|\n'
		for c in $cmds; do
			read -r _ op od <<EOF
$(awk -v c="$c" '$1 == c' "$out/$t/opens.txt")
EOF
			printf '| %s | %s | %s | %s | %s | %s (%s) |\n' "$(label "$c")" \
				"$(stat_ "$t" "$c" 3 min)" "$(stat_ "$t" "$c" 3 median)" \
				"$(stat_ "$t" "$c" 2 min)" "$(stat_ "$t" "$c" 2 median)" "$op" "$od"
			fig "bench.scan.$t.$c.cpu" "$(stat_ "$t" "$c" 3 min)"
			fig "bench.scan.$t.$c.wall" "$(stat_ "$t" "$c" 2 min)"
			fig "bench.scan.$t.$c.opened" "$op"
		done
		sc1=$(stat_ "$t" scan-j1 3 min %.6f) sw2=$(stat_ "$t" scan-j2 2 min %.6f)
		gc1=$(stat_ "$t" grep-tags 3 min %.6f) gw2=$(stat_ "$t" grep-tags 2 min %.6f)
		pc1=$(stat_ "$t" prev-j1 3 min %.6f) pw2=$(stat_ "$t" prev-j2 2 min %.6f)
		g1=$(ratio "$sc1" "$gc1") g2=$(ratio "$sw2" "$gw2")
		p1=$(ratio "$sc1" "$pc1") p2=$(ratio "$sw2" "$pw2")
		fig "bench.scan.$t.files" "$nf"
		fig "bench.scan.$t.j1-cpu-vs-grep" "$g1"
		fig "bench.scan.$t.j2-wall-vs-grep" "$g2"
		fig "bench.scan.$t.j1-cpu-vs-prev" "$p1"
		fig "bench.scan.$t.j2-wall-vs-prev" "$p2"
		# the verdicts too, so that no sentence of the pages states them
		# by hand (a "not met" left over after a run that met it)
		fig "bench.scan.$t.j1-cpu-vs-grep.goal" "$(goal "$sc1" "$gc1" 1 | tr -d '*')"
		fig "bench.scan.$t.j2-wall-vs-grep.goal" "$(goal "$sw2" "$gw2" 0.6 | tr -d '*')"
		fig "bench.scan.$t.j1-cpu-vs-prev.goal" "$(goal "$sc1" "$pc1" 1 | tr -d '*')"
		fig "bench.scan.$t.j2-wall-vs-prev.goal" "$(goal "$sw2" "$pw2" 1 | tr -d '*')"
		fig "bench.scan.$t.goals.met" "$(for x in "$sc1 $gc1 1" "$sw2 $gw2 0.6" "$sc1 $pc1 1" "$sw2 $pw2 1"; do
			# shellcheck disable=SC2086
			goal $x; done | grep -cx met)"
		fig "bench.scan.$t.prefilter.passed" "$(sed -n 's/^init-for-compiler: scan: \([0-9]*\) of [0-9]* files past the byte prefilter.*/\1/p' "$out/$t/scan.err")"
		fig "bench.scan.$t.parsed" "$(sed -n 's/^init-for-compiler: scan: \([0-9]*\) of [0-9]* files tokenized and parsed in full.*/\1/p' "$out/$t/scan.err")"
		printf '\nGoals (best times): scan -j1 CPU / grep-tags CPU = %s (at most 1: %s);\n' "$g1" "$(goal "$sc1" "$gc1" 1)"
		printf 'scan -j2 wall / grep-tags wall = %s (at most 0.6: %s); scan / the tool of %s:\n' "$g2" "$(goal "$sw2" "$gw2" 0.6)" "$BENCH_PREV"
		printf 'CPU at -j1 %s, wall at -j2 %s (at most 1: %s, %s).\n' "$p1" "$p2" "$(goal "$sc1" "$pc1" 1)" "$(goal "$sw2" "$pw2" 1)"
		printf 'Summary: %s\n' "$(head -1 "$out/$t/scan.err")"
		printf '%s\n' "$(grep 'files opened' "$out/$t/scan.err" | sed 's/^init-for-compiler: scan: /scan --stats: /')."
		printf 'Peak resident memory of scan (GNU time, kB): -j1 %s, -j2 %s.\n' \
			"$(awk '$1 == "scan-j1" { print $2 }' "$out/$t/mem.txt")" "$(awk '$1 == "scan-j2" { print $2 }' "$out/$t/mem.txt")"
	done
	if [ -n "${v_noquick:-}" ]; then
		printf '\nSame results on linux: `scan .` against `scan -j1 --no-quick .` (every file\n'
		printf 'parsed in full): stdout %s, summary %s; against the output recorded in\n' "$v_noquick" "$s_noquick"
		printf 'bench/linux-source-6.1.scan and .err: stdout %s, summary %s.\n' "$v_golden" "$s_golden"
	fi
} >"$out/report.md"
cat "$out/report.md"

if [ "$BENCH_DOCS" != 0 ]; then
	doc=$top/docs/performance.md
	if grep -q '^<!-- BEGIN make bench: scan -->$' "$doc" && grep -q '^<!-- END make bench: scan -->$' "$doc"; then
		awk -v rep="$out/report.md" '
			/^<!-- BEGIN make bench: scan -->$/ { print; while ((getline l < rep) > 0) print l; skip = 1; next }
			/^<!-- END make bench: scan -->$/ { skip = 0 }
			!skip { print }' "$doc" >"$doc.tmp" && mv "$doc.tmp" "$doc"
		(cd "$top" && scripts/ledger.py record "$out/figures.tsv" --how 'make bench-scan')
	else
		note "docs/performance.md has no scan markers: left alone"
	fi
fi
[ $status = 0 ] || note "an output differs: see $out"
exit $status
