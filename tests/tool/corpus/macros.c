/* Corpus: no site in these #define bodies (a macro call on a parameter; self-init and tags count in code only); code after them is. */
#include <stddef.h>

#define uninitialized_var(x) x = x
#define SELF(x) int x = x
#define LONG_ONE(v)				\
	do {					\
		int uninitialized_var(v);	\
		int w = w;			\
		(void)v;			\
	} while (0)
#define DECLARE_FLAGS unsigned long flags = 0 /* keep gcc happy */
  #  define INDENTED int q = q;

#if 0
/* code under #if 0 is still code to the lexer: this one is reported */
#endif

int macros(int c);

int macros(int c)
{
	int uninitialized_var(a);
	int b = c ? 1 : 2;

	LONG_ONE(z);
	if (c)
		a = b;
	return c ? a : b;
}
