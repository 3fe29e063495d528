/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * tests/claims/fp.c - a false positive of the uninitialized-use warnings,
 * and variables that are never used or set but never read.
 *
 * DECL(x) is the spelling under test, chosen with -DSPELL=N by
 * tests/claims/run-claims.sh:
 *   0 bare `x` (the control: the compilers must warn), 1 INIT_FOR_COMPILER,
 *   2 the checked variant of the type (INIT_SCALAR/PTR/STRUCT_FOR_COMPILER),
 *   3 `x = x` (the kernel's old GCC definition), 4 `x = *(&(x))` (old Clang).
 * -DPART=FP compiles the false positive, -DPART=UNUSED the never-used
 * variable, -DPART=SETONLY the set-but-not-read one, -DPART=ASSIGN the
 * false positive that a dummy assignment quiets (SET(x, v), below).
 *
 * The false positives: x is set and read under the same condition, a flag
 * the programmer knows work() leaves alone (gcc -O2 -Wmaybe-uninitialized);
 * x is set on both branches of an if/else-if whose conditions are exhaustive
 * (clang -Wsometimes-uninitialized "whenever 'if' condition is false").
 */
#include <init_for_compiler.h>

#define FP 1
#define UNUSED 2
#define SETONLY 3
#define ASSIGN 4

#if SPELL == 0
#define DECL(x) x
#define DECL_PTR(x) x
#define DECL_STRUCT(x) x
#elif SPELL == 1
#define DECL(x) INIT_FOR_COMPILER(x)
#define DECL_PTR(x) INIT_FOR_COMPILER(x)
#define DECL_STRUCT(x) INIT_FOR_COMPILER(x)
#elif SPELL == 2
#define DECL(x) INIT_SCALAR_FOR_COMPILER(x)
#define DECL_PTR(x) INIT_PTR_FOR_COMPILER(x)
#define DECL_STRUCT(x) INIT_STRUCT_FOR_COMPILER(x)
#elif SPELL == 3
#define DECL(x) x = x
#define DECL_PTR(x) x = x
#define DECL_STRUCT(x) x = x
#elif SPELL == 4
#define DECL(x) x = *(&(x))
#define DECL_PTR(x) x = *(&(x))
#define DECL_STRUCT(x) x = *(&(x))
#endif

/* The assignment form (PART=ASSIGN): 0 none (the control), 1
 * ASSIGN_FOR_COMPILER, 5 the hand-written `x = v;` it replaces. */
#if SPELL == 1
#define SET(x, v) ASSIGN_FOR_COMPILER(x, v)
#elif SPELL == 5
#define SET(x, v) ((x) = (v))
#else
#define SET(x, v) ((void)0)
#endif

struct pair {
	int a;
	long b;
};

extern int flag;
int source(void);
int *source_ptr(void);
struct pair source_pair(void);
void work(void);

#if PART == FP
int fp_int(void);
int fp_int(void)
{
	int DECL(value);

	if (flag)
		value = source();
	work();
	if (flag)
		return value;
	return 0;
}

int *fp_ptr(void);
int *fp_ptr(void)
{
	int *DECL_PTR(ptr);

	if (flag)
		ptr = source_ptr();
	work();
	if (flag)
		return ptr;
	return (int *)0;
}

long fp_struct(void);
long fp_struct(void)
{
	struct pair DECL_STRUCT(pair);

	if (flag)
		pair = source_pair();
	work();
	if (flag)
		return pair.b;
	return 0;
}

int fp_exhaustive(int n);
int fp_exhaustive(int n)
{
	int DECL(value);
	int *DECL_PTR(ptr);
	struct pair DECL_STRUCT(pair);

	if (n > 0) {
		value = source();
		ptr = source_ptr();
		pair = source_pair();
	} else if (n <= 0) {
		value = -source();
		ptr = source_ptr() + 1;
		pair = source_pair();
	}
	return value + *ptr + pair.a;
}
#elif PART == UNUSED
void unused(void);
void unused(void)
{
	int DECL(never_used);
}
#elif PART == ASSIGN
/*
 * fatal() does not return, but nothing tells the compiler so: the default
 * branch is a path on which value stays unset (gcc -O2
 * -Wmaybe-uninitialized; clang -Wsometimes-uninitialized "whenever switch
 * default is taken"), and the dummy assignment after fatal() is what
 * programmers write to quiet it ("value = 0;", commented "keep compiler quiet").
 */
void fatal(void);
int fp_assign(int mode);
int fp_assign(int mode)
{
	int value;

	switch (mode) {
	case 0:
		value = source();
		break;
	case 1:
		value = -source();
		break;
	default:
		fatal();
		SET(value, -1);
		break;
	}
	return value;
}
#elif PART == SETONLY
void setonly(void);
void setonly(void)
{
	int DECL(set_only);

	set_only = source();
}
#endif
