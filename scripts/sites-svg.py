#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# scripts/sites-svg.py - the picture of a case study: the audit's verdict for
# every site (rows) and compiler (columns), as one self-contained SVG.
#
# The case-study scripts (scripts/case-study-linux.sh, and any other study)
# write one TSV file of verdicts and call this script on it. It uses only
# python3's standard library and writes no external reference: no font, no
# stylesheet, no script; hover text is SVG <title> elements.
#
# Usage: scripts/sites-svg.py [--title TEXT] [--subtitle TEXT] [-o OUT.svg] [IN.tsv]
#        (IN defaults to standard input, OUT to standard output)
#
# Input format (UTF-8 text, one line per site and compiler):
#
#     SITE<TAB>COMPILER<TAB>VERDICT[<TAB>NOTE]
#
#   SITE      what the row is called: "FILE:LINE NAME" in the case studies
#             (any text without a TAB); rows keep the order in which their
#             sites first appear, within their group (below)
#   COMPILER  a compiler's name, as the study labels it (gcc-12, clang-19);
#             its family is the name without a trailing "-N" (gcc-12 and
#             gcc-16 are family gcc); columns are grouped by family, in the
#             order in which the families and then the compilers first appear
#   VERDICT   needed, review (the same verdict: the audit's later name for
#             it), stale or unknown
#   NOTE      optional: the compiler's own words for this site (its warning),
#             shown as the cell's hover text
#
# Two lines name the picture (the options --title and --subtitle win):
#
#     #title<TAB>TEXT
#     #subtitle<TAB>TEXT
#
# Other lines that start with '#' and empty lines are ignored. Every site must
# have exactly one verdict from every compiler that appears in the file; a
# missing or second verdict, an unknown verdict word, a line with fewer than
# three fields and an empty file are errors (exit status 1, with the line):
# a picture with a hole in it would say something nobody measured.
#
# What the picture shows:
#   - one symbol per cell, in a distinct colour AND a distinct shape, so it
#     reads in greyscale and for colour-blind readers (Okabe-Ito colours):
#       needed/review  a filled disc, vermillion: a compiler still warns here
#       stale          a hollow square, blue: compiled, and no warning
#       unknown        a dashed hollow triangle, grey: the build does not
#                      say (the object did not compile, ...)
#     and a legend with the three;
#   - rows grouped by what the compilers say: first the sites where the
#     families differ but each family agrees with itself, then those where
#     versions of one family differ, then those all compilers agree on, then
#     those with an unknown verdict; inside each, one block per verdict
#     pattern, largest first, with its count;
#   - the headline, computed from the data: for every two compilers, the
#     number of sites on which they differ (sites where either is unknown do
#     not count), within a family and across families, as a sentence at the
#     top and a small table at the bottom;
#   - a total per compiler and verdict under the grid.
# The output is a pure function of the input and the options (no date, no
# path): the same TSV gives the same bytes.

import argparse
import os
import re
import sys
from collections import OrderedDict

VERDICTS = ("needed", "stale", "unknown")
SYNONYM = {"review": "needed"}

# Okabe-Ito palette: tells apart for the common colour-vision deficiencies.
STYLE = {
    "needed": {"fill": "#D55E00", "tint": "#FBE4D6"},
    "stale": {"fill": "#0072B2", "tint": "#E1EEF7"},
    "unknown": {"fill": "#555555", "tint": "#EFEFEF"},
}

MONO = 12          # font size of the site labels (monospace)
MONO_W = 0.61      # advance of one monospace character, in em (DejaVu Sans Mono: 0.602)
SANS_W = 0.58      # average advance of a sans-serif character, in em (an estimate)
ROW = 18           # height of a site row
COL = 72           # width of a compiler column
FAMILY_GAP = 10    # extra space between two families' columns
PAD = 16           # outer margin


class InputError(Exception):
    pass


def esc(text):
    """Text for an XML text node or a double-quoted attribute."""
    # XML 1.0 refuses most control characters even as references.
    text = re.sub("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]", "\ufffd", text)
    return (text.replace("&", "&amp;").replace("<", "&lt;")
            .replace(">", "&gt;").replace('"', "&quot;"))


