#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/deps.sh - install what the tests need on Debian 12 (apt-get, as root).
# The package list is tests/deps.txt. Run as root, or with sudo available.
# Then the Debian trixie and sid chroots with the newer compilers
# (tests/chroot/chroot.sh build: cached in /var/cache/init-for-compiler, so
# only the first run builds them); a chroot that cannot be built fails this.
set -eu
cd "$(dirname "$0")"
pkgs=$(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' deps.txt | tr '\n' ' ')
if [ "$(id -u)" -eq 0 ]; then sudo=; else sudo=sudo; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q
# shellcheck disable=SC2086
$sudo apt-get install -y -q --no-install-recommends $pkgs
# The kernel image that matches the installed headers (tests/kbuild boots it).
sh kbuild/deps.sh
$sudo "$PWD/chroot/chroot.sh" build
