/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * compile_ok-strict.c - every public macro on every kind of type, built
 * with the strictest warning flags of each compiler (-Werror), in every
 * C mode, at -O0 and -O2, hosted and with -ffreestanding -nostdinc. No libc
 * header: this file must build freestanding. (Audit mode takes initializers
 * away, so its uninitialized warnings are meant to appear: tests/claims
 * checks them; compile_ok-assign.c builds ASSIGN_FOR_COMPILER() in both.)
 */
#ifdef SINGLE_HEADER
#define INIT_FOR_COMPILER_LEGACY_SHIM 1
#include "init_for_compiler.h"
#include "init_for_compiler.h" /* twice: include-twice safe */
#else
#include <init_for_compiler.h>
#include <init_for_compiler.h> /* twice: include-twice safe */
#include <uninitialized_var.h>
#include <uninitialized_var.h>
#endif

typedef void (*handler_fn)(int);
/* no padding anywhere: clang -Weverything has -Wpadded */
struct ptr_first { const char *name; long len; };
struct nested { struct ptr_first pf; double d; int arr[4]; };
union word { int *p; long l; };
enum colour { RED, GREEN };

int use_all(int c);
int use_all(int c)
{
	__SIZE_TYPE__ INIT_FOR_COMPILER(len);
	struct nested *INIT_FOR_COMPILER(page), *other = (struct nested *)0;
	unsigned long INIT_FOR_COMPILER(sig), mask = 1, val = 2;
	int vol_id = -1, INIT_FOR_COMPILER(lnum);
	handler_fn INIT_FOR_COMPILER(fn);
	const char *const INIT_FOR_COMPILER(name);
	struct nested INIT_FOR_COMPILER(nn);
	union word INIT_FOR_COMPILER(w);
	long double INIT_FOR_COMPILER(ld);
	float INIT_FOR_COMPILER(fl);
	signed char INIT_FOR_COMPILER(sc);
	unsigned short INIT_FOR_COMPILER(us);
	int *INIT_PTR_FOR_COMPILER(ip);
	handler_fn INIT_PTR_FOR_COMPILER(fn2);
	const volatile int *const INIT_PTR_FOR_COMPILER(cvp);
	void *INIT_PTR_FOR_COMPILER(vp);
	enum colour INIT_SCALAR_FOR_COMPILER(col);
	double INIT_SCALAR_FOR_COMPILER(dd);
	char INIT_SCALAR_FOR_COMPILER(ch);
	const unsigned char INIT_SCALAR_FOR_COMPILER(cuc);
	struct nested INIT_STRUCT_FOR_COMPILER(n2);
	union word INIT_STRUCT_FOR_COMPILER(w2);
	struct ptr_first INIT_STRUCT_FOR_COMPILER(pf);
	int uninitialized_var(legacy);
	struct nested z;
	double zd;
	int *zp;
	enum colour zc;

	z = ZERO_FOR_COMPILER(nn);
	zd = ZERO_FOR_COMPILER(dd);
	zp = ZERO_FOR_COMPILER(ip);
	zc = ZERO_FOR_COMPILER(col);
	if (c) {
		len = 1;
		page = other;
		sig = 3;
		lnum = 4;
		fn = fn2;
		ld = 1;
		fl = 2;
		sc = 3;
		us = 4;
		ip = zp;
		legacy = 1;
		col = GREEN;
		dd = 1.5;
		ch = 'x';
	}
	return (int)len + (page == other) + (int)(sig + mask + val) + vol_id +
	       lnum + (fn == fn2) + (name == vp) + (int)nn.d + (w.p == ip) +
	       (int)ld + (int)fl + sc + us + (ip == zp) +
	       (cvp == (const volatile int *)vp) + (int)col + (int)dd + ch + cuc +
	       (int)n2.d + (int)w2.l + (int)pf.len + legacy + (int)z.pf.len +
	       (int)zd + (int)zc;
}

/* An array's declarator inside INIT_FOR_COMPILER(): ``= {0}`` (``= {}`` in
 * C23) for arrays of scalars, pointers, structs, unions and arrays. */
int use_arrays(int c);
int use_arrays(int c)
{
	int INIT_FOR_COMPILER(buf[4]);
	unsigned char INIT_FOR_COMPILER(bytes[3][5]);
	struct ptr_first INIT_FOR_COMPILER(pfs[2]), one = { "x", 1 };
	union word INIT_FOR_COMPILER(ws[2]);
	const char *INIT_FOR_COMPILER(names[3]);
	handler_fn INIT_FOR_COMPILER(fns[2]);

	if (c)
		buf[1] = c;
	return buf[1] + (int)sizeof(bytes) + (int)pfs[1].len + (int)one.len + (int)ws[0].l +
	       (names[2] != 0) + (fns[1] != 0);
}

#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L && \
	!defined(__STDC_NO_ATOMICS__)
/*
 * This test's own use of _Atomic is what Clang's -Wpre-c11-compat and
 * -Watomic-implicit-seq-cst report; the header is not involved.
 */
#ifdef __clang__
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Watomic-implicit-seq-cst"
#if __has_warning("-Wpre-c11-compat")
#pragma clang diagnostic ignored "-Wpre-c11-compat"
#endif
#endif
int use_atomic(void);
int use_atomic(void)
{
	_Atomic int INIT_SCALAR_FOR_COMPILER(refs);
	_Atomic long z;

	z = ZERO_FOR_COMPILER(z);
	return refs + (int)z;
}
#ifdef __clang__
#pragma clang diagnostic pop
#endif
#endif

#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L
int use_c99(void);
int use_c99(void)
{
	_Bool INIT_FOR_COMPILER(b), INIT_SCALAR_FOR_COMPILER(b2);
	long long INIT_FOR_COMPILER(ll), INIT_SCALAR_FOR_COMPILER(ll2);

	return b + b2 + (int)(ll + ll2);
}
#endif

/* complex types are optional, and an extension when freestanding */
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L && \
	!defined(__STDC_NO_COMPLEX__) && __STDC_HOSTED__
int use_complex(void);
int use_complex(void)
{
	double _Complex INIT_FOR_COMPILER(cx), INIT_SCALAR_FOR_COMPILER(cx2);
	float _Complex fz;

	fz = ZERO_FOR_COMPILER(fz);
	return (int)__real__(cx + cx2) + (int)__real__ fz;
}
#endif
