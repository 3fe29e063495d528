#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR GPL-2.0-only
"""scripts/ledger.py - the results ledger: every measured figure the documents
show, in one file (docs/ledger.tsv), and the documents rendered from it.

The ledger holds one figure per line, with where it comes from:

    KEY <TAB> VALUE <TAB> WHEN <TAB> HOW

KEY is dotted lower case (matrix.cells, check.fresh.passed); VALUE is the
text a document shows (4.96, 93.6%, 3,290,293); WHEN says when and at which
commit it was measured; HOW is the command that measures it again.

A document shows a figure between inline markers, which render rewrites
from the ledger:

    <!--L:matrix.cells-->735<!--/L--> cells

and KEY@when or KEY@how shows when, or by which command, it was measured.

Who writes the ledger: the measuring commands, through tests/lib/result.sh's
figure(), which appends "KEY<TAB>VALUE" lines to $RESULTS_DIR/figures.tsv;
then `record` copies them into docs/ledger.tsv with WHEN and HOW, and
re-renders. make matrix, make bench and make coverage record their own
figures; make check only writes build/results/figures.tsv (a check on a
loaded machine must not replace the figures of a fresh one): `make record`
records the last check's, scripts/fresh-debian.sh a fresh machine's. A
figure measured by hand is entered with `set` and the command that measured
it. Re-rendering never reruns a measurement.

A report that a make target writes whole (make bench's sections of
docs/performance.md, make matrix's docs/compat-matrix.md, make case-study's
docs/case-study-linux.md) sits between <!-- BEGIN make TARGET --> and
<!-- END make TARGET -->: its tables are the home of their own figures, and
its headline figures, the ones other documents quote, are ledger markers.

Commands (from the top of the tree):
    ledger.py record FIGURES.tsv --how CMD [--prefix P] [--when TEXT]
                                        copy figures into the ledger (they
                                        replace every figure of the same
                                        HOW), then render
    ledger.py set KEY VALUE --how CMD [--when TEXT]
    ledger.py get KEY
    ledger.py render [--check] [FILE...]  rewrite (or only compare) markers
    ledger.py lint [FILE...]            hand-typed figures outside markers
    ledger.py keys FILE                 the keys a document shows
Default FILEs: README.md, docs/*.md, examples/README.md, examples/*/README.md
(lint also reads the comments of include/ and compat/ headers).
Exit status: 0; 1 when check or lint found something; 2 on a usage error.
"""
import glob
import os
import re
import subprocess
import sys
import time

LEDGER = os.environ.get("LEDGER", "docs/ledger.tsv")
MARK = re.compile(r"<!--L:([a-z0-9_.+-]+(?:@when|@how)?)-->(.*?)<!--/L-->", re.S)
KEY = re.compile(r"^[a-z0-9_.+-]+$")

# A figure: a number followed by a unit of measure or by a counted thing
# (the words a measurement report uses). Version numbers, line numbers,
# flags, dates and hashes have no such word after them.
UNITS = (r"%|percent|ms|µs|s|sec|min|mins|minutes?|seconds?|hours?|times|x|×"
         r"|B|bytes?|kB|KB|MB|GB|KiB|MiB|GiB"
         r"|passed|failed|skipped|skips?|results?|checks?|cells?|sites?|tests?"
         r"|files?|functions?|lines?|warnings?|errors?|shapes?|claims?|holds?"
         r"|not checked|inputs?|units?|commits?|runs?|rounds?|entries|entry"
         r"|annotations?|calls?|verdicts?|rows?|objects?|modules?|boots?|zeros?"
         r"|declarations?|uses?|instructions?|needed|stale|unknown|definite"
         r"|converted|left alone|hits?|misses|matches|crashes|executions?")
FIGURE = re.compile(
    r"(?<![\w.\-+/#@=:])(\d+(?:[.,]\d+)*)((?:\s+of\s+\d+(?:[.,]\d+)*)?)\s*(" + UNITS + r")(?![\w])",
    re.I)
# units that are case-sensitive (B is a byte, b is not)
CASED = {"B", "kB", "KB", "MB", "GB", "KiB", "MiB", "GiB", "s", "x", "ms"}


def die(msg, code=2):
    sys.stderr.write("ledger.py: %s\n" % msg)
    sys.exit(code)


def read_ledger(path=LEDGER):
    """{key: [value, when, how]} and the comment lines at the top"""
    entries, head = {}, []
    if not os.path.exists(path):
        return entries, head
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if line.startswith("#") or not line.strip():
                if not entries:
                    head.append(line)
                continue
            parts = line.split("\t")
            if len(parts) != 4 or not KEY.match(parts[0]):
                die("%s:%d: not KEY<TAB>VALUE<TAB>WHEN<TAB>HOW: %s" % (path, n, line))
            if parts[0] in entries:
                die("%s:%d: %s twice" % (path, n, parts[0]))
            entries[parts[0]] = parts[1:]
    return entries, head


