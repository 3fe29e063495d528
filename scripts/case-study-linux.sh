#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# scripts/case-study-linux.sh - Linux 6.1's dummy zeros at kernel scale (make
# case-study): every object of an x86_64 allmodconfig build that holds a
# site, converted, built before and after, and audited.
#
# Debian's linux-source-6.1 quiets false "may be used uninitialized" warnings
# by hand: `u32 value = 0; /* keep gcc happy */`, `ps = NULL; /* shut up gcc
# */`. This script:
#   1. takes the pristine tree ($CACHE/linux-source-6.1: tests/tool/truth/
#      trees.sh unpacks it, make deps);
#   2. scans it for comment-init and comment-assign sites (the commented
#      zero in any words, issue 34), keeps the files an x86_64 build can
#      reach (not arch/<other>/, scripts/, tools/, samples/), and names each
#      one's object (a header: the object that holds its function, by the
#      table HEADERS below; a host program's header is left out, said so);
#      of those objects, it keeps the ones x86_64 allmodconfig builds:
#      kbuild's own list, `make -n -k` in the prepared O= tree with those
#      objects removed (a single target is compiled when asked, whatever
#      its configuration: 32-bit and other architectures' code is left
#      out, each named on the page);
#   3. copies the tree (hard links: convert replaces files by rename, so the
#      pristine tree is never written) and converts those files;
#   4. builds the objects, quiet, -k -j2, as users get it, single .o targets
#      in an O= tree each (allmodconfig, modules_prepare once):
#        before  the pristine tree, gcc-12 and clang-19 (LLVM=-19)
#        after   the converted tree, the same compilers, -I<repo>/include
#        audit   the converted tree with -include init_for_compiler.h
#                -DINIT_FOR_COMPILER_AUDIT=1, gcc-12 and clang-19 here,
#                gcc-16 and clang-22 (LLVM=-22) in a Debian sid chroot
#                (scripts/case-study-sid.sh), CONFIG_WERROR off for those
#                two (their new warnings in 6.1's own code would stop
#                objects the audit needs); and gcc-12 once more without
#                -include (gcc-12-late: the header where convert put it,
#                after other headers, under kbuild's
#                -Wno-maybe-uninitialized: what the audit can say then);
#   5. compares before and after: the objects compiled, and their errors and
#      warnings as multisets (scripts/case-study-lib.sh's diags);
#   6. audits each log alone, the two of each year together, all four, and
#      gcc-12's tree through --compile-commands (the kernel's
#      compile_commands.json), and again through --launcher distcc to a
#      distccd on 127.0.0.1 (docs/workflows.md's farm route, on one machine);
#   7. reads each audit log again with a reader of its own
#      (scripts/case-study-linux-reader.py, no code of the tool) and
#      compares, site by site;
#   8. with TRIMMED=1, writes tests/tool/linux (make check's regression test:
#      four files and the lines of their objects from each log);
#   9. writes docs/case-study-linux.md (findings first, then method and
#      data), and beside it the verdicts per site as data
#      (case-study-linux.tsv) and as a picture (case-study-linux.svg, by
#      scripts/sites-svg.py).
#
# Usage: scripts/case-study-linux.sh [OUT.md]    (make case-study)
# Environment: CACHE (default /var/cache/init-for-compiler/case-study),
# TOOL (default build/tool/init-for-compiler), JOBS (default 2),
# REUSE_LOGS=1 (keep the last builds: for work on the later steps),
# TRIMMED=1 (step 8), NO_BLUEZ=1 (leave out BlueZ's section).
# Needs: linux-source-6.1, flex, bison, bc, libelf-dev, libssl-dev, gcc-12,
# clang-19, lld-19, llvm-19, distcc, python3, debootstrap (make deps installs
# them), root (the chroot). About two hours the first time on 2 cores
# (six O= trees to prepare), under an hour after.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
out_md=${1:-$top/docs/case-study-linux.md}
case $out_md in /*) ;; *) out_md=$PWD/$out_md ;; esac
CACHE=${CACHE:-/var/cache/init-for-compiler/case-study}
TOOL=${TOOL:-$top/build/tool/init-for-compiler}
case $TOOL in /*) ;; *) TOOL=$PWD/$TOOL ;; esac
JOBS=${JOBS:-2}
AUDITORS="gcc-12 clang-19 gcc-16 clang-22"
BUILDERS="gcc-12 clang-19"
export LC_ALL=C
STUDY=linux
SID_PKGS="gcc-16 clang-22 lld-22 llvm-22 make flex bison bc libelf-dev libssl-dev python3 perl kmod cpio xz-utils"
SID_NEED="/usr/bin/gcc-16 /usr/bin/ld.lld-22 /usr/bin/flex"
. "$top/scripts/case-study-lib.sh"
need make gcc-12 clang-19 ld.lld-19 flex bison bc python3 awk distcc distccd
[ -x "$TOOL" ] || die "$TOOL not built (make)"
bash "$top/tests/tool/truth/trees.sh" fetch 2>/dev/null ||
	die "the pristine tree: tests/tool/truth/trees.sh fetch failed (make deps)"
pristine=$(bash "$top/tests/tool/truth/trees.sh" path linux-6.1)
src=$CACHE/src
D=$CACHE/linux
mkdir -p "$D"

# A header's site is compiled in the objects that include it; the audit
# needs one where its function is compiled. One per header, with why.
HEADERS="
kernel/rcu/tree_nocb.h                       kernel/rcu/tree.o                 #included by tree.c
arch/x86/include/asm/debugreg.h              arch/x86/kernel/hw_breakpoint.o   #native_get_debugreg(), through get_debugreg()
lib/zstd/compress/zstd_compress_internal.h   lib/zstd/compress/zstd_compress.o #the #else of a __GNUC__ >= 4 test
arch/x86/entry/vdso/vdso2c.h                 -                                 #a host program's (vdso2c): no object of the kernel
"

# start_distccd: a distccd on 127.0.0.1 only, a free port ($dport), its pid
# ($dpid), its log $D/distcc/log (tests/tool/launcher.sh starts it so)
start_distccd() {
	local p
	mkdir -p "$D/distcc"
	chmod 755 "$D" "$D/distcc"	# distccd drops root for its own user
	dport='' dpid=''
	for p in $(shuf -i 20000-60000 -n 8); do
		: >"$D/distcc/log" && chmod 666 "$D/distcc/log"
		distccd --daemon --no-detach --listen 127.0.0.1 --allow 127.0.0.1 --port "$p" \
			--jobs "$JOBS" --log-file "$D/distcc/log" --log-level info >/dev/null 2>&1 &
		dpid=$!
		for _ in $(seq 1 50); do
			grep -q "listening on 127.0.0.1:$p" "$D/distcc/log" && break
			kill -0 "$dpid" 2>/dev/null || break
			sleep 0.1
		done
		if kill -0 "$dpid" 2>/dev/null && grep -q "listening on 127.0.0.1:$p" "$D/distcc/log"; then
			dport=$p
			return 0
		fi
		kill "$dpid" 2>/dev/null
		wait "$dpid" 2>/dev/null
	done
	die "distccd: no port of 8 tried would do, see $D/distcc/log"
}

# prepare LABEL TREE: allmodconfig and modules_prepare in $CACHE/obj-LABEL
prepare() {
	local label=$1 tree=$2 obj=$CACHE/obj-$1 cc=${1#orig-} vars werror=""
	cc=${cc%-late}
	set_run "$cc"
	vars=$(make_vars "$cc")
	[ -f "$obj/.ifc-prepared" ] && return 0
	say "$label: allmodconfig and modules_prepare in $obj"
	mkdir -p "$obj"
	case $cc in gcc-16|clang-22)
		werror="&& ./scripts/config --file '$obj/.config' --disable WERROR &&
			make O='$obj' $vars olddefconfig" ;;
	esac
	$run "cd '$tree' && make O='$obj' $vars allmodconfig $werror &&
		make O='$obj' $vars -j$JOBS modules_prepare" >"$D/$label-prepare.log" 2>&1 ||
		die "$label: preparing failed, see $D/$label-prepare.log"
	touch "$obj/.ifc-prepared"
}
make_vars() {
	case $1 in
	gcc-12) echo "" ;;
	clang-19) echo "LLVM=-19" ;;
	gcc-16) echo "CC=gcc-16 HOSTCC=gcc-16" ;;
	clang-22) echo "LLVM=-22" ;;
	esac
}
# ------------------------------------------------------------ 2. the sites
(cd "$pristine" && "$TOOL" scan --kind=comment-init,comment-assign .) >"$D/sites-all.txt" 2>"$D/scan.err"
grep -vE '^\./(arch/[^x][^/]*|arch/x[^8][^/]*|scripts|tools|samples|Documentation)/' \
	"$D/sites-all.txt" >"$D/sites-x86.txt" || true
: >"$D/files.txt"
: >"$D/targets.txt"
: >"$D/host.txt"
for f in $(cut -d: -f1 "$D/sites-x86.txt" | sed 's|^\./||' | sort -u); do
	case $f in
	*.c) echo "$f" >>"$D/files.txt"; echo "${f%.c}.o" >>"$D/targets.txt" ;;
	*.h)
		t=$(echo "$HEADERS" | awk -v f="$f" '$1 == f { print $2 }')
		[ -n "$t" ] || die "$f: a header with a site but no object: add it to HEADERS"
		if [ "$t" = - ]; then
			echo "$f" >>"$D/host.txt"
		else
			echo "$f" >>"$D/files.txt"; echo "$t" >>"$D/targets.txt"
		fi ;;
	esac
done
# kbuild's own list of what x86_64 allmodconfig builds: a dry run (make -n
# -k, every target) in the prepared O= tree of the original, the objects
# with sites removed first so that it prints their commands; "-o X.o" of
# each compile (a path through ../ made plain: arch/x86/kvm/../../../virt/
# kvm/dirty_ring.o). Cached in $D/allmodconfig-objects.txt
config_objects() {
	local obj=$CACHE/obj-orig-gcc-12
	if [ -n "${REUSE_LOGS:-}" ] && [ -s "$D/allmodconfig-objects.txt" ]; then
		return 0
	fi
	prepare orig-gcc-12 "$pristine"
	# shellcheck disable=SC2046
	(cd "$obj" && rm -f $(cat "$D/candidates.txt"))
	say "allmodconfig's objects: make -n -k in $obj"
	(cd "$pristine" && LC_ALL=C make O="$obj" -n -k) >"$D/allmodconfig-dry.txt" 2>&1 || true
	grep -oE ' -o [^ ]+\.o( |$)' "$D/allmodconfig-dry.txt" | awk '{ print $2 }' |
		awk '{ n = split($0, p, "/"); k = 0
			for (i = 1; i <= n; i++) if (p[i] == "..") k--; else q[++k] = p[i]
			o = q[1]; for (i = 2; i <= k; i++) o = o "/" q[i]; print o }' |
		sort -u >"$D/allmodconfig-objects.txt"
	[ "$(wc -l <"$D/allmodconfig-objects.txt")" -gt 10000 ] ||
		die "allmodconfig's objects: the dry run listed too few, see $D/allmodconfig-dry.txt"
}
mv "$D/targets.txt" "$D/candidates-targets.txt"
mv "$D/files.txt" "$D/candidates-files.txt"
sort -u "$D/candidates-targets.txt" >"$D/candidates.txt"
config_objects
: >"$D/files.txt"
: >"$D/targets.txt"
: >"$D/notconfig.txt"
paste -d' ' "$D/candidates-files.txt" "$D/candidates-targets.txt" | while read -r f t; do
	if grep -qxF "$t" "$D/allmodconfig-objects.txt"; then
		echo "$f" >>"$D/files.txt"; echo "$t" >>"$D/targets.txt"
	else
		echo "$f $t" >>"$D/notconfig.txt"
	fi
done

nsites_all=$(wc -l <"$D/sites-all.txt")
nsites_x86=$(wc -l <"$D/sites-x86.txt")
# the sites of the files an allmodconfig object compiles
nsites_config=$(grep -cF -f <(sed 's|^|./|; s|$|:|' "$D/files.txt") "$D/sites-x86.txt" || true)
nfiles=$(wc -l <"$D/files.txt")
nobjects=$(sort -u "$D/targets.txt" | wc -l)

# ------------------------------------------------------- 3. the converted copy
if [ -z "${REUSE_LOGS:-}" ] || [ ! -d "$src" ]; then
	say "converting $nfiles files"
	rm -rf "$src"
	cp -al "$pristine" "$src"
	# shellcheck disable=SC2046
	(cd "$src" && "$TOOL" convert $(cat "$D/files.txt")) >"$D/convert.out" 2>"$D/convert.err"
fi
# shellcheck disable=SC2046
(cd "$src" && "$TOOL" scan --kind=annotation $(cat "$D/files.txt")) >"$D/annotations.txt" 2>/dev/null
nconverted=$(wc -l <"$D/annotations.txt")

# ------------------------------------------------------------------ 4. builds
# build NAME LABEL TREE KCFLAGS: the objects, -k, into $D/NAME.log (kept
# with REUSE_LOGS=1 when it is there). LABEL names the O= tree
# ($CACHE/obj-LABEL): orig-CC, CC, or CC-late (a tree of its own, so that
# its .cmd files stay those of its build for the audit to read)
build() {
	local name=$1 label=$2 tree=$3 kc=$4 obj=$CACHE/obj-$2 start cc
	cc=${label#orig-}
	cc=${cc%-late}
	if [ -n "${REUSE_LOGS:-}" ] && [ -s "$D/$name.log" ] && [ -s "$D/$name.seconds" ]; then
		return 0
	fi
	prepare "$label" "$tree"
	(cd "$obj" && rm -f $(cat "$D/targets.txt"))
	say "$name: $nobjects objects"
	start=$(now)
	# -w in the sid chroot: its GNU make 4.4 prints no "Entering
	# directory" line under kbuild without it, and the audit finds kbuild's
	# .cmd files (the commands) through those lines (4.3 prints them)
	$run "cd '$tree' && LC_ALL=C make O='$obj' $(make_vars "$cc") -k -j$JOBS $([ "$run" = in_sid ] && echo -w) \
		KCFLAGS='$kc' $(sort -u "$D/targets.txt" | tr '\n' ' ')" >"$D/$name.log" 2>&1 || true
	since "$start" >"$D/$name.seconds"
}
# the audit's flags: the header first (-include), so that its pragma turns
# the warnings back on over kbuild's -Wno-maybe-uninitialized for all of
# the unit, the macros of the headers before convert's #include too
AUDIT_KCFLAGS="-I$top/include -include init_for_compiler.h -DINIT_FOR_COMPILER_AUDIT=1"
for cc in $BUILDERS; do
	build "before-$cc" "orig-$cc" "$pristine" ""
	build "after-$cc" "$cc" "$src" "-I$top/include"
done
for cc in $AUDITORS; do
	build "$cc" "$cc" "$src" "$AUDIT_KCFLAGS"
	set_run "$cc"
	$run "$cc --version" | head -1 >"$D/$cc.version"
done
# gcc-12 without -include: the header where convert put it
build gcc-12-late gcc-12-late "$src" "-I$top/include -DINIT_FOR_COMPILER_AUDIT=1"
version() { cat "$D/$1.version"; }
secs() { awk '{ printf "%d", $1 + 0.5 }' "$D/$1.seconds"; }

# ------------------------------------------------- 5. before against after
# the objects a log shows compiled, of those asked for (kbuild compiles
# what a changed KCFLAGS makes stale in the prepared tree too:
# asm-offsets.s, bounds.s)
cc_objects() { grep -E '  CC( \[M\])? +[^ ]+\.o$' "$1" | awk '{ print $NF }' | sort -u |
	grep -xF -f <(sort -u "$D/targets.txt") || true; }
for cc in $BUILDERS; do
	cc_objects "$D/before-$cc.log" >"$D/before-$cc.objects"
	cc_objects "$D/after-$cc.log" >"$D/after-$cc.objects"
	diags "$D/before-$cc.log" "$pristine" "$CACHE/obj-orig-$cc" >"$D/before-$cc.diags"
	diags "$D/after-$cc.log" "$src" "$CACHE/obj-$cc" "$top" >"$D/after-$cc.diags"
	comm -13 "$D/before-$cc.diags" "$D/after-$cc.diags" >"$D/new-$cc.diags"
	comm -23 "$D/before-$cc.diags" "$D/after-$cc.diags" >"$D/gone-$cc.diags"
done
n_objects() { wc -l <"$D/$1.objects"; }
n_err() { grep -c ': \(fatal \)\{0,1\}error: ' "$D/$1.diags" || true; }
n_warn() { grep -c ': warning: ' "$D/$1.diags" || true; }
same_objects() { cmp -s "$D/before-$1.objects" "$D/after-$1.objects" && echo same || echo DIFFERENT; }

# --------------------------------------------------------------- 6. audits
cd "$src"
files=$(cat "$D/files.txt")
logs() { for l; do printf ' --log %s' "$D/$l.log"; done; }
for l in $AUDITORS gcc-12-late; do
	# shellcheck disable=SC2086
	"$TOOL" audit --log "$D/$l.log" $files >"$D/audit-$l.out" 2>"$D/audit-$l.err" || true
done
# shellcheck disable=SC2046,SC2086
"$TOOL" audit $(logs gcc-12 clang-19) $files >"$D/audit-both.out" 2>"$D/audit-both.err" || true
# shellcheck disable=SC2046,SC2086
"$TOOL" audit $(logs gcc-16 clang-22) $files >"$D/audit-2026.out" 2>"$D/audit-2026.err" || true
# shellcheck disable=SC2046,SC2086
"$TOOL" audit $(logs $AUDITORS) $files >"$D/audit-all.out" 2>"$D/audit-all.err" || true
say "gcc-12: compile_commands.json of the O= tree, re-run by --compile-commands"
python3 "$src/scripts/clang-tools/gen_compile_commands.py" -d "$CACHE/obj-gcc-12" \
	-o "$D/compile_commands.json"
ccdb_entries=$(grep -c '"file"' "$D/compile_commands.json")
start=$(now)
# shellcheck disable=SC2086
"$TOOL" audit --compile-commands "$D/compile_commands.json" -j "$JOBS" $files \
	>"$D/audit-ccdb.out" 2>"$D/audit-ccdb.err" || true
ccdb_seconds=$(since "$start")
# the farm route of docs/workflows.md on one machine: a distccd on
# 127.0.0.1 with this machine's gcc, the audit's compiles through distcc
say "gcc-12: the same through --launcher distcc, a distccd on 127.0.0.1"
start_distccd	# $dport, $dpid (as tests/tool/launcher.sh starts it)
start=$(now)
# shellcheck disable=SC2086
DISTCC_HOSTS="127.0.0.1:$dport/$JOBS" DISTCC_FALLBACK=0 DISTCC_BACKOFF_PERIOD=0 DISTCC_DIR="$D/distcc" \
	DISTCC_LOG="$D/distcc/client.log" \
	"$TOOL" audit --compile-commands "$D/compile_commands.json" -j "$JOBS" --launcher distcc $files \
	>"$D/audit-distcc.out" 2>"$D/audit-distcc.err" || true
distcc_seconds=$(since "$start")
# the units distccd could not compile, each compiled through distcc again
# by hand for its first error: "FILE<TAB>ERROR" per line
sed -nE 's/^init-for-compiler: audit: compiling (.*) failed \(.*/\1/p' "$D/audit-distcc.err" |
	sed "s|^$src/||" >"$D/distcc/failed.txt"
