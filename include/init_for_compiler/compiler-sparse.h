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

#define INIT_FOR_COMPILER_NAME_ "sparse"
#define INIT_FOR_COMPILER_HAVE_TYPEOF_ 1

/* The zero of x's type, for sparse (internal). */
#define INIT_FOR_COMPILER_ZERO_(x) \
	(((struct { __typeof__(x) init_for_compiler_v_; }){0}).init_for_compiler_v_)
#define INIT_FOR_COMPILER_DECL_(x) x = INIT_FOR_COMPILER_ZERO_(x)
/* The checked variants, unchecked: sparse has no __builtin_classify_type;
 * the real compiler of the build checks. A struct takes {0}, which sparse
 * reads as the universal zero (the default definition). */
#define INIT_FOR_COMPILER_PTR_DECL_(x) x = INIT_FOR_COMPILER_ZERO_(x)
#define INIT_FOR_COMPILER_SCALAR_DECL_(x) x = INIT_FOR_COMPILER_ZERO_(x)

#endif /* INIT_FOR_COMPILER_COMPILER_SPARSE_H */
