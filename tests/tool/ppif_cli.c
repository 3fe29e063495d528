// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tests/tool/ppif_cli.c - pp_line() (tools/ppif.c) from the command line,
 * for tests/tool/ppif-cpp.py, which checks it against the preprocessor:
 *
 *	ppif_cli FILE PROLOGUE LINE...
 *
 * PROLOGUE is a file of "#define NAME VALUE" and "#undef NAME" lines (what
 * the audit makes of -D and -U), or "-" for none known. One line out per
 * LINE: "LINE on", "LINE off" or "LINE unknown".
 */
#include <stdio.h>
#include <stdlib.h>

#include "../../tools/ifc.h"

int main(int argc, char **argv)
{
	struct fbuf src = { NULL, 0, 0 }, pro = { NULL, 0, 0 };
	struct tokvec tv = { NULL, 0, 0 };
	static const char *const name[] = { "off", "on", "unknown" };
	char why[160], macro[64];
	int i;

	if (argc < 4 || files_read(argv[1], &src) || lex(src.data, src.len, &tv) ||
	    (argv[2][0] != '-' && files_read(argv[2], &pro))) {
		fprintf(stderr, "usage: ppif_cli FILE PROLOGUE|- LINE...\n");
		return 2;
	}
	if (pro.data) {	/* a C string */
		char *p = realloc(pro.data, pro.len + 1);

		if (!p)
			return 2;
		p[pro.len] = '\0';
		pro.data = p;
	}
	for (i = 3; i < argc; i++) {
		int r = pp_line(src.data, &tv, (uint32_t)atoi(argv[i]), pro.data, why, sizeof(why),
				macro, sizeof(macro));

		printf("%s %s\n", argv[i], name[r]);
	}
	tokvec_free(&tv);
	free(src.data);
	free(pro.data);
	return 0;
}
