// SPDX-License-Identifier: GPL-2.0-only
/*
 * ifc_control.c - negative control of tests/kbuild/run.sh, built only in
 * its control run (IFC_CONTROL=m) as a module of its own.
 *
 * Every other run asserts "zero warnings from our files"; this file proves
 * that the same counting sees a warning when there is one, at each level:
 *
 *   default  -Wunused-variable on ifc_ctl_unused: INIT_FOR_COMPILER() does
 *            not name its variable, so the warning survives the macro
 *   W=1      -Wunused-but-set-variable on ifc_ctl_set_only (same reason)
 *            and -Wmissing-prototypes on ifc_control_missing()
 *   W=2      -Wshadow on the inner ifc_ctl_shadow
 *   C=1      sparse "Using plain integer as NULL pointer" on ifc_ctl_ptr,
 *            initialized with a literal "{0}": what the library must never
 *            expand to for a pointer under sparse
 */
#include <linux/io.h>
#include <linux/module.h>

#include <init_for_compiler.h>

int ifc_control_read(void __iomem *regs);

int ifc_control_read(void __iomem *regs)
{
	u32 INIT_FOR_COMPILER(ifc_ctl_unused);
	u32 INIT_FOR_COMPILER(ifc_ctl_set_only);
	void __iomem *ifc_ctl_ptr = { 0 };

	int ifc_ctl_shadow = 0;

	ifc_ctl_set_only = readl(regs);
	if (ifc_ctl_ptr) {
		int ifc_ctl_shadow = 1;

		return ifc_ctl_shadow;
	}
	return ifc_ctl_shadow;
}

int ifc_control_missing(void)
{
	return 0;
}

MODULE_DESCRIPTION("init-for-compiler kbuild negative control (never load)");
MODULE_LICENSE("GPL");
