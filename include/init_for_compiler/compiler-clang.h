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

#ifndef INIT_FOR_COMPILER_NAME_
#define INIT_FOR_COMPILER_NAME_ "clang"
#endif

#define INIT_FOR_COMPILER_HAVE_TYPEOF_ 1

/* Checked variants: __builtin_classify_type() and __builtin_choose_expr()
 * exist in every Clang release and every C mode. */
#define INIT_FOR_COMPILER_HAVE_CHECKS_ 1

/*
 * Pragmas. Clang honours _Pragma in the middle of a declaration or an
 * expression (GCC does not), so a macro can switch a warning off for its
 * own tokens only, between "clang diagnostic push" and "pop". But every
 * _Pragma costs compile time at every use (docs/performance.md, section 5,
 * prices the three INIT_FOR_COMPILER carries on Clang 21 and later), so a
 * macro gets them only where its tokens draw a warning: tests/core pins
 * the count per macro and Clang version, and tests/core/pragma-cost.sh
 * counts and times them.
 *
 * Before Clang 21 no macro needs any. Clang 21 added
 * -Wimplicit-int-enum-cast (in -Wc++-compat, so in -Weverything): an
 * integer converted to an enum without a cast, which the 0 of ``{0}`` is
 * when the variable, or the first member of the struct, is an enum.
 * - INIT_FOR_COMPILER() cannot know the type and must not name x (that
 *   would count as a use of x and hide -Wunused-variable): before C23 it
 *   turns the enum warning off for its ``{0}``, in C23 -Wpre-c23-compat
 *   for its ``{}`` (push, ignore, pop). No zero without a pragma is clean
 *   for an enum and a pointer alike (tests/core: "zero candidates" tries
 *   twelve, and fails the day one is).
 * - INIT_STRUCT_FOR_COMPILER() names x anyway: before C23 its compound
 *   literal is ``(__typeof__(x)){}``, which converts nothing and needs no
 *   pragma (INIT_FOR_COMPILER_STRUCT_EMPTY_); in C23 the empty braces
 *   would draw -Wpre-c23-compat, so it keeps ``{0}`` with the enum warning
 *   off (push, ignore, pop).
 * - INIT_SCALAR_FOR_COMPILER() casts its 0 to the type of the checked
 *   choice, an enum's own type (INIT_FOR_COMPILER_SCALAR_CAST_ 2; Clang 21
 *   accepts casts to an _Atomic type, which Clang 16 and older refuse).
 */
#if __has_warning("-Wimplicit-int-enum-cast")
#define INIT_FOR_COMPILER_CLANG_ENUM_CAST_ 1
#else
#define INIT_FOR_COMPILER_CLANG_ENUM_CAST_ 0
#endif

/* The checked variants (init_for_compiler.h): INIT_STRUCT_FOR_COMPILER()
 * as a compound literal, whose literal {0} Clang exempts from
 * -Wmissing-field-initializers and -Wmissing-braces. */
#define INIT_FOR_COMPILER_STRUCT_LITERAL_ 1

#if !INIT_FOR_COMPILER_CLANG_ENUM_CAST_
/* Clang 13 to 20: ``{0}`` in every mode, C23 included (``{}`` would need
 * -Wpre-c23-compat off); INIT_SCALAR_FOR_COMPILER() needs no cast. */
#define INIT_FOR_COMPILER_EMPTY_BRACES_ 0
#define INIT_FOR_COMPILER_SCALAR_CAST_ 0
#else
#define INIT_FOR_COMPILER_SCALAR_CAST_ 2
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 202311L
#define INIT_FOR_COMPILER_QUIET_INIT_BEGIN_ _Pragma("clang diagnostic push") \
	_Pragma("clang diagnostic ignored \"-Wpre-c23-compat\"")
#define INIT_FOR_COMPILER_QUIET_STRUCT_BEGIN_ _Pragma("clang diagnostic push") \
	_Pragma("clang diagnostic ignored \"-Wimplicit-int-enum-cast\"")
#define INIT_FOR_COMPILER_QUIET_STRUCT_END_ _Pragma("clang diagnostic pop")
#else
#define INIT_FOR_COMPILER_QUIET_INIT_BEGIN_ _Pragma("clang diagnostic push") \
	_Pragma("clang diagnostic ignored \"-Wimplicit-int-enum-cast\"")
#define INIT_FOR_COMPILER_STRUCT_EMPTY_ 1
#endif
#define INIT_FOR_COMPILER_QUIET_INIT_END_ _Pragma("clang diagnostic pop")
#endif

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
