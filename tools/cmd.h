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
	unsigned long count[(int)SK_COUNT > (int)V_COUNT ? (int)SK_COUNT : (int)V_COUNT];
					/* per site_kind or per verdict */
	unsigned long definite;		/* audit: review sites of the definite kind */
	unsigned long every;		/* audit: review sites every input warned on */
	unsigned long files, changed, converted, left;
	unsigned long defines;		/* self-initializing shim definitions seen */
	struct shims sh;		/* the legacy macros (cmd_shims()) */
	int no_config;			/* --no-config */
	unsigned long *uses;		/* per name of sh: the sites it makes */
	unsigned long *stmts;		/* ... and its uses as a statement */
	unsigned long *ext;		/* ... and its sites in files that do not
					 * define it (a header's definition serves
					 * them, if any) */
	char **wall;			/* per name: every definition, "F:L, ..."
					 * (cmd_report_defines()) */
	int converted_all;		/* convert: every use converted, none
					 * left alone */
	size_t ncounts;			/* names that uses, stmts, ext count */
	struct shims wsh;		/* one walk: the shims the workers read
					 * (c->sh as it was after the headers) */
	int keep_proofs;		/* convert, audit: cmd_shims() keeps ... */
	char **noread;			/* ... the files its pass read and proved
					 * to hold no site and no definition for
					 * any shim found (sorted): cmd_load()
					 * reads them no more */
	size_t nnoread, capnoread;
	struct callers *calls;		/* cmd_shims(): each noread's callers */
	size_t capcalls;
	struct shims base;		/* cmd_shims(): c->sh before its pass */
	int phase2;			/* one walk: past the headers */
	unsigned long reread;		/* one walk: headers read again */
	struct def_file *defs;		/* the definitions seen, for the end */
	size_t ndefs, capdefs;
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
/* The same on a file read already, with the shims sh (c->sh, or more:
 * those the file defines itself); lexed: tv holds buf's tokens already. */
int cmd_load_buf(const struct ctx *c, const struct shims *sh, const struct fbuf *buf,
		 struct tokvec *tv, int lexed, struct scan_result *r, int *how);
/* "file too large" for EFBIG from cmd_load_file(), else strerror(). */
const char *cmd_load_error(int err);
/* Read, lex and scan one file; 0, or 1 after reporting why not. A file of
 * c->noread is not read again: LOAD_SKIPPED, as its bytes would give. */
int cmd_load(struct ctx *c, const char *path);
/* Is path one of c->noread? */
int cmd_noread(const struct ctx *c, const char *path);
/* files_walk() every path (or "."), fn on each file, what cannot be read
 * counted in c->errors: 0, or non-zero when fn stopped a walk. */
int cmd_run_paths(struct ctx *c, char **paths, int n, int (*fn)(const char *, void *));

/* The lines of --help for --shim and --no-config (scan, convert, audit). */
#define SHIM_HELP \
	"  --shim=NAME      NAME is a shim too: a macro for the old hack defined\n" \
	"                   outside the PATHs (repeatable; shims defined in them are\n" \
	"                   found, uninitialized_var is always one)\n" \
	"  --no-config      read no .init-for-compiler file (its --shim lines)"

/* --shim=NAME, --shim NAME, --no-config, for cmd_parse_args(): what the
 * commands that read files share. 0 or 1 (took next), -1 for a bad value,
 * -2 when a is none of these. */
int cmd_shim_opt(struct ctx *c, const char *a, const char *next);
/* The shims of a run over paths[0..n) (none: "."), into c->sh (which main
 * made with uninitialized_var alone): the --shim names already there, the
 * .init-for-compiler above each path (unless --no-config), and every shim
 * defined in the files (a first pass, c->jobs threads). With
 * c->keep_proofs, also c->noread. 0, or 2 after saying why not. */
int cmd_shims(struct ctx *c, char **paths, int n);

/* A definition of a shim, as scan and convert report it. */
struct def_at {
	enum shim_how how;
	uint32_t line, col;
	char name[SHIM_NAME_MAX];
	char body[SHIM_BODY_MAX];
	char cond[200];			/* the #if around it, or "" */
	unsigned long uses;		/* sites of its name in its own file */
};
struct def_file {
	char *path;
	struct def_at *def;
	size_t n;
};

/* tools/cmdshim.c */

/* The definitions of sh's shims in a file (sh: c->sh, or more), lexing it first when the
 * quick passes left it unlexed (how: LOAD_*): a malloc'ed array of *ndef,
 * or NULL for none (or out of memory). Only a file past the byte prefilter
 * can hold one (it holds a shim's name). */
struct def_at *cmd_shim_defines(const struct shims *sh, const char *buf, size_t len,
				struct tokvec *tv, int how, size_t *ndef);
/* The .init-for-compiler files above paths (unless --no-config) into c->sh;
 * scan_init(). 0, or 2 after saying what is wrong. */
int cmd_shim_configs(struct ctx *c, char **paths, int n);

/* One walk (scan): each file read once finds its own shims' definitions,
 * and the sites of those and of the shims known before it. */
struct found {
	char name[SHIM_NAME_MAX];	/* a macro defined as x = x */
	uint32_t line;
};
/* The x = x macros a file defines, any name (none unless shim_prefilter()
 * lets the bytes through): lexes buf into tv unless *lexed, and sets it.
 * 0, or -1 when out of memory. */
int cmd_found(const struct fbuf *buf, struct tokvec *tv, int *lexed, struct found **f,
	      size_t *n);
/* *own: base and the names of f it lacks (malloc'ed), or NULL when base
 * has them all. 0, or -1 when out of memory. */
int cmd_own_shims(const struct shims *base, const struct found *f, size_t n,
		  struct shims **own);
/* dst (not initialized): the names of src, in its order. 0, or -1. */
int cmd_shims_copy(struct shims *dst, const struct shims *src);
/* The index of name in c->sh, added when new (c->uses and c->stmts grow);
 * with path, it is defined there at line (kept unless known). -1: out of
 * memory. */
long cmd_shim_name(struct ctx *c, const char *name, const char *path, uint32_t line);

/* A site of shim k in a file whose definitions are def[0, ndef): counted
 * for k, and for the file's own definition of k, or else as served from
 * elsewhere (c->ext). */
void cmd_shim_use(struct ctx *c, size_t k, struct def_at *def, size_t ndef);
/* Is path a header (.h .hh .hpp .hxx)? */
int cmd_is_header(const char *path);

/* What a file holds of the shims: its sites and statement uses counted,
 * its definitions (def, of ndef, which it takes) kept for
 * cmd_report_defines(). 0, or -1 when out of memory. */
int cmd_shim_file(struct ctx *c, const char *path, struct def_at *def, size_t ndef,
		  const struct site *sites, size_t nsites, const uint32_t *stmt, size_t nstmt);
/* At the end of the run: each definition kept, of the names that are
 * shims in it (a macro used only as a statement is none), on stderr: a
 * warning for one that still self-initializes (counted in c->defines), a
 * note for the others. */
void cmd_report_defines(struct ctx *c);
/* ", 2 self-initializing shim definitions left" for the summaries */
void cmd_defines_left(unsigned long n, char *out, size_t cap);
/* After the summary of cmd: "shims: uninitialized_var (3 uses), av_uninit
 * (61 uses; defined in libavutil/attributes.h:154)", when a shim other than
 * uninitialized_var is known or one is used (uses: with the counts); the
 * macros defined as x = x but used only as statements; a hint to name the
 * shims found in a config file. */
void cmd_print_shims(const struct ctx *c, const char *cmd, int uses);

#endif /* CMD_H */
