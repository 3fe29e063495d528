#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/tool/run.sh - tests of the init-for-compiler tool (make check-tool).
#
#   warnings     every tool source warning-free: gcc-12 strict and clang-19
#                -Weverything (minus a justified list), both with -Werror
#   unit         Check tests of lexer, matchers, convert, log parser (check_tool.c)
#   scan         golden output on the corpus (tests/tool/corpus, golden/scan.*),
#                --kind filter, a generated tree of 120 files, exit status 2,
#                -j N (the bytes of -j1 whatever N), the byte prefilter and
#                the quick pass against --no-quick (also on traps)
#   convert      golden output, --dry-run diff applied with patch(1) gives the
#                same files, idempotence, CRLF, the output compiles with gcc-12,
#                clang-14 and clang-19, a program prints the same before and
#                after, atomic write (RLIMIT_FSIZE failure, symlink, mode)
#   placement    tests/tool/placement.py: generated files, converted, compile
#                under every -D set exactly when they did before (fixed and
#                random seed; a planted misplacement must be caught)
#   audit        fixtures compiled now by gcc-12 -O2, clang-14 and clang-19 with
#                -DINIT_FOR_COMPILER_AUDIT=1 -Iinclude, and the assignment
#                form's (audit-assign/: review with the path, stale,
#                unknown through a pointer); canned logs of older
#                compilers; --fail-on; --compile-commands with -j 2; the name
#                of a log (NAME=FILE, from its lines); what an unusable log
#                is told (nothing recompiled, KCFLAGS under kbuild)
#   docs         mandoc -Tlint of the man page; the tag rule's word tables
#                and the words of a tag that says no more than the macro: in
#                docs = in code
#   patch        scan --diff/--since/--staged on real git diffs (patch.sh)
#   evidence     the audit's order of evidence: the paths compilers name, runs
#                under MemorySanitizer and valgrind, C++ logs, flags and
#                pragmas that turn the warning off, Makefiles (evidence.sh)
#   shims        macros other than uninitialized_var, C++ files (shims.sh)
#   truth        recall and precision against the truth sets labeled by
#                hand, with their goals (truth.sh)
#   launcher     audit --launcher: env, and distcc to a distccd on 127.0.0.1
#                (launcher.sh)
#   cocci        the semantic patch under spatch against convert (cocci.sh)
#   pre-commit   the hook under Debian's pre-commit; examples/ci (precommit.sh)
#   fuzz         tests/tool/fuzz-check.sh: regression inputs replayed, a
#                fixed-seed and a random libFuzzer pass of every harness
#
# Usage: TOOL=build/tool/init-for-compiler tests/tool/run.sh   (make check-tool)
# Environment: BUILD (default build), TOOL_TEST_CFLAGS (extra flags for the
# unit test build, e.g. --coverage), TOOL_FUZZ_CHECK (seconds of the random
# fuzz pass per harness, default 5; 0 leaves it out), TOOL_FUZZ_RUNS and
# TOOL_FUZZ_SEED (the fixed-seed pass: 20000 inputs, seed 1).
# the preamble the tool's test scripts share (tests/tool/lib.sh): top, TOOL,
# BUILD, a scratch directory B of our own (two runs at once in a shared tree
# must not collide; removed when everything passed, kept otherwise), T,
# check and finish
# shellcheck source=tests/tool/lib.sh
. "$(dirname "$0")/lib.sh"
SUITE=tool

if [ ! -x "$TOOL" ]; then
	fail "build" "$TOOL not built"
	exit 1
fi

