// SPDX-License-Identifier: GPL-2.0-only
/*
 * ifc_legacy.c - an out-of-tree driver file from before Linux 5.9, ported
 * by adding one include and changing nothing else.
 *
 * The driver's own compat header (ifc_legacy_compat.h) brings back the
 * "x = x" definition that compiler-gcc.h had; <uninitialized_var.h> (the
 * library's compat/ directory, included after it) replaces that with
 * INIT_FOR_COMPILER(x): zero instead of the variable's own garbage, and an
 * audit build (KCFLAGS=-DINIT_FOR_COMPILER_AUDIT=1) names every site again.
 * A driver that copied the single header instead defines
 * INIT_FOR_COMPILER_LEGACY_SHIM before including it; the Kbuild file
 * defines IFC_KBUILD_SINGLE_HEADER for that build.
 */
#include <linux/errno.h>
#include <linux/io.h>
#include <linux/types.h>

#include "ifc_legacy_compat.h"

#ifdef IFC_KBUILD_SINGLE_HEADER
#define INIT_FOR_COMPILER_LEGACY_SHIM 1
#include "init_for_compiler.h"
#else
#include <uninitialized_var.h>
#endif

#include "ifc_kbuild.h"

int ifc_legacy_checksum(struct ifc_dev *idev, const u8 *buf, size_t len, u16 *sum)
{
	u32 uninitialized_var(acc);
	u16 uninitialized_var(folded);
	size_t i;

	if (idev->has_status) {
		acc = readl(idev->regs + 0x04);
		for (i = 0; i < len; i++)
			acc += buf[i];
	}
	writel(3, idev->regs + 0x20);
	if (!idev->has_status)
		return -ENODEV;
	folded = (u16)(acc + (acc >> 16));
	*sum = folded;
	return 0;
}

struct device *ifc_legacy_dma_device(struct ifc_dev *idev)
{
	struct device *uninitialized_var(dma_dev);

	if (idev->use_dma)
		dma_dev = idev->dev;
	writel(4, idev->regs + 0x20);
	if (!idev->use_dma)
		return NULL;
	return dma_dev;
}
