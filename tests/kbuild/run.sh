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
#   audit-names        KCFLAGS="-I<repo>/include -include init_for_compiler.h
#                      -DINIT_FOR_COMPILER_AUDIT=1" brings the warnings back
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
#   llvm-cc-trap       LLVM=-19 alone builds with gcc-12 (Debian's headers
#                      set CC = gcc-12 after the LLVM block): not a clang
#                      module (with clang, for headers without that file)
#   llvm-plain         CC=clang-19 LLVM=-19 against the gcc .config is refused:
#                      clang rejects -fconserve-stack and -mrecord-mcount
#   llvm-build         CC=clang-19 LLVM=-19 with the compiler-probed config
#                      symbols set as clang's on the make command line
#                      ($llvm_cfg) and recordmcount: ifc_kbuild.ko and
#                      ifc_xattr.ko, compiled by clang 19
#   llvm-warnings      no warning from our files (clang, objtool)
#   llvm-flags         retpoline, return thunk, SLS, stack protector,
#                      auto-init and fentry flags present; mcount sites are
#                      calls recorded in __mcount_loc, no CC_USING_NOP_MCOUNT
#   llvm-audit         docs/kernel.md's clang audit (step 5): the llvm-build command
#                      with the same KCFLAGS as section 4, run in the
#                      directory of the gcc audit (section 4): every object
#                      recompiled by clang, which names the variables it
#                      doubts (audit_clang)
#   llvm-audit-tool    init-for-compiler audit --log gcc.log --log clang.log
#                      on that directory gives the verdicts of docs/kbuild.md ("The audit"):
#                      status every compiler warns, mbps gcc's only, ts
#                      clang's only, be_addr and folded stale
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
#   ftrace             ftrace lists ifc_kbuild's functions while it is loaded
#   llvm-boot ... llvm-xattr-ifc  the same boot and checks (boot, insmod,
#                      shapes, rmmod, xattr-load, dmesg, ftrace, xattr-*) of
#                      the clang-built modules, with the same failure rules;
#                      llvm-xattr-selfinit expects the `x = x` copy to free
#                      nothing under auto-init=zero (clang zeroes it first)
#   llvm-objtool-mcount  the clang module built with objtool --mcount (what
#                      a clang-configured 6.1 kernel uses) makes this kernel
#                      WARN in ftrace_verify_code at insmod: the reason
#                      llvm-build uses recordmcount
#
# A kernel headers package, compiler, sparse, clang, lld, llvm, dkms,
# linux-source, qemu, busybox-static, cpio or kernel image that is not installed is a SKIP
# naming it; one that is there but broken (a headers tree without .config, a
# tarball that does not extract) is a FAIL. Exit status 1 if any check
# failed. Logs of the boot: OUTDIR/boot/serial.log (the whole console),
# OUTDIR/boot/dmesg.txt; of the clang boots, OUTDIR/boot-llvm/ and
# OUTDIR/boot-llvm-objtool/.
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
# the module built by clang-19 for the gcc-built kernel (section 11), booted (12)
all_tests="$all_tests ftrace llvm-cc-trap llvm-plain llvm-build llvm-warnings llvm-flags
	llvm-audit llvm-audit-tool
	llvm-boot llvm-insmod llvm-shapes llvm-rmmod llvm-xattr-load llvm-dmesg
	llvm-ftrace llvm-xattr-selfinit llvm-xattr-bare llvm-xattr-ifc llvm-objtool-mcount"

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
	# (ledger keys are lower case: warnings-W1 is kbuild.ours.warnings-w1)
	figure "kbuild.ours.$(echo "$test" | tr 'A-Z' 'a-z')" "$n"
	figure "kbuild.kernel-headers.$(echo "$test" | tr 'A-Z' 'a-z')" "$k"
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
# the header first (-include): kbuild passes -Wno-maybe-uninitialized, and
# the header's pragma turns the warning back on only after it (docs/kernel.md)
audit_kc="-I$root/include -include init_for_compiler.h -DINIT_FOR_COMPILER_AUDIT=1"
if kmake audit KCFLAGS="$audit_kc"; then
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
	# what the annotations cost with auto-init on: the text size (size(1)'s
	# Berkeley "text" column) with them and without them (docs/kbuild.md);
	# a figure, not a check
	for o in ifc_shapes ifc_legacy; do
		for v in default audit; do
			t=$(size "$out/$v/$o.o" 2>/dev/null | awk 'NR == 2 { print $1 }')
			[ -n "$t" ] && figure "kbuild.text.$o.$v" "$t"
		done
	done
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
elif kmake_header=$single kmake single-audit IFC_SINGLE=1 \
	KCFLAGS="-I$(cd "$(dirname "$single")" && pwd) -include $(basename "$single") -DINIT_FOR_COMPILER_AUDIT=1"; then
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
# docs/kbuild.md quotes checkpatch's reactions; this keeps the quote honest.
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
	figure kbuild.checkpatch.function-arguments "$nfa"
	figure kbuild.checkpatch.avoid-externs "$nae"
	figure kbuild.checkpatch.warnings "$(sed -n 's/^total: [0-9]* errors, \([0-9]*\) warnings, .*/\1/p' "$out/checkpatch.txt")"
	figure kbuild.checkpatch.lines "$(sed -n 's/^total: .* warnings, \([0-9]*\) lines checked$/\1/p' "$out/checkpatch.txt")"
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

