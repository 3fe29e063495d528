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
	a->cur_log = (int)a->nlogs++;
	a->ndirs = 0;
	a->base = AR_NONE;
	a->func = AR_NONE;
	a->cur_unit = AR_NONE;
	a->nchain = 0;
	a->chain_open = 0;
	a->inl_open = 0;
	a->pending = a->nw;
	return a->cur_log;
}

void audit_end_log(struct audit *a)
{
	a->pending = a->nw;
	a->func = AR_NONE;
	a->cur_unit = AR_NONE;
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
	uint32_t line;
	char sev;		/* 'w', 'e' or 'n' */
};

/* s[0..e) ends in ":LINE" or ":LINE:COL": the file part's length and the
 * line. The file part must not be empty. */
static int trailing_loc(const char *s, size_t e, size_t *flen, uint32_t *line)
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
			if (!trailing_loc(s, i, &d->flen, &d->line))
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

const char *const warn_kind_name[WK_COUNT] = { "may", "sometimes", "is" };

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
		if (i == a->pending)
			while (a->pending < a->nw && a->w[a->pending].decl != AR_NONE)
				a->pending++;
		return;
	}
}

/* make[N]: *** [Makefile:NN: path/x.o] Error 2 (or "[path/x.o]"): x.c failed. */
static void make_error(struct audit *a, const char *s, size_t n)
{
	const char *o = find(s, n, "*** ["), *e;
	const char *t;
	char tmp[PATH_MAX];
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
	l = snprintf(tmp, sizeof(tmp), "%.*s.c", (int)(e - t - 2), t);
	if (l > 0 && (size_t)l < sizeof(tmp))
		ar_make_unit(a, ar_path(a, tmp, (size_t)l), U_FAILED);
}

/* Is the word b[0..n) (no directory) a C compiler's name: gcc*, *clang*,
 * cc or *-cc? */
static int compiler_word(const char *b, size_t n)
{
	return (n >= 3 && (find(b, n, "gcc") || find(b, n, "clang"))) ||
	       (n == 2 && !memcmp(b, "cc", 2)) || (n > 3 && !memcmp(b + n - 3, "-cc", 3));
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

static int kbuild_cmd(struct audit *a, const char *obj, size_t n)
{
	char cmd[PATH_MAX];
	const char *dir = ar_str(a, ar_cur_dir(a)), *slash;
	struct fbuf b = { NULL, 0, 0 };
	uint32_t unit = AR_NONE, d = ar_cur_dir(a);
	size_t i = 0;
	int l;

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
			/* the command line: its first word is the compiler */
			size_t k = (size_t)(v + 4 - ln), e;

			while (k < len && ln[k] == ' ')
				k++;
			for (e = k; e < len && ln[e] != ' ' && ln[e] != '\t'; e++)
				;
			cmd_compiler(a, ln + k, e - k, 1);
		} else if (len > 7 && !memcmp(ln, "source_", 7) && (v = find(ln, len, " := ")) != NULL) {
			v += 4;
			unit = ar_unit(a, ar_canon(a, v, len - (size_t)(v - ln), d));
			if (unit != AR_NONE)
				a->units[unit].flags |= U_SEEN;
		} else if (len > 5 && !memcmp(ln, "deps_", 5)) {
			if (unit == AR_NONE && n > 2 && obj[n - 2] == '.' && obj[n - 1] == 'o') {
				/* no source_ line (BusyBox, Linux before 4.x):
				 * the unit of the object's x.c */
				char src[PATH_MAX];
				int sl = snprintf(src, sizeof(src), "%.*s.c", (int)(n - 2), obj);

				if (sl > 0 && (size_t)sl < sizeof(src)) {
					unit = ar_unit(a, ar_canon(a, src, (size_t)sl, d));
					if (unit != AR_NONE)
						a->units[unit].flags |= U_SEEN;
				}
			}
			if (unit != AR_NONE)
				cmd_deps(a, &b, &i, unit, d);
		}
	}
	free(b.data);
	return unit != AR_NONE;
}

