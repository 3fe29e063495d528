# SPDX-License-Identifier: MIT OR GPL-2.0-only
# shellcheck shell=bash disable=SC2154
#
# scripts/case-study-linux-page.sh - write_page: docs/case-study-linux.md
# from what scripts/case-study-linux.sh left in $D, sourced by it. Every
# number of the page is counted here from those files; none is typed.

count() { grep -c ": $2: " "$1" || true; }
definite() { grep -cE ': review: [^ ]*: (uninitialized_var\(\): )?definite' "$1" || true; }
through() { grep -c 'assigned through a pointer' "$1" || true; }
nowhere() { grep -c 'is declared nowhere before it' "$1" || true; }
kind_count() { grep -c ": $2: " "$1" || true; }
new_err() { grep -c ': \(fatal \)\{0,1\}error: ' "$D/new-$1.diags" || true; }
new_warn() { grep -c ': warning: ' "$D/new-$1.diags" || true; }
key() { grep ": $2: " "$D/tool-$1.txt" | awk '{ print $1 $3 }' | sort; }	# FILE:LINE:NAME
both() { comm -12 <(key "$1" "$2") <(key "$3" "$4") | wc -l; }
agreed() { case $agree in *"$1:yes"*) echo "all $nconverted sites" ;; *) echo "NO: see linux/diff-$1.txt" ;; esac; }
row() {	# row LABEL OUT [AGREE-LABEL]
	printf '| %s | %s | %s | %s | %s | %s |\n' "$1" "$(count "$2" review)" "$(definite "$2")" \
		"$(count "$2" stale)" "$(count "$2" unknown)" "${3:+$(agreed "$3")}"
}
short() {	# the warning of a site, without the path prefix
	grep -E "^(\./)?$1:$2:[0-9]+: review: $3:" "$4" | head -1 |
		sed -E 's/.*: (warning|error): //; s/ \[-W[^]]*\].*$//; s/; the read: line .*$//; s/; that is the declaration.s line.*$//' | cut -c1-90 |
		sed "s/\xe2\x80[\x98\x99]/'/g; s/|/\\\\|/g"
}

# the sites gcc-12 without -include was silent on (unknown, its flags),
# and of those the ones gcc-12 with -include warns on: "FILE:LINE:NAME"
late_silent() { grep -F 'gcc, with the warning off (-Wno-maybe-uninitialized' "$D/audit-gcc-12-late.out" |
	sed -E 's|^\./||; s|^([^:]+):([0-9]+):[0-9]+: [a-z]+: ([^: ]+):.*|\1:\2:\3|' | sort; }
late_caught() { comm -12 <(late_silent) <(key gcc-12 review); }
ifg() { awk -v w="$2" '$2 == w { print $1 }' "$D/ifgroup-$1.txt" 2>/dev/null || echo 0; }
notshown() { grep -c 'compiled, but not shown to compile this code' "$1" || true; }
ifgroups() {	# per log: the sites inside #if the preprocessor keeps, as judged
	local l out=""
	for l in $AUDITORS; do
		out="$out, $l $(($(ifg "$l" stale) + $(ifg "$l" unknown))) ($(ifg "$l" stale) stale, $(ifg "$l" unknown) unknown)"
	done
	echo "${out#, }"
}
readers() {	# the logs on which the reader agrees (yes) or not (no)
	local want=$1 l out=""
	for l in $agree; do
		case $l in *":$want") out="$out, ${l%:*}" ;; esac
	done
	echo "${out#, }"
}

# the findings: every number counted
findings() {
	local rev sta unk thr nd ok ncaught nsilent
	rev=$(count "$D/audit-all.out" review)
	sta=$(count "$D/audit-all.out" stale)
	unk=$(count "$D/audit-all.out" unknown)
	thr=$(through "$D/audit-all.out")
	nd=$(nowhere "$D/audit-all.out")
	nsilent=$(late_silent | wc -l)
	ncaught=$(late_caught | wc -l)
	ok=yes
	case $agree in *:no*) ok=no ;; esac
	cat <<EOF
