// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/logread.c - reading a build log into the audit's records.
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
 * gives the source and every header the unit read (the source from its
 * source_ line, or, in the older format without one that BusyBox's kbuild
 * still writes, the object's own x.c).
 *
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "audit.h"

/* ------------------------------------------------------- logs */

void audit_set_dir(struct audit *a, const char *dir)
{
	a->ndirs = 0;
	a->base = dir ? ar_intern(&a->pool, dir, strlen(dir)) : AR_NONE;
}

int audit_begin_log(struct audit *a, const char *label)
{
	struct ar_log *l;

	if (a->nlogs >= UINT16_MAX || GROW(a->logs, a->nlogs, a->caplogs, 16))
		return -1;
	l = &a->logs[a->nlogs];
	memset(l, 0, sizeof(*l));
	l->label = strdup(label ? label : "log");
	if (!l->label)
		return -1;
	l->first_error = AR_NONE;
	a->cur_log = (int)a->nlogs++;
	a->ndirs = 0;
	a->base = AR_NONE;
	a->func = AR_NONE;
	a->cur_unit = AR_NONE;
	a->cmd_unit = AR_NONE;
	a->nchain = 0;
	a->chain_open = 0;
	a->inl_open = 0;
	a->pending = a->nw;
	a->macro_w = 0;
	return a->cur_log;
}

void audit_end_log(struct audit *a)
{
	a->pending = a->nw;
	a->macro_w = 0;
	a->func = AR_NONE;
	a->cur_unit = AR_NONE;
	a->cmd_unit = AR_NONE;
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
static int quoted_name(const char *s, size_t n, char *out, size_t cap, int *deref)
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

/* The function a context line quotes, as its identifier: 'f', and C++'s
 * 'int hw::Widget::level(int) const' or 'T f(T) [with T = long]' give f
 * and level (ar_func_ident). 0 when there is none. */
static uint32_t quoted_func(struct audit *a, const char *s, size_t n)
{
	char name[128];
	size_t i, e, q = 1;

	for (i = 0; i < n && s[i] != '\'' && s[i] != '`' && (unsigned char)s[i] != 0xe2; i++)
		;
	if (i + 2 < n && (unsigned char)s[i] == 0xe2)
		q = 3;	/* UTF-8 quotes */
	if (i >= n || (q == 3 && (i + 2 >= n || (unsigned char)s[i + 2] != 0x98)))
		return AR_NONE;
	i += q;
	for (e = i; e < n && s[e] != '\'' && !(q == 3 && (unsigned char)s[e] == 0xe2); e++)
		;
	return ar_func_ident(s + i, e - i, name, sizeof(name)) ? ar_intern(&a->pool, name, strlen(name))
								: AR_NONE;
}

static const char *find(const char *s, size_t n, const char *needle)
{
	size_t m = strlen(needle), i;

	for (i = 0; i + m <= n; i++)
		if (s[i] == needle[0] && !memcmp(s + i, needle, m))
			return s + i;
	return NULL;
}

/* "FILE:LINE[:COL]: SEVERITY: MSG" */
struct diag {
	const char *file, *msg;
	size_t flen, mlen;
	uint32_t line, col;	/* col 0 when not given */
	char sev;		/* 'w', 'e' or 'n' */
};

/* s[0..e) ends in ":LINE" or ":LINE:COL": the file part's length and the
 * line. The file part must not be empty. */
static int trailing_loc_col(const char *s, size_t e, size_t *flen, uint32_t *line,
			    uint32_t *col);

static int trailing_loc(const char *s, size_t e, size_t *flen, uint32_t *line)
{
	uint32_t col;

	return trailing_loc_col(s, e, flen, line, &col);
}

static int trailing_loc_col(const char *s, size_t e, size_t *flen, uint32_t *line,
			    uint32_t *col)
{
	unsigned long v[2] = { 0, 0 };
	size_t p, q;
	int nv = 0;

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
	*flen = e;
	*line = (uint32_t)(nv == 2 ? v[1] : v[0]);
	*col = (uint32_t)(nv == 2 ? v[0] : 0);
	return 1;
}

static int parse_diag(const char *s, size_t n, struct diag *d)
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
			size_t tl = strlen(sevs[k].tag);

			if (i + tl > n || memcmp(s + i, sevs[k].tag, tl))
				continue;
			/* back over :NUM[:NUM] */
			if (!trailing_loc_col(s, i, &d->flen, &d->line, &d->col))
				return 0;
			d->file = s;
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
static int parse_loc(const char *s, size_t n, size_t *flen, uint32_t *line)
{
	size_t e = n;

	while (e && (s[e - 1] == ',' || s[e - 1] == ':' || s[e - 1] == ' '))
		e--;
	return trailing_loc(s, e, flen, line);
}

/* The kind of an uninitialized warning, from its option or its words. */
static int warn_kind(const char *m, size_t n)
{
	if (find(m, n, "-Wanalyzer-use-of-uninitialized-value]") ||
	    find(m, n, "=analyzer-use-of-uninitialized-value]") ||
	    find(m, n, "use of uninitialized value "))
		return WK_ANALYZER;
	if (find(m, n, "-Wmaybe-uninitialized]") || find(m, n, "=maybe-uninitialized]") ||
	    find(m, n, "-Wconditional-uninitialized]") ||
	    find(m, n, "=conditional-uninitialized]"))
		return WK_MAY;
	if (find(m, n, "-Wsometimes-uninitialized]") ||
	    find(m, n, "=sometimes-uninitialized]"))
		return WK_SOMETIMES;
	if (find(m, n, "-Wuninitialized]") || find(m, n, "=uninitialized]"))
		return WK_IS;
	if (find(m, n, "may be used uninitiali") || find(m, n, "may be uninitiali"))
		return WK_MAY;
	if (find(m, n, "uninitialized whenever") || find(m, n, "uninitialised whenever"))
		return WK_SOMETIMES;
	if (find(m, n, "is used uninitiali") || find(m, n, "is uninitialized when used") ||
	    find(m, n, "is uninitialised when used"))
		return WK_IS;
	if (find(m, n, "uninitialized") || find(m, n, "uninitialised"))
		return WK_MAY;
	return -1;
}

const char *const warn_kind_name[WK_COUNT] = { "may", "sometimes", "is", "analyzer" };

/* A step of the newest warning's path (its steps are the last ones). */
static void add_step(struct audit *a, uint32_t file, uint32_t line, uint32_t col,
		     const char *text, size_t n, int what)
{
	struct ar_warn *w;
	struct ar_step *st;

	if (!a->nw)
		return;
	w = &a->w[a->nw - 1];
	if (w->nsteps == 0)
		w->step = (uint32_t)a->nsteps;
	else if (w->step + w->nsteps != a->nsteps)
		return;		/* another warning's steps came between */
	if (w->nsteps >= 64 || GROW(a->steps, a->nsteps, a->capsteps, 16))
		return;
	st = &a->steps[a->nsteps];
	st->file = file;
	st->line = line;
	st->col = col;
	st->what = (uint8_t)what;
	st->text = ar_intern(&a->pool, text, n);
	if (st->text == AR_NONE)
		return;
	a->nsteps++;
	w->nsteps++;
}

/* The translation unit of the current diagnostic: the root of the chain
 * just read, else the file itself when it is a source file, else the last
 * unit seen. */
static uint32_t diag_unit(struct audit *a, uint32_t file)
{
	if (a->chain_open && a->nchain) {
		size_t i;
		uint32_t root = a->chain_gcc ? a->chain[a->nchain - 1] : a->chain[0];

		a->cur_unit = ar_unit(a, root);
		for (i = 0; i < a->nchain; i++)
			ar_include(a, a->cur_unit, a->chain[i]);
		ar_include(a, a->cur_unit, file);
		a->chain_open = 0;
		return a->cur_unit;
	}
	if (file != AR_NONE && ar_is_source(ar_str(a, file)))
		a->cur_unit = ar_unit(a, file);
	else if (a->cur_unit != AR_NONE)
		ar_include(a, a->cur_unit, file);
	return a->cur_unit;
}

static void add_warning(struct audit *a, const struct diag *d, uint32_t file,
			 const char *line, size_t n, int kind)
{
	struct ar_warn *w;
	char name[128];

	if (!quoted_name(d->msg, d->mlen, name, sizeof(name), NULL) ||
	    GROW(a->w, a->nw, a->capw, 16))
		return;
	w = &a->w[a->nw];
	memset(w, 0, sizeof(*w));
	w->log = (uint16_t)a->cur_log;
	w->kind = (uint8_t)kind;
	w->name = ar_intern(&a->pool, name, strlen(name));
	w->text = ar_intern(&a->pool, line, n);
	w->decl = AR_NONE;
	w->mdecl = AR_NONE;
	w->unit = diag_unit(a, file);
	if (a->inl_open) {
		w->home = a->inl_file;
		w->home_line = a->inl_line;
		w->home_func = a->inl_func;
	} else {
		w->home = file;
		w->home_line = d->line;
		w->home_func = a->func;
	}
	if (w->name == AR_NONE || w->text == AR_NONE)
		return;
	a->nw++;
	a->logs[a->cur_log].nwarn++;
	if (kind == WK_SOMETIMES) {
		/* clang: "is used uninitialized whenever switch case is taken"
		 * at the branch */
		const char *wh = find(d->msg, d->mlen, "whenever ");
		const char *e = wh ? find(wh, d->mlen - (size_t)(wh - d->msg), " [-W") : NULL;

		if (wh)
			add_step(a, file, d->line, d->col, wh,
				 (size_t)((e ? e : d->msg + d->mlen) - wh), PS_BRANCH);
	} else if (kind == WK_ANALYZER) {
		a->apath = (uint32_t)(a->nw - 1);
		a->apath_file = file;
		a->apath_line = d->line;
	}
}

/* A declaration note: the newest warning of that name without one, among
 * the warnings read since the last one that got its note. */
static void decl_note(struct audit *a, const struct diag *d, uint32_t file)
{
	char name[128];
	uint32_t id;
	size_t i;

	if (!quoted_name(d->msg, d->mlen, name, sizeof(name), NULL))
		return;
	id = ar_intern(&a->pool, name, strlen(name));
	for (i = a->nw; i-- > a->pending;) {
		struct ar_warn *w = &a->w[i];

		if (w->name != id || w->decl != AR_NONE)
			continue;
		w->decl = file;
		w->decl_line = d->line;
		a->macro_w = i + 1;
		if (i == a->pending)
			while (a->pending < a->nw && a->w[a->pending].decl != AR_NONE)
				a->pending++;
		return;
	}
}

/* make[N]: *** [Makefile:NN: path/x.o] Error 2 (or "[path/x.o]"): x.c failed
 * (or x.cc, x.cpp, x.cxx, x.C when that file is here). */
static void make_error(struct audit *a, const char *s, size_t n)
{
	static const char *const ext[] = { ".cc", ".cpp", ".cxx", ".C", ".c" };
	const char *o = find(s, n, "*** ["), *e;
	const char *t;
	char tmp[PATH_MAX];
	uint32_t id = AR_NONE;
	size_t k;
	int l;

	if (!o || !find(s, n, "] Error "))
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
	for (k = 0; k < sizeof(ext) / sizeof(ext[0]); k++) {
		/* the source that is here, or x.c */
		l = snprintf(tmp, sizeof(tmp), "%.*s%s", (int)(e - t - 2), t, ext[k]);
		if (l <= 0 || (size_t)l >= sizeof(tmp))
			return;
		id = ar_path(a, tmp, (size_t)l);
		if (id != AR_NONE && (a->pool.exists[id] || k + 1 == sizeof(ext) / sizeof(ext[0])))
			break;
	}
	ar_make_unit(a, id, U_FAILED);
}

/* Is the word b[0..n) (no directory) a C compiler's name: gcc*, *clang*,
 * cc or *-cc? */
static int compiler_word(const char *b, size_t n)
{
	return (n >= 3 && (find(b, n, "gcc") || find(b, n, "clang") || find(b, n, "g++"))) ||
	       (n == 2 && !memcmp(b, "cc", 2)) || (n == 3 && !memcmp(b, "c++", 3)) ||
	       (n > 3 && (!memcmp(b + n - 3, "-cc", 3) || !memcmp(b + n - 4, "-c++", 4)));
}

/* Does the word p[0..n) name a C or C++ source (.c, .cc, .cp, .cpp, .cxx,
 * .c++, .C)? */
static int source_word(const char *p, size_t n)
{
	static const char *const ext[] = { ".c", ".C", ".cc", ".cp", ".cpp", ".cxx", ".c++" };
	size_t k, m;

	for (k = 0; k < sizeof(ext) / sizeof(ext[0]); k++)
		if (n > (m = strlen(ext[k])) && !memcmp(p + n - m, ext[k], m))
			return 1;
	return 0;
}

/* The word w[0..n) (a command's first word, a path maybe) names the
 * compiler a command ran: recorded for the log when it is one. */
static void cmd_compiler(struct audit *a, const char *w, size_t n, int from_cmd)
{
	const char *b = w, *sl;

	for (sl = w; sl < w + n; sl++)
		if (*sl == '/')
			b = sl + 1;
	n -= (size_t)(b - w);
	if (compiler_word(b, n))
		ar_log_compiler(a, b, n, from_cmd);
}

/* kbuild's .x.o.cmd next to an object: the source and the headers read. */
/* The deps_ value of a .cmd file from buf[*i]: "  path \" lines up to one
 * without the backslash; each path a file the unit read. */
static void cmd_deps(struct audit *a, const struct fbuf *b, size_t *i, uint32_t unit,
		     uint32_t dir)
{
	while (*i < b->len) {
		const char *p = b->data + *i, *q = memchr(p, '\n', b->len - *i);
		size_t m = q ? (size_t)(q - p) : b->len - *i, s0 = 0, e0 = m;
		int more;

		*i += m + 1;
		more = m && p[m - 1] == '\\';
		if (more)
			e0--;
		while (s0 < e0 && (p[s0] == ' ' || p[s0] == '\t'))
			s0++;
		while (e0 > s0 && (p[e0 - 1] == ' ' || p[e0 - 1] == '\t'))
			e0--;
		if (e0 > s0 && p[s0] != '$')	/* not $(wildcard ...) */
			ar_include(a, unit, ar_canon(a, p + s0, e0 - s0, dir));
		if (!more)
			break;
	}
}

/* What a compile command's words say about its warnings, word by word
 * (flag_word()), then as AUDIT_QUIET and AUDIT_FLAGOFF bits (flag_bits()):
 * -w or --no-warnings turn every warning off; -Wno-maybe-uninitialized and
 * -Wno-uninitialized turn the uninitialized ones off, which the header's
 * pragma turns back on only for what follows it: gcc keeps them off in
 * code that comes before (a macro's expansion in an earlier header, such
 * as the kernel's writel()), unless `-include <init_for_compiler.h>` puts
 * the header, and so the pragma, first (Linux 6.1's case study). */
struct cmd_flags {
	int quiet, off, forced, include_next, define, define_next, opt, family, options;
	int undef_next, dir_next, pro_full;
	size_t npro;
	char pro[4096];		/* its -D and -U as #define and #undef lines */
};

/* -DNAME[=VALUE], -UNAME, -include FILE or -I DIR (how: 'd', 'u', 'i',
 * 'I'; w: what follows the option) as a line of the prologue: what the
 * unit's preprocessor reads first (ppif.c; -I and -isystem as
 * `#include_dir "DIR"`). A command too long for it keeps none. */
static void prologue(struct cmd_flags *f, int how, const char *w, size_t n)
{
	const char *eq = how == 'd' ? memchr(w, '=', n) : NULL;
	size_t name = eq ? (size_t)(eq - w) : n, room = sizeof(f->pro) - f->npro;
	int l;

	if (f->pro_full || !name)
		return;
	if (how == 'u')
		l = snprintf(f->pro + f->npro, room, "#undef %.*s\n", (int)n, w);
	else if (how == 'i' || how == 'I')
		l = snprintf(f->pro + f->npro, room, "#include%s \"%.*s\"\n",
			     how == 'I' ? "_dir" : "", (int)n, w);
	else
		l = snprintf(f->pro + f->npro, room, "#define %.*s %.*s\n", (int)name, w,
			     eq ? (int)(n - name - 1) : 1, eq ? eq + 1 : "1");
	if (l < 0 || (size_t)l >= room)
		f->pro_full = 1;
	else
		f->npro += (size_t)l;
}

/* The family a word before the options names, if any: a compiler, or a
 * launcher's (ccache gcc-12 ...). */
static int word_family(const char *w, size_t n)
{
	size_t i;

	for (i = 0; i + 3 <= n; i++) {
		if (i + 5 <= n && !memcmp(w + i, "clang", 5))
			return 'c';
		if (!memcmp(w + i, "gcc", 3) || !memcmp(w + i, "g++", 3))
			return 'g';
	}
	return 0;
}

static int audit_define(const char *w, size_t n)
{
	static const char d[] = "INIT_FOR_COMPILER_AUDIT";
	const size_t l = sizeof(d) - 1;

	return n >= l && !memcmp(w, d, l) &&
	       (n == l || (n > l + 1 && w[l] == '=' && !(n == l + 2 && w[l + 1] == '0')));
}

static void flag_word(struct cmd_flags *f, const char *w, size_t n)
{
	static const char hdr[] = "init_for_compiler.h";
	const size_t h = sizeof(hdr) - 1;

	if (n >= 2 && (w[0] == '\'' || w[0] == '"') && w[n - 1] == w[0]) {
		w++;
		n -= 2;
	}
	if (f->include_next || f->define_next || f->undef_next || f->dir_next) {
		if (f->include_next)
			f->forced |= n >= h && !memcmp(w + n - h, hdr, h);
		else if (f->define_next)
			f->define |= audit_define(w, n);
		prologue(f, f->include_next ? 'i' : f->undef_next ? 'u' : f->dir_next ? 'I' : 'd', w,
			 n);
		f->include_next = f->define_next = f->undef_next = f->dir_next = 0;
		return;
	}
	if (n && w[0] != '-' && !f->options && !f->family)
		f->family = word_family(w, n);
	f->options |= n && w[0] == '-';
	if ((n == 2 && !memcmp(w, "-w", 2)) || (n == 13 && !memcmp(w, "--no-warnings", 13)))
		f->quiet = 1;
	else if ((n == 24 && !memcmp(w, "-Wno-maybe-uninitialized", 24)) ||
		 (n == 18 && !memcmp(w, "-Wno-uninitialized", 18)))
		f->off = 1;
	else if (n == 8 && !memcmp(w, "-include", 8))
		f->include_next = 1;
	else if (n > 8 && !memcmp(w, "-include", 8)) {
		f->forced |= n - 8 >= h && !memcmp(w + n - h, hdr, h);
		prologue(f, 'i', w + 8, n - 8);
	}
	else if (n == 2 && !memcmp(w, "-D", 2))
		f->define_next = 1;
	else if (n > 2 && !memcmp(w, "-D", 2)) {
		f->define |= audit_define(w + 2, n - 2);
		prologue(f, 'd', w + 2, n - 2);
	}
	else if ((n == 2 && !memcmp(w, "-I", 2)) || (n == 8 && !memcmp(w, "-isystem", 8)))
		f->dir_next = 1;
	else if (n > 2 && !memcmp(w, "-I", 2))
		prologue(f, 'I', w + 2, n - 2);
	else if (n > 8 && !memcmp(w, "-isystem", 8))
		prologue(f, 'I', w + 8, n - 8);
	else if (n == 2 && !memcmp(w, "-U", 2))
		f->undef_next = 1;
	else if (n > 2 && !memcmp(w, "-U", 2))
		prologue(f, 'u', w + 2, n - 2);
	else if (n >= 2 && !memcmp(w, "-O", 2))
		f->opt = !(n == 3 && w[2] == '0');
}

/* The unit's AUDIT_* bits its command says: AUDIT_QUIET, AUDIT_FLAGOFF;
 * and for a command that puts the header first (-include) with the audit
 * define, by a compiler the command names, what the header's marker says
 * (AUDIT_MARK, AUDIT_FORCED, gcc's AUDIT_NOOPT): that marker's include
 * chain starts at <command-line> or <built-in> and names no unit, and
 * under make -j another compile's lines can stand between a command and
 * its output. */
static unsigned flag_bits(const struct cmd_flags *f)
{
	unsigned b = (f->quiet ? AUDIT_QUIET : 0u) | (f->off && !f->forced ? AUDIT_FLAGOFF : 0u);

	if (f->forced && f->define && f->family)
		b |= AUDIT_MARK | AUDIT_FORCED | (f->family == 'g' && !f->opt ? AUDIT_NOOPT : 0u);
	return b;
}

/* The words of command s[0..n) into f. */
static void command_flags(struct cmd_flags *f, const char *s, size_t n)
{
	size_t i = 0, ws;

	while (i < n) {
		while (i < n && (s[i] == ' ' || s[i] == '\t'))
			i++;
		ws = i;
		while (i < n && s[i] != ' ' && s[i] != '\t')
			i++;
		if (i > ws)
			flag_word(f, s + ws, i - ws);
	}
}

/* The real path of the file or directory of a prologue line's "path"
 * (relative: from dir) into out, or 0. */
static int real_path(struct audit *a, const char *p, size_t n, uint32_t dir, int is_dir,
		     char out[PATH_MAX])
{
	char joined[PATH_MAX];
	const char *base = p[0] == '/' || dir == AR_NONE ? NULL : ar_str(a, dir);
	uint32_t id;
	int len;

	if (!is_dir) {
		id = ar_canon(a, p, n, dir);
		if (id == AR_NONE || !a->pool.exists[id] || strlen(ar_str(a, id)) >= PATH_MAX)
			return 0;
		strcpy(out, ar_str(a, id));
		return 1;
	}
	len = base ? snprintf(joined, sizeof(joined), "%s/%.*s", base, (int)n, p)
		   : snprintf(joined, sizeof(joined), "%.*s", (int)n, p);
	return len > 0 && (size_t)len < sizeof(joined) && realpath(joined, out);
}

/* Unit u's command line said f: its -D, -U, -include and -I, for ppif.c;
 * the files and directories by their real paths (relative ones from dir). */
static void unit_prologue(struct audit *a, uint32_t u, const struct cmd_flags *f, uint32_t dir)
{
	static const char inc[] = "#include", q[] = " \"";
	char *out, real[PATH_MAX];
	size_t i = 0, o = 0, n = 0;

	for (i = 0; i + 8 <= f->npro; i++)
		n += !memcmp(f->pro + i, inc, 8);
	if (f->pro_full || !n) {
		ar_unit_cmd(a, u, f->pro_full ? NULL : f->pro, f->npro);
		return;
	}
	if (!(out = malloc(f->npro + n * (PATH_MAX + 16))))
		return;
	for (i = 0; i < f->npro;) {
		const char *ln = f->pro + i, *nl = memchr(ln, '\n', f->npro - i);
		size_t len = (size_t)(nl - ln), k = 8;	/* every line ends in one */
		int is_dir = len > 12 && !memcmp(ln, "#include_dir", 12);

		k += is_dir ? 4 : 0;
		if (len > k + 3 && !memcmp(ln, inc, 8) && !memcmp(ln + k, q, 2) &&
		    real_path(a, ln + k + 2, len - k - 3, dir, is_dir, real)) {
			o += (size_t)sprintf(out + o, "%.*s \"%s\"\n", (int)k, ln, real);
		} else {
			memcpy(out + o, ln, len + 1);
			o += len + 1;
		}
		i += len + 1;
	}
	ar_unit_cmd(a, u, out, o);
	free(out);
}

unsigned audit_command_flags(const char *s, size_t n)
{
	struct cmd_flags f;

	memset(&f, 0, sizeof(f));
	command_flags(&f, s, n);
	return flag_bits(&f);
}

unsigned audit_argv_flags(char *const *argv)
{
	struct cmd_flags f;

	memset(&f, 0, sizeof(f));
	for (; argv && *argv; argv++)
		flag_word(&f, *argv, strlen(*argv));
	return flag_bits(&f);
}

void audit_unit_command(struct audit *a, const char *path, const char *dir, char *const *argv,
			const char *command, unsigned flags)
{
	uint32_t d = dir ? ar_intern(&a->pool, dir, strlen(dir)) : AR_NONE;
	uint32_t u = ar_unit(a, ar_canon(a, path, strlen(path), d));
	struct cmd_flags f;

	memset(&f, 0, sizeof(f));
	if (argv)
		for (; *argv; argv++)
			flag_word(&f, *argv, strlen(*argv));
	else if (command)
		command_flags(&f, command, strlen(command));
	ar_command_unit(a, u, flags | flag_bits(&f));
	unit_prologue(a, u, &f, d);
}

/* A .cmd file's command line ln[0..len) (its value from v): the compiler
 * (its first word) for the log; its words into f. */
static void cmd_file_command(struct audit *a, const char *ln, size_t len, const char *v,
			     struct cmd_flags *f)
{
	size_t k = (size_t)(v + 4 - ln), e;

	while (k < len && ln[k] == ' ')
		k++;
	for (e = k; e < len && ln[e] != ' ' && ln[e] != '\t'; e++)
		;
	cmd_compiler(a, ln + k, e - k, 1);
	memset(f, 0, sizeof(*f));
	command_flags(f, ln + k, len - k);
}

/* The unit of kbuild object obj[0..n) (x.o) without a source_ line
 * (BusyBox, Linux before 4.x): the object's x.c, relative to dir. */
static uint32_t cmd_file_unit(struct audit *a, const char *obj, size_t n, uint32_t dir)
{
	char src[PATH_MAX];
	int sl;

	if (n <= 2 || obj[n - 2] != '.' || obj[n - 1] != 'o')
		return AR_NONE;
	sl = snprintf(src, sizeof(src), "%.*s.c", (int)(n - 2), obj);
	if (sl <= 0 || (size_t)sl >= sizeof(src))
		return AR_NONE;
	return ar_unit(a, ar_canon(a, src, (size_t)sl, dir));
}

static int kbuild_cmd(struct audit *a, const char *obj, size_t n)
{
	char cmd[PATH_MAX];
	const char *dir = ar_str(a, ar_cur_dir(a)), *slash;
	struct fbuf b = { NULL, 0, 0 };
	uint32_t unit = AR_NONE, d = ar_cur_dir(a);
	size_t i = 0;
	int l;
	unsigned bits = 0;	/* the command's AUDIT_QUIET, AUDIT_FLAGOFF */
	struct cmd_flags f;	/* ... and its -D, -U */
	int have_cmd = 0;

	if (n < 3 || n >= PATH_MAX / 2)
		return 0;
	slash = obj + n;
	while (slash > obj && slash[-1] != '/')
		slash--;
	l = snprintf(cmd, sizeof(cmd), "%s%s%.*s.%.*s.cmd", obj[0] == '/' || !dir ? "" : dir,
		     obj[0] == '/' || !dir ? "" : "/", (int)(slash - obj), obj,
		     (int)(n - (size_t)(slash - obj)), slash);
	if (l < 0 || (size_t)l >= sizeof(cmd) || files_read(cmd, &b))
		return 0;
	a->logs[a->cur_log].kbuild = 1;
	while (i < b.len) {
		char *ln = b.data + i, *nl = memchr(ln, '\n', b.len - i);
		size_t len = nl ? (size_t)(nl - ln) : b.len - i;
		const char *v;

		i += len + 1;
		if (((len > 4 && !memcmp(ln, "cmd_", 4)) || (len > 9 && !memcmp(ln, "savedcmd_", 9))) &&
		    (v = find(ln, len, " := ")) != NULL) {
			cmd_file_command(a, ln, len, v, &f);
			bits = flag_bits(&f);
			have_cmd = 1;
		} else if (len > 7 && !memcmp(ln, "source_", 7) && (v = find(ln, len, " := ")) != NULL) {
			v += 4;
			unit = ar_unit(a, ar_canon(a, v, len - (size_t)(v - ln), d));
		} else if (len > 5 && !memcmp(ln, "deps_", 5)) {
			if (unit == AR_NONE)
				unit = cmd_file_unit(a, obj, n, d);
			if (unit != AR_NONE)
				cmd_deps(a, &b, &i, unit, d);
		}
	}
	free(b.data);
	ar_command_unit(a, unit, U_SEEN | bits);
	if (have_cmd)
		unit_prologue(a, unit, &f, d);
	return unit != AR_NONE;
}

/* What the words of a command line say: the compiler (its word), -c, -w. */
struct cmd_words {
	size_t cw, cn;
	int compiler, compiles;
	struct cmd_flags f;
};

static void command_word(struct cmd_words *cw, const char *s, size_t ws, size_t we)
{
	const char *b = s + ws, *sl;
	size_t bl = we - ws;

	for (sl = b; sl < s + we; sl++)
		if (*sl == '/') {
			bl = (size_t)(s + we - sl - 1);
			b = sl + 1;
		}
	if (compiler_word(b, bl) && !cw->compiler) {
		cw->compiler = 1;
		cw->cw = ws;
		cw->cn = we - ws;
	}
	if (we - ws == 2 && !memcmp(s + ws, "-c", 2))
		cw->compiles = 1;
	flag_word(&cw->f, s + ws, we - ws);
}

/* Words of a command line that name C and C++ sources, if it runs a
 * compiler; a unit built with -w shows no warning (U_QUIET), one built
 * with the warning off and without -include of the header none in what
 * precedes the header (U_FLAGOFF). */
static void compile_line(struct audit *a, const char *s, size_t n)
{
	struct cmd_words cw;
	size_t i, ws, we;
	int units = 0, pass;

	memset(&cw, 0, sizeof(cw));
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
				command_word(&cw, s, ws, we);
			} else if (s[ws] != '-') {
				const char *p = s + ws;
				size_t l = we - ws;
				uint32_t u;

				if ((p[0] == '\'' || p[0] == '"') && l > 2 && p[l - 1] == p[0]) {
					p++;
					l -= 2;
				}
				if (!source_word(p, l) || (u = ar_unit(a, ar_path(a, p, l))) == AR_NONE)
					continue;
				ar_command_unit(a, u, U_SEEN | flag_bits(&cw.f));
				unit_prologue(a, u, &cw.f, ar_cur_dir(a));
				a->cur_unit = u;
				units = 1;
			}
		}
		if (!cw.compiler || !cw.compiles)
			return;
	}
	if (units)
		cmd_compiler(a, s + cw.cw, cw.cn, 0);
}

