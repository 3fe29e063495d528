# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/kbuild/kbuild.mk - make fragment: the library in a kernel module build.
#
#   make check-kbuild                  build tests/kbuild/module with kbuild
#                                      against /usr/src/linux-headers-*-amd64
#   make check-kbuild IFC_KDIR=<dir>   against another prepared headers tree
#
# Everything is written under $(BUILD)/kbuild; see tests/kbuild/run.sh for
# the list of checks and docs/kernel.md for what they show.

CHECK_SUITES += check-kbuild

.PHONY: check-kbuild
check-kbuild: $(BUILD)/single/init_for_compiler.h
	tests/kbuild/run.sh $(BUILD)/kbuild $(BUILD)/single/init_for_compiler.h
