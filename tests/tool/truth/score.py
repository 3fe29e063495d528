#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR GPL-2.0-only
"""tests/tool/truth/score.py - recall and precision of scan against a truth set.

    score.py TRUTH SCAN [--details] [--goals DR,DP,SR,SP]

TRUTH is a labeled set (tests/tool/truth/*.tsv); SCAN what
`init-for-compiler scan` printed on standard output for the same tree, run
from its top directory (lines `./FILE:LINE:COL: KIND: NAME...`).

A site is matched to a row by file, line and key: the declarator's name for
a declaration, and for an assignment the last name of its left-hand side
outside brackets (`out` of `*out`, `len` of `s->len`, `a` of `a[i]`), as
candidates.py names its rows.

  declarations  truth: the rows labeled decl; found: a comment-init or
                self-init site at the row. Precision: of the comment-init
                sites, and of the self-init sites that are candidates, the
                share at a decl row.
  statements    truth: the rows labeled stmt; found: a comment-assign site.
                Precision: of the comment-assign sites, the share at a stmt
                row.
Every comment-init and comment-assign site must be a candidate (a row of
TRUTH): the net is broader than the tool's rule by construction, so a site
outside it is an error of the net, and the score says so and fails.

Prints one line per measure:
    decl recall F/N P%  ...
and with --details every row missed and every site wrongly reported. With
--goals, exits 1 when a measure is below its goal (percent), or when a site
is not a candidate.
"""
import re
import sys

DECL_KINDS = ("comment-init", "self-init")
SITE = re.compile(r"^\./(.+?):(\d+):\d+: ([a-z-]+): (\S+)")


def key_of(name):
    """The last identifier of name outside brackets (candidates.py's key)."""
    depth, key = 0, None
    for tok in re.findall(r"[A-Za-z_$][A-Za-z0-9_$]*|->|.", name):
        if tok in "([":
            depth += 1
        elif tok in ")]":
            depth -= 1
        elif depth == 0 and re.match(r"[A-Za-z_$]", tok):
            key = tok
    return key


def read_truth(path):
    rows = {}
    for line in open(path, encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        c = line.rstrip("\n").split("\t")
        rows[(c[0], int(c[1]), c[2])] = (c[3], c[6], c[7] if len(c) > 7 else "")
    return rows


def read_scan(path):
    sites = []
    for line in open(path, encoding="utf-8", errors="replace"):
        m = SITE.match(line)
        if not m:
            continue
        f, ln, kind, name = m.group(1), int(m.group(2)), m.group(3), m.group(4)
        if kind in DECL_KINDS + ("comment-assign",):
            sites.append((f, ln, key_of(name) if kind == "comment-assign" else name, kind))
    return sites


def pct(a, b):
    return "%.1f" % (100.0 * a / b) if b else "n/a"


def main():
    args = sys.argv[1:]
    details = "--details" in args
    goals = None
    if "--goals" in args:
        goals = [float(x) for x in args[args.index("--goals") + 1].split(",")]
    paths = [a for i, a in enumerate(args)
             if not a.startswith("--") and (i == 0 or args[i - 1] != "--goals")]
    truth, sites = read_truth(paths[0]), read_scan(paths[1])
    found = {}
    for f, ln, key, kind in sites:
        found.setdefault((f, ln, key), set()).add(kind)
    bad = 0
    outside = [(s, k) for s, ks in found.items() for k in ks
               if k != "self-init" and s not in truth]
    for s, k in outside:
        print("not a candidate: %s:%d %s (%s)" % (s[0], s[1], s[2], k))
        bad = 1
    res = []
    for what, label, kinds, pkinds in (
            ("decl", "decl", DECL_KINDS, DECL_KINDS),
            ("stmt", "stmt", ("comment-assign",), ("comment-assign",))):
        pos = [r for r, v in truth.items() if v[0] == label]
        hit = [r for r in pos if found.get(r, set()) & set(kinds)]
        rep = [r for r, ks in found.items() if ks & set(pkinds) and r in truth]
        tp = [r for r in rep if truth[r][0] == label]
        res.append((what, len(hit), len(pos), len(tp), len(rep)))
        print("%s recall %d/%d %s%%  precision %d/%d %s%%" % (
            what, len(hit), len(pos), pct(len(hit), len(pos)), len(tp), len(rep),
            pct(len(tp), len(rep))))
        if details:
            for r in sorted(set(pos) - set(hit)):
                print("  missed %s:%d %s  | %s" % (r[0], r[1], r[2], truth[r][1][:100]))
            for r in sorted(set(rep) - set(tp)):
                print("  wrong  %s:%d %s [%s]  | %s" % (r[0], r[1], r[2], truth[r][0],
                                                       truth[r][1][:100]))
    if goals:
        for (what, h, p, t, r), (gr, gp) in zip(res, (goals[0:2], goals[2:4])):
            if p and 100.0 * h / p < gr:
                print("below goal: %s recall %s%% < %g%%" % (what, pct(h, p), gr))
                bad = 1
            if r and 100.0 * t / r < gp:
                print("below goal: %s precision %s%% < %g%%" % (what, pct(t, r), gp))
                bad = 1
    sys.exit(bad)


if __name__ == "__main__":
    main()
