/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * tools/ifc.h - internal interfaces of the init-for-compiler tool.
 *
 * One job per source file:
 *	lexer.c      C tokens (comments kept, directives marked)
 *	scan.c       the matchers: which tokens form a site of which kind;
 *	             the keyword table
 *	tag.c        the tag rule: which comments say a value is only for
 *	             the compiler
 *	prefilter.c  the passes before scan(): the proof, from the bytes alone
 *	             (scan_prefilter) or from the tokens unstored (scan_quick),
 *	             that a file holds no site
 *	shim.c       the macros that stand for uninitialized_var() (shims):
 *	             their names, their definitions, .init-for-compiler
 *	convert.c    rewriting sites, where the #include goes, the unified diff
 *	diff.c       reading a unified diff; the file before it from the file after
 *	             it, and after from before
 *	patch.c      scan --diff, --since, --staged: the sites a change adds
 *	logread.c    reading a build log into the audit's records
 *	runlog.c     reading a run's log (MemorySanitizer, valgrind) into them
 *	audit.c      those records, matching their paths to the files given,
 *	             the function bodies of a file, and a verdict for each site
 *	             (audit.h: what audit.c and logread.c share)
 *	cond.c       the preprocessor conditions around a line (for the audit)
 *	sarif.c      SARIF 2.1.0 and JSON strings (--format=sarif)
 *	ccdb.c       compile_commands.json: parsing and re-running the commands
 *	files.c      reading, walking directories, atomic writes
 *	pool.c       the files of a walk on N threads, handed back in walk order
 *	util.c       growing an array (GROW), reporting an error (util_error)
 * The command line, on top of them (the unit tests and fuzz harnesses
 * leave it out):
 *	main.c       the table of commands, --help, --version, the call of one
 *	cmd.c        what the commands share (cmd.h: their context, struct
 *	             command): reading and scanning a file, walking the paths,
 *	             splitting the arguments, --format
 *	cmdshim.c    the shims of a run: --shim, .init-for-compiler, the first
 *	             pass that finds their definitions, what each file holds of
 *	             them, and what is said of them at the end
 *	builtin/scan.c, builtin/convert.c, builtin/audit.c
 *	             a command each: its options, help, flow and output
 * Nothing here is a public API: it is shared by these files and the unit
 * tests (tests/tool/check_tool.c) and fuzz harnesses (tests/tool/fuzz_*.c).
 *
 * Names. An external function starts with its module's prefix: lex and
 * tok_/tokvec_ (lexer.c), scan_ and site_kind_ (scan.c, and prefilter.c,
 * whose two passes answer for scan(), and tag.c, whose scan_is_tag() they
 * share, with its tag_ tables), shim_ and shims_ (shim.c), convert_ and edits_/editvec_
 * (convert.c), diff_ (diff.c), patch_ (patch.c), audit_ (audit.c,
 * logread.c, runlog.c; ar_ for what audit.h shares between them), cond_, sarif_ and
 * json_ (sarif.c), ccdb_, files_, pool_, util_, cmd_ (cmd.c, and the
 * struct command of each builtin/ file). A static function, variable or
 * struct tag in a .c file has no trailing underscore: static already says
 * that it is internal (the trailing '_' is the public header's mark of its
 * internal macros).
 * Macros and enumeration constants are upper case, the shared ones here
 * prefixed by what they belong to (TK_, TF_, SK_, KW_, V_, WK_, LS_,
 * AUDIT_). tools/tool.mk and the tests build every .c file of tools/ and
 * tools/builtin/.
 */
#ifndef IFC_H
#define IFC_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* The byte filters' wide loops (prefilter.c, util.c): SSE2 intrinsics and
 * GCC's builtins (clang has them too); -DIFC_PORTABLE leaves them out for
 * the one-byte-at-a-time code (tests/tool/run.sh runs both). */
#if defined(__SSE2__) && defined(__GNUC__) && !defined(IFC_PORTABLE)
#define IFC_SSE2 1
#endif
/* On x86-64 also an AVX2 loop for the words' pass (prefilter.c), chosen
 * at run time (__builtin_cpu_supports), the SSE2 one where the CPU has no
 * AVX2; -DIFC_NO_AVX2 leaves it out (tests/tool/run.sh runs that too). */
#if defined(IFC_SSE2) && defined(__x86_64__) && !defined(IFC_NO_AVX2)
#define IFC_AVX2 1
#endif

/* ------------------------------------------------------------ lexer.c */

enum tok_kind {
	TK_IDENT,	/* identifier or keyword */
	TK_NUMBER,	/* preprocessing number */
	TK_STRING,	/* "..." with optional L, u, U, u8 prefix; <...> after #include */
	TK_CHAR,	/* '...' with optional prefix */
	TK_PUNCT,	/* punctuator; one token per operator (">>=" is one) */
	TK_COMMENT,	/* block or line comment, delimiters included */
	TK_OTHER	/* any other byte (stray '\\', '@', '$', UTF-8 outside comments) */
};

#define TF_PP		0x01u	/* part of a preprocessor directive */
#define TF_HASH		0x02u	/* the '#' that starts a directive */
#define TF_SPLICED	0x08u	/* contains a backslash-newline */
#define TF_UNTERM	0x10u	/* literal or comment not terminated */

struct token {
	uint32_t off, len;	/* bytes in the buffer */
	uint32_t line, col;	/* 1-based; col counts bytes */
	uint8_t kind, flags;
};

struct tokvec {
	struct token *v;
	size_t n, cap;
};

/* Tokenize buf[0..len). Returns 0, or -1 when out of memory or len > 4 GiB. */
int lex(const char *buf, size_t len, struct tokvec *out);
/* The tokens outside directives, one at a time to fn, without storing
 * them; fn returns non-zero to stop, and lex_stream returns that value (-1
 * when len > 4 GiB). */
int lex_stream(const char *buf, size_t len,
	       int (*fn)(void *ctx, const struct token *t), void *ctx);
/* The same with every token, those of directives too. */
int lex_stream_all(const char *buf, size_t len,
		   int (*fn)(void *ctx, const struct token *t), void *ctx);
