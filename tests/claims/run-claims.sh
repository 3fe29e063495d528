#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# tests/claims/run-claims.sh - the claims of the library, each a test
# that fails when the claim breaks, on every gcc and clang installed
# (suite "claims"):
#   1 fp        default mode silences the false positive: fp.c warns with a
#               bare declaration (control) and is silent with each macro
#   2 unused    `int INIT_FOR_COMPILER(x);` never used warns -Wunused-variable,
#               set but never read warns -Wunused-but-set-variable
#   3 old       the old spellings `x = x` and `x = *(&(x))` are silent on all
#               three (false positive, unused, set-only): the hazard
#   4 audit     -DINIT_FOR_COMPILER_AUDIT=1 re-exposes the false positive,
#               over -Wno-maybe-uninitialized -Wno-uninitialized (gcc, -O2)
#               and -Wno-sometimes-uninitialized -Wno-uninitialized (clang)
#               Claims 1-4 are owned here; tests/core checks only what they
#               do not: the compat shim's unused warnings, and all of it
#               with the header as a system header (-isystem)
#   5 misuse    not here: tests/core (compile_fail-*.c, each file with the
#               diagnostics it must produce in EXPECT comments) refuses the
#               same 7 misuses on the same compilers, C and C++ (make
#               check-core); one claim, one owner
#   6 text      object code identical to the hand-written zero: owned by
#               bench/identity.sh (suite bench-identity: a 145-function
#               corpus, -O2 and -Os, bytes and relocations). Here only
#               textid.c on the compilers of this list that it does not
#               build (TEXT_CCS), and one result that checks that every
#               gcc and clang of this list is in one of the two
#   7 c23       the C23 spelling `= {}` where __STDC_VERSION__ is 202311L
#               (gcc-15 and gcc-16 in their default mode and with -std=c23;
#               clang-22 with -std=c23): INIT_FOR_COMPILER expands to `= {}`;
#               claims 1, 2 and 4 again in that mode; audit mode names
#               new_xattr in the xattr replay (tests/tool/audit/xattr.c); the
#               .text equals the hand-written `= {}` forms and the `= 0` ones.
#               The values are the matrix's (cells *_c23_* and *_default_*),
#               -Wc++-compat is tests/core's (warn-enum.c).
#   8 assign    the assignment form (fp.c, PART=ASSIGN): a dummy `value = -1;`
#               after a call that does not return quiets the warning, and
#               so does ASSIGN_FOR_COMPILER(value, -1); audit mode leaves the
#               assignment out and the warning is back, over the same -Wno-
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
: "${BUILD:=build}"
: "${RESULTS_DIR:=$BUILD/results}"
export RESULTS_DIR
. "$top/tests/lib/result.sh"
# gcc-13..16 and clang-21/22 from the trixie and sid chroots (make deps)
. "$top/tests/chroot/env.sh"
SUITE=claims
# compiles through ccache: a warm run builds again only what changed
. "$top/tests/lib/ccache.sh"
ccache_on
out=$BUILD/claims
mkdir -p "$out"
failed=0

# every gcc and clang of tests/compilers.txt's suite "claims"
. "$top/tests/lib/compilers.sh"
GCCS=$(compilers family=gcc suite=claims)
CLANGS=$(compilers family=clang suite=claims)
# claim 7: the compilers and modes where INIT_FOR_COMPILER is `= {}`
C23S="gcc-15:default gcc-15:c23 gcc-16:default gcc-16:c23 clang-22:c23"


# cc_fp CC LOG ARGS...: compile fp.c (-std=gnu11 unless $STD is set: a
# -std flag, or empty for the default mode); the log keeps the diagnostics
cc_fp() {
	local cc=$1 log=$2
	shift 2
	# shellcheck disable=SC2086
	"$cc" ${STD--std=gnu11} -O2 -Wall -Wextra -I"$top/include" "$@" -c "$here/fp.c" -o "$out/fp.o" >"$log" 2>&1
}

