// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/cmdshim.c - the shims of a run, for the commands (cmd.h): --shim
 * and --no-config, the .init-for-compiler files, the first pass that finds
 * the shims defined in the files given, and at the end what the run saw of
 * each: its uses, its definitions (named on stderr), and whether it is a
 * shim at all.
 *
 * A macro defined as x = x is a shim when something declares with it. One
 * that the files use only as a statement (`LINT_USE(x);`, a lint's mark
 * that x is used: drivers/net/fddi/skfp in Linux) declares nothing and
 * hides no "may be used uninitialized": it is named once in the summary
 * and its definitions are not reported. So the definitions wait for the
 * end of the run, when the uses are known.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"

int cmd_shim_opt(struct ctx *c, const char *a, const char *next)
{
	const char *name;
	int took = 0;

	if (!strcmp(a, "--no-config")) {
		c->no_config = 1;
		return 0;
	}
	if (!strncmp(a, "--shim=", 7)) {
		name = a + 7;
	} else if (!strcmp(a, "--shim")) {
		name = next;
		took = 1;
	} else {
		return -2;
	}
	if (!name || !shims_name_ok(name)) {
		util_error("--shim takes a macro's name (an identifier of at most %d bytes)\n",
			   SHIM_NAME_MAX - 1);
		return -1;
	}
	if (shims_add(&c->sh, name, strlen(name), SHIM_OPTION) < 0) {
		util_error("%s\n", strerror(ENOMEM));
		return -1;
	}
	return took;
}

/* ------------------------------------------------------ the first pass */

/* A file's shim definitions (pool.c, as scan's pass). */
struct find_state {
	struct fbuf buf;
	struct tokvec tv;
	const struct ctx *c;
};

struct find_out {
	size_t n;
	struct found *f;
	int proof;		/* keep_proofs: the bytes hold no site and no
				 * definition with c->base's shims ... */
	struct callers calls;	/* ... nor with any name not called here */
};

static void *find_thread_new(void *arg)
{
	struct find_state *st = calloc(1, sizeof(struct find_state));

	if (st)
		st->c = arg;
	return st;
}

static void find_thread_free(void *vst)
{
	struct find_state *st = vst;

	if (!st)
		return;
	free(st->buf.data);
	tokvec_free(&st->tv);
	free(st);
}

/* A file that cannot be read or lexed is left to the second pass, which
 * says so; out of memory leaves out->n 0 too, and the second pass fails.
 * With keep_proofs: whether the second pass must read the file again. It
 * need not when scan_prefilter() says no with the shims known before this
 * pass and shim_prefilter() says no (cmd_load() would skip it, and
 * cmd_shim_defines() find nothing), unless it calls one of the names this
 * pass finds, NAME(x), the form of a shim's use (shim_callers()). */
static void find_work(void *vst, const char *path, void *vout)
{
	struct find_state *st = vst;
	struct find_out *out = vout;
	const struct fbuf *b = st ? &st->buf : NULL;
	int lexed = 0;

	if (!st || files_read(path, &st->buf))
		return;
	if (st->c->keep_proofs && !shim_prefilter(b->data, b->len)) {
		/* no definition: cmd_found() would find none either */
		out->proof = !scan_prefilter(b->data, b->len, &st->c->base) &&
			     !shim_callers(b->data, b->len, &out->calls);
		return;
	}
	if (cmd_found(&st->buf, &st->tv, &lexed, &out->f, &out->n))
		out->n = 0;
}

/* In walk order: the names into c->sh, and where each is defined first. */
static int find_done(void *vc, const char *path, int err, void *vout)
{
	struct ctx *c = vc;
	struct find_out *out = vout;
	size_t k;
	int rc = 0;

	(void)err;
	for (k = 0; k < out->n && !rc; k++)
		if (cmd_shim_name(c, out->f[k].name, path, out->f[k].line) < 0)
			rc = -1;
	free(out->f);
	if (out->proof && !rc && !err) {
		/* the callers wait in the array of hashes until the names are
		 * all known (keep_noread()) */
		if (GROW(c->noread, c->nnoread, c->capnoread, 256) ||
		    GROW(c->calls, c->nnoread, c->capcalls, 256) ||
		    !(c->noread[c->nnoread] = strdup(path)))
			rc = -1;
		else
			c->calls[c->nnoread++] = out->calls;
	}
	if (!out->proof || rc || err)
		free(out->calls.h);
	return rc;
}

