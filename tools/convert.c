// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/convert.c - turning legacy, self-init and comment-init sites into
 * INIT_FOR_COMPILER(NAME), as a list of byte edits.
 *
 *   uninitialized_var(x)        -> INIT_FOR_COMPILER(x)
 *   x = x, x = *(&(x))          -> INIT_FOR_COMPILER(x)
 *   x = 0 / * GCC * /           -> INIT_FOR_COMPILER(x)     (zero initializers only)
 *   av_uninit(x), any shim      -> INIT_FOR_COMPILER(x)     (shim.c)
 * and, with convert --definitions, only a shim's definition instead:
 *   #define av_uninit(x) x=x    -> #define av_uninit(x) INIT_FOR_COMPILER(x)
 *
 * The tag comment of a site, of any kind, goes with the initializer when
 * it says no more than the macro (tag_says_no_more) and tags no site that
 * cannot be converted. Any other comment inside the replaced text is kept
 * after the macro. The #include goes on a line that every configuration of
 * the file compiles (convert_include_point). The edits are applied in
 * memory (edits_apply) or shown as a unified diff (edits_diff); files.c
 * writes.
 */
#include <stdlib.h>
#include <string.h>

#include "ifc.h"

static int add_edit(struct editvec *ev, uint32_t start, uint32_t end,
		     const char *text, size_t len)
{
	struct edit *e;

	if (GROW(ev->v, ev->n, ev->cap, 16))
		return -1;
	e = &ev->v[ev->n];
	e->text = malloc(len + 1);
	if (!e->text)
		return -1;
	memcpy(e->text, text, len);
	e->text[len] = '\0';
	e->len = len;
	e->start = start;
	e->end = end;
	e->seq = ev->n;
	ev->n++;
	return 0;
}

void editvec_free(struct editvec *ev)
{
	size_t i;

	for (i = 0; i < ev->n; i++)
		free(ev->v[i].text);
	free(ev->v);
	memset(ev, 0, sizeof(*ev));
}

static int edit_cmp(const void *a, const void *b)
{
	const struct edit *x = a, *y = b;

	if (x->start != y->start)
		return x->start < y->start ? -1 : 1;
	if (x->end != y->end)
		return x->end < y->end ? -1 : 1;
	return (x->seq > y->seq) - (x->seq < y->seq);
}

/* The text of INIT_FOR_COMPILER(NAME) for a site, with the comments
 * inside the replaced text kept after it. */
#define TEXT_MAX 512
/* the most sites of one chained assignment convert rewrites */
#define CHAIN_MAX 8

/* Does tag comment c say no more than INIT_FOR_COMPILER (tag_is_bare():
 * "init to silence gcc warning", but not "gcc 4.3.1 thinks it may be used
 * w/o init", whose version and words are information), on one line? */
static int tag_says_no_more(const char *buf, const struct token *c)
{
	return !memchr(buf + c->off, '\n', c->len) && tag_is_bare(buf + c->off, c->len);
}

/* The first token of the statement of assignment site s (its lvalue's). */
static uint32_t assign_first(const struct tokvec *tv, const struct site *s)
{
	uint32_t k = s->name_tok;

	while (k > 0 && tv->v[k - 1].off >= s->lv_start)
		k--;
	return k;
}

/* Is a comment at byte at of the statement of assignment site s one that
 * the rewrite moves after the macro: not inside an lvalue of the
 * statement (copied with it) nor in the value? A chained site's lvalues
 * are those of the sites of r with its rep_end. */
static int moved_comment(const struct scan_result *r, const struct site *s, uint32_t at)
{
	size_t i;

	if (at >= s->val_start)
		return 0;
	for (i = 0; i < r->nsites; i++) {
		const struct site *t = &r->sites[i];

		if (t->kind == SK_COMMENT_ASSIGN && t->rep_end == s->rep_end &&
		    at >= t->lv_start && at < t->lv_end)
			return 0;
	}
	return 1;
}

/* Why comment-assign site s cannot become ASSIGN_FOR_COMPILER(lv, v), or
 * NULL: a directive inside the statement; a // comment that would be
 * moved after the macro (moved_comment()); a chained assignment that is
 * the body of an if, else, for, while or do (it becomes two statements),
 * or whose lvalue has an increment or a call (its second lvalue is also
 * the first one's value: evaluated twice); or too much text. */
static const char *assign_cannot(const char *buf, const struct tokvec *tv,
				 const struct scan_result *r, const struct site *s)
{
	size_t n = strlen("ASSIGN_FOR_COMPILER(, ()); ") * 2 + 2 * (s->lv_end - s->lv_start) +
		   (s->val_end - s->val_start);
	uint32_t k;

	if (s->chained && s->body)
		return "a chained assignment as the body of if, else, for, while or do: it "
		       "would become two statements";
	for (k = assign_first(tv, s); k < tv->n && tv->v[k].off < s->rep_end; k++) {
		const struct token *c = &tv->v[k];

		if (c->flags & TF_PP)
			return "a directive inside the statement";
		if (s->chained && c->off < s->lv_end && c->kind == TK_PUNCT &&
		    (c->len == 2 ? (buf[c->off] == '+' || buf[c->off] == '-') &&
				   buf[c->off + 1] == buf[c->off]
				 : buf[c->off] == '('))
			return "a chained assignment whose lvalue has an increment or a call: "
			       "it would be evaluated twice";
		if (c->kind != TK_COMMENT || !moved_comment(r, s, c->off) ||
		    (k == s->tag && tag_says_no_more(buf, c)))
			continue;
		if (c->len >= 2 && buf[c->off + 1] == '/')
			return "a // comment inside the statement would swallow the rest of the line";
		n += 1 + c->len;
	}
	if (n >= TEXT_MAX)
		return "statement too long to rewrite";
	/* a comment on its last line, after it, that is not a bare tag:
	 * FFmpeg's intrax8.c "*run = 64;  // this would cause error exit in
	 * the ac loop" says that the value matters */
	if (k < tv->n && tv->v[k].kind == TK_PUNCT && tv->v[k].len == 1 && buf[tv->v[k].off] == ';')
		k++;
	for (; k < tv->n && tv->v[k].kind == TK_COMMENT && !(tv->v[k].flags & TF_PP) &&
	       !memchr(buf + s->rep_end, '\n', tv->v[k].off - s->rep_end); k++)
		if (k != s->tag && !tag_says_no_more(buf, &tv->v[k]))
			return "a comment after the statement says more than a tag: the value "
			       "may matter; read it, and convert by hand if it does not";
	return NULL;
}

/* Does value v[0..n) hold a comma outside parentheses (which would split
 * the macro's arguments: (T){ a, b })? */
static int comma_outside(const char *buf, const struct tokvec *tv, uint32_t from, uint32_t to)
{
	int depth = 0;
	uint32_t k;

	for (k = 0; k < tv->n && tv->v[k].off < to; k++) {
		const struct token *t = &tv->v[k];

		if (t->off < from || t->kind != TK_PUNCT || t->len != 1)
			continue;
		depth += (buf[t->off] == '(') - (buf[t->off] == ')');
		if (buf[t->off] == ',' && depth == 0)
			return 1;
	}
	return 0;
}

/* Appends the n bytes at src to text (length *len, cap bytes): 1, or 0
 * when they do not fit. Bytes, not a string: a comment in the copied
 * text may hold a NUL, which %.*s would stop at. */
