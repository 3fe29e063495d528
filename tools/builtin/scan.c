// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/builtin/scan.c - init-for-compiler scan: every site of the files
 * given, on -j threads (pool.c), in walk order; or, with --diff, --since or
 * --staged, the sites a change adds (patch.c). Its options, help and
 * output; cmd_scan is its entry in main.c's table.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../cmd.h"

/* SARIF rules of scan, one per site kind (the order of enum site_kind). */
static const struct sarif_rule scan_rules[SK_COUNT] = {
	{ "annotation", "An INIT_FOR_COMPILER() annotation", "note" },
	{ "legacy", "uninitialized_var() or another macro of x = x (a shim): it hides real bugs", "warning" },
	{ "self-init", "A variable initialized with itself: it keeps its garbage and hides the warning", "warning" },
	{ "comment-init", "An initialization a comment says is there for the compiler", "note" },
	{ "comment-assign", "An assignment a comment says is there for the compiler", "note" },
};
/* after "'NAME' " */
static const char *const scan_messages[SK_COUNT] = {
	"is annotated with INIT_FOR_COMPILER()",
	"is declared with uninitialized_var() or another macro of x = x: convert it to INIT_FOR_COMPILER()",
	"is initialized with itself: convert it to INIT_FOR_COMPILER()",
	"is initialized for the compiler, by its comment: convert it to INIT_FOR_COMPILER()",
	"is assigned for the compiler, by its comment: convert it to ASSIGN_FOR_COMPILER()",
};

/* A site as scan prints it, made on a worker thread. */
struct scan_hit {
	enum site_kind kind;
	uint32_t line, col;
	char name[64];
	const char *macro;	/* legacy: the shim (a name of ctx.sh) */
	int in_define;		/* in a #define body */
	int hidden;		/* of a kind --kind leaves out: not printed, but a
				 * use of its shim all the same */
};

