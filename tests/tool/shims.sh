#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/tool/shims.sh - the hack under every name (issue 28): scan, convert
# and audit on small trees in the shapes real projects have (make check-tool,
# called by tests/tool/run.sh). Each shape is one the tool of version 1.1
# found nothing in:
#
#   branches    FFmpeg's av_uninit(): x=x for gcc and clang, a bare x
#               otherwise, in a header of its own; MariaDB's UNINIT_VAR():
#               a third branch, x= 0 under FORCE_INIT_OF_VARS; rdma-core's:
#               the hack only for gcc 12 and later. Each branch is named
#               with its condition, each use is a site named with its macro.
#   several     four separate definitions of a project's own
#               uninitialized_var (one of them clang's x = *(&(x)), one in a
#               directory without a use) and two of another macro: each
#               named with its condition and its body as written.
#   outside     a shim defined outside the paths: not seen; seen with
#               --shim and with a .init-for-compiler file above the path;
#               a bad line there is an error, not a silent pass.
#   lines       a use over several lines, several uses in one declaration;
#               a use as a statement is no site.
#   lint        Linux's skfp: LINT_USE(x) and UNUSED(x), defined as (x)=(x)
#               under #ifdef lint and used only as statements: no shims;
#               turbostat's own UNUSED(x), (void)(x), not taken for one.
#   define      a use in a #define body expanded twice; the continuation
#               backslashes keep their column after convert.
#   template    a template .c file included twice by one file and once by
#               another (FFmpeg's ac3enc_template.c, ffv1enc_template.c):
#               converted, every including file still builds and runs the
#               same with gcc and clang.
#   cxx         a shim used in C++ files (.cc, .hpp): found, converted, and
#               the result builds with g++ and clang++.
#   route2      convert --definitions: only the self-initializing branch; a
#               definition no site uses left alone, --all-definitions
#               changes, every user builds, and a second run changes nothing.
#   patch       scan --staged and --diff (applied or not): a change that uses
#               the tree's shim, one that defines its own, one that uses a
#               shim named in .init-for-compiler.
#   lookalike   x = y, x == x, *x = x, two parameters, a statement macro, an
#               object-like macro: no shim, no site; a real shim beside
#               them is one.
#   audit       the uses of a shim in an audit build: review/stale per
#               site with gcc and clang, through the shim made safe by
#               convert --definitions, over -Wno-maybe-uninitialized; a use
#               in a #define body is tied to clang's warning through the
#               "expanded from macro" note after its declaration note.
#
#   onewalk     scan reads each file once (issue 35): a tree of N files
#               opens N files (strace lists the openat calls, --stats says
#               the same); a use of a shim a header later in the walk
#               defines is found (in a .c file: no second read; in a
#               header: one, counted), also when a comment, a splice or a
#               line break stands between the name and its '(' or a splice
#               inside the name; a shim one .c file defines is not one for
#               another .c file.
#
#   unused      every definition named in the summary; a definition no
#               site read uses says so (a header's whose users all define
#               their own, a .c file's it does not use itself); after
#               convert, a definition whose uses were all converted is
#               "now unused: delete it" (issue 36, 6).
#
# Usage: TOOL=build/tool/init-for-compiler BUILD=build tests/tool/shims.sh
# shellcheck source=tests/tool/lib.sh
. "$(dirname "$0")/lib.sh"

# same FILE TEXT: FILE holds exactly TEXT (a trailing newline added)
same() {
	printf '%s\n' "$2" | diff -u - "$1"
}

# ------------------------------------------------------------- branches
T=$B/branches
mkdir -p "$T/libavutil" "$T/libavcodec" "$T/include" "$T/util"
cat >"$T/libavutil/attributes.h" <<'EOF'
#ifndef AVUTIL_ATTRIBUTES_H
#define AVUTIL_ATTRIBUTES_H

#if (defined(__GNUC__) || defined(__clang__)) && !defined(__INTEL_COMPILER)
#    define av_uninit(x) x=x
#else
#    define av_uninit(x) x
#endif

#endif
EOF
cat >"$T/include/my_global.h" <<'EOF'
#if defined(__GNUC__) && !defined(__clang__)
#define UNINIT_VAR(x) x= x
#elif defined(FORCE_INIT_OF_VARS)
#define UNINIT_VAR(x) x= 0
#else
#define UNINIT_VAR(x) x
#endif
EOF
cat >"$T/util/compiler.h" <<'EOF'
#if __GNUC__ >= 12 || __GNUC__ < 6 || defined(__powerpc__)
#define uninitialized_var(x) x = x
#else
#define uninitialized_var(x) x
#endif
EOF
cat >"$T/libavcodec/h264_refs.c" <<'EOF'
#include "libavutil/attributes.h"
#include "include/my_global.h"
#include "util/compiler.h"

struct pic { int n; };

int refs(const struct pic *list, int n)
{
	const struct pic *av_uninit(pic);
	int UNINIT_VAR(best), uninitialized_var(i);

	for (i = 0; i < n; i++)
		if (!i || list[i].n > best) {
			best = list[i].n;
			pic = &list[i];
		}
	return n ? pic->n + best : 0;
}
EOF
(cd "$T" && "$TOOL" scan . >"$B/branches.out" 2>"$B/branches.err")
check "shims branches: each use a site named with its macro" same "$B/branches.out" \
"./libavcodec/h264_refs.c:9:30: legacy: pic (av_uninit)
./libavcodec/h264_refs.c:10:17: legacy: best (UNINIT_VAR)
./libavcodec/h264_refs.c:10:42: legacy: i"
check "shims branches: FFmpeg's self-initializing branch, with its condition" grep -qF \
	"./libavutil/attributes.h:5:13: warning: av_uninit() still defined as 'x=x' (under #if (defined(__GNUC__) || defined(__clang__)) && !defined(__INTEL_COMPILER))" "$B/branches.err"
check "shims branches: FFmpeg's other branch" grep -qF \
	"./libavutil/attributes.h:7:13: note: av_uninit() also defined as 'x' (under #else of #if" "$B/branches.err"
check "shims branches: MariaDB's third branch, x= 0" grep -qF \
	"./include/my_global.h:4:9: note: UNINIT_VAR() also defined as 'x= 0' (under #elif defined(FORCE_INIT_OF_VARS) of #if" "$B/branches.err"
