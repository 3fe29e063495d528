#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/tool/evidence.sh - the audit's evidence, strongest first (issue 29),
# and the builds it reads (issues 28 and 30); make check-tool, called by
# tests/tool/run.sh:
#
#   paths      the path each compiler names, from real logs (tests/tool/logs):
#              gcc-12 to gcc-16 -fanalyzer (two styles of path), clang-19 and
#              clang-22 -Wsometimes-uninitialized, on the module of issue 29
#              (tests/tool/evidence/mydrv: div a real bug, chan a false
#              positive, idx not needed): div's line names the branch and the
#              read, chan's none; the strongest warning is quoted; the lines
#              in the order of their evidence; SARIF's rank, properties and
#              codeFlows (sarif_check.py)
#   runtime    --runtime-log: MemorySanitizer (clang-19's declaration line,
#              clang-14's function line, clang-15 without a symbolizer) and
#              valgrind (the function alone: one site proven, two sites
#              neither) on tests/tool/evidence/runtime.c; the test that ran
#              (PASS:/FAIL: after, [ RUN ] before, TAP); a report of a
#              variable that is no site is counted, not a verdict; --fail-on
#   module     the module built now by gcc-12 -fanalyzer and clang-19 through
#              kbuild (docs/kernel.md's commands; a plain compile without
#              linux-headers), and its logic under MemorySanitizer: div
#              before chan with clang's branch, div proven by the run that
#              takes case 3, chan never; which optimization levels keep the
#              report (docs/audit.md); the earlier version whose only caller
#              passes a constant: gcc alone says stale and is told it is weak,
#              any other evidence wins
#   c++        g++-12 and clang++-19 logs (tests/tool/evidence/cxx)
#   flags      a build that turns the warning off: -Wno-maybe-uninitialized
#              and friends lose to the header's pragmas (gcc-12, clang-19);
#              -w and a later #pragma ... ignored win, and the audit says so
#              instead of stale
#   makefile   a Makefile that adds the header's flags to CFLAGS: make
#              CFLAGS=... fails and the audit says so with the first error;
#              make CPPFLAGS=... (docs/audit.md) works
#   docs       every command of docs/audit.md, run as written in a project
#              of its own; none of the page is left that this did not run
#
# Usage: TOOL=build/tool/init-for-compiler BUILD=build tests/tool/evidence.sh
# shellcheck source=tests/tool/lib.sh
. "$(dirname "$0")/lib.sh"
E=$T/evidence
L=$T/logs
M=$E/mydrv/mydrv.c
# line_of NAME OUTPUT: the verdict line of the site NAME; nth NAME OUTPUT:
# its place among the lines
line_of() { grep -E "^[^:]*:[0-9]+:[0-9]+: [a-z]+: $1(:|\$)" "$2" | head -1; }
nth() { grep -nE "^[^:]*:[0-9]+:[0-9]+: [a-z]+: $1(:|\$)" "$2" | head -1 | cut -d: -f1; }
# has NAME OUTPUT TEXT...: NAME's line holds every TEXT (fixed strings)
has() {
	has_l_=$(line_of "$1" "$2"); shift 2
	for has_t_; do case $has_l_ in *"$has_t_"*) ;; *) return 1 ;; esac; done
	[ -n "$has_l_" ]
}
# lacks NAME OUTPUT TEXT: NAME's line is there and does not hold TEXT
lacks() { lacks_l_=$(line_of "$1" "$2"); [ -n "$lacks_l_" ] && case $lacks_l_ in *"$3"*) false ;; *) true ;; esac; }
verdict() { line_of "$1" "$2" | cut -d' ' -f2 | tr -d :; }
# a canned log with @TOP@ for this tree
canned() { sed "s|@TOP@|$top|g" "$L/$1" >"$B/$1"; echo "$B/$1"; }
sarif_ok() { have python3 && python3 $T/sarif_check.py "$@"; }

# ------------------------------------------------------------- paths
for cc in gcc-12 gcc-13 gcc-14 gcc-15 gcc-16 clang-19 clang-22; do
	"$TOOL" audit --log "$cc=$L/mydrv-$cc.log" $M >"$B/$cc.out" 2>"$B/$cc.err"
	check "paths $cc: exit 0" test $? = 0
	case $cc in
	gcc*) check "paths $cc -fanalyzer: div's line names the branch and the read" \
		has div "$B/$cc.out" "review: div: a path reads it unset, check whether it can run: $cc -fanalyzer: following 'case 3:' branch at line 27, read at line 42; " ;;
	*) check "paths $cc: div's line names clang's branch, with its source, and the read" \
		has div "$B/$cc.out" "review: div: a path reads it unset, check whether it can run: $cc: whenever switch case is taken at line 37 (case 3:), read at line 42; " ;;
	esac
	check "paths $cc: chan names no path" lacks chan "$B/$cc.out" "a path"
	check "paths $cc: idx is stale" test "$(verdict idx "$B/$cc.out")" = stale
done
G=$L/mydrv-gcc-12.log C=$L/mydrv-clang-19.log
"$TOOL" audit --log "gcc-12=$G" --log "clang-19=$C" $M >"$B/both.out" 2>"$B/both.err"
check "paths gcc-12 and clang-19: div before chan, chan before idx" \
	sh -c "test $(nth div "$B/both.out") -lt $(nth chan "$B/both.out") && test $(nth chan "$B/both.out") -lt $(nth idx "$B/both.out")"
check "paths gcc-12 and clang-19: div quotes clang's warning, the strongest" \
	has div "$B/both.out" "every compiler warns: gcc-12 (analyzer), clang-19 (sometimes): $M:37:7: warning: variable 'div' is used uninitialized whenever switch case is taken"
check "paths gcc-12 and clang-19: chan says every compiler warns, and no path" \
	has chan "$B/both.out" "review: chan: every compiler warns: gcc-12 (may), clang-19 (may): "
