#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# bench/cc1.sh - compile one corpus file and list its functions' code.
#
#   bench/cc1.sh ELFSEC MAP CC OPT SRC OUT [EXTRA-FLAGS...]
#
# Compiles SRC with CC at -OPT, one section per function, with the warnings
# the corpus is about (gcc: -Wall -Wextra, which has -Wmaybe-uninitialized;
# clang: the same plus -Wconditional-uninitialized). Writes OUT.o, OUT.diag
# (the compiler's diagnostics), OUT.sec (bench/elfsec) and OUT.fn
# (bench/funcs.awk: "name size signature" per corpus function).
# Run from the top of the tree. Exit status: the compiler's, or elfsec's.
set -u
elfsec=$1 map=$2 cc=$3 opt=$4 src=$5 out=$6
shift 6
case $cc in
clang*) warn="-Wall -Wextra -Wconditional-uninitialized" ;;
*) warn="-Wall -Wextra" ;;
esac
# shellcheck disable=SC2086 # word splitting of $warn is wanted
LC_ALL=C "$cc" "-$opt" $warn -ffunction-sections -c -Iinclude -Ibench "$@" \
	"$src" -o "$out.o" 2>"$out.diag" || { cat "$out.diag" >&2; exit 1; }
"$elfsec" "$out.o" >"$out.sec" || exit 1
awk -f bench/funcs.awk "$map" "$out.sec" >"$out.fn"
