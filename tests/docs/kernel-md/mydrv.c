// SPDX-License-Identifier: GPL-2.0-only
/*
 * tests/docs/kernel-md/mydrv.c - the driver of docs/kernel.md's
 * walk-through (tests/docs/run.sh, kernel-md): an out-of-tree module from
 * before Linux 5.9 that still says uninitialized_var(), kept building by
 * the fallback of its own compat.h. The test runs kernel.md's commands on
 * a copy of this directory: the single header copied in, the Kbuild lines,
 * `init-for-compiler convert .`, the gcc and clang audit builds and the
 * audit. lo is set only when there is an EEPROM, and read only then, after
 * a register write gcc cannot see through (gcc names it); hi is always set
 * before it is read (no compiler names it).
 */
#include <linux/errno.h>
#include <linux/init.h>
#include <linux/io.h>
#include <linux/module.h>
#include <linux/types.h>

#include "compat.h"

struct mydrv {
	void __iomem *regs;
	bool has_eeprom;
};

int mydrv_read_mac(struct mydrv *d, u64 *mac);

int mydrv_read_mac(struct mydrv *d, u64 *mac)
{
	u32 uninitialized_var(lo);
	u16 uninitialized_var(hi);

	if (d->has_eeprom)
		lo = readl(d->regs + 0x10);
	writel(1, d->regs + 0x18);	/* latch the high half */
	hi = readw(d->regs + 0x14);
	if (!d->has_eeprom)
		return -ENODEV;
	*mac = (u64)hi << 32 | lo;
	return 0;
}
EXPORT_SYMBOL_GPL(mydrv_read_mac);

static int __init mydrv_init(void)
{
	return 0;
}
module_init(mydrv_init);

static void __exit mydrv_exit(void)
{
}
module_exit(mydrv_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("docs/kernel.md's walk-through driver");
