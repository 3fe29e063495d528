// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tests/tool/placement/busybox-ifconfig.c: BusyBox 1.35.0's
 * networking/ifconfig.c (Debian 12's source package busybox), cut to the
 * lines that decide where convert puts #include <init_for_compiler.h>: the
 * leading comments and includes, the #if ENABLE_FEATURE_IFCONFIG_SLIP
 * block, the directives up to the file's first code (struct in6_ifreq,
 * inside #if ENABLE_FEATURE_IPV6), and the comment-init site in
 * ifconfig_main() with one of its uses. BusyBox's "libbb.h" and
 * "inet_common.h" are replaced by <stdint.h> and <string.h>.
 *
 * The old convert (before commit 22a7ca5) put the #include right after
 * "# include <linux/if_slip.h>", inside #if ENABLE_FEATURE_IFCONFIG_SLIP:
 * its rule took the last #include at the #if depth of the first code, and
 * that code is inside #if ENABLE_FEATURE_IPV6. Broke with every -D set
 * without -DENABLE_FEATURE_IFCONFIG_SLIP=1 (BusyBox's configurations with
 * that feature off, "every FEATURE_ off" among them): error: 'host'
 * undeclared. BusyBox's defconfig turns the feature on, and built.
 */
/* vi: set sw=4 ts=4: */
/*
 * ifconfig
 *
 * Similar to the standard Unix ifconfig, but with only the necessary
 * parts for AF_INET, and without any printing of if info (for now).
 *
 * Bjorn Wesen, Axis Communications AB
 *
 * Authors of the original ifconfig was:
 *              Fred N. van Kempen, <waltje@uwalt.nl.mugnet.org>
 *
 * Licensed under GPLv2 or later, see file LICENSE in this source tree.
 */
/*
 * Heavily modified by Manuel Novoa III       Mar 6, 2001
 *
 * From initial port to busybox, removed most of the redundancy by
 * converting to a table-driven approach.  Added several (optional)
 * args missing from initial port.
 *
 * Still missing:  media, tunnel.
 *
 * 2002-04-20
 * IPV6 support added by Bart Visscher <magick@linux-fan.com>
 */

#include <stdint.h>
#include <string.h>
#include <net/if.h>
#include <net/if_arp.h>
#include <netinet/in.h>
#ifdef HAVE_NET_ETHERNET_H
# include <net/ethernet.h>
#endif

#if ENABLE_FEATURE_IFCONFIG_SLIP
# include <linux/if_slip.h>
#endif

/* I don't know if this is needed for busybox or not.  Anyone? */
#define QUESTIONABLE_ALIAS_CASE


/* Defines for glibc2.0 users. */
#ifndef SIOCSIFTXQLEN
# define SIOCSIFTXQLEN      0x8943
# define SIOCGIFTXQLEN      0x8942
#endif

/* ifr_qlen is ifru_ivalue, but it isn't present in 2.0 kernel headers */
#ifndef ifr_qlen
# define ifr_qlen        ifr_ifru.ifru_mtu
#endif

#ifndef IFF_DYNAMIC
# define IFF_DYNAMIC     0x8000	/* dialup device with changing addresses */
#endif

#if ENABLE_FEATURE_IPV6
struct in6_ifreq {
	struct in6_addr ifr6_addr;
	uint32_t ifr6_prefixlen;
	int ifr6_ifindex;
};
#endif

int ifconfig_main(int argc, char **argv);
int ifconfig_main(int argc, char **argv)
{
	char *p;
	/*char host[128];*/
	const char *host = NULL; /* make gcc happy */

	while (*++argv) {
		p = *argv;
		if (argc > 2 && p[0] == '-') {
			host = *argv;
			if (strcmp(host, "inet") == 0)
				continue;
		}
	}
	return host != NULL;
}
