#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# scripts/case-study-ffmpeg.sh - FFmpeg 5.1.9 end to end (make case-study):
# its own name for the hack, av_uninit(x), found, converted, audited, built,
# tested and measured.
#
# FFmpeg defines `av_uninit(x)` as `x=x` for gcc and clang in
# libavutil/attributes.h (an installed header) and uses it 61 times. This
# script:
#   1. fetches Debian 12's source package ffmpeg with an apt state of its
#      own (a deb-src line for bookworm in $F/apt, nothing of the system's
#      apt touched), unpacks its upstream tarball once into $F/ffmpeg-5.1.9
#      (pristine: never written), and installs what FFmpeg's build needs
#      and make deps does not ($HOST_PKGS here, $SID_PKGS in the chroot);
#   2. scans it, and converts two copies (hard links: convert replaces files
#      by rename): $F/converted by route 1 (`convert .`: every use rewritten
#      to INIT_FOR_COMPILER(x)) and $F/definitions by route 2 (`convert
#      --definitions .`: only the shim's definition rewritten, so that
#      av_uninit(x) expands to INIT_FOR_COMPILER(x)); the uses are also
#      counted by grep, apart from the tool;
#   3. configures and builds FFmpeg out of tree, with its own configure and
#      make, one build directory per compiler, tree and kind:
#        SRC/configure --cc=CC --extra-cflags="-I<repo>/include [-DINIT_FOR_COMPILER_AUDIT=1]"
#        LC_ALL=C make -k -j2 -Otarget V=1 [OBJECTS | all | fate]
#      normal builds of the whole tree with the compilers of $WHOLE
#      (gcc-12 and clang-19), original and converted (route 1), each then
#      running FATE without SAMPLES; the converted tree's normal build is
#      the original's build directory copied and pointed at the converted
#      tree, where make rebuilds what a converted file goes into (checked
#      against the objects of step 4);
#   4. finds the objects that hold sites: those whose dependency file (.d)
#      of the gcc-12 normal build names a file with a use (a template
#      counts in each file that #includes it);
#   5. builds those objects in audit mode with gcc-12 and clang-19 here and
#      gcc-16 and clang-22 in a Debian sid chroot ($CACHE/chroot-sid, the
#      BusyBox and Linux studies' one), for the three trees; and for the
#      converted tree again without configure's -Wno-maybe-uninitialized
#      (issue 28, part 4: the header's pragmas against the project's flags);
#   6. compares the original and converted builds, object by object: the
#      objects, and their errors and warnings by file and message;
#   7. audits each converted log alone and the four together, reads each
#      log again with a reader of its own (awk, not the tool) and compares,
#      site by site;
#   8. compares FATE's results test by test, the libraries' `size`, and
#      the speed of the codecs and filters that hold sites: instruction
#      counts under callgrind (repeatable), then wall time under hyperfine,
#      the two builds interleaved (HF_ROUNDS=0: none);
#   9. checks that scripts/case-study-ffmpeg-triage.md has one entry for
#      each site that every compiler still warns on, and none more, and
#      scripts/case-study-ffmpeg-triage-some.md one for each site that only
#      some of them warn on, and
#      writes docs/case-study-ffmpeg.md; raw logs and outputs stay in $F.
#
# Usage: scripts/case-study-ffmpeg.sh [OUT.md]    (make case-study)
# Environment: CACHE (default /var/cache/init-for-compiler/case-study; this
# script works in $CACHE/ffmpeg), TOOL (default build/tool/init-for-compiler),
# JOBS (default 2), REUSE_LOGS=1 (keep the builds, test and benchmark runs
# whose logs exist: for work on the later steps), WHOLE (the compilers of
# the whole-tree builds, FATE, size and speed; default "gcc-12 clang-19";
# the page names those left out), CG_REPS (callgrind runs per benchmark
# and tree, default 3), HF_ROUNDS (hyperfine rounds, default 5; 0: no wall
# times), STOP_AFTER=STEP (stop after a step: grep, normal-gcc-12-original,
# objects, audit-original, convert, audit-converted, compare, audit,
# whole, callgrind, walltime).
# Needs: gcc-12, clang-19, make, apt-get, awk, valgrind, hyperfine, python3,
# debootstrap (when the tests' sid chroot is not built), root (the chroot,
# apt-get install). The first time on 2 cores: about 3 hours for one
# compiler's whole-tree build and FATE, 15 minutes per audit build.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
out_md=${1:-$top/docs/case-study-ffmpeg.md}
case $out_md in /*) ;; *) out_md=$PWD/$out_md ;; esac
CACHE=${CACHE:-/var/cache/init-for-compiler/case-study}
F=$CACHE/ffmpeg
TOOL=${TOOL:-$top/build/tool/init-for-compiler}
case $TOOL in /*) ;; *) TOOL=$PWD/$TOOL ;; esac
JOBS=${JOBS:-2}
COMPILERS="gcc-12 clang-19 gcc-16 clang-22"
WHOLE=${WHOLE-gcc-12 clang-19}
TRIAGE=$top/scripts/case-study-ffmpeg-triage.md
TRIAGE_SOME=$top/scripts/case-study-ffmpeg-triage-some.md
VERSION=7:5.1.9-0+deb12u1
UPSTREAM=5.1.9
SHIM=av_uninit
# what FFmpeg's build needs that make deps does not install: nasm (its
# x86 assembly; configure stops without it, or needs --disable-x86asm,
# which would take the assembly away from the speed figures)
HOST_PKGS="nasm"
SID_PKGS="gcc-16 clang-22 make nasm"
SID_NEED="/usr/bin/gcc-16 /usr/bin/clang-22 /usr/bin/make /usr/bin/nasm"
STUDY=ffmpeg
export LC_ALL=C
. "$top/scripts/case-study-lib.sh"

need make gcc-12 clang-19 apt-get awk size valgrind callgrind_annotate hyperfine python3
[ -x "$TOOL" ] || { say "$TOOL not built (make)"; exit 2; }
mkdir -p "$F"
pristine=$F/ffmpeg-$UPSTREAM
srcdir() { case $1 in original) echo "$pristine" ;; *) echo "$F/$1" ;; esac; }
stop() { [ "${STOP_AFTER:-}" != "$1" ] || { say "stopped after $1 (STOP_AFTER)"; exit 0; }; }

# ---------------------------------------------------------------- 1. source
for p in $HOST_PKGS; do
	dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q '^install ok installed$' && continue
	say "apt-get install $p"
	DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$p" >"$F/apt-install.log" 2>&1 ||
		die "apt-get install $p failed, see $F/apt-install.log"
done
debian_source "$F" ffmpeg "$VERSION" "ffmpeg_$UPSTREAM.orig.tar.xz" "ffmpeg-$UPSTREAM"
orig_sha=$(sha256sum "$F/ffmpeg_$UPSTREAM.orig.tar.xz" | cut -d' ' -f1)

# ------------------------------------------------------ 2. scan and convert
# the uses read apart from the tool (grep and awk): every `av_uninit(NAME`
# outside a line that #defines it, "./FILE:LINE:COL NAME" per use (COL: the
# name's byte, as the tool counts), in .c and .h files
grep_uses() {
	(cd "$1" && grep -rl --include='*.c' --include='*.h' "$SHIM(" . | sort |
	while read -r f; do
		awk -v f="$f" -v s="$SHIM(" -v d="^[ \t]*#[ \t]*define[ \t]+${SHIM}[ \t]*[(]" '
		$0 !~ d { l = $0; c = 0
			while ((i = index(l, s)) > 0) {
				c += i - 1 + length(s); l = substr(l, i + length(s))
				n = l; sub(/[^A-Za-z_0-9].*/, "", n)
				if (n != "") print f ":" FNR ":" c + 1 " " n
			} }' "$f"
	done)
}
grep_uses "$pristine" >"$F/grep-uses.txt"
# the tool's: each use a legacy site, the shim's definition on stderr
(cd "$pristine" && "$TOOL" scan .) >"$F/scan.txt" 2>"$F/scan.err" || true
# FFmpeg also has zeros tagged by a comment ("init to silence gcc
# warning") and assignments ("pos_limit = -1; // GCC falsely says it may
# be uninitialized"), which convert rewrites too: the tool's comment-init
# and comment-assign sites (issue 34).
# Every site of the pristine tree, "./FILE:LINE:COL NAME KIND"
# (KIND.all: scan's; KIND.txt: those convert rewrites; left-alone.txt,
# "./FILE:LINE:COL NAME<TAB>WHY": those convert --dry-run says it leaves,
# which stay as they are in the converted tree and are no site there)
(cd "$pristine" && "$TOOL" convert --dry-run .) >/dev/null 2>"$F/dry-run.err" || true
sed -nE "s/^([^ ]+:[0-9]+:[0-9]+): warning: [a-z-]+ '([^']+)' left alone: (.*)/\\1 \\2\t\\3/p" "$F/dry-run.err" >"$F/left-alone.txt"
sed -nE 's/^([^ ]+:[0-9]+:[0-9]+): comment-init: ([A-Za-z_0-9]+).*/\1 \2/p' "$F/scan.txt" >"$F/comment-init.all"
sed -nE 's/^([^ ]+:[0-9]+:[0-9]+): comment-assign: ([^ ]+).*/\1 \2/p' "$F/scan.txt" >"$F/comment-assign.all"
for k in comment-init comment-assign; do
	grep -vxF -f <(cut -f1 "$F/left-alone.txt") "$F/$k.all" >"$F/$k.txt" || true
done
{ sed 's/$/ legacy/' "$F/grep-uses.txt"; sed 's/$/ comment-init/' "$F/comment-init.txt"
  sed 's/$/ comment-assign/' "$F/comment-assign.txt"; } |
	sort -t: -k1,1 -k2,2n -k3,3n >"$F/pristine-sites.txt"
stop grep

# convert_tree ROUTE DIR: the one step that rewrites; route 1 rewrites
# every use, route 2 only the shim's definition
convert_tree() {
	local route=$1 dir=$2
	rm -rf "$dir"
	cp -al "$pristine" "$dir"
	case $route in
	1) (cd "$dir" && "$TOOL" convert .) ;;
	2) (cd "$dir" && "$TOOL" convert --definitions .) ;;
	esac >"$dir.convert.out" 2>"$dir.convert.err"
}

