// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * Audit fixture: the assignment form, ASSIGN_FOR_COMPILER() (issue 34),
 * which an audit build leaves out, as convert writes it from
 * `x = 0; /\* keep compiler quiet *\/`.
 *
 * pick(): the comment says the zero is only for the compiler, but the
 * default path returns it: in audit mode every compiler warns on `x`
 * there, and the verdict is review, with the path the warning names.
 * twice(): `y` is set on every path after the assignment: no compiler
 * warns, the verdict is stale. out(): an assignment through a pointer: no
 * compiler can warn on what it points to, so the audit cannot say stale
 * and says unknown.
 */
#include <init_for_compiler.h>

enum mode { MODE_A, MODE_B, MODE_C };

int pick(enum mode m, int v);
int twice(int a);
void out(int a, int *res);

int pick(enum mode m, int v)
{
	int x;

	switch (m) {
	case MODE_A:
		x = v;
		break;
	case MODE_B:
		x = -v;
		break;
	default:
		ASSIGN_FOR_COMPILER(x, 0);
		break;
	}
	return x;
}

int twice(int a)
{
	int y;

	ASSIGN_FOR_COMPILER(y, 0);
	if (a > 0)
		y = 1;
	else
		y = 2;
	return y;
}

void out(int a, int *res)
{
	if (a < 0) {
		ASSIGN_FOR_COMPILER(*res, -1);
		return;
	}
	*res = a;
}
