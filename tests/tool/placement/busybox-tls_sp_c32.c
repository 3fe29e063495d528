// SPDX-License-Identifier: GPL-2.0-only
/*
 * tests/tool/placement/busybox-tls_sp_c32.c: BusyBox 1.35.0's
 * networking/tls_sp_c32.c (Debian 12's source package busybox), cut to the
 * lines that decide where convert puts #include <init_for_compiler.h>: the
 * leading comment and include, the #if SP_DEBUG block that holds the file's
 * first code (dump_hex()), and the site in sp_256_ecc_mulmod_8() with its
 * loop. BusyBox's "tls.h" is replaced by the C headers the lines below use;
 * libbb's bin2hex() by a macro (a directive: no code before #if SP_DEBUG,
 * as in the original).
 *
 * The old convert (before commit 22a7ca5) put the #include right after
 * "# define dbg(...) fprintf(stderr, __VA_ARGS__)", inside #if SP_DEBUG.
 * Broke with every -D set, the empty one first (BusyBox's build, in every
 * configuration): the file's own "#define SP_DEBUG 0" comes after any -D,
 * so no build enters the block: error: 'n' undeclared.
 */
/*
 * Copyright (C) 2021 Denys Vlasenko
 *
 * Licensed under GPLv2, see file LICENSE in this source tree.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#define bin2hex(dst, src, count) ((void)(src), (void)(count), (dst))

#define SP_DEBUG          0
#define FIXED_SECRET      0
#define FIXED_PEER_PUBKEY 0

#define ALLOW_ASM         1

#if SP_DEBUG
# define dbg(...) fprintf(stderr, __VA_ARGS__)
static void dump_hex(const char *fmt, const void *vp, int len)
{
	char hexbuf[32 * 1024 + 4];
	const uint8_t *p = vp;

	bin2hex(hexbuf, (void*)p, len)[0] = '\0';
	dbg(fmt, hexbuf);
}
#else
# define dbg(...) ((void)0)
# define dump_hex(...) ((void)0)
#endif

typedef uint32_t sp_digit;
typedef int32_t signed_sp_digit;

typedef struct sp_point {
	sp_digit x[8];
	sp_digit y[8];
	sp_digit z[8];
	int infinity;
} sp_point;

void sp_256_ecc_mulmod_8(sp_point* r, const sp_point* g, const sp_digit* k);
void sp_256_ecc_mulmod_8(sp_point* r, const sp_point* g, const sp_digit* k /*, int map*/)
{
	sp_point t[3];
	sp_digit n = n; /* for compiler */
	int c, y;

	memset(t, 0, sizeof(t));
	t[1] = *g;
	dump_hex("g %s\n", g, (int)sizeof(*g));

	/* For every bit, starting from most significant... */
	k += 7;
	c = 256;
	for (;;) {
		if ((c & 0x1f) == 0) {
			if (c == 0)
				break;
			n = *k--;
		}

		y = (int)(n >> 31);
		dbg("y:%d t[%d] = t[0]+t[1]\n", y, y^1);
		t[2] = t[y]; /* struct copy */
		t[y] = t[2]; /* struct copy */

		n <<= 1;
		c--;
	}

	*r = t[0]; /* struct copy */
}