/* Remove ANSI escape sequences (gcc/clang -fdiagnostics-color) in place. */
static size_t strip_ansi(char *s, size_t n)
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

static int starts(const char *s, size_t n, const char *p)
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
static int chain_line(struct audit *a, const char *s, size_t n, int was_chain)
{
	const char *f;
	size_t flen;
	uint32_t line, id;
	int first;

	if (starts(s, n, "In file included from "))
		first = 1;
	else if (n > 22 && !memcmp(s, "                 from ", 22))
		first = 0;
	else
		return 0;
	f = s + 22;
	/* gcc's "from <command-line>:" (an -include), with no line: the
	 * chain's root, no file */
	if (n - 22 >= 2 && f[0] == '<' && memchr(f, '>', n - 22)) {
		flen = (size_t)((const char *)memchr(f, '>', n - 22) - f) + 1;
		line = 0;
	} else if (!parse_loc(f, n - 22, &flen, &line)) {
		return 1;
	}
	if (first && !(was_chain && a->chain_open && !a->chain_gcc))
		a->nchain = 0;	/* a new chain (else clang's next level) */
	if (!first || s[n - 1] == ',')
		a->chain_gcc = 1;
	else if (first && !(was_chain && a->chain_open && a->nchain))
		a->chain_gcc = 0;
	id = flen >= 2 && f[0] == '<' ? AR_NONE : ar_path(a, f, flen);	/* <command-line> */
	if (a->nchain < sizeof(a->chain) / sizeof(a->chain[0]))
		a->chain[a->nchain++] = id;
	a->chain_open = 1;
	return 1;
}

