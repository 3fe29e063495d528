// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/runlog.c - reading the log of a run into the audit's records: the
 * reports of reads of uninitialized values, and where each value came
 * from, so that audit.c can tie them to the annotated sites.
 *
 * An audit build leaves every annotated variable uninitialized; a run of
 * it under a tool that tracks uninitialized memory shows which of them a
 * real path reads before setting. Two such tools are read:
 *
 * MemorySanitizer (clang -fsanitize=memory -fsanitize-memory-track-origins):
 *   ==PID==WARNING: MemorySanitizer: use-of-uninitialized-value
 *       #0 0xADDR in FUNC FILE:LINE:COL            (the read, innermost first)
 *     Uninitialized value was stored to memory at  (track-origins=2: skipped)
 *     Uninitialized value was created by an allocation of 'VAR' in the stack frame
 *       #0 0xADDR in FUNC FILE:LINE:COL            (clang 16 on: the declaration)
 *     ... in the stack frame of function 'FUNC'    (before: FILE:LINE is the
 *       #0 0xADDR in FUNC FILE:LINE                 function's, not the declaration's)
 *     Uninitialized value was created by a heap allocation
 *   SUMMARY: MemorySanitizer: ...
 *   Without a symbolizer a frame is "#0 0xADDR  (MODULE+0xOFF)": no file.
 *
 * valgrind --track-origins=yes (memcheck), every line after "==PID== ":
 *   Conditional jump or move depends on uninitialised value(s)
 *   Use of uninitialised value of size N
 *   Syscall param P points to uninitialised byte(s) / contains ...
 *      at 0xADDR: FUNC (FILE:LINE)                 (the read; "by" for callers)
 *    Uninitialised value was created by a stack allocation
 *      at 0xADDR: FUNC (FILE:LINE)                 (the function, not the variable:
 *                                                   valgrind does not name it)
 *    Uninitialised value was created by a heap allocation
 *   FILE is the base name unless --fullpath-after= is given.
 *
 * The test that ran: a report takes the name of a test that was started
 * and not ended before it ("[ RUN      ] NAME", googletest; "=== RUN NAME",
 * go test; "Start N: NAME" and "N/M Test #N: NAME ...", ctest, whose
 * --output-on-failure prints a test's output after its result), else of
 * the next result line after it ("PASS: NAME", "FAIL: NAME", automake and
 * BusyBox's testsuite; "ok N - NAME", "not ok N - NAME", TAP).
 */
#include <stdlib.h>
#include <string.h>

#include "audit.h"

/* Where in a report the reader is. */
enum { RS_IDLE, RS_READ, RS_CHAIN, RS_ORIGIN };

int audit_begin_run(struct audit *a, const char *label)
{
	struct ar_run *r;

	if (a->nruns >= AUDIT_MAX_LOGS || GROW(a->runs, a->nruns, a->capruns, 4))
		return -1;
	r = &a->runs[a->nruns];
	memset(r, 0, sizeof(*r));
	r->label = strdup(label ? label : "run");
	if (!r->label)
		return -1;
	a->rt.cur = (int)a->nruns++;
	a->rt.rep = AR_NONE;
	a->rt.state = RS_IDLE;
	a->rt.test = AR_NONE;
	a->rt.unnamed = a->nrep;
	return a->rt.cur;
}

void audit_end_run(struct audit *a)
{
	a->rt.cur = -1;
	a->rt.rep = AR_NONE;
	a->rt.state = RS_IDLE;
}

size_t audit_nruns(const struct audit *a)
{
	return a->nruns;
}

const char *audit_run_label(const struct audit *a, size_t i)
{
	return a->runs[i].label;
}

static const char *find(const char *s, size_t n, const char *needle)
{
	size_t m = strlen(needle), i;

	for (i = 0; i + m <= n; i++)
		if (s[i] == needle[0] && !memcmp(s + i, needle, m))
			return s + i;
	return NULL;
}

static int starts(const char *s, size_t n, const char *p)
{
	size_t m = strlen(p);

	return n >= m && !memcmp(s, p, m);
}

static int is_ident(char c)
{
	return c == '_' || c == '$' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9');
}

/* The identifier of a function name: "int Foo::bar(int) const",
 * "(anonymous namespace)::f()", "ns::g<int>(T)" give "bar", "f", "g".
 * The parameter list is the first '(' outside template brackets that does
 * not open "(anonymous namespace)"; before it, template arguments are
 * dropped and the last identifier is the name. */
size_t ar_func_ident(const char *s, size_t n, char *out, size_t cap)
{
	size_t i, e = n, k = 0, b;
	int angle = 0;

	for (i = 0; i < n; i++) {
		if (s[i] == '<')
			angle++;
		else if (s[i] == '>' && angle > 0)
			angle--;
		else if (s[i] == '(' && angle == 0) {
			if (starts(s + i, n - i, "(anonymous namespace)")) {
				i += 20;
				continue;
			}
			e = i;
			break;
		}
	}
	while (e > 0 && (s[e - 1] == ' ' || s[e - 1] == '>')) {
		if (s[e - 1] == '>') {	/* drop template arguments */
			int d = 0;

			while (e > 0) {
				e--;
				d += s[e] == '>' ? 1 : s[e] == '<' ? -1 : 0;
				if (d == 0)
					break;
			}
		} else {
			e--;
		}
	}
	for (b = e; b > 0 && is_ident(s[b - 1]); b--)
		;
	if (b == e || cap == 0)
		return 0;
	for (i = b; i < e && k + 1 < cap; i++)
		out[k++] = s[i];
	out[k] = '\0';
	return k;
}

static uint32_t intern_func(struct audit *a, const char *s, size_t n)
{
	char name[128];
	size_t k = ar_func_ident(s, n, name, sizeof(name));

	return k ? ar_intern(&a->pool, name, k) : AR_NONE;
}

/* "FILE:LINE[:COL]" at s[0..n): into fr (file AR_NONE when it is none). */
static void frame_loc(struct audit *a, const char *s, size_t n, struct ar_frame *fr)
{
	unsigned long v[2] = { 0, 0 };
	size_t e = n, p;
	int nv = 0;

	while (nv < 2) {
		unsigned long x = 0, m = 1;

		for (p = e; p > 0 && s[p - 1] >= '0' && s[p - 1] <= '9'; p--)
			;
		if (p == e || p == 0 || s[p - 1] != ':' || e - p > 9)
			break;
		for (; e > p; e--, m *= 10)
			x += (unsigned long)(s[e - 1] - '0') * m;
		v[nv++] = x;
		e = p - 1;
	}
	if (nv == 0 || e == 0)
		return;
	fr->file = ar_canon(a, s, e, AR_NONE);
	fr->line = (uint32_t)(nv == 2 ? v[1] : v[0]);
	fr->col = (uint32_t)(nv == 2 ? v[0] : 0);
}

/* MemorySanitizer's "#N 0xADDR in FUNC FILE:LINE:COL" (or "(MODULE+0x..)"
 * for the location, with "(BuildId: ...)" after it maybe). */
static int msan_frame(struct audit *a, const char *s, size_t n, struct ar_frame *fr)
{
	size_t i = 0, f0, e = n;
	const char *in;

	while (i < n && s[i] == ' ')
		i++;
	if (i + 1 >= n || s[i] != '#' || s[i + 1] < '0' || s[i + 1] > '9')
		return 0;
	memset(fr, 0, sizeof(*fr));
	fr->func = fr->file = AR_NONE;
	in = find(s + i, n - i, " in ");
	if (!in)
		return 1;	/* unsymbolized: no function, no file */
	f0 = (size_t)(in + 4 - s);
	if (e > f0 && s[e - 1] == ')' && find(s + f0, e - f0, " (BuildId: "))
		e = (size_t)(find(s + f0, e - f0, " (BuildId: ") - s);
	if (e > f0 && s[e - 1] == ')') {	/* (MODULE+0xOFF): no file */
		while (e > f0 && s[e - 1] != '(')
			e--;
		fr->func = intern_func(a, s + f0, e > f0 ? e - f0 - 1 : 0);
		return 1;
	}
	for (i = e; i > f0 && s[i - 1] != ' '; i--)
		;
	if (i > f0) {
		frame_loc(a, s + i, e - i, fr);
		fr->func = intern_func(a, s + f0, i - f0 - 1);
	} else {
		fr->func = intern_func(a, s + f0, e - f0);
	}
	return 1;
}

/* valgrind's "at 0xADDR: FUNC (FILE:LINE)" or "by ...", "(in /lib/x.so)". */
static int vg_frame(struct audit *a, const char *s, size_t n, struct ar_frame *fr)
{
	size_t i = 0, f0, e = n, o;

	while (i < n && s[i] == ' ')
		i++;
	if (!starts(s + i, n - i, "at 0x") && !starts(s + i, n - i, "by 0x"))
		return 0;
	memset(fr, 0, sizeof(*fr));
	fr->func = fr->file = AR_NONE;
	for (f0 = i + 5; f0 < n && s[f0] != ' '; f0++)
		;
	if (f0 >= n)
		return 1;
	f0++;
	while (e > f0 && s[e - 1] == ' ')
		e--;
	if (e > f0 && s[e - 1] == ')') {
		for (o = e - 1; o > f0 && s[o] != '('; o--)
			;
		if (s[o] == '(' && o > f0) {
			if (!starts(s + o + 1, e - o - 2, "in "))
				frame_loc(a, s + o + 1, e - o - 2, fr);
			e = o - 1;
		}
	}
	fr->func = intern_func(a, s + f0, e > f0 ? e - f0 : 0);
	return 1;
}

/* A new report of tool t in the current run. */
static void new_report(struct audit *a, int tool, const char *what, size_t n)
{
	struct ar_report *r;

	if (a->rt.cur < 0 || GROW(a->rep, a->nrep, a->caprep, 16)) {
		a->rt.rep = AR_NONE;
		return;
	}
	r = &a->rep[a->nrep];
	memset(r, 0, sizeof(*r));
	r->run = (uint16_t)a->rt.cur;
	r->tool = (uint8_t)tool;
	r->var = AR_NONE;
	r->test = a->rt.test;
	r->what = ar_intern(&a->pool, what, n);
	r->origin_at.func = r->origin_at.file = AR_NONE;
	a->rt.rep = (uint32_t)a->nrep++;
	a->runs[a->rt.cur].reports++;
	a->runs[a->rt.cur].tools |= (uint8_t)tool;
	a->rt.state = RS_READ;
}

/* A frame line of the current report, in its state. */
static int report_frame(struct audit *a, const char *s, size_t n)
{
	struct ar_report *r = &a->rep[a->rt.rep];
	struct ar_frame fr;
	int ok = r->tool == RT_MSAN ? msan_frame(a, s, n, &fr) : vg_frame(a, s, n, &fr);

	if (!ok)
		return 0;
	if (a->rt.state == RS_READ && r->nread < AR_FRAMES)
		r->read[r->nread++] = fr;
	else if (a->rt.state == RS_ORIGIN && r->in_origin) {
		if (r->origin_at.func == AR_NONE || fr.func == AR_NONE ||
		    r->origin_at.func == fr.func) {
			uint32_t func = r->origin_at.func;

			r->origin_at = fr;
			if (fr.func == AR_NONE)
				r->origin_at.func = func;
		}
		r->in_origin = 0;
	}
	return 1;
}

/* "... created by an allocation of 'VAR' in the stack frame[ of function
 * 'F']": the variable, and the function when it is named. */
static void msan_origin(struct audit *a, struct ar_report *r, const char *s, size_t n)
{
	const char *q = find(s, n, "allocation of '"), *e, *fn;

	r->origin = RO_STACK;
	r->in_origin = 1;
	a->rt.state = RS_ORIGIN;
	if (!q)
		return;
	q += 15;
	e = memchr(q, '\'', n - (size_t)(q - s));
	if (e && e > q)
		r->var = ar_intern(&a->pool, q, (size_t)(e - q));
	fn = find(s, n, "stack frame of function '");
	if (fn) {
		fn += 25;
		e = memchr(fn, '\'', n - (size_t)(fn - s));
		if (e)
			r->origin_at.func = intern_func(a, fn, (size_t)(e - fn));
	} else {
		r->decl_exact = 1;	/* clang 16 on: the frame is the declaration */
	}
}

/* A line of a report being read; 0 when it is none of its lines. */
static int report_line(struct audit *a, const char *s, size_t n)
{
	struct ar_report *r = &a->rep[a->rt.rep];

	if (report_frame(a, s, n))
		return 1;
	if (find(s, n, "Uninitialized value was stored to memory at")) {
		a->rt.state = RS_CHAIN;
	} else if (find(s, n, "created by an allocation of '") && find(s, n, "stack frame")) {
		msan_origin(a, r, s, n);
	} else if (find(s, n, "Uninitialised value was created by a stack allocation")) {
		r->origin = RO_STACK;
		r->in_origin = 1;
		a->rt.state = RS_ORIGIN;
	} else if (find(s, n, "value was created by a heap allocation")) {
		r->origin = RO_HEAP;
		a->rt.state = RS_ORIGIN;
	} else if (find(s, n, "value was created by") || find(s, n, "Memory was marked as uninitialized")) {
		r->origin = RO_OTHER;
		a->rt.state = RS_ORIGIN;
	} else if (find(s, n, "SUMMARY: MemorySanitizer") || (n == 0 && r->tool == RT_VALGRIND)) {
		a->rt.rep = AR_NONE;
		a->rt.state = RS_IDLE;
	} else {
		return 0;
	}
	return 1;
}

/* The words valgrind starts a report of an uninitialized read with. */
static int vg_start(const char *s, size_t n)
{
	return starts(s, n, "Conditional jump or move depends on uninitialised value") ||
	       starts(s, n, "Use of uninitialised value of size") ||
	       (starts(s, n, "Syscall param ") && find(s, n, "uninitialised byte")) ||
	       starts(s, n, "Uninitialised byte(s) found during client check request");
}

/* ctest's "    Start 3: NAME" and "3/5 Test #3: NAME ....***Failed" (with
 * --output-on-failure the test's output follows it): the test of the
 * reports after it. */
static int ctest_line(struct audit *a, const char *s, size_t n)
{
	size_t i = 0, e;
	const char *p;

	while (i < n && s[i] == ' ')
		i++;
	if (starts(s + i, n - i, "Start ")) {
		for (p = s + i + 6; p < s + n && *p == ' '; p++)
			;
	} else if ((p = find(s + i, n - i, " Test ")) != NULL && s[i] >= '0' && s[i] <= '9' &&
		   memchr(s + i, '/', (size_t)(p - s) - i)) {
		p += 6;
		while (p < s + n && *p == ' ')
			p++;
		if (p >= s + n || *p != '#')
			return 0;
	} else {
		return 0;
	}
	while (p < s + n && *p != ':')
		if (*p == ' ' || (*p++ != '#' && (p[-1] < '0' || p[-1] > '9')))
			return 0;
	if (p + 2 >= s + n)
		return 0;
	p += 2;
	for (e = 0; p + e < s + n && p[e] != ' '; e++)
		;
	a->rt.test = ar_intern(&a->pool, p, e);
	return 1;
}

/* A test's start or result line: sets the test of the reports it names. */
static void test_line(struct audit *a, const char *s, size_t n)
{
	static const char *const start[] = { "[ RUN      ] ", "=== RUN " };
	static const char *const result[] = { "PASS: ", "FAIL: ", "XFAIL: ", "XPASS: ",
					      "ERROR: ", "ok ", "not ok " };
	size_t k, i;

	for (k = 0; k < sizeof(start) / sizeof(start[0]); k++)
		if (starts(s, n, start[k])) {
			for (i = strlen(start[k]); i < n && s[i] == ' '; i++)
				;
			a->rt.test = ar_intern(&a->pool, s + i, n - i);
			return;
		}
	if (ctest_line(a, s, n))
		return;
	for (k = 0; k < sizeof(result) / sizeof(result[0]); k++) {
		const char *p = s + strlen(result[k]);
		uint32_t t;
		size_t j;

		if (!starts(s, n, result[k]))
			continue;
		if (k >= 5) {	/* TAP: "ok 3 - name" */
			while (p < s + n && *p >= '0' && *p <= '9')
				p++;
			while (p < s + n && (*p == ' ' || *p == '-'))
				p++;
		}
		t = p < s + n ? ar_intern(&a->pool, p, (size_t)(s + n - p)) : AR_NONE;
		for (j = a->rt.unnamed; j < a->nrep; j++)
			if (a->rep[j].test == AR_NONE)
				a->rep[j].test = t;
		a->rt.unnamed = a->nrep;
		a->rt.test = AR_NONE;
		return;
	}
}

void audit_runtime_line(struct audit *a, const char *line, size_t n)
{
	size_t i = 0;

	if (a->rt.cur < 0 && audit_begin_run(a, "run") < 0)
		return;
	while (n && (line[n - 1] == '\n' || line[n - 1] == '\r'))
		n--;
	if (n > 2 && line[0] == '=' && line[1] == '=') {	/* ==PID== */
		for (i = 2; i < n && line[i] >= '0' && line[i] <= '9'; i++)
			;
		if (i + 1 < n && line[i] == '=' && line[i + 1] == '=') {
			const char *p = line + i + 2;
			size_t m = n - i - 2;

			if (starts(p, m, "WARNING: MemorySanitizer: ")) {
				new_report(a, RT_MSAN, p + 26, m - 26);
				return;
			}
			if (m && p[0] == ' ') {
				p++;
				m--;
			}
			if (vg_start(p, m)) {
				new_report(a, RT_VALGRIND, p, m);
				return;
			}
			if (a->rt.rep != AR_NONE && a->rep[a->rt.rep].tool == RT_VALGRIND)
				report_line(a, p, m);
			return;
		}
	}
	if (a->rt.rep != AR_NONE && (report_line(a, line, n) || n == 0))
		return;
	test_line(a, line, n);
}

int audit_read_runtime(struct audit *a, FILE *f)
{
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;

	if (a->rt.cur < 0 && audit_begin_run(a, "run") < 0)
		return -1;
	while ((n = getline(&line, &cap, f)) >= 0)
		audit_runtime_line(a, line, (size_t)n);
	free(line);
	audit_end_run(a);
	return ferror(f) ? -1 : 0;
}

/* ------------------------------------------------------- for the output */

size_t audit_nreports(const struct audit *a)
{
	return a->nrep;
}

int audit_report_tool(const struct audit *a, uint32_t r)
{
	return a->rep[r].tool;
}

size_t audit_report_run(const struct audit *a, uint32_t r)
{
	return a->rep[r].run;
}

const char *audit_report_var(const struct audit *a, uint32_t r)
{
	return ar_str(a, a->rep[r].var);
}

const char *audit_report_func(const struct audit *a, uint32_t r)
{
	return ar_str(a, a->rep[r].origin_at.func);
}

const char *audit_report_test(const struct audit *a, uint32_t r)
{
	return ar_str(a, a->rep[r].test);
}

void audit_run_stats(const struct audit *a, size_t i, struct run_stats *st)
{
	size_t k;

	memset(st, 0, sizeof(*st));
	st->first_other = AUDIT_NO_WARN;
	st->tools = a->runs[i].tools;
	for (k = 0; k < a->nrep; k++) {
		const struct ar_report *r = &a->rep[k];

		if (r->run != i)
			continue;
		st->reports++;
		if (r->tied)
			st->proved++;
		else if (r->weak)
			st->weak++;
		else if (r->origin == RO_NONE)
			st->no_origin++;
		else if (r->origin != RO_STACK)
			st->heap++;
		else {
			st->other++;
			if (st->first_other == AUDIT_NO_WARN)
				st->first_other = (uint32_t)k;
		}
	}
}
