# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/core/core.mk - the core header tests (tests/core/run.sh).
CHECK_SUITES += check-core
.PHONY: check-core
# run.sh calls `make install` (which installs the tool) and `make
# single-header`: built here first, so that those inner makes find them up to
# date and never build them at the same time as another suite under -j2.
# (Literal paths: tools/tool.mk, which names TOOL_BIN, is read after this file.)
check-core: $(BUILD)/tool/init-for-compiler $(BUILD)/single/init_for_compiler.h
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
