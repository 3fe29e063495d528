#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/lib/skips.sh - the skip policy, checked on the results of a run.
#
# Usage: skips.sh [--reasons] RESULTS_DIR...
#        (--reasons: print the reason of every SKIP line, one per line,
#        and nothing else; the exit status is the same)
#
# A test may SKIP only because a tool it needs is not installed, and says
# which one, or in a root-only case listed below. Every line
# "SKIP SUITE: NAME: REASON" of RESULTS_DIR/*.txt must have a REASON of one
# of these forms:
#
#   TOOL not installed                 clang-19 not installed
#   TOOL is not installed              sparse is not installed
#   TOOL (WHAT) not installed          Check (libcheck, package 'check') not installed
#   TOOL or TOOL not installed         valgrind or gcc-12 not installed
#   TOOL, TOOL and TOOL not installed  gcc-11, objcopy not installed
#   not installed: TOOL TOOL...        not installed: meson ninja
#   any of these followed by " (...)"  dkms is not installed (apt-get install dkms)
#
# where TOOL is one word (a command, a package or a path; no spaces), or
#
#   running as root: WHY               only for SUITE: NAME in ROOT_ONLY below,
#                                      each one documented where its test is
#
# Anything else (an exit status, a log line, "no kernel headers", "not
# built") is no reason to skip: that test should have failed. Prints every
# SKIP line that breaks the policy and exits 1 when there is one; exits 0
# (silently) otherwise. tests/lib/summary.sh counts each as a failure of
# `make check`; tests/lib/run.sh tests this script.

# SUITE: NAME of the tests that skip when run as root (docs/tool.md, "Tests":
# directory permissions do not stop root; the RLIMIT_FSIZE test covers the
# same failure path).
ROOT_ONLY='tool: atomic: read-only directory'

reasons=0
[ "${1:-}" = --reasons ] && { reasons=1; shift; }
[ $# -gt 0 ] || { echo "usage: skips.sh [--reasons] RESULTS_DIR..." >&2; exit 2; }
tool='[^ ()]+( \([^()]*\))?'
ok="^($tool((, | or | and )$tool)* (is |are )?not installed|not installed:( [^ ()]+)+)( \\([^()]*\\))?\$"
bad=0
for d in "$@"; do
	for f in "$d"/*.txt; do
		[ -f "$f" ] || continue
		while IFS= read -r line; do
			case $line in SKIP\ *) ;; *) continue ;; esac
			rest=${line#SKIP }
			# "SUITE: NAME: REASON": NAME may hold ": " itself, so try
			# every split of the rest into "SUITE: NAME" and REASON
			fine=0
			r=$rest
			while :; do
				case $r in *': '*) ;; *) break ;; esac
				r=${r#*: }
				head=${rest%": $r"}
				case $head in *': '*) ;; *) continue ;; esac
				if printf '%s\n' "$r" | grep -Eq "$ok"; then
					fine=1
					break
				fi
				case $r in
				'running as root: '*)
					case "
$ROOT_ONLY
" in *"
$head
"*) fine=1; break ;; esac
					;;
				esac
			done
			if [ $fine = 0 ]; then
				bad=1
				if [ $reasons = 1 ]; then
					echo "(breaks the skip policy) $rest"
				else
					echo "skip policy: $line"
				fi
			elif [ $reasons = 1 ]; then
				printf '%s\n' "$r"
			fi
		done <"$f"
	done
done
exit $bad
