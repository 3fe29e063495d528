/* Corpus: nothing inside a comment is a site. */
#include <stddef.h>

#define uninitialized_var(x) x = x

/* int a = a; uninitialized_var(b); INIT_FOR_COMPILER(c); */
// int d = d; uninitialized_var(e);
/*
 * int f = f;
 *	uninitialized_var(g);
 */
// a line comment continued by a backslash-newline: \
   int h = h; uninitialized_var(i);
/* a "string" and a 'c' in a comment do not open anything: ' " */

int comments(int c);

int comments(int c)
{
	int /* int j = j; */ k = k;	/* k: a real self-init */
	int uninitialized_var(l) /* uninitialized_var(m) */;
	int n /* a comment between name and '=' */ = 0; // keep gcc quiet

	if (c) {
		k = 1;
		l = 2;
	}
	/**/int o = o;/**/
	return c ? k + l + n : o;
}
