// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/ccdb.c - audit --compile-commands: re-run a compilation database.
 *
 * Reads a compile_commands.json (the JSON Compilation Database format of
 * clang: an array of objects with "directory", "file" and "command" or
 * "arguments"), and re-runs every command in its directory with
 *	-DINIT_FOR_COMPILER_AUDIT=1 -o <temp object> -MD -MF <temp>
 * appended (its own -o, -MD, -MMD, -MF, -MT, -MQ, -MP and -Wp,-M... removed),
 * LC_ALL=C, at most `jobs` at a time, each behind a launcher when one is
 * given (audit --launcher: distcc, ccache, `env VAR=...`, the words of
 * CMake's CMAKE_C_COMPILER_LAUNCHER put in front of the compiler). The
 * output of each command goes to the
 * auditor with the command's directory as base for relative paths. A
 * command's source file and every header in its dependency list count as
 * compiled only when the command succeeded.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ifc.h"

/* ------------------------------------------------------ JSON, minimal */

struct json {
	const char *s, *e;
	int err;
};

static void skip_ws(struct json *j)
{
	while (j->s < j->e && (*j->s == ' ' || *j->s == '\t' || *j->s == '\n' || *j->s == '\r'))
		j->s++;
}

/* A JSON string (after ws) into a malloc'ed C string; \u00XX and the
 * usual escapes; \u beyond Latin-1 is encoded as UTF-8 (no surrogates). */
/* The value of the (up to) 4 hex digits at p, before e. */
static unsigned hex4(const char *p, const char *e)
{
	unsigned v = 0;
	int k;

	for (k = 0; k < 4 && p + k < e; k++) {
		char c = p[k];

		v = v * 16 + (unsigned)(c >= 'a' ? c - 'a' + 10 : c >= 'A' ? c - 'A' + 10 : c - '0');
	}
	return v;
}

/* Code point v (below 0x10000) as UTF-8 at o; returns the end. */
static char *put_utf8(char *o, unsigned v)
{
	if (v < 0x80) {
		*o++ = (char)v;
	} else if (v < 0x800) {
		*o++ = (char)(0xc0 | (v >> 6));
		*o++ = (char)(0x80 | (v & 0x3f));
	} else {
		*o++ = (char)(0xe0 | (v >> 12));
		*o++ = (char)(0x80 | ((v >> 6) & 0x3f));
		*o++ = (char)(0x80 | (v & 0x3f));
	}
	return o;
}

static char *jstring(struct json *j)
{
	char *out, *o;
	const char *p;

	skip_ws(j);
	if (j->s >= j->e || *j->s != '"') {
		j->err = 1;
		return NULL;
	}
	out = malloc((size_t)(j->e - j->s));
	if (!out) {
		j->err = 1;
		return NULL;
	}
	o = out;
	for (p = j->s + 1; p < j->e && *p != '"'; p++) {
		if (*p != '\\') {
			*o++ = *p;
			continue;
		}
		if (++p >= j->e)
			break;
		switch (*p) {
		case 'n': *o++ = '\n'; break;
		case 't': *o++ = '\t'; break;
		case 'r': *o++ = '\r'; break;
		case 'b': *o++ = '\b'; break;
		case 'f': *o++ = '\f'; break;
		case 'u':
			o = put_utf8(o, hex4(p + 1, j->e));
			p += 4;
			break;
		default: *o++ = *p; break;
		}
	}
	if (p >= j->e) {
		free(out);
		j->err = 1;
		return NULL;
	}
	*o = '\0';
	j->s = p + 1;
	return out;
}

/* Skip any JSON value. */
static void jskip(struct json *j)
{
	int depth = 0;

	skip_ws(j);
	do {
		if (j->s >= j->e) {
			j->err = 1;
			return;
		}
		if (*j->s == '"') {
			free(jstring(j));
			if (j->err)
				return;
			continue;
		}
		if (*j->s == '[' || *j->s == '{')
			depth++;
		else if (*j->s == ']' || *j->s == '}')
			depth--;
		j->s++;
		skip_ws(j);
	} while (depth > 0 || (j->s < j->e && *j->s != ',' && *j->s != ']' && *j->s != '}'));
}

static int jchar(struct json *j, char c)
{
	skip_ws(j);
	if (j->s < j->e && *j->s == c) {
		j->s++;
		return 1;
	}
	return 0;
}

struct entry {
	char *dir, *file, *command;
	char **args;		/* from "arguments", NULL-terminated */
};

static void entry_free(struct entry *e)
{
	size_t i;

	free(e->dir);
	free(e->file);
	free(e->command);
	for (i = 0; e->args && e->args[i]; i++)
		free(e->args[i]);
	free(e->args);
	memset(e, 0, sizeof(*e));
}

static int jfail(struct json *j)
{
	j->err = 1;
	return -1;
}

/* "arguments": an array of strings, into e->args. */
static int jargs(struct json *j, struct entry *e)
{
	size_t n = 0, cap = 8;

	e->args = calloc(cap, sizeof(*e->args));
	if (!e->args || !jchar(j, '['))
		return jfail(j);
	if (jchar(j, ']'))
		return 0;
	do {
		if (GROW(e->args, n + 1, cap, 8))
			return jfail(j);
		e->args[n] = jstring(j);
		if (!e->args[n])
			return jfail(j);
		e->args[++n] = NULL;
	} while (jchar(j, ','));
	return jchar(j, ']') ? 0 : jfail(j);
}

static int jobject(struct json *j, struct entry *e)
{
	if (!jchar(j, '{'))
		return jfail(j);
	if (jchar(j, '}'))
		return 0;
	do {
		char *key = jstring(j);

		if (!key || !jchar(j, ':')) {
			free(key);
			return jfail(j);
		}
		if (!strcmp(key, "directory") && !e->dir)
			e->dir = jstring(j);
		else if (!strcmp(key, "file") && !e->file)
			e->file = jstring(j);
		else if (!strcmp(key, "command") && !e->command)
			e->command = jstring(j);
		else if (!strcmp(key, "arguments") && !e->args)
			jargs(j, e);
		else
			jskip(j);
		free(key);
		if (j->err)
			return -1;
	} while (jchar(j, ','));
	return jchar(j, '}') ? 0 : jfail(j);
}

/* ------------------------------------------------- shell words */

char **ccdb_shell_split(const char *cmd)
{
	size_t n = strlen(cmd), words = 0, i;
	char **argv, *o;
	const char *p = cmd;

	/* worst case: every other byte starts a word */
	argv = malloc((n / 2 + 2) * sizeof(char *) + n + 1);
	if (!argv)
		return NULL;
	o = (char *)(argv + n / 2 + 2);
	for (;;) {
		int have = 0;

		while (*p == ' ' || *p == '\t' || *p == '\n')
			p++;
		if (!*p)
			break;
		argv[words] = o;
		while (*p && *p != ' ' && *p != '\t' && *p != '\n') {
			have = 1;
			if (*p == '\'') {
				for (p++; *p && *p != '\''; p++)
					*o++ = *p;
				if (!*p)
					goto bad;
				p++;
			} else if (*p == '"') {
				for (p++; *p && *p != '"'; p++) {
					if (*p == '\\' && (p[1] == '"' || p[1] == '\\' || p[1] == '$' || p[1] == '`'))
						p++;
					*o++ = *p;
				}
				if (!*p)
					goto bad;
				p++;
			} else if (*p == '\\') {
				if (!p[1])
					goto bad;
				*o++ = p[1];
				p += 2;
			} else {
				*o++ = *p++;
			}
		}
		if (have) {
			*o++ = '\0';
			words++;
		}
	}
	argv[words] = NULL;
	for (i = 0; i < words; i++)
		if (!argv[i])
			goto bad;
	return argv;
bad:
	free(argv);
	return NULL;
}

/* ------------------------------------------------- running */

struct job {
	pid_t pid;
	size_t entry;
	char out[64], dep[64], obj[64];
};

/* The audit command line for one entry (malloc'ed array of borrowed
 * strings). */
static const char **audit_argv(char *const *launcher, char *const *in, const char *dep,
				const char *obj)
{
	size_t n = 0, nl = 0, i, o = 0;
	const char **v;

	while (in[n])
		n++;
	while (launcher && launcher[nl])
		nl++;
	v = malloc((nl + n + 8) * sizeof(*v));
	if (!v)
		return NULL;
	for (i = 0; i < nl; i++)
		v[o++] = launcher[i];
	for (i = 0; i < n; i++) {
		const char *a = in[i];

		if (!strcmp(a, "-o") || !strcmp(a, "-MF") || !strcmp(a, "-MT") || !strcmp(a, "-MQ")) {
			i++;
			continue;
		}
		if ((a[0] == '-' && a[1] == 'o') || !strcmp(a, "-MD") || !strcmp(a, "-MMD") ||
		    !strcmp(a, "-MP") || !strncmp(a, "-MF", 3) || !strncmp(a, "-MT", 3) ||
		    !strncmp(a, "-MQ", 3) || !strncmp(a, "-Wp,-MD", 7) || !strncmp(a, "-Wp,-MMD", 8))
			continue;
		v[o++] = a;
	}
	v[o++] = "-DINIT_FOR_COMPILER_AUDIT=1";
	/* Not -o /dev/null: some compilers (tcc) unlink and recreate their
	 * output, which as root replaces /dev/null with a regular file. */
	v[o++] = "-o";
	v[o++] = obj;
	v[o++] = "-MD";
	v[o++] = "-MF";
	v[o++] = dep;
	v[o] = NULL;
	return v;
}

/* The job's three temporary files: its output (the descriptor returned,
 * open), its dependencies and its object (closed, there for the compiler
 * to write). -1 with none left behind when one cannot be made. */
static int temp_files(struct job *jb)
{
	int fd, dfd, ofd;

	strcpy(jb->out, "/tmp/ifc-audit-XXXXXX");
	fd = mkstemp(jb->out);
	if (fd < 0)
		return -1;
	strcpy(jb->dep, "/tmp/ifc-dep-XXXXXX");
	strcpy(jb->obj, "/tmp/ifc-obj-XXXXXX");
	dfd = mkstemp(jb->dep);
	ofd = dfd < 0 ? -1 : mkstemp(jb->obj);
	if (ofd < 0) {
		close(fd);
		if (dfd >= 0) {
			close(dfd);
			unlink(jb->dep);
		}
		unlink(jb->out);
		return -1;
	}
	close(dfd);
	close(ofd);
	return fd;
}

static pid_t spawn(const struct entry *e, struct job *jb, char *const *launcher)
{
	char **words = e->args ? NULL : ccdb_shell_split(e->command ? e->command : "");
	char *const *in = e->args ? e->args : words;
	const char **argv;
	pid_t pid;
	int fd;

	if (!in || !in[0]) {
		free(words);
		errno = EINVAL;
		return -1;
	}
	fd = temp_files(jb);
	if (fd < 0) {
		free(words);
		return -1;
	}
	argv = audit_argv(launcher, in, jb->dep, jb->obj);
	if (!argv) {
		close(fd);
		unlink(jb->out);
		unlink(jb->dep);
		unlink(jb->obj);
		free(words);
		return -1;
	}
	fflush(NULL);
	pid = fork();
	if (pid == 0) {
		if (e->dir && chdir(e->dir) != 0)
			_exit(126);
		dup2(fd, 1);
		dup2(fd, 2);
		close(fd);
		setenv("LC_ALL", "C", 1);
		execvp(argv[0], (char *const *)(uintptr_t)argv);
		_exit(127);
	}
	close(fd);
	free(argv);
	free(words);
	return pid;
}

/* Every file of a make-style dependency list: read by the unit tu. */
static void read_deps(struct audit *a, const char *dep, const char *tu, const char *dir)
{
	struct fbuf b = { NULL, 0, 0 };
	size_t i = 0;

	if (files_read(dep, &b) == 0) {
		char *s = b.data;
		size_t n = b.len;

		/* skip the target */
		while (i < n && !(s[i] == ':' && (i + 1 == n || s[i + 1] == ' ' || s[i + 1] == '\n')))
			i++;
		i++;
		while (i < n) {
			char word[4096];
			size_t w = 0;

			while (i < n && (s[i] == ' ' || s[i] == '\n' || s[i] == '\\' || s[i] == '\r')) {
				if (s[i] == '\\' && i + 1 < n && s[i + 1] == ' ')
					break;
				i++;
			}
			while (i < n && s[i] != ' ' && s[i] != '\n' && s[i] != '\r') {
				if (s[i] == '\\' && i + 1 < n && s[i + 1] == ' ')
					i++;
				else if (s[i] == '\\' && i + 1 < n && s[i + 1] == '\n')
					break;
				if (w + 1 < sizeof(word))
					word[w++] = s[i];
				i++;
			}
			word[w] = '\0';
			if (w && !(w == 1 && word[0] == '\\') && word[w - 1] != ':')
				audit_include(a, tu, word, dir);
		}
	}
	free(b.data);
}

static int finish(struct audit *a, const struct entry *e, struct job *jb, int status)
{
	FILE *f = fopen(jb->out, "r");
	int ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
	/* -w, or the warning off without -include of the header (logread.c) */
	/* the unit first (an audit marker put first by -include names none),
	 * with its -w, its warning flags, its -D and -U */
	audit_unit_command(a, e->file, e->dir, e->args, e->command, AUDIT_SEEN);
	if (f) {
		audit_read_log(a, f, e->dir);
		fclose(f);
	}
	if (ok) {
		read_deps(a, jb->dep, e->file, e->dir);
	} else {
		audit_unit(a, e->file, e->dir, AUDIT_FAILED);
		util_error("audit: compiling %s failed (%s %d): its sites stay unknown\n",
			e->file, WIFEXITED(status) ? "exit status" : "signal",
			WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status));
	}
	unlink(jb->out);
	unlink(jb->dep);
	unlink(jb->obj);
	return ok ? 0 : -1;
}

