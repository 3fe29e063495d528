#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# scripts/case-study-busybox.sh - convert and audit on BusyBox 1.35.0, a real
# project that still carries `x = x` (make case-study).
#
# BusyBox silences "may be used uninitialized" with `T x = x; /* for
# compiler */` and two "make gcc happy" zeros. This script:
#   1. fetches Debian 12's source package busybox with an apt state of its
#      own (a deb-src line for bookworm in $B/apt, nothing of the system's
#      apt touched) and unpacks its upstream tarball once into
#      $B/busybox-1.35.0 (pristine: never written);
#   2. scans it, copies it (hard links: convert replaces files by rename)
#      to $B/converted and runs `init-for-compiler convert .` there;
#   3. makes the two configurations once, from the pristine tree:
#        defconfig   `make defconfig`, CONFIG_TC off
#        nofeatures  `make allyesconfig`, then rounds of: the settings of
#                    $NOFEATURES_OFF off, every CONFIG_FEATURE_* off, every
#                    other option in no choice on, `make oldconfig`, until
#                    nothing changes
#      and compiles networking/tc.o with CONFIG_TC on with gcc-12 here and
#      gcc-16 in the sid chroot, to quote why it is off;
#   4. builds each configuration, original and converted tree, with each
#      compiler, in audit mode, each in a copy of its tree (in-tree, as
#      BusyBox is built: kbuild's .cmd files then sit where the audit runs):
#        LC_ALL=C make -k -j2 -Otarget CC=CC HOSTCC=CC
#            EXTRA_CFLAGS="-I<repo>/include -DINIT_FOR_COMPILER_AUDIT=1"
#      gcc-12 and clang-19 on this machine, gcc-16 and clang-22 in a Debian
#      sid chroot ($CACHE/chroot-sid, the one scripts/case-study-linux.sh
#      uses: a copy of the tests' chroot, with make and bzip2 added);
#   5. compares the two builds of each configuration and compiler: the
#      objects (every .o and the busybox binary), and the errors and
#      warnings, by file and message, line numbers left out;
#   6. audits each converted log alone (in its build's tree) and the four
#      of a configuration together (in the gcc-12 build's tree), reads each
#      log again with a reader of its own (awk, not the tool) and compares,
#      site by site;
#   7. builds defconfig normally (EXTRA_CFLAGS="-I<repo>/include") with
#      gcc-12 and clang-19, both trees: `size busybox`; and runs BusyBox's
#      test suite (`make check`, testsuite/runtest) on the gcc-12 builds,
#      result by result;
#   8. checks that scripts/case-study-busybox-triage.md has one entry for
#      each site that every compiler still warns on, and none more;
#   9. writes docs/case-study-busybox.md, and per configuration the verdicts
#      as data (case-study-busybox-CONFIG.tsv) and as a picture (.svg, by
#      scripts/sites-svg.py); raw logs and outputs stay in $B.
#
# Usage: scripts/case-study-busybox.sh [OUT.md]    (make case-study)
# Environment: CACHE (default /var/cache/init-for-compiler/case-study; this
# script works in $CACHE/busybox), TOOL (default build/tool/init-for-compiler),
# JOBS (default 2), COMPILERS (default "gcc-12 clang-19 gcc-16 clang-22"),
# REUSE_LOGS=1 (keep the builds and test runs whose logs exist: for work on
# the later steps).
# Needs: gcc-12, clang-19, make, bzip2, apt-get, awk, debootstrap (when the
# tests' sid chroot is not built), root (the chroot). About 70 minutes on 2
# cores the first time; the pristine tree, the chroot and, with REUSE_LOGS=1,
# every log are kept.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
out_md=${1:-$top/docs/case-study-busybox.md}
case $out_md in /*) ;; *) out_md=$PWD/$out_md ;; esac
CACHE=${CACHE:-/var/cache/init-for-compiler/case-study}
B=$CACHE/busybox
TOOL=${TOOL:-$top/build/tool/init-for-compiler}
case $TOOL in /*) ;; *) TOOL=$PWD/$TOOL ;; esac
JOBS=${JOBS:-2}
COMPILERS=${COMPILERS:-gcc-12 clang-19 gcc-16 clang-22}
TRIAGE=$top/scripts/case-study-busybox-triage.md
VERSION=1:1.35.0-4+deb12u1
CONFIGS="defconfig nofeatures"
TREES="original converted"
# settings that allyesconfig turns on and that the nofeatures configuration
# turns off, each with its reason (the page quotes these lines)
NOFEATURES_OFF="
PAM             needs libpam's headers (libpam0g-dev), not installed here
SELINUX         needs libselinux's headers (libselinux1-dev), not installed here
NOMMU           a no-MMU build: the applets that need fork() are not offered
DEBUG_PESSIMIZE builds with -O0, where GCC checks nothing (the audit needs optimization)
DEBUG_SANITIZE  does not link with STATIC=y (gcc: cannot specify -static with -fsanitize=address)
WERROR          -Werror: BusyBox's own warnings with these compilers would stop the build
TC              does not compile against sid's kernel headers (quoted below)
"
export LC_ALL=C

say() { printf 'case-study: busybox: %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }
need() {
	for t; do
		command -v "$t" >/dev/null 2>&1 || { say "$t not installed (make deps)"; exit 2; }
	done
}
need make gcc-12 clang-19 bzip2 apt-get awk size valgrind
[ -x "$TOOL" ] || { say "$TOOL not built (make)"; exit 2; }
mkdir -p "$B"
pristine=$B/busybox-1.35.0
conv=$B/converted
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f\n", b - a }'; }

# ---------------------------------------------------------------- 1. source
if [ ! -f "$pristine/Makefile" ]; then
	mkdir -p "$B/apt/lists/partial" "$B/apt/cache/archives/partial"
	mirror=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null)
	echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] ${mirror:-http://deb.debian.org/debian} bookworm main" \
		>"$B/apt/sources.list"
	A="-o Dir::Etc::SourceList=$B/apt/sources.list -o Dir::Etc::SourceParts=/dev/null
	   -o Dir::State::Lists=$B/apt/lists -o Dir::Cache=$B/apt/cache"
	say "apt-get source busybox=$VERSION (bookworm)"
	# shellcheck disable=SC2086
	(cd "$B" && apt-get $A -q update && apt-get $A -q source --download-only "busybox=$VERSION") \
		>"$B/apt.log" 2>&1 || die "apt-get failed, see $B/apt.log"
	rm -rf "$pristine.tmp" && mkdir "$pristine.tmp"
	tar -C "$pristine.tmp" -xjf "$B/busybox_1.35.0.orig.tar.bz2"
	mv "$pristine.tmp/busybox-1.35.0" "$pristine" && rmdir "$pristine.tmp"
fi
orig_sha=$(sha256sum "$B/busybox_1.35.0.orig.tar.bz2" | cut -d' ' -f1)

# ------------------------------------------------------ 2. scan and convert
(cd "$pristine" && "$TOOL" scan .) >"$B/scan.txt" 2>"$B/scan.err"
if [ -z "${REUSE_LOGS:-}" ] || [ ! -s "$B/convert.err" ]; then
	say "converting every site"
	rm -rf "$conv"
	cp -al "$pristine" "$conv"
	(cd "$conv" && "$TOOL" convert .) >"$B/convert.out" 2>"$B/convert.err" ||
		die "convert failed, see $B/convert.err"
fi
(cd "$conv" && "$TOOL" scan --kind=annotation .) >"$B/sites.txt" 2>/dev/null
(cd "$conv" && "$TOOL" scan --kind=self-init,comment-init,legacy .) >"$B/left.txt" 2>/dev/null
# the pristine tree is untouched: it still has every site
(cd "$pristine" && "$TOOL" scan .) 2>/dev/null | cmp -s - "$B/scan.txt" ||
	die "the pristine tree changed: remove $pristine and run again"

# ------------------------------------------------------- the sid chroot
# (scripts/case-study-sid.sh: the one the Linux study builds in too)
SID_PKGS="gcc-16 clang-22 make bzip2 perl"
SID_NEED="/usr/bin/gcc-16 /usr/bin/clang-22 /usr/bin/make /usr/bin/bzip2"
. "$top/scripts/case-study-sid.sh"
in_sid() { chroot "$R" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LC_ALL=C /bin/sh -c "$*"; }
on_host() { /bin/sh -c "$*"; }
set_run() {	# set_run CC: $run runs a shell line where CC is (not in a
	# subshell: the mounts must be recorded for unmount_all)
	case $1 in
	gcc-12|clang-19) run=on_host ;;
	gcc-16|clang-22) sid_chroot; run=in_sid ;;
	*) die "unknown compiler $1" ;;
	esac
}

# ----------------------------------------------------- 3. configurations
cfgdir=$B/config
mkdir -p "$cfgdir"
off() { sed -i -E "s/^(CONFIG_$1)=.*/# \\1 is not set/" "$2"; }
strip_date() { grep -v '^# [A-Z][a-z][a-z] [A-Z][a-z][a-z] ' "$1"; }
if [ ! -s "$cfgdir/defconfig" ] || [ ! -s "$cfgdir/nofeatures" ]; then
	say "configurations"
	o=$cfgdir/obj
	rm -rf "$o" && mkdir -p "$o"
	(cd "$pristine" && make O="$o" HOSTCC=gcc-12 defconfig) >"$cfgdir/defconfig.log" 2>&1
	off TC "$o/.config"
	(cd "$o" && make HOSTCC=gcc-12 oldconfig </dev/null) >>"$cfgdir/defconfig.log" 2>&1
	cp "$o/.config" "$cfgdir/defconfig"
	# nofeatures: allyesconfig, then rounds of (the settings of
	# $NOFEATURES_OFF off, every FEATURE_ option off, every other option
	# that is off and in no choice on, `yes '' | make oldconfig`) until a
	# round changes nothing. BusyBox's conf resets every bool to y in
	# allyesconfig, presets too (KCONFIG_ALLCONFIG is no use), and
	# allyesconfig's NOMMU=y hides what needs an MMU (ash, unshare, ...):
	# the rounds bring those back. kconfig keeps the last word: an
	# applet that depends on a feature goes, a feature that an applet
	# selects, or the default of a choice, stays. Made twice: without the
	# FEATURE_ step too ("allon"), so that the page can say which applets
	# the features cost.
	: >"$cfgdir/nofeatures.log"
	(cd "$pristine" && make O="$o" HOSTCC=gcc-12 allyesconfig) >>"$cfgdir/nofeatures.log" 2>&1
	cp "$o/.config" "$cfgdir/allyesconfig"
	find "$o" "$pristine" -name Config.in -print0 | xargs -0 cat >"$cfgdir/Config.in.all"
	awk '/^choice/ { c = 1 } /^endchoice/ { c = 0 } c && /^config / { print $2 }' \
		"$cfgdir/Config.in.all" | sort -u >"$cfgdir/choice-symbols"
	printf '%s\n' "$NOFEATURES_OFF" | awk 'NF { print $1 }' >"$cfgdir/settings-off"
	for mode in allon nofeatures; do
		cp "$cfgdir/allyesconfig" "$o/.config"
		round=0
		while :; do
			round=$((round + 1))
			[ $round -le 10 ] || die "$mode: no fixed point after 10 rounds of oldconfig"
			cp "$o/.config" "$cfgdir/$mode.prev"
			awk -v mode="$mode" -v offf="$cfgdir/settings-off" -v chf="$cfgdir/choice-symbols" '
				BEGIN { while ((getline s < offf) > 0) off[s] = 1
					while ((getline s < chf) > 0) ch[s] = 1 }
				function name(l) { sub(/^# CONFIG_/, "", l); sub(/^CONFIG_/, "", l)
					sub(/[= ].*/, "", l); return l }
				/^CONFIG_[A-Za-z0-9_]+=y$/ || /^# CONFIG_[A-Za-z0-9_]+ is not set$/ {
					s = name($0)
					if (s in off || (mode == "nofeatures" && s ~ /^FEATURE_/)) {
						print "# CONFIG_" s " is not set"; next }
					if (!(s in ch) && !(mode == "nofeatures" && s ~ /^FEATURE_/)) {
						print "CONFIG_" s "=y"; next }
				}
				{ print }' "$cfgdir/$mode.prev" >"$o/.config"
			(cd "$o" && yes '' | make HOSTCC=gcc-12 oldconfig) >>"$cfgdir/nofeatures.log" 2>&1
			cmp -s <(strip_date "$o/.config") <(strip_date "$cfgdir/$mode.prev") && break
		done
		cp "$o/.config" "$cfgdir/$mode"
		echo "$round" >"$cfgdir/$mode.rounds"
		for s in $(cat "$cfgdir/settings-off"); do
			grep -q "^# CONFIG_$s is not set$" "$cfgdir/$mode" || die "$mode: CONFIG_$s is not off"
		done
	done
