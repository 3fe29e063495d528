/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * bench/cputime.c - run one command, print its wall and CPU time.
 *
 *   cputime COMMAND [ARG...]
 *
 * Prints "WALL CPU" in seconds (six decimals) on standard output, where CPU
 * is the user + system time of the command and its children (wait4's
 * rusage, microsecond resolution: /usr/bin/time rounds to 10 ms, too coarse
 * for a 20 ms compile). The command's own standard output goes to standard
 * error, so that only the figures reach standard output. Exit status: the
 * command's, or 127 if it could not be run.
 *
 * bench/run.sh alternates the commands it compares round by round with
 * this, rather than running all the runs of one before the next: on a
 * machine shared with other work, a change of load then hits every command
 * alike. CPU time is the steadier figure there; wall time is printed too.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double tv(struct timeval t)
{
	return t.tv_sec + t.tv_usec / 1e6;
}

int main(int argc, char **argv)
{
	struct timespec t0, t1;
	struct rusage ru;
	int status;
	pid_t pid;

	if (argc < 2) {
		fprintf(stderr, "usage: cputime COMMAND [ARG...]\n");
		return 2;
	}
	fflush(stdout);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	pid = fork();
	if (pid < 0) {
		perror("cputime: fork");
		return 127;
	}
	if (pid == 0) {
		dup2(2, 1);
		execvp(argv[1], argv + 1);
		perror(argv[1]);
		_exit(127);
	}
	if (wait4(pid, &status, 0, &ru) != pid) {
		perror("cputime: wait4");
		return 127;
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	printf("%.6f %.6f\n", (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9,
	       tv(ru.ru_utime) + tv(ru.ru_stime));
	if (WIFEXITED(status))
		return WEXITSTATUS(status);
	return 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}
