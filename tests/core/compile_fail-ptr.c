/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/* INIT_PTR_FOR_COMPILER() refuses a non-pointer. Clean without -DFAIL. */
/* EXPECT: INIT_PTR_FOR_COMPILER_of_len_not_a_pointer */
/* EXPECT(cxx): INIT_PTR_FOR_COMPILER\(len\): not a pointer */
/* EXPECT(chibicc): INIT_PTR_FOR_COMPILER\(len\); */
/* EXPECT(chibicc): not a compile-time constant */
#include <init_for_compiler.h>

int f(int c);
int f(int c)
{
#ifdef FAIL
	long INIT_PTR_FOR_COMPILER(len);	/* not a pointer */
#else
	long *INIT_PTR_FOR_COMPILER(len);
#endif
	if (c)
		return 1;
	return len ? 2 : 0;
}
