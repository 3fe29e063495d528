/* Corpus: the hack under other names (tools/shim.c, docs/tool.md "Shims"). */
#include <stddef.h>

/* FFmpeg's shape: the hack for gcc and clang, a bare x for the others */
#if (defined(__GNUC__) || defined(__clang__)) && !defined(__INTEL_COMPILER)
#    define av_uninit(x) x=x
#else
#    define av_uninit(x) x
#endif

/* MariaDB's shape: a third branch forces a zero */
#if defined(__GNUC__) && !defined(__clang__)
#define UNINIT_VAR(x) x= x
#elif defined(FORCE_INIT_OF_VARS)
#define UNINIT_VAR(x) x= 0
#else
#define UNINIT_VAR(x) x
#endif

/* U-Boot's clang spelling, and a shim already made safe */
#define UNINIT(x) (x) = *(&(x))
#define SAFE_UNINIT(x) INIT_FOR_COMPILER(x)

/* look-alikes: none of these is a shim, and no use of them a site */
#define NOT_SELF(x) x = y
#define NOT_EQUAL(x) x == x
#define NOT_ONE(x, y) x = x
#define NOT_DECL(x) do { x = x; } while (0)
#define NOT_FUNC_LIKE x = x

/* a use in a #define body: a site unless the variable is a parameter */
#define ECHO(T)						\
static T echo_##T(const T *d, int n)			\
{							\
	T av_uninit(last);				\
	int i;						\
	for (i = 0; i < n; i++)				\
		last = d[i];				\
	return n ? last : 0;				\
}
#define DECLARE(v) int av_uninit(v)

ECHO(int)

int shims(int c, const int *p)
{
	int av_uninit(a), UNINIT(b);
	const int *av_uninit(
		q);
	int SAFE_UNINIT(s);
	int UNINIT_VAR(m);
	int y = 0;

	NOT_DECL(y);
	if (c) {
		a = 1;
		b = 2;
		q = p;
		s = 3;
		m = 4;
	}
	return c ? a + b + *q + s + m : y;
}
