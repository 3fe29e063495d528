/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * Clang rejects INIT_FOR_COMPILER() on an _Atomic type; the error quotes
 * the macro that says to use INIT_SCALAR_FOR_COMPILER(). Run on Clang only
 * (GCC accepts {0} for _Atomic scalars).
 */
/* EXPECT: _Atomic x: use INIT_SCALAR_FOR_COMPILER\(x\) */
#include <init_for_compiler.h>

int f(void);
int f(void)
{
#ifdef FAIL
	_Atomic int INIT_FOR_COMPILER(refs);
#else
	_Atomic int INIT_SCALAR_FOR_COMPILER(refs);
#endif
	return refs;
}
