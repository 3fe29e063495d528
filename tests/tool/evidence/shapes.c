// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tests/tool/evidence/shapes.c - four small shapes of an unset read
 * (switch, if, for, while), each run by the case named on the command
 * line: which optimization levels keep MemorySanitizer's and valgrind's
 * report of it (tests/tool/evidence.sh, docs/audit.md).
 */
#include <stdio.h>
#include <string.h>
#include <init_for_compiler.h>

static int in_switch(int mode, int v)
{
	int INIT_FOR_COMPILER(d);

	switch (mode) {
	case 1:
		d = v;
		break;
	case 3:
		break;
	default:
		d = 1;
		break;
	}
	return d > 2 ? v : 0;
}

static int in_if(int c, int v)
{
	int INIT_FOR_COMPILER(x);

	if (c)
		x = v;
	return x > 2 ? v : 0;
}

static int in_for(int n, const int *v)
{
	int INIT_FOR_COMPILER(last), i;

	for (i = 0; i < n; i++)
		last = v[i];
	return last > 2 ? n : 0;
}

static int in_while(int n, const int *v)
{
	int INIT_FOR_COMPILER(last);

	while (n-- > 0)
		last = v[n];
	return last > 2 ? 1 : 0;
}

int main(int argc, char **argv)
{
	static const int v[4] = { 1, 2, 3, 4 };
	volatile int zero = 0, three = 3;
	const char *t = argc > 1 ? argv[1] : "";
	int r = -1;

	if (!strcmp(t, "switch"))
		r = in_switch(three, 12);
	else if (!strcmp(t, "if"))
		r = in_if(zero, 5);
	else if (!strcmp(t, "for"))
		r = in_for(zero, v);
	else if (!strcmp(t, "while"))
		r = in_while(zero, v);
	if (r == 12)
		puts("twelve");
	printf("%d\n", r);
	return 0;
}
