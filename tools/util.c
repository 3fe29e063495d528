// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/util.c - what the files of the tool share: growing an array,
 * an index by hash over an array, reporting an error.
 */
/* memmem(3): glibc and musl have it under _GNU_SOURCE */
#define _GNU_SOURCE
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "ifc.h"

#ifdef IFC_SSE2
#include <emmintrin.h>
#endif

/*
 * The array pointer is read and written through memcpy(), as a void *:
 * the caller's pointer may be of any object pointer type (GROW() passes
 * its address), and every such type has the representation of void * on
 * the systems the tool builds on (POSIX), while a cast to void ** and a
 * store through it would break the aliasing rules.
 */
int util_grow(void *pv, size_t *cap, size_t size, size_t first)
{
	size_t c = *cap ? *cap * 2 : first;
	void *v, *nv;

	if (c < *cap || c > SIZE_MAX / size)
		return -1;
	memcpy(&v, pv, sizeof(v));
	nv = realloc(v, c * size);
	if (!nv)
		return -1;
	memcpy(pv, &nv, sizeof(nv));
	*cap = c;
	return 0;
}

int util_index_room(struct util_index *x, size_t n,
		    size_t (*hash)(const void *ctx, size_t i), const void *ctx)
{
	size_t cap, i, k;
	uint32_t *t;

	if (2 * (n + 1) <= x->cap)
		return 0;
	cap = x->cap ? x->cap * 2 : 256;
	if (n >= UINT32_MAX || cap < x->cap)
		return -1;
	t = calloc(cap, sizeof(*t));
	if (!t)
		return -1;
	for (i = 0; i < n; i++) {
		for (k = hash(ctx, i) & (cap - 1); t[k]; k = (k + 1) & (cap - 1))
			;
		t[k] = (uint32_t)i + 1;
	}
	free(x->tab);
	x->tab = t;
	x->cap = cap;
	return 0;
}

void util_error(const char *fmt, ...)
{
	va_list ap;

	fputs(PROG ": ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
}

#ifdef IFC_SSE2
/*
 * How far needle (n >= 2 bytes) is certainly not in hay[0, len): the first
 * place where it may be, or where sixteen places no longer fit (the rest is
 * util_memmem()'s byte-by-byte loop). Sixteen places at a time: a place is
 * looked at only where the needle's first byte and its last are both in
 * place, which for an identifier is rare in C; only there does memcmp()
 * compare the rest. Looking for "LINT_USE" in every .c and .h file of
 * Linux 6.1 takes less than half the time of glibc 2.36's memmem(), which
 * skips by a shift table over pairs of bytes (make bench-prefilter;
 * docs/performance.md).
 */
static size_t memmem_skip(const char *hay, size_t len, const char *needle, size_t n)
{
	const __m128i first = _mm_set1_epi8(needle[0]), last = _mm_set1_epi8(needle[n - 1]);
	size_t i = 0;

	for (; len - n + 1 >= 16 && i <= len - n + 1 - 16; i += 16) {
		__m128i a = _mm_loadu_si128((const void *)(hay + i));
		__m128i b = _mm_loadu_si128((const void *)(hay + i + n - 1));
		unsigned bits = (unsigned)_mm_movemask_epi8(
			_mm_and_si128(_mm_cmpeq_epi8(a, first), _mm_cmpeq_epi8(b, last)));

		for (; bits; bits &= bits - 1) {
			size_t j = i + (size_t)__builtin_ctz(bits);

			if (!memcmp(hay + j + 1, needle + 1, n - 2))
				return j;
		}
	}
	return i;
}
#endif

const char *util_memmem(const char *hay, size_t len, const char *needle, size_t n)
{
	const char *p = hay, *end = hay + len;

	if (n == 0)
		return hay;
	if (n > len)
		return NULL;
#ifdef IFC_SSE2
	if (n >= 2)
		p += memmem_skip(hay, len, needle, n);
#elif defined(__GLIBC__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 29)
	/* glibc's memmem skips by pairs of bytes (a shift table): on Linux
	 * 6.1, "LINT_USE" over every file costs a third of memchr() on 'L'
	 * and memcmp() at each one */
	if (n >= 3)
		return memmem(hay, len, needle, n);
#endif
	while ((size_t)(end - p) >= n &&
	       (p = memchr(p, needle[0], (size_t)(end - p) - n + 1)) != NULL) {
		if (!memcmp(p, needle, n))
			return p;
		p++;
	}
	return NULL;
}
