#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# scripts/case-study-bluez.sh - the second, userspace case of make case-study.
#
# BlueZ 5.82 (Debian's source package bluez, from trixie) still defines
# `#define uninitialized_var(x) x = x` in emulator/serial.c and
# emulator/server.c, and uses it three times. This script ports those files
# both ways:
#   shim     keep the code, and include <uninitialized_var.h> after each of
#            the two definitions (the shim replaces them)
#   convert  `init-for-compiler convert emulator/` (the definitions stay,
#            unused: convert leaves directives alone)
# then builds emulator/btvirt with BlueZ's own build (configure
# --enable-testing, make), in audit mode, with gcc-12 and with clang-19, and
# audits each port with both logs. It prints a Markdown section on standard
# output (scripts/case-study-linux.sh appends it to its page).
#
# Usage: scripts/case-study-bluez.sh     Environment: CACHE, TOOL, JOBS.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
CACHE=${CACHE:-/var/cache/init-for-compiler/case-study}/bluez
TOOL=${TOOL:-$top/build/tool/init-for-compiler}
JOBS=${JOBS:-2}
export LC_ALL=C
say() { printf 'case-study: bluez: %s\n' "$*" >&2; }
for t in gcc-12 clang-19 make pkg-config apt-get; do
	command -v "$t" >/dev/null 2>&1 || { say "$t not installed (make deps)"; exit 2; }
done
for p in glib-2.0 dbus-1 libudev libical; do
	pkg-config --exists "$p" || { say "$p development files not installed (make deps)"; exit 2; }
done
mkdir -p "$CACHE"
cd "$CACHE"

