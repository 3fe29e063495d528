/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/* A compiler header included directly is refused, naming the right header. */
/* EXPECT(gcc): Please don't include <init_for_compiler/compiler-gcc\.h> directly, include <init_for_compiler\.h> instead\. */
/* EXPECT(clang): Please don't include <init_for_compiler/compiler-clang\.h> directly, include <init_for_compiler\.h> instead\. */
/* EXPECT(intel): Please don't include <init_for_compiler/compiler-intel\.h> directly, include <init_for_compiler\.h> instead\. */
/* EXPECT(sparse): Please don't include <init_for_compiler/compiler-sparse\.h> directly, include <init_for_compiler\.h> instead\. */
/* EXPECT(generic): Please don't include <init_for_compiler/compiler-generic\.h> directly, include <init_for_compiler\.h> instead\. */
#ifdef FAIL
#include HDR
#else
#include <init_for_compiler.h>
#endif
int f(void);
int f(void) { return 0; }
