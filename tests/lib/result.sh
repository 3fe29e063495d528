# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/lib/result.sh - the one result protocol every test suite uses.
#
# Source it from a test script, then call
#     result PASS|FAIL|SKIP SUITE NAME [REASON...]
# Each call appends one line "STATUS SUITE: NAME[: REASON]" to
# $RESULTS_DIR/SUITE.txt and echoes it. tests/lib/summary.sh counts the
# lines of every suite and prints the closing "N passed, N failed" line.
# A SKIP always carries its reason; it is never counted as a pass.

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
	mkdir -p "$RESULTS_DIR"
	line="$status $suite: $name${*:+: $*}"
	printf '%s\n' "$line" >>"$RESULTS_DIR/$suite.txt"
	printf '%s\n' "$line"
}
