#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# tests/package/run.sh - the ways packagers and build systems take the
# library in (suite "package", `make check-package`).
#
#   install      make install DESTDIR=D prefix=/usr installs exactly the
#                expected files; the .pc files say ${prefix}/include, and
#                prefix=/usr there, prefix=${pcfiledir}/../.. for another
#                prefix (relocatable), as many .. as pkgconfigdir lies
#                below prefix (lib/pkgconfig, lib/x86_64-linux-gnu/pkgconfig),
#                the absolute prefix for a pkgconfigdir outside it; the shim
#                lies only under init_for_compiler/compat/; make uninstall
#                removes every file; an includedir outside prefix is written
#                as the absolute path it is; a tree installed with DESTDIR
#                to a prefix that does not exist here, then moved elsewhere
#   version      debian/changelog, the .pc files, the CMake package, the meson
#                dependency, the .debs and the tool all say the header's
#                INIT_FOR_COMPILER_VERSION_* (nothing else is written by hand)
#   pkg-config   the consumer (consumer/app.c, consumer/legacy.c) built with
#                `pkg-config --cflags` against a make-install prefix, the
#                moved tree (PKG_CONFIG_PATH pointing into it, nothing more)
#                and the .debs' contents (--define-prefix); init-for-compiler alone does not find
#                <uninitialized_var.h>, init-for-compiler-compat does, and the
#                installed path <init_for_compiler/compat/uninitialized_var.h>
#                needs only init-for-compiler
#   cmake        consumer/CMakeLists.txt: find_package(init-for-compiler CONFIG)
#                on the prefix, the moved tree, the includedir-outside-prefix
#                install and the .debs' contents; add_subdirectory() of the
#                tree and FetchContent of a tarball of it give the same
#                targets; another major version or a newer minor is refused
#   meson        consumer/meson.build: dependency('init-for-compiler') through
#                pkg-config (prefix, .debs) and as a subproject
#   deb          tests/package/build-deb.sh (dpkg-buildpackage -us -uc -b)
#                builds libinit-for-compiler-dev (Architecture: all) and
#                init-for-compiler, each with the files it should hold;
#                lintian on the .changes reports no error and no warning; the
#                .debs unpacked with dpkg-deb -x into a scratch root (nothing
#                is installed into the machine), where the tool runs and
#                man(1) finds the link pages
#
# A test that needs cmake, meson, ninja, pkg-config, dpkg-buildpackage,
# debhelper, lintian or man is SKIP when that is not installed (tests/deps.txt
# lists them all). Everything is written under $BUILD/package.
#
# Usage: tests/package/run.sh   (from anywhere; BUILD, RESULTS_DIR, MAKE honoured)
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 1
. tests/lib/result.sh
BUILD=${BUILD:-build}
MAKE=${MAKE:-make}
CC=${CC:-cc}
mkdir -p "$BUILD"
w=$(cd "$BUILD" && pwd)/package
if command -v flock >/dev/null 2>&1; then	# one run at a time per tree
	exec 8>"$w.lock"
	flock 8
fi
rm -rf "$w"
mkdir -p "$w"
SUITE=package
failed=0
suite_start=$(date +%s)

version=$(sed -n 's/^#define INIT_FOR_COMPILER_VERSION_\(MAJOR\|MINOR\|PATCH\) *\([0-9][0-9]*\).*/\2/p' \
	include/init_for_compiler.h | paste -sd. -)
major=${version%%.*}
minor=${version#*.}
minor=${minor%%.*}
consumer=$top/tests/package/consumer

# Unset what could point the tools at another installation.
unset PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR CMAKE_PREFIX_PATH 2>/dev/null

# ---------------------------------------------------------------------------
# install: the file list of make install, and make uninstall
# ---------------------------------------------------------------------------
# What make install must put under prefix=/usr, from the sources themselves.
{
	echo usr/include/init_for_compiler.h
	for f in include/init_for_compiler/*.h; do echo "usr/include/init_for_compiler/${f##*/}"; done
	for f in compat/*.h; do echo "usr/include/init_for_compiler/compat/${f##*/}"; done
	echo usr/share/pkgconfig/init-for-compiler.pc
	echo usr/share/pkgconfig/init-for-compiler-compat.pc
	echo usr/share/cmake/init-for-compiler/init-for-compilerConfig.cmake
	echo usr/share/cmake/init-for-compiler/init-for-compilerConfigVersion.cmake
	for f in docs/man/*.3; do echo "usr/share/man/man3/${f##*/}"; done
	for f in docs/man/*.7; do echo "usr/share/man/man7/${f##*/}"; done
	echo usr/share/man/man1/init-for-compiler.1
	echo usr/bin/init-for-compiler
} | sort >"$w/install-expected.txt"