: >"$D/distcc/failed.tsv"
while read -r f; do
	python3 - "$D/compile_commands.json" "$src/$f" >"$D/distcc/cmd.sh" <<'PY'
import json, shlex, sys
for e in json.load(open(sys.argv[1])):
    if e["file"] == sys.argv[2]:
        a = e.get("arguments") or shlex.split(e["command"])
        i = a.index("-o")
        a[i + 1] = "/dev/null"
        print("cd %s && distcc %s" % (shlex.quote(e["directory"]), " ".join(map(shlex.quote, a))))
PY
	e=$(DISTCC_HOSTS="127.0.0.1:$dport/$JOBS" DISTCC_FALLBACK=0 DISTCC_BACKOFF_PERIOD=0 \
		DISTCC_DIR="$D/distcc" bash "$D/distcc/cmd.sh" 2>&1 | grep -m1 'error:' | sed "s|^$src/||" || true)
	printf '%s\t%s\n' "$f" "${e:-no error printed}" >>"$D/distcc/failed.tsv"
done <"$D/distcc/failed.txt"
kill "$dpid" 2>/dev/null || true
wait "$dpid" 2>/dev/null || true
distcc_remote=$(grep -c 'COMPILE_OK' "$D/distcc/log" || true)
# distccd compiles text preprocessed here: a quoted warning's column may
# differ; the verdicts may not, but for the sites of the units it could
# not compile (unknown through distcc)
verdicts_of() { sed -E 's|^\./||; s|^([^:]+):([0-9]+):[0-9]+: ([a-z]+): ([^: ]+):.*|\1:\2: \3: \4|' "$1" |
	grep -vF -f <(sed 's/$/:/' "$D/distcc/failed.txt"; echo '///none///') | sort; }
