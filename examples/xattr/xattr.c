// SPDX-License-Identifier: GPL-2.0-only
/*
 * examples/xattr/xattr.c - the bug that made Linus call uninitialized_var()
 * "an abomination" (October 2012).
 *
 * A userspace replay of __simple_xattr_set() as it stood in Linux 3.7-rc
 * (fs/xattr.c): an in-memory list of extended attributes, kfree() replaced by
 * free(), the spinlock left out. The function body is the kernel's, line for
 * line, including the declaration that caused the bug:
 *
 *	struct simple_xattr *uninitialized_var(new_xattr);
 *
 * The code moved from tmpfs, where it read `new_xattr = NULL`; a follow-up
 * patch swapped that for uninitialized_var() because gcc (and smatch) said
 * "may be used uninitialized". The compiler was right: removing a name that
 * is not in the list (value == NULL, XATTR_REPLACE) reaches
 *
 *	xattr = new_xattr;  ...  kfree(xattr->name); kfree(xattr);
 *
 * with new_xattr never set. With the old GCC macro (`x = x`) that frees
 * whatever the register or stack slot held: a BUG() in the kernel, a crash or
 * silent heap corruption here, and "uninitialised value" errors in valgrind.
 * David Rientjes's fix went back to `= NULL`.
 *
 * What the compiler can see: new_xattr is set only `if (value)`, and read on
 * the XATTR_REPLACE path whether or not value was NULL. gcc -O2 says "may be
 * used uninitialized", clang "may be uninitialized" (in audit mode only: its
 * -Wconditional-uninitialized is not in -Wall). A true positive, no false alarm.
 *
 * Build it as `make demo` does, or on its own (this library's spelling):
 *	cc -O2 -Wall -Wextra -Iinclude -Icompat examples/xattr/xattr.c
 * Then uninitialized_var(new_xattr) is INIT_FOR_COMPILER(new_xattr), i.e.
 * new_xattr starts as NULL, the missing name gives -ENODATA and nothing is
 * freed. Add -DINIT_FOR_COMPILER_AUDIT=1 and the compiler names the variable.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../spelling.h"	/* uninitialized_var(): see examples/spelling.h */

#define XATTR_CREATE	0x1	/* set value, fail if attr already exists */
#define XATTR_REPLACE	0x2	/* set value, fail if attr does not exist */

/* The kernel's circular doubly linked list, reduced to what is used here. */
struct list_head {
	struct list_head *next, *prev;
};

static void list_add(struct list_head *new, struct list_head *head)
{
	new->next = head->next;
	new->prev = head;
	head->next->prev = new;
	head->next = new;
}

static void list_del(struct list_head *entry)
{
	entry->prev->next = entry->next;
	entry->next->prev = entry->prev;
}

static void list_replace(struct list_head *old, struct list_head *new)
{
	new->next = old->next;
	new->next->prev = new;
	new->prev = old->prev;
	new->prev->next = new;
}

struct simple_xattrs {
	struct list_head list;
};

struct simple_xattr {
	struct list_head list;	/* first member: a list_head* is the entry */
	char *name;
	size_t size;
	char value[];
};

static struct simple_xattr *simple_xattr_alloc(const void *value, size_t size)
{
	struct simple_xattr *new_xattr;

	new_xattr = malloc(sizeof(*new_xattr) + size);
	if (!new_xattr)
		return NULL;
	new_xattr->size = size;
	memcpy(new_xattr->value, value, size);
	return new_xattr;
}

/*
 * Linux 3.7-rc fs/xattr.c, __simple_xattr_set(), with kmalloc/kfree/kstrdup
 * mapped to malloc/free/strdup. value == NULL means remove.
 */
__attribute__((noinline))
static int __simple_xattr_set(struct simple_xattrs *xattrs, const char *name,
			      const void *value, size_t size, int flags)
{
	struct list_head *pos;
	struct simple_xattr *xattr;
	struct simple_xattr *uninitialized_var(new_xattr);	/* the bug */
	int err = 0;

	/* value == NULL means remove */
	if (value) {
		new_xattr = simple_xattr_alloc(value, size);
		if (!new_xattr)
			return -ENOMEM;

		new_xattr->name = strdup(name);
		if (!new_xattr->name) {
			free(new_xattr);
			return -ENOMEM;
		}
	}

	for (pos = xattrs->list.next; pos != &xattrs->list; pos = pos->next) {
		xattr = (struct simple_xattr *)pos;
		if (!strcmp(name, xattr->name)) {
			if (flags & XATTR_CREATE) {
				xattr = new_xattr;
				err = -EEXIST;
			} else if (new_xattr) {
				list_replace(&xattr->list, &new_xattr->list);
			} else {
				list_del(&xattr->list);
			}
			goto out;
		}
	}
	if (flags & XATTR_REPLACE) {
		xattr = new_xattr;	/* never set when removing: garbage */
		err = -ENODATA;
	} else {
		list_add(&new_xattr->list, &xattrs->list);
		xattr = NULL;
	}
out:
	if (xattr) {
		free(xattr->name);	/* the 3.7-rc BUG(): kfree() of garbage */
		free(xattr);
	}
	return err;
}

/* As in the kernel: removing is setting to NULL with XATTR_REPLACE. */
static int simple_xattr_remove(struct simple_xattrs *xattrs, const char *name)
{
	return __simple_xattr_set(xattrs, name, NULL, 0, XATTR_REPLACE);
}

static int simple_xattr_set(struct simple_xattrs *xattrs, const char *name,
			    const char *value, int flags)
{
	return __simple_xattr_set(xattrs, name, value, strlen(value) + 1, flags);
}

int main(void)
{
	struct simple_xattrs xattrs;
	struct list_head *pos;
	int err, count = 0;

	xattrs.list.next = xattrs.list.prev = &xattrs.list;

	if (simple_xattr_set(&xattrs, "user.colour", "blue", XATTR_CREATE) ||
	    simple_xattr_set(&xattrs, "user.size", "42", XATTR_CREATE)) {
		fputs("xattr: set failed\n", stderr);
		return 1;
	}

	/* The case from 2012: remove a name that is not there. */
	err = simple_xattr_remove(&xattrs, "user.missing");

	for (pos = xattrs.list.next; pos != &xattrs.list; ) {
		struct simple_xattr *xattr = (struct simple_xattr *)pos;

		pos = pos->next;
		count++;
		free(xattr->name);
		free(xattr);
	}
	printf("remove(\"user.missing\") = %d (%s), %d attributes left\n",
	       err, err == -ENODATA ? "-ENODATA, correct" : "wrong", count);
	return err == -ENODATA && count == 2 ? 0 : 1;
}