# ------------------------------------------------------------ 3. builds
# build KIND CC TREE [TARGET...]: configure in a fresh build directory and
# make TARGETs (default: all). KIND is normal (the header's directory only),
# audit (and -DINIT_FOR_COMPILER_AUDIT=1, and the header first: `-include
# init_for_compiler.h` added to CFLAGS in ffbuild/config.mak after
# configure, so that configure's own test programs do not include it;
# docs/audit.md: configure adds -Wno-maybe-uninitialized for gcc, and the
# header's pragma turns the warning back on only after it), or nowarn
# (-DINIT_FOR_COMPILER_AUDIT=1, the header where convert put it, and
# configure's -Wno-maybe-uninitialized taken out of ffbuild/config.mak)
build() {
	local kind=$1 cc=$2 tree=$3 flags
	shift 3
	case $kind in
	normal) flags="-I$top/include" ;;
	audit|nowarn) flags="-I$top/include -DINIT_FOR_COMPILER_AUDIT=1" ;;
	esac
	dir=$F/build/$kind-$cc-$tree
	log=$F/logs/$kind/$tree/$cc.log
	if [ -n "${REUSE_LOGS:-}" ] && [ -s "$log" ] && [ -s "$log.seconds" ]; then
		return 0
	fi
	if [ "$kind" = normal ] && [ "$tree" != original ]; then
		copy_build "$cc" "$tree"
		return 0
	fi
	set_run "$cc"
	rm -rf "$dir" && mkdir -p "$dir" "$(dirname "$log")"
	say "$kind build: $cc, $tree tree: configure"
	start=$(now)
	$run "cd '$dir' && '$(srcdir "$tree")/configure' --cc=$cc --extra-cflags='$flags'" \
		>"$log.configure" 2>&1 || die "$kind $cc $tree: configure failed, see $log.configure"
	since "$start" >"$log.configure.seconds"
	if [ "$kind" = audit ]; then
		printf 'CFLAGS += -include init_for_compiler.h\n' >>"$dir/ffbuild/config.mak"
	fi
	if [ "$kind" = nowarn ]; then
		# the project's own flag, taken out of the flags make uses; the
		# page says where configure put it (clang: nowhere)
		if grep -q -- '-Wno-maybe-uninitialized' "$dir/ffbuild/config.mak"; then
			echo removed >"$log.nowarn"
			sed -i 's/ -Wno-maybe-uninitialized//' "$dir/ffbuild/config.mak"
		else
			echo absent >"$log.nowarn"
		fi
	fi
	say "$kind build: $cc, $tree tree: make ${*:-all}"
	start=$(now)
	$run "cd '$dir' && LC_ALL=C make -k -j$JOBS -Otarget V=1 $*" >"$log" 2>&1 || true
	since "$start" >"$log.seconds"
	(cd "$dir" && find . -name '*.o' | sed 's|^\./||' | sort) >"$log.objects"
	$run "$cc --version" | head -1 >"$F/logs/$cc.version"
}
# copy_build CC TREE: the normal build of a converted tree, made from the
# original's (which must be complete): its directory copied with its times
# (cp -a), its paths to the source pointed at TREE with their times kept
# (the `src` link, the top Makefile's include, SRC_PATH in
# ffbuild/config.mak, ffbuild/config.sh, the uninstalled .pc files: every
# file that names the tree but config.log), FATE's outputs and generated
# inputs (tests/data) removed; then make all. The files convert changed
# are touched first, so that they are newer than every object (convert
# runs once, after the first compiler's original build: a later
# compiler's objects are newer than its files), the others keep the
# tarball's times, so make rebuilds exactly what depends on a changed
# file (the page checks that against the objects of step 4) and links
# again: what a fresh
# configure and make of TREE would give (fresh_configure checks the
# configure half), without 90 minutes of compiling unchanged files again.
# "configure" time: the copy's.
copy_build() {
	local cc=$1 tree=$2 from=$F/build/normal-$1-original f
	[ -s "$F/logs/normal/original/$cc.log.seconds" ] || die "copy_build $cc $tree: the original's build is not complete"
	rm -rf "$dir" && mkdir -p "$(dirname "$log")"
	say "normal build: $cc, $tree tree: the original's build directory, copied"
	start=$(now)
	cp -a "$from" "$dir"
	rm -rf "$dir/tests/data"
	ln -sfn "$(srcdir "$tree")" "$dir/src"
	for f in Makefile ffbuild/config.mak ffbuild/config.sh $(cd "$dir" && echo doc/examples/pc-uninstalled/*.pc); do
		cp -p "$dir/$f" "$dir/$f.times"
		sed -i "s|$pristine|$(srcdir "$tree")|g" "$dir/$f"
		touch -r "$dir/$f.times" "$dir/$f" && rm "$dir/$f.times"
	done
	grep -rIl --exclude=config.log -F "$pristine" "$dir" >"$log.paths" || true
	[ ! -s "$log.paths" ] || die "copy_build $cc $tree: still names $pristine, see $log.paths"
	since "$start" >"$log.configure.seconds"
	cp "$F/logs/normal/original/$cc.log.configure" "$log.configure"
	sed -nE 's/^Files ([^ ]+) and [^ ]+ differ$/\1/p' "$F/changed-$tree.txt" | (cd "$(srcdir "$tree")" && xargs -r touch)
	say "normal build: $cc, $tree tree: make all"
	start=$(now)
	(cd "$dir" && LC_ALL=C make -k -j"$JOBS" -Otarget V=1) >"$log" 2>&1 || true
	since "$start" >"$log.seconds"
	(cd "$dir" && find . -name '*.o' | sed 's|^\./||' | sort) >"$log.objects"
	# the objects this make compiled
	sed -nE '/ -c( |$)/ s/.* -o ([^ ]+\.o)( .*)?$/\1/p' "$log" | sort -u >"$log.compiled"
}
# fresh_configure CC: the converted tree configured afresh, in a directory
# of its own, with the original build's own configure line (its
# FFMPEG_CONFIGURATION), to show that copy_build's directory is what a
# fresh configure gives: every file configure writes (config.log aside: it
# records the date and its tests' temporary names) is compared with the
# copy's, byte for byte. Writes $log.files (the files compared), $log.diff
# (empty: the same) and $log.seconds
fresh_configure() {
	local cc=$1 d=$F/build/configure-$1-converted c=$F/build/normal-$1-converted
	local log=$F/logs/normal/converted/$1.fresh-configure f
	if [ -z "${REUSE_LOGS:-}" ] || [ ! -s "$log.seconds" ]; then
		set_run "$cc"
		eval "set -- $(sed -n 's/^FFMPEG_CONFIGURATION=//p' "$F/build/normal-$cc-original/ffbuild/config.mak")"
		rm -rf "$d" && mkdir -p "$d"
		say "configure afresh: $cc, converted tree"
		start=$(now)
		$run "cd '$d' && '$(srcdir converted)/configure' $(printf "'%s' " "$@")" >"$log" 2>&1 ||
			die "fresh configure $cc: failed, see $log"
		since "$start" >"$log.seconds"
	fi
	(cd "$d" && find . \( -type f -o -type l \) ! -name config.log | sed 's|^\./||' | sort) >"$log.files"
	: >"$log.diff"
	while read -r f; do
		if [ -L "$d/$f" ]; then
			[ "$(readlink "$d/$f")" = "$(readlink "$c/$f")" ] ||
				echo "$f: a link to $(readlink "$d/$f") afresh, to $(readlink "$c/$f") in the copy" >>"$log.diff"
		else
			diff -u --label "copy/$f" --label "afresh/$f" "$c/$f" "$d/$f" >>"$log.diff" 2>&1 || true
		fi
	done <"$log.files"
}
# fate CC TREE: FATE without SAMPLES in the normal build of the whole tree;
# one "TEST:STATUS" line per test, from the .rep file each test writes
fate() {
	local cc=$1 tree=$2 dir=$F/build/normal-$1-$2 log=$F/logs/fate/$2/$1.log
	if [ -z "${REUSE_LOGS:-}" ] || [ ! -s "$log" ] || [ ! -s "$log.seconds" ]; then
		mkdir -p "$(dirname "$log")"
		rm -rf "$dir/tests/data/fate"
		say "FATE: $cc, $tree tree"
		start=$(now)
		(cd "$dir" && LC_ALL=C make -k -j"$JOBS" fate) >"$log" 2>&1 || true
		since "$start" >"$log.seconds"
	fi
	cat "$dir"/tests/data/fate/*.rep | cut -d: -f1,2 | sort >"$log.results"
}
# the subset of FATE that needs no SAMPLES: make fate-list without and with
# SAMPLES (a directory that need not exist: fate-list only prints names)
fate_lists() {
	local d=$F/build/normal-gcc-12-original
	(cd "$d" && make -s fate-list 2>/dev/null | grep '^fate-' | sort) >"$F/logs/fate/list-nosamples.txt"
	(cd "$d" && make -s fate-list SAMPLES=/nonexistent 2>/dev/null | grep '^fate-' | sort) >"$F/logs/fate/list-samples.txt"
}
LIBS="libavcodec libavformat libavfilter libavutil libswscale libswresample libavdevice"
# sizes CC TREE: "NAME TEXT DATA BSS DEC" per library (size -t of its .a,
# the total of its objects) and for ffmpeg (the stripped program)
sizes() {
	local d=$F/build/normal-$1-$2 l
	for l in $LIBS; do
		echo "$l $(size -t "$d/$l/$l.a" | awk 'END { print $1, $2, $3, $4 }')"
	done
	echo "ffmpeg $(size "$d/ffmpeg" | awk 'NR == 2 { print $1, $2, $3, $4 }')"
}
build normal gcc-12 original
fate gcc-12 original
fate_lists
stop normal-gcc-12-original

# ------------------------------------------- 4. the objects that hold sites
# from the dependency files (-MMD) of the gcc-12 build of the whole tree,
# FATE's programs included (libavformat/tests/seek.o is built for FATE):
# an object holds sites when its .d names a file with a use; "OBJECT FILE"
# per line, and the objects alone. Checked against the tree's own
# `#include "x.c"` lines: a file with uses is compiled in its own object,
# or in the objects of the files that #include it.
depdir=$F/build/normal-gcc-12-original
cut -d: -f1 "$F/pristine-sites.txt" | sed 's|^\./||' | sort -u >"$F/use-files.txt"
(cd "$depdir" && find . -name '*.d' | sed 's|^\./||' | sort | xargs awk -v uf="$F/use-files.txt" '
	BEGIN { while ((getline l < uf) > 0) use["src/" l] = 1 }
	FNR == 1 { o = FILENAME; sub(/\.d$/, ".o", o) }
	{ for (i = 1; i <= NF; i++) if ($i in use && !seen[o, $i]++) print o " " substr($i, 5) }') |
	sort -u >"$F/object-files.txt"
cut -d' ' -f1 "$F/object-files.txt" | sort -u >"$F/objects.txt"
# the same from the sources alone: FILE.o, or the objects of its includers
grep -rn --include='*.c' '^[ \t]*#[ \t]*include[ \t]*"[^"]*\.c"' "$pristine" |
	sed -E "s|^$pristine/||; s|^([^:]+):[0-9]+:[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\".*|\1 \2|" |
	while read -r g f; do
		echo "$(realpath -m --relative-to="$pristine" "$pristine/$(dirname "$g")/$f") $g"
	done | sort -u >"$F/included-c.txt"
while read -r f; do
	inc=$(awk -v f="$f" '$1 == f { print $2 }' "$F/included-c.txt")
	if [ -n "$inc" ]; then for g in $inc; do echo "${g%.c}.o $f"; done; else echo "${f%.c}.o $f"; fi
done <"$F/use-files.txt" | sort -u >"$F/object-files.sources.txt"
# of which this build compiles (PowerPC's are not, nor libpostproc, which
# needs --enable-gpl)
while read -r o f; do [ -e "$depdir/$o" ] && echo "$o $f"; done <"$F/object-files.sources.txt" >"$F/object-files.built.txt"
# the sites compiled on x86: those whose file is in an object of the build
awk 'NR == FNR { c[$2] = 1; next } { f = $1; sub(/^\.\//, "", f); sub(/:.*/, "", f); if (f in c) print }' \
	"$F/object-files.txt" "$F/pristine-sites.txt" >"$F/sites-x86.txt"
stop objects

# ------------------------------------------ 5. audit builds, original tree
# shellcheck disable=SC2046
for cc in $COMPILERS; do
	build audit "$cc" original $(cat "$F/objects.txt")
done
stop audit-original

# ----------------------------------------------------------- 4. convert
if [ -z "${REUSE_LOGS:-}" ] || [ ! -s "$F/converted.convert.err" ] || [ ! -s "$F/definitions.convert.err" ]; then
	say "converting: route 1 (every use), route 2 (the definition)"
	convert_tree 1 "$F/converted" || die "convert failed, see $F/converted.convert.err"
	convert_tree 2 "$F/definitions" || die "convert --definitions failed, see $F/definitions.convert.err"
fi
(cd "$F/converted" && "$TOOL" scan --kind=annotation .) >"$F/sites.txt" 2>/dev/null || true
for tree in converted definitions; do
	(cd "$F/$tree" && "$TOOL" scan --kind=legacy,self-init,comment-init,comment-assign .) >"$F/left-$tree.txt" 2>"$F/left-$tree.err" || true
	diff -r -q "$pristine" "$F/$tree" | sed "s|$F/$tree/||; s|$pristine/||" >"$F/changed-$tree.txt" || true
done
# the pristine tree is untouched: it still has every site
(cd "$pristine" && "$TOOL" scan .) 2>/dev/null | cmp -s - "$F/scan.txt" ||
	die "the pristine tree changed: remove $pristine and run again"
stop convert

# ------------------------------- 6. audit builds, the two converted trees
# shellcheck disable=SC2046
for cc in $COMPILERS; do
	build audit "$cc" converted $(cat "$F/objects.txt")
	build audit "$cc" definitions $(cat "$F/objects.txt")
	build nowarn "$cc" converted $(cat "$F/objects.txt")
done
stop audit-converted

# -------------------------------------------- 7. the two builds compared
# per compiler: the objects, and the errors and warnings (lib's diags, by
# object, file and message); the converted builds (and route 2's) against
# the original's, and route 2's against route 1's
cmpdir=$F/compare
mkdir -p "$cmpdir"
# grep_assign DIR: the ASSIGN_FOR_COMPILER() uses of a tree, read apart
# from the tool: "./FILE:LINE:COL LVALUE" per use (COL: the first byte of
# the first argument; LVALUE: that argument, up to the comma outside
# parentheses and brackets, its blanks taken out)
grep_assign() {
	(cd "$1" && grep -rl --include='*.c' --include='*.h' 'ASSIGN_FOR_COMPILER(' . | sort |
	while read -r f; do
		awk -v f="$f" -v s="ASSIGN_FOR_COMPILER(" -v d="^[ \t]*#[ \t]*define[ \t]+ASSIGN_FOR_COMPILER" '
		$0 !~ d { l = $0; c = 0
			while ((i = index(l, s)) > 0) {
				c += i - 1 + length(s); l = substr(l, i + length(s))
				n = ""; dep = 0
				for (k = 1; k <= length(l); k++) {
					ch = substr(l, k, 1)
					if (ch == "(" || ch == "[") dep++
					else if (ch == ")" || ch == "]") dep--
					else if (ch == "," && dep == 0) break
					if (ch != " " && ch != "\t") n = n ch
				}
				if (n != "") print f ":" FNR ":" c + 1 " " n
			} }' "$f"
	done)
}
# the sites of a tree by my own reading (grep_uses of INIT_FOR_COMPILER and
# grep_assign for route 1, grep_uses of av_uninit for route 2), in the
# tool's form for split_new
{ SHIM=INIT_FOR_COMPILER grep_uses "$F/converted"; grep_assign "$F/converted"; } |
	sort -t: -k1,1 -k2,2n -k3,3n | sed 's/ /: annotation: /' >"$F/sites-converted.grep"
grep_uses "$F/definitions" | sed 's/ /: legacy: /' >"$F/sites-definitions.grep"
# the assignment sites, by the studies' own reading (case-study-sites.py):
# their variable, their function's first line, and whether they assign
# through a pointer, for the reader (route 2 has none)
python3 "$top/scripts/case-study-sites.py" "$F/sites-converted.grep" "$F/converted" >"$F/assign-sites-converted.tsv"
: >"$F/assign-sites-definitions.tsv"
for cc in $COMPILERS; do
	o=$F/logs/audit/original/$cc.log
	DIAG_OBJECT=1 diags "$o" src >"$cmpdir/original-$cc"
	for tree in converted definitions; do
		c=$cmpdir/$tree-$cc
		n=$F/logs/audit/$tree/$cc.log
		DIAG_OBJECT=1 diags "$n" src >"$c"
		comm -13 "$cmpdir/original-$cc" "$c" >"$c.new"	# a multiset difference
		comm -23 "$cmpdir/original-$cc" "$c" >"$c.gone"
		split_new "$c.new" "$F/sites-$tree.grep" "$c"
		diff "$o.objects" "$n.objects" >"$c.objects-diff" || true
	done
	diff "$cmpdir/converted-$cc" "$cmpdir/definitions-$cc" >"$cmpdir/routes-$cc.diff" || true
