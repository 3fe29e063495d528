// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/shim.c - the old hack under every name: which macros stand for
 * uninitialized_var(), and where they are defined.
 *
 * A shim is a function-like macro of one parameter whose replacement list,
 * in at least one of its definitions (one preprocessor branch, say), is
 * that parameter initialized from itself:
 *
 *	#define av_uninit(x) x=x			FFmpeg, gcc and clang
 *	#define uninitialized_var(x) x = *(&(x))	Linux before 5.9, clang
 *	#define UNINIT_VAR(x) x= x			MariaDB, gcc
 *
 * Its other definitions may be anything (a bare `x`, `x = 0`, nothing): a
 * project gives the hack to the compilers that warn, and something else to
 * the others. A use of a shim is a site ("legacy", named with its macro).
 * A macro that forwards its parameter to INIT_FOR_COMPILER() or a checked
 * variant (compat/uninitialized_var.h, or a shim after `convert
 * --definitions`) is a shim too, one already made safe: its uses stay
 * sites, so that an audit still reads them. What only looks like a shim is
 * not one: `x = y`, `x == x`, `*x = x`, `x = &x`, two parameters, a
 * statement (`do { x = x; } while (0)`), an object-like macro.
 *
 * In a header, convert --definitions keeps the old body for the programs
 * that include it without <init_for_compiler.h> (an installed header):
 *
 *	#ifdef INIT_FOR_COMPILER
 *	#define av_uninit(x) INIT_FOR_COMPILER(x)
 *	#else
 *	#define av_uninit(x) x=x			a fallback, SH_FALLBACK
 *	#endif
 *
 * The names come from three places (struct shims): uninitialized_var,
 * always; the definitions found in the files a command reads (a first pass
 * over them: shim_prefilter() and shim_defines()); and the names a user
 * gives with --shim or in a .init-for-compiler file (shims_config()), for
 * shims defined outside those files (an installed header). docs/tool.md,
 * "Shims", says the same for users.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "ifc.h"

const char *const shim_how_name[SH_COUNT] = { "self-init", "forward", "other", "fallback" };

static size_t name_hash(const char *p, size_t n)
{
	size_t h = 2166136261u, i;

	for (i = 0; i < n; i++)
		h = (h ^ (unsigned char)p[i]) * 16777619u;
	return h;
}

static size_t shim_hash(const void *ctx, size_t i)
{
	const struct shims *sh = ctx;
	const char *name = sh->names[i];

	return name_hash(name, strlen(name));
}

int shims_init(struct shims *sh)
{
	memset(sh, 0, sizeof(*sh));
	return shims_add(sh, "uninitialized_var", 17, SHIM_BUILTIN) < 0 ? -1 : 0;
}

void shims_free(struct shims *sh)
{
	size_t i;

	for (i = 0; i < sh->n; i++) {
		free(sh->names[i]);
		free(sh->where[i]);
	}
	free(sh->names);
	free(sh->from);
	free(sh->where);
	free(sh->idx.tab);
	for (i = 0; i < sh->nconfigs; i++)
		free(sh->configs[i]);
	free(sh->configs);
	memset(sh, 0, sizeof(*sh));
}

long shims_find(const struct shims *sh, const char *p, size_t n)
{
	size_t k;

	if (!sh || !sh->idx.cap || n == 0 || n >= SHIM_NAME_MAX ||
	    !(sh->lens & ((uint64_t)1 << n)))
		return -1;
	for (k = name_hash(p, n) & (sh->idx.cap - 1); sh->idx.tab[k];
	     k = (k + 1) & (sh->idx.cap - 1)) {
		const char *name = sh->names[sh->idx.tab[k] - 1];

		if (!strncmp(name, p, n) && name[n] == '\0')
			return (long)(sh->idx.tab[k] - 1);
	}
	return -1;
}

