/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * ifc_kbuild.h - shared declarations of the init-for-compiler kbuild test module.
 *
 * tests/kbuild/run.sh builds the module in many ways and loads the default
 * build in Debian's kernel under qemu, where ifc_selftest() runs every
 * function below. The functions have external linkage and a prototype
 * here, so the compiler keeps and checks each one on its own, as it would
 * in a driver. They are not exported: EXPORT_SYMBOL would only add a
 * genksyms pass.
 */
#ifndef IFC_KBUILD_H
#define IFC_KBUILD_H

#include <linux/types.h>
#include <linux/time64.h>

struct device;

enum ifc_speed {
	IFC_SPEED_10,
	IFC_SPEED_100,
	IFC_SPEED_1000,
};

struct ifc_stats {
	u64 rx_bytes;
	u64 tx_bytes;
	u32 errors;
};

/* A request as an ioctl would copy it in from user space. */
struct ifc_req {
	u32 flags;
#define IFC_REQ_COPY_OUT	0x1
#define IFC_REQ_CLEAR		0x2
	u8 op;
#define IFC_OP_RX		0
#define IFC_OP_TX		1
	u32 arg;
	u64 user_buf;
};

struct ifc_dev {
	struct device *dev;
	void __iomem *regs;
	bool has_status;
	bool use_dma;
	bool stamp;
	enum ifc_speed speed;
	struct ifc_stats stats;
	struct timespec64 last;
};

/* A function-pointer typedef: the macros need one for function pointers. */
typedef int (*ifc_handler_t)(struct ifc_dev *idev, u32 arg);

/* ifc_shapes.c: the library's macros in false-positive shapes. */
u32 ifc_read_status(struct ifc_dev *idev);
u16 ifc_speed_mbps(const struct ifc_dev *idev);
int ifc_lookup_addr(const struct ifc_dev *idev, u8 idx, u32 *host);
int ifc_setup_dma(struct ifc_dev *idev, size_t len);
int ifc_stamp(struct ifc_dev *idev, u64 *ns);
long ifc_ioctl(struct ifc_dev *idev, struct ifc_req *req);
int ifc_dispatch(struct ifc_dev *idev, const struct ifc_req *req);
struct device *ifc_pick_device(struct ifc_dev *const *devs, unsigned int n, u8 want);
void ifc_reset_stats(struct ifc_dev *idev);

/* ifc_legacy.c: an old driver's file that keeps uninitialized_var(). */
int ifc_legacy_checksum(struct ifc_dev *idev, const u8 *buf, size_t len, u16 *sum);
struct device *ifc_legacy_dma_device(struct ifc_dev *idev);

/* ifc_selftest.c: every function above, once per path; 0 or -EINVAL. */
int ifc_selftest(void);

#endif /* IFC_KBUILD_H */