check "shims branches: rdma-core's gcc 12 and later" grep -qF \
	"./util/compiler.h:2:9: warning: uninitialized_var() still defined as 'x = x' (under #if __GNUC__ >= 12 || __GNUC__ < 6 || defined(__powerpc__))" "$B/branches.err"
check "shims branches: the summary counts the self-initializing definitions" grep -qF \
	"3 legacy, 0 self-init, 0 comment-init, 0 comment-assign in 4 files, 3 self-initializing shim definitions left" "$B/branches.err"
check "shims branches: the shims, with their uses and where each is defined" grep -qF \
	"scan: shims: uninitialized_var (1 use; defined in ./util/compiler.h:2), UNINIT_VAR (1 use; defined in ./include/my_global.h:2), av_uninit (1 use; defined in ./libavutil/attributes.h:5)" "$B/branches.err"
# --kind leaves the legacy sites out of the lines, not out of the uses: a
# shim the files use is never "used by none of the files read"
(cd "$T" && "$TOOL" scan --kind=comment-assign . >/dev/null 2>"$B/branches-kind.err")
check "shims branches: --kind=comment-assign still counts the shims' uses" grep -qF \
	"scan: shims: uninitialized_var (1 use; defined in ./util/compiler.h:2), UNINIT_VAR (1 use; defined in ./include/my_global.h:2), av_uninit (1 use; defined in ./libavutil/attributes.h:5)" "$B/branches-kind.err"
check "shims branches: --kind=comment-assign: no shim 'used by none'" \
	sh -c "! grep -q 'used by none' '$B/branches-kind.err'"

# ------------------------------------------------------------- several
# Four copies of a project's own uninitialized_var, each guarded by
# #ifndef, one in the kernel's clang spelling, one in a directory nothing
# uses it from; and a project macro (UNINIT) defined twice.
T=$B/several
mkdir -p "$T/a" "$T/b" "$T/c" "$T/d"
for d in a b c; do
	printf '#ifndef uninitialized_var\n#define uninitialized_var(x) x = x\n#endif\n#define UNINIT(x) x = x\n' >"$T/$d/compiler.h"