D=$w/destdir
if $MAKE --no-print-directory install DESTDIR="$D" prefix=/usr >"$w/install.log" 2>&1; then
	(cd "$D" && find . ! -type d | sed 's|^\./||' | sort) >"$w/install-got.txt"
	if cmp -s "$w/install-expected.txt" "$w/install-got.txt"; then
		pass "install: make install DESTDIR prefix=/usr: the $(wc -l <"$w/install-got.txt") expected files"
	else
		fail "install: make install DESTDIR prefix=/usr: the expected files" \
			"$(diff "$w/install-expected.txt" "$w/install-got.txt" | grep '^[<>]' | tr '\n' ' ')"
	fi
	pc=$D/usr/share/pkgconfig
	if grep -qx 'includedir=${prefix}/include' "$pc/init-for-compiler.pc" &&
		grep -qx 'includedir=${prefix}/include' "$pc/init-for-compiler-compat.pc" &&
		grep -qx 'prefix=/usr' "$pc/init-for-compiler.pc"; then
		pass "install: the .pc files of prefix=/usr say prefix=/usr (never moved; pkg-config drops -I/usr/include) and includedir=\${prefix}/include"
	else
		fail "install: the .pc files of prefix=/usr say prefix=/usr and includedir=\${prefix}/include" \
			"$(grep -h '^\(prefix\|includedir\)=' "$pc"/*.pc | tr '\n' ' ')"
	fi
	if grep -qx 'Cflags: -I${includedir}' "$pc/init-for-compiler.pc" &&
		grep -qx 'Cflags: -I${includedir}/init_for_compiler/compat' "$pc/init-for-compiler-compat.pc" &&
		grep -qx "Requires: init-for-compiler = $version" "$pc/init-for-compiler-compat.pc"; then
		pass "install: init-for-compiler.pc gives only the headers' directory; the shim's is in init-for-compiler-compat.pc"
	else
		fail "install: init-for-compiler.pc gives only the headers' directory; the shim's is in init-for-compiler-compat.pc" \
			"$(grep -h '^\(Cflags\|Requires\):' "$pc"/*.pc | tr '\n' ' ')"
	fi
	find "$D" -name uninitialized_var.h >"$w/shim.txt"
	if [ "$(cat "$w/shim.txt")" = "$D/usr/include/init_for_compiler/compat/uninitialized_var.h" ]; then
		pass "install: uninitialized_var.h only in include/init_for_compiler/compat/"
	else
		fail "install: uninitialized_var.h only in include/init_for_compiler/compat/" "$(tr '\n' ' ' <"$w/shim.txt")"
	fi
	$MAKE --no-print-directory uninstall DESTDIR="$D" prefix=/usr >>"$w/install.log" 2>&1
	left=$(find "$D" ! -type d | sed "s|^$D/||" | tr '\n' ' ')
	if [ -z "$left" ]; then pass "install: make uninstall removes every file"; else
		fail "install: make uninstall removes every file" "left: $left"; fi
else
	fail "install: make install DESTDIR prefix=/usr" "see $w/install.log"
fi

# Real installs for the consumers: a prefix, and one whose includedir lies
# outside it (so its files must carry the absolute path).
P=$w/prefix
$MAKE --no-print-directory install prefix="$P" >"$w/install-prefix.log" 2>&1 ||
	fail "install: make install prefix=$P" "see $w/install-prefix.log"