# --- 11. the module built by clang (LLVM=-19) for Debian's gcc-built kernel -------
# Debian's headers were configured by gcc-12: their .config says
# CONFIG_CC_IS_GCC=y, and Kconfig chose, by probing gcc, flags that kbuild
# passes to every compiler. Three builds show what that means for clang:
#   llvm-cc-trap  LLVM=-19 alone: Debian's .kernelvariables (read after the
#                 LLVM block of the top Makefile) sets CC = gcc-12, so the
#                 objects are gcc's and only the link is ld.lld-19's
#   llvm-plain    CC=clang-19 LLVM=-19: refused, clang-19 rejects gcc-only
#                 flags of the gcc .config (-fconserve-stack for
#                 CONFIG_CC_IS_GCC, -mrecord-mcount for CONFIG_FTRACE_MCOUNT_USE_CC)
#   llvm-build    CC=clang-19 LLVM=-19 plus the compiler-probed config
#                 symbols a clang configuration gives ($llvm_cfg below), so
#                 kbuild takes its clang branches, and mcount sites recorded
#                 by scripts/recordmcount; ifc_kbuild.ko and ifc_xattr.ko,
#                 booted and loaded in section 12
# $llvm_cfg is the one place those symbols are named. Each is a make
# variable: it changes kbuild's Makefiles, not autoconf.h, which the C code
# still reads with the gcc values (docs/kbuild.md: none of them matters to
# the headers this module includes, with clang 19).
llvm_v=19
llvm_tools="clang-$llvm_v ld.lld-$llvm_v llvm-ar-$llvm_v llvm-nm-$llvm_v llvm-objcopy-$llvm_v llvm-objdump-$llvm_v llvm-readelf-$llvm_v llvm-strip-$llvm_v"
llvm_make=("LLVM=-$llvm_v" "CC=clang-$llvm_v")
llvm_missing=
for t in $llvm_tools; do have "$t" || llvm_missing="$llvm_missing $t"; done
llvm_built=0
if [ -n "$llvm_missing" ]; then
	for t in llvm-cc-trap llvm-plain llvm-build llvm-warnings llvm-flags llvm-audit llvm-audit-tool; do
		skip "$t" "not installed:$llvm_missing (apt-get install clang-$llvm_v lld-$llvm_v llvm-$llvm_v)"
	done