/* gcc: "In function 'f'," then "    inlined from 'g' at F:L:C[,:]". */
static int inline_line(struct audit *a, const char *s, size_t n)
{
	const char *at;
	uint32_t fn;

	if ((starts(s, n, "In function ") || starts(s, n, "In member function ")) &&
	    (s[n - 1] == ',' || s[n - 1] == ':')) {
		a->inl_open = 0;
		return 1;
	}
	if (n > 17 && starts(s, n, "    inlined from ") &&
	    (at = find(s, n, " at ")) != NULL &&
	    (fn = quoted_func(a, s + 17, (size_t)(at - s) - 17)) != AR_NONE) {
		size_t flen;
		uint32_t line;

		if (parse_loc(at + 4, n - (size_t)(at + 4 - s), &flen, &line)) {
			/* the last one is the outermost function */
			a->inl_func = fn;
			a->inl_file = ar_path(a, at + 4, flen);
			a->inl_line = line;
			a->inl_open = 1;
		}
		return 1;
	}
	return 0;
}

/* What only GCC or only Clang writes in a diagnostic: the warning options
 * of the uninitialized warnings, the wording of the declaration notes. */
static void sign(struct audit *a, const char *m, size_t n)
{
	struct ar_log *l = &a->logs[a->cur_log];

	if (find(m, n, "maybe-uninitialized]") || find(m, n, "was declared here"))
		l->gcc_signs++;
	else if (find(m, n, "sometimes-uninitialized]") || find(m, n, "conditional-uninitialized]") ||
		 find(m, n, "is declared here") || find(m, n, "initialize the variable"))
		l->clang_signs++;
}

