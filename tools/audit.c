// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/audit.c - the records of the logs, and a verdict for every annotation.
 *
 * What a verdict rests on (docs/tool.md says the same for users):
 *
 *   review   a warning of this log is tied to the site: its declaration
 *            note ("'x' was declared here", gcc; "variable 'x' is declared
 *            here" or "initialize the variable 'x'", clang) names the
 *            site's file, line and variable, wherever the warning itself
 *            sits (an inlined helper, a header, a macro expansion). A
 *            warning without a note (old compilers) is tied to the site of
 *            that name in the function it was reported in; for an inlined
 *            warning, the function it was inlined into.
 *   stale    no warning is tied to the site, and a translation unit that
 *            holds the site's file printed the audit marker of
 *            <init_for_compiler.h> (so it was compiled with the annotations
 *            removed and the warnings on, by a compiler that checks) and
 *            did not fail.
 *   unknown  anything else, with the reason: the file did not compile, no
 *            unit holding it printed the marker, it is not in the log, or a
 *            warning names the variable at another line (the file changed).
 *
 * The lines of a log are read by logread.c.
 *
 * Paths are matched to the files given to the audit at the end: exactly
 * when the log's path exists here, else by its trailing components
 * (an O= build from another checkout, or a log moved elsewhere), and only
 * when exactly one given file matches.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "audit.h"

const char *const verdict_name[V_COUNT] = { "review", "stale", "unknown", "proven" };
const char *const evidence_name[EV_COUNT] = {
	"proven", "definite", "path", "every", "some", "stale", "unknown"
};

static size_t hash(const char *s, size_t n)
{
	size_t h = 5381, i;

	for (i = 0; i < n; i++)
		h = h * 33 + (unsigned char)s[i];
	return h;
}

/* The hash of string i of a pool (util_index_room()). */
static size_t pool_hash(const void *ctx, size_t i)
{
	const struct ar_pool *p = ctx;

	return hash(p->s[i], strlen(p->s[i]));
}

/* The id of s[0..n), added when new; AR_NONE when out of memory. A log
 * line can hold a NUL: the string ends there. */
uint32_t ar_intern(struct ar_pool *p, const char *s, size_t n)
{
	size_t k;

	n = strnlen(s, n);
	if (util_index_room(&p->idx, p->n, pool_hash, p))
		return AR_NONE;
	for (k = hash(s, n) & (p->idx.cap - 1); p->idx.tab[k]; k = (k + 1) & (p->idx.cap - 1)) {
		const char *e = p->s[p->idx.tab[k] - 1];

		if (strlen(e) == n && !memcmp(e, s, n))
			return p->idx.tab[k] - 1;
	}
	if (p->n == p->cap) {
		size_t cap = p->cap;	/* s and exists have cap elements */
		uint8_t *x;

		if (GROW(p->s, p->n, cap, 256))
			return AR_NONE;
		x = realloc(p->exists, cap);
		if (!x)
			return AR_NONE;
		p->exists = x;
		p->cap = cap;
	}
	p->s[p->n] = strndup(s, n);	/* POSIX 2008 (-D_XOPEN_SOURCE=700) */
	if (!p->s[p->n])
		return AR_NONE;
	p->exists[p->n] = 0;
	p->idx.tab[k] = (uint32_t)p->n + 1;
	return (uint32_t)p->n++;
}

static void pool_free(struct ar_pool *p)
{
	size_t i;

	for (i = 0; i < p->n; i++)
		free(p->s[i]);
	free(p->s);
	free(p->exists);
	free(p->idx.tab);
}

/* ------------------------------------------------------- the records */

struct audit *audit_new(void)
{
	struct audit *a = calloc(1, sizeof(*a));

	if (a) {
		a->base = AR_NONE;
		a->func = AR_NONE;
		a->cur_unit = AR_NONE;
		a->cmd_unit = AR_NONE;
		a->cur_log = -1;
		a->apath = AR_NONE;
		a->rt.cur = -1;
		a->rt.rep = AR_NONE;
		a->rt.test = AR_NONE;
	}
	return a;
}

void audit_free(struct audit *a)
{
	size_t i;

	if (!a)
		return;
	pool_free(&a->pool);
	for (i = 0; i < a->nlogs; i++)
		free(a->logs[i].label);
	free(a->logs);
	free(a->units);
	free(a->uidx.tab);
	free(a->incl);
	free(a->ucmd);
	free(a->mk);
	free(a->w);
	free(a->steps);
	for (i = 0; i < a->nruns; i++)
		free(a->runs[i].label);
	free(a->runs);
	free(a->rep);
	free(a->dirs);
	for (i = 0; i < a->nfiles; i++)
		free(a->files[i]);
	free(a->files);
	free(a->res);
	free(a->resd);
	free(a->by_base);
	free(a->matched);
	free(a);
}

const char *ar_str(const struct audit *a, uint32_t id)
{
	return id == AR_NONE ? NULL : a->pool.s[id];
}

/* ------------------------------------------------------- paths */

/* Lexical normalization in place: "a//b" "a/./b" "a/x/../b" -> "a/b";
 * leading ".." of a relative path are kept. */
static size_t normalize(char *p, size_t n)
{
	size_t o = 0, i = 0, keep = 0;	/* keep: bytes that ".." may not remove */
	int abs = n && p[0] == '/';

	if (abs) {
		o = 1;
		keep = 1;
		i = 1;
	}
	while (i < n) {
		size_t s = i, l;

		while (i < n && p[i] != '/')
			i++;
		l = i - s;
		if (i < n)
			i++;
		if (l == 0 || (l == 1 && p[s] == '.'))
			continue;
		if (l == 2 && p[s] == '.' && p[s + 1] == '.') {
			if (o > keep) {
				/* drop the last component */
				size_t e = o - 1;

				while (e > keep && p[e - 1] != '/')
					e--;
				o = e;
				continue;
			}
			if (abs)
				continue;
			memmove(p + o, "../", 3);
			o += 3;
			keep = o;
			continue;
		}
		memmove(p + o, p + s, l);
		o += l;
		p[o++] = '/';
	}
	if (o > 1 && p[o - 1] == '/')
		o--;
	if (o == 0)
		p[o++] = '.';
	p[o] = '\0';
	return o;
}

/* The canonical id of path[0..n) relative to dir (a pool id or AR_NONE):
 * realpath() when the file exists here, else the normalized path. */
uint32_t ar_canon(struct audit *a, const char *path, size_t n, uint32_t dir)
{
	char joined[PATH_MAX], real[PATH_MAX];
	const char *base = path[0] == '/' ? NULL : ar_str(a, dir);
	int len;
	uint32_t id;

	while (n && (path[n - 1] == ' ' || path[n - 1] == '\t'))
		n--;
	if (n == 0 || n >= PATH_MAX)
		return AR_NONE;
	len = base ? snprintf(joined, sizeof(joined), "%s/%.*s", base, (int)n, path)
		   : snprintf(joined, sizeof(joined), "%.*s", (int)n, path);
	if (len < 0 || (size_t)len >= sizeof(joined))
		return AR_NONE;
	if (realpath(joined, real) || (base && (len = snprintf(joined, sizeof(joined), "%.*s",
							       (int)n, path)) > 0 &&
				       realpath(joined, real))) {
		struct stat st;

		if (stat(real, &st) == 0 && S_ISREG(st.st_mode)) {
			id = ar_intern(&a->pool, real, strlen(real));
			if (id != AR_NONE)
				a->pool.exists[id] = 1;
			return id;
		}
	}
	len = base ? snprintf(joined, sizeof(joined), "%s/%.*s", base, (int)n, path)
		   : snprintf(joined, sizeof(joined), "%.*s", (int)n, path);
	if (len < 0 || (size_t)len >= sizeof(joined))
		return AR_NONE;
	len = (int)normalize(joined, (size_t)len);
	return ar_intern(&a->pool, joined, (size_t)len);
}

uint32_t ar_cur_dir(const struct audit *a)
{
	return a->ndirs ? a->dirs[a->ndirs - 1] : a->base;
}

uint32_t ar_path(struct audit *a, const char *s, size_t n)
{
	return ar_canon(a, s, n, ar_cur_dir(a));
}

/* ------------------------------------------------------- units */

static size_t uhash(uint32_t path, int log)
{
	return (size_t)path * 2654435761u + (size_t)log;
}

/* The hash of unit i (util_index_room()). */
static size_t unit_hash(const void *ctx, size_t i)
{
	const struct audit *a = ctx;

	return uhash(a->units[i].path, a->units[i].log);
}

uint32_t ar_unit(struct audit *a, uint32_t path)
{
	size_t k;
	int log = a->cur_log;

	if (path == AR_NONE || log < 0)
		return AR_NONE;
	if (util_index_room(&a->uidx, a->nunits, unit_hash, a))
		return AR_NONE;
	for (k = uhash(path, log) & (a->uidx.cap - 1); a->uidx.tab[k];
	     k = (k + 1) & (a->uidx.cap - 1)) {
		const struct ar_unit *u = &a->units[a->uidx.tab[k] - 1];

		if (u->path == path && u->log == log)
			return a->uidx.tab[k] - 1;
	}
	if (GROW(a->units, a->nunits, a->capunits, 16))
		return AR_NONE;
	a->units[a->nunits].path = path;
	a->units[a->nunits].log = (uint16_t)log;
	a->units[a->nunits].flags = 0;
	a->units[a->nunits].cmd = AR_NONE;
	a->units[a->nunits].ncmd = 0;
	a->uidx.tab[k] = (uint32_t)a->nunits + 1;
	return (uint32_t)a->nunits++;
}

void ar_include(struct audit *a, uint32_t unit, uint32_t header)
{
	if (unit == AR_NONE || header == AR_NONE || a->units[unit].path == header)
		return;
	if (a->nincl && a->incl[a->nincl - 1].unit == unit && a->incl[a->nincl - 1].header == header)
		return;
	if (GROW(a->incl, a->nincl, a->capincl, 16))
		return;
	a->incl[a->nincl].unit = unit;
	a->incl[a->nincl++].header = header;
}

void ar_command_unit(struct audit *a, uint32_t u, unsigned flags)
{
	if (u == AR_NONE)
		return;
	a->units[u].flags |= (uint8_t)flags;
	a->cmd_unit = u;	/* its command read: flags say its marker */
	a->cmd_known = 1;
	if (a->cur_log >= 0 && (flags & U_QUIET))
		a->logs[a->cur_log].quiet = 1;
	if (a->cur_log >= 0 && (flags & U_FLAGOFF))
		a->logs[a->cur_log].flagoff = 1;
}

void ar_unit_cmd(struct audit *a, uint32_t u, const char *pro, size_t n)
{
	uint32_t id = pro ? ar_intern(&a->pool, pro, n) : AR_NONE;
	struct ar_unit *x;
	size_t k;

	if (u == AR_NONE || (pro && id == AR_NONE))
		return;
	x = &a->units[u];
	if (!x->ncmd || (x->ncmd == 1 && x->cmd == id)) {
		x->cmd = id;
		x->ncmd = 1;
		return;
	}
	for (k = 0; x->ncmd > 1 && k < a->nucmd; k++)
		if (a->ucmd[k].unit == u && a->ucmd[k].cmd == id)
			return;
	if (GROW(a->ucmd, a->nucmd, a->capucmd, 16))
		return;
	a->ucmd[a->nucmd].unit = u;
	a->ucmd[a->nucmd++].cmd = id;
	x->ncmd = 2;
}

void ar_make_unit(struct audit *a, uint32_t path, uint8_t flags)
{
	if (path == AR_NONE || a->cur_log < 0 || GROW(a->mk, a->nmk, a->capmk, 16))
		return;
	a->mk[a->nmk].path = path;
	a->mk[a->nmk].log = (uint16_t)a->cur_log;
	a->mk[a->nmk++].flags = flags;
}

void ar_log_compiler(struct audit *a, const char *w, size_t n, int from_cmd)
{
	struct ar_log *l;

	if (a->cur_log < 0)
		return;
	l = &a->logs[a->cur_log];
	n = strnlen(w, n);
	if (n == 0 || n >= sizeof(l->cc))
		return;
	if (!l->cc[0]) {
		memcpy(l->cc, w, n);
		l->cc[n] = '\0';
		l->cc_from_cmd = (uint8_t)(from_cmd != 0);
	} else if (strlen(l->cc) != n || memcmp(l->cc, w, n)) {
		l->cc_mixed = 1;
	}
}

int audit_name_family(const char *name)
{
	if (strstr(name, "clang"))
		return 'c';
	if (strstr(name, "gcc") || strstr(name, "g++"))
		return 'g';
	return 0;
}

const char *audit_log_compiler(const struct audit *a, size_t i, int *how, int *family)
{
	const struct ar_log *l = &a->logs[i];
	int fam = l->gcc_signs && !l->clang_signs ? 'g' : l->clang_signs && !l->gcc_signs ? 'c' : 0;
	int cf = l->cc[0] && !l->cc_mixed ? audit_name_family(l->cc) : 0;

	*family = fam ? fam : cf;
	*how = 0;
	/* the compiler the commands ran, unless the diagnostics are the other
	 * one's (kbuild's .cmd files are the last build's, maybe not this
	 * log's) */
	if (cf && (!fam || fam == cf)) {
		*how = l->cc_from_cmd ? AUDIT_BY_CMD_FILE : AUDIT_BY_COMMAND;
		return l->cc;
	}
	if (fam) {
		*how = AUDIT_BY_DIAGNOSTICS;
		return fam == 'g' ? "gcc" : "clang";
	}
	return NULL;
}

int audit_set_log_label(struct audit *a, size_t i, const char *label)
{
	char *s = strdup(label);

	if (!s)
		return -1;
	free(a->logs[i].label);
	a->logs[i].label = s;
	return 0;
}

int ar_is_source(const char *s)
{
	size_t n = strlen(s);

	return (n > 2 && s[n - 2] == '.' && (s[n - 1] == 'c' || s[n - 1] == 'C')) ||
	       (n > 3 && (!strcmp(s + n - 3, ".cc") || !strcmp(s + n - 3, ".cp"))) ||
	       (n > 4 && (!strcmp(s + n - 4, ".cpp") || !strcmp(s + n - 4, ".cxx") ||
			  !strcmp(s + n - 4, ".c++")));
}

void audit_unit(struct audit *a, const char *path, const char *dir, unsigned flags)
{
	uint32_t d = dir ? ar_intern(&a->pool, dir, strlen(dir)) : AR_NONE;
	uint32_t u = ar_unit(a, ar_canon(a, path, strlen(path), d));

	ar_command_unit(a, u, flags);
}

int audit_log_family(const struct audit *a, size_t l)
{
	int how, fam;

	(void)audit_log_compiler(a, l, &how, &fam);
	return fam;
}

void audit_include(struct audit *a, const char *tu, const char *header, const char *dir)
{
	uint32_t d = dir ? ar_intern(&a->pool, dir, strlen(dir)) : AR_NONE;
	uint32_t u = ar_unit(a, ar_canon(a, tu, strlen(tu), d));

	ar_include(a, u, ar_canon(a, header, strlen(header), d));
}

/* ------------------------------------------------------- matching */

static const char *base_name(const char *p)
{
	const char *b = strrchr(p, '/');

	return b ? b + 1 : p;
}

static struct audit *sort_ctx;

static int by_base_cmp(const void *x, const void *y)
{
	const char *a = base_name(sort_ctx->files[*(const size_t *)x]);
	const char *b = base_name(sort_ctx->files[*(const size_t *)y]);
	int c = strcmp(a, b);

	if (c)
		return c;
	return *(const size_t *)x < *(const size_t *)y ? -1 : 1;
}

int audit_set_files(struct audit *a, char *const *paths, size_t n)
{
	size_t i;

	a->files = calloc(n ? n : 1, sizeof(*a->files));
	a->by_base = calloc(n ? n : 1, sizeof(*a->by_base));
	a->matched = calloc(a->nlogs ? a->nlogs : 1, sizeof(*a->matched));
	if (!a->files || !a->by_base || !a->matched)
		return -1;
	for (i = 0; i < n; i++) {
		char real[PATH_MAX];

		a->files[i] = strdup(realpath(paths[i], real) ? real : paths[i]);
		if (!a->files[i])
			return -1;
		a->nfiles++;
		a->by_base[i] = i;
	}
	sort_ctx = a;
	qsort(a->by_base, n, sizeof(*a->by_base), by_base_cmp);
	return 0;
}

/* Trailing path components that p and q have in common. */
static size_t common_tail(const char *p, const char *q)
{
	size_t i = strlen(p), j = strlen(q), k = 0;

	for (;;) {
		size_t a0 = i, b0 = j;

		while (a0 > 0 && p[a0 - 1] != '/')
			a0--;
		while (b0 > 0 && q[b0 - 1] != '/')
			b0--;
		if (i - a0 != j - b0 || i == a0 || memcmp(p + a0, q + b0, i - a0))
			return k;
		k++;
		if (a0 == 0 || b0 == 0)
			return k;
		i = a0 - 1;
		j = b0 - 1;
	}
}

static size_t components(const char *p)
{
	size_t k = 1;

	for (; *p; p++)
		if (*p == '/' && p[1])
			k++;
	return k;
}

/* Room in the resolution cache for pool id; 0, or -1 (out of memory). */
static int res_room(struct audit *a, uint32_t id)
{
	size_t cap = a->pool.n + 64;
	uint32_t *v;
	uint8_t *d;

	if (id < a->nres)
		return 0;
	v = realloc(a->res, cap * sizeof(*v));
	if (!v)
		return -1;
	a->res = v;
	d = realloc(a->resd, cap);
	if (!d)
		return -1;
	a->resd = d;
	memset(a->resd + a->nres, 0, cap - a->nres);
	a->nres = cap;
	return 0;
}

/* The first index into by_base of the given files whose basename is b. */
static size_t first_with_base(const struct audit *a, const char *b)
{
	size_t lo = 0, hi = a->nfiles;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (strcmp(base_name(a->files[a->by_base[mid]]), b) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* The given file that path p (not a file here) names by its trailing
 * components: a relative path's every component must match, an absolute
 * one's (a path of another machine or checkout) at least two; the longest
 * match wins, and only when one file has it. 1 + index, or 0. */
static uint32_t tail_match(const struct audit *a, const char *p, size_t from)
{
	const char *q = p, *b = base_name(p);
	size_t i, best = 0, nbest = 0, need;
	uint32_t r = 0;

	while (q[0] == '.' && q[1] == '.' && q[2] == '/')
		q += 3;
	need = p[0] == '/' ? 2 : components(q);
	for (i = from; i < a->nfiles && !strcmp(base_name(a->files[a->by_base[i]]), b); i++) {
		size_t k = common_tail(a->files[a->by_base[i]], q);

		if (k < need)
			continue;
		if (k > best) {
			best = k;
			nbest = 0;
		}
		if (k == best && nbest++ == 0)
			r = (uint32_t)a->by_base[i] + 1;
	}
	return nbest == 1 ? r : 0;
}

/* The given file a canonical path stands for: 1 + index, or 0. A path
 * that exists here is that file or none; one that does not is matched by
 * its trailing components. Cached per pool id. */
static uint32_t resolve(struct audit *a, uint32_t id)
{
	const char *p;
	size_t i, from;
	uint32_t r = 0;

	if (id == AR_NONE || res_room(a, id))
		return 0;
	if (a->resd[id])
		return a->res[id];
	p = ar_str(a, id);
	from = first_with_base(a, base_name(p));
	if (a->pool.exists[id]) {
		for (i = from; i < a->nfiles &&
		     !strcmp(base_name(a->files[a->by_base[i]]), base_name(p)); i++)
			if (!strcmp(a->files[a->by_base[i]], p))
				r = (uint32_t)a->by_base[i] + 1;
	} else {
		r = tail_match(a, p, from);
	}
	a->res[id] = r;
	a->resd[id] = 1;
	return r;
}

/* ------------------------------------------------------- function bodies */

/* The byte of a 1-byte punctuator t, or '\0'. */
static char punct(const char *buf, const struct token *t)
{
	return t->kind == TK_PUNCT && t->len == 1 ? buf[t->off] : '\0';
}

/* A keyword that takes a parenthesized argument (typeof, __attribute__,
 * ...): no function name. */
static int paren_keyword(const char *buf, const struct token *t)
{
	char tmp[32];
	size_t n = tok_copy(buf, t, tmp, sizeof(tmp));

	return n < sizeof(tmp) && (scan_keyword(tmp, n) & KW_PAREN);
}

static int add_func(struct scan_result *r, const char *buf, const struct token *name)
{
	struct func_span *f;

	if (GROW(r->funcs, r->nfuncs, r->capfuncs, 16))
		return -1;
	f = &r->funcs[r->nfuncs++];
	tok_copy(buf, name, f->name, sizeof(f->name));
	f->first_line = name->line;
	f->last_line = UINT32_MAX;
	return 0;
}

/* Where the walk over the code tokens is. */
struct func_walk {
	const struct token *name;	/* a function's name, maybe */
	int depth, pdepth;		/* of braces, of parentheses */
	int tail;			/* after the parameters: TAIL_* */
	int binit;			/* braces of a C++ brace-initializer open */
	int ns, nsdepth;		/* a namespace or extern "C" block coming; open */
};

/* What may stand between a C++ function's ')' and its body: qualifiers,
 * a constructor's initializer list, a trailing return type. */
enum { TAIL_NONE, TAIL_QUAL, TAIL_INIT, TAIL_RET };

/* Token t, between the parameters and the body of w->name (a C++ tail). */
static void func_tail(struct func_walk *w, const char *buf, const struct token *t)
{
	static const char *const qual[] = { "const", "volatile", "noexcept", "override",
					    "final", "mutable", "throw", "&", "&&", ")" };
	size_t k;

	if (w->pdepth > 0 || w->tail == TAIL_INIT)
		return;
	if (w->tail == TAIL_RET) {
		if (t->kind != TK_IDENT && !tok_is(buf, t, "::") && !tok_is(buf, t, "<") &&
		    !tok_is(buf, t, ">") && !tok_is(buf, t, "*") && !tok_is(buf, t, "&") &&
		    !tok_is(buf, t, ","))
			w->tail = TAIL_NONE;
		return;
	}
	if (tok_is(buf, t, "->")) {
		w->tail = TAIL_RET;
		return;
	}
	if (tok_is(buf, t, ":")) {
		w->tail = TAIL_INIT;
		return;
	}
	for (k = 0; k < sizeof(qual) / sizeof(qual[0]); k++)
		if (tok_is(buf, t, qual[k]))
			return;
	if (!tok_is(buf, t, "(") && !tok_is(buf, t, "{"))
		w->tail = TAIL_NONE;
}

/* '{' at token t, after prev: a function's body, a namespace's (or extern
 * "C"'s, whose functions are at file scope still), a brace-initializer of
 * a constructor's initializer list, or any other block. */
static int func_open(struct func_walk *w, struct scan_result *r, const char *buf,
		     const struct token *prev)
{
	char pp = prev ? punct(buf, prev) : '\0';

	if (w->depth == 0 && w->ns) {
		w->ns = 0;
		w->nsdepth++;
		return 0;
	}
	if (w->depth == 0 && w->tail == TAIL_INIT && prev &&
	    (prev->kind == TK_IDENT || pp == '>')) {
		w->binit++;
		return 0;
	}
	if (w->depth == 0 && w->name && (pp == ')' || pp == ';' || w->tail != TAIL_NONE) &&
	    add_func(r, buf, w->name))
		return -1;
	w->tail = TAIL_NONE;
	w->depth++;
	return 0;
}

/* '}' at token t: the end of a function's body, a namespace, or a
 * brace-initializer. */
static void func_close(struct func_walk *w, struct scan_result *r, const struct token *t)
{
	if (w->binit > 0) {
		w->binit--;
	} else if (w->depth > 0 && --w->depth == 0) {
		if (r->nfuncs && r->funcs[r->nfuncs - 1].last_line == UINT32_MAX)
			r->funcs[r->nfuncs - 1].last_line = t->line;
		w->name = NULL;
	} else if (w->depth == 0 && w->nsdepth > 0) {
		w->nsdepth--;
	}
}

/* Code token t, after prev (NULL for the first): a name before '(' outside
 * any body, a body that follows its ')' (or the ';' of K&R parameter
 * declarations, or C++'s qualifiers, initializer list, trailing return
 * type), the '}' that ends it; namespaces and extern "C" blocks are no
 * bodies. */
static int func_token(struct func_walk *w, struct scan_result *r, const char *buf,
		      const struct token *t, const struct token *prev)
{
	if (w->depth == 0 && w->tail != TAIL_NONE)
		func_tail(w, buf, t);
	if (w->depth == 0 && (tok_is(buf, t, "namespace") ||
			      (t->kind == TK_STRING && prev && tok_is(buf, prev, "extern"))))
		w->ns = 1;
	switch (punct(buf, t)) {
	case '(':
		if (w->depth == 0 && w->pdepth == 0 && w->tail == TAIL_NONE && prev &&
		    prev->kind == TK_IDENT && !paren_keyword(buf, prev))
			w->name = prev;
		w->pdepth++;
		w->ns = 0;
		break;
	case ')':
		if (w->pdepth > 0 && --w->pdepth == 0 && w->depth == 0 && w->name &&
		    w->tail == TAIL_NONE)
			w->tail = TAIL_QUAL;
		break;
	case '=':
	case ';':
		if (w->depth == 0 && w->pdepth == 0) {
			if (punct(buf, t) == '=')
				w->name = NULL;
			w->tail = TAIL_NONE;
			w->ns = 0;
		}
		break;
	case '{':
		return func_open(w, r, buf, prev);
	case '}':
		func_close(w, r, t);
		break;
	default:
		break;
	}
	return 0;
}

int audit_funcs(const char *buf, const struct tokvec *tv, struct scan_result *r)
{
	struct func_walk w = { NULL, 0, 0, TAIL_NONE, 0, 0, 0 };
	const struct token *prev = NULL;
	size_t k;

	scan_init();
	r->nfuncs = 0;
	for (k = 0; k < tv->n; k++) {
		const struct token *t = &tv->v[k];

		if (t->kind == TK_COMMENT || (t->flags & TF_PP))
			continue;
		if (func_token(&w, r, buf, t, prev))
			return -1;
		prev = t;
	}
	for (k = 0; k < r->nsites; k++)
		r->sites[k].func = audit_func_at(r, r->sites[k].line);
	return 0;
}

uint32_t audit_func_at(const struct scan_result *r, uint32_t line)
{
	size_t i;

	for (i = r->nfuncs; i-- > 0;)
		if (r->funcs[i].first_line <= line && line <= r->funcs[i].last_line)
			return (uint32_t)i;
	return NO_TOK;
}

/* ------------------------------------------------------- verdicts */

static const char *func_name(const struct scan_result *r, uint32_t i)
{
	return i == NO_TOK ? NULL : r->funcs[i].name;
}

/* The variable of site s that warnings name: its name, or for an
 * assignment (ASSIGN_FOR_COMPILER(s.m, 0)) the variable it assigns. */
static const char *site_var(const struct site *s)
{
	return s->assign ? s->var : s->name;
}

/* Does a warning about the variable w name the variable v: v itself, or
 * a member or element of it as GCC names them ('v.m', 'v[1]')? */
static int names_var(const char *w, const char *v)
{
	size_t n = strlen(v);

	return n && !strncmp(w, v, n) && (w[n] == '\0' || w[n] == '.' || w[n] == '[');
}

/* Does warning w belong to site s of file f (1 + index)? */
static int ties(struct audit *a, const struct ar_warn *w, uint32_t f,
		 const struct scan_result *r, const struct site *s)
{
	if (s->assign ? !names_var(ar_str(a, w->name), s->var) : strcmp(ar_str(a, w->name), s->name) != 0)
		return 0;
	if (w->mdecl != AR_NONE && resolve(a, w->mdecl) == f &&
	    (w->mdecl_line == s->line || w->mdecl_line == s->decl_line))
		return 1;
	if (w->decl != AR_NONE)
		return resolve(a, w->decl) == f &&
		       (w->decl_line == s->line || w->decl_line == s->decl_line);
	{
		const char *sf = func_name(r, s->func), *wf;

		if (!sf || resolve(a, w->home) != f)
			return 0;
		wf = w->home_func != AR_NONE ? ar_str(a, w->home_func)
					   : func_name(r, audit_func_at(r, w->home_line));
		return wf && !strcmp(wf, sf);
	}
}

/* Make-view path q names unit path p: equal, or q's components are the
 * tail of p's. */
static int same_unit(const char *p, const char *q)
{
	while (q[0] == '.' && q[1] == '.' && q[2] == '/')
		q += 3;
	return !strcmp(p, q) || (q[0] != '/' && common_tail(p, q) >= components(q));
}

/* Unit u's U_* bits in log l, with U_FAILED where make reported it failed;
 * *ok set when it was checked cleanly (the marker, optimized, no failure,
 * none of the bits of bad: U_FLAGOFF for gcc). */
#define U_NOTLIVE 0x100u	/* a unit checked the file, but not the site's code */
#define LIVE_EVALS 64		/* commands evaluated per site and log, at most */

/* What the units compiled of a site's code: its file, tokens and line;
 * base: pp_line() without a command line (PP_ON: every unit compiled it). */
struct live {
	const char *buf;
	const struct tokvec *tv;
	uint32_t line;
	int base, off, unknown, nocmd, unit_why;
	size_t nevals;
	char why[160], macro[64];	/* the first group not on, its macro */
};

/* Does unit u compile the site's code (lc)? Each of its commands' -D and
 * -U decide its #if groups (ppif.c); the first that is not on says why. */
static int unit_live(struct audit *a, const struct ar_unit *u, struct live *lc)
{
	uint32_t ui = (uint32_t)(u - a->units);
	size_t k = 0;
	uint32_t id = u->cmd;
	char why[sizeof(lc->why)], macro[sizeof(lc->macro)];

	if (lc->base == PP_ON)
		return 1;
	if (!u->ncmd) {
		lc->nocmd = 1;
		return 0;
	}
	for (;;) {
		int r;

		if (lc->nevals >= LIVE_EVALS) {
			lc->unknown = 1;	/* too many units to decide each */
			return 0;
		}
		lc->nevals++;
		r = pp_line(lc->buf, lc->tv, lc->line, id == AR_NONE ? NULL : ar_str(a, id), why,
			    sizeof(why), macro, sizeof(macro));
		if (r == PP_ON)
			return 1;
		if (!lc->unit_why) {	/* the first unit's reason */
			memcpy(lc->why, why, sizeof(why));
			memcpy(lc->macro, macro, sizeof(macro));
			lc->unit_why = 1;
		}
		lc->unknown |= r == PP_UNKNOWN;
		lc->off |= r == PP_OFF;
		for (; u->ncmd > 1 && k < a->nucmd && a->ucmd[k].unit != ui; k++)
			;
		if (u->ncmd < 2 || k >= a->nucmd)
			return 0;
		id = a->ucmd[k++].cmd;
	}
}

static unsigned unit_state(struct audit *a, size_t l, const struct ar_unit *u, unsigned bad,
			   unsigned *ok, struct live *lc)
{
	unsigned fl = u->flags;
	size_t k;

	for (k = 0; k < a->nmk; k++)
		if (a->mk[k].log == l && (a->mk[k].flags & (U_FAILED | U_FLAGOFF)) &&
		    same_unit(ar_str(a, u->path), ar_str(a, a->mk[k].path)))
			fl |= a->mk[k].flags & (U_FAILED | U_FLAGOFF);
	if (fl & U_FORCED)
		fl &= ~U_FLAGOFF;	/* -include: the header came first */
	if ((fl & (U_MARK | U_NOOPT | U_FAILED | U_QUIET | bad)) == U_MARK) {
		if (unit_live(a, u, lc))
			*ok = 1;
		else
			fl |= U_NOTLIVE;
	}
	return fl;
}

/* The state of file f in log l: U_* bits over the units that hold it
 * (bad: as for unit_state()). */
static unsigned file_state(struct audit *a, size_t l, uint32_t f, unsigned bad, int *in_log,
			   struct live *lc)
{
	unsigned st = 0, ok = 0;
	size_t i, k;

	*in_log = 0;
	for (i = 0; i < a->nunits; i++) {
		const struct ar_unit *u = &a->units[i];

		if (u->log != l || resolve(a, u->path) != f)
			continue;
		*in_log = 1;
		st |= unit_state(a, l, u, bad, &ok, lc);
	}
	for (i = 0; i < a->nincl; i++) {
		const struct ar_unit *u = &a->units[a->incl[i].unit];

		if (u->log != l || resolve(a, a->incl[i].header) != f)
			continue;
		*in_log = 1;
		st |= unit_state(a, l, u, bad, &ok, lc);
	}
	for (k = 0; k < a->nmk; k++) {
		if (a->mk[k].log != l || resolve(a, a->mk[k].path) != f)
			continue;
		*in_log = 1;
		st |= a->mk[k].flags & ~U_FLAGOFF;	/* a unit's, through unit_state() */
	}
	if (ok)
		st |= 0x80u;	/* at least one unit checked it cleanly */
	return st;
}

static int ident_char(char c)
{
	return c == '_' || c == '$' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9');
}

/* Does line `line` of buf hold the identifier name? */
static int line_has_name(const char *buf, size_t len, uint32_t line, const char *name)
{
	size_t i = 0, m = strlen(name), e;
	uint32_t l = 1;

	while (i < len && l < line)
		if (buf[i++] == '\n')
			l++;
	if (l != line)
		return 0;
	for (e = i; e < len && buf[e] != '\n'; e++)
		;
	for (; i + m <= e; i++) {
		if (memcmp(buf + i, name, m))
			continue;
		if ((i > 0 && ident_char(buf[i - 1])) || (i + m < e && ident_char(buf[i + m])))
			continue;
		return 1;
	}
	return 0;
}

/* Is line a declaration line of some audited site named name? */
static int some_site_at(const struct scan_result *r, const char *name, uint32_t line)
{
	size_t i;

	for (i = 0; i < r->nsites; i++) {
		const struct site *s = &r->sites[i];

		if ((s->kind == SK_ANNOTATION || s->kind == SK_LEGACY) && !strcmp(site_var(s), name) &&
		    (s->line == line || s->decl_line == line))
			return 1;
	}
	return 0;
}

/* How strongly a kind of warning says the variable is read unset. */
static int strength(int kind)
{
	static const int st[WK_COUNT] = { 1, 3, 4, 2 };	/* may, sometimes, is, analyzer */

	return kind >= 0 && kind < WK_COUNT ? st[kind] : 0;
}

/* Warning i of log l is tied to the site: keep the strongest, and the one
 * that names a path. */
static void add_warned(struct audit *a, const struct ar_warn *w, uint32_t i,
		       struct log_verdict *lv)
{
	if (!lv->why || strength(w->kind) > strength(a->w[lv->warn].kind)) {
		lv->why = ar_str(a, w->text);
		lv->warn = i;
	}
	if ((w->kind == WK_SOMETIMES || w->kind == WK_ANALYZER) && w->nsteps &&
	    (lv->path == AUDIT_NO_WARN || strength(w->kind) > strength(a->w[lv->path].kind)))
		lv->path = i;
	lv->kinds |= 1u << w->kind;
}

/* Is the option text at p (after "ignored ") one that silences some
 * uninitialized warning of compiler family fam ('g', 'c', 0: either)?
 * gcc: -Wmaybe-uninitialized, -Wuninitialized (and only in its own
 * "#pragma GCC"); clang: -Wuninitialized (-Wsometimes-uninitialized is in
 * it), -Wsometimes-uninitialized, -Wconditional-uninitialized, and the
 * groups that hold them: -Wall, -Wmost, -Weverything. */
static int silencing(const char *p, size_t n, int gcc_pragma, int fam)
{
	static const char *const g[] = { "\"-Wmaybe-uninitialized\"", "\"-Wuninitialized\"" };
	static const char *const c[] = { "\"-Wuninitialized\"", "\"-Wsometimes-uninitialized\"",
					 "\"-Wconditional-uninitialized\"", "\"-Wall\"", "\"-Wmost\"",
					 "\"-Weverything\"" };
	size_t k, m;

	for (k = 0; fam != 'c' && gcc_pragma && k < sizeof(g) / sizeof(g[0]); k++)
		if (n >= (m = strlen(g[k])) && !memcmp(p, g[k], m))
			return 1;
	for (k = 0; fam != 'g' && k < sizeof(c) / sizeof(c[0]); k++)
		if (n >= (m = strlen(c[k])) && !memcmp(p, c[k], m))
			return 1;
	return 0;
}

/* One "#pragma GCC|clang diagnostic ..." line p[0..n) (after the '#'):
 * the new state of "warnings off since line `line`" (0: on), and the
 * push/pop stack. */
static uint32_t pragma_step(const char *p, size_t n, uint32_t line, uint32_t off, int fam,
			    uint32_t *stack, size_t *depth)
{
	size_t i = 0;
	int gcc;

	while (i < n && (p[i] == ' ' || p[i] == '\t'))
		i++;
	if (n - i < 7 || memcmp(p + i, "pragma", 6))
		return off;
	for (i += 6; i < n && (p[i] == ' ' || p[i] == '\t'); i++)
		;
	gcc = n - i > 3 && !memcmp(p + i, "GCC", 3);
	if (!gcc && (n - i < 5 || memcmp(p + i, "clang", 5)))
		return off;
	for (i += gcc ? 3 : 5; i < n && (p[i] == ' ' || p[i] == '\t'); i++)
		;
	if (n - i < 10 || memcmp(p + i, "diagnostic", 10))
		return off;
	for (i += 10; i < n && (p[i] == ' ' || p[i] == '\t'); i++)
		;
	if (n - i >= 4 && !memcmp(p + i, "push", 4)) {
		if (*depth < 16)
			stack[(*depth)++] = off;
	} else if (n - i >= 3 && !memcmp(p + i, "pop", 3)) {
		return *depth ? stack[--*depth] : off;
	} else if (n - i >= 8 && !memcmp(p + i, "ignored ", 8)) {
		for (i += 8; i < n && (p[i] == ' ' || p[i] == '\t'); i++)
			;
		if (silencing(p + i, n - i, gcc, fam))
			return line;
	} else if ((n - i >= 8 && !memcmp(p + i, "warning ", 8)) ||
		   (n - i >= 6 && !memcmp(p + i, "error ", 6))) {
		for (i += p[i] == 'w' ? 8 : 6; i < n && (p[i] == ' ' || p[i] == '\t'); i++)
			;
		if (silencing(p + i, n - i, gcc, fam))
			return 0;
	}
	return off;
}

/* The line of a "#pragma GCC|clang diagnostic ignored" of the file that
 * turns an uninitialized warning of family fam off anywhere in lines
 * [from, to] (push and pop followed); 0 when there is none. Pragmas of
 * other files (a header included later) and _Pragma are not seen. */
static uint32_t pragma_off(const char *buf, size_t len, uint32_t from, uint32_t to, int fam)
{
	uint32_t stack[16], off = 0, line = 1;
	size_t depth = 0, i = 0;

	while (i < len && line <= to) {
		const char *e = memchr(buf + i, '\n', len - i);
		size_t n = e ? (size_t)(e - (buf + i)) : len - i, k = 0;

		while (k < n && (buf[i + k] == ' ' || buf[i + k] == '\t'))
			k++;
		if (line >= from && off)
			return off;
		if (k < n && buf[i + k] == '#')
			off = pragma_step(buf + i + k + 1, n - k - 1, line, off, fam, stack, &depth);
		i += n + 1;
		line++;
	}
	return line > from ? off : 0;
}

/* The verdict of one log on site s of file f (1 + index). */
static void log_verdict(struct audit *a, size_t l, uint32_t f, const char *buf, size_t len,
			 const struct scan_result *r, const struct site *s,
			 struct log_verdict *lv, struct live *lc)
{
	int in_log = 0, moved = 0, how, fam;
	unsigned st;
	size_t i;

	lv->warn = lv->path = AUDIT_NO_WARN;
	for (i = 0; f && i < a->nw; i++) {
		const struct ar_warn *w = &a->w[i];

		if (w->log != l)
			continue;
		if (ties(a, w, f, r, s)) {
			a->w[i].on_site = 1;
			add_warned(a, w, (uint32_t)i, lv);
		} else if (w->decl != AR_NONE && *site_var(s) &&
			   !strcmp(ar_str(a, w->name), site_var(s)) &&
			   resolve(a, w->decl) == f && !some_site_at(r, site_var(s), w->decl_line) &&
			   !line_has_name(buf, len, w->decl_line, site_var(s))) {
			/* the note names a line that does not declare it now */
			moved = 1;
			lv->moved_line = w->decl_line;
		}
	}
	if (lv->kinds) {
		lv->state = LS_WARNED;
		a->matched[l]++;
		return;
	}
	/* the warning off on gcc's command line, the header not first: gcc
	 * prints nothing for what precedes the header (a macro's expansion
	 * in an earlier header), so its silence is no evidence; clang's
	 * analysis stays in the site's function, after the header */
	(void)audit_log_compiler(a, l, &how, &fam);
	st = f ? file_state(a, l, f, fam == 'g' ? U_FLAGOFF : 0u, &in_log, lc) : 0u;
	if (in_log)
		a->matched[l]++;
	if (moved)
		lv->state = LS_MOVED;
	else if ((st & 0x80u) && (lv->moved_line = pragma_off(buf, len,
		 s->func != NO_TOK ? r->funcs[s->func].first_line : s->line,
		 s->func != NO_TOK ? r->funcs[s->func].last_line : s->line, fam)) != 0)
		lv->state = LS_PRAGMA;
	else if (st & 0x80u)
		lv->state = LS_CLEAN;
	else if (st & U_NOTLIVE)
		lv->state = LS_NOTLIVE;
	else if (st & U_FAILED)
		lv->state = LS_FAILED;
	else if (st & U_NOOPT)
		lv->state = LS_NOOPT;
	else if (st & U_QUIET)
		lv->state = LS_QUIET;
	else if (fam == 'g' && (st & U_FLAGOFF))
		lv->state = LS_FLAGOFF;
	else if (in_log)
		lv->state = LS_NOMARK;
	else
		lv->state = LS_ABSENT;
}

/* The annotated sites of r in the function of s, named name (NULL: any
 * name): their number, and their names (but s's) in others. */
static size_t sites_in_func(const struct scan_result *r, const struct site *s, const char *name,
			    char *others, size_t cap)
{
	size_t i, n = 0, o = 0;

	if (others && cap)
		others[0] = '\0';
	for (i = 0; i < r->nsites; i++) {
		const struct site *t = &r->sites[i];

		if ((t->kind != SK_ANNOTATION && t->kind != SK_LEGACY) || t->func != s->func ||
		    (name && strcmp(site_var(t), name)))
			continue;
		n++;
		if (others && t != s && o + strlen(t->name) + 3 < cap)
			o += (size_t)snprintf(others + o, cap - o, "%s%s", o ? ", " : "", t->name);
	}
	return n;
}

/* How runtime report p is tied to site s of file f (TIE_*). */
static int report_tie(struct audit *a, const struct ar_report *p, uint32_t f,
		      const struct scan_result *r, const struct site *s, char *others, size_t cap)
{
	const char *sf = func_name(r, s->func), *pf = ar_str(a, p->origin_at.func);
	int same_func = sf && pf && !strcmp(sf, pf);
	int file = p->origin_at.file == AR_NONE ? -1 : resolve(a, p->origin_at.file) == f;

	if (p->origin != RO_STACK || file == 0)
		return TIE_NONE;
	if (p->var != AR_NONE) {	/* MemorySanitizer names the variable */
		if (strcmp(ar_str(a, p->var), site_var(s)))
			return TIE_NONE;
		if (file < 0)
			return same_func ? TIE_NO_FILE : TIE_NONE;
		if (p->decl_exact)
			return p->origin_at.line >= s->decl_line && p->origin_at.line <= s->line
				       ? TIE_DECL : TIE_NONE;
		return same_func && sites_in_func(r, s, site_var(s), NULL, 0) == 1 ? TIE_FUNC
									     : TIE_NONE;
	}
	if (!same_func)		/* valgrind names only the function */
		return TIE_NONE;
	if (file < 0)
		return TIE_NO_FILE;
	return sites_in_func(r, s, NULL, others, cap) == 1 ? TIE_ONLY : TIE_ONE_OF;
}

/* The runtime reports tied to site s: the proof, a weaker hint. */
static void runtime_verdict(struct audit *a, uint32_t f, const struct scan_result *r,
			    const struct site *s, struct site_verdict *out)
{
	size_t i;

	for (i = 0; f && i < a->nrep; i++) {
		struct ar_report *p = &a->rep[i];
		char others[sizeof(out->hint.others)];
		int how = report_tie(a, p, f, r, s, others, sizeof(others));

		if (how == TIE_DECL || how == TIE_FUNC || how == TIE_ONLY) {
			p->tied++;
			if (out->proof.how == TIE_NONE || how < out->proof.how) {
				out->proof.how = how;
				out->proof.report = (uint32_t)i;
			}
		} else if (how != TIE_NONE) {
			p->weak++;
			if (out->hint.how == TIE_NONE) {
				out->hint.how = how;
				out->hint.report = (uint32_t)i;
				memcpy(out->hint.others, others, sizeof(others));
			}
		}
	}
}

/* The evidence the verdict rests on (enum evidence), and proven when a
 * run proves it; a site a run names with others is never stale. */
static void evidence(struct site_verdict *out)
{
	if (out->proof.how != TIE_NONE) {
		out->v = V_PROVEN;
		out->ev = EV_PROVEN;
	} else if (out->v == V_REVIEW && (out->kinds & (1u << WK_IS))) {
		out->ev = EV_DEFINITE;
	} else if ((out->v == V_REVIEW &&
		    (out->kinds & ((1u << WK_SOMETIMES) | (1u << WK_ANALYZER)))) ||
		   out->hint.how != TIE_NONE) {
		out->v = V_REVIEW;
		out->ev = EV_PATH;
	} else if (out->v == V_REVIEW) {
		out->ev = out->nlogs >= 2 && out->nwarned == out->nlogs ? EV_EVERY : EV_SOME;
	} else {
		out->ev = out->v == V_STALE ? EV_STALE : EV_UNKNOWN;
	}
}

/* The site's group that no unit showed on, for the site's verdict. */
static void live_why(const struct live *lc, struct site_verdict *out)
{
	out->cond_state = lc->off && !lc->unknown && !lc->nocmd ? PP_OFF : PP_UNKNOWN;
	snprintf(out->cond, sizeof(out->cond), "%s", lc->why);
	snprintf(out->cond_macro, sizeof(out->cond_macro), "%s", lc->macro);
	out->cond_nocmd = lc->nocmd;
}

enum verdict audit_site(struct audit *a, const char *path, const char *buf, size_t len,
			const struct tokvec *tv, const struct scan_result *r,
			const struct site *s, struct site_verdict *out)
{
	char real[PATH_MAX];
	uint32_t f = 0;
	size_t l;
	int clean = 0, moved = 0, notlive = 0;
	struct live lc;

	memset(out, 0, sizeof(*out));
	memset(&lc, 0, sizeof(lc));
	lc.buf = buf;
	lc.tv = tv;
	lc.line = s->line;
	lc.base = pp_line(buf, tv, s->line, NULL, lc.why, sizeof(lc.why), lc.macro,
			  sizeof(lc.macro));
	out->v = V_UNKNOWN;
	out->warn = AUDIT_NO_WARN;
	if (realpath(path, real)) {
		uint32_t id = ar_intern(&a->pool, real, strlen(real));

		if (id != AR_NONE) {
			a->pool.exists[id] = 1;
			f = resolve(a, id);
		}
	}
	out->nlogs = a->nlogs < AUDIT_MAX_LOGS ? a->nlogs : AUDIT_MAX_LOGS;
	for (l = 0; l < out->nlogs; l++) {
		struct log_verdict *lv = &out->log[l];

		log_verdict(a, l, f, buf, len, r, s, lv, &lc);
		if (lv->state == LS_WARNED) {
			out->v = V_REVIEW;
			out->nwarned++;
			if (!out->why ||
			    strength(a->w[lv->warn].kind) > strength(a->w[out->warn].kind)) {
				out->why = lv->why;
				out->warn = lv->warn;
			}
			out->kinds |= lv->kinds;
		}
		clean |= lv->state == LS_CLEAN;
		moved |= lv->state == LS_MOVED;
		notlive |= lv->state == LS_NOTLIVE;
	}
	if (notlive)
		live_why(&lc, out);
	/* a moved note may be this site's warning; what an assignment puts
	 * through a pointer, or into no local, no warning of its function
	 * names: its silence says nothing */
	if (out->v != V_REVIEW && clean && !moved && !(s->assign && s->through >= 2))
		out->v = V_STALE;
	runtime_verdict(a, f, r, s, out);
	evidence(out);
	return out->v;
}

const char *const log_state_name[LS_COUNT] = {
	"not in the log", "warned", "no warning", "did not compile",
	"compiled without the audit marker (not an audit build, or a compiler that cannot check)",
	"GCC without optimization checks nothing",
	"a warning names this variable at another line (file changed since the build?)",
	"compiled with -w, which turns every warning off (the header cannot turn them back on)",
	"gcc, with the warning off (-Wno-maybe-uninitialized: on its command line, or kbuild's "
	"when no .cmd file is here to show the command) and <init_for_compiler.h> not put "
	"first: gcc keeps it off in the code before the header (a macro of an earlier "
	"header), so its silence proves nothing; build with -include init_for_compiler.h",
	"the file turns the warning off (#pragma ... diagnostic ignored)",
	"compiled, but not shown to compile this code",
};

/* ------------------------------------------------------- inputs */

size_t audit_log_matched(const struct audit *a, size_t l)
{
	return a->matched ? a->matched[l] : 0;
}

void audit_log_stats(const struct audit *a, size_t l, struct log_stats *st)
{
	size_t i, seen = 0, failed = 0, mseen = 0, mfailed = 0;

	memset(st, 0, sizeof(*st));
	st->markers = a->logs[l].markers;
	st->noopt = a->logs[l].noopt;
	st->unattributed = a->logs[l].unattributed;
	st->warnings = a->logs[l].nwarn;
	for (i = 0; i < a->nw; i++)
		st->on_sites += a->w[i].log == l && a->w[i].on_site;
	for (i = 0; i < a->nunits; i++) {
		if (a->units[i].log != l)
			continue;
		seen += (a->units[i].flags & (U_SEEN | U_MARK | U_FAILED)) != 0;
		failed += (a->units[i].flags & U_FAILED) != 0;
		st->forced += (a->units[i].flags & U_FORCED) != 0;
	}
	for (i = 0; i < a->nmk; i++) {
		if (a->mk[i].log != l)
			continue;
		mseen += (a->mk[i].flags & U_SEEN) != 0;
		mfailed += (a->mk[i].flags & U_FAILED) != 0;
	}
	/* make's lines and the compiler's paths name the same units twice */
	st->units = seen > mseen ? seen : mseen;
	st->failed = failed > mfailed ? failed : mfailed;
	st->kbuild = a->logs[l].kbuild;
	st->cflags_audit = a->logs[l].cflags_audit;
	st->make_idle = a->logs[l].make_idle;
	st->quiet = a->logs[l].quiet;
	st->flagoff = a->logs[l].flagoff;
	st->kbuild_nocmd = a->logs[l].kbuild_nocmd;
	st->first_error = ar_str(a, a->logs[l].first_error);
	/* a unit it compiled (for the message when none holds a file given) */
	for (i = 0; i < a->nunits && !st->other_unit; i++) {
		const struct ar_unit *u = &a->units[i];

		if (u->log == l && (u->flags & (U_SEEN | U_MARK | U_FAILED))) {
			st->other_unit = ar_str(a, u->path);
			st->other_here = a->pool.exists[u->path];
		}
	}
	for (i = 0; i < a->nmk && !st->other_unit; i++)
		if (a->mk[i].log == l && (a->mk[i].flags & U_SEEN)) {
			st->other_unit = ar_str(a, a->mk[i].path);
			st->other_here = a->pool.exists[a->mk[i].path];
		}
}

/* ------------------------------------------------------- for the tests */

size_t audit_nwarnings(const struct audit *a)
{
	return a->nw;
}

const char *audit_warning_name(const struct audit *a, size_t i)
{
	return ar_str(a, a->w[i].name);
}

uint32_t audit_warning_decl_line(const struct audit *a, size_t i)
{
	return a->w[i].decl == AR_NONE ? 0 : a->w[i].decl_line;
}

const char *audit_warning_decl_file(const struct audit *a, size_t i)
{
	return ar_str(a, a->w[i].decl);
}

const char *audit_warning_func(const struct audit *a, size_t i)
{
	return ar_str(a, a->w[i].home_func);
}

int audit_warning_kind(const struct audit *a, size_t i)
{
	return a->w[i].kind;
}

const char *audit_warning_unit(const struct audit *a, size_t i)
{
	return a->w[i].unit == AR_NONE ? NULL : ar_str(a, a->units[a->w[i].unit].path);
}

/* Flags of the unit at path (relative to the current directory) in log l,
 * or -1 when the log has no such unit. */
int audit_unit_flags(struct audit *a, size_t l, const char *path)
{
	uint32_t id = ar_canon(a, path, strlen(path), AR_NONE);
	size_t i;

	for (i = 0; i < a->nunits; i++)
		if (a->units[i].log == l && a->units[i].path == id)
			return a->units[i].flags;
	return -1;
}

/* ------------------------------------------------------- paths */

const char *audit_warning_text(const struct audit *a, uint32_t w)
{
	return w < a->nw ? ar_str(a, a->w[w].text) : NULL;
}

size_t audit_warning_path(const struct audit *a, uint32_t w, struct path_step *out, size_t cap)
{
	size_t i, n = 0;

	if (w >= a->nw)
		return 0;
	for (i = 0; i < a->w[w].nsteps && n < cap; i++) {
		const struct ar_step *st = &a->steps[a->w[w].step + i];

		out[n].file = ar_str(a, st->file);
		out[n].text = ar_str(a, st->text);
		out[n].line = st->line;
		out[n].col = st->col;
		out[n++].what = st->what;
	}
	return n;
}

/* A report's file: the given file it stands for (valgrind gives base
 * names), else as it is. */
static const char *given_path(struct audit *a, uint32_t id)
{
	uint32_t f = resolve(a, id);

	return f ? a->files[f - 1] : ar_str(a, id);
}

size_t audit_report_path(struct audit *a, uint32_t r, struct path_step *out, size_t cap)
{
	const struct ar_report *p;
	size_t i, n = 0, best = 0;

	if (r >= a->nrep || cap < 2)
		return 0;
	p = &a->rep[r];
	if (p->origin_at.file != AR_NONE || p->origin_at.func != AR_NONE) {
		out[n].file = given_path(a, p->origin_at.file);
		out[n].line = p->origin_at.line;
		out[n].col = p->origin_at.col;
		out[n].text = ar_str(a, p->origin_at.func);
		out[n++].what = PS_CREATED;
	}
	/* the read: the innermost frame in a file given, else the first */
	for (i = p->nread; i-- > 0;)
		if (p->read[i].file != AR_NONE && resolve(a, p->read[i].file))
			best = i;
	if (p->nread && (p->read[best].file != AR_NONE || p->read[best].func != AR_NONE)) {
		out[n].file = given_path(a, p->read[best].file);
		out[n].line = p->read[best].line;
		out[n].col = p->read[best].col;
		out[n].text = ar_str(a, p->read[best].func);
		out[n++].what = PS_READ;
	}
	return n;
}
