// SPDX-License-Identifier: GPL-2.0-only
/*
 * ifc_main.c - module entry of the init-for-compiler kbuild test.
 *
 * Built against the installed kernel headers by tests/kbuild/run.sh. Its
 * boot test loads the module in Debian's kernel under qemu: the init
 * prints the library version it saw and which compiler definitions it
 * chose, then runs ifc_selftest() (ifc_selftest.c), and fails the load
 * with -EINVAL if a shape failed, as the kernel's own test modules do.
 */
#include <linux/build_bug.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/printk.h>

#include <init_for_compiler.h>

#include "ifc_kbuild.h"

/* The version macros are usable in #if, also under kbuild's -Wundef. */
#if INIT_FOR_COMPILER_VERSION < INIT_FOR_COMPILER_VERSION_ENCODE(1, 0, 0)
#error "init-for-compiler 1.0.0 or later is required"
#endif

static_assert(INIT_FOR_COMPILER_VERSION ==
	      INIT_FOR_COMPILER_VERSION_ENCODE(INIT_FOR_COMPILER_VERSION_MAJOR,
					       INIT_FOR_COMPILER_VERSION_MINOR,
					       INIT_FOR_COMPILER_VERSION_PATCH));

static int __init ifc_init(void)
{
	pr_info("built with init-for-compiler %d.%d.%d (%d), %s definitions\n",
		INIT_FOR_COMPILER_VERSION_MAJOR, INIT_FOR_COMPILER_VERSION_MINOR,
		INIT_FOR_COMPILER_VERSION_PATCH, INIT_FOR_COMPILER_VERSION,
		INIT_FOR_COMPILER_COMPILER);
	return ifc_selftest();
}

static void __exit ifc_exit(void)
{
}

module_init(ifc_init);
module_exit(ifc_exit);

MODULE_DESCRIPTION("init-for-compiler kbuild test: the macros in driver shapes, run at load");
MODULE_LICENSE("GPL");
