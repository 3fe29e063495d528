#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/core/run.sh - the core header tests (issue: core headers).
#
#   Check runtime tests  check_values.c: values of every macro on every type;
#                        check_assign.c: ASSIGN_FOR_COMPILER(), normal and audit
#   compile_ok           compile_ok-strict.c/.cc: strictest flags, -Werror;
#                        compile_ok-assign.c/.cc: ASSIGN_FOR_COMPILER() the
#                        same, in normal and audit mode
#   compile_fail         compile_fail-*: clean without -DFAIL, fails with it,
#                        and the error matches the file's own EXPECT comments
#                        (ccan style); the 7 misuses in C and C++ on every
#                        gcc, clang, g++ and clang++ (this suite owns them)
#   expected warnings    warn-*.c: what must warn and what must stay silent
#   install              make install DESTDIR=..., pkg-config consumer, uninstall
#   single header        make single-header, built like the split headers
#
# Usage: tests/core/run.sh   (from the top directory; make check-core)
# Every result goes through tests/lib/result.sh; a compiler that is not
# installed is SKIP with the reason. Exit 1 when anything failed.
set -u
export LC_ALL=C	# plain quotes in GCC's messages
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 2
. tests/lib/result.sh
# gcc-13..16 and clang-21/22 from the trixie and sid chroots (make deps)
. tests/chroot/env.sh
SUITE=core
# compiles through ccache: a warm run builds again only what changed
. "$top/tests/lib/ccache.sh"
ccache_on
B=${BUILD:-build}/core
mkdir -p "$B"
INC="-I$top/include -I$top/compat"
# Never "-o /dev/null": tcc, run as root, replaces /dev/null with a regular
# file; a scratch object in the build directory is as cheap.
OUT=$B/scratch.o
failed=0

# missing CC: the SKIP reason for a compiler that cannot be run
missing() { chroot_missing "$1"; }

# The compilers of every section below, and their modes: tests/compilers.txt
# (suite "core": everything; "core-fail": the compile_fail files only).
. tests/lib/compilers.sh
GCCS=$(compilers family=gcc suite=core)
CLANGS=$(compilers family=clang suite=core)
FAIL_ONLY=$(compilers suite=core-fail)
GXXS=$(compilers family=g++ suite=core)
CLANGXXS=$(compilers family=clang++ suite=core)
# has_c23 CC: true when CC takes -std=c23 (its "newest" mode in the list)
has_c23() { [ "$(compiler_field "$1" newest)" = c23 ]; }
# c_stds CC: the -std values of the compile_ok cells ("" is the default mode)
c_stds() {
	if has_c23 "$1"; then
		echo "gnu89 c99 gnu11 c17 c2x c23 default"
	else
		echo "gnu89 c99 gnu11 c17 c2x default"
	fi
}
# std_flag STD: the flag for a c_stds value
std_flag() { [ "$1" = default ] || echo "-std=$1"; }
# empty_braces CC STDFLAG: true when INIT_FOR_COMPILER is `= {}` (C23)
# (Clang 13 to 20 keep `= {0}` in C23: it needs no pragma there.)
empty_braces() {
	case $1:$2 in
	gcc-1[5-9]:|gcc-1[5-9]:-std=c23|gcc-1[5-9]:-std=c2x|gcc-1[5-9]:-std=gnu23) return 0 ;;
	clang-2[1-9]:-std=c23|clang-2[1-9]:-std=c2x) return 0 ;;
	esac
	return 1
}

# The strict sets: GCC_STRICT, GXX_STRICT, CLANG_STRICT, CLANGXX_STRICT
. tests/lib/flags.sh

# run NAME CMD...: run CMD, keep its output in $B/NAME.log, return its status
run() {
	run_log_=$1; shift
	"$@" >"$B/$run_log_.log" 2>&1
}

# ---------------------------------------------------------------- compile_ok
for cc in $GCCS $CLANGS; do
	if ! have $cc; then skip "compile_ok $cc" "$(missing $cc)"; continue; fi
	case $cc in gcc*) flags=$GCC_STRICT ;; *) flags=$CLANG_STRICT ;; esac
	for std in $(c_stds $cc); do
		sf=$(std_flag $std)
		for opt in -O0 -O2; do
			n="compile_ok-strict $cc ${sf:-(default mode)} $opt"
			if run ok-$cc-$std$opt $cc $INC $sf $opt $flags -c tests/core/compile_ok-strict.c -o "$OUT"
			then pass "$n"; else fail "$n" "see $B/ok-$cc-$std$opt.log"; fi
		done
		n="compile_ok-strict $cc ${sf:-(default mode)} -ffreestanding -nostdinc"
		if run okfs-$cc-$std $cc $INC $sf -O2 -ffreestanding -nostdinc $flags -c tests/core/compile_ok-strict.c -o "$OUT"
		then pass "$n"; else fail "$n" "see $B/okfs-$cc-$std.log"; fi
	done
done
for cxx in $GXXS $CLANGXXS; do
	if ! have $cxx; then skip "compile_ok $cxx" "$(missing $cxx)"; continue; fi
	case $cxx in g++*) flags=$GXX_STRICT ;; *) flags=$CLANGXX_STRICT ;; esac
	stds="c++11 c++14 c++17 c++20"
	# C++23 and C++26 where the compiler has them under those names
	[ "$(compiler_field "$cxx" newest)" = c++26 ] && stds="$stds c++23 c++26"
	for std in $stds; do
		for opt in -O0 -O2; do
			n="compile_ok-strict.cc $cxx -std=$std $opt"
			if run okxx-$cxx-$std$opt $cxx $INC -std=$std $opt $flags -c tests/core/compile_ok-strict.cc -o "$OUT"
			then pass "$n"; else fail "$n" "see $B/okxx-$cxx-$std$opt.log"; fi
		done
	done
done

# ASSIGN_FOR_COMPILER() in normal and audit mode: compile_ok-assign.c/.cc
# with the strictest flags and -Werror; in audit mode the only diagnostic
# allowed is the header's audit marker (a #pragma message)
# assign_ok NAME CC ARGS...: NAME passes when CC ARGS compiles silently
assign_ok() {
	local name=$1 lg
	shift
	lg=assign-$(echo "$name" | tr -c 'A-Za-z0-9+.=\n-' _)
	if ! run "$lg" "$@"; then
		fail "$name" "see $B/$lg.log"
	elif grep -v 'init-for-compiler: audit build' "$B/$lg.log" | grep -q -E '(warning|error):'; then
		fail "$name" "a diagnostic besides the audit marker (see $B/$lg.log)"
	else
		pass "$name"
	fi
}
for cc in $GCCS $CLANGS; do
	if ! have $cc; then skip "compile_ok-assign $cc" "$(missing $cc)"; continue; fi
	case $cc in gcc*) flags=$GCC_STRICT ;; *) flags=$CLANG_STRICT ;; esac
	for audit in 0 1; do
		for std in $(c_stds $cc); do
			sf=$(std_flag $std)
			for opt in -O0 -O2; do
				assign_ok "compile_ok-assign $cc ${sf:-(default mode)} $opt AUDIT=$audit" \
					$cc $INC $sf $opt $flags -DINIT_FOR_COMPILER_AUDIT=$audit -c tests/core/compile_ok-assign.c -o "$OUT"
			done
		done
		assign_ok "compile_ok-assign $cc -ffreestanding -nostdinc AUDIT=$audit" \
			$cc $INC -O2 -ffreestanding -nostdinc $flags -DINIT_FOR_COMPILER_AUDIT=$audit -c tests/core/compile_ok-assign.c -o "$OUT"
	done
