// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/main.c - the init-for-compiler command line: a table of commands,
 * one cmd_*() each, and what they share (reading and scanning a file).
 *
 *	init-for-compiler scan [-j N] [--kind=K[,K]] [--stats] [--no-quick] [--format=F]
 *			  [PATH...]
 *	init-for-compiler scan (--diff FILE|--since REV|--staged) [-p N] [--kind=K[,K]]
 *			  [--format=F] [PATH...]		(patch.c)
 *	init-for-compiler convert [--dry-run] [--no-include] [PATH...]
 *	init-for-compiler audit (--log [NAME=]FILE|--compile-commands FILE)... [-j N]
 *			  [--launcher CMD] [--fail-on=review|stale|unknown|definite]
 *			  [--format=F] [PATH...]
 *
 * Exit status: 0; 1 when audit --fail-on found what it was told to fail on;
 * 2 on a usage error, an input that could not be read (or written), or an
 * audit input that says nothing about the files given, each named on
 * stderr. See docs/man/init-for-compiler.1.
 */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ifc.h"

#ifndef IFC_VERSION
#define IFC_VERSION "unknown"
#endif

struct ctx {
	struct fbuf buf;
	struct tokvec tv;
	struct scan_result r;
	struct editvec ev;
	unsigned kinds;			/* bit per site_kind shown by scan */
	int dry_run, add_include;
	int no_quick, stats;		/* scan --no-quick, --stats */
	int jobs;			/* scan -j: threads (0: one per CPU) */
	unsigned long parsed;		/* files tokenized and parsed in full */
	int how;			/* load(): how far the last file went (LOAD_*) */
	unsigned long passed;		/* scan: files past the byte prefilter */
	struct audit *audit;
	unsigned fail_on;		/* bit per verdict */
	unsigned long count[4];		/* per site_kind or per verdict */
	unsigned long definite;		/* audit: review sites of the definite kind */
	unsigned long every;		/* audit: review sites every input warned on */
	unsigned long files, changed, converted, left;
	unsigned long defines;		/* '#define uninitialized_var(x) x = x' seen */
	int errors;
	int sarif;			/* --format=sarif */
	struct sarif sout;
	char **list;			/* audit: the files, collected first */
	size_t nlist, caplist;
};

struct command {
	const char *name;
	int (*run)(struct ctx *c, int argc, char **argv);
	const char *usage;		/* after "usage: init-for-compiler " */
	const char *help;		/* the options, one per line */
};

enum { CMD_SCAN, CMD_CONVERT, CMD_AUDIT, NCOMMANDS };
static const struct command commands[NCOMMANDS];

static void usage_all(FILE *f);

/* "s" for a count other than 1 */
static const char *plural(unsigned long n)
{
	return n == 1 ? "" : "s";
}

static int usage_error(const struct command *cmd, const char *arg)
{
	if (arg)
		util_error("%s: bad option or argument '%s'\n", cmd->name, arg);
	fprintf(stderr, "usage: " PROG " %s\nSee '" PROG " %s --help'.\n", cmd->usage,
		cmd->name);
	return 2;
}

static void help(const struct command *cmd)
{
	printf("usage: " PROG " %s\n\n%s\nSee init-for-compiler(1).\n", cmd->usage, cmd->help);
}

/* How far load_file() went with a file: not read; read, and stopped by
 * the byte prefilter; past it, and stopped by the quick pass; parsed. */
enum { LOAD_UNREAD, LOAD_SKIPPED, LOAD_QUICK, LOAD_PARSED };

/*
 * Read, lex and scan one file into buf, tv and r (for the audit, its
 * function bodies too): 0, or the errno value of why not (EFBIG: too large
 * for the lexer). *how says how far it went (with --no-quick, the
 * prefilter and the quick pass are left out); a file they stop has no
 * tokens and no sites.
 */
