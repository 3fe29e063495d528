/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * check_values.c - Check runtime tests: every macro, every supported type,
 * in declarations with several declarators, yields the zero of its type.
 *
 * Each test first fills the stack with 0xA5 bytes (poison_stack()), then
 * calls a separate, never-inlined function that declares the variables and
 * copies their bytes out. A variable that is not really initialized would
 * show the poison (the same test against the old "x = x" spelling does,
 * see test_control_self_init), so a pass means the zero was written.
 */
#include <check.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#if !defined(__STDC_NO_COMPLEX__)
#include <complex.h>
#endif

#ifdef SINGLE_HEADER
/* the single-header form, with its legacy shim */
#define INIT_FOR_COMPILER_LEGACY_SHIM 1
#include "init_for_compiler.h"
#else
#include <init_for_compiler.h>
#include <uninitialized_var.h>
#endif

#define NOINLINE __attribute__((noinline))
#define POISON 0xA5

static NOINLINE void poison_stack(void)
{
	volatile unsigned char buf[16384];
	size_t i;

	for (i = 0; i < sizeof(buf); i++)
		buf[i] = POISON;
}

static int all_zero(const void *p, size_t n)
{
	const unsigned char *b = p;
	size_t i;

	for (i = 0; i < n; i++)
		if (b[i])
			return 0;
	return 1;
}

enum colour { RED = 3, GREEN, BLUE };
typedef int (*binop_fn)(int, int);
struct ptr_first { const char *name; int len; };
struct inner { short s; unsigned char bytes[5]; };
struct nested { struct inner in; long arr[3]; struct ptr_first pf; };
union un { double d; void *p; unsigned long long u; };

/*
 * For each type T: a function that declares variables of type T with the
 * annotation under test among ordinary declarators, copies them out, and a
 * Check test that checks they are zero. Scalars without padding bytes are
 * compared byte for byte; the others with == 0 as well.
 */
