#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/kbuild/deps.sh - install the kernel image that matches the kernel
# headers the kbuild suite builds against (called by tests/deps.sh, after
# tests/deps.txt is installed; as root, or with sudo available).
#
# tests/kbuild/run.sh builds against the newest /usr/src/linux-headers-*-amd64
# and boots /boot/vmlinuz-<its UTS_RELEASE>. linux-headers-amd64 brings the
# newest headers of the day, so the image package is named here, from the
# headers actually installed: linux-image-<UTS_RELEASE>. Nothing to do when
# it is installed already, or when no headers are installed.
set -eu
if [ "$(id -u)" -eq 0 ]; then sudo=; else sudo=sudo; fi
export DEBIAN_FRONTEND=noninteractive

kdir=$(for d in /usr/src/linux-headers-*-amd64; do
	[ -f "$d/Makefile" ] && [ -f "$d/.config" ] && printf '%s\n' "$d"
done | sort -V | tail -n 1)
if [ -z "$kdir" ]; then
	echo "tests/kbuild/deps.sh: no /usr/src/linux-headers-*-amd64: no kernel image to match" >&2
	exit 0
fi
release=$(sed -n 's/^#define UTS_RELEASE "\(.*\)"/\1/p' "$kdir/include/generated/utsrelease.h")
pkg=linux-image-$release
if [ "$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null)" = "install ok installed" ]; then
	echo "tests/kbuild/deps.sh: $pkg is installed (matches $kdir)"
	exit 0
fi
echo "tests/kbuild/deps.sh: installing $pkg to match $kdir"
$sudo apt-get install -y -q --no-install-recommends "$pkg"
