// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/audit.c - reading build logs, and a verdict for every annotation.
 *
 * A log is read line by line. What counts:
 *   FILE:LINE[:COL]: warning|error: MSG      a diagnostic; it is an
 *       "uninitialized" warning when MSG says "uninitialized" (gcc's
 *       -Wmaybe-uninitialized and -Wuninitialized, clang's -Wuninitialized,
 *       -Wsometimes-uninitialized and -Wconditional-uninitialized, and the
 *       flagless messages of gcc before 4.7). The variable is the first
 *       quoted name ('x', 'x.f' and '*x' give x).
 *   FILE:LINE:COL: note: 'x' was declared here             (gcc)
 *   FILE:LINE:COL: note: variable 'x' is declared here     (clang)
 *   FILE:LINE:COL: note: initialize the variable 'x' ...   (clang)
 *       the declaration of the pending warning's variable: this is how a
 *       warning is mapped to an annotation site (same file, line and name).
 *   FILE: In function 'f':       (gcc) the function of the next warnings;
 *       without a declaration note a warning maps to the site with the same
 *       name in the same function of the same file.
 *   In file included from FILE:L / from FILE:L      FILE was compiled
 *   cc|gcc|clang ... -c ... FILE.c                  FILE.c was compiled
 *   "  CC [M]  path/x.o", "  CHECK   path/x.c"      kbuild: x.c was compiled
 *   make[N]: Entering|Leaving directory 'D'         relative paths are in D
 * ANSI colour sequences are removed first. Messages must be in English
 * (LC_ALL=C): translated compiler messages are not recognized.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "ifc.h"

const char *const verdict_name[V_COUNT] = { "needed", "stale", "unknown" };

struct warning_ {
	char *name;		/* the variable */
	char *file;		/* canonical path of the warning */
	uint32_t line;
	char *decl_file;	/* canonical path of the declaration, or NULL */
	uint32_t decl_line;
	char *func;		/* from "In function", or NULL */
	char *text;		/* the diagnostic line as logged */
};

struct audit {
	struct warning_ *w;
	size_t nw, capw;
	int pending;		/* w[nw-1] still takes notes */
	char **dirs;		/* make's directory stack */
	size_t ndirs, capdirs;
	char *func;
	char **set;		/* compiled files: open addressing */
	size_t nset, capset;
};

static char *xstrndup_(const char *s, size_t n)
{
	char *p = malloc(n + 1);

	if (p) {
		memcpy(p, s, n);
		p[n] = '\0';
	}
	return p;
}

struct audit *audit_new(void)
{
	return calloc(1, sizeof(struct audit));
}

void audit_free(struct audit *a)
{
	size_t i;

	if (!a)
		return;
	for (i = 0; i < a->nw; i++) {
		free(a->w[i].name);
		free(a->w[i].file);
		free(a->w[i].decl_file);
		free(a->w[i].func);
		free(a->w[i].text);
	}
	free(a->w);
	for (i = 0; i < a->ndirs; i++)
		free(a->dirs[i]);
	free(a->dirs);
	free(a->func);
	for (i = 0; i < a->capset; i++)
		free(a->set[i]);
	free(a->set);
	free(a);
}

/* Canonical form of path (relative to the current make directory, or dir):
 * realpath() when the file exists, else the joined path. */
static char *canon_(const struct audit *a, const char *path, size_t n, const char *dir)
{
	char joined[PATH_MAX], real[PATH_MAX];
	const char *base = dir ? dir : a->ndirs ? a->dirs[a->ndirs - 1] : NULL;
	int len;

	if (n >= PATH_MAX)
		return NULL;
	if (path[0] != '/' && base)
		len = snprintf(joined, sizeof(joined), "%s/%.*s", base, (int)n, path);
	else
		len = snprintf(joined, sizeof(joined), "%.*s", (int)n, path);
	if (len < 0 || (size_t)len >= sizeof(joined))
		return NULL;
	if (realpath(joined, real))
		return strdup(real);
	return strdup(joined);
}

