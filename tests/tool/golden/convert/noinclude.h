/* Corpus: a header with a guard and no #include: the new #include goes
 * after the guard's #define. */
#ifndef NOINCLUDE_H
#define NOINCLUDE_H

#define uninitialized_var(x) x = x

#include <init_for_compiler.h>
static inline int noinclude(int c)
{
	int INIT_FOR_COMPILER(v);

	if (c)
		v = c;
	return c ? v : 0;
}

#endif /* NOINCLUDE_H */
