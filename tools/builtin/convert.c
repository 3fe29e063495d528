// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/builtin/convert.c - init-for-compiler convert: rewrite the sites of
 * the files given as INIT_FOR_COMPILER() (convert.c plans the edits), or
 * with --definitions only the shims' definitions, in place or as a unified
 * diff (--dry-run). Its options, help and output; cmd_convert is its entry
 * in main.c's table.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "../cmd.h"

static int definitions;		/* --definitions */
static int all_definitions;	/* --all-definitions */

/* Does a site of the files read use definition d of path? Its own file's
 * sites do (def_at.uses); a header's serves every file that uses the name
 * and does not define it itself (ctx.ext). What the first walk of
 * --definitions counted (count_uses()). */
static int definition_used(const struct ctx *c, const char *path, const struct shim_def *d)
{
	long k = shims_find(&c->sh, d->name, strlen(d->name));
	size_t i, j;

	if (k < 0)
		return 1;	/* not known: keep the old behaviour */
	if (cmd_is_header(path) && c->ext[k])
		return 1;
	for (i = 0; i < c->ndefs; i++) {
		if (strcmp(c->defs[i].path, path))
			continue;
		for (j = 0; j < c->defs[i].n; j++)
			if (c->defs[i].def[j].line == d->line && c->defs[i].def[j].uses)
				return 1;
	}
	return 0;
}

/* The edits of --definitions: every shim definition of the file that
 * self-initializes and that a site read uses (all of them with
 * --all-definitions), made to forward to INIT_FOR_COMPILER(). */
static long plan_definitions(struct ctx *c, const char *path)
{
	struct shim_def *d;
	size_t n, i, kept = 0;
	long done;

	if (c->how < LOAD_QUICK || (c->how != LOAD_PARSED && lex(c->buf.data, c->buf.len, &c->tv)))
		return 0;
	n = shim_defines(c->buf.data, &c->tv, &c->sh, NULL, 0);
	if (!n)
		return 0;
	d = malloc(n * sizeof(*d));
	if (!d)
		return -1;
	n = shim_defines(c->buf.data, &c->tv, &c->sh, d, n);
	for (i = 0; i < n; i++) {
		if (all_definitions || d[i].how != SH_SELF || definition_used(c, path, &d[i])) {
			d[kept++] = d[i];
			continue;
		}
		util_error("%s:%u:%u: note: %s() left as '%s': no site of the files read uses "
			   "this definition (rewriting it would make every file that includes it "
			   "need <init_for_compiler.h>; --all-definitions rewrites it too)\n",
			   path, d[i].line, d[i].col, d[i].name, d[i].body);
		c->left++;
	}
	done = kept ? convert_definitions(path, c->buf.data, c->buf.len, &c->tv, d, kept,
					  c->add_include, cmd_is_header(path), &c->ev, stderr) : 0;
	free(d);
	return done;
}

/* The first walk of --definitions: the uses of each definition. */
static int count_uses(const char *path, void *vc)
{
	struct ctx *c = vc;
	struct def_at *def;
	size_t ndef;

	if (cmd_load(c, path))
		return 0;
	def = cmd_shim_defines(&c->sh, c->buf.data, c->buf.len, &c->tv, c->how, &ndef);
	if (cmd_shim_file(c, path, def, ndef, c->r.sites, c->r.nsites, c->r.stmt, c->r.nstmt))
		c->errors++;
	return 0;
}