for cc in $GCCS $CLANGS; do
	if ! have "$cc"; then
		for t in fp unused old audit assign; do
			skip "$cc $t" "$(chroot_missing "$cc")"
		done
		continue
	fi
	case $cc in
	gcc-*) fpw='-Wmaybe-uninitialized' audit_off='-Wno-maybe-uninitialized -Wno-uninitialized' ;;
	*) fpw='-Wsometimes-uninitialized' audit_off='-Wno-sometimes-uninitialized -Wno-uninitialized' ;;
	esac
	log=$out/$cc

	# 1. the control warns, each macro is silent
	cc_fp "$cc" "$log.fp0" -DSPELL=0 -DPART=FP
	if ! grep -q -e "$fpw" "$log.fp0"; then
		fail "$cc fp" "control: a bare declaration no longer warns $fpw (fp.c proves nothing)"
	else
		bad=''
		for sp in 1 2; do
			cc_fp "$cc" "$log.fp$sp" -DSPELL=$sp -DPART=FP -Werror || bad="$bad SPELL=$sp: $(grep -m1 -E 'error|warning' "$log.fp$sp")"
		done
		if [ -z "$bad" ]; then
			pass "$cc fp: control warns $fpw; INIT_FOR_COMPILER and the checked variants silent"
		else
			fail "$cc fp" "a macro does not silence the false positive:$bad"
		fi
	fi

	# 2. unused warnings survive INIT_FOR_COMPILER
	cc_fp "$cc" "$log.unused" -DSPELL=1 -DPART=UNUSED
	cc_fp "$cc" "$log.setonly" -DSPELL=1 -DPART=SETONLY
	if grep -q "never_used.*-Wunused-variable" "$log.unused" &&
		grep -q "set_only.*-Wunused-but-set-variable" "$log.setonly"; then
		pass "$cc unused: -Wunused-variable and -Wunused-but-set-variable survive INIT_FOR_COMPILER"
	else
		fail "$cc unused" "INIT_FOR_COMPILER hides an unused warning (see $log.unused, $log.setonly)"
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
		pass "$cc old: \`x = x\` and \`x = *(&(x))\` hide the false positive and both unused warnings"
	else
		fail "$cc old" "an old spelling now warns (the documented hazard changed):$bad"
	fi

	# 4. audit mode re-exposes, over the command line's -Wno-...
	bad=''
	for sp in 1 2; do
		# shellcheck disable=SC2086
		cc_fp "$cc" "$log.audit$sp" -DSPELL=$sp -DPART=FP -DINIT_FOR_COMPILER_AUDIT=1 $audit_off
		grep -q -e "$fpw" "$log.audit$sp" || bad="$bad SPELL=$sp"
	done
	if [ -z "$bad" ]; then
		pass "$cc audit: $fpw back over $audit_off"
	else
		fail "$cc audit" "audit mode does not re-expose $fpw over $audit_off:$bad"
	fi

	# 8. the assignment form: the control (no dummy assignment) warns, the
	# hand-written `value = -1;` and ASSIGN_FOR_COMPILER(value, -1) are
	# silent, and audit mode leaves the assignment out: the warning is back
	cc_fp "$cc" "$log.assign0" -DSPELL=0 -DPART=ASSIGN
	cc_fp "$cc" "$log.assign5" -DSPELL=5 -DPART=ASSIGN -Werror
	cc_fp "$cc" "$log.assign1" -DSPELL=1 -DPART=ASSIGN -Werror
	# shellcheck disable=SC2086
	cc_fp "$cc" "$log.assign-audit" -DSPELL=1 -DPART=ASSIGN -DINIT_FOR_COMPILER_AUDIT=1 $audit_off
	if ! grep -q -e "value.*$fpw" "$log.assign0"; then
		fail "$cc assign" "control: no dummy assignment no longer warns $fpw ($log.assign0: fp.c proves nothing)"
	elif grep -q -E 'warning|error' "$log.assign5" "$log.assign1"; then
		fail "$cc assign" "the assignment does not quiet it ($log.assign5, $log.assign1)"
	elif ! grep -q -e "value.*$fpw" "$log.assign-audit"; then
		fail "$cc assign" "audit mode keeps ASSIGN_FOR_COMPILER's assignment: no $fpw over $audit_off ($log.assign-audit)"
	else
		pass "$cc assign: control warns $fpw; \`value = -1;\` and ASSIGN_FOR_COMPILER silent; audit mode brings it back"
	fi