else
	# CONFIG_CLANG_VERSION as Kconfig computes it: 19.1.7 -> 190107.
	llvm_version=$("clang-$llvm_v" -dumpversion | awk -F. '{ printf "%d%02d%02d", $1, $2, $3 }')
	# The toolchain's identity, then what Kconfig derives from it: the
	# fallthrough warning's spelling, and how mcount sites are recorded.
	# gcc records them itself (-mrecord-mcount, which clang has only for
	# s390); a clang-configured 6.1 kernel uses objtool --mcount, which
	# turns the calls into NOPs at build time, but this kernel (no
	# CC_USING_NOP_MCOUNT) expects a `call __fentry__` at each recorded site
	# and WARNs otherwise (llvm-objtool-mcount, section 12). scripts/recordmcount,
	# shipped in the headers, records the sites and leaves the calls, as
	# gcc does.
	llvm_cfg=(CONFIG_CC_IS_GCC= CONFIG_GCC_VERSION=0
		CONFIG_CC_IS_CLANG=y CONFIG_CLANG_VERSION="$llvm_version"
		CONFIG_AS_IS_GNU= CONFIG_AS_IS_LLVM=y CONFIG_LD_IS_BFD= CONFIG_LD_IS_LLD=y
		CONFIG_CC_IMPLICIT_FALLTHROUGH=-Wimplicit-fallthrough
		CONFIG_FTRACE_MCOUNT_USE_CC=)
	# objcc OBJ: "gcc" or "clang", from the library's own
	# INIT_FOR_COMPILER_COMPILER string in the object
	objcc() { strings -a -n 3 "$1" | grep -xE 'gcc|clang' | head -n 1; }

	if kmake llvm-cc-trap LLVM=-$llvm_v && [ -f "$out/llvm-cc-trap/ifc_kbuild.ko" ]; then
		c=$(sed -n '1s/^\(saved\)\{0,1\}cmd_[^ ]* := *\([^ ]*\).*/\2/p' "$out/llvm-cc-trap/.ifc_main.o.cmd")
		l=$(sed -n '1s/^\(saved\)\{0,1\}cmd_[^ ]* := *\([^ ]*\).*/\2/p' "$out/llvm-cc-trap/.ifc_kbuild.ko.cmd")
		if ! grep -q '^CC *=' "$kdir/.kernelvariables" 2>/dev/null; then
			# not Debian's headers: nothing overrides the LLVM block's CC
			if [ "$(objcc "$out/llvm-cc-trap/ifc_main.o")" = clang ]; then
				pass llvm-cc-trap "LLVM=-$llvm_v alone compiles with $c ($kdir sets no CC of its own), links with $l"
			else
				fail llvm-cc-trap "LLVM=-$llvm_v alone: $kdir has no .kernelvariables CC, yet ifc_main.o has $(objcc "$out/llvm-cc-trap/ifc_main.o") definitions (compiler '$c')"
			fi
		elif [ "$(objcc "$out/llvm-cc-trap/ifc_main.o")" = gcc ] && [ "$c" = "$kcc" ]; then
			pass llvm-cc-trap "LLVM=-$llvm_v alone compiles with $c (Debian's .kernelvariables), links with $l: not a clang module"
		else
			fail llvm-cc-trap "LLVM=-$llvm_v alone: expected $kcc to compile (Debian's CC = $kcc), got '$c' and $(objcc "$out/llvm-cc-trap/ifc_main.o") definitions (see $out/llvm-cc-trap.log)"
		fi
	else
		fail llvm-cc-trap "LLVM=-$llvm_v alone built no .ko (see $out/llvm-cc-trap.log)"
	fi

	if kmake llvm-plain "${llvm_make[@]}"; then
		fail llvm-plain "CC=clang-$llvm_v LLVM=-$llvm_v built against the gcc .config: docs/kbuild.md says it is refused (see $out/llvm-plain.log)"
	else
		rej=$(sed -n -e "s/.*unknown argument: '\([^']*\)'.*/\1/p" \
			-e "s/.*unsupported option '\([^']*\)'.*/\1/p" "$out/llvm-plain.log" | sort -u | tr '\n' ' ')
		if [ "$rej" = "-fconserve-stack -mrecord-mcount " ]; then
			pass llvm-plain "CC=clang-$llvm_v LLVM=-$llvm_v refused: clang-$llvm_v rejects ${rej% } (CONFIG_CC_IS_GCC, CONFIG_FTRACE_MCOUNT_USE_CC of the gcc .config)"
		else
			fail llvm-plain "the build failed, but not (only) for -fconserve-stack and -mrecord-mcount: rejected '${rej% }' (see $out/llvm-plain.log)"
		fi
	fi

	if kmake llvm "${llvm_make[@]}" "${llvm_cfg[@]}" CONFIG_FTRACE_MCOUNT_USE_RECORDMCOUNT=y IFC_XATTR=m &&
		[ -f "$out/llvm/ifc_kbuild.ko" ] && [ -f "$out/llvm/ifc_xattr.ko" ]; then
		ver=$(readelf -p .comment "$out/llvm/ifc_main.o" 2>/dev/null | grep -o 'clang version [0-9.]*' | head -n 1)
		if [ "$(objcc "$out/llvm/ifc_main.o")" = clang ] && [ -n "$ver" ]; then
			pass llvm-build "ifc_kbuild.ko and ifc_xattr.ko built by $ver (INIT_FOR_COMPILER_COMPILER \"clang\")"
			llvm_built=1
		else
			fail llvm-build "a .ko, but ifc_main.o is not clang's (definitions '$(objcc "$out/llvm/ifc_main.o")', .comment '$ver')"
		fi
		check_clean llvm-warnings "$out/llvm.log" "$out/llvm" "(clang-$llvm_v, objtool)"
	else
		tail -n 20 "$out/llvm.log"
		fail llvm-build "no .ko (see $out/llvm.log)"
		fail llvm-warnings "the build failed"
	fi

	# docs/kernel.md's clang audit, in the directory of the gcc audit
	# (section 4): the .cmd files name another compiler, so kbuild
	# recompiles every object, with clang; then the tool reads both logs
	# there, named as the docs name them (gcc.log, clang.log). -Otarget:
	# this check counts the markers line by line, and two clang processes
	# of -j2 writing at once can splice two lines into one (seen once on a
	# fresh machine: 4 markers counted for 5 objects).
	if [ ! -f "$out/audit/ifc_shapes.o" ]; then
		fail llvm-audit "no gcc audit build in $out/audit (section 4)"
		fail llvm-audit-tool "no gcc audit build"
	elif ! make -j2 -Otarget -C "$kdir" M="$out/audit" IFC_ROOT="$root" "${llvm_make[@]}" "${llvm_cfg[@]}" \
		CONFIG_FTRACE_MCOUNT_USE_RECORDMCOUNT=y KCFLAGS="$audit_kc" modules \
		>"$out/audit/clang.log" 2>&1; then
		fail llvm-audit "the clang audit build failed (see $out/audit/clang.log)"
		fail llvm-audit-tool "the clang audit build failed"
	else
		cp "$out/audit.log" "$out/audit/gcc.log"
		named='' missing=''
		for w in $audit_clang; do
			if grep -qE "variable '$w' (may be|is) (uninitialized|used uninitialized)" "$out/audit/clang.log"; then
				named="$named $w"
			else
				missing="$missing $w"
			fi
		done
		if [ "$(objcc "$out/audit/ifc_main.o")" != clang ]; then
			fail llvm-audit "ifc_main.o is not clang's: nothing recompiled (see $out/audit/clang.log)"
		elif [ -n "$missing" ] || [ "$(grep -c 'warning: init-for-compiler: audit build' "$out/audit/clang.log")" -ne "$(grep -c '^  CC \[M\]  ' "$out/audit/clang.log")" ]; then
			fail llvm-audit "not named:$missing, or not one audit marker per object compiled (-include: the .mod.o too) (see $out/audit/clang.log)"
		else
			pass llvm-audit "every object recompiled by clang-$llvm_v, one audit marker each (-include), named:$named"
		fi
		tool=${TOOL:-build/tool/init-for-compiler}
		case $tool in /*) ;; *) tool=$root/$tool ;; esac
		if [ ! -x "$tool" ]; then
			fail llvm-audit-tool "$tool not built (make build/tool/init-for-compiler)"
		else
			(cd "$out/audit" && LC_ALL=C "$tool" audit --log gcc.log --log clang.log . \
				>tool.out 2>tool.err)
			# who warns on each site (docs/kbuild.md, "The audit")
			bad=''
			for w in status handle prev_ns uptr handler best acc dma_dev; do
				grep -Eq "^\./ifc_(shapes|legacy)\.c:[0-9:]* review: $w: (uninitialized_var\(\): )?every compiler warns: gcc \(may\), clang \((may|sometimes)\): " \
					"$out/audit/tool.out" || bad="$bad $w"
			done
			for w in mbps buf; do
				grep -Eq "^\./ifc_shapes\.c:[0-9:]* review: $w: only some compilers warn: gcc \(may\): " "$out/audit/tool.out" || bad="$bad $w"
			done
			for w in ts found; do
				grep -Eq "^\./ifc_shapes\.c:[0-9:]* review: $w: only some compilers warn: clang \(may\): " "$out/audit/tool.out" || bad="$bad $w"
			done
			for w in be_addr folded; do
				grep -Eq "^\./ifc_(shapes|legacy)\.c:[0-9:]* stale: $w: (uninitialized_var\(\): )?no warning from gcc, clang$" \
					"$out/audit/tool.out" || bad="$bad $w"
			done
			if [ -z "$bad" ]; then
				pass llvm-audit-tool "8 sites every compiler warns on, mbps and buf gcc's alone, ts and found clang's, be_addr and folded stale"
			else
				fail llvm-audit-tool "not as docs/kbuild.md says:$bad (see $out/audit/tool.out)"
			fi
		fi
	fi

	# The flags that make a module fit this kernel: retpolines and return
	# thunks (CONFIG_RETPOLINE, CONFIG_RETHUNK), SLS hardening, the stack
	# protector, auto-init, and ftrace's call at each function's entry with
	# its site recorded in __mcount_loc, not turned into a NOP.
	if [ $llvm_built = 1 ]; then
		cmd=$out/llvm/.ifc_shapes.o.cmd
		want="-mretpoline-external-thunk -mfunction-return=thunk-extern -mharden-sls=all -fstack-protector-strong -pg -mfentry"
		grep -q '^CONFIG_INIT_STACK_ALL_ZERO=y' "$kdir/.config" && want="$want -ftrivial-auto-var-init=zero"
		miss='' f=''
		for f in $want; do grep -qe " $f " "$cmd" || miss="$miss $f"; done
		nop=$(grep -c -- '-DCC_USING_NOP_MCOUNT' "$cmd")
		secs=$(readelf -SW "$out/llvm/ifc_kbuild.ko" | grep -oE ' (__mcount_loc|\.return_sites|\.retpoline_sites) ' | tr -d ' ' | sort -u | tr '\n' ' ')
		entry=$(objdump -d "$out/llvm/ifc_shapes.o" | awk '/^[0-9a-f]+ <ifc_[a-z_]+>:$/ { getline; print }' |
			grep -vc 'call')
		if [ -z "$miss" ] && [ "$nop" -eq 0 ] && [ "$entry" -eq 0 ] &&
			printf '%s' "$secs" | grep -q __mcount_loc && printf '%s' "$secs" | grep -q return_sites; then
			pass llvm-flags "kbuild passed $want, no CC_USING_NOP_MCOUNT; every ifc_ function of ifc_shapes.o starts with a call (__fentry__); sections: ${secs% }"
		else
			fail llvm-flags "missing flags:${miss:- none}; CC_USING_NOP_MCOUNT x$nop; $entry ifc_ functions not starting with a call; sections: '${secs% }' (see $cmd)"
		fi
	else
		fail llvm-flags "the clang build failed"
	fi
fi

# --- 12. boot: load the modules in Debian's kernel under qemu ---------------------
# The kernel image that matches the headers (linux-image-$release, or
# IFC_VMLINUZ), an initramfs of busybox-static whose /init loads and unloads
# each module in turn, counts the module's functions ftrace lists while it
# is loaded, prints the taint flags and dmesg, and powers off. qemu runs in
# TCG (a KVM boot hung on this machine) with a time limit. One boot per
# build: gcc's modules (the default build's tree), clang's (section 11),
# and clang's built with objtool --mcount (llvm-objtool-mcount).
boot_names="boot insmod shapes rmmod xattr-load dmesg ftrace xattr-selfinit xattr-bare xattr-ifc"
vmlinuz=${IFC_VMLINUZ:-/boot/vmlinuz-$release}
limit=${IFC_BOOT_TIMEOUT:-120}
busybox=$(command -v busybox || true)
boot_skip='' boot_fail=''
if ! command -v qemu-system-x86_64 >/dev/null 2>&1; then
	boot_skip="qemu-system-x86_64 is not installed (apt-get install qemu-system-x86)"
elif [ -z "$busybox" ] || ldd "$busybox" >/dev/null 2>&1; then
	boot_skip="busybox-static not installed (busybox is missing or dynamically linked; apt-get install busybox-static)"
elif ! command -v cpio >/dev/null 2>&1; then
	boot_skip="cpio is not installed (apt-get install cpio)"
elif [ -n "${IFC_VMLINUZ:-}" ] && [ ! -r "$vmlinuz" ]; then
	boot_fail="IFC_VMLINUZ=$vmlinuz is missing or unreadable"
elif [ ! -e "$vmlinuz" ]; then
	boot_skip="linux-image-$release not installed (no $vmlinuz, the kernel matching the headers; make deps installs it, IFC_VMLINUZ=<image> picks another)"
elif [ ! -r "$vmlinuz" ]; then
	boot_fail="$vmlinuz is unreadable"
fi

# boot_guest B SRC MODULE...: boot with an initramfs that loads and unloads
# SRC/MODULE.ko for each MODULE in turn. Every line the host reads starts
# with "IFCBOOT: ". Sets boot_rc and boot_secs; the console goes to
# B/serial.log, the guest's dmesg to B/dmesg.txt.
boot_guest() {
	local b=$1 src=$2 m t0 t1
	shift 2
	rm -rf "$b" && mkdir -p "$b/root/bin" "$b/root/proc" "$b/root/dev" "$b/root/tracing"
	cp "$busybox" "$b/root/bin/busybox"
	{
		cat <<'INIT'
#!/bin/busybox sh
/bin/busybox --install -s /bin
export PATH=/bin
mount -t proc proc /proc
mount -t tracefs tracefs /tracing
echo "IFCBOOT: tainted-before $(cat /proc/sys/kernel/tainted)"
INIT
		for m in "$@"; do
			cp "$src/$m.ko" "$b/root/" || return 1
			# shellcheck disable=SC2016 # $? and $(...) are the guest's
			printf 'insmod /%s.ko; echo "IFCBOOT: insmod %s rc=$?"\n' "$m" "$m"
			# shellcheck disable=SC2016
			printf 'echo "IFCBOOT: ftrace %s $(grep -c " \\[%s\\]$" /tracing/available_filter_functions)"\n' "$m" "$m"
			# shellcheck disable=SC2016
			printf 'rmmod %s; echo "IFCBOOT: rmmod %s rc=$?"\n' "$m" "$m"
		done
		cat <<'INIT'
echo "IFCBOOT: tainted-after $(cat /proc/sys/kernel/tainted)"
echo "IFCBOOT: dmesg begin"
dmesg
echo "IFCBOOT: dmesg end"
poweroff -f
INIT
	} >"$b/root/init"
	chmod 755 "$b/root/init"
	(cd "$b/root" && find . | LC_ALL=C sort | cpio -o -H newc --quiet | gzip -1) >"$b/initrd.cpio.gz"
	t0=$(date +%s%N)
	timeout -k 5 "$limit" qemu-system-x86_64 -accel tcg -cpu max -m 512 \
		-nographic -no-reboot -nic none -monitor none -serial "file:$b/serial.raw" \
		-kernel "$vmlinuz" -initrd "$b/initrd.cpio.gz" \
		-append "console=ttyS0 panic=-1 loglevel=4" </dev/null >"$b/qemu.log" 2>&1
	boot_rc=$?
	t1=$(date +%s%N)
	boot_secs=$(printf '%d.%02d' $(((t1 - t0) / 1000000000)) $(((t1 - t0) / 10000000 % 100)))
	printf '%s %s s: qemu-system-x86_64 -accel tcg -cpu max -m 512 ... -kernel %s (TCG), modules: %s\n' \
		"${b##*/}" "$boot_secs" "$vmlinuz" "$*" >>"$out/times.txt"
	tr -d '\r' <"$b/serial.raw" >"$b/serial.log" 2>/dev/null
	sed -n '/IFCBOOT: dmesg begin/,/IFCBOOT: dmesg end/p' "$b/serial.log" >"$b/dmesg.txt"
}

