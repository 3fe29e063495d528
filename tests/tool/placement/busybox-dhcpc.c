// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tests/tool/placement/busybox-dhcpc.c: BusyBox 1.35.0's
 * networking/udhcp/dhcpc.c (Debian 12's source package busybox), cut to the
 * lines that decide where convert puts #include <init_for_compiler.h>: the
 * leading comment and includes, the #ifndef PACKET_AUXDATA block, and the
 * site in udhcpc_main() with one of its uses. BusyBox's own headers
 * ("common.h", "dhcpd.h", "dhcpc.h") are replaced by <stdint.h>, and
 * <linux/if_packet.h>, which defines PACKET_AUXDATA on every Linux BusyBox
 * builds for, is left out: -DPACKET_AUXDATA stands for it here.
 *
 * The old convert (before commit 22a7ca5) put the #include right after
 * "# define PACKET_AUXDATA 8", inside #ifndef PACKET_AUXDATA ... #endif.
 * Broke with -DPACKET_AUXDATA (BusyBox's real build: the header defines it,
 * the block is skipped): error: 'server_id' undeclared.
 */
/* vi: set sw=4 ts=4: */
/*
 * udhcp client
 * Russ Dill <Russ.Dill@asu.edu> July 2001
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation; either version 2 of the License, or
 * (at your option) any later version.
 *
 * This program is distributed in the hope that it will be useful,
 * but WITHOUT ANY WARRANTY; without even the implied warranty of
 * MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
 * GNU General Public License for more details.
 *
 * You should have received a copy of the GNU General Public License
 * along with this program; if not, write to the Free Software
 * Foundation, Inc., 675 Mass Ave, Cambridge, MA 02139, USA.
 */


#include <syslog.h>
/* Override ENABLE_FEATURE_PIDFILE - ifupdown needs our pidfile to always exist */
#define WANT_PIDFILE 1
#include <stdint.h>

#ifndef PACKET_AUXDATA
# define PACKET_AUXDATA 8
struct tpacket_auxdata {
	uint32_t tp_status;
	uint32_t tp_len;
	uint32_t tp_snaplen;
	uint16_t tp_mac;
	uint16_t tp_net;
	uint16_t tp_vlan_tci;
	uint16_t tp_padding;
};
#endif


/* "struct client_data_t client_data" is in bb_common_bufsiz1 */

static void send_select(uint32_t server, uint32_t requested)
{
	syslog(LOG_INFO, "select %u %u", (unsigned)server, (unsigned)requested);
}

int udhcpc_main(int argc, char **argv);
int udhcpc_main(int argc, char **argv)
{
	uint32_t server_id = server_id; /* for compiler */
	uint32_t requested_ip = 0;

	if (argc > 1) {
		server_id = (uint32_t)argv[1][0];
		/* send broadcast select packet */
		send_select(server_id, requested_ip);
	}
	return 0;
}