done

# 5. misuse: tests/core owns it (compile_fail-*.c, each with its EXPECT
# comments; every gcc, clang, g++ and clang++ listed here, C and C++)

# 6. .text identity at -O2, function by function (-ffunction-sections): the
# compilers bench-identity does not build, and the C23 forms of claim 7
fns="t_init t_scalar t_ptr t_struct t_struct_init t_zero t_zero_ptr t_zero_struct"
# text_same CC TAG REF STDFLAG: compare textid.c built -DMACRO=1 with
# -DMACRO=REF; the differences go to $tdiff (empty when equal), the bytes
# of the macros' functions to $total
text_same() {
	local cc=$1 tag=$2 ref=$3 sf=$4 m f
	tdiff='' total=0
	for m in 1 "$ref"; do
		# shellcheck disable=SC2086
		if ! "$cc" $sf -O2 -ffunction-sections -I"$top/include" -DMACRO=$m -c "$here/textid.c" \
			-o "$out/$tag.text$m.o" >"$out/$tag.text$m.log" 2>&1; then
			tdiff=" textid.c -DMACRO=$m did not build ($out/$tag.text$m.log)"
			return
		fi
	done
	for f in $fns; do
		for m in 1 "$ref"; do
			objcopy -O binary -j ".text.$f" "$out/$tag.text$m.o" "$out/$tag.$f.$m.bin"
		done
		total=$((total + $(stat -c %s "$out/$tag.$f.1.bin")))
		if [ ! -s "$out/$tag.$f.1.bin" ]; then
			tdiff="$tdiff $f: no .text.$f"
		elif ! cmp -s "$out/$tag.$f.$ref.bin" "$out/$tag.$f.1.bin"; then
			tdiff="$tdiff $f ($(stat -c %s "$out/$tag.$f.$ref.bin") vs $(stat -c %s "$out/$tag.$f.1.bin") bytes)"
		fi
	done
}
# The gcc and clang of this suite that bench/identity.sh does not build
# (suite "textid" in tests/compilers.txt); every other one must be in its
# configs (checked here, so that no compiler is dropped unnoticed).
TEXT_CCS=$(compilers suite=textid)
missing_text=''
for cc in $GCCS $CLANGS; do
	case " $TEXT_CCS " in *" $cc "*) continue ;; esac
	grep -Eq "(^|[ \"])$cc:O2( |\$|\")" "$top/bench/identity.sh" || missing_text="$missing_text $cc"
done
if [ -z "$missing_text" ]; then
	pass "text: object code of every gcc and clang here checked once: bench-identity, or textid.c for $TEXT_CCS"
else
	fail "text: object code of every gcc and clang here checked once" "neither in bench/identity.sh's configs nor in TEXT_CCS:$missing_text"
fi
for cc in $TEXT_CCS; do
	have "$cc" || { skip "$cc text" "$(chroot_missing "$cc")"; continue; }
	text_same "$cc" "$cc" 0 -std=gnu11
	bad=$tdiff
	if [ -z "$bad" ]; then
		pass "$cc text: each macro's .text == the hand-written zero's at -O2 (8 functions, $total bytes)"
	else
		fail "$cc text" "hand-written vs macro .text differs in:$bad; see objdump -d $out/$cc.text0.o $out/$cc.text1.o"
	fi
done

