#!/bin/bash
# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/tool/launcher.sh - audit --compile-commands --launcher CMD (make
# check-tool, called by tests/tool/run.sh):
#
#   launcher env          a launcher of several words (env VAR=... ) runs in
#                         front of every compile: the same verdicts, and a
#                         mark left by each compile
#   launcher distcc       a distccd of our own, on 127.0.0.1 only (a free port,
#                         --allow 127.0.0.1, its log in the test's directory,
#                         stopped by its pid), and the audit of a
#                         gcc-12 database through `--launcher distcc`
#                         (DISTCC_HOSTS=127.0.0.1:PORT, DISTCC_FALLBACK=0 so
#                         that no compile quietly runs here instead): the same
#                         verdicts as the audit without it (the columns of the
#                         warnings quoted aside: distccd compiles preprocessed
#                         text), and distccd's log shows that it compiled
#                         every unit
#   launcher: usage       --launcher without --compile-commands, bad quoting
#
# Usage: TOOL=build/tool/init-for-compiler BUILD=build tests/tool/launcher.sh
# shellcheck source=tests/tool/lib.sh
. "$(dirname "$0")/lib.sh"

"$TOOL" audit --log /dev/null --launcher distcc $T/audit >/dev/null 2>"$B/nodb.err"
check "launcher: --launcher without --compile-commands: usage error" \
	sh -c "test $? = 2 && grep -q 'is for the commands of --compile-commands' '$B/nodb.err'"
"$TOOL" audit --compile-commands /dev/null --launcher "'distcc" $T/audit >/dev/null 2>&1
check "launcher: --launcher with bad quoting: usage error" test $? = 2

if ! have gcc-12; then
	skip "launcher" "gcc-12 not installed"
	exit $failed
fi

# the audit fixtures (tests/tool/audit) as a gcc-12 database: every entry
# in the directory it names, -MD and -o of its own that the audit replaces
DB=$B/compile_commands.json
{
	echo '['
	sep=
	for f in xattr falsepos stale user definite legacy; do
		printf '%s  { "directory": "%s", "file": "%s/audit/%s.c",\n' "$sep" "$top" "$T" "$f"
		printf '    "command": "gcc-12 -O2 -Wall -Iinclude -Icompat -MD -c -o %s/%s.o %s/audit/%s.c" }' \
			"$B" "$f" "$T" "$f"
		sep=$',\n'
	done
	printf '\n]\n'
} >"$DB"
"$TOOL" audit --compile-commands "$DB" -j 2 $T/audit >"$B/local.out" 2>"$B/local.err"
check "launcher: the audit without a launcher: exit 0" test $? = 0
check "launcher: the audit without a launcher: the fixtures' verdicts" \
	sh -c "grep -q 'xattr.c:[0-9:]*: review: new_xattr: .*gcc-12 (may)' '$B/local.out' &&
		grep -q 'stale.c:[0-9:]*: stale: len: no warning from gcc-12' '$B/local.out'"

# a launcher of several words: env with a variable, and a wrapper that
# leaves a mark per compile (a launcher that is not run cannot pass)
W=$B/wrap
mkdir -p "$W"
printf '#!/bin/sh\necho "$IFC_MARK" >>"%s/marks"\nexec "$@"\n' "$W" >"$W/mark"
chmod +x "$W/mark"
"$TOOL" audit --compile-commands "$DB" -j 2 --launcher "env IFC_MARK=ran $W/mark" $T/audit \
	>"$B/env.out" 2>"$B/env.err"
check "launcher env: exit 0" test $? = 0
check "launcher env: the verdicts of the audit without it" cmp "$B/local.out" "$B/env.out"
check "launcher env: it ran in front of each of the 6 compiles" \
	sh -c "test \$(grep -cx ran '$W/marks') = 6"

# ------------------------------------------------------------- distcc
if ! have distcc || ! have distccd; then
	skip "launcher distcc" "distcc not installed"
	exit $failed
