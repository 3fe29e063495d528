# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/core/core.mk - the core header tests (tests/core/run.sh).
CHECK_SUITES += check-core
.PHONY: check-core
check-core:
	@BUILD=$(BUILD) tests/core/run.sh

# Coverage: the Check runtime test built with gcov instrumentation; its .gcda
# files land under $(BUILD)/coverage/core for tests/lib/coverage.sh.
COVERAGE_SUITES += coverage-core
.PHONY: coverage-core
coverage-core:
	@mkdir -p $(BUILD)/coverage/core
	$(CC) -std=gnu11 -O0 --coverage -Iinclude -Icompat \
		-o $(BUILD)/coverage/core/check_values tests/core/check_values.c \
		$$(pkg-config --cflags --libs check)
	cd $(BUILD)/coverage/core && CK_FORK=no ./check_values