## Findings

- **The dummy zeros:** scan finds $nsites_all in Linux 6.1, $(kind_count "$D/sites-all.txt" comment-init) declarations and $(kind_count "$D/sites-all.txt" comment-assign) assignments. $nsites_config of them are in the $nfiles files that $nobjects objects of an x86_64 \`allmodconfig\` build compile; convert turned $nconverted into \`INIT_FOR_COMPILER()\` and \`ASSIGN_FOR_COMPILER()\` and left $(left_alone) alone (a non-zero initializer, or a chain under an \`if\`). $(awk '{ print $2 }' "$D/notconfig.txt" | sort -u | wc -l) more objects with sites are no part of that build (32-bit and other architectures' code, which kbuild compiles only when asked for it by name): [below](#not-in-x86_64-allmodconfig).
- **Nothing breaks:** built before and after, gcc-12 compiled $(n_objects before-gcc-12) and $(n_objects after-gcc-12) of the $nobjects objects ($(same_objects gcc-12)), clang-19 $(n_objects before-clang-19) and $(n_objects after-clang-19) ($(same_objects clang-19)); new errors: $(new_err gcc-12) with gcc-12, $(new_err clang-19) with clang-19; new warnings: $(new_warn gcc-12) and $(new_warn clang-19).
- **Which zeros a compiler still needs:** with gcc-12, clang-19, gcc-16 and clang-22 together, $rev sites are review (some compiler still warns once the zero is gone) and $sta are stale (none of the four warns); $unk are unknown: $thr assign through a pointer (no warning of their function can be about them), $nd assign a variable declared where scan cannot see it, $(notshown "$D/audit-all.out") sit in an \`#if\` group no log shows on, $((unk - thr - nd - $(notshown "$D/audit-all.out"))) were not compiled.
- **The header must come first under kbuild's flags:** kbuild passes \`-Wno-maybe-uninitialized\`, and the header's pragma turns the warning back on only after the line that includes it. gcc places some warnings in a macro of a header included before (\`writel()\` of asm/io.h, in drivers/dma/hsu/hsu.c), and there it stays off. Built with the header where convert put it (gcc-12, no \`-include\`), gcc-12 was silent on $nsilent sites that it compiled; with \`KCFLAGS="-include init_for_compiler.h ..."\` it warns on $ncaught of them. Those $ncaught would have been stale verdicts on zeros gcc still needs; the tool now calls a site unknown by such a build, says why, and names the flag ([tool.md](tool.md#how-each-verdict-is-decided)).
- **Code under \`#if\`:** a log shows a file compiled, not which of its \`#if\` groups. The tool calls a site there stale only where the unit's \`-D\`, \`-U\`, \`-include\` and \`-I\` (kbuild's \`.cmd\` files: \`kconfig.h\`, which includes \`autoconf.h\`) and the file's own \`#define\` turn every group around it on. The sites inside a group that the unit's own options keep (the preprocessor, run with them by the reader below), per log: $(ifgroups). Where it says unknown, the group's macro comes from a header it does not read. None of its stale sites is in code the preprocessor drops.
- **The audit is right about its logs:** a separate reader of each log (scripts/case-study-linux-reader.py, no code of the tool) gives every site the tool's verdict (inside \`#if\`, where the preprocessor keeps the line: stale or unknown, as above)$(if [ "$ok" = yes ]; then echo " in each of the $(echo $agree | wc -w) logs"; else echo " in $(readers yes), and **not** in $(readers no) (\`linux/diff-*.txt\`)"; fi).
- **The farm route:** gcc-12's audit through \`--compile-commands\` ($ccdb_entries entries) took $(printf '%.0f' "$ccdb_seconds") s here, and through \`--launcher distcc\` to a distccd on 127.0.0.1 $(printf '%.0f' "$distcc_seconds") s ($distcc_remote compiles done by distccd). $(distcc_finding)
EOF
}
distcc_finding() {
	local nf
	nf=$(grep -c . "$D/distcc/failed.txt" || true)
	if [ "$nf" = 0 ]; then
		if [ "$distcc_same" = yes ]; then echo "Every verdict is the same."
		else echo "**The verdicts differ** (\`linux/distcc/verdicts.diff\`)."; fi
		return
	fi
	printf 'distccd could not compile %s units, whose %s sites stay unknown through it: distcc compiles the text preprocessed here, where gcc no longer knows that a line came from a macro and warns on it, and `CONFIG_WERROR` makes that an error (%s). ' \
		"$nf" "$distcc_failed_sites" "$(head -1 "$D/distcc/failed.tsv" | sed 's/\t/: `/; s/$/`/')"
	if [ "$distcc_same" = yes ]; then
		echo "Every other verdict is the same as without distcc."
	else
		nomacro_finding
	fi
}
# the sites only distcc's compile warns on (nomacro.txt: whether the local
# compile warns too with -ftrack-macro-expansion=0)
nomacro_finding() {
	local n y list
	n=$(grep -c . "$D/distcc/nomacro.txt" || true)
	y=$(grep -c ' yes$' "$D/distcc/nomacro.txt" || true)
	list=$(awk '{ printf "%s`%s` (%s)", (NR > 1 ? ", " : ""), $2, $1 }' "$D/distcc/nomacro.txt")
	if [ "$n" -gt 0 ] && [ "$n" = "$y" ]; then
		printf 'One other difference, %s site%s that gcc warns on only through distcc: %s. Compiled here with `-ftrack-macro-expansion=0`, as distccd compiles it (preprocessed text, no macros), gcc warns on %s too: the read is in a macro'"'"'s expansion, where gcc with its macro tracking keeps the warning back. A zero gcc calls stale may so hide a read gcc does see (`linux/distcc/nomacro.txt`).\n' \
			"$n" "$([ "$n" = 1 ] || echo s)" "$list" "$([ "$n" = 1 ] && echo it || echo them)"
	else
		printf '**Other verdicts differ too** (`linux/distcc/verdicts.diff`): %s; with `-ftrack-macro-expansion=0` here, gcc warns on %s of them.\n' "$list" "$y"
	fi
}
left_alone() { grep -o 'convert: [0-9]* sites\{0,1\} converted in [0-9]* files\{0,1\}, [0-9]* left alone' "$D/convert.err" | awk '{ print $(NF - 2) }'; }

method() {
	cat <<EOF
## Method

1. **Sites.** \`init-for-compiler scan --kind=comment-init,comment-assign\`
   over the whole of Debian's \`linux-source-6.1\`, then the files outside
   \`arch/<not x86>/\`, \`scripts/\`, \`tools/\`, \`samples/\`. A \`.c\`
   file is its own object; a header is compiled in the object named in the
   script's table (HEADERS)$(host_note). Of those objects, the ones x86_64
   \`allmodconfig\` builds, by kbuild's own list: \`make O=DIR -n -k\` (a
   dry run of the whole build) in the prepared tree, the objects with
   sites removed first, so that it prints their compile commands.
2. **Convert** on a hard-linked copy (convert replaces files by rename:
   the pristine tree is never written).
3. **Builds**, quiet, \`-k -j$JOBS\`, single \`.o\` targets, each compiler
   in an O= tree of its own (\`make O=DIR allmodconfig\`, \`make O=DIR
   modules_prepare\`):

       LC_ALL=C make O=DIR -k -j$JOBS KCFLAGS="..." <the $nobjects objects>

   before: the pristine tree, \`KCFLAGS\` empty; after: the converted tree,
   \`KCFLAGS="-I<repo>/include"\`; audit: the converted tree,
   \`KCFLAGS="-I<repo>/include -include init_for_compiler.h
   -DINIT_FOR_COMPILER_AUDIT=1"\` (the header first: see the findings);
   and once more with gcc-12 without \`-include\` (gcc-12-late, an O=
   tree of its own, whose \`.cmd\` files the audit reads).
   gcc-16 and clang-22 run in a Debian sid chroot, \`CONFIG_WERROR\` off
   (\`scripts/config --disable WERROR\`): their new warnings in Linux 6.1's
   own code would otherwise stop objects the audit needs.
4. **Before against after**: the objects each log shows compiled (its
   \`CC\` lines), and its errors and warnings with paths and line numbers
   left out, as multisets (scripts/case-study-lib.sh, \`diags\`).
5. **Audits**: each log alone, the two of each year together, all four;
   gcc-12's tree again through \`--compile-commands\`
   (\`scripts/clang-tools/gen_compile_commands.py\`), and through
   \`--launcher distcc\` with \`DISTCC_HOSTS=127.0.0.1:PORT/$JOBS\`,
   \`DISTCC_FALLBACK=0\` (a compile distcc cannot send fails instead of
   running here) and \`DISTCC_BACKOFF_PERIOD=0\` (one failed compile does
   not take the host out for a minute, failing every compile after it),
   compared verdict by verdict.
6. **A separate reading** of each audit log, site by site: unknown when
   make did not compile the object (its \`CC\` line, at the end of a log
   line: with \`-j$JOBS\` another compile's message can stand before it on
   the same line), or when the site assigns through a pointer; review when
   a note of the log, or a gcc warning on the declaration itself, names
   the variable at its declaration (for an assignment, in its function up
   to the site); stale otherwise, and for gcc-12-late unknown (its
   silence proves nothing).
EOF
}
# the sites gcc-12-late was silent on that gcc-12 with -include warns on
late_table() {
	local k f l n w
	[ "$(late_caught | wc -l)" -gt 0 ] || return 0
	echo "The sites gcc-12 warns on only with the header first (\`-include\`), and where it places the warning:"
	echo
	echo "| site | the warning with \`-include\` |"
	echo "|---|---|"
	late_caught | while IFS=: read -r f l n; do
		w=$(grep -E "^(\./)?$f:$l:[0-9]+: review: $(printf '%s' "$n" | sed 's/[][*.^$]/\\&/g'):" "$D/audit-gcc-12.out" | head -1 |
			sed -E 's/.* \(may\): //; s/.* \(is\): //; s/ \[-W[^]]*\].*$//' | sed "s|$src/||; s/\xe2\x80[\x98\x99]/'/g; s/|/\\\\|/g" | cut -c1-120)
		printf '| %s:%s `%s` | %s |\n' "$f" "$l" "$n" "$w"
	done
}
# the objects with sites that x86_64 allmodconfig does not build
notconfig() {
	local f t
	[ -s "$D/notconfig.txt" ] || return 0
	cat <<EOF

### Not in x86_64 allmodconfig

These objects hold sites, but kbuild's dry run of the whole build does not
compile them: the configuration leaves them out (32-bit code, other
architectures' drivers, a host program). kbuild compiles a single object
when asked for it by name, whatever the configuration, and so do the
builds above when given one; they are not among the $nobjects.

| object | its file |
|---|---|
EOF
	while read -r f t; do
		printf '| `%s` | `%s` |\n' "$t" "$f"
	done <"$D/notconfig.txt"
}
zeros() { if [ "$1" = 1 ]; then echo "1 zero"; else echo "$1 zeros"; fi; }
needed() { if [ "$1" = 1 ]; then echo "is needed"; else echo "are needed"; fi; }
host_note() {
	[ -s "$D/host.txt" ] || return 0
	printf '; left out, a host program'"'"'s header: %s' "$(sed 's/.*/`&`/' "$D/host.txt" | paste -sd, - | sed 's/,/, /g')"
}

data() {
	cat <<EOF
## Data

### The builds

| compiler | version | where | make variables | before | after | audit |
|---|---|---|---|---|---|---|
| gcc-12 | \`$(version gcc-12)\` | Debian 12 (the kernel's \`gcc\`) | | $(secs before-gcc-12) s | $(secs after-gcc-12) s | $(secs gcc-12) s |
| clang-19 | \`$(version clang-19)\` | Debian 12 | \`LLVM=-19\` | $(secs before-clang-19) s | $(secs after-clang-19) s | $(secs clang-19) s |
| gcc-16 | \`$(version gcc-16)\` | Debian sid chroot | \`CC=gcc-16 HOSTCC=gcc-16\` | | | $(secs gcc-16) s |
| clang-22 | \`$(version clang-22)\` | Debian sid chroot | \`LLVM=-22\` | | | $(secs clang-22) s |
| gcc-12-late | the same gcc-12, no \`-include\` | Debian 12 | | | | $(secs gcc-12-late) s |

### Before and after

| compiler | objects before | after | errors before | after | warnings before | after | new errors | new warnings |
|---|---|---|---|---|---|---|---|---|
EOF
	for cc in $BUILDERS; do
		printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$cc" \
			"$(n_objects "before-$cc")" "$(n_objects "after-$cc")" \
			"$(n_err "before-$cc")" "$(n_err "after-$cc")" \
			"$(n_warn "before-$cc")" "$(n_warn "after-$cc")" \
			"$(new_err "$cc")" "$(new_warn "$cc")"
	done
	for cc in $BUILDERS; do
		if [ -s "$D/new-$cc.diags" ]; then
			printf '\nNew with %s (the line and the message, paths left out):\n\n' "$cc"
			sed 's/^/    /' "$D/new-$cc.diags"
		fi
	done
	if [ "$(n_err before-gcc-12)$(n_err before-clang-19)" = 00 ]; then
		printf '\nNo object failed, before or after.\n'
	else
		printf '\nAn object that failed before failed after too: the errors above are the\nsame ones (Linux 6.1'"'"'s own, with these compilers and this configuration).\n'
	fi
	cat <<EOF

### The audit

| | review | of which definite | stale | unknown | equal to the separate reading |
|---|---|---|---|---|---|
$(row gcc-12 "$D/audit-gcc-12.out" gcc-12)
$(row clang-19 "$D/audit-clang-19.out" clang-19)
$(row gcc-16 "$D/audit-gcc-16.out" gcc-16)
$(row clang-22 "$D/audit-clang-22.out" clang-22)
$(row "gcc-12 and clang-19" "$D/audit-both.out")
$(row "gcc-16 and clang-22" "$D/audit-2026.out")
$(row "all four" "$D/audit-all.out")
$(row "gcc-12, \`--compile-commands\`" "$D/audit-ccdb.out")
$(row "gcc-12, \`--compile-commands --launcher distcc\`" "$D/audit-distcc.out")
$(row "gcc-12-late (no \`-include\`)" "$D/audit-gcc-12-late.out" gcc-12-late)

Between the years: $(zeros "$(both gcc-12 stale gcc-16 review)") stale for
gcc-12 $(needed "$(both gcc-12 stale gcc-16 review)") by gcc-16, $(both gcc-12 review gcc-16 stale) the other way;
$(zeros "$(both clang-19 stale clang-22 review)") stale for clang-19 $(needed "$(both clang-19 stale clang-22 review)") by
clang-22, $(both clang-19 review clang-22 stale) the other way. Between the
families: of the $(count "$D/audit-gcc-12.out" stale) zeros gcc-12 calls
stale, clang-19 still needs $(both gcc-12 stale clang-19 review). "Stale"
means that no compiler in these logs warned, not that the zero is useless
(see [tool.md](tool.md#audit)).

$(late_table)

### Per site

![Every site's verdict with each compiler, the sites grouped by what the compilers say](${out_svg##*/})

The picture is drawn by scripts/sites-svg.py from
[${out_tsv##*/}](${out_tsv##*/}), which holds the verdicts of the table
below, one line per site and compiler.

| site | gcc-12 | clang-19 | gcc-16 | clang-22 | what a compiler says |
|---|---|---|---|---|---|
EOF
	per_site
	notconfig
}

per_site() {
	local f l c rest n cols v w lb
	while IFS=: read -r f l c rest; do
		n=${rest##*: }
		f=${f#./}
		cols=""
		for lb in $AUDITORS; do
			v=$(grep -F "$f:$l: " "$D/tool-$lb.txt" | grep -F ": $n" | awk -v n="$n" '$3 == n { print $2 }' |
				tr -d : | head -1)
			cols="$cols $v |"
			printf '%s:%s %s\t%s\t%s\t%s\n' "$f" "$l" "$n" "$lb" "$v" \
				"$(grep -F "./$f:$l:" "$D/audit-$lb.out" | grep -F ": $n: " | head -1 |
					sed -E 's/^[^ ]+ [a-z]+: [^ ]+: //' | tr '\t' ' ' | cut -c1-300)" \
				>>"$out_tsv.tmp"
		done
		w=""
		for lb in $AUDITORS; do
			[ -n "$w" ] || w=$(short "$f" "$l" "$(printf '%s' "$n" | sed 's/[][*.^$]/\\&/g')" "$D/audit-$lb.out")
		done
		[ -n "$w" ] || w=$(grep -F "./$f:$l:" "$D/audit-all.out" | grep -F ": unknown: $n:" |
			sed -E 's/^[^ ]+ unknown: [^ ]+: //' | cut -c1-90 | sed 's/|/\\|/g')
		printf '| %s:%s `%s` |%s %s |\n' "$f" "$l" "$n" "$cols" "$w"
	done <"$D/annotations.txt"
}

write_page() {
	out_svg=${out_md%.md}.svg
	out_tsv=${out_md%.md}.tsv
	{
		echo "# make case-study (scripts/case-study-linux.sh): the audit's verdicts on Linux 6.1,"
		echo "# the input of scripts/sites-svg.py: SITE<TAB>COMPILER<TAB>VERDICT<TAB>NOTE"
		printf '#title\t%s\n' "Linux 6.1: does a compiler still need each dummy zero?"
		printf '#subtitle\t%s\n' "The audit of $nconverted converted sites, x86_64 allmodconfig, per compiler; make case-study (scripts/case-study-linux.sh)"
	} >"$out_tsv.tmp"
	{
		cat <<EOF
<!-- BEGIN make case-study -->
# Case study: Linux 6.1's dummy zeros, every spelling, at kernel scale

<!-- Generated by scripts/case-study-linux.sh (make case-study); do not edit. -->

Linux has quieted false "may be used uninitialized" warnings by hand for
decades, in any words: \`u32 value = 0; /* keep gcc happy */\`, \`ps = NULL;
/* shut up gcc */\`. This page takes every such zero that an x86_64
\`allmodconfig\` build compiles through the tool: found, converted, built
before and after, and audited with the compilers of 2022 and of 2026.

EOF
		findings
		echo
		method
		echo
		data
		if [ -z "${NO_BLUEZ:-}" ]; then
			CACHE=$CACHE TOOL=$TOOL JOBS=$JOBS "$top/scripts/case-study-bluez.sh" || exit 1
		fi
		cat <<EOF

## Reproduce

    make deps            # linux-source-6.1, flex, bison, bc, libelf-dev, libssl-dev, lld-19,
                         # llvm-19, distcc, debootstrap; BlueZ's build: libglib2.0-dev, ...
    make case-study      # writes this page; raw logs and outputs in $D

The logs, the tool's outputs and the separate reading are kept in \`$D\`
(\`gcc-12.log\`, \`before-gcc-12.log\`, \`audit-gcc-12.out\`,
\`reader-gcc-12.txt\`, ...; BlueZ's in \`$CACHE/bluez/\`). \`make check\`
keeps a trimmed copy of four objects' lines, with their files, as a
regression test (tests/tool/linux; \`TRIMMED=1 make case-study\` writes it).
<!-- END make case-study -->
EOF
	} >"$out_md.tmp"
	python3 "$top/scripts/sites-svg.py" -o "$out_svg.tmp" "$out_tsv.tmp"
	mv "$out_tsv.tmp" "$out_tsv"
	mv "$out_svg.tmp" "$out_svg"
	mv "$out_md.tmp" "$out_md"
	say "wrote $out_md, $out_svg and $out_tsv"
}