if diff <(verdicts_of "$D/audit-ccdb.out") <(verdicts_of "$D/audit-distcc.out") >"$D/distcc/verdicts.diff"; then
	distcc_same=yes
else
	distcc_same=no
fi
distcc_failed_sites=$(grep -cF -f <(sed 's/$/:/' "$D/distcc/failed.txt"; echo '///none///') "$D/annotations.txt" || true)
# the sites distcc's compile warns on and the local one does not, compiled
# here again with -ftrack-macro-expansion=0 (gcc then knows no macro, as in
# the preprocessed text distccd compiles): "FILE:LINE NAME yes|no" (yes:
# it warns then too)
: >"$D/distcc/nomacro.txt"
sed -nE 's/^> ([^:]+):([0-9]+): review: ([^ ]+)$/\1 \2 \3/p' "$D/distcc/verdicts.diff" | while read -r f l n; do
	python3 - "$D/compile_commands.json" "$src/$f" >"$D/distcc/cmd.sh" <<'PY'
import json, shlex, sys
for e in json.load(open(sys.argv[1])):
    if e["file"] == sys.argv[2]:
        a = e.get("arguments") or shlex.split(e["command"])
        a[a.index("-o") + 1] = "/dev/null"
        print("cd %s && %s -ftrack-macro-expansion=0" % (shlex.quote(e["directory"]), " ".join(map(shlex.quote, a))))
