// SPDX-License-Identifier: MIT OR GPL-2.0-only
// C++ before C++11 is refused by #error. Built with -std=c++98 only with -DFAIL.
// EXPECT: C\+\+ before C\+\+11 is not supported
#include <init_for_compiler.h>

int f();
int f()
{
	int INIT_FOR_COMPILER(x);
	return x;
}
