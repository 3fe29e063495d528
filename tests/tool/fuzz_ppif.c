// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tests/tool/fuzz_ppif.c - fuzz harness: the audit's #if evaluator
 * (tools/ppif.c, pp_line()) on any bytes. The input is PROLOGUE NUL FILE:
 * the prologue as the audit makes it of a unit's command line ("#define
 * NAME VALUE", "#undef NAME" lines; here any bytes), then the file's text;
 * without a NUL the whole input is the file and no command line is known.
 * The prologue's lines that start with "#include" are dropped: they name
 * files of this machine (-include, -I), which a fuzz input must not open.
 *
 * Besides crashes and sanitizer reports, it checks (FUZZ_ASSERT), for each
 * of the file's first 256 lines: pp_line() answers PP_OFF, PP_ON or
 * PP_UNKNOWN, with why and macro terminated within their size; the same
 * answer twice; a line before the file's first directive is PP_ON; an
 * empty prologue answers as no prologue does.
 * Built and run by tests/tool/fuzz.sh (see fuzz.h).
 */
#define _XOPEN_SOURCE 700
#include <stdlib.h>
#include <string.h>

#include "ifc.h"
#include "fuzz.h"

/* The prologue without its #include lines, a C string. */
static char *prologue_(const char *p, size_t n)
{
	char *out = malloc(n + 1);
	size_t i = 0, o = 0;

	if (!out)
		return NULL;
	while (i < n) {
		const char *nl = memchr(p + i, '\n', n - i);
		size_t len = nl ? (size_t)(nl - (p + i)) + 1 : n - i;

		if (!(len >= 8 && !memcmp(p + i, "#include", 8))) {
			memcpy(out + o, p + i, len);
			o += len;
		}
		i += len;
	}
	out[o] = '\0';
	return out;
}

/* The line of the file's first directive ('#' first on its line), or
 * UINT32_MAX: a cheap bound for the PP_ON property. */
static uint32_t first_directive_(const struct tokvec *tv)
{
	size_t i;

	for (i = 0; i < tv->n; i++)
		if (tv->v[i].flags & (TF_HASH | TF_PP))
			return tv->v[i].line;
	return UINT32_MAX;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *in = (const char *)data, *nul = memchr(in, '\0', size);
	const char *file = nul ? nul + 1 : in;
	size_t flen = nul ? size - (size_t)(nul + 1 - in) : size;
	char *pro = nul ? prologue_(in, (size_t)(nul - in)) : NULL, why[160], macro[64];
	char why2[160], macro2[64];
	struct tokvec tv = { NULL, 0, 0 };
	uint32_t line, last, first;

	if ((nul && !pro) || lex(file, flen, &tv)) {
		free(pro);
		tokvec_free(&tv);
		return 0;
	}
	last = tv.n ? tv.v[tv.n - 1].line + 1 : 1;
	first = first_directive_(&tv);
	for (line = 1; line <= last && line <= 256; line++) {
		int r = pp_line(file, &tv, line, pro, why, sizeof(why), macro, sizeof(macro));
		int r2 = pp_line(file, &tv, line, pro, why2, sizeof(why2), macro2, sizeof(macro2));

		FUZZ_ASSERT(r == PP_OFF || r == PP_ON || r == PP_UNKNOWN, "an answer out of range");
		FUZZ_ASSERT(memchr(why, '\0', sizeof(why)) && memchr(macro, '\0', sizeof(macro)),
			    "why or macro not terminated");
		FUZZ_ASSERT(r == r2 && !strcmp(why, why2) && !strcmp(macro, macro2),
			    "two calls, two answers");
		FUZZ_ASSERT(line > first || r == PP_ON, "a line before any directive is not on");
		if (pro && !pro[0])
			FUZZ_ASSERT(r == pp_line(file, &tv, line, NULL, why2, sizeof(why2), macro2,
						 sizeof(macro2)),
				    "an empty prologue answers otherwise than none");
	}
	free(pro);
	tokvec_free(&tv);
	return 0;
}
