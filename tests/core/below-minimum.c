/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * tests/core/below-minimum.c - why the header's minimum is GCC 10: built by
 * a gcc of tests/compilers.txt's suite "below-minimum" (gcc-9), each
 * checked variant (WHICH=1, 2, 3) must fail with "dereferencing pointer to
 * incomplete type 'struct <MACRO>_of_p_...'", as compiler-gcc.h says, and
 * INIT_FOR_COMPILER (WHICH=0) and ZERO_FOR_COMPILER (WHICH=4) must build.
 * The day a checked variant builds there, the stated minimum is too high.
 */
#include <init_for_compiler.h>
struct st { int a; };
int f(int c, int v);
int f(int c, int v)
{
#if WHICH == 1
	int *INIT_PTR_FOR_COMPILER(p);
	if (c)
		p = &v;
	return c ? *p : 0;
#elif WHICH == 2
	int INIT_SCALAR_FOR_COMPILER(p);
	if (c)
		p = v;
	return c ? p : 0;
#elif WHICH == 3
	struct st INIT_STRUCT_FOR_COMPILER(p);
	if (c)
		p.a = v;
	return c ? p.a : 0;
#elif WHICH == 4
	int p = 1;
	p = ZERO_FOR_COMPILER(p);
	return p + c + v;
#else
	int INIT_FOR_COMPILER(p);
	if (c)
		p = v;
	return c ? p : 0;
#endif
}
