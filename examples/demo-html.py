#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# examples/demo-html.py - the demo's report as one self-contained HTML page.
#
# examples/demo.sh (make demo) runs it on the results file it writes
# (results.tsv; its records are described in demo.sh, "Results"): the page
# is made from the same data as the text report, not from the report's
# wording. For each example ("story"): its code (the function that holds
# the annotated declaration, the whole files folded), what each spelling and
# compiler said, what valgrind said, and the verdict on the claims of the
# example's README, side by side; the full compiler output, program output
# and valgrind errors folded under it.
#
# The page has inline CSS only: no script, no font, no image, no link to
# another file; it reads the same offline, printed or mailed. Every piece of
# text from the results, the sources and the logs is HTML-escaped.
#
# Usage: examples/demo-html.py RESULTS.tsv OUT.html
#   (file names in RESULTS.tsv are read relative to the current directory,
#   the top of the repository when demo.sh runs it)
# Exit status: 0, or 1 when RESULTS.tsv is not a results file of the format
# this script reads (the page is then not written).

import html
import os
import re
import sys
import xml.etree.ElementTree as ET
from collections import OrderedDict

FORMAT = "# examples/demo.sh results, format 1"

# fields of each record after the kind (demo.sh, "Results")
FIELDS = {
    "tools": ("gcc", "clang", "valgrind", "flags"),
    "example": ("ex", "n", "of", "title"),
    "source": ("ex", "file"),
    "lesson": ("ex", "line"),
    "build": ("ex", "spelling", "label", "cc", "built", "warn", "errs", "run", "vg", "first", "log"),
    "output": ("ex", "spelling", "cc", "file"),
    "memcheck": ("ex", "spelling", "cc", "file"),
    "objcode": ("ex", "cc", "macro", "zero", "self", "same"),
    "claim": ("ex", "status", "text", "reason"),
    "verdict": ("ex", "hold", "fail", "skip"),
    "missing": ("tools", "packages"),
    "total": ("examples", "hold", "fail", "skip", "seconds"),
}

SPELLING_NOTE = {
    "bare": "no initializer (Linux 5.9 and later)",
    "self": "the old GCC uninitialized_var()",
    "macro": "this library",
    "audit": "INIT_FOR_COMPILER_AUDIT=1: the compiler names the variables again",
}

