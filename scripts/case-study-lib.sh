# SPDX-License-Identifier: MIT OR GPL-2.0-only
# shellcheck shell=bash disable=SC2154,SC2034
#
# scripts/case-study-lib.sh - the helpers of scripts/case-study-ffmpeg.sh,
# kept apart from it so that another study of a whole tree can source them
# (scripts/case-study-busybox.sh sources them too):
# messages, timing, where each compiler runs (this machine or the sid
# chroot of scripts/case-study-sid.sh), the warnings of a log in a form two
# builds can be compared in, and the separate reading's verdicts in the
# tool's form.
#
# The sourcing script sets STUDY (its name in messages), CACHE and top, and,
# before set_run runs a sid compiler, SID_PKGS and SID_NEED.

say() { printf 'case-study: %s: %s\n' "$STUDY" "$*" >&2; }
die() { say "$*"; exit 1; }
need() {
	for t; do
		command -v "$t" >/dev/null 2>&1 || { say "$t not installed (make deps)"; exit 2; }
	done
}
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f\n", b - a }'; }

# debian_source DIR PACKAGE VERSION TARBALL TREE: scripts/debian-source.sh
. "$top/scripts/debian-source.sh"

# ------------------------------------------------------- the sid chroot
. "$top/scripts/case-study-sid.sh"
in_sid() { chroot "$R" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LC_ALL=C /bin/sh -c "$*"; }
on_host() { /bin/sh -c "$*"; }
set_run() {	# set_run CC: $run runs a shell line where CC is (not in a
	# subshell: the mounts must be recorded for unmount_all)
	case $1 in
	gcc-12|clang-19) run=on_host ;;
	gcc-16|clang-22) sid_chroot; run=in_sid ;;
	*) die "unknown compiler $1" ;;
	esac
}

# diags LOG PREFIX...: one line per error or warning, "FILE: KIND: MESSAGE"
# (the PREFIXes, the trees' paths, taken away; no line or column, also
# where the message names a place: "unnamed at x.c:232:2"), or the driver's
# own line ("clang-19: warning: ..."), sorted. With DIAG_OBJECT=1 each line
# starts with "OBJECT: ", the object of the compile command (`-o X.o`) it
# follows in the log: a make -Otarget log of command lines (V=1).
diags() {
	local log=$1 p e=(-e '')
	shift
	for p; do e+=(-e "s|$p/||g"); done
	sed "${e[@]}" "$log" |
	awk -v byobj="${DIAG_OBJECT:-}" '{ gsub(/\342\200[\230\231]/, "\047") }
		byobj && / -c / && match($0, / -o [^ ]+\.o( |$)/) {
			obj = substr($0, RSTART + 4, RLENGTH - 4); sub(/ $/, "", obj); next }
		/^[^ :]+:[0-9]+:[0-9]+: (warning|error|fatal error): / {
			f = $0; sub(/:.*/, "", f)
			m = $0; sub(/^[^ :]+:[0-9]+:[0-9]+: /, "", m)
			gsub(/\.c:[0-9]+(:[0-9]+)?/, ".c:N", m); gsub(/\.h:[0-9]+(:[0-9]+)?/, ".h:N", m)
			print (byobj ? obj ": " : "") f ": " m; next }
		/^[^ :]+: (warning|error|fatal error): / { print (byobj ? obj ": " : "") $0 }' | sort
}

# split_new NEW SITES OUT: the lines of NEW (diags lines a converted build
# prints and the original does not) sorted into the audit's own, OUT.new-marker
# (its marker: a clang warning, a gcc note) and OUT.new-uninit (the
# uninitialized warnings it turns on), OUT.new-unused (an "unused" warning
# on a site's variable: x = x reads it, INIT_FOR_COMPILER() does not, and
# keeps these warnings on purpose), and OUT.new-other, which must be empty.
# SITES: the converted tree's sites, "./FILE:LINE:COL: KIND: NAME" per line.
split_new() {
	local new=$1 sites=$2 out=$3
	grep -E 'init-for-compiler: audit build' "$new" >"$out.new-marker" || true
	grep -vE 'init-for-compiler: audit build' "$new" |
		grep -E ': (warning|error): .*uninitiali[sz]ed' >"$out.new-uninit" || true
	grep -vE 'init-for-compiler: audit build' "$new" |
		grep -vE ': (warning|error): .*uninitiali[sz]ed' |
		awk -v sites="$sites" '
			BEGIN { while ((getline l < sites) > 0) {
					split(l, p, ":"); f = p[1]; sub(/^\.\//, "", f)
					# the site of an assignment by its variable: u of u[0]
					n = l; sub(/.*: /, "", n); sub(/^[(*]+/, "", n); sub(/[^A-Za-z_0-9].*/, "", n)
					site[f ":" n] = 1 } }
			{ f = $0; if (match(f, /[^ :]+\.[ch]: (warning|error|fatal error): /)) f = substr(f, RSTART); sub(/:.*/, "", f); n = ""
			  if (match($0, /(unused variable|variable) \047[A-Za-z_0-9]+\047( set but not used)?/)) {
				n = substr($0, RSTART, RLENGTH); sub(/^[^\047]*\047/, "", n); sub(/\047.*/, "", n) }
			  if (n != "" && (f ":" n) in site && $0 ~ /unused/) print > "/dev/stderr"; else print }' \
		>"$out.new-other" 2>"$out.new-unused" || true
}

# together A B...: the verdicts of several readings ("FILE:LINE: VERDICT:
# NAME" per line), the audit's rule: needed when one is, else stale when
# one is, else unknown
together() {
	awk '{ k = $1 " " $3; v = $2
		if (!(k in best) || v == "needed:" || (v == "stale:" && best[k] == "unknown:")) best[k] = v
		if (!(k in ord)) { ord[k] = ++n; key[n] = k } }
	END { for (i = 1; i <= n; i++) { split(key[i], p, " "); print p[1] " " best[key[i]] " " p[2] } }' "$@"
}
# tool_verdicts OUT: the tool's lines in the readings' form; "review",
# issue 24's word for needed, and any qualifier after the verdict are read
# as needed
tool_verdicts() {
	sed -E 's|^\./||; s|^([^:]+):([0-9]+):[0-9]+: ([a-z]+)[^:]*: ([^: ]+):.*|\1:\2: \3: \4|; s/: review: /: needed: /' "$1"
}

# triage_section DIFF SITES INTRO TRIAGE: a page's triage section: INTRO
# when DIFF (the sites against the triage file's headings, diff -u) is
# empty, else that DIFF, indented, under a line saying the entries do not
# match "the sites SITES"; then the entries of the triage file TRIAGE (its
# text between the BEGIN and END lines)
triage_section() {
	if [ -s "$1" ]; then
		echo "**The entries below do not match the sites $2** (\`$1\`):"
		echo
		sed 's/^/    /' "$1"
	else
		echo "$3"
	fi
	echo
	sed -n '/^<!-- BEGIN triage -->$/,/^<!-- END triage -->$/p' "$4" 2>/dev/null | sed '1d;$d'
}
