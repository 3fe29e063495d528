/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/* tests/docs/cmake-audit/src/lookup.c - sets *out whenever it returns 0 */
int lookup(int key, int *out);

int lookup(int key, int *out)
{
	if (key < 0)
		return -1;
	*out = key * 2;
	return 0;
}