check "paths gcc-12 and clang-19: the summary counts each class" \
	grep -qx "init-for-compiler: audit: by evidence, strongest first: 0 read unset at run time, 0 definite, 1 a path named, 1 every compiler warns, 0 only some compilers warn, 1 stale, 0 unknown" "$B/both.err"
# the order is the evidence's, not the files': the earlier version's stale
# div given first comes after the module's three
"$TOOL" audit --log "gcc-12=$L/mydrv-v1-gcc-12.log" --log "gcc-12b=$G" $E/mydrv-v1/mydrv.c $M >"$B/order.out" 2>/dev/null
check "paths: lines in the order of evidence, not of the files given" \
	sh -c "sed -n 1p '$B/order.out' | grep -q '/mydrv/mydrv.c:.*: review: div: a path' && sed -n 3p '$B/order.out' | grep -q 'mydrv-v1/mydrv.c:.*: stale: div: '"
"$TOOL" audit --log "gcc-12=$G" --log "clang-19=$C" --fail-on=path $M >/dev/null 2>&1
check "paths: --fail-on=path exits 1" test $? = 1
"$TOOL" audit --log "gcc-12=$G" --log "clang-19=$C" --fail-on=proven,definite $M >/dev/null 2>&1
check "paths: --fail-on=proven,definite exits 0 without such sites" test $? = 0
"$TOOL" audit --log "gcc-12=$G" --log "clang-19=$C" --format=sarif $M >"$B/both.sarif" 2>/dev/null
if have python3; then
	check "paths: SARIF equals the text, in its order, with rank, evidence and codeFlows" \
		python3 $T/sarif_check.py "$B/both.sarif" "$B/both.out"
	check "paths: SARIF: div's path is a codeFlow through lines 37 and 42" python3 - "$B/both.sarif" <<'PY'
import json, sys
res = json.load(open(sys.argv[1]))["runs"][0]["results"]
div = [r for r in res if "div" in r["message"]["text"]][0]
locs = div["codeFlows"][0]["threadFlows"][0]["locations"]
lines = [l["location"]["physicalLocation"]["region"]["startLine"] for l in locs]
assert div["ruleId"] == "path" and div["properties"] == {"evidence": "path", "order": 3}, div
assert 42 in lines and (37 in lines or 27 in lines), lines
assert not any("codeFlows" in r for r in res if "chan" in r["message"]["text"])
PY
	sed 's/"rank": 70.0/"rank": 10.0/' "$B/both.sarif" >"$B/bad-order.sarif"
	check "paths: the SARIF checker catches results out of order" \
		sh -c "! python3 $T/sarif_check.py '$B/bad-order.sarif' '$B/both.out' >/dev/null"
else
	skip "paths: SARIF" "python3 not installed"
fi

# ------------------------------------------------------------- runtime
MS=$(canned mydrv-msan-clang-19.log)
"$TOOL" audit --log "gcc-12=$G" --log "clang-19=$C" --runtime-log "msan=$MS" $M >"$B/rt.out" 2>"$B/rt.err"
check "runtime: exit 0" test $? = 0
check "runtime MemorySanitizer: div is proven, by the test that took case 3, at its read and declaration" \
	has div "$B/rt.out" "proven: div: read unset at run time, a bug to fix: msan (MemorySanitizer, test rate_mode3): read at line 42 in mydrv_rate, declared at line 25 in mydrv_rate; the path: "
check "runtime MemorySanitizer: div's line keeps clang's branch" has div "$B/rt.out" "whenever switch case is taken at line 37 (case 3:)"
check "runtime MemorySanitizer: chan is not proven" test "$(verdict chan "$B/rt.out")" = review
check "runtime MemorySanitizer: the proven line comes first" test "$(nth div "$B/rt.out")" = 1
check "runtime: the summary counts proven" grep -q "audit: 1 proven, 1 review (0 definite, 1 warned by every compiler), 1 stale, 0 unknown" "$B/rt.err"
check "runtime: the run's own summary" grep -q "audit: msan: 1 report of reads of uninitialized values (MemorySanitizer): 1 proves a site, 0 name a function of several sites, 0 of a stack variable that is no annotated site" "$B/rt.err"
"$TOOL" audit --log "gcc-12=$G" --runtime-log "msan=$MS" --fail-on=proven $M >/dev/null 2>&1
check "runtime: --fail-on=proven exits 1 (CI: fail on a proven site)" test $? = 1
"$TOOL" audit --log "gcc-12=$G" --runtime-log "msan=$MS" --fail-on=review $M >/dev/null 2>&1
check "runtime: --fail-on=review takes a proven site too" test $? = 1
"$TOOL" audit --log "gcc-12=$G" --runtime-log "msan=$MS" --format=sarif $M >"$B/rt.sarif" 2>/dev/null
"$TOOL" audit --log "gcc-12=$G" --runtime-log "msan=$MS" $M >"$B/rt1.out" 2>/dev/null
check "runtime: SARIF equals the text" sarif_ok "$B/rt.sarif" "$B/rt1.out"
check "runtime: SARIF of a proven site (rule proven, level error)" \
	sh -c "grep -q '\"ruleId\": \"proven\"' '$B/rt.sarif' && grep -A2 '\"ruleId\": \"proven\"' '$B/rt.sarif' | grep -q error"
R=$E/runtime.c
for f in runtime-msan-clang-19 runtime-msan-clang-14 runtime-msan-clang-15-unsymbolized runtime-valgrind; do
	"$TOOL" audit --runtime-log "run=$(canned $f.log)" $R >"$B/$f.out" 2>"$B/$f.err"
done
check "runtime clang-19: x proven by its declaration" has x "$B/runtime-msan-clang-19.out" "proven: x: " "test one_site" "declared at line 25"
check "runtime clang-19: lo proven by its declaration" has lo "$B/runtime-msan-clang-19.out" "proven: lo: " "test two_sites" "declared at line 36"
check "runtime clang-19: hi, which no run read, is not proven" test "$(verdict hi "$B/runtime-msan-clang-19.out")" = unknown
check "runtime clang-19: 'y', no annotation, is counted, not a verdict" \
	grep -q "run: not a site verdict: 'y' in plain is no annotated variable" "$B/runtime-msan-clang-19.err"
