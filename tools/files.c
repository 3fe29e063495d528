// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/files.c - reading files, walking trees, writing atomically.
 *
 * files_walk() visits C and C++ sources (.c .h, .cc .cpp .cxx .C, .hh .hpp
 * .hxx) in sorted order (byte order of names, so
 * output is reproducible), does not follow symbolic links below the paths it
 * is given (like grep -r) and skips directories whose name starts with '.';
 * files_walk_all() does the same and hands the paths it cannot read to its
 * caller too, in the same order (the parallel scan reports them in place).
 * files_write_atomic() writes a temporary file next to the target, syncs it, gives
 * it the target's mode and renames it over the target: readers see the old
 * or the new file, never a truncated one.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ifc.h"

unsigned long files_opened;

int files_read(const char *path, struct fbuf *b)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	struct stat st;

	if (fd < 0)
		return -1;
	__atomic_add_fetch(&files_opened, 1, __ATOMIC_RELAXED);
	if (fstat(fd, &st)) {
		int e = errno;

		close(fd);
		errno = e;
		return -1;
	}
	if (!S_ISREG(st.st_mode)) {
		close(fd);
		errno = S_ISDIR(st.st_mode) ? EISDIR : EINVAL;
		return -1;
	}
	b->len = 0;
	for (;;) {
		ssize_t r;
		size_t want;

		if (b->cap - b->len < 65536 || b->cap < (size_t)st.st_size + 1) {
			size_t cap = b->cap * 2 > (size_t)st.st_size + 65536 ?
				     b->cap * 2 : (size_t)st.st_size + 65536;
			char *d = realloc(b->data, cap);

			if (!d) {
				close(fd);
				errno = ENOMEM;
				return -1;
			}
			b->data = d;
			b->cap = cap;
		}
		want = b->cap - b->len - 1;
		r = read(fd, b->data + b->len, want);
		if (r < 0) {
			if (errno == EINTR)
				continue;
			r = errno;
			close(fd);
			errno = (int)r;
			return -1;
		}
		if (r == 0)
			break;
		b->len += (size_t)r;
		/* a short read that reaches the size fstat gave: the end, with
		 * no second read(2) to hear it (one per file saved) */
		if ((size_t)r < want && st.st_size > 0 && b->len >= (size_t)st.st_size)
			break;
	}
	b->data[b->len] = '\0';
	close(fd);
	return 0;
}

int files_is_source(const char *name, size_t n)
{
	static const char *const ext[] = {
		"c", "h", "cc", "cpp", "cxx", "C", "hh", "hpp", "hxx",
	};
	size_t k, e, d = n;

	while (d > 0 && name[d - 1] != '.')
		d--;
	if (d <= 1)
		return 0;	/* no '.', or only a leading one */
	e = n - d;
	for (k = 0; k < sizeof(ext) / sizeof(ext[0]); k++)
		if (strlen(ext[k]) == e && !memcmp(name + d, ext[k], e))
			return 1;
	return 0;
}

/* By name (after the type byte in front). */
static int name_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a + 1, *(char *const *)b + 1);
}

/* What readdir(3) says an entry is, where it says it (else lstat(2)).
 * glibc and musl have d_type whatever the feature macros, but name its
 * values DT_* only under _DEFAULT_SOURCE: they are the file type bits of
 * st_mode shifted down (DT_DIR is S_IFDIR >> 12), and 0 for unknown. */
enum { T_UNKNOWN = 1, T_REG, T_DIR, T_OTHER };

static int dirent_type(const struct dirent *de)
{
#ifdef _DIRENT_HAVE_D_TYPE
	if (de->d_type == 0)
		return T_UNKNOWN;
	if (de->d_type == (S_IFREG >> 12))
		return T_REG;
	if (de->d_type == (S_IFDIR >> 12))
		return T_DIR;
	return T_OTHER;
#else
	(void)de;
	return T_UNKNOWN;
#endif
}

/* The names in directory d but those starting with '.', each with its
 * type in front (a byte of the DT_* kind, which saves the lstat(2) of each
 * file where readdir(3) knows it): 0, or -1 when out of memory (*names and
 * *n hold what was read). Left out too, as walk_entry() would pass them
 * by: what readdir(3) knows is neither a file nor a directory, and a
 * file that is no C or C++ (not sorted, not kept: half of FFmpeg's). */
static int read_names(DIR *d, char ***names, size_t *n)
{
	struct dirent *de;
	size_t cap = 0, l;
	int type;

	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		l = strlen(de->d_name);
		type = dirent_type(de);
		if (type == T_OTHER || (type == T_REG && !files_is_source(de->d_name, l)))
			continue;
		if (GROW(*names, *n, cap, 64))
			return -1;
		(*names)[*n] = malloc(l + 2);
		if (!(*names)[*n])
			return -1;
		(*names)[*n][0] = (char)type;
		memcpy((*names)[*n] + 1, de->d_name, l + 1);
		(*n)++;
	}
	return 0;
}

