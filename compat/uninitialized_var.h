/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * uninitialized_var.h - drop-in replacement for the kernel's removed
 * uninitialized_var() macro, for code that must not be edited.
 *
 * Build with -Iinclude -Icompat (after installation: the flags from
 * `pkg-config --cflags init-for-compiler-compat`, or the CMake target
 * init-for-compiler::compat) and include <uninitialized_var.h> after any
 * header that may still define the old macro; or, installed, include it as
 * <init_for_compiler/compat/uninitialized_var.h> with the plain
 * init-for-compiler flags. Each inclusion (re)defines the macro; a second
 * inclusion is harmless.
 */
#include <init_for_compiler.h>

/**
 * uninitialized_var() - the kernel's old annotation, made safe
 * @x: the name being declared
 *
 * Synopsis:
 *	type uninitialized_var(x);              // type x = {0};
 *
 * Linux before 5.9 defined uninitialized_var(x) as ``x = x`` (GCC),
 * ``x = *(&(x))`` (Clang) or ``x`` (ICC), to silence "may be used
 * uninitialized" without generating code. When the compiler was right, the
 * variable kept its garbage (in Linux 3.7-rc a garbage pointer reached
 * kfree() in fs/xattr.c), and the trick also hid "unused variable"
 * warnings. Linux 5.9 removed it, and out-of-tree code that still used it
 * stopped building, often with the puzzling "parameter names (without
 * types) in function declaration". Old drivers and compat headers in the
 * wild still use or re-create it. Here it is INIT_FOR_COMPILER(x): the
 * variable starts at zero instead of its own garbage, "unused variable"
 * warnings are kept, and INIT_FOR_COMPILER_AUDIT exposes every site.
 *
 * Build with ``-Iinclude -Icompat`` in a source tree; after installation
 * with the flags from ``pkg-config --cflags init-for-compiler-compat``, or
 * the CMake target init-for-compiler::compat, or include the shim as
 * <init_for_compiler/compat/uninitialized_var.h> with the plain
 * init-for-compiler flags. The single-header build (make single-header)
 * gives the same definition when INIT_FOR_COMPILER_LEGACY_SHIM is defined
 * to 1 before it is included.
 *
 * An earlier definition, from old kernel headers or a compat header, is
 * replaced (#undef, then defined again), because that definition is the
 * hazard this library exists to remove. Include this file after such
 * headers; a header included later that defines the macro again wins, and
 * your compiler will say "uninitialized_var redefined".
 *
 * Example:
 *	#include <uninitialized_var.h>
 *	int legacy_lookup(const int *table, int n, int key);
 *	int legacy_lookup(const int *table, int n, int key)
 *	{
 *		int i, found = 0;
 *		int uninitialized_var(pos);
 *
 *		for (i = 0; i < n; i++)
 *			if (table[i] == key) {
 *				pos = i;
 *				found = 1;
 *			}
 *		return found ? pos : -1;
 *	}
 *
 * Compiler notes: whatever INIT_FOR_COMPILER() does on the compiler in use.
 * Removed from Linux in 5.9 by "compiler: Remove uninitialized_var() macro"
 * (Kees Cook, 2020).
 */
#ifdef uninitialized_var
#undef uninitialized_var
#endif
#define uninitialized_var(x) INIT_FOR_COMPILER(x)