O=$w/outside
if $MAKE --no-print-directory install-headers prefix="$O/prefix" includedir="$O/include" \
	>"$w/install-outside.log" 2>&1 &&
	grep -qx "includedir=$O/include" "$O/prefix/share/pkgconfig/init-for-compiler.pc" &&
	grep -qF "\"$O/include\"" "$O/prefix/share/cmake/init-for-compiler/init-for-compilerConfig.cmake"; then
	pass "install: an includedir outside prefix is written as an absolute path (.pc, CMake)"
else
	fail "install: an includedir outside prefix is written as an absolute path (.pc, CMake)" \
		"see $w/install-outside.log and $O/prefix/share"
fi
if grep -qx 'prefix=${pcfiledir}/../..' "$P/share/pkgconfig/init-for-compiler.pc" &&
	grep -qx 'prefix=${pcfiledir}/../..' "$P/share/pkgconfig/init-for-compiler-compat.pc"; then
	pass "install: the .pc files of a prefix install find prefix from their own place, \${pcfiledir}/../.."
else
	fail "install: the .pc files of a prefix install find prefix from their own place, \${pcfiledir}/../.." \
		"$(grep -h '^prefix=' "$P"/share/pkgconfig/*.pc | tr '\n' ' ')"
fi
# -IDIR flags with each DIR as the directory it names (${pcfiledir}/../..
# is a path with .. in it)
canon_flags() {	# (a directory that is not there stays as written)
	for f in "$@"; do
		case $f in
		-I*) d=$(readlink -f "${f#-I}") && [ -n "$d" ] || d=${f#-I}; printf '%s ' "-I$d" ;;
		*) printf '%s ' "$f" ;;
		esac
	done
}
# pkgconfigdir at other depths under prefix, and outside it (absolute):
# pkg-config --cflags names the includedir in each
for pcd in lib/pkgconfig lib/x86_64-linux-gnu/pkgconfig elsewhere; do
	L=$w/layout-$(echo "$pcd" | tr / -)
	case $pcd in elsewhere) pcdir=$L/pc ;; *) pcdir=$L/prefix/$pcd ;; esac
	$MAKE --no-print-directory install-headers prefix="$L/prefix" pkgconfigdir="$pcdir" \
		>"$L.log" 2>&1
	# shellcheck disable=SC2046 # the flags are words
	got=$(canon_flags $(PKG_CONFIG_LIBDIR=$pcdir pkg-config --cflags init-for-compiler 2>>"$L.log"))
	line=$(grep '^prefix=' "$pcdir/init-for-compiler.pc" 2>/dev/null)
	case $pcd in
	elsewhere) want_line="prefix=$L/prefix" ;;
	*) want_line="prefix=\${pcfiledir}/$(echo "$pcd" | sed 's|[^/][^/]*|..|g')" ;;
	esac
	what="install: pkgconfigdir=${pcdir#"$L"/}"
	[ "$pcd" = elsewhere ] && what="$what, outside prefix"
	if ! have pkg-config; then
		skip "$what" "pkg-config not installed"
	elif [ "$line" = "$want_line" ] && [ "$got" = "-I$(readlink -f "$L/prefix/include") " ]; then
		pass "$what: $(echo "$line" | sed "s|$L/|<install>/|"), and pkg-config --cflags names prefix/include"
	else
		fail "$what" "the .pc says '$line' (want '$want_line'), --cflags '$got' (see $L.log)"
	fi
done
# An installed tree moved as a whole: installed with DESTDIR to a prefix
# that does not exist on this machine, then moved elsewhere, as a user
# moves a tree unpacked from a tarball. The consumers find it there (pkg-config
# with PKG_CONFIG_PATH, CMake with CMAKE_PREFIX_PATH).
stage=$w/stage
moved_from=/opt/init-for-compiler-moved-away
M=$w/moved/init-for-compiler
if [ -e "$moved_from" ]; then
	fail "install: a moved tree" "$moved_from exists: the test needs a prefix that does not"
