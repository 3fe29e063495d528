// SPDX-License-Identifier: GPL-2.0-only
/*
 * mydrv_test.c - the driver's logic in user space: one test case per run,
 * named on the command line, for a run under MemorySanitizer or valgrind.
 */
#include <stdio.h>
#include <string.h>

#include "mydrv.c"

static struct mydrv_regs regs = { .len = 4, .fifo = { 1, 2, 3, 4, 5, 6, 7, 8 } };

int main(int argc, char **argv)
{
	const char *t = argc > 1 ? argv[1] : "";

	if (!strcmp(t, "rate_mode1")) {
		regs.mode = 1;
		printf("%u\n", mydrv_rate(&regs, 48000));
	} else if (!strcmp(t, "rate_mode3")) {
		regs.mode = 3;
		printf("%u\n", mydrv_rate(&regs, 48000));
	} else if (!strcmp(t, "route_chan")) {
		regs.flags = MYDRV_F_CHAN;
		regs.fifo[0] = 200;
		printf("%d\n", mydrv_route(&regs));
	} else if (!strcmp(t, "route_nochan")) {
		regs.flags = 0;
		printf("%d\n", mydrv_route(&regs));
	} else if (!strcmp(t, "sum")) {
		printf("%u\n", mydrv_sum(&regs));
	} else {
		return 2;
	}
	return 0;
}
