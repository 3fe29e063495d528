#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# examples/demo-html.py - the demo's report as one self-contained HTML page.
#
# examples/demo.sh (make demo) runs it on the results file it writes
# (results.tsv; its records are described in demo.sh, "Results"): the page
# is made from the same data as the text report, not from the report's
# wording. For each example ("story"): its code (the functions that hold
# the annotated declaration and the lines the first warnings name, those
# lines marked with who named them; the whole files folded; long lines
# wrap), what each spelling and compiler said, what valgrind said, and the
# example's README checked against the run (its claims, called statements
# on the page: "12 of 12 statements ... are true"), side by side; the full
# compiler output, program output and valgrind errors folded under it.
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
pre.code { font-size: 12.5px; background: #f6f6f6; border: 1px solid var(--line); padding: 0.5em 0;
           margin: 0.3em 0 0.8em; }
/* a line too long for its column wraps under itself, after the number:
   nothing of it (its comment) is cut off, on screen or on paper */
pre.code span.l { display: grid; grid-template-columns: 4em minmax(0, 1fr); }
pre.code span.n { padding-right: 0.8em; text-align: right; color: #888; user-select: none; }
pre.code span.t { white-space: pre-wrap; overflow-wrap: anywhere; padding-right: 0.8em; }
pre.code span.site { background: #fff0c2; border-left: 4px solid #c28a00; }
pre.code span.site span.n { color: #6b4d00; font-weight: bold; }
pre.code span.l:not(.site):not(.named) { border-left: 4px solid transparent; }
pre.code span.named { background: #fdecea; border-left: 4px solid var(--bad); }
pre.code span.named span.n { color: var(--bad); font-weight: bold; }
pre.code span.why { font-family: system-ui, sans-serif; font-size: 12px; color: var(--bad); font-weight: 600; }
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


def code_block(lines, first, last, sites, named=None):
    """Lines first..last, numbered; the annotated sites marked, and the lines
    a compiler or valgrind named (named: {index: [why, ...]}) marked with
    why, at the end of the line."""
    named = named or {}
    out = ['<pre class="code">']
    for k in range(first, last + 1):
        cls = "l site" if k in sites else "l named" if k in named else "l"
        why = ""
        if k in named:
            why = ' <span class="why">&#9664; %s</span>' % e("; ".join(named[k]))
        out.append('<span class="%s"><span class="n">%d</span><span class="t">%s%s</span></span>'
                   % (cls, k + 1, e(lines[k].expandtabs(8)), why))
    out.append("</pre>")
    return "".join(out)


def excerpts_of(lines, wanted):
    """The functions that hold the wanted lines (or a few lines around one
    that is in no function), in order, overlapping ones merged."""
    spans = []
    for i in sorted(wanted):
        spans.append(function_around(lines, i) or (max(0, i - 8), min(len(lines) - 1, i + 12)))
    spans.sort()
    out = []
    for a, b in spans:
        if out and a <= out[-1][1] + 1:
            out[-1] = (out[-1][0], max(b, out[-1][1]))
        else:
            out.append((a, b))
    return out


def local_headers(path, text):
    """The headers of the example's own directory that the file includes."""
    d = os.path.dirname(path)
    out = []
    for m in re.finditer(r'^\s*#\s*include\s+"([^"/]+)"', text, re.M):
        h = os.path.join(d, m.group(1))
        if os.path.isfile(h):
            out.append(h)
    return out


def code_pane(files, named):
    """Each file: the functions that hold its annotated declarations and the
    lines the compilers and valgrind named (named: {basename: {line number:
    [why, ...]}}), then the whole file folded."""
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
        marks = {n - 1: why for n, why in named.get(os.path.basename(path), {}).items()
                 if 0 < n <= len(lines)}
        excerpts = excerpts_of(lines, sites | set(marks))
        if excerpts:
            parts.append('<h3><code>%s</code>: the annotated declaration%s%s</h3>'
                         % (e(path), "s" if len(sites) > 1 else "",
                            ", and the lines the warnings name" if marks else ""))
            for a, b in excerpts:
                parts.append(code_block(lines, a, b, sites, marks))
        parts.append('<details><summary>the whole of <code>%s</code> (%d lines)</summary>%s</details>'
                     % (e(path), len(lines), code_block(lines, 0, len(lines) - 1, sites, marks)))
        for h in local_headers(path, text):
            if h not in files and h not in shown:
                files.append(h)
    return "\n".join(parts)


# "xattr.c:53 (in list_add, inlined from xattr.c:140): text": a build's
# first warning as demo.sh writes it
FIRST = re.compile(r"^([\w.+-]+):(\d+)(?: \(in ([\w.]+), inlined from ([^)]*)\))?: ")


def named_lines(builds):
    """{basename: {line: [why, ...]}}: the line each build's first warning
    names, and the lines gcc says that warning's function was inlined from."""
    named = OrderedDict()

    def add(f, n, why):
        whys = named.setdefault(f, OrderedDict()).setdefault(int(n), [])
        if why not in whys:
            whys.append(why)
    warned = OrderedDict()
    for b in builds:
        m = FIRST.match(b["first"])
        if not m or b["built"] != "0":
            continue
        f, n, fn, chain = m.groups()
        warned.setdefault((f, n, fn, chain), OrderedDict()).setdefault(b["cc"], []).append(b["label"])
    for (f, n, fn, chain), who in warned.items():
        add(f, n, "; ".join("%s's first warning (%s)" % (cc, ", ".join(labels))
                            for cc, labels in who.items()))
        for at in (chain or "").split(", "):
            if ":" in at:
                af, an = at.rsplit(":", 1)
                add(af, an, "%s() inlined here: that warning, line %s" % (fn, n))
    return named


def run_cell(run):
    """The run column in the terminal's colours: correct green, no build
    amber, not run (an audit build) dim, any other outcome red."""
    if run == "correct":
        return '<span class="good">%s</span>' % e(run)
    if run == "no build":
        return '<span class="warned">%s</span>' % e(run)
    if run == "not run":
        return '<span class="dim">%s</span>' % e(run)
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
    readme = "examples/%s/README.md" % ex
    if ok:
        vtext = "%d of %d statements of %s are true" % (hold, hold + skip, readme)
    else:
        vtext = "%d of %d statements of %s are false" % (fail, hold + fail + skip, readme)
    if skip:
        vtext += ", %d not checked (each says why)" % skip

    out = ['<section class="story" id="story-%s" data-example="%s" data-verdict="%s">'
           % (e(ex), e(ex), "hold" if ok else "fail")]
    out.append("<h2>%s/%s %s</h2>" % (e(n), e(of), e(title)))
    out.append('<div class="cols">')
    out.append('<div class="code-pane">')
    out.append(code_pane(list(sources), named_lines(builds)))
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
    out.append('<h3>What its README says, checked against this run</h3>')
    out.append('<p class="verdict %s">%s <span class="verdict-text">%s</span></p>'
               % ("hold" if ok else "fail", "&#10004;" if ok else "&#10008;", e(vtext)))
    out.append('<ul class="claims">')
    for c in claims:
        mark, word = {"PASS": ("&#10004;", "true"), "FAIL": ("&#10008;", "false"),
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
               "Each build was compiled, run, and (gcc builds) run under valgrind. Each example's "
               "README says what you will see here; every one of those statements was then checked "
               "against what happened.</p>")
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
        out.append('<p class="total">%s example(s); of the statements of their READMEs, %s true, '
                   '%s false, %s not checked; %s s.</p>'
                   % (e(total["examples"]), e(total["hold"]), e(total["fail"]), e(total["skip"]),
                      e(total["seconds"])))
    if missing:
        out.append("<p>%s not installed: to check every statement, <code>apt-get install %s</code> "
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