/* The compiler of an entry: the first word of its command, without the
 * directory. */
static size_t compiler_of(const struct entry *e, const char **out)
{
	const char *c = e->args && e->args[0] ? e->args[0] : e->command ? e->command : "";
	const char *end, *b;

	while (*c == ' ' || *c == '\t')
		c++;
	end = c + strcspn(c, " \t");
	for (b = end; b > c && b[-1] != '/'; b--)
		;
	*out = b;
	return (size_t)(end - b);
}

static void ccdb_label(const char *path, const struct entry *ents, size_t n,
			char *out, size_t cap)
{
	const char *c0 = "", *c;
	size_t l0 = 0, l, i;

	for (i = 0; i < n; i++) {
		l = compiler_of(&ents[i], &c);
		if (i == 0) {
			c0 = c;
			l0 = l;
		} else if (l != l0 || memcmp(c, c0, l)) {
			break;
		}
	}
	if (n && i == n && l0)
		snprintf(out, cap, "%.*s", (int)l0, c0);
	else
		snprintf(out, cap, "%s", path);
}

/* The entries of a compilation database held in buf[0..len): 0 with *out
 * and *n set, or -1 with *bad_at the byte where reading stopped. */
static int parse_entries(const char *buf, size_t len, struct entry **out, size_t *n,
			  size_t *bad_at)
{
	struct json j;
	struct entry *ents = NULL;
	size_t cap = 0, i;

	*n = 0;
	j.s = buf;
	j.e = buf + len;
	j.err = 0;
	if (!jchar(&j, '['))
		j.err = 1;
	else if (!jchar(&j, ']')) {
		do {
			if (GROW(ents, *n, cap, 16)) {
				j.err = 1;
				break;
			}
			memset(&ents[*n], 0, sizeof(ents[*n]));
			if (jobject(&j, &ents[(*n)++]))
				break;
			if (!ents[*n - 1].file || (!ents[*n - 1].command && !ents[*n - 1].args)) {
				j.err = 1;
				break;
			}
		} while (jchar(&j, ','));
		if (!j.err && !jchar(&j, ']'))
			j.err = 1;
	}
	if (j.err) {
		*bad_at = (size_t)(j.s - buf);
		for (i = 0; i < *n; i++)
			entry_free(&ents[i]);
		free(ents);
		*n = 0;
		return -1;
	}
	*out = ents;
	return 0;
}

