// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * Audit fixture: a zero the program needs. `sum` accumulates from its
 * first value, so the "= 0; // keep gcc happy" a converter turned into
 * INIT_FOR_COMPILER(sum) was never a silencer: the compilers say "is used
 * uninitialized" (the definite kind), and the honest spelling is "= 0".
 */
#include <init_for_compiler.h>

int total4(const int *v);

int total4(const int *v)
{
	int i, INIT_FOR_COMPILER(sum);

	for (i = 0; i < 4; i++)
		sum += v[i];
	return sum;
}
