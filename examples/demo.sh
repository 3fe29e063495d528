#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# examples/demo.sh - build and run every example in every spelling, and print
# one compact report. This is what `make demo` runs. While it works it prints
# a line each time an example is done with a compiler ("demo: [ 3/12] xattr,
# clang: ..."): the report needs every build, and a class waits for it.
#
# Usage: examples/demo.sh [--results SUITE] [EXAMPLE...]
#
# For each example (default: all six) and each spelling of the annotated
# declaration - bare `x`, the old `x = x`, INIT_FOR_COMPILER(x), and audit
# mode (INIT_FOR_COMPILER_AUDIT=1) - it compiles with gcc and, if installed,
# clang (-O2 -Wall -Wextra), and reports the number of warnings and the
# first one, how the program ran, and valgrind's verdict. Then it checks the
# claims the example's README makes against what was measured and says which
# hold. A claim that needs a missing tool is "not checked", never "holds";
# without clang or valgrind the report says so in one line at the end, with
# the command that installs them.
#
# Needs: sh, make, gcc. Uses when present: clang, valgrind, objcopy.
# Environment: BUILD (default build; outputs go to $BUILD/demo, the
# handout, for all six examples, to $BUILD/example-NAME[-NAME...] for
# fewer, so that `make example-xattr` leaves the handout alone, or to
# $EXAMPLES_OUT if set; the directory is emptied first), EXAMPLES_GCC
# (default gcc), EXAMPLES_CLANG (default clang, or when there is no command of
# that name the newest clang-N on PATH: Debian's clang-N packages install only
# versioned commands), EXAMPLES_VALGRIND (default
# valgrind), EXAMPLES_JOBS (default 2), NO_COLOR (any non-empty value: no
# colour; colour is only used when stdout is a terminal anyway).
# With --results SUITE (or EXAMPLES_RESULTS=SUITE in the environment) every
# claim is also recorded through tests/lib/result.sh (PASS/FAIL/SKIP) for
# `make check`. Audit builds are built but not run: their annotated
# variables are uninitialized on purpose, so how they run means nothing.
# The report and the test are one script on purpose (issue 15): each claim
# of an example's README is written once (check_claims), the report prints
# whether it holds, and --results records that same verdict. A separate
# test would repeat the list of claims, or build and run the examples a
# second time in make check.
#
# EXAMPLES_VALGRIND_ALL=1 runs valgrind on the clang builds too (by default
# only the gcc builds: each valgrind run costs about half a second of CPU).
#
# Besides the report, the output directory holds what it is made of as data,
# results.tsv (one record per line, see "Results" below), and one
# self-contained HTML page made from it, index.html
# (examples/demo-html.py; needs python3, else the report says it is not
# written): each example's code, what each spelling and compiler said, what
# valgrind said, and the verdict on its claims, side by side.
#
# Exit status: 0 when every claim that could be checked holds (and the page
# was written, or python3 is not installed), 1 otherwise, 2 when gcc itself
# is missing.

set -u

top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top" || exit 2

suite=${EXAMPLES_RESULTS:-}
if [ "${1:-}" = --results ]; then
	suite=${2:?--results needs a suite name}
	shift 2
fi
# result() for --results, and have()
. "$top/tests/lib/result.sh"

all_examples="xattr uhid ipmi unused ifdef legacy-port"
examples=${*:-$all_examples}
for ex in $examples; do
	case " $all_examples " in
	*" $ex "*) ;;
	*) echo "demo: no example '$ex' (have: $all_examples)" >&2; exit 2 ;;
	esac
done

GCC=${EXAMPLES_GCC:-gcc}
. "$top/tests/lib/find-clang.sh"
CLANG=${EXAMPLES_CLANG:-$(find_clang)}
VALGRIND=${EXAMPLES_VALGRIND:-valgrind}
JOBS=${EXAMPLES_JOBS:-2}
# The whole demo writes the handout, build/demo; a part of it (make
# example-xattr) writes a directory of its own and leaves the handout alone.
if [ "$examples" = "$all_examples" ]; then
	out=${EXAMPLES_OUT:-${BUILD:-build}/demo}
else
	out=${EXAMPLES_OUT:-${BUILD:-build}/example-$(echo $examples | tr ' ' -)}
fi
CFLAGS_DEMO="-O2 -Wall -Wextra"
# The C locale: plain ASCII quotes in the compilers' messages.
LC_ALL=C
export LC_ALL

if ! have "$GCC"; then
	echo "demo: $GCC not found: the demo needs gcc (apt-get install gcc)" >&2
	exit 2
fi
compilers=gcc
have "$CLANG" && compilers="gcc clang"
have_valgrind=0
have "$VALGRIND" && have_valgrind=1
have_objcopy=0
have objcopy && have_objcopy=1
have_flock=0
have flock && have_flock=1
run_prefix=		# no example should run for long; a hang must not stop the demo
have timeout && run_prefix="timeout 10"

# Colour only on a terminal, and never with NO_COLOR set (https://no-color.org).
if [ -t 1 ] && [ -z "${NO_COLOR:-}" ] && [ "${TERM:-dumb}" != dumb ]; then
	c_red=$(printf '\033[31m') c_grn=$(printf '\033[32m') c_yel=$(printf '\033[33m')
	c_bold=$(printf '\033[1m') c_dim=$(printf '\033[2m') c_off=$(printf '\033[0m')
	width=$(tput cols 2>/dev/null || echo 100)
