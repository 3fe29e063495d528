#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# tests/kbuild/run.sh - the library in a real out-of-tree kernel module build.
#
# Usage: tests/kbuild/run.sh OUTDIR [SINGLE_HEADER]
#
# Builds tests/kbuild/module/ with kbuild against the installed Debian kernel
# headers (/usr/src/linux-headers-*-amd64, the newest one; IFC_KDIR=<dir>
# picks another), each run in a fresh copy under OUTDIR so that nothing is
# written into the source tree, and records one result per check through
# tests/lib/result.sh (suite "kbuild"):
#
#   build              make -C <headers> M=<copy> modules gives a .ko (never loaded)
#   warnings-default   no warning from our files (module sources, include/, compat/)
#   warnings-W1        same with W=1
#   warnings-W2        same with W=2; the kernel's own headers warn at W=2,
#                      those are filtered out and counted in the message
#   sparse-C1          C=1 (sparse on each file compiled): no sparse warning from our files
#   sparse-C2          C=2 (sparse on every file, without recompiling)
#   generic            KCFLAGS=-DINIT_FOR_COMPILER_GENERIC=1 W=1 (the fallback
#                      definitions under gcc): a .ko, no warning from our files
#   audit-cmdline      the audit build's command line has -Wno-maybe-uninitialized
#   audit-names        KCFLAGS=-DINIT_FOR_COMPILER_AUDIT=1 brings the warnings back
#                      for the annotated variables (ifc_shapes.c)
#   audit-legacy       ... and for uninitialized_var() sites (ifc_legacy.c)
#   single-header      the `make single-header` file copied into the module
#                      directory builds (W=1 C=1) with no warning from our files
#   single-header-audit  and its audit names the same variables (the legacy
#                      file through INIT_FOR_COMPILER_LEGACY_SHIM)
#   control-default    negative control (ifc_control.c, built only here, W=12 C=1):
#   control-W1         each level's counting does see a warning when there is one
#   control-W2         (-Wshadow for W=2, sparse's "plain integer as NULL
#   control-sparse     pointer" for {0} on a pointer)
#   clang-N            clang-14/16/19 -fsyntax-only with kbuild's own command
#                      line (from the .cmd files) minus the flags clang rejects:
#                      no warning from our files, and the control file's warning seen
#   clang-N-audit      the same with -DINIT_FOR_COMPILER_AUDIT=1 names the
#                      annotated variables clang doubts
#   dkms               `dkms build` of the module with the single header in its
#                      source (tests/kbuild/dkms.conf), all trees and the
#                      signing key under OUTDIR; never installed
#   checkpatch         checkpatch.pl ($CHECKPATCH, or extracted once from
#                      /usr/src/linux-source-*.tar.xz into OUTDIR) reads each
#                      declarator-macro site as a prototype (FUNCTION_ARGUMENTS),
#                      and --ignore FUNCTION_ARGUMENTS,AVOID_EXTERNS silences it
#
# A missing kernel headers tree, compiler, sparse or clang is SKIP with the
# reason. Exit status 1 if any check failed.
set -u

suite=kbuild
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:?usage: run.sh OUTDIR [SINGLE_HEADER]}
single=${2:-}
mkdir -p "$out"
out=$(cd "$out" && pwd)
: "${RESULTS_DIR:=$root/build/results}"
mkdir -p "$RESULTS_DIR"
RESULTS_DIR=$(cd "$RESULTS_DIR" && pwd)
export RESULTS_DIR
# shellcheck disable=SC1091 # tests/lib/result.sh, checked on its own
. "$root/tests/lib/result.sh"

# The calling make's flags and variables must not leak into kbuild's make.
unset MAKEFLAGS MFLAGS MAKEOVERRIDES MAKELEVEL W C V KCFLAGS KAFLAGS \
	KBUILD_OUTPUT KBUILD_EXTRA_WARN KBUILD_ENABLE_EXTRA_GCC_CHECKS \
	KBUILD_EXTMOD ARCH CROSS_COMPILE LLVM CC

failed=0
pass() { result PASS "$suite" "$@"; }
fail() { result FAIL "$suite" "$@"; failed=1; }
skip() { result SKIP "$suite" "$@"; }