fi
# CONFIG_TC: compiled alone, on this machine and in the sid chroot
tc_try() {	# tc_try CC: networking/tc.o of defconfig with CONFIG_TC on
	cc=$1
	o=$cfgdir/tc-$cc
	[ -n "${REUSE_LOGS:-}" ] && [ -s "$o.log" ] && return 0
	set_run "$cc"
	rm -rf "$o" && mkdir -p "$o"
	sed 's/^# CONFIG_TC is not set$/CONFIG_TC=y/' "$cfgdir/defconfig" >"$o/.config"
	$run "cd '$pristine' && make O='$o' CC=$cc HOSTCC=$cc oldconfig </dev/null >/dev/null 2>&1 &&
		cd '$o' && make -j$JOBS CC=$cc HOSTCC=$cc networking/tc.o" >"$o.log" 2>&1 || true
}
tc_try gcc-12
tc_try gcc-16
tc_result() {	# the first error of networking/tc.c, or "compiles"
	if grep -q 'error:' "$cfgdir/tc-$1.log"; then
		grep -m1 'error:' "$cfgdir/tc-$1.log" | sed -e "s|^$pristine/||" -e "s|^$R||"
	elif grep -q '^  CC *networking/tc.o$' "$cfgdir/tc-$1.log"; then
		echo compiles
	else
		echo "no result (see $cfgdir/tc-$1.log)"
	fi
}

