// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * Audit fixture: a false positive the compilers still flag. `last` is read
 * only when `found` is set, and `found` is set only together with `last`;
 * a compiler that does not correlate the two flags the read anyway, so the
 * annotation stays "needed" (a human has looked: it is a false alarm).
 */
#include <init_for_compiler.h>

int last_positive(const int *v, int n);

int last_positive(const int *v, int n)
{
	int i, found = 0;
	int INIT_FOR_COMPILER(last);

	for (i = 0; i < n; i++) {
		if (v[i] > 0) {
			last = v[i];
			found = 1;
		}
	}
	if (!found)
		return -1;
	return last;
}