/* The audit marker of <init_for_compiler.h> (#pragma message: a note on
 * GCC, a warning on Clang): the unit at the root of its include chain;
 * for a chain from gcc's <command-line> or clang's <built-in> (the header
 * put first by -include), the unit of the compile command just read. */
static void marker_line(struct audit *a, const struct diag *d, uint32_t file)
{
	uint32_t u = AR_NONE;
	int noopt = find(d->msg, d->mlen, "without optimization") != NULL;

	if (a->chain_open && a->nchain &&
	    (a->chain_gcc ? a->chain[a->nchain - 1] : a->chain[0]) != AR_NONE)
		u = diag_unit(a, file);
	else if (a->chain_open && a->nchain && !a->cmd_known && (u = a->cmd_unit) != AR_NONE)
		a->units[u].flags |= U_FORCED;	/* a kbuild CC line without .cmd */
	a->chain_open = 0;
	if (d->sev == 'n')
		a->logs[a->cur_log].gcc_signs++;
	else
		a->logs[a->cur_log].clang_signs++;
	a->logs[a->cur_log].markers++;
	if (noopt)
		a->logs[a->cur_log].noopt++;
	if (u == AR_NONE)
		a->logs[a->cur_log].unattributed++;
	else
		a->units[u].flags |= (uint8_t)(U_MARK | (noopt ? U_NOOPT : 0));
}

