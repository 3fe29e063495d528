#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# tests/docs/pictures.sh - the pictures: the case studies' SVGs
# (scripts/sites-svg.py) and the demo's HTML page (examples/demo-html.py),
# in suite "docs". tests/docs/run.sh runs it after its `make demo`, whose
# page it reads ($BUILD/demo): the demo is not run twice.
#
#   sites-svg:        the writer on a fixed input (every verdict, two
#                     families, a site name and a note with <, & and "):
#                     the legend has the three verdicts, each in its own
#                     shape and colour; every cell is drawn with its verdict;
#                     rows are grouped (families differ, then versions of a
#                     family, then all agree, then unknown); the two-compiler
#                     counts are right; text round-trips through XML escaping;
#                     "review" is the same verdict as "needed" and names it in
#                     the legend
#   sites-svg-input:  a missing verdict, a second one, an unknown verdict
#                     word, a short line and an empty input are refused (exit
#                     1, naming the problem), and no SVG is written
#   sites-svg-docs:   every docs/X.svg that has a docs/X.tsv is exactly what
#                     the writer makes of it, and X.md's per-site table (a
#                     Markdown table whose first column is "site") holds the
#                     same verdicts as X.tsv
#   demo-html-escape: the page writer on a results file and a source full of
#                     markup: nothing of it becomes an element, all of it is
#                     on the page as text
#   chromium:         headless Chromium (tests/docs/browser.py, the DevTools
#                     protocol over a pipe) opens the demo's index.html, every
#                     docs/*.svg, the fixed SVG and the escaping page: a
#                     screenshot of each (OUTDIR/screenshots/*.png), no
#                     console error or warning, no request but the page
#                     itself; every story of the demo shows its verdict, with
#                     the counts and claims of results.tsv; no code listing
#                     is wider than its column (long lines wrap, none is cut
#                     off); "not run" is drawn in the dim colour, as the
#                     terminal dims it; every verdict's
#                     legend entry and cells are drawn. A page with a
#                     console.error() and a missing image must be reported
#                     (the check can fail). SKIP when chromium is not installed.
#
# Usage: tests/docs/pictures.sh OUTDIR   (from the top directory; BUILD,
#        RESULTS_DIR honoured; CHROMIUM: the browser command, default chromium)
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 1
. tests/lib/result.sh
SUITE=docs
failed=0
BUILD=${BUILD:-build}
t=${1:?usage: pictures.sh OUTDIR}
rm -rf "$t"
mkdir -p "$t"
CHROMIUM=${CHROMIUM:-chromium}
demo=$BUILD/demo

if ! have python3; then
	for n in sites-svg sites-svg-input sites-svg-docs demo-html-escape chromium; do
		skip "pictures: $n" "python3 not installed"
	done
	exit 0
fi
# the interpreter python3 names, found once: a version manager's shim (pyenv)
# costs a second a call, and this test makes twenty
python3=$(python3 -c 'import sys; print(sys.executable)')

# ---------------------------------------------------------------------------
# sites-svg: a fixed input
# ---------------------------------------------------------------------------
tab=$(printf '\t')
cat >"$t/fixture.tsv" <<EOF
#title${tab}sites-svg test: every verdict, two families
#subtitle${tab}tests/docs/pictures.sh
a.c:10 x${tab}gcc-12${tab}needed${tab}gcc-12 (may): a.c:12:5: warning: 'x' may be used uninitialized
a.c:10 x${tab}gcc-16${tab}needed
a.c:10 x${tab}clang-19${tab}needed
b.c:20 <y>&"z"${tab}gcc-12${tab}stale${tab}no warning from gcc-12
b.c:20 <y>&"z"${tab}gcc-16${tab}stale
b.c:20 <y>&"z"${tab}clang-19${tab}needed${tab}clang-19 (may): <script>alert(1)</script> & "more"
c.c:30 w${tab}gcc-12${tab}unknown${tab}gcc-12: did not compile
c.c:30 w${tab}gcc-16${tab}stale
c.c:30 w${tab}clang-19${tab}stale