static int put(char *text, size_t *len, size_t cap, const char *src, size_t n)
{
	if (n >= cap - *len)
		return 0;
	memcpy(text + *len, src, n);
	*len += n;
	return 1;
}

/* Appends to text (length *len, cap bytes) the comments the rewrite of
 * the statement of s moves after the macro (moved_comment()), a tag that
 * says no more left out, with a blank before each: 1, or 0 when they do
 * not fit. */
static int moved_comments(const char *buf, const struct tokvec *tv, const struct scan_result *r,
			  const struct site *s, char *text, size_t *len, size_t cap)
{
	uint32_t k;

	for (k = assign_first(tv, s); k < tv->n && tv->v[k].off < s->val_start; k++) {
		const struct token *c = &tv->v[k];

		if (c->kind != TK_COMMENT || !moved_comment(r, s, c->off) ||
		    (k == s->tag && tag_says_no_more(buf, c)))
			continue;
		if (!put(text, len, cap, " ", 1) || !put(text, len, cap, buf + c->off, c->len))
			return 0;
	}
	return 1;
}

/* The sites of the chained assignment of s (a = b = 0), in the order of
 * their lvalues, into m (cap at most): their number. */
static size_t chain_of(const struct scan_result *r, const struct site *s, const struct site **m,
		       size_t cap)
{
	size_t i, n = 0, j;

	for (i = 0; i < r->nsites && n < cap; i++) {
		const struct site *t = &r->sites[i];

		if (t->kind != SK_COMMENT_ASSIGN || !t->chained || t->rep_end != s->rep_end)
			continue;
		for (j = n++; j > 0 && m[j - 1]->lv_start > t->lv_start; j--)
			m[j] = m[j - 1];
		m[j] = t;
	}
	return n;
}

/* The text of a chained assignment `a = b = v` whose sites are m[0..n):
 * ASSIGN_FOR_COMPILER(b, v); ASSIGN_FOR_COMPILER(a, b), the last one
 * without its ';' (the statement's stays). Each value is the next
 * lvalue, as in the chain: a gets what b holds. Its length, or 0 when it
 * does not fit in cap. */
static size_t chain_text(const char *buf, const struct site *const *m, size_t n, char *text,
			 size_t cap)
{
	size_t len = 0, j = n;

	while (j-- > 0) {
		const struct site *t = m[j];
		const char *v = j + 1 < n ? buf + m[j + 1]->lv_start : buf + t->val_start;
		size_t vn = j + 1 < n ? m[j + 1]->lv_end - m[j + 1]->lv_start
				      : t->val_end - t->val_start;

		if (!put(text, &len, cap, "ASSIGN_FOR_COMPILER(", 20) ||
		    !put(text, &len, cap, buf + t->lv_start, t->lv_end - t->lv_start) ||
		    !put(text, &len, cap, ", ", 2) || !put(text, &len, cap, v, vn) ||
		    !put(text, &len, cap, j ? "); " : ")", j ? 3 : 1))
			return 0;
	}
	return len;
}

/* The text that replaces assignment site s: ASSIGN_FOR_COMPILER(lv, v),
 * the value in parentheses when it holds a comma outside them, then the
 * comments between the lvalue and the value but a tag that says no more.
 * Its length (all of it fits in cap: why_cannot() checked). */
static size_t assign_text(const char *buf, const struct tokvec *tv, const struct scan_result *r,
			  const struct site *s, char *text, size_t cap)
{
	int paren = comma_outside(buf, tv, s->val_start, s->val_end);
	size_t n = 0;

	put(text, &n, cap, "ASSIGN_FOR_COMPILER(", 20);
	put(text, &n, cap, buf + s->lv_start, s->lv_end - s->lv_start);
	put(text, &n, cap, paren ? ", (" : ", ", paren ? 3 : 2);
	put(text, &n, cap, buf + s->val_start, s->val_end - s->val_start);
	put(text, &n, cap, paren ? "))" : ")", paren ? 2 : 1);
	moved_comments(buf, tv, r, s, text, &n, cap);
	return n;
}


/* Does the rewrite of the chain of s fit: at most CHAIN_MAX sites, its
 * text and the comments it moves less than TEXT_MAX bytes? */
static int chain_fits(const char *buf, const struct tokvec *tv, const struct scan_result *r,
		      const struct site *s)
{
	const struct site *m[CHAIN_MAX + 1];
	char text[TEXT_MAX];
	size_t nm = chain_of(r, s, m, CHAIN_MAX + 1), n;

	if (nm > CHAIN_MAX || !(n = chain_text(buf, m, nm, text, sizeof(text))))
		return 0;
	return moved_comments(buf, tv, r, m[0], text, &n, sizeof(text));
}

/* Why convert leaves site s alone, or NULL: the scanner's reason, or one
 * of its own (a // comment inside, comments too long to carry along). */
static const char *why_cannot(const char *buf, const struct tokvec *tv,
			      const struct scan_result *r, const struct site *s)
{
	size_t n;
	uint32_t k;

	if (s->cannot || s->kind == SK_LEGACY || s->kind == SK_ANNOTATION)
		return s->cannot;
	if (s->kind == SK_COMMENT_ASSIGN && s->chained) {
		size_t i;

		/* all of the chain, or none of it */
		for (i = 0; i < r->nsites; i++) {
			const struct site *t = &r->sites[i];
			const char *why;

			if (t->kind == SK_COMMENT_ASSIGN && t->chained && t->rep_end == s->rep_end &&
			    (why = t->cannot ? t->cannot : assign_cannot(buf, tv, r, t)) != NULL)
				return why;
		}
		return chain_fits(buf, tv, r, s) ? NULL : "statement too long to rewrite";
	}
	if (s->kind == SK_COMMENT_ASSIGN)
		return assign_cannot(buf, tv, r, s);
	n = strlen("INIT_FOR_COMPILER()") + strlen(s->name);
	for (k = s->name_tok; k < tv->n && tv->v[k].off < s->rep_end; k++) {
		const struct token *c = &tv->v[k];

		if (c->kind != TK_COMMENT || (k == s->tag && tag_says_no_more(buf, c)))
			continue;
		if (c->len >= 2 && buf[c->off + 1] == '/')
			return "a // comment inside the declaration would swallow the rest of the line";
		n += 1 + c->len;
	}
	if (n >= TEXT_MAX)
		return "comments inside the declaration too long to keep";
	return NULL;
}

/* A comment tag that can go: it says no more than the macro, and every
 * site it tags is converted. */
static int tag_removable(const char *buf, const struct tokvec *tv, const struct token *c,
			  const struct scan_result *r, uint32_t tag)
{
	size_t i;

	if (!tag_says_no_more(buf, c))
		return 0;
	for (i = 0; i < r->nsites; i++)
		if (r->sites[i].tag == tag && why_cannot(buf, tv, r, &r->sites[i]))
			return 0;
	return 1;
}

/* Bytes to delete for a tag comment outside the replaced text: the whole
 * line when the comment is alone on it, else the comment and the blanks
 * before it. */
static void tag_extent(const char *buf, size_t len, const struct token *c,
			uint32_t *from, uint32_t *to)
{
	uint32_t a = c->off, b = c->off + c->len;

	while (a > 0 && (buf[a - 1] == ' ' || buf[a - 1] == '\t'))
		a--;
	if (a == 0 || buf[a - 1] == '\n') {
		uint32_t e = b;

		while (e < len && (buf[e] == ' ' || buf[e] == '\t' || buf[e] == '\r'))
			e++;
		if (e == len || buf[e] == '\n') {
			*from = a;
			*to = e < len ? e + 1 : e;
			return;
		}
		/* code follows on this line: keep the indent, and take the
		 * blanks after the comment with it */
		*from = c->off;
		*to = e;
		return;
	}
	*from = a;
	*to = b;
}

