#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# tests/docs/run.sh - the documentation tests (suite "docs", `make check-docs`).
#
#   macro-doc:      every public macro defined in include/ and compat/ (a
#                   #define of a name that does not end in '_' and is not an
#                   include guard) has a kernel-doc block (/** then " * NAME")
#                   and a man page docs/man/NAME.3 (a page or a .so link whose
#                   target exists)
#   kernel-doc:     the kernel's scripts/kernel-doc (Debian's linux-kbuild-6.1)
#                   reads include/ and compat/ with -none without a warning
#                   (SKIP when that script is not installed)
#   kerneldoc-example: every "Example:" in those kernel-doc blocks that is C
#                   (it has an #include) compiles, like ccanlint's
#                   examples_compile
#   md-block:       every ```c block of README.md and docs/**/*.md compiles as a
#                   translation unit with -Wall -Wextra -Werror (gcc, and clang
#                   when installed); see "Markdown convention" below
#   md-link:        relative links in README.md, docs/**/*.md and the examples'
#                   READMEs point at files that exist
#   ledger:         every figure a document shows between ledger markers
#                   (<!--L:KEY-->VALUE<!--/L-->) is the value docs/ledger.tsv
#                   holds for KEY (scripts/ledger.py render --check), and
#                   the check catches a planted wrong value
#   figures:        no document (README.md, docs/**/*.md, the examples'
#                   READMEs) and no header comment holds a hand-typed
#                   figure, a number followed by a unit or a counted thing,
#                   outside the ledger markers and the regions a make
#                   target generates (scripts/ledger.py lint), and the lint
#                   catches planted ones; headers say no "tested with"
#   readme:         README.md is under 120 lines, and each figure it shows
#                   is a ledger figure that no other document shows
#   case studies:   each case-study page's Findings, recomputed from the
#                   page's own tables (tests/docs/case_study_agree.py), and
#                   a planted disagreement caught
#   man-example:    the C examples in the man pages (.EX/.EE blocks with an
#                   #include) compile like the markdown blocks
#   man-lint:       every page in docs/man lints clean with mandoc -T lint and
#                   groff -ww -z -man; a link page is a symbolic link to a
#                   page of its section that exists
#   man-tree:       every page reads with man -l from the tree, without a
#                   warning (a .so page did not: man looks for man3/ in the
#                   current directory), and its header line at 80 columns
#                   keeps its three parts apart (two spaces at least)
#   man-version:    every page's .TH names the header's version
#   man3-generated: docs/man/*.3 are exactly what scripts/man3.sh (`make
#                   man`: the kernel's kernel-doc -man on the public headers,
#                   then scripts/man3.pl) writes, page for page and byte for
#                   byte, with no page more or less (SKIP when the kernel-doc
#                   script is not installed)
#   size-figures:   the .text size table of docs/performance.md ("A zero
#                   against a pattern") equals what tests/docs/measure.sh
#                   size measures (SKIP without the compilers it names)
#   man3-synopsis:  each page's SYNOPSIS is the usage form from the
#                   "Synopsis:" paragraph of its kernel-doc block, and
#                   scripts/man3.pl refuses altered copies of the header
#                   (MAN3_SRCDIR) whose Synopsis: is missing, calls the macro
#                   with other parameters than it has, lags behind a changed
#                   definition, or is too wide for man(1) at 80 columns
#   man-install:    make install-docs-man / uninstall-docs-man with DESTDIR
#   migration:      docs/migration.md's walk-through (scan, convert, audit build,
#                   audit) on examples/legacy-port gives its verdicts (FAIL when
#                   the tool is not built: it is part of this tree)
#   precommit-doc:  docs/workflows.md's .pre-commit-config.yaml, as written,
#                   in a scratch project beside a clone of this tree: a commit
#                   adding x = x refused, a clean one taken; pre-commit
#                   autoupdate pins rev: to the clone's commit id; the URL
#                   placeholder replaced by a file:// URL fetches the hook
#   ci-doc:         the steps of examples/ci/*.yml that get the tool: the
#                   placeholder IFC_REPO stops the job, saying so; a clone
#                   at a commit id (IFC_REV) is fetched and checked out
#   cmake-audit:    docs/audit.md's CMake audit commands, as written, on a
#                   CMake project (tests/docs/cmake-audit) that finds the
#                   installed package: every site gets a verdict, none
#                   unknown; without the build type, every site unknown
#   kernel-md:      docs/kernel.md's commands, as written, on an old driver
#                   (tests/docs/kernel-md): the KDIR lines under a uname -r
#                   that names a kernel without headers, the single header
#                   and Kbuild lines, convert, the gcc and clang audit
#                   builds and the audit of their logs
#   xattr-luck:     examples/xattr/README.md's table of why clang's x = x
#                   build runs correct: for gcc-12, clang-14 and clang-19,
#                   gdb finds new_xattr in the register the table names,
#                   holding what it says at the call, and the run ends as it
#                   says (with the demo's code: -g, and bare for x = x, change
#                   no instruction); MemorySanitizer reports the read at
#                   xattr.c:144 (SKIP without gdb, a compiler, the runtime)
#   demo:           `make demo` runs, exits 0 and shows all six examples (the
#                   run also records each example claim in suite "examples");
#                   one progress line per example and compiler comes while it
#                   works, seconds before the report; each example's README
#                   is checked as statements, true or false, on the terminal
#                   and the page (no "claims hold"); xattr's gcc rows say
#                   where list_add() was inlined from and the page marks that
#                   line; `make example-unused` leaves the handout alone;
#                   without clang and valgrind it prints no row for clang,
#                   counts no claim that needs them and says so in one line
#                   with the command that installs them; without a `clang`
#                   command it uses the newest clang-N; colour only on a tty,
#                   never with NO_COLOR
#   pictures:       tests/docs/pictures.sh on that demo run's page: the SVG
#                   writer of the case studies (scripts/sites-svg.py) on a
#                   fixed input and on docs/*.tsv, the demo's HTML page
#                   writer, and both in headless Chromium (screenshots in
#                   $BUILD/docs/pictures/screenshots; SKIP when chromium is
#                   not installed)
#
# Markdown convention (documented in docs/testing.md, "What make check runs"):
#   A ```c block must compile on its own. A block that is deliberately
#   incomplete is preceded by the line <!-- fragment --> and is not compiled;
#   a block that must NOT compile (or must warn) is preceded by
#   <!-- compile-fail --> and the test fails if it compiles cleanly with
#   -Wall -Wextra -Werror; <!-- compile-fail: TEXT --> also requires TEXT in
#   the compiler's output. Blank lines between the marker and the fence are
#   allowed. Other languages (```sh, ```make, plain ```) are not compiled.
#
# Usage: tests/docs/run.sh   (from the top directory; BUILD, RESULTS_DIR honoured)
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 1
. tests/lib/result.sh
BUILD=${BUILD:-build}
out=$BUILD/docs
mkdir -p "$BUILD"
if command -v flock >/dev/null 2>&1; then	# one docs run at a time per tree
	exec 8>"$BUILD/docs.lock"
	flock 8
fi
rm -rf "$out"
mkdir -p "$out"
SUITE=docs
failed=0

CC_GCC=${DOCS_GCC:-gcc}
. tests/lib/find-clang.sh	# clang, or the newest clang-N when there is no clang
CC_CLANG=${DOCS_CLANG:-$(find_clang)}
compilers=
have "$CC_GCC" && compilers="$CC_GCC"
have "$CC_CLANG" && compilers="$compilers $CC_CLANG"
SAMPLE_FLAGS="-std=gnu11 -Wall -Wextra -Werror -Iinclude -Icompat"

headers=$(ls include/*.h include/*/*.h compat/*.h 2>/dev/null)

# ---------------------------------------------------------------------------
# macro-doc: kernel-doc block and man page for every public macro
# ---------------------------------------------------------------------------
# An include guard is "#ifndef X" directly followed by "#define X" with no value.
guards=$(awk '
	/^[ \t]*#[ \t]*ifndef[ \t]/ { cand = $2; next }
	{ if (cand != "" && $1 == "#define" && $2 == cand && NF == 2) print cand; cand = "" }
' $headers | sort -u)
macros=$(sed -n 's/^[[:space:]]*#[[:space:]]*define[[:space:]]\{1,\}\([A-Za-z_][A-Za-z0-9_]*\).*/\1/p' $headers |
	grep -v '_$' | sort -u)