static int load_file(const struct ctx *c, const char *path, struct fbuf *buf,
		     struct tokvec *tv, struct scan_result *r, int *how)
{
	*how = LOAD_UNREAD;
	if (files_read(path, buf))
		return errno ? errno : EIO;
	*how = LOAD_SKIPPED;
	tv->n = 0;
	r->nsites = r->nfuncs = 0;
	if (!c->no_quick) {
		/* no byte or token pattern that could make a site: nothing
		 * to store */
		if (!scan_prefilter(buf->data, buf->len))
			return 0;
		*how = LOAD_QUICK;
		if (!scan_quick(buf->data, buf->len))
			return 0;
	}
	if (lex(buf->data, buf->len, tv) || scan(buf->data, buf->len, tv, r) ||
	    (c->audit && audit_funcs(buf->data, tv, r))) {
		tv->n = 0;
		r->nsites = r->nfuncs = 0;
		return buf->len >= UINT32_MAX ? EFBIG : ENOMEM;
	}
	*how = LOAD_PARSED;
	return 0;
}

/* "file too large" for EFBIG from load_file(), else strerror(). */
static const char *load_error(int err)
{
	return err == EFBIG ? "file too large" : strerror(err);
}

/* Read, lex and scan one file; 0, or 1 after reporting why not. */
static int load(struct ctx *c, const char *path)
{
	int how, err = load_file(c, path, &c->buf, &c->tv, &c->r, &how);

	c->how = how;
	if (how != LOAD_UNREAD)
		c->files++;
	if (err) {
		util_error("%s: %s\n", path, load_error(err));
		c->errors++;
		return 1;
	}
	c->parsed += how == LOAD_PARSED;
	return 0;
}

/* The old definitions left in a file (at most DEFS_SHOWN of them kept in
 * def, by line and column), lexing the file first when the quick passes
 * left it unlexed (how: LOAD_*); their number. Only a file past the byte
 * prefilter can hold one (it has the word "uninitiali"), and only one with
 * the bytes "uninitialized_var" is lexed for them: a name cut by a line
 * splice is not seen (docs/tool.md). */
#define DEFS_SHOWN 4
struct def_at {
	uint32_t line, col;
};
static size_t legacy_defines(const char *buf, size_t len, struct tokvec *tv, int how,
			     struct def_at *def)
{
	static const char w[] = "uninitialized_var";
	struct token t[DEFS_SHOWN];
	const char *p = buf, *e = buf + len;
	size_t i, n;

	if (how < LOAD_QUICK)
		return 0;
	while ((p = memchr(p, 'u', (size_t)(e - p))) != NULL &&
	       ((size_t)(e - p) < sizeof(w) - 1 || memcmp(p, w, sizeof(w) - 1)))
		p++;
	if (!p || (how != LOAD_PARSED && lex(buf, len, tv)))
		return 0;
	n = scan_legacy_defines(buf, tv, t, DEFS_SHOWN);
	for (i = 0; i < n && i < DEFS_SHOWN; i++) {
		def[i].line = t[i].line;
		def[i].col = t[i].col;
	}
	return n;
}

/* What scan and convert say of an old definition. */
static void print_defines(const char *path, const struct def_at *def, size_t n)
{
	size_t i;

	for (i = 0; i < n && i < DEFS_SHOWN; i++)
		fprintf(stderr, "%s:%u:%u: warning: uninitialized_var() still defined as 'x = x': "
			"it keeps the garbage of every variable it declares; delete it once no "
			"code uses it, or include <uninitialized_var.h> after it\n", path,
			def[i].line, def[i].col);
	if (n > DEFS_SHOWN)
		fprintf(stderr, "%s: warning: %zu more such definitions\n", path, n - DEFS_SHOWN);
}

/* ", 2 definitions of uninitialized_var() as x = x left" for the summaries */
static void defines_left(unsigned long n, char *out, size_t cap)
{
	if (n)
		snprintf(out, cap, ", %lu definition%s of uninitialized_var() as x = x left", n,
			 plural(n));
	else
		out[0] = '\0';
}

static int run_paths(struct ctx *c, char **paths, int n, int (*fn)(const char *, void *))
{
	int i;

	if (n == 0)
		return files_walk(".", fn, c, &c->errors);
	for (i = 0; i < n; i++)
		if (files_walk(paths[i], fn, c, &c->errors))
			return -1;
	return 0;
}