static const char *line_end(const char *buf, size_t len)
{
	const char *nl = memchr(buf, '\n', len);

	return nl && nl > buf && nl[-1] == '\r' ? "\r\n" : "\n";
}

/* ------------------------------------------------------- the #include */

/*
 * Where the #include goes. It must be seen by every configuration of the
 * file, and the tool cannot know which macros a build defines. So it goes
 * on a line of its own that every configuration compiles at file scope:
 *   - outside every #if/#ifdef/#ifndef group (and so every #elif and #else
 *     branch), but the file's own include guard, which every configuration
 *     enters;
 *   - outside every (, [ and {, in every configuration: an extern "C" block
 *     too, because the header's C++ part declares templates;
 *   - between two top-level declarations, not inside one;
 *   - not inside a comment, a literal or a line carried on by a backslash;
 *   - before the first converted site.
 * Such a line is "safe". The #include goes after the last #include on a
 * safe line; without one, on the safe line nearest above the first site,
 * which is the start of the top-level declaration that holds it when that
 * declaration is not itself inside a conditional (with the comments right
 * above that declaration, but never above the file's first comment, a
 * licence as a rule). A file with no safe line is left alone.
 *
 * The walk keeps, for every configuration at once, a range of bracket
 * depths: each #if branch starts from the depth at its #if, and the
 * #endif takes the range of all its branches (the branch not written, when
 * there is no #else, included). A line is safe only where every branch
 * agrees on depth 0.
 */

/* Is the '\n' at b[at] a line splice (a backslash right before it)? */
static int spliced(const char *b, uint32_t at)
{
	return (at >= 1 && b[at - 1] == '\\') ||
	       (at >= 2 && b[at - 1] == '\r' && b[at - 2] == '\\');
}

/* The start of the line after the one that holds byte at, where tokens
 * from k on that span a line end (a comment, a literal) and backslash-
 * newlines carry the line on: where a new line can be inserted. */
static uint32_t next_line(const char *buf, size_t len, const struct tokvec *tv, size_t k,
			  uint32_t at)
{
	for (;;) {
		while (at < len && (buf[at] != '\n' || spliced(buf, at)))
			at++;
		while (k < tv->n && tv->v[k].off < at && tv->v[k].off + tv->v[k].len <= at)
			k++;
		if (k < tv->n && tv->v[k].off < at) {
			at = tv->v[k].off + tv->v[k].len;	/* spans the newline */
			continue;
		}
		return at < len ? at + 1 : at;
	}
}

/* Does the header name h (after #include) end in want, as the whole name
 * or after a '/'? */
static int header_is(const char *buf, const struct token *h, const char *want)
{
	size_t wl = strlen(want);

	return h->kind == TK_STRING && h->len >= wl + 2 &&
	       !memcmp(buf + h->off + h->len - 1 - wl, want, wl) &&
	       (h->len == wl + 2 || buf[h->off + h->len - 2 - wl] == '/');
}

/* Does the header name h bring INIT_FOR_COMPILER: init_for_compiler.h, or
 * the shim, which includes it (<uninitialized_var.h> through -Icompat, or
 * its installed name; a "uninitialized_var.h" of a project's own may be
 * anything)? */
static int names_our_header(const char *buf, const struct token *h)
{
	static const char shim[] = "<uninitialized_var.h>";

	return header_is(buf, h, "init_for_compiler.h") ||
	       header_is(buf, h, "init_for_compiler/compat/uninitialized_var.h") ||
	       (h->len == sizeof(shim) - 1 && !memcmp(buf + h->off, shim, h->len));
}

#define COND_MAX 64

struct cond_frame {
	int lo0, hi0, open0;	/* the state at the #if */
	int lo, hi, open;	/* the branches seen so far, combined */
	int any;		/* a branch was combined */
	int has_else, guard;
	int cond;		/* #if 0: 0, #if 1: 1, else -1 */
	int dead;		/* the branch walked now is never compiled */
};

struct place {
	const char *buf;
	size_t len;
	const struct tokvec *tv;
	uint32_t first;		/* the first converted site's offset */
	size_t guard_if;	/* the '#' of the include guard's #if, or SIZE_MAX */
	struct cond_frame f[COND_MAX];
	int depth, over, lost;	/* #if groups; beyond COND_MAX; walk given up */
	int lo, hi;		/* bracket depth, over all configurations */
	int open;		/* a top-level declaration is open */
	int body;		/* the top-level { opened a body (function, extern "C") */
	int knr;		/* between a K&R function's ')' and its body */
	size_t prev;		/* the last code token, or SIZE_MAX */
	uint32_t after_inc;	/* the line after the last safe #include, or NO_TOK */
	size_t before;		/* the last safe token that starts a line, or SIZE_MAX */
	int present;
};

/* Index of the n-th token of the directive at '#' k that is not a comment
 * (n = 0: its name), or SIZE_MAX; *end: the index after the directive. */
static size_t dir_tok(const struct tokvec *tv, size_t k, unsigned n, size_t *end)
{
	size_t e, found = SIZE_MAX;

	for (e = k + 1; e < tv->n && (tv->v[e].flags & TF_PP) && !(tv->v[e].flags & TF_HASH); e++) {
		if (tv->v[e].kind == TK_COMMENT)
			continue;
		if (n-- == 0 && found == SIZE_MAX)
			found = e;
	}
	if (end)
		*end = e;
	return found;
}

static int dir_is(const struct place *p, size_t k, const char *name)
{
	size_t t = dir_tok(p->tv, k, 0, NULL);

	return t != SIZE_MAX && tok_is(p->buf, &p->tv->v[t], name);
}

/* The next token at or after k that is not a comment, or tv->n. */
static size_t skip_comments(const struct tokvec *tv, size_t k)
{
	while (k < tv->n && tv->v[k].kind == TK_COMMENT)
		k++;
	return k;
}

/*
 * The include guard: the file's first token (comments aside) opens
 * #ifndef X or #if !defined(X) / #if !defined X, its next directive is
 * #define X, the group has no #elif or #else, and nothing but comments
 * follows its #endif.
 */
