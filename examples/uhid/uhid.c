// SPDX-License-Identifier: GPL-2.0-only
/*
 * examples/uhid/uhid.c - a false positive: what uninitialized_var() was made
 * for, and why a zero costs nothing.
 *
 * Shaped after uhid_char_read() in drivers/hid/uhid.c (Linux 3.x), which
 * declared `size_t uninitialized_var(len);` and ended with
 *
 *	return ret ? ret : len;
 *
 * len is set on exactly the path that leaves ret at 0. The other path sets
 * ret from uhid_queue_empty_error(), which never returns 0 - but that
 * function lives in another file (uhid-kernel.c), and its contract is a
 * comment in uhid.h. Compiling this file, the compiler sees a call whose
 * result might be 0, followed by a read of len, and gcc -O1 and up says
 * "'len' may be used uninitialized". It cannot know better; you do.
 * (clang -Wall stays quiet: its -Wsometimes-uninitialized wants a branch that
 * leads to the uninitialized use whatever the rest does; here that depends on
 * a value. clang -Wconditional-uninitialized, which audit mode enables, does
 * report it.)
 *
 * The ways out, and what they cost:
 *   - bare `len` with -Wno-maybe-uninitialized (the Linux 5.9 answer): the site
 *     says nothing, and the next real bug in the file is not reported either;
 *   - `len = len` (the old macro): silent, and wrong on the day the contract
 *     changes and uhid_queue_empty_error() can return 0;
 *   - INIT_FOR_COMPILER(len): len starts at 0. The macro's name keeps the
 *     reason at the site, a broken contract returns 0 bytes instead of stack
 *     garbage, and audit mode (-DINIT_FOR_COMPILER_AUDIT=1) brings the
 *     warning back when you want to re-check the claim.
 *
 * The price: `make demo` compiles this file with INIT_FOR_COMPILER(len) and
 * again with a hand-written `len = 0` at -O2 and compares the .text bytes:
 * identical on gcc 12.2 and clang 14.0 (224 and 185 bytes). Against the old
 * `len = len`, which leaves len undefined and lets the optimizer do what it
 * likes with it, the defined zero costs 8 bytes of .text on gcc 12.2 and 9 on
 * clang 14.0 (216 and 176 bytes): the value has to exist on a path the
 * compiler could not prove dead. The demo prints all three sizes.
 *
 * On its own:
 *	cc -O2 -Wall -Wextra -Iinclude -Icompat examples/uhid/uhid.c examples/uhid/uhid-kernel.c
 */
#include <errno.h>

#include "uhid.h"
#include "../spelling.h"	/* INIT_FOR_COMPILER(): see examples/spelling.h */

ssize_t uhid_char_read(struct uhid_device *uhid, char *buffer, size_t count)
{
	int ret;
	size_t INIT_FOR_COMPILER(len);	/* set exactly when ret stays 0 */

	/* they need at least the "type" member of uhid_event */
	if (count < sizeof(unsigned int))
		return -EINVAL;

	ret = mutex_lock_interruptible(uhid);
	if (ret)
		return ret;

	if (uhid->head == uhid->tail) {
		ret = uhid_queue_empty_error(uhid);	/* never 0: see uhid.h */
	} else {
		len = count < sizeof(uhid->outq[0]) ? count : sizeof(uhid->outq[0]);
		if (copy_to_user(buffer, &uhid->outq[uhid->tail], len))
			ret = -EFAULT;
		else
			uhid->tail = (uhid->tail + 1) % UHID_BUFSIZE;
	}

	mutex_unlock(uhid);
	return ret ? ret : (ssize_t)len;
}
