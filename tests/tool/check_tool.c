// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tests/tool/check_tool.c - Check unit tests of the init-for-compiler tool:
 * the lexer, the matchers, convert's edits and diff, the diagnostic parser
 * and the shell word splitter. Linked against the tool's objects (all but
 * the command line: main.c, cmd.c, builtin/).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "../../tools/ifc.h"

/* ------------------------------------------------------------ helpers */

static struct tokvec tv_;
static struct scan_result r_;

static void lex_ok_(const char *src)
{
	ck_assert_int_eq(lex(src, strlen(src), &tv_), 0);
}

static const struct token *tok_(size_t i)
{
	ck_assert_uint_lt(i, tv_.n);
	return &tv_.v[i];
}

/* The i-th token's text. */
static const char *text_(const char *src, size_t i)
{
	static char buf[256];

	tok_copy(src, tok_(i), buf, sizeof(buf));
	return buf;
}

/* Scan src; return "KIND:NAME:LINE:COL[:cannot]" lines joined by ' '. */
static const char *scan_(const char *src)
{
	static char out[4096];
	size_t i, o = 0;

	lex_ok_(src);
	ck_assert_int_eq(scan(src, strlen(src), &tv_, NULL, &r_), 0);
	ck_assert_int_eq(audit_funcs(src, &tv_, &r_), 0);
	out[0] = '\0';
	for (i = 0; i < r_.nsites; i++) {
		const struct site *s = &r_.sites[i];

		o += (size_t)snprintf(out + o, sizeof(out) - o, "%s%s:%s:%u:%u%s", i ? " " : "",
				      site_kind_name[s->kind], s->name, s->line, s->col,
				      s->cannot ? ":cannot" : "");
	}
	return out;
}

/* Convert src in memory; returns the new text (static). */
static const char *convert_(const char *src, int add_include)
{
	static char *out;
	struct editvec ev = { NULL, 0, 0 };
	size_t len;
	FILE *err = fopen("/dev/null", "w");

	ck_assert_ptr_nonnull(err);
	free(out);
	scan_(src);
	ck_assert_int_ge(convert_plan("t.c", src, strlen(src), &tv_, &r_, add_include, &ev, NULL, err), 0);
	fclose(err);
	out = edits_apply(src, strlen(src), &ev, &len);
	ck_assert_ptr_nonnull(out);
	ck_assert_uint_eq(strlen(out), len);
	editvec_free(&ev);
	return out;
}

static void teardown_(void)
{
	tokvec_free(&tv_);
	scan_result_free(&r_);
}

/* ------------------------------------------------------------- lexer */

START_TEST(lex_kinds)
{
	const char *s = "int x = 0x1fUL + 1.5e+3 - 'a' ; s = u8\"str\" L'c' ... >>= -> /* c */ // d\n";

	lex_ok_(s);
	ck_assert_uint_eq(tv_.n, 18);
	ck_assert_int_eq(tok_(0)->kind, TK_IDENT);
	ck_assert_int_eq(tok_(3)->kind, TK_NUMBER);
	ck_assert_str_eq(text_(s, 3), "0x1fUL");
	ck_assert_int_eq(tok_(5)->kind, TK_NUMBER);
	ck_assert_str_eq(text_(s, 5), "1.5e+3");
	ck_assert_int_eq(tok_(7)->kind, TK_CHAR);
	ck_assert_int_eq(tok_(11)->kind, TK_STRING);
	ck_assert_str_eq(text_(s, 11), "u8\"str\"");
	ck_assert_int_eq(tok_(12)->kind, TK_CHAR);
	ck_assert_str_eq(text_(s, 13), "...");
	ck_assert_str_eq(text_(s, 14), ">>=");
	ck_assert_str_eq(text_(s, 15), "->");
	ck_assert_int_eq(tok_(16)->kind, TK_COMMENT);
	ck_assert_int_eq(tok_(17)->kind, TK_COMMENT);
	ck_assert_str_eq(text_(s, 17), "// d");
}
END_TEST

START_TEST(lex_literals)
{
	const char *s = "\"a \\\" /* not */ b\" '\\'' '\"' \"unterminated\nx";

	lex_ok_(s);
	ck_assert_uint_eq(tv_.n, 5);
	ck_assert_int_eq(tok_(0)->kind, TK_STRING);
	ck_assert_str_eq(text_(s, 0), "\"a \\\" /* not */ b\"");
	ck_assert_str_eq(text_(s, 1), "'\\''");
	ck_assert_str_eq(text_(s, 2), "'\"'");
	ck_assert(tok_(3)->flags & TF_UNTERM);
	ck_assert_uint_eq(tok_(4)->line, 2);
}
END_TEST

START_TEST(lex_comments)
{
	const char *s = "a /* x\n y */ b // c \\\n d\ne /* open";

	lex_ok_(s);
	ck_assert_uint_eq(tv_.n, 6);
	ck_assert_uint_eq(tok_(2)->line, 2);
	ck_assert_uint_eq(tok_(2)->col, 7);
	ck_assert_int_eq(tok_(3)->kind, TK_COMMENT);
	ck_assert(tok_(3)->flags & TF_SPLICED);	/* the // comment runs on */
	ck_assert_uint_eq(tok_(4)->line, 4);
	ck_assert(tok_(5)->flags & TF_UNTERM);
}
END_TEST

START_TEST(lex_splices)
{
	const char *s = "uninit\\\nialized_var(x) /\\\n* c *\\\n/ y";

	lex_ok_(s);
	ck_assert_uint_eq(tv_.n, 6);
	ck_assert(tok_(0)->flags & TF_SPLICED);
	ck_assert(tok_is(s, tok_(0), "uninitialized_var"));
	ck_assert_int_eq(tok_(4)->kind, TK_COMMENT);
	ck_assert_uint_eq(tok_(5)->line, 4);
	ck_assert_uint_eq(tok_(5)->col, 3);
}
END_TEST

START_TEST(lex_directives)
{
	const char *s = "  # define X(a) int a = a; \\\n  more\n#include <a/b.h>\n"
			"x # y\n/* c */ #if 1\n";

	lex_ok_(s);
	ck_assert(tok_(0)->flags & TF_HASH);
	ck_assert_str_eq(text_(s, 11), "more");
	ck_assert(tok_(11)->flags & TF_PP);	/* after the splice */
	ck_assert(tok_(12)->flags & TF_HASH);
	ck_assert_int_eq(tok_(14)->kind, TK_STRING);
	ck_assert_str_eq(text_(s, 14), "<a/b.h>");
	ck_assert(!(tok_(15)->flags & TF_PP));	/* x */
	ck_assert(!(tok_(16)->flags & TF_HASH));	/* # not at line start */
	ck_assert(tok_(19)->flags & TF_HASH);	/* after a comment */
}
END_TEST

START_TEST(lex_crlf_utf8)
{
	const char *s = "int a;\r\n/* é « » */ int \xc3\xa9t\xc3\xa9 = 1;\r\n";

	lex_ok_(s);
	ck_assert_uint_eq(tok_(3)->line, 2);
	ck_assert_int_eq(tok_(3)->kind, TK_COMMENT);
	ck_assert_str_eq(text_(s, 5), "\xc3\xa9t\xc3\xa9");
	ck_assert_uint_eq(tok_(5)->col, 20);	/* bytes, not characters */
}
END_TEST

START_TEST(lex_garbage)
{
	static const char s[] = "\\ @ ` \x01 \x7f '\\\n' \"\\";

	ck_assert_int_eq(lex(s, sizeof(s) - 1, &tv_), 0);
	ck_assert_int_eq(tok_(0)->kind, TK_OTHER);
	ck_assert_int_eq(lex("", 0, &tv_), 0);
	ck_assert_uint_eq(tv_.n, 0);
}
END_TEST

/* ------------------------------------------------------------ matchers */

START_TEST(tag_rule)
{
	/* the rule of tools/tag.c, clause by clause, and the shapes issue 34
	 * found missed in Linux 6.1, FFmpeg and another large tree */
	static const char *const yes[] = {
		/* (1) a subject and a quiet word */
		"/* Keep GCC happy! */", "/* keep the compiler quiet */", "/* shut up gcc */",
		"/* shutup gcc */", "/* to make compiler happy */", "/* quiet gcc */",
		"/* suppress compiler warning */", "/* placate compiler */", "/* pacify compiler */",
		"/* Initialized just to stop compiler warnings. */", "/* avoid gcc warnings */",
		"/* prevent 'may be used uninitialized' */", "/* silence uninit warnings */",
		"/* supress 'maybe used uninitialized' warning */",
		/* (2) a warning and a quiet word, short */
		"//init to silence warning", "//init to silcene warning", "/* Work around bogus warning */",
		"//initialization to suppress warning", "//-1 to avoid warning", "/* kill warning */",
		/* (3) a subject and a judge word, or the compiler and the warning */
		"/* Damn you, gcc! */", "/* avoid false use-uninitialised */",
		"// GCC falsely says it may be uninitialized.", "/* gcc 12 -O2: maybe uninitialized */",
		"/* gcc thinks it can be uninitialized */", "/* GCC is braindead */",
		"/* gcc doesn't realize wait = 1 guarantees ret is set */",
		/* (4) a subject, at most four words */
		"/* GCC */", "// gcc", "// for the compiler", "/* compiler food */",
		"/* uninit var warning */", "/* initialize for clang */",
	};
	static const char *const no[] = {
		/* no subject, no purpose, or too long */
		"/* GCC 4.6 and later */", "/* the number of entries */", "/* keep the list sorted */",
		"/* warning: frees p */", "/**/", "//", "/* uninitialized state */",
		"/* fix warning about uninitialized vars */", "/* avoid the kernel warning message that the driver prints when the device fails to resume */",
		"/* Clear private_data here to avoid a warning in single_open() and the WARN_ON it prints */",
		/* another warning, tool or purpose */
		"/* make sparse happy */", "/* compiler barrier below */",
		"/* silence unused-variable warning */", "/* keep gcc quiet about the format */",
		"/* work around GCC PR81715 */", "/* workaround for gcc bug #37014 */",
		"/* Prevent the compiler from reading twice: READ_ONCE() and a barrier */",
		"/* the driver's ndo_uninit runs under RTNL, quiet the lock */",
		"/* gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc "
		"gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc "
		"gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc gcc keep gcc quiet */",
		/* a key word misspelt: missed, and said so in docs/tool.md */
		"/* keep complier happy */",
	};
	size_t i;

	for (i = 0; i < sizeof(yes) / sizeof(yes[0]); i++)
		ck_assert_msg(scan_is_tag(yes[i], strlen(yes[i])), "%s", yes[i]);
	for (i = 0; i < sizeof(no) / sizeof(no[0]); i++)
		ck_assert_msg(!scan_is_tag(no[i], strlen(no[i])), "%s", no[i]);
}
END_TEST

/* comment-assign: which statements are sites, and what they assign */
START_TEST(scan_comment_assign)
{
	/* a statement after a call that does not return, an output parameter,
	 * a member, a chain, after a lone label, a tag above it */
	ck_assert_str_eq(scan_("void f(int m, int *out, struct s *p) {\n\tint x, y;\n"
			       "\tswitch (m) {\n\tcase 1:\n\t\tx = y = 1;\n\t\tbreak;\n"
			       "\tdefault: /* keep gcc quiet */\n\t\tx = 0;\n"
			       "\t\t*out = -1; /* keep compiler quiet */\n"
			       "\t\tp->len = NULL; // silence gcc\n"
			       "\t\tx = y = 0; /* shut up gcc */\n\t}\n"
			       "\t/* GCC falsely says it may be uninitialized. */\n\ty = -1;\n}\n"),
			 "comment-assign:x:8:3 comment-assign:*out:9:4 comment-assign:p->len:10:6 "
			 "comment-assign:x:11:3 comment-assign:y:11:7 comment-assign:y:14:2");
	/* not: a value the program computes, a string, a label that others
	 * share, a return, an assignment in a for's clauses */
	ck_assert_str_eq(scan_("void f(int m, char *s) {\n\tint x;\n\tconst char *t;\n"
			       "\tx = g(3); /* shut up gcc */\n\tt = \"\"; /* keep gcc quiet */\n"
			       "\tswitch (m) {\n\tcase 1:\n\tdefault: /* shut up gcc */\n\t\tx = 2;\n\t}\n"
			       "\tfor (x = 0; x < m; x++) /* gcc */\n\t\t;\n"
			       "\treturn; /* keep compiler quiet */\n}\n"),
			 "");
}
END_TEST

/* convert of comment-assign: ASSIGN_FOR_COMPILER(lv, v), the value as
 * written; a chain in the order it assigns; what is left alone. */
START_TEST(convert_assign)
{
	ck_assert_str_eq(convert_("void f(int *o) {\n\tint x;\n\tx = 0; /* keep gcc quiet */\n"
				  "\t*o = -1; /* placate compiler: callers check the result first */\n"
				  "\tx = (struct s){ 1, 2 }.a; /* shut up gcc */\n}\n", 0),
			 "void f(int *o) {\n\tint x;\n\tASSIGN_FOR_COMPILER(x, 0);\n"
			 "\tASSIGN_FOR_COMPILER(*o, -1); /* placate compiler: callers check the result first */\n"
			 "\tx = (struct s){ 1, 2 }.a; /* shut up gcc */\n}\n");
	ck_assert_str_eq(convert_("void f(void) {\n\tint a, b;\n\ta = b = 0; /* gcc */\n"
				  "\tif (a)\n\t\ta = b = 1; /* gcc */\n}\n", 0),
			 "void f(void) {\n\tint a, b;\n"
			 "\tASSIGN_FOR_COMPILER(b, 0); ASSIGN_FOR_COMPILER(a, b);\n"
			 "\tif (a)\n\t\ta = b = 1; /* gcc */\n}\n");
	/* a value with a comma outside parentheses goes in parentheses */
	ck_assert_str_eq(convert_("void f(void) {\n\tstruct s v;\n\tv = (struct s){ 0, 0 }; /* gcc */\n}\n", 0),
			 "void f(void) {\n\tstruct s v;\n\tASSIGN_FOR_COMPILER(v, ((struct s){ 0, 0 }));\n}\n");
	/* a chain of eight lvalues is read and rewritten; of nine, it is no site */
	ck_assert_str_eq(convert_("void f(void) {\n\ta = b = c = d = e = g = h = i = 0; /* gcc */\n"
				  "\ta = b = c = d = e = g = h = i = j = 0; /* gcc */\n}\n", 0),
			 "void f(void) {\n\tASSIGN_FOR_COMPILER(i, 0); ASSIGN_FOR_COMPILER(h, i); "
			 "ASSIGN_FOR_COMPILER(g, h); ASSIGN_FOR_COMPILER(e, g); ASSIGN_FOR_COMPILER(d, e); "
			 "ASSIGN_FOR_COMPILER(c, d); ASSIGN_FOR_COMPILER(b, c); ASSIGN_FOR_COMPILER(a, b);\n"
			 "\ta = b = c = d = e = g = h = i = j = 0; /* gcc */\n}\n");
	/* a chain whose rewrite would not fit is left alone, all of it */
	{
		static const char src[] =
			"void f(void) {\n\t"
			"a_rather_long_name_of_a_member_of_the_first_struct_0 = "
			"a_rather_long_name_of_a_member_of_the_first_struct_1 = "
			"a_rather_long_name_of_a_member_of_the_first_struct_2 = "
			"a_rather_long_name_of_a_member_of_the_first_struct_3 = "
			"a_rather_long_name_of_a_member_of_the_first_struct_4 = "
			"a_rather_long_name_of_a_member_of_the_first_struct_5 = 0; /* gcc */\n}\n";
		struct editvec ev = { NULL, 0, 0 };
		FILE *err = fopen("/dev/null", "w");
		long left = -1;

		ck_assert_ptr_nonnull(err);
		scan_(src);
		ck_assert_uint_eq(r_.nsites, 6);
		ck_assert_int_eq(convert_plan("t.c", src, strlen(src), &tv_, &r_, 0, &ev, &left, err), 0);
		ck_assert_int_eq(left, 6);
		ck_assert_uint_eq(ev.n, 0);
		fclose(err);
		editvec_free(&ev);
	}
}
END_TEST

/* What a compile command says about its warnings (logread.c): -w turns
 * them all off; -Wno-maybe-uninitialized or -Wno-uninitialized turn the
 * uninitialized ones off, and only -include of the header, which puts its
 * pragma first, makes up for that (docs/audit.md). */
START_TEST(command_flags)
{
	static const struct { const char *cmd; unsigned want; } t[] = {
		{ "gcc -O2 -c x.c", 0 },
		{ "gcc -O2 -w -c x.c", AUDIT_QUIET },
		{ "gcc --no-warnings -c x.c", AUDIT_QUIET },
		{ "gcc -O2 -Wno-maybe-uninitialized -c x.c", AUDIT_FLAGOFF },
		{ "gcc -Wno-uninitialized -c x.c", AUDIT_FLAGOFF },
		{ "gcc '-Wno-maybe-uninitialized' -c x.c", AUDIT_FLAGOFF },
		{ "gcc -Wno-maybe-uninitialized -include init_for_compiler.h -c x.c", 0 },
		{ "gcc -include /usr/include/init_for_compiler.h -Wno-maybe-uninitialized -c x.c", 0 },
		{ "gcc -Wno-maybe-uninitialized -include/opt/ifc/init_for_compiler.h -c x.c", 0 },
		{ "gcc -Wno-maybe-uninitialized -include kconfig.h -c x.c", AUDIT_FLAGOFF },
		{ "gcc -Wno-maybe-uninitialized -include -c init_for_compiler.h.c", AUDIT_FLAGOFF },
		{ "gcc -Wmaybe-uninitialized -c x.c", 0 },
		{ "gcc -w -Wno-uninitialized -c x.c", AUDIT_QUIET | AUDIT_FLAGOFF },
		/* the header first, with the define: what its marker says */
		{ "gcc-12 -O2 -include init_for_compiler.h -DINIT_FOR_COMPILER_AUDIT=1 -c x.c",
		  AUDIT_MARK | AUDIT_FORCED },
		{ "gcc-12 -include init_for_compiler.h -DINIT_FOR_COMPILER_AUDIT=1 -c x.c",
		  AUDIT_MARK | AUDIT_FORCED | AUDIT_NOOPT },
		{ "gcc-12 -O2 -O0 -include init_for_compiler.h -DINIT_FOR_COMPILER_AUDIT -c x.c",
		  AUDIT_MARK | AUDIT_FORCED | AUDIT_NOOPT },
		{ "clang-19 -include init_for_compiler.h -DINIT_FOR_COMPILER_AUDIT=1 -c x.c",
		  AUDIT_MARK | AUDIT_FORCED },
		{ "ccache gcc -Og -include init_for_compiler.h -D INIT_FOR_COMPILER_AUDIT=1 -c x.c",
		  AUDIT_MARK | AUDIT_FORCED },
		{ "cc -O2 -include init_for_compiler.h -DINIT_FOR_COMPILER_AUDIT=1 -c x.c", 0 },
		{ "gcc -O2 -include init_for_compiler.h -DINIT_FOR_COMPILER_AUDIT=0 -c x.c", 0 },
		{ "gcc -O2 -include init_for_compiler.h -DINIT_FOR_COMPILER_AUDITX=1 -c x.c", 0 },
	};
	char *argv[] = { "gcc", "-Wno-maybe-uninitialized", "-include", "init_for_compiler.h", NULL };
	char *argv2[] = { "gcc", "-Wno-maybe-uninitialized", "-c", "x.c", NULL };
	size_t i;

	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++)
		ck_assert_msg(audit_command_flags(t[i].cmd, strlen(t[i].cmd)) == t[i].want,
			      "%s: %u", t[i].cmd, audit_command_flags(t[i].cmd, strlen(t[i].cmd)));
	ck_assert_uint_eq(audit_argv_flags(argv), 0);
	ck_assert_uint_eq(audit_argv_flags(argv2), AUDIT_FLAGOFF);
	ck_assert_uint_eq(audit_argv_flags(NULL), 0);
}
END_TEST

