#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR GPL-2.0-only
"""tests/tool/placement.py - convert must never break a build (issue 21).

The property: after `init-for-compiler convert`, each file compiles under
every combination of the macros its #if lines test exactly when it compiled
before. This script generates files in the shapes that decide where the
#include may go, converts a copy, and compiles both copies with each -D set:

  - sites under nested conditionals, in #else and #elif branches, under
    #if 0, in files with an include guard or #pragma once;
  - conditional includes, BusyBox's `#ifndef X / # define X ... #endif`, a
    #if that makes a later function fail to compile, an #error under one
    macro (so that "compiled before" is sometimes false);
  - a file whose first line holds a site; files with no include at all;
  - includes inside `extern "C" {` (those files are compiled as C++ too);
  - .c files that another file #includes, at file scope, inside an #if,
    inside a function body, or inside extern "C" (compiled as C++ too);
  - C++ files (.cc, compiled as C++17 only): sites in a namespace, in
    member functions of a class and of a class template, in a function
    template, uses of a shim of their own (MariaDB's UNINIT_VAR, defined
    with #if branches), a raw string holding '#if', braces and a comment
    opener, all under the same conditional shapes;
  - files given on the command line (the trimmed BusyBox regressions in
    tests/tool/placement/), with the macros their #if lines name.

Usage: placement.py --tool TOOL --include DIR --work DIR [--seed N]
       [--files N] [--cc CC] [--cxx CXX] [--plant] [--extra FILE...]
Prints one line per finding, "PASS NAME: DETAIL" or "FAIL NAME: DETAIL",
for tests/tool/run.sh to record; exit 0 when no FAIL.
--plant moves the #include convert added into the first #if block before
the first site of every file that has one (what the old placement did on
BusyBox), so the comparison itself is shown to catch that bug: run.sh
expects FAIL lines then.
"""
import argparse
import concurrent.futures
import itertools
import os
import random
import re
import shutil
import subprocess
import sys

MACROS = ["A", "B", "C"]

SHARED = {
    "u.h": "#ifndef U_H\n#define U_H\ntypedef int u_t;\n#endif\n",
    "a.h": "#ifndef A_H\n#define A_H\nint from_a(void);\n#endif\n",
    "b.h": "#ifndef B_H\n#define B_H\nint from_b(void);\n#endif\n",
}


