// SPDX-License-Identifier: GPL-2.0-only
/*
 * ifc_selftest.c - run every function of ifc_shapes.c and ifc_legacy.c
 * inside the kernel, once per path, and check each result there.
 *
 * ifc_init() calls ifc_selftest() when the module is loaded; the boot test
 * of tests/kbuild/run.sh loads it in Debian's own kernel under qemu and
 * reads what this file prints:
 *
 *   init-for-compiler: FAIL <function> (<shape>): <check> (line N)
 *   init-for-compiler: <function>: N shapes ok, M failed      (one per function)
 *   init-for-compiler: N shapes ok, M failed                  (the summary)
 *
 * A "shape" is one call of one function with inputs chosen to take one
 * path through it; it passes when every check made on that call holds.
 *
 * The "device" is plain memory: readl()/writel() on x86 are single moves,
 * so a kzalloc'ed block cast to __iomem stands in for the registers, and
 * the test reads and writes it directly as the hardware would. DMA goes
 * through a fake IOMMU (dma_map_ops on a root device, below) that records
 * each map and unmap and can be told to fail, so both error paths of
 * ifc_setup_dma() are taken without real hardware and without a WARN.
 * copy_to_user() gets a user page mapped in the insmod process
 * (vm_mmap), and an address below mmap_min_addr for the fault path.
 *
 * Not taken: the -ENOMEM path of ifc_setup_dma() (kzalloc failing). A
 * request large enough to fail makes the page allocator WARN, and this
 * kernel has no fault injection for slab (CONFIG_FAILSLAB is off).
 */
#include <linux/device.h>
#include <linux/dma-map-ops.h>
#include <linux/dma-mapping.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/io.h>
#include <linux/mm.h>
#include <linux/mman.h>
#include <linux/printk.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/time64.h>
#include <linux/timekeeping.h>
#include <linux/uaccess.h>
#include <asm/byteorder.h>

#include "ifc_kbuild.h"

#define IFC_REG_STATUS	0x04
#define IFC_REG_ADDR	0x10
#define IFC_REG_CTRL	0x20
#define IFC_REG_SIZE	0x40	/* bytes of "register" memory per device */

/* --- bookkeeping -------------------------------------------------------- */

struct ifc_run {
	const char *fn;		/* function under test */
	const char *shape;	/* the path the current call should take */
	bool bad;		/* a check of the current shape failed */
	unsigned int fn_ok, fn_failed;
	unsigned int ok, failed;
};

static void ifc_function(struct ifc_run *r, const char *fn)
{
	if (r->fn)
		pr_info("init-for-compiler: %s: %u shapes ok, %u failed\n",
			r->fn, r->fn_ok, r->fn_failed);
	r->fn = fn;
	r->fn_ok = 0;
	r->fn_failed = 0;
}

static void ifc_begin(struct ifc_run *r, const char *shape)
{
	r->shape = shape;
	r->bad = false;
}

static void ifc_end(struct ifc_run *r)
{
	if (r->bad) {
		r->fn_failed++;
		r->failed++;
	} else {
		r->fn_ok++;
		r->ok++;
	}
}

static void ifc_check_(struct ifc_run *r, bool ok, const char *what, int line)
{
	if (ok)
		return;
	pr_err("init-for-compiler: FAIL %s (%s): %s (line %d)\n",
	       r->fn, r->shape, what, line);
	r->bad = true;
}

#define IFC_CHECK(r, cond) ifc_check_((r), (cond), #cond, __LINE__)

/* --- the fake device ------------------------------------------------------ */

static u32 *ifc_regs_of(struct ifc_dev *idev)
{
	return (__force u32 *)idev->regs;
}

static u32 ifc_reg(struct ifc_dev *idev, unsigned int off)
{
	return ifc_regs_of(idev)[off / 4];
}

static void ifc_set_reg(struct ifc_dev *idev, unsigned int off, u32 val)
{
	ifc_regs_of(idev)[off / 4] = val;
}

/*
 * A fake IOMMU: map_page hands out made-up bus addresses and remembers the
 * CPU address, so the test can free a buffer the shape keeps; unmap_page
 * records what it was given. No memory is ever touched through a handle.
 */
#define IFC_FAKE_IOVA	0x1fc00000UL