void tokvec_free(struct tokvec *tv);
/* Does token t spell exactly s (line splices ignored)? Inline: scan()
 * asks at nearly every token, with a constant s whose strlen() the
 * compiler folds. tok_is_spliced() is the case of a token a splice cuts. */
int tok_is_spliced(const char *buf, const struct token *t, const char *s, size_t n);
static inline int tok_is(const char *buf, const struct token *t, const char *s)
{
	size_t n = strlen(s);

	if (!(t->flags & TF_SPLICED))
		return t->len == n && !memcmp(buf + t->off, s, n);
	return tok_is_spliced(buf, t, s, n);
}
/* Copy the spelling of t without line splices into out (NUL-terminated,
 * truncated to cap-1 bytes); returns the full length. */
size_t tok_copy(const char *buf, const struct token *t, char *out, size_t cap);
/* Do tokens x and y spell the same (line splices ignored)? */
int tok_same(const char *buf, const struct token *x, const struct token *y);

/* ------------------------------------------------------------- scan.c */

enum site_kind {
	SK_ANNOTATION, SK_LEGACY, SK_SELF_INIT, SK_COMMENT_INIT, SK_COMMENT_ASSIGN, SK_COUNT
};
extern const char *const site_kind_name[SK_COUNT];
/* "annotation", ... -> kind, or -1 */
int site_kind_parse(const char *s, size_t n);

#define NO_TOK UINT32_MAX

struct site {
	enum site_kind kind;
	uint32_t name_tok;		/* the variable's name */
	uint32_t line, col;		/* of the name */
	char name[64];			/* truncated if longer */
	uint32_t func;			/* index into scan_result.funcs or NO_TOK
					 * (audit_funcs() sets it) */
	/* For convert: replace bytes [rep_start, rep_end) by
	 * "INIT_FOR_COMPILER(name)", keeping comments listed as kept. */
	uint32_t rep_start, rep_end;
	uint32_t tag;			/* tag comment token, or NO_TOK */
	uint32_t decl_line;		/* first line of its declaration */
	const char *cannot;		/* why convert must leave it alone, or NULL */
	const char *macro;		/* annotation, legacy: the macro's name (for
					 * legacy, a name of struct shims, which
					 * outlives the site) */
	uint8_t in_define;		/* in the body of a #define */
	/* An assignment (comment-assign, and ASSIGN_FOR_COMPILER(lv, v)):
	 * assign set; the bytes of its lvalue and of its value; name is the
	 * lvalue as written, white space left out. through: 0 when it
	 * assigns a local variable or parameter, 1 a member or an element of
	 * one, 2 what a pointer points to (*p, p->m, p[i] of a pointer p), 3
	 * a variable declared nowhere before it in the file (by a macro scan
	 * does not see, or in another file): the same for a file's own global.
	 * var: the variable a compiler's warning would name (x of x, x.m,
	 * x[i]), "" for 2; decl_line: its declaration's line (for 3, the
	 * assignment's).
	 * chained: one of several (a = b = 0), its statement from rep_start
	 * of the first to rep_end. */
	uint32_t lv_start, lv_end, val_start, val_end;
	uint8_t assign, through, chained;
	uint8_t body;			/* the body of an if, else, for, while, do */
	char var[64];
};

/* A function body, for the audit (audit_funcs()). */
struct func_span {
	char name[64];
	uint32_t first_line, last_line;
};

/* A file's sites (scan()), and for the audit its functions (audit_funcs()). */
struct scan_result {
	struct site *sites;
	size_t nsites, capsites;
	struct func_span *funcs;
	size_t nfuncs, capfuncs;
	/* the uses of a legacy macro as a statement (`UNINIT_VAR(x);`, a
	 * lint's `LINT_USE(x);`): no sites, counted per shim; the index in
	 * struct shims of each (0 when scan() had none) */
	uint32_t *stmt;
	size_t nstmt, capstmt;
};

/* The classes of the words scan() knows (scan_keyword()), one bit each. */
#define KW_TYPE	0x01u	/* type specifier keyword */
#define KW_QUAL	0x02u	/* qualifier, storage class, function specifier */
#define KW_PAREN	0x04u	/* specifier taking a parenthesized argument */
#define KW_STMT	0x08u	/* starts a statement that is no declaration */
#define KW_TAGGED	0x10u	/* struct, union, enum */
#define KW_ATTR	0x20u	/* attribute-like: no type of its own */
#define KW_ANNOT	0x40u	/* INIT_FOR_COMPILER and variants */
#define KW_LEGACY	0x80u	/* uninitialized_var (other shims: struct shims) */
/* Build the keyword table: scan() and scan_quick() do it on first use; call
 * it before starting threads. */
void scan_init(void);
/* The KW_* classes of the word p[0..n) (no line splices in it); 0 for an
 * identifier that is no keyword. After scan_init(). */
unsigned scan_keyword(const char *p, size_t n);
struct shims;
/* Find every site in a tokenized buffer; the legacy macros are the names of
 * sh (NULL: uninitialized_var alone). Returns 0 or -1 (out of memory). */
int scan(const char *buf, size_t len, const struct tokvec *tv, const struct shims *sh,
	 struct scan_result *r);
void scan_result_free(struct scan_result *r);
/* ------------------------------------------------------------- tag.c */

/* Is this comment (delimiters included) a "for the compiler" tag? */
int scan_is_tag(const char *text, size_t len);
/* Is it a tag that says no more than INIT_FOR_COMPILER does: every word a
 * word of the rule's classes (a compiler, a warning, the uninitialized
 * state, quieting, judging, false) or of tag_bare_words[], no number but
 * 0? convert drops such a tag with the initializer. */
int tag_is_bare(const char *text, size_t len);
/* The tag rule's word tables, NULL-terminated (docs/tool.md lists them;
 * a word ending in '$' is matched whole, the others as prefixes). */
extern const char *const tag_quiet_words[];
extern const char *const tag_judge_words[];
extern const char *const tag_false_words[];
extern const char *const tag_other_words[];
extern const char *const tag_typo_quiet_words[];
extern const char *const tag_typo_judge_words[];
extern const char *const tag_typo_false_words[];
extern const char *const tag_bare_words[];
/* ------------------------------------------------------- prefilter.c */