else
	c_red='' c_grn='' c_yel='' c_bold='' c_dim='' c_off=''
	width=0		# not a terminal: never truncate
fi

# ---------------------------------------------------------------------------
# What each example is: sources, one-line title, what to look for.
# ---------------------------------------------------------------------------
sources() {
	case $1 in
	uhid) echo "examples/uhid/uhid.c examples/uhid/uhid-kernel.c" ;;
	legacy-port) echo "examples/legacy-port/olddrv.c" ;;
	*) echo "examples/$1/$1.c" ;;
	esac
}

title() {
	case $1 in
	xattr) echo "xattr: remove a name that is not there (Linux 3.7-rc fs/xattr.c, uninitialized_var)" ;;
	uhid) echo "uhid: 'return ret ? ret : len;' - a false positive (drivers/hid/uhid.c)" ;;
	ipmi) echo "ipmi: saddr and lun set together under one test (drivers/char/ipmi)" ;;
	unused) echo "unused: a variable nothing uses any more" ;;
	ifdef) echo "ifdef: a variable set only under #ifdef CONFIG_POWER_SAVE (built without it)" ;;
	legacy-port) echo "legacy-port: an old driver that says uninitialized_var(), ported through compat/" ;;
	esac
}

lesson() {
	case $1 in
	xattr) cat <<'EOF'
The compiler was right. gcc names one read of new_xattr, line 53 in
list_add(), inlined from line 140 (a missing name, no value, no
XATTR_REPLACE); what crashes here is line 137, the same call with
XATTR_REPLACE (remove a name that is not there). `x = x` silences the
warning and frees whatever the register held; INIT_FOR_COMPILER (here
through the compat shim) gives NULL: -ENODATA, nothing freed. Audit mode
names new_xattr on both compilers.

When clang's bare and `x = x` builds run correct, that is luck: nothing sets
new_xattr on that path, so it holds what main left in its register. clang 14
keeps it in r12, where main had just put its count, 0: nothing is freed.
gcc 12 keeps it in r14, which holds an address the C library's start-up
code left there, and frees it; clang 19 uses rbx, where main keeps &xattrs,
and free() aborts (examples/xattr/README.md).

In Debian's kernel (gcc 12, CONFIG_INIT_STACK_ALL_ZERO) auto-init zeroes the
bare declaration but not `x = x`: see docs/kernel-boot.md (make check-kbuild).
EOF
	;;
	uhid) cat <<'EOF'
The compiler cannot see uhid_queue_empty_error()'s contract (never 0) in the
other file. The macro silences gcc and costs nothing over a hand-written 0.
EOF
	;;
	ipmi) cat <<'EOF'
One macro per name in one declarator list; each variable gets its own zero
and its own warning back in audit mode.
EOF
	;;
	unused) cat <<'EOF'
`x = x` reads x, so "unused variable" disappears; INIT_FOR_COMPILER never
names x in its initializer, so the warning stays.
EOF
	;;
	ifdef) cat <<'EOF'
The off-configuration reads a value nobody set. `x = x` hides that on gcc
(clang still warns); the macro makes it 0 and audit mode reports it again.
EOF
	;;
	legacy-port) cat <<'EOF'
"bare" is Linux 5.9+: the macro is gone and the driver no longer builds. The
shim needs one line in compat.h; audit reports the two false positives, not
the stale switch site, and "unused variable 'timeout'" is back.
EOF
	;;
	esac
}

spelling_label() {
	case $1 in
	bare) echo "bare x" ;;
	self) echo "x = x" ;;
	macro) echo "INIT_FOR_COMPILER" ;;
	audit) echo "audit" ;;
	zero) echo "x = 0" ;;
	esac
}

# Audit builds also get the warning switched off on the command line, as
# kbuild does (-Wno-maybe-uninitialized), to show the header's pragmas win.
spelling_flags() {	# spelling compiler
	case $1 in
	bare) echo "-DEXAMPLE_SPELLING=1" ;;
	self) echo "-DEXAMPLE_SPELLING=2" ;;
	macro) echo "-DEXAMPLE_SPELLING=3" ;;
	audit)
		case $2 in
		gcc) echo "-DEXAMPLE_SPELLING=3 -DINIT_FOR_COMPILER_AUDIT=1 -Wno-maybe-uninitialized" ;;
		*) echo "-DEXAMPLE_SPELLING=3 -DINIT_FOR_COMPILER_AUDIT=1 -Wno-uninitialized" ;;
		esac
		;;
	zero) echo "-DEXAMPLE_SPELLING=4" ;;
	esac
}

cc_cmd() {
	case $1 in
	gcc) echo "$GCC" ;;
	clang) echo "$CLANG" ;;
	esac
}

# ---------------------------------------------------------------------------
# Measuring: one build + run + valgrind, summarised in a .rec file.
# ---------------------------------------------------------------------------

# A memcheck error kind (valgrind's XML <kind>), in words for the table.
short_error() {
	case $1 in
	InvalidFree) echo "invalid free" ;;
	MismatchedFree) echo "mismatched free" ;;
	UninitCondition) echo "branch on uninit" ;;
	UninitValue) echo "uninit value used" ;;
	SyscallParam) echo "uninit syscall arg" ;;
	InvalidRead) echo "invalid read" ;;
	InvalidWrite) echo "invalid write" ;;
	InvalidJump) echo "invalid jump" ;;
	*) echo "$1" ;;
	esac
}