fi
D=$B/distcc
mkdir -p "$D/client"
chmod 755 "$B" "$D"		# distccd drops root for its own user: it writes its log here
# distccd in the foreground of a background job: its pid is ours ($!),
# whatever user it becomes (as root it drops to its own, which then
# cannot write a pid file here); a port that is taken makes it exit
port='' pid=''
for p in $(shuf -i 20000-60000 -n 8); do
	: >"$D/log" && chmod 666 "$D/log"
	distccd --daemon --no-detach --listen 127.0.0.1 --allow 127.0.0.1 --port "$p" --jobs 2 \
		--log-file "$D/log" --log-level info >"$D/start.out" 2>&1 &
	pid=$!
	for _ in $(seq 1 50); do
		grep -q "listening on 127.0.0.1:$p" "$D/log" && break
		kill -0 "$pid" 2>/dev/null || break
		sleep 0.1
	done
	if kill -0 "$pid" 2>/dev/null && grep -q "listening on 127.0.0.1:$p" "$D/log"; then
		port=$p
		break
	fi
	kill "$pid" 2>/dev/null
	wait "$pid" 2>/dev/null
done
if [ -z "$port" ]; then
	fail "launcher distcc: distccd on 127.0.0.1" "no port of 8 tried would do; see $D/log, $D/start.out"
	exit $failed
fi
check "launcher distcc: distccd listens on 127.0.0.1 only" \
	sh -c "ss -Hltn 'sport = :$port' | awk '{ print \$4 }' | grep -vx '127.0.0.1:$port' | grep -q . && exit 1; exit 0"
DISTCC_HOSTS="127.0.0.1:$port/2" DISTCC_FALLBACK=0 DISTCC_DIR=$D/client DISTCC_LOG=$D/client.log \
	DISTCC_VERBOSE=1 "$TOOL" audit --compile-commands "$DB" -j 2 --launcher distcc $T/audit \
	>"$B/distcc.out" 2>"$B/distcc.err"
rc=$?
# a distccd worker logs its COMPILE_OK after it has sent the result back:
# give the last one up to 5 s before distccd is stopped (a fresh machine's
# run stopped it first: 5 lines of 6)
w=0
while [ "$(grep -c 'COMPILE_OK' "$D/log" 2>/dev/null)" -lt 6 ] && [ $w -lt 50 ]; do
	sleep 0.1
	w=$((w + 1))
done
kill "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
check "launcher distcc: exit 0" test $rc = 0
# distccd compiles the text distcc preprocessed here: the warnings it sends
# back can name other columns (gcc counts them in the preprocessed line),
# so the quoted warning's column is left out; all else is the same
nocol() { sed 's/\(\.[ch]:[0-9]*\):[0-9]*: \(warning\|error\|note\):/\1: \2:/g' "$1"; }
check "launcher distcc: the verdicts of the audit without it (FILE:LINE:COL: VERDICT: NAME: WHO)" \
	diff <(cut -d: -f1-6 "$B/local.out") <(cut -d: -f1-6 "$B/distcc.out")
check "launcher distcc: the same lines, the quoted warnings' columns aside" \
	diff <(nocol "$B/local.out") <(nocol "$B/distcc.out")
check "launcher distcc: the same summary and input statistics" \
	diff <(grep '^init-for-compiler: audit: ' "$B/local.err") <(grep '^init-for-compiler: audit: ' "$B/distcc.err")
# distccd logs one "COMPILE_OK" line per job it ran for us: all six
check "launcher distcc: distccd compiled all 6 units" \
	sh -c "test \$(grep -c 'COMPILE_OK' '$D/log') = 6"
check "launcher distcc: no compile ran here instead" \
	sh -c "! grep -qi 'failed to distribute\\|fallback\\|running locally' '$D/client.log'"
check "launcher distcc: distccd and its workers stopped" \
	sh -c "! kill -0 $pid 2>/dev/null && ! ss -Hltn 'sport = :$port' | grep -q ."

finish