long ccdb_parse(const char *buf, size_t len, size_t *bad_at)
{
	struct entry *ents = NULL;
	size_t n, i;

	if (parse_entries(buf, len, &ents, &n, bad_at))
		return -1;
	for (i = 0; i < n; i++)
		entry_free(&ents[i]);
	free(ents);
	return (long)n;
}

/* Run the n commands, jobs at a time, and feed their output to a: 0, or
 * -1 when one could not run (after the others ran). */
static int run_all(struct audit *a, const struct entry *ents, size_t n, int jobs,
		   char *const *launcher)
{
	struct job *run;
	size_t next = 0, active = 0, i;
	int rc = 0;

	if (jobs < 1)
		jobs = 1;
	run = calloc((size_t)jobs, sizeof(*run));
	if (!run)
		return -1;
	while (next < n || active) {
		if (next < n && active < (size_t)jobs) {
			for (i = 0; run[i].pid; i++)
				;
			run[i].entry = next;
			run[i].pid = spawn(&ents[next], &run[i], launcher);
			if (run[i].pid < 0) {
				util_error("audit: cannot run the command for %s: %s\n",
					ents[next].file, strerror(errno));
				run[i].pid = 0;
				rc = -1;
			} else {
				active++;
			}
			next++;
			continue;
		}
		{
			int status;
			pid_t pid = wait(&status);

			if (pid < 0)
				break;
			for (i = 0; i < (size_t)jobs; i++) {
				if (run[i].pid != pid)
					continue;
				if (finish(a, &ents[run[i].entry], &run[i], status))
					rc = -1;
				run[i].pid = 0;
				active--;
			}
		}
	}
	free(run);
	return rc;
}

int ccdb_run(const char *json_path, int jobs, char *const *launcher, struct audit *a)
{
	struct fbuf b = { NULL, 0, 0 };
	struct entry *ents = NULL;
	size_t n = 0, i, at;
	int rc = 0;

	if (files_read(json_path, &b)) {
		util_error("audit: %s: %s\n", json_path, strerror(errno));
		return -1;
	}
	rc = parse_entries(b.data, b.len, &ents, &n, &at);
	free(b.data);
	if (rc) {
		util_error("audit: %s: not a compilation database (near byte %zu)\n",
			json_path, at);
		return -1;
	}
	{
		/* one input, named after its compiler: gcc-12 for kbuild's own
		 * database, or the file name when compilers are mixed */
		char label[256];

		ccdb_label(json_path, ents, n, label, sizeof(label));
		if (audit_begin_log(a, label) < 0) {
			util_error("audit: %s: %s\n", json_path, strerror(ENOMEM));
			rc = -1;
			goto out;
		}
	}
	rc = run_all(a, ents, n, jobs, launcher);
out:
	for (i = 0; i < n; i++)
		entry_free(&ents[i]);
	free(ents);
	return rc;
}
