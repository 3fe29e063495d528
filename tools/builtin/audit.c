// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/builtin/audit.c - init-for-compiler audit: read the build logs and
 * re-run the compile_commands.json given (logread.c, ccdb.c), name each
 * input, then give every annotation and uninitialized_var() site of the
 * files given a verdict (audit.c) and say what it rests on; say what an
 * input that tells nothing about those files lacks. Its options, help and
 * output; cmd_audit is its entry in main.c's table.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../cmd.h"

struct audit_opts {
	int jobs;
	int ninputs;
	int ccdbs;			/* --compile-commands given */
	char **launcher;		/* --launcher CMD, split into words */
};

static struct audit_opts aopts = { 1, 0, 0, NULL };

/* --launcher CMD: shell words, like CMAKE_C_COMPILER_LAUNCHER */
static int launcher_opt(const char *cmd)
{
	free(aopts.launcher);
	aopts.launcher = cmd ? ccdb_shell_split(cmd) : NULL;
	return aopts.launcher && aopts.launcher[0] ? 0 : -1;
}

/* --fail-on: a bit per verdict, and FAIL_DEFINITE for review sites of
 * the definite kind. */
#define FAIL_DEFINITE (1u << V_COUNT)

static int parse_fail_on(const char *s, unsigned *mask)
{
	while (*s) {
		size_t n = strcspn(s, ",");
		int v;

		for (v = 0; v < V_COUNT; v++)
			if (strlen(verdict_name[v]) == n && !memcmp(s, verdict_name[v], n))
				break;
		if (n == 6 && !memcmp(s, "needed", 6))
			v = V_REVIEW;	/* the name of review before 1.1 */
		if (v < V_COUNT)
			*mask |= 1u << v;
		else if (n == 8 && !memcmp(s, "definite", 8))
			*mask |= FAIL_DEFINITE;
		else
			return -1;
		s += n;
		if (*s)
			s++;
	}
	return 0;
}

static int parse_jobs(const char *s)
{
	char *end;
	long j = strtol(s, &end, 10);

	if (*s == '\0' || *end || j < 1 || j > 256)
		return -1;
	aopts.jobs = (int)j;
	return 0;
}

/* Is v a usable value of option opt (--log or --compile-commands, maybe
 * with "=")? 0, or -1 after saying why not: it is missing, empty, or
 * another option (a file named so can be given as ./NAME). */
static int input_arg(const char *opt, const char *v)
{
	size_t n = strcspn(opt, "=");
	int log = !strncmp(opt, "--log", 5);
	const char *eq = log && v ? strchr(v, '=') : NULL;
	const char *what = log ? "a build log: --log FILE or --log NAME=FILE" :
				 "a compile_commands.json: --compile-commands FILE";

	if (!v || !*v)
		util_error("audit: %.*s needs %s\n", (int)n, opt, what);
	else if (v[0] == '-' && v[1])
		util_error("audit: %.*s needs %s, not the option '%s'\n", (int)n, opt, what, v);
	else if (eq && !memchr(v, '/', (size_t)(eq - v)) && (eq == v || !eq[1]) && access(v, F_OK))
		util_error("audit: %.*s %s: %s is empty in NAME=FILE\n", (int)n, opt, v,
			   eq == v ? "NAME" : "FILE");
	else
		return 0;
	return -1;
}

/* Options first (so -j is known before any input runs), inputs in a
 * second pass: this one only checks them. */
static int audit_opt(struct ctx *c, const char *a, const char *next)
{
	int r = cmd_shim_opt(c, a, next);

	if (r != -2)
		return r;
	if (!strncmp(a, "--format=", 9))
		return cmd_format_opt(c, a);
	if (!strncmp(a, "--fail-on=", 10))
		return parse_fail_on(a + 10, &c->fail_on);
	if (!strcmp(a, "-j"))
		return next && !parse_jobs(next) ? 1 : -1;
	if (!strncmp(a, "-j", 2))
		return parse_jobs(a + 2);
	if (!strcmp(a, "--log") || !strcmp(a, "--compile-commands")) {
		if (input_arg(a, next))
			return -2;
		aopts.ninputs++;
		aopts.ccdbs += a[2] == 'c';
		return 1;
	}
	if (!strncmp(a, "--log=", 6) || !strncmp(a, "--compile-commands=", 19)) {
		if (input_arg(a, strchr(a, '=') + 1))
			return -2;
		aopts.ninputs++;
		aopts.ccdbs += a[2] == 'c';
		return 0;
	}
	if (!strcmp(a, "--launcher"))
		return launcher_opt(next) ? -1 : 1;
	if (!strncmp(a, "--launcher=", 11))
		return launcher_opt(a + 11);
	return -1;
}