# the source package, from trixie's deb-src, with an apt state of its own
if [ ! -f bluez-5.82/configure ]; then
	mkdir -p apt/lists/partial apt/cache/archives/partial
	mirror=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null)
	echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] ${mirror:-http://deb.debian.org/debian} trixie main" \
		>apt/sources.list
	A="-o Dir::Etc::SourceList=$CACHE/apt/sources.list -o Dir::Etc::SourceParts=/dev/null
	   -o Dir::State::Lists=$CACHE/apt/lists -o Dir::Cache=$CACHE/apt/cache"
	say "apt-get source bluez (trixie)"
	apt-get $A -q update >apt.log 2>&1
	apt-get $A -q source --download-only bluez=5.82-1.1 >>apt.log 2>&1
	rm -rf bluez-5.82 && tar xzf bluez_5.82.orig.tar.gz
fi
"$TOOL" scan --kind=legacy bluez-5.82 >legacy.txt 2>/dev/null
nlegacy=$(wc -l <legacy.txt)

# the two ports (REUSE_LOGS=1: keep the last run's)
if [ -z "${REUSE_LOGS:-}" ] || [ ! -d shim ] || [ ! -d convert ]; then
	for port in shim convert; do
		rm -rf "$port" && cp -a bluez-5.82 "$port"
	done
	for f in emulator/serial.c emulator/server.c; do
		sed -i 's|^#define uninitialized_var(x) x = x$|&\n#include <uninitialized_var.h>	/* init-for-compiler: replaces the line above */|' \
			"shim/$f"
	done
	(cd convert && "$TOOL" convert emulator) >convert.out 2>convert.err
fi
converted=$(grep -o 'convert: [0-9]* sites\{0,1\} converted in [0-9]* files\{0,1\}' convert.err)

# BlueZ's own build of emulator/btvirt, in audit mode, per port and compiler
# (REUSE_LOGS=1: keep the last run's builds and logs)
CONF="--enable-testing --disable-systemd --disable-udev --disable-cups --disable-obex
      --disable-client --disable-manpages --disable-datafiles --disable-monitor --disable-tools"
for port in shim convert; do
	for cc in gcc-12 clang-19; do
		[ -n "${REUSE_LOGS:-}" ] && [ -s "$CACHE/$port/$cc.log" ] && continue
		b=$CACHE/build-$port-$cc
		rm -rf "$b" && cp -a "$port" "$b"
		say "$port, $cc: configure and make emulator/btvirt"
		(cd "$b" && ./configure CC=$cc CFLAGS="-O2" $CONF >configure.log 2>&1) ||
			{ say "configure failed: $b/configure.log"; exit 1; }
		# the generated headers first (lib/bluetooth/*.h links): make's
		# BUILT_SOURCES, which only `make all` would build
		(cd "$b" && printf 'ifc-built-sources:\n\t@echo $(BUILT_SOURCES)\n' |
			make -s -f Makefile -f - ifc-built-sources >built-sources.txt &&
			make -j"$JOBS" $(cat built-sources.txt) >built-sources.log 2>&1) ||
			{ say "generated sources failed: $b/built-sources.log"; exit 1; }
		(cd "$b" && make -j"$JOBS" emulator/btvirt \
			CFLAGS="-O2 -Wall -I$top/include -I$top/compat -DINIT_FOR_COMPILER_AUDIT=1" \
			>"$CACHE/$port/$cc.log" 2>&1) || { say "build failed: $CACHE/$port/$cc.log"; exit 1; }
	done
	(cd "$CACHE/build-$port-gcc-12" &&
	 "$TOOL" audit --log "$CACHE/$port/gcc-12.log" --log "$CACHE/$port/clang-19.log" emulator \
		>"$CACHE/audit-$port.out" 2>"$CACHE/audit-$port.err") || true
done
# the same verdict on each site (the shim's #include line moves the later
# lines of its files down by one)
same=no
verdicts() { sed -E 's/^([^:]+):[0-9]+:[0-9]+: ([a-z]+): ([A-Za-z_0-9]+): .*/\1 \2 \3/' "$1"; }
if diff <(verdicts "$CACHE/audit-shim.out") <(verdicts "$CACHE/audit-convert.out") >/dev/null; then
	same=yes
fi

cat <<EOF

## A userspace case: BlueZ 5.82

BlueZ 5.82 (Debian's source package \`bluez\`, trixie) still carries its own
\`#define uninitialized_var(x) x = x\` in \`emulator/serial.c\` and
\`emulator/server.c\`; \`init-for-compiler scan --kind=legacy\` finds
$nlegacy sites in the whole tree. Both ports were tried:

- **the shim**: \`#include <uninitialized_var.h>\` after each of the two
  definitions (the shim replaces them; the uses stay \`uninitialized_var()\`);
- **convert**: \`init-for-compiler convert emulator\` ($converted).

Each port was built with BlueZ's own build (\`./configure --enable-testing
...\`, \`make emulator/btvirt CFLAGS="-O2 -Wall -I<repo>/include -I<repo>/compat
-DINIT_FOR_COMPILER_AUDIT=1"\`), once with gcc-12 and once with clang-19, and
audited with both logs (\`init-for-compiler audit --log gcc-12.log --log
clang-19.log emulator\`). The verdicts, through the shim:

EOF
sed -E 's|^|    |; s|: [^ ]+:[0-9]+:[0-9]+: warning: (.*)$|: \1|' "$CACHE/audit-shim.out"
cat <<EOF

and after convert:

EOF
sed -E 's|^|    |; s|: [^ ]+:[0-9]+:[0-9]+: warning: (.*)$|: \1|' "$CACHE/audit-convert.out"
cat <<EOF

EOF
n() { grep -c ": $2: " "$1" || true; }
by() { grep -cE ": (review|needed): .*$2 \(" "$1" || true; }
unused=$(grep -l "unused variable .dev_type." "$CACHE"/shim/*.log "$CACHE"/convert/*.log 2>/dev/null | wc -l)
if [ $same = yes ]; then same="the same verdicts"; else same="different verdicts (a bug: see $CACHE)"; fi
cat <<EOF
The two ports give $same: $(n "$CACHE/audit-shim.out" review) review,
$(n "$CACHE/audit-shim.out" stale) stale, $(n "$CACHE/audit-shim.out" unknown) unknown.
Of the three zeros, gcc-12 still asks for $(by "$CACHE/audit-shim.out" gcc-12) and
clang-19 for $(by "$CACHE/audit-shim.out" clang-19).
EOF
if grep -q ': stale: dev_type:' "$CACHE/audit-shim.out"; then
	cat <<EOF
\`dev_type\` in \`serial_open()\` is stale for a plain reason: it is never set
or read at all. \`x = x\` hid that; in $unused of the 4 audit logs (2 ports,
2 compilers, \`-Wall\`) the compiler now says "unused variable 'dev_type'".
EOF
fi
