// SPDX-License-Identifier: GPL-2.0-only
/*
 * ifc_xattr_set.c - Linux 3.7-rc __simple_xattr_set() (fs/xattr.c), the bug
 * that ended uninitialized_var(), compiled three times as kernel code.
 *
 * The body (ifc_xattr_set_body.h) is the 3.7-rc function: kmalloc'ed
 * entries, kstrdup'ed names, the list walked under the spinlock. Only two
 * things differ:
 *   - the declaration of new_xattr, one spelling per copy (below);
 *   - `kfree(xattr->name); kfree(xattr);` is ifc_xattr_release(xattr), a
 *     call into another file (opaque to the compiler, as kfree() is), so
 *     that a garbage pointer is recorded rather than freed.
 *
 * Removing a name that is not there (value == NULL, XATTR_REPLACE) reads
 * new_xattr without setting it: that is the 3.7-rc kfree() of garbage.
 * Each copy is compiled with Debian's own flags, which include
 * -ftrivial-auto-var-init=zero (CONFIG_INIT_STACK_ALL_ZERO=y). The Kbuild
 * file adds -fdump-tree-gimple for this file only, so tests/kbuild/run.sh
 * can show which copies gcc gave an automatic initialization
 * (.DEFERRED_INIT).
 */
#include <linux/errno.h>
#include <linux/list.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/string.h>
#include <uapi/linux/xattr.h>

#include <init_for_compiler.h>

#include "ifc_xattr.h"

/* Linux 3.7's uninitialized_var() for gcc (include/linux/compiler-gcc.h). */
#define IFC_XATTR_DECL(x) x = x
#define IFC_XATTR_SET ifc_xattr_set_selfinit
#include "ifc_xattr_set_body.h"
#undef IFC_XATTR_DECL
#undef IFC_XATTR_SET

/* No annotation: what the code said before uninitialized_var() was added. */
#define IFC_XATTR_DECL(x) x
#define IFC_XATTR_SET ifc_xattr_set_bare
#include "ifc_xattr_set_body.h"
#undef IFC_XATTR_DECL
#undef IFC_XATTR_SET

/* This library. */
#define IFC_XATTR_DECL(x) INIT_FOR_COMPILER(x)
#define IFC_XATTR_SET ifc_xattr_set_ifc
#include "ifc_xattr_set_body.h"
#undef IFC_XATTR_DECL
#undef IFC_XATTR_SET
