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
 * -timeout=N (as libFuzzer's): an input that runs for more than N seconds
 * stops the program with "fuzz-replay: timeout: FILE ran for more than N s"
 * and exit status 97 (fuzz.sh's -timeout_exitcode of libFuzzer). Without
 * it, an input may run for ever. The memory limit is the sanitizer's
 * (fuzz.sh sets ASAN_OPTIONS hard_rss_limit_mb and max_allocation_size_mb).
 *
 * Usage: fuzz-replay-HARNESS [-timeout=N] FILE|DIRECTORY...
 *        (tests/tool/fuzz.sh --replay)
 */
#define _XOPEN_SOURCE 700
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fuzz.h"

#define TIMEOUT_EXIT_ 97

static unsigned timeout_;		/* seconds per input; 0: none */
static const char *volatile current_;	/* the input running */
static char timeout_text_[32];		/* " ran for more than N s\n" */

static void write_str_(const char *s)
{
	size_t n = strlen(s);

	while (n > 0) {
		ssize_t w = write(2, s, n);

		if (w <= 0)
			return;
		s += w;
		n -= (size_t)w;
	}
}

/* SIGALRM: the input has run for timeout_ seconds (async-signal-safe). */
static void on_alarm_(int sig)
{
	(void)sig;
	write_str_("fuzz-replay: timeout: ");
	write_str_(current_ ? current_ : "?");
	write_str_(timeout_text_);
	_exit(TIMEOUT_EXIT_);
}

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
		current_ = path;
		alarm(timeout_);
		LLVMFuzzerTestOneInput(copy, len);
		alarm(0);
		current_ = NULL;
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
	int i = 1, bad = 0;

	if (argc > 1 && !strncmp(argv[1], "-timeout=", 9)) {
		char *end;
		unsigned long t = strtoul(argv[1] + 9, &end, 10);

		if (end == argv[1] + 9 || *end || t == 0 || t > 86400) {
			fprintf(stderr, "%s: -timeout=N: N seconds, 1 to 86400\n", argv[0]);
			return 2;
		}
		timeout_ = (unsigned)t;
		snprintf(timeout_text_, sizeof(timeout_text_), " ran for more than %u s\n", timeout_);
		signal(SIGALRM, on_alarm_);
		i++;
	}
	if (i >= argc) {
		fprintf(stderr, "usage: %s [-timeout=N] FILE|DIRECTORY...\n", argv[0]);
		return 2;
	}
	for (; i < argc; i++) {
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