static struct {
	bool fail;		/* the next map_page fails */
	unsigned int maps, unmaps;
	void *cpu;		/* last mapped CPU address */
	size_t len;
	dma_addr_t handle;	/* last handle handed out */
	dma_addr_t unmapped;	/* last handle unmapped */
	size_t unmap_len;
} ifc_dma;

static dma_addr_t ifc_fake_map_page(struct device *dev, struct page *page,
				    unsigned long offset, size_t size,
				    enum dma_data_direction dir, unsigned long attrs)
{
	ifc_dma.maps++;
	if (ifc_dma.fail)
		return DMA_MAPPING_ERROR;
	ifc_dma.cpu = page_address(page) + offset;
	ifc_dma.len = size;
	ifc_dma.handle = IFC_FAKE_IOVA + ifc_dma.maps * PAGE_SIZE;
	return ifc_dma.handle;
}

static void ifc_fake_unmap_page(struct device *dev, dma_addr_t handle, size_t size,
				enum dma_data_direction dir, unsigned long attrs)
{
	ifc_dma.unmaps++;
	ifc_dma.unmapped = handle;
	ifc_dma.unmap_len = size;
}

static const struct dma_map_ops ifc_fake_dma_ops = {
	.map_page = ifc_fake_map_page,
	.unmap_page = ifc_fake_unmap_page,
};

/* Any mask: the fake IOMMU ignores it (64 makes clang warn in DMA_BIT_MASK). */
static u64 ifc_dma_mask = DMA_BIT_MASK(32);

static void ifc_dma_reset(bool fail)
{
	memset(&ifc_dma, 0, sizeof(ifc_dma));
	ifc_dma.fail = fail;
}

/* --- ifc_shapes.c ---------------------------------------------------------- */

static void ifc_test_read_status(struct ifc_run *r, struct ifc_dev *idev)
{
	ifc_function(r, "ifc_read_status");

	ifc_begin(r, "has_status");
	idev->has_status = true;
	ifc_set_reg(idev, IFC_REG_STATUS, 0xc0ffee01);
	ifc_set_reg(idev, IFC_REG_CTRL, ~0U);
	IFC_CHECK(r, ifc_read_status(idev) == 0xc0ffee01);
	IFC_CHECK(r, ifc_reg(idev, IFC_REG_CTRL) == 0);
	ifc_end(r);

	ifc_begin(r, "no status");
	idev->has_status = false;
	ifc_set_reg(idev, IFC_REG_CTRL, ~0U);
	IFC_CHECK(r, ifc_read_status(idev) == 0);
	IFC_CHECK(r, ifc_reg(idev, IFC_REG_CTRL) == 0);
	ifc_end(r);
}

static void ifc_test_speed_mbps(struct ifc_run *r, struct ifc_dev *idev)
{
	static const struct {
		const char *shape;
		enum ifc_speed speed;
		u16 mbps;
	} cases[] = {
		{ "IFC_SPEED_10", IFC_SPEED_10, 10 },
		{ "IFC_SPEED_100", IFC_SPEED_100, 100 },
		{ "IFC_SPEED_1000", IFC_SPEED_1000, 1000 },
		/* No case matches: the annotated variable's zero is returned. */
		{ "no case matches", (enum ifc_speed)7, 0 },
	};
	size_t i;

	ifc_function(r, "ifc_speed_mbps");
	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		ifc_begin(r, cases[i].shape);
		idev->speed = cases[i].speed;
		IFC_CHECK(r, ifc_speed_mbps(idev) == cases[i].mbps);
		ifc_end(r);
	}
}

static void ifc_test_lookup_addr(struct ifc_run *r, struct ifc_dev *idev)
{
	u32 host;

	ifc_function(r, "ifc_lookup_addr");

	ifc_begin(r, "index 0");
	ifc_set_reg(idev, IFC_REG_ADDR, (__force u32)cpu_to_be32(0xc0a80001));
	host = 0;
	IFC_CHECK(r, ifc_lookup_addr(idev, 0, &host) == 0);
	IFC_CHECK(r, host == 0xc0a80001);
	ifc_end(r);

	ifc_begin(r, "index 7 (last)");
	ifc_set_reg(idev, IFC_REG_ADDR + 4 * 7, (__force u32)cpu_to_be32(0x0a000002));
	host = 0;
	IFC_CHECK(r, ifc_lookup_addr(idev, 7, &host) == 0);
	IFC_CHECK(r, host == 0x0a000002);
	ifc_end(r);

	ifc_begin(r, "index 8 (out of range)");
	host = 0x5a5a5a5a;
	IFC_CHECK(r, ifc_lookup_addr(idev, 8, &host) == -EINVAL);
	IFC_CHECK(r, host == 0x5a5a5a5a);
	ifc_end(r);
}

