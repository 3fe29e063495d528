/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * warn-enum.c - the documented limit of INIT_FOR_COMPILER() on GCC with
 * -Wc++-compat: {0} converts int to the enum, which GCC reports. The runner
 * expects that warning with -DPLAIN, and silence for the scalar and struct
 * variants, which avoid the conversion.
 */
#include <init_for_compiler.h>

enum state { IDLE, BUSY };
struct job { enum state st; int id; };
int g(int c);
int g(int c)
{
#ifdef PLAIN
	enum state INIT_FOR_COMPILER(s);
	struct job INIT_FOR_COMPILER(j);
#else
	enum state INIT_SCALAR_FOR_COMPILER(s);
	struct job INIT_STRUCT_FOR_COMPILER(j);
#endif
	if (c) {
		s = BUSY;
		j.id = c;
	}
	return (int)s + j.id;
}