check "runtime clang-14 (the function's line): proven by name and function" \
	has x "$B/runtime-msan-clang-14.out" "proven: x: " "by name and function"
check "runtime clang-15 without a symbolizer: not proven, and why" \
	has x "$B/runtime-msan-clang-15-unsymbolized.out" "review: x: a path reads it unset" "no file (not symbolized" "not proven"
check "runtime valgrind: x, the only annotation of one_site, is proven, and the line says how sure" \
	has x "$B/runtime-valgrind.out" "proven: x: " "valgrind names only the function: 'x' is the only annotated variable of one_site"
for n in lo hi; do
	check "runtime valgrind: $n, one of two sites of two_sites, is not proven (and not stale)" \
		has $n "$B/runtime-valgrind.out" "review: $n: a path reads it unset" "in function two_sites, one of" "proves neither"
done
check "runtime valgrind: the summary counts the report that names two sites" \
	grep -q "audit: run: 3 reports of reads of uninitialized values (valgrind): 1 proves a site, 1 names a function of several sites, 1 of a stack variable" "$B/runtime-valgrind.err"
# a run of another copy of the sources (the MemorySanitizer build of
# docs/case-study-busybox.md is a tree of its own): its reports name that
# copy's files, which exist, so they prove nothing here, and the audit of
# that copy is proven (docs/audit.md, section 3)
mkdir -p "$B/copy/tests/tool/evidence"
cp "$R" "$B/copy/tests/tool/evidence/"
sed "s|@TOP@|$B/copy|g" "$L/runtime-msan-clang-19.log" >"$B/runtime-copy.log"
"$TOOL" audit --runtime-log "run=$B/runtime-copy.log" $R >"$B/runtime-copy.out" 2>"$B/runtime-copy.err"
(cd "$B/copy" && "$TOOL" audit --runtime-log "run=$B/runtime-copy.log" tests/tool/evidence/runtime.c) >"$B/runtime-copy2.out" 2>/dev/null
check "runtime: a run of another copy of the sources proves nothing here (docs/audit.md)" \
	sh -c "test '$(verdict x "$B/runtime-copy.out")' = unknown && grep -q \"not a site verdict: 'x' in one_site\" '$B/runtime-copy.err'"
check "runtime: the audit of the copy the run was built from proves x (docs/audit.md)" \
	has x "$B/runtime-copy2.out" "proven: x: "
# valgrind on a program without -g names the function and no file (the
# gcc-12 audit build of BusyBox, docs/case-study-busybox.md): not proven,
# and the line says why in valgrind's terms, not MemorySanitizer's
sed 's/(runtime\.c:[0-9]*)/(in \/tmp\/ev\/rg)/' "$(canned runtime-valgrind.log)" >"$B/runtime-valgrind-nog.log"
"$TOOL" audit --runtime-log "run=$B/runtime-valgrind-nog.log" $R >"$B/runtime-valgrind-nog.out" 2>/dev/null
check "runtime valgrind without -g: x is not proven, and the line says to build with -g" \
	has x "$B/runtime-valgrind-nog.out" "review: x: a path reads it unset" "no file (valgrind: the program has no debug information, build it with -g): not proven"
check "runtime valgrind without -g: no word of MemorySanitizer's symbolizer" \
	lacks x "$B/runtime-valgrind-nog.out" MSAN_SYMBOLIZER_PATH
# the test that ran: before the report ([ RUN ]), after it (TAP)
sed -e 's/^PASS: \(.*\)/ok 1 - \1/' -e 's/^FAIL: \(.*\)/not ok 2 - \1/' "$B/runtime-msan-clang-19.log" >"$B/tap.log"
"$TOOL" audit --runtime-log "tap=$B/tap.log" $R >"$B/tap.out" 2>/dev/null
check "runtime: the test of a TAP line after the report" has x "$B/tap.out" "test one_site"
awk '/WARNING: MemorySanitizer/ { print "[ RUN      ] Case.First" } !/^(PASS|FAIL):/' "$B/runtime-msan-clang-19.log" >"$B/gtest.log"
"$TOOL" audit --runtime-log "gt=$B/gtest.log" $R >"$B/gtest.out" 2>/dev/null
check "runtime: the test of a [ RUN ] line before the report" has x "$B/gtest.out" "test Case.First"
"$TOOL" audit --runtime-log >/dev/null 2>"$B/noarg.err"
check "runtime: --runtime-log without its file: exit 2, says what it needs" \
	sh -c "test $? = 2 && grep -q 'runtime-log needs' '$B/noarg.err'"

# ------------------------------------------------------------- module
kdir=$(ls -d /usr/src/linux-headers-*-amd64 2>/dev/null | sort -V | tail -1)
KM=$B/kmod
cp -r $E/mydrv "$KM"
mk() { env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL LC_ALL=C make "$@"; }
if ! have gcc-12 || ! have clang-19; then
	skip "module" "gcc-12 or clang-19 not installed"