static void ifc_test_setup_dma(struct ifc_run *r, struct ifc_dev *idev)
{
	const size_t len = 256;

	ifc_function(r, "ifc_setup_dma");

	ifc_begin(r, "no DMA, ready");
	idev->use_dma = false;
	ifc_dma_reset(false);
	ifc_set_reg(idev, IFC_REG_STATUS, 1);
	IFC_CHECK(r, ifc_setup_dma(idev, len) == 0);
	IFC_CHECK(r, ifc_reg(idev, IFC_REG_CTRL) == 1);
	IFC_CHECK(r, ifc_dma.maps == 0 && ifc_dma.unmaps == 0);
	ifc_end(r);

	ifc_begin(r, "no DMA, timeout");
	ifc_dma_reset(false);
	ifc_set_reg(idev, IFC_REG_STATUS, 0);
	IFC_CHECK(r, ifc_setup_dma(idev, len) == -ETIMEDOUT);
	IFC_CHECK(r, ifc_dma.maps == 0 && ifc_dma.unmaps == 0);
	ifc_end(r);

	/* Success: the buffer stays mapped; undo it as the driver's remove would. */
	ifc_begin(r, "DMA, ready");
	idev->use_dma = true;
	ifc_dma_reset(false);
	ifc_set_reg(idev, IFC_REG_STATUS, 1);
	IFC_CHECK(r, ifc_setup_dma(idev, len) == 0);
	IFC_CHECK(r, ifc_dma.maps == 1 && ifc_dma.unmaps == 0);
	IFC_CHECK(r, ifc_dma.len == len && ifc_dma.cpu);
	if (ifc_dma.maps == 1 && ifc_dma.cpu) {
		dma_unmap_single(idev->dev, ifc_dma.handle, len, DMA_TO_DEVICE);
		kfree(ifc_dma.cpu);
	}
	ifc_end(r);

	/* err_unmap: the handle unmapped is the one dma_map_single() gave. */
	ifc_begin(r, "DMA, timeout (err_unmap)");
	ifc_dma_reset(false);
	ifc_set_reg(idev, IFC_REG_STATUS, 0);
	IFC_CHECK(r, ifc_setup_dma(idev, len) == -ETIMEDOUT);
	IFC_CHECK(r, ifc_dma.maps == 1 && ifc_dma.unmaps == 1);
	IFC_CHECK(r, ifc_dma.unmapped == ifc_dma.handle && ifc_dma.unmap_len == len);
	ifc_end(r);

	/* err_free: mapping fails, nothing to unmap, the buffer is freed. */
	ifc_begin(r, "DMA, mapping error (err_free)");
	ifc_dma_reset(true);
	ifc_set_reg(idev, IFC_REG_CTRL, ~0U);
	IFC_CHECK(r, ifc_setup_dma(idev, len) == -EIO);
	IFC_CHECK(r, ifc_dma.maps == 1 && ifc_dma.unmaps == 0);
	IFC_CHECK(r, ifc_reg(idev, IFC_REG_CTRL) == ~0U);	/* returned before writel */
	ifc_end(r);

	ifc_dma_reset(false);
	idev->use_dma = false;
}

