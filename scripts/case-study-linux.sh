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
#   4. per compiler (gcc-12: the kernel's `gcc`; clang-19: LLVM=-19), in its
#      own O= directory: allmodconfig and modules_prepare once, then the
#      audit build of the files' objects, quiet, -k -j2, as users get it:
#        LC_ALL=C make O=DIR -k -j2 KCFLAGS="-I<repo>/include
#            -DINIT_FOR_COMPILER_AUDIT=1" <objects>
#   5. audits each log alone and both together, and, for gcc-12, the
#      kernel's own compile_commands.json (scripts/clang-tools/
#      gen_compile_commands.py) through --compile-commands;
#   6. reads each log again with a reader of its own (awk, not the tool):
#      a site is needed when a declaration note of the log names its file,
#      line and variable, unknown when make says its object failed, stale
#      when the object was compiled; and compares;
#   7. with TRIMMED=1, writes tests/tool/linux: three of the files and the
#      lines of their compiles from both logs (make check's regression test);
#   8. writes docs/case-study-linux.md (and the raw outputs into $CACHE).
#
# Usage: scripts/case-study-linux.sh [OUT.md]    (make case-study)
# TRIMMED=1 also rewrites the regression test's logs and files (step 7).
# Environment: CACHE (default /var/cache/init-for-compiler/case-study),
# TOOL (default build/tool/init-for-compiler), JOBS (default 2).
# Needs: linux-source-6.1, flex, bison, bc, libelf-dev, libssl-dev, gcc-12,
# clang-19, lld-19, llvm-19, python3 (make deps installs them). Takes about
# 25 minutes the first time on 2 cores, about 12 once the O= trees exist.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
out_md=${1:-$top/docs/case-study-linux.md}
case $out_md in /*) ;; *) out_md=$PWD/$out_md ;; esac
CACHE=${CACHE:-/var/cache/init-for-compiler/case-study}
TOOL=${TOOL:-$top/build/tool/init-for-compiler}
JOBS=${JOBS:-2}
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

# 4. the audit builds
build() {	# build LABEL OBJDIR MAKEVARS...
	label=$1 obj=$2
	shift 2
	if [ ! -f "$obj/.ifc-prepared" ]; then
		say "$label: allmodconfig and modules_prepare in $obj"
		mkdir -p "$obj"
		(cd "$src" && make O="$obj" "$@" allmodconfig && make O="$obj" "$@" -j"$JOBS" modules_prepare) \
			>"$CACHE/$label-prepare.log" 2>&1
		touch "$obj/.ifc-prepared"
	fi
	say "$label: audit build of $(wc -l <"$CACHE/targets.txt") objects"
	start=$(date +%s)
	(cd "$src" && make O="$obj" "$@" -k -j"$JOBS" \
		KCFLAGS="-I$top/include -DINIT_FOR_COMPILER_AUDIT=1" $(cat "$CACHE/targets.txt")) \
		>"$CACHE/$label.log" 2>&1 || true
	echo $(( $(date +%s) - start )) >"$CACHE/$label.seconds"
}
# every object is rebuilt: the include directory's header may have changed.
# REUSE_LOGS=1 keeps the logs of the last run (to work on the later steps).
if [ -z "${REUSE_LOGS:-}" ]; then
	for o in gcc-12 clang-19; do
		[ -d "$CACHE/obj-$o" ] || continue
		(cd "$CACHE/obj-$o" && rm -f $(cat "$CACHE/targets.txt"))
	done
	build gcc-12 "$CACHE/obj-gcc-12"
	build clang-19 "$CACHE/obj-clang-19" LLVM=-19
fi
gcc_version=$(gcc --version | head -1)
clang_version=$(clang-19 --version | head -1)

# 5. the audits
cd "$src"
files=$(cat "$CACHE/files.txt")
for l in gcc-12 clang-19; do
	"$TOOL" audit --log "$CACHE/$l.log" $files >"$CACHE/audit-$l.out" 2>"$CACHE/audit-$l.err" || true
done
"$TOOL" audit --log "$CACHE/gcc-12.log" --log "$CACHE/clang-19.log" $files \
	>"$CACHE/audit-both.out" 2>"$CACHE/audit-both.err" || true
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
			if (note[f ":" (line - k) ":" name] && (k == 0 || nosemi(s[1], line - k, line))) v = "needed"
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
for l in gcc-12 clang-19; do
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

# 7. the regression test of `make check` (tests/tool/linux): three of the
# converted files and the lines of their objects from each log, paths
# replaced by @LINUX@ (this tree), @OBJ@ (the O= directories, absent there)
# and @TOP@ (the repository)
trim() {	# trim LOG OBJ...: the lines of these objects' compiles
	log=$1
	shift
	ranges=""
	for o; do
		s=$(grep -n "^  CC.* $o\.o\$" "$log" | head -1 | cut -d: -f1)
		e=$(grep -n "/$o\.c\|: $o\.o\]" "$log" | tail -1 | cut -d: -f1)
		# to the end of that diagnostic: up to the next make or kbuild line
		e=$(awk -v e="$e" 'NR > e && (/^  [A-Z]+ / || /^make/) { print NR - 1; exit }
			END { if (NR <= e) print NR }' "$log")
		ranges="$ranges $s,${e}p;"
	done
	for o; do
		ranges="$ranges$(grep -n "Target '$o\.o' not remade" "$log" | cut -d: -f1 | sed 's/$/p;/' | tr -d '\n')"
	done
	first=$(grep -n 'Entering directory' "$log" | head -1 | cut -d: -f1)
	last=$(grep -n 'Leaving directory' "$log" | tail -1 | cut -d: -f1)
	echo "# make case-study: the lines of three objects in a real quiet O= log (see README)"
	sed -n "${first}p;$ranges${last}p" "$log" |
		sed -e "s|$src|@LINUX@|g" -e "s|$CACHE/obj-|@OBJ@/obj-|g" -e "s|$top/include|@TOP@/include|g"
}
if [ -n "${TRIMMED:-}" ]; then
	t=$top/tests/tool/linux
	for f in fs/isofs/dir.c net/netfilter/xt_connbytes.c kernel/kcsan/report.c; do
		mkdir -p "$t/$(dirname $f)" && cp "$src/$f" "$t/$f"
	done
	for l in gcc-12 clang-19; do
		trim "$CACHE/$l.log" fs/isofs/dir net/netfilter/xt_connbytes kernel/kcsan/report >"$t/$l.log"
	done
	say "wrote the trimmed logs and their files into $t"
fi

# 8. the page
count() { grep -c ": $2: " "$1" || true; }
nsites=$(wc -l <"$CACHE/sites.txt")
nfiles=$(wc -l <"$CACHE/files.txt")
ncomment=$(wc -l <"$CACHE/comment-init.txt")
nconv=$(grep -o 'convert: [0-9]* sites converted in [0-9]* files, [0-9]* left alone' "$CACHE/convert.err")
short() {	# the warning of a site, without the path prefix
	grep -E "^\./$1:$2:[0-9]+: needed: $3:" "$4" | head -1 |
		sed -E 's/.*: (warning|error): //; s/ \[-W[^]]*\]$//' | cut -c1-90 |
		sed "s/\xe2\x80[\x98\x99]/'/g; s/|/\\\\|/g"
}
{
	cat <<EOF
# Case study: the audit on Linux 6.1's own "keep gcc happy" zeros

<!-- Generated by scripts/case-study-linux.sh (make case-study); do not edit. -->

Linux has quieted false "may be used uninitialized" warnings by hand for
decades: \`u32 value = 0; /* keep gcc happy */\`. Debian's \`linux-source-6.1\`
package (55,405 files) holds $ncomment such comment-tagged initializations
(\`init-for-compiler scan --kind=comment-init\`). This page asks of each one
an x86_64 build reaches: does the compiler still need it? It is produced by
\`make case-study\` (scripts/case-study-linux.sh), which took these steps:

1. The $nfiles files outside \`arch/<not x86>/\`, \`scripts/\` and \`tools/\`
   were converted: $nconv
   (non-zero initializers stay: \`INIT_FOR_COMPILER()\` would change the value).
2. For each compiler, in its own O= directory, \`make O=DIR allmodconfig\`,
   \`make O=DIR modules_prepare\`, then the audit build, quiet as users get it:

       LC_ALL=C make O=DIR -k -j$JOBS KCFLAGS="-I<repo>/include -DINIT_FOR_COMPILER_AUDIT=1" <the objects>

   with \`$gcc_version\` (the kernel's \`gcc\`; $(cat "$CACHE/gcc-12.seconds") s) and
   \`$clang_version\` (\`LLVM=-19\`; $(cat "$CACHE/clang-19.seconds") s).
3. \`init-for-compiler audit --log gcc-12.log\`, \`--log clang-19.log\`, both
   together, and \`--compile-commands\` on the kernel's own
   \`compile_commands.json\` of the gcc-12 tree
   (\`scripts/clang-tools/gen_compile_commands.py\`, $ccdb_entries entries, re-run
   in $ccdb_seconds s).
4. Each log was read again by a separate reader (awk in the script, not the
   tool): a site is needed when a declaration note of the log names its file,
   line and variable, unknown when make reports its object failed, stale when
   its object was compiled.

## Summary

| | needed | of which definite | stale | unknown | equal to the separate reading |
|---|---|---|---|---|---|
| gcc-12 | $(count "$CACHE/audit-gcc-12.out" needed) | $(grep -c ': needed: [A-Za-z_0-9]*: definite' "$CACHE/audit-gcc-12.out" || true) | $(count "$CACHE/audit-gcc-12.out" stale) | $(count "$CACHE/audit-gcc-12.out" unknown) | $(case $agree in *gcc-12:yes*) echo "all $nsites sites" ;; *) echo "NO: see diff-gcc-12.txt" ;; esac) |
| clang-19 | $(count "$CACHE/audit-clang-19.out" needed) | $(grep -c ': needed: [A-Za-z_0-9]*: definite' "$CACHE/audit-clang-19.out" || true) | $(count "$CACHE/audit-clang-19.out" stale) | $(count "$CACHE/audit-clang-19.out" unknown) | $(case $agree in *clang-19:yes*) echo "all $nsites sites" ;; *) echo "NO: see diff-clang-19.txt" ;; esac) |
| both logs | $(count "$CACHE/audit-both.out" needed) | $(grep -c ': needed: [A-Za-z_0-9]*: definite' "$CACHE/audit-both.out" || true) | $(count "$CACHE/audit-both.out" stale) | $(count "$CACHE/audit-both.out" unknown) | |
| gcc-12, \`--compile-commands\` | $(count "$CACHE/audit-ccdb.out" needed) | | $(count "$CACHE/audit-ccdb.out" stale) | $(count "$CACHE/audit-ccdb.out" unknown) | |

EOF
	gneed=$(count "$CACHE/audit-gcc-12.out" needed)
	cneed=$(count "$CACHE/audit-clang-19.out" needed)
	bneed=$(count "$CACHE/audit-both.out" needed)
	bstale=$(count "$CACHE/audit-both.out" stale)
	gstale=$(count "$CACHE/audit-gcc-12.out" stale)
	# stale for gcc-12, needed by clang-19; and the other way round
	key() { grep ": $2: " "$1" | awk '{ print $1 $3 }' | sort; }	# FILE:LINE:NAME
	g_c=$(comm -12 <(key "$CACHE/tool-gcc-12.txt" stale) <(key "$CACHE/tool-clang-19.txt" needed) | wc -l)
	c_g=$(comm -12 <(key "$CACHE/tool-clang-19.txt" stale) <(key "$CACHE/tool-gcc-12.txt" needed) | wc -l)
	cat <<EOF
Of the $nsites converted zeros, gcc-12 still asks for $gneed and clang-19 for
$cneed. Of the $gstale that gcc-12 calls stale, clang-19 still needs $g_c: its
\`-Wconditional-uninitialized\` (the "may be uninitialized" warning the audit
turns on) has no values, only paths, where GCC warns after optimization has
folded them. The other way round, $c_g stale for clang-19 is needed by gcc-12.
Together the two compilers still ask for $bneed; only $bstale are stale for
both, and "stale" means that no compiler in these logs warned, not that the
zero is useless (see [tool.md](tool.md#audit)). The unknown ones did not
compile for x86_64: their objects failed in both builds, and a failed
compile is no evidence that a warning has gone.

With \`--compile-commands\`, the failed files are not in the database at all
(kbuild writes a \`.cmd\` file only for an object it built), so they are
unknown for that reason; every other verdict is the log's.

## Per site

| site | gcc-12 | clang-19 | what the compiler says |
|---|---|---|---|
EOF
	while IFS=: read -r f l c rest; do
		n=${rest##*: }
		f=${f#./}
		g=$(grep -E "^$f:$l: [a-z]+: $n\$" "$CACHE/tool-gcc-12.txt" | cut -d' ' -f2 | tr -d :)
		k=$(grep -E "^$f:$l: [a-z]+: $n\$" "$CACHE/tool-clang-19.txt" | cut -d' ' -f2 | tr -d :)
		w=$(short "$f" "$l" "$n" "$CACHE/audit-gcc-12.out")
		[ -n "$w" ] || w=$(short "$f" "$l" "$n" "$CACHE/audit-clang-19.out")
		[ -n "$w" ] || w=$(grep -E "^\./$f:$l:[0-9]+: unknown: $n:" "$CACHE/audit-both.out" | sed 's/.*: gcc-12: /gcc-12: /' | cut -c1-90)
		printf '| %s:%s `%s` | %s | %s | %s |\n' "$f" "$l" "$n" "$g" "$k" "$w"
	done <"$CACHE/sites.txt"
	if [ -z "${NO_BLUEZ:-}" ]; then
		CACHE=$CACHE TOOL=$TOOL JOBS=$JOBS "$top/scripts/case-study-bluez.sh" || exit 1
	fi
	cat <<EOF

## Reproduce

    make deps            # linux-source-6.1, flex, bison, bc, libelf-dev, libssl-dev, lld-19,
                         # llvm-19; BlueZ's build: libglib2.0-dev, libdbus-1-dev, ...
    make case-study      # writes this page; raw logs and outputs in $CACHE

The logs, the tool's outputs and the separate reading are kept in
\`$CACHE\` (\`gcc-12.log\`, \`audit-gcc-12.out\`, \`reader-gcc-12.txt\`, ...;
BlueZ's in \`bluez/\`).
\`make check\` keeps a trimmed copy of these logs, with three of the files, as
a regression test (tests/tool/linux; \`TRIMMED=1 make case-study\` writes it).
EOF
} >"$out_md.tmp"
mv "$out_md.tmp" "$out_md"
say "wrote $out_md"
case $agree in *:no*) exit 1 ;; esac
exit 0