# ------------------------------------------------------------- warnings
SRCS=$(ls tools/*.c tools/builtin/*.c | tr '\n' ' ')
# the unit tests link what the command line runs, without it (tools/tool.mk)
LIB_SRCS=$(ls tools/*.c | grep -v -E '^tools/(main|cmd[a-z]*)\.c$' | tr '\n' ' ')
GCC_STRICT="-std=c11 -D_XOPEN_SOURCE=700 -O2 -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Werror"
# clang -Weverything except: -Wpadded (struct layout is not a defect),
# -Wdeclaration-after-statement (C99 and later allow it; style choice),
# -Wunsafe-buffer-usage (a C++ hardening mode that flags every pointer index).
CLANG_STRICT="-std=c11 -D_XOPEN_SOURCE=700 -O2 -Weverything -Wno-padded \
-Wno-declaration-after-statement -Wno-unsafe-buffer-usage -Werror"
# through ccache (tests/lib/ccache.sh): a warm run compiles again only the
# sources that changed (an object, not /dev/null: ccache keeps no compile
# to /dev/null)
. tests/lib/compilers.sh
. tests/lib/ccache.sh
ccache_on
for cc in gcc-12 clang-19; do
	if ! have $cc; then skip "warnings $cc" "$cc not installed"; continue; fi
	case $cc in gcc*) flags=$GCC_STRICT ;; *) flags=$CLANG_STRICT ;; esac
	for f in $SRCS; do
		check "warnings $cc $f" $cc $flags -c "$f" -o "$B/warnings.o"
	done
done
ccache_off

# ------------------------------------------------------------- unit
CHECK_BIN=${CHECK_BIN:-}
if [ -z "$CHECK_BIN" ]; then
	CHECK_BIN=$B/check_tool
	if ! ${CC:-cc} -std=c11 -D_XOPEN_SOURCE=700 -O0 -g ${TOOL_TEST_CFLAGS:-} -o "$CHECK_BIN" \
		$T/check_tool.c $LIB_SRCS -pthread \
		$(pkg-config --cflags --libs check) >"$B/check_build.log" 2>&1; then
		fail "unit build" "see $B/check_build.log"
		CHECK_BIN=
	fi
fi
if [ -n "$CHECK_BIN" ]; then
	(cd "$B" && CK_FORK=no "$CHECK_BIN") >"$B/unit.tap" 2>&1
	while read -r st num rest; do
		case "$st $num" in
		"ok "*) pass "unit ${rest#- *:*:}" ;;
		"not ok") fail "unit ${rest#*- }" ;;
		esac
	done <"$B/unit.tap"
	grep -q '^1\.\.[1-9]' "$B/unit.tap" || fail "unit" "no TAP plan: see $B/unit.tap"
fi
# the same tests on the byte filters' other code, which the build above
# never runs on a CPU with AVX2: -DIFC_PORTABLE (tools/prefilter.c, util.c:
# one byte at a time, no SSE2), -DIFC_NO_AVX2 (the SSE2 loops)
for v in PORTABLE NO_AVX2; do
	case $v in
	PORTABLE) what="the byte filters without SSE2" ;;
	NO_AVX2) what="the byte filters' SSE2 loops, no AVX2" ;;
	esac
	if ${CC:-cc} -std=c11 -D_XOPEN_SOURCE=700 -DIFC_$v -O0 -g -o "$B/check_tool_$v" \
		$T/check_tool.c $LIB_SRCS -pthread \
		$(pkg-config --cflags --libs check) >"$B/check_build_$v.log" 2>&1; then
		(cd "$B" && CK_FORK=no "$B/check_tool_$v") >"$B/unit-$v.tap" 2>&1
		n=$(grep -c '^ok ' "$B/unit-$v.tap")
		if grep -q '^not ok' "$B/unit-$v.tap" || ! grep -q '^1\.\.[1-9]' "$B/unit-$v.tap"; then
			fail "unit with -DIFC_$v" "$(grep -m3 '^not ok' "$B/unit-$v.tap"); see $B/unit-$v.tap"
		else
			pass "unit with -DIFC_$v ($what): $n tests"
		fi
	else
		fail "unit build with -DIFC_$v" "see $B/check_build_$v.log"
	fi
done

# ------------------------------------------------------------- scan
(cd $T && "$TOOL" scan corpus >"$B/scan.out" 2>"$B/scan.err"; echo $? >"$B/scan.rc")
check "scan golden stdout" diff -u $T/golden/scan.out "$B/scan.out"
check "scan golden summary" diff -u $T/golden/scan.err "$B/scan.err"
check "scan exit 0" test "$(cat "$B/scan.rc")" = 0
# the byte filters' portable code (no SSE2, as on a machine without it)
# finds the same sites
if ${CC:-cc} -std=c11 -D_XOPEN_SOURCE=700 -DIFC_PORTABLE -O2 -o "$B/ifc-portable" $SRCS -pthread \
	>"$B/portable_build.log" 2>&1; then
	(cd $T && "$B/ifc-portable" scan corpus >"$B/scan-portable.out" 2>"$B/scan-portable.err")
	check "scan golden stdout, built with -DIFC_PORTABLE" diff -u $T/golden/scan.out "$B/scan-portable.out"
	check "scan golden summary, built with -DIFC_PORTABLE" diff -u $T/golden/scan.err "$B/scan-portable.err"
else
	fail "tool build with -DIFC_PORTABLE" "see $B/portable_build.log"
fi
(cd $T && "$TOOL" scan --kind=legacy,self-init corpus >"$B/kind.out" 2>/dev/null)
grep -E ': (legacy|self-init): ' $T/golden/scan.out >"$B/kind.want"
check "scan --kind=legacy,self-init" diff -u "$B/kind.want" "$B/kind.out"
"$TOOL" scan --kind=bogus $T/corpus >/dev/null 2>&1
check "scan --kind=bogus: exit 2" test $? = 2
"$TOOL" scan "$T/corpus/tags.c" "$B/missing.c" >/dev/null 2>"$B/missing.err"
rc=$?
check "scan unreadable input: exit 2" test $rc = 2
check "scan unreadable input: named" grep -q "missing.c: No such file or directory" "$B/missing.err"
"$TOOL" scan /dev/null >/dev/null 2>"$B/devnull.err"
check "scan of a device: exit 2" test $? = 2
check "scan of a device: named" grep -q "/dev/null: Invalid argument" "$B/devnull.err"
"$TOOL" scan $T/corpus/ >"$B/slash.out" 2>/dev/null
check "scan DIR/: same sites, no double slash" sh -c "test \$(wc -l <'$B/slash.out') = \$(wc -l <$T/golden/scan.out) && ! grep -q // '$B/slash.out'"
(cd $T && "$TOOL" scan --no-quick --stats corpus >"$B/noquick.out" 2>"$B/noquick.err")
check "scan --no-quick = scan (the first pass skips no site)" diff -u $T/golden/scan.out "$B/noquick.out"
check "scan --no-quick --stats: every file parsed" grep -q "scan: 14 of 14 files tokenized and parsed in full (--no-quick)" "$B/noquick.err"
(cd $T && "$TOOL" scan --stats audit >/dev/null 2>"$B/stats.err")
check "scan --stats: the first pass skips user.c, which has no candidate" grep -q "scan: 7 of 8 files tokenized and parsed in full$" "$B/stats.err"
check "scan --stats: the byte prefilter lets the 7 files through" grep -q "scan: 7 of 8 files past the byte prefilter, " "$B/stats.err"
"$TOOL" scan $T/corpus/tags.c >/dev/null 2>"$B/one.err"
check "scan of one file: '1 file', not '1 files'" grep -q "comment-assign in 1 file\$" "$B/one.err"
# the old definitions: each named with its line (golden/scan.err), counted
# in the summary; the shim's own definition and the library are not one
check "scan: an old '#define uninitialized_var(x) x = x' is named" \
	grep -q "^corpus/macros.c:4:9: warning: uninitialized_var() still defined as 'x = x'" $T/golden/scan.err
check "scan: the self-initializing definitions are counted" grep -q ", 11 self-initializing shim definitions left\$" "$B/scan.err"
"$TOOL" scan compat include >/dev/null 2>"$B/shim.err"
check "scan: the shim's definition is not an old one" sh -c "! grep -q 'still defined' '$B/shim.err'"
# -j: threads; the output is the same, in the same order, whatever N
(cd $T && "$TOOL" scan -j1 corpus >"$B/j1.out" 2>"$B/j1.err" && "$TOOL" scan -j 3 corpus >"$B/j3.out" 2>"$B/j3.err")
check "scan -j1 = golden" diff -u $T/golden/scan.out "$B/j1.out"
check "scan -j 3 = -j1 (stdout and summary)" sh -c "cmp '$B/j1.out' '$B/j3.out' && cmp '$B/j1.err' '$B/j3.err'"
(cd $T && "$TOOL" scan -j4 --format=sarif corpus >"$B/j4.sarif" 2>/dev/null && "$TOOL" scan -j1 --format=sarif corpus >"$B/j1.sarif" 2>/dev/null)
check "scan -j4 --format=sarif = -j1" cmp "$B/j1.sarif" "$B/j4.sarif"
for j in 0 -1 257 x 2x ''; do
	"$TOOL" scan -j "$j" $T/corpus >/dev/null 2>"$B/jbad.err"
	rc=$?
	check "scan -j '$j': usage error, exit 2" sh -c "test $rc = 2 && grep -q 'usage: init-for-compiler scan' '$B/jbad.err'"
done
"$TOOL" scan -j0 $T/corpus >/dev/null 2>&1
check "scan -j0: usage error, exit 2" test $? = 2
"$TOOL" scan $T/corpus -j >/dev/null 2>&1
check "scan -j without N: usage error, exit 2" test $? = 2
# out of memory (RLIMIT_AS): reported, exit 2, no crash; 30 MB of candidates
yes 'int f(void) { int a = a; return a; }' | head -c 30000000 >"$B/big.c"
(ulimit -v 150000; "$TOOL" scan "$B/big.c" >/dev/null 2>"$B/oom-tokens.err"; echo $? >"$B/oom-tokens.rc")
check "scan out of memory for the tokens: exit 2, named" sh -c "test \$(cat '$B/oom-tokens.rc') = 2 && grep -q 'big.c: Cannot allocate memory' '$B/oom-tokens.err'"
(ulimit -v 20000; "$TOOL" scan "$B/big.c" >/dev/null 2>"$B/oom-read.err"; echo $? >"$B/oom-read.rc")
check "scan out of memory for the file: exit 2, named" sh -c "test \$(cat '$B/oom-read.rc') = 2 && grep -q 'big.c: Cannot allocate memory' '$B/oom-read.err'"
rm -f "$B/big.c"
# a tree deeper than PATH_MAX: the entry that cannot be named is reported
D=$B/deep
mkdir -p "$D" && (
	cd "$D" || exit 1
	n=$(printf 'd%.0s' $(seq 1 250))
	for i in $(seq 1 18); do mkdir "$n$i" && cd "$n$i" || exit 1; done
	echo 'int f(void) { int a = a; return a; }' >x.c
)
(cd "$B" && "$TOOL" scan deep >/dev/null 2>"$B/deep.err")
check "scan of a tree deeper than PATH_MAX: exit 2" test $? = 2
check "scan of a tree deeper than PATH_MAX: named" grep -q "File name too long" "$B/deep.err"
rm -rf "$D"
(cd $T/corpus && "$TOOL" scan >"$B/dot.out" 2>/dev/null)
check "scan defaults to ." test "$(wc -l <"$B/dot.out")" = "$(wc -l <$T/golden/scan.out)"

# a generated tree: 4 x 3 directories of corpus copies (120 files), plus a
# hidden directory, a symlink and a non-C file that must be left out
G=$B/gentree
for a in 1 2 3 4; do for b in x y z; do
	mkdir -p "$G/d$a/$b" && cp $T/corpus/* "$G/d$a/$b/"
done; done
mkdir -p "$G/.hidden" && cp $T/corpus/tags.c "$G/.hidden/"
ln -s ../d1/x/tags.c "$G/d2/link.c"
cp $T/corpus/tags.c "$G/d3/tags.txt"
"$TOOL" scan "$G" >"$B/gen.out" 2>"$B/gen.err"
n_corpus=$(wc -l <$T/golden/scan.out)
check "scan generated tree: 12 copies found" test "$(wc -l <"$B/gen.out")" = $((12 * n_corpus))
check "scan generated tree: sorted walk" sh -c "cut -d: -f1 '$B/gen.out' | uniq | sort -c"
check "scan generated tree: no hidden, symlinked or .txt file" sh -c "! grep -E '\\.hidden|link\\.c|\\.txt' '$B/gen.out'"
"$TOOL" scan --no-quick "$G" >"$B/gen-noquick.out" 2>/dev/null
check "scan generated tree: --no-quick gives the same" cmp "$B/gen.out" "$B/gen-noquick.out"
# threads: every -j gives the bytes of -j1, stdout and stderr (the walk's
# errors in their place too: a missing path among the trees)
"$TOOL" scan -j1 "$G" "$B/missing-dir" "$T/corpus" >"$B/gen-j1.out" 2>"$B/gen-j1.err"
check "scan generated tree -j1: exit 2 for the missing path" test $? = 2
for j in 2 3 8; do
	"$TOOL" scan -j$j "$G" "$B/missing-dir" "$T/corpus" >"$B/gen-j$j.out" 2>"$B/gen-j$j.err"
	check "scan generated tree -j$j = -j1, stdout and stderr" sh -c "cmp '$B/gen-j1.out' '$B/gen-j$j.out' && cmp '$B/gen-j1.err' '$B/gen-j$j.err'"
done
check "scan generated tree -j1 = the default walk" sh -c "head -n \$(wc -l <'$B/gen.out') '$B/gen-j1.out' | cmp - '$B/gen.out'"
# the prefilter and the quick pass skip no site: traps for the prefilter
# (comments, directives, literals and splices in the way of a site), each
# scanned alone and together, against --no-quick
P2=$B/traps
mkdir -p "$P2"
i=0
while IFS= read -r line; do
	i=$((i + 1))
	printf '%b\n' "$line" >"$P2/t$i.c"
done <<'TRAPS'
void f(void) { int a /* ; */ = a; }
void f(void) { int a // ;\n\t= a; }
void f(void) { int a\n#define Y ;\n\t= a; }
void f(void) { int a\n#if 1\n\t= a;\n#endif\n}
void f(void) { int a[sizeof ";"] = a; }
void f(void) { int a = \\\n a; }
void f(void) { int x = 1'0; int b = b; }
void f(void) { long x = 0; // Keep GCC happy\n}
void f(void) {\n\t/*\n\t * silence gcc\n\t */\n\tint x = 0;\n}
void f(void) { int uninitial\\\nized_var(x); }
void f(void) { int b = 0, a = a; }
void f(struct s *p, int x) { p->x = x; }
#define X(a) int a = a;
const char *s = "keep gcc happy";
TRAPS
"$TOOL" scan "$P2" >"$B/traps.out" 2>/dev/null
"$TOOL" scan --no-quick "$P2" >"$B/traps-noquick.out" 2>/dev/null
check "scan prefilter traps: the same sites as --no-quick" cmp "$B/traps.out" "$B/traps-noquick.out"
check "scan prefilter traps: 11 sites" test "$(wc -l <"$B/traps.out")" = 11

# ------------------------------------------------------------- convert
C=$B/conv
mkdir -p "$C" && cp -r $T/corpus "$C/" && cp -r $T/corpus "$C/dry" && cp -r $T/corpus "$C/orig"
(cd "$C" && "$TOOL" convert corpus >"$B/convert.out" 2>"$B/convert.err")
check "convert exit 0" test $? = 0
for f in $T/golden/convert/*; do
	n=$(basename "$f")
	check "convert golden $n" cmp "$f" "$C/corpus/$n"
done
check "convert golden diagnostics" diff -u $T/golden/convert.err "$B/convert.err"
(cd "$C" && "$TOOL" convert --dry-run dry >"$B/dry.diff" 2>"$B/dry.err")
check "convert --dry-run changes nothing" diff -r "$C/orig" "$C/dry"
check "convert --dry-run diff applies with patch -p0" sh -c "cd '$C' && patch -p0 --quiet <'$B/dry.diff'"
check "convert --dry-run diff = convert" diff -r "$C/corpus" "$C/dry"
(cd "$C" && "$TOOL" convert corpus >/dev/null 2>"$B/again.err")
check "convert idempotent: nothing converted" grep -q "convert: 0 sites converted in 0 files" "$B/again.err"
cp -r "$C/corpus" "$C/twice"
(cd "$C" && "$TOOL" convert twice >/dev/null 2>&1)
check "convert idempotent: files unchanged" diff -r "$C/corpus" "$C/twice"
# issue 16: the input libFuzzer minimized (fuzz-regress/lexer), through the
# command: the tag before the declaration tags d and c; converted once, a
# second run changes nothing (the file ends without a newline, as libFuzzer
# wrote it)
M=$B/issue16
mkdir -p "$M"
cp $T/fuzz-regress/lexer/issue16-tag-before-declaration-with-self-init "$M/m.c"
(cd "$M" && "$TOOL" convert m.c >/dev/null 2>"$M/once.err")
printf ';\n#include <init_for_compiler.h>\ni INIT_FOR_COMPILER(d),INIT_FOR_COMPILER(c);' >"$M/want.c"
check "convert issue 16 input: once, both declarators" sh -c "cmp '$M/want.c' '$M/m.c' &&
	grep -qx 'init-for-compiler: convert: 2 sites converted in 1 file, 0 left alone' '$M/once.err'"
(cd "$M" && "$TOOL" convert m.c >/dev/null 2>"$M/twice.err")
check "convert issue 16 input: then changes nothing" sh -c "cmp '$M/want.c' '$M/m.c' &&
	grep -qx 'init-for-compiler: convert: 0 sites converted in 0 files, 0 left alone' '$M/twice.err'"
(cd "$C" && "$TOOL" convert --no-include orig/tags.c >/dev/null 2>&1)
check "convert --no-include" sh -c "! grep -q init_for_compiler.h '$C/orig/tags.c' && grep -q 'INIT_FOR_COMPILER(a)' '$C/orig/tags.c'"

# CRLF: every corpus file with CRLF line ends scans and converts the same
R=$B/crlf
mkdir -p "$R/corpus" "$R/want"
for f in $T/corpus/*; do sed 's/$/\r/' "$f" >"$R/corpus/$(basename "$f")"; done
for f in $T/golden/convert/*; do sed 's/$/\r/' "$f" >"$R/want/$(basename "$f")"; done
(cd "$R" && "$TOOL" scan corpus >"$R/scan.out" 2>/dev/null)
check "CRLF scan = LF scan" diff -u $T/golden/scan.out "$R/scan.out"
(cd "$R" && "$TOOL" convert corpus >/dev/null 2>&1)
check "CRLF convert = LF golden with CRLF" diff -r "$R/want" "$R/corpus"

# the converted corpus compiles: its C files as C, its C++ files (.cc,
# .hh) as C++
for cc in gcc-12 clang-14 clang-19; do
	if ! have $cc; then skip "convert output compiles with $cc" "$cc not installed"; continue; fi
	case $cc in gcc-*) cxx=g++-${cc#gcc-} ;; *) cxx=clang++-${cc#clang-} ;; esac
	for f in "$C"/corpus/*; do
		case $f in
		*.cc|*.hh) check "convert output compiles with $cxx: $(basename "$f")" \
			$cxx -std=gnu++17 -Wall -Wextra -Iinclude -x c++ -c "$f" -o /dev/null ;;
		*) check "convert output compiles with $cc: $(basename "$f")" \
			$cc -std=gnu11 -Wall -Wextra -Iinclude -x c -c "$f" -o /dev/null ;;
		esac
	done
done

# a program prints the same before and after conversion
P=$B/prog
mkdir -p "$P" && cp $T/program/prog.c "$P/before.c" && cp $T/program/prog.c "$P/after.c"
"$TOOL" convert "$P/after.c" >/dev/null 2>"$P/convert.err"
check "program: every site converted" grep -q 'convert: 7 sites converted in 1 file, 0 left alone' "$P/convert.err"
"$TOOL" scan --kind=legacy,self-init,comment-init "$P/after.c" >"$P/left.out" 2>/dev/null
check "program: no site left after conversion" test ! -s "$P/left.out"
for cc in gcc-12 clang-19; do
	if ! have $cc; then skip "program $cc" "$cc not installed"; continue; fi
	if $cc -std=gnu11 -O2 -Wall -o "$P/before-$cc" "$P/before.c" >"$P/b-$cc.log" 2>&1 &&
	   $cc -std=gnu11 -O2 -Wall -Iinclude -o "$P/after-$cc" "$P/after.c" >"$P/a-$cc.log" 2>&1; then
		"$P/before-$cc" >"$P/before-$cc.out"
		"$P/after-$cc" >"$P/after-$cc.out"
		check "program $cc: same output before and after" cmp "$P/before-$cc.out" "$P/after-$cc.out"
		check "program $cc: output is the expected one" grep -q '^find(15) = 2, find(5) = -1$' "$P/after-$cc.out"
	else
		fail "program $cc builds" "see $P/*-$cc.log"
	fi
done

# atomic write: a write that fails leaves the original and no temporary file
A=$B/atomic
mkdir -p "$A"
{ cat $T/corpus/tags.c; for i in $(seq 1 400); do echo "/* padding line $i to exceed the file size limit */"; done; } >"$A/big.c"
cp "$A/big.c" "$A/big.orig"
(ulimit -f 16; "$TOOL" convert "$A/big.c" >/dev/null 2>"$A/big.err"; echo $? >"$A/big.rc")
check "atomic: failed write exits 2" test "$(cat "$A/big.rc")" = 2
check "atomic: failed write is reported" grep -q "big.c: cannot write: File too large (file left unchanged)" "$A/big.err"
check "atomic: failed write leaves the original" cmp "$A/big.orig" "$A/big.c"
check "atomic: failed write leaves no temporary file" sh -c "! ls -a '$A' | grep -q ifc-"
cp $T/corpus/tags.c "$A/mode.c" && chmod 640 "$A/mode.c"
"$TOOL" convert "$A/mode.c" >/dev/null 2>&1
check "atomic: mode kept" test "$(stat -c %a "$A/mode.c")" = 640
cp $T/corpus/tags.c "$A/target.c" && ln -s target.c "$A/link.c"
"$TOOL" convert "$A/link.c" >/dev/null 2>&1
check "atomic: through a symlink, the link stays" test -L "$A/link.c"
check "atomic: through a symlink, the target is converted" grep -q "INIT_FOR_COMPILER(a)" "$A/target.c"
if [ "$(id -u)" = 0 ]; then
	skip "atomic: read-only directory" "running as root: directory permissions do not stop root (the RLIMIT_FSIZE test covers the failure path)"
else
	mkdir -p "$A/ro" && cp $T/corpus/tags.c "$A/ro/" && chmod 555 "$A/ro"
	"$TOOL" convert "$A/ro/tags.c" >/dev/null 2>"$A/ro.err"
	rc=$?
	chmod 755 "$A/ro"
	check "atomic: read-only directory exits 2" test $rc = 2
	check "atomic: read-only directory leaves the file" cmp $T/corpus/tags.c "$A/ro/tags.c"
fi

# ------------------------------------------------------------- placement
# convert must never break a build (docs/tool.md, "Where the #include
# goes"): tests/tool/placement.py generates files in every shape that
# decides where the #include may go, converts a copy and compiles both
# under every -D set of each file's macros; a file must compile after
# convert exactly when it compiled before. A fixed seed, a random one (its
# number in the result line: PLACEMENT_SEED=N replays it), the trimmed
# BusyBox files of tests/tool/placement/ with both, and a planted run that
# moves the #include into an #if (the old placement) and must FAIL.
placement() {	# placement NAME ARGS...: one result from placement.py's lines
	pl_name=$1; shift
	python3 $T/placement.py --tool "$TOOL" --include "$top/include" --work "$B/placement-$pl_name" \
		--extra $(ls $T/placement/*.c 2>/dev/null) "$@" >"$B/placement-$pl_name.out" 2>&1
	echo $?
}
if ! have python3 || ! have gcc-12 || ! have g++-12; then
	skip "placement" "python3, gcc-12 or g++-12 not installed"
else
	for pl in "fixed --seed 1 --files 60" "random --seed ${PLACEMENT_SEED:-$(( $(od -An -N2 -tu2 /dev/urandom) ))} --files 30"; do
		# shellcheck disable=SC2086
		rc=$(placement $pl)
		pl_line=$(grep -E '^(PASS|FAIL) placement' "$B/placement-${pl%% *}.out" | tail -1)
		if [ "$rc" = 0 ] && [ "${pl_line%% *}" = PASS ]; then
			pass "placement ${pl%% *}: ${pl_line#PASS placement }"
		else
			fail "placement ${pl%% *}" "$(grep -m3 '^FAIL' "$B/placement-${pl%% *}.out" | tr '\n' ' ')(see $B/placement-${pl%% *}.out)"
		fi
	done
	rc=$(placement plant --seed 1 --files 30 --plant)
	pl_line=$(grep -E '^FAIL placement .* compiles differ after convert' "$B/placement-plant.out")
	if [ "$rc" != 0 ] && [ -n "$pl_line" ]; then
		pass "placement: an #include moved into an #if is caught (${pl_line#FAIL placement })"
	else
		fail "placement: an #include moved into an #if is not caught" "see $B/placement-plant.out"
	fi
fi

# ------------------------------------------------------------- audit
AU=$B/audit
mkdir -p "$AU"
FIX="xattr falsepos stale user definite legacy"
AUDIT_CFLAGS="-O2 -Wall -Wextra -DINIT_FOR_COMPILER_AUDIT=1 -Iinclude -Icompat"
# verdict FILE NAME OUTPUT: the verdict of NAME's site in an audit output
verdict() { grep -E "^[^:]*$1\.[ch]:[0-9]+:[0-9]+: [a-z]+: $2(:|$)" "$3" | head -1 | cut -d' ' -f2 | tr -d :; }
expect() {	# expect LOGNAME OUTPUT FILE NAME VERDICT
	v=$(verdict "$3" "$4" "$2")
	if [ "$v" = "$5" ]; then pass "audit $1: $3 $4 is $5"; else fail "audit $1: $3 $4 is $5" "got '${v:-nothing}', see $2"; fi
}
# line FILE NAME OUTPUT: the whole line of NAME's site
line_of() { grep -E "^[^:]*$1\.[ch]:[0-9]+:[0-9]+: [a-z]+: $2(:|$)" "$3" | head -1; }
# property OUTPUT LOG...: no stale where a log says otherwise (property.sh)
property() {
	prop_n_=$1; shift
	check "audit property $prop_n_: no stale for a site a note names, or a file with an error" \
		sh $T/property.sh "$@"
}
compilers=""
for cc in gcc-12 clang-14 clang-19; do
	if ! have $cc; then skip "audit $cc" "$cc not installed"; continue; fi
	compilers="$compilers $cc"
	: >"$AU/$cc.log"
	for f in $FIX; do
		cmd="$cc $AUDIT_CFLAGS -c $T/audit/$f.c -o $AU/$f.o"
		echo "$cmd" >>"$AU/$cc.log"
		$cmd >>"$AU/$cc.log" 2>&1 || fail "audit $cc: $f.c compiles" "see $AU/$cc.log"
	done
	"$TOOL" audit --log "$AU/$cc.log" $T/audit >"$AU/$cc.out" 2>"$AU/$cc.err"
	check "audit $cc: exit 0" test $? = 0
	expect $cc "$AU/$cc.out" xattr new_xattr review
	expect $cc "$AU/$cc.out" stale len stale
	expect $cc "$AU/$cc.out" notcompiled x unknown
	expect $cc "$AU/$cc.out" inline first review
	expect $cc "$AU/$cc.out" legacy pos review
	expect $cc "$AU/$cc.out" legacy idx stale
	expect $cc "$AU/$cc.out" definite sum review
	check "audit $cc: a legacy site says so" sh -c "grep -q 'legacy.c:[0-9]*:[0-9]*: review: pos: uninitialized_var(): $cc (may)' '$AU/$cc.out'"
	check "audit $cc: the definite kind says the zero is part of the program or makes a bug defined" \
		sh -c "grep -q \"definite.c:14:[0-9]*: review: sum: definite ($cc): uninitialized whenever that use runs: the zero is part of the program (spell it '= 0') or makes a bug defined; $cc (is): \" '$AU/$cc.out'"
	check "audit $cc: one log: no 'every compiler warns' (it would be said of every site)" \
		sh -c "! grep -q 'every compiler' '$AU/$cc.out' '$AU/$cc.err'"
	check "audit $cc: notcompiled.c: not in the log" grep -q "notcompiled.c:[0-9:]*: unknown: x: $cc: not in the log" "$AU/$cc.out"
	# gcc-12 correlates `found` with `last`; clang does not: the false positive
	case $cc in
	gcc-12) expect $cc "$AU/$cc.out" falsepos last stale ;;
	*) expect $cc "$AU/$cc.out" falsepos last review ;;
	esac
	check "audit $cc: review names the warning" grep -qE "xattr.c:25:38: review: new_xattr: $cc \((may|sometimes)\): .*xattr.c:3[78]:[0-9]+: warning: .*new_xattr.* (may be|is) .*uninitialized" "$AU/$cc.out"
	check "audit $cc: the summary counts the definite kind" grep -q "audit: 5 review (1 definite), 2 stale, 1 unknown\|audit: 4 review (1 definite), 3 stale, 1 unknown" "$AU/$cc.err"
	property $cc "$AU/$cc.out" "$AU/$cc.log"
	# the 3.7 xattr bug as the kernel had it: gcc reports it inside the
	# inlined list_add(); its declaration note still names the site
	$cc $AUDIT_CFLAGS -c examples/xattr/xattr.c -o "$AU/x.o" >"$AU/$cc-xattr37.log" 2>&1
	"$TOOL" audit --log "$AU/$cc-xattr37.log" examples/xattr >"$AU/$cc-xattr37.out" 2>/dev/null
	expect "$cc xattr 3.7 replay" "$AU/$cc-xattr37.out" xattr new_xattr review
done
if [ -n "$compilers" ]; then
	set -- $compilers
	args=""
	for cc; do args="$args --log $AU/$cc.log"; done
	"$TOOL" audit $args $T/audit >"$AU/all.out" 2>"$AU/all.err"
	expect all "$AU/all.out" falsepos last review
	expect all "$AU/all.out" stale len stale
	# every compiler warns on four sites; on falsepos.c's too when gcc-12,
	# which sees through it, is not among them
	case " $compilers " in *" gcc-12 "*) every=4 ;; *) every=5 ;; esac
	if [ $# -ge 2 ]; then sum="5 review (1 definite, $every warned by every compiler)"; else sum="5 review (1 definite)"; fi
	check "audit all: summary" grep -q "audit: $sum, 2 stale, 1 unknown" "$AU/all.err"
	check "audit all: review names the compilers that warned, and only those" \
		sh -c "line=\$(grep 'falsepos.c:.*: review: last:' '$AU/all.out'); case \"\$line\" in *gcc-12*) exit 1 ;; esac; case \"\$line\" in *clang-19\ \(may\)*) exit 0 ;; esac; exit 1"
	# the bug every compiler finds, and the false positive only some do
	check "audit all: the xattr bug: every compiler warns, each named" \
		sh -c "line=\$(grep 'xattr.c:25:38: review: new_xattr: every compiler warns: ' '$AU/all.out') &&
			for cc in $compilers; do case \"\$line\" in *\"\$cc (\"*) ;; *) exit 1 ;; esac; done"
	check "audit all: the false positive gcc-12 sees through: not every compiler" \
		sh -c "grep -q 'falsepos.c:.*: review: last: ' '$AU/all.out' && ! grep -q 'falsepos.c:.*: review: last: every compiler' '$AU/all.out'"
	check "audit all: stale names every compiler that was silent" \
		grep -q "stale.c:[0-9:]*: stale: len: no warning from $(echo $compilers | sed 's/ /, /g')\$" "$AU/all.out"
	property all "$AU/all.out" $(for cc; do echo "$AU/$cc.log"; done)
	# the property check itself catches a planted breach of each kind
	sed 's/: review: new_xattr:/: stale: new_xattr:/' "$AU/$1.out" >"$AU/planted.out"
	check "audit property: a planted stale on a noted site is caught" \
		sh -c "! sh $T/property.sh '$AU/planted.out' '$AU/$1.log' >/dev/null"
	printf '%s/audit/stale.c:3:1: error: planted\n' "$T" >"$AU/planted.log"
	check "audit property: a planted stale in a failed file is caught" \
		sh -c "! sh $T/property.sh '$AU/$1.out' '$AU/planted.log' >/dev/null"
	"$TOOL" audit $args --fail-on=review $T/audit >/dev/null 2>&1
	check "audit --fail-on=review exits 1" test $? = 1
	"$TOOL" audit $args --fail-on=needed $T/audit >/dev/null 2>&1
	check "audit --fail-on=needed, the old name of review, exits 1" test $? = 1
	"$TOOL" audit $args --fail-on=needed $T/audit/stale.c >/dev/null 2>&1
	check "audit --fail-on=needed exits 0 without review sites" test $? = 0
	"$TOOL" audit $args --fail-on=stale $T/audit/xattr.c >/dev/null 2>&1
	check "audit --fail-on=stale exits 0 without stale sites" test $? = 0
	"$TOOL" audit $args --fail-on=stale $T/audit >/dev/null 2>&1
	check "audit --fail-on=stale exits 1" test $? = 1
	"$TOOL" audit $args --fail-on=unknown $T/audit >/dev/null 2>&1
	check "audit --fail-on=unknown exits 1 (notcompiled.c)" test $? = 1
	"$TOOL" audit $args --fail-on=definite $T/audit >/dev/null 2>&1
	check "audit --fail-on=definite exits 1 (definite.c)" test $? = 1
	"$TOOL" audit $args --fail-on=definite,unknown $T/audit/xattr.c $T/audit/stale.c >/dev/null 2>&1
	check "audit --fail-on=definite,unknown exits 0 without such sites" test $? = 0
	"$TOOL" audit --log - $T/audit <"$AU/$1.log" >"$AU/stdin.out" 2>"$AU/stdin.err"
	check "audit --log - reads stdin, named after the compiler its commands run" cmp "$AU/$1.out" "$AU/stdin.out"
	check "audit --log -: says what it named it, and why" \
		grep -q "audit: -: named $1, after the compiler its compile commands run (--log NAME=FILE names it)" "$AU/stdin.err"
	# the log's name: NAME=FILE, a file name that names no compiler, one
	# that names the wrong one, a log that names none
	"$TOOL" audit --log "mine=$AU/$1.log" $T/audit >"$AU/named.out" 2>/dev/null
	sed "s/$1/mine/g" "$AU/$1.out" >"$AU/named.want"
	check "audit --log NAME=FILE: NAME in the verdicts" cmp "$AU/named.want" "$AU/named.out"
	cp "$AU/$1.log" "$AU/audit.log"
	"$TOOL" audit --log "$AU/audit.log" $T/audit >"$AU/generic.out" 2>"$AU/generic.err"
	check "audit --log audit.log: named after its content, not 'audit'" \
		sh -c "cmp '$AU/$1.out' '$AU/generic.out' && ! grep -q 'audit (may)\|from audit\|audit: audit:' '$AU/generic.out' '$AU/generic.err'"
	other=clang-19
	case $1 in clang*) other=gcc-12 ;; esac
	cp "$AU/$1.log" "$AU/$other.log.wrong"
	"$TOOL" audit --log "$AU/$other.log.wrong" $T/audit >"$AU/wrong.out" 2>"$AU/wrong.err"
	check "audit, a log whose name says $other and whose lines are $1's: named $1, and said" \
		sh -c "cmp '$AU/$1.out' '$AU/wrong.out' && grep -q 'named $1, not $other.log.wrong: its lines are' '$AU/wrong.err'"
	grep -v '^[a-z]' "$AU/$1.log" | sed 's/\[-W[a-z-]*\]//; s/note: .#pragma message: /warning: /' >"$AU/anon.txt"
	"$TOOL" audit --log "$AU/anon.txt" $T/audit >/dev/null 2>"$AU/anon.err"
	check "audit, a log that names no compiler: named by its file, and said" \
		grep -q "anon.txt: its lines do not say which compiler wrote it: named 'anon.txt'" "$AU/anon.err"
	# the same log read from another directory, its relative paths matched
	# to the files given by their trailing components
	(cd "$B" && "$TOOL" audit --log "$AU/$1.log" "$top/$T/audit" >"$AU/elsewhere.out" 2>"$AU/elsewhere.err")
	check "audit from another directory: exit 0" test $? = 0
	sed "s|^$top/||" "$AU/elsewhere.out" >"$AU/elsewhere.rel"
	check "audit from another directory: the same verdicts" cmp "$AU/$1.out" "$AU/elsewhere.rel"
	# a log whose paths name none of the files given: an error, not a tree of unknowns
	mkdir -p "$AU/other" && cp $T/audit/stale.c "$AU/other/unrelated.c"
	"$TOOL" audit --log "$AU/$1.log" "$AU/other" >"$AU/unmatched.out" 2>"$AU/unmatched.err"
	check "audit, a log about other files: exit 2" test $? = 2
	check "audit, a log about other files: says so, and what it compiled" \
		grep -q "none of the files it compiled is among the files given (it compiled $top/$T/audit/[a-z]*.c): give the files that build compiled; or it recompiled none of them" "$AU/unmatched.err"
	# a log whose paths are not files here: where to run the audit from
	sed "s|$T/audit/|elsewhere/gone/|g" "$AU/$1.log" >"$AU/gone.log"
	"$TOOL" audit --log "$AU/gone.log" $T/audit >/dev/null 2>"$AU/gone.err"
	check "audit, a log whose files are not here: exit 2" test $? = 2
	check "audit, a log whose files are not here: says where to run it" \
		grep -q "none of the files it names is among the files given: run the audit from the directory the build ran in" "$AU/gone.err"
	# colours as a terminal build would print them
	if [ "$1" = gcc-12 ]; then
		gcc-12 -fdiagnostics-color=always $AUDIT_CFLAGS -c $T/audit/xattr.c -o "$AU/x.o" >"$AU/color.log" 2>&1
		"$TOOL" audit --log "$AU/color.log" $T/audit/xattr.c >"$AU/color.out" 2>/dev/null
		expect color "$AU/color.out" xattr new_xattr review
	fi
fi

# a project that turns the warning off on its command line (kbuild,
# FFmpeg: -Wno-maybe-uninitialized) and includes <init_for_compiler.h>
# after another header: gcc keeps the warning off in a macro's function of
# that header (the kernel's writel()), where it places the warning on x.
# Such a build's silence proves nothing: unknown, never stale; with
# -include init_for_compiler.h the header's pragma comes first and gcc
# warns. clang's analysis stays in the site's function: its flag changes
# nothing.
FO=$T/audit-flagoff
mkdir -p "$AU/flagoff"
if have gcc-12; then
	for how in plain off forced; do
		case $how in
		plain) extra= ;;
		off) extra=-Wno-maybe-uninitialized ;;
		forced) extra="-Wno-maybe-uninitialized -include init_for_compiler.h" ;;
		esac
		cmd="gcc-12 -O2 -Wall $extra -Iinclude -DINIT_FOR_COMPILER_AUDIT=1 -c $FO/flagoff.c -o $AU/flagoff.o"
		{ echo "$cmd"; $cmd 2>&1; } >"$AU/flagoff/$how.log"
		"$TOOL" audit --log "gcc-12=$AU/flagoff/$how.log" $FO >"$AU/flagoff/$how.out" 2>"$AU/flagoff/$how.err"
	done
	expect "flagoff gcc-12 plain" "$AU/flagoff/plain.out" flagoff x review
	expect "flagoff gcc-12 -Wno-maybe-uninitialized" "$AU/flagoff/off.out" flagoff x unknown
	check "audit flagoff gcc-12: the site says why it is not stale" \
		grep -qF "unknown: x: gcc-12: gcc, with the warning off (-Wno-maybe-uninitialized: on its command line" "$AU/flagoff/off.out"
	check "audit flagoff gcc-12: the log is named, with what to do" \
		grep -qF "audit: gcc-12: its compile commands turn the uninitialized warnings off (-Wno-maybe-uninitialized), and <init_for_compiler.h> was not put first (-include)" "$AU/flagoff/off.err"
	expect "flagoff gcc-12 -include" "$AU/flagoff/forced.out" flagoff x review
	check "audit flagoff gcc-12 -include: one unit, its marker from <command-line> tied to it" \
		grep -q "gcc-12: 1 unit compiled or tried (0 failed), 1 audit marker, 1 uninitialized warning" "$AU/flagoff/forced.err"
	# a site no compiler warns on, built with -include: stale (the marker
	# of <command-line> is the unit's), with gcc and with clang
	for cc in gcc-12 clang-19; do
		have $cc || continue
		cmd="$cc -O2 -Wall -include init_for_compiler.h -Iinclude -DINIT_FOR_COMPILER_AUDIT=1 -c $T/audit/stale.c -o $AU/flagoff-s.o"
		{ echo "$cmd"; $cmd 2>&1; } >"$AU/flagoff/stale-$cc.log"
		"$TOOL" audit --log "$cc=$AU/flagoff/stale-$cc.log" $T/audit/stale.c >"$AU/flagoff/stale-$cc.out" 2>/dev/null
		expect "flagoff $cc -include, a site no compiler warns on" "$AU/flagoff/stale-$cc.out" stale len stale
	done
	# --compile-commands: the same two builds from a database
	if have python3; then
		for how in off forced; do
			python3 - "$AU/flagoff/$how.log" "$top" "$AU/flagoff/$how.json" <<'PY'
import json, shlex, sys
cmd = open(sys.argv[1]).readline().strip()
json.dump([{"directory": sys.argv[2], "command": cmd,
            "file": shlex.split(cmd)[-3]}], open(sys.argv[3], "w"))
PY
			"$TOOL" audit --compile-commands "$AU/flagoff/$how.json" $FO \
				>"$AU/flagoff/ccdb-$how.out" 2>"$AU/flagoff/ccdb-$how.err"
		done
		expect "flagoff --compile-commands -Wno-maybe-uninitialized" "$AU/flagoff/ccdb-off.out" flagoff x unknown
		expect "flagoff --compile-commands -include" "$AU/flagoff/ccdb-forced.out" flagoff x review
	fi
fi
if have clang-19; then
	cmd="clang-19 -O2 -Wall -Wno-uninitialized -Iinclude -DINIT_FOR_COMPILER_AUDIT=1 -c $FO/flagoff.c -o $AU/flagoff.o"
	{ echo "$cmd"; $cmd 2>&1; } >"$AU/flagoff/clang.log"
	"$TOOL" audit --log "clang-19=$AU/flagoff/clang.log" $FO >"$AU/flagoff/clang.out" 2>/dev/null
	expect "flagoff clang-19 -Wno-uninitialized (the warning is in the site's function)" "$AU/flagoff/clang.out" flagoff x review
fi

# an audit build whose compiler cannot find the header: the hint says
# what the build needs (the -I; under kbuild an absolute one, which the
# .mod.o needs too), from the error whether or not it has a file and line
# (gcc's "<command-line>: fatal error:" of an -include, clang's driver
# error), and never blames a CFLAGS= the log does not show
NH=$T/audit-noheader
for l in kbuild-gcc kbuild-clang make-cppflags; do
	"$TOOL" audit --log "gcc-12=$NH/$l.log" $NH >"$AU/noheader-$l.out" 2>"$AU/noheader-$l.err"
	check "audit of a build that did not find the header ($l): exit 2" test $? = 2
done
check "audit of a build that did not find the header (kbuild-gcc): gcc's error without a line is the first error" \
	grep -qF "(1 of 1 units; the first error: <command-line>: fatal error: init_for_compiler.h: No such file or directory)" "$AU/noheader-kbuild-gcc.err"
check "audit of a build that did not find the header (kbuild-clang): clang's driver error is the first error" \
	grep -qF "(1 of 1 units; the first error: clang-19: error: no such file or directory: 'init_for_compiler.h')" "$AU/noheader-kbuild-clang.err"
for l in kbuild-gcc kbuild-clang; do
	check "audit of a build that did not find the header ($l): the kbuild flags, with an absolute -I" \
		grep -qF "): fix the build first; the compiler did not find the header: KCFLAGS=\"-I/ABSOLUTE/DIR/OF/init_for_compiler.h -include init_for_compiler.h -DINIT_FOR_COMPILER_AUDIT=1\" (the .mod.o too needs the -I)" "$AU/noheader-$l.err"
done
check "audit of a build that did not find the header (make, CPPFLAGS): the -I, CFLAGS= only as an if" \
	grep -qF "fix the build first; the compiler did not find the header: the build needs its directory in -I (-I.../include, or pkg-config --cflags init-for-compiler); if make's command line had CFLAGS=" "$AU/noheader-make-cppflags.err"

# the assignment form (issue 34): ASSIGN_FOR_COMPILER(), which convert
# writes for `x = 0; /* keep compiler quiet */`, compiled in audit mode
# (where it assigns nothing) and audited like a declaration's annotation;
# in normal mode it assigns and nothing warns
AA=$T/audit-assign
mkdir -p "$AU/assign"
for cc in gcc-12 clang-14 clang-19; do
	have $cc || { skip "audit assign $cc" "$cc not installed"; continue; }
	cmd="$cc $AUDIT_CFLAGS -c $AA/assign.c -o $AU/assign.o"
	{ echo "$cmd"; $cmd 2>&1; } >"$AU/assign/$cc.log" || fail "audit assign $cc: compiles" "see $AU/assign/$cc.log"
	check "audit assign $cc: normal mode compiles without a warning" \
		sh -c "$cc ${AUDIT_CFLAGS%%-DINIT*}-Iinclude -Werror -c $AA/assign.c -o $AU/assign-n.o"
	"$TOOL" audit --log "$AU/assign/$cc.log" $AA >"$AU/assign-$cc.out" 2>"$AU/assign-$cc.err"
	check "audit assign $cc: exit 0" test $? = 0
	# a zero some path returns, though its comment says it is for the
	# compiler: review, with the warning that names the path
	check "audit assign $cc: x, which the default path returns, is review with the warning" \
		grep -qE "^$AA/assign.c:35:[0-9]+: review: x: .*$cc \((may|sometimes)\): $AA/assign.c:3[48]:[0-9]+: warning: .*x.* (may be|is) used uninitialized" "$AU/assign-$cc.out"
	case $cc in clang-*)
		check "audit assign $cc: the path is named: the switch default, the read" \
			grep -qF "assign.c:35:23: review: x: a path reads it unset, check whether it can run: $cc: whenever switch default is taken at line 34 (default:), read at line 38;" "$AU/assign-$cc.out" ;;
	esac
	expect "assign $cc" "$AU/assign-$cc.out" assign y stale
	check "audit assign $cc: *res, through a pointer: unknown, and why" \
		grep -qF "assign.c:56:24: unknown: *res: assigned through a pointer: a compiler warns, if at all, about the caller's variable" "$AU/assign-$cc.out"
	check "audit assign $cc: summary" grep -q "audit: 1 review (0 definite), 1 stale, 1 unknown" "$AU/assign-$cc.err"
	# the log's warnings: on the sites given, and on other variables apart
	# (a header's variable, which is no site, added to a copy of the log)
	check "audit assign $cc: the warnings, on sites and not" \
		grep -q "audit: [^ ]*$cc: 1 unit compiled or tried (0 failed), 1 audit marker, 1 uninitialized warning (1 on the sites given, 0 on other variables)" "$AU/assign-$cc.err"
	{ cat "$AU/assign/$cc.log"
	  echo "$AA/other.h:3:10: warning: variable 'zz' may be uninitialized when used here [-Wconditional-uninitialized]"; } >"$AU/assign/$cc-other.log"
	"$TOOL" audit --log "$AU/assign/$cc-other.log" $AA >/dev/null 2>"$AU/assign-$cc-other.err"
	check "audit assign $cc: a warning on another variable is counted apart" \
		grep -q "2 uninitialized warnings (1 on the sites given, 1 on other variables)" "$AU/assign-$cc-other.err"
	if have python3; then
		"$TOOL" audit --log "$AU/assign/$cc.log" --format=sarif $AA >"$AU/assign-$cc.sarif" 2>/dev/null
		check "audit assign $cc: SARIF says what the text says (the lvalue *res too)" \
			python3 $T/sarif_check.py "$AU/assign-$cc.sarif" "$AU/assign-$cc.out"
	fi
done
if have gcc-12; then
	# not an audit build: no marker, so nothing is stale, and exit 2
	gcc-12 -O2 -Wall -Iinclude -c $T/audit/stale.c -o "$AU/s.o" >"$AU/plain.log" 2>&1
	echo "gcc-12 -O2 -Wall -Iinclude -c $T/audit/stale.c -o s.o" >>"$AU/plain.log"
	"$TOOL" audit --log "$AU/plain.log" $T/audit/stale.c >"$AU/plain.out" 2>"$AU/plain.err"
	check "audit of a build without -DINIT_FOR_COMPILER_AUDIT=1: exit 2" test $? = 2
	check "audit of a build without -DINIT_FOR_COMPILER_AUDIT=1: says so" grep -q "no audit marker" "$AU/plain.err"
	expect plain "$AU/plain.out" stale len unknown
	# gcc without optimization checks nothing: the marker says so
	gcc-12 -O0 $AUDIT_CFLAGS -O0 -c $T/audit/stale.c -o "$AU/s.o" >"$AU/O0.log" 2>&1
	"$TOOL" audit --log "$AU/O0.log" $T/audit/stale.c >"$AU/O0.out" 2>"$AU/O0.err"
	check "audit of gcc -O0: exit 2" test $? = 2
	check "audit of gcc -O0: says so" grep -q "built without optimization" "$AU/O0.err"
	check "audit of gcc -O0: the site is unknown, and why" grep -q "stale.c:[0-9:]*: unknown: len: gcc: GCC without optimization checks nothing" "$AU/O0.out"
	# a file that does not compile is never stale, whatever else the log says
	gcc-12 $AUDIT_CFLAGS -DNOT_C='}' -include $T/audit/stale.c -c $T/audit/stale.c -o "$AU/s.o" >"$AU/broken.log" 2>&1
	"$TOOL" audit --log "$AU/broken.log" $T/audit/stale.c >"$AU/broken.out" 2>/dev/null
	expect broken "$AU/broken.out" stale len unknown
	check "audit of a failed compile: the reason" grep -q "stale.c:[0-9:]*: unknown: len: gcc: did not compile" "$AU/broken.out"
	property broken "$AU/broken.out" "$AU/broken.log"
	# a note that names the variable at a line that does not declare it now:
	# the file changed since the build, so the site cannot be stale
	mkdir -p "$AU/moved" && cp $T/audit/xattr.c "$AU/moved/xattr.c"
	(cd "$AU/moved" && gcc-12 $AUDIT_CFLAGS -I"$top/include" -c xattr.c -o x.o >build.log 2>&1)
	sed -i '1i /* a line added after the build */' "$AU/moved/xattr.c"
	(cd "$AU/moved" && "$TOOL" audit --log build.log xattr.c >out 2>/dev/null)
	expect moved "$AU/moved/out" xattr new_xattr unknown
	check "audit, file changed since the build: says so" grep -q "a warning names this variable at another line" "$AU/moved/out"
	# an array's declarator inside the macro (INIT_FOR_COMPILER(buf[4])):
	# gcc's warning about buf[0] is the site of buf
	mkdir -p "$AU/array"
	printf '#include <init_for_compiler.h>\nint pick(int c);\nint pick(int c)\n{\n\tint INIT_FOR_COMPILER(buf[4]);\n\n\tif (c > 0)\n\t\tbuf[0] = c;\n\treturn buf[0];\n}\n' >"$AU/array/arr.c"
	(cd "$AU/array" && gcc-12 $AUDIT_CFLAGS -I"$top/include" -c arr.c -o arr.o >gcc-12.log 2>&1 &&
		"$TOOL" audit --log gcc-12.log arr.c >out 2>/dev/null)
	check "audit of INIT_FOR_COMPILER(buf[4]): review, by gcc-12's warning about buf[0]" \
		grep -q "^arr.c:5:24: review: buf: gcc-12 (may): arr.c:9:[0-9]*: warning: .buf\[0\]. may be used uninitialized" "$AU/array/out"
fi
# audit of a make build: relative paths and "Entering directory"
if have gcc-12 && have make; then
	MK=$AU/make
	mkdir -p "$MK/sub" && cp $T/audit/xattr.c $T/audit/stale.c "$MK/sub/"
	printf 'all:\n\t$(CC) -O2 -Wall -DINIT_FOR_COMPILER_AUDIT=1 -I%s/include -c xattr.c -o x.o\n\t$(CC) -O2 -Wall -DINIT_FOR_COMPILER_AUDIT=1 -I%s/include -c stale.c -o s.o\n' "$top" "$top" >"$MK/sub/Makefile"
	# a plain make that echoes its commands, whatever MAKEFLAGS we run under
	env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -C "$MK/sub" CC=gcc-12 -w >"$MK/build.log" 2>&1
	"$TOOL" audit --log "$MK/build.log" "$MK/sub" >"$MK/out" 2>/dev/null
	expect make "$MK/out" xattr new_xattr review
	expect make "$MK/out" stale len stale
fi
# the kbuild test module (tests/kbuild/module), built as docs/kernel.md says:
# M=, quiet, -j2, the header first (-include: kbuild passes
# -Wno-maybe-uninitialized); two of gcc's warnings sit in kernel headers,
# inlined from the module's functions, and their declaration notes name the
# sites
kdir=$(ls -d /usr/src/linux-headers-*-amd64 2>/dev/null | sort -V | tail -1)
if [ -z "$kdir" ]; then
	skip "audit of the kbuild module" "linux-headers-amd64 not installed"
elif ! have gcc-12; then
	skip "audit of the kbuild module" "gcc-12 not installed"
else
	KM=$AU/kmod
	KC="-I$top/include -include init_for_compiler.h -DINIT_FOR_COMPILER_AUDIT=1"
	rm -rf "$KM" && cp -r tests/kbuild/module "$KM"
	env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL LC_ALL=C make -j2 -C "$kdir" M="$KM" IFC_ROOT="$top" \
		KCFLAGS="$KC" modules >"$KM/build.log" 2>&1 ||
		fail "audit of the kbuild module: the audit build" "see $KM/build.log"
	(cd "$KM" && "$TOOL" audit --log build.log . >out 2>err)
	check "audit of the kbuild module: exit 0" test $? = 0
	for n in status mbps buf handle prev_ns uptr handler best; do
		expect kbuild-module "$KM/out" ifc_shapes "$n" review
	done
	for n in be_addr ts found; do
		expect kbuild-module "$KM/out" ifc_shapes "$n" stale
	done
	expect kbuild-module "$KM/out" ifc_legacy acc review
	expect kbuild-module "$KM/out" ifc_legacy dma_dev review
	expect kbuild-module "$KM/out" ifc_legacy folded stale
	check "audit of the kbuild module: handle is tied through dma-mapping.h" \
		grep -q "ifc_shapes.c:[0-9:]*: review: handle: gcc-12 (may): .*/include/linux/dma-mapping.h:[0-9:]*: warning: [^ ]*handle[^ ]* may be used uninitialized" "$KM/out"
	property kbuild-module "$KM/out" "$KM/build.log"
	# without -include, as docs/kernel.md said before: gcc's silence
	# proves nothing under kbuild's -Wno-maybe-uninitialized (the header
	# comes after kernel headers whose macros gcc checks with the warning
	# off): the stale sites become unknown, each saying why, and the log
	# says what to do
	rm -f "$KM"/*.o "$KM"/.*.cmd
	env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL LC_ALL=C make -j2 -C "$kdir" M="$KM" IFC_ROOT="$top" \
		KCFLAGS=-DINIT_FOR_COMPILER_AUDIT=1 modules >"$KM/late.log" 2>&1 ||
		fail "audit of the kbuild module, no -include: the audit build" "see $KM/late.log"
	(cd "$KM" && "$TOOL" audit --log gcc-12=late.log . >late.out 2>late.err)
	for n in be_addr ts found; do
		expect kbuild-module-late "$KM/late.out" ifc_shapes "$n" unknown
	done
	expect kbuild-module-late "$KM/late.out" ifc_shapes status review
	check "audit of the kbuild module, no -include: why, on the site" \
		grep -qF "ifc_shapes.c:71:27: unknown: be_addr: gcc-12: gcc, with the warning off (-Wno-maybe-uninitialized" "$KM/late.out"
	check "audit of the kbuild module, no -include: what to do, from the .cmd files" \
		grep -qF "audit: gcc-12: its compile commands turn the uninitialized warnings off (-Wno-maybe-uninitialized), and <init_for_compiler.h> was not put first (-include)" "$KM/late.err"
	# the same log without its .cmd files (audited elsewhere): kbuild's
	# flag taken as given
	KN=$AU/kmod-nocmd
	rm -rf "$KN" && mkdir -p "$KN" && cp "$KM"/*.c "$KM"/*.h "$KN/"
	sed "s|$KM/|$KN/|g" "$KM/late.log" >"$KN/late.log"
	(cd "$KN" && "$TOOL" audit --log gcc-12=late.log . >late.out 2>late.err)
	expect kbuild-module-nocmd "$KN/late.out" ifc_shapes be_addr unknown
	check "audit of the kbuild module, no .cmd files: kbuild's flag taken as given, said" \
		grep -q "its kbuild lines have no .cmd files here to show their commands (run the audit in the O= directory, or build with make -w.*), and kbuild passes -Wno-maybe-uninitialized to gcc" "$KN/late.err"
	# with the header first, the markers say so (<command-line>): stale
	sed "s|$KM/|$KN/|g" "$KM/build.log" >"$KN/build.log"
	(cd "$KN" && "$TOOL" audit --log gcc-12=build.log . >forced.out 2>/dev/null)
	expect kbuild-module-nocmd "$KN/forced.out" ifc_shapes be_addr stale
	# the same build as V=1 (command lines, no CC lines) and as C=1 (sparse
	# checks every file: CHECK lines and sparse's own diagnostics between
	# the compiler's): the same verdicts
	for v in V=1 C=1; do
		rm -f "$KM"/*.o "$KM"/.*.cmd
		env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL LC_ALL=C make -j2 -C "$kdir" M="$KM" IFC_ROOT="$top" \
			KCFLAGS="$KC" $v modules >"$KM/build-$v.log" 2>&1 ||
			fail "audit of the kbuild module, $v: the audit build" "see $KM/build-$v.log"
		(cd "$KM" && "$TOOL" audit --log "build-$v.log" . >"out-$v" 2>/dev/null)
		sed "s/build-$v/build/g" "$KM/out-$v" >"$KM/out-$v.same"
		check "audit of the kbuild module, $v: the same verdicts" cmp "$KM/out" "$KM/out-$v.same"
	done
	check "audit of the kbuild module, C=1: the log has sparse's CHECK lines" grep -q '^  CHECK ' "$KM/build-C=1.log"
	check "audit of the kbuild module: build.log named gcc-12 after kbuild's .cmd files" \
		grep -q "build.log: named gcc-12, after the compiler of kbuild's .cmd files" "$KM/err"
	# make again with nothing changed (as LLVM=-19 alone did for a newcomer:
	# Debian's kbuild keeps CC=gcc-12, nothing is rebuilt): only the .mod.o
	env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL LC_ALL=C make -j2 -C "$kdir" M="$KM" IFC_ROOT="$top" \
		KCFLAGS="$KC" LLVM=-19 modules >"$KM/again.log" 2>&1
	(cd "$KM" && "$TOOL" audit --log again.log . >/dev/null 2>again.err)
	check "audit of a kbuild log that rebuilt nothing: exit 2" test $? = 2
	check "audit of a kbuild log that rebuilt nothing: says nothing of the files was recompiled" \
		grep -q "none of the files it compiled is among the files given (it compiled [^)]*ifc_kbuild.mod.c): .*; or it recompiled none of them (make rebuilds only what changed)" "$KM/again.err"
	# kbuild's own compilation database of the module (the kernel's
	# gen_compile_commands.py, which Debian ships only in linux-source:
	# extracted once into $BUILD), re-run by --compile-commands
	gcc_py=$BDIR/tool/gen_compile_commands.py
	tarball=$(ls /usr/src/linux-source-*.tar.xz 2>/dev/null | sort -V | tail -1)
	if [ ! -f "$gcc_py" ] && [ -n "$tarball" ]; then
		tar -xOf "$tarball" --wildcards '*/scripts/clang-tools/gen_compile_commands.py' \
			>"$gcc_py.tmp" 2>/dev/null && mv "$gcc_py.tmp" "$gcc_py"
	fi
	if [ ! -f "$gcc_py" ] && [ -z "$tarball" ]; then
		skip "audit --compile-commands of kbuild's database" "linux-source-6.1 not installed"
	elif [ ! -f "$gcc_py" ]; then
		fail "audit --compile-commands of kbuild's database" "no scripts/clang-tools/gen_compile_commands.py in $tarball"
	elif ! have python3; then
		skip "audit --compile-commands of kbuild's database" "python3 not installed"
	else
		python3 "$gcc_py" -d "$kdir" -o "$KM/compile_commands.json" "$KM" >"$KM/gcc.log" 2>&1
		(cd "$KM" && "$TOOL" audit --compile-commands compile_commands.json -j 2 . >out-ccdb 2>/dev/null)
		check "audit --compile-commands of kbuild's database (gen_compile_commands.py -d KDIR MODDIR): the log's verdicts" \
			diff <(cut -d: -f1-5 "$KM/out") <(cut -d: -f1-5 "$KM/out-ccdb")
	fi
fi
# canned logs, hand-written in the formats of older compilers
sed "s|@TOP@|$top|g" $T/logs/kbuild.log >"$AU/kbuild.log"
"$TOOL" audit --log $T/logs/gcc-4.4.log $T/audit >"$AU/gcc-4.4.out" 2>/dev/null
expect gcc-4.4 "$AU/gcc-4.4.out" stale len review
expect gcc-4.4 "$AU/gcc-4.4.out" falsepos last stale
expect gcc-4.4 "$AU/gcc-4.4.out" xattr new_xattr unknown
property gcc-4.4 "$AU/gcc-4.4.out" $T/logs/gcc-4.4.log
"$TOOL" audit --log $T/logs/gcc-4.8.log $T/audit >"$AU/gcc-4.8.out" 2>/dev/null
expect gcc-4.8 "$AU/gcc-4.8.out" falsepos last review
property gcc-4.8 "$AU/gcc-4.8.out" $T/logs/gcc-4.8.log
"$TOOL" audit --log $T/logs/clang-3.4.log $T/audit >"$AU/clang-3.4.out" 2>/dev/null
expect clang-3.4 "$AU/clang-3.4.out" xattr new_xattr review
expect clang-3.4 "$AU/clang-3.4.out" stale len stale
property clang-3.4 "$AU/clang-3.4.out" $T/logs/clang-3.4.log
"$TOOL" audit --log "$AU/kbuild.log" $T/audit >"$AU/kbuild.out" 2>/dev/null
# a quiet M= log: the include chain of the audit marker says that user.c
# read inline.h, whose warning the declaration note ties to its site
expect kbuild "$AU/kbuild.out" inline first review
# no .cmd files here: kbuild's -Wno-maybe-uninitialized is taken as given,
# and the header was not put first: gcc's silence on len proves nothing
expect kbuild "$AU/kbuild.out" stale len unknown
check "audit kbuild: len, which gcc was silent on, says why it is not stale" \
	grep -q "stale.c:[0-9:]*: unknown: len: [^:]*: gcc, with the warning off (-Wno-maybe-uninitialized" "$AU/kbuild.out"
expect kbuild "$AU/kbuild.out" xattr new_xattr unknown
property kbuild "$AU/kbuild.out" "$AU/kbuild.log"
# an in-tree kbuild log as BusyBox writes it: its .cmd files are in the
# older format, without a source_ line, and part.c, which main.c #includes
# after the header (whose guard then hides the second #include), is named
# nowhere in the log: only the deps_ of dir/.main.o.cmd says that main.o
# read it (BusyBox 1.35.0's networking/nc_bloaty.c in nc.c). Run where the
# build ran, as BusyBox's make prints no "Entering directory" line.
BBK=$AU/bbkbuild
rm -rf "$BBK" && mkdir -p "$BBK/dir"
printf '%s\n' '#include <init_for_compiler.h>' '#include "part.c"' \
	'int main(void) { return part(1); }' >"$BBK/dir/main.c"
printf '%s\n' '#include <init_for_compiler.h>' 'static int part(int v)' '{' \
	'	int INIT_FOR_COMPILER(x);' '	x = v;' '	return x;' '}' >"$BBK/dir/part.c"
printf '%s\n' "cmd_dir/main.o := gcc-12 -Wp,-MD,dir/.main.o.d -I$top/include -DINIT_FOR_COMPILER_AUDIT=1 -Os -c -o dir/main.o dir/main.c" \
	'' 'deps_dir/main.o := \' '  dir/main.c \' '  $(wildcard include/config/x.h) \' \
	"  $top/include/init_for_compiler.h \\" '  dir/part.c \' '' \
	'dir/main.o: $(deps_dir/main.o)' '' '$(deps_dir/main.o):' >"$BBK/dir/.main.o.cmd"
printf '%s\n' '  CC      dir/main.o' \
	"In file included from $top/include/init_for_compiler.h:259," \
	'                 from dir/main.c:1:' \
	"$top/include/init_for_compiler/compiler-gcc.h:51:9: note: '#pragma message: init-for-compiler: audit build: annotations removed, uninitialized warnings on'" \
	'  LINK    busybox_unstripped' >"$BBK/build.log"
(cd "$BBK" && "$TOOL" audit --log build.log dir >out 2>err)
expect kbuild-old-cmd "$BBK/out" part x stale
mv "$BBK/dir/.main.o.cmd" "$BBK/main.o.cmd.away"
(cd "$BBK" && "$TOOL" audit --log build.log dir >out-nocmd 2>/dev/null)
expect kbuild-old-cmd-without-it "$BBK/out-nocmd" part x unknown
# the case study's real logs, trimmed to four files (tests/tool/linux/README):
# O= builds whose object paths are relative to the O= directory, the header
# put first by -include (every audit marker from <command-line> or
# <built-in>), no .cmd files (kbuild's -Wno-maybe-uninitialized taken as
# given), gcc's UTF-8 quotes, gcc's warning inside writel() of asm/io.h
# inlined into hsu.c, a chain of three ASSIGN_FOR_COMPILER() in
# dirty_ring.c, make -k
LX=$AU/linux
LXL="gcc-12 clang-19 gcc-16 clang-22"
mkdir -p "$LX"
for l in $LXL; do
	sed -e "s|@LINUX@|$top/$T/linux|g" -e "s|@OBJ@|/nonexistent|g" -e "s|@TOP@|$top|g" \
		$T/linux/$l.log >"$LX/$l.log"
	# the same log as another machine wrote it: every path elsewhere
	sed -e "s|@LINUX@|/home/ci/linux-6.1|g" -e "s|@OBJ@|/home/ci|g" -e "s|@TOP@|/home/ci/ifc|g" \
		$T/linux/$l.log >"$LX/$l-elsewhere.log"
done
LXF="fs/isofs/dir.c net/netfilter/xt_connbytes.c virt/kvm/dirty_ring.c drivers/dma/hsu/hsu.c"
(cd $T/linux && "$TOOL" audit $(for l in $LXL; do echo "--log $LX/$l.log"; done) $LXF >"$LX/out" 2>"$LX/err")
check "audit of the Linux logs: exit 0" test $? = 0
expect linux "$LX/out" dir inode_number review
expect linux "$LX/out" dir p review
expect linux "$LX/out" xt_connbytes what review
for n in mask cur_offset cur_slot; do
	expect linux "$LX/out" dirty_ring "$n" review
done
expect linux "$LX/out" hsu bsr review
expect linux "$LX/out" hsu mtsr review
# (dir.o's gcc marker is not among the trimmed lines: its gcc logs prove
# no silence there)
check "audit of the Linux logs: inode_number is review for the two clangs" \
	grep -q "dir.c:[0-9:]*: review: inode_number: clang-19 (may), clang-22 (may): " "$LX/out"
check "audit of the Linux logs: p is review for clang-22 only" \
	grep -q "dir.c:[0-9:]*: review: p: only some compilers warn: clang-22 (may): " "$LX/out"
check "audit of the Linux logs: what: every compiler warns, all four" \
	grep -q "xt_connbytes.c:[0-9:]*: review: what: every compiler warns: gcc-12 (may), clang-19 (may), gcc-16 (may), clang-22 (may): " "$LX/out"
check "audit of the Linux logs: the chained assignment of dirty_ring.c: every compiler warns on each" \
	sh -c "test \$(grep -c 'dirty_ring.c:102:[0-9]*: review: [a-z_]*: every compiler warns: gcc-12 (may), clang-19 (may), gcc-16 (may), clang-22 (may): ' '$LX/out') = 3"
check "audit of the Linux logs: bsr is review for all four, gcc-12 too with the header first, with the clangs' branch" \
	grep -q "hsu.c:[0-9:]*: review: bsr: a path reads it unset, check whether it can run: clang-19: whenever 'if' condition is false at line 74 .*; every compiler warns: gcc-12 (may), clang-19 (sometimes), gcc-16 (may), clang-22 (sometimes): " "$LX/out"
(cd $T/linux && "$TOOL" audit --log "$LX/gcc-16.log" drivers/dma/hsu/hsu.c >"$LX/gcc-16.out" 2>/dev/null)
check "audit of gcc-16's log: the warning inside writel() (asm/io.h) is bsr's, by its note" \
	grep -q "hsu.c:67:[0-9]*: review: bsr: gcc-16 (may): .*/arch/x86/include/asm/io.h:[0-9:]*: warning: .*bsr.* may be used uninitialized" "$LX/gcc-16.out"
property linux "$LX/out" $(for l in $LXL; do echo "$LX/$l.log"; done)
(cd "$B" && "$TOOL" audit $(for l in $LXL; do echo "--log $LX/$l-elsewhere.log"; done) \
	$(for f in $LXF; do echo "$top/$T/linux/$f"; done) >"$LX/elsewhere.out" 2>/dev/null)
sed -e "s|^$top/$T/linux/||" -e 's/-elsewhere//g' "$LX/elsewhere.out" >"$LX/elsewhere.rel"
check "audit of the Linux logs written on another machine: the same verdicts" \
	diff <(cut -d: -f1-5 "$LX/out") <(cut -d: -f1-5 "$LX/elsewhere.rel")
"$TOOL" audit $T/audit >/dev/null 2>"$AU/noinput.err"
check "audit without input is a usage error" test $? = 2
"$TOOL" audit --log "$AU/nonexistent.log" $T/audit >/dev/null 2>"$AU/nolog.err"
check "audit with an unreadable log exits 2" test $? = 2
printf 'make: Nothing to be done for all.\n' >"$AU/empty.log"
"$TOOL" audit --log "$AU/empty.log" $T/audit >/dev/null 2>"$AU/empty.err"
check "audit of a log without any compile: exit 2" test $? = 2
check "audit of a log without any compile: says nothing was recompiled, and make's word for it" \
	grep -q "empty.log: no compile in it: nothing was recompiled (make said it had nothing to do)" "$AU/empty.err"
# kbuild ignores CFLAGS: a quiet kbuild log without a marker points at KCFLAGS,
# and says CFLAGS was used when the log shows it
sed "s|@TOP@|$top|g" $T/logs/kbuild-cflags.log >"$AU/kbuild-cflags.log"
"$TOOL" audit --log "$AU/kbuild-cflags.log" $T/audit >/dev/null 2>"$AU/kbuild-cflags.err"
check "audit of a kbuild log with the define in CFLAGS: exit 2" test $? = 2
check "audit of a kbuild log with the define in CFLAGS: says to use KCFLAGS" \
	grep -qF "; kbuild ignores CFLAGS, which this log shows with the define: pass KCFLAGS=\"-I/ABSOLUTE/DIR/OF/init_for_compiler.h -include init_for_compiler.h -DINIT_FOR_COMPILER_AUDIT=1\"" "$AU/kbuild-cflags.err"
grep -v CFLAGS "$AU/kbuild-cflags.log" >"$AU/kbuild-plain.log"
"$TOOL" audit --log "$AU/kbuild-plain.log" $T/audit >/dev/null 2>"$AU/kbuild-plain.err"
check "audit of a kbuild log without a marker: points at KCFLAGS" \
	grep -qF "; kbuild reads the define from KCFLAGS, not CFLAGS: KCFLAGS=\"-I/ABSOLUTE/DIR/OF/init_for_compiler.h -include init_for_compiler.h -DINIT_FOR_COMPILER_AUDIT=1\"" "$AU/kbuild-plain.err"
# --log without its file, or with an option or an empty part in its place
for a in "--log" "--log --fail-on=stale" "--log =x.log" "--log=" "--compile-commands"; do
	"$TOOL" audit $T/audit $a >/dev/null 2>"$AU/noarg.err"
	check "audit $a: exit 2, says what --log or --compile-commands needs" \
		sh -c "test $? = 2 && grep -q 'audit: --[a-z-]* .*needs\|is empty in NAME=FILE' '$AU/noarg.err' && ! grep -q 'bad option' '$AU/noarg.err'"
done

# --compile-commands: a generated database, both entry forms, -j 2
# Sites inside #if groups (issue 36): a log shows the file compiled, and
# its command line's -D, -U and -include and the file's own #define say
# which groups were on. Stale only there; a group that is off, or that
# cannot be decided, leaves its site unknown, naming the group and macro.
IF=$T/audit-ifdef
mkdir -p "$AU/ifdef"
ifdef_lines() {	# ifdef_lines NAME OUT CC: the lines each site must print
	check "audit ifdef $1: an #ifdef on by -D: stale, and says so" grep -qF \
		"stale: on: no warning from $3 (inside #ifdef IFDEF_ON, on by the command line and the file)" "$2"
	check "audit ifdef $1: an #ifdef off by -U: unknown, and says so" grep -qF \
		"unknown: off: $3: compiled, but not shown to compile this code (#ifdef IFDEF_OFF leaves it out in every unit)" "$2"
	check "audit ifdef $1: the #else of a group on: unknown, and says so" grep -qF \
		"unknown: not_on: $3: compiled, but not shown to compile this code (#else of #ifdef IFDEF_ON leaves it out in every unit)" "$2"
	check "audit ifdef $1: a macro nothing shown defines: unknown, naming it" grep -qF \
		"unknown: header: $3: compiled, but not shown to compile this code (inside #ifdef IFDEF_HEADER: neither the command line nor the file before it defines or undefines IFDEF_HEADER)" "$2"
}
for cc in gcc-12 clang-19; do
	if ! have $cc; then skip "audit ifdef $cc" "$cc not installed"; continue; fi
	for how in on plain; do
		case $how in
		on) extra="-DIFDEF_ON -UIFDEF_OFF -include $IF/config.h" ;;
		plain) extra= ;;
		esac
		cmd="$cc -O2 -Wall -Iinclude -DINIT_FOR_COMPILER_AUDIT=1 $extra -c $IF/ifdef.c -o $AU/ifdef.o"
		{ echo "$cmd"; $cmd 2>&1; } >"$AU/ifdef/$cc-$how.log"
		"$TOOL" audit --log "$cc=$AU/ifdef/$cc-$how.log" $IF >"$AU/ifdef/$cc-$how.out" 2>"$AU/ifdef/$cc-$how.err"
	done
	out=$AU/ifdef/$cc-on.out
	expect "ifdef $cc" "$out" ifdef on stale
	expect "ifdef $cc -include" "$out" ifdef level stale
	expect "ifdef $cc #else" "$out" ifdef not_on unknown
	expect "ifdef $cc -U" "$out" ifdef off unknown
	expect "ifdef $cc undecided" "$out" ifdef header unknown
	ifdef_lines "$cc" "$out" "$cc"
	# without the -D, the -include: what was stale is not compiled
	expect "ifdef $cc, no -D" "$AU/ifdef/$cc-plain.out" ifdef on unknown
	expect "ifdef $cc, no -D: the #else (a header may define it)" "$AU/ifdef/$cc-plain.out" ifdef not_on unknown
	expect "ifdef $cc, no -include" "$AU/ifdef/$cc-plain.out" ifdef level unknown
	check "audit ifdef $cc: a macro of an -include not given is named" grep -qF \
		"unknown: level: $cc: compiled, but not shown to compile this code (inside #if IFDEF_LEVEL > 1 && LOCAL: neither the command line nor the file before it defines or undefines IFDEF_LEVEL)" \
		"$AU/ifdef/$cc-plain.out"
	# the compiler's output without its command line: no group is decided
	grep -v "^$cc " "$AU/ifdef/$cc-on.log" >"$AU/ifdef/$cc-nocmd.log"
	"$TOOL" audit --log "$cc=$AU/ifdef/$cc-nocmd.log" $IF >"$AU/ifdef/$cc-nocmd.out" 2>/dev/null
	for v in on level not_on off header; do
		expect "ifdef $cc, no command line" "$AU/ifdef/$cc-nocmd.out" ifdef $v unknown
	done
	check "audit ifdef $cc: no command line: says so" grep -qF \
		"unknown: on: $cc: compiled, but not shown to compile this code (inside #ifdef IFDEF_ON: neither the command line, which the log does not show, nor the file before it defines or undefines IFDEF_ON)" \
		"$AU/ifdef/$cc-nocmd.out"
done
# The quoted warning names the declaration (gcc-12 on ofono's fcs): the
# read's line follows, from the compiler that names it (issue 36)
RD=$T/audit-read
if have gcc-12 && have clang-19; then
	for cc in gcc-12 clang-19; do
		cmd="$cc -O2 -Wall -Iinclude -DINIT_FOR_COMPILER_AUDIT=1 -c $RD/fcs.c -o $AU/fcs.o"
		{ echo "$cmd"; $cmd 2>&1; } >"$AU/fcs-$cc.log"
	done
	"$TOOL" audit --log "gcc-12=$AU/fcs-gcc-12.log" --log "clang-19=$AU/fcs-clang-19.log" $RD >"$AU/fcs.out" 2>/dev/null
	"$TOOL" audit --log "gcc-12=$AU/fcs-gcc-12.log" $RD >"$AU/fcs-gcc.out" 2>/dev/null
	fcs_decl=$(grep -n 'INIT_FOR_COMPILER(fcs)' $RD/fcs.c | cut -d: -f1)
	fcs_read=$(grep -n 'out->fcs = fcs' $RD/fcs.c | cut -d: -f1)
	check "audit: gcc-12 names the declaration of fcs (the shape this test needs)" \
		grep -q "fcs.c:$fcs_decl:[0-9]*: warning: .fcs. may be used" "$AU/fcs-gcc-12.log"
	check "audit: the read's line follows a warning on the declaration" \
		grep -q "fcs.c:$fcs_decl:[0-9]*: review: fcs: .*fcs.c:$fcs_decl:[0-9]*: warning: .*; the read: line $fcs_read (clang-19)\$" "$AU/fcs.out"
	check "audit: no compiler names the read: said so" \
		grep -q "; that is the declaration's line: no compiler here names the read\$" "$AU/fcs-gcc.out"
fi
# The #if evaluator against the preprocessor: random groups, #define and
# #undef, -D and -U; where tools/ppif.c says on or off, gcc-12 -E and
# clang-19 -E must agree (tests/tool/ppif-cpp.py; the tool of 5249aba,
# before unsigned arithmetic, contradicts them 10 times at seed 1)
if ${CC:-cc} -std=c11 -D_XOPEN_SOURCE=700 -O1 -o "$B/ppif_cli" $T/ppif_cli.c $LIB_SRCS -pthread \
	>"$B/ppif_cli.log" 2>&1; then
	for cc in gcc-12 clang-19; do
		if ! have $cc; then skip "ppif against $cc -E" "$cc not installed"; continue; fi
		check "ppif never contradicts $cc -E (300 random files)" \
			python3 $T/ppif-cpp.py "$B/ppif_cli" $cc --seed 1 --files 300
	done
else
	fail "ppif_cli build" "see $B/ppif_cli.log"
fi
# compile_commands.json: "arguments" and "command" carry -D, -U, -include
if have gcc-12 && have clang-19; then
	printf '[{"directory": "%s", "file": "ifdef.c", "arguments": ["gcc-12", "-O2", "-Wall", "-I%s/include", "-DINIT_FOR_COMPILER_AUDIT", "-D", "IFDEF_ON", "-U", "IFDEF_OFF", "-include", "config.h", "-c", "ifdef.c"]}]\n' \
		"$top/$IF" "$top" >"$AU/ifdef/args.json"
	printf '[{"directory": "%s", "file": "ifdef.c", "command": "clang-19 -O2 -I%s/include -DINIT_FOR_COMPILER_AUDIT -DIFDEF_ON -UIFDEF_OFF -includeconfig.h -c ifdef.c"}]\n' \
		"$top/$IF" "$top" >"$AU/ifdef/command.json"
	for j in args:gcc-12 command:clang-19; do
		"$TOOL" audit --compile-commands "$AU/ifdef/${j%%:*}.json" $IF >"$AU/ifdef/${j%%:*}.out" 2>"$AU/ifdef/${j%%:*}.err"
		ifdef_lines "--compile-commands ${j%%:*}" "$AU/ifdef/${j%%:*}.out" "${j#*:}"
		expect "ifdef --compile-commands ${j%%:*} -include" "$AU/ifdef/${j%%:*}.out" ifdef level stale
	done
fi

if have gcc-12 && have clang-19; then
	CC_DIR=$AU/ccdb
	mkdir -p "$CC_DIR"
	{
		echo '['
		echo "  { \"directory\": \"$top\", \"file\": \"$T/audit/xattr.c\","
		echo "    \"command\": \"gcc-12 -O2 -Wall -Iinclude -MD -MF /nonexistent/x.d -c -o /nonexistent/x.o $T/audit/xattr.c\" },"
		echo "  { \"directory\": \"$top/$T\", \"file\": \"audit/falsepos.c\","
		echo "    \"arguments\": [\"clang-19\", \"-O2\", \"-I$top/include\", \"-c\", \"audit/falsepos.c\", \"-o\", \"falsepos.o\"] },"
		echo "  { \"directory\": \"$top\", \"file\": \"$T/audit/stale.c\", \"output\": \"stale.o\","
		echo "    \"arguments\": [\"gcc-12\", \"-O2\", \"-Wall\", \"-Iinclude\", \"-Wp,-MMD,/nonexistent/s.d\", \"-c\", \"$T/audit/stale.c\"] },"
		echo "  { \"directory\": \"$top\", \"file\": \"$T/audit/user.c\","
		echo "    \"command\": \"clang-19 -O2 -Iinclude -c $T/audit/user.c\" }"
		echo ']'
	} >"$CC_DIR/compile_commands.json"
	"$TOOL" audit --compile-commands "$CC_DIR/compile_commands.json" -j 2 $T/audit >"$CC_DIR/out" 2>"$CC_DIR/err"
	check "audit --compile-commands -j 2: exit 0" test $? = 0
	expect ccdb "$CC_DIR/out" xattr new_xattr review
	expect ccdb "$CC_DIR/out" falsepos last review
	expect ccdb "$CC_DIR/out" stale len stale
	expect ccdb "$CC_DIR/out" inline first review
	expect ccdb "$CC_DIR/out" notcompiled x unknown
	check "audit --compile-commands: no output file written" test ! -e "$top/$T/falsepos.o"
	# a command that fails: its file stays unknown and the exit status says so
	printf '[{"directory": "%s", "file": "%s/audit/stale.c", "command": "gcc-12 -DNOT_C=) -c %s/audit/stale.c -include /nonexistent.h"}]\n' \
		"$top" "$T" "$T" >"$CC_DIR/bad.json"
	"$TOOL" audit --compile-commands "$CC_DIR/bad.json" $T/audit/stale.c >"$CC_DIR/bad.out" 2>"$CC_DIR/bad.err"
	check "audit --compile-commands: a failed command exits 2" test $? = 2
	expect ccdb-failed "$CC_DIR/bad.out" stale len unknown
	printf '[{"directory": "/", "file": "x.c"' >"$CC_DIR/broken.json"
	"$TOOL" audit --compile-commands "$CC_DIR/broken.json" $T/audit/stale.c >/dev/null 2>"$CC_DIR/broken.err"
	check "audit --compile-commands: bad JSON exits 2" test $? = 2
	check "audit --compile-commands: bad JSON is named" grep -q "broken.json: not a compilation database" "$CC_DIR/broken.err"
	# JSON escapes, keys that are skipped, option spellings --x=FILE, -jN, --
	{
		printf '[ {"directory": "%s", "output": "s.o", "extra": {"a": [1, -2.5e3, true, null, "q\\"\\n\\t\\u00e9\\u20ac\\/"]},\n' "$top"
		printf '   "file": "%s/audit/\\u0073tale.c", "arguments": ["gcc-12", "-Iinclude", "-O2", "-c", "%s\\/audit/stale.c"]},\n' "$T" "$T"
		printf ' {"directory": "%s", "file": "x.c", "command": "cc \x27unterminated"} ]\n' "$top"
	} >"$CC_DIR/escapes.json"
	"$TOOL" audit --compile-commands="$CC_DIR/escapes.json" -j2 --log="$AU/kbuild.log" -- $T/audit/stale.c \
		>"$CC_DIR/escapes.out" 2>"$CC_DIR/escapes.err"
	check "audit --compile-commands: a command that cannot be split exits 2" test $? = 2
	check "audit --compile-commands: ... and is named" grep -q "cannot run the command for x.c" "$CC_DIR/escapes.err"
	expect ccdb-escapes "$CC_DIR/escapes.out" stale len stale
	# a compiler that does not exist, and an entry without a command
	printf '[{"directory": "%s", "file": "%s/audit/stale.c", "command": "/nonexistent/cc -c %s/audit/stale.c"},\n {"directory": "%s", "file": "x.c", "arguments": []}]\n' \
		"$top" "$T" "$T" "$top" >"$CC_DIR/nocc.json"
	"$TOOL" audit --compile-commands "$CC_DIR/nocc.json" $T/audit/stale.c >"$CC_DIR/nocc.out" 2>"$CC_DIR/nocc.err"
	check "audit --compile-commands: a missing compiler exits 2" test $? = 2
	check "audit --compile-commands: ... and is named" grep -q "compiling tests/tool/audit/stale.c failed (exit status 127)" "$CC_DIR/nocc.err"
	check "audit --compile-commands: an empty command is named" grep -q "cannot run the command for x.c" "$CC_DIR/nocc.err"
	expect ccdb-nocc "$CC_DIR/nocc.out" stale len unknown
else
	skip "audit --compile-commands" "gcc-12 or clang-19 not installed"
fi
# the databases users have: CMake's (command, file, output) and bear's
# (arguments, intercepted from a real make)
CF="xattr.c stale.c falsepos.c user.c"
if ! have cmake; then
	skip "audit --compile-commands of CMake's database" "cmake not installed"
elif ! have gcc-12; then
	skip "audit --compile-commands of CMake's database" "gcc-12 not installed"
else
	CM=$AU/cmake
	mkdir -p "$CM/src" && (cd $T/audit && cp $CF inline.h "$CM/src/")
	printf 'cmake_minimum_required(VERSION 3.13)\nproject(fixtures C)\nadd_library(fix OBJECT %s)\ntarget_include_directories(fix PRIVATE %s/include)\n' \
		"$CF" "$top" >"$CM/src/CMakeLists.txt"
	if cmake -S "$CM/src" -B "$CM/build" -DCMAKE_C_COMPILER=gcc-12 -DCMAKE_C_FLAGS=-O2 \
		-DCMAKE_EXPORT_COMPILE_COMMANDS=ON >"$CM/cmake.log" 2>&1; then
		"$TOOL" audit --compile-commands "$CM/build/compile_commands.json" -j 2 "$CM/src" >"$CM/out" 2>"$CM/err"
		check "audit --compile-commands of CMake's database: exit 0" test $? = 0
		check "audit --compile-commands of CMake's database: named after its compiler" grep -q "audit: gcc-12: 4 units" "$CM/err"
		expect cmake "$CM/out" xattr new_xattr review
		expect cmake "$CM/out" stale len stale
		expect cmake "$CM/out" falsepos last stale
		expect cmake "$CM/out" inline first review
	else
		fail "audit --compile-commands of CMake's database: cmake" "see $CM/cmake.log"
	fi
fi
# CMake with build logs (docs/audit.md): the define and the header's -I in
# CMAKE_C_FLAGS at configure time (CPPFLAGS in the environment does not
# reach CMake's commands), the commands shown by make VERBOSE=1 and ninja -v
if ! have cmake; then
	skip "audit of CMake's build logs" "cmake not installed"
elif ! have gcc-12; then
	skip "audit of CMake's build logs" "gcc-12 not installed"
else
	CL=$AU/cmake-logs
	mkdir -p "$CL/src" && (cd $T/audit && cp $CF inline.h "$CL/src/")
	printf 'cmake_minimum_required(VERSION 3.13)\nproject(fixtures C)\nadd_library(fix OBJECT %s)\n' \
		"$CF" >"$CL/src/CMakeLists.txt"
	CPPFLAGS=-DINIT_FOR_COMPILER_AUDIT=1 cmake -S "$CL/src" -B "$CL/cpp" -DCMAKE_C_COMPILER=gcc-12 \
		-DCMAKE_EXPORT_COMPILE_COMMANDS=ON >"$CL/cpp.log" 2>&1
	check "CMake: CPPFLAGS in the environment does not reach its compile commands" \
		sh -c "grep -q '\"command\"' '$CL/cpp/compile_commands.json' && ! grep -q INIT_FOR_COMPILER_AUDIT '$CL/cpp/compile_commands.json'"
	for gen in make ninja; do
		if [ $gen = ninja ] && ! have ninja; then
			skip "audit of CMake's build logs: ninja -v" "ninja not installed (ninja-build)"
			continue
		fi
		[ $gen = make ] && G="Unix Makefiles" || G=Ninja
		if cmake -S "$CL/src" -B "$CL/$gen" -G "$G" -DCMAKE_C_COMPILER=gcc-12 \
			-DCMAKE_BUILD_TYPE=RelWithDebInfo \
			"-DCMAKE_C_FLAGS=-I$top/include -DINIT_FOR_COMPILER_AUDIT=1" >"$CL/$gen-cmake.log" 2>&1; then
			if [ $gen = make ]; then
				env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -C "$CL/make" VERBOSE=1 >"$CL/make.log" 2>&1
			else
				ninja -C "$CL/ninja" -v >"$CL/ninja.log" 2>&1
			fi
			"$TOOL" audit --log gcc-12="$CL/$gen.log" "$CL/src" >"$CL/$gen.out" 2>"$CL/$gen.err"
			check "audit of CMake's build log ($gen): 4 units compiled in audit mode" \
				grep -q "gcc-12: 4 units" "$CL/$gen.err"
			expect "cmake-$gen" "$CL/$gen.out" xattr new_xattr review
			expect "cmake-$gen" "$CL/$gen.out" stale len stale
		else
			fail "audit of CMake's build logs: cmake -G $G" "see $CL/$gen-cmake.log"
		fi
	done
fi
if ! have bear; then
	skip "audit --compile-commands of bear's database" "bear not installed"
elif ! have clang-19; then
	skip "audit --compile-commands of bear's database" "clang-19 not installed"
else
	BE=$AU/bear
	mkdir -p "$BE" && (cd $T/audit && cp $CF inline.h "$BE/")
	printf 'OBJS = xattr.o stale.o falsepos.o user.o\nall: $(OBJS)\n%%.o: %%.c\n\tclang-19 -O2 -I%s/include -c $< -o $@\n' "$top" >"$BE/Makefile"
	if (cd "$BE" && env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL bear -- make >bear.log 2>&1); then
		"$TOOL" audit --compile-commands "$BE/compile_commands.json" "$BE" >"$BE/out" 2>"$BE/err"
		check "audit --compile-commands of bear's database: exit 0" test $? = 0
		check "audit --compile-commands of bear's database: its arguments form" grep -q '"arguments"' "$BE/compile_commands.json"
		expect bear "$BE/out" xattr new_xattr review
		expect bear "$BE/out" stale len stale
		expect bear "$BE/out" falsepos last review
		expect bear "$BE/out" inline first review
	else
		fail "audit --compile-commands of bear's database: bear -- make" "see $BE/bear.log"
	fi
fi
"$TOOL" audit --log "$AU/kbuild.log" -j 0 $T/audit >/dev/null 2>&1
check "audit -j 0: exit 2" test $? = 2
"$TOOL" audit --log "$AU/kbuild.log" --fail-on=bogus $T/audit >/dev/null 2>&1
check "audit --fail-on=bogus: exit 2" test $? = 2

# ------------------------------------------------------------- sarif
# --format=sarif: SARIF 2.1.0 that says what the text says (sarif_check.py)
if ! have python3; then
	skip "sarif" "python3 not installed"
else
	SA=$B/sarif
	mkdir -p "$SA/odd dir"
	cp $T/corpus/tags.c "$SA/odd dir/na\"me \\ é%.c"
	printf 'int f(int c) { int x = x; /* \x01\xff */ return c ? x : 0; }\n' >"$SA/odd dir/bytes.c"
	(cd $T && "$TOOL" scan --format=sarif corpus >"$SA/scan.sarif" 2>/dev/null)
	check "sarif: scan of the corpus is SARIF 2.1.0 and equals the text" \
		python3 $T/sarif_check.py "$SA/scan.sarif" $T/golden/scan.out
	"$TOOL" scan "$SA" >"$SA/odd.txt" 2>/dev/null
	"$TOOL" scan --format=sarif "$SA" >"$SA/odd.sarif" 2>/dev/null
	check "sarif: odd file names (quote, backslash, space, UTF-8, %) are URI references" \
		python3 $T/sarif_check.py "$SA/odd.sarif" "$SA/odd.txt"
	"$TOOL" scan --format=sarif $T/audit/user.c >"$SA/empty.sarif" 2>/dev/null
	: >"$SA/empty.txt"
	check "sarif: no site, still a SARIF log" python3 $T/sarif_check.py "$SA/empty.sarif" "$SA/empty.txt"
	if [ -n "$compilers" ]; then
		set -- $compilers
		args=""
		for cc; do args="$args --log $AU/$cc.log"; done
		"$TOOL" audit $args --format=sarif $T/audit >"$SA/audit.sarif" 2>/dev/null
		check "sarif: audit is SARIF 2.1.0 and equals the text" \
			python3 $T/sarif_check.py "$SA/audit.sarif" "$AU/all.out"
		check "sarif: the definite kind is its own rule, a warning" \
			sh -c "grep -q '\"ruleId\": \"definite\"' '$SA/audit.sarif' && grep -A2 '\"ruleId\": \"definite\"' '$SA/audit.sarif' | grep -q warning"
		"$TOOL" audit $args --format=sarif --fail-on=review $T/audit >/dev/null 2>&1
		check "sarif: --fail-on still sets the exit status" test $? = 1
	fi
	"$TOOL" scan --format=xml $T/corpus >/dev/null 2>&1
	check "sarif: --format=xml is a usage error" test $? = 2
	# the checker itself: a broken document is caught
	sed 's/"startLine": [0-9]*/"startLine": 0/' "$SA/scan.sarif" >"$SA/bad.sarif"
	check "sarif: the checker catches a bad region" \
		sh -c "! python3 $T/sarif_check.py '$SA/bad.sarif' $T/golden/scan.out >/dev/null"
fi

# ------------------------------------------------------------- command line
"$TOOL" >/dev/null 2>&1
check "no command: exit 2" test $? = 2
"$TOOL" frobnicate >/dev/null 2>&1
check "unknown command: exit 2" test $? = 2
"$TOOL" scan --bogus >/dev/null 2>&1
check "unknown option: exit 2" test $? = 2
check "--help" sh -c "'$TOOL' --help | grep -q 'usage: init-for-compiler scan'"
for c in scan convert audit; do
	check "$c --help: exit 0, the command's usage and options" \
		sh -c "'$TOOL' $c --help >'$B/help-$c.out' && grep -q '^usage: init-for-compiler $c ' '$B/help-$c.out' && grep -q '^  --' '$B/help-$c.out'"
	"$TOOL" $c --bogus >/dev/null 2>"$B/bad-$c.err"
	check "$c --bogus: exit 2, names the option and the help" \
		sh -c "test $? = 2 && grep -q \"$c: bad option or argument '--bogus'\" '$B/bad-$c.err' && grep -q '$c --help' '$B/bad-$c.err'"
done
check "--version" sh -c "'$TOOL' --version | grep -qE '^init-for-compiler [0-9]+\\.[0-9]+\\.[0-9]+\$'"

# ------------------------------------------------------------- install
I=$B/inst
if make -s --no-print-directory install-tool DESTDIR="$I" prefix=/usr BUILD="$BUILD" >"$B/install.log" 2>&1; then
	check "install-tool: binary in bindir" test -x "$I/usr/bin/init-for-compiler"
	check "install-tool: man page in man1dir" test -f "$I/usr/share/man/man1/init-for-compiler.1"
	check "install-tool: installed binary runs" "$I/usr/bin/init-for-compiler" --version
	make -s --no-print-directory uninstall-tool DESTDIR="$I" prefix=/usr BUILD="$BUILD" >>"$B/install.log" 2>&1
	check "uninstall-tool removes both" sh -c "test ! -e '$I/usr/bin/init-for-compiler' && test ! -e '$I/usr/share/man/man1/init-for-compiler.1'"
else
	fail "install-tool" "see $B/install.log"
fi

# ------------------------------------------------------------- docs
if have mandoc; then
	check "man page: mandoc -Tlint" sh -c "mandoc -Tlint -W warning docs/man/init-for-compiler.1; test \$? -eq 0"
else
	skip "man page: mandoc -Tlint" "mandoc not installed"
fi
# the tag rule's word tables (tools/tag.c), each between markers named
# after it in docs/tool.md
for t in tag_quiet_words tag_judge_words tag_false_words tag_other_words \
	tag_typo_quiet_words tag_typo_judge_words tag_typo_false_words tag_bare_words; do
	sed -n "/^const char \*const $t\[\] = {/,/^};/p" tools/tag.c |
		grep -o '"[^"]*"' | tr -d '"' >"$B/$t.code"
	sed -n "/<!-- BEGIN $t -->/,/<!-- END $t -->/p" docs/tool.md |
		grep -o '`[^`]*`' | tr -d '`' >"$B/$t.doc"
	check "docs/tool.md lists $t of tools/tag.c" diff -u "$B/$t.code" "$B/$t.doc"
	check "$t found" test -s "$B/$t.code"
done

# ------------------------------------------------------------- patch mode
# tests/tool/patch.sh: scan --diff, --since, --staged on real git diffs
BUILD=$BUILD SUITE=$SUITE TOOL=$TOOL tests/tool/patch.sh || failed=1
# tests/tool/evidence.sh: the audit's evidence, strongest first (issue 29),
# C++ logs, the flags that win over the header, Makefiles and CPPFLAGS
BUILD=$BUILD SUITE=$SUITE TOOL=$TOOL tests/tool/evidence.sh || failed=1
# tests/tool/truth.sh: recall and precision against the truth sets labeled
# by hand (Linux 6.1, FFmpeg, BusyBox, PostgreSQL, ofono), goals included
BUILD=$BUILD SUITE=$SUITE TOOL=$TOOL tests/tool/truth.sh || failed=1
# tests/tool/shims.sh: the hack under every name, in the shapes of FFmpeg,
# MariaDB, rdma-core and U-Boot
BUILD=$BUILD SUITE=$SUITE TOOL=$TOOL tests/tool/shims.sh || failed=1
# tests/tool/launcher.sh: audit --compile-commands --launcher, through a
# distccd on 127.0.0.1
BUILD=$BUILD SUITE=$SUITE TOOL=$TOOL tests/tool/launcher.sh || failed=1
# tests/tool/cocci.sh: contrib/coccinelle/init_for_compiler.cocci under
# spatch against convert on the corpus (docs/coccinelle.md)
BUILD=$BUILD SUITE=$SUITE TOOL=$TOOL tests/tool/cocci.sh || failed=1
# tests/tool/precommit.sh: .pre-commit-hooks.yaml with the real pre-commit,
# and examples/ci parsed and checked
BUILD=$BUILD SUITE=$SUITE tests/tool/precommit.sh || failed=1

# ------------------------------------------------------------- fuzz
# tests/tool/fuzz-check.sh: replay of every regression input (always), a
# fixed-seed and a random libFuzzer pass per harness (SKIP only when
# fuzz.sh --missing names clang-19 or its runtime), and the tests that a
# planted crash fails and a missing tool skips naming it
BUILD=$BUILD SUITE=$SUITE tests/tool/fuzz-check.sh || failed=1

finish