static void ifc_test_stamp(struct ifc_run *r, struct ifc_dev *idev)
{
	struct timespec64 before;
	u64 ns;

	ifc_function(r, "ifc_stamp");

	ifc_begin(r, "stamp, first");
	idev->stamp = true;
	idev->last = (struct timespec64){ 0, 0 };
	ns = 0;
	IFC_CHECK(r, ifc_stamp(idev, &ns) == 0);
	IFC_CHECK(r, ns != 0 && ns == (u64)timespec64_to_ns(&idev->last));
	IFC_CHECK(r, ifc_reg(idev, IFC_REG_CTRL) == 2);
	ifc_end(r);

	ifc_begin(r, "stamp, second");
	before = idev->last;
	ns = 0;
	IFC_CHECK(r, ifc_stamp(idev, &ns) == 0);
	IFC_CHECK(r, ns == (u64)(timespec64_to_ns(&idev->last) - timespec64_to_ns(&before)));
	ifc_end(r);

	ifc_begin(r, "no stamping");
	idev->stamp = false;
	before = idev->last;
	ns = 12345;
	ifc_set_reg(idev, IFC_REG_CTRL, 0);
	IFC_CHECK(r, ifc_stamp(idev, &ns) == -EOPNOTSUPP);
	IFC_CHECK(r, ns == 12345);
	IFC_CHECK(r, timespec64_equal(&before, &idev->last));
	IFC_CHECK(r, ifc_reg(idev, IFC_REG_CTRL) == 2);
	ifc_end(r);
}

static void ifc_set_stats(struct ifc_dev *idev)
{
	idev->stats.rx_bytes = 1000;
	idev->stats.tx_bytes = 2000;
	idev->stats.errors = 3;
}

static void ifc_test_ioctl(struct ifc_run *r, struct ifc_dev *idev)
{
	struct ifc_stats got;
	struct ifc_req req;
	unsigned long ubuf;

	ifc_function(r, "ifc_ioctl");
	/* A user page in the insmod process that is loading this module. */
	ubuf = vm_mmap(NULL, 0, PAGE_SIZE, PROT_READ | PROT_WRITE,
		       MAP_ANONYMOUS | MAP_PRIVATE, 0);

	ifc_begin(r, "no flags");
	ifc_set_stats(idev);
	req = (struct ifc_req){ .flags = 0 };
	ifc_set_reg(idev, IFC_REG_CTRL, ~0U);
	IFC_CHECK(r, ifc_ioctl(idev, &req) == 0);
	IFC_CHECK(r, ifc_reg(idev, IFC_REG_CTRL) == 0);
	IFC_CHECK(r, idev->stats.rx_bytes == 1000);
	ifc_end(r);

	ifc_begin(r, "clear");
	req = (struct ifc_req){ .flags = IFC_REQ_CLEAR };
	IFC_CHECK(r, ifc_ioctl(idev, &req) == 0);
	IFC_CHECK(r, idev->stats.rx_bytes == 0 && idev->stats.tx_bytes == 0 &&
		     idev->stats.errors == 0);
	ifc_end(r);

	ifc_begin(r, "copy out");
	IFC_CHECK(r, !IS_ERR_VALUE(ubuf));
	if (!IS_ERR_VALUE(ubuf)) {
		ifc_set_stats(idev);
		req = (struct ifc_req){ .flags = IFC_REQ_COPY_OUT, .user_buf = ubuf };
		IFC_CHECK(r, ifc_ioctl(idev, &req) == 0);
		memset(&got, 0, sizeof(got));
		IFC_CHECK(r, copy_from_user(&got, (const void __user *)ubuf, sizeof(got)) == 0);
		IFC_CHECK(r, got.rx_bytes == 1000 && got.tx_bytes == 2000 && got.errors == 3);
	}
	ifc_end(r);

	ifc_begin(r, "copy out and clear");
	IFC_CHECK(r, !IS_ERR_VALUE(ubuf));
	if (!IS_ERR_VALUE(ubuf)) {
		ifc_set_stats(idev);
		req = (struct ifc_req){ .flags = IFC_REQ_COPY_OUT | IFC_REQ_CLEAR,
					.user_buf = ubuf };
		IFC_CHECK(r, ifc_ioctl(idev, &req) == 0);
		memset(&got, 0xff, sizeof(got));
		IFC_CHECK(r, copy_from_user(&got, (const void __user *)ubuf, sizeof(got)) == 0);
		IFC_CHECK(r, got.rx_bytes == 0 && got.tx_bytes == 0 && got.errors == 0);
	}
	ifc_end(r);

	/* Below mmap_min_addr nothing is ever mapped: copy_to_user() faults. */
	ifc_begin(r, "copy out, fault");
	req = (struct ifc_req){ .flags = IFC_REQ_COPY_OUT, .user_buf = PAGE_SIZE };
	IFC_CHECK(r, ifc_ioctl(idev, &req) == -EFAULT);
	ifc_end(r);

	if (!IS_ERR_VALUE(ubuf))
		vm_munmap(ubuf, PAGE_SIZE);
}

