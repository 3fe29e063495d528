// SPDX-License-Identifier: GPL-2.0-only
/*
 * mydrv.c - an out-of-tree driver written as a newcomer would.
 */
#ifdef __KERNEL__
#include <linux/module.h>
#include <linux/kernel.h>
#endif
#include <init_for_compiler.h>

struct mydrv_regs {
	unsigned int mode, flags, len;
	unsigned int fifo[8];
};

#define MYDRV_F_CHAN	0x1u

unsigned int mydrv_rate(const struct mydrv_regs *r, unsigned int clk);
int mydrv_route(const struct mydrv_regs *r);
unsigned int mydrv_sum(const struct mydrv_regs *r);

/* the clock divider of a mode (mode 3 came later) */
unsigned int mydrv_rate(const struct mydrv_regs *r, unsigned int clk)
{
	unsigned int INIT_FOR_COMPILER(div);

	switch (r->mode) {
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

/* the channel is read only when the flag that sets it is on */
int mydrv_route(const struct mydrv_regs *r)
{
	unsigned int flags = r->flags;
	unsigned int INIT_FOR_COMPILER(chan);
	unsigned int i;
	int ret = 0;

	if (flags & MYDRV_F_CHAN)
		chan = r->fifo[0] & 7;
	for (i = 0; i < r->len && i < 8; i++) {
		if (r->fifo[i] == 0xff)
			break;
		ret += (int)r->fifo[i];
	}
	if (ret > 100 && (flags & MYDRV_F_CHAN))
		ret += (int)r->fifo[chan];
	return ret;
}

/* every path sets idx before it is read */
unsigned int mydrv_sum(const struct mydrv_regs *r)
{
	unsigned int INIT_FOR_COMPILER(idx);
	unsigned int sum = 0;

	for (idx = 0; idx < 8; idx++)
		sum += r->fifo[idx];
	return sum;
}

#ifdef __KERNEL__
static struct mydrv_regs mydrv_dev = { .mode = 1, .flags = 0, .len = 4 };

static int __init mydrv_init(void)
{
	pr_info("mydrv: rate %u route %d sum %u\n", mydrv_rate(&mydrv_dev, 48000),
		mydrv_route(&mydrv_dev), mydrv_sum(&mydrv_dev));
	return 0;
}

static void __exit mydrv_exit(void)
{
}

module_init(mydrv_init);
module_exit(mydrv_exit);
MODULE_LICENSE("GPL");
#endif
