// SPDX-License-Identifier: GPL-2.0-only
/*
 * ifc_shapes.c - init-for-compiler in the shapes that make gcc cry wolf.
 *
 * Each function is a false positive of -Wmaybe-uninitialized as drivers
 * write them: a value set under a condition and used under the same
 * condition later, a switch that sets in every case, an out parameter set
 * on success, goto-based error unwinding. Each annotated variable has a
 * name of its own: tests/kbuild/run.sh builds the module in audit mode
 * (KCFLAGS=-DINIT_FOR_COMPILER_AUDIT=1) and checks the warnings name them.
 */
#include <linux/dma-mapping.h>
#include <linux/errno.h>
#include <linux/io.h>
#include <linux/slab.h>
#include <linux/timekeeping.h>
#include <linux/uaccess.h>
#include <asm/byteorder.h>

#include <init_for_compiler.h>

#include "ifc_kbuild.h"

#define IFC_REG_STATUS	0x04
#define IFC_REG_ADDR	0x10
#define IFC_REG_CTRL	0x20

/* Condition read from memory twice, an opaque call in between (u32). */
u32 ifc_read_status(struct ifc_dev *idev)
{
	u32 INIT_SCALAR_FOR_COMPILER(status);

	if (idev->has_status)
		status = readl(idev->regs + IFC_REG_STATUS);
	writel(0, idev->regs + IFC_REG_CTRL);
	if (idev->has_status)
		return status;
	return 0;
}

/* A switch that sets the value in every case of the enum (u16). */
u16 ifc_speed_mbps(const struct ifc_dev *idev)
{
	u16 INIT_FOR_COMPILER(mbps);

	switch (idev->speed) {
	case IFC_SPEED_10:
		mbps = 10;
		break;
	case IFC_SPEED_100:
		mbps = 100;
		break;
	case IFC_SPEED_1000:
		mbps = 1000;
		break;
	}
	return mbps;
}

/* Out parameter set only on success (__be32, sparse's bitwise type). */
static int ifc_read_be_addr(const struct ifc_dev *idev, u8 idx, __be32 *out)
{
	if (idx >= 8)
		return -EINVAL;
	*out = (__force __be32)readl(idev->regs + IFC_REG_ADDR + 4 * idx);
	return 0;
}

int ifc_lookup_addr(const struct ifc_dev *idev, u8 idx, u32 *host)
{
	__be32 INIT_FOR_COMPILER(be_addr);
	int err;

	err = ifc_read_be_addr(idev, idx, &be_addr);
	if (err)
		return err;
	*host = be32_to_cpu(be_addr);
	return 0;
}

/* goto-based unwinding; the buffer and its mapping exist only with DMA. */
int ifc_setup_dma(struct ifc_dev *idev, size_t len)
{
	void *INIT_PTR_FOR_COMPILER(buf);
	dma_addr_t INIT_FOR_COMPILER(handle);
	int err;

	if (idev->use_dma) {
		buf = kzalloc(len, GFP_KERNEL);
		if (!buf)
			return -ENOMEM;
		handle = dma_map_single(idev->dev, buf, len, DMA_TO_DEVICE);
		if (dma_mapping_error(idev->dev, handle)) {
			err = -EIO;
			goto err_free;
		}
	}
	writel(1, idev->regs + IFC_REG_CTRL);
	if (!(readl(idev->regs + IFC_REG_STATUS) & 1)) {
		err = -ETIMEDOUT;
		goto err_unmap;
	}
	return 0;

err_unmap:
	if (idev->use_dma)
		dma_unmap_single(idev->dev, handle, len, DMA_TO_DEVICE);
err_free:
	if (idev->use_dma)
		kfree(buf);
	return err;
}

/* A struct by value, filled only when time stamping is on (u64 out). */
int ifc_stamp(struct ifc_dev *idev, u64 *ns)
{
	struct timespec64 INIT_STRUCT_FOR_COMPILER(ts);
	u64 INIT_FOR_COMPILER(prev_ns);

	if (idev->stamp) {
		prev_ns = timespec64_to_ns(&idev->last);
		ts = ns_to_timespec64(ktime_get_real_ns());
	}
	writel(2, idev->regs + IFC_REG_CTRL);
	if (!idev->stamp)
		return -EOPNOTSUPP;
	idev->last = ts;
	*ns = timespec64_to_ns(&ts) - prev_ns;
	return 0;
}

/* A __user pointer that exists only for requests that copy out. */
long ifc_ioctl(struct ifc_dev *idev, struct ifc_req *req)
{
	struct ifc_stats __user *INIT_PTR_FOR_COMPILER(uptr);

	if (req->flags & IFC_REQ_COPY_OUT)
		uptr = u64_to_user_ptr(req->user_buf);
	if (req->flags & IFC_REQ_CLEAR)
		ifc_reset_stats(idev);
	writel(req->flags, idev->regs + IFC_REG_CTRL);
	if ((req->flags & IFC_REQ_COPY_OUT) &&
	    copy_to_user(uptr, &idev->stats, sizeof(idev->stats)))
		return -EFAULT;
	return 0;
}

static int ifc_op_rx(struct ifc_dev *idev, u32 arg)
{
	idev->stats.rx_bytes += arg;
	return 0;
}

static int ifc_op_tx(struct ifc_dev *idev, u32 arg)
{
	idev->stats.tx_bytes += arg;
	return 0;
}

/* A function pointer (through its typedef) chosen in a switch. */
int ifc_dispatch(struct ifc_dev *idev, const struct ifc_req *req)
{
	ifc_handler_t INIT_PTR_FOR_COMPILER(handler);

	switch (req->op) {
	case IFC_OP_RX:
		handler = ifc_op_rx;
		break;
	case IFC_OP_TX:
		handler = ifc_op_tx;
		break;
	default:
		idev->stats.errors++;
		break;
	}
	writel(req->op, idev->regs + IFC_REG_CTRL);
	if (req->op != IFC_OP_RX && req->op != IFC_OP_TX)
		return -EINVAL;
	return handler(idev, req->arg);
}

/*
 * A pointer to a kernel struct, found in a loop, under the plain macro:
 * the case where an initializer spelled "{0}" would make sparse complain
 * "Using plain integer as NULL pointer".
 */
struct device *ifc_pick_device(struct ifc_dev *const *devs, unsigned int n, u8 want)
{
	struct device *INIT_FOR_COMPILER(found);
	u8 INIT_SCALAR_FOR_COMPILER(best);
	unsigned int i;
	bool any = false;

	for (i = 0; i < n; i++) {
		u8 score = (u8)readl(devs[i]->regs + IFC_REG_STATUS);

		if (score >= want && (!any || score > best)) {
			best = score;
			found = devs[i]->dev;
			any = true;
		}
	}
	return any ? found : NULL;
}

/* ZERO_FOR_COMPILER: an expression, for assignments after declaration. */
void ifc_reset_stats(struct ifc_dev *idev)
{
	idev->stats = ZERO_FOR_COMPILER(idev->stats);
	idev->last = ZERO_FOR_COMPILER(idev->last);
	idev->speed = ZERO_FOR_COMPILER(idev->speed);
}
