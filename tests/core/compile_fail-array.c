/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/* INIT_FOR_COMPILER() takes an array's bounds inside its parentheses,
 * INIT_FOR_COMPILER(a[4]): after them, INIT_FOR_COMPILER(a)[4], it is refused. */
/* EXPECT: INIT_FOR_COMPILER */
#include <init_for_compiler.h>

int f(void);
int f(void)
{
#ifdef FAIL
	int INIT_FOR_COMPILER(a)[4];
#else
	int a[4] = { 0 };
#endif
	return a[1];
}