# ------------------------------------------------------------ 4. builds
# build CFG CC TREE MODE: one build, in a fresh copy of the tree; MODE
# audit or normal
build() {
	cfg=$1 cc=$2 tree=$3 mode=$4
	case $tree in original) srcdir=$pristine ;; converted) srcdir=$conv ;; esac
	case $mode in
	audit) flags="-I$top/include -DINIT_FOR_COMPILER_AUDIT=1" ;;
	normal) flags="-I$top/include" ;;
	esac
	dir=$B/build/$mode-$cfg-$cc-$tree
	log=$B/logs/$mode/$cfg/$tree/$cc.log
	if [ -n "${REUSE_LOGS:-}" ] && [ -s "$log" ] && [ -s "$log.seconds" ]; then
		return 0
	fi
	set_run "$cc"
	rm -rf "$dir" && mkdir -p "$B/build" "$(dirname "$log")"
	cp -a "$srcdir" "$dir"
	cp "$cfgdir/$cfg" "$dir/.config"
	$run "cd '$dir' && make CC=$cc HOSTCC=$cc oldconfig </dev/null" >"$dir/oldconfig.log" 2>&1 ||
		die "$mode $cfg $cc $tree: oldconfig failed, see $dir/oldconfig.log"
	cmp -s <(strip_date "$dir/.config") <(strip_date "$cfgdir/$cfg") ||
		die "$mode $cfg $cc $tree: oldconfig changed the configuration ($dir/.config)"
	say "$mode build: $cfg, $cc, $tree tree"
	start=$(now)
	$run "cd '$dir' && LC_ALL=C make -k -j$JOBS -Otarget CC=$cc HOSTCC=$cc EXTRA_CFLAGS='$flags'" \
		>"$log" 2>&1 || true
	since "$start" >"$log.seconds"
	(cd "$dir" && find . -name '*.o' | sed 's|^\./||' | sort) >"$log.objects"
	if [ -x "$dir/busybox" ]; then echo busybox >>"$log.objects"; fi
	$run "$cc --version" | head -1 >"$B/logs/$cc.version"
}
for cfg in $CONFIGS; do
	for cc in $COMPILERS; do
		for tree in $TREES; do
			build "$cfg" "$cc" "$tree" audit
		done
	done
done
for cc in gcc-12 clang-19; do
	for tree in $TREES; do
		build defconfig "$cc" "$tree" normal
	done
done

# ------------------------------------------------ 5. the two builds compared
# diags LOG: one line per error or warning, "FILE: KIND: MESSAGE" (the
# trees' paths taken away, no line or column, also where the message names
# a place: "unnamed at x.c:232:2"), or the driver's own line ("clang-19:
# warning: ...")
diags() {
	sed -e "s|$pristine/||g" -e "s|$conv/||g" -e "s|$B/build/[^/]*/||g" "$1" |
	awk '{ gsub(/\342\200[\230\231]/, "\047") }
		/^[^ :]+:[0-9]+:[0-9]+: (warning|error|fatal error): / {
			f = $0; sub(/:.*/, "", f)
			m = $0; sub(/^[^ :]+:[0-9]+:[0-9]+: /, "", m)
			gsub(/\.c:[0-9]+(:[0-9]+)?/, ".c:N", m); gsub(/\.h:[0-9]+(:[0-9]+)?/, ".h:N", m)
			print f ": " m; next }
		/^[^ :]+: (warning|error|fatal error): / { print }' | sort
}
cmpdir=$B/compare
mkdir -p "$cmpdir"
for cfg in $CONFIGS; do
	for cc in $COMPILERS; do
		c=$cmpdir/$cfg-$cc
		o=$B/logs/audit/$cfg/original/$cc.log
		n=$B/logs/audit/$cfg/converted/$cc.log
		diags "$o" >"$c.original"
		diags "$n" >"$c.converted"
		comm -13 "$c.original" "$c.converted" >"$c.new"	# with their counts: comm is a multiset difference
		comm -23 "$c.original" "$c.converted" >"$c.gone"
		# the audit's own: its marker, and the uninitialized warnings it
		# turns on (over -Wno-maybe-uninitialized, and clang's
		# -Wconditional-uninitialized) and that x = x silenced
		grep -E 'init-for-compiler: audit build' "$c.new" >"$c.new-marker" || true
		grep -vE 'init-for-compiler: audit build' "$c.new" |
			grep -E ': (warning|error): .*uninitiali[sz]ed' >"$c.new-uninit" || true
		# and the unused-variable warnings on a site's variable: x = x
		# reads it, INIT_FOR_COMPILER() does not (it keeps these warnings
		# on purpose); anything else is "other", and must not be
		grep -vE 'init-for-compiler: audit build' "$c.new" |
			grep -vE ': (warning|error): .*uninitiali[sz]ed' |
			awk -v sites="$B/sites.txt" '
				BEGIN { while ((getline l < sites) > 0) {
						split(l, p, ":"); f = p[1]; sub(/^\.\//, "", f)
						n = l; sub(/.*: /, "", n); site[f ":" n] = 1 } }
				{ f = $0; sub(/:.*/, "", f); n = ""
				  if (match($0, /(unused variable|variable) \047[A-Za-z_0-9]+\047( set but not used)?/)) {
					n = substr($0, RSTART, RLENGTH); sub(/^[^\047]*\047/, "", n); sub(/\047.*/, "", n) }
				  if (n != "" && (f ":" n) in site && $0 ~ /unused/) print > "/dev/stderr"; else print }' \
			>"$c.new-other" 2>"$c.new-unused" || true
		diff "$o.objects" "$n.objects" >"$c.objects-diff" || true
	done
done

# --------------------------------------------------------------- 6. audits
vdir=$B/audit
mkdir -p "$vdir"
for cfg in $CONFIGS; do
	all=""
	for cc in $COMPILERS; do
		l=$B/logs/audit/$cfg/converted/$cc.log
		all="$all --log $l"
		cd "$B/build/audit-$cfg-$cc-converted"
		start=$(now)
		"$TOOL" audit --log "$l" . >"$vdir/$cfg-$cc.out" 2>"$vdir/$cfg-$cc.err" || true
		since "$start" >"$vdir/$cfg-$cc.seconds"
	done
	# the four logs, where one of the builds ran (its .cmd files)
	cd "$B/build/audit-$cfg-gcc-12-converted"
	start=$(now)
	# shellcheck disable=SC2086
	"$TOOL" audit $all . >"$vdir/$cfg-all.out" 2>"$vdir/$cfg-all.err" || true
	since "$start" >"$vdir/$cfg-all.seconds"
done
cd "$top"

# The .c files that other .c files #include (archival/libarchive/bz/*.c in
# bzip2.c, ...): "INCLUDED INCLUDER" per line, for the reader
grep -rn --include='*.c' '^[ \t]*#[ \t]*include[ \t]*"[^"]*\.c"' "$conv" |
	sed -E "s|^$conv/||; s|^([^:]+):[0-9]+:[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\".*|\1 \2|" |
	while read -r g f; do
		d=$(dirname "$g")
		p=$(realpath -m --relative-to="$conv" "$conv/$d/$f")
		echo "$p $g"
	done | sort -u >"$B/included-c.txt"

# reader LOG: "FILE:LINE: VERDICT: NAME" per site of sites.txt, from the
# log alone: needed when a declaration note (or a gcc warning at the
# declaration itself) names the site's file, line (or, clang, a line up to 3
# above with no ';' between) and variable; unknown
# when none of the site's objects compiled (its file's own, or that of a
# file that #includes it) or every one failed; stale otherwise
reader() {	# reader LOG DIR: DIR is where the build ran
	awk -v logf="$1" -v inc="$B/included-c.txt" -v root="$2/" -v src="$conv/" '
	function rel(p) {
		if (index(p, root) == 1) p = substr(p, length(root) + 1)
		sub(/^\.\//, "", p)
		return p
	}
	function objs(f,   o, g, k) {	# the objects a file is compiled in
		o = f; sub(/\.c$/, ".o", o); o = o " "
		for (k in by) { split(k, g, SUBSEP); if (g[1] == f) o = o objs(g[2]) }
		return o
	}
	BEGIN {
		while ((getline l < inc) > 0) { split(l, p, " "); by[p[1], p[2]] = 1 }
		while ((getline l < logf) > 0) {
			gsub(/\342\200[\230\231]/, "\047", l)
			# gcc names a struct site by the member it warned on
			# ("\047L.v\047 was declared here", editors/awk.c)
			if (l ~ /: note: (\047[A-Za-z_0-9]+(\.[A-Za-z_0-9]+)*\047 was declared here|variable \047[A-Za-z_0-9]+\047 is declared here|initialize the variable \047)/) {
				split(l, p, ":"); n = l
				sub(/^[^\047]*\047/, "", n); sub(/[.\047].*/, "", n)
				note[rel(p[1]) ":" p[2] ":" n] = 1
			} else if (l ~ /: warning: \047[A-Za-z_0-9]+(\.[A-Za-z_0-9]+)*\047 (may be|is) used uninitiali[sz]ed/) {
				# gcc-16 reports some at the declaration itself,
				# with no note
				split(l, p, ":"); n = l
				sub(/^[^\047]*\047/, "", n); sub(/[.\047].*/, "", n)
				note[rel(p[1]) ":" p[2] ":" n] = 1
			} else if (l ~ /^  CC +[^ ]+\.o$/) {
				o = l; sub(/^  CC +/, "", o); cc[o] = 1
			} else if (l ~ /\*\*\* \[.*\.o\] Error/) {
				o = l; sub(/^.*: /, "", o); sub(/\].*/, "", o); failed[rel(o)] = 1
			}
		}
	}
	{	# sites.txt: ./FILE:LINE:COL: annotation: NAME
		split($0, s, ":"); f = rel(s[1]); line = s[2]; name = $3
		v = "unknown"
		n = split(objs(f), os, " ")
		for (i = 1; i <= n; i++) if (cc[os[i]] && !failed[os[i]]) v = "stale"
		for (k = 0; k <= 3; k++)
			if (note[f ":" (line - k) ":" name] && (k == 0 || nosemi(src f, line - k, line))) v = "needed"
		print f ":" line ": " v ": " name
	}
	function nosemi(path, a, b,   i, t, ok) {
		ok = 1; i = 0
		while ((getline t < path) > 0) { i++; if (i >= a && i < b && t ~ /;/) ok = 0 }
		close(path); return ok
	}' "$B/sites.txt"
}
# together A B...: the verdicts of several readings, the audit's rule:
# needed when one is, else stale when one is, else unknown
together() {
	awk '{ k = $1 " " $3; v = $2
		if (!(k in best) || v == "needed:" || (v == "stale:" && best[k] == "unknown:")) best[k] = v
		if (!(k in ord)) { ord[k] = ++n; key[n] = k } }
	END { for (i = 1; i <= n; i++) { split(key[i], p, " "); print p[1] " " best[key[i]] " " p[2] } }' "$@"
}
# the tool's lines in the same form; "review", issue 24's word for needed,
# and any qualifier after the verdict are read as needed
tool_verdicts() {
	sed -E 's|^\./||; s|^([^:]+):([0-9]+):[0-9]+: ([a-z]+)[^:]*: ([A-Za-z_0-9]+):.*|\1:\2: \3: \4|; s/: review: /: needed: /' "$1"
}
agree=""
for cfg in $CONFIGS; do
	readings=""
	for cc in $COMPILERS; do
		reader "$B/logs/audit/$cfg/converted/$cc.log" "$B/build/audit-$cfg-$cc-converted" \
			>"$vdir/reader-$cfg-$cc.txt"
		readings="$readings $vdir/reader-$cfg-$cc.txt"
	done
	# shellcheck disable=SC2086
	together $readings >"$vdir/reader-$cfg-all.txt"
	for x in $COMPILERS all; do
		tool_verdicts "$vdir/$cfg-$x.out" >"$vdir/tool-$cfg-$x.txt"
		if diff -u "$vdir/reader-$cfg-$x.txt" "$vdir/tool-$cfg-$x.txt" >"$vdir/diff-$cfg-$x.txt"; then
			agree="$agree $cfg-$x:yes"
		else
			agree="$agree $cfg-$x:no"
			say "$cfg, $x: the tool and the reader differ, see $vdir/diff-$cfg-$x.txt"
		fi
	done