static size_t hash_(const char *s)
{
	size_t h = 5381;

	while (*s)
		h = h * 33 + (unsigned char)*s++;
	return h;
}

static void set_add_(struct audit *a, char *path)
{
	size_t i;

	if (!path)
		return;
	if (2 * (a->nset + 1) > a->capset) {
		size_t cap = a->capset ? a->capset * 2 : 64, k;
		char **v = calloc(cap, sizeof(*v));

		if (!v) {
			free(path);
			return;
		}
		for (k = 0; k < a->capset; k++) {
			if (!a->set[k])
				continue;
			for (i = hash_(a->set[k]) & (cap - 1); v[i]; i = (i + 1) & (cap - 1))
				;
			v[i] = a->set[k];
		}
		free(a->set);
		a->set = v;
		a->capset = cap;
	}
	for (i = hash_(path) & (a->capset - 1); a->set[i]; i = (i + 1) & (a->capset - 1)) {
		if (!strcmp(a->set[i], path)) {
			free(path);
			return;
		}
	}
	a->set[i] = path;
	a->nset++;
}

static int set_has_(const struct audit *a, const char *path)
{
	size_t i;

	if (!a->capset)
		return 0;
	for (i = hash_(path) & (a->capset - 1); a->set[i]; i = (i + 1) & (a->capset - 1))
		if (!strcmp(a->set[i], path))
			return 1;
	return 0;
}

void audit_mark_compiled(struct audit *a, const char *path, const char *dir)
{
	set_add_(a, canon_(a, path, strlen(path), dir));
}

int audit_is_compiled(struct audit *a, const char *path)
{
	char *c = canon_(a, path, strlen(path), NULL);
	int r = c && set_has_(a, c);

	free(c);
	return r;
}

void audit_set_dir(struct audit *a, const char *dir)
{
	while (a->ndirs)
		free(a->dirs[--a->ndirs]);
	if (dir && a->capdirs == 0) {
		a->dirs = malloc(8 * sizeof(*a->dirs));
		if (!a->dirs)
			return;
		a->capdirs = 8;
	}
	if (dir) {
		a->dirs[0] = strdup(dir);
		a->ndirs = a->dirs[0] != NULL;
	}
}

static void push_dir_(struct audit *a, const char *d, size_t n)
{
	if (a->ndirs == a->capdirs) {
		size_t cap = a->capdirs ? a->capdirs * 2 : 8;
		char **v = realloc(a->dirs, cap * sizeof(*v));

		if (!v)
			return;
		a->dirs = v;
		a->capdirs = cap;
	}
	a->dirs[a->ndirs] = xstrndup_(d, n);
	if (a->dirs[a->ndirs])
		a->ndirs++;
}

/* The first quoted name in s: 'x' or UTF-8 curly quotes. Reduced to the
 * leading identifier ('*p' -> p, 'v.f' -> v). */
