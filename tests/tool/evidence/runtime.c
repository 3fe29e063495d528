// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tests/tool/evidence/runtime.c - what a run under MemorySanitizer or
 * valgrind --track-origins=yes proves (tests/tool/evidence.sh):
 *   one_site   one annotated variable, read unset when c is 0: proven by
 *              either tool (valgrind names only the function, and it
 *              holds no other annotated variable)
 *   two_sites  two annotated variables, only lo read unset (c is 0):
 *              MemorySanitizer proves lo; valgrind names the function,
 *              which holds both: it proves neither
 *   plain      an unset variable that is no annotation: no site verdict
 * main() runs the case named by its argument; the runner prints PASS:
 * or FAIL: after each.
 */
#include <stdio.h>
#include <string.h>
#include <init_for_compiler.h>

int one_site(int c);
int two_sites(int c);
int plain(int c);

int one_site(int c)
{
	int INIT_FOR_COMPILER(x);

	if (c)
		x = c;
	if (x > 2)
		return 1;
	return 0;
}

int two_sites(int c)
{
	int INIT_FOR_COMPILER(lo), INIT_FOR_COMPILER(hi);

	hi = c + 1;
	if (c)
		lo = c;
	if (lo < hi)
		return 1;
	return 0;
}

int plain(int c)
{
	int y;

	if (c)
		y = c;
	if (y > 2)
		return 1;
	return 0;
}

int main(int argc, char **argv)
{
	volatile int zero = 0;
	const char *t = argc > 1 ? argv[1] : "";
	int r = -1;

	if (!strcmp(t, "one_site"))
		r = one_site(zero);
	else if (!strcmp(t, "two_sites"))
		r = two_sites(zero);
	else if (!strcmp(t, "plain"))
		r = plain(zero);
	printf("%d\n", r);
	return 0;
}
