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
 * whatever the hunks show of it. --diff also takes a patch not applied
 * yet: each file of the working tree (or of the index, when the working
 * tree's is neither) is compared with both sides of the diff, and the
 * file after the change is made from the file before it (diff_new_text);
 * a file that holds neither side, or both and git's blob names do not
 * tell, is an error that says what to do. A site of the new file is new when
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
 * Output: scan's text lines or SARIF, or checkpatch's form; the text
 * lines and checkpatch's say what to write instead (the line as convert
 * would write it, or why convert leaves the site alone). Exit status 1 when a
 * new site was reported, 2 on an error (a diff that cannot be read or does
 * not match the files, git failing); then the summary counts the files not
 * checked, never a pass.
 */
#include <errno.h>
#include <fcntl.h>
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
	char how[96];			/* " (av_uninit, in a #define body)", or "" */
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
 * stays ours, so git's own messages reach the user (unless quiet: to
 * /dev/null, for a question whose "no" is no error). The exit status, or
 * -1 (with errno) when it could not be run.
 */
static int run_capture(char *const argv[], struct fbuf *out, int quiet)
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
		if (quiet && (p[1] = open("/dev/null", O_WRONLY)) >= 0)
			dup2(p[1], 2);
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
	rc = run_capture(top_argv, &top, 0);
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
	rc = run_capture((char *const *)(uintptr_t)argv, &ps->text, 0);
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

/* Where a file's text is read from. */
enum from { FROM_TREE, FROM_INDEX };

/*
 * path's text in the working tree or git's index, into b: 0; 1 when it is
 * not there (no such file; not in the index, or no git), said unless
 * quiet; 2 when it could not be read, said; -1 out of memory.
 */
