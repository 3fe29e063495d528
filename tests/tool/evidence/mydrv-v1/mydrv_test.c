// SPDX-License-Identifier: GPL-2.0-only
/*
 * mydrv_test.c - the earlier version's divider in user space, in every
 * mode, each named on the command line (tests/tool/evidence.sh).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mydrv.c"

int main(int argc, char **argv)
{
	if (argc < 2 || strncmp(argv[1], "rate_mode", 9))
		return 2;
	printf("%u\n", mydrv_rate((unsigned int)atoi(argv[1] + 9), 48000));
	return 0;
}