/* Could buf hold a site, with the legacy macros of sh (NULL: only
 * uninitialized_var)? 0 means certainly not: scan() would find none.
 * Bytes only, no tokens, a few times faster than scan_quick(); 1 also
 * says nothing more than "tokenize and see" (see prefilter.c). */
int scan_prefilter(const char *buf, size_t len, const struct shims *sh);
/* The same, with why: PF_NO; PF_NAME when the bytes hold a call of a
 * shim (or one of the macro names, in code or not), which the quick pass
 * would seldom stop: scan lexes and parses the file without it; else
 * PF_MAYBE. */
enum { PF_NO, PF_MAYBE, PF_NAME };
int scan_prefilter_why(const char *buf, size_t len, const struct shims *sh);
/* Could buf hold a site? 0 means certainly not: scan() would find none.
 * One pass of the lexer without storing tokens; it looks for exactly the
 * token patterns that make scan() look closer. */
int scan_quick(const char *buf, size_t len, const struct shims *sh);
/* The same on the tokens of buf that lex() stored in tv (what the stream
 * gives, in the same order): the same answer. Scan lexes a file the byte
 * prefilter lets through once, for this pass and scan() both. */
int scan_quick_tokens(const char *buf, const struct tokvec *tv, const struct shims *sh);
/* Is there a line splice with an identifier byte before it and one (or
 * another splice) after it: may a splice cut a word in two? */
int scan_cut_word(const char *buf, size_t len);

/* Does the newline at b[k] end a line splice ("\\\n" or "\\\r\n")? */
static inline int ifc_spliced_nl(const unsigned char *b, size_t k)
{
	return (k >= 1 && b[k - 1] == '\\') || (k >= 2 && b[k - 1] == '\r' && b[k - 2] == '\\');
}

/* The start of the logical line of b[q]: the lines that splices join to
 * its line from above. */
static inline size_t ifc_logical_start(const unsigned char *b, size_t q)
{
	for (;;) {
		while (q > 0 && b[q - 1] != '\n')
			q--;
		if (q == 0 || !ifc_spliced_nl(b, q - 1))
			return q;
		q--;
	}
}

/* What b[d] is, read from the start of its logical line as the byte
 * prefilter reads it (literals, comments, header names, splices): code,
 * in a block comment, in a line comment, or PW_UNSURE (in a literal, the
 * bytes cannot tell, or the line may start inside a block comment). */
enum { PW_CODE, PW_BLOCK, PW_LINE, PW_UNSURE };
int prefilter_where(const char *buf, size_t len, size_t d);

/* ---------------------------------------------------------- convert.c */

struct edit {
	uint32_t start, end;		/* bytes replaced in the old buffer */
	char *text;			/* replacement (owned) */
	size_t len;
	size_t seq;			/* the order it was planned in: of two
					 * insertions at one place, the first
					 * planned goes first */
};

struct editvec {
	struct edit *v;
	size_t n, cap;
};

/* Plan the edits for one file. Sites that cannot be converted are
 * reported on err as "FILE:LINE:COL: warning: ..." and left alone; so is
 * the whole file when add_include is set and it has no line where the
 * #include would be seen by every configuration (convert_include_point).
 * Returns the number of sites converted, or -1 when out of memory; *left
 * (when not NULL): the number left alone. */
long convert_plan(const char *path, const char *buf, size_t len,
		  const struct tokvec *tv, const struct scan_result *r,
		  int add_include, struct editvec *ev, long *left, FILE *err);
/* Where convert inserts #include <init_for_compiler.h> for a file whose
 * first converted site starts at byte first (docs/tool.md, "Where the
 * #include goes"): at a line every configuration compiles at file scope
 * before it. ok is 0 when the file has no such line. present: the file
 * includes the header there already (as <...> or "...", any directory
 * before the name). */
struct include_point {
	int present, ok;
	uint32_t at;			/* a byte offset: the start of a line */
};
/* The file's include guard (#ifndef X or #if !defined(X) first, #define X
 * second, no #else or #elif, only comments after its #endif): the token of
 * X in the #define, or SIZE_MAX. The rule of convert's #include point,
 * which every configuration enters; ppif.c takes the guard as on. */
size_t include_guard(const char *buf, size_t len, const struct tokvec *tv);
void convert_include_point(const char *buf, size_t len, const struct tokvec *tv,
			   uint32_t first, struct include_point *ip);
struct shim_def;
/* Plan convert --definitions for one file: each self-initializing shim
 * definition of d[0..n) (shim_defines()) rewritten to expand to
 * INIT_FOR_COMPILER(its parameter), the file's other definitions and every
 * use left as they are; the #include as for convert_plan(). In a header
 * (header: 1) that does not include <init_for_compiler.h> already, each
 * definition keeps its old body under #ifndef INIT_FOR_COMPILER, and the
 * #include is made to compile where the header is not found (an installed
 * header's users), but in an audit build. Returns the
 * number of definitions rewritten (0 with a warning on err when the file
 * has no line for the #include), or -1 when out of memory. */
long convert_definitions(const char *path, const char *buf, size_t len,
			 const struct tokvec *tv, const struct shim_def *d, size_t n,
			 int add_include, int header, struct editvec *ev, FILE *err);
/* Apply sorted, non-overlapping edits; returns a malloc'ed buffer. */
char *edits_apply(const char *buf, size_t len, const struct editvec *ev, size_t *outlen);
/* Print a unified diff (3 lines of context) of the edits. */
int edits_diff(const char *path, const char *buf, size_t len,
	       const struct editvec *ev, FILE *out);
void editvec_free(struct editvec *ev);

/* ------------------------------------------------------------- diff.c */

struct diff_line {
	char op;			/* ' ', '-' or '+' */
	uint8_t noeol;			/* followed by "\ No newline at end of file" */
	uint32_t off, len;		/* its text in the diff, after op, without '\n' */
	uint32_t diffline;		/* its line in the diff, from 1 */
	uint32_t oldno, newno;		/* its line in the old and the new file, 0 for
					 * none: set by diff_old_text(), diff_new_text() */
};

