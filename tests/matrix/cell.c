/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * tests/matrix/cell.c - the program every cell of the compatibility matrix
 * compiles (with that cell's compiler, -std and strictest warnings, -Werror)
 * and runs.
 *
 * Every public macro of <init_for_compiler.h> (and uninitialized_var() of the
 * compat shim) is used on every type the cell supports, in a function called
 * through a volatile function pointer right after the stack was filled with
 * 0xA5 bytes, so that a macro expanding to no initializer reads back garbage
 * and the check fails (tests/matrix/run-matrix.sh proves this with the
 * MATRIX_BROKEN self-test). The values are checked as all-zero bytes where the
 * type has no padding, member by member where it does.
 *
 * The program includes no header but the ones under test unless MATRIX_HOSTED
 * is 1 (then <stdio.h>, for a readable failure message), so the same file is
 * the -ffreestanding -nostdinc cell and the chibicc cell (Debian's chibicc
 * ships no <stddef.h>). Exit status: 0 all good; N (1..99) the N-th test of
 * matrix_tests[] failed; 100 INIT_FOR_COMPILER_COMPILER is not
 * MATRIX_EXPECT_COMPILER.
 *
 * Type groups, each left out with -DMATRIX_NO_<GROUP>=1 where the cell does
 * not support it. run-matrix.sh lists why, and proves the listed reason: the
 * same build with that one group put back must fail with the diagnostic the
 * reason names (ccan's compile_fail convention), or, for a miscompilation,
 * must fail at run time:
 *   LLONG        long long, unsigned long long           (C99, C++11)
 *   BOOL         _Bool (bool in C++)                     (C99)
 *   COMPLEX      float/double _Complex                   (C99, not C++)
 *   ATOMIC       _Atomic int via INIT_SCALAR_FOR_COMPILER and ZERO (C11)
 *   ATOMIC_INIT  _Atomic int via INIT_FOR_COMPILER
 *   ENUM         INIT_SCALAR_FOR_COMPILER and ZERO_FOR_COMPILER on an enum
 *   ENUM_INIT    INIT_FOR_COMPILER on an enum and on a struct whose first
 *                member is an enum
 *   ENUM_STRUCT  INIT_STRUCT_FOR_COMPILER on a struct whose first member is
 *                an enum
 *   BITS         a struct that begins with bit-fields
 *   ZERO         ZERO_FOR_COMPILER on scalars and pointers
 *   ZERO_AGGR    ZERO_FOR_COMPILER on structs and unions
 *   COMPAT       uninitialized_var() from compat/uninitialized_var.h
 *   ARRAY        INIT_FOR_COMPILER(a[5]): an array's declarator in the macro
 * Everything else (integers, floating types, pointers, function pointers,
 * structs with and without padding, nested structs, unions, const objects,
 * several declarators in one declaration, ASSIGN_FOR_COMPILER) is the base
 * set every cell must pass.
 */
#include <init_for_compiler.h>

#ifndef MATRIX_HOSTED
#define MATRIX_HOSTED 0
#endif
#ifndef MATRIX_BROKEN
#define MATRIX_BROKEN 0
#endif

#ifndef MATRIX_NO_LLONG
#define MATRIX_NO_LLONG 0
#endif
#ifndef MATRIX_NO_BOOL
#define MATRIX_NO_BOOL 0
#endif
#ifndef MATRIX_NO_COMPLEX
#define MATRIX_NO_COMPLEX 0
#endif
#ifndef MATRIX_NO_ATOMIC
#define MATRIX_NO_ATOMIC 0
#endif
#ifndef MATRIX_NO_ATOMIC_INIT
#define MATRIX_NO_ATOMIC_INIT 0
#endif
#ifndef MATRIX_NO_ENUM_INIT
#define MATRIX_NO_ENUM_INIT 0
#endif
#ifndef MATRIX_NO_ENUM_STRUCT
#define MATRIX_NO_ENUM_STRUCT 0
#endif
#ifndef MATRIX_NO_COMPAT
#define MATRIX_NO_COMPAT 0
#endif
#ifndef MATRIX_NO_ZERO_AGGR
#define MATRIX_NO_ZERO_AGGR 0
#endif
#ifndef MATRIX_NO_ZERO
#define MATRIX_NO_ZERO 0
#endif
#ifndef MATRIX_NO_ENUM
#define MATRIX_NO_ENUM 0
#endif
#ifndef MATRIX_NO_BITS
#define MATRIX_NO_BITS 0
#endif
#ifndef MATRIX_NO_ARRAY
#define MATRIX_NO_ARRAY 0
#endif
#define MATRIX_LLONG       (!MATRIX_NO_LLONG)
#define MATRIX_BOOL        (!MATRIX_NO_BOOL)
#define MATRIX_COMPLEX     (!MATRIX_NO_COMPLEX)
#define MATRIX_ATOMIC      (!MATRIX_NO_ATOMIC)
#define MATRIX_ATOMIC_INIT (!MATRIX_NO_ATOMIC_INIT)
#define MATRIX_ENUM_INIT   (!MATRIX_NO_ENUM_INIT)
#define MATRIX_ENUM_STRUCT (!MATRIX_NO_ENUM_STRUCT)
#define MATRIX_COMPAT      (!MATRIX_NO_COMPAT)
#define MATRIX_ZERO_AGGR   (!MATRIX_NO_ZERO_AGGR)
#define MATRIX_ZERO        (!MATRIX_NO_ZERO)
#define MATRIX_ENUM        (!MATRIX_NO_ENUM)
#define MATRIX_BITS        (!MATRIX_NO_BITS)
#define MATRIX_ARRAY       (!MATRIX_NO_ARRAY)

#if MATRIX_COMPAT
#include <uninitialized_var.h>
#endif

#if MATRIX_HOSTED
#include <stdio.h>
#endif

/*
 * Self-test of this program: with MATRIX_BROKEN=1 the declarator macros lose
 * their initializer and ASSIGN_FOR_COMPILER() its assignment (what the
 * library must never do in a normal build). The program must then fail at
 * -O0, the assignment's test among the failures, which shows that its checks
 * can fail.
 */
#if MATRIX_BROKEN
#undef INIT_FOR_COMPILER
#undef INIT_PTR_FOR_COMPILER
#undef INIT_SCALAR_FOR_COMPILER
#undef INIT_STRUCT_FOR_COMPILER
#define INIT_FOR_COMPILER(x) x
#define INIT_PTR_FOR_COMPILER(x) x
#define INIT_SCALAR_FOR_COMPILER(x) x
#define INIT_STRUCT_FOR_COMPILER(x) x
#undef ASSIGN_FOR_COMPILER
#define ASSIGN_FOR_COMPILER(lhs, value) ((void)0)
#endif

#ifdef __cplusplus
#define MATRIX_CAST(T, e) static_cast<T>(e)
#else
#define MATRIX_CAST(T, e) ((T)(e))
#endif

/* The version macros are integer constant expressions usable in #if. */
#if !defined(INIT_FOR_COMPILER_VERSION) || !defined(INIT_FOR_COMPILER_VERSION_MAJOR) || \
	!defined(INIT_FOR_COMPILER_VERSION_MINOR) || !defined(INIT_FOR_COMPILER_VERSION_PATCH)
#error "version macros missing"
#endif
#if INIT_FOR_COMPILER_VERSION != INIT_FOR_COMPILER_VERSION_ENCODE(INIT_FOR_COMPILER_VERSION_MAJOR, \
	INIT_FOR_COMPILER_VERSION_MINOR, INIT_FOR_COMPILER_VERSION_PATCH)
#error "INIT_FOR_COMPILER_VERSION != ENCODE(MAJOR, MINOR, PATCH)"
#endif
#if INIT_FOR_COMPILER_VERSION_ENCODE(1, 2, 3) != 1002003
#error "INIT_FOR_COMPILER_VERSION_ENCODE(1, 2, 3) != 1002003"
#endif

/* ---- helpers ---------------------------------------------------------- */

/* Fill a stack area with 0xA5 so that an uninitialized local reads garbage. */
static void matrix_dirty(void)
{
	volatile unsigned char buf[4096];
	unsigned long i;

	for (i = 0; i < sizeof buf; i++)
		buf[i] = 0xA5;
}

/* Fill an object with 0xA5 before `x = ZERO_FOR_COMPILER(x);` or
 * ASSIGN_FOR_COMPILER(x, v). */
static void matrix_fill(void *p, unsigned long n)
{
	unsigned char *b = MATRIX_CAST(unsigned char *, p);
	unsigned long i;

	for (i = 0; i < n; i++)
		b[i] = 0xA5;
}

/* 1 when the n bytes at p are all zero. */
static int matrix_zero_bytes(const void *p, unsigned long n)
{
	const unsigned char *b = MATRIX_CAST(const unsigned char *, p);
	unsigned long i;

	for (i = 0; i < n; i++)
		if (b[i] != 0)
			return 0;
	return 1;
}

/* Zero test for a floating value without == (-Wfloat-equal): false for NaN. */
#define MATRIX_FZERO(v) ((v) <= 0 && (v) >= 0)
#define MATRIX_BYTES(v) matrix_zero_bytes(&(v), sizeof(v))

#define MATRIX_CHECK(bit, cond) \
	do { \
		if (!(cond)) \
			bad |= 1 << (bit); \
	} while (0)

/*
 * One test function per type. Bits of the result: 0 INIT_FOR_COMPILER,
 * 1 the checked variant (INIT_SCALAR/INIT_PTR/INIT_STRUCT_FOR_COMPILER),
 * 2 ZERO_FOR_COMPILER, 3 uninitialized_var().
 */
#if MATRIX_ZERO
/* `c = ZERO_FOR_COMPILER(c);` over a 0xA5-filled object */
#define MATRIX_ZERO_PART(T, ISZERO) \
	{ \
		T c; \
		matrix_fill(&c, sizeof c); \
		c = ZERO_FOR_COMPILER(c); \
		MATRIX_CHECK(2, ISZERO(c)); \
	}
#else
#define MATRIX_ZERO_PART(T, ISZERO)
#endif

#define MATRIX_TEST(N, T, CHECKED, ISZERO) \
	static int matrix_test_##N(void) \
	{ \
		int bad = 0; \
		T INIT_FOR_COMPILER(a); \
		T CHECKED(b); \
		MATRIX_CHECK(0, ISZERO(a)); \
		MATRIX_CHECK(1, ISZERO(b)); \
		MATRIX_ZERO_PART(T, ISZERO) \
		return bad; \
	}

/* Aggregates: INIT_FOR_COMPILER and the checked variant (ZERO_FOR_COMPILER
 * is the ZERO_AGGR group). */
#define MATRIX_AGGR_TEST(N, T, ISZERO) \
	static int matrix_test_##N(void) \
	{ \
		int bad = 0; \
		T INIT_FOR_COMPILER(a); \
		T INIT_STRUCT_FOR_COMPILER(b); \
		MATRIX_CHECK(0, ISZERO(a)); \
		MATRIX_CHECK(1, ISZERO(b)); \
		return bad; \
	}

/* No value comparison for these (-Wfloat-equal / atomics): all-zero bytes
 * is +0 for _Complex and 0 for _Atomic int. */
#define MATRIX_ISZERO_RAW(v) MATRIX_BYTES(v)
/* Integer-like types: value 0 and every byte 0. */
#define MATRIX_ISZERO_INT(v) ((v) == 0 && MATRIX_ISZERO_RAW(v))
/* float and double: +0.0 is all-zero bytes. */
#define MATRIX_ISZERO_FLT(v) (MATRIX_FZERO(v) && MATRIX_BYTES(v))
/* long double: x87 80-bit value in 16 bytes, the 6 padding bytes are not
 * part of the value: compare the value only. */
#define MATRIX_ISZERO_LDBL(v) MATRIX_FZERO(v)
/* Pointers: null, and (on every target this runs on) all-zero bytes. */
#define MATRIX_ISZERO_PTR(v) (!(v) && MATRIX_BYTES(v))

/* ---- base types -------------------------------------------------------- */

enum matrix_color { MATRIX_RED, MATRIX_GREEN, MATRIX_BLUE };

struct matrix_plain {			/* no padding on LP64 */
	int i;
	unsigned u;
	long l;
};

struct matrix_padded {			/* padding after c and after s */
	char c;
	double d;
	short s;
};

struct matrix_nested {
	struct matrix_padded in;
	int *p;
	struct matrix_plain arr[2];
	char name[7];
};

union matrix_union {			/* first member is the largest */
	double d;
	int i;
	char c;
};

typedef int (*matrix_fn)(int);

static int matrix_plain_zero(const struct matrix_plain *s)
{
	return s->i == 0 && s->u == 0 && s->l == 0 && MATRIX_BYTES(*s);
}

static int matrix_padded_zero(const struct matrix_padded *s)
{
	return s->c == 0 && MATRIX_FZERO(s->d) && MATRIX_BYTES(s->d) && s->s == 0;
}

static int matrix_nested_zero(const struct matrix_nested *s)
{
	return matrix_padded_zero(&s->in) && !s->p && matrix_plain_zero(&s->arr[0]) &&
		matrix_plain_zero(&s->arr[1]) && MATRIX_BYTES(s->name);
}

static int matrix_union_zero(const union matrix_union *u)
{
	/* {0} initializes the first member, which covers every byte. */
	return sizeof *u == sizeof u->d && MATRIX_BYTES(*u) && u->i == 0 && u->c == 0;
}

#define MATRIX_ISZERO_PLAIN(v)  matrix_plain_zero(&(v))
#define MATRIX_ISZERO_PADDED(v) matrix_padded_zero(&(v))
#define MATRIX_ISZERO_NESTED(v) matrix_nested_zero(&(v))
#define MATRIX_ISZERO_UNION(v)  matrix_union_zero(&(v))

MATRIX_TEST(char, char, INIT_SCALAR_FOR_COMPILER, MATRIX_ISZERO_INT)
MATRIX_TEST(schar, signed char, INIT_SCALAR_FOR_COMPILER, MATRIX_ISZERO_INT)
MATRIX_TEST(uchar, unsigned char, INIT_SCALAR_FOR_COMPILER, MATRIX_ISZERO_INT)
MATRIX_TEST(short, short, INIT_SCALAR_FOR_COMPILER, MATRIX_ISZERO_INT)
MATRIX_TEST(ushort, unsigned short, INIT_SCALAR_FOR_COMPILER, MATRIX_ISZERO_INT)
MATRIX_TEST(int, int, INIT_SCALAR_FOR_COMPILER, MATRIX_ISZERO_INT)
MATRIX_TEST(uint, unsigned int, INIT_SCALAR_FOR_COMPILER, MATRIX_ISZERO_INT)
MATRIX_TEST(long, long, INIT_SCALAR_FOR_COMPILER, MATRIX_ISZERO_INT)
MATRIX_TEST(ulong, unsigned long, INIT_SCALAR_FOR_COMPILER, MATRIX_ISZERO_INT)
MATRIX_TEST(float, float, INIT_SCALAR_FOR_COMPILER, MATRIX_ISZERO_FLT)
MATRIX_TEST(double, double, INIT_SCALAR_FOR_COMPILER, MATRIX_ISZERO_FLT)
MATRIX_TEST(ldouble, long double, INIT_SCALAR_FOR_COMPILER, MATRIX_ISZERO_LDBL)
MATRIX_TEST(intp, int *, INIT_PTR_FOR_COMPILER, MATRIX_ISZERO_PTR)
MATRIX_TEST(ccharp, const char *, INIT_PTR_FOR_COMPILER, MATRIX_ISZERO_PTR)
MATRIX_TEST(voidp, void *, INIT_PTR_FOR_COMPILER, MATRIX_ISZERO_PTR)
MATRIX_TEST(doublepp, double **, INIT_PTR_FOR_COMPILER, MATRIX_ISZERO_PTR)
MATRIX_TEST(structp, struct matrix_padded *, INIT_PTR_FOR_COMPILER, MATRIX_ISZERO_PTR)
MATRIX_TEST(fnp, matrix_fn, INIT_PTR_FOR_COMPILER, MATRIX_ISZERO_PTR)
MATRIX_AGGR_TEST(plain, struct matrix_plain, MATRIX_ISZERO_PLAIN)
MATRIX_AGGR_TEST(padded, struct matrix_padded, MATRIX_ISZERO_PADDED)
MATRIX_AGGR_TEST(nested, struct matrix_nested, MATRIX_ISZERO_NESTED)
MATRIX_AGGR_TEST(union, union matrix_union, MATRIX_ISZERO_UNION)

#if MATRIX_ARRAY
/* An array's declarator inside INIT_FOR_COMPILER(): every element zero
 * (the declarator is `a[5]`, the initializer the macro's `{0}` or `{}`). */
static int matrix_test_array(void)
{
	int bad = 0;
	int INIT_FOR_COMPILER(a[5]);
	struct matrix_padded INIT_FOR_COMPILER(p[2]);

	MATRIX_CHECK(0, MATRIX_BYTES(a) && matrix_padded_zero(&p[0]) && matrix_padded_zero(&p[1]));
	return bad;
}
#endif

/* ASSIGN_FOR_COMPILER(): the value as written (a negative number, a hex
 * constant, a floating zero, an address, a struct, a member), over
 * 0xA5-filled objects. */
static int matrix_test_assign(void)
{
	int bad = 0;
	int i;
	unsigned long ul;
	double d;
	int *p;
	struct matrix_padded s, src;

	matrix_fill(&i, sizeof i);
	matrix_fill(&ul, sizeof ul);
	matrix_fill(&d, sizeof d);
	matrix_fill(&p, sizeof p);
	matrix_fill(&s, sizeof s);
	src.c = 'x';
	src.d = 0.0;
	src.s = 2;
	ASSIGN_FOR_COMPILER(i, -1);
	ASSIGN_FOR_COMPILER(ul, 0x5EED);
	ASSIGN_FOR_COMPILER(d, 0.0);
	ASSIGN_FOR_COMPILER(p, &i);
	ASSIGN_FOR_COMPILER(s, src);
	ASSIGN_FOR_COMPILER(s.s, 9);
	MATRIX_CHECK(0, i == -1);
	MATRIX_CHECK(0, ul == 0x5EED);
	MATRIX_CHECK(1, MATRIX_ISZERO_FLT(d));
	MATRIX_CHECK(2, p == &i);
	MATRIX_CHECK(3, s.c == 'x' && MATRIX_FZERO(s.d) && s.s == 9);
	return bad;
}

/* const objects: initialized once, never assigned (no ZERO_FOR_COMPILER). */
static int matrix_test_const(void)
{
	int bad = 0;
	const int INIT_FOR_COMPILER(a);
	const int INIT_SCALAR_FOR_COMPILER(b);
	const char *const INIT_PTR_FOR_COMPILER(p);
	const struct matrix_plain INIT_STRUCT_FOR_COMPILER(s);

	MATRIX_CHECK(0, MATRIX_ISZERO_INT(a));
	MATRIX_CHECK(1, MATRIX_ISZERO_INT(b));
	MATRIX_CHECK(2, MATRIX_ISZERO_PTR(p));
	MATRIX_CHECK(3, MATRIX_ISZERO_PLAIN(s));
	return bad;
}

/* Several declarators in one declaration, as in the kernel's
 * `int vol_id = -1, uninitialized_var(lnum);`. */
static int matrix_test_multi(void)
{
	int bad = 0;
	int v = -1, INIT_FOR_COMPILER(a), *INIT_PTR_FOR_COMPILER(p), INIT_SCALAR_FOR_COMPILER(b);

	MATRIX_CHECK(0, v == -1);
	MATRIX_CHECK(1, MATRIX_ISZERO_INT(a));
	MATRIX_CHECK(2, MATRIX_ISZERO_PTR(p));
	MATRIX_CHECK(3, MATRIX_ISZERO_INT(b));
	return bad;
}

#if MATRIX_ENUM || MATRIX_ENUM_INIT || MATRIX_ENUM_STRUCT
#define MATRIX_ISZERO_ENUM(v) ((v) == MATRIX_RED && MATRIX_BYTES(v))
#endif

#if MATRIX_ENUM
static int matrix_test_enum(void)
{
	int bad = 0;
	enum matrix_color INIT_SCALAR_FOR_COMPILER(b);

	MATRIX_CHECK(1, MATRIX_ISZERO_ENUM(b));
	MATRIX_ZERO_PART(enum matrix_color, MATRIX_ISZERO_ENUM)
	return bad;
}
#endif

#if MATRIX_LLONG
MATRIX_TEST(llong, long long, INIT_SCALAR_FOR_COMPILER, MATRIX_ISZERO_INT)
MATRIX_TEST(ullong, unsigned long long, INIT_SCALAR_FOR_COMPILER, MATRIX_ISZERO_INT)
#endif

#if MATRIX_BOOL
#ifdef __cplusplus
#define MATRIX_BOOL_T bool
#else
#define MATRIX_BOOL_T _Bool
#endif
MATRIX_TEST(bool, MATRIX_BOOL_T, INIT_SCALAR_FOR_COMPILER, MATRIX_ISZERO_INT)
#endif

/*
 * The groups below are written out, not generated by a macro, so that a
 * compiler's diagnostic quotes the source line that names the type (chibicc
 * and tcc point at a macro's definition otherwise).
 */
#if MATRIX_COMPLEX
static int matrix_test_complex(void)
{
	int bad = 0;
	float _Complex INIT_FOR_COMPILER(a);
	double _Complex INIT_SCALAR_FOR_COMPILER(b);

	MATRIX_CHECK(0, MATRIX_ISZERO_RAW(a));
	MATRIX_CHECK(1, MATRIX_ISZERO_RAW(b));
	MATRIX_ZERO_PART(double _Complex, MATRIX_ISZERO_RAW)
	return bad;
}
#endif

/*
 * clang -Weverything reports any _Atomic as "incompatible with C standards
 * before C11" even in C11 and C23 modes (-Wpre-c11-compat), and the store of
 * `c = ZERO_FOR_COMPILER(c)` as an implicit seq_cst access: both are what this
 * test means to write, so both are off for these two functions only. The
 * header's own expansions are still checked: every other function expands
 * them with every warning on.
 */
#if (MATRIX_ATOMIC || MATRIX_ATOMIC_INIT) && defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Watomic-implicit-seq-cst"
#if __has_warning("-Wpre-c11-compat")
#pragma clang diagnostic ignored "-Wpre-c11-compat"
#endif
#endif
#if MATRIX_ATOMIC
static int matrix_test_atomic(void)
{
	int bad = 0;
	_Atomic int INIT_SCALAR_FOR_COMPILER(b);

	MATRIX_CHECK(1, MATRIX_ISZERO_RAW(b));
	MATRIX_ZERO_PART(_Atomic int, MATRIX_ISZERO_RAW)
	return bad;
}
#endif

#if MATRIX_ATOMIC_INIT
static int matrix_test_atomic_init(void)
{
	int bad = 0;
	_Atomic int INIT_FOR_COMPILER(a);

	MATRIX_CHECK(0, MATRIX_ISZERO_RAW(a));
	return bad;
}
#endif
#if (MATRIX_ATOMIC || MATRIX_ATOMIC_INIT) && defined(__clang__)
#pragma clang diagnostic pop
#endif

#if MATRIX_ENUM_INIT || MATRIX_ENUM_STRUCT
struct matrix_efirst {
	enum matrix_color col;
	int n;
};
#endif

#if MATRIX_ENUM_INIT
static int matrix_test_enum_init(void)
{
	int bad = 0;
	enum matrix_color INIT_FOR_COMPILER(a);
	struct matrix_efirst INIT_FOR_COMPILER(s);

	MATRIX_CHECK(0, MATRIX_ISZERO_ENUM(a));
	MATRIX_CHECK(1, s.col == MATRIX_RED && s.n == 0 && MATRIX_BYTES(s));
	return bad;
}
#endif

#if MATRIX_ENUM_STRUCT
static int matrix_test_enum_struct(void)
{
	int bad = 0;
	struct matrix_efirst INIT_STRUCT_FOR_COMPILER(t);

	MATRIX_CHECK(1, t.col == MATRIX_RED && t.n == 0 && MATRIX_BYTES(t));
	return bad;
}
#endif

#if MATRIX_BITS
struct matrix_bits {			/* begins with bit-fields */
	unsigned lo : 3;
	unsigned hi : 5;
	int n;
};

static int matrix_bits_zero(const struct matrix_bits *s)
{
	return s->lo == 0 && s->hi == 0 && s->n == 0;
}

static int matrix_test_bits(void)
{
	int bad = 0;
	struct matrix_bits INIT_FOR_COMPILER(a);
	struct matrix_bits INIT_STRUCT_FOR_COMPILER(b);

	MATRIX_CHECK(0, matrix_bits_zero(&a));
	MATRIX_CHECK(1, matrix_bits_zero(&b));
#if MATRIX_ZERO_AGGR
	{
		struct matrix_bits c;

		matrix_fill(&c, sizeof c);
		c = ZERO_FOR_COMPILER(c);
		MATRIX_CHECK(2, matrix_bits_zero(&c));
	}
#endif
	return bad;
}
#endif

#if MATRIX_COMPAT
static int matrix_test_compat(void)
{
	int bad = 0;
	int uninitialized_var(i);
	double uninitialized_var(d);
	char *uninitialized_var(p);
	struct matrix_padded uninitialized_var(s);

	MATRIX_CHECK(0, MATRIX_ISZERO_INT(i));
	MATRIX_CHECK(1, MATRIX_ISZERO_FLT(d));
	MATRIX_CHECK(2, MATRIX_ISZERO_PTR(p));
	MATRIX_CHECK(3, MATRIX_ISZERO_PADDED(s));
	return bad;
}
#endif

#if MATRIX_ZERO_AGGR
/* `x = ZERO_FOR_COMPILER(x);` on aggregates, over a 0xA5-filled object. */
#define MATRIX_ZERO_TEST(N, T, ISZERO) \
	static int matrix_test_##N##_zero(void) \
	{ \
		int bad = 0; \
		T c; \
		matrix_fill(&c, sizeof c); \
		c = ZERO_FOR_COMPILER(c); \
		MATRIX_CHECK(2, ISZERO(c)); \
		return bad; \
	}
MATRIX_ZERO_TEST(plain, struct matrix_plain, MATRIX_ISZERO_PLAIN)
MATRIX_ZERO_TEST(padded, struct matrix_padded, MATRIX_ISZERO_PADDED)
MATRIX_ZERO_TEST(nested, struct matrix_nested, MATRIX_ISZERO_NESTED)
MATRIX_ZERO_TEST(union, union matrix_union, MATRIX_ISZERO_UNION)
#endif

/* ---- driver ------------------------------------------------------------ */

struct matrix_test {
	const char *name;
	int (*fn)(void);
};

#define MATRIX_ENTRY(N) { #N, matrix_test_##N },
static const struct matrix_test matrix_tests[] = {
	MATRIX_ENTRY(char) MATRIX_ENTRY(schar) MATRIX_ENTRY(uchar)
	MATRIX_ENTRY(short) MATRIX_ENTRY(ushort) MATRIX_ENTRY(int) MATRIX_ENTRY(uint)
	MATRIX_ENTRY(long) MATRIX_ENTRY(ulong)
	MATRIX_ENTRY(float) MATRIX_ENTRY(double) MATRIX_ENTRY(ldouble)
	MATRIX_ENTRY(intp) MATRIX_ENTRY(ccharp) MATRIX_ENTRY(voidp) MATRIX_ENTRY(doublepp)
	MATRIX_ENTRY(structp) MATRIX_ENTRY(fnp)
	MATRIX_ENTRY(plain) MATRIX_ENTRY(padded) MATRIX_ENTRY(nested) MATRIX_ENTRY(union)
	MATRIX_ENTRY(const) MATRIX_ENTRY(multi) MATRIX_ENTRY(assign)
#if MATRIX_ARRAY
	MATRIX_ENTRY(array)
#endif
#if MATRIX_ENUM
	MATRIX_ENTRY(enum)
#endif
#if MATRIX_LLONG
	MATRIX_ENTRY(llong) MATRIX_ENTRY(ullong)
#endif
#if MATRIX_BOOL
	MATRIX_ENTRY(bool)
#endif
#if MATRIX_COMPLEX
	MATRIX_ENTRY(complex)
#endif
#if MATRIX_ATOMIC
	MATRIX_ENTRY(atomic)
#endif
#if MATRIX_ATOMIC_INIT
	MATRIX_ENTRY(atomic_init)
#endif
#if MATRIX_ENUM_INIT
	MATRIX_ENTRY(enum_init)
#endif
#if MATRIX_ENUM_STRUCT
	MATRIX_ENTRY(enum_struct)
#endif
#if MATRIX_BITS
	MATRIX_ENTRY(bits)
#endif
#if MATRIX_COMPAT
	MATRIX_ENTRY(compat)
#endif
#if MATRIX_ZERO_AGGR
	MATRIX_ENTRY(plain_zero) MATRIX_ENTRY(padded_zero) MATRIX_ENTRY(nested_zero)
	MATRIX_ENTRY(union_zero)
#endif
};

#ifdef MATRIX_EXPECT_COMPILER
/* 1 when the two strings are equal (no <string.h> in freestanding cells). */
static int matrix_streq(const char *a, const char *b)
{
	while (*a && *a == *b) {
		a++;
		b++;
	}
	return *a == *b;
}
#endif

#if defined(__cplusplus) && !MATRIX_HOSTED
/* -ffreestanding C++: main is an ordinary function to clang, so it would be
 * mangled; the C startup code calls the unmangled name. */
extern "C" int main(void);
#endif
int main(void)
{
	unsigned long i, n = sizeof matrix_tests / sizeof matrix_tests[0];
	int status = 0;

#ifdef MATRIX_EXPECT_COMPILER
	if (!matrix_streq(INIT_FOR_COMPILER_COMPILER, MATRIX_EXPECT_COMPILER)) {
#if MATRIX_HOSTED
		printf("FAIL INIT_FOR_COMPILER_COMPILER is \"%s\", expected \"%s\"\n",
		       INIT_FOR_COMPILER_COMPILER, MATRIX_EXPECT_COMPILER);
#endif
		return 100;
	}
#endif
	for (i = 0; i < n; i++) {
		int (*volatile fn)(void) = matrix_tests[i].fn;
		int bad;

		matrix_dirty();
		bad = fn();
		if (bad) {
#if MATRIX_HOSTED
			printf("FAIL %s: check bits 0x%x (0 INIT, 1 checked variant, 2 ZERO, 3 compat)\n",
			       matrix_tests[i].name, MATRIX_CAST(unsigned, bad));
#endif
			if (!status)
				status = i < 99 ? MATRIX_CAST(int, i + 1) : 99;
		}
	}
#if MATRIX_HOSTED
	printf("%s: %lu tests, compiler \"%s\"\n", status ? "FAIL" : "ok", n, INIT_FOR_COMPILER_COMPILER);
#endif
	return status;
}
