#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR GPL-2.0-only
"""tests/tool/ppif-cpp.py - the audit's #if evaluator (tools/ppif.c) never
contradicts the preprocessor.

    ppif-cpp.py PPIF_CLI CC [--seed N] [--files N]

Writes random files of nested #if/#ifdef/#ifndef/#elif/#else groups, with
#define and #undef among them and conditions of defined(), integer
arithmetic (signed and unsigned), comparisons, &&, ||, !, ?: and object-like
macros, each group's
body a marker line; a random command line of -D and -U for each. CC -E
(with those options) says which marker lines survive. Where ppif says on,
the line must survive; where it says off, it must not; unknown is allowed
(a macro neither the command line nor the file names), and counted.
Prints one line per contradiction and a summary; exits 1 on any.
"""
import os, random, subprocess, sys, tempfile

MACROS = ["A", "B", "C", "D", "E"]


def expr(r, depth=0):
    k = r.randrange(9 if depth < 3 else 4)
    if k == 0:
        return r.choice(["0", "1", "2", "3", "7", "0x10", "010", "1u", "0u", "2L",
                         "0xffffffffffffffff", "9223372036854775807"])
    if k == 1:
        return r.choice(MACROS)
    if k == 2:
        m = r.choice(MACROS)
        return r.choice(["defined(%s)" % m, "defined %s" % m])
    if k == 3:
        return r.choice(["!", "-", "~", "+"]) + expr(r, depth + 1)
    if k == 4:
        return "(%s)" % expr(r, depth + 1)
    if k == 5:
        return "%s ? %s : %s" % (expr(r, depth + 1), expr(r, depth + 1), expr(r, depth + 1))
    op = r.choice(["&&", "||", "+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=",
                   "&", "|", "^", "<<", ">>"])
    return "%s %s %s" % (expr(r, depth + 1), op, expr(r, depth + 1))


def body(r, out, depth, markers):
    for _ in range(r.randrange(1, 4)):
        k = r.randrange(6)
        if k == 0 and depth < 4:
            group(r, out, depth + 1, markers)
        elif k == 1:
            m = r.choice(MACROS)
            out.append(r.choice(["#define %s %s" % (m, expr(r, 2)), "#define %s" % m,
                                 "#undef %s" % m]))
        else:
            markers.append(len(out) + 1)
            out.append("int m_%d;" % len(out))


def group(r, out, depth, markers):
    m = r.choice(MACROS)
    out.append(r.choice(["#if " + expr(r), "#ifdef " + m, "#ifndef " + m]))
    body(r, out, depth, markers)
    for _ in range(r.randrange(3)):
        out.append("#elif " + expr(r))
        body(r, out, depth, markers)
    if r.randrange(2):
        out.append("#else")
        body(r, out, depth, markers)
    out.append("#endif")


def one(r, cli, cc, d, i):
    lines, markers = [], []
    while not markers:
        body(r, lines, 0, markers)
    src = os.path.join(d, "f%d.c" % i)
    with open(src, "w") as f:
        f.write("\n".join(lines) + "\n")
    opts, pro = [], []
    for m in MACROS:
        k = r.randrange(4)
        if k == 0:
            v = r.choice(["0", "1", "2", "5", "-1", "1u"])
            opts.append("-D%s=%s" % (m, v))
            pro.append("#define %s %s" % (m, v))
        elif k == 1:
            opts.append("-D" + m)
            pro.append("#define %s 1" % m)
        elif k == 2:
            opts.append("-U" + m)
            pro.append("#undef " + m)
    pf = os.path.join(d, "f%d.pro" % i)
    with open(pf, "w") as f:
        f.write("".join(p + "\n" for p in pro))
    pp = subprocess.run([cc, "-E", "-P"] + opts + [src], capture_output=True, text=True)
    if pp.returncode:
        return None  # a division by zero in a live #if: the compiler's error
    alive = {int(w[2:].rstrip(";")) + 1 for w in pp.stdout.split() if w.startswith("m_")}
    got = subprocess.run([cli, src, pf] + [str(m) for m in markers], capture_output=True,
                         text=True, check=True).stdout.split()
    res = dict(zip(map(int, got[0::2]), got[1::2]))
    bad = []
    for m in markers:
        truth = "on" if m in alive else "off"
        if res[m] != "unknown" and res[m] != truth:
            bad.append("%s:%d: ppif %s, %s -E %s (%s)" % (src, m, res[m], cc, truth, " ".join(opts)))
    return res, alive, bad


def main():
    cli, cc = sys.argv[1], sys.argv[2]
    seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 1
    nfiles = int(sys.argv[sys.argv.index("--files") + 1]) if "--files" in sys.argv else 300
    r = random.Random(seed)
    counts = {"on": 0, "off": 0, "unknown": 0}
    bad, skipped = [], 0
    with tempfile.TemporaryDirectory() as d:
        for i in range(nfiles):
            x = one(r, cli, cc, d, i)
            if x is None:
                skipped += 1
                continue
            res, alive, b = x
            for v in res.values():
                counts[v] += 1
            bad += b
        for b in bad:
            print("CONTRADICTS " + b)
    print("ppif-cpp: seed %d, %d files (%d the compiler rejects), %d lines: %d on, %d off, "
          "%d unknown; %d contradict %s" % (seed, nfiles, skipped, sum(counts.values()),
                                            counts["on"], counts["off"], counts["unknown"],
                                            len(bad), cc))
    return 1 if bad else 0


sys.exit(main())