else
	if [ -n "$kdir" ]; then
		how=kbuild
		mk -C "$kdir" M="$KM" IFC_ROOT="$top" \
			KCFLAGS="-I$top/include -include init_for_compiler.h -DINIT_FOR_COMPILER_AUDIT=1 -fanalyzer" \
			modules >"$KM/gcc.log" 2>&1
		# docs/kernel.md's clang command
		mk -C "$kdir" M="$KM" IFC_ROOT="$top" LLVM=-19 CC=clang-19 \
			CONFIG_CC_IS_GCC= CONFIG_GCC_VERSION=0 CONFIG_CC_IS_CLANG=y CONFIG_CLANG_VERSION=190107 \
			CONFIG_AS_IS_GNU= CONFIG_AS_IS_LLVM=y CONFIG_LD_IS_BFD= CONFIG_LD_IS_LLD=y \
			CONFIG_CC_IMPLICIT_FALLTHROUGH=-Wimplicit-fallthrough \
			CONFIG_FTRACE_MCOUNT_USE_CC= CONFIG_FTRACE_MCOUNT_USE_RECORDMCOUNT=y \
			KCFLAGS="-I$top/include -include init_for_compiler.h -DINIT_FOR_COMPILER_AUDIT=1" modules >"$KM/clang.log" 2>&1
	else
		how="plain compile (no linux-headers)"
		(cd "$KM" && gcc-12 -O2 -Wall -DINIT_FOR_COMPILER_AUDIT=1 -fanalyzer -I"$top/include" -c mydrv.c -o mydrv.o) >"$KM/gcc.log" 2>&1
		(cd "$KM" && clang-19 -O2 -Wall -DINIT_FOR_COMPILER_AUDIT=1 -I"$top/include" -c mydrv.c -o mydrv.o) >"$KM/clang.log" 2>&1
	fi
	(cd "$KM" && "$TOOL" audit --log gcc.log --log clang.log . >out 2>err)
	check "module ($how): exit 0" test $? = 0
	check "module ($how): div before chan" test "$(nth div "$KM/out")" -lt "$(nth chan "$KM/out")"
	check "module ($how): div's line has clang's branch" has div "$KM/out" "review: div: a path reads it unset" "clang: whenever switch case is taken at line 37 (case 3:)"
	check "module ($how): chan: every compiler warns, no path" has chan "$KM/out" "review: chan: every compiler warns: "
	check "module ($how): idx stale" test "$(verdict idx "$KM/out")" = stale
	# the module's logic in user space under MemorySanitizer (clang-19 -O0)
	if ! printf 'int main(void){return 0;}\n' | clang-19 -fsanitize=memory -x c - -o "$B/msan-probe" >/dev/null 2>&1; then
		skip "module under MemorySanitizer" "clang-19's MemorySanitizer runtime (libclang-rt-19-dev) not installed"
	else
		clang-19 -O0 -g -fsanitize=memory -fsanitize-memory-track-origins -DINIT_FOR_COMPILER_AUDIT=1 \
			-I"$top/include" "$KM/mydrv_test.c" -o "$KM/t" 2>"$KM/t.err"
		for t in rate_mode1 rate_mode3 route_chan route_nochan sum; do
			if "$KM/t" $t; then echo "PASS: $t"; else echo "FAIL: $t"; fi
		done >"$KM/msan.log" 2>&1
		(cd "$KM" && "$TOOL" audit --log gcc.log --log clang.log --runtime-log msan.log . >out-rt 2>err-rt)
		check "module under MemorySanitizer: div proven by rate_mode3" has div "$KM/out-rt" "proven: div: " "test rate_mode3" "read at line 42"
		check "module under MemorySanitizer: chan never proven (set and read under the same test)" \
			sh -c "test '$(verdict chan "$KM/out-rt")' = review && ! grep -q 'route_chan\|route_nochan' '$KM/out-rt'"
		check "module under MemorySanitizer: the run passes every other case" \
			sh -c "test \$(grep -c '^PASS: ' '$KM/msan.log') = 4 && grep -qx 'FAIL: rate_mode3' '$KM/msan.log'"
		# which optimization levels keep the report (docs/audit.md)
		for o in -O1 -O2 -Og "-O2 -fno-inline"; do
			clang-19 $o -g -fsanitize=memory -fsanitize-memory-track-origins -DINIT_FOR_COMPILER_AUDIT=1 \
				-I"$top/include" "$KM/mydrv_test.c" -o "$KM/t-opt" 2>/dev/null
			"$KM/t-opt" rate_mode3 >/dev/null 2>"$KM/opt.err"
			check "MemorySanitizer clang-19 $o: the unset read of case 3 is folded away, no report (docs/audit.md)" \
				sh -c "! grep -q MemorySanitizer '$KM/opt.err'"
		done
		# four small shapes (docs/audit.md): -O0 keeps every report, the
		# other levels none, param-retval or not
		S=$E/shapes.c
		for o in -O0 -O1 -O2 -Og "-O1 -fno-sanitize-memory-param-retval"; do
			clang-19 $o -g -fsanitize=memory -fsanitize-memory-track-origins -DINIT_FOR_COMPILER_AUDIT=1 \
				-I"$top/include" $S -o "$B/shapes" 2>/dev/null
			r=""
			for t in switch if for while; do
				"$B/shapes" $t >/dev/null 2>"$B/shapes.err"
				if grep -q MemorySanitizer "$B/shapes.err"; then r="$r $t"; fi
			done
			case $o in -O0) want=" switch if for while" ;; *) want="" ;; esac
			check "MemorySanitizer clang-19 $o on the switch, if, for and while shapes: reports${want:- none}" test "$r" = "$want"
		done
		# the earlier version: gcc alone calls the bug stale, and is told
		# it is weak; a run or clang says otherwise
		V1=$B/v1
		cp -r $E/mydrv-v1 "$V1"
		(cd "$V1" && gcc-12 -O2 -Wall -DINIT_FOR_COMPILER_AUDIT=1 -fanalyzer -I"$top/include" -c mydrv.c -o mydrv.o) >"$V1/gcc-12.log" 2>&1
		(cd "$V1" && clang-19 -O2 -Wall -DINIT_FOR_COMPILER_AUDIT=1 -I"$top/include" -c mydrv.c -o mydrv.o) >"$V1/clang-19.log" 2>&1
		clang-19 -O0 -g -fsanitize=memory -fsanitize-memory-track-origins -DINIT_FOR_COMPILER_AUDIT=1 \
			-I"$top/include" "$V1/mydrv_test.c" -o "$V1/t" 2>/dev/null
		for t in rate_mode1 rate_mode3; do
			if "$V1/t" $t; then echo "PASS: $t"; else echo "FAIL: $t"; fi
		done >"$V1/msan.log" 2>&1
		(cd "$V1" && "$TOOL" audit --log gcc-12.log . >out-gcc 2>err-gcc)
		check "earlier version, gcc-12 alone: stale (gcc dropped the path of the constant)" test "$(verdict div "$V1/out-gcc")" = stale
		check "earlier version, gcc-12 alone: the summary says a stale of gcc alone is weak" \
			grep -q "audit: 1 stale by gcc alone: gcc checks the code that is left after optimization" "$V1/err-gcc"
		(cd "$V1" && "$TOOL" audit --log gcc-12.log --runtime-log msan.log . >out-rt 2>/dev/null)
		check "earlier version, gcc-12 and a run: proven, not stale" has div "$V1/out-rt" "proven: div: " "test rate_mode3" "no warning from gcc-12"
		(cd "$V1" && "$TOOL" audit --log gcc-12.log --log clang-19.log . >out-both 2>err-both)
		check "earlier version, gcc-12 and clang-19: clang's path, not stale" has div "$V1/out-both" "review: div: a path reads it unset" "clang-19: whenever switch case is taken"
		check "earlier version, gcc-12 and clang-19: no gcc-alone note" sh -c "! grep -q 'by gcc alone' '$V1/err-both'"
	fi
	if have valgrind; then
		gcc-12 -O0 -g -DINIT_FOR_COMPILER_AUDIT=1 -I"$top/include" $R -o "$B/rv" 2>/dev/null
		for t in one_site two_sites plain; do
			if valgrind --track-origins=yes --error-exitcode=1 "$B/rv" $t >/dev/null 2>"$B/vg.err"; then
				echo "PASS: $t"
			else
				cat "$B/vg.err"; echo "FAIL: $t"
			fi
		done >"$B/vg.log"
		"$TOOL" audit --runtime-log "vg=$B/vg.log" $R >"$B/vg.out" 2>/dev/null
		check "valgrind now: x proven, lo and hi not" sh -c "test '$(verdict x "$B/vg.out")' = proven && test '$(verdict lo "$B/vg.out")' = review && test '$(verdict hi "$B/vg.out")' = review"
		# the levels that keep valgrind's report (docs/audit.md), and a
		# divisor it does not check: the module's case 3 dies of SIGFPE
		for cv in "gcc-12 -O0" "gcc-12 -Og" "gcc-12 -O2" "clang-19 -O0" "clang-19 -Og"; do
			$cv -g -DINIT_FOR_COMPILER_AUDIT=1 -I"$top/include" $E/shapes.c -o "$B/shv" 2>/dev/null
			r=""
			for t in switch if for while; do
				valgrind --track-origins=yes --error-exitcode=9 "$B/shv" $t >/dev/null 2>&1
				if [ $? = 9 ]; then r="$r $t"; fi
			done
			case $cv in *-O0) want=" switch if for while" ;; *) want="" ;; esac
			check "valgrind, $cv, on the four shapes: reports${want:- none}" test "$r" = "$want"
		done
		gcc-12 -O0 -g -DINIT_FOR_COMPILER_AUDIT=1 -I"$top/include" $E/mydrv/mydrv_test.c -o "$B/tdiv" 2>/dev/null
		valgrind --track-origins=yes "$B/tdiv" rate_mode3 >/dev/null 2>"$B/div.err"
		check "valgrind does not check a divisor: case 3 dies of SIGFPE unreported (docs/audit.md)" \
			sh -c "grep -q 'SIGFPE' '$B/div.err' && ! grep -q 'uninitialised' '$B/div.err'"
	else
		skip "valgrind now" "valgrind not installed"
	fi
