/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * warn-enum.c - the documented limit of the {0} spellings on GCC with
 * -Wc++-compat: {0} converts int to an enum, which GCC reports. The runner
 * expects the warning for CASE 1 (INIT_FOR_COMPILER on an enum), CASE 3 and
 * CASE 4 (INIT_FOR_COMPILER and INIT_STRUCT_FOR_COMPILER on a struct whose
 * first member is an enum: the same conversion), and silence for CASE 2
 * (INIT_SCALAR_FOR_COMPILER, which converts with a cast). CASE 5 is the
 * hand-written `= {0}`, the control. In C23 on GCC 15 and later
 * INIT_FOR_COMPILER is `= {}`, and CASE 1 and 3 are silent.
 *
 * On Clang 21 and later the same conversion is -Wimplicit-int-enum-cast,
 * which the header turns off for its own tokens: CASE 1 to 4 are silent,
 * CASE 5 warns.
 */
#include <init_for_compiler.h>

enum state { IDLE, BUSY };
struct job { enum state st; int id; };
int g(int c);
int g(int c)
{
#if CASE == 1
	enum state INIT_FOR_COMPILER(s);
#elif CASE == 2
	enum state INIT_SCALAR_FOR_COMPILER(s);
#elif CASE == 5
	enum state s = {0};
#endif
#if CASE == 3
	struct job INIT_FOR_COMPILER(j);
#elif CASE == 4
	struct job INIT_STRUCT_FOR_COMPILER(j);
#endif
#if CASE <= 2 || CASE == 5
	if (c)
		s = BUSY;
	return (int)s;
#else
	if (c)
		j.id = c;
	return j.id;
#endif
}
