#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR GPL-2.0-only
"""tests/tool/truth/candidates.py - the broad net for the truth sets.

Lists every initializer, assignment or return near a comment that mentions
a compiler, a warning, or quieting one, in a source tree: the candidates
that a human then labels by reading the code (tests/tool/truth/README.md).
It shares no code and no word list with the tool: it is the independent
side of the recall and precision test, and it must be broader than any rule
the tool states, so that every site the tool reports is a candidate.

    candidates.py TREE >candidates.tsv

One line per '=' (or 'return') in a statement that a matching comment is
near, tab-separated:

    file line key rel lvalue statement comment

file is relative to TREE; line is the line of key, the last identifier of
the left-hand side outside brackets (a declarator's name; `out` of `*out`,
`len` of `s->len`, `a` of `a[i]`; "return" for a return statement); rel
says where the comment is: inside (within the statement's tokens), after
(on the line the statement ends on, after it), before (ends at most two
lines above the statement's first line, nothing but white space between),
directive (in a #define or other directive line, with its '='). Sorted by
file and line. A comment is near a statement in those four ways only: a
comment further away is not a candidate (the README says what that leaves
out).
"""
import bisect
import os
import re
import sys

# The net: a comment is a candidate's when it matches this, in any case.
NET = re.compile(
    r"gcc|g\+\+|clang|llvm|\bicc\b|msvc|sparse|smatch|coverity|cppcheck|lint|"
    r"compil|warn|quiet|happy|silen|shut|placat|pacif|appeas|please|bogus|"
    r"spurious|uninit|false[ -]?(?:positive|alarm)|stfu|damn|stupid|dumb|silly|"
    r"suppress|may be used|maybe used|used before|w/o init|without init",
    re.I)

TOKEN = re.compile(r"""
  (?P<lc>//(?:[^\n\\]|\\.)*)
 |(?P<bc>/\*.*?(?:\*/|\Z))
 |(?P<str>(?:u8|[uUL])?"(?:[^"\\\n]|\\.)*"?)
 |(?P<chr>(?:u8|[uUL])?'(?:[^'\\\n]|\\.)*'?)
 |(?P<id>[A-Za-z_$][A-Za-z0-9_$]*)
 |(?P<num>\.?[0-9](?:[eEpP][+-]|[A-Za-z0-9_.'])*)
 |(?P<op>->|\+\+|--|<<=|>>=|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&|^]=|::|\.\.\.|\#\#|\\\n|[^\s])
""", re.S | re.X)

# every comment, and some text of literals that looks like one: the files
# without a match here have no candidate
COMMENTISH = re.compile(r"//[^\n]*|/\*.*?(?:\*/|\Z)", re.S)

EXTS = (".c", ".h", ".cc", ".cpp", ".cxx", ".C", ".hh", ".hpp", ".hxx")


class Tok:
    __slots__ = ("kind", "text", "start", "end", "line", "eline", "pp")

    def __init__(self, kind, text, start, end, line, eline, pp):
        self.kind, self.text, self.start, self.end = kind, text, start, end
        self.line, self.eline, self.pp = line, eline, pp


def directive_lines(text):
    """The lines (1-based) that belong to a preprocessor directive."""
    pp = set()
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        if lines[i].lstrip().startswith("#"):
            while True:
                pp.add(i + 1)
                if lines[i].rstrip("\r").endswith("\\") and i + 1 < len(lines):
                    i += 1
                else:
                    break
        i += 1
    return pp


def tokens(text):
    starts = [0] + [m.end() for m in re.finditer("\n", text)]
    pp = directive_lines(text)
    out = []
    for m in TOKEN.finditer(text):
        kind = m.lastgroup
        if kind == "op" and m.group() == "\\\n":
            continue
        s, e = m.start(), m.end()
        line = bisect.bisect_right(starts, s)
        eline = bisect.bisect_right(starts, max(s, e - 1))
        out.append(Tok(kind, m.group(), s, e, line, eline, line in pp))
    return out


def comment_text(t):
    s = t.text
    s = s[2:-2] if t.kind == "bc" else s[2:]
    return " ".join(s.split())


def is_cast(code, cur):
    """Is the ')' that ends the statement so far a cast's, before an
    operand: its '(' inside the statement, after '=', '(', ',', '?', ':' or
    return? (A compound literal's braces belong to the statement.)"""
    d = 0
    for k in range(len(cur) - 1, -1, -1):
        x = code[cur[k]].text
        d += (x == ")") - (x == "(")
        if d == 0:
            return k > 0 and code[cur[k - 1]].text in ("=", "(", ",", "?", ":", "return")
    return False


def statements(code):
    """Split code tokens (indices into code) into statements at ';', '{', '}'
    and at directive boundaries; the separator ';' belongs to its statement."""
    st, cur = [], []
    depth = 0		# of the braces of an initializer or compound literal
    for i, t in enumerate(code):
        if cur and code[cur[-1]].pp != t.pp:
            st.append(cur)
            cur = []
            depth = 0
        if depth and not t.pp:
            depth += (t.text == "{") - (t.text == "}")
            cur.append(i)
            continue
        if t.text == "{" and not t.pp and cur and (
                code[cur[-1]].text in ("=", "(", "return") or
                (code[cur[-1]].text == ")" and is_cast(code, cur))):
            depth = 1
            cur.append(i)
            continue
        if t.text in ("{", "}") and not t.pp:
            if cur:
                st.append(cur)
            cur = []
            continue
        cur.append(i)
        if t.text == ";" and not t.pp:
            st.append(cur)
            cur = []
    if cur:
        st.append(cur)
    # a directive is one statement per directive: split at each '#'
    res = []
    for s in st:
        if code[s[0]].pp:
            part = []
            for i in s:
                if code[i].text == "#" and part and code[i].line != code[part[-1]].eline:
                    res.append(part)
                    part = []
                part.append(i)
            if part:
                res.append(part)
        else:
            res.append(s)
    return res


