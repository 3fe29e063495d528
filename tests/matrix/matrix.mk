# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/matrix/matrix.mk - the compiler x standard x flags matrix (included by
# the top Makefile).
#
#   make check-matrix   build and run every cell (suite "matrix"); fails when
#                       a cell fails or an exclusion's reason is not reproduced
#   make matrix         the same, then check-claims and check-sanitize, then
#                       regenerate docs/compat-matrix.md from all three and
#                       record its headline figures in docs/ledger.tsv
#                       (scripts/ledger.py; the documents that quote them
#                       are rendered again)
#
# The cells run as targets of a sub-make (tests/matrix/cells.make) on the
# jobserver of this make: `make -j2 check` runs two at a time. A cell that
# passed before, when nothing it depends on has changed since, comes from
# the cache instead (tests/matrix/cache.sh: what its key holds, where it
# lives; MATRIX_CACHE=off runs every cell, MATRIX_CACHE=DIR puts it in DIR).
#
#   make check-matrix MATRIX_CACHE=off    every cell built and run again
#   make check-matrix MATRIX_ONLY='ID...'  only these cells (run-matrix.sh list)

MATRIX_DIR := $(BUILD)/matrix
MATRIX_CACHE ?=
MATRIX_ONLY ?=

CHECK_SUITES += check-matrix

.PHONY: check-matrix matrix matrix-run

matrix-run:
	@rm -rf $(MATRIX_DIR)/cells && mkdir -p $(MATRIX_DIR)/cells $(RESULTS_DIR)
	@rm -f $(RESULTS_DIR)/matrix.txt
	@date +%s >$(MATRIX_DIR)/start
	@BUILD=$(BUILD) MATRIX_DIR=$(MATRIX_DIR) MATRIX_CACHE='$(MATRIX_CACHE)' tests/matrix/run-matrix.sh prepare $(MATRIX_ONLY)
	+@MATRIX_ENV=$(MATRIX_DIR)/env.sh $(MAKE) -s --no-print-directory -f tests/matrix/cells.make MATRIX_DIR=$(MATRIX_DIR) BUILD=$(BUILD)
	@BUILD=$(BUILD) MATRIX_DIR=$(MATRIX_DIR) MATRIX_ENV=$(MATRIX_DIR)/env.sh tests/matrix/run-matrix.sh seal
	@echo $$(( $$(date +%s) - $$(cat $(MATRIX_DIR)/start) )) >$(MATRIX_DIR)/seconds
	@echo "matrix: took $$(cat $(MATRIX_DIR)/seconds) s"

# The cache itself is tested beside the cells (tests/matrix/cache-test.sh:
# a planted change in a header re-runs the cells, a planted breaking change
# fails them); finish gathers its result lines with the cells'.
check-matrix: matrix-run matrix-cache-test
	@BUILD=$(BUILD) MATRIX_DIR=$(MATRIX_DIR) tests/matrix/run-matrix.sh finish

.PHONY: matrix-cache-test
matrix-cache-test:
	@mkdir -p $(MATRIX_DIR)
	@rm -f $(MATRIX_DIR)/cache-test.results
	@BUILD=$(BUILD) RESULTS_FILE=$(abspath $(MATRIX_DIR))/cache-test.results tests/matrix/cache-test.sh

# The claims, sanitizer and core suites' results go into the document too
# (core: the results that pin the per-compiler checks); their failures are
# in the document, not fatal here. Every cell runs (no cache): the document
# shows what the whole matrix costs.
matrix: MATRIX_CACHE = off
matrix: matrix-run
	@rm -f $(RESULTS_DIR)/core.txt
	-@$(MAKE) --no-print-directory check-claims check-sanitize check-core >$(MATRIX_DIR)/claims-sanitize.log 2>&1
	@BUILD=$(BUILD) MATRIX_DIR=$(MATRIX_DIR) tests/matrix/run-matrix.sh report docs/compat-matrix.md
	@scripts/ledger.py record $(MATRIX_DIR)/figures.tsv --how 'make -j2 matrix'
	@BUILD=$(BUILD) MATRIX_DIR=$(MATRIX_DIR) tests/matrix/run-matrix.sh finish

# make coverage: the cell program built with gcc --coverage and run, once
# as C11 and once with the generic definitions (tests/lib/coverage.sh then
# collects the .gcda files under $(BUILD)/coverage).
COVERAGE_SUITES += coverage-matrix
.PHONY: coverage-matrix
coverage-matrix:
	@mkdir -p $(BUILD)/coverage/matrix
	cd $(BUILD)/coverage/matrix && \
	gcc -std=gnu11 -O0 --coverage -I$(CURDIR)/include -I$(CURDIR)/compat -DMATRIX_HOSTED=1 \
		$(CURDIR)/tests/matrix/cell.c -o cell && ./cell
	@mkdir -p $(BUILD)/coverage/matrix-generic
	cd $(BUILD)/coverage/matrix-generic && \
	gcc -std=gnu11 -O0 --coverage -I$(CURDIR)/include -I$(CURDIR)/compat -DMATRIX_HOSTED=1 \
		-DINIT_FOR_COMPILER_GENERIC=1 $(CURDIR)/tests/matrix/cell.c -o cell && ./cell