/* A note: a declaration, clang's "uninitialized use occurs here", or a
 * macro's note inside gcc -fanalyzer's path. */
static void note_line(struct audit *a, const struct diag *d, uint32_t file)
{
	if (a->chain_open)
		diag_unit(a, file);	/* the chain was the note's */
	if (a->macro_w && find(d->msg, d->mlen, "expanded from macro")) {
		/* clang puts the note of a declaration written in a #define
		 * body at the macro's use; the notes that follow go down to
		 * where it is written, the last one innermost */
		a->w[a->macro_w - 1].mdecl = file;
		a->w[a->macro_w - 1].mdecl_line = d->line;
		return;
	}
	a->macro_w = 0;
	if ((find(d->msg, d->mlen, "declared here") ||
	     find(d->msg, d->mlen, "initialize the variable")) && a->pending < a->nw)
		decl_note(a, d, file);
	if (a->nw && a->w[a->nw - 1].nsteps && a->w[a->nw - 1].kind == WK_SOMETIMES &&
	    find(d->msg, d->mlen, "uninitialized use occurs here"))
		add_step(a, file, d->line, d->col, "uninitialized use occurs here", 29, PS_USE);
	if (a->apath != AR_NONE)
		a->apath_file = file;
}

static void diag_line(struct audit *a, struct diag *d, const char *s, size_t n)
{
	uint32_t file = ar_path(a, d->file, d->flen);
	int kind;

	if (find(d->msg, d->mlen, "init-for-compiler: audit build")) {
		marker_line(a, d, file);
		return;
	}
	sign(a, d->msg, d->mlen);
	if (d->sev == 'n') {
		note_line(a, d, file);
		return;
	}
	a->macro_w = 0;
	a->apath = AR_NONE;
	if (d->sev == 'e' && a->logs[a->cur_log].first_error == AR_NONE)
		a->logs[a->cur_log].first_error = ar_intern(&a->pool, s, n);
	kind = warn_kind(d->msg, d->mlen);
	if (kind >= 0) {
		add_warning(a, d, file, s, n, kind);
	} else {
		uint32_t u = diag_unit(a, file);

		if (d->sev == 'e' && u != AR_NONE)
			a->units[u].flags |= U_FAILED;
	}
	if (d->sev == 'e' && kind >= 0 && a->cur_unit != AR_NONE)
		a->units[a->cur_unit].flags |= U_FAILED;	/* -Werror=... */
	a->inl_open = 0;
}

