# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/package/package.mk - make fragment: the ways packagers and build
# systems take the library in.
#
#   make check-package   make install/uninstall, the .pc files, the CMake
#                        package, CMake/meson/pkg-config consumers, the Debian
#                        packages and lintian (tests/package/run.sh)
#   make deb             the Debian packages (debian/), built from a copy of
#                        the tree: $(BUILD)/deb/*.deb, log $(BUILD)/deb/build.log

CHECK_SUITES += check-package

.PHONY: check-package deb

# The tool is built here, by this make, so that the suite's own
# `make install` does not build it at the same time as another suite.
check-package: $(TOOL_BIN)
	@rm -f $(RESULTS_DIR)/package.txt
	@BUILD='$(BUILD)' MAKE='$(MAKE)' tests/package/run.sh

deb:
	tests/package/build-deb.sh $(BUILD)/deb
