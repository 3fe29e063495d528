#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR GPL-2.0-only
"""tests/docs/case_study_agree.py - the case-study pages' findings against
their own tables (issue 36, item 9: "a page whose sentence disagrees with
its table is a bug"). For each page it recomputes, from the page's tables
alone, what its "Findings" section says, and prints one line per check:

    PASS PAGE: WHAT
    FAIL PAGE: WHAT: the findings say X, the tables give Y

Usage: tests/docs/case_study_agree.py [--page FILE]...   (default: the
case-study pages that have a Findings section). Exit status 1 if any FAIL.
"""
import re
import sys

failed = 0


def check(page, what, said, data):
    global failed
    if said == data:
        print(f"PASS {page}: {what} ({len(said) if isinstance(said, list) else said})")
    else:
        failed = 1
        print(f"FAIL {page}: {what}: the findings say {said!r}, the tables give {data!r}")


def section(text, title):
    """The text of the '## TITLE...' section, up to the next '## '."""
    m = re.search(r"^## " + re.escape(title) + r"[^\n]*\n(.*?)(?=^## |\Z)", text, re.M | re.S)
    return m.group(1) if m else ""


def table_rows(text, header_start):
    """The rows (lists of cells) of the table whose header starts with
    header_start."""
    i = text.find(header_start)
    if i < 0:
        return []
    i += header_start.rfind("\n") + 1	# the header's own line
    rows = []
    for line in text[i:].splitlines()[2:]:
        if not line.startswith("|"):
            break
        rows.append([c.strip() for c in line.strip().strip("|").split("|")])
    return rows


def triage(sec):
    """The headings of a triage section, and its verdict counts."""
    heads = re.findall(r"^### (\S+:\d+) `([^`]+)`", sec, re.M)
    heads = [h for h in heads if h[0] != "The"]
    return heads, {v: len(re.findall(r"^\*\*" + v, sec, re.M)) for v in ("Wrong", "Right")}


def num(pattern, text, group=1):
    m = re.search(pattern, text, re.S)
    return m.group(group) if m else None


def ffmpeg(page, text):
    fnd = section(text, "Findings")
    sites = table_rows(text, "| site | gcc-12 clang-19 gcc-16 clang-22 |")
    every = [r for r in sites if len(re.findall(r"[rR]", r[1])) == 4]
    some = [r for r in sites if 1 <= len(re.findall(r"[rR]", r[1])) <= 3]
    check(page, "sites every compiler warns on", num(r"\*\*Every compiler still warns\*\* after convert on (\d+) sites", fnd), str(len(every)))
    check(page, "sites only some compilers warn on", num(r"\*\*Only some compilers warn\*\* on (\d+) more", fnd), str(len(some)))
    t1, c1 = triage(section(text, "Triage: the sites every compiler"))
    t2, c2 = triage(section(text, "Triage: the sites only some"))
    check(page, "the first triage reads exactly those sites",
          sorted(f"{p} {n}" for p, n in t1), sorted(r[0].replace("`", "") for r in every))
    check(page, "the second triage reads exactly those sites",
          sorted(f"{p} {n}" for p, n in t2), sorted(r[0].replace("`", "") for r in some))
    check(page, "first triage's counts", num(r"read one by one: (\d+) false positives, (\d+) right", fnd, 0),
          f"read one by one: {c1['Wrong']} false positives, {c1['Right']} right")
    check(page, "second triage's counts", num(r"(\d+) more: (\d+) false positives, (\d+) right", fnd, 0),
          f"{len(some)} more: {c2['Wrong']} false positives, {c2['Right']} right")
    for cc in ("gcc-12", "clang-19"):
        fate = [r for r in table_rows(text, "| compiler | tree | configure") if r[0] == cc]
        passed = sorted({r[5] for r in fate})
        check(page, f"FATE {cc}", num(rf"\*\*FATE\*\*, {cc}: the same (\d+) results", fnd), passed[0] if len(passed) == 1 else passed)
        cg = table_rows(text, f"{cc}:\n\n| benchmark | instructions, original")
        d = {r[0]: 100 * (int(r[2].replace(",", "")) - int(r[1].replace(",", ""))) / int(r[1].replace(",", "")) for r in cg}
        big = sorted(d, key=lambda n: -abs(d[n]))[:2]
        check(page, f"cost {cc}", num(rf"\*\*Cost\*\*, {cc}: the largest differences in instructions are ([^;]+);", fnd),
              " and ".join(f"{d[n]:+.3f}% ({n})" for n in big))
    objs = table_rows(text, "| object | files with uses (uses) |")
    total = sum(int(x) for r in objs for x in re.findall(r"\((\d+)\)", r[1]))
    check(page, "objects that hold sites", num(r"names a file with a use: (\d+) objects", text), str(len(objs)))
    check(page, "the uses column's sum", num(r"compiles it: (\d+) in all", text), str(total))


