/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * tests/docs/kernel-md/compat.h - the compat header of an old driver: when
 * Linux 5.9 removed uninitialized_var(), it put back compiler-gcc.h's
 * definition (docs/kernel.md, section 2).
 */
#ifndef MYDRV_COMPAT_H
#define MYDRV_COMPAT_H

#ifndef uninitialized_var
#define uninitialized_var(x) x = x
#endif

#endif /* MYDRV_COMPAT_H */
