// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/cmd.c - what the commands of the command line share (cmd.h):
 * reading and scanning a file, walking the paths given, splitting the
 * arguments into options and paths, --format, usage and help. The shims of
 * a run are cmdshim.c's.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"

const char *cmd_plural(unsigned long n)
{
	return n == 1 ? "" : "s";
}

int cmd_usage_error(const struct command *cmd, const char *arg)
{
	if (arg)
		util_error("%s: bad option or argument '%s'\n", cmd->name, arg);
	fprintf(stderr, "usage: " PROG " %s\nSee '" PROG " %s --help'.\n", cmd->usage,
		cmd->name);
	return 2;
}

static void help(const struct command *cmd)
{
	printf("usage: " PROG " %s\n\n%s\nSee init-for-compiler(1).\n", cmd->usage, cmd->help);
}

/* A file the lexer or scan() could not take: no tokens, no sites, and why
 * (EFBIG: too large for the lexer). */
static int load_failed(const struct fbuf *buf, struct tokvec *tv, struct scan_result *r)
{
	tv->n = 0;
	r->nsites = r->nfuncs = r->nstmt = 0;
	return buf->len >= UINT32_MAX ? EFBIG : ENOMEM;
}

int cmd_load_buf(const struct ctx *c, const struct shims *sh, const struct fbuf *buf,
		 struct tokvec *tv, int lexed, struct scan_result *r, int *how)
{
	int why = PF_MAYBE;

	*how = LOAD_SKIPPED;
	r->nsites = r->nfuncs = r->nstmt = 0;
	if (!c->no_quick) {
		/* no byte pattern that could make a site: nothing to lex */
		if ((why = scan_prefilter_why(buf->data, buf->len, sh)) == PF_NO)
			return 0;
		*how = LOAD_QUICK;
	}
	/* the tokens stored once, for the quick pass and scan() both (the
	 * quick pass over the stream, then lex() for scan(), read the bytes
	 * of every file it did not stop twice) */
	if (!lexed && lex(buf->data, buf->len, tv))
		return load_failed(buf, tv, r);
	/* a shim called: the quick pass would say maybe, mostly at its
	 * first call, after reading up to there for nothing */
	if (!c->no_quick && why != PF_NAME && !scan_quick_tokens(buf->data, tv, sh)) {
		if (!lexed)
			tv->n = 0;	/* no tokens, as without them */
		return 0;
	}
	if (scan(buf->data, buf->len, tv, sh, r) || (c->audit && audit_funcs(buf->data, tv, r)))
		return load_failed(buf, tv, r);
	*how = LOAD_PARSED;
	return 0;
}

int cmd_load_file(const struct ctx *c, const char *path, struct fbuf *buf,
		  struct tokvec *tv, struct scan_result *r, int *how)
{
	*how = LOAD_UNREAD;
	if (files_read(path, buf))
		return errno ? errno : EIO;
	tv->n = 0;
	return cmd_load_buf(c, &c->sh, buf, tv, 0, r, how);
}

const char *cmd_load_error(int err)
{
	return err == EFBIG ? "file too large" : strerror(err);
}

int cmd_load(struct ctx *c, const char *path)
{
	int how, err;

	if (cmd_noread(c, path)) {
		/* read by cmd_shims(), and proved to hold nothing */
		c->how = LOAD_SKIPPED;
		c->files++;
		c->buf.len = 0;
		c->tv.n = 0;
		c->r.nsites = c->r.nfuncs = c->r.nstmt = 0;
		return 0;
	}
	err = cmd_load_file(c, path, &c->buf, &c->tv, &c->r, &how);

	c->how = how;
	if (how != LOAD_UNREAD)
		c->files++;
	if (err) {
		util_error("%s: %s\n", path, cmd_load_error(err));
		c->errors++;
		return 1;
	}
	c->parsed += how == LOAD_PARSED;
	return 0;
}

int cmd_run_paths(struct ctx *c, char **paths, int n, int (*fn)(const char *, void *))
{
	int i;

	if (n == 0)
		return files_walk(".", fn, c, &c->errors);
	for (i = 0; i < n; i++)
		if (files_walk(paths[i], fn, c, &c->errors))
			return -1;
	return 0;
}

int cmd_parse_args(const struct command *cmd, struct ctx *c, int argc, char **argv,
		   int (*opt)(struct ctx *, const char *, const char *))
{
	int i, n = 0;

	for (i = 0; i < argc; i++) {
		const char *a = argv[i];
		int r;

		if (!strcmp(a, "--")) {
			while (++i < argc)
				argv[n++] = argv[i];
			break;
		}
		if (a[0] != '-' || !a[1]) {
			argv[n++] = argv[i];
			continue;
		}
		if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
			help(cmd);
			exit(0);
		}
		r = opt ? opt(c, a, i + 1 < argc ? argv[i + 1] : NULL) : -1;
		if (r < 0) {
			/* -2: opt said what is wrong already */
			cmd_usage_error(cmd, r == -2 ? NULL : a);
			return -1;
		}
		i += r;
	}
	return n;
}

int cmd_format_opt(struct ctx *c, const char *a)
{
	if (!strcmp(a, "--format=text"))
		c->sarif = 0;
	else if (!strcmp(a, "--format=sarif"))
		c->sarif = 1;
	else
		return -1;
	return 0;
}
