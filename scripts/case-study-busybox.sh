#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# scripts/case-study-busybox.sh - convert and audit on BusyBox 1.35.0, a real
# project that still carries `x = x` (make case-study).
#
# BusyBox silences "may be used uninitialized" with `T x = x; /* for
# compiler */`, a few "make gcc happy" zeros and assignments "to keep
# compilers happy" (issue 34). This script:
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
#        LC_ALL=C make -k -j2 -Otarget quiet=quiet_ CC=CC HOSTCC=CC
#            EXTRA_CFLAGS="-I<repo>/include -DINIT_FOR_COMPILER_AUDIT=1"
#      (quiet=quiet_: BusyBox's Makefile takes an "s" anywhere in
#      $(MAKEFLAGS) for -s, and make 4.4, the sid chroot's, puts its long
#      options there: kbuild then prints no "CC x.o" lines);
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
#   9. the evidence of issue 29 on defconfig's converted tree: clang's
#      named path, gcc -fanalyzer (gcc-12, gcc-16), BusyBox's test suite
#      and the reproducers under MemorySanitizer (clang-19, -O0), the
#      reproducers under valgrind; read site by site, and the tool's order
#      with the evidence given step by step;
#  10. writes docs/case-study-busybox.md, and per configuration the verdicts
#      as data (case-study-busybox-CONFIG.tsv) and as a picture (.svg, by
#      scripts/sites-svg.py); raw logs and outputs stay in $B.
#
# Usage: scripts/case-study-busybox.sh [OUT.md]    (make case-study)
# Environment: CACHE (default /var/cache/init-for-compiler/case-study; this
# script works in $CACHE/busybox), TOOL (default build/tool/init-for-compiler),
# JOBS (default 2), COMPILERS (default "gcc-12 clang-19 gcc-16 clang-22"),
# REUSE_LOGS=1 (keep the builds and test runs whose logs exist: for work on
# the later steps), EVIDENCE_ONLY=1 (only what step 9 needs: defconfig's
# converted builds, its audits and the evidence; the page's section on the
# evidence is written again in place, the rest of the page is left as it
# is).
# Needs: gcc-12, clang-19 (with its MemorySanitizer runtime and
# llvm-symbolizer-19), valgrind, make, bzip2, apt-get, awk, debootstrap (when
# the tests' sid chroot is not built), root (the chroot). About 70 minutes
# on 2 cores the first time before step 9; its builds (two with -fanalyzer,
# one with MemorySanitizer) and the test suite under MemorySanitizer add
# about 90 more on this shared machine; the pristine tree, the chroot and,
# with REUSE_LOGS=1, every log are kept.
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
EVIDENCE_ONLY=${EVIDENCE_ONLY:-}
if [ -n "$EVIDENCE_ONLY" ]; then
	CONFIGS=defconfig TREES=converted
fi

# messages, timing, the sid chroot (scripts/case-study-sid.sh) and where
# each compiler runs, the readings' verdicts: scripts/case-study-lib.sh
STUDY=busybox
. "$top/scripts/case-study-lib.sh"
need make gcc-12 clang-19 bzip2 apt-get awk size valgrind
[ -x "$TOOL" ] || { say "$TOOL not built (make)"; exit 2; }
mkdir -p "$B"
pristine=$B/busybox-1.35.0
conv=$B/converted

# ---------------------------------------------------------------- 1. source
# (debian_source: scripts/case-study-lib.sh)
[ -f "$pristine/Makefile" ] ||
	debian_source "$B" busybox "$VERSION" busybox_1.35.0.orig.tar.bz2 busybox-1.35.0
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
(cd "$conv" && "$TOOL" scan --kind=self-init,comment-init,comment-assign,legacy .) >"$B/left.txt" 2>/dev/null
# the assignment sites (ASSIGN_FOR_COMPILER) by the study's own reading:
# "FILE:LINE<TAB>NAME<TAB>VARIABLE<TAB>FUNCTION'S FIRST LINE<TAB>var|pointer"
python3 "$top/scripts/case-study-sites.py" "$B/sites.txt" "$conv" >"$B/assign-sites.tsv"
# the pristine tree is untouched: it still has every site
(cd "$pristine" && "$TOOL" scan .) 2>/dev/null | cmp -s - "$B/scan.txt" ||
	die "the pristine tree changed: remove $pristine and run again"

# ------------------------------------------------------- the sid chroot
# (scripts/case-study-sid.sh: the one the Linux study builds in too)
SID_PKGS="gcc-16 clang-22 make bzip2 perl"
SID_NEED="/usr/bin/gcc-16 /usr/bin/clang-22 /usr/bin/make /usr/bin/bzip2"

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
if [ -z "$EVIDENCE_ONLY" ]; then
	tc_try gcc-12
	tc_try gcc-16
fi
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
# The flags of the MemorySanitizer build (step 9): -O0, the level at which
# the origin of a report still names the variable (docs/audit.md, section
# 3, measured by tests/tool/evidence.sh),
# frame pointers for whole stacks (BusyBox builds with
# -fomit-frame-pointer), and reports that do not stop the program, so that
# a test goes on as it would without the sanitizer
MSAN_FLAGS="-O0 -g -fno-omit-frame-pointer -fsanitize=memory -fsanitize-memory-track-origins -fsanitize-recover=memory"
# cpu_mark FILE: the CPU time of this shell's children so far (`times`,
# which must run in this shell, not in a $(...)); cpu_since FILE: the
# CPU time (user + system, seconds) they used since
cpu_mark() { times >"$1"; }
cpu_read() {
	awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, a, /[ms]/); t += a[1] * 60 + a[2] }
		printf "%.1f\n", t }' "$1"
}
cpu_since() {
	a=$(cpu_read "$1")
	times >"$1"
	awk -v a="$a" -v b="$(cpu_read "$1")" 'BEGIN { printf "%.1f\n", b - a }'
}
# build CFG CC TREE MODE: one build, in a fresh copy of the tree; MODE
# audit, normal, analyzer (audit with -fanalyzer) or msan (audit with
# MemorySanitizer, which the link needs too: CFLAGS_busybox, the flags of
# the final link only, since kbuild's partial links take EXTRA_LDFLAGS and
# would pull the sanitizer's runtime into each built-in.o)
build() {
	cfg=$1 cc=$2 tree=$3 mode=$4
	case $tree in original) srcdir=$pristine ;; converted) srcdir=$conv ;; esac
	link=
	case $mode in
	audit) flags="-I$top/include -DINIT_FOR_COMPILER_AUDIT=1" ;;
	normal) flags="-I$top/include" ;;
	analyzer) flags="-I$top/include -DINIT_FOR_COMPILER_AUDIT=1 -fanalyzer -Wanalyzer-too-complex" ;;
	msan) flags="-I$top/include -DINIT_FOR_COMPILER_AUDIT=1 $MSAN_FLAGS"
		link="CFLAGS_busybox=-fsanitize=memory" ;;
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
	cpu_mark "$log.times"
	$run "cd '$dir' && LC_ALL=C make -k -j$JOBS -Otarget quiet=quiet_ CC=$cc HOSTCC=$cc EXTRA_CFLAGS='$flags' $link" \
		>"$log" 2>&1 || true
	since "$start" >"$log.seconds"
	cpu_since "$log.times" >"$log.cpu"
	(cd "$dir" && find . -name '*.o' | sed 's|^\./||' | sort) >"$log.objects"
	if [ -x "$dir/busybox" ]; then echo busybox >>"$log.objects"; fi
	$run "$cc --version" | head -1 >"$B/logs/$cc.version"
}
# defconfig's converted tree first, and the evidence builds of step 9 on
# it (gcc's analyzer, the build MemorySanitizer runs), then the others
ANALYZERS=${ANALYZERS:-gcc-12 gcc-16}
for cc in $COMPILERS; do
	build defconfig "$cc" converted audit
