# SPDX-License-Identifier: MIT OR GPL-2.0-only
# shellcheck shell=bash disable=SC2034
# scripts/case-study/ofono.sh - the recipe of docs/case-study-ofono.md
# (scripts/case-study-project.sh ofono): ofono 1.31, autotools, its own
# `make check`.
TITLE="ofono 1.31, four definitions of \`uninitialized_var()\`"
SHIM=uninitialized_var
PKGS="libglib2.0-dev libdbus-1-dev libudev-dev mobile-broadband-provider-info"

# 1.31-3, or, when the mirror lacks it, the newest that apt-cache showsrc
# lists (debian_source_newest: scripts/debian-source.sh)
recipe_fetch() {
	local d=$CACHE/ofono
	debian_source_newest "$d" ofono 1.31-3
	[ -d "$1" ] || cp -a "$d/$DEBIAN_TREE" "$1"
	echo "Debian 12's source package \`ofono\`, version $DEBIAN_VERSION (the recipe asks for" \
		"1.31-3, and takes the newest that \`apt-cache showsrc\` lists when the mirror lacks" \
		"it), its upstream tarball" \
		"\`$DEBIAN_TARBALL\` (sha256 \`$(sha256sum <"$d/$DEBIAN_TARBALL" | cut -d' ' -f1)\`)," \
		"unpacked as it is, without Debian's patches."
}

# in the source tree; BlueZ's plugins left out (they need BlueZ's headers)
recipe_build() {
	local src=$1 cc=$3 flags=$4
	cd "$src" && ./configure CC="$cc" CFLAGS="$flags" --disable-bluetooth && make -j"$JOBS" V=1
}

# `make check`: its unit tests, "TEST STATUS" from automake's lines; one
# test at a time: test-rilmodem-cb, -cs and -sms each bind the same socket,
# /tmp/unittestril (unit/rilmodem-test-server.h), and two of them run at
# once fail one another's bind() (seen with -j2 on the converted tree; the
# failing test passed on its own 5 times in 5)
recipe_check() {
	cd "$1" && make -j1 check 2>&1 | tee /dev/stderr |
		sed -nE 's/^(PASS|FAIL|XFAIL|XPASS|SKIP|ERROR): ([^ ]+).*/\2 \1/p'
}

recipe_about() {
	cat <<'ABOUT'
ofono, the telephony daemon, still carries the kernel's old hack in its own
words: `#define uninitialized_var(x) x = x`, written out in four files
(src/smsutil.c, src/cdma-smsutil.c, src/sms.c, and ell/private.h, the copy
of the Embedded Linux library that ofono builds with). This page takes it
through the tool as its maintainer would, by both routes, builds it with
its own autotools build and runs its own `make check`. A short recipe,
scripts/case-study/ofono.sh, says how; scripts/case-study-project.sh does
the same steps for every project.
ABOUT
}

recipe_notes() {
	cat <<'NOTES'
- `src/smsutil.c:1154 fcs`: gcc-12's warning names the declaration's line;
  the tool's line adds the read's, from clang-19 (the audit's "the read").
- The tests run one at a time (`make -j1 check`): three of them bind the
  same socket, /tmp/unittestril, and at `-j2` one run of
  `test-rilmodem-sms` failed its `bind()` assertion because another
  held it (it passed alone, again and again).
- Route 2 rewrites the three definitions that sites use, each in its `.c`
  file, and leaves ell/private.h alone, which nothing uses: rewriting it
  would make all of ell need the header.
NOTES
}
