# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# bench/warnmap.awk - which corpus functions drew an uninitialized warning.
#
#   LC_ALL=C cc ... corpus-bare.c 2>diag.txt
#   awk -f warnmap.awk corpus.map diag.txt
#
# corpus.map comes from gen-corpus.awk ("name shape type first last").
# Prints, for every function of the map, "name 1 FLAGS" when a warning of
# -Wmaybe-uninitialized, -Wuninitialized, -Wsometimes-uninitialized or
# -Wconditional-uninitialized about `v` (or one of its members) points into
# the function's lines, else "name 0 -". FLAGS lists the warning options seen.
# Only the corpus file's own lines count: a diagnostic located in a header is
# attributed through the "In function 'name'" context gcc prints before it.

FNR == NR { name[++n] = $1; lo[n] = $4; hi[n] = $5; next }

/: In function '/ {
	ctx = $0
	sub(/.*: In function '/, "", ctx)
	sub(/'.*/, "", ctx)
	next
}

/ warning: / && /\[-W(maybe-uninitialized|uninitialized|sometimes-uninitialized|conditional-uninitialized)\]/ \
    && /'v(\.[a-z]+)?'/ {
	opt = $0
	sub(/.*\[-W/, "", opt)
	sub(/\].*/, "", opt)
	split($0, loc, ":")
	hit = ""
	if (loc[1] ~ /corpus-[a-z]+\.c$/) {
		for (i = 1; i <= n; i++)
			if (loc[2] + 0 >= lo[i] && loc[2] + 0 <= hi[i]) { hit = name[i]; break }
	} else if (ctx != "")
		hit = ctx
	if (hit != "" && index(" " W[hit] " ", " " opt " ") == 0)
		W[hit] = (W[hit] == "" ? "" : W[hit] ",") opt
}

END {
	for (i = 1; i <= n; i++)
		print name[i], (W[name[i]] != "" ? 1 : 0), (W[name[i]] != "" ? W[name[i]] : "-")
}
