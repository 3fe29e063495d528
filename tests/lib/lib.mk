# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/lib/lib.mk - make fragment: tests of the result protocol and of the
# skip policy (tests/lib/run.sh).
#
#   make check-lib     result.sh, skips.sh, summary.sh; and every other suite
#                      of `make check` run without any tool installed: each
#                      SKIP it records must name a missing tool

CHECK_SUITES += check-lib

.PHONY: check-lib
# $(CHECK_SUITES) is read when the recipe runs: every fragment is included.
check-lib:
	@rm -f $(RESULTS_DIR)/lib.txt
	@BUILD=$(BUILD) SUITES='$(filter-out check-lib,$(CHECK_SUITES))' \
		PREBUILD='$(patsubst $(BUILD)/%,%,$(CHECK_PREBUILD))' \
		tests/lib/run.sh
