#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# scripts/case-study-linux.sh - the audit on the kernel's own code (make case-study).
#
# Debian's linux-source-6.1 holds "keep gcc happy" initializations, tagged by
# comments. This script:
#   1. extracts the tarball once into $CACHE/linux-source-6.1 (pristine);
#   2. scans it for comment-init sites and keeps the files an x86_64 build
#      can reach (not arch/<other>/, scripts/, tools/);
#   3. copies the tree (hard links; convert replaces files by rename, so the
#      pristine tree is never written) and converts those files with
#      `init-for-compiler convert`;
#   4. per compiler, in its own O= directory: allmodconfig and
#      modules_prepare once, then the audit build of the files' objects,
#      quiet, -k -j2, as users get it:
#        LC_ALL=C make O=DIR -k -j2 KCFLAGS="-I<repo>/include
#            -DINIT_FOR_COMPILER_AUDIT=1" <objects>
#      gcc-12 (the kernel's `gcc` of Debian 12) and clang-19 (LLVM=-19) on
#      this machine; the compilers of 2026, gcc-16 (CC=gcc-16) and clang-22
#      (LLVM=-22), in a Debian sid chroot ($CACHE/chroot-sid: a copy of the
#      tests' chroot when make deps built it, else debootstrap), with
#      CONFIG_WERROR off: their new warnings in Linux 6.1's own code would
#      otherwise stop objects the audit needs;
#   5. audits each log alone, the two of each year together and all four,
#      and, for gcc-12, the
#      kernel's own compile_commands.json (scripts/clang-tools/
#      gen_compile_commands.py) through --compile-commands;
#   6. reads each log again with a reader of its own (awk, not the tool):
#      a site is review when a declaration note of the log names its file,
#      line and variable, unknown when make says its object failed, stale
#      when the object was compiled; and compares;
#   7. with TRIMMED=1, writes tests/tool/linux: four of the files and the
#      lines of their compiles from each log (make check's regression test);
#   8. writes docs/case-study-linux.md, and next to it the per-site verdicts
#      as data (case-study-linux.tsv) and as a picture (case-study-linux.svg,
#      by scripts/sites-svg.py), which the page shows; the raw outputs stay
#      in $CACHE.
#
# Usage: scripts/case-study-linux.sh [OUT.md]    (make case-study)
# TRIMMED=1 also rewrites the regression test's logs and files (step 7).
# Environment: CACHE (default /var/cache/init-for-compiler/case-study),
# TOOL (default build/tool/init-for-compiler), JOBS (default 2), COMPILERS
# (default "gcc-12 clang-19 gcc-16 clang-22"), REUSE_LOGS=1 (keep the last
# builds: for work on the later steps).
# Needs: linux-source-6.1, flex, bison, bc, libelf-dev, libssl-dev, gcc-12,
# clang-19, lld-19, llvm-19, python3, debootstrap (make deps installs them),
# root (the chroot). Takes about 40 minutes the first time on 2 cores, about
# 15 once the O= trees and the chroot exist.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
out_md=${1:-$top/docs/case-study-linux.md}
case $out_md in /*) ;; *) out_md=$PWD/$out_md ;; esac
CACHE=${CACHE:-/var/cache/init-for-compiler/case-study}
TOOL=${TOOL:-$top/build/tool/init-for-compiler}
JOBS=${JOBS:-2}
COMPILERS=${COMPILERS:-gcc-12 clang-19 gcc-16 clang-22}
TARBALL=${TARBALL:-/usr/src/linux-source-6.1.tar.xz}
export LC_ALL=C

say() { printf 'case-study: %s\n' "$*" >&2; }
need() {
	for t; do
		command -v "$t" >/dev/null 2>&1 || { say "$t not installed (make deps)"; exit 2; }
	done
}
need make gcc-12 clang-19 ld.lld-19 flex bison bc python3 awk
[ -r "$TARBALL" ] || { say "$TARBALL not installed (make deps: linux-source-6.1)"; exit 2; }
[ -x "$TOOL" ] || { say "$TOOL not built (make)"; exit 2; }
mkdir -p "$CACHE"
pristine=$CACHE/linux-source-6.1
src=$CACHE/src

# 1. the pristine tree, once
if [ ! -f "$pristine/Makefile" ]; then
	say "extracting $TARBALL"
	rm -rf "$pristine.tmp" && mkdir -p "$pristine.tmp"
	tar -C "$pristine.tmp" -xf "$TARBALL"
	mv "$pristine.tmp/linux-source-6.1" "$pristine" && rmdir "$pristine.tmp"
fi

# 2. the sites, and the files an x86_64 build reaches
(cd "$pristine" && "$TOOL" scan --kind=comment-init .) >"$CACHE/comment-init.txt" 2>"$CACHE/scan.err"
grep -vE '^\./(arch/[^x][^/]*|arch/x[^8][^/]*|scripts|tools)/' "$CACHE/comment-init.txt" |
	cut -d: -f1 | sort -u >"$CACHE/files.txt"
# objects: a .c file is its own; a header is the object of the file that
# includes it (kernel/rcu/tree_nocb.h is part of kernel/rcu/tree.c)
sed -e 's|^\./||' -e 's|^kernel/rcu/tree_nocb\.h$|kernel/rcu/tree.c|' -e 's|\.c$|.o|' \
	"$CACHE/files.txt" >"$CACHE/targets.txt"
if grep -v '\.o$' "$CACHE/targets.txt"; then
	say "a header above has no object: add it to the sed line"; exit 2
fi

# 3. the converted copy
if [ -z "${REUSE_LOGS:-}" ]; then
	say "converting $(wc -l <"$CACHE/files.txt") files"
	rm -rf "$src"
	cp -al "$pristine" "$src"
	(cd "$src" && "$TOOL" convert $(cat "$CACHE/files.txt")) >"$CACHE/convert.out" 2>"$CACHE/convert.err"
fi
(cd "$src" && "$TOOL" scan --kind=annotation $(cat "$CACHE/files.txt")) >"$CACHE/sites.txt" 2>/dev/null

# 4. the audit builds, gcc-16 and clang-22 in the sid chroot
# (scripts/case-study-sid.sh: the one the BusyBox study builds in too)
SID_PKGS="gcc-16 clang-22 lld-22 llvm-22 make flex bison bc libelf-dev libssl-dev python3 perl kmod cpio xz-utils"
SID_NEED="/usr/bin/gcc-16 /usr/bin/ld.lld-22 /usr/bin/flex"
. "$top/scripts/case-study-sid.sh"
in_sid() { chroot "$R" /bin/sh -c "cd '$src' && $*"; }
build() {	# build LABEL: the O= tree prepared once, then the audit build
	label=$1
	obj=$CACHE/obj-$label
	case $label in
	gcc-12) run="sh -c"; vars="" ;;
	clang-19) run="sh -c"; vars="LLVM=-19" ;;
	gcc-16) sid_chroot; run=in_sid; vars="CC=gcc-16 HOSTCC=gcc-16" ;;
	clang-22) sid_chroot; run=in_sid; vars="LLVM=-22" ;;
	*) say "unknown compiler $label"; exit 2 ;;
	esac
	if [ ! -f "$obj/.ifc-prepared" ]; then
		say "$label: allmodconfig and modules_prepare in $obj"
		mkdir -p "$obj"
		werror=""
		case $label in gcc-16|clang-22)
			werror="&& ./scripts/config --file '$obj/.config' --disable WERROR &&
				make O='$obj' $vars olddefconfig" ;;
		esac
		$run "cd '$src' && make O='$obj' $vars allmodconfig $werror &&
			make O='$obj' $vars -j$JOBS modules_prepare" >"$CACHE/$label-prepare.log" 2>&1 ||
			{ say "$label: preparing failed, see $CACHE/$label-prepare.log"; exit 1; }
		touch "$obj/.ifc-prepared"
	fi
	(cd "$obj" && rm -f $(cat "$CACHE/targets.txt"))
	say "$label: audit build of $(wc -l <"$CACHE/targets.txt") objects"
	start=$(date +%s)
	$run "cd '$src' && LC_ALL=C make O='$obj' $vars -k -j$JOBS \
		KCFLAGS='-I$top/include -DINIT_FOR_COMPILER_AUDIT=1' $(tr '\n' ' ' <"$CACHE/targets.txt")" \
		>"$CACHE/$label.log" 2>&1 || true
	echo $(( $(date +%s) - start )) >"$CACHE/$label.seconds"
	case $label in
	gcc-12) gcc --version | head -1 ;;
	clang-19) clang-19 --version | head -1 ;;
	gcc-16) in_sid "gcc-16 --version" | head -1 ;;
	clang-22) in_sid "clang-22 --version" | head -1 ;;
	esac >"$CACHE/$label.version"
}
if [ -z "${REUSE_LOGS:-}" ]; then
	for l in $COMPILERS; do
		build "$l"
	done
fi
version() { cat "$CACHE/$1.version"; }

# 5. the audits
cd "$src"
files=$(cat "$CACHE/files.txt")
logs() { for l; do printf ' --log %s' "$CACHE/$l.log"; done; }
for l in $COMPILERS; do
	"$TOOL" audit --log "$CACHE/$l.log" $files >"$CACHE/audit-$l.out" 2>"$CACHE/audit-$l.err" || true
done
"$TOOL" audit $(logs gcc-12 clang-19) $files >"$CACHE/audit-both.out" 2>"$CACHE/audit-both.err" || true
"$TOOL" audit $(logs gcc-16 clang-22) $files >"$CACHE/audit-2026.out" 2>"$CACHE/audit-2026.err" || true
"$TOOL" audit $(logs $COMPILERS) $files >"$CACHE/audit-all.out" 2>"$CACHE/audit-all.err" || true
say "gcc-12: compile_commands.json of the O= tree, re-run by --compile-commands"
python3 "$src/scripts/clang-tools/gen_compile_commands.py" -d "$CACHE/obj-gcc-12" \
	-o "$CACHE/compile_commands.json"
start=$(date +%s)
"$TOOL" audit --compile-commands "$CACHE/compile_commands.json" -j "$JOBS" $files \
	>"$CACHE/audit-ccdb.out" 2>"$CACHE/audit-ccdb.err" || true
ccdb_seconds=$(( $(date +%s) - start ))
ccdb_entries=$(grep -c '"file"' "$CACHE/compile_commands.json")

# 6. the reading of each log by hand, in awk
reader() {	# reader LOG: "FILE:LINE: VERDICT: NAME" per site of sites.txt
	awk -v logf="$1" -v targets="$CACHE/targets.txt" -v files="$CACHE/files.txt" -v src="$src/" '
	function tail(p) {
		if (index(p, src) == 1) p = substr(p, length(src) + 1)
		sub(/^\.\//, "", p)
		return p
	}
	BEGIN {
		while ((getline t < targets) > 0) { getline f < files; obj[tail(f)] = t }
		while ((getline l < logf) > 0) {
			gsub(/\342\200[\230\231]/, "\047", l)
			if (l ~ /: note: (\047[A-Za-z_0-9]+\047 was declared here|variable \047[A-Za-z_0-9]+\047 is declared here|initialize the variable \047)/) {
				split(l, p, ":"); n = l
				sub(/^[^\047]*\047/, "", n); sub(/\047.*/, "", n)
				note[tail(p[1]) ":" p[2] ":" n] = 1
			} else if (l ~ /^  CC( \[M\])? +[^ ]+\.o$/) {
				o = l; sub(/^  CC( \[M\])? +/, "", o); cc[o] = 1
			} else if (l ~ /\*\*\* \[.*\.o\] Error/) {
				o = l; sub(/^.*: /, "", o); sub(/\].*/, "", o); failed[o] = 1
			}
		}
	}
	{	# sites.txt: ./FILE:LINE:COL: annotation: NAME
		split($0, s, ":"); f = tail(s[1]); line = s[2]; name = $3
		v = "stale"
		if (failed[obj[f]] || !cc[obj[f]]) v = "unknown"
		# the note at the name (gcc) or where the declaration starts (clang)
		for (k = 0; k <= 3; k++)
			if (note[f ":" (line - k) ":" name] && (k == 0 || nosemi(s[1], line - k, line))) v = "review"
		print f ":" line ": " v ": " name
	}
	function nosemi(path, a, b,   i, t, ok) {
		ok = 1; i = 0
		while ((getline t < path) > 0) { i++; if (i >= a && i < b && t ~ /;/) ok = 0 }
		close(path); return ok
	}' "$CACHE/sites.txt"
}
tool_verdicts() {	# tool_verdicts OUT: the same form from the tool's output
	sed -E 's|^\./||; s|^([^:]+):([0-9]+):[0-9]+: ([a-z]+): ([A-Za-z_0-9]+):.*|\1:\2: \3: \4|' "$1"
}
agree=""
for l in $COMPILERS; do
	reader "$CACHE/$l.log" >"$CACHE/reader-$l.txt"
	tool_verdicts "$CACHE/audit-$l.out" >"$CACHE/tool-$l.txt"
	if diff -u "$CACHE/reader-$l.txt" "$CACHE/tool-$l.txt" >"$CACHE/diff-$l.txt"; then
		agree="$agree $l:yes"
	else
		agree="$agree $l:no"
		say "$l: the tool and the reader differ, see $CACHE/diff-$l.txt"
	fi