#define SCALAR_CASE(name, T, CHECKED)                                          \
	static NOINLINE void fill_##name(T out[5])                              \
	{                                                                        \
		T before = (T)1, INIT_FOR_COMPILER(a), after = (T)1;             \
		T INIT_FOR_COMPILER(b), CHECKED(c);                              \
		T d = (T)1;                                                      \
		d = ZERO_FOR_COMPILER(d);                                        \
		out[0] = a; out[1] = b; out[2] = c; out[3] = d;                  \
		out[4] = (T)(before + after);                                    \
	}                                                                        \
	START_TEST(test_##name)                                                  \
	{                                                                        \
		T out[5];                                                        \
		int i;                                                           \
		memset(out, POISON, sizeof(out));                                \
		poison_stack();                                                  \
		fill_##name(out);                                                \
		for (i = 0; i < 4; i++) {                                        \
			ck_assert_msg(out[i] == (T)0, #T " variable %d not zero", i); \
			if (sizeof(T) == sizeof(long double) && (T)0.5 != (T)0)     \
				continue; /* long double: padding bytes */       \
			ck_assert_msg(all_zero(&out[i], sizeof(T)),              \
				      #T " variable %d has non-zero bytes", i);  \
		}                                                                \
		ck_assert(out[4] == (T)2);                                       \
	}                                                                        \
	END_TEST

#define PTR_CASE(name, T)                                                      \
	static NOINLINE void fill_##name(T out[4])                              \
	{                                                                        \
		T INIT_FOR_COMPILER(a), other = 0, INIT_PTR_FOR_COMPILER(b);     \
		T c = 0;                                                         \
		c = ZERO_FOR_COMPILER(c);                                        \
		out[0] = a; out[1] = b; out[2] = c; out[3] = other;              \
	}                                                                        \
	START_TEST(test_##name)                                                  \
	{                                                                        \
		T out[4];                                                        \
		int i;                                                           \
		memset(out, POISON, sizeof(out));                                \
		poison_stack();                                                  \
		fill_##name(out);                                                \
		for (i = 0; i < 3; i++) {                                        \
			ck_assert_msg(out[i] == 0, #T " pointer %d not null", i); \
			ck_assert(all_zero(&out[i], sizeof(T)));                 \
		}                                                                \
	}                                                                        \
	END_TEST

SCALAR_CASE(char, char, INIT_SCALAR_FOR_COMPILER)
SCALAR_CASE(schar, signed char, INIT_SCALAR_FOR_COMPILER)
SCALAR_CASE(uchar, unsigned char, INIT_SCALAR_FOR_COMPILER)
SCALAR_CASE(short, short, INIT_SCALAR_FOR_COMPILER)
SCALAR_CASE(ushort, unsigned short, INIT_SCALAR_FOR_COMPILER)
SCALAR_CASE(int, int, INIT_SCALAR_FOR_COMPILER)
SCALAR_CASE(uint, unsigned int, INIT_SCALAR_FOR_COMPILER)
SCALAR_CASE(long, long, INIT_SCALAR_FOR_COMPILER)
SCALAR_CASE(ulong, unsigned long, INIT_SCALAR_FOR_COMPILER)
SCALAR_CASE(llong, long long, INIT_SCALAR_FOR_COMPILER)
SCALAR_CASE(ullong, unsigned long long, INIT_SCALAR_FOR_COMPILER)
SCALAR_CASE(bool, _Bool, INIT_SCALAR_FOR_COMPILER)
SCALAR_CASE(size_t, size_t, INIT_SCALAR_FOR_COMPILER)
SCALAR_CASE(ptrdiff_t, ptrdiff_t, INIT_SCALAR_FOR_COMPILER)
SCALAR_CASE(u64, uint64_t, INIT_SCALAR_FOR_COMPILER)
SCALAR_CASE(intmax, intmax_t, INIT_SCALAR_FOR_COMPILER)
SCALAR_CASE(wchar, wchar_t, INIT_SCALAR_FOR_COMPILER)
SCALAR_CASE(enum, enum colour, INIT_SCALAR_FOR_COMPILER)
SCALAR_CASE(float, float, INIT_SCALAR_FOR_COMPILER)
SCALAR_CASE(double, double, INIT_SCALAR_FOR_COMPILER)
SCALAR_CASE(ldouble, long double, INIT_SCALAR_FOR_COMPILER)
#ifdef __SIZEOF_INT128__
__extension__ typedef __int128 i128;
SCALAR_CASE(int128, i128, INIT_SCALAR_FOR_COMPILER)
#endif
#if !defined(__STDC_NO_COMPLEX__)
SCALAR_CASE(fcomplex, float _Complex, INIT_SCALAR_FOR_COMPILER)
SCALAR_CASE(dcomplex, double _Complex, INIT_SCALAR_FOR_COMPILER)
#endif
/* the legacy shim is INIT_FOR_COMPILER under another name */
SCALAR_CASE(legacy, unsigned int, uninitialized_var)

/* typedefs so that "T a, b" declares two pointers */
typedef int *int_ptr;
typedef void *void_ptr;
typedef const volatile unsigned char *cv_ptr;
typedef struct nested **ptr_ptr;
PTR_CASE(intp, int_ptr)
PTR_CASE(voidp, void_ptr)
PTR_CASE(cvp, cv_ptr)
PTR_CASE(ptrptr, ptr_ptr)
PTR_CASE(fnp, binop_fn)

/* pointers spelled in the declarator, const pointer itself */
static NOINLINE void fill_declarator_ptrs(const void *out[4])
{
	const char *const INIT_FOR_COMPILER(a), *INIT_PTR_FOR_COMPILER(b), *c = "c";
	struct nested *INIT_FOR_COMPILER(d), *e;

	e = 0;
	out[0] = a; out[1] = b; out[2] = d; out[3] = e ? c : 0;
}

START_TEST(test_declarator_ptrs)
{
	const void *out[4];
	int i;

	poison_stack();
	fill_declarator_ptrs(out);
	for (i = 0; i < 4; i++)
		ck_assert_ptr_null(out[i]);
}
END_TEST

static NOINLINE void fill_nested(struct nested out[4])
{
	struct nested INIT_FOR_COMPILER(a), INIT_STRUCT_FOR_COMPILER(b);
	struct nested c;

	memset(&c, POISON, sizeof(c));
	c = ZERO_FOR_COMPILER(c);
	out[0] = a; out[1] = b; out[2] = c;
}

static void assert_nested_zero(const struct nested *n)
{
	size_t i;

	ck_assert_int_eq(n->in.s, 0);
	ck_assert(all_zero(n->in.bytes, sizeof(n->in.bytes)));
	for (i = 0; i < 3; i++)
		ck_assert_int_eq(n->arr[i], 0);
	ck_assert_ptr_null(n->pf.name);
	ck_assert_int_eq(n->pf.len, 0);
}

START_TEST(test_struct_nested)
{
	struct nested out[4];
	int i;

	poison_stack();
	fill_nested(out);
	for (i = 0; i < 3; i++)
		assert_nested_zero(&out[i]);
}
END_TEST

static NOINLINE void fill_ptr_first(struct ptr_first out[3])
{
	struct ptr_first INIT_FOR_COMPILER(a), INIT_STRUCT_FOR_COMPILER(b);
	struct ptr_first c = { "x", 1 };

	c = ZERO_FOR_COMPILER(c);
	out[0] = a; out[1] = b; out[2] = c;
}

START_TEST(test_struct_ptr_first)
{
	struct ptr_first out[3];
	int i;

	poison_stack();
	fill_ptr_first(out);
	for (i = 0; i < 3; i++) {
		ck_assert_ptr_null(out[i].name);
		ck_assert_int_eq(out[i].len, 0);
	}
}
END_TEST

static NOINLINE void fill_union(union un out[3])
{
	union un INIT_FOR_COMPILER(a), INIT_STRUCT_FOR_COMPILER(b);
	union un c;

	c.u = 42;
	c = ZERO_FOR_COMPILER(c);
	out[0] = a; out[1] = b; out[2] = c;
}

START_TEST(test_union)
{
	union un out[3];
	int i;

	poison_stack();
	fill_union(out);
	for (i = 0; i < 3; i++) {
		/* the first member is zero-initialized: all 8 bytes of the double */
		ck_assert(out[i].d == 0.0);
		ck_assert_msg(out[i].u == 0, "union %d: %llx", i, out[i].u);
	}
}
END_TEST

#if !defined(__STDC_NO_ATOMICS__) && !defined(INIT_FOR_COMPILER_NO_ATOMIC_TEST)
static NOINLINE void fill_atomic(long out[3])
{
	_Atomic long INIT_SCALAR_FOR_COMPILER(a), b = 7;
	_Atomic unsigned char INIT_SCALAR_FOR_COMPILER(c);
	_Atomic long d = 5;

	d = ZERO_FOR_COMPILER(d);
	out[0] = a; out[1] = c; out[2] = d + b - 7;
}

START_TEST(test_atomic)
{
	long out[3];
	int i;

	poison_stack();
	fill_atomic(out);
	for (i = 0; i < 3; i++)
		ck_assert_int_eq(out[i], 0);
}
END_TEST
#endif

/*
 * Control: the same harness against the old kernel spelling. x = x leaves
 * the poison in place at -O0, which is what the harness is meant to see.
 * Built only when the test is compiled without optimization, where the
 * result is deterministic.
 */
#if !defined(__OPTIMIZE__) && defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
static NOINLINE void fill_self_init(unsigned long out[1])
{
	unsigned long x = x;

	out[0] = x;
}
#pragma GCC diagnostic pop

START_TEST(test_control_self_init)
{
	unsigned long out[1];

	poison_stack();
	fill_self_init(out);
	ck_assert_msg(out[0] != 0, "the harness did not see the stack poison: it could not catch a missing zero");
}
END_TEST
#endif

START_TEST(test_shim_is_init_for_compiler)
{
#define STR_(x) #x
#define XSTR_(x) STR_(x)
	ck_assert_str_eq(XSTR_(uninitialized_var(v)), XSTR_(INIT_FOR_COMPILER(v)));
}
END_TEST

/* An array's declarator inside the macro: every element zero, padding
 * included (all_zero), in one and two dimensions, of scalars, pointers
 * and structs. */
static NOINLINE void fill_arrays(long l[7], unsigned char b[2][3], struct ptr_first pf[2],
				 const char *names[3])
{
	long INIT_FOR_COMPILER(la[7]);
	unsigned char INIT_FOR_COMPILER(ba[2][3]), other[2] = { 1, 1 };
	struct ptr_first INIT_FOR_COMPILER(pfa[2]);
	const char *INIT_FOR_COMPILER(na[3]);

	memcpy(l, la, sizeof(la));
	memcpy(b, ba, sizeof(ba));
	memcpy(pf, pfa, sizeof(pfa));
	memcpy(names, na, sizeof(na));
	ck_assert_int_eq(other[0] + other[1], 2);
}

START_TEST(test_arrays)
{
	long l[7];
	unsigned char b[2][3];
	struct ptr_first pf[2];
	const char *names[3];
	int i;

	memset(l, POISON, sizeof(l));
	memset(b, POISON, sizeof(b));
	memset(pf, POISON, sizeof(pf));
	memset(names, POISON, sizeof(names));
	poison_stack();
	fill_arrays(l, b, pf, names);
	ck_assert(all_zero(l, sizeof(l)));
	ck_assert(all_zero(b, sizeof(b)));
	ck_assert(all_zero(pf, sizeof(pf)));
	for (i = 0; i < 3; i++)
		ck_assert_ptr_null(names[i]);
}
END_TEST

START_TEST(test_compiler_name)
{
	const char *names[] = { "gcc", "clang", "intel", "intel-llvm", "sparse", "generic" };
	size_t i;
	int found = 0;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		found |= strcmp(INIT_FOR_COMPILER_COMPILER, names[i]) == 0;
	ck_assert_msg(found, "unexpected INIT_FOR_COMPILER_COMPILER %s", INIT_FOR_COMPILER_COMPILER);
#ifdef EXPECT_COMPILER
	ck_assert_str_eq(INIT_FOR_COMPILER_COMPILER, EXPECT_COMPILER);
#endif
	ck_assert_int_eq(INIT_FOR_COMPILER_VERSION,
			 INIT_FOR_COMPILER_VERSION_ENCODE(INIT_FOR_COMPILER_VERSION_MAJOR,
							  INIT_FOR_COMPILER_VERSION_MINOR,
							  INIT_FOR_COMPILER_VERSION_PATCH));
	ck_assert(INIT_FOR_COMPILER_VERSION_ENCODE(1, 2, 3) == 1002003);
}
END_TEST

static Suite *values_suite(void)
{
	Suite *s = suite_create("init_for_compiler");
	TCase *sc = tcase_create("scalars");
	TCase *pt = tcase_create("pointers");
	TCase *ag = tcase_create("aggregates");
	TCase *misc = tcase_create("misc");

	tcase_add_test(sc, test_char);
	tcase_add_test(sc, test_schar);
	tcase_add_test(sc, test_uchar);
	tcase_add_test(sc, test_short);
	tcase_add_test(sc, test_ushort);
	tcase_add_test(sc, test_int);
	tcase_add_test(sc, test_uint);
	tcase_add_test(sc, test_long);
	tcase_add_test(sc, test_ulong);
	tcase_add_test(sc, test_llong);
	tcase_add_test(sc, test_ullong);
	tcase_add_test(sc, test_bool);
	tcase_add_test(sc, test_size_t);
	tcase_add_test(sc, test_ptrdiff_t);
	tcase_add_test(sc, test_u64);
	tcase_add_test(sc, test_intmax);
	tcase_add_test(sc, test_wchar);
	tcase_add_test(sc, test_enum);
	tcase_add_test(sc, test_float);
	tcase_add_test(sc, test_double);
	tcase_add_test(sc, test_ldouble);
#ifdef __SIZEOF_INT128__
	tcase_add_test(sc, test_int128);
#endif
#if !defined(__STDC_NO_COMPLEX__)
	tcase_add_test(sc, test_fcomplex);
	tcase_add_test(sc, test_dcomplex);
#endif
	tcase_add_test(sc, test_legacy);
#if !defined(__STDC_NO_ATOMICS__) && !defined(INIT_FOR_COMPILER_NO_ATOMIC_TEST)
	tcase_add_test(sc, test_atomic);
#endif
	tcase_add_test(pt, test_intp);
	tcase_add_test(pt, test_voidp);
	tcase_add_test(pt, test_cvp);
	tcase_add_test(pt, test_declarator_ptrs);
	tcase_add_test(pt, test_ptrptr);
	tcase_add_test(pt, test_fnp);
	tcase_add_test(ag, test_struct_nested);
	tcase_add_test(ag, test_struct_ptr_first);
	tcase_add_test(ag, test_union);
	tcase_add_test(ag, test_arrays);
	tcase_add_test(misc, test_shim_is_init_for_compiler);
	tcase_add_test(misc, test_compiler_name);
#if !defined(__OPTIMIZE__) && defined(__GNUC__) && !defined(__clang__)
	tcase_add_test(misc, test_control_self_init);
#endif
	suite_add_tcase(s, sc);
	suite_add_tcase(s, pt);
	suite_add_tcase(s, ag);
	suite_add_tcase(s, misc);
	return s;
}

int main(void)
{
	SRunner *sr = srunner_create(values_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? 1 : 0;
}