# What the audit must name (measured with gcc 12.2 and clang 14, 16, 19).
# gcc names the variables it still doubts after optimization: not be_addr
# (the out-parameter helper is inlined), ts (a struct, copied whole) or
# found (guarded by the loop's flag). clang's -Wconditional-uninitialized
# is a flow analysis without values: it names ts and found, but not mbps
# (it takes the enum switch as exhaustive) or buf. No compiler names
# folded (ifc_legacy.c): it is always set, the annotation is stale.
audit_shapes="status mbps handle buf prev_ns uptr handler best"
audit_legacy="acc dma_dev"
audit_clang="status handle ts prev_ns uptr handler found best acc dma_dev"
clang_versions="14 16 19"
all_tests="build warnings-default warnings-W1 warnings-W2 sparse-C1 sparse-C2
	generic audit-cmdline audit-names audit-legacy single-header single-header-audit
	control-default control-W1 control-W2 control-sparse dkms checkpatch"
for v in $clang_versions; do all_tests="$all_tests clang-$v clang-$v-audit"; done

skip_all() {
	for t in $all_tests; do skip "$t" "$1"; done
	exit 0
}

# --- the kernel headers and their compiler ----------------------------------
kdir=${IFC_KDIR:-}
if [ -z "$kdir" ]; then
	for d in /usr/src/linux-headers-*-amd64; do
		[ -f "$d/Makefile" ] && [ -f "$d/.config" ] && printf '%s\n' "$d"
	done | sort -V | tail -n 1 >"$out/kdir"
	kdir=$(cat "$out/kdir")
fi
if [ -z "$kdir" ] || [ ! -f "$kdir/Makefile" ] || [ ! -f "$kdir/.config" ]; then
	skip_all "no kernel headers: ${IFC_KDIR:-/usr/src/linux-headers-*-amd64} has no Makefile and .config (apt-get install linux-headers-amd64)"
fi
release=$(sed -n 's/^#define UTS_RELEASE "\(.*\)"/\1/p' "$kdir/include/generated/utsrelease.h" 2>/dev/null)
version=$(awk '/LINUX_VERSION_MAJOR/{a=$3} /LINUX_VERSION_PATCHLEVEL/{b=$3} /LINUX_VERSION_SUBLEVEL/{c=$3} END{if (a != "") print a "." b "." c}' \
	"$kdir/include/generated/uapi/linux/version.h" 2>/dev/null)
# The compiler the kernel was configured with (kbuild insists on it).
kcc=$(sed -n 's/^CONFIG_CC_VERSION_TEXT="\([^ ]*\).*/\1/p' "$kdir/.config")
command -v "$kcc" >/dev/null 2>&1 ||
	skip_all "$kcc (the compiler $kdir was configured with) is not installed"
have_sparse=1
command -v sparse >/dev/null 2>&1 || have_sparse=0

[ -f "$root/include/init_for_compiler.h" ] || {
	for t in $all_tests; do fail "$t" "include/init_for_compiler.h is missing"; done
	exit 1
}

echo "kbuild: headers $kdir (release $release, Linux $version), compiler $($kcc --version | head -n 1)"
: >"$out/times.txt"

# --- helpers ----------------------------------------------------------------

