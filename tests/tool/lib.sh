# SPDX-License-Identifier: MIT OR GPL-2.0-only
# shellcheck shell=bash
# tests/tool/lib.sh - what the tool's test scripts (patch.sh, shims.sh,
# evidence.sh, cocci.sh, launcher.sh, precommit.sh) share, sourced first:
# the top of the tree as the current directory (top), the results of
# tests/lib/result.sh (SUITE, default tool), the tool (TOOL, default
# $BUILD/tool/init-for-compiler, made absolute), T=tests/tool, a scratch
# directory B=$BUILD/tool/NAME.XXXXXX for the script NAME.sh, and
#   check NAME CMD...   CMD's output into B/NAME.log; PASS, or FAIL naming it
#   finish              the exit status (0, or 1 after a FAIL); B is removed
#                       after a clean run unless KEEP is set, and named
#                       after one that failed
set -u
export LC_ALL=C
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 2
. tests/lib/result.sh
SUITE=${SUITE:-tool}
BUILD=${BUILD:-build}
TOOL=${TOOL:-$BUILD/tool/init-for-compiler}
case $TOOL in /*) ;; *) TOOL=$top/$TOOL ;; esac
case $BUILD in /*) BDIR=$BUILD ;; *) BDIR=$top/$BUILD ;; esac
mkdir -p "$BDIR/tool"
lib_name_=${0##*/}
B=$(mktemp -d "$BDIR/tool/${lib_name_%.sh}.XXXXXX") || exit 2
# shellcheck disable=SC2034 # the scripts that source this use it
T=tests/tool
failed=0

check() {
	check_n_=$1; shift
	check_log_=$B/$(printf '%s' "$check_n_" | tr -c 'A-Za-z0-9._-' _).log
	if "$@" >"$check_log_" 2>&1; then pass "$check_n_"; else fail "$check_n_" "see $check_log_"; fi
}

finish() {
	if [ $failed = 0 ]; then
		[ -n "${KEEP:-}" ] || rm -rf "$B"
	else
		echo "$lib_name_: logs kept in $B"
	fi
	exit $failed
}
