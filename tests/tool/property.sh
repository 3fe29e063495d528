#!/bin/sh
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/tool/property.sh - what an audit must never say, checked against
# the log itself by a reader independent of the tool's own.
#
# Usage: property.sh AUDIT_OUTPUT LOG...
#
# AUDIT_OUTPUT is what `init-for-compiler audit --log LOG... PATH...` printed
# (FILE:LINE:COL: VERDICT: NAME: ...). Fails (exit 1, one line per breach)
# when the tool said "stale" for
#   - a site that a declaration note of a log names: gcc's "'x' was declared
#     here" (at the name's line), clang's "variable 'x' is declared here" or
#     "initialize the variable 'x'" (at the line the declaration starts: the
#     site's line or one above it with no ';' between them);
#   - any site of a file with an error in a log ("FILE:L:C: error:",
#     "fatal error:"), or of a file whose object make says failed
#     ("*** [...: path/x.o] Error N").
# Files are compared by their last two path components, so a log's absolute
# or relative spelling of a path does not hide a breach.
set -u
out=$1
shift
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT

tail2() { awk -F/ '{ n = NF; print (n > 1 ? $(n-1) "/" : "") $n }'; }

# notes: TAIL2 LINE NAME
for log in "$@"; do
	LC_ALL=C sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' \
		-e "s/\xe2\x80\x98/'/g" -e "s/\xe2\x80\x99/'/g" "$log"
done >"$tmp/all"
grep -E "^[^ ]+:[0-9]+(:[0-9]+)?: note: ('[^']+' was declared here|variable '[^']+' is declared here|initialize the variable '[^']+')" "$tmp/all" |
	sed -E "s/^([^ :]+):([0-9]+)(:[0-9]+)?: note: [^']*'([A-Za-z_0-9]+)'.*/\1 \2 \4/" |
	while read -r f l n; do printf '%s %s %s\n' "$(printf '%s\n' "$f" | tail2)" "$l" "$n"; done \
	>"$tmp/notes"
# failed: TAIL2
{
	grep -E '^[^ ]+:[0-9]+(:[0-9]+)?: (fatal )?error: ' "$tmp/all" | cut -d: -f1
	grep -E '\*\*\* \[.*\.o\] Error [0-9]+' "$tmp/all" |
		sed -E 's/.*[[ ]([^][ :]+)\.o\] Error.*/\1.c/'
} | tail2 | sort -u >"$tmp/failed"

bad=0
grep -E '^[^ ]+:[0-9]+:[0-9]+: stale: ' "$out" >"$tmp/stale"
while IFS=: read -r f l c v rest; do
	n=${rest# }
	n=${n%%:*}
	t=$(printf '%s\n' "$f" | tail2)
	if grep -qxF "$t" "$tmp/failed"; then
		echo "property: $f:$l: stale '$n' in a file with an error in the log"
		bad=1
	fi
	while read -r nf nl nn; do
		[ "$nf" = "$t" ] && [ "$nn" = "$n" ] || continue
		if [ "$nl" = "$l" ]; then
			hit=1
		elif [ "$nl" -lt "$l" ] && [ $((l - nl)) -le 3 ] && [ -r "$f" ] &&
		     ! sed -n "${nl},$((l - 1))p" "$f" | grep -q ';'; then
			hit=1
		else
			hit=0
		fi
		if [ $hit = 1 ]; then
			echo "property: $f:$l: stale '$n', but a declaration note names it ($nf:$nl)"
			bad=1
		fi
	done <"$tmp/notes"
done <"$tmp/stale"
exit $bad
