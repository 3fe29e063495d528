#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/tool/patch.sh - scan in patch mode (--diff, --since, --staged), on
# real diffs that git makes in a scratch repository (make check-tool,
# called by tests/tool/run.sh):
#
#   seed        the Linux 3.7 follow-up of examples/xattr: `new_xattr = NULL`
#               becomes `uninitialized_var(new_xattr)`
#   self-init   a diff that adds `int x = x;` (and a statement `y = y;`, no site)
#   move        a function with old sites moved to another file, another
#               re-indented, a line changed around an old site: nothing new;
#               the same diff with one site added reports that one
#   rename      git mv with a change: the new name, only the added site
#   convert     the tool's own conversion of a file: nothing new; with
#               --kind=annotation exactly the converted sites
#   ingo        uninitialized_var(x) becoming `x = 0; /* GCC */` (Ingo
#               Molnar's 2012 style): comment-init, new
#   tag         a "keep gcc happy" comment added above an unchanged zero
# each in text, SARIF (sarif_check.py against the text) and checkpatch form
# (its "#N: FILE: F:L:" lines against the diff); --since and --staged against
# git; what must fail: a diff of other contents, a hunk cut short, options
# in the wrong mode;
#   unapplied   a mail (git format-patch) scanned on its parent commit gives
#               what it gives applied: new, deleted, renamed, CRLF files, a
#               last line without a newline, a CRLF mail, -p0; the file from
#               git's index when the working tree's differs; a file it does
#               not apply to, a tree without its files, a file it matches
#               both before and after: exit 2, what to do, no pass.
#
# Usage: TOOL=build/tool/init-for-compiler BUILD=build tests/tool/patch.sh
# shellcheck source=tests/tool/lib.sh
. "$(dirname "$0")/lib.sh"

if ! have git; then
	skip "patch mode" "git not installed"
	exit 0
fi
py=python3
[ -x /usr/bin/python3 ] && py=/usr/bin/python3

# A scratch repository; commits by a fixed author, no user configuration.
export GIT_CONFIG_NOSYSTEM=1 HOME=$B/home GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.org
export GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org
mkdir -p "$HOME"
# no git above $B: the tests must never see the tree they run in
export GIT_CEILING_DIRECTORIES=$B
R=$B/repo
git init -q "$R"
g() { git -C "$R" "$@"; }

# FILE:LINE:COL: KIND: NAME of a text line, without what to write instead
site_sed='s/^\([^:]*:[0-9]*:[0-9]*: [a-z-]*: [A-Za-z_0-9]*\): .*/\1/'

