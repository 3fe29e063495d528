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
 * off around those tokens only, with the three warnings Clang waives for a
 * literal {0} but not for the constant 0 of INIT_STRUCT_FOR_COMPILER();
 * Clang honours _Pragma in the middle of a declaration or an expression
 * (GCC does not, so it has no such hooks).
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
#define INIT_FOR_COMPILER_QUIET_BEGIN_                                      \
	_Pragma("clang diagnostic push") INIT_FOR_COMPILER_CLANG_PRE_C11_   \
	INIT_FOR_COMPILER_CLANG_PRE_C23_                                    \
	_Pragma("clang diagnostic ignored \"-Wnon-literal-null-conversion\"") \
	_Pragma("clang diagnostic ignored \"-Wmissing-braces\"")           \
	_Pragma("clang diagnostic ignored \"-Wmissing-field-initializers\"")
#define INIT_FOR_COMPILER_QUIET_END_ _Pragma("clang diagnostic pop")

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
