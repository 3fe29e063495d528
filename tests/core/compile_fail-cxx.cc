// SPDX-License-Identifier: MIT OR GPL-2.0-only
// C++: each checked variant refuses the wrong kind (WHICH = 1, 2, 3).
// EXPECT(1): INIT_PTR_FOR_COMPILER\(cnt\): not a pointer
// EXPECT(2): INIT_SCALAR_FOR_COMPILER\(pp\): not an arithmetic or enum type
// EXPECT(3): INIT_STRUCT_FOR_COMPILER\(ratio\): not a struct, class or union
#include <init_for_compiler.h>

struct pair { int a, b; };
int f();
int f()
{
#if defined(FAIL) && WHICH == 1
	int INIT_PTR_FOR_COMPILER(cnt);
	return cnt;
#elif defined(FAIL) && WHICH == 2
	pair *INIT_SCALAR_FOR_COMPILER(pp);
	return pp != nullptr;
#elif defined(FAIL) && WHICH == 3
	double INIT_STRUCT_FOR_COMPILER(ratio);
	return int(ratio);
#else
	int *INIT_PTR_FOR_COMPILER(cnt);
	double INIT_SCALAR_FOR_COMPILER(ratio);
	pair INIT_STRUCT_FOR_COMPILER(pp);
	return (cnt == nullptr) + int(ratio) + pp.a;
#endif
}
