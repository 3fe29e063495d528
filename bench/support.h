/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * bench/support.h - what the generated corpus calls.
 *
 * Every corpus function has the signature `long name(int a, int b)` and gets
 * its values from the opaque helpers below (defined in bench/support.c, a
 * separate translation unit, so the compiler cannot see through them: that
 * is what makes it unsure whether a variable is set).
 *
 * Preconditions the corpus relies on, exactly like the code it imitates:
 * a >= 1 and 0 <= b < 64 (bench/driver.c keeps to them). Under them no
 * corpus function reads an unset variable: every warning is a false positive.
 */
#ifndef BENCH_SUPPORT_H
#define BENCH_SUPPORT_H

#include <stddef.h>

struct bench_node {
	struct bench_node *next;
	long val;
};

/* 16 bytes: SRA can split it into scalars (gcc warns per member). */
struct bench_rec {
	long key;
	int len;
};

enum bench_kind { BENCH_KA, BENCH_KB, BENCH_KC };

int bench_int(int);
unsigned long bench_ulong(int);
struct bench_node *bench_ptr(int);
double bench_dbl(int);

/*
 * A struct value is built member by member (a compound literal), the way
 * most code fills a struct: gcc's SRA then splits v into scalars and warns
 * per member ('v.key'). A struct returned whole by an opaque call is copied
 * as a block and never draws the warning (measured with gcc-11 and gcc-12).
 * Clang's uninitialized analysis tracks scalars only: it never warns on a
 * struct variable.
 */
#define BENCH_REC(e)	((struct bench_rec){ bench_int(e), (int)((e) & 15) })

int bench_check(int);		/* opaque predicate */
int bench_kind(int);		/* an enum bench_kind value */
void bench_step(int);		/* opaque side effect */
void bench_fill(char *buf, int len, int a);

#endif