class Gen:
    """One generated file's text, and the macros it tests."""

    def __init__(self, rnd, name):
        self.r = rnd
        self.name = name
        self.macros = set()
        self.n = 0
        self.legacy = False
        self.cxx = False

    def uid(self):
        self.n += 1
        return "%s_%d" % (re.sub(r"\W", "_", self.name), self.n)

    def macro(self):
        m = self.r.choice(MACROS)
        self.macros.add(m)
        return m

    def site(self, var):
        kinds = ["self", "self_tag", "comment", "comment_above", "self_keep"]
        if self.legacy:
            kinds.append("legacy")
        k = self.r.choice(kinds)
        if k == "self":
            return "\tint %s = %s;\n" % (var, var)
        if k == "self_tag":
            return "\tint %s = %s; /* for compiler */\n" % (var, var)
        if k == "self_keep":
            return "\tint %s = %s; /* gcc 4.3.1 thinks it may be used uninitialized */\n" % (var, var)
        if k == "comment":
            return "\tint %s = 0; /* keep gcc happy */\n" % var
        if k == "comment_above":
            return "\t/* silence gcc */\n\tint %s = 0;\n" % var
        return "\tint uninitialized_var(%s);\n" % var

    def function(self, sites=True):
        f = self.uid()
        nsites = self.r.randint(1, 3) if sites else 0
        vs = ["v%d" % i for i in range(nsites)]
        body = "".join(self.site(v) for v in vs)
        sets = "".join("\t\t%s = c;\n" % v for v in vs)
        ret = " + ".join(vs) if vs else "c"
        doc = "/* %s: a function */\n" % f if self.r.random() < 0.3 else ""
        return "%sint %s(int c)\n{\n%s\tif (c) {\n%s\t}\n\treturn %s;\n}\n" % (
            doc, f, body, sets, ret)

    def wrapped(self):
        """A function with sites, in one of the conditional shapes."""
        shape = self.r.choice(["plain", "plain", "if", "ifelse", "elif", "nested", "if0",
                               "depends", "error"])
        if shape == "plain":
            return self.function()
        if shape == "if":
            return "#if %s\n%s#endif\n" % (self.macro(), self.function())
        if shape == "ifelse":
            return "#ifdef %s\n%s#else\n%s#endif\n" % (self.macro(), self.function(),
                                                       self.function())
        if shape == "elif":
            return "#if defined(%s)\n%s#elif defined(%s)\n%s#else\n%s#endif\n" % (
                self.macro(), self.function(), self.macro(), self.function(sites=False),
                self.function())
        if shape == "nested":
            return "#if %s\n#ifndef %s\n%s#endif\n%s#endif\n" % (
                self.macro(), self.macro(), self.function(), self.function(sites=False))
        if shape == "if0":
            return "#if 0\n#include \"missing.h\"\n%s#endif\n%s" % (self.function(),
                                                                    self.function())
        if shape == "depends":
            m = self.macro()
            g = self.uid()
            return "#if %s\nstatic int %s = 1;\n#endif\n%sint %s_use(void) { return %s; }\n" % (
                m, g, self.function(), g, g)
        return "#ifdef %s\n#error \"%s is not supported\"\n#endif\n%s" % (
            self.macro(), self.name, self.function())

    def cxx_site(self, var):
        k = self.r.choice(["self", "shim", "comment"])
        if k == "self":
            return "\tint %s = %s;\n" % (var, var)
        if k == "comment":
            return "\tint %s = 0; // keep gcc happy\n" % var
        return "\tunsigned UNINIT_VAR(%s);\n" % var

    def cxx_body(self, vs):
        body = "".join(self.cxx_site(v) for v in vs)
        sets = "".join("\t\t%s = c;\n" % v for v in vs)
        return "%s\tif (c) {\n%s\t}\n\treturn %s;\n" % (body, sets,
                                                      " + ".join("int(%s)" % v for v in vs))

    def cxx_item(self):
        """A function, a class with a member function, a class template, or
        a function template, each holding sites."""
        u = self.uid()
        vs = ["v%d" % i for i in range(self.r.randint(1, 2))]
        k = self.r.choice(["func", "class", "tclass", "tfunc"])
        if k == "func":
            text = "int %s(int c)\n{\n%s}\n" % (u, self.cxx_body(vs))
        elif k == "class":
            text = ("struct C_%s {\n\tint f(int c) const;\n};\n\n"
                    "int C_%s::f(int c) const\n{\n%s}\n" % (u, u, self.cxx_body(vs)))
        elif k == "tclass":
            text = ("template <typename T> struct T_%s {\n\tint f(int c)\n\t{\n%s\t}\n};\n"
                    "template struct T_%s<long>;\n" % (
                        u, self.cxx_body(vs).replace("\t", "\t\t"), u))
        else:
            text = ("template <typename T, int N = (2 > 1)> int %s(T c)\n{\n%s}\n"
                    "template int %s<int>(int);\n" % (u, self.cxx_body(vs), u))
        shape = self.r.choice(["plain", "plain", "if", "ifelse"])
        if shape == "if":
            return "#if %s\n%s#endif\n" % (self.macro(), text)
        if shape == "ifelse":
            return "#ifdef %s\n%s#else\n%s#endif\n" % (self.macro(), text,
                                                       "int other_%s(void) { return 0; }\n" % u)
        return text

    def cxx_file(self):
        r = self.r
        self.cxx = "only"
        out = ["// %s: generated by tests/tool/placement.py\n" % self.name]
        for _ in range(r.randint(0, 3)):
            out.append(self.prelude_item())
        out.append("#if defined(__GNUC__) && !defined(__clang__)\n#define UNINIT_VAR(x) x= x\n"
                   "#elif defined(FORCE_INIT_OF_VARS)\n#define UNINIT_VAR(x) x= 0\n"
                   "#else\n#define UNINIT_VAR(x) x\n#endif\n")
        ns = r.random() < 0.7
        if ns:
            out.append("namespace ns_%s {\n" % self.uid())
        if r.random() < 0.5:
            out.append('static const char *raw_%s = R"q(\n#if X\n{ /* } #endif\n)q";\n'
                       "int raw_len_%s() { return raw_%s[0]; }\n" % ((self.uid(),) * 3))
        for _ in range(r.randint(1, 3)):
            out.append(self.cxx_item())
        if ns:
            out.append("} // namespace\n")
        return "".join(out)

    def prelude_item(self):
        k = self.r.choice(["inc", "inc", "stddef", "condinc", "condinc_else", "auxdata",
                           "define", "if0", "feature"])
        if k == "inc":
            return "#include \"u.h\"\n"
        if k == "stddef":
            return "#include <stddef.h>\n"
        if k == "condinc":
            return "#if %s\n# include \"a.h\"\n#endif\n" % self.macro()
        if k == "condinc_else":
            return "#ifdef %s\n#include \"a.h\"\n#else\n#include \"b.h\"\n#endif\n" % self.macro()
        if k == "auxdata":
            u = self.uid()
            return "#ifndef AUX_%s\n# define AUX_%s 8\nstruct aux_%s {\n\tint s;\n};\n#endif\n" % (
                u, u, u)
        if k == "define":
            return "#define FEATURE_%s 1\n" % self.uid()
        if k == "if0":
            return "#if 0\nthis is not C at all\n#endif\n"
        m = self.macro()
        return "#if %s\n# include <stddef.h>\nstatic int dump_%s(void) { return 0; }\n#endif\n" % (
            m, self.uid())

    def file(self, header=False):
        r = self.r
        if r.random() < 0.05:
            # the first line holds a site
            return "int %s(int c) { int x = x; if (c) x = 1; return x; }\n" % self.uid()
        self.legacy = r.random() < 0.3
        out = []
        if r.random() < 0.7:
            out.append("/*\n * %s: generated by tests/tool/placement.py\n */\n" % self.name)
        guard = None
        if header:
            g = r.random()
            if g < 0.5:
                guard = "G_" + self.uid().upper()
                out.append(r.choice(["#ifndef %s\n", "#if !defined(%s)\n"]) % guard)
                out.append("#define %s\n" % guard)
            elif g < 0.7:
                out.append("#pragma once\n")
        for _ in range(r.randint(0, 4)):
            out.append(self.prelude_item())
        if self.legacy:
            out.append(r.choice(["#define uninitialized_var(x) x = x\n",
                                 "#ifndef uninitialized_var\n# define uninitialized_var(x) x = x\n#endif\n"]))
        extc = r.random() < 0.2
        if extc:
            self.cxx = True
            out.append("#ifdef __cplusplus\nextern \"C\" {\n#endif\n")
            if r.random() < 0.6:
                out.append("#include \"u.h\"\n")
        for _ in range(r.randint(1, 3)):
            out.append(self.wrapped())
        if extc:
            out.append("#ifdef __cplusplus\n}\n#endif\n")
        if guard:
            out.append("#endif /* %s */\n" % guard)
        return "".join(out)


