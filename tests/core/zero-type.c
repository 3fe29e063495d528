/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * zero-type.c - the type of ZERO_FOR_COMPILER(x), as its kernel-doc says:
 * x's type without qualifiers for scalars and pointers, and with them for
 * a struct or union (the compound literal of __typeof__(x)).
 *
 * Clean without -DFAIL: the zeros of a const int, a const double and a
 * pointer const are assignable. With -DFAIL the zero of a const struct is
 * assigned to, and must be refused as read-only.
 */
#include <init_for_compiler.h>

struct st { int a; };
int f(const int *ci, const double *cd, int *const *cp, const struct st *cs);
int f(const int *ci, const double *cd, int *const *cp, const struct st *cs)
{
	__typeof__(ZERO_FOR_COMPILER(*ci)) i = 1;
	__typeof__(ZERO_FOR_COMPILER(*cd)) d = 1;
	__typeof__(ZERO_FOR_COMPILER(*cp)) p = 0;
	__typeof__(ZERO_FOR_COMPILER(*cs)) s = { 1 };

	i = 2;
	d = 2;
	p = &i;
#ifdef FAIL
	s.a = 2;
#endif
	return i + (int)d + *p + s.a;
}
