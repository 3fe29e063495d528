/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * warn-noleak.c - outside audit mode the header changes no diagnostic
 * state: 'bare' (no annotation) warns exactly as it would without the
 * header, and stays silent under -Wno-maybe-uninitialized/-Wno-uninitialized.
 */
#ifndef NO_HEADER
#include <init_for_compiler.h>
#endif

int lookup(int key);
int cached(int key, int use_cache);
int cached(int key, int use_cache)
{
	int bare;

	if (use_cache)
		bare = lookup(key);
	return bare;
}
