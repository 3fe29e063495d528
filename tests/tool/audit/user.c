// SPDX-License-Identifier: MIT OR GPL-2.0-only
/* Audit fixture: compiles inline.h's function. */
#include "inline.h"

int use_first(const int *v, int n);

int use_first(const int *v, int n)
{
	return pick_first(v, n) + 1;
}
