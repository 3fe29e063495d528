// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/tag.c - the tag rule: which comments say that a value is there
 * only for the compiler (scan_is_tag()).
 *
 * A comment is read as words: runs of letters, digits and '_' (and bytes
 * of 0x80 and up), lowercased, so that an identifier is one word
 * ("ndo_uninit" is no uninit... word); an apostrophe inside a word is
 * dropped ("isn't" is "isnt", "gcc's" is "gccs"). A comment of more than
 * TAG_MAX_WORDS words is prose, never a tag. The rule, in the order it is
 * applied (docs/tool.md states it; tests/tool/run.sh checks that the page
 * lists these tables):
 *
 *   key      a word that names a compiler (gcc..., clang..., compiler,
 *            compilers), a warning (warning...) or the
 *            uninitialized state (uninit...). No key, no tag: the byte
 *            prefilter (prefilter.c) looks for gcc, clang, compil,
 *            warning and uninit, in any case.
 *   other    a word of tag_other_words[] (another warning, another tool,
 *            another purpose: unused, format, sparse, barrier, bug, a GCC
 *            PR number, a warning printed at run time, ...) and no
 *            uninit... word: no tag.
 *   subject  a compiler's name; or an uninit... word with a warning...
 *            word, a word of tag_false_words[] or "may/might/could/can be
 *            used" (the uninitialized state as a warning says it: alone,
 *            "uninitialized state" is no tag).
 *   then a tag when it says the value is there for that:
 *   (1) a subject and a word of tag_quiet_words[] (silence, shut up,
 *       keep ... happy, ...);
 *   (2) a warning... word and a word of tag_quiet_words[], in at most 12
 *       words ("init to silence warning");
 *   (3) a subject and a word of tag_judge_words[] or tag_false_words[]
 *       (the compiler is wrong, or cannot see), or a compiler and an
 *       uninit... word (its warning named: "gcc 12 -O2: maybe
 *       uninitialized"), in at most 20 words;
 *   (4) a subject, and at most four words in all ("gcc", "for compiler",
 *       "compiler food", "uninit var warning").
 *
 * A word matches a word of the tables when it starts with it (so "silenc"
 * takes "silence", "silenced" and "silencing"), or is it for a table word
 * written with a final '$' ("const$" is not "constant"); a word of seven
 * letters or more also when it is within two edits of a word of
 * tag_typo_quiet_words[] or tag_typo_judge_words[] whose first two letters
 * it shares ("silcene", "supress"). The key words must be spelt right: a
 * "complier" is missed.
 */
#include <string.h>

#include "ifc.h"

#define TAG_MAX_WORDS 64
#define TAG_WORD_MAX 24		/* a longer word is kept cut */

/* The tables. Each word is a prefix: "silenc" matches "silence",
 * "silences", "silenced", "silencing". Not "fix": a comment that fixes a
 * warning says the warning was right, and the value is needed
 * (FFmpeg's rpzaenc.c: "fix warning about uninitialized vars" over the
 * start of a minimum search). */
const char *const tag_quiet_words[] = {
	"silenc", "silent", "quiet", "shut", "hush", "mute", "muting", "suppress",
	"squash", "squelch", "kill", "avoid", "prevent", "stop$", "stops$", "remov", "placat",
	"pacif", "pleas", "appeas", "happy", "happier", "satisf", "calm",
	"keep", "workaround", "around", "sake",
	NULL,
};

/* The warning is false: with a compiler's name, or with an uninit...
 * word. */
const char *const tag_false_words[] = {
	"false", "bogus", "spurious", "misguided",
	NULL,
};

/* The compiler is wrong, or cannot see: with a compiler's name. */
const char *const tag_judge_words[] = {
	"wrong", "incorrect", "stupid",
	"dumb", "silly", "braindead", "brain", "confused", "damn", "thank", "dear",
	"turd", "whin", "complain", "moan", "grumbl", "think", "says",
	"claim", "believ", "smart", "realiz", "realis", "cant", "cannot", "doesnt",
	"isnt", "unable", "unneeded", "food",
	NULL,
};

/* The words a misspelt one is matched against (seven letters or more,
 * within two edits, the first two letters the same): quiet, then judge. */
const char *const tag_typo_quiet_words[] = {
	"silence", "silencing", "suppress", "squelch", "prevent", "placate", "appease",
	"satisfy",
	NULL,
};
const char *const tag_typo_judge_words[] = {
	"braindead", "complain",
	NULL,
};
const char *const tag_typo_false_words[] = {
	"spurious", "misguided",
	NULL,
};

/* Another warning, tool or purpose: a comment with one of these and no
 * uninit... word is about something else. "shutdown" is listed so that
 * "shut" does not take it. */
const char *const tag_other_words[] = {
	"unused", "format", "printf", "sign$", "signed$", "signedness", "overflow",
	"truncat", "cast$", "casts$", "casting", "const$", "constness", "qualifier",
	"volatile", "alias", "bound", "shift", "fallthrough", "clobber", "longjmp",
	"brace", "prototype", "deprecat", "inlin", "optimi", "register", "endian",
	"sparse", "barrier", "bug$", "bugs$", "bugzilla", "print", "trigger", "emit",
	"shutdown",
	NULL,
};

/* The key: a compiler, a warning, the uninitialized state; the rest. */
enum {
	W_COMPILER = 1, W_WARN = 2, W_UNINIT = 4, W_QUIET = 8, W_JUDGE = 16, W_OTHER = 32,
	W_FALSE = 64
};

struct words {
	char w[TAG_MAX_WORDS][TAG_WORD_MAX + 1];
	size_t n;
};

/* The words of comment text[0..len), delimiters left out: 0, or -1 when
 * there are more than TAG_MAX_WORDS (prose). */
static int split(const char *text, size_t len, struct words *ws)
{
	size_t i = 0, k = 0;
	int in = 0;

	if (len >= 2 && text[0] == '/' && text[1] == '*') {
		i = 2;
		if (len >= 4 && text[len - 1] == '/' && text[len - 2] == '*')
			len -= 2;
	} else if (len >= 2 && text[0] == '/' && text[1] == '/') {
		i = 2;
	}
	ws->n = 0;
	for (; i < len; i++) {
		unsigned char c = (unsigned char)text[i];
		int letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
			     (c >= '0' && c <= '9') || c == '_' || c >= 0x80;

		if (c == '\'' && in && i + 1 < len && ((text[i + 1] | 0x20) >= 'a' &&
						      (text[i + 1] | 0x20) <= 'z'))
			continue;	/* isn't, gcc's */
		if (!letter) {
			if (in)
				ws->w[ws->n++][k] = '\0';
			in = 0;
			continue;
		}
		if (!in) {
			if (ws->n == TAG_MAX_WORDS)
				return -1;
			in = 1;
			k = 0;
		}
		if (k < TAG_WORD_MAX)
			ws->w[ws->n][k++] = (char)(c >= 'A' && c <= 'Z' ? c + 32 : c);
	}
	if (in)
		ws->w[ws->n++][k] = '\0';
	return 0;
}

/* The edit distance of a and b (at most 24 bytes each), counting a swap of
 * two neighbours as one edit; more than 2 is reported as 3. */
static int distance(const char *a, const char *b)
{
	size_t n = strlen(a), m = strlen(b), i, j;
	int d[TAG_WORD_MAX + 1][TAG_WORD_MAX + 1];

	if (n > m + 2 || m > n + 2)
		return 3;
	for (i = 0; i <= n; i++)
		d[i][0] = (int)i;
	for (j = 0; j <= m; j++)
		d[0][j] = (int)j;
	for (i = 1; i <= n; i++)
		for (j = 1; j <= m; j++) {
			int v = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);

			if (d[i - 1][j] + 1 < v)
				v = d[i - 1][j] + 1;
			if (d[i][j - 1] + 1 < v)
				v = d[i][j - 1] + 1;
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
			    d[i - 2][j - 2] + 1 < v)
				v = d[i - 2][j - 2] + 1;
			d[i][j] = v;
		}
	return d[n][m] > 2 ? 3 : d[n][m];
}