fi

# ------------------------------------------------------------- c++
W=$E/cxx/widget.cc
"$TOOL" audit --log "g++-12=$L/widget-g++-12.log" --log "clang++-19=$L/widget-clang++-19.log" $W >"$B/cxx.out" 2>"$B/cxx.err"
check "c++: exit 0" test $? = 0
for n in scale b v z; do
	check "c++: $n (member function, constructor, template, lambda) is review, with clang++'s branch" \
		has "$n" "$B/cxx.out" "review: $n: a path reads it unset" "clang++-19: whenever " "every compiler warns: g++-12 (may), clang++-19 (sometimes)"
done
cp $L/widget-g++-12.log "$B/build.log"
"$TOOL" audit --log "$B/build.log" $W >/dev/null 2>"$B/cxx-name.err"
check "c++: a log of g++-12's commands is named g++-12" grep -q "build.log: named g++-12, after the compiler its compile commands run" "$B/cxx-name.err"
mkdir -p "$B/cxxfail" && cp $W "$B/cxxfail/"
{ sed -n '/^g++-12 /p' $L/widget-g++-12.log | sed "s|tests/tool/evidence/cxx/||"
  echo "make: *** [Makefile:2: widget.o] Error 1"; } >"$B/cxxfail/build.log"
(cd "$B/cxxfail" && "$TOOL" audit --log g++-12=build.log widget.cc >out 2>/dev/null)
check "c++: make's failure of widget.o is widget.cc's: did not compile" has scale "$B/cxxfail/out" "unknown: scale: g++-12: did not compile"
# a C++ warning without its note (gcc before 4.8) is tied by its function,
# which g++ names "int hw::Widget::level(int) const"
grep -v "note: 'scale' was declared here" $L/widget-g++-12.log >"$B/nonote.log"
"$TOOL" audit --log "g++-12=$B/nonote.log" $W >"$B/nonote.out" 2>/dev/null
check "c++: a warning without a note is tied by g++'s member function name" has scale "$B/nonote.out" "review: scale: g++-12 (may)"