# The first diagnostic of a compiler's output (the header's audit marker
# left out), short: "examples/x/x.c:53:19: warning: text" is "x.c:53:
# text". When gcc found it in a function inlined into another, the lines
# before it say where from ("In function 'list_add'," then "inlined from
# '__simple_xattr_set' at examples/xattr/xattr.c:140:3:"): that is the line
# of the caller to read, and it is kept, "x.c:53 (in list_add, inlined
# from x.c:140): text".
first_diag() {	# log kinds (an ERE: warning, or warning|error); $marker as in measure()
	awk -v kinds="$2" -v marker="$marker" '
	function base(p) { sub(/^[^:]*\//, "", p); return p }
	/^In function .*,$/ { fn = $0; sub(/^In function ./, "", fn); sub(/.,$/, "", fn); chain = ""; next }
	/^ +inlined from .* at / && fn != "" {
		at = $0; sub(/^.* at /, "", at); split(base(at), a, ":")
		chain = chain (chain == "" ? "" : ", ") a[1] ":" a[2]
		next
	}
	$0 ~ ": (" kinds "): " && index($0, marker) == 0 {
		l = base($0)
		if (match(l, /^[^:]*:[0-9]+:[0-9]+: [a-z]+: /)) {
			split(l, h, ":")
			where = h[1] ":" h[2]
			if (fn != "" && chain != "")
				where = where " (in " fn ", inlined from " chain ")"
			l = where ": " substr(l, RLENGTH + 1)
		}
		print l
		exit
	}
	{ fn = ""; chain = "" }
	' "$1"
}

measure() {	# example spelling compiler
	ex=$1 sp=$2 cc=$3
	dir=$out/$ex
	bin=$dir/$sp-$cc
	log=$bin.log
	rec=$bin.rec
	# shellcheck disable=SC2046
	$(cc_cmd "$cc") $CFLAGS_DEMO -Iinclude -Icompat $(spelling_flags "$sp" "$cc") \
		$(sources "$ex") -o "$bin" >"$log" 2>&1
	built=$?
	# The header's audit marker is a -W#pragma-messages warning on clang
	# (a note on gcc): a line for the tool, not a finding; left out.
	marker='init-for-compiler: audit build'
	warn=$(grep ': warning: ' "$log" | grep -vc "$marker")
	errs=$(grep -c ': error: ' "$log")
	if [ "$built" -eq 0 ]; then
		first=$(first_diag "$log" warning)
	else	# the first diagnostic, warning or error: it is the telling one
		first=$(first_diag "$log" 'warning|error')
	fi
	names=$(sed -n "s/.*: warning: .*'\([A-Za-z_][A-Za-z0-9_]*\)'.*/\1/p" "$log" |
		sort -u | tr '\n' ' ')
	vg=-
	if [ "$built" -ne 0 ]; then
		run="no build"
	elif [ "$sp" = audit ]; then
		# the annotated variables are really uninitialized in an audit
		# build: it is for reading warnings, not for running
		run="not run"
	else
		$run_prefix "$bin" >"$bin.out" 2>&1
		st=$?
		case $st in
		0) run=correct ;;
		1) run=WRONG ;;
		124) run=timeout ;;
		134) run=SIGABRT ;;
		139) run=SIGSEGV ;;
		*) if [ "$st" -gt 128 ]; then run="signal $((st - 128))"; else run="exit $st"; fi ;;
		esac
		if [ "$cc" != gcc ] && [ "${EXAMPLES_VALGRIND_ALL:-0}" != 1 ]; then
			vg="-"		# valgrind costs 0.5 s a run: gcc builds only
		elif [ "$have_valgrind" -eq 1 ]; then
			# memcheck's XML output: one <error> per error, <kind> first
			$run_prefix "$VALGRIND" --leak-check=no --xml=yes --xml-file="$bin.vg.xml" "$bin" >/dev/null 2>&1
			n=$(grep -c '<error>' "$bin.vg.xml")
			kind=$(sed -n 's|.*<kind>\(.*\)</kind>.*|\1|p' "$bin.vg.xml" | head -1)
			if [ "$n" -eq 0 ]; then
				vg=clean
			elif [ "$n" -eq 1 ]; then
				vg="1 error: $(short_error "$kind")"
			else
				vg="$n errors: $(short_error "$kind")"
			fi
		else
			vg="-"		# the header line and the closing hint say why
		fi
	fi
	{
		echo "built=$built"
		echo "warn=$warn"
		echo "errs=$errs"
		echo "first=$first"
		echo "names=$names"
		echo "run=$run"
		echo "vg=$vg"
	} >"$rec"
}

# .text bytes of one object file, for the object-code comparison. This is
# the uhid example's own claim, about its own code, shown in the report;
# object-code identity in general is bench-identity's (bench/identity.sh:
# a 145-function corpus, -O2 and -Os, every gcc and clang).
text_of() {	# example spelling compiler -> prints the .bin path or nothing
	ex=$1 sp=$2 cc=$3
	o=$out/$ex/$sp-$cc.o
	# shellcheck disable=SC2046
	$(cc_cmd "$cc") -O2 -Iinclude -Icompat $(spelling_flags "$sp" "$cc") \
		-c "examples/$ex/$ex.c" -o "$o" 2>/dev/null &&
	objcopy -O binary --only-section=.text "$o" "$o.text" && echo "$o.text"
}

