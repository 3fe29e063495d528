/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * compiler-generic.h - init_for_compiler.h definitions for every other
 * compiler: tcc, pcc, chibicc and anything not recognised, and for any
 * compiler when INIT_FOR_COMPILER_GENERIC is 1.
 *
 * Plain C only: INIT_FOR_COMPILER() is ``x = {0}``, the checked variants
 * check nothing (a null pointer constant, 0, {0}), audit mode turns no
 * warning on. ZERO_FOR_COMPILER() uses a compound literal of __typeof__(x)
 * where the compiler is known to have both.
 *
 * Hooks a compiler header may define (all internal; init_for_compiler.h
 * supplies the defaults):
 *   INIT_FOR_COMPILER_COMPILER          the name (required)
 *   INIT_FOR_COMPILER_HAVE_CHECKS_      1: __builtin_classify_type,
 *                                       __builtin_choose_expr, _Static_assert
 *   INIT_FOR_COMPILER_QUIET_BEGIN_/END_ pragmas around C11/C23 tokens
 *   INIT_FOR_COMPILER_HAVE_TYPEOF_      1: __typeof__ and compound literals
 *   INIT_FOR_COMPILER_ZERO_(x)          a zero expression of x's type
 *   INIT_FOR_COMPILER_DECL_(x)          the declarator of INIT_FOR_COMPILER
 */
#ifndef INIT_FOR_COMPILER_H
#error "Please don't include <init_for_compiler/compiler-generic.h> directly, include <init_for_compiler.h> instead."
#endif
#ifndef INIT_FOR_COMPILER_COMPILER_GENERIC_H
#define INIT_FOR_COMPILER_COMPILER_GENERIC_H

#define INIT_FOR_COMPILER_COMPILER "generic"

/* tcc 0.9.27, pcc 1.2 and chibicc have __typeof__ and compound literals;
 * so do GCC, Clang and Intel when INIT_FOR_COMPILER_GENERIC forces this file. */
#if defined(__TINYC__) || defined(__PCC__) || defined(__chibicc__) || \
	defined(__GNUC__) || defined(__clang__)
#define INIT_FOR_COMPILER_HAVE_TYPEOF_ 1
#endif

#endif /* INIT_FOR_COMPILER_COMPILER_GENERIC_H */
