# SPDX-License-Identifier: MIT OR GPL-2.0-only
# shellcheck shell=bash disable=SC2154 # $top, $here: set by run-matrix.sh
# tests/matrix/cache.sh - sourced by run-matrix.sh: the cache of cell results.
#
# A cell that passed (PASS, a verified n/a, a verified default = gnu17) is
# kept outside the clone; the next run takes its result from there instead
# of building the cell again, when nothing it depends on has changed. What
# it depends on is the KEY of its compiler's cells, a sha256 of:
#
#   the tree     every file under include/ and compat/, tests/matrix/cell.c
#                and intel-probe.c, and every script that chooses a cell's
#                commands, flags, exclusions and checks (run-matrix.sh,
#                intel.sh, this file, tests/lib/flags.sh, result.sh,
#                compilers.sh, tests/compilers.txt, tests/chroot/*.sh), by
#                content; and the path of the tree (the logs name it)
#   the          the variables a compiler, linker or cell program reads:
#   environment  locale, PATH, the include and library paths, GCC_*, CCC_*,
#                CLANG_*, LD_*, GLIBC_TUNABLES, MALLOC_*, SOURCE_DATE_EPOCH,
#                COLUMNS; the user id and the machine (cache_env)
#   the compiler on the host: the command's path, size, times and inode,
#                and the version of its package and of every installed
#                package that one needs, recursively (Pre-Depends,
#                Depends), with gcc's, libc6-dev's and binutils' (the
#                system headers, the assembler and linker, the C library
#                the cells run on), read from the dpkg database; in a
#                chroot of tests/chroot: the chroot's whole dpkg database
#                (it holds the compilers and their C library, nothing else)
#                and its stamp. The Intel cells run gcc-12 and clang-19:
#                both.
#
# The cell's id is the rest of its key: the cache holds one directory per
# compiler and key, CACHE/KEY/, with the files each cell left: ID.res,
# ID.log, ID.probe-*.log, ID.results (its result lines) and ID.ftime (what
# its run cost). ID.res is written last: a cell is in the cache once it is.
#
# A FAIL is never kept, nor a SKIP: a failing cell runs again on every run
# (a result from the cache is always a pass), and a skipped one says again
# that its compiler is missing. When the tree or a key changed during the
# run (cmd_seal), what the run stored under the old key is taken out again.
#
# Where: MATRIX_CACHE (make check-matrix MATRIX_CACHE=DIR), else
# $INIT_FOR_COMPILER_CACHE/matrix (default /var/cache/init-for-compiler,
# where make deps keeps the chroots, so that CI keeps both alike), else,
# where that cannot be written, $BUILD/matrix-cache; MATRIX_CACHE=off runs
# every cell. Directories unused for 30 days, and all but the 400 used
# last, are removed. make matrix, which measures the matrix for
# docs/compat-matrix.md, runs without it. tests/matrix/cache-test.sh shows
# a planted change re-running the cells it concerns.

# cache_where: the cache's directory, or nothing when it is off
cache_where() {
	local d
	case ${MATRIX_CACHE:-} in
	off) return 0 ;;
	?*) d=$MATRIX_CACHE ;;
	*)
		d=${INIT_FOR_COMPILER_CACHE:-/var/cache/init-for-compiler}/matrix
		if ! mkdir -p "$d" 2>/dev/null || [ ! -w "$d" ]; then
			d=$BUILD/matrix-cache
		fi ;;
	esac
	mkdir -p "$d" 2>/dev/null && [ -w "$d" ] || return 0
	(cd "$d" && pwd)
}

# the files of the tree a cell depends on, relative to $top
cache_files() {
	(cd "$top" && find include compat -type f) | LC_ALL=C sort
	printf '%s\n' tests/matrix/cell.c tests/matrix/intel-probe.c tests/matrix/run-matrix.sh \
		tests/matrix/intel.sh tests/matrix/cache.sh tests/lib/flags.sh tests/lib/result.sh \
		tests/lib/compilers.sh tests/compilers.txt tests/chroot/chroot.sh tests/chroot/shim.sh \
		tests/chroot/env.sh
}

# cache_env: what of the environment reaches a compiler, one line each
cache_env() {
	echo "tree $top"
	echo "uid $(id -u)"
	echo "machine $(uname -m)"
	env | LC_ALL=C grep -E '^(LANG|LANGUAGE|LC_[A-Z]+|PATH|CPATH|C_INCLUDE_PATH|CPLUS_INCLUDE_PATH|OBJC_INCLUDE_PATH|LIBRARY_PATH|COMPILER_PATH|GCC_[A-Z_]*|CCC_[A-Z_]*|CLANG_[A-Z_]*|DEPENDENCIES_OUTPUT|SUNPRO_DEPENDENCIES|SOURCE_DATE_EPOCH|COLUMNS|LD_[A-Z_]*|GLIBC_TUNABLES|MALLOC_[A-Z_]*)=' |
		LC_ALL=C sort
}