elif $MAKE --no-print-directory install-headers DESTDIR="$stage" prefix="$moved_from" \
	>"$w/install-moved.log" 2>&1 && mkdir -p "$w/moved" && mv "$stage$moved_from" "$M"; then
	rm -rf "$stage"
	pass "install: make install-headers DESTDIR=... prefix=$moved_from, the tree moved elsewhere"
else
	fail "install: make install-headers DESTDIR prefix=$moved_from, then moved" "see $w/install-moved.log"
fi

# ---------------------------------------------------------------------------
# deb: build, contents, lintian, unpack (first: the consumers use the result)
# ---------------------------------------------------------------------------
R=$w/root
debs_ok=0
arch=$(dpkg --print-architecture 2>/dev/null)
if have dpkg-parsechangelog; then
	cv=$(dpkg-parsechangelog -l debian/changelog -S Version 2>&1)
	if [ "${cv%-*}" = "$version" ]; then
		pass "version: debian/changelog says $cv, the header $version"
	else
		fail "version: debian/changelog agrees with the header" "changelog $cv, header $version"
	fi
else
	skip "version: debian/changelog agrees with the header" "dpkg-parsechangelog (dpkg-dev) not installed"
fi
missing=
for t in dpkg-buildpackage dh dpkg-deb; do have $t || missing="$missing $t"; done
if [ -n "$missing" ]; then
	skip "deb: dpkg-buildpackage -us -uc -b" "not installed:$missing (dpkg-dev, debhelper)"
else
	start=$(date +%s)
	if tests/package/build-deb.sh "$w/deb" >"$w/deb.log" 2>&1; then
		pass "deb: dpkg-buildpackage -us -uc -b ($(( $(date +%s) - start )) s)"
		debs_ok=1
	else
		fail "deb: dpkg-buildpackage -us -uc -b" "$(tail -n 3 "$w/deb/build.log" | tr '\n' ' ')"
	fi
fi
dev=$w/deb/libinit-for-compiler-dev_${version}_all.deb
tool=$w/deb/init-for-compiler_${version}_$arch.deb
if [ "$debs_ok" = 1 ]; then
	for d in "$dev" "$tool"; do
		[ -f "$d" ] || { fail "deb: ${d##*/} built" "not found in $w/deb"; debs_ok=0; }
	done
