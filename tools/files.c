// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/files.c - reading files, walking trees, writing atomically.
 *
 * walk() visits .c and .h files in sorted order (byte order of names, so
 * output is reproducible), does not follow symbolic links below the paths it
 * is given (like grep -r) and skips directories whose name starts with '.'.
 * write_atomic() writes a temporary file next to the target, syncs it, gives
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

int read_file(const char *path, struct fbuf *b)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	struct stat st;

	if (fd < 0)
		return -1;
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
		r = read(fd, b->data + b->len, b->cap - b->len - 1);
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
	}
	b->data[b->len] = '\0';
	close(fd);
	return 0;
}

static int is_source_(const char *name, size_t n)
{
	return n > 2 && name[n - 2] == '.' && (name[n - 1] == 'c' || name[n - 1] == 'h');
}

static int name_cmp_(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int walk_dir_(char *path, size_t plen, int (*fn)(const char *, void *), void *ctx,
		     int *errors)
{
	DIR *d = opendir(path);
	struct dirent *de;
	char **names = NULL;
	size_t n = 0, cap = 0, i;
	int rc = 0;

	if (!d) {
		fprintf(stderr, PROG ": %s: %s\n", path, strerror(errno));
		(*errors)++;
		return 0;
	}
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		if (n == cap) {
			size_t c2 = cap ? cap * 2 : 64;
			char **v = realloc(names, c2 * sizeof(*v));

			if (!v) {
				rc = -1;
				break;
			}
			names = v;
			cap = c2;
		}
		names[n] = strdup(de->d_name);
		if (!names[n]) {
			rc = -1;
			break;
		}
		n++;
	}
	closedir(d);
	if (n)
		qsort(names, n, sizeof(*names), name_cmp_);
	for (i = 0; i < n && rc == 0; i++) {
		size_t l = strlen(names[i]);
		struct stat st;

		if (plen + 1 + l >= PATH_MAX) {
			fprintf(stderr, PROG ": %s/%s: %s\n", path, names[i], strerror(ENAMETOOLONG));
			(*errors)++;
			continue;
		}
		path[plen] = '/';
		memcpy(path + plen + 1, names[i], l + 1);
		if (lstat(path, &st)) {
			fprintf(stderr, PROG ": %s: %s\n", path, strerror(errno));
			(*errors)++;
		} else if (S_ISDIR(st.st_mode)) {
			rc = walk_dir_(path, plen + 1 + l, fn, ctx, errors);
		} else if (S_ISREG(st.st_mode) && is_source_(names[i], l)) {
			rc = fn(path, ctx);
		}
		path[plen] = '\0';
	}
	for (i = 0; i < n; i++)
		free(names[i]);
	free(names);
	return rc;
}

int walk(const char *path, int (*fn)(const char *file, void *ctx), void *ctx, int *errors)
{
	char buf[PATH_MAX];
	struct stat st;
	size_t l = strlen(path);

	if (stat(path, &st)) {
		fprintf(stderr, PROG ": %s: %s\n", path, strerror(errno));
		(*errors)++;
		return 0;
	}
	if (!S_ISDIR(st.st_mode))
		return fn(path, ctx);
	if (l >= sizeof(buf)) {
		fprintf(stderr, PROG ": %s: %s\n", path, strerror(ENAMETOOLONG));
		(*errors)++;
		return 0;
	}
	memcpy(buf, path, l + 1);
	while (l > 1 && buf[l - 1] == '/')
		buf[--l] = '\0';
	return walk_dir_(buf, l, fn, ctx, errors);
}

int write_atomic(const char *path, const char *data, size_t len)
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