/* One file's result (pool.c: made by scan_work(), printed by scan_done()). */
struct scan_out {
	int err;		/* why it could not be scanned (errno value), or 0 */
	int how;		/* LOAD_* */
	size_t n;
	struct scan_hit *hit;	/* the sites of the kinds asked for */
	struct def_at *def;	/* definitions of shims */
	size_t ndef;
	uint32_t *stmt;		/* the shims used as statements, one per use */
	size_t nstmt;
	struct found *found;	/* the x = x macros it defines */
	size_t nfound;
	struct shims *own;	/* the shims it was scanned with, when it defines
				 * some the others lack; else NULL */
	size_t base;		/* names from base on are own's alone */
	struct callers calls;	/* a header: the names it calls */
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

static void scan_out_free(struct scan_out *out)
{
	free(out->hit);
	free(out->def);
	free(out->stmt);
	free(out->found);
	if (out->own)
		shims_free(out->own);
	free(out->own);
	free(out->calls.h);
	memset(out, 0, sizeof(*out));
}

/* The sites of the worker's scan_result into out->hit. */
static int keep_hits(const struct scan_state *st, struct scan_out *out)
{
	size_t i, n = 0;

	if (!st->r.nsites)
		return 0;
	if (!(out->hit = malloc(st->r.nsites * sizeof(*out->hit))))
		return ENOMEM;
	for (i = 0; i < st->r.nsites; i++) {
		const struct site *s = &st->r.sites[i];
		struct scan_hit *h = &out->hit[n];

		/* a legacy site of a kind left out still counts as a use of its
		 * shim: "used by none of the files read" would be false */
		h->hidden = !(st->c->kinds & (1u << s->kind));
		if (h->hidden && s->kind != SK_LEGACY)
			continue;
		h->kind = s->kind;
		h->line = s->line;
		h->col = s->col;
		memcpy(h->name, s->name, sizeof(h->name));
		h->macro = s->macro;
		h->in_define = s->in_define;
		n++;
	}
	out->n = n;
	return 0;
}

/* One file, read once: the shims it defines, then its sites with those and
 * the shims known (the headers' too, past the first phase). */
static void scan_work(void *vst, const char *path, void *vout)
{
	struct scan_state *st = vst;
	struct scan_out *out = vout;
	const struct ctx *c = st ? st->c : NULL;
	const struct shims *sh;
	int lexed = 0;

	if (!st) {
		out->err = ENOMEM;
		return;
	}
	out->how = LOAD_UNREAD;
	if (files_read(path, &st->buf)) {
		out->err = errno ? errno : EIO;
		return;
	}
	st->tv.n = 0;
	sh = c->phase2 ? &c->wsh : &c->sh;
	if (cmd_found(&st->buf, &st->tv, &lexed, &out->found, &out->nfound) ||
	    cmd_own_shims(sh, out->found, out->nfound, &out->own) ||
	    (!c->phase2 && shim_callers(st->buf.data, st->buf.len, &out->calls))) {
		out->err = ENOMEM;
		return;
	}
	out->base = sh->n;
	if (out->own)
		sh = out->own;
	out->err = cmd_load_buf(c, sh, &st->buf, &st->tv, lexed, &st->r, &out->how);
	if (!out->err)	/* tokens there: as good as parsed for the definitions */
		out->def = cmd_shim_defines(sh, st->buf.data, st->buf.len, &st->tv,
					    lexed ? LOAD_PARSED : out->how, &out->ndef);
	if (!out->err && st->r.nstmt && (out->stmt = malloc(st->r.nstmt * sizeof(*out->stmt)))) {
		memcpy(out->stmt, st->r.stmt, st->r.nstmt * sizeof(*out->stmt));
		out->nstmt = st->r.nstmt;
	}
	if (!out->err)
		out->err = keep_hits(st, out);
}

/* Does the file define name as x = x itself? */
static int defines(const struct scan_out *out, const char *name)
{
	size_t k;

	for (k = 0; k < out->nfound; k++)
		if (!strcmp(out->found[k].name, name))
			return 1;
	return 0;
}

/* Between the headers and the rest: the headers' shims into c->sh in walk
 * order, then the headers that call one another header defines scanned
 * again (read again: their bytes are gone), with every header's shims. */
static int scan_between(void *vc, char *const *paths, void *vres, size_t n)
{
	struct ctx *c = vc;
	struct scan_out *res = vres;
	struct scan_state *st = NULL;
	size_t i, k, start = c->sh.n;

	for (i = 0; i < n; i++)
		for (k = 0; k < res[i].nfound; k++)
			if (cmd_shim_name(c, res[i].found[k].name, paths[i],
					  res[i].found[k].line) < 0)
				goto nomem;
	if (cmd_shims_copy(&c->wsh, &c->sh))
		goto nomem;
	c->phase2 = 1;
	for (i = 0; i < n; i++) {
		for (k = start; k < c->sh.n; k++)
			if (!defines(&res[i], c->sh.names[k]) &&
			    callers_may(&res[i].calls, c->sh.names[k]))
				break;
		if (k == c->sh.n || res[i].err)
			continue;
		if (!st && !(st = scan_thread_new(c)))
			goto nomem;
		scan_out_free(&res[i]);
		scan_work(st, paths[i], &res[i]);
		c->reread++;
	}
	scan_thread_free(st);
	return 0;
nomem:
	scan_thread_free(st);
	util_error("scan: %s\n", strerror(ENOMEM));
	return -1;
}

/* One site: its line, or its SARIF result; its shim's use counted. */
static void print_hit(struct ctx *c, const char *path, const struct scan_hit *h,
		      struct def_at *def, size_t ndef)
{
	char text[256], how[128] = "";
	long k = h->macro ? shims_find(&c->sh, h->macro, strlen(h->macro)) : -1;
	int other = h->kind == SK_LEGACY && k > 0;	/* a shim but uninitialized_var */

