// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/audit.c - reading build logs, and a verdict for every annotation.
 *
 * What a verdict rests on (docs/tool.md says the same for users):
 *
 *   needed   a warning of this log is tied to the site: its declaration
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
 * Lines read from a log (ANSI colours removed first; messages must be in
 * English, LC_ALL=C, or gcc's UTF-8 quotes):
 *   FILE:LINE[:COL]: warning|error|fatal error|note: MSG    diagnostics
 *   In file included from F:L[,:] / from F:L[,:]            include chains
 *   In function 'f', / inlined from 'g' at F:L:C[,:]        gcc inlining
 *   FILE: In function 'f': / FILE: At top level:            gcc context
 *   make[N]: Entering|Leaving directory 'D'                 relative paths
 *   make[N]: *** [...: path/x.o] Error N                    a failed unit
 *   "  CC [M]  path/x.o", "  CHECK   path/x.c"              kbuild quiet
 *   cc|gcc|clang ... -c ... x.c                             command lines
 * For a kbuild object the directory's .x.o.cmd file, when it is there,
 * gives the source and every header the unit read.
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

#include "ifc.h"

const char *const verdict_name[V_COUNT] = { "needed", "stale", "unknown" };

#define NONE_ UINT32_MAX

/* ------------------------------------------------------- string pool */

struct pool_ {
	char **s;		/* by id */
	uint8_t *exists;	/* for canonical paths: the file exists here */
	size_t n, cap;
	uint32_t *tab;		/* open addressing: id + 1, 0 is empty */
	size_t tcap;
};

static size_t hash_(const char *s, size_t n)
{
	size_t h = 5381, i;

	for (i = 0; i < n; i++)
		h = h * 33 + (unsigned char)s[i];
	return h;
}

static int pool_grow_(struct pool_ *p)
{
	size_t cap = p->tcap ? p->tcap * 2 : 256, i, k;
	uint32_t *t = calloc(cap, sizeof(*t));

	if (!t)
		return -1;
	for (i = 0; i < p->n; i++) {
		for (k = hash_(p->s[i], strlen(p->s[i])) & (cap - 1); t[k]; k = (k + 1) & (cap - 1))
			;
		t[k] = (uint32_t)i + 1;
	}
	free(p->tab);
	p->tab = t;
	p->tcap = cap;
	return 0;
}

/* The id of s[0..n), added when new; NONE_ when out of memory. A log
 * line can hold a NUL: the string ends there. */
static uint32_t intern_(struct pool_ *p, const char *s, size_t n)
{
	size_t k;

	n = strnlen(s, n);
	if (2 * (p->n + 1) > p->tcap && pool_grow_(p))
		return NONE_;
	for (k = hash_(s, n) & (p->tcap - 1); p->tab[k]; k = (k + 1) & (p->tcap - 1)) {
		const char *e = p->s[p->tab[k] - 1];

		if (strlen(e) == n && !memcmp(e, s, n))
			return p->tab[k] - 1;
	}
	if (p->n == p->cap) {
		size_t cap = p->cap ? p->cap * 2 : 256;
		char **v = realloc(p->s, cap * sizeof(*v));
		uint8_t *x;

		if (!v)
			return NONE_;
		p->s = v;
		x = realloc(p->exists, cap);
		if (!x)
			return NONE_;
		p->exists = x;
		p->cap = cap;
	}
	p->s[p->n] = malloc(n + 1);
	if (!p->s[p->n])
		return NONE_;
	memcpy(p->s[p->n], s, n);
	p->s[p->n][n] = '\0';
	p->exists[p->n] = 0;
	p->tab[k] = (uint32_t)p->n + 1;
	return (uint32_t)p->n++;
}

static void pool_free_(struct pool_ *p)
{
	size_t i;

	for (i = 0; i < p->n; i++)
		free(p->s[i]);
	free(p->s);
	free(p->exists);
	free(p->tab);
}

/* ------------------------------------------------------- the records */

#define GROW_(v, n, cap)                                                     \
	((n) < (cap) ? 0 : grow_((void **)&(v), &(cap), sizeof(*(v))))

static int grow_(void **v, size_t *cap, size_t size)
{
	size_t c = *cap ? *cap * 2 : 16;
	void *p = realloc(*v, c * size);

	if (!p)
		return -1;
	*v = p;
	*cap = c;
	return 0;
}

/* What a log says about one translation unit (by the compiler's path). */
#define U_SEEN		AUDIT_SEEN
#define U_MARK		AUDIT_MARK
#define U_NOOPT		AUDIT_NOOPT
#define U_FAILED	AUDIT_FAILED

struct unit_ {
	uint32_t path;		/* canonical path (pool id) */
	uint16_t log;
	uint8_t flags;
};

struct incl_ {
	uint32_t unit;		/* index into units */
	uint32_t header;	/* canonical path */
};

/* make's view of a unit: the object's source, by make's path */
struct mk_ {
	uint32_t path;
	uint16_t log;
	uint8_t flags;		/* U_SEEN or U_FAILED */
};

struct warn_ {
	uint16_t log;
	uint8_t kind;		/* WK_* */
	uint32_t name, text;	/* pool ids */
	uint32_t decl, decl_line;	/* from the note; decl NONE_ without */
	uint32_t home, home_line, home_func;	/* where it belongs without a note */
	uint32_t unit;		/* index into units, or NONE_ */
};

struct log_ {
	char *label;
	uint32_t markers, noopt, unattributed;
	uint32_t nwarn;
};

struct audit {
	struct pool_ pool;
	struct log_ *logs;
	size_t nlogs, caplogs;
	struct unit_ *units;
	size_t nunits, capunits;
	uint32_t *utab;		/* (log, path) -> unit index + 1 */
	size_t utcap;
	struct incl_ *incl;
	size_t nincl, capincl;
	struct mk_ *mk;
	size_t nmk, capmk;
	struct warn_ *w;
	size_t nw, capw;

	/* reading state of the current log */
	uint32_t *dirs;		/* make's directory stack (pool ids) */
	size_t ndirs, capdirs;
	uint32_t base;		/* directory for relative paths without make's */
	uint32_t func;		/* gcc "In function" (pool id) or NONE_ */
	uint32_t cur_unit;	/* unit of the last diagnostic with a known unit */
	uint32_t chain[64];	/* include chain being read (canonical ids) */
	size_t nchain;
	int chain_gcc;		/* chain lines end in ',' (gcc: innermost first) */
	int chain_open;		/* a chain was read and waits for its diagnostic */
	int chain_prev;		/* the last line read was a chain line */
	uint32_t inl_func, inl_file, inl_line;	/* gcc inlining context */
	int inl_open;
	size_t pending;		/* first warning still taking notes */
	int cur_log;

	/* after audit_set_files */
	char **files;		/* canonical paths of the given files */
	size_t nfiles;
	uint32_t *res;		/* per pool id: file index + 1, 0 none, unresolved */
	uint8_t *resd;		/* per pool id: resolved already */
	size_t nres;
	size_t *by_base;	/* file indices sorted by basename */
	uint32_t *matched;	/* per log: records that named a given file */
};

struct audit *audit_new(void)
{
	struct audit *a = calloc(1, sizeof(*a));

	if (a) {
		a->base = NONE_;
		a->func = NONE_;
		a->cur_unit = NONE_;
		a->cur_log = -1;
	}
	return a;
}

void audit_free(struct audit *a)
{
	size_t i;

	if (!a)
		return;
	pool_free_(&a->pool);
	for (i = 0; i < a->nlogs; i++)
		free(a->logs[i].label);
	free(a->logs);
	free(a->units);
	free(a->utab);
	free(a->incl);
	free(a->mk);
	free(a->w);
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

static const char *str_(const struct audit *a, uint32_t id)
{
	return id == NONE_ ? NULL : a->pool.s[id];
}

/* ------------------------------------------------------- paths */

/* Lexical normalization in place: "a//b" "a/./b" "a/x/../b" -> "a/b";
 * leading ".." of a relative path are kept. */
static size_t normalize_(char *p, size_t n)
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

/* The canonical id of path[0..n) relative to dir (a pool id or NONE_):
 * realpath() when the file exists here, else the normalized path. */
static uint32_t canon_(struct audit *a, const char *path, size_t n, uint32_t dir)
{
	char joined[PATH_MAX], real[PATH_MAX];
	const char *base = path[0] == '/' ? NULL : str_(a, dir);
	int len;
	uint32_t id;

	while (n && (path[n - 1] == ' ' || path[n - 1] == '\t'))
		n--;
	if (n == 0 || n >= PATH_MAX)
		return NONE_;
	len = base ? snprintf(joined, sizeof(joined), "%s/%.*s", base, (int)n, path)
		   : snprintf(joined, sizeof(joined), "%.*s", (int)n, path);
	if (len < 0 || (size_t)len >= sizeof(joined))
		return NONE_;
	if (realpath(joined, real) || (base && (len = snprintf(joined, sizeof(joined), "%.*s",
							       (int)n, path)) > 0 &&
				       realpath(joined, real))) {
		struct stat st;

		if (stat(real, &st) == 0 && S_ISREG(st.st_mode)) {
			id = intern_(&a->pool, real, strlen(real));
			if (id != NONE_)
				a->pool.exists[id] = 1;
			return id;
		}
	}
	len = base ? snprintf(joined, sizeof(joined), "%s/%.*s", base, (int)n, path)
		   : snprintf(joined, sizeof(joined), "%.*s", (int)n, path);
	if (len < 0 || (size_t)len >= sizeof(joined))
		return NONE_;
	len = (int)normalize_(joined, (size_t)len);
	return intern_(&a->pool, joined, (size_t)len);
}

static uint32_t cur_dir_(const struct audit *a)
{
	return a->ndirs ? a->dirs[a->ndirs - 1] : a->base;
}

static uint32_t path_(struct audit *a, const char *s, size_t n)
{
	return canon_(a, s, n, cur_dir_(a));
}

/* ------------------------------------------------------- units */

static size_t uhash_(uint32_t path, int log)
{
	return (size_t)path * 2654435761u + (size_t)log;
}

static uint32_t unit_(struct audit *a, uint32_t path)
{
	size_t k;
	int log = a->cur_log;

	if (path == NONE_ || log < 0)
		return NONE_;
	if (2 * (a->nunits + 1) > a->utcap) {
		size_t cap = a->utcap ? a->utcap * 2 : 256, i;
		uint32_t *t = calloc(cap, sizeof(*t));

		if (!t)
			return NONE_;
		for (i = 0; i < a->nunits; i++) {
			for (k = uhash_(a->units[i].path, a->units[i].log) & (cap - 1); t[k];
			     k = (k + 1) & (cap - 1))
				;
			t[k] = (uint32_t)i + 1;
		}
		free(a->utab);
		a->utab = t;
		a->utcap = cap;
	}
	for (k = uhash_(path, log) & (a->utcap - 1); a->utab[k]; k = (k + 1) & (a->utcap - 1)) {
		const struct unit_ *u = &a->units[a->utab[k] - 1];

		if (u->path == path && u->log == log)
			return a->utab[k] - 1;
	}
	if (GROW_(a->units, a->nunits, a->capunits))
		return NONE_;
	a->units[a->nunits].path = path;
	a->units[a->nunits].log = (uint16_t)log;
	a->units[a->nunits].flags = 0;
	a->utab[k] = (uint32_t)a->nunits + 1;
	return (uint32_t)a->nunits++;
}

static void include_(struct audit *a, uint32_t unit, uint32_t header)
{
	if (unit == NONE_ || header == NONE_ || a->units[unit].path == header)
		return;
	if (a->nincl && a->incl[a->nincl - 1].unit == unit && a->incl[a->nincl - 1].header == header)
		return;
	if (GROW_(a->incl, a->nincl, a->capincl))
		return;
	a->incl[a->nincl].unit = unit;
	a->incl[a->nincl++].header = header;
}

static void make_unit_(struct audit *a, uint32_t path, uint8_t flags)
{
	if (path == NONE_ || a->cur_log < 0 || GROW_(a->mk, a->nmk, a->capmk))
		return;
	a->mk[a->nmk].path = path;
	a->mk[a->nmk].log = (uint16_t)a->cur_log;
	a->mk[a->nmk++].flags = flags;
}

static int is_source_(const char *s)
{
	size_t n = strlen(s);

	return (n > 2 && s[n - 2] == '.' && (s[n - 1] == 'c' || s[n - 1] == 'C')) ||
	       (n > 3 && (!strcmp(s + n - 3, ".cc") || !strcmp(s + n - 3, ".cp"))) ||
	       (n > 4 && (!strcmp(s + n - 4, ".cpp") || !strcmp(s + n - 4, ".cxx") ||
			  !strcmp(s + n - 4, ".c++")));
}

void audit_unit(struct audit *a, const char *path, const char *dir, unsigned flags)
{
	uint32_t d = dir ? intern_(&a->pool, dir, strlen(dir)) : NONE_;
	uint32_t u = unit_(a, canon_(a, path, strlen(path), d));

	if (u != NONE_)
		a->units[u].flags |= (uint8_t)flags;
}

void audit_include(struct audit *a, const char *tu, const char *header, const char *dir)
{
	uint32_t d = dir ? intern_(&a->pool, dir, strlen(dir)) : NONE_;
	uint32_t u = unit_(a, canon_(a, tu, strlen(tu), d));

	include_(a, u, canon_(a, header, strlen(header), d));
}

/* ------------------------------------------------------- logs */

void audit_set_dir(struct audit *a, const char *dir)
{
	a->ndirs = 0;
	a->base = dir ? intern_(&a->pool, dir, strlen(dir)) : NONE_;
}

int audit_begin_log(struct audit *a, const char *label)
{
	struct log_ *l;

	if (a->nlogs >= UINT16_MAX || GROW_(a->logs, a->nlogs, a->caplogs))
		return -1;
	l = &a->logs[a->nlogs];
	memset(l, 0, sizeof(*l));
	l->label = strdup(label ? label : "log");
	if (!l->label)
		return -1;
	a->cur_log = (int)a->nlogs++;
	a->ndirs = 0;
	a->base = NONE_;
	a->func = NONE_;
	a->cur_unit = NONE_;
	a->nchain = 0;
	a->chain_open = 0;
	a->inl_open = 0;
	a->pending = a->nw;
	return a->cur_log;
}

void audit_end_log(struct audit *a)
{
	a->pending = a->nw;
	a->func = NONE_;
	a->cur_unit = NONE_;
	a->chain_open = 0;
	a->nchain = 0;
	a->inl_open = 0;
}

size_t audit_nlogs(const struct audit *a)
{
	return a->nlogs;
}

const char *audit_log_label(const struct audit *a, size_t i)
{
	return a->logs[i].label;
}

/* The first quoted name in s: 'x', `x' or UTF-8 curly quotes. Reduced to
 * the leading identifier ('*p' -> p, 'v.f' -> v); *deref is set for '*p'. */
static int quoted_name_(const char *s, size_t n, char *out, size_t cap, int *deref)
{
	size_t i, j, k = 0;

	if (deref)
		*deref = 0;
	for (i = 0; i < n; i++) {
		if (s[i] == '\'' || s[i] == '`')
			i += 1;
		else if (i + 2 < n && (unsigned char)s[i] == 0xe2 &&
			 (unsigned char)s[i + 1] == 0x80 && (unsigned char)s[i + 2] == 0x98)
			i += 3;
		else
			continue;
		while (i < n && (s[i] == '*' || s[i] == '&' || s[i] == '(')) {
			if (s[i] == '*' && deref)
				*deref = 1;
			i++;
		}
		for (j = i; j < n && k + 1 < cap &&
		     (s[j] == '_' || s[j] == '$' || (s[j] >= 'a' && s[j] <= 'z') ||
		      (s[j] >= 'A' && s[j] <= 'Z') || (s[j] >= '0' && s[j] <= '9'));
		     j++)
			out[k++] = s[j];
		out[k] = '\0';
		return k > 0;
	}
	return 0;
}

static const char *find_(const char *s, size_t n, const char *needle)
{
	size_t m = strlen(needle), i;

	for (i = 0; i + m <= n; i++)
		if (s[i] == needle[0] && !memcmp(s + i, needle, m))
			return s + i;
	return NULL;
}

/* "FILE:LINE[:COL]: SEVERITY: MSG" */
struct diag_ {
	const char *file, *msg;
	size_t flen, mlen;
	uint32_t line;
	char sev;		/* 'w', 'e' or 'n' */
};

static int parse_diag_(const char *s, size_t n, struct diag_ *d)
{
	static const struct { const char *tag; char sev; } sevs[] = {
		{ ": warning: ", 'w' }, { ": error: ", 'e' }, { ": note: ", 'n' },
		{ ": fatal error: ", 'e' },
	};
	size_t i, k;

	for (i = 0; i < n; i++) {
		if (s[i] != ':')
			continue;
		for (k = 0; k < sizeof(sevs) / sizeof(sevs[0]); k++) {
			size_t tl = strlen(sevs[k].tag), e, p, q;
			unsigned long v[2];
			int nv = 0;

			if (i + tl > n || memcmp(s + i, sevs[k].tag, tl))
				continue;
			/* back over :NUM[:NUM] */
			e = i;
			while (nv < 2) {
				p = e;
				while (p > 0 && s[p - 1] >= '0' && s[p - 1] <= '9')
					p--;
				if (p == e || p == 0 || s[p - 1] != ':' || e - p > 9)
					break;
				v[nv] = 0;
				for (q = p; q < e; q++)
					v[nv] = v[nv] * 10 + (unsigned long)(s[q] - '0');
				nv++;
				e = p - 1;
			}
			if (nv == 0 || e == 0)
				return 0;
			d->file = s;
			d->flen = e;
			d->line = (uint32_t)(nv == 2 ? v[1] : v[0]);
			d->msg = s + i + tl;
			d->mlen = n - i - tl;
			d->sev = sevs[k].sev;
			return 1;
		}
	}
	return 0;
}

/* "F:L[:C]" at s (a chain or inlining location), ending at ',' ':' or the
 * end: the file part and the line. */
static int parse_loc_(const char *s, size_t n, size_t *flen, uint32_t *line)
{
	size_t e = n, p;
	unsigned long v[2] = { 0, 0 };
	int nv = 0;

	while (e && (s[e - 1] == ',' || s[e - 1] == ':' || s[e - 1] == ' '))
		e--;
	while (nv < 2) {
		size_t q;

		p = e;
		while (p > 0 && s[p - 1] >= '0' && s[p - 1] <= '9')
			p--;
		if (p == e || p == 0 || s[p - 1] != ':' || e - p > 9)
			break;
		v[nv] = 0;
		for (q = p; q < e; q++)
			v[nv] = v[nv] * 10 + (unsigned long)(s[q] - '0');
		nv++;
		e = p - 1;
	}
	if (nv == 0 || e == 0)
		return 0;
	*flen = e;
	*line = (uint32_t)(nv == 2 ? v[1] : v[0]);
	return 1;
}

/* The kind of an uninitialized warning, from its option or its words. */
static int warn_kind_(const char *m, size_t n)
{
	if (find_(m, n, "-Wmaybe-uninitialized]") || find_(m, n, "=maybe-uninitialized]") ||
	    find_(m, n, "-Wconditional-uninitialized]") ||
	    find_(m, n, "=conditional-uninitialized]"))
		return WK_MAY;
	if (find_(m, n, "-Wsometimes-uninitialized]") ||
	    find_(m, n, "=sometimes-uninitialized]"))
		return WK_SOMETIMES;
	if (find_(m, n, "-Wuninitialized]") || find_(m, n, "=uninitialized]"))
		return WK_IS;
	if (find_(m, n, "may be used uninitiali") || find_(m, n, "may be uninitiali"))
		return WK_MAY;
	if (find_(m, n, "uninitialized whenever") || find_(m, n, "uninitialised whenever"))
		return WK_SOMETIMES;
	if (find_(m, n, "is used uninitiali") || find_(m, n, "is uninitialized when used") ||
	    find_(m, n, "is uninitialised when used"))
		return WK_IS;
	if (find_(m, n, "uninitialized") || find_(m, n, "uninitialised"))
		return WK_MAY;
	return -1;
}

const char *const warn_kind_name[WK_COUNT] = { "may", "sometimes", "is" };

/* The translation unit of the current diagnostic: the root of the chain
 * just read, else the file itself when it is a source file, else the last
 * unit seen. */
static uint32_t diag_unit_(struct audit *a, uint32_t file)
{
	if (a->chain_open && a->nchain) {
		size_t i;
		uint32_t root = a->chain_gcc ? a->chain[a->nchain - 1] : a->chain[0];

		a->cur_unit = unit_(a, root);
		for (i = 0; i < a->nchain; i++)
			include_(a, a->cur_unit, a->chain[i]);
		include_(a, a->cur_unit, file);
		a->chain_open = 0;
		return a->cur_unit;
	}
	if (file != NONE_ && is_source_(str_(a, file)))
		a->cur_unit = unit_(a, file);
	else if (a->cur_unit != NONE_)
		include_(a, a->cur_unit, file);
	return a->cur_unit;
}

static void add_warning_(struct audit *a, const struct diag_ *d, uint32_t file,
			 const char *line, size_t n, int kind)
{
	struct warn_ *w;
	char name[128];

	if (!quoted_name_(d->msg, d->mlen, name, sizeof(name), NULL) ||
	    GROW_(a->w, a->nw, a->capw))
		return;
	w = &a->w[a->nw];
	memset(w, 0, sizeof(*w));
	w->log = (uint16_t)a->cur_log;
	w->kind = (uint8_t)kind;
	w->name = intern_(&a->pool, name, strlen(name));
	w->text = intern_(&a->pool, line, n);
	w->decl = NONE_;
	w->unit = diag_unit_(a, file);
	if (a->inl_open) {
		w->home = a->inl_file;
		w->home_line = a->inl_line;
		w->home_func = a->inl_func;
	} else {
		w->home = file;
		w->home_line = d->line;
		w->home_func = a->func;
	}
	if (w->name == NONE_ || w->text == NONE_)
		return;
	a->nw++;
	a->logs[a->cur_log].nwarn++;
}

/* A declaration note: the newest warning of that name without one, among
 * the warnings read since the last one that got its note. */
static void decl_note_(struct audit *a, const struct diag_ *d, uint32_t file)
{
	char name[128];
	uint32_t id;
	size_t i;

	if (!quoted_name_(d->msg, d->mlen, name, sizeof(name), NULL))
		return;
	id = intern_(&a->pool, name, strlen(name));
	for (i = a->nw; i-- > a->pending;) {
		struct warn_ *w = &a->w[i];

		if (w->name != id || w->decl != NONE_)
			continue;
		w->decl = file;
		w->decl_line = d->line;
		if (i == a->pending)
			while (a->pending < a->nw && a->w[a->pending].decl != NONE_)
				a->pending++;
		return;
	}
}

/* make[N]: *** [Makefile:NN: path/x.o] Error 2 (or "[path/x.o]"): x.c failed. */
static void make_error_(struct audit *a, const char *s, size_t n)
{
	const char *o = find_(s, n, "*** ["), *e;
	const char *t;
	char tmp[PATH_MAX];
	int l;

	if (!o || !find_(s, n, "] Error "))
		return;
	o += 5;
	e = memchr(o, ']', n - (size_t)(o - s));
	if (!e)
		return;
	/* the target follows the last ": " inside the brackets */
	for (t = e; t > o && !(t[-1] == ' ' && t - 1 > o && t[-2] == ':'); t--)
		;
	if (e - t < 3 || e[-2] != '.' || e[-1] != 'o')
		return;
	l = snprintf(tmp, sizeof(tmp), "%.*s.c", (int)(e - t - 2), t);
	if (l > 0 && (size_t)l < sizeof(tmp))
		make_unit_(a, path_(a, tmp, (size_t)l), U_FAILED);
}

/* kbuild's .x.o.cmd next to an object: the source and the headers read. */
static int kbuild_cmd_(struct audit *a, const char *obj, size_t n)
{
	char cmd[PATH_MAX];
	const char *dir = str_(a, cur_dir_(a)), *slash;
	struct fbuf b = { NULL, 0, 0 };
	uint32_t unit = NONE_, d = cur_dir_(a);
	size_t i = 0;
	int l;

	if (n < 3 || n >= PATH_MAX / 2)
		return 0;
	slash = obj + n;
	while (slash > obj && slash[-1] != '/')
		slash--;
	if (obj[0] == '/' || !dir)
		l = snprintf(cmd, sizeof(cmd), "%.*s.%.*s.cmd", (int)(slash - obj), obj,
			     (int)(n - (size_t)(slash - obj)), slash);
	else
		l = snprintf(cmd, sizeof(cmd), "%s/%.*s.%.*s.cmd", dir, (int)(slash - obj), obj,
			     (int)(n - (size_t)(slash - obj)), slash);
	if (l < 0 || (size_t)l >= sizeof(cmd) || read_file(cmd, &b))
		return 0;
	while (i < b.len) {
		char *ln = b.data + i, *nl = memchr(ln, '\n', b.len - i);
		size_t len = nl ? (size_t)(nl - ln) : b.len - i;

		i += len + 1;
		if (len > 7 && !memcmp(ln, "source_", 7)) {
			const char *v = find_(ln, len, " := ");

			if (v)
				v += 4;

			if (v)
				unit = unit_(a, canon_(a, v, len - (size_t)(v - ln), d));
			if (unit != NONE_)
				a->units[unit].flags |= U_SEEN;
		} else if (len > 5 && !memcmp(ln, "deps_", 5) && unit != NONE_) {
			/* "  path \" lines up to one without the backslash */
			while (i < b.len) {
				char *p = b.data + i, *q = memchr(p, '\n', b.len - i);
				size_t m = q ? (size_t)(q - p) : b.len - i, s0 = 0, e0 = m;
				int more;

				i += m + 1;
				more = m && p[m - 1] == '\\';
				if (more)
					e0--;
				while (s0 < e0 && (p[s0] == ' ' || p[s0] == '\t'))
					s0++;
				while (e0 > s0 && (p[e0 - 1] == ' ' || p[e0 - 1] == '\t'))
					e0--;
				if (e0 > s0 && p[s0] != '$')
					include_(a, unit, canon_(a, p + s0, e0 - s0, d));
				if (!more)
					break;
			}
		}
	}
	free(b.data);
	return unit != NONE_;
}

/* Words of a command line that name C sources, if it runs a compiler. */
static void compile_line_(struct audit *a, const char *s, size_t n)
{
	size_t i, ws, we;
	int compiler = 0, compiles = 0, pass;

	for (pass = 0; pass < 2; pass++) {
		for (i = 0; i < n;) {
			while (i < n && (s[i] == ' ' || s[i] == '\t'))
				i++;
			ws = i;
			while (i < n && s[i] != ' ' && s[i] != '\t')
				i++;
			we = i;
			if (we == ws)
				break;
			if (pass == 0) {
				const char *b = s + ws, *sl;
				size_t bl = we - ws;

				for (sl = b; sl < s + we; sl++)
					if (*sl == '/') {
						bl = (size_t)(s + we - sl - 1);
						b = sl + 1;
					}
				if ((bl >= 3 && (find_(b, bl, "gcc") || find_(b, bl, "clang"))) ||
				    (bl == 2 && !memcmp(b, "cc", 2)) ||
				    (bl > 3 && !memcmp(b + bl - 3, "-cc", 3)))
					compiler = 1;
				if (we - ws == 2 && !memcmp(s + ws, "-c", 2))
					compiles = 1;
			} else if (s[ws] != '-') {
				const char *p = s + ws;
				size_t l = we - ws;

				if ((p[0] == '\'' || p[0] == '"') && l > 2 && p[l - 1] == p[0]) {
					p++;
					l -= 2;
				}
				if (l > 2 && p[l - 2] == '.' && p[l - 1] == 'c') {
					uint32_t u = unit_(a, path_(a, p, l));

					if (u != NONE_) {
						a->units[u].flags |= U_SEEN;
						a->cur_unit = u;
					}
				}
			}
		}
		if (!compiler || !compiles)
			return;
	}
}

/* Remove ANSI escape sequences (gcc/clang -fdiagnostics-color) in place. */
static size_t strip_ansi_(char *s, size_t n)
{
	size_t i, o = 0;

	for (i = 0; i < n; i++) {
		if (s[i] == '\033' && i + 1 < n && s[i + 1] == '[') {
			i += 2;
			while (i < n && !((s[i] >= '@' && s[i] <= '~')))
				i++;
			continue;
		}
		s[o++] = s[i];
	}
	return o;
}

static int starts_(const char *s, size_t n, const char *p)
{
	size_t m = strlen(p);

	return n >= m && !memcmp(s, p, m);
}

/*
 * "In file included from F:L," and the "                 from F:L:" lines.
 * gcc prints one chain, innermost file first, its lines ending in ',' but
 * the last (the unit); clang prints one "In file included from" line per
 * level, outermost (the unit) first, each ending in ':'. was_chain: the
 * line before was a chain line too.
 */
static int chain_line_(struct audit *a, const char *s, size_t n, int was_chain)
{
	const char *f;
	size_t flen;
	uint32_t line, id;
	int first;

	if (starts_(s, n, "In file included from "))
		first = 1;
	else if (n > 22 && !memcmp(s, "                 from ", 22))
		first = 0;
	else
		return 0;
	f = s + 22;
	if (!parse_loc_(f, n - 22, &flen, &line))
		return 1;
	if (first && !(was_chain && a->chain_open && !a->chain_gcc))
		a->nchain = 0;	/* a new chain (else clang's next level) */
	if (!first || s[n - 1] == ',')
		a->chain_gcc = 1;
	else if (first && !(was_chain && a->chain_open && a->nchain))
		a->chain_gcc = 0;
	id = flen >= 2 && f[0] == '<' ? NONE_ : path_(a, f, flen);	/* <command-line> */
	if (a->nchain < sizeof(a->chain) / sizeof(a->chain[0]))
		a->chain[a->nchain++] = id;
	a->chain_open = 1;
	return 1;
}

/* gcc: "In function 'f'," then "    inlined from 'g' at F:L:C[,:]". */
static int inline_line_(struct audit *a, const char *s, size_t n)
{
	char name[128];
	const char *at;

	if (starts_(s, n, "In function ") && (s[n - 1] == ',' || s[n - 1] == ':')) {
		a->inl_open = 0;
		return 1;
	}
	if (n > 17 && starts_(s, n, "    inlined from ") &&
	    (at = find_(s, n, " at ")) != NULL &&
	    quoted_name_(s + 17, (size_t)(at - s) - 17, name, sizeof(name), NULL)) {
		size_t flen;
		uint32_t line;

		if (parse_loc_(at + 4, n - (size_t)(at + 4 - s), &flen, &line)) {
			/* the last one is the outermost function */
			a->inl_func = intern_(&a->pool, name, strlen(name));
			a->inl_file = path_(a, at + 4, flen);
			a->inl_line = line;
			a->inl_open = 1;
		}
		return 1;
	}
	return 0;
}

static void diag_line_(struct audit *a, struct diag_ *d, const char *s, size_t n)
{
	uint32_t file = path_(a, d->file, d->flen);
	int kind;

	if (find_(d->msg, d->mlen, "init-for-compiler: audit build"))
		goto marker;
	if (d->sev == 'n') {
		if (a->chain_open)
			diag_unit_(a, file);	/* the chain was the note's */
		if ((find_(d->msg, d->mlen, "declared here") ||
		     find_(d->msg, d->mlen, "initialize the variable")) && a->pending < a->nw)
			decl_note_(a, d, file);
		return;
	}
	kind = warn_kind_(d->msg, d->mlen);
	if (kind >= 0) {
		add_warning_(a, d, file, s, n, kind);
	} else {
		uint32_t u = diag_unit_(a, file);

		if (d->sev == 'e' && u != NONE_)
			a->units[u].flags |= U_FAILED;
	}
	if (d->sev == 'e' && kind >= 0 && a->cur_unit != NONE_)
		a->units[a->cur_unit].flags |= U_FAILED;	/* -Werror=... */
	a->inl_open = 0;
	return;
marker:
	{
		uint32_t u = NONE_;
		int noopt = find_(d->msg, d->mlen, "without optimization") != NULL;

		if (a->chain_open && a->nchain &&
		    (a->chain_gcc ? a->chain[a->nchain - 1] : a->chain[0]) != NONE_)
			u = diag_unit_(a, file);
		a->chain_open = 0;
		a->logs[a->cur_log].markers++;
		if (noopt)
			a->logs[a->cur_log].noopt++;
		if (u == NONE_)
			a->logs[a->cur_log].unattributed++;
		else
			a->units[u].flags |= (uint8_t)(U_MARK | (noopt ? U_NOOPT : 0));
	}
}

void audit_line(struct audit *a, const char *line, size_t n)
{
	static char buf[1 << 16];	/* kernel command lines run to a few kB */
	const char *s = buf, *p;
	struct diag_ d;
	int was_chain;
	size_t i;

	if (a->cur_log < 0 && audit_begin_log(a, "log") < 0)
		return;
	if (n >= sizeof(buf))
		n = sizeof(buf) - 1;
	memcpy(buf, line, n);
	while (n && (buf[n - 1] == '\n' || buf[n - 1] == '\r'))
		n--;
	/* a NUL byte would end the line early for the string functions */
	for (i = 0; i < n; i++)
		if (buf[i] == '\0')
			buf[i] = ' ';
	n = strip_ansi_(buf, n);
	buf[n] = '\0';
	if (n == 0)
		return;

	was_chain = a->chain_prev;
	a->chain_prev = 0;
	if (chain_line_(a, s, n, was_chain)) {
		a->chain_prev = 1;
		return;
	}
	if (inline_line_(a, s, n))
		return;
	if (parse_diag_(s, n, &d)) {
		diag_line_(a, &d, s, n);
		return;
	}
	if ((p = find_(s, n, ": In function ")) != NULL ||
	    (p = find_(s, n, ": In member function ")) != NULL) {
		char name[128];
		uint32_t file = path_(a, s, (size_t)(p - s));

		a->func = quoted_name_(p, n - (size_t)(p - s), name, sizeof(name), NULL)
				  ? intern_(&a->pool, name, strlen(name)) : NONE_;
		/* the file of a function may be a header: only a source file, or
		 * a chain printed before it, says which unit this is */
		if (a->chain_open)
			diag_unit_(a, file);
		else if (file != NONE_ && is_source_(str_(a, file)))
			a->cur_unit = unit_(a, file);
		a->inl_open = 0;
		return;
	}
	if (find_(s, n, ": At top level:")) {
		a->func = NONE_;
		a->inl_open = 0;
		return;
	}
	/* make */
	if (starts_(s, n, "make") && (p = find_(s, n, ": ")) != NULL && p - s < 16) {
		if ((p = find_(s, n, "Entering directory ")) != NULL) {
			const char *q = p + 19, *e = s + n;

			if (*q == '\'' || *q == '`' || *q == '"')
				q++;
			if (e > q && (e[-1] == '\'' || e[-1] == '"'))
				e--;
			if (!GROW_(a->dirs, a->ndirs, a->capdirs)) {
				a->dirs[a->ndirs] = intern_(&a->pool, q, (size_t)(e - q));
				if (a->dirs[a->ndirs] != NONE_)
					a->ndirs++;
			}
		} else if (find_(s, n, "Leaving directory ")) {
			if (a->ndirs)
				a->ndirs--;
		} else if (find_(s, n, "*** [")) {
			make_error_(a, s, n);
		}
		return;
	}
	/* kbuild: "  CC [M]  path/x.o", "  CC      path/x.o", "  CHECK   path/x.c" */
	if (n > 10 && starts_(s, n, "  CC ")) {
		const char *f = s + 5;

		if (!strncmp(f, "[M]", 3))
			f += 3;
		while (*f == ' ')
			f++;
		if (n - (size_t)(f - s) > 2 && s[n - 2] == '.' && s[n - 1] == 'o') {
			char tmp[PATH_MAX];
			size_t fl = n - (size_t)(f - s);
			int l;

			if (!kbuild_cmd_(a, f, fl)) {
				l = snprintf(tmp, sizeof(tmp), "%.*s.c", (int)(fl - 2), f);
				if (l > 0 && (size_t)l < sizeof(tmp))
					make_unit_(a, path_(a, tmp, (size_t)l), U_SEEN);
			}
		}
		return;
	}
	if (n > 10 && starts_(s, n, "  CHECK "))
		return;	/* sparse: checks, but not for uninitialized use */
	compile_line_(a, s, n);
}

int audit_read_log(struct audit *a, FILE *f, const char *dir)
{
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;

	if (a->cur_log < 0 && audit_begin_log(a, "log") < 0)
		return -1;
	audit_set_dir(a, dir);
	while ((n = getline(&line, &cap, f)) >= 0)
		audit_line(a, line, (size_t)n);
	free(line);
	audit_end_log(a);
	return ferror(f) ? -1 : 0;
}

/* ------------------------------------------------------- matching */

static const char *basename_(const char *p)
{
	const char *b = strrchr(p, '/');

	return b ? b + 1 : p;
}

static struct audit *sort_ctx_;

static int by_base_cmp_(const void *x, const void *y)
{
	const char *a = basename_(sort_ctx_->files[*(const size_t *)x]);
	const char *b = basename_(sort_ctx_->files[*(const size_t *)y]);
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
	sort_ctx_ = a;
	qsort(a->by_base, n, sizeof(*a->by_base), by_base_cmp_);
	return 0;
}

/* Trailing path components that p and q have in common. */
static size_t common_tail_(const char *p, const char *q)
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

static size_t components_(const char *p)
{
	size_t k = 1;

	for (; *p; p++)
		if (*p == '/' && p[1])
			k++;
	return k;
}

/* The given file a canonical path stands for: 1 + index, or 0. */
static uint32_t resolve_(struct audit *a, uint32_t id)
{
	const char *p, *b;
	size_t lo = 0, hi = a->nfiles, i, best = 0, nbest = 0, need;
	uint32_t r = 0;

	if (id == NONE_)
		return 0;
	if (id >= a->nres) {
		size_t cap = a->pool.n + 64;
		uint32_t *v = realloc(a->res, cap * sizeof(*v));
		uint8_t *d;

		if (!v)
			return 0;
		a->res = v;
		d = realloc(a->resd, cap);
		if (!d)
			return 0;
		a->resd = d;
		memset(a->resd + a->nres, 0, cap - a->nres);
		a->nres = cap;
	}
	if (a->resd[id])
		return a->res[id];
	p = str_(a, id);
	b = basename_(p);
	/* the files with this basename */
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (strcmp(basename_(a->files[a->by_base[mid]]), b) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (a->pool.exists[id]) {
		for (i = lo; i < a->nfiles && !strcmp(basename_(a->files[a->by_base[i]]), b); i++)
			if (!strcmp(a->files[a->by_base[i]], p))
				r = (uint32_t)a->by_base[i] + 1;
	} else {
		const char *q = p;

		while (q[0] == '.' && q[1] == '.' && q[2] == '/')
			q += 3;
		/* relative: every component must match; absolute (a path of
		 * another machine or checkout): at least two */
		need = p[0] == '/' ? 2 : components_(q);
		for (i = lo; i < a->nfiles && !strcmp(basename_(a->files[a->by_base[i]]), b); i++) {
			size_t k = common_tail_(a->files[a->by_base[i]], q);

			if (k < need)
				continue;
			if (k > best) {
				best = k;
				nbest = 0;
			}
			if (k == best && nbest++ == 0)
				r = (uint32_t)a->by_base[i] + 1;
		}
		if (nbest != 1)
			r = 0;
	}
	a->res[id] = r;
	a->resd[id] = 1;
	return r;
}

/* ------------------------------------------------------- verdicts */

static const char *func_name_(const struct scan_result *r, uint32_t i)
{
	return i == NO_TOK ? NULL : r->funcs[i].name;
}

/* Does warning w belong to site s of file f (1 + index)? */
static int ties_(struct audit *a, const struct warn_ *w, uint32_t f,
		 const struct scan_result *r, const struct site *s)
{
	if (strcmp(str_(a, w->name), s->name))
		return 0;
	if (w->decl != NONE_)
		return resolve_(a, w->decl) == f &&
		       (w->decl_line == s->line || w->decl_line == s->decl_line);
	{
		const char *sf = func_name_(r, s->func), *wf;

		if (!sf || resolve_(a, w->home) != f)
			return 0;
		wf = w->home_func != NONE_ ? str_(a, w->home_func)
					   : func_name_(r, scan_func_at(r, w->home_line));
		return wf && !strcmp(wf, sf);
	}
}

/* Make-view path q names unit path p: equal, or q's components are the
 * tail of p's. */
static int same_unit_(const char *p, const char *q)
{
	while (q[0] == '.' && q[1] == '.' && q[2] == '/')
		q += 3;
	return !strcmp(p, q) || (q[0] != '/' && common_tail_(p, q) >= components_(q));
}

/* The state of file f in log l: U_* bits over the units that hold it. */
static unsigned file_state_(struct audit *a, size_t l, uint32_t f, int *in_log)
{
	unsigned st = 0, ok = 0;
	size_t i, k;

	*in_log = 0;
	for (i = 0; i < a->nunits; i++) {
		const struct unit_ *u = &a->units[i];
		unsigned fl = u->flags;

		if (u->log != l || resolve_(a, u->path) != f)
			continue;
		*in_log = 1;
		for (k = 0; k < a->nmk; k++)
			if (a->mk[k].log == l && (a->mk[k].flags & U_FAILED) &&
			    same_unit_(str_(a, u->path), str_(a, a->mk[k].path)))
				fl |= U_FAILED;
		st |= fl;
		if ((fl & (U_MARK | U_NOOPT | U_FAILED)) == U_MARK)
			ok = 1;
	}
	for (i = 0; i < a->nincl; i++) {
		const struct unit_ *u = &a->units[a->incl[i].unit];
		unsigned fl = u->flags;

		if (u->log != l || resolve_(a, a->incl[i].header) != f)
			continue;
		*in_log = 1;
		for (k = 0; k < a->nmk; k++)
			if (a->mk[k].log == l && (a->mk[k].flags & U_FAILED) &&
			    same_unit_(str_(a, u->path), str_(a, a->mk[k].path)))
				fl |= U_FAILED;
		st |= fl;
		if ((fl & (U_MARK | U_NOOPT | U_FAILED)) == U_MARK)
			ok = 1;
	}
	for (k = 0; k < a->nmk; k++) {
		if (a->mk[k].log != l || resolve_(a, a->mk[k].path) != f)
			continue;
		*in_log = 1;
		st |= a->mk[k].flags;
	}
	if (ok)
		st |= 0x80u;	/* at least one unit checked it cleanly */
	return st;
}

static int ident_char_(char c)
{
	return c == '_' || c == '$' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9');
}

/* Does line `line` of buf hold the identifier name? */
static int line_has_name_(const char *buf, size_t len, uint32_t line, const char *name)
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
		if ((i > 0 && ident_char_(buf[i - 1])) || (i + m < e && ident_char_(buf[i + m])))
			continue;
		return 1;
	}
	return 0;
}

/* Is line a declaration line of some audited site named name? */
static int some_site_at_(const struct scan_result *r, const char *name, uint32_t line)
{
	size_t i;

	for (i = 0; i < r->nsites; i++) {
		const struct site *s = &r->sites[i];

		if ((s->kind == SK_ANNOTATION || s->kind == SK_LEGACY) && !strcmp(s->name, name) &&
		    (s->line == line || s->decl_line == line))
			return 1;
	}
	return 0;
}

/* The verdict of one log on site s of file f (1 + index). */
static void log_verdict_(struct audit *a, size_t l, uint32_t f, const char *buf, size_t len,
			 const struct scan_result *r, const struct site *s,
			 struct log_verdict *lv)
{
	int in_log = 0, moved = 0;
	unsigned st;
	size_t i;

	for (i = 0; f && i < a->nw; i++) {
		const struct warn_ *w = &a->w[i];

		if (w->log != l)
			continue;
		if (ties_(a, w, f, r, s)) {
			if (!lv->why || (w->kind == WK_IS && !(lv->kinds & (1u << WK_IS))))
				lv->why = str_(a, w->text);
			lv->kinds |= 1u << w->kind;
		} else if (w->decl != NONE_ && !strcmp(str_(a, w->name), s->name) &&
			   resolve_(a, w->decl) == f && !some_site_at_(r, s->name, w->decl_line) &&
			   !line_has_name_(buf, len, w->decl_line, s->name)) {
			/* the note names a line that does not declare it now */
			moved = 1;
			lv->moved_line = w->decl_line;
		}
	}
	if (lv->kinds) {
		lv->state = LS_NEEDED;
		a->matched[l]++;
		return;
	}
	st = f ? file_state_(a, l, f, &in_log) : 0u;
	if (in_log)
		a->matched[l]++;
	if (moved)
		lv->state = LS_MOVED;
	else if (st & 0x80u)
		lv->state = LS_CLEAN;
	else if (st & U_FAILED)
		lv->state = LS_FAILED;
	else if (st & U_NOOPT)
		lv->state = LS_NOOPT;
	else if (in_log)
		lv->state = LS_NOMARK;
	else
		lv->state = LS_ABSENT;
}

enum verdict audit_site(struct audit *a, const char *path, const char *buf, size_t len,
			const struct scan_result *r, const struct site *s,
			struct site_verdict *out)
{
	char real[PATH_MAX];
	uint32_t f = 0;
	size_t l;
	int clean = 0, moved = 0;

	memset(out, 0, sizeof(*out));
	out->v = V_UNKNOWN;
	if (realpath(path, real)) {
		uint32_t id = intern_(&a->pool, real, strlen(real));

		if (id != NONE_) {
			a->pool.exists[id] = 1;
			f = resolve_(a, id);
		}
	}
	out->nlogs = a->nlogs < AUDIT_MAX_LOGS ? a->nlogs : AUDIT_MAX_LOGS;
	for (l = 0; l < out->nlogs; l++) {
		struct log_verdict *lv = &out->log[l];

		log_verdict_(a, l, f, buf, len, r, s, lv);
		if (lv->state == LS_NEEDED) {
			out->v = V_NEEDED;
			if (!out->why || ((lv->kinds & (1u << WK_IS)) && !(out->kinds & (1u << WK_IS))))
				out->why = lv->why;
			out->kinds |= lv->kinds;
		}
		clean |= lv->state == LS_CLEAN;
		moved |= lv->state == LS_MOVED;
	}
	if (out->v != V_NEEDED && clean && !moved)
		out->v = V_STALE;	/* a moved note may be this site's warning */
	return out->v;
}

const char *const log_state_name[LS_COUNT] = {
	"not in the log", "warned", "no warning", "did not compile",
	"compiled without the audit marker (not an audit build, or a compiler that cannot check)",
	"GCC without optimization checks nothing",
	"a warning names this variable at another line (file changed since the build?)",
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
	for (i = 0; i < a->nunits; i++) {
		if (a->units[i].log != l)
			continue;
		seen += (a->units[i].flags & (U_SEEN | U_MARK | U_FAILED)) != 0;
		failed += (a->units[i].flags & U_FAILED) != 0;
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
}

/* ------------------------------------------------------- for the tests */

size_t audit_nwarnings(const struct audit *a)
{
	return a->nw;
}

const char *audit_warning_name(const struct audit *a, size_t i)
{
	return str_(a, a->w[i].name);
}

uint32_t audit_warning_decl_line(const struct audit *a, size_t i)
{
	return a->w[i].decl == NONE_ ? 0 : a->w[i].decl_line;
}

const char *audit_warning_decl_file(const struct audit *a, size_t i)
{
	return str_(a, a->w[i].decl);
}

const char *audit_warning_func(const struct audit *a, size_t i)
{
	return str_(a, a->w[i].home_func);
}

int audit_warning_kind(const struct audit *a, size_t i)
{
	return a->w[i].kind;
}

const char *audit_warning_unit(const struct audit *a, size_t i)
{
	return a->w[i].unit == NONE_ ? NULL : str_(a, a->units[a->w[i].unit].path);
}

/* Flags of the unit at path (relative to the current directory) in log l,
 * or -1 when the log has no such unit. */
int audit_unit_flags(struct audit *a, size_t l, const char *path)
{
	uint32_t id = canon_(a, path, strlen(path), NONE_);
	size_t i;

	for (i = 0; i < a->nunits; i++)
		if (a->units[i].log == l && a->units[i].path == id)
			return a->units[i].flags;
	return -1;
}
