// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tests/tool/fuzz_audit.c - fuzz harness: any bytes as two build logs, one
 * read line by line (audit_line), one as a file (audit_read_log), then a
 * verdict for each annotation of a real source file f.c, as
 * `init-for-compiler audit --log A --log B f.c` would give them; the same
 * for each log alone; and the bytes as a log and as a run's log
 * (audit_read_runtime: MemorySanitizer, valgrind), as `--log A
 * --runtime-log A` would.
 *
 * Besides crashes and sanitizer reports, it checks (FUZZ_ASSERT): every
 * parsed warning has a name and a kind in range, and its path's steps a
 * text and a kind; a warning's text comes with its kind, and only on a
 * `review` or `proven` site; `review` comes with a warning or a run that
 * names the site; `proven` exactly with a report that is there; the class
 * of evidence is the verdict's; `stale` only when an input compiled the
 * file cleanly; one state per input, in range, and "warned" for an input
 * only with its warning; the inputs that warned are counted right; a
 * run's reports are counted right, each of a tool, its path a creation
 * and a read; the compiler a log is named after is a word of it.
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
		enum verdict v = audit_site(a, path_, src_, sizeof(src_) - 1, &tv, &r,
					    &r.sites[i], &sv);

		FUZZ_ASSERT(v == V_REVIEW || v == V_STALE || v == V_UNKNOWN || v == V_PROVEN,
			    "a verdict out of range");
		FUZZ_ASSERT(v == sv.v, "the verdict returned is not the one filled in");
		FUZZ_ASSERT((sv.why != NULL) == (sv.kinds != 0), "a warning without its kind");
		FUZZ_ASSERT(sv.why == NULL || v == V_REVIEW || v == V_PROVEN,
			    "a warning tied to a site that is neither review nor proven");
		FUZZ_ASSERT(v != V_REVIEW || sv.why || sv.hint.how != TIE_NONE,
			    "review without a warning or a run that names the site");
		FUZZ_ASSERT((v == V_PROVEN) == (sv.proof.how != TIE_NONE) &&
			    (v == V_PROVEN) == (sv.ev == EV_PROVEN), "proven without its report");
		FUZZ_ASSERT(sv.proof.how == TIE_NONE || sv.proof.report < audit_nreports(a),
			    "a proof by a report that is not there");
		FUZZ_ASSERT((sv.ev == EV_STALE) == (v == V_STALE) &&
			    (sv.ev == EV_UNKNOWN) == (v == V_UNKNOWN) &&
			    (sv.ev != EV_DEFINITE || (sv.kinds & (1u << WK_IS))),
			    "a class of evidence that is not the verdict's");
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
	for (l = 0; l < audit_nruns(a); l++) {
		struct run_stats rs;

		audit_run_stats(a, l, &rs);
		FUZZ_ASSERT(rs.proved + rs.weak + rs.no_origin + rs.heap + rs.other == rs.reports,
			    "a run's reports miscounted");
	}
	for (i = 0; i < audit_nreports(a); i++) {
		struct path_step st[4];
		size_t k, n = audit_report_path(a, (uint32_t)i, st, 4);

		FUZZ_ASSERT(n <= 2, "a report's path of more than its creation and read");
		for (k = 0; k < n; k++)
			FUZZ_ASSERT(st[k].what == PS_CREATED || st[k].what == PS_READ,
				    "a report's step of another kind");
		FUZZ_ASSERT(audit_report_tool(a, (uint32_t)i) == RT_MSAN ||
			    audit_report_tool(a, (uint32_t)i) == RT_VALGRIND, "a report of no tool");
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
	size_t i, k, n;

	for (i = 0; i < audit_nwarnings(a); i++) {
		struct path_step st[64];

		n = audit_warning_path(a, (uint32_t)i, st, 64);
		for (k = 0; k < n; k++)
			FUZZ_ASSERT(st[k].text != NULL && st[k].what >= PS_DECL && st[k].what <= PS_EVENT,
				    "a path step without its text, or of no kind");
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

/* The bytes as one input, a log file, with make's directory set; or, with
 * run, as the log of a run (MemorySanitizer, valgrind). */
static void file_(struct audit *a, const uint8_t *data, size_t size, int run)
{
	FILE *f;

	if (!size || (run ? audit_begin_run(a, "run") : audit_begin_log(a, "file")) < 0)
		return;
	f = fmemopen((void *)(uintptr_t)data, size, "r");
	if (f) {
		if (run)
			(void)audit_read_runtime(a, f);
		else
			(void)audit_read_log(a, f, "/nonexistent/dir");
		fclose(f);
	}
	if (run)
		audit_end_run(a);
	else
		audit_end_log(a);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *buf = (const char *)data;
	struct audit *a;
	int k;

	/* 0: line by line; 1: as a file; 2: both, as two inputs; 3: as a
	 * file and as a run's log */
	for (k = 0; k < 4; k++) {
		a = audit_new();
		if (!a)
			return 0;
		if (k == 0 || k == 2)
			lines_(a, buf, buf + size);
		if (k != 0)
			file_(a, data, size, 0);
		if (k == 3)
			file_(a, data, size, 1);
		warnings_(a);
		verdicts_(a);
		audit_free(a);
	}
	return 0;
}
