// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * Audit fixture: sites inside #if groups (issue 36). A log shows the file
 * compiled, not which of its groups were; run.sh compiles it with
 * -DIFDEF_ON -UIFDEF_OFF -include config.h, and no compiler warns on any
 * site, so a site is stale only where the groups around it are on:
 *   on       #ifdef IFDEF_ON, #if IFDEF_LEVEL > 1 && LOCAL: stale
 *   off      #ifdef IFDEF_OFF, the #else of #ifdef IFDEF_ON: unknown,
 *            "leaves it out in every unit"
 *   unknown  #ifdef IFDEF_HEADER (no -D, no #define: a header may define
 *            it): unknown, naming the macro
 */
#include <init_for_compiler.h>

#define LOCAL 1

int ifdef_sites(int c);

int ifdef_sites(int c)
{
	int r = 0;
#ifdef IFDEF_ON
	int INIT_FOR_COMPILER(on);

	on = c + 1;
	r += on;
#else
	int INIT_FOR_COMPILER(not_on);

	not_on = c + 2;
	r += not_on;
#endif
#ifdef IFDEF_OFF
	int INIT_FOR_COMPILER(off);

	off = c + 3;
	r += off;
#endif
#ifdef IFDEF_HEADER
	int INIT_FOR_COMPILER(header);

	header = c + 4;
	r += header;
#endif
#if IFDEF_LEVEL > 1 && LOCAL
	int INIT_FOR_COMPILER(level);

	level = c + 5;
	r += level;
#endif
	return r;
}
