/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/* an audit build whose compiler cannot find the header (run.sh) */
#include <init_for_compiler.h>

int f(int c)
{
	int INIT_FOR_COMPILER(x);

	if (c)
		x = 1;
	return x;
}