# One line as soon as an example's four builds with one compiler are done,
# so that a class waiting for the report sees the demo move: which example
# and compiler, how many builds warned, how the three that run ran.
# Two examples are measured at once: a lock keeps the count in step.
progress() {	# example compiler seconds
	p_warned=0 p_runs=''
	for p_sp in bare self macro audit; do
		p_w=$(get "$1" "$p_sp" "$2" warn)
		[ "${p_w:-0}" = 0 ] || p_warned=$((p_warned + 1))
		p_r=$(get "$1" "$p_sp" "$2" run)
		case $p_r in "not run") ;; *) p_runs="$p_runs$p_r
" ;; esac
	done
	p_runs=$(printf '%s' "$p_runs" | sort | uniq -c | awk '{ n = $1; $1 = ""; printf "%s%d %s", s, n, substr($0, 2); s = ", " }')
	{
		[ "$have_flock" -eq 0 ] || flock 7
		: >"$out/$1/$2.done"
		p_n=$(find "$out" -name '*.done' | wc -l)
		printf 'demo: [%2d/%d] %s, %s: 4 builds, %d warned; runs: %s (%d s)\n' \
			"$p_n" "$n_steps" "$1" "$2" "$p_warned" "$p_runs" "$3"
	} 7>>"$out/progress.lock"
}

measure_example() {
	ex=$1
	mkdir -p "$out/$ex"
	for cc in $compilers; do
		t0=$(date +%s)
		for sp in bare self macro audit; do
			measure "$ex" "$sp" "$cc"
		done
		progress "$ex" "$cc" $(( $(date +%s) - t0 ))
	done
	case " $compilers " in
	*" clang "*) [ "$ex" != xattr ] || prove "$ex" ;;
	esac
	if [ "$ex" = uhid ] && [ "$have_objcopy" -eq 1 ]; then
		: >"$out/$ex/objcode.rec"
		for cc in $compilers; do
			m=$(text_of uhid macro "$cc") z=$(text_of uhid zero "$cc") s=$(text_of uhid self "$cc")
			if [ -n "$m" ] && [ -n "$z" ] && [ -n "$s" ]; then
				same=different
				cmp -s "$m" "$z" && same=identical
				echo "$cc $(wc -c <"$m") $(wc -c <"$z") $(wc -c <"$s") $same" \
					>>"$out/$ex/objcode.rec"
			fi
		done
	fi
}

# The proof (xattr): the audit build, built by clang with MemorySanitizer
# at -O0 (docs/audit.md, section 3: higher levels fold the unset read
# away) and run; then init-for-compiler audit reads the two audit builds'
# logs and that run (--runtime-log): a site the run read unset is proven.
# $out/EX/proof.rec: proof= the site's verdict on new_xattr, or why there
# is none (why=); line= the tool's line. About 2 s (the build).
TOOL=${BUILD:-build}/tool/init-for-compiler
prove() {	# example
	ex=$1
	bin=$out/$ex/proof-clang
	rec=$out/$ex/proof.rec
	if [ ! -x "$TOOL" ]; then
		printf 'proof=\nwhy=%s\n' "$TOOL not built (make)" >"$rec"
		return
	fi
	# shellcheck disable=SC2046
	if ! $(cc_cmd clang) -O0 -g -fsanitize=memory -fsanitize-memory-track-origins \
		-Iinclude -Icompat $(spelling_flags audit clang) $(sources "$ex") -o "$bin" >"$bin.log" 2>&1; then
		printf 'proof=\nwhy=%s\n' "$CLANG cannot build with -fsanitize=memory (see $bin.log)" >"$rec"
		return
	fi
	# the symbolizer the report names its file by (tests/lib/find-clang.sh:
	# clang-N's runtime finds llvm-symbolizer on PATH or its own
	# llvm-symbolizer-N, which clang-N does not pull in)
	sym=${MSAN_SYMBOLIZER_PATH:-$(find_symbolizer "$CLANG")}
	if [ -z "$sym" ]; then
		printf 'proof=\nwhy=%s\n' "llvm-symbolizer not installed (package llvm-19): MemorySanitizer's report would name no file" >"$rec"
		return
	fi
	MSAN_SYMBOLIZER_PATH=$sym $run_prefix "$bin" >"$bin.out" 2>&1
	"$TOOL" audit --log gcc="$out/$ex/audit-gcc.log" --log clang="$out/$ex/audit-clang.log" \
		--runtime-log run="$bin.out" "examples/$ex" >"$out/$ex/proof.audit" 2>&1
	l=$(grep -E '^[^ ]+: [a-z]+: new_xattr: ' "$out/$ex/proof.audit" | head -1)
	printf 'proof=%s\nline=%s\n' "$(printf '%s\n' "$l" | sed -E 's/^[^ ]+ ([a-z]+): .*/\1/')" "$l" >"$rec"
}

get() {	# example spelling compiler key
	f=$out/$1/$2-$3.rec
	[ -f "$f" ] || return 1
	sed -n "s/^$4=//p" "$f"
}

