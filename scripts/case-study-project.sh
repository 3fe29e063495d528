#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# scripts/case-study-project.sh - a project's case study from a short
# recipe, scripts/case-study/NAME.sh: where the source comes from, how the
# project configures, builds and tests itself, and what the page says of it.
# This harness does the rest, the same for every project:
#   1. scan the pristine tree, and grep it for the shim's name;
#   2. convert two copies: route 1 (`convert .`), route 2 (`convert
#      --definitions .`);
#   3. build the three trees in audit mode with gcc-12 and clang-19, by the
#      project's own build system, its log as the recipe prints it (the
#      command lines shown);
#   4. audit each converted tree with its two logs, and with each alone;
#   5. build the three trees without the audit define, with gcc-12, and run
#      the project's tests (when the recipe has them);
#   6. check that scripts/case-study-NAME-triage.md has one entry per site
#      that both compilers still warn on after route 1, and none more, and
#      scripts/case-study-NAME-stale.md one per site the audit calls stale
#      with both logs (read by hand: is it ever read unset?);
#   7. write the page, findings first, and record its headline figures in
#      docs/ledger.tsv (case.NAME.*).
#
# Usage: scripts/case-study-project.sh NAME [OUT.md]
#        (make case-study; OUT: docs/case-study-NAME.md)
# Environment: CACHE (default /var/cache/init-for-compiler/case-study; the
# work is in $CACHE/NAME), TOOL (default build/tool/init-for-compiler), JOBS
# (default 2), REUSE_LOGS=1 (keep the last run's builds and test runs).
#
# A recipe (bash, sourced) sets TITLE, SHIM (the macro's name), PKGS (the
# Debian packages its build needs, installed here when missing, as root),
# and defines:
#   recipe_fetch DIR       the pristine tree into DIR (once); stdout: one
#                          Markdown sentence, where it comes from
#   recipe_build SRC BUILD CC CFLAGS
#                          configure and build; stdout and stderr: the log
#   recipe_check SRC BUILD (optional) the project's tests, on a build of
#                          recipe_build; stdout: one "TEST STATUS" a line
#   recipe_about           Markdown: the project, and its hack
#   recipe_notes           (optional) Markdown after the per-site table:
#                          what a reader should know of some sites (no
#                          figures: those come from the data)
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
NAME=${1:?usage: scripts/case-study-project.sh NAME [OUT.md]}
out_md=${2:-$top/docs/case-study-$NAME.md}
case $out_md in /*) ;; *) out_md=$PWD/$out_md ;; esac
export STUDY=$NAME
CACHE=${CACHE:-/var/cache/init-for-compiler/case-study}
TOOL=${TOOL:-$top/build/tool/init-for-compiler}
case $TOOL in /*) ;; *) TOOL=$top/$TOOL ;; esac
JOBS=${JOBS:-2}
COMPILERS="gcc-12 clang-19"
TRIAGE=$top/scripts/case-study-$NAME-triage.md
STALE=$top/scripts/case-study-$NAME-stale.md
export LC_ALL=C JOBS
# shellcheck source=scripts/case-study-lib.sh
. "$top/scripts/case-study-lib.sh"
# shellcheck source=/dev/null
. "$top/scripts/case-study/$NAME.sh"
W=$CACHE/$NAME
mkdir -p "$W/logs" "$W/verdicts"

need "$TOOL" gcc-12 clang-19 make awk python3
missing=$(for p in $PKGS; do dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q 'ok installed' || echo "$p"; done)
if [ -n "$missing" ]; then
	[ "$(id -u)" = 0 ] || die "needs $(echo "$missing" | paste -sd" "): apt-get install them"
	say "apt-get install $(echo "$missing" | paste -sd" ")"
	# shellcheck disable=SC2086
	apt-get install -y -q $missing >"$W/apt-install.log" 2>&1 || die "apt-get failed, see $W/apt-install.log"
fi

# --------------------------------------------------------- 1. the source
source_text=$(recipe_fetch "$W/pristine")
(cd "$W/pristine" && "$TOOL" scan . >"$W/scan.txt" 2>"$W/scan.err") || true
# grep: every line that names the shim as a call, its definitions left out
(cd "$W/pristine" && grep -rnE --include='*.[ch]' "\\b${SHIM}[[:space:]]*\\(" . |
	grep -vE "^[^:]+:[0-9]+:[[:space:]]*#[[:space:]]*define[[:space:]]+$SHIM\\b" |
	cut -d: -f1,2 | sort -u) >"$W/grep.txt"
awk -v s="($SHIM)" '$2 == "legacy:" && ($4 == s || ($4 == "" && s == "(uninitialized_var)")) { split($1, p, ":"); print p[1] ":" p[2] }' \
	"$W/scan.txt" | sort -u >"$W/scan-lines.txt"

# --------------------------------------------------------- 2. convert
for route in route1 route2; do
	[ -n "${REUSE_LOGS:-}" ] && [ -d "$W/tree/$route" ] && continue
	rm -rf "$W/tree/$route" && mkdir -p "$W/tree" && cp -a "$W/pristine" "$W/tree/$route"
	opt=; [ $route = route2 ] && opt=--definitions
	(cd "$W/tree/$route" && "$TOOL" convert $opt . >"$W/convert-$route.out" 2>"$W/convert-$route.err") ||
		die "convert failed, see $W/convert-$route.err"
	(cd "$W" && diff -ru pristine "tree/$route") >"$W/convert-$route.diff" || true
done
[ -d "$W/tree/original" ] || cp -a "$W/pristine" "$W/tree/original"

# --------------------------------------------------------- 3.-5. builds
# build MODE TREE CC: one build at $W/MODE/TREE (the same path for both
# compilers, so that the two logs name the same files); its log, status
# and seconds in $W/logs/MODE-TREE-CC.log{,.rc,.seconds}
build() {
	local mode=$1 tree=$2 cc=$3 b=$W/$1/$2 log=$W/logs/$1-$2-$3.log t flags="-O2 -g -I$top/include"
	[ "$mode" = audit ] && flags="$flags -DINIT_FOR_COMPILER_AUDIT=1"
	if [ -n "${REUSE_LOGS:-}" ] && [ -s "$log.rc" ]; then return 0; fi
	say "$mode build: $tree, $cc"
	rm -rf "$b" && mkdir -p "$b" && cp -a "$W/tree/$tree" "$b/src"
	t=$(now)
	if (recipe_build "$b/src" "$b/build" "$cc" "$flags") >"$log" 2>&1; then echo 0 >"$log.rc"; else echo $? >"$log.rc"; fi
	since "$t" >"$log.seconds"
}
verdicts() { sed -nE 's/^(\.\/)?([^:]+):([0-9]+):[0-9]+: ([a-z]+): ([^:]+): .*/\2:\3 \5 \4/p' "$1"; }
for tree in original route1 route2; do
	for cc in $COMPILERS; do build audit "$tree" "$cc"; done
	[ $tree = original ] && continue
	# the audit, in the last build's tree (both logs name its files)
	logs=()
	for cc in $COMPILERS; do
		logs+=(--log "$cc=$W/logs/audit-$tree-$cc.log")
		(cd "$W/audit/$tree/src" && "$TOOL" audit --log "$cc=$W/logs/audit-$tree-$cc.log" . \
			>"$W/verdicts/$tree-$cc.out" 2>"$W/verdicts/$tree-$cc.err") || true
	done
	(cd "$W/audit/$tree/src" && "$TOOL" audit "${logs[@]}" . >"$W/verdicts/$tree.out" 2>"$W/verdicts/$tree.err") || true