done
for cxx in $GXXS $CLANGXXS; do
	if ! have $cxx; then skip "compile_ok-assign $cxx" "$(missing $cxx)"; continue; fi
	case $cxx in g++*) flags=$GXX_STRICT ;; *) flags=$CLANGXX_STRICT ;; esac
	for audit in 0 1; do
		for std in c++11 c++17 c++20; do
			assign_ok "compile_ok-assign.cc $cxx -std=$std AUDIT=$audit" \
				$cxx $INC -std=$std -O2 $flags -DINIT_FOR_COMPILER_AUDIT=$audit -c tests/core/compile_ok-assign.cc -o "$OUT"
		done
	done
done

# -------------------------------------------------------------- compile_fail
# Each compile_fail-* file carries the diagnostics its misuse must produce,
# ccan style, in one-line comments the runner reads:
#     /* EXPECT: ERE */           // EXPECT: ERE        (C++ files)
#     /* EXPECT(KEY): ERE */      for one variant of the run (fail_case -k KEY:
#                                 a compiler with its own wording, a -D choice;
#                                 KEY is a word: letters, digits, _ and -)
# Every expectation of the selected set must match the compiler's output
# (grep -E). A file without an expectation is a failure, never a pass.

# expect_of FILE [KEY]: the EXPECT(KEY) regexes of FILE when KEY is given
# and FILE has some, else its plain EXPECT regexes; one a line
expect_of() {
	eo_re='^[[:space:]]*(/\*|//)[[:space:]]*EXPECT'
	eo_got=''
	[ -n "${2:-}" ] && eo_got=$(sed -n -E "s,${eo_re}\\($2\\): (.*)\$,\\2,p" "$1")
	[ -n "$eo_got" ] || eo_got=$(sed -n -E "s,${eo_re}: (.*)\$,\\2,p" "$1")
	printf '%s\n' "$eo_got" | sed -e 's,[[:space:]]*\*/[[:space:]]*$,,' -e '/^$/d'
}
# expect_check FILE LOG [KEY]: empty when LOG has every expectation of FILE,
# else what is wrong
expect_check() {
	case ${3:-} in *[!A-Za-z0-9_-]*) echo "EXPECT key '$3' is not a word"; return ;; esac
	ec_list=$(expect_of "$1" "${3:-}")
	if [ -z "$ec_list" ]; then
		echo "$1 has no EXPECT comment${3:+ (nor EXPECT($3))}: nothing to check the error against"
		return
	fi
	printf '%s\n' "$ec_list" | while IFS= read -r ec_re; do
		grep -qE -- "$ec_re" "$2" || printf '/%s/ not in the error (see %s); ' "$ec_re" "$2"
	done
}
# Every compile_fail file says what its error must be.
bare=''
for f in tests/core/compile_fail-*; do
	grep -qE '^[[:space:]]*(/\*|//)[[:space:]]*EXPECT(\([^)]*\))?: ' "$f" || bare="$bare $f"
done
if [ -z "$bare" ]; then
	pass "every compile_fail file carries its expected diagnostics (EXPECT comments): $(ls tests/core/compile_fail-* | wc -l) files"
else
	fail "compile_fail files without an EXPECT comment" "$bare"
fi

# fail_case [-k KEY] [-a] FILE CC [EXTRA FLAGS...]: FILE is clean without
# -DFAIL (-Wall -Wextra -Werror) and refused with it, the error matching
# FILE's expectations (its EXPECT(KEY) lines with -k KEY); with -a the
# error comes alone: with -DFAIL and -Wall -Wextra, no warning beside it
# (Clang once added -Wnull-dereference's "indirection of non-volatile null
# pointer will be deleted, not trap" to each checked variant's error)
fail_case() {
	key='' alone=''
	[ "$1" = -k ] && { key=$2; shift 2; }
	[ "$1" = -a ] && { alone='-Wall -Wextra'; shift; }
	f=$1 cc=$2; shift 2
	base=$(basename "$f" | sed 's/\.[a-z]*$//')
	n="$base $cc $*"
	if ! have "$cc"; then skip "$n" "$(missing "$cc")"; return; fi
	lg=$(echo "fail-$base-$cc-$*" | tr ' /=+' '____')
	if ! run "$lg-ok" "$cc" $INC "$@" -Wall -Wextra -Werror -c "$f" -o "$OUT"; then
		fail "$n" "does not compile cleanly without -DFAIL (see $B/$lg-ok.log)"
	elif run "$lg" "$cc" $INC "$@" $alone -DFAIL -c "$f" -o "$OUT"; then
		fail "$n" "compiles with -DFAIL: the misuse is not refused"
	else
		bad=$(expect_check "$f" "$B/$lg.log" "$key")
		if [ -n "$alone" ] && grep -q 'warning:' "$B/$lg.log"; then
			bad="${bad}a warning beside the error: $(grep -m1 'warning:' "$B/$lg.log")"
		fi
		if [ -z "$bad" ]; then
			pass "$n: error matches the EXPECT${key:+($key)} of $base${alone:+, and comes alone}"
		else
			fail "$n" "$bad"
		fi
	fi
}

# pass_case FILE CC WHY [EXTRA FLAGS...]: a documented limit: the misuse of
# FILE (-DFAIL) is NOT refused by CC; when it starts to be, the docs are stale
pass_case() {
	f=$1 cc=$2 why=$3; shift 3
	base=$(basename "$f" | sed 's/\.[a-z]*$//')
	n="$base $cc $* (not refused: $why)"
	if ! have "$cc"; then skip "$n" "$(missing "$cc")"; return; fi
	lg=$(echo "pass-$base-$cc-$*" | tr ' /=' '___')
	if run "$lg" "$cc" $INC "$@" -DFAIL -Wall -Werror -c "$f" -o "$OUT"; then
		pass "$n"
	else
		fail "$n" "now refused: the documented limit is gone, update the docs (see $B/$lg.log)"
	fi
}
# The seven misuses: a checked variant on the wrong kind of type (six
# files) and INIT_FOR_COMPILER on an array. This suite owns the claim "a
# misuse is a compile error naming the macro and the variable" (README,
# docs/design.md); tests/claims refers here. In C the error names a struct
# type that the misuse declares and leaves undefined: the macro, the
# variable and the problem (init_for_compiler.h, "How the checked variants
# check"), in every C mode alike (the files' EXPECT lines); in C++ a
# static_assert says it (their EXPECT(cxx) lines).
MISUSES="ptr ptr-struct scalar scalar-struct struct struct-ptr array"
# C: every gcc and clang of the claims (the core-fail ones too), GNU modes,
# C23 where the compiler has -std=c23, and strict ISO modes after a glibc
# header (which defines _Static_assert as a macro before C11: the checks do
# not use it).
for cc in $GCCS $CLANGS $FAIL_ONLY; do
	for mode in gnu89 gnu11 c23 c89+stdio c99+stdio c11+stdio; do
		[ "$mode" = c23 ] && ! has_c23 "$cc" && continue
		case $mode in
		*+stdio) mf="-std=${mode%+stdio} -include stdio.h" ;;
		*) mf=-std=$mode ;;
		esac
		for m in $MISUSES; do
			# the checked variants' errors come alone; the array's
			# syntax error is not theirs
			a=-a
			[ $m = array ] && a=
			# shellcheck disable=SC2086
			fail_case $a tests/core/compile_fail-$m.c $cc $mf
		done
	done
