/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * Audit fixture: an annotation in a header, in a static inline function.
 * The warning is reported in the header, when a .c file that includes it
 * (user.c) is compiled: "needed".
 */
#ifndef AUDIT_INLINE_H
#define AUDIT_INLINE_H

#include <init_for_compiler.h>

static inline int pick_first(const int *v, int n)
{
	int INIT_FOR_COMPILER(first);

	if (n > 0)
		first = v[0];
	return first;
}

#endif /* AUDIT_INLINE_H */