/* What an assignment assigns (struct site: through, var, decl_line). */
START_TEST(scan_assign_targets)
{
	struct tokvec tv = { 0 };
	struct scan_result r;
	const char *src = "int g;\nvoid f(int p, int *q, int a[4]) {\n\tint x, y[2];\n"
			  "\tstruct s loc, *lp;\n"
			  "\tASSIGN_FOR_COMPILER(x, 0);\n\tASSIGN_FOR_COMPILER(y[1], 0);\n"
			  "\tASSIGN_FOR_COMPILER(loc.m, 0);\n\tASSIGN_FOR_COMPILER(*q, 0);\n"
			  "\tASSIGN_FOR_COMPILER(lp->m, 0);\n\tASSIGN_FOR_COMPILER(a[1], 0);\n"
			  "\tASSIGN_FOR_COMPILER(p, 0);\n\tASSIGN_FOR_COMPILER(zz, 0);\n}\n";
	static const struct { const char *name, *var; int through; uint32_t decl; } want[] = {
		{ "x", "x", 0, 3 }, { "y[1]", "y", 1, 3 }, { "loc.m", "loc", 1, 4 },
		{ "*q", "", 2, 8 }, { "lp->m", "", 2, 9 }, { "a[1]", "", 2, 2 },
		{ "p", "p", 0, 2 }, { "zz", "zz", 3, 12 },
	};
	size_t i;

	memset(&r, 0, sizeof(r));
	ck_assert_int_eq(lex(src, strlen(src), &tv), 0);
	ck_assert_int_eq(scan(src, strlen(src), &tv, NULL, &r), 0);
	ck_assert_uint_eq(r.nsites, sizeof(want) / sizeof(want[0]));
	for (i = 0; i < r.nsites; i++) {
		ck_assert_str_eq(r.sites[i].name, want[i].name);
		ck_assert_str_eq(r.sites[i].var, want[i].var);
		ck_assert_int_eq(r.sites[i].through, want[i].through);
		ck_assert_uint_eq(r.sites[i].decl_line, want[i].decl);
		ck_assert(r.sites[i].assign && r.sites[i].kind == SK_ANNOTATION);
	}
	scan_result_free(&r);
	tokvec_free(&tv);
}
END_TEST

START_TEST(scan_kinds)
{
	ck_assert_str_eq(scan_("void f(void) {\n"
			       "\tint a = a, b = *(&(b)), uninitialized_var(c), INIT_PTR_FOR_COMPILER(d);\n"
			       "\tlong e = 0; /* GCC */\n}\n"),
			 "self-init:a:2:6 self-init:b:2:13 legacy:c:2:44 annotation:d:2:70 "
			 "comment-init:e:3:7");
	ck_assert_uint_eq(r_.nfuncs, 1);
	ck_assert_str_eq(r_.funcs[0].name, "f");
	ck_assert_uint_eq(r_.funcs[0].last_line, 4);
	ck_assert_uint_eq(audit_func_at(&r_, 2), 0);
	ck_assert_uint_eq(audit_func_at(&r_, 9), NO_TOK);
	/* an array's declarator inside the macro: the annotation of its name;
	 * bounds that do not close are none; uninitialized_var() takes a name */
	ck_assert_str_eq(scan_("int INIT_FOR_COMPILER(buf[4]), INIT_FOR_COMPILER(m[2][N + (1)]);\n"
			       "int INIT_FOR_COMPILER(a[2)]; int INIT_FOR_COMPILER(b[); }\n"
			       "int uninitialized_var(c[2]);\n"),
			 "annotation:buf:1:23 annotation:m:1:50");
}
END_TEST

START_TEST(scan_not_code)
{
	ck_assert_str_eq(scan_("/* int a = a; */ // uninitialized_var(b)\n"
			       "const char *s = \"int c = c;\";\n"
			       "#define D(x) int x = x; uninitialized_var(x)\n"
			       "char q = '\\'';\n"), "");
}
END_TEST

START_TEST(scan_statements_not_declarations)
{
	ck_assert_str_eq(scan_("void f(int x, int *p) {\n"
			       "\tx = x;\n\t*p = *p;\n\tif (x) x = x;\n"
			       "\tint n = n();\n\tint m = (m)(1);\n\treturn x = x;\n}\n"), "");
}
END_TEST

START_TEST(scan_declarations)
{
	/* wrapped, typedef names, struct bodies, labels, for, attributes */
	ck_assert_str_eq(scan_("void f(void) {\n"
			       "\tu32\n\t\tw\n\t\t=\n\t\tw;\n"
			       "\tstruct s { int a; } st = st;\n"
			       "\tenum { A } en = en;\n"
			       "out:\n\tint lab = lab;\n"
			       "\tfor (int i = i; i < 1; i++) ;\n"
			       "\tfoo_t *p = p, **pp = pp;\n"
			       "\tint arr[1] = arr;\n"
			       "\tint (*fp)(void) = fp;\n"
			       "\t_Atomic int at = at;\n"
			       "\tint x __attribute__((unused)) = x;\n"
			       "\tswitch (1) { case 1: int cs = cs; }\n"
			       "}\n"),
			 "self-init:w:3:3 self-init:st:6:22 self-init:en:7:13 self-init:lab:9:6 "
			 "self-init:i:10:11 self-init:p:11:9 self-init:pp:11:18 "
			 "self-init:arr:12:6:cannot self-init:fp:13:8:cannot "
			 "self-init:at:14:14:cannot self-init:x:15:6:cannot self-init:cs:16:27");
}
END_TEST

START_TEST(scan_comment_init)
{
	const char *out = scan_("void f(void) {\n"
				"\tint a = 0 /* gcc */, b = 1;\n"
				"\tint c = 0,\n\t    d = 0; /* keep gcc quiet */\n"
				"\t/* shut up gcc */\n\tint e = 0;\n"
				"\t/* shut up gcc */\n\tint f = 0, g = 0;\n"
				"\tint h = 0; /* just a comment */\n"
				"\tint i = -1; /* GCC */\n"
				"\tint j = 0, k = 0; /* GCC */\n"
				"\tvoid *l = (void *)0; /* GCC */\n"
				"\tstruct s m = { NULL, }; /* GCC */\n"
				"\tstruct s n = { 1 }; /* GCC */\n"
				"\tfloat o = 0.0f; /* GCC */\n"
				"\tint q = x ? 0 : 1; /* GCC */\n"
				"}\n");

	/* f and g: a tag before the declaration tags each declarator; q: a
	 * value the program computes is no dummy (const_value()) */
	ck_assert_str_eq(out, "comment-init:a:2:6 comment-init:d:4:6 comment-init:e:6:6 "
			 "comment-init:f:8:6 comment-init:g:8:13 comment-init:i:10:6:cannot comment-init:j:11:6 comment-init:k:11:13 "
			 "comment-init:l:12:8 comment-init:m:13:11 comment-init:n:14:11:cannot "
			 "comment-init:o:15:8");
}
END_TEST

/* The shims' definitions (tools/shim.c): "how" of the first one found in
 * src with the legacy macros of sh (NULL: none but uninitialized_var),
 * "-" for none; *n their number, *line the first one's line. */
static const char *defines_(const char *src, const struct shims *sh, size_t *n,
			    uint32_t *line)
{
	struct shim_def d[4];

	lex_ok_(src);
	*n = shim_defines(src, &tv_, sh, d, 4);
	*line = *n ? d[0].line : 0;
	return *n ? shim_how_name[d[0].how] : "-";
}

/* One-definition src: how it reads, or "-". */
static const char *how_(const char *src)
{
	size_t n;
	uint32_t line;

	return defines_(src, NULL, &n, &line);
}

START_TEST(shim_definitions)
{
	size_t n;
	uint32_t line;
	struct shims sh;
	struct shim_def d[2];

	/* x = x and clang's x = *(&(x)), spaced and commented any way, any name */
	ck_assert_str_eq(how_("#define uninitialized_var(x) x = x\n"), "self-init");
	ck_assert_str_eq(how_("#define av_uninit(x) x=x\n"), "self-init");
	ck_assert_str_eq(how_("#define UNINIT_VAR(x) x= x\n"), "self-init");
	/* right in the #else of a test that INIT_FOR_COMPILER is defined: the
	 * fallback convert --definitions keeps in a header; nowhere else */
	ck_assert_str_eq(how_("#ifdef INIT_FOR_COMPILER\n#else\n#define u(x) x=x\n#endif\n"),
			 "fallback");
	ck_assert_str_eq(how_("#if defined(INIT_FOR_COMPILER)\n#else\n#define u(x) x=x\n#endif\n"),
			 "fallback");
	ck_assert_str_eq(how_("# if defined INIT_FOR_COMPILER /* c */\n# else\n# define u(x) x=x\n#endif\n"),
			 "fallback");
	ck_assert_str_eq(how_("#ifdef INIT_FOR_COMPILER\n#define u(x) x=x\n#endif\n"), "self-init");
	ck_assert_str_eq(how_("#ifndef INIT_FOR_COMPILER\n#else\n#define u(x) x=x\n#endif\n"),
			 "self-init");
	ck_assert_str_eq(how_("#ifdef INIT_FOR_COMPILER\n#elif A\n#else\n#define u(x) x=x\n#endif\n"),
			 "self-init");
	ck_assert_str_eq(how_("#if defined(INIT_FOR_COMPILER) && A\n#else\n#define u(x) x=x\n#endif\n"),
			 "self-init");
	ck_assert_str_eq(how_("#ifdef INIT_FOR_COMPILER\n#else\n#if A\n#define u(x) x=x\n#endif\n#endif\n"),
			 "self-init");
	ck_assert_str_eq(how_("#ifdef INIT_FOR_COMPILER\n#else\n#if A\n#endif\n#define u(x) x=x\n#endif\n"),
			 "fallback");
	ck_assert_str_eq(how_("#ifdef INIT_FOR_COMPILER\n#else\n#endif\n#define u(x) x=x\n"), "self-init");
	ck_assert_str_eq(how_("#define U(v) (v) = (v)\n"), "self-init");
	ck_assert_str_eq(how_("# define uninitialized_var(v) (v) = *(&(v)) /* clang */\n"),
			 "self-init");
	ck_assert_str_eq(how_("#define U(x) x = * & x\n"), "self-init");
	ck_assert_str_eq(how_("#  define /* c */ uninit(x) \\\n\tx = x\n"), "self-init");
	ck_assert_str_eq(defines_("int a;\n#define A(x) x = x\n#define B(y) y = y\n", NULL, &n,
				  &line), "self-init");
	ck_assert_uint_eq(n, 2);
	ck_assert_uint_eq(line, 2);
	/* a shim made safe: it forwards to INIT_FOR_COMPILER or a checked variant */
	ck_assert_str_eq(how_("#define uninitialized_var(x) INIT_FOR_COMPILER(x)\n"), "forward");
	ck_assert_str_eq(how_("#define av_uninit(p) INIT_PTR_FOR_COMPILER( p )\n"), "forward");
	/* the look-alikes are no shims */
	ck_assert_str_eq(how_("#define U(x) x = y\n"), "-");
	ck_assert_str_eq(how_("#define U(x) x == x\n"), "-");
	ck_assert_str_eq(how_("#define U(x) *x = x\n"), "-");
	ck_assert_str_eq(how_("#define U(x) x = &x\n"), "-");
	ck_assert_str_eq(how_("#define U(x) x = *x\n"), "-");
	ck_assert_str_eq(how_("#define U(x) x = x + 1\n"), "-");
	ck_assert_str_eq(how_("#define U(x) x = x;\n"), "-");
	ck_assert_str_eq(how_("#define U(x, y) x = x\n"), "-");
	ck_assert_str_eq(how_("#define U(x) do { x = x; } while (0)\n"), "-");
	ck_assert_str_eq(how_("#define U (x) x = x\n"), "-");
	ck_assert_str_eq(how_("#define U x = x\n"), "-");
	ck_assert_str_eq(how_("#define U(x) INIT_FOR_COMPILER(y)\n"), "-");
	ck_assert_str_eq(how_("#define U(x) other(x)\n"), "-");
	ck_assert_str_eq(how_("/* #define U(x) x = x */\n"
			      "const char *s = \"#define U(x) x = x\";\n"), "-");
	ck_assert_str_eq(how_("#undef U\n#define U(x) x =\nx = x;\n"), "-");
	/* another branch of a shim is reported only for a name of sh */
	ck_assert_str_eq(how_("#define av_uninit(x) x\n"), "-");
	ck_assert_int_eq(shims_init(&sh), 0);
	ck_assert_int_ge(shims_add(&sh, "av_uninit", 9, SHIM_FOUND), 1);
	ck_assert_str_eq(defines_("#if defined(__GNUC__)\n#    define av_uninit(x) x=x\n#else\n"
				  "#    define av_uninit(x) x\n#endif\n#define other(x) x\n",
				  &sh, &n, &line), "self-init");
	ck_assert_uint_eq(n, 2);
	ck_assert_uint_eq(shim_defines("#if defined(__GNUC__)\n#    define av_uninit(x) x=x\n#else\n"
				       "#    define av_uninit(x) x\n#endif\n", &tv_, &sh, d, 2), 2);
	ck_assert_int_eq(d[1].how, SH_OTHER);
	ck_assert_str_eq(d[1].body, "x");
	ck_assert_str_eq(d[0].body, "x=x");
	ck_assert_str_eq(d[0].param, "x");
	ck_assert_uint_eq(d[1].line, 4);
	shims_free(&sh);
}
END_TEST

/* The byte filter of the first pass lets every shim's definition through,
 * and stops the files that hold none. */
START_TEST(shim_prefilter_proof)
{
	static const char *const yes[] = {
		"#define U(x) x = x\n", "#define U( x ) x=x\n", "#define U(x) \\\n x = x\n",
		"#define U(x) /* c */ x = x\n", "#define /* c */ U(x) x = x\n",
		"#define U(x) INIT_FOR_COMPILER(x)\n", "#def\\\nine U(x) x = x\n",
		"#define U(x) /* long\n comment */ x = x\n",
	};
	static const char *const no[] = {
		"#define U(x) x\n", "#define U x = x\n", "#define U(x, y) x = y\n",
		"#define U(x) other(x)\n", "#undef U\n", "int defined = 1;\n",
		"#define U(x) x\nint y = 0;\n",
	};
	size_t i;

	for (i = 0; i < sizeof(yes) / sizeof(yes[0]); i++)
		ck_assert_msg(shim_prefilter(yes[i], strlen(yes[i])), "says no: %s", yes[i]);
	for (i = 0; i < sizeof(no) / sizeof(no[0]); i++)
		ck_assert_msg(!shim_prefilter(no[i], strlen(no[i])), "says yes: %s", no[i]);
}
END_TEST

/* Scan with sh's shims: "KIND:NAME:LINE:COL[:cannot]:MACRO[:define]". */
static const char *scan_shims_(const char *src, const struct shims *sh)
{
	static char out[4096];
	size_t i, o = 0;

	lex_ok_(src);
	ck_assert_int_eq(scan(src, strlen(src), &tv_, sh, &r_), 0);
	out[0] = '\0';
	for (i = 0; i < r_.nsites; i++) {
		const struct site *s = &r_.sites[i];

		o += (size_t)snprintf(out + o, sizeof(out) - o, "%s%s:%s:%u:%u%s:%s%s",
				      i ? " " : "", site_kind_name[s->kind], s->name, s->line,
				      s->col, s->cannot ? ":cannot" : "",
				      s->macro ? s->macro : "-", s->in_define ? ":define" : "");
	}
	ck_assert_msg(scan_quick(src, strlen(src), sh) || !r_.nsites, "quick says no: %s", src);
	ck_assert_msg(scan_prefilter(src, strlen(src), sh) || !r_.nsites,
		      "prefilter says no: %s", src);
	return out;
}

START_TEST(shim_sites)
{
	struct shims sh;
	static const char ffmpeg[] =
		"#define ECHO(name, type)\t\t\\\n"
		"static void echo_##name(type *d)\t\\\n"
		"{\t\t\t\t\t\\\n"
		"\tint av_uninit(index);\t\t\\\n"
		"\tint av_uninit(name);\t\t\\\n"
		"\td[0] = index;\t\t\t\\\n"
		"}\n"
		"ECHO(s16, short)\n";

	ck_assert_int_eq(shims_init(&sh), 0);
	/* not a shim yet: nothing */
	ck_assert_str_eq(scan_shims_("void f(void) {\n\tint av_uninit(a);\n}\n", &sh), "");
	ck_assert_int_ge(shims_add(&sh, "av_uninit", 9, SHIM_FOUND), 1);
	ck_assert_int_ge(shims_add(&sh, "UNINIT_VAR", 10, SHIM_OPTION), 2);
	ck_assert_str_eq(scan_shims_("void f(void) {\n\tint av_uninit(a), av_uninit(b);\n"
				     "\tH264Picture *av_uninit(pic);\n"
				     "\tint uninitialized_var(c);\n}\n", &sh),
			 "legacy:a:2:16:av_uninit legacy:b:2:30:av_uninit "
			 "legacy:pic:3:25:av_uninit legacy:c:4:24:uninitialized_var");
	/* a declaration over several lines */
	ck_assert_str_eq(scan_shims_("int f(void) {\n\tint x,\n\t    av_uninit(\n\t\ty\n\t);\n}\n",
				     &sh), "legacy:y:4:3:av_uninit");
	/* in a #define body: a site unless the variable is a parameter */
	ck_assert_str_eq(scan_shims_(ffmpeg, &sh), "legacy:index:4:16:av_uninit:define");
	ck_assert_str_eq(scan_shims_("#define D(v) int UNINIT_VAR(v)\n"
				     "#define E int UNINIT_VAR(e);\n"
				     "#define F(x) INIT_FOR_COMPILER(x)\n"
				     "#define G int INIT_FOR_COMPILER(g[4])\n", &sh),
			 "legacy:e:2:26:UNINIT_VAR:define annotation:g:4:33:INIT_FOR_COMPILER:define");
	/* the definition of a shim holds no site */
	ck_assert_str_eq(scan_shims_("#define av_uninit(x) x=x\n#define UNINIT_VAR(x) UNINIT_VAR(x)\n",
				     &sh), "");
	/* as a statement: no site, counted (a lint's mark); on an array: a
	 * site convert leaves alone */
	ck_assert_str_eq(scan_shims_("void f(int c) {\n\tint x;\n\tUNINIT_VAR(x);\n"
				     "\tif (c) UNINIT_VAR(x);\n\tint av_uninit(buf)[4];\n"
				     "\t__typeof__(c) av_uninit(t);\n}\n", &sh),
			 "legacy:buf:5:16:cannot:av_uninit legacy:t:6:26:av_uninit");
	ck_assert_uint_eq(r_.nstmt, 2);
	ck_assert_uint_eq(r_.stmt[0], 2);
	/* a file that defines a shim's name its own way: its own macro there */
	ck_assert_str_eq(scan_shims_("#define av_uninit(x) (void)(x)\n"
				     "int f(void) {\n\tint av_uninit(a);\n}\n", &sh), "");
	ck_assert_str_eq(scan_shims_("#define av_uninit(x) x = x\n#define UNINIT_VAR(x) x\n"
				     "int f(void) {\n\tint av_uninit(a);\n}\n", &sh),
			 "legacy:a:4:16:av_uninit");
	/* without sh: uninitialized_var alone */
	ck_assert_str_eq(scan_shims_("void f(void) {\n\tint av_uninit(a), uninitialized_var(b);\n}\n",
				     NULL), "legacy:b:2:38:uninitialized_var");
	shims_free(&sh);
}
END_TEST

