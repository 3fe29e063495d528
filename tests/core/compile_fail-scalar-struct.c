/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/* INIT_SCALAR_FOR_COMPILER() refuses a union. Clean without -DFAIL. */
/* EXPECT: INIT_SCALAR_FOR_COMPILER_of_w_not_arithmetic_or_enum */
/* EXPECT(cxx): INIT_SCALAR_FOR_COMPILER\(w\): not an arithmetic or enum type */
/* EXPECT(chibicc): INIT_SCALAR_FOR_COMPILER\(w\); */
/* EXPECT(chibicc): not a compile-time constant */
#include <init_for_compiler.h>

union word { unsigned u; float f; };
unsigned f(void);
unsigned f(void)
{
#ifdef FAIL
	union word INIT_SCALAR_FOR_COMPILER(w);	/* an aggregate */
	return w.u;
#else
	unsigned INIT_SCALAR_FOR_COMPILER(w);
	return w;
#endif
}