long shims_add(struct shims *sh, const char *p, size_t n, unsigned from)
{
	long i = shims_find(sh, p, n);
	size_t k;
	char *name;

	if (i >= 0) {
		sh->from[i] |= (uint8_t)from;
		return i;
	}
	if (n == 0 || n >= SHIM_NAME_MAX)
		return -2;
	if (GROW(sh->names, sh->n, sh->cap, 8))
		return -1;
	name = malloc(n + 1);
	if (!name || util_index_room(&sh->idx, sh->n, shim_hash, sh)) {
		free(name);
		return -1;
	}
	/* from[] and where[] grow with names[]: realloc to the same capacity */
	{
		uint8_t *f = realloc(sh->from, sh->cap);
		char **w = f ? realloc(sh->where, sh->cap * sizeof(*w)) : NULL;

		if (f)
			sh->from = f;
		if (!w) {
			free(name);
			return -1;
		}
		sh->where = w;
	}
	memcpy(name, p, n);
	name[n] = '\0';
	sh->names[sh->n] = name;
	sh->from[sh->n] = (uint8_t)from;
	sh->where[sh->n] = NULL;
	for (k = name_hash(p, n) & (sh->idx.cap - 1); sh->idx.tab[k];
	     k = (k + 1) & (sh->idx.cap - 1))
		;
	sh->idx.tab[k] = (uint32_t)(sh->n + 1);
	sh->lens |= (uint64_t)1 << n;
	return (long)sh->n++;
}

int shims_where(struct shims *sh, size_t i, const char *where)
{
	if (i >= sh->n || sh->where[i])
		return 0;
	sh->where[i] = strdup(where);
	return sh->where[i] ? 0 : -1;
}

/* ------------------------------------------------------ the definitions */

/* The next token of the directive from j on that is no comment: its index,
 * or tv->n at the directive's end. */
static size_t dir_next(const struct tokvec *tv, size_t j)
{
	for (; j < tv->n && (tv->v[j].flags & TF_PP) && !(tv->v[j].flags & TF_HASH); j++)
		if (tv->v[j].kind != TK_COMMENT)
			return j;
	return tv->n;
}

static int punct_is(const char *buf, const struct token *t, char c)
{
	return t->kind == TK_PUNCT && t->len == 1 && buf[t->off] == c;
}

/* The tokens [j, e) of a directive, comments and parentheses left out:
 * at most cap of them into out; their number. */
static size_t body_tokens(const char *buf, const struct tokvec *tv, size_t j, size_t e,
			  size_t *out, size_t cap)
{
	size_t n = 0;

	for (; j < e; j = dir_next(tv, j + 1)) {
		if (punct_is(buf, &tv->v[j], '(') || punct_is(buf, &tv->v[j], ')'))
			continue;
		if (n < cap)
			out[n] = j;
		n++;
	}
	return n;
}

/*
 * Is the body [j, e) the parameter p initialized from itself? Parentheses
 * aside: `p = p`, or `p = * & p` (any number of "* &" pairs before the
 * second p: x = *(&(x)), the old Clang spelling). Not `*p = p`, `p = &p`
 * nor `p = *p`: those are no self-initialization.
 */
static int self_body(const char *buf, const struct tokvec *tv, size_t j, size_t e,
		     const struct token *p)
{
	size_t t[32], n = body_tokens(buf, tv, j, e, t, 32), i;

	if (n < 3 || n > 32 || n % 2 == 0)
		return 0;
	if (!tok_same(buf, &tv->v[t[0]], p) || !punct_is(buf, &tv->v[t[1]], '=') ||
	    !tok_same(buf, &tv->v[t[n - 1]], p) || tv->v[t[n - 1]].kind != TK_IDENT)
		return 0;
	for (i = 2; i + 1 < n; i += 2)
		if (!punct_is(buf, &tv->v[t[i]], '*') || !punct_is(buf, &tv->v[t[i + 1]], '&'))
			return 0;
	return 1;
}

