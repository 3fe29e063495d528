// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * examples/ifdef/ifdef.c - a variable set only under #ifdef.
 *
 * The abuse described in 2012: a variable is set and used in one build
 * configuration, and in the other it is used but never set, or set but never
 * used. Rather than fix the #ifdef, someone wrote uninitialized_var() and the
 * warnings for the configuration they did not build went away - including
 * the one about a real bug.
 *
 * Here `timeout` is set only when CONFIG_POWER_SAVE is defined, and used in
 * both configurations: without CONFIG_POWER_SAVE the program reads an
 * uninitialized value. That is a real bug in the off-configuration, and the
 * compiler says so (gcc -Wmaybe-uninitialized / -Wuninitialized, clang
 * -Wsometimes-uninitialized / -Wuninitialized) - unless the declaration is
 * `timeout = timeout`, which silences it in every configuration.
 *
 * With INIT_FOR_COMPILER(timeout) the off-configuration reads 0, which is
 * defined and harmless here (no power saving); and audit mode
 * (-DINIT_FOR_COMPILER_AUDIT=1) takes the zero away and lets the compiler
 * report the configuration that never sets the variable. `make demo` builds
 * the off-configuration (no -DCONFIG_POWER_SAVE), the one nobody tested.
 *
 * The right fix is to give the variable a value in every configuration, or
 * to declare it inside the #ifdef. The macro is for a value the compiler
 * cannot prove; a missing #else is not that.
 *
 * On its own: cc -O2 -Wall -Wextra -Iinclude -Icompat [-DCONFIG_POWER_SAVE]
 *		examples/ifdef/ifdef.c
 */
#include <stdio.h>
#include <stdlib.h>

#include "../spelling.h"	/* INIT_FOR_COMPILER(): see examples/spelling.h */

struct device {
	int idle_ms;		/* how long the device has been idle */
};

__attribute__((noinline))
static int suspend_after(const struct device *dev)
{
	int INIT_FOR_COMPILER(timeout);

#ifdef CONFIG_POWER_SAVE
	timeout = dev->idle_ms > 1000 ? 100 : 5000;
#else
	(void)dev;
#endif
	/* 0 means "never suspend" */
	return timeout;
}

int main(int argc, char **argv)
{
	struct device dev = { argc > 1 ? atoi(argv[1]) : 2000 };
	int t = suspend_after(&dev);

	printf("suspend after %d ms%s\n", t, t == 0 ? " (never)" : "");
#ifdef CONFIG_POWER_SAVE
	return t == 100 ? 0 : 1;
#else
	return t == 0 ? 0 : 1;
#endif
}