fi
if [ "$debs_ok" = 1 ]; then
	if [ "$(dpkg-deb -f "$dev" Architecture)" = all ] &&
		[ "$(dpkg-deb -f "$dev" Version)" = "$version" ] &&
		[ "$(dpkg-deb -f "$tool" Version)" = "$version" ]; then
		pass "version: libinit-for-compiler-dev (Architecture: all) and init-for-compiler are $version"
	else
		fail "version: libinit-for-compiler-dev (Architecture: all) and init-for-compiler are $version" \
			"$(dpkg-deb -f "$dev" Architecture Version | tr '\n' ' ')/ $(dpkg-deb -f "$tool" Version)"
	fi
	# Contents: the make install list, split by package; man pages gzipped,
	# every file under /usr/share/doc/<package>/ aside.
	contents() { dpkg-deb -c "$1" | awk '$1 !~ /^d/ { print $6 }' | sed 's|^\./||; s/ ->.*//' |
		grep -v '^usr/share/doc/' | sed 's/\.gz$//' | sort; }
	contents "$dev" >"$w/deb-dev.txt"
	contents "$tool" >"$w/deb-tool.txt"
	grep -v '^usr/bin/\|^usr/share/man/man1/' "$w/install-expected.txt" >"$w/deb-dev-expected.txt"
	grep '^usr/bin/\|^usr/share/man/man1/' "$w/install-expected.txt" >"$w/deb-tool-expected.txt"
	for p in dev tool; do
		if cmp -s "$w/deb-$p-expected.txt" "$w/deb-$p.txt"; then
			pass "deb: the $p package holds its $(wc -l <"$w/deb-$p.txt") files of make install"
		else
			fail "deb: the $p package holds its files of make install" \
				"$(diff "$w/deb-$p-expected.txt" "$w/deb-$p.txt" | grep '^[<>]' | tr '\n' ' ')"
		fi
	done
	if have lintian; then
		start=$(date +%s)
		lintian --info --pedantic "$w/deb/init-for-compiler_${version}_$arch.changes" \
			>"$w/lintian.txt" 2>"$w/lintian.err"
		rc=$?
		bad=$(grep -E '^(E|W): ' "$w/lintian.txt")
		if [ -z "$bad" ] && [ "$rc" -eq 0 ]; then
			pass "deb: lintian --info --pedantic: no error, no warning ($(grep -c '^[IPX]: ' "$w/lintian.txt") info/pedantic tags, $(( $(date +%s) - start )) s)"
		else
			fail "deb: lintian: no error, no warning" \
				"exit $rc: $(printf '%s\n' "$bad" | head -n 5 | tr '\n' ' ') $(grep -v 'root privileges' "$w/lintian.err" | head -n 2 | tr '\n' ' ')"
		fi
	else
		skip "deb: lintian: no error, no warning" "lintian not installed"
	fi
	mkdir -p "$R"
	if dpkg-deb -x "$dev" "$R" && dpkg-deb -x "$tool" "$R"; then
		got=$("$R/usr/bin/init-for-compiler" --version 2>&1)
		if [ "$got" = "init-for-compiler $version" ]; then
			pass "deb: unpacked into a scratch root, the tool says '$got'"
		else
			fail "deb: unpacked into a scratch root, the tool says its version" "got: $got"
		fi
		if ! have man; then
			skip "deb: man finds the pages and the link pages of the .deb" "man (man-db) not installed"
		elif MANWIDTH=80 man -M "$R/usr/share/man" 3 INIT_FOR_COMPILER_COMPILER 2>&1 | grep -q 'INIT_FOR_COMPILER_AUDIT(3)' &&
			MANWIDTH=80 man -M "$R/usr/share/man" 1 init-for-compiler 2>&1 | grep -q 'scan' &&
			MANWIDTH=80 man -M "$R/usr/share/man" 7 init_for_compiler >/dev/null 2>&1; then
			pass "deb: man finds the pages and the link pages of the .deb (man 3 INIT_FOR_COMPILER_COMPILER, man 1, man 7)"
		else
			fail "deb: man finds the pages and the link pages of the .deb"
		fi
	else
		fail "deb: dpkg-deb -x into a scratch root"
		debs_ok=0
	fi
fi