/* Is the body [j, e) exactly INIT_FOR_COMPILER(p), or a checked variant? */
static int forward_body(const char *buf, const struct tokvec *tv, size_t j, size_t e,
			const struct token *p)
{
	size_t lp = j < e ? dir_next(tv, j + 1) : e, x = lp < e ? dir_next(tv, lp + 1) : e;
	size_t rp = x < e ? dir_next(tv, x + 1) : e;
	char name[32];

	if (rp >= e || dir_next(tv, rp + 1) < e || tv->v[j].kind != TK_IDENT)
		return 0;
	if (tok_copy(buf, &tv->v[j], name, sizeof(name)) >= sizeof(name) ||
	    !(scan_keyword(name, strlen(name)) & KW_ANNOT))
		return 0;
	return punct_is(buf, &tv->v[lp], '(') && tok_same(buf, &tv->v[x], p) &&
	       punct_is(buf, &tv->v[rp], ')');
}

/* The body of the directive from j: its end (tv->n or the next '#'). */
static size_t dir_end(const struct tokvec *tv, size_t j)
{
	while (j < tv->n && (tv->v[j].flags & TF_PP) && !(tv->v[j].flags & TF_HASH))
		j++;
	return j;
}

/* The body's text, white space folded to one space, comments left out,
 * truncated to cap - 1 bytes ("..." at the end when cut). */
static void body_text(const char *buf, const struct tokvec *tv, size_t j, size_t e,
		      char *out, size_t cap)
{
	size_t n = 0, k;

	out[0] = '\0';
	for (; j < e; j = dir_next(tv, j + 1)) {
		char tok[SHIM_BODY_MAX];
		size_t tl = tok_copy(buf, &tv->v[j], tok, sizeof(tok));
		const struct token *prev = j > 0 ? &tv->v[j - 1] : NULL;
		int space = n > 0 && prev && prev->off + prev->len < tv->v[j].off;

		if (tl >= sizeof(tok) || n + (size_t)space + tl + 4 >= cap) {
			for (k = 0; k < 3 && n + 1 < cap; k++)
				out[n++] = '.';
			out[n] = '\0';
			return;
		}
		if (space)
			out[n++] = ' ';
		memcpy(out + n, tok, tl);
		n += tl;
		out[n] = '\0';
	}
}

/* Does the directive at the '#' token k test that INIT_FOR_COMPILER is
 * defined, and nothing else: `#ifdef INIT_FOR_COMPILER`, `#if
 * defined(INIT_FOR_COMPILER)` or `#if defined INIT_FOR_COMPILER`? */
static int tests_ifc(const char *buf, const struct tokvec *tv, size_t k)
{
	size_t d = dir_next(tv, k + 1), j, t[4], n = 0;

	if (d == tv->n)
		return 0;
	for (j = dir_next(tv, d + 1); j < tv->n && n < 4; j = dir_next(tv, j + 1))
		t[n++] = j;
	if (j < tv->n)
		return 0;	/* more than four tokens */
	if (tok_is(buf, &tv->v[d], "ifdef"))
		return n == 1 && tok_is(buf, &tv->v[t[0]], "INIT_FOR_COMPILER");
	if (!tok_is(buf, &tv->v[d], "if") || n < 2 || !tok_is(buf, &tv->v[t[0]], "defined"))
		return 0;
	if (n == 2)
		return tok_is(buf, &tv->v[t[1]], "INIT_FOR_COMPILER");
	return n == 4 && punct_is(buf, &tv->v[t[1]], '(') &&
	       tok_is(buf, &tv->v[t[2]], "INIT_FOR_COMPILER") && punct_is(buf, &tv->v[t[3]], ')');
}

/* Is the '#' token k in the #else of a group that tests that
 * INIT_FOR_COMPILER is defined (tests_ifc()), right inside it? */