/* What C++ adds: raw strings, '::', templates, references, and the
 * shims in C++ files. */
START_TEST(scan_cxx)
{
	struct shims sh;
	const char *raw = "auto s = R\"x(int a = a; \" */ )\" )x\";\nint b = b;\n";

	lex_ok_(raw);
	ck_assert_int_eq(tok_(3)->kind, TK_STRING);
	ck_assert_str_eq(text_(raw, 3), "R\"x(int a = a; \" */ )\" )x\"");
	ck_assert_uint_eq(tok_(5)->line, 2);
	lex_ok_("auto s = u8R\"(a\nb)\"; int c;\n");
	ck_assert_int_eq(tok_(3)->kind, TK_STRING);
	ck_assert_uint_eq(tok_(6)->line, 2);
	/* not a raw string: R is an identifier (a delimiter with a space) */
	lex_ok_("R\"a b(x)a b\"");
	ck_assert_int_eq(tok_(0)->kind, TK_IDENT);
	ck_assert_str_eq(scan_(raw), "self-init:b:2:5");
	ck_assert_str_eq(scan_("void f() {\n\tstd::string s = s;\n"
			       "\tstd::map<int, std::vector<int>> m = m;\n"
			       "\t::ns::T<(1 > 2)> t = t;\n\tint &r = r;\n\tconst T &&q = q;\n"
			       "\tlong n = 1'000'000; /* gcc */\n\tint z = 0; // keep gcc happy\n}\n"),
			 "self-init:s:2:14 self-init:m:3:34 self-init:t:4:19 self-init:r:5:7 "
			 "self-init:q:6:12 comment-init:n:7:7:cannot comment-init:z:8:6");
	/* comparisons are no declarations */
	ck_assert_str_eq(scan_("void f() {\n\ta < b;\n\tx = a < b > c;\n\tc = c;\n}\n"), "");
	ck_assert_int_eq(shims_init(&sh), 0);
	ck_assert_int_ge(shims_add(&sh, "UNINIT_VAR", 10, SHIM_FOUND), 1);
	ck_assert_str_eq(scan_shims_("int Foo::bar(const std::vector<int> &v) const {\n"
				     "\tstd::size_t UNINIT_VAR(i);\n\treturn v[i];\n}\n", &sh),
			 "legacy:i:2:25:UNINIT_VAR");
	shims_free(&sh);
}
END_TEST

/* Convert src with sh's shims (defs: convert --definitions instead, of a
 * .c file for 1, of a header for 2). */
static const char *convert_shims_(const char *src, const struct shims *sh, int defs)
{
	static char *out;
	struct editvec ev = { NULL, 0, 0 };
	struct shim_def d[8];
	size_t len, n;
	FILE *err = fopen("/dev/null", "w");

	ck_assert_ptr_nonnull(err);
	free(out);
	scan_shims_(src, sh);
	if (defs) {
		n = shim_defines(src, &tv_, sh, d, 8);
		ck_assert_int_ge(convert_definitions(defs == 2 ? "t.h" : "t.c", src, strlen(src), &tv_, d,
							     n, 1, defs == 2, &ev, err), 0);
	} else {
		ck_assert_int_ge(convert_plan("t.c", src, strlen(src), &tv_, &r_, 1, &ev, NULL, err), 0);
	}
	fclose(err);
	out = edits_apply(src, strlen(src), &ev, &len);
	ck_assert_ptr_nonnull(out);
	editvec_free(&ev);
	return out;
}

START_TEST(convert_shims)
{
	struct shims sh;
	int k;
	static const char attributes[] =
		"#ifndef AVUTIL_ATTRIBUTES_H\n#define AVUTIL_ATTRIBUTES_H\n\n"
		"#if defined(__GNUC__) && !defined(__INTEL_COMPILER)\n"
		"#    define av_uninit(x) x=x\n#else\n#    define av_uninit(x) x\n#endif\n\n"
		"#endif\n";

	ck_assert_int_eq(shims_init(&sh), 0);
	ck_assert_int_ge(shims_add(&sh, "av_uninit", 9, SHIM_FOUND), 1);
	/* route 1: every use, in code and in a #define body; the include
	 * before the #define */
	ck_assert_str_eq(convert_shims_("#include <stdio.h>\n#define ECHO(T) \\\n"
					"static void f_##T(void) { \\\n\tint av_uninit(i); (void)i; }\n"
					"void g(void) {\n\tint av_uninit(a),\n\t    av_uninit(b);\n}\n",
					&sh, 0),
			 "#include <stdio.h>\n#include <init_for_compiler.h>\n#define ECHO(T) \\\n"
			 "static void f_##T(void) { \\\n\tint INIT_FOR_COMPILER(i); (void)i; }\n"
			 "void g(void) {\n\tint INIT_FOR_COMPILER(a),\n\t    INIT_FOR_COMPILER(b);\n}\n");
	/* the definition is never deleted: route 1 leaves attributes.h alone */
	ck_assert_str_eq(convert_shims_(attributes, &sh, 0), attributes);
	/* route 2: only the self-initializing branch, and the include */
	ck_assert_str_eq(convert_shims_(attributes, &sh, 1),
			 "#ifndef AVUTIL_ATTRIBUTES_H\n#define AVUTIL_ATTRIBUTES_H\n\n"
			 "#include <init_for_compiler.h>\n"
			 "#if defined(__GNUC__) && !defined(__INTEL_COMPILER)\n"
			 "#    define av_uninit(x) INIT_FOR_COMPILER(x)\n#else\n"
			 "#    define av_uninit(x) x\n#endif\n\n#endif\n");
	/* route 2 in a header: the old body kept for a build without
	 * <init_for_compiler.h>; the #include where the compiler finds it, and
	 * always in an audit build */
	ck_assert_str_eq(convert_shims_(attributes, &sh, 2),
			 "#ifndef AVUTIL_ATTRIBUTES_H\n#define AVUTIL_ATTRIBUTES_H\n\n"
			 "/* INIT_FOR_COMPILER where the build finds it, and always in an audit */\n"
			 "#ifdef INIT_FOR_COMPILER_AUDIT\n#include <init_for_compiler.h>\n"
			 "#elif defined(__has_include)\n#if __has_include(<init_for_compiler.h>)\n"
			 "#include <init_for_compiler.h>\n#endif\n#endif\n"
			 "#if defined(__GNUC__) && !defined(__INTEL_COMPILER)\n"
			 "#    ifdef INIT_FOR_COMPILER\n"
			 "#    define av_uninit(x) INIT_FOR_COMPILER(x)\n"
			 "#    else\n#    define av_uninit(x) x=x\n#    endif\n#else\n"
			 "#    define av_uninit(x) x\n#endif\n\n#endif\n");
	/* ... each then a shim made safe: route 2 again changes nothing */
	for (k = 1; k <= 2; k++) {
		char once[1024];

		snprintf(once, sizeof(once), "%s", convert_shims_(attributes, &sh, k));
		ck_assert_str_eq(convert_shims_(once, &sh, k), once);
	}
	/* CRLF, a body over two lines, blanks before the '#': each copied as
	 * it was; a comment after the body stays with the old body only */
	ck_assert_str_eq(convert_shims_("\t#  define av_uninit(x) \\\r\n\tx = x // gcc\r\n", &sh, 2),
			 "/* INIT_FOR_COMPILER where the build finds it, and always in an audit */\r\n"
			 "#ifdef INIT_FOR_COMPILER_AUDIT\r\n#include <init_for_compiler.h>\r\n"
			 "#elif defined(__has_include)\r\n#if __has_include(<init_for_compiler.h>)\r\n"
			 "#include <init_for_compiler.h>\r\n#endif\r\n#endif\r\n"
			 "\t#  ifdef INIT_FOR_COMPILER\r\n"
			 "\t#  define av_uninit(x) \\\r\n\tINIT_FOR_COMPILER(x)\r\n"
			 "\t#  else\r\n\t#  define av_uninit(x) \\\r\n\tx = x // gcc\r\n\t#  endif\r\n");
	/* a header that includes <init_for_compiler.h> needs no fallback */
	ck_assert_str_eq(convert_shims_("#include <init_for_compiler.h>\n#define av_uninit(x) x=x\n",
					&sh, 2),
			 "#include <init_for_compiler.h>\n#define av_uninit(x) INIT_FOR_COMPILER(x)\n");
	/* a #define after a comment on its line: no lines of its own, left */
	ck_assert_str_eq(convert_shims_("/* c */ #define av_uninit(x) x=x\n", &sh, 2),
			 "/* c */ #define av_uninit(x) x=x\n");
	/* the compat shim brings INIT_FOR_COMPILER: no second include */
	ck_assert_str_eq(convert_shims_("#include <uninitialized_var.h>\n"
					"void f(void) {\n\tint uninitialized_var(a);\n}\n", &sh, 0),
			 "#include <uninitialized_var.h>\n"
			 "void f(void) {\n\tint INIT_FOR_COMPILER(a);\n}\n");
	ck_assert_str_eq(convert_shims_("#include <init_for_compiler/compat/uninitialized_var.h>\n"
					"void f(void) {\n\tint uninitialized_var(a);\n}\n", &sh, 0),
			 "#include <init_for_compiler/compat/uninitialized_var.h>\n"
			 "void f(void) {\n\tint INIT_FOR_COMPILER(a);\n}\n");
	/* a project's own "uninitialized_var.h" may be the hack itself */
	ck_assert_str_eq(convert_shims_("#include \"uninitialized_var.h\"\n"
					"void f(void) {\n\tint uninitialized_var(a);\n}\n", &sh, 0),
			 "#include \"uninitialized_var.h\"\n#include <init_for_compiler.h>\n"
			 "void f(void) {\n\tint INIT_FOR_COMPILER(a);\n}\n");
	shims_free(&sh);
}
END_TEST

/* The shim set: names, where they came from, .init-for-compiler. */
START_TEST(shim_names)
{
	struct shims sh;
	char dir[] = "/tmp/ifc-shimXXXXXX", path[64], sub[64];
	FILE *f;

	ck_assert_int_eq(shims_init(&sh), 0);
	ck_assert_int_eq(shims_find(&sh, "uninitialized_var", 17), 0);
	ck_assert_int_eq(shims_find(&sh, "av_uninit", 9), -1);
	ck_assert_int_eq(shims_find(NULL, "uninitialized_var", 17), -1);
	ck_assert_int_eq(shims_add(&sh, "av_uninit", 9, SHIM_OPTION), 1);
	ck_assert_int_eq(shims_add(&sh, "av_uninit", 9, SHIM_FOUND), 1);
	ck_assert_uint_eq(sh.from[1], SHIM_OPTION | SHIM_FOUND);
	ck_assert(shims_name_ok("UNINIT_VAR"));
	ck_assert(!shims_name_ok("9x") && !shims_name_ok("a-b") && !shims_name_ok(""));
	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/" SHIM_CONFIG_FILE, dir);
	snprintf(sub, sizeof(sub), "%s/src", dir);
	ck_assert_int_eq(mkdir(sub, 0700), 0);
	f = fopen(path, "w");
	ck_assert_ptr_nonnull(f);
	fputs("# FFmpeg's, from libavutil/attributes.h\n--shim=av_uninit\n\n"
	      "  --shim UNINIT_VAR  \n", f);
	fclose(f);
	/* found from a directory below, once for every path under it */
	ck_assert_int_eq(shims_config(&sh, sub), 0);
	ck_assert_int_eq(shims_config(&sh, dir), 0);
	ck_assert_uint_eq(sh.nconfigs, 1);
	ck_assert_int_eq(shims_find(&sh, "UNINIT_VAR", 10), 2);
	ck_assert_uint_eq(sh.from[2], SHIM_CONFIG);
	shims_free(&sh);
	/* a bad line: said, and an error */
	f = fopen(path, "w");
	ck_assert_ptr_nonnull(f);
	fputs("--shim=ok\n--kind=legacy\n", f);
	fclose(f);
	ck_assert_int_eq(shims_init(&sh), 0);
	ck_assert_int_eq(shims_config(&sh, sub), 1);
	shims_free(&sh);
	unlink(path);
	rmdir(sub);
	rmdir(dir);
}
END_TEST

/* shim_callers() (tools/shim.c): the names a header calls as NAME(x), the
 * form of a shim's use, for scan's second look at the headers. scan()
 * reads code tokens only, so a directive between the name, the '(', the
 * identifier and the ')' does not hide a call (found by the lexer fuzz
 * target, issue 35); a call of two arguments, or of a number, is none. */
static int calls_(const char *src, const char *name)
{
	struct callers c;
	int r;

	ck_assert_int_eq(shim_callers(src, strlen(src), &c), 0);
	r = callers_may(&c, name);
	free(c.h);
	return r;
}

START_TEST(shim_callers_directives)
{
	static const char *const yes[] = {
		"int av_uninit(x);",
		"int av_uninit ( x ) ;",
		"int av_uninit(\n#if A\n#endif\nx);",
		"int av_uninit(x\n#endif\n);",
		"int av_uninit\n#endif /* X */\n(x);",
		"int av_uninit\n  # if A\n  # endif\n(x);",
		/* a directive with a comment, or a string that holds a
		 * comment opener */
		"int av_uninit\n#if A /* c */ B\n(x);",
		"int av_uninit\n#define X \"/*\"\n(x);",
		"int av_uninit\n#include <a/*b>\n(x);",
		/* a literal open where the '(' is: cannot tell, every name */
		"int f\n#define X \"abc\n(x);",
	};
	static const char *const no[] = {
		"int av_uninit(a, b);",
		"int av_uninit(1);",
		"int other(x);",
		"#define av_uninit_x(x) x\n",
		/* a '(' inside a comment that a directive opens (Linux's
		 * xtensa core.h) */
		"#define X 1 /* av_uninit\n (x) */\n",
	};
	size_t i;

	for (i = 0; i < sizeof(yes) / sizeof(yes[0]); i++)
		ck_assert_msg(calls_(yes[i], "av_uninit"), "no call of av_uninit in: %s", yes[i]);
	for (i = 0; i < sizeof(no) / sizeof(no[0]); i++)
		ck_assert_msg(!calls_(no[i], "av_uninit"), "a call of av_uninit in: %s", no[i]);
}
END_TEST

/* pool_walk_split() (tools/pool.c), on a tree of .h and .c files in
 * three directories: every header is worked on before between(), and no
 * other file; between() gets the headers and their results in walk
 * order; done() sees every file once, in walk order, with its own
 * result; whatever the number of threads (one, two, more than files in
 * a directory). With threads, a header is worked on before the walk
 * reaches its last file: they do not wait for the listing. */
struct pres_ {
	char path[96];
	int after;		/* work() ran after between() */
};

struct pctx_ {
	int between;		/* between() has run */
	int bad;		/* a file worked on in the wrong phase */
	size_t ndone, nfirst;
	char done[400][96];
	int worked;		/* headers worked on so far */
	int overlap;		/* one was, before the walk's last file */
};

static void *pthread_new_(void *arg)
{
	return arg;
}

static void pthread_free_(void *state)
{
	(void)state;
}

static int pfirst_(const char *path)
{
	size_t n = strlen(path);

	return n > 2 && !strcmp(path + n - 2, ".h");
}

/* split->first(), on the walking thread: at the walk's last .c file, with
 * threads (pwait_ set), wait up to two seconds for a header to have been
 * worked on, which happens only when the threads do not wait for the end
 * of the walk. */
static struct pctx_ *pwait_;

static int pwalk_first_(const char *path)
{
	const struct timespec ms = { 0, 1000000 };
	int i;

	if (pwait_ && strstr(path, "/d2/f098.c"))
		for (i = 0; i < 2000 && !__atomic_load_n(&pwait_->worked, __ATOMIC_SEQ_CST); i++)
			nanosleep(&ms, NULL);
	if (pwait_ && strstr(path, "/d2/f098.c"))
		pwait_->overlap = __atomic_load_n(&pwait_->worked, __ATOMIC_SEQ_CST) > 0;
	return pfirst_(path);
}

static void pwork_(void *state, const char *path, void *vr)
{
	struct pctx_ *c = state;
	struct pres_ *r = vr;

	snprintf(r->path, sizeof(r->path), "%s", path);
	__atomic_add_fetch(&c->worked, 1, __ATOMIC_SEQ_CST);
	r->after = __atomic_load_n(&c->between, __ATOMIC_SEQ_CST);
	if (r->after == pfirst_(path))
		__atomic_store_n(&c->bad, 1, __ATOMIC_SEQ_CST);
}

static int pbetween_(void *arg, char *const *paths, void *vres, size_t n)
{
	struct pctx_ *c = arg;
	struct pres_ *r = vres;
	size_t i;

	for (i = 0; i < n; i++) {
		ck_assert_str_eq(r[i].path, paths[i]);
		ck_assert(pfirst_(paths[i]) && !r[i].after);
		ck_assert(i == 0 || strcmp(paths[i - 1], paths[i]) < 0);
	}
	c->nfirst = n;
	__atomic_store_n(&c->between, 1, __ATOMIC_SEQ_CST);
	return 0;
}

static int pdone_(void *arg, const char *path, int err, void *vr)
{
	struct pctx_ *c = arg;
	const struct pres_ *r = vr;

	ck_assert_int_eq(err, 0);
	ck_assert_str_eq(r->path, path);
	ck_assert_uint_lt(c->ndone, 400);
	snprintf(c->done[c->ndone++], sizeof(c->done[0]), "%s", path);
	return 0;
}

