// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tests/tool/fuzz_lexer.c - fuzz harness: any bytes through the lexer, the
 * tag matcher, the matchers (scan, scan_quick) and convert (plan, diff,
 * apply), as `init-for-compiler scan` and `convert` would run them.
 *
 * Besides crashes and sanitizer reports, it checks (FUZZ_ASSERT):
 *   - tokens lie inside the buffer, in order, without overlap;
 *   - the shims are those of the tool's first pass: uninitialized_var,
 *     av_uninit (as if named with --shim) and each name the buffer defines
 *     as one (shim_defines()); shim_prefilter() lets every buffer with such
 *     a definition through, and a definition's name is a directive's token;
 *   - scan_quick() and scan_prefilter() say yes whenever scan() finds a site;
 *   - scan_quick_tokens() on the stored tokens answers as scan_quick() on the stream;
 *   - shim_callers() names every shim scan() finds used;
 *   - convert changes only what it converts: on the converted text, scan
 *     finds the sites convert left alone (same kinds and names, in order),
 *     one more annotation per converted site, and nothing else;
 *   - the #include it adds is read as a directive, before any code;
 *   - so a second conversion changes nothing (idempotence).
 * Built and run by tests/tool/fuzz.sh (see fuzz.h).
 */
#include <string.h>

#include "ifc.h"
#include "fuzz.h"

static struct shims sh_;

struct pass_ {
	struct tokvec tv;
	struct scan_result r;
	struct include_point ip;
};

/* Did the edits convert site s: an edit at its start writing
 * INIT_FOR_COMPILER, or one over it writing ASSIGN_FOR_COMPILER (a chained
 * assignment, a = b = 0, is one edit from its first lvalue on)? */
static int converted_(const struct editvec *ev, const struct site *s)
{
	size_t i;

	for (i = 0; i < ev->n; i++) {
		const struct edit *e = &ev->v[i];

		if (e->start == s->rep_start && e->len >= 17 &&
		    !memcmp(e->text, "INIT_FOR_COMPILER", 17))
			return 1;
		if (s->kind == SK_COMMENT_ASSIGN && e->start <= s->rep_start &&
		    e->end >= s->rep_end && e->len >= 19 && !memcmp(e->text, "ASSIGN_FOR_COMPILER", 19))
			return 1;
	}
	return 0;
}

/* Is an edit within site s's text (a site inside it that convert changed)? */
static int edit_inside_(const struct editvec *ev, const struct site *s)
{
	size_t i;

	for (i = 0; i < ev->n; i++)
		if (ev->v[i].start >= s->rep_start && ev->v[i].end <= s->rep_end)
			return 1;
	return 0;
}

static void check_converted_(struct pass_ *p1, const char *buf, size_t size,
			     const struct editvec *ev, const char *out, size_t len, FILE *null)
{
	static struct pass_ p2;
	struct editvec ev2 = { NULL, 0, 0 };
	size_t i, j = 0, annot1 = 0, annot2 = 0, conv = 0;

	if (lex(out, len, &p2.tv))
		return;
	if (scan(out, len, &p2.tv, &sh_, &p2.r) || audit_funcs(out, &p2.tv, &p2.r))
		return;
	for (i = 0; i < p1->r.nsites; i++) {
		const struct site *s = &p1->r.sites[i];

		if (s->kind == SK_ANNOTATION) {
			annot1++;
		} else if (converted_(ev, s)) {
			conv++;
		} else {
			/* left alone: the next non-annotation site of the new text */
			while (j < p2.r.nsites && p2.r.sites[j].kind == SK_ANNOTATION)
				j++;
			FUZZ_ASSERT(j < p2.r.nsites, "a site convert left alone is gone after convert");
			/* its name may hold a site convert changed, as in
			 * p[UNINIT_VAR(x) x] = 0; // gcc (fuzz-regress/lexer) */
			FUZZ_ASSERT(p2.r.sites[j].kind == s->kind &&
				    (!strcmp(p2.r.sites[j].name, s->name) || edit_inside_(ev, s)),
				    "a site convert left alone reads differently after convert");
			j++;
		}
	}
	for (; j < p2.r.nsites; j++)
		FUZZ_ASSERT(p2.r.sites[j].kind == SK_ANNOTATION,
			    "convert made a new legacy, self-init, comment-init or comment-assign site");
	for (i = 0; i < p2.r.nsites; i++)
		annot2 += p2.r.sites[i].kind == SK_ANNOTATION;
	FUZZ_ASSERT(annot2 == annot1 + conv, "not one new annotation per converted site");
	{
		/* the #include: read as one after convert, on a line every
		 * configuration compiles at file scope, before the first site
		 * convert changed (its offset in the new text: the edits before
		 * it moved it) */
		uint32_t first = UINT32_MAX;
		long shift = 0;

		for (i = 0; i < p1->r.nsites; i++)
			if (converted_(ev, &p1->r.sites[i]) && p1->r.sites[i].rep_start < first)
				first = p1->r.sites[i].rep_start;
		FUZZ_ASSERT(first != UINT32_MAX, "edits, but no site converted");
		convert_include_point(buf, size, &p1->tv, first, &p1->ip);
		FUZZ_ASSERT(p1->ip.ok || p1->ip.present,
			    "convert changed a file that has no line for the #include");
		for (i = 0; i < ev->n && ev->v[i].end <= first; i++)
			shift += (long)ev->v[i].len - (long)(ev->v[i].end - ev->v[i].start);
		convert_include_point(out, len, &p2.tv, (uint32_t)((long)first + shift), &p2.ip);
		FUZZ_ASSERT(p2.ip.present,
			    "the #include convert added is not at a line every configuration "
			    "compiles before the first site");
	}
	FUZZ_ASSERT(convert_plan("f.c", out, len, &p2.tv, &p2.r, 1, &ev2, NULL, null) == 0,
		    "a second conversion must change nothing");
	editvec_free(&ev2);
}