static int quoted_name_(const char *s, size_t n, char *out, size_t cap)
{
	size_t i, j, k = 0;

	for (i = 0; i < n; i++) {
		if (s[i] == '\'')
			i += 1;
		else if (i + 2 < n && (unsigned char)s[i] == 0xe2 &&
			 (unsigned char)s[i + 1] == 0x80 && (unsigned char)s[i + 2] == 0x98)
			i += 3;
		else
			continue;
		while (i < n && (s[i] == '*' || s[i] == '&' || s[i] == '('))
			i++;
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

static int contains_(const char *s, size_t n, const char *needle)
{
	size_t m = strlen(needle), i;

	for (i = 0; i + m <= n; i++)
		if (!memcmp(s + i, needle, m))
			return 1;
	return 0;
}

/* Parse "FILE:LINE[:COL]: SEVERITY: MSG". */
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
				if (p == e || p == 0 || s[p - 1] != ':')
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

static void finish_pending_(struct audit *a)
{
	a->pending = 0;
}

void audit_end_log(struct audit *a)
{
	finish_pending_(a);
	free(a->func);
	a->func = NULL;
}

static void add_warning_(struct audit *a, const struct diag_ *d, const char *line, size_t n)
{
	struct warning_ *w;
	char name[128];

	if (!quoted_name_(d->msg, d->mlen, name, sizeof(name)))
		return;
	if (a->nw == a->capw) {
		size_t cap = a->capw ? a->capw * 2 : 16;
		struct warning_ *v = realloc(a->w, cap * sizeof(*v));

		if (!v)
			return;
		a->w = v;
		a->capw = cap;
	}
	w = &a->w[a->nw];
	memset(w, 0, sizeof(*w));
	w->name = strdup(name);
	w->file = canon_(a, d->file, d->flen, NULL);
	w->line = d->line;
	w->func = a->func ? strdup(a->func) : NULL;
	w->text = xstrndup_(line, n);
	if (!w->name || !w->file || !w->text) {
		free(w->name);
		free(w->file);
		free(w->func);
		free(w->text);
		return;
	}
	a->nw++;
	a->pending = 1;
}

/* Words of a command line that name C sources, if it runs a compiler. */
static void compile_line_(struct audit *a, const char *s, size_t n)
{
	size_t i = 0, ws, we;
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
				if ((bl >= 3 && (contains_(b, bl, "gcc") || contains_(b, bl, "clang"))) ||
				    (bl == 2 && !memcmp(b, "cc", 2)) ||
				    (bl > 3 && !memcmp(b + bl - 3, "-cc", 3)))
					compiler = 1;
				if ((bl == 2 && !memcmp(s + ws, "-c", 2)) ||
				    (we - ws == 13 && !memcmp(s + ws, "-fsyntax-only", 13)))
					compiles = 1;
			} else if (s[ws] != '-') {
				const char *p = s + ws;
				size_t l = we - ws;

				if ((p[0] == '\'' || p[0] == '"') && l > 2 && p[l - 1] == p[0]) {
					p++;
					l -= 2;
				}
				if (l > 2 && p[l - 2] == '.' && p[l - 1] == 'c')
					set_add_(a, canon_(a, p, l, NULL));
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

void audit_line(struct audit *a, const char *line, size_t n)
{
	static char buf[1 << 16];	/* kernel command lines run to a few kB */
	const char *s = buf, *p;
	struct diag_ d;

	if (n >= sizeof(buf))
		n = sizeof(buf) - 1;
	memcpy(buf, line, n);
	while (n && (buf[n - 1] == '\n' || buf[n - 1] == '\r'))
		n--;
	n = strip_ansi_(buf, n);
	buf[n] = '\0';

	if (parse_diag_(s, n, &d)) {
		set_add_(a, canon_(a, d.file, d.flen, NULL));
		if (d.sev == 'n') {
			char name[128];
			struct warning_ *w = a->pending ? &a->w[a->nw - 1] : NULL;

			if (w && !w->decl_file &&
			    (contains_(d.msg, d.mlen, "declared here") ||
			     contains_(d.msg, d.mlen, "initialize the variable")) &&
			    quoted_name_(d.msg, d.mlen, name, sizeof(name)) &&
			    !strcmp(name, w->name)) {
				w->decl_file = canon_(a, d.file, d.flen, NULL);
				w->decl_line = d.line;
			}
			return;
		}
		finish_pending_(a);
		if (contains_(d.msg, d.mlen, "uninitialized") ||
		    contains_(d.msg, d.mlen, "uninitialised"))
			add_warning_(a, &d, s, n);
		return;
	}
	if ((p = strstr(s, ": In function ")) != NULL ||
	    (p = strstr(s, ": In member function ")) != NULL) {
		char name[128];

		finish_pending_(a);
		set_add_(a, canon_(a, s, (size_t)(p - s), NULL));
		free(a->func);
		a->func = quoted_name_(p, n - (size_t)(p - s), name, sizeof(name)) ? strdup(name) : NULL;
		return;
	}
	if (strstr(s, ": At top level:")) {
		finish_pending_(a);
		free(a->func);
		a->func = NULL;
		return;
	}
	if ((p = strstr(s, "In file included from ")) != NULL || (p = strstr(s, "                 from ")) == s) {
		const char *f = strstr(p, "from ") + 5, *e = f;

		while (*e && *e != ':' && *e != ',')
			e++;
		set_add_(a, canon_(a, f, (size_t)(e - f), NULL));
		return;
	}
	if ((p = strstr(s, "Entering directory ")) != NULL) {
		const char *q = p + 19, *e;

		if (*q == '\'' || *q == '`' || *q == '"')
			q++;
		e = q + strlen(q);
		if (e > q && (e[-1] == '\'' || e[-1] == '"'))
			e--;
		push_dir_(a, q, (size_t)(e - q));
		return;
	}
	if (strstr(s, "Leaving directory ")) {
		if (a->ndirs)
			free(a->dirs[--a->ndirs]);
		return;
	}
	/* kbuild: "  CC [M]  path/x.o", "  CC      path/x.o", "  CHECK   path/x.c" */
	if (n > 10 && !strncmp(s, "  CC ", 5)) {
		const char *f = s + 5;

		if (!strncmp(f, "[M]", 3))
			f += 3;
		while (*f == ' ')
			f++;
		if (n - (size_t)(f - s) > 2 && s[n - 2] == '.' && s[n - 1] == 'o') {
			char tmp[PATH_MAX];
			int l = snprintf(tmp, sizeof(tmp), "%.*s.c", (int)(n - (size_t)(f - s) - 2), f);

			if (l > 0 && (size_t)l < sizeof(tmp))
				set_add_(a, canon_(a, tmp, (size_t)l, NULL));
		}
		return;
	}
	if (n > 10 && !strncmp(s, "  CHECK ", 8)) {
		const char *f = s + 8;

		while (*f == ' ')
			f++;
		set_add_(a, canon_(a, f, n - (size_t)(f - s), NULL));
		return;
	}
	compile_line_(a, s, n);
}

int audit_read_log(struct audit *a, FILE *f, const char *dir)
{
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;

	audit_set_dir(a, dir);
	while ((n = getline(&line, &cap, f)) >= 0)
		audit_line(a, line, (size_t)n);
	free(line);
	audit_end_log(a);
	return ferror(f) ? -1 : 0;
}

static const char *func_name_(const struct scan_result *r, uint32_t i)
{
	return i == NO_TOK ? NULL : r->funcs[i].name;
}

enum verdict audit_verdict(struct audit *a, const char *path,
			   const struct scan_result *r, const struct site *s,
			   const char **why)
{
	char *c = canon_(a, path, strlen(path), ".");
	const char *sfunc = func_name_(r, s->func);
	enum verdict v = V_UNKNOWN;
	size_t i;

	*why = NULL;
	if (!c)
		return V_UNKNOWN;
	for (i = 0; i < a->nw; i++) {
		const struct warning_ *w = &a->w[i];

		if (strcmp(w->name, s->name))
			continue;
		if (w->decl_file) {
			if (w->decl_line != s->line || strcmp(w->decl_file, c))
				continue;
		} else {
			const char *wf;

			if (strcmp(w->file, c) || !sfunc)
				continue;
			wf = w->func ? w->func : func_name_(r, scan_func_at(r, w->line));
			if (!wf || strcmp(wf, sfunc))
				continue;
		}
		*why = w->text;
		v = V_NEEDED;
		break;
	}
	if (v == V_UNKNOWN && set_has_(a, c))
		v = V_STALE;
	free(c);
	return v;
}

size_t audit_nwarnings(const struct audit *a)
{
	return a->nw;
}

const char *audit_warning_name(const struct audit *a, size_t i)
{
	return a->w[i].name;
}

uint32_t audit_warning_decl_line(const struct audit *a, size_t i)
{
	return a->w[i].decl_line;
}

const char *audit_warning_decl_file(const struct audit *a, size_t i)
{
	return a->w[i].decl_file;
}

const char *audit_warning_func(const struct audit *a, size_t i)
{
	return a->w[i].func;
}
