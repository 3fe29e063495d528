# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/lib/find-clang.sh - which clang to use when none is named.
#
# Source it, then `cc=$(find_clang)`: prints "clang" when a command of that
# name is on PATH, else the newest clang-N on PATH (Debian's clang-13 ...
# clang-19 packages install only versioned commands; `clang` itself comes
# from the separate package of that name), else "clang" again, so that the
# caller's "clang not installed" names the usual command.
find_clang() {
	if command -v clang >/dev/null 2>&1; then
		echo clang
		return
	fi
	fc_best='' fc_n=0 fc_ifs=$IFS
	IFS=:
	for fc_dir in $PATH; do
		for fc_f in "${fc_dir:-.}"/clang-[0-9]*; do
			fc_v=${fc_f##*/clang-}
			case $fc_v in *[!0-9]*|'') continue ;; esac
			[ -x "$fc_f" ] && [ "$fc_v" -gt "$fc_n" ] && fc_best=clang-$fc_v fc_n=$fc_v
		done
	done
	IFS=$fc_ifs
	echo "${fc_best:-clang}"
}
