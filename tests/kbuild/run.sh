#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# tests/kbuild/run.sh - the library in a real out-of-tree kernel module build,
# loaded and run in Debian's own kernel.
#
# Usage: tests/kbuild/run.sh OUTDIR [SINGLE_HEADER]
#
# Builds tests/kbuild/module/ with kbuild against the installed Debian kernel
# headers (/usr/src/linux-headers-*-amd64, the newest one; IFC_KDIR=<dir>
# picks another), each run in a fresh copy under OUTDIR so that nothing is
# written into the source tree, and records one result per check through
# tests/lib/result.sh (suite "kbuild"):
#
#   build              make -C <headers> M=<copy> modules gives a .ko
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
#   xattr-gimple       ifc_xattr.ko (IFC_XATTR=m in the default build's tree):
#                      Linux 3.7-rc __simple_xattr_set() with new_xattr spelled
#                      `x = x`, bare and INIT_FOR_COMPILER(); gcc's GIMPLE dump
#                      shows auto-init (.DEFERRED_INIT) for the bare copy only
#   xattr-codegen      with CONFIG_DEBUG_LIST=y in the headers' config (not
#                      run otherwise): gcc dropped the list_del() branch from
#                      the `x = x` copy, not from the bare one (objdump)
#   selfinit-clang-N   clang-14/16/19 -ftrivial-auto-var-init=zero, user
#                      space: a store of zero precedes `void *p = p;`
#   boot               the kernel image matching the headers
#                      (/boot/vmlinuz-<release>, or IFC_VMLINUZ) boots under
#                      qemu-system-x86_64 in TCG with a busybox-static
#                      initramfs and powers off within IFC_BOOT_TIMEOUT
#                      (default 120) seconds
#   insmod, rmmod      insmod/rmmod ifc_kbuild.ko succeed; its init runs
#                      ifc_selftest.c and fails the load if a shape failed
#   shapes             every function of ifc_shapes.c and ifc_legacy.c
#                      (the prototypes in ifc_kbuild.h) reports its shapes,
#                      none failed, and the summary line adds up
#   xattr-load         insmod/rmmod ifc_xattr.ko succeed
#   dmesg              no WARNING, BUG, Oops, panic or call trace on the
#                      console, and no taint but O and E (out-of-tree, unsigned)
#   xattr-selfinit     in the kernel, the `x = x` copy hands kfree() a pointer
#                      when removing a missing name (recorded, never freed)
#   xattr-bare         the bare copy hands it nothing when auto-init is zero
#   xattr-ifc          the INIT_FOR_COMPILER() copy: -ENODATA, nothing freed
#
# A kernel headers package, compiler, sparse, clang, dkms, linux-source,
# qemu, busybox-static, cpio or kernel image that is not installed is a SKIP
# naming it; one that is there but broken (a headers tree without .config, a
# tarball that does not extract) is a FAIL. Exit status 1 if any check
# failed. Logs of the boot: OUTDIR/boot/serial.log (the whole console),
# OUTDIR/boot/dmesg.txt.
set -u

SUITE=kbuild
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
	control-default control-W1 control-W2 control-sparse dkms checkpatch
	xattr-gimple xattr-codegen boot insmod shapes rmmod xattr-load dmesg
	xattr-selfinit xattr-bare xattr-ifc"
for v in $clang_versions; do
	all_tests="$all_tests clang-$v clang-$v-audit selfinit-clang-$v"
done

skip_all() {
	for t in $all_tests; do skip "$t" "$1"; done
	exit 0
}
fail_all() {
	for t in $all_tests; do fail "$t" "$1"; done
	exit 1
}

# --- the kernel headers and their compiler ----------------------------------
kdir=${IFC_KDIR:-}
if [ -z "$kdir" ]; then
	for d in /usr/src/linux-headers-*-amd64; do
		[ -f "$d/Makefile" ] && [ -f "$d/.config" ] && printf '%s\n' "$d"
	done | sort -V | tail -n 1 >"$out/kdir"
	kdir=$(cat "$out/kdir")
fi
# Only a headers package that is not there is a skip; a tree that is there
# but broken, or an IFC_KDIR that is not a tree, is a failure.
if [ -n "${IFC_KDIR:-}" ] && { [ ! -f "$kdir/Makefile" ] || [ ! -f "$kdir/.config" ]; }; then
	fail_all "IFC_KDIR=$kdir has no Makefile and .config"
