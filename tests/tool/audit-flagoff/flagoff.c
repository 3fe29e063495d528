// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * Audit fixture: a project that turns the warning off on its command line
 * (-Wno-maybe-uninitialized: kbuild, FFmpeg's configure) and includes
 * <init_for_compiler.h> after another header. The header's pragma turns
 * the warning back on only for what follows it. gcc places the warning on
 * `x` inside put(), a function that a macro of before.h defines (as the
 * kernel's writel() is), before the pragma: there it stays off, and gcc
 * prints nothing (Linux 6.1's drivers/dma/hsu/hsu.c, found by its case
 * study). The audit must not call x stale by such a build; with
 * -include init_for_compiler.h the pragma comes first and gcc warns.
 */
#include "before.h"
#include <init_for_compiler.h>

unsigned read_reg(int r);
void f(int c, volatile unsigned *out);

void f(int c, volatile unsigned *out)
{
	unsigned INIT_FOR_COMPILER(x);
	int i;

	for (i = 0; i < c; i++)
		x = read_reg(i);
	put(out, x);
}
