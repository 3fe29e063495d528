/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * warn-sysprobe.c - an enum initialized by a {0} spelt in a system header
 * (tests/core/sysprobe/sysprobe.h, -isystem). The runner expects GCC's
 * -Wc++-compat and Clang 21's -Wimplicit-int-enum-cast to fire all the
 * same: a system header cannot replace the pragmas of compiler-clang.h.
 */
#include <sysprobe.h>

enum mode { IDLE, BUSY };
int probe(int k);
int probe(int k)
{
	enum mode SYSPROBE_ZERO(m);

	if (k)
		m = BUSY;
	return (int)m;
}
