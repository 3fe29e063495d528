#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/chroot/shim.sh - run a compiler of a chroot as if it were installed
# here. Called through the links tests/chroot/CHROOT/COMMAND: the directory
# names the chroot, the link's name the command; a name ending in -CHROOT
# (sparse-sid) is that command without the suffix. See chroot.sh.
case $0 in
*/*) dir=${0%/*} ;;
*) dir=. ;;
esac
ch=${dir##*/}
cmd=${0##*/}
cmd=${cmd%-"$ch"}
exec "${dir%/*}/chroot.sh" run "$ch" "$cmd" "$@"
