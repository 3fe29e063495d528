/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/* INIT_STRUCT_FOR_COMPILER() refuses a scalar. Clean without -DFAIL. */
#include <init_for_compiler.h>

struct pair { int a, b; };
int f(void);
int f(void)
{
#ifdef FAIL
	int INIT_STRUCT_FOR_COMPILER(count);	/* a scalar */
	return count;
#else
	struct pair INIT_STRUCT_FOR_COMPILER(count);
	return count.a;
#endif
}
