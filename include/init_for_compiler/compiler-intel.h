/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * compiler-intel.h - init_for_compiler.h definitions for Intel compilers:
 * classic ICC (__INTEL_COMPILER, EDG based, discontinued in oneAPI 2024.0)
 * and ICX (__INTEL_LLVM_COMPILER, Clang based).
 *
 * No Intel compiler can be installed where this library is tested: these
 * definitions are only checked by preprocessing with the predefined macros
 * of each compiler simulated (tests/matrix). Both define __GNUC__, ICX also
 * __clang__; init_for_compiler.h tests for them before Clang and GCC.
 */
#ifndef INIT_FOR_COMPILER_H
#error "Please don't include <init_for_compiler/compiler-intel.h> directly, include <init_for_compiler.h> instead."
#endif
#ifndef INIT_FOR_COMPILER_COMPILER_INTEL_H
#define INIT_FOR_COMPILER_COMPILER_INTEL_H

#if defined(__INTEL_LLVM_COMPILER)
/* ICX is Clang with Intel's optimizer: Clang's definitions apply. */
#define INIT_FOR_COMPILER_NAME_ "intel-llvm"
#include "compiler-clang.h"
#else
#define INIT_FOR_COMPILER_NAME_ "intel"
#define INIT_FOR_COMPILER_HAVE_TYPEOF_ 1
/*
 * ICC is GCC-compatible (it defines __GNUC__), and the checked variants
 * assume its GNU mode has what GCC's has: __builtin_classify_type(),
 * __builtin_choose_expr(), __typeof__ and _Static_assert. Untested, as is
 * everything in this branch; a user with ICC who finds otherwise can build
 * with INIT_FOR_COMPILER_GENERIC=1.
 */
#define INIT_FOR_COMPILER_HAVE_CHECKS_ 1
/* Audit mode: ICC's "variable is used before its value is set" is #592. */
#if INIT_FOR_COMPILER_AUDIT
#pragma warning(enable : 592)
#endif
#endif

#endif /* INIT_FOR_COMPILER_COMPILER_INTEL_H */
