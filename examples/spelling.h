/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * examples/spelling.h - one example source, several spellings of one line.
 *
 * Every example is written the way you would write it today:
 * `T INIT_FOR_COMPILER(x);`, or for the kernel-era files `T uninitialized_var(x);`.
 * Built on its own (no -D), an example uses this library. `make demo` builds
 * each one again with -DEXAMPLE_SPELLING=N so the report can put the
 * alternatives side by side, from one source file:
 *
 *   N  name   what INIT_FOR_COMPILER(x) / uninitialized_var(x) become
 *   1  bare   x            the Linux 5.9 answer: no initializer at all
 *   2  x = x  x = x        the old GCC uninitialized_var() (removed in Linux 5.9)
 *   3  macro  this library (the default; uninitialized_var(x) through the
 *                          compat shim, compat/uninitialized_var.h)
 *   4  = 0    x = 0        hand-written zero (used by the uhid example only,
 *                          to compare object code with spelling 3)
 *
 * Audit mode is spelling 3 built with -DINIT_FOR_COMPILER_AUDIT=1.
 * Spellings 1, 2 and 4 are here to be compared, not to be copied.
 */
#ifndef EXAMPLES_SPELLING_H
#define EXAMPLES_SPELLING_H

#ifndef EXAMPLE_SPELLING
#define EXAMPLE_SPELLING 3
#endif

#if EXAMPLE_SPELLING == 1
#define INIT_FOR_COMPILER(x) x
#define uninitialized_var(x) x
#elif EXAMPLE_SPELLING == 2
#define INIT_FOR_COMPILER(x) x = x
#define uninitialized_var(x) x = x
#elif EXAMPLE_SPELLING == 3
#include <init_for_compiler.h>
#include <uninitialized_var.h>	/* from compat/: needs -Icompat */
#elif EXAMPLE_SPELLING == 4
#define INIT_FOR_COMPILER(x) x = 0
#define uninitialized_var(x) x = 0
#else
#error "EXAMPLE_SPELLING must be 1 (bare), 2 (x = x), 3 (this library) or 4 (= 0)"
#endif

#endif /* EXAMPLES_SPELLING_H */
