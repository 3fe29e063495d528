#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# tests/core/pragma-cost.sh - what the macros cost the compiler per use.
#
#   pragma-cost.sh count CC STDFLAG [INCDIR]
#       one line per macro: "MACRO N", N the pragmas one use expands to
#       (Clang's _Pragma pushes and ignores; GCC's expansions have none).
#       tests/core/run.sh pins these numbers.
#   pragma-cost.sh time CC STDFLAG [INCDIR]
#       compile time (user+sys, best of 5, -fsyntax-only) of 2000 functions
#       with 10 uses each (20000 uses) of the hand-written `= {0}`, of a
#       plain one-level macro `x = {0}`, of INIT_FOR_COMPILER, of
#       INIT_SCALAR_FOR_COMPILER and of INIT_STRUCT_FOR_COMPILER: a quick
#       look, for instance at an older header through INCDIR. Not part of
#       make check (a time is not a pass or a fail); the figures of record
#       are make bench's (bench/ct.sh, docs/performance.md).
#
# INCDIR defaults to include/ of this tree; give another one (a copy of an
# older header) to compare. Run from anywhere; CC may be a chroot compiler
# (tests/chroot/env.sh is sourced).
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
. "$top/tests/chroot/env.sh"
mode=$1 cc=$2 sf=$3 inc=${4:-$top/include}
tmp=${BUILD:-$top/build}/pragma-cost
mkdir -p "$tmp"

case $mode in
count)
	for m in INIT_FOR_COMPILER INIT_SCALAR_FOR_COMPILER INIT_PTR_FOR_COMPILER \
		INIT_STRUCT_FOR_COMPILER ZERO_FOR_COMPILER; do
		case $m in
		INIT_PTR_FOR_COMPILER) decl="int *$m(v);" ;;
		INIT_STRUCT_FOR_COMPILER) decl="struct s $m(v);" ;;
		ZERO_FOR_COMPILER) decl="int v; v = $m(v);" ;;
		*) decl="int $m(v);" ;;
		esac
		printf '#include <init_for_compiler.h>\nstruct s { int a; };\nvoid f(void);\nvoid f(void)\n{\n@@@\n%s\n}\n' \
			"$decl" >"$tmp/count-$$.c"
		# shellcheck disable=SC2086
		if ! "$cc" $sf -E -I"$inc" "$tmp/count-$$.c" >"$tmp/count-$$.i"; then
			echo "pragma-cost.sh: $cc $sf -E failed on $m" >&2
			exit 1
		fi
		echo "$m $(sed -n '/^@@@/,$p' "$tmp/count-$$.i" | grep -c '^ *#pragma' || true)"
	done
	rm -f "$tmp/count-$$.c" "$tmp/count-$$.i" ;;
time)
	gen() { # MACRO|hand|plain
		echo '#include <init_for_compiler.h>'
		echo 'struct p { int *a; long b; };'
		echo '#define PLAIN(x) x = {0}'
		i=0
		while [ $i -lt 2000 ]; do
			echo "long f$i(int k);"
			echo "long f$i(int k) {"
			for j in 0 1 2 3 4 5 6 7 8 9; do
				case $1 in
				hand) echo "	int v$j = {0};" ;;
				plain) echo "	int PLAIN(v$j);" ;;
				INIT_STRUCT_FOR_COMPILER) echo "	struct p $1(s$j); int v$j = s$j.a != 0;" ;;
				*) echo "	int $1(v$j);" ;;
				esac
			done
			echo "	if (k) { v0 = k; v1 = k; v2 = k; v3 = k; v4 = k; v5 = k; v6 = k; v7 = k; v8 = k; v9 = k; }"
			echo "	return v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9; }"
			i=$((i + 1))
		done
	}
	for w in hand plain INIT_FOR_COMPILER INIT_SCALAR_FOR_COMPILER INIT_STRUCT_FOR_COMPILER; do
		gen $w >"$tmp/time-$w.c"
		best=
		for _ in 1 2 3 4 5; do
			# shellcheck disable=SC2086
			s=$( { /usr/bin/time -f '%U %S' "$cc" $sf -fsyntax-only -I"$inc" "$tmp/time-$w.c" >/dev/null; } 2>&1 |
				tail -n 1 | awk '{ print $1 + $2 }')
			best=$(echo "$s ${best:-$s}" | awk '{ print ($1 < $2) ? $1 : $2 }')
		done
		echo "$cc $sf $w: $best s (20000 uses, best of 5, user+sys)"
	done ;;
*)
	echo "usage: $0 count|time CC STDFLAG [INCDIR]" >&2
	exit 2 ;;
esac