static int in_fallback(const char *buf, const struct tokvec *tv, size_t k)
{
	size_t open[64], depth = 0, i;
	int branch[64];		/* 0: the #if's, 1: an #else right after it, 2: other */

	for (i = 0; i < k; i++) {
		size_t d;

		if (!(tv->v[i].flags & TF_HASH) || (d = dir_next(tv, i + 1)) == tv->n)
			continue;
		if (tok_is(buf, &tv->v[d], "if") || tok_is(buf, &tv->v[d], "ifdef") ||
		    tok_is(buf, &tv->v[d], "ifndef")) {
			if (depth < 64) {
				open[depth] = i;
				branch[depth] = 0;
			}
			depth++;
		} else if (depth && depth <= 64 && tok_is(buf, &tv->v[d], "elif")) {
			branch[depth - 1] = 2;
		} else if (depth && depth <= 64 && tok_is(buf, &tv->v[d], "else")) {
			branch[depth - 1] = branch[depth - 1] == 0 ? 1 : 2;
		} else if (depth && tok_is(buf, &tv->v[d], "endif")) {
			depth--;
		}
	}
	return depth && depth <= 64 && branch[depth - 1] == 1 && tests_ifc(buf, tv, open[depth - 1]);
}

/* If the directive at the '#' token k is `#define NAME(P) BODY`, its parts:
 * 1 with *m (NAME), *x (P) and *b (BODY's first token), *e (its end). */
static int one_param_define(const char *buf, const struct tokvec *tv, size_t k, size_t *m,
			    size_t *x, size_t *b, size_t *e)
{
	size_t d = dir_next(tv, k + 1), lp, rp;

	if (d == tv->n || !tok_is(buf, &tv->v[d], "define"))
		return 0;
	*m = dir_next(tv, d + 1);
	if (*m == tv->n || tv->v[*m].kind != TK_IDENT)
		return 0;
	/* function-like: "(" right after the name, one parameter */
	lp = *m + 1;
	if (lp >= tv->n || !(tv->v[lp].flags & TF_PP) || (tv->v[lp].flags & TF_HASH) ||
	    !punct_is(buf, &tv->v[lp], '(') || tv->v[lp].off != tv->v[*m].off + tv->v[*m].len)
		return 0;
	*x = dir_next(tv, lp + 1);
	rp = *x < tv->n ? dir_next(tv, *x + 1) : tv->n;
	if (rp == tv->n || tv->v[*x].kind != TK_IDENT || !punct_is(buf, &tv->v[rp], ')'))
		return 0;
	*e = dir_end(tv, rp + 1);
	*b = dir_next(tv, rp + 1);
	if (*b > *e)
		*b = *e;
	return 1;
}

size_t shim_defines(const char *buf, const struct tokvec *tv, const struct shims *sh,
		    struct shim_def *out, size_t cap)
{
	size_t k, n = 0;

	for (k = 0; k < tv->n; k++) {
		size_t m, x, b, e;
		enum shim_how how;
		struct shim_def *d;

		if (!(tv->v[k].flags & TF_HASH) || !one_param_define(buf, tv, k, &m, &x, &b, &e))
			continue;
		if (tok_copy(buf, &tv->v[m], NULL, 0) >= SHIM_NAME_MAX)
			continue;	/* no shim: shims_add() refuses the name */
		if (self_body(buf, tv, b, e, &tv->v[x]))
			how = in_fallback(buf, tv, k) ? SH_FALLBACK : SH_SELF;
		else if (forward_body(buf, tv, b, e, &tv->v[x]))
			how = SH_FORWARD;
		else
			how = SH_OTHER;
		if (how == SH_OTHER) {
			char name[SHIM_NAME_MAX];
			size_t nl = tok_copy(buf, &tv->v[m], name, sizeof(name));

			if (nl >= sizeof(name) || shims_find(sh, name, nl) < 0)
				continue;
		}
		if (n++ >= cap)
			continue;
		d = &out[n - 1];
		d->how = how;
		d->name_tok = (uint32_t)m;
		d->line = tv->v[m].line;
		d->col = tv->v[m].col;
		tok_copy(buf, &tv->v[m], d->name, sizeof(d->name));
		tok_copy(buf, &tv->v[x], d->param, sizeof(d->param));
		body_text(buf, tv, b, e, d->body, sizeof(d->body));
		d->body_start = b < e ? tv->v[b].off : tv->v[e - 1].off + tv->v[e - 1].len;
		d->body_end = b < e ? tv->v[e - 1].off + tv->v[e - 1].len : d->body_start;
	}
	return n;
}