# ---------------------------------------------------------------------------
# pkg-config consumers
# ---------------------------------------------------------------------------
# run_app NAME BINARY: the consumer program runs and prints the header's version
run_app() {
	out=$("$2" 2>&1)
	rc=$?
	if [ "$rc" -eq 0 ] && [ "${out%% *}" = "$version" ]; then
		pass "$1"
	else
		fail "$1" "exit $rc, printed: $out"
	fi
}
# pc_consumer WHERE PCDIR INCDIR [--define-prefix | --path]: pkg-config
# reads PCDIR alone (PKG_CONFIG_LIBDIR), or with --path PCDIR first
# (PKG_CONFIG_PATH, as a user points it at a tree of their own)
pc_consumer() {
	where=$1 pcdir=$2 inc=$(readlink -f "$3") dp=${4:-}
	b=$w/pc-$where
	mkdir -p "$b"
	if [ "$dp" = --path ]; then
		pcf() { PKG_CONFIG_PATH=$pcdir pkg-config "$@"; }
	else
		pcf() { PKG_CONFIG_LIBDIR=$pcdir pkg-config ${dp:+"$dp"} "$@"; }
	fi
	mv=$(pcf --modversion init-for-compiler 2>&1) cmv=$(pcf --modversion init-for-compiler-compat 2>&1)
	if [ "$mv" = "$version" ] && [ "$cmv" = "$version" ]; then
		pass "version: pkg-config --modversion ($where): $version"
	else
		fail "version: pkg-config --modversion ($where)" "init-for-compiler '$mv', compat '$cmv', header $version"
	fi
	# each -I as the directory it names (a relocatable .pc says
	# ${pcfiledir}/../../include)
	# shellcheck disable=SC2046 # the flags are words
	cf=$(canon_flags $(pcf --cflags init-for-compiler 2>&1)) ccf=$(canon_flags $(pcf --cflags init-for-compiler-compat 2>&1))
	cf=${cf% } ccf=${ccf% }
	# pkg-config leaves out -I/usr/include; the scratch roots are never /usr
	if [ "$cf" = "-I$inc" ] &&
		[ "$ccf" = "-I$inc/init_for_compiler/compat -I$inc" ]; then
		pass "pkg-config ($where): --cflags point into $inc; the shim's directory only through init-for-compiler-compat"
	else
		fail "pkg-config ($where): --cflags" "init-for-compiler '$cf', init-for-compiler-compat '$ccf', want -I$inc"
	fi
	# shellcheck disable=SC2046 # the flags are words
	if $CC -Wall -Wextra -Werror $(pcf --cflags init-for-compiler) -o "$b/app" "$consumer/app.c" \
		>"$b/app.log" 2>&1; then
		run_app "pkg-config ($where): app.c with init-for-compiler builds and runs" "$b/app"
	else
		fail "pkg-config ($where): app.c with init-for-compiler builds" "$(head -n 1 "$b/app.log")"
	fi
	# shellcheck disable=SC2046
	if $CC -Wall -Wextra -Werror $(pcf --cflags init-for-compiler-compat) -o "$b/legacy" \
		"$consumer/legacy.c" >"$b/legacy.log" 2>&1; then
		run_app "pkg-config ($where): legacy.c's <uninitialized_var.h> with init-for-compiler-compat" "$b/legacy"
	else
		fail "pkg-config ($where): legacy.c's <uninitialized_var.h> with init-for-compiler-compat" "$(head -n 1 "$b/legacy.log")"
	fi
	# shellcheck disable=SC2046
	if $CC -Wall -Wextra -Werror -DLEGACY_FULL_PATH $(pcf --cflags init-for-compiler) \
		-o "$b/legacy-path" "$consumer/legacy.c" >"$b/legacy-path.log" 2>&1; then
		run_app "pkg-config ($where): <init_for_compiler/compat/uninitialized_var.h> with init-for-compiler" "$b/legacy-path"
	else
		fail "pkg-config ($where): <init_for_compiler/compat/uninitialized_var.h> with init-for-compiler" \
			"$(head -n 1 "$b/legacy-path.log")"
	fi
	# shellcheck disable=SC2046
	if $CC $(pcf --cflags init-for-compiler) -o "$b/legacy-no" "$consumer/legacy.c" >"$b/legacy-no.log" 2>&1; then
		fail "pkg-config ($where): init-for-compiler alone does not find <uninitialized_var.h>" "legacy.c compiled"
	elif grep -q 'uninitialized_var.h' "$b/legacy-no.log"; then
		pass "pkg-config ($where): init-for-compiler alone does not find <uninitialized_var.h>"
	else
		fail "pkg-config ($where): init-for-compiler alone does not find <uninitialized_var.h>" \
			"failed for another reason: $(head -n 1 "$b/legacy-no.log")"
	fi
}
# A wrapper for meson: pkg-config with --define-prefix (the .debs' root)
mkdir -p "$w/bin"
printf '#!/bin/sh\nexec pkg-config --define-prefix "$@"\n' >"$w/bin/pkg-config-define-prefix"
chmod +x "$w/bin/pkg-config-define-prefix"

if ! have pkg-config; then
	skip "pkg-config consumers" "pkg-config not installed"
elif ! have "$CC"; then
	skip "pkg-config consumers" "$CC not installed"
else
	pc_consumer prefix "$P/share/pkgconfig" "$P/include"
	pc_consumer moved "$M/share/pkgconfig" "$M/include" --path
	if [ "$debs_ok" = 1 ]; then
		pc_consumer deb "$R/usr/share/pkgconfig" "$R/usr/include" --define-prefix
	fi
fi