static int walk_dir(char *path, size_t plen, walk_fn *fn, void *ctx);

/* Entry tname (its type byte, then its name) of the directory path[0..plen)
 * (path has room for PATH_MAX bytes): a file to hand to fn, a directory
 * to walk, or nothing. */
static int walk_entry(char *path, size_t plen, const char *tname, walk_fn *fn, void *ctx)
{
	const char *name = tname + 1;
	struct stat st;
	int type = tname[0], rc = 0;
	size_t l = strlen(name);

	if (plen + 1 + l >= PATH_MAX) {
		/* on the heap: this frame recurses as deep as the tree */
		char *shown = malloc(plen + l + 2);

		if (!shown)
			return -1;
		snprintf(shown, plen + l + 2, "%s/%s", path, name);
		rc = fn(shown, ENAMETOOLONG, ctx);
		free(shown);
		return rc;
	}
	path[plen] = '/';
	memcpy(path + plen + 1, name, l + 1);
	if (type == T_OTHER || (type == T_REG && !files_is_source(name, l))) {
		/* a symbolic link, a device, ...; or not C */
	} else if (type == T_UNKNOWN && lstat(path, &st)) {
		rc = fn(path, errno, ctx);
	} else if (type == T_DIR || (type == T_UNKNOWN && S_ISDIR(st.st_mode))) {
		rc = walk_dir(path, plen + 1 + l, fn, ctx);
	} else if ((type == T_REG || S_ISREG(st.st_mode)) && files_is_source(name, l)) {
		rc = fn(path, 0, ctx);
	}
	path[plen] = '\0';
	return rc;
}

static int walk_dir(char *path, size_t plen, walk_fn *fn, void *ctx)
{
	DIR *d = opendir(path);
	char **names = NULL;
	size_t n = 0, i;
	int rc;

	if (!d)
		return fn(path, errno, ctx);
	rc = read_names(d, &names, &n);
	closedir(d);
	if (n)
		qsort(names, n, sizeof(*names), name_cmp);
	for (i = 0; i < n && rc == 0; i++)
		rc = walk_entry(path, plen, names[i], fn, ctx);
	for (i = 0; i < n; i++)
		free(names[i]);
	free(names);
	return rc;
}

int files_walk_all(const char *path, walk_fn *fn, void *ctx)
{
	char buf[PATH_MAX];
	struct stat st;
	size_t l = strlen(path);

	if (stat(path, &st))
		return fn(path, errno, ctx);
	if (!S_ISDIR(st.st_mode))
		return fn(path, 0, ctx);
	if (l >= sizeof(buf))
		return fn(path, ENAMETOOLONG, ctx);
	memcpy(buf, path, l + 1);
	while (l > 1 && buf[l - 1] == '/')
		buf[--l] = '\0';
	return walk_dir(buf, l, fn, ctx);
}

struct walk_plain {
	int (*fn)(const char *file, void *ctx);
	void *ctx;
	int *errors;
};

static int walk_plain(const char *path, int err, void *vw)
{
	struct walk_plain *w = vw;

	if (!err)
		return w->fn(path, w->ctx);
	util_error("%s: %s\n", path, strerror(err));
	(*w->errors)++;
	return 0;
}

int files_walk(const char *path, int (*fn)(const char *file, void *ctx), void *ctx,
	       int *errors)
{
	struct walk_plain w = { fn, ctx, errors };

	return files_walk_all(path, walk_plain, &w);
}

int files_write_atomic(const char *path, const char *data, size_t len)
{
	char real[PATH_MAX], tmp[PATH_MAX + 32];
	const char *target = path, *slash;
	struct stat st;
	int fd, e;
	size_t off = 0;

	/* write through a symbolic link to the file it names */
	if (realpath(path, real))
		target = real;
	if (stat(target, &st))
		return -1;
	slash = strrchr(target, '/');
	if (slash)
		snprintf(tmp, sizeof(tmp), "%.*s/.%s.ifc-XXXXXX", (int)(slash - target), target, slash + 1);
	else
		snprintf(tmp, sizeof(tmp), ".%s.ifc-XXXXXX", target);
	fd = mkstemp(tmp);
	if (fd < 0)
		return -1;
	while (off < len) {
		ssize_t w = write(fd, data + off, len - off);

		if (w < 0) {
			if (errno == EINTR)
				continue;
			goto fail;
		}
		off += (size_t)w;
	}
	if (fchmod(fd, st.st_mode & 07777))
		goto fail;
	if (fchown(fd, st.st_uid, st.st_gid) && errno != EPERM)
		goto fail;
	if (fsync(fd))
		goto fail;
	if (close(fd)) {
		fd = -1;
		goto fail;
	}
	fd = -1;
	if (rename(tmp, target))
		goto fail;
	return 0;
fail:
	e = errno;
	if (fd >= 0)
		close(fd);
	unlink(tmp);
	errno = e;
	return -1;
}