def lhs_key(code, lo, eq):
    """The key identifier of the left-hand side ending before code[eq]."""
    depth = 0
    j = eq - 1
    key = None
    while j >= lo:
        t = code[j]
        if t.text in (")", "]"):
            depth += 1
        elif t.text in ("(", "["):
            if depth == 0:
                break
            depth -= 1
        elif depth == 0 and t.text in (",", ";", "?", ":", "=", "return"):
            break
        if depth == 0 and t.kind == "id" and key is None:
            key = j
        j -= 1
    first = j + 1
    return key, first


def brace_depths(code, s):
    """Per token of statement s: the braces open before it (a '}' is still
    inside its group)."""
    d, out = 0, {}
    for i in s:
        x = code[i].text
        if x == "}":
            out[i] = d
            d -= 1
            continue
        out[i] = d
        if x == "{":
            d += 1
    return out


def element(code, s, bd, at, level):
    """The tokens, first and last, of the elements of brace level `level`
    that the comment before code token `at` touches: from the comma, '{' or
    statement start before code[at - 1] to the one after code[at]."""
    lo, p = s[0], 0
    for k in range(at - 1, s[0] - 1, -1):
        x = code[k].text
        p += (x in (")", "]")) - (x in ("(", "["))
        if bd[k] < level or (bd[k] == level and p <= 0 and x == "," and k < at - 1):
            lo = k + 1
            break
    hi, p = s[-1], 0
    for k in range(at, s[-1] + 1):
        x = code[k].text
        if bd[k] == level and p <= 0 and x in (",", "}") or bd[k] < level:
            hi = k
            break
        p += (x in ("(", "[")) - (x in (")", "]"))
    return lo, hi


def rows_of(code, st, near, path, out):
    seen = set()
    for si, rel, com, at in near:
        s = st[si]
        bd = brace_depths(code, s)
        lo, hi, level = s[0], s[-1], 0
        if at is not None:	# inside: the elements it touches
            level = bd[at]
            lo, hi = element(code, s, bd, at, level)
        for k in range(lo, hi + 1):
            t = code[k]
            if (bd[k] != level and rel != "directive") or t.text not in ("=", "return"):
                continue
            if t.text == "return":
                key, first = k, k
            else:
                key, first = lhs_key(code, lo, k)
                if key is None:
                    continue
            kt = code[key]
            ident = (kt.line, kt.text)
            if ident in seen:
                continue
            seen.add(ident)
            lv = " ".join(code[x].text for x in range(first, k)) if t.text == "=" else "return"
            stmt = " ".join(code[x].text for x in s)
            if len(stmt) > 200:
                stmt = stmt[:197] + "..."
            c = comment_text(com)
            if len(c) > 240:
                c = c[:237] + "..."
            out.append((path, kt.line, kt.text, rel, lv, stmt, c))


def file_candidates(path, text):
    """The candidate rows of one file."""
    if not any(NET.search(m.group()) for m in COMMENTISH.finditer(text)):
        return []
    toks = tokens(text)
    code = [t for t in toks if t.kind not in ("lc", "bc")]
    st = statements(code)
    # per code token index: its statement
    owner = [-1] * len(code)
    for si, s in enumerate(st):
        for i in s:
            owner[i] = si
    code_starts = [t.start for t in code]
    near = []
    for t in toks:
        if t.kind not in ("lc", "bc") or not NET.search(t.text):
            continue
        i = bisect.bisect_left(code_starts, t.start)	# first code token after
        prev = code[i - 1] if i > 0 else None
        nxt = code[i] if i < len(code) else None
        if t.pp or (prev is not None and prev.pp and prev.eline >= t.line and
                    (nxt is None or not nxt.pp or nxt.line > t.eline)):
            if prev is not None and prev.pp:
                near.append((owner[i - 1], "directive", t, None))
            continue
        if prev is not None and nxt is not None and owner[i - 1] == owner[i] >= 0:
            near.append((owner[i], "inside", t, i))
            continue
        if prev is not None and prev.eline == t.line and owner[i - 1] >= 0:
            near.append((owner[i - 1], "after", t, None))
        if nxt is not None and owner[i] >= 0 and nxt.line <= t.eline + 2 and \
                (prev is None or prev.eline < t.line):
            near.append((owner[i], "before", t, None))
    out = []
    rows_of(code, st, near, path, out)
    return out


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: candidates.py TREE")
    tree = sys.argv[1]
    rows = []
    for d, dirs, files in os.walk(tree):
        dirs.sort()
        for f in sorted(files):
            if not f.endswith(EXTS):
                continue
            p = os.path.join(d, f)
            if os.path.islink(p):
                continue
            with open(p, "rb") as fh:
                text = fh.read().decode("latin-1")
            rows.extend(file_candidates(os.path.relpath(p, tree), text))
    rows.sort(key=lambda r: (r[0], r[1], r[2]))
    w = sys.stdout.write
    for r in rows:
        w("\t".join(str(x).replace("\t", " ") for x in r) + "\n")


if __name__ == "__main__":
    main()