done
# C++: the same files as C++11 and C++17 on every g++ and clang++ of the
# claims; then compile_fail-cxx.cc, nullptr and all.
for cxx in $GXXS $CLANGXXS; do
	for std in c++11 c++17; do
		for m in $MISUSES; do
			a=-a
			[ $m = array ] && a=
			# shellcheck disable=SC2086
			fail_case -k cxx $a tests/core/compile_fail-$m.c $cxx -x c++ -std=$std
		done
	done
done
for cc in $GCCS $CLANGS; do
	# Strict ISO modes: the header also compiles silently after <stdio.h>
	for std in c89 c99; do
		n="compile_ok-strict $cc -std=$std after <stdio.h>"
		case $cc in gcc*) flags=$GCC_STRICT ;; *) flags=$CLANG_STRICT ;; esac
		if ! have $cc; then skip "$n" "$(missing $cc)"
		elif run okstdio-$cc-$std $cc $INC -std=$std -O2 $flags -include stdio.h -c tests/core/compile_ok-strict.c -o "$OUT"
		then pass "$n"; else fail "$n" "see $B/okstdio-$cc-$std.log"; fi
	done
	for h in gcc clang intel sparse generic; do
		fail_case -k $h tests/core/compile_fail-direct.c $cc "-DHDR=<init_for_compiler/compiler-$h.h>"
	done
done
# Clang's note "expanded from macro" quotes the line of the definition
# that holds the brace, and its comment says what to do.
for cc in $CLANGS; do
	fail_case tests/core/compile_fail-atomic.c $cc -std=c11
done
# C23 too (the empty initializer on Clang 21 and later, {0} before)
for cc in clang-19 clang-21 clang-22; do
	fail_case tests/core/compile_fail-atomic.c $cc -std=c23
done
# GCC accepts a braced initializer for _Atomic: the documented difference.
for cc in $GCCS; do
	have $cc || continue
	n="INIT_FOR_COMPILER on _Atomic accepted by $cc"
	if run atomic-$cc $cc $INC -std=c11 -Wall -Wextra -Werror -DFAIL -c tests/core/compile_fail-atomic.c -o "$OUT"
	then pass "$n"; else fail "$n" "see $B/atomic-$cc.log"; fi
done
for cxx in g++-12 clang++-19 g++-16 clang++-22; do
	for w in 1 2 3; do
		fail_case -k $w tests/core/compile_fail-cxx.cc $cxx -std=c++17 -DWHICH=$w
	done
	# C++98 is refused; without -DFAIL the file is built as C++11
	n="compile_fail-cxx98 $cxx"
	if ! have $cxx; then skip "$n" "$(missing $cxx)"; continue; fi
	if ! run cxx98ok-$cxx $cxx $INC -std=c++11 -Wall -Wextra -Werror -c tests/core/compile_fail-cxx98.cc -o "$OUT"; then
		fail "$n" "does not build as C++11"
	elif run cxx98-$cxx $cxx $INC -std=c++98 -c tests/core/compile_fail-cxx98.cc -o "$OUT"; then
		fail "$n" "C++98 is not refused"
	else
		bad=$(expect_check tests/core/compile_fail-cxx98.cc "$B/cxx98-$cxx.log")
		if [ -z "$bad" ]; then
			pass "$n: error matches the EXPECT of compile_fail-cxx98 (the C++11 requirement)"
		else
			fail "$n" "$bad"
		fi
	fi
done

# --------------------------------------------------------- expected warnings
# count_warn LOG PATTERN: number of lines of LOG matching PATTERN
count_warn() { grep -cE -- "$2" "$1"; }
# unused_kept NAME PASS-TEXT FAIL-TEXT WHICH CC FLAGS...: warn-unused.c
# compiled with FLAGS gives the unused and the set-but-unused warning of
# WHICH: "shim" (uninitialized_var()'s two variables) or "all" (those and
# INIT_FOR_COMPILER's two)
unused_kept() {
	local name=$1 ok=$2 ko=$3 which=$4 cc=$5 lg u s n=2 vu='never_read|legacy_unused' vs='only_set|legacy_set'
	shift 5
	[ "$which" = shim ] && n=1 vu=legacy_unused vs=legacy_set
	run "$name" "$cc" "$@" -Wall -Wextra -c tests/core/warn-unused.c -o "$OUT"
	lg=$B/$name.log
	u=$(count_warn "$lg" "unused variable '($vu)'")
	s=$(count_warn "$lg" "variable '($vs)' set but not used")
	if [ "$u" -eq $n ] && [ "$s" -eq $n ]; then
		pass "$ok"
	else
		fail "$ko" "expected $n unused + $n set-but-unused, got $u + $s (see $lg)"
	fi
}

for cc in $GCCS $CLANGS; do
	if ! have $cc; then skip "expected warnings $cc" "$(missing $cc)"; continue; fi
	# Unused warnings survive the shim. That INIT_FOR_COMPILER keeps them,
	# that the old definitions hide them, that the macros silence the false
	# positive and that audit mode brings it back are the claims of the
	# library: tests/claims owns them (claims 1-4, fp.c, on every gcc and
	# clang of tests/compilers.txt's suite "claims").
	unused_kept unused-$cc "unused warnings kept by uninitialized_var (compat shim) $cc" \
		"unused warnings kept by the shim $cc" shim $cc $INC
	# No diagnostic state leaks from the header outside audit mode.
	run leak-on-hdr-$cc $cc $INC -O2 -Wall -c tests/core/warn-noleak.c -o "$OUT"
	run leak-on-bare-$cc $cc -DNO_HEADER -O2 -Wall -c tests/core/warn-noleak.c -o "$OUT"
	run leak-off-$cc $cc $INC -O2 -Wall -Wno-maybe-uninitialized -Wno-uninitialized \
		-Wno-unknown-warning-option -c tests/core/warn-noleak.c -o "$OUT"
	a=$(count_warn "$B/leak-on-hdr-$cc.log" "'bare'")
	b=$(count_warn "$B/leak-on-bare-$cc.log" "'bare'")
	c=$(count_warn "$B/leak-off-$cc.log" "'bare'")
	if [ "$a" -eq "$b" ] && [ "$b" -ge 1 ] && [ "$c" -eq 0 ]; then
		pass "no diagnostic state leaks from the header $cc ($a warnings with and without it)"
	else
		fail "no diagnostic state leaks $cc" "with header $a, without $b, with -Wno- $c"
	fi
done
# The -Wc++-compat limit on GCC. CASE 5, the hand-written `= {0}`, is the
# control: it must warn, or the silences prove nothing. In C23 (gcc-15 and
# later, default mode and -std=c23) INIT_FOR_COMPILER is `= {}`, which
# converts nothing: CASE 1 and 3 are silent there; CASE 4 still warns.
for cc in $GCCS; do
	have $cc || continue
	for sf in -std=gnu17 -std=c23 ''; do
		[ "$sf" = -std=c23 ] && ! has_c23 "$cc" && continue
		for c in 1 2 3 4 5; do
			lg=enum-$c-$cc${sf#-std=}
			run $lg $cc $INC $sf -Wall -Wextra -Wc++-compat -DCASE=$c -c tests/core/warn-enum.c -o "$OUT"
			w=$(count_warn "$B/$lg.log" 'Wc\+\+-compat')
			case $c in
			2) want=0 ;;
			1|3) if empty_braces $cc "$sf"; then want=0; else want=1; fi ;;
			*) want=1 ;;
			esac
			if [ "$w" -eq "$want" ]; then
				pass "-Wc++-compat enum limit, case $c: $w warning(s) $cc ${sf:-(default mode)}"
			else
				fail "-Wc++-compat enum limit, case $c $cc ${sf:-(default mode)}" "expected $want warning(s), got $w (see $B/$lg.log)"
			fi
		done
	done