struct diff_hunk {
	uint32_t old_start, old_count, new_start, new_count;	/* @@ -A,B +C,D @@ */
	uint32_t line;			/* of the @@ in the diff */
	size_t first, n;		/* its lines in diff.lines */
};

struct diff_file {
	char *old_path, *new_path;	/* NULL for /dev/null (created, deleted) */
	uint32_t header_line;
	size_t first_hunk, nhunks;	/* in diff.hunks */
	uint8_t git;			/* has a "diff --git" header */
	uint8_t have_paths;		/* had ---/+++ lines */
	uint8_t created, deleted, renamed, copied;
	uint8_t not_text;		/* binary, a symbolic link or a submodule */
	char old_id[65], new_id[65];	/* git's "index OLD..NEW": the blobs' names,
					 * abbreviated; "" when not given */
};

struct diff {
	const char *buf;		/* the diff's text (not owned) */
	struct diff_file *files;
	size_t nfiles, capfiles;
	struct diff_hunk *hunks;
	size_t nhunks, caphunks;
	struct diff_line *lines;
	size_t nlines, caplines;
	const char *err;		/* why diff_parse() failed, and where */
	uint32_t err_line;
};

/* Read the unified diff buf[0..len) into d (which keeps pointers into
 * buf), removing strip leading components of the ---/+++ names (patch -p).
 * 0, or -1 with d->err and d->err_line; diff_free() in both cases. */
int diff_parse(const char *buf, size_t len, int strip, struct diff *d);
void diff_free(struct diff *d);
/* The text of file fi before the change, from its text after it
 * (nbuf[0..nlen); "" for a deleted file): malloc'ed, NUL-terminated, with
 * *olen. Sets oldno and newno of the file's lines. NULL when out of memory,
 * or with *bad_line (a line of the diff) when the file does not hold what
 * the diff says it does. */
char *diff_old_text(struct diff *d, size_t fi, const char *nbuf, size_t nlen,
		    size_t *olen, uint32_t *bad_line);
/* The other way round: the text of file fi after the change from its text
 * before it (obuf[0..olen); "" for a created file), as `patch` applies it,
 * with the same checks and line numbers. */
char *diff_new_text(struct diff *d, size_t fi, const char *obuf, size_t olen,
		    size_t *nlen, uint32_t *bad_line);
/* Does buf[0..len) differ from what the diff says file fi holds after the
 * change (after != 0) or before it? 0 when it holds that, else the line of
 * the diff at which it differs. Nothing is written, line numbers neither. */
uint32_t diff_differs(struct diff *d, size_t fi, int after, const char *buf, size_t len);

/* ------------------------------------------------------------ patch.c */

struct sarif_rule;

enum patch_source { PATCH_DIFF, PATCH_SINCE, PATCH_STAGED };
enum patch_format { PF_TEXT, PF_SARIF, PF_CHECKPATCH };

struct patch_opts {
	enum patch_source source;
	const char *arg;		/* --diff FILE ("-": stdin), --since REV */
	int strip;			/* -p N; -1: 1 for git's diffs, else 0 */
	unsigned kinds;			/* bit per site_kind */
	enum patch_format format;
	char *const *paths;		/* --since, --staged: git pathspecs */
	int npaths;
	const struct sarif_rule *rules;	/* scan's SARIF rules and messages */
	const char *const *messages;
	const char *version;
	struct shims *sh;		/* the legacy macros; the change's own
					 * shims are added */
};

/* scan in patch mode (see patch.c): 0 when the change adds no site, 1 when
 * it adds one (each printed), 2 on an error (said on stderr). */
int patch_scan(const struct patch_opts *o);

/* ------------------------------------------------------------ audit.c */

struct audit;	/* opaque: what the logs say, and the files given */

struct audit *audit_new(void);
void audit_free(struct audit *a);

/* Start a new input (one compiler's build, usually): what follows is read
 * as its lines. label names it in verdicts. Returns its index, or -1
 * (out of memory, or too many). AUDIT_MAX_LOGS inputs at most. */
#define AUDIT_MAX_LOGS 16
int audit_begin_log(struct audit *a, const char *label);
/* Feed one log, line by line; relative paths are taken relative to dir
 * (NULL: the current directory) until make says otherwise. */
int audit_read_log(struct audit *a, FILE *f, const char *dir);
/* Feed one line (no newline needed). */
void audit_line(struct audit *a, const char *line, size_t len);
/* Set the directory that relative paths of the following lines refer to. */
void audit_set_dir(struct audit *a, const char *dir);
/* End the current input. */
void audit_end_log(struct audit *a);
/* For ccdb.c: a unit (source path relative to dir) and U_* facts about it;
 * a header (or any file) the unit read. */
#define AUDIT_SEEN	0x01u	/* compiled, or tried */
#define AUDIT_MARK	0x02u	/* printed the audit marker */
#define AUDIT_NOOPT	0x04u	/* ... GCC's, without optimization */
#define AUDIT_FAILED	0x08u	/* an error, or make said it failed */
#define AUDIT_QUIET	0x10u	/* its command had -w: no warning shows */
#define AUDIT_FLAGOFF	0x20u	/* its command turns an uninitialized warning
				 * off (-Wno-maybe-uninitialized, ...) and does
				 * not -include <init_for_compiler.h>: gcc keeps
				 * it off in what precedes the header */
#define AUDIT_FORCED	0x40u	/* the header put first by -include */
/* The AUDIT_QUIET and AUDIT_FLAGOFF bits of a compile command (and, for one
 * that puts the header first with the audit define, the bits its marker
 * would give: AUDIT_MARK, AUDIT_FORCED, AUDIT_NOOPT): its words
 * separated by blanks (s[0..n)), or argv (NULL-terminated). */
unsigned audit_command_flags(const char *s, size_t n);
unsigned audit_argv_flags(char *const *argv);
void audit_unit(struct audit *a, const char *path, const char *dir, unsigned flags);
/* The same for a unit whose command is argv, or the command line command
 * when argv is NULL: its flags (as audit_argv_flags()) and its -D and -U
 * options, which decide what of its #if groups it compiled (ppif.c). */
void audit_unit_command(struct audit *a, const char *path, const char *dir, char *const *argv,
			const char *command, unsigned flags);
