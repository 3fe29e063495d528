// SPDX-License-Identifier: GPL-2.0-only
/*
 * examples/legacy-port/olddrv.c - an old driver that still says
 * uninitialized_var(), ported without touching it.
 *
 * Written the way drivers were around Linux 3.x: three uninitialized_var()
 * sites, each a different case the library has to get right. This file is
 * not edited by the port; only compat.h is (see there).
 *
 *   1. olddrv_read_reg(): `val` is set in every case of a switch whose
 *      default returns early, the kind of site the old macro was put on;
 *      gcc 12 and clang 14 see that every path sets it. The annotation is stale: an audit build
 *      (-DINIT_FOR_COMPILER_AUDIT=1) reports nothing here, and that silence
 *      is how you learn the site can become a plain declaration.
 *   2. olddrv_xfer(): `status` and `count` are set together under one test
 *      and read under the same test again, after a call the compiler cannot
 *      see into. gcc -O2 warns: a false positive, and the reason this driver
 *      used uninitialized_var() at all. The audit brings that warning back,
 *      for a human to re-check the claim.
 *   3. olddrv_reset(): `timeout` is no longer used by anything. With the old
 *      `x = x`, nobody was told. Through the shim the compiler reports it
 *      again: "unused variable 'timeout'".
 *
 * Build it like the driver's own makefile would, with the library's include
 * paths first:
 *	cc -O2 -Wall -Wextra -Iinclude -Icompat examples/legacy-port/olddrv.c
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include "compat.h"

#define REG_STATUS	0
#define REG_COUNT	1
#define REG_ID		2

struct olddrv {
	unsigned int regs[3];
	int dma;		/* transfers go through DMA */
	int verbose;
};

/* Site 1: stale. Every case sets val; the default returns. */
static int olddrv_read_reg(const struct olddrv *dev, int reg, unsigned int *out)
{
	unsigned int uninitialized_var(val);

	switch (reg) {
	case REG_STATUS:
		val = dev->regs[REG_STATUS] & 0xff;
		break;
	case REG_COUNT:
		val = dev->regs[REG_COUNT];
		break;
	case REG_ID:
		val = 0x4c47;	/* "LG" */
		break;
	default:
		return -EINVAL;
	}
	*out = val;
	return 0;
}

__attribute__((noinline))
static void olddrv_complete(struct olddrv *dev, unsigned int status,
			    unsigned int count)
{
	dev->regs[REG_STATUS] = status;
	dev->regs[REG_COUNT] += count;
}

/*
 * Site 2: a false positive. status and count are set and used under dev->dma.
 * Not static: a driver entry point, called from outside this file.
 */
int olddrv_xfer(struct olddrv *dev, unsigned int len);
int olddrv_xfer(struct olddrv *dev, unsigned int len)
{
	unsigned int uninitialized_var(status), uninitialized_var(count);
	void *buf;

	if (dev->dma) {
		status = dev->regs[REG_STATUS] | 0x80;
		count = len / 4;
	}
	buf = malloc(len ? len : 1);
	if (!buf)
		return -ENOMEM;
	if (dev->verbose)	/* the compiler cannot tell whether this changes *dev */
		fprintf(stderr, "olddrv: xfer of %u bytes\n", len);
	if (dev->dma)		/* the same test as above */
		olddrv_complete(dev, status, count);
	free(buf);
	return 0;
}

/* Site 3: left over. Nothing uses timeout any more. */
static void olddrv_reset(struct olddrv *dev)
{
	int uninitialized_var(timeout);

	dev->regs[REG_STATUS] = 0;
	dev->regs[REG_COUNT] = 0;
}

int main(void)
{
	struct olddrv dev = { { 0, 0, 0 }, 1, 0 };
	unsigned int id = 0, count = 0;
	int err;

	olddrv_reset(&dev);
	err = olddrv_xfer(&dev, 64);
	err = err ? err : olddrv_read_reg(&dev, REG_COUNT, &count);
	err = err ? err : olddrv_read_reg(&dev, REG_ID, &id);
	printf("olddrv: id 0x%04x, %u words transferred\n", id, count);
	return !err && id == 0x4c47 && count == 16 ? 0 : 1;
}