static int convert_file(const char *path, void *vc)
{
	struct ctx *c = vc;
	struct def_at *def;
	long n, left = 0;
	size_t ndef;

	if (cmd_load(c, path))
		return 0;
	if (definitions) {
		n = plan_definitions(c, path);
	} else {
		def = cmd_shim_defines(&c->sh, c->buf.data, c->buf.len, &c->tv, c->how, &ndef);
		n = cmd_shim_file(c, path, def, ndef, c->r.sites, c->r.nsites, c->r.stmt,
				  c->r.nstmt);
		if (n == 0)
			n = convert_plan(path, c->buf.data, c->buf.len, &c->tv, &c->r,
					 c->add_include, &c->ev, &left, stderr);
		c->left += (unsigned long)left;
	}
	if (n < 0) {
		util_error("%s: %s\n", path, strerror(ENOMEM));
		c->errors++;
		return 0;
	}
	if (n == 0)
		return 0;
	if (c->dry_run) {
		if (edits_diff(path, c->buf.data, c->buf.len, &c->ev, stdout)) {
			util_error("%s: %s\n", path, strerror(ENOMEM));
			c->errors++;
			return 0;
		}
	} else {
		size_t len;
		char *out = edits_apply(c->buf.data, c->buf.len, &c->ev, &len);

		if (!out || files_write_atomic(path, out, len)) {
			util_error("%s: cannot write: %s (file left unchanged)\n",
				path, strerror(out ? errno : ENOMEM));
			free(out);
			c->errors++;
			return 0;
		}
		free(out);
	}
	c->changed++;
	c->converted += (unsigned long)n;
	return 0;
}

static int convert_opt(struct ctx *c, const char *a, const char *next)
{
	int r = cmd_shim_opt(c, a, next);

	if (r != -2)
		return r;
	if (!strcmp(a, "--definitions"))
		definitions = 1;
	else if (!strcmp(a, "--all-definitions"))
		definitions = all_definitions = 1;
	else if (!strcmp(a, "--dry-run"))
		c->dry_run = 1;
	else if (!strcmp(a, "--no-include"))
		c->add_include = 0;
	else
		return -1;
	return 0;
}

static int convert_run(struct ctx *c, int argc, char **argv)
{
	int n = cmd_parse_args(&cmd_convert, c, argc, argv, convert_opt), rc;
	char defs[128];

	if (n < 0)
		return 2;
	c->keep_proofs = 1;	/* read again only what can matter */
	if ((rc = cmd_shims(c, argv, n)) != 0)
		return rc;
	if (definitions && !all_definitions && (rc = cmd_run_paths(c, argv, n, count_uses)) != 0)
		return 2;
	rc = cmd_run_paths(c, argv, n, convert_file);
	if (definitions) {
		util_error("convert: %lu shim definition%s %s in %lu file%s, %lu left alone "
			   "(no site read uses %s)\n", c->converted, cmd_plural(c->converted),
			   c->dry_run ? "would be made safe" : "made safe", c->changed,
			   cmd_plural(c->changed), c->left, c->left == 1 ? "it" : "them");
	} else {
		c->converted_all = !c->dry_run && !c->left;
		cmd_report_defines(c);
		cmd_defines_left(c->defines, defs, sizeof(defs));
		util_error("convert: %lu site%s %s in %lu file%s, %lu left alone%s\n",
			   c->converted, cmd_plural(c->converted),
			   c->dry_run ? "would be converted" : "converted", c->changed,
			   cmd_plural(c->changed), c->left, defs);
	}
	cmd_print_shims(c, "convert", 0);
	return rc ? 2 : 0;
}

const struct command cmd_convert = {
	.name = "convert",
	.run = convert_run,
	.usage =
		"convert [--dry-run] [--no-include] [--definitions | --all-definitions] [--shim=NAME]...\n"
		"                         [--no-config] [PATH...]",
	.help =
		"Rewrite legacy, self-init and zero comment-init sites as INIT_FOR_COMPILER(),\n"
		"adding #include <init_for_compiler.h> where it is missing. Sites that cannot\n"
		"be converted safely are named on stderr and left alone; so is every\n"
		"definition of a shim (it may be public API), each named with what to do.\n"
		"  --dry-run        print a unified diff instead of writing\n"
		"  --no-include     do not add the #include\n"
		"  --definitions    rewrite only the shims' definitions that initialize their\n"
		"                   parameter from itself, to expand to INIT_FOR_COMPILER(x);\n"
		"                   every use is left as it is (for a tree that cannot touch\n"
		"                   its uses: the users of a public header); a definition\n"
		"                   no site read uses is left alone and named\n"
		"  --all-definitions  the same, those no site read uses too\n"
		SHIM_HELP,
};
