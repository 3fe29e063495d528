// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tests/tool/fuzz_main.c - a main() for the fuzz harnesses without
 * libFuzzer: feeds each FILE, or each file of each DIRECTORY (sorted), to
 * LLVMFuzzerTestOneInput() once. Before each input it writes
 * "fuzz-replay: FILE" to stderr, so that whatever stops the program (a
 * FUZZ_ASSERT, a sanitizer report, a signal), the last such line names the
 * input. Ends with "fuzz-replay: N inputs, no failure" and exit status 0.
 * Exit status 2 when a file cannot be read or no input was given.
 *
 * Usage: fuzz-replay-HARNESS FILE|DIRECTORY...   (tests/tool/fuzz.sh --replay)
 */
#define _XOPEN_SOURCE 700
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"

static int run_file_(const char *path, size_t *count)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t len = 0, cap = 0, n;

	if (!f) {
		fprintf(stderr, "fuzz-replay: %s: %s\n", path, strerror(errno));
		return -1;
	}
	do {
		if (len == cap) {
			char *v = realloc(buf, cap ? 2 * cap : 4096);

			if (!v) {
				fprintf(stderr, "fuzz-replay: %s: out of memory\n", path);
				free(buf);
				fclose(f);
				return -1;
			}
			buf = v;
			cap = cap ? 2 * cap : 4096;
		}
		n = fread(buf + len, 1, cap - len, f);
		len += n;
	} while (n > 0);
	if (ferror(f)) {
		fprintf(stderr, "fuzz-replay: %s: read error\n", path);
		free(buf);
		fclose(f);
		return -1;
	}
	fclose(f);
	fprintf(stderr, "fuzz-replay: %s\n", path);
	fflush(stderr);
	/* a copy of exactly len bytes, so that reading past it is caught */
	{
		uint8_t *copy = malloc(len ? len : 1);

		if (!copy) {
			free(buf);
			return -1;
		}
		if (len)
			memcpy(copy, buf, len);
		free(buf);
		LLVMFuzzerTestOneInput(copy, len);
		free(copy);
	}
	++*count;
	return 0;
}

static int only_files_(const struct dirent *d)
{
	return d->d_name[0] != '.';
}

int main(int argc, char **argv)
{
	size_t count = 0;
	int i, bad = 0;

	if (argc < 2) {
		fprintf(stderr, "usage: %s FILE|DIRECTORY...\n", argv[0]);
		return 2;
	}
	for (i = 1; i < argc; i++) {
		struct stat st;

		if (stat(argv[i], &st)) {
			fprintf(stderr, "fuzz-replay: %s: %s\n", argv[i], strerror(errno));
			bad = 1;
		} else if (S_ISDIR(st.st_mode)) {
			struct dirent **list;
			int n = scandir(argv[i], &list, only_files_, alphasort), k;

			if (n < 0) {
				fprintf(stderr, "fuzz-replay: %s: %s\n", argv[i], strerror(errno));
				bad = 1;
				continue;
			}
			for (k = 0; k < n; k++) {
				char path[4096];

				snprintf(path, sizeof(path), "%s/%s", argv[i], list[k]->d_name);
				if (!stat(path, &st) && S_ISREG(st.st_mode) && run_file_(path, &count))
					bad = 1;
				free(list[k]);
			}
			free(list);
		} else if (run_file_(argv[i], &count)) {
			bad = 1;
		}
	}
	if (bad)
		return 2;
	fprintf(stderr, "fuzz-replay: %zu inputs, no failure\n", count);
	return 0;
}
