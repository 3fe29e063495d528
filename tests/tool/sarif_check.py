#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR GPL-2.0-only
"""tests/tool/sarif_check.py - is this SARIF 2.1.0, and does it say what the text says?

Usage: sarif_check.py SARIF TEXT

SARIF is the --format=sarif output of a command, TEXT the same command's
text output (FILE:LINE:COL: KIND-OR-VERDICT: NAME[: ...] or NAME (SHIM)). Checks, against
the OASIS SARIF 2.1.0 specification (sections in brackets):
  - the document parses as JSON (RFC 8259), strictly: no NaN, no duplicate keys;
  - "version" is "2.1.0" [3.13.2] and "$schema" names the 2.1.0 schema [3.13.3];
  - "runs" is an array of one run [3.13.4]; its tool.driver has a "name"
    [3.19.8] and "rules" of reportingDescriptors, each with a unique "id"
    [3.49.3] and a defaultConfiguration.level [3.50.3];
  - every result [3.27] has a "message" with "text" [3.11.8], a "ruleId" that
    names a rule and a "ruleIndex" that points at it [3.27.5, 3.27.6], a
    "level" of none/note/warning/error [3.27.10], and one location whose
    artifactLocation.uri is a URI reference (RFC 3986: no space, no raw
    non-ASCII, %-escapes well formed) [3.4.3] and whose region has an integer
    startLine and startColumn >= 1 [3.30.5, 3.30.6];
  - the results are the text's lines, one for one, in order: same file
    (the uri decoded), line, column, rule and name;
  - a result's optional "rank" is a number from 0 to 100 [3.27.25], and the
    results are in non-increasing rank (the audit's order, strongest
    evidence first); "properties" is an object [3.8], the audit's with an
    "evidence" word and an "order" from 1 to 7; "codeFlows" [3.36] hold
    threadFlows [3.37] of locations [3.38], each with a physicalLocation as
    above and a message.
Exit status 0, or 1 with one line per problem.
"""
import json
import re
import sys
import urllib.parse

problems = []


def bad(msg):
    problems.append(msg)


def no_dups(pairs):
    keys = [k for k, _ in pairs]
    for k in set(keys):
        if keys.count(k) > 1:
            bad("duplicate key %r" % k)
    return dict(pairs)


def strict_constant(c):
    raise ValueError("not JSON: %s" % c)


