# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# scripts/case-study-sid.sh - the Debian sid chroot of the case studies
# (gcc-16, clang-22), sourced by scripts/case-study-linux.sh and
# scripts/case-study-busybox.sh: one chroot, $CACHE/chroot-sid, for both.
#
# The sourcing script sets CACHE, top, SID_PKGS (the packages its builds
# need) and SID_NEED (files under the chroot that say they are installed),
# and defines say() and need(). sid_chroot then makes the chroot once (a
# copy of the tests' chroot, or debootstrap), installs SID_PKGS when a file
# of SID_NEED is missing, and mounts /proc, $CACHE and $top in it; the
# mounts are undone when the script exits.
R=$CACHE/chroot-sid
mounted=""
unmount_all() { for m in $mounted; do umount "$m" 2>/dev/null || true; done; }
trap unmount_all EXIT
sid_chroot() {
	local f missing=""
	for f in $SID_NEED; do [ -e "$R$f" ] || missing=yes; done
	if [ -n "$missing" ]; then
		if [ ! -x "$R/usr/bin/apt-get" ]; then
			rm -rf "$R.tmp"
			if [ -x /var/cache/init-for-compiler/chroot-sid/usr/bin/gcc-16 ]; then
				say "sid chroot: a copy of the tests' chroot"
				cp -a /var/cache/init-for-compiler/chroot-sid "$R.tmp"
			else
				need debootstrap
				mirror=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/debian.sources)
				say "sid chroot: debootstrap from $mirror"
				debootstrap --variant=minbase sid "$R.tmp" "$mirror" >"$CACHE/chroot-sid.log" 2>&1
			fi
			mv -T "$R.tmp" "$R"
		fi
		mountpoint -q "$R/proc" || mount -t proc proc "$R/proc"
		[ -c "$R/dev/null" ] || mknod -m 666 "$R/dev/null" c 1 3
		say "sid chroot: $SID_PKGS"
		chroot "$R" sh -c "apt-get -o Acquire::Check-Valid-Until=false -q update &&
			DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $SID_PKGS" \
			>>"$CACHE/chroot-sid.log" 2>&1 || { say "sid chroot: apt-get failed, see $CACHE/chroot-sid.log"; exit 1; }
		umount "$R/proc"
	fi
	[ -c "$R/dev/null" ] || mknod -m 666 "$R/dev/null" c 1 3
	for d in proc "$CACHE" "$top"; do
		case $d in proc) m=$R/proc ;; *) m=$R$d ;; esac
		mountpoint -q "$m" && continue
		mkdir -p "$m"
		if [ "$d" = proc ]; then mount -t proc proc "$m"; else mount --bind "$d" "$m"; fi
		mounted="$m $mounted"
	done
}
