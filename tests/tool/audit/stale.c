// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * Audit fixture: an annotation no compiler needs any more. `len` is set on
 * every path before it is read; today's gcc and clang see that, so the
 * verdict is "stale": the annotation can go.
 */
#include <init_for_compiler.h>

int clamp_len(int want, int max);

int clamp_len(int want, int max)
{
	int INIT_SCALAR_FOR_COMPILER(len);

	if (want > max)
		len = max;
	else
		len = want;
	return len;
}