done
stop compare

# ------------------------------------------- 8. audits and the separate reading
vdir=$F/audit
mkdir -p "$vdir"
# reader LOG DIR SITES TREE: "FILE:LINE: VERDICT: NAME" per site of SITES
# ("./FILE:LINE:COL: KIND: NAME"), from the log alone and the dependency
# files (.d) of the build in DIR: needed when a declaration note names the
# site's file, line (or, clang, a line up to 3 above with no ';' between)
# and variable, directly or through the "expanded from macro" notes that
# follow it (clang puts a note on a declaration written in a #define body
# at the macro's use, and the body's line in those notes); unknown when no
# object whose .d names the site's file was compiled without error; stale
# otherwise. An assignment site (assign-sites-TREE.tsv) is needed when a
# note names its variable at a line of its function up to the site's, and
# unknown when it assigns through a pointer (no warning of its function is
# about it). Paths are the log's, the build directory's `src/` link taken
# away.
reader() {
	(cd "$2" && find . -name '*.d' | sed 's|^\./||' | sort | while read -r d; do
		tr ' \\' '\n\n' <"$d" | sed -n 's|^src/||p' | sort -u | sed "s|^|${d%.d}.o |"
	done) >"$vdir/deps.tmp"
	awk -v logf="$1" -v deps="$vdir/deps.tmp" -v src="$4/" -v asg="$F/assign-sites-$(basename "$4").tsv" '
	function rel(p) { sub(/^src\//, "", p); sub(/^\.\//, "", p); return p }
	function name(l,   n) { n = l; sub(/^[^\047]*\047/, "", n); sub(/[.\047].*/, "", n); return n }
	BEGIN {
		while ((getline l < deps) > 0) { split(l, p, " "); objs[p[2]] = objs[p[2]] " " p[1] }
		while ((getline l < asg) > 0) { split(l, p, "\t"); avar[p[1]] = p[3]; ahead[p[1]] = p[4]; aptr[p[1]] = p[5] == "pointer" }
		while ((getline l < logf) > 0) {
			gsub(/\342\200[\230\231]/, "\047", l)
			if (l ~ / -c / && match(l, / -o [^ ]+\.o( |$)/)) {
				cur = substr(l, RSTART + 4, RLENGTH - 4); sub(/ $/, "", cur); cc[cur] = 1; pend = ""
				continue
			}
			if (l ~ /^[^ :]+:[0-9]+:[0-9]+: note: expanded from macro /) {
				if (pend != "") { split(l, p, ":"); note[rel(p[1]) ":" p[2] ":" pend] = 1 }
				continue
			}
			if (l ~ /^[^ :]+:[0-9]+:[0-9]+: (warning|error|fatal error|note): /) pend = ""
			if (l ~ /: note: (\047[A-Za-z_0-9]+(\.[A-Za-z_0-9]+)*\047 was declared here|variable \047[A-Za-z_0-9]+\047 is declared here|initialize the variable \047)/) {
				split(l, p, ":"); n = name(l); note[rel(p[1]) ":" p[2] ":" n] = 1; pend = n
			} else if (l ~ /: warning: \047[A-Za-z_0-9]+(\.[A-Za-z_0-9]+)*\047 (may be|is) used uninitiali[sz]ed/) {
				# gcc-16 reports some at the declaration itself, with no note
				split(l, p, ":"); note[rel(p[1]) ":" p[2] ":" name(l)] = 1
			} else if (l ~ /^[^ :]+:[0-9]+:[0-9]+: (error|fatal error): /) {
				failed[cur] = 1
			} else if (l ~ /\*\*\* \[.*\.o\] Error/) {
				o = l; sub(/^.*: /, "", o); sub(/\].*/, "", o); failed[o] = 1
			}
		}
	}
	function nosemi(path, a, b,   i, t, ok) {
		ok = 1; i = 0
		while ((getline t < path) > 0) { i++; if (i >= a && i < b && t ~ /;/) ok = 0 }
		close(path); return ok
	}
	{	split($0, s, ":"); f = rel(s[1]); line = s[2]; nm = $NF
		v = "unknown"
		n = split(objs[f], os, " ")
		for (i = 1; i <= n; i++) if (cc[os[i]] && !failed[os[i]]) v = "stale"
		if ((f ":" line) in avar) {
			if (aptr[f ":" line]) v = "unknown"
			else if (v == "stale")
				for (k = ahead[f ":" line]; k <= line; k++)
					if (note[f ":" k ":" avar[f ":" line]]) v = "needed"
		} else {
			for (k = 0; k <= 3; k++)
				if (note[f ":" (line - k) ":" nm] && (k == 0 || nosemi(src f, line - k, line))) v = "needed"
		}
		print f ":" line ": " v ": " nm
	}' "$3"
	rm -f "$vdir/deps.tmp"
}

# ----------------------------------------------- 9. what the zeros cost
# The codecs and filters whose code holds a site, each run by ffmpeg_g (the
# unstripped ffmpeg) of the normal builds, original against converted, on
# FATE's own generated inputs (tests/data/vsynth1.yuv, 352x288 yuv420p;
# tests/data/asynth-44100-2.wav) or a lavfi source, single-threaded:
# "NAME@THE SITES IT RUNS@ARGUMENTS" (run in $F/bench/in). Inputs in the
# format each codec takes are made once, by the original gcc-12 build;
# ffv1-dec holds no site convert changes (libavcodec/ffv1dec.c's
# `context_count = -1` is a comment-init site convert leaves alone: not a
# zero): a control. The decoders of h264_cavlc.c and intrax8.c (no
# encoder here makes their input), libavformat/seek.c (no codec) and
# intrax8.c's three left alone are not run.
BENCH="flac-enc@libavcodec/lpc.c:244 (-lpc_type cholesky)@-i asynth.wav -threads 1 -c:a flac -lpc_type cholesky -lpc_passes 2 -f null -
flac-dec@libavcodec/flacdec.c:286@-threads 1 -i in.flac -f null -
ac3-enc@libavcodec/ac3enc.c, ac3enc_template.c (float)@-i asynth.wav -threads 1 -c:a ac3 -f null -
ac3_fixed-enc@libavcodec/ac3enc.c, ac3enc_template.c (fixed)@-i asynth.wav -threads 1 -c:a ac3_fixed -f null -
ffv1-enc@libavcodec/ffv1enc_template.c:149 (RGB with alpha)@-i bgra.nut -threads 1 -c:v ffv1 -f null -
ffv1-dec@none converted (a control)@-threads 1 -i ffv1.nut -f null -
mpeg4-dec@libavcodec/mpeg4videodec.c:1119@-threads 1 -i mpeg4.avi -f null -
msmpeg4-dec@libavcodec/msmpeg4dec.c:652@-threads 1 -i msmpeg4.avi -f null -
qtrle-enc@libavcodec/qtrleenc.c:147@-i rgb24.nut -threads 1 -c:v qtrle -f null -
ra144-enc@libavcodec/ra144enc.c:195-196@-i 8k.wav -threads 1 -c:a real_144 -f null -
aecho@libavfilter/af_aecho.c:167@-i asynth.wav -af aecho=0.8:0.88:60|120:0.4|0.3 -f null -
compand@libavfilter/af_compand.c:197@-i asynth.wav -af compand=attacks=0:points=-80/-80|-12.4/-6|0/-3 -f null -
aac-dec@libavcodec/aacdec_template.c:2148, 3387 (assignments)@-threads 1 -i in.m4a -f null -
wmav2-dec@libavcodec/wmadec.c:664 (an assignment)@-threads 1 -i in.wma -f null -
mp2-enc@libavcodec/mpegaudioenc_template.c:480 (an assignment)@-i asynth.wav -threads 1 -c:a mp2 -f null -
h261-enc@libavcodec/h261enc.c:255 (an assignment)@-f rawvideo -pix_fmt yuv420p -s 352x288 -r 25 -i vsynth1.yuv -threads 1 -c:v h261 -f null -
mpeg4-enc@libavcodec/ratecontrol.c:324, 935 (a zero, an assignment; -b:v)@-f rawvideo -pix_fmt yuv420p -s 352x288 -r 25 -i vsynth1.yuv -threads 1 -c:v mpeg4 -b:v 400k -f null -
mandelbrot@libavfilter/vsrc_mandelbrot.c:259@-f lavfi -i mandelbrot=s=160x120 -frames:v 20 -f null -"
bdir=$F/bench
ffbin() { echo "$F/build/normal-$1-$2/ffmpeg_g"; }
bench_inputs() {
	local ff; ff=$(ffbin gcc-12 original) in=$bdir/in
	[ -s "$in/inputs.ls" ] && return 0
	rm -rf "$in" && mkdir -p "$in"
	cp "$F/build/normal-gcc-12-original/tests/data/vsynth1.yuv" "$in/vsynth1.yuv"
	cp "$F/build/normal-gcc-12-original/tests/data/asynth-44100-2.wav" "$in/asynth.wav"
	(cd "$in" &&
		raw="-f rawvideo -pix_fmt yuv420p -s 352x288 -r 25 -i vsynth1.yuv" &&
		$ff -nostdin -loglevel error -i asynth.wav -c:a flac in.flac &&
		$ff -nostdin -loglevel error -i asynth.wav -ar 8000 -ac 1 8k.wav &&
		$ff -nostdin -loglevel error $raw -vf format=bgra -c:v rawvideo -f nut bgra.nut &&
		$ff -nostdin -loglevel error $raw -vf format=rgb24 -c:v rawvideo -f nut rgb24.nut &&
		$ff -nostdin -loglevel error $raw -c:v ffv1 ffv1.nut &&
		$ff -nostdin -loglevel error $raw -c:v mpeg4 -q:v 3 mpeg4.avi &&
		$ff -nostdin -loglevel error $raw -c:v msmpeg4 -q:v 3 msmpeg4.avi &&
		$ff -nostdin -loglevel error -i asynth.wav -c:a aac -b:a 128k in.m4a &&
		$ff -nostdin -loglevel error -i asynth.wav -c:a wmav2 -b:a 128k in.wma &&
		ls -l >inputs.ls) || die "bench inputs: see $in"
}
# bench_cmd CC TREE ARGS [BIN]: the command line of a benchmark with a
# build's ffmpeg_g (BIN: another program in its place)
bench_cmd() { printf '%s -nostdin -hide_banner -loglevel error -filter_threads 1 %s' "${4:-$(ffbin "$1" "$2")}" "$3"; }
# callgrind CC: every benchmark under callgrind (instruction counts, the
# primary figure: the same for each run of the same binary on a quiet or a
# busy machine), $CG_REPS times, the two trees alternating; one line
# "NAME TREE REP IR" per run in $bdir/callgrind-CC.txt
CG_REPS=${CG_REPS:-3}
# cg_bin CC TREE: the program callgrind runs. Debian 12's valgrind (3.19)
# gives up on clang-19's debug information ("unhandled dwarf2 abbrev form
# code 0x25", DW_FORM_strx1 of DWARF 5, then "Possibly corrupted debuginfo
# file ... Giving up") and runs nothing; for a build it cannot read,
# callgrind runs a copy of ffmpeg_g without its debug sections (objcopy
# --strip-debug: the same code, its functions named by the symbol table).
# The choice is in $bdir/cg/CC-TREE.binary, for the page
cg_bin() {
	local b; b=$(ffbin "$1" "$2")
	if valgrind --tool=none "$b" -version >/dev/null 2>"$bdir/cg/$1-$2.probe"; then
		echo ffmpeg_g >"$bdir/cg/$1-$2.binary"
	else
		grep -q 'Possibly corrupted debuginfo' "$bdir/cg/$1-$2.probe" || die "valgrind cannot run $b, see $bdir/cg/$1-$2.probe"
		objcopy --strip-debug "$b" "$b.nodebug"
		echo "ffmpeg_g --strip-debug" >"$bdir/cg/$1-$2.binary"
		b=$b.nodebug
	fi
	echo "$b"
}
callgrind() {
	local cc=$1 out=$bdir/callgrind-$1.txt rep name sites args tree
	if [ -n "${REUSE_LOGS:-}" ] && [ -s "$out" ]; then return 0; fi
	mkdir -p "$bdir/cg"
	: >"$out.tmp"
	local -A bin=([original]="$(cg_bin "$cc" original)" [converted]="$(cg_bin "$cc" converted)")
	[ -n "${bin[original]}" ] && [ -n "${bin[converted]}" ] || die "callgrind $cc: valgrind cannot run ffmpeg_g"
	for rep in $(seq "$CG_REPS"); do
		while IFS=@ read -r name sites args; do
			for tree in $( [ $((rep % 2)) = 1 ] && echo original converted || echo converted original); do
				f=$bdir/cg/$cc-$name-$tree-$rep
				say "callgrind $cc $name $tree ($rep/$CG_REPS)"
				# shellcheck disable=SC2046
				(cd "$bdir/in" && valgrind --tool=callgrind --callgrind-out-file="$f.out" \
					$(bench_cmd "$cc" "$tree" "$args" "${bin[$tree]}")) >"$f.log" 2>&1 || die "callgrind: $name $tree failed, see $f.log"
				echo "$name $tree $rep $(sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p' "$f.log")" >>"$out.tmp"
			done
		done <<<"$BENCH"
	done
	# each function's count, the first run of each tree
	while IFS=@ read -r name sites args; do
		for tree in original converted; do
			callgrind_annotate --threshold=100 "$bdir/cg/$cc-$name-$tree-1.out" >"$bdir/cg/$cc-$name-$tree-1.annotate"
		done
	done <<<"$BENCH"
	mv "$out.tmp" "$out"
}
# hyperfine CC: wall time (the secondary figure), $HF_ROUNDS rounds of
# `hyperfine -N` over the two builds (the order turned round each round),
# $HF_RUNS runs each after one warm-up; one JSON file per round
HF_ROUNDS=${HF_ROUNDS:-5}
HF_RUNS=${HF_RUNS:-10}
walltime() {
	local cc=$1 out=$bdir/hyperfine-$1 round name sites args
	if [ -n "${REUSE_LOGS:-}" ] && [ -s "$out/done" ]; then return 0; fi
	rm -rf "$out" && mkdir -p "$out"
	for round in $(seq "$HF_ROUNDS"); do
		while IFS=@ read -r name sites args; do
			say "hyperfine $cc $name ($round/$HF_ROUNDS)"
			a=(-n original "$(bench_cmd "$cc" original "$args")")
			b=(-n converted "$(bench_cmd "$cc" converted "$args")")
			if [ $((round % 2)) = 0 ]; then t=("${a[@]}"); a=("${b[@]}"); b=("${t[@]}"); fi
			(cd "$bdir/in" && hyperfine -N -w 1 -r "$HF_RUNS" --export-json "$out/$name-$round.json" \
				"${a[@]}" "${b[@]}") >"$out/$name-$round.log" 2>&1 || die "hyperfine: $name failed, see $out/$name-$round.log"
		done <<<"$BENCH"
	done
	echo "$HF_ROUNDS rounds of $HF_RUNS runs" >"$out/done"
}

# the sites as the reader takes them, with the pristine place of each:
# route 1's INIT_FOR_COMPILER() lines moved down by the #include convert
# added, so the n-th site of a file is the n-th use of the pristine file.
# "TREEFILE:LINE PRISTINEFILE:LINE NAME" per site, per tree
for tree in converted definitions; do
	case $tree in converted) p=$F/pristine-sites.txt ;; definitions) p=$F/grep-uses.txt ;; esac
	sed 's/: [a-z]*: / /' "$F/sites-$tree.grep" | paste -d' ' - "$p" |
		awk '{ split($1, a, ":"); split($3, b, ":")
			if (a[1] != b[1] || $2 != $4) { print "site mismatch: " $0 > "/dev/stderr"; exit 1 }
			sub(/^\.\//, "", a[1]); sub(/^\.\//, "", b[1])
			print a[1] ":" a[2] " " b[1] ":" b[2] " " $2 }' >"$F/sites-$tree.map" ||
		die "the sites of $tree do not match the pristine tree's uses one for one"