def generate(seed, nfiles, work):
    """Write the files; return [(unit, macros, cxx)], the files to compile."""
    rnd = random.Random(seed)
    gen = os.path.join(work, "src")
    os.makedirs(gen)
    for n, t in SHARED.items():
        with open(os.path.join(gen, n), "w") as f:
            f.write(t)
    units = []
    for i in range(nfiles):
        kind = rnd.choice(["c", "c", "c", "h", "outer", "cc"])
        name = "f%03d" % i
        if kind == "cc":
            g = Gen(rnd, name)
            path = name + ".cc"
            with open(os.path.join(gen, path), "w") as f:
                f.write(g.cxx_file())
            units.append((path, sorted(g.macros), "only"))
            continue
        if kind == "outer":
            inner = Gen(rnd, name + "_inner")
            how = rnd.choice(["top", "if", "body", "externc"])
            if how == "body":
                v = "y%d" % i
                text = "{\n\tint %s = %s; /* for compiler */\n\tif (c)\n\t\t%s = 2;\n\tn += %s;\n}\n" % (
                    v, v, v, v)
            else:
                text = inner.file()
            with open(os.path.join(gen, name + "_inner.c"), "w") as f:
                f.write(text)
            outer = "/* %s: includes %s_inner.c (%s) */\n#include \"u.h\"\n" % (name, name, how)
            macros = set(inner.macros)
            if how == "top":
                outer += "#include \"%s_inner.c\"\n" % name
            elif how == "externc":
                # C++ includes a C file inside extern "C"
                inner.cxx = True
                outer += ("#ifdef __cplusplus\nextern \"C\" {\n#endif\n#include \"%s_inner.c\"\n"
                          "#ifdef __cplusplus\n}\n#endif\n" % name)
            elif how == "if":
                m = rnd.choice(MACROS)
                macros.add(m)
                outer += "#if %s\n#include \"%s_inner.c\"\n#endif\n" % (m, name)
            else:
                outer += "int outer_%d(int c)\n{\n\tint n = 0;\n#include \"%s_inner.c\"\n\treturn n;\n}\n" % (
                    i, name)
            path = name + ".c"
            with open(os.path.join(gen, path), "w") as f:
                f.write(outer)
            units.append((path, sorted(macros), inner.cxx))
            continue
        g = Gen(rnd, name)
        text = g.file(header=kind == "h")
        path = name + (".h" if kind == "h" else ".c")
        with open(os.path.join(gen, path), "w") as f:
            f.write(text)
        units.append((path, sorted(g.macros), g.cxx))
    return units


