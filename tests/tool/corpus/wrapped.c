/* Corpus: declarations over several lines, several declarators, and the
 * declarators INIT_FOR_COMPILER() cannot take. */
#include <stddef.h>

#define uninitialized_var(x) x = x

struct pair {
	int a, b;
};

typedef int (*fn_t)(int);

static int twice(int x)
{
	return 2 * x;
}

int wrapped(int c);

int wrapped(int c)
{
	int i,
	    first = first,
	    second = 0;
	struct pair
		*p =
			p;
	unsigned long long
	    uninitialized_var(
		big);
	int arr[2] = { 0 };
	_Atomic int uninitialized_var(buf);
	int (*fp)(int) = fp;
	fn_t uninitialized_var(cb);
	struct { int x; } anon = anon;
	const char *const name = name, *other = NULL;

	for (i = 0; i < c; i++) {
		first = i;
		big = (unsigned long long)i;
		buf = i;
	}
	p = NULL;
	fp = twice;
	cb = twice;
	anon.x = 1;
	second = arr[0];
	return c ? first + (int)big + buf + fp(1) + cb(1) + anon.x + second +
		   (p != NULL) + (name != other) : 0;
}
