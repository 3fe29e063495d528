/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * examples/legacy-port/compat.h - the driver's own compatibility header, the
 * kind every out-of-tree driver carries (media_build's compat.h, for one).
 *
 * Porting the driver to the library is a change to this file only; the
 * driver source is not touched. `make demo` builds the three states of this
 * file with -DEXAMPLE_SPELLING=N (see examples/spelling.h for the numbers):
 */
#ifndef EXAMPLES_LEGACY_COMPAT_H
#define EXAMPLES_LEGACY_COMPAT_H

#ifndef EXAMPLE_SPELLING
#define EXAMPLE_SPELLING 3
#endif

#if EXAMPLE_SPELLING == 1
/*
 * Linux 5.9 and later: uninitialized_var() is gone and nothing replaces it.
 * `int uninitialized_var(pos);` now declares a function, and the driver no
 * longer builds ("parameter names (without types) in function declaration").
 */
#elif EXAMPLE_SPELLING == 2
/* Before the port: the old GCC definition, carried over from the kernel. */
#ifndef uninitialized_var
#define uninitialized_var(x) x = x
#endif
#else
/*
 * After the port: one line. The shim (compat/uninitialized_var.h, built with
 * -Iinclude -Icompat) replaces any earlier definition with
 * INIT_FOR_COMPILER(x). Include it after every header that may define the
 * old macro.
 */
#include <uninitialized_var.h>
#endif

#endif /* EXAMPLES_LEGACY_COMPAT_H */