# ---------------------------------------------------------------------------
# CMake consumers
# ---------------------------------------------------------------------------
# cmake_consumer NAME ARGS...: configure, build and run consumer/CMakeLists.txt
cmake_consumer() {
	cname=$1	# not "name": result() sets that
	shift
	b=$w/cmake-$cname
	if ! cmake -S "$consumer" -B "$b" -DCMAKE_C_FLAGS="-Wall -Wextra -Werror" "$@" >"$b.log" 2>&1; then
		fail "cmake ($cname): configure" "$(grep -m1 -A2 'Error' "$b.log" | tr '\n' ' ')"
		return 1
	fi
	if ! cmake --build "$b" >>"$b.log" 2>&1; then
		fail "cmake ($cname): build" "$(grep -m1 -E 'error|Error' "$b.log")"
		return 1
	fi
	out=$("$b/app" 2>&1) && out2=$("$b/legacy" 2>&1)
	rc=$?
	if [ "$rc" -eq 0 ] && [ "${out%% *}" = "$version" ] && [ "${out2%% *}" = "$version" ]; then
		pass "cmake ($cname): init-for-compiler::init-for-compiler and ::compat build app.c and legacy.c, both run"
	else
		fail "cmake ($cname): app.c and legacy.c run" "exit $rc: $out / ${out2:-}"
	fi
}
# cmake_found NAME DIR: find_package reported the header's version, from DIR
cmake_found() {
	line=$(sed -n 's/.*ifc-consumer: init-for-compiler \(.*\)/\1/p' "$w/cmake-$1.log")
	if [ "${line%% from *}" = "$version" ] && [ "${line#* from }" = "$2" ]; then
		pass "version: find_package ($1) found $version in ${2#"$w"/}"
	else
		fail "version: find_package ($1) found $version in ${2#"$w"/}" "got: $line"
	fi
}

# never the user's package registry (~/.cmake/packages)
noreg=-DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF
if ! have cmake; then
	skip "cmake consumers" "cmake not installed"
else
	cmake_consumer prefix -DCMAKE_PREFIX_PATH="$P" $noreg &&
		cmake_found prefix "$P/share/cmake/init-for-compiler"
	cmake_consumer moved -DCMAKE_PREFIX_PATH="$M" $noreg &&
		cmake_found moved "$M/share/cmake/init-for-compiler"
	cmake_consumer outside -DCMAKE_PREFIX_PATH="$O/prefix" $noreg &&
		cmake_found outside "$O/prefix/share/cmake/init-for-compiler"
	if [ "$debs_ok" = 1 ]; then
		cmake_consumer deb -DCMAKE_PREFIX_PATH="$R/usr" $noreg &&
			cmake_found deb "$R/usr/share/cmake/init-for-compiler"
	fi
	cmake_consumer add_subdirectory -DIFC_MODE=add_subdirectory -DIFC_SOURCE="$top"
	tests/package/copy-tree.sh "$w/tarball/init-for-compiler-$version" &&
		tar -C "$w/tarball" -czf "$w/init-for-compiler-$version.tar.gz" "init-for-compiler-$version"
	cmake_consumer FetchContent -DIFC_MODE=FetchContent \
		-DIFC_SOURCE="file://$w/init-for-compiler-$version.tar.gz"
	# Version requests the installed package must refuse, and a range it meets.
	refused=
	for req in $((major + 1)).0 "$major.$((minor + 1))" "$((major - 1)).0"; do
		[ "${req%%.*}" -ge 0 ] || continue
		b=$w/cmake-request-$req
		if cmake -S "$consumer" -B "$b" -DCMAKE_PREFIX_PATH="$P" -DIFC_REQUEST="$req" \
			-DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF >"$b.log" 2>&1; then
			refused="$refused $req(accepted)"
		elif ! grep -q 'not compatible\|version' "$b.log"; then
			refused="$refused $req(failed otherwise)"
		fi
	done
	if [ -z "$refused" ]; then
		pass "cmake: find_package refuses $((major + 1)).0, $major.$((minor + 1)) and $((major - 1)).0 (the package is $version)"
	else
		fail "cmake: find_package refuses other major versions and newer minors" "$refused"
	fi
	b=$w/cmake-request-range
	if cmake -S "$consumer" -B "$b" -DCMAKE_PREFIX_PATH="$P" -DIFC_REQUEST="$major.0...<$((major + 1)).0" \
		-DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF >"$b.log" 2>&1; then
		pass "cmake: find_package accepts the range $major.0...<$((major + 1)).0"
	else
		fail "cmake: find_package accepts the range $major.0...<$((major + 1)).0" "see $b.log"
	fi
