#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/tool/precommit.sh - the pre-commit hook (.pre-commit-hooks.yaml) with
# Debian's real pre-commit, and the CI examples (examples/ci/) parsed and
# checked (make check-tool, called by tests/tool/run.sh):
#
#   pre-commit manifest   `pre-commit validate-manifest .pre-commit-hooks.yaml`
#   pre-commit hook       a hook repository made of this tree as it is (its
#                         files, committed in a scratch repository), a user's
#                         scratch repository whose .pre-commit-config.yaml
#                         names it at that commit, `pre-commit install`, then
#                         `git commit`: a clean change is committed (the first
#                         commit, on a terminal, says the tool is being
#                         built); one that adds `x = x` is refused, the site
#                         named with what to write instead, HEAD unchanged;
#                         one that only moves an old site passes; `pre-commit
#                         run --from-ref --to-ref` checks a range; with no
#                         terminal (setsid), the first run builds and passes
#   ci                    examples/ci/*.yml parsed (PyYAML) and checked by
#                         tests/tool/ci_check.py against what GitHub Actions
#                         and GitLab CI require of them
#
# Usage: TOOL=build/tool/init-for-compiler BUILD=build tests/tool/precommit.sh
# shellcheck source=tests/tool/lib.sh
. "$(dirname "$0")/lib.sh"

# ------------------------------------------------------------- ci
py=python3
[ -x /usr/bin/python3 ] && py=/usr/bin/python3
if ! $py -c 'import yaml' 2>/dev/null; then
	skip "ci: examples/ci parsed and checked" "python3-yaml not installed"
else
	for f in examples/ci/github-actions.yml examples/ci/gitlab-ci.yml; do
		check "ci: $f parses and holds what its platform requires" $py tests/tool/ci_check.py "$f"
	done
	# the checker itself: a broken file is caught
	sed 's/^\(  *\)runs-on:/\1runs_on:/' examples/ci/github-actions.yml >"$B/bad-gh.yml"
	check "ci: the checker catches a GitHub job without runs-on" \
		sh -c "! $py tests/tool/ci_check.py '$B/bad-gh.yml' --as github"
	sed 's/^\(  *\)script:/\1scripts:/' examples/ci/gitlab-ci.yml >"$B/bad-gl.yml"
	check "ci: the checker catches a GitLab job without script" \
		sh -c "! $py tests/tool/ci_check.py '$B/bad-gl.yml' --as gitlab"
fi

# ------------------------------------------------------------- pre-commit
if ! have pre-commit || ! have git; then
	skip "pre-commit hook" "pre-commit or git not installed"
	exit $failed
fi
check "pre-commit manifest: pre-commit validate-manifest" pre-commit validate-manifest .pre-commit-hooks.yaml

export GIT_CONFIG_NOSYSTEM=1 HOME=$B/home GIT_CEILING_DIRECTORIES=$B
export GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.org GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org
export PRE_COMMIT_HOME=$B/cache
mkdir -p "$HOME"
# the hook repository: this tree as it is now (committed or not)
H=$B/hookrepo
mkdir -p "$H"
git -C "$top" ls-files -z -co --exclude-standard | (cd "$top" && xargs -0 cp --parents -t "$H" 2>/dev/null)
git -C "$H" init -q && git -C "$H" add -A && git -C "$H" commit -qm 'the tree under test'
rev=$(git -C "$H" rev-parse HEAD)

U=$B/user
git init -q "$U"
u() { git -C "$U" "$@"; }
cat >"$U/.pre-commit-config.yaml" <<EOF
repos:
  - repo: $H
    rev: $rev
    hooks:
      - id: init-for-compiler
EOF
cat >"$U/a.c" <<'EOF'
int one(int c)
{
	int uninitialized_var(v);

	if (c)
		v = c;
	return c ? v : 0;
}
EOF
u add -A && u commit -qm 'a.c, before the hook'
(cd "$U" && pre-commit install) >"$B/install.log" 2>&1
check "pre-commit hook: pre-commit install" test -x "$U/.git/hooks/pre-commit"

# a clean change: committed (the first run builds the tool in the hook's
# clone, and says so on the terminal: script(1) gives it one, as a user's
# git commit has, since pre-commit shows a passing hook's output to no one)
printf 'int two(int c)\n{\n\treturn c + 1;\n}\n' >"$U/b.c"
u add b.c
building="init-for-compiler: building the tool for pre-commit, once for this revision (make, cc)"
if have script; then
	(cd "$U" && script -qec "git commit -qm 'b.c: clean'" "$B/clean.typescript") >"$B/clean.log" 2>&1
	rc=$?
	check "pre-commit hook: the first run says, on the terminal, that it builds the tool" \
		grep -qF "$building" "$B/clean.log"
