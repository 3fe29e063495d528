/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * contrib/coccinelle/init_for_compiler.h - a macro file for spatch, read
 * after Coccinelle's standard.h, so that init_for_compiler.cocci can
 * rewrite uninitialized_var(x): spatch then reads the call as one name
 * instead of expanding it to x = x (the expansion's tokens cannot be
 * rewritten). See docs/coccinelle.md.
 */
#define uninitialized_var(x) YACFE_IDENT_BUILDER
