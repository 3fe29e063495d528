// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tests/tool/fuzz_ccdb.c - fuzz harness: any bytes as a compile_commands.json
 * (ccdb_parse: the parser of `audit --compile-commands`, running nothing)
 * and as a shell command line (ccdb_shell_split, which splits its "command"s).
 *
 * Besides crashes and sanitizer reports, it checks (FUZZ_ASSERT): the parser
 * stops inside the buffer; ccdb_shell_split's words are no longer than its input.
 * Built and run by tests/tool/fuzz.sh (see fuzz.h).
 */
#include <string.h>

#include "ifc.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *buf = (const char *)data;
	size_t at = SIZE_MAX, i, total = 0;
	long n = ccdb_parse(buf, size, &at);
	char *cmd, **argv;

	FUZZ_ASSERT(n >= -1, "ccdb_parse() returned less than -1");
	FUZZ_ASSERT(n >= 0 || at <= size, "ccdb_parse() stopped beyond the buffer");
	/* ccdb_shell_split takes a C string: the bytes up to the first NUL */
	cmd = malloc(size + 1);
	if (!cmd)
		return 0;
	memcpy(cmd, buf, size);
	cmd[size] = '\0';
	argv = ccdb_shell_split(cmd);
	for (i = 0; argv && argv[i]; i++)
		total += strlen(argv[i]);
	FUZZ_ASSERT(total <= strlen(cmd), "ccdb_shell_split() made words longer than its input");
	free(argv);
	free(cmd);
	return 0;
}
