/* Corpus: already converted, and already including the header: convert
 * changes nothing, scan reports the annotations. */
#include <stddef.h>
#include <init_for_compiler.h>

int already(int c);

int already(int c)
{
	int INIT_FOR_COMPILER(a);
	int *INIT_PTR_FOR_COMPILER(p);
	long INIT_SCALAR_FOR_COMPILER(l);
	struct { int x; } INIT_STRUCT_FOR_COMPILER(s);

	if (c) {
		a = 1;
		p = &a;
		l = 2;
		s.x = 3;
	}
	return c ? a + *p + (int)l + s.x : ZERO_FOR_COMPILER(a);
}