/* The shims of the first pass, for this buffer alone: 0, or -1 when out of
 * memory. */
static int shims_from_(const char *buf, size_t size, const struct pass_ *p)
{
	struct shim_def d[8];
	size_t k, nd;

	shims_free(&sh_);
	if (shims_init(&sh_) || shims_add(&sh_, "av_uninit", 9, SHIM_OPTION) < 0)
		return -1;
	nd = shim_defines(buf, &p->tv, NULL, d, 8);
	for (k = 0; k < nd && k < 8; k++) {
		const struct token *t = &p->tv.v[d[k].name_tok];

		FUZZ_ASSERT(d[k].how != SH_OTHER, "another branch without a shim's name");
		FUZZ_ASSERT(d[k].name_tok < p->tv.n && (t->flags & TF_PP) && t->kind == TK_IDENT,
			    "a shim's definition whose name is not a directive's identifier");
		FUZZ_ASSERT(d[k].body_start <= d[k].body_end && d[k].body_end <= size,
			    "a shim's body outside the buffer");
		if (shims_add(&sh_, d[k].name, strlen(d[k].name), SHIM_FOUND) == -1)
			return -1;
	}
	FUZZ_ASSERT(!nd || shim_prefilter(buf, size),
		    "shim_prefilter() skipped a buffer with a shim's definition");
	return 0;
}

/* shim_callers() names every shim that scan() finds the buffer using (a
 * declaration or a statement): a header read before the shim was known is
 * read again on that word alone. */
static void callers_ok_(const char *buf, size_t size, const struct scan_result *r)
{
	struct callers c;
	size_t i;

	if (shim_callers(buf, size, &c))
		return;
	for (i = 0; i < r->nsites; i++)
		if (r->sites[i].kind == SK_LEGACY && r->sites[i].macro)
			FUZZ_ASSERT(callers_may(&c, r->sites[i].macro),
				    "shim_callers() missed a shim a declaration uses");
	for (i = 0; i < r->nstmt; i++)
		FUZZ_ASSERT(r->stmt[i] >= sh_.n || callers_may(&c, sh_.names[r->stmt[i]]),
			    "shim_callers() missed a shim a statement uses");
	free(c.h);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct pass_ p;
	static FILE *null;
	struct editvec ev = { NULL, 0, 0 };
	const char *buf = (const char *)data;
	size_t i, len;
	long n;
	char *out;

	if (!null)
		null = fopen("/dev/null", "w");
	FUZZ_ASSERT(null != NULL, "cannot open /dev/null");
	if (lex(buf, size, &p.tv))
		return 0;
	for (i = 0; i < p.tv.n; i++) {
		const struct token *t = &p.tv.v[i];

		FUZZ_ASSERT((size_t)t->off + t->len <= size, "a token ends beyond the buffer");
		FUZZ_ASSERT(t->len > 0, "an empty token");
		FUZZ_ASSERT(!i || t->off >= p.tv.v[i - 1].off + p.tv.v[i - 1].len,
			    "tokens overlap or are out of order");
		if (t->kind == TK_COMMENT)
			(void)scan_is_tag(buf + t->off, t->len);
	}
	if (shims_from_(buf, size, &p))
		return 0;
	if (scan(buf, size, &p.tv, &sh_, &p.r) || audit_funcs(buf, &p.tv, &p.r))
		return 0;
	FUZZ_ASSERT(!p.r.nsites || scan_quick(buf, size, &sh_),
		    "scan_quick() skipped a buffer in which scan() finds a site");
	FUZZ_ASSERT(scan_quick_tokens(buf, &p.tv, &sh_) == scan_quick(buf, size, &sh_),
		    "scan_quick_tokens() and scan_quick() differ on the same buffer");
	FUZZ_ASSERT(!p.r.nsites || scan_prefilter(buf, size, &sh_),
		    "scan_prefilter() skipped a buffer in which scan() finds a site");
	callers_ok_(buf, size, &p.r);
		n = convert_plan("f.c", buf, size, &p.tv, &p.r, 1, &ev, NULL, null);
	if (n > 0) {
		edits_diff("f.c", buf, size, &ev, null);
		out = edits_apply(buf, size, &ev, &len);
		if (out) {
			check_converted_(&p, buf, size, &ev, out, len, null);
			free(out);
		}
	}
	editvec_free(&ev);
	return 0;
}
