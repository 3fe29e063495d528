// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/prefilter.c - the passes before scan(): a proof, from the bytes
 * alone (scan_prefilter()) or from the tokens without storing them
 * (scan_quick(), at the end of this file), that a file holds no site.
 *
 * scan_prefilter() runs before any tokenizing. It answers 0 only when
 * nothing that can make a site is in the buffer, and 1 ("maybe")
 * otherwise; a file it answers 1 for goes on to scan_quick() and scan().
 * What a site needs, kind by kind (scan.c says why):
 *
 *   annotation, legacy  an identifier spelling one of the six macro names,
 *                       whose bytes hold "compil" or "uninit" (in any
 *                       case), unless a line splice cuts it, or the name
 *                       of another shim (struct shims), in code or in a
 *                       #define body;
 *   comment-init,       a tag comment: scan_is_tag() (tag.c) wants one of
 *   comment-assign      "gcc", "clang", "compil", "warning", "uninit" in
 *                       any case, literally in the comment's bytes;
 *   self-init           NAME = [(*&]... NAME [)]}]... then ',' or ';' in code
 *                       (not in a directive), where the first NAME is a
 *                       declarator's name: it stands after the last ';', '{'
 *                       or '}' code token before the '=' (no declarator holds
 *                       one of those: skip_declarator() in scan.c), and after
 *                       a specifier, '*', ')', '}', ']' or ',' and before
 *                       '[', '(', an identifier, ':', ',' or the '=' (the
 *                       plain declarator) or as the first identifier after
 *                       the '(' of `(*` or `(^` (the parenthesized one).
 *
 * So the prefilter says "maybe" for
 *   (a) any of the five words, in any case, anywhere (also in strings and
 *       code: cheaper than knowing where comments are);
 *   (b) a line splice with an identifier byte before it and an identifier
 *       byte or another splice after it (a macro name cut in two);
 *   (c) an '=' byte outside a directive, followed by the bytes of
 *       [(*&]... NAME [)]... and ',' or ';' (white space between), where
 *       NAME occurs as a whole word between the '=' and the last ';', '{'
 *       or '}' byte before it, in a place a declarator's name can take;
 *       a ';', '{', '}' or ',' byte, or a NAME, that is for certain in a
 *       comment or literal (one that starts on its line) is no token, and
 *       the search goes on before it;
 *   (d) whatever on the way of (c) it cannot read with certainty: a
 *       comment, a splice or a '#' where the tokens of (c) should be, or a
 *       ';', '{' or '}' byte that a comment, literal or directive may hold;
 *   (e) a shim's name other than uninitialized_var, anywhere, as a whole
 *       word followed by '(' (blanks between), or by a '/' or '\\';
 *   (f) the bytes R" where a C++ raw string may start (lexer.c): the R
 *       ends a run of identifier bytes that is R, LR, uR, UR or u8R (a
 *       longer run is an identifier or a number the lexer reads whole, no
 *       prefix; "...88E1121R" in a string is none), and a delimiter and
 *       '(' follow the '"' as the lexer wants them. A raw string may hold
 *       what the byte passes would take for a comment or a literal's end,
 *       on any line.
 * Everything it skips is therefore a file in which scan() finds no site.
 * tests/tool/fuzz_lexer.c checks that on any bytes, tests/tool/run.sh on
 * the corpus and a generated tree, bench/scan.sh (make bench) on
 * linux-source-6.1 (all against --no-quick).
 */
#include <stdint.h>
#include <string.h>

#include "ifc.h"

#ifdef IFC_SSE2
#include <emmintrin.h>
#endif
#ifdef IFC_AVX2
#include <immintrin.h>
#endif

/* Identifier bytes, as the lexer has them: letters, digits, '_', '$' and
 * every byte >= 0x80. A table: this runs at every byte of every name the
 * self-init pass reads (a chain of comparisons cost FFmpeg's scan 3% of
 * its instructions). */
#define ID4(c) [c] = 1, [c + 1] = 1, [c + 2] = 1, [c + 3] = 1
#define ID16(c) ID4(c), ID4(c + 4), ID4(c + 8), ID4(c + 12)
static const unsigned char ident_byte[256] = {
	ID4('0'), ID4('4'), ['8'] = 1, ['9'] = 1, ['_'] = 1, ['$'] = 1,
	ID16('A'), ID4('A' + 16), ID4('A' + 20), ['Y'] = 1, ['Z'] = 1,
	ID16('a'), ID4('a' + 16), ID4('a' + 20), ['y'] = 1, ['z'] = 1,
	ID16(0x80), ID16(0x90), ID16(0xa0), ID16(0xb0),
	ID16(0xc0), ID16(0xd0), ID16(0xe0), ID16(0xf0),
};
#undef ID16
#undef ID4

static int is_ident(unsigned char c)
{
	return ident_byte[c];
}

static int is_digit(unsigned char c)
{
	return c >= '0' && c <= '9';
}

static int is_space(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/* Length of the line splice at b[i] ("\\\n" or "\\\r\n"), or 0. */
static size_t splice_at(const unsigned char *b, size_t len, size_t i)
{
	if (i + 1 < len && b[i] == '\\' && b[i + 1] == '\n')
		return 2;
	if (i + 2 < len && b[i] == '\\' && b[i + 1] == '\r' && b[i + 2] == '\n')
		return 3;
	return 0;
}

/* Is there a splice at b[i] next to a '/' or '*', which may cut a
 * comment's delimiter? */
static int splice_near_star(const unsigned char *b, size_t len, size_t i)
{
	size_t k = splice_at(b, len, i), a, z;

	if (!k)
		return 0;
	/* a run of splices joins the bytes around it: look past it (an empty
	 * line of a macro's body is one) */
	for (z = i + k; (k = splice_at(b, len, z)) != 0;)
		z += k;
	for (a = i; a > 0 && b[a - 1] == '\n' && ifc_spliced_nl(b, a - 1);)
		a -= a >= 3 && b[a - 2] == '\r' ? 3 : 2;
	return (a > 0 && (b[a - 1] == '/' || b[a - 1] == '*')) ||
	       (z < len && (b[z] == '/' || b[z] == '*'));
}

/* ------------------------------------------------------------ (a) words */

/* The annotation and legacy macros (the KW_ANNOT and KW_LEGACY words of
 * scan.c). */
static const char *const macros[] = {
	"INIT_FOR_COMPILER", "INIT_PTR_FOR_COMPILER", "INIT_SCALAR_FOR_COMPILER",
	"INIT_STRUCT_FOR_COMPILER", "ASSIGN_FOR_COMPILER", "uninitialized_var",
};

static const struct {
	const char *w;
	size_t len;
} words[] = {
	{ "gcc", 3 }, { "clang", 5 }, { "warning", 7 }, { "compil", 6 }, { "uninit", 6 },
};

/* Does one of the words start at b[j], in any case (| 0x20 folds an ASCII
 * letter, as has_key_word() in scan.c does)? */
static int word_at(const unsigned char *b, size_t len, size_t j)
{
	size_t k, i;

	for (k = 0; k < sizeof(words) / sizeof(words[0]); k++) {
		const char *w = words[k].w;

		if (words[k].len > len - j || (b[j] | 0x20) != (unsigned char)w[0])
			continue;
		for (i = 1; i < words[k].len && (b[j + i] | 0x20) == (unsigned char)w[i]; i++)
			;
		if (i == words[k].len)
			return 1;
	}
	return 0;
}

/* Is the shim's name at b[i, i + n) a whole word followed, past blanks,
 * by '(', or by what the bytes cannot see through (a comment, a splice)? */
static int called_at(const unsigned char *b, size_t len, size_t i, size_t n)
{
	size_t j = i + n;

	if ((i > 0 && is_ident(b[i - 1])) || (j < len && is_ident(b[j])))
		return 0;
	while (j < len && (b[j] == ' ' || b[j] == '\t' || b[j] == '\n' || b[j] == '\r' ||
			   b[j] == '\f' || b[j] == '\v'))
		j++;
	return j < len && (b[j] == '(' || b[j] == '/' || b[j] == '\\');
}

/* With SSE2, the first shims' names (after uninitialized_var, which (a)
 * finds) are looked for in the words' pass (e), the bytes loaded once;
 * has_shim_name() looks for the others. */
#ifdef IFC_SSE2
#define FUSED 4
#else
#define FUSED 0
#endif

/* The names of (e) that the words' pass looks for. */
struct fused {
	size_t n;
	const char *name[FUSED + 1];
	size_t len[FUSED + 1];
};

static void fused_init(struct fused *fz, const struct shims *sh)
{
	fz->n = 0;
#if FUSED
	for (; sh && fz->n < FUSED && 1 + fz->n < sh->n; fz->n++) {
		fz->name[fz->n] = sh->names[1 + fz->n];
		fz->len[fz->n] = strlen(fz->name[fz->n]);
	}
#else
	(void)sh;
#endif
}

/* Is one of the fused names called at b[j]? */
static int fused_at(const unsigned char *b, size_t len, size_t j, const struct fused *fz)
{
	size_t q;

	for (q = 0; q < fz->n; q++)
		if (fz->len[q] <= len - j && b[j] == (unsigned char)fz->name[q][0] &&
		    !memcmp(b + j, fz->name[q], fz->len[q]) && called_at(b, len, j, fz->len[q]))
			return 1;
	return 0;
}

/* A candidate of the words' pass at b[j]: a fused name called there
 * (*call set), or a word. The name first: "gcc_init(x)" may be both, and
 * a word in code makes the search go on past it. */
static int hit_at(const unsigned char *b, size_t len, size_t j, const struct fused *fz,
		  int *call)
{
	unsigned char c = b[j] | 0x20;

	if (fz->n && fused_at(b, len, j, fz)) {
		*call = 1;
		return 1;
	}
	/* the first letters first: the byte-by-byte loop asks at every byte */
	return (c == 'g' || c == 'c' || c == 'w' || c == 'u') && word_at(b, len, j);
}

#ifdef IFC_AVX2
/*
 * next_word()'s loop with AVX2, thirty-two starts at a time: the bytes
 * from b[i] and those loaded again from b[i + 2], b[i + 4], b[i + 5] and
 * b[i + 6] (AVX2 cannot shift bytes across its two halves), each compared
 * with the letters it needs there; a fused name as in next_word(). The
 * first place where word_at() or a fused name's call holds (*call), or
 * SIZE_MAX with *from set to where fewer than 48 bytes are left.
 */
__attribute__((target("avx2")))
static size_t words_avx2(const unsigned char *b, size_t len, size_t *from, const struct fused *fz,
			 int *call)
{
	const __m256i fold = _mm256_set1_epi8(0x20);
	__m256i nf[FUSED], nl[FUSED];
	size_t nk[FUSED], q, i = *from;

	for (q = 0; q < fz->n; q++) {
		nk[q] = fz->len[q] - 1 < 15 ? fz->len[q] - 1 : 15;
		nf[q] = _mm256_set1_epi8(fz->name[q][0]);
		nl[q] = _mm256_set1_epi8(fz->name[q][nk[q]]);
	}
#define RAW(k) _mm256_loadu_si256((const void *)(b + i + (k)))
#define AT(k) _mm256_or_si256(RAW(k), fold)
#define EQ(v, c) _mm256_cmpeq_epi8(v, _mm256_set1_epi8(c))
	for (; len >= 48 && i <= len - 48; i += 32) {
		__m256i r = RAW(0), v = _mm256_or_si256(r, fold), v5 = AT(5), m;
		unsigned bits;

		m = _mm256_or_si256(
			_mm256_or_si256(_mm256_and_si256(EQ(v, 'g'), EQ(AT(2), 'c')),
					_mm256_and_si256(EQ(v, 'c'), _mm256_or_si256(EQ(AT(4), 'g'),
										     EQ(v5, 'l')))),
			_mm256_or_si256(_mm256_and_si256(EQ(v, 'w'), EQ(AT(6), 'g')),
					_mm256_and_si256(EQ(v, 'u'), EQ(v5, 't'))));
		for (q = 0; q < fz->n; q++)
			m = _mm256_or_si256(m, _mm256_and_si256(_mm256_cmpeq_epi8(r, nf[q]),
								_mm256_cmpeq_epi8(RAW(nk[q]), nl[q])));
		for (bits = (unsigned)_mm256_movemask_epi8(m); bits; bits &= bits - 1)
			if (hit_at(b, len, i + (size_t)__builtin_ctz(bits), fz, call))
				return i + (size_t)__builtin_ctz(bits);
	}
#undef EQ
#undef AT
#undef RAW
	*from = i;
	return SIZE_MAX;
}
#endif

/*
 * The first start of a word at or after b[from], or len; *call set when
 * there a fused name is called instead (which makes the file a maybe). A
 * word can start only where its first letter and its last are in place
 * (g.c gcc, c...g clang, w.....g warning, c....l compil, u....t uninit),
 * which is rare in C; only there does word_at() look closer. With SSE2,
 * sixteen starts at a time: each sixteen bytes are loaded and compared
 * with the six letters once, and a later letter's places are shifted down,
 * in the register, from this block and the next, to line up with the
 * first letter's (a 64-bit mask per letter, shifted as integers, took an
 * eighth more time on Linux 6.1's bytes in make bench-prefilter; loads at
 * each offset, more). A fused name's places: its first byte here and its
 * byte k = min(length - 1, 15) in a load at offset k.
 */
static size_t next_word(const unsigned char *b, size_t len, size_t from, const struct fused *fz,
			int *call)
{
	size_t i = from;
#ifdef IFC_SSE2
	const __m128i fold = _mm_set1_epi8(0x20);
	__m128i nf[FUSED], nl[FUSED], f0, l0;
	size_t nk[FUSED], q, k0;
#endif

	*call = 0;
#ifdef IFC_AVX2
	if (__builtin_cpu_supports("avx2")) {
		size_t j = words_avx2(b, len, &i, fz, call);

		if (j != SIZE_MAX)
			return j;
	}
#endif
#ifdef IFC_SSE2
#define RAW(k) _mm_loadu_si128((const void *)(b + (k)))
#define EQ(v, c) _mm_cmpeq_epi8(v, _mm_set1_epi8(c))
/* bytes k to k + 15 of the 32 in x then y */
#define ON(x, y, k) _mm_or_si128(_mm_srli_si128(x, k), _mm_slli_si128(y, 16 - (k)))

	nf[0] = nl[0] = _mm_setzero_si128();	/* no name: never looked at */
	nk[0] = 0;
	for (q = 0; q < fz->n; q++) {
		nk[q] = fz->len[q] - 1 < 15 ? fz->len[q] - 1 : 15;
		nf[q] = _mm_set1_epi8(fz->name[q][0]);
		nl[q] = _mm_set1_epi8(fz->name[q][nk[q]]);
	}
	f0 = nf[0];
	l0 = nl[0];
	k0 = nk[0];
	if (len >= 32 && i <= len - 32) {
		__m128i r = RAW(i), v = _mm_or_si128(r, fold), g = EQ(v, 'g'), c = EQ(v, 'c'),
			w = EQ(v, 'w'), u = EQ(v, 'u'), l = EQ(v, 'l'), t = EQ(v, 't');

		for (; i <= len - 32; i += 16) {
			__m128i nr = RAW(i + 16), n = _mm_or_si128(nr, fold), ng = EQ(n, 'g'),
				nc = EQ(n, 'c'), nl_ = EQ(n, 'l'), nt = EQ(n, 't'), m;
			unsigned bits;

			m = _mm_or_si128(
				_mm_or_si128(_mm_and_si128(g, ON(c, nc, 2)),
					     _mm_and_si128(c, _mm_or_si128(ON(g, ng, 4),
									   ON(l, nl_, 5)))),
				_mm_or_si128(_mm_and_si128(w, ON(g, ng, 6)),
					     _mm_and_si128(u, ON(t, nt, 5))));
			/* the first name out of the loop: most runs have one */
			if (fz->n) {
				m = _mm_or_si128(m, _mm_and_si128(_mm_cmpeq_epi8(r, f0),
								  _mm_cmpeq_epi8(RAW(i + k0), l0)));
				for (q = 1; q < fz->n; q++)
					m = _mm_or_si128(m, _mm_and_si128(
						_mm_cmpeq_epi8(r, nf[q]),
						_mm_cmpeq_epi8(RAW(i + nk[q]), nl[q])));
			}
			for (bits = (unsigned)_mm_movemask_epi8(m); bits; bits &= bits - 1)
				if (hit_at(b, len, i + (size_t)__builtin_ctz(bits), fz, call))
					return i + (size_t)__builtin_ctz(bits);
			r = nr;
			g = ng;
			c = nc;
			l = nl_;
			t = nt;
			w = EQ(n, 'w');
			u = EQ(n, 'u');
		}
	}
#undef ON
#undef EQ
#undef RAW
#endif
	for (; i < len; i++)
		if (hit_at(b, len, i, fz, call))
			return i;
	return len;
}

/* ---------------------------------------------------------- (b) splices */

int scan_cut_word(const char *buf, size_t len)
{
	const unsigned char *b = (const unsigned char *)buf;
	const unsigned char *p = b, *end = b + len;

	while ((p = memchr(p, '\\', (size_t)(end - p))) != NULL) {
		size_t i = (size_t)(p - b), k = splice_at(b, len, i);

		if (k && i > 0 && is_ident(b[i - 1]) && i + k < len &&
		    (is_ident(b[i + k]) || b[i + k] == '\\'))
			return 1;
		p++;
	}
	return 0;
}

/* ------------------------------------------------------- (c) self-init */

enum { RHS_NO, RHS_MAYBE, RHS_NAME };

/* One buffer, and what is known of it so far. */
struct pf {
	const unsigned char *b;
	size_t len;
	size_t known[32], nknown;	/* line starts found outside block
					 * comments (0 is, too) */
	size_t dir_start, dir_end;	/* a directive's bytes */
	size_t ncom;			/* block comments met going back ... */
	size_t com[16][2];		/* ... from the '=': [opener, closer) */
};

/*
 * Past what may stand between two tokens, from b[i]: white space, comments
 * and directive lines (bol: nothing but those since the last newline).
 * Returns the next byte that may start a token, len when there is none, or
 * SIZE_MAX when the bytes cannot be read with certainty (a splice near a
 * comment, a comment in a directive).
 */
static size_t skip_gap(const unsigned char *b, size_t len, size_t i, int bol)
{
	while (i < len) {
		unsigned char c = b[i];

		if (c == '\n') {
			bol = 1;
			i++;
		} else if (is_space(c)) {
			i++;
		} else if (c == '/' && i + 1 < len && b[i + 1] == '*') {
			for (i += 2; i + 1 < len && !(b[i] == '*' && b[i + 1] == '/'); i++)
				if (b[i] == '\\' && splice_at(b, len, i))
					return SIZE_MAX;
			if (i + 1 >= len)
				return len;	/* unterminated: the rest is comment */
			i += 2;
		} else if (c == '/' && i + 1 < len && b[i + 1] == '/') {
			while (i < len && b[i] != '\n')
				i++;
			if (i < len && ifc_spliced_nl(b, i))
				return SIZE_MAX;
		} else if (c == '#' && bol) {
			/* a directive: up to the first newline that is no splice */
			for (; i < len && (b[i] != '\n' || ifc_spliced_nl(b, i)); i++)
				if (b[i] == '/' && i + 1 < len && b[i + 1] == '*')
					return SIZE_MAX;
		} else if (c == '\\' && splice_at(b, len, i)) {
			return SIZE_MAX;
		} else {
			return i;
		}
	}
	return len;
}

/* The NAME of `= [(*&]... NAME [)]}]... ,|;` after the '=' at b[e]: RHS_NO when
 * the tokens there are not that, RHS_MAYBE when the bytes cannot be read with
 * certainty, else RHS_NAME with *name and *n set. */
static int rhs_name(const unsigned char *b, size_t len, size_t e, size_t *name, size_t *n)
{
	size_t i = e + 1, s;

	for (;;) {
		i = skip_gap(b, len, i, 0);
		if (i == SIZE_MAX)
			return RHS_MAYBE;
		if (i == len || (b[i] != '(' && b[i] != '*' && b[i] != '&'))
			break;
		i++;
	}
	if (i == len || !is_ident(b[i]) || is_digit(b[i]))
		return RHS_NO;
	s = i;
	while (i < len && is_ident(b[i]))
		i++;
	*name = s;
	*n = i - s;
	for (;;) {
		i = skip_gap(b, len, i, 0);
		if (i == SIZE_MAX)
			return RHS_MAYBE;
		/* scan() balances brackets of any kind: *(&(p)] is read */
		if (i == len || (b[i] != ')' && b[i] != ']' && b[i] != '}'))
			break;
		i++;
	}
	return i < len && (b[i] == ',' || b[i] == ';') ? RHS_NAME : RHS_NO;
}

/* The last '/' or '\\' in b[lo, hi): its index plus one, or lo when there
 * is none. With SSE2, sixteen bytes at a time, from the end: the bytes
 * between two lines outside comments are mostly code, which has few of
 * either. */
static size_t last_slash(const unsigned char *b, size_t lo, size_t hi)
{
#ifdef IFC_SSE2
	const __m128i slash = _mm_set1_epi8('/'), back = _mm_set1_epi8('\\');

	for (; hi - lo >= 16; hi -= 16) {
		__m128i v = _mm_loadu_si128((const void *)(b + hi - 16));
		unsigned bits = (unsigned)_mm_movemask_epi8(
			_mm_or_si128(_mm_cmpeq_epi8(v, slash), _mm_cmpeq_epi8(v, back)));

		if (bits)
			return hi - 16 + (size_t)(32 - __builtin_clz(bits));
	}
#endif
	for (; hi > lo; hi--)
		if (b[hi - 1] == '/' || b[hi - 1] == '\\')
			return hi;
	return lo;
}

/* Is no block comment open at b[ls], the start of a line? Going back to
 * where that is known (a line start found outside before, or the start), a
 * "* /" must come before any "/ *", or a splice next to a '/' or '*'
 * (which could cut one). Only the '/' and '\\' bytes on the way matter. */
static int outside(struct pf *f, size_t ls)
{
	const unsigned char *b = f->b;
	size_t i, k, known = 0;

	/* the nearest line start at or before ls known to be outside */
	for (k = 0; k < sizeof(f->known) / sizeof(f->known[0]); k++)
		if (f->known[k] <= ls && f->known[k] > known)
			known = f->known[k];
	for (i = ls; (i = last_slash(b, known, i)) > known; i--) {
		unsigned char c = b[i - 1];

		if (c == '\\' && splice_near_star(b, f->len, i - 1))
			return 0;	/* a splice may cut a comment's delimiter */
		if (c == '/' && i < f->len && b[i] == '*')
			return 0;	/* an opener comes first */
		if (c == '/' && i >= 2 && b[i - 2] == '*') {
			if (i >= 3 && b[i - 3] == '/')
				return 0;	/* the opener of "/ * /" */
			break;		/* a comment closed here */
		}
	}
	f->known[f->nknown++ % (sizeof(f->known) / sizeof(f->known[0]))] = ls;
	return 1;
}

/* Is the '=' at b[e] inside a directive: its logical line (splices
 * followed) starts, outside any comment, with '#'? */
static int in_directive(struct pf *f, size_t e)
{
	const unsigned char *b = f->b;
	size_t ls, i;

	if (e >= f->dir_start && e < f->dir_end)
		return 1;
	ls = ifc_logical_start(b, e);
	for (i = ls; i < e && (b[i] == ' ' || b[i] == '\t'); i++)
		;
	if (b[i] != '#' || !outside(f, ls))
		return 0;
	/* the directive ends at the first newline that is no splice: later
	 * '=' bytes up to there need no look */
	f->dir_start = ls;
	for (i = e; i < f->len && (b[i] != '\n' || ifc_spliced_nl(b, i)); i++)
		;
	f->dir_end = i;
	return 1;
}

enum { IN_CODE, IN_LITERAL, IN_BLOCK, IN_LINE, IN_UNSURE };

/*
 * The '#' of a directive at b[i], before d: the index after its name, with
 * *hn set when a '<' then opens a header name; SIZE_MAX when unsure (a
 * directive where pp is 0, a comment before the name, ...).
 */
static size_t directive_name(const unsigned char *b, size_t i, size_t d, int pp, int *hn)
{
	size_t k;

	if (!pp)
		return SIZE_MAX;
	for (i++; i < d && (b[i] == ' ' || b[i] == '\t'); i++)
		;
	if (i < d && !is_ident(b[i]))
		return SIZE_MAX;
	for (k = i; k < d && is_ident(b[k]); k++)
		;
	/* as the lexer has it: after these names, a '<' opens a header
	 * name until a literal has come */
	*hn = (k - i == 7 && !memcmp(b + i, "include", 7)) ||
	      (k - i == 12 && !memcmp(b + i, "include_next", 12)) ||
	      (k - i == 6 && !memcmp(b + i, "import", 6));
	return k;
}

/* The end of the pp-number at b[i], before d (which may hold a ', the C23
 * digit separator). */
static size_t skip_number(const unsigned char *b, size_t i, size_t d)
{
	for (i++; i < d;) {
		if ((b[i] | 0x20) == 'e' || (b[i] | 0x20) == 'p')
			i += i + 1 < d && (b[i + 1] == '+' || b[i + 1] == '-') ? 2 : 1;
		else if (is_ident(b[i]) || b[i] == '.')
			i++;
		else if (b[i] == '\'' && i + 1 < d && is_ident(b[i + 1]))
			i += 2;
		else
			break;
	}
	return i;
}

/*
 * Past the run of splices at b[i], in code on the logical line that starts
 * at b[ls], before b[d]: where the code goes on, or SIZE_MAX for a
 * backslash that is no splice, or a run that may join what it cuts into a
 * token that changes how the line reads: a comment's delimiter ('/' or '*'
 * on either side), an identifier, number or literal's prefix (an
 * identifier byte or '.' before it). Between two other tokens a splice is
 * as white space.
 */
static size_t splice_skip(const unsigned char *b, size_t ls, size_t d, size_t i)
{
	size_t k, z = i;

	while (z < d && (k = splice_at(b, d, z)) != 0)
		z += k;
	if (z == i || (i > ls && (is_ident(b[i - 1]) || b[i - 1] == '/' || b[i - 1] == '*' ||
				  b[i - 1] == '.')))
		return SIZE_MAX;
	return z < d && (b[z] == '/' || b[z] == '*') ? SIZE_MAX : z;
}

/*
 * What is b[d], reading its logical line from b[ls] (a line start outside
 * any block comment, continuing no splice): IN_CODE; IN_LITERAL (in a
 * literal or a header name), IN_BLOCK or IN_LINE (in a comment), which
 * starts at *start; or IN_UNSURE (after a backslash in code that is no
 * splice, or a splice that may join tokens: splice_skip(); in a directive
 * unless pp).
 */
static int line_scan(const unsigned char *b, size_t ls, size_t d, int pp, size_t *start)
{
	size_t i = ls;
	int hn = 0;	/* after #include: a '<' opens a header name */

	while (i < d && (b[i] == ' ' || b[i] == '\t'))
		i++;
	if (i < d && b[i] == '#' && (i = directive_name(b, i, d, pp, &hn)) == SIZE_MAX)
		return IN_UNSURE;
	while (i < d) {
		unsigned char c = b[i];

		if (c == '\\') {
			if ((i = splice_skip(b, ls, d, i)) == SIZE_MAX)
				return IN_UNSURE;
			continue;
		}
		if (is_digit(c) || (c == '.' && i + 1 < d && is_digit(b[i + 1]))) {
			i = skip_number(b, i, d);
		} else if (is_ident(c)) {
			while (i < d && is_ident(b[i]))
				i++;
			/* a prefix: L"", u8'' */
			if (i < d && (b[i] == '"' || b[i] == '\''))
				continue;
		} else if (c == '"' || c == '\'' || (c == '<' && hn)) {
			unsigned char close = c == '<' ? '>' : c;

			for (*start = i++; i < d && b[i] != close; i++)
				if (b[i] == '\\')
					i++;	/* an escape: skip the byte it escapes */
			if (i >= d)
				return IN_LITERAL;	/* b[d] is in it */
			i++;
			if (c != '\'')
				hn = 0;	/* a string ends it, a character does not */
		} else if (c == '/' && i + 1 < d && b[i + 1] == '/') {
			*start = i;
			return IN_LINE;
		} else if (c == '/' && i + 1 < d && b[i + 1] == '*') {
			for (*start = i, i += 2; i + 1 < d && !(b[i] == '*' && b[i + 1] == '/'); i++)
				if (b[i] == '\\')
					return IN_UNSURE;
			if (i + 1 >= d)
				return IN_BLOCK;	/* b[d] is in it */
			i += 2;
		} else {
			i++;
		}
	}
	return IN_CODE;
}

/* The start of the logical line of b[d] (the lines that splices join to it
 * above, a macro's body), or SIZE_MAX when it may start inside a block
 * comment. */
static size_t line_start(struct pf *f, size_t d)
{
	size_t ls = ifc_logical_start(f->b, d);

	return outside(f, ls) ? ls : SIZE_MAX;
}

/* Is the ',', ';', '{' or '}' at b[d] a code token for certain? */
static int delim_sure(struct pf *f, size_t d)
{
	size_t ls = line_start(f, d);

	size_t o;

	return ls != SIZE_MAX && line_scan(f->b, ls, d, 0, &o) == IN_CODE;
}

/* Is b[e] in a literal or a comment that starts on its line, for certain? */
static int in_text(struct pf *f, size_t e)
{
	size_t ls = line_start(f, e);

	size_t o;
	int k = ls != SIZE_MAX ? line_scan(f->b, ls, e, 0, &o) : IN_UNSURE;

	return k == IN_LITERAL || k == IN_BLOCK || k == IN_LINE;
}

/* Bytes that may hide tokens: a comment, literal, directive or splice. */
static int unsure(unsigned char c)
{
	return c == '/' || c == '"' || c == '\'' || c == '#' || c == '\\';
}

/* Is the byte before b[i], on a line above (white space between), the end
 * of code for certain: not in a line comment, literal or directive? */
static int code_above(struct pf *f, size_t i)
{
	size_t ls = line_start(f, i - 1);

	return ls != SIZE_MAX && line_scan(f->b, ls, i - 1, 0, &ls) == IN_CODE;
}

/* Going back from b[w], over bytes that are no identifier, and numbers, to
 * the statement start b[d]: is b[w] the first identifier after a '(' that
 * a '*' or '^' follows (the name of `(*name)`, `(*.name)`, `(*(name))`)? */
static int first_in_parens(struct pf *f, size_t d, size_t w)
{
	const unsigned char *b = f->b;
	size_t i = w, k;
	int paren = 0, nl = 0;

	while (i > d) {
		unsigned char c = b[i - 1];

		if (is_space(c)) {
			nl |= c == '\n';
			i--;
			continue;
		}
		/* a line above may end in a comment: only its code tells */
		if (nl && !code_above(f, i))
			return 1;
		nl = 0;
		if (unsure(c))
			return 1;
		if (c == '(') {
			for (k = i; is_space(b[k]); k++)
				;
			if (b[k] == '*' || b[k] == '^')
				paren = 1;
			i--;
		} else if (is_ident(c)) {
			size_t r = i - 1;

			while (r > d && is_ident(b[r - 1]))
				r--;
			/* an identifier ends the search; a number, or what may be
			 * part of one ("1.x", "1e+x", "5'K": a digit separator),
			 * does not */
			if (!is_digit(b[r]) && !(r > d && (b[r - 1] == '.' || b[r - 1] == '+' ||
							   b[r - 1] == '-' || b[r - 1] == '\'')))
				return paren;
			i = r;
		} else {
			i--;
		}
	}
	return paren;
}

/* Can the whole word b[w, w + n), between the start of the declarator
 * b[d] and the '=' at b[e], be a declarator's name, by the bytes around? */
static int name_place(struct pf *f, size_t d, size_t e, size_t w, size_t n)
{
	const unsigned char *b = f->b;
	size_t i = w, j = w + n;
	unsigned char p, s;
	int nl = 0;

	while (i > d && is_space(b[i - 1]))
		nl |= b[--i] == '\n';
	/* on a line above, the byte before may end a line comment, or be in a
	 * directive: only the code of that line tells */
	if (nl && i > d && !code_above(f, i))
		return 1;
	while (j < e && is_space(b[j]))
		j++;
	p = i > d ? b[i - 1] : '\0';
	s = j < e ? b[j] : '=';
	/* after a specifier, '*', ')', '}' or ',' (or a ']': scan() balances
	 * brackets of any kind, so `struct { int x; ] a = a;` is a struct
	 * whose ']' closes its '{'; or C++'s '&' of a reference and '>' of
	 * template arguments); before '[', '(', an attribute, ',' or '='
	 * (after ':', a bit-field's width, no '=' of its declarator can come) */
	if ((p == '\0' || is_ident(p) || p == '*' || p == ')' || p == '}' || p == ']' ||
	     p == ',' || p == '&' || (p == '>' && !(i >= d + 2 && b[i - 2] == '-')) ||
	     unsure(p)) &&
	    (is_ident(s) || s == '[' || s == '(' || s == ',' || s == '=' || unsure(s)))
		return 1;
	return first_in_parens(f, d, w);
}

/* Is the "/ *" at b[o] a comment's opener: a code byte (in a directive
 * too), on a line that continues no splice and starts outside any block
 * comment? */
static int opener_sure(struct pf *f, size_t o)
{
	size_t ls, s;

	if (o > 0 && f->b[o - 1] == '/')
		return 0;	/* "/ / *" opens a line comment */
	ls = line_start(f, o);
	return ls != SIZE_MAX && line_scan(f->b, ls, o, 1, &s) == IN_CODE;
}

/* The block comment that the "* /" at b[k] closes: the position of its
 * opener, or SIZE_MAX when that cannot be told for certain. */
static size_t opener_before(struct pf *f, size_t k)
{
	const unsigned char *b = f->b;
	size_t j;

	if (k > 0 && b[k - 1] == '/')
		return SIZE_MAX;	/* "/ * /" opens, and closes nothing */
	for (j = k; j > 0; j--) {
		unsigned char c = b[j - 1];

		if (c == '\\' && splice_near_star(b, f->len, j - 1))
			return SIZE_MAX;
		if (c == '*' && b[j] == '/' && j < k)
			return SIZE_MAX;	/* another closer first */
		if (c == '/' && b[j] == '*' && j < k)
			return opener_sure(f, j - 1) ? j - 1 : SIZE_MAX;
	}
	return SIZE_MAX;
}

/* Is b[e] inside a block comment for certain: going back, a sure opener
 * comes before any closer? */
static int in_block_comment(struct pf *f, size_t e)
{
	const unsigned char *b = f->b;
	size_t i;

	for (i = e; i > 1; i--) {
		if (b[i - 1] == '\\' && splice_near_star(b, f->len, i - 1))
			return 0;
		if (b[i - 2] == '/' && b[i - 1] == '*')
			return opener_sure(f, i - 2);
		if (b[i - 2] == '*' && b[i - 1] == '/')
			return i >= 3 && b[i - 3] == '/' && opener_sure(f, i - 3);
	}
	return 0;
}

/* Back from the '=' at b[e] to the last ';', '{' or '}' byte outside block
 * comments (those of which the opener is sure): the position after it (0
 * at the start), or SIZE_MAX when a comment cannot be told for certain.
 * The first comments on the way are kept in f->com. */
static size_t stmt_back(struct pf *f, size_t e)
{
	const unsigned char *b = f->b;
	size_t i;

	f->ncom = 0;
	for (i = e; i > 0; i--) {
		unsigned char c = b[i - 1];

		if (c == ';' || c == '{' || c == '}')
			return i;
		if (c == '/' && i >= 2 && b[i - 2] == '*') {
			size_t o = opener_before(f, i - 2);

			if (o == SIZE_MAX)
				return SIZE_MAX;
			if (f->ncom < sizeof(f->com) / sizeof(f->com[0])) {
				f->com[f->ncom][0] = o;
				f->com[f->ncom][1] = i - 2;
				f->ncom++;
			}
			i = o + 1;	/* the loop's i-- lands on the opener */
		}
	}
	return 0;
}

/* The start of the last declarator before the '=' at b[e], within the
 * statement that starts at b[d]: after the last ',' outside brackets, or
 * b[d] when there is none. Only code bytes may stand between: else d. */
static size_t declarator_start(const unsigned char *b, size_t d, size_t e)
{
	size_t i;
	int depth = 0;

	for (i = e; i > d; i--) {
		unsigned char c = b[i - 1];

		if (unsure(c))
			return d;
		if (c == ')' || c == ']')
			depth++;
		else if ((c == '(' || c == '[') && depth > 0)
			depth--;
		else if (c == ',' && depth == 0)
			return i;
	}
	return d;
}

/* Is b[e] no code for certain: in a literal or comment? */
static int not_code(struct pf *f, size_t e)
{
	return in_text(f, e) || in_block_comment(f, e);
}

/* Is b[w] in one of the comments stmt_back() went past, or in a
 * directive? */
static int hidden(struct pf *f, size_t w)
{
	size_t k;

	for (k = 0; k < f->ncom; k++)
		if (w >= f->com[k][0] && w < f->com[k][1])
			return 1;
	return in_directive(f, w);
}

/* Does NAME (b[name, name + n)) stand as a whole word in b[s, e), the
 * declarator before the '=' at b[e], in a place a declarator's name can
 * take, and not for certain in a comment or literal? */
static int name_in(struct pf *f, size_t s, size_t e, size_t name, size_t n)
{
	const unsigned char *b = f->b;
	size_t i;

	for (i = s; i + n <= e; i++) {
		const unsigned char *q = memchr(b + i, b[name], e - n + 1 - i);

		if (!q)
			break;
		i = (size_t)(q - b);
		if (!memcmp(q, b + name, n) && (i == 0 || !is_ident(b[i - 1])) &&
		    !is_ident(b[i + n]) && name_place(f, s, e, i, n) && !hidden(f, i) &&
		    !in_text(f, i))
			return 1;
	}
	return 0;
}

/* Does c before an '=' make it part of another operator: "==", "!=",
 * "<=", ">=", "+=", "<<=", ...? (A switch: this runs at every '=' of every
 * file, where a memchr() call cost more than the test.) */
static int op_before_eq(unsigned char c)
{
	switch (c) {
	case '=': case '!': case '<': case '>': case '+': case '-':
	case '*': case '%': case '&': case '|': case '^':
		return 1;
	default:
		return 0;
	}
}

/*
 * The common case of self_init_at(), told from one short walk back: is
 * there for certain no candidate at the '=' at b[e], whose right-hand side
 * is the NAME b[name, name + n)? That is so when, back from the '=', the
 * bytes up to the declarator's start (after the last ';', '{' or '}', or
 * ',' outside brackets, as stmt_back() and declarator_start() find it) do
 * not hold NAME as a whole word, and from the start of that delimiter's
 * line to the '=' none is a byte that may start or end a comment, literal,
 * directive or splice (unsure()), on a line that continues no splice. The
 * delimiter is then a code token (or, were those lines inside a block
 * comment opened above, the '=' would be in it too: no '/' closes it
 * before), and the declarator holds no NAME. 0 when it cannot be told so
 * cheaply: self_init_at() looks closer.
 */
enum { PN_UNSURE = 1, PN_END, PN_COMMA, PN_OPEN, PN_CLOSE };

/* plain_no()'s bytes, one look-up each: most are none of these. */
static const unsigned char pn_class[256] = {
	['/'] = PN_UNSURE, ['"'] = PN_UNSURE, ['\''] = PN_UNSURE, ['#'] = PN_UNSURE,
	['\\'] = PN_UNSURE, [';'] = PN_END, ['{'] = PN_END, ['}'] = PN_END, [','] = PN_COMMA,
	['('] = PN_OPEN, ['['] = PN_OPEN, [')'] = PN_CLOSE, [']'] = PN_CLOSE,
};

static int plain_no(const unsigned char *b, size_t e, size_t name, size_t n)
{
	size_t i = e, s, k;
	int depth = 0;

	for (; i > 0; i--) {
		unsigned c = pn_class[b[i - 1]];

		if (!c)
			continue;
		if (c == PN_UNSURE)
			return 0;
		if (c == PN_END || (c == PN_COMMA && depth == 0))
			break;
		if (c == PN_CLOSE)
			depth++;
		else if (c == PN_OPEN && depth > 0)
			depth--;
	}
	s = i;
	for (k = i > 0 ? i - 1 : 0; k > 0 && b[k - 1] != '\n'; k--)
		if (pn_class[b[k - 1]] == PN_UNSURE)
			return 0;
	if (k > 0 && ifc_spliced_nl(b, k - 1))
		return 0;
	for (k = s; k + n <= e; k++)
		if (b[k] == b[name] && !memcmp(b + k, b + name, n) &&
		    (k == 0 || !is_ident(b[k - 1])) && !is_ident(b[k + n]))
			return 0;
	return 1;
}

/*
 * Does the '=' at b[e] follow a member, `X.NAME` or `X->NAME` (and any
 * `[...]` after it), on its line with white space, identifier bytes and
 * brackets only between? Then it is no declarator's: in scan(), the token
 * before a declarator's '=' is its name, an attribute, ')' or ']', and the
 * one before its name no '.' or '->'. Were those bytes in a comment or a
 * literal, the '=' would be in it too (nothing between can end one).
 */
static int member_lhs(const unsigned char *b, size_t e)
{
	size_t i = e;

	for (;;) {
		while (i > 0 && (b[i - 1] == ' ' || b[i - 1] == '\t'))
			i--;
		if (i == 0 || b[i - 1] != ']')
			break;
		/* back over one `[...]`: code bytes on this line only */
		for (i--; i > 0 && b[i - 1] != '['; i--)
			if (b[i - 1] == ']' || b[i - 1] == '\n' || pn_class[b[i - 1]] == PN_UNSURE)
				return 0;
		if (i-- == 0)
			return 0;
	}
	if (i == 0 || !is_ident(b[i - 1]))
		return 0;
	while (i > 0 && is_ident(b[i - 1]))
		i--;
	while (i > 0 && (b[i - 1] == ' ' || b[i - 1] == '\t'))
		i--;
	return i > 0 && (b[i - 1] == '.' || (b[i - 1] == '>' && i > 1 && b[i - 2] == '-'));
}

/*
 * Is the statement that holds the '=' at b[e], from b[d] (after a ';', '{'
 * or '}' that is a code token for certain, or the start), no place where
 * scan() may start a declaration: its first word one of scan()'s KW_STMT
 * words, and no ':' (a label's, a case's), no `for` and no byte that may
 * start a comment, literal, directive or splice (unsure()) from there to
 * the '='?
 * scan() tries declarations only at the statement's start and after those.
 */
static int stmt_keyword(struct pf *f, size_t d, size_t e)
{
	const unsigned char *b = f->b;
	size_t i = d, w, k;

	while (i < e && is_space(b[i]))
		i++;
	for (w = i; i < e && is_ident(b[i]); i++)
		;
	/* scan()'s own words (scan_keyword()): parse_decl() starts no
	 * declaration at one; `for (` is a start, caught below */
	if (i == w || !(scan_keyword((const char *)b + w, i - w) & KW_STMT))
		return 0;
	for (k = w; k < e; k++) {
		if (b[k] == ':' || pn_class[b[k]] == PN_UNSURE)
			return 0;
		if (b[k] == 'f' && k + 3 <= e && !memcmp(b + k, "for", 3) &&
		    (k == 0 || !is_ident(b[k - 1])) && (k + 3 == e || !is_ident(b[k + 3])))
			return 0;
	}
	return d == 0 || delim_sure(f, d - 1);
}

/*
 * Is there a self-init candidate at the '=' at b[e]? Relies on (b): no
 * splice in the buffer joins identifier bytes, so a name's bytes are
 * whole.
 */
static int self_init_at(struct pf *f, size_t e)
{
	const unsigned char *b = f->b;
	size_t name = 0, n = 0, d, s;
	int rc;

	/* the second byte of "==", "!=", "<=", ">=", "+=", "<<=", ...: no '='
	 * token, and none that an identifier, ')' or ']' comes before */
	if (e > 0 && op_before_eq(b[e - 1]))
		return RHS_NO;
	rc = rhs_name(b, f->len, e, &name, &n);
	if (rc == RHS_NO || member_lhs(b, e) || (rc == RHS_NAME && plain_no(b, e, name, n)) ||
	    in_directive(f, e))
		return RHS_NO;
	if (rc == RHS_MAYBE || (d = stmt_back(f, e)) == SIZE_MAX)
		return !not_code(f, e);
	s = declarator_start(b, d, e);
	for (;;) {
		if (name_in(f, s, e, name, n))
			return !stmt_keyword(f, d, e) && !not_code(f, e);
		/* not there: done if that ',', ';', '{' or '}' is a code token
		 * (or there is none); if it is in a comment or literal for
		 * certain, the declarator starts before it: at the statement's
		 * start, or for that, before the one before it */
		if (s == 0 || delim_sure(f, s - 1))
			return RHS_NO;
		if (!in_text(f, s - 1))
			return !not_code(f, e);
		if (s == d && (d = stmt_back(f, s - 1)) == SIZE_MAX)
			return !not_code(f, e);
		s = d;
	}
}

static int has_self_init(const unsigned char *b, size_t len)
{
	const unsigned char *p = b, *end = b + len;
	struct pf f;

	memset(&f, 0, sizeof(f));
	f.b = b;
	f.len = len;

	while ((p = memchr(p, '=', (size_t)(end - p))) != NULL) {
		if (self_init_at(&f, (size_t)(p - b)))
			return 1;
		p++;
	}
	return 0;
}

/* ------------------------------------------------- (a) words, in place */

/* Past the block comment that opens at b[o]: its end (len when it runs to
 * the end), or SIZE_MAX when a splice next to a '*' may end it elsewhere. */
static size_t block_end(const unsigned char *b, size_t len, size_t o)
{
	size_t i;

	for (i = o + 2; i + 1 < len; i++) {
		if (b[i] == '\\' && splice_near_star(b, len, i))
			return SIZE_MAX;
		if (b[i] == '*' && b[i + 1] == '/')
			return i + 2;
	}
	return len;
}

/* Past the line comment that opens at b[o] (its '\r' before the newline
 * left out, as the lexer does), or SIZE_MAX when a splice continues it. */
static size_t line_end(const unsigned char *b, size_t len, size_t o)
{
	const unsigned char *nl = memchr(b + o, '\n', len - o);
	size_t i;

	if (!nl)
		return len;
	i = (size_t)(nl - b);
	if (ifc_spliced_nl(b, i))
		return SIZE_MAX;
	return i > o && b[i - 1] == '\r' ? i - 1 : i;
}

/* A letter as scan_is_tag() splits a comment into words (tag.c): '$' is
 * none, unlike is_ident(). */
static int tag_letter(unsigned char c)
{
	return (unsigned char)((c | 0x20) - 'a') < 26 || (unsigned char)(c - '0') < 10 ||
	       c == '_' || c >= 0x80;
}

/*
 * Can the key found at b[w] start a word that scan_is_tag() counts as a
 * key (tag.c, word_class()): one that starts with gcc, clang, warning or
 * uninit, or is compiler or compilers? Its comment is a tag only if one of
 * its words is such a word, and each of those is found where it starts.
 * Not when a letter comes before it (or a letter and an apostrophe, which
 * tag.c drops from "gcc's"), nor for a "compil" that "er" does not follow
 * ("compile", "compilation"). A splice between (which tag.c's words
 * would not see) is case (b) of the prefilter, which keeps the file.
 */
static int key_start(const unsigned char *b, size_t len, size_t w)
{
	if (w > 0 && (tag_letter(b[w - 1]) ||
		      (b[w - 1] == '\'' && w > 1 && tag_letter(b[w - 2]))))
		return 0;
	if ((b[w] | 0x20) == 'c' && (b[w + 1] | 0x20) == 'o')	/* "compil" */
		return w + 8 <= len && (b[w + 6] | 0x20) == 'e' && (b[w + 7] | 0x20) == 'r';
	return 1;
}

/*
 * Does the word at b[w] matter: is it in one of the macro names, or in a
 * comment that is a tag? RHS_NO with *next set to where to look on (after the
 * word, or the comment), or RHS_MAYBE. A word in code, in a literal or in a
 * header name does not matter, nor does one in a comment that
 * scan_is_tag() rejects.
 */
static int word_matters(struct pf *f, size_t w, size_t *next)
{
	const unsigned char *b = f->b;
	size_t s = w, e = w, ls, o = 0, end, k;
	int kind;

	while (s > 0 && is_ident(b[s - 1]))
		s--;
	while (e < f->len && is_ident(b[e]))
		e++;
	for (k = 0; k < sizeof(macros) / sizeof(macros[0]); k++)
		if (strlen(macros[k]) == e - s && !memcmp(b + s, macros[k], e - s))
			return RHS_NAME;	/* a macro's name: PF_NAME */
	if (!key_start(b, f->len, w)) {
		*next = w + 1;
		return RHS_NO;
	}
	ls = line_start(f, w);
	if (ls == SIZE_MAX) {
		/* maybe in a block comment that began on a line above */
		if (!in_block_comment(f, w))
			return RHS_MAYBE;
		for (o = w; o >= 2 && !(b[o - 2] == '/' && b[o - 1] == '*'); o--)
			;
		kind = IN_BLOCK;
		o -= 2;
	} else {
		kind = line_scan(b, ls, w, 1, &o);
	}
	switch (kind) {
	case IN_CODE:
	case IN_LITERAL:
		*next = e;
		return RHS_NO;
	case IN_BLOCK:
		end = block_end(b, f->len, o);
		break;
	case IN_LINE:
		end = line_end(b, f->len, o);
		break;
	default:
		return RHS_MAYBE;
	}
	if (end == SIZE_MAX || scan_is_tag((const char *)b + o, end - o))
		return RHS_MAYBE;
	*next = end > w ? end : e;
	return RHS_NO;
}

/* (a), and (e) for the fused names of sh: PF_NO, PF_MAYBE, or PF_NAME
 * for one of the macro names or a call of a shim's. */
static int has_word(const unsigned char *b, size_t len, const struct shims *sh)
{
	struct pf f;
	struct fused fz;
	size_t i = 0;
	int call, r;

	fused_init(&fz, sh);
	memset(&f, 0, sizeof(f));
	f.b = b;
	f.len = len;
	while ((i = next_word(b, len, i, &fz, &call)) < len) {
		if (call)
			return PF_NAME;
		if ((r = word_matters(&f, i, &i)) != RHS_NO)
			return r == RHS_NAME ? PF_NAME : PF_MAYBE;
	}
	return PF_NO;
}

/* (e): does buf hold a shim's name (uninitialized_var aside: (a) finds
 * it; and those next_word() looks for) as a whole word that a '('
 * follows? */
static int has_shim_name(const char *buf, size_t len, const struct shims *sh)
{
	size_t i;

	for (i = 1 + FUSED; sh && i < sh->n; i++) {
		const char *name = sh->names[i], *p = buf;
		size_t n = strlen(name);

		while ((p = util_memmem(p, len - (size_t)(p - buf), name, n)) != NULL) {
			if (called_at((const unsigned char *)buf, len, (size_t)(p - buf), n))
				return 1;
			p++;
		}
	}
	return 0;
}

/*
 * (f): a '"' after R, LR, uR, UR or u8R that no identifier byte precedes,
 * and after it a delimiter the lexer takes (raw_string() in lexer.c: at
 * most 16 bytes, none of them a space or control byte, ')' or '\\', then
 * '('), on the bytes as they are, as the lexer reads them. The lexer's
 * token ends at the first byte that is no identifier byte (is_ident is its
 * table), so that it is a raw string's prefix only when this run of bytes
 * is; a splice inside the run makes it shorter here (more files kept, none
 * lost), and no raw string in the lexer.
 */
static int raw_delimiter(const unsigned char *b, size_t len, size_t d)
{
	size_t k;

	for (k = 0; d + k < len && k <= 16; k++) {
		unsigned char c = b[d + k];

		if (c == '(')
			return 1;
		if (c <= ' ' || c == ')' || c == '\\' || c == 0x7f)
			return 0;
	}
	return 0;
}

static int has_raw_string(const unsigned char *b, size_t len)
{
	const unsigned char *q = b + (len > 0), *end = b + len;
	size_t i, s;

	/* R": on the '"', four times rarer in C than 'R' */
	for (; q < end && (q = memchr(q, '"', (size_t)(end - q))) != NULL; q++) {
		if (q[-1] != 'R')
			continue;
		i = (size_t)(q - 1 - b);
		for (s = i; s > 0 && i - s < 3 && is_ident(b[s - 1]); s--)
			;
		if (!(s > 0 && is_ident(b[s - 1])) &&
		    (i == s || (i - s == 1 && (b[s] == 'L' || b[s] == 'u' || b[s] == 'U')) ||
		     (i - s == 2 && b[s] == 'u' && b[s + 1] == '8')) &&
		    raw_delimiter(b, len, i + 2))
			return 1;
	}
	return 0;
}

int prefilter_where(const char *buf, size_t len, size_t d)
{
	struct pf f;
	size_t ls, o;

	memset(&f, 0, sizeof(f));
	f.b = (const unsigned char *)buf;
	f.len = len;
	if ((ls = line_start(&f, d)) == SIZE_MAX)
		return PW_UNSURE;
	switch (line_scan(f.b, ls, d, 1, &o)) {
	case IN_CODE: return PW_CODE;
	case IN_BLOCK: return PW_BLOCK;
	case IN_LINE: return PW_LINE;
	default: return PW_UNSURE;
	}
}

int scan_prefilter_why(const char *buf, size_t len, const struct shims *sh)
{
	const unsigned char *b = (const unsigned char *)buf;
	int r = has_word(b, len, sh);

	if (r != PF_NO)
		return r;
	if (has_shim_name(buf, len, sh))
		return PF_NAME;
	return scan_cut_word(buf, len) || has_raw_string(b, len) || has_self_init(b, len) ?
		       PF_MAYBE : PF_NO;
}

int scan_prefilter(const char *buf, size_t len, const struct shims *sh)
{
	return scan_prefilter_why(buf, len, sh) != PF_NO;
}

/* ------------------------------------------------- the quick pass */

struct quick {
	const char *b;
	const struct shims *sh;
	int called;	/* the last code token is a macro's name: a '(' makes a
			 * call (a directive between does not change that:
			 * scan() reads code tokens only) */
	int called_pp;	/* the same within directives (a #define's body) */
	struct token prev, name;	/* last code token; the name before '=' */
	int have_prev;
	int after_bracket;	/* the last code token is an identifier in a
				 * run of them right after a ']' */
	int attr;		/* state 1 began at NAME[...] ATTR = */
	int member;	/* the last code token follows . or -> */
	int prev_is_member;	/* the last code token is . or -> */
	int state;	/* 1: after NAME =, skipping ( * &; 2: after NAME = NAME,
			 * skipping ) ] }; 3: after ) = or ] =, skipping ( * &;
			 * 4: after ) = NAME, skipping ) ] } */
	uint64_t seen[4];	/* identifiers since the last ; { }, outside [ ],
				 * not after . or ->: one bit per hash */
	int brackets;		/* [ depth since the last ; { } */
	int pstar;		/* 1: the last code token is '('; 2: after `( *`
				 * or `( ^`, up to the first identifier (the
				 * name of such a declarator, even as in `(*.x)`
				 * or `(*[.x])`, see parse_decl() in scan.c) */
};

/* A cheap hash of an identifier for the quick pass's filter: length and
 * the first and last two bytes. Equal names hash equal, which is all the
 * filter needs. */
static uint32_t name_hash(const char *b, const struct token *t)
{
	const unsigned char *p = (const unsigned char *)b + t->off;
	char tmp[128];
	size_t n = t->len;

	if (t->flags & TF_SPLICED) {
		n = tok_copy(b, t, tmp, sizeof(tmp));
		if (n >= sizeof(tmp))
			n = sizeof(tmp) - 1;
		p = (const unsigned char *)tmp;
	}
	return ((uint32_t)n * 29u + p[0] * 7u + p[n > 1] * 3u + p[n - 1] * 5u +
		p[n > 1 ? n - 2 : 0]) & 255u;
}

/*
 * A superset of the token patterns that can give a site: an annotation or
 * legacy macro name; NAME = [(*&]... NAME [)]... followed by ; or , (a
 * self-init); the same with ) or ] before the '=', or NAME[...] ATTR =, and
 * NAME earlier in the statement (a self-init with a complex declarator or an
 * attribute; "the statement": since the last ; { or }, none of which a
 * declarator holds, see skip_declarator() in scan.c); a tag comment.
 * Everything else cannot give a site: the fuzz harness checks that scan()
 * finds none where this says no.
 */
/* Is identifier t one of the macro names (macro_sites(),
 * assign_macro_sites() and define_sites() in scan.c look at each)? The
 * annotation macros and uninitialized_var are 17, 19, 21 or 24 bytes long;
 * a shim's length is one of sh->lens. */
static int quick_macro(const struct quick *q, const struct token *t)
{
	char tmp[SHIM_NAME_MAX];
	size_t n;

	if (t->kind != TK_IDENT)
		return 0;
	if (t->len != 17 && t->len != 19 && t->len != 21 && t->len != 24 &&
	    !(t->flags & TF_SPLICED) &&
	    (!q->sh || t->len >= 64 || !(q->sh->lens & ((uint64_t)1 << t->len))))
		return 0;
	n = tok_copy(q->b, t, tmp, sizeof(tmp));
	if (n >= sizeof(tmp))
		return 0;
	if (scan_keyword(tmp, n) & (KW_ANNOT | (q->sh ? 0 : KW_LEGACY)))
		return 1;
	return q->sh && shims_find(q->sh, tmp, n) >= 0;
}

/* The self-init patterns, one code token t (pc: its byte when a 1-byte
 * punctuator) at a time: 1 when t completes one. */
static int quick_self_init(struct quick *q, const struct token *t, char pc)
{
	switch (q->state) {
	case 1:
	case 3:
		if (pc == '(' || pc == '*' || pc == '&')
			break;
		if (t->kind == TK_IDENT) {
			uint32_t h = name_hash(q->b, t);
			int seen = (q->seen[h >> 6] >> (h & 63)) & 1;

			/* NAME = NAME, or NAME ATTR = NAME and ) = NAME with
			 * NAME earlier in the statement */
			if (q->state == 1)
				q->state = tok_same(q->b, &q->name, t) || (q->attr && seen) ? 2 : 0;
			else
				q->state = seen ? 4 : 0;
		} else {
			q->state = 0;
		}
		break;
	case 2:
	case 4:
		if (pc == ';' || pc == ',')
			return 1;	/* NAME = NAME; ) = NAME; */
		/* scan() balances brackets of any kind: *(&(p)] is read */
		if (pc != ')' && pc != ']' && pc != '}')
			q->state = 0;
		break;
	default:
		break;
	}
	if (pc == '=' && q->have_prev) {
		char pp = q->prev.kind == TK_PUNCT && q->prev.len == 1 ? q->b[q->prev.off] : '\0';

		if (q->prev.kind == TK_IDENT && !q->member) {
			/* not p->x = x or p.x = x: no declarator follows . or -> */
			q->name = q->prev;
			q->attr = q->after_bracket;
			q->state = 1;
		} else if (pp == ')' || pp == ']') {
			q->state = 3;
		}
	}
	return 0;
}

/* What the self-init patterns need to know of the tokens before: the
 * names seen in the statement, the brackets, the member operators. */
static void quick_track(struct quick *q, const struct token *t, char pc)
{
	if (pc == ';' || pc == '{' || pc == '}') {
		/* none inside a declarator: see skip_declarator() in scan.c */
		memset(q->seen, 0, sizeof(q->seen));
		q->brackets = 0;
	} else if (pc == '[') {
		q->brackets++;
	} else if (pc == ']') {
		if (q->brackets > 0)
			q->brackets--;
	} else if (t->kind == TK_IDENT && ((q->state != 4 && !q->brackets && !q->prev_is_member) ||
					  q->pstar == 2)) {
		/* a declarator's name is neither a member nor an array size,
		 * but for the first identifier after `( *` */
		uint32_t h = name_hash(q->b, t);

		q->seen[h >> 6] |= (uint64_t)1 << (h & 63);
	}
	if ((q->pstar == 1 && (pc == '*' || pc == '^')) ||
	    (q->pstar == 2 && t->kind != TK_IDENT && pc != ';' && pc != '{' && pc != '}'))
		q->pstar = 2;
	else
		q->pstar = pc == '(';
	/* whether the token before the new q->prev is a member operator */
	q->member = q->prev_is_member;
	q->prev_is_member = pc == '.' || (t->kind == TK_PUNCT && t->len == 2 &&
					  q->b[t->off] == '-' && q->b[t->off + 1] == '>');
	/* identifiers right after a ']': int a[2] UNUSED = a */
	q->after_bracket = t->kind == TK_IDENT && q->have_prev &&
			   ((q->prev.kind == TK_IDENT && q->after_bracket) ||
			    (q->prev.kind == TK_PUNCT && q->prev.len == 1 && q->b[q->prev.off] == ']'));
	q->prev = *t;
	q->have_prev = 1;
}

static int quick_cb(void *ctx, const struct token *t)
{
	struct quick *q = ctx;
	char pc = t->kind == TK_PUNCT && t->len == 1 ? q->b[t->off] : '\0';

	if (t->kind == TK_COMMENT)
		return !(t->flags & TF_PP) && scan_is_tag(q->b + t->off, t->len);
	/* a macro's name, then '(' (a site in a #define body too) */
	if (t->flags & TF_PP) {
		if (q->called_pp && pc == '(')
			return 1;
		q->called_pp = quick_macro(q, t);
		return 0;
	}
	if (q->called && pc == '(')
		return 1;
	q->called = quick_macro(q, t);
	if (quick_self_init(q, t, pc))
		return 1;
	quick_track(q, t, pc);
	return 0;
}

int scan_quick(const char *buf, size_t len, const struct shims *sh)
{
	struct quick q;

	scan_init();
	memset(&q, 0, sizeof(q));
	q.b = buf;
	q.sh = sh;
	return lex_stream_all(buf, len, quick_cb, &q) != 0;
}

int scan_quick_tokens(const char *buf, const struct tokvec *tv, const struct shims *sh)
{
	struct quick q;
	size_t i;

	scan_init();
	memset(&q, 0, sizeof(q));
	q.b = buf;
	q.sh = sh;
	for (i = 0; i < tv->n; i++)
		if (quick_cb(&q, &tv->v[i]))
			return 1;
	return 0;
}