done
printf '#ifndef uninitialized_var\n#define uninitialized_var(x) x = *(&(x))\n#endif\n' >"$T/d/compiler.h"
printf '#include "compiler.h"\nint f(int c) { int uninitialized_var(v); if (c) v = 1; return c ? v : 0; }\n' >"$T/a/f.c"
printf '#include "compiler.h"\nint g(int c) { int UNINIT(w); if (c) w = 2; return c ? w : 0; }\n' >"$T/b/g.c"
printf '#include "compiler.h"\nint h(void) { return 0; }\n' >"$T/c/h.c"
(cd "$T" && "$TOOL" scan a b >"$B/several2.out" 2>"$B/several2.err")
check "shims several: the uses of both macros" same "$B/several2.out" "a/f.c:2:38: legacy: v
b/g.c:2:27: legacy: w (UNINIT)"
check "shims several: each definition named with its condition" test \
	"$(grep -c "still defined as 'x = x' (under #ifndef uninitialized_var)" "$B/several2.err")" = 2
check "shims several: four definitions counted in two trees" grep -qF ", 4 self-initializing shim definitions left" "$B/several2.err"
(cd "$T" && "$TOOL" scan . >"$B/several4.out" 2>"$B/several4.err")
check "shims several: every copy named, the unused ones too" \
	test "$(grep -c 'uninitialized_var() still defined as' "$B/several4.err")" = 4
check "shims several: the clang spelling quoted as written" grep -qF \
	"./d/compiler.h:2:9: warning: uninitialized_var() still defined as 'x = *(&(x))' (under #ifndef uninitialized_var)" "$B/several4.err"
check "shims several: the two uses" test "$(wc -l <"$B/several4.out")" = 2

# ------------------------------------------------------------- outside
T=$B/outside
mkdir -p "$T/tree/libavfilter" "$T/ffmpeg/libavutil"
cp "$B/branches/libavutil/attributes.h" "$T/ffmpeg/libavutil/"
cat >"$T/tree/libavfilter/af_echo.c" <<'EOF'
#include <libavutil/attributes.h>

int echo(const int *d, int n)
{
	int i, av_uninit(last);

	for (i = 0; i < n; i++)
		last = d[i];
	return n ? last : 0;
}
EOF
(cd "$T/tree" && "$TOOL" scan . >"$B/outside0.out" 2>/dev/null)
check "shims outside: a shim defined outside the paths is not seen" test ! -s "$B/outside0.out"
want="./libavfilter/af_echo.c:5:19: legacy: last (av_uninit)"
(cd "$T/tree" && "$TOOL" scan --shim=av_uninit . >"$B/outside1.out" 2>"$B/outside1.err")
check "shims outside: --shim names it" same "$B/outside1.out" "$want"
check "shims outside: the summary says where the name came from" grep -qF \
	"av_uninit (1 use; named by --shim)" "$B/outside1.err"
printf '# FFmpeg'"'"'s, from libavutil/attributes.h (installed)\n--shim=av_uninit\n' >"$T/tree/.init-for-compiler"
(cd "$T/tree" && "$TOOL" scan . >"$B/outside2.out" 2>"$B/outside2.err")
check "shims outside: .init-for-compiler names it" same "$B/outside2.out" "$want"
(cd "$T" && "$TOOL" scan tree/libavfilter >"$B/outside3.out" 2>/dev/null)
check "shims outside: .init-for-compiler above the path given is found" \
	same "$B/outside3.out" "tree/libavfilter/af_echo.c:5:19: legacy: last (av_uninit)"
(cd "$T/tree" && "$TOOL" scan --no-config . >"$B/outside4.out" 2>/dev/null)
check "shims outside: --no-config reads none" test ! -s "$B/outside4.out"
(cd "$T/tree" && "$TOOL" convert --dry-run libavfilter >"$B/outside5.diff" 2>/dev/null)
check "shims outside: convert takes the config's shims too" grep -q '^+	int i, INIT_FOR_COMPILER(last);$' "$B/outside5.diff"
printf -- '--shim=av_uninit\n--kind=legacy\n' >"$T/tree/.init-for-compiler"
(cd "$T/tree" && "$TOOL" scan . >/dev/null 2>"$B/outside6.err"; echo $? >"$B/outside6.rc")
check "shims outside: a bad config line is exit 2" test "$(cat "$B/outside6.rc")" = 2
check "shims outside: a bad config line is named" grep -qF ".init-for-compiler:2: not an option a config file takes" "$B/outside6.err"
"$TOOL" scan --shim=9bad . >/dev/null 2>&1
check "shims outside: --shim takes an identifier" test $? = 2

# ------------------------------------------------------------- lines
T=$B/lines
mkdir -p "$T"
cat >"$T/l.c" <<'EOF'
#define UNINIT(x) (x) = *(&(x))

int lines(int c)
{
	int a = 0,
	    UNINIT(
		b), UNINIT(d);

	UNINIT(a);
	if (c) {
		b = 1;
		d = 2;
	}
	return c ? a + b + d : 0;
}
EOF
(cd "$T" && "$TOOL" scan . >"$B/lines.out" 2>"$B/lines.err")
check "shims lines: a use over several lines, two in one declaration; a statement is no site" \
	same "$B/lines.out" "./l.c:7:3: legacy: b (UNINIT)
./l.c:7:14: legacy: d (UNINIT)"
(cd "$T" && "$TOOL" convert . >/dev/null 2>&1)
check "shims lines: the declarations converted" grep -qxF "$(printf '\t\tb), INIT_FOR_COMPILER(d);')" "$T/l.c"
check "shims lines: the statement left as it is" grep -qxF "$(printf '\tUNINIT(a);')" "$T/l.c"

# ------------------------------------------------------------- lint
# A macro of x = x that the tree only uses as a statement (Linux's
# drivers/net/fddi/skfp: LINT_USE(x), a lint's "x is used") is no shim:
# nothing declares with it, and nothing of it is reported but one line.
# Another directory's macro of the same name, defined its own way
# (turbostat's UNUSED(x), (void)(x)), is that directory's own.
T=$B/lint
mkdir -p "$T/skfp" "$T/turbostat"
cat >"$T/skfp/cfm.c" <<'EOF'
#ifdef lint
#define LINT_USE(x)	(x)=(x)
#else
#define LINT_USE(x)
#endif

int cfm(int path_index)
{
	LINT_USE(path_index);
	return 0;
}
EOF
cat >"$T/skfp/fplustm.c" <<'EOF'
#ifdef lint
#define UNUSED(x)	(x) = (x)
#else
#define UNUSED(x)
#endif

void mac(int code)
{
	UNUSED(code);
}
EOF
cat >"$T/turbostat/turbostat.c" <<'EOF'
#define UNUSED(x) (void)(x)

int count_cpus(int cpu)
{
	UNUSED(cpu);
	return 1;
}
EOF
# files the byte prefilter drops, read after each use by the same thread:
# a use was counted again for each of them (the file's statements of the
# file before, left in the thread's result), 3 times on Linux at -j1
for f in d e g; do printf 'int %s;\n' "$f" >"$T/skfp/$f.c"; done
(cd "$T" && "$TOOL" scan -j2 . >"$B/lint-j2.out" 2>"$B/lint-j2.err")
(cd "$T" && "$TOOL" scan -j1 . >"$B/lint.out" 2>"$B/lint.err")
check "shims lint: -j2 says what -j1 says" cmp "$B/lint.err" "$B/lint-j2.err"
check "shims lint: no site" test ! -s "$B/lint.out"
check "shims lint: no definition reported" sh -c "! grep -q 'warning:\\|note:' '$B/lint.err'"
check "shims lint: LINT_USE named as no shim, with its statement" grep -qF \
	"scan: LINT_USE() is defined as x = x (./skfp/cfm.c:2) but only used as a statement (1 time), never to declare: no shim" "$B/lint.err"
check "shims lint: UNUSED counted in skfp only (turbostat defines its own)" grep -qF \
	"scan: UNUSED() is defined as x = x (./skfp/fplustm.c:2) but only used as a statement (1 time), never to declare: no shim" "$B/lint.err"
check "shims lint: no self-initializing definition counted" sh -c "! grep -q 'self-initializing' '$B/lint.err'"
# a macro of x = x that nothing in the files uses (Thrift's
# THRIFT_UNUSED_VARIABLE in MariaDB's tree): a note, not counted
mkdir -p "$T/thrift"
printf '#define THRIFT_UNUSED_VARIABLE(x) ((x)=(x))\n' >"$T/thrift/Thrift.h"
(cd "$T" && "$TOOL" scan thrift >"$B/thrift.out" 2>"$B/thrift.err")
check "shims lint: a macro of x = x used by no file is a note" grep -qF \
	"thrift/Thrift.h:1:9: note: THRIFT_UNUSED_VARIABLE() defined as '((x)=(x))', used by none of the files read" "$B/thrift.err"
check "shims lint: ... not counted as a definition left" sh -c "! grep -q 'warning\\|self-initializing' '$B/thrift.err'"

# ------------------------------------------------------------- define
T=$B/define
mkdir -p "$T"
cat >"$T/aecho.c" <<'EOF'
#define av_uninit(x) x=x

#define ECHO(name, type)                                                    \
static type echo_##name(const type *s, int n)                               \
{                                                                           \
    int i, av_uninit(index);                                                \
    for (i = 0; i < n; i++)                                                 \
        index = i;                                                          \
    return n ? s[index] : 0;                                                \
}

#define TABS(T)						\
static T tabs_##T(const T *s, int n)			\
{							\
	T av_uninit(last);				\
	int i;						\
	for (i = 0; i < n; i++)				\
		last = s[i];				\
	return n ? last : 0;				\
}

ECHO(s16, short)
ECHO(flt, float)
TABS(int)

int main(void)
{
	short s[2] = { 3, 4 };
	float f[2] = { 5, 6 };
	int t[2] = { 7, 8 };

	return echo_s16(s, 2) + (int)echo_flt(f, 2) + tabs_int(t, 2) == 18 ? 0 : 1;
}
EOF
cp "$T/aecho.c" "$T/before.c"
(cd "$T" && "$TOOL" scan aecho.c >"$B/define.out" 2>/dev/null)
check "shims define: the uses in #define bodies are sites" same "$B/define.out" \
"aecho.c:6:22: legacy: index (av_uninit, in a #define body)
aecho.c:15:14: legacy: last (av_uninit, in a #define body)"
# the columns of the backslashes that end lines (a tab to the next stop of 8)
bs_cols() {
	awk '/\\$/ { n = 0; for (i = 1; i < length($0); i++) n = substr($0, i, 1) == "\t" ? int(n / 8 + 1) * 8 : n + 1; print n }' "$1"
}
bs_cols "$T/aecho.c" >"$B/define-before.cols"
(cd "$T" && "$TOOL" convert aecho.c >/dev/null 2>&1)
bs_cols "$T/aecho.c" >"$B/define-after.cols"
check "shims define: converted, the spaces before the backslash shrink" grep -qxF \
	"    int i, INIT_FOR_COMPILER(index);                                        \\" "$T/aecho.c"
check "shims define: converted, the tabs before the backslash shrink" grep -qxF \
	"$(printf '\tT INIT_FOR_COMPILER(last);\t\t\t\\')" "$T/aecho.c"
check "shims define: every backslash in the column it had" \
	sh -c "diff '$B/define-before.cols' '$B/define-after.cols'"
for cc in gcc-12 clang-19; do
	if ! have $cc; then skip "shims define: builds and runs with $cc" "$cc not installed"; continue; fi
	check "shims define: builds and runs with $cc, twice expanded" sh -c \
		"$cc -std=gnu11 -O2 -Wall -Werror -I'$top/include' -o '$T/a-$cc' '$T/aecho.c' && '$T/a-$cc'"
done

# ------------------------------------------------------------- template
T=$B/template
mkdir -p "$T"
cat >"$T/attributes.h" <<'EOF'
#ifndef ATTRIBUTES_H
#define ATTRIBUTES_H
#if defined(__GNUC__)
#    define av_uninit(x) x=x
#else
#    define av_uninit(x) x
#endif
#endif
EOF
cat >"$T/enc_template.c" <<'EOF'
/* included with SAMPLE and NAME defined, once per sample type */
static int NAME(const SAMPLE *s, int n)
{
    int i, av_uninit(peak);

    for (i = 0; i < n; i++)
        if (!i || s[i] > peak)
            peak = (int)s[i];
    return n ? peak : -1;
}
EOF
cat >"$T/enc_fixed_float.c" <<'EOF'
#include <stdio.h>
#include "attributes.h"

#define SAMPLE int
#define NAME peak_fixed
#include "enc_template.c"
#undef SAMPLE
#undef NAME

#define SAMPLE float
#define NAME peak_float
#include "enc_template.c"

int main(void)
{
	int a[3] = { 1, 9, 4 };
	float b[3] = { 2, 3, 8 };

	printf("%d %d %d\n", peak_fixed(a, 3), peak_float(b, 3), peak_fixed(a, 0));
	return 0;
}
EOF
cat >"$T/enc_other.c" <<'EOF'
#include <stdio.h>
#include "attributes.h"

#define SAMPLE short
#define NAME peak_short
#include "enc_template.c"

int main(void)
{
	short a[2] = { 5, 2 };

	printf("%d\n", peak_short(a, 2));
	return 0;
}
EOF
mkdir -p "$T.before" && cp "$T"/*.c "$T"/*.h "$T.before/"
(cd "$T" && "$TOOL" convert . >/dev/null 2>"$B/template.err")
check "shims template: the template's use converted" grep -q 'int i, INIT_FOR_COMPILER(peak);' "$T/enc_template.c"
check "shims template: the #include goes into the template, which every inclusion reads" \
	grep -q '^#include <init_for_compiler.h>$' "$T/enc_template.c"
for cc in gcc-12 clang-19; do
	if ! have $cc; then skip "shims template: $cc" "$cc not installed"; continue; fi
	for f in enc_fixed_float enc_other; do
		check "shims template: $f builds with $cc before and after, and prints the same" sh -c \
			"$cc -std=gnu11 -O2 -Wall -Werror -o '$T/b-$f-$cc' '$T.before/$f.c' &&
			 $cc -std=gnu11 -O2 -Wall -Werror -I'$top/include' -o '$T/a-$f-$cc' '$T/$f.c' &&
			 test \"\$('$T/b-$f-$cc')\" = \"\$('$T/a-$f-$cc')\""
	done
done

# ------------------------------------------------------------- cxx
T=$B/cxx
mkdir -p "$T/include" "$T/sql"
cat >"$T/include/my_global.h" <<'EOF'
#ifndef MY_GLOBAL_INCLUDED
#define MY_GLOBAL_INCLUDED
#if defined(__GNUC__) && !defined(__clang__)
#define UNINIT_VAR(x) x= x
#elif defined(FORCE_INIT_OF_VARS)
#define UNINIT_VAR(x) x= 0
#else
#define UNINIT_VAR(x) x
#endif
#endif
EOF
cat >"$T/sql/opt_range.hpp" <<'EOF'
#include <cstddef>
#include <string>
#include "my_global.h"

namespace sql {
template <typename T> T pick(const T *v, std::size_t n)
{
	T UNINIT_VAR(best);
	for (std::size_t i = 0; i < n; i++)
		if (!i || v[i] > best)
			best = v[i];
	return n ? best : T();
}
}
EOF
cat >"$T/sql/opt_range.cc" <<'EOF'
#include <cstdio>
#include <map>
#include <vector>
#include "opt_range.hpp"

static const char *query = R"(SELECT a = a; /* no site */ ")";

int main()
{
	std::map<int, std::vector<int>> plans;
	std::size_t UNINIT_VAR(buf_size),
		UNINIT_VAR(rows);
	int v[3] = { 3, 7, 5 };

	plans[1].push_back(1'000);
	buf_size = plans.size();
	rows = sql::pick(v, 3);
	std::printf("%zu %zu %c\n", buf_size, rows, query[0]);
	return 0;
}
EOF
mkdir -p "$T.before" && cp -r "$T/include" "$T/sql" "$T.before/"
(cd "$T" && "$TOOL" scan . >"$B/cxx.out" 2>/dev/null)
check "shims cxx: the uses in .cc and .hpp files, not the raw string" same "$B/cxx.out" \
"./sql/opt_range.cc:11:25: legacy: buf_size (UNINIT_VAR)
./sql/opt_range.cc:12:14: legacy: rows (UNINIT_VAR)
./sql/opt_range.hpp:8:15: legacy: best (UNINIT_VAR)"
(cd "$T" && "$TOOL" convert . >/dev/null 2>&1)
for cxx in g++-12 clang++-19; do
	cc=${cxx/++/}
	[ "$cc" = g-12 ] && cc=gcc-12
	if ! have "$cc"; then skip "shims cxx: $cxx" "$cc not installed"; continue; fi
	# before: g++ warns that x= x uses x uninitialized (C++ only); after: silent
	check "shims cxx: builds with $cxx -std=c++17 before and after (-Werror), and prints the same" sh -c \
		"$cxx -std=c++17 -O2 -Wall -I'$T.before/include' -o '$T/b-$cc' '$T.before/sql/opt_range.cc' &&
		 $cxx -std=c++17 -O2 -Wall -Werror -I'$T/include' -I'$top/include' -o '$T/a-$cc' '$T/sql/opt_range.cc' &&
		 test \"\$('$T/b-$cc')\" = \"\$('$T/a-$cc')\""
done

# ------------------------------------------------------------- route2
T=$B/route2
mkdir -p "$T"
cp -r "$B/branches/libavutil" "$T/"
cp "$B/outside/tree/libavfilter/af_echo.c" "$T/echo.c"
printf 'int main(void) { int d[2] = { 1, 2 }; return echo(d, 2) == 2 ? 0 : 1; }\n' >>"$T/echo.c"
cp -r "$T/libavutil" "$B/route2-orig"
(cd "$T" && "$TOOL" convert --definitions --dry-run . >"$B/route2.diff" 2>"$B/route2.err")
# a header (FFmpeg installs attributes.h): the old body stays for a build
# that lacks <init_for_compiler.h>, and the #include is where it is found,
# or in an audit build (issue 36, 10)
check "shims route2: the definition, its fallback and the include" same "$B/route2.diff" \
"--- ./libavutil/attributes.h
+++ ./libavutil/attributes.h
@@ -1,8 +1,20 @@
 #ifndef AVUTIL_ATTRIBUTES_H
 #define AVUTIL_ATTRIBUTES_H
 
+/* INIT_FOR_COMPILER where the build finds it, and always in an audit */
+#ifdef INIT_FOR_COMPILER_AUDIT
+#include <init_for_compiler.h>
+#elif defined(__has_include)
+#if __has_include(<init_for_compiler.h>)
+#include <init_for_compiler.h>
+#endif
+#endif
 #if (defined(__GNUC__) || defined(__clang__)) && !defined(__INTEL_COMPILER)
+#    ifdef INIT_FOR_COMPILER
+#    define av_uninit(x) INIT_FOR_COMPILER(x)
+#    else
 #    define av_uninit(x) x=x
+#    endif
 #else
 #    define av_uninit(x) x
 #endif"
check "shims route2: the summary" grep -qF "convert: 1 shim definition would be made safe in 1 file" "$B/route2.err"
(cd "$T" && "$TOOL" convert --definitions . >/dev/null 2>&1)
(cd "$T" && "$TOOL" convert --definitions . >/dev/null 2>"$B/route2-again.err")
check "shims route2: a second run changes nothing" grep -qF "convert: 0 shim definitions made safe in 0 files" "$B/route2-again.err"
(cd "$T" && "$TOOL" scan . >"$B/route2-scan.out" 2>"$B/route2-scan.err")
check "shims route2: the uses stay sites (for the audit)" grep -qF "echo.c:5:19: legacy: last (av_uninit)" "$B/route2-scan.out"
check "shims route2: the definition is named as made safe" grep -qF \
	"note: av_uninit() defined as 'INIT_FOR_COMPILER(x)' (under # ifdef INIT_FOR_COMPILER): made safe" "$B/route2-scan.err"
check "shims route2: no self-initializing definition is left" sh -c "! grep -q 'self-initializing' '$B/route2-scan.err'"
check "shims route2: the fallback is named as one" grep -qF \
	"attributes.h:16:13: note: av_uninit() also defined as 'x=x' (under # else of # ifdef INIT_FOR_COMPILER): the fallback of a build without <init_for_compiler.h>, which keeps the garbage there" "$B/route2-scan.err"
check "shims route2: ... and counted as no definition left to convert" grep -qF \
	"scan: shims: uninitialized_var (0 uses), av_uninit (1 use; defined in ./libavutil/attributes.h:14, ./libavutil/attributes.h:16)" "$B/route2-scan.err"
for cc in gcc-12 clang-19; do
	if ! have $cc; then skip "shims route2: $cc" "$cc not installed"; continue; fi
	check "shims route2: a user of the header builds and runs with $cc" sh -c \
		"$cc -std=gnu11 -O2 -Wall -Werror -I'$T' -I'$top/include' -o '$T/e-$cc' '$T/echo.c' && '$T/e-$cc'"
done
# The header's users (cc: as C; C++ for g++/clang++), strict flags:
#  - without <init_for_compiler.h>: it builds, and the use reads exactly as
#    with the header before convert (tcc, which lacks __has_include, too);
#  - with it on the path: the use is INIT_FOR_COMPILER's zero;
#  - an audit build without it fails, naming the header.
printf '#include "libavutil/attributes.h"\nint u(int c);\nint u(int c)\n{\n\tint av_uninit(v);\n\n\tif (c)\n\t\tv = c;\n\treturn c ? v : 0;\n}\n' >"$T/user.c"
mkdir -p "$B/route2-was/libavutil"
cp "$B/route2-orig/attributes.h" "$B/route2-was/libavutil/"
cp "$T/user.c" "$B/route2-was/"
for cc in gcc-12 clang-19 tcc g++-12 clang++-19; do
	if ! have $cc; then skip "shims route2: a user of the header, $cc" "$cc not installed"; continue; fi
	case $cc in
	*++*) flags="-x c++ -std=c++11 -Wall -Wextra -Wpedantic -Wundef" zero='v = {}' ;;
	tcc) flags="-Wall" zero='v = {0}' ;;
	*) flags="-std=gnu89 -Wall -Wextra -Wpedantic -Wundef" zero='v = {0}' ;;
	esac
	check "shims route2: without the header, the use reads as before convert ($cc)" sh -c \
		"$cc $flags -E -P '$T/user.c' | grep 'int.*v' >'$T/now-$cc' &&
		 $cc $flags -E -P '$B/route2-was/user.c' | grep 'int.*v' >'$T/was-$cc' &&
		 test -s '$T/now-$cc' && cmp '$T/now-$cc' '$T/was-$cc' &&
		 ! grep -q INIT_FOR_COMPILER '$T/now-$cc'"
	case $cc in tcc) continue ;; esac	# no __has_include: needs the header itself
	check "shims route2: with it on the path, the use is the zero ($cc)" sh -c \
		"$cc $flags -Werror -I'$top/include' -E -P '$T/user.c' | grep -F 'int $zero;' &&
		 $cc $flags -Werror -I'$top/include' -c -o '$T/u.o' '$T/user.c'"
	check "shims route2: an audit build without it fails, naming it ($cc)" sh -c \
		"! $cc $flags -DINIT_FOR_COMPILER_AUDIT=1 -c -o '$T/u.o' '$T/user.c' 2>'$T/audit-$cc.err' &&
		 grep -q 'init_for_compiler.h' '$T/audit-$cc.err'"