/* The text-art of gcc's paths: a box-drawing character (U+2500 to U+257F)
 * at s[0..n): its length, or 0. */
static size_t box_char(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;

	return n >= 3 && u[0] == 0xe2 && (u[1] == 0x94 || u[1] == 0x95) ? 3 : 0;
}

/* An event of gcc -fanalyzer's path, "(N) TEXT", at the current line:
 * TEXT without the emoji before it and the arrow after it. */
static void apath_event(struct audit *a, const char *t, size_t n)
{
	struct ar_warn *w = &a->w[a->apath];
	int what = PS_EVENT;

	while (n && ((unsigned char)*t >= 0x80 || *t == ' ')) {
		t++;
		n--;
	}
	while (n && ((unsigned char)t[n - 1] >= 0x80 || t[n - 1] == ' ' || t[n - 1] == '-' ||
		     t[n - 1] == '>' || t[n - 1] == '.'))
		n--;	/* "following 'case 3:' branch... ─>─┐": the words alone */
	if (find(t, n, "region created on stack") || find(t, n, "declared here") ||
	    find(t, n, "declared without an initializer")) {
		what = PS_DECL;
		if (w->decl == AR_NONE && a->apath_file != AR_NONE) {
			w->decl = a->apath_file;
			w->decl_line = a->apath_line;
		}
	} else if (find(t, n, "following '") || find(t, n, " branch")) {
		what = PS_BRANCH;
	} else if (find(t, n, "use of uninitialized value")) {
		what = PS_USE;
	} else if (find(t, n, "...to here") || find(t, n, "capacity: ")) {
		return;
	}
	if (a->apath == a->nw - 1)
		add_step(a, a->apath_file, a->apath_line, 0, t, n, what);
}