CSS = """
:root { --ok: #1b6e3a; --bad: #b3261e; --warn: #8a5a00; --line: #d0d0d0; --dim: #5f5f5f; }
* { box-sizing: border-box; }
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1a1a1a;
       margin: 0 auto; padding: 1.2em 1.5em 3em; max-width: 1700px; background: #fff; }
h1 { font-size: 1.6em; margin: 0.2em 0; }
h2 { font-size: 1.25em; margin: 0 0 0.6em; }
h3 { font-size: 1em; margin: 1em 0 0.4em; color: #333; }
.tools, .dim { color: var(--dim); }
code, pre, .mono { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 13px; }
nav ol { columns: 2; padding-left: 1.4em; }
.legend { border-collapse: collapse; margin: 0.6em 0; }
.legend td { padding: 0.15em 0.8em 0.15em 0; vertical-align: top; }
section.story { border-top: 3px solid #333; margin-top: 2.2em; padding-top: 1em; }
.cols { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 1.5em; }
@media (max-width: 1000px) { .cols { grid-template-columns: minmax(0, 1fr); } }
pre.code { font-size: 12.5px; background: #f6f6f6; border: 1px solid var(--line); padding: 0.5em 0; overflow-x: auto;
           margin: 0.3em 0 0.8em; }
pre.code span.l { display: block; padding: 0 0.8em 0 0; white-space: pre; }
pre.code span.n { display: inline-block; width: 3.2em; padding-right: 0.8em; text-align: right;
                  color: #888; user-select: none; }
pre.code span.site { background: #fff0c2; border-left: 4px solid #c28a00; }
pre.code span.site span.n { color: #6b4d00; font-weight: bold; }
pre.code span.l:not(.site) { border-left: 4px solid transparent; }
details { margin: 0.3em 0; }
summary { cursor: pointer; color: #234; }
table.said { border-collapse: collapse; width: 100%; font-size: 14px; }
table.said th, table.said td { border-bottom: 1px solid var(--line); padding: 0.3em 0.45em;
                               text-align: left; vertical-align: top; }
table.said th { background: #f0f0f0; font-weight: 600; }
table.said td.num { text-align: right; }
table.said td.first { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12.5px;
                      overflow-wrap: anywhere; padding-left: 1.5em; color: #333; background: #fafafa; }
table.said tr.build:has(+ tr.said-first) td { border-bottom: none; }
table.said th .note { font-weight: normal; font-size: 12.5px; color: var(--dim); }
table.said th[scope=rowgroup] { width: 13em; }
table.said tbody.sp + tbody.sp tr:first-child td { border-top: 2px solid #999; }
.good { color: var(--ok); font-weight: 600; }
.bad { color: var(--bad); font-weight: 600; }
.warned { color: var(--warn); font-weight: 600; }
.verdict { font-size: 1.1em; padding: 0.5em 0.8em; margin: 0.8em 0 0.4em; border: 2px solid; }
.verdict.hold { border-color: var(--ok); background: #eef7f0; }
.verdict.fail { border-color: var(--bad); background: #fbeeed; }
ul.claims { list-style: none; padding-left: 0; margin: 0.3em 0; }
ul.claims li { padding: 0.15em 0 0.15em 1.7em; text-indent: -1.7em; }
ul.claims .mark { display: inline-block; width: 1.7em; text-indent: 0; font-weight: bold; }
li.PASS .mark { color: var(--ok); } li.FAIL .mark { color: var(--bad); } li.SKIP .mark { color: var(--dim); }
blockquote.lesson { margin: 0.8em 0; padding: 0.4em 0.9em; border-left: 4px solid #666;
                    background: #f7f7f7; }
blockquote.lesson p { margin: 0.2em 0; }
pre.log { background: #f6f6f6; border: 1px solid var(--line); padding: 0.5em; white-space: pre-wrap;
          overflow-wrap: anywhere; max-height: 30em; overflow-y: auto; }
footer { margin-top: 2.5em; border-top: 1px solid var(--line); padding-top: 0.8em; }
@media print { details { display: block; } pre.log { max-height: none; } }
"""


class FormatError(Exception):
    pass


def e(text):
    return html.escape(str(text), quote=True)


def inline_code(text):
    """Escaped text, with `x` spans as <code>."""
    return re.sub(r"`([^`]+)`", r"<code>\1</code>", e(text))


def read_results(path):
    with open(path, encoding="utf-8", errors="replace", newline="") as f:
        lines = f.read().split("\n")
    if not lines or lines[0] != FORMAT:
        raise FormatError("%s: the first line is not %r" % (path, FORMAT))
    recs = []
    for n, line in enumerate(lines[1:], 2):
        if not line:
            continue
        f = line.split("\t")
        kind = f[0]
        if kind not in FIELDS:
            raise FormatError("%s:%d: unknown record %r" % (path, n, kind))
        want = FIELDS[kind]
        if len(f) - 1 != len(want):
            raise FormatError("%s:%d: a %s record has %d fields, not %d"
                              % (path, n, kind, len(f) - 1, len(want)))
        recs.append((kind, dict(zip(want, f[1:]))))
    return recs


def read_text(path, limit=200000):
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read(limit)
    except OSError as err:
        return "(cannot read %s: %s)" % (path, err.strerror)


SITE = re.compile(r"^\s+[^\s/*#].*\b(INIT_FOR_COMPILER|uninitialized_var)\(")


def site_lines(lines):
    return [i for i, ln in enumerate(lines) if SITE.match(ln)]


def function_around(lines, i):
    """(first, last) line index of the function that holds line i: from the
    head of the definition (the lines above its opening brace, up to a blank
    line or the end of a comment) to its closing brace; None when the file is
    not laid out that way."""
    top = i
    while top >= 0 and lines[top] != "{":
        if lines[top].startswith("}"):
            return None
        top -= 1
    if top < 0:
        return None
    head = top
    while head > 0 and lines[head - 1].strip() and not lines[head - 1].rstrip().endswith("*/") \
            and not lines[head - 1].startswith(("}", "#")):
        head -= 1
    end = i
    while end < len(lines) and lines[end] != "}":
        end += 1
    if end == len(lines):
        return None
    return head, end