done
# Clang 21 and later: -Wimplicit-int-enum-cast (in -Wc++-compat and
# -Weverything) reports the hand-written `= {0}` (CASE 5); the header turns
# it off for its own tokens, so CASE 1 to 4 are silent in every mode.
for cc in clang-21 clang-22; do
	have $cc || continue
	for sf in -std=gnu89 -std=gnu17 -std=c23; do
		for c in 1 2 3 4 5; do
			lg=enum-$c-$cc${sf#-std=}
			run $lg $cc $INC $sf -Wall -Wextra -Wc++-compat -DCASE=$c -c tests/core/warn-enum.c -o "$OUT"
			w=$(count_warn "$B/$lg.log" 'Wimplicit-int-enum-cast')
			case $c in 5) want=1 ;; *) want=0 ;; esac
			if [ "$w" -eq "$want" ]; then
				pass "clang -Wimplicit-int-enum-cast, case $c: $w warning(s) $cc $sf"
			else
				fail "clang -Wimplicit-int-enum-cast, case $c $cc $sf" "expected $want warning(s), got $w (see $B/$lg.log)"
			fi
		done
	done
done

# ------------------------------------------- _Generic checks (generic, C11)
# tcc and chibicc have no __builtin_classify_type(): from C11 the checked
# variants check with _Generic (init_for_compiler.h, compiler-generic.h).
# The same definitions are forced on gcc and clang (INIT_FOR_COMPILER_GENERIC).
# The six compile_fail-*.c misuses of a checked variant; the _Generic checks
# name the same thing as gcc's and clang's (a bit-field of negative width
# here: their plain EXPECT lines), chibicc quotes the line of the macro
# (their EXPECT(chibicc) lines).
#   PTR  INIT_PTR_FOR_COMPILER(len), a long
#   PTRS INIT_PTR_FOR_COMPILER(pr), a struct
#   SCA  INIT_SCALAR_FOR_COMPILER(buf), a pointer
#   SCAS INIT_SCALAR_FOR_COMPILER(w), a union
#   STR  INIT_STRUCT_FOR_COMPILER(count), an int
#   STRP INIT_STRUCT_FOR_COMPILER(pp), a pointer
g_file() {
	case $1 in
	PTR) echo tests/core/compile_fail-ptr.c ;;
	PTRS) echo tests/core/compile_fail-ptr-struct.c ;;
	SCA) echo tests/core/compile_fail-scalar.c ;;
	SCAS) echo tests/core/compile_fail-scalar-struct.c ;;
	STR) echo tests/core/compile_fail-struct.c ;;
	STRP) echo tests/core/compile_fail-struct-ptr.c ;;
	esac
}
# chibicc: every misuse refused ("not a compile-time constant" under the
# line of the macro)
for w in PTR PTRS SCA SCAS STR STRP; do
	fail_case -k chibicc "$(g_file $w)" chibicc
done
# tcc -std=c11: named refusals (negative width in bit-field '...'), except
# where _Generic cannot tell a pointer from a struct: INIT_PTR on a struct is
# refused by tcc's own error for `= (void *)0`, INIT_STRUCT on a pointer not
for w in PTR SCA SCAS STR; do
	fail_case "$(g_file $w)" tcc -std=c11
done
fail_case -k tcc "$(g_file PTRS)" tcc -std=c11
pass_case "$(g_file STRP)" tcc "_Generic cannot tell a pointer from a struct; tcc accepts {0} for a pointer" -std=c11
# before C11 there is no _Generic: the generic definitions check nothing
pass_case "$(g_file SCA)" tcc "no _Generic before C11" -std=c99
# gcc and clang with the generic definitions forced, C11
for cc in gcc-12 clang-19; do
	for w in PTR SCA SCAS; do
		fail_case "$(g_file $w)" $cc -std=c11 -DINIT_FOR_COMPILER_GENERIC=1
	done
done
fail_case "$(g_file STR)" gcc-12 -std=c11 -DINIT_FOR_COMPILER_GENERIC=1
# clang's generic INIT_STRUCT is the literal {0} (no pragmas to waive
# -Wmissing-field-initializers for a check in the braces)
pass_case "$(g_file STR)" clang-19 "generic INIT_STRUCT_FOR_COMPILER on Clang is the literal {0}" -std=c11 -DINIT_FOR_COMPILER_GENERIC=1
# pcc 1.2: its _Generic takes char and signed char (and long and long long)
# for one type, so it keeps the unchecked definitions
n="pcc _Generic: char and signed char are one type (so pcc keeps the unchecked definitions)"
if ! have pcc; then skip "$n" "$(missing pcc)"
else
	printf 'int f(void);\nint f(void) { char c = 0; return _Generic(c, char: 1, signed char: 2, default: 0); }\n' >"$B/pcc-generic.c"
	if run pcc-generic pcc -std=c11 -c "$B/pcc-generic.c" -o "$OUT"; then
		fail "$n" "pcc now tells them apart: give it the _Generic checks (compiler-generic.h)"
	elif grep -q 'duplicate type in _Generic' "$B/pcc-generic.log"; then
		pass "$n"
	else
		fail "$n" "unexpected error (see $B/pcc-generic.log)"
	fi
	pass_case "$(g_file SCA)" pcc "pcc keeps the unchecked definitions" -std=c11
fi
# The type of ZERO_FOR_COMPILER(x), qualifiers included (zero-type.c): a
# scalar's without them, a struct's with them.
for cc in gcc-12 clang-19 gcc-15 clang-22; do
	if ! have $cc; then skip "ZERO_FOR_COMPILER type $cc" "$(missing $cc)"; continue; fi
	for sf in -std=gnu89 -std=gnu11 -std=c23; do
		case $cc in gcc-12) [ $sf = -std=c23 ] && sf=-std=c2x ;; esac
		n="ZERO_FOR_COMPILER type $cc $sf"
		if ! $cc $sf $INC -Wall -Wextra -Werror -fsyntax-only tests/core/zero-type.c >"$B/zero-type.log" 2>&1; then
			fail "$n" "a scalar zero is not assignable: $(head -2 "$B/zero-type.log")"
		elif $cc $sf $INC -fsyntax-only -DFAIL tests/core/zero-type.c >"$B/zero-type.log" 2>&1; then
			fail "$n" "the zero of a const struct is assignable: its kernel-doc says it keeps const"
		elif grep -q -e 'read-only' -e 'const-qualified' "$B/zero-type.log"; then
			pass "$n: scalars and pointers lose their qualifiers, a struct keeps const"
		else
			fail "$n" "-DFAIL fails for another reason: $(head -2 "$B/zero-type.log")"
		fi
	done
done

