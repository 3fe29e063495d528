/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * tools/audit.h - what audit.c and logread.c share, and nothing else does:
 * the records a log leaves (units, the files they read, make's view of
 * them, warnings) and the functions that add to them. ar_ is their prefix
 * (audit records). ifc.h has the audit's interface for the other files.
 */
#ifndef IFC_AUDIT_H
#define IFC_AUDIT_H

#include "ifc.h"

#define AR_NONE UINT32_MAX	/* no pool id, no index */

/* A string pool: every path and name once, by id. */
struct ar_pool {
	char **s;		/* by id */
	uint8_t *exists;	/* for canonical paths: the file exists here */
	size_t n, cap;
	struct util_index idx;	/* the ids by hash of their string */
};


/* What a log says about one translation unit (by the compiler's path). */
#define U_SEEN		AUDIT_SEEN
#define U_MARK		AUDIT_MARK
#define U_NOOPT		AUDIT_NOOPT
#define U_FAILED	AUDIT_FAILED
#define U_QUIET		AUDIT_QUIET
#define U_FLAGOFF	AUDIT_FLAGOFF
#define U_FORCED	AUDIT_FORCED	/* the header put first by -include: its
				 * command says so, or its audit marker came
				 * from <command-line> (gcc) or <built-in> */

struct ar_unit {
	uint32_t path;		/* canonical path (pool id) */
	uint32_t cmd;		/* its command's -D and -U (ar_unit_cmd()) */
	uint16_t log;
	uint8_t flags;
	uint8_t ncmd;		/* commands read: 0, 1, 2 for more (in ucmd) */
};

/* The -D and -U of a unit's second and later commands (a file compiled
 * twice in one log, with other options) */
struct ar_ucmd {
	uint32_t unit, cmd;
};

struct ar_incl {
	uint32_t unit;		/* index into units */
	uint32_t header;	/* canonical path */
};

/* make's view of a unit: the object's source, by make's path */
struct ar_mk {
	uint32_t path;
	uint16_t log;
	uint8_t flags;		/* U_SEEN or U_FAILED */
};

struct ar_warn {
	uint16_t log;
	uint8_t kind;		/* WK_* */
	uint32_t name, text;	/* pool ids */
	uint32_t decl, decl_line;	/* from the note; decl AR_NONE without */
	uint32_t mdecl, mdecl_line;	/* clang: where the declaration is written
					   when the note is at a macro's use (its
					   "expanded from macro" note); AR_NONE */
	uint32_t home, home_line, home_func;	/* where it belongs without a note */
	uint32_t unit;		/* index into units, or AR_NONE */
	uint32_t step, nsteps;	/* its path (steps), for WK_SOMETIMES and WK_PATH */
	uint8_t on_site;	/* tied to a site the audit gave a verdict */
};

/* One step of the path a warning names: clang's branch and "uninitialized
 * use occurs here", gcc -fanalyzer's events. */
struct ar_step {
	uint32_t file, line, col;	/* file: canonical pool id, or AR_NONE */
	uint32_t text;			/* pool id */
	uint8_t what;			/* PS_* (ifc.h) */
};

struct ar_log {
	char *label;
	uint32_t markers, noopt, unattributed;
	uint32_t nwarn;
	/* what the log says about its compiler (audit_log_compiler()) */
	char cc[64];		/* the first compiler a compile command ran, or "" */
	uint8_t cc_mixed;	/* ... and commands of another one too */
	uint8_t cc_from_cmd;	/* cc came from kbuild's .cmd files */
	uint32_t gcc_signs, clang_signs;	/* lines only gcc, only clang writes */
	uint8_t kbuild;		/* kbuild's quiet lines or .cmd files */
	uint8_t cflags_audit;	/* a CFLAGS= (not KCFLAGS=) with the audit define */
	uint8_t make_idle;	/* make said there was nothing to do */
	uint8_t quiet;		/* a compile command with -w */
	uint8_t flagoff;	/* ... with the warning off and no -include */
	uint8_t kbuild_nocmd;	/* kbuild's CC lines without their .cmd files */
	uint32_t first_error;	/* the first error's line (pool id), or AR_NONE */
};

/* A frame of a runtime report: the function (reduced to its identifier),
 * the file (a pool id as the report gives it, AR_NONE when unsymbolized),
 * line and column (0 when not given). */
struct ar_frame {
	uint32_t func, file, line, col;
};

#define AR_FRAMES 8	/* frames kept of the stack that read the value */

/* A report of a read of an uninitialized value (runlog.c): MemorySanitizer
 * or valgrind --track-origins=yes. */
struct ar_report {
	uint16_t run;		/* index into runs */
	uint8_t tool;		/* RT_MSAN, RT_VALGRIND */
	uint8_t origin;		/* RO_* */
	uint8_t decl_exact;	/* origin.line is the declaration's (MSan, clang 16 on) */
	uint8_t nread;		/* frames in read */
	uint8_t in_origin;	/* the next frame is the origin's */
	uint32_t var;		/* MSan: the variable's name (pool id); AR_NONE */
	uint32_t what;		/* the report's first line */
	uint32_t test;		/* the test that ran (pool id), or AR_NONE */
	struct ar_frame origin_at;	/* the allocation: its function, where */
	struct ar_frame read[AR_FRAMES];	/* the stack that read it, innermost first */
	uint32_t tied, weak;	/* sites it proves; sites it names with others */
};