static int read_text(const char *path, enum from from, int quiet, struct fbuf *b)
{
	size_t n = strlen(path);
	char *spec;
	int rc;

	if (from == FROM_TREE) {
		if (!files_read(path, b))
			return 0;
		if (errno == ENOMEM)
			return -1;
		if (!quiet || (errno != ENOENT && errno != ENOTDIR))
			util_error("%s: %s\n", path, strerror(errno));
		return errno == ENOENT || errno == ENOTDIR ? 1 : 2;
	}
	spec = malloc(n + 2);
	if (!spec)
		return -1;
	spec[0] = ':';
	memcpy(spec + 1, path, n + 1);
	{
		char *argv[] = { "git", "cat-file", "blob", spec, NULL };

		rc = run_capture(argv, b, quiet);
	}
	free(spec);
	if (rc < 0 && errno == ENOMEM)
		return -1;
	if (rc != 0 && !quiet)
		util_error("%s: not in git's index (git cat-file: %d)\n", path, rc);
	return rc != 0;
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
/* What scan's line says after a site's name: its shim unless it is
 * uninitialized_var, and whether it is in a #define body. */
static void site_how(const struct site *s, char *out, size_t cap)
{
	int other = s->kind == SK_LEGACY && s->macro && strcmp(s->macro, "uninitialized_var");

	out[0] = '\0';
	if (other || s->in_define)
		snprintf(out, cap, " (%s%s%s)", other ? s->macro : "", other && s->in_define ? ", " : "",
			 s->in_define ? "in a #define body" : "");
}

static int add_cand(struct pstate *ps, size_t fi, struct newfile *nf, const struct site *s,
		    const struct diff_line *added)
{
	int advise = ps->o->format != PF_SARIF && s->kind != SK_ANNOTATION;
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
	site_how(s, c->how, sizeof(c->how));
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

/* ------------------------------------------------------------ the two texts */

/* A file of the diff before and after the change, malloc'ed (new NULL for
 * a deleted file). */
struct texts {
	char *old, *new;
	size_t olen, nlen;
};

/* What one place (the working tree, git's index) holds of a file of the
 * diff: which side of the change, if any. */
struct probe {
	enum from from;
	struct fbuf nb, ob;		/* the new name's text there; the old name's,
					 * when the change renames, copies or creates */
	int have_new, have_old;		/* there */
	uint32_t bad_after, bad_before;	/* the line of the diff at which it differs
					 * from the file after the change, before it */
	int after, before;		/* it holds the file after the change, before it */
};

/* Has the file another name before the change (renamed, copied, created)? */
static int apart(const struct diff_file *f)
{
	return f->created || strcmp(f->old_path, f->new_path);
}

/* Read what pr->from holds of file fi, and which side it is: 0, 2 when a
 * file could not be read (said), -1 out of memory. Before a change that
 * renames, copies or creates, the new name is not there yet. */
static int probe(struct pstate *ps, size_t fi, struct probe *pr)
{
	struct diff *d = &ps->d;
	const struct diff_file *f = &d->files[fi];
	int r = read_text(f->new_path, pr->from, 1, &pr->nb);

	if (r < 0 || r == 2)
		return r;
	pr->have_new = r == 0;
	if (pr->have_new)
		pr->bad_after = diff_differs(d, fi, 1, pr->nb.data, pr->nb.len);
	pr->after = pr->have_new && !pr->bad_after;
	if (!apart(f)) {
		pr->have_old = pr->have_new;
		if (pr->have_old)
			pr->bad_before = diff_differs(d, fi, 0, pr->nb.data, pr->nb.len);
		pr->before = pr->have_old && !pr->bad_before;
		return 0;
	}
	if (f->created) {
		pr->before = !pr->have_new;
		return 0;
	}
	r = read_text(f->old_path, pr->from, 1, &pr->ob);
	if (r < 0 || r == 2)
		return r;
	pr->have_old = r == 0;
	if (pr->have_old)
		pr->bad_before = diff_differs(d, fi, 0, pr->ob.data, pr->ob.len);
	pr->before = !pr->have_new && pr->have_old && !pr->bad_before;
	return 0;
}

/* The file both sides match: does git's name of its blob (in the working
 * tree or the index) start with the diff's "index OLD..NEW" of one side?
 * '+', '-', or 0 when the diff names no blob or git cannot tell. */
static char blob_side(const struct diff_file *f, enum from from)
{
	struct fbuf id = { NULL, 0, 0 };
	size_t n = strlen(f->new_path);
	char *spec = malloc(n + 2);
	char side = 0;

	if (!spec || !f->old_id[0] || !f->new_id[0] || !strcmp(f->old_id, f->new_id)) {
		free(spec);
		return 0;
	}
	spec[0] = ':';
	memcpy(spec + 1, f->new_path, n + 1);
	{
		char *hash[] = { "git", "hash-object", "--", spec + 1, NULL };
		char *staged[] = { "git", "rev-parse", "--verify", "--quiet", spec, NULL };

		if (run_capture(from == FROM_TREE ? hash : staged, &id, 1) == 0 && id.len) {
			if (!strncmp(id.data, f->new_id, strlen(f->new_id)))
				side = '+';
			else if (!strncmp(id.data, f->old_id, strlen(f->old_id)))
				side = '-';
		}
	}
	free(spec);
	free(id.data);
	return side;
}

/* The texts from the side pr holds: 0, or -1 out of memory. */
static int texts_from(struct pstate *ps, size_t fi, struct probe *pr, char side,
		      struct texts *t)
{
	const struct diff_file *f = &ps->d.files[fi];
	struct fbuf *b = side == '+' || !apart(f) ? &pr->nb : &pr->ob;
	uint32_t bad;

	if (!b->data && !(b->data = calloc(1, 1)))	/* before a created file */
		return -1;
	if (side == '+') {
		t->new = b->data;
		t->nlen = b->len;
		t->old = diff_old_text(&ps->d, fi, t->new, t->nlen, &t->olen, &bad);
	} else {
		t->old = b->data;
		t->olen = b->len;
		t->new = diff_new_text(&ps->d, fi, t->old, t->olen, &t->nlen, &bad);
	}
	b->data = NULL;
	return t->old && t->new ? 0 : -1;
}
/* Which side pr holds: '+' (the patch is applied), '-' (not yet), 0
 * neither, '?' both and no way to tell them apart. */
static char side_of(const struct diff_file *f, const struct probe *pr)
{
	char side;

	if (pr->after != pr->before)
		return pr->after ? '+' : '-';
	if (!pr->after)
		return 0;
	side = blob_side(f, pr->from);
	return side ? side : '?';
}

/* Why the file could not be checked, and what to do. */
static void say_why_not(const struct diff_file *f, const struct probe *pr, char side)
{
	const char *path = f->new_path;
	char why[160];

	if (side == '?') {
		util_error("%s: cannot tell whether the patch is applied: the file matches both "
			   "what the patch changes and its result (the lines around the change "
			   "repeat): apply it (git am, or patch -p1 and git add) and scan it with "
			   "--since HEAD~1 or --staged\n", path);
		return;
	}
	if (!pr->have_new && !pr->have_old && !f->created) {
		util_error("%s: not in this tree%s: run scan --diff from the top of the tree "
			   "the patch is for (with -p N when N leading directories of its names "
			   "are not in that tree)\n", path, apart(f) ? ", nor its old name" : "");
		return;
	}
	if (f->created)
		snprintf(why, sizeof(why), "it creates this file, which is here with other "
			 "contents (line %u of the diff differs)", pr->bad_after);
	else if (!pr->have_old)
		snprintf(why, sizeof(why), "its old name %.40s is not here, and this file is not "
			 "its result (line %u of the diff differs)", f->old_path, pr->bad_after);
	else if (pr->have_new)
		snprintf(why, sizeof(why), "this file is neither what it changes (line %u of the "
			 "diff differs) nor its result (line %u)", pr->bad_before, pr->bad_after);
	else
		snprintf(why, sizeof(why), "the file it changes differs at line %u of the diff",
			 pr->bad_before);
	util_error("%s: the patch does not apply: %s; check out the commit it was made on "
		   "(git am or patch -p1 applies it there) and scan it there, applied or not\n",
		   path, why);
}

/* --diff: the texts of file fi from the working tree, or from git's index
 * when that is what holds a side of the change: 0; 1 when neither does
 * (said); -1 out of memory. */
static int diff_texts(struct pstate *ps, size_t fi, struct texts *t)
{
	const struct diff_file *f = &ps->d.files[fi];
	struct probe tree, index, *pr = &tree;
	char side;
	int r;

	memset(&tree, 0, sizeof(tree));
	memset(&index, 0, sizeof(index));
	tree.from = FROM_TREE;
	index.from = FROM_INDEX;
	r = probe(ps, fi, &tree);
	side = r ? 0 : side_of(f, &tree);
	/* a file the patch creates, here with other contents: git am refuses
	 * it too, whatever the index says */
	if (!r && !side && !f->created) {
		r = probe(ps, fi, &index);
		side = r ? 0 : side_of(f, &index);
		if (side)
			pr = &index;
		if (side == '+' || side == '-')
			util_error("%s: taken as git's index has it: the working tree's file is "
				   "neither what the patch changes nor its result\n", f->new_path);
	}
	if (!r && (side == '+' || side == '-')) {
		r = texts_from(ps, fi, pr, side, t);
	} else if (!r) {
		say_why_not(f, pr, side);
		r = 1;
	}
	free(tree.nb.data);
	free(tree.ob.data);
	free(index.nb.data);
	free(index.ob.data);
	return r < 0 ? -1 : r ? 1 : 0;
}

/* --since, --staged: the file after the change from the working tree or
 * the index, the file before it from that and the diff: 0; 1 when the
 * file does not hold what the diff says (said); -1 out of memory. */
static int applied_texts(struct pstate *ps, size_t fi, struct texts *t)
{
	const struct diff_file *f = &ps->d.files[fi];
	enum from from = ps->o->source == PATCH_STAGED ? FROM_INDEX : FROM_TREE;
	const char *path = f->new_path ? f->new_path : f->old_path;
	struct fbuf nb = { NULL, 0, 0 };
	uint32_t bad = 0;
	int r = f->deleted ? 0 : read_text(path, from, 0, &nb);

	if (r) {
		free(nb.data);
		return r < 0 ? -1 : 1;
	}
	t->old = diff_old_text(&ps->d, fi, nb.data ? nb.data : "", nb.len, &t->olen, &bad);
	if (!t->old) {
		free(nb.data);
		if (bad)
			util_error("%s: the diff does not match this file (at line %u of the diff): "
				   "is it a diff of other contents?\n", path, bad);
		return bad ? 1 : -1;
	}
	t->new = f->deleted ? NULL : nb.data;
	t->nlen = nb.len;
	if (f->deleted)
		free(nb.data);
	return 0;
}

/* The sites of file fi of the diff: 0 (a file that could not be read or
 * does not match the diff is said, and counted in ps->errors), or -1 out
 * of memory. */
static int one_file(struct pstate *ps, size_t fi)
{
	const struct diff_file *f = &ps->d.files[fi];
	const char *path = f->new_path ? f->new_path : f->old_path;
	struct texts t = { NULL, NULL, 0, 0 };
	int rc;

	if (f->not_text || !f->nhunks || !c_name(path))
		return 0;
	ps->files++;
	if (ps->o->source == PATCH_DIFF && !f->deleted)
		rc = diff_texts(ps, fi, &t);
	else
		rc = applied_texts(ps, fi, &t);
	if (rc > 0)
		ps->errors++;
	if (!rc && (old_sites(ps, f, t.old, t.olen) ||
		    (t.new && new_sites(ps, fi, path, t.new, t.nlen))))
		rc = -1;
	free(t.old);
	free(t.new);
	return rc < 0 ? -1 : 0;
}

/* ------------------------------------------------------------ output */

/* What to write instead of site c (not an annotation): the text form's
 * words after the name, checkpatch's after its reason. */
static void advice(const struct cand *c)
{
	if (c->suggest)
		printf("write '%s' instead%s", c->suggest,
		       c->no_include ? " (and #include <init_for_compiler.h>)" : "");
	else
		printf("INIT_FOR_COMPILER() cannot replace it here (%s): initialize it with the "
		       "value it needs, and say why in a comment", c->cannot);
}

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
		"an assignment for the compiler only, by its comment",
	};

	if (c->kind == SK_ANNOTATION) {
		printf("CHECK: '%s' is %s\n", c->name, what[c->kind]);
	} else {
		printf("WARNING: '%s'%s: %s; ", c->name, c->how, what[c->kind]);
		advice(c);
		putchar('\n');
	}
	printf("#%u: FILE: %s:%u:\n+%.*s\n\n", c->added->diffline, path, c->added->newno,
	       (int)c->added->len, ps->d.buf + c->added->off);
}