# kmake NAME [make args...]: fresh copy of the module in $out/NAME (plus
# $kmake_header as init_for_compiler.h when set), then
# make -C $kdir M=$out/NAME IFC_ROOT=$root args... modules. Log in
# $out/NAME.log, wall time in $out/times.txt.
kmake_header=
kmake() {
	local name=$1 dir=$out/$1 t0 t1 rc
	shift
	rm -rf "$dir" && mkdir -p "$dir" && cp "$here"/module/* "$dir"/ || return 1
	if [ -n "$kmake_header" ]; then
		cp "$kmake_header" "$dir/init_for_compiler.h" || return 1
	fi
	t0=$(date +%s%N)
	make -j2 -C "$kdir" M="$dir" IFC_ROOT="$root" "$@" modules >"$out/$name.log" 2>&1
	rc=$?
	t1=$(date +%s%N)
	printf '%s %d.%02d s: make -j2 -C %s M=<copy> IFC_ROOT=<repo> %s modules\n' "$name" \
		$(((t1 - t0) / 1000000000)) $(((t1 - t0) / 10000000 % 100)) "$kdir" "$*" >>"$out/times.txt"
	return $rc
}

# ours DIR LOG: print the diagnostics (warning/error) that belong to our
# files: located in DIR (the module copy), include/ or compat/, or located
# in a kernel header while compiling one of our functions (gcc's
# "In function 'ifc_...'" / "inlined from 'ifc_...'" context lines).
ours() {
	awk -v dir="$1/" -v inc="$root/include/" -v compat="$root/compat/" '
	function mine(f) {
		return index(f, dir) == 1 || index(f, inc) == 1 || index(f, compat) == 1
	}
	/^In function |: In function |: At top level:/ { fn = $0; next }
	/^ +inlined from / { fn = fn " " $0; next }
	/^  CC |^  LD |^  CHECK / { fn = "" }
	/: (warning|error): / {
		split($0, p, ":")
		# gcc quotes names with U+2018 in a UTF-8 locale, ASCII otherwise
		if (mine(p[1]) || fn ~ /(\342\200\230|'"'"'|`)ifc_/)
			print
	}' "$2"
}

# others DIR LOG: the diagnostics that are not ours (the kernel's own).
others() {
	grep -E ': (warning|error): ' "$2" | grep -vxF -f <(ours "$1" "$2"; echo '@@none@@')
}

# check_clean TEST LOG DIR [what]: PASS when no diagnostic is ours.
check_clean() {
	local test=$1 log=$2 dir=$3 what=${4:-} n k
	n=$(ours "$dir" "$log" | wc -l)
	k=$(others "$dir" "$log" | wc -l)
	if [ "$n" -eq 0 ]; then
		pass "$test" "0 from our files${what:+ $what}; $k from the kernel's headers (filtered out)"
	else
		ours "$dir" "$log" | sed 's/^/    /'
		fail "$test" "$n warnings from our files (see $log)"
	fi
}

# check_named TEST LOG VAR...: PASS when gcc's log names every VAR as
# "may be used uninitialized" or "is used uninitialized".
check_named() {
	local test=$1 log=$2 v named='' missing=''
	shift 2
	for v in "$@"; do
		if grep -qE "[‘'\`]${v}[’'] (may be|is) used uninitialized" "$log"; then
			named="$named $v"
		else
			missing="$missing $v"
		fi
	done
	if [ -z "$missing" ]; then
		pass "$test" "named:$named"
	else
		fail "$test" "not named:$missing (see $log)"
	fi
}

# --- 1. default build --------------------------------------------------------
if kmake default && [ -f "$out/default/ifc_kbuild.ko" ]; then
	if strings -a -n 3 "$out/default/ifc_main.o" | grep -qx gcc; then
		pass build "ifc_kbuild.ko built (INIT_FOR_COMPILER_COMPILER \"gcc\"), never loaded"
	else
		fail build "ifc_kbuild.ko built, but ifc_main.o has no \"gcc\" string: not the gcc definitions"
	fi
	check_clean warnings-default "$out/default.log" "$out/default"
	built=1
else
	tail -n 20 "$out/default.log"
	fail build "no .ko (see $out/default.log)"
	fail warnings-default "the build failed"
	built=0
fi

# --- 2. W=1, W=2 --------------------------------------------------------------
for w in 1 2; do
	if kmake "W$w" W=$w; then
		check_clean "warnings-W$w" "$out/W$w.log" "$out/W$w"
	else
		fail "warnings-W$w" "build failed (see $out/W$w.log)"
	fi
done

# --- 3. sparse ---------------------------------------------------------------
if [ $have_sparse = 0 ]; then
	skip sparse-C1 "sparse is not installed (apt-get install sparse)"
	skip sparse-C2 "sparse is not installed (apt-get install sparse)"
else
	if kmake C1 C=1 && grep -q '^  CHECK ' "$out/C1.log"; then
		check_clean sparse-C1 "$out/C1.log" "$out/C1" "($(grep -c '^  CHECK ' "$out/C1.log") files checked)"
	else
		fail sparse-C1 "build failed or sparse did not run (see $out/C1.log)"
	fi
	# C=2 runs sparse on every source, even already-built ones: use the
	# default build's tree, so sparse is all that runs.
	if [ $built = 1 ]; then
		t0=$(date +%s%N)
		make -j2 -C "$kdir" M="$out/default" IFC_ROOT="$root" C=2 modules >"$out/C2.log" 2>&1
		rc=$?
		t1=$(date +%s%N)
		printf 'C2 %d.%02d s: make -j2 -C %s M=<default build> IFC_ROOT=<repo> C=2 modules (sparse only)\n' \
			$(((t1 - t0) / 1000000000)) $(((t1 - t0) / 10000000 % 100)) "$kdir" >>"$out/times.txt"
		if [ $rc -eq 0 ] && grep -q '^  CHECK ' "$out/C2.log"; then
			check_clean sparse-C2 "$out/C2.log" "$out/default" "($(grep -c '^  CHECK ' "$out/C2.log") files checked)"
		else
			fail sparse-C2 "make C=2 failed or sparse did not run (see $out/C2.log)"
		fi
	else
		fail sparse-C2 "the default build failed"
	fi
fi

# --- 3b. the generic definitions, forced on gcc ---------------------------------
if kmake generic KCFLAGS=-DINIT_FOR_COMPILER_GENERIC=1 W=1 &&
	[ -f "$out/generic/ifc_kbuild.ko" ]; then
	# ifc_main.c prints INIT_FOR_COMPILER_COMPILER: it must say so.
	if strings -a -n 3 "$out/generic/ifc_main.o" | grep -qx generic; then
		check_clean generic "$out/generic.log" "$out/generic" "(W=1, INIT_FOR_COMPILER_COMPILER \"generic\")"
	else
		fail generic "ifc_main.o has no \"generic\" string: the generic definitions were not selected"
	fi
else
	fail generic "build failed or no .ko (see $out/generic.log)"
fi

# --- 4. audit mode ------------------------------------------------------------
if kmake audit KCFLAGS=-DINIT_FOR_COMPILER_AUDIT=1; then
	cmd=$out/audit/.ifc_shapes.o.cmd
	if grep -q -- '-Wno-maybe-uninitialized' "$cmd" && grep -q -- '-DINIT_FOR_COMPILER_AUDIT=1' "$cmd"; then
		pass audit-cmdline "kbuild passed both -Wno-maybe-uninitialized and -DINIT_FOR_COMPILER_AUDIT=1"
	else
		fail audit-cmdline "expected -Wno-maybe-uninitialized and -DINIT_FOR_COMPILER_AUDIT=1 in $cmd"
	fi
	# shellcheck disable=SC2086 # the lists are split into names on purpose
	check_named audit-names "$out/audit.log" $audit_shapes
	# shellcheck disable=SC2086
	check_named audit-legacy "$out/audit.log" $audit_legacy
else
	fail audit-cmdline "audit build failed (see $out/audit.log)"
	fail audit-names "audit build failed"
	fail audit-legacy "audit build failed"
fi

# --- 5. single header ---------------------------------------------------------
# IFC_SINGLE=1 makes the Kbuild file use -I$(src) (the copied header)
# instead of the repository's include/ and compat/.
if [ $have_sparse = 1 ]; then sflag=C=1; else sflag=; fi
if [ -z "$single" ] || [ ! -f "$single" ]; then
	fail single-header "no single header given (make single-header)"
elif kmake_header=$single kmake single IFC_SINGLE=1 W=1 $sflag &&
	[ -f "$out/single/ifc_kbuild.ko" ]; then
	if grep -q -- "-I$root/include" "$out/single/.ifc_shapes.o.cmd"; then
		fail single-header "the build used $root/include, not the copied header"
	else
		check_clean single-header "$out/single.log" "$out/single" "(W=1${sflag:+, sparse})"
	fi
else
	tail -n 20 "$out/single.log"
	fail single-header "build failed or no .ko (see $out/single.log)"
fi

# The single header's audit, and its legacy shim over the old "x = x".
if [ -z "$single" ] || [ ! -f "$single" ]; then
	fail single-header-audit "no single header given (make single-header)"
elif kmake_header=$single kmake single-audit IFC_SINGLE=1 KCFLAGS=-DINIT_FOR_COMPILER_AUDIT=1; then
	# shellcheck disable=SC2086
	check_named single-header-audit "$out/single-audit.log" $audit_shapes $audit_legacy
else
	fail single-header-audit "build failed (see $out/single-audit.log)"
fi

# --- 6. negative control ------------------------------------------------------
if [ $have_sparse = 1 ]; then cflag=C=1; else cflag=; fi
if kmake control IFC_CONTROL=m W=12 $cflag && [ -f "$out/control/ifc_control.ko" ]; then
	mine=$(ours "$out/control" "$out/control.log")
	expect() { # TEST PATTERN...: every pattern must be among our diagnostics
		local t=$1 p miss=
		shift
		for p in "$@"; do
			printf '%s\n' "$mine" | grep -q "ifc_control.c:.*$p" || miss="$miss [$p]"
		done
		if [ -z "$miss" ]; then pass "$t" "seen: $*"; else fail "$t" "not seen:$miss"; fi
	}
	expect control-default "unused variable .ifc_ctl_unused."
	expect control-W1 "ifc_ctl_set_only. set but not used" "no previous prototype for .ifc_control_missing."
	expect control-W2 "declaration of .ifc_ctl_shadow. shadows a previous local"
	if [ $have_sparse = 1 ]; then
		expect control-sparse "Using plain integer as NULL pointer"
	else
		skip control-sparse "sparse is not installed"
	fi
else
	fail control-default "control build failed (see $out/control.log)"
	fail control-W1 "control build failed"
	fail control-W2 "control build failed"
	fail control-sparse "control build failed"
fi

# --- 7. clang -fsyntax-only with kbuild's own command line ----------------------

# cmdline CMDFILE: the compile command kbuild recorded (first line of
# .<obj>.cmd, up to the first ';' which starts objtool), as NUL-separated
# words, without the dependency file, -c and -o.
cmdline() {
	local line a skipnext=0
	line=$(sed -n '1s/^\(saved\)\{0,1\}cmd_[^ ]* := *//p' "$1")
	line=${line%%;*}
	eval "set -- $line"
	shift # the compiler
	for a in "$@"; do
		if [ $skipnext = 1 ]; then skipnext=0; continue; fi
		case $a in
		-Wp,-MMD,*|-c) ;;
		-o) skipnext=1 ;;
		*) printf '%s\0' "$a" ;;
		esac
	done
}