/* Split argv into options (handled by opt, which returns 0, 1 when it took
 * the next argument too, -1, or -2 after saying what is wrong) and paths
 * (moved to the front of argv);
 * returns the number of paths, or -1 after a usage error. */
static int parse_args(const struct command *cmd, struct ctx *c, int argc, char **argv,
		      int (*opt)(struct ctx *, const char *, const char *))
{
	int i, n = 0;

	for (i = 0; i < argc; i++) {
		const char *a = argv[i];
		int r;

		if (!strcmp(a, "--")) {
			while (++i < argc)
				argv[n++] = argv[i];
			break;
		}
		if (a[0] != '-' || !a[1]) {
			argv[n++] = argv[i];
			continue;
		}
		if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
			help(cmd);
			exit(0);
		}
		r = opt ? opt(c, a, i + 1 < argc ? argv[i + 1] : NULL) : -1;
		if (r < 0) {
			/* -2: opt said what is wrong already */
			usage_error(cmd, r == -2 ? NULL : a);
			return -1;
		}
		i += r;
	}
	return n;
}

/* ------------------------------------------------------------- scan */

/* SARIF rules of scan, one per site kind (the order of enum site_kind). */
static const struct sarif_rule scan_rules[SK_COUNT] = {
	{ "annotation", "An INIT_FOR_COMPILER() annotation", "note" },
	{ "legacy", "uninitialized_var(), removed from Linux in 5.9: it hides real bugs", "warning" },
	{ "self-init", "A variable initialized with itself: it keeps its garbage and hides the warning", "warning" },
	{ "comment-init", "An initialization a comment says is there for the compiler", "note" },
};
/* after "'NAME' " */
static const char *const scan_messages[SK_COUNT] = {
	"is annotated with INIT_FOR_COMPILER()",
	"is declared with uninitialized_var(): convert it to INIT_FOR_COMPILER()",
	"is initialized with itself: convert it to INIT_FOR_COMPILER()",
	"is initialized for the compiler, by its comment: convert it to INIT_FOR_COMPILER()",
};

/* --format=text|sarif, for scan and audit */
static int format_opt(struct ctx *c, const char *a)
{
	if (!strcmp(a, "--format=text"))
		c->sarif = 0;
	else if (!strcmp(a, "--format=sarif"))
		c->sarif = 1;
	else
		return -1;
	return 0;
}

/* A site as scan prints it, made on a worker thread. */
struct scan_hit {
	enum site_kind kind;
	uint32_t line, col;
	char name[64];
};

/* One file's result (pool.c: made by scan_work(), printed by scan_done()). */
struct scan_out {
	int err;		/* why it could not be scanned (errno value), or 0 */
	int how;		/* LOAD_* */
	size_t n;
	struct scan_hit *hit;	/* the sites of the kinds asked for */
	size_t ndef;		/* old definitions of uninitialized_var() */
	struct def_at def[DEFS_SHOWN];
};

/* A worker thread's buffers: they grow to the largest file it reads. */
struct scan_state {
	const struct ctx *c;
	struct fbuf buf;
	struct tokvec tv;
	struct scan_result r;
};

static void *scan_thread_new(void *vc)
{
	struct scan_state *st = calloc(1, sizeof(*st));

	if (st)
		st->c = vc;
	return st;
}

static void scan_thread_free(void *vst)
{
	struct scan_state *st = vst;

	if (!st)
		return;
	free(st->buf.data);
	tokvec_free(&st->tv);
	scan_result_free(&st->r);
	free(st);
}

