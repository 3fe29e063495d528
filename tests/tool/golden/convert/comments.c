/* Corpus: nothing inside a comment is a site. */
#include <stddef.h>
#include <init_for_compiler.h>

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
	int /* int j = j; */ INIT_FOR_COMPILER(k);	/* k: a real self-init */
	int INIT_FOR_COMPILER(l) /* uninitialized_var(m) */;
	int INIT_FOR_COMPILER(n) /* a comment between name and '=' */;

	if (c) {
		k = 1;
		l = 2;
	}
	/**/int INIT_FOR_COMPILER(o);/**/
	return c ? k + l + n : o;
}