static size_t find_guard(const struct place *p)
{
	const struct tokvec *tv = p->tv;
	const char *buf = p->buf;
	size_t k = skip_comments(tv, 0), e, x, d, t;
	unsigned n = 1;
	int depth = 0;

	if (k >= tv->n || !(tv->v[k].flags & TF_HASH))
		return SIZE_MAX;
	if (dir_is(p, k, "ifndef")) {
		x = dir_tok(tv, k, 1, &e);
		if (dir_tok(tv, k, 2, NULL) != SIZE_MAX)
			return SIZE_MAX;
	} else if (dir_is(p, k, "if")) {
		t = dir_tok(tv, k, 1, &e);
		if (t == SIZE_MAX || !tok_is(buf, &tv->v[t], "!") ||
		    (t = dir_tok(tv, k, 2, NULL)) == SIZE_MAX || !tok_is(buf, &tv->v[t], "defined"))
			return SIZE_MAX;
		t = dir_tok(tv, k, 3, NULL);
		if (t != SIZE_MAX && tok_is(buf, &tv->v[t], "(")) {
			x = dir_tok(tv, k, 4, NULL);
			t = dir_tok(tv, k, 5, NULL);
			if (t == SIZE_MAX || !tok_is(buf, &tv->v[t], ")"))
				return SIZE_MAX;
			n = 6;
		} else {
			x = t;
			n = 4;
		}
		if (dir_tok(tv, k, n, NULL) != SIZE_MAX)
			return SIZE_MAX;
	} else {
		return SIZE_MAX;
	}
	if (x == SIZE_MAX || tv->v[x].kind != TK_IDENT)
		return SIZE_MAX;
	d = skip_comments(tv, e);
	if (d >= tv->n || !(tv->v[d].flags & TF_HASH) || !dir_is(p, d, "define") ||
	    (t = dir_tok(tv, d, 1, NULL)) == SIZE_MAX || !tok_same(buf, &tv->v[t], &tv->v[x]))
		return SIZE_MAX;
	/* a site in the guard's own #define (its body): an #include before it
	 * would stand between the #if and the #define, where the guard is no
	 * guard any more; the #if is then an #if like any other */
	(void)dir_tok(tv, d, 0, &e);
	if (tv->v[e - 1].off >= p->first)
		return SIZE_MAX;
	/* the matching #endif, and only comments after it */
	for (t = k; t < tv->n; t++) {
		if (!(tv->v[t].flags & TF_HASH))
			continue;
		if (dir_is(p, t, "if") || dir_is(p, t, "ifdef") || dir_is(p, t, "ifndef")) {
			depth++;
		} else if (dir_is(p, t, "elif") || dir_is(p, t, "else") ||
			   dir_is(p, t, "elifdef") || dir_is(p, t, "elifndef")) {
			if (depth == 1)
				return SIZE_MAX;
		} else if (dir_is(p, t, "endif") && --depth == 0) {
			(void)dir_tok(tv, t, 0, &e);
			return skip_comments(tv, e) == tv->n ? k : SIZE_MAX;
		}
	}
	return SIZE_MAX;
}

size_t include_guard(const char *buf, size_t len, const struct tokvec *tv)
{
	struct place p;
	size_t k, e, d;

	memset(&p, 0, sizeof(p));
	p.buf = buf;
	p.len = len;
	p.tv = tv;
	p.first = UINT32_MAX;	/* no site: the guard's own #define holds none */
	if ((k = find_guard(&p)) == SIZE_MAX)
		return SIZE_MAX;
	(void)dir_tok(tv, k, 0, &e);	/* the #define after the guard's #if */
	d = skip_comments(tv, e);
	return dir_tok(tv, d, 1, NULL);
}

/* Is the walk at a point that every configuration compiles at file scope,
 * between two declarations? */
static int place_safe(const struct place *p)
{
	return !p->lost && !p->over && p->lo == 0 && p->hi == 0 && !p->open &&
	       (p->depth == 0 || (p->depth == 1 && p->f[0].guard));
}

/* Does token k start a line: only blanks, and comments that start on its
 * line, before it there, the line break before them neither spliced nor
 * inside an earlier token? *at: the line's start. */
static int starts_line(const struct place *p, size_t k, uint32_t *at)
{
	const char *b = p->buf;
	const struct token *v = p->tv->v;
	uint32_t a = v[k].off;

	for (;;) {
		while (a > 0 && (b[a - 1] == ' ' || b[a - 1] == '\t' || b[a - 1] == '\f' ||
				 b[a - 1] == '\v'))
			a--;
		if (k == 0 || v[k - 1].kind != TK_COMMENT || v[k - 1].off + v[k - 1].len != a ||
		    memchr(b + v[k - 1].off, '\n', v[k - 1].len))
			break;
		a = v[--k].off;
	}
	if (a > 0 && (b[a - 1] != '\n' || spliced(b, a - 1)))
		return 0;
	if (k > 0 && v[k - 1].off + v[k - 1].len > a)
		return 0;
	*at = a;
	return 1;
}

static void fold(struct cond_frame *f, int lo, int hi, int open)
{
	if (!f->any) {
		f->lo = lo;
		f->hi = hi;
		f->open = open;
		f->any = 1;
		return;
	}
	if (lo < f->lo)
		f->lo = lo;
	if (hi > f->hi)
		f->hi = hi;
	f->open |= open;
}

/* 0 for #if 0, 1 for #if 1 (comments aside, nothing else on the line),
 * else -1: the branches of such a group are known without a -D. */
static int dir_const(const struct place *p, size_t k)
{
	size_t t = dir_tok(p->tv, k, 1, NULL);

	if (!dir_is(p, k, "if") || t == SIZE_MAX || dir_tok(p->tv, k, 2, NULL) != SIZE_MAX)
		return -1;
	if (tok_is(p->buf, &p->tv->v[t], "0"))
		return 0;
	if (tok_is(p->buf, &p->tv->v[t], "1"))
		return 1;
	return -1;
}

/* Is the walk inside a branch that is never compiled? */
static int place_dead(const struct place *p)
{
	int i;

	for (i = 0; i < p->depth; i++)
		if (p->f[i].dead)
			return 1;
	return 0;
}

/* #if, #ifdef, #ifndef: a group opens, from the state here. */
static void place_if(struct place *p, size_t k)
{
	struct cond_frame *f;

	if (p->over || p->depth == COND_MAX) {
		p->over++;
		return;
	}
	f = &p->f[p->depth++];
	memset(f, 0, sizeof(*f));
	f->lo0 = p->lo;
	f->hi0 = p->hi;
	f->open0 = p->open;
	f->guard = k == p->guard_if;
	f->cond = dir_const(p, k);
	f->dead = f->cond == 0;
}

/* #elif, #else (and C23's #elifdef, #elifndef): the branch before folds
 * into the group, the next starts from the state at its #if. */
static void place_else(struct place *p, struct cond_frame *f, int is_else)
{
	if (p->over)
		return;
	if (!f) {
		p->lost = 1;	/* an #else without #if: a fragment */
		return;
	}
	if (!f->dead)
		fold(f, p->lo, p->hi, p->open);
	p->lo = f->lo0;
	p->hi = f->hi0;
	p->open = f->open0;
	if (is_else)
		f->has_else = 1;
	/* after #if 0 the next branch may be compiled; after #if 1 none is */
	f->dead = f->cond == 1;
}

/* #endif: the group's state is that of all its branches. */
static void place_endif(struct place *p, struct cond_frame *f)
{
	if (p->over) {
		p->over--;
		return;
	}
	if (!f) {
		p->lost = 1;
		return;
	}
	if (!f->dead)
		fold(f, p->lo, p->hi, p->open);
	/* the branch not written */
	if (!f->has_else && !f->guard && f->cond != 1)
		fold(f, f->lo0, f->hi0, f->open0);
	p->lo = f->lo;
	p->hi = f->hi;
	p->open = f->open;
	p->depth--;
}

static void place_directive(struct place *p, size_t k, size_t e)
{
	const struct tokvec *tv = p->tv;
	struct cond_frame *f = p->depth > 0 && !p->over ? &p->f[p->depth - 1] : NULL;
	uint32_t at;

	if (dir_is(p, k, "if") || dir_is(p, k, "ifdef") || dir_is(p, k, "ifndef")) {
		place_if(p, k);
	} else if (dir_is(p, k, "elif") || dir_is(p, k, "else") ||
		   dir_is(p, k, "elifdef") || dir_is(p, k, "elifndef")) {
		place_else(p, f, dir_is(p, k, "else"));
	} else if (dir_is(p, k, "endif")) {
		place_endif(p, f);
	} else if ((dir_is(p, k, "include") || dir_is(p, k, "include_next")) &&
		   place_safe(p) && starts_line(p, k, &at)) {
		size_t h = dir_tok(tv, k, 1, NULL);

		at = next_line(p->buf, p->len, tv, e, tv->v[e - 1].off + tv->v[e - 1].len);
		if (at > p->first)
			return;
		p->after_inc = at;
		if (h != SIZE_MAX && names_our_header(p->buf, &tv->v[h]))
			p->present = 1;
	}
}