n_macros=0
for m in $macros; do
	case " $(echo $guards) " in *" $m "*) continue ;; esac
	n_macros=$((n_macros + 1))
	# kernel-doc: a line " * NAME - ..." or " * NAME() - ..." right after "/**"
	kd=$(awk -v name="$m" '
		prev == "/**" && ($0 ~ "^ \\* " name "(\\(\\))? - ") { found = 1 }
		{ sub(/^[ \t]+/, "", $0); prev = $0 }
		END { print found + 0 }
	' $headers)
	page=docs/man/$m.3
	why=
	[ "$kd" = 1 ] || why="no kernel-doc block (/** then \" * $m - ...\")"
	if [ ! -f "$page" ]; then
		why="${why:+$why; }no man page $page"
	elif [ -h "$page" ] && [ ! -f "docs/man/$(readlink "$page")" ]; then
		why="${why:+$why; }$page links to missing docs/man/$(readlink "$page")"
	fi
	if [ -z "$why" ]; then pass "macro-doc: $m"; else fail "macro-doc: $m" "$why"; fi
done
[ "$n_macros" -gt 0 ] || fail "macro-doc" "no public macro found in include/ and compat/"

# ---------------------------------------------------------------------------
# kernel-doc: the kernel's own doc tool (Debian's linux-kbuild-6.1) reads
# every header without a warning: each doc block is followed by the
# definition it documents (`kernel-doc -none` prints only warnings)
# ---------------------------------------------------------------------------
KERNEL_DOC=${KERNEL_DOC:-/usr/lib/linux-kbuild-6.1/scripts/kernel-doc}
if [ ! -x "$KERNEL_DOC" ]; then
	skip "kernel-doc" "$KERNEL_DOC not installed (package linux-kbuild-6.1)"
else
	# shellcheck disable=SC2086 # $headers: one word per file
	"$KERNEL_DOC" -none $headers >"$out/kernel-doc.log" 2>&1
	st=$? nw=$(grep -c . "$out/kernel-doc.log")
	if [ "$st" -eq 0 ] && [ "$nw" -eq 0 ]; then
		pass "kernel-doc: $KERNEL_DOC -none reads $(echo $headers | wc -w) headers without a warning"
	else
		fail "kernel-doc: $KERNEL_DOC -none" "exit $st, $nw line(s): $(head -n 3 "$out/kernel-doc.log" | tr '\n' ' ')(see $out/kernel-doc.log)"
	fi
fi

# ---------------------------------------------------------------------------
# kerneldoc-example: the C examples inside the kernel-doc blocks compile
# ---------------------------------------------------------------------------
# From here to man-example, the samples compile through ccache
# (tests/lib/ccache.sh): a warm run compiles again only what changed.
. "$top/tests/lib/compilers.sh"
. "$top/tests/lib/ccache.sh"
ccache_on
compile_sample() {	# file what expect(ok|fail) [extra flags] [text the failure must show]
	f=$1 what=$2 expect=$3 extra=${4:-} want=${5:-}
	if [ -z "$compilers" ]; then
		skip "$what" "$CC_GCC and $CC_CLANG not installed"
		return
	fi
	for cc in $compilers; do
		# shellcheck disable=SC2086
		if $cc $SAMPLE_FLAGS $extra -c "$f" -o "$f.$cc.o" >"$f.$cc.log" 2>&1; then
			got=ok
		else
			got=fail
		fi
		if [ "$got" = fail ] && [ "$expect" = fail ] && [ -n "$want" ] &&
			! grep -qF -- "$want" "$f.$cc.log"; then
			fail "$what ($cc)" "fails, but not with \"$want\": $(grep -m1 -E 'error|warning' "$f.$cc.log")"
		elif [ "$got" = "$expect" ]; then
			pass "$what ($cc)"
		elif [ "$expect" = ok ]; then
			fail "$what ($cc)" "does not compile: $(grep -m1 -E 'error|warning' "$f.$cc.log")"
		else
			fail "$what ($cc)" "marked compile-fail but compiles cleanly"
		fi
	done
}

for h in $headers; do
	awk -v dir="$out" -v base="$(echo "$h" | tr / _)" '
		/^ \* Example:/ { inex = 1; n++; file = dir "/kd-" base "-" n ".c"; line = NR; buf = ""; next }
		inex && /^ \*\t/ { s = $0; sub(/^ \*\t/, "", s); buf = buf s "\n"; next }
		inex && /^ \*$/ && buf != "" { buf = buf "\n"; next }
		inex {
			if (buf ~ /#include/) { printf "%s", buf > file; close(file); print file ":" line }
			inex = 0
		}
	' "$h" >>"$out/kd-list.txt"
done
# Every warning is an error in the kernel-doc examples too.
while IFS=: read -r f line; do
	compile_sample "$f" "kerneldoc-example: $(echo "$f" | sed 's|.*/kd-||; s/-\([0-9]*\)\.c$/ #\1/') (line $line)" ok ""
done <"$out/kd-list.txt"

# ---------------------------------------------------------------------------
# md-block: the ```c blocks of README.md and docs/*.md
# ---------------------------------------------------------------------------
# every markdown document of docs/, at any depth
doc_mds=$(find docs -name '*.md' | LC_ALL=C sort)
n_blocks=0
for md in README.md $doc_mds; do
	[ -f "$md" ] || continue
	base=$(echo "$md" | tr / _)
	awk -v dir="$out" -v base="$base" '
		inblock && /^```/ { inblock = 0
			if (kind != "fragment") { printf "%s", buf > file; close(file) }
			printf "%s\t%s\t%s\t%s\n", kind, start, file, want; next }
		inblock { buf = buf $0 "\n"; next }
		/^```c[ \t]*$/ { inblock = 1; start = NR + 1
			kind = mark == "" ? "ok" : mark; want = mwant; mark = ""; mwant = ""
			file = dir "/md-" base "-" start ".c"; buf = ""; next }
		/^```/ { inother = !inother; mark = ""; next }
		inother { next }
		/^<!-- *fragment *-->[ \t]*$/ { mark = "fragment"; next }
		/^<!-- *compile-fail *(:[^>]*)?-->[ \t]*$/ {
			mark = "compile-fail"; mwant = $0
			sub(/^<!-- *compile-fail *:? */, "", mwant); sub(/ *-->[ \t]*$/, "", mwant)
			next }
		/^[ \t]*$/ { next }
		{ mark = ""; mwant = "" }
	' "$md" >"$out/md-$base.list"
	tab=$(printf '\t')
	while IFS=$tab read -r kind line f want; do
		n_blocks=$((n_blocks + 1))
		case $kind in
		fragment) echo "  $md:$line: fragment, not compiled (marked <!-- fragment -->)" ;;
		compile-fail) compile_sample "$f" "md-block: $md:$line (compile-fail)" fail "" "$want" ;;
		*) compile_sample "$f" "md-block: $md:$line" ok ;;
		esac
	done <"$out/md-$base.list"
done
[ "$n_blocks" -gt 0 ] || fail "md-block" "no \`\`\`c block found in README.md and docs/**/*.md"

# zero-oops: docs/tool.md's claim that a zero makes a bug defined, not
# harmless: its new_e block draws a warning from both compilers in audit
# mode, clang's with the path (the if), and with make 0 reads through the
# null pointer (SIGSEGV)
oops=$(grep -l 'struct entry \*INIT_FOR_COMPILER(new_e);' "$out"/md-docs_tool.md-*.c 2>/dev/null | head -n 1)
TOOL=${TOOL:-$BUILD/tool/init-for-compiler}
case $TOOL in /*) ;; *) TOOL=$top/$TOOL ;; esac
if [ -z "$oops" ]; then
	fail "zero-oops: docs/tool.md's new_e block" "no such block in docs/tool.md"
elif ! have gcc-12 || ! have clang-19; then
	skip "zero-oops: docs/tool.md's new_e block" "gcc-12 or clang-19 not installed"
elif [ ! -x "$TOOL" ]; then
	fail "zero-oops: docs/tool.md's new_e block" "$TOOL not built"
else
	printf 'struct entry;\nvoid drop(struct entry *old, int make);\nint main(void) { drop((struct entry *)0, 0); return 0; }\n' >"$out/oops-main.c"
	for cc in gcc-12 clang-19; do
		LC_ALL=C $cc -O2 -Wall -Iinclude -DINIT_FOR_COMPILER_AUDIT=1 -c "$oops" -o "$out/oops.o" >"$out/oops-$cc.log" 2>&1
	done
	"$TOOL" audit --log "$out/oops-gcc-12.log" --log "$out/oops-clang-19.log" "$oops" >"$out/oops-audit.txt" 2>&1
	gcc-12 -O0 -Iinclude "$oops" "$out/oops-main.c" -o "$out/oops" >"$out/oops-build.log" 2>&1
	"$out/oops" 2>/dev/null
	st=$?
	if grep -q ": review: new_e: a path reads it unset, check whether it can run: oops-clang-19: whenever 'if' condition is false at line [0-9]* (if (make)), read at line [0-9]*;" "$out/oops-audit.txt" &&
		grep -q 'oops-gcc-12 (may)' "$out/oops-audit.txt" &&
		[ "$st" -gt 128 ] && [ "$(kill -l $((st - 128)))" = SEGV ]; then
		pass "zero-oops: docs/tool.md's new_e block: both compilers warn, clang names the path, and the zero oopses (SIGSEGV)"
	else
		fail "zero-oops: docs/tool.md's new_e block" "exit status $st; see $out/oops-audit.txt"
	fi
fi

# ---------------------------------------------------------------------------
# md-kdir: a page that writes $KDIR says what it is (KDIR=...) before its
# first use
# ---------------------------------------------------------------------------
for md in README.md docs/*.md examples/README.md examples/*/README.md; do
	first_use=$(grep -n '\$KDIR' "$md" | head -n 1 | cut -d: -f1)
	[ -n "$first_use" ] || continue
	first_def=$(grep -n '\(^\|[^A-Za-z0-9_]\)KDIR=' "$md" | head -n 1 | cut -d: -f1)
	if [ -n "$first_def" ] && [ "$first_def" -le "$first_use" ]; then
		pass "md-kdir: $md defines KDIR (line $first_def) before its first \$KDIR (line $first_use)"
	else
		where=nowhere
		[ -z "$first_def" ] || where="only at line $first_def"
		fail "md-kdir: $md" "\$KDIR used at line $first_use, defined $where"
	fi
done

# ---------------------------------------------------------------------------
# md-link: every relative link of the markdown files points at a file or
# directory that exists (anchors are not checked)
# ---------------------------------------------------------------------------
for md in README.md $doc_mds examples/README.md examples/*/README.md; do
	[ -f "$md" ] || continue
	dir=$(dirname "$md")
	bad=
	for l in $(grep -o '](\([^)#]*\)[)#]' "$md" | sed 's/^](//; s/[)#]$//' | sort -u); do
		case $l in http://*|https://*|mailto:*|'') continue ;; esac
		[ -e "$dir/$l" ] || bad="$bad $l"
	done
	if [ -z "$bad" ]; then pass "md-link: $md"; else fail "md-link: $md" "missing:$bad"; fi
done

# ---------------------------------------------------------------------------
# ledger, figures, readme: every figure has one home (docs/README.md,
# "Figures"): docs/ledger.tsv, rendered into the documents by
# scripts/ledger.py, or the region a make target writes
# ---------------------------------------------------------------------------
if ! have python3; then
	skip "ledger" "python3 not installed"
	skip "figures" "python3 not installed"
	skip "readme" "python3 not installed"
else
	if scripts/ledger.py render --check >"$out/ledger.txt" 2>&1; then
		pass "ledger: every figure shown between markers is docs/ledger.tsv's ($(grep -vc '^#' docs/ledger.tsv) figures in the ledger)"
	else
		fail "ledger: the documents show what docs/ledger.tsv holds" "$(head -n 3 "$out/ledger.txt" | tr '\n' ' ')(run make render, or make record)"
	fi
	# a figure written as a placeholder ({{key}}) is a figure nobody
	# rendered: the ledger's markers are <!--L:key-->value<!--/L-->
	if grep -nE '\{\{[a-z0-9_.+-]+\.[A-Za-z0-9_.+-]+\}\}' README.md $doc_mds examples/README.md examples/*/README.md >"$out/placeholders.txt" 2>/dev/null; then
		fail "figures: no {{placeholder}} in the documents" "$(head -n 2 "$out/placeholders.txt" | tr '\n' ' ')"
	else
		pass "figures: no {{placeholder}} in the documents"
	fi
	for f in README.md $doc_mds examples/README.md examples/*/README.md include/*.h include/*/*.h compat/*.h; do
		[ -f "$f" ] || continue
		if scripts/ledger.py lint "$f" >"$out/lint.txt" 2>&1; then
			pass "figures: $f: no hand-typed figure"
		else
			fail "figures: $f" "$(wc -l <"$out/lint.txt") hand-typed: $(head -n 2 "$out/lint.txt" | tr '\n' ' ')"
		fi
	done
	# the checks catch what they are for: a figure typed in prose, in a
	# table and in a header comment; a marker that shows another value
	pl=$out/planted
	rm -rf "$pl" && mkdir -p "$pl/docs"
	printf '# t\n\nThe check took 12 min 51 s on a loaded machine.\n\n| a | b |\n|---|---|\n| x | 93.6%% |\n\n```sh\nmake -j2 check   # 12 s\n```\n' >"$pl/a.md"
	printf '/*\n * 1.4 to 1.7 times as slow; tested with gcc 11.\n */\n#define X 1\n' >"$pl/a.h"
	n_pl=$(scripts/ledger.py lint "$pl/a.md" "$pl/a.h" 2>&1 | grep -c 'hand-typed figure\|what was tested')
	if [ "$n_pl" -eq 5 ]; then
		pass "figures: the lint finds planted figures (prose, table, header comment) and no figure in a code block"
	else
		fail "figures: the lint finds planted figures" "expected 5 findings (12 min, 51 s, 93.6%, 1.7 times, tested with), got $n_pl: $(scripts/ledger.py lint "$pl/a.md" "$pl/a.h" 2>&1 | tr '\n' ' ')"
	fi
	printf 'k.a\t7\t2026\tby hand\n' >"$pl/ledger.tsv"
	printf 'seven: <!--L:k.a-->8<!--/L--> cells\n' >"$pl/b.md"
	if LEDGER=$pl/ledger.tsv scripts/ledger.py render --check "$pl/b.md" >"$pl/render.txt" 2>&1; then
		fail "ledger: render --check finds a marker that shows another value than the ledger's" "it passed"
	elif grep -q "k.a shows '8', the ledger says '7'" "$pl/render.txt" &&
		LEDGER=$pl/ledger.tsv scripts/ledger.py render "$pl/b.md" >/dev/null 2>&1 &&
		grep -qF 'seven: <!--L:k.a-->7<!--/L--> cells' "$pl/b.md"; then
		pass "ledger: render --check finds a marker that shows another value than the ledger's; render mends it"
	else
		fail "ledger: render --check finds a wrong value, render mends it" "see $pl/render.txt, $pl/b.md"
	fi
	# readme: short, and its figures are its own
	nl=$(wc -l <README.md)
	if [ "$nl" -lt 120 ]; then pass "readme: README.md is $nl lines (under 120)"; else
		fail "readme: README.md is under 120 lines" "$nl lines"; fi
	shared=
	for k in $(scripts/ledger.py keys README.md); do
		for f in $doc_mds examples/README.md examples/*/README.md; do
			scripts/ledger.py keys "$f" | grep -qxF "$k" && shared="$shared $k ($f)"
		done
	done
	if [ -z "$shared" ]; then
		pass "readme: no figure of README.md is also shown by another document ($(scripts/ledger.py keys README.md | wc -l) ledger figures, no hand-typed one)"
	else
		fail "readme: no figure of README.md is also shown by another document" "also shown:$shared"
	fi
	# case studies: each page's findings recomputed from its own tables
	# (tests/docs/case_study_agree.py), and a planted disagreement caught
	if python3 tests/docs/case_study_agree.py >"$out/agree.txt" 2>&1; then
		pass "case studies: the findings agree with the pages' tables ($(grep -c '^PASS' "$out/agree.txt") checks)"
	else
		fail "case studies: the findings agree with the pages' tables" "$(grep -m3 -e '^FAIL' -e Error "$out/agree.txt" | tr '\n' ' ')"
	fi
	mkdir -p "$out/agree" && sed 's/read one by one: 21 false positives/read one by one: 20 false positives/' \
		docs/case-study-ffmpeg.md >"$out/agree/case-study-ffmpeg.md"
	if ! python3 tests/docs/case_study_agree.py --page "$out/agree/case-study-ffmpeg.md" >"$out/agree-planted.txt" 2>&1 &&
		grep -q "^FAIL case-study-ffmpeg.md: first triage's counts" "$out/agree-planted.txt"; then
		pass "case studies: a findings line that disagrees with its table is caught"
	else
		fail "case studies: a planted disagreement is caught" "see $out/agree-planted.txt"
	fi
fi

# ---------------------------------------------------------------------------
# man-example: the C examples of the man pages (.EX/.EE with an #include)
# ---------------------------------------------------------------------------
for p in docs/man/*.[0-9]; do
	grep -q '^\.EX' "$p" || continue
	awk -v dir="$out" -v base="$(basename "$p")" '
		/^\.EX/ { inex = 1; n++; buf = ""; line = NR; next }
		/^\.EE/ && inex { inex = 0
			if (buf ~ /#include/) {
				file = dir "/man-" base "-" n ".c"
				printf "%s", buf > file; close(file); print file "\t" line
			}
			next }
		inex {
			s = $0; gsub(/\\-/, "-", s); gsub(/\\e/, "\\", s); gsub(/\\\(dq/, "\"", s)
			buf = buf s "\n" }
	' "$p" >"$out/man-$(basename "$p").list"
	while IFS=$(printf '\t') read -r f line; do
		compile_sample "$f" "man-example: $(basename "$p"):$line" ok
	done <"$out/man-$(basename "$p").list"
done

# ---------------------------------------------------------------------------
# man-lint and man-version
# ---------------------------------------------------------------------------
version=$(sed -n 's/^#define INIT_FOR_COMPILER_VERSION_\(MAJOR\|MINOR\|PATCH\) *\([0-9][0-9]*\).*/\2/p' \
	include/init_for_compiler.h | paste -sd. -)
# Link pages are checked where they will live: a man tree with man1/3/7.
tree=$out/man
mkdir -p "$tree/man1" "$tree/man3" "$tree/man7"
for p in docs/man/*.[0-9]; do
	[ -f "$p" ] || continue
	sec=${p##*.}
	cp "$p" "$tree/man$sec/"
done
for p in docs/man/*.[0-9]; do
	[ -f "$p" ] || continue
	pname=$(basename "$p")
	sec=${p##*.}
	if [ -h "$p" ]; then
		# a page of a group (scripts/man3.sh): a link to the page in the
		# same directory, linted there
		target=$(readlink "$p")
		case $target in
		*/*) fail "man-lint: $pname" "links to $target, not to a page of its directory" ;;
		*.$sec) if [ -f "docs/man/$target" ] && [ ! -h "docs/man/$target" ]; then
				pass "man-lint: $pname (link to $target)"
			else
				fail "man-lint: $pname" "links to $target, which is no page"
			fi ;;
		*) fail "man-lint: $pname" "links to $target, a page of another section" ;;
		esac
		continue
	fi
	if have mandoc; then
		msg=$(mandoc -T lint "$p" 2>&1)
		if [ -z "$msg" ]; then pass "man-lint: $pname (mandoc)"; else
			fail "man-lint: $pname (mandoc)" "$(echo "$msg" | head -1)"; fi
	else
		skip "man-lint: $pname (mandoc)" "mandoc not installed"
	fi
	if have groff; then
		msg=$(groff -ww -z -man "$p" 2>&1)
		if [ -z "$msg" ]; then pass "man-lint: $pname (groff)"; else
			fail "man-lint: $pname (groff)" "$(echo "$msg" | head -1)"; fi
	else
		skip "man-lint: $pname (groff)" "groff not installed"
	fi
	th=$(sed -n 's/^\.TH .*"init-for-compiler \([0-9.]*\)".*/\1/p' "$p")
	case $pname in
	*.1) ;;	# the tool's page may carry the tool's version
	*)
		if [ "$th" = "$version" ]; then pass "man-version: $pname ($version)"; else
			fail "man-version: $pname" ".TH says '$th', the header says $version"; fi
		;;
	esac