elif [ -z "$kdir" ]; then
	if ls -d /usr/src/linux-headers-*-amd64 >/dev/null 2>&1; then
		fail_all "$(ls -d /usr/src/linux-headers-*-amd64 | tr '\n' ' ')has no Makefile and .config: a broken linux-headers package"
	fi
	skip_all "linux-headers-amd64 not installed (no /usr/src/linux-headers-*-amd64; apt-get install linux-headers-amd64)"
fi
release=$(sed -n 's/^#define UTS_RELEASE "\(.*\)"/\1/p' "$kdir/include/generated/utsrelease.h" 2>/dev/null)
version=$(awk '/LINUX_VERSION_MAJOR/{a=$3} /LINUX_VERSION_PATCHLEVEL/{b=$3} /LINUX_VERSION_SUBLEVEL/{c=$3} END{if (a != "") print a "." b "." c}' \
	"$kdir/include/generated/uapi/linux/version.h" 2>/dev/null)
# The compiler the kernel was configured with (kbuild insists on it).
kcc=$(sed -n 's/^CONFIG_CC_VERSION_TEXT="\([^ ]*\).*/\1/p' "$kdir/.config")
[ -n "$kcc" ] || fail_all "no compiler named by CONFIG_CC_VERSION_TEXT in $kdir/.config"
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
		pass build "ifc_kbuild.ko built (INIT_FOR_COMPILER_COMPILER \"gcc\")"
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
	for o in ifc_main.o ifc_shapes.o ifc_legacy.o ifc_selftest.o; do
		clang_check "$cc" "$out/default" "$o" >>"$out/$cc.log"
	done
	t1=$(date +%s%N)
	printf '%s %d.%02d s: %s -fsyntax-only with kbuild'"'"'s command line, 4 files\n' "$cc" \
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
		pass "$cc" "0 from our files (4 files), control warning seen; dropped: $(sed -n "s/^$cc //p" "$out/clang-dropped.txt" | sort -u | tr '\n' ' ')"
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
cp_pl=${CHECKPATCH:-} tarball=
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
# Only what is not installed is a skip: a CHECKPATCH that does not exist, or
# a tarball checkpatch.pl cannot be extracted from, is a failure.
if [ -n "${CHECKPATCH:-}" ] && [ ! -f "$cp_pl" ]; then
	fail checkpatch "CHECKPATCH=$cp_pl does not exist"
elif [ ! -f "$cp_pl" ] && [ -n "$tarball" ]; then
	fail checkpatch "could not extract scripts/checkpatch.pl from $tarball (see $out/checkpatch.log)"
elif [ ! -f "$cp_pl" ]; then
	skip checkpatch "linux-source-6.1 not installed (checkpatch.pl ships in /usr/src/linux-source-*.tar.xz; or set CHECKPATCH)"
elif ! command -v perl >/dev/null 2>&1; then
	skip checkpatch "perl not installed"
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

# --- 10. the xattr replay: what gcc does with `x = x` under auto-init ------------
# ifc_xattr.ko (IFC_XATTR=m, default flags) holds Linux 3.7-rc's
# __simple_xattr_set() three times: new_xattr declared `x = x`, bare, and
# INIT_FOR_COMPILER(). The Kbuild file has gcc dump the GIMPLE of that file;
# the boot test (11) runs the three copies in the kernel.
autoinit=none
grep -q '^CONFIG_INIT_STACK_ALL_ZERO=y' "$kdir/.config" && autoinit=zero
grep -q '^CONFIG_INIT_STACK_ALL_PATTERN=y' "$kdir/.config" && autoinit=pattern
xattr_built=0
xd=$out/default
if [ $built = 1 ]; then
	# In the default build's tree: its objects are up to date, so only the
	# two new files are compiled.
	t0=$(date +%s%N)
	make -j2 -C "$kdir" M="$xd" IFC_ROOT="$root" IFC_XATTR=m modules >"$out/xattr.log" 2>&1
	rc=$?
	t1=$(date +%s%N)
	printf 'xattr %d.%02d s: make -j2 -C %s M=<default build> IFC_ROOT=<repo> IFC_XATTR=m modules\n' \
		$(((t1 - t0) / 1000000000)) $(((t1 - t0) / 10000000 % 100)) "$kdir" >>"$out/times.txt"
	[ $rc -eq 0 ] && [ -f "$xd/ifc_xattr.ko" ] && [ -f "$xd/ifc_xattr_set.gimple" ] && xattr_built=1
