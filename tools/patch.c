// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/patch.c - scan in patch mode: only the sites a change adds.
 *
 *	git diff | init-for-compiler scan --diff -
 *	init-for-compiler scan --since REV [PATH...]	(git diff REV)
 *	init-for-compiler scan --staged [PATH...]	(git diff --cached)
 *
 * For every .c and .h file of the diff, the file after the change is read
 * (from the working tree, or from git's index for --staged), the file
 * before it is rebuilt from that and the diff (diff_old_text), and both
 * are scanned in full, so that a site is found with its whole declaration
 * whatever the hunks show of it. A site of the new file is new when
 *
 *   1. one of its lines is an added line: the lines from its declarator's
 *      first token to its last, the macro and the name for
 *      uninitialized_var() and the annotations, and its tag comment's
 *      first line; and
 *   2. no site of the old files went away with the change that is the same
 *      site: a site on a removed line, anywhere in the diff (a move to
 *      another file, a renamed file), of the same kind and with the same
 *      text from its declarator's first token to its last, blanks and line
 *      splices left out. Each removed site is the counterpart of one new
 *      site at most. So a site that a change moves or re-indents is not
 *      new, nor is one on a line changed for another reason
 *      (`int a = a, b;` becoming `int a = a, b, c;`).
 *
 * Output: scan's text lines or SARIF, or checkpatch's form with what to
 * write instead (the line as convert would write it). Exit status 1 when a
 * new site was reported, 2 on an error (a diff that cannot be read or does
 * not match the files, git failing).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ifc.h"

/* A site of a new file that is on an added line. */
struct cand {
	size_t file;			/* index in the diff */
	enum site_kind kind;
	uint32_t line, col;
	char name[64];
	char *key;			/* its text without blanks, for moves */
	const struct diff_line *added;	/* the added line shown for it */
	char *suggest;			/* checkpatch: the line as convert writes it */
	char *cannot;			/* or why convert leaves it alone */
	int no_include;			/* the file lacks <init_for_compiler.h> */
	int moved;
};

/* A site of an old file that is on a removed line. */
struct gone {
	enum site_kind kind;
	char *key;
	int used;
};

struct pstate {
	const struct patch_opts *o;
	struct diff d;
	struct fbuf text;		/* the diff */
	struct cand *c;
	size_t nc, capc;
	struct gone *g;
	size_t ng, capg;
	unsigned long files, added_lines;
	unsigned long checked_lines;	/* lines of the hunks (checkpatch's "lines checked") */
	int errors;
};

/* ------------------------------------------------------------ running git */

/*
 * Run argv (no shell), its standard output into out; its standard error
 * stays ours, so git's own messages reach the user. The exit status, or -1
 * (with errno) when it could not be run.
 */
static int run_capture(char *const argv[], struct fbuf *out)
{
	int p[2], status;
	pid_t pid;

	out->len = 0;
	if (pipe(p))
		return -1;
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		close(p[0]);
		close(p[1]);
		return -1;
	}
	if (pid == 0) {
		close(p[0]);
		if (p[1] != 1) {
			dup2(p[1], 1);
			close(p[1]);
		}
		execvp(argv[0], argv);
		_exit(127);
	}
	close(p[1]);
	for (;;) {
		ssize_t n;

		if (out->cap - out->len < 65536) {
			size_t cap = out->cap ? out->cap * 2 : 65536;
			char *nd = realloc(out->data, cap + 1);

			if (!nd) {
				close(p[0]);
				waitpid(pid, &status, 0);
				errno = ENOMEM;
				return -1;
			}
			out->data = nd;
			out->cap = cap;
		}
		n = read(p[0], out->data + out->len, out->cap - out->len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		out->len += (size_t)n;
	}
	close(p[0]);
	out->data[out->len] = '\0';
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			return -1;
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/* All of standard input. */
static int read_stdin(struct fbuf *b)
{
	b->len = 0;
	for (;;) {
		ssize_t n;

		if (b->cap - b->len < 65536) {
			size_t cap = b->cap ? b->cap * 2 : 65536;
			char *nd = realloc(b->data, cap + 1);

			if (!nd) {
				errno = ENOMEM;
				return -1;
			}
			b->data = nd;
			b->cap = cap;
		}
		n = read(0, b->data + b->len, b->cap - b->len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -1;
		if (n == 0)
			break;
		b->len += (size_t)n;
	}
	return 0;
}

/*
 * --since REV and --staged: git's diff of the working tree against REV,
 * or of the index against HEAD, limited to the paths given (pathspecs,
 * relative to the current directory as for git), then into the top of the
 * work tree, where git's names are relative to. Prefixes are forced
 * (a/, b/) whatever the user's configuration, and so are the plain diff
 * (no colour, no external diff, no textconv) and rename detection.
 */
static int git_diff(struct pstate *ps)
{
	const struct patch_opts *o = ps->o;
	char *top_argv[] = { "git", "rev-parse", "--show-toplevel", NULL };
	const char *fixed[] = { "git", "diff", "--no-color", "--no-ext-diff", "--no-textconv",
				"--no-relative", "-M", "--src-prefix=a/", "--dst-prefix=b/" };
	size_t nfixed = sizeof(fixed) / sizeof(fixed[0]), n = 0, i;
	struct fbuf top = { NULL, 0, 0 };
	const char **argv = malloc((nfixed + 5 + (size_t)o->npaths) * sizeof(*argv));
	int rc;

	if (!argv)
		return -1;
	rc = run_capture(top_argv, &top);
	if (rc != 0 || top.len < 2) {
		if (rc < 0)
			util_error("scan: cannot run git: %s\n", strerror(errno));
		else
			util_error("scan: %s: not in a git work tree\n",
				   o->source == PATCH_STAGED ? "--staged" : "--since");
		free(top.data);
		free(argv);
		return -1;
	}
	while (top.len && (top.data[top.len - 1] == '\n' || top.data[top.len - 1] == '\r'))
		top.data[--top.len] = '\0';
	for (i = 0; i < nfixed; i++)
		argv[n++] = fixed[i];
	if (o->source == PATCH_STAGED) {
		argv[n++] = "--cached";
	} else {
		argv[n++] = "--end-of-options";
		argv[n++] = o->arg;
	}
	argv[n++] = "--";
	for (i = 0; i < (size_t)o->npaths; i++)
		argv[n++] = o->paths[i];
	argv[n] = NULL;
	rc = run_capture((char *const *)(uintptr_t)argv, &ps->text);
	free(argv);
	if (rc != 0) {
		if (rc < 0)
			util_error("scan: cannot run git: %s\n", strerror(errno));
		else
			util_error("scan: git diff failed (exit status %d)\n", rc);
		free(top.data);
		return -1;
	}
	if (chdir(top.data)) {
		util_error("scan: %s: %s\n", top.data, strerror(errno));
		free(top.data);
		return -1;
	}
	free(top.data);
	return 0;
}

/* The file after the change: from the working tree, or (--staged) the
 * blob in git's index. 0, or -1 after saying why. */
static int read_new(struct pstate *ps, const char *path, struct fbuf *b)
{
	if (ps->o->source == PATCH_STAGED) {
		size_t n = strlen(path);
		char *spec = malloc(n + 2);
		char *argv[] = { "git", "cat-file", "blob", spec, NULL };
		int rc;

		if (!spec)
			return -1;
		spec[0] = ':';
		memcpy(spec + 1, path, n + 1);
		argv[3] = spec;
		rc = run_capture(argv, b);
		free(spec);
		if (rc != 0) {
			util_error("%s: not in git's index (git cat-file: %d)\n", path, rc);
			return -1;
		}
		return 0;
	}
	if (files_read(path, b)) {
		util_error("%s: %s\n", path, strerror(errno));
		return -1;
	}
	return 0;
}

/* ------------------------------------------------------------ the sites */

/* The offsets at which the lines of buf start (lines from 1: ls[0] is
 * line 1's); n lines. */
struct line_index {
	uint32_t *start;
	uint32_t n;
};

static int index_lines(const char *buf, size_t len, struct line_index *li)
{
	size_t i, cap = 1;

	for (i = 0; i < len; i++)
		cap += buf[i] == '\n';
	li->start = malloc((cap + 1) * sizeof(*li->start));
	if (!li->start)
		return -1;
	li->n = 0;
	li->start[li->n++] = 0;
	for (i = 0; i < len; i++)
		if (buf[i] == '\n' && i + 1 < len)
			li->start[li->n++] = (uint32_t)(i + 1);
	li->start[li->n] = (uint32_t)len;
	return 0;
}

/* The line (from 1) of byte off. */
static uint32_t line_of(const struct line_index *li, uint32_t off)
{
	uint32_t lo = 0, hi = li->n;

	while (hi - lo > 1) {
		uint32_t mid = lo + (hi - lo) / 2;

		if (li->start[mid] <= off)
			lo = mid;
		else
			hi = mid;
	}
	return lo + 1;
}

/* The bytes a site is made of: from its declarator's first token to its
 * last (the macro to the name for uninitialized_var() and annotations). */
static void site_span(const struct tokvec *tv, const struct site *s, uint32_t *a, uint32_t *b)
{
	const struct token *nt = &tv->v[s->name_tok];

	*a = s->rep_start < nt->off ? s->rep_start : nt->off;
	*b = s->rep_end > nt->off + nt->len ? s->rep_end : nt->off + nt->len;
	if (*b <= *a)
		*b = *a + 1;
}

/* The site's text without blanks and line splices: two sites with the
 * same key and kind are the same site, moved. */
static char *site_key(const char *buf, const struct tokvec *tv, const struct site *s)
{
	uint32_t a, b, i;
	char *k, *o;

	site_span(tv, s, &a, &b);
	k = malloc((size_t)(b - a) + 1);
	if (!k)
		return NULL;
	for (o = k, i = a; i < b; i++) {
		if (buf[i] == '\\' && i + 1 < b && (buf[i + 1] == '\n' || buf[i + 1] == '\r'))
			continue;
		if (buf[i] != ' ' && buf[i] != '\t' && buf[i] != '\n' && buf[i] != '\r' &&
		    buf[i] != '\v' && buf[i] != '\f')
			*o++ = buf[i];
	}
	*o = '\0';
	return k;
}

/* The first line among the site's lines that is marked in mark[1..n]
 * (the name's line first), or 0. */
static uint32_t marked_line(const struct line_index *li, const struct tokvec *tv,
			    const struct site *s, const uint32_t *mark, uint32_t n)
{
	uint32_t a, b, l, last;

	if (s->line <= n && mark[s->line])
		return s->line;
	site_span(tv, s, &a, &b);
	last = line_of(li, b - 1);
	for (l = line_of(li, a); l <= last && l <= n; l++)
		if (mark[l])
			return l;
	if (s->tag != NO_TOK) {
		l = tv->v[s->tag].line;
		if (l <= n && mark[l])
			return l;
	}
	return 0;
}

/* A buffer lexed and scanned: 0, or -1 (out of memory, too large). */
static int lex_scan(const struct shims *sh, const char *buf, size_t len, struct tokvec *tv,
		    struct scan_result *r)
{
	tv->n = 0;
	r->nsites = r->nfuncs = 0;
	return lex(buf, len, tv) || scan(buf, len, tv, sh, r) ? -1 : 0;
}

/* The sites of an old file on removed lines, as counterparts for moves. */
static int old_sites(struct pstate *ps, const struct diff_file *f, const char *obuf, size_t olen)
{
	struct tokvec tv = { NULL, 0, 0 };
	struct scan_result r;
	struct line_index li = { NULL, 0 };
	uint32_t *mark = NULL;
	size_t i, k;
	int rc = -1;

	memset(&r, 0, sizeof(r));
	if (lex_scan(ps->o->sh, obuf, olen, &tv, &r) || index_lines(obuf, olen, &li))
		goto out;
	mark = calloc((size_t)li.n + 2, sizeof(*mark));
	if (!mark)
		goto out;
	for (i = 0; i < f->nhunks; i++) {
		const struct diff_hunk *h = &ps->d.hunks[f->first_hunk + i];

		for (k = 0; k < h->n; k++) {
			const struct diff_line *l = &ps->d.lines[h->first + k];

			if (l->op == '-' && l->oldno <= li.n)
				mark[l->oldno] = 1;
		}
	}
	for (i = 0; i < r.nsites; i++) {
		const struct site *s = &r.sites[i];

		if (!marked_line(&li, &tv, s, mark, li.n))
			continue;
		if (GROW(ps->g, ps->ng, ps->capg, 16))
			goto out;
		ps->g[ps->ng].kind = s->kind;
		ps->g[ps->ng].used = 0;
		ps->g[ps->ng].key = site_key(obuf, &tv, s);
		if (!ps->g[ps->ng].key)
			goto out;
		ps->ng++;
	}
	rc = 0;
out:
	tokvec_free(&tv);
	scan_result_free(&r);
	free(li.start);
	free(mark);
	return rc;
}

/* Collapse blanks: the suggestion on one line. */
static char *collapse(const char *s, size_t n)
{
	char *o = malloc(n + 1), *p = o;
	size_t i;
	int blank = 0;

	if (!o)
		return NULL;
	for (i = 0; i < n; i++) {
		char ch = s[i];

		if (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\\') {
			blank = p != o;
			continue;
		}
		if (blank)
			*p++ = ' ';
		blank = 0;
		*p++ = ch;
	}
	*p = '\0';
	return o;
}

/* The start of line l's successor (or the end): li->start[l]. */
static uint32_t line_end_of(const struct line_index *li, uint32_t off)
{
	return li->start[line_of(li, off)];
}

/*
 * What convert writes for the lines of site s: the lines it is on, widened
 * to the whole lines of every edit that touches them, with those edits
 * applied, on one line. NULL when convert leaves it alone (no edit starts
 * at the site) or out of memory.
 */
static char *suggestion(const char *buf, const struct line_index *li, const struct tokvec *tv,
			const struct site *s, const struct editvec *ev)
{
	uint32_t a, b, from, to;
	size_t i, n = 0, pos;
	int mine = 0, grew = 1;
	char *text, *out;

	site_span(tv, s, &a, &b);
	for (i = 0; i < ev->n; i++)
		mine |= ev->v[i].start == s->rep_start;
	if (!mine)
		return NULL;
	from = li->start[line_of(li, a) - 1];
	to = line_end_of(li, b - 1);
	while (grew) {
		grew = 0;
		for (i = 0; i < ev->n; i++) {
			const struct edit *e = &ev->v[i];
			uint32_t ef, et;

			if (!(e->start < to && (e->end > from || (e->end == e->start && e->start >= from))))
				continue;
			ef = li->start[line_of(li, e->start) - 1];
			et = line_end_of(li, e->end > e->start ? e->end - 1 : e->start);
			if (ef < from) {
				from = ef;
				grew = 1;
			}
			if (et > to) {
				to = et;
				grew = 1;
			}
		}
	}
	for (i = 0; i < ev->n; i++)
		if (ev->v[i].start >= from && ev->v[i].end <= to)
			n += ev->v[i].len;
	text = malloc(n + (to - from) + 1);
	if (!text)
		return NULL;
	for (i = 0, pos = from, n = 0; i < ev->n; i++) {
		const struct edit *e = &ev->v[i];

		if (e->start < from || e->end > to)
			continue;
		memcpy(text + n, buf + pos, e->start - pos);
		n += e->start - pos;
		memcpy(text + n, e->text, e->len);
		n += e->len;
		pos = e->end;
	}
	memcpy(text + n, buf + pos, to - pos);
	n += to - pos;
	out = collapse(text, n);
	free(text);
	return out;
}

/* convert's reason for leaving the site at line:col alone, from what it
 * wrote on its error stream ("F:L:C: warning: K 'N' left alone: WHY"). */
static char *reason_left_alone(const char *msgs, const struct site *s)
{
	char at[40];
	const char *p;

	snprintf(at, sizeof(at), ":%u:%u: warning: ", s->line, s->col);
	p = msgs ? strstr(msgs, at) : NULL;
	if (p && (p = strstr(p, " left alone: ")) != NULL) {
		const char *e;

		p += strlen(" left alone: ");
		e = strchr(p, '\n');
		return strndup(p, e ? (size_t)(e - p) : strlen(p));
	}
	return strdup("convert leaves it alone");
}

/* The added lines of file f by their line in the new file (n lines):
 * mark[l] and added[l], both calloc'ed; ps counts them, and the lines of
 * the hunks. 0, or -1 out of memory. */
static int mark_added(struct pstate *ps, const struct diff_file *f, uint32_t n,
		      uint32_t **mark, const struct diff_line ***added)
{
	size_t i, k;

	*mark = calloc((size_t)n + 2, sizeof(**mark));
	*added = calloc((size_t)n + 2, sizeof(**added));
	if (!*mark || !*added)
		return -1;
	for (i = 0; i < f->nhunks; i++) {
		const struct diff_hunk *h = &ps->d.hunks[f->first_hunk + i];

		for (k = 0; k < h->n; k++) {
			const struct diff_line *l = &ps->d.lines[h->first + k];

			ps->checked_lines++;	/* every line of the hunks, as checkpatch.pl counts */
			if (l->op == '+' && l->newno <= n) {
				(*mark)[l->newno] = 1;
				(*added)[l->newno] = l;
				ps->added_lines++;
			}
		}
	}
	return 0;
}

/* A new file as scanned, and convert's plan for it (made on first need):
 * what to write instead of each site. */
struct newfile {
	const char *path, *buf;
	size_t len;
	struct tokvec tv;
	struct scan_result r;
	struct line_index li;
	struct editvec ev;
	char *msgs;			/* what convert says of the sites it leaves alone */
	size_t msglen;
	int planned;
};

static int plan(struct newfile *nf)
{
	FILE *m;

	if (nf->planned)
		return 0;
	m = open_memstream(&nf->msgs, &nf->msglen);
	if (!m || convert_plan(nf->path, nf->buf, nf->len, &nf->tv, &nf->r, 0, &nf->ev, NULL,
			       m) < 0) {
		if (m)
			fclose(m);
		return -1;
	}
	fclose(m);
	nf->planned = 1;
	return 0;
}

/* Site s of file fi, on added line `added`, a candidate: 0, or -1 out of
 * memory. What to write instead: the lines as convert writes them, or why
 * it leaves the site alone. */
static int add_cand(struct pstate *ps, size_t fi, struct newfile *nf, const struct site *s,
		    const struct diff_line *added)
{
	int advise = ps->o->format == PF_CHECKPATCH && s->kind != SK_ANNOTATION;
	struct include_point ip = { 0, 0, 0 };
	struct cand *c;

	if ((advise && plan(nf)) || GROW(ps->c, ps->nc, ps->capc, 16))
		return -1;
	c = &ps->c[ps->nc];
	memset(c, 0, sizeof(*c));
	c->file = fi;
	c->kind = s->kind;
	c->line = s->line;
	c->col = s->col;
	memcpy(c->name, s->name, sizeof(c->name));
	c->added = added;
	c->key = site_key(nf->buf, &nf->tv, s);
	if (!c->key)
		return -1;
	ps->nc++;
	if (!advise)
		return 0;
	/* is the header included before the site? */
	convert_include_point(nf->buf, nf->len, &nf->tv, s->rep_start, &ip);
	c->no_include = !ip.present;
	c->suggest = suggestion(nf->buf, &nf->li, &nf->tv, s, &nf->ev);
	if (!c->suggest && !(c->cannot = reason_left_alone(nf->msgs, s)))
		return -1;
	return 0;
}

/* The file's new sites: those of the kinds asked for on added lines. */
static int new_sites(struct pstate *ps, size_t fi, const char *path, const char *buf,
		     size_t len)
{
	struct newfile nf;
	const struct diff_line **added = NULL;
	uint32_t *mark = NULL;
	size_t i;
	int rc = -1;

	memset(&nf, 0, sizeof(nf));
	nf.path = path;
	nf.buf = buf;
	nf.len = len;
	if (lex_scan(ps->o->sh, buf, len, &nf.tv, &nf.r) || index_lines(buf, len, &nf.li) ||
	    mark_added(ps, &ps->d.files[fi], nf.li.n, &mark, &added))
		goto out;
	for (i = 0; i < nf.r.nsites; i++) {
		const struct site *s = &nf.r.sites[i];
		uint32_t at;

		if (!(ps->o->kinds & (1u << s->kind)))
			continue;
		at = marked_line(&nf.li, &nf.tv, s, mark, nf.li.n);
		if (at && add_cand(ps, fi, &nf, s, added[at]))
			goto out;
	}
	rc = 0;
out:
	tokvec_free(&nf.tv);
	scan_result_free(&nf.r);
	editvec_free(&nf.ev);
	free(nf.msgs);
	free(nf.li.start);
	free(mark);
	free(added);
	return rc;
}

/* Is the name a C or C++ source or header (as the walk of scan takes them)? */
static int c_name(const char *p)
{
	const char *base = p ? strrchr(p, '/') : NULL;

	base = base ? base + 1 : p;
	return p && files_is_source(base, strlen(base));
}

static int one_file(struct pstate *ps, size_t fi)
{
	const struct diff_file *f = &ps->d.files[fi];
	const char *path = f->new_path ? f->new_path : f->old_path;
	struct fbuf nb = { NULL, 0, 0 };
	char *old;
	size_t olen = 0;
	uint32_t bad = 0;
	int rc = 0;

	if (f->not_text || !f->nhunks || !c_name(path))
		return 0;
	ps->files++;
	if (f->new_path && !f->deleted) {
		if (read_new(ps, path, &nb)) {
			ps->errors++;
			free(nb.data);
			return 0;
		}
	}
	old = diff_old_text(&ps->d, fi, nb.data ? nb.data : "", nb.len, &olen, &bad);
	if (!old && bad) {
		util_error("%s: the diff does not match this file (at line %u of the diff): "
			   "is it a diff of other contents?\n", path, bad);
		ps->errors++;
	} else if (!old) {
		rc = -1;
	} else if (old_sites(ps, f, old, olen) ||
		   (nb.data && new_sites(ps, fi, path, nb.data, nb.len))) {
		rc = -1;
	}
	free(old);
	free(nb.data);
	return rc;
}

/* ------------------------------------------------------------ output */

/* checkpatch's words for each kind, and what to write instead. */
static void checkpatch_report(struct pstate *ps, const struct cand *c)
{
	const struct diff_file *f = &ps->d.files[c->file];
	const char *path = f->new_path;
	static const char *const what[SK_COUNT] = {
		"annotated with INIT_FOR_COMPILER()",
		("uninitialized_var() hides the compiler's warning even when it is right, "
		 "and was removed from Linux in 5.9"),
		"a self-initialization keeps the garbage and hides the compiler's warning",
		"an initialization for the compiler only, by its comment",
	};

	if (c->kind == SK_ANNOTATION)
		printf("CHECK: '%s' is %s\n", c->name, what[c->kind]);
	else if (c->suggest)
		printf("WARNING: '%s': %s; write '%s' instead%s\n", c->name, what[c->kind],
		       c->suggest, c->no_include ? " (and #include <init_for_compiler.h>)" : "");
	else
		printf("WARNING: '%s': %s; INIT_FOR_COMPILER() cannot replace it here (%s): "
		       "initialize it with the value it needs, and say why in a comment\n",
		       c->name, what[c->kind], c->cannot);
	printf("#%u: FILE: %s:%u:\n+%.*s\n\n", c->added->diffline, path, c->added->newno,
	       (int)c->added->len, ps->d.buf + c->added->off);
}

static int report(struct pstate *ps)
{
	const struct patch_opts *o = ps->o;
	unsigned long count[SK_COUNT] = { 0, 0, 0, 0 }, moved = 0, warnings = 0;
	struct sarif sout;
	size_t i, j;

	/* moves: each site gone from an old file is the counterpart of one
	 * new site at most, in the diff's order */
	for (i = 0; i < ps->nc; i++) {
		for (j = 0; j < ps->ng; j++) {
			if (ps->g[j].used || ps->g[j].kind != ps->c[i].kind ||
			    strcmp(ps->g[j].key, ps->c[i].key))
				continue;
			ps->g[j].used = 1;
			ps->c[i].moved = 1;
			moved++;
			break;
		}
	}
	if (o->format == PF_SARIF)
		sarif_begin(&sout, stdout, o->version, o->rules, SK_COUNT);
	for (i = 0; i < ps->nc; i++) {
		const struct cand *c = &ps->c[i];
		const char *path = ps->d.files[c->file].new_path;

		if (c->moved)
			continue;
		count[c->kind]++;
		warnings += c->kind != SK_ANNOTATION;
		if (o->format == PF_SARIF) {
			char text[256];

			snprintf(text, sizeof(text), "'%s' %s", c->name, o->messages[c->kind]);
			sarif_result(&sout, (size_t)c->kind, path, c->line, c->col, text);
		} else if (o->format == PF_CHECKPATCH) {
			checkpatch_report(ps, c);
		} else {
			printf("%s:%u:%u: %s: %s\n", path, c->line, c->col, site_kind_name[c->kind],
			       c->name);
		}
	}
	if (o->format == PF_SARIF)
		sarif_end(&sout);
	if (o->format == PF_CHECKPATCH) {
		printf("total: 0 errors, %lu warnings, ", warnings);
		if (o->kinds & (1u << SK_ANNOTATION))
			printf("%lu checks, ", count[SK_ANNOTATION]);
		printf("%lu lines checked\n", ps->checked_lines);
	}
	util_error("scan: new in the diff: %lu annotation, %lu legacy, %lu self-init, "
		   "%lu comment-init (%lu moved, not new) in %lu file%s, %lu added line%s\n",
		   count[SK_ANNOTATION], count[SK_LEGACY], count[SK_SELF_INIT],
		   count[SK_COMMENT_INIT], moved, ps->files, ps->files == 1 ? "" : "s",
		   ps->added_lines, ps->added_lines == 1 ? "" : "s");
	return count[SK_ANNOTATION] + count[SK_LEGACY] + count[SK_SELF_INIT] +
	       count[SK_COMMENT_INIT] ? 1 : 0;
}

/* Does the text look like git's diff, with a/ and b/ in front of names? */
static int auto_strip(const struct fbuf *b)
{
	const char *p = b->data;
	size_t n = b->len;

	if (n >= 11 && !memcmp(p, "diff --git ", 11))
		return 1;
	while ((p = memchr(p, '\n', n - (size_t)(p - b->data))) != NULL) {
		p++;
		if ((size_t)(b->data + n - p) >= 11 && !memcmp(p, "diff --git ", 11))
			return 1;
	}
	return 0;
}

int patch_scan(const struct patch_opts *o)
{
	struct pstate ps;
	size_t i;
	int rc = 0, strip = o->strip;

	memset(&ps, 0, sizeof(ps));
	ps.o = o;
	if (o->source == PATCH_DIFF) {
		if (strcmp(o->arg, "-") ? files_read(o->arg, &ps.text) : read_stdin(&ps.text)) {
			util_error("%s: %s\n", strcmp(o->arg, "-") ? o->arg : "standard input",
				   strerror(errno));
			free(ps.text.data);
			return 2;
		}
	} else if (git_diff(&ps)) {
		free(ps.text.data);
		return 2;
	}
	if (strip < 0)
		strip = o->source != PATCH_DIFF || auto_strip(&ps.text);
	if (diff_parse(ps.text.data ? ps.text.data : "", ps.text.len, strip, &ps.d)) {
		util_error("%s: line %u: %s\n",
			   o->source != PATCH_DIFF ? "git diff" : strcmp(o->arg, "-") ? o->arg
								: "standard input",
			   ps.d.err_line, ps.d.err);
		rc = 2;
	}
	for (i = 0; rc == 0 && i < ps.d.nfiles; i++)
		if (one_file(&ps, i)) {
			util_error("scan: %s\n", strerror(ENOMEM));
			rc = 2;
		}
	if (rc == 0)
		rc = report(&ps);
	if (ps.errors)
		rc = 2;
	for (i = 0; i < ps.nc; i++) {
		free(ps.c[i].key);
		free(ps.c[i].suggest);
		free(ps.c[i].cannot);
	}
	for (i = 0; i < ps.ng; i++)
		free(ps.g[i].key);
	free(ps.c);
	free(ps.g);
	diff_free(&ps.d);
	free(ps.text.data);
	return rc;
}
