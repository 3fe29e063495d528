// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tests/tool/fuzz_audit.c - fuzz harness: any bytes as two build logs, one
 * read line by line (audit_line), one as a file (audit_read_log), then a
 * verdict for each annotation of a real source file f.c, as
 * `init-for-compiler audit --log A --log B f.c` would give them; and the
 * same for each log alone.
 *
 * Besides crashes and sanitizer reports, it checks (FUZZ_ASSERT): every
 * parsed warning has a name and a kind in range; a verdict is `review`
 * exactly when it comes with the warning's text and kind; `stale` only when
 * an input compiled the file cleanly; one state per input, in range, and
 * "warned" for an input only with its warning; the inputs that warned are
 * counted right; the compiler a log is named after is a word of it.
 *
 * f.c is written once, in $FUZZ_WORKDIR when set (tests/tool/fuzz.sh sets
 * it to the directory the fuzzer runs in: the same path on every run, so a
 * fixed-seed run repeats), else in a temporary directory removed at exit.
 * Built and run by tests/tool/fuzz.sh (see fuzz.h).
 */
#define _XOPEN_SOURCE 700
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ifc.h"
#include "fuzz.h"

/* The source the verdicts are asked for: three annotations in two
 * functions (the seeds in tests/tool/fuzz-seeds/audit name them). */
static const char src_[] =
	"void f(int c)\n{\n\tint INIT_FOR_COMPILER(x), INIT_FOR_COMPILER(y);\n\n"
	"\tif (c)\n\t\tx = y = 1;\n}\n\nvoid g(void)\n{\n\tlong INIT_FOR_COMPILER(z);\n}\n";

static char dir_[4096], path_[4200];
static int temp_;

static void cleanup_(void)
{
	if (temp_) {
		unlink(path_);
		rmdir(dir_);
	}
}

static void verdicts_(struct audit *a)
{
	static struct tokvec tv;
	static struct scan_result r;
	static char *files[1];
	static int ready;
	size_t i, l, clean, warned;

	if (!ready) {
		const char *w = getenv("FUZZ_WORKDIR");
		FILE *f;

		FUZZ_ASSERT(!lex(src_, sizeof(src_) - 1, &tv) &&
			    !scan(src_, sizeof(src_) - 1, &tv, NULL, &r) &&
			    !audit_funcs(src_, &tv, &r) && r.nsites == 3,
			    "the fixed source does not scan to 3 annotations");
		if (w && *w) {
			snprintf(dir_, sizeof(dir_), "%s", w);
		} else {
			snprintf(dir_, sizeof(dir_), "/tmp/ifc-fuzz-audit-XXXXXX");
			FUZZ_ASSERT(mkdtemp(dir_) != NULL, "no temporary directory");
			temp_ = 1;
			atexit(cleanup_);
		}
		snprintf(path_, sizeof(path_), "%s/f.c", dir_);
		f = fopen(path_, "w");
		FUZZ_ASSERT(f && fputs(src_, f) >= 0 && !fclose(f), "cannot write f.c");
		files[0] = path_;
		ready = 1;
	}
	FUZZ_ASSERT(!audit_set_files(a, files, 1), "audit_set_files failed");
	for (i = 0; i < r.nsites; i++) {
		struct site_verdict sv;
		enum verdict v = audit_site(a, path_, src_, sizeof(src_) - 1, &r, &r.sites[i], &sv);

		FUZZ_ASSERT(v == V_REVIEW || v == V_STALE || v == V_UNKNOWN, "a verdict out of range");
		FUZZ_ASSERT(v == sv.v, "the verdict returned is not the one filled in");
		FUZZ_ASSERT((v == V_REVIEW) == (sv.why != NULL),
			    "a review verdict without its warning, or a warning without review");
		FUZZ_ASSERT((v == V_REVIEW) == (sv.kinds != 0), "review without a kind of warning");
		FUZZ_ASSERT(sv.nlogs == audit_nlogs(a), "not one verdict per input");
		for (l = clean = warned = 0; l < sv.nlogs; l++) {
			FUZZ_ASSERT(sv.log[l].state < LS_COUNT, "a log state out of range");
			FUZZ_ASSERT(sv.log[l].state != LS_WARNED || sv.log[l].why != NULL,
				    "an input says warned without its warning");
			clean += sv.log[l].state == LS_CLEAN;
			warned += sv.log[l].state == LS_WARNED;
		}
		FUZZ_ASSERT(warned == sv.nwarned, "the inputs that warned are miscounted");
		FUZZ_ASSERT(v != V_STALE || clean > 0, "stale without an input that compiled it cleanly");
		if (sv.why)
			(void)strlen(sv.why);
	}
	for (l = 0; l < audit_nlogs(a); l++) {
		struct log_stats st;

		int how, fam;
		const char *cc = audit_log_compiler(a, l, &how, &fam);

		(void)audit_log_matched(a, l);
		audit_log_stats(a, l, &st);
		FUZZ_ASSERT(!cc || (*cc && strlen(cc) < 64 && !strchr(cc, '\n') &&
				    how >= AUDIT_BY_COMMAND && how <= AUDIT_BY_DIAGNOSTICS),
			    "a log named after no word of it");
		FUZZ_ASSERT(fam == 0 || fam == 'g' || fam == 'c', "a compiler family out of range");
	}
}

static void warnings_(const struct audit *a)
{
	size_t i;

	for (i = 0; i < audit_nwarnings(a); i++) {
		FUZZ_ASSERT(audit_warning_name(a, i) != NULL, "a warning without a name");
		FUZZ_ASSERT(audit_warning_kind(a, i) >= 0 && audit_warning_kind(a, i) < WK_COUNT,
			    "a warning kind out of range");
		(void)audit_warning_decl_file(a, i);
		(void)audit_warning_func(a, i);
		(void)audit_warning_unit(a, i);
	}
}

/* The bytes as one input, line by line. */
static void lines_(struct audit *a, const char *p, const char *e)
{
	if (audit_begin_log(a, "lines") < 0)
		return;
	while (p < e) {
		const char *nl = memchr(p, '\n', (size_t)(e - p));
		size_t n = nl ? (size_t)(nl - p) + 1 : (size_t)(e - p);

		audit_line(a, p, n);
		p += n;
	}
	audit_end_log(a);
}

/* The bytes as one input, a log file, with make's directory set. */
static void file_(struct audit *a, const uint8_t *data, size_t size)
{
	FILE *f;

	if (!size || audit_begin_log(a, "file") < 0)
		return;
	f = fmemopen((void *)(uintptr_t)data, size, "r");
	if (f) {
		(void)audit_read_log(a, f, "/nonexistent/dir");
		fclose(f);
	}
	audit_end_log(a);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *buf = (const char *)data;
	struct audit *a;
	int k;

	/* 0: line by line; 1: as a file; 2: both, as two inputs */
	for (k = 0; k < 3; k++) {
		a = audit_new();
		if (!a)
			return 0;
		if (k != 1)
			lines_(a, buf, buf + size);
		if (k != 0)
			file_(a, data, size);
		warnings_(a);
		verdicts_(a);
		audit_free(a);
	}
	return 0;
}
