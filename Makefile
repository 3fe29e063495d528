# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# init-for-compiler: header-only C library.
#
#   make help             this list (and the suites of make check)
#   make                  build what is built (the tool, once it exists)
#   make check            every test suite; ends with "check: N passed, N failed, N skipped"
#   make deps             install what the tests need (Debian 12, apt-get, as root)
#   make install          headers, compat shim, pkg-config files, CMake package
#                         configuration, man pages, tool (one line per part;
#                         V=1 shows the commands)
#   make uninstall        the same files removed
#   make single-header    $(BUILD)/single/init_for_compiler.h, one self-contained file
#   make man              docs/man/*.3 again from the headers' kernel-doc (scripts/man3.sh)
#   make coverage         gcov/lcov report of the C code under test; records
#                         its figures in docs/ledger.tsv
#   make release-check    before a release: make check, then make coverage, whose
#                         tool part fails under 90% of its lines (about 45 min)
#   make record           the last make check's figures into docs/ledger.tsv
#   make render           the documents' figures again from docs/ledger.tsv
#   make demo             the teaching examples, with a readable report, and the
#                         same as one HTML page, build/demo/index.html (examples/)
#   make matrix           every compiler x standard cell; regenerates docs/compat-matrix.md
#   make bench            benchmarks; regenerates docs/performance.md (bench/)
#   make fuzz             libFuzzer runs of every fuzz harness of the tool (tests/tool/)
#   make case-study       the audit on Linux 6.1, and convert and audit on BusyBox
#                         1.35.0 and FFmpeg 5.1.9, with gcc-12, clang-19, gcc-16 and
#                         clang-22 (hours; writes docs/case-study-linux.md, .tsv and
#                         .svg, docs/case-study-busybox.md and docs/case-study-ffmpeg.md;
#                         scripts/)
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
# Header-only: the .pc files and the CMake configuration are architecture
# independent, so they go under datarootdir (share/), as Debian's Multi-Arch
# rules want for an Architecture: all package.
pkgconfigdir ?= $(datarootdir)/pkgconfig
cmakedir    ?= $(datarootdir)/cmake/init-for-compiler
DESTDIR     ?=

INSTALL      ?= install
INSTALL_DATA ?= $(INSTALL) -m 644
INSTALL_PROG ?= $(INSTALL) -m 755

# V=1: show the commands of install and uninstall (quiet by default)
Q := $(if $(filter 1,$(V)),,@)

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
	uninstall-headers single-header coverage record render clean version help
all: ; @true