START_TEST(pool_split_phases)
{
	static const int jobs[] = { 1, 2, 3, 8 };
	static struct pctx_ c;
	char dir[] = "/tmp/ifc-poolXXXXXX", path[96];
	struct pool_ops ops = { sizeof(struct pres_), pthread_new_, pthread_free_, pwork_, pdone_,
				&c };
	const struct pool_split split = { pwalk_first_, pbetween_ };
	char *paths[1];
	size_t i, k;
	int d, j;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	for (d = 0; d < 3; d++) {
		snprintf(path, sizeof(path), "%s/d%d", dir, d);
		ck_assert_int_eq(mkdir(path, 0700), 0);
		for (k = 0; k < 100; k++) {
			FILE *f;

			snprintf(path, sizeof(path), "%s/d%d/f%03zu.%c", dir, d, k, k % 3 ? 'c' : 'h');
			ck_assert_ptr_nonnull(f = fopen(path, "w"));
			fclose(f);
		}
	}
	paths[0] = dir;
	for (j = 0; j < (int)(sizeof(jobs) / sizeof(jobs[0])); j++) {
		memset(&c, 0, sizeof(c));
		pwait_ = jobs[j] > 1 ? &c : NULL;
		ck_assert_int_eq(pool_walk_split(paths, 1, jobs[j], &ops, &split), 0);
		pwait_ = NULL;
		ck_assert_msg(!c.bad, "-j%d: a file worked on in the wrong phase", jobs[j]);
		/* the threads start on the headers while the walk goes on */
		ck_assert_msg(jobs[j] == 1 || c.overlap, "-j%d: no header worked on before the "
			      "walk's end", jobs[j]);
		ck_assert_uint_eq(c.nfirst, 102);	/* 34 a directory */
		ck_assert_uint_eq(c.ndone, 300);
		for (i = 1; i < c.ndone; i++)
			ck_assert_msg(strcmp(c.done[i - 1], c.done[i]) < 0, "-j%d: %s after %s",
				      jobs[j], c.done[i], c.done[i - 1]);
	}
	for (d = 0; d < 3; d++) {
		for (k = 0; k < 100; k++) {
			snprintf(path, sizeof(path), "%s/d%d/f%03zu.%c", dir, d, k, k % 3 ? 'c' : 'h');
			unlink(path);
		}
		snprintf(path, sizeof(path), "%s/d%d", dir, d);
		rmdir(path);
	}
	rmdir(dir);
}
END_TEST

START_TEST(scan_legacy_cannot)
{
	ck_assert_str_eq(scan_("void f(void) {\n\tint uninitialized_var(a)[2];\n"
			       "\t_Atomic long uninitialized_var(b);\n"
			       "\tint uninitialized_var(c), uninitialized_var(d);\n}\n"),
			 "legacy:a:2:24:cannot legacy:b:3:33:cannot legacy:c:4:24 legacy:d:4:46");
}
END_TEST

static struct include_point ip_;

/* Lex src and find where convert would put the #include for a first site
 * at the text "@" in src (without the "@"), or at the end. */
static void include_point_(const char *src)
{
	static char buf[1024];
	const char *at = strchr(src, '@');
	size_t n = strlen(src);

	ck_assert_uint_lt(n, sizeof(buf));
	if (at) {
		memcpy(buf, src, (size_t)(at - src));
		memcpy(buf + (at - src), at + 1, n - (size_t)(at - src));
	} else {
		memcpy(buf, src, n + 1);
	}
	lex_ok_(buf);
	convert_include_point(buf, strlen(buf), &tv_, at ? (uint32_t)(at - src) : UINT32_MAX, &ip_);
}

/* The offset of the text mark in src (a line start), with any '@' in the
 * text before it removed. */
static uint32_t at_(const char *src, const char *mark)
{
	const char *m = strstr(src, mark), *p;
	uint32_t n;

	ck_assert_ptr_nonnull(m);
	n = (uint32_t)(m - src);
	for (p = src; p < m; p++)
		if (*p == '@')
			n--;
	return n;
}

#define INCLUDE_AT_(src, mark)                          \
	do {                                            \
		include_point_(src);                    \
		ck_assert_int_eq(ip_.ok, 1);            \
		ck_assert_int_eq(ip_.present, 0);       \
		ck_assert_uint_eq(ip_.at, at_(src, mark)); \
	} while (0)

START_TEST(scan_include_point)
{
	/* after the last #include that every configuration sees, before the site */
	INCLUDE_AT_("/* license */\n#include <a.h>\n#ifdef X\n#include <x.h>\n#endif\n"
		    "#include \"b.h\"\nint x;\n#include <late.h>\nvoid f(void) { @int a = a; }\n"
		    "#include <after.h>\n", "void f");
	INCLUDE_AT_("#include <a.h>\nint x;\nvoid f(void) { @int a = a; }\n#include <after.h>\n",
		    "int x;");
	/* dhcpc.c: never after a #define inside #ifndef ... #endif */
	INCLUDE_AT_("#include <a.h>\n#ifndef P\n# define P 8\nstruct s { int t; };\n#endif\n"
		    "int f(void) { @int s = s; }\n", "#ifndef P");
	/* tls_sp_c32.c, ifconfig.c: never inside #if, #else or #elif */
	INCLUDE_AT_("#include \"tls.h\"\n#if D\n# include <stdio.h>\nvoid d(void) {}\n#endif\n"
		    "int f(void) { @int n = n; }\n", "#if D");
	INCLUDE_AT_("#if A\n#include <a.h>\n#elif B\n#include <b.h>\n#else\n#include <c.h>\n#endif\n"
		    "int f(void) { @int n = n; }\n", "int f");
	/* none unconditional: before the top-level declaration, its comment with it */
	INCLUDE_AT_("/* license */\n#define X 1\n\n/* f: doc */\nint f(void) { @int a = a; }\n",
		    "/* f: doc */");
	INCLUDE_AT_("/* license */\nint f(void) { @int a = a; }\n", "int f");
	/* a tag one blank line above goes with it too; another comment does not */
	INCLUDE_AT_("/* license */\nint g;\n\n/* silence gcc warning */\n\nint f(void) { @int a = a; }\n",
		    "/* silence");
	INCLUDE_AT_("/* license */\nint g;\n\n/* f: doc */\n\nint f(void) { @int a = a; }\n",
		    "int f");
	/* the site inside #if: before the #if */
	INCLUDE_AT_("#if A\n#include <a.h>\nint f(void) { @int a = a; }\n#endif\n", "#if A");
	INCLUDE_AT_("#if A\n#if B\nint g;\n#endif\nint f(void) { @int a = a; }\n#endif\n",
		    "#if A");
	/* #if 0 */
	INCLUDE_AT_("int g;\n#if 0\n#include <a.h>\nint f(void) { @int a = a; }\n#endif\n",
		    "#if 0");
	/* what #if 0 holds is never compiled, what #if 1 holds always is */
	INCLUDE_AT_("#if 0\nnot C {\n#endif\n#define X 1\nint f(void) { @int a = a; }\n", "int f");
	INCLUDE_AT_("#if 0\nnot C {\n#else\nint g;\n#endif\nint f(void) { @int a = a; }\n", "int f");
	INCLUDE_AT_("#if 1\nint g;\n#else\nnot C {\n#endif\nint f(void) { @int a = a; }\n", "int f");
	INCLUDE_AT_("#if X\nnot C {\n#endif\n#define X 1\nint f(void) { @int a = a; }\n", "#if X");
	/* the include guard is the one #if every configuration enters */
	INCLUDE_AT_("#ifndef G_H\n#define G_H\n#include <a.h>\n#if A\n"
		    "static int f(void) { @int a = a; }\n#endif\n#endif /* G_H */\n", "#if A");
	INCLUDE_AT_("/* c */\n#if !defined(G_H)\n#define G_H\nstatic int f(void) { @int a = a; }\n"
		    "#endif\n", "static");
	/* not a guard: something follows its #endif, or it has an #else */
	INCLUDE_AT_("#ifndef G_H\n#define G_H\nstatic int f(void) { @int a = a; }\n#endif\nint x;\n",
		    "#ifndef");
	INCLUDE_AT_("#ifndef G_H\n#define G_H\nstatic int f(void) { @int a = a; }\n#else\n#endif\n",
		    "#ifndef");
	/* #pragma once */
	INCLUDE_AT_("#pragma once\nstatic int f(void) { @int a = a; }\n", "static");
	/* never inside extern "C" { (the header's C++ part has templates) */
	INCLUDE_AT_("#include <a.h>\n#ifdef __cplusplus\nextern \"C\" {\n#endif\n#include <b.h>\n"
		    "int f(void) { @int a = a; }\n", "#ifdef __cplusplus");
	INCLUDE_AT_("extern \"C\" {\n#include <b.h>\nint f(void) { @int a = a; }\n}\n", "extern");
	INCLUDE_AT_("extern \"C\" {\n#include <b.h>\n}\nint f(void) { @int a = a; }\n", "int f");
	/* between two declarations, not inside one */
	INCLUDE_AT_("struct s {\n\tint a;\n}\nx;\nint f(void) { @int a = a; }\n", "int f");
	INCLUDE_AT_("int g(void)\n{\n}\nint f(void) { @int a = a; }\n", "int f");
	INCLUDE_AT_("int t[] = {\n#include \"t.h\"\n};\nint f(void) { @int a = a; }\n", "int f");
	/* not between a K&R function's parameter declarations and its body */
	INCLUDE_AT_("int g;\nint f(a, b)\nint a;\nchar *b;\n{ @int c = c; }\n", "int f");
	/* the first line holds the site */
	INCLUDE_AT_("int f(void) { @int a = a; }\n", "int f");
	/* unbalanced braces across branches: no line after them is safe */
	INCLUDE_AT_("int x;\n#if A\nint f(int a) {\n#else\nint f(void) { int a = 0;\n#endif\n"
		    "\t@int b = b; return a + b; }\n", "#if A");

	/* present: unconditionally, before the first site */
	include_point_("#include <sys/init_for_compiler.h>\nvoid f(void) { @int a = a; }\n");
	ck_assert_int_eq(ip_.present, 1);
	include_point_("x;\n#include \"init_for_compiler.h\"\nvoid f(void) { @int a = a; }\n");
	ck_assert_int_eq(ip_.present, 1);
	include_point_("#include <xinit_for_compiler.h>\nvoid f(void) { @int a = a; }\n");
	ck_assert_int_eq(ip_.present, 0);
	include_point_("#if A\n#include <init_for_compiler.h>\n#endif\nvoid f(void) { @int a = a; }\n");
	ck_assert_int_eq(ip_.present, 0);
	include_point_("void f(void) { @int a = a; }\n#include <init_for_compiler.h>\n");
	ck_assert_int_eq(ip_.present, 0);

	/* nowhere: a stray #endif or #else before the site */
	include_point_("#endif\nvoid f(void) { @int a = a; }\n");
	ck_assert_int_eq(ip_.ok, 0);
	include_point_("void f(void) {\n#include \"body.c\"\n@int a = a; }\n");
	ck_assert_int_eq(ip_.ok, 1);
	ck_assert_uint_eq(ip_.at, 0);
}
END_TEST

/* ------------------------------------------------------------ convert */

START_TEST(convert_rewrites)
{
	ck_assert_str_eq(convert_("#include <a.h>\nvoid f(void) {\n"
				  "\tint a = a, uninitialized_var(b);\n"
				  "\tlong c = 0; /* keep gcc happy */\n"
				  "\t/* shut up gcc */\n"
				  "\tchar *d = NULL;\n"
				  "\tint e /* why */ = 0; /* GCC */\n"
				  "\tint g = 1; /* GCC */\n}\n", 1),
			  "#include <a.h>\n#include <init_for_compiler.h>\nvoid f(void) {\n"
			  "\tint INIT_FOR_COMPILER(a), INIT_FOR_COMPILER(b);\n"
			  "\tlong INIT_FOR_COMPILER(c);\n"
			  "\tchar *INIT_FOR_COMPILER(d);\n"
			  "\tint INIT_FOR_COMPILER(e) /* why */;\n"
			  "\tint g = 1; /* GCC */\n}\n");
	/* idempotent */
	{
		char *once = strdup(convert_("void f(void) { int a = a; }\n", 1));

		ck_assert_str_eq(convert_(once, 1), once);
		ck_assert_str_eq(once, "#include <init_for_compiler.h>\n"
				 "void f(void) { int INIT_FOR_COMPILER(a); }\n");
		free(once);
	}
	ck_assert_str_eq(convert_("void f(void) { int a = a; }\n", 0),
			 "void f(void) { int INIT_FOR_COMPILER(a); }\n");
}
END_TEST

/* One rule for the tag of every kind of site: it goes when it says no
 * more than the macro (docs/tool.md, "The tag comment"). */
START_TEST(convert_tag_rule)
{
	/* self-init (BusyBox's tags) */
	ck_assert_str_eq(convert_("void f(void) {\n\tchar *v = v; /* for compiler */\n"
				  "\tint i = i; /* silence gcc */\n"
				  "\tint t = t; /* gcc 4.3.1 thinks it may be used w/o init */\n}\n", 0),
			 "void f(void) {\n\tchar *INIT_FOR_COMPILER(v);\n"
			 "\tint INIT_FOR_COMPILER(i);\n"
			 "\tint INIT_FOR_COMPILER(t); /* gcc 4.3.1 thinks it may be used w/o init */\n}\n");
	/* comment-init: the same words, the same outcome */
	ck_assert_str_eq(convert_("void f(void) {\n\tconst char *h = NULL; /* make gcc happy */\n"
				  "\tint t = 0; /* gcc 4.3.1 thinks it may be used uninitialized */\n}\n", 0),
			 "void f(void) {\n\tconst char *INIT_FOR_COMPILER(h);\n"
			 "\tint INIT_FOR_COMPILER(t); /* gcc 4.3.1 thinks it may be used uninitialized */\n}\n");
	/* legacy */
	ck_assert_str_eq(convert_("void f(void) {\n\tint uninitialized_var(a); /* keep gcc happy */\n"
				  "\tint uninitialized_var(b); /* gcc cannot see b is set when n > 0 */\n"
				  "\t/* shut up gcc */\n\tint uninitialized_var(c);\n}\n", 0),
			 "void f(void) {\n\tint INIT_FOR_COMPILER(a);\n"
			 "\tint INIT_FOR_COMPILER(b); /* gcc cannot see b is set when n > 0 */\n"
			 "\tint INIT_FOR_COMPILER(c);\n}\n");
	/* a tag above the declaration, a tag inside it */
	ck_assert_str_eq(convert_("void f(void) {\n\t/* keep the compiler quiet */\n\tint a = a;\n"
				  "\t/* gcc 12 -O2: maybe uninitialized */\n\tint b = 0;\n"
				  "\tint c = /* GCC */ c, d = /* gcc bug 1234 */ d;\n}\n", 0),
			 "void f(void) {\n\tint INIT_FOR_COMPILER(a);\n"
			 "\t/* gcc 12 -O2: maybe uninitialized */\n\tint INIT_FOR_COMPILER(b);\n"
			 "\tint INIT_FOR_COMPILER(c), INIT_FOR_COMPILER(d) /* gcc bug 1234 */;\n}\n");
	/* over several lines: an explanation, it stays */
	ck_assert_str_eq(convert_("void f(void) {\n\tint a = a; /* keep\n\t\tgcc happy */\n}\n", 0),
			 "void f(void) {\n\tint INIT_FOR_COMPILER(a); /* keep\n\t\tgcc happy */\n}\n");
	/* words of other languages are words the tool does not know: it stays */
	ck_assert_str_eq(convert_("void f(void) {\n\tint a = a; /* pour gcc */\n}\n", 0),
			 "void f(void) {\n\tint INIT_FOR_COMPILER(a); /* pour gcc */\n}\n");
}
END_TEST

START_TEST(convert_keeps_shared_tags)
{
	/* the tag also tags a site that cannot go: it stays */
	ck_assert_str_eq(convert_("void f(void) { int a = 0, b = 2; /* GCC */\n}\n", 0),
			 "void f(void) { int INIT_FOR_COMPILER(a), b = 2; /* GCC */\n}\n");
	/* a // comment inside the declaration: left alone */
	ck_assert_str_eq(convert_("void f(void) { int a = // why\n a;\n}\n", 0),
			 "void f(void) { int a = // why\n a;\n}\n");
	/* ... and the tag it shares stays (fuzz-regress/lexer) */
	ck_assert_str_eq(convert_("void f(void) {\n\tint d = 0, m // why\n\t= { 0 }; /* gcc */\n}\n", 0),
			 "void f(void) {\n\tint INIT_FOR_COMPILER(d), m // why\n\t= { 0 }; /* gcc */\n}\n");
}
END_TEST

/* Where the #include goes when lines are spliced or a comment shares its
 * line with code (fuzz-regress/lexer). */
START_TEST(convert_include_lines)
{
	ck_assert_str_eq(convert_("/**/g//\\\nw=w;\nuninitialized_var(r)", 1),
			 "#include <init_for_compiler.h>\n/**/g//\\\nw=w;\nINIT_FOR_COMPILER(r)");
	ck_assert_str_eq(convert_("/* c */ // x\\\nw=w;\nuninitialized_var(r)", 1),
			 "/* c */ // x\\\nw=w;\n#include <init_for_compiler.h>\nINIT_FOR_COMPILER(r)");
	ck_assert_str_eq(convert_("#include <a.h> /* two\nlines */\nint f(void) { int a = a; return a; }\n", 1),
			 "#include <a.h> /* two\nlines */\n#include <init_for_compiler.h>\n"
			 "int f(void) { int INIT_FOR_COMPILER(a); return a; }\n");
	ck_assert_str_eq(convert_("#define X 1 \\\n\t+ 2\nint f(void) { int a = a; return a; }\n", 1),
			 "#define X 1 \\\n\t+ 2\n#include <init_for_compiler.h>\n"
			 "int f(void) { int INIT_FOR_COMPILER(a); return a; }\n");
	ck_assert_str_eq(convert_("/* c */ int f(void) { int a = a; return a; }", 1),
			 "#include <init_for_compiler.h>\n/* c */ int f(void) { int INIT_FOR_COMPILER(a); return a; }");
}
END_TEST

/* The quick pass says yes wherever scan() finds a site, and no for the
 * common statements that look like one (tools/prefilter.c, quick_cb()). */
