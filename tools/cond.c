// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/cond.c - the preprocessor conditions around a line.
 *
 * The audit cannot see from a log whether the code of a site was compiled or
 * left out by #if; a "stale" verdict on a site inside a conditional block
 * says which condition it depends on. An include guard (#ifndef X followed
 * by #define X as the first directives) is not a condition.
 */
#include <stdio.h>
#include <string.h>

#include "ifc.h"

/* Is token i the '#' of a directive? *name: the directive's name token. */
static int directive(const struct tokvec *tv, size_t i, size_t *name)
{
	if (!(tv->v[i].flags & TF_HASH) || i + 1 >= tv->n || !(tv->v[i + 1].flags & TF_PP) ||
	    tv->v[i + 1].kind != TK_IDENT)
		return 0;
	*name = i + 1;
	return 1;
}

/* Do tokens i and j spell the same identifier? */
static int same(const char *buf, const struct tokvec *tv, size_t i, size_t j)
{
	return i < tv->n && j < tv->n && tv->v[i].kind == TK_IDENT && tv->v[j].kind == TK_IDENT &&
	       tv->v[i].len == tv->v[j].len &&
	       !memcmp(buf + tv->v[i].off, buf + tv->v[j].off, tv->v[i].len);
}

/* Copy the directive's text from its '#' to the end of its line, comments
 * dropped; one space where the source had any between two tokens. */
void cond_text(const char *buf, const struct tokvec *tv, size_t i, char *out, size_t cap)
{
	size_t o = 0, first = i;
	uint32_t prev_end = tv->v[i].off;

	for (; i < tv->n && (tv->v[i].flags & TF_PP) && (i == first || !(tv->v[i].flags & TF_HASH));
	     i++) {
		const struct token *t = &tv->v[i];
		size_t n = t->len;

		if (t->kind == TK_COMMENT) {
			prev_end = t->off;	/* a comment counts as a space */
			continue;
		}
		if (o && t->off > prev_end && o + 1 < cap)
			out[o++] = ' ';
		if (o + n + 4 >= cap) {
			memcpy(out + o, "...", 4);
			return;
		}
		o += tok_copy(buf, t, out + o, cap - o);
		prev_end = t->off + t->len;
	}
	out[o] = '\0';
}

int cond_at(const char *buf, const struct tokvec *tv, uint32_t line, char *out, size_t cap)
{
	/* a stack of the open groups: the token of their #if, and of the
	 * #elif/#else in effect (or the #if itself) */
	size_t open[64], cur[64];
	size_t depth = 0, i, first_if = SIZE_MAX, guard = SIZE_MAX, ndir = 0;

	for (i = 0; i < tv->n && tv->v[i].line < line; i++) {
		size_t name;

		if (!directive(tv, i, &name))
			continue;
		ndir++;
		if (tok_is(buf, &tv->v[name], "if") || tok_is(buf, &tv->v[name], "ifdef") ||
		    tok_is(buf, &tv->v[name], "ifndef")) {
			if (ndir == 1 && tok_is(buf, &tv->v[name], "ifndef"))
				first_if = i;
			if (depth < 64) {
				open[depth] = i;
				cur[depth] = i;
			}
			depth++;
		} else if (tok_is(buf, &tv->v[name], "elif") || tok_is(buf, &tv->v[name], "else")) {
			if (depth && depth <= 64)
				cur[depth - 1] = i;
		} else if (tok_is(buf, &tv->v[name], "endif")) {
			if (depth)
				depth--;
		} else if (ndir == 2 && first_if != SIZE_MAX && tok_is(buf, &tv->v[name], "define") &&
			   same(buf, tv, name + 1, first_if + 2)) {
			guard = first_if;	/* #ifndef X, #define X: an include guard */
		}
	}
	while (depth > 0) {
		size_t d = depth - 1;

		if (d < 64 && open[d] != guard) {
			char a[160], b[160];

			cond_text(buf, tv, open[d], a, sizeof(a));
			if (cur[d] == open[d]) {
				snprintf(out, cap, "%s", a);
			} else {
				cond_text(buf, tv, cur[d], b, sizeof(b));
				snprintf(out, cap, "%s of %s", b, a);
			}
			return 1;
		}
		depth--;
	}
	if (cap)
		out[0] = '\0';
	return 0;
}