/* ------------------------------------------------------ the byte filter */

static int is_ident(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_' || c == '$' || c >= 0x80;
}

/* Past blanks from b[i]; SIZE_MAX at a '/' or '\\' (a comment or a splice,
 * which the bytes cannot see through). */
static size_t blanks(const unsigned char *b, size_t len, size_t i)
{
	while (i < len && (b[i] == ' ' || b[i] == '\t' || b[i] == '\f' || b[i] == '\v' ||
			   b[i] == '\r'))
		i++;
	return i < len && (b[i] == '/' || b[i] == '\\') ? SIZE_MAX : i;
}

static size_t ident_end(const unsigned char *b, size_t len, size_t i)
{
	while (i < len && is_ident(b[i]))
		i++;
	return i;
}

/*
 * Could the body that starts at b[i] (up to the newline that is no splice)
 * be a self-initialization of the parameter b[p, p + pn) or a forward: only
 * that parameter, one '=', parentheses, '*', '&' and blanks; or a name with
 * "FOR_COMPILER" in it; or a comment (which may run over lines) or a
 * backslash that is no splice, which the bytes cannot see through.
 */
static int body_may(const unsigned char *b, size_t len, size_t i, size_t p, size_t pn)
{
	int eq = 0;

	while (i < len) {
		size_t e;

		if (b[i] == '\\') {
			if (i + 1 < len && b[i + 1] == '\n')
				i += 2;
			else if (i + 2 < len && b[i + 1] == '\r' && b[i + 2] == '\n')
				i += 3;
			else
				return 1;
			continue;
		}
		if (b[i] == '\n' || (b[i] == '\r' && i + 1 < len && b[i + 1] == '\n'))
			break;
		if (b[i] == '/' && i + 1 < len && (b[i + 1] == '*' || b[i + 1] == '/' || b[i + 1] == '\\'))
			return 1;	/* a comment */
		if (b[i] == '=') {
			if (i + 1 < len && b[i + 1] == '=')
				return 0;
			eq++;
		} else if (is_ident(b[i])) {
			e = ident_end(b, len, i);
			if (e - i >= 12 && util_memmem((const char *)b + i, e - i, "FOR_COMPILER", 12))
				return 1;
			if (e - i != pn || memcmp(b + i, b + p, pn))
				return 0;
			i = e;
			continue;
		} else if (!strchr("()*& \t\f\v\r", b[i])) {
			return 0;
		}
		i++;
	}
	return eq == 1;
}

/* The "define" at b[i]: could a shim's definition start there? */
static int define_may(const unsigned char *b, size_t len, size_t i)
{
	size_t j = i + 6, p, pn;

	if ((i > 0 && is_ident(b[i - 1])) || (j < len && is_ident(b[j])))
		return 0;
	if ((j = blanks(b, len, j)) == SIZE_MAX)
		return 1;
	if (j == len || !is_ident(b[j]))
		return 0;
	j = ident_end(b, len, j);		/* NAME */
	if (j < len && b[j] == '\\')
		return 1;
	if (j == len || b[j] != '(')
		return 0;
	if ((j = blanks(b, len, j + 1)) == SIZE_MAX)
		return 1;
	if (j == len || !is_ident(b[j]))
		return 0;
	p = j;
	pn = ident_end(b, len, j) - j;
	if ((j = blanks(b, len, p + pn)) == SIZE_MAX)	/* P */
		return 1;
	if (j == len || b[j] != ')')
		return 0;
	return body_may(b, len, j + 1, p, pn);
}

