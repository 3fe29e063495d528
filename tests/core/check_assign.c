/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * check_assign.c - Check runtime tests of ASSIGN_FOR_COMPILER(), built by
 * tests/core/run.sh twice: in a normal build the value is assigned as
 * written, and the target and the value are each evaluated exactly once;
 * in an audit build (-DINIT_FOR_COMPILER_AUDIT=1) nothing is assigned and
 * nothing is evaluated: the target keeps what it held before.
 */
#include <check.h>
#include <stddef.h>
#include <string.h>

#include <init_for_compiler.h>

enum colour { RED = 3, GREEN, BLUE };
struct bits { unsigned lo : 3; unsigned hi : 5; int n; };
struct pair { const char *name; long len; };

static int calls;

/* not static: in an audit build only sizeof names it (clang would call a
 * static one "not needed") */
long next_value(void);
long next_value(void)
{
	calls++;
	return 0x5EED;
}

/* What the audit build keeps: the value before the assignment. */
#if INIT_FOR_COMPILER_AUDIT
#define EXPECT(written, before) (before)
#else
#define EXPECT(written, before) (written)
#endif

START_TEST(test_values_as_written)
{
	int n = 7;
	unsigned long seed = 1;
	enum colour col = RED;
	const char *name = "x";
	double d = 2.5;
	struct bits b = { 5, 9, 1 };
	struct pair src = { "src", 3 }, dst = { "dst", 4 };

	ASSIGN_FOR_COMPILER(n, -1);
	ASSIGN_FOR_COMPILER(seed, 0x5EED);
	ASSIGN_FOR_COMPILER(col, BLUE);
	ASSIGN_FOR_COMPILER(name, NULL);
	ASSIGN_FOR_COMPILER(d, 0.0);
	ASSIGN_FOR_COMPILER(b.hi, 3);
	ASSIGN_FOR_COMPILER(dst, src);
	ck_assert_int_eq(n, EXPECT(-1, 7));
	ck_assert_uint_eq(seed, EXPECT(0x5EED, 1));
	ck_assert_int_eq(col, EXPECT(BLUE, RED));
	ck_assert_int_eq(name == NULL, EXPECT(1, 0));
	ck_assert(d < EXPECT(0.5, 3.0) && d > EXPECT(-0.5, 2.0));
	ck_assert_uint_eq(b.lo, 5);
	ck_assert_uint_eq(b.hi, EXPECT(3, 9));
	ck_assert_int_eq(b.n, 1);
	ck_assert_str_eq(dst.name, EXPECT("src", "dst"));
	ck_assert_int_eq(dst.len, EXPECT(3, 4));
}
END_TEST

static void set_out(long *out, struct pair *p)
{
	ASSIGN_FOR_COMPILER(*out, -1);
	ASSIGN_FOR_COMPILER(p->len, 0);
}

START_TEST(test_through_pointers)
{
	long out = 42;
	struct pair p = { "p", 8 };

	set_out(&out, &p);
	ck_assert_int_eq(out, EXPECT(-1, 42));
	ck_assert_int_eq(p.len, EXPECT(0, 8));
}
END_TEST

START_TEST(test_evaluated_once)
{
	long a[4] = { 1, 1, 1, 1 };
	int i = 1;

	calls = 0;
	ASSIGN_FOR_COMPILER(a[i++], next_value());
	ck_assert_int_eq(calls, EXPECT(1, 0));
	ck_assert_int_eq(i, EXPECT(2, 1));
	ck_assert_int_eq(a[1], EXPECT(0x5EED, 1));
	ck_assert_int_eq(a[0] + a[2] + a[3], 3);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("assign_for_compiler");
	TCase *tc = tcase_create("assign");
	SRunner *sr;
	int failed;

	tcase_add_test(tc, test_values_as_written);
	tcase_add_test(tc, test_through_pointers);
	tcase_add_test(tc, test_evaluated_once);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? 1 : 0;
}