/* Does word w match a word of table t: start with it, or be it for a
 * table word that ends in '$'? */
static int in_table(const char *w, const char *const *t)
{
	size_t n = strlen(w);

	for (; *t; t++) {
		size_t m = strlen(*t);

		if ((*t)[m - 1] == '$' ? n == m - 1 && !memcmp(w, *t, n)
				       : n >= m && !memcmp(w, *t, m))
			return 1;
	}
	return 0;
}

/* Is word w a misspelling of a word of table t: seven letters or more, the
 * first two the same, at most two edits away? */
static int misspelt(const char *w, const char *const *t)
{
	if (strlen(w) < 7)
		return 0;
	for (; *t; t++)
		if (w[0] == (*t)[0] && w[1] == (*t)[1] && distance(w, *t) <= 2)
			return 1;
	return 0;
}

/* The W_* classes of one word. */
static unsigned word_class(const char *w)
{
	unsigned c = 0;

	if (!strncmp(w, "gcc", 3) || !strncmp(w, "clang", 5) || !strcmp(w, "compiler") ||
	    !strcmp(w, "compilers"))
		c |= W_COMPILER;
	if (!strncmp(w, "warning", 7))
		c |= W_WARN;
	if (!strncmp(w, "uninit", 6))
		c |= W_UNINIT;
	if (in_table(w, tag_other_words) || (w[0] == 'p' && w[1] == 'r' && w[2] >= '0' && w[2] <= '9'))
		c |= W_OTHER;
	else if (in_table(w, tag_quiet_words) || misspelt(w, tag_typo_quiet_words))
		c |= W_QUIET;
	if (in_table(w, tag_judge_words) || misspelt(w, tag_typo_judge_words))
		c |= W_JUDGE;
	if (in_table(w, tag_false_words) || misspelt(w, tag_typo_false_words))
		c |= W_FALSE;
	return c;
}