done
ccache_off

# man-tree: each page as a reader of the source tree gets it, at 80 columns
for p in docs/man/*.[0-9]; do
	pname=$(basename "$p")
	if ! have man; then
		skip "man-tree: $pname" "man-db not installed"
		continue
	fi
	MANWIDTH=80 MAN_KEEP_FORMATTING= man -l "$p" >"$out/tree-$pname.txt" 2>"$out/tree-$pname.err"
	head=$(head -n 1 "$out/tree-$pname.txt")
	if [ -s "$out/tree-$pname.err" ]; then
		fail "man-tree: man -l $p" "$(head -n 1 "$out/tree-$pname.err")"
	elif ! printf '%s\n' "$head" | grep -Eq '^([^ ]+\([0-9]\)) {2,}[^ ].*[^ ] {2,}\1$'; then
		fail "man-tree: man -l $p" "its header line at 80 columns runs together: '$head'"
	else
		pass "man-tree: man -l $p reads without a warning; header: $(printf '%s' "$head" | tr -s ' ')"
	fi
done

# ---------------------------------------------------------------------------
# man3-generated: the section 3 pages are kernel-doc's, regenerated
# ---------------------------------------------------------------------------
KERNELDOC=${KERNELDOC:-/usr/lib/linux-kbuild-6.1/scripts/kernel-doc}
if [ ! -f "$KERNELDOC" ]; then
	skip "man3-generated: docs/man/*.3 are what make man writes" "$KERNELDOC not installed"
elif ! KERNELDOC=$KERNELDOC scripts/man3.sh "$out/man3" >"$out/man3.log" 2>&1; then
	fail "man3-generated: docs/man/*.3 are what make man writes" \
		"scripts/man3.sh failed: $(head -1 "$out/man3.log")"
else
	for p in "$out"/man3/*.3; do
		pname=$(basename "$p")
		if [ ! -f "docs/man/$pname" ]; then
			fail "man3-generated: $pname" "not in docs/man (run make man)"
		elif [ -h "$p" ] && [ "$(readlink "$p")" != "$(readlink "docs/man/$pname")" ]; then
			fail "man3-generated: $pname" "a link to $(readlink "$p") in the generated pages, not in docs/man (run make man)"
		elif cmp -s "$p" "docs/man/$pname"; then
			pass "man3-generated: $pname"
		else
			fail "man3-generated: $pname" "docs/man/$pname differs from the generated page (run make man): $(diff "docs/man/$pname" "$p" | sed -n 2p)"
		fi
	done
	for p in docs/man/*.3; do
		[ -f "$out/man3/$(basename "$p")" ] ||
			fail "man3-generated: $(basename "$p")" "no kernel-doc block generates it (run make man)"
	done
fi

# ---------------------------------------------------------------------------
# man3-synopsis: the usage forms cannot drift from the header: man3.pl
# takes them from the Synopsis: paragraphs, and dies when one is missing or
# does not match its macro. Each case alters a copy of the header
# (perl -0pe SCRIPT) and must fail with its message.
# ---------------------------------------------------------------------------
synopsis_case() {	# what perl-script message
	g=$out/synopsis-guard
	rm -rf "$g" && mkdir -p "$g" && cp -R include compat "$g"/
	perl -0pi -e "$2" "$g/include/init_for_compiler.h"
	if cmp -s "$g/include/init_for_compiler.h" include/init_for_compiler.h; then
		fail "man3-synopsis: $1" "the alteration matched nothing in include/init_for_compiler.h (update the test)"
	elif MAN3_SRCDIR=$g KERNELDOC=$KERNELDOC scripts/man3.sh "$g/man" >"$g.log" 2>&1; then
		fail "man3-synopsis: $1" "scripts/man3.sh accepted the altered header"
	elif grep -qF -- "$3" "$g.log"; then
		pass "man3-synopsis: $1"
	else
		fail "man3-synopsis: $1" "scripts/man3.sh failed, but not with \"$3\": $(head -1 "$g.log")"
	fi
}
if [ ! -f "$KERNELDOC" ]; then
	skip "man3-synopsis" "$KERNELDOC not installed"
else
	man3_headers='include/init_for_compiler.h compat/uninitialized_var.h'	# scripts/man3.sh's
	n_syn=$(grep -c '^ \* Synopsis:$' $man3_headers | awk -F: '{ n += $NF } END { print n + 0 }')
	n_blocks=$(grep -c '^/\*\*$' $man3_headers | awk -F: '{ n += $NF } END { print n + 0 }')
	if [ "$n_syn" -eq "$n_blocks" ] && [ "$n_syn" -gt 0 ] &&
		[ "$(grep -c '^\.SH SYNOPSIS$' docs/man/*.3 | awk -F: '{ n += $NF } END { print n + 0 }')" -eq \
		  "$(grep -L '^\.so ' docs/man/*.3 | wc -l)" ]; then
		pass "man3-synopsis: $n_syn kernel-doc blocks, $n_syn Synopsis: paragraphs; every page has a SYNOPSIS"
	else
		fail "man3-synopsis: counts" "$n_blocks kernel-doc blocks, $n_syn Synopsis: paragraphs"
	fi
	synopsis_case "a block without Synopsis: is refused" \
		's/(\@p: the name of the pointer being declared\n \*\n) \* Synopsis:\n \*\t[^\n]*\n \*\n/$1/' \
		'INIT_PTR_FOR_COMPILER: no "Synopsis:" paragraph'
	synopsis_case "a Synopsis: with other parameters than the macro is refused" \
		's/(\t\w+ INIT_SCALAR_FOR_COMPILER\()x(\);)/$1v$2/' \
		'Synopsis gives INIT_SCALAR_FOR_COMPILER(v)'
	synopsis_case "a definition that gains a parameter leaves its Synopsis: behind" \
		's/(\@x: an lvalue[^\n]*\n)/$1 * \@y: one more\n/; s/(#define ZERO_FOR_COMPILER\(x)\) \(INIT_FOR_COMPILER_TYPE_/$1, y) (INIT_FOR_COMPILER_TYPE_/' \
		'the macro is ZERO_FOR_COMPILER(x, y)'
	synopsis_case "a Synopsis: line wider than man(1) shows is refused" \
		's/(\t\w+ INIT_STRUCT_FOR_COMPILER\(s\);[^\n]*)/$1, and a comment that runs past it/' \
		'Synopsis line wider than 71 columns'
fi

# ---------------------------------------------------------------------------
# man-install: make install/uninstall put the pages in man3dir/man7dir and
# take them away again; a link page shows its target through man(1)
# ---------------------------------------------------------------------------
dest=$top/$out/destdir
case $out in /*) dest=$out/destdir ;; esac
MAKE=${MAKE:-make}
if $MAKE --no-print-directory install-docs-man DESTDIR="$dest" prefix=/usr \
	>"$out/install.log" 2>&1; then
	missing=
	for p in docs/man/*.3; do
		[ -f "$dest/usr/share/man/man3/$(basename "$p")" ] || missing="$missing $(basename "$p")"
	done
	for p in docs/man/*.7; do
		[ -f "$dest/usr/share/man/man7/$(basename "$p")" ] || missing="$missing $(basename "$p")"
	done
	if [ -z "$missing" ]; then pass "man-install: pages in man3dir and man7dir"; else
		fail "man-install: pages in man3dir and man7dir" "missing:$missing"; fi
	if have man; then
		if MANWIDTH=80 man -M "$dest/usr/share/man" 3 INIT_FOR_COMPILER_COMPILER 2>&1 |
			grep -q 'INIT_FOR_COMPILER_AUDIT(3)'; then
			pass "man-install: man 3 INIT_FOR_COMPILER_COMPILER shows INIT_FOR_COMPILER_AUDIT(3)"
		else
			fail "man-install: man 3 INIT_FOR_COMPILER_COMPILER shows INIT_FOR_COMPILER_AUDIT(3)"
		fi
	else
		skip "man-install: man 3 INIT_FOR_COMPILER_COMPILER shows INIT_FOR_COMPILER_AUDIT(3)" "man-db not installed"
	fi
	$MAKE --no-print-directory uninstall-docs-man DESTDIR="$dest" prefix=/usr >>"$out/install.log" 2>&1
	left=$(find "$dest" -type f | wc -l)
	if [ "$left" -eq 0 ]; then pass "man-install: uninstall removes every page"; else
		fail "man-install: uninstall removes every page" "$left files left in $dest"; fi
else
	fail "man-install: make install-docs-man" "see $out/install.log"
fi

# ---------------------------------------------------------------------------
# size-figures: the .text size table in docs/performance.md is what
# tests/docs/measure.sh size measures today (same rows, same order)
# ---------------------------------------------------------------------------
need_missing=
for c in gcc-11 gcc-12 clang-14 clang-19 objcopy; do have $c || need_missing="$need_missing $c"; done
if [ -n "$need_missing" ]; then
	skip "size-figures: .text size table" "not installed:$need_missing"
else
	tests/docs/measure.sh size >"$out/size.txt" 2>&1
	# measured: the last four fields of every row after the header line
	got=$(awk 'NR > 1 { print $(NF-3), $(NF-2), $(NF-1), $NF }' "$out/size.txt")
	# documented: the four cells after the label in the table under
	# "| spelling of `len` |"
	doc=$(awk -F'|' '
		/^ *\| spelling of `len` \|/ { t = 1; next }
		t && /^ *\|---/ { next }
		t && /^ *\|/ { gsub(/ /, "", $3); gsub(/ /, "", $4); gsub(/ /, "", $5); gsub(/ /, "", $6)
			print $3, $4, $5, $6; next }
		t { exit }
	' docs/performance.md)
	if [ -n "$doc" ] && [ "$got" = "$doc" ]; then
		pass "size-figures: .text size table matches tests/docs/measure.sh size"
	else
		fail "size-figures: .text size table matches tests/docs/measure.sh size" \
			"documented: $(echo $doc | tr '\n' ' ') measured: $(echo $got | tr '\n' ' ')"
	fi
fi

# ---------------------------------------------------------------------------
# migration: the walk-through in docs/migration.md, on examples/legacy-port
# ---------------------------------------------------------------------------
TOOL=${TOOL:-$BUILD/tool/init-for-compiler}
case $TOOL in /*) ;; *) TOOL=$top/$TOOL ;; esac
mig=$out/migration
if [ ! -x "$TOOL" ]; then
	# the tool is part of this tree (check-docs builds it first): not a skip
	fail "migration: scan, convert, audit walk-through" "$TOOL not built"
elif [ -z "$compilers" ]; then
	skip "migration: scan, convert, audit walk-through" "$CC_GCC and $CC_CLANG not installed"
else
	mkdir -p "$mig"
	sed 's/^#include "compat.h"$/#include <stddef.h>/' examples/legacy-port/olddrv.c >"$mig/olddrv.c"
	cc1=${compilers%% *}
	(
		cd "$mig" || exit 1
		"$TOOL" scan . >scan.txt 2>&1 &&
		"$TOOL" convert . >convert.txt 2>&1 &&
		LC_ALL=C $cc1 -O2 -Wall -I"$top/include" -DINIT_FOR_COMPILER_AUDIT=1 \
			-c olddrv.c -o olddrv.o 2>gcc.log &&
		LC_ALL=C "$TOOL" audit --log gcc.log . >audit.txt 2>&1
	)
	v=$(cat "$mig/scan.txt" "$mig/audit.txt" 2>&1 | tr '\n' ' ')
	# "here clang-19 also passes over val"
	if have clang-19; then
		(cd "$mig" && clang-19 -O2 -Wall -I"$top/include" -DINIT_FOR_COMPILER_AUDIT=1 \
			-c olddrv.c -o olddrv.o 2>clang-19.log &&
		 LC_ALL=C "$TOOL" audit --log gcc.log --log clang-19.log . >audit2.txt 2>&1)
		if grep -q 'stale: val: no warning from gcc, clang-19$' "$mig/audit2.txt"; then
			pass "migration: clang-19 also passes over val"
		else
			fail "migration: clang-19 also passes over val" "see $mig/audit2.txt"
		fi
	else
		skip "migration: clang-19 also passes over val" "clang-19 not installed"
	fi
	if [ "$(grep -c ': legacy: ' "$mig/scan.txt")" = 4 ] &&
		grep -q 'stale: val: no warning from gcc$' "$mig/audit.txt" &&
		grep -q 'stale: timeout: no warning from gcc$' "$mig/audit.txt" &&
		grep -q "review: status: gcc (may): olddrv.c:95:17: warning: 'status' may be used uninitialized" "$mig/audit.txt" &&
		grep -q "review: count: gcc (may): olddrv.c:95:17: warning: 'count' may be used uninitialized" "$mig/audit.txt" &&
		grep -q 'audit: 2 review (0 definite), 2 stale, 0 unknown' "$mig/audit.txt" &&
		grep -q 'convert: 4 sites converted in 1 file, 0 left alone' "$mig/convert.txt" &&
		grep -qF 'audit: gcc: 1 unit compiled or tried (0 failed), 1 audit marker, 2 uninitialized warnings (2 on the sites given, 0 on other variables)' "$mig/audit.txt"; then
		pass "migration: scan, convert, audit walk-through ($cc1): 2 review, 2 stale"
	else
		fail "migration: scan, convert, audit walk-through ($cc1)" "got: $v"
	fi
fi

# ---------------------------------------------------------------------------
# precommit-doc, ci-doc: the setup docs/workflows.md gives, as written, from
# a clone of this tree (a git repository of its files, committed) next to a
# scratch project. precommit-doc: its .pre-commit-config.yaml copied
# verbatim, `pre-commit install`, a commit that adds x = x refused, a clean
# one taken, `pre-commit autoupdate` pinning rev: to the clone's commit id
# with no "mutable reference" warning after it; then the placeholder
# replaced by a URL of the clone (file://). ci-doc: the steps of
# examples/ci/*.yml that get the tool, with IFC_REPO the clone and IFC_REV
# its commit id (their make runs as make -n: the tool is built by the
# hook's first run), and with the placeholder left in: the job stops,
# naming IFC_REPO
# ---------------------------------------------------------------------------
pcd=$(cd "$out" && pwd)/setup
rm -rf "$pcd" && mkdir -p "$pcd/home"
ifc=$pcd/init-for-compiler
setup_env() {
	env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL -u MAKEOVERRIDES HOME="$pcd/home" PRE_COMMIT_HOME="$pcd/cache" \
		GIT_CONFIG_NOSYSTEM=1 GIT_CEILING_DIRECTORIES="$pcd" GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.org \
		GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org LC_ALL=C "$@"
}
clone_ok=0
if have git && tests/package/copy-tree.sh "$ifc" >"$pcd/clone.log" 2>&1 &&
	setup_env sh -c "cd '$ifc' && git init -q && git add -A && git commit -qm 'init-for-compiler, as tested'" \
		>>"$pcd/clone.log" 2>&1; then
	clone_ok=1
	ifc_rev=$(git -C "$ifc" rev-parse HEAD)
fi
awk '/^## pre-commit/ { p = 1 } /^## CI/ { p = 0 }
	p && /^```yaml/ { y = 1; n++; next } p && y && /^```/ { y = 0; next }
	y && n == 1 { print }' docs/workflows.md >"$pcd/config.yaml"
if ! grep -q '^  - repo: ' "$pcd/config.yaml"; then
	fail "precommit-doc: docs/workflows.md's .pre-commit-config.yaml" "no yaml block with a repo: in its pre-commit section"
elif ! have pre-commit || ! have git; then
	skip "precommit-doc: docs/workflows.md's .pre-commit-config.yaml" "pre-commit or git not installed"
elif [ "$clone_ok" != 1 ]; then
	fail "precommit-doc: a clone of this tree" "see $pcd/clone.log"
else
	# proj DIR CONFIG: a scratch project beside the clone, the config at its top, hooks installed
	proj() {
		setup_env git init -q "$1" && cp "$2" "$1/.pre-commit-config.yaml" &&
			printf 'int one(int c)\n{\n\treturn c + 1;\n}\n' >"$1/one.c" &&
			(cd "$1" && setup_env git add -A && setup_env git commit -qm 'one.c' && setup_env pre-commit install)
	}
	# try DIR: a commit that adds x = x (refused), then a clean one (taken)
	try() {
		printf 'int two(int c)\n{\n\tint x = x;\n\n\tif (c)\n\t\tx = c;\n\treturn c ? x : 0;\n}\n' >"$1/two.c"
		before=$(git -C "$1" rev-parse HEAD)
		(cd "$1" && setup_env git add two.c && setup_env git commit -qm 'two.c: x = x') >"$1.bad.log" 2>&1
		rc_bad=$?
		(cd "$1" && setup_env git rm -q --cached two.c && rm two.c &&
			printf 'int three(int c)\n{\n\treturn c * 3;\n}\n' >three.c &&
			setup_env git add three.c && setup_env git commit -qm 'three.c') >"$1.good.log" 2>&1
		rc_good=$?
		[ "$rc_bad" -ne 0 ] && grep -q 'two\.c:3' "$1.bad.log" && grep -q 'init-for-compiler.*Failed' "$1.bad.log" &&
			[ "$rc_good" -eq 0 ] && [ "$(git -C "$1" log -1 --format=%s)" = three.c ] &&
			[ "$(git -C "$1" rev-parse HEAD~1)" = "$before" ]
	}
	P1=$pcd/project
	if proj "$P1" "$pcd/config.yaml" >"$P1.install.log" 2>&1 && try "$P1"; then
		pass "precommit-doc: the documented .pre-commit-config.yaml, as written, beside a clone: x = x refused, a clean commit taken"
	else
		fail "precommit-doc: the documented .pre-commit-config.yaml, as written, beside a clone" \
			"see $P1.install.log, $P1.bad.log, $P1.good.log"
	fi
	(cd "$P1" && setup_env pre-commit autoupdate) >"$P1.autoupdate.log" 2>&1
	(cd "$P1" && setup_env pre-commit run --all-files) >"$P1.run.log" 2>&1
	if grep -qx "    rev: $ifc_rev" "$P1/.pre-commit-config.yaml" && ! grep -q 'mutable reference' "$P1.run.log" &&
		grep -q 'init-for-compiler.*Passed' "$P1.run.log"; then
		pass "precommit-doc: pre-commit autoupdate pins rev: to the clone's commit id; no mutable-reference warning then"
	else
		fail "precommit-doc: pre-commit autoupdate pins rev: to the clone's commit id" \
			"rev: $(sed -n 's/^ *rev: //p' "$P1/.pre-commit-config.yaml"), want $ifc_rev (see $P1.autoupdate.log, $P1.run.log)"
	fi
	# the URL form: the named placeholder replaced by a URL, rev: pinned
	if grep -q '<URL of init-for-compiler>' docs/workflows.md; then
		sed -e "s|^\(  - repo: \).*|\1file://$ifc|" -e "s|^\(    rev: \).*|\1$ifc_rev|" "$pcd/config.yaml" >"$pcd/config-url.yaml"
		# (pre-commit clones it; the hook that runs then is the one tried
		# above, whose first run builds the tool: not built twice here)
		P2=$pcd/project-url
		if proj "$P2" "$pcd/config-url.yaml" >"$P2.install.log" 2>&1 &&
			(cd "$P2" && setup_env pre-commit install-hooks) >>"$P2.install.log" 2>&1 &&
			grep -q "Initializing environment for file://$ifc" "$P2.install.log" &&
			! grep -q 'mutable reference' "$P2.install.log"; then
			pass "precommit-doc: with <URL of init-for-compiler> a URL (file://) and rev: the commit id, pre-commit fetches the hook"
		else
			fail "precommit-doc: with <URL of init-for-compiler> a URL and rev: the commit id, pre-commit fetches the hook" \
				"see $P2.install.log"
		fi
	else
		fail "precommit-doc: the URL placeholder" "docs/workflows.md does not name <URL of init-for-compiler>"
	fi
fi
# ci-doc
py=python3
[ -x /usr/bin/python3 ] && py=/usr/bin/python3
ci_steps() {	# FILE OUT: the lines that get the tool, as a shell script
	$py - "$1" >"$2" <<'PYEOF'
import sys, yaml
doc = yaml.safe_load(open(sys.argv[1], encoding="utf-8"))
if "jobs" in doc:
    for job in doc["jobs"].values():
        for step in job["steps"]:
            if step.get("name") == "Build init-for-compiler":
                print(step["run"])
else:
    for name, job in doc.items():
        if isinstance(job, dict) and "before_script" in job:
            for line in job["before_script"]:
                if not line.startswith("apt-get"):
                    print(line)
PYEOF
}
ci_var() {	# FILE NAME: the value the file sets
	sed -n "s/^ *$2: *\(\"\([^\"]*\)\"\|\([^ #]*\)\).*/\2\3/p" "$1" | head -n 1
}
if ! $py -c 'import yaml' 2>/dev/null; then
	skip "ci-doc: examples/ci" "python3-yaml not installed"
