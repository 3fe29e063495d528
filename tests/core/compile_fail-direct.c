/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/* A compiler header included directly is refused, naming the right header. */
#ifdef FAIL
#include HDR
#else
#include <init_for_compiler.h>
#endif
int f(void);
int f(void) { return 0; }