include $(sort $(wildcard tests/*/*.mk tools/*.mk examples/*.mk docs/*.mk bench/*.mk scripts/*.mk))

all: $(ALL_TARGETS)

version:
	@echo $(VERSION)

# The targets of the list at the top of this file, then the suites that the
# fragments add to make check.
help:
	@sed -n '/^#   make /,/^#$$/{/^#$$/d;s/^#//;p}' $(firstword $(MAKEFILE_LIST))
	@echo '   make check-SUITE      one suite of make check:'
	@echo '$(sort $(CHECK_SUITES))' | fold -s -w 66 | sed 's/^/                         /'

# A suite records its results through tests/lib/result.sh. A suite whose recipe
# fails without recording why still counts: the failure is recorded here.
check:
	@rm -rf $(RESULTS_DIR) && mkdir -p $(RESULTS_DIR)
	@start=$$(date +%s); load=$$(cut -d' ' -f1 /proc/loadavg 2>/dev/null); \
	$(MAKE) -k --no-print-directory check-suites || \
		echo "FAIL make: check-suites: a suite's recipe exited non-zero (see above)" >>$(RESULTS_DIR)/make.txt; \
	secs=$$(( $$(date +%s) - start )); echo "check: took $$secs s"; echo $$secs >$(RESULTS_DIR)/check.seconds; \
	echo "$$load to $$(cut -d' ' -f1 /proc/loadavg 2>/dev/null)" >$(RESULTS_DIR)/check.load; \
	[ -c /dev/null ] || echo "FAIL make: /dev/null: a test replaced the device with a regular file" >>$(RESULTS_DIR)/make.txt
	@tests/lib/summary.sh $(RESULTS_DIR)

# Each suite runs in a sub-make of its own under tests/lib/timed.sh, which
# records its wall and CPU time and the load (RESULTS_DIR/times.tsv;
# tests/lib/summary.sh prints them and records them as figures). What
# several suites build (CHECK_PREBUILD) is built first, once, so that two
# sub-makes never build the same file at the same time; tests/lib checks
# that every file a suite depends on is in this list.
CHECK_PREBUILD = $(TOOL_BIN) $(BENCH_ELFSEC) $(BUILD)/single/init_for_compiler.h
.PHONY: check-prebuild
check-prebuild: $(CHECK_PREBUILD)
# The suites start in the order of CHECK_ORDER, longest first, so that no
# long suite starts last: the tool's suite runs its tests one after another,
# the longest in wall time on a fresh Debian 12 (make check prints each
# suite's), and started third it ended the run alone; the matrix goes last, as
# its cells take any job slot that is free and fill the end of the run. A
# suite not named here starts first.
CHECK_ORDER := check-tool check-core check-kbuild check-docs check-package \
	check-bench-identity check-claims check-lib check-sanitize check-matrix
check-suites: $(patsubst %,time-%,$(filter-out $(CHECK_ORDER),$(CHECK_SUITES)) \
	$(filter $(CHECK_SUITES),$(CHECK_ORDER)))
time-check-%: check-prebuild
	@tests/lib/timed.sh $(RESULTS_DIR)/times.tsv $* $(MAKE) --no-print-directory check-$*

deps:
	tests/deps.sh

# The pkg-config and CMake files are written straight into their install
# directory: a file built once under $(BUILD) would keep the prefix of the
# first `make install` for every later one. Both are relocatable: the
# installed tree (prefix and all under it) can be moved as a whole and
# still be found. The CMake file finds includedir from its own place
# (${CMAKE_CURRENT_LIST_DIR}/../../../include), the .pc files find prefix
# from theirs, with pkg-config's ${pcfiledir} (prefix=${pcfiledir}/../..
# for pkgconfigdir = $(datarootdir)/pkgconfig), and includedir from prefix
# (${prefix}/include). A directory that is not under prefix (an includedir,
# pkgconfigdir or cmakedir set elsewhere) is written as the absolute path it
# is, and so is prefix=/usr: a system prefix is never moved, and pkg-config
# leaves -I/usr/include out of --cflags only when it is spelled so.
#   $(call under_prefix,DIR): DIR without "$(prefix)/", or empty when DIR is not under prefix
#   $(call up_to_prefix,DIR): from DIR up to prefix, one ".." per directory of DIR below prefix
under_prefix = $(if $(filter $(prefix)/%,$(1)),$(patsubst $(prefix)/%,%,$(1)))
empty :=
space := $(empty) $(empty)
up_to_prefix = $(subst $(space),/,$(foreach d,$(subst /, ,$(call under_prefix,$(1))),..))
PC_PREFIX = $(if $(and $(call under_prefix,$(pkgconfigdir)),$(filter-out /usr,$(prefix))),$${pcfiledir}/$(call up_to_prefix,$(pkgconfigdir)),$(prefix))
PC_INCLUDEDIR = $(if $(call under_prefix,$(includedir)),$${prefix}/$(call under_prefix,$(includedir)),$(includedir))
CMAKE_INCLUDEDIR = $(if $(and $(call under_prefix,$(includedir)),$(call under_prefix,$(cmakedir))),$${CMAKE_CURRENT_LIST_DIR}/$(call up_to_prefix,$(cmakedir))/$(call under_prefix,$(includedir)),$(includedir))
PC_FILES    := init-for-compiler init-for-compiler-compat
CMAKE_FILES := init-for-compilerConfig.cmake init-for-compilerConfigVersion.cmake
SUBST = sed -e 's|@prefix@|$(PC_PREFIX)|g' -e 's|@includedir@|$(PC_INCLUDEDIR)|g' \
	    -e 's|@cmake_includedir@|$(CMAKE_INCLUDEDIR)|g' -e 's|@VERSION@|$(VERSION)|g' \
	    -e 's|@VERSION_MAJOR@|$(word 1,$(subst ., ,$(VERSION)))|g'

install: install-headers $(INSTALL_TARGETS)
	@echo "install: done (make uninstall removes it; V=1 shows the commands)"
uninstall: uninstall-headers $(UNINSTALL_TARGETS)

# Headers, the compat shim (opt-in: its directory is on the include path only
# through init-for-compiler-compat.pc or init-for-compiler::compat), the .pc
# files and the CMake package configuration.
install-headers:
	@[ -n '$(VERSION)' ] || { echo 'install: no INIT_FOR_COMPILER_VERSION_* in $(HEADER)' >&2; exit 1; }
	$(Q)$(INSTALL) -d $(DESTDIR)$(includedir)/init_for_compiler/compat $(DESTDIR)$(pkgconfigdir) $(DESTDIR)$(cmakedir)
	$(Q)$(INSTALL_DATA) $(HEADER) $(DESTDIR)$(includedir)/
	$(Q)$(INSTALL_DATA) $(SUBHEADERS) $(DESTDIR)$(includedir)/init_for_compiler/
	$(Q)$(INSTALL_DATA) $(COMPAT_HEADERS) $(DESTDIR)$(includedir)/init_for_compiler/compat/
	$(Q)for f in $(PC_FILES); do \
		$(SUBST) $$f.pc.in >$(DESTDIR)$(pkgconfigdir)/$$f.pc && \
		chmod 644 $(DESTDIR)$(pkgconfigdir)/$$f.pc || exit 1; \
	done
	$(Q)for f in $(CMAKE_FILES); do \
		$(SUBST) cmake/$$f.in >$(DESTDIR)$(cmakedir)/$$f && \
		chmod 644 $(DESTDIR)$(cmakedir)/$$f || exit 1; \
	done
	@echo "install: init_for_compiler.h and $(words $(SUBHEADERS)) headers in $(DESTDIR)$(includedir), the shim in .../init_for_compiler/compat"
	@echo "install: $(words $(PC_FILES)) pkg-config files in $(DESTDIR)$(pkgconfigdir), the CMake package in $(DESTDIR)$(cmakedir)"

uninstall-headers:
	$(Q)rm -f $(DESTDIR)$(includedir)/init_for_compiler.h
	$(Q)rm -f $(addprefix $(DESTDIR)$(includedir)/init_for_compiler/,$(notdir $(SUBHEADERS)))
	$(Q)rm -f $(addprefix $(DESTDIR)$(includedir)/init_for_compiler/compat/,$(notdir $(COMPAT_HEADERS)))
	$(Q)rm -f $(addprefix $(DESTDIR)$(pkgconfigdir)/,$(addsuffix .pc,$(PC_FILES)))
	$(Q)rm -f $(addprefix $(DESTDIR)$(cmakedir)/,$(CMAKE_FILES))
	-$(Q)rmdir $(DESTDIR)$(includedir)/init_for_compiler/compat $(DESTDIR)$(includedir)/init_for_compiler $(DESTDIR)$(cmakedir) 2>/dev/null
	@echo "uninstall: the headers, the shim, the pkg-config files and the CMake package from $(DESTDIR)$(prefix)"

single-header: $(BUILD)/single/init_for_compiler.h
$(BUILD)/single/init_for_compiler.h: scripts/single-header.sh $(HEADER) $(SUBHEADERS) $(COMPAT_HEADERS)
	@mkdir -p $(@D)
	scripts/single-header.sh >$@.tmp && mv $@.tmp $@

coverage:
	@rm -rf $(BUILD)/coverage && mkdir -p $(BUILD)/coverage
	$(MAKE) --no-print-directory $(COVERAGE_SUITES)
	tests/lib/coverage.sh $(BUILD)/coverage
	scripts/ledger.py record $(BUILD)/coverage/figures.tsv --how 'make coverage'

# Before a release (docs/testing.md): every suite, then the coverage with
# the tool's 90% line gate (tests/tool/coverage.sh). Not part of make check:
# a gcov run of the tool's tests does not fit its 15-minute warm budget.
.PHONY: release-check
release-check:
	$(MAKE) --no-print-directory check
	$(MAKE) --no-print-directory coverage

# The figures of the last make check (build/results/figures.tsv) into the
# results ledger, docs/ledger.tsv, and every document rendered again from it
# (scripts/ledger.py: make check itself records nothing, so that a run on a
# loaded machine does not replace the figures of a fresh one).
record:
	scripts/ledger.py record $(RESULTS_DIR)/figures.tsv --how 'make -j2 check'

# What make -j2 check costs cold (nothing built, caches empty: caches of its
# own) and warm (at once again): tests/lib/cold-warm.sh, about 40 minutes on
# 2 cores; RECORD=1 puts the figures into docs/ledger.tsv (docs/testing.md).
.PHONY: check-cold-warm
check-cold-warm:
	tests/lib/cold-warm.sh $(if $(RECORD),--record)

# The documents rendered again from docs/ledger.tsv (no measurement runs).
render:
	scripts/ledger.py render

clean:
	rm -rf $(BUILD)