done
# audit TREE: the tool on each log alone, in its build's directory, and on
# the four together, in gcc-12's; the sites as `src/...` (the build
# directory's link to the tree: the paths of the logs)
audit_tree() {
	local tree=$1 kind=${2:-audit} cc all="" l
	for cc in $COMPILERS; do
		l=$F/logs/$kind/$tree/$cc.log
		all="$all --log $l"
		start=$(now)
		(cd "$F/build/$kind-$cc-$tree" && "$TOOL" audit --log "$l" src/) \
			>"$vdir/$kind-$tree-$cc.out" 2>"$vdir/$kind-$tree-$cc.err" || true
		since "$start" >"$vdir/$kind-$tree-$cc.seconds"
	done
	start=$(now)
	# shellcheck disable=SC2086
	(cd "$F/build/$kind-gcc-12-$tree" && "$TOOL" audit $all src/) \
		>"$vdir/$kind-$tree-all.out" 2>"$vdir/$kind-$tree-all.err" || true
	since "$start" >"$vdir/$kind-$tree-all.seconds"
}
agree=""
for x in audit:converted audit:definitions nowarn:converted; do
	kind=${x%:*} tree=${x#*:}
	audit_tree "$tree" "$kind"
	readings=""
	for cc in $COMPILERS; do
		reader "$F/logs/$kind/$tree/$cc.log" "$F/build/$kind-$cc-$tree" "$F/sites-$tree.grep" "$F/$tree" \
			>"$vdir/reader-$kind-$tree-$cc.txt"
		readings="$readings $vdir/reader-$kind-$tree-$cc.txt"
	done
	# shellcheck disable=SC2086
	together $readings >"$vdir/reader-$kind-$tree-all.txt"
	for c in $COMPILERS all; do
		sed 's|^src/||' "$vdir/$kind-$tree-$c.out" >"$vdir/$kind-$tree-$c.out.rel"
		tool_verdicts "$vdir/$kind-$tree-$c.out.rel" | sort -t: -k1,1 -k2,2n >"$vdir/tool-$kind-$tree-$c.txt"
		sort -t: -k1,1 -k2,2n "$vdir/reader-$kind-$tree-$c.txt" >"$vdir/reader-$kind-$tree-$c.sorted"
		if diff -u "$vdir/reader-$kind-$tree-$c.sorted" "$vdir/tool-$kind-$tree-$c.txt" >"$vdir/diff-$kind-$tree-$c.txt"; then
			agree="$agree $kind-$tree-$c:yes"
		else
			agree="$agree $kind-$tree-$c:no"
			say "$kind $tree, $c: the tool and the reader differ, see $vdir/diff-$kind-$tree-$c.txt"
		fi
	done
done
stop audit

# ----------------------- the whole tree, before and after; FATE; the cost
# for each compiler of $WHOLE: the original tree built whole and FATE, the
# converted tree (a copy of that build, copy_build) and FATE again
for cc in $WHOLE; do
	build normal "$cc" original
	fate "$cc" original
	build normal "$cc" converted
	fresh_configure "$cc"
	fate "$cc" converted
done
same_fate=""
for cc in $WHOLE; do
	if diff -u "$F/logs/fate/original/$cc.log.results" "$F/logs/fate/converted/$cc.log.results" \
		>"$F/logs/fate/$cc.diff"; then same_fate="$same_fate $cc:yes"; else same_fate="$same_fate $cc:no"; fi
	# what copy_build's make compiled, against the objects that hold sites
	# (FATE's own seek-test is compiled by make fate, not make all, and
	# make fate prints its quiet "CC<tab>x.o" lines)
	{ sed -nE '/ -c( |$)/ s/.* -o ([^ ]+\.o)( .*)?$/\1/p' "$F/logs/normal/converted/$cc.log"
	  sed -nE 's/^CC[[:space:]]+([^ ]+\.o)$/\1/p' "$F/logs/fate/converted/$cc.log"; } |
		sort -u | diff - "$F/objects.txt" >"$F/logs/normal/converted/$cc.recompiled-diff" || true
done
stop whole
[ -z "$WHOLE" ] || bench_inputs
# The triage's reproducer, run with ffmpeg_g of the normal builds of both
# trees of the first compiler of $WHOLE, natively and under valgrind
# --track-origins=yes: "NAME@ARGUMENTS"; the output, the exit status and
# valgrind's error count of each are on the page
REPROS="ffv1-gbrp10@-f lavfi -i testsrc2=s=64x64:r=5 -frames:v 3 -pix_fmt gbrp10 -c:v ffv1 -f md5 -"
repro() {	# repro CC TREE NAME ARGS: "OUTPUT|STATUS|VALGRIND ERRORS"
	local r=$bdir/repro-$1-$3-$2 st=0
	# shellcheck disable=SC2046,SC2091
	(cd "$bdir/in" && $(bench_cmd "$1" "$2" "$4")) >"$r.out" 2>&1 || st=$?
	# shellcheck disable=SC2046
	(cd "$bdir/in" && valgrind --track-origins=yes --log-file="$r.valgrind" $(bench_cmd "$1" "$2" "$4")) \
		>/dev/null 2>&1 || true
	printf '%s|%s|%s\n' "$(tr '\n' ' ' <"$r.out" | sed 's/ $//')" "$st" \
		"$(sed -n 's/.*ERROR SUMMARY: \([0-9]*\) errors.*/\1/p' "$r.valgrind")"
}
for cc in $WHOLE; do callgrind "$cc"; done
stop callgrind
[ "$HF_ROUNDS" = 0 ] || for cc in $WHOLE; do walltime "$cc"; done
stop walltime

# ------------------------------------------------------------ the triage
# the sites every compiler warns on (route 1, the tool's verdicts), by
# their pristine place: "FILE:LINE NAME"
for cc in $COMPILERS; do
	awk '$2 == "needed:" { print $1 " " $3 }' "$vdir/tool-audit-converted-$cc.txt" | sort -u >"$vdir/needed-$cc.txt"
done
# shellcheck disable=SC2046
cat $(for cc in $COMPILERS; do echo "$vdir/needed-$cc.txt"; done) | sort | uniq -c |
	awk -v n="$(echo $COMPILERS | wc -w)" '$1 == n { print $2 " " $3 }' | sed 's/: / /' |
	awk 'NR == FNR { p[$1 " " $3] = $2; next } { print p[$1 " " $2] " " $2 }' "$F/sites-converted.map" - |
	sort -t: -k1,1 -k2,2n >"$vdir/every.txt"
# the sites some compilers warn on, but not all (issue 36, item 12)
# shellcheck disable=SC2046
cat $(for cc in $COMPILERS; do echo "$vdir/needed-$cc.txt"; done) | sort | uniq -c |
	awk -v n="$(echo $COMPILERS | wc -w)" '$1 < n { print $2 " " $3 }' | sed 's/: / /' |
	awk 'NR == FNR { p[$1 " " $3] = $2; next } { print p[$1 " " $2] " " $2 }' "$F/sites-converted.map" - |
	sort -t: -k1,1 -k2,2n >"$vdir/some.txt"
# the triages' entries: "### FILE:LINE `NAME`"
sed -nE 's/^### ([^ ]+:[0-9]+) `([^`]+)`.*/\1 \2/p' "$TRIAGE" | sort -t: -k1,1 -k2,2n >"$vdir/triaged.txt"
sed -nE 's/^### ([^ ]+:[0-9]+) `([^`]+)`.*/\1 \2/p' "$TRIAGE_SOME" | sort -t: -k1,1 -k2,2n >"$vdir/triaged-some.txt"
triage_ok=yes
if ! diff -u "$vdir/every.txt" "$vdir/triaged.txt" >"$vdir/triage.diff"; then
	triage_ok=no
	say "the triage does not cover exactly the sites every compiler warns on, see $vdir/triage.diff"
fi
if ! diff -u "$vdir/some.txt" "$vdir/triaged-some.txt" >"$vdir/triage-some.diff"; then
	triage_ok=no
	say "the second triage does not cover exactly the sites only some compilers warn on, see $vdir/triage-some.diff"
fi

# -------------------------------------------------------------- the page
count() { grep -c ": $2: " "$1" || true; }
lines() { if [ -s "$1" ]; then wc -l <"$1"; else echo 0; fi; }
yesno() { if [ "$1" = yes ]; then echo yes; else echo "**NO**"; fi; }
version() { cat "$F/logs/$1.version"; }
secs() { cat "$1.seconds" 2>/dev/null || echo '?'; }
minutes() { awk '{ t += $1 } END { printf "%d min %d s", t / 60, t % 60 }' "$@"; }
# the tool's word for a site a compiler warned on ("review" since issue 24)
vword=$(grep -ohE '^[^ ]+: (needed|review)[^:]*: ' "$vdir"/*.out 2>/dev/null | head -1 | sed -E 's/^[^ ]+: ([a-z]+).*/\1/')
vword=${vword:-review}
definite() { grep -cE ': (needed|review)[^:]*: [^: ]+: .*definite' "$1" || true; }
# a site's name as an extended regular expression (*level, pulse.num_pulse)
ere() { printf '%s' "$1" | sed 's/[][\.*^$+?(){}|/]/\\&/g'; }
every_tool() { grep -oE '[0-9]+ warned by every compiler' "$1" | grep -oE '^[0-9]+' || echo '?'; }
agreed() { case $agree in *" $1:yes"*) echo "all $(lines "$vdir/tool-$1.txt") sites" ;; *) echo "**NO**: see \`audit/diff-$1.txt\`" ;; esac; }
nsites=$(wc -l <"$F/grep-uses.txt")
nfiles=$(cut -d: -f1 "$F/grep-uses.txt" | sort -u | wc -l)
ncomment=$(wc -l <"$F/comment-init.txt")
nassign=$(wc -l <"$F/comment-assign.txt")
ncomment_all=$(wc -l <"$F/comment-init.all")
nassign_all=$(wc -l <"$F/comment-assign.all")
nleftalone=$(wc -l <"$F/left-alone.txt")
nall=$(wc -l <"$F/pristine-sites.txt")
nx86=$(grep -c ' legacy$' "$F/sites-x86.txt" || true)
nx86c=$(grep -c ' comment-init$' "$F/sites-x86.txt" || true)
nx86a=$(grep -c ' comment-assign$' "$F/sites-x86.txt" || true)
nobjs=$(wc -l <"$F/objects.txt")
ntool=$(grep -c ": legacy: " "$F/scan.txt" || true)
# the tool's uses against the grep's, place for place
sed -nE 's/^([^ ]+:[0-9]+:[0-9]+): legacy: ([A-Za-z_0-9]+).*/\1 \2/p' "$F/scan.txt" | sort >"$F/scan-uses.txt"
sort "$F/grep-uses.txt" | diff - "$F/scan-uses.txt" >"$F/scan-uses.diff" || true
# per compiler: the configure and make times of its builds
bsecs() { cat "$F/logs/$1/$2/$3.log.seconds"; }
csecs() { cat "$F/logs/$1/$2/$3.log.configure.seconds"; }
# the uses per object, "OBJECT: FILE (N uses), ..." for the objects table
objtable() {
	while read -r o; do
		printf '| `%s` | %s |\n' "$o" "$(awk -v o="$o" '$1 == o { print $2 }' "$F/object-files.txt" |
			while read -r f; do printf '`%s` (%s)\n' "$f" "$(grep -c "^\./$f:" "$F/pristine-sites.txt")"; done | paste -sd, | sed 's/,/, /g')"
	done <"$F/objects.txt"
}
# findings: the page's summary, first (issue 36, item 8), each figure from
# the files the tables below come from
right_of() { awk '/^### / { h = $2 " " $3 } /^\*\*Right/ { print h }' "$1" | paste -sd, | sed 's/,/, /g'; }
findings() {
	local cc
	echo "- **The hack:** FFmpeg uses \`av_uninit()\` $nsites times, and writes $ncomment_all more zeros with a comment that says they are for the compiler; scan finds every one (the same sites as a separate reading, below)."
	echo "- **Every compiler still warns** after convert on $(lines "$vdir/every.txt") sites, read one by one: $(grep -c '^\*\*Wrong' "$TRIAGE") false positives, $(grep -c '^\*\*Right' "$TRIAGE") right ($(right_of "$TRIAGE"))."
	echo "- **Only some compilers warn** on $(lines "$vdir/some.txt") more: $(grep -c '^\*\*Wrong' "$TRIAGE_SOME") false positives, $(grep -c '^\*\*Right' "$TRIAGE_SOME") right ($(right_of "$TRIAGE_SOME")). What each right one reads, and what that does: the triage."
	[ -n "$WHOLE" ] || return 0
	for cc in $WHOLE; do
		case $same_fate in
		*" $cc:yes"*) printf -- '- **FATE**, %s: the same %s results before and after, test by test.\n' "$cc" "$(lines "$F/logs/fate/original/$cc.log.results")" ;;
		*) printf -- '- **FATE**, %s: **the results differ** (below).\n' "$cc" ;;
		esac
	done
	python3 - "$bdir" "$WHOLE" <<'PY'
