/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * sysprobe.h - found through -isystem, so a system header: a plain braced
 * zero spelt in it, as INIT_FOR_COMPILER() would be without its pragmas.
 * tests/core/run.sh ("the header as a system header") checks that the
 * compilers still warn where it is expanded.
 */
#ifndef SYSPROBE_H
#define SYSPROBE_H
#define SYSPROBE_ZERO(x) x = {0}
#endif