/* Moves: each site gone from an old file is the counterpart of one new
 * site at most, in the diff's order. How many new sites are moved ones. */
static unsigned long match_moves(struct pstate *ps)
{
	unsigned long moved = 0;
	size_t i, j;

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
	return moved;
}

/* The summary on standard error. It never reads like a pass when a file
 * could not be checked. */
static void summary(const struct pstate *ps, const unsigned long *count, unsigned long moved)
{
	unsigned long bad = (unsigned long)ps->errors;
	char counts[160];

	snprintf(counts, sizeof(counts), "%lu annotation, %lu legacy, %lu self-init, "
		 "%lu comment-init, %lu comment-assign (%lu moved, not new)", count[SK_ANNOTATION],
		 count[SK_LEGACY], count[SK_SELF_INIT], count[SK_COMMENT_INIT],
		 count[SK_COMMENT_ASSIGN], moved);
	if (!bad)
		util_error("scan: new in the diff: %s in %lu file%s, %lu added line%s\n", counts,
			   ps->files, ps->files == 1 ? "" : "s", ps->added_lines,
			   ps->added_lines == 1 ? "" : "s");
	else if (bad >= ps->files)
		util_error("scan: not checked: %lu of %lu file%s of the diff (said above): nothing "
			   "is known of what it adds\n", bad, ps->files, ps->files == 1 ? "" : "s");
	else
		util_error("scan: not checked: %lu of %lu files of the diff (said above); new in "
			   "the %lu checked: %s, %lu added line%s\n", bad, ps->files,
			   ps->files - bad, counts, ps->added_lines, ps->added_lines == 1 ? "" : "s");
}

