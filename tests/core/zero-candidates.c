/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * zero-candidates.c - why INIT_FOR_COMPILER() has pragmas on Clang 21 and
 * later (compiler-clang.h; docs/performance.md, "Where the time goes").
 *
 * INIT_FOR_COMPILER() must zero any non-array type without naming x and
 * stay silent under -Weverything. tests/core/run.sh compiles this file
 * with each pragma-free zero it can think of as ZERO, for an enum
 * (CASE 1) and for a pointer (CASE 2), and expects one of the two to draw
 * a diagnostic on Clang 21 and 22: if one day both are clean, that zero
 * needs no pragma and the header should use it. Clang 19 takes {0} for
 * both, which shows that the test can find such a zero.
 *
 * CASE 3 is the other way out, naming x in its own initializer where it
 * is not evaluated (FORM): the runner expects no "unused variable"
 * warning for x, the hazard of uninitialized_var() that the macro
 * avoids by never naming x.
 */
#if CASE == 1
enum state { IDLE, BUSY };
int g(int c);
int g(int c)
{
	enum state s = ZERO;

	if (c)
		s = BUSY;
	return (int)s;
}
#elif CASE == 2
int *g(int *c);
int *g(int *c)
{
	int *p = ZERO;

	if (c)
		p = c;
	return p;
}
#elif CASE == 3
void g(void);
void g(void)
{
	int x = FORM;
}
#endif
