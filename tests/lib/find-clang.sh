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

# `sym=$(find_symbolizer CC)`: the llvm-symbolizer that a MemorySanitizer
# report of a program CC built should be symbolized with (give it to the
# program as MSAN_SYMBOLIZER_PATH), or nothing. Debian's runtime of
# clang-N looks for llvm-symbolizer on PATH (the package llvm) and for
# /usr/bin/llvm-symbolizer-N (llvm-N, which clang-N does not pull in), so
# on a fresh Debian 12 after make deps a program built by `clang` (14)
# reports bare addresses: no function, no file, and for the audit no
# proof (docs/audit.md). In order: the one CC's driver finds next to itself
# (clang -print-prog-name: /usr/lib/llvm-19/bin/llvm-symbolizer for
# clang-19, which llvm-19 installs), llvm-symbolizer on PATH, the newest
# llvm-symbolizer-N on PATH (a newer one reads an older clang's DWARF).
find_symbolizer() {
	fs_p=$("$1" -print-prog-name=llvm-symbolizer 2>/dev/null) || fs_p=
	case $fs_p in
	/*) if [ -x "$fs_p" ]; then echo "$fs_p"; return; fi ;;
	esac
	if command -v llvm-symbolizer 2>/dev/null; then return; fi
	fs_best='' fs_n=0 fs_ifs=$IFS
	IFS=:
	for fs_dir in $PATH; do
		for fs_f in "${fs_dir:-.}"/llvm-symbolizer-[0-9]*; do
			fs_v=${fs_f##*/llvm-symbolizer-}
			case $fs_v in *[!0-9]*|'') continue ;; esac
			[ -x "$fs_f" ] && [ "$fs_v" -gt "$fs_n" ] && fs_best=$fs_f fs_n=$fs_v
		done
	done
	IFS=$fs_ifs
	[ -z "$fs_best" ] || echo "$fs_best"
}
