# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/claims/claims.mk - the claims (tests/claims/run-claims.sh).
CHECK_SUITES += check-claims
.PHONY: check-claims
check-claims:
	@rm -f $(RESULTS_DIR)/claims.txt
	@BUILD=$(BUILD) tests/claims/run-claims.sh
