#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR GPL-2.0-only
"""scripts/case-study-linux-reader.py - the Linux case study's second reader.

    case-study-linux-reader.py LOG SITES TARGETS FILES SRC

Reads a quiet kbuild log of the audit build apart from the tool (no code of
tools/ is used) and gives each annotation site of SITES (`scan
--kind=annotation` of the converted tree: `./FILE:LINE:COL: annotation:
NAME`) a verdict, one line each: `FILE:LINE: VERDICT: NAME`.

  unknown  the site's object (TARGETS, in the order of FILES) was not
           compiled, or make says it failed; or the site assigns through a
           pointer (ASSIGN_FOR_COMPILER(*p, v), p->m, or an element of a
           parameter declared as a pointer or an array): no warning of its
           function can be about it
  review   a note of the log names the variable where it is declared: for
           a declaration, at the site's line or up to three lines above it
           with no ';' between (where the declaration starts); for an
           assignment, the variable it assigns (x of x, x.m, x[i]) at a
           line of its function before the site
  stale    compiled, and no such note

The function of an assignment is found by the text: the last line before
the site that starts with '{' opens its body, and its parameters are the
lines from the last line before that which starts with a letter.
"""
import re
import sys

NOTE = re.compile(r"^(.*?):(\d+):\d+: note: (?:'([A-Za-z_0-9.]+)' was declared here|"
                  r"variable '([A-Za-z_0-9]+)' is declared here|"
                  r"initialize the variable '([A-Za-z_0-9]+)')")


def tail(path, src):
    if path.startswith(src):
        path = path[len(src):]
    return path[2:] if path.startswith("./") else path


def read_log(path, src):
    notes, cc, failed = set(), set(), set()
    for line in open(path, encoding="utf-8", errors="replace"):
        line = line.rstrip("\n").replace("\u2018", "'").replace("\u2019", "'")
        m = NOTE.match(line)
        if m:
            name = m.group(3) or m.group(4) or m.group(5)
            notes.add((tail(m.group(1), src), int(m.group(2)), name.split(".")[0]))
            continue
        m = re.match(r"^  CC(?: \[M\])? +(\S+\.o)$", line)
        if m:
            cc.add(m.group(1))
            continue
        m = re.search(r"\*\*\* \[.*?: (\S+\.o)\] Error", line) or \
            re.search(r"\*\*\* \[(\S+\.o)\] Error", line)
        if m:
            failed.add(m.group(1))
    return notes, cc, failed


def function_of(lines, at):
    """(first line of the function's head, line of its '{') before line at."""
    body = at
    while body > 1 and not lines[body - 1].startswith("{"):
        body -= 1
    head = body - 1
    while head > 1 and not re.match(r"[A-Za-z_]", lines[head - 1]):
        head -= 1
    return head, body


def pointer_param(lines, head, body, root):
    """Is root a parameter of the function declared as a pointer or array?"""
    text = " ".join(lines[head - 1:body - 1])
    m = re.search(r"\(([^{]*)\)\s*$", text)
    if not m:
        return False
    for p in m.group(1).split(","):
        if re.search(r"\b%s\b" % re.escape(root), p):
            return "*" in p or "[" in p
    return False


def verdict(site, notes, lines):
    f, line, name = site
    if name.startswith("*") or "->" in name:
        return "unknown"
    text = lines[line - 1] if line <= len(lines) else ""
    if "ASSIGN_FOR_COMPILER" in text:
        root = re.match(r"\(*([A-Za-z_0-9]+)", name).group(1)
        head, body = function_of(lines, line)
        if "[" in name and pointer_param(lines, head, body, root):
            return "unknown"
        for (nf, nl, nn) in notes:
            if nf == f and nn == root and head <= nl <= line:
                return "review"
        return "stale"
    for k in range(0, 4):
        if (f, line - k, name) in notes and \
                all(";" not in lines[i - 1] for i in range(line - k, line)):
            return "review"
    return "stale"


def main():
    logf, sitesf, targetsf, filesf, src = sys.argv[1:6]
    if not src.endswith("/"):
        src += "/"
    notes, cc, failed = read_log(logf, src)
    obj = {}
    for f, t in zip(open(filesf).read().split(), open(targetsf).read().split()):
        obj[tail(f, src)] = t
    cache = {}
    for s in open(sitesf, encoding="utf-8"):
        m = re.match(r"^(.+?):(\d+):\d+: annotation: (\S+)", s)
        if not m:
            continue
        f, line, name = tail(m.group(1), src), int(m.group(2)), m.group(3)
        if f not in cache:
            cache[f] = open(src + f, encoding="utf-8", errors="replace").read().split("\n")
        o = obj.get(f)
        if o is None or o in failed or o not in cc:
            v = "unknown"
        else:
            v = verdict((f, line, name), notes, cache[f])
        print("%s:%d: %s: %s" % (f, line, v, name))


if __name__ == "__main__":
    main()