int shim_prefilter(const char *buf, size_t len)
{
	const unsigned char *b = (const unsigned char *)buf, *p = b, *end = b + len;

	if (scan_cut_word(buf, len))
		return 1;	/* a splice may cut "define" or a name */
	/* x = x needs a '=', a forward "FOR_COMPILER": a file of #defines of
	 * constants (a register map) has neither */
	if (!memchr(buf, '=', len) && !util_memmem(buf, len, "FOR_COMPILER", 12))
		return 0;
	/* a definition is a directive: a '#', blanks, "define" (a comment or
	 * a splice between them: unsure) */
	while ((p = memchr(p, '#', (size_t)(end - p))) != NULL) {
		size_t i = blanks(b, len, (size_t)(p - b) + 1);

		if (i == SIZE_MAX)
			return 1;
		if (len - i >= 6 && !memcmp(b + i, "define", 6) && define_may(b, len, i))
			return 1;
		p++;
	}
	return 0;
}

/* ------------------------------------------- the names a file calls */

uint32_t shim_name_hash(const char *p, size_t n)
{
	return (uint32_t)name_hash(p, n);
}

/* Back from b[q] (just before a '('), past white space, newlines, splices
 * and block comments. *unsure when a comment's start is not found; *line
 * where a "//" is on the last line crossed into (the name before it may be
 * the one called: NAME // ... <newline> (x)), else SIZE_MAX. */
static size_t back_blanks(const unsigned char *b, size_t q, int *unsure, size_t *line)
{
	int crossed = 0;

	*line = SIZE_MAX;
	for (;;) {
		if (q > 0 && (b[q - 1] == ' ' || b[q - 1] == '\t' || b[q - 1] == '\r' ||
			      b[q - 1] == '\f' || b[q - 1] == '\v')) {
			q--;
		} else if (q > 0 && b[q - 1] == '\n') {
			q--;
			crossed = 1;
			if (q > 0 && b[q - 1] == '\\')
				q--;
		} else if (q > 1 && b[q - 1] == '/' && b[q - 2] == '*') {
			size_t o = q - 2;	/* a comment: back to its start */

			while (o > 1 && !(b[o - 1] == '*' && b[o - 2] == '/'))
				o--;
			if (o <= 1) {
				*unsure = 1;
				break;
			}
			q = o - 2;
		} else {
			break;
		}
	}
	if (crossed) {
		size_t l = q;
		const char *s;

		while (l > 0 && b[l - 1] != '\n')
			l--;
		if ((s = util_memmem((const char *)b + l, q - l, "//", 2)) != NULL)
			*line = (size_t)((const unsigned char *)s - b);
	}
	return q;
}

/* The identifier that ends at b[e], splices inside it joined, into name
 * (longer ones cut: no shim has such a name); its length, or 0 for none. */
static size_t name_before(const unsigned char *b, size_t e, char *name)
{
	char rev[SHIM_NAME_MAX];
	size_t q = e, n = 0, k;

	for (;;) {
		if (q > 0 && is_ident(b[q - 1])) {
			if (n < sizeof(rev))
				rev[n] = (char)b[q - 1];
			n++;
			q--;
		} else if (q > 1 && b[q - 1] == '\n' && b[q - 2] == '\\' && n) {
			q -= 2;		/* a splice inside the name */
		} else if (q > 2 && b[q - 1] == '\n' && b[q - 2] == '\r' && b[q - 3] == '\\' && n) {
			q -= 3;
		} else {
			break;
		}
	}
	if (!n || n >= sizeof(rev) || (rev[n - 1] >= '0' && rev[n - 1] <= '9'))
		return 0;
	for (k = 0; k < n; k++)
		name[k] = rev[n - 1 - k];
	return n;
}

/* Do the blanks b[q, e) that back_blanks() crossed hold the end of a
 * logical line (a newline that is no splice) after a directive (the
 * logical line of b[q] starts, past blanks, with '#')? Then the name called
 * stands above the directive: scan() reads code tokens only. */