else
	(cd "$U" && git commit -qm 'b.c: clean') >"$B/clean.log" 2>&1
	rc=$?
	skip "pre-commit hook: the first run says, on the terminal, that it builds the tool" "script (util-linux) not installed"
fi
check "pre-commit hook: a clean commit passes" sh -c "test $rc = 0 && git -C '$U' log -1 --format=%s | grep -qx 'b.c: clean'"
# (on a terminal, the build's line comes between the hook's name and Passed)
check "pre-commit hook: it ran (Passed)" \
	sh -c "grep -q '^init-for-compiler (no new' '$B/clean.log' && grep -q 'Passed' '$B/clean.log'"

# a change that adds x = x: refused, the site named
before=$(u rev-parse HEAD)
printf 'int three(int c)\n{\n\tint x = x;\n\n\tif (c)\n\t\tx = c;\n\treturn c ? x : 0;\n}\n' >"$U/c.c"
u add c.c
(cd "$U" && git commit -qm 'c.c: x = x') >"$B/selfinit.log" 2>&1
rc=$?
check "pre-commit hook: a commit that adds x = x is refused" sh -c "test $rc != 0 && test \$(git -C '$U' rev-parse HEAD) = $before"
check "pre-commit hook: ... and the site is named, with what to write instead" \
	grep -qxF "c.c:3:6: self-init: x: write 'int INIT_FOR_COMPILER(x);' instead (and #include <init_for_compiler.h>)" "$B/selfinit.log"
check "pre-commit hook: ... the tool, built once, is not built again" sh -c "! grep -qF '$building' '$B/selfinit.log'"
check "pre-commit hook: ... Failed" grep -q 'init-for-compiler.*Failed' "$B/selfinit.log"
u reset -q && rm -f "$U/c.c"

# a change that only moves an old site (one() to its own file): passes
mv "$U/a.c" "$U/one.c"
u add -A
(cd "$U" && git commit -qm 'a.c is one.c') >"$B/move.log" 2>&1
check "pre-commit hook: a commit that moves an old site passes" \
	sh -c "test $? = 0 && git -C '$U' log -1 --format=%s | grep -qx 'a.c is one.c'"

# pre-commit run --from-ref/--to-ref (CI): the range is checked
base=$(u rev-parse HEAD)
printf 'int four(int c)\n{\n\tint uninitialized_var(y);\n\n\tif (c)\n\t\ty = c;\n\treturn c ? y : 0;\n}\n' >"$U/d.c"
u add d.c && (cd "$U" && git commit -qm 'd.c' --no-verify)
(cd "$U" && pre-commit run --from-ref "$base" --to-ref HEAD) >"$B/range.log" 2>&1
rc=$?
check "pre-commit run --from-ref --to-ref: fails on the range's new site" \
	sh -c "test $rc != 0 && grep -q \"^d.c:3:24: legacy: y: write 'int INIT_FOR_COMPILER(y);' instead\" '$B/range.log'"
(cd "$U" && pre-commit run --from-ref HEAD~1 --to-ref HEAD~1) >"$B/range0.log" 2>&1
check "pre-commit run --from-ref --to-ref: an empty range passes" test $? = 0

# with no terminal at all (CI, an editor; setsid(1): a session without a
# controlling terminal, where /dev/tty cannot be opened), the first run
# still builds, passes a clean change, and says so on standard error; the
# hook of the hook repository itself, which has not built the tool yet
if have setsid; then
	printf 'int five(int c)\n{\n\treturn c + 5;\n}\n' >"$U/e.c"
	u add e.c
	(cd "$U" && setsid -w "$H/contrib/pre-commit/init-for-compiler-hook" </dev/null >"$B/notty.out" 2>"$B/notty.err")
	rc=$?
	check "pre-commit hook: with no terminal, the first run builds, passes, and says so on stderr" \
		sh -c "test $rc = 0 && grep -qxF '$building' '$B/notty.err'"
	u reset -q && rm -f "$U/e.c"
else
	skip "pre-commit hook: with no terminal, the first run builds" "setsid (util-linux) not installed"
fi

finish
