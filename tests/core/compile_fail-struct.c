/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/* INIT_STRUCT_FOR_COMPILER() refuses a scalar. Clean without -DFAIL. */
/* EXPECT: INIT_STRUCT_FOR_COMPILER_of_count_not_a_struct_or_union */
/* EXPECT(cxx): INIT_STRUCT_FOR_COMPILER\(count\): not a struct, class or union */
/* EXPECT(chibicc): INIT_STRUCT_FOR_COMPILER\(count\); */
/* EXPECT(chibicc): not a compile-time constant */
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