def write_ledger(entries, head, path=LEDGER):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        for line in head:
            f.write(line + "\n")
        for k in sorted(entries):
            f.write("\t".join([k] + entries[k]) + "\n")
    os.replace(tmp, path)


def now_when():
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                                text=True, check=True).stdout.strip()
        # a tree that differs from its commit only in docs/ (what the
        # measuring command itself writes) is still that commit
        dirty = [l for l in subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"],
                                           capture_output=True, text=True).stdout.splitlines()
                 if not l[3:].startswith("docs/")]
        if dirty:
            commit += "+"
    except (OSError, subprocess.CalledProcessError):
        commit = "?"
    return time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()) + ", " + commit


def default_docs():
    files = ["README.md"] + sorted(glob.glob("docs/*.md")) + ["examples/README.md"] + \
        sorted(glob.glob("examples/*/README.md"))
    return [f for f in files if os.path.exists(f)]


def default_headers():
    return sorted(glob.glob("include/*.h") + glob.glob("include/*/*.h") + glob.glob("compat/*.h"))


# ---------------------------------------------------------------- render

def render_text(text, entries, path, problems):
    def sub(m):
        key, old = m.group(1), m.group(2)
        base, _, field = key.partition("@")
        if base not in entries:
            problems.append("%s:%d: %s is not in %s" % (path, text.count("\n", 0, m.start()) + 1,
                                                      base, LEDGER))
            return m.group(0)
        return "<!--L:%s-->%s<!--/L-->" % (key, entries[base][{"": 0, "when": 1, "how": 2}[field]])
    return MARK.sub(sub, text)


def cmd_render(args):
    check = "--check" in args
    files = [a for a in args if a != "--check"] or default_docs()
    entries, _ = read_ledger()
    problems, changed = [], []
    for path in files:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        new = render_text(text, entries, path, problems)
        if new != text:
            if check:
                for m_old, m_new in zip(MARK.finditer(text), MARK.finditer(new)):
                    if m_old.group(2) != m_new.group(2):
                        problems.append("%s:%d: %s shows '%s', the ledger says '%s'" % (
                            path, text.count("\n", 0, m_old.start()) + 1, m_old.group(1),
                            m_old.group(2), m_new.group(2)))
            else:
                with open(path + ".tmp", "w", encoding="utf-8") as f:
                    f.write(new)
                os.replace(path + ".tmp", path)
                changed.append(path)
    for p in problems:
        print(p)
    if not check:
        for c in changed:
            print("ledger: rendered %s" % c)
    return 1 if problems else 0


# ---------------------------------------------------------------- record, set

