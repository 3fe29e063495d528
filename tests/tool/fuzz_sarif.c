// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tests/tool/fuzz_sarif.c - fuzz harness: the SARIF writer (sarif.c, the
 * output of `scan --format=sarif` and `audit --format=sarif`) with any bytes
 * as the file name, the message and the tool's version. The input is read
 * as VERSION '\n' PATH '\n' MESSAGE (a NUL ends each, as in a C string);
 * its first byte also picks the rule, line and column.
 *
 * Besides crashes and sanitizer reports, it checks (FUZZ_ASSERT): the
 * document is well-formed JSON (RFC 8259: the checker below) and valid
 * UTF-8, with zero, one and two results, plain or with the audit's rank,
 * level, properties and codeFlows (sarif_result_more(), whose steps hold
 * the input's bytes as paths and messages too); json_string() of the
 * whole input is one JSON string.
 * Built and run by tests/tool/fuzz.sh (see fuzz.h).
 */
#define _XOPEN_SOURCE 700
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ifc.h"
#include "fuzz.h"

static const struct sarif_rule rules_[] = {
	{ "annotation", "An INIT_FOR_COMPILER() annotation", "note" },
	{ "legacy", "uninitialized_var()", "warning" },
	{ "self-init", "A variable initialized with itself", "warning" },
};

/* ------------------------------------------------ a strict JSON checker */

struct json_ {
	const unsigned char *p, *e;
	int depth;
};

static void ws_(struct json_ *j)
{
	while (j->p < j->e && (*j->p == ' ' || *j->p == '\t' || *j->p == '\n' || *j->p == '\r'))
		j->p++;
}

static int hex_(unsigned char c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

static int string_(struct json_ *j)
{
	if (j->p >= j->e || *j->p != '"')
		return 0;
	for (j->p++; j->p < j->e; j->p++) {
		unsigned char c = *j->p;

		if (c == '"') {
			j->p++;
			return 1;
		}
		if (c < 0x20)
			return 0;	/* a raw control character */
		if (c == '\\') {
			if (++j->p >= j->e)
				return 0;
			c = *j->p;
			if (c == 'u') {
				if (j->e - j->p < 5 || !hex_(j->p[1]) || !hex_(j->p[2]) ||
				    !hex_(j->p[3]) || !hex_(j->p[4]))
					return 0;
				j->p += 4;
			} else if (!strchr("\"\\/bfnrt", c) || !c) {
				return 0;
			}
		}
	}
	return 0;
}

static int digits_(struct json_ *j)
{
	const unsigned char *s = j->p;

	while (j->p < j->e && *j->p >= '0' && *j->p <= '9')
		j->p++;
	return j->p > s;
}

static int number_(struct json_ *j)
{
	if (j->p < j->e && *j->p == '-')
		j->p++;
	if (j->p < j->e && *j->p == '0')
		j->p++;
	else if (!digits_(j))
		return 0;
	if (j->p < j->e && *j->p == '.') {
		j->p++;
		if (!digits_(j))
			return 0;
	}
	if (j->p < j->e && (*j->p == 'e' || *j->p == 'E')) {
		j->p++;
		if (j->p < j->e && (*j->p == '+' || *j->p == '-'))
			j->p++;
		if (!digits_(j))
			return 0;
	}
	return 1;
}

static int word_(struct json_ *j, const char *w)
{
	size_t n = strlen(w);

	if ((size_t)(j->e - j->p) < n || memcmp(j->p, w, n))
		return 0;
	j->p += n;
	return 1;
}

static int value_(struct json_ *j)
{
	int ok = 0;

	ws_(j);
	if (j->p >= j->e || ++j->depth > 64)
		return 0;
	switch (*j->p) {
	case '{':
		j->p++;
		ws_(j);
		if (j->p < j->e && *j->p == '}') {
			j->p++;
			ok = 1;
			break;
		}
		for (;;) {
			ws_(j);
			if (!string_(j))
				break;
			ws_(j);
			if (j->p >= j->e || *j->p++ != ':' || !value_(j))
				break;
			ws_(j);
			if (j->p < j->e && *j->p == ',') {
				j->p++;
				continue;
			}
			ok = j->p < j->e && *j->p++ == '}';
			break;
		}
		break;
	case '[':
		j->p++;
		ws_(j);
		if (j->p < j->e && *j->p == ']') {
			j->p++;
			ok = 1;
			break;
		}
		for (;;) {
			if (!value_(j))
				break;
			ws_(j);
			if (j->p < j->e && *j->p == ',') {
				j->p++;
				continue;
			}
			ok = j->p < j->e && *j->p++ == ']';
			break;
		}
		break;
	case '"':
		ok = string_(j);
		break;
	case 't':
		ok = word_(j, "true");
		break;
	case 'f':
		ok = word_(j, "false");
		break;
	case 'n':
		ok = word_(j, "null");
		break;
	default:
		ok = number_(j);
		break;
	}
	j->depth--;
	return ok;
}

/* Is buf[0..len) one JSON value (and white space)? */
static int is_json_(const char *buf, size_t len)
{
	struct json_ j = { (const unsigned char *)buf, (const unsigned char *)buf + len, 0 };

	if (!value_(&j))
		return 0;
	ws_(&j);
	return j.p == j.e;
}

/* Is buf[0..len) valid UTF-8 (no overlong forms, no surrogates)? */
static int is_utf8_(const char *buf, size_t len)
{
	const unsigned char *p = (const unsigned char *)buf, *e = p + len;

	while (p < e) {
		unsigned c = *p;
		size_t n, i;
		unsigned lo = 0x80, hi = 0xbf;

		if (c < 0x80) {
			p++;
			continue;
		}
		if (c >= 0xc2 && c <= 0xdf)
			n = 1;
		else if (c >= 0xe0 && c <= 0xef)
			n = 2;
		else if (c >= 0xf0 && c <= 0xf4)
			n = 3;
		else
			return 0;
		if (c == 0xe0)
			lo = 0xa0;
		else if (c == 0xed)
			hi = 0x9f;
		else if (c == 0xf0)
			lo = 0x90;
		else if (c == 0xf4)
			hi = 0x8f;
		if ((size_t)(e - p) <= n || p[1] < lo || p[1] > hi)
			return 0;
		for (i = 2; i <= n; i++)
			if ((p[i] & 0xc0) != 0x80)
				return 0;
		p += n + 1;
	}
	return 1;
}

/* ------------------------------------------------------------ harness */

static void document_(const char *version, const char *path, const char *msg,
		      unsigned pick, int nresults)
{
	char *out = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&out, &len);
	struct sarif s;
	int i;

	if (!f)
		return;
	sarif_begin(&s, f, version, rules_, sizeof(rules_) / sizeof(*rules_));
	for (i = 0; i < nresults; i++) {
		/* the audit's: rank, level, properties and a codeFlow of
		 * steps whose files and messages are the input's */
		struct sarif_step st[3] = { { path, msg, 1, 1 }, { msg, path, pick, 0 },
					    { version, "", 0, pick } };
		struct sarif_more m = { (int)pick - 100, pick & 1 ? "error" : NULL,
					pick & 2 ? msg : NULL, (int)(pick % 8), st, pick % 4 };

		if (pick & 4)
			sarif_result_more(&s, (pick + (unsigned)i) % 3, path,
					  pick * 977u * (unsigned)i, pick >> 3, msg, &m);
		else
			sarif_result(&s, (pick + (unsigned)i) % 3, path,
				     pick * 977u * (unsigned)i, pick >> 3, msg);
	}
	sarif_end(&s);
	if (fclose(f) == 0 && out) {
		FUZZ_ASSERT(is_utf8_(out, len), "the SARIF document is not valid UTF-8");
		FUZZ_ASSERT(is_json_(out, len), "the SARIF document is not well-formed JSON");
	}
	free(out);
}

/* The checkers can fail: they refuse what is not JSON or UTF-8. */
static void self_test_(void)
{
	static const char *const bad_json[] = {
		"", "{", "{\"a\":}", "[1,]", "\"a\tb\"", "\"\\x\"", "\"\\u12g4\"", "01",
		"{\"a\" 1}", "[1] 2", "tru", "\"open",
	};
	static const char *const good_json[] = {
		"{}", "[]", "{\"a\": [1, -2.5e3, true, false, null, \"\\u00e9\\n\"]}", " 0 ",
	};
	size_t i;

	for (i = 0; i < sizeof(bad_json) / sizeof(*bad_json); i++)
		FUZZ_ASSERT(!is_json_(bad_json[i], strlen(bad_json[i])), "the JSON checker took bad JSON");
	for (i = 0; i < sizeof(good_json) / sizeof(*good_json); i++)
		FUZZ_ASSERT(is_json_(good_json[i], strlen(good_json[i])), "the JSON checker refused JSON");
	FUZZ_ASSERT(!is_utf8_("\xc0\xaf", 2) && !is_utf8_("\xed\xa0\x80", 3) &&
		    !is_utf8_("\xe2\x82", 2) && is_utf8_("\xe2\x82\xac\xf0\x9f\x98\x80", 7),
		    "the UTF-8 checker is wrong");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static int tested;
	char *copy = malloc(size + 1), *version, *path, *msg, *nl, *out = NULL;
	unsigned pick = size ? data[0] : 0;
	size_t len = 0;
	FILE *f;

	if (!tested) {
		self_test_();
		tested = 1;
	}
	if (!copy)
		return 0;
	memcpy(copy, data, size);
	copy[size] = '\0';
	version = copy;
	nl = strchr(version, '\n');
	path = nl ? (*nl = '\0', nl + 1) : copy + size;
	nl = strchr(path, '\n');
	msg = nl ? (*nl = '\0', nl + 1) : copy + size;
	document_(version, path, msg, pick, pick % 3);

	/* the whole input (up to a NUL) as one JSON string */
	memcpy(copy, data, size);
	copy[size] = '\0';
	f = open_memstream(&out, &len);
	if (f) {
		json_string(f, copy);
		if (fclose(f) == 0 && out) {
			FUZZ_ASSERT(is_utf8_(out, len), "json_string() wrote invalid UTF-8");
			FUZZ_ASSERT(is_json_(out, len) && out[0] == '"',
				    "json_string() wrote no well-formed JSON string");
		}
		free(out);
	}
	free(copy);
	return 0;
}