# clang_check CLANG OBJDIR OBJ [extra flags]: run clang -fsyntax-only on OBJ's
# command line, dropping each flag the clang driver rejects (errors such as
# "unknown argument" or warnings such as "argument unused"), and print the
# diagnostics to stdout. The dropped flags go to $out/clang-dropped.txt.
clang_check() {
	local cc=$1 objdir=$2 obj=$3 drop f
	shift 3
	local -a args
	mapfile -d '' args < <(cmdline "$objdir/.$obj.cmd")
	for _ in 1 2 3 4; do
		(cd "$kdir" && "$cc" "${args[@]}" "$@" -fsyntax-only) >"$out/clang.tmp" 2>&1
		drop=$(sed -n -e "s/.*unknown argument: '\([^']*\)'.*/\1/p" \
			-e "s/.*unsupported option '\([^']*\)'.*/\1/p" \
			-e "s/.*error: '\([^']*\)' hasn't been enabled.*/\1/p" \
			-e "s/.*optimization flag '\([^']*\)' is not supported.*/\1/p" \
			-e "s/.*argument unused during compilation: '\([^']*\)'.*/\1/p" "$out/clang.tmp" | sort -u)
		[ -z "$drop" ] && break
		for f in $drop; do
			printf '%s %s\n' "$cc" "$f" >>"$out/clang-dropped.txt"
			local -a kept=()
			local a
			for a in "${args[@]}"; do [ "$a" = "$f" ] || kept+=("$a"); done
			args=("${kept[@]}")
		done
	done
	cat "$out/clang.tmp"
}