elif [ "$clone_ok" != 1 ]; then
	fail "ci-doc: a clone of this tree" "see $pcd/clone.log"
else
	mkdir -p "$pcd/ci/bin"
	printf '#!/bin/sh\nexec %s -n "$@"\n' "$(command -v make)" >"$pcd/ci/bin/make"
	chmod +x "$pcd/ci/bin/make"
	for f in examples/ci/github-actions.yml examples/ci/gitlab-ci.yml; do
		n=$(basename "$f" .yml)
		d=$pcd/ci/$n
		mkdir -p "$d"
		ci_steps "$f" "$d/steps.sh"
		sed -i "s|/tmp/ifc|$d/ifc|g" "$d/steps.sh"	# the job's own /tmp
		repo=$(ci_var "$f" IFC_REPO) rev=$(ci_var "$f" IFC_REV)
		path=$pcd/ci/bin:$PATH	# make -n: the hook's run above builds the tool
		(cd "$d" && setup_env PATH="$path" RUNNER_TEMP="$d/p" IFC_REPO="$repo" IFC_REV="$rev" sh -e steps.sh) \
			>"$d/placeholder.log" 2>&1
		rc_p=$?
		rm -rf "$d/ifc" "$d/p" && mkdir -p "$d/p"
		(cd "$d" && setup_env PATH="$path" RUNNER_TEMP="$d/p" IFC_REPO="$ifc" IFC_REV="$ifc_rev" sh -e steps.sh) \
			>"$d/clone.log" 2>&1
		rc_c=$?
		got=$(git -C "$d/p/ifc" rev-parse HEAD 2>/dev/null || git -C "$d/ifc" rev-parse HEAD 2>/dev/null)
		built=yes
		grep -q 'build/tool/init-for-compiler' "$d/clone.log" || built=no
		if [ "$repo" = '<URL of init-for-compiler>' ] && [ "$rc_p" -ne 0 ] && grep -q 'IFC_REPO is a placeholder' "$d/placeholder.log" &&
			[ "$rc_c" -eq 0 ] && [ "$got" = "$ifc_rev" ] && [ "$built" = yes ]; then
			pass "ci-doc: $f: IFC_REPO the placeholder stops the job, saying so; from a clone at a commit id, make would build the tool"
		else
			fail "ci-doc: $f: the placeholder stops the job; a clone at a commit id gets the tool" \
				"IFC_REPO '$repo', exit $rc_p then $rc_c, checked out '$got', built $built (see $d/*.log)"
		fi
	done
