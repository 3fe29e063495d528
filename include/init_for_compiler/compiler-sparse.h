/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * compiler-sparse.h - init_for_compiler.h definitions for sparse, the
 * kernel's semantic checker (__CHECKER__).
 *
 * sparse warns "Using plain integer as NULL pointer" for {0} and 0 on a
 * pointer, and rejects {} on scalars, but it treats {0} as the universal
 * zero of an aggregate. So every zero is taken from a one-member struct of
 * x's type: clean for pointers, scalars, sparse's __bitwise types, structs
 * and unions alike. Naming x costs nothing here: sparse does not report
 * unused variables, and the real compiler of the same build (kbuild runs
 * both) sees the ordinary definitions. sparse does no flow analysis of
 * uninitialized use, so audit mode has nothing to turn on.
 */
#ifndef INIT_FOR_COMPILER_H
#error "Please don't include <init_for_compiler/compiler-sparse.h> directly, include <init_for_compiler.h> instead."
#endif
#ifndef INIT_FOR_COMPILER_COMPILER_SPARSE_H
#define INIT_FOR_COMPILER_COMPILER_SPARSE_H

#define INIT_FOR_COMPILER_COMPILER "sparse"
#define INIT_FOR_COMPILER_HAVE_TYPEOF_ 1

/* The zero of x's type, for sparse (internal). */
#define INIT_FOR_COMPILER_ZERO_(x) \
	(((struct { __typeof__(x) init_for_compiler_v_; }){0}).init_for_compiler_v_)
#define INIT_FOR_COMPILER_DECL_(x) x = INIT_FOR_COMPILER_ZERO_(x)

#endif /* INIT_FOR_COMPILER_COMPILER_SPARSE_H */
