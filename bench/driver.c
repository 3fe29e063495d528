/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * bench/driver.c - call every corpus function many times.
 *
 *   cc -DBENCH_LIST='"corpus-list.h"' driver.c support.o corpus-S.o
 *   valgrind --tool=callgrind --toggle-collect=bench_run ./driver [ROUNDS]
 *
 * bench_run() calls each function of the generated list (gen-corpus.awk
 * list=) with every a in 1..8 and b in 0..7 (the corpus preconditions:
 * a >= 1, 0 <= b < 64), ROUNDS times (default 20), and returns the sum of
 * the results. main() prints that sum: it must not depend on the spelling
 * (a corpus function that read its variable unset would make it differ, or
 * make valgrind's memcheck complain about the bare spelling).
 */
#include <stdio.h>
#include <stdlib.h>

#include "support.h"

#ifndef BENCH_LIST
#error "define BENCH_LIST to the generated list, e.g. -DBENCH_LIST='\"corpus-list.h\"'"
#endif

#define BENCH_FN(f) long f(int a, int b);
#include BENCH_LIST
#undef BENCH_FN

static long (*const bench_fns[])(int, int) = {
#define BENCH_FN(f) f,
#include BENCH_LIST
#undef BENCH_FN
};

long bench_run(int rounds);

__attribute__((noinline)) long bench_run(int rounds)
{
	long sum = 0;
	size_t i;
	int r, a, b;

	for (r = 0; r < rounds; r++)
		for (i = 0; i < sizeof(bench_fns) / sizeof(bench_fns[0]); i++)
			for (a = 1; a <= 8; a++)
				for (b = 0; b < 8; b++)
					sum += bench_fns[i](a, b);
	return sum;
}

int main(int argc, char **argv)
{
	int rounds = argc > 1 ? atoi(argv[1]) : 20;

	printf("%ld %zu\n", bench_run(rounds), sizeof(bench_fns) / sizeof(bench_fns[0]));
	return 0;
}
