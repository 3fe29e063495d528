#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# tests/package/copy-tree.sh - copy the source tree, as a release would hold
# it, to DEST (which must not exist yet): in a git checkout the files git
# knows (tracked, and untracked ones it does not ignore, so work in progress
# is included and build/ is not); elsewhere everything but .git and $BUILD.
# Used for the Debian package build and the FetchContent/subproject tests.
#
# Usage: tests/package/copy-tree.sh DEST
set -u
dest=${1:?usage: copy-tree.sh DEST}
top=$(cd "$(dirname "$0")/../.." && pwd)
[ ! -e "$dest" ] || { echo "copy-tree: $dest exists" >&2; exit 2; }
mkdir -p "$dest" && dest=$(cd "$dest" && pwd) || exit 2
cd "$top" || exit 2
if [ "$(git rev-parse --show-toplevel 2>/dev/null)" = "$top" ]; then
	# a tracked file deleted in the work tree is left out
	git ls-files -z --cached --others --exclude-standard |
		xargs -0 sh -c 'for f; do [ -e "$f" ] || [ -L "$f" ] && printf "%s\0" "$f"; done' sh |
		xargs -0 cp --parents -P -t "$dest"
else
	b=${BUILD:-build}
	case $b in "$top"/*) b=${b#"$top"/} ;; esac
	tar --exclude=./.git --exclude="./${b#./}" -cf - . | tar -C "$dest" -xf -
fi