# ---------------------------------------------------------------------------
# Results: what the report is made of, as data, in $out/results.tsv. One
# record per line, fields separated by TABs (a TAB or line break inside a
# field becomes a space); examples/demo-html.py reads it:
#   tools    GCC  CLANG  VALGRIND  FLAGS   what built and ran, as the report's
#                                          header names them
#   example  EX  N  OF  TITLE
#   source   EX  FILE                      each source file, from the top directory
#   lesson   EX  LINE                      the text under the example's table
#   build    EX  SPELLING  LABEL  CC  BUILT  WARN  ERRS  RUN  VALGRIND  FIRST  LOG
#                                          one build: the .rec file's values
#                                          (BUILT is the compiler's exit status),
#                                          LOG its compiler output
#   output   EX  SPELLING  CC  FILE        what the program printed
#   memcheck EX  SPELLING  CC  FILE        valgrind's XML, when it ran
#   objcode  EX  CC  MACRO  ZERO  SELF  SAME   uhid's .text bytes (objcode.rec)
#   claim    EX  PASS|FAIL|SKIP  TEXT  REASON  each claim, as --results records it
#   verdict  EX  HOLD  FAIL  SKIP          the example's claims, counted
#   missing  TOOLS  PACKAGES               a tool that was not installed, and
#                                          the packages that bring it
#   total    EXAMPLES  HOLD  FAIL  SKIP  SECONDS
# ---------------------------------------------------------------------------
results=$out/results.tsv
RESULTS_FORMAT='# examples/demo.sh results, format 1'

tsv() {	# FIELD...: one record of results.tsv
	{
		printf '%s' "$1"
		shift
		[ $# -eq 0 ] || printf '\037%s' "$@"
	} | tr '\t\n\r\037' '   \t' >>"$results"
	echo >>"$results"
}

results_example() {	# EX N OF: the records of one example, after its report
	tsv example "$1" "$2" "$3" "$(title "$1")"
	for r_src in $(sources "$1"); do
		tsv source "$1" "$r_src"
	done
	lesson "$1" | while IFS= read -r r_line; do
		tsv lesson "$1" "$r_line"
	done
	for r_sp in bare self macro audit; do
		for r_cc in $compilers; do
			r_bin=$out/$1/$r_sp-$r_cc
			[ -f "$r_bin.rec" ] || continue
			tsv build "$1" "$r_sp" "$(spelling_label "$r_sp")" "$r_cc" \
				"$(get "$1" "$r_sp" "$r_cc" built)" "$(get "$1" "$r_sp" "$r_cc" warn)" \
				"$(get "$1" "$r_sp" "$r_cc" errs)" "$(get "$1" "$r_sp" "$r_cc" run)" \
				"$(get "$1" "$r_sp" "$r_cc" vg)" "$(get "$1" "$r_sp" "$r_cc" first)" "$r_bin.log"
			[ -f "$r_bin.out" ] && tsv output "$1" "$r_sp" "$r_cc" "$r_bin.out"
			[ -f "$r_bin.vg.xml" ] && tsv memcheck "$1" "$r_sp" "$r_cc" "$r_bin.vg.xml"
		done
	done
	if [ -f "$out/$1/objcode.rec" ]; then
		while read -r r_cc r_m r_z r_s r_same; do
			tsv objcode "$1" "$r_cc" "$r_m" "$r_z" "$r_s" "$r_same"
		done <"$out/$1/objcode.rec"
	fi
	tsv verdict "$1" "$n_hold" "$n_fail" "$n_skip"
}

# ---------------------------------------------------------------------------
# Claims: what each README says, checked against the measurements.
# ---------------------------------------------------------------------------
n_hold=0 n_fail=0 n_skip=0
claim_fail_text=

record() {	# status text
	tsv claim "$cur_ex" "$1" "$2" "${3:-}"
	case $1 in
	PASS) n_hold=$((n_hold + 1)) ;;
	FAIL) n_fail=$((n_fail + 1)); claim_fail_text="$claim_fail_text
    ${c_red}false:${c_off} $2" ;;
	SKIP) n_skip=$((n_skip + 1)) ;;
	esac
	if [ -n "$suite" ]; then
		if [ "$1" = SKIP ]; then
			result SKIP "$suite" "$cur_ex: $2" "$3" >/dev/null
		else
			result "$1" "$suite" "$cur_ex: $2" >/dev/null
		fi
	fi
}

# claim COMPILER TEXT TEST...: TEST runs only if COMPILER is installed
claim() {
	ccn=$1 text=$2
	shift 2
	case " $compilers " in
	*" $ccn "*) ;;
	*) record SKIP "$text" "$ccn not installed"; return ;;
	esac
	if "$@"; then record PASS "$text"; else record FAIL "$text"; fi
}