START_TEST(scan_quick_superset)
{
	static const char *const yes[] = {
		/* a directive between the name and its '(' (fuzz-regress/lexer) */
		"void f(void) { int INIT_SCALAR_FOR_COMPILER\n#endif /* X */\n(len); }",
		"void f(void) { int a = a; }",
		"void f(void) { int a = *(&(a)); }",
		"void f(void) { int a[1] = (a); }",
		"void f(void) { int (*fp)(int) = *(&(fp)); }",
		"void f(void) { int a[2] UNUSED = a; }",
		"void f(void) { int a __attribute__((unused)) = a; }",
		"void f(void) { long x = 0; /* gcc */ }",
		"void f(void) { int uninitialized_var(x); }",
		"void f(void) { int INIT_FOR_COMPILER(x); }",
		/* scan reads the first identifier after `( *` as the name */
		"void f(void) { int (*.x) = x; }",
		"void f(void) { int (*(.x)) = x; }",
		"void f(void) { int (*[.x]) = x; }",
		/* scan balances brackets of any kind */
		"void f(void) { char *p = *(&(p)]; }",
		"void f(void) { struct { int x; ] a = a; }",
	};
	static const char *const no[] = {
		"void f(int *a, int i, int x) { a[i] = x; }",
		"void f(int x, int max) { if (x > max) max = x; }",
		"void f(struct s *p, int x) { p->x = x; }",
		"void f(void) { unsigned char c = (unsigned char)x; }",
		"#define X(a) int a = a;\n",
		"void f(void) { /* int a = a; */ }",
		"c a(}=a;",	/* no declarator holds a '}' (fuzz-regress/lexer) */
	};
	size_t i;

	for (i = 0; i < sizeof(yes) / sizeof(*yes); i++)
		ck_assert_msg(scan_quick(yes[i], strlen(yes[i]), NULL), "quick says no: %s", yes[i]);
	for (i = 0; i < sizeof(no) / sizeof(*no); i++)
		ck_assert_msg(!scan_quick(no[i], strlen(no[i]), NULL), "quick says yes: %s", no[i]);
	/* on stored tokens (what scan runs: cmd_load_buf()), the same answers */
	for (i = 0; i < sizeof(yes) / sizeof(*yes) + sizeof(no) / sizeof(*no); i++) {
		const char *src = i < sizeof(yes) / sizeof(*yes) ? yes[i] : no[i - sizeof(yes) / sizeof(*yes)];
		struct tokvec tv = { NULL, 0, 0 };

		ck_assert_int_eq(lex(src, strlen(src), &tv), 0);
		ck_assert_msg(scan_quick_tokens(src, &tv, NULL) == scan_quick(src, strlen(src), NULL),
			      "tokens and stream differ: %s", src);
		tokvec_free(&tv);
	}
	/* and scan agrees where quick says no */
	for (i = 0; i < sizeof(no) / sizeof(*no); i++)
		ck_assert_str_eq(scan_(no[i]), "");
	/* an identifier right after a ')' before the '=': never a self-init */
	ck_assert_str_eq(scan_("void f(void) { void (*fp)(int) UNUSED = fp; }"), "");
}
END_TEST

/* The byte prefilter (tools/prefilter.c) says yes wherever scan() finds a
 * site, also where a comment, literal, directive or splice stands in the
 * way, and no for the look-alikes it is there to drop. */
/* src between 0 to 130 bytes of declarations and 98 more: the byte
 * filters' wide loops (16 bytes a step, then a tail of less than 32) meet
 * each word, '=' and comment of src at every place of a step, and across
 * two. The answer must not change. With sh: the shims' names too. */
static void prefilter_shifted_sh(const char *src, int want, const struct shims *sh)
{
	static char buf[8192];
	size_t pad, k, n = strlen(src);

	ck_assert_uint_lt(n + 131 + 98, sizeof(buf));
	for (pad = 0; pad <= 130; pad++) {
		for (k = 0; k + 7 <= pad; k += 7)
			memcpy(buf + k, "int q;\n", 7);
		for (; k < pad; k++)
			buf[k] = '\n';
		memcpy(buf + pad, src, n);
		for (k = pad + n; k < pad + n + 98; k += 7)
			memcpy(buf + k, "\nint q;", 7);
		ck_assert_msg(scan_prefilter(buf, pad + n + 98, sh) == want,
			      "prefilter says %s after %zu bytes: %s", want ? "no" : "yes", pad, src);
	}
}

static void prefilter_shifted(const char *src, int want)
{
	prefilter_shifted_sh(src, want, NULL);
}

/* The shims' names, the first ones looked for in the words' pass (with
 * SSE2), the others by util_memmem(): a call of each is a maybe at every
 * place of a step, and a name that is not called, or only part of a
 * longer word, is not. Six names: more than the pass takes. */
START_TEST(prefilter_shim_names)
{
	static const char *const names[] = {
		"av_uninit", "LINT_USE", "U", "a_name_longer_than_sixteen", "Z9", "six_th",
	};
	struct shims sh;
	char src[128];
	size_t i;

	ck_assert_int_eq(shims_init(&sh), 0);
	for (i = 0; i < sizeof(names) / sizeof(*names); i++)
		ck_assert_int_ge(shims_add(&sh, names[i], strlen(names[i]), SHIM_OPTION), 1);
	for (i = 0; i < sizeof(names) / sizeof(*names); i++) {
		snprintf(src, sizeof(src), "void f(void) { int %s (v); }", names[i]);
		prefilter_shifted_sh(src, 1, &sh);
		snprintf(src, sizeof(src), "void f(void) { int %s_x(v); int x%s(v); }", names[i],
			 names[i]);
		prefilter_shifted_sh(src, 0, &sh);
		snprintf(src, sizeof(src), "void f(void) { int v; v = %s; }", names[i]);
		prefilter_shifted_sh(src, 0, &sh);
	}
	shims_free(&sh);
}
END_TEST

START_TEST(scan_prefilter_proof)
{
	static const char *const yes[] = {
		"void f(void) { int a = a; }",
		"void f(void) { int a = *(&(a)); }",
		"void f(void) { int (*fp)(int) = *(&(fp)); }",
		"void f(void) { int a[2] UNUSED = a; }",
		"void f(void) { int a __attribute__((unused)) = a; }",
		"void f(void) { int (*.x) = x; }",
		"void f(void) { int b = 0, a = a; }",
		"void f(void) { int a /* ; */ = a; }",
		"void f(void) { int a /* c */ = /* c */ a /* c */; }",
		"void f(void) { int a // ;\n\t= a; }",
		"void f(void) { int a\n#define Y ;\n\t= a; }",
		"void f(void) { int a\n#if 1\n\t= a;\n#endif\n}",
		"void f(void) { int a[sizeof \";\"] = a; }",
		"void f(void) { char *p = *(&(p)]; }",
		"void f(void) { struct { int x; ] a = a; }",
		"void f(void) { int a = \\\n a; }",
		"void f(void) { int a = 1'0; int b = b; }",
		"void f(void) { long x = 0; /* gcc */ }",
		"void f(void) { long x = 0; // Keep GCC happy\n}",
		/* each tag word of the byte filter (a, in any case) */
		"void f(void) { long x = 0; /* shut up clang */ }",
		"void f(void) { long x = 0; /* avoid a bogus WARNING */ }",
		"void f(void) { long x = 0; /* keep the Compiler quiet */ }",
		"void f(void) { long x = 0; /* may be used uninitialized */ }",
		"void f(void) {\n\t/*\n\t * silence gcc\n\t */\n\tint x = 0;\n}",
		"void f(void) { int uninitialized_var(x); }",
		"void f(void) { int uninitial\\\nized_var(x); }",
		"void f(void) { int INIT_FOR_COMPILER(x); }",
		"void f(void) { int INIT_PTR_FOR_\\\nCOMPILER(x); }",
		/* a name at the start of a line: the line above ends in code,
		 * in a line comment, in a directive (the comment's or the
		 * directive's last byte is no token before the name) */
		"void f(void) { int\n\ta = a; }",
		"void f(void) { int // see below.\n\ta = a; }",
		"void f(void) { int\n#define Y .\n\ta = a; }",
		"void f(void) { int (*\n\tx) = x; }",
		"void f(void) { int (* // see below.\n\tx) = x; }",
		/* a digit separator: 5'K is one number, K( no call (found by
		 * fuzz_lexer, minimized) */
		"int(*5'K(x))=x;",
		/* where a statement word leaves the place to a declaration:
		 * after a label's ':', after `for (`, or after a ';' that is
		 * in a comment; and a word that only starts like one */
		"void f(int a) { if (a) ; else lbl: int (*p) = p; }",
		"void f(int a) { while (a) for (int (*p) = p;;) ; }",
		"for (int (*p) = p;;) ;",
		"void f(int a) { switch (a) { default: int (*p) = p; } }",
		"void f(void) { g(); // x; if\n\tint (*p) = p; }",
		"void f(void) { if_t x = x; }",
		/* a member's '.' on the line above, in a line comment */
		"void f(int h) { g(h);\n\tint x // a.x\n\t= x; }",
		/* two splices in a row join a '/' and a '*' */
		"void f(void) { int a /\\\n\\\n* c */ = a; }",
		"void f(void) { int a /\\\n\\\r\n* c */ = a; }",
		"void f(void) { g(); /* x *\\\n\\\n/ int (*a) = a; }",
		/* a splice that joins a comment's delimiter, one inside a
		 * comment, one between two statements */
		"void f(void) { long x = 0; /\\\n/ gcc\n }",
		"void f(void) {\n\tlong x = 0; /* keep \\\n gcc quiet */ }",
		"void f(void) { int a; \\\n int (*b) = b; }",
	};
	static const char *const no[] = {
		"void f(int *a, int i, int x) { a[i] = x; }",
		"void f(int x, int max) { if (x > max) max = x; }",
		"void f(int x, int y) { if (x) y = x; }",
		"void f(struct s *p, int x) { p->x = x; p->q.x = x; }",
		/* a member before the '=', the name elsewhere in the
		 * statement (FFmpeg's tty.c, me_cmp.c) */
		"void f(struct s *s, int p) { G(\"t\", p)\n\n\ts->fsize = p; }",
		"void f(struct s *c, int h) { G(\"x\", h)\n\tc->d[4] = h; }",
		"void f(struct s *c, int h) { G(\"x\", h)\n\tc.d [i] [2] = h; }",
		"void f(struct s *c, int h) { G(\"x\", h)\n\tc-> d[4] = h; }",
		"static const struct ops o = { G(\"x\") .open = open };",
		/* a statement that starts with if: no declaration (FFmpeg's
		 * af_volume.c, postprocess_template.c) */
		"void f(int *p) { int old; if (*p) old = *p; }",
		"void f(int *p, int m) { if(*p > m) m= *p; }",
		"void f(int *p) { int old; while (*p) old = *p; }",
		/* a #define's body after one with an empty line (two splices in
		 * a row, next to no '/' or '*': FFmpeg's cavsdsp.c) */
		"#define A \\\n\tx;\\\n\\\n\ty;\n#define M(h) \\\n\tint (*h) = h;\\\n",
		"#define A \\\n\tx;\\\n\\\r\n\ty;\n#define M(h) \\\n\tint (*h) = h;\\\n",
		/* a tag word in a literal or in code, on a line of a macro's
		 * body that a splice continues (FFmpeg's cbs_vp9.c, vf_lut.c) */
		"#define W(x) \\\n\tav_log(x, \"Warning: \" \\\n\t       \"bad\");\n",
		"#define F(n) \\\n\tstatic const struct ops n = { \\\n\t\t.uninit = uninit, \\\n\t};\n",
		"void f(int x) { x += x; x = x == x; }",
		"enum { A = 1, B = A, C = B };",
		"static struct ops o = { .open = open, .read = read };",
		"#define X(a) int a = a;\n",
		"#define Y(a) \\\n\tint a = \\\n\t\ta;\n",
		"void f(void) { /* int a = a; */ }",
		"void f(void) { int x = 0; /* 0 = off, x = x, 1 = on */ }",
		"#include <linux/compiler.h>\n",
		"const char *s = \"keep gcc happy\";",
		"void f(void) { barrier(); /* compiler barrier */ }",
		"void f(void) { int warning_count = 0; }",
		/* the line above ends in code: '=' is no token before a name */
		"void f(int a, int x) { a =\n\tx = x; }",
		/* R" that starts no raw string: the end of a string whose last
		 * word ends in R (Linux's drivers/net/phy/marvell.c), a string
		 * "R" or "LR" (no delimiter and '(' after the '"') */
		"static const char *name = \"Marvell 88E1121R\";",
		"static const char *fec = \"FC-FEC/BASE-R\";",
		"static const struct { int a; const char *s; } t[] = { { 1, \"R\" } , { 2, \"LR\" } };",
		"static const char *s = xR\"(\";",
		/* the name only in a comment (FFmpeg's ffmpeg_hw.c), and a ';'
		 * or ',' in a comment or a string where the statement seems to
		 * start: it starts at the code's ';' before (the tool of
		 * 0edd39c said yes to all four) */
		"void f(void *dev, void *hw) { g();\n\t// use hw here\n\tdev = hw; }",
		"void f(int x, int c) { g(x); // 1; 2\n\tx = c; }",
		"void f(int x, int c) { g(x); // a, b\n\tx = c; }",
		"void f(int x, int c) { g(x); h(\"a;b\") + (x = c); }",
	};
	size_t i;

	for (i = 0; i < sizeof(yes) / sizeof(*yes); i++) {
		ck_assert_msg(strcmp(scan_(yes[i]), "") != 0, "scan finds no site in: %s", yes[i]);
		ck_assert_msg(scan_prefilter(yes[i], strlen(yes[i]), NULL), "prefilter says no: %s", yes[i]);
		prefilter_shifted(yes[i], 1);
	}
	for (i = 0; i < sizeof(no) / sizeof(*no); i++) {
		ck_assert_msg(!scan_prefilter(no[i], strlen(no[i]), NULL), "prefilter says yes: %s", no[i]);
		ck_assert_str_eq(scan_(no[i]), "");
		prefilter_shifted(no[i], 0);
	}
}
END_TEST

/* util_memmem() against a plain search, for every needle of 1 to 20 bytes
 * at every place of a buffer of up to 200 (its wide loop takes 16 places a
 * step, then a tail), on bytes from a small alphabet so that the needle's
 * first and last bytes match often without the rest. */
START_TEST(memmem_wide)
{
	char hay[200], needle[20];
	unsigned seed = 12345;
	size_t len, n, k, at;

	for (k = 0; k < sizeof(hay); k++) {
		seed = seed * 1103515245u + 12345u;
		hay[k] = "ab_"[(seed >> 16) % 3];
	}
	for (len = 0; len <= sizeof(hay); len += 7) {
		for (n = 1; n <= sizeof(needle) && n <= len; n++) {
			for (at = 0; at + n <= len; at += 5) {
				const char *want = NULL;

				memcpy(needle, hay + at, n);
				for (k = 0; k + n <= len && !want; k++)
					if (!memcmp(hay + k, needle, n))
						want = hay + k;
				ck_assert_msg(util_memmem(hay, len, needle, n) == want,
					      "len %zu, needle of %zu at %zu", len, n, at);
			}
			needle[n - 1] = 'z';	/* in no place */
			ck_assert_ptr_null(util_memmem(hay, len, needle, n));
		}
	}
}
END_TEST

START_TEST(convert_crlf)
{
	ck_assert_str_eq(convert_("#include <a.h>\r\nvoid f(void) {\r\n\tint a = a;\r\n}\r\n", 1),
			 "#include <a.h>\r\n#include <init_for_compiler.h>\r\nvoid f(void) {\r\n"
			 "\tint INIT_FOR_COMPILER(a);\r\n}\r\n");
}
END_TEST

START_TEST(convert_diff)
{
	const char *src = "#include <a.h>\n1\n2\n3\n4\n5\n6\n7\n8\n9\n"
			  "void f(void) { int a = a; }\nx\ny\n";
	struct editvec ev = { NULL, 0, 0 };
	char buf[2048];
	FILE *f = fmemopen(buf, sizeof(buf), "w");

	ck_assert_ptr_nonnull(f);
	scan_(src);
	ck_assert_int_eq(convert_plan("t.c", src, strlen(src), &tv_, &r_, 1, &ev, NULL, stderr), 1);
	ck_assert_int_eq(edits_diff("t.c", src, strlen(src), &ev, f), 0);
	fclose(f);
	ck_assert_str_eq(buf, "--- t.c\n+++ t.c\n"
			 "@@ -1,4 +1,5 @@\n #include <a.h>\n+#include <init_for_compiler.h>\n 1\n 2\n 3\n"
			 "@@ -8,6 +9,6 @@\n 7\n 8\n 9\n-void f(void) { int a = a; }\n"
			 "+void f(void) { int INIT_FOR_COMPILER(a); }\n x\n y\n");
	editvec_free(&ev);
}
END_TEST

START_TEST(convert_diff_no_newline)
{
	const char *src = "void f(void) { int a = a; }";
	struct editvec ev = { NULL, 0, 0 };
	char buf[1024];
	FILE *f = fmemopen(buf, sizeof(buf), "w");

	ck_assert_ptr_nonnull(f);
	scan_(src);
	ck_assert_int_eq(convert_plan("t.c", src, strlen(src), &tv_, &r_, 0, &ev, NULL, stderr), 1);
	ck_assert_int_eq(edits_diff("t.c", src, strlen(src), &ev, f), 0);
	fclose(f);
	ck_assert_str_eq(buf, "--- t.c\n+++ t.c\n@@ -1,1 +1,1 @@\n"
			 "-void f(void) { int a = a; }\n\\ No newline at end of file\n"
			 "+void f(void) { int INIT_FOR_COMPILER(a); }\n\\ No newline at end of file\n");
	editvec_free(&ev);
}
END_TEST

/* ------------------------------------------------------------ diff */

/* One side of a file's change from the other (diff_new_text, diff_old_text),
 * and which side a file holds (diff_differs): "\ No newline at end of file"
 * tells a file before "add the newline" from the file after it. */
START_TEST(diff_sides)
{
	static const char eol[] = "diff --git a/f.c b/f.c\nindex 1234567..89abcde 100644\n"
				  "--- a/f.c\n+++ b/f.c\n@@ -1,2 +1,2 @@\n a\n-b\n"
				  "\\ No newline at end of file\n+b\n";
	struct diff d;
	size_t n;
	uint32_t bad;
	char *t;

	ck_assert_int_eq(diff_parse(eol, strlen(eol), 1, &d), 0);
	ck_assert_str_eq(d.files[0].old_id, "1234567");
	ck_assert_str_eq(d.files[0].new_id, "89abcde");
	ck_assert_uint_eq(diff_differs(&d, 0, 0, "a\nb", 3), 0);
	ck_assert_uint_eq(diff_differs(&d, 0, 1, "a\nb", 3), 9);	/* +b has its newline */
	ck_assert_uint_eq(diff_differs(&d, 0, 1, "a\nb\n", 4), 0);
	ck_assert_uint_eq(diff_differs(&d, 0, 0, "a\nb\n", 4), 7);
	ck_assert_uint_eq(diff_differs(&d, 0, 0, "a\nc", 3), 7);
	t = diff_new_text(&d, 0, "a\nb", 3, &n, &bad);
	ck_assert_str_eq(t, "a\nb\n");
	ck_assert_uint_eq(d.lines[2].newno, 2);
	ck_assert_uint_eq(d.lines[1].oldno, 2);
	free(t);
	t = diff_old_text(&d, 0, "a\nb\n", 4, &n, &bad);
	ck_assert_str_eq(t, "a\nb");
	free(t);
	ck_assert_ptr_null(diff_new_text(&d, 0, "x\nb", 3, &n, &bad));
	ck_assert_uint_eq(bad, 6);
	diff_free(&d);
}
END_TEST

