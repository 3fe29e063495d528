/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/* A function that a macro defines, as arch/x86/include/asm/io.h's
 * build_mmio_write() defines writel(). */
#define build_put(name, type) \
static inline void name(volatile type *dst, type v) \
{ __asm__ volatile("movl %0, %1" : : "r" (v), "m" (*dst) : "memory"); }

build_put(put, unsigned)
