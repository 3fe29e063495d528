// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/convert.c - turning legacy, self-init and comment-init sites into
 * INIT_FOR_COMPILER(NAME), as a list of byte edits.
 *
 *   uninitialized_var(x)        -> INIT_FOR_COMPILER(x)
 *   x = x, x = *(&(x))          -> INIT_FOR_COMPILER(x)
 *   x = 0 / * GCC * /           -> INIT_FOR_COMPILER(x)     (zero initializers only)
 *
 * The tag comment of a comment-init site goes with the initializer, unless
 * it spans several lines (then it is an explanation and stays) or it also
 * tags a site that cannot be converted. Any other comment inside the
 * replaced text is kept after the macro. The edits are applied in memory
 * (edits_apply) or shown as a unified diff (edits_diff); files.c writes.
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
	return (x->end > y->end) - (x->end < y->end);
}

/* The text of INIT_FOR_COMPILER(NAME) for a site, with the comments
 * inside the replaced text kept after it. */
#define TEXT_MAX 512

/* Why convert leaves site s alone, or NULL: the scanner's reason, or one
 * of its own (a // comment inside, comments too long to carry along). */
static const char *why_cannot(const char *buf, const struct tokvec *tv, const struct site *s)
{
	size_t n;
	uint32_t k;

	if (s->cannot || s->kind == SK_LEGACY || s->kind == SK_ANNOTATION)
		return s->cannot;
	n = strlen("INIT_FOR_COMPILER()") + strlen(s->name);
	for (k = s->name_tok; k < tv->n && tv->v[k].off < s->rep_end; k++) {
		const struct token *c = &tv->v[k];

		if (c->kind != TK_COMMENT || k == s->tag)
			continue;
		if (c->len >= 2 && buf[c->off + 1] == '/')
			return "a // comment inside the declaration would swallow the rest of the line";
		n += 1 + c->len;
	}
	if (n >= TEXT_MAX)
		return "comments inside the declaration too long to keep";
	return NULL;
}