import sys, collections
bdir = sys.argv[1]
for cc in sys.argv[2].split():
    ir = collections.defaultdict(list)
    for l in open(f'{bdir}/callgrind-{cc}.txt'):
        n, t, r, v = l.split()
        ir[(n, t)].append(int(v))
    d = {}
    for (n, t) in ir:
        a, b = sorted(ir[(n, 'original')]), sorted(ir[(n, 'converted')])
        if a and b:
            d[n] = 100 * (b[len(b) // 2] - a[len(a) // 2]) / a[len(a) // 2]
    big = sorted(d, key=lambda n: -abs(d[n]))[:2]
    print(f'- **Cost**, {cc}: the largest differences in instructions are ' +
          ' and '.join(f'{d[n]:+.3f}% ({n})' for n in big) +
          f'; {sum(1 for n in d if abs(d[n]) < 0.1)} of the {len(d)} benchmarks by less than 0.1%. Where it comes from, function by function: "What the zeros cost".')
PY
}
# the compilers of the whole-tree steps, in words, and a sentence naming
# those this run left out (WHOLE_WHY: why)
wholelist() { if [ -n "$WHOLE" ]; then echo "$WHOLE" | sed 's/ / and /g'; else echo "no compiler"; fi; }
left_out() { for c in gcc-12 clang-19; do case " $WHOLE " in *" $c "*) ;; *) echo "$c" ;; esac; done | paste -sd' ' | sed 's/ / and /g'; }
not_run_whole() {
	[ -n "$(left_out)" ] || return 0
	local c=${WHOLE%% *} why
	why="this run left it out"
	if [ -n "$c" ] && [ -s "$F/logs/normal/original/$c.log.seconds" ] && [ -s "$F/logs/fate/original/$c.log.seconds" ]; then
		why="$why, for time: on this machine's $(nproc) cores, shared with other work, $c's build of the whole original tree took $(minutes "$F/logs/normal/original/$c.log.seconds") and its FATE run $(minutes "$F/logs/fate/original/$c.log.seconds"), and $(left_out) would have needed two such FATE runs and a build before the page was due"
	fi
	printf ' **Not run with %s** (WHOLE=%s): %s. Every figure of this part is from %s only.' "$(left_out)" "${WHOLE:-''}" \
		"${WHOLE_WHY:-$why}" "$(wholelist)"
}
# diagnostics per object: "OBJECT N" for a diags file made with DIAG_OBJECT=1
perobj() { awk -F': ' '{ n[$1]++ } END { for (o in n) print o, n[o] }' "$1"; }
{
	cat <<EOF
<!-- BEGIN make case-study -->
# Case study: FFmpeg 5.1.9, \`av_uninit()\` end to end

<!-- Generated by scripts/case-study-ffmpeg.sh (make case-study); do not edit. -->

FFmpeg has its own name for the hack: libavutil/attributes.h, a header it
installs, defines \`av_uninit(x)\` as \`x=x\` for gcc and clang, and FFmpeg
uses it $nsites times. This page takes the whole tree through the tool as
an FFmpeg maintainer would: find the shim and its uses, convert them (both
ways the tool offers), build the objects that hold sites before and after
with $(echo $COMPILERS | wc -w) compilers and audit them; with $(wholelist), build the whole
tree, run FATE, and measure what the zeros cost in FFmpeg's hot code. It is
produced by \`make case-study\` (scripts/case-study-ffmpeg.sh); every
figure below is that script's measurement.

## Findings

$(findings)
- **What to do:** convert. Every site a compiler still warns on was
  read, and the triages say what each right one does; the costs above are
  the measured price of the zeros. Route 2 on an installed header keeps
  \`x=x\` for the programs built without \`<init_for_compiler.h>\`
  (docs/tool.md).

Method and data follow: how it was done, then each step's tables.

## How

1. **Source.** Debian 12's source package \`ffmpeg\` ($VERSION), fetched
   with an apt state of its own (a \`deb-src ... bookworm main\` line,
   \`apt-get source --download-only ffmpeg=$VERSION\`); its upstream
   tarball, \`ffmpeg_$UPSTREAM.orig.tar.xz\` (sha256 \`$orig_sha\`), unpacked
   as it is, without Debian's patches. FFmpeg's x86 assembly needs nasm,
   which make deps does not install: the script installs \`$HOST_PKGS\` here
   and \`$SID_PKGS\` in the sid chroot.
2. **Scan and convert**, on copies of the tree (hard links): route 1,
   \`init-for-compiler convert .\`, rewrites every use; route 2,
   \`init-for-compiler convert --definitions .\`, rewrites only the shim's
   definition. The uses are also read apart from the tool (\`grep\` and
   \`awk\`: every \`av_uninit(NAME\` outside a line that #defines it).
3. **Builds**, with FFmpeg's own configure and make, out of tree (one build
   directory per compiler, tree and kind; configure makes \`src\` a link to
   the tree, and the compile lines name \`src/libavcodec/...\`):

       SRC/configure --cc=CC --extra-cflags="-I<repo>/include [-DINIT_FOR_COMPILER_AUDIT=1]"
       LC_ALL=C make -k -j$JOBS -Otarget V=1 [OBJECTS | all]

   These two options are the only ones changed; everything else is
   configure's default (what it detects on each system included):
   - \`--cc=CC\`: the compiler under test (configure then uses it as the
     host compiler too, for the few programs the build runs);
   - \`--extra-cflags\`: where \`<init_for_compiler.h>\` is, and the audit
     define for the audit builds, which also get \`-include
     init_for_compiler.h\` in \`CFLAGS\` after configure (below, "The
     project's own -Wno-maybe-uninitialized").

   \`V=1\` prints each compile command, which the tool reads (FFmpeg's quiet
   lines, \`CC<tab>libavcodec/x.o\`, are not kbuild's); \`-Otarget\` keeps
   each compile's messages together. configure adds
   \`-Wno-maybe-uninitialized\` to gcc's flags (not clang's); the audit
   builds keep it, as an FFmpeg build has it; the \`nowarn\` builds take it
   out of \`ffbuild/config.mak\` after configure (below, "The project's
   own -Wno-maybe-uninitialized").

   | compiler | version | where |
   |---|---|---|
   | gcc-12 | \`$(version gcc-12)\` | Debian 12 |
   | clang-19 | \`$(version clang-19)\` | Debian 12 |
   | gcc-16 | \`$(version gcc-16)\` | Debian sid chroot |
   | clang-22 | \`$(version clang-22)\` | Debian sid chroot |
4. **Audit.** \`init-for-compiler audit --log LOG src/\` in each converted
   audit build's directory, for its log alone, and with the four logs in
   gcc-12's; each log read again by a separate reader (awk in the script,
   not the tool): a site is $vword (a compiler warned) when a declaration
   note of the log names its file, line and variable (clang: also through
   the \`expanded from macro\` notes that follow, for a declaration written
   in a \`#define\` body; gcc-16: also an uninitialized warning on the
   declaration itself), or for an \`ASSIGN_FOR_COMPILER()\` site names the
   variable it assigns at a line of its function up to the site's
   (scripts/case-study-sites.py: the function by the text, the variable by
   the lvalue); unknown when no object whose dependency file (\`.d\`,
   \`-MMD\`) names the site's file was compiled without error, or when the
   assignment goes through a pointer (\`*p\`, \`p->m\`: no warning of its
   function is about it); stale otherwise.
5. **FATE, size and speed.** The whole tree built normally ($(wholelist)),
   original and converted (route 1); \`make fate\` without \`SAMPLES\` in
   each; \`size\` of each library; the codecs and filters that hold sites
   run under callgrind$([ "$HF_ROUNDS" = 0 ] || echo " and hyperfine"), original against converted.
   The converted tree's build is the original's build directory copied,
   its paths to the source pointed at the converted tree (the \`src\` link,
   \`SRC_PATH\`, the top Makefile's \`include\`: times kept), then \`make\`:
   convert's files are newer than every object, so make compiles what
   includes one of them and links again, which is what a fresh build of
   the converted tree differs by (checked below: the objects it compiled
   are the $nobjs that hold sites, and the converted tree configured
   afresh writes the same files as the copy holds).$(not_run_whole)

### What "before" means

"Before" is the original tree, built with the same commands, the audit
define included: none of its files includes \`<init_for_compiler.h>\`, so
the define changes nothing, and its log is the build FFmpeg's users get.
The audit cannot run on the original code: \`x=x\` initializes, and the
compilers take it for a silencer (where one does not, it warns on the
\`x=x\` itself: the lines the converted builds no longer print, below).
The audit build of the
converted tree is that code with each \`x=x\`, each commented zero and each
commented assignment taken away: a site is $vword there when the compiler
would warn if FFmpeg's \`av_uninit(x)\` were bare \`x\`, or the zero or the
assignment were not written.

## Scan: the shim and its uses

\`init-for-compiler scan .\` in the pristine tree, its summary and what it
says of the definition (standard error):

$(sed 's/^/    /' "$F/scan.err")

It reports $ntool uses as legacy sites; the separate reading finds
$nsites in $nfiles files. $(if [ -s "$F/scan-uses.diff" ]; then
	echo "**They differ** (grep's \`<\`, the tool's \`>\`):"; echo; sed 's/^/    /' "$F/scan-uses.diff"
else
	echo "The same $nsites uses, place for place (file, line, column of the name) and name."
fi)

FFmpeg also silences the warning the other way, with a zero or an
assignment and a comment that says it is for the compiler: scan finds
$ncomment_all such declarations (comment-init sites) and $nassign_all such
assignments (comment-assign sites). \`convert .\` rewrites $ncomment and
$nassign of them, to \`INIT_FOR_COMPILER(x)\` and
\`ASSIGN_FOR_COMPILER(lvalue, value)\`, and leaves $nleftalone alone, saying
why (\`convert --dry-run .\`):

$(while IFS=$'\t' read -r site why; do printf -- '- `%s` `%s`: %s\n' "${site%% *}" "${site#* }" "$why"; done <"$F/left-alone.txt" | sed 's|`\./|`|')

So route 1 converts $nall sites. The converted ones are part of this
study (their lines, as the tool reads them; a line with several sites
once):

$(awk '{ print $1 }' "$F/comment-init.txt" "$F/comment-assign.txt" | sort -t: -k1,1 -k2,2n | while IFS=: read -r f l c; do
	printf -- '- `%s:%s`: `%s`\n' "${f#./}" "$l" "$(sed -n "${l}p" "$pristine/$f" | sed -E 's/^[ \t]+//; s/[ \t]+/ /g')"
done | uniq)

$nx86 of the $nsites uses, $nx86c of the $ncomment comment-init sites and
$nx86a of the $nassign comment-assign sites are compiled
on x86 (in $nobjs objects, below); the other $((nsites - nx86)) uses are in files
that only PowerPC builds compile (AltiVec code; libpostproc is not even
built without \`--enable-gpl\`):

$(awk '{ print $1 }' "$F/grep-uses.txt" | grep -vxF -f <(awk '{ print $1 }' "$F/sites-x86.txt") | cut -d: -f1 | sort | uniq -c |
	awk '{ printf "- `%s`: %d uses\n", substr($2, 3), $1 }')

## Convert

### Route 1: every use rewritten

\`init-for-compiler convert .\`:

$(sed 's/^/    /' "$F/converted.convert.err")

It changed $(lines "$F/changed-converted.txt") files. Afterwards \`scan\` finds
$(lines "$F/sites.txt") annotation sites ($(grep -vc 'ASSIGN_FOR_COMPILER' <(cut -d: -f1,2 "$F/sites.txt" | while IFS=: read -r f l; do sed -n "${l}p" "$F/converted/$f"; done) || true)
\`INIT_FOR_COMPILER()\`, $(lines "$F/assign-sites-converted.tsv") \`ASSIGN_FOR_COMPILER()\`) and
$(lines "$F/left-converted.txt") sites of the old kinds; the definition of
\`av_uninit\` is still there (convert never deletes one: it is FFmpeg's public API).

A use written in a \`#define\` body (libavfilter/af_aecho.c, the \`ECHO\`
macro, expanded 4 times) and the uses in templates that other files
include (\`ac3enc_template.c\` by \`ac3enc_fixed.c\` and \`ac3enc_float.c\`,
\`ffv1enc_template.c\` twice by \`ffv1enc.c\`), after route 1:

$(for f in libavfilter/af_aecho.c libavcodec/ac3enc_template.c libavcodec/ffv1enc_template.c; do
	grep -n 'INIT_FOR_COMPILER' "$F/converted/$f" | sed -E "s|^([0-9]+):[ \t]*|- \`$f:\1\`: \`|; s|[ \t]*\\\\?\$|\`|; s/[ \t]+/ /g"
	inc=$(grep -n '^#include <init_for_compiler.h>' "$F/converted/$f" | head -1 | cut -d: -f1)
	above=$(head -n $((inc - 1)) "$F/converted/$f" | grep -v '^[[:space:]]*$' | tail -1)
	case $above in
	'#include'*) printf -- '- `%s`: the `#include` at line %s, after `%s`\n' "$f" "$inc" "$above" ;;
	*) printf -- '- `%s`: the `#include` at line %s, above `%s` (the file has no `#include` of its own before its first site)\n' \
		"$f" "$inc" "$(sed -n "$((inc + 1)),\$p" "$F/converted/$f" | grep -v '^[[:space:]]*$' | head -1)" ;;
	esac