	if (k >= 0 && h->kind == SK_LEGACY)
		cmd_shim_use(c, (size_t)k, def, ndef);
	if (h->hidden)
		return;
	c->count[h->kind]++;
	if (other || h->in_define)
		snprintf(how, sizeof(how), " (%s%s%s)", other ? h->macro : "",
			 other && h->in_define ? ", " : "", h->in_define ? "in a #define body" : "");
	if (!c->sarif) {
		printf("%s:%u:%u: %s: %s%s\n", path, h->line, h->col, site_kind_name[h->kind],
		       h->name, how);
		return;
	}
	if (h->kind == SK_LEGACY)
		snprintf(text, sizeof(text), "'%s' is declared with %s(): convert it to "
			 "INIT_FOR_COMPILER()", h->name, h->macro ? h->macro : "uninitialized_var");
	else
		snprintf(text, sizeof(text), "'%s' %s", h->name, scan_messages[h->kind]);
	if (h->in_define)
		snprintf(text + strlen(text), sizeof(text) - strlen(text), " (in a #define body)");
	sarif_result(&c->sout, (size_t)h->kind, path, h->line, h->col, text);
}

/* The shims a file defines into c->sh (kept: a file after it in the walk
 * does not see them, but the summary does), its statement uses as indices
 * of c->sh. 0, or -1 when out of memory. */
static int own_names(struct ctx *c, const char *path, struct scan_out *out)
{
	size_t i;

	for (i = 0; i < out->nfound; i++)
		if (cmd_shim_name(c, out->found[i].name, path, out->found[i].line) < 0)
			return -1;
	for (i = 0; i < out->nstmt; i++) {
		const char *name = out->stmt[i] < out->base || !out->own
				   ? c->sh.names[out->stmt[i]] : out->own->names[out->stmt[i]];
		long k = shims_find(&c->sh, name, strlen(name));

		out->stmt[i] = k < 0 ? UINT32_MAX : (uint32_t)k;
	}
	return 0;
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
		util_error("%s: %s\n", path, cmd_load_error(out->err));
		c->errors++;
	}
	if (own_names(c, path, out)) {
		util_error("%s: %s\n", path, strerror(ENOMEM));
		c->errors++;
	}
	for (i = 0; i < out->n && !out->err; i++)
		print_hit(c, path, &out->hit[i], out->def, out->ndef);
	if (cmd_shim_file(c, path, out->def, out->ndef, NULL, 0, out->stmt, out->nstmt)) {
		util_error("%s: %s\n", path, strerror(ENOMEM));
		c->errors++;
	}
	out->def = NULL;	/* cmd_shim_file() took them */
	scan_out_free(out);
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
static struct patch_opts popts = { PATCH_DIFF, NULL, -1, 0, PF_TEXT, NULL, 0, NULL, NULL, NULL,
				    NULL };
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

