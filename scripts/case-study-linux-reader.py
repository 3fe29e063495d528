#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR GPL-2.0-only
"""scripts/case-study-linux-reader.py - the Linux case study's second reader.

    case-study-linux-reader.py LOG SITES TARGETS FILES SRC [flagoff]

Reads a quiet kbuild log of the audit build apart from the tool (no code of
tools/ is used) and gives each annotation site of SITES (`scan
--kind=annotation` of the converted tree: `./FILE:LINE:COL: annotation:
NAME`) a verdict, one line each: `FILE:LINE: VERDICT: NAME`.

  unknown  the site's object (TARGETS, in the order of FILES) was not
           compiled, or make says it failed; or the site assigns through a
           pointer (ASSIGN_FOR_COMPILER(*p, v), p->m, or an element of a
           parameter declared as a pointer or an array): no warning of its
           function can be about it
  review   a note of the log names the variable where it is declared (or
           gcc's uninitialized warning names it there: gcc-12 and gcc-16
           put some on the declaration itself, with no note): for a
           declaration, at the site's line or up to three lines above it
           with no ';' between (where the declaration starts); for an
           assignment, the variable it assigns (x of x, x.m, x[i]) at a
           line of its function up to the site
  stale    compiled, and no such note; with `flagoff` (a gcc build whose
           command line turns the warning off, kbuild's
           -Wno-maybe-uninitialized, and that did not put the header first
           with -include: gcc keeps the warning off in the macros of the
           headers before it) unknown instead: that silence proves nothing

A unit was compiled when the log has its kbuild line (`CC x.o`, `CC [M]
x.o`), at the end of a log line: with -j2 and no output sync another
compile's diagnostic can stand before it on the same line.

The function of an assignment and its variable: case-study-sites.py
(shared with the BusyBox and FFmpeg studies).
"""
import importlib
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sites = importlib.import_module("case-study-sites")

NOTE = re.compile(r"^(.*?):(\d+):\d+: (?:note: (?:'([A-Za-z_0-9.]+)' was declared here|"
                  r"variable '([A-Za-z_0-9]+)' is declared here|"
                  r"initialize the variable '([A-Za-z_0-9]+)')|"
                  r"warning: '([A-Za-z_0-9.]+)' (?:may be|is) used uninitiali[sz]ed)")


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
            name = m.group(3) or m.group(4) or m.group(5) or m.group(6)
            notes.add((tail(m.group(1), src), int(m.group(2)), name.split(".")[0]))
            continue
        m = re.search(r"  CC(?: \[M\])? +(\S+\.o)$", line)
        if m:
            cc.add(m.group(1))
            continue
        m = re.search(r"\*\*\* \[.*?: (\S+\.o)\] Error", line) or \
            re.search(r"\*\*\* \[(\S+\.o)\] Error", line)
        if m:
            failed.add(m.group(1))
    return notes, cc, failed


def verdict(site, notes, lines, silent="stale"):
    f, line, name = site
    a = sites.assign_site(lines, line, name)
    if a:
        root, head, through = a
        if through == "pointer":
            return "unknown"
        for (nf, nl, nn) in notes:
            if nf == f and nn == root and head <= nl <= line:
                return "review"
        return silent
    for k in range(0, 4):
        if (f, line - k, name) in notes and \
                all(";" not in lines[i - 1] for i in range(line - k, line)):
            return "review"
    return silent


def main():
    logf, sitesf, targetsf, filesf, src = sys.argv[1:6]
    silent = "unknown" if sys.argv[6:7] == ["flagoff"] else "stale"
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
            v = verdict((f, line, name), notes, cache[f], silent)
        print("%s:%d: %s: %s" % (f, line, v, name))


if __name__ == "__main__":
    main()