done

# ------------------------------------------- 7. test suite and sizes
tests() {	# tests TREE: make check on the normal gcc-12 defconfig build
	tree=$1
	dir=$B/build/normal-defconfig-gcc-12-$tree
	log=$B/logs/test-$tree.log
	if [ -n "${REUSE_LOGS:-}" ] && [ -s "$log" ] && [ -s "$log.seconds" ]; then
		return 0
	fi
	say "test suite: $tree tree"
	start=$(now)
	(cd "$dir" && make CC=gcc-12 HOSTCC=gcc-12 EXTRA_CFLAGS="-I$top/include" check) >"$log" 2>&1 || true
	since "$start" >"$log.seconds"
}
for tree in $TREES; do
	tests "$tree"
done
results() { grep -E '^(PASS|FAIL|SKIPPED|UNTESTED): ' "$1" || true; }
for tree in $TREES; do
	results "$B/logs/test-$tree.log" >"$B/logs/test-$tree.results"
done
same_tests=no
if [ -s "$B/logs/test-original.results" ] &&
   diff -u "$B/logs/test-original.results" "$B/logs/test-converted.results" >"$B/logs/test.diff"; then
	same_tests=yes
fi
sizes() { size "$B/build/normal-defconfig-$1-$2/busybox" | awk 'NR == 2 { print $1, $2, $3, $4 }'; }

# The triage's reproducers, run on the normal gcc-12 builds of both trees:
# "NAME|STDIN|ARGS" (STDIN for printf, ARGS split by the shell); the
# output, the exit status and valgrind's error count of each are on the page
REPROS="awk||awk 'BEGIN { x = sqrt(7); print fflush() }'
lpd|\\001x\\n|lpd /tmp"
repro() {	# repro TREE NAME STDIN ARGS: "OUTPUT|STATUS|VALGRIND ERRORS"
	dir=$B/build/normal-defconfig-gcc-12-$1
	r=$B/logs/repro-$2-$1
	st=0
	# shellcheck disable=SC2059
	(cd /tmp && printf "$3" | eval "'$dir/busybox' $4") >"$r.out" 2>&1 || st=$?
	# shellcheck disable=SC2059
	(cd /tmp && printf "$3" | eval "valgrind --log-file='$r.valgrind' '$dir/busybox_unstripped' $4") \
		>/dev/null 2>&1 || true
	printf '%s|%s|%s\n' "$(tr '\n' ' ' <"$r.out" | sed 's/ $//')" "$st" \
		"$(sed -n 's/.*ERROR SUMMARY: \([0-9]*\) errors.*/\1/p' "$r.valgrind")"
}

# ------------------------------------------------------------ 8. triage
# the sites every compiler warns on, in one configuration or the other
for cc in $COMPILERS; do
	cat "$vdir/tool-defconfig-$cc.txt" "$vdir/tool-nofeatures-$cc.txt" |
		awk '$2 == "needed:" { print $1 " " $3 }' | sort -u >"$vdir/needed-$cc.txt"
done
# shellcheck disable=SC2046
cat $(for cc in $COMPILERS; do echo "$vdir/needed-$cc.txt"; done) | sort | uniq -c |
	awk -v n="$(echo $COMPILERS | wc -w)" '$1 == n { print $2 " " $3 }' | sed 's/: / /' |
	sort -t: -k1,1 -k2,2n >"$vdir/every.txt"
# the triage's entries: "### FILE:LINE `NAME`"
sed -nE 's/^### ([^ ]+:[0-9]+) `([A-Za-z_0-9]+)`.*/\1 \2/p' "$TRIAGE" | sort -t: -k1,1 -k2,2n >"$vdir/triaged.txt"
triage_ok=yes
if ! diff -u "$vdir/every.txt" "$vdir/triaged.txt" >"$vdir/triage.diff"; then
	triage_ok=no
	say "the triage does not cover exactly the sites every compiler warns on, see $vdir/triage.diff"
