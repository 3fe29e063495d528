# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tools/tool.mk - the init-for-compiler command-line tool (C11, libc and
# POSIX threads only).
#
#   make                  $(BUILD)/tool/init-for-compiler
#   make check-tool       unit, golden, compile, audit and ccdb tests (tests/tool/run.sh)
#   make coverage-tool    the same tests on a gcov build; .gcda/.gcno land in
#                         $(BUILD)/coverage/tool; fails below 90% line coverage
#   make fuzz             every fuzz harness (tests/tool/fuzz_*.c: lexer and
#                         matchers, log reader, compile_commands.json reader,
#                         SARIF writer, #if evaluator):
#                         the regression inputs replayed, then libFuzzer
#                         (clang-19) for TOOL_FUZZ_SECONDS (60) per harness,
#                         corpus kept in $(BUILD)/tool/fuzz/corpus;
#                         TOOL_FUZZ_HARNESSES="lexer ..." to choose
#   make install-tool     binary to $(bindir), man page to $(man1dir)

# The command line: main.c (the table of commands), cmd*.c (what they share,
# cmd.h: cmd.c, and cmdshim.c for the shims of a run) and a file of
# tools/builtin/ per command. The rest of tools/*.c is what it runs, and
# what the unit tests and the fuzz harnesses link (the same set:
# tests/tool/run.sh, coverage.sh and fuzz.sh list tools/*.c but main.c and
# cmd*.c).
TOOL_CLI_SRCS := tools/main.c $(sort $(wildcard tools/cmd*.c tools/builtin/*.c))
TOOL_LIB_SRCS := $(filter-out $(TOOL_CLI_SRCS),$(sort $(wildcard tools/*.c)))
TOOL_SRCS     := $(TOOL_LIB_SRCS) $(TOOL_CLI_SRCS)
TOOL_BIN      := $(BUILD)/tool/init-for-compiler
TOOL_CC       ?= $(CC)
TOOL_STD      := -std=c11 -D_XOPEN_SOURCE=700
TOOL_WARN     := -Wall -Wextra -Wpedantic -Wshadow -Wconversion
TOOL_CFLAGS   ?= -O2 -g
TOOL_VERSION  := -DIFC_VERSION='"$(VERSION)"'
TOOL_OBJS     := $(patsubst tools/%.c,$(BUILD)/tool/obj/%.o,$(TOOL_SRCS))
TOOL_FUZZ_SECONDS ?= 60
TOOL_FUZZ_HARNESSES ?=

ALL_TARGETS       += $(TOOL_BIN)
CHECK_SUITES      += check-tool
COVERAGE_SUITES   += coverage-tool
INSTALL_TARGETS   += install-tool
UNINSTALL_TARGETS += uninstall-tool

.PHONY: check-tool coverage-tool install-tool uninstall-tool fuzz fuzz-tool

# (tools/builtin/NAME.c: $(BUILD)/tool/obj/builtin/NAME.o)
$(BUILD)/tool/obj/%.o: tools/%.c tools/ifc.h tools/audit.h tools/tool.mk
	@mkdir -p $(@D)
	$(TOOL_CC) $(TOOL_STD) $(TOOL_WARN) $(TOOL_CFLAGS) -pthread $(TOOL_VERSION) -c -o $@ $<

$(patsubst tools/%.c,$(BUILD)/tool/obj/%.o,$(TOOL_CLI_SRCS)): tools/cmd.h

$(TOOL_BIN): $(TOOL_OBJS)
	$(TOOL_CC) $(TOOL_CFLAGS) -pthread -o $@ $(TOOL_OBJS)

check-tool: $(TOOL_BIN)
	@BUILD=$(BUILD) TOOL=$(TOOL_BIN) tests/tool/run.sh

coverage-tool:
	@BUILD=$(BUILD) tests/tool/coverage.sh

# (a new harness: tests/tool/fuzz_NAME.c, and NAME in HARNESSES and seeds()
# of tests/tool/fuzz.sh)
fuzz: fuzz-tool
fuzz-tool:
	@BUILD=$(BUILD) tests/tool/fuzz.sh --replay $(TOOL_FUZZ_HARNESSES)
	@BUILD=$(BUILD) tests/tool/fuzz.sh --seconds $(TOOL_FUZZ_SECONDS) $(TOOL_FUZZ_HARNESSES)

install-tool: $(TOOL_BIN)
	$(Q)$(INSTALL) -d $(DESTDIR)$(bindir) $(DESTDIR)$(man1dir)
	$(Q)$(INSTALL_PROG) $(TOOL_BIN) $(DESTDIR)$(bindir)/init-for-compiler
	$(Q)$(INSTALL_DATA) docs/man/init-for-compiler.1 $(DESTDIR)$(man1dir)/init-for-compiler.1
	@echo "install: init-for-compiler in $(DESTDIR)$(bindir), its page in $(DESTDIR)$(man1dir)"

uninstall-tool:
	$(Q)rm -f $(DESTDIR)$(bindir)/init-for-compiler $(DESTDIR)$(man1dir)/init-for-compiler.1
	@echo "uninstall: init-for-compiler and its page"