# a shim's use is a legacy site: its line names that macro, not
# uninitialized_var (a shim whose definition now forwards to the header)
SH=$B/shim
mkdir -p "$SH"
printf '%s\n' '#include <init_for_compiler.h>' '#define av_uninit(x) INIT_FOR_COMPILER(x)' \
	'int q(int c, int v);' 'int q(int c, int v)' '{' '	int av_uninit(last);' '' '	if (c)' \
	'		last = v;' '	return last;' '}' >"$SH/s.c"
if have gcc-12; then
	(cd "$SH" && echo "gcc-12 -O2 -DINIT_FOR_COMPILER_AUDIT=1 -I$top/include -c s.c" &&
		gcc-12 -O2 -DINIT_FOR_COMPILER_AUDIT=1 -I"$top/include" -c s.c -o s.o) >"$SH/gcc-12.log" 2>&1
	(cd "$SH" && "$TOOL" audit --log gcc-12.log s.c >out 2>/dev/null)
	check "a shim's site names its macro: av_uninit(), not uninitialized_var()" has last "$SH/out" "review: last: av_uninit(): gcc-12 (may)"
fi

# ------------------------------------------------------------- flags
Q=$B/quiet
mkdir -p "$Q"
printf '%s\n' '#include <init_for_compiler.h>' 'int q(int c, int v);' 'int q(int c, int v)' '{' \
	'	int INIT_FOR_COMPILER(x);' '' '	if (c)' '		x = v;' '	return x;' '}' >"$Q/q.c"
sed '1a #pragma GCC diagnostic ignored "-Wmaybe-uninitialized"\n#pragma clang diagnostic ignored "-Wuninitialized"' "$Q/q.c" >"$Q/p.c"
for cc in gcc-12 clang-19; do
	if ! have $cc; then skip "flags $cc" "$cc not installed"; continue; fi
	case $cc in
	gcc*) off="-Wno-maybe-uninitialized -Wno-uninitialized" ;;
	*) off="-Wno-uninitialized -Wno-sometimes-uninitialized -Wno-conditional-uninitialized" ;;
	esac
	(cd "$Q" && echo "$cc -O2 $off -DINIT_FOR_COMPILER_AUDIT=1 -I$top/include -c q.c" &&
		$cc -O2 $off -DINIT_FOR_COMPILER_AUDIT=1 -I"$top/include" -c q.c -o q.o) >"$Q/$cc-off.log" 2>&1
	(cd "$Q" && "$TOOL" audit --log "$cc=$cc-off.log" q.c >out-$cc 2>/dev/null)
	check "flags $cc: $off loses to the header's pragmas: still review" test "$(verdict x "$Q/out-$cc")" = review
	(cd "$Q" && echo "$cc -O2 -Werror -Wno-error -DINIT_FOR_COMPILER_AUDIT=1 -I$top/include -c q.c" &&
		$cc -O2 -Werror -Wno-error -DINIT_FOR_COMPILER_AUDIT=1 -I"$top/include" -c q.c -o q.o) >"$Q/$cc-noerr.log" 2>&1
	(cd "$Q" && "$TOOL" audit --log "$cc=$cc-noerr.log" q.c >out-ne-$cc 2>/dev/null)
	check "flags $cc: -Werror -Wno-error changes nothing: review" test "$(verdict x "$Q/out-ne-$cc")" = review
	(cd "$Q" && echo "$cc -O2 -DINIT_FOR_COMPILER_AUDIT=1 -I$top/include -c p.c" &&
		$cc -O2 -DINIT_FOR_COMPILER_AUDIT=1 -I"$top/include" -c p.c -o p.o) >"$Q/$cc-pragma.log" 2>&1
	(cd "$Q" && "$TOOL" audit --log "$cc=$cc-pragma.log" p.c >out-p-$cc 2>/dev/null)
	case $cc in gcc*) pl=2 ;; *) pl=3 ;; esac	# each heeds its own pragma
	check "flags $cc: a later '#pragma ... diagnostic ignored' wins: not stale, and said" \
		has x "$Q/out-p-$cc" "unknown: x: $cc: the file turns the warning off" "(line $pl)"
done
if have gcc-12; then
	(cd "$Q" && echo "gcc-12 -O2 -w -DINIT_FOR_COMPILER_AUDIT=1 -I$top/include -c q.c" &&
		gcc-12 -O2 -w -DINIT_FOR_COMPILER_AUDIT=1 -I"$top/include" -c q.c -o q.o) >"$Q/w.log" 2>&1
	(cd "$Q" && "$TOOL" audit --log gcc-12=w.log q.c >out-w 2>/dev/null)
	check "flags gcc-12 -w: the marker shows but no warning can: unknown, not stale" \
		has x "$Q/out-w" "unknown: x: gcc-12: compiled with -w"
fi
if have clang-19; then
	(cd "$Q" && echo "clang-19 -O2 -w -DINIT_FOR_COMPILER_AUDIT=1 -I$top/include -c q.c" &&
		clang-19 -O2 -w -DINIT_FOR_COMPILER_AUDIT=1 -I"$top/include" -c q.c -o q.o) >"$Q/cw.log" 2>&1
	(cd "$Q" && "$TOOL" audit --log clang-19=cw.log q.c >/dev/null 2>err-cw)
	check "flags clang-19 -w: no marker, and the hint names -w" grep -q "no audit marker: .*the log shows -w" "$Q/err-cw"
	(cd "$Q" && echo "clang-19 -O2 -Wno-everything -DINIT_FOR_COMPILER_AUDIT=1 -I$top/include -c q.c" &&
		clang-19 -O2 -Wno-everything -DINIT_FOR_COMPILER_AUDIT=1 -I"$top/include" -c q.c -o q.o) >"$Q/ne.log" 2>&1
	(cd "$Q" && "$TOOL" audit --log clang-19=ne.log q.c >out-ne 2>err-ne; echo $? >rc-ne)
	check "flags clang-19 -Wno-everything: the warning shows, the marker does not (exit 2, no marker)" \
		sh -c "test '$(verdict x "$Q/out-ne")' = review && test \$(cat '$Q/rc-ne') = 2 && grep -q 'no audit marker' '$Q/err-ne'"
