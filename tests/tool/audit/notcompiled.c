// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * Audit fixture: a file that is never compiled in the audit logs: its
 * annotation's verdict is "unknown".
 */
#include <init_for_compiler.h>

int never_built(int c);

int never_built(int c)
{
	int INIT_FOR_COMPILER(x);

	if (c)
		x = 1;
	return c ? x : 0;
}