# diffcase NAME EXPECTED [CHECKPATCH]: the working tree of $R against HEAD
# (git diff HEAD) through --diff -, in all three forms; EXPECTED is the text
# output, one FILE:LINE:COL: KIND: NAME line per new site ("" for none);
# CHECKPATCH the FILE:LINE of its reports, when one shows another line than
# the name's (the added tag comment of an unchanged declaration)
diffcase() {
	n=$1 want=$2 cpwant=${3:-}
	d=$B/$n
	mkdir -p "$d"
	g diff -M HEAD >"$d/diff"
	printf '%s' "$want" >"$d/want"
	[ -n "$want" ] && echo >>"$d/want"
	(cd "$R" && "$TOOL" scan --diff - <"$d/diff" >"$d/out" 2>"$d/err"; echo $? >"$d/rc")
	sed "$site_sed" "$d/out" >"$d/out-sites"
	check "patch $n: text: exactly the added sites" diff -u "$d/want" "$d/out-sites"
	if [ -s "$d/want" ]; then
		check "patch $n: exit status 1 (something new)" test "$(cat "$d/rc")" = 1
	else
		check "patch $n: exit status 0 (nothing new)" test "$(cat "$d/rc")" = 0
	fi
	(cd "$R" && "$TOOL" scan --diff - --format=sarif <"$d/diff" >"$d/sarif" 2>/dev/null)
	check "patch $n: SARIF: the same results, valid" $py tests/tool/sarif_check.py "$d/sarif" "$d/want"
	(cd "$R" && "$TOOL" scan --diff - --format=checkpatch <"$d/diff" >"$d/cp" 2>/dev/null)
	# checkpatch form: one WARNING and one "#N: FILE: F:L:" per site, N the
	# line of the diff that shows the added line printed under it
	if [ -n "$cpwant" ]; then
		printf '%s\n' "$cpwant" >"$d/want-fl"
	else
		awk -F: '{ print $1 ":" $2 }' "$d/want" >"$d/want-fl"
	fi
	sed -n 's/^#[0-9]*: FILE: \(.*\):$/\1/p' "$d/cp" >"$d/cp-fl"
	check "patch $n: checkpatch: one report per site, at its line" diff -u "$d/want-fl" "$d/cp-fl"
	check "patch $n: checkpatch: each #N is the added line shown under it" \
		sh -c "grep -A1 '^#[0-9]*: FILE: ' '$d/cp' | grep -v '^--\$' | paste - - |
			while IFS='	' read -r at line; do
				nr=\${at%%:*}; nr=\${nr#\\#}
				test \"\$(sed -n \"\${nr}p\" '$d/diff')\" = \"\$line\" || exit 1
			done"
	check "patch $n: checkpatch: the totals" \
		grep -qx "total: 0 errors, $(grep -c . "$d/want") warnings, [0-9]* lines checked" "$d/cp"
	# the text line goes on with what to write instead, in the words of
	# checkpatch's WARNING (one piece of code says both)
	sed -n "s/^WARNING: '[^']*': [^;]*; //p" "$d/cp" >"$d/cp-advice"
	sed 's/^[^:]*:[0-9]*:[0-9]*: [a-z-]*: [A-Za-z_0-9]*: //' "$d/out" >"$d/out-advice"
	check "patch $n: text: each line says what to write instead, as checkpatch does" \
		sh -c "diff -u '$d/cp-advice' '$d/out-advice' && ! grep -qv '^write \\|^INIT_FOR_COMPILER() cannot replace it here (' '$d/out-advice'"
}

# ------------------------------------------------------------- seed
# examples/xattr as it stood before the follow-up: new_xattr = NULL
cp examples/xattr/xattr.c "$R/xattr.c"
sed -i 's/^\tstruct simple_xattr \*uninitialized_var(new_xattr);/\tstruct simple_xattr *new_xattr = NULL;/' "$R/xattr.c"
g add xattr.c && g commit -qm 'xattr: from tmpfs'
cp examples/xattr/xattr.c "$R/xattr.c"
line=$(grep -n '^	struct simple_xattr \*uninitialized_var(new_xattr);' "$R/xattr.c" | cut -d: -f1)
diffcase seed "xattr.c:$line:41: legacy: new_xattr"
check "patch seed: checkpatch says what to write instead" \
	grep -qF "write 'struct simple_xattr *INIT_FOR_COMPILER(new_xattr); /* the bug */' instead (and #include <init_for_compiler.h>)" "$B/seed/cp"
g commit -qam 'xattr: quiet gcc'

# ------------------------------------------------------------- self-init
cat >"$R/plain.c" <<'EOF'
#include <stddef.h>

int first(int c)
{
	int y = 0;

	if (c)
		y = c;
	return y;
}
EOF
g add plain.c && g commit -qm 'plain'
cat >"$R/plain.c" <<'EOF'
#include <stddef.h>

int first(int c)
{
	int x = x, y = 0;

	y = y;
	if (c)
		x = y = c;
	return x + y;
}
EOF
diffcase self-init "plain.c:5:6: self-init: x"
check "patch self-init: the summary says 'in 1 file', not 'in 1 files'" \
	grep -q ' (0 moved, not new) in 1 file, [0-9]* added lines$' "$B/self-init/err"
check "patch self-init: checkpatch: the converted line" \
	grep -qF "write 'int INIT_FOR_COMPILER(x), y = 0;' instead" "$B/self-init/cp"
# the kernel's checkpatch.pl on the same diff (its SELF_ASSIGNMENT): the same
# "#N: FILE: F:L:" line and the same count of lines checked (Debian ships
# it only in linux-source: extracted once into $BUILD)
cpl=$BDIR/tool/checkpatch.pl
tarball=$(ls /usr/src/linux-source-*.tar.xz 2>/dev/null | sort -V | tail -1)
if [ ! -f "$cpl" ] && [ -n "$tarball" ]; then
	tar -xOf "$tarball" --wildcards '*/scripts/checkpatch.pl' >"$cpl.tmp" 2>/dev/null && mv "$cpl.tmp" "$cpl"
fi
if [ ! -f "$cpl" ] && [ -z "$tarball" ]; then
	skip "patch self-init: checkpatch.pl's own lines" "linux-source-6.1 not installed"
elif ! have perl; then
	skip "patch self-init: checkpatch.pl's own lines" "perl not installed"
else
	perl "$cpl" --no-tree --no-signoff --quiet --types SELF_ASSIGNMENT "$B/self-init/diff" >"$B/self-init/kernel-cp" 2>/dev/null
	# it also warns on the statement `y = y;`, which is no declaration
	check "patch self-init: checkpatch.pl names the same #N: FILE: line for x (and the statement y = y)" \
		sh -c "grep '^#[0-9]*: FILE: ' '$B/self-init/cp' | grep -Fxf - '$B/self-init/kernel-cp' | grep -qx '#10: FILE: plain.c:5:' &&
			grep -qx '#12: FILE: plain.c:7:' '$B/self-init/kernel-cp' && test \$(grep -c '^#' '$B/self-init/kernel-cp') = 2"
	checked() { sed -n 's/^total: .*, \([0-9]*\) lines checked$/\1/p' "$1"; }
	check "patch self-init: checkpatch.pl checks as many lines" \
		test "$(checked "$B/self-init/kernel-cp")" = "$(checked "$B/self-init/cp")"
fi
g commit -qam 'plain: x = x'

# ------------------------------------------------------------- move
cat >"$R/a.c" <<'EOF'
#define uninitialized_var(x) x = x

int one(int c)
{
	int uninitialized_var(v);

	if (c)
		v = c;
	return c ? v : 0;
}

int two(int c)
{
	unsigned long flags = 0; /* keep gcc happy */
	char *p = p, *q = NULL;

	if (c)
		p = q;
	return c ? (int)flags + (p != NULL) : 0;
}

int three(int c)
{
	int a = a, b = 1;

	if (c)
		a = b;
	return c ? a : 0;
}
EOF
g add a.c && g commit -qm 'a: three functions'
# one() moves to b.c, two() is re-indented inside a block, and three()'s
# declaration gains a declarator
{
	echo '#define uninitialized_var(x) x = x'
	echo
	sed -n '/^int one/,/^}/p' "$R/a.c"
} >"$R/b.c"
cat >"$R/a.c" <<'EOF'
#define uninitialized_var(x) x = x

int two(int c)
{
	if (c > 1) {
		unsigned long flags = 0;  /* keep gcc happy */
		char *p = p,
		     *q = NULL;

		if (c)
			p = q;
		return c ? (int)flags + (p != NULL) : 0;
	}
	return 0;
}

int three(int c)
{
	int a = a, b = 1, d = 2;

	if (c)
		a = b + d;
	return c ? a : 0;
}
EOF
g add b.c
diffcase move ""
check "patch move: the summary counts the moved sites" \
	grep -q "(4 moved, not new) in 2 files" "$B/move/err"
# the same change, and one site added in the moved function: only that one
sed -i 's/^\tint uninitialized_var(v);/\tint uninitialized_var(v);\n\tint w = w;/' "$R/b.c"
diffcase move-add "b.c:6:6: self-init: w"
g add -A && g commit -qm 'a: move one() to b.c'

# ------------------------------------------------------------- rename
g mv b.c c.c
sed -i 's/^\tint w = w;/\tint w = w;\n\tint uninitialized_var(u);/' "$R/c.c"
diffcase rename "c.c:7:24: legacy: u"
check "patch rename: the summary says '1 added line', not '1 added lines'" \
	grep -q ' in 1 file, 1 added line$' "$B/rename/err"
check "patch rename: git's diff is a rename" grep -q '^rename from b.c$' "$B/rename/diff"
g commit -qam 'b.c is c.c'
g mv c.c d.c
diffcase rename-only ""
g commit -qam 'c.c is d.c'

# ------------------------------------------------------------- convert
"$TOOL" convert "$R/a.c" "$R/d.c" >/dev/null 2>"$B/convert.err"
diffcase convert ""
(cd "$R" && "$TOOL" scan --diff - --kind=annotation <"$B/convert/diff" >"$B/convert/annot" 2>/dev/null)
(cd "$R" && "$TOOL" scan --kind=annotation a.c d.c >"$B/convert/annot-want" 2>/dev/null)
check "patch convert: --kind=annotation: every converted site, and only those" \
	sh -c "diff -u '$B/convert/annot-want' '$B/convert/annot' && test \$(wc -l <'$B/convert/annot') = 6"
g checkout -q -- .

# ------------------------------------------------------------- ingo, tag
cat >>"$R/a.c" <<'EOF'

int four(int c)
{
	int e = 0;

	if (c)
		e = c;
	return e;
}
EOF
g commit -qam 'four'
sed -i 's/^\tint uninitialized_var(v);/\tint v = 0; \/* GCC *\//' "$R/d.c"
sed -i 's/^\tint e = 0;/\t\/* silence gcc warning *\/\n\tint e = 0;/' "$R/a.c"
line=$(grep -n '^	int e = 0;' "$R/a.c" | cut -d: -f1)
diffcase ingo-tag "a.c:$line:6: comment-init: e
d.c:5:6: comment-init: v" "a.c:$((line - 1))
d.c:5"
check "patch ingo-tag: checkpatch shows the tag line it was added by" \
	grep -qx '+	/\* silence gcc warning \*/' "$B/ingo-tag/cp"

# ------------------------------------------------------------- --since, --staged
(cd "$R" && "$TOOL" scan --since HEAD >"$B/since.out" 2>/dev/null)
check "patch --since HEAD = git diff HEAD | --diff -" cmp "$B/ingo-tag/out" "$B/since.out"
mkdir -p "$R/sub"
(cd "$R/sub" && "$TOOL" scan --since HEAD~1 -- ../d.c >"$B/since-sub.out" 2>/dev/null)
check "patch --since REV PATH from a subdirectory: names from the top, PATH as git takes it" \
	grep -q '^d.c:5:6: comment-init: v: write ' "$B/since-sub.out"
check "patch --since REV PATH: only that path" test "$(wc -l <"$B/since-sub.out")" = 1
g add d.c
(cd "$R" && "$TOOL" scan --staged >"$B/staged.out" 2>/dev/null; echo $? >"$B/staged.rc")
check "patch --staged: only what is staged" sh -c "grep -q '^d.c:5:6: comment-init: v: write ' '$B/staged.out' && test \$(wc -l <'$B/staged.out') = 1 && test \$(cat '$B/staged.rc') = 1"
# the index holds the site; the working tree no longer does
sed -i 's/^\tint v = 0; \/\* GCC \*\//\tint v = 1;/' "$R/d.c"
(cd "$R" && "$TOOL" scan --staged >"$B/staged2.out" 2>/dev/null)
check "patch --staged reads the index, not the working tree" cmp "$B/staged.out" "$B/staged2.out"
(cd "$R" && "$TOOL" scan --since 'no-such-rev' >/dev/null 2>"$B/since-bad.err")
check "patch --since with a bad revision: exit 2" test $? = 2
mkdir -p "$B/nogit"
(cd "$B/nogit" && "$TOOL" scan --since HEAD >/dev/null 2>"$B/nogit.err")
check "patch --since outside a work tree: exit 2, says so" \
	sh -c "test $? = 2 && grep -q 'not in a git work tree' '$B/nogit.err'"
g checkout -q -- . && g reset -q

# ------------------------------------------------------------- what must fail
# a diff of other contents: the file, in the working tree and the index,
# is neither before the change nor after it
sed -i 's/^\tint e = 0;/\tint e = 0;\n\tint z = z;/' "$R/a.c"
g diff >"$B/other.diff"
sed -i 's/^\tint z = z;/\tint z = 1;/' "$R/a.c"
g add a.c
(cd "$R" && "$TOOL" scan --diff "$B/other.diff" >/dev/null 2>"$B/other.err")
check "patch: a diff of other contents: exit 2" test $? = 2
check "patch: a diff of other contents: says so" grep -q "a.c: the patch does not apply: this file is neither what it changes (line [0-9]* of the diff differs) nor its result (line [0-9]*)" "$B/other.err"
g checkout -q HEAD -- a.c
# a hunk cut short
head -n -1 "$B/other.diff" >"$B/short.diff"
(cd "$R" && "$TOOL" scan --diff "$B/short.diff" >/dev/null 2>"$B/short.err")
check "patch: a hunk cut short: exit 2, says where" \
	sh -c "test $? = 2 && grep -q 'short.diff: line [0-9]*: the diff ends inside a hunk' '$B/short.err'"
"$TOOL" scan --diff - "$R" </dev/null >/dev/null 2>&1
check "patch: --diff with a PATH: usage error" test $? = 2
"$TOOL" scan --format=checkpatch "$R" >/dev/null 2>&1
check "patch: --format=checkpatch without a diff: usage error" test $? = 2
"$TOOL" scan --diff - --since HEAD </dev/null >/dev/null 2>&1
check "patch: --diff and --since together: usage error" test $? = 2
(cd "$R" && "$TOOL" scan --diff - </dev/null >"$B/empty.out" 2>&1)
check "patch: an empty diff: nothing new, exit 0" test $? = 0

# ------------------------------------------------------------- other diffs
# diff -u of two trees (no git: names as given, -p0 by default), a mail with
# text before the diff, CRLF, "\ No newline at end of file"
P=$B/plain
mkdir -p "$P/old" "$P/new"
printf 'int f(int c)\r\n{\r\n\tint r = 0;\r\n\treturn c ? r : 0;\r\n}\r\n' >"$P/old/crlf.c"
printf 'int f(int c)\r\n{\r\n\tint r = r;\r\n\treturn c ? r : 0;\r\n}\r\n' >"$P/new/crlf.c"
printf 'int g(void) { int k = 1; return k; }' >"$P/old/noeol.c"
printf 'int g(void) { int k = k; return k; }' >"$P/new/noeol.c"
(cd "$P" && diff -ru old new >"$P/diff"; true)
(cd "$P" && "$TOOL" scan --diff diff >"$P/out" 2>/dev/null)
printf 'new/crlf.c:3:6: self-init: r\nnew/noeol.c:1:19: self-init: k\n' >"$P/want"
sed "$site_sed" "$P/out" >"$P/out-sites"
check "patch: diff -ru, CRLF, no newline at the end" diff -u "$P/want" "$P/out-sites"
(cd "$P/new" && "$TOOL" scan --diff ../diff -p1 >"$P/out1" 2>/dev/null)
check "patch: -p1 strips a component" sh -c "sed 's|^new/||' '$P/out' | diff -u - '$P/out1'"
{ printf 'From: t\nSubject: [PATCH] r\n\nA message that quotes a diff:\n--- not a header\n\n'; cat "$B/seed/diff"; printf -- '-- \n2.39.5\n'; } >"$B/mail.patch"
cp examples/xattr/xattr.c "$B/xattr.c"
(cd "$B" && "$TOOL" scan --diff mail.patch >"$B/mail.out" 2>/dev/null)
check "patch: a mail (git format-patch): the text around the diff is skipped" \
	diff -u "$B/seed/out" "$B/mail.out"

# ------------------------------------------------------------- unapplied
# a mail (git format-patch) reviewed on the tree it applies to, before it is
# applied: the files as they are before the patch (from the working tree,
# or git's index), the hunks applied in memory; a new file from the patch
# alone. One change of each kind: a site moved out of a deleted file into a
# changed one, a new file, a rename with a change, a CRLF file, a last
# line without a newline.
U=$B/unapplied
git init -q "$U"
un() { git -C "$U" "$@"; }
printf '#include <stddef.h>\n\nint m(int c)\n{\n\tint y = 0;\n\n\tif (c)\n\t\ty = c;\n\treturn y;\n}\n' >"$U/m.c"
printf 'int d(int c)\n{\n\tint uninitialized_var(v);\n\n\tif (c)\n\t\tv = c;\n\treturn c ? v : 0;\n}\n' >"$U/d.c"
printf '/* r.c */\n#include <stddef.h>\n\nint r(int c)\n{\n\tint k = 1;\n\n\tif (c > 1)\n\t\tk = 2;\n\treturn c + k;\n}\n' >"$U/r.c"
printf 'int f(int c)\r\n{\r\n\tint r = 0;\r\n\treturn c ? r : 0;\r\n}\r\n' >"$U/crlf.c"
printf 'int g(void) { int k = 1; return k; }' >"$U/noeol.c"
un add -A && un commit -qm 'before'
before=$(un rev-parse HEAD)
printf '#include <stddef.h>\n\nint m(int c)\n{\n\tint uninitialized_var(v);\n\tint x = x, y = 0;\n\n\tif (c)\n\t\tv = x = y = c;\n\treturn y + v + x;\n}\n' >"$U/m.c"
printf 'int n(int c)\n{\n\tunsigned long flags = 0; /* keep gcc happy */\n\tint lim = 8; /* keep gcc happy */\n\n\treturn c ? (int)flags + lim : 0;\n}\n' >"$U/n.c"
un rm -q d.c && un mv r.c s.c
sed -i 's/^\tint k = 1;/\tint k = 1;\n\tint j = j;/; s/return c + k;/return c + k + j;/' "$U/s.c"
printf 'int f(int c)\r\n{\r\n\tint r = r;\r\n\treturn c ? r : 0;\r\n}\r\n' >"$U/crlf.c"
printf 'int g(void) { int k = k; return k; }' >"$U/noeol.c"
un add -A && un commit -qm 'after'
after=$(un rev-parse HEAD)
un format-patch -1 -M --stdout >"$U.patch"
printf 'crlf.c:3:6: self-init: r\nm.c:6:6: self-init: x\nn.c:3:16: comment-init: flags\nn.c:4:6: comment-init: lim\nnoeol.c:1:19: self-init: k\ns.c:7:6: self-init: j\n' >"$U.want"
# unapplied MAIL NAME [ARGS]: scan --diff in all three forms, output in $U.NAME.*
unapplied() {
	for f in text checkpatch sarif; do
		(cd "$U" && "$TOOL" scan --diff "$1" --format=$f ${3:-} >"$U.$2.$f" 2>"$U.$2.$f.err"; echo $? >"$U.$2.$f.rc")
	done
}
unapplied "$U.patch" applied
check "patch unapplied: the mail on its own commit (applied): every added site" \
	sh -c "sed '$site_sed' '$U.applied.text' | sort | diff -u '$U.want' - && test \$(cat '$U.applied.text.rc') = 1"
check "patch unapplied: ... the site moved out of the deleted file is not new" \
	grep -q '(1 moved, not new) in 6 files' "$U.applied.text.err"
check "patch unapplied: ... each line says what to write instead, or why convert leaves it alone" \
	sh -c "grep -qxF \"n.c:3:16: comment-init: flags: write 'unsigned long INIT_FOR_COMPILER(flags);' instead (and #include <init_for_compiler.h>)\" '$U.applied.text' &&
		grep -qxF 'n.c:4:6: comment-init: lim: INIT_FOR_COMPILER() cannot replace it here (initializer is not a zero: INIT_FOR_COMPILER() would change the value): initialize it with the value it needs, and say why in a comment' '$U.applied.text'"
un checkout -q "$before"
unapplied "$U.patch" parent
for f in text checkpatch sarif; do
	check "patch unapplied: on its parent commit: what the applied patch gives ($f, summary, exit status)" \
		sh -c "cmp '$U.applied.$f' '$U.parent.$f' && cmp '$U.applied.$f.err' '$U.parent.$f.err' && cmp '$U.applied.$f.rc' '$U.parent.$f.rc'"
done
check "patch unapplied: ... the new file from the patch alone, not 'No such file'" \
	sh -c "grep -q '^n.c:3:16: comment-init: flags: write ' '$U.parent.text' && ! grep -q 'No such file' '$U.parent.text.err'"
# the mail as a Windows mailer saves it (CRLF on every line)
sed 's/$/\r/' "$U.patch" >"$U-crlf.patch"
unapplied "$U-crlf.patch" crlfmail
check "patch unapplied: a mail saved with CRLF line ends" cmp "$U.applied.text" "$U.crlfmail.text"
# names without a/ and b/ (git format-patch --no-prefix): -p0
un format-patch -1 -M --no-prefix --stdout "$after" >"$U-p0.patch"
unapplied "$U-p0.patch" p0 -p0
check "patch unapplied: --no-prefix with -p0" cmp "$U.applied.text" "$U.p0.text"
# a local change in the working tree, not staged: git's index holds the
# file the patch applies to
sed -i '3s/int c/long c/' "$U/m.c"
unapplied "$U.patch" index
check "patch unapplied: the working tree changed, the index as the patch's parent: the index's file" \
	sh -c "cmp '$U.applied.text' '$U.index.text' && grep -q \"^init-for-compiler: m.c: taken as git's index has it\" '$U.index.text.err'"
# staged too: the patch applies to neither; exit 2, the summary no pass
un add m.c
unapplied "$U.patch" neither
check "patch unapplied: a file the patch does not apply to: exit 2, says what to do" \
	sh -c "test \$(cat '$U.neither.text.rc') = 2 &&
		grep -q '^init-for-compiler: m.c: the patch does not apply: .*; check out the commit it was made on (git am or patch -p1 applies it there)' '$U.neither.text.err'"
check "patch unapplied: ... the summary says what was not checked, no pass" \
	sh -c "grep -q 'scan: not checked: 1 of 6 files of the diff (said above); new in the 5 checked: ' '$U.neither.text.err' &&
		! grep -q 'new in the diff' '$U.neither.text.err'"
check "patch unapplied: ... the other files' sites still printed" \
	sh -c "grep -v '^m.c:' '$U.applied.text' | cmp - '$U.neither.text'"
check "patch unapplied: ... checkpatch counts it as an error" \
	grep -q '^total: 1 errors, 5 warnings, ' "$U.neither.checkpatch"
un reset -q --hard
# a file the patch creates is here already, with other contents: as git am,
# refused whatever the index holds
echo 'int n;' >"$U/n.c"
(cd "$U" && "$TOOL" scan --diff "$U.patch" >/dev/null 2>"$U.exists.err"; echo $? >"$U.exists.rc")
check "patch unapplied: a file it creates is here with other contents: exit 2, says so" \
	sh -c "test \$(cat '$U.exists.rc') = 2 &&
		grep -q '^init-for-compiler: n.c: the patch does not apply: it creates this file, which is here with other contents' '$U.exists.err'"
rm -f "$U/n.c"
# outside the tree: the files it changes are not here (the new one is)
mkdir -p "$B/elsewhere"
(cd "$B/elsewhere" && "$TOOL" scan --diff "$U.patch" >"$U.elsewhere.out" 2>"$U.elsewhere.err"; echo $? >"$U.elsewhere.rc")
check "patch unapplied: run outside the tree: exit 2, says where to run it, no pass" \
	sh -c "test \$(cat '$U.elsewhere.rc') = 2 &&
		grep -q '^init-for-compiler: m.c: not in this tree: run scan --diff from the top of the tree the patch is for' '$U.elsewhere.err' &&
		grep -q '^init-for-compiler: s.c: not in this tree, nor its old name: ' '$U.elsewhere.err' &&
		grep -q 'scan: not checked: 4 of 6 files of the diff' '$U.elsewhere.err' && ! grep -q 'new in the diff' '$U.elsewhere.err'"
# the issue's case (issue 30): a patch that adds one file, on its parent
un checkout -q "$after"
printf '#include "util.h"\n\nint util(int c)\n{\n\tint x = x;\n\n\tif (c)\n\t\tx = c;\n\treturn x;\n}\n' >"$U/util.c"
un add util.c && un commit -qm 'add util'
un format-patch -1 -o "$B" >/dev/null
un checkout -q HEAD~1
(cd "$U" && "$TOOL" scan --diff "$B/0001-add-util.patch" >"$U.util.out" 2>"$U.util.err"; echo $? >"$U.util.rc")
check "patch unapplied: 0001-add-util.patch on its parent: the site, exit 1" \
	sh -c "grep -q '^util.c:5:6: self-init: x: write ' '$U.util.out' && test \$(cat '$U.util.rc') = 1 && ! grep -q 'No such file' '$U.util.err'"
# one side or the other cannot be told: a line added beside its double
# (git diff -U0); git's "index" line names the blobs, without it: exit 2
un checkout -q "$before"
printf 'int h(int c)\n{\n\tint a = a;\n\treturn c ? a : 0;\n}\n' >"$U/h.c"
un add h.c && un commit -qm 'h'
sed -i 's/^\tint a = a;/\tint a = a;\n\tint a = a;/' "$U/h.c"
un commit -qam 'h twice'
un format-patch -1 -U0 --stdout >"$U-dup.patch"
un checkout -q HEAD~1
(cd "$U" && "$TOOL" scan --diff "$U-dup.patch" >"$U.dup.out" 2>/dev/null; echo $? >"$U.dup.rc")
check "patch unapplied: file both before and after: git's blob names tell" \
	sh -c "grep -q '^h.c:3:6: self-init: a: write ' '$U.dup.out' && test \$(cat '$U.dup.rc') = 1"
grep -v '^index ' "$U-dup.patch" >"$U-dup-noindex.patch"
(cd "$U" && "$TOOL" scan --diff "$U-dup-noindex.patch" >"$U.dup2.out" 2>"$U.dup2.err"; echo $? >"$U.dup2.rc")
check "patch unapplied: ... without them: exit 2, says so and what to do" \
	sh -c "test \$(cat '$U.dup2.rc') = 2 && test ! -s '$U.dup2.out' &&
		grep -q '^init-for-compiler: h.c: cannot tell whether the patch is applied: .*: apply it (git am, or patch -p1 and git add) and scan it with --since HEAD~1 or --staged' '$U.dup2.err'"

finish
