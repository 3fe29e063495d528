#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR GPL-2.0-only
"""tests/tool/truth/agree.py - how far a second reading agrees with the truth sets.

    agree.py SECOND TRUTHDIR

SECOND is tests/tool/truth/second-reader.tsv (set, file, line, key, label);
each of its rows is looked up in TRUTHDIR/SET.tsv. Prints, one per line:

    rows N              rows read the second time
    same N              rows with the same label
    hack-same N         rows on which both say hack (decl, stmt) or both not
    kappa K             Cohen's kappa of hack against not
    differ SET:FILE:LINE KEY first second   (each row that differs)

Exit 1 when a row is missing from its set.
"""
import sys


def main():
    second, tdir = sys.argv[1], sys.argv[2]
    truth, bad = {}, 0
    rows = [l.rstrip("\n").split("\t") for l in open(second, encoding="utf-8")
            if l.strip() and not l.startswith("#")]
    for st in sorted({r[0] for r in rows}):
        for l in open("%s/%s.tsv" % (tdir, st), encoding="utf-8"):
            if l.startswith("#") or not l.strip():
                continue
            c = l.rstrip("\n").split("\t")
            truth[(st, c[0], c[1], c[2])] = c[3]
    same = hsame = 0
    both = first_h = second_h = 0
    out = []
    for r in rows:
        k = tuple(r[:4])
        if k not in truth:
            print("missing %s:%s:%s %s" % k)
            bad = 1
            continue
        a, b = truth[k], r[4]
        ha, hb = a in ("decl", "stmt"), b in ("decl", "stmt")
        same += a == b
        hsame += ha == hb
        both += ha and hb
        first_h += ha
        second_h += hb
        if a != b:
            out.append("differ %s:%s:%s %s %s %s" % (k + (a, b)))
    n = len(rows)
    po = hsame / n
    pe = (first_h / n) * (second_h / n) + (1 - first_h / n) * (1 - second_h / n)
    print("rows %d" % n)
    print("same %d" % same)
    print("hack-same %d" % hsame)
    print("kappa %.2f" % ((po - pe) / (1 - pe) if pe < 1 else 1.0))
    for o in out:
        print(o)
    sys.exit(bad)


if __name__ == "__main__":
    main()