fi

# ---------------------------------------------------------------------------
# cmake-audit: docs/audit.md's CMake audit (configure as RelWithDebInfo,
# then audit --compile-commands), as written, on a CMake project that finds
# the installed package (tests/docs/cmake-audit, CMAKE_PREFIX_PATH in the
# environment): every site gets a verdict, none is unknown; the same
# commands without the build type leave every site unknown, "GCC without
# optimization checks nothing", as audit.md says
# ---------------------------------------------------------------------------
ca=$(cd "$out" && pwd)/cmake-audit
rm -rf "$ca" && mkdir -p "$ca"
sed -n 's/^ *\(cmake -S \. -B build-audit .*\)$/\1/p; s/^ *\(init-for-compiler audit --compile-commands build-audit\/.*\)$/\1/p' \
	docs/audit.md >"$ca/commands.sh"
if [ "$(wc -l <"$ca/commands.sh")" -ne 2 ] || ! grep -q 'CMAKE_BUILD_TYPE=\(RelWithDebInfo\|Release\)' "$ca/commands.sh"; then
	fail "cmake-audit: docs/audit.md's CMake audit commands" "want a cmake line with -DCMAKE_BUILD_TYPE=RelWithDebInfo (or Release) and an audit line (got: $(tr '\n' ' ' <"$ca/commands.sh"))"
