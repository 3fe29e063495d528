#!/usr/bin/env bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# scripts/fresh-debian.sh - try the project as a new user on a bare Debian 12.
#
#   scripts/fresh-debian.sh ROOT [CMD...]   run CMD in a fresh clone
#   scripts/fresh-debian.sh --record ROOT   the README's two commands, and
#                                           their figures into docs/ledger.tsv
#
# Builds ROOT once (debootstrap minbase + build-essential + git +
# ca-certificates, a few minutes; reused afterwards), clones the committed
# HEAD of the repository you stand in into ROOT/src, and runs CMD there as
# root, e.g.
#   scripts/fresh-debian.sh /var/cache/fresh 'make demo; make deps && make -j2 check'
# The chroot gets its own /proc, a private /dev (null, zero, random,
# urandom, pts, shm): tests run as root there cannot touch the machine's
# device nodes. Needs root. Reads the mirror from this machine's apt
# sources. tests/chroot/chroot.sh knows it runs inside such a chroot.
#
# --record runs, in the clone, what README.md tells a newcomer to run:
#   make demo                       (before make deps: gcc alone)
#   make deps && make -j2 check
#   make demo                       (after make deps)
# and records their figures in the ledger of the repository you stand in
# (scripts/ledger.py record, then the documents rendered again):
# fresh.demo-before-deps.demo.claims.*, fresh.deps.seconds, fresh.check.*
# (make check's counts, per suite, wall time and load: tests/lib/summary.sh)
# and fresh.demo-after-deps.demo.claims.*; WHEN names the clone's commit.
# Logs stay in ROOT/src/build/fresh/. Exit status: make check's.
set -eu
record=0
if [ "${1:-}" = --record ]; then
	record=1
	shift
fi
ROOT=${1:?usage: fresh-debian.sh ROOT [CMD...] | fresh-debian.sh --record ROOT}
shift
PROJECT=${PROJECT:-$(git rev-parse --show-toplevel)}
if [ ! -x "$ROOT/usr/bin/git" ]; then
	command -v debootstrap >/dev/null || apt-get install -y -qq debootstrap >/dev/null
	mirror=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/debian.sources)
	debootstrap --variant=minbase bookworm "$ROOT" "$mirror" >"$ROOT.debootstrap.log" 2>&1
	cp /etc/apt/sources.list.d/debian.sources "$ROOT/etc/apt/sources.list.d/"
	rm -f "$ROOT/etc/apt/sources.list"
	chroot "$ROOT" sh -c 'apt-get update -qq && apt-get install -y -qq build-essential git ca-certificates >/dev/null'
fi
mountpoint -q "$ROOT/proc" || mount -t proc proc "$ROOT/proc"
if [ ! -c "$ROOT/dev/null" ]; then
	rm -f "$ROOT/dev/null" "$ROOT/dev/zero" "$ROOT/dev/urandom" "$ROOT/dev/random"
	mknod -m 666 "$ROOT/dev/null" c 1 3; mknod -m 666 "$ROOT/dev/zero" c 1 5
	mknod -m 666 "$ROOT/dev/random" c 1 8; mknod -m 666 "$ROOT/dev/urandom" c 1 9
fi
mkdir -p "$ROOT/dev/pts" "$ROOT/dev/shm"
mountpoint -q "$ROOT/dev/pts" || mount -t devpts -o newinstance,ptmxmode=0666 devpts "$ROOT/dev/pts"
[ -e "$ROOT/dev/ptmx" ] || ln -s pts/ptmx "$ROOT/dev/ptmx"
mountpoint -q "$ROOT/dev/shm" || mount -t tmpfs shm "$ROOT/dev/shm"
rm -rf "$ROOT/src"; git clone -q "$PROJECT" "$ROOT/src"
if [ $record = 0 ]; then
	[ $# -gt 0 ] && chroot "$ROOT" bash -c "cd /src && $*"
	exit 0
fi

# --record: the README's commands, each run's figures kept apart
# (make check starts by emptying build/results)
f=build/fresh
rc=0
chroot "$ROOT" bash -c "cd /src && mkdir -p $f &&
	{ make demo RESULTS_DIR=$f/before >$f/demo-before.log 2>&1 || true; } &&
	start=\$(date +%s) && make deps >$f/deps.log 2>&1 &&
	echo \"deps.seconds	\$(( \$(date +%s) - start ))\" >$f/deps.tsv &&
	make -j2 check >$f/check.log 2>&1" || rc=$?
chroot "$ROOT" bash -c "cd /src && { make demo RESULTS_DIR=$f/after >$f/demo-after.log 2>&1 || true; }"
src=$ROOT/src/$f
pre() {	# PREFIX FILE: FILE's lines with PREFIX before each key, if it exists
	[ ! -f "$2" ] || sed "s/^/$1/" "$2"
}
{
	pre demo-before-deps. "$src/before/figures.tsv"
	pre '' "$src/deps.tsv"
	pre '' "$ROOT/src/build/results/figures.tsv"
	pre demo-after-deps. "$src/after/figures.tsv"
} >"$src/figures.tsv"
tail -n 1 "$src/check.log"
commit=$(git -C "$ROOT/src" rev-parse --short HEAD)
(cd "$PROJECT" && scripts/ledger.py record "$src/figures.tsv" --prefix fresh. \
	--how "scripts/fresh-debian.sh --record $ROOT" \
	--when "$(date -u '+%Y-%m-%d %H:%M UTC'), $commit (a fresh clone)")
exit $rc
