// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/main.c - the init-for-compiler command line: the table of its
 * commands (tools/builtin/: scan.c, convert.c, audit.c, one each; what they
 * share in cmd.c), --help, --version, and the call of the one asked for.
 *
 *	init-for-compiler scan [-j N] [--kind=K[,K]] [--stats] [--no-quick] [--format=F]
 *			  [PATH...]
 *	init-for-compiler scan (--diff FILE|--since REV|--staged) [-p N] [--kind=K[,K]]
 *			  [--format=F] [PATH...]		(patch.c)
 *	init-for-compiler convert [--dry-run] [--no-include] [PATH...]
 *	init-for-compiler audit (--log [NAME=]FILE|--compile-commands FILE)... [-j N]
 *			  [--launcher CMD] [--fail-on=review|stale|unknown|definite]
 *			  [--format=F] [PATH...]
 *
 * Exit status: 0; 1 when audit --fail-on found what it was told to fail on;
 * 2 on a usage error, an input that could not be read (or written), or an
 * audit input that says nothing about the files given, each named on
 * stderr. See docs/man/init-for-compiler.1.
 */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"

/* The commands, in the order usage_all() shows them. */
static const struct command *const commands[] = { &cmd_scan, &cmd_convert, &cmd_audit };

static void usage_all(FILE *f)
{
	size_t i;

	for (i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		fprintf(f, "%s " PROG " %s\n", i ? "      " : "usage:", commands[i]->usage);
	fputs("       " PROG " --help | --version | COMMAND --help\n"
	      "Kinds: annotation, legacy, self-init, comment-init. A directory is walked\n"
	      "for C and C++ files; PATH defaults to the current directory.\n"
	      "See init-for-compiler(1).\n", f);
}

int main(int argc, char **argv)
{
	struct ctx c;
	size_t i;
	int rc = 2;

	memset(&c, 0, sizeof(c));
	c.kinds = (1u << SK_COUNT) - 1;
	c.add_include = 1;
	if (shims_init(&c.sh)) {
		util_error("%s\n", strerror(ENOMEM));
		return 2;
	}
	/* A write over RLIMIT_FSIZE must fail with EFBIG, not kill us between
	 * the temporary file and the rename. */
	signal(SIGXFSZ, SIG_IGN);
	setvbuf(stdout, NULL, _IOFBF, 1 << 16);

	if (argc < 2) {
		usage_all(stderr);
		return 2;
	}
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
		usage_all(stdout);
		return 0;
	}
	if (!strcmp(argv[1], "--version")) {
		puts(PROG " " IFC_VERSION);
		return 0;
	}
	for (i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		if (!strcmp(argv[1], commands[i]->name))
			break;
	if (i == sizeof(commands) / sizeof(commands[0])) {
		util_error("unknown command '%s'\n", argv[1]);
		usage_all(stderr);
		return 2;
	}
	rc = commands[i]->run(&c, argc - 2, argv + 2);
	if (fflush(stdout) || ferror(stdout)) {
		util_error("standard output: %s\n", strerror(errno));
		c.errors++;
	}
	free(c.buf.data);
	tokvec_free(&c.tv);
	scan_result_free(&c.r);
	editvec_free(&c.ev);
	shims_free(&c.sh);
	while (c.nnoread)
		free(c.noread[--c.nnoread]);
	free(c.noread);
	free(c.uses);
	free(c.stmts);
	return c.errors ? 2 : rc;
}
