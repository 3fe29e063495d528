# SPDX-License-Identifier: MIT OR GPL-2.0-only
# shellcheck shell=sh disable=SC2154 # $top, $SUITE: set by the script that sources this
# tests/lib/ccache.sh - what compiles the same files with the same flags run
# after run (tests/core, tests/claims, the samples of tests/docs, the tool's
# strict and fuzz builds in tests/tool) compiles through ccache, so that a
# warm `make check` does not compile again what did not change.
# Sourced (sh or bash) after tests/chroot/env.sh; then
#
#   ccache_on     puts BUILD/ccache/SUITE/bin first on PATH: one script per
#                 compiler of tests/compilers.txt that is installed (and gcc,
#                 g++, cc, c++, clang, clang++), which runs it through ccache
#   ccache_off    takes that directory off PATH again (a script that times
#                 compiles)
#   ccache_real CC  the command CC's script runs (CC when there is none)
#   ccache_stats  one line: the compiles of this suite ccache answered, those
#                 it ran and kept, and those it cannot keep (its stats_log,
#                 BUILD/ccache/SUITE/stats.log)
#
# What a cached compile depends on, which ccache hashes: the command line,
# the source and every file it includes (direct mode: a manifest of the
# headers and their contents), the current directory where a path depends
# on it, the environment variables a compiler reads, and the compiler. The
# compiler is not ccache's default (its driver's size and time, which says
# nothing of a chroot's): it is compiler_check=string:ID, with ID
#   on the host   the driver's real path, size, times and inode, and the
#                 sha256 of the dpkg database (any package installed,
#                 removed or upgraded changes every host compiler's ID;
#                 CCACHE_DPKG_STATUS names another database, for tests)
#   in a chroot   the chroot's dpkg database and its stamp
#                 (tests/chroot/chroot.sh), as the matrix's cache keys them
# The scripts are not the compilers' links: tests/chroot/env.sh's
# chroot_runner, which runs what a chroot's compiler built in that chroot,
# does not see through them (the matrix, its one user, has a cache of its
# own and does not compile through ccache).
# ccache's temporary files (the preprocessed text it hashes) are under
# BUILD/ccache/tmp, in the tree: a chroot's compiler writes them, and sees
# the tree but not /var/cache.
# A compile that fails, as every compile_fail -DFAIL build does, is never
# cached: ccache runs it every time. What a cached compile printed on stderr
# (the warnings the tests read) is replayed as it was.
#
# Where: TEST_CCACHE_DIR, else $INIT_FOR_COMPILER_CACHE/ccache (default
# /var/cache/init-for-compiler, beside the chroots and the matrix's cache,
# kept by CI), else BUILD/ccache/db where that cannot be written. TEST_CCACHE=off (make check TEST_CCACHE=off)
# compiles everything again; without ccache installed (make deps installs
# it) the compilers run as they are.

ccache_bin_=

ccache_on() {
	[ "${TEST_CCACHE:-on}" != off ] || return 0
	command -v ccache >/dev/null 2>&1 || return 0
	ccache_b_=${BUILD:-build}
	case $ccache_b_ in /*) ;; *) ccache_b_=$top/$ccache_b_ ;; esac
	ccache_bin_=$ccache_b_/ccache/${SUITE:?}/bin
	ccache_db_=${TEST_CCACHE_DIR:-${INIT_FOR_COMPILER_CACHE:-/var/cache/init-for-compiler}/ccache}
	if ! { mkdir -p "$ccache_db_" && [ -w "$ccache_db_" ]; } 2>/dev/null; then
		ccache_db_=$ccache_b_/ccache/db
		mkdir -p "$ccache_db_"
	fi
	rm -rf "$ccache_bin_"
	mkdir -p "$ccache_bin_" "$ccache_b_/ccache/tmp"
	ccache_dpkg_=$(sha256sum <"${CCACHE_DPKG_STATUS:-/var/lib/dpkg/status}" 2>/dev/null | cut -c1-64)
	for ccache_cc_ in $(compilers) gcc g++ cc c++ clang clang++; do
		[ ! -e "$ccache_bin_/$ccache_cc_" ] || continue
		case $(compiler_field "$ccache_cc_" family) in
		tcc | pcc | chibicc | sparse) continue ;;	# not compilers ccache knows
		esac
		ccache_p_=$(command -v "$ccache_cc_" 2>/dev/null) || continue
		# a script of another suite's (a suite run by a suite): what it runs
		case $ccache_p_ in
		*/ccache/*/bin/*) ccache_p_=$(sed -n 's/^# real: //p' "$ccache_p_") ;;
		esac
		case $ccache_p_ in
		"$top"/tests/chroot/*/*)
			ccache_ch_=${ccache_p_%/*}
			ccache_ch_=${ccache_ch_##*/}
			ccache_root_=${INIT_FOR_COMPILER_CACHE:-/var/cache/init-for-compiler}/chroot-$ccache_ch_
			ccache_id_="$ccache_cc_ in the $ccache_ch_ chroot: dpkg $(sha256sum <"$ccache_root_/var/lib/dpkg/status" | cut -c1-64) stamp $(sha256sum <"$ccache_root_/.init-for-compiler-ready" | cut -c1-64)" ;;
		*)
			ccache_r_=$(readlink -f "$ccache_p_")
			ccache_id_="$ccache_cc_ on the host: $ccache_r_ $(stat -L -c '%s %Y %Z %i' "$ccache_r_") dpkg $ccache_dpkg_" ;;
		esac
		ccache_id_=$(printf '%s' "$ccache_id_" | sha256sum | cut -c1-64)
		{
			echo '#!/bin/sh'
			echo "# $ccache_cc_ through ccache (tests/lib/ccache.sh)"
			echo "# real: $ccache_p_"
			echo "CCACHE_DIR='$ccache_db_' CCACHE_TEMPDIR='$ccache_b_/ccache/tmp' CCACHE_COMPILERCHECK='string:$ccache_id_' CCACHE_STATSLOG='$ccache_bin_/../stats.log' exec ccache '$ccache_p_' \"\$@\""
		} >"$ccache_bin_/$ccache_cc_"
		chmod +x "$ccache_bin_/$ccache_cc_"
	done
	rm -f "$ccache_bin_/../stats.log"
	PATH=$ccache_bin_:$PATH
	export PATH
}

ccache_off() {
	[ -n "$ccache_bin_" ] || return 0
	PATH=$(printf '%s' "$PATH" | tr ':' '\n' | grep -v -x -F "$ccache_bin_" | tr '\n' ':' | sed 's/:$//')
	export PATH
}

ccache_real() {
	ccache_p_=$(command -v "$1" 2>/dev/null) || { echo "$1"; return; }
	case $ccache_p_ in
	*/ccache/*/bin/*) sed -n 's/^# real: //p' "$ccache_p_" ;;
	*) echo "$ccache_p_" ;;
	esac
}

ccache_stats() {
	[ -n "$ccache_bin_" ] && [ -s "$ccache_bin_/../stats.log" ] || return 0
	CCACHE_STATSLOG=$ccache_bin_/../stats.log ccache --show-log-stats 2>/dev/null |
		awk '/^ *Hits:/ && h == "" { h = $2 } /^ *Misses:/ && m == "" { m = $2 }
			/^Uncacheable calls:/ { u = $3 }
			END { printf "%d compiles answered by ccache, %d compiled and kept, %d not cacheable (a compile that fails, a link)\n", h, m, u }'
}
