# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# bench/delta.awk - per-function size differences between two spellings.
#
#   awk -f delta.awk SET BASE.fn CAND.fn
#
# SET lists the functions to compare (one name per line, first field);
# BASE.fn and CAND.fn come from bench/funcs.awk. Prints one line:
#   n median min max total base_set cand_set base_all cand_all changed
# where the statistics are over CAND - BASE for the functions of SET,
# base_set/cand_set their summed sizes, base_all/cand_all the sizes of every
# code section of each object (the whole .text), changed the number of
# functions of SET whose size differs.

FILENAME == ARGV[1] { in_set[$1] = 1; next }
FILENAME == ARGV[2] { all_b += $2; if ($1 in in_set) b[$1] = $2; next }
{
	all_c += $2
	if (($1 in in_set) && ($1 in b)) {
		d[++n] = $2 - b[$1]
		sb += b[$1]
		sc += $2
	}
}
END {
	# insertion sort: n is about a hundred
	for (i = 2; i <= n; i++) {
		v = d[i]
		for (j = i - 1; j >= 1 && d[j] > v; j--) d[j + 1] = d[j]
		d[j + 1] = v
	}
	if (n == 0) { print 0, 0, 0, 0, 0, 0, 0, all_b + 0, all_c + 0, 0; exit }
	med = (n % 2) ? d[(n + 1) / 2] : (d[n / 2] + d[n / 2 + 1]) / 2
	tot = 0
	for (i = 1; i <= n; i++) { tot += d[i]; if (d[i] != 0) ch++ }
	print n, med, d[1], d[n], tot, sb, sc, all_b + 0, all_c + 0, ch + 0
}