# cache_packages STATUS NAME=PKG,PKG... ...: for each NAME, one line
# "NAME<TAB>PACKAGE VERSION" per installed package of the closure of its
# PKGs (Pre-Depends, Depends; a virtual package stands for its installed
# providers), read from the dpkg database STATUS
cache_packages() {
	local status=$1
	shift
	if [ ! -r "$status" ]; then
		for s in "$@"; do printf '%s\tno dpkg database %s\n' "${s%%=*}" "$status"; done
		return
	fi
	awk -v seeds="$*" '
		BEGIN { RS = ""; FS = "\n" }
		{
			pkg = ""; ver = ""; inst = 0; dep = ""; prov = ""
			for (i = 1; i <= NF; i++) {
				if ($i ~ /^Package: /) pkg = substr($i, 10)
				else if ($i ~ /^Version: /) ver = substr($i, 10)
				else if ($i ~ /^Status: .* installed$/) inst = 1
				else if ($i ~ /^(Pre-Depends|Depends): /) { d = $i; sub(/^[^:]*: /, "", d); dep = dep "," d }
				else if ($i ~ /^Provides: /) prov = substr($i, 11)
			}
			if (!inst || pkg == "") next
			version[pkg] = (pkg in version) ? version[pkg] " " ver : ver
			deps[pkg] = deps[pkg] dep
			n = split(prov, p, ",")
			for (j = 1; j <= n; j++) { q = name(p[j]); providers[q] = providers[q] " " pkg }
		}
		function name(s) { sub(/\(.*/, "", s); sub(/\[.*/, "", s); sub(/:.*/, "", s); gsub(/[ \t]/, "", s); return s }
		function add(s,    m, k, pr) {
			s = name(s)
			if (s == "" || (s in seen)) return
			seen[s] = 1
			if (s in version) todo[++nt] = s
			m = split(providers[s], pr, " ")
			for (k = 1; k <= m; k++) add(pr[k])
		}
		END {
			ns = split(seeds, S, " ")
			for (i = 1; i <= ns; i++) {
				who = S[i]; sub(/=.*/, "", who); list = S[i]; sub(/^[^=]*=/, "", list)
				split("", seen); split("", todo); nt = 0
				m = split(list, L, ",")
				for (j = 1; j <= m; j++) add(L[j])
				for (t = 1; t <= nt; t++) {
					k = split(deps[todo[t]], D, "[,|]")
					for (j = 1; j <= k; j++) add(D[j])
				}
				for (t = 1; t <= nt; t++) printf "%s\t%s %s\n", who, todo[t], version[todo[t]]
			}
		}' "$status" | LC_ALL=C sort
}

# cache_identity DIR CC...: the identity of each compiler, as text (the
# host's packages come from DIR/host-packages, cache_keys)
cache_identity() {
	local dir=$1 cc p r ch root
	shift
	for cc in "$@"; do
		if ! p=$(command -v "$cc"); then
			echo "$cc not installed"
			continue
		fi
		case $p in
		"$top"/tests/chroot/*/*)
			ch=${p%/*}
			ch=${ch##*/}
			root=${INIT_FOR_COMPILER_CACHE:-/var/cache/init-for-compiler}/chroot-$ch
			echo "$cc in the $ch chroot, $root: dpkg database $(sha256sum <"$root/var/lib/dpkg/status" | cut -c1-64), stamp $(sha256sum <"$root/.init-for-compiler-ready" | cut -c1-64)" ;;
		*)
			r=$(readlink -f "$p")
			echo "$cc on the host: $p = $r, size mtime ctime inode $(stat -L -c '%s %Y %Z %i' "$r")"
			awk -F'\t' -v cc="$cc" '$1 == cc { print $2 }' "$dir/host-packages" ;;
		esac
	done
}

