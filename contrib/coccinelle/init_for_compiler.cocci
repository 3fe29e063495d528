// SPDX-License-Identifier: MIT OR GPL-2.0-only
/// Replace uninitialized_var(x) and self-initializations (T x = x;,
/// T x = *(&(x));) with INIT_FOR_COMPILER(x) from <init_for_compiler.h>.
///
/// Both quiet "may be used uninitialized" by reading x uninitialized: when
/// the compiler was right, the program uses stack garbage (Linux 3.7's
/// __simple_xattr_set() passed it to kfree()), and they hide "unused
/// variable" as well. INIT_FOR_COMPILER(x) gives x its zero, says at the
/// site that the initializer is for the compiler, keeps the "unused"
/// warnings, and an audit build (-DINIT_FOR_COMPILER_AUDIT=1) takes every
/// annotation away so that the compiler can judge each site again.
/// Kernel documentation: Documentation/process/deprecated.rst explains why
/// uninitialized_var() was removed in 5.9.
///
/// uninitialized_var(x) is converted only when spatch reads it as one name
/// (the macro file contrib/coccinelle/init_for_compiler.h, after
/// Coccinelle's standard.h); with standard.h alone Coccinelle expands it to
/// x = x and can only report it (report and context modes). The differences
/// from `init-for-compiler convert` are listed in docs/coccinelle.md.
//
// Confidence: High
// Copyright: (C) 2026 the init-for-compiler authors
// Options: --no-includes --include-headers
// Keywords: uninitialized_var, INIT_FOR_COMPILER
// URL: https://github.com/ (init-for-compiler, docs/coccinelle.md)

virtual patch
virtual context
virtual org
virtual report

// A self-initialization as written, not the expansion of a macro: the
// source text right after the name is its '=' (Coccinelle matches the
// x = x that standard.h makes of uninitialized_var(x) too, and cannot
// rewrite the tokens of an expansion).
@initialize:python@
@@
import re

def source_lines(p):
    try:
        with open(p.file, encoding="utf-8", errors="replace") as f:
            return f.read().split("\n")
    except OSError:
        return []

# Is the position in a directive (a #define body: convert leaves those
# alone, and a rewrite there would lose its line splices) or in a // comment
# that a backslash-newline continues (which spatch reads as code)?
def in_directive_or_comment(p):
    lines = source_lines(p)
    i = int(p.line) - 1
    if i >= len(lines):
        return True
    first = i
    while first > 0 and lines[first - 1].rstrip(chr(13)).endswith(chr(92)):
        first -= 1
    if lines[first].lstrip().startswith(chr(35)):
        return True
    text = "\n".join(lines[first:i] + [lines[i][:int(p.column)]])
    # a // outside literals and block comments (the characters spelled with
    # chr(): spatch reads two slashes as a comment of the semantic patch)
    sl, star, dq = chr(47), chr(42), chr(34)
    k = 0
    while k < len(text):
        c = text[k]
        if c == dq:
            k += 1
            while k < len(text) and text[k] != dq:
                k += 2 if text[k] == chr(92) else 1
        elif c == sl and text[k + 1:k + 2] == star:
            end = text.find(star + sl, k + 2)
            if end < 0:
                return True
            k = end + 1
        elif c == sl and text[k + 1:k + 2] == sl:
            return True
        k += 1
    return False

def written_self_init(p, x):
    lines = source_lines(p)
    i = int(p.line) - 1
    if i >= len(lines) or in_directive_or_comment(p):
        return False
    return re.match(re.escape(x) + r"\s*(=|$)", lines[i][int(p.column):]) is not None

def legacy_parts(d):
    # " T uninitialized_var ( x ) ;" as Coccinelle prints a declaration
    # whose one declarator is the macro (read as one name)
    m = re.match(r"^\s*([^=,;()]*?)\s*\buninitialized_var \( (\w+) \) ;\s*$", d)
    return (m.group(1).strip(), m.group(2)) if m else None

@self_init@
type T;
identifier x;
position p;
@@
(
T x@p = x;
|
T x@p = *(&(x));
|
T x@p = *(&x);
)

@script:python self_init_written@
x << self_init.x;
p << self_init.p;
@@
if not written_self_init(p[0], x):
    cocci.include_match(False)

@depends on patch@
type T;
identifier self_init.x;
position self_init.p;
fresh identifier y = "INIT_FOR_COMPILER(" ## x ## ")";
@@
(
- T x@p = x;
+ T y;
|
- T x@p = *(&(x));
+ T y;
|
- T x@p = *(&x);
+ T y;
)

@legacy@
declaration d;
position p;
@@
d@p

@script:python legacy_parsed@
d << legacy.d;
p << legacy.p;
T;
y;
@@
parts = legacy_parts(d)
if parts is None or in_directive_or_comment(p[0]):
    cocci.include_match(False)
else:
    coccinelle.T = cocci.make_type(parts[0])
    coccinelle.y = cocci.make_ident("INIT_FOR_COMPILER(" + parts[1] + ")")

@depends on patch@
declaration legacy.d;
position legacy.p;
type legacy_parsed.T;
identifier legacy_parsed.y;
@@
- d@p
+ T y;

// report, org and context modes: every self-initialization, and the x = x
// that Coccinelle makes of uninitialized_var(x) with its standard.h
@any_self depends on report || org@
type T;
identifier x;
position p;
@@
(
T x@p = x;
|
T x@p = *(&(x));
|
T x@p = *(&x);
)

@depends on context@
type T;
identifier x;
@@
(
* T x = x;
|
* T x = *(&(x));
|
* T x = *(&x);
)

@script:python depends on report@
x << any_self.x;
p << any_self.p;
@@
if not in_directive_or_comment(p[0]):
    what = "self-initialization" if written_self_init(p[0], x) else "uninitialized_var()"
    coccilib.report.print_report(p[0], "WARNING: %s of '%s' hides the compiler's warning and keeps the garbage: use INIT_FOR_COMPILER(%s) from <init_for_compiler.h>" % (what, x, x))

@script:python depends on org@
x << any_self.x;
p << any_self.p;
@@
if not in_directive_or_comment(p[0]):
    coccilib.org.print_todo(p[0], "self-initialization or uninitialized_var() of '%s': use INIT_FOR_COMPILER(%s)" % (x, x))
