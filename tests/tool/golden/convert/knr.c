/* Corpus: K&R function definitions (accepted by gcc and clang in gnu89
 * mode, and by -std=gnu11 with a warning). */
#include <stddef.h>
#include <init_for_compiler.h>

#define uninitialized_var(x) x = x

int knr(a, b)
	int a;
	char *b;
{
	int INIT_FOR_COMPILER(r);
	char *INIT_FOR_COMPILER(s);

	if (a) {
		r = a;
		s = b;
	}
	return a ? r + (s != NULL) : 0;
}