static void scan_work(void *vst, const char *path, void *vout)
{
	struct scan_state *st = vst;
	struct scan_out *out = vout;
	size_t i, n = 0;

	if (!st) {
		out->err = ENOMEM;
		return;
	}
	out->err = load_file(st->c, path, &st->buf, &st->tv, &st->r, &out->how);
	if (!out->err)
		out->ndef = legacy_defines(st->buf.data, st->buf.len, &st->tv, out->how, out->def);
	if (out->err || !st->r.nsites)
		return;
	out->hit = malloc(st->r.nsites * sizeof(*out->hit));
	if (!out->hit) {
		out->err = ENOMEM;
		return;
	}
	for (i = 0; i < st->r.nsites; i++) {
		const struct site *s = &st->r.sites[i];
		struct scan_hit *h = &out->hit[n];

		if (!(st->c->kinds & (1u << s->kind)))
			continue;
		h->kind = s->kind;
		h->line = s->line;
		h->col = s->col;
		memcpy(h->name, s->name, sizeof(h->name));
		n++;
	}
	out->n = n;
}

/* In walk order, on the main thread: what one file holds, or why not. */
static int scan_done(void *vc, const char *path, int err, void *vout)
{
	struct ctx *c = vc;
	struct scan_out *out = vout;
	size_t i;

	if (err) {			/* from the walk */
		util_error("%s: %s\n", path, strerror(err));
		c->errors++;
		return 0;
	}
	if (out->how != LOAD_UNREAD)
		c->files++;
	c->passed += out->how >= LOAD_QUICK;
	c->parsed += out->how == LOAD_PARSED;
	if (out->err) {
		util_error("%s: %s\n", path, load_error(out->err));
		c->errors++;
	}
	print_defines(path, out->def, out->ndef);
	c->defines += out->ndef;
	for (i = 0; i < out->n && !out->err; i++) {
		const struct scan_hit *h = &out->hit[i];

		c->count[h->kind]++;
		if (c->sarif) {
			char text[256];

			snprintf(text, sizeof(text), "'%s' %s", h->name, scan_messages[h->kind]);
			sarif_result(&c->sout, (size_t)h->kind, path, h->line, h->col, text);
		} else {
			printf("%s:%u:%u: %s: %s\n", path, h->line, h->col, site_kind_name[h->kind],
			       h->name);
		}
	}
	free(out->hit);
	return 0;
}

/* -j N: 1 to 256 threads */
static int parse_jobs_n(const char *s, int *jobs)
{
	char *end;
	long j;

	if (*s < '0' || *s > '9')
		return -1;
	j = strtol(s, &end, 10);
	if (*end || j < 1 || j > 256)
		return -1;
	*jobs = (int)j;
	return 0;
}

/* One thread per CPU that is online, 1 when that cannot be told. */
static int cpus(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	return n < 1 ? 1 : n > 256 ? 256 : (int)n;
}

static int parse_kinds(const char *s, unsigned *kinds)
{
	*kinds = 0;
	while (*s) {
		size_t n = strcspn(s, ",");
		int k = site_kind_parse(s, n);

		if (k < 0)
			return -1;
		*kinds |= 1u << k;
		s += n;
		if (*s)
			s++;
	}
	return *kinds ? 0 : -1;
}

/* scan --diff, --since, --staged (patch.c) */
static struct patch_opts popts = { PATCH_DIFF, NULL, -1, 0, PF_TEXT, NULL, 0, NULL, NULL, NULL };
static int patch_mode, kinds_given;

static int patch_opt(struct ctx *c, const char *a, const char *next)
{
	const char *val = NULL;
	int took = 0;

	if (!strcmp(a, "--staged")) {
		popts.source = PATCH_STAGED;
	} else if (!strcmp(a, "--diff") || !strcmp(a, "--since")) {
		val = next;
		took = 1;
	} else if (!strncmp(a, "--diff=", 7) || !strncmp(a, "--since=", 8)) {
		val = strchr(a, '=') + 1;
	} else if (!strcmp(a, "--format=checkpatch")) {
		popts.format = PF_CHECKPATCH;
		c->sarif = 0;
		return 0;
	} else if (!strncmp(a, "-p", 2)) {
		char *end;
		long p;

		val = a[2] ? a + 2 : next;
		if (!val || *val < '0' || *val > '9')
			return -1;
		p = strtol(val, &end, 10);
		if (*end || p > 64)
			return -1;
		popts.strip = (int)p;
		return !a[2];
	} else {
		return -2;
	}
	if (strncmp(a, "--staged", 8)) {
		if (!val || !*val)
			return -1;
		popts.source = a[2] == 'd' ? PATCH_DIFF : PATCH_SINCE;
		popts.arg = val;
	}
	if (patch_mode++)
		return -1;		/* one of --diff, --since, --staged */
	return took;
}

