// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tests/tool/fuzz_audit.c - fuzz harness: any bytes as a build log, read
 * line by line (audit_line) and as a file (audit_read_log), then a verdict
 * for each annotation of a fixed source file, as `init-for-compiler audit
 * --log` would give them.
 *
 * Besides crashes and sanitizer reports, it checks (FUZZ_ASSERT): every
 * parsed warning has a name; a verdict is `needed` exactly when it comes
 * with the warning's text and kind; `stale` only when an input compiled
 * the file cleanly; one state per input.
 * Built and run by tests/tool/fuzz.sh (see fuzz.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ifc.h"
#include "fuzz.h"

/* The source the verdicts are asked for, as file f.c in a directory of its
 * own: three annotations in two functions (the seeds in
 * tests/tool/fuzz-seeds/audit name them). */
static const char src_[] =
	"void f(int c)\n{\n\tint INIT_FOR_COMPILER(x), INIT_FOR_COMPILER(y);\n\n"
	"\tif (c)\n\t\tx = y = 1;\n}\n\nvoid g(void)\n{\n\tlong INIT_FOR_COMPILER(z);\n}\n";

static void verdicts_(struct audit *a)
{
	static struct tokvec tv;
	static struct scan_result r;
	static char dir[] = "/tmp/ifc-fuzz-audit-XXXXXX", path[64];
	static char *files[1];
	static int ready;
	size_t i, l, clean;

	if (!ready) {
		FILE *f;

		r.want_funcs = 1;
		FUZZ_ASSERT(!lex(src_, sizeof(src_) - 1, &tv) &&
			    !scan(src_, sizeof(src_) - 1, &tv, &r) && r.nsites == 3,
			    "the fixed source does not scan to 3 annotations");
		FUZZ_ASSERT(mkdtemp(dir) != NULL, "no temporary directory");
		snprintf(path, sizeof(path), "%s/f.c", dir);
		f = fopen(path, "w");
		FUZZ_ASSERT(f && fputs(src_, f) >= 0 && !fclose(f), "cannot write f.c");
		files[0] = path;
		ready = 1;
	}
	FUZZ_ASSERT(!audit_set_files(a, files, 1), "audit_set_files failed");
	for (i = 0; i < r.nsites; i++) {
		struct site_verdict sv;
		enum verdict v = audit_site(a, path, src_, sizeof(src_) - 1, &r, &r.sites[i], &sv);

		FUZZ_ASSERT(v == V_NEEDED || v == V_STALE || v == V_UNKNOWN, "a verdict out of range");
		FUZZ_ASSERT(v == sv.v, "the verdict returned is not the one filled in");
		FUZZ_ASSERT((v == V_NEEDED) == (sv.why != NULL),
			    "a needed verdict without its warning, or a warning without needed");
		FUZZ_ASSERT((v == V_NEEDED) == (sv.kinds != 0), "needed without a kind of warning");
		FUZZ_ASSERT(sv.nlogs == audit_nlogs(a), "not one verdict per input");
		for (l = clean = 0; l < sv.nlogs; l++) {
			FUZZ_ASSERT(sv.log[l].state < LS_COUNT, "a log state out of range");
			clean += sv.log[l].state == LS_CLEAN;
		}
		FUZZ_ASSERT(v != V_STALE || clean > 0, "stale without an input that compiled it cleanly");
		if (sv.why)
			(void)strlen(sv.why);
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