fi

# ------------------------------------------------------------ 9. the page
count() { grep -c ": $2: " "$1" || true; }
# the tool's word for a site a compiler warned on: "review" (since issue
# 24; "needed" before): the page uses the tool's own
vword=$(grep -ohE '^[^ ]+: (needed|review)[^:]*: ' "$vdir"/*.out | head -1 | sed -E 's/^[^ ]+: ([a-z]+).*/\1/')
vword=${vword:-needed}
vl=${vword%"${vword#?}"}
VL=$(echo "$vl" | tr a-z A-Z)
# the tool's own count of the sites every compiler warned on, from the
# summary of the four logs of a configuration
every_tool() { grep -oE '[0-9]+ warned by every compiler' "$vdir/$1-all.err" | grep -oE '^[0-9]+' || echo '?'; }
# the per-site verdicts as data, one file per configuration, and their
# pictures (scripts/sites-svg.py), which the page shows
pictures() {
	for cfg in $CONFIGS; do
		t=${out_md%.md}-$cfg.tsv
		{
			echo "# make case-study (scripts/case-study-busybox.sh): the audit's verdicts on BusyBox 1.35.0, $cfg,"
			echo "# the input of scripts/sites-svg.py: SITE<TAB>COMPILER<TAB>VERDICT<TAB>NOTE"
			printf '#title\t%s\n' "BusyBox 1.35.0 ($cfg): does a compiler still need each x = x?"
			printf '#subtitle\t%s\n' "The audit of $(wc -l <"$B/sites.txt") converted sites, per compiler; make case-study (scripts/case-study-busybox.sh)"
			while IFS=: read -r f l _ rest; do
				n=${rest##*: }
				f=${f#./}
				for cc in $COMPILERS; do
					v=$(grep -E "^\./$f:$l:[0-9]+: [a-z]+[^:]*: $n:" "$vdir/$cfg-$cc.out" | head -1)
					[ -n "$v" ] || die "pictures: no verdict for $f:$l $n in $vdir/$cfg-$cc.out"
					printf '%s:%s %s\t%s\t%s\t%s\n' "$f" "$l" "$n" "$cc" \
						"$(printf '%s\n' "$v" | sed -E 's/^[^ ]+ ([a-z]+).*/\1/')" \
						"$(printf '%s\n' "$v" | sed -E 's/^[^ ]+ [a-z]+[^:]*: [A-Za-z_0-9]+: //' | tr '\t' ' ' | cut -c1-300)"
				done
			done <"$B/sites.txt"
		} >"$t.tmp"
		python3 "$top/scripts/sites-svg.py" -o "${t%.tsv}.svg.tmp" "$t.tmp"
		mv "$t.tmp" "$t"
		mv "${t%.tsv}.svg.tmp" "${t%.tsv}.svg"
	done
}
pictures
definite() { grep -cE ': (needed|review)[^:]*: [A-Za-z_0-9]+: .*definite' "$1" || true; }
nsites=$(wc -l <"$B/sites.txt")
nfiles=$(cut -d: -f1 "$B/sites.txt" | sort -u | wc -l)
nself=$(grep -c ': self-init: ' "$B/scan.txt" || true)
ncomment=$(grep -c ': comment-init: ' "$B/scan.txt" || true)
nscanned=$(grep -o 'in [0-9]* files' "$B/scan.err" | grep -o '[0-9]*')
nconv=$(grep -o 'convert: [0-9]* sites converted in [0-9]* files, [0-9]* left alone' "$B/convert.err")
nleft=$(wc -l <"$B/left.txt")
version() { cat "$B/logs/$1.version"; }
yesno() { if [ "$1" = yes ]; then echo yes; else echo "**NO**"; fi; }
agreed() { case $agree in *" $1:yes"*) echo "all $nsites sites" ;; *) echo "**NO**: see \`audit/diff-$1.txt\`" ;; esac; }
# the tag comments: the site lines before and after, in scan order
tags() {
	paste -d'\t' <(sort -t: -k1,1 -k2,2n "$B/scan.txt") <(sort -t: -k1,1 -k2,2n "$B/sites.txt") |
	while IFS=$'\t' read -r a b; do
		fa=${a%%:*}; la=$(echo "$a" | cut -d: -f2); ka=$(echo "$a" | cut -d' ' -f2 | tr -d :)
		fb=${b%%:*}; lb=$(echo "$b" | cut -d: -f2)
		[ "$fa" = "$fb" ] || die "tags: $a and $b are not the same site"
		before=$(sed -n "${la}p" "$pristine/$fa")
		after=$(sed -n "${lb}p" "$conv/$fb")
		# the comments of the line, before and after: "yes yes" kept,
		# "yes no" one of them gone (the tag), "no no" none
		nb=$(printf '%s\n' "$before" | grep -o '/\*\|//' | wc -l)
		na=$(printf '%s\n' "$after" | grep -o '/\*\|//' | wc -l)
		cb=no; ca=no
		[ "$nb" -eq 0 ] || cb=yes
		[ "$nb" -eq 0 ] || [ "$na" -lt "$nb" ] || ca=yes
		echo "$ka $cb $ca"
	done | sort | uniq -c
}
kept_comments() {	# the converted site lines that still carry a comment
	while IFS=: read -r f l _; do
		t=$(sed -n "${l}p" "$conv/$f")
		case $t in
		*'/*'*|*'//'*) printf -- '- `%s:%s`: `%s`\n' "${f#./}" "$l" "$(echo "$t" | sed -E 's/^[ \t]+//; s/[ \t]+/ /g')" ;;
		esac
	done <"$B/sites.txt"
}
tagcount() { tags | awk -v k="$1" -v b="$2" -v a="$3" '$2 == k && $3 == b && $4 == a { print $1 }' | grep . || echo 0; }
# the files that had the old placement bug, and where the #include is now
placed() {
	n=$(grep -n '^#include <init_for_compiler.h>' "$conv/$1" | head -1 | cut -d: -f1)
	p=$(sed -n "$((n - 1))p" "$conv/$1")
	printf 'line %s, after `%s`' "$n" "$p"
}
# which FEATURE_ options kconfig keeps on, and why; which applets go
kept_features() {
	grep -oE '^CONFIG_FEATURE_[A-Za-z0-9_]+=y' "$cfgdir/nofeatures" | sed 's/^CONFIG_//; s/=y$//' |
	while read -r s; do
		by=$(awk -v s="$s" '
			/^config / { cur = $2 }
			/^[ \t]*select / && $2 == s { print cur }' "$cfgdir/Config.in.all" | sort -u |
			while read -r c; do grep -q "^CONFIG_$c=y" "$cfgdir/nofeatures" && echo "$c"; done | tr '\n' ' ')
		if [ -n "$by" ]; then
			printf '`%s` (selected by %s)\n' "$s" "$(echo "$by" | sed -E 's/ +$//; s/([A-Z0-9_]+)/`\1`/g; s/ /, /g')"
		else
			printf '`%s` (%s)\n' "$s" "$(awk -v s="$s" '
				/^choice/ { inch = 1 } /^endchoice/ { inch = 0 }
				/^config / && $2 == s { print (inch ? "the default of its choice" : "kept by kconfig"); exit }' \
				"$cfgdir/Config.in.all")"
		fi
	done | paste -sd';' | sed 's/;/; /g'
}
depends() {	# the "depends on" of a symbol, from kconfig's Config.in files
	awk -v s="$1" '/^config / { cur = $2 } cur == s && /^[ \t]*depends on / {
		sub(/^[ \t]*depends on /, ""); print; exit }' "$cfgdir/Config.in.all"
}
off_in() {	# off_in A B: options (not FEATURE_, in no choice) on in A, off in B
	grep -oE '^CONFIG_[A-Za-z0-9_]+=y' "$cfgdir/$1" | sed 's/^CONFIG_//; s/=y$//' |
	grep -v '^FEATURE_' | grep -vxF -f "$cfgdir/choice-symbols" | while read -r s; do
		grep -q "^CONFIG_$s=y" "$cfgdir/$2" && continue
		grep -qx "$s" "$cfgdir/settings-off" && continue
		printf '`%s` (depends on `%s`)\n' "$s" "$(depends "$s")"
	done | paste -sd';' | sed 's/;/; /g'
}
allon_off() {	# what kconfig keeps off in allon, besides the settings
	grep -oE '^# CONFIG_[A-Za-z0-9_]+ is not set' "$cfgdir/allon" | sed 's/^# CONFIG_//; s/ is not set$//' |
	grep -v '^FEATURE_' | grep -vxF -f "$cfgdir/choice-symbols" | grep -vxF -f "$cfgdir/settings-off" |
	while read -r s; do
		printf '`%s` (depends on `%s`)\n' "$s" "$(depends "$s")"
	done | paste -sd';' | sed 's/;/; /g'
}
nfeat_all=$(grep -c '^CONFIG_FEATURE_[A-Za-z0-9_]*=y' "$cfgdir/allon" || true)
nfeat_on=$(grep -c '^CONFIG_FEATURE_[A-Za-z0-9_]*=y' "$cfgdir/nofeatures" || true)
ny() { grep -c '=y$' "$cfgdir/$1" || true; }
applets() {	# the applets of a configuration: busybox --list of its gcc-12 build
	"$B/build/audit-$1-gcc-12-original/busybox" --list 2>/dev/null | wc -l
}
objcount() { grep -c . "$B/logs/audit/$1/$2/$3.log.objects" || true; }
lines() { if [ -s "$1" ]; then wc -l <"$1"; else echo 0; fi; }
{
	cat <<EOF
<!-- BEGIN make case-study -->
# Case study: convert and audit on BusyBox 1.35.0

<!-- Generated by scripts/case-study-busybox.sh (make case-study); do not edit. -->

BusyBox still silences "may be used uninitialized" the old way: \`char *value
= value; /* for compiler */\`. This page takes its whole tree through the
tool, as a BusyBox maintainer would: convert every site, build both ways with
four compilers and two configurations, audit, run BusyBox's own tests. It is
produced by \`make case-study\` (scripts/case-study-busybox.sh), which took
these steps:

1. **Source.** Debian 12's source package \`busybox\` ($VERSION), fetched with
   an apt state of its own (a \`deb-src ... bookworm main\` line, \`apt-get
   source --download-only busybox=$VERSION\`); the upstream tarball it ships,
   \`busybox_1.35.0.orig.tar.bz2\` (sha256 \`$orig_sha\`), is
   unpacked as it is, without Debian's patches.
2. **Scan and convert.** \`init-for-compiler scan .\` finds $nself
   self-initializations (\`T x = x;\`) and $ncomment comment-tagged zeros in
   $nscanned files. A copy of the tree (hard links) is converted with
   \`init-for-compiler convert .\`: $nconv; the
   converted tree has $nsites \`INIT_FOR_COMPILER()\` sites in $nfiles files and
   $nleft sites of the old kinds left.
3. **Configurations**, each made once from the original tree:
   - \`defconfig\`: \`make defconfig\`, then \`CONFIG_TC\` off ($(ny defconfig)
     options on, $(applets defconfig) applets);
   - \`nofeatures\`: every applet on, every \`FEATURE_\` option off:
     \`make allyesconfig\`, then rounds of (the settings below off, every
     \`CONFIG_FEATURE_*\` off, every other option that is off and in no
     \`choice\` on, \`yes '' | make oldconfig\`) until a round changes
     nothing ($(cat "$cfgdir/nofeatures.rounds") rounds): $(ny nofeatures) options on,
     $(applets nofeatures) applets. BusyBox's kconfig sets every bool to y
     in allyesconfig, presets included, so \`KCONFIG_ALLCONFIG\` cannot do
     it, and allyesconfig's \`NOMMU=y\` hides what needs an MMU (ash,
     unshare, ...): the rounds bring those back.
4. **Builds.** Each configuration, original and converted tree, with each
   compiler, in audit mode, with BusyBox's own build, in a fresh copy of the
   tree (in-tree, as BusyBox is usually built; the .config saved in step 3):

       make CC=CC HOSTCC=CC oldconfig     # checked: the .config does not change
       LC_ALL=C make -k -j$JOBS -Otarget CC=CC HOSTCC=CC \\
           EXTRA_CFLAGS="-I<repo>/include -DINIT_FOR_COMPILER_AUDIT=1"

   \`-Otarget\` (make's \`--output-sync\`) keeps each compile's messages
   together: without it the two jobs' clang diagnostics cut into each other
   mid-line, and warnings cannot be compared by file and message.

   | compiler | version | where |
   |---|---|---|
   | gcc-12 | \`$(version gcc-12)\` | Debian 12 |
   | clang-19 | \`$(version clang-19)\` | Debian 12 |
   | gcc-16 | \`$(version gcc-16)\` | Debian sid chroot |
   | clang-22 | \`$(version clang-22)\` | Debian sid chroot |
5. **Audit.** \`init-for-compiler audit --log CC.log .\` in the tree of each
   converted build, for its log alone, and with the four logs of a
   configuration in the tree of its gcc-12 build; each log
   read again by a separate reader (awk in the script, not the tool): a site
   is $vword (a compiler warned) when a declaration note of the log names its file, line and
   variable (or, as gcc-16 sometimes reports it, an uninitialized warning
   sits on the declaration itself; a struct site by its member, gcc's
   \`'L.v'\`); unknown when none of the objects its file is compiled in (its
   own, or that of the \`.c\` file that #includes it, from the tree's
   \`#include "x.c"\` lines) was compiled without error; stale otherwise.
6. **Test suite and size.** \`defconfig\` built normally
   (\`EXTRA_CFLAGS="-I<repo>/include"\`, no audit) with gcc-12 and clang-19,
   both trees; \`size busybox\`; BusyBox's \`make check\`
   (testsuite/runtest) on the two gcc-12 builds.

### What "before" means

"Before" is the original tree, built with the same command, the audit flags
included: none of its files includes \`<init_for_compiler.h>\`, so the flags
change nothing, and its log is the build BusyBox users get. It is the
reference for objects and warnings. The audit itself cannot be run on the
original code: \`x = x\` is an initializer, so the compiler sees every one of
these variables set at its declaration and has nothing to say about its
uses. The audit build of the converted tree is that code with each \`= x\`
(and \`= NULL\`) taken away: a site is $vword there when the compiler would
warn if the original's \`x = x\` were deleted.

## Conversion

$nconv. The tag comments: of the
$nself self-initializations, $(tagcount self-init yes yes) kept their comment,
$(tagcount self-init yes no) lost it (it said no more than the macro), and
$(tagcount self-init no no) had none; of the $ncomment comment-tagged zeros,
$(tagcount comment-init yes yes) kept it and $(tagcount comment-init yes no) lost it
(\`init-for-compiler convert\`'s rule, [tool.md](tool.md#the-tag-comment)).
The converted lines that still carry a comment:

$(kept_comments)

The three files where an earlier \`convert\` put the \`#include\` inside an
\`#if\` and broke the build (kept, trimmed, as regression inputs of the
placement test in tests/tool/placement/) now have it outside every
conditional:

- \`networking/udhcp/dhcpc.c\`: $(placed networking/udhcp/dhcpc.c) (was inside \`#ifndef PACKET_AUXDATA\`);
- \`networking/tls_sp_c32.c\`: $(placed networking/tls_sp_c32.c) (was inside \`#if SP_DEBUG\`);
- \`networking/ifconfig.c\`: $(placed networking/ifconfig.c) (was inside \`#if ENABLE_FEATURE_IFCONFIG_SLIP\`).

## Configurations

\`CONFIG_TC\` is off in both: \`networking/tc.c\` compiled alone, with
\`CONFIG_TC\` on, against Debian 12's kernel headers (gcc-12): $(tc_result gcc-12);
against sid's (gcc-16): \`$(tc_result gcc-16)\`.

\`nofeatures\` turns off these settings, which allyesconfig turns on:

$(printf '%s\n' "$NOFEATURES_OFF" | awk 'NF { s = $1; $1 = ""; sub(/^ /, ""); printf "- `%s`: %s\n", s, $0 }')

With those off and every \`FEATURE_\` option on (the same rounds without
the \`FEATURE_\` step: $(ny allon) options on, $nfeat_all of them
\`FEATURE_\`), kconfig still keeps these off, for their dependencies:
$(allon_off).

With every \`FEATURE_\` option off, kconfig keeps $nfeat_on on:
$(kept_features).
And it turns off the applets and options that depend on a feature:
$(off_in allon nofeatures).

## Builds: the converted tree builds what the original built

Per configuration and compiler: objects (every \`.o\` of the build's tree,
and the \`busybox\` binary), errors and warnings of the two logs compared by
file and message (line and column left out; as multisets). "New" lines are
in the converted build only; the audit's own are its marker (a clang warning,
a gcc note) and the uninitialized warnings it turns on.

| configuration | compiler | objects (original / converted) | same | warnings and errors (original / converted) | new: audit marker | new: uninitialized | new: unused site | new: other | gone | build time (original / converted) |
|---|---|---|---|---|---|---|---|---|---|---|
EOF
	for cfg in $CONFIGS; do
		for cc in $COMPILERS; do
			c=$cmpdir/$cfg-$cc
			same=yes; [ -s "$c.objects-diff" ] && same=no
			printf '| %s | %s | %s / %s | %s | %s / %s | %s | %s | %s | %s | %s | %s s / %s s |\n' \
				"$cfg" "$cc" "$(objcount "$cfg" original "$cc")" "$(objcount "$cfg" converted "$cc")" \
				"$(yesno $same)" "$(lines "$c.original")" "$(lines "$c.converted")" \
				"$(lines "$c.new-marker")" "$(lines "$c.new-uninit")" "$(lines "$c.new-unused")" \
				"$(if [ -s "$c.new-other" ]; then echo "**$(lines "$c.new-other")**"; else echo 0; fi)" \
				"$(lines "$c.gone")" \
				"$(cat "$B/logs/audit/$cfg/original/$cc.log.seconds")" \
				"$(cat "$B/logs/audit/$cfg/converted/$cc.log.seconds")"
		done
	done
	echo
	# labelled "CONFIGURATION COMPILER: FILE: MESSAGE", counted
	labelled() {
		for c in "$cmpdir"/*."$1"; do
			[ -s "$c" ] || continue
			b=${c##*/}; b=${b%."$1"}
			sed "s|^|${b%%-*} ${b#*-}: |" "$c"
		done | sort | uniq -c | sed -E 's/^ *([0-9]+) /    \1x /'
	}
	unused=$(labelled new-unused)
	if [ -n "$unused" ]; then
		cat <<EOF2
The converted builds print $(cat "$cmpdir"/*.new-unused | wc -l) warnings that are not the audit's
own: "unused" warnings on a site's variable. \`x = x\` reads the variable,
so the compiler never called it unused; \`INIT_FOR_COMPILER()\` does not
name it in its initializer, and keeps these warnings on purpose (in normal
builds too). Each is a variable that a configuration sets and never reads:

$unused

EOF2
	fi
	other=$(labelled new-other)
	if [ -n "$other" ]; then
		echo "The new lines that are not the audit's own:"
		echo
		echo "$other"
		echo
	fi
	gone=$(labelled gone)
	if [ -n "$gone" ]; then
		echo "The lines of the original builds that the converted builds no longer print:"
		echo
		echo "$gone"
		echo
		selfinit=$(grep -c "is used uninitialized" <<<"$gone" || true)
		[ "$selfinit" = 0 ] || cat <<EOF2
The "is used uninitialized" lines ($selfinit) are warnings on \`x = x\` itself: the
compiler reads the self-initialization as what it is, a read of \`x\` before
\`x\` has a value (\`-Wuninitialized\`, in \`-Wall\`; the declaration note
points at the same line). The hack no longer silences that compiler there;
the converted line has no self-reference left.

EOF2
	fi
	cat <<EOF
## Audit

Each verdict of the tool, for each log alone and for the four of a
configuration together, compared with the separate reading of the same
log(s) (for the four together, the reading's rule: $vword when one log says
so, else stale when one does, else unknown).

| configuration | logs | $vword | of which definite | stale | unknown | equal to the separate reading | audit time |
|---|---|---|---|---|---|---|---|
EOF
	for cfg in $CONFIGS; do
		for x in $COMPILERS all; do
			o=$vdir/$cfg-$x.out
			printf '| %s | %s | %s | %s | %s | %s | %s | %s s |\n' "$cfg" \
				"$(if [ "$x" = all ]; then echo "all four"; else echo "$x"; fi)" \
				"$(count "$vdir/tool-$cfg-$x.txt" needed)" "$(definite "$o")" \
				"$(count "$vdir/tool-$cfg-$x.txt" stale)" "$(count "$vdir/tool-$cfg-$x.txt" unknown)" \
				"$(agreed "$cfg-$x")" "$(cat "$vdir/$cfg-$x.seconds")"
		done
	done
	cat <<EOF

$(nunk=$(cat "$vdir"/tool-*.txt | grep -c ': unknown: ' || true)
if [ "$nunk" = 0 ]; then
	echo "No site is unknown: the file of every site is compiled in both"
	echo "configurations. A site whose code an \`#if\` takes away (a feature that"
	echo "is off) is compiled out, so no compiler can warn on it: the tool says"
	echo "stale, with \"inside #if X: compiled only where that holds\" (\`s#\` below)."
else
	echo "$nunk verdicts are unknown: no object of that configuration compiled"
	echo "the site's file (\`u\` below)."
fi)
Every compiler still warns, in
one configuration or the other, on $(wc -l <"$vdir/every.txt") sites (the tool's own count, with the four
logs of a configuration: "$(every_tool defconfig) warned by every compiler" in defconfig,
"$(every_tool nofeatures)" in nofeatures): the triage below reads each one.

### Per site

![defconfig: every site's verdict with each compiler, the sites grouped by what the compilers say]($(basename "${out_md%.md}")-defconfig.svg)

![nofeatures: every site's verdict with each compiler, the sites grouped by what the compilers say]($(basename "${out_md%.md}")-nofeatures.svg)

The pictures are drawn by scripts/sites-svg.py from
[$(basename "${out_md%.md}")-defconfig.tsv]($(basename "${out_md%.md}")-defconfig.tsv) and
[$(basename "${out_md%.md}")-nofeatures.tsv]($(basename "${out_md%.md}")-nofeatures.tsv), which hold the verdicts of
the table below, one line per site and compiler.

Verdicts per configuration and compiler ($vl $vword, s stale, s# stale and
inside an \`#if\`, u unknown; a capital $VL is definite), and the first
warning that names it (defconfig first).

| site | defconfig: gcc-12 clang-19 gcc-16 clang-22 | nofeatures: gcc-12 clang-19 gcc-16 clang-22 | what a compiler says |
|---|---|---|---|
EOF
	letter() {	# letter CFG CC FILE LINE NAME
		v=$(grep -E "^\./$3:$4:[0-9]+: [a-z]+[^:]*: $5:" "$vdir/$1-$2.out" | head -1)
		case $v in
		*": needed"*definite*|*": review"*definite*) echo "$VL" ;;
		*": needed"*|*": review"*) echo "$vl" ;;
		*": stale"*"(inside #"*) echo 's#' ;;
		*": stale"*) echo s ;;
		*": unknown"*) echo u ;;
		*) echo '?' ;;
		esac
	}
	while IFS=: read -r f l _ rest; do
		n=${rest##*: }
		f=${f#./}
		cols=""
		for cfg in $CONFIGS; do
			c=""
			for cc in $COMPILERS; do c="$c $(letter "$cfg" "$cc" "$f" "$l" "$n")"; done
			cols="$cols |$c"
		done
		w=""
		for cfg in $CONFIGS; do
			for cc in $COMPILERS; do
				[ -n "$w" ] || w=$(grep -E "^\./$f:$l:[0-9]+: (needed|review)[^:]*: $n:" "$vdir/$cfg-$cc.out" | head -1 |
					sed -E 's/.*: (warning|error): //; s/ \[-W[^]]*\]$//' | cut -c1-80 |
					sed "s/\xe2\x80[\x98\x99]/'/g; s/|/\\\\|/g" | sed "s/^/$cc: /")
			done
		done
		printf '| %s:%s `%s`%s | %s |\n' "$f" "$l" "$n" "$cols" "$w"
	done <"$B/sites.txt"
	cat <<EOF

## Triage: the sites every compiler still warns on

EOF
	if [ $triage_ok = yes ]; then
		echo "The $(wc -l <"$vdir/every.txt") sites that gcc-12, clang-19, gcc-16 and clang-22 all warn on (each in at least one configuration), read one by one; the script checks that this list is exactly that set."
	else
		echo "**The entries below do not match the sites every compiler warns on** (\`$vdir/triage.diff\`):"
		echo
		sed 's/^/    /' "$vdir/triage.diff"
	fi
	echo
	sed -n '/^<!-- BEGIN triage -->$/,/^<!-- END triage -->$/p' "$TRIAGE" | sed '1d;$d'
	cat <<EOF

## BusyBox's test suite

\`make check\` (testsuite/runtest) on the normal gcc-12 build of
\`defconfig\`, as root in this machine, once per tree:

| tree | PASS | FAIL | SKIPPED | UNTESTED | time |
|---|---|---|---|---|---|
EOF
	for tree in $TREES; do
		r=$B/logs/test-$tree.results
		printf '| %s | %s | %s | %s | %s | %s s |\n' "$tree" "$(grep -c '^PASS: ' "$r" || true)" \
			"$(grep -c '^FAIL: ' "$r" || true)" "$(grep -c '^SKIPPED: ' "$r" || true)" \
			"$(grep -c '^UNTESTED: ' "$r" || true)" "$(cat "$B/logs/test-$tree.log.seconds")"
	done
	echo
	if [ $same_tests = yes ]; then
		echo "The same $(wc -l <"$B/logs/test-original.results") results, test by test, in the same order. The failures, the same in both:"
	else
		echo "**The results differ** (\`$B/logs/test.diff\`):"
		echo
		sed 's/^/    /' "$B/logs/test.diff"
		echo
		echo "The failures of the original tree:"
	fi
	echo
	grep '^FAIL: ' "$B/logs/test-original.results" | sed 's/^FAIL: /- /'
	cat <<EOF

## The reproducers, measured

Run on the normal gcc-12 builds of \`defconfig\` (the test suite's),
from \`/tmp\`, once natively and once under valgrind (memcheck, on
\`busybox_unstripped\`):

| command | tree | output | exit status | valgrind errors |
|---|---|---|---|---|
EOF
	printf '%s\n' "$REPROS" | while IFS='|' read -r name stdin args; do
		for tree in $TREES; do
			IFS='|' read -r o st ve <<<"$(repro "$tree" "$name" "$stdin" "$args")"
			cmd="busybox $args"
			[ -z "$stdin" ] || cmd="printf '$stdin' | $cmd"
			printf '| `%s` | %s | `%s` | %s | %s |\n' "${cmd//|/\\|}" "$tree" "${o//|/\\|}" "$st" "$ve"
		done
	done
	cat <<EOF

## Size: what the zeros cost

\`size busybox\` of the normal \`defconfig\` builds (no audit):

| compiler | tree | text | data | bss | dec | build time |
|---|---|---|---|---|---|---|
EOF
	for cc in gcc-12 clang-19; do
		for tree in $TREES; do
			printf '| %s | %s | %s | %s s |\n' "$cc" "$tree" "$(sizes "$cc" "$tree" | sed 's/ / | /g')" \
				"$(cat "$B/logs/normal/defconfig/$tree/$cc.log.seconds")"
		done
		printf '| %s | difference | %s |  |\n' "$cc" "$(paste -d' ' <(sizes "$cc" original | tr ' ' '\n') \
			<(sizes "$cc" converted | tr ' ' '\n') | awk '{ printf "%s%+d", (NR > 1 ? " | " : ""), $2 - $1 }')"
	done
	echo
	for cc in gcc-12 clang-19; do
		read -r t0 _ <<<"$(sizes "$cc" original)"
		read -r t1 _ <<<"$(sizes "$cc" converted)"
		awk -v cc="$cc" -v a="$t0" -v b="$t1" 'BEGIN {
			printf "%s: the converted binary'"'"'s text is %+d bytes (%+.3f%%).\n", cc, b - a, 100 * (b - a) / a }'
	done
	cat <<EOF

## Reproduce

Wall times on this 2-core machine, shared with other work while it ran
(\`-j$JOBS\`, one build at a time): the $(ls "$B"/logs/audit/*/*/*.log.seconds | wc -l) audit builds took
$(cat "$B"/logs/audit/*/*/*.log.seconds | awk '{ t += $1 } END { printf "%d", t / 60 + 0.5 }') minutes together, the 4 normal builds
$(cat "$B"/logs/normal/*/*/*.log.seconds | awk '{ t += $1 } END { printf "%d", t / 60 + 0.5 }') minutes, the two test suite runs
$(cat "$B"/logs/test-*.log.seconds | awk '{ t += $1 } END { printf "%d", t / 60 + 0.5 }') minutes, and each audit by the tool at most
$(cat "$vdir"/*.seconds | sort -n | tail -1) s (the table above).

    make deps            # gcc-12, clang-19, bzip2, the sid chroot (gcc-16, clang-22)
    make case-study      # this page, after the Linux one; or alone:
    scripts/case-study-busybox.sh docs/case-study-busybox.md

The source, the configurations (\`config/\`), the build trees (\`build/\`), the
logs (\`logs/\`), the compared warnings (\`compare/\`), the tool's outputs and
the separate reading (\`audit/\`) are kept in \`$B\`;
\`REUSE_LOGS=1\` keeps the builds and test runs and redoes the rest.
<!-- END make case-study -->
EOF
} >"$out_md.tmp"
mv "$out_md.tmp" "$out_md"
say "wrote $out_md"
status=0
case $agree in *:no*) status=1 ;; esac
[ $triage_ok = yes ] || status=1
[ $same_tests = yes ] || status=1
for c in "$cmpdir"/*.objects-diff "$cmpdir"/*.new-other; do
	[ -s "$c" ] && { say "differs: $c"; status=1; }
done
exit $status
