# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/kbuild/kbuild.mk - make fragment: the library in a kernel module build,
# and the module loaded in Debian's kernel under qemu.
#
#   make check-kbuild                  build tests/kbuild/module with kbuild
#                                      against /usr/src/linux-headers-*-amd64,
#                                      with gcc and with clang-19 (LLVM=-19),
#                                      then boot /boot/vmlinuz-<same release>
#                                      under qemu (TCG) and load each build
#   make check-kbuild IFC_KDIR=<dir>   against another prepared headers tree
#                                      (and the image of its release)
#   make check-kbuild IFC_VMLINUZ=<f>  boot another kernel image
#   make check-kbuild IFC_BOOT_TIMEOUT=<s>  time limit of the boot (120 s)
#
# Everything is written under $(BUILD)/kbuild; see tests/kbuild/run.sh for
# the list of checks, and docs/kbuild.md and docs/kernel-boot.md for what
# they show. `make deps` installs the kernel image matching the headers
# (tests/kbuild/deps.sh).

CHECK_SUITES += check-kbuild

.PHONY: check-kbuild
# (the tool reads the gcc and clang audit logs: literal path, tools/tool.mk
# is read after this file)
check-kbuild: $(BUILD)/single/init_for_compiler.h $(BUILD)/tool/init-for-compiler
	TOOL=$(BUILD)/tool/init-for-compiler tests/kbuild/run.sh $(BUILD)/kbuild $(BUILD)/single/init_for_compiler.h