done
# a .c file's definition serves that file alone: no fallback
T=$B/route2-c
mkdir -p "$T"
printf '#define uninitialized_var(x) x = x\nint g(int c);\nint g(int c)\n{\n\tint uninitialized_var(v);\n\n\tif (c)\n\t\tv = 1;\n\treturn c ? v : 0;\n}\n' >"$T/sms.c"
(cd "$T" && "$TOOL" convert --definitions --dry-run . >"$B/route2-c.diff" 2>/dev/null)
check "shims route2: a .c file's definition gets the plain #include" same "$B/route2-c.diff" \
"--- ./sms.c
+++ ./sms.c
@@ -1,4 +1,5 @@
-#define uninitialized_var(x) x = x
+#include <init_for_compiler.h>
+#define uninitialized_var(x) INIT_FOR_COMPILER(x)
 int g(int c);
 int g(int c)
 {"

# route 2 leaves alone a definition no site read uses (ofono 1.31's
# ell/private.h: rewriting it made all of ell need the header and rebuilt
# 21 objects instead of 3); --all-definitions rewrites it too
T=$B/route2-unused
mkdir -p "$T/ell" "$T/src"
printf '#ifndef P_H\n#define P_H\n#define uninitialized_var(x) x = x\n#endif\n' >"$T/ell/private.h"
printf '#include "../ell/private.h"\nint ell_f(int c);\nint ell_f(int c) { return c; }\n' >"$T/ell/util.c"
printf '#define uninitialized_var(x) x = x\nint g(int c);\nint g(int c)\n{\n\tint uninitialized_var(v);\n\n\tif (c)\n\t\tv = 1;\n\treturn c ? v : 0;\n}\n' >"$T/src/sms.c"
cp -r "$T" "$T-all"
(cd "$T" && "$TOOL" convert --definitions . >/dev/null 2>"$B/route2-unused.err")
check "shims route2: a definition no site uses is left alone" grep -qxF "#define uninitialized_var(x) x = x" "$T/ell/private.h"
check "shims route2: ... and named, with the option that rewrites it" grep -qF \
	"./ell/private.h:3:9: note: uninitialized_var() left as 'x = x': no site of the files read uses this definition (rewriting it would make every file that includes it need <init_for_compiler.h>; --all-definitions rewrites it too)" "$B/route2-unused.err"
check "shims route2: the definition its file uses is made safe" grep -qF "#define uninitialized_var(x) INIT_FOR_COMPILER(x)" "$T/src/sms.c"
check "shims route2: the summary counts both" grep -qF "convert: 1 shim definition made safe in 1 file, 1 left alone (no site read uses it)" "$B/route2-unused.err"
(cd "$T-all" && "$TOOL" convert --all-definitions . >/dev/null 2>"$B/route2-all.err")
check "shims route2: --all-definitions rewrites the unused one too" sh -c \
	"grep -qF 'INIT_FOR_COMPILER(x)' '$T-all/ell/private.h' && grep -qF 'convert: 2 shim definitions made safe in 2 files, 0 left alone' '$B/route2-all.err'"

# ------------------------------------------------------------- patch
# Patch mode (scan --diff, --staged): a change that uses a shim defined in
# the tree, one that defines a shim and uses it, and one that uses a shim
# defined outside the tree, named in .init-for-compiler.
if have git; then
	export GIT_CONFIG_NOSYSTEM=1 HOME=$B/home GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.org
	export GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org GIT_CEILING_DIRECTORIES=$B
	mkdir -p "$HOME"
	T=$B/patch
	mkdir -p "$T/libavutil"
	cp "$B/branches/libavutil/attributes.h" "$T/libavutil/"
	printf 'int old(void) { return 0; }\n' >"$T/old.c"
	git -C "$T" init -q && git -C "$T" add . && git -C "$T" commit -qm base
	printf '#include "libavutil/attributes.h"\nint f(int c) { int av_uninit(x); if (c) x = 1; return c ? x : 0; }\n' >"$T/new.c"
	printf '#define MY_UNINIT(v) v = v\nint g(int c) { int MY_UNINIT(y); if (c) y = 1; return c ? y : 0; }\n' >"$T/own.c"
	git -C "$T" add new.c own.c
	(cd "$T" && "$TOOL" scan --staged >"$B/patch-staged.out" 2>"$B/patch-staged.err")
	check "shims patch: --staged finds the uses of the tree's shim and of the change's own" \
		same "$B/patch-staged.out" "new.c:2:30: legacy: x (av_uninit): write 'int f(int c) { int INIT_FOR_COMPILER(x); if (c) x = 1; return c ? x : 0; }' instead (and #include <init_for_compiler.h>)
own.c:2:30: legacy: y (MY_UNINIT): write 'int g(int c) { int INIT_FOR_COMPILER(y); if (c) y = 1; return c ? y : 0; }' instead (and #include <init_for_compiler.h>)"
	git -C "$T" diff --cached >"$B/patch.diff"
	git -C "$T" reset -q
	rm "$T/new.c" "$T/own.c"
	(cd "$T" && "$TOOL" scan --diff "$B/patch.diff" >"$B/patch-diff.out" 2>/dev/null)
	check "shims patch: --diff of the change not applied: the same" \
		cmp "$B/patch-staged.out" "$B/patch-diff.out"
	mkdir -p "$B/patch-outside"
	git -C "$B/patch-outside" init -q
	printf '#include <libavutil/attributes.h>\nint h(void) { int av_uninit(z); z = 0; return z; }\n' >"$B/patch-outside/h.c"
	git -C "$B/patch-outside" add h.c
	(cd "$B/patch-outside" && "$TOOL" scan --staged >"$B/patch-outside0.out" 2>/dev/null)
	check "shims patch: a shim from outside the tree is not known" test ! -s "$B/patch-outside0.out"
	printf -- '--shim=av_uninit\n' >"$B/patch-outside/.init-for-compiler"
	(cd "$B/patch-outside" && "$TOOL" scan --staged >"$B/patch-outside1.out" 2>/dev/null)
	check "shims patch: ... until .init-for-compiler names it" \
		same "$B/patch-outside1.out" "h.c:2:29: legacy: z (av_uninit): write 'int h(void) { int INIT_FOR_COMPILER(z); z = 0; return z; }' instead (and #include <init_for_compiler.h>)"
else
	skip "shims patch" "git not installed"
fi

# ------------------------------------------------------------- lookalike
T=$B/lookalike
mkdir -p "$T"
cat >"$T/l.c" <<'EOF'
#define NOT_SELF(x) x = y
#define NOT_EQUAL(x) x == x
#define NOT_DEREF(x) *x = x
#define NOT_ADDR(x) x = &x
#define NOT_ONE(x, y) x = x
#define NOT_DECL(x) do { x = x; } while (0)
#define NOT_FUNC_LIKE x = x
#define NOT_SPACED (x) x = x
#define REAL(x) (x)=(x)

int f(int y)
{
	int NOT_SELF(a), NOT_ONE(b, c);
	int *p = &y, NOT_DEREF(p);
	int REAL(r);

	NOT_DECL(y);
	r = y;
	return a + b + *p + r;
}
EOF
(cd "$T" && "$TOOL" scan . >"$B/lookalike.out" 2>"$B/lookalike.err")
check "shims lookalike: no site but the real shim's" same "$B/lookalike.out" "./l.c:15:11: legacy: r (REAL)"
check "shims lookalike: one shim, one definition" sh -c \
	"test \$(grep -c 'defined as' '$B/lookalike.err') = 1 && grep -q 'shims: uninitialized_var (0 uses), REAL (1 use' '$B/lookalike.err'"

# ------------------------------------------------------------- audit
# The uses of a shim in an audit build, in both routes: a real bug (i
# read on the path where c is 0) is warned on by gcc and by clang, over
# -Wno-maybe-uninitialized -Wno-uninitialized (FFmpeg's configure adds the
# first): the header's pragmas win over the command line. The same bug in a
# #define body (j, FFmpeg's af_aecho.c ECHO): clang's note names the macro's
# use, and its "expanded from macro" note the body's line, the site's.
T=$B/audit
mkdir -p "$T/r1" "$T/r2"
for r in r1 r2; do
	cp -r "$B/branches/libavutil" "$T/$r/"
	cat >"$T/$r/use.c" <<'EOF'
#include "libavutil/attributes.h"

int get(void);
void use(int);

void bug(int c)
{
	int av_uninit(i);

	if (c)
		i = get();
	use(i);
}

#define GETTER(name)		\
int name(int c)			\
{				\
	int av_uninit(j);	\
				\
	if (c)			\
		j = get();	\
	return j;		\
}

GETTER(getter)
EOF
done
(cd "$T/r1" && "$TOOL" convert . >/dev/null 2>&1)
(cd "$T/r2" && "$TOOL" convert --definitions . >/dev/null 2>&1)
for cc in gcc-12 clang-19; do
	if ! have $cc; then skip "shims audit: $cc" "$cc not installed"; continue; fi
	for r in r1 r2; do
		(cd "$T/$r" && $cc -std=gnu11 -O2 -Wall -Wno-maybe-uninitialized -Wno-uninitialized \
			-DINIT_FOR_COMPILER_AUDIT=1 -I. -I"$top/include" -c use.c -o use.o >"$cc.log" 2>&1)
		(cd "$T/$r" && "$TOOL" audit --log "$cc.log" . >"$B/audit-$r-$cc.out" 2>"$B/audit-$r-$cc.err")
		check "shims audit: route ${r#r}, $cc over -Wno-maybe-uninitialized: the bug is warned on" \
			sh -c "grep -q '^\./use\.c:[0-9]*:[0-9]*: .*: i: ' '$B/audit-$r-$cc.out' &&
			       ! grep -q 'stale\|unknown' '$B/audit-$r-$cc.out'"
		check "shims audit: route ${r#r}, $cc: the bug in a #define body is warned on at the body's line" \
			grep -q "^\./use\.c:$(grep -n '(j)' "$T/$r/use.c" | cut -d: -f1):[0-9]*: review[^:]*: j: " "$B/audit-$r-$cc.out"
	done
done

# ------------------------------------------------------------- onewalk
T=$B/onewalk
mkdir -p "$T/a" "$T/z" "$T/m"
# a/: uses before the definition in the walk; z/shim.h: the definition
cat >"$T/z/shim.h" <<'EOF'
#define LATE_UNINIT(x) x = x
EOF
cat >"$T/a/use.c" <<'EOF'
#include "../z/shim.h"
int f(int c)
{
	int LATE_UNINIT(v);
	if (c)
		v = 1;
	return c ? v : 0;
}
EOF
# headers that call it: across a comment, a splice, a line break, a "//"
# comment, and with a splice inside the name
printf 'static inline int g1(void) { int LATE_UNINIT /* c */ (v); return v; }\n' >"$T/a/h1.h"
printf 'static inline int g2(void) { int LATE_UNINIT \\\n(v); return v; }\n' >"$T/a/h2.h"
printf 'static inline int g3(void) { int LATE_UN\\\nINIT(v); return v; }\n' >"$T/a/h3.h"
printf 'static inline int g4(void) { int LATE_UNINIT // c\n(v); return v; }\n' >"$T/a/h4.h"
printf 'static inline int g5(void) { int LATE_UNINIT\n(v); return v; }\n' >"$T/a/h5.h"
# m/: one .c file's own shim, which another .c file names but cannot see
cat >"$T/m/own.c" <<'EOF'
#define MINE(x) x = x
int g(void) { int MINE(w); return w; }
EOF
cat >"$T/m/other.c" <<'EOF'
int h(void) { int MINE(w); return w; }
EOF
for i in 1 2 3 4 5 6 7 8 9 10; do printf 'int n%s;\n' $i >"$T/m/n$i.c"; done
nfiles=$(find "$T" -type f | wc -l)
(cd "$T" && "$TOOL" scan -j1 --stats . >"$B/onewalk.out" 2>"$B/onewalk.err")
check "shims onewalk: a .c file's use of a shim a header later in the walk defines" \
	grep -qx './a/use.c:4:18: legacy: v (LATE_UNINIT)' "$B/onewalk.out"
for h in 1 2 3 4 5; do
	check "shims onewalk: header $h calls the shim of a later header: found" \
		grep -q "^\./a/h$h\.h:[0-9]*:[0-9]*: legacy: v (LATE_UNINIT" "$B/onewalk.out"
done
check "shims onewalk: a .c file's own shim" grep -qx './m/own.c:2:24: legacy: w (MINE)' "$B/onewalk.out"
check "shims onewalk: another .c file does not see it" \
	sh -c "! grep -q '^\./m/other\.c' '$B/onewalk.out'"
check "shims onewalk: --stats: every file opened once, the five headers again" \
	grep -qx "init-for-compiler: scan: $((nfiles + 5)) files opened, 5 of them again (a header calling a shim another header defines)" "$B/onewalk.err"
# N files, one open each: a tree without a header that calls another's shim
rm "$T"/a/h*.h
nfiles=$(find "$T" -type f | wc -l)
for j in 1 2; do
	(cd "$T" && "$TOOL" scan -j$j --stats . >/dev/null 2>"$B/onewalk-j$j.err")
	check "shims onewalk: -j$j --stats: $nfiles files opened, none again" \
		grep -qx "init-for-compiler: scan: $nfiles files opened, 0 of them again (a header calling a shim another header defines)" "$B/onewalk-j$j.err"
done
if have strace; then
	(cd "$T" && find . -type f -printf '"%p"\n' | sort) >"$B/onewalk-files"
	for j in 1 2; do
		(cd "$T" && strace -f -qq -e trace=openat -o "$B/onewalk-strace-j$j" "$TOOL" scan -j$j . >/dev/null 2>&1)
		# the files of the tree opened (directories aside), each once
		grep -v 'O_DIRECTORY' "$B/onewalk-strace-j$j" | grep -o '"\./[^"]*"' | sort >"$B/onewalk-opens-j$j"
		check "shims onewalk: strace, -j$j: each of the $nfiles files opened once, nothing else" \
			diff -u "$B/onewalk-files" "$B/onewalk-opens-j$j"
	done
	# convert and audit: a first pass for the shims, then their own, which
	# reads again only the files that define or call a name the first
	# found, or that the byte prefilter cannot clear: here the ten n*.c
	# once, the four others twice (audit's #if reader may open a site's
	# file once more)
	: >"$B/onewalk-empty.log"
	(cd "$T" && find . -type f -name 'n*.c' -printf '"%p" 1\n' && find . -type f ! -name 'n*.c' -printf '"%p" 2\n') |
		sort >"$B/onewalk-twice"
	for cmd in convert audit; do
		case $cmd in
		convert) args="--dry-run" ;;
		audit) args="--log $B/onewalk-empty.log" ;;
		esac
		# shellcheck disable=SC2086
		(cd "$T" && strace -f -qq -e trace=openat -o "$B/onewalk-strace-$cmd" "$TOOL" $cmd $args . >/dev/null 2>&1)
		grep -v 'O_DIRECTORY' "$B/onewalk-strace-$cmd" | grep -o '"\./[^"]*"' | sort | uniq -c |
			awk '{ print $2, $1 }' >"$B/onewalk-opens-$cmd"
		if [ $cmd = convert ]; then
			check "shims onewalk: strace, convert: the n*.c files opened once, the four others twice" \
				diff -u "$B/onewalk-twice" "$B/onewalk-opens-$cmd"
		else
			check "shims onewalk: strace, audit: the n*.c files opened once" \
				diff -u <(grep '/n[0-9]*\.c"' "$B/onewalk-twice") <(grep '/n[0-9]*\.c"' "$B/onewalk-opens-$cmd")
		fi
	done
	check "shims onewalk: convert still converts the three sites (use.c, other.c, own.c)" \
		sh -c "cd '$T' && '$TOOL' convert --dry-run . 2>&1 | grep -q 'convert: 3 sites would be converted in 3 files'"
