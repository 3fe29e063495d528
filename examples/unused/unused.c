// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * examples/unused/unused.c - a variable nobody uses any more.
 *
 * Code changes; the loop that used `best` was rewritten and the declaration
 * stayed behind. -Wall exists to tell you: gcc's -Wunused-variable, and
 * -Wunused-but-set-variable for a variable only written. Whether the
 * compiler can tell depends on how the declaration is spelled:
 *
 *   bare `best`          : "unused variable 'best'"           (warned)
 *   `best = best`        : nothing. The variable is read in its own
 *                          initializer, so it counts as used. This is the
 *                          second charge against uninitialized_var() in the
 *                          2020 removal: it "suppresses unrelated compiler
 *                          warnings (e.g. 'unused variable')".
 *   INIT_FOR_COMPILER    : "unused variable 'best'"           (warned)
 *                          The macro never names the variable in its
 *                          initializer (`best = {0}`), so the warning stays.
 *
 * The checked variants (INIT_SCALAR_FOR_COMPILER() and friends) do name the
 * variable, to check its type, and therefore count as a use: prefer plain
 * INIT_FOR_COMPILER() where unused warnings matter. See
 * INIT_SCALAR_FOR_COMPILER(3).
 *
 * On its own: cc -O2 -Wall -Wextra -Iinclude -Icompat examples/unused/unused.c
 */
#include <stdio.h>

#include "../spelling.h"	/* INIT_FOR_COMPILER(): see examples/spelling.h */

static int lowest(const int *v, int n)
{
	int i, min;
	int INIT_FOR_COMPILER(best);	/* left over: nothing reads or writes it */

	min = v[0];
	for (i = 1; i < n; i++)
		if (v[i] < min)
			min = v[i];
	return min;
}

int main(void)
{
	static const int v[] = { 7, 3, 9, 4 };

	printf("lowest = %d\n", lowest(v, 4));
	return lowest(v, 4) == 3 ? 0 : 1;
}
