# SPDX-License-Identifier: MIT OR GPL-2.0-only
# shellcheck shell=sh disable=SC2154 # $top: set by the script that sources this
# tests/lib/compilers.sh - the reader of tests/compilers.txt, the one list of
# compilers and modes (sourced by sh and bash scripts; $top must be the top
# of the tree, or COMPILERS_TXT the file to read).
#
#   compilers [FIELD=VALUE...]   the commands of every line that matches all
#                                the conditions, in the file's order; FIELD
#                                is command, from, package, family, default,
#                                newest or suite (suite=S: S is one of the
#                                line's suites). compilers family=gcc suite=core
#   compiler_field CMD FIELD     one field of CMD's line (empty when CMD is
#                                not listed)
#   compilers_from FROM          "COMMAND:PACKAGE" for each compiler of a
#                                chroot (COMMAND as named inside it)
#   compiler_packages FROM       the packages of FROM (host or a chroot),
#                                each once, in the file's order
#   compiler_chroots             the chroots named in the from column

: "${COMPILERS_TXT:=$top/tests/compilers.txt}"

compilers_awk_() {	# AWK-PROGRAM [ARGS...]: run over the data lines
	compilers_awk_p_=$1
	shift
	awk "$@" '
		BEGIN { split("command from package family default newest", f, " ") }
		/^[ \t]*(#|$)/ { next }
		{
			for (i = 1; i <= 6; i++) v[f[i]] = $i
			s = " "; for (i = 7; i <= NF; i++) s = s $i " "
			v["suites"] = s
		}
		'"$compilers_awk_p_" "$COMPILERS_TXT"
}

compilers() {
	compilers_conds_=$*
	compilers_awk_ '
		{
			n = split(conds, c, " "); ok = 1
			for (j = 1; j <= n; j++) {
				k = c[j]; sub(/=.*/, "", k); want = c[j]; sub(/^[^=]*=/, "", want)
				if (k == "suite") { if (index(v["suites"], " " want " ") == 0) ok = 0 }
				else if (v[k] != want) ok = 0
			}
			if (ok) print v["command"]
		}' -v conds="$compilers_conds_" | tr '\n' ' ' | sed 's/ $//'
}

compiler_field() {
	compilers_awk_ '$1 == cmd { print (field == "suites" ? substr(v["suites"], 2) : v[field]); exit }' \
		-v cmd="$1" -v field="$2" | sed 's/ $//'
}

compilers_from() {
	compilers_awk_ '$2 == from { c = $1; sub("-" from "$", "", c); print c ":" $3 }' -v from="$1" |
		tr '\n' ' ' | sed 's/ $//'
}

compiler_packages() {
	compilers_awk_ '$2 == from && !seen[$3]++ { print $3 }' -v from="$1" | tr '\n' ' ' | sed 's/ $//'
}

compiler_chroots() {
	compilers_awk_ '$2 != "host" && !seen[$2]++ { print $2 }' | tr '\n' ' ' | sed 's/ $//'
}
