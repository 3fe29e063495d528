/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/* INIT_PTR_FOR_COMPILER() refuses a struct. Clean without -DFAIL. */
/* EXPECT: INIT_PTR_FOR_COMPILER_of_pr_not_a_pointer */
/* EXPECT(cxx): INIT_PTR_FOR_COMPILER\(pr\): not a pointer */
/* EXPECT(chibicc): INIT_PTR_FOR_COMPILER\(pr\); */
/* EXPECT(chibicc): not a compile-time constant */
/* EXPECT(tcc): error: '\{' expected */
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
