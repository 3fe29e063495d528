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

const char *util_memmem(const char *hay, size_t len, const char *needle, size_t n)
{
	const char *p = hay, *end = hay + len;

	if (n == 0)
		return hay;
#if defined(__GLIBC__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 29)
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
