/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * tests/package/consumer/legacy.c - code that must not be edited: it says
 * uninitialized_var() and gets it from <uninitialized_var.h>, which is on the
 * include path only through the opt-in shim (init-for-compiler-compat.pc,
 * init-for-compiler::compat, the meson dependency 'init-for-compiler-compat').
 * With LEGACY_FULL_PATH it includes the shim by its installed path instead,
 * which needs no more than the headers' own directory.
 */
#ifdef LEGACY_FULL_PATH
#include <init_for_compiler/compat/uninitialized_var.h>
#else
#include <uninitialized_var.h>
#endif
#include <stdio.h>

static int find(const int *table, int n, int key)
{
	int i, found = 0;
	int uninitialized_var(pos);

	for (i = 0; i < n; i++)
		if (table[i] == key) {
			pos = i;
			found = 1;
		}
	return found ? pos : -1;
}

int main(void)
{
	static const int table[] = { 3, 5, 7 };
	int uninitialized_var(unset);

	printf("%d.%d.%d legacy\n", INIT_FOR_COMPILER_VERSION_MAJOR, INIT_FOR_COMPILER_VERSION_MINOR,
	       INIT_FOR_COMPILER_VERSION_PATCH);
	return !(unset == 0 && find(table, 3, 7) == 2 && find(table, 3, 4) == -1);
}