static int scan_opt(struct ctx *c, const char *a, const char *next)
{
	int r = patch_opt(c, a, next);

	if (r != -2)
		return r;
	if (!strcmp(a, "-j"))
		return next && !parse_jobs_n(next, &c->jobs) ? 1 : -1;
	if (!strncmp(a, "-j", 2))
		return parse_jobs_n(a + 2, &c->jobs);
	if (!strncmp(a, "--format=", 9)) {
		popts.format = PF_TEXT;
		return format_opt(c, a);
	}
	if (!strncmp(a, "--kind=", 7)) {
		kinds_given = 1;
		return parse_kinds(a + 7, &c->kinds);
	}
	if (!strcmp(a, "--stats"))
		c->stats = 1;
	else if (!strcmp(a, "--no-quick"))
		c->no_quick = 1;
	else
		return -1;
	return 0;
}

static int cmd_scan(struct ctx *c, int argc, char **argv)
{
	int n = parse_args(&commands[CMD_SCAN], c, argc, argv, scan_opt), rc;
	char defs[128];
	struct pool_ops ops = {
		sizeof(struct scan_out), scan_thread_new, scan_thread_free, scan_work, scan_done, c,
	};

	if (n < 0)
		return 2;
	if (patch_mode || popts.format == PF_CHECKPATCH || popts.strip >= 0) {
		if (!patch_mode || (n && popts.source == PATCH_DIFF)) {
			util_error("scan: %s\n", !patch_mode
				   ? "--format=checkpatch and -p need --diff, --since or --staged"
				   : "--diff takes no PATH: the diff names the files");
			return usage_error(&commands[CMD_SCAN], NULL);
		}
		popts.kinds = kinds_given ? c->kinds : c->kinds & ~(1u << SK_ANNOTATION);
		if (c->sarif)
			popts.format = PF_SARIF;
		popts.paths = argv;
		popts.npaths = n;
		popts.rules = scan_rules;
		popts.messages = scan_messages;
		popts.version = IFC_VERSION;
		return patch_scan(&popts);
	}
	if (c->jobs == 0)
		c->jobs = cpus();
	if (c->sarif)
		sarif_begin(&c->sout, stdout, IFC_VERSION, scan_rules, SK_COUNT);
	/* scan.c fills its keyword table on first use: before any thread */
	(void)scan_quick("", 0);
	rc = pool_walk(argv, n, c->jobs, &ops);
	if (rc < 0)
		util_error("scan: %s\n", strerror(errno));
	if (c->sarif)
		sarif_end(&c->sout);
	defines_left(c->defines, defs, sizeof(defs));
	util_error("scan: %lu annotation, %lu legacy, %lu self-init, "
		"%lu comment-init in %lu file%s%s\n", c->count[SK_ANNOTATION],
		c->count[SK_LEGACY], c->count[SK_SELF_INIT], c->count[SK_COMMENT_INIT], c->files,
		plural(c->files), defs);
	if (c->stats && !c->no_quick)
		util_error("scan: %lu of %lu files past the byte prefilter, "
			"%d thread%s\n", c->passed, c->files, c->jobs, c->jobs == 1 ? "" : "s");
	if (c->stats)
		util_error("scan: %lu of %lu files tokenized and parsed in full%s\n",
			c->parsed, c->files, c->no_quick ? " (--no-quick)" : "");
	return rc ? 2 : 0;
}

/* ------------------------------------------------------------- convert */