static int cmp_path(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* After the pass: a proof holds no more for a file that calls a name the
 * pass found (beyond c->base); the others, sorted, for cmd_load(). */
static void keep_noread(struct ctx *c)
{
	size_t i, k, kept = 0;

	for (i = 0; i < c->nnoread; i++) {
		for (k = c->base.n; k < c->sh.n; k++)
			if (callers_may(&c->calls[i], c->sh.names[k]))
				break;
		free(c->calls[i].h);
		if (k < c->sh.n)
			free(c->noread[i]);
		else
			c->noread[kept++] = c->noread[i];
	}
	c->nnoread = kept;
	free(c->calls);
	c->calls = NULL;
	c->capcalls = 0;
	if (kept)
		qsort(c->noread, kept, sizeof(*c->noread), cmp_path);
}

int cmd_noread(const struct ctx *c, const char *path)
{
	return c->nnoread && bsearch(&path, c->noread, c->nnoread, sizeof(*c->noread), cmp_path);
}

/* c->uses and c->stmts as long as c->sh: 0, or -1 (out of memory) */
static int grow_counts(struct ctx *c)
{
	unsigned long **arr[] = { &c->uses, &c->stmts, &c->ext };
	size_t k;

	if (c->ncounts >= c->sh.n)
		return 0;
	for (k = 0; k < sizeof(arr) / sizeof(arr[0]); k++) {
		unsigned long *v = realloc(*arr[k], c->sh.n * sizeof(*v));

		if (!v)
			return -1;
		memset(v + c->ncounts, 0, (c->sh.n - c->ncounts) * sizeof(*v));
		*arr[k] = v;
	}
	c->ncounts = c->sh.n;
	return 0;
}

int cmd_shim_configs(struct ctx *c, char **paths, int n)
{
	static char *dot[] = { (char *)"." };
	char **p = n ? paths : dot;
	int i, np = n ? n : 1;

	for (i = 0; i < np && !c->no_config; i++) {
		int rc = shims_config(&c->sh, p[i]);

		if (rc < 0)
			util_error("%s\n", strerror(ENOMEM));
		if (rc)
			return 2;
	}
	scan_init();
	if (grow_counts(c)) {
		util_error("%s\n", strerror(ENOMEM));
		return 2;
	}
	return 0;
}

int cmd_shims(struct ctx *c, char **paths, int n)
{
	static char *dot[] = { (char *)"." };
	struct pool_ops ops = {
		sizeof(struct find_out), find_thread_new, find_thread_free, find_work, find_done, c,
	};
	int rc = cmd_shim_configs(c, paths, n);

	if (rc)
		return rc;
	c->keep_proofs = c->keep_proofs && !c->no_quick;
	if (c->keep_proofs && cmd_shims_copy(&c->base, &c->sh)) {
		util_error("%s\n", strerror(ENOMEM));
		return 2;
	}
	if (pool_walk(n ? paths : dot, n ? n : 1, c->jobs > 0 ? c->jobs : 1, &ops)) {
		util_error("%s\n", strerror(errno ? errno : ENOMEM));
		return 2;
	}
	if (c->keep_proofs) {
		keep_noread(c);
		shims_free(&c->base);
	}
	if (grow_counts(c)) {
		util_error("%s\n", strerror(ENOMEM));
		return 2;
	}
	return 0;
}

/* ------------------------------------------- one walk (scan) */

int cmd_found(const struct fbuf *buf, struct tokvec *tv, int *lexed, struct found **f,
	      size_t *n)
{
	struct shim_def *d;
	size_t k, m;

	*f = NULL;
	*n = 0;
	if (!shim_prefilter(buf->data, buf->len))
		return 0;
	if (!*lexed && lex(buf->data, buf->len, tv))
		return 0;	/* the sites' pass says why */
	*lexed = 1;
	m = shim_defines(buf->data, tv, NULL, NULL, 0);
	if (!m)
		return 0;
	if (!(d = malloc(m * sizeof(*d))) || !(*f = malloc(m * sizeof(**f)))) {
		free(d);
		return -1;
	}
	m = shim_defines(buf->data, tv, NULL, d, m);
	for (k = 0; k < m; k++) {
		memcpy((*f)[k].name, d[k].name, sizeof((*f)[k].name));
		(*f)[k].line = d[k].line;
	}
	free(d);
	*n = m;
	return 0;
}

int cmd_own_shims(const struct shims *base, const struct found *f, size_t n,
		  struct shims **own)
{
	size_t i;

	*own = NULL;
	for (i = 0; i < n && shims_find(base, f[i].name, strlen(f[i].name)) >= 0; i++)
		;
	if (i == n)
		return 0;	/* none new: base serves */
	if (!(*own = malloc(sizeof(**own))) || cmd_shims_copy(*own, base))
		goto nomem;
	for (i = 0; i < n; i++)
		if (shims_add(*own, f[i].name, strlen(f[i].name), SHIM_FOUND) < 0)
			goto nomem;
	return 0;
nomem:
	if (*own)
		shims_free(*own);
	free(*own);
	*own = NULL;
	return -1;
}

int cmd_shims_copy(struct shims *dst, const struct shims *src)
{
	size_t i;

	if (shims_init(dst))
		return -1;
	for (i = 1; i < src->n; i++)
		if (shims_add(dst, src->names[i], strlen(src->names[i]), src->from[i]) < 0)
			return -1;
	return 0;
}

long cmd_shim_name(struct ctx *c, const char *name, const char *path, uint32_t line)
{
	long i = shims_find(&c->sh, name, strlen(name));
	char where[4200];

	if (i < 0 && (i = shims_add(&c->sh, name, strlen(name), SHIM_FOUND)) < 0)
		return -1;
	if (grow_counts(c))
		return -1;
	if (path) {
		snprintf(where, sizeof(where), "%s:%u", path, line);
		if (shims_where(&c->sh, (size_t)i, where))
			return -1;
	}
	return i;
}

/* ------------------------------------------------ what a file holds */

/* Could a definition of one of sh's names be in buf: its bytes there? */
static int holds_name(const struct shims *sh, const char *buf, size_t len)
{
	size_t i;

	for (i = 0; i < sh->n; i++)
		if (util_memmem(buf, len, sh->names[i], strlen(sh->names[i])))
			return 1;
	return 0;
}

struct def_at *cmd_shim_defines(const struct shims *sh, const char *buf, size_t len,
				struct tokvec *tv, int how, size_t *ndef)
{
	struct shim_def *d;
	struct def_at *def;
	size_t i, n;

	*ndef = 0;
	if (how < LOAD_QUICK || !holds_name(sh, buf, len) ||
	    (how != LOAD_PARSED && lex(buf, len, tv)))
		return NULL;
	n = shim_defines(buf, tv, sh, NULL, 0);
	if (!n || !(d = malloc(n * sizeof(*d))))
		return NULL;
	n = shim_defines(buf, tv, sh, d, n);
	def = malloc(n * sizeof(*def));
	for (i = 0; def && i < n; i++) {
		def[i].how = d[i].how;
		def[i].line = d[i].line;
		def[i].uses = 0;
		def[i].col = d[i].col;
		memcpy(def[i].name, d[i].name, sizeof(def[i].name));
		memcpy(def[i].body, d[i].body, sizeof(def[i].body));
		cond_at(buf, tv, d[i].line, def[i].cond, sizeof(def[i].cond));
		if (strlen(def[i].cond) == sizeof(def[i].cond) - 1)
			memcpy(def[i].cond + sizeof(def[i].cond) - 4, "...", 4);
	}
	free(d);
	*ndef = def ? n : 0;
	return def;
}

int cmd_is_header(const char *path)
{
	const char *dot = strrchr(path, '.');

	return dot && !strchr(dot, '/') && (!strcmp(dot, ".h") || !strcmp(dot, ".hh") ||
					    !strcmp(dot, ".hpp") || !strcmp(dot, ".hxx"));
}

void cmd_shim_use(struct ctx *c, size_t k, struct def_at *def, size_t ndef)
{
	size_t j;
	int own = 0;

	c->uses[k]++;
	for (j = 0; j < ndef; j++)
		if (!strcmp(def[j].name, c->sh.names[k])) {
			def[j].uses++;	/* each branch of the file's definition */
			own = 1;
		}
	if (!own)
		c->ext[k]++;
}

int cmd_shim_file(struct ctx *c, const char *path, struct def_at *def, size_t ndef,
		  const struct site *sites, size_t nsites, const uint32_t *stmt, size_t nstmt)
{
	size_t i;
	char *p;

	for (i = 0; i < nsites; i++)
		if (sites[i].kind == SK_LEGACY && sites[i].macro) {
			long k = shims_find(&c->sh, sites[i].macro, strlen(sites[i].macro));

			if (k >= 0)
				cmd_shim_use(c, (size_t)k, def, ndef);
		}
	for (i = 0; i < nstmt; i++)
		if (stmt[i] < c->sh.n)
			c->stmts[stmt[i]]++;
	if (!ndef) {
		free(def);
		return 0;
	}
	p = strdup(path);
	if (!p || GROW(c->defs, c->ndefs, c->capdefs, 16)) {
		free(p);
		free(def);
		return -1;
	}
	c->defs[c->ndefs].path = p;
	c->defs[c->ndefs].def = def;
	c->defs[c->ndefs].n = ndef;
	c->ndefs++;
	return 0;
}

/* ------------------------------------------------------ the end */

/* Is name i a shim in this run: always uninitialized_var and the names the
 * user gives; any other one unless all its uses are statements. */
static int is_shim(const struct ctx *c, size_t i)
{
	return i == 0 || (c->sh.from[i] & (SHIM_OPTION | SHIM_CONFIG)) || c->uses[i] ||
	       !c->stmts[i];
}

/* Is shim i known to be one in this run: uninitialized_var, a name the
 * user gives, or one something declares with. */
static int used(const struct ctx *c, size_t i)
{
	return i == 0 || (c->sh.from[i] & (SHIM_OPTION | SHIM_CONFIG)) || c->uses[i];
}

/* One definition: a warning for one that self-initializes, of a shim that
 * something declares with (or uninitialized_var, or a name the user gave);
 * a note for the others, and for a macro of x = x that the files read do
 * not use at all, which may be a shim of code elsewhere, or a lint's mark
 * that nobody uses (Thrift's THRIFT_UNUSED_VARIABLE(x), ((x)=(x))). */
static void print_def(const struct ctx *c, const char *path, const struct def_at *d, size_t i)
{
	char under[256] = "";
	int legacy = !strcmp(d->name, "uninitialized_var"), hdr = cmd_is_header(path);

	if (d->cond[0])
		snprintf(under, sizeof(under), " (under %s)", d->cond);
	if (d->how == SH_SELF && !used(c, i))
		fprintf(stderr, "%s:%u:%u: note: %s() defined as '%s'%s, used by none of the "
			"files read: if code elsewhere declares with it, it keeps the garbage of "
			"what it declares (a shim: name it with --shim to convert and audit those "
			"uses)\n", path, d->line, d->col, d->name, d->body, under);
	else if (d->how == SH_SELF && c->uses[i] && (hdr ? !c->ext[i] : !d->uses))
		fprintf(stderr, "%s:%u:%u: warning: %s() still defined as '%s'%s, but no site "
			"read uses this definition: %s; delete it%s\n", path, d->line, d->col,
			d->name, d->body, under,
			hdr ? "every file read that uses it defines it itself"
			    : "this file does not use it (a .c file's definition serves that file)",
			hdr ? ", unless code outside the files read includes this header" : "");
	else if (d->how == SH_SELF && c->converted_all && c->uses[i])
		fprintf(stderr, "%s:%u:%u: warning: %s() still defined as '%s'%s, now unused: "
			"every use read was converted; delete it%s\n", path, d->line, d->col,
			d->name, d->body, under,
			hdr ? ", unless code outside the files read includes this header" : "");
	else if (d->how == SH_SELF)
		fprintf(stderr, "%s:%u:%u: warning: %s() still defined as '%s'%s: it keeps "
			"the garbage of every variable it declares; convert its uses, then "
			"delete it once nothing uses it, or make it safe in place: convert "
			"--definitions%s\n", path, d->line, d->col, d->name, d->body, under,
			legacy ? " (or include <uninitialized_var.h> after it)" : "");
	else if (d->how == SH_FALLBACK)
		fprintf(stderr, "%s:%u:%u: note: %s() also defined as '%s'%s: the fallback of a "
			"build without <init_for_compiler.h>, which keeps the garbage there\n",
			path, d->line, d->col, d->name, d->body, under);
	else
		fprintf(stderr, "%s:%u:%u: note: %s() %s as '%s'%s%s\n", path, d->line, d->col,
			d->name, d->how == SH_FORWARD ? "defined" : "also defined", d->body, under,
			d->how == SH_FORWARD ? ": made safe" : "");
}

/* text appended to c->wall[i], the list of name i's definitions: 0, or -1
 * when out of memory */
static int add_where(struct ctx *c, size_t i, const char *text)
{
	size_t have = c->wall[i] ? strlen(c->wall[i]) : 0, n = strlen(text);
	char *w = realloc(c->wall[i], have + n + 1);

	if (!w)
		return -1;
	memcpy(w + have, text, n + 1);
	c->wall[i] = w;
	return 0;
}

/* Definition d of name i (the n-th) into the list: the first six named. */
static void list_def(struct ctx *c, size_t i, const char *path, const struct def_at *d,
		     size_t n)
{
	char one[4200];

	if (!c->wall || d->how == SH_OTHER || n >= 6)
		return;
	snprintf(one, sizeof(one), "%s%s:%u", n ? ", " : "", path, d->line);
	if (add_where(c, i, one))
		util_error("%s\n", strerror(ENOMEM));
}

void cmd_report_defines(struct ctx *c)
{
	size_t f, k, *n = calloc(c->sh.n ? c->sh.n : 1, sizeof(*n));
	char more[64];

	if (!c->wall && c->sh.n && n)
		c->wall = calloc(c->sh.n, sizeof(*c->wall));
	for (f = 0; f < c->ndefs; f++) {
		for (k = 0; k < c->defs[f].n; k++) {
			const struct def_at *d = &c->defs[f].def[k];
			long i = shims_find(&c->sh, d->name, strlen(d->name));

			if (i < 0 || !is_shim(c, (size_t)i))
				continue;
			print_def(c, c->defs[f].path, d, (size_t)i);
			c->defines += d->how == SH_SELF && used(c, (size_t)i);
			if (n && d->how != SH_OTHER)
				list_def(c, (size_t)i, c->defs[f].path, d, n[i]++);
		}
		free(c->defs[f].path);
		free(c->defs[f].def);
	}
	for (k = 0; c->wall && k < c->sh.n; k++)
		if (n[k] > 6) {
			snprintf(more, sizeof(more), " and %zu more", n[k] - 6);
			if (add_where(c, k, more))
				util_error("%s\n", strerror(ENOMEM));
		}
	free(n);
	free(c->defs);
	c->defs = NULL;
	c->ndefs = c->capdefs = 0;
}

void cmd_defines_left(unsigned long n, char *out, size_t cap)
{
	if (n)
		snprintf(out, cap, ", %lu self-initializing shim definition%s left", n,
			 cmd_plural(n));
	else
		out[0] = '\0';
}

/* One shim of the summary: NAME (N uses; defined in F:L; named by ...). */
static void print_one(const struct ctx *c, size_t i, int uses)
{
	const struct shims *sh = &c->sh;
	const char *sep = " (";

	fprintf(stderr, "%s %s", i ? "," : "", sh->names[i]);
	if (uses) {
		fprintf(stderr, "%s%lu use%s", sep, c->uses[i], cmd_plural(c->uses[i]));
		sep = "; ";
	}
	if (c->wall && c->wall[i]) {
		fprintf(stderr, "%sdefined in %s", sep, c->wall[i]);
		sep = "; ";
	} else if (sh->where[i]) {
		fprintf(stderr, "%sdefined in %s", sep, sh->where[i]);
		sep = "; ";
	}
	if (sh->from[i] & (SHIM_OPTION | SHIM_CONFIG))
		fprintf(stderr, "%snamed by %s", sep,
			sh->from[i] & SHIM_OPTION ? "--shim" : SHIM_CONFIG_FILE);
	fputs(strcmp(sep, " (") ? ")" : "", stderr);
}

void cmd_print_shims(const struct ctx *c, const char *cmd, int uses)
{
	const struct shims *sh = &c->sh;
	size_t i, shims = 0;
	int lint = 0;

	for (i = 1; i < sh->n; i++) {
		shims += is_shim(c, i) != 0;
		lint |= !is_shim(c, i);
	}
	if (shims || c->uses[0]) {
		fprintf(stderr, PROG ": %s: shims:", cmd);
		for (i = 0; i < sh->n; i++)
			if (is_shim(c, i))
				print_one(c, i, uses);
		fputc('\n', stderr);
	}
	for (i = 0; lint && i < sh->n; i++)
		if (!is_shim(c, i))
			fprintf(stderr, PROG ": %s: %s() is defined as x = x (%s) but only used as a "
				"statement (%lu time%s), never to declare: no shim\n", cmd,
				sh->names[i], sh->where[i] ? sh->where[i] : "?", c->stmts[i],
				cmd_plural(c->stmts[i]));
	for (i = 1; uses && i < sh->n; i++)
		if (sh->from[i] == SHIM_FOUND && is_shim(c, i)) {
			fprintf(stderr, PROG ": %s: hint: a run over part of the tree sees only the "
				"shims defined in that part: name them in a file " SHIM_CONFIG_FILE
				" at the top, one '--shim=NAME' a line (--shim=%s)\n", cmd, sh->names[i]);
			break;
		}
}