/* The stem of a log's file name: without the directory and a .log, .txt
 * or .out ending ("-" is stdin). */
static void log_stem(const char *path, char *out, size_t cap)
{
	const char *b = strrchr(path, '/');
	size_t n;

	b = b ? b + 1 : path;
	if (!strcmp(path, "-"))
		b = "stdin";
	n = strlen(b);
	if (n > 4 && (!strcmp(b + n - 4, ".log") || !strcmp(b + n - 4, ".txt") ||
		      !strcmp(b + n - 4, ".out")))
		n -= 4;
	snprintf(out, cap, "%.*s", (int)n, b);
}

/* Does a stem name a compiler (gcc-12, clang, x86_64-linux-gnu-gcc, icx,
 * cc-old)? A stem that does not (audit, build, stdin) is no name for the
 * verdicts: "audit (may)" would read as a compiler called audit. */
static int names_compiler(const char *stem)
{
	const char *p;

	if (audit_name_family(stem) || strstr(stem, "icx") || strstr(stem, "icc") ||
	    strstr(stem, "tcc"))
		return 1;
	for (p = stem; (p = strstr(p, "cc")) != NULL; p += 2)
		if ((p == stem || strchr("-_.", p[-1])) && (!p[2] || strchr("-_.", p[2])))
			return 1;
	return 0;
}

/* What the log's own lines say of its compiler, for the messages. */
static const char *const by_what[] = {
	"", "the compiler its compile commands run", "the compiler of kbuild's .cmd files",
	"what only that compiler writes in a log (no compile command in it)",
};

/*
 * The name of log l (file path, stem, the NAME of NAME=FILE or NULL) in
 * the verdicts: NAME when given; else the stem when it names a compiler,
 * unless the log's lines show the other family's compiler; else the
 * compiler the lines show; else the file's own name. Says on stderr what
 * it chose when the file's name was not it.
 */
static int name_log(struct ctx *c, size_t l, const char *path, const char *stem,
		    const char *name)
{
	int how, fam;
	const char *cc = audit_log_compiler(c->audit, l, &how, &fam);
	const char *base = strcmp(path, "-") ? path : "stdin";
	char label[320];	/* the compiler (63 bytes at most), '/', a stem */
	size_t k;

	if (strrchr(base, '/'))
		base = strrchr(base, '/') + 1;
	if (name) {
		if (fam && audit_name_family(name) && fam != audit_name_family(name))
			util_error("audit: %s: named %s, but its lines are %s's\n", path, name,
				   fam == 'g' ? "gcc" : "clang");
		return audit_set_log_label(c->audit, l, name);
	}
	if (names_compiler(stem) && !(cc && fam && audit_name_family(stem) &&
				      fam != audit_name_family(stem)))
		return audit_set_log_label(c->audit, l, stem);
	if (cc) {
		snprintf(label, sizeof(label), "%.63s", cc);
		for (k = 0; k < l; k++)	/* two logs of one compiler: their stems too */
			if (!strcmp(audit_log_label(c->audit, k), label))
				snprintf(label, sizeof(label), "%.63s/%.255s", cc, stem);
		if (names_compiler(stem)) {
			struct log_stats st;

			audit_log_stats(c->audit, l, &st);
			util_error("audit: %s: named %s, not %s: its lines are %s's (%s)%s\n", path, label,
				   stem, fam == 'g' ? "gcc" : "clang", by_what[how],
				   st.kbuild && fam == 'g' ? "; under Debian's kbuild, LLVM=-19 alone "
				   "keeps CC=gcc-12 (docs/kernel.md has the clang command)" : "");
		} else {
			util_error("audit: %s: named %s, after %s (--log NAME=FILE names it)\n", path,
				   label, by_what[how]);
		}
		return audit_set_log_label(c->audit, l, label);
	}
	util_error("audit: %s: its lines do not say which compiler wrote it: named '%s' "
		   "(--log NAME=FILE names it)\n", path, base);
	return audit_set_log_label(c->audit, l, base);
}

