/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * compiler-clang.h - init_for_compiler.h definitions for Clang (and, through
 * compiler-intel.h, for Intel's LLVM-based ICX).
 *
 * Only what differs per compiler lives here; init_for_compiler.h has the
 * logic and the documentation.
 */
#ifndef INIT_FOR_COMPILER_H
#error "Please don't include <init_for_compiler/compiler-clang.h> directly, include <init_for_compiler.h> instead."
#endif
#ifndef INIT_FOR_COMPILER_COMPILER_CLANG_H
#define INIT_FOR_COMPILER_COMPILER_CLANG_H

#ifndef INIT_FOR_COMPILER_COMPILER
#define INIT_FOR_COMPILER_COMPILER "clang"
#endif

#define INIT_FOR_COMPILER_HAVE_TYPEOF_ 1

/* Checked variants: __builtin_classify_type() and _Static_assert exist in
 * every Clang release and every C mode. */
#define INIT_FOR_COMPILER_HAVE_CHECKS_ 1

/*
 * Clang's compatibility warnings in -Weverything (-Wpre-c11-compat since
 * Clang 15, -Wpre-c23-compat or -Wpre-c2x-compat) report the C11 and C23
 * features the macros use on purpose (_Static_assert, the C23 empty
 * initializer), and __extension__ does not silence them. They are switched
 * off around those tokens only; Clang honours _Pragma in the middle of a
 * declaration or an expression (GCC does not, so it has no such hooks).
 * Each _Pragma costs compile time at every use, so each macro gets only
 * the pragmas its own tokens need (tests/core pins the count per macro;
 * tests/core/pragma-cost.sh time measures: 20000 uses of INIT_FOR_COMPILER
 * took 1.02 s with the 7 pragmas it used to have, 0.31 s with none, the
 * hand-written ``= {0}`` 0.26-0.32 s; Clang 19, -std=gnu11):
 *
 * INIT_FOR_COMPILER_QUIET_BEGIN_/END_ (the _Static_assert of the checks,
 * ZERO_FOR_COMPILER): the compatibility warnings, and the three warnings
 * Clang waives for a literal {0} but not for another constant 0.
 */
#if __has_warning("-Wpre-c11-compat")
#define INIT_FOR_COMPILER_CLANG_PRE_C11_ \
	_Pragma("clang diagnostic ignored \"-Wpre-c11-compat\"")
#else
#define INIT_FOR_COMPILER_CLANG_PRE_C11_
#endif
#if __has_warning("-Wpre-c23-compat")
#define INIT_FOR_COMPILER_CLANG_PRE_C23_ \
	_Pragma("clang diagnostic ignored \"-Wpre-c23-compat\"")
#elif __has_warning("-Wpre-c2x-compat")
#define INIT_FOR_COMPILER_CLANG_PRE_C23_ \
	_Pragma("clang diagnostic ignored \"-Wpre-c2x-compat\"")
#else
#define INIT_FOR_COMPILER_CLANG_PRE_C23_
#endif
/*
 * Clang 21 added -Wimplicit-int-enum-cast (in -Wc++-compat, so in
 * -Weverything): an integer converted to an enum without a cast, which the
 * 0 of ``{0}`` is when the variable, or the first member of the struct, is
 * an enum. The zero is what the macro means, so the warning is off for its
 * tokens (before C23; ``{}`` converts nothing).
 */
#if __has_warning("-Wimplicit-int-enum-cast")
#define INIT_FOR_COMPILER_CLANG_ENUM_CAST_ \
	_Pragma("clang diagnostic ignored \"-Wimplicit-int-enum-cast\"")
#endif
#define INIT_FOR_COMPILER_CLANG_ZERO_                                       \
	_Pragma("clang diagnostic ignored \"-Wnon-literal-null-conversion\"") \
	_Pragma("clang diagnostic ignored \"-Wmissing-braces\"")           \
	_Pragma("clang diagnostic ignored \"-Wmissing-field-initializers\"")
#define INIT_FOR_COMPILER_QUIET_BEGIN_                                      \
	_Pragma("clang diagnostic push") INIT_FOR_COMPILER_CLANG_PRE_C11_   \
	INIT_FOR_COMPILER_CLANG_PRE_C23_ INIT_FOR_COMPILER_CLANG_ZERO_
#define INIT_FOR_COMPILER_QUIET_END_ _Pragma("clang diagnostic pop")

/*
 * INIT_FOR_COMPILER_QUIET_INIT_BEGIN_/END_ (INIT_FOR_COMPILER): C23's {}
 * meets -Wpre-c23-compat; before C23 the literal {0} needs nothing, except
 * on Clang 21 and later for an enum. Clang 13 to 19 get no pragma at all.
 */
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 202311L
#define INIT_FOR_COMPILER_QUIET_INIT_BEGIN_ \
	_Pragma("clang diagnostic push") INIT_FOR_COMPILER_CLANG_PRE_C23_
#define INIT_FOR_COMPILER_QUIET_INIT_END_ _Pragma("clang diagnostic pop")
#elif defined(INIT_FOR_COMPILER_CLANG_ENUM_CAST_)
#define INIT_FOR_COMPILER_QUIET_INIT_BEGIN_ \
	_Pragma("clang diagnostic push") INIT_FOR_COMPILER_CLANG_ENUM_CAST_
#define INIT_FOR_COMPILER_QUIET_INIT_END_ _Pragma("clang diagnostic pop")
#else
#define INIT_FOR_COMPILER_QUIET_INIT_BEGIN_
#define INIT_FOR_COMPILER_QUIET_INIT_END_
#endif

/*
 * INIT_FOR_COMPILER_QUIET_STRUCT_BEGIN_/END_ (INIT_STRUCT_FOR_COMPILER,
 * whose one element is the check, a constant 0 of type size_t): the three
 * warnings waived for a literal {0}, and on Clang 21 and later the enum
 * conversion, in every mode. Its _Static_assert has its own pragmas.
 */
#ifndef INIT_FOR_COMPILER_CLANG_ENUM_CAST_
#define INIT_FOR_COMPILER_CLANG_ENUM_CAST_
#endif
#define INIT_FOR_COMPILER_QUIET_STRUCT_BEGIN_                               \
	_Pragma("clang diagnostic push") INIT_FOR_COMPILER_CLANG_ZERO_      \
	INIT_FOR_COMPILER_CLANG_ENUM_CAST_
#define INIT_FOR_COMPILER_QUIET_STRUCT_END_ _Pragma("clang diagnostic pop")

/*
 * Audit mode: the uninitialized-use warnings on for the rest of the
 * translation unit. -Wconditional-uninitialized is the "may be
 * uninitialized" one and is in neither -Wall nor -Wextra. Then the audit
 * marker, one per translation unit, for the init-for-compiler tool (see
 * INIT_FOR_COMPILER_AUDIT): Clang's #pragma message is a warning of the
 * -W#pragma-messages group that -Werror never turns into an error.
 */
#if INIT_FOR_COMPILER_AUDIT
#pragma clang diagnostic warning "-Wuninitialized"
#if __has_warning("-Wsometimes-uninitialized")
#pragma clang diagnostic warning "-Wsometimes-uninitialized"
#endif
#if __has_warning("-Wconditional-uninitialized")
#pragma clang diagnostic warning "-Wconditional-uninitialized"
#endif
#pragma message("init-for-compiler: audit build: annotations removed, uninitialized warnings on")
#endif

#endif /* INIT_FOR_COMPILER_COMPILER_CLANG_H */
