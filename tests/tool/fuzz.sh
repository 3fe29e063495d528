#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/tool/fuzz.sh - build and run the tool's fuzz harnesses.
#
#   fuzz.sh --missing
#       Print, one per line, what the libFuzzer runs need and is not
#       installed ("clang-19"; "libclang-rt-19-dev (...)"), by looking for
#       the compiler and for its runtime libraries by name. Prints nothing
#       when all is there. Exit status 0.
#   fuzz.sh --replay [HARNESS...] [INPUT...]
#       Without libFuzzer: build each harness with $CC (default cc)
#       -fsanitize=address,undefined and fuzz_main.c, and feed it every
#       regression input (tests/tool/fuzz-regress/HARNESS/) and seed, or
#       the INPUT files and directories given.
#   fuzz.sh [--seconds N] [--seed S --runs R] [HARNESS...]
#       With clang-19's libFuzzer (-fsanitize=fuzzer,address,undefined):
#       with --seed, a fixed-seed pass of R inputs from the seeds alone,
#       without address space randomization (setarch -R): the same inputs
#       every time, reproducible; with --seconds, a random pass of N
#       seconds per harness that grows the corpus kept in
#       $BUILD/tool/fuzz/corpus/HARNESS. Both when both are given (the
#       fixed-seed pass first); a random pass of 60 s when neither is. The
#       fuzzers run in $BUILD/tool/fuzz/cwd, an empty directory ($FUZZ_WORKDIR
#       for the harnesses).
#   fuzz.sh --list
#       The harnesses' names.
#
# HARNESS: lexer (tests/tool/fuzz_lexer.c: lexer, matchers, convert),
# audit (fuzz_audit.c: the log reader), ccdb (fuzz_ccdb.c: the
# compile_commands.json reader), sarif (fuzz_sarif.c: the SARIF writer);
# all of them when none is named (fuzz.sh --list names them).
#
# Limits, the same in every pass (libFuzzer's flags; in the replay, the
# -timeout=N of fuzz_main.c and ASAN_OPTIONS hard_rss_limit_mb and
# max_allocation_size_mb):
#   FUZZ_TIMEOUT (10)          seconds one input may run (-timeout=)
#   FUZZ_RSS_LIMIT_MB (2048)   resident memory of the fuzzer (-rss_limit_mb=)
#   FUZZ_MALLOC_LIMIT_MB (the RSS limit)  one allocation (-malloc_limit_mb=)
# and a whole pass ends within its seconds (0 for the replay) + 300 s
# (timeout(1)), whatever the limits above do.
#
# Output: one line per harness and pass, then the exit status:
#   fuzz: HARNESS PASS: clean: DETAILS
#   fuzz: HARNESS PASS: FAILED: WHAT; reproducer FILE
# where PASS is "replay", "fixed seed" or "random", DETAILS include the
# peak RSS and the slowest input of a libFuzzer pass (against the limits),
# and WHAT is the harness's "fuzz assertion failed: ..." line, the
# sanitizer's or libFuzzer's report (crash, leak), "timeout: ..." or "out
# of memory: ..." with the limit that was passed, or why the build failed.
# Exit status: 0 when every pass was clean; 1 when one failed (a crash, a
# sanitizer report, a timeout, an out-of-memory, a build error); 2 on a
# usage error or when a tool is missing (named on stderr). A missing tool is
# never reported through the exit status alone: tests/tool/fuzz-check.sh
# asks --missing and skips naming it.
#
# Environment: BUILD (default build), FUZZ_CC (default clang-19), CC (the
# replay build, default cc), FUZZ_SRC (the directory holding fuzz_*.c and
# fuzz.h, default tests/tool: tests plant a crash in a copy).
set -u
here=$(pwd)
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 2
HARNESSES="lexer audit ccdb sarif ppif"
CLANG=${FUZZ_CC:-clang-19}
REPLAY_CC=${CC:-cc}
SRC=${FUZZ_SRC:-tests/tool}
case $SRC in /*) ;; *) SRC=$top/$SRC ;; esac
F=${BUILD:-build}/tool/fuzz
case $F in /*) ;; *) F=$top/$F ;; esac
# the tool's sources but its command line (main.c, cmd.c, builtin/: tools/tool.mk)
LIB_SRCS=$(ls tools/*.c | grep -v -E '^tools/(main|cmd[a-z]*)\.c$' | tr '\n' ' ')
STD="-std=c11 -D_XOPEN_SOURCE=700 -I$top/tools"
SAN="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
# libFuzzer exit codes, distinct from each other and from 0/1/2 and 77
# (libFuzzer's out-of-memory exit code is 71, not settable)
ERROR_EXIT=98
TIMEOUT_EXIT=97
# Limits (see above; docs/tool.md has the figures). The clean harnesses
# peak at a quarter of the RSS limit or less (ASan's quarantine included;
# the clean lines print the peak) and take well under 1 s an input: the
# limits only stop a runaway input before it takes a 2-core CI machine.
# libFuzzer reads the RSS once a second, so a runaway allocation gets
# beyond the limit by what it allocates in that second before it stops.
TIMEOUT=${FUZZ_TIMEOUT:-10}
RSS_MB=${FUZZ_RSS_LIMIT_MB:-2048}
MALLOC_MB=${FUZZ_MALLOC_LIMIT_MB:-$RSS_MB}
for v in "$TIMEOUT" "$RSS_MB" "$MALLOC_MB"; do
	case $v in ''|*[!0-9]*|0) echo "fuzz.sh: FUZZ_TIMEOUT, FUZZ_RSS_LIMIT_MB, FUZZ_MALLOC_LIMIT_MB: positive integers" >&2; exit 2 ;; esac
done
LIMITS="-timeout=$TIMEOUT -rss_limit_mb=$RSS_MB -malloc_limit_mb=$MALLOC_MB"

usage() {
	sed -n '3,/^# Output:/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//' >&2
	exit 2
}

# The seed inputs of a harness (directories in the source tree).
seeds() {
	case $1 in
	lexer) echo "$top/tests/tool/corpus $top/tests/tool/program $top/tests/tool/audit" ;;
	audit) echo "$top/tests/tool/logs $top/tests/tool/fuzz-seeds/audit" ;;
	ccdb) echo "$top/tests/tool/fuzz-seeds/ccdb" ;;
	sarif) echo "$top/tests/tool/fuzz-seeds/sarif" ;;
	ppif) echo "$top/tests/tool/fuzz-seeds/ppif $top/tests/tool/audit-ifdef" ;;
	esac
}

# missing: what libFuzzer needs, by name
missing() {
	if ! command -v "$CLANG" >/dev/null 2>&1; then
		echo "$CLANG"
		return
	fi
	res=$("$CLANG" -print-resource-dir 2>/dev/null)
	arch=$(uname -m)
	for rt in fuzzer asan ubsan_standalone; do
		if [ -z "$res" ] || { [ ! -f "$res/lib/linux/libclang_rt.$rt-$arch.a" ] &&
			[ ! -f "$res/lib/$arch-pc-linux-gnu/libclang_rt.$rt.a" ] &&
			[ ! -f "$res/lib/$arch-unknown-linux-gnu/libclang_rt.$rt.a" ]; }; then
			v=$("$CLANG" -dumpversion 2>/dev/null | cut -d. -f1)
			echo "libclang-rt-${v:-N}-dev (libclang_rt.$rt of $CLANG, under ${res:-its resource directory})"
			return
		fi
	done
}

# first_report LOG: the line that says what went wrong; a timeout and an
# out-of-memory say so first, with the limit that was passed
first_report() {
	l=$(grep -m1 -E '^fuzz-replay: timeout: |ERROR: libFuzzer: timeout after ' "$1" | sed 's/^==[0-9]*== //')
	if [ -n "$l" ]; then
		echo "timeout (limit: $TIMEOUT s for one input): ${l#fuzz-replay: timeout: }" | cut -c1-400
		return
	fi
	l=$(grep -m1 -E 'ERROR: libFuzzer: out-of-memory|AddressSanitizer: hard rss limit exhausted|AddressSanitizer: requested allocation size|AddressSanitizer: out of memory' "$1" |
		sed 's/^==[0-9]*== *//; s/^ERROR: //')
	if [ -n "$l" ]; then
		echo "out of memory (limits: $RSS_MB MB resident, $MALLOC_MB MB in one allocation): $l" | cut -c1-400
		return
	fi
	for pat in '^fuzz assertion failed: ' 'runtime error: ' '^SUMMARY: ' '^==[0-9]*==ERROR: ' \
		'ERROR: libFuzzer: ' '^ALARM: '; do
		l=$(grep -m1 -E "$pat" "$1")
		if [ -n "$l" ]; then
			printf '%s\n' "$l" | sed 's/^==[0-9]*==//' | cut -c1-400
			return
		fi
	done
}