def main():
    sarif_path, text_path = sys.argv[1], sys.argv[2]
    raw = open(sarif_path, "rb").read()
    try:
        doc = json.loads(raw.decode("utf-8"), object_pairs_hook=no_dups,
                         parse_constant=strict_constant)
    except (ValueError, UnicodeDecodeError) as e:
        print("sarif: %s: not JSON: %s" % (sarif_path, e))
        return 1
    if doc.get("version") != "2.1.0":
        bad("version is %r" % doc.get("version"))
    if "sarif-2.1.0" not in str(doc.get("$schema", "")):
        bad("$schema is %r" % doc.get("$schema"))
    runs = doc.get("runs")
    if not isinstance(runs, list) or len(runs) != 1:
        bad("runs is not an array of one run")
        return report()
    run = runs[0]
    driver = run.get("tool", {}).get("driver", {})
    if not isinstance(driver.get("name"), str) or not driver["name"]:
        bad("tool.driver.name missing")
    rules = driver.get("rules", [])
    ids = [r.get("id") for r in rules]
    if len(set(ids)) != len(ids) or not all(isinstance(i, str) and i for i in ids):
        bad("rule ids not unique non-empty strings: %r" % ids)
    for r in rules:
        lvl = r.get("defaultConfiguration", {}).get("level")
        if lvl not in ("none", "note", "warning", "error"):
            bad("rule %r: level %r" % (r.get("id"), lvl))
        if not r.get("shortDescription", {}).get("text"):
            bad("rule %r: no shortDescription.text" % r.get("id"))
    results = run.get("results")
    if not isinstance(results, list):
        bad("results is not an array")
        return report()
    got = []
    for n, res in enumerate(results):
        where = "result %d" % n
        text = res.get("message", {}).get("text")
        if not isinstance(text, str) or not text:
            bad(where + ": no message.text")
        rid, idx = res.get("ruleId"), res.get("ruleIndex")
        if rid not in ids:
            bad(where + ": ruleId %r names no rule" % rid)
        elif idx != ids.index(rid):
            bad(where + ": ruleIndex %r is not rule %r" % (idx, rid))
        if res.get("level") not in ("none", "note", "warning", "error"):
            bad(where + ": level %r" % res.get("level"))
        locs = res.get("locations")
        if not isinstance(locs, list) or len(locs) != 1:
            bad(where + ": not one location")
            continue
        pl = locs[0].get("physicalLocation", {})
        uri = pl.get("artifactLocation", {}).get("uri")
        region = pl.get("region", {})
        if not isinstance(uri, str) or not uri or re.search(r"[\s\x80-\uffff\"<>\\^`{|}]", uri) \
                or re.search(r"%(?![0-9A-Fa-f]{2})", uri):
            bad(where + ": uri %r is not a URI reference" % uri)
            continue
        line, col = region.get("startLine"), region.get("startColumn")
        if not (isinstance(line, int) and line >= 1 and isinstance(col, int) and col >= 1):
            bad(where + ": region %r" % region)
            continue
        more(res, where)
        path = urllib.parse.unquote(uri[len("file://"):] if uri.startswith("file://") else uri)
        # the name: an identifier, or an lvalue in quotes ('*out', 'p->len')
        name = re.match(r"^(?:[a-z]+: )?(?:'([^']+)'|([A-Za-z_0-9]+))", text)
        got.append((path, line, col, rid, (name.group(1) or name.group(2)) if name else "?", text))
    want = []
    for ln in open(text_path, encoding="utf-8", errors="replace"):
        # "NAME:", "NAME" at the end, or "NAME (SHIM)" (scan names a shim);
        # NAME an identifier or an assignment's lvalue (*out, p->len, u[0])
        m = re.match(r"^(.*?):(\d+):(\d+): ([a-z-]+): (\S+?)(?::(?: |$)| \(|$)", ln.rstrip("\n"))
        if m:
            want.append((m.group(1), int(m.group(2)), int(m.group(3)), m.group(4), m.group(5)))
    if len(got) != len(want):
        bad("%d results, %d lines of text" % (len(got), len(want)))
    ranks = [r.get("rank") for r in results if "rank" in r]
    if ranks and ranks != sorted(ranks, reverse=True):
        bad("results not in the order of their rank: %r" % ranks)
    for g, w in zip(got, want):
        wpath = w[0][2:] if w[0].startswith("./") else w[0]
        rule = w[3]
        if rule == "review" and g[3] in ("definite", "path"):
            rule = g[3]
        if (g[0], g[1], g[2], g[3]) != (wpath, w[1], w[2], rule) or w[4] not in g[5]:
            bad("result %r is not the text's %r" % (g[:5], w))
    return report()


def physical(loc, where):
    """Is loc a location object with a physicalLocation as a result's?"""
    pl = loc.get("physicalLocation", {}) if isinstance(loc, dict) else {}
    uri = pl.get("artifactLocation", {}).get("uri")
    region = pl.get("region", {})
    if not isinstance(uri, str) or not uri or re.search(r"[\s\x80-\uffff\"<>\\^`{|}]", uri):
        bad(where + ": uri %r is not a URI reference" % uri)
    line, col = region.get("startLine"), region.get("startColumn")
    if not (isinstance(line, int) and line >= 1 and isinstance(col, int) and col >= 1):
        bad(where + ": region %r" % region)


def more(res, where):
    """rank, properties and codeFlows, when a result has them."""
    if "rank" in res:
        r = res["rank"]
        if not isinstance(r, (int, float)) or isinstance(r, bool) or not 0 <= r <= 100:
            bad(where + ": rank %r" % r)
    if "properties" in res:
        p = res["properties"]
        if not isinstance(p, dict):
            bad(where + ": properties is not an object")
        elif "evidence" in p and (not isinstance(p["evidence"], str) or
                                  p.get("order") not in range(1, 8)):
            bad(where + ": properties %r" % p)
    for cf in res.get("codeFlows", []):
        tfs = cf.get("threadFlows") if isinstance(cf, dict) else None
        if not isinstance(tfs, list) or not tfs:
            bad(where + ": a codeFlow without threadFlows")
            continue
        for tf in tfs:
            locs = tf.get("locations") if isinstance(tf, dict) else None
            if not isinstance(locs, list) or not locs:
                bad(where + ": a threadFlow without locations")
                continue
            for n, tl in enumerate(locs):
                physical(tl.get("location") if isinstance(tl, dict) else None,
                         "%s: codeFlow step %d" % (where, n))
                if not (tl.get("location", {}).get("message", {}).get("text")):
                    bad("%s: codeFlow step %d without a message" % (where, n))


def report():
    for p in problems:
        print("sarif: " + p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