else
	skip "shims onewalk: strace lists the opens" "strace not installed (make deps)"
fi

# ------------------------------------------------------------- unused
# ofono's shape (issue 36, 6): a header defines uninitialized_var and so do
# the .c files that use it; the summary names every definition, the
# header's says nothing read uses it, and after convert each .c file's is
# now unused. A second tree: a .c file without its own definition uses the
# header's, which is then the one to convert.
T=$B/unused
mkdir -p "$T/ell" "$T/src" "$T/two"
printf '#define uninitialized_var(x) x = x\n' >"$T/ell/private.h"
for f in a b; do
	cat >"$T/src/$f.c" <<EOF
#define uninitialized_var(x) x = x
int $f(int c) { int uninitialized_var(v); if (c) v = 1; return c ? v : 0; }
EOF
done
(cd "$T" && "$TOOL" scan . >/dev/null 2>"$B/unused.err")
check "shims unused: the summary names every definition" grep -qF \
	'shims: uninitialized_var (2 uses; defined in ./ell/private.h:1, ./src/a.c:1, ./src/b.c:1)' "$B/unused.err"
check "shims unused: the header's definition, which no site read uses, says so" grep -qF \
	"./ell/private.h:1:9: warning: uninitialized_var() still defined as 'x = x', but no site read uses this definition: every file read that uses it defines it itself; delete it, unless code outside the files read includes this header" "$B/unused.err"