# cache_keys DIR IDS...: write DIR/GROUP (the key) and DIR/GROUP.txt (what
# went into it) for the group of every cell of IDS
cache_keys() {
	local dir=$1 g cc seeds='' groups=''
	shift
	mkdir -p "$dir"
	for g in $(printf '%s\n' "$@" | sed 's/_.*//' | sort -u); do
		groups="$groups $g"
	done
	# the host's packages, one pass over its dpkg database for every compiler
	for g in $groups; do
		for cc in $(cache_compilers "$g"); do
			case $(command -v "$cc") in
			''|"$top"/tests/chroot/*) ;;
			*) case " $seeds " in *" $cc="*) ;; *) seeds="$seeds $cc=$(compiler_field "$cc" package),gcc,libc6-dev,binutils" ;; esac ;;
			esac
		done
	done
	# shellcheck disable=SC2086 # one seed per word
	cache_packages "${MATRIX_HOST_STATUS:-/var/lib/dpkg/status}" $seeds >"$dir/host-packages"
	{
		echo "init-for-compiler matrix cache 1"
		(cd "$top" && cache_files | xargs sha256sum)
		cache_env
	} >"$dir/common.txt"
	for g in $groups; do
		# shellcheck disable=SC2046
		{ cat "$dir/common.txt"; cache_identity "$dir" $(cache_compilers "$g"); } >"$dir/$g.txt"
		sha256sum <"$dir/$g.txt" | cut -c1-64 >"$dir/$g"
	done
}

# cache_compilers GROUP: the compilers a group's cells run
cache_compilers() {
	case $1 in
	intel) echo gcc-12 clang-19 ;;
	*) echo "$1" ;;
	esac
}

# cache_restore CACHE IDS...: copy the kept results of IDS into the cells
# directory; prints how many
cache_restore() {
	local c=$1 g id f base n=0 key
	shift
	local -A want=()
	for id in "$@"; do want[$id]=1; done
	local -a files=()
	for g in $(printf '%s\n' "$@" | sed 's/_.*//' | sort -u); do
		key=$(cat "$MATRIX_DIR/key/$g")
		[ -d "$c/$key" ] || continue
		touch "$c/$key"
		local -A done_=()
		for f in "$c/$key"/*.res; do
			[ -e "$f" ] || continue
			id=${f##*/}
			id=${id%.res}
			[ -n "${want[$id]:-}" ] && done_[$id]=1
		done
		for f in "$c/$key"/*; do
			base=${f##*/}
			[ -n "${done_[${base%%.*}]:-}" ] && files+=("$f")
		done
		n=$((n + ${#done_[@]}))
		unset done_
	done
	[ ${#files[@]} -eq 0 ] || cp -p -- "${files[@]}" "$CELLS_D/"
	echo "$n"
}

# cache_store ID: keep a cell that passed (run-matrix.sh cell, after it ran)
cache_store() {
	local id=$1 d st key out=$CELLS_D f
	local -a files=()
	[ -n "${MATRIX_CACHE_DIR:-}" ] || return 0
	IFS=$'\t' read -r _ st _ <"$out/$id.res" || return 0
	case $st in PASS|NA|SAME) ;; *) return 0 ;; esac
	# and not one result line of the cell other than a PASS
	[ -s "$out/$id.results" ] || return 0
	while read -r st _; do
		[ "$st" = PASS ] || return 0
	done <"$out/$id.results"
	read -r key <"$MATRIX_DIR/key/${id%%_*}" 2>/dev/null || return 0
	d=$MATRIX_CACHE_DIR/$key
	[ -d "$d" ] || mkdir -p "$d" || return 0
	for f in "$out/$id".log "$out/$id".probe-*.log "$out/$id".results; do
		[ -e "$f" ] && files+=("$f")
	done
	cp -p "${files[@]}" "$d/" || return 0
	# the result last, under a name the restore does not read until then
	cp -p "$out/$id.time" "$d/.$id.ftime.$$" && mv -f "$d/.$id.ftime.$$" "$d/$id.ftime" &&
	cp -p "$out/$id.res" "$d/.$id.res.$$" && mv -f "$d/.$id.res.$$" "$d/$id.res" &&
		echo "$key $id" >>"$MATRIX_DIR/stored"
}

# cmd_seal: after the cells ran, the keys once more; what was stored under
# a key that no longer holds (the tree or a compiler changed during the
# run) is taken out again
cmd_seal() {
	local key id g n=0
	[ -s "$MATRIX_DIR/stored" ] && [ -n "${MATRIX_CACHE_DIR:-}" ] || return 0
	# shellcheck disable=SC2046
	cache_keys "$MATRIX_DIR/key.after" $(cut -d' ' -f2 "$MATRIX_DIR/stored")
	while read -r key id; do
		# the group of a cell: its compiler (the Intel cells: intel)
		read -r g <"$MATRIX_DIR/key.after/${id%%_*}"
		if [ "$g" != "$key" ]; then
			rm -f "$MATRIX_CACHE_DIR/$key/$id.res" "$MATRIX_CACHE_DIR/$key/$id".*
			n=$((n + 1))
		fi
	done <"$MATRIX_DIR/stored"
	[ $n -eq 0 ] ||
		echo "matrix: $n cells not kept in the cache: what they depend on changed during the run (see $MATRIX_DIR/key.after/*.txt)"
}

# cache_prune CACHE: directories unused for 30 days, and all but the 400
# used last, removed (only names of 64 hex digits: nothing else there)
cache_prune() {
	local c=$1
	find "$c" -mindepth 1 -maxdepth 1 -type d -regextype posix-extended -regex '.*/[0-9a-f]{64}' -mtime +30 \
		-exec rm -rf {} + 2>/dev/null
	find "$c" -mindepth 1 -maxdepth 1 -type d -regextype posix-extended -regex '.*/[0-9a-f]{64}' -printf '%T@ %p\n' |
		sort -rn | tail -n +401 | cut -d' ' -f2- | xargs -r rm -rf
}