	if (r == -2)
		r = cmd_shim_opt(c, a, next);
	if (r != -2)
		return r;
	if (!strcmp(a, "-j"))
		return next && !parse_jobs_n(next, &c->jobs) ? 1 : -1;
	if (!strncmp(a, "-j", 2))
		return parse_jobs_n(a + 2, &c->jobs);
	if (!strncmp(a, "--format=", 9)) {
		popts.format = PF_TEXT;
		return cmd_format_opt(c, a);
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

static int scan_run(struct ctx *c, int argc, char **argv)
{
	int n = cmd_parse_args(&cmd_scan, c, argc, argv, scan_opt), rc;
	char defs[128];
	struct pool_ops ops = {
		sizeof(struct scan_out), scan_thread_new, scan_thread_free, scan_work, scan_done, c,
	};
	struct pool_split split = { cmd_is_header, scan_between };

	if (n < 0)
		return 2;
	if (patch_mode || popts.format == PF_CHECKPATCH || popts.strip >= 0) {
		if (!patch_mode || (n && popts.source == PATCH_DIFF)) {
			util_error("scan: %s\n", !patch_mode
				   ? "--format=checkpatch and -p need --diff, --since or --staged"
				   : "--diff takes no PATH: the diff names the files");
			return cmd_usage_error(&cmd_scan, NULL);
		}
		popts.kinds = kinds_given ? c->kinds : c->kinds & ~(1u << SK_ANNOTATION);
		if (c->sarif)
			popts.format = PF_SARIF;
		popts.paths = argv;
		popts.npaths = n;
		popts.rules = scan_rules;
		popts.messages = scan_messages;
		popts.version = IFC_VERSION;
		popts.sh = &c->sh;
		if ((rc = cmd_shims(c, popts.source == PATCH_DIFF ? NULL : argv,
				    popts.source == PATCH_DIFF ? 0 : n)) != 0)
			return rc;
		return patch_scan(&popts);
	}
	if (c->jobs == 0)
		c->jobs = cpus();
	if ((rc = cmd_shim_configs(c, argv, n)) != 0)
		return rc;
	if (c->sarif)
		sarif_begin(&c->sout, stdout, IFC_VERSION, scan_rules, SK_COUNT);
	rc = pool_walk_split(argv, n, c->jobs, &ops, &split);
	if (rc < 0)
		util_error("scan: %s\n", strerror(errno));
	if (c->sarif)
		sarif_end(&c->sout);
	cmd_report_defines(c);
	cmd_defines_left(c->defines, defs, sizeof(defs));
	util_error("scan: %lu annotation, %lu legacy, %lu self-init, "
		"%lu comment-init, %lu comment-assign in %lu file%s%s\n", c->count[SK_ANNOTATION],
		c->count[SK_LEGACY], c->count[SK_SELF_INIT], c->count[SK_COMMENT_INIT],
		c->count[SK_COMMENT_ASSIGN], c->files, cmd_plural(c->files), defs);
	cmd_print_shims(c, "scan", 1);
	if (c->phase2)
		shims_free(&c->wsh);
	if (c->stats && !c->no_quick)
		util_error("scan: %lu of %lu files past the byte prefilter, "
			"%d thread%s\n", c->passed, c->files, c->jobs, c->jobs == 1 ? "" : "s");
	if (c->stats)
		util_error("scan: %lu of %lu files tokenized and parsed in full%s\n",
			c->parsed, c->files, c->no_quick ? " (--no-quick)" : "");
	if (c->stats)
		util_error("scan: %lu file%s opened, %lu of them again (a header calling a "
			"shim another header defines)\n", files_opened, cmd_plural(files_opened),
			c->reread);
	return rc ? 2 : 0;
}

const struct command cmd_scan = {
	.name = "scan",
	.run = scan_run,
	.usage =
		"scan [-j N] [--kind=K[,K...]] [--stats] [--no-quick] [--format=text|sarif]\n"
		"                         [--shim=NAME]... [--no-config] [PATH...]\n"
		"       init-for-compiler scan (--diff FILE|--since REV|--staged) [-p N] [--kind=K[,K...]]\n"
		"                         [--format=text|sarif|checkpatch] [PATH...]",
	.help =
		"Print every site: FILE:LINE:COL: KIND: NAME. Kinds: annotation\n"
		"(INIT_FOR_COMPILER() and its checked variants), legacy (uninitialized_var(),\n"
		"or another shim: a macro defined as x = x, named after the site's name),\n"
		"self-init (T x = x;), comment-init (T x = 0; /* keep gcc happy */),\n"
		"comment-assign (x = 0; /* keep compiler quiet */, as a statement).\n"
		"  -j N             N threads (default: one per CPU); the output is the same\n"
		"  --kind=K[,K...]  only these kinds\n"
		"  --stats          how many files the byte prefilter and the quick pass let\n"
		"                   through\n"
		"  --no-quick       parse every file in full (the same result, slower)\n"
		"  --format=sarif   SARIF 2.1.0 on standard output, one result per site\n"
		SHIM_HELP "\n"
		"A directory is walked for C and C++ files (.c .h .cc .cpp .cxx .C .hh .hpp\n"
		".hxx); PATH defaults to '.'.\n"
		"Patch mode: only the sites a change adds (not those it moves or re-indents);\n"
		"exit status 1 when there is one. Kinds: legacy, self-init, comment-init,\n"
		"comment-assign.\n"
		"  --diff FILE      a unified diff (- for stdin); no PATH\n"
		"  --since REV      git diff REV: the working tree against REV; PATH limits it\n"
		"  --staged         git diff --cached: what the next commit adds\n"
		"  -p N             strip N leading name components (default: 1 for git's\n"
		"                   diffs, else 0)\n"
		"  --format=checkpatch  checkpatch.pl's form, with what to write instead",
};
