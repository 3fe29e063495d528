/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * compile_ok-assign.c - ASSIGN_FOR_COMPILER() with the strictest warning
 * flags of each compiler (-Werror), in every C mode, at -O0 and -O2, hosted
 * and freestanding, in normal AND audit mode (tests/core/run.sh builds it
 * with and without -DINIT_FOR_COMPILER_AUDIT=1), and as C++ (.cc twin).
 *
 * Every target is set for real before its dummy assignment, so that
 * audit mode, which leaves the assignment out and only type-checks it,
 * draws no uninitialized warning here: what is checked is that both
 * expansions compile silently for every kind of target and value: a local,
 * an output parameter, a member, a bit-field, an array element, a struct;
 * a zero, a negative number, a hex constant, an enum constant, a null
 * pointer, a floating value, a struct. No libc header.
 */
#include <init_for_compiler.h>

typedef void (*handler_fn)(int);
/* no padding anywhere: clang -Weverything has -Wpadded */
struct bits { unsigned lo : 3; unsigned hi : 29; };
struct pair { const char *name; long len; };
enum colour { RED, GREEN };

long use_assign(int c, long *out, struct pair *pf, struct bits *b, struct pair *copy);
long use_assign(int c, long *out, struct pair *pf, struct bits *b, struct pair *copy)
{
	int n = c;
	unsigned long seed = (unsigned long)c;
	unsigned short us = 1;
	enum colour col = RED;
	const char *name = "x";
	handler_fn fn = (handler_fn)0;
	double d = 1.5;
	int arr[3] = { 1, 2, 3 };

	ASSIGN_FOR_COMPILER(n, -1);
	ASSIGN_FOR_COMPILER(seed, 0x5EED);
	ASSIGN_FOR_COMPILER(us, 7);
	ASSIGN_FOR_COMPILER(col, GREEN);
	ASSIGN_FOR_COMPILER(name, (const char *)0);
	ASSIGN_FOR_COMPILER(fn, (handler_fn)0);
	ASSIGN_FOR_COMPILER(d, 0.0);
	ASSIGN_FOR_COMPILER(arr[1], 0);
	ASSIGN_FOR_COMPILER(*out, 0);
	ASSIGN_FOR_COMPILER(pf->len, -1L);
	ASSIGN_FOR_COMPILER(b->lo, 0);
	ASSIGN_FOR_COMPILER(*copy, *pf);
	return n + (long)seed + us + (long)col + (name != 0) + (fn != 0) + (long)d + arr[1];
}
