/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * tests/docs/cmake-audit/src/cache.c - two annotated sites for the audit
 * to give a verdict on: value (set by lookup(), in another file, when it
 * returns 0) and count (always set). Built without optimization, gcc
 * checks neither: both are unknown.
 */
#include <init_for_compiler.h>
#include <stdio.h>

int lookup(int key, int *out);

static int cached_value(int key, int use_cache)
{
	int INIT_FOR_COMPILER(value);

	if (use_cache && lookup(key, &value) != 0)
		return -1;
	return use_cache ? value : 0;
}

int main(int argc, char **argv)
{
	int INIT_FOR_COMPILER(count);

	(void)argv;
	count = argc;
	printf("%d %d\n", cached_value(21, argc > 0), count);
	return 0;
}