def family(compiler):
    m = re.fullmatch(r"(.+?)-[0-9][0-9.]*", compiler)
    return m.group(1) if m else compiler


def read_tsv(lines, name):
    """sites: OrderedDict site -> {compiler: (verdict, note)}; compilers in order
    of first appearance; the verdict word the input used for "needed"; the
    #title and #subtitle lines."""
    sites = OrderedDict()
    compilers = []
    words = set()
    names = {}
    for n, raw in enumerate(lines, 1):
        line = raw[:-1] if raw.endswith("\r") else raw
        for key in ("title", "subtitle"):
            if line.startswith("#%s\t" % key):
                names[key] = line[len(key) + 2:]
        if not line or line.startswith("#"):
            continue
        f = line.split("\t")
        if len(f) < 3 or len(f) > 4 or not f[0] or not f[1]:
            raise InputError("%s:%d: want SITE<TAB>COMPILER<TAB>VERDICT[<TAB>NOTE], got %r"
                             % (name, n, line))
        site, cc, word = f[0], f[1], f[2]
        note = f[3] if len(f) == 4 else ""
        verdict = SYNONYM.get(word, word)
        if verdict not in VERDICTS:
            raise InputError("%s:%d: verdict %r is none of needed, review, stale, unknown"
                             % (name, n, word))
        if verdict == "needed":
            words.add(word)
        row = sites.setdefault(site, {})
        if cc in row:
            raise InputError("%s:%d: a second verdict of %s for %s" % (name, n, cc, site))
        row[cc] = (verdict, note)
        if cc not in compilers:
            compilers.append(cc)
    if not sites:
        raise InputError("%s: no verdict in the input" % name)
    for site, row in sites.items():
        missing = [cc for cc in compilers if cc not in row]
        if missing:
            raise InputError("%s: %s has no verdict from %s" % (name, site, ", ".join(missing)))
    needed_word = "review" if "review" in words else "needed"
    return sites, compilers, needed_word, names


def column_order(compilers):
    fams = OrderedDict()
    for cc in compilers:
        fams.setdefault(family(cc), []).append(cc)
    return fams


def category(pattern, fams):
    """0: families differ, each agrees with itself; 1: versions of a family
    differ; 2: all agree; 3: an unknown verdict."""
    vals = [v for _, v in pattern]
    if "unknown" in vals:
        return 3
    if len(set(vals)) == 1:
        return 2
    by_cc = dict(pattern)
    if all(len({by_cc[cc] for cc in members}) == 1 for members in fams.values()):
        return 0
    return 1


def join_words(items):
    items = list(items)
    if len(items) <= 2:
        return " and ".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def describe(pattern, fams, word):
    """A verdict pattern in words: "gcc stale, clang needed", or "gcc-12 stale,
    gcc-16, clang-19 and clang-22 needed"."""
    by_cc = dict(pattern)
    parts = []
    for v in VERDICTS:
        names = []
        for fam, members in fams.items():
            mine = [cc for cc in members if by_cc[cc] == v]
            if not mine:
                continue
            if len(mine) == len(members) and len(members) > 1:
                names.append(fam)
            else:
                names.extend(mine)
        if names:
            parts.append((names, word if v == "needed" else v))
    if len(parts) == 1:
        return "all " + parts[0][1]
    return ", ".join("%s %s" % (join_words(names), v) for names, v in parts)


def wrap(text, width_px, size):
    per_line = max(20, int(width_px / (size * SANS_W)))
    out, line = [], ""
    for w in text.split():
        if line and len(line) + 1 + len(w) > per_line:
            out.append(line)
            line = w
        else:
            line = line + " " + w if line else w
    if line:
        out.append(line)
    return out


def pair_counts(sites, compilers):
    """{(a, b): (differ, both known)} for every two compilers a before b."""
    res = OrderedDict()
    for i, a in enumerate(compilers):
        for b in compilers[i + 1:]:
            differ = known = 0
            for row in sites.values():
                va, vb = row[a][0], row[b][0]
                if "unknown" in (va, vb):
                    continue
                known += 1
                differ += va != vb
            res[(a, b)] = (differ, known)
    return res