# ZERO_FOR_COMPILER typed and the checked variants accepting the right
# types (run-generic.c), with typeof and, as on MSVC, without it; the
# negative control has _Generic off too and must fail.
g_run() { # NAME CC FLAGS...
	gn=$1 gcc_=$2; shift 2
	if ! have "$gcc_"; then skip "run-generic $gn" "$(missing "$gcc_")"; return; fi
	if ! run gen-$gn "$gcc_" $INC "$@" -o "$B/run-generic-$gn" tests/core/run-generic.c; then
		fail "run-generic $gn" "does not build (see $B/gen-$gn.log)"
	elif run gen-$gn-run "$B/run-generic-$gn"; then
		pass "run-generic $gn: ZERO_FOR_COMPILER typed, checked variants accept the right types"
	else
		fail "run-generic $gn" "check $(cat "$B/gen-$gn-run.log") failed (exit status: the check's number)"
	fi
}
g_run tcc tcc -std=c11 -Wall -Werror
g_run tcc-notypeof tcc -std=c11 -Wall -Werror -DINIT_FOR_COMPILER_HAVE_TYPEOF_=0
g_run chibicc chibicc
g_run chibicc-notypeof chibicc -DINIT_FOR_COMPILER_HAVE_TYPEOF_=0
g_run gcc-12-generic gcc-12 -std=c11 $GCC_STRICT -Wno-c++-compat -Wno-missing-prototypes -DINIT_FOR_COMPILER_GENERIC=1
g_run gcc-12-generic-notypeof gcc-12 -std=c11 $GCC_STRICT -Wno-c++-compat -Wno-missing-prototypes -DINIT_FOR_COMPILER_GENERIC=1 -DINIT_FOR_COMPILER_HAVE_TYPEOF_=0
g_run clang-19-generic-notypeof clang-19 -std=c11 -Wall -Wextra -Werror -DINIT_FOR_COMPILER_GENERIC=1 -DINIT_FOR_COMPILER_HAVE_TYPEOF_=0
n="run-generic tcc without typeof or _Generic (negative control)"
if have tcc; then
	if run gen-ctl tcc $INC -std=c11 -DINIT_FOR_COMPILER_HAVE_TYPEOF_=0 -DINIT_FOR_COMPILER_HAVE_GENERIC_=0 \
		-o "$B/run-generic-ctl" tests/core/run-generic.c && ! run gen-ctl-run "$B/run-generic-ctl"; then
		pass "$n: fails, as a plain 0 is not typed"
	else
		fail "$n" "run-generic.c passes with ZERO_FOR_COMPILER a plain 0: it cannot fail"
	fi
fi

# ------------------------------------------------ pragmas per use (Clang)
# Every _Pragma a macro expands to is compile time at every use
# (tests/core/pragma-cost.sh time, make bench). Budgets, exact: none on
# GCC nor on Clang 13 to 20, in any mode. Clang 21 and later:
# push/ignore/pop for INIT_FOR_COMPILER in every mode (-Wimplicit-int-enum-cast
# for its {0} before C23, -Wpre-c23-compat for its {} in C23), and for
# INIT_STRUCT_FOR_COMPILER in C23 only (-Wimplicit-int-enum-cast for its
# {0}; before C23 it is (__typeof__(x)){}, no pragma); none for the others.
budget() { # CC STDFLAG MACRO
	case $1:$2:$3 in
	clang-2[1-9]:*:INIT_FOR_COMPILER|clang-2[1-9]:-std=c23:INIT_STRUCT_FOR_COMPILER) echo 3 ;;
	*) echo 0 ;;
	esac
}
for cc in clang-14 clang-19 clang-21 clang-22 gcc-12 gcc-15; do
	if ! have $cc; then skip "pragma budget $cc" "$(missing $cc)"; continue; fi
	for sf in -std=gnu89 -std=gnu11 -std=c23; do
		case $cc in clang-14|gcc-12) [ $sf = -std=c23 ] && sf=-std=c2x ;; esac
		off=''
		counts=$(tests/core/pragma-cost.sh count $cc $sf 2>"$B/pragma-$cc.log") || counts=''
		while read -r m k; do
			b=$(budget $cc $sf $m)
			[ "$k" -eq "$b" ] || off="$off $m: $k, not $b;"
		done <<EOF
$counts
EOF
		if [ -z "$counts" ]; then
			fail "pragma budget $cc $sf" "no counts (see $B/pragma-$cc.log)"
		elif [ -z "$off" ]; then
			pass "pragma budget $cc $sf: $(echo "$counts" | tr '\n' ' ')"
		else
			fail "pragma budget $cc $sf" "not the budget:$off"
		fi
	done
done

# ------------------------------ why Clang 21 and later need those pragmas
# The three pragmas cost INIT_FOR_COMPILER 1.4 to 1.9 times a plain macro
# there (docs/performance.md). They would go if a zero without pragma
# compiled silently under -Weverything for an enum and for a pointer
# alike, or if x could be named in its own initializer without counting
# as a use. tests/core/zero-candidates.c: each candidate zero must draw a
# diagnostic for the enum or for the pointer on Clang 21 and 22 (when
# one no longer does, it should replace the pragmas), while Clang 19 takes
# {0} for both (the control: the test can find such a zero); and each
# unevaluated self-reference must hide "unused variable".
ZCAND="{0}|{(0)}|{'\\0'}|{0U}|{0LL}|{(char)0}|{(_Bool)0}|{!1}|{0?0:0}|{0.0}|{0.0f}|{}"
for cc in clang-19 clang-21 clang-22; do
	if ! have $cc; then skip "zero candidates $cc" "$(missing $cc)"; continue; fi
	for sf in -std=gnu89 -std=gnu11 -std=c23; do
		clean=''
		zs=$ZCAND
		[ $cc = clang-19 ] && zs='{0}'
		oldifs=$IFS; IFS='|'
		for z in $zs; do
			IFS=$oldifs
			e=0
			for c in 1 2; do
				$cc $sf -Weverything -Wno-unsafe-buffer-usage -Werror -fsyntax-only -DCASE=$c "-DZERO=$z" \
					tests/core/zero-candidates.c 2>>"$B/zero-$cc.log" || e=$((e + 1))
			done
			[ $e -eq 0 ] && clean="$clean $z"
			IFS='|'
		done
		IFS=$oldifs
		n="zero candidates $cc $sf"
		if [ $cc = clang-19 ]; then
			if [ "$clean" = ' {0}' ]; then
				pass "$n: {0} is clean for an enum and a pointer (the control)"
			else
				fail "$n" "{0} is not clean for an enum and a pointer: the control fails (see $B/zero-$cc.log)"
			fi
		elif ! { $cc $sf -Weverything -Wno-unsafe-buffer-usage -Werror -Wno-implicit-int-enum-cast -fsyntax-only \
			-DCASE=1 -DZERO=0 tests/core/zero-candidates.c &&
			$cc $sf -Weverything -Wno-unsafe-buffer-usage -Werror -fsyntax-only -DCASE=2 -DZERO=0 \
				tests/core/zero-candidates.c; } 2>>"$B/zero-$cc.log"; then
			fail "$n" "the file itself is not clean with = 0 (and -Wno-implicit-int-enum-cast for the enum): the control fails (see $B/zero-$cc.log)"
		elif [ -z "$clean" ]; then
			pass "$n: none of $(printf '%s' "$ZCAND" | tr '|' ' ') is clean for both an enum and a pointer (= 0 is, with -Wno-implicit-int-enum-cast)"
		else
			fail "$n" "clean for an enum and a pointer without pragma:$clean (INIT_FOR_COMPILER could drop its pragmas)"
		fi
	done
	for form in 'sizeof(x) * 0' '(__typeof__(x))0' '_Generic(x, default: 0)' \
		'__builtin_classify_type(x) * 0' '__builtin_choose_expr(1, 0, x)'; do
		n="naming x counts as a use $cc: int x = $form"
		if $cc -std=gnu11 -Wall -Wextra -Wno-c11-extensions -fsyntax-only -DCASE=3 "-DFORM=$form" \
			tests/core/zero-candidates.c >"$B/selfref.log" 2>&1 &&
			! grep -q 'unused variable' "$B/selfref.log" &&
			$cc -std=gnu11 -Wall -Wextra -fsyntax-only -DCASE=3 -DFORM=0 tests/core/zero-candidates.c 2>&1 |
			grep -q "unused variable 'x'"; then
			pass "$n: no unused warning (the control, = 0, has one)"
		else
			fail "$n" "$(head -3 "$B/selfref.log")"
		fi
	done
