/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * warn-audit.c - with INIT_FOR_COMPILER_AUDIT=1 the compiler sees 'result'
 * uninitialized again and warns, even with -Wno-maybe-uninitialized and
 * -Wno-uninitialized on the command line (the runner passes both, as
 * kbuild does). Without audit mode the same file is silent.
 */
#include <init_for_compiler.h>

int lookup(int key);
int cached(int key, int use_cache);
int cached(int key, int use_cache)
{
	int INIT_FOR_COMPILER(result);

	if (use_cache)
		result = lookup(key);
	return result;
}