# marker B NAME: the value /init printed after "IFCBOOT: NAME " (the
# kernel's console output can precede a marker on its line).
marker() { sed -n "s/.*IFCBOOT: $2 //p" "$1/serial.log" | head -n 1; }

# The console lines that are a kernel warning, bug or oops.
bug_re='WARNING:|BUG:|kernel BUG|Oops|Kernel panic|general protection fault|Call Trace:|UBSAN:|cut here'

# boot_checks P B CC: the checks of one boot of ifc_kbuild.ko and
# ifc_xattr.ko built by CC (gcc or clang), recorded as P<name>
# ($boot_names) from the logs in B.
boot_checks() {
	local p=$1 b=$2 cc=$3 log=$2/serial.log r r1 r2 l fns bad total nfn f summary bugs tb ta extra n
	local secs=$boot_secs rc=$boot_rc

	# boot: /init ran to the end and the guest powered off in time.
	if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
		tail -n 20 "$log" | sed 's/^/    /'
		fail "${p}boot" "no poweroff within ${limit} s (IFC_BOOT_TIMEOUT); see $log"
	elif [ "$rc" -ne 0 ]; then
		sed 's/^/    /' "$b/qemu.log" | tail -n 5
		fail "${p}boot" "qemu exited with status $rc (see $b/qemu.log)"
	elif ! grep -q 'IFCBOOT: dmesg end' "$log"; then
		tail -n 20 "$log" | sed 's/^/    /'
		fail "${p}boot" "the guest stopped before /init finished (see $log)"
	else
		pass "${p}boot" "$(basename "$vmlinuz") booted under qemu TCG, /init ran, powered off in $secs s"
	fi

	# insmod / rmmod of ifc_kbuild.ko (its init fails with -EINVAL if a shape fails).
	r=$(marker "$b" 'insmod ifc_kbuild')
	if [ "$r" = rc=0 ]; then pass "${p}insmod" "insmod ifc_kbuild.ko ($cc): $r"; else fail "${p}insmod" "insmod ifc_kbuild.ko ($cc): ${r:-not run} (see $b/dmesg.txt)"; fi
	r=$(marker "$b" 'rmmod ifc_kbuild')
	if [ "$r" = rc=0 ]; then pass "${p}rmmod" "rmmod ifc_kbuild: $r"; else fail "${p}rmmod" "rmmod ifc_kbuild: ${r:-not run}"; fi
	r1=$(marker "$b" 'insmod ifc_xattr') r2=$(marker "$b" 'rmmod ifc_xattr')
	if [ "$r1" = rc=0 ] && [ "$r2" = rc=0 ]; then
		pass "${p}xattr-load" "insmod and rmmod of ifc_xattr.ko ($cc): rc=0"
	else
		fail "${p}xattr-load" "insmod ifc_xattr: ${r1:-not run}, rmmod: ${r2:-not run}"
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
		fail "${p}shapes" "failed or missing:$bad (summary: ${summary:-none})"
	elif [ "$summary" != "$total shapes ok, 0 failed" ]; then
		fail "${p}shapes" "the functions add up to $total shapes, the summary says '${summary:-nothing}'"
	else
		pass "${p}shapes" "$summary: $nfn functions (ifc_shapes.c, ifc_legacy.c, built by $cc), each result checked in the kernel"
		figure "kbuild.${p}shapes" "$total"
		figure "kbuild.${p}shape-functions" "$nfn"
	fi

	# dmesg: no warning, bug or oops anywhere on the console, and no taint
	# but O (out-of-tree module) and E (unsigned module).
	bugs=$(grep -cE "$bug_re" "$log")
	tb=$(marker "$b" tainted-before) ta=$(marker "$b" tainted-after)
	extra=$(( (${ta:-0} & ~${tb:-0}) & ~((1 << 12) | (1 << 13)) ))
	if [ -z "$tb" ] || [ -z "$ta" ]; then
		fail "${p}dmesg" "/init did not report the taint flags (see $log)"
	elif [ "$bugs" -ne 0 ] || [ "$extra" -ne 0 ]; then
		grep -E "$bug_re" "$log" | head -n 5 | sed 's/^/    /'
		fail "${p}dmesg" "$bugs WARNING/BUG/Oops lines, taint $tb -> $ta (see $log)"
	else
		pass "${p}dmesg" "no WARNING, BUG or Oops; taint $tb -> $ta (O: out-of-tree, E: unsigned module, nothing else)"
		figure "kbuild.${p}taint-before" "$tb"
		figure "kbuild.${p}taint-after" "$ta"
	fi

	# ftrace: the kernel took the module's mcount records (a call to
	# __fentry__ at each recorded site, turned into a NOP at load).
	n=$(marker "$b" 'ftrace ifc_kbuild')
	if [ -n "$n" ] && [ "$n" -ge 1 ] 2>/dev/null; then
		pass "${p}ftrace" "ftrace lists $n functions of ifc_kbuild while it is loaded"
		figure "kbuild.${p}ftrace-functions" "$n"
	else
		fail "${p}ftrace" "ftrace lists ${n:-no count of} ifc_kbuild functions (available_filter_functions; see $log)"
	fi

	# xattr: what each copy passed to kfree() when removing a missing name.
	# gcc leaves `x = x` out of auto-init, so that copy hands kfree() a
	# stale pointer; clang's -ftrivial-auto-var-init=zero stores a zero
	# before `x = x` (selfinit-clang-N), so under auto-init=zero that copy
	# frees nothing: the 3.7 bug is masked.
	xline() { sed -n "s/.*init-for-compiler xattr: spelling=$1 //p" "$b/dmesg.txt" | head -n 1; }
	field() { printf '%s\n' "$1" | tr ' ' '\n' | sed -n "s/^$2=//p" | head -n 1; }
	l=$(xline selfinit)
	if [ -z "$l" ]; then
		fail "${p}xattr-selfinit" "no result line (see $b/dmesg.txt)"
	elif [ "$cc" = clang ] && [ $autoinit = zero ]; then
		if [ "$(field "$l" release)" = none ]; then
			pass "${p}xattr-selfinit" "x = x under auto-init=zero, clang: zeroed first, kfree() gets nothing (err $(field "$l" err)): the bug is masked, unlike gcc's build"
		else
			fail "${p}xattr-selfinit" "clang, auto-init=zero: expected the x = x copy to free nothing, got: $l"
		fi
	elif [ "$cc" = clang ]; then
		pass "${p}xattr-selfinit" "x = x under auto-init=$autoinit, clang: release=$(field "$l" release), value $(field "$l" value) (no expectation without auto-init=zero)"
	elif [ "$(field "$l" release)" = none ]; then
		fail "${p}xattr-selfinit" "x = x passed nothing to kfree(): $l"
	else
		pass "${p}xattr-selfinit" "x = x under auto-init=$autoinit: kfree() would get $(field "$l" release) pointer $(field "$l" value) (${l#*sym=}), err $(field "$l" err)"
	fi
	l=$(xline bare)
	if [ -z "$l" ]; then
		fail "${p}xattr-bare" "no result line (see $b/dmesg.txt)"
	elif [ $autoinit = zero ] && [ "$(field "$l" release)" != none ]; then
		fail "${p}xattr-bare" "auto-init=zero, yet kfree() got $(field "$l" value): $l"
	else
		pass "${p}xattr-bare" "bare declaration under auto-init=$autoinit ($cc): release=$(field "$l" release), value $(field "$l" value), err $(field "$l" err)"
	fi
	l=$(xline INIT_FOR_COMPILER)
	if [ -n "$l" ] && [ "$(field "$l" release)" = none ] && [ "$(field "$l" err)" = -61 ] &&
		[ "$(field "$l" entries)" = 2 ]; then
		pass "${p}xattr-ifc" "INIT_FOR_COMPILER ($cc): -ENODATA, nothing freed, 2 attributes left"
	else
		fail "${p}xattr-ifc" "expected err=-61 release=none entries=2, got: ${l:-no result line}"
	fi
}

