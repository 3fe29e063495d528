/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * assign.c - the commented zero in any words, and the dummy assignment
 * (issue 34): what scan reports as comment-init and comment-assign, and the
 * look-alikes it must leave alone. Each line that is a site says so in the
 * golden output (tests/tool/golden/scan.out); every other assignment here
 * must not be one.
 */
#include <stddef.h>

enum mode { MODE_A, MODE_B, MODE_C };
struct pair { int a; long len; };
void fatal(const char *what);
int compute(int x);
extern int *sink;

/* --- declarations: the words of the rule --------------------------------- */
int decl_words(int n)
{
	unsigned int lsb = 0;			/* shutup gcc */
	unsigned long val = 0;			/* Damn you, gcc! */
	int address = 0;			/* Initialized just to stop compiler warnings. */
	unsigned long load_size = -1;		/* Work around bogus warning */
	struct pair sprs = {};			/* avoid false use-uninitialised */
	int A = 0;				//init to silcene warning
	int i, j, context_count = -1;		//-1 to avoid warning
	int *ast = NULL, *vst = NULL;		//initialization to suppress warning
	long placated = 0;			/* placate compiler */
	long pacified = 0;			/* pacify compiler */
	char *g = NULL;				/* GCC */
	int uninit = 0;				/* uninit var warning */

	/* Initializations are there only to silence warnings */

	int howmany = 0, bufpos = 0;

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
	int named_a = 0, named_b = 0;		/* named_b: shut up gcc */

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
		x = 0;				/* keep compiler quiet */
		*out = -1;			/* keep gcc happy */
		p->len = 0;			// to silcene warning
		ps = NULL;			/* shut up gcc */
		pool_nr = 0;			/* to keep compiler happy */
		y = z = 0;			/* silence gcc */
		w = MODE_C;			/* GCC falsely says it may be uninitialized. */
		break;
	}
	if (c)
		/* keep gcc quiet */
		x = 7;
	return x + y + z + w + (ps != NULL) + pool_nr;
}

int lone_label(int m)
{
	int jmp_cond;

	switch (m) {
	case 0:
		jmp_cond = 1;
		break;
	default: /* to silence GCC warning */
		jmp_cond = -1;
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
