# SPDX-License-Identifier: MIT OR GPL-2.0-only
# shellcheck shell=bash disable=SC2034
# scripts/case-study/rdma-core.sh - the recipe of docs/case-study-rdma-core.md
# (scripts/case-study-project.sh rdma-core): rdma-core 44.0, CMake and
# ninja. Debian's mirror has rdma-core 44.0's .dsc but not its upstream
# tarball (404), so the tree is upstream's tag v44.0, by `git archive`,
# from RDMA_CORE_GIT (a clone or a mirror; default: GitHub).
TITLE="rdma-core 44.0, \`uninitialized_var()\` for some compilers"
SHIM=uninitialized_var
PKGS="cmake ninja-build libnl-3-dev libnl-route-3-dev libudev-dev pkg-config"
RDMA_CORE_COMMIT=91392a91eb41affee3bd75dc7d03eb86b4854aea	# tag v44.0

recipe_fetch() {
	local d=$CACHE/rdma-core git=${RDMA_CORE_GIT:-https://github.com/linux-rdma/rdma-core.git} tmp
	mkdir -p "$d"
	if [ ! -s "$d/rdma-core-44.0.tar" ]; then
		if [ ! -d "$git" ]; then
			tmp=$d/clone && rm -rf "$tmp"
			git clone -q --depth 1 --branch v44.0 "$git" "$tmp" >&2 || die "git clone $git failed"
			git=$tmp
		fi
		[ "$(git -C "$git" rev-parse 'v44.0^{commit}')" = $RDMA_CORE_COMMIT ] ||
			die "$git: tag v44.0 is not commit $RDMA_CORE_COMMIT"
		git -C "$git" archive --format=tar --prefix=rdma-core-44.0/ v44.0 >"$d/rdma-core-44.0.tar.tmp"
		mv "$d/rdma-core-44.0.tar.tmp" "$d/rdma-core-44.0.tar"
	fi
	if [ ! -d "$1" ]; then
		rm -rf "$d/x" && mkdir "$d/x" && tar -C "$d/x" -xf "$d/rdma-core-44.0.tar"
		mv "$d/x/rdma-core-44.0" "$1" && rmdir "$d/x"
	fi
	echo "Upstream's tag v44.0 of linux-rdma/rdma-core (commit \`$RDMA_CORE_COMMIT\`)," \
		"as \`git archive --format=tar --prefix=rdma-core-44.0/ v44.0\` gives it" \
		"(sha256 \`$(sha256sum <"$d/rdma-core-44.0.tar" | cut -d' ' -f1)\`): Debian's mirror" \
		"has the \`.dsc\` of rdma-core 44.0 but not its upstream tarball."
}

# out of the tree; no man pages (pandoc) and no pyverbs (cython)
recipe_build() {
	local src=$1 b=$2 cc=$3 flags=$4
	CC=$cc cmake -G Ninja -S "$src" -B "$b" -DNO_MAN_PAGES=1 -DNO_PYVERBS=1 \
		-DCMAKE_C_FLAGS="$flags" && ninja -v -j"$JOBS" -C "$b"
}

recipe_about() {
	cat <<'ABOUT'
rdma-core, the userspace of Linux's RDMA stack, gives the hack to some
compilers only: util/compiler.h defines `uninitialized_var(x)` as `x = x`
for gcc 12 and later, gcc before 6 and PowerPC, and as a bare `x` for the
others (clang among them). Its providers (the drivers of the RDMA cards:
cxgb4, mlx4, mlx5, mthca) use it. This page takes it through the tool as
its maintainer would, by both routes, built by its own CMake and ninja. It
has no test suite that runs without RDMA hardware. A short recipe,
scripts/case-study/rdma-core.sh, says how; scripts/case-study-project.sh
does the same steps for every project.
ABOUT
}

recipe_notes() {
	cat <<'NOTES'
- `providers/mlx5/qp.c:378 p` is inside `#ifdef MLX5_DEBUG`, which this
  build leaves off: the preprocessor drops the code, so no log shows it
  compiled, and the verdict is unknown, not stale.
- `providers/cxgb4/qp.c:478 len16`: clang alone warns, and it is right:
  when the first work request fails, or the list is empty, `len16` reaches
  `t4_ring_sq_db()` unset. It is harmless there (it only reaches debug
  prints). docs/audit.md's class 5 takes this site as its example of what
  "only some compilers warn" can hide.
- clang gets a bare `x` from util/compiler.h, and its build of the original
  tree warns on none of these sites: clang's warnings in the audit builds
  are `-Wconditional-uninitialized`, which the header turns on in an audit
  build and the project's flags do not.
NOTES
}

recipe_reproduce() {
	echo "Without network access to GitHub, point \`RDMA_CORE_GIT\` at a clone or"
	echo "a mirror that has the tag v44.0; the harness checks its commit."
}
