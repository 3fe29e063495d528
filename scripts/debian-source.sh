# SPDX-License-Identifier: MIT OR GPL-2.0-only
# shellcheck shell=bash
#
# scripts/debian-source.sh - debian_source(), sourced by the case studies
# (scripts/case-study-lib.sh) and the truth sets' trees
# (tests/tool/truth/trees.sh). The sourcing script defines say() and die().
#
# debian_source DIR PACKAGE VERSION TARBALL TREE: Debian 12's source package
# PACKAGE=VERSION fetched into DIR with an apt state of its own (a deb-src
# line for bookworm in DIR/apt, beside the deb line of the system's
# debian.sources; nothing of the system's apt touched), and its upstream
# TARBALL unpacked as it is, without Debian's patches, into DIR/TREE (the
# tarball's top directory), once
debian_source() {
	local d=$1 pkg=$2 ver=$3 tarball=$4 tree=$5 mirror A
	[ -d "$d/$tree" ] && return 0
	mkdir -p "$d/apt/lists/partial" "$d/apt/cache/archives/partial"
	mirror=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null)
	echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] ${mirror:-http://deb.debian.org/debian} bookworm main" \
		>"$d/apt/sources.list"
	A="-o Dir::Etc::SourceList=$d/apt/sources.list -o Dir::Etc::SourceParts=/dev/null
	   -o Dir::State::Lists=$d/apt/lists -o Dir::Cache=$d/apt/cache"
	say "apt-get source $pkg=$ver (bookworm)"
	# shellcheck disable=SC2086
	(cd "$d" && apt-get $A -q update && apt-get $A -q source --download-only "$pkg=$ver") \
		>"$d/apt.log" 2>&1 || die "apt-get failed, see $d/apt.log"
	rm -rf "$d/$tree.tmp" && mkdir "$d/$tree.tmp"
	tar -C "$d/$tree.tmp" -xf "$d/$tarball"
	mv "$d/$tree.tmp/$tree" "$d/$tree" && rmdir "$d/$tree.tmp"
}

