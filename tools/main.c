// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/main.c - the init-for-compiler command line.
 *
 *	init-for-compiler scan [--kind=K[,K]] [--stats] [--no-quick] [PATH...]
 *	init-for-compiler convert [--dry-run] [--no-include] [PATH...]
 *	init-for-compiler audit (--log FILE|--compile-commands FILE [-j N])...
 *			  [--fail-on=needed|stale] [PATH...]
 *
 * Exit status: 0; 1 when audit --fail-on found what it was told to fail on;
 * 2 on a usage error or an input that could not be read (or written), each
 * named on stderr. See docs/man/init-for-compiler.1.
 */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "ifc.h"

#ifndef IFC_VERSION
#define IFC_VERSION "unknown"
#endif

struct ctx_ {
	struct fbuf buf;
	struct tokvec tv;
	struct scan_result r;
	struct editvec ev;
	unsigned kinds;			/* bit per site_kind shown by scan */
	int dry_run, add_include;
	int no_quick, stats;		/* scan --no-quick, --stats */
	unsigned long parsed;		/* files tokenized and parsed in full */
	struct audit *audit;
	unsigned fail_on;		/* bit per verdict */
	unsigned long count[4];		/* per site_kind or per verdict */
	unsigned long files, changed, converted, left;
	int errors;
};

static void usage_(FILE *f)
{
	fputs("usage: " PROG " scan [--kind=K[,K...]] [--stats] [--no-quick] [PATH...]\n"
	      "       " PROG " convert [--dry-run] [--no-include] [PATH...]\n"
	      "       " PROG " audit --log FILE|--compile-commands FILE [-j N]\n"
	      "                          [--fail-on=needed|stale] [PATH...]\n"
	      "       " PROG " --help | --version\n"
	      "Kinds: annotation, legacy, self-init, comment-init. A directory is walked\n"
	      "for .c and .h files; PATH defaults to the current directory.\n"
	      "See init-for-compiler(1).\n", f);
}

/* Read, lex and scan one file; 0, or 1 after reporting why not. */
static int load_(struct ctx_ *c, const char *path)
{
	if (read_file(path, &c->buf)) {
		fprintf(stderr, PROG ": %s: %s\n", path, strerror(errno));
		c->errors++;
		return 1;
	}
	c->files++;
	if (!c->no_quick && !scan_quick(c->buf.data, c->buf.len)) {
		/* no token pattern that could make a site: nothing to store */
		c->tv.n = 0;
		c->r.nsites = c->r.nfuncs = 0;
		return 0;
	}
	if (lex(c->buf.data, c->buf.len, &c->tv) ||
	    scan(c->buf.data, c->buf.len, &c->tv, &c->r)) {
		fprintf(stderr, PROG ": %s: %s\n", path,
			c->buf.len >= UINT32_MAX ? "file too large" : strerror(ENOMEM));
		c->errors++;
		return 1;
	}
	c->parsed++;
	return 0;
}

static int scan_file_(const char *path, void *vc)
{
	struct ctx_ *c = vc;
	size_t i;

	if (load_(c, path))
		return 0;
	for (i = 0; i < c->r.nsites; i++) {
		const struct site *s = &c->r.sites[i];

		if (!(c->kinds & (1u << s->kind)))
			continue;
		c->count[s->kind]++;
		printf("%s:%u:%u: %s: %s\n", path, s->line, s->col, site_kind_name[s->kind], s->name);
	}
	return 0;
}

