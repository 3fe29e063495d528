/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * tests/claims/textid.c - each macro against the hand-written zero it stands
 * for. run-claims.sh builds this at -O2 with -DMACRO=1 and -DMACRO=0 and
 * compares the .text bytes: they must be identical. In C23 it also builds
 * -DMACRO=2, the zeros hand-written the C23 way (`= {}`, nullptr,
 * `(struct triple){}`), which the macros must equal as well.
 * Object-code identity in general is bench/identity.sh's (a 145-function
 * corpus): this file covers what that does not, the clangs it does not
 * build and the C23 hand-written forms.
 */
#include <init_for_compiler.h>

struct triple {
	int a;
	long b;
	char c;
};

extern int flag;
int source(void);
int *source_ptr(void);
struct triple source_triple(void);

#if MACRO == 1
#define I_INIT(x) INIT_FOR_COMPILER(x)
#define I_SCALAR(x) INIT_SCALAR_FOR_COMPILER(x)
#define I_PTR(x) INIT_PTR_FOR_COMPILER(x)
#define I_STRUCT(x) INIT_STRUCT_FOR_COMPILER(x)
#define Z_INT(x) ZERO_FOR_COMPILER(x)
#define Z_PTR(x) ZERO_FOR_COMPILER(x)
#define Z_STRUCT(x) ZERO_FOR_COMPILER(x)
#elif MACRO == 2
/* C23, hand-written with the empty initializer */
#define I_INIT(x) x = {}
#define I_SCALAR(x) x = {}
#define I_PTR(x) x = {}
#define I_STRUCT(x) x = {}
#define Z_INT(x) 0
#define Z_PTR(x) nullptr
#define Z_STRUCT(x) ((struct triple){})
#else
#define I_INIT(x) x = 0
#define I_SCALAR(x) x = 0
#define I_PTR(x) x = ((void *)0)
#define I_STRUCT(x) x = { 0 }
#define Z_INT(x) 0
#define Z_PTR(x) ((void *)0)
#define Z_STRUCT(x) ((struct triple){ 0 })
#endif

int t_init(void);
int t_init(void)
{
	int I_INIT(x);

	if (flag)
		x = source();
	return x;
}

int t_scalar(void);
int t_scalar(void)
{
	int I_SCALAR(x);

	if (flag)
		x = source();
	return x;
}

int *t_ptr(void);
int *t_ptr(void)
{
	int *I_PTR(p);

	if (flag)
		p = source_ptr();
	return p;
}

long t_struct(void);
long t_struct(void)
{
	struct triple I_STRUCT(s);

	if (flag)
		s = source_triple();
	return s.b + s.c;
}

long t_struct_init(void);
long t_struct_init(void)
{
#if MACRO == 1
	struct triple INIT_FOR_COMPILER(s);
#elif MACRO == 2
	struct triple s = {};
#else
	struct triple s = { 0 };
#endif

	if (flag)
		s = source_triple();
	return s.a + s.b;
}

int t_zero(int x);
int t_zero(int x)
{
	if (flag)
		x = Z_INT(x);
	return x;
}

int *t_zero_ptr(int *p);
int *t_zero_ptr(int *p)
{
	if (flag)
		p = Z_PTR(p);
	return p;
}

long t_zero_struct(struct triple s);
long t_zero_struct(struct triple s)
{
	if (flag)
		s = Z_STRUCT(s);
	return s.b;
}