def cmd_record(args):
    if not args:
        die("usage: record FIGURES.tsv --how CMD [--prefix P] [--when TEXT]")
    src, opts = args[0], parse_opts(args[1:], ("--how", "--prefix", "--when"))
    if "--how" not in opts:
        die("record: --how CMD is required (the command that measures it again)")
    entries, head = read_ledger()
    when = opts.get("--when") or now_when()
    new = {}
    with open(src, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line:
                continue
            parts = line.split("\t")
            if len(parts) != 2 or not KEY.match(parts[0]) or "\t" in parts[1]:
                die("%s:%d: not KEY<TAB>VALUE: %s" % (src, n, line))
            new[opts.get("--prefix", "") + parts[0]] = parts[1]
    if not new:
        die("%s: no figure in it" % src)
    # what the same command measured before is replaced as a whole: a
    # figure it no longer gives does not linger
    for k in [k for k in entries if entries[k][2] == opts["--how"]]:
        del entries[k]
    for k, v in new.items():
        entries[k] = [v, when, opts["--how"]]
    write_ledger(entries, head)
    print("ledger: %d figures from %s into %s" % (len(new), src, LEDGER))
    # the record is done; a document that shows a figure no command has
    # recorded yet is reported (make check-docs fails on it), not this
    cmd_render([])
    return 0


def cmd_set(args):
    if len(args) < 2:
        die("usage: set KEY VALUE --how CMD [--when TEXT]")
    key, value, opts = args[0], args[1], parse_opts(args[2:], ("--how", "--when"))
    if not KEY.match(key) or "\t" in value or "\n" in value:
        die("set: bad key or value")
    if "--how" not in opts:
        die("set: --how CMD is required (the command that measures it again)")
    entries, head = read_ledger()
    entries[key] = [value, opts.get("--when") or now_when(), opts["--how"]]
    write_ledger(entries, head)
    return cmd_render([])


def parse_opts(args, known):
    opts, i = {}, 0
    while i < len(args):
        if args[i] not in known or i + 1 >= len(args):
            die("unknown option or missing value: %s" % args[i])
        opts[args[i]] = args[i + 1]
        i += 2
    return opts


# ---------------------------------------------------------------- lint

def prose_of_markdown(text):
    """the text a reader reads as prose and tables, with everything else
    blanked out (kept as spaces and newlines, so offsets keep their lines):
    generated regions, fenced and indented code, HTML comments, ledger
    markers, code spans, link targets and URLs"""
    lines = text.split("\n")
    out = []
    region = None
    fence = None
    prev_blank = True
    list_indent = None   # content column of the list item we are in
    in_code = False
    for line in lines:
        blank = not line.strip()
        m = re.match(r"\s*<!-- BEGIN (.+?) -->\s*$", line)
        if region is None and m:
            region = m.group(1)
            out.append("")
            continue
        if region is not None:
            if re.match(r"\s*<!-- END %s -->\s*$" % re.escape(region), line):
                region = None
            out.append("")
            continue
        if fence is not None:
            if re.match(r"\s*" + re.escape(fence) + r"\s*$", line):
                fence = None
            out.append("")
            continue
        m = re.match(r"\s*(```+|~~~+)", line)
        if m:
            fence = m.group(1)
            out.append("")
            continue
        indent = len(line) - len(line.lstrip(" \t").replace("\t", "    ")) if not blank else 0
        if not blank:
            lm = re.match(r"(\s*)([-*+]|\d+[.)])\s+", line)
            if lm and not in_code:
                list_indent = len(lm.group(0))
            elif prev_blank and indent == 0:
                list_indent = None
        base = list_indent if list_indent is not None else 0
        if not blank and indent >= base + 4 and (prev_blank or in_code):
            in_code = True
            out.append("")
            prev_blank = False
            continue
        if not blank:
            in_code = False
        out.append(line)
        prev_blank = blank
    s = "\n".join(out)
    blank = lambda m: re.sub(r"[^\n]", " ", m.group(0))
    s = MARK.sub(lambda m: " " * len(m.group(0)), s)
    s = re.sub(r"<!--.*?-->", blank, s, flags=re.S)
    s = re.sub(r"(`+)(.+?)\1", blank, s, flags=re.S)
    s = re.sub(r"\]\([^)]*\)", blank, s)
    s = re.sub(r"<?https?://\S+", blank, s)
    return s


def comments_of_c(text):
    """the comments of a C header, everything else blanked out"""
    out = []
    i, n = 0, len(text)
    while i < n:
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(text[i:j])
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(text[i:j])
            i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(re.sub(r"[^\n]", " ", text[i:j + 1]))
            i = j + 1
        else:
            out.append(text[i] if text[i] == "\n" else " ")
            i += 1
    s = "".join(out)
    s = re.sub(r"``.+?``", lambda m: " " * len(m.group(0)), s)
    s = re.sub(r"https?://\S+", lambda m: " " * len(m.group(0)), s)
    return s


def figures_in(prose):
    for m in FIGURE.finditer(prose):
        unit = m.group(3)
        if unit in CASED or unit.lower() not in {u.lower() for u in CASED}:
            yield m
        # a cased unit written in another case ("5 S") is not a figure


def cmd_lint(args):
    files = args or (default_docs() + default_headers())
    found = 0
    for path in files:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        if path.endswith(".h"):
            prose = comments_of_c(text)
            for m in re.finditer(r"\btested (with|on|from)\b", prose, re.I):
                found += 1
                print("%s:%d: '%s': a header says what and why, not what was tested"
                      % (path, prose.count("\n", 0, m.start()) + 1, m.group(0)))
        else:
            prose = prose_of_markdown(text)
        for m in figures_in(prose):
            found += 1
            print("%s:%d: hand-typed figure '%s': put it in %s and show it as <!--L:KEY-->...<!--/L-->"
                  % (path, prose.count("\n", 0, m.start()) + 1,
                     re.sub(r"\s+", " ", m.group(0)), LEDGER))
    return 1 if found else 0


def cmd_keys(args):
    if len(args) != 1:
        die("usage: keys FILE")
    with open(args[0], encoding="utf-8") as f:
        for k in sorted({m.group(1).partition("@")[0] for m in MARK.finditer(f.read())}):
            print(k)
    return 0


def cmd_get(args):
    if len(args) != 1:
        die("usage: get KEY")
    entries, _ = read_ledger()
    if args[0] not in entries:
        die("%s is not in %s" % (args[0], LEDGER), 1)
    print(entries[args[0]][0])
    return 0


def main(argv):
    if len(argv) < 2:
        die("usage: ledger.py record|set|get|render|lint|keys ... (see the top of scripts/ledger.py)")
    cmd, args = argv[1], argv[2:]
    table = {"record": cmd_record, "set": cmd_set, "get": cmd_get, "render": cmd_render,
             "lint": cmd_lint, "keys": cmd_keys}
    if cmd not in table:
        die("unknown command %s" % cmd)
    return table[cmd](args)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