def macros_of(path):
    """The identifiers an #if, #ifdef, #ifndef or #elif line of path names."""
    names = set()
    with open(path, errors="replace") as f:
        for line in f:
            m = re.match(r"\s*#\s*(if|ifdef|ifndef|elif)\b(.*)", line)
            if m:
                for w in re.findall(r"[A-Za-z_]\w*", m.group(2)):
                    if w != "defined":
                        names.add(w)
    return sorted(names)


def plant(path):
    """Move the #include convert added into the first #if block before the
    first annotation (what the old placement did)."""
    with open(path) as f:
        lines = f.readlines()
    inc = [i for i, l in enumerate(lines) if l.strip() == "#include <init_for_compiler.h>"]
    first = next((i for i, l in enumerate(lines) if "INIT_FOR_COMPILER(" in l), None)
    if not inc or first is None:
        return False
    del lines[inc[0]]
    first = next(i for i, l in enumerate(lines) if "INIT_FOR_COMPILER(" in l)
    for i in range(first):
        if re.match(r"\s*#\s*if(n?def)?\b", lines[i]) and not re.match(r"\s*#\s*if\s+0\b", lines[i]):
            lines.insert(i + 1, "#include <init_for_compiler.h>\n")
            with open(path, "w") as f:
                f.writelines(lines)
            return True
    lines.insert(inc[0], "#include <init_for_compiler.h>\n")
    with open(path, "w") as f:
        f.writelines(lines)
    return False


