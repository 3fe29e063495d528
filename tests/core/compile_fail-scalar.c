/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/* INIT_SCALAR_FOR_COMPILER() refuses a pointer. Clean without -DFAIL. */
/* EXPECT: INIT_SCALAR_FOR_COMPILER_of_buf_not_arithmetic_or_enum */
/* EXPECT(cxx): INIT_SCALAR_FOR_COMPILER\(buf\): not an arithmetic or enum type */
/* EXPECT(chibicc): INIT_SCALAR_FOR_COMPILER\(buf\); */
/* EXPECT(chibicc): not a compile-time constant */
#include <init_for_compiler.h>

int f(void);
int f(void)
{
#ifdef FAIL
	char *INIT_SCALAR_FOR_COMPILER(buf);	/* a pointer */
	return buf != 0;
#else
	char INIT_SCALAR_FOR_COMPILER(buf);
	return buf;
#endif
}