# first_line LOG: the first line of a log, for a build error
first_line() {
	grep -m1 -E 'error|undefined reference' "$1" | cut -c1-400
}

case ${1:-} in
--missing)
	missing
	exit 0
	;;
--list)
	echo $HARNESSES
	exit 0
	;;
--help|-h)
	usage
	;;
esac

mkdir -p "$F" || exit 2
W=$(mktemp -d "$F/run.XXXXXX") || exit 2
trap 'rm -rf "$W"' EXIT
status=0

# ------------------------------------------------------------- replay
if [ "${1:-}" = --replay ]; then
	shift
	# harness names, then (optionally) the inputs
	list=
	while [ $# -gt 0 ]; do
		case " $HARNESSES " in *" $1 "*) list="$list $1"; shift ;; *) break ;; esac
	done
	list=${list:-$HARNESSES}
	# the tool's sources compiled once, one object each (a compile ccache
	# can keep: tests/lib/ccache.sh), then each harness linked with them
	lib_log=$W/replay-lib.log
	mkdir -p "$W/replay-lib"
	for h in $list; do
		if ! command -v "$REPLAY_CC" >/dev/null 2>&1; then
			echo "fuzz.sh: $REPLAY_CC not installed" >&2
			exit 2
		fi
		if [ ! -e "$lib_log" ]; then
			: >"$lib_log"
			for s in $LIB_SRCS; do
				# shellcheck disable=SC2086
				"$REPLAY_CC" $STD -g -O1 $SAN -c -o "$W/replay-lib/$(basename "$s" .c).o" "$s" \
					>>"$lib_log" 2>&1 || echo "$s: error: not compiled" >>"$lib_log"
			done
		fi
		bin=$W/replay-$h
		cp "$lib_log" "$W/build-$h.log"
		# shellcheck disable=SC2086
		if grep -q ': error: not compiled$' "$lib_log" ||
			! "$REPLAY_CC" $STD -g -O1 $SAN -o "$bin" "$SRC/fuzz_main.c" "$SRC/fuzz_$h.c" \
			"$W"/replay-lib/*.o >>"$W/build-$h.log" 2>&1; then
			cp "$W/build-$h.log" "$F/replay-build-$h.log"
			echo "fuzz: $h replay: FAILED: build with $REPLAY_CC: $(first_line "$W/build-$h.log") (see $F/replay-build-$h.log)"
			status=1
			continue
		fi
		if [ $# -gt 0 ]; then
			inputs=
			for i; do
				case $i in /*) ;; *) i=$here/$i ;; esac
				inputs="$inputs $i"
			done
		else
			inputs=$(seeds "$h")
			[ -d "$top/tests/tool/fuzz-regress/$h" ] &&
				inputs="$top/tests/tool/fuzz-regress/$h $inputs"
		fi
		nreg=$(find "$top/tests/tool/fuzz-regress/$h" -type f ! -name '.*' 2>/dev/null | wc -l)
		mkdir -p "$W/cwd"
		# the limits of the libFuzzer passes, and 300 s for the whole run
		# shellcheck disable=SC2086
		if (cd "$W/cwd" && FUZZ_WORKDIR=$W/cwd \
			ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}hard_rss_limit_mb=$RSS_MB:max_allocation_size_mb=$MALLOC_MB" \
			timeout -k 10 300 "$bin" -timeout="$TIMEOUT" $inputs) >"$W/replay-$h.log" 2>&1; then
			n=$(sed -n 's/^fuzz-replay: \([0-9]*\) inputs, no failure$/\1/p' "$W/replay-$h.log")
			echo "fuzz: $h replay: clean: ${n:-?} inputs ($nreg regression inputs and the seeds), $REPLAY_CC with ASan and UBSan"
		else
			rc=$?
			cp "$W/replay-$h.log" "$F/replay-$h.log"
			last=$(grep '^fuzz-replay: ' "$W/replay-$h.log" | grep -v '^fuzz-replay: timeout: ' |
				tail -1 | sed 's/^fuzz-replay: //')
			what=$(first_report "$W/replay-$h.log")
			case $rc in
			124|137) what="the run did not end within 300 s${what:+: $what}" ;;
			esac
			if [ -z "$what" ] && [ $rc -eq 2 ]; then
				echo "fuzz: $h replay: FAILED: cannot read the inputs: $last"
			else
				echo "fuzz: $h replay: FAILED: ${what:-exit status $rc}; reproducer $last (log $F/replay-$h.log)"
			fi
			status=1
		fi
	done
	exit $status
fi

# ------------------------------------------------------------- libFuzzer
secs= seed= runs= list=
while [ $# -gt 0 ]; do
	case $1 in
	--seconds) secs=${2:?}; shift 2 ;;
	--seed) seed=${2:?}; shift 2 ;;
	--runs) runs=${2:?}; shift 2 ;;
	-*) usage ;;
	*) list="$list $1"; shift ;;
	esac
done
[ -n "$seed" ] && [ -z "$runs" ] && usage
[ -z "$seed" ] && [ -n "$runs" ] && usage
[ -z "$seed" ] && [ -z "$secs" ] && secs=60
list=${list:-$HARNESSES}
for h in $list; do
	case " $HARNESSES " in *" $h "*) ;; *) echo "fuzz.sh: no harness '$h'" >&2; exit 2 ;; esac
done
m=$(missing)
if [ -n "$m" ]; then
	echo "fuzz.sh: not installed: $m" >&2
	exit 2
fi

# the tool's sources once, then one binary per harness
FZ="$STD -g -O1 $SAN"
for s in $LIB_SRCS; do
	o=$W/$(basename "$s" .c).o
	# shellcheck disable=SC2086
	if ! "$CLANG" $FZ -fsanitize=fuzzer-no-link -c -o "$o" "$s" >>"$W/build.log" 2>&1; then
		cp "$W/build.log" "$F/build.log"
		for h in $list; do
			echo "fuzz: $h build: FAILED: $CLANG: $(first_line "$W/build.log") (see $F/build.log)"
		done
		exit 1
	fi
done

# The fixed-seed pass runs without address space randomization: libFuzzer
# also mutates with the values the code compares, pointers among them.
norand=
if setarch "$(uname -m)" -R true >/dev/null 2>&1; then
	norand="setarch $(uname -m) -R"
fi

# run H PASS [PREFIX] -- OPTIONS...: one libFuzzer pass, one result line
run() {
	h=$1 pass=$2 prefix=
	shift 2
	if [ "$1" != -- ]; then
		prefix=$1
		shift
	fi
	shift
	art=$F/artifacts/$h
	mkdir -p "$art"
	log=$W/$h-$(echo "$pass" | tr ' ' -).log
	limit=$(( ${secs:-0} + 300 ))
	# in an empty directory, the same every time: the log reader looks
	# relative paths up, and hashes them
	mkdir -p "$F/cwd"
	# shellcheck disable=SC2086
	(cd "$F/cwd" && FUZZ_WORKDIR=$F/cwd timeout -k 10 "$limit" $prefix "$W/fuzz-$h" -error_exitcode=$ERROR_EXIT \
		-timeout_exitcode=$TIMEOUT_EXIT -max_len=4096 $LIMITS \
		-print_final_stats=1 -artifact_prefix="$art/" "$@") >"$log" 2>&1
	rc=$?
	execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
	used=$(sed -n 's/^INFO: Seed: //p' "$log" | head -1)
	corpus=$(grep -E '^#[0-9]+[[:space:]]+DONE ' "$log" | tail -1 | sed -n 's/.*corp: \([0-9]*\/[0-9a-zA-Z]*\).*/\1/p')
	peak=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -1)
	slow=$(sed -n 's/^stat::slowest_unit_time_sec: *//p' "$log" | tail -1)
	if [ $rc -eq 0 ]; then
		# libFuzzer counts whole seconds
		[ "$slow" = 0 ] && slow="under 1"
		echo "fuzz: $h $pass: clean: ${execs:-?} execs, seed ${used:-?}, corpus ${corpus:-?} inputs/bytes, peak RSS ${peak:-?} MB (limit $RSS_MB), slowest input ${slow:-?} s (limit $TIMEOUT)${note:-}"
		return 0
	fi
	cp "$log" "$F/$h-$(echo "$pass" | tr ' ' -).log"
	a=$(sed -n 's/.*Test unit written to \([^ ]*\).*/\1/p' "$log" | tail -1)
	what=$(first_report "$log")
	case $rc in
	124|137) what="the run did not end within $limit s${what:+: $what}" ;;
	esac
	echo "fuzz: $h $pass: FAILED: ${what:-exit status $rc} (exit status $rc, seed ${used:-?}); reproducer ${a:-none written}; replay: tests/tool/fuzz.sh --replay $h ${a:-FILE}; keep it: cp ${a:-FILE} tests/tool/fuzz-regress/$h/; log $F/$h-$(echo "$pass" | tr ' ' -).log"
	return 1
}

