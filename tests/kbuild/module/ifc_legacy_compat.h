/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * ifc_legacy_compat.h - the kind of compat header old out-of-tree drivers
 * carry: when Linux 5.9 removed uninitialized_var(), they put back the
 * definition compiler-gcc.h had. <uninitialized_var.h> must replace it.
 */
#ifndef IFC_LEGACY_COMPAT_H
#define IFC_LEGACY_COMPAT_H

#ifndef uninitialized_var
#define uninitialized_var(x) x = x
#endif

#endif /* IFC_LEGACY_COMPAT_H */