/* The keywords that can start a K&R parameter declaration right after
 * the ')' of int f(a, b) int a; char *b; { ... }. */
static int knr_keyword(const char *buf, const struct token *t)
{
	static const char *const kw[] = {
		"char", "const", "double", "enum", "float", "int", "long", "register",
		"short", "signed", "struct", "union", "unsigned", "volatile", NULL,
	};
	const char *const *k;

	if (t->kind != TK_IDENT)
		return 0;
	for (k = kw; *k; k++)
		if (tok_is(buf, t, *k))
			return 1;
	return 0;
}

static void place_code(struct place *p, size_t k)
{
	const struct token *t = &p->tv->v[k];
	const struct token *q = p->prev != SIZE_MAX ? &p->tv->v[p->prev] : NULL;
	const char *buf = p->buf;
	int top = p->lo == 0 && p->hi == 0;

	if (t->kind == TK_PUNCT && (tok_is(buf, t, "(") || tok_is(buf, t, "[") ||
				    tok_is(buf, t, "{") || tok_is(buf, t, "<:") ||
				    tok_is(buf, t, "<%"))) {
		if (top && (tok_is(buf, t, "{") || tok_is(buf, t, "<%"))) {
			/* a function's body (after its K&R parameters too),
			 * extern "C" { or a { after a ';' */
			p->body = p->knr || !p->open ||
				  (q && (q->kind == TK_STRING || tok_is(buf, q, ")")));
			p->knr = 0;
		}
		p->lo++;
		p->hi++;
		p->open = 1;
	} else if (t->kind == TK_PUNCT && (tok_is(buf, t, ")") || tok_is(buf, t, "]") ||
					   tok_is(buf, t, "}") || tok_is(buf, t, ":>") ||
					   tok_is(buf, t, "%>"))) {
		p->lo--;
		p->hi--;
		if (p->lo == 0 && p->hi == 0 && p->body &&
		    (tok_is(buf, t, "}") || tok_is(buf, t, "%>")))
			p->open = 0;
	} else if (top && t->kind == TK_PUNCT && tok_is(buf, t, ";")) {
		if (!p->knr)	/* a K&R parameter's ';' ends no declaration */
			p->open = 0;
	} else if (top) {
		if (q && tok_is(buf, q, ")") && knr_keyword(buf, t))
			p->knr = 1;
		p->open = 1;
	}
	p->prev = k;
}

/* The safe token s may carry the comments right above it (no blank line
 * between, or one for a tag), but never the file's first token: the
 * include goes above them. */
static uint32_t above_comments(const struct place *p, size_t s, uint32_t at)
{
	const struct tokvec *tv = p->tv;
	uint32_t a;

	while (s > 1) {
		const struct token *c = &tv->v[s - 1];
		uint32_t i, nl = 0;

		if (c->kind != TK_COMMENT || (c->flags & TF_PP) || !starts_line(p, s - 1, &a) ||
		    (tv->v[0].kind == TK_COMMENT && a < tv->v[0].off + tv->v[0].len))
			break;
		for (i = c->off + c->len; i < at; i++)
			if (p->buf[i] == '\n')
				nl++;
		/* right above; or a tag one blank line above, which scan ties
		 * to what follows it */
		if (nl != 1 && !(nl == 2 && scan_is_tag(p->buf + c->off, c->len)))
			break;
		s--;
		at = a;
	}
	return at;
}

void convert_include_point(const char *buf, size_t len, const struct tokvec *tv,
			   uint32_t first, struct include_point *ip)
{
	struct place p;
	size_t k, e;
	uint32_t at;

	memset(&p, 0, sizeof(p));
	p.buf = buf;
	p.len = len;
	p.tv = tv;
	p.first = first;
	p.prev = SIZE_MAX;
	p.before = SIZE_MAX;
	p.after_inc = NO_TOK;
	p.guard_if = find_guard(&p);
	for (k = 0; k < tv->n && tv->v[k].off <= first; k++) {
		const struct token *t = &tv->v[k];

		if (t->kind == TK_COMMENT && !(t->flags & TF_PP))
			continue;
		if ((t->flags & TF_HASH) || !(t->flags & TF_PP)) {
			if (place_safe(&p) && starts_line(&p, k, &at))
				p.before = k;
		}
		if (t->flags & TF_HASH) {
			(void)dir_tok(tv, k, 0, &e);
			place_directive(&p, k, e);
			k = e - 1;
		} else if (!(t->flags & TF_PP)) {
			if (!place_dead(&p))
				place_code(&p, k);
		}
	}
	ip->present = p.present;
	ip->ok = 1;
	if (p.lost) {
		/* an #else, #elif or #endif of no #if of this file: it is a
		 * part of some other file's group, whose conditions it cannot
		 * see */
		ip->ok = 0;
		ip->at = 0;
	} else if (p.after_inc != NO_TOK) {
		ip->at = p.after_inc;
	} else if (p.before != SIZE_MAX) {
		(void)starts_line(&p, p.before, &at);
		ip->at = above_comments(&p, p.before, at);
	} else {
		ip->ok = 0;
		ip->at = 0;
	}
}

/* The edit that adds the #include at ip->at. */
static int add_include_edit(struct editvec *ev, const char *buf, size_t len,
			    const struct include_point *ip)
{
	const char *eol = line_end(buf, len);
	char inc[64];
	int pre = ip->at == len && len > 0 && buf[len - 1] != '\n';
	/* a last line that ends in a backslash: its newline would be a
	 * splice, and the #include part of that line */
	int splice = pre && (buf[len - 1] == '\\' ||
			     (len > 1 && buf[len - 1] == '\r' && buf[len - 2] == '\\'));
	size_t n = (size_t)snprintf(inc, sizeof(inc), "%s%s#include <init_for_compiler.h>%s",
				    pre ? eol : "", splice ? eol : "", eol);

	return add_edit(ev, ip->at, ip->at, inc, n);
}

/* ------------------------------------------------------------ the plan */

/* The edits of site s, which can be converted: its initializer, and its
 * tag when that goes with it. */