fi

# ---------------------------------------------------------------------------
# meson consumers
# ---------------------------------------------------------------------------
# meson_consumer NAME SRCDIR ARGS...: set up, compile and run consumer/meson.build
meson_consumer() {
	mname=$1 src=$2	# not "name": result() sets that
	shift 2
	b=$w/meson-$mname
	if ! meson setup "$b" "$src" -Dwarning_level=2 -Dwerror=true "$@" >"$b.log" 2>&1; then
		fail "meson ($mname): setup" "$(grep -m1 -E 'ERROR|error' "$b.log")"
		return 1
	fi
	if ! meson compile -C "$b" >>"$b.log" 2>&1; then
		fail "meson ($mname): compile" "$(grep -m1 -E 'error' "$b.log")"
		return 1
	fi
	got=$(sed -n 's/^Message: ifc-consumer: init-for-compiler \([^,]*\), compat \(.*\)/\1 \2/p' "$b.log")
	if [ "$got" = "$version $version" ]; then
		pass "version: meson dependency ($mname): $version"
	else
		fail "version: meson dependency ($mname)" "got '$got', header $version"
	fi
	# the compile commands: the shim's directory for legacy.c, not for app.c
	app_cmd=$(grep '"command":.*app\.c' "$b/compile_commands.json")
	legacy_cmd=$(grep '"command":.*legacy\.c' "$b/compile_commands.json")
	case $app_cmd in
	*/compat*) fail "meson ($mname): app.c is compiled without the shim's directory" "$app_cmd" ;;
	'') fail "meson ($mname): app.c is compiled without the shim's directory" "not in compile_commands.json" ;;
	*) case $legacy_cmd in
		*compat*) pass "meson ($mname): the shim's directory only for legacy.c (dependency init-for-compiler-compat)" ;;
		*) fail "meson ($mname): the shim's directory only for legacy.c" "legacy.c: $legacy_cmd" ;;
		esac ;;
	esac
	out=$("$b/app" 2>&1) && out2=$("$b/legacy" 2>&1)
	rc=$?
	if [ "$rc" -eq 0 ] && [ "${out%% *}" = "$version" ] && [ "${out2%% *}" = "$version" ]; then
		pass "meson ($mname): dependency('init-for-compiler') and ('init-for-compiler-compat') build app.c and legacy.c, both run"
	else
		fail "meson ($mname): app.c and legacy.c run" "exit $rc: $out / ${out2:-}"
	fi
}

missing=
for t in meson ninja pkg-config; do have $t || missing="$missing $t"; done
if [ -n "$missing" ]; then
	skip "meson consumers" "not installed:$missing"
else
	PKG_CONFIG_LIBDIR=$P/share/pkgconfig meson_consumer pkg-config "$consumer" --wrap-mode=nofallback
	if [ "$debs_ok" = 1 ]; then
		PKG_CONFIG=$w/bin/pkg-config-define-prefix PKG_CONFIG_LIBDIR=$R/usr/share/pkgconfig \
			meson_consumer deb "$consumer" --wrap-mode=nofallback
	fi
	sub=$w/meson-sub-src
	mkdir -p "$sub/subprojects"
	cp "$consumer"/* "$sub/"
	tests/package/copy-tree.sh "$sub/subprojects/init-for-compiler"
	# an empty pkg-config path: the subproject, never an installed copy
	PKG_CONFIG_LIBDIR=$w/nowhere meson_consumer subproject "$sub" \
		--force-fallback-for=init-for-compiler,init-for-compiler-compat
	if [ -f "$w/meson-subproject.log" ] &&
		! grep -q 'Executing subproject init-for-compiler' "$w/meson-subproject.log"; then
		fail "meson (subproject): the subproject was used" "see $w/meson-subproject.log"
	fi
fi

echo "package: $(( $(date +%s) - suite_start )) s"
exit $failed