/* Words of a command line that name C sources, if it runs a compiler. */
static void compile_line(struct audit *a, const char *s, size_t n)
{
	size_t i, ws, we, cw = 0, cn = 0;
	int compiler = 0, compiles = 0, units = 0, pass;

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
				if (compiler_word(b, bl) && !compiler) {
					compiler = 1;
					cw = ws;
					cn = we - ws;
				}
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
					uint32_t u = ar_unit(a, ar_path(a, p, l));

					if (u != AR_NONE) {
						a->units[u].flags |= U_SEEN;
						a->cur_unit = u;
						units = 1;
					}
				}
			}
		}
		if (!compiler || !compiles)
			return;
	}
	if (units)
		cmd_compiler(a, s + cw, cn, 0);
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
	if (!parse_loc(f, n - 22, &flen, &line))
		return 1;
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
	char name[128];
	const char *at;

	if (starts(s, n, "In function ") && (s[n - 1] == ',' || s[n - 1] == ':')) {
		a->inl_open = 0;
		return 1;
	}
	if (n > 17 && starts(s, n, "    inlined from ") &&
	    (at = find(s, n, " at ")) != NULL &&
	    quoted_name(s + 17, (size_t)(at - s) - 17, name, sizeof(name), NULL)) {
		size_t flen;
		uint32_t line;

		if (parse_loc(at + 4, n - (size_t)(at + 4 - s), &flen, &line)) {
			/* the last one is the outermost function */
			a->inl_func = ar_intern(&a->pool, name, strlen(name));
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

static void diag_line(struct audit *a, struct diag *d, const char *s, size_t n)
{
	uint32_t file = ar_path(a, d->file, d->flen);
	int kind;

	if (find(d->msg, d->mlen, "init-for-compiler: audit build"))
		goto marker;
	sign(a, d->msg, d->mlen);
	if (d->sev == 'n') {
		if (a->chain_open)
			diag_unit(a, file);	/* the chain was the note's */
		if ((find(d->msg, d->mlen, "declared here") ||
		     find(d->msg, d->mlen, "initialize the variable")) && a->pending < a->nw)
			decl_note(a, d, file);
		return;
	}
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
	return;
marker:
	{
		uint32_t u = AR_NONE;
		int noopt = find(d->msg, d->mlen, "without optimization") != NULL;

		if (a->chain_open && a->nchain &&
		    (a->chain_gcc ? a->chain[a->nchain - 1] : a->chain[0]) != AR_NONE)
			u = diag_unit(a, file);
		a->chain_open = 0;
		/* #pragma message: a note on GCC, a warning on Clang */
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
}

/* gcc's "FILE: In function 'f':" and "FILE: At top level:". */
static int context_line(struct audit *a, const char *s, size_t n)
{
	const char *p;
	char name[128];
	uint32_t file;

	if (find(s, n, ": At top level:")) {
		a->func = AR_NONE;
		a->inl_open = 0;
		return 1;
	}
	if ((p = find(s, n, ": In function ")) == NULL &&
	    (p = find(s, n, ": In member function ")) == NULL)
		return 0;
	a->logs[a->cur_log].gcc_signs++;	/* "FILE: In function 'f':" is GCC's */
	file = ar_path(a, s, (size_t)(p - s));
	a->func = quoted_name(p, n - (size_t)(p - s), name, sizeof(name), NULL)
			  ? ar_intern(&a->pool, name, strlen(name)) : AR_NONE;
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

		if (l > 0 && (size_t)l < sizeof(tmp))
			ar_make_unit(a, ar_path(a, tmp, (size_t)l), U_SEEN);
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
	if (parse_diag(buf, n, &d)) {
		diag_line(a, &d, buf, n);
		return;
	}
	if (context_line(a, buf, n) || make_line(a, buf, n) || kbuild_line(a, buf, n))
		return;
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