static int plan_site(struct editvec *ev, const char *buf, size_t len,
		     const struct tokvec *tv, const struct scan_result *r, const struct site *s)
{
	char text[TEXT_MAX];
	uint32_t k, from, to;
	size_t n, e;

	if (s->kind == SK_LEGACY) {
		if (add_edit(ev, s->rep_start, s->rep_end, "INIT_FOR_COMPILER", 17))
			return -1;
	} else if (s->kind == SK_COMMENT_ASSIGN && s->chained) {
		const struct site *m[CHAIN_MAX];
		size_t nm = chain_of(r, s, m, CHAIN_MAX);

		if (m[0] != s)
			return 0;	/* the first site of the chain rewrites it */
		/* chain_fits() said it fits */
		n = chain_text(buf, m, nm, text, sizeof(text));
		moved_comments(buf, tv, r, s, text, &n, sizeof(text));
		if (add_edit(ev, s->rep_start, s->rep_end, text, n))
			return -1;
	} else if (s->kind == SK_COMMENT_ASSIGN) {
		n = assign_text(buf, tv, r, s, text, sizeof(text));
		if (add_edit(ev, s->rep_start, s->rep_end, text, n))
			return -1;
	} else {
		/* the comments inside the replaced text go after the macro, but
		 * a tag there that says no more than the macro */
		n = (size_t)snprintf(text, sizeof(text), "INIT_FOR_COMPILER(%s)", s->name);
		for (k = s->name_tok; k < tv->n && tv->v[k].off < s->rep_end; k++) {
			const struct token *c = &tv->v[k];

			if (c->kind != TK_COMMENT || (k == s->tag && tag_says_no_more(buf, c)))
				continue;
			text[n++] = ' ';
			memcpy(text + n, buf + c->off, c->len);
			n += c->len;
		}
		if (add_edit(ev, s->rep_start, s->rep_end, text, n))
			return -1;
	}
	if (s->tag == NO_TOK ||
	    (tv->v[s->tag].off < s->rep_end && tv->v[s->tag].off >= s->rep_start) ||
	    !tag_removable(buf, tv, &tv->v[s->tag], r, s->tag))
		return 0;
	tag_extent(buf, len, &tv->v[s->tag], &from, &to);
	for (e = 0; e < ev->n; e++)
		if (ev->v[e].start == from && ev->v[e].end == to)
			return 0;	/* the tag of an earlier site too */
	return add_edit(ev, from, to, "", 0);
}

/* Sort the edits, and drop those inside earlier ones: a tag comment can
 * sit inside a declaration replaced by another site
 * (int a = 0 / * gcc * /, b = 0;). */
static void sort_edits(struct editvec *ev)
{
	size_t i;

	if (ev->n > 1)
		qsort(ev->v, ev->n, sizeof(*ev->v), edit_cmp);
	for (i = 1; i < ev->n; i++) {
		if (ev->v[i].start < ev->v[i - 1].end) {
			free(ev->v[i].text);
			memmove(&ev->v[i], &ev->v[i + 1], (ev->n - i - 1) * sizeof(*ev->v));
			ev->n--;
			i--;
		}
	}
}

/* ------------------------------------------- aligned line splices */

/* The column of byte `to` of a line that starts at ls, a tab to the next
 * multiple of 8; with the edits of ev (sorted) that lie in [ls, to)
 * applied when ev is not NULL. */
static size_t column(const char *buf, size_t ls, size_t to, const struct editvec *ev)
{
	size_t i = ls, col = 0, e = 0, n = ev ? ev->n : 0, k;

	while (e < n && ev->v[e].start < ls)
		e++;
	while (i < to) {
		if (e < n && ev->v[e].start == i && ev->v[e].end <= to) {
			for (k = 0; k < ev->v[e].len; k++)
				col = ev->v[e].text[k] == '\t' ? (col / 8 + 1) * 8 : col + 1;
			i = ev->v[e].end;
			e++;
			continue;
		}
		col = buf[i] == '\t' ? (col / 8 + 1) * 8 : col + 1;
		i++;
		while (e < n && ev->v[e].start < i)
			e++;
	}
	return col;
}

/* Replace the text of edit e by text[0..n): 0, or -1 out of memory. */
static int edit_text(struct edit *e, const char *text, size_t n)
{
	char *t = malloc(n + 1);

	if (!t)
		return -1;
	memcpy(t, text, n);
	t[n] = '\0';
	free(e->text);
	e->text = t;
	e->len = n;
	return 0;
}

/*
 * Keep the backslash that ends the line of byte at where it was: `#define`
 * bodies align them in one column, and a site converted on the line moved
 * it right. The blanks before it shrink (spaces by spaces, tabs by tabs)
 * when they can; else the line is left longer. Called after each site of
 * the line (the edits sorted): 0, or -1 out of memory.
 */
static int keep_splice_column(struct editvec *ev, const char *buf, size_t len, size_t at)
{
	const char *nl = memchr(buf + at, '\n', len - at);
	size_t bs, ws, ls, want, now, k, n;
	char text[256];
	int tabs = 0;

	if (!nl || nl - buf < 2)
		return 0;
	bs = (size_t)(nl - buf) - 1 - (nl[-1] == '\r');
	if (bs < at || buf[bs] != '\\')
		return 0;
	for (ws = bs; ws > at && (buf[ws - 1] == ' ' || buf[ws - 1] == '\t'); ws--)
		tabs |= buf[ws - 1] == '\t';
	for (ls = at; ls > 0 && buf[ls - 1] != '\n'; ls--)
		;
	if (ws == bs)
		return 0;
	want = column(buf, ls, bs, NULL);
	now = column(buf, ls, ws, ev);
	n = 0;
	if (now < want && tabs && want % 8 == 0)
		n = want / 8 - now / 8;		/* tabs to the same stop */
	else if (now < want && !tabs)
		n = want - now;
	if (n == 0 || n > sizeof(text))
		return 0;			/* no room: the line grows */
	memset(text, tabs ? '\t' : ' ', n);
	for (k = 0; k < ev->n; k++)
		if (ev->v[k].start == ws && ev->v[k].end == bs)
			return edit_text(&ev->v[k], text, n);
	if (n == bs - ws && !memcmp(buf + ws, text, n))
		return 0;
	return add_edit(ev, (uint32_t)ws, (uint32_t)bs, text, n);
}

long convert_plan(const char *path, const char *buf, size_t len,
		  const struct tokvec *tv, const struct scan_result *r,
		  int add_include, struct editvec *ev, long *left, FILE *err)
{
	size_t i;
	long done = 0, alone = 0;
	uint32_t first = UINT32_MAX;
	const struct site *s1 = NULL;

	ev->n = 0;
	for (i = 0; i < r->nsites; i++) {
		const struct site *s = &r->sites[i];
		const char *cannot = why_cannot(buf, tv, r, s);

		if (s->kind == SK_ANNOTATION)
			continue;
		if (cannot) {
			fprintf(err, "%s:%u:%u: warning: %s '%s' left alone: %s\n", path,
				s->line, s->col, site_kind_name[s->kind], s->name, cannot);
			alone++;
			continue;
		}
		if (plan_site(ev, buf, len, tv, r, s))
			return -1;
		if (s->in_define) {
			sort_edits(ev);
			if (keep_splice_column(ev, buf, len, s->rep_end))
				return -1;
		}
		if (s->rep_start < first) {
			first = s->rep_start;
			s1 = s;
		}
		done++;
	}
	if (done && add_include) {
		struct include_point ip;

		convert_include_point(buf, len, tv, first, &ip);
		if (!ip.present && !ip.ok) {
			fprintf(err, "%s:%u:%u: warning: file left alone: no line before '%s' "
				"that every configuration compiles at file scope, outside every "
				"#if, for #include <init_for_compiler.h> (add it by hand, then "
				"convert --no-include)\n", path, s1->line, s1->col, s1->name);
			for (i = 0; i < ev->n; i++)
				free(ev->v[i].text);
			ev->n = 0;
			alone += done;
			done = 0;
		} else if (!ip.present && add_include_edit(ev, buf, len, &ip)) {
			return -1;
		}
	}
	sort_edits(ev);
	if (left)
		*left = alone;
	return done;
}

/* The lines of the directive whose '#' is token h: [*start, *end), from
 * the start of its first line (blanks only before the '#') to the end of
 * its last, newline left out. 0, or -1 when code or a comment that goes on
 * shares those lines. */
