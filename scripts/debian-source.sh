# SPDX-License-Identifier: MIT OR GPL-2.0-only
# shellcheck shell=bash
#
# scripts/debian-source.sh - debian_source() and debian_source_newest(),
# sourced by the case studies
# (scripts/case-study-lib.sh) and the truth sets' trees
# (tests/tool/truth/trees.sh). The sourcing script defines say() and die().
#
# debian_source DIR PACKAGE VERSION TARBALL TREE: Debian 12's source package
# PACKAGE=VERSION fetched into DIR with an apt state of its own (a deb-src
# line for bookworm in DIR/apt, beside the deb line of the system's
# debian.sources; nothing of the system's apt touched), and its upstream
# TARBALL unpacked as it is, without Debian's patches, into DIR/TREE (the
# tarball's top directory), once
# debian_apt_state DIR: DIR/apt, an apt state of its own with a deb-src
# line for bookworm (the mirror of the system's debian.sources); sets A,
# the apt-get options that use it
debian_apt_state() {
	local mirror
	mkdir -p "$1/apt/lists/partial" "$1/apt/cache/archives/partial"
	mirror=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null)
	echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] ${mirror:-http://deb.debian.org/debian} bookworm main" \
		>"$1/apt/sources.list"
	A="-o Dir::Etc::SourceList=$1/apt/sources.list -o Dir::Etc::SourceParts=/dev/null
	   -o Dir::State::Lists=$1/apt/lists -o Dir::Cache=$1/apt/cache"
}

debian_source() {
	local d=$1 pkg=$2 ver=$3 tarball=$4 tree=$5 A
	[ -d "$d/$tree" ] && return 0
	debian_apt_state "$d"
	say "apt-get source $pkg=$ver (bookworm)"
	# shellcheck disable=SC2086
	(cd "$d" && apt-get $A -q update && apt-get $A -q source --download-only "$pkg=$ver") \
		>"$d/apt.log" 2>&1 || die "apt-get failed, see $d/apt.log"
	rm -rf "$d/$tree.tmp" && mkdir "$d/$tree.tmp"
	tar -C "$d/$tree.tmp" -xf "$d/$tarball"
	mv "$d/$tree.tmp/$tree" "$d/$tree" && rmdir "$d/$tree.tmp"
}


# debian_source_newest DIR PACKAGE VERSION...: the same for the first of
# the VERSIONs whose source the mirror serves, then the others that
# `apt-cache showsrc` lists, newest first (the mirror can lack an upload:
# rdma-core 44.0's tarball was a 404 there). Sets DEBIAN_VERSION,
# DEBIAN_TARBALL (the upstream tarball the .dsc names) and DEBIAN_TREE (the
# top directory of that tarball, unpacked as it is into DIR), and keeps
# them in DIR/source.txt, so that a second call reads them back.
debian_source_newest() {
	local d=$1 pkg=$2 A v t tree
	shift 2
	if [ -s "$d/source.txt" ]; then
		read -r DEBIAN_VERSION DEBIAN_TARBALL DEBIAN_TREE <"$d/source.txt"
		[ -d "$d/$DEBIAN_TREE" ] && return 0
	fi
	debian_apt_state "$d"
	# shellcheck disable=SC2086
	(cd "$d" && apt-get $A -q update) >"$d/apt.log" 2>&1 || die "apt-get update failed, see $d/apt.log"
	# shellcheck disable=SC2086
	for v in "$@" $(apt-cache $A showsrc "$pkg" 2>/dev/null | sed -n 's/^Version: //p' | sort -urV); do
		say "apt-get source $pkg=$v (bookworm)"
		# shellcheck disable=SC2086
		(cd "$d" && apt-get $A -q source --download-only "$pkg=$v") >>"$d/apt.log" 2>&1 || continue
		t=$(sed -n '/^Files:/,/^[^ ]/p' "$d/${pkg}_${v#*:}.dsc" | awk '{ print $3 }' | grep '\.orig\.tar\.' | head -1)
		[ -n "$t" ] && [ -f "$d/$t" ] || continue
		rm -rf "$d/x.tmp" && mkdir "$d/x.tmp" && tar -C "$d/x.tmp" -xf "$d/$t"
		tree=$(ls "$d/x.tmp")
		rm -rf "${d:?}/$tree" && mv "$d/x.tmp/$tree" "$d/$tree" && rmdir "$d/x.tmp"
		DEBIAN_VERSION=$v DEBIAN_TARBALL=$t DEBIAN_TREE=$tree
		echo "$v $t $tree" >"$d/source.txt"
		return 0
	done
	die "no version of $pkg could be fetched, see $d/apt.log"
}