static int convert_file(const char *path, void *vc)
{
	struct ctx *c = vc;
	struct def_at def[DEFS_SHOWN];
	long n, left = 0;
	size_t ndef;

	if (load(c, path))
		return 0;
	ndef = legacy_defines(c->buf.data, c->buf.len, &c->tv, c->how, def);
	print_defines(path, def, ndef);
	c->defines += ndef;
	n = convert_plan(path, c->buf.data, c->buf.len, &c->tv, &c->r, c->add_include,
			 &c->ev, &left, stderr);
	c->left += (unsigned long)left;
	if (n < 0) {
		util_error("%s: %s\n", path, strerror(ENOMEM));
		c->errors++;
		return 0;
	}
	if (n == 0)
		return 0;
	if (c->dry_run) {
		if (edits_diff(path, c->buf.data, c->buf.len, &c->ev, stdout)) {
			util_error("%s: %s\n", path, strerror(ENOMEM));
			c->errors++;
			return 0;
		}
	} else {
		size_t len;
		char *out = edits_apply(c->buf.data, c->buf.len, &c->ev, &len);

		if (!out || files_write_atomic(path, out, len)) {
			util_error("%s: cannot write: %s (file left unchanged)\n",
				path, strerror(out ? errno : ENOMEM));
			free(out);
			c->errors++;
			return 0;
		}
		free(out);
	}
	c->changed++;
	c->converted += (unsigned long)n;
	return 0;
}

static int convert_opt(struct ctx *c, const char *a, const char *next)
{
	(void)next;
	if (!strcmp(a, "--dry-run"))
		c->dry_run = 1;
	else if (!strcmp(a, "--no-include"))
		c->add_include = 0;
	else
		return -1;
	return 0;
}

static int cmd_convert(struct ctx *c, int argc, char **argv)
{
	int n = parse_args(&commands[CMD_CONVERT], c, argc, argv, convert_opt), rc;
	char defs[128];

	if (n < 0)
		return 2;
	rc = run_paths(c, argv, n, convert_file);
	defines_left(c->defines, defs, sizeof(defs));
	util_error("convert: %lu site%s %s in %lu file%s, %lu left alone%s\n", c->converted,
		plural(c->converted), c->dry_run ? "would be converted" : "converted", c->changed,
		plural(c->changed), c->left, defs);
	return rc ? 2 : 0;
}

/* ------------------------------------------------------------- audit */

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
	if (!strncmp(a, "--format=", 9))
		return format_opt(c, a);
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

	if (load(c, path))
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
			plural(st.units), st.failed, st.markers, plural(st.markers), st.warnings,
			plural(st.warnings));
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

