// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/diff.c - reading a unified diff (scan --diff), and the file before
 * the change from the file after it.
 *
 * What is read: the output of `git diff` (with its extended headers:
 * renames, copies, new and deleted files, modes, binary files, quoted
 * names), of `diff -u` and `diff -ru`, and patches by mail (`git
 * format-patch`): text before a file's header is skipped, as patch(1)
 * does. A file's section is a `--- OLD` line directly followed by
 * `+++ NEW`, or a `diff --git` header, then its hunks (`@@ -A,B +C,D @@`),
 * whose line counts must hold: a hunk cut short is an error, not a guess.
 *
 * The file before the change is not in the diff, but the file after it is
 * on disk (or in git's index): outside the hunks both are the same, and
 * inside them the diff holds the old side whole. diff_old_text() rebuilds
 * it, and checks on the way that the new side of every hunk is what the
 * file holds, so that a diff of other contents is refused, not misread.
 * diff_new_text() does the reverse, for a patch not applied yet (the file
 * before it on disk), and diff_differs() only checks which side a file
 * holds: one function (sides()) does all three.
 */
#include <stdlib.h>
#include <string.h>

#include "ifc.h"

/* The lines of buf, one at a time: [s, e), e at its '\n' or the end. */
struct cursor {
	const char *buf;
	size_t len, at;
	uint32_t lineno;		/* of the line last read, from 1 */
};

static int next_line(struct cursor *c, const char **s, const char **e)
{
	const char *nl;

	if (c->at >= c->len)
		return 0;
	*s = c->buf + c->at;
	nl = memchr(*s, '\n', c->len - c->at);
	*e = nl ? nl : c->buf + c->len;
	c->at = (size_t)(*e - c->buf) + (nl != NULL);
	c->lineno++;
	return 1;
}

static int starts(const char *s, const char *e, const char *w)
{
	size_t n = strlen(w);

	return (size_t)(e - s) >= n && !memcmp(s, w, n);
}

/*
 * A path from a header line: [s, e) is what follows "--- ", "+++ ",
 * "rename from " and the like. A name in double quotes is git's C-style
 * quoting (\t, \n, \", \\, \ooo octal for bytes such as UTF-8); else the
 * name ends at a tab (GNU diff's timestamp, git's mark after a name with a
 * space) or at the end of the line. strip leading components are removed
 * (patch -p). A malloc'ed string; NULL when out of memory, or (*bad set)
 * when the name has fewer components than strip.
 */
static char *header_path(const char *s, const char *e, int strip, int *bad)
{
	char *out = malloc((size_t)(e - s) + 1), *o, *p;
	int k;

	if (!out)
		return NULL;
	o = out;
	if (s < e && e[-1] == '\r')
		e--;
	if (s < e && *s == '"') {
		for (s++; s < e && *s != '"'; s++) {
			if (*s != '\\' || s + 1 >= e) {
				*o++ = *s;
				continue;
			}
			s++;
			if (*s >= '0' && *s <= '7') {
				unsigned v = 0;

				for (k = 0; k < 3 && s < e && *s >= '0' && *s <= '7'; k++, s++)
					v = v * 8 + (unsigned)(*s - '0');
				s--;
				*o++ = (char)(v & 0xffu);
			} else {
				*o++ = *s == 't' ? '\t' : *s == 'n' ? '\n' : *s == 'a' ? '\a' :
				       *s == 'b' ? '\b' : *s == 'f' ? '\f' : *s == 'r' ? '\r' :
				       *s == 'v' ? '\v' : *s;
			}
		}
	} else {
		const char *tab = memchr(s, '\t', (size_t)(e - s));

		if (tab)
			e = tab;
		memcpy(o, s, (size_t)(e - s));
		o += e - s;
	}
	*o = '\0';
	if (!strcmp(out, "/dev/null"))
		return out;
	for (p = out, k = 0; k < strip; k++) {
		char *sl = strchr(p, '/');

		if (!sl) {
			*bad = 1;
			free(out);
			return NULL;
		}
		p = sl + 1;
	}
	memmove(out, p, strlen(p) + 1);
	return out;
}

/* A decimal number of at most 9 digits at *s: 0, or -1. */
static int number(const char **s, const char *e, uint32_t *v)
{
	uint32_t n = 0;
	int digits = 0;

	while (*s < e && **s >= '0' && **s <= '9') {
		if (++digits > 9)
			return -1;
		n = n * 10 + (uint32_t)(**s - '0');
		(*s)++;
	}
	*v = n;
	return digits ? 0 : -1;
}

/* "@@ -A[,B] +C[,D] @@...": 0 with v = {A, B, C, D}, or -1. */
static int hunk_header(const char *s, const char *e, uint32_t v[4])
{
	int i;

	if (!starts(s, e, "@@ -"))
		return -1;
	s += 3;
	for (i = 0; i < 4; i += 2) {
		if (s >= e || *s++ != (i ? '+' : '-') || number(&s, e, &v[i]))
			return -1;
		v[i + 1] = 1;
		if (s < e && *s == ',') {
			s++;
			if (number(&s, e, &v[i + 1]))
				return -1;
		}
		if (i == 0 && (s >= e || *s++ != ' '))
			return -1;
	}
	return starts(s, e, " @@") ? 0 : -1;
}

static int parse_error(struct diff *d, uint32_t lineno, const char *why)
{
	d->err_line = lineno;
	d->err = why;
	return -1;
}

static struct diff_file *new_file(struct diff *d, uint32_t lineno)
{
	struct diff_file *f;

	if (GROW(d->files, d->nfiles, d->capfiles, 16))
		return NULL;
	f = &d->files[d->nfiles++];
	memset(f, 0, sizeof(*f));
	f->first_hunk = d->nhunks;
	f->header_line = lineno;
	return f;
}

/* The body of a hunk: exactly h->old_count old and h->new_count new
 * lines, each ' ', '-' or '+' (an empty line is a context line whose
 * blank a mailer ate), and the "\ No newline at end of file" marks. */
static int hunk_body(struct diff *d, struct cursor *c, struct diff_hunk *h)
{
	uint32_t oldleft = h->old_count, newleft = h->new_count;
	const char *s, *e;

	h->first = d->nlines;
	for (;;) {
		size_t back = c->at;
		uint32_t lb = c->lineno;
		struct diff_line *l;
		char op;

		if (!next_line(c, &s, &e)) {
			if (oldleft || newleft)
				return parse_error(d, c->lineno, "the diff ends inside a hunk");
			break;
		}
		op = s < e && !(e - s == 1 && *s == '\r') ? *s : ' ';
		if (op == '\\' && d->nlines > h->first) {
			/* an empty last line without its newline is no line */
			if (!d->lines[d->nlines - 1].len)
				return parse_error(d, c->lineno, "\"\\ No newline\" after an empty line");
			d->lines[d->nlines - 1].noeol = 1;
			continue;
		}
		if (!oldleft && !newleft) {
			c->at = back;
			c->lineno = lb;
			break;
		}
		if ((op == ' ' && (!oldleft || !newleft)) || (op == '-' && !oldleft) ||
		    (op == '+' && !newleft) || (op != ' ' && op != '-' && op != '+'))
			return parse_error(d, c->lineno,
					   "a hunk holds fewer lines than its @@ line says");
		if (GROW(d->lines, d->nlines, d->caplines, 256))
			return parse_error(d, c->lineno, "out of memory");
		l = &d->lines[d->nlines++];
		memset(l, 0, sizeof(*l));
		l->op = op;
		l->off = (uint32_t)(s - d->buf) + (s < e);
		l->len = (uint32_t)(e - s) - (s < e);
		l->diffline = c->lineno;
		oldleft -= op != '+';
		newleft -= op != '-';
	}
	h->n = d->nlines - h->first;
	return 0;
}

/* The value of a git extended header line "KEY VALUE", or NULL. */
static const char *git_header(const char *s, const char *e, const char *key)
{
	size_t n = strlen(key);

	if ((size_t)(e - s) > n && !memcmp(s, key, n) && s[n] == ' ')
		return s + n + 1;
	return NULL;
}

/* The abbreviated object names of "index abc..def": the file's blob
 * before and after the change, when both are hexadecimal and short enough
 * (else left empty). */
static void blob_ids(struct diff_file *f, const char *s, const char *e)
{
	char *ids[2] = { f->old_id, f->new_id };
	size_t n, i;

	for (i = 0; i < 2; i++) {
		for (n = 0; s + n < e && s[n] && strchr("0123456789abcdef", s[n]); n++)
			;
		if (!n || n >= sizeof(f->old_id) || (i == 0 && !starts(s + n, e, "..")) ||
		    (i == 1 && s + n < e && s[n] != ' ' && s[n] != '\r')) {
			f->old_id[0] = f->new_id[0] = '\0';
			return;
		}
		memcpy(ids[i], s, n);
		ids[i][n] = '\0';
		s += n + 2;
	}
}

/* The extended headers of git between "diff --git" and the first hunk:
 * names of renames and copies, modes (a symbolic link or a submodule is no
 * text to scan), binary files. 1 when the line was one, -1 out of memory. */
static int git_extended(struct diff_file *f, const char *s, const char *e)
{
	static const char *const names[] = { "rename from", "rename to", "copy from", "copy to" };
	static const char *const modes[] = { "new file mode", "deleted file mode", "new mode",
					     "old mode", "index" };
	const char *val;
	size_t i;
	int bad = 0;

	for (i = 0; i < 4; i++) {
		char **p = i % 2 ? &f->new_path : &f->old_path;

		if (!(val = git_header(s, e, names[i])))
			continue;
		free(*p);
		*p = header_path(val, e, 0, &bad);
		if (i < 2)
			f->renamed = 1;
		else
			f->copied = 1;
		return *p ? 1 : -1;
	}
	for (i = 0; i < 5; i++) {
		if (!(val = git_header(s, e, modes[i])))
			continue;
		if (i == 4) {		/* "index abc..def 100644" */
			blob_ids(f, val, e);
			val = memchr(val, ' ', (size_t)(e - val));
			if (!val)
				return 1;
			val++;
		}
		if (i != 3 && (starts(val, e, "120000") || starts(val, e, "160000")))
			f->not_text = 1;
		if (i == 0)
			f->created = 1;
		if (i == 1)
			f->deleted = 1;
		return 1;
	}
	if (starts(s, e, "Binary files ") || starts(s, e, "GIT binary patch")) {
		f->not_text = 1;
		return 1;
	}
	return 0;
}

/* "--- OLD" at [s, e) and "+++ NEW" at [s2, e2): the names of file f. */
static int file_names(struct diff *d, struct diff_file *f, const char *s, const char *e,
		      const char *s2, const char *e2, int strip, uint32_t lineno)
{
	int bad = 0;

	free(f->old_path);
	free(f->new_path);
	f->new_path = NULL;
	f->old_path = header_path(s + 4, e, strip, &bad);
	if (f->old_path)
		f->new_path = header_path(s2 + 4, e2, strip, &bad);
	if (bad)
		return parse_error(d, lineno, "a file name has fewer components than -p removes");
	if (!f->old_path || !f->new_path)
		return parse_error(d, lineno, "out of memory");
	f->have_paths = 1;
	if (!strcmp(f->old_path, "/dev/null")) {
		free(f->old_path);
		f->old_path = NULL;
		f->created = 1;
	}
	if (!strcmp(f->new_path, "/dev/null")) {
		free(f->new_path);
		f->new_path = NULL;
		f->deleted = 1;
	}
	return 0;
}

/* diff_parse()'s state: the diff's lines, and the file whose headers or
 * hunks come. */
struct parser {
	struct diff *d;
	struct cursor c;
	struct diff_file *f;
	int strip;
};

/* Each of these takes the line [s, e) (line number lineno) when it is of
 * its kind: 1 when it took it, 0 when it is not of its kind, -1 on an
 * error (d->err set). */

/* "diff --git": a new file, whose names come in its extended headers or
 * its ---/+++ lines. */
static int git_start(struct parser *p, const char *s, const char *e, uint32_t lineno)
{
	if (!starts(s, e, "diff --git "))
		return 0;
	p->f = new_file(p->d, lineno);
	if (!p->f)
		return parse_error(p->d, lineno, "out of memory");
	p->f->git = 1;
	return 1;
}

static int git_header_line(struct parser *p, const char *s, const char *e, uint32_t lineno)
{
	int r;

	if (!p->f || !p->f->git || p->f->have_paths)
		return 0;
	r = git_extended(p->f, s, e);
	return r < 0 ? parse_error(p->d, lineno, "out of memory") : r;
}

/* "--- OLD" directly followed by "+++ NEW": the names of a file (a new one
 * unless "diff --git" began it). A "--- " line without its "+++ " is a
 * mail's text, not a header: taken, and nothing done with it. */
static int names_lines(struct parser *p, const char *s, const char *e, uint32_t lineno)
{
	size_t back = p->c.at;
	const char *s2, *e2;

	if (!starts(s, e, "--- "))
		return 0;
	if (!next_line(&p->c, &s2, &e2) || !starts(s2, e2, "+++ ")) {
		p->c.at = back;
		p->c.lineno = lineno;
		return 1;
	}
	if (!p->f || !p->f->git || p->f->have_paths) {
		p->f = new_file(p->d, lineno);
		if (!p->f)
			return parse_error(p->d, lineno, "out of memory");
	}
	return file_names(p->d, p->f, s, e, s2, e2, p->strip, lineno) ? -1 : 1;
}

/* "@@ -A,B +C,D @@" and the hunk's lines, which must follow the previous
 * hunk of the file. */
static int hunk(struct parser *p, const char *s, const char *e, uint32_t lineno)
{
	struct diff *d = p->d;
	struct diff_hunk *h;
	uint32_t v[4];

	if (hunk_header(s, e, v))
		return 0;
	if (!p->f || !p->f->have_paths)
		return parse_error(d, lineno, "a hunk (@@) before any ---/+++ header");
	if (p->f->nhunks) {
		const struct diff_hunk *prev = &d->hunks[d->nhunks - 1];

		if (v[2] < prev->new_start + prev->new_count ||
		    v[0] < prev->old_start + prev->old_count)
			return parse_error(d, lineno, "hunks overlap or are out of order");
	}
	if (GROW(d->hunks, d->nhunks, d->caphunks, 64))
		return parse_error(d, lineno, "out of memory");
	h = &d->hunks[d->nhunks++];
	memset(h, 0, sizeof(*h));
	h->old_start = v[0];
	h->old_count = v[1];
	h->new_start = v[2];
	h->new_count = v[3];
	h->line = lineno;
	if (hunk_body(d, &p->c, h))
		return -1;
	p->f->nhunks++;
	return 1;
}

int diff_parse(const char *buf, size_t len, int strip, struct diff *d)
{
	struct parser p = { d, { buf, len, 0, 0 }, NULL, strip };
	const char *s, *e;

	memset(d, 0, sizeof(*d));
	d->buf = buf;
	if (len >= UINT32_MAX)
		return parse_error(d, 0, "the diff is 4 GiB or larger");
	while (next_line(&p.c, &s, &e)) {
		uint32_t lineno = p.c.lineno;
		int r = git_start(&p, s, e, lineno);

		if (!r)
			r = git_header_line(&p, s, e, lineno);
		if (!r)
			r = names_lines(&p, s, e, lineno);
		if (!r)
			r = hunk(&p, s, e, lineno);
		if (r < 0)
			return -1;
		/* any other line ends a file's hunks (a mail's signature,
		 * the next message's text) */
		if (!r && p.f && p.f->nhunks)
			p.f = NULL;
	}
	return 0;
}

void diff_free(struct diff *d)
{
	size_t i;

	for (i = 0; i < d->nfiles; i++) {
		free(d->files[i].old_path);
		free(d->files[i].new_path);
	}
	free(d->files);
	free(d->hunks);
	free(d->lines);
	memset(d, 0, sizeof(*d));
}

/* Does the file's line [s, e) (no '\n') say what the diff's text t says?
 * A '\r' before the newline is ignored on both sides: git shows a CRLF
 * file's lines with their '\r', but not after core.autocrlf; and so are
 * more of them: a mail saved with CRLF line ends shows a CRLF file's line
 * ending in "\r\r". */
static int same_line(const char *s, const char *e, const char *t, size_t tn)
{
	size_t n = (size_t)(e - s);

	while (n && s[n - 1] == '\r')
		n--;
	while (tn && t[tn - 1] == '\r')
		tn--;
	return n == tn && !memcmp(s, t, n);
}

/*
 * One side of a file's change from the other: the file holds side `have`
 * ('+': it is the file after the change, '-': before it), and the other
 * side is written to out (NULL: only check). Outside the hunks both are the
 * same; inside, every line of side `have` (context lines and have's own) is
 * compared with the file, "\ No newline at end of file" included, and the
 * other side's lines (context and its own) come from the diff.
 */
struct rebuild {
	struct diff *d;
	char have, other;		/* '+' and '-', or '-' and '+' */
	struct cursor c;		/* the file, line by line */
	char *out;
	size_t o;
	uint32_t written;		/* lines of the other side */
	int ended;			/* its last line is written (no newline) */
	int overrun;			/* and something was written after it */
};

/* The file's lines before hunk h: an empty side comes after line A (or C),
 * any other starts at it. */
static uint32_t lines_before(const struct diff_hunk *h, char have)
{
	uint32_t start = have == '+' ? h->new_start : h->old_start;
	uint32_t count = have == '+' ? h->new_count : h->old_count;

	return count ? start - (start > 0) : start;
}

/* Append [t, t + n) to the other side, and a '\n' when nl; a line that
 * "\ No newline at end of file" marks must be the last. */
static void put(struct rebuild *rb, const char *t, size_t n, int nl)
{
	rb->overrun |= rb->ended && n;
	if (!rb->out)
		return;
	memcpy(rb->out + rb->o, t, n);
	rb->o += n;
	if (nl)
		rb->out[rb->o++] = '\n';
}

/* The file's lines up to line upto, the same on both sides: 0, or -1 when
 * the file ends first. */
static int copy_same(struct rebuild *rb, uint32_t upto)
{
	const char *s, *e;

	while (rb->c.lineno < upto) {
		size_t at = rb->c.at;

		if (!next_line(&rb->c, &s, &e))
			return -1;
		put(rb, rb->c.buf + at, rb->c.at - at, 0);
		rb->written++;
	}
	return 0;
}

/* Hunk h against the file, its other side written: 0, or the line of the
 * diff at which the file differs. A context line is written as the file
 * has it (its own line end), a line of the other side as the diff has it. */
static uint32_t hunk_sides(struct rebuild *rb, const struct diff_hunk *h)
{
	const char *s = NULL, *e;
	size_t k;

	/* the lines before the hunk, which both sides' @@ numbers count; a
	 * last line without its newline cannot be one */
	if (copy_same(rb, lines_before(h, rb->have)) ||
	    rb->written != lines_before(h, rb->other) ||
	    (rb->c.at && rb->c.buf[rb->c.at - 1] != '\n'))
		return h->line;
	for (k = 0; k < h->n; k++) {
		struct diff_line *l = &rb->d->lines[h->first + k];
		const char *t = rb->d->buf + l->off;

		if (l->op != rb->other) {
			if (!next_line(&rb->c, &s, &e) || !same_line(s, e, t, l->len) ||
			    (e == rb->c.buf + rb->c.len) != l->noeol)
				return l->diffline;
			if (rb->out)
				*(rb->have == '+' ? &l->newno : &l->oldno) = rb->c.lineno;
		}
		if (l->op == rb->have)
			continue;
		rb->written++;
		if (l->op == ' ')
			put(rb, s, (size_t)(rb->c.buf + rb->c.at - s), 0);
		else
			put(rb, t, l->len, !l->noeol);
		rb->ended |= l->noeol;
		if (rb->out)
			*(rb->have == '+' ? &l->oldno : &l->newno) = rb->written;
	}
	return 0;
}

/* File fi's side other than `have` from buf, which holds side `have`
 * (out NULL: only check): 0, or -1 out of memory or (*bad set to the line
 * of the diff at which buf differs) when buf does not hold that side. */
static int sides(struct diff *d, size_t fi, char have, const char *buf, size_t len,
		 char **out, size_t *olen, uint32_t *bad)
{
	const struct diff_file *f = &d->files[fi];
	struct rebuild rb = { d, have, have == '+' ? '-' : '+', { buf, len, 0, 0 }, NULL, 0, 0, 0, 0 };
	size_t cap = len + 1, i, k;

	*bad = 0;
	for (i = 0; out && i < f->nhunks; i++) {
		const struct diff_hunk *h = &d->hunks[f->first_hunk + i];

		for (k = 0; k < h->n; k++)
			cap += d->lines[h->first + k].len + 1;
	}
	if (out && !(rb.out = malloc(cap)))
		return -1;
	for (i = 0; i < f->nhunks && !*bad; i++)
		*bad = hunk_sides(&rb, &d->hunks[f->first_hunk + i]);
	/* the rest of the file is the same before and after; a created file
	 * is its hunk's new side and nothing more, and was nothing before; a
	 * deleted one was its hunk's old side */
	put(&rb, buf + rb.c.at, len - rb.c.at, 0);
	if (!*bad && f->nhunks && (rb.overrun || (rb.c.at < len && (f->created || f->deleted))))
		*bad = d->hunks[f->first_hunk + f->nhunks - 1].line;
	if (*bad) {
		free(rb.out);
		return -1;
	}
	if (out) {
		rb.out[rb.o] = '\0';
		*out = rb.out;
		*olen = rb.o;
	}
	return 0;
}

char *diff_old_text(struct diff *d, size_t fi, const char *nbuf, size_t nlen,
		    size_t *olen, uint32_t *bad_line)
{
	char *out = NULL;

	return sides(d, fi, '+', nbuf, nlen, &out, olen, bad_line) ? NULL : out;
}

char *diff_new_text(struct diff *d, size_t fi, const char *obuf, size_t olen,
		    size_t *nlen, uint32_t *bad_line)
{
	char *out = NULL;

	return sides(d, fi, '-', obuf, olen, &out, nlen, bad_line) ? NULL : out;
}

uint32_t diff_differs(struct diff *d, size_t fi, int after, const char *buf, size_t len)
{
	uint32_t bad;

	sides(d, fi, after ? '+' : '-', buf, len, NULL, NULL, &bad);
	return bad;
}