def code_block(lines, first, last, sites):
    out = ['<pre class="code">']
    for k in range(first, last + 1):
        cls = "l site" if k in sites else "l"
        out.append('<span class="%s"><span class="n">%d</span>%s</span>'
                   % (cls, k + 1, e(lines[k].expandtabs(8))))
    out.append("</pre>")
    return "".join(out)


def local_headers(path, text):
    """The headers of the example's own directory that the file includes."""
    d = os.path.dirname(path)
    out = []
    for m in re.finditer(r'^\s*#\s*include\s+"([^"/]+)"', text, re.M):
        h = os.path.join(d, m.group(1))
        if os.path.isfile(h):
            out.append(h)
    return out


def code_pane(files):
    parts = []
    shown = []
    for path in files:
        if path in shown:
            continue
        shown.append(path)
        text = read_text(path)
        lines = text.split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        sites = set(site_lines(lines))
        excerpts = []
        for i in sorted(sites):
            fn = function_around(lines, i) or (max(0, i - 8), min(len(lines) - 1, i + 12))
            if excerpts and fn[0] <= excerpts[-1][1]:
                excerpts[-1] = (excerpts[-1][0], max(fn[1], excerpts[-1][1]))
            else:
                excerpts.append(fn)
        if excerpts:
            parts.append('<h3><code>%s</code>: the annotated declaration%s</h3>'
                         % (e(path), "s" if len(sites) > 1 else ""))
            for a, b in excerpts:
                parts.append(code_block(lines, a, b, sites))
        parts.append('<details><summary>the whole of <code>%s</code> (%d lines)</summary>%s</details>'
                     % (e(path), len(lines), code_block(lines, 0, len(lines) - 1, sites)))
        for h in local_headers(path, text):
            if h not in files and h not in shown:
                files.append(h)
    return "\n".join(parts)


def run_cell(run):
    if run == "correct":
        return '<span class="good">%s</span>' % e(run)
    if run == "no build":
        return '<span class="warned">%s</span>' % e(run)
    return '<span class="bad">%s</span>' % e(run)


def vg_cell(vg):
    if vg == "clean":
        return '<span class="good">clean</span>'
    if "error" in vg:
        return '<span class="bad">%s</span>' % e(vg)
    if vg == "-":
        return '<span class="dim">not run</span>'
    return '<span class="dim">%s</span>' % e(vg)


def said_table(builds):
    """One row per build (compiler, warnings, run, valgrind), and under it,
    across the row, the first warning or error the compiler printed."""
    out = ['<table class="said"><thead><tr><th>spelling</th><th>compiler</th>'
           '<th>warnings</th><th>run</th><th>valgrind</th></tr></thead>']
    by_sp = OrderedDict()
    for b in builds:
        by_sp.setdefault(b["spelling"], []).append(b)
    for sp, rows in by_sp.items():
        out.append('<tbody class="sp">')
        span = sum(2 if b["first"] else 1 for b in rows)
        for k, b in enumerate(rows):
            out.append('<tr class="build" data-spelling="%s" data-compiler="%s">' % (e(sp), e(b["cc"])))
            if k == 0:
                out.append('<th rowspan="%d" scope="rowgroup">%s<div class="note">%s</div></th>'
                           % (span, e(b["label"]), e(SPELLING_NOTE.get(sp, ""))))
            warn = b["warn"]
            if b["errs"] not in ("", "0"):
                warn += " + %s error%s" % (b["errs"], "" if b["errs"] == "1" else "s")
            cls = "num warned" if warn != "0" else "num"
            out.append('<td>%s</td><td class="%s">%s</td><td>%s</td><td>%s</td>'
                       % (e(b["cc"]), cls, e(warn), run_cell(b["run"]), vg_cell(b["vg"])))
            out.append("</tr>")
            if b["first"]:
                out.append('<tr class="said-first"><td colspan="4" class="first">%s</td></tr>'
                           % e(b["first"]))
        out.append("</tbody>")
    out.append("</table>")
    return "\n".join(out)


