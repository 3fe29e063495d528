// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/sarif.c - SARIF 2.1.0 output (--format=sarif), for code-scanning
 * services: one run, the tool's rules (one per site kind or verdict), one
 * result per site with its physical location.
 *
 * OASIS SARIF 2.1.0: https://docs.oasis-open.org/sarif/sarif/v2.1.0/
 * Only what the format requires and what viewers use is written: $schema,
 * version, runs[0].tool.driver (name, version, rules),
 * results (ruleId, ruleIndex, level, message.text, locations with
 * artifactLocation.uri and region.startLine/startColumn); for the audit
 * also rank, properties and codeFlows (the path that reads a variable
 * unset, step by step).
 */
#include <stdlib.h>
#include <string.h>

#include "ifc.h"

/* A JSON string: quotes, backslash, control characters and bytes that are
 * not valid UTF-8 escaped (the latter as U+FFFD), so the output is always
 * valid JSON whatever a file name or a log line holds. */
void json_string(FILE *f, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;

	putc('"', f);
	while (*p) {
		unsigned c = *p;
		size_t n = 0, i;

		if (c == '"' || c == '\\') {
			putc('\\', f);
			putc((int)c, f);
			p++;
			continue;
		}
		if (c < 0x20 || c == 0x7f) {
			fprintf(f, "\\u%04x", c);
			p++;
			continue;
		}
		if (c < 0x80) {
			putc((int)c, f);
			p++;
			continue;
		}
		/* a UTF-8 sequence: copied when well formed */
		if (c >= 0xc2 && c <= 0xdf)
			n = 1;
		else if (c >= 0xe0 && c <= 0xef)
			n = 2;
		else if (c >= 0xf0 && c <= 0xf4)
			n = 3;
		for (i = 1; n && i <= n; i++)
			if ((p[i] & 0xc0) != 0x80)
				n = 0;
		if (n == 2 && ((c == 0xe0 && p[1] < 0xa0) || (c == 0xed && p[1] > 0x9f)))
			n = 0;	/* overlong, or a surrogate */
		if (n == 3 && ((c == 0xf0 && p[1] < 0x90) || (c == 0xf4 && p[1] > 0x8f)))
			n = 0;
		if (!n) {
			fputs("\\ufffd", f);
			p++;
			continue;
		}
		fwrite(p, 1, n + 1, f);
		p += n + 1;
	}
	putc('"', f);
}

/* A relative reference (RFC 3986) for a path: unreserved characters and
 * '/' as they are, every other byte %-encoded; an absolute path becomes a
 * file:// URI. */
static void uri(FILE *f, const char *path)
{
	static const char hex[] = "0123456789ABCDEF";
	const unsigned char *p = (const unsigned char *)path;

	putc('"', f);
	if (*p == '/')
		fputs("file://", f);
	else if (p[0] == '.' && p[1] == '/')
		p += 2;
	for (; *p; p++) {
		unsigned c = *p;

		if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
		    c == '-' || c == '.' || c == '_' || c == '~' || c == '/') {
			putc((int)c, f);
		} else {
			putc('%', f);
			putc(hex[c >> 4], f);
			putc(hex[c & 15], f);
		}
	}
	putc('"', f);
}

void sarif_begin(struct sarif *s, FILE *f, const char *version,
		 const struct sarif_rule *rules, size_t nrules)
{
	size_t i;

	s->f = f;
	s->nresults = 0;
	s->rules = rules;
	s->nrules = nrules;
	fputs("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
	      "  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n"
	      "      \"tool\": {\n        \"driver\": {\n"
	      "          \"name\": \"init-for-compiler\",\n          \"version\": ", f);
	json_string(f, version);
	fputs(",\n          \"rules\": [", f);
	for (i = 0; i < nrules; i++) {
		fprintf(f, "%s\n            {\n              \"id\": ", i ? "," : "");
		json_string(f, rules[i].id);
		fputs(",\n              \"shortDescription\": { \"text\": ", f);
		json_string(f, rules[i].text);
		fputs(" },\n              \"defaultConfiguration\": { \"level\": ", f);
		json_string(f, rules[i].level);
		fputs(" }\n            }", f);
	}
	fputs("\n          ]\n        }\n      },\n      \"results\": [", f);
}

/* A location object: its physicalLocation (the file as a URI reference,
 * the region), and a message when msg is not NULL. */
static void location(FILE *f, const char *path, uint32_t line, uint32_t col, const char *ind,
		     const char *msg)
{
	fprintf(f, "{\n%s  \"physicalLocation\": {\n%s    \"artifactLocation\": { \"uri\": ",
		ind, ind);
	uri(f, path);
	fprintf(f, " },\n%s    \"region\": { \"startLine\": %u, \"startColumn\": %u }\n"
		"%s  }", ind, line ? line : 1, col ? col : 1, ind);
	if (msg) {
		fprintf(f, ",\n%s  \"message\": { \"text\": ", ind);
		json_string(f, *msg ? msg : "step");
		fputs(" }", f);
	}
	fprintf(f, "\n%s}", ind);
}

/* A path as codeFlows: one codeFlow, one threadFlow, a location per step. */
static void code_flow(FILE *f, const struct sarif_step *st, size_t n)
{
	size_t i;

	fputs(",\n          \"codeFlows\": [ { \"threadFlows\": [ { \"locations\": [", f);
	for (i = 0; i < n; i++) {
		fprintf(f, "%s\n            { \"location\": ", i ? "," : "");
		location(f, st[i].path, st[i].line, st[i].col, "              ",
			 st[i].message ? st[i].message : "");
		fputs(" }", f);
	}
	fputs("\n          ] } ] } ]", f);
}

void sarif_result_more(struct sarif *s, size_t rule, const char *path, uint32_t line,
		       uint32_t col, const char *message, const struct sarif_more *m)
{
	FILE *f = s->f;

	fprintf(f, "%s\n        {\n          \"ruleId\": ", s->nresults ? "," : "");
	json_string(f, s->rules[rule].id);
	fprintf(f, ",\n          \"ruleIndex\": %zu,\n          \"level\": ", rule);
	json_string(f, m && m->level ? m->level : s->rules[rule].level);
	if (m && m->rank >= 0)
		fprintf(f, ",\n          \"rank\": %d.0", m->rank > 100 ? 100 : m->rank);
	fputs(",\n          \"message\": { \"text\": ", f);
	json_string(f, message);
	fputs(" },\n          \"locations\": [\n            ", f);
	location(f, path, line, col, "            ", NULL);
	fputs("\n          ]", f);
	if (m && m->nflow)
		code_flow(f, m->flow, m->nflow);
	if (m && m->evidence) {
		fputs(",\n          \"properties\": { \"evidence\": ", f);
		json_string(f, m->evidence);
		fprintf(f, ", \"order\": %d }", m->order);
	}
	fputs("\n        }", f);
	s->nresults++;
}

void sarif_result(struct sarif *s, size_t rule, const char *path, uint32_t line,
		  uint32_t col, const char *message)
{
	sarif_result_more(s, rule, path, line, col, message, NULL);
}

void sarif_end(struct sarif *s)
{
	fputs(s->nresults ? "\n      ]\n    }\n  ]\n}\n" : "]\n    }\n  ]\n}\n", s->f);
}
