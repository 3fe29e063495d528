#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR GPL-2.0-only
"""tests/tool/ppif-truth.py - the audit's #if verdicts on a real kbuild
tree, against the preprocessor.

    ppif-truth.py AUDIT.OUT SRCTREE [OBJTREE]

For each line of AUDIT.OUT (the audit's output, run in SRCTREE) about a site
inside an #if group - stale "(inside ..., on by the command line and the
file)", unknown "(... leaves it out in every unit)" or undecided "(inside
...: neither the command line nor ...)" - runs the unit's own command from
its kbuild .cmd file (in OBJTREE, default SRCTREE; a header's or an included
.c file's: the first unit whose .cmd names it) with -E instead of -c, the
audit define left out (an assignment's line is empty in audit mode), and
asks whether the site's line survives. Prints one line per site and a
summary; exits 1 when the tool's on or off contradicts the preprocessor.
"""
import os, re, shlex, subprocess, sys

out, tree = sys.argv[1], os.path.abspath(sys.argv[2])
obj = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else tree
os.chdir(obj)
rows = []
for ln in open(out, errors="replace"):
    m = re.match(r"(\S+?):(\d+):\d+: (stale|unknown): (\S+): (.*)", ln)
    if not m or "inside #" not in ln and "leaves it out" not in ln:
        continue
    f, line, verdict, name, rest = m.group(1), int(m.group(2)), m.group(3), m.group(4), m.group(5)
    claim = "on" if verdict == "stale" else "off" if "leaves it out" in rest else "undecided"
    d, b = os.path.split(os.path.normpath(f))
    cmdf = os.path.join(d, "." + b[:-2] + ".o.cmd")
    if not os.path.exists(cmdf):   # a header, or a .c another includes: a unit that lists it
        hdr = os.path.normpath(os.path.join(tree, f))
        cmdf = None
        for dp, dn, fn in os.walk(obj):
            for x in fn:
                if x.endswith(".o.cmd") and hdr in open(os.path.join(dp, x), errors="replace").read():
                    cmdf = os.path.relpath(os.path.join(dp, x), obj)
                    break
            if cmdf:
                break
        if not cmdf:
            rows.append((f, line, name, claim, "no .cmd"))
            continue
    cmd = open(cmdf).readline().split(":=", 1)[1].strip()
    argv = [a for a in shlex.split(cmd) if not a.startswith("-Wp,") and "INIT_FOR_COMPILER_AUDIT" not in a]
    for k, a in enumerate(argv):    # kbuild's .cmd: "cmd; objtool ..."
        if a.endswith(";"):
            argv = argv[:k] + ([a[:-1]] if a != ";" else [])
            break
    i = argv.index("-o"); del argv[i:i + 2]
    argv = [a for a in argv if a != "-c"] + ["-E"]
    pp = subprocess.run(argv, capture_output=True, text=True)
    cur, n, seen = None, 0, False
    want = os.path.normpath(os.path.join(tree, f))
    for pl in pp.stdout.splitlines():
        mm = re.match(r'# (\d+) "([^"]*)"', pl)
        if mm:
            cur, n = os.path.normpath(os.path.join(obj, mm.group(2))), int(mm.group(1))
            continue
        if cur == want and n == line and pl.strip():
            seen = True
            break
        n += 1
    truth = "on" if seen else "off"
    rows.append((f, line, name, claim, truth))
bad = 0
for r in rows:
    ok = r[3] == "undecided" or r[3] == r[4]
    bad += not ok
    print("%s:%d %s: tool %s, cpp %s%s" % (r[0], r[1], r[2], r[3], r[4], "" if ok else "  WRONG"))
print("%d sites inside #if: %d on, %d off, %d undecided by the tool; %d contradict cpp" % (
    len(rows), sum(r[3] == "on" for r in rows), sum(r[3] == "off" for r in rows),
    sum(r[3] == "undecided" for r in rows), bad))
sys.exit(1 if bad else 0)