static int report(struct pstate *ps)
{
	const struct patch_opts *o = ps->o;
	unsigned long count[SK_COUNT] = { 0 }, moved = match_moves(ps), warnings = 0;
	struct sarif sout;
	size_t i;

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
			/* scan's line, and (as audit's lines say why) what to
			 * write instead */
			printf("%s:%u:%u: %s: %s%s", path, c->line, c->col, site_kind_name[c->kind],
			       c->name, c->how);
			if (c->kind != SK_ANNOTATION) {
				fputs(": ", stdout);
				advice(c);
			}
			putchar('\n');
		}
	}
	if (o->format == PF_SARIF)
		sarif_end(&sout);
	if (o->format == PF_CHECKPATCH) {
		/* checkpatch.pl's count of errors: here the files not checked */
		printf("total: %d errors, %lu warnings, ", ps->errors, warnings);
		if (o->kinds & (1u << SK_ANNOTATION))
			printf("%lu checks, ", count[SK_ANNOTATION]);
		printf("%lu lines checked\n", ps->checked_lines);
	}
	summary(ps, count, moved);
	return count[SK_ANNOTATION] + count[SK_LEGACY] + count[SK_SELF_INIT] +
	       count[SK_COMMENT_INIT] + count[SK_COMMENT_ASSIGN] ? 1 : 0;
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