static void ifc_test_dispatch(struct ifc_run *r, struct ifc_dev *idev)
{
	struct ifc_req req = { .arg = 100 };

	ifc_function(r, "ifc_dispatch");
	idev->stats = (struct ifc_stats){ 0 };

	ifc_begin(r, "IFC_OP_RX");
	req.op = IFC_OP_RX;
	IFC_CHECK(r, ifc_dispatch(idev, &req) == 0);
	IFC_CHECK(r, idev->stats.rx_bytes == 100 && idev->stats.tx_bytes == 0);
	IFC_CHECK(r, ifc_reg(idev, IFC_REG_CTRL) == IFC_OP_RX);
	ifc_end(r);

	ifc_begin(r, "IFC_OP_TX");
	req.op = IFC_OP_TX;
	IFC_CHECK(r, ifc_dispatch(idev, &req) == 0);
	IFC_CHECK(r, idev->stats.rx_bytes == 100 && idev->stats.tx_bytes == 100);
	IFC_CHECK(r, ifc_reg(idev, IFC_REG_CTRL) == IFC_OP_TX);
	ifc_end(r);

	ifc_begin(r, "unknown op");
	req.op = 9;
	IFC_CHECK(r, ifc_dispatch(idev, &req) == -EINVAL);
	IFC_CHECK(r, idev->stats.errors == 1 && idev->stats.rx_bytes == 100 &&
		     idev->stats.tx_bytes == 100);
	IFC_CHECK(r, ifc_reg(idev, IFC_REG_CTRL) == 9);
	ifc_end(r);
}

/* Addresses only: ifc_pick_device() compares and returns them. */
static struct device ifc_fake_devs[3];

static void ifc_test_pick_device(struct ifc_run *r, u32 *mem)
{
	struct ifc_dev devs[3];
	struct ifc_dev *list[3];
	unsigned int i;

	ifc_function(r, "ifc_pick_device");
	for (i = 0; i < 3; i++) {
		devs[i] = (struct ifc_dev){
			.dev = &ifc_fake_devs[i],
			.regs = (void __iomem __force *)(mem + i * IFC_REG_SIZE / 4),
		};
		list[i] = &devs[i];
	}
	/* scores 40, 90, 90: the first of the two best wins (strict >) */
	ifc_set_reg(&devs[0], IFC_REG_STATUS, 40);
	ifc_set_reg(&devs[1], IFC_REG_STATUS, 90);
	ifc_set_reg(&devs[2], IFC_REG_STATUS, 90);

	ifc_begin(r, "empty list");
	IFC_CHECK(r, ifc_pick_device(list, 0, 0) == NULL);
	ifc_end(r);

	ifc_begin(r, "none good enough");
	IFC_CHECK(r, ifc_pick_device(list, 3, 91) == NULL);
	ifc_end(r);

	ifc_begin(r, "best of three, tie");
	IFC_CHECK(r, ifc_pick_device(list, 3, 10) == &ifc_fake_devs[1]);
	ifc_end(r);

	ifc_begin(r, "only the first qualifies");
	ifc_set_reg(&devs[0], IFC_REG_STATUS, 200);
	IFC_CHECK(r, ifc_pick_device(list, 3, 150) == &ifc_fake_devs[0]);
	ifc_end(r);
}

static void ifc_test_reset_stats(struct ifc_run *r, struct ifc_dev *idev)
{
	ifc_function(r, "ifc_reset_stats");

	ifc_begin(r, "everything set");
	ifc_set_stats(idev);
	idev->last = (struct timespec64){ 5, 6 };
	idev->speed = IFC_SPEED_1000;
	ifc_reset_stats(idev);
	IFC_CHECK(r, idev->stats.rx_bytes == 0 && idev->stats.tx_bytes == 0 &&
		     idev->stats.errors == 0);
	IFC_CHECK(r, idev->last.tv_sec == 0 && idev->last.tv_nsec == 0);
	IFC_CHECK(r, idev->speed == IFC_SPEED_10);
	ifc_end(r);
}

/* --- ifc_legacy.c (uninitialized_var() through the compat shim) -------------- */

