/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * compiler-generic.h - init_for_compiler.h definitions for every other
 * compiler: tcc, pcc, chibicc and anything not recognised, and for any
 * compiler when INIT_FOR_COMPILER_GENERIC is 1.
 *
 * Plain C only: INIT_FOR_COMPILER() is ``x = {0}`` (``x = {}`` in C23),
 * audit mode turns no warning on. In C11 and later the checked variants
 * check with _Generic (INIT_FOR_COMPILER_GENERIC_SELECT_ in
 * init_for_compiler.h); before C11 they check nothing (a null pointer
 * constant, 0, {0}). ZERO_FOR_COMPILER() uses a compound literal of
 * __typeof__(x) where the compiler is known to have both, else _Generic
 * in C11.
 *
 * Hooks a compiler header may define (all internal; init_for_compiler.h
 * supplies the defaults):
 *   INIT_FOR_COMPILER_NAME_             the name, for INIT_FOR_COMPILER_COMPILER
 *                                       (required)
 *   INIT_FOR_COMPILER_HAVE_CHECKS_      1: __builtin_classify_type and
 *                                       __builtin_choose_expr
 *   INIT_FOR_COMPILER_QUIET_INIT_BEGIN_/END_,   pragmas around the tokens of
 *   INIT_FOR_COMPILER_QUIET_STRUCT_BEGIN_/END_  INIT_FOR_COMPILER and
 *                                       INIT_STRUCT_FOR_COMPILER (undefined:
 *                                       none)
 *   INIT_FOR_COMPILER_EMPTY_BRACES_     1: INIT_FOR_COMPILER is ``x = {}``
 *                                       (default: from C23 on)
 *   INIT_FOR_COMPILER_SCALAR_CAST_      how INIT_SCALAR_FOR_COMPILER types
 *                                       its zero: 0, 1 (default) or 2, see
 *                                       init_for_compiler.h
 *   INIT_FOR_COMPILER_STRUCT_LITERAL_   1: INIT_STRUCT_FOR_COMPILER is a
 *                                       compound literal (default 0: {0})
 *   INIT_FOR_COMPILER_STRUCT_EMPTY_     1: that compound literal is
 *                                       (__typeof__(x)){} (default 0)
 *   INIT_FOR_COMPILER_HAVE_TYPEOF_      1: __typeof__ and compound literals
 *   INIT_FOR_COMPILER_HAVE_GENERIC_     1: _Generic checks (generic only)
 *   INIT_FOR_COMPILER_GENERIC_FAIL_(x), what the _Generic checks need from
 *   ..._GENERIC_IS_ENUM_(x),            a compiler whose _Generic matches no
 *   ..._GENERIC_IS_POINTER_(x),         integer type for an enum, or that
 *   ..._GENERIC_IS_AGGREGATE_(x)        checks no bit-field width (chibicc)
 *   INIT_FOR_COMPILER_ZERO_(x)          ZERO_FOR_COMPILER(x): a zero
 *                                       expression of x's type
 *   INIT_FOR_COMPILER_DECL_(x),         the declarators of INIT_FOR_COMPILER,
 *   ..._PTR_DECL_(x),                   INIT_PTR_FOR_COMPILER,
 *   ..._SCALAR_DECL_(x),                INIT_SCALAR_FOR_COMPILER and
 *   ..._STRUCT_DECL_(x)                 INIT_STRUCT_FOR_COMPILER in full,
 *                                       before any other definition (sparse)
 */
#ifndef INIT_FOR_COMPILER_H
#error "Please don't include <init_for_compiler/compiler-generic.h> directly, include <init_for_compiler.h> instead."
#endif
#ifndef INIT_FOR_COMPILER_COMPILER_GENERIC_H
#define INIT_FOR_COMPILER_COMPILER_GENERIC_H

#define INIT_FOR_COMPILER_NAME_ "generic"

/* tcc 0.9.27, pcc 1.2 and chibicc have __typeof__ and compound literals;
 * so do GCC, Clang and Intel when INIT_FOR_COMPILER_GENERIC forces this file.
 * The tests predefine it, and INIT_FOR_COMPILER_HAVE_GENERIC_ below, as 0 to
 * try the paths of compilers without them. */
#ifndef INIT_FOR_COMPILER_HAVE_TYPEOF_
#if defined(__TINYC__) || defined(__PCC__) || defined(__chibicc__) || \
	defined(__GNUC__) || defined(__clang__)
#define INIT_FOR_COMPILER_HAVE_TYPEOF_ 1
#endif
#endif

/*
 * _Generic checks: every C11 compiler, except pcc 1.2, whose _Generic
 * takes char and signed char, and long and long long, for the same type
 * ("duplicate type in _Generic"; tests/core pins it): it keeps the
 * unchecked definitions. MSVC has _Generic from Visual Studio 2019 16.8
 * with /std:c11 (untested: no MSVC here).
 */
#ifndef INIT_FOR_COMPILER_HAVE_GENERIC_
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L && !defined(__PCC__) && \
	!defined(__cplusplus)
#define INIT_FOR_COMPILER_HAVE_GENERIC_ 1
#endif
#endif

/*
 * chibicc: its _Generic matches an enum with no integer type, and it
 * checks no bit-field width (nor array size). Its __builtin_reg_class()
 * says 0 for integers, enums and pointers, 1 for floating types, 2 for
 * structs and unions; on x86-64, the only target of chibicc, an enum has
 * the size of an int and a pointer that of a long. A failed check becomes a width that is not a
 * constant expression (the address of x), which chibicc does refuse.
 */
#if defined(__chibicc__)
#define INIT_FOR_COMPILER_GENERIC_FAIL_(x) (&(x) != 0)
#define INIT_FOR_COMPILER_GENERIC_IS_ENUM_(x) \
	(__builtin_reg_class(__typeof__(x)) == 0 && sizeof(x) == sizeof(int))
#define INIT_FOR_COMPILER_GENERIC_IS_POINTER_(x) \
	(__builtin_reg_class(__typeof__(x)) == 0 && sizeof(x) == sizeof(void *))
#define INIT_FOR_COMPILER_GENERIC_IS_AGGREGATE_(x) \
	(__builtin_reg_class(__typeof__(x)) == 2)
#endif

#endif /* INIT_FOR_COMPILER_COMPILER_GENERIC_H */
