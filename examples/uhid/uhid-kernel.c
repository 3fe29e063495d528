// SPDX-License-Identifier: GPL-2.0-only
/*
 * examples/uhid/uhid-kernel.c - stand-ins for the kernel services uhid.c
 * calls, and the test driver. Kept in their own translation unit on purpose:
 * see uhid.c for why that matters.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "uhid.h"

int mutex_lock_interruptible(struct uhid_device *uhid)
{
	(void)uhid;
	return 0;
}

void mutex_unlock(struct uhid_device *uhid)
{
	(void)uhid;
}

size_t copy_to_user(void *to, const void *from, size_t n)
{
	if (!to)
		return n;
	memcpy(to, from, n);
	return 0;
}

int uhid_queue_empty_error(const struct uhid_device *uhid)
{
	return uhid->destroyed ? -ENODEV : -EAGAIN;
}

int main(void)
{
	static struct uhid_device uhid = { .nonblock = 1 };
	char buf[128];
	ssize_t a, b, c, d;

	uhid.outq[0].type = 1;
	uhid.head = 1;
	a = uhid_char_read(&uhid, buf, sizeof(buf));	/* one event: 64 */
	b = uhid_char_read(&uhid, buf, sizeof(buf));	/* queue empty: -EAGAIN */
	uhid.head = 2;
	c = uhid_char_read(&uhid, NULL, sizeof(buf));	/* bad buffer: -EFAULT */
	uhid.tail = 2;
	uhid.destroyed = 1;
	d = uhid_char_read(&uhid, buf, sizeof(buf));	/* gone: -ENODEV */

	printf("read() = %zd, %zd (-EAGAIN), %zd (-EFAULT), %zd (-ENODEV)\n",
	       a, b, c, d);
	return a == (ssize_t)sizeof(struct uhid_event) && b == -EAGAIN &&
	       c == -EFAULT && d == -ENODEV ? 0 : 1;
}
