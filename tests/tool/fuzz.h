/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * tests/tool/fuzz.h - what the fuzz harnesses (tests/tool/fuzz_*.c) share.
 *
 * Each harness defines LLVMFuzzerTestOneInput(). It is built two ways by
 * tests/tool/fuzz.sh: with clang-19 -fsanitize=fuzzer,address,undefined
 * (libFuzzer's main: random and fixed-seed runs), and with any C compiler,
 * -fsanitize=address,undefined and fuzz_main.c, which feeds it the files
 * named on its command line (the regression inputs of
 * tests/tool/fuzz-regress/, on every `make check`, with or without
 * libFuzzer).
 */
#ifndef FUZZ_H
#define FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/*
 * FUZZ_ASSERT - an invariant of the code under test. When it does not hold,
 * the line "fuzz assertion failed: WHAT (FILE:LINE)" goes to stderr and the
 * harness aborts: libFuzzer keeps the input as a crash-* artifact, and
 * fuzz.sh names this line in its failure. Never compiled out.
 */
#define FUZZ_ASSERT(cond, what)							\
	do {									\
		if (!(cond)) {							\
			fprintf(stderr, "fuzz assertion failed: %s (%s:%d)\n",	\
				what, __FILE__, __LINE__);			\
			fflush(stderr);						\
			abort();						\
		}								\
	} while (0)

#endif /* FUZZ_H */