done

# -------------------------------------- INIT_FOR_COMPILER: one macro level
# Where it needs no pragma (GCC, Clang 13 to 20), INIT_FOR_COMPILER is
# defined as the plain one-level macro itself, `x = {0}` (`x = {}` in C23
# where empty_braces says so): its definition in effect (-E -dM) names no
# other macro, so it costs what `#define M(x) x = {0}` costs (make bench,
# docs/performance.md section 5; no test asserts a timing).
for cc in gcc-12 gcc-15 clang-14 clang-19; do
	if ! have $cc; then skip "one macro level $cc" "$(missing $cc)"; continue; fi
	for sf in -std=gnu89 -std=gnu11 -std=c23; do
		case $cc in clang-14|gcc-12) [ $sf = -std=c23 ] && sf=-std=c2x ;; esac
		if empty_braces $cc $sf; then want='x = {}'; else want='x = {0}'; fi
		got=$($cc $sf -Iinclude -Icompat -E -dM tests/core/warn-unused.c 2>"$B/onelevel-$cc.log" |
			sed -n 's/^#define INIT_FOR_COMPILER(x) //p')
		if [ "$got" = "$want" ]; then
			pass "INIT_FOR_COMPILER is the one-level macro '$want' $cc $sf"
		else
			fail "INIT_FOR_COMPILER is the one-level macro $cc $sf" "defined as '$got', not '$want' (see $B/onelevel-$cc.log)"
		fi
	done
done

# ------------------------------------------- the header as a system header
# Installed under /usr/include (make install prefix=/usr, the Debian
# package), the header is a system header, as with -isystem: GCC and Clang
# then say nothing about the tokens spelt in it. The header does not make
# itself one (#pragma GCC system_header), for the reasons pinned here and
# measured in docs/performance.md; but users get one anyway, so what they
# need must survive it: -Wunused-variable and -Wunused-but-set-variable on
# the annotated variable (spelt in the user's file), the misuse errors (an
# error is never hidden) and audit mode's uninitialized warnings.
SYSINC="-isystem $top/include -I$top/compat"
for cc in $GCCS $CLANGS; do
	if ! have $cc; then skip "system header $cc" "$(missing $cc)"; continue; fi
	unused_kept sys-unused-$cc "system header: unused warnings kept on the annotated variables $cc -isystem" \
		"system header: unused warnings kept $cc -isystem" all $cc $SYSINC
	n="system header: misuse still refused, naming macro and variable $cc -isystem"
	if run sys-fail-$cc $cc $SYSINC -std=gnu11 -DFAIL -c tests/core/compile_fail-scalar.c -o "$OUT"; then
		fail "$n" "compiles"
	elif grep -qF INIT_SCALAR_FOR_COMPILER_of_buf_not_arithmetic_or_enum "$B/sys-fail-$cc.log"; then
		pass "$n"
	else
		fail "$n" "error text does not name it (see $B/sys-fail-$cc.log)"
	fi
	case $cc in
	gcc*) pat="'result' (may be|is) used uninitialized" ;;
	*) pat="variable 'result' is used uninitialized whenever" ;;
	esac
	run sys-audit-$cc $cc $SYSINC -O2 -Wall -Wno-maybe-uninitialized -Wno-uninitialized \
		-Wno-unknown-warning-option -DINIT_FOR_COMPILER_AUDIT=1 -c tests/core/warn-audit.c -o "$OUT"
	lg=$B/sys-audit-$cc.log
	if [ "$(count_warn "$lg" "$pat")" -ge 1 ]; then
		pass "system header: audit mode re-exposes 'result' $cc -isystem -O2"
	else
		fail "system header: audit mode re-exposes 'result' $cc -isystem" "no warning (see $lg)"
	fi
	# The audit marker is a #pragma message: a note on GCC, which a
	# system header keeps; a warning on Clang, which a system header
	# hides. That is the documented limit (INIT_FOR_COMPILER_AUDIT): the
	# tool then has no marker and gives no "stale" verdict for the unit.
	m=$(count_warn "$lg" '(note|warning): .*init-for-compiler: audit build')
	case $cc in gcc*) want=1 ;; *) want=0 ;; esac
	if [ "$m" -eq "$want" ]; then
		pass "system header: audit marker $m time(s) $cc -isystem (documented)"
	else
		fail "system header: audit marker $cc -isystem" "$m markers, docs say $want: update INIT_FOR_COMPILER_AUDIT's notes (see $lg)"
	fi
done
# Why the header is not a system header of its own accord: it would not
# spare Clang 21's pragmas. Clang judges a warning by where the macro is
# expanded, not where its tokens are spelt, so the int-to-enum warning of
# a {0} spelt in a system header still fires in the user's file (GCC's
# -Wc++-compat likewise). If a compiler starts to hide it, this fails:
# then #pragma GCC system_header could replace the per-use pragmas there.
# (And it would hide Clang's audit marker from every user, above.)
for cc in gcc-12 gcc-16 clang-21 clang-22; do
	n="system header does not silence the enum warning of a {0} spelt in it $cc"
	if ! have $cc; then skip "$n" "$(missing $cc)"; continue; fi
	case $cc in gcc*) w='-Wc++-compat' ;; *) w='-Wimplicit-int-enum-cast' ;; esac
	run sys-enum-$cc $cc -isystem "$top/tests/core/sysprobe" -std=gnu17 -Wall $w -c tests/core/warn-sysprobe.c -o "$OUT"
	if [ "$(grep -cF -- "[$w]" "$B/sys-enum-$cc.log")" -ge 1 ]; then
		pass "$n"
	else
		fail "$n" "no $w warning: a system header now hides it (see $B/sys-enum-$cc.log)"
	fi
done

# ------------------------------------------------------- Check runtime tests
CHECK_FLAGS=$(pkg-config --cflags --libs check 2>/dev/null)
if ! have pkg-config; then
	skip "check_values" "pkg-config not installed"
elif ! pkg-config --exists check; then
	skip "check_values" "Check (libcheck, package 'check') not installed"
elif [ -z "$CHECK_FLAGS" ]; then
	fail "check_values" "pkg-config --cflags --libs check gave nothing"