static void ifc_test_legacy_checksum(struct ifc_run *r, struct ifc_dev *idev)
{
	static const u8 buf[] = { 1, 2, 3 };
	u16 sum;

	ifc_function(r, "ifc_legacy_checksum");

	/* acc = 0x0001fff0 + 6 = 0x0001fff6; folded = (u16)(acc + 1) */
	ifc_begin(r, "status, three bytes");
	idev->has_status = true;
	ifc_set_reg(idev, IFC_REG_STATUS, 0x0001fff0);
	sum = 0;
	IFC_CHECK(r, ifc_legacy_checksum(idev, buf, sizeof(buf), &sum) == 0);
	IFC_CHECK(r, sum == 0xfff7);
	IFC_CHECK(r, ifc_reg(idev, IFC_REG_CTRL) == 3);
	ifc_end(r);

	ifc_begin(r, "status, no bytes");
	ifc_set_reg(idev, IFC_REG_STATUS, 0x00030004);
	sum = 0;
	IFC_CHECK(r, ifc_legacy_checksum(idev, buf, 0, &sum) == 0);
	IFC_CHECK(r, sum == 0x0007);
	ifc_end(r);

	ifc_begin(r, "no status");
	idev->has_status = false;
	sum = 0xabcd;
	ifc_set_reg(idev, IFC_REG_CTRL, 0);
	IFC_CHECK(r, ifc_legacy_checksum(idev, buf, sizeof(buf), &sum) == -ENODEV);
	IFC_CHECK(r, sum == 0xabcd);
	IFC_CHECK(r, ifc_reg(idev, IFC_REG_CTRL) == 3);
	ifc_end(r);
}

static void ifc_test_legacy_dma_device(struct ifc_run *r, struct ifc_dev *idev)
{
	ifc_function(r, "ifc_legacy_dma_device");

	ifc_begin(r, "DMA");
	idev->use_dma = true;
	IFC_CHECK(r, ifc_legacy_dma_device(idev) == idev->dev);
	IFC_CHECK(r, ifc_reg(idev, IFC_REG_CTRL) == 4);
	ifc_end(r);

	ifc_begin(r, "no DMA");
	idev->use_dma = false;
	ifc_set_reg(idev, IFC_REG_CTRL, 0);
	IFC_CHECK(r, ifc_legacy_dma_device(idev) == NULL);
	IFC_CHECK(r, ifc_reg(idev, IFC_REG_CTRL) == 4);
	ifc_end(r);
}

/* --- entry ------------------------------------------------------------------ */

int ifc_selftest(void)
{
	struct ifc_run run = {};
	struct ifc_dev idev = {};
	struct device *dev;
	u32 *mem;

	/* 4 blocks: one for idev, three for ifc_pick_device() */
	mem = kzalloc(4 * IFC_REG_SIZE, GFP_KERNEL);
	if (!mem)
		return -ENOMEM;
	dev = root_device_register("ifc_kbuild_selftest");
	if (IS_ERR(dev)) {
		kfree(mem);
		return PTR_ERR(dev);
	}
	dev->dma_mask = &ifc_dma_mask;
	dev->coherent_dma_mask = ifc_dma_mask;
	set_dma_ops(dev, &ifc_fake_dma_ops);

	idev.dev = dev;
	idev.regs = (void __iomem __force *)(mem + 3 * IFC_REG_SIZE / 4);

	ifc_test_read_status(&run, &idev);
	ifc_test_speed_mbps(&run, &idev);
	ifc_test_lookup_addr(&run, &idev);
	ifc_test_setup_dma(&run, &idev);
	ifc_test_stamp(&run, &idev);
	ifc_test_ioctl(&run, &idev);
	ifc_test_dispatch(&run, &idev);
	ifc_test_pick_device(&run, mem);
	ifc_test_reset_stats(&run, &idev);
	ifc_test_legacy_checksum(&run, &idev);
	ifc_test_legacy_dma_device(&run, &idev);
	ifc_function(&run, NULL);	/* prints the last function's line */

	set_dma_ops(dev, NULL);
	dev->dma_mask = NULL;
	root_device_unregister(dev);
	kfree(mem);

	pr_info("init-for-compiler: %u shapes ok, %u failed\n", run.ok, run.failed);
	return run.failed ? -EINVAL : 0;
}