def headline(pairs, fams, nsites):
    within = [(d, a, b) for (a, b), (d, k) in pairs.items() if family(a) == family(b)]
    across = [(d, a, b) for (a, b), (d, k) in pairs.items() if family(a) != family(b)]
    names = join_words(fams.keys())
    if within and across:
        wmax = max(within)
        amin = min(across)
        if amin[0] > wmax[0]:
            return ("%s disagree more than their versions do: two versions of one family "
                    "differ on at most %d of the %d sites (%s and %s), two compilers of "
                    "different families on at least %d (%s and %s)."
                    % (names, wmax[0], nsites, wmax[1], wmax[2], amin[0], amin[1], amin[2]))
        return ("Two versions of one family differ on up to %d of the %d sites (%s and %s); "
                "compilers of two families on %d to %d."
                % (wmax[0], nsites, wmax[1], wmax[2], amin[0], max(across)[0]))
    if across:
        return ("%s differ on %d to %d of the %d sites."
                % (names, min(across)[0], max(across)[0], nsites))
    if within:
        return ("Two versions of %s differ on %d to %d of the %d sites."
                % (names, min(within)[0], max(within)[0], nsites))
    return "One compiler: %d sites." % nsites


def symbol(verdict, cx, cy, extra=""):
    """The shape of a verdict centred on (cx, cy)."""
    s = STYLE[verdict]
    if verdict == "needed":
        return ('<circle class="sym needed" cx="%g" cy="%g" r="5.5" fill="%s"%s/>'
                % (cx, cy, s["fill"], extra))
    if verdict == "stale":
        return ('<rect class="sym stale" x="%g" y="%g" width="10" height="10" fill="white" '
                'stroke="%s" stroke-width="2.2"%s/>' % (cx - 5, cy - 5, s["fill"], extra))
    return ('<path class="sym unknown" d="M%g %gL%g %gL%g %gZ" fill="white" stroke="%s" '
            'stroke-width="1.8" stroke-dasharray="3 1.5"%s/>'
            % (cx, cy - 6, cx + 6.5, cy + 5, cx - 6.5, cy + 5, s["fill"], extra))