static int read_inputs(struct ctx *c, int argc, char **argv)
{
	int i;

	for (i = 0; i < argc; i++) {
		const char *a = argv[i], *val = NULL, *eq;
		int is_log = 0;
		char stem[256], name[256];

		if (!strcmp(a, "--"))
			break;
		if (!strcmp(a, "-j") || !strcmp(a, "--launcher")) {
			i++;
			continue;
		}
		if (!strcmp(a, "--log") || !strcmp(a, "--compile-commands")) {
			is_log = a[2] == 'l';
			val = argv[++i];
		} else if (!strncmp(a, "--log=", 6)) {
			is_log = 1;
			val = a + 6;
		} else if (!strncmp(a, "--compile-commands=", 19)) {
			val = a + 19;
		}
		if (!val)
			continue;
		if (audit_nlogs(c->audit) >= AUDIT_MAX_LOGS) {
			util_error("audit: at most %d inputs\n", AUDIT_MAX_LOGS);
			return -1;
		}
		if (is_log) {
			FILE *f;
			size_t l = audit_nlogs(c->audit);

			/* NAME=FILE: NAME holds no '/', and the whole is no
			 * file (build-V=1.log, ./a=b.log are files) */
			name[0] = '\0';
			eq = strchr(val, '=');
			if (eq && !memchr(val, '/', (size_t)(eq - val)) && access(val, F_OK)) {
				snprintf(name, sizeof(name), "%.*s", (int)(eq - val), val);
				val = eq + 1;
			}
			errno = 0;
			f = strcmp(val, "-") ? fopen(val, "r") : stdin;
			log_stem(val, stem, sizeof(stem));
			if (!f || audit_begin_log(c->audit, stem) < 0 ||
			    audit_read_log(c->audit, f, NULL) ||
			    name_log(c, l, val, stem, name[0] ? name : NULL)) {
				util_error("%s: %s\n", val, strerror(errno ? errno : ENOMEM));
				c->errors++;
			}
			if (f && f != stdin)
				fclose(f);
		} else if (ccdb_run(val, aopts.jobs, aopts.launcher, c->audit)) {
			c->errors++;
		}
	}
	return 0;
}

static int collect_file(const char *path, void *vc)
{
	struct ctx *c = vc;

	if (GROW(c->list, c->nlist, c->caplist, 64))
		return -1;
	c->list[c->nlist] = strdup(path);
	if (!c->list[c->nlist])
		return -1;
	c->nlist++;
	return 0;
}

/* "gcc-12 (may), clang-19 (sometimes)": the inputs in state st; with
 * kinds, each with the strongest kind it reported; with only_is, only
 * those that reported the definite kind, without kinds. */
static void print_logs(FILE *o, struct ctx *c, const struct site_verdict *sv,
		       enum log_state st, int kinds, int only_is)
{
	size_t l;
	int first = 1;

	for (l = 0; l < sv->nlogs; l++) {
		const struct log_verdict *lv = &sv->log[l];

		if (lv->state != st || (only_is && !(lv->kinds & (1u << WK_IS))))
			continue;
		fprintf(o, "%s%s", first ? "" : ", ", audit_log_label(c->audit, l));
		if (kinds) {
			int k = lv->kinds & (1u << WK_IS) ? WK_IS
				: lv->kinds & (1u << WK_SOMETIMES) ? WK_SOMETIMES : WK_MAY;

			fprintf(o, " (%s)", warn_kind_name[k]);
		}
		first = 0;
	}
}

