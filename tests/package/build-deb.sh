#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# tests/package/build-deb.sh - build the Debian packages from this tree
# without writing anything outside OUTDIR (`make deb`, tests/package/run.sh).
#
# Usage: tests/package/build-deb.sh OUTDIR
#
# dpkg-buildpackage writes its results next to the source directory and
# cleans the source in place, so the tree is copied first (copy-tree.sh: the
# files git knows, or everything but build/ and .git). The copy is
# OUTDIR/init-for-compiler-VERSION; the .debs, .buildinfo and .changes land
# in OUTDIR, the log in OUTDIR/build.log. Then
#     dpkg-buildpackage -us -uc -b
# with DEB_BUILD_OPTIONS=parallel=1 unless DEB_BUILD_OPTIONS is set (the
# machine's cores are shared with the other suites of `make -j2 check`).
# Exit status: dpkg-buildpackage's, 2 for a usage error.
set -u
out=${1:?usage: build-deb.sh OUTDIR}
top=$(cd "$(dirname "$0")/../.." && pwd)
version=$(sed -n 's/^#define INIT_FOR_COMPILER_VERSION_\(MAJOR\|MINOR\|PATCH\) *\([0-9][0-9]*\).*/\2/p' \
	"$top/include/init_for_compiler.h" | paste -sd. -)
[ -n "$version" ] || { echo "build-deb: no version in include/init_for_compiler.h" >&2; exit 2; }
mkdir -p "$out" && out=$(cd "$out" && pwd) || exit 2
src=$out/init-for-compiler-$version
rm -rf "$src" "$out"/*.deb "$out"/*.changes "$out"/*.buildinfo
"$top/tests/package/copy-tree.sh" "$src" || exit 2
echo "build-deb: dpkg-buildpackage -us -uc -b in $src (log: $out/build.log)"
(cd "$src" && DEB_BUILD_OPTIONS=${DEB_BUILD_OPTIONS:-parallel=1} \
	dpkg-buildpackage -us -uc -b) >"$out/build.log" 2>&1
rc=$?
[ "$rc" -eq 0 ] || tail -n 20 "$out/build.log" >&2
ls "$out"/*.deb 2>/dev/null
exit "$rc"
