/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * examples/uhid/uhid.h - the little "kernel" the uhid example runs against.
 * The functions are defined in uhid-kernel.c, a separate translation unit, as
 * in the kernel: while compiling uhid.c the compiler sees these declarations
 * and nothing else.
 */
#ifndef EXAMPLES_UHID_H
#define EXAMPLES_UHID_H

#include <stddef.h>
#include <sys/types.h>

#define UHID_BUFSIZE 8

struct uhid_event {
	unsigned int type;
	char data[60];
};

struct uhid_device {
	int nonblock;		/* the file was opened O_NONBLOCK */
	int destroyed;		/* the device is gone */
	unsigned int head, tail;
	struct uhid_event outq[UHID_BUFSIZE];
};

/* 0, or -EINTR when interrupted by a signal. */
int mutex_lock_interruptible(struct uhid_device *uhid);
void mutex_unlock(struct uhid_device *uhid);
/* Number of bytes NOT copied, as in the kernel. */
size_t copy_to_user(void *to, const void *from, size_t n);
/*
 * Called with an empty queue: why there is nothing to read. Returns -EAGAIN
 * (non-blocking file) or -ENODEV (device destroyed). Never returns 0: that
 * contract is written here, in a comment, and nowhere a compiler can read it.
 */
int uhid_queue_empty_error(const struct uhid_device *uhid);

ssize_t uhid_char_read(struct uhid_device *uhid, char *buffer, size_t count);

#endif /* EXAMPLES_UHID_H */