def render(sites, compilers, needed_word, title, subtitle):
    fams = column_order(compilers)
    order = [cc for members in fams.values() for cc in members]
    nsites = len(sites)
    word = {"needed": needed_word, "stale": "stale", "unknown": "unknown"}
    meaning = {
        "needed": "the compiler still warns",
        "stale": "compiled, and no warning",
        "unknown": "the build does not say (did not compile, ...)",
    }

    # rows: category, then pattern blocks (largest first, then first seen)
    blocks = OrderedDict()
    for site, row in sites.items():
        pattern = tuple((cc, row[cc][0]) for cc in order)
        blocks.setdefault(pattern, []).append(site)
    first_seen = {p: i for i, p in enumerate(blocks)}
    cats = OrderedDict((c, []) for c in range(4))
    for p in sorted(blocks, key=lambda p: (category(p, fams), -len(blocks[p]), first_seen[p])):
        cats[category(p, fams)].append(p)
    two = len(fams) == 2
    fam_names = join_words(fams.keys())
    cat_title = {
        0: ("%s differ, each family agrees with itself" % fam_names) if two
           else "the families differ, each agrees with itself",
        1: "versions of one family differ",
        2: "every compiler agrees",
        3: "a build does not say",
    }

    # geometry
    label_w = max(len(s) for s in sites) * MONO * MONO_W + 12
    grid_x = PAD + label_w
    col_x = {}
    x = grid_x
    for members in fams.values():
        for cc in members:
            col_x[cc] = x + COL / 2
            x += COL
        x += FAMILY_GAP
    grid_right = x - FAMILY_GAP
    brace_x = grid_right + 10
    count_w = 7 * 12 * SANS_W + 12    # "99 sites"
    width = max(grid_right + 10 + count_w + PAD, 640)
    text_w = width - 2 * PAD

    out = []
    y = PAD
    lines_title = wrap(title, text_w, 16)
    lines_sub = wrap(subtitle, text_w, 12) if subtitle else []
    pairs = pair_counts(sites, order)
    lines_head = wrap(headline(pairs, fams, nsites), text_w, 13)
    body = []

    def text(x, y, s, extra=""):
        body.append('<text x="%g" y="%g"%s>%s</text>' % (x, y, extra, esc(s)))

    for ln in lines_title:
        y += 20
        text(PAD, y, ln, ' class="title"')
    for ln in lines_sub:
        y += 16
        text(PAD, y, ln, ' class="sub"')
    y += 6
    for ln in lines_head:
        y += 18
        text(PAD, y, ln, ' class="headline"')

    # legend: every verdict, whether or not this study has it
    y += 24
    lx = PAD
    body.append('<g class="legend">')
    for v in VERDICTS:
        label = "%s: %s" % (word[v], meaning[v])
        body.append('<g class="legend-item" data-verdict="%s">' % v)
        body.append(symbol(v, lx + 7, y - 4))
        text(lx + 18, y, label)
        body.append("</g>")
        lx += 18 + len(label) * 12 * SANS_W + 24
    body.append("</g>")
    legend_right = lx

    # column heads: family over its columns, then the compilers
    y += 30
    for fam, members in fams.items():
        x0 = col_x[members[0]] - COL / 2 + 4
        x1 = col_x[members[-1]] + COL / 2 - 4
        text((x0 + x1) / 2, y, fam, ' class="family" text-anchor="middle"')
        body.append('<line x1="%g" x2="%g" y1="%g" y2="%g" stroke="#999"/>' % (x0, x1, y + 5, y + 5))
    y += 20
    for cc in order:
        text(col_x[cc], y, cc, ' class="cc" text-anchor="middle"')
    text(PAD, y, "site", ' class="cc"')
    y += 8

    # the grid
    body.append('<g class="grid">')
    for c, patterns in cats.items():
        if not patterns:
            continue
        n = sum(len(blocks[p]) for p in patterns)
        y += 26
        text(PAD, y, "%s: %d of %d site%s" % (cat_title[c], n, nsites, "" if nsites == 1 else "s"),
             ' class="cat"')
        y += 6
        for p in patterns:
            rows = blocks[p]
            y0 = y + 3
            body.append('<g class="block" data-pattern="%s">'
                        % esc(" ".join("%s=%s" % (cc, v) for cc, v in p)))
            body.append("<title>%s: %d site%s</title>"
                        % (esc(describe(p, fams, needed_word)), len(rows), "" if len(rows) == 1 else "s"))
            for site in rows:
                y += ROW
                cy = y - 4
                body.append('<g class="site">')
                body.append('<rect x="%g" y="%g" width="%g" height="%d" class="band"/>'
                            % (PAD, y - ROW + 4, grid_right - PAD, ROW))
                text(PAD, y, site, ' class="label"')
                for cc in order:
                    v, note = sites[site][cc]
                    hover = "%s, %s: %s" % (site, cc, word[v]) + ("\n" + note if note else "")
                    body.append('<g class="cell" data-compiler="%s" data-verdict="%s">'
                                % (esc(cc), v))
                    body.append("<title>%s</title>" % esc(hover))
                    body.append('<rect x="%g" y="%g" width="%d" height="%d" fill="%s"/>'
                                % (col_x[cc] - COL / 2 + 3, y - ROW + 5, COL - 6, ROW - 2,
                                   STYLE[v]["tint"]))
                    body.append(symbol(v, col_x[cc], cy))
                    body.append("</g>")
                body.append("</g>")
            y1 = y + 4
            body.append('<path d="M%g %gh4V%gh-4" fill="none" stroke="#777"/>'
                        % (brace_x, y0 + 1, y1 - 1))
            text(brace_x + 9, (y0 + y1) / 2 + 4,
                 "%d site%s" % (len(rows), "" if len(rows) == 1 else "s"), ' class="count"')
            body.append("</g>")
            y += 4
    body.append("</g>")

    # totals per compiler
    y += 26
    text(PAD, y, "sites per verdict and compiler", ' class="cat"')
    y += 4
    body.append('<g class="totals">')
    for v in VERDICTS:
        y += ROW
        body.append(symbol(v, PAD + 7, y - 4))
        text(PAD + 18, y, word[v], ' class="label"')
        for cc in order:
            n = sum(1 for row in sites.values() if row[cc][0] == v)
            text(col_x[cc], y, str(n), ' class="num" text-anchor="middle"')
    body.append("</g>")

    # the two-compiler table: on how many sites two compilers differ
    if len(order) > 1:
        y += 30
        text(PAD, y, "sites on which two compilers differ (both with a verdict)", ' class="cat"')
        y += 20
        for cc in order[:-1]:
            text(col_x[cc], y, cc, ' class="cc" text-anchor="middle"')
        body.append('<g class="pairs">')
        for i, a in enumerate(order[1:], 1):
            y += ROW
            text(PAD, y, a, ' class="label"')
            for b in order[:i]:
                key = (a, b) if (a, b) in pairs else (b, a)
                d, k = pairs[key]
                same = family(a) == family(b)
                body.append('<g class="pair" data-a="%s" data-b="%s">' % (esc(b), esc(a)))
                body.append("<title>%s and %s differ on %d of the %d sites both compiled (%s)</title>"
                            % (esc(b), esc(a), d, k, "one family" if same else "two families"))
                body.append('<rect x="%g" y="%g" width="%d" height="%d" fill="%s" stroke="%s"/>'
                            % (col_x[b] - COL / 2 + 3, y - ROW + 5, COL - 6, ROW - 2,
                               "white" if same else "#F2F2F2", "#BBB" if same else "none"))
                text(col_x[b], y, str(d), ' class="num" text-anchor="middle"')
                body.append("</g>")
        body.append("</g>")
        y += 18
        text(PAD, y, "framed: two versions of one family; shaded: two families", ' class="sub"')

    height = y + PAD
    width = max(width, legend_right + PAD)
    desc = "%s. %s" % (title, " ".join(lines_head))
    out.append('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" '
               'role="img" aria-labelledby="svg-title svg-desc" font-family="sans-serif" font-size="12">'
               % (width, height, width, height))
    out.append('<title id="svg-title">%s</title>' % esc(title))
    out.append('<desc id="svg-desc">%s</desc>' % esc(desc))
    out.append("<style>"
               ".title{font-size:16px;font-weight:bold}"
               ".sub{fill:#555}"
               ".headline{font-size:13px;font-weight:bold;fill:#222}"
               ".family{font-weight:bold}"
               ".cc{fill:#333}"
               ".cat{font-weight:bold;fill:#333}"
               ".label{font-family:monospace;font-size:%dpx}"
               ".count{fill:#555}"
               ".num{font-family:monospace}"
               ".band{fill:none}"
               ".site:hover .band{fill:#F5F5F5}"
               "</style>" % MONO)
    out.append('<rect width="100%" height="100%" fill="white"/>')
    out.extend(body)
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main(argv):
    ap = argparse.ArgumentParser(description="the SVG of a case study's verdicts "
                                 "(input format: see the comment at the top of this script)")
    ap.add_argument("input", nargs="?", default="-", help="TSV file (default: standard input)")
    ap.add_argument("-o", "--output", default="-", help="SVG file (default: standard output)")
    ap.add_argument("--title", help="the picture's title (default: the input's #title line)")
    ap.add_argument("--subtitle", help="a line under it (default: the input's #subtitle line)")
    args = ap.parse_args(argv)
    try:
        # lines end at "\n" only: a form feed in a note is not a new line
        if args.input == "-":
            sys.stdin.reconfigure(encoding="utf-8", errors="replace")
            lines = sys.stdin.read().split("\n")
            name = "<stdin>"
        else:
            with open(args.input, encoding="utf-8", errors="replace", newline="") as f:
                lines = f.read().split("\n")
            name = args.input
        sites, compilers, needed_word, names = read_tsv(lines, name)
    except (InputError, OSError) as e:
        print("sites-svg: %s" % e, file=sys.stderr)
        return 1
    title = args.title if args.title is not None else \
        names.get("title", "The audit's verdict per site and compiler")
    subtitle = args.subtitle if args.subtitle is not None else names.get("subtitle", "")
    svg = render(sites, compilers, needed_word, title, subtitle)
    if args.output == "-":
        sys.stdout.write(svg)
    else:
        tmp = args.output + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(svg)
        os.replace(tmp, args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