for h in $list; do
	# shellcheck disable=SC2086
	if ! "$CLANG" $FZ -fsanitize=fuzzer -o "$W/fuzz-$h" "$SRC/fuzz_$h.c" "$W"/*.o \
		>"$W/build-$h.log" 2>&1; then
		cp "$W/build-$h.log" "$F/build-$h.log"
		echo "fuzz: $h build: FAILED: $CLANG: $(first_line "$W/build-$h.log") (see $F/build-$h.log)"
		status=1
		continue
	fi
	reg=$top/tests/tool/fuzz-regress/$h
	[ -d "$reg" ] || reg=
	if [ -n "$seed" ]; then
		# the seeds and regression inputs alone, into an empty corpus: the
		# same inputs on every run of the same build
		mkdir -p "$W/seeded-$h"
		if [ -n "$norand" ]; then note=", ASLR off"; else note=", ASLR on (setarch -R failed): may vary"; fi
		# shellcheck disable=SC2046
		run "$h" "fixed seed" "$norand" -- -seed="$seed" -runs="$runs" -reload=0 "$W/seeded-$h" \
			$reg $(seeds "$h") || status=1
		note=
	fi
	if [ -n "$secs" ]; then
		mkdir -p "$F/corpus/$h"
		# shellcheck disable=SC2046
		run "$h" random -- -max_total_time="$secs" "$F/corpus/$h" $reg $(seeds "$h") || status=1
	fi
done
exit $status
