// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * Audit fixture (issue 36): ofono 1.31's src/smsutil.c:1155, fcs. gcc-12
 * places its warning on the declaration, clang-19 on the read (the line
 * out->fcs = fcs): the audit quotes gcc's, then names the read.
 */
#include <init_for_compiler.h>
struct rep { int type; unsigned char fcs, pi, pid, dcs; };
extern int next_octet(const unsigned char *pdu, int len, int *offset, unsigned char *out);
int decode(const unsigned char *pdu, int len, struct rep *out);
int decode(const unsigned char *pdu, int len, struct rep *out)
{
	int offset = 0;
	unsigned char octet;
	unsigned char INIT_FOR_COMPILER(fcs);
	unsigned char pi, pid = 0, dcs = 0;

	if (!next_octet(pdu, len, &offset, &octet))
		return 0;
	if (octet >= 0x80) {
		out->type = 1;
		fcs = octet;
		if (!next_octet(pdu, len, &offset, &octet))
			return 0;
	} else {
		out->type = 2;
	}
	pi = octet & 0x07;
	if (pi & 0x01) {
		if (!next_octet(pdu, len, &offset, &pid))
			return 0;
	}
	if (pi & 0x02) {
		if (!next_octet(pdu, len, &offset, &dcs))
			return 0;
	}
	if (out->type == 1) {
		out->fcs = fcs;
		out->pi = pi;
		out->pid = pid;
		out->dcs = dcs;
	} else {
		out->pi = pi;
	}
	return 1;
}
