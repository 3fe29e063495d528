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
           headers before it) unknown instead: that silence proves nothing.
           A site inside an #if group (an include guard aside) counts as
           compiled only where the preprocessor keeps its line: the unit's
           -D, -U, -I, -include, -isystem, -nostdinc and -std from its
           kbuild .cmd file in the log's O= tree, run with -E by gcc-12 or
           clang-19 (the log's family) on this machine, without the audit
           define (an assignment's line is empty in audit mode). Kept, the verdict is
           `stale-or-unknown`: the tool says stale only where the command
           line and the file decide the group, unknown where a header it
           does not read does (case-study-linux.sh compares accordingly);
           dropped, unknown.

A unit was compiled when the log has its kbuild line (`CC x.o`, `CC [M]
x.o`), at the end of a log line: with -j2 and no output sync another
compile's diagnostic can stand before it on the same line.

The function of an assignment and its variable: case-study-sites.py
(shared with the BusyBox and FFmpeg studies).
"""
import importlib
import os
import re
import shlex
import subprocess
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
    notes, cc, failed, objdir = set(), set(), set(), None
    for line in open(path, encoding="utf-8", errors="replace"):
        line = line.rstrip("\n").replace("\u2018", "'").replace("\u2019", "'")
        m = re.search(r"Entering directory '([^']+)'", line)
        if m and os.path.normpath(m.group(1)) + "/" != src:
            objdir = m.group(1)
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
    return notes, cc, failed, objdir


def in_group(lines, line, header):
    """Is line inside an #if group? An include guard (a header's first
    directive #ifndef X, its second #define X) is none."""
    depth, n, guard, first = 0, 0, False, None
    for i in range(line - 1):
        m = re.match(r"\s*#\s*(\w+)\s*(\w*)", lines[i])
        if not m:
            continue
        n += 1
        d = m.group(1)
        if n == 2 and header and d == "define" and depth == 1 and first == m.group(2):
            guard = True
        if d in ("if", "ifdef", "ifndef"):
            if n == 1:
                first = m.group(2) if d == "ifndef" else None
            depth += 1
        elif d == "endif":
            depth -= 1
    return depth > (1 if guard else 0)


KEEP = re.compile(r"^(-[DUI].*|-include|-isystem|-nostdinc|-std=.*)$")


def compiled(f, line, unit, objdir, src, family):
    """Does the preprocessor keep line of f in unit (x.o), with the unit's
    own options? None when its .cmd file is missing."""
    d, b = os.path.split(unit)
    try:
        cmd = open(os.path.join(objdir, d, "." + b + ".cmd")).readline()
    except OSError:
        return None
    words = shlex.split(cmd.split(":=", 1)[1].split(";")[0])
    argv, take = [], False
    for w in words[1:]:
        if (take or KEEP.match(w)) and "INIT_FOR_COMPILER_AUDIT" not in w:
            argv.append(w)
            take = w in ("-include", "-isystem", "-D", "-U", "-I")
            continue
    cc = "clang-19" if family == "clang" else "gcc-12"
    pp = subprocess.run([cc, "-E"] + argv + [src + f], cwd=objdir, capture_output=True,
                        text=True, errors="replace")
    cur, n, want = None, 0, os.path.normpath(src + f)
    for pl in pp.stdout.split("\n"):
        m = re.match(r'# (\d+) "([^"]*)"', pl)
        if m:
            cur, n = os.path.normpath(os.path.join(objdir, m.group(2))), int(m.group(1))
            continue
        if cur == want and n == line and pl.strip():
            return True
        n += 1
    return False


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
    notes, cc, failed, objdir = read_log(logf, src)
    family = "clang" if "clang" in os.path.basename(logf) else "gcc"
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
        if v == "stale" and objdir and in_group(cache[f], line, f.endswith(".h")):
            c = compiled(f, line, o, objdir, src, family)
            v = "unknown" if c is False else "stale-or-unknown"
        print("%s:%d: %s: %s" % (f, line, v, name))


if __name__ == "__main__":
    main()
