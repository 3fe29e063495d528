#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/lib/timed.sh - run one suite of `make check` and record what it cost.
#
# Usage: timed.sh FILE NAME CMD...
# Runs CMD (its exit status is this script's), then appends one line to FILE:
#
#   NAME <TAB> WALL <TAB> USER <TAB> SYS <TAB> LOAD0 <TAB> LOAD1
#
# WALL is the wall time in seconds; USER and SYS the CPU time of CMD and of
# every process under it that was waited for (bash's `times`, the same
# rusage as /usr/bin/time); LOAD0 and LOAD1 the 1-minute load average at the
# start and at the end. The Makefile runs every suite of `make check` through
# this (one sub-make each); tests/lib/summary.sh prints the table and records
# the figures. Nothing but bash and awk: the suites also run on a machine
# with no tools (tests/lib/run.sh).
set -u
file=$1 name=$2
shift 2
load() { read -r l _ </proc/loadavg 2>/dev/null && echo "$l" || echo '?'; }
l0=$(load)
t0=${EPOCHREALTIME/,/.}	# (a comma in some locales)
"$@"
rc=$?
t1=${EPOCHREALTIME/,/.}
l1=$(load)
# `times` (a builtin: no fork, so it sees this shell's children): line 2 is
# the children's user and system time, as "1m2.345s 0m0.678s"
times >"$file.$$"
awk -v name="$name" -v t0="$t0" -v t1="$t1" -v l0="$l0" -v l1="$l1" '
	function secs(s) { sub(/,/, ".", s); split(s, p, "m"); sub(/s$/, "", p[2]); return p[1] * 60 + p[2] }
	NR == 2 { printf "%s\t%.1f\t%.1f\t%.1f\t%s\t%s\n", name, t1 - t0, secs($1), secs($2), l0, l1 }
' "$file.$$" >>"$file"
rm -f "$file.$$"
exit $rc