void audit_include(struct audit *a, const char *tu, const char *header, const char *dir);
size_t audit_nlogs(const struct audit *a);
const char *audit_log_label(const struct audit *a, size_t i);
/* Name input i label from now on (0, or -1 when out of memory). */
int audit_set_log_label(struct audit *a, size_t i, const char *label);
/* The compiler input i was built with, as far as its lines tell: the
 * compiler its compile commands ran (in the log, or in kbuild's .cmd
 * files: *how AUDIT_BY_COMMAND, AUDIT_BY_CMD_FILE), when they all ran one
 * and its diagnostics are not the other family's; else "gcc" or "clang"
 * from what only that compiler writes (its audit marker, the options and
 * notes of its warnings: AUDIT_BY_DIAGNOSTICS); NULL when nothing tells,
 * or the diagnostics are both. *family: 'g' (GCC), 'c' (Clang) or 0, by
 * the diagnostics, else by the compiler's name. */
enum { AUDIT_BY_COMMAND = 1, AUDIT_BY_CMD_FILE, AUDIT_BY_DIAGNOSTICS };
const char *audit_log_compiler(const struct audit *a, size_t i, int *how, int *family);
/* 'g' for a name with gcc or g++ in it, 'c' for one with clang, else 0. */
int audit_name_family(const char *name);
/* Input i's compiler family, as audit_log_compiler() tells it: 'g', 'c', 0. */
int audit_log_family(const struct audit *a, size_t i);

/* The function bodies of a scanned file into r->funcs, and the function
 * of each site (site.func): the audit ties a warning to a site by the
 * function it names when the warning names no declaration. After scan();
 * 0, or -1 when out of memory. */
int audit_funcs(const char *buf, const struct tokvec *tv, struct scan_result *r);
/* Index of the function whose body holds line, or NO_TOK. */
uint32_t audit_func_at(const struct scan_result *r, uint32_t line);

/* The files the user gave (paths as given): before any verdict. */
int audit_set_files(struct audit *a, char *const *paths, size_t n);

/* review: a compiler still warns, a human reads the code; stale: compiled
 * in audit mode, no compiler warned; unknown: the inputs do not say;
 * proven: a run read it unset (a runtime input ties a report to it). */
enum verdict { V_REVIEW, V_STALE, V_UNKNOWN, V_PROVEN, V_COUNT };
extern const char *const verdict_name[V_COUNT];

/* The evidence a verdict rests on, strongest first: the order of the
 * audit's lines (docs/audit.md says what to do with each). */
enum evidence {
	EV_PROVEN,	/* a run read it unset (MemorySanitizer, valgrind) */
	EV_DEFINITE,	/* a compiler: used uninitialized whenever that use runs */
	EV_PATH,	/* a compiler (or a run, not knowing which variable) names a path */
	EV_EVERY,	/* every compiler (two or more) may warn */
	EV_SOME,	/* some compiler may warn */
	EV_STALE,
	EV_UNKNOWN,
	EV_COUNT
};
extern const char *const evidence_name[EV_COUNT];

/* The kind of an uninitialized warning: gcc -Wmaybe-uninitialized and
 * clang -Wconditional-uninitialized "may"; clang -Wsometimes-uninitialized
 * "sometimes" (used uninitialized on some path, whose branch it names);
 * gcc and clang -Wuninitialized "is" (used uninitialized: the definite
 * kind); gcc -fanalyzer's -Wanalyzer-use-of-uninitialized-value
 * "analyzer" (a path, event by event). */
enum warn_kind { WK_MAY, WK_SOMETIMES, WK_IS, WK_ANALYZER, WK_COUNT };
extern const char *const warn_kind_name[WK_COUNT];

/* What one input says about one site. */
enum log_state {
	LS_ABSENT,	/* the site's file is not in this log */
	LS_WARNED,	/* a warning of this log is tied to the site */
	LS_CLEAN,	/* compiled in audit mode, no warning */
	LS_FAILED,	/* did not compile */
	LS_NOMARK,	/* compiled without the audit marker */
	LS_NOOPT,	/* GCC without optimization */
	LS_MOVED,	/* a warning names the variable at another line */
	LS_QUIET,	/* compiled with -w: no warning can show */
	LS_FLAGOFF,	/* gcc, the warning off on the command line and the
			 * header not included first */
	LS_PRAGMA,	/* the file turns the warning off by a pragma */
	LS_NOTLIVE,	/* compiled, but not shown to compile the site's code:
			 * an #if group around it not on (site_verdict.cond) */
	LS_COUNT
};
extern const char *const log_state_name[LS_COUNT];

#define AUDIT_NO_WARN UINT32_MAX

struct log_verdict {
	enum log_state state;
	unsigned kinds;		/* LS_WARNED: bit per warn_kind */
	const char *why;	/* LS_WARNED: the strongest warning as logged */
	uint32_t warn;		/* ... its index (audit_warning_*), or AUDIT_NO_WARN */
	uint32_t path;		/* the warning that names a path, or AUDIT_NO_WARN */
	uint32_t moved_line;	/* LS_MOVED: the line the note names;
				 * LS_PRAGMA: the line of the pragma */
};

/* What the runtime inputs say about a site: the report that proves it, or
 * one that names its function with other annotated variables. */
enum { TIE_NONE, TIE_DECL, TIE_FUNC, TIE_ONLY, TIE_ONE_OF, TIE_NO_FILE };
struct site_runtime {
	int how;		/* TIE_*: how the report was tied */
	uint32_t report;	/* audit_report_*() index */
	char others[160];	/* TIE_ONE_OF: the annotated variables of the function */
};

struct site_verdict {
	enum verdict v;
	enum evidence ev;
	unsigned kinds;		/* bit per warn_kind, over every input */
	size_t nwarned;		/* inputs in state LS_WARNED */
	const char *why;	/* the strongest warning's text (definite first) */
	uint32_t warn;		/* ... its index, or AUDIT_NO_WARN */
	struct site_runtime proof;	/* how == TIE_NONE: none */
	struct site_runtime hint;	/* a weaker runtime report (TIE_ONE_OF, TIE_NO_FILE) */
	size_t nlogs;
	struct log_verdict log[AUDIT_MAX_LOGS];
	/* LS_NOTLIVE: the outermost #if group around it that a unit did not
	 * show on, the macro it lacked, and whether that was PP_OFF (every
	 * unit: surely off) or PP_UNKNOWN; cond_nocmd: a unit whose command
	 * line the log does not show */
	char cond[160], cond_macro[64];
	int cond_state, cond_nocmd;
};