elif ! have cmake; then
	skip "cmake-audit: docs/audit.md's CMake audit commands" "cmake not installed"
elif [ ! -x "$TOOL" ]; then
	fail "cmake-audit: docs/audit.md's CMake audit commands" "$TOOL not built"
else
	$MAKE --no-print-directory install-headers prefix="$ca/prefix" >"$ca/install.log" 2>&1
	mkdir -p "$ca/bin" && ln -sf "$TOOL" "$ca/bin/init-for-compiler"
	sed 's/ -DCMAKE_BUILD_TYPE=[A-Za-z]*//' "$ca/commands.sh" >"$ca/commands-default.sh"
	for v in documented default; do
		cp -R tests/docs/cmake-audit "$ca/$v"
		c=$ca/commands.sh
		[ $v = default ] && c=$ca/commands-default.sh
		(cd "$ca/$v" && env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL CMAKE_PREFIX_PATH="$ca/prefix" \
			PATH="$ca/bin:$PATH" LC_ALL=C sh -e "$c") >"$ca/$v.txt" 2>&1
	done
	n_sites=$(grep -c 'INIT_FOR_COMPILER(' tests/docs/cmake-audit/src/*.c | awk -F: '{ n += $NF } END { print n }')
	n_known=$(grep -Ec '^(\./)?src/[a-z]+\.c:[0-9:]* (review|stale): ' "$ca/documented.txt")
	n_unknown=$(grep -Ec '^(\./)?src/[a-z]+\.c:[0-9:]* unknown: .*GCC without optimization checks nothing' "$ca/default.txt")
	if [ "$n_known" -eq "$n_sites" ] && ! grep -q ' unknown: ' "$ca/documented.txt"; then
		pass "cmake-audit: docs/audit.md's CMake audit (RelWithDebInfo): all $n_sites sites review or stale, none unknown"
	else
		fail "cmake-audit: docs/audit.md's CMake audit: every site review or stale" \
			"$n_known of $n_sites (see $ca/documented.txt)"
	fi
	if [ "$n_unknown" -eq "$n_sites" ]; then
		pass "cmake-audit: with CMake's default build type, every site unknown: GCC without optimization checks nothing"
	else
		fail "cmake-audit: with CMake's default build type, every site unknown" "$n_unknown of $n_sites (see $ca/default.txt)"
	fi
fi

# ---------------------------------------------------------------------------
# kernel-md: docs/kernel.md's commands as written, on an old driver
# (tests/docs/kernel-md) in a scratch directory, the tool put on PATH as
# installed: its two KDIR lines under a uname -r that names a kernel with no
# headers (a container, a CI job), the single header of step 1 with its
# Kbuild lines, `init-for-compiler convert .` (step 2), the gcc audit build
# and the clang one with the audit of both logs (step 5)
# ---------------------------------------------------------------------------
km=$(cd "$out" && pwd)/kernel-md
mkdir -p "$km/bin"
# every ```sh and ```make block of kernel.md, one file each, numbered
awk -v dir="$km" '
	/^```(sh|make)[ \t]*$/ { n++; f = dir "/block-" n "." substr($0, 4); printf "" > f; inb = 1; next }
	inb && /^```/ { inb = 0; close(f); next }
	inb { print > f }
' docs/kernel.md
kblock() {	# TEXT: the block of kernel.md that holds TEXT (a fixed string)
	grep -lF -- "$1" "$km"/block-* 2>/dev/null | head -n 1
}
b_kdir=$(kblock 'KDIR=') b_single=$(kblock 'make single-header') b_kbuild=$(kblock 'obj-m += mydrv.o')
b_gcc=$(kblock 'tee gcc.log') b_clang=$(kblock 'tee clang.log')
headers=$(ls -d /usr/src/linux-headers-*-amd64 2>/dev/null | sort -V | tail -n 1)
if [ -z "$b_kdir" ] || [ -z "$b_single" ] || [ -z "$b_kbuild" ] || [ -z "$b_gcc" ] || [ -z "$b_clang" ]; then
	fail "kernel-md: docs/kernel.md's blocks" "want the KDIR lines, make single-header, the Kbuild lines, the gcc and clang audits"
elif [ -z "$headers" ]; then
	skip "kernel-md: docs/kernel.md's commands" "linux-headers-amd64 not installed"
elif [ ! -x "$TOOL" ]; then
	fail "kernel-md: docs/kernel.md's commands" "$TOOL not built"
else
	# a uname whose -r names a kernel without headers, as in a container
	printf '#!/bin/sh\n[ "$1" = -r ] && { echo 0.0.0-not-this-kernel; exit 0; }\nexec /bin/uname "$@"\n' >"$km/bin/uname"
	chmod +x "$km/bin/uname"
	ln -sf "$TOOL" "$km/bin/init-for-compiler"
	kdir=$(PATH=$km/bin:$PATH sh -c ". '$b_kdir'; printf '%s' \"\$KDIR\"")
	if [ -f "$kdir/Makefile" ] && [ -f "$kdir/.config" ] && [ "$kdir" = "$headers" ]; then
		pass "kernel-md: the KDIR lines find $kdir when uname -r names a kernel without headers"
	else
		fail "kernel-md: the KDIR lines find the installed headers when uname -r names a kernel without headers" \
			"KDIR='$kdir' (installed: $headers)"
	fi
	# step 1: the single header into the driver's directory (kernel.md's
	# /path/to/driver/), from a copy of this tree; the Kbuild lines
	drv=$km/mydrv
	rm -rf "$km/src" "$drv" && mkdir -p "$drv" && cp tests/docs/kernel-md/*.[ch] "$drv"/
	tests/package/copy-tree.sh "$km/src" >/dev/null 2>&1
	sed "s|/path/to/driver/|$drv/|" "$b_single" >"$km/single.sh"
	(cd "$km/src" && unset MAKEFLAGS MFLAGS MAKELEVEL && sh -e "$km/single.sh") >"$km/single.log" 2>&1
	cp "$b_kbuild" "$drv/Kbuild"
	# step 2: convert; step 5: the audit builds, in the driver's directory,
	# with kbuild's make free of this make's flags
	kenv() { env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL -u MAKEOVERRIDES KDIR="$kdir" PATH="$km/bin:$PATH" "$@"; }
	(cd "$drv" && kenv init-for-compiler convert .) >"$km/convert.log" 2>&1
	(cd "$drv" && kenv sh "$b_gcc") >"$km/gcc.out" 2>&1
	(cd "$drv" && kenv init-for-compiler audit --log gcc.log .) >"$km/audit-gcc.txt" 2>&1
	if [ -f "$drv/init_for_compiler.h" ] && grep -q 'convert: 2 sites converted in 1 file' "$km/convert.log" &&
		[ -f "$drv/mydrv.ko" ] && grep -q 'init-for-compiler: audit build' "$drv/gcc.log" &&
		grep -q '^\./mydrv\.c:[0-9:]* review: lo: gcc (may): ' "$km/audit-gcc.txt" &&
		grep -q '^\./mydrv\.c:[0-9:]* stale: hi: no warning from gcc$' "$km/audit-gcc.txt"; then
		pass "kernel-md: the single header, the Kbuild lines, convert and the gcc audit build: mydrv.ko; lo review, hi stale"
	else
		fail "kernel-md: the single header, the Kbuild lines, convert and the gcc audit build" \
			"see $km/single.log, convert.log, $drv/gcc.log, audit-gcc.txt"
	fi
	missing=
	for t in clang-19 ld.lld-19 llvm-ar-19; do have $t || missing="$missing $t"; done
	if [ -n "$missing" ]; then
		skip "kernel-md: the clang audit build and the audit of both logs" "not installed:$missing"
	else
		# the same shell as the gcc block's: its IFC= line first
		{ grep '^IFC=' "$b_gcc"; cat "$b_clang"; } >"$km/clang.sh"
		(cd "$drv" && kenv sh "$km/clang.sh") >"$km/clang.out" 2>&1
		if grep -q 'init-for-compiler: audit build' "$drv/clang.log" &&
			grep -q '^\./mydrv\.c:[0-9:]* review: lo: every compiler warns: gcc (may), clang (' "$km/clang.out" &&
			grep -q '^\./mydrv\.c:[0-9:]* stale: hi: no warning from gcc, clang$' "$km/clang.out"; then
			pass "kernel-md: the clang audit build, then the audit of both logs: lo every compiler warns, hi stale"
		else
			fail "kernel-md: the clang audit build, then the audit of both logs" "see $drv/clang.log, $km/clang.out"
		fi
	fi
fi

# ---------------------------------------------------------------------------
# xattr-luck: examples/xattr/README.md, "Why clang's build runs correct":
# each row of its table (compiler, register, what the register holds at the
# call that removes a missing name, how the run ends) measured again with
# gdb on an -O2 -g x = x build; -g changes no instruction of the demo's
# -O2 build; the bare and x = x builds are the same code; clang marks the
# register implicit-def; MemorySanitizer reports the read at xattr.c:144
# ---------------------------------------------------------------------------
luck=$(cd "$out" && pwd)/xattr-luck
mkdir -p "$luck"
xsrc=examples/xattr/xattr.c
text_bytes() {	# cc out flags...: the .text of xattr.c built with flags
	x_cc=$1 x_o=$2
	shift 2
	$x_cc -O2 -Iinclude -Icompat "$@" -c "$xsrc" -o "$x_o.o" 2>/dev/null &&
		objcopy -O binary --only-section=.text "$x_o.o" "$x_o.text"
}
awk -F'|' '/^\| build \(`x = x`, `-O2`\) \|/ { t = 1; next } t && /^\|---/ { next }
	t && /^\|/ { print $2 "|" $3 "|" $4 "|" $5; next } t { exit }' examples/xattr/README.md >"$luck/table.txt"
if [ "$(wc -l <"$luck/table.txt")" -lt 3 ]; then
	fail "xattr-luck: the table of examples/xattr/README.md" "not found (want its rows for gcc-12, clang-14, clang-19)"
elif ! have gdb || ! have objcopy; then
	skip "xattr-luck: examples/xattr/README.md's registers" "gdb or objcopy (binutils) not installed"
else
	while IFS='|' read -r c_build c_reg c_holds c_run; do
		xcc=$(printf '%s' "$c_build" | sed -n 's/^ *`\([^`]*\)`.*/\1/p')
		reg=$(printf '%s' "$c_reg" | tr -d ' `')
		what="xattr-luck: $xcc keeps new_xattr in $reg"
		if ! have "$xcc"; then
			skip "$what" "$xcc not installed"
			continue
		fi
		b=$luck/$xcc
		$xcc -O2 -g -Iinclude -Icompat -DEXAMPLE_SPELLING=2 "$xsrc" -o "$b" 2>"$b.log"
		text_bytes "$xcc" "$b-self" -DEXAMPLE_SPELLING=2 && text_bytes "$xcc" "$b-selfg" -g -DEXAMPLE_SPELLING=2 &&
			text_bytes "$xcc" "$b-bare" -DEXAMPLE_SPELLING=1
		same=no
		cmp -s "$b-self.text" "$b-selfg.text" && cmp -s "$b-self.text" "$b-bare.text" && same=yes
		("$b" >/dev/null 2>&1; exit $?) 2>/dev/null	# a crash, as the table says: no message
		st=$?
		printf 'set pagination off\nbreak __simple_xattr_set if $rdx == 0\nrun\ninfo address new_xattr\np/x $%s\np/x $rdi\ninfo symbol $%s\nkill\n' \
			"$reg" "$reg" >"$b.gdb"
		LC_ALL=C gdb -q -batch -x "$b.gdb" "$b" >"$b.gdb.txt" 2>&1
		regs=$(grep -o 'a variable in \$[a-z0-9]*' "$b.gdb.txt" | sed 's/.*\$//' | sort -u | tr '\n' ' ')
		val=$(grep '^\$1 = ' "$b.gdb.txt" | sed 's/^\$1 = //')
		rdi=$(grep '^\$2 = ' "$b.gdb.txt" | sed 's/^\$2 = //')
		case $c_holds in
		*" 0:"*|" 0"*) holds_ok=$([ "$val" = 0x0 ] && echo yes) ;;
		*'&xattrs'*) holds_ok=$([ -n "$val" ] && [ "$val" = "$rdi" ] && echo yes) ;;
		*.fini_array*) holds_ok=$(grep -q 'in section \.fini_array' "$b.gdb.txt" && echo yes) ;;
		*) holds_ok=unknown ;;
		esac
		case $c_run in
		*SIGSEGV*) want_st=139 ;;
		*SIGABRT*) want_st=134 ;;
		*correct*) want_st=0 ;;
		*) want_st=unknown ;;
		esac
		implicit=yes
		case $xcc in clang*)
			$xcc -O2 -S -Iinclude -Icompat -DEXAMPLE_SPELLING=2 "$xsrc" -o "$b.s" 2>/dev/null
			sed -n '/^__simple_xattr_set:/,/^\.Lfunc_end/p' "$b.s" | grep -q "implicit-def: \$$reg\$" || implicit=no ;;
		esac
		if [ "$regs" = "$reg " ] && [ "$holds_ok" = yes ] && [ "$st" = "$want_st" ] && [ "$same" = yes ] &&
			[ "$implicit" = yes ]; then
			pass "$what; at the call it holds$(printf '%s' "$c_holds" | sed 's/ *$//'); the run: exit $st"
		else
			fail "$what" "registers '$regs', value $val (rdi $rdi), exit $st (want $want_st), -g/bare same code: $same, implicit-def: $implicit (see $b.gdb.txt)"
		fi
	done <"$luck/table.txt"