: >"$out/clang-dropped.txt"
for v in $clang_versions; do
	cc=clang-$v
	if ! command -v "$cc" >/dev/null 2>&1; then
		skip "$cc" "$cc is not installed"
		skip "$cc-audit" "$cc is not installed"
		continue
	fi
	if [ $built = 0 ]; then
		fail "$cc" "the default build failed: no command line to reuse"
		fail "$cc-audit" "the default build failed"
		continue
	fi
	t0=$(date +%s%N)
	: >"$out/$cc.log"
	for o in ifc_main.o ifc_shapes.o ifc_legacy.o; do
		clang_check "$cc" "$out/default" "$o" >>"$out/$cc.log"
	done
	t1=$(date +%s%N)
	printf '%s %d.%02d s: %s -fsyntax-only with kbuild'"'"'s command line, 3 files\n' "$cc" \
		$(((t1 - t0) / 1000000000)) $(((t1 - t0) / 10000000 % 100)) "$cc" >>"$out/times.txt"
	ctl=
	if [ -f "$out/control/.ifc_control.o.cmd" ]; then
		clang_check "$cc" "$out/control" ifc_control.o >"$out/$cc-control.log"
		ctl=$(ours "$out/control" "$out/$cc-control.log" | grep -c "unused variable 'ifc_ctl_unused'")
	fi
	n=$(ours "$out/default" "$out/$cc.log" | wc -l)
	errs=$(grep -c 'error:' "$out/$cc.log")
	if [ "$n" -ne 0 ] || [ "$errs" -ne 0 ]; then
		ours "$out/default" "$out/$cc.log" | sed 's/^/    /'
		grep 'error:' "$out/$cc.log" | head -n 5 | sed 's/^/    /'
		fail "$cc" "$n warnings from our files, $errs errors (see $out/$cc.log)"
	elif [ "$ctl" != 1 ]; then
		fail "$cc" "0 from our files, but the control file's -Wunused-variable was not seen (see $out/$cc-control.log)"
	else
		pass "$cc" "0 from our files (3 files), control warning seen; dropped: $(sed -n "s/^$cc //p" "$out/clang-dropped.txt" | sort -u | tr '\n' ' ')"
	fi
	# Audit: clang's -Wconditional-uninitialized / -Wsometimes-uninitialized.
	: >"$out/$cc-audit.log"
	for o in ifc_shapes.o ifc_legacy.o; do
		clang_check "$cc" "$out/default" "$o" -DINIT_FOR_COMPILER_AUDIT=1 >>"$out/$cc-audit.log"
	done
	named='' missing=''
	for w in $audit_clang; do
		if grep -qE "variable '$w' (may be|is) (uninitialized|used uninitialized)" "$out/$cc-audit.log"; then
			named="$named $w"
		else
			missing="$missing $w"
		fi
	done
	if [ -z "$missing" ] && [ "$(grep -c 'error:' "$out/$cc-audit.log")" -eq 0 ]; then
		pass "$cc-audit" "named:$named"
	else
		fail "$cc-audit" "not named:$missing (see $out/$cc-audit.log)"
	fi