done
for cc in $ANALYZERS; do
	build defconfig "$cc" converted analyzer
done
build defconfig clang-19 converted msan
for cfg in $CONFIGS; do
	for cc in $COMPILERS; do
		for tree in $TREES; do
			build "$cfg" "$cc" "$tree" audit
		done
	done
done
for cc in gcc-12 clang-19; do
	[ -z "$EVIDENCE_ONLY" ] || break
	for tree in $TREES; do
		build defconfig "$cc" "$tree" normal
	done
done

# ------------------------------------------------ 5. the two builds compared
cmpdir=$B/compare
mkdir -p "$cmpdir"
for cfg in $CONFIGS; do
	[ -z "$EVIDENCE_ONLY" ] || break
	for cc in $COMPILERS; do
		c=$cmpdir/$cfg-$cc
		o=$B/logs/audit/$cfg/original/$cc.log
		n=$B/logs/audit/$cfg/converted/$cc.log
		# the trees' paths and the build directories taken away
		diags "$o" "$pristine" "$conv" "$B/build/[^/]*" >"$c.original"
		diags "$n" "$pristine" "$conv" "$B/build/[^/]*" >"$c.converted"
		comm -13 "$c.original" "$c.converted" >"$c.new"	# with their counts: comm is a multiset difference
		comm -23 "$c.original" "$c.converted" >"$c.gone"
		# the audit's own, the unused warnings on a site's variable, and
		# "other", which must be empty (split_new)
		split_new "$c.new" "$B/sites.txt" "$c"
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
# above with no ';' between) and variable, or for an assignment
# (assign-sites.tsv) its variable at a line of its function up to the
# site's; unknown when none of the site's objects compiled (its file's
# own, or that of a file that #includes it) or every one failed, and for
# an assignment through a pointer (no warning of its function is about
# it); stale otherwise
reader() {	# reader LOG DIR: DIR is where the build ran
	awk -v logf="$1" -v inc="$B/included-c.txt" -v root="$2/" -v src="$conv/" -v asg="$B/assign-sites.tsv" '
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
		while ((getline l < asg) > 0) { split(l, p, "\t"); avar[p[1]] = p[3]; ahead[p[1]] = p[4]; aptr[p[1]] = p[5] == "pointer" }
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
		if ((f ":" line) in avar) {
			if (aptr[f ":" line]) v = "unknown"
			else if (v == "stale")
				for (k = ahead[f ":" line]; k <= line; k++)
					if (note[f ":" k ":" avar[f ":" line]]) v = "needed"
		} else {
			for (k = 0; k <= 3; k++)
				if (note[f ":" (line - k) ":" name] && (k == 0 || nosemi(src f, line - k, line))) v = "needed"
		}
		print f ":" line ": " v ": " name
	}
	function nosemi(path, a, b,   i, t, ok) {
		ok = 1; i = 0
		while ((getline t < path) > 0) { i++; if (i >= a && i < b && t ~ /;/) ok = 0 }
		close(path); return ok
	}' "$B/sites.txt"
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
		# (sorted: the tool prints its sites strongest evidence first)
		if diff -u <(sort "$vdir/reader-$cfg-$x.txt") <(sort "$vdir/tool-$cfg-$x.txt") >"$vdir/diff-$cfg-$x.txt"; then
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
	[ -z "$EVIDENCE_ONLY" ] || break
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
# (EVIDENCE_ONLY: nofeatures is not built, the triage's list stands in)
# the triage's entries: "### FILE:LINE `NAME`"
sed -nE 's/^### ([^ ]+:[0-9]+) `([^`]+)`.*/\1 \2/p' "$TRIAGE" | sort -t: -k1,1 -k2,2n >"$vdir/triaged.txt"
triage_ok=yes
: >"$vdir/triage.diff"
if [ -n "$EVIDENCE_ONLY" ]; then
	cp "$vdir/triaged.txt" "$vdir/every.txt"
else
	for cc in $COMPILERS; do
		cat "$vdir/tool-defconfig-$cc.txt" "$vdir/tool-nofeatures-$cc.txt" |
			awk '$2 == "needed:" { print $1 " " $3 }' | sort -u >"$vdir/needed-$cc.txt"
	done
	# shellcheck disable=SC2046
	cat $(for cc in $COMPILERS; do echo "$vdir/needed-$cc.txt"; done) | sort | uniq -c |
		awk -v n="$(echo $COMPILERS | wc -w)" '$1 == n { print $2 " " $3 }' | sed 's/: / /' |
		sort -t: -k1,1 -k2,2n >"$vdir/every.txt"
	if ! diff -u "$vdir/every.txt" "$vdir/triaged.txt" >"$vdir/triage.diff"; then
		triage_ok=no
		say "the triage does not cover exactly the sites every compiler warns on, see $vdir/triage.diff"
	fi
fi

