// SPDX-License-Identifier: GPL-2.0-only
/*
 * examples/ipmi/ipmi.c - two variables set together, under one condition.
 *
 * Shaped after i_ipmi_request() in drivers/char/ipmi/ipmi_msghandler.c. For
 * an IPMB address the slave address and the LUN of the channel are looked up
 * together; later, under the same test, both are put into the message:
 *
 *	if (is_ipmb_addr(addr)) {
 *		saddr = intf->addrinfo[chan].address;
 *		lun = intf->addrinfo[chan].lun;
 *	}
 *	smi_msg = ipmi_alloc_smi_msg(); ... log ...
 *	if (is_ipmb_addr(addr))
 *		format_ipmb_msg(smi_msg, ..., saddr, lun);
 *
 * What the compiler cannot see: that addr->addr_type is the same at both
 * tests. Between them there is a call into the C library (here the debug
 * log's fprintf()), and as far as the compiler knows that call may have
 * changed *addr. So the second test may be true when the first was false,
 * and gcc -O1 and up warns twice: 'lun' and 'saddr' may be used
 * uninitialized. clang's -Wall stays quiet; clang's
 * -Wconditional-uninitialized, which audit mode turns on, reports both
 * ("may be uninitialized when used here"), and it does so even through the
 * old `x = x`, which clang never treated as an initialization.
 *
 * One macro per name, in one declarator list, the way uninitialized_var()
 * was written:
 *
 *	unsigned char INIT_FOR_COMPILER(saddr), INIT_FOR_COMPILER(lun);
 *
 * Each variable gets its own zero and its own entry in an audit. The kernel
 * wrote `unsigned char saddr = 0, lun = 0;`, which works the same and says
 * nothing about why.
 *
 * On its own: cc -O2 -Wall -Wextra -Iinclude -Icompat examples/ipmi/ipmi.c
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include "../spelling.h"	/* INIT_FOR_COMPILER(): see examples/spelling.h */

#define IPMI_MAX_CHANNELS		16
#define IPMI_SYSTEM_INTERFACE_ADDR_TYPE	0x0c
#define IPMI_IPMB_ADDR_TYPE		0x01
#define IPMI_IPMB_BROADCAST_ADDR_TYPE	0x41

struct ipmi_addr {
	int addr_type;
	short channel;
	unsigned char slave_addr;	/* the target, for IPMB */
};

struct ipmi_channel_info {
	unsigned char address;		/* our own slave address on the channel */
	unsigned char lun;
};

struct ipmi_smi {
	struct ipmi_channel_info addrinfo[IPMI_MAX_CHANNELS];
	int debug;
};

struct ipmi_smi_msg {
	unsigned char data[8];
	int data_size;
};

static int is_ipmb_addr(const struct ipmi_addr *addr)
{
	return addr->addr_type == IPMI_IPMB_ADDR_TYPE ||
	       addr->addr_type == IPMI_IPMB_BROADCAST_ADDR_TYPE;
}

__attribute__((noinline))
static void format_ipmb_msg(struct ipmi_smi_msg *smi_msg,
			    const struct ipmi_addr *addr, unsigned char cmd,
			    unsigned char saddr, unsigned char lun)
{
	smi_msg->data[0] = addr->slave_addr;
	smi_msg->data[1] = lun;
	smi_msg->data[2] = saddr;
	smi_msg->data[3] = cmd;
	smi_msg->data_size = 4;
}

__attribute__((noinline))
static int i_ipmi_request(struct ipmi_smi *intf, const struct ipmi_addr *addr,
			  unsigned char cmd, struct ipmi_smi_msg *out)
{
	unsigned char INIT_FOR_COMPILER(saddr), INIT_FOR_COMPILER(lun);
	struct ipmi_smi_msg *smi_msg;

	if (is_ipmb_addr(addr)) {
		if (addr->channel < 0 || addr->channel >= IPMI_MAX_CHANNELS)
			return -EINVAL;
		saddr = intf->addrinfo[addr->channel].address;
		lun = intf->addrinfo[addr->channel].lun;
	} else if (addr->addr_type != IPMI_SYSTEM_INTERFACE_ADDR_TYPE) {
		return -EINVAL;
	}

	smi_msg = malloc(sizeof(*smi_msg));
	if (!smi_msg)
		return -ENOMEM;
	if (intf->debug)
		fprintf(stderr, "ipmi: request type 0x%02x\n", addr->addr_type);

	if (is_ipmb_addr(addr)) {	/* the same test as above */
		format_ipmb_msg(smi_msg, addr, cmd, saddr, lun);
	} else {
		smi_msg->data[0] = cmd;
		smi_msg->data_size = 1;
	}
	*out = *smi_msg;
	free(smi_msg);
	return 0;
}

int main(void)
{
	static struct ipmi_smi intf;
	struct ipmi_addr ipmb = { IPMI_IPMB_ADDR_TYPE, 2, 0x82 };
	struct ipmi_addr si = { IPMI_SYSTEM_INTERFACE_ADDR_TYPE, 0, 0 };
	struct ipmi_smi_msg m1, m2;
	int a, b;

	intf.addrinfo[2].address = 0x20;
	intf.addrinfo[2].lun = 1;
	a = i_ipmi_request(&intf, &ipmb, 0x01, &m1);
	b = i_ipmi_request(&intf, &si, 0x01, &m2);
	printf("IPMB message: %d bytes, saddr 0x%02x, LUN %u; system interface: %d byte\n",
	       m1.data_size, m1.data[2], m1.data[1], m2.data_size);
	return a == 0 && b == 0 && m1.data_size == 4 && m1.data[2] == 0x20 &&
	       m1.data[1] == 1 && m2.data_size == 1 ? 0 : 1;
}