PY
	r=no
	bash "$D/distcc/cmd.sh" 2>&1 | sed "s/\xe2\x80[\x98\x99]/'/g" | grep -q "'$n' may be used uninitialized" && r=yes
	echo "$f:$l $n $r" >>"$D/distcc/nomacro.txt"
done

# ------------------------------------------------- 7. the separate reading
tool_verdicts() {	# FILE:LINE: VERDICT: NAME from the tool's output
	sed -E 's|^\./||; s|^([^:]+):([0-9]+):[0-9]+: ([a-z]+): ([^: ]+):.*|\1:\2: \3: \4|' "$1" | sort
}
# compare_reading READER TOOL IFGROUP: the two readings site by site; the
# reader's stale-or-unknown (inside #if, kept by the preprocessor) agrees
# with either word. IFGROUP: how the tool judged those ("N stale", "N
# unknown"). Prints what differs; fails if anything does.
compare_reading() {
	python3 - "$@" <<'PY'
import sys
def read(p):
    d = {}
    for ln in open(p):
        f, v, n = ln.split()
        d[f + n] = v.rstrip(":")
    return d
r, t = read(sys.argv[1]), read(sys.argv[2])
bad, group = [], {"stale": 0, "unknown": 0}
for k in sorted(set(r) | set(t)):
    rv, tv = r.get(k, "missing"), t.get(k, "missing")
    if rv == "stale-or-unknown" and tv in group:
        group[tv] += 1
    elif rv != tv:
        bad.append("%s: reader %s, tool %s" % (k, rv, tv))
with open(sys.argv[3], "w") as f:
    f.write("%d stale\n%d unknown\n" % (group["stale"], group["unknown"]))
print("\n".join(bad))
sys.exit(1 if bad else 0)
PY
}
agree=""
for l in $AUDITORS gcc-12-late; do
	# gcc-12-late: kbuild's -Wno-maybe-uninitialized, and no -include
	python3 "$top/scripts/case-study-linux-reader.py" "$D/$l.log" "$D/annotations.txt" \
		"$D/targets.txt" "$D/files.txt" "$src" $([ "$l" = gcc-12-late ] && echo flagoff) |
		sort >"$D/reader-$l.txt"
	tool_verdicts "$D/audit-$l.out" >"$D/tool-$l.txt"
	if compare_reading "$D/reader-$l.txt" "$D/tool-$l.txt" "$D/ifgroup-$l.txt" >"$D/diff-$l.txt"; then
		agree="$agree $l:yes"
	else
		agree="$agree $l:no"
		say "$l: the tool and the reader differ, see $D/diff-$l.txt"
	fi
