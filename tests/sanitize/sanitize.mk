# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/sanitize/sanitize.mk - valgrind, ASan+UBSan, MSan on the cell program.
CHECK_SUITES += check-sanitize
.PHONY: check-sanitize
check-sanitize:
	@rm -f $(RESULTS_DIR)/sanitize.txt
	@BUILD=$(BUILD) tests/sanitize/run-sanitize.sh