/* "; clang-19: did not compile" for every input not in state skip. */
static void print_others(FILE *o, struct ctx *c, const struct site_verdict *sv,
			 enum log_state skip, int first)
{
	size_t l;

	for (l = 0; l < sv->nlogs; l++) {
		const struct log_verdict *lv = &sv->log[l];

		if (lv->state == skip)
			continue;
		fprintf(o, "%s%s: %s", first ? "" : "; ", audit_log_label(c->audit, l),
			log_state_name[lv->state]);
		if (lv->state == LS_MOVED)
			fprintf(o, " (line %u)", lv->moved_line);
		first = 0;
	}
}

/* Did every input warn on the site? Said only with two inputs or more:
 * with one, it would be said of every review site. */
static int every_warned(const struct site_verdict *sv)
{
	return sv->v == V_REVIEW && sv->nlogs >= 2 && sv->nwarned == sv->nlogs;
}

/* What the verdict rests on, after "NAME: " (no newline). */
static void print_why(FILE *o, struct ctx *c, const struct site *s,
		      const struct site_verdict *sv)
{
	if (s->kind == SK_LEGACY)
		fputs("uninitialized_var(): ", o);
	if (sv->v == V_REVIEW) {
		if (sv->kinds & (1u << WK_IS)) {
			fputs("definite (", o);
			print_logs(o, c, sv, LS_WARNED, 0, 1);
			fputs("): uninitialized whenever that use runs: the zero is part of the "
			      "program (spell it '= 0') or makes a bug defined; ", o);
		}
		if (every_warned(sv))
			fputs("every compiler warns: ", o);
		print_logs(o, c, sv, LS_WARNED, 1, 0);
		fprintf(o, ": %s", sv->why);
	} else if (sv->v == V_STALE) {
		char cond[256];

		fputs("no warning from ", o);
		print_logs(o, c, sv, LS_CLEAN, 0, 0);
		print_others(o, c, sv, LS_CLEAN, 0);
		/* a log cannot show that the code under #if was compiled */
		if (cond_at(c->buf.data, &c->tv, s->line, cond, sizeof(cond)))
			fprintf(o, " (inside %s: compiled only where that holds)", cond);
	} else {
		print_others(o, c, sv, LS_COUNT, 1);
	}
}

/* SARIF rules of audit: a verdict each, and the definite kind of review. */
enum { AR_REVIEW, AR_STALE, AR_UNKNOWN, AR_DEFINITE };
static const struct sarif_rule audit_rules[] = {
	{ "review", "A compiler still warns here: read the code before you keep or drop the annotation", "note" },
	{ "stale", "No compiler in these builds warned (not proof that the zero is useless)", "note" },
	{ "unknown", "The builds do not say: the file did not compile, or is not in them", "warning" },
	{ "definite", "The variable is used uninitialized: the zero is part of the program, or a bug it makes defined", "warning" },
};

static void print_verdict(struct ctx *c, const char *path, const struct site *s,
			  const struct site_verdict *sv)
{
	if (c->sarif) {
		char *text = NULL;
		size_t len = 0;
		FILE *m = open_memstream(&text, &len);
		size_t rule = sv->v == V_REVIEW && (sv->kinds & (1u << WK_IS)) ? AR_DEFINITE
			      : sv->v == V_REVIEW ? AR_REVIEW : sv->v == V_STALE ? AR_STALE : AR_UNKNOWN;

		if (!m) {
			c->errors++;
			return;
		}
		fprintf(m, "%s: %s: ", verdict_name[sv->v], s->name);
		print_why(m, c, s, sv);
		fclose(m);
		sarif_result(&c->sout, rule, path, s->line, s->col, text);
		free(text);
		return;
	}
	printf("%s:%u:%u: %s: %s: ", path, s->line, s->col, verdict_name[sv->v], s->name);
	print_why(stdout, c, s, sv);
	putchar('\n');
}