/* The verdict on site s (annotation or legacy) of the file at path (as
 * given), whose text is buf[0..len), tokens tv and scan r. */
enum verdict audit_site(struct audit *a, const char *path, const char *buf, size_t len,
			const struct tokvec *tv, const struct scan_result *r,
			const struct site *s, struct site_verdict *out);

/* After the verdicts: how many of an input's records named a given file
 * (0 means its paths matched none of them), and what it held. */
size_t audit_log_matched(const struct audit *a, size_t i);
struct log_stats {
	size_t units, failed;
	uint32_t markers, noopt, unattributed, warnings;
	uint32_t on_sites;	/* of the warnings, those on a site audited */
	int kbuild;		/* kbuild's lines or .cmd files are in it */
	int cflags_audit;	/* a CFLAGS= with the audit define (kbuild ignores it) */
	int make_idle;		/* make said it had nothing to do */
	const char *other_unit;	/* the first unit it compiled or tried, or NULL */
	int other_here;		/* ... a file that exists here */
	const char *first_error;	/* the first error it shows, or NULL */
	int quiet;		/* a compile command of it has -w */
	int flagoff;		/* ... the warning off, no -include of the header */
	int kbuild_nocmd;	/* kbuild's CC lines without their .cmd files */
	uint32_t forced;	/* units whose marker shows the header first */
};
void audit_log_stats(const struct audit *a, size_t i, struct log_stats *st);

/* A step of a path: a warning's (audit_warning_path()) or a runtime
 * report's (audit_report_path()). file as the log gives it, or NULL. */
enum { PS_DECL, PS_BRANCH, PS_USE, PS_EVENT, PS_CREATED, PS_READ };
struct path_step {
	const char *file, *text;
	uint32_t line, col;
	int what;		/* PS_* */
};
/* The steps of warning w's path into out (cap at most): their number. */
size_t audit_warning_path(const struct audit *a, uint32_t w, struct path_step *out, size_t cap);
const char *audit_warning_text(const struct audit *a, uint32_t w);

/* ------------------------------------------------------------ runlog.c */

/* Runtime inputs: the log of a run under MemorySanitizer (clang
 * -fsanitize=memory -fsanitize-memory-track-origins) or valgrind
 * --track-origins=yes, read like the build logs: begin, lines, end. The
 * format is told from the lines. AUDIT_MAX_LOGS runs at most. */
enum { RT_MSAN = 1, RT_VALGRIND = 2 };
enum { RO_NONE, RO_STACK, RO_HEAP, RO_OTHER };	/* what the value came from */
int audit_begin_run(struct audit *a, const char *label);
void audit_runtime_line(struct audit *a, const char *line, size_t len);
int audit_read_runtime(struct audit *a, FILE *f);
void audit_end_run(struct audit *a);
size_t audit_nruns(const struct audit *a);
const char *audit_run_label(const struct audit *a, size_t i);
/* What run i held, after the verdicts: its reports of uninitialized reads,
 * by what became of them. */
struct run_stats {
	uint32_t reports;	/* uninitialized reads reported */
	uint32_t proved;	/* ... that prove an annotated site */
	uint32_t weak;		/* ... that name a function of several sites */
	uint32_t no_origin;	/* ... without the origin (no track-origins) */
	uint32_t heap;		/* ... of heap or other memory: no site */
	uint32_t other;		/* ... of a stack variable that is no site given */
	int tools;		/* bit per RT_* */
	uint32_t first_other;	/* a report of the last kinds, or AUDIT_NO_WARN */
};
void audit_run_stats(const struct audit *a, size_t i, struct run_stats *st);
/* Report r: its tool (RT_*), the run it is of, its variable (NULL for
 * valgrind), the allocation's function, the test that ran (or NULL). */
size_t audit_nreports(const struct audit *a);
int audit_report_tool(const struct audit *a, uint32_t r);
size_t audit_report_run(const struct audit *a, uint32_t r);
const char *audit_report_var(const struct audit *a, uint32_t r);
const char *audit_report_func(const struct audit *a, uint32_t r);
const char *audit_report_test(const struct audit *a, uint32_t r);
/* Its path: where it was created (PS_CREATED), then where it was read
 * (PS_READ: the frame of a given file nearest the read, else the first). */
size_t audit_report_path(struct audit *a, uint32_t r, struct path_step *out, size_t cap);

/* Parsed diagnostics, for the unit tests. */
size_t audit_nwarnings(const struct audit *a);
const char *audit_warning_name(const struct audit *a, size_t i);
uint32_t audit_warning_decl_line(const struct audit *a, size_t i);
const char *audit_warning_decl_file(const struct audit *a, size_t i);
const char *audit_warning_func(const struct audit *a, size_t i);
int audit_warning_kind(const struct audit *a, size_t i);
const char *audit_warning_unit(const struct audit *a, size_t i);
int audit_unit_flags(struct audit *a, size_t l, const char *path);

/* ------------------------------------------------------------- cond.c */

/* Is line inside an #if/#ifdef/#ifndef group (an include guard aside)?
 * Writes the innermost condition ("#ifdef CONFIG_X", "#else of #if A") to
 * out; 0 and "" when the line is unconditional. */
int cond_at(const char *buf, const struct tokvec *tv, uint32_t line, char *out, size_t cap);
/* The text of the directive whose '#' is token i: comments dropped, one
 * space where the source had any. */
void cond_text(const char *buf, const struct tokvec *tv, size_t i, char *out, size_t cap);

/* ------------------------------------------------------------- ppif.c */