static int directive_between(const unsigned char *b, size_t q, size_t e)
{
	size_t k, l;

	for (k = q; k < e && (b[k] != '\n' || ifc_spliced_nl(b, k)); k++)
		;
	if (k == e)
		return 0;
	for (l = ifc_logical_start(b, q); l < q && (b[l] == ' ' || b[l] == '\t'); l++)
		;
	return l < q && b[l] == '#';
}

/* The name called by the '(' at b[q] into out (and the one before a "//"
 * the blanks cross); 0, or -1 when out of memory. */
static int add_caller(const unsigned char *b, size_t len, size_t q, struct callers *out,
		      size_t *cap)
{
	char name[SHIM_NAME_MAX];
	size_t line = SIZE_MAX, n;
	int again = 2;

	while (again--) {
		size_t e = q;

		q = back_blanks(b, q, &out->unsure, &line);
		/* directives between the name and its '(': the name stands
		 * above them */
		while (directive_between(b, q, e)) {
			/* the directive read as the prefilter reads a line: a
			 * block comment open at its end holds the '(' too */
			int w = prefilter_where((const char *)b, len, q);

			if (w == PW_BLOCK) {
				q = SIZE_MAX;	/* the '(' is in a comment */
				break;
			}
			if (w == PW_UNSURE) {
				out->unsure = 1;
				break;
			}
			line = SIZE_MAX;
			e = ifc_logical_start(b, q);
			q = back_blanks(b, e, &out->unsure, &line);
		}
		if (q == SIZE_MAX) {
			line = SIZE_MAX;	/* no call: no name, nor one above */
			break;
		}
		if ((n = name_before(b, q, name)) != 0) {
			if (GROW(out->h, out->n, *cap, 64))
				return -1;
			out->h[out->n++] = shim_name_hash(name, n);
		}
		if (line == SIZE_MAX)
			break;
		q = line;
	}
	if (line != SIZE_MAX)
		out->unsure = 1;	/* "//" on two lines crossed: give up */
	return 0;
}

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

/* blanks() across newlines too; SIZE_MAX also at a directive that starts a
 * line crossed into (scan() reads code tokens only: NAME( <newline>
 * #endif <newline> x) is a call for it). */
static size_t skip_white(const unsigned char *b, size_t len, size_t i)
{
	int nl = 0;

	while ((i = blanks(b, len, i)) < len && b[i] == '\n') {
		i++;
		nl = 1;
	}
	return nl && i < len && b[i] == '#' ? SIZE_MAX : i;
}

/* Can the '(' at b[q] open the argument of a shim's use: one identifier,
 * then ')' (scan.c's macro_sites() wants NAME ( IDENT ), in a declaration
 * or as a statement), or what the bytes cannot see through? */
static int one_ident_arg(const unsigned char *b, size_t len, size_t q)
{
	size_t i = skip_white(b, len, q + 1);

	if (i == SIZE_MAX)
		return 1;
	if (i == len || !is_ident(b[i]) || (b[i] >= '0' && b[i] <= '9'))
		return 0;
	i = ident_end(b, len, i);
	if (i < len && b[i] == '\\')
		return 1;
	i = skip_white(b, len, i);
	return i == SIZE_MAX || (i < len && b[i] == ')');
}

int shim_callers(const char *buf, size_t len, struct callers *out)
{
	const unsigned char *b = (const unsigned char *)buf, *p = b, *end = b + len;
	size_t cap = 0, i, k;

	memset(out, 0, sizeof(*out));
	while ((p = memchr(p, '(', (size_t)(end - p))) != NULL) {
		if (one_ident_arg(b, len, (size_t)(p - b)) &&
		    add_caller(b, len, (size_t)(p - b), out, &cap)) {
			free(out->h);
			memset(out, 0, sizeof(*out));
			return -1;
		}
		p++;
	}
	if (!out->n)
		return 0;
	qsort(out->h, out->n, sizeof(*out->h), cmp_u32);
	for (i = 1, k = 1; i < out->n; i++)
		if (out->h[i] != out->h[k - 1])
			out->h[k++] = out->h[i];
	out->n = k;
	return 0;
}

