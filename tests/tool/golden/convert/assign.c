/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * assign.c - the commented zero in any words, and the dummy assignment
 * (issue 34): what scan reports as comment-init and comment-assign, and the
 * look-alikes it must leave alone. Each line that is a site says so in the
 * golden output (tests/tool/golden/scan.out); every other assignment here
 * must not be one.
 */
#include <stddef.h>
#include <init_for_compiler.h>

enum mode { MODE_A, MODE_B, MODE_C };
struct pair { int a; long len; };
void fatal(const char *what);
int compute(int x);
extern int *sink;

/* --- declarations: the words of the rule --------------------------------- */
int decl_words(int n)
{
	unsigned int INIT_FOR_COMPILER(lsb);
	unsigned long INIT_FOR_COMPILER(val);
	int INIT_FOR_COMPILER(address);
	unsigned long load_size = -1;		/* Work around bogus warning */
	struct pair INIT_FOR_COMPILER(sprs);
	int INIT_FOR_COMPILER(A);
	int i, j, context_count = -1;		//-1 to avoid warning
	int *INIT_FOR_COMPILER(ast), *INIT_FOR_COMPILER(vst);
	long INIT_FOR_COMPILER(placated);
	long INIT_FOR_COMPILER(pacified);
	char *INIT_FOR_COMPILER(g);
	int INIT_FOR_COMPILER(uninit);

	/* Initializations are there only to silence warnings */

	int INIT_FOR_COMPILER(howmany), INIT_FOR_COMPILER(bufpos);

	for (i = j = 0; i < n; i++)
		howmany += i;
	return (int)(lsb + val) + address + (int)load_size + sprs.a + A + context_count +
	       (ast == vst) + (int)(placated + pacified) + (g != NULL) + uninit + howmany + bufpos + j;
}

/* --- declarations: look-alikes ------------------------------------------- */
int decl_lookalikes(unsigned short raw, const char *msg)
{
	unsigned int le = (unsigned int)raw;	/* make sparse happy */
	int quiet = 1;				/* 1 normal messages, 0 quiet */
	int unused = 0;				/* silence unused-variable warning */
	const char *fmt = msg;			/* keep the compiler quiet */
	int computed = compute(3);		/* shut up gcc */
	int ver = 7;				/* GCC 4.6 and later */
	int barrier = 0;			/* compiler barrier below */
	int fixed = 0;				/* fix warning about uninitialized vars */
	int state = -1;				/* uninitialized state */
	int pr = 0;				/* work around GCC PR81715 */
	/* int commented = 0; keep gcc happy */
	int named_a = 0, INIT_FOR_COMPILER(named_b);		/* named_b: shut up gcc */

	(void)unused;
	return (int)le + quiet + (fmt != NULL) + computed + ver + barrier + fixed + state + pr +
	       named_a + named_b;
}

/* --- assignments ----------------------------------------------------------- */
int assignments(enum mode m, int *out, struct pair *p, int c)
{
	int x, y, z, w;
	long *ps;
	int pool_nr;

	switch (m) {
	case MODE_A:
		x = y = z = 1;
		w = 2;
		ps = NULL;
		pool_nr = 3;
		break;
	case MODE_B:
		x = y = z = w = 2;
		ps = NULL;
		pool_nr = 4;
		break;
	default: /* keep the compiler happy */
		fatal("mode");
		ASSIGN_FOR_COMPILER(x, 0);
		ASSIGN_FOR_COMPILER(*out, -1);
		ASSIGN_FOR_COMPILER(p->len, 0);
		ASSIGN_FOR_COMPILER(ps, NULL);
		ASSIGN_FOR_COMPILER(pool_nr, 0);
		ASSIGN_FOR_COMPILER(z, 0); ASSIGN_FOR_COMPILER(y, z);
		ASSIGN_FOR_COMPILER(w, MODE_C);
		break;
	}
	if (c)
		ASSIGN_FOR_COMPILER(x, 7);
	return x + y + z + w + (ps != NULL) + pool_nr;
}

int lone_label(int m)
{
	int jmp_cond;

	switch (m) {
	case 0:
		jmp_cond = 1;
		break;
	default:
		ASSIGN_FOR_COMPILER(jmp_cond, -1);
		break;
	}
	return jmp_cond;
}

/* --- assignments: look-alikes --------------------------------------------- */
int assignment_lookalikes(int m, int *out, const char *s)
{
	int v, k, once;
	const char *str;

	switch (m) {
	case 1:
	default:			/* shuts up some versions of gcc */
		v = 5;			/* the value of case 1 */
		break;
	}
	k = compute(v);			/* shut up gcc */
	str = s;			/* keep the compiler quiet */
	*out = 0;			/* the caller reads it */
	once = 1; /* 1: print the warning once */
	if (m > 2)
		return 0;		/* keep compiler quiet */
	return v + k + (str != NULL) + once;
}