def busybox(page, text):
    fnd = section(text, "Findings")
    t, c = triage(section(text, "Triage: the sites every compiler"))
    check(page, "sites every compiler warns on = the triage's entries",
          num(r"\*\*Every compiler still warns\*\* on (\d+) sites", fnd), str(len(t)))
    check(page, "triage's counts", num(r"read one by one: (\d+) false positives, (\d+) right", fnd, 0),
          f"read one by one: {c['Wrong']} false positives, {c['Right']} right")
    tests = table_rows(text, "| tree | PASS | FAIL | SKIPPED | UNTESTED | time |")
    totals = sorted({sum(int(x) for x in r[1:5]) for r in tests})
    check(page, "test suite", num(r"the same (\d+) results before and after", fnd), str(totals[0]) if len(totals) == 1 else totals)
    for r in table_rows(text, "| compiler | tree | text | data | bss | dec | build time |"):
        if r[1] == "difference":
            check(page, f"size {r[0]}", num(rf"\*\*Cost\*\*, {r[0]}: the text of `busybox` \(defconfig\) grows by ([+-]\d+) bytes", fnd), r[2])


def project(page, text):
    fnd = section(text, "Findings")
    sites = table_rows(text, "| site (pristine tree) |")
    tog = [r[2] for r in sites]
    said = num(r"route 1, both logs: (\d+) review, (\d+) stale, (\d+) unknown", fnd, 0)
    check(page, "route 1's verdicts", said,
          f"route 1, both logs: {tog.count('review')} review, {tog.count('stale')} stale, {tog.count('unknown')} unknown")
    r2 = [r for r in sites if r[3] != "-"]
    check(page, "route 2 agrees", num(r"same verdict on (\d+ of its \d+) sites", fnd),
          f"{sum(1 for r in r2 if r[3] == r[2])} of its {len(r2)}")
    every = [r[0].replace("`", "") for r in sites if set(r[1].split(", ")) == {"review"}]
    t, c = triage(section(text, "Triage: the sites both compilers"))
    check(page, "sites both compilers warn on", num(r"\*\*Both compilers still warn\*\* on (\d+) sites", fnd), str(len(every)))
    check(page, "the triage reads exactly those sites", sorted(f"{p} {n}" for p, n in t), sorted(every))
    stale = [r[0].replace("`", "") for r in sites if r[2] == "stale"]
    t, c = triage(section(text, "The stale verdicts, read by hand"))
    check(page, "the stale verdicts read", num(r"\*\*The stale verdicts\*\*, (\d+) with both logs", fnd), str(len(stale)))
    check(page, "the stale entries are exactly those sites", sorted(f"{p} {n}" for p, n in t), sorted(stale))
    check(page, "stale verdicts right and wrong",
          num(r"read one by one: (\d+ right) \(every path sets the variable before it reads it\), (\d+ wrong)", fnd, 0),
          f"read one by one: {c['Right']} right (every path sets the variable before it reads it), {c['Wrong']} wrong")


KINDS = {"case-study-ffmpeg.md": ffmpeg, "case-study-busybox.md": busybox}


def main(argv):
    pages = [argv[i + 1] for i in range(len(argv)) if argv[i] == "--page"]
    if not pages:
        import glob
        pages = sorted(glob.glob("docs/case-study-*.md"))
    for p in pages:
        text = open(p, encoding="utf-8").read()
        if "## Findings" not in text:
            continue
        name = p.rsplit("/", 1)[-1]
        if name in KINDS:
            KINDS[name](name, text)
        elif "scripts/case-study-project.sh" in text:
            project(name, text)
    return failed


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