/* A created file: the patch alone, and nothing more; a CRLF file's lines in
 * a mail saved with CRLF line ends ("\r\r"); the lines after the hunks kept. */
START_TEST(diff_sides_created_crlf)
{
	static const char created[] = "--- /dev/null\n+++ b/n.c\n@@ -0,0 +1,2 @@\n+int x;\n+int y;\n";
	static const char crlf[] = "--- a/c.c\r\n+++ b/c.c\r\n@@ -1,2 +1,2 @@\r\n a\r\r\n-b\r\r\n"
				   "+c\r\r\n";
	struct diff d;
	size_t n;
	uint32_t bad;
	char *t;

	ck_assert_int_eq(diff_parse(created, strlen(created), 1, &d), 0);
	t = diff_new_text(&d, 0, "", 0, &n, &bad);
	ck_assert_str_eq(t, "int x;\nint y;\n");
	free(t);
	ck_assert_uint_eq(diff_differs(&d, 0, 1, "int x;\nint y;\n", 14), 0);
	ck_assert_uint_ne(diff_differs(&d, 0, 1, "int x;\nint y;\nint z;\n", 21), 0);
	diff_free(&d);
	ck_assert_int_eq(diff_parse(crlf, strlen(crlf), 1, &d), 0);
	ck_assert_str_eq(d.files[0].new_path, "c.c");
	ck_assert_uint_eq(diff_differs(&d, 0, 0, "a\r\nb\r\nz\r\n", 9), 0);
	ck_assert_uint_ne(diff_differs(&d, 0, 1, "a\r\nb\r\nz\r\n", 9), 0);
	t = diff_new_text(&d, 0, "a\r\nb\r\nz\r\n", 9, &n, &bad);
	ck_assert_str_eq(t, "a\r\nc\r\r\nz\r\n");	/* the context as the file has it */
	free(t);
	diff_free(&d);
}
END_TEST

/* What no file can match: @@ numbers that disagree, a line added after a
 * last line without its newline, a line without its newline that is not
 * the last, an empty line without its newline. */
START_TEST(diff_sides_refused)
{
	static const char *const diffs[] = {
		"--- a/f.c\n+++ b/f.c\n@@ -0,0 +2,2 @@\n+x\n+y\n",
		"--- a/f.c\n+++ b/f.c\n@@ -1,0 +2 @@\n+z\n",
		"--- a/f.c\n+++ b/f.c\n@@ -1 +1 @@\n-a\n+z\n\\ No newline at end of file\n",
	};
	static const char empty[] = "--- a/f.c\n+++ b/f.c\n@@ -1 +1,2 @@\n a\n+\n"
				    "\\ No newline at end of file\n";
	const char *files[] = { "", "a", "a\nb\n" };
	struct diff d;
	size_t i, n;
	uint32_t bad;

	for (i = 0; i < 3; i++) {
		ck_assert_int_eq(diff_parse(diffs[i], strlen(diffs[i]), 1, &d), 0);
		ck_assert_ptr_null(diff_new_text(&d, 0, files[i], strlen(files[i]), &n, &bad));
		ck_assert_uint_eq(bad, 3);
		diff_free(&d);
	}
	ck_assert_int_eq(diff_parse(empty, strlen(empty), 1, &d), -1);
	ck_assert_uint_eq(d.err_line, 6);
	diff_free(&d);
}
END_TEST

/* ------------------------------------------------------------ audit */

static struct audit *feed_(const char *const *lines)
{
	struct audit *a = audit_new();

	ck_assert_ptr_nonnull(a);
	for (; *lines; lines++)
		audit_line(a, *lines, strlen(*lines));
	audit_end_log(a);
	return a;
}

/* What a log says of its compiler (audit --log names a log whose file
 * name names none after it): the compiler of its compile commands, else
 * gcc or clang by what only that one writes, else nothing. */
static const char *compiler_of_(const char *const *lines, int *how, int *fam)
{
	static char out[64];
	struct audit *a = feed_(lines);
	const char *c = audit_log_compiler(a, 0, how, fam);

	snprintf(out, sizeof(out), "%s", c ? c : "(none)");
	audit_free(a);
	return out;
}

START_TEST(audit_log_compiler_named)
{
	static const char *const cmd[] = {
		"/usr/bin/gcc-12 -O2 -DINIT_FOR_COMPILER_AUDIT=1 -c x.c -o x.o\n",
		"x.c:1:9: note: '#pragma message: init-for-compiler: audit build: annotations removed, uninitialized warnings on'\n",
		"gcc-12 -O2 -c y.c\n", NULL,
	};
	static const char *const cc[] = {
		"cc -O2 -c x.c\n",
		"x.c:1:9: note: '#pragma message: init-for-compiler: audit build: annotations removed, uninitialized warnings on'\n",
		NULL,
	};
	static const char *const quiet_clang[] = {
		"  CC      x.o\n",
		"h.h:1:9: warning: init-for-compiler: audit build: annotations removed, uninitialized warnings on [-W#pragma-messages]\n",
		"x.c:6:9: warning: variable 'x' may be uninitialized when used here [-Wconditional-uninitialized]\n",
		"1 warning generated.\n", NULL,
	};
	static const char *const mixed[] = {
		"gcc-12 -O2 -c x.c\n", "clang-19 -O2 -c y.c\n",
		"x.c:1:9: note: '#pragma message: init-for-compiler: audit build: annotations removed, uninitialized warnings on'\n",
		"h.h:1:9: warning: init-for-compiler: audit build: annotations removed, uninitialized warnings on [-W#pragma-messages]\n",
		NULL,
	};
	static const char *const none[] = { "make: Nothing to be done for 'all'.\n", "gcc-12 --version\n", NULL };
	int how, fam;

	ck_assert_str_eq(compiler_of_(cmd, &how, &fam), "gcc-12");
	ck_assert_int_eq(how, AUDIT_BY_COMMAND);
	ck_assert_int_eq(fam, 'g');
	ck_assert_str_eq(compiler_of_(cc, &how, &fam), "gcc");
	ck_assert_int_eq(how, AUDIT_BY_DIAGNOSTICS);
	ck_assert_str_eq(compiler_of_(quiet_clang, &how, &fam), "clang");
	ck_assert_int_eq(fam, 'c');
	ck_assert_str_eq(compiler_of_(mixed, &how, &fam), "(none)");
	ck_assert_int_eq(fam, 0);
	ck_assert_str_eq(compiler_of_(none, &how, &fam), "(none)");
	ck_assert_int_eq(audit_name_family("x86_64-linux-gnu-gcc-12"), 'g');
	ck_assert_int_eq(audit_name_family("clang-19"), 'c');
	ck_assert_int_eq(audit_name_family("audit"), 0);
}
END_TEST

START_TEST(audit_gcc)
{
	static const char *const log[] = {
		"x.c: In function \xe2\x80\x98" "f" "\xe2\x80\x99:\n",
		"x.c:10:12: warning: \xe2\x80\x98v\xe2\x80\x99 may be used uninitialized [-Wmaybe-uninitialized]\n",
		"   10 |  return v;\n",
		"x.c:5:9: note: \xe2\x80\x98v\xe2\x80\x99 was declared here\n",
		"x.c:20:3: warning: 'w.f' is used uninitialized [-Wuninitialized]\n",
		"x.c:30:3: error: 'z' may be used uninitialized [-Werror=maybe-uninitialized]\n",
		"x.c:31:3: note: 'other' was declared here\n",
		"x.c:40:3: warning: unused variable 'u' [-Wunused-variable]\n",
		NULL,
	};
	struct audit *a = feed_(log);

	ck_assert_uint_eq(audit_nwarnings(a), 3);
	ck_assert_str_eq(audit_warning_name(a, 0), "v");
	ck_assert_uint_eq(audit_warning_decl_line(a, 0), 5);
	ck_assert_str_eq(audit_warning_func(a, 0), "f");
	ck_assert_int_eq(audit_warning_kind(a, 0), WK_MAY);
	ck_assert_str_eq(audit_warning_name(a, 1), "w");
	ck_assert_ptr_null(audit_warning_decl_file(a, 1));
	ck_assert_int_eq(audit_warning_kind(a, 1), WK_IS);
	ck_assert_str_eq(audit_warning_name(a, 2), "z");
	ck_assert_ptr_null(audit_warning_decl_file(a, 2));	/* the note is for another name */
	ck_assert_int_eq(audit_warning_kind(a, 2), WK_MAY);
	/* an error, even a promoted warning: the unit did not compile */
	ck_assert_int_eq(audit_unit_flags(a, 0, "x.c") & AUDIT_FAILED, AUDIT_FAILED);
	audit_free(a);
}
END_TEST

START_TEST(audit_clang)
{
	static const char *const log[] = {
		"\033[1my.c:8:7: \033[0;1;35mwarning: \033[0mvariable 'v' is used uninitialized whenever 'if' condition is false [-Wsometimes-uninitialized]\033[0m\n",
		"y.c:10:10: note: uninitialized use occurs here\n",
		"y.c:5:8: note: initialize the variable 'v' to silence this warning\n",
		"y.c:12:9: warning: variable 'q' may be uninitialized when used here [-Wconditional-uninitialized]\n",
		"y.c:11:2: note: variable 'q' is declared here\n",
		"y.c:14:9: warning: variable 'd' is uninitialized when used here [-Wuninitialized]\n",
		NULL,
	};
	struct audit *a = feed_(log);

	ck_assert_uint_eq(audit_nwarnings(a), 3);
	ck_assert_uint_eq(audit_warning_decl_line(a, 0), 5);
	ck_assert_int_eq(audit_warning_kind(a, 0), WK_SOMETIMES);
	ck_assert_uint_eq(audit_warning_decl_line(a, 1), 11);
	ck_assert_int_eq(audit_warning_kind(a, 1), WK_MAY);
	ck_assert_ptr_null(audit_warning_func(a, 1));
	ck_assert_int_eq(audit_warning_kind(a, 2), WK_IS);
	audit_free(a);
}
END_TEST

/* The audit marker belongs to the unit at the root of its include chain:
 * the last line of gcc's chain, the first of clang's. */
START_TEST(audit_marker_chains)
{
	static const char *const log[] = {
		"In file included from /i/init_for_compiler.h:217,\n",
		"                 from /n/a/x.h:2,\n",
		"                 from /n/a/one.c:5:\n",
		"/i/init_for_compiler/compiler-gcc.h:51:9: note: '#pragma message: init-for-compiler: audit build: annotations removed, uninitialized warnings on'\n",
		"   51 | #pragma message(\"init-for-compiler: audit build: annotations removed\")\n",
		"In file included from /n/b/two.c:3:\n",
		"In file included from /i/init_for_compiler.h:212:\n",
		"/i/init_for_compiler/compiler-clang.h:74:9: warning: init-for-compiler: audit build: annotations removed, uninitialized warnings on [-W#pragma-messages]\n",
		"In file included from /i/init_for_compiler.h:217,\n",
		"                 from /n/c/three.c:1:\n",
		"/i/init_for_compiler/compiler-gcc.h:53:9: note: '#pragma message: init-for-compiler: audit build without optimization: GCC does not check, use -O2'\n",
		"In file included from <command-line>:\n",
		"/i/init_for_compiler/compiler-gcc.h:51:9: note: '#pragma message: init-for-compiler: audit build: annotations removed, uninitialized warnings on'\n",
		NULL,
	};
	struct audit *a = feed_(log);

	ck_assert_int_eq(audit_unit_flags(a, 0, "/n/a/one.c"), AUDIT_MARK);
	ck_assert_int_eq(audit_unit_flags(a, 0, "/n/b/two.c"), AUDIT_MARK);
	ck_assert_int_eq(audit_unit_flags(a, 0, "/n/c/three.c"), AUDIT_MARK | AUDIT_NOOPT);
	ck_assert_int_eq(audit_unit_flags(a, 0, "/n/a/x.h"), -1);	/* not a unit */
	ck_assert_int_eq(audit_unit_flags(a, 0, "/i/init_for_compiler.h"), -1);
	audit_free(a);
}
END_TEST

/* gcc's inlined warning: the declaration note comes after a "FILE: In
 * function" line and must still find its warning; so must notes that a
 * parallel build separated from their warnings. */
/* Many units: the index by (log, path) grows and still finds each one (a
 * unit named again gets the new flag, no second record). */
START_TEST(audit_many_units)
{
	struct audit *a = audit_new();
	char path[32];
	int i;

	ck_assert_ptr_nonnull(a);
	ck_assert_int_eq(audit_begin_log(a, "gcc"), 0);
	for (i = 0; i < 600; i++) {
		snprintf(path, sizeof(path), "/n/u%d.c", i);
		audit_unit(a, path, NULL, AUDIT_MARK);
	}
	for (i = 0; i < 600; i += 2) {
		snprintf(path, sizeof(path), "/n/u%d.c", i);
		audit_unit(a, path, NULL, AUDIT_SEEN);
	}
	audit_end_log(a);
	for (i = 0; i < 600; i++) {
		snprintf(path, sizeof(path), "/n/u%d.c", i);
		ck_assert_int_eq(audit_unit_flags(a, 0, path),
				 (int)(i % 2 ? AUDIT_MARK : AUDIT_MARK | AUDIT_SEEN));
	}
	audit_free(a);
}
END_TEST

START_TEST(audit_inlined_and_interleaved)
{
	static const char *const log[] = {
		"In file included from /n/xattr.c:3:\n",
		"In function 'list_add',\n",
		"    inlined from '__simple_xattr_set' at /n/xattr.c:101:3:\n",
		"/n/list.h:23:17: warning: 'new_xattr' may be used uninitialized [-Wmaybe-uninitialized]\n",
		"/n/xattr.c: In function '__simple_xattr_set':\n",
		"/n/xattr.c:67:48: note: 'new_xattr' was declared here\n",
		"/n/p.c:9:5: warning: 'a' may be used uninitialized [-Wmaybe-uninitialized]\n",
		"/n/q.c:4:5: warning: 'b' may be used uninitialized [-Wmaybe-uninitialized]\n",
		"  CC      other.o\n",
		"/n/q.c:2:9: note: 'b' was declared here\n",
		"/n/p.c:7:9: note: 'a' was declared here\n",
		"/n/r.c:3:1: error: expected ';' before '}' token\n",
		NULL,
	};
	struct audit *a = feed_(log);

	ck_assert_uint_eq(audit_nwarnings(a), 3);
	ck_assert_str_eq(audit_warning_decl_file(a, 0), "/n/xattr.c");
	ck_assert_uint_eq(audit_warning_decl_line(a, 0), 67);
	ck_assert_str_eq(audit_warning_func(a, 0), "__simple_xattr_set");
	ck_assert_str_eq(audit_warning_unit(a, 0), "/n/xattr.c");
	ck_assert_uint_eq(audit_warning_decl_line(a, 1), 7);
	ck_assert_uint_eq(audit_warning_decl_line(a, 2), 2);
	ck_assert_int_eq(audit_unit_flags(a, 0, "/n/r.c") & AUDIT_FAILED, AUDIT_FAILED);
	/* a chain read for a note is not the chain of a later error */
	ck_assert_int_eq(audit_unit_flags(a, 0, "/n/xattr.c") & AUDIT_FAILED, 0);
	audit_free(a);
}
END_TEST

static void write_(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	ck_assert_ptr_nonnull(f);
	fputs(text, f);
	fclose(f);
}

START_TEST(audit_verdicts)
{
	/* files of our own, in the current directory */
	static const char src[] = "int f(int c)\n{\n\tint INIT_FOR_COMPILER(x);\n"
				  "\tint INIT_FOR_COMPILER(y);\n\tif (c) x = y = 1;\n\treturn x + y;\n}\n";
	static const char *const log[] = {
		"In file included from ck_verdict.c:1:\n",
		"h.h:1:9: warning: init-for-compiler: audit build: annotations removed, uninitialized warnings on [-W#pragma-messages]\n",
		"ck_verdict.c: In function 'f':\n",
		"ck_verdict.c:6:9: warning: 'x' may be used uninitialized in this function\n",
		"In file included from ck_failed.c:1:\n",
		"h.h:1:9: warning: init-for-compiler: audit build: annotations removed, uninitialized warnings on [-W#pragma-messages]\n",
		"make: *** [Makefile:3: ck_failed.o] Error 1\n",
		NULL,
	};
	char *files[] = { (char *)"ck_verdict.c", (char *)"ck_failed.c", (char *)"ck_absent.c" };
	struct site_verdict sv;
	struct audit *a;

	write_("ck_verdict.c", src);
	write_("ck_failed.c", src);
	write_("ck_absent.c", src);
	scan_(src);
	ck_assert_uint_eq(r_.nsites, 2);
	a = feed_(log);
	ck_assert_int_eq(audit_set_files(a, files, 3), 0);
	ck_assert_int_eq(audit_site(a, "ck_verdict.c", src, sizeof(src) - 1, &tv_, &r_,
				    &r_.sites[0], &sv),
			 V_REVIEW);
	ck_assert_ptr_nonnull(sv.why);
	ck_assert_ptr_nonnull(strstr(sv.why, "may be used uninitialized"));
	ck_assert_uint_eq(sv.kinds, 1u << WK_MAY);
	ck_assert_int_eq(audit_site(a, "ck_verdict.c", src, sizeof(src) - 1, &tv_, &r_,
				    &r_.sites[1], &sv),
			 V_STALE);
	ck_assert_ptr_null(sv.why);
	ck_assert_int_eq(sv.log[0].state, LS_CLEAN);
	ck_assert_int_eq(audit_site(a, "ck_failed.c", src, sizeof(src) - 1, &tv_, &r_,
				    &r_.sites[1], &sv),
			 V_UNKNOWN);
	ck_assert_int_eq(sv.log[0].state, LS_FAILED);
	ck_assert_int_eq(audit_site(a, "ck_absent.c", src, sizeof(src) - 1, &tv_, &r_,
				    &r_.sites[1], &sv),
			 V_UNKNOWN);
	ck_assert_int_eq(sv.log[0].state, LS_ABSENT);
	ck_assert_uint_gt(audit_log_matched(a, 0), 0);
	audit_free(a);
	unlink("ck_verdict.c");
	unlink("ck_failed.c");
	unlink("ck_absent.c");
}
END_TEST

/* A declaration note that names another line than the site's: the site
 * cannot be stale when that line no longer holds the variable's name (the
 * file changed since the build, LS_MOVED); it can when the line holds the
 * name as a whole identifier (another variable of that name: the warning
 * is not this site's). A name inside a longer identifier is not the name. */
