// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/ppif.c - was the code of a line compiled? The #if groups around
 * it, evaluated under what a unit's command line defines.
 *
 * A build log shows that a file was compiled, not which of its #if
 * branches were. The audit calls a site stale only where the log shows its
 * code compiled: every group around it on, by the -D and -U options of the
 * unit's command line (given here as "#define NAME VALUE" and "#undef NAME"
 * lines, in their order) and by the file's own #define and #undef before
 * the line. A macro that neither names is not known, since a header may
 * define it: a condition that needs it cannot be decided. So cannot a
 * character constant, a function-like macro, __has_include() and the like.
 * An include guard (include_guard(): convert's rule for where its
 * #include may go, which every configuration enters) is on. A header the file includes is not read:
 * it might #undef what the command line defines, which real code does not
 * do to the macros it tests.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ifc.h"

#define PP_DEPTH 64		/* nested groups followed; deeper: not known */
#define PP_ITEMS 256		/* an expression's items after expansion */
#define PP_NEST 16		/* macros expanded inside macros */
#define PP_FILES 64		/* -include files and what they include, read */
#define PP_DIRS 64		/* -I directories searched */
#define PP_NESTED 8		/* #include inside -include files followed */

/* A definition (#define, #undef) in order: the last one of a name wins. */
enum { M_DEF, M_FUNC, M_UNDEF, M_MAYBE };
struct mdef {
	const char *buf;
	const struct tokvec *tv;
	size_t name, first, end;	/* token indices: the name, the value [first, end) */
	uint8_t state;
};

struct grp {
	uint8_t parent, live, taken, guard;
	size_t open, cur;		/* token of its #if, of the branch in effect */
	char unknown[64];		/* the first macro its conditions lacked */
};

/* An item of an expanded expression: a value (known or not) or an operator. */
struct item {
	char op[4];			/* "" for a value */
	long long v;
	int known, uns;			/* uns: of type uintmax_t (1u, 0xffffffffffffffff) */
};

struct expr {
	struct item it[PP_ITEMS];
	size_t n, pos;
	int bad;
	const char *expanding[PP_NEST];
	size_t nexp;
};

struct pp {
	struct mdef *m;
	size_t n, cap;
	struct grp g[PP_DEPTH];
	size_t depth, ndir, guard_name;
	const char *guard_buf;
	char unknown[64];		/* the current expression's first unknown macro */
	struct expr *e;
	int prologue;			/* walking the command line's prologue */
	const char *dirs[PP_DIRS];	/* its -I, -isystem (in the prologue) */
	size_t dirlen[PP_DIRS], ndirs;
	const char *cur;		/* the path of the -include file walked, or NULL */
	size_t nested, nfiles;		/* its depth of #include, the files read */
};

static int tri_and(int a, int b)
{
	if (a == PP_OFF || b == PP_OFF)
		return PP_OFF;
	return a == PP_ON && b == PP_ON ? PP_ON : PP_UNKNOWN;
}

static int tri_not(int a)
{
	return a == PP_ON ? PP_OFF : a == PP_OFF ? PP_ON : PP_UNKNOWN;
}

/* The end of the directive whose '#' is token i. */
static size_t dir_end(const struct tokvec *tv, size_t i)
{
	for (i++; i < tv->n && (tv->v[i].flags & TF_PP) && !(tv->v[i].flags & TF_HASH); i++)
		;
	return i;
}

/* The next token at or after i before end that is not a comment. */
static size_t skip_comments(const struct tokvec *tv, size_t i, size_t end)
{
	while (i < end && tv->v[i].kind == TK_COMMENT)
		i++;
	return i;
}

static int same_name(const char *a, const struct token *x, const char *b, const struct token *y)
{
	return x->kind == TK_IDENT && y->kind == TK_IDENT && x->len == y->len &&
	       !memcmp(a + x->off, b + y->off, x->len);
}

/* The last definition of the name of token t, or NULL. */
static const struct mdef *lookup(const struct pp *p, const char *buf, const struct token *t)
{
	size_t i;

	for (i = p->n; i-- > 0;)
		if (same_name(p->m[i].buf, &p->m[i].tv->v[p->m[i].name], buf, t))
			return &p->m[i];
	return NULL;
}

static void note_unknown(struct pp *p, const char *buf, const struct token *t)
{
	if (!p->unknown[0])
		(void)tok_copy(buf, t, p->unknown, sizeof(p->unknown));
}

static void push_value(struct expr *e, long long v, int known)
{
	if (e->n >= PP_ITEMS) {
		e->bad = 1;
		return;
	}
	e->it[e->n].op[0] = '\0';
	e->it[e->n].v = v;
	e->it[e->n].uns = 0;
	e->it[e->n++].known = known;
}

/* A pp-number's value: decimal, octal, hex or binary with U/L suffixes;
 * anything else (a floating constant) is not known. */
static void push_number(struct expr *e, const char *buf, const struct token *t)
{
	char s[32], *end;
	unsigned long long v;
	size_t n = tok_copy(buf, t, s, sizeof(s));
	const char *d = s;

	if (n >= sizeof(s)) {
		push_value(e, 0, 0);
		return;
	}
	if (n > 2 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) {
		d = s + 2;
		v = strtoull(d, &end, 2);
	} else {
		v = strtoull(s, &end, 0);	/* 0x1f, 017, 10 */
	}
	push_value(e, (long long)v, 1);
	for (; *end == 'u' || *end == 'U' || *end == 'l' || *end == 'L'; end++)
		if (*end == 'u' || *end == 'U')
			e->it[e->n - 1].uns = 1;
	if (v > INT64_MAX)
		e->it[e->n - 1].uns = 1;	/* too big for intmax_t */
	e->it[e->n - 1].known = *end == '\0' && end != d && !e->bad;
}

/* After an identifier at i: skip a balanced (...) that follows, if any. */
static size_t skip_call(const struct tokvec *tv, const char *buf, size_t i, size_t end)
{
	size_t j = skip_comments(tv, i, end), depth = 0;

	if (j >= end || !tok_is(buf, &tv->v[j], "("))
		return i;
	for (; j < end; j++) {
		if (tok_is(buf, &tv->v[j], "("))
			depth++;
		else if (tok_is(buf, &tv->v[j], ")") && --depth == 0)
			return j + 1;
	}
	return end;
}

static void expand(struct pp *p, struct expr *e, const char *buf, const struct tokvec *tv,
		   size_t i, size_t end);

/* "defined NAME" or "defined ( NAME )" from token i (after "defined"):
 * its value pushed; returns the token after it. */
static size_t defined_op(struct pp *p, struct expr *e, const char *buf, const struct tokvec *tv,
			 size_t i, size_t end)
{
	size_t j = skip_comments(tv, i, end), k;
	int paren = j < end && tok_is(buf, &tv->v[j], "(");
	const struct mdef *m;

	if (paren)
		j = skip_comments(tv, j + 1, end);
	if (j >= end || tv->v[j].kind != TK_IDENT) {
		e->bad = 1;
		return end;
	}
	m = lookup(p, buf, &tv->v[j]);
	if (!m || m->state == M_MAYBE) {
		note_unknown(p, buf, &tv->v[j]);
		push_value(e, 0, 0);
	} else {
		push_value(e, m->state != M_UNDEF, 1);
	}
	k = j + 1;
	if (paren) {
		k = skip_comments(tv, k, end);
		if (k >= end || !tok_is(buf, &tv->v[k], ")")) {
			e->bad = 1;
			return end;
		}
		k++;
	}
	return k;
}

/* An identifier at i that is not "defined": its macro's value expanded,
 * 0 when it is surely not a macro, else not known. Returns the next token. */
static size_t ident(struct pp *p, struct expr *e, const char *buf, const struct tokvec *tv,
		    size_t i, size_t end)
{
	const struct mdef *m = lookup(p, buf, &tv->v[i]);
	size_t k, after = skip_call(tv, buf, i + 1, end);
	char name[64];

	(void)tok_copy(buf, &tv->v[i], name, sizeof(name));
	for (k = 0; k < e->nexp; k++)
		if (!strcmp(e->expanding[k], name))
			m = NULL;	/* itself inside its own value: left as is */
	if (m && m->state == M_DEF && e->nexp < PP_NEST) {
		e->expanding[e->nexp++] = m->buf + m->tv->v[m->name].off;
		expand(p, e, m->buf, m->tv, m->first, m->end);
		e->nexp--;
		return i + 1;
	}
	if (m && m->state == M_UNDEF && after == i + 1) {
		push_value(e, 0, 1);
		return i + 1;
	}
	note_unknown(p, buf, &tv->v[i]);	/* not known, a call, or a macro's own name */
	push_value(e, 0, 0);
	return after;
}

/* Tokens [i, end) of buf as items: defined, macros, numbers, operators. */
static void expand(struct pp *p, struct expr *e, const char *buf, const struct tokvec *tv,
		   size_t i, size_t end)
{
	while (i < end && !e->bad) {
		const struct token *t = &tv->v[i];

		if (t->kind == TK_COMMENT) {
			i++;
		} else if (t->kind == TK_IDENT && tok_is(buf, t, "defined")) {
			i = defined_op(p, e, buf, tv, i + 1, end);
		} else if (t->kind == TK_IDENT) {
			i = ident(p, e, buf, tv, i, end);
		} else if (t->kind == TK_NUMBER) {
			push_number(e, buf, t);
			i++;
		} else if (t->kind == TK_PUNCT && t->len < 4 && e->n < PP_ITEMS) {
			(void)tok_copy(buf, t, e->it[e->n].op, sizeof(e->it[e->n].op));
			e->n++;
			i++;
		} else {	/* a character constant, a string, a stray byte */
			push_value(e, 0, 0);
			i++;
		}
	}
}

/* ---------------------------------------------- the expression's value */

struct val {
	long long v;
	int known, uns;
};

static int at_op(const struct expr *e, const char *op)
{
	return e->pos < e->n && !strcmp(e->it[e->pos].op, op);
}

static struct val cond_expr(struct expr *e);

static struct val unary(struct expr *e)
{
	struct val r = { 0, 0, 0 };

	if (e->pos >= e->n) {
		e->bad = 1;
		return r;
	}
	if (!e->it[e->pos].op[0]) {
		r.v = e->it[e->pos].v;
		r.uns = e->it[e->pos].uns;
		r.known = e->it[e->pos++].known;
		return r;
	}
	if (at_op(e, "(")) {
		e->pos++;
		r = cond_expr(e);
		if (!at_op(e, ")"))
			e->bad = 1;
		e->pos++;
		return r;
	}
	if (at_op(e, "!") || at_op(e, "~") || at_op(e, "-") || at_op(e, "+")) {
		char op = e->it[e->pos++].op[0];

		r = unary(e);
		r.v = op == '!' ? !r.v : op == '~' ? ~r.v :
		      op == '-' ? (long long)(0ULL - (unsigned long long)r.v) : r.v;
		r.uns &= op != '!';
		return r;
	}
	e->bad = 1;
	return r;
}

static int prec(const char *op)
{
	static const char *const ops[][4] = {
		{ "||" }, { "&&" }, { "|" }, { "^" }, { "&" }, { "==", "!=" },
		{ "<", ">", "<=", ">=" }, { "<<", ">>" }, { "+", "-" }, { "*", "/", "%" },
	};
	size_t i, j;

	for (i = 0; i < sizeof(ops) / sizeof(ops[0]); i++)
		for (j = 0; j < 4 && ops[i][j]; j++)
			if (!strcmp(op, ops[i][j]))
				return (int)i + 1;
	return 0;
}

/* a op b where the usual conversions make both unsigned: the operators
 * whose value differs from the signed one's (/, %, >>, <, >, <=, >=). */
static struct val apply_unsigned(const char *op, unsigned long long x, unsigned long long y,
				 struct val r)
{
	switch (op[0] | (op[1] << 8)) {
	case '/': r.v = (long long)(x / y); break;
	case '%': r.v = (long long)(x % y); break;
	case '>' | ('>' << 8): r.v = (long long)(x >> y); break;
	case '<': r.v = x < y; break;
	case '>': r.v = x > y; break;
	case '<' | ('=' << 8): r.v = x <= y; break;
	case '>' | ('=' << 8): r.v = x >= y; break;
	default: r.known = 0;
	}
	return r;
}

/* a op b; known only where both are, but for && and || with a side that
 * decides alone, and for what would be an error (x / 0, a shift too far). */
static struct val apply(const char *op, struct val a, struct val b)
{
	struct val r = { 0, a.known && b.known, 0 };
	unsigned long long x = (unsigned long long)a.v, y = (unsigned long long)b.v;
	int u = a.uns || b.uns, shift, cmp;	/* u: the usual arithmetic conversions */

	if (!strcmp(op, "&&")) {
		r.known = (a.known && b.known) || (a.known && !a.v) || (b.known && !b.v);
		r.v = r.known && a.v && b.v;
		if (r.known && ((a.known && !a.v) || (b.known && !b.v)))
			r.v = 0;
		return r;
	}
	if (!strcmp(op, "||")) {
		r.known = (a.known && b.known) || (a.known && a.v) || (b.known && b.v);
		r.v = r.known && ((a.known && a.v) || (b.known && b.v));
		return r;
	}
	if ((op[0] == '/' || op[0] == '%') && !b.v)
		r.known = 0;
	if ((!strcmp(op, "<<") || !strcmp(op, ">>")) && (b.v < 0 || b.v > 63))
		r.known = 0;
	if (!r.known)
		return r;
	shift = !strcmp(op, "<<") || !strcmp(op, ">>");
	cmp = !strcmp(op, "<") || !strcmp(op, ">") || !strcmp(op, "<=") || !strcmp(op, ">=");
	r.uns = shift ? a.uns : cmp || !strcmp(op, "==") || !strcmp(op, "!=") ? 0 : u;
	if ((shift ? a.uns : u) && (cmp || op[0] == '/' || op[0] == '%' || !strcmp(op, ">>")))
		return apply_unsigned(op, x, y, r);
	switch (op[0] | (op[1] << 8)) {
	case '*': r.v = (long long)(x * y); break;
	case '/': r.v = a.v == INT64_MIN && b.v == -1 ? a.v : a.v / b.v; break;
	case '%': r.v = b.v == -1 ? 0 : a.v % b.v; break;
	case '+': r.v = (long long)(x + y); break;
	case '-': r.v = (long long)(x - y); break;
	case '<' | ('<' << 8): r.v = (long long)(x << y); break;
	case '>' | ('>' << 8): r.v = a.v >> b.v; break;
	case '<': r.v = a.v < b.v; break;
	case '>': r.v = a.v > b.v; break;
	case '<' | ('=' << 8): r.v = a.v <= b.v; break;
	case '>' | ('=' << 8): r.v = a.v >= b.v; break;
	case '=' | ('=' << 8): r.v = a.v == b.v; break;
	case '!' | ('=' << 8): r.v = a.v != b.v; break;
	case '&': r.v = a.v & b.v; break;
	case '^': r.v = a.v ^ b.v; break;
	case '|': r.v = a.v | b.v; break;
	default: r.known = 0;
	}
	return r;
}

static struct val binary(struct expr *e, int min)
{
	struct val a = unary(e);

	while (!e->bad && e->pos < e->n && e->it[e->pos].op[0]) {
		const char *op = e->it[e->pos].op;
		int p = prec(op);

		if (!p || p < min)
			break;
		e->pos++;
		a = apply(op, a, binary(e, p + 1));
	}
	return a;
}

static struct val cond_expr(struct expr *e)
{
	struct val c = binary(e, 1), x, y;

	if (!at_op(e, "?"))
		return c;
	e->pos++;
	x = cond_expr(e);
	if (!at_op(e, ":")) {
		e->bad = 1;
		return x;
	}
	e->pos++;
	y = cond_expr(e);
	x.uns = y.uns = x.uns || y.uns;
	if (c.known)
		return c.v ? x : y;
	if (x.known && y.known && x.v == y.v)
		return x;
	x.known = 0;
	return x;
}

/* The value of the condition of the directive whose name is token name. */
static int eval(struct pp *p, const char *buf, const struct tokvec *tv, size_t name, size_t end)
{
	struct expr *e = p->e;
	struct val v;
	int neg = tok_is(buf, &tv->v[name], "ifndef");

	e->n = e->pos = e->nexp = 0;
	e->bad = 0;
	p->unknown[0] = '\0';
	if (neg || tok_is(buf, &tv->v[name], "ifdef")) {
		size_t j = skip_comments(tv, name + 1, end);
		const struct mdef *m = j < end ? lookup(p, buf, &tv->v[j]) : NULL;

		if (j >= end || tv->v[j].kind != TK_IDENT)
			return PP_UNKNOWN;
		if (!m || m->state == M_MAYBE) {
			note_unknown(p, buf, &tv->v[j]);
			return PP_UNKNOWN;
		}
		return (m->state != M_UNDEF) != neg ? PP_ON : PP_OFF;
	}
	expand(p, e, buf, tv, name + 1, end);
	v = cond_expr(e);
	if (e->bad || e->pos != e->n || !v.known)
		return PP_UNKNOWN;
	return v.v ? PP_ON : PP_OFF;
}

/* ---------------------------------------------------- the directives */

/* A #define or #undef (its name is token name) where the code is live. */
static int record(struct pp *p, const char *buf, const struct tokvec *tv, size_t name, size_t end,
		  int live)
{
	size_t j = skip_comments(tv, name + 1, end);
	struct mdef *m;

	if (live == PP_OFF || j >= end || tv->v[j].kind != TK_IDENT)
		return 0;
	if (GROW(p->m, p->n, p->cap, 64))
		return -1;
	m = &p->m[p->n++];
	m->buf = buf;
	m->tv = tv;
	m->name = j;
	m->first = j + 1;
	m->end = end;
	m->state = live == PP_UNKNOWN ? M_MAYBE : tok_is(buf, &tv->v[name], "undef") ? M_UNDEF
											 : M_DEF;
	if (m->state == M_DEF && j + 1 < end && tok_is(buf, &tv->v[j + 1], "(") &&
	    tv->v[j + 1].off == tv->v[j].off + tv->v[j].len)
		m->state = M_FUNC;	/* NAME( with no space: function-like */
	return 0;
}

/* #if, #ifdef, #ifndef: a new group, on where its parent is and its
 * condition holds. */
static void open_group(struct pp *p, const char *buf, const struct tokvec *tv, size_t hash,
		       size_t name, size_t end)
{
	int parent = p->depth ? (p->depth <= PP_DEPTH ? p->g[p->depth - 1].live : PP_UNKNOWN)
			      : PP_ON;
	struct grp *g = p->depth < PP_DEPTH ? &p->g[p->depth] : NULL;

	p->depth++;
	if (!g)
		return;
	memset(g, 0, sizeof(*g));
	g->open = g->cur = hash;
	g->parent = (uint8_t)parent;
	g->taken = (uint8_t)(parent == PP_OFF ? PP_OFF : eval(p, buf, tv, name, end));
	g->live = (uint8_t)tri_and(parent, g->taken);
	memcpy(g->unknown, p->unknown, sizeof(g->unknown));
}

/* #elif, #else: the branch after the ones before. */
static void next_branch(struct pp *p, const char *buf, const struct tokvec *tv, size_t hash,
			size_t name, size_t end)
{
	struct grp *g = p->depth && p->depth <= PP_DEPTH ? &p->g[p->depth - 1] : NULL;
	int v = PP_ON;

	if (!g)
		return;
	g->cur = hash;
	if (g->parent == PP_OFF || g->taken == PP_ON) {
		g->live = PP_OFF;
		return;
	}
	if (tok_is(buf, &tv->v[name], "elif")) {
		v = eval(p, buf, tv, name, end);
		if (!g->unknown[0])
			memcpy(g->unknown, p->unknown, sizeof(g->unknown));
	}
	g->live = (uint8_t)tri_and(g->parent, tri_and(tri_not(g->taken), v));
	g->taken = (uint8_t)(g->taken == PP_OFF ? v : v == PP_ON ? PP_ON : PP_UNKNOWN);
}

static int walk(struct pp *p, const char *buf, const struct tokvec *tv, uint32_t line);

/* The files read for -include, kept for the run: the same few (a
 * config.h, the kernel's kconfig.h and autoconf.h) for every unit. */
struct pp_file {
	char *path;
	struct fbuf b;
	struct tokvec tv;
	size_t guard;		/* include_guard() */
};
static struct pp_file pp_files[256];
static size_t pp_nfiles;
static pthread_mutex_t pp_lock = PTHREAD_MUTEX_INITIALIZER;

/* The file at path, read and lexed once; NULL when it cannot be read. */
static const struct pp_file *load(const char *path)
{
	const struct pp_file *r = NULL;
	struct pp_file *f;
	size_t i;

	pthread_mutex_lock(&pp_lock);
	for (i = 0; i < pp_nfiles && !r; i++)
		if (!strcmp(pp_files[i].path, path))
			r = pp_files[i].b.data ? &pp_files[i] : NULL;
	if (i == pp_nfiles && !r && pp_nfiles < sizeof(pp_files) / sizeof(pp_files[0])) {
		f = &pp_files[pp_nfiles];
		memset(f, 0, sizeof(*f));
		if ((f->path = strdup(path)) != NULL) {
			pp_nfiles++;
			if (files_read(path, &f->b) || lex(f->b.data, f->b.len, &f->tv)) {
				free(f->b.data);	/* remembered as not readable */
				f->b.data = NULL;
			} else {
				f->guard = include_guard(f->b.data, f->b.len, &f->tv);
				r = f;
			}
		}
	}
	pthread_mutex_unlock(&pp_lock);
	return r;
}

/* Where the preprocessor finds name[0..n) of #include "name" (quote) or
 * <name>: the including file's directory first for "", then -I. */
static const struct pp_file *find(const struct pp *p, const char *name, size_t n, int quote)
{
	char path[4096];
	const char *slash = p->cur ? strrchr(p->cur, '/') : NULL;
	const struct pp_file *f;
	size_t k;

	if (name[0] == '/' || (!p->cur && quote)) {
		if (snprintf(path, sizeof(path), "%.*s", (int)n, name) < (int)sizeof(path) &&
		    (f = load(path)) != NULL)
			return f;
		if (name[0] == '/')
			return NULL;
	}
	if (quote && slash &&
	    snprintf(path, sizeof(path), "%.*s/%.*s", (int)(slash - p->cur), p->cur, (int)n,
		     name) < (int)sizeof(path) && (f = load(path)) != NULL)
		return f;
	for (k = 0; k < p->ndirs; k++)
		if (snprintf(path, sizeof(path), "%.*s/%.*s", (int)p->dirlen[k], p->dirs[k], (int)n,
			     name) < (int)sizeof(path) && (f = load(path)) != NULL)
			return f;
	return NULL;
}

/* #include in the prologue (-include "FILE") or in what it includes: its
 * directives, as the preprocessor reads them first. A file that cannot be
 * found adds nothing: what it would define stays not known. */
static int include(struct pp *p, const char *buf, const struct tokvec *tv, size_t name,
		   size_t end)
{
	size_t j = skip_comments(tv, name + 1, end), depth = p->depth, ndir = p->ndir;
	const struct token *t = &tv->v[j];
	const char *gb = p->guard_buf, *cur = p->cur;
	size_t gn = p->guard_name;
	const struct pp_file *f;
	int r;

	if (j >= end || t->kind != TK_STRING || t->len < 3 || (t->flags & TF_SPLICED) ||
	    p->nfiles >= PP_FILES || p->nested >= PP_NESTED ||
	    !(f = find(p, buf + t->off + 1, t->len - 2, buf[t->off] == '"')))
		return 0;
	p->nfiles++;
	p->nested++;
	p->ndir = 0;
	p->guard_buf = f->b.data;
	p->guard_name = f->guard;
	p->cur = f->path;
	r = walk(p, f->b.data, &f->tv, UINT32_MAX);
	p->depth = depth;	/* an unbalanced file ends its groups */
	p->ndir = ndir;
	p->guard_buf = gb;
	p->guard_name = gn;
	p->cur = cur;
	p->nested--;
	return r;
}

/* The -I and -isystem of the prologue (#include_dir "DIR" lines), in order. */
static void include_dirs(struct pp *p, const char *cmd)
{
	static const char d[] = "#include_dir \"";
	const char *s = cmd;

	while ((s = strstr(s, d)) != NULL && p->ndirs < PP_DIRS) {
		const char *e;

		s += sizeof(d) - 1;
		if (!(e = strchr(s, '"')))
			break;
		p->dirs[p->ndirs] = s;
		p->dirlen[p->ndirs++] = (size_t)(e - s);
		s = e;
	}
}

/* One directive: '#' at token hash, its name at name. */
static int directive(struct pp *p, const char *buf, const struct tokvec *tv, size_t hash,
		     size_t name, size_t end)
{
	int live = p->depth ? (p->depth <= PP_DEPTH ? p->g[p->depth - 1].live : PP_UNKNOWN)
			    : PP_ON;
	const struct token *t = &tv->v[name];

	p->ndir++;
	if (tok_is(buf, t, "if") || tok_is(buf, t, "ifdef") || tok_is(buf, t, "ifndef")) {
		open_group(p, buf, tv, hash, name, end);
	} else if (tok_is(buf, t, "elif") || tok_is(buf, t, "else")) {
		next_branch(p, buf, tv, hash, name, end);
	} else if (tok_is(buf, t, "endif")) {
		p->depth -= p->depth > 0;
	} else if (tok_is(buf, t, "include") && (p->prologue || p->cur) && live == PP_ON) {
		return include(p, buf, tv, name, end);
	} else if (tok_is(buf, t, "define") || tok_is(buf, t, "undef")) {
		size_t j = skip_comments(tv, name + 1, end);

		if (p->ndir == 2 && p->depth == 1 && p->guard_name != SIZE_MAX &&
		    buf == p->guard_buf && p->g[0].taken == PP_UNKNOWN && j < end &&
		    same_name(buf, &tv->v[j], buf, &tv->v[p->guard_name]) &&
		    tok_is(buf, t, "define")) {
			p->g[0].live = p->g[0].taken = PP_ON;	/* an include guard */
			p->g[0].guard = 1;
			live = PP_ON;
		}
		return record(p, buf, tv, name, end, live);
	}
	return 0;
}

/* The directives of buf before line (all of them: UINT32_MAX). */
static int walk(struct pp *p, const char *buf, const struct tokvec *tv, uint32_t line)
{
	size_t i = 0;

	while (i < tv->n && tv->v[i].line < line) {
		size_t name = skip_comments(tv, i + 1, tv->n), end;

		if (!(tv->v[i].flags & TF_HASH)) {
			i++;
			continue;
		}
		end = dir_end(tv, i);
		if (name < end && tv->v[name].kind == TK_IDENT &&
		    directive(p, buf, tv, i, name, end))
			return -1;
		i = end;
	}
	return 0;
}

/* The outermost group that is not on: its directive, and the macro it
 * lacked, into why. */
static int decide(const struct pp *p, const char *buf, const struct tokvec *tv, char *why,
		  size_t cap, char *macro, size_t mcap)
{
	size_t k;

	why[0] = macro[0] = '\0';
	if (p->depth > PP_DEPTH) {
		snprintf(why, cap, "more than %d nested #if groups", PP_DEPTH);
		return PP_UNKNOWN;
	}
	for (k = 0; k < p->depth; k++) {
		const struct grp *g = &p->g[k];
		char a[160], b[160];

		if (g->live == PP_ON)
			continue;
		cond_text(buf, tv, g->open, a, sizeof(a));
		if (g->cur == g->open) {
			snprintf(why, cap, "%s", a);
		} else {
			cond_text(buf, tv, g->cur, b, sizeof(b));
			snprintf(why, cap, "%s of %s", b, a);
		}
		if (g->live == PP_UNKNOWN)
			snprintf(macro, mcap, "%s", g->unknown);
		return g->live;
	}
	return PP_ON;
}

int pp_line(const char *buf, const struct tokvec *tv, uint32_t line, const char *cmd,
	    char *why, size_t cap, char *macro, size_t mcap)
{
	struct tokvec ctv = { NULL, 0, 0 };
	struct pp *p = calloc(1, sizeof(*p));
	int r = PP_UNKNOWN;

	if (cap)
		why[0] = '\0';
	if (mcap)
		macro[0] = '\0';
	if (!p || !(p->e = malloc(sizeof(*p->e))) || (cmd && lex(cmd, strlen(cmd), &ctv)))
		goto out;
	p->guard_name = SIZE_MAX;
	p->prologue = 1;
	if (cmd)
		include_dirs(p, cmd);
	if (cmd && walk(p, cmd, &ctv, UINT32_MAX))
		goto out;
	p->prologue = 0;
	p->guard_name = include_guard(buf, tv->n ? tv->v[tv->n - 1].off + tv->v[tv->n - 1].len : 0,
				      tv);
	p->depth = p->ndir = 0;
	p->guard_buf = buf;
	if (!walk(p, buf, tv, line))
		r = decide(p, buf, tv, why, cap, macro, mcap);
out:
	tokvec_free(&ctv);
	if (p) {
		free(p->m);
		free(p->e);
	}
	free(p);
	return r;
}
