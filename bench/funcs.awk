# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# bench/funcs.awk - fold elfsec's per-section lines into per-function lines.
#
#   awk -f funcs.awk corpus.map SECTIONS > FUNCS
#
# Each ".text.NAME" section (and gcc's ".text.unlikely.NAME" cold parts,
# "NAME.cold", "NAME.part.0", "NAME.isra.0", "NAME.constprop.0" clones, and
# the static helpers "NAME_get" etc. when they are not inlined) is credited
# to the corpus function NAME of the map. Prints, in map order,
#   NAME SIZE SIGNATURE
# SIZE is the sum of the bytes of its sections; SIGNATURE joins their
# section names, sizes and hashes, so equal signatures mean identical code.
# Sections that belong to no corpus function are summed as "(other)".

FNR == NR { order[++n] = $1; known[$1] = 1; next }

{
	sec = $2
	sub(/^\.text\.?/, "", sec)
	sub(/^(unlikely|hot|startup|exit)\./, "", sec)
	f = sec
	sub(/\..*/, "", f)
	while (f != "" && !(f in known)) {
		if (f !~ /_/) { f = ""; break }
		sub(/_[^_]*$/, "", f)
	}
	if (f == "") f = "(other)"
	size[f] += $3
	sig[f] = sig[f] (sig[f] == "" ? "" : "|") sec ":" $3 ":" $4 ":" $5
}

END {
	for (i = 1; i <= n; i++)
		print order[i], size[order[i]] + 0, (sig[order[i]] == "" ? "-" : sig[order[i]])
	print "(other)", size["(other)"] + 0, (sig["(other)"] == "" ? "-" : sig["(other)"])
}
