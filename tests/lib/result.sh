# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/lib/result.sh - the one result protocol every test suite uses.
#
# Source it from a test script, then call
#     result PASS|FAIL|SKIP SUITE NAME [REASON...]
# Each call appends one line "STATUS SUITE: NAME[: REASON]" to
# $RESULTS_DIR/SUITE.txt (or to $RESULTS_FILE when it is set: the matrix
# keeps each cell's lines apart, and gathers them when all cells ran) and
# echoes it. tests/lib/summary.sh counts the
# lines of every suite and prints the closing "N passed, N failed" line.
# A SKIP always carries its reason; it is never counted as a pass.
#
# The helpers every runner uses (none defines its own): set SUITE to the
# suite's name, then
#     pass NAME [DETAIL...]      result PASS $SUITE ...
#     fail NAME [REASON...]      result FAIL $SUITE ..., and failed=1
#     skip NAME REASON...        result SKIP $SUITE ...; REASON names the
#                                missing tool (tests/lib/skips.sh)
#     have CMD                   true when CMD is on PATH
# and end with `exit $failed` (0, or 1 when a fail was recorded).
#
# Figures (what a run measured, for the documents): the same scripts, and
# make matrix, make bench and make coverage, call
#     figure KEY VALUE           one line "KEY<TAB>VALUE" appended to
#                                $RESULTS_DIR/figures.tsv
# KEY is dotted lower case (kbuild.time.default); VALUE is the text a
# document shows (4.96). A later line for the same KEY wins.
# scripts/ledger.py record copies such a file into docs/ledger.tsv, the
# results ledger, from which the documents are rendered (docs/README.md,
# "Figures").

: "${RESULTS_DIR:=build/results}"

result() {
	status=$1 suite=$2 name=$3
	shift 3
	case $status in
	PASS|FAIL|SKIP) ;;
	*) echo "result: bad status '$status'" >&2; return 2 ;;
	esac
	if [ "$status" = SKIP ] && [ $# -eq 0 ]; then
		echo "result: SKIP of $suite: $name needs a reason" >&2
		return 2
	fi
	line="$status $suite: $name${*:+: $*}"
	if [ -n "${RESULTS_FILE:-}" ]; then
		printf '%s\n' "$line" >>"$RESULTS_FILE"
	else
		mkdir -p "$RESULTS_DIR"
		printf '%s\n' "$line" >>"$RESULTS_DIR/$suite.txt"
	fi
	printf '%s\n' "$line"
}

: "${failed:=0}"
have() { command -v "$1" >/dev/null 2>&1; }
pass() { result PASS "${SUITE:?set SUITE before calling pass}" "$@"; }
fail() { failed=1; result FAIL "${SUITE:?set SUITE before calling fail}" "$@"; }
skip() { result SKIP "${SUITE:?set SUITE before calling skip}" "$@"; }
figure() {
	case $1 in
	''|*[!a-z0-9_.+-]*) echo "figure: bad key '$1'" >&2; return 2 ;;
	esac
	case $2 in
	''|*"$(printf '\t')"*) echo "figure: $1: empty value, or a tab in it" >&2; return 2 ;;
	esac
	mkdir -p "$RESULTS_DIR"
	printf '%s\t%s\n' "$1" "$2" >>"$RESULTS_DIR/figures.tsv"
}