done
rm -f "$out/clang.tmp"

# --- 8. DKMS -------------------------------------------------------------------
# dkms build only (no install): --dkmstree/--sourcetree/--installtree and
# the MOK key it signs with all live under $out/dkms, nothing in /var/lib/dkms.
if ! command -v dkms >/dev/null 2>&1; then
	skip dkms "dkms is not installed (apt-get install --no-install-recommends dkms)"
elif [ -z "$single" ] || [ ! -f "$single" ]; then
	fail dkms "no single header given (make single-header)"
else
	d=$out/dkms
	src=$d/src/ifc-kbuild-1.0
	rm -rf "$d" && mkdir -p "$src" "$d/tree" "$d/install" &&
		cp "$here"/module/* "$here/dkms.conf" "$src"/ &&
		cp "$single" "$src/init_for_compiler.h"
	t0=$(date +%s%N)
	mok_signing_key=$d/mok.key mok_certificate=$d/mok.pub \
		dkms build --dkmstree "$d/tree" --sourcetree "$d/src" \
		--installtree "$d/install" --kernelsourcedir "$kdir" \
		-m ifc-kbuild -v 1.0 -k "$release" >"$out/dkms.log" 2>&1
	rc=$?
	t1=$(date +%s%N)
	printf 'dkms %d.%02d s: dkms build -m ifc-kbuild -v 1.0 -k %s (+ --dkmstree/--sourcetree/--installtree/--kernelsourcedir)\n' \
		$(((t1 - t0) / 1000000000)) $(((t1 - t0) / 10000000 % 100)) "$release" >>"$out/times.txt"
	ko=$(find "$d/tree/ifc-kbuild/1.0/$release" -name 'ifc_kbuild.ko*' 2>/dev/null | head -n 1)
	# dkms keeps the build's output in log/make.log next to the module.
	mlog=$(find "$d/tree/ifc-kbuild/1.0/$release" -name make.log 2>/dev/null | head -n 1)
	if [ $rc -ne 0 ] || [ -z "$ko" ]; then
		tail -n 20 "$out/dkms.log"
		fail dkms "dkms build failed or no .ko (see $out/dkms.log)"
	elif [ -z "$mlog" ] || ! grep -q 'CC \[M\]' "$mlog"; then
		fail dkms "no compiler output in dkms's make.log (see $d/tree)"
	elif [ "$(ours "$d/tree/ifc-kbuild/1.0/build" "$mlog" | wc -l)" -ne 0 ]; then
		ours "$d/tree/ifc-kbuild/1.0/build" "$mlog" | sed 's/^/    /'
		fail dkms "warnings from our files (see $mlog)"
	else
		pass dkms "built ${ko#"$d"/}, never installed"
	fi
fi

# --- 9. checkpatch ---------------------------------------------------------------
# docs/kernel.md quotes checkpatch's reactions; this keeps the quote honest.
# ifc_shapes.c has 11 declarator-macro sites.
cp_pl=${CHECKPATCH:-}
if [ -z "$cp_pl" ]; then
	cp_pl=$out/checkpatch/scripts/checkpatch.pl
	tarball=$(printf '%s\n' /usr/src/linux-source-*.tar.xz | sort -V | tail -n 1)
	[ -f "$tarball" ] || tarball=
	if [ ! -f "$cp_pl" ] && [ -n "$tarball" ]; then
		top=$(basename "$tarball" .tar.xz)
		mkdir -p "$out/checkpatch" &&
			tar -xJf "$tarball" -C "$out/checkpatch" --strip-components=1 \
				"$top/scripts/checkpatch.pl" "$top/scripts/spelling.txt" \
				"$top/scripts/const_structs.checkpatch" 2>"$out/checkpatch.log"
	fi
fi
if [ ! -f "$cp_pl" ] || ! command -v perl >/dev/null 2>&1; then
	skip checkpatch "checkpatch.pl not available (set CHECKPATCH, or apt-get install linux-source-6.1)"
else
	# checkpatch looks for .checkpatch.conf in the current directory: run
	# it from a directory of our own so a stray one cannot change the result.
	mkdir -p "$out/checkpatch-run" && cp "$here/module/ifc_shapes.c" "$out/checkpatch-run/"
	(cd "$out/checkpatch-run" && perl "$cp_pl" --no-tree --terse --show-types -f ifc_shapes.c) \
		>"$out/checkpatch.txt" 2>&1
	(cd "$out/checkpatch-run" && perl "$cp_pl" --no-tree --terse --show-types \
		--ignore FUNCTION_ARGUMENTS,AVOID_EXTERNS,EMBEDDED_FILENAME -f ifc_shapes.c) \
		>"$out/checkpatch-ignore.txt" 2>&1
	nfa=$(grep -c 'WARNING:FUNCTION_ARGUMENTS' "$out/checkpatch.txt")
	nae=$(grep -c 'WARNING:AVOID_EXTERNS' "$out/checkpatch.txt")
	left=$(grep -cE '(WARNING|ERROR|CHECK):' "$out/checkpatch-ignore.txt")
	if [ "$nfa" -eq 11 ] && [ "$left" -eq 0 ]; then
		pass checkpatch "ifc_shapes.c: FUNCTION_ARGUMENTS x$nfa, AVOID_EXTERNS x$nae; none left with --ignore"
	else
		fail checkpatch "expected FUNCTION_ARGUMENTS on 11 sites and nothing after --ignore: got $nfa, $left left (see $out/checkpatch.txt)"
	fi
fi

echo "kbuild: times (wall clock, 2 cores shared):"
sed 's/^/  /' "$out/times.txt"
exit $failed