static int convert_file_(const char *path, void *vc)
{
	struct ctx_ *c = vc;
	long n;
	size_t i;

	if (load_(c, path))
		return 0;
	for (i = 0; i < c->r.nsites; i++)
		if (c->r.sites[i].kind != SK_ANNOTATION && c->r.sites[i].cannot)
			c->left++;
	n = convert_plan(path, c->buf.data, c->buf.len, &c->tv, &c->r, c->add_include,
			 &c->ev, stderr);
	if (n < 0) {
		fprintf(stderr, PROG ": %s: %s\n", path, strerror(ENOMEM));
		c->errors++;
		return 0;
	}
	if (n == 0)
		return 0;
	if (c->dry_run) {
		if (edits_diff(path, c->buf.data, c->buf.len, &c->ev, stdout)) {
			fprintf(stderr, PROG ": %s: %s\n", path, strerror(ENOMEM));
			c->errors++;
			return 0;
		}
	} else {
		size_t len;
		char *out = edits_apply(c->buf.data, c->buf.len, &c->ev, &len);

		if (!out || write_atomic(path, out, len)) {
			fprintf(stderr, PROG ": %s: cannot write: %s (file left unchanged)\n",
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

static int audit_file_(const char *path, void *vc)
{
	struct ctx_ *c = vc;
	size_t i;

	if (load_(c, path))
		return 0;
	for (i = 0; i < c->r.nsites; i++) {
		const struct site *s = &c->r.sites[i];
		const char *why;
		enum verdict v;

		if (s->kind != SK_ANNOTATION)
			continue;
		v = audit_verdict(c->audit, path, &c->r, s, &why);
		c->count[v]++;
		printf("%s:%u:%u: %s: %s%s%s\n", path, s->line, s->col, verdict_name[v], s->name,
		       why ? ": " : "", why ? why : "");
	}
	return 0;
}

static int parse_kinds_(const char *s, unsigned *kinds)
{
	*kinds = 0;
	while (*s) {
		size_t n = strcspn(s, ",");
		int k = site_kind_parse(s, n);

		if (k < 0)
			return -1;
		*kinds |= 1u << k;
		s += n;
		if (*s)
			s++;
	}
	return *kinds ? 0 : -1;
}

static int parse_fail_on_(const char *s, unsigned *mask)
{
	while (*s) {
		size_t n = strcspn(s, ",");

		if (n == 6 && !memcmp(s, "needed", 6))
			*mask |= 1u << V_NEEDED;
		else if (n == 5 && !memcmp(s, "stale", 5))
			*mask |= 1u << V_STALE;
		else
			return -1;
		s += n;
		if (*s)
			s++;
	}
	return 0;
}

static int run_paths_(struct ctx_ *c, char **paths, int n, int (*fn)(const char *, void *))
{
	int i;

	if (n == 0)
		return walk(".", fn, c, &c->errors);
	for (i = 0; i < n; i++)
		if (walk(paths[i], fn, c, &c->errors))
			return -1;
	return 0;
}

int main(int argc, char **argv)
{
	struct ctx_ c;
	const char *cmd;
	int i, npaths = 0, rc = 0, jobs = 1, have_input = 0;
	char **paths;

	memset(&c, 0, sizeof(c));
	c.kinds = (1u << SK_COUNT) - 1;
	c.r.want_funcs = !strcmp(argc > 1 ? argv[1] : "", "audit");
	c.add_include = 1;
	/* A write over RLIMIT_FSIZE must fail with EFBIG, not kill us between
	 * the temporary file and the rename. */
	signal(SIGXFSZ, SIG_IGN);
	setvbuf(stdout, NULL, _IOFBF, 1 << 16);

	if (argc < 2) {
		usage_(stderr);
		return 2;
	}
	cmd = argv[1];
	if (!strcmp(cmd, "--help") || !strcmp(cmd, "-h")) {
		usage_(stdout);
		return 0;
	}
	if (!strcmp(cmd, "--version")) {
		puts(PROG " " IFC_VERSION);
		return 0;
	}
	if (strcmp(cmd, "scan") && strcmp(cmd, "convert") && strcmp(cmd, "audit")) {
		fprintf(stderr, PROG ": unknown command '%s'\n", cmd);
		usage_(stderr);
		return 2;
	}
	paths = calloc((size_t)argc, sizeof(*paths));
	if (!paths)
		return 2;
	if (!strcmp(cmd, "audit")) {
		c.audit = audit_new();
		if (!c.audit)
			return 2;
	}
	for (i = 2; i < argc; i++) {
		const char *a = argv[i];

		if (!strcmp(a, "--")) {
			for (i++; i < argc; i++)
				paths[npaths++] = argv[i];
			break;
		}
		if (a[0] != '-' || !a[1]) {
			paths[npaths++] = argv[i];
		} else if (!strcmp(cmd, "scan") && !strncmp(a, "--kind=", 7)) {
			if (parse_kinds_(a + 7, &c.kinds))
				goto bad;
		} else if (!strcmp(cmd, "scan") && !strcmp(a, "--stats")) {
			c.stats = 1;
		} else if (!strcmp(cmd, "scan") && !strcmp(a, "--no-quick")) {
			c.no_quick = 1;
		} else if (!strcmp(cmd, "convert") && !strcmp(a, "--dry-run")) {
			c.dry_run = 1;
		} else if (!strcmp(cmd, "convert") && !strcmp(a, "--no-include")) {
			c.add_include = 0;
		} else if (c.audit && !strncmp(a, "--fail-on=", 10)) {
			if (parse_fail_on_(a + 10, &c.fail_on))
				goto bad;
		} else if (c.audit && !strcmp(a, "-j") && i + 1 < argc) {
			jobs = atoi(argv[++i]);
			if (jobs < 1 || jobs > 256)
				goto bad;
		} else if (c.audit && !strncmp(a, "-j", 2) && a[2]) {
			jobs = atoi(a + 2);
			if (jobs < 1 || jobs > 256)
				goto bad;
		} else if (c.audit && (!strcmp(a, "--log") || !strcmp(a, "--compile-commands")) &&
			   i + 1 < argc) {
			i++;	/* inputs are read after all options are known */
			have_input = 1;
		} else if (c.audit && (!strncmp(a, "--log=", 6) ||
				       !strncmp(a, "--compile-commands=", 19))) {
			have_input = 1;
		} else {
			goto bad;
		}
	}
	if (c.audit) {
		if (!have_input) {
			fprintf(stderr, PROG ": audit needs --log FILE or --compile-commands FILE\n");
			goto bad_quiet;
		}
		for (i = 2; i < argc; i++) {
			const char *a = argv[i], *val = NULL;
			int is_log;

			if (!strcmp(a, "--"))
				break;
			if (!strcmp(a, "-j")) {
				i++;
				continue;
			}
			if (!strcmp(a, "--log") || !strcmp(a, "--compile-commands"))
				val = argv[++i];
			else if (!strncmp(a, "--log=", 6))
				val = a + 6;
			else if (!strncmp(a, "--compile-commands=", 19))
				val = a + 19;
			if (!val)
				continue;
			is_log = a[2] == 'l';
			if (is_log) {
				FILE *f = strcmp(val, "-") ? fopen(val, "r") : stdin;

				if (!f || audit_read_log(c.audit, f, NULL)) {
					fprintf(stderr, PROG ": %s: %s\n", val, strerror(errno));
					c.errors++;
				}
				if (f && f != stdin)
					fclose(f);
			} else if (ccdb_run(val, jobs, c.audit)) {
				c.errors++;
			}
		}
		rc = run_paths_(&c, paths, npaths, audit_file_);
		fprintf(stderr, PROG ": audit: %lu needed, %lu stale, %lu unknown\n",
			c.count[V_NEEDED], c.count[V_STALE], c.count[V_UNKNOWN]);
	} else if (!strcmp(cmd, "scan")) {
		rc = run_paths_(&c, paths, npaths, scan_file_);
		fprintf(stderr, PROG ": scan: %lu annotation, %lu legacy, %lu self-init, "
			"%lu comment-init in %lu files\n", c.count[SK_ANNOTATION],
			c.count[SK_LEGACY], c.count[SK_SELF_INIT], c.count[SK_COMMENT_INIT], c.files);
		if (c.stats)
			fprintf(stderr, PROG ": scan: %lu of %lu files tokenized and parsed in full%s\n",
				c.parsed, c.files, c.no_quick ? " (--no-quick)" : "");
	} else {
		rc = run_paths_(&c, paths, npaths, convert_file_);
		fprintf(stderr, PROG ": convert: %lu sites %s in %lu files, %lu left alone\n",
			c.converted, c.dry_run ? "would be converted" : "converted", c.changed, c.left);
	}
	if (fflush(stdout) || ferror(stdout)) {
		fprintf(stderr, PROG ": standard output: %s\n", strerror(errno));
		c.errors++;
	}
	free(paths);
	free(c.buf.data);
	tokvec_free(&c.tv);
	scan_result_free(&c.r);
	editvec_free(&c.ev);
	if (c.audit)
		audit_free(c.audit);
	if (rc || c.errors)
		return 2;
	if ((c.fail_on & (1u << V_NEEDED) && c.count[V_NEEDED]) ||
	    (c.fail_on & (1u << V_STALE) && c.count[V_STALE]))
		return 1;
	return 0;
bad:
	fprintf(stderr, PROG ": %s: bad option or argument '%s'\n", cmd, argv[i]);
bad_quiet:
	usage_(stderr);
	free(paths);
	audit_free(c.audit);
	return 2;
}
