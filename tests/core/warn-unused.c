/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * warn-unused.c - INIT_FOR_COMPILER() keeps "unused" warnings: the runner
 * expects -Wunused-variable for 'never_read' and 'legacy_unused', and
 * -Wunused-but-set-variable for 'only_set' and 'legacy_set'. With
 * -DOLD_GCC or -DOLD_CLANG the old kernel definitions of
 * uninitialized_var() are used instead, and the runner expects silence:
 * the hazard this library removes.
 */
#if defined(OLD_GCC)
#define ANNOTATE(x) x = x
#define uninitialized_var(x) x = x
#elif defined(OLD_CLANG)
#define ANNOTATE(x) x = *(&(x))
#define uninitialized_var(x) x = *(&(x))
#else
#include <init_for_compiler.h>
#include <uninitialized_var.h>
#define ANNOTATE(x) INIT_FOR_COMPILER(x)
#endif

void f(void);
void f(void)
{
	int ANNOTATE(never_read);
	int ANNOTATE(only_set);
	int uninitialized_var(legacy_unused);
	int uninitialized_var(legacy_set);

	only_set = 1;
	legacy_set = 2;
}