# 7. C23: `= {}` where __STDC_VERSION__ >= 202311L
for cm in $C23S; do
	cc=${cm%%:*} mode=${cm#*:}
	sf=-std=$mode
	[ "$mode" = default ] && sf=''
	label="$cc ${sf:-(default mode)}"
	if ! have "$cc"; then
		skip "$label c23" "$(chroot_missing "$cc")"
		continue
	fi
	case $cc in
	gcc-*) fpw='-Wmaybe-uninitialized' audit_off='-Wno-maybe-uninitialized' ;;
	*) fpw='-Wsometimes-uninitialized' audit_off='-Wno-sometimes-uninitialized -Wno-uninitialized' ;;
	esac
	log=$out/$cc-${mode}
	bad=''
	# the spelling, as the preprocessor sees it (pragma lines dropped)
	printf '#include <init_for_compiler.h>\nint v_version = __STDC_VERSION__;\nINIT_FOR_COMPILER(v)\n' >"$out/c23-spell.c"
	# shellcheck disable=SC2086
	"$cc" $sf -E -P -I"$top/include" "$out/c23-spell.c" >"$log.spell" 2>&1
	sv=$(grep -o 'v_version = [0-9]*L' "$log.spell")
	spell=$(grep -v -e '^ *#' -e '^ *$' -e v_version "$log.spell" | tr -s ' \t\n' ' ' | sed 's/ $//')
	[ "$sv" = "v_version = 202311L" ] || bad="$bad; __STDC_VERSION__ is '$sv', not 202311L"
	[ "$spell" = "v = {}" ] || bad="$bad; INIT_FOR_COMPILER(v) expands to '$spell', not 'v = {}'"
	# claim 1: the control warns, the macros silence the false positive
	STD=$sf cc_fp "$cc" "$log.fp0" -DSPELL=0 -DPART=FP
	if ! grep -q -e "$fpw" "$log.fp0"; then
		bad="$bad; control: a bare declaration does not warn $fpw"
	else
		for sp in 1 2; do
			STD=$sf cc_fp "$cc" "$log.fp$sp" -DSPELL=$sp -DPART=FP -Werror ||
				bad="$bad; SPELL=$sp does not silence the false positive"
		done
	fi
	# claim 2: the unused warnings survive
	STD=$sf cc_fp "$cc" "$log.unused" -DSPELL=1 -DPART=UNUSED
	STD=$sf cc_fp "$cc" "$log.setonly" -DSPELL=1 -DPART=SETONLY
	grep -q "never_used.*-Wunused-variable" "$log.unused" || bad="$bad; -Wunused-variable lost"
	grep -q "set_only.*-Wunused-but-set-variable" "$log.setonly" || bad="$bad; -Wunused-but-set-variable lost"
	# claim 4: audit mode, on fp.c and on the xattr replay: the warning
	# names new_xattr there, and nothing does without audit mode
	# shellcheck disable=SC2086
	STD=$sf cc_fp "$cc" "$log.audit" -DSPELL=1 -DPART=FP -DINIT_FOR_COMPILER_AUDIT=1 $audit_off
	grep -q -e "$fpw" "$log.audit" || bad="$bad; audit mode does not re-expose $fpw over $audit_off"
	for a in 0 1; do
		# shellcheck disable=SC2086
		"$cc" $sf -O2 -Wall -Wextra -I"$top/include" -DINIT_FOR_COMPILER_AUDIT=$a \
			-c "$top/tests/tool/audit/xattr.c" -o "$out/xattr.o" >"$log.xattr$a" 2>&1
	done
	grep -q "new_xattr.*uninitialized" "$log.xattr1" ||
		bad="$bad; audit build of tests/tool/audit/xattr.c does not name new_xattr ($log.xattr1)"
	! grep -q "new_xattr" "$log.xattr0" ||
		bad="$bad; the default build of tests/tool/audit/xattr.c warns about new_xattr ($log.xattr0)"
	# claim 6: .text against the `= {}` forms and the `= 0` forms
	for ref in 2 0; do
		text_same "$cc" "$cc-$mode" "$ref" "$sf"
		[ -z "$tdiff" ] || bad="$bad; .text differs from MACRO=$ref:$tdiff"
	done
	if [ -z "$bad" ]; then
		pass "$label c23: INIT_FOR_COMPILER is \`v = {}\` (202311L); false positive silenced, unused warnings kept, audit names new_xattr in the xattr replay, .text == hand-written \`= {}\` and \`= 0\` ($total bytes)"
	else
		fail "$label c23" "${bad#; }"
	fi
done

ccache_line=$(ccache_stats)
[ -z "$ccache_line" ] || echo "$SUITE: $ccache_line"
exit $failed
