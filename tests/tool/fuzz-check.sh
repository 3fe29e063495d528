#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/tool/fuzz-check.sh - the fuzz tests of `make check-tool` (called by
# tests/tool/run.sh), recorded through tests/lib/result.sh:
#
#   fuzz replay H        every regression input (tests/tool/fuzz-regress/H/)
#                        and seed through harness H built without libFuzzer
#                        (fuzz.sh --replay: $CC, default cc, with ASan and
#                        UBSan); runs with or without libFuzzer, skips only
#                        when there is no $CC
#   fuzz fixed seed H    libFuzzer, -seed=$TOOL_FUZZ_SEED (1)
#                        -runs=$TOOL_FUZZ_RUNS (20000), from the seeds alone:
#                        the same inputs on every run
#   fuzz random H        libFuzzer, $TOOL_FUZZ_CHECK s (5), a new seed each
#                        time, growing $BUILD/tool/fuzz/corpus/H
#   fuzz: a planted crash fails, never skips
#                        a copy of fuzz_lexer.c with an assertion that fails
#                        on every input longer than 64 bytes, run through this
#                        script: replay, fixed seed and random must each be a
#                        FAIL naming the assertion and a reproducer that
#                        exists, nothing may be a SKIP, and
#                        tests/lib/summary.sh (the last step of make check)
#                        must fail on these results
#   fuzz: a planted hang fails at the timeout, never skips
#   fuzz: a planted runaway allocation fails at the RSS limit, never skips
#   fuzz: a planted huge allocation fails at the malloc limit, never skips
#                        copies of fuzz_lexer.c that spins for ever, of
#                        fuzz_audit.c that allocates 1 MB blocks for ever and
#                        of fuzz_ccdb.c that allocates 200 MB once, each on
#                        every input longer than 64 bytes, run through this
#                        script with FUZZ_TIMEOUT=4, FUZZ_RSS_LIMIT_MB=300 and
#                        FUZZ_MALLOC_LIMIT_MB=100: replay, fixed seed and
#                        random must each be a FAIL that says "timeout" or
#                        "out of memory" with these limits, where the report
#                        of what enforced it (libFuzzer, fuzz_main.c, ASan)
#                        shows that these limits stopped it (not a default),
#                        with a reproducer that exists; no SKIP, and
#                        tests/lib/summary.sh must fail on these results
#   fuzz: a missing clang or libFuzzer is a skip that names it
#                        the same with FUZZ_CC naming a compiler that does not
#                        exist, and a fake one without its runtime: SKIP, with
#                        the missing name in the reason (and tests/lib/skips.sh
#                        accepts the reasons)
#   fuzz: a fuzzer that cannot be built fails, never skips
#                        a fake clang-19 with its runtime files present whose
#                        compiles fail: FAIL
#
# H is each harness: lexer, audit, ccdb, sarif (fuzz.sh --list;
# FUZZ_HARNESSES to choose).
# A libFuzzer pass is a SKIP only when `fuzz.sh --missing` names what is
# missing (clang-19, or its libFuzzer/ASan/UBSan runtime): never because of
# an exit status. Anything else that is not clean is a FAIL: a crash, a
# sanitizer report, a timeout, an out-of-memory, a build error, no result.
# TOOL_FUZZ_CHECK=0 leaves the random pass out (and says so; no result).
#
# Usage: BUILD=build RESULTS_DIR=... tests/tool/fuzz-check.sh
# Environment: SUITE (default tool), FUZZ_SRC and FUZZ_CC (see fuzz.sh),
# FUZZ_PASSES (default "replay fixed random"; "none" for no fuzz test at
# all: the coverage build). Exit status 1 if any FAIL.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 2
. tests/lib/result.sh
SUITE=${SUITE:-tool}
BUILD=${BUILD:-build}
HARNESSES=${FUZZ_HARNESSES:-$(tests/tool/fuzz.sh --list)}
PASSES=${FUZZ_PASSES:-replay fixed random}
SECS=${TOOL_FUZZ_CHECK:-5}
SEED=${TOOL_FUZZ_SEED:-1}
RUNS=${TOOL_FUZZ_RUNS:-20000}
case $BUILD in /*) BDIR=$BUILD ;; *) BDIR=$top/$BUILD ;; esac
mkdir -p "$BDIR/tool"
B=$(mktemp -d "$BDIR/tool/fuzz-check.XXXXXX") || exit 2
failed=0
# compiles through ccache (the tool's sources, compiled again by every pass
# and every planted harness below, are the same each time)
. tests/lib/compilers.sh
. tests/lib/ccache.sh
ccache_on
has() { case " $2 " in *" $1 "*) return 0 ;; esac; return 1; }

# record PASSNAME LABEL LOG STATUS: one result per harness from fuzz.sh's
# lines "fuzz: H PASSNAME: clean|FAILED: ..." (or "fuzz: H build: FAILED")
record() {
	pname=$1 label=$2 log=$3 rc=$4
	for h in $HARNESSES; do
		line=$(grep "^fuzz: $h $pname: " "$log" | tail -1)
		[ -n "$line" ] || line=$(grep "^fuzz: $h build: " "$log" | tail -1)
		case $line in
		*": clean: "*) pass "fuzz $label $h" "${line#*: clean: }" ;;
		*": FAILED: "*) fail "fuzz $label $h" "${line#*: FAILED: }" ;;
		*) fail "fuzz $label $h" "no result from tests/tool/fuzz.sh (exit status $rc): $(tail -1 "$log")" ;;
		esac
	done
}

# ------------------------------------------------------------- replay
REPLAY_CC=${CC:-cc}
if has replay "$PASSES"; then
	if ! command -v "$REPLAY_CC" >/dev/null 2>&1; then
		for h in $HARNESSES; do skip "fuzz replay $h" "$REPLAY_CC not installed"; done
	else
		# shellcheck disable=SC2086
		BUILD=$BUILD tests/tool/fuzz.sh --replay $HARNESSES >"$B/replay.log" 2>&1
		record replay replay "$B/replay.log" $?
	fi
fi

# ------------------------------------------------------------- libFuzzer
want=
has fixed "$PASSES" && want="$want --seed $SEED --runs $RUNS"
if has random "$PASSES"; then
	if [ "$SECS" -gt 0 ]; then
		want="$want --seconds $SECS"
	else
		echo "fuzz-check: random pass left out (TOOL_FUZZ_CHECK=0)"
	fi
fi
if [ -n "$want" ]; then
	missing=$(tests/tool/fuzz.sh --missing)
	if [ -n "$missing" ]; then
		for h in $HARNESSES; do
			case $want in *--seed*) skip "fuzz fixed seed $h" "$missing not installed" ;; esac
			case $want in *--seconds*) skip "fuzz random $h" "$missing not installed" ;; esac
		done
	else
		# shellcheck disable=SC2086
		BUILD=$BUILD tests/tool/fuzz.sh $want $HARNESSES >"$B/fuzz.log" 2>&1
		rc=$?
		case $want in *--seed*) record "fixed seed" "fixed seed" "$B/fuzz.log" $rc ;; esac
		case $want in *--seconds*) record random random "$B/fuzz.log" $rc ;; esac
	fi
fi

# ------------------------------------------------- the runner's own tests
# Only with the real harnesses (these run this script on copies).
if [ -z "${FUZZ_SRC:-}" ] && [ "$PASSES" = "replay fixed random" ]; then
	# 0. every harness file is a harness of fuzz.sh (so of make check and
	#    make fuzz), and make fuzz names none: it runs them all
	files=$(for f in tests/tool/fuzz_*.c; do f=${f#tests/tool/fuzz_}; echo "${f%.c}"; done |
		grep -vx main | sort | tr '\n' ' ')
	listed=$(tests/tool/fuzz.sh --list | tr ' ' '\n' | sort | tr '\n' ' ')
	mk=$(env MAKEFLAGS= MAKELEVEL= make -n --no-print-directory fuzz BUILD="$B/mk" TOOL_FUZZ_HARNESSES= 2>&1)
	if [ "$files" = "$listed" ] &&
		printf '%s\n' "$mk" | grep -q '^BUILD=[^ ]* tests/tool/fuzz.sh --replay *$' &&
		printf '%s\n' "$mk" | grep -q '^BUILD=[^ ]* tests/tool/fuzz.sh --seconds [0-9]* *$'; then
		pass "fuzz: make fuzz and make check run every harness" "${listed% }"
	else
		fail "fuzz: make fuzz and make check run every harness" "tests/tool/fuzz_*.c: ${files:-none}; fuzz.sh --list: ${listed:-none}; make -n fuzz: $(printf '%s' "$mk" | tr '\n' '|')"
	fi
	inner() {	# inner NAME ENV...: this script on the lexer harness alone (or FUZZ_HARNESSES=...)
		n=$1
		shift
		mkdir -p "$B/$n"
		env RESULTS_DIR="$B/$n/results" SUITE=inner FUZZ_HARNESSES=lexer \
			TOOL_FUZZ_CHECK=3 TOOL_FUZZ_RUNS=300 BUILD="$BUILD/tool/fuzz-check-$n" "$@" \
			tests/tool/fuzz-check.sh >"$B/$n/out" 2>&1
		echo $? >"$B/$n/rc"
	}
	# fail_line FILE TEXT [ERE...]: what is wrong with the FAIL of an inner
	# run whose line in FILE starts "FAIL inner: fuzz TEXT": missing, not
	# matching every ERE, or naming a reproducer that does not exist;
	# nothing when it is as it must be
	fail_line() {
		fl_l=$(grep "^FAIL inner: fuzz $2" "$1")
		if [ -z "$fl_l" ]; then
			echo "no FAIL"
			return
		fi
		shift 2
		for fl_e in "$@"; do
			if ! printf '%s\n' "$fl_l" | grep -qE "$fl_e"; then
				echo "the FAIL does not say '$fl_e': $fl_l"
				return
			fi
		done
		fl_a=$(printf '%s\n' "$fl_l" | sed -n 's/.*; reproducer \([^ ;]*\).*/\1/p')
		if [ -z "$fl_a" ] || [ ! -f "$fl_a" ]; then
			echo "the reproducer '$fl_a' does not exist"
		fi
	}
	# plant SRC CODE: a copy of tests/tool/SRC in $P with CODE as the first
	# statement of LLVMFuzzerTestOneInput()
	plant() {
		awk -v code="$2" '{ print } /^int LLVMFuzzerTestOneInput\(const uint8_t \*data, size_t size\)$/ { f = 1; next }
			f && /^{$/ { print "\t" code; f = 0 }' "tests/tool/$1" >"$P/$1"
		grep -qF "$2" "$P/$1"
	}
	# 1. a planted crash: a copy of the harnesses, one assertion added
	P=$B/plant/src
	mkdir -p "$P" && cp tests/tool/fuzz*.c tests/tool/fuzz.h "$P/"
	awk '{ print } /^int LLVMFuzzerTestOneInput\(const uint8_t \*data, size_t size\)$/ { f = 1; next }
		f && /^{$/ { print "\tFUZZ_ASSERT(size <= 64, \"planted crash\");"; f = 0 }' \
		tests/tool/fuzz_lexer.c >"$P/fuzz_lexer.c"
	if ! command -v "$REPLAY_CC" >/dev/null 2>&1; then
		skip "fuzz: a planted crash fails, never skips" "$REPLAY_CC not installed"
	elif ! grep -q '"planted crash"' "$P/fuzz_lexer.c"; then
		fail "fuzz: a planted crash fails, never skips" "could not plant the assertion in a copy of fuzz_lexer.c"
	elif have_lf=$(tests/tool/fuzz.sh --missing) && [ -n "$have_lf" ]; then
		inner plant FUZZ_SRC="$P" FUZZ_PASSES=replay
		r=$B/plant/results/inner.txt
		if [ "$(cat "$B/plant/rc")" != 0 ] && grep -q '^FAIL inner: fuzz replay lexer: fuzz assertion failed: planted crash' "$r" &&
			! grep -q '^SKIP' "$r" && ! tests/lib/summary.sh "$B/plant/results" >"$B/plant/summary" 2>&1 &&
			grep -q '^check: [0-9]* passed, [1-9][0-9]* failed, 0 skipped$' "$B/plant/summary"; then
			pass "fuzz: a planted crash fails, never skips" "replay only: $have_lf not installed"
		else
			fail "fuzz: a planted crash fails, never skips" "see $B/plant/out and $r"
		fi
	else
		inner plant FUZZ_SRC="$P"
		r=$B/plant/results/inner.txt
		why=
		[ "$(cat "$B/plant/rc")" != 0 ] || why="exit status 0"
		grep -q '^SKIP' "$r" && why="${why:+$why; }a SKIP: $(grep -m1 '^SKIP' "$r")"
		# what make check prints at its end for these results
		tests/lib/summary.sh "$B/plant/results" >"$B/plant/summary" 2>&1
		src=$?
		nf=$(sed -n 's/^check: [0-9]* passed, \([0-9]*\) failed, 0 skipped$/\1/p' "$B/plant/summary")
		if [ $src = 0 ] || [ "${nf:-0}" -lt 3 ]; then
			why="${why:+$why; }tests/lib/summary.sh (make check's last step) does not fail: $(tail -1 "$B/plant/summary")"
		fi
		for p in replay "fixed seed" random; do
			w=$(fail_line "$r" "$p lexer: fuzz assertion failed: planted crash")
			[ -z "$w" ] || why="${why:+$why; }$p: $w"
		done
		if [ -z "$why" ]; then
			pass "fuzz: a planted crash fails, never skips" "replay, fixed seed and random: FAIL naming the assertion and the reproducer; $(tail -1 "$B/plant/summary")"
		else
			fail "fuzz: a planted crash fails, never skips" "$why (see $B/plant/out, $r)"
		fi
	fi
	# 1b. the limits: a planted hang (lexer), a runaway allocation (audit)
	#    and one huge allocation (ccdb), each on every input longer than 64
	#    bytes, in one run of this script with limits lower than the
	#    defaults (a quick test, and numbers that show whose limit stopped
	#    it): each pass of each must be a FAIL that says timeout or out of
	#    memory with the limit the runner passed, as the tool that enforced
	#    it reports it (libFuzzer, fuzz_main.c, ASan), never a SKIP, and
	#    make check's summary must fail on them
	P=$B/limits/src
	# (a timeout well above the second the RSS check of libFuzzer takes,
	# so that the runaway allocation meets the RSS limit first: 4 s was
	# not enough on 2 cores under make -j2 check's load, where the audit
	# harness's runaway allocation met the timeout first). The hang
	# sleeps (pause()): the timeouts are of wall time (SIGALRM, in
	# libFuzzer and in fuzz_main.c alike), and a busy loop burnt 3 x 8 s
	# of the CPU make -j2 check shares
	LT=8 LRSS=300 LMALLOC=100
	mkdir -p "$P" && cp tests/tool/fuzz*.c tests/tool/fuzz.h "$P/"
	hang_t="fuzz: a planted hang fails at the timeout, never skips"
	rss_t="fuzz: a planted runaway allocation fails at the RSS limit, never skips"
	big_t="fuzz: a planted huge allocation fails at the malloc limit, never skips"
	if ! command -v "$REPLAY_CC" >/dev/null 2>&1; then
		for t in "$hang_t" "$rss_t" "$big_t"; do skip "$t" "$REPLAY_CC not installed"; done
	elif ! plant fuzz_lexer.c 'if (size > 64) { extern int pause(void); for (;;) (void)pause(); }' ||
		! plant fuzz_audit.c 'if (size > 64) { static void *volatile planted_rss_; for (;;) { void **b_ = malloc(1 << 20); if (!b_) break; memset(b_, 1, 1 << 20); *b_ = planted_rss_; planted_rss_ = b_; } }' ||
		! plant fuzz_ccdb.c 'if (size > 64) { static void *volatile planted_big_; planted_big_ = malloc((size_t)200 << 20); free(planted_big_); }'; then
		for t in "$hang_t" "$rss_t" "$big_t"; do fail "$t" "could not plant it in a copy of the harness"; done
	else
		passes="replay fixed random"
		have_lf=$(tests/tool/fuzz.sh --missing)
		[ -n "$have_lf" ] && passes=replay
		t0=$(date +%s)
		inner limits FUZZ_SRC="$P" FUZZ_PASSES="$passes" FUZZ_HARNESSES="lexer audit ccdb" \
			FUZZ_TIMEOUT=$LT FUZZ_RSS_LIMIT_MB=$LRSS FUZZ_MALLOC_LIMIT_MB=$LMALLOC
		took=$(( $(date +%s) - t0 ))
		r=$B/limits/results/inner.txt
		tests/lib/summary.sh "$B/limits/results" >"$B/limits/summary" 2>&1
		src=$?
		# limits_check TITLE HARNESS RUNNER-TEXT ENFORCER-TEXT...: one
		# ERE for the runner's words, one per pass for the enforcer's
		limits_check() {
			title=$1 hh=$2 said=$3
			shift 3
			why=
			[ "$(cat "$B/limits/rc")" != 0 ] || why="exit status 0"
			grep -q '^SKIP' "$r" && why="${why:+$why; }a SKIP: $(grep -m1 '^SKIP' "$r")"
			[ $src != 0 ] || why="${why:+$why; }tests/lib/summary.sh (make check's last step) does not fail: $(tail -1 "$B/limits/summary")"
			for p in $passes; do
				pn=$p
				[ "$p" = fixed ] && pn="fixed seed"
				case $p in replay) e=$1 ;; fixed) e=$2 ;; random) e=$3 ;; esac
				w=$(fail_line "$r" "$pn $hh: " "$said" "$e")
				[ -z "$w" ] || why="${why:+$why; }$pn: $w"
			done
			if [ -z "$why" ]; then
				pass "$title" "$passes${have_lf:+ (libFuzzer passes: $have_lf not installed)}: FAIL naming the limit and a reproducer; $(tail -1 "$B/limits/summary"); the run took $took s"
			else
				fail "$title" "$why (see $B/limits/out, $r)"
			fi
		}
		limits_check "$hang_t" lexer "lexer: timeout \\(limit: $LT s for one input\\): " \
			"ran for more than $LT s" "libFuzzer: timeout after ($(seq -s '|' $LT $((LT * 2 + 2)))) seconds" \
			"libFuzzer: timeout after ($(seq -s '|' $LT $((LT * 2 + 2)))) seconds"
		limits_check "$rss_t" audit "audit: out of memory \\(limits: $LRSS MB resident, $LMALLOC MB in one allocation\\): " \
			"hard rss limit exhausted \\(${LRSS}Mb vs" "out-of-memory \\(used: [0-9]+Mb; (limit|exceeds): ${LRSS}Mb\\)" \
			"out-of-memory \\(used: [0-9]+Mb; (limit|exceeds): ${LRSS}Mb\\)"
		limits_check "$big_t" ccdb "ccdb: out of memory \\(limits: $LRSS MB resident, $LMALLOC MB in one allocation\\): " \
			"requested allocation size 0x[0-9a-f]+ .*exceeds maximum supported size of 0x6400000" \
			"out-of-memory \\(malloc\\(209715200\\)\\)" "out-of-memory \\(malloc\\(209715200\\)\\)"
	fi
	# 2. a missing compiler, and a compiler without its runtime: skips
	#    that name them; 3. a compiler with its runtime that cannot build:
	#    a failure
	fk=$B/fake
	mkdir -p "$fk/bin" "$fk/res/lib/linux"
	cat >"$fk/bin/clang-19" <<-EOF
	#!/bin/sh
	case \$1 in
	-print-resource-dir) echo "$fk/res" ;;
	-dumpversion) echo 19.1.7 ;;
	*) echo "clang-19 (fake): error: this compiler builds nothing" >&2; exit 1 ;;
	esac
	EOF
	chmod +x "$fk/bin/clang-19"
	inner nocc FUZZ_CC=/nonexistent/clang-19 FUZZ_PASSES="fixed random"
	inner nort FUZZ_CC="$fk/bin/clang-19" FUZZ_PASSES="fixed random"
	r1=$B/nocc/results/inner.txt r2=$B/nort/results/inner.txt
	if [ "$(cat "$B/nocc/rc")" = 0 ] && [ "$(cat "$B/nort/rc")" = 0 ] &&
		[ "$(grep -c '^SKIP inner: fuzz .* lexer: /nonexistent/clang-19 not installed$' "$r1")" = 2 ] &&
		[ "$(grep -c '^SKIP inner: fuzz .* lexer: libclang-rt-19-dev (libclang_rt.fuzzer of .* not installed$' "$r2")" = 2 ] &&
		! grep -qv '^SKIP' "$r1" "$r2" &&
		tests/lib/skips.sh "$B/nocc/results" "$B/nort/results" >"$B/skips.out" 2>&1; then
		pass "fuzz: a missing clang or libFuzzer is a skip that names it" "$(sed -n 's/^SKIP inner: fuzz fixed seed lexer: //p' "$r2")"
	else
		fail "fuzz: a missing clang or libFuzzer is a skip that names it" "see $r1, $r2, $B/skips.out"
	fi
	for rt in fuzzer asan ubsan_standalone; do : >"$fk/res/lib/linux/libclang_rt.$rt-$(uname -m).a"; done
	inner nobuild FUZZ_CC="$fk/bin/clang-19" FUZZ_PASSES="fixed random"
	r=$B/nobuild/results/inner.txt
	if [ "$(cat "$B/nobuild/rc")" != 0 ] && [ "$(grep -c '^FAIL inner: fuzz .* lexer: .*builds nothing' "$r")" = 2 ] &&
		! grep -q '^SKIP' "$r"; then
		pass "fuzz: a fuzzer that cannot be built fails, never skips"
	else
		fail "fuzz: a fuzzer that cannot be built fails, never skips" "see $B/nobuild/out, $r"
	fi
fi

if [ $failed = 0 ]; then
	rm -rf "$B"
else
	echo "fuzz-check.sh: logs kept in $B"
fi
ccache_line=$(ccache_stats)
[ -z "$ccache_line" ] || echo "fuzz-check: $ccache_line"
exit $failed
