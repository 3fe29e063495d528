// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tests/tool/fuzz_audit.c - fuzz harness: any bytes as a build log, read
 * line by line (audit_line) and as a file (audit_read_log), then a verdict
 * for each annotation of a fixed source file, as `init-for-compiler audit
 * --log` would give them.
 *
 * Besides crashes and sanitizer reports, it checks (FUZZ_ASSERT): every
 * parsed warning has a name and a file; a verdict is `needed` exactly when
 * it comes with the warning's text.
 * Built and run by tests/tool/fuzz.sh (see fuzz.h).
 */
#include <string.h>

#include "ifc.h"
#include "fuzz.h"

/* The source the verdicts are asked for, as file f.c: three annotations in
 * two functions (the seeds in tests/tool/fuzz-seeds/audit name them). */
static const char src_[] =
	"void f(int c)\n{\n\tint INIT_FOR_COMPILER(x), INIT_FOR_COMPILER(y);\n\n"
	"\tif (c)\n\t\tx = y = 1;\n}\n\nvoid g(void)\n{\n\tlong INIT_FOR_COMPILER(z);\n}\n";

static void verdicts_(struct audit *a)
{
	static struct tokvec tv;
	static struct scan_result r;
	static int ready;
	static const char *const paths[] = { "f.c", "./f.c", "/f.c", "sub/f.c" };
	size_t i, k;

	if (!ready) {
		r.want_funcs = 1;
		FUZZ_ASSERT(!lex(src_, sizeof(src_) - 1, &tv) &&
			    !scan(src_, sizeof(src_) - 1, &tv, &r) && r.nsites == 3,
			    "the fixed source does not scan to 3 annotations");
		ready = 1;
	}
	for (k = 0; k < sizeof(paths) / sizeof(*paths); k++) {
		for (i = 0; i < r.nsites; i++) {
			const char *why = NULL;
			enum verdict v = audit_verdict(a, paths[k], &r, &r.sites[i], &why);

			FUZZ_ASSERT(v == V_NEEDED || v == V_STALE || v == V_UNKNOWN,
				    "a verdict out of range");
			FUZZ_ASSERT((v == V_NEEDED) == (why != NULL),
				    "a needed verdict without its warning, or a warning without needed");
			if (why)
				(void)strlen(why);
		}
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *buf = (const char *)data, *p = buf, *e = buf + size;
	struct audit *a = audit_new();
	size_t i;

	if (!a)
		return 0;
	while (p < e) {
		const char *nl = memchr(p, '\n', (size_t)(e - p));
		size_t n = nl ? (size_t)(nl - p) + 1 : (size_t)(e - p);

		audit_line(a, p, n);
		p += n;
	}
	audit_end_log(a);
	for (i = 0; i < audit_nwarnings(a); i++) {
		FUZZ_ASSERT(audit_warning_name(a, i) != NULL, "a warning without a name");
		(void)audit_warning_decl_file(a, i);
		(void)audit_warning_func(a, i);
	}
	verdicts_(a);
	audit_free(a);

	/* the same bytes as a log file, with make's directory set */
	if (size) {
		FILE *f = fmemopen((void *)(uintptr_t)data, size, "r");

		a = audit_new();
		if (f && a) {
			(void)audit_read_log(a, f, "/nonexistent/dir");
			verdicts_(a);
		}
		if (f)
			fclose(f);
		audit_free(a);
	}
	return 0;
}
