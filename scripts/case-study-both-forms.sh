#!/usr/bin/env bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# scripts/case-study-both-forms.sh [OUT.md] - both forms of the dummy zero
# in one file, end to end: convert, build, audit.
#
#   FFmpeg 5.1.9's libavcodec/ratecontrol.c holds a declaration
#   (`double expected_bits = 0; // init to silence gcc warning`) and an
#   assignment (`short_term_q = 0; /* avoid warning */`). This script
#   converts that one file in a hard-linked copy of the tree, configures
#   FFmpeg with its own configure (only the MPEG-4 encoder, which compiles
#   ratecontrol.c), builds libavcodec/ratecontrol.o with gcc-12 and clang-19
#   from the pristine tree and from the converted one, then an audit build
#   of the converted one (-DINIT_FOR_COMPILER_AUDIT=1 at configure, and
#   `CFLAGS += -include init_for_compiler.h` added to ffbuild/config.mak,
#   as docs/audit.md says for FFmpeg), and audits the two logs.
#
#   Linux 6.1's drivers/net/bonding/bond_3ad.c and fs/ocfs2/dlmglue.c hold
#   both forms too; they are two of the objects of the Linux case study
#   (scripts/case-study-linux.sh), whose logs and audit this script quotes
#   (it runs after that script, which `make case-study` runs first).
#
# Writes OUT.md (default docs/case-study-both-forms.md). Every line of the
# page's results is copied from a log or counted from one here.
# Environment: CACHE (as the other case studies), TOOL, REUSE_LOGS=1 (keep
# the conversion and the builds of the last run: for work on the page).
# Needs: gcc-12, clang-19, make, apt-get (the FFmpeg source, once), nasm
# not needed (--disable-x86asm: one C file is built).
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
out_md=${1:-$top/docs/case-study-both-forms.md}
case $out_md in /*) ;; *) out_md=$PWD/$out_md ;; esac
CACHE=${CACHE:-/var/cache/init-for-compiler/case-study}
TOOL=${TOOL:-$top/build/tool/init-for-compiler}
case $TOOL in /*) ;; *) TOOL=$PWD/$TOOL ;; esac
STUDY=both-forms
export LC_ALL=C
. "$top/scripts/case-study-lib.sh"
. "$top/scripts/debian-source.sh"

need make gcc-12 clang-19 apt-get diff
[ -x "$TOOL" ] || { say "$TOOL not built (make)"; exit 2; }
F=$CACHE/ffmpeg
W=$CACHE/both-forms
L=$CACHE/linux
FILE=libavcodec/ratecontrol.c
OBJ=${FILE%.c}.o
debian_source "$F" ffmpeg 7:5.1.9-0+deb12u1 ffmpeg_5.1.9.orig.tar.xz ffmpeg-5.1.9
pristine=$F/ffmpeg-5.1.9
[ -s "$L/audit-all.out" ] || die "the Linux case study's results are not in $L (scripts/case-study-linux.sh first)"

# ------------------------------------------------------------ 1. convert
if [ -z "${REUSE_LOGS:-}" ] || [ ! -d "$W/converted" ]; then
	rm -rf "$W" && mkdir -p "$W/logs"
	cp -al "$pristine" "$W/converted"
fi
(cd "$pristine" && "$TOOL" scan --kind=comment-init,comment-assign "$FILE") >"$W/scan.out" 2>"$W/scan.err"
[ -n "${REUSE_LOGS:-}" ] && [ -s "$W/convert.diff" ] ||
	(cd "$W/converted" && "$TOOL" convert "$FILE") >"$W/convert.out" 2>"$W/convert.err"
(cd "$W" && diff -u "$pristine/$FILE" "converted/$FILE" |
	sed "1s|^--- $pristine/|--- a/|; 2s|^+++ converted/|+++ b/|; 2s|\t.*||; 1s|\t.*||") >"$W/convert.diff" || true

# -------------------------------------------------------------- 2. builds
# build NAME CC TREE [AUDIT]: FFmpeg's configure in a directory of its own,
# then make of the one object; the log is what make printed (V=1: the
# command lines, which the audit reads)
build() {
	local name=$1 cc=$2 tree=$3 audit=${4:-} dir=$W/build-$1 flags="-I$top/include"
	[ -z "$audit" ] || flags="$flags -DINIT_FOR_COMPILER_AUDIT=1"
	if [ -n "${REUSE_LOGS:-}" ] && [ -s "$dir/$OBJ" ]; then return 0; fi
	rm -rf "$dir" && mkdir -p "$dir"
	(cd "$dir" && "$tree/configure" --cc="$cc" --extra-cflags="$flags" --disable-everything \
		--enable-encoder=mpeg4 --disable-x86asm --disable-programs --disable-doc) \
		>"$W/logs/$name.configure" 2>&1 || die "$name: configure failed, see $W/logs/$name.configure"
	[ -z "$audit" ] || printf 'CFLAGS += -include init_for_compiler.h\n' >>"$dir/ffbuild/config.mak"
	make -C "$dir" V=1 "$OBJ" >"$W/logs/$name.log" 2>&1 || die "$name: make $OBJ failed, see $W/logs/$name.log"
	say "$name: built $OBJ"
}
for cc in gcc-12 clang-19; do
	build "before-$cc" "$cc" "$pristine"
	build "after-$cc" "$cc" "$W/converted"
	build "audit-$cc" "$cc" "$W/converted" audit
done

# --------------------------------------------------------------- 3. audit
(cd "$W/converted" && "$TOOL" audit --log "gcc-12=$W/logs/audit-gcc-12.log" \
	--log "clang-19=$W/logs/audit-clang-19.log" "$FILE") >"$W/audit.out" 2>"$W/audit.err" ||
	die "audit failed, see $W/audit.err"

# ---------------------------------------------------------------- 4. page
warnings() { grep -c ': warning: ' "$1" || true; }
errors() { grep -c ': error: ' "$1" || true; }
# the text section of an object, in bytes (size's first column)
text() { size "$1" | awk 'NR == 2 { print $1 }'; }
row() {	# row CC: before and after, as the build logs and the objects show
	local cc=$1 b=$W/build-before-$1/$OBJ a=$W/build-after-$1/$OBJ
	printf '| %s | %s / %s | %s / %s | %s / %s | %s |\n' "$cc" \
		"$(errors "$W/logs/before-$cc.log")" "$(errors "$W/logs/after-$cc.log")" \
		"$(warnings "$W/logs/before-$cc.log")" "$(warnings "$W/logs/after-$cc.log")" \
		"$(text "$b")" "$(text "$a")" "$(code_diff "$b" "$a")"
}
# code_diff BEFORE AFTER: "same", or how many instructions differ and
# whether each differs only by an immediate one higher: a __LINE__ (the
# #include that convert adds moves every later line down by one)
code_diff() {
	local n=0 odd=0 xb xa ib ia
	while read -r xb xa ib ia; do
		n=$((n + 1))
		if [ "$xb" != "$xa" ] || [ "$ib" = - ] || [ "$ia" = - ] || [ $((16#$ia)) != $((16#$ib + 1)) ]; then
			odd=$((odd + 1))
		fi
	done < <(paste -d'\n' <(objdump -d "$1" | tail -n +4) <(objdump -d "$2" | tail -n +4) | awk '
		function imm(s) { if (s !~ /\$0x/) return "-"; sub(/.*\$0x/, "", s); sub(/[^0-9a-f].*/, "", s); return s }
		function addr(s) { sub(/\t.*/, "", s); return s }
		NR % 2 { b = $0; next }
		b != $0 { print addr(b), addr($0), imm(b), imm($0) }')
	if [ "$n" = 0 ]; then echo same
	elif [ "$odd" = 0 ]; then echo "$n instructions differ, each by a line number one higher"
	else echo "**$n instructions differ**, $odd not by a line number"; fi
}
# ff_same: the findings' sentence on before against after, per compiler
ff_same() {
	local cc out="" d c
	for cc in gcc-12 clang-19; do
		d=same
		[ "$(errors "$W/logs/before-$cc.log") $(warnings "$W/logs/before-$cc.log")" = \
		  "$(errors "$W/logs/after-$cc.log") $(warnings "$W/logs/after-$cc.log")" ] || d=different
		c=$(code_diff "$W/build-before-$cc/$OBJ" "$W/build-after-$cc/$OBJ")
		out="$out; $cc: the $d errors and warnings before and after, machine code: $c"
	done
	echo "${out#; }"
}
lx_files="drivers/net/bonding/bond_3ad.c fs/ocfs2/dlmglue.c"
lx_pristine=$(bash "$top/tests/tool/truth/trees.sh" path linux-6.1)
lx_diff() {
	local f
	for f in $lx_files; do
		diff -u "$lx_pristine/$f" "$CACHE/src/$f" | sed "1s|^--- $lx_pristine/\([^\t]*\).*|--- a/\1|; 2s|^+++ $CACHE/src/\([^\t]*\).*|+++ b/\1|" || true
	done
}
lx_cc() {	# lx_cc LOG: the objects of the two files that LOG shows compiled
	local f n=0
	for f in $lx_files; do grep -qE "^  CC \[M\]  ${f%.c}\.o$|^  CC      ${f%.c}\.o$" "$1" && n=$((n + 1)); done
	echo "$n"
}
lx_diags() {	# lx_diags LOG KIND: warnings or errors on the two files
	local f n=0
	for f in $lx_files; do n=$((n + $(grep -c "$f:[0-9]*:[0-9]*: $2: " "$1" || true))); done
	echo "$n"
}
lx_row() {
	printf '| %s | %s / %s | %s / %s | %s / %s |\n' "$1" \
		"$(lx_cc "$L/before-$1.log")" "$(lx_cc "$L/after-$1.log")" \
		"$(lx_diags "$L/before-$1.log" error)" "$(lx_diags "$L/after-$1.log" error)" \
		"$(lx_diags "$L/before-$1.log" warning)" "$(lx_diags "$L/after-$1.log" warning)"
}
lx_same() {
	local cc out=""
	for cc in gcc-12 clang-19; do
		if [ "$(lx_row "$cc" | cut -d'|' -f3-)" = "$(lx_row "$cc" | cut -d'|' -f3- | sed -E 's#([0-9]+) / [0-9]+#\1 / \1#g')" ]; then
			out="$out, $cc the same objects, errors and warnings before and after"
		else
			out="$out, $cc **not the same** before and after"
		fi
	done
	echo "${out#, }"
}
lx_sites() {	# each site: name, its form, its verdict
	lx_audit | sed -E 's|^([^:]+):[0-9]+:[0-9]+: ([a-z]+): ([^: ]+):.*|\1 \3 \2|' | while read -r f n v; do
		k=$(grep -E "^(\./)?$f:[0-9]+:[0-9]+: comment-(init|assign): $n\$" "$L/sites-all.txt" | sed 's/.*comment-init.*/declaration/; s/.*comment-assign.*/assignment/')
		printf '%s`%s` (%s) %s' "${sep:-}" "$n" "$k" "$v"; sep=", "
	done
}
lx_audit() { grep -E "^(\./)?($(echo "$lx_files" | sed 's/ /|/g')):" "$L/audit-all.out" | sed "s|$CACHE/src/||g" || true; }
nff=$(grep -c ': comment-' "$W/scan.out" || true)
verdicts() { grep -oE ': (review|stale|unknown|proven): ' "$1" | tr -d ': ' | sort | uniq -c |
	awk '{ printf "%s%s %s", (NR > 1 ? ", " : ""), $1, $2 }'; }
{
	cat <<EOF
<!-- BEGIN make case-study -->
# Case study: both forms in one file, end to end

<!-- Generated by scripts/case-study-both-forms.sh (make case-study); do not edit. -->

A file that holds both forms of the dummy zero, the commented
initializer and the commented assignment, taken through the whole
route: \`convert\`, the project's own build before and after, an audit
build, \`audit\`. One FFmpeg file, built here; two Linux files, from the
[Linux case study](case-study-linux.md)'s builds.

## Findings

- **FFmpeg, $FILE:** scan finds $nff sites ($(grep -c ': comment-init: ' "$W/scan.out" || true) declaration, $(grep -c ': comment-assign: ' "$W/scan.out" || true) assignment); convert rewrites $(grep -o 'convert: [0-9]* sites\{0,1\} converted' "$W/convert.err" | awk '{ print $2 }') of them. Built with FFmpeg's configure and make: $(ff_same). The audit: $(verdicts "$W/audit.out"), $(grep -c ': review: [^ ]*: every compiler warns' "$W/audit.out" || true) of them with every compiler warning once the zero is gone.
- **Linux, $(echo "$lx_files" | sed 's/ / and /'):** in the Linux case study's builds, $(lx_same); the audit with four compilers: $(lx_audit | verdicts /dev/stdin): $(lx_sites).

## FFmpeg 5.1.9, $FILE

What convert did (\`init-for-compiler convert $FILE\`):

\`\`\`diff
$(cat "$W/convert.diff")
\`\`\`

Built with \`configure --cc=CC --extra-cflags="-I<repo>/include" --disable-everything --enable-encoder=mpeg4 --disable-x86asm --disable-programs --disable-doc\`, then \`make V=1 $OBJ\`:

| compiler | errors, before / after | warnings, before / after | text bytes of $OBJ, before / after | objdump -d |
|---|---|---|---|---|
$(row gcc-12)
$(row clang-19)

The audit build: the same configure with \`-DINIT_FOR_COMPILER_AUDIT=1\` added,
and \`CFLAGS += -include init_for_compiler.h\` appended to
\`ffbuild/config.mak\` (configure adds \`-Wno-maybe-uninitialized\` for gcc;
[audit.md](audit.md)). Then
\`init-for-compiler audit --log gcc-12=audit-gcc-12.log --log clang-19=audit-clang-19.log $FILE\`:

\`\`\`
$(sed "s|$W/converted/||g; s|$W/||g" "$W/audit.out")
\`\`\`

## Linux 6.1, $(echo "$lx_files" | sed 's/ / and /')

What convert did (the Linux case study converts every site of the tree at once):

\`\`\`diff
$(lx_diff)
\`\`\`

Built by kbuild (x86_64 \`allmodconfig\`, \`O=\`, single \`.o\` targets), as
in the Linux case study:

| compiler | objects compiled, before / after | errors, before / after | warnings, before / after |
|---|---|---|---|
$(lx_row gcc-12)
$(lx_row clang-19)

The audit with gcc-12, clang-19, gcc-16 and clang-22 (\`KCFLAGS="-I<repo>/include -include init_for_compiler.h -DINIT_FOR_COMPILER_AUDIT=1"\`):

\`\`\`
$(lx_audit)
\`\`\`

## Reproduce

    make case-study      # or, after scripts/case-study-linux.sh:
    scripts/case-study-both-forms.sh docs/case-study-both-forms.md

Raw logs: \`$W\`.
<!-- END make case-study -->
EOF
} >"$out_md.tmp"
mv "$out_md.tmp" "$out_md"
say "wrote $out_md"