done)

### Route 2: only the definition rewritten

\`init-for-compiler convert --definitions .\`:

$(sed 's/^/    /' "$F/definitions.convert.err")

It changed $(lines "$F/changed-definitions.txt") file(s): $(sed 's/^Files \(.*\) and .* differ$/`\1`/' "$F/changed-definitions.txt" | paste -sd, | sed 's/,/, /g'). The patch:

$(diff -u "$pristine/libavutil/attributes.h" "$F/definitions/libavutil/attributes.h" |
	sed -e "s|$pristine/||; s|$F/definitions/||" -e 's/^/    /')

Every use stays \`av_uninit(x)\`, and with gcc and clang now expands to
\`INIT_FOR_COMPILER(x)\`: the route for code that cannot touch its uses
(the programs that include FFmpeg's installed headers). Other compilers
keep the bare \`x\` of the \`#else\` branch.

## The objects that hold sites

The objects whose dependency file (\`.d\`) in the gcc-12 build of the
whole tree names a file with a use: $nobjs objects, for the $nx86 uses
compiled on x86 and the comment-init sites of the same files (the column
counts a file's uses and comment-init sites once for each object that
compiles it: $(objtable | awk -F'(' '{ for (i = 2; i <= NF; i++) { split($i, a, ")"); n += a[1] } } END { print n + 0 }') in all) ($(if cmp -s <(sort "$F/object-files.txt") <(sort "$F/object-files.built.txt"); then
	echo "the same pairs as the sources' own \`#include \"x.c\"\` lines give, for the objects this build makes"
else
	echo "**not** what the sources' \`#include \"x.c\"\` lines give: \`$F/object-files.sources.txt\`"
fi); \`libavformat/tests/seek.o\` is FATE's \`seek-test\`, built by \`make fate\`):

| object | files with uses (uses) |
|---|---|
$(objtable)

## Builds: the converted trees build what the original built

The $nobjs objects, built in audit mode with each compiler, for each tree.
Objects: every \`.o\` in the build directory after \`make OBJECTS\`.
Warnings and errors: those of the two logs, compared by object, file and
message (line and column left out; as multisets). "New" lines are in the
converted build only; the audit's own are its marker (a clang warning, a gcc
note, so not counted here) and the uninitialized warnings it turns on.

| tree | compiler | objects (original / tree) | same | warnings and errors (original / tree) | new: audit marker | new: uninitialized | new: unused site | new: other | gone | configure, make (original; tree) |
|---|---|---|---|---|---|---|---|---|---|---|
$(for tree in converted definitions; do
	for cc in $COMPILERS; do
		c=$cmpdir/$tree-$cc
		same=yes; [ -s "$c.objects-diff" ] && same=no
		printf '| %s | %s | %s / %s | %s | %s / %s | %s | %s | %s | %s | %s | %s s, %s s; %s s, %s s |\n' \
			"$tree" "$cc" "$(lines "$F/logs/audit/original/$cc.log.objects")" "$(lines "$F/logs/audit/$tree/$cc.log.objects")" \
			"$(yesno $same)" "$(lines "$cmpdir/original-$cc")" "$(lines "$c")" \
			"$(lines "$c.new-marker")" "$(lines "$c.new-uninit")" "$(lines "$c.new-unused")" \
			"$(if [ -s "$c.new-other" ]; then echo "**$(lines "$c.new-other")**"; else echo 0; fi)" \
			"$(lines "$c.gone")" \
			"$(csecs audit original "$cc")" "$(bsecs audit original "$cc")" "$(csecs audit "$tree" "$cc")" "$(bsecs audit "$tree" "$cc")"
	done
done)

Per object, the warnings and errors of each compiler's build, original /
route 1 / route 2 (the audit's uninitialized warnings included, its marker
not):

| object | gcc-12 | clang-19 | gcc-16 | clang-22 |
|---|---|---|---|---|
$(for cc in $COMPILERS; do for t in original converted definitions; do
	f=$cmpdir/$t-$cc; [ "$t" = original ] || f=$cmpdir/$t-$cc
	grep -vE 'init-for-compiler: audit build' "$f" | perobj /dev/stdin | sed "s|^|$cc $t |"
done; done >"$cmpdir/perobj.txt"
while read -r o; do
	printf '| `%s` |' "$o"
	for cc in $COMPILERS; do
		printf ' %s |' "$(for t in original converted definitions; do
			awk -v c="$cc" -v t="$t" -v o="$o" '$1 == c && $2 == t && $3 == o { n = $4 } END { print n + 0 }' "$cmpdir/perobj.txt"
		done | paste -sd/ | sed 's|/| / |g')"
	done
	echo
done <"$F/objects.txt")
$(other=$(for c in "$cmpdir"/*.new-other; do [ -s "$c" ] && sed "s|^|${c##*/}: |" "$c"; done)
if [ -n "$other" ]; then
	echo
	echo "The new lines that are not the audit's own:"
	echo
	echo "$other" | sed 's/^/    /'
fi
unused=$(for c in "$cmpdir"/*.new-unused; do [ -s "$c" ] && sed "s|^|${c##*/}: |" "$c"; done)
if [ -n "$unused" ]; then
	echo
	echo "\"Unused\" warnings on a site's variable, which \`x=x\` hid (it reads the"
	echo "variable) and \`INIT_FOR_COMPILER()\` keeps on purpose:"
	echo
	echo "$unused" | sed 's/\.new-unused//; s/^/    /'
fi
gone=$(for c in "$cmpdir"/*.gone; do [ -s "$c" ] && sed "s|^|${c##*/}: |" "$c"; done)
if [ -n "$gone" ]; then
	echo
	echo "The lines of the original builds that the converted builds no longer print:"
	echo
	echo "$gone" | sed 's/\.gone//; s/^/    /'
	if echo "$gone" | grep -q 'uninitiali'; then
		echo
		echo "An uninitialized warning there is on the original's \`x=x\` itself, a read of"
		echo "the variable in its own initializer, which that compiler no longer takes"
		echo "for a silencer at that site; \`INIT_FOR_COMPILER(x)\` in an audit build"
		echo "declares the variable and reads nothing."
	fi
fi)
$(for cc in $COMPILERS; do
	[ -s "$cmpdir/routes-$cc.diff" ] || continue
	# the lines only route 1 prints, on the variable of a comment-init or
	# comment-assign site (x of x, *x, x.m, x[i]) in one of the object's
	# files, are route 1's own: it converts those sites
	other=$(grep '^[<>]' "$cmpdir/routes-$cc.diff" | awk -v ci="$F/comment-init.txt" -v ca="$F/comment-assign.txt" -v of="$F/object-files.txt" '
		function add(file,   l, p, f, v) {
			while ((getline l < file) > 0) { split(l, p, " "); f = p[1]; sub(/^\.\//, "", f); sub(/:.*/, "", f)
				v = p[2]; sub(/^[(*]+/, "", v); sub(/[^A-Za-z_0-9].*/, "", v); site[v] = site[v] " " f " " } }
		BEGIN { while ((getline l < of) > 0) { split(l, p, " "); files[p[1]] = files[p[1]] " " p[2] " " }
			add(ci); add(ca) }
		{ if ($1 != "<") { print; next }
		  o = $2; sub(/:$/, "", o); n = ""
		  if (match($0, /\047[A-Za-z_0-9.]+\047/)) { n = substr($0, RSTART + 1, RLENGTH - 2); sub(/\..*/, "", n) }
		  ok = 0; m = split(site[n], fs, " ")
		  for (i = 1; i <= m; i++) if (index(files[o], " " fs[i] " ")) ok = 1
		  if (!ok) print }')
	if [ -z "$other" ]; then
		printf '\nWith %s, route 1 prints %s warnings more than route 2, all on the variables of comment-init and comment-assign sites, which route 1 converts and route 2 leaves as they are (`compare/routes-%s.diff`).\n' \
			"$cc" "$(grep -c '^<' "$cmpdir/routes-$cc.diff")" "$cc"
	else
		printf '\nWith %s, **route 1 and route 2 differ beyond the comment-init and comment-assign sites** (`compare/routes-%s.diff`):\n\n' "$cc" "$cc"
		echo "$other" | sed 's/^/    /'
	fi
done; true)

## Audit

Each verdict of the tool, for each log alone and for the four together,
compared with the separate reading of the same log(s) (for the four
together, the reading's rule: $vword when one log says so, else stale when
one does, else unknown). Route 1's sites are the \`INIT_FOR_COMPILER()\`
and \`ASSIGN_FOR_COMPILER()\` lines, route 2's the \`av_uninit()\` uses,
which the tool reads as legacy sites.

| tree | logs | $vword | of which definite | stale | unknown | equal to the separate reading | audit time |
|---|---|---|---|---|---|---|---|
$(for tree in converted definitions; do
	for x in $COMPILERS all; do
		t=$vdir/tool-audit-$tree-$x.txt
		printf '| %s | %s | %s | %s | %s | %s | %s | %s s |\n' "$tree" \
			"$(if [ "$x" = all ]; then echo "all four"; else echo "$x"; fi)" \
			"$(count "$t" needed)" "$(definite "$vdir/audit-$tree-$x.out")" "$(count "$t" stale)" \
			"$(count "$t" unknown)" "$(agreed "audit-$tree-$x")" "$(secs "$vdir/audit-$tree-$x")"
	done
done)

$(u=$(grep ' unknown: ' "$vdir/tool-audit-converted-all.txt" | cut -d: -f1 | sort -u)
ppc=$(awk '{ print $1 }' "$F/grep-uses.txt" | grep -vxF -f <(awk '{ print $1 }' "$F/sites-x86.txt") | cut -d: -f1 | sed 's|^\./||' | sort -u)
if [ -n "$u" ] && [ "$u" = "$ppc" ]; then
	echo "The unknown sites are the $((nsites - nx86)) uses in the files only PowerPC builds compile (above): no object of these builds holds them."
elif [ -n "$u" ]; then
	echo "The unknown sites are in: $(echo "$u" | paste -sd' ')."
fi)

$(for x in $COMPILERS all; do
	# route 2's verdicts against route 1's, by the pristine place, for the
	# uses of av_uninit (route 1 also converts the comment-init and
	# comment-assign sites, which route 2 leaves as they are)
	awk 'NR == FNR { p[$1 " " $3] = $2; next } { k = $1; sub(/:$/, "", k); print p[k " " $3] ": " $2 " " $3 }' \
		"$F/sites-converted.map" "$vdir/tool-audit-converted-$x.txt" |
		awk -v u="$F/grep-uses.txt" 'BEGIN { while ((getline l < u) > 0) { split(l, p, " "); f = p[1]
				sub(/^\.\//, "", f); sub(/:[0-9]+$/, "", f); use[f " " p[2]] = 1 } }
			{ k = $1; sub(/:$/, "", k); if ((k " " $3) in use) print }' | sort >"$vdir/routes-$x.1"
	sed 's/^\([^ ]*\): \([a-z]*:\) \(.*\)/\1: \2 \3/' "$vdir/tool-audit-definitions-$x.txt" | sort >"$vdir/routes-$x.2"
	if cmp -s "$vdir/routes-$x.1" "$vdir/routes-$x.2"; then echo "$x:same"; else echo "$x:differ"; fi
done | awk -F: '{ if ($2 == "same") s = s " " $1; else d = d " " $1 }
	END { if (d == "") print "Route 2 gets the same verdict as route 1 for every use of av_uninit, with each compiler and with the four together."
		else print "Route 2 and route 1 differ (`audit/routes-*.1`, `.2`) for:" d "." }')

The tool's own count of the sites every compiler warns on: "$(every_tool "$vdir/audit-converted-all.err") warned by
every compiler" (route 1), "$(every_tool "$vdir/audit-definitions-all.err")" (route 2). The triage below reads each one.

### Per site

Verdicts per compiler (r $vword, R definite, s stale, s# stale and inside an
\`#if\`, u unknown), route 1, by the site's place in the pristine tree, and
the first warning that names it:

| site | gcc-12 clang-19 gcc-16 clang-22 | what a compiler says |
|---|---|---|
$(letter() {	# letter CC TREEFILE LINE NAME
	v=$(grep -E "^$2:$3:[0-9]+: [a-z]+[^:]*: $(ere "$4"):" "$vdir/audit-converted-$1.out.rel" | head -1)
	case $v in
	*": needed"*definite*|*": review"*definite*) echo R ;;
	*": needed"*|*": review"*) echo r ;;
	*": stale"*"(inside #"*) echo 's#' ;;
	*": stale"*) echo s ;;
	*": unknown"*) echo u ;;
	*) echo '?' ;;
	esac
}
while read -r t p n; do
	f=${t%%:*} l=${t##*:}
	c=""
	for cc in $COMPILERS; do c="$c $(letter "$cc" "$f" "$l" "$n")"; done
	w=""
	for cc in $COMPILERS; do
		[ -n "$w" ] || w=$(grep -E "^$f:$l:[0-9]+: (needed|review)[^:]*: $(ere "$n"):" "$vdir/audit-converted-$cc.out.rel" | head -1 |
			sed -E 's/.*: (warning|error): //; s/ \[-W[^]]*\].*$//' | cut -c1-80 |
			sed "s/\xe2\x80[\x98\x99]/'/g; s/|/\\\\|/g" | sed "s/^/$cc: /")
	done
	printf '| %s `%s` |%s | %s |\n' "$p" "$n" "$c" "$w"
done <"$F/sites-converted.map")

## The project's own -Wno-maybe-uninitialized

FFmpeg's configure adds \`-Wno-maybe-uninitialized\` for gcc
(\`enabled extra_warnings || check_disable_warning -Wno-maybe-uninitialized\`).
The audit builds above keep it; in audit mode the header turns the
uninitialized warnings back on with \`#pragma GCC diagnostic\` (clang:
\`#pragma clang diagnostic\`) after the command line, and for all of each
unit because the audit builds put the header first (\`-include
init_for_compiler.h\`, added to \`CFLAGS\` in \`ffbuild/config.mak\` after
configure; without it gcc keeps the warning off in the macros of the
headers before convert's \`#include\`, and the tool calls gcc's silence
there no evidence: [audit.md](audit.md#1-build-in-audit-mode-once-per-compiler)).
The \`nowarn\` builds are the same converted tree and objects with the
flag taken out of \`ffbuild/config.mak\` after configure, and the header
where convert put it. Sites each compiler warns on (the tool's count, and
the separate reading's):

| compiler | the flag in configure's CFLAGS | $vword with the project's flags | without the flag | sites that warn only without it | equal to the separate reading (without) |
|---|---|---|---|---|---|
$(for cc in $COMPILERS; do
	ta=$vdir/tool-audit-converted-$cc.txt tb=$vdir/tool-nowarn-converted-$cc.txt
	only=$(comm -13 <(awk '$2 == "needed:"' "$ta" | sort) <(awk '$2 == "needed:"' "$tb" | sort) | awk '{ print $1 " " $3 }' | sed 's/: / /' |
		awk 'NR == FNR { p[$1 " " $3] = $2; next } { printf "`%s` `%s` ", p[$1 " " $2], $2 }' "$F/sites-converted.map" -)
	printf '| %s | %s | %s (reading: %s) | %s (reading: %s) | %s | %s |\n' "$cc" \
		"$(case $(cat "$F/logs/nowarn/converted/$cc.log.nowarn") in removed) echo "yes (taken out)" ;; *) echo "no: nothing to take out" ;; esac)" \
		"$(count "$ta" needed)" "$(grep -c ': needed: ' "$vdir/reader-audit-converted-$cc.txt" || true)" \
		"$(count "$tb" needed)" "$(grep -c ': needed: ' "$vdir/reader-nowarn-converted-$cc.txt" || true)" \
		"${only:-none}" "$(agreed "nowarn-converted-$cc")"
done)

$(n=0; for cc in $COMPILERS; do
	ta=$vdir/tool-audit-converted-$cc.txt tb=$vdir/tool-nowarn-converted-$cc.txt
	cmp -s "$ta" "$tb" || n=$((n + 1))
done
if [ $n = 0 ]; then
	echo "With every compiler the audit finds the same sites with FFmpeg's flags and"
	echo "the header first as without the flag: the header's pragmas win over"
	echo "\`-Wno-maybe-uninitialized\`."
else
	echo "**With $n compiler(s) the project's flags change what the audit finds** (above):"
	echo "there the command line wins over the header's pragmas."
fi)

## The whole tree and FATE

FFmpeg built whole (\`make all\`, in each normal build's directory), then
\`make -k -j$JOBS fate\` without \`SAMPLES\`: FATE's tests that need no
sample files (they make their own inputs: \`tests/data/vsynth1.yuv\`, the
\`asynth\` waves, ...). \`make fate-list\` names $(lines "$F/logs/fate/list-nosamples.txt") such
tests, and $(lines "$F/logs/fate/list-samples.txt") with \`SAMPLES\` set: this run is
$(awk -v a="$(lines "$F/logs/fate/list-nosamples.txt")" -v b="$(lines "$F/logs/fate/list-samples.txt")" 'BEGIN { printf "%.0f", 100 * a / b }')% of them.
Each test writes \`tests/data/fate/TEST.rep\` (\`TEST:STATUS:...\`); the
results below are those files.$(for cc in $WHOLE; do
	r=$F/logs/fate/original/$cc.log.results
	miss=$(comm -23 "$F/logs/fate/list-nosamples.txt" <(cut -d: -f1 "$r" | sed 's/^/fate-/' | sort) | paste -sd' ')
	[ -n "$miss" ] || continue
	printf " With %s, \`make fate\` ran every test of the list but \`%s\`" "$cc" "$miss"
	if [ "$miss" = fate-hwdevice ]; then
		printf '%s' ", which tests/Makefile adds to the list (\`FATE += \$(FATE_HW-yes)\`) after \`fate::\` took its prerequisites: \"Tests requiring hardware support are not included in a default fate run\"."
	else
		printf '.'
	fi
	break
done)
$(not_run_whole)

| compiler | tree | configure (converted: the copy) | make all | FATE tests | passed | failed | make fate |
|---|---|---|---|---|---|---|---|
$(for cc in $WHOLE; do for tree in original converted; do
	r=$F/logs/fate/$tree/$cc.log.results
	printf '| %s | %s | %s s | %s s | %s | %s | %s | %s s |\n' "$cc" "$tree" "$(csecs normal "$tree" "$cc")" \
		"$(bsecs normal "$tree" "$cc")" "$(lines "$r")" "$(grep -c ':0$' "$r" || true)" \
		"$(grep -vc ':0$' "$r" || true)" "$(cat "$F/logs/fate/$tree/$cc.log.seconds")"
done; done)

$(for cc in $WHOLE; do
	d=$F/logs/normal/converted/$cc.recompiled-diff
	if [ -s "$d" ]; then
		echo "$cc: **the converted build compiled other objects than the $nobjs that hold sites** (\`<\` compiled, \`>\` holds sites):"
		echo; sed 's/^/    /' "$d"; echo
	else
		echo "$cc: the converted build (the copy) compiled exactly the $nobjs objects that hold sites, no other, and linked again."
	fi
	echo
	fc=$F/logs/normal/converted/$cc.fresh-configure
	if [ ! -s "$fc.diff" ]; then
		echo "$cc: the converted tree configured afresh, with the original build's configure line, writes the same $(lines "$fc.files") files as the copy holds, byte for byte (\`config.log\` aside), in $(cat "$fc.seconds") s: the copy is what a fresh configure of the converted tree gives."
	else
		echo "$cc: **the converted tree configured afresh writes other files than the copy holds** (\`-\` the copy, \`+\` afresh):"
		echo; sed 's/^/    /' "$fc.diff"; echo
	fi
	echo
	case $same_fate in
	*" $cc:yes"*) echo "$cc: the same $(lines "$F/logs/fate/original/$cc.log.results") results, test by test (the two lists of \`TEST:STATUS\` compare equal: \`logs/fate/$cc.diff\` is empty)." ;;
	*) echo "$cc: **the results differ**:"; echo; sed 's/^/    /' "$F/logs/fate/$cc.diff"; echo ;;
	esac
	fails=$(grep -v ':0$' "$F/logs/fate/original/$cc.log.results" | cut -d: -f1 | paste -sd' ')
	[ -z "$fails" ] || echo "The tests that fail, before as after ($cc): \`$fails\`."
	echo
done)

## What the zeros cost

### Size

\`size\` of each library (\`size -t\`: the total of its objects) and of the
\`ffmpeg\` program, the normal builds:

$(not_run_whole)

| compiler | file | text (original / converted) | difference | data | bss |
|---|---|---|---|---|---|
$(for cc in $WHOLE; do
	paste -d' ' <(sizes "$cc" original) <(sizes "$cc" converted) |
	awk -v cc="$cc" '{ printf "| %s | %s | %d / %d | %+d (%+.4f%%) | %+d | %+d |\n", cc, $1, $2, $7, $7 - $2, 100 * ($7 - $2) / $2, $8 - $3, $9 - $4 }'
done)

### Speed

$(not_run_whole)

Each benchmark is one \`ffmpeg_g\` command (the unstripped program of the
normal builds; \`-nostdin -hide_banner -loglevel error -filter_threads 1\`,
and \`-threads 1\` for the codec), run in \`$bdir/in\` on FATE's own generated
inputs, \`tests/data/vsynth1.yuv\` (352x288, 4:2:0) and
\`tests/data/asynth-44100-2.wav\`, converted once by the original gcc-12
build into what each codec takes:

| benchmark | the sites it runs | arguments |
|---|---|---|
$(while IFS=@ read -r name sites args; do printf '| %s | %s | `%s` |\n' "$name" "$sites" "${args//|/\\|}"; done <<<"$BENCH")

The primary figure is the number of instructions the program executes,
counted by \`valgrind --tool=callgrind\`: it does not depend on the
machine's load (this machine is shared with other builds while these
runs go), but for the code that runs by the clock: ffmpeg's progress
report, which a slower run prints more often (below), so that even the
control benchmark differs. Each
benchmark ran $CG_REPS times per tree, the two trees alternating; "spread"
is the largest difference between two runs of the same build.$(for cc in $WHOLE; do
	if grep -q strip-debug "$bdir/cg/$cc-original.binary" "$bdir/cg/$cc-converted.binary" 2>/dev/null; then
		printf ' With %s, callgrind ran a copy of each `ffmpeg_g` without its debug sections (`objcopy --strip-debug`: the same code, its functions named by the symbol table): Debian 12'"'"'s valgrind (%s) gives up on %s'"'"'s DWARF 5 ("unhandled dwarf2 abbrev form code 0x25", `DW_FORM_strx1`, then "Possibly corrupted debuginfo file ... Giving up") and runs nothing.' \
			"$cc" "$(valgrind --version | sed 's/^valgrind-//')" "$cc"
	fi
done)

$(python3 - "$bdir" "$BENCH" "$WHOLE" <<'PY'
import sys, collections
bdir, bench = sys.argv[1], sys.argv[2]
names = [l.split('@')[0] for l in bench.splitlines() if l.strip()]
for cc in sys.argv[3].split():
    ir = collections.defaultdict(list)
    for l in open(f'{bdir}/callgrind-{cc}.txt'):
        n, t, r, v = l.split()
        ir[(n, t)].append(int(v))
    print(f'{cc}:\n')
    print('| benchmark | instructions, original | converted | difference | spread (original; converted) |')
    print('|---|---|---|---|---|')
    for n in names:
        a, b = ir[(n, 'original')], ir[(n, 'converted')]
        ma, mb = sorted(a)[len(a) // 2], sorted(b)[len(b) // 2]
        print(f'| {n} | {ma:,} | {mb:,} | {mb - ma:+,} ({100 * (mb - ma) / ma:+.4f}%) | {max(a) - min(a):,}; {max(b) - min(b):,} |')
    print()
PY
)

Where the instructions go: for each benchmark, the functions whose count
differs most between the two builds (the first run of each; a function's
count summed over the files callgrind gives for it, its inlined code
included; FFmpeg's assembly functions, which callgrind names only by their
address, left out: their addresses move between the two builds). The same
build differs from run to run by the spread above, so a difference of that
order is noise: most of it is ffmpeg's progress report (\`vfprintf\` and
the functions under it), which ffmpeg prints by the clock, not by the
frame, so that a slower run prints it more often (these runs did not pass
\`-nostats\`). A site's function is where a zero would cost.

$(python3 - "$bdir" "$BENCH" "$WHOLE" "$F" <<'PY'
import sys, re, collections
bdir, bench = sys.argv[1], sys.argv[2]
lines = [l.split('@') for l in bench.splitlines() if l.strip()]
pat = re.compile(r'^\s*([\d,]+)\s+\(\s*[\d.]+%\)\s+(\S.*?)(\s+\[[^]]*\])?\s*$')
def funcs(f):
    d = collections.Counter()
    for l in open(f):
        m = pat.match(l)
        if not m or m.group(2).startswith(('=>', '*')) or ':' not in m.group(2) \
                or m.group(2).rsplit(':', 1)[1].startswith('0x'):
            continue
        d[m.group(2).rsplit(':', 1)[1]] += int(m.group(1).replace(',', ''))
    return d
def runs(cc):
    ir = collections.defaultdict(list)
    for l in open(f'{bdir}/callgrind-{cc}.txt'):
        n, t, r, v = l.split()
        ir[(n, t)].append(int(v))
    return ir
print('| compiler | benchmark | the sites it runs | function | original | converted | difference |')
print('|---|---|---|---|---|---|---|')
above = []
import os
# vsynth1.yuv: 352x288 4:2:0 frames
pixels = os.path.getsize(f'{bdir}/in/vsynth1.yuv') // (352 * 288 * 3 // 2) * 352 * 288
F = sys.argv[4]
frames = os.path.getsize(f'{bdir}/in/vsynth1.yuv') // (352 * 288 * 3 // 2)
import subprocess, difflib, tempfile, functools
@functools.lru_cache(maxsize=None)
def defined(cc):
    # the functions ffmpeg_g defines (its symbol table)
    out = subprocess.run(['nm', '--defined-only', f'{F}/build/normal-{cc}-original/ffmpeg_g'],
                         capture_output=True, text=True).stdout
    return frozenset(l.split()[-1] for l in out.splitlines() if len(l.split()) == 3)
def disasm(cc, tree, obj, k):
    # k's instructions in OBJ of a normal build, addresses and jump
    # targets taken out: two builds compare line by line
    out = subprocess.run(['objdump', '-d', '--no-show-raw-insn', f'--disassemble={k}',
                          f'{F}/build/normal-{cc}-{tree}/{obj}'], capture_output=True, text=True).stdout
    ins = []
    for l in out.splitlines():
        m = re.match(r'^\s+[0-9a-f]+:\t(.*)$', l)
        if m:
            ins.append(re.sub(r'[0-9a-f]+ <[^>]*>', 'L', m.group(1)).strip())
    return ins
def where(cc, k, sites):
    # the object, of those that hold sites, that defines k; where several
    # do, the one named by the benchmark's sites
    objs = [o for o in open(f'{F}/objects.txt').read().split()
            if re.search(r'\s[tT] ' + re.escape(k) + r'$', subprocess.run(['nm', f'{F}/build/normal-{cc}-original/{o}'],
                         capture_output=True, text=True).stdout, re.M)]
    named = [o for o in objs if o.rsplit('/', 1)[1][:-2] in sites]
    return (named or objs or [None])[0]
def why(cc, n, k, d, sites):
    # the reading of the two that differ: the function's code in both
    # builds, then what this run's sites make of it
    obj = where(cc, k, sites)
    if not obj:
        if k not in defined(cc):
            return (f' `{k}` is not in `ffmpeg_g` but in a shared library (the C library\'s: ffmpeg\'s'
                    f' progress report, above), and holds no site.')
        return ''
    a, b = disasm(cc, 'original', obj, k), disasm(cc, 'converted', obj, k)
    sm = difflib.SequenceMatcher(None, a, b, autojunk=False)
    added = [l for op, i1, i2, j1, j2 in sm.get_opcodes() if op == 'insert' for l in b[j1:j2]]
    # what diff(1) finds: the lines of each that are not in the other
    with tempfile.TemporaryDirectory() as t:
        open(f'{t}/a', 'w').write('\n'.join(a) + '\n'); open(f'{t}/b', 'w').write('\n'.join(b) + '\n')
        dl = subprocess.run(['diff', f'{t}/a', f'{t}/b'], capture_output=True, text=True).stdout.splitlines()
    gone, new = sum(l.startswith('< ') for l in dl), sum(l.startswith('> ') for l in dl)
    stack = lambda v: sum('(%rsp)' in l for l in v)
    fact = (f' In `{obj}`, `{k}` has {len(a):,} instructions in the original build and {len(b):,} in the converted;'
            f' diff finds {gone:,} line{"s" if gone != 1 else ""} of the first and {new:,} of the second that are'
            f' not in the other (accesses to the stack: {stack(a):,} and {stack(b):,})')
    blocks = frames * (352 // 16) * (288 // 16) * 6
    if len(b) == len(a) + 1 and len(added) == 1 and re.match(r'movl\s+\$0x0,(0x[0-9a-f]+)?\(%rsp\)$', added[0]) \
            and n.endswith('-dec') and d == blocks:
        return (fact + f', and the one instruction the converted build adds is the zero, `{added[0]}`,'
                f' a store to the variable\'s slot on the stack: the site\'s `dc_pred_dir` lives in memory, because'
                f' its address goes to the DC prediction. It runs once a call: {d:+,} is one instruction per'
                f' block decoded ({frames} frames of 396 macroblocks of 6 blocks: {blocks:,}).')
    if n == 'ffv1-enc':
        into = '' if k == 'encode_rgb_frame' else f', which {cc} inlines into `{k}()`'
        return (fact + f'. The site is `a` in the loop over the pixels of `encode_rgb_frame()`{into}. On this'
                f' input (8-bit BGRA, the `lbd` branch) every pixel sets `a` from the pixel, so the zero is'
                f' overwritten each time: what differs is not the store but the code {cc} made of the function'
                f' with it, {d / pixels:+.2f} instructions per pixel ({pixels:,} pixels).')
    if n == 'qtrle-enc' and k == 'qtrle_encode_frame':
        return (fact + f'. The site is `repeatcount` in `qtrle_encode_line()`, which {cc} inlines into'
                f' `qtrle_encode_frame()`: with the zero, {cc} made code for that loop that executes fewer'
                f' instructions. A zero changes the code around it both ways; the store itself runs once a line.')
    return (fact + f': with the zero, {cc} allocated registers and stack slots differently in the function that'
            f' holds the site, which moves the count either way.')
for cc in sys.argv[3].split():
    ir = runs(cc)
    for n, sites, args in lines:
        a = funcs(f'{bdir}/cg/{cc}-{n}-original-1.annotate')
        b = funcs(f'{bdir}/cg/{cc}-{n}-converted-1.annotate')
        d = sorted(set(a) | set(b), key=lambda k: -abs(b[k] - a[k]))[:3]
        for k in d:
            if b[k] != a[k]:
                print(f'| {cc} | {n} | {sites} | `{k}` | {a[k]:,} | {b[k]:,} | {b[k] - a[k]:+,} |')
        o, c = sorted(ir[(n, 'original')]), sorted(ir[(n, 'converted')])
        mo, mc = o[len(o) // 2], c[len(c) // 2]
        spread = max(o[-1] - o[0], c[-1] - c[0])
        if abs(mc - mo) > spread:
            k = d[0]
            above.append(f'- {cc}, {n}: {mc - mo:+,} instructions ({100 * (mc - mo) / mo:+.3f}%), the spread {spread:,}; '
                         f'`{k}` differs most ({b[k] - a[k]:+,}); the sites it runs: {sites}.' + why(cc, n, k, b[k] - a[k], sites))
print()
if above:
    print('The differences larger than the spread of their runs:')
    print()
    print('\n'.join(above))
else:
    print('No difference is larger than the spread of its runs.')
PY
)

$(if [ "$HF_ROUNDS" = 0 ]; then
	echo "Wall time was not measured in this run (HF_ROUNDS=0): on this machine,"
	echo "2 cores shared with other builds the whole time, a wall-time difference"
	echo "between two builds of the same code is the load's, not the code's; the"
	echo "instruction counts above are the figure."
else
	cat <<HF
The secondary figure is wall time, by \`hyperfine -N\` ($HF_ROUNDS rounds;
in each, one warm-up and $HF_RUNS runs of each build, the original first in
odd rounds and the converted first in even ones). The two time columns
are the medians over the rounds of each build's mean, and "difference" is
theirs (converted / original - 1), so that it points the way they do;
"rounds" gives the smallest and largest of the per-round ratio, the noise
this machine adds:

HF
	python3 - "$bdir" "$BENCH" "$HF_ROUNDS" "$WHOLE" <<'PY'
import sys, json
bdir, bench, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
names = [l.split('@')[0] for l in bench.splitlines() if l.strip()]
print('| benchmark | compiler | original (median of round means) | converted | difference | rounds |')
print('|---|---|---|---|---|---|')
def med(v):
    v = sorted(v); n = len(v)
    return v[n // 2] if n % 2 else (v[n // 2 - 1] + v[n // 2]) / 2
for n in names:
    for cc in sys.argv[4].split():
        o, c, r = [], [], []
        for i in range(1, rounds + 1):
            res = {x['command']: x['mean'] for x in json.load(open(f'{bdir}/hyperfine-{cc}/{n}-{i}.json'))['results']}
            o.append(res['original']); c.append(res['converted']); r.append(res['converted'] / res['original'] - 1)
        print(f'| {n} | {cc} | {1000 * med(o):.1f} ms | {1000 * med(c):.1f} ms | {100 * (med(c) / med(o) - 1):+.2f}% | {100 * min(r):+.2f}% to {100 * max(r):+.2f}% |')
PY
fi)

## Triage: the sites every compiler still warns on

$(triage_section "$vdir/triage.diff" "every compiler warns on" \
	"The $(lines "$vdir/every.txt") sites that gcc-12, clang-19, gcc-16 and clang-22 all warn on (route 1, FFmpeg's own flags), read one by one, by their place in the pristine tree; the script checks that this list is exactly that set." \
	"$TRIAGE")

### The reproducer

$(if [ -z "$WHOLE" ]; then
	echo "Not run: no whole-tree build in this run."
else
	cc=${WHOLE%% *}
	echo "Run with \`ffmpeg_g\` of the $cc normal builds, as the benchmarks (above),"
	echo "natively and under \`valgrind --track-origins=yes\` (memcheck):"
	echo
	echo "| reproducer | tree | output | exit status | valgrind errors |"
	echo "|---|---|---|---|---|"
	while IFS=@ read -r name args; do
		for tree in original converted; do
			IFS='|' read -r o st v <<<"$(repro "$cc" "$tree" "$name" "$args")"
			printf '| %s | %s | `%s` | %s | %s |\n' "$name" "$tree" "$o" "$st" "$v"
		done
	done <<<"$REPROS"
	echo
	while IFS=@ read -r name args; do
		printf -- '- %s: `ffmpeg_g -nostdin -hide_banner -loglevel error -filter_threads 1 %s`\n' "$name" "$args"
	done <<<"$REPROS"
fi)


## Triage: the sites only some compilers warn on

$(triage_section "$vdir/triage-some.diff" "only some compilers warn on" \
	"The $(lines "$vdir/some.txt") sites that one to three of the four compilers warn on, read one by one as above: $(grep -c '^\*\*Wrong' "$TRIAGE_SOME") wrong, $(grep -c '^\*\*Right' "$TRIAGE_SOME") right, $(grep -c '^\*\*Not settled' "$TRIAGE_SOME" || true) not settled. The script checks that this list is exactly that set." \
	"$TRIAGE_SOME")
## Reproduce

Wall times on this $(nproc)-core machine, shared with other work while it ran
(\`-j$JOBS\` each; some of these builds, FATE runs and benchmarks ran side
by side): configure $(ls "$F"/logs/*/*/*.log.configure.seconds | wc -l) times,
$(minutes "$F"/logs/*/*/*.log.configure.seconds) together; the $(ls "$F"/logs/audit/*/*.log.seconds "$F"/logs/nowarn/*/*.log.seconds | wc -l) builds of
the $nobjs objects $(minutes "$F"/logs/audit/*/*.log.seconds "$F"/logs/nowarn/*/*.log.seconds); the $(ls "$F"/logs/normal/*/*.log.seconds | wc -l) builds of the whole
tree (the converted ones: make after the copy) $(minutes "$F"/logs/normal/*/*.log.seconds); the $(ls "$F"/logs/fate/*/*.log.seconds | wc -l) FATE runs
$(minutes "$F"/logs/fate/*/*.log.seconds); each audit by the tool at most
$(cat "$vdir"/*.seconds | sort -n | tail -1) s.

    make deps            # gcc-12, clang-19, valgrind, hyperfine, the sid chroot (gcc-16, clang-22)
    make case-study      # this page, after the Linux and BusyBox ones; or alone:
    scripts/case-study-ffmpeg.sh docs/case-study-ffmpeg.md

This page was written with \`WHOLE='$WHOLE' CG_REPS=$CG_REPS HF_ROUNDS=$HF_ROUNDS\` (the defaults:
\`WHOLE='gcc-12 clang-19' CG_REPS=3 HF_ROUNDS=5\`).

The source, the two converted trees (\`converted/\`, \`definitions/\`), the
build directories (\`build/\`), the logs (\`logs/\`), the compared warnings
(\`compare/\`), the tool's outputs and the separate reading (\`audit/\`) and
the benchmarks' inputs and outputs (\`bench/\`) are kept in \`$F\`;
\`REUSE_LOGS=1\` keeps the builds, FATE and benchmark runs and redoes the rest.
<!-- END make case-study -->
EOF
} >"$out_md.tmp"
mv "$out_md.tmp" "$out_md"
say "wrote $out_md"
status=0
case $agree in *:no*) status=1 ;; esac
case $same_fate in *:no*) status=1 ;; esac
[ $triage_ok = yes ] || status=1
[ -s "$F/scan-uses.diff" ] && status=1
for c in "$cmpdir"/*.objects-diff "$cmpdir"/*.new-other; do
	[ -s "$c" ] && { say "differs: $c"; status=1; }
done
exit $status