/*
 * The path gcc -fanalyzer prints after its warning, in two styles:
 *   gcc 12 to 14                               gcc 15 and 16
 *   "  'f': events 1-4"                        the same, or "  'f': event 1"
 *   "    |mydrv.c:27:9:"                       "mydrv.c:27:9:"
 *   "    |   27 |   switch (r->mode) {"        "   27 |   switch (r->mode) {"
 *   "    |      |   (2) following ..."         "      |   (3) following ... ─>─┐"
 *   "    +--> 'g': events 3-4"                 "    └──> 'g': events 6-7"
 * (box-drawing characters between the gutter and the text, "│" for "|"),
 * and before it the warning's own source lines ("   42 |  ..."). A line
 * "N |" sets the line of the events below it, "FILE:L:C:" the file; 1 when
 * line s is one of them.
 */
static int apath_line(struct audit *a, const char *s, size_t n)
{
	size_t i = 0, k, b;
	int gutter = 0;
	uint32_t line;

	for (;;) {
		if (i < n && (s[i] == ' ' || s[i] == '|' || s[i] == '+' || s[i] == '-' ||
			      s[i] == '>')) {
			gutter |= s[i] != ' ';
			i++;
		} else if ((b = box_char(s + i, n - i)) != 0) {
			gutter = 1;
			i += b;
		} else {
			break;
		}
	}
	if (i == n)
		return gutter;
	if ((s[i] == '\'' || (unsigned char)s[i] == 0xe2) && find(s + i, n - i, ": event"))
		return 1;	/* "'f': events 1-4", also in UTF-8 quotes */
	if (s[i] >= '0' && s[i] <= '9') {
		unsigned long v = 0;

		for (k = i; k < n && s[k] >= '0' && s[k] <= '9' && v < 10000000; k++)
			v = v * 10 + (unsigned long)(s[k] - '0');
		if (k + 1 < n && s[k] == ' ' && s[k + 1] == '|') {
			a->apath_line = (uint32_t)v;
			return 1;
		}
	}
	if (starts(s + i, n - i, "......"))
		return 1;
	if (s[i] == '(' && i + 2 < n && s[i + 1] >= '0' && s[i + 1] <= '9') {
		const char *q = memchr(s + i, ')', n - i);

		if (q && q + 1 < s + n && q[1] == ' ') {
			apath_event(a, q + 2, n - (size_t)(q + 2 - s));
			return 1;
		}
	}
	if (s[n - 1] == ':' && !memchr(s + i, ' ', n - i) && trailing_loc(s + i, n - i - 1, &k, &line)) {
		a->apath_file = ar_path(a, s + i, k);
		a->apath_line = line;
		return 1;
	}
	return gutter && (s[i] == '^' || s[i] == '~');
}

/* gcc's "FILE: In function 'f':" (g++: "In member function 'int
 * ns::C::f(int) const':", "In constructor ...") and "FILE: At top level:". */
static int context_line(struct audit *a, const char *s, size_t n)
{
	/* C and C++ (g++: members, constructors, templates, lambdas) */
	static const char *const ctx[] = {
		": In function ", ": In member function ", ": In static member function ",
		": In constructor ", ": In destructor ", ": In copy constructor ",
		": In instantiation of ", ": In lambda function:"
	};
	const char *p = NULL;
	uint32_t file;
	size_t k;

	if (find(s, n, ": At top level:")) {
		a->func = AR_NONE;
		a->inl_open = 0;
		return 1;
	}
	for (k = 0; k < sizeof(ctx) / sizeof(ctx[0]) && !(p = find(s, n, ctx[k])); k++)
		;
	if (!p)
		return 0;
	a->logs[a->cur_log].gcc_signs++;	/* "FILE: In function 'f':" is GCC's */
	file = ar_path(a, s, (size_t)(p - s));
	a->func = quoted_func(a, p, n - (size_t)(p - s));
	/* the file of a function may be a header: only a source file, or a
	 * chain printed before it, says which unit this is */
	if (a->chain_open)
		diag_unit(a, file);
	else if (file != AR_NONE && ar_is_source(ar_str(a, file)))
		a->cur_unit = ar_unit(a, file);
	a->inl_open = 0;
	return 1;
}