done
if declare -F recipe_check >/dev/null; then
	for tree in original route1 route2; do
		build normal "$tree" gcc-12
		r=$W/logs/check-$tree.txt
		[ -n "${REUSE_LOGS:-}" ] && [ -s "$r" ] && continue
		say "tests: $tree"
		(recipe_check "$W/normal/$tree/src" "$W/normal/$tree/build") >"$r" 2>"$r.log" || true
	done
fi

# --------------------------------------------------------- 6. the triage
# a site by its place in the pristine tree: the n-th site of a name in a
# file is the n-th there before convert too (placed(), in the page's file)
. "$top/scripts/case-study-project-page.sh"
place_map() {
	awk '{ split($1, p, ":"); f = p[1]; sub(/^\.\//, "", f); n = $3; print f, n, ++c[f " " n], f ":" p[2] }' "$1"
}
place_map "$W/scan.txt" >"$W/places-pristine.txt"
for route in route1 route2; do
	(cd "$W/tree/$route" && "$TOOL" scan . 2>/dev/null) >"$W/scan-$route.txt" || true
	place_map "$W/scan-$route.txt" >"$W/places-$route.txt"
done
for cc in $COMPILERS; do
	placed route1 "$W/verdicts/route1-$cc.out" | awk '$3 == "review" { print $1, $2 }' | sort -u >"$W/review-$cc.txt"
done
# shellcheck disable=SC2046
sort $(for cc in $COMPILERS; do echo "$W/review-$cc.txt"; done) | uniq -c |
	awk -v n="$(echo $COMPILERS | wc -w)" '$1 == n { print $2, $3 }' | sort -t: -k1,1 -k2,2n >"$W/every.txt"
# the verdicts by pristine place, for the page
for cc in $COMPILERS; do placed route1 "$W/verdicts/route1-$cc.out" >"$W/placed-route1-$cc.txt"; done
placed route1 "$W/verdicts/route1.out" >"$W/placed-route1.txt"
placed route2 "$W/verdicts/route2.out" >"$W/placed-route2.txt"
sed -nE 's/^### ([^ ]+:[0-9]+) `([^`]+)`.*/\1 \2/p' "$TRIAGE" 2>/dev/null | sort -t: -k1,1 -k2,2n >"$W/triaged.txt"
triage_ok=yes
diff -u "$W/every.txt" "$W/triaged.txt" >"$W/triage.diff" || triage_ok=no
[ $triage_ok = yes ] || say "the triage does not cover exactly the sites both compilers warn on: $W/triage.diff"
# the stale verdicts, read by hand the same way (STALE)
awk '$3 == "stale" { print $1, $2 }' "$W/placed-route1.txt" | sort -t: -k1,1 -k2,2n >"$W/stale.txt"
sed -nE 's/^### ([^ ]+:[0-9]+) `([^`]+)`.*/\1 \2/p' "$STALE" 2>/dev/null | sort -t: -k1,1 -k2,2n >"$W/stale-read.txt"
if ! diff -u "$W/stale.txt" "$W/stale-read.txt" >"$W/stale.diff"; then
	triage_ok=no
	say "$STALE does not cover exactly the sites the audit calls stale: $W/stale.diff"
fi

# --------------------------------------------------------- 7. the page
page >"$out_md.tmp"
mv "$out_md.tmp" "$out_md"
figures >"$W/figures.tsv"
(cd "$top" && python3 scripts/ledger.py record "$W/figures.tsv" --prefix "case.$NAME." \
	--how "scripts/case-study-project.sh $NAME") >&2
say "wrote $out_md"
[ $triage_ok = yes ]
