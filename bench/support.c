/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * bench/support.c - the opaque helpers of bench/support.h, in their own
 * translation unit. Deterministic: the callgrind counts must not vary.
 */
#include "support.h"

static struct bench_node bench_nodes[64];
static unsigned long bench_sink;

int bench_int(int a) { return a * 7 + 3; }
unsigned long bench_ulong(int a) { return (unsigned long)a * 2654435761u; }
double bench_dbl(int a) { return a * 0.5 + 1.0; }

struct bench_node *bench_ptr(int a)
{
	struct bench_node *n = &bench_nodes[(unsigned)a & 63];

	n->val = a;
	return n;
}

int bench_check(int a) { return (a % 3) != 0; }
int bench_kind(int a) { return (int)((unsigned)a % 3); }
void bench_step(int a) { bench_sink += (unsigned long)a; }

void bench_fill(char *buf, int len, int a)
{
	int i;

	for (i = 0; i < len; i++)
		buf[i] = (char)(i == 0 ? (a & 1 ? 'k' : 'x') : 'a' + (a + i) % 26);
}