static int audit_file(struct ctx *c, const char *path)
{
	size_t i;

	if (cmd_load(c, path))
		return 0;
	for (i = 0; i < c->r.nsites; i++) {
		const struct site *s = &c->r.sites[i];
		struct site_verdict sv;

		if (s->kind != SK_ANNOTATION && s->kind != SK_LEGACY)
			continue;
		audit_site(c->audit, path, c->buf.data, c->buf.len, &c->r, s, &sv);
		c->count[sv.v]++;
		if (sv.v == V_REVIEW && (sv.kinds & (1u << WK_IS)))
			c->definite++;
		c->every += (unsigned long)every_warned(&sv);
		print_verdict(c, path, s, &sv);
	}
	return 0;
}

/* Inputs that said nothing about the files given are errors: a whole tree
 * reported unknown in silence would look like an answer. */
static int check_inputs(struct ctx *c)
{
	size_t l, sites = c->count[V_REVIEW] + c->count[V_STALE] + c->count[V_UNKNOWN];
	int bad = 0;

	for (l = 0; l < audit_nlogs(c->audit); l++) {
		struct log_stats st;
		const char *lb = audit_log_label(c->audit, l);

		audit_log_stats(c->audit, l, &st);
		util_error("audit: %s: %zu unit%s compiled or tried (%zu failed), "
			"%u audit marker%s, %u uninitialized warning%s\n", lb, st.units,
			cmd_plural(st.units), st.failed, st.markers, cmd_plural(st.markers),
			st.warnings, cmd_plural(st.warnings));
		if (!sites)
			continue;
		if (st.units == 0 && st.markers == 0 && st.warnings == 0) {
			util_error("audit: %s: no compile in it: nothing was recompiled (%s), or the "
				"compiler's output was not captured (2>&1; V=1 for the commands): "
				"remove the objects or touch the files, and build again\n", lb,
				st.make_idle ? "make said it had nothing to do" :
				st.kbuild ? "kbuild only linked" : "make rebuilds only what changed");
			bad = 1;
		} else if (audit_log_matched(c->audit, l) == 0 && st.other_unit && st.other_here) {
			util_error("audit: %s: none of the files it compiled is among the files given "
				"(it compiled %s): give the files that build compiled; or it recompiled "
				"none of them (make rebuilds only what changed): remove the objects or "
				"touch the files, and build again\n", lb, st.other_unit);
			bad = 1;
		} else if (audit_log_matched(c->audit, l) == 0) {
			util_error("audit: %s: none of the files it names is among the "
				"files given: run the audit from the directory the build ran in, or "
				"give the files that build compiled\n", lb);
			bad = 1;
		} else if (st.markers == 0) {
			util_error("audit: %s: no audit marker: not built with "
				"-DINIT_FOR_COMPILER_AUDIT=1 and <init_for_compiler.h> 1.1 or later, "
				"or by a compiler that cannot check; no site can be stale by it%s\n", lb,
				st.kbuild && st.cflags_audit ?
				"; kbuild ignores CFLAGS, which this log shows with the define: pass "
				"KCFLAGS=-DINIT_FOR_COMPILER_AUDIT=1" :
				st.kbuild ? "; kbuild reads the define from KCFLAGS, not CFLAGS: "
				"KCFLAGS=-DINIT_FOR_COMPILER_AUDIT=1" :
				st.cflags_audit ? "; the log shows CFLAGS= with the define: does the "
				"build pass CFLAGS to the compiler?" : "");
			bad = 1;
		} else if (st.noopt == st.markers) {
			util_error("audit: %s: built without optimization: GCC checks "
				"nothing then (use -O2)\n", lb);
			bad = 1;
		}
	}
	return bad;
}

