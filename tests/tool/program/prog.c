// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * A program that uses every kind convert rewrites: it must print the same
 * before conversion (the old `x = x` macro) and after (INIT_FOR_COMPILER).
 * Every annotated variable is set before it is read, as in correct code.
 */
#include <stdio.h>
#include <string.h>

#ifndef uninitialized_var
#define uninitialized_var(x) x = x
#endif

struct stats {
	long sum;
	int n;
};

static int find(const int *v, int n, int key)
{
	int i, found = 0;
	int uninitialized_var(pos);

	for (i = 0; i < n; i++)
		if (v[i] == key) {
			pos = i;
			found = 1;
		}
	return found ? pos : -1;
}

static long total(const int *v, int n)
{
	struct stats s = { 0 };	/* keep gcc happy */
	long uninitialized_var(avg), last = last;

	for (int i = 0; i < n; i++) {
		s.sum += v[i];
		s.n++;
		last = v[i];
	}
	avg = s.n ? s.sum / s.n : 0;
	return s.sum * 1000 + avg * 10 + (n ? last : 0);
}

static const char *pick(int c)
{
	const char *name = NULL; /* silence gcc warning */
	char *p = *(&(p));

	switch (c) {
	case 0: name = "zero"; break;
	case 1: name = "one"; break;
	default: name = "many"; break;
	}
	p = (char *)name;
	return p;
}

int main(void)
{
	static const int v[] = { 4, 8, 15, 16, 23, 42 };
	int n = (int)(sizeof(v) / sizeof(v[0]));
	double d = 0.0; /* GCC */

	d = (double)total(v, n) / 7.0;
	printf("find(15) = %d, find(5) = %d\n", find(v, n, 15), find(v, n, 5));
	printf("total = %ld, d = %.3f\n", total(v, n), d);
	printf("pick = %s %s %s, len = %zu\n", pick(0), pick(1), pick(7), strlen(pick(7)));
	return 0;
}
