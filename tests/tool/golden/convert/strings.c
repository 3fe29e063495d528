/* Corpus: nothing inside a string or character literal is a site. */
#include <stddef.h>
#include <init_for_compiler.h>

#define uninitialized_var(x) x = x

static const char *s1 = "int a = a; uninitialized_var(b);";
static const char *s2 = "escaped \" quote; int c = c; \\";
static const char s3[] = u8"UTF-8: int d = d; \u00e9";
static const int s4 = L'\'';
static const char s5 = '"';	/* a lone double quote in a char literal */
static const char *s6 = "a string \
continued: int e = e;";

int strings(int c);

int strings(int c)
{
	const char *INIT_FOR_COMPILER(f);	/* a real self-init after the literals */
	char g = '\\', INIT_FOR_COMPILER(h);

	if (c)
		h = '"';
	f = s1;
	return f[0] + s2[0] + s3[0] + s4 + s5 + s6[0] + g + (c ? h : 0);
}
