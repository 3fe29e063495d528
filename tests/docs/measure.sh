#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# tests/docs/measure.sh - reproduce docs/design.md's table of spellings and
# docs/performance.md's .text sizes of one function.
#
# Usage: tests/docs/measure.sh [spellings|size|all]   (from the top directory)
#
# spellings: which zero-initializer spelling each installed compiler accepts,
#            per type and -std, with -pedantic -Wall -Wextra:
#            ok / warn / ERR. Compilers not installed are left out.
# size:      .text bytes of examples/uhid/uhid.c at -O2 for the annotated
#            declaration in several spellings and with -ftrivial-auto-var-init.
# Prints plain text. tests/docs runs `size` and fails when docs/performance.md
# shows other sizes ("size-figures"); `spellings` is for reproducing the
# table of docs/design.md by hand.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 1
tmp=${TMPDIR:-/tmp}/ifc-measure.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
have() { command -v "$1" >/dev/null 2>&1; }
what=${1:-all}

spellings() {
	cat >"$tmp/sp.c" <<'EOC'
struct s { int a; void *p; };
void use(void *);
void f(void) { T x = INIT; use(&x); }
EOC
	printf '%-12s %-6s' type init
	ccs=
	for cc in gcc-11 gcc-12 clang-13 clang-14 clang-15 clang-16 clang-19; do
		have $cc && ccs="$ccs $cc" && printf ' %-17s' "$cc c89/c11/c2x"
	done
	echo
	for t in int 'int *' 'struct s' '_Atomic int'; do
		for init in '{0}' '{}' '0'; do
			printf '%-12s %-6s' "$t" "$init"
			for cc in $ccs; do
				row=
				for std in c89 c11 c2x; do
					if [ "$t" = "_Atomic int" ] && [ $std = c89 ]; then
						row="$row/-"; continue
					fi
					if msg=$($cc -std=$std -pedantic -Wall -Wextra -c "$tmp/sp.c" \
						-o "$tmp/sp.o" "-DT=$t" "-DINIT=$init" 2>&1); then
						case $msg in *warning*) v=warn ;; *) v=ok ;; esac
					else
						v=ERR
					fi
					row="$row/$v"
				done
				printf ' %-17s' "${row#/}"
			done
			echo
		done
	done
}

text_size() {	# cc flags... -> .text bytes of uhid.c, or the first error
	cc=$1
	shift
	if "$cc" -O2 -Iinclude -Icompat -Iexamples/uhid "$@" -c "$tmp/uhid/uhid.c" \
		-o "$tmp/u.o" >"$tmp/u.err" 2>&1; then
		objcopy -O binary --only-section=.text "$tmp/u.o" "$tmp/u.bin"
		wc -c <"$tmp/u.bin" | tr -d ' '
	else
		echo refused	# e.g. clang 14: -ftrivial-auto-var-init=zero needs an opt-in flag
	fi
}

size() {
	printf '%-44s' 'uhid.c, -O2, .text bytes'
	ccs=
	for cc in gcc-11 gcc-12 clang-14 clang-19; do
		have $cc && ccs="$ccs $cc" && printf ' %8s' "$cc"
	done
	echo
	# uhid.c includes "../spelling.h": keep the examples' layout
	mkdir -p "$tmp/uhid"
	cp examples/spelling.h "$tmp/spelling.h"
	for v in "INIT_FOR_COMPILER(len)|-DEXAMPLE_SPELLING=3" \
		"len = 0 (by hand)|-DEXAMPLE_SPELLING=4" \
		"len = len (the old macro)|-DEXAMPLE_SPELLING=2" \
		"bare len|-DEXAMPLE_SPELLING=1" \
		"bare, -ftrivial-auto-var-init=zero|-DEXAMPLE_SPELLING=1 -ftrivial-auto-var-init=zero" \
		"bare, -ftrivial-auto-var-init=pattern|-DEXAMPLE_SPELLING=1 -ftrivial-auto-var-init=pattern" \
		"len = 0xAAAAAAAAAAAAAAAA (a pattern by hand)|-DEXAMPLE_SPELLING=4 -DIFC_PATTERN"; do
		label=${v%%|*} flags=${v#*|}
		printf '%-44s' "$label"
		for cc in $ccs; do
			if [ "${flags#*IFC_PATTERN}" != "$flags" ]; then
				sed 's/size_t INIT_FOR_COMPILER(len);/size_t len = 0xAAAAAAAAAAAAAAAA;/' \
					examples/uhid/uhid.c >"$tmp/uhid/uhid.c"
			else
				cp examples/uhid/uhid.c "$tmp/uhid/uhid.c"
			fi
			# shellcheck disable=SC2086
			printf ' %8s' "$(text_size $cc $flags)"
		done
		echo
	done
}

case $what in
spellings) spellings ;;
size) size ;;
all) spellings; echo; size ;;
*) echo "usage: $0 [spellings|size|all]" >&2; exit 2 ;;
esac
