// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/lexer.c - C tokens for the matchers, exact where it matters.
 *
 * Translation phases 1-3 of C11 5.1.1.2, minus trigraphs: backslash-newline
 * splices are honoured everywhere (inside identifiers, literals, comments and
 * between tokens), comments become tokens of their own (the comment-init
 * matcher reads them), string and character literals (with L, u, U, u8
 * prefixes) are single tokens, and every token of a preprocessor directive
 * carries TF_PP so that nothing in a #define body is ever taken for code.
 * A header name after #include is one TK_STRING token.
 *
 * Robustness: any byte sequence is accepted (the fuzz harness checks this);
 * an unterminated literal ends at the end of its line and an unterminated
 * comment at the end of the buffer, flagged TF_UNTERM.
 *
 * C++ adds little a matcher needs: `::` is one punctuator (as "::" of C23
 * attributes), digit separators are part of a number (C23 has them too),
 * and a raw string (R"delim(...)delim", with L, u, U, u8 before the R) is
 * one TK_STRING token: no escape and no line splice inside it counts, and it
 * may span lines. Only R" with a well-formed delimiter (at most 16 bytes,
 * none of them white space, parentheses or a backslash, then '(') starts
 * one; anything else after R is an identifier and a string, as C reads it.
 * C has no raw strings, but a C file holding R"( is rare enough that one
 * lexer serves both languages (prefilter.c says "maybe" for any file that
 * holds the bytes R").
 *
 * Not handled: trigraphs (??/ as a backslash; removed in C23), digraphs as
 * single tokens (<: %: ... lex as two punctuators, which no matcher uses).
 */
#include <stdlib.h>
#include <string.h>

#include "ifc.h"

/* Identifier bytes: ASCII letters, digits, '_', '$' (a GNU extension) and
 * every byte of a UTF-8 sequence (C99 extended characters). */
static const unsigned char ident_tab[256] = {
	['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1,
	['5'] = 1, ['6'] = 1, ['7'] = 1, ['8'] = 1, ['9'] = 1,
	['A'] = 1, ['B'] = 1, ['C'] = 1, ['D'] = 1, ['E'] = 1, ['F'] = 1,
	['G'] = 1, ['H'] = 1, ['I'] = 1, ['J'] = 1, ['K'] = 1, ['L'] = 1,
	['M'] = 1, ['N'] = 1, ['O'] = 1, ['P'] = 1, ['Q'] = 1, ['R'] = 1,
	['S'] = 1, ['T'] = 1, ['U'] = 1, ['V'] = 1, ['W'] = 1, ['X'] = 1,
	['Y'] = 1, ['Z'] = 1,
	['a'] = 1, ['b'] = 1, ['c'] = 1, ['d'] = 1, ['e'] = 1, ['f'] = 1,
	['g'] = 1, ['h'] = 1, ['i'] = 1, ['j'] = 1, ['k'] = 1, ['l'] = 1,
	['m'] = 1, ['n'] = 1, ['o'] = 1, ['p'] = 1, ['q'] = 1, ['r'] = 1,
	['s'] = 1, ['t'] = 1, ['u'] = 1, ['v'] = 1, ['w'] = 1, ['x'] = 1,
	['y'] = 1, ['z'] = 1, ['_'] = 1, ['$'] = 1,
	[0x80] = 1, [0x81] = 1, [0x82] = 1, [0x83] = 1, [0x84] = 1, [0x85] = 1,
	[0x86] = 1, [0x87] = 1, [0x88] = 1, [0x89] = 1, [0x8a] = 1, [0x8b] = 1,
	[0x8c] = 1, [0x8d] = 1, [0x8e] = 1, [0x8f] = 1, [0x90] = 1, [0x91] = 1,
	[0x92] = 1, [0x93] = 1, [0x94] = 1, [0x95] = 1, [0x96] = 1, [0x97] = 1,
	[0x98] = 1, [0x99] = 1, [0x9a] = 1, [0x9b] = 1, [0x9c] = 1, [0x9d] = 1,
	[0x9e] = 1, [0x9f] = 1, [0xa0] = 1, [0xa1] = 1, [0xa2] = 1, [0xa3] = 1,
	[0xa4] = 1, [0xa5] = 1, [0xa6] = 1, [0xa7] = 1, [0xa8] = 1, [0xa9] = 1,
	[0xaa] = 1, [0xab] = 1, [0xac] = 1, [0xad] = 1, [0xae] = 1, [0xaf] = 1,
	[0xb0] = 1, [0xb1] = 1, [0xb2] = 1, [0xb3] = 1, [0xb4] = 1, [0xb5] = 1,
	[0xb6] = 1, [0xb7] = 1, [0xb8] = 1, [0xb9] = 1, [0xba] = 1, [0xbb] = 1,
	[0xbc] = 1, [0xbd] = 1, [0xbe] = 1, [0xbf] = 1, [0xc0] = 1, [0xc1] = 1,
	[0xc2] = 1, [0xc3] = 1, [0xc4] = 1, [0xc5] = 1, [0xc6] = 1, [0xc7] = 1,
	[0xc8] = 1, [0xc9] = 1, [0xca] = 1, [0xcb] = 1, [0xcc] = 1, [0xcd] = 1,
	[0xce] = 1, [0xcf] = 1, [0xd0] = 1, [0xd1] = 1, [0xd2] = 1, [0xd3] = 1,
	[0xd4] = 1, [0xd5] = 1, [0xd6] = 1, [0xd7] = 1, [0xd8] = 1, [0xd9] = 1,
	[0xda] = 1, [0xdb] = 1, [0xdc] = 1, [0xdd] = 1, [0xde] = 1, [0xdf] = 1,
	[0xe0] = 1, [0xe1] = 1, [0xe2] = 1, [0xe3] = 1, [0xe4] = 1, [0xe5] = 1,
	[0xe6] = 1, [0xe7] = 1, [0xe8] = 1, [0xe9] = 1, [0xea] = 1, [0xeb] = 1,
	[0xec] = 1, [0xed] = 1, [0xee] = 1, [0xef] = 1, [0xf0] = 1, [0xf1] = 1,
	[0xf2] = 1, [0xf3] = 1, [0xf4] = 1, [0xf5] = 1, [0xf6] = 1, [0xf7] = 1,
	[0xf8] = 1, [0xf9] = 1, [0xfa] = 1, [0xfb] = 1, [0xfc] = 1, [0xfd] = 1,
	[0xfe] = 1, [0xff] = 1,
};

#define IS_IDENT(c) (ident_tab[(unsigned char)(c)])
#define IS_DIGIT(c) ((unsigned)(c) - '0' < 10u)

struct lexer {
	const char *b;
	size_t n, p;
	uint32_t line;
	size_t ls;		/* offset of the current line's first byte */
	int spliced;		/* current token crossed a splice */
	int bol;		/* no token yet on this line (comments aside) */
	int in_pp;		/* in a directive */
	int want_dir;		/* the last token was a directive's '#' */
	int header_name;	/* after #include: <...> is a header name */
	int multiline;		/* the current token holds newlines that are no
				 * splice (a raw string) */
};

/* Length of the backslash-newline at p (2 or 3 with CRLF), or 0. */
static size_t splice_len(const struct lexer *lx, size_t p)
{
	const char *b = lx->b;

	if (p + 1 >= lx->n || b[p] != '\\')
		return 0;
	if (b[p + 1] == '\n')
		return 2;
	if (b[p + 1] == '\r' && p + 2 < lx->n && b[p + 2] == '\n')
		return 3;
	return 0;
}

/* Skip any splices at p; the line count is settled per token later. */
static size_t skip_splices(struct lexer *lx, size_t p)
{
	size_t k;

	while ((k = splice_len(lx, p)) != 0) {
		p += k;
		lx->spliced = 1;
	}
	return p;
}

/* Byte at p after splices, or 0 at the end. */
static char peek(struct lexer *lx, size_t *p)
{
	*p = skip_splices(lx, *p);
	return *p < lx->n ? lx->b[*p] : '\0';
}

/* Account for the newlines inside [from, to). */
static void advance_lines(struct lexer *lx, size_t from, size_t to)
{
	const char *q = lx->b + from, *end = lx->b + to;

	while ((q = memchr(q, '\n', (size_t)(end - q))) != NULL) {
		lx->line++;
		lx->ls = (size_t)(q - lx->b) + 1;
		q++;
	}
}

static int push(struct tokvec *tv, const struct token *t)
{
	if (GROW(tv->v, tv->n, tv->cap, 4096))
		return -1;
	tv->v[tv->n++] = *t;
	return 0;
}

/* Block comment body after the opening delimiter. */
static void block_comment(struct lexer *lx, uint8_t *flags)
{
	size_t p = lx->p;

	for (;;) {
		const char *star = memchr(lx->b + p, '*', lx->n - p);
		size_t q;

		if (!star) {
			lx->p = lx->n;
			*flags |= TF_UNTERM;
			return;
		}
		q = (size_t)(star - lx->b) + 1;
		if (peek(lx, &q) == '/') {
			lx->p = q + 1;
			return;
		}
		p = (size_t)(star - lx->b) + 1;
	}
}

/* Line comment body: up to the newline that is not spliced. */
static void line_comment(struct lexer *lx)
{
	size_t p = lx->p;

	for (;;) {
		const char *nl = memchr(lx->b + p, '\n', lx->n - p);
		size_t q;

		if (!nl) {
			lx->p = lx->n;
			return;
		}
		q = (size_t)(nl - lx->b);
		if (q > 0 && lx->b[q - 1] == '\\') {
			lx->spliced = 1;
			p = q + 1;
			continue;
		}
		if (q > 1 && lx->b[q - 1] == '\r' && lx->b[q - 2] == '\\') {
			lx->spliced = 1;
			p = q + 1;
			continue;
		}
		/* a CR before the newline belongs to the line end, not the comment */
		lx->p = q > p && lx->b[q - 1] == '\r' ? q - 1 : q;
		return;
	}
}

/* String, character literal or header name after its opening byte. */
static void literal(struct lexer *lx, char close, uint8_t *flags)
{
	size_t p = lx->p;

	while (p < lx->n) {
		char c = lx->b[p];

		if (c == '\\') {
			size_t k = splice_len(lx, p);

			if (k) {
				lx->spliced = 1;
				p += k;
				continue;
			}
			p++;	/* the escaped byte, after any splice */
			p = skip_splices(lx, p);
			if (p < lx->n && lx->b[p] != '\n')
				p++;
			continue;
		}
		if (c == close) {
			lx->p = p + 1;
			return;
		}
		if (c == '\n')
			break;
		p++;
	}
	lx->p = p;
	*flags |= TF_UNTERM;
}

/* Length of the punctuator at s: three-, two- or one-byte, longest first. */
static size_t punct_len(const char *s, size_t avail)
{
	char c = s[0], d = avail >= 2 ? s[1] : '\0';

	switch (c) {
	case '.':
		return avail >= 3 && d == '.' && s[2] == '.' ? 3 : 1;
	case '<':
	case '>':
		if (d == c)
			return avail >= 3 && s[2] == '=' ? 3 : 2;
		return d == '=' ? 2 : 1;
	case '-':
		return d == '>' || d == '-' || d == '=' ? 2 : 1;
	case '+':
	case '&':
	case '|':
		return d == c || d == '=' ? 2 : 1;
	case '=':
	case '!':
	case '*':
	case '/':
	case '%':
	case '^':
		return d == '=' ? 2 : 1;
	case '#':
	case ':':
		return d == c ? 2 : 1;
	default:
		return 1;
	}
}

static int is_prefix(const char *s, size_t n)
{
	return (n == 1 && (s[0] == 'L' || s[0] == 'u' || s[0] == 'U')) ||
	       (n == 2 && s[0] == 'u' && s[1] == '8');
}

/* Is s[0..n) the prefix of a C++ raw string: R, LR, uR, UR, u8R? */
static int is_raw_prefix(const char *s, size_t n)
{
	return n >= 1 && s[n - 1] == 'R' && (n == 1 || is_prefix(s, n - 1));
}

/*
 * A raw string whose '"' is at q: R"delim( ... )delim". Sets lx->p past it
 * and returns 1 (one without its closing sequence runs to the end of the
 * buffer, TF_UNTERM, as an unterminated comment does); returns 0, with
 * nothing changed, when no raw string starts there (C++ [lex.string]: at
 * most 16 delimiter bytes, none of them space, '(', ')', '\\' or a control
 * byte, then '(').
 */
static int raw_string(struct lexer *lx, size_t q, uint8_t *flags)
{
	const char *b = lx->b;
	size_t d = q + 1, k, i;

	for (k = 0; d + k < lx->n && k <= 16 && b[d + k] != '('; k++) {
		unsigned char c = (unsigned char)b[d + k];

		if (c <= ' ' || c == ')' || c == '\\' || c == 0x7f)
			return 0;
	}
	if (d + k >= lx->n || k > 16)
		return 0;
	lx->p = lx->n;
	*flags |= TF_UNTERM;
	for (i = d + k + 1; i + k + 2 <= lx->n; i++) {
		const char *close = memchr(b + i, ')', lx->n - i - k - 1);

		if (!close)
			break;
		i = (size_t)(close - b);
		if (!memcmp(b + i + 1, b + d, k) && b[i + 1 + k] == '"') {
			lx->p = i + k + 2;
			*flags &= (uint8_t)~TF_UNTERM;
			break;
		}
	}
	lx->multiline = memchr(b + q, '\n', lx->p - q) != NULL;
	return 1;
}

/* White space, a newline or a line splice at lx->p: skip it, 1; else 0. */
static inline int lex_blank(struct lexer *lx, char c)
{
	size_t k;

	if (c == '\n') {
		lx->line++;
		lx->ls = ++lx->p;
		lx->bol = 1;
		lx->in_pp = lx->want_dir = lx->header_name = 0;
		return 1;
	}
	if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
		lx->p++;
		while (lx->p < lx->n && (lx->b[lx->p] == ' ' || lx->b[lx->p] == '\t'))
			lx->p++;
		return 1;
	}
	if (c == '\\' && (k = splice_len(lx, lx->p)) != 0) {
		lx->p += k;
		lx->line++;
		lx->ls = lx->p;
		return 1;
	}
	return 0;
}

/* An identifier, or the prefix of a literal (L"", u8''), from start. */
static inline void lex_ident(struct lexer *lx, struct token *t, size_t start)
{
	const char *buf = lx->b;
	size_t p = lx->p + 1, len = lx->n;

	for (;;) {
		while (p < len && IS_IDENT(buf[p]))
			p++;
		if (p < len && buf[p] == '\\' && splice_len(lx, p)) {
			p = skip_splices(lx, p);
			continue;
		}
		break;
	}
	lx->p = p;
	t->kind = TK_IDENT;
	if (!lx->spliced && p < len && buf[p] == '"' && is_raw_prefix(buf + start, p - start) &&
	    raw_string(lx, p, &t->flags)) {
		t->kind = TK_STRING;
	} else if (!lx->spliced && p < len && (buf[p] == '"' || buf[p] == '\'') &&
		   is_prefix(buf + start, p - start)) {
		char q = buf[p];

		lx->p = p + 1;
		t->kind = q == '"' ? TK_STRING : TK_CHAR;
		literal(lx, q, &t->flags);
	} else if (lx->want_dir) {
		lx->header_name = (p - start == 7 && !memcmp(buf + start, "include", 7)) ||
				  (p - start == 12 && !memcmp(buf + start, "include_next", 12)) ||
				  (p - start == 6 && !memcmp(buf + start, "import", 6));
	}
}

/* A preprocessing number (exponent signs and C23 digit separators too). */
static inline void lex_number(struct lexer *lx, struct token *t)
{
	size_t p = lx->p + 1, len = lx->n;

	for (;;) {
		char d = peek(lx, &p);

		if (p >= len)
			break;
		if ((d == 'e' || d == 'E' || d == 'p' || d == 'P')) {
			size_t q = p + 1;
			char s = peek(lx, &q);

			p++;
			if (s == '+' || s == '-')
				p = q + 1;
		} else if (IS_IDENT(d) || d == '.') {
			p++;
		} else if (d == '\'' && p + 1 < len && IS_IDENT(lx->b[p + 1])) {
			p += 2;	/* C23 digit separator */
		} else {
			break;
		}
	}
	lx->p = p;
	t->kind = TK_NUMBER;
}

/* A comment, or the punctuator that starts with '/'. */
static inline void lex_slash(struct lexer *lx, struct token *t)
{
	size_t q = lx->p + 1;
	char d = peek(lx, &q);

	if (d == '*') {
		lx->p = q + 1;
		t->kind = TK_COMMENT;
		block_comment(lx, &t->flags);
	} else if (d == '/') {
		lx->p = q + 1;
		t->kind = TK_COMMENT;
		line_comment(lx);
	} else {
		lx->spliced = 0;
		lx->p += punct_len(lx->b + lx->p, lx->n - lx->p);
		t->kind = TK_PUNCT;
	}
}

/* The token that starts with byte c at start = lx->p: its kind, and
 * lx->p past it. */
static inline void lex_token(struct lexer *lx, struct token *t, char c, size_t start)
{
	if (IS_IDENT(c) && !IS_DIGIT(c)) {
		lex_ident(lx, t, start);
	} else if (IS_DIGIT(c) || (c == '.' && lx->p + 1 < lx->n && IS_DIGIT(lx->b[lx->p + 1]))) {
		lex_number(lx, t);
	} else if (c == '"' || c == '\'') {
		lx->p++;
		t->kind = c == '"' ? TK_STRING : TK_CHAR;
		literal(lx, c, &t->flags);
	} else if (c == '<' && lx->header_name) {
		lx->p++;
		t->kind = TK_STRING;
		literal(lx, '>', &t->flags);
	} else if (c == '/') {
		lex_slash(lx, t);
	} else if (c == '#' && lx->bol) {
		lx->p++;
		t->kind = TK_PUNCT;
		t->flags |= TF_PP | TF_HASH;
		lx->in_pp = 1;
	} else if (c == '\\' || c == '@' || c == '`' || (unsigned char)c < 0x20 ||
		   (unsigned char)c == 0x7f) {
		lx->p++;
		t->kind = TK_OTHER;
	} else {
		lx->p += punct_len(lx->b + lx->p, lx->n - lx->p);
		t->kind = TK_PUNCT;
	}
}

/* The lexer proper: every token goes to emit(ctx, token); a non-zero return
 * from emit stops the lexer, which then returns that value. Inlined into
 * both callers (and its parts into it) so that lex() stores tokens without
 * an indirect call. */
static inline int lex_core(const char *buf, size_t len,
			   int (*emit)(void *ctx, const struct token *t), void *ctx,
			   int code_only)
{
	struct lexer lx = { buf, len, 0, 1, 0, 0, 1, 0, 0, 0, 0 };
	int rc;

	if (len >= UINT32_MAX)
		return -1;
	while (lx.p < len) {
		char c = buf[lx.p];
		struct token t;
		size_t start = lx.p;

		if (lex_blank(&lx, c))
			continue;
		t.off = (uint32_t)start;
		t.line = lx.line;
		t.col = (uint32_t)(start - lx.ls + 1);
		t.flags = lx.in_pp ? TF_PP : 0;
		lx.spliced = lx.multiline = 0;
		lex_token(&lx, &t, c, start);
		if (t.kind != TK_COMMENT)
			lx.want_dir = (t.flags & TF_HASH) != 0;
		if (t.kind == TK_STRING && lx.header_name)
			lx.header_name = 0;
		if (lx.spliced)
			t.flags |= TF_SPLICED;
		t.len = (uint32_t)(lx.p - start);
		if (t.kind == TK_COMMENT || lx.spliced || lx.multiline)
			advance_lines(&lx, start, lx.p);
		if (t.kind != TK_COMMENT)
			lx.bol = 0;
		if (code_only && (t.flags & TF_PP))
			continue;
		if ((rc = emit(ctx, &t)) != 0)
			return rc;
	}
	return 0;
}

static int push_cb(void *ctx, const struct token *t)
{
	return push(ctx, t);
}

int lex(const char *buf, size_t len, struct tokvec *out)
{
	out->n = 0;
	return lex_core(buf, len, push_cb, out, 0);
}

int lex_stream(const char *buf, size_t len,
	       int (*fn)(void *ctx, const struct token *t), void *ctx)
{
	return lex_core(buf, len, fn, ctx, 1);
}

int lex_stream_all(const char *buf, size_t len,
		   int (*fn)(void *ctx, const struct token *t), void *ctx)
{
	return lex_core(buf, len, fn, ctx, 0);
}

void tokvec_free(struct tokvec *tv)
{
	free(tv->v);
	tv->v = NULL;
	tv->n = tv->cap = 0;
}

size_t tok_copy(const char *buf, const struct token *t, char *out, size_t cap)
{
	size_t i, n = 0;
	const char *s = buf + t->off;

	for (i = 0; i < t->len; i++) {
		if ((t->flags & TF_SPLICED) && s[i] == '\\' && i + 1 < t->len &&
		    (s[i + 1] == '\n' || (s[i + 1] == '\r' && i + 2 < t->len && s[i + 2] == '\n'))) {
			i += s[i + 1] == '\n' ? 1 : 2;
			continue;
		}
		if (n + 1 < cap)
			out[n] = s[i];
		n++;
	}
	if (cap)
		out[n < cap ? n : cap - 1] = '\0';
	return n;
}

int tok_same(const char *b, const struct token *x, const struct token *y)
{
	char nx[128], ny[128];
	size_t lx, ly;

	if (!((x->flags | y->flags) & TF_SPLICED))
		return x->len == y->len && !memcmp(b + x->off, b + y->off, x->len);
	lx = tok_copy(b, x, nx, sizeof(nx));
	ly = tok_copy(b, y, ny, sizeof(ny));
	return lx == ly && lx < sizeof(nx) && !memcmp(nx, ny, lx);
}

int tok_is_spliced(const char *buf, const struct token *t, const char *s, size_t n)
{
	char tmp[128];

	if (n >= sizeof(tmp))
		return 0;
	return tok_copy(buf, t, tmp, sizeof(tmp)) == n && !memcmp(tmp, s, n);
}