# boot_all P WHY: record every boot check of P as failed (or skipped) for WHY.
boot_all() {
	local p=$1 how=$2 why=$3 t
	for t in $boot_names; do "$how" "$p$t" "$why"; done
}

if [ -n "$boot_skip" ]; then
	boot_all '' skip "$boot_skip"
elif [ -n "$boot_fail" ]; then
	boot_all '' fail "$boot_fail"
elif [ $built = 0 ] || [ $xattr_built = 0 ]; then
	boot_all '' fail "no module to load: a build failed"
else
	boot_guest "$out/boot" "$xd" ifc_kbuild ifc_xattr
	boot_checks '' "$out/boot" gcc
fi

# The clang build: the same boot and the same checks, as llvm-*.
if [ -n "$llvm_missing" ]; then
	boot_all llvm- skip "not installed:$llvm_missing (apt-get install clang-$llvm_v lld-$llvm_v llvm-$llvm_v)"
	skip llvm-objtool-mcount "not installed:$llvm_missing (apt-get install clang-$llvm_v lld-$llvm_v llvm-$llvm_v)"
elif [ -n "$boot_skip" ]; then
	boot_all llvm- skip "$boot_skip"
	skip llvm-objtool-mcount "$boot_skip"
elif [ -n "$boot_fail" ]; then
	boot_all llvm- fail "$boot_fail"
	fail llvm-objtool-mcount "$boot_fail"