static int cmd_audit(struct ctx *c, int argc, char **argv)
{
	char **args = malloc(((size_t)argc + 1) * sizeof(*args));
	int n, rc = 0;
	size_t i;

	if (!args)
		return 2;
	memcpy(args, argv, (size_t)argc * sizeof(*args));
	c->audit = audit_new();
	n = c->audit ? parse_args(&commands[CMD_AUDIT], c, argc, argv, audit_opt) : -1;
	if (n >= 0 && aopts.ninputs == 0) {
		util_error("audit needs --log FILE or --compile-commands FILE\n");
		usage_error(&commands[CMD_AUDIT], NULL);
		n = -1;
	} else if (n >= 0 && aopts.launcher && !aopts.ccdbs) {
		util_error("audit: --launcher is for the commands of --compile-commands\n");
		usage_error(&commands[CMD_AUDIT], NULL);
		n = -1;
	}
	if (n < 0) {
		free(args);
		audit_free(c->audit);
		return 2;
	}
	if (read_inputs(c, argc, args) || run_paths(c, argv, n, collect_file) ||
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

/* ------------------------------------------------------------- main */

static const struct command commands[NCOMMANDS] = {
	{ "scan", cmd_scan,
	  "scan [-j N] [--kind=K[,K...]] [--stats] [--no-quick] [--format=text|sarif]\n"
	  "                         [PATH...]\n"
	  "       init-for-compiler scan (--diff FILE|--since REV|--staged) [-p N] [--kind=K[,K...]]\n"
	  "                         [--format=text|sarif|checkpatch] [PATH...]",
	  "Print every site: FILE:LINE:COL: KIND: NAME. Kinds: annotation\n"
	  "(INIT_FOR_COMPILER() and its checked variants), legacy (uninitialized_var()),\n"
	  "self-init (T x = x;), comment-init (T x = 0; /* keep gcc happy */).\n"
	  "  -j N             N threads (default: one per CPU); the output is the same\n"
	  "  --kind=K[,K...]  only these kinds\n"
	  "  --stats          how many files the byte prefilter and the quick pass let\n"
	  "                   through\n"
	  "  --no-quick       parse every file in full (the same result, slower)\n"
	  "  --format=sarif   SARIF 2.1.0 on standard output, one result per site\n"
	  "A directory is walked for .c and .h files; PATH defaults to '.'.\n"
	  "Patch mode: only the sites a change adds (not those it moves or re-indents);\n"
	  "exit status 1 when there is one. Kinds: legacy, self-init, comment-init.\n"
	  "  --diff FILE      a unified diff (- for stdin); no PATH\n"
	  "  --since REV      git diff REV: the working tree against REV; PATH limits it\n"
	  "  --staged         git diff --cached: what the next commit adds\n"
	  "  -p N             strip N leading name components (default: 1 for git's\n"
	  "                   diffs, else 0)\n"
	  "  --format=checkpatch  checkpatch.pl's form, with what to write instead" },
	{ "convert", cmd_convert, "convert [--dry-run] [--no-include] [PATH...]",
	  "Rewrite legacy, self-init and zero comment-init sites as INIT_FOR_COMPILER(),\n"
	  "adding #include <init_for_compiler.h> where it is missing. Sites that cannot\n"
	  "be converted safely are named on stderr and left alone.\n"
	  "  --dry-run        print a unified diff instead of writing\n"
	  "  --no-include     do not add the #include" },
	{ "audit", cmd_audit,
	  "audit (--log [NAME=]FILE | --compile-commands FILE)... [-j N]\n"
	  "                         [--launcher CMD] [--fail-on=review|stale|unknown|definite]\n"
	  "                         [--format=text|sarif] [PATH...]",
	  "Give each annotation and uninitialized_var() site a verdict from audit builds\n"
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
	  "Exit status: 0; 1 for --fail-on; 2 on a usage error, an unreadable input, or\n"
	  "an input that says nothing about the files given." },
};

static void usage_all(FILE *f)
{
	size_t i;

	for (i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		fprintf(f, "%s " PROG " %s\n", i ? "      " : "usage:", commands[i].usage);
	fputs("       " PROG " --help | --version | COMMAND --help\n"
	      "Kinds: annotation, legacy, self-init, comment-init. A directory is walked\n"
	      "for .c and .h files; PATH defaults to the current directory.\n"
	      "See init-for-compiler(1).\n", f);
}

int main(int argc, char **argv)
{
	struct ctx c;
	size_t i;
	int rc = 2;

	memset(&c, 0, sizeof(c));
	c.kinds = (1u << SK_COUNT) - 1;
	c.add_include = 1;
	/* A write over RLIMIT_FSIZE must fail with EFBIG, not kill us between
	 * the temporary file and the rename. */
	signal(SIGXFSZ, SIG_IGN);
	setvbuf(stdout, NULL, _IOFBF, 1 << 16);

	if (argc < 2) {
		usage_all(stderr);
		return 2;
	}
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
		usage_all(stdout);
		return 0;
	}
	if (!strcmp(argv[1], "--version")) {
		puts(PROG " " IFC_VERSION);
		return 0;
	}
	for (i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		if (!strcmp(argv[1], commands[i].name))
			break;
	if (i == sizeof(commands) / sizeof(commands[0])) {
		util_error("unknown command '%s'\n", argv[1]);
		usage_all(stderr);
		return 2;
	}
	rc = commands[i].run(&c, argc - 2, argv + 2);
	if (fflush(stdout) || ferror(stdout)) {
		util_error("standard output: %s\n", strerror(errno));
		c.errors++;
	}
	free(c.buf.data);
	tokvec_free(&c.tv);
	scan_result_free(&c.r);
	editvec_free(&c.ev);
	return c.errors ? 2 : rc;
}