/* Is the code of line `line` of buf compiled by a unit whose command line
 * defines cmd ("#define NAME VALUE" and "#undef NAME" lines, for its -D and
 * -U options in order; NULL when no command line is known)? PP_ON when
 * every #if group around it is on by cmd and the file's own #define and
 * #undef before it; PP_OFF when one is surely off; PP_UNKNOWN when that
 * cannot be decided. For PP_OFF and PP_UNKNOWN, why names the outermost
 * group that is not on ("#ifdef X", "#else of #if A"), and macro the macro
 * it lacks ("" when none). */
enum { PP_OFF, PP_ON, PP_UNKNOWN };
int pp_line(const char *buf, const struct tokvec *tv, uint32_t line, const char *cmd,
	    char *why, size_t cap, char *macro, size_t mcap);

/* ------------------------------------------------------------ sarif.c */

struct sarif_rule {
	const char *id, *text, *level;	/* level: "note", "warning" or "error" */
};

struct sarif {
	FILE *f;
	const struct sarif_rule *rules;
	size_t nrules, nresults;
};

/* Write s as a JSON string: escapes, and U+FFFD for bytes that are not
 * UTF-8, so the output is valid JSON whatever s holds. */
void json_string(FILE *f, const char *s);
/* One SARIF 2.1.0 log with one run: begin (the tool and its rules), a
 * result per site (rule index, path as given, line, column, message), end. */
void sarif_begin(struct sarif *s, FILE *f, const char *version,
		 const struct sarif_rule *rules, size_t nrules);
void sarif_result(struct sarif *s, size_t rule, const char *path, uint32_t line,
		  uint32_t col, const char *message);
/* What a result may carry besides: its rank (0 to 100, the higher the
 * stronger; negative: none), a level other than its rule's, properties
 * (evidence: a word; order: its place, 0 for none), and a path as one
 * codeFlow of one threadFlow (steps with a location and a message). */
struct sarif_step {
	const char *path, *message;
	uint32_t line, col;
};
struct sarif_more {
	int rank;
	const char *level;
	const char *evidence;
	int order;
	const struct sarif_step *flow;
	size_t nflow;
};
void sarif_result_more(struct sarif *s, size_t rule, const char *path, uint32_t line,
		       uint32_t col, const char *message, const struct sarif_more *m);
void sarif_end(struct sarif *s);

/* ------------------------------------------------------------- ccdb.c */

/* Re-run every command of a compile_commands.json with the audit define,
 * -o <temp object> and -MD, jobs at a time, feeding their output to a;
 * each behind the words of launcher (NULL-terminated; NULL for none).
 * Returns 0, or -1 with a message on stderr. */
int ccdb_run(const char *json_path, int jobs, char *const *launcher, struct audit *a);
/* Parse a compile_commands.json held in buf[0..len) and run nothing: the
 * number of entries, or -1 when it is not a compilation database (*bad_at:
 * the byte where reading stopped). For the fuzz harness (fuzz_ccdb.c). */
long ccdb_parse(const char *buf, size_t len, size_t *bad_at);
/* Split a shell-quoted command line into a NULL-terminated argv
 * (one allocation; free the result). Returns NULL on bad quoting. */
char **ccdb_shell_split(const char *cmd);

/* ------------------------------------------------------------ files.c */

struct fbuf {
	char *data;
	size_t len, cap;
};

/* The files files_read() has opened so far, on any thread (--stats). */
extern unsigned long files_opened;
/* Read a whole file into b (reusing its memory). 0 or -1 with errno. */
int files_read(const char *path, struct fbuf *b);
/* Call fn for every C or C++ source (.c .h .cc .cpp .cxx .C .hh .hpp .hxx)
 * under path (or path itself when it is a file), in sorted order, not
 * following symlinks below path.
 * Unreadable directories are reported on stderr and counted in *errors. */
int files_walk(const char *path, int (*fn)(const char *file, void *ctx), void *ctx,
	       int *errors);
/* Is a file of this name (no directory) one the walk takes? */
int files_is_source(const char *name, size_t n);
/* The same walk, with what cannot be read handed to fn too, in its place:
 * err is 0 for a file, else the errno value for the path (a directory that
 * cannot be opened or listed, a name too long). fn returns 0, or non-zero
 * to stop the walk, which then returns that value. */
typedef int walk_fn(const char *path, int err, void *ctx);
int files_walk_all(const char *path, walk_fn *fn, void *ctx);
/* Replace path by data atomically: a temporary file in the same directory,
 * then rename(2). On error the original is untouched and errno is set. */
int files_write_atomic(const char *path, const char *data, size_t len);

/* -------------------------------------------------------------- pool.c */

/* What pool_walk() does with each file. */
struct pool_ops {
	size_t result_size;	/* bytes of one file's result, zeroed before work() */
	/* On each worker thread: its state (NULL when out of memory: work()
	 * must then say so in the result), and its end. */
	void *(*thread_new)(void *arg);
	void (*thread_free)(void *state);
	/* On a worker thread: one file into its result. */
	void (*work)(void *state, const char *path, void *result);
	/* On the calling thread, in walk order: a file and its result, or a
	 * path the walk could not read (err, an errno value; result zeroed).
	 * Non-zero stops the walk; pool_walk() returns the first such value. */
	int (*done)(void *arg, const char *path, int err, void *result);
	void *arg;
};

/* files_walk_all() every path (or ".") and run ops on every file, jobs
 * threads at a time; done() sees the files in walk order, whatever jobs
 * is. Memory: a few results per thread wait at most. 0, or non-zero from
 * done() or -1 with errno (out of memory, a walk stopped). */
int pool_walk(char *const *paths, int npaths, int jobs, const struct pool_ops *ops);

/* pool_walk_split(): the walk in two phases, each file worked on once. */
struct pool_split {
	/* Is this file (no error from the walk) one of the first phase? */
	int (*first)(const char *path);
	/* On the calling thread, after the first phase's work() and before
	 * the second's: the first phase's files in walk order, and their
	 * results (n of ops->result_size bytes). Non-zero stops the walk. */
	int (*between)(void *arg, char *const *paths, void *results, size_t n);
};

/* The same, but the walk is listed first (names only, no file read), the
 * files split->first() takes are worked on first, all of them (by the
 * threads as the walk finds them), then split->between(), then the
 * others. done() still sees every file once, in walk order. Memory: a
 * result per file of the first phase. */
