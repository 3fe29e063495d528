// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * bench/prefilter-cost.c - what each of scan's byte filters costs, one by
 * one, on every file whose path comes on standard input (make
 * bench-prefilter; docs/performance.md, "Where the CPU goes").
 *
 *   find TREE -name '*.[ch]' | prefilter-cost
 *
 * Reads each file once (files_read()), then times, on its bytes in memory,
 * each filter of tools/prefilter.c and tools/shim.c that scan runs on every
 * file, with the shims uninitialized_var alone (and, for util_memmem(),
 * the search for a shim's name that has_shim_name() makes, against the
 * libc's memmem(), with Linux's LINT_USE), and prints per filter the
 * seconds of the whole tree and the files it lets through. The time of
 * reading is left out: these are the filters' own costs, one thread, warm
 * cache. The static filters are reached by including prefilter.c; the
 * other objects of the tool are linked in.
 */
/* memmem(3), for the libc's against util_memmem() */
#define _GNU_SOURCE
#include "../tools/prefilter.c"

#include <stdio.h>
#include <time.h>

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

enum { F_WORD, F_CUT, F_RAW, F_NAME, F_SELF, F_SHIM, F_CALLERS, F_ALL, F_MEMMEM, F_GLIBC, NF };

static const char *const fname[NF] = {
	"has_word (tag words, macro names)", "scan_cut_word (splices)",
	"has_raw_string", "has_shim_name", "has_self_init", "shim_prefilter",
	"shim_callers (headers only)", "scan_prefilter (all of it)",
	"util_memmem(\"LINT_USE\")", "memmem(\"LINT_USE\"), the libc's",
};

static int is_header(const char *p)
{
	size_t n = strlen(p);

	return n > 2 && !strcmp(p + n - 2, ".h");
}

static int one(int f, const char *path, const struct fbuf *b, const struct shims *sh)
{
	const unsigned char *u = (const unsigned char *)b->data;
	struct callers c;

	switch (f) {
	case F_WORD: return has_word(u, b->len, sh);
	case F_CUT: return scan_cut_word(b->data, b->len);
	case F_RAW: return has_raw_string(u, b->len);
	case F_NAME: return has_shim_name(b->data, b->len, sh);
	case F_SELF: return has_self_init(u, b->len);
	case F_SHIM: return shim_prefilter(b->data, b->len);
	case F_CALLERS:
		if (!is_header(path) || shim_callers(b->data, b->len, &c))
			return 0;
		free(c.h);
		return 0;
	case F_MEMMEM: return util_memmem(b->data, b->len, "LINT_USE", 8) != NULL;
	case F_GLIBC: return memmem(b->data, b->len, "LINT_USE", 8) != NULL;
	default: return scan_prefilter(b->data, b->len, sh);
	}
}

int main(void)
{
	char path[4096];
	struct fbuf b = { NULL, 0, 0 };
	struct shims sh;
	double t[NF] = { 0 };
	unsigned long hits[NF] = { 0 }, files = 0;
	int f;

	if (shims_init(&sh))
		return 1;
	scan_init();
	while (fgets(path, sizeof(path), stdin)) {
		path[strcspn(path, "\n")] = '\0';
		if (files_read(path, &b))
			continue;
		files++;
		for (f = 0; f < NF; f++) {
			double a = now();

			hits[f] += (unsigned long)one(f, path, &b, &sh);
			t[f] += now() - a;
		}
	}
	printf("%lu files\n", files);
	for (f = 0; f < NF; f++)
		printf("%-36s %6.3f s  %lu files let through\n", fname[f], t[f], hits[f]);
	free(b.data);
	shims_free(&sh);
	return 0;
}