done

# -------------------------------------------- 8. make check's trimmed logs
trim() {	# trim LOG OBJ...: the lines of these objects' compiles
	local log=$1 ranges="" s e o first last
	shift
	for o; do
		s=$(grep -n "^  CC.* $o\.o\$" "$log" | head -1 | cut -d: -f1)
		[ -n "$s" ] || die "trim: no CC line for $o.o in $log"
		e=$(grep -n "/$o\.c\|: $o\.o\]" "$log" | tail -1 | cut -d: -f1)
		e=$(awk -v e="$e" 'NR > e && (/^  [A-Z]+ / || /^make/) { print NR - 1; exit }
			END { if (NR <= e) print NR }' "$log")
		ranges="$ranges $s,${e}p;"
	done
	for o; do
		ranges="$ranges$(grep -n "Target '$o\.o' not remade" "$log" | cut -d: -f1 | sed 's/$/p;/' | tr -d '\n')"
	done
	first=$(grep -n 'Entering directory' "$log" | head -1 | cut -d: -f1)
	last=$(grep -n 'Leaving directory' "$log" | tail -1 | cut -d: -f1)
	echo "# make case-study: the lines of four objects in a real quiet O= log (see README)"
	sed -n "${first:+${first}p;}$ranges${last:+${last}p}" "$log" |
		sed -e "s|$src|@LINUX@|g" -e "s|$CACHE/obj-|@OBJ@/obj-|g" -e "s|$top/include|@TOP@/include|g"
}
if [ -n "${TRIMMED:-}" ]; then
	t=$top/tests/tool/linux
	for f in fs/isofs/dir.c net/netfilter/xt_connbytes.c virt/kvm/dirty_ring.c drivers/dma/hsu/hsu.c; do
		mkdir -p "$t/$(dirname $f)" && cp "$src/$f" "$t/$f"
	done
	for l in $AUDITORS; do
		trim "$D/$l.log" fs/isofs/dir net/netfilter/xt_connbytes virt/kvm/dirty_ring \
			drivers/dma/hsu/hsu >"$t/$l.log"
	done
	say "wrote the trimmed logs and their files into $t"
fi

# ------------------------------------------------------------- 9. the page
. "$top/scripts/case-study-linux-page.sh"
write_page
case $agree in *:no*) exit 1 ;; esac
exit 0
