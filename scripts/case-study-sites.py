#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR GPL-2.0-only
"""scripts/case-study-sites.py - the case studies' own reading of the
assignment sites (ASSIGN_FOR_COMPILER), apart from the tool.

    case-study-sites.py SITES SRC

SITES: `scan --kind=annotation` of a converted tree (`./FILE:LINE:COL:
annotation: NAME`); SRC: that tree. For each site whose line holds
ASSIGN_FOR_COMPILER, one line

    FILE:LINE<TAB>NAME<TAB>ROOT<TAB>HEAD<TAB>THROUGH

ROOT is the variable the lvalue names (x of x, x.m, x[i], (x)); HEAD the
first line of its function; THROUGH `pointer` when the assignment goes
through a pointer (*p, p->m, or an element of a parameter declared as a
pointer or an array: a warning about it, if any, is about the caller's
variable), `var` otherwise. A warning's note about ROOT at a line from
HEAD to the site is about this site's variable: the BusyBox and FFmpeg
studies' readers take that as the assignment's "needed", as the Linux
study's reader (case-study-linux-reader.py, which imports this file) does.

The function is found by the text: the last line before the site that
starts with '{' opens its body, and its head is the lines from the last
line before that which starts with a letter (kernel, BusyBox and FFmpeg
style put a function's '{' in column 0 and nothing else there).
"""
import re
import sys


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


def assign_site(lines, line, name):
    """(root, head, through) of an assignment site, or None when the
    site's line holds no ASSIGN_FOR_COMPILER (a declaration's site)."""
    text = lines[line - 1] if line <= len(lines) else ""
    if "ASSIGN_FOR_COMPILER" not in text:
        return None
    m = re.match(r"[(*]*([A-Za-z_0-9]+)", name)
    root = m.group(1) if m else name
    head, body = function_of(lines, line)
    through = name.startswith("*") or "->" in name or \
        ("[" in name and pointer_param(lines, head, body, root))
    return root, head, "pointer" if through else "var"


def tail(path, src):
    if path.startswith(src):
        path = path[len(src):]
    return path[2:] if path.startswith("./") else path


def main():
    sitesf, src = sys.argv[1:3]
    if not src.endswith("/"):
        src += "/"
    cache = {}
    for s in open(sitesf, encoding="utf-8"):
        m = re.match(r"^(.+?):(\d+):\d+: annotation: (\S+)", s)
        if not m:
            continue
        f, line, name = tail(m.group(1), src), int(m.group(2)), m.group(3)
        if f not in cache:
            cache[f] = open(src + f, encoding="utf-8", errors="replace").read().split("\n")
        a = assign_site(cache[f], line, name)
        if a:
            print("%s:%d\t%s\t%s\t%d\t%s" % (f, line, name, a[0], a[1], a[2]))


if __name__ == "__main__":
    main()
