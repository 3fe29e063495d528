/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * warn-unused.c - the compat shim's uninitialized_var() keeps "unused"
 * warnings: the runner expects -Wunused-variable for 'legacy_unused' and
 * -Wunused-but-set-variable for 'legacy_set' (and, with the header found
 * through -isystem, the same for INIT_FOR_COMPILER's 'never_read' and
 * 'only_set'). That INIT_FOR_COMPILER() keeps them, and that the old
 * definitions x = x and x = *(&(x)) hide them, is claim 2 and claim 3 of
 * tests/claims (fp.c).
 */
#include <init_for_compiler.h>
#include <uninitialized_var.h>

void f(void);
void f(void)
{
	int INIT_FOR_COMPILER(never_read);
	int INIT_FOR_COMPILER(only_set);
	int uninitialized_var(legacy_unused);
	int uninitialized_var(legacy_set);

	only_set = 1;
	legacy_set = 2;
}