/* A runtime input: one run's log. */
struct ar_run {
	char *label;
	uint32_t reports;	/* of uninitialized reads */
	uint8_t tools;		/* bit per RT_* seen */
};

/* Reading state of a runtime log (runlog.c). */
struct ar_rt {
	int cur;		/* the run being read, or -1 */
	uint32_t rep;		/* the report being read, or AR_NONE */
	int state;		/* where in a report the reader is */
	uint32_t test;		/* a test started and not yet ended, or AR_NONE */
	size_t unnamed;		/* first report without a test since a result line */
};

struct audit {
	struct ar_pool pool;
	struct ar_log *logs;
	size_t nlogs, caplogs;
	struct ar_unit *units;
	size_t nunits, capunits;
	struct util_index uidx;	/* the units by (log, path) */
	struct ar_ucmd *ucmd;
	size_t nucmd, capucmd;
	struct ar_incl *incl;
	size_t nincl, capincl;
	struct ar_mk *mk;
	size_t nmk, capmk;
	struct ar_warn *w;
	size_t nw, capw;
	struct ar_step *steps;
	size_t nsteps, capsteps;
	struct ar_run *runs;		/* the runtime inputs (runlog.c) */
	size_t nruns, capruns;
	struct ar_report *rep;
	size_t nrep, caprep;
	struct ar_rt rt;		/* reading state of the current runtime log */

	/* reading state of the current log */
	uint32_t *dirs;		/* make's directory stack (pool ids) */
	size_t ndirs, capdirs;
	uint32_t base;		/* directory for relative paths without make's */
	uint32_t func;		/* gcc "In function" (pool id) or AR_NONE */
	uint32_t cur_unit;	/* unit of the last diagnostic with a known unit */
	uint32_t cmd_unit;	/* unit of the last compile command, or kbuild's
				 * CC line: the unit of an audit marker whose
				 * chain starts at <command-line> (-include) */
	int cmd_known;		/* ... whose command was read: its bits said
				 * what its marker would (flag_bits()) */
	uint32_t chain[64];	/* include chain being read (canonical ids) */
	size_t nchain;
	int chain_gcc;		/* chain lines end in ',' (gcc: innermost first) */
	int chain_open;		/* a chain was read and waits for its diagnostic */
	int chain_prev;		/* the last line read was a chain line */
	uint32_t inl_func, inl_file, inl_line;	/* gcc inlining context */
	int inl_open;
	size_t pending;		/* first warning still taking notes */
	size_t macro_w;		/* 1 + the warning whose declaration note was
				   the last line: its "expanded from macro"
				   notes may follow; 0 none */
	int cur_log;
	uint32_t apath;		/* the -fanalyzer warning whose path is being read */
	uint32_t apath_file, apath_line;	/* where its path printout is */

	/* after audit_set_files */
	char **files;		/* canonical paths of the given files */
	size_t nfiles;
	uint32_t *res;		/* per pool id: file index + 1, 0 none, unresolved */
	uint8_t *resd;		/* per pool id: resolved already */
	size_t nres;
	size_t *by_base;	/* file indices sorted by basename */
	uint32_t *matched;	/* per log: records that named a given file */
};

uint32_t ar_intern(struct ar_pool *p, const char *s, size_t n);
const char *ar_str(const struct audit *a, uint32_t id);
/* The canonical id of path[0..n) relative to dir (a pool id or AR_NONE):
 * realpath() when the file exists here, else the normalized path. */
uint32_t ar_canon(struct audit *a, const char *path, size_t n, uint32_t dir);
/* The same, relative to make's current directory. */
uint32_t ar_path(struct audit *a, const char *s, size_t n);
uint32_t ar_cur_dir(const struct audit *a);
/* The unit of path in the current log (added when new), or AR_NONE. */
uint32_t ar_unit(struct audit *a, uint32_t path);
void ar_include(struct audit *a, uint32_t unit, uint32_t header);
void ar_make_unit(struct audit *a, uint32_t path, uint8_t flags);
/* Unit u's compile command read (a command line, a .cmd file, an entry of
 * compile_commands.json): its U_* bits (flag_bits() in logread.c), the unit
 * of an audit marker put first by -include, the log's -w and warning-off. */
void ar_command_unit(struct audit *a, uint32_t u, unsigned flags);
/* Unit u's command line defines pro[0..n) (#define and #undef lines;
 * NULL: it did, but too much to keep). */
void ar_unit_cmd(struct audit *a, uint32_t u, const char *pro, size_t n);
int ar_is_source(const char *s);
/* The identifier of a function as a log names it: "int Foo::bar(int) const"
 * and "ns::bar<int>(int)" give "bar"; "f" gives "f". 0 when there is none. */
size_t ar_func_ident(const char *s, size_t n, char *out, size_t cap);
/* The compiler word w[0..n) of a command ran, for the current log. */
void ar_log_compiler(struct audit *a, const char *w, size_t n, int from_cmd);

#endif /* IFC_AUDIT_H */