START_TEST(audit_note_names_another_line)
{
	static const char src[] = "int f(int c)\n"	/* 1 */
				  "{\n"
				  "\tint INIT_FOR_COMPILER(y);\n"	/* 3: the site */
				  "\tif (c)\n"
				  "\t\ty = 1;\n"			/* 5 */
				  "\t{\n"
				  "\t\tint y;\n"			/* 7: another y */
				  "\t\treturn y;\n"
				  "\t}\n"
				  "}\n"					/* 10 */
				  "int ay;\n"				/* 11: letter before */
				  "int _y;\n"				/* '_' before */
				  "int y2;\n"				/* digit after */
				  "int y$;\n"				/* '$' after */
				  "int ay, y;\n";			/* 15: both */
	static const struct {
		unsigned line;
		enum verdict v;
		enum log_state state;
	} cases[] = {
		{ 7, V_STALE, LS_CLEAN }, { 11, V_UNKNOWN, LS_MOVED },
		{ 12, V_UNKNOWN, LS_MOVED }, { 13, V_UNKNOWN, LS_MOVED },
		{ 14, V_UNKNOWN, LS_MOVED }, { 15, V_STALE, LS_CLEAN },
	};
	char note[128];
	const char *log[] = {
		"In file included from ck_note.c:1:\n",
		"h.h:1:9: warning: init-for-compiler: audit build: annotations removed, uninitialized warnings on [-W#pragma-messages]\n",
		"ck_note.c: In function 'f':\n",
		"ck_note.c:8:10: warning: 'y' is used uninitialized [-Wuninitialized]\n",
		note,
		NULL,
	};
	char *files[] = { (char *)"ck_note.c" };
	struct site_verdict sv;
	struct audit *a;
	size_t i;

	write_("ck_note.c", src);
	scan_(src);
	ck_assert_uint_eq(r_.nsites, 1);
	ck_assert_uint_eq(r_.sites[0].line, 3);
	for (i = 0; i < sizeof(cases) / sizeof(*cases); i++) {
		snprintf(note, sizeof(note), "ck_note.c:%u:6: note: 'y' was declared here\n", cases[i].line);
		a = feed_(log);
		ck_assert_uint_eq(audit_nwarnings(a), 1);
		ck_assert_uint_eq(audit_warning_decl_line(a, 0), cases[i].line);
		ck_assert_int_eq(audit_set_files(a, files, 1), 0);
		ck_assert_msg(audit_site(a, "ck_note.c", src, sizeof(src) - 1, &tv_, &r_,
				    &r_.sites[0], &sv) ==
			      cases[i].v, "note at line %u: verdict %d", cases[i].line, (int)sv.v);
		ck_assert_msg(sv.log[0].state == cases[i].state, "note at line %u: state %d",
			      cases[i].line, (int)sv.log[0].state);
		if (cases[i].state == LS_MOVED)
			ck_assert_uint_eq(sv.log[0].moved_line, cases[i].line);
		audit_free(a);
	}
	unlink("ck_note.c");
}
END_TEST

START_TEST(ccdb_parse_only)
{
	static const char ok[] = "[ {\"directory\": \"/\", \"file\": \"a.c\", \"command\": \"cc -c a.c\"},\n"
				 "  {\"file\": \"b.c\", \"arguments\": [\"cc\", \"-c\", \"b.c\"], \"x\": [1, {}]} ]";
	static const char bad[] = "[ {\"file\": \"a.c\", \"command\": \"cc\"}, {\"file\": 1} ]";
	size_t at = 12345;

	ck_assert_int_eq(ccdb_parse(ok, strlen(ok), &at), 2);
	ck_assert_uint_eq(at, 12345);	/* untouched on success */
	ck_assert_int_eq(ccdb_parse("[]", 2, &at), 0);
	ck_assert_int_eq(ccdb_parse(bad, strlen(bad), &at), -1);
	ck_assert_uint_eq(at, strlen("[ {\"file\": \"a.c\", \"command\": \"cc\"}, {\"file\": "));
	/* an entry without a command, and a truncated database */
	ck_assert_int_eq(ccdb_parse("[{\"file\": \"a.c\"}]", 17, &at), -1);
	ck_assert_int_eq(ccdb_parse(ok, 30, &at), -1);
	ck_assert_uint_le(at, 30);
	ck_assert_int_eq(ccdb_parse("", 0, &at), -1);
	ck_assert_uint_eq(at, 0);
}
END_TEST

START_TEST(shell_words)
{
	char **v = ccdb_shell_split("  cc -DX='\"a b\"' \"-I/p q\" a\\ b.c -c  ");

	ck_assert_ptr_nonnull(v);
	ck_assert_str_eq(v[0], "cc");
	ck_assert_str_eq(v[1], "-DX=\"a b\"");
	ck_assert_str_eq(v[2], "-I/p q");
	ck_assert_str_eq(v[3], "a b.c");
	ck_assert_str_eq(v[4], "-c");
	ck_assert_ptr_null(v[5]);
	free(v);
	ck_assert_ptr_null(ccdb_shell_split("cc 'open"));
	ck_assert_ptr_null(ccdb_shell_split("cc \"open"));
	ck_assert_ptr_null(ccdb_shell_split("cc \\"));
	v = ccdb_shell_split("");
	ck_assert_ptr_nonnull(v);
	ck_assert_ptr_null(v[0]);
	free(v);
}
END_TEST

START_TEST(site_kinds)
{
	ck_assert_int_eq(site_kind_parse("legacy", 6), SK_LEGACY);
	ck_assert_int_eq(site_kind_parse("comment-init", 12), SK_COMMENT_INIT);
	ck_assert_int_eq(site_kind_parse("legac", 5), -1);
}
END_TEST


START_TEST(scan_zero_forms)
{
	ck_assert_str_eq(scan_("void f(void) {\n"
			       "\tint a = 0x0, b = 0b00, c = 00u, d = 0x10, e = 1.0; /* GCC */\n"
			       "\tchar g = '\\x0', h = '\\000', i = 'a'; /* GCC */\n"
			       "\tvoid *j = nullptr, *k = (void *)(0), *l = (void *)p; /* GCC */\n"
			       "\tstruct s m = { { 0 } }, n = { 0, 1 }, o = { }, q = ((0)); /* GCC */\n"
			       "\tint r = (1 + 2) * 0, t = 0.0.0; /* GCC */\n"
			       "}\n"),
			 "comment-init:a:2:6 comment-init:b:2:15 comment-init:c:2:25 "
			 "comment-init:d:2:34:cannot comment-init:e:2:44:cannot "
			 "comment-init:g:3:7 comment-init:h:3:18 comment-init:i:3:30:cannot "
			 "comment-init:j:4:8 comment-init:k:4:22 "
			 "comment-init:m:5:11 comment-init:n:5:26:cannot comment-init:o:5:40 "
			 "comment-init:q:5:49 comment-init:r:6:6:cannot comment-init:t:6:23");
}
END_TEST

START_TEST(scan_specifier_forms)
{
	ck_assert_str_eq(scan_("void f(void) {\n"
			       "\tstruct __attribute__((packed)) s { int x : 3; } a = a;\n"
			       "\t__typeof__(int) b = b;\n"
			       "\t_Alignas(8) int c = c;\n"
			       "\t_Atomic(int) d = d;\n"
			       "\tstatic const unsigned long e = e;\n"
			       "\tint g = (g);\n"
			       "\tint h = *&h;\n"
			       "\tint i = *i;\n"
			       "\tint j = &j;\n"
			       "\tint (k) = k;\n"
			       "\tstruct { int x : 3; } bf = bf;\n"
			       "\tf(a = a);\n"
			       "\tint uninit\\\nialized = uninitialized;\n"
			       "}\n"),
			 "self-init:a:2:50 self-init:b:3:18 self-init:c:4:18 self-init:d:5:15:cannot "
			 "self-init:e:6:29 self-init:g:7:6 self-init:h:8:6 self-init:bf:12:24 "
			 "self-init:uninitialized:14:6");
}
END_TEST

START_TEST(convert_edge_cases)
{
	char longc[700], src[1024];

	/* a tag before the declaration on the same line: code follows it */
	ck_assert_str_eq(convert_("void f(void) {\n\t/* GCC */ int a = 0;\n}\n", 0),
			 "void f(void) {\n\tint INIT_FOR_COMPILER(a);\n}\n");
	/* a comment too long to carry along: left alone */
	memset(longc, 'x', sizeof(longc));
	memcpy(longc, "/* ", 3);
	memcpy(longc + sizeof(longc) - 4, " */", 4);
	snprintf(src, sizeof(src), "void f(void) {\n\tint a %s = a;\n}\n", longc);
	ck_assert_str_eq(convert_(src, 0), src);
	/* no leading directive and no comment: the #include goes first */
	ck_assert_str_eq(convert_("int f(void) { int a = a; return a; }\n", 1),
			 "#include <init_for_compiler.h>\nint f(void) { int INIT_FOR_COMPILER(a); return a; }\n");
}
END_TEST

/* Which declarators a tag tags (docs/tool.md, "Where the tag may be"). */
START_TEST(scan_tag_rules)
{
	/* before the declaration: every declarator with an initializer */
	ck_assert_str_eq(scan_("void f(void) {\n\t/* keep gcc happy */\n\tint a = 0, b = 0, c;\n}\n"),
			 "comment-init:a:3:6 comment-init:b:3:13");
	ck_assert_str_eq(scan_("void f(int x) {\n\t/* gcc */ int a, b = 1, *c = NULL;\n}\n"),
			 "comment-init:b:2:19:cannot comment-init:c:2:27");
	/* but b = x: a value the program computes is no dummy */
	ck_assert_str_eq(scan_("void f(int x) {\n\t/* gcc */ int a, b = x, *c = NULL;\n}\n"),
			 "comment-init:c:2:27");
	/* a comment that names declarators tags those alone */
	ck_assert_str_eq(scan_("void f(void) {\n\tint a = 0, b = 0; /* b: shut up gcc */\n}\n"),
			 "comment-init:b:2:13");
	/* a self-init beside it changes nothing (issue 16) */
	ck_assert_str_eq(scan_(";\n/*gcc*/i d=0,c=c;"), "comment-init:d:2:10 self-init:c:2:14");
	ck_assert_str_eq(scan_(";\n/*gcc*/i d=0;"), "comment-init:d:2:10");
	ck_assert_str_eq(scan_(";\n/*gcc*/i c=c,d=0;"), "self-init:c:2:10 comment-init:d:2:14");
	/* after a label or a case label too, with or without a self-init */
	ck_assert_str_eq(scan_("void f(int x) {\nout:\n\t/* gcc */\n\tint a = 1;\n}\n"),
			 "comment-init:a:4:6:cannot");
	ck_assert_str_eq(scan_("void f(int x) {\n\tswitch (x) {\n\tcase 1:\n\t\t/* gcc */\n"
			       "\t\tint a = 0, b = b;\n\t}\n}\n"),
			 "comment-init:a:5:7 self-init:b:5:14");
	ck_assert_str_eq(scan_("void f(int x) {\n\tswitch (x) {\n\tcase 1:\n\t\t/* gcc */\n"
			       "\t\tint a = 0;\n\t}\n}\n"), "comment-init:a:5:7");
	/* one blank line between is still before it (Linux's xillybus:
	 * "Initializations are there only to silence warnings", a blank line,
	 * the declaration) */
	ck_assert_str_eq(scan_("void f(void) {\n\t/* gcc */\n\n\tint a = 0;\n}\n"),
			 "comment-init:a:4:6");
	/* not before it: two blank lines, the previous statement's line,
	 * commented-out code, not the last comment */
	ck_assert_str_eq(scan_("void f(void) {\n\t/* gcc */\n\n\n\tint a = 0;\n"
			       "\tint b; /* gcc */ int c = 0;\n"
			       "\t/* d = 0; gcc */\n\tint d = 0;\n"
			       "\t/* gcc */ /* why */\n\tint e = 0;\n}\n"), "");
	/* after the ';': the declarators joined to it by gaps without a line
	 * break; a break inside a declarator does not count */
	ck_assert_str_eq(scan_("void f(void) {\n\tint a = 0, b =\n\t\t0; /* gcc */\n"
			       "\tint c = 0,\n\t    d = 0, e = 0; /* gcc */\n"
			       "\tint g = 0, h = (1 +\n\t\t2); /* gcc */\n}\n"),
			 "comment-init:a:2:6 comment-init:b:2:13 comment-init:d:5:6 comment-init:e:5:13 "
			 "comment-init:g:6:6 comment-init:h:6:13:cannot");
	/* found without a neighbour: a tag inside parentheses, after a
	 * compound literal, in a statement expression (fuzz-regress/lexer) */
	ck_assert_str_eq(scan_("void f(void) {\n\tint p = (0 /* gcc */);\n}\n"), "comment-init:p:2:6");
	ck_assert_str_eq(scan_("void f(void) {\n\tint *p = (int[]){ 0 } /* gcc */;\n}\n"),
			 "comment-init:p:2:7:cannot");
	/* ... and b's tag is b's, not a's (a statement expression's
	 * declarations have their own tags) */
	ck_assert_str_eq(scan_("void f(void) {\n\tint a = ({ int b = 0; /* gcc */ b; });\n}\n"),
			 "comment-init:b:2:17");
	/* (a's own tag: a statement expression is no constant, so a is no
	 * site whatever its tag says) */
	ck_assert_str_eq(scan_("void f(void) {\n\tint a = ({ int b = 0 /* gcc */; b; }) /* gcc */;\n}\n"),
			 "comment-init:b:2:17");
	/* initializer braces hold no declaration (fuzz-regress/lexer) */
	ck_assert_str_eq(scan_("h\nr={i i/*gcc*/=0;};"), "");
	ck_assert_str_eq(scan_("h\nr={0/*gcc*/};"), "comment-init:r:2:1");
	ck_assert_str_eq(scan_("void f(void) {\n\tint a[1] = (a), b __attribute__((unused)) = *(&(b));\n}\n"),
			 "self-init:a:2:6:cannot self-init:b:2:18:cannot");
}
END_TEST

/* "KIND" or "KIND:cannot" of the site named name in a scan_() string, or "". */
static const char *site_of_(const char *scanned, const char *name)
{
	static char out[64];
	const char *p = scanned;

	out[0] = '\0';
	while (*p) {
		size_t n = strcspn(p, " "), k = strcspn(p, ":");
		const char *nm = p + k + 1;
		size_t nl = strcspn(nm, ":");

		if (k < n && nl == strlen(name) && !strncmp(nm, name, nl)) {
			snprintf(out, sizeof(out), "%.*s%s", (int)k, p,
				 n >= 7 && !strncmp(p + n - 7, ":cannot", 7) ? ":cannot" : "");
			break;
		}
		p += n;
		p += *p == ' ';
	}
	return out;
}

/*
 * Whether x is a site, and of which kind, is the same whatever the other
 * declarator of its declaration holds, before or after x, wherever the tag.
 */
START_TEST(tag_attribution_independent)
{
	static const char *const tags[] = {
		"/* gcc */\n\tT @;\n",		/* the line above */
		"/* gcc */ T @;\n",		/* before, on its line */
		"T @; /* gcc */\n",		/* after the ';' */
		"T\n\t@; /* gcc */\n",		/* after the ';', the type above */
		"T @;\n",			/* no tag */
	};
	static const char *const others[] = {
		"y", "y = y", "y = 0", "y = 1", "*y = NULL", "y[2] = { 0 }", "y = *(&(y))",
		"y = (1 +\n\t\t2)", "y =\n\t\t0", "uninitialized_var(y)", "INIT_FOR_COMPILER(y)",
		"y = 0 /* gcc */", "y /* why */ = 0",
	};
	static const char *const xs[] = { "x = 0", "x = 1", "x = x", "x = (T)0", "x", "*x = NULL" };
	size_t t, o, k, side, checked = 0;

	for (t = 0; t < sizeof(tags) / sizeof(*tags); t++) {
		const char *at = strchr(tags[t], '@');

		for (k = 0; k < sizeof(xs) / sizeof(*xs); k++) {
			char src[512], want[64];

			snprintf(src, sizeof(src), "void f(void) {\n\t%.*s%s%s}\n",
				 (int)(at - tags[t]), tags[t], xs[k], at + 1);
			snprintf(want, sizeof(want), "%s", site_of_(scan_(src), "x"));
			/* the expectations themselves, for the plain cases */
			if (!strcmp(xs[k], "x = 0") && t < 4)
				ck_assert_str_eq(want, "comment-init");
			if (!strcmp(xs[k], "x = 1") && t < 4)
				ck_assert_str_eq(want, "comment-init:cannot");
			for (o = 0; o < sizeof(others) / sizeof(*others); o++) {
				for (side = 0; side < 2; side++) {
					char decl[128];

					snprintf(decl, sizeof(decl), "%s, %s",
						 side ? others[o] : xs[k], side ? xs[k] : others[o]);
					snprintf(src, sizeof(src), "void f(void) {\n\t%.*s%s%s}\n",
						 (int)(at - tags[t]), tags[t], decl, at + 1);
					ck_assert_msg(!strcmp(site_of_(scan_(src), "x"), want),
						      "x is '%s' alone but '%s' in:\n%s", want,
						      site_of_(scan_(src), "x"), src);
					checked++;
				}
			}
		}
	}
	ck_assert_uint_eq(checked, 5 * 6 * 13 * 2);
}
END_TEST

/* convert, then convert again: the second run changes nothing. */
START_TEST(convert_idempotent_tags)
{
	static const char *const srcs[] = {
		";\n/*gcc*/i d=0,c=c;",		/* issue 16, minimized by libFuzzer */
		";\n/*gcc*/i c=c,d=0;",
		"void f(void) {\n\t/* keep gcc happy */\n\tint a = 0, b = 1, c = c;\n}\n",
		"void f(void) {\n\tint a = 0, b =\n\t\t0, c = 1; /* gcc */\n}\n",
		"void f(void) {\n\tint a = 0, b =\n\t\t0; /* gcc\n\t\t  */\n}\n",
		"void f(void) {\n\tint a = 0, b = 0 /* gcc */,\n\t    c = c; /* gcc */\n}\n",
		"void f(int x) {\nout:\n\t/* gcc */\n\tint a = 0, b = b;\n}\n",
		"void f(void) {\n\t/* gcc */\n\t/* gcc */\n\tint a = 0, b = 1;\n}\n",
	};
	size_t i;

	for (i = 0; i < sizeof(srcs) / sizeof(*srcs); i++) {
		char *once = strdup(convert_(srcs[i], 1));

		ck_assert_ptr_nonnull(once);
		ck_assert_msg(strcmp(once, srcs[i]) != 0, "nothing converted in: %s", srcs[i]);
		ck_assert_str_eq(convert_(once, 1), once);
		free(once);
	}
	ck_assert_str_eq(convert_(";\n/*gcc*/i d=0,c=c;", 0), ";\ni INIT_FOR_COMPILER(d),INIT_FOR_COMPILER(c);");
}
END_TEST

/* A tag that says no more than the macro goes with the initializer; one
 * that says more stays (issue 36, item 11: FFmpeg's route 1 kept three of
 * its nine tags, by a word list, and dropped the others). */
