// SPDX-License-Identifier: GPL-2.0-only
/*
 * mydrv.c, an earlier version: the clock divider's only caller passes a
 * constant mode, so gcc drops the path of case 3 and does not warn; the
 * bug is there all the same (tests/tool/evidence.sh).
 */
#ifdef __KERNEL__
#include <linux/module.h>
#include <linux/kernel.h>
#endif
#include <init_for_compiler.h>

/* the clock divider of a mode (mode 3 came later) */
static unsigned int mydrv_rate(unsigned int mode, unsigned int clk)
{
	unsigned int INIT_FOR_COMPILER(div);

	switch (mode) {
	case 0:
		div = 1;
		break;
	case 1:
		div = 2;
		break;
	case 2:
		div = 4;
		break;
	case 3:
		break;
	default:
		return 0;
	}
	return clk / div;
}

unsigned int mydrv_clock(unsigned int clk);
unsigned int mydrv_clock(unsigned int clk)
{
	return mydrv_rate(1, clk);
}

#ifdef __KERNEL__
static int __init mydrv_init(void)
{
	pr_info("mydrv: clock %u\n", mydrv_clock(48000));
	return 0;
}

static void __exit mydrv_exit(void)
{
}

module_init(mydrv_init);
module_exit(mydrv_exit);
MODULE_LICENSE("GPL");
#endif
