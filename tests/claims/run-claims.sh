#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# tests/claims/run-claims.sh - the six claims of the library, each a test
# that fails when the claim breaks, on every gcc and clang installed
# (suite "claims"):
#   1 fp        default mode silences the false positive: fp.c warns with a
#               bare declaration (control) and is silent with each macro
#   2 unused    `int INIT_FOR_COMPILER(x);` never used warns -Wunused-variable,
#               set but never read warns -Wunused-but-set-variable
#   3 old       the old spellings `x = x` and `x = *(&(x))` are silent on all
#               three (false positive, unused, set-only): the hazard
#   4 audit     -DINIT_FOR_COMPILER_AUDIT=1 re-exposes the false positive,
#               over -Wno-maybe-uninitialized (gcc, -O2) and
#               -Wno-sometimes-uninitialized -Wno-uninitialized (clang)
#   5 misuse    compile_fail.c: clean without -DFAIL; refused with -DFAIL=N,
#               the error naming the macro and the variable (C: gnu11, and
#               c89/c99/c11 after <stdio.h>; C++11 and C++17)
#   6 text      textid.c: the .text of each macro equals the hand-written
#               `= 0` / `= NULL` / `= {0}` at -O2
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
: "${BUILD:=build}"
: "${RESULTS_DIR:=$BUILD/results}"
export RESULTS_DIR
. "$top/tests/lib/result.sh"
suite=claims
out=$BUILD/claims
mkdir -p "$out"
fail=0

GCCS="gcc-11 gcc-12"
CLANGS="clang-13 clang-14 clang-15 clang-16 clang-19"
CXXS="g++-11 g++-12 clang++-14 clang++-19"

ok() { result PASS "$suite" "$1"; }
ko() { result FAIL "$suite" "$1" "$2"; fail=1; }

# warns CC LOG ARGS...: compile fp.c; the log keeps the diagnostics
cc_fp() {
	local cc=$1 log=$2
	shift 2
	"$cc" -std=gnu11 -O2 -Wall -Wextra -I"$top/include" "$@" -c "$here/fp.c" -o /dev/null >"$log" 2>&1
}

for cc in $GCCS $CLANGS; do
	if ! command -v "$cc" >/dev/null 2>&1; then
		for t in fp unused old audit misuse text; do
			result SKIP "$suite" "$cc $t" "$cc not installed"
		done
		continue
	fi
	case $cc in
	gcc-*) fpw='-Wmaybe-uninitialized' audit_off='-Wno-maybe-uninitialized' ;;
	*) fpw='-Wsometimes-uninitialized' audit_off='-Wno-sometimes-uninitialized -Wno-uninitialized' ;;
	esac
	log=$out/$cc

	# 1. the control warns, each macro is silent
	cc_fp "$cc" "$log.fp0" -DSPELL=0 -DPART=FP
	if ! grep -q -e "$fpw" "$log.fp0"; then
		ko "$cc fp" "control: a bare declaration no longer warns $fpw (fp.c proves nothing)"
	else
		bad=''
		for sp in 1 2; do
			cc_fp "$cc" "$log.fp$sp" -DSPELL=$sp -DPART=FP -Werror || bad="$bad SPELL=$sp: $(grep -m1 -E 'error|warning' "$log.fp$sp")"
		done
		if [ -z "$bad" ]; then
			ok "$cc fp: control warns $fpw; INIT_FOR_COMPILER and the checked variants silent"
		else
			ko "$cc fp" "a macro does not silence the false positive:$bad"
		fi
	fi

	# 2. unused warnings survive INIT_FOR_COMPILER
	cc_fp "$cc" "$log.unused" -DSPELL=1 -DPART=UNUSED
	cc_fp "$cc" "$log.setonly" -DSPELL=1 -DPART=SETONLY
	if grep -q "never_used.*-Wunused-variable" "$log.unused" &&
		grep -q "set_only.*-Wunused-but-set-variable" "$log.setonly"; then
		ok "$cc unused: -Wunused-variable and -Wunused-but-set-variable survive INIT_FOR_COMPILER"
	else
		ko "$cc unused" "INIT_FOR_COMPILER hides an unused warning (see $log.unused, $log.setonly)"
	fi

	# 3. the old spellings hide all three
	bad=''
	for sp in 3 4; do
		for part in FP UNUSED SETONLY; do
			cc_fp "$cc" "$log.old$sp$part" -DSPELL=$sp -DPART=$part
			grep -q -E 'warning|error' "$log.old$sp$part" && bad="$bad SPELL=$sp PART=$part warns"
		done
	done
	if [ -z "$bad" ]; then
		ok "$cc old: \`x = x\` and \`x = *(&(x))\` hide the false positive and both unused warnings"
	else
		ko "$cc old" "an old spelling now warns (the documented hazard changed):$bad"
	fi

	# 4. audit mode re-exposes, over the command line's -Wno-...
	bad=''
	for sp in 1 2; do
		# shellcheck disable=SC2086
		cc_fp "$cc" "$log.audit$sp" -DSPELL=$sp -DPART=FP -DINIT_FOR_COMPILER_AUDIT=1 $audit_off
		grep -q -e "$fpw" "$log.audit$sp" || bad="$bad SPELL=$sp"
	done
	if [ -z "$bad" ]; then
		ok "$cc audit: $fpw back over $audit_off"
	else
		ko "$cc audit" "audit mode does not re-expose $fpw over $audit_off:$bad"
	fi
