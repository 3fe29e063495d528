# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# bench/bench.mk - the benchmarks (issue 7), included by the top Makefile.
#
#   make bench                 every measure; prints a table, rewrites the
#                              generated region of docs/performance.md and
#                              docs/bench-bytes.svg (about 5 minutes, 2 cores),
#                              then bench-scan
#   make bench-ct              measure 5 alone, compile time (bench/ct.sh):
#                              prints its tables, leaves docs/ alone
#   make bench-scan            init-for-compiler scan against grep on
#                              linux-source-6.1 (bench/scan.sh, about 2
#                              minutes); rewrites its region of
#                              docs/performance.md
#   make bench-prefilter       each byte filter of scan, timed alone on
#                              linux-source-6.1 (bench/prefilter-cost.c,
#                              under a minute)
#   make check-bench-identity  macros vs hand-written zero, function by
#                              function (part of make check, < 60 s)
#
# Outputs go under $(BUILD)/bench/. BENCH_JOBS (default 2) bounds the
# parallel compiles. Not part of make check: only the identity test is.

BENCH_OUT    := $(BUILD)/bench
BENCH_ELFSEC := $(BENCH_OUT)/elfsec
BENCH_CPUTIME := $(BENCH_OUT)/cputime
BENCH_HOSTCC ?= cc
BENCH_JOBS   ?= 2
export BENCH_JOBS

CHECK_SUITES += check-bench-identity

.PHONY: bench bench-ct bench-scan bench-prefilter check-bench-identity

$(BENCH_ELFSEC): bench/elfsec.c
	@mkdir -p $(@D)
	$(BENCH_HOSTCC) -O2 -Wall -Wextra -o $@ bench/elfsec.c

$(BENCH_CPUTIME): bench/cputime.c
	@mkdir -p $(@D)
	$(BENCH_HOSTCC) -O2 -Wall -Wextra -o $@ bench/cputime.c

check-bench-identity: $(BENCH_ELFSEC)
	@bench/identity.sh $(BENCH_OUT)/identity $(BENCH_ELFSEC)

bench: $(BENCH_ELFSEC) $(BENCH_CPUTIME) $(TOOL_BIN)
	bench/run.sh $(BENCH_OUT)/run $(BENCH_ELFSEC) $(BENCH_CPUTIME)
	bench/scan.sh $(BENCH_OUT)/scan $(TOOL_BIN) $(BENCH_CPUTIME)

bench-ct: $(BENCH_CPUTIME)
	@rm -rf $(BENCH_OUT)/ct-only
	bench/ct.sh $(BENCH_OUT)/ct-only $(BENCH_CPUTIME)
	@bench/ct-report.sh $(BENCH_OUT)/ct-only/res markdown

bench-scan: $(BENCH_CPUTIME) $(TOOL_BIN)
	bench/scan.sh $(BENCH_OUT)/scan $(TOOL_BIN) $(BENCH_CPUTIME)

BENCH_PFCOST := $(BENCH_OUT)/prefilter-cost
BENCH_LINUX  ?= /var/cache/init-for-compiler/case-study/linux-source-6.1

# (tools/tool.mk is read after this file: the tool's objects are named in
# the recipe, where they are known; make bench-scan unpacks the tree)
bench-prefilter:
	@test -f $(BENCH_LINUX)/Makefile || { echo "bench-prefilter: $(BENCH_LINUX): run make bench-scan first"; exit 2; }
	@$(MAKE) --no-print-directory $(TOOL_BIN)
	@mkdir -p $(dir $(BENCH_PFCOST))
	$(TOOL_CC) $(TOOL_STD) $(TOOL_CFLAGS) -pthread -Itools -o $(BENCH_PFCOST) bench/prefilter-cost.c \
		$(filter-out %/prefilter.o %/main.o,$(TOOL_OBJS))
	cd $(BENCH_LINUX) && find . -type f -name '*.[ch]' | sort | $(abspath $(BENCH_PFCOST))