fi

# ------------------------------------------------------------- makefile
if ! have gcc-12 || ! have make || ! have pkg-config; then
	skip "makefile" "gcc-12, make or pkg-config not installed"
else
	MF=$B/mkproj
	mkdir -p "$MF/pc"
	printf 'Name: init-for-compiler\nDescription: t\nVersion: 1.1.0\nCflags: -I%s/include\n' "$top" >"$MF/pc/init-for-compiler.pc"
	printf '%s\n' '#include <init_for_compiler.h>' 'int q(int c, int v);' 'int q(int c, int v)' '{' \
		'	int INIT_FOR_COMPILER(x);' '' '	if (c)' '		x = v;' '	return x;' '}' \
		'int main(int argc, char **argv) { (void)argv; return q(argc > 1, 3); }' >"$MF/main.c"
	printf '%s\n' 'CC = gcc-12' 'CFLAGS = -O2 -Wall' 'CFLAGS += $(shell pkg-config --cflags init-for-compiler)' \
		'main: main.o' >"$MF/Makefile"
	cmd_bad="make CFLAGS='-O2 -DINIT_FOR_COMPILER_AUDIT=1'"
	cmd_good="make CPPFLAGS=-DINIT_FOR_COMPILER_AUDIT=1"
	(cd "$MF" && PKG_CONFIG_PATH="$MF/pc" env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL sh -c "$cmd_bad" >bad.log 2>&1)
	(cd "$MF" && "$TOOL" audit --log gcc-12=bad.log . >/dev/null 2>bad.err)
	check "makefile: $cmd_bad fails, and the audit says so with the first error" \
		grep -q "gcc-12: no audit marker, and its compiles failed (1 of 1 units; the first error: main.c:1:10: fatal error: init_for_compiler.h: No such file or directory): fix the build first; the compiler did not find the header: the build needs its directory in -I (-I.../include, or pkg-config --cflags init-for-compiler); if make's command line had CFLAGS=, that replaced the Makefile's own CFLAGS" "$MF/bad.err"
	check "makefile: ... and does not claim the define was missing" sh -c "! grep -q 'not built with' '$MF/bad.err'"
	(cd "$MF" && rm -f main.o main && PKG_CONFIG_PATH="$MF/pc" env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL sh -c "$cmd_good" >good.log 2>&1)
	(cd "$MF" && "$TOOL" audit --log gcc-12=good.log . >good.out 2>good.err)
	check "makefile: $cmd_good keeps the Makefile's CFLAGS: an audit build" \
		sh -c "test '$(verdict x "$MF/good.out")' = review && grep -q 'gcc-12: 1 unit compiled or tried (0 failed), 1 audit marker' '$MF/good.err'"
	for c in "CPPFLAGS=-DINIT_FOR_COMPILER_AUDIT=1 >gcc.log" "$cmd_bad"; do
		check "makefile: docs/audit.md shows '$c'" grep -qF "$c" docs/audit.md
	done
fi