fi
# MemorySanitizer on the demo's clang: the x = x build reads new_xattr
# uninitialized at the if (xattr) test, though it prints the right answer
mcc=${EXAMPLES_CLANG:-$CC_CLANG}
if ! have "$mcc"; then
	skip "xattr-luck: MemorySanitizer" "$mcc not installed"
elif [ ! -f "$($mcc -print-file-name=libclang_rt.msan-x86_64.a 2>/dev/null)" ] &&
	[ ! -f "$($mcc --print-runtime-dir 2>/dev/null)/libclang_rt.msan-x86_64.a" ] &&
	[ ! -f "$($mcc --print-runtime-dir 2>/dev/null)/libclang_rt.msan.a" ]; then
	skip "xattr-luck: MemorySanitizer" "libclang-rt-$($mcc -dumpversion | cut -d. -f1)-dev not installed ($mcc's MemorySanitizer runtime)"
elif ! $mcc -O2 -g -fsanitize=memory -Iinclude -Icompat -DEXAMPLE_SPELLING=2 "$xsrc" -o "$luck/msan" \
	>"$luck/msan.log" 2>&1; then
	fail "xattr-luck: MemorySanitizer ($mcc)" "the x = x build with -fsanitize=memory failed: $(head -n 2 "$luck/msan.log" | tr '\n' ' ')"
elif ! sym=$(find_symbolizer "$mcc") || [ -z "$sym" ]; then
	skip "xattr-luck: MemorySanitizer" "llvm-symbolizer not installed (package llvm-19: the report would name no file)"
else
	# the runtime finds llvm-symbolizer on PATH or its own llvm-symbolizer-N,
	# which clang-N does not pull in (tests/lib/find-clang.sh)
	MSAN_SYMBOLIZER_PATH=$sym "$luck/msan" >"$luck/msan.out" 2>&1
	if grep -q 'MemorySanitizer: use-of-uninitialized-value' "$luck/msan.out" &&
		grep -m1 '#0 ' "$luck/msan.out" | grep -q 'in __simple_xattr_set .*xattr\.c:144'; then
		pass "xattr-luck: MemorySanitizer ($mcc): the x = x build reads new_xattr uninitialized at xattr.c:144"
	else
		fail "xattr-luck: MemorySanitizer ($mcc): the x = x build reads new_xattr uninitialized at xattr.c:144" \
			"see $luck/msan.out"
	fi
	# docs/audit.md: Debian's runtime of clang-N finds a symbolizer as
	# llvm-symbolizer on PATH or at its own /usr/bin/llvm-symbolizer-N
	# (which llvm-N installs; clang-N does not need it); without either the
	# report names no file. MSAN_SYMBOLIZER_PATH wins over both: a path
	# that is no symbolizer names no file either
	own=$(strings "$luck/msan" | grep -m1 '^/usr/bin/llvm-symbolizer-[0-9]*$')
	env -u MSAN_SYMBOLIZER_PATH PATH=/nonexistent "$luck/msan" >"$luck/msan-nopath.out" 2>&1
	env MSAN_SYMBOLIZER_PATH=/nonexistent/llvm-symbolizer "$luck/msan" >"$luck/msan-bogus.out" 2>&1
	if [ -n "$own" ] && [ -x "$own" ]; then want_file=yes; else want_file=no; fi
	if grep -q '#0 .*xattr\.c:144' "$luck/msan-nopath.out"; then got_file=yes; else got_file=no; fi
	if [ -n "$own" ] && [ $got_file = $want_file ] &&
		grep -q 'MemorySanitizer: use-of-uninitialized-value' "$luck/msan-bogus.out" &&
		! grep -q 'xattr\.c:' "$luck/msan-bogus.out"; then
		pass "xattr-luck: MemorySanitizer ($mcc): with no llvm-symbolizer on PATH the report names its file only through the runtime's own $own (installed: $want_file), and MSAN_SYMBOLIZER_PATH wins over both"
	else
		fail "xattr-luck: MemorySanitizer ($mcc): the symbolizer the runtime finds, docs/audit.md" \
			"runtime's own '${own:-none found}', file named with PATH=/nonexistent: $got_file (want $want_file); see $luck/msan-nopath.out, $luck/msan-bogus.out"
	fi
fi

# ---------------------------------------------------------------------------
# demo: `make demo` shows all six examples; missing tools are "not installed"
# ---------------------------------------------------------------------------
MAKE=${MAKE:-make}
start=$(date +%s)
# The same run records every claim of the examples' READMEs (suite "examples").
rm -f "$RESULTS_DIR/examples.txt"
# Each line of its output is stamped with the second it came: the progress
# lines must come while it works, not with the report at the end.
{
	NO_COLOR=1 $MAKE --no-print-directory demo BUILD="$BUILD" EXAMPLES_RESULTS=examples 2>&1
	echo "$?" >"$out/demo.rc"
} | while IFS= read -r line; do printf '%s %s\n' "$(date +%s)" "$line"; done >"$out/demo.stamped"
rc=$(cat "$out/demo.rc")
cut -d' ' -f2- "$out/demo.stamped" >"$out/demo.txt"
secs=$(( $(date +%s) - start ))
missing=
for ex in xattr uhid ipmi unused ifdef legacy-port; do
	grep -q "^[0-9]/6 $ex: " "$out/demo.txt" || missing="$missing $ex"
done
if [ "$rc" -ne 0 ]; then
	fail "demo: make demo" "exit status $rc: $(grep -m1 '^    false: ' "$out/demo.txt")"
elif [ -n "$missing" ]; then
	fail "demo: make demo" "the report lacks:$missing"
else
	pass "demo: make demo shows all six examples, every claim holds (${secs} s)"