/* "may be used", "might be used", "could be used", "can be used" */
static int may_be_used(const struct words *ws)
{
	size_t i;

	for (i = 0; i + 2 < ws->n; i++)
		if ((!strcmp(ws->w[i], "may") || !strcmp(ws->w[i], "might") ||
		     !strcmp(ws->w[i], "could") || !strcmp(ws->w[i], "can")) &&
		    !strcmp(ws->w[i + 1], "be") && !strcmp(ws->w[i + 2], "used"))
			return 1;
	return 0;
}

/* Does text hold, in any case, one of the five key prefixes (a word need
 * not start there: the prefilter looks for the bytes alone)? */
static int has_key(const char *text, size_t len)
{
	static const char *const keys[] = { "gcc", "clang", "compil", "warning", "uninit" };
	size_t i, k, j;

	for (i = 0; i + 3 <= len; i++) {
		char c = (char)(text[i] | 0x20);

		if (c != 'g' && c != 'c' && c != 'w' && c != 'u')
			continue;
		for (k = 0; k < sizeof(keys) / sizeof(keys[0]); k++) {
			const char *w = keys[k];

			if (w[0] != c)
				continue;
			for (j = 1; w[j] && i + j < len && (char)(text[i + j] | 0x20) == w[j]; j++)
				;
			if (!w[j])
				return 1;
		}
	}
	return 0;
}

/* Which clause of the rule makes the words ws a tag (1 to 4), or 0. */
static int rule(const struct words *ws)
{
	unsigned all = 0;
	int subject;
	size_t i;

	for (i = 0; i < ws->n; i++)
		all |= word_class(ws->w[i]);
	if ((all & W_OTHER) && !(all & W_UNINIT))
		return 0;
	/* the compiler, or the uninitialized state as a warning says it */
	subject = (all & W_COMPILER) ||
		  ((all & W_UNINIT) && ((all & (W_WARN | W_FALSE)) || may_be_used(ws)));
	if (subject && (all & W_QUIET))
		return 1;
	if ((all & W_WARN) && (all & W_QUIET) && ws->n <= 12)
		return 2;
	if (subject && ((all & (W_JUDGE | W_FALSE)) ||
			((all & W_COMPILER) && (all & W_UNINIT))) && ws->n <= 20)
		return 3;
	return subject && ws->n <= 4 ? 4 : 0;
}

/* The words that say nothing of their own beside a tag's: articles,
 * auxiliaries, the words of the warnings ("may be used without having been
 * initialized", -Wmaybe-uninitialized), of the value ("0", "NULL") and of
 * initializing. */
const char *const tag_bare_words[] = {
	"a$", "an$", "the$", "to$", "is$", "it$", "its$", "be$", "been$", "having$",
	"has$", "have$", "for$", "from$", "of$", "on$", "in$", "up$", "about$", "this$",
	"that$", "here$", "so$", "as$", "and$", "or$", "may$", "maybe$", "might$",
	"could$", "can$", "used$", "without$", "because$", "make$", "makes$", "init",
	"zero$", "0$", "null$", "var$", "vars$", "variable", "value$", "values$",
	"bug$", "bugs$", "positive", "wmaybe", "wuninit", "wsometimes", "wconditional",
	"use$", "usage$", "you$", "us$", "needed$", "only$", "do$", "just$", "with$",
	"set$", "by$", "compile$", "free$", "dummy$", "warn", "alarm$", "required$",
	NULL,
};

int tag_is_bare(const char *text, size_t len)
{
	struct words ws;
	size_t i;

	if (!scan_is_tag(text, len) || split(text, len, &ws))
		return 0;
	for (i = 0; i < ws.n; i++) {
		const char *w = ws.w[i];
		unsigned c;

		if (in_table(w, tag_bare_words))
			continue;
		if (strpbrk(w, "0123456789"))
			return 0;	/* a version, a number: information */
		c = word_class(w);
		if ((c & W_OTHER) || !(c & (W_COMPILER | W_WARN | W_UNINIT | W_QUIET | W_JUDGE |
					   W_FALSE)))
			return 0;
	}
	return 1;
}

int scan_is_tag(const char *text, size_t len)
{
	struct words ws;

	return has_key(text, len) && !split(text, len, &ws) && rule(&ws) != 0;
}