check "shims unused: a .c file's definition that it uses: convert its uses" grep -q \
	"^\./src/a\.c:1:9: warning: .*; convert its uses" "$B/unused.err"
(cd "$T" && "$TOOL" convert . >/dev/null 2>"$B/unused-convert.err")
check "shims unused: after convert, each .c file's definition is now unused" \
	test "$(grep -c "^\./src/[ab]\.c:1:9: warning: uninitialized_var() still defined as 'x = x', now unused: every use read was converted; delete it\$" "$B/unused-convert.err")" = 2
printf '#define uninitialized_var(x) x = x\n' >"$T/two/shim.h"
printf '#include "shim.h"\nint f(int c) { int uninitialized_var(v); if (c) v = 1; return c ? v : 0; }\n' >"$T/two/use.c"
printf '#define uninitialized_var(x) x = x\nint g(void) { return 0; }\n' >"$T/two/own.c"
(cd "$T/two" && "$TOOL" scan . >/dev/null 2>"$B/unused2.err")
check "shims unused: a header's definition a .c file without its own uses: convert its uses" grep -q \
	"^\./shim\.h:1:9: warning: .*; convert its uses" "$B/unused2.err"
check "shims unused: a .c file's definition it does not use says so" grep -qF \
	"./own.c:1:9: warning: uninitialized_var() still defined as 'x = x', but no site read uses this definition: this file does not use it (a .c file's definition serves that file); delete it" "$B/unused2.err"

finish