else
	# name compiler flags...
	check_run() {
		n=$1 cc=$2; shift 2
		if ! have "$cc"; then skip "check_values $n" "$cc not installed"; return; fi
		exe=$B/check_values-$n
		if ! run build-$n "$cc" "$@" -Wall -Wextra -o "$exe" tests/core/check_values.c $CHECK_FLAGS; then
			fail "check_values $n" "build failed (see $B/build-$n.log)"
		elif CK_FORK=yes run check-$n "$exe"; then
			pass "check_values $n: $(grep -o 'Checks: [0-9]*' "$B/check-$n.log")"
		else
			fail "check_values $n" "$(grep -E '^[0-9]+%' "$B/check-$n.log")"
		fi
	}
	for cc in gcc-12 clang-14 clang-19 gcc-11; do
		for opt in -O0 -O2; do
			check_run "$cc$opt" $cc $INC -std=gnu11 $opt -DEXPECT_COMPILER="\"${cc%%-*}\""
		done
	done
	check_run gcc-12-generic gcc-12 $INC -std=gnu11 -DINIT_FOR_COMPILER_GENERIC=1 -DEXPECT_COMPILER='"generic"'
	# ASSIGN_FOR_COMPILER(): assigned once in a normal build, left out
	# (nothing assigned, nothing evaluated) in an audit build
	for cc in gcc-12 clang-19; do
		for audit in 0 1; do
			n="check_assign $cc AUDIT=$audit"
			exe=$B/check_assign-$cc-$audit
			if ! have $cc; then
				skip "$n" "$cc not installed"
			elif ! run build-assign-$cc-$audit $cc $INC -std=gnu11 -O2 -Wall -Wextra \
				-DINIT_FOR_COMPILER_AUDIT=$audit -o "$exe" tests/core/check_assign.c $CHECK_FLAGS; then
				fail "$n" "build failed (see $B/build-assign-$cc-$audit.log)"
			elif CK_FORK=yes run check-assign-$cc-$audit "$exe"; then
				pass "$n: $(grep -o 'Checks: [0-9]*' "$B/check-assign-$cc-$audit.log")"
			else
				fail "$n" "$(grep -E '^[0-9]+%' "$B/check-assign-$cc-$audit.log")"
			fi
		done
	done
	# Clang refuses a compound literal of _Atomic type: no atomics in its generic cell
	check_run clang-14-generic clang-14 $INC -std=gnu11 -DINIT_FOR_COMPILER_GENERIC=1 \
		-DINIT_FOR_COMPILER_NO_ATOMIC_TEST -DEXPECT_COMPILER='"generic"'
	if make -s single-header >"$B/single.log" 2>&1; then
		check_run gcc-12-single gcc-12 -I"${BUILD:-build}/single" -DSINGLE_HEADER -std=gnu11 -DEXPECT_COMPILER='"gcc"'
		check_run clang-19-single clang-19 -I"${BUILD:-build}/single" -DSINGLE_HEADER -std=gnu11 -DEXPECT_COMPILER='"clang"'
	else
		fail "make single-header" "see $B/single.log"
	fi
fi

# single header: the strict compile too
for cc in gcc-12 clang-19; do
	have $cc || continue
	case $cc in gcc*) flags=$GCC_STRICT ;; *) flags=$CLANG_STRICT ;; esac
	n="single header compile_ok-strict $cc"
	if run single-ok-$cc $cc -I"${BUILD:-build}/single" -DSINGLE_HEADER -std=gnu89 -O2 $flags -c tests/core/compile_ok-strict.c -o "$OUT"
	then pass "$n"; else fail "$n" "see $B/single-ok-$cc.log"; fi
done

# -------------------------------------------------------------- install test
d=$B/destdir
rm -rf "$d"
hv=$(make -s --no-print-directory version)
# as a user runs it: not a sub-make of make check (no jobserver, no flags)
if ! run install env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make --no-print-directory install DESTDIR="$top/$d" prefix=/usr; then
	fail "make install DESTDIR" "see $B/install.log"
else
	# one line per part, no raw command (V=1 shows them), a last line
	if [ "$(grep -vc '^install: ' "$B/install.log")" -eq 0 ] &&
		[ "$(wc -l <"$B/install.log")" -le 6 ] &&
		[ "$(tail -n 1 "$B/install.log")" = "install: done (make uninstall removes it; V=1 shows the commands)" ] &&
		grep -q "^install: .* in $top/$d/usr/include, " "$B/install.log" &&
		grep -q "^install: init-for-compiler in $top/$d/usr/bin, " "$B/install.log"; then
		pass "make install says where each part went, in $(wc -l <"$B/install.log") lines, no raw command"
	else
		fail "make install says where each part went, no raw command" "see $B/install.log"
	fi
	pc=$d/usr/share/pkgconfig
	# the shim's <uninitialized_var.h> is opt-in: init-for-compiler-compat
	cf=$(PKG_CONFIG_SYSROOT_DIR="$top/$d" PKG_CONFIG_LIBDIR="$top/$pc" pkg-config --cflags init-for-compiler-compat)
	mv=$(PKG_CONFIG_SYSROOT_DIR="$top/$d" PKG_CONFIG_LIBDIR="$top/$pc" pkg-config --modversion init-for-compiler)
	if [ "$mv" = "$hv" ] && [ -n "$hv" ]; then
		pass "pkg-config version $mv equals the header's"
	else
		fail "pkg-config version" "pc '$mv' header '$hv'"
	fi
	cat >"$B/consumer.c" <<'C'
#include <init_for_compiler.h>
#include <uninitialized_var.h>
int main(void)
{
	int INIT_FOR_COMPILER(a), uninitialized_var(b);
	char *INIT_PTR_FOR_COMPILER(p);
	return a + b + (p != 0);
}
C
	# shellcheck disable=SC2086
	if run consumer gcc $cf -Wall -Wextra -Werror -o "$B/consumer" "$B/consumer.c" && "$B/consumer"; then
		pass "installed headers and shim build a consumer with pkg-config --cflags ($cf)"
	else
		fail "installed consumer" "see $B/consumer.log"
	fi
	if run uninstall make -s --no-print-directory uninstall DESTDIR="$top/$d" prefix=/usr &&
		[ -z "$(find "$d" -type f)" ]; then
		pass "make uninstall removes every installed file"
	else
		fail "make uninstall" "left: $(find "$d" -type f | head -5 | tr '\n' ' ')"
	fi
fi

# ------------------------------------------------ two copies in one unit
# docs/design.md: with two copies of the header in one translation unit the
# first one included wins (a plain include guard, no newest-wins guard). The
# second copy here says 1.99.0; the unit must see the first copy's version.
if have gcc-12; then
	d=$B/two-copies
	rm -rf "$d" && mkdir -p "$d/first" "$d/second"
	cp -r include/. "$d/first/" && cp -r include/. "$d/second/"
	sed -i 's/^#define INIT_FOR_COMPILER_VERSION_MINOR .*/#define INIT_FOR_COMPILER_VERSION_MINOR 99/' \
		"$d/second/init_for_compiler.h"
	minor=$(sed -n 's/^#define INIT_FOR_COMPILER_VERSION_MINOR \([0-9]*\).*/\1/p' include/init_for_compiler.h)
	printf '#include "first/init_for_compiler.h"\n#include "second/init_for_compiler.h"\n_Static_assert(INIT_FOR_COMPILER_VERSION_MINOR == %s, "first copy wins");\nint f(void);\nint f(void) { int INIT_FOR_COMPILER(x); return x; }\n' \
		"$minor" >"$d/unit.c"
	if grep -q 'VERSION_MINOR 99' "$d/second/init_for_compiler.h" &&
		run two-copies gcc-12 -std=gnu11 -Wall -Wextra -Werror -I"$d" -c "$d/unit.c" -o "$OUT"; then
		pass "two copies of the header in one unit: the first included wins (1.$minor, not 1.99)"
	else
		fail "two copies of the header in one unit: the first included wins" "see $B/two-copies.log"
	fi
else
	skip "two copies of the header in one unit" "$(missing gcc-12)"
fi

