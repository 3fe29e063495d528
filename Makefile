# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# init-for-compiler: header-only C library.
#
#   make                  build what is built (the tool, once it exists)
#   make check            every test suite; ends with "check: N passed, N failed, N skipped"
#   make deps             install what the tests need (Debian 12, apt-get, as root)
#   make install          headers, compat shim, pkg-config file, man pages, tool
#   make uninstall        the same files removed
#   make single-header    $(BUILD)/single/init_for_compiler.h, one self-contained file
#   make coverage         gcov/lcov report of the C code under test
#   make demo             the teaching examples, with a readable report (examples/)
#   make matrix           every compiler x standard cell; regenerates docs/compat-matrix.md
#   make bench            benchmarks; regenerates docs/performance.md (bench/)
#   make fuzz             libFuzzer run of the tool's lexer (tests/tool/)
#
# Each area adds its own targets from a fragment (*.mk) that this file includes:
# fragments append to CHECK_SUITES, ALL_TARGETS, INSTALL_TARGETS,
# UNINSTALL_TARGETS and COVERAGE_SUITES and never redefine them.

PREFIX      ?= /usr/local
prefix      ?= $(PREFIX)
exec_prefix ?= $(prefix)
bindir      ?= $(exec_prefix)/bin
includedir  ?= $(prefix)/include
libdir      ?= $(exec_prefix)/lib
datarootdir ?= $(prefix)/share
mandir      ?= $(datarootdir)/man
man1dir     ?= $(mandir)/man1
man3dir     ?= $(mandir)/man3
man7dir     ?= $(mandir)/man7
# Header-only: the .pc file is architecture independent.
pkgconfigdir ?= $(datarootdir)/pkgconfig
DESTDIR     ?=

INSTALL      ?= install
INSTALL_DATA ?= $(INSTALL) -m 644
INSTALL_PROG ?= $(INSTALL) -m 755

BUILD       ?= build
RESULTS_DIR := $(BUILD)/results
export RESULTS_DIR

HEADER  := include/init_for_compiler.h
VERSION := $(shell sed -n 's/^\#define INIT_FOR_COMPILER_VERSION_\(MAJOR\|MINOR\|PATCH\) *\([0-9][0-9]*\).*/\2/p' $(HEADER) | paste -sd. -)
SUBHEADERS := $(sort $(wildcard include/init_for_compiler/*.h))
COMPAT_HEADERS := $(sort $(wildcard compat/*.h))

CHECK_SUITES      :=
ALL_TARGETS       :=
INSTALL_TARGETS   :=
UNINSTALL_TARGETS :=
COVERAGE_SUITES   :=

.PHONY: all check check-suites deps install uninstall install-headers \
	uninstall-headers single-header coverage clean version
all: ; @true

include $(sort $(wildcard tests/*/*.mk tools/*.mk examples/*.mk docs/*.mk bench/*.mk))

all: $(ALL_TARGETS)

version:
	@echo $(VERSION)

# A suite records its results through tests/lib/result.sh. A suite whose recipe
# fails without recording why still counts: the failure is recorded here.
check:
	@rm -rf $(RESULTS_DIR) && mkdir -p $(RESULTS_DIR)
	@start=$$(date +%s); \
	$(MAKE) -k --no-print-directory check-suites || \
		echo "FAIL make: check-suites: a suite's recipe exited non-zero (see above)" >>$(RESULTS_DIR)/make.txt; \
	echo "check: took $$(( $$(date +%s) - start )) s"; \
	[ -c /dev/null ] || echo "FAIL make: /dev/null: a test replaced the device with a regular file" >>$(RESULTS_DIR)/make.txt
	@tests/lib/summary.sh $(RESULTS_DIR)

check-suites: $(CHECK_SUITES)

deps:
	tests/deps.sh

$(BUILD)/init-for-compiler.pc: init-for-compiler.pc.in $(HEADER) Makefile
	@mkdir -p $(@D)
	sed -e 's|@prefix@|$(prefix)|' -e 's|@includedir@|$(includedir)|' \
	    -e 's|@VERSION@|$(VERSION)|' $< >$@

install: install-headers $(INSTALL_TARGETS)
uninstall: uninstall-headers $(UNINSTALL_TARGETS)

install-headers: $(BUILD)/init-for-compiler.pc
	$(INSTALL) -d $(DESTDIR)$(includedir)/init_for_compiler $(DESTDIR)$(includedir)/init_for_compiler/compat $(DESTDIR)$(pkgconfigdir)
	$(INSTALL_DATA) $(HEADER) $(DESTDIR)$(includedir)/
	$(INSTALL_DATA) $(SUBHEADERS) $(DESTDIR)$(includedir)/init_for_compiler/
	$(INSTALL_DATA) $(COMPAT_HEADERS) $(DESTDIR)$(includedir)/init_for_compiler/compat/
	$(INSTALL_DATA) $(BUILD)/init-for-compiler.pc $(DESTDIR)$(pkgconfigdir)/

uninstall-headers:
	rm -f $(DESTDIR)$(includedir)/init_for_compiler.h
	rm -f $(addprefix $(DESTDIR)$(includedir)/init_for_compiler/,$(notdir $(SUBHEADERS)))
	rm -f $(addprefix $(DESTDIR)$(includedir)/init_for_compiler/compat/,$(notdir $(COMPAT_HEADERS)))
	rm -f $(DESTDIR)$(pkgconfigdir)/init-for-compiler.pc
	-rmdir $(DESTDIR)$(includedir)/init_for_compiler/compat $(DESTDIR)$(includedir)/init_for_compiler 2>/dev/null

single-header: $(BUILD)/single/init_for_compiler.h
$(BUILD)/single/init_for_compiler.h: tools/single-header.sh $(HEADER) $(SUBHEADERS) $(COMPAT_HEADERS)
	@mkdir -p $(@D)
	tools/single-header.sh >$@.tmp && mv $@.tmp $@

coverage:
	@rm -rf $(BUILD)/coverage && mkdir -p $(BUILD)/coverage
	$(MAKE) --no-print-directory $(COVERAGE_SUITES)
	tests/lib/coverage.sh $(BUILD)/coverage

clean:
	rm -rf $(BUILD)