def memcheck_text(path):
    """valgrind's errors, one paragraph each: what, then the first frames."""
    try:
        root = ET.parse(path).getroot()
    except (ET.ParseError, OSError) as err:
        return "(cannot read %s: %s)" % (path, err)
    out = []
    for err in root.findall("error"):
        what = err.findtext("what") or err.findtext("xwhat/text") or err.findtext("kind") or "?"
        lines = [what]
        for frame in err.findall("stack/frame")[:4]:
            fn = frame.findtext("fn") or frame.findtext("ip") or "?"
            where = frame.findtext("file")
            if where:
                where += ":" + (frame.findtext("line") or "?")
            lines.append("   at %s%s" % (fn, " (%s)" % where if where else ""))
        out.append("\n".join(lines))
    return "\n\n".join(out) if out else "no error"


def story(ex, recs, n, of, title):
    builds = [r for k, r in recs if k == "build"]
    claims = [r for k, r in recs if k == "claim"]
    verdicts = [r for k, r in recs if k == "verdict"]
    sources = [r["file"] for k, r in recs if k == "source"]
    lesson = [r["line"] for k, r in recs if k == "lesson"]
    objcode = [r for k, r in recs if k == "objcode"]
    outputs = {(r["spelling"], r["cc"]): r["file"] for k, r in recs if k == "output"}
    memchecks = {(r["spelling"], r["cc"]): r["file"] for k, r in recs if k == "memcheck"}
    v = verdicts[-1] if verdicts else {"hold": "0", "fail": "0", "skip": "0"}
    hold, fail, skip = int(v["hold"]), int(v["fail"]), int(v["skip"])
    ok = fail == 0
    if ok:
        vtext = "%d of %d claims hold" % (hold, hold + skip)
    else:
        vtext = "%d of %d claims do not hold" % (fail, hold + fail + skip)
    if skip:
        vtext += ", %d not checked (tool not installed)" % skip

    out = ['<section class="story" id="story-%s" data-example="%s" data-verdict="%s">'
           % (e(ex), e(ex), "hold" if ok else "fail")]
    out.append("<h2>%s/%s %s</h2>" % (e(n), e(of), e(title)))
    out.append('<div class="cols">')
    out.append('<div class="code-pane">')
    out.append(code_pane(list(sources)))
    out.append("</div>")
    out.append('<div class="said-pane">')
    out.append("<h3>What each spelling and compiler said, how the program ran, what valgrind said</h3>")
    out.append('<p class="dim">Under each build, the first warning (or error) the compiler printed.</p>')
    out.append(said_table(builds))
    for o in objcode:
        out.append('<p>Object code, %s -O2, <code>.text</code> of the object: INIT_FOR_COMPILER %s bytes, '
                   '<code>len = 0</code> %s bytes: <span class="%s">%s</span>; <code>len = len</code> %s bytes.</p>'
                   % (e(o["cc"]), e(o["macro"]), e(o["zero"]),
                      "good" if o["same"] == "identical" else "bad", e(o["same"]), e(o["self"])))
    out.append('<h3>Verdict</h3>')
    out.append('<p class="verdict %s">%s <span class="verdict-text">%s</span></p>'
               % ("hold" if ok else "fail", "&#10004;" if ok else "&#10008;", e(vtext)))
    out.append('<ul class="claims">')
    for c in claims:
        mark, word = {"PASS": ("&#10004;", "holds"), "FAIL": ("&#10008;", "does not hold"),
                      "SKIP": ("&ndash;", "not checked")}.get(c["status"], ("?", c["status"]))
        why = " (%s)" % c["reason"] if c["reason"] else ""
        out.append('<li class="claim %s"><span class="mark" aria-hidden="true">%s</span>%s: '
                   '<span class="status">%s</span>%s</li>'
                   % (e(c["status"]), mark, e(c["text"]), e(word), e(why)))
    out.append("</ul>")
    if lesson:
        paras, cur = [], []
        for ln in lesson + [""]:
            if ln.strip():
                cur.append(ln)
            elif cur:
                paras.append(" ".join(cur))
                cur = []
        out.append('<blockquote class="lesson">%s</blockquote>'
                   % "".join("<p>%s</p>" % inline_code(p) for p in paras))
    out.append("</div></div>")
    # everything each build said, folded
    out.append("<details><summary>The full compiler output, program output and valgrind errors "
               "of each build</summary>")
    for b in builds:
        key = (b["spelling"], b["cc"])
        out.append("<h3>%s, %s</h3>" % (e(b["label"]), e(b["cc"])))
        log = read_text(b["log"]).strip()
        out.append('<p class="dim">compiler output (exit status %s):</p><pre class="log">%s</pre>'
                   % (e(b["built"]), e(log) if log else "(nothing)"))
        if key in outputs:
            text = read_text(outputs[key]).strip()
            out.append('<p class="dim">program output (%s):</p><pre class="log">%s</pre>'
                       % (e(b["run"]), e(text) if text else "(nothing)"))
        if key in memchecks:
            out.append('<p class="dim">valgrind memcheck:</p><pre class="log">%s</pre>'
                       % e(memcheck_text(memchecks[key])))
    out.append("</details>")
    out.append("</section>")
    return "\n".join(out)


