#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/deps.sh - install what the tests need on Debian 12 (apt-get, as root).
# The packages are those of tests/deps.txt and the host's compilers of
# tests/compilers.txt. Run as root, or with sudo available. Then the chroots
# of the compilers Debian 12 does not have (tests/chroot/chroot.sh build:
# cached in /var/cache/init-for-compiler, so only the first run builds
# them), and the source trees of the truth sets (tests/tool/truth/trees.sh
# fetch, cached there too); a chroot or a tree that cannot be had fails
# this.
#
#   tests/deps.sh          install everything, build the chroots
#   tests/deps.sh --list   print the packages, one line (.ci/run installs them)
set -eu
cd "$(dirname "$0")"
top=$(cd .. && pwd)
. lib/compilers.sh
pkgs="$(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' deps.txt | tr '\n' ' ')$(compiler_packages host)"
if [ "${1:-}" = --list ]; then
	echo "$pkgs"
	exit 0
fi
if [ "$(id -u)" -eq 0 ]; then sudo=; else sudo=sudo; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q
# shellcheck disable=SC2086
$sudo apt-get install -y -q --no-install-recommends $pkgs
# The kernel image that matches the installed headers (tests/kbuild boots it).
sh kbuild/deps.sh
$sudo "$PWD/chroot/chroot.sh" build
# The trees of the truth sets (tests/tool/truth.sh): Debian 12's source
# packages of FFmpeg, BusyBox, PostgreSQL and ofono, and linux-source-6.1
# unpacked, in /var/cache/init-for-compiler/case-study
$sudo bash "$PWD/tool/truth/trees.sh" fetch
