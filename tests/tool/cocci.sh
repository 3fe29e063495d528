#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/tool/cocci.sh - contrib/coccinelle/init_for_compiler.cocci under
# Debian's spatch, against `init-for-compiler convert` on the tool's corpus
# (make check-tool, called by tests/tool/run.sh):
#
#   cocci patch     spatch -D patch --in-place on a copy of tests/tool/corpus,
#                   convert --no-include on another: the sites each leaves
#                   (scan of both results) differ exactly where the table
#                   between the DIFFERENCES marks of docs/coccinelle.md says,
#                   and a file without such a site reads the same in both
#                   (blanks aside: spatch lays out what it rewrites itself).
#                   The #include is left out: where convert puts it is
#                   changing (issue 21), and the semantic patch adds none.
#   cocci report    spatch -D report names every self-init and legacy site
#                   of the corpus outside directives
#
# Usage: TOOL=build/tool/init-for-compiler BUILD=build tests/tool/cocci.sh
# shellcheck source=tests/tool/lib.sh
. "$(dirname "$0")/lib.sh"
SP=contrib/coccinelle/init_for_compiler.cocci

if ! have spatch; then
	skip "cocci" "spatch (coccinelle) not installed"
	exit 0
fi
std=$(spatch --longhelp 2>/dev/null | sed -n 's/.*--macro-file-builtins *<file> (default=\(.*\))$/\1/p')
[ -f "$std" ] || std=/usr/lib/coccinelle/standard.h
cat "$std" contrib/coccinelle/init_for_compiler.h >"$B/macros.h"

cp -r $T/corpus "$B/convert"
cp -r $T/corpus "$B/spatch"
# the semantic patch knows uninitialized_var and C: the corpus files of
# other shims ("legacy: x (av_uninit)"), of C++, and of the commented zero in
# any words (assign.c: the semantic patch reads no comment) are the tool's
# alone (docs/coccinelle.md)
for f in $( (cd $T/corpus && ls *.cc *.hh assign.c 2>/dev/null;
	    "$TOOL" scan . 2>/dev/null | grep ': legacy: .* (.*)$' | sed 's|^\./||; s|:.*||') | sort -u); do
	rm -f "$B/convert/$f" "$B/spatch/$f"
done
cp -r "$B/convert" "$B/convert.orig"
"$TOOL" convert --no-include "$B/convert" >/dev/null 2>&1
spatch --sp-file $SP -D patch --macro-file-builtins "$B/macros.h" --no-includes --include-headers \
	--in-place --dir "$B/spatch" >"$B/spatch.log" 2>&1
# (the semantic patch's python rules need libpython: without it spatch
# only says so, and changes nothing)
check "cocci patch: spatch runs" sh -c "! grep -E '^(EXN|Fatal|minus: parse error|plus: parse error)|unable to find the Python library' '$B/spatch.log'"
check "cocci patch: spatch changed the corpus" sh -c "! diff -rq $T/corpus '$B/spatch' >/dev/null"

# "FILE NAME: convert KIND, spatch KIND" for every site the two leave differently
sites() { (cd "$1" && "$TOOL" scan . 2>/dev/null | sed 's|^\./||' | awk -F': ' '{ split($1, a, ":"); print a[1] " " $3 ": " $2 }'); }
sites "$B/convert" >"$B/convert.sites"
sites "$B/spatch" >"$B/spatch.sites"
paste -d'|' "$B/convert.sites" "$B/spatch.sites" | awk -F'|' '
	{ split($1, c, ": "); split($2, s, ": ");
	  if (c[1] != s[1]) { print "BAD " $0; next }
	  if (c[2] != s[2]) print c[1] ": convert " c[2] ", spatch " s[2] }' >"$B/diff.sites"
check "cocci patch: the same sites, in the same order (only their kinds may differ)" \
	sh -c "test \$(wc -l <'$B/convert.sites') = \$(wc -l <'$B/spatch.sites') && ! grep -q '^BAD' '$B/diff.sites'"
sed -n '/<!-- BEGIN DIFFERENCES -->/,/<!-- END DIFFERENCES -->/p' docs/coccinelle.md |
	sed -n 's/^| `\([^`]*\)` | `\([^`]*\)` | \([a-z-]*\) | \([a-z-]*\) |.*/\1 \2: convert \3, spatch \4/p' >"$B/doc.sites"
check "cocci patch: every site they leave differently is in docs/coccinelle.md, and nothing else" \
	diff -u "$B/doc.sites" "$B/diff.sites"
check "cocci patch: docs/coccinelle.md lists some" test -s "$B/doc.sites"
# every file without such a site reads the same, blanks aside
for f in "$B/convert.orig"/*; do
	n=$(basename "$f")
	grep -q "^$n " "$B/diff.sites" && continue
	check "cocci patch: $n: the same text as convert's, blanks aside" \
		cmp <(tr -d ' \t\n' <"$B/convert/$n") <(tr -d ' \t\n' <"$B/spatch/$n")
done

# report mode: every self-init and legacy site, not in a directive (of the
# same files)
spatch --sp-file $SP -D report --no-includes --include-headers --dir "$B/convert.orig" >"$B/report.out" 2>"$B/report.err"
sed -n 's|^.*/convert.orig/\([^:]*\):\([0-9]*\):[0-9-]*: WARNING: .* of '"'"'\([^'"'"']*\)'"'"' hides.*|\1:\2: \3|p' \
	"$B/report.out" | sort -u >"$B/report.sites"
"$TOOL" scan --kind=legacy,self-init "$B/convert.orig" 2>/dev/null | sed 's|^.*/convert.orig/||' |
	awk -F': ' '{ split($1, a, ":"); print a[1] ":" a[2] ": " $3 }' | sort -u >"$B/scan.sites"
check "cocci report: the self-init and uninitialized_var sites of scan in C, and no others" \
	diff -u "$B/scan.sites" "$B/report.sites"

finish
