/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/* INIT_STRUCT_FOR_COMPILER() refuses a pointer to a struct. */
/* EXPECT: INIT_STRUCT_FOR_COMPILER_of_pp_not_a_struct_or_union */
/* EXPECT(cxx): INIT_STRUCT_FOR_COMPILER\(pp\): not a struct, class or union */
/* EXPECT(chibicc): INIT_STRUCT_FOR_COMPILER\(pp\); */
/* EXPECT(chibicc): not a compile-time constant */
#include <init_for_compiler.h>

struct pair { int a, b; };
int f(void);
int f(void)
{
#ifdef FAIL
	struct pair *INIT_STRUCT_FOR_COMPILER(pp);	/* a pointer */
	return pp != 0;
#else
	struct pair INIT_STRUCT_FOR_COMPILER(pp);
	return pp.b;
#endif
}