static int audit_run(struct ctx *c, int argc, char **argv)
{
	char **args = malloc(((size_t)argc + 1) * sizeof(*args));
	int n, rc = 0;
	size_t i;

	if (!args)
		return 2;
	memcpy(args, argv, (size_t)argc * sizeof(*args));
	c->audit = audit_new();
	n = c->audit ? cmd_parse_args(&cmd_audit, c, argc, argv, audit_opt) : -1;
	if (n >= 0 && aopts.ninputs == 0) {
		util_error("audit needs --log FILE or --compile-commands FILE\n");
		cmd_usage_error(&cmd_audit, NULL);
		n = -1;
	} else if (n >= 0 && aopts.launcher && !aopts.ccdbs) {
		util_error("audit: --launcher is for the commands of --compile-commands\n");
		cmd_usage_error(&cmd_audit, NULL);
		n = -1;
	}
	if (n < 0) {
		free(args);
		audit_free(c->audit);
		return 2;
	}
	if (cmd_shims(c, argv, n) || read_inputs(c, argc, args) ||
	    cmd_run_paths(c, argv, n, collect_file) ||
	    audit_set_files(c->audit, c->list, c->nlist))
		rc = 2;
	if (rc == 0 && c->sarif)
		sarif_begin(&c->sout, stdout, IFC_VERSION, audit_rules,
			    sizeof(audit_rules) / sizeof(audit_rules[0]));
	for (i = 0; rc == 0 && i < c->nlist; i++)
		audit_file(c, c->list[i]);
	if (rc == 0 && c->sarif)
		sarif_end(&c->sout);
	if (audit_nlogs(c->audit) >= 2)
		util_error("audit: %lu review (%lu definite, %lu warned by every compiler), "
			"%lu stale, %lu unknown\n", c->count[V_REVIEW], c->definite, c->every,
			c->count[V_STALE], c->count[V_UNKNOWN]);
	else
		util_error("audit: %lu review (%lu definite), %lu stale, %lu unknown\n",
			c->count[V_REVIEW], c->definite, c->count[V_STALE], c->count[V_UNKNOWN]);
	if (rc == 0 && check_inputs(c))
		rc = 2;
	for (i = 0; i < c->nlist; i++)
		free(c->list[i]);
	free(c->list);
	free(args);
	free(aopts.launcher);
	audit_free(c->audit);
	if (rc)
		return rc;
	for (i = 0; i < V_COUNT; i++)
		if ((c->fail_on & (1u << i)) && c->count[i])
			return 1;
	return (c->fail_on & FAIL_DEFINITE) && c->definite ? 1 : 0;
}

const struct command cmd_audit = {
	.name = "audit",
	.run = audit_run,
	.usage =
		"audit (--log [NAME=]FILE | --compile-commands FILE)... [-j N]\n"
		"                         [--launcher CMD] [--fail-on=review|stale|unknown|definite]\n"
		"                         [--format=text|sarif] [--shim=NAME]... [--no-config] [PATH...]",
	.help =
		"Give each annotation and legacy site (uninitialized_var() or another shim) a\n"
		"verdict from audit builds\n"
		"(-DINIT_FOR_COMPILER_AUDIT=1): FILE:LINE:COL: VERDICT: NAME: WHY.\n"
		"  review   a compiler still warns here (a warning is tied to the site): read\n"
		"           the code before you keep or drop the annotation; 'definite' when\n"
		"           the compiler says 'is used uninitialized', 'every compiler warns'\n"
		"           when every input (two or more) warned\n"
		"  stale    compiled in audit mode (the header's marker is in the log) and no\n"
		"           compiler in these logs warned; not proof the zero is useless\n"
		"  unknown  did not compile, not in the log, or not an audit build\n"
		"  --log [NAME=]FILE        a build log (- for stdin); repeat, one per compiler;\n"
		"                           NAME names it in the verdicts (default: the file's\n"
		"                           name when it names a compiler, else the compiler\n"
		"                           the log shows)\n"
		"  --compile-commands FILE  re-run a compile_commands.json in audit mode\n"
		"  -j N                     commands at a time for --compile-commands\n"
		"  --launcher CMD           run them through CMD (distcc, ccache)\n"
		"  --fail-on=V[,V]          exit 1 when a site gets one of these verdicts\n"
		"                           (definite: review of the definite kind; needed:\n"
		"                           review, its name before 1.1)\n"
		"  --format=sarif           SARIF 2.1.0 on standard output, one result per site\n"
		SHIM_HELP "\n"
		"Exit status: 0; 1 for --fail-on; 2 on a usage error, an unreadable input, or\n"
		"an input that says nothing about the files given.",
};