static int directive_lines(const char *buf, size_t len, const struct tokvec *tv, size_t h,
			   size_t *start, size_t *end)
{
	size_t s = tv->v[h].off, e, j;

	while (s > 0 && (buf[s - 1] == ' ' || buf[s - 1] == '\t'))
		s--;
	if (s > 0 && buf[s - 1] != '\n')
		return -1;
	for (j = h + 1; j < tv->n && (tv->v[j].flags & TF_PP) && !(tv->v[j].flags & TF_HASH); j++)
		;
	for (e = tv->v[j - 1].off + tv->v[j - 1].len; e < len && buf[e] != '\n'; e++)
		if (buf[e] != ' ' && buf[e] != '\t' && buf[e] != '\r')
			return -1;
	while (e > s && (buf[e - 1] == '\r' || buf[e - 1] == ' ' || buf[e - 1] == '\t'))
		e--;
	*start = s;
	*end = e;
	return 0;
}

/*
 * In a header, definition d (its '#': token h) made safe where the build
 * has <init_for_compiler.h>, and kept as it was where it does not (the
 * programs that include an installed header):
 *
 *	#ifdef INIT_FOR_COMPILER
 *	#define av_uninit(x) INIT_FOR_COMPILER(x)
 *	#else
 *	#define av_uninit(x) x=x
 *	#endif
 *
 * The directives take the blanks of the definition's own "#    ". 1 when
 * the lines are not the directive's alone (the caller rewrites the body
 * only), 0, or -1 when out of memory.
 */
static int fallback_edit(struct editvec *ev, const char *buf, size_t len,
			 const struct tokvec *tv, const struct shim_def *d, size_t h)
{
	const char *eol = line_end(buf, len);
	size_t s, e, p, dn, tl, n, j;
	char *t;
	int rc;

	if (directive_lines(buf, len, tv, h, &s, &e))
		return 1;
	for (j = h + 1; j < tv->n && tv->v[j].kind == TK_COMMENT; j++)
		;
	dn = tv->v[j].off;	/* "define" */
	p = dn;
	for (n = tv->v[h].off + 1; n < dn; n++)
		if (buf[n] != ' ' && buf[n] != '\t')
			p = tv->v[h].off + 1;	/* a comment between: "#" alone */
	tl = strlen(d->param) + 19;
	n = 3 * (p - s + 2 * strlen(eol)) + 2 * (e - s) + tl + 32;
	t = malloc(n);
	if (!t)
		return -1;
	/* before the old lines, and after them: they stay as they were */
	n = (size_t)snprintf(t, n, "%.*sifdef INIT_FOR_COMPILER%s%.*sINIT_FOR_COMPILER(%s)%.*s%s"
			     "%.*selse%s", (int)(p - s), buf + s, eol,
			     (int)(d->body_start - s), buf + s, d->param,
			     (int)(e - d->body_end), buf + d->body_end, eol,
			     (int)(p - s), buf + s, eol);
	rc = add_edit(ev, (uint32_t)s, (uint32_t)s, t, n);
	while (e < len && buf[e] != '\n')
		e++;
	if (e < len)	/* on the next line, so that the old line is no change */
		n = (size_t)snprintf(t, n, "%.*sendif%s", (int)(p - s), buf + s, eol);
	else
		n = (size_t)snprintf(t, n, "%s%.*sendif", eol, (int)(p - s), buf + s);
	rc = rc ? rc : add_edit(ev, (uint32_t)(e < len ? e + 1 : e), (uint32_t)(e < len ? e + 1 : e), t, n);
	free(t);
	return rc;
}

/* The #include of a header whose definitions have fallback_edit()'s
 * fallback: where the compiler finds the header, and always in an audit
 * build, whose verdicts would be wrong with the fallback's x = x. */
static int add_guarded_include_edit(struct editvec *ev, const char *buf, size_t len,
				    const struct include_point *ip)
{
	const char *eol = line_end(buf, len);
	char inc[512];
	size_t n;

	if (ip->at == len && len > 0 && buf[len - 1] != '\n')
		return add_include_edit(ev, buf, len, ip);	/* no last newline: rare */
	n = (size_t)snprintf(inc, sizeof(inc),
			     "/* INIT_FOR_COMPILER where the build finds it, and always in an "
			     "audit */%s#ifdef INIT_FOR_COMPILER_AUDIT%s"
			     "#include <init_for_compiler.h>%s#elif defined(__has_include)%s"
			     "#if __has_include(<init_for_compiler.h>)%s"
			     "#include <init_for_compiler.h>%s#endif%s#endif%s",
			     eol, eol, eol, eol, eol, eol, eol, eol);
	return add_edit(ev, ip->at, ip->at, inc, n);
}

/* Definition d, whose '#' is token h: its body forwarded to
 * INIT_FOR_COMPILER(), with fallback_edit()'s fallback in a header. */
static int definition_edit(struct editvec *ev, const char *buf, size_t len,
			   const struct tokvec *tv, const struct shim_def *d, size_t h,
			   int fallback)
{
	char text[SHIM_NAME_MAX + 24];
	int tl, rc = fallback ? fallback_edit(ev, buf, len, tv, d, h) : 1;

	if (rc <= 0)
		return rc;
	tl = snprintf(text, sizeof(text), "INIT_FOR_COMPILER(%s)", d->param);
	return add_edit(ev, d->body_start, d->body_end, text, (size_t)tl);
}

long convert_definitions(const char *path, const char *buf, size_t len,
			 const struct tokvec *tv, const struct shim_def *d, size_t n,
			 int add_include, int header, struct editvec *ev, FILE *err)
{
	uint32_t first = UINT32_MAX;
	size_t i, k;
	long done = 0;
	struct include_point ip;

	ev->n = 0;
	memset(&ip, 0, sizeof(ip));
	for (i = 0; i < n; i++) {
		size_t s, e;

		if (d[i].how != SH_SELF)
			continue;
		/* the include goes before the directive: its '#' */
		for (k = d[i].name_tok; k > 0 && !(tv->v[k].flags & TF_HASH); k--)
			;
		if (header && directive_lines(buf, len, tv, k, &s, &e)) {
			fprintf(err, "%s:%u:%u: warning: %s() left alone: its #define shares a "
				"line with a comment or code, and a header's definition needs "
				"lines of its own to keep its old body for a build without "
				"<init_for_compiler.h>\n", path, d[i].line, d[i].col, d[i].name);
			continue;
		}
		if (tv->v[k].off < first)
			first = tv->v[k].off;
		done++;
	}
	if (!done)
		return 0;
	convert_include_point(buf, len, tv, first, &ip);
	if (add_include && !ip.present && !ip.ok) {
		fprintf(err, "%s: warning: file left alone: no line before the first "
			"definition that every configuration compiles at file scope, "
			"outside every #if, for #include <init_for_compiler.h> (add it "
			"by hand, then convert --definitions --no-include)\n", path);
		return 0;
	}
	/* first: before a definition's #ifdef at the same place */
	if (add_include && !ip.present &&
	    (header ? add_guarded_include_edit(ev, buf, len, &ip) : add_include_edit(ev, buf, len, &ip)))
		return -1;
	for (i = 0; i < n; i++) {
		size_t s, e;

		if (d[i].how != SH_SELF)
			continue;
		for (k = d[i].name_tok; k > 0 && !(tv->v[k].flags & TF_HASH); k--)
			;
		if (header && directive_lines(buf, len, tv, k, &s, &e))
			continue;
		if (definition_edit(ev, buf, len, tv, &d[i], k, header && !ip.present))
			return -1;
	}
	sort_edits(ev);
	return done;
}

