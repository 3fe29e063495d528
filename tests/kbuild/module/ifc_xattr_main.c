// SPDX-License-Identifier: GPL-2.0-only
/*
 * ifc_xattr_main.c - run the three replays of Linux 3.7-rc
 * __simple_xattr_set() (ifc_xattr_set.c) in the kernel and report what
 * each would have passed to kfree() when removing a missing name.
 *
 * For each spelling the same caller makes the same three calls, as a
 * filesystem would: set "user.colour", set "user.size" (both with
 * XATTR_CREATE, both set new_xattr), then remove "user.missing" (value ==
 * NULL, XATTR_REPLACE: new_xattr is never set). The last call's
 * ifc_xattr_release() (3.7: kfree()) is observed, not executed:
 *
 *   release=none     no kfree() at all: the correct behaviour (-ENODATA);
 *   release=live     kfree() of an entry still on the list: in 3.7 a use
 *                    after free (the entry is named);
 *   release=unknown  kfree() of a pointer this module never allocated:
 *                    in 3.7 a kfree() of garbage, usually an oops;
 *   release=freed    kfree() of an allocation that was not on the list
 *                    (cannot happen on this path; reported if it does).
 *
 * One line per spelling, for tests/kbuild/run.sh:
 *   init-for-compiler xattr: spelling=S err=E release=R value=0x... name=N entries=K auto-init=A sym=...
 * value is the raw pointer (0 when there was no call); entries is the
 * number of attributes left on the list (2 is right); auto-init is what
 * the headers' configuration asked the compiler for; sym is value looked
 * up in kallsyms (%pS: a lookup, the pointer is never dereferenced).
 */
#include <linux/errno.h>
#include <linux/init.h>
#include <linux/kconfig.h>
#include <linux/kernel.h>
#include <linux/list.h>
#include <linux/module.h>
#include <linux/printk.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <uapi/linux/xattr.h>

#include "ifc_xattr.h"

#if IS_ENABLED(CONFIG_INIT_STACK_ALL_ZERO)
#define IFC_AUTO_INIT "zero"
#elif IS_ENABLED(CONFIG_INIT_STACK_ALL_PATTERN)
#define IFC_AUTO_INIT "pattern"
#else
#define IFC_AUTO_INIT "none"
#endif

/* Every entry simple_xattr_alloc() handed out and nobody freed yet. */
#define IFC_XATTR_MAX 8
static struct ifc_simple_xattr *ifc_xattr_live[IFC_XATTR_MAX];

/* The list being worked on, and what the last release saw. */
static struct ifc_simple_xattrs *ifc_xattr_list;
static struct {
	unsigned int calls;
	const char *kind;
	unsigned long value;
	char name[32];
} ifc_seen;

static int ifc_xattr_slot(const struct ifc_simple_xattr *xattr)
{
	int i;

	for (i = 0; i < IFC_XATTR_MAX; i++)
		if (xattr && ifc_xattr_live[i] == xattr)
			return i;
	return -1;
}

/* 3.7-rc simple_xattr_alloc(), plus the bookkeeping. */
struct ifc_simple_xattr *ifc_simple_xattr_alloc(const void *value, size_t size)
{
	struct ifc_simple_xattr *new_xattr;
	size_t len;
	int i;

	/* wrap around? */
	len = sizeof(*new_xattr) + size;
	if (len <= sizeof(*new_xattr))
		return NULL;

	for (i = 0; i < IFC_XATTR_MAX && ifc_xattr_live[i]; i++)
		;
	if (i == IFC_XATTR_MAX)
		return NULL;

	new_xattr = kmalloc(len, GFP_KERNEL);
	if (!new_xattr)
		return NULL;

	new_xattr->size = size;
	memcpy(new_xattr->value, value, size);
	ifc_xattr_live[i] = new_xattr;
	return new_xattr;
}

static bool ifc_xattr_on_list(const struct ifc_simple_xattr *x)
{
	struct ifc_simple_xattr *pos;

	if (!ifc_xattr_list)
		return false;
	list_for_each_entry(pos, &ifc_xattr_list->head, list)
		if (pos == x)
			return true;
	return false;
}

/* Only for entries this file allocated (ifc_xattr_slot() >= 0). */
static void ifc_xattr_destroy(struct ifc_simple_xattr *xattr)
{
	int i = ifc_xattr_slot(xattr);

	if (i < 0)
		return;
	ifc_xattr_live[i] = NULL;
	kfree(xattr->name);
	kfree(xattr);
}

/* In place of 3.7's `kfree(xattr->name); kfree(xattr);`. */
void ifc_xattr_release(struct ifc_simple_xattr *xattr)
{
	ifc_seen.calls++;
	ifc_seen.value = (unsigned long)xattr;
	if (ifc_xattr_slot(xattr) < 0) {
		ifc_seen.kind = "unknown";	/* never dereferenced */
	} else if (ifc_xattr_on_list(xattr)) {
		ifc_seen.kind = "live";		/* ours: its name is safe to read */
		strscpy(ifc_seen.name, xattr->name ? xattr->name : "(null)",
			sizeof(ifc_seen.name));
	} else {
		ifc_seen.kind = "freed";
		ifc_xattr_destroy(xattr);
	}
}

static int ifc_xattr_measure(const char *spelling, ifc_xattr_set_t *set)
{
	struct ifc_simple_xattrs xattrs;
	struct ifc_simple_xattr *pos, *tmp;
	int err, entries = 0;

	INIT_LIST_HEAD(&xattrs.head);
	spin_lock_init(&xattrs.lock);
	ifc_xattr_list = &xattrs;

	err = set(&xattrs, "user.colour", "blue", 5, XATTR_CREATE);
	if (!err)
		err = set(&xattrs, "user.size", "42", 3, XATTR_CREATE);
	if (err) {
		pr_err("init-for-compiler xattr: spelling=%s: setting up failed (%d)\n",
		       spelling, err);
	} else {
		memset(&ifc_seen, 0, sizeof(ifc_seen));
		ifc_seen.kind = "none";
		/* The case from 2012: remove a name that is not there. */
		err = set(&xattrs, "user.missing", NULL, 0, XATTR_REPLACE);
		list_for_each_entry(pos, &xattrs.head, list)
			entries++;
		pr_info("init-for-compiler xattr: spelling=%s err=%d release=%s value=%#lx name=%s entries=%d auto-init=%s sym=%pS\n",
			spelling, err, ifc_seen.kind, ifc_seen.value,
			ifc_seen.name[0] ? ifc_seen.name : "-", entries,
			IFC_AUTO_INIT, (void *)ifc_seen.value);
		err = 0;
	}

	/* Tear down here, never through the replays' own remove path. */
	list_for_each_entry_safe(pos, tmp, &xattrs.head, list) {
		list_del(&pos->list);
		ifc_xattr_destroy(pos);
	}
	ifc_xattr_list = NULL;
	return err;
}

static int __init ifc_xattr_init(void)
{
	int err;

	err = ifc_xattr_measure("selfinit", ifc_xattr_set_selfinit);
	if (!err)
		err = ifc_xattr_measure("bare", ifc_xattr_set_bare);
	if (!err)
		err = ifc_xattr_measure("INIT_FOR_COMPILER", ifc_xattr_set_ifc);
	return err;
}

static void __exit ifc_xattr_exit(void)
{
}

module_init(ifc_xattr_init);
module_exit(ifc_xattr_exit);

MODULE_DESCRIPTION("init-for-compiler: Linux 3.7-rc fs/xattr.c bug replayed in the kernel");
MODULE_LICENSE("GPL");
