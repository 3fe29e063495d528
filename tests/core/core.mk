# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/core/core.mk - the core header tests (tests/core/run.sh).
CHECK_SUITES += check-core
.PHONY: check-core
check-core:
	@BUILD=$(BUILD) tests/core/run.sh