done
tool_verdicts "$CACHE/audit-ccdb.out" >"$CACHE/tool-ccdb.txt"

# 7. the regression test of `make check` (tests/tool/linux): four of the
# converted files and the lines of their objects from each log, paths
# replaced by @LINUX@ (this tree), @OBJ@ (the O= directories, absent there)
# and @TOP@ (the repository)
trim() {	# trim LOG OBJ...: the lines of these objects' compiles
	log=$1
	shift
	ranges=""
	for o; do
		s=$(grep -n "^  CC.* $o\.o\$" "$log" | head -1 | cut -d: -f1)
		if [ -z "$s" ]; then
			say "trim: no CC line for $o.o in $log"; exit 1
		fi
		e=$(grep -n "/$o\.c\|: $o\.o\]" "$log" | tail -1 | cut -d: -f1)
		# to the end of that diagnostic: up to the next make or kbuild line
		e=$(awk -v e="$e" 'NR > e && (/^  [A-Z]+ / || /^make/) { print NR - 1; exit }
			END { if (NR <= e) print NR }' "$log")
		ranges="$ranges $s,${e}p;"
	done
	for o; do
		ranges="$ranges$(grep -n "Target '$o\.o' not remade" "$log" | cut -d: -f1 | sed 's/$/p;/' | tr -d '\n')"
	done
	# make's directory lines, when it printed them (GNU make 4.4, sid's,
	# does not for kbuild's sub-make)
	first=$(grep -n 'Entering directory' "$log" | head -1 | cut -d: -f1)
	last=$(grep -n 'Leaving directory' "$log" | tail -1 | cut -d: -f1)
	echo "# make case-study: the lines of four objects in a real quiet O= log (see README)"
	sed -n "${first:+${first}p;}$ranges${last:+${last}p}" "$log" |
		sed -e "s|$src|@LINUX@|g" -e "s|$CACHE/obj-|@OBJ@/obj-|g" -e "s|$top/include|@TOP@/include|g"
}
if [ -n "${TRIMMED:-}" ]; then
	t=$top/tests/tool/linux
	for f in fs/isofs/dir.c net/netfilter/xt_connbytes.c kernel/kcsan/report.c drivers/dma/hsu/hsu.c; do
		mkdir -p "$t/$(dirname $f)" && cp "$src/$f" "$t/$f"
	done
	for l in $COMPILERS; do
		trim "$CACHE/$l.log" fs/isofs/dir net/netfilter/xt_connbytes kernel/kcsan/report \
			drivers/dma/hsu/hsu >"$t/$l.log"
	done
	say "wrote the trimmed logs and their files into $t"
fi

# 8. the page
count() { grep -c ": $2: " "$1" || true; }
definite() { grep -cE ': (review|needed): [A-Za-z_0-9]*: (uninitialized_var\(\): )?definite' "$1" || true; }
nsites=$(wc -l <"$CACHE/sites.txt")
nfiles=$(wc -l <"$CACHE/files.txt")
ncomment=$(wc -l <"$CACHE/comment-init.txt")
nconv=$(grep -o 'convert: [0-9]* sites\{0,1\} converted in [0-9]* files\{0,1\}, [0-9]* left alone' "$CACHE/convert.err")
short() {	# the warning of a site, without the path prefix
	grep -E "^\./$1:$2:[0-9]+: (review|needed): $3:" "$4" | head -1 |
		sed -E 's/.*: (warning|error): //; s/ \[-W[^]]*\]$//' | cut -c1-90 |
		sed "s/\xe2\x80[\x98\x99]/'/g; s/|/\\\\|/g"
}
key() { grep ": $2: " "$1" | awk '{ print $1 $3 }' | sort; }	# FILE:LINE:NAME
both() { comm -12 <(key "$CACHE/tool-$1.txt" "$2") <(key "$CACHE/tool-$3.txt" "$4") | wc -l; }
row() {	# row LABEL OUT [AGREE-LABEL]
	printf '| %s | %s | %s | %s | %s | %s |\n' "$1" "$(count "$2" review)" "$(definite "$2")" \
		"$(count "$2" stale)" "$(count "$2" unknown)" \
		"$(if [ -z "${3:-}" ]; then :; elif case $agree in *"$3:yes"*) true ;; *) false ;; esac; then
			echo "all $nsites sites"; else echo "NO: see diff-$3.txt"; fi)"
}
# the per-site verdicts as data, for the picture (scripts/sites-svg.py)
out_svg=${out_md%.md}.svg
out_tsv=${out_md%.md}.tsv
{
	echo "# make case-study (scripts/case-study-linux.sh): the audit's verdicts on Linux 6.1,"
	echo "# the input of scripts/sites-svg.py: SITE<TAB>COMPILER<TAB>VERDICT<TAB>NOTE"
	printf '#title\t%s\n' "Linux 6.1: does a compiler still need each \"keep gcc happy\" zero?"
	printf '#subtitle\t%s\n' "The audit of $nsites converted sites, x86_64 allmodconfig, per compiler; make case-study (scripts/case-study-linux.sh)"
} >"$out_tsv.tmp"
{
	cat <<EOF
<!-- BEGIN make case-study -->
# Case study: the audit on Linux 6.1's own "keep gcc happy" zeros

<!-- Generated by scripts/case-study-linux.sh (make case-study); do not edit. -->

Linux has quieted false "may be used uninitialized" warnings by hand for
decades: \`u32 value = 0; /* keep gcc happy */\`. Debian's \`linux-source-6.1\`
package (55,405 files) holds $ncomment such comment-tagged initializations
(\`init-for-compiler scan --kind=comment-init\`). This page asks of each one
an x86_64 build reaches: does the compiler still need it, the compiler of
2022 the kernel was built with, and those of 2026? It is produced by
\`make case-study\` (scripts/case-study-linux.sh), which took these steps:

1. The $nfiles files outside \`arch/<not x86>/\`, \`scripts/\` and \`tools/\`
   were converted: $nconv
   (non-zero initializers stay: \`INIT_FOR_COMPILER()\` would change the value).
2. For each compiler, in its own O= directory, \`make O=DIR allmodconfig\`,
   \`make O=DIR modules_prepare\`, then the audit build, quiet as users get it:

       LC_ALL=C make O=DIR -k -j$JOBS KCFLAGS="-I<repo>/include -DINIT_FOR_COMPILER_AUDIT=1" <the objects>

   | compiler | version | where | make variables | build time |
   |---|---|---|---|---|
   | gcc-12 | \`$(version gcc-12)\` | Debian 12 (the kernel's \`gcc\`) | | $(cat "$CACHE/gcc-12.seconds") s |
   | clang-19 | \`$(version clang-19)\` | Debian 12 | \`LLVM=-19\` | $(cat "$CACHE/clang-19.seconds") s |
   | gcc-16 | \`$(version gcc-16)\` | Debian sid chroot | \`CC=gcc-16 HOSTCC=gcc-16\` | $(cat "$CACHE/gcc-16.seconds") s |
   | clang-22 | \`$(version clang-22)\` | Debian sid chroot | \`LLVM=-22\` | $(cat "$CACHE/clang-22.seconds") s |

   For gcc-16 and clang-22 \`CONFIG_WERROR\` is off (\`scripts/config
   --disable WERROR\` after allmodconfig): their new warnings in Linux 6.1's
   own code would otherwise stop objects the audit needs.
3. \`init-for-compiler audit\` with each log alone, the two of each year
   together, all four, and \`--compile-commands\` on the kernel's own
   \`compile_commands.json\` of the gcc-12 tree
   (\`scripts/clang-tools/gen_compile_commands.py\`, $ccdb_entries entries, re-run
   in $ccdb_seconds s).
4. Each log was read again by a separate reader (awk in the script, not the
   tool): a site is review when a declaration note of the log names its file,
   line and variable, unknown when make reports its object failed, stale when
   its object was compiled.

## Summary

| | review | of which definite | stale | unknown | equal to the separate reading |
|---|---|---|---|---|---|
$(row gcc-12 "$CACHE/audit-gcc-12.out" gcc-12)
$(row clang-19 "$CACHE/audit-clang-19.out" clang-19)
$(row gcc-16 "$CACHE/audit-gcc-16.out" gcc-16)
$(row clang-22 "$CACHE/audit-clang-22.out" clang-22)
$(row "gcc-12 and clang-19" "$CACHE/audit-both.out")
$(row "gcc-16 and clang-22" "$CACHE/audit-2026.out")
$(row "all four" "$CACHE/audit-all.out")
$(row "gcc-12, \`--compile-commands\`" "$CACHE/audit-ccdb.out")

EOF
	if [ "$(count "$CACHE/audit-gcc-16.out" review)" -ge "$(count "$CACHE/audit-gcc-12.out" review)" ] &&
	   [ "$(count "$CACHE/audit-clang-22.out" review)" -ge "$(count "$CACHE/audit-clang-19.out" review)" ]; then
		newer="Newer compilers do not need fewer:"
	else
		newer="Newer compilers need another set:"
	fi
	# warnings of gcc-16 that sit in another file than their site (inlined
	# helpers, macros of headers), tied to the site by the declaration note
	inlined=$(grep ': review: ' "$CACHE/audit-gcc-16.out" | awk -F': ' '{
			split($1, a, ":"); site = a[1]; sub(/^\.\//, "", site)
			w = $0; sub(/^.*\(may\): /, "", w); sub(/:[0-9]+:[0-9]+: warning.*/, "", w)
			if (w != "" && index(w, site) == 0) {
				sub(/^.*\/include\//, "", w); n = site; sub(/^.*\//, "", n)
				if (!seen[n]++) printf "%s`%s` (in `%s`)", (k++ ? ", " : ""), n, w
			}
		}')
	[ -z "$inlined" ] || inlined="gcc-16 reports some of its warnings inside kernel headers, in helpers inlined into the site's function or in macros: $inlined; the declaration notes tie each one to its site."
	cat <<EOF
**How many of the kernel's "keep gcc happy" zeros does a compiler of 2026
still need?** Of the $nsites converted zeros, gcc-16 asks for
$(count "$CACHE/audit-gcc-16.out" review) and clang-22 for
$(count "$CACHE/audit-clang-22.out" review); the two together for
$(count "$CACHE/audit-2026.out" review). The compilers of 2022-2024 asked for
$(count "$CACHE/audit-gcc-12.out" review) (gcc-12) and
$(count "$CACHE/audit-clang-19.out" review) (clang-19). $newer
$(both gcc-12 stale gcc-16 review) zeros stale for gcc-12 are
needed by gcc-16, $(both gcc-12 review gcc-16 stale) needed by gcc-12 are
stale for gcc-16; $(both clang-19 stale clang-22 review) stale for clang-19
are needed by clang-22, $(both clang-19 review clang-22 stale) the other way.

Between the two families the gap is wider than between the years: of the
$(count "$CACHE/audit-gcc-12.out" stale) zeros gcc-12 calls stale,
clang-19 still needs $(both gcc-12 stale clang-19 review). Clang's
\`-Wconditional-uninitialized\` (the "may be uninitialized" warning the audit
turns on) follows paths, not values; GCC warns after optimization has folded
them, and its verdicts move with its optimizer. $inlined All four together
still ask for $(count "$CACHE/audit-all.out" review);
$(count "$CACHE/audit-all.out" stale) are stale for all four, and "stale" means
that no compiler in these logs warned, not that the zero is useless (see
[tool.md](tool.md#audit)). The unknown ones did not compile for x86_64:
their objects failed in every build, and a failed compile is no evidence
that a warning has gone.

With \`--compile-commands\`, the failed files are not in the database at all
(kbuild writes a \`.cmd\` file only for an object it built), so they are
unknown for that reason; every other verdict is the log's.

## Per site

![Every site's verdict with each compiler, the sites grouped by what the compilers say](${out_svg##*/})

The picture is drawn by scripts/sites-svg.py from
[${out_tsv##*/}](${out_tsv##*/}), which holds the verdicts of the table
below, one line per site and compiler.

| site | gcc-12 | clang-19 | gcc-16 | clang-22 | what a compiler says |
|---|---|---|---|---|---|
EOF
	while IFS=: read -r f l c rest; do
		n=${rest##*: }
		f=${f#./}
		cols=""
		for lb in gcc-12 clang-19 gcc-16 clang-22; do
			v=$(grep -E "^$f:$l: [a-z]+: $n\$" "$CACHE/tool-$lb.txt" | cut -d' ' -f2 | tr -d :)
			cols="$cols $v |"
			# the picture's input: the verdict, and the tool's words after the name
			printf '%s:%s %s\t%s\t%s\t%s\n' "$f" "$l" "$n" "$lb" "$v" \
				"$(grep -E "^\./$f:$l:[0-9]+: [a-z]+: $n: " "$CACHE/audit-$lb.out" | head -1 |
					sed -E 's/^[^ ]+ [a-z]+: [A-Za-z_0-9]+: //' | tr '\t' ' ' | cut -c1-300)" \
				>>"$out_tsv.tmp"
		done
		w=""
		for lb in gcc-12 clang-19 gcc-16 clang-22; do
			[ -n "$w" ] || w=$(short "$f" "$l" "$n" "$CACHE/audit-$lb.out")
		done
		[ -n "$w" ] || w=$(grep -E "^\./$f:$l:[0-9]+: unknown: $n:" "$CACHE/audit-all.out" | sed 's/.*: gcc-12: /gcc-12: /' | cut -c1-90)
		printf '| %s:%s `%s` |%s %s |\n' "$f" "$l" "$n" "$cols" "$w"
	done <"$CACHE/sites.txt"
	if [ -z "${NO_BLUEZ:-}" ]; then
		CACHE=$CACHE TOOL=$TOOL JOBS=$JOBS "$top/scripts/case-study-bluez.sh" || exit 1
	fi
	cat <<EOF

## Reproduce

    make deps            # linux-source-6.1, flex, bison, bc, libelf-dev, libssl-dev, lld-19,
                         # llvm-19, debootstrap; BlueZ's build: libglib2.0-dev, libdbus-1-dev, ...
    make case-study      # writes this page; raw logs and outputs in $CACHE

The logs, the tool's outputs and the separate reading are kept in
\`$CACHE\` (\`gcc-12.log\`, \`audit-gcc-12.out\`, \`reader-gcc-12.txt\`, ...;
BlueZ's in \`bluez/\`).
\`make check\` keeps a trimmed copy of these logs, with four of the files, as
a regression test (tests/tool/linux; \`TRIMMED=1 make case-study\` writes it).
<!-- END make case-study -->
EOF
} >"$out_md.tmp"
python3 "$top/scripts/sites-svg.py" -o "$out_svg.tmp" "$out_tsv.tmp"
mv "$out_tsv.tmp" "$out_tsv"
mv "$out_svg.tmp" "$out_svg"
mv "$out_md.tmp" "$out_md"
say "wrote $out_md, $out_svg and $out_tsv"
case $agree in *:no*) exit 1 ;; esac
exit 0