int callers_may(const struct callers *c, const char *name)
{
	uint32_t h = shim_name_hash(name, strlen(name));

	return c->unsure || (c->n && bsearch(&h, c->h, c->n, sizeof(h), cmp_u32));
}

/* ------------------------------------------------------ names the user gives */

int shims_name_ok(const char *s)
{
	size_t i, n = strlen(s);

	if (n == 0 || n >= SHIM_NAME_MAX || (s[0] >= '0' && s[0] <= '9'))
		return 0;
	for (i = 0; i < n; i++)
		if (!is_ident((unsigned char)s[i]))
			return 0;
	return 1;
}

/* One line of a .init-for-compiler file: "--shim=NAME" or "--shim NAME",
 * blank or a '#' comment. 0, 1 for a bad line, -1 out of memory. */
static int config_line(struct shims *sh, char *s)
{
	char *e;

	while (*s == ' ' || *s == '\t')
		s++;
	for (e = s + strlen(s); e > s && (e[-1] == '\n' || e[-1] == '\r' || e[-1] == ' ' ||
					  e[-1] == '\t'); e--)
		;
	*e = '\0';
	if (*s == '\0' || *s == '#')
		return 0;
	if (!strncmp(s, "--shim=", 7))
		s += 7;
	else if (!strncmp(s, "--shim", 6) && (s[6] == ' ' || s[6] == '\t'))
		for (s += 6; *s == ' ' || *s == '\t'; s++)
			;
	else
		return 1;
	if (!shims_name_ok(s))
		return 1;
	return shims_add(sh, s, strlen(s), SHIM_CONFIG) < 0 ? -1 : 0;
}

/* Read the .init-for-compiler file at path: 0, 1 (its error said), -1. */
static int config_read(struct shims *sh, const char *path)
{
	FILE *f = fopen(path, "r");
	char line[512];
	unsigned no = 0;
	int rc = 0;

	if (!f) {
		util_error("%s: %s\n", path, strerror(errno));
		return 1;
	}
	while (!rc && fgets(line, sizeof(line), f)) {
		no++;
		rc = config_line(sh, line);
		if (rc > 0)
			util_error("%s:%u: not an option a config file takes (one '--shim=NAME' "
				   "a line, '#' comments)\n", path, no);
	}
	if (!rc && ferror(f)) {
		util_error("%s: %s\n", path, strerror(errno));
		rc = 1;
	}
	fclose(f);
	return rc;
}

/* Has this config file been read already (by a path before)? */
static int config_seen(const struct shims *sh, const char *file)
{
	size_t i;

	for (i = 0; i < sh->nconfigs; i++)
		if (!strcmp(sh->configs[i], file))
			return 1;
	return 0;
}

int shims_config(struct shims *sh, const char *path)
{
	char *dir = realpath(path, NULL), *slash;
	struct stat st;
	int rc = 0;

	if (!dir)
		return 0;	/* no such path: the walk says so */
	if (stat(dir, &st) || !S_ISDIR(st.st_mode)) {
		slash = strrchr(dir, '/');
		slash[slash == dir] = '\0';
	}
	for (;;) {
		size_t n = strlen(dir);
		char *file = malloc(n + sizeof("/" SHIM_CONFIG_FILE));

		if (!file) {
			rc = -1;
			break;
		}
		memcpy(file, dir, n);
		strcpy(file + n - (n == 1), "/" SHIM_CONFIG_FILE);
		if (!stat(file, &st) && S_ISREG(st.st_mode)) {
			if (!config_seen(sh, file) && !GROW(sh->configs, sh->nconfigs, sh->capconfigs, 4)) {
				sh->configs[sh->nconfigs++] = file;
				rc = config_read(sh, file);
			} else {
				free(file);
			}
			break;
		}
		free(file);
		if (n == 1)
			break;		/* "/" */
		slash = strrchr(dir, '/');
		slash[slash == dir] = '\0';
	}
	free(dir);
	return rc;
}
