/* Corpus: UTF-8 in comments — « int a = a; », naïve café, 日本語, ✓ —
 * and in strings. */
#include <stddef.h>
#include <init_for_compiler.h>

#define uninitialized_var(x) x = x

/* Ünïcödé: uninitialized_var(z); ünicode */
static const char *greeting = "grüß dich: int b = b;";

int utf8(int c);

int utf8(int c)
{
	int INIT_FOR_COMPILER(d);	/* « d » is real */
	int INIT_FOR_COMPILER(e);	/* évite l'avertissement: keep gcc quiet */

	if (c)
		d = c;
	return greeting[0] + (c ? d : e);
}