d.c:40 v${tab}gcc-12${tab}stale
d.c:40 v${tab}gcc-16${tab}needed
d.c:40 v${tab}clang-19${tab}needed
EOF

svg_facts() {	# FILE.svg: what a picture of scripts/sites-svg.py says, one fact a line
	"$python3" - "$1" <<'EOF'
import sys
import xml.etree.ElementTree as ET
NS = "{http://www.w3.org/2000/svg}"
root = ET.parse(sys.argv[1]).getroot()
def has(el, c):
    return c in el.get("class", "").split()
def sym(el):
    s = [x for x in el.iter() if has(x, "sym")]
    return s[0] if s else None
for el in root.iter():
    if has(el, "legend-item"):
        s = sym(el)
        colour = s.get("stroke") if s.get("fill") in (None, "white", "none") else s.get("fill")
        label = "".join(x.text or "" for x in el.iter(NS + "text"))
        print("legend\t%s\t%s\t%s\t%s" % (el.get("data-verdict"), s.tag.replace(NS, ""), colour, label))
    elif has(el, "site"):
        label = next(x for x in el.iter(NS + "text") if has(x, "label")).text
        cells = []
        for c in el.iter(NS + "g"):
            if has(c, "cell"):
                s = sym(c)
                ok = s is not None and has(s, c.get("data-verdict"))
                cells.append("%s=%s%s" % (c.get("data-compiler"), c.get("data-verdict"), "" if ok else "(no shape)"))
                print("cell\t%s\t%s\t%s\t%s" % (label, c.get("data-compiler"), c.get("data-verdict"),
                                                c.findtext(NS + "title").replace("\n", " | ")))
        print("row\t%s\t%s" % (label, " ".join(cells)))
    elif has(el, "pair"):
        print("pair\t%s\t%s\t%s" % (el.get("data-a"), el.get("data-b"), el.findtext(NS + "text")))
    elif has(el, "headline"):
        print("headline\t%s" % el.text)
EOF
}