fi
if [ $xattr_built = 0 ]; then
	tail -n 20 "$out/xattr.log" 2>/dev/null
	fail xattr-gimple "the ifc_xattr.ko build failed or made no GIMPLE dump (see $out/xattr.log)"
	fail xattr-codegen "the ifc_xattr.ko build failed"
fi

# gimple_of FUNCTION: that function's part of the GIMPLE dump.
gimple_of() {
	awk -v f="$1" '$0 ~ "^[a-z].* " f " \\(" { on = 1 } on && /^}/ { on = 0 } on' \
		"$xd/ifc_xattr_set.gimple"
}
if [ $xattr_built = 1 ]; then
	g_self=$(gimple_of ifc_xattr_set_selfinit | grep -E '^ +new_xattr = (new_xattr;|\.DEFERRED_INIT)')
	g_bare=$(gimple_of ifc_xattr_set_bare | grep -E '^ +new_xattr = \.DEFERRED_INIT')
	g_ifc=$(gimple_of ifc_xattr_set_ifc | grep -E '^ +new_xattr = 0B;')
	g_self=$(printf '%s' "$g_self" | sed 's/^ *//')
	if [ "$g_self" != "new_xattr = new_xattr;" ]; then
		fail xattr-gimple "x = x copy: expected only 'new_xattr = new_xattr;', got '$g_self' (see $xd/ifc_xattr_set.gimple)"
	elif [ $autoinit = zero ] && ! printf '%s' "$g_bare" | grep -q 'DEFERRED_INIT (8, 2, '; then
		fail xattr-gimple "bare copy: no '.DEFERRED_INIT (8, 2, ...)' (zero) although $kdir has CONFIG_INIT_STACK_ALL_ZERO=y"
	elif [ -z "$g_ifc" ]; then
		fail xattr-gimple "INIT_FOR_COMPILER copy: no 'new_xattr = 0B;'"
	else
		pass xattr-gimple "auto-init=$autoinit: x = x -> '$g_self' (no .DEFERRED_INIT), bare -> '$(printf '%s' "$g_bare" | sed 's/^ *//')', INIT_FOR_COMPILER -> 'new_xattr = 0B;'"
	fi
fi

# With CONFIG_DEBUG_LIST, list_del() is a call to __list_del_entry_valid():
# count it per copy. gcc takes the unset `x = x` value for non-NULL in
# `else if (new_xattr)` and drops the list_del() branch from that copy.
if [ $xattr_built = 1 ] && grep -q '^CONFIG_DEBUG_LIST=y' "$kdir/.config"; then
	objdump -dr "$xd/ifc_xattr_set.o" >"$xd/ifc_xattr_set.dis"
	ndel() {
		awk -v f="<$1>:" '$2 == f { on = 1; next } on && /^$/ { on = 0 } on' \
			"$xd/ifc_xattr_set.dis" | grep -c 'R_X86_64_PLT32[[:space:]]*__list_del_entry_valid'
	}
	d_self=$(ndel ifc_xattr_set_selfinit) d_bare=$(ndel ifc_xattr_set_bare) d_ifc=$(ndel ifc_xattr_set_ifc)
	# The INIT_FOR_COMPILER copy's count is reported, not required: were
	# its body identical to another copy's, gcc's identical code folding
	# would leave it a jump (seen when x = x was planted as x = NULL).
	if [ "$d_self" -eq 0 ] && [ "$d_bare" -ge 1 ]; then
		pass xattr-codegen "list_del() calls: x = x copy $d_self (branch dropped), bare $d_bare, INIT_FOR_COMPILER $d_ifc"
	else
		fail xattr-codegen "expected no list_del() in the x = x copy and one in the bare copy: x = x $d_self, bare $d_bare, INIT_FOR_COMPILER $d_ifc (see $xd/ifc_xattr_set.dis)"
	fi
elif [ $xattr_built = 1 ]; then
	echo "kbuild: xattr-codegen not run: $kdir has no CONFIG_DEBUG_LIST=y, list_del() leaves no call to count"
fi

# clang, for comparison (user space, -O0, the front end's choice): does
# -ftrivial-auto-var-init=zero store a zero before `p = p`?
printf '%s\n' 'extern void *get(void);' 'void *f(int c);' \
	'void *f(int c) { void *p = p; if (c) p = get(); return p; }' >"$out/selfinit.c"
