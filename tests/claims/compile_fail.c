/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * tests/claims/compile_fail.c - misuse of the checked macros (ccan's
 * compile_fail convention): clean without -DFAIL, refused with -DFAIL=N, and
 * the diagnostic must name the macro and the variable (run-claims.sh greps
 * it). N: 1 INIT_PTR on an int, 2 INIT_PTR on a struct, 3 INIT_SCALAR on a
 * pointer, 4 INIT_SCALAR on a struct, 5 INIT_STRUCT on an int, 6 INIT_STRUCT
 * on a pointer, 7 INIT_FOR_COMPILER on an array (documented: not for arrays;
 * any error will do). With -DWITH_STDIO=1 <stdio.h> comes first: in strict
 * C89/C99 glibc then defines _Static_assert as a macro, and the header must
 * still refuse each misuse by name.
 */
#if WITH_STDIO
#include <stdio.h>
#endif
#include <init_for_compiler.h>

#ifndef FAIL
#define FAIL 0
#endif

struct pair {
	int a;
	long b;
};

int misuse(void);
int misuse(void)
{
#if FAIL == 1
	int INIT_PTR_FOR_COMPILER(wrong1);
#elif FAIL == 2
	struct pair INIT_PTR_FOR_COMPILER(wrong2);
#elif FAIL == 3
	int *INIT_SCALAR_FOR_COMPILER(wrong3);
#elif FAIL == 4
	struct pair INIT_SCALAR_FOR_COMPILER(wrong4);
#elif FAIL == 5
	int INIT_STRUCT_FOR_COMPILER(wrong5);
#elif FAIL == 6
	struct pair *INIT_STRUCT_FOR_COMPILER(wrong6);
#elif FAIL == 7
	int INIT_FOR_COMPILER(wrong7)[4];
#endif
	/* the right kinds of type, for the clean build */
	int *INIT_PTR_FOR_COMPILER(p);
	int INIT_SCALAR_FOR_COMPILER(i);
	struct pair INIT_STRUCT_FOR_COMPILER(s);

	return !p + i + s.a;
}