if "$python3" scripts/sites-svg.py -o "$t/fixture.svg" "$t/fixture.tsv" 2>"$t/fixture.err" &&
	svg_facts "$t/fixture.svg" >"$t/fixture.facts" 2>>"$t/fixture.err"; then
	why=
	# the legend: three verdicts, three shapes, three colours
	[ "$(grep -c '^legend' "$t/fixture.facts")" = 3 ] &&
		[ "$(grep '^legend' "$t/fixture.facts" | cut -f2 | tr '\n' ' ')" = "needed stale unknown " ] ||
		why="$why; the legend is not needed, stale, unknown"
	[ "$(grep '^legend' "$t/fixture.facts" | cut -f3 | sort -u | wc -l)" = 3 ] ||
		why="$why; two verdicts share a shape"
	[ "$(grep '^legend' "$t/fixture.facts" | cut -f4 | sort -u | wc -l)" = 3 ] ||
		why="$why; two verdicts share a colour"
	# the rows: families differ (b), versions differ (d), all agree (a), unknown (c)
	rows=$(grep '^row' "$t/fixture.facts" | cut -f2 | cut -c1-4 | tr '\n' ' ')
	[ "$rows" = "b.c: d.c: a.c: c.c: " ] || why="$why; rows in the order $rows, not b d a c"
	# every cell as the input says, with its shape
	grep '^row' "$t/fixture.facts" | grep -q 'no shape' && why="$why; a cell without its verdict's shape"
	printf '%s\n' "$(grep -v '^#' "$t/fixture.tsv" | grep . | cut -f1-3 | sort)" >"$t/fixture.want"
	grep '^cell' "$t/fixture.facts" | cut -f2-4 | sort >"$t/fixture.got"
	cmp -s "$t/fixture.want" "$t/fixture.got" || why="$why; the cells differ from the input (see $t/fixture.got)"
	# b: gcc stale, clang needed; d: gcc-12 stale, the rest needed
	pairs=$(grep '^pair' "$t/fixture.facts" | cut -f2- | tr '\t\n' ', ')
	[ "$pairs" = "gcc-12,gcc-16,1 gcc-12,clang-19,2 gcc-16,clang-19,1 " ] ||
		why="$why; two-compiler counts $pairs, not gcc-12/gcc-16 1, gcc-12/clang-19 2, gcc-16/clang-19 1"
	grep -q "^headline${tab}Two versions of one family differ on up to 1 of the 4 sites" "$t/fixture.facts" ||
		why="$why; no headline with the counts"
	# escaping: the text comes back as written, nothing of it is markup
	grep -q "^cell${tab}b.c:20 <y>&\"z\"${tab}clang-19${tab}needed${tab}b.c:20 <y>&\"z\", clang-19: needed | clang-19 (may): <script>alert(1)</script> & \"more\"\$" \
		"$t/fixture.facts" || why="$why; a site or note with <, & or \" does not come back"
	grep -q '<script' "$t/fixture.svg" && why="$why; <script in the SVG"
	# "review", issue 24's name of the verdict, is "needed" under its own word
	sed 's/\tneeded/\treview/' "$t/fixture.tsv" >"$t/review.tsv"
	"$python3" scripts/sites-svg.py -o "$t/review.svg" "$t/review.tsv" &&
		svg_facts "$t/review.svg" >"$t/review.facts" &&
		grep -q "^legend${tab}needed${tab}circle${tab}.*${tab}review: " "$t/review.facts" &&
		[ "$(grep -c "^cell${tab}.*${tab}needed${tab}" "$t/review.facts")" = 6 ] ||
		why="$why; \"review\" is not drawn as needed, with its own word"
	if [ -z "$why" ]; then
		pass "pictures: sites-svg: legend, shapes, colours, grouping, counts and escaping of a fixed input"
	else
		fail "pictures: sites-svg" "${why#; }"
	fi
else
	fail "pictures: sites-svg" "the writer failed on the fixed input: $(head -c 300 "$t/fixture.err")"
fi

# ---------------------------------------------------------------------------
# sites-svg-input: what is refused
# ---------------------------------------------------------------------------
bad=
refuse() {	# NAME TEXT-OF-THE-MESSAGE: the writer refuses $t/bad.tsv
	rm -f "$t/bad.svg"
	"$python3" scripts/sites-svg.py -o "$t/bad.svg" "$t/bad.tsv" >"$t/bad.out" 2>"$t/bad.err"
	st=$?
	if [ "$st" -ne 1 ] || [ -e "$t/bad.svg" ] || ! grep -q "$2" "$t/bad.err"; then
		bad="$bad; $1 (exit $st: $(head -c 200 "$t/bad.err"))"
	fi
}
grep -v '^d.c' "$t/fixture.tsv" | grep -v "^c.c:30 w${tab}gcc-16" >"$t/bad.tsv"
refuse "a missing verdict" 'c.c:30 w has no verdict from gcc-16'
{ cat "$t/fixture.tsv"; printf 'a.c:10 x\tgcc-16\tstale\n'; } >"$t/bad.tsv"
refuse "a second verdict" ':16: a second verdict of gcc-16 for a.c:10 x'
printf 'a.c:1 x\tgcc-12\tneeded\na.c:1 x\tgcc-16\tmaybe\n' >"$t/bad.tsv"
refuse "an unknown verdict word" ":2: verdict 'maybe' is none of"
printf 'a.c:1 x\tgcc-12\n' >"$t/bad.tsv"
refuse "a line of two fields" ':1: want SITE<TAB>COMPILER<TAB>VERDICT'
printf '# nothing\n\n' >"$t/bad.tsv"
refuse "an empty input" 'no verdict in the input'
if [ -z "$bad" ]; then
	pass "pictures: sites-svg-input: a missing or second verdict, a bad word, a short line, no input: refused"