# ------------------------------------------------------------- docs
# every command of docs/audit.md, run as written in a project of its own
# (a Makefile and a CMakeLists.txt, src/runtime.c, a check target whose
# cases print PASS:/FAIL:), with the tool and pkg-config's file on the
# PATHs; then no command of the page is left that this did not run
doc_cmds=$(awk '{ line = $0 } /^     *[a-z]/ && (prev ~ /^ *$/ || code) { code = 1; sub(/^ +/, ""); print; prev = line; next }
	{ code = 0; prev = line }' docs/audit.md)
need="gcc clang clang-19 make cmake ctest valgrind pkg-config"
missing=""
for t in $need; do have $t || missing="$missing $t"; done
if [ -n "$missing" ]; then
	skip "docs/audit.md's commands" "not installed:$missing"
elif ! printf 'int main(void){return 0;}\n' | clang-19 -fsanitize=memory -x c - -o "$B/msan-probe2" >/dev/null 2>&1; then
	skip "docs/audit.md's commands" "clang-19's MemorySanitizer runtime (libclang-rt-19-dev) not installed"
else
	D=$B/docproj
	mkdir -p "$D/src" "$D/bin" "$D/pc"
	ln -s "$TOOL" "$D/bin/init-for-compiler"
	cp $R "$D/src/runtime.c"
	printf 'Name: init-for-compiler\nDescription: t\nVersion: 1.1.0\nCflags: -I%s/include\n' "$top" >"$D/pc/init-for-compiler.pc"
	printf '%s\n' 'CC = gcc' 'CFLAGS = -O2 -Wall' 'CFLAGS += $(shell pkg-config --cflags init-for-compiler)' \
		'prog: src/runtime.o' '	$(CC) -o $@ src/runtime.o' \
		'check: prog' '	@for t in one_site two_sites plain; do if ./prog $$t; then echo "PASS: $$t"; else echo "FAIL: $$t"; fi; done' \
		'clean:' '	rm -f prog src/*.o' >"$D/Makefile"
	printf '%s\n' 'cmake_minimum_required(VERSION 3.13)' 'project(prog C)' \
		'find_package(PkgConfig REQUIRED)' 'pkg_check_modules(IFC REQUIRED init-for-compiler)' \
		'add_executable(prog src/runtime.c)' 'target_include_directories(prog PRIVATE ${IFC_INCLUDE_DIRS})' \
		'enable_testing()' 'foreach(t one_site two_sites plain)' '  add_test(NAME ${t} COMMAND prog ${t})' 'endforeach()' \
		>"$D/CMakeLists.txt"
	ran="$B/doc-ran.txt"
	: >"$ran"
	docrun() {	# docrun CMD: run the page's command CMD in the project
		printf '%s\n' "$1" >>"$ran"
		(cd "$D" && PATH="$D/bin:$PATH" PKG_CONFIG_PATH="$D/pc" \
			env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL sh -c "$1") >>"$D/doc.out" 2>&1
	}
	docrun "make clean"
	docrun "make CC=gcc CPPFLAGS=-DINIT_FOR_COMPILER_AUDIT=1 >gcc.log 2>&1"
	docrun "make clean"
	docrun "make CC=clang CPPFLAGS=-DINIT_FOR_COMPILER_AUDIT=1 >clang.log 2>&1"
	docrun "init-for-compiler audit --log gcc.log --log clang.log src/ >audit.out 2>audit.err"
	check "docs: the audit builds of section 1, read by section 2" sh -c "test '$(verdict x "$D/audit.out")' = review &&
		grep -q 'gcc: 1 unit compiled or tried (0 failed), 1 audit marker' '$D/audit.err' &&
		grep -q 'clang: 1 unit compiled or tried (0 failed), 1 audit marker' '$D/audit.err'"
	# the header first, for a build that turns the warning off
	docrun "make clean"
	docrun "make CC=gcc CPPFLAGS='-include init_for_compiler.h -DINIT_FOR_COMPILER_AUDIT=1' >gcc.log 2>&1"
	docrun "init-for-compiler audit --log gcc.log src/ >first.out 2>first.err"
	check "docs: section 1's -include build: x is review, its marker tied to the unit (<command-line>)" \
		sh -c "test '$(verdict x "$D/first.out")' = review && grep -q 'gcc: 1 unit compiled or tried (0 failed), 1 audit marker' '$D/first.err'"
	docrun "make clean"
	docrun "make CC='clang-19 -fsanitize=memory -fsanitize-memory-track-origins' CPPFLAGS='-DINIT_FOR_COMPILER_AUDIT=1 -O0 -g'"
	docrun "make check >msan.log 2>&1"
	docrun "init-for-compiler audit --log gcc.log --log clang.log --runtime-log msan.log src/ >msan.out 2>&1"
	check "docs: section 3's Makefile run proves x and lo, by their tests" sh -c "grep -q 'proven: x: .*test one_site' '$D/msan.out' && grep -q 'proven: lo: .*test two_sites' '$D/msan.out'"
	docrun "cmake -S . -B build-msan -DCMAKE_C_COMPILER=clang-19 -DCMAKE_BUILD_TYPE=Debug '-DCMAKE_C_FLAGS=-fsanitize=memory -fsanitize-memory-track-origins -DINIT_FOR_COMPILER_AUDIT=1'"
	docrun "cmake --build build-msan"
	docrun "ctest --test-dir build-msan --output-on-failure >msan.log 2>&1"
	docrun "init-for-compiler audit --log gcc.log --log clang.log --runtime-log msan.log src/ >ctest.out 2>&1"
	check "docs: section 3's CMake run, tests named by ctest, proves x and lo" sh -c "grep -q 'proven: x: .*test one_site' '$D/ctest.out' && grep -q 'proven: lo: .*test two_sites' '$D/ctest.out'"
	docrun "make clean"
	docrun "make CPPFLAGS='-DINIT_FOR_COMPILER_AUDIT=1 -O0 -g'"
	docrun "valgrind --track-origins=yes ./prog one_site >valgrind.log 2>&1"
	docrun "init-for-compiler audit --log gcc.log --log clang.log --runtime-log valgrind.log src/ >vg.out 2>&1"
	check "docs: section 3's valgrind run proves x, the only annotation of its function" has x "$D/vg.out" "proven: x: " "valgrind names only the function"
	docrun "grep -h 'CONFIG_KMSAN\\|CONFIG_CC_IS' /boot/config-* /usr/src/linux-headers-*/.config >kmsan.txt"
	if ls /boot/config-* /usr/src/linux-headers-*/.config >/dev/null 2>&1; then
		check "docs: Debian's kernel is gcc's and has no KMSAN (section 3)" \
			sh -c "grep -q '^CONFIG_CC_IS_GCC=y' '$D/kmsan.txt' && ! grep -q '^CONFIG_KMSAN=y' '$D/kmsan.txt'"
	else
		skip "docs: Debian's kernel has no KMSAN" "no kernel config installed"
	fi
	docrun "init-for-compiler audit --log gcc.log --log clang.log --runtime-log msan.log --fail-on=unknown,definite,proven . >ci.out 2>&1; echo \$? >ci.rc"
	check "docs: section 4's CI command fails on the proven sites" test "$(cat "$D/ci.rc")" = 1
	docrun "cmake -S . -B build-audit -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_EXPORT_COMPILE_COMMANDS=ON"
	docrun "init-for-compiler audit --compile-commands build-audit/compile_commands.json -j 2 . >ccdb.out 2>&1"
	check "docs: section 1's RelWithDebInfo database is audited" has x "$D/ccdb.out" "review: x: "
	# CMake with build logs (after the runs above: gcc.log is made again)
	docrun "cmake -S . -B build-logs -DCMAKE_BUILD_TYPE=RelWithDebInfo \"-DCMAKE_C_FLAGS=\$(pkg-config --cflags init-for-compiler) -DINIT_FOR_COMPILER_AUDIT=1\""
	docrun "make -C build-logs VERBOSE=1 >gcc.log 2>&1"
	docrun "init-for-compiler audit --log gcc.log . >cmlog.out 2>&1"
	check "docs: section 1's CMake build log (make VERBOSE=1) is audited" has x "$D/cmlog.out" "review: x: "
	# the page's commands (without the redirections this adds) are what ran
	sed -e 's/ >[a-z.-]* 2>&1.*$//' -e 's/ >[a-z.-]* 2>[a-z.-]*$//' -e 's/ >kmsan.txt$//' "$ran" >"$B/doc-ran-plain.txt"
	printf '%s\n' "$doc_cmds" | sed -e 's/ >[a-z.-]* 2>&1$//' >"$B/doc-cmds.txt"
	check "docs: every command of docs/audit.md was run here" sh -c "grep -vxF -f '$B/doc-ran-plain.txt' '$B/doc-cmds.txt' | (! grep .)"
fi

finish
