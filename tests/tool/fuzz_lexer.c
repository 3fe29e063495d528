// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tests/tool/fuzz_lexer.c - libFuzzer harness: any bytes through the lexer,
 * the matchers, convert (plan, apply, diff), the tag matcher and the log
 * parser. Built by tests/tool/fuzz.sh with clang-19
 * -fsanitize=fuzzer,address,undefined; a crash or a sanitizer report fails.
 * Also checks three invariants: tokens are in order inside the buffer,
 * scan_quick() says yes whenever scan() finds a site, and converting the
 * converted text changes nothing (idempotence).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../tools/ifc.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct tokvec tv;
	static struct scan_result r;
	static FILE *null;
	struct editvec ev = { NULL, 0, 0 };
	const char *buf = (const char *)data;
	size_t i, len;
	char *out;
	struct audit *a;

	if (!null)
		null = fopen("/dev/null", "w");
	if (lex(buf, size, &tv))
		return 0;
	for (i = 0; i < tv.n; i++) {
		if ((size_t)tv.v[i].off + tv.v[i].len > size)
			abort();
		if (i && tv.v[i].off < tv.v[i - 1].off + tv.v[i - 1].len)
			abort();
		if (tv.v[i].kind == TK_COMMENT)
			(void)comment_is_tag(buf + tv.v[i].off, tv.v[i].len);
	}
	r.want_funcs = 1;
	if (scan(buf, size, &tv, &r))
		return 0;
	if (r.nsites && !scan_quick(buf, size))
		abort();	/* the quick check must never skip a file with sites */
	if (convert_plan("f.c", buf, size, &tv, &r, 1, &ev, null) > 0) {
		edits_diff("f.c", buf, size, &ev, null);
		out = edits_apply(buf, size, &ev, &len);
		if (out) {
			struct editvec ev2 = { NULL, 0, 0 };

			if (!lex(out, len, &tv) && !scan(out, len, &tv, &r) &&
			    convert_plan("f.c", out, len, &tv, &r, 1, &ev2, null) > 0)
				abort();	/* a second conversion must change nothing */
			editvec_free(&ev2);
			free(out);
		}
	}
	editvec_free(&ev);
	a = audit_new();
	if (a) {
		const char *p = buf, *e = buf + size;

		while (p < e) {
			const char *nl = memchr(p, '\n', (size_t)(e - p));
			size_t n = nl ? (size_t)(nl - p) : (size_t)(e - p);

			audit_line(a, p, n);
			p += n + 1;
		}
		audit_end_log(a);
		audit_free(a);
	}
	return 0;
}
