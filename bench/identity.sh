#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# bench/identity.sh - the macros give the same code as the hand-written zero.
#
#   bench/identity.sh OUTDIR ELFSEC        (run from the top of the tree)
#
# For gcc-11, gcc-12, clang-14 and clang-19 at -O2 and -Os (and clang-19
# -std=c2x, where INIT_FOR_COMPILER spells `= {}`), and for the compilers of
# the trixie and sid chroots (tests/chroot: gcc-13 and gcc-14 at -O2, gcc-15,
# gcc-16 and clang-22 at -O2 and -Os, clang-21 at -O2; gcc-15 and gcc-16 in
# their default mode, C23, where the spelling is `= {}`, and gcc-15 also
# with -std=gnu17; clang-22 also with -std=c23), compiles the generated
# corpus (bench/corpus.tmpl) with each macro spelling and with the
# hand-written one, one section per function, and compares every function's
# bytes and relocations (bench/elfsec): INIT_FOR_COMPILER and the checked
# variants against the initializer `= 0` / `= NULL` / `= {0}`,
# ZERO_FOR_COMPILER against the assignment it stands for, `v = 0` /
# `v = NULL` / `v = (T){0}`. One result
# per compiler, level and macro, suite "bench-identity". A difference is a
# FAIL naming the functions; their disassembly diff goes to
# OUTDIR/identity-diff.txt and its start to stderr. A compiler that is not
# installed is a SKIP. Exit status 1 if anything failed.
#
# bench/identity-known.txt may list differences that are known and reported
# ("TAG SPELLING FUNCTION REASON", e.g. "gcc-12-Os checked andcond_rec
# two xors swapped"): each one found is named, with its reason, in the PASS
# line instead of a FAIL (not a SKIP: a skip is only for a missing tool,
# tests/lib/skips.sh). An entry that no longer differs is reported as stale
# (a FAIL), so the list cannot hide anything silently.
set -u
out=$1 elfsec=$2
suite=bench-identity
. tests/lib/result.sh
# the compilers of the trixie and sid chroots (make deps builds them)
# shellcheck disable=SC2034 # read by tests/chroot/env.sh
top=$(pwd)
. tests/chroot/env.sh
: "${BENCH_JOBS:=2}"

mkdir -p "$out"
rm -f "$out"/identity-diff.txt "$out"/jobs
for s in hand handzero init checked zero; do
	awk -v spelling=$s -v map="$out/corpus.map.tmp" \
		-f bench/gen-corpus.awk bench/corpus.tmpl >"$out/corpus-$s.c" || exit 1
	mv "$out/corpus.map.tmp" "$out/corpus.map"
done
nfun=$(grep -c . "$out/corpus.map")

configs="gcc-11:O2 gcc-11:Os gcc-12:O2 gcc-12:Os clang-14:O2 clang-14:Os clang-19:O2 clang-19:Os clang-19:O2:c2x
gcc-13:O2 gcc-14:O2 gcc-15:O2 gcc-15:Os gcc-15:O2:gnu17 gcc-16:O2 gcc-16:Os
clang-21:O2 clang-22:O2 clang-22:Os clang-22:O2:c23"
for c in $configs; do
	cc=${c%%:*}
	command -v "$cc" >/dev/null 2>&1 || continue
	rest=${c#*:} opt=${rest%%:*} std=
	case $rest in *:*) std=${rest#*:} ;; esac
	tag=$cc-$opt${std:+-$std}
	for s in hand handzero init checked zero; do
		echo "$elfsec $out/corpus.map $cc $opt $out/corpus-$s.c $out/$tag-$s${std:+ -std=$std}"
	done
done >"$out/jobs"
# Each line of jobs is one bench/cc1.sh command line; none contains quotes.
xargs -P "$BENCH_JOBS" -L 1 bench/cc1.sh <"$out/jobs" >"$out/identity-cc.log" 2>&1
ccrc=$?

fails=0
for c in $configs; do
	cc=${c%%:*}
	rest=${c#*:} opt=${rest%%:*} std=
	case $rest in *:*) std=${rest#*:} ;; esac
	tag=$cc-$opt${std:+-$std}
	label="$cc -$opt${std:+ -std=$std}"
	if ! command -v "$cc" >/dev/null 2>&1; then
		for s in init checked zero; do
			result SKIP $suite "$label $s" "$(chroot_missing "$cc")"
		done
		continue
	fi
	for s in init checked zero; do
		case $s in
		init) m=INIT_FOR_COMPILER ;;
		checked) m=INIT_SCALAR/PTR/STRUCT_FOR_COMPILER ;;
		zero) m=ZERO_FOR_COMPILER ;;
		esac
		ref=hand
		[ $s = zero ] && ref=handzero
		a=$out/$tag-$ref.fn b=$out/$tag-$s.fn
		if [ ! -s "$a" ] || [ ! -s "$b" ]; then
			result FAIL $suite "$label $m" "did not compile (see $out/identity-cc.log)"
			fails=$((fails + 1))
			continue
		fi
		# the number of corpus functions found must be the whole corpus
		seen=$(awk '$1 != "(other)" && $2 > 0' "$b" | wc -l)
		all=$(awk 'FNR == NR { h[$1] = $3; next } h[$1] != $3 { print $1 }' "$a" "$b")
		diffs="" stale="" known=""
		for f in $all; do
			why=$(awk -v t="$tag" -v s="$s" -v f="$f" '$1 == t && $2 == s && $3 == f { $1 = $2 = $3 = ""; sub(/^ +/, ""); print; exit }' bench/identity-known.txt 2>/dev/null)
			if [ -n "$why" ]; then
				known="$known; $f: $why"
			else
				diffs="$diffs $f"
			fi
		done
		for f in $(awk -v t="$tag" -v s="$s" '$1 == t && $2 == s { print $3 }' bench/identity-known.txt 2>/dev/null); do
			case " $all " in *" $f "*) ;; *) stale="$stale $f" ;; esac
		done
		diffs=${diffs# }
		if [ "$seen" -ne "$nfun" ]; then
			result FAIL $suite "$label $m" "found code for $seen of $nfun functions"
			fails=$((fails + 1))
		elif [ -n "$diffs" ]; then
			result FAIL $suite "$label $m" "code differs from hand-written in:" $diffs
			fails=$((fails + 1))
			for f in $diffs; do
				[ "$f" = "(other)" ] && continue
				{
					echo "=== $label: $f, $m vs hand-written $ref (objdump -dr)"
					objdump -dr --no-show-raw-insn -j ".text.$f" "$out/$tag-$ref.o" | sed 1,6d >"$out/d1"
					objdump -dr --no-show-raw-insn -j ".text.$f" "$out/$tag-$s.o" | sed 1,6d >"$out/d2"
					diff -u "$out/d1" "$out/d2"
				} >>"$out/identity-diff.txt"
			done
		else
			nk=$(printf '%s\n' $all | grep -c .)
			result PASS $suite "$label $m" "$((nfun - nk)) of $nfun functions byte-identical to hand-written${all:+, $nk known differences (bench/identity-known.txt)$known}"
		fi
		if [ -n "$stale" ]; then
			result FAIL $suite "$label $m known list" "bench/identity-known.txt lists differences that are gone:$stale"
			fails=$((fails + 1))
		fi
	done
done
if [ -s "$out/identity-diff.txt" ]; then
	echo "bench-identity: disassembly differences (full: $out/identity-diff.txt):" >&2
	head -60 "$out/identity-diff.txt" >&2
fi
[ "$fails" -eq 0 ] && [ "$ccrc" -eq 0 ]
