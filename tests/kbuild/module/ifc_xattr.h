/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * ifc_xattr.h - the xattr replay module (ifc_xattr.ko), built only for the
 * boot test of tests/kbuild/run.sh (IFC_XATTR=m).
 *
 * Linux 3.7-rc's __simple_xattr_set() (fs/xattr.c) is compiled three times
 * in ifc_xattr_set.c, once per spelling of its declaration of new_xattr:
 * the old `x = x` of uninitialized_var(), the bare declaration, and
 * INIT_FOR_COMPILER(). ifc_xattr_main.c runs each in the kernel and reports
 * what the function would have passed to kfree().
 */
#ifndef IFC_XATTR_H
#define IFC_XATTR_H

#include <linux/list.h>
#include <linux/spinlock.h>
#include <linux/types.h>

/* fs/xattr.c's structures as they were in 3.7 (and still are in 6.1). */
struct ifc_simple_xattrs {
	struct list_head head;
	spinlock_t lock;
};

struct ifc_simple_xattr {
	struct list_head list;
	char *name;
	size_t size;
	char value[];
};

/*
 * ifc_xattr_main.c: simple_xattr_alloc() (kmalloc, remembered), and what
 * the replays call where 3.7 said `kfree(xattr->name); kfree(xattr);`.
 * ifc_xattr_release() never dereferences a pointer it did not hand out and
 * never frees an entry that is still on the list: it records it instead.
 */
struct ifc_simple_xattr *ifc_simple_xattr_alloc(const void *value, size_t size);
void ifc_xattr_release(struct ifc_simple_xattr *xattr);

typedef int ifc_xattr_set_t(struct ifc_simple_xattrs *xattrs, const char *name,
			    const void *value, size_t size, int flags);

/* ifc_xattr_set.c: one replay per spelling of `new_xattr`. */
ifc_xattr_set_t ifc_xattr_set_selfinit;	/* uninitialized_var(): x = x */
ifc_xattr_set_t ifc_xattr_set_bare;	/* struct simple_xattr *new_xattr; */
ifc_xattr_set_t ifc_xattr_set_ifc;	/* INIT_FOR_COMPILER(new_xattr) */

#endif /* IFC_XATTR_H */