/* make's own lines: directories, and the targets that failed. */
static int make_line(struct audit *a, const char *s, size_t n)
{
	const char *p;

	if (!starts(s, n, "make") || (p = find(s, n, ": ")) == NULL || p - s >= 16)
		return 0;
	if ((p = find(s, n, "Entering directory ")) != NULL) {
		const char *q = p + 19, *e = s + n;

		if (*q == '\'' || *q == '`' || *q == '"')
			q++;
		if (e > q && (e[-1] == '\'' || e[-1] == '"'))
			e--;
		if (!GROW(a->dirs, a->ndirs, a->capdirs, 16)) {
			a->dirs[a->ndirs] = ar_intern(&a->pool, q, (size_t)(e - q));
			if (a->dirs[a->ndirs] != AR_NONE)
				a->ndirs++;
		}
	} else if (find(s, n, "Leaving directory ")) {
		if (a->ndirs)
			a->ndirs--;
	} else if (find(s, n, "*** [")) {
		make_error(a, s, n);
	} else if (find(s, n, "Nothing to be done for ") || find(s, n, "is up to date.")) {
		a->logs[a->cur_log].make_idle = 1;
	}
	return 1;
}

/* kbuild's quiet lines: "  CC [M]  path/x.o", "  CC      path/x.o" (a
 * unit), "  CHECK   path/x.c" (sparse, which does not check uninitialized
 * use: nothing). */
static int kbuild_line(struct audit *a, const char *s, size_t n)
{
	const char *f = s + 5;
	size_t fl;

	if (n > 10 && starts(s, n, "  CHECK "))
		return 1;
	if (n > 10 && (starts(s, n, "  LD [M] ") || starts(s, n, "  MODPOST ") ||
		       starts(s, n, "  BTF [M] "))) {
		a->logs[a->cur_log].kbuild = 1;	/* linking: no unit */
		return 1;
	}
	if (n <= 10 || !starts(s, n, "  CC "))
		return 0;
	a->logs[a->cur_log].kbuild = 1;
	if (!strncmp(f, "[M]", 3))
		f += 3;
	while (*f == ' ')
		f++;
	fl = n - (size_t)(f - s);
	if (fl > 2 && s[n - 2] == '.' && s[n - 1] == 'o' && !kbuild_cmd(a, f, fl)) {
		char tmp[PATH_MAX];
		int l = snprintf(tmp, sizeof(tmp), "%.*s.c", (int)(fl - 2), f);

		/* no .cmd file here: the command is unknown. Linux's kbuild
		 * passes -Wno-maybe-uninitialized to gcc (scripts/
		 * Makefile.extrawarn): taken as given, unless the unit's
		 * marker shows the header first (U_FORCED) */
		if (l > 0 && (size_t)l < sizeof(tmp)) {
			uint32_t p = ar_path(a, tmp, (size_t)l);

			ar_make_unit(a, p, U_SEEN | U_FLAGOFF);
			a->cmd_unit = p != AR_NONE ? ar_unit(a, p) : AR_NONE;
			a->cmd_known = 0;
			a->logs[a->cur_log].kbuild_nocmd = 1;
		}
	}
	return 1;
}

/* A word CFLAGS= or CFLAGS+= (not KCFLAGS=, EXTRA_CFLAGS=, ...): make's
 * variable, which kbuild does not read. */
static int cflags_word(const char *s, size_t n)
{
	const char *p = s;

	while ((p = find(p, n - (size_t)(p - s), "CFLAGS")) != NULL) {
		const char *e = p + 6;

		if ((p == s || !(p[-1] == '_' || (p[-1] >= 'A' && p[-1] <= 'Z') ||
				 (p[-1] >= 'a' && p[-1] <= 'z') || (p[-1] >= '0' && p[-1] <= '9'))) &&
		    e < s + n && (*e == '=' || (*e == '+' && e + 1 < s + n && e[1] == '=')))
			return 1;
		p = e;
	}
	return 0;
}

/* An error with no file and line: gcc's "<command-line>: fatal error:
 * init_for_compiler.h: No such file or directory" (an -include the
 * compiler cannot find), clang's "clang-19: error: no such file or
 * directory: 'init_for_compiler.h'". The first of a log is what the
 * audit quotes when a build made no audit marker because it failed. */
static void bare_error(struct audit *a, const char *s, size_t n)
{
	size_t i;

	if (a->logs[a->cur_log].first_error != AR_NONE)
		return;
	for (i = 0; i < n && s[i] != ':' && s[i] != ' '; i++)
		;
	if (i == 0 || i == n || (!starts(s + i, n - i, ": error: ") &&
				 !starts(s + i, n - i, ": fatal error: ")))
		return;
	a->logs[a->cur_log].first_error = ar_intern(&a->pool, s, n);
}

void audit_line(struct audit *a, const char *line, size_t n)
{
	static char buf[1 << 16];	/* kernel command lines run to a few kB */
	struct diag d;
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
	n = strip_ansi(buf, n);
	buf[n] = '\0';
	if (n == 0)
		return;
	if (find(buf, n, "INIT_FOR_COMPILER_AUDIT") && cflags_word(buf, n))
		a->logs[a->cur_log].cflags_audit = 1;
	was_chain = a->chain_prev;
	a->chain_prev = 0;
	if (chain_line(a, buf, n, was_chain)) {
		a->chain_prev = 1;
		return;
	}
	if (inline_line(a, buf, n))
		return;
	if (a->apath != AR_NONE && apath_line(a, buf, n))
		return;
	if (parse_diag(buf, n, &d)) {
		diag_line(a, &d, buf, n);
		return;
	}
	a->apath = AR_NONE;	/* the path is over */
	if (context_line(a, buf, n) || make_line(a, buf, n) || kbuild_line(a, buf, n))
		return;
	bare_error(a, buf, n);
	if (find(buf, n, " generated.") && (find(buf, n, " warning") || find(buf, n, " error")))
		a->logs[a->cur_log].clang_signs++;	/* "2 warnings generated." */
	compile_line(a, buf, n);
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

