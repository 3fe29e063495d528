/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/* INIT_PTR_FOR_COMPILER() refuses a struct. Clean without -DFAIL. */
#include <init_for_compiler.h>

struct pair { int a, b; };
int f(void);
int f(void)
{
#ifdef FAIL
	struct pair INIT_PTR_FOR_COMPILER(pr);	/* not a pointer */
	return pr.a;
#else
	struct pair *INIT_PTR_FOR_COMPILER(pr);
	return pr != 0;
#endif
}