for v in $clang_versions; do
	cc=clang-$v
	if ! command -v "$cc" >/dev/null 2>&1; then
		skip "selfinit-$cc" "$cc is not installed"
		continue
	fi
	enable=
	[ "$v" -lt 16 ] && enable=-enable-trivial-auto-var-init-zero-knowing-it-will-be-removed-from-clang
	# shellcheck disable=SC2086 # $enable is one flag or nothing
	if "$cc" -O0 -ftrivial-auto-var-init=zero $enable -S -emit-llvm -o "$out/selfinit-$cc.ll" \
		"$out/selfinit.c" >"$out/selfinit-$cc.log" 2>&1; then
		# the first store to p's slot (%3) is auto-init's null, then p = p
		first=$(awk '/^define .*@f\(/ { on = 1 } on && /store .* %3,/ { print; exit }' "$out/selfinit-$cc.ll")
		if printf '%s' "$first" | grep -qE 'store (ptr|i8\*) null, .*!annotation'; then
			pass "selfinit-$cc" "$cc zeroes p before 'void *p = p;' (auto-init store: $(printf '%s' "$first" | sed 's/^ *//'))"
		else
			fail "selfinit-$cc" "no auto-init null store before 'p = p' (first store: '$first'; see $out/selfinit-$cc.ll)"
		fi
	else
		fail "selfinit-$cc" "$cc failed (see $out/selfinit-$cc.log)"
	fi
done

# --- 11. boot: load the modules in Debian's kernel under qemu ---------------------
# The kernel image that matches the headers (linux-image-$release, or
# IFC_VMLINUZ), an initramfs of busybox-static whose /init loads
# ifc_kbuild.ko (the default build: its init runs ifc_selftest.c) and
# ifc_xattr.ko, unloads both, prints the taint flags and dmesg, and powers
# off. qemu runs in TCG (a KVM boot hung on this machine) with a time limit.
boot_names="boot insmod shapes rmmod xattr-load dmesg xattr-selfinit xattr-bare xattr-ifc"
boot_skip() {
	local t
	for t in $boot_names; do skip "$t" "$1"; done
}
boot_fail() {
	local t
	for t in $boot_names; do fail "$t" "$1"; done
}
vmlinuz=${IFC_VMLINUZ:-/boot/vmlinuz-$release}
limit=${IFC_BOOT_TIMEOUT:-120}
busybox=$(command -v busybox || true)
if ! command -v qemu-system-x86_64 >/dev/null 2>&1; then
	boot_skip "qemu-system-x86_64 is not installed (apt-get install qemu-system-x86)"
elif [ -z "$busybox" ] || ldd "$busybox" >/dev/null 2>&1; then
	boot_skip "busybox-static not installed (busybox is missing or dynamically linked; apt-get install busybox-static)"
elif ! command -v cpio >/dev/null 2>&1; then
	boot_skip "cpio is not installed (apt-get install cpio)"
elif [ -n "${IFC_VMLINUZ:-}" ] && [ ! -r "$vmlinuz" ]; then
	boot_fail "IFC_VMLINUZ=$vmlinuz is missing or unreadable"
elif [ ! -e "$vmlinuz" ]; then
	boot_skip "linux-image-$release not installed (no $vmlinuz, the kernel matching the headers; make deps installs it, IFC_VMLINUZ=<image> picks another)"
elif [ ! -r "$vmlinuz" ]; then
	boot_fail "$vmlinuz is unreadable"
elif [ $built = 0 ] || [ $xattr_built = 0 ]; then
	boot_fail "no module to load: a build failed"
else
	b=$out/boot
	rm -rf "$b" && mkdir -p "$b/root/bin" "$b/root/proc" "$b/root/dev"
	cp "$busybox" "$b/root/bin/busybox"
	cp "$xd/ifc_kbuild.ko" "$xd/ifc_xattr.ko" "$b/root/"
	# Every line the host reads starts with "IFCBOOT: ".
	cat >"$b/root/init" <<'EOF'