warns_about() {	# ex sp cc name... : a warning names each of them
	w_ex=$1 w_sp=$2 w_cc=$3
	shift 3
	w_names=" $(get "$w_ex" "$w_sp" "$w_cc" names)"
	for w in "$@"; do
		case $w_names in *" $w "*) ;; *) return 1 ;; esac
	done
}
no_warning() { [ "$(get "$1" "$2" "$3" warn)" = 0 ] && [ "$(get "$1" "$2" "$3" built)" = 0 ]; }
runs_ok() { [ "$(get "$1" "$2" "$3" run)" = correct ]; }
runs_bad() { r=$(get "$1" "$2" "$3" run); [ "$r" != correct ] && [ "$r" != "no build" ] && [ "$r" != "not run" ]; }
first_names() {	# ex sp cc name: the first warning (the report's column) names it
	case "$(get "$1" "$2" "$3" first)" in *"'$4'"*) return 0 ;; esac
	return 1
}
first_says() {	# ex sp cc text...: the first warning says each text
	f_first=$(get "$1" "$2" "$3" first)
	shift 3
	for f_t in "$@"; do
		case "$f_first" in *"$f_t"*) ;; *) return 1 ;; esac
	done
}
proven_by_run() { [ "$(sed -n 's/^proof=//p' "$out/$1/proof.rec" 2>/dev/null)" = proven ]; }
vg_clean() { [ "$(get "$1" "$2" "$3" vg)" = clean ]; }
vg_errors() { case $(get "$1" "$2" "$3" vg) in *error*) return 0 ;; esac; return 1; }
does_not_build() { [ "$(get "$1" "$2" "$3" built)" != 0 ]; }
not_names() {	# ex sp cc name: no warning names it
	case " $(get "$1" "$2" "$3" names)" in *" $4 "*) return 1 ;; esac
}
quiet_ok() { no_warning "$@" && runs_ok "$@"; }
warns_ok() { warns_about "$1" "$2" "$3" "$4" && runs_ok "$1" "$2" "$3"; }
needs_valgrind() {	# TEXT: false (and recorded as not checked) without valgrind
	if [ "$have_valgrind" -eq 0 ]; then
		record SKIP "$1" "valgrind not installed"
		return 1
	fi
}

check_claims() {
	cur_ex=$1
	case $1 in
	xattr)
		claim gcc "bare: gcc warns about new_xattr" warns_about xattr bare gcc new_xattr
		claim gcc "x = x: gcc says nothing" no_warning xattr self gcc
		if needs_valgrind "INIT_FOR_COMPILER: valgrind finds nothing (gcc)"; then
			claim gcc "INIT_FOR_COMPILER: valgrind finds nothing (gcc)" vg_clean xattr macro gcc
		fi
		if needs_valgrind "x = x: the gcc build frees garbage (valgrind errors)"; then
			claim gcc "x = x: the gcc build frees garbage (valgrind errors)" vg_errors xattr self gcc
		fi
		for cc in gcc clang; do
			claim $cc "INIT_FOR_COMPILER: $cc build is silent and correct" \
				quiet_ok xattr macro $cc
			claim $cc "audit: $cc names new_xattr" warns_about xattr audit $cc new_xattr
			claim $cc "audit: $cc's first warning (the row's) names new_xattr" \
				first_names xattr audit $cc new_xattr
		done
		claim gcc "audit: gcc says 'may be used uninitialized' (-Wmaybe-uninitialized)" \
			first_says xattr audit gcc "'new_xattr' may be used uninitialized" "[-Wmaybe-uninitialized]"
		claim clang "audit: clang says 'may be uninitialized' (-Wconditional-uninitialized)" \
			first_says xattr audit clang "'new_xattr' may be uninitialized when used here" \
				"[-Wconditional-uninitialized]"
		t="proof: the audit build's run under MemorySanitizer makes new_xattr proven (audit --runtime-log)"
		if [ -f "$out/xattr/proof.rec" ] && [ -z "$(sed -n 's/^proof=//p' "$out/xattr/proof.rec")" ]; then
			record SKIP "$t" "$(sed -n 's/^why=//p' "$out/xattr/proof.rec")"
		else
			claim clang "$t" proven_by_run xattr
		fi
		;;
	uhid)
		claim gcc "bare: gcc -O2 warns about len (a false positive)" warns_about uhid bare gcc len
		for cc in gcc clang; do
			claim $cc "INIT_FOR_COMPILER: $cc is silent" no_warning uhid macro $cc
			claim $cc "INIT_FOR_COMPILER: $cc build is correct" runs_ok uhid macro $cc
			claim $cc "audit: $cc names len" warns_about uhid audit $cc len
			if [ "$have_objcopy" -eq 1 ]; then
				claim $cc "object code: INIT_FOR_COMPILER(len) = 'len = 0' ($cc -O2 .text)" \
					grep -q "^$cc .* identical\$" "$out/uhid/objcode.rec"
			else
				record SKIP "object code ($cc)" "objcopy not installed"
			fi
		done
		;;
	ipmi)
		claim gcc "bare: gcc warns about saddr and lun" warns_about ipmi bare gcc saddr lun
		for cc in gcc clang; do
			claim $cc "INIT_FOR_COMPILER: $cc is silent" no_warning ipmi macro $cc
			claim $cc "INIT_FOR_COMPILER: $cc build is correct" runs_ok ipmi macro $cc
			claim $cc "audit: $cc names saddr and lun" warns_about ipmi audit $cc saddr lun
		done
		;;
	unused)
		for cc in gcc clang; do
			claim $cc "bare: $cc reports unused best" warns_about unused bare $cc best
			claim $cc "x = x: $cc says nothing" no_warning unused self $cc
			claim $cc "INIT_FOR_COMPILER: $cc still reports unused best" warns_about unused macro $cc best
		done
		;;
	ifdef)
		claim gcc "bare: gcc warns about timeout" warns_about ifdef bare gcc timeout
		claim gcc "x = x: gcc says nothing" no_warning ifdef self gcc
		for cc in gcc clang; do
			claim $cc "INIT_FOR_COMPILER: $cc is silent, timeout reads 0" \
				quiet_ok ifdef macro $cc
			claim $cc "audit: $cc names timeout" warns_about ifdef audit $cc timeout
		done
		;;
	legacy-port)
		for cc in gcc clang; do
			claim $cc "bare (Linux 5.9+, no macro): $cc cannot build it" does_not_build legacy-port bare $cc
			claim $cc "x = x: $cc says nothing" no_warning legacy-port self $cc
			claim $cc "shim: $cc reports unused timeout, build correct" \
				warns_ok legacy-port macro $cc timeout
			claim $cc "audit: $cc names status and count" warns_about legacy-port audit $cc status count
			claim $cc "audit: $cc is silent about the stale site (val)" not_names legacy-port audit $cc val
		done
		;;
	esac
}

