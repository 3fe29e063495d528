/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * compiler-gcc.h - init_for_compiler.h definitions for real GCC.
 *
 * Only what differs per compiler lives here; init_for_compiler.h has the
 * logic and the documentation. "GCC" means GCC itself: Clang, Intel, pcc
 * and sparse define __GNUC__ too, and init_for_compiler.h sends them
 * elsewhere before it gets here.
 */
#ifndef INIT_FOR_COMPILER_H
#error "Please don't include <init_for_compiler/compiler-gcc.h> directly, include <init_for_compiler.h> instead."
#endif
#ifndef INIT_FOR_COMPILER_COMPILER_GCC_H
#define INIT_FOR_COMPILER_COMPILER_GCC_H

#define INIT_FOR_COMPILER_NAME_ "gcc"

#define INIT_FOR_COMPILER_HAVE_TYPEOF_ 1

/*
 * Checked variants: __builtin_classify_type() and __builtin_choose_expr().
 * They need GCC 10 or later: GCC 9 type-checks the branch that
 * __builtin_choose_expr() does not choose far enough to refuse the
 * incomplete struct the checks keep there ("dereferencing pointer to
 * incomplete type"), so each checked variant fails to compile there
 * (tests/core, "below the minimum"; older GCC were not tried). This is
 * why the header's minimum is GCC 10.
 */
#define INIT_FOR_COMPILER_HAVE_CHECKS_ 1

/*
 * Audit mode: turn the uninitialized-use warnings on for the rest of the
 * translation unit, over -Wno-maybe-uninitialized on the command line (not
 * before: -include this header to put it first; see INIT_FOR_COMPILER_AUDIT).
 *
 * Then the audit marker: one note per translation unit that tells the
 * init-for-compiler tool this unit was compiled with its annotations
 * removed (see INIT_FOR_COMPILER_AUDIT). GCC checks only when optimizing,
 * so without optimization the marker says that nothing was checked, and
 * the tool gives no "stale" verdict. #pragma message prints a note, which
 * -Werror leaves alone.
 */
#if INIT_FOR_COMPILER_AUDIT
#pragma GCC diagnostic warning "-Wuninitialized"
#pragma GCC diagnostic warning "-Wmaybe-uninitialized"
#if defined(__OPTIMIZE__)
#pragma message("init-for-compiler: audit build: annotations removed, uninitialized warnings on")
#else
#pragma message("init-for-compiler: audit build without optimization: GCC does not check, use -O2")
#endif
#endif

#endif /* INIT_FOR_COMPILER_COMPILER_GCC_H */
