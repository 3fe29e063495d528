/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * tools/cmd.h - what the commands of the command line share: their
 * context, their description, and the helpers of cmd.c (reading and
 * scanning a file, walking paths, options common to several commands).
 *
 * A command is a file of tools/builtin/ (scan.c, convert.c, audit.c) that
 * exports one struct command, cmd_NAME: its name, its usage and help text,
 * and run(), its options and flow; main.c holds the table of them.
 */
#ifndef CMD_H
#define CMD_H

#include "ifc.h"

#ifndef IFC_VERSION
#define IFC_VERSION "unknown"
#endif

struct ctx {
	struct fbuf buf;
	struct tokvec tv;
	struct scan_result r;
	struct editvec ev;
	unsigned kinds;			/* bit per site_kind shown by scan */
	int dry_run, add_include;
	int no_quick, stats;		/* scan --no-quick, --stats */
	int jobs;			/* scan -j: threads (0: one per CPU) */
	unsigned long parsed;		/* files tokenized and parsed in full */
	int how;			/* cmd_load(): how far the last file went (LOAD_*) */
	unsigned long passed;		/* scan: files past the byte prefilter */
	struct audit *audit;
	unsigned fail_on;		/* bit per verdict */
	unsigned long count[4];		/* per site_kind or per verdict */
	unsigned long definite;		/* audit: review sites of the definite kind */
	unsigned long every;		/* audit: review sites every input warned on */
	unsigned long files, changed, converted, left;
	unsigned long defines;		/* '#define uninitialized_var(x) x = x' seen */
	int errors;
	int sarif;			/* --format=sarif */
	struct sarif sout;
	char **list;			/* audit: the files, collected first */
	size_t nlist, caplist;
};

struct command {
	const char *name;
	int (*run)(struct ctx *c, int argc, char **argv);
	const char *usage;		/* after "usage: init-for-compiler " */
	const char *help;		/* the options, one per line */
};

/* tools/builtin/scan.c, convert.c, audit.c */
extern const struct command cmd_scan, cmd_convert, cmd_audit;

/* "s" for a count other than 1 */
const char *cmd_plural(unsigned long n);
/* "bad option or argument 'arg'" (unless arg is NULL) and the usage on
 * stderr; returns 2. */
int cmd_usage_error(const struct command *cmd, const char *arg);
/* Split argv into options (handled by opt, which returns 0, 1 when it took
 * the next argument too, -1, or -2 after saying what is wrong) and paths
 * (moved to the front of argv);
 * returns the number of paths, or -1 after a usage error. */
int cmd_parse_args(const struct command *cmd, struct ctx *c, int argc, char **argv,
		   int (*opt)(struct ctx *, const char *, const char *));
/* --format=text|sarif, for scan and audit */
int cmd_format_opt(struct ctx *c, const char *a);

/* How far cmd_load_file() went with a file: not read; read, and stopped by
 * the byte prefilter; past it, and stopped by the quick pass; parsed. */
enum { LOAD_UNREAD, LOAD_SKIPPED, LOAD_QUICK, LOAD_PARSED };

/*
 * Read, lex and scan one file into buf, tv and r (for the audit, its
 * function bodies too): 0, or the errno value of why not (EFBIG: too large
 * for the lexer). *how says how far it went (with --no-quick, the
 * prefilter and the quick pass are left out); a file they stop has no
 * tokens and no sites.
 */
int cmd_load_file(const struct ctx *c, const char *path, struct fbuf *buf,
		  struct tokvec *tv, struct scan_result *r, int *how);
/* "file too large" for EFBIG from cmd_load_file(), else strerror(). */
const char *cmd_load_error(int err);
/* Read, lex and scan one file; 0, or 1 after reporting why not. */
int cmd_load(struct ctx *c, const char *path);
/* files_walk() every path (or "."), fn on each file, what cannot be read
 * counted in c->errors: 0, or non-zero when fn stopped a walk. */
int cmd_run_paths(struct ctx *c, char **paths, int n, int (*fn)(const char *, void *));

/* The old definitions left in a file (at most DEFS_SHOWN of them kept in
 * def, by line and column), lexing the file first when the quick passes
 * left it unlexed (how: LOAD_*); their number. Only a file past the byte
 * prefilter can hold one (it has the word "uninitiali"), and only one with
 * the bytes "uninitialized_var" is lexed for them: a name cut by a line
 * splice is not seen (docs/tool.md). */
#define DEFS_SHOWN 4
struct def_at {
	uint32_t line, col;
};
size_t cmd_legacy_defines(const char *buf, size_t len, struct tokvec *tv, int how,
			  struct def_at *def);
/* What scan and convert say of an old definition. */
void cmd_print_defines(const char *path, const struct def_at *def, size_t n);
/* ", 2 definitions of uninitialized_var() as x = x left" for the summaries */
void cmd_defines_left(unsigned long n, char *out, size_t cap);

#endif /* CMD_H */