else
	fail "pictures: sites-svg-input" "not refused as it should:${bad#;}"
fi

# ---------------------------------------------------------------------------
# sites-svg-docs: the committed pictures are what the writer makes of their data
# ---------------------------------------------------------------------------
md_table() {	# X.md: "SITE<TAB>COMPILER<TAB>VERDICT" of its "| site | ..." table
	awk -F'|' '
		function trim(s) { gsub(/^[ \t]+|[ \t]+$/, "", s); gsub(/`/, "", s); return s }
		/^\| *site *\|/ { n = NF; for (i = 3; i < NF; i++) cc[i] = trim($i); on = 1; next }
		on && /^\|---/ { next }
		on && /^\|/ { for (i = 3; i < n; i++) if (cc[i] ~ /^[a-z]+-[0-9]+$/) print trim($2) "\t" cc[i] "\t" trim($i); next }
		{ on = 0 }' "$1"
}
n_docs=0
for svg in docs/*.svg; do
	tsv=${svg%.svg}.tsv md=${svg%.svg}.md
	[ -f "$tsv" ] || continue
	n_docs=$((n_docs + 1))
	why=
	if ! "$python3" scripts/sites-svg.py -o "$t/${svg##*/}" "$tsv" 2>"$t/docs.err"; then
		why="the writer fails on $tsv: $(head -c 200 "$t/docs.err")"
	elif ! cmp -s "$svg" "$t/${svg##*/}"; then
		why="$svg is not what scripts/sites-svg.py makes of $tsv (now: $t/${svg##*/})"
	elif [ -f "$md" ]; then
		md_table "$md" | sort >"$t/${md##*/}.cells"
		grep -v '^#' "$tsv" | grep . | cut -f1-3 | sort >"$t/${tsv##*/}.cells"
		if [ ! -s "$t/${md##*/}.cells" ]; then
			why="$md has no per-site table (| site | compiler ... |)"
		elif ! diff "$t/${tsv##*/}.cells" "$t/${md##*/}.cells" >"$t/${md##*/}.diff"; then
			why="$md's table and $tsv differ: $(head -n 4 "$t/${md##*/}.diff" | tr '\n' ' ')"
		elif ! grep -q "](${svg##*/})" "$md"; then
			why="$md does not show ${svg##*/}"
		fi
	fi
	if [ -z "$why" ]; then
		pass "pictures: sites-svg-docs: $svg is the writer's picture of $tsv, the verdicts of ${md##*/}'s table, shown there"
	else
		fail "pictures: sites-svg-docs: $svg" "$why"
	fi
done
[ "$n_docs" -gt 0 ] || fail "pictures: sites-svg-docs" "no docs/X.svg with its docs/X.tsv"

# ---------------------------------------------------------------------------
# demo-html-escape: markup in the results, a source and a log stays text
# ---------------------------------------------------------------------------
h=$t/hostile
mkdir -p "$h"
cat >"$h/evil.c" <<'EOF'
/* </pre><script>alert(3)</script> & </code> */
static int f(void)
{
	int INIT_FOR_COMPILER(x); /* <img src=x onerror=alert(4)> */
	return x;
}
EOF
printf '<script>alert(5)</script> &amp; raw\n' >"$h/log.txt"
{
	echo '# examples/demo.sh results, format 1'
	printf 'tools\tgcc <b>12</b>\tclang "14"\tvalgrind & co\t-O2 </code><script>alert(6)</script>\n'
	printf 'example\tevil\t1\t1\tevil: <script>alert("title")</script> & more\n'
	printf 'source\tevil\t%s\n' "$h/evil.c"
	# shellcheck disable=SC2016 # the backquotes are the lesson's Markdown
	printf 'lesson\tevil\ta `<b>` lesson & </blockquote><img src=x onerror=alert(7)>\n'
	printf 'build\tevil\tbare\tbare <x>\tgcc\t0\t1\t0\tcorrect\tclean\tevil.c:3: <img src=x onerror=alert(2)> warning\t%s\n' "$h/log.txt"
	printf 'claim\tevil\tPASS\t<i>claim</i> & "quoted"\t\n'
	printf 'claim\tevil\tSKIP\tskipped <u>claim</u>\tclang not installed\n'
	printf 'verdict\tevil\t1\t0\t1\n'
	printf 'total\t1\t1\t0\t1\t0\n'
} >"$h/results.tsv"
if "$python3" examples/demo-html.py "$h/results.tsv" "$h/index.html" 2>"$h/err.txt"; then
	# the page's own markup has none of these elements; any is an escape failure
	if grep -Eiq '<(script|img|b|i|u)[ >]|</(pre|code|blockquote)><(script|img)' "$h/index.html"; then
		fail "pictures: demo-html-escape" "markup from the input became markup: $(grep -Eio '<(script|img|b|i|u)[ >][^<]{0,40}' "$h/index.html" | head -n 2 | tr '\n' ' ')"
	else
		pass "pictures: demo-html-escape: markup in results, source and log stays text (the page, before Chromium)"
	fi
else
	fail "pictures: demo-html-escape" "demo-html.py failed: $(head -c 200 "$h/err.txt")"
fi
# demo-html.py refuses a file of another format
printf 'not a results file\n' >"$h/other.tsv"
if "$python3" examples/demo-html.py "$h/other.tsv" "$h/other.html" 2>/dev/null || [ -e "$h/other.html" ]; then
	fail "pictures: demo-html: a file of another format is refused"
else
	pass "pictures: demo-html: a file of another format is refused"
fi

# ---------------------------------------------------------------------------
# chromium: every page rendered, its console, its requests, its DOM
# ---------------------------------------------------------------------------
if ! have "$CHROMIUM"; then
	skip "pictures: chromium" "$CHROMIUM not installed"
	exit $failed
fi
shots=$t/screenshots
mkdir -p "$shots"
uri() {	# FILE: its file:// URL
	"$python3" -c 'import pathlib, sys; print(pathlib.Path(sys.argv[1]).resolve().as_uri())' "$1"
}
# the control: an error in the console and a file that is not there
cat >"$t/control.html" <<'EOF'
<!DOCTYPE html><html><head><meta charset="utf-8"><title>control</title></head>
<body><p>control</p><img src="not-there.png" alt=""><script>console.error("control-error")</script></body></html>
EOF
story_js='[...document.querySelectorAll("section.story")].map(s => { const v = s.querySelector(".verdict"); const r = v ? v.getBoundingClientRect() : {width: 0, height: 0}; return ["story", s.dataset.example, r.width > 0 && r.height > 0 ? "visible" : "hidden", s.querySelectorAll("li.claim").length, v ? v.innerText.replace(/\s+/g, " ").trim() : ""].join("\t"); }).concat(["elements\t" + document.querySelectorAll("script, img, iframe, object, embed, link, svg").length, "clipped\t" + [...document.querySelectorAll("pre.code")].filter(p => p.scrollWidth > p.clientWidth + 1).length + "\t" + document.querySelectorAll("pre.code").length, "notrun\t" + [...new Set([...document.querySelectorAll("table.said td span")].filter(e => e.textContent === "not run").map(e => getComputedStyle(e).color))].join(",") + "\t" + getComputedStyle(document.querySelector("p.dim")).color], document.body.textContent.split("\n").map(l => "text\t" + l))'
svg_js='["needed", "stale", "unknown"].map(v => { const drawn = e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; }; const l = document.querySelector(".legend-item[data-verdict=\"" + v + "\"] .sym"); return ["verdict", v, l && drawn(l) ? "legend" : "no-legend", [...document.querySelectorAll(".cell[data-verdict=\"" + v + "\"] .sym")].filter(drawn).length].join("\t"); })'
: >"$t/pages.tsv"
page() { printf '%s\t%s\t%s\t%s\n' "$(uri "$1")" "$2" "$3" "$4" >>"$t/pages.tsv"; }
page "$t/control.html" "$t/control.png" 400 ''
if [ -f "$demo/index.html" ]; then
	page "$demo/index.html" "$shots/demo.png" 1400 "$story_js"
else
	fail "pictures: chromium: demo page" "$demo/index.html not there: make demo did not write it"
fi
page "$t/fixture.svg" "$shots/sites-svg-fixture.png" 200 "$svg_js"
page "$h/index.html" "$shots/demo-html-escape.png" 1000 "$story_js"
for svg in docs/*.svg; do
	n=${svg##*/}
	page "$svg" "$shots/${n%.svg}.png" 200 "$svg_js"
done
start=$(date +%s)
BROWSER_LOG=$t/chromium.log "$python3" tests/docs/browser.py --chromium "$CHROMIUM" --timeout 120 \
	"$t/pages.tsv" >"$t/browser.txt" 2>"$t/browser.err"
rc=$?
secs=$(( $(date +%s) - start ))
# one file per page, in the order of pages.tsv
awk -v d="$t" '/^page\t/ { n++ } n { print > (d "/page-" n ".txt") }' "$t/browser.txt"
if [ "$rc" -ne 0 ] || grep -q '^error' "$t/browser.txt"; then
	fail "pictures: chromium: tests/docs/browser.py" "exit $rc: $(grep '^error' "$t/browser.txt" | head -n 2 | tr '\n' ' ')$(head -c 300 "$t/browser.err")"
fi

i=0
while IFS="$tab" read -r url png _width expr; do
	i=$((i + 1))
	f=$t/page-$i.txt
	what=${png##*/}
	what=${what%.png}
	if [ ! -f "$f" ]; then
		fail "pictures: chromium: $what" "not checked (see $t/browser.txt)"
		continue
	fi
	why=
	shot=$(grep "^shot${tab}" "$f")
	if [ -z "$shot" ] || [ "$(head -c 8 "$png" 2>/dev/null | od -An -tx1 | tr -d ' \n')" != 89504e470d0a1a0a ]; then
		why="$why; no PNG screenshot"
	fi
	requests=$(grep "^request${tab}" "$f" | cut -f2 | sort -u)
	console=$(grep "^console${tab}" "$f" | cut -f2- | head -n 3 | tr '\t\n' ': ')
	if [ "$what" = control ]; then
		if grep -q "^console${tab}error${tab}control-error" "$f" &&
			grep -q "^console${tab}error${tab}.*not-there.png" "$f" &&
			printf '%s\n' "$requests" | grep -q 'not-there.png$'; then
			pass "pictures: chromium: the check sees a console error, a file not found and a request (control page)"
		else
			fail "pictures: chromium: the check sees a console error, a file not found and a request (control page)" \
				"got: $(cut -f1-3 "$f" | tr '\t\n' ': ')"
		fi
		continue
	fi
	[ "$requests" = "$url" ] || why="$why; requests beyond the page: $(printf '%s\n' "$requests" | grep -vxF "$url" | head -n 3 | tr '\n' ' ')"
	[ -z "$console" ] || why="$why; console: $console"
	case $expr in
	"$story_js")
		grep "^value${tab}story${tab}" "$f" | cut -f3- >"$f.stories"
		grep "^value${tab}text${tab}" "$f" | cut -f3- >"$f.text"
		results=${url#file://}
		results=${results%/index.html}/results.tsv
		[ "$(grep -c "^value${tab}elements${tab}0\$" "$f")" = 1 ] ||
			why="$why; a script, image, frame, link or svg element on the page"
		# each story of results.tsv: shown, its verdict visible with its counts, every claim listed
		stories=$(awk -F'\t' '$1 == "example" { printf "%s ", $2 }' "$results")
		[ "$(cut -f1 "$f.stories" | tr '\n' ' ')" = "$stories" ] ||
			why="$why; the stories on the page are $(cut -f1 "$f.stories" | tr '\n' ' '), not $stories"
		for ex in $stories; do
			# shellcheck disable=SC2046 # hold, fail, skip: three numbers
			set -- $(awk -F'\t' -v ex="$ex" '$1 == "verdict" && $2 == ex { print $3, $4, $5 }' "$results")
			nclaims=$(awk -F'\t' -v ex="$ex" '$1 == "claim" && $2 == ex' "$results" | wc -l)
			if [ "${2:-1}" = 0 ]; then
				want="$1 of $(($1 + $3)) statements of examples/$ex/README.md are true"
			else
				want="$2 of $(($1 + $2 + $3)) statements of examples/$ex/README.md are false"
			fi
			line=$(grep "^$ex${tab}" "$f.stories")
			case $line in
			"$ex${tab}visible${tab}$nclaims${tab}"*"$want"*) ;;
			*) why="$why; $ex: want a visible verdict \"$want\" and $nclaims claims, got \"$(printf '%s' "$line" | tr '\t' ' ')\"" ;;
			esac
			# every claim's text is on the page
			awk -F'\t' -v ex="$ex" '$1 == "claim" && $2 == ex { print $4 }' "$results" >"$f.claims"
			while IFS= read -r c; do
				grep -qF -- "$c" "$f.text" || why="$why; $ex: the claim \"$c\" is not on the page"
			done <"$f.claims"
		done
		# the code listings wrap their long lines: none is cut at the
		# page's width (1400 px, two columns); "not run" (an audit build)
		# is dim, as in the terminal, not red like a failure
		clipped=$(grep "^value${tab}clipped${tab}" "$f" | cut -f3-)
		[ "${clipped%%"$tab"*}" = 0 ] ||
			why="$why; ${clipped%%"$tab"*} of ${clipped#*"$tab"} code listings are wider than their column (a line cut off)"
		if [ "$what" = demo ]; then
			notrun=$(grep "^value${tab}notrun${tab}" "$f" | cut -f3-)
			[ -n "${notrun%%"$tab"*}" ] && [ "${notrun%%"$tab"*}" = "${notrun#*"$tab"}" ] ||
				why="$why; \"not run\" is drawn in ${notrun%%"$tab"*}, not in the dim colour ${notrun#*"$tab"}"
		fi
		if [ "$what" = demo-html-escape ]; then
			for s in '<script>alert("title")</script> & more' '<img src=x onerror=alert(2)> warning' \
				'<i>claim</i> & "quoted"' '</pre><script>alert(3)</script> & </code>' \
				'<script>alert(5)</script> &amp; raw' 'a <b> lesson & </blockquote><img src=x onerror=alert(7)>'; do
				grep -qF -- "$s" "$f.text" || why="$why; the text $s is not on the page as written"
			done
		fi
		;;
	"$svg_js")
		tsvf=${url#file://}
		tsvf=${tsvf%.svg}.tsv
		if [ -f "$tsvf" ]; then	# a picture of scripts/sites-svg.py, and its data
			for v in needed stale unknown; do
				n=$(grep -v '^#' "$tsvf" | cut -f3 | sed 's/^review$/needed/' | grep -cx "$v")
				grep -q "^value${tab}verdict${tab}$v${tab}legend${tab}$n\$" "$f" ||
					why="$why; $v: want its legend entry and $n cells drawn, got $(grep "^value${tab}verdict${tab}$v" "$f" | cut -f4- | tr '\t' ' ')"
			done
		fi
		;;
	esac
	# shellcheck disable=SC2086 # "shot PNG WIDTH HEIGHT"
	set -- $shot
	if [ -z "$why" ]; then
		pass "pictures: chromium: $what renders (${3:-?}x${4:-?} px, $png), no console message, no other request${expr:+, its DOM as expected}"
	else
		fail "pictures: chromium: $what" "${why#; }"
	fi
done <"$t/pages.tsv"
echo "pictures: chromium: $i pages in $secs s (one browser); screenshots in $shots"
exit $failed