# ---------------------------------------------------------------------------
# Report
# ---------------------------------------------------------------------------
version_of() {
	case $1 in
	gcc) $GCC -dumpfullversion 2>/dev/null || $GCC -dumpversion ;;
	clang) $CLANG --version 2>/dev/null | sed -n '1s/.*clang version \([0-9.]*\).*/\1/p' ;;
	esac
}

colour_run() {
	case $1 in
	correct) printf '%s%-8s%s' "$c_grn" "$1" "$c_off" ;;
	"no build") printf '%s%-8s%s' "$c_yel" "$1" "$c_off" ;;
	"not run") printf '%s%-8s%s' "$c_dim" "$1" "$c_off" ;;
	*) printf '%s%-8s%s' "$c_red" "$1" "$c_off" ;;
	esac
}

colour_vg() {
	case $1 in
	clean) printf '%s%-24s%s' "$c_grn" "$1" "$c_off" ;;
	*error*) printf '%s%-24s%s' "$c_red" "$1" "$c_off" ;;
	*) printf '%-24s' "$1" ;;
	esac
}

trunc() {	# text: cut to the terminal's width (tty only)
	if [ "$width" -gt 0 ] && [ "$width" -gt 70 ]; then
		printf '%s' "$1" | cut -c1-$((width - 67))
	else
		printf '%s' "$1"
	fi
}

print_example() {
	ex=$1 i=$2 n=$3
	printf '\n%s%d/%d %s%s\n' "$c_bold" "$i" "$n" "$(title "$ex")" "$c_off"
	printf '  %s%-17s %-5s %4s  %-8s %-24s %s%s\n' "$c_dim" spelling cc warn run valgrind \
		"first warning (or error)" "$c_off"
	for sp in bare self macro audit; do
		label=$(spelling_label "$sp")
		for cc in gcc clang; do
			case " $compilers " in
			*" $cc "*)
				warn=$(get "$ex" "$sp" "$cc" warn)
				if [ "${warn:-0}" != 0 ]; then
					wcol="$c_yel$(printf '%4s' "$warn")$c_off"
				else
					wcol=$(printf '%4s' "${warn:-?}")
				fi
				printf '  %-17s %-5s %s  %s %s %s\n' "$label" "$cc" "$wcol" \
					"$(colour_run "$(get "$ex" "$sp" "$cc" run)")" \
					"$(colour_vg "$(get "$ex" "$sp" "$cc" vg)")" \
					"$(trunc "$(get "$ex" "$sp" "$cc" first)")" | sed 's/ *$//'
				;;
			*) continue ;;	# clang not installed: one line at the end says so
			esac
			label=
		done
	done
	if [ "$ex" = uhid ]; then
		if [ "$have_objcopy" -eq 1 ] && [ -s "$out/uhid/objcode.rec" ]; then
			while read -r cc m z s same; do
				# len = len stores no value: what the zero costs, or
				# that the code around it differs
				if [ "$m" -gt "$s" ]; then
					why="sets no value: the zero costs $((m - s)) B"
				elif [ "$m" -eq "$s" ]; then
					why="sets no value; the same size here"
				else
					why="sets no value, yet $((s - m)) B more here"
				fi
				printf '  object code, %s -O2, .text of uhid.o: INIT_FOR_COMPILER %s B, len = 0 %s B: %s%s%s; len = len %s B (%s)\n' \
					"$cc" "$m" "$z" "$([ "$same" = identical ] && echo "$c_grn" || echo "$c_red")" \
					"$same" "$c_off" "$s" "$why"
			done <"$out/uhid/objcode.rec"
		else
			echo "  object code: objcopy not installed"
		fi
	fi
	if [ -f "$out/$ex/proof.rec" ]; then
		p=$(sed -n 's/^proof=//p' "$out/$ex/proof.rec")
		w=$(sed -n 's/^line=.*(MemorySanitizer): \(read at line [0-9]* in [A-Za-z_0-9]*\).*/\1/p' "$out/$ex/proof.rec")
		printf '  proof: the audit build under MemorySanitizer (%s -O0), then audit --runtime-log: %s\n' \
			"${CLANG##*/}" "${p:-not checked: $(sed -n 's/^why=//p' "$out/$ex/proof.rec")}${w:+, $w}"
	fi
	lesson "$ex" | sed -e 's/^/  | /' -e 's/ *$//'
	n_hold=0 n_fail=0 n_skip=0 claim_fail_text=
	check_claims "$ex"
	if [ "$n_fail" -eq 0 ]; then
		printf '  checked: %s%d of %d statements of examples/%s/README.md are true%s' \
			"$c_grn" "$n_hold" $((n_hold + n_skip)) "$ex" "$c_off"
	else
		printf '  checked: %s%d of %d statements of examples/%s/README.md are false%s' \
			"$c_red" "$n_fail" $((n_hold + n_fail + n_skip)) "$ex" "$c_off"
	fi
	[ "$n_skip" -gt 0 ] && printf ', %d not checked (each says why above)' "$n_skip"
	printf '%s\n' "$claim_fail_text"
	total_fail=$((total_fail + n_fail))
	total_hold=$((total_hold + n_hold))
	total_skip=$((total_skip + n_skip))
}