def page(recs):
    tools = next((r for k, r in recs if k == "tools"), None)
    total = next((r for k, r in recs if k == "total"), None)
    missing = next((r for k, r in recs if k == "missing"), None)
    examples = [r for k, r in recs if k == "example"]
    out = ["<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           # nothing may load: no script, no other file, no network
           '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; '
           'style-src \'unsafe-inline\'">',
           "<title>init-for-compiler demo: %d example%s</title>" % (len(examples), "" if len(examples) == 1 else "s"),
           "<style>%s</style>" % CSS, "</head>", "<body>"]
    out.append("<header><h1>init-for-compiler demo</h1>")
    out.append("<p>One declaration the compiler cannot judge alone, in each example, written four ways. "
               "Each build was compiled, run, and (gcc builds) run under valgrind; then each claim of "
               "the example's README was checked against what happened.</p>")
    if tools:
        out.append('<p class="tools">%s; %s; %s; flags: <code>%s</code></p>'
                   % (e(tools["gcc"]), e(tools["clang"]), e(tools["valgrind"]), e(tools["flags"])))
    out.append('<table class="legend">')
    for label, what in (("bare x", SPELLING_NOTE["bare"]), ("x = x", SPELLING_NOTE["self"]),
                        ("INIT_FOR_COMPILER", SPELLING_NOTE["macro"] + " (uninitialized_var() through "
                         "the compat shim)"),
                        ("audit", SPELLING_NOTE["audit"] + "; built with the warning switched off "
                         "on the command line, as kbuild does")):
        out.append("<tr><td><code>%s</code></td><td>%s</td></tr>" % (e(label), e(what)))
    out.append("</table>")
    out.append("<p class=\"dim\">run: <em>correct</em> means the program checked its own result "
               "(audit builds are for reading warnings, not for running); valgrind: memcheck "
               "errors, gcc builds only by default.</p>")
    out.append("<nav><ol>")
    for x in examples:
        out.append('<li><a href="#story-%s">%s</a></li>' % (e(x["ex"]), e(x["title"])))
    out.append("</ol></nav></header>")
    for x in examples:
        mine = [(k, r) for k, r in recs if r.get("ex") == x["ex"]]
        out.append(story(x["ex"], mine, x["n"], x["of"], x["title"]))
    out.append("<footer>")
    if total:
        out.append('<p class="total">%s example(s): %s claims hold, %s do not, %s not checked; %s s.</p>'
                   % (e(total["examples"]), e(total["hold"]), e(total["fail"]), e(total["skip"]),
                      e(total["seconds"])))
    if missing:
        out.append("<p>%s not installed: to check every claim, <code>apt-get install %s</code> "
                   "(or <code>make deps</code>).</p>" % (e(missing["tools"]), e(missing["packages"])))
    out.append('<p class="dim">Written by <code>make demo</code> (examples/demo.sh, '
               'examples/demo-html.py) from results.tsv in the same directory.</p>')
    out.append("</footer></body></html>")
    return "\n".join(out) + "\n"


def main(argv):
    if len(argv) != 2:
        print("usage: demo-html.py RESULTS.tsv OUT.html", file=sys.stderr)
        return 2
    try:
        recs = read_results(argv[0])
    except (FormatError, OSError) as err:
        print("demo-html: %s" % err, file=sys.stderr)
        return 1
    text = page(recs)
    tmp = argv[1] + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, argv[1])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