/* A comment tag that can go: on one line, every site it tags converted. */
static int tag_removable(const char *buf, const struct tokvec *tv, const struct token *c,
			  const struct scan_result *r, uint32_t tag)
{
	size_t i;

	if (memchr(buf + c->off, '\n', c->len))
		return 0;
	for (i = 0; i < r->nsites; i++)
		if (r->sites[i].tag == tag && why_cannot(buf, tv, &r->sites[i]))
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
		a = c->off;	/* code follows on this line: keep the indent */
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

/* Does the header name h (after #include) end in init_for_compiler.h, as
 * the whole name or after a '/'? */
static int names_our_header(const char *buf, const struct token *h)
{
	static const char want[] = "init_for_compiler.h";
	size_t wl = sizeof(want) - 1;

	return h->kind == TK_STRING && h->len >= wl + 2 &&
	       !memcmp(buf + h->off + h->len - 1 - wl, want, wl) &&
	       (h->len == wl + 2 || buf[h->off + h->len - 2 - wl] == '/');
}

/* What the walk over the directives has seen so far. */
struct incl_walk {
	int depth;		/* of #if groups */
	int lead;		/* no code token yet */
	int seen_dir;		/* a directive seen */
	int inc_depth;		/* depth of the last #include before code */
	int last_dir_depth;	/* depth of the last other directive before code */
	uint32_t last_inc;	/* the line after that #include, or NO_TOK */
	uint32_t last_dir;	/* the line after that directive, or NO_TOK */
	uint32_t first_comment;	/* token of the first comment, or NO_TOK */
};

/* The directive of tokens [k, e) of tv, whose line ends at end. */
static void incl_directive(struct incl_walk *w, const char *buf, const struct tokvec *tv,
			   size_t k, size_t e, uint32_t end, struct include_point *ip)
{
	const struct token *nm = k + 1 < e ? &tv->v[k + 1] : NULL;

	w->seen_dir = 1;
	if (nm && (tok_is(buf, nm, "include") || tok_is(buf, nm, "include_next"))) {
		if (k + 2 < e && names_our_header(buf, &tv->v[k + 2]))
			ip->present = 1;
		if (w->lead) {
			w->last_inc = end;
			w->inc_depth = w->depth;
		}
	} else if (nm && (tok_is(buf, nm, "if") || tok_is(buf, nm, "ifdef") ||
			  tok_is(buf, nm, "ifndef"))) {
		w->depth++;
		return;
	} else if (nm && tok_is(buf, nm, "endif")) {
		if (w->depth > 0)
			w->depth--;
		if (w->lead)
			w->last_dir = NO_TOK;
		return;
	} else if (nm && (tok_is(buf, nm, "else") || tok_is(buf, nm, "elif"))) {
		return;
	}
	if (w->lead) {
		w->last_dir = end;
		w->last_dir_depth = w->depth;
	}
}

/* The first code token: what came before stays before the #include only
 * at the depth of #if groups the code starts at. */
static void incl_code(struct incl_walk *w)
{
	w->lead = 0;
	if (w->last_inc != NO_TOK && w->inc_depth != w->depth)
		w->last_inc = NO_TOK;
	if (w->last_dir != NO_TOK && w->last_dir_depth != w->depth)
		w->last_dir = NO_TOK;
}

/*
 * After the last #include before the first code token (at the code's #if
 * depth), else after the last other directive there, else after the first
 * comment (a licence) when no code shares its line, else at the start.
 */
void convert_include_point(const char *buf, size_t len, const struct tokvec *tv,
			   struct include_point *ip)
{
	struct incl_walk w = { 0, 1, 0, -1, -1, NO_TOK, NO_TOK, NO_TOK };
	size_t k, e, code = tv->n;

	ip->present = 0;
	for (k = 0; k < tv->n; k++) {
		const struct token *t = &tv->v[k];

		if (!(t->flags & TF_PP)) {
			if (t->kind == TK_COMMENT) {
				if (w.lead && w.first_comment == NO_TOK && !w.seen_dir)
					w.first_comment = (uint32_t)k;
			} else if (w.lead) {
				code = k;
				incl_code(&w);
			}
			continue;
		}
		if (!(t->flags & TF_HASH))
			continue;
		/* the directive: tokens up to the next TF_HASH or non-PP token */
		for (e = k + 1; e < tv->n && (tv->v[e].flags & TF_PP) && !(tv->v[e].flags & TF_HASH); e++)
			;
		incl_directive(&w, buf, tv, k, e,
			       next_line(buf, len, tv, e, tv->v[e - 1].off + tv->v[e - 1].len), ip);
		k = e - 1;
	}
	/* no code at all: keep includes at the depth of the last one */
	if (w.lead && w.last_dir != NO_TOK && w.inc_depth >= 0 && w.last_dir_depth != w.inc_depth)
		w.last_dir = NO_TOK;
	if (w.last_inc != NO_TOK) {
		ip->at = w.last_inc;
	} else if (w.last_dir != NO_TOK) {
		ip->at = w.last_dir;
	} else if (w.first_comment != NO_TOK) {
		const struct token *c = &tv->v[w.first_comment];

		ip->at = next_line(buf, len, tv, w.first_comment + 1, c->off + c->len);
		/* code on the comment's line: the #include goes before it all */
		if (code < tv->n && ip->at > tv->v[code].off)
			ip->at = 0;
	} else {
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

	if (s->kind == SK_LEGACY)
		return add_edit(ev, s->rep_start, s->rep_end, "INIT_FOR_COMPILER", 17);
	/* the comments inside the replaced text go after the macro */
	n = (size_t)snprintf(text, sizeof(text), "INIT_FOR_COMPILER(%s)", s->name);
	for (k = s->name_tok; k < tv->n && tv->v[k].off < s->rep_end; k++) {
		const struct token *c = &tv->v[k];

		if (c->kind != TK_COMMENT || k == s->tag)
			continue;
		text[n++] = ' ';
		memcpy(text + n, buf + c->off, c->len);
		n += c->len;
	}
	if (add_edit(ev, s->rep_start, s->rep_end, text, n))
		return -1;
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

long convert_plan(const char *path, const char *buf, size_t len,
		  const struct tokvec *tv, const struct scan_result *r,
		  int add_include, struct editvec *ev, FILE *err)
{
	size_t i;
	long done = 0;

	ev->n = 0;
	for (i = 0; i < r->nsites; i++) {
		const struct site *s = &r->sites[i];
		const char *cannot = why_cannot(buf, tv, s);

		if (s->kind == SK_ANNOTATION)
			continue;
		if (cannot) {
			fprintf(err, "%s:%u:%u: warning: %s '%s' left alone: %s\n", path,
				s->line, s->col, site_kind_name[s->kind], s->name, cannot);
			continue;
		}
		if (plan_site(ev, buf, len, tv, r, s))
			return -1;
		done++;
	}
	if (done && add_include) {
		struct include_point ip;

		convert_include_point(buf, len, tv, &ip);
		if (!ip.present && add_include_edit(ev, buf, len, &ip))
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