start=$(date +%s)
# Two demos sharing one output directory (two `make check` in one tree) would
# delete each other's files: the second waits for the first.
mkdir -p "$(dirname "$out")"
if have flock; then
	exec 9>"$out.lock"
	flock 9
fi
rm -rf "$out"
mkdir -p "$out"

# Measure, JOBS examples at a time (each example is independent), one
# progress line per example and compiler.
n_steps=$(( $(echo $examples | wc -w) * $(echo $compilers | wc -w) ))
printf 'demo: %d example(s) x 4 spellings, built with %s and run, %d at a time; the report follows\n' \
	"$(echo $examples | wc -w)" "$(echo $compilers | sed 's/ / and /')" "$JOBS"
running=0
for ex in $examples; do
	measure_example "$ex" &
	running=$((running + 1))
	if [ "$running" -ge "$JOBS" ]; then
		wait
		running=0
	fi
done
wait

gcc_v="gcc $(version_of gcc)"
clang_v="clang: not installed"
case " $compilers " in *" clang "*) clang_v="${CLANG##*/} $(version_of clang)" ;; esac
vg_v="valgrind: not installed"
[ "$have_valgrind" -eq 1 ] && vg_v=$($VALGRIND --version 2>/dev/null)

nex=$(echo $examples | wc -w)
printf '%sinit-for-compiler demo%s: %d example(s), four spellings of one declaration\n' \
	"$c_bold" "$c_off" "$nex"
printf '  %s, %s, %s; flags: %s\n' "$gcc_v" "$clang_v" "$vg_v" "$CFLAGS_DEMO"
echo "  bare x = no initializer; x = x = the old uninitialized_var(); INIT_FOR_COMPILER ="
echo "  this library (compat shim for uninitialized_var); audit = -DINIT_FOR_COMPILER_AUDIT=1"
echo "  with -Wno-maybe-uninitialized (gcc, as kbuild) or -Wno-uninitialized (clang) added"
echo "  warn: warnings, the audit marker (clang's -W#pragma-messages line) left out;"
echo "  run: correct = the program checked its own result; audit builds are not run"
echo "  (they are for reading warnings); valgrind: memcheck errors, gcc builds only"
echo "  (all: EXAMPLES_VALGRIND_ALL=1); no build: did not compile"
echo "  checked: each example's README says what you will see here; the demo checks"
echo "  every one of those statements against this run"

printf '%s\n' "$RESULTS_FORMAT" >"$results"
tsv tools "$gcc_v" "$clang_v" "$vg_v" "$CFLAGS_DEMO"
total_fail=0 total_hold=0 total_skip=0
i=0
for ex in $examples; do
	i=$((i + 1))
	print_example "$ex" "$i" "$nex"
	results_example "$ex" "$i" "$nex"
done

echo
# What was missing, in one line, with the command that installs it.
missing='' packages=''
case " $compilers " in *" clang "*) ;; *) missing="$CLANG" packages=clang ;; esac
[ "$have_valgrind" -eq 1 ] || missing="${missing:+$missing and }$VALGRIND" packages="${packages:+$packages }valgrind"
[ "$have_objcopy" -eq 1 ] || missing="${missing:+$missing and }objcopy" packages="${packages:+$packages }binutils"
if [ -n "$missing" ]; then
	printf '%s%s not installed: %d statements not checked; to check them all: apt-get install %s (or make deps)%s\n' \
		"$c_yel" "$missing" "$total_skip" "$packages" "$c_off"
fi
[ -z "$missing" ] || tsv missing "$missing" "$packages"
tsv total "$nex" "$total_hold" "$total_fail" "$total_skip" $(( $(date +%s) - start ))
page_ok=1
if ! have python3; then
	echo "demo: $out/index.html not written: python3 not installed (apt-get install python3)"
elif python3 examples/demo-html.py "$results" "$out/index.html"; then
	echo "demo: the report as one page: $out/index.html"
else
	echo "demo: examples/demo-html.py could not write $out/index.html (see above)"
	page_ok=0
fi
printf 'demo: %d example(s); of what their READMEs say, %d statements true, %d false, %d not checked; %d s; outputs in %s\n' \
	"$nex" "$total_hold" "$total_fail" "$total_skip" $(( $(date +%s) - start )) "$out"
# the figures of a whole demo (tests/lib/result.sh figure; scripts/fresh-debian.sh
# --record keeps those of a fresh machine)
if [ "$examples" = "$all_examples" ]; then
	figure demo.claims.hold "$total_hold"
	figure demo.claims.fail "$total_fail"
	figure demo.claims.not-checked "$total_skip"
fi
[ "$total_fail" -eq 0 ] && [ "$page_ok" -eq 1 ]
