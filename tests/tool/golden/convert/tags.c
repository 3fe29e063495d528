/* Corpus: initializations tagged "for the compiler", and ones that are not. */
#include <stddef.h>
#include <init_for_compiler.h>

struct big {
	int a[4];
	void *p;
};

int tags(int c);

int tags(int c)
{
	int INIT_FOR_COMPILER(a);
	unsigned long INIT_FOR_COMPILER(b);
	void *INIT_FOR_COMPILER(p);
	struct big INIT_FOR_COMPILER(s);
	double INIT_FOR_COMPILER(d);
	int INIT_FOR_COMPILER(e), INIT_FOR_COMPILER(f);
	int g = -1; /* keep gcc quiet */
	int h = 0;	/* plain comment: not a tag */
	/*
	 * A longer explanation: the loop below always runs, but
	 * gcc 4.x cannot see it. Keep gcc quiet.
	 */
	int INIT_FOR_COMPILER(i);
	char INIT_FOR_COMPILER(k), *INIT_FOR_COMPILER(q);
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