def compile_ok(cc, lang, std, inc, src_dir, path, dset):
    cmd = [cc, "-fsyntax-only", "-x", lang, "-std=" + std, "-w", "-I", src_dir, "-I", inc]
    cmd += ["-D%s" % m for m in dset] + [os.path.join(src_dir, path)]
    p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                       errors="replace")
    return p.returncode == 0, p.stderr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tool", required=True)
    ap.add_argument("--include", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--files", type=int, default=60)
    ap.add_argument("--cc", default="gcc-12")
    ap.add_argument("--cxx", default="g++-12")
    ap.add_argument("--plant", action="store_true")
    ap.add_argument("--extra", nargs="*", default=[])
    a = ap.parse_args()
    a.tool = os.path.abspath(a.tool)
    a.include = os.path.abspath(a.include)

    shutil.rmtree(a.work, ignore_errors=True)
    units = generate(a.seed, a.files, a.work)
    src = os.path.join(a.work, "src")
    for e in a.extra:
        shutil.copy(e, src)
        units.append((os.path.basename(e), macros_of(e), False))
    before = os.path.join(a.work, "before")
    after = os.path.join(a.work, "after")
    shutil.copytree(src, before)
    shutil.copytree(src, after)
    p = subprocess.run([a.tool, "convert", "."], cwd=after, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, text=True)
    tag = "seed %d" % a.seed
    if p.returncode != 0:
        print("FAIL placement %s: convert: exit %d: %s" % (tag, p.returncode, p.stderr.strip()))
        return 1
    m = re.search(r"convert: (\d+) sites converted in (\d+) files, (\d+) left alone", p.stderr)
    if not m or int(m.group(1)) == 0:
        print("FAIL placement %s: convert converted nothing: %s" % (tag, p.stderr.strip()))
        return 1
    nconv, nfiles, nleft = (int(x) for x in m.groups())
    planted = 0
    if a.plant:
        for dirpath, _, names in os.walk(after):
            for n in names:
                planted += plant(os.path.join(dirpath, n))

    jobs = []
    for path, macros, cxx in units:
        langs = [(a.cc, "c", "gnu11")]
        if cxx == "only":
            langs = [(a.cxx, "c++", "c++17")]
        elif cxx:
            langs.append((a.cxx, "c++", "c++11"))
        for cc, lang, std in langs:
            for k in range(len(macros) + 1):
                for dset in itertools.combinations(macros, k):
                    jobs.append((path, cc, lang, std, dset))

    def run(job):
        path, cc, lang, std, dset = job
        ok_b, _ = compile_ok(cc, lang, std, a.include, before, path, dset)
        ok_a, err = compile_ok(cc, lang, std, a.include, after, path, dset)
        return job, ok_b, ok_a, err

    bad = []
    nb = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
        for job, ok_b, ok_a, err in ex.map(run, jobs):
            nb += ok_b
            if ok_b != ok_a:
                bad.append((job, ok_b, ok_a, err))
    detail = ("%d files (%d generated, %d given), %d compiles of each copy (%s%s, every -D set "
              "of each file's macros), %d of them compile before; convert: %d sites in %d files, "
              "%d left alone" % (len(units), a.files, len(a.extra), len(jobs), a.cc,
                                 " and " + a.cxx + " for extern \"C\" and C++ files"
                                 if any(u[2] for u in units) else "", nb, nconv, nfiles, nleft))
    if a.plant:
        detail += "; %d includes planted inside an #if" % planted
    if nb == 0 or nb == len(jobs):
        print("FAIL placement %s: the generated files must compile under some -D sets and "
              "fail under others (%d of %d compile): the property would test nothing" %
              (tag, nb, len(jobs)))
        return 1
    for (path, cc, lang, std, dset), ok_b, ok_a, err in bad[:20]:
        first_err = next((l for l in err.splitlines() if "error" in l), err.strip()[:200])
        print("FAIL placement %s: %s %s -std=%s %s: %s before, %s after convert: %s" % (
            tag, path, cc, std, " ".join("-D" + d for d in dset) or "(no -D)",
            "compiles" if ok_b else "fails", "compiles" if ok_a else "fails", first_err))
    if bad:
        print("FAIL placement %s: %d of %d compiles differ after convert (%s; files kept in %s)" %
              (tag, len(bad), len(jobs), detail, a.work))
        return 1
    print("PASS placement %s: each file compiles after convert exactly when it did before: %s" %
          (tag, detail))
    return 0


if __name__ == "__main__":
    sys.exit(main())