else
	if [ $llvm_built = 0 ]; then
		boot_all llvm- fail "no module to load: the clang build failed"
	else
		boot_guest "$out/boot-llvm" "$out/llvm" ifc_kbuild ifc_xattr
		boot_checks llvm- "$out/boot-llvm" clang
	fi

	# Why scripts/recordmcount and not objtool --mcount (what a clang
	# configuration of 6.1 selects): objtool writes a NOP over each
	# `call __fentry__` and the kbuild line defines CC_USING_NOP_MCOUNT,
	# but this kernel was built without it, so at insmod ftrace looks
	# for the call, finds the NOP, WARNs in ftrace_verify_code() and
	# disables itself (ftrace_bug). This passes while that holds.
	ob=$out/boot-llvm-objtool
	if kmake llvm-objtool "${llvm_make[@]}" "${llvm_cfg[@]}" CONFIG_FTRACE_MCOUNT_USE_OBJTOOL=y &&
		[ -f "$out/llvm-objtool/ifc_kbuild.ko" ]; then
		boot_guest "$ob" "$out/llvm-objtool" ifc_kbuild
		if [ "$boot_rc" -ne 0 ] || ! grep -q 'IFCBOOT: dmesg end' "$ob/serial.log"; then
			fail llvm-objtool-mcount "the boot did not finish (qemu status $boot_rc; see $ob/serial.log)"
		elif grep -q 'WARNING: .* ftrace_verify_code' "$ob/serial.log" &&
			grep -q 'ftrace failed to modify' "$ob/serial.log"; then
			pass llvm-objtool-mcount "objtool --mcount: insmod $(marker "$ob" 'insmod ifc_kbuild'), but WARNING in ftrace_verify_code, 'ftrace failed to modify' (actual $(sed -n 's/.*actual: *//p' "$ob/serial.log" | head -n 1), expected a call), taint $(marker "$ob" tainted-before) -> $(marker "$ob" tainted-after): why llvm-build uses recordmcount"
		else
			fail llvm-objtool-mcount "objtool --mcount module loaded without the ftrace WARNING docs/kbuild.md describes (see $ob/serial.log)"
		fi
	else
		fail llvm-objtool-mcount "the objtool --mcount build failed (see $out/llvm-objtool.log)"
	fi
fi

echo "kbuild: times (wall clock, 2 cores shared):"
sed 's/^/  /' "$out/times.txt"
# the times as figures of this run (kbuild.time.NAME, seconds), for
# docs/kbuild.md through the results ledger (scripts/ledger.py)
while read -r name secs _; do
	figure "kbuild.time.$(echo "$name" | tr 'A-Z' 'a-z' | tr -c 'a-z0-9_.+\n-' '-')" "$secs"
done <"$out/times.txt"
exit $failed