/* The shims that the change itself defines, on its added lines (joined,
 * so that a definition carried over lines by splices reads whole): into
 * o->sh, as if found in the tree. 0, or -1 when out of memory. */
static int added_shims(const struct patch_opts *o, const struct diff *d)
{
	struct fbuf b = { NULL, 0, 0 };
	struct tokvec tv = { NULL, 0, 0 };
	size_t fi, h, l;
	int rc = 0;

	for (fi = 0; fi < d->nfiles && !rc; fi++) {
		const struct diff_file *f = &d->files[fi];

		b.len = 0;
		for (h = f->first_hunk; h < f->first_hunk + f->nhunks; h++)
			for (l = d->hunks[h].first; l < d->hunks[h].first + d->hunks[h].n; l++) {
				const struct diff_line *dl = &d->lines[l];

				if (dl->op != '+')
					continue;
				while (b.len + dl->len + 1 > b.cap) {
					char *nb = realloc(b.data, b.cap ? b.cap * 2 : 4096);

					if (!nb)
						goto oom;
					b.data = nb;
					b.cap = b.cap ? b.cap * 2 : 4096;
				}
				memcpy(b.data + b.len, d->buf + dl->off, dl->len);
				b.len += dl->len;
				b.data[b.len++] = '\n';
			}
		if (b.len && shim_prefilter(b.data, b.len) && !lex(b.data, b.len, &tv)) {
			struct shim_def sd[8];
			size_t k, n = shim_defines(b.data, &tv, NULL, sd, 8);

			for (k = 0; k < n && k < 8 && !rc; k++)
				rc = shims_add(o->sh, sd[k].name, strlen(sd[k].name), SHIM_FOUND) == -1;
		}
	}
	free(b.data);
	tokvec_free(&tv);
	return rc ? -1 : 0;
oom:
	free(b.data);
	tokvec_free(&tv);
	return -1;
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
	if (rc == 0 && added_shims(o, &ps.d)) {
		util_error("scan: %s\n", strerror(ENOMEM));
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
