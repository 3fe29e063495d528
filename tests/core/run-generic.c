/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * run-generic.c - the generic definitions in C11 (tcc, chibicc, and gcc or
 * clang with INIT_FOR_COMPILER_GENERIC=1): built and run by tests/core/run.sh,
 * also with -DINIT_FOR_COMPILER_HAVE_TYPEOF_=0, the path of a C11 compiler
 * without typeof (MSVC), where ZERO_FOR_COMPILER() is typed by _Generic.
 *
 * For every arithmetic type: ZERO_FOR_COMPILER(v) has v's type (checked with
 * _Generic, which is why this needs C11) and the value 0, and the checked
 * variants accept it; INIT_SCALAR_FOR_COMPILER() accepts an enum, INIT_PTR_
 * a pointer, INIT_STRUCT_ a struct. Exit status: 0 all good, else the number
 * of the first failed check. Includes no libc header (chibicc has none).
 */
#include <init_for_compiler.h>

#if !defined(__STDC_VERSION__) || __STDC_VERSION__ < 201112L
#error "run-generic.c needs C11 (_Generic)"
#endif

enum colour { RED, GREEN };
struct pair { int a; long b; };
typedef int (*fn_t)(void);

/* 1 when ZERO_FOR_COMPILER(v) has type T and value 0, and v = its value */
#define TYPED_ZERO(T) \
	(_Generic(ZERO_FOR_COMPILER(v_##T), T: 1, default: 0) && \
	 (v_##T = ZERO_FOR_COMPILER(v_##T)) == 0)

typedef signed char schar;
typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;
typedef long long llong;
typedef unsigned long long ullong;
typedef long double ldouble;

/* the types under test, as variables set to 1 first */
#define DECL(T) T v_##T = 1;

int main(void)
{
	int n = 0;
	DECL(_Bool) DECL(char) DECL(schar) DECL(uchar) DECL(short) DECL(ushort)
	DECL(int) DECL(uint) DECL(long) DECL(ulong) DECL(llong) DECL(ullong)
	DECL(float) DECL(double) DECL(ldouble)
	int *p = &n;
	/* the checked variants on the right kinds of type */
	enum colour INIT_SCALAR_FOR_COMPILER(e);
	long double INIT_SCALAR_FOR_COMPILER(ld);
	_Bool INIT_SCALAR_FOR_COMPILER(b);
	const char *INIT_PTR_FOR_COMPILER(s);
	fn_t INIT_PTR_FOR_COMPILER(fn);
	struct pair INIT_STRUCT_FOR_COMPILER(pr);

#define CHECK(c) do { n++; if (!(c)) return n; } while (0)
	CHECK(TYPED_ZERO(_Bool));
	CHECK(TYPED_ZERO(char));
	CHECK(TYPED_ZERO(schar));
	CHECK(TYPED_ZERO(uchar));
	CHECK(TYPED_ZERO(short));
	CHECK(TYPED_ZERO(ushort));
	CHECK(TYPED_ZERO(int));
	CHECK(TYPED_ZERO(uint));
	CHECK(TYPED_ZERO(long));
	CHECK(TYPED_ZERO(ulong));
	CHECK(TYPED_ZERO(llong));
	CHECK(TYPED_ZERO(ullong));
	CHECK(TYPED_ZERO(float));
	CHECK(TYPED_ZERO(double));
	CHECK(TYPED_ZERO(ldouble));
	p = ZERO_FOR_COMPILER(p);
	CHECK(!p);
	CHECK(e == RED && ld == 0 && !b && !s && !fn && pr.a == 0 && pr.b == 0);
	return 0;
}
