// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * Audit fixture: code that still says uninitialized_var(), built through
 * the shim. `pos` is a real bug (read when the key is absent): the audit
 * must say "needed" for the legacy site, as for an annotation, and "stale"
 * for `idx`, which every path sets.
 */
#include <uninitialized_var.h>

int legacy_find(const int *t, int n, int key);

int legacy_find(const int *t, int n, int key)
{
	int i, uninitialized_var(pos);
	int uninitialized_var(idx);

	idx = n - 1;
	for (i = 0; i < n; i++)
		if (t[i] == key)
			pos = i;
	return t[idx] == key ? idx : pos;
}