#!/bin/busybox sh
/bin/busybox --install -s /bin
export PATH=/bin
mount -t proc proc /proc
echo "IFCBOOT: tainted-before $(cat /proc/sys/kernel/tainted)"
insmod /ifc_kbuild.ko; echo "IFCBOOT: insmod ifc_kbuild rc=$?"
rmmod ifc_kbuild; echo "IFCBOOT: rmmod ifc_kbuild rc=$?"
insmod /ifc_xattr.ko; echo "IFCBOOT: insmod ifc_xattr rc=$?"
rmmod ifc_xattr; echo "IFCBOOT: rmmod ifc_xattr rc=$?"
echo "IFCBOOT: tainted-after $(cat /proc/sys/kernel/tainted)"
echo "IFCBOOT: dmesg begin"
dmesg
echo "IFCBOOT: dmesg end"
poweroff -f
EOF
	chmod 755 "$b/root/init"
	(cd "$b/root" && find . | LC_ALL=C sort | cpio -o -H newc --quiet | gzip -1) >"$b/initrd.cpio.gz"
	t0=$(date +%s%N)
	timeout -k 5 "$limit" qemu-system-x86_64 -accel tcg -cpu max -m 512 \
		-nographic -no-reboot -nic none -monitor none -serial "file:$b/serial.raw" \
		-kernel "$vmlinuz" -initrd "$b/initrd.cpio.gz" \
		-append "console=ttyS0 panic=-1 loglevel=4" </dev/null >"$b/qemu.log" 2>&1
	rc=$?
	t1=$(date +%s%N)
	secs=$(printf '%d.%02d' $(((t1 - t0) / 1000000000)) $(((t1 - t0) / 10000000 % 100)))
	printf 'boot %s s: qemu-system-x86_64 -accel tcg -cpu max -m 512 ... -kernel %s (TCG)\n' \
		"$secs" "$vmlinuz" >>"$out/times.txt"
	tr -d '\r' <"$b/serial.raw" >"$b/serial.log" 2>/dev/null
	log=$b/serial.log
	sed -n '/IFCBOOT: dmesg begin/,/IFCBOOT: dmesg end/p' "$log" >"$b/dmesg.txt"
	# The kernel's console output can precede a marker on its line.
	marker() { sed -n "s/.*IFCBOOT: $1 //p" "$log" | head -n 1; }

	# boot: /init ran to the end and the guest powered off in time.
	if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
		tail -n 20 "$log" | sed 's/^/    /'
		fail boot "no poweroff within ${limit} s (IFC_BOOT_TIMEOUT); see $log"
	elif [ $rc -ne 0 ]; then
		sed 's/^/    /' "$b/qemu.log" | tail -n 5
		fail boot "qemu exited with status $rc (see $b/qemu.log)"
	elif ! grep -q 'IFCBOOT: dmesg end' "$log"; then
		tail -n 20 "$log" | sed 's/^/    /'
		fail boot "the guest stopped before /init finished (see $log)"
	else
		pass boot "$(basename "$vmlinuz") booted under qemu TCG, /init ran, powered off in $secs s"
	fi

	# insmod / rmmod of ifc_kbuild.ko (its init fails with -EINVAL if a shape fails).
	r=$(marker 'insmod ifc_kbuild')
	if [ "$r" = rc=0 ]; then pass insmod "insmod ifc_kbuild.ko: $r"; else fail insmod "insmod ifc_kbuild.ko: ${r:-not run} (see $b/dmesg.txt)"; fi
	r=$(marker 'rmmod ifc_kbuild')
	if [ "$r" = rc=0 ]; then pass rmmod "rmmod ifc_kbuild: $r"; else fail rmmod "rmmod ifc_kbuild: ${r:-not run}"; fi
	r1=$(marker 'insmod ifc_xattr') r2=$(marker 'rmmod ifc_xattr')
	if [ "$r1" = rc=0 ] && [ "$r2" = rc=0 ]; then
		pass xattr-load "insmod and rmmod of ifc_xattr.ko: rc=0"
	else
		fail xattr-load "insmod ifc_xattr: ${r1:-not run}, rmmod: ${r2:-not run}"
	fi

	# shapes: one line per function declared for ifc_shapes.c and
	# ifc_legacy.c in ifc_kbuild.h, none failed, and the summary agrees.
	fns=$(sed -n '/^\/\* ifc_shapes.c/,/^\/\* ifc_selftest.c/p' "$here/module/ifc_kbuild.h" |
		grep -oE '\bifc_[a-z_]+\(' | tr -d '(')
	bad='' total=0 nfn=0
	for f in $fns; do
		l=$(sed -n "s/.*init-for-compiler: $f: \([0-9]*\) shapes ok, \([0-9]*\) failed$/\1 \2/p" "$b/dmesg.txt" | head -n 1)
		if [ -z "$l" ]; then
			bad="$bad $f(not run)"
		elif [ "${l#* }" != 0 ] || [ "${l% *}" -lt 1 ]; then
			bad="$bad $f(${l% *} ok, ${l#* } failed)"
		else
			total=$((total + ${l% *}))
			nfn=$((nfn + 1))
		fi
	done
	summary=$(sed -n 's/.*init-for-compiler: \([0-9]* shapes ok, [0-9]* failed\)$/\1/p' "$b/dmesg.txt" | head -n 1)
	if [ -n "$bad" ]; then
		grep 'init-for-compiler: FAIL' "$b/dmesg.txt" | sed 's/^/    /'
		fail shapes "failed or missing:$bad (summary: ${summary:-none})"
	elif [ "$summary" != "$total shapes ok, 0 failed" ]; then
		fail shapes "the functions add up to $total shapes, the summary says '${summary:-nothing}'"
	else
		pass shapes "$summary: $nfn functions (ifc_shapes.c, ifc_legacy.c), each result checked in the kernel"
	fi

	# dmesg: no warning, bug or oops anywhere on the console, and no taint
	# but O (out-of-tree module) and E (unsigned module).
	bugs=$(grep -cE 'WARNING:|BUG:|kernel BUG|Oops|Kernel panic|general protection fault|Call Trace:|UBSAN:|cut here' "$log")
	tb=$(marker tainted-before) ta=$(marker tainted-after)
	extra=$(( (${ta:-0} & ~${tb:-0}) & ~((1 << 12) | (1 << 13)) ))
	if [ -z "$tb" ] || [ -z "$ta" ]; then
		fail dmesg "/init did not report the taint flags (see $log)"
	elif [ "$bugs" -ne 0 ] || [ "$extra" -ne 0 ]; then
		grep -E 'WARNING:|BUG:|kernel BUG|Oops|Kernel panic|general protection fault|Call Trace:|UBSAN:' "$log" | head -n 5 | sed 's/^/    /'
		fail dmesg "$bugs WARNING/BUG/Oops lines, taint $tb -> $ta (see $log)"
	else
		pass dmesg "no WARNING, BUG or Oops; taint $tb -> $ta (O: out-of-tree, E: unsigned module, nothing else)"
	fi

	# xattr: what each copy passed to kfree() when removing a missing name.
	xline() { sed -n "s/.*init-for-compiler xattr: spelling=$1 //p" "$b/dmesg.txt" | head -n 1; }
	field() { printf '%s\n' "$1" | tr ' ' '\n' | sed -n "s/^$2=//p" | head -n 1; }
	l=$(xline selfinit)
	if [ -z "$l" ]; then
		fail xattr-selfinit "no result line (see $b/dmesg.txt)"
	elif [ "$(field "$l" release)" = none ]; then
		fail xattr-selfinit "x = x passed nothing to kfree(): $l"
	else
		pass xattr-selfinit "x = x under auto-init=$autoinit: kfree() would get $(field "$l" release) pointer $(field "$l" value) (${l#*sym=}), err $(field "$l" err)"
	fi
	l=$(xline bare)
	if [ -z "$l" ]; then
		fail xattr-bare "no result line (see $b/dmesg.txt)"
	elif [ $autoinit = zero ] && [ "$(field "$l" release)" != none ]; then
		fail xattr-bare "auto-init=zero, yet kfree() got $(field "$l" value): $l"
	else
		pass xattr-bare "bare declaration under auto-init=$autoinit: release=$(field "$l" release), value $(field "$l" value), err $(field "$l" err)"
	fi
	l=$(xline INIT_FOR_COMPILER)
	if [ -n "$l" ] && [ "$(field "$l" release)" = none ] && [ "$(field "$l" err)" = -61 ] &&
		[ "$(field "$l" entries)" = 2 ]; then
		pass xattr-ifc "INIT_FOR_COMPILER: -ENODATA, nothing freed, 2 attributes left"
	else
		fail xattr-ifc "expected err=-61 release=none entries=2, got: ${l:-no result line}"
	fi
fi

echo "kbuild: times (wall clock, 2 cores shared):"
sed 's/^/  /' "$out/times.txt"
exit $failed