done

# 5. misuse refused, naming the macro and the variable (C and C++)
# The message is "MACRO(var): not a ..." (_Static_assert), or, in strict
# C89/C99 where glibc redefines _Static_assert, the bit-field name
# "MACRO_of_var_not_a_..." (negative width).
misuse_names=(x "INIT_PTR_FOR_COMPILER(\(|_of_)wrong1(\): |_)not[ _]a[ _]pointer"
	"INIT_PTR_FOR_COMPILER(\(|_of_)wrong2(\): |_)not[ _]a[ _]pointer"
	"INIT_SCALAR_FOR_COMPILER(\(|_of_)wrong3(\): |_)not[ _](an[ _])?arithmetic"
	"INIT_SCALAR_FOR_COMPILER(\(|_of_)wrong4(\): |_)not[ _](an[ _])?arithmetic"
	"INIT_STRUCT_FOR_COMPILER(\(|_of_)wrong5(\): |_)not[ _]a[ _]struct"
	"INIT_STRUCT_FOR_COMPILER(\(|_of_)wrong6(\): |_)not[ _]a[ _]struct"
	"error")
for cc in $GCCS $CLANGS $CXXS; do
	command -v "$cc" >/dev/null 2>&1 || { result SKIP "$suite" "$cc misuse" "$cc not installed"; continue; }
	case $cc in
	*++*) modes="c++11 c++17" ;;
	*) modes="gnu11 c89+stdio c99+stdio c11+stdio" ;;
	esac
	bad=''
	for mode in $modes; do
		lang="-std=${mode%+stdio}"
		case $mode in *++*) lang="-x c++ $lang" ;; esac
		case $mode in *+stdio) lang="$lang -DWITH_STDIO=1" ;; esac
		log=$out/$cc.misuse.${mode%+stdio}
		# shellcheck disable=SC2086
		if ! "$cc" $lang -Wall -Wextra -Werror -I"$top/include" -c "$here/compile_fail.c" \
			-o "$out/misuse.o" >"$log.0" 2>&1; then
			bad="$bad $mode: not clean without -DFAIL: $(grep -m1 error "$log.0")"
			continue
		fi
		for n in 1 2 3 4 5 6 7; do
			# shellcheck disable=SC2086
			if "$cc" $lang -Wall -Wextra -Werror -I"$top/include" -DFAIL=$n -c "$here/compile_fail.c" \
				-o "$out/misuse.o" >"$log.$n" 2>&1; then
				bad="$bad $mode FAIL=$n compiles"
			elif ! grep -q -E "${misuse_names[$n]}" "$log.$n"; then
				bad="$bad $mode FAIL=$n: no /${misuse_names[$n]}/ in the error"
			fi
		done
	done
	rm -f "$out/misuse.o"
	if [ -z "$bad" ]; then
		ok "$cc misuse: 7 misuses refused in $modes, each error naming the macro and the variable"
	else
		ko "$cc misuse" "$bad"
	fi
done

# 6. .text identity at -O2, function by function (-ffunction-sections)
fns="t_init t_scalar t_ptr t_struct t_struct_init t_zero t_zero_ptr t_zero_struct"
for cc in $GCCS $CLANGS; do
	command -v "$cc" >/dev/null 2>&1 || continue
	built=1
	for m in 0 1; do
		"$cc" -std=gnu11 -O2 -ffunction-sections -I"$top/include" -DMACRO=$m -c "$here/textid.c" \
			-o "$out/$cc.text$m.o" || built=0
	done
	if [ $built -eq 0 ]; then
		ko "$cc text" "textid.c did not build"
		continue
	fi
	bad='' total=0
	for f in $fns; do
		for m in 0 1; do
			objcopy -O binary -j ".text.$f" "$out/$cc.text$m.o" "$out/$cc.$f.$m.bin"
		done
		total=$((total + $(stat -c %s "$out/$cc.$f.1.bin")))
		if [ ! -s "$out/$cc.$f.1.bin" ]; then
			bad="$bad $f: no .text.$f"
		elif ! cmp -s "$out/$cc.$f.0.bin" "$out/$cc.$f.1.bin"; then
			bad="$bad $f ($(stat -c %s "$out/$cc.$f.0.bin") vs $(stat -c %s "$out/$cc.$f.1.bin") bytes)"
		fi
	done
	if [ -z "$bad" ]; then
		ok "$cc text: each macro's .text == the hand-written zero's at -O2 (8 functions, $total bytes)"
	else
		ko "$cc text" "hand-written vs macro .text differs in:$bad; see objdump -d $out/$cc.text0.o $out/$cc.text1.o"
	fi
done

exit $fail
