// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/builtin/audit.c - init-for-compiler audit: read the build logs,
 * re-run the compile_commands.json given (logread.c, ccdb.c) and read the
 * logs of runs (runlog.c), name each input, then give every annotation and
 * uninitialized_var() site of the files given a verdict (audit.c) and say
 * what it rests on, the lines kept and printed strongest evidence first;
 * say what an input that tells nothing about those files lacks. Its
 * options, help and output; cmd_audit is its entry in main.c's table.
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
	unsigned fail_ev;		/* --fail-on: a bit per evidence class */
};

static struct audit_opts aopts = { 1, 0, 0, NULL, 0 };

#define VL_FLOW 12	/* steps of a path kept for SARIF's codeFlows */

/* A verdict line, kept until every file is read: the lines are printed
 * strongest evidence first (enum evidence), in walk order within a class. */
struct vline {
	int ev;
	size_t seq;
	char *path;
	uint32_t line, col;
	size_t rule;			/* SARIF rule */
	char *text;			/* "VERDICT: NAME: WHY" */
	struct sarif_step flow[VL_FLOW];
	char *flow_text[VL_FLOW];
	size_t nflow;
};

static struct vline *vl;
static size_t nvl, capvl;
static unsigned long nev[EV_COUNT];	/* sites per evidence class */

/* --launcher CMD: shell words, like CMAKE_C_COMPILER_LAUNCHER */
static int launcher_opt(const char *cmd)
{
	free(aopts.launcher);
	aopts.launcher = cmd ? ccdb_shell_split(cmd) : NULL;
	return aopts.launcher && aopts.launcher[0] ? 0 : -1;
}

/* --fail-on: a bit per verdict (review also takes proven sites), and
 * FAIL_DEFINITE for review sites of the definite kind; the evidence
 * classes (proven, path, every, some) in aopts.fail_ev. */
#define FAIL_DEFINITE (1u << V_COUNT)