int pool_walk_split(char *const *paths, int npaths, int jobs, const struct pool_ops *ops,
		    const struct pool_split *split);

/* ------------------------------------------------------------- util.c */

#define PROG "init-for-compiler"

/* Room for one more element in the array v (an lvalue of any object
 * pointer type) that holds n of cap: the capacity doubles, from first.
 * 0, or -1 when out of memory (v and cap unchanged). */
#define GROW(v, n, cap, first) \
	((n) < (cap) ? 0 : util_grow(&(v), &(cap), sizeof(*(v)), (first)))
int util_grow(void *pv, size_t *cap, size_t size, size_t first);

/* An index by hash of the elements of an array: open addressing, linear
 * probing; a slot holds an element's index + 1, 0 is empty. The caller
 * compares keys:
 *	for (k = h & (x->cap - 1); x->tab[k]; k = (k + 1) & (x->cap - 1))
 * and, for a new element i, sets x->tab[k] = i + 1 at the empty slot. */
struct util_index {
	uint32_t *tab;
	size_t cap;		/* a power of 2 */
};
/* Room for element n + 1 (the index stays at most half full), rehashing
 * elements [0, n) by hash(ctx, i) when it grows. 0, or -1 when out of
 * memory (x unchanged). */
int util_index_room(struct util_index *x, size_t n,
		    size_t (*hash)(const void *ctx, size_t i), const void *ctx);

/* The first n bytes of hay[0..len) that are needle[0..n): a pointer to
 * them, or NULL (memmem(), which POSIX.1-2008 lacks). */
const char *util_memmem(const char *hay, size_t len, const char *needle, size_t n);

/* An error on stderr: PROG ": " and the printf format (its newline too). */
#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
void util_error(const char *fmt, ...);

/* ------------------------------------------------------------- shim.c */

/* The legacy macros of a run: uninitialized_var, and the shims (shim.c). */
#define SHIM_NAME_MAX	64	/* a longer name is no shim */
#define SHIM_BODY_MAX	96	/* a definition's body as shown */
#define SHIM_CONFIG_FILE ".init-for-compiler"
/* where a name came from, bit per source */
#define SHIM_BUILTIN	0x01u	/* uninitialized_var */
#define SHIM_FOUND	0x02u	/* a definition in the files read */
#define SHIM_OPTION	0x04u	/* --shim */
#define SHIM_CONFIG	0x08u	/* a .init-for-compiler file */

struct shims {
	char **names;			/* names[0] is "uninitialized_var" */
	uint8_t *from;			/* per name: SHIM_* bits */
	char **where;			/* per name: its first self-initializing or
					 * forwarding definition, "FILE:LINE", or NULL */
	size_t n, cap;
	struct util_index idx;
	uint64_t lens;			/* bit n: some name is n bytes long */
	char **configs;			/* the config files read */
	size_t nconfigs, capconfigs;
};

/* How a definition spells its body: the parameter initialized from itself
 * (x = x, x = *(&(x))), INIT_FOR_COMPILER(x) or a checked variant (a shim
 * made safe), or anything else (x, x = 0, nothing: another branch); or
 * self-initializing right in the #else of `#ifdef INIT_FOR_COMPILER` (the
 * fallback convert --definitions keeps in a header, for a build without
 * <init_for_compiler.h>). */
enum shim_how { SH_SELF, SH_FORWARD, SH_OTHER, SH_FALLBACK, SH_COUNT };
extern const char *const shim_how_name[SH_COUNT];

struct shim_def {
	enum shim_how how;
	uint32_t name_tok, line, col;	/* the macro's name */
	uint32_t body_start, body_end;	/* its replacement list, in bytes */
	char name[SHIM_NAME_MAX], param[SHIM_NAME_MAX];
	char body[SHIM_BODY_MAX];	/* as written, white space folded */
};

/* sh holding uninitialized_var only: 0, or -1 when out of memory. */
int shims_init(struct shims *sh);
void shims_free(struct shims *sh);
/* Add the name p[0..n) (from: SHIM_*): its index; -2 for a name too long,
 * -1 when out of memory. Adding a name twice adds its sources. */
long shims_add(struct shims *sh, const char *p, size_t n, unsigned from);
/* Note where name i is defined ("FILE:LINE"), unless that is known: 0, or
 * -1 when out of memory. */
int shims_where(struct shims *sh, size_t i, const char *where);
/* The index of name p[0..n), or -1 (also when sh is NULL). */
long shims_find(const struct shims *sh, const char *p, size_t n);
/* Is s a name --shim takes (an identifier, shorter than SHIM_NAME_MAX)? */
int shims_name_ok(const char *s);
/* The .init-for-compiler file for path: in its directory (a file's, or the
 * directory itself) or the nearest one above; its --shim lines into sh,
 * once per file. 0 (also when there is none), 1 when the file has a bad
 * line or cannot be read (said on stderr), -1 when out of memory. */
int shims_config(struct shims *sh, const char *path);
/* The one-parameter definitions of a tokenized file that matter: each
 * self-initializing or forwarding one (a shim, whatever its name), and any
 * other one of a name of sh (another branch of a shim). Their number; the
 * first cap of them in out. */
size_t shim_defines(const char *buf, const struct tokvec *tv, const struct shims *sh,
		    struct shim_def *out, size_t cap);
/* Could buf hold a shim's definition (self-initializing or forwarding)?
 * 0 means certainly not: shim_defines() would find none of those. Bytes
 * only (the first pass reads every file). */
int shim_prefilter(const char *buf, size_t len);

/* The names a file calls with one identifier, NAME(IDENT) (a shim's use
 * has that form), for a file read before the shims are all known: their
 * hashes, sorted, each once; unsure when a splice or a comment may hide one
 * from the bytes. */
struct callers {
	uint32_t *h;
	size_t n;
	int unsure;
};
uint32_t shim_name_hash(const char *p, size_t n);
/* 0, or -1 when out of memory (then out is empty). */
int shim_callers(const char *buf, size_t len, struct callers *out);
/* Could the file call name (a false yes is possible, a false no is not)? */
int callers_may(const struct callers *c, const char *name);

#endif /* IFC_H */