START_TEST(tag_bare)
{
	static const char *const bare[] = {
		"// initialize to silence gcc warning",		/* FFmpeg mjpegdec.c */
		"// silence silly \"could be used without having been initialized\" warning",
		"//=0 is because gcc says uninitialized ...",	/* mpegvideoenc_template.c */
		"//init to silence compiler warning",		/* rmdec.c */
		"/* shutup gcc */", "/* gcc is a turd */", "/* Damn you, gcc! */",
		"/* avoid false use-uninitialised */", "/* keep us warning-free. */",
		"/* Suppress misguided gcc warn. */", "/* unneeded, required by compiler */",
		"/* supress 'maybe used uninitialized' warning */",
	};
	static const char *const more[] = {
		"/* gcc 4.3.1 thinks it may be used w/o init */",	/* a version */
		"/* gcc doesn't realize wait = 1 guarantees ret is set */",
		"/* GCC flow analysis can't track enable */",
		"/* should not happen, but keeps compiler happy */",
		"/* Not used, just to suppress warning. */",	/* "not": no guess */
		"// this would cause error exit in the ac loop",	/* no tag */
	};
	size_t i;

	for (i = 0; i < sizeof(bare) / sizeof(*bare); i++)
		ck_assert_msg(tag_is_bare(bare[i], strlen(bare[i])), "not bare: %s", bare[i]);
	for (i = 0; i < sizeof(more) / sizeof(*more); i++)
		ck_assert_msg(!tag_is_bare(more[i], strlen(more[i])), "bare: %s", more[i]);
	/* FFmpeg's three, converted: no tag left */
	ck_assert_str_eq(convert_("void f(void) {\n\tint level=0, q; //=0 is because gcc says "
				  "uninitialized ...\n}\n", 0),
			 "void f(void) {\n\tint INIT_FOR_COMPILER(level), q;\n}\n");
	/* intrax8.c: a comment after the chain says that its value matters */
	{
		static const char chain[] =
			"void f(int *level, int *final, int *run) {\n\t*level =\n\t*final =      "
			"// prevent 'may be used uninitialized'\n\t*run   = 64;  // this would "
			"cause error exit in the ac loop\n}\n";

		ck_assert_str_eq(convert_(chain, 0), chain);
	}
}
END_TEST

START_TEST(audit_odd_lines)
{
	static const char *const log[] = {
		"z.c: In function 'g':\n",
		"z.c:3:1: warning: something uninitialized without a name\n",
		"z.c: At top level:\n",
		"z.c:9:5: warning: 'v' may be used uninitialized\n",
		"no colon here: warning: x\n",
		":1:2: warning: 'w' is used uninitialized\n",
		NULL,
	};
	struct audit *a = feed_(log);
	static char big[70000];

	ck_assert_uint_eq(audit_nwarnings(a), 1);
	ck_assert_ptr_null(audit_warning_func(a, 0));
	memset(big, 'a', sizeof(big));
	audit_line(a, big, sizeof(big));	/* longer than a line buffer */
	ck_assert_uint_eq(audit_nwarnings(a), 1);
	audit_free(a);
}
END_TEST

/* ------------------------------------------------------------ cond */

START_TEST(cond_groups)
{
	static const char src[] = "#ifndef G_H\n#define G_H\nint a;\n#ifdef CONFIG_X\nint b;\n"
				  "#else /* no X */\nint c;\n#endif\n#if defined(A) &&  B // why\n"
				  "int d;\n#elif C\nint e;\n#endif\n#endif\n";
	struct tokvec tv = { NULL, 0, 0 };
	char out[128];

	ck_assert_int_eq(lex(src, sizeof(src) - 1, &tv), 0);
	ck_assert_int_eq(cond_at(src, &tv, 3, out, sizeof(out)), 0);	/* the guard is no condition */
	ck_assert_str_eq(out, "");
	ck_assert_int_eq(cond_at(src, &tv, 5, out, sizeof(out)), 1);
	ck_assert_str_eq(out, "#ifdef CONFIG_X");
	ck_assert_int_eq(cond_at(src, &tv, 7, out, sizeof(out)), 1);
	ck_assert_str_eq(out, "#else of #ifdef CONFIG_X");
	ck_assert_int_eq(cond_at(src, &tv, 10, out, sizeof(out)), 1);
	ck_assert_str_eq(out, "#if defined(A) && B");
	ck_assert_int_eq(cond_at(src, &tv, 12, out, sizeof(out)), 1);
	ck_assert_str_eq(out, "#elif C of #if defined(A) && B");
	ck_assert_int_eq(cond_at(src, &tv, 12, out, 12), 1);	/* cut, still terminated */
	ck_assert_uint_lt(strlen(out), 12);
	tokvec_free(&tv);
}
END_TEST

/* pp_line(): is the code of a line compiled, by a unit's -D, -U and
 * -include and the file's own #define and #undef? The marked line "@" is
 * asked about; cmd NULL: no command line known. */
struct pp_case {
	const char *src, *cmd;
	int want;
	const char *why, *macro;
};

static const struct pp_case pp_cases[] = {
	/* no group, an include guard, #if 1: on without a command line */
	{ "int a;\n@\n", NULL, PP_ON, "", "" },
	{ "#ifndef G_H\n#define G_H\n@\n#endif\n", NULL, PP_ON, "", "" },
	{ "/* c */\n#if !defined(G_H)\n#define G_H\n@\n#endif /* G_H */\n", NULL, PP_ON, "", "" },
	{ "#if 1\n@\n#endif\n", NULL, PP_ON, "", "" },
	{ "#if 0\n@\n#endif\n", NULL, PP_OFF, "#if 0", "" },
	/* not a guard: code after its #endif, an #else, the name defined on
	 * the command line */
	{ "#ifndef P\n#define P 8\n@\n#endif\nint x;\n", NULL, PP_UNKNOWN, "#ifndef P", "P" },
	{ "#ifndef G\n#define G\n@\n#else\n#endif\n", NULL, PP_UNKNOWN, "#ifndef G", "G" },
	{ "#ifndef G\n#define G\n@\n#endif\n", "#define G 1\n", PP_OFF, "#ifndef G", "" },
	/* -D, -U */
	{ "#ifdef DBG\n@\n#endif\n", NULL, PP_UNKNOWN, "#ifdef DBG", "DBG" },
	{ "#ifdef DBG\n@\n#endif\n", "#define DBG 1\n", PP_ON, "", "" },
	{ "#ifdef DBG\n@\n#endif\n", "#define DBG 1\n#undef DBG\n", PP_OFF, "#ifdef DBG", "" },
	{ "#ifdef DBG\n#else\n@\n#endif\n", "#define DBG 1\n", PP_OFF, "#else of #ifdef DBG", "" },
	{ "#if DBG > 1\n@\n#endif\n", "#define DBG 2\n", PP_ON, "", "" },
	{ "#if DBG > 1\n@\n#endif\n", "#define DBG 1\n", PP_OFF, "#if DBG > 1", "" },
	/* the file's own #define, #undef, before the line */
	{ "#define L 1\n#if L && defined(L)\n@\n#endif\n", NULL, PP_ON, "", "" },
	{ "#undef L\n#ifdef L\n@\n#endif\n", "#define L 1\n", PP_OFF, "#ifdef L", "" },
	{ "#ifdef L\n@\n#endif\n#define L 1\n", NULL, PP_UNKNOWN, "#ifdef L", "L" },
	{ "#if X\n#define Y 1\n#endif\n#ifdef Y\n@\n#endif\n", NULL, PP_UNKNOWN, "#ifdef Y", "Y" },
	{ "#if 0\n#define Y 1\n#endif\n#ifdef Y\n@\n#endif\n", NULL, PP_UNKNOWN, "#ifdef Y", "Y" },
	{ "#if 0\n#define Y 1\n#endif\n#ifdef Y\n@\n#endif\n", "#undef Y\n", PP_OFF, "#ifdef Y", "" },
	/* macros inside macros, as text: A is 1 + 2, A * 3 is 7 */
	{ "#define A 1 + 2\n#if A * 3 == 7\n@\n#endif\n", NULL, PP_ON, "", "" },
	{ "#define A B\n#if A\n@\n#endif\n", "#define B 0\n", PP_OFF, "#if A", "" },
	{ "#define A A\n#if A\n@\n#endif\n", NULL, PP_UNKNOWN, "#if A", "A" },
	/* && and || decide with one side known; ?: */
	{ "#if 0 && X\n@\n#endif\n", NULL, PP_OFF, "#if 0 && X", "" },
	{ "#if X || 1\n@\n#endif\n", NULL, PP_ON, "", "" },
	{ "#if X && 1\n@\n#endif\n", NULL, PP_UNKNOWN, "#if X && 1", "X" },
	{ "#if 1 ? 2 : X\n@\n#endif\n", NULL, PP_ON, "", "" },
	{ "#if (0x10 >> 4) == 1 && 010 == 8 && 0b11 == 3 && -1 < 0 && ~0 == -1 && 7 % 4 == 3\n@\n"
	  "#endif\n", NULL, PP_ON, "", "" },
	/* unsigned: a u suffix, a constant too big for intmax_t; a shift
	 * keeps its left operand's type */
	{ "#if -1 < 1u\n@\n#endif\n", NULL, PP_OFF, "#if -1 < 1u", "" },
	{ "#if 0xffffffffffffffff > 0 && (0u - 1) / 2 > 5\n@\n#endif\n", NULL, PP_ON, "", "" },
	{ "#if -1 >> 1u == -1 && (1 ? -1 : 0u) > 0\n@\n#endif\n", NULL, PP_ON, "", "" },
	/* what cannot be decided: a division by 0, a call, 'c', a float */
	{ "#if 1 / 0\n@\n#endif\n", NULL, PP_UNKNOWN, "#if 1 / 0", "" },
	{ "#if __has_include(<x.h>)\n@\n#endif\n", NULL, PP_UNKNOWN, "#if __has_include(<x.h>)",
	  "__has_include" },
	{ "#define F(x) x\n#if F(1)\n@\n#endif\n", NULL, PP_UNKNOWN, "#if F(1)", "F" },
	{ "#if 'a' == 97\n@\n#endif\n", NULL, PP_UNKNOWN, "#if 'a' == 97", "" },
	{ "#if 1.5\n@\n#endif\n", NULL, PP_UNKNOWN, "#if 1.5", "" },
	/* elif chains; the outermost group that is not on is named */
	{ "#if A\n#elif 1\n@\n#endif\n", "#define A 0\n", PP_ON, "", "" },
	{ "#if A\n#elif 1\n@\n#endif\n", NULL, PP_UNKNOWN, "#elif 1 of #if A", "A" },
	{ "#if 1\n#elif X\n@\n#endif\n", NULL, PP_OFF, "#elif X of #if 1", "" },
	{ "#ifdef O\n#if 1\n@\n#endif\n#endif\n", "#undef O\n", PP_OFF, "#ifdef O", "" },
	{ "#if 1\n#ifdef I\n@\n#endif\n#endif\n", NULL, PP_UNKNOWN, "#ifdef I", "I" },
	/* a syntax error is not known */
	{ "#if (1\n@\n#endif\n", NULL, PP_UNKNOWN, "#if (1", "" },
	{ "#if 1 +\n@\n#endif\n", NULL, PP_UNKNOWN, "#if 1 +", "" },
};

START_TEST(pp_line_cases)
{
	const struct pp_case *c = &pp_cases[_i];
	struct tokvec tv = { NULL, 0, 0 };
	char *src = strdup(c->src), *at = strchr(src, '@'), why[160], macro[64];
	uint32_t line = 1;
	const char *q;

	ck_assert_ptr_nonnull(at);
	*at = ' ';
	for (q = src; q < at; q++)
		line += *q == '\n';
	ck_assert_int_eq(lex(src, strlen(src), &tv), 0);
	ck_assert_msg(pp_line(src, &tv, line, c->cmd, why, sizeof(why), macro, sizeof(macro)) ==
			      c->want, "case %d: %s", _i, c->src);
	ck_assert_msg(!strcmp(why, c->why), "case %d: why '%s', not '%s'", _i, why, c->why);
	ck_assert_msg(!strcmp(macro, c->macro), "case %d: macro '%s', not '%s'", _i, macro, c->macro);
	tokvec_free(&tv);
	free(src);
}
END_TEST

/* -include FILE: its directives come first; a file that cannot be read
 * leaves its macros not known. */
START_TEST(pp_line_include)
{
	static const char src[] = "#if CFG_A && !CFG_B\nint x;\n#endif\n";
	char path[] = "/tmp/ifc-ppif-XXXXXX", cmd[128], why[160], macro[64];
	struct tokvec tv = { NULL, 0, 0 };
	int fd = mkstemp(path);
	static const char cfg[] = "#ifndef CFG_H\n#define CFG_H\n#define CFG_A 1\n"
				  "#define CFG_B 0\n#endif\n";

	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(write(fd, cfg, sizeof(cfg) - 1), (int)sizeof(cfg) - 1);
	close(fd);
	ck_assert_int_eq(lex(src, sizeof(src) - 1, &tv), 0);
	snprintf(cmd, sizeof(cmd), "#include \"%s\"\n", path);
	ck_assert_int_eq(pp_line(src, &tv, 2, cmd, why, sizeof(why), macro, sizeof(macro)), PP_ON);
	snprintf(cmd, sizeof(cmd), "#include \"%s\"\n#define CFG_B 1\n", path);
	ck_assert_int_eq(pp_line(src, &tv, 2, cmd, why, sizeof(why), macro, sizeof(macro)), PP_OFF);
	unlink(path);	/* read once a run: a path never there */
	snprintf(cmd, sizeof(cmd), "#include \"%s-gone\"\n", path);
	ck_assert_int_eq(pp_line(src, &tv, 2, cmd, why, sizeof(why), macro, sizeof(macro)),
			 PP_UNKNOWN);
	ck_assert_str_eq(macro, "CFG_A");
	tokvec_free(&tv);
}
END_TEST

/* ------------------------------------------------------------ sarif */

START_TEST(sarif_json_string)
{
	char *out = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&out, &len);

	ck_assert_ptr_nonnull(f);
	/* quote, backslash, control bytes, valid UTF-8 kept, stray and
	 * overlong bytes and a surrogate replaced */
	json_string(f, "a\"b\\c\n\x01\x7f \xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80 \xff \xc0\xaf \xed\xa0\x80 \xe2\x82");
	fclose(f);
	ck_assert_str_eq(out, "\"a\\\"b\\\\c\\u000a\\u0001\\u007f \xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80 "
			      "\\ufffd \\ufffd\\ufffd \\ufffd\\ufffd\\ufffd \\ufffd\\ufffd\"");
	free(out);
}
END_TEST

/* decl_line: where the declaration of a macro site starts (clang's note) */
START_TEST(scan_decl_line)
{
	static const char src[] = "int f(int c)\n{\n\tint a = 1,\n\t    INIT_FOR_COMPILER(b);\n"
				  "\tstruct {\n\t\tint q;\n\t} INIT_FOR_COMPILER(s);\n"
				  "\tint arr[2] = { 1,\n\t\t2 }, INIT_FOR_COMPILER(d);\n"
				  "\tif (c) { b = c; }\n\tINIT_FOR_COMPILER(e);\n\treturn b;\n}\n";

	scan_(src);
	ck_assert_uint_eq(r_.nsites, 4);
	ck_assert_uint_eq(r_.sites[0].line, 4);
	ck_assert_uint_eq(r_.sites[0].decl_line, 3);
	ck_assert_uint_eq(r_.sites[1].decl_line, 5);
	ck_assert_uint_eq(r_.sites[2].decl_line, 8);
	ck_assert_uint_eq(r_.sites[3].decl_line, 11);
}
END_TEST

static Suite *suite_(void)
{
	Suite *s = suite_create("tool");
	TCase *tc = tcase_create("all");

	tcase_add_checked_fixture(tc, NULL, teardown_);
	tcase_add_test(tc, lex_kinds);
	tcase_add_loop_test(tc, pp_line_cases, 0, (int)(sizeof(pp_cases) / sizeof(pp_cases[0])));
	tcase_add_test(tc, pp_line_include);
	tcase_add_test(tc, lex_literals);
	tcase_add_test(tc, lex_comments);
	tcase_add_test(tc, lex_splices);
	tcase_add_test(tc, lex_directives);
	tcase_add_test(tc, lex_crlf_utf8);
	tcase_add_test(tc, lex_garbage);
	tcase_add_test(tc, tag_rule);
	tcase_add_test(tc, scan_comment_assign);
	tcase_add_test(tc, scan_assign_targets);
	tcase_add_test(tc, convert_assign);
	tcase_add_test(tc, command_flags);
	tcase_add_test(tc, scan_kinds);
	tcase_add_test(tc, scan_not_code);
	tcase_add_test(tc, scan_statements_not_declarations);
	tcase_add_test(tc, scan_declarations);
	tcase_add_test(tc, scan_comment_init);
	tcase_add_test(tc, scan_legacy_cannot);
	tcase_add_test(tc, shim_definitions);
	tcase_add_test(tc, shim_prefilter_proof);
	tcase_add_test(tc, shim_sites);
	tcase_add_test(tc, scan_cxx);
	tcase_add_test(tc, shim_names);
	tcase_add_test(tc, convert_shims);
	tcase_add_test(tc, audit_log_compiler_named);
	tcase_add_test(tc, scan_include_point);
	tcase_add_test(tc, convert_rewrites);
	tcase_add_test(tc, convert_tag_rule);
	tcase_add_test(tc, convert_keeps_shared_tags);
	tcase_add_test(tc, convert_include_lines);
	tcase_add_test(tc, scan_quick_superset);
	tcase_add_test(tc, scan_prefilter_proof);
	tcase_add_test(tc, prefilter_shim_names);
	tcase_add_test(tc, memmem_wide);
	tcase_add_test(tc, convert_crlf);
	tcase_add_test(tc, convert_diff);
	tcase_add_test(tc, convert_diff_no_newline);
	tcase_add_test(tc, diff_sides);
	tcase_add_test(tc, diff_sides_created_crlf);
	tcase_add_test(tc, diff_sides_refused);
	tcase_add_test(tc, audit_gcc);
	tcase_add_test(tc, audit_clang);
	tcase_add_test(tc, audit_marker_chains);
	tcase_add_test(tc, audit_many_units);
	tcase_add_test(tc, cond_groups);
	tcase_add_test(tc, scan_decl_line);
	tcase_add_test(tc, sarif_json_string);
	tcase_add_test(tc, audit_inlined_and_interleaved);
	tcase_add_test(tc, audit_verdicts);
	tcase_add_test(tc, audit_note_names_another_line);
	tcase_add_test(tc, shell_words);
	tcase_add_test(tc, ccdb_parse_only);
	tcase_add_test(tc, scan_zero_forms);
	tcase_add_test(tc, scan_specifier_forms);
	tcase_add_test(tc, convert_edge_cases);
	tcase_add_test(tc, audit_odd_lines);
	tcase_add_test(tc, scan_tag_rules);
	tcase_add_test(tc, tag_attribution_independent);
	tcase_add_test(tc, convert_idempotent_tags);
	tcase_add_test(tc, tag_bare);
	tcase_add_test(tc, site_kinds);
	tcase_add_test(tc, pool_split_phases);
	tcase_add_test(tc, shim_callers_directives);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	SRunner *sr = srunner_create(suite_());
	int failed;

	srunner_set_tap(sr, "-");
	srunner_run_all(sr, CK_SILENT);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? 1 : 0;
}
