// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * Audit fixture: a real conditional-initialization bug, the Linux 3.7
 * fs/xattr.c __simple_xattr_set() replay in miniature. new_xattr is set only
 * when value != NULL, and read on the XATTR_REPLACE path either way: every
 * compiler is right to warn, so the verdict must be "needed".
 */
#include <stdlib.h>
#include <string.h>

#include <init_for_compiler.h>

#define XATTR_REPLACE 0x2

struct xattr {
	struct xattr *next;
	char *name;
};

int xattr_set(struct xattr **list, const char *name, const void *value, int flags);

int xattr_set(struct xattr **list, const char *name, const void *value, int flags)
{
	struct xattr *xattr, **pp;
	struct xattr *INIT_PTR_FOR_COMPILER(new_xattr);

	if (value) {
		new_xattr = malloc(sizeof(*new_xattr));
		if (!new_xattr)
			return -12;
		new_xattr->name = strdup(name);
		new_xattr->next = NULL;
	}
	for (pp = list; (xattr = *pp) != NULL; pp = &xattr->next) {
		if (!strcmp(name, xattr->name)) {
			if (flags & XATTR_REPLACE) {
				xattr = new_xattr;	/* the bug: unset when !value */
				*pp = xattr;
			}
			return 0;
		}
	}
	if (flags & XATTR_REPLACE) {
		xattr = new_xattr;
		free(xattr);
		return -61;
	}
	return 0;
}