char *edits_apply(const char *buf, size_t len, const struct editvec *ev, size_t *outlen)
{
	size_t i, n = len, pos = 0, o = 0;
	char *out;

	for (i = 0; i < ev->n; i++)
		n = n - (ev->v[i].end - ev->v[i].start) + ev->v[i].len;
	out = malloc(n + 1);
	if (!out)
		return NULL;
	for (i = 0; i < ev->n; i++) {
		const struct edit *e = &ev->v[i];

		memcpy(out + o, buf + pos, e->start - pos);
		o += e->start - pos;
		memcpy(out + o, e->text, e->len);
		o += e->len;
		pos = e->end;
	}
	memcpy(out + o, buf + pos, len - pos);
	o += len - pos;
	out[o] = '\0';
	*outlen = o;
	return out;
}

/* ------------------------------------------------------------ diff */

struct lines {
	size_t *start;		/* start[i]: offset of line i; start[n] = len */
	size_t n;
};

static int lines_init(struct lines *l, const char *buf, size_t len)
{
	size_t i, n = 0;

	for (i = 0; i < len; i++)
		if (buf[i] == '\n')
			n++;
	if (len && buf[len - 1] != '\n')
		n++;
	l->start = malloc((n + 1) * sizeof(*l->start));
	if (!l->start)
		return -1;
	l->n = 0;
	l->start[0] = 0;
	for (i = 0; i < len; i++)
		if (buf[i] == '\n' && i + 1 < len)
			l->start[++l->n] = i + 1;
	l->n = n;
	l->start[n] = len;
	return 0;
}

/* Index of the line holding offset off (off == len: the last line + 1). */
static size_t line_of(const struct lines *l, size_t off)
{
	size_t lo = 0, hi = l->n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (l->start[mid + 1] <= off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static void put_lines(FILE *out, char mark, const char *s, size_t len)
{
	size_t i = 0;

	while (i < len) {
		const char *nl = memchr(s + i, '\n', len - i);
		size_t e = nl ? (size_t)(nl - s) + 1 : len;

		fputc(mark, out);
		fwrite(s + i, 1, e - i, out);
		if (!nl)
			fputs("\n\\ No newline at end of file\n", out);
		i = e;
	}
}

static size_t nlines(const char *s, size_t len)
{
	size_t i, n = 0;

	for (i = 0; i < len; i++)
		if (s[i] == '\n')
			n++;
	return n + (len && s[len - 1] != '\n');
}

struct block {
	size_t lo, hi;		/* old lines [lo, hi) */
	size_t e0, e1;		/* edits [e0, e1) */
	char *text;		/* the new lines */
	size_t len, nnew;
};

/* The edits as blocks of whole old lines, edits that share or touch a line
 * in one block: how many, in bl[]. */
static size_t diff_blocks(const struct lines *l, size_t len, const struct editvec *ev,
			  struct block *bl)
{
	size_t nb = 0, i;

	for (i = 0; i < ev->n; i++) {
		const struct edit *e = &ev->v[i];
		size_t lo = line_of(l, e->start), hi;

		if (e->start == e->end && l->start[lo] == e->start && e->start < len)
			hi = lo;	/* an insertion before line lo */
		else if (e->start == e->end && e->start == len)
			hi = lo = l->n;
		else
			hi = line_of(l, e->end > e->start ? e->end - 1 : e->start) + 1;
		if (nb && (lo < bl[nb - 1].hi ||
			   (lo == bl[nb - 1].hi && bl[nb - 1].lo == bl[nb - 1].hi))) {
			if (hi > bl[nb - 1].hi)
				bl[nb - 1].hi = hi;
			bl[nb - 1].e1 = i + 1;
		} else {
			bl[nb].lo = lo;
			bl[nb].hi = hi;
			bl[nb].e0 = i;
			bl[nb].e1 = i + 1;
			nb++;
		}
	}
	return nb;
}

/* The new text of block b: its old lines with its edits applied. */
static int block_text(struct block *b, const struct lines *l, const char *buf,
		      const struct editvec *ev)
{
	size_t a = l->start[b->lo], z = l->start[b->hi], cap = z - a, k, pos = a, o = 0;

	for (k = b->e0; k < b->e1; k++)
		cap += ev->v[k].len;
	b->text = malloc(cap + 1);
	if (!b->text)
		return -1;
	for (k = b->e0; k < b->e1; k++) {
		const struct edit *e = &ev->v[k];

		memcpy(b->text + o, buf + pos, e->start - pos);
		o += e->start - pos;
		memcpy(b->text + o, e->text, e->len);
		o += e->len;
		pos = e->end;
	}
	memcpy(b->text + o, buf + pos, z - pos);
	o += z - pos;
	b->len = o;
	b->nnew = nlines(b->text, o);
	return 0;
}

/* One hunk: blocks [i, j) with 3 lines of context; *delta is how many
 * lines the hunks before added. */
static void diff_hunk(FILE *out, const char *buf, const struct lines *l,
		      const struct block *bl, size_t i, size_t j, long *delta)
{
	size_t lo = bl[i].lo >= 3 ? bl[i].lo - 3 : 0;
	size_t hi = bl[j - 1].hi + 3 <= l->n ? bl[j - 1].hi + 3 : l->n;
	size_t oldn = hi - lo, newn = oldn, k, ln = lo;

	for (k = i; k < j; k++)
		newn = newn - (bl[k].hi - bl[k].lo) + bl[k].nnew;
	fprintf(out, "@@ -%zu,%zu +%ld,%zu @@\n", oldn ? lo + 1 : lo, oldn,
		newn ? (long)lo + 1 + *delta : (long)lo + *delta, newn);
	for (k = i; k < j; k++) {
		put_lines(out, ' ', buf + l->start[ln], l->start[bl[k].lo] - l->start[ln]);
		put_lines(out, '-', buf + l->start[bl[k].lo],
			  l->start[bl[k].hi] - l->start[bl[k].lo]);
		put_lines(out, '+', bl[k].text, bl[k].len);
		ln = bl[k].hi;
	}
	put_lines(out, ' ', buf + l->start[ln], l->start[hi] - l->start[ln]);
	*delta += (long)newn - (long)oldn;
}

int edits_diff(const char *path, const char *buf, size_t len,
	       const struct editvec *ev, FILE *out)
{
	struct lines l;
	struct block *bl;
	size_t nb = 0, i, j;
	long delta = 0;
	int rc = -1;

	if (!ev->n)
		return 0;
	if (lines_init(&l, buf, len))
		return -1;
	bl = calloc(ev->n, sizeof(*bl));
	if (!bl)
		goto out_lines;
	nb = diff_blocks(&l, len, ev, bl);
	for (j = 0; j < nb; j++)
		if (block_text(&bl[j], &l, buf, ev))
			goto out_blocks;
	fprintf(out, "--- %s\n+++ %s\n", path, path);
	for (i = 0; i < nb; i = j) {
		/* blocks 6 lines apart or less share a hunk */
		for (j = i + 1; j < nb && bl[j].lo <= bl[j - 1].hi + 6; j++)
			;
		diff_hunk(out, buf, &l, bl, i, j, &delta);
	}
	rc = 0;
out_blocks:
	for (j = 0; j < nb; j++)
		free(bl[j].text);
	free(bl);
out_lines:
	free(l.start);
	return rc;
}
