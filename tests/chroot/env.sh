# SPDX-License-Identifier: MIT OR GPL-2.0-only
# shellcheck shell=sh disable=SC2154 # $top: set by the script that sources this
# tests/chroot/env.sh - sourced (sh or bash) by the test scripts that use the
# compilers of the chroots (tests/chroot/chroot.sh; which, tests/compilers.txt). $top
# must be the top of the tree.
#
# Puts tests/chroot/CHROOT/ on PATH for every chroot that is ready, so that
# `command -v gcc-15` finds it and `gcc-15 ...` runs it on the files of this
# tree. Defines:
#   chroot_runner CC    the command prefix that runs a program CC built
#                       (empty for the host's compilers): a chroot's
#                       compiler links against the chroot's libc
#   chroot_missing CC   the reason to give when CC cannot be run, in a form
#                       tests/lib/skips.sh accepts: "CC not installed", and
#                       which chroot `make deps` would build
# Running a chroot needs root (chroot.sh); not as root the chroots' compilers
# are not put on PATH and chroot_missing says so.

. "$top/tests/lib/compilers.sh"
# worked out once: chroot_missing runs for every SKIP of a missing compiler
chroot_names_=$(compiler_chroots)
chroot_uid_=$(id -u)
# the first tool that entering a chroot needs and PATH lacks (chroot.sh's
# in_chroot and _inside), or nothing: fails then
chroot_tools_() {
	for chroot_tools_t_ in unshare mount umount chroot; do
		if ! command -v "$chroot_tools_t_" >/dev/null 2>&1; then
			echo "$chroot_tools_t_"
			return 1
		fi
	done
}
# (a PATH that has them already, from a parent that sourced this file, is
# kept as it is: the matrix runs each cell in a process of its own)
case :$PATH: in
*":$top/tests/chroot/"*) ;;
*)
	chroot_env_dirs_=
	for chroot_env_n_ in $chroot_names_; do
		if [ "$chroot_uid_" -eq 0 ] && chroot_tools_ >/dev/null &&
			"$top/tests/chroot/chroot.sh" ready "$chroot_env_n_"; then
			chroot_env_dirs_="$chroot_env_dirs_$top/tests/chroot/$chroot_env_n_:"
		fi
	done
	PATH=$chroot_env_dirs_$PATH
	unset chroot_env_n_ chroot_env_dirs_ ;;
esac
export PATH

chroot_runner() {
	case $(command -v "$1" 2>/dev/null) in
	"$top"/tests/chroot/*/*)
		chroot_runner_p_=$(command -v "$1")
		echo "$top/tests/chroot/chroot.sh run $(basename "$(dirname "$chroot_runner_p_")")" ;;
	esac
}

chroot_missing() {
	for chroot_missing_n_ in $chroot_names_; do
		if [ -e "$top/tests/chroot/$chroot_missing_n_/$1" ]; then
			# the forms of tests/lib/skips.sh: "TOOL not installed (...)"
			if [ "$chroot_uid_" -ne 0 ]; then
				echo "$1 not installed (only in the $chroot_missing_n_ chroot, which needs root to run)"
			elif chroot_missing_t_=$(chroot_tools_); [ -n "$chroot_missing_t_" ]; then
				echo "$chroot_missing_t_ not installed (it enters the $chroot_missing_n_ chroot, which has $1)"
			else
				echo "$1 not installed (the $chroot_missing_n_ chroot is not built: make deps)"
			fi
			return 0
		fi
	done
	echo "$1 not installed"
}