fi
# Progress as it goes: one line per example and compiler, before the
# report, the first of them well before the report (the examples run two
# at a time: the first line comes when one example is done with one
# compiler, the report when all are).
n_cc=1
grep -q '^  gcc [0-9.]*, [^ ]*clang[^ ]* [0-9]' "$out/demo.txt" && n_cc=2
n_prog=$(grep -Ec "^demo: \[ ?[0-9]+/$((6 * n_cc))\] (xattr|uhid|ipmi|unused|ifdef|legacy-port), (gcc|clang): 4 builds, [0-4] warned; runs: [0-9]" "$out/demo.txt")
t_first=$(grep -m1 '^[0-9]* demo: \[' "$out/demo.stamped" | cut -d' ' -f1)
t_report=$(grep -m1 '^[0-9]* init-for-compiler demo:' "$out/demo.stamped" | cut -d' ' -f1)
l_last=$(grep -n '^demo: \[' "$out/demo.txt" | tail -n 1 | cut -d: -f1)
l_report=$(grep -n '^init-for-compiler demo:' "$out/demo.txt" | cut -d: -f1)
if [ "$n_prog" -eq $((6 * n_cc)) ] && [ -n "$t_first" ] && [ -n "$t_report" ] &&
	[ "$((t_report - t_first))" -ge 2 ] && [ "${l_last:-0}" -lt "${l_report:-0}" ]; then
	pass "demo: progress as it goes: $n_prog lines (one per example and compiler), the first $((t_report - t_first)) s before the report"
else
	fail "demo: progress as it goes, one line per example and compiler" \
		"$n_prog of $((6 * n_cc)) progress lines; the first at ${t_first:-none}, the report at ${t_report:-none} (see $out/demo.stamped)"
fi
# Plain words for a class: what each example's README says, checked
# against the run, as statements that are true or false ("claims hold"
# was jargon).
n_plain=0
for ex in xattr uhid ipmi unused ifdef legacy-port; do
	grep -Eq "^  checked: [0-9]+ of [0-9]+ statements of examples/$ex/README.md are (true|false)" "$out/demo.txt" &&
		n_plain=$((n_plain + 1))
done
if [ "$n_plain" -eq 6 ] && ! grep -qi 'claims\{0,1\} \(hold\|do not hold\|does not hold\)' "$out/demo.txt" "$BUILD/demo/index.html" &&
	grep -Eq '^demo: 6 example\(s\); of what their READMEs say, [0-9]+ statements true, [0-9]+ false, [0-9]+ not checked;' "$out/demo.txt"; then
	pass "demo: plain words: each example's README checked as statements, true or false (terminal and page)"
else
	fail "demo: plain words: each example's README checked as statements, true or false (terminal and page)" \
		"$n_plain of 6 examples say it, or 'claims hold' is still there (see $out/demo.txt, $BUILD/demo/index.html)"
fi
# xattr: gcc's first warning is in list_add(), inlined: the row says from
# which line (140), which the page marks in the listing too
chain="xattr.c:53 (in list_add, inlined from xattr.c:140): 'new_xattr' may be used uninitialized"
if grep -q "^  bare x  *gcc  .*$chain" "$out/demo.txt" && grep -q "^  audit  *gcc  .*$chain" "$out/demo.txt" &&
	grep -q 'list_add() inlined here: that warning, line 53' "$BUILD/demo/index.html"; then
	pass "demo: xattr's gcc rows say where list_add() was inlined from (xattr.c:140); the page marks that line"
else
	fail "demo: xattr's gcc rows say where list_add() was inlined from (xattr.c:140); the page marks that line" \
		"no \"$chain\" in the bare and audit gcc rows of $out/demo.txt, or no mark on the page"
fi
# Audit rows: built, not run (their variables are uninitialized on
# purpose), and the header's audit marker (clang's -W#pragma-messages
# warning) neither counted nor shown as the first warning: clang's xattr
# audit row names new_xattr, as the text under the table says.
rows=$(awk '{ if ($0 ~ /^  audit  /) a = 1; else if ($0 ~ /^  [^ ]/) a = 0
	if (a && $0 ~ / (gcc|clang) +[0-9?]+  /) { n++; if ($0 !~ /  not run  /) bad++ } }
	END { print n + 0, bad + 0 }' "$out/demo.txt")
if [ "${rows% *}" -ge 6 ] && [ "${rows#* }" -eq 0 ] &&
	! grep -q 'init-for-compiler: audit build' "$out/demo.txt" &&
	{ ! grep -q '^  audit .* gcc ' "$out/demo.txt" ||
	  grep -A1 '^  audit .* gcc .*new_xattr' "$out/demo.txt" | grep -q "^ *clang .*'new_xattr' may be uninitialized" ||
	  ! have "$CC_CLANG"; }; then
	pass "demo: audit rows not run, the audit marker never a warning, clang's xattr row names new_xattr (${rows% *} audit rows)"
else
	fail "demo: audit rows not run, the audit marker never a warning, clang's xattr row names new_xattr" \
		"audit rows, of which run: ${rows}; see $out/demo.txt"
fi
# uhid's object-code line says why len = len differs
if grep -Eq '^  object code, gcc -O2, .*len = len [0-9]+ B \(sets no value(: the zero costs [0-9]+ B|; the same size here|, yet [0-9]+ B more here)\)$' "$out/demo.txt"; then
	pass "demo: the uhid object-code line says why len = len differs in size"
else
	fail "demo: the uhid object-code line says why len = len differs in size" "see $out/demo.txt"
fi
if grep -q "$(printf '\033')" "$out/demo.txt"; then
	fail "demo: no colour when not a terminal"
else
	pass "demo: no colour when not a terminal"
fi

# The pictures: that run's $BUILD/demo/index.html and the case studies' SVGs.
BUILD=$BUILD tests/docs/pictures.sh "$out/pictures" || failed=1

# One example alone (make example-NAME, as examples/README.md says) leaves
# the six-example handout as it was, and writes a page of its own.
cp "$BUILD/demo/index.html" "$out/handout-before.html" 2>/dev/null
NO_COLOR=1 $MAKE --no-print-directory example-unused BUILD="$BUILD" >"$out/example-unused.txt" 2>&1
rc=$?
if [ "$rc" -eq 0 ] && cmp -s "$BUILD/demo/index.html" "$out/handout-before.html" &&
	[ "$(grep -c '^example' "$BUILD/demo/results.tsv")" -eq 6 ] &&
	grep -q '<title>init-for-compiler demo: 1 example</title>' "$BUILD/example-unused/index.html" &&
	grep -q "^demo: the report as one page: $BUILD/example-unused/index.html\$" "$out/example-unused.txt"; then
	pass "demo: make example-unused leaves the handout ($BUILD/demo, six examples) alone; its page is $BUILD/example-unused/index.html"
else
	fail "demo: make example-unused leaves the handout ($BUILD/demo, six examples) alone" \
		"exit $rc; $(grep -c '^example' "$BUILD/demo/results.tsv" 2>/dev/null || echo no) examples in $BUILD/demo/results.tsv (see $out/example-unused.txt)"
fi

# Without clang and valgrind: no clang rows, no claim counted for them, and
# one line that says what is missing and how to install it.
EXAMPLES_CLANG=/nonexistent/clang EXAMPLES_VALGRIND=/nonexistent/valgrind \
	EXAMPLES_OUT="$out/demo-missing" examples/demo.sh xattr >"$out/demo-missing.txt" 2>&1
hint='^/nonexistent/clang and /nonexistent/valgrind not installed: [1-9][0-9]* statements not checked; to check them all: apt-get install clang valgrind (or make deps)$'
if grep -q 'valgrind: not installed' "$out/demo-missing.txt" &&
	! grep -q '^  .*not installed *$' "$out/demo-missing.txt" &&
	[ "$(grep -c "$hint" "$out/demo-missing.txt")" -eq 1 ] &&
	! grep -Eq '^  [^|].* clang ' "$out/demo-missing.txt" &&
	grep -Eq 'checked: [0-9]+ of [0-9]+ statements of examples/xattr/README.md are true, [1-9][0-9]* not checked' "$out/demo-missing.txt" &&
	! grep -q '^    false: ' "$out/demo-missing.txt"; then
	pass "demo: without clang and valgrind, no clang rows, claims not counted, one line says how to get them"
else
	fail "demo: without clang and valgrind, no clang rows, claims not counted, one line says how to get them" \
		"see $out/demo-missing.txt"
fi

# Without a command named clang (Debian's clang-N packages alone, as after
# make deps on a fresh machine) the demo uses the newest clang-N: a PATH of
# links to everything on this one but clang.
newest=
for d in $(echo "$PATH" | tr : ' '); do
	for f in "$d"/clang-[0-9]*; do
		v=${f##*/clang-}
		case $v in *[!0-9]*|'') continue ;; esac
		[ -x "$f" ] && { [ -z "$newest" ] || [ "$v" -gt "${newest#clang-}" ]; } && newest=clang-$v
	done
done
if [ -z "$newest" ]; then
	skip "demo: without a clang command, the newest clang-N" "clang-N not installed (no clang-13 to clang-19; make deps installs them)"
else
	nb=$out/no-clang-bin
	mkdir -p "$nb"
	for d in $(echo "$PATH" | tr : ' '); do
		for f in "$d"/*; do
			[ -x "$f" ] && [ "${f##*/}" != clang ] && [ ! -e "$nb/${f##*/}" ] && ln -s "$f" "$nb/${f##*/}"
		done
	done
	PATH=$nb EXAMPLES_OUT="$out/demo-no-clang" examples/demo.sh unused >"$out/demo-no-clang.txt" 2>&1
	if grep -q "^  gcc [0-9.]*, $newest [0-9]" "$out/demo-no-clang.txt" &&
		grep -q 'checked: 6 of 6 statements of examples/unused/README.md are true$' "$out/demo-no-clang.txt"; then
		pass "demo: without a clang command, the newest clang-N ($newest) checks the clang claims"
	else
		fail "demo: without a clang command, the newest clang-N ($newest) checks the clang claims" \
			"see $out/demo-no-clang.txt"
	fi
fi

# Colour on a terminal, none with NO_COLOR (script(1) provides the terminal).
if have script; then
	EXAMPLES_OUT="$out/demo-tty" script -qec "examples/demo.sh unused" /dev/null \
		>"$out/demo-tty.txt" 2>&1
	NO_COLOR=1 EXAMPLES_OUT="$out/demo-tty" script -qec "examples/demo.sh unused" /dev/null \
		>"$out/demo-tty-nocolor.txt" 2>&1
	esc=$(printf '\033')
	if grep -q "$esc" "$out/demo-tty.txt" && ! grep -q "$esc" "$out/demo-tty-nocolor.txt" &&
		grep -q '^1/1 unused' "$out/demo-tty-nocolor.txt"; then
		pass "demo: colour on a terminal, none with NO_COLOR"
	else
		fail "demo: colour on a terminal, none with NO_COLOR" "see $out/demo-tty*.txt"
	fi
else
	skip "demo: colour on a terminal, none with NO_COLOR" "script (util-linux) not installed"
fi

exit $failed