# ------------------------------------------------ make help
# make help lists the targets of the Makefile's own list, each a target,
# and the suites of make check
if run help make --no-print-directory help; then
	known=$(make --no-print-directory -pRrq : 2>/dev/null | sed -n 's/^\([a-z][-a-z]*\):.*/\1/p' | sort -u)
	missing=''
	for t in $(sed -n 's/^   make \([a-z][-a-z]*\) .*/\1/p' "$B/help.log"); do
		[ "$t" = check-SUITE ] && continue
		printf '%s\n' "$known" | grep -qx -- "$t" || missing="$missing $t"
	done
	if [ -z "$missing" ] && grep -q '^   make install ' "$B/help.log" && grep -q 'check-core' "$B/help.log" &&
		[ "$(grep -c '^   make [a-z]' "$B/help.log")" -ge 10 ]; then
		pass "make help: $(grep -c '^   make [a-z]' "$B/help.log") targets, each a target of the Makefile, and the suites"
	else
		fail "make help" "not targets:${missing:- none}; see $B/help.log"
	fi
else
	fail "make help" "see $B/help.log"
fi

# ------------------------------------------------ the list of compilers
# tests/compilers.txt is the one list; what it says about each compiler is
# checked here, and so is everything that must agree with it.
# 1. its modes: "default" against __STDC_VERSION__ / __cplusplus without
#    -std, "newest" taken by -std= (on every compiler that is installed)
stdc_of_mode() {	# MODE: the __STDC_VERSION__ or __cplusplus it gives
	case $1 in
	gnu17) echo 201710L ;; gnu23) echo 202311L ;;
	gnu++14) echo 201402L ;; gnu++17) echo 201703L ;; gnu++20) echo 202002L ;;
	esac
}
for cc in $(compilers); do
	def=$(compiler_field "$cc" default) new=$(compiler_field "$cc" newest)
	[ "$def" = - ] && [ "$new" = - ] && continue
	n="tests/compilers.txt modes of $cc: default $def, newest -std=$new"
	if ! have "$cc"; then skip "$n" "$(missing "$cc")"; continue; fi
	case $(compiler_field "$cc" family) in
	g++|clang++) lang=c++ macro=__cplusplus ;;
	*) lang=c macro=__STDC_VERSION__ ;;
	esac
	got=$(echo "$macro" | "$cc" -x $lang -E -P - 2>/dev/null | grep -v '^ *$' | tail -n 1)
	if [ "$got" != "$(stdc_of_mode "$def")" ]; then
		fail "$n" "without -std $macro is '$got', which is not $def"
	elif ! echo 'int i;' | run mode-$cc "$cc" -x $lang -std="$new" -c - -o "$OUT"; then
		fail "$n" "-std=$new refused (see $B/mode-$cc.log)"
	else
		pass "$n"
	fi
done
# 2. the minimum versions the header states are the oldest gcc and clang
#    that the suites build with; and below the minimum, the reason
#    compiler-gcc.h gives holds (tests/core/below-minimum.c)
oldest() {	# FAMILY: the lowest major version of the suites core, claims, matrix
	for s in core core-fail claims matrix; do compilers family="$1" suite=$s; echo; done |
		tr ' ' '\n' | sed -n "s/^$1-\([0-9]*\)\$/\1/p" | sort -n | head -n 1
}
stated=$(sed -n 's/^ \* and in C++11 and later\. Minimum versions: GCC \([0-9]*\) and Clang \([0-9]*\), the$/\1 \2/p' include/init_for_compiler.h)
if [ -n "$stated" ] && [ "$stated" = "$(oldest gcc) $(oldest clang)" ]; then
	pass "the header's minimum versions (GCC ${stated% *}, Clang ${stated#* }) are the oldest gcc and clang in tests/compilers.txt"
else
	fail "the header's minimum versions are the oldest gcc and clang in tests/compilers.txt" \
		"the header says '${stated:-nothing}' (GCC, Clang), the list's oldest are $(oldest gcc) and $(oldest clang)"
fi
readme_min=$(tr '\n' ' ' <README.md | sed -n 's/.*GCC \([0-9]*\) and Clang \([0-9]*\) or later.*/\1 \2/p')
if [ "$readme_min" = "$(oldest gcc) $(oldest clang)" ]; then
	pass "README.md's minimum versions (GCC ${readme_min% *}, Clang ${readme_min#* }) are the header's and the list's"
else
	fail "README.md's minimum versions are the oldest gcc and clang in tests/compilers.txt" \
		"README.md says '${readme_min:-nothing}' (GCC, Clang), the list's oldest are $(oldest gcc) and $(oldest clang)"
fi
for cc in $(compilers suite=below-minimum); do
	n="below the minimum: $cc refuses each checked variant as compiler-gcc.h says"
	if ! have "$cc"; then skip "$n" "$(missing "$cc")"; continue; fi
	bad=
	for w in 0 4; do
		run below-$cc-$w "$cc" $INC -std=gnu11 -Wall -Wextra -Werror -DWHICH=$w \
			-c tests/core/below-minimum.c -o "$OUT" || bad="$bad WHICH=$w does not build;"
	done
	for w in 1:INIT_PTR_FOR_COMPILER 2:INIT_SCALAR_FOR_COMPILER 3:INIT_STRUCT_FOR_COMPILER; do
		if run below-$cc-${w%%:*} "$cc" $INC -std=gnu11 -DWHICH=${w%%:*} \
			-c tests/core/below-minimum.c -o "$OUT"; then
			bad="$bad ${w#*:} builds: the stated minimum is too high;"
		elif ! grep -Eq "dereferencing pointer to incomplete type .struct ${w#*:}_of_p_" "$B/below-$cc-${w%%:*}.log"; then
			bad="$bad ${w#*:} fails for another reason (see $B/below-$cc-${w%%:*}.log);"
		fi
	done
	if [ -z "$bad" ]; then pass "$n"; else fail "$n" "$bad"; fi
done
# 3. one link per chroot compiler in tests/chroot/CHROOT/, and no other
for ch in $(compiler_chroots); do
	want=$(for c in $(compilers from="$ch"); do echo "$c"; done | sort | tr '\n' ' ')
	got=$(for f in tests/chroot/"$ch"/*; do
		[ "$(readlink "$f")" = ../shim.sh ] && basename "$f"; done | sort | tr '\n' ' ')
	if [ "$want" = "$got" ]; then
		pass "tests/chroot/$ch/ links every compiler tests/compilers.txt takes from $ch"
	else
		fail "tests/chroot/$ch/ links every compiler tests/compilers.txt takes from $ch" \
			"links: ${got:-none}; the list: $want"
	fi
done
# 4. tests/deps.txt lists no compiler of the list (tests/deps.sh adds them)
dup=
for p in $(compiler_packages host); do
	sed -e 's/#.*//' tests/deps.txt | grep -qx "[[:space:]]*$p[[:space:]]*" && dup="$dup $p"
done
if [ -z "$dup" ]; then
	pass "tests/deps.txt names no compiler package of tests/compilers.txt (one list)"
else
	fail "tests/deps.txt names no compiler package of tests/compilers.txt" "also in tests/deps.txt:$dup"
fi

# ------------------------------------------------ README and CI agree
# .ci/run must run the README's test command exactly as written there.
readme_cmd=$(sed -n '/^Install what the tests need/,/^`make check`/p' README.md | sed -n 's/^    //p' | head -n 1)
if [ -n "$readme_cmd" ] && grep -qxF -- "$readme_cmd" .ci/run; then
	pass "README test command '$readme_cmd' is what .ci/run runs"
else
	fail "README test command in .ci/run" "README says '$readme_cmd'; .ci/run does not run it verbatim"
fi

ccache_line=$(ccache_stats)
[ -z "$ccache_line" ] || echo "$SUITE: $ccache_line"
exit $failed