static int parse_fail_on(const char *s, unsigned *mask)
{
	while (*s) {
		size_t n = strcspn(s, ",");
		int v, e;

		for (v = 0; v < V_COUNT; v++)
			if (strlen(verdict_name[v]) == n && !memcmp(s, verdict_name[v], n))
				break;
		for (e = 0; e < EV_COUNT; e++)
			if (strlen(evidence_name[e]) == n && !memcmp(s, evidence_name[e], n))
				break;
		if (n == 6 && !memcmp(s, "needed", 6))
			v = V_REVIEW;	/* the name of review before 1.1 */
		if (v < V_COUNT)
			*mask |= 1u << v;
		else if (n == 8 && !memcmp(s, "definite", 8))
			*mask |= FAIL_DEFINITE;
		else if (e < EV_COUNT)
			aopts.fail_ev |= 1u << e;
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
	int log = !strncmp(opt, "--log", 5), run = !strncmp(opt, "--runtime-log", 13);
	const char *eq = (log || run) && v ? strchr(v, '=') : NULL;
	const char *what = log ? "a build log: --log FILE or --log NAME=FILE" :
			   run ? "a run's log: --runtime-log FILE or --runtime-log NAME=FILE" :
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
	if (!strcmp(a, "--log") || !strcmp(a, "--compile-commands") ||
	    !strcmp(a, "--runtime-log")) {
		if (input_arg(a, next))
			return -2;
		aopts.ninputs++;
		aopts.ccdbs += a[2] == 'c';
		return 1;
	}
	if (!strncmp(a, "--log=", 6) || !strncmp(a, "--compile-commands=", 19) ||
	    !strncmp(a, "--runtime-log=", 14)) {
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

/* NAME=FILE: NAME (copied to name, "" when none) and FILE. NAME holds no
 * '/', and the whole is no file (build-V=1.log, ./a=b.log are files). */
static const char *split_name(const char *val, char *name, size_t cap)
{
	const char *eq = strchr(val, '=');

	name[0] = '\0';
	if (eq && !memchr(val, '/', (size_t)(eq - val)) && access(val, F_OK)) {
		snprintf(name, cap, "%.*s", (int)(eq - val), val);
		return eq + 1;
	}
	return val;
}

/* --log [NAME=]FILE: read it, and name it. */
static void read_log(struct ctx *c, const char *val)
{
	char stem[256], name[256];
	size_t l = audit_nlogs(c->audit);
	FILE *f;

	val = split_name(val, name, sizeof(name));
	errno = 0;
	f = strcmp(val, "-") ? fopen(val, "r") : stdin;
	log_stem(val, stem, sizeof(stem));
	if (!f || audit_begin_log(c->audit, stem) < 0 || audit_read_log(c->audit, f, NULL) ||
	    name_log(c, l, val, stem, name[0] ? name : NULL)) {
		util_error("%s: %s\n", val, strerror(errno ? errno : ENOMEM));
		c->errors++;
	}
	if (f && f != stdin)
		fclose(f);
}

/* --runtime-log [NAME=]FILE: read it; NAME, else the file's stem, names it. */
static void read_run(struct ctx *c, const char *val)
{
	char stem[256], name[256];
	FILE *f;

	val = split_name(val, name, sizeof(name));
	errno = 0;
	f = strcmp(val, "-") ? fopen(val, "r") : stdin;
	log_stem(val, stem, sizeof(stem));
	if (!f || audit_begin_run(c->audit, name[0] ? name : stem) < 0 ||
	    audit_read_runtime(c->audit, f)) {
		util_error("%s: %s\n", val, strerror(errno ? errno : ENOMEM));
		c->errors++;
	}
	if (f && f != stdin)
		fclose(f);
}

static int read_inputs(struct ctx *c, int argc, char **argv)
{
	int i;

	for (i = 0; i < argc; i++) {
		const char *a = argv[i], *val = NULL;
		int kind = 'c';		/* l: --log, r: --runtime-log, c: --compile-commands */

		if (!strcmp(a, "--"))
			break;
		if (!strcmp(a, "-j") || !strcmp(a, "--launcher")) {
			i++;
			continue;
		}
		if (!strcmp(a, "--log") || !strcmp(a, "--compile-commands") ||
		    !strcmp(a, "--runtime-log")) {
			kind = a[2] == 'l' ? 'l' : a[2] == 'r' ? 'r' : 'c';
			val = argv[++i];
		} else if (!strncmp(a, "--log=", 6)) {
			kind = 'l';
			val = a + 6;
		} else if (!strncmp(a, "--runtime-log=", 14)) {
			kind = 'r';
			val = a + 14;
		} else if (!strncmp(a, "--compile-commands=", 19)) {
			val = a + 19;
		}
		if (!val)
			continue;
		if ((kind == 'r' ? audit_nruns(c->audit) : audit_nlogs(c->audit)) >= AUDIT_MAX_LOGS) {
			util_error("audit: at most %d inputs of a kind\n", AUDIT_MAX_LOGS);
			return -1;
		}
		if (kind == 'l')
			read_log(c, val);
		else if (kind == 'r')
			read_run(c, val);
		else if (ccdb_run(val, aopts.jobs, aopts.launcher, c->audit))
			c->errors++;
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

/* The strongest kind of warning in a bit set of them. */
static int strongest(unsigned kinds)
{
	return kinds & (1u << WK_IS) ? WK_IS : kinds & (1u << WK_SOMETIMES) ? WK_SOMETIMES
	       : kinds & (1u << WK_ANALYZER) ? WK_ANALYZER : WK_MAY;
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
		if (kinds)
			fprintf(o, " (%s)", warn_kind_name[strongest(lv->kinds)]);
		first = 0;
	}
}

/* Why a log does not show the site's code compiled (LS_NOTLIVE). */
static void print_notlive(FILE *o, const struct site_verdict *sv)
{
	if (sv->cond_state == PP_OFF)
		fprintf(o, " (%s leaves it out in every unit)", sv->cond);
	else if (sv->cond_nocmd && !sv->cond_macro[0])
		fprintf(o, " (inside %s; the log shows no command line, whose -D and -U "
			"options decide it)", sv->cond);
	else if (sv->cond_macro[0])
		fprintf(o, " (inside %s: neither the command line%s nor the file before it "
			"defines or undefines %s)", sv->cond,
			sv->cond_nocmd ? ", which the log does not show," : "", sv->cond_macro);
	else
		fprintf(o, " (inside %s, which cannot be decided from the command line and "
			"the file)", sv->cond);
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
		if (lv->state == LS_MOVED || lv->state == LS_PRAGMA)
			fprintf(o, " (line %u)", lv->moved_line);
		if (lv->state == LS_NOTLIVE)
			print_notlive(o, sv);
		first = 0;
	}
}

/* A path as the lines show it: relative to the current directory when
 * it is below it. */
static const char *shown(const char *p)
{
	static char cwd[4096];
	size_t n;

	if (!p)
		return "?";
	if (!cwd[0] && !getcwd(cwd, sizeof(cwd) - 1))
		cwd[0] = '\0';
	n = strlen(cwd);
	return n && !strncmp(p, cwd, n) && p[n] == '/' ? p + n + 1 : p;
}

/* Is file (canonical) the file of the site being read (path as given)? */
static int same_file(const char *path, const char *file)
{
	static char last[4096], real[4096];

	if (!file)
		return 0;
	if (strcmp(last, path)) {
		snprintf(last, sizeof(last), "%s", path);
		if (!realpath(path, real))
			real[0] = '\0';
	}
	return !strcmp(real, file);
}

/* "line 37" in the site's file, "F:37" in another. */
static void print_at(FILE *o, const char *path, const char *file, uint32_t line)
{
	if (same_file(path, file))
		fprintf(o, "line %u", line);
	else
		fprintf(o, "%s:%u", shown(file), line);
}

/* " (case 3:)": line `line` of the file being read, trimmed, when the
 * step is in it. */
static void print_source(FILE *o, struct ctx *c, const char *path, const char *file,
			 uint32_t line)
{
	const char *p = c->buf.data, *e = p + c->buf.len, *q;
	uint32_t l = 1;

	if (!same_file(path, file))
		return;
	while (p < e && l < line)
		if (*p++ == '\n')
			l++;
	while (p < e && (*p == ' ' || *p == '\t'))
		p++;
	for (q = p; q < e && *q != '\n'; q++)
		;
	while (q > p && (q[-1] == ' ' || q[-1] == '\t' || q[-1] == '\r'))
		q--;
	if (l == line && q > p)
		fprintf(o, " (%.*s%s)", (int)(q - p > 40 ? 40 : q - p), p, q - p > 40 ? "..." : "");
}

/* One input's path: "clang-19: whenever switch case is taken at
 * mydrv.c:37 (case 3:), read at mydrv.c:42". */
static void print_path(FILE *o, struct ctx *c, const char *path, size_t l, uint32_t w)
{
	struct path_step st[64];
	size_t i, n = audit_warning_path(c->audit, w, st, 64);
	int said = 0;

	fprintf(o, "%s%s: ", audit_log_label(c->audit, l),
		audit_warning_kind(c->audit, w) == WK_ANALYZER ? " -fanalyzer" : "");
	for (i = 0; i < n; i++) {
		if (st[i].what != PS_BRANCH)
			continue;
		fprintf(o, "%s%s at ", said ? ", then " : "", st[i].text);
		print_at(o, path, st[i].file, st[i].line);
		if (audit_warning_kind(c->audit, w) == WK_SOMETIMES)	/* which case, which if */
			print_source(o, c, path, st[i].file, st[i].line);
		said = 1;
	}
	for (i = 0; i < n; i++)
		if (st[i].what == PS_USE) {
			fputs(said ? ", read at " : "read at ", o);
			print_at(o, path, st[i].file, st[i].line);
			break;
		}
}

/* The runtime report r: "msan (MemorySanitizer, test T): read at F:L in
 * FN, created at F:L:C in FN". */
static void print_report(FILE *o, struct ctx *c, const char *path, uint32_t r)
{
	struct path_step st[2];
	size_t i, n = audit_report_path(c->audit, r, st, 2);
	const char *test = audit_report_test(c->audit, r);

	fprintf(o, "%s (%s%s%s)", audit_run_label(c->audit, audit_report_run(c->audit, r)),
		audit_report_tool(c->audit, r) == RT_MSAN ? "MemorySanitizer" : "valgrind",
		test ? ", test " : "", test ? test : "");
	for (i = n; i-- > 0;) {
		const char *fn = st[i].text ? st[i].text : "?";

		fputs(i + 1 == n ? ": " : ", ", o);
		if (st[i].what == PS_READ && st[i].file) {
			fputs("read at ", o);
			print_at(o, path, st[i].file, st[i].line);
			fprintf(o, " in %s", fn);
		} else if (st[i].what == PS_READ) {
			fprintf(o, "read in %s", fn);
		} else if (st[i].file && st[i].col) {	/* the declaration */
			fputs("declared at ", o);
			print_at(o, path, st[i].file, st[i].line);
			fprintf(o, " in %s", fn);
		} else if (st[i].file) {		/* the function's line */
			fprintf(o, "created in the stack frame of %s (", fn);
			print_at(o, path, st[i].file, st[i].line);
			fputc(')', o);
		} else {
			fprintf(o, "created in the stack frame of %s", fn);
		}
	}
}

/* How sure the tie of a runtime report is, after it. */
static void print_tie(FILE *o, struct ctx *c, const struct site *s, const struct site_runtime *rt)
{
	const char *fn = audit_report_func(c->audit, rt->report);

	if (rt->how == TIE_FUNC)
		fprintf(o, " (by name and function: this MemorySanitizer gives the function's "
			"line, not the declaration's)");
	else if (rt->how == TIE_ONLY)
		fprintf(o, " (valgrind names only the function: '%s' is the only annotated "
			"variable of %s)", s->name, fn ? fn : "it");
	else if (rt->how == TIE_ONE_OF)
		fprintf(o, ": in function %s, one of %s, %s: valgrind names only the function, "
			"which proves neither", fn ? fn : "?", s->name, rt->others);
	else if (rt->how == TIE_NO_FILE && audit_report_tool(c->audit, rt->report) == RT_VALGRIND)
		fprintf(o, ": in function %s, but no file (valgrind: the program has no debug "
			"information, build it with -g): not proven", fn ? fn : "?");
	else if (rt->how == TIE_NO_FILE)
		fprintf(o, ": '%s' in function %s, but no file (not symbolized: "
			"MSAN_SYMBOLIZER_PATH): not proven", s->name, fn ? fn : "?");
}

/* Did an input compile the site cleanly (another one warned)? */
static int some_clean(const struct site_verdict *sv)
{
	size_t l;

	for (l = 0; l < sv->nlogs; l++)
		if (sv->log[l].state == LS_CLEAN)
			return 1;
	return 0;
}

/* What the compilers say, after the evidence of a class: the warning
 * (review), or their silence (stale), or why they do not say. */
/* The line of a warning's text (FILE:LINE:COL: warning: ...) when FILE is
 * the site's file (by its last part), or 0. */
static uint32_t text_line(const char *t, const char *path)
{
	const char *w = t ? strstr(t, ": warning: ") : NULL, *p, *base = strrchr(path, '/');
	unsigned long line;
	size_t bl;

	if (!w)
		return 0;
	for (p = w; p > t && p[-1] >= '0' && p[-1] <= '9'; p--)
		;	/* the column */
	if (p == w || p == t || p[-1] != ':')
		return 0;
	for (w = --p; p > t && p[-1] >= '0' && p[-1] <= '9'; p--)
		;	/* the line */
	if (p == w || p == t || p[-1] != ':')
		return 0;
	line = strtoul(p, NULL, 10);
	base = base ? base + 1 : path;
	bl = strlen(base);
	if ((size_t)(p - 1 - t) < bl)
		return 0;
	w = p - 1 - bl;	/* where the file's last part starts */
	if (memcmp(w, base, bl) || (w > t && w[-1] != '/'))
		return 0;
	return line <= UINT32_MAX ? (uint32_t)line : 0;
}

/* After the quoted warning, when it names the declaration (gcc does, for
 * a value that reaches a PHI or an inlined callee): the line of the read,
 * from the first compiler whose warning, or path, names another line. */
static void print_read(FILE *o, struct ctx *c, const char *path, const struct site *s,
		       const struct site_verdict *sv)
{
	struct path_step st[32];
	size_t l, k, n;
	uint32_t at = text_line(sv->why, path);

	if (!at || (at != s->line && at != s->decl_line) || strstr(sv->why, "own initialization"))
		return;
	for (l = 0; l < sv->nlogs; l++) {
		const struct log_verdict *lv = &sv->log[l];
		uint32_t r = lv->state == LS_WARNED
				     ? text_line(audit_warning_text(c->audit, lv->warn), path) : 0;

		n = lv->path != AUDIT_NO_WARN ? audit_warning_path(c->audit, lv->path, st, 32) : 0;
		for (k = 0; k < n && (!r || r == at); k++)
			if (st[k].what == PS_USE && st[k].line != at)
				r = st[k].line;
		if (r && r != at) {
			fprintf(o, "; the read: line %u (%s)", r, audit_log_label(c->audit, l));
			return;
		}
	}
	fputs("; that is the declaration's line: no compiler here names the read", o);
}

static void print_compilers(FILE *o, struct ctx *c, const char *path, const struct site *s,
			    const struct site_verdict *sv)
{
	char cond[256];

	if (!sv->nwarned && s->assign && s->through == 2) {
		fputs("assigned through a pointer: a compiler warns, if at all, about the "
		      "caller's variable, where the caller reads it; no log of this function "
		      "can say that the assignment is stale", o);
		return;
	}
	if (!sv->nwarned && s->assign && s->through == 3) {
		fprintf(o, "'%s' is declared nowhere before it in this file (by a macro, or in "
			"another file): no warning can be tied to it", s->var);
		return;
	}
	if (sv->nwarned) {
		if (sv->ev == EV_EVERY || (sv->ev != EV_SOME && sv->nlogs >= 2 &&
					   sv->nwarned == sv->nlogs))
			fputs("every compiler warns: ", o);
		else if (sv->ev == EV_SOME && some_clean(sv))
			fputs("only some compilers warn: ", o);
		print_logs(o, c, sv, LS_WARNED, 1, 0);
		fprintf(o, ": %s", sv->why);
		print_read(o, c, path, s, sv);
	} else if (sv->v == V_STALE || (sv->v != V_UNKNOWN && sv->nlogs &&
					 sv->log[0].state == LS_CLEAN)) {
		fputs("no warning from ", o);
		print_logs(o, c, sv, LS_CLEAN, 0, 0);
		print_others(o, c, sv, LS_CLEAN, 0);
		/* compiled: the command line and the file turn the group on */
		if (cond_at(c->buf.data, &c->tv, s->line, cond, sizeof(cond)))
			fprintf(o, " (inside %s, on by the command line and the file)", cond);
	} else if (sv->nlogs) {
		print_others(o, c, sv, LS_COUNT, 1);
	} else if (sv->ev != EV_PROVEN && sv->ev != EV_PATH) {
		fputs("no build log given, and no run reads it unset", o);
	}
}

/* What the verdict rests on, after "NAME: " (no newline): the class in
 * words, its evidence, then what the compilers say. */
static void print_why(FILE *o, struct ctx *c, const char *path, const struct site *s,
		      const struct site_verdict *sv)
{
	size_t l;
	int first = 1;

	if (s->kind == SK_LEGACY)	/* uninitialized_var(), or another shim */
		fprintf(o, "%s(): ", s->macro ? s->macro : "uninitialized_var");
	if (sv->ev == EV_PROVEN) {
		fputs("read unset at run time, a bug to fix: ", o);
		print_report(o, c, path, sv->proof.report);
		print_tie(o, c, s, &sv->proof);
		for (l = 0; l < sv->nlogs; l++)	/* the path a compiler names too */
			if (sv->log[l].path != AUDIT_NO_WARN) {
				fputs(first ? "; the path: " : "; ", o);
				print_path(o, c, path, l, sv->log[l].path);
				first = 0;
			}
	} else if (sv->ev == EV_PATH) {
		fputs("a path reads it unset, check whether it can run: ", o);
		for (l = 0; l < sv->nlogs; l++)
			if (sv->log[l].path != AUDIT_NO_WARN) {
				fputs(first ? "" : "; ", o);
				print_path(o, c, path, l, sv->log[l].path);
				first = 0;
			}
		if (sv->hint.how != TIE_NONE) {
			fputs(first ? "" : "; ", o);
			print_report(o, c, path, sv->hint.report);
			print_tie(o, c, s, &sv->hint);
		}
	}
	if ((sv->ev == EV_PROVEN || sv->ev == EV_PATH) && sv->nlogs)
		fputs("; ", o);
	if (sv->ev != EV_PROVEN && (sv->kinds & (1u << WK_IS))) {
		fputs("definite (", o);
		print_logs(o, c, sv, LS_WARNED, 0, 1);
		fputs("): uninitialized whenever that use runs: the zero is part of the "
		      "program (spell it '= 0') or makes a bug defined; ", o);
	}
	print_compilers(o, c, path, s, sv);
}

/* SARIF rules of audit: a verdict each, the definite kind of review, and
 * the classes of evidence above review (ruleId: review for every and some). */
enum { AR_REVIEW, AR_STALE, AR_UNKNOWN, AR_DEFINITE, AR_PROVEN, AR_PATH };
static const struct sarif_rule audit_rules[] = {
	{ "review", "A compiler still warns here: read the code before you keep or drop the annotation", "note" },
	{ "stale", "No compiler in these builds warned (not proof that the zero is useless)", "note" },
	{ "unknown", "The builds do not say: the file did not compile, or is not in them", "warning" },
	{ "definite", "The variable is used uninitialized: the zero is part of the program, or a bug it makes defined", "warning" },
	{ "proven", "A run read the variable before it was set: a bug to fix", "error" },
	{ "path", "A compiler names a path that reads the variable unset: check whether it can run", "warning" },
};

static size_t rule_of(const struct site_verdict *sv)
{
	static const size_t by_ev[EV_COUNT] = {
		AR_PROVEN, AR_DEFINITE, AR_PATH, AR_REVIEW, AR_REVIEW, AR_STALE, AR_UNKNOWN
	};

	return by_ev[sv->ev];
}

/* The path of a verdict, for SARIF's codeFlows: the run's, else the
 * first path a compiler names. */
static void keep_flow(struct ctx *c, const struct site_verdict *sv, struct vline *v)
{
	struct path_step st[VL_FLOW];
	size_t i, l, n = 0;
	uint32_t r = sv->proof.how != TIE_NONE ? sv->proof.report
		     : sv->hint.how != TIE_NONE ? sv->hint.report : AUDIT_NO_WARN;

	for (l = 0; r == AUDIT_NO_WARN && n == 0 && l < sv->nlogs; l++)
		if (sv->log[l].path != AUDIT_NO_WARN)
			n = audit_warning_path(c->audit, sv->log[l].path, st, VL_FLOW);
	if (r != AUDIT_NO_WARN)
		n = audit_report_path(c->audit, r, st, VL_FLOW);
	for (i = 0; i < n; i++) {
		char *t = NULL;
		size_t len = 0;
		FILE *m;

		if (!st[i].file || !(m = open_memstream(&t, &len)))
			continue;
		if (st[i].what == PS_CREATED || st[i].what == PS_READ)
			fprintf(m, "%s%s%s", st[i].what == PS_READ ? "read unset" : "created",
				st[i].text ? " in " : "", st[i].text ? st[i].text : "");
		else
			fputs(st[i].text ? st[i].text : "", m);
		fclose(m);
		v->flow_text[v->nflow] = t;
		v->flow[v->nflow].path = shown(st[i].file);
		v->flow[v->nflow].message = t;
		v->flow[v->nflow].line = st[i].line;
		v->flow[v->nflow++].col = st[i].col;
	}
}

/* Keep the verdict line of site s, to print once every file is read. */
static void keep_verdict(struct ctx *c, const char *path, const struct site *s,
			 const struct site_verdict *sv)
{
	struct vline *v;
	size_t len = 0;
	FILE *m;

	if (GROW(vl, nvl, capvl, 64)) {
		c->errors++;
		return;
	}
	v = &vl[nvl];
	memset(v, 0, sizeof(*v));
	v->text = NULL;
	m = open_memstream(&v->text, &len);
	v->path = strdup(path);
	if (!m || !v->path) {
		if (m)
			fclose(m);
		free(v->path);
		c->errors++;
		return;
	}
	fprintf(m, "%s: %s: ", verdict_name[sv->v], s->name);
	print_why(m, c, path, s, sv);
	fclose(m);
	v->ev = (int)sv->ev;
	v->seq = nvl;
	v->line = s->line;
	v->col = s->col;
	v->rule = rule_of(sv);
	keep_flow(c, sv, v);
	nvl++;
}

static int by_evidence(const void *x, const void *y)
{
	const struct vline *a = x, *b = y;

	if (a->ev != b->ev)
		return a->ev < b->ev ? -1 : 1;
	return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* Print the lines kept, strongest evidence first, and free them. */
static void print_verdicts(struct ctx *c)
{
	static const int rank[EV_COUNT] = { 100, 85, 70, 55, 40, 25, 10 };
	size_t i, k;

	qsort(vl, nvl, sizeof(*vl), by_evidence);
	for (i = 0; i < nvl; i++) {
		struct vline *v = &vl[i];

		if (c->sarif) {
			struct sarif_more m = { rank[v->ev], NULL, evidence_name[v->ev], v->ev + 1,
						v->flow, v->nflow };

			sarif_result_more(&c->sout, v->rule, v->path, v->line, v->col, v->text, &m);
		} else {
			printf("%s:%u:%u: %s\n", v->path, v->line, v->col, v->text);
		}
		free(v->path);
		free(v->text);
		for (k = 0; k < v->nflow; k++)
			free(v->flow_text[k]);
	}
	free(vl);
	vl = NULL;
	nvl = capvl = 0;
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
		audit_site(c->audit, path, c->buf.data, c->buf.len, &c->tv, &c->r, s, &sv);
		c->count[sv.v]++;
		nev[sv.ev]++;
		if (sv.kinds & (1u << WK_IS))
			c->definite++;
		c->every += (unsigned long)(sv.v == V_REVIEW && sv.nlogs >= 2 &&
					    sv.nwarned == sv.nlogs);
		keep_verdict(c, path, s, &sv);
	}
	return 0;
}

/* What a kbuild audit build needs in KCFLAGS: the header's directory as
 * an absolute path (kbuild compiles in the kernel's directory, and the
 * module's .mod.c without its ccflags-y), the header first, the define. */
#define KBUILD_AUDIT_FLAGS "KCFLAGS=\"-I/ABSOLUTE/DIR/OF/init_for_compiler.h " \
	"-include init_for_compiler.h -DINIT_FOR_COMPILER_AUDIT=1\""

/* Why an input shows no audit marker, as far as its lines tell. */
static void no_marker(const char *lb, const struct log_stats *st)
{
	if (st->failed && st->first_error) {
		util_error("audit: %s: no audit marker, and its compiles failed (%zu of %zu "
			"units; the first error: %s): fix the build first%s\n", lb, st->failed,
			st->units, st->first_error,
			!strstr(st->first_error, "init_for_compiler.h") ? "" :
			st->kbuild ? "; the compiler did not find the header: " KBUILD_AUDIT_FLAGS
			" (the .mod.o too needs the -I)" :
			"; the compiler did not find the header: the build needs its directory "
			"in -I (-I.../include, or pkg-config --cflags init-for-compiler); if make's "
			"command line had CFLAGS=, that replaced the Makefile's own CFLAGS and any "
			"-I in them: pass the define in CPPFLAGS= or the project's own extra-flags "
			"variable (docs/audit.md)");
		return;
	}
	util_error("audit: %s: no audit marker: not built with "
		"-DINIT_FOR_COMPILER_AUDIT=1 and <init_for_compiler.h> 1.1 or later, "
		"or by a compiler that cannot check; no site can be stale by it%s\n", lb,
		st->quiet ? "; the log shows -w, which turns every warning off (clang's "
		"audit marker too): build without it" :
		st->kbuild && st->cflags_audit ?
		"; kbuild ignores CFLAGS, which this log shows with the define: pass "
		KBUILD_AUDIT_FLAGS :
		st->kbuild ? "; kbuild reads the define from KCFLAGS, not CFLAGS: "
		KBUILD_AUDIT_FLAGS :
		st->cflags_audit ? "; the log shows CFLAGS= with the define: does the "
		"build pass CFLAGS to the compiler?" : "");
}

/* Inputs that said nothing about the files given are errors: a whole tree
 * reported unknown in silence would look like an answer. */
static int check_inputs(struct ctx *c)
{
	size_t l, sites = c->count[V_REVIEW] + c->count[V_STALE] + c->count[V_UNKNOWN] +
			  c->count[V_PROVEN];
	int bad = 0;

	for (l = 0; l < audit_nlogs(c->audit); l++) {
		struct log_stats st;
		const char *lb = audit_log_label(c->audit, l);

		audit_log_stats(c->audit, l, &st);
		util_error("audit: %s: %zu unit%s compiled or tried (%zu failed), "
			"%u audit marker%s, %u uninitialized warning%s", lb, st.units,
			cmd_plural(st.units), st.failed, st.markers, cmd_plural(st.markers),
			st.warnings, cmd_plural(st.warnings));
		if (st.warnings)
			fprintf(stderr, " (%u on the sites given, %u on other variables)",
				st.on_sites, st.warnings - st.on_sites);
		fputc('\n', stderr);
		if ((st.flagoff || st.kbuild_nocmd) && st.markers > st.forced &&
		    audit_log_family(c->audit, l) == 'g')
			util_error("audit: %s: %s, and <init_for_compiler.h> was not put "
				"first (-include): gcc keeps the warnings off in the code before "
				"the header, so its silence on a site compiled so proves nothing; "
				"build with -include init_for_compiler.h%s (docs/audit.md)\n", lb,
				st.flagoff ? "its compile commands turn the uninitialized warnings "
				"off (-Wno-maybe-uninitialized)" : "its kbuild lines have no .cmd "
				"files here to show their commands (run the audit in the O= "
				"directory, or build with make -w: GNU make 4.4 prints no "
				"'Entering directory' line under kbuild), and kbuild passes "
				"-Wno-maybe-uninitialized to gcc",
				st.kbuild ? " (kbuild: " KBUILD_AUDIT_FLAGS ")" : "");
		if (!sites)
			continue;
		if (st.units == 0 && st.markers == 0 && st.warnings == 0)
			util_error("audit: %s: no compile in it: nothing was recompiled (%s), or the "
				"compiler's output was not captured (2>&1; V=1 for the commands): "
				"remove the objects or touch the files, and build again\n", lb,
				st.make_idle ? "make said it had nothing to do" :
				st.kbuild ? "kbuild only linked" : "make rebuilds only what changed");
		else if (audit_log_matched(c->audit, l) == 0 && st.other_unit && st.other_here)
			util_error("audit: %s: none of the files it compiled is among the files given "
				"(it compiled %s): give the files that build compiled; or it recompiled "
				"none of them (make rebuilds only what changed): remove the objects or "
				"touch the files, and build again\n", lb, st.other_unit);
		else if (audit_log_matched(c->audit, l) == 0)
			util_error("audit: %s: none of the files it names is among the "
				"files given: run the audit from the directory the build ran in, or "
				"give the files that build compiled\n", lb);
		else if (st.markers == 0)
			no_marker(lb, &st);
		else if (st.noopt == st.markers)
			util_error("audit: %s: built without optimization: GCC checks "
				"nothing then (use -O2)\n", lb);
		else
			continue;
		bad = 1;	/* one of the messages above */
	}
	return bad;
}

/* What each run's reports became; a run that proves nothing and names no
 * site says why. */
static void check_runs(struct ctx *c)
{
	size_t i;

	for (i = 0; i < audit_nruns(c->audit); i++) {
		struct run_stats st;
		const char *lb = audit_run_label(c->audit, i);

		audit_run_stats(c->audit, i, &st);
		util_error("audit: %s: %u report%s of reads of uninitialized values (%s): %u "
			"prove%s a site, %u name%s a function of several sites, %u of a stack "
			"variable that is no annotated site, %u of heap or other memory, %u "
			"without the origin\n", lb, st.reports, cmd_plural(st.reports),
			st.tools == RT_MSAN ? "MemorySanitizer" : st.tools == RT_VALGRIND ?
			"valgrind" : st.tools ? "MemorySanitizer and valgrind" : "none read",
			st.proved, st.proved == 1 ? "s" : "", st.weak, st.weak == 1 ? "s" : "",
			st.other, st.heap, st.no_origin);
		if (st.first_other != AUDIT_NO_WARN) {
			const char *v = audit_report_var(c->audit, st.first_other);
			const char *f = audit_report_func(c->audit, st.first_other);

			util_error("audit: %s: not a site verdict: %s%s%s in %s is no annotated "
				"variable of the files given (a bug of its own, or a file not given)\n",
				lb, v ? "'" : "a variable", v ? v : "", v ? "'" : "", f ? f : "?");
		}
		if (st.no_origin)
			util_error("audit: %s: a report without the origin names no variable: "
				"-fsanitize-memory-track-origins (MemorySanitizer), "
				"--track-origins=yes (valgrind)\n", lb);
	}
}

/* The summary: verdicts, then the classes of evidence, strongest first. */
static void summary(struct ctx *c)
{
	char proven[64] = "", warned[128];

	if (audit_nruns(c->audit))
		snprintf(proven, sizeof(proven), "%lu proven, ", c->count[V_PROVEN]);
	if (audit_nlogs(c->audit) >= 2)
		util_error("audit: %s%lu review (%lu definite, %lu warned by every compiler), "
			"%lu stale, %lu unknown\n", proven, c->count[V_REVIEW], c->definite,
			c->every, c->count[V_STALE], c->count[V_UNKNOWN]);
	else
		util_error("audit: %s%lu review (%lu definite), %lu stale, %lu unknown\n", proven,
			c->count[V_REVIEW], c->definite, c->count[V_STALE], c->count[V_UNKNOWN]);
	/* with one input, "every compiler" would be said of every site */
	if (audit_nlogs(c->audit) >= 2)
		snprintf(warned, sizeof(warned), "%lu every compiler warns, %lu only some "
			 "compilers warn", nev[EV_EVERY], nev[EV_SOME]);
	else
		snprintf(warned, sizeof(warned), "%lu the compiler may warn", nev[EV_SOME]);
	util_error("audit: by evidence, strongest first: %lu read unset at run time, %lu "
		"definite, %lu a path named, %s, %lu stale, %lu unknown\n", nev[EV_PROVEN],
		nev[EV_DEFINITE], nev[EV_PATH], warned, nev[EV_STALE], nev[EV_UNKNOWN]);
}

/* gcc alone finds no path it optimized away: a stale of gcc's logs only is
 * weak, and the summary says so. */
static void gcc_only(struct ctx *c)
{
	size_t l;
	int how, fam;

	if (!nev[EV_STALE] || !audit_nlogs(c->audit))
		return;
	for (l = 0; l < audit_nlogs(c->audit); l++)
		if (!audit_log_compiler(c->audit, l, &how, &fam) || fam != 'g')
			return;
	util_error("audit: %lu stale by gcc alone: gcc checks the code that is left after "
		"optimization, so a path it folds away (a caller's constant, an inlined "
		"test) is never checked: audit with clang too, or run the code under "
		"MemorySanitizer (docs/audit.md)\n", nev[EV_STALE]);
}

/* The exit status of --fail-on. */
static int failed_on(const struct ctx *c)
{
	size_t i;

	for (i = 0; i < V_COUNT; i++)
		if ((c->fail_on & (1u << i)) && c->count[i])
			return 1;
	if ((c->fail_on & (1u << V_REVIEW)) && c->count[V_PROVEN])
		return 1;
	for (i = 0; i < EV_COUNT; i++)
		if ((aopts.fail_ev & (1u << i)) && nev[i])
			return 1;
	return (c->fail_on & FAIL_DEFINITE) && c->definite ? 1 : 0;
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
		util_error("audit needs --log FILE, --compile-commands FILE or --runtime-log FILE\n");
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
	c->keep_proofs = 1;	/* read again only what can matter */
	if (cmd_shims(c, argv, n) || read_inputs(c, argc, args) ||
	    cmd_run_paths(c, argv, n, collect_file) ||
	    audit_set_files(c->audit, c->list, c->nlist))
		rc = 2;
	for (i = 0; rc == 0 && i < c->nlist; i++)
		audit_file(c, c->list[i]);
	if (rc == 0 && c->sarif)
		sarif_begin(&c->sout, stdout, IFC_VERSION, audit_rules,
			    sizeof(audit_rules) / sizeof(audit_rules[0]));
	print_verdicts(c);
	if (rc == 0 && c->sarif)
		sarif_end(&c->sout);
	summary(c);
	gcc_only(c);
	if (rc == 0 && check_inputs(c))
		rc = 2;
	check_runs(c);
	for (i = 0; i < c->nlist; i++)
		free(c->list[i]);
	free(c->list);
	free(args);
	free(aopts.launcher);
	audit_free(c->audit);
	return rc ? rc : failed_on(c);
}

const struct command cmd_audit = {
	.name = "audit",
	.run = audit_run,
	.usage =
		"audit (--log [NAME=]FILE | --compile-commands FILE | --runtime-log [NAME=]FILE)...\n"
		"                         [-j N] [--launcher CMD] [--fail-on=V[,V...]]\n"
		"                         [--format=text|sarif] [--shim=NAME]... [--no-config] [PATH...]",
	.help =
		"Give each annotation and legacy site (uninitialized_var() or another shim) a\n"
		"verdict from audit builds (-DINIT_FOR_COMPILER_AUDIT=1) and runs of them:\n"
		"FILE:LINE:COL: VERDICT: NAME: WHY, strongest evidence first.\n"
		"  proven   a run read it unset (MemorySanitizer, valgrind): a bug to fix\n"
		"  review   a compiler still warns here: read the code; its class is said in\n"
		"           words: definite (used uninitialized on every path), a path a\n"
		"           compiler names (clang's branch, gcc -fanalyzer's path), every\n"
		"           compiler warns, only some compilers warn\n"
		"  stale    compiled in audit mode (the header's marker is in the log) and no\n"
		"           compiler in these logs warned; not proof the zero is useless\n"
		"  unknown  did not compile, not in the log, not an audit build, or the\n"
		"           warnings were off (-w, a #pragma ... ignored; gcc's\n"
		"           -Wno-maybe-uninitialized without -include init_for_compiler.h)\n"
		"  --log [NAME=]FILE        a build log (- for stdin); repeat, one per compiler;\n"
		"                           NAME names it in the verdicts (default: the file's\n"
		"                           name when it names a compiler, else the compiler\n"
		"                           the log shows)\n"
		"  --compile-commands FILE  re-run a compile_commands.json in audit mode\n"
		"  --runtime-log [NAME=]FILE  the output of a run of the audit build under\n"
		"                           MemorySanitizer (-O0 -fsanitize=memory\n"
		"                           -fsanitize-memory-track-origins) or valgrind\n"
		"                           --track-origins=yes; repeat, one per run\n"
		"  -j N                     commands at a time for --compile-commands\n"
		"  --launcher CMD           run them through CMD (distcc, ccache)\n"
		"  --fail-on=V[,V]          exit 1 when a site gets one of these verdicts\n"
		"                           (proven, review, stale, unknown; review takes\n"
		"                           proven too) or classes (definite, path, every,\n"
		"                           some); needed: review, its name before 1.1\n"
		"  --format=sarif           SARIF 2.1.0 on standard output, one result per site,\n"
		"                           with its rank, class and path (codeFlows)\n"
		SHIM_HELP "\n"
		"Exit status: 0; 1 for --fail-on; 2 on a usage error, an unreadable input, or\n"
		"an input that says nothing about the files given.",
};
