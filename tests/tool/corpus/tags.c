/* Corpus: initializations tagged "for the compiler", and ones that are not. */
#include <stddef.h>

struct big {
	int a[4];
	void *p;
};

int tags(int c);

int tags(int c)
{
	int a = 0; /* GCC */
	unsigned long b = 0UL;	/* keep gcc happy */
	void *p = NULL /* silence gcc warning */;
	struct big s = { 0 };	// shut up gcc
	/* avoid a bogus uninitialized variable warning */
	double d = 0.0;
	int e = 0, f = 0; /* to make compiler happy */
	int g = -1; /* keep gcc quiet */
	int h = 0;	/* plain comment: not a tag */
	/*
	 * A longer explanation: the loop below always runs, but
	 * gcc 4.x cannot see it. Keep gcc quiet.
	 */
	int i = 0;
	char k = '\0', *q = NULL; /* GCC */
	_Atomic int at = 0; /* gcc */

	if (c) {
		a = 1;
		b = 2;
		p = &s;
		s.a[0] = 3;
		d = 4.0;
		e = 5;
		f = 6;
		g = 7;
		h = 8;
		i = 9;
		k = 'k';
		q = &k;
		at = 10;
	}
	return a + (int)b + (p != NULL) + s.a[0] + (int)d + e + f + g + h + i + k +
	       (q != NULL) + at;
}