# --------------------------------------------------- 9. evidence (issue 29)
# Which of the sites a compiler still warns on does a real path read unset?
# On defconfig's converted tree, each source of evidence beside the
# warnings, read by readers of their own (awk, not the tool), into lines
# "FILE:LINE NAME<TAB>WHAT" per site (FILE:LINE as in sites.txt):
#   clang's named path   -Wsometimes-uninitialized in the clang-19 and
#                        clang-22 audit logs of step 4: the branch it names;
#   gcc's analyzer       the analyzer builds of step 4 (gcc-12, gcc-16):
#                        -Wanalyzer-use-of-uninitialized-value, whose path
#                        starts at the declaration ("region created on
#                        stack here");
#   MemorySanitizer      BusyBox's test suite on the msan build of step 4,
#                        each test's reports in files of their own
#                        (MSAN_OPTIONS log_path), printed before its result
#                        line: the origin "allocation of 'X'" at X's
#                        declaration;
#   the reproducers      on the msan build, and under valgrind
#                        (--track-origins=yes) on the gcc-12 audit build,
#                        which names the function, not the variable.
ev=$B/evidence
mkdir -p "$ev"
msdir=$B/build/msan-defconfig-clang-19-converted
export MSAN_SYMBOLIZER_PATH=/usr/bin/llvm-symbolizer-19
# to_sites: "FILE:LINE NAME<TAB>..." lines whose declaration is a site (the
# same file and name, the site's line or up to 3 above: clang's note can
# sit on the first line of a declaration that spans lines) become the
# site's; those of the variable an assignment site assigns, declared in
# its function up to the site (assign-sites.tsv), become the assignment's
# (each one's, when several assign it); the others are dropped
to_sites() {
	awk -v sites="$B/sites.txt" -v asg="$B/assign-sites.tsv" '
	BEGIN { FS = OFS = "\t"
		while ((getline l < asg) > 0) { split(l, p, "\t"); isasg[p[1]] = 1
			if (p[5] == "pointer") continue
			split(p[1], q, ":")
			for (k = p[4]; k <= q[2]; k++) at[q[1] ":" k " " p[3]] = at[q[1] ":" k " " p[3]] "\n" p[1] " " p[2] }
		while ((getline l < sites) > 0) { split(l, p, ":"); f = p[1]; sub(/^\.\//, "", f)
			if ((f ":" p[2]) in isasg) continue
			n = l; sub(/.*: /, "", n); for (k = 0; k <= 3; k++) at[f ":" (p[2] - k) " " n] = at[f ":" (p[2] - k) " " n] "\n" f ":" p[2] " " n } }
	{ k = $1; if (k in at) { m = split(substr(at[k], 2), t, "\n"); for (i = 1; i <= m; i++) { $1 = t[i]; print } } }'
}
# rel DIR: paths under DIR (a build tree) made relative
rel() { sed -e "s|$1/||g" -e "s|$R$1/||g"; }

# clang_paths LOG DIR: "FILE:LINE NAME<TAB>BRANCH (FILE:LINE)", one line per
# -Wsometimes-uninitialized warning; the note that follows a variable's
# warnings ("variable 'X' is declared here", or "initialize the variable
# 'X'") is at its declaration
clang_paths() {
	rel "$2" <"$1" | awk '
	{ gsub(/\342\200[\230\231]/, "\047") }
	/: warning: variable \047[A-Za-z_0-9]+\047 is used uninitiali[sz]ed whenever .*\[-Wsometimes-uninitialized\]/ {
		split($0, p, ":"); v = $0; sub(/^[^\047]*\047/, "", v); sub(/\047.*/, "", v)
		b = $0; sub(/.* whenever /, "", b); sub(/ \[-W.*/, "", b)
		pend[v] = pend[v] (pend[v] == "" ? "" : "\n") b " (" p[1] ":" p[2] ")"; next }
	/: note: (initialize the variable \047[A-Za-z_0-9]+\047 to silence|variable \047[A-Za-z_0-9]+\047 is declared here)/ {
		split($0, p, ":"); v = $0; sub(/^[^\047]*\047/, "", v); sub(/\047.*/, "", v)
		if (v in pend) {
			n = split(pend[v], w, "\n")
			for (i = 1; i <= n; i++) printf "%s:%s %s\t%s\n", p[1], p[2], v, w[i]
			delete pend[v] } }' | to_sites | sort -u
}
# analyzer_uses LOG DIR: "FILE:LINE NAME<TAB>read at FILE:LINE" per
# -Wanalyzer-use-of-uninitialized-value whose path has "region created on
# stack here": its line is the last source line the path drew above it
# (gcc prints the path as text art, "|  LINE |  source", under the
# warning; in the warning's file, or in the last one the path named:
# gcc 15 and later print "FILE:LINE:COL:" where the path changes file, and
# draw with box characters, U+2502 for "|")
analyzer_uses() {
	rel "$2" <"$1" | awk '
	{ gsub(/\342\200[\230\231]/, "\047") }
	/^[^ |].*: (warning|error): / { st = 0 }
	/: warning: use of uninitiali[sz]ed value \047[^\047]+\047 .*-Wanalyzer-use-of-uninitialized-value/ {
		split($0, p, ":"); wf = p[1]; wl = p[2]; pf = wf
		v = $0; sub(/^[^\047]*\047/, "", v); sub(/\047.*/, "", v); sub(/\..*/, "", v); sub(/^\*/, "", v)
		st = 1; num = ""; next }
	# a path that goes into another file names it (gcc 15 on)
	st && match($0, /[^ |\342\224\202]+\.[ch]:[0-9]+:[0-9]+:$/) {
		pf = substr($0, RSTART, RLENGTH); sub(/:[0-9]+:[0-9]+:$/, "", pf) }
	st && match($0, /[0-9]+ \|/) { num = substr($0, RSTART, RLENGTH); sub(/ \|/, "", num) }
	st && /region created on stack here/ && num != "" {
		printf "%s:%s %s\tread at %s:%s\n", pf, num, v, wf, wl; st = 0 }' | to_sites | sort -u
}
# analyzer_counts LOG: "KIND COUNT" of its analyzer warnings, and
# "too-complex-files N" (translation units where it gave up somewhere)
analyzer_counts() {
	grep -oE '\[-Wanalyzer-[a-z-]+\]' "$1" | sed 's/^\[-W//; s/\]$//' | sort | uniq -c | awk '{ print $2, $1 }'
	printf 'too-complex-files %s\n' "$(grep -E '\[-Wanalyzer-too-complex\]' "$1" | cut -d: -f1 | sort -u | wc -l)"
	printf 'terminating-lines %s\n' "$(grep -c 'terminating analysis for this program point' "$1" || true)"
}
# msan_reports: one line per report of the files given, "ORIGIN<TAB>READ"
# with ORIGIN "FILE:LINE NAME" (an allocation in a stack frame, at its
# declaration) or "heap", "none" (no allocation: the chain ends in an
# empty stack), and READ the first frame "FUNC FILE:LINE"
msan_reports() {
	cat "$@" 2>/dev/null | rel "$msdir" | awk '
	function out() { if (inrep) { print (orig == "" ? "none" : orig) "\t" rd; inrep = 0 } }
	/WARNING: MemorySanitizer: use-of-uninitialized-value/ { out(); inrep = 1; rd = ""; orig = ""; want = 0; next }
	inrep && rd == "" && /^ +#0 / { rd = $4 " " $5; sub(/:[0-9]+$/, "", rd) }
	inrep && /created by an allocation of \047/ { v = $0; sub(/.*allocation of \047/, "", v); sub(/\047.*/, "", v); want = 1; next }
	inrep && /created by a heap allocation/ { orig = "heap" }
	inrep && want && /^ +#0 / { p = $NF; n = split(p, a, ":"); orig = a[1] ":" a[2] " " v; want = 0 }
	/^SUMMARY: MemorySanitizer/ { out() }
	END { out() }'
}
# patch_testsuite DIR: the build's copy of BusyBox's testing.sh and runtest,
# so that each test (a testing() call, an old-style test case) runs with a
# MSAN_OPTIONS log_path of its own ($MSAN_LOGS/tN, "tN<TAB>NAME" in
# $MSAN_LOGS/map), and its reports are printed before its result line;
# what runs outside a test goes to $MSAN_LOGS/o-APPLET
patch_testsuite() {
	t=$1/testsuite
	grep -q '^  \$ECHO -ne "\$3" > expected$' "$t/testing.sh" &&
	grep -q '^  RETVAL=\$?$' "$t/testing.sh" &&
	grep -q '^	d="\$tsdir" \\$' "$t/runtest" &&
	grep -q '^		PATH="\$LINKSDIR:\$tsdir:\$bindir:\$PATH" \\$' "$t/runtest" ||
		die "msan: BusyBox's testing.sh or runtest is not as expected"
	cat >"$t/msan.sh" <<'EOF'
# case study (init-for-compiler): MemorySanitizer's reports per test
msan_begin() {
	[ -n "$MSAN_LOGS" ] || return 0
	msan_n=$(($(cat "$MSAN_LOGS/.n" 2>/dev/null || echo 0) + 1))
	echo "$msan_n" >"$MSAN_LOGS/.n"
	printf 't%s\t%s\n' "$msan_n" "$1" >>"$MSAN_LOGS/map"
	MSAN_OPTIONS="$MSAN_BASE:log_path=$MSAN_LOGS/t$msan_n"; export MSAN_OPTIONS
}
msan_end() {
	[ -n "$MSAN_LOGS" ] || return 0
	cat "$MSAN_LOGS/t$msan_n".* 2>/dev/null
	MSAN_OPTIONS="$MSAN_BASE:log_path=$MSAN_LOGS/o-${MSAN_APPLET:-runtest}"; export MSAN_OPTIONS
}
EOF
	sed -i -e 's|^export SKIP=$|&\n. "${MSAN_SH:-/dev/null}"|' \
		-e 's|^  \$ECHO -ne "\$3" > expected$|  msan_begin "$NAME"\n&|' \
		-e 's|^  RETVAL=\$?$|&\n  msan_end|' "$t/testing.sh"
	sed -i -e 's|^	d="\$tsdir" \\$|	msan_begin "$testname"\n&|' \
		-e 's|^		sh -x -e "\$testcase" >"\$testname.stdout.txt" 2>\&1 \|\| status=\$?$|&\n	msan_end|' \
		-e 's|^		PATH="\$LINKSDIR:\$tsdir:\$bindir:\$PATH" \\$|		MSAN_APPLET=$applet; export MSAN_APPLET\n		MSAN_OPTIONS="$MSAN_BASE:log_path=$MSAN_LOGS/o-$applet"; export MSAN_OPTIONS\n&|' \
		"$t/runtest"
	[ "$(grep -c 'msan_' "$t/testing.sh")" = 2 ] && [ "$(grep -c 'msan_\|MSAN_APPLET=' "$t/runtest")" = 3 ] ||
		die "msan: patching $t failed"
}
msan_tests() {
	log=$B/logs/msan/test.log
	reports=$B/logs/msan/reports
	if [ -n "${REUSE_LOGS:-}" ] && [ -s "$log" ] && [ -s "$log.seconds" ]; then
		return 0
	fi
	[ -x "$msdir/busybox_unstripped" ] || { say "msan: $msdir/busybox was not built"; return 0; }
	# the symbolizer needs the symbols that kbuild's strip took away
	cp -f "$msdir/busybox_unstripped" "$msdir/busybox"
	rm -rf "$reports" && mkdir -p "$reports"
	patch_testsuite "$msdir"
	say "test suite under MemorySanitizer"
	start=$(now)
	cpu_mark "$log.times"
	(cd "$msdir/testsuite" && MSAN_SH=$msdir/testsuite/msan.sh MSAN_LOGS=$reports MSAN_BASE=halt_on_error=0 \
		MSAN_OPTIONS="halt_on_error=0:log_path=$reports/o-runtest" bindir=$msdir srcdir=$msdir/testsuite \
		"$msdir/testsuite/runtest") >"$log" 2>&1 || true
	since "$start" >"$log.seconds"
	cpu_since "$log.times" >"$log.cpu"
}
mkdir -p "$B/logs/msan" "$B/logs/valgrind"
msan_tests
results "$B/logs/msan/test.log" >"$B/logs/msan/test.results"
# per report of the test suite: "TEST<TAB>ORIGIN<TAB>READ" (TEST the test's
# name, or "outside a test (APPLET)")
: >"$ev/msan-tests.tsv"
for f in "$B"/logs/msan/reports/[to]*.[0-9]*; do
	[ -e "$f" ] || continue
	b=${f##*/}; b=${b%.*}
	case $b in
	t*) name=$(awk -F'\t' -v t="$b" '$1 == t { print $2; exit }' "$B/logs/msan/reports/map") ;;
	o-*) name="outside a test (${b#o-})" ;;
	esac
	msan_reports "$f" | sed "s|^|$name\t|" >>"$ev/msan-tests.tsv"
done
# the reproducers, on the msan build and under valgrind on the gcc-12
# audit build (its busybox_unstripped)
erepro() {	# erepro NAME STDIN ARGS
	r=$B/logs/msan/repro-$1.log
	# shellcheck disable=SC2059
	(cd /tmp && export MSAN_OPTIONS=halt_on_error=0 && printf "$2" | eval "'$msdir/busybox_unstripped' $3") >"$r" 2>&1 || true
	r=$B/logs/valgrind/repro-$1.log
	# shellcheck disable=SC2059
	(cd /tmp && printf "$2" | eval "valgrind --track-origins=yes --log-file='$r' \
		'$B/build/audit-defconfig-gcc-12-converted/busybox_unstripped' $3") >/dev/null 2>&1 || true
}
printf '%s\n' "$REPROS" | while IFS='|' read -r name stdin args; do
	erepro "$name" "$stdin" "$args"
done
# valgrind_reports LOG: "FUNC() (FILE:LINE)<TAB>READ FUNC FILE:LINE" per
# error with a stack-allocation origin, "heap" or "none" otherwise
valgrind_reports() {
	sed 's/^==[0-9]*== //' "$1" | awk '
	function out() { if (inrep) { print (orig == "" ? "none" : orig) "\t" rd; inrep = 0 } }
	/^(Conditional jump or move depends on uninitialised|Use of uninitialised value|Syscall param .* uninitialised)/ {
		out(); inrep = 1; rd = ""; orig = ""; st = 0; next }
	# "at 0x..: FUNC (FILE:LINE)", or "FUNC (in BINARY)" without debug
	# information
	inrep && rd == "" && /^ +at 0x/ { rd = $3 ($4 == "(in" ? "" : " " $4); gsub(/[()]/, "", rd) }
	inrep && /created by a stack allocation/ { st = 1; next }
	inrep && /created by a heap allocation/ { orig = "heap" }
	inrep && st && /^ +at 0x/ { orig = $3 "()" ($4 == "(in" ? "" : " " $4); st = 0 }
	/^$/ { out() }
	END { out() }'
}
# every site's evidence, one line per site and source: "SITE<TAB>SOURCE<TAB>WHAT"
{
	for cc in clang-19 clang-22; do
		clang_paths "$B/logs/audit/defconfig/converted/$cc.log" "$B/build/audit-defconfig-$cc-converted" |
			sed "s/\t/\t$cc\t/"
	done
	for cc in $ANALYZERS; do
		l=$B/logs/analyzer/defconfig/converted/$cc.log
		[ -s "$l" ] && analyzer_uses "$l" "$B/build/analyzer-defconfig-$cc-converted" | sed "s/\t/\tanalyzer-$cc\t/"
	done
	awk -F'\t' '$2 != "heap" && $2 != "none" { print $2 "\tmsan-tests\t" $1 " (" $3 ")" }' "$ev/msan-tests.tsv" |
		to_sites | sort -u
	printf '%s\n' "$REPROS" | while IFS='|' read -r name _; do
		msan_reports "$B/logs/msan/repro-$name.log" | awk -F'\t' -v n="$name" \
			'$1 != "heap" && $1 != "none" { print $1 "\tmsan-" n "\t" $2 }' | to_sites | sort -u
	done
} >"$ev/sites.tsv"
# the review sites of defconfig, the four logs together: "FILE:LINE NAME"
awk '$2 == "needed:" { print $1 " " $3 }' "$vdir/tool-defconfig-all.txt" | sed 's/: / /' >"$ev/review.txt"
# how many compilers warn on each, in defconfig: "FILE:LINE NAME<TAB>N"
# shellcheck disable=SC2046
cat $(for cc in $COMPILERS; do echo "$vdir/tool-defconfig-$cc.txt"; done) |
	awk '$2 == "needed:" { k = $1 " " $3; sub(/: /, " ", k); n[k]++ } END { for (k in n) print k "\t" n[k] }' |
	sort >"$ev/ncompilers.tsv"
# the triage's verdict per site, in short: "FILE:LINE NAME<TAB>VERDICT"
awk '/^### / { s = $2 " " $3; gsub(/`/, "", s); want = 1; next }
	want && /^\*\*/ { v = "false positive"
		if ($0 ~ /^\*\*Right: a real bug/) v = "real bug"
		else if ($0 ~ /^\*\*Right, harmless/) v = "right, harmless"
		else if ($0 ~ /^\*\*Right, unreachable/) v = "right, unreachable here"
		print s "\t" v; want = 0 }' "$TRIAGE" >"$ev/triage.tsv"
# class SITE [WITH_REPROS]: the order of issue 29, by this reading: 1
# proven, 2 definite, 3 a path a compiler names, 4 every compiler warns,
# 5 some compiler warns
classes() {	# classes yes|no: "FILE:LINE NAME<TAB>CLASS" for each review site
	awk -F'\t' -v repro="$1" -v ev="$ev/sites.tsv" -v nc="$ev/ncompilers.tsv" -v all="$vdir/defconfig-all.out" -v ncc="$(echo "$COMPILERS" | wc -w)" '
	BEGIN {
		while ((getline l < ev) > 0) { split(l, p, "\t")
			if (p[2] == "msan-tests" || (repro == "yes" && p[2] ~ /^msan-/)) proven[p[1]] = 1
			else if (p[2] ~ /^(clang|analyzer)-/) path[p[1]] = 1 }
		while ((getline l < nc) > 0) { split(l, p, "\t"); n[p[1]] = p[2] }
		while ((getline l < all) > 0) if (l ~ /definite/) {
			split(l, p, ":"); f = p[1]; sub(/^\.\//, "", f); v = l; sub(/^[^:]*:[^:]*:[^:]*: [^:]*: /, "", v); sub(/:.*/, "", v)
			definite[f ":" p[2] " " v] = 1 }
	}
	{ s = $0; c = 5
	  if (n[s] == ncc) c = 4
	  if (s in path) c = 3
	  if (s in definite) c = 2
	  if (s in proven) c = 1
	  print s "\t" c }' "$ev/review.txt"
}
classes no >"$ev/classes-tests.tsv"
classes yes >"$ev/classes-all.tsv"
# The tool's own order, with the evidence given step by step: the four
# audit logs; the analyzer's two logs too; the test suite's run; the
# reproducers' runs (MemorySanitizer's and valgrind's). It runs in the
# MemorySanitizer build's tree: a run's report names its sources by their
# absolute paths there, and the audit ties a path that exists to that file
# alone (the compilers' logs name theirs relative, as kbuild prints them).
# "STEP<TAB>ARGS" per step, each adding to the last
tool_steps() {
	a=""
	for cc in $COMPILERS; do a="$a --log $B/logs/audit/defconfig/converted/$cc.log"; done
	printf 'logs\t%s\n' "$a"
	for cc in $ANALYZERS; do
		l=$B/logs/analyzer/defconfig/converted/$cc.log
		[ -s "$l" ] && a="$a --log $cc-analyzer=$l"
	done
	printf 'analyzer\t%s\n' "$a"
	a="$a --runtime-log tests=$B/logs/msan/test.log"
	printf 'tests\t%s\n' "$a"
	while IFS='|' read -r name _; do
		a="$a --runtime-log $name=$B/logs/msan/repro-$name.log --runtime-log valgrind-$name=$B/logs/valgrind/repro-$name.log"
	done <<<"$REPROS"
	printf 'repros\t%s\n' "$a"
}
tool_steps >"$ev/tool-steps.tsv"
while IFS=$'\t' read -r step args; do
	start=$(now)
	# shellcheck disable=SC2086
	(cd "$msdir" && "$TOOL" audit $args .) >"$ev/tool-$step.out" 2>"$ev/tool-$step.err" || true
	since "$start" >"$ev/tool-$step.seconds"
	# "FILE:LINE NAME<TAB>CLASS" per proven or review site, in the
	# tool's order, the class the words of its line
	sed -nE 's|^\./([^:]+):([0-9]+):[0-9]+: (proven\|review): ([^: ]+): ([^:]*):.*|\1:\2 \4\t\5|p' \
		"$ev/tool-$step.out" >"$ev/tool-$step.order"
done <"$ev/tool-steps.tsv"
# tool_rank STEP SITE: the site's place in the tool's order ("?": absent)
tool_rank() { awk -F'\t' -v s="$2" '$1 == s { print NR; f = 1; exit } END { if (!f) print "?" }' "$ev/tool-$1.order"; }
# tool_class STEP N: the count of the Nth class in the summary ("by
# evidence, strongest first: N read unset at run time, N definite, ...")
tool_class() {
	sed -n 's/.*by evidence, strongest first: //p' "$ev/tool-$1.err" | tr ',' '\n' |
		sed -n "$2p" | grep -oE '[0-9]+' | head -1 | grep . || echo '?'
}
# the bug of the triage, by its verdict
bug_site=$(awk -F'\t' '$2 == "real bug" { print $1; exit }' "$ev/triage.tsv")
# the reading above and the tool's, on the sites each puts first (proven,
# a path): the same sites?
# (the reading takes no valgrind: the step of the test suite, the last
# before the reproducers)
first() { awk -F'\t' '$2 ~ /^(read unset|a path|definite)/ { print $1 }' "$ev/tool-$1.order" | sort; }
awk -F'\t' '$2 <= 3 { print $1 }' "$ev/classes-tests.tsv" | sort >"$ev/first-reader.txt"
first tests >"$ev/first-tool.txt"
first_agree=no
diff -u "$ev/first-reader.txt" "$ev/first-tool.txt" >"$ev/first.diff" && first_agree=yes
# what a source says about a site, for the table: its lines joined
says() {	# says SITE SOURCE
	awk -F'\t' -v s="$1" -v src="$2" '$1 == s && $2 == src { print $3 }' "$ev/sites.tsv" | sort -u |
		awk '{ a = a (NR > 1 ? "; " : "") $0 } END { print a }' | sed 's/|/\\|/g'
}
nclass() { awk -F'\t' -v c="$2" '$2 == c' "$1" | wc -l; }
# evidence_md: the page's section on this step
evidence_md() {
	nrev=$(wc -l <"$ev/review.txt")
	an() { l=$B/logs/analyzer/defconfig/converted/$1.log; analyzer_counts "$l" | awk -v k="$2" '$1 == k { print $2 }'; }
	antotal() { analyzer_counts "$B/logs/analyzer/defconfig/converted/$1.log" |
		awk '$1 ~ /^analyzer-/ && $1 != "analyzer-too-complex" { t += $2 } END { print t + 0 }'; }
	srcsites() { awk -F'\t' -v s="$1" '$2 ~ s { print $1 }' "$ev/sites.tsv" | sort -u | wc -l; }
	cat <<EOF
## Evidence: which of the $nrev sites to read first

The audit of \`defconfig\` with the four logs leaves $nrev sites to $vword,
and one of them is the real bug. Issue 29 orders them by evidence: proven
at run time, definite, a path a compiler names, every compiler warns, some
compiler warns. Each source of evidence on the converted \`defconfig\`
tree, and what it says$([ -z "$EVIDENCE_ONLY" ] || printf ' (this section alone was written again, by `EVIDENCE_ONLY=1`, from the builds of %s kept in the cache; the rest of the page is of an earlier whole run)' "$(date -u -r "$B/logs/msan/defconfig/converted/clang-19.log" '+%Y-%m-%d')"):

| source | how | build or run time (wall / CPU) | what it says |
|---|---|---|---|
EOF
	for cc in clang-19 clang-22; do
		printf '| %s: the path it names | `-Wsometimes-uninitialized` in its audit build above ("variable '"'"'X'"'"' is used uninitialized whenever BRANCH") | %s s / %s s (the audit build) | a branch at %s of the %s sites |\n' \
			"$cc" "$(cat "$B/logs/audit/defconfig/converted/$cc.log.seconds")" \
			"$(cat "$B/logs/audit/defconfig/converted/$cc.log.cpu" 2>/dev/null || echo '?')" \
			"$(srcsites "^$cc\$")" "$nrev"
	done
	for cc in $ANALYZERS; do
		l=$B/logs/analyzer/defconfig/converted/$cc.log
		[ -s "$l" ] || continue
		printf '| %s -fanalyzer | the audit build with `-fanalyzer -Wanalyzer-too-complex` added | %s s / %s s (%s times the CPU of the audit build) | %s analyzer warnings (%s use of an uninitialized value, %s of them at %s sites); it gave up in %s files (too complex) |\n' \
			"$cc" "$(cat "$l.seconds")" "$(cat "$l.cpu")" \
			"$(awk -v a="$(cat "$l.cpu")" -v b="$(cat "$B/logs/audit/defconfig/converted/$cc.log.cpu" 2>/dev/null || echo 0)" \
				'BEGIN { if (b > 0) printf "%.1f", a / b; else printf "?" }')" "$(antotal "$cc")" \
			"$(an "$cc" analyzer-use-of-uninitialized-value || echo 0)" \
			"$(analyzer_uses "$l" "$B/build/analyzer-defconfig-$cc-converted" | wc -l)" \
			"$(srcsites "^analyzer-$cc\$")" "$(an "$cc" too-complex-files)"
	done
	ml=$B/logs/msan/test.log
	printf '| MemorySanitizer, BusyBox'"'"'s test suite | clang-19 audit build, `%s`; `runtest` with one `MSAN_OPTIONS=log_path` per test | build %s s / %s s; tests %s s / %s s | %s reports in %s tests (%s PASS, %s FAIL), %s of them of heap memory; %s at %s sites |\n' \
		"$MSAN_FLAGS" "$(cat "$B/logs/msan/defconfig/converted/clang-19.log.seconds" 2>/dev/null || echo '?')" \
		"$(cat "$B/logs/msan/defconfig/converted/clang-19.log.cpu" 2>/dev/null || echo '?')" \
		"$(cat "$ml.seconds")" "$(cat "$ml.cpu")" "$(wc -l <"$ev/msan-tests.tsv")" \
		"$(cut -f1 "$ev/msan-tests.tsv" | sort -u | wc -l)" \
		"$(grep -c '^PASS: ' "$B/logs/msan/test.results" || true)" "$(grep -c '^FAIL: ' "$B/logs/msan/test.results" || true)" \
		"$(awk -F'\t' '$2 == "heap"' "$ev/msan-tests.tsv" | wc -l)" \
		"$(awk -F'\t' '$2 != "heap" && $2 != "none"' "$ev/msan-tests.tsv" | cut -f2 | sed 's/ /\t/' | awk -F'\t' '{ print $1 " " $2 "\tx" }' | to_sites | wc -l)" \
		"$(srcsites '^msan-tests$')"
	printf '%s\n' "$REPROS" | while IFS='|' read -r name stdin args; do
		cmd="busybox $args"
		[ -z "$stdin" ] || cmd="printf '$stdin' | $cmd"
		printf '| reproducer `%s` | on the MemorySanitizer build; valgrind on the gcc-12 audit build | | MemorySanitizer: %s; valgrind: %s |\n' \
			"${cmd//|/\\|}" \
			"$(msan_reports "$B/logs/msan/repro-$name.log" | head -1 | awk -F'\t' '{ print ($1 == "none" ? "a read, no variable named" : "a read of " $1) ", at " $2 }' | grep . || echo 'no report')" \
			"$(valgrind_reports "$B/logs/valgrind/repro-$name.log" | awk -F'\t' -v n="$(valgrind_reports "$B/logs/valgrind/repro-$name.log" | wc -l)" 'NR == 1 { print n " errors, the first a read in " $2 ", origin " ($1 == "none" ? "not given" : "a stack allocation in " $1) }' | grep . || echo 'no error')"
	done
	cat <<EOF

### The $(wc -l <"$vdir/every.txt") triaged sites, source by source

A path names the branch that leaves the variable unset (clang) or the
read at the end of a path from the declaration (the analyzer); the test
suite column names each test whose run read the variable unset, and the
line of the read.

| site | triage | clang-19 | clang-22 |$(for cc in $ANALYZERS; do printf ' %s -fanalyzer |' "$cc"; done) MemorySanitizer: test suite |$(printf '%s\n' "$REPROS" | while IFS='|' read -r name _; do printf ' MemorySanitizer: %s reproducer |' "$name"; done) class, by this reading | the tool's class, every log and run |
|---|---|---|---|$(for cc in $ANALYZERS; do printf -- '---|'; done)---|$(printf '%s\n' "$REPROS" | while IFS='|' read -r _; do printf -- '---|'; done)---|---|
EOF
	while read -r s n; do
		k="$s $n"
		printf '| %s `%s` | %s | %s | %s |' "$s" "$n" "$(awk -F'\t' -v k="$k" '$1 == k { print $2 }' "$ev/triage.tsv")" \
			"$(says "$k" clang-19)" "$(says "$k" clang-22)"
		for cc in $ANALYZERS; do printf ' %s |' "$(says "$k" "analyzer-$cc")"; done
		printf ' %s |' "$(says "$k" msan-tests)"
		printf '%s\n' "$REPROS" | while IFS='|' read -r name _; do printf ' %s |' "$(says "$k" "msan-$name")"; done
		printf ' %s |' "$(awk -F'\t' -v k="$k" '$1 == k { print $2 }' "$ev/classes-all.tsv")"
		printf ' %s |\n' "$(awk -F'\t' -v k="$k" '$1 == k { c = $2
			if (c ~ /^read unset/) c = 1; else if (c ~ /^definite/) c = 2; else if (c ~ /^a path/) c = 3
			else if (c ~ /^every/) c = 4; else c = 5; print c }' "$ev/tool-repros.order")"
	done <"$vdir/every.txt"
	cat <<EOF

### What each source promotes

Of the $nrev sites, the ones each source singles out, against the triage of
the $(wc -l <"$vdir/every.txt") (a source that proves a triaged false positive is a bug in the
tool, or in the triage):

| source | sites | of them triaged | real bug | right, harmless or unreachable | false positives |
|---|---|---|---|---|---|
EOF
	for src in clang-19 clang-22 $(for cc in $ANALYZERS; do echo "analyzer-$cc"; done) msan-tests \
		$(printf '%s\n' "$REPROS" | while IFS='|' read -r name _; do echo "msan-$name"; done); do
		awk -F'\t' -v s="$src" '$2 == s { print $1 }' "$ev/sites.tsv" | sort -u >"$ev/src.txt"
		printf '| %s | %s | %s | %s | %s | %s |\n' "$(echo "$src" | sed -E 's/^analyzer-(.*)/\1 -fanalyzer/; s/^msan-tests$/MemorySanitizer: test suite/; s/^msan-(.*)/MemorySanitizer: \1 reproducer/')" "$(wc -l <"$ev/src.txt")" \
			"$(awk -F'\t' 'NR == FNR { t[$1] = $2; next } $0 in t' "$ev/triage.tsv" "$ev/src.txt" | wc -l)" \
			"$(awk -F'\t' 'NR == FNR { t[$1] = $2; next } t[$0] == "real bug"' "$ev/triage.tsv" "$ev/src.txt" | wc -l)" \
			"$(awk -F'\t' 'NR == FNR { t[$1] = $2; next } t[$0] ~ /^right/' "$ev/triage.tsv" "$ev/src.txt" | wc -l)" \
			"$(awk -F'\t' 'NR == FNR { t[$1] = $2; next } t[$0] == "false positive"' "$ev/triage.tsv" "$ev/src.txt" | wc -l)"
	done
	stepname() {
		case $1 in
		logs) echo "the four audit logs" ;;
		analyzer) echo "and gcc's analyzer ($ANALYZERS)" ;;
		tests) echo "and the test suite under MemorySanitizer" ;;
		repros) echo "and the reproducers (MemorySanitizer, valgrind)" ;;
		esac
	}
	steps=$(cut -f1 "$ev/tool-steps.tsv")
	cat <<EOF

### The order

\`init-for-compiler audit\` of the converted tree with the evidence given
step by step, each step adding to the one before (\`--log\` for each
compiler's audit log and each analyzer log, \`--runtime-log\` for each
run), in the MemorySanitizer build's tree (a run's report names its
sources by their absolute paths there): the sites in each class of the
tool's summary, and where the real bug, \`$bug_site\`, stands in the
tool's order of the $(wc -l <"$ev/tool-logs.order") it leaves to read:

| class |$(for st in $steps; do printf ' %s |' "$(stepname "$st")"; done)
|---|$(for st in $steps; do printf -- '---|'; done)
EOF
	i=0
	for c in "1. proven at run time" "2. definite" "3. a path a compiler names" "4. every compiler warns" "5. some compiler warns"; do
		i=$((i + 1))
		printf '| %s |' "$c"
		for st in $steps; do printf ' %s |' "$(tool_class "$st" "$i")"; done
		echo
	done
	printf '| classes 1 to 3 together |'
	for st in $steps; do
		printf ' %s |' "$(($(tool_class "$st" 1) + $(tool_class "$st" 2) + $(tool_class "$st" 3)))"
	done
	echo
	printf '| `%s`: its place |' "$bug_site"
	for st in $steps; do printf ' %s of %s |' "$(tool_rank "$st" "$bug_site")" "$(wc -l <"$ev/tool-$st.order")"; done
	echo
	printf '| audit time |'
	for st in $steps; do printf ' %s s |' "$(cat "$ev/tool-$st.seconds")"; done
	echo
	cat <<EOF

With the compilers' audit logs alone, \`$bug_site\` is $(tool_rank logs "$bug_site")
of $(wc -l <"$ev/tool-logs.order"), in classes 1 to 3 with $(($(tool_class logs 1) + $(tool_class logs 2) + $(tool_class logs 3))) sites; with every log and run it is
$(tool_rank repros "$bug_site") of $(wc -l <"$ev/tool-repros.order"), $(tool_class repros 1) proven. With the analyzer's logs given, its two builds
count as two more compilers: "every compiler warns" then means all $(($(echo "$COMPILERS" | wc -w) + $(echo "$ANALYZERS" | wc -w))) logs. The tool's
line for \`$bug_site\` with all the evidence:

EOF
	grep -E "^\./${bug_site%% *}:[0-9]+: [a-z]+: ${bug_site##* }:" "$ev/tool-repros.out" | fold -s -w 76 | sed 's/^/    /'
	cat <<EOF

What each step of evidence adds to the tool's classes 1 to 3 (proven,
definite, a path), against the triage of the $(wc -l <"$vdir/every.txt"):

| step | sites it adds | of them triaged | real bug | right, harmless or unreachable | false positives | of them proven |
|---|---|---|---|---|---|---|
EOF
	: >"$ev/first-before.txt"
	for st in $steps; do
		first "$st" >"$ev/first-$st.txt"
		comm -13 "$ev/first-before.txt" "$ev/first-$st.txt" >"$ev/added.txt"
		tri() { awk -F'\t' -v w="$1" 'NR == FNR { t[$1] = $2; next } ($0 in t) && t[$0] ~ w' "$ev/triage.tsv" "$ev/added.txt" | wc -l; }
		printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$(stepname "$st")" "$(wc -l <"$ev/added.txt")" \
			"$(tri .)" "$(tri '^real bug$')" "$(tri '^right')" "$(tri '^false positive$')" \
			"$(awk -F'\t' 'NR == FNR { t[$1] = $2; next } $2 ~ /^read unset/ && t[$1] == "false positive"' \
				"$ev/triage.tsv" "$ev/tool-$st.order" | wc -l) false positives"
		cp "$ev/first-$st.txt" "$ev/first-before.txt"
	done
	cat <<EOF

$(fp_proven=$(awk -F'\t' 'NR == FNR { t[$1] = $2; next } $2 ~ /^read unset/ && t[$1] == "false positive"' "$ev/triage.tsv" "$ev/tool-repros.order" | wc -l)
if [ "$fp_proven" = 0 ]; then
	echo "No source proves a triaged false positive: the proven sites are"
else
	echo "**$fp_proven triaged false positives are proven**: a bug of the tool or of the triage. The proven sites are"
fi)
$(awk -F'\t' 'NR == FNR { t[$1] = $2; next } $2 ~ /^read unset/ { printf "%s`%s` (%s)", (n++ ? ", " : ""), $1, t[$1] }' "$ev/triage.tsv" "$ev/tool-repros.order").
The MemorySanitizer run of the test suite reads $(awk -F'\t' '$2 != "heap" && $2 != "none" { print $2 }' "$ev/msan-tests.tsv" | cut -f1 | sort -u | wc -l) stack variables unset, $(srcsites '^msan-tests$') of them
sites; BusyBox's awk tests (testsuite/awk.tests) name \`fflush\` $(grep -c 'fflush' "$msdir/testsuite/awk.tests" || true) times.
valgrind names only the function, and the gcc-12 audit build has no
\`-g\`: the awk reproducer's $(valgrind_reports "$B/logs/valgrind/repro-awk.log" | wc -l) valgrind errors name functions and no
file, and the tool makes each annotated site of the function they were
created in a path to check, never proven: $(grep -E '^[^ ]+ review: [^: ]+: .*valgrind-awk \(valgrind' "$ev/tool-repros.out" |
	sed -E 's|^\./([^:]+):([0-9]+):[0-9]+: review: ([^: ]+):.*|\1:\2 \3|' |
	awk -F'\t' 'NR == FNR { t[$1] = $2; next } { printf "%s`%s` (%s)", (n++ ? ", " : ""), $0, ($0 in t ? t[$0] : "not triaged") }' "$ev/triage.tsv" -).

This page's reading (the tables above) and the tool put the same sites
in classes 1 to 3 with the logs and the test suite's run: $(yesno "$first_agree")$([ "$first_agree" = yes ] || echo " (see \`evidence/first.diff\`)").
By this page's reading alone (the test suite's run, then with the
reproducers' runs too; "every compiler" the four):

| class | test suite | with the reproducers |
|---|---|---|
| 1. proven at run time | $(nclass "$ev/classes-tests.tsv" 1) | $(nclass "$ev/classes-all.tsv" 1) |
| 2. definite | $(nclass "$ev/classes-tests.tsv" 2) | $(nclass "$ev/classes-all.tsv" 2) |
| 3. a path a compiler names | $(nclass "$ev/classes-tests.tsv" 3) | $(nclass "$ev/classes-all.tsv" 3) |
| 4. every compiler warns | $(nclass "$ev/classes-tests.tsv" 4) | $(nclass "$ev/classes-all.tsv" 4) |
| 5. some compiler warns | $(nclass "$ev/classes-tests.tsv" 5) | $(nclass "$ev/classes-all.tsv" 5) |
EOF
}

# ----------------------------------------------------------- 10. the page
count() { grep -c ": $2: " "$1" || true; }
# a site's name as an extended regular expression (u[0], *res)
ere() { printf '%s' "$1" | sed 's/[][\.*^$+?(){}|/]/\\&/g'; }
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
			printf '#title\t%s\n' "BusyBox 1.35.0 ($cfg): does a compiler still need each dummy value?"
			printf '#subtitle\t%s\n' "The audit of $(wc -l <"$B/sites.txt") converted sites, per compiler; make case-study (scripts/case-study-busybox.sh)"
			while IFS=: read -r f l _ rest; do
				n=${rest##*: }
				f=${f#./}
				for cc in $COMPILERS; do
					v=$(grep -E "^\./$f:$l:[0-9]+: [a-z]+[^:]*: $(ere "$n"):" "$vdir/$cfg-$cc.out" | head -1)
					[ -n "$v" ] || die "pictures: no verdict for $f:$l $n in $vdir/$cfg-$cc.out"
					printf '%s:%s %s\t%s\t%s\t%s\n' "$f" "$l" "$n" "$cc" \
						"$(printf '%s\n' "$v" | sed -E 's/^[^ ]+ ([a-z]+).*/\1/')" \
						"$(printf '%s\n' "$v" | sed -E 's/^[^ ]+ [a-z]+[^:]*: [^: ]+: //' | tr '\t' ' ' | cut -c1-300)"
				done
			done <"$B/sites.txt"
		} >"$t.tmp"
		python3 "$top/scripts/sites-svg.py" -o "${t%.tsv}.svg.tmp" "$t.tmp"
		mv "$t.tmp" "$t"
		mv "${t%.tsv}.svg.tmp" "${t%.tsv}.svg"
	done
}
[ -n "$EVIDENCE_ONLY" ] || pictures
definite() { grep -cE ': (needed|review)[^:]*: [^: ]+: .*definite' "$1" || true; }
nsites=$(wc -l <"$B/sites.txt")
nfiles=$(cut -d: -f1 "$B/sites.txt" | sort -u | wc -l)
nself=$(grep -c ': self-init: ' "$B/scan.txt" || true)
ncomment=$(grep -c ': comment-init: ' "$B/scan.txt" || true)
nassign=$(grep -c ': comment-assign: ' "$B/scan.txt" || true)
nassign_sites=$(grep -c . "$B/assign-sites.tsv" || true)
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
# EVIDENCE_ONLY: the section on the evidence written again in the page as
# it is (before "## Size", where the whole page has it), and no more
if [ -n "$EVIDENCE_ONLY" ]; then
	evidence_md >"$ev/section.md"
	awk -v sec="$ev/section.md" '
		/^## Evidence: / { skip = 1 }
		/^## Size: what the zeros cost/ {
			while ((getline l < sec) > 0) print l
			print ""; skip = 0 }
		!skip { print }' "$out_md" >"$out_md.tmp"
	grep -q '^## Evidence: ' "$out_md.tmp" || die "EVIDENCE_ONLY: no \"## Size\" section in $out_md"
	mv "$out_md.tmp" "$out_md"
	say "wrote the evidence into $out_md"
	exit 0
fi
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
# findings: the page's summary, first (issue 36, item 8), each figure from
# the files the tables below come from
findings() {
	local cc o c
	echo "- **The hack:** scan finds $nself self-initializations and $ncomment comment-tagged zeros; convert rewrites them, and the converted tree builds what the original built with four compilers, in two configurations (below)."
	echo "- **Every compiler still warns** on $(wc -l <"$vdir/every.txt") sites once the zeros are gone, read one by one: $(grep -c '^\*\*Wrong' "$TRIAGE") false positives, $(grep -c '^\*\*Right' "$TRIAGE") right ($(awk '/^### / { h = $2 " " $3 } /^\*\*Right/ { print h }' "$TRIAGE" | paste -sd, | sed 's/,/, /g')): what each does, the triage."
	if [ $same_tests = yes ]; then
		echo "- **BusyBox's test suite:** the same $(wc -l <"$B/logs/test-original.results") results before and after, test by test."
	else
		echo "- **BusyBox's test suite:** **the results differ** (below)."
	fi
	for cc in gcc-12 clang-19; do
		o=$(sizes "$cc" original | cut -d' ' -f1); c=$(sizes "$cc" converted | cut -d' ' -f1)
		printf -- '- **Cost**, %s: the text of `busybox` (defconfig) grows by %+d bytes (%+.3f%%).\n' "$cc" "$((c - o))" "$(echo "$o $c" | awk '{ print 100 * ($2 - $1) / $1 }')"
	done
}
{
	cat <<EOF
<!-- BEGIN make case-study -->
# Case study: convert and audit on BusyBox 1.35.0

<!-- Generated by scripts/case-study-busybox.sh (make case-study); do not edit. -->

BusyBox still silences "may be used uninitialized" the old way: \`char *value
= value; /* for compiler */\`. This page takes its whole tree through the
tool, as a BusyBox maintainer would: convert every site, build both ways with
four compilers and two configurations, audit, run BusyBox's own tests. It is
produced by \`make case-study\` (scripts/case-study-busybox.sh).

## Findings

$(findings)

## Method

The script took these steps:

1. **Source.** Debian 12's source package \`busybox\` ($VERSION), fetched with
   an apt state of its own (a \`deb-src ... bookworm main\` line, \`apt-get
   source --download-only busybox=$VERSION\`); the upstream tarball it ships,
   \`busybox_1.35.0.orig.tar.bz2\` (sha256 \`$orig_sha\`), is
   unpacked as it is, without Debian's patches.
2. **Scan and convert.** \`init-for-compiler scan .\` finds $nself
   self-initializations (\`T x = x;\`), $ncomment comment-tagged zeros
   (\`comment-init\`) and $nassign assignments commented as being for the
   compiler (\`comment-assign\`) in $nscanned files. A copy of the tree (hard
   links) is converted with \`init-for-compiler convert .\`: $nconv; the
   converted tree has $nsites sites in $nfiles files, $((nsites - nassign_sites))
   \`INIT_FOR_COMPILER()\` and $nassign_sites \`ASSIGN_FOR_COMPILER()\`, and
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
       LC_ALL=C make -k -j$JOBS -Otarget quiet=quiet_ CC=CC HOSTCC=CC \\
           EXTRA_CFLAGS="-I<repo>/include -DINIT_FOR_COMPILER_AUDIT=1"

   \`-Otarget\` (make's \`--output-sync\`) keeps each compile's messages
   together: without it the two jobs' clang diagnostics cut into each other
   mid-line, and warnings cannot be compared by file and message.
   \`quiet=quiet_\` keeps kbuild's \`CC x.o\` lines, which say what was
   compiled: BusyBox's Makefile takes an \`s\` anywhere in
   \`\$(MAKEFLAGS)\` for \`-s\`, and the sid chroot's make 4.4 puts its long
   options there (\`--jobserver-auth=...\`).

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
   \`'L.v'\`), or for an \`ASSIGN_FOR_COMPILER()\` site when a note names
   the variable it assigns at a line of its function up to the site's
   (scripts/case-study-sites.py: the function by the text, the variable by
   the lvalue); unknown when none of the objects its file is compiled in (its
   own, or that of the \`.c\` file that #includes it, from the tree's
   \`#include "x.c"\` lines) was compiled without error, or when the
   assignment goes through a pointer; stale otherwise.
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
(and each commented \`= NULL\`, and each commented assignment) taken away: a
site is $vword there when the compiler would warn if the original's \`x =
x\`, zero or assignment were deleted.

## Conversion

$nconv. The tag comments: of the
$nself self-initializations, $(tagcount self-init yes yes) kept their comment,
$(tagcount self-init yes no) lost it (it said no more than the macro), and
$(tagcount self-init no no) had none; of the $ncomment comment-tagged zeros,
$(tagcount comment-init yes yes) kept it and $(tagcount comment-init yes no) lost it;
of the $nassign commented assignments, $(tagcount comment-assign yes yes) kept it
and $(tagcount comment-assign yes no) lost it
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
	echo "configurations, and every \`#if\` around a site is on."
else
	nptr=$(for c in $CONFIGS; do cat "$vdir/$c"-*.out; done 2>/dev/null | grep -c ': unknown: [^ ]*: assigned through a pointer' || true)
	nif=$(for c in $CONFIGS; do cat "$vdir/$c"-*.out; done 2>/dev/null | grep -c ': unknown: .*compiled, but not shown to compile this code' || true)
	echo "$nunk verdicts are unknown (\`u\` below): no object of that configuration compiled"
	echo "the site's file$([ "$nptr" = 0 ] || echo ", or ($nptr of them) the site assigns through a pointer, where no warning of its function can be about it")$([ "$nif" = 0 ] || echo ", or ($nif of them) an \`#if\` around the site is off, or cannot be decided from the unit's command line (its \`-include include/autoconf.h\`) and the file: compiled out, no compiler can warn on it")."
fi)
A site inside an \`#if\` that the unit's command line and the file turn on
is stale when no compiler warns, with "inside #if X, on by the command line
and the file" (\`s#\` below).
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
		v=$(grep -E "^\./$3:$4:[0-9]+: [a-z]+[^:]*: $(ere "$5"):" "$vdir/$1-$2.out" | head -1)
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
				[ -n "$w" ] || w=$(grep -E "^\./$f:$l:[0-9]+: (needed|review)[^:]*: $(ere "$n"):" "$vdir/$cfg-$cc.out" | head -1 |
					sed -E 's/.*: (warning|error): //; s/ \[-W[^]]*\].*$//' | cut -c1-80 |
					sed "s/\xe2\x80[\x98\x99]/'/g; s/|/\\\\|/g" | sed "s/^/$cc: /")
			done
		done
		printf '| %s:%s `%s`%s | %s |\n' "$f" "$l" "$n" "$cols" "$w"
	done <"$B/sites.txt"
	cat <<EOF

## Triage: the sites every compiler still warns on

EOF
	triage_section "$vdir/triage.diff" "every compiler warns on" \
		"The $(wc -l <"$vdir/every.txt") sites that gcc-12, clang-19, gcc-16 and clang-22 all warn on (each in at least one configuration), read one by one; the script checks that this list is exactly that set." \
		"$TRIAGE"
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
	echo
	evidence_md
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
