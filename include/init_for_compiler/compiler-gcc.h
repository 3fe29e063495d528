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

/* GCC version as one integer, for this file only (internal). */
#define INIT_FOR_COMPILER_GCC_VERSION_ \
	(__GNUC__ * 10000 + __GNUC_MINOR__ * 100 + __GNUC_PATCHLEVEL__)

#define INIT_FOR_COMPILER_HAVE_TYPEOF_ 1

/*
 * Checked variants: __builtin_classify_type() (GCC 2.x) and _Static_assert
 * (GCC 4.6, accepted in every -std under __extension__).
 */
#if INIT_FOR_COMPILER_GCC_VERSION_ >= 40600
#define INIT_FOR_COMPILER_HAVE_CHECKS_ 1
#endif

/*
 * Audit mode: turn the uninitialized-use warnings on for the rest of the
 * translation unit, over -Wno-maybe-uninitialized on the command line.
 * -Wmaybe-uninitialized exists since GCC 4.7.
 *
 * Then the audit marker: one note per translation unit that tells the
 * init-for-compiler tool this unit was compiled with its annotations
 * removed (see INIT_FOR_COMPILER_AUDIT). GCC checks only when optimizing,
 * so without optimization the marker says that nothing was checked, and
 * the tool gives no "stale" verdict. #pragma message exists since GCC 4.4
 * and prints a note, which -Werror leaves alone.
 */
#if INIT_FOR_COMPILER_AUDIT
#pragma GCC diagnostic warning "-Wuninitialized"
#if INIT_FOR_COMPILER_GCC_VERSION_ >= 40700
#pragma GCC diagnostic warning "-Wmaybe-uninitialized"
#endif
#if INIT_FOR_COMPILER_GCC_VERSION_ >= 40400
#if defined(__OPTIMIZE__)
#pragma message("init-for-compiler: audit build: annotations removed, uninitialized warnings on")
#else
#pragma message("init-for-compiler: audit build without optimization: GCC does not check, use -O2")
#endif
#endif
#endif

#endif /* INIT_FOR_COMPILER_COMPILER_GCC_H */
