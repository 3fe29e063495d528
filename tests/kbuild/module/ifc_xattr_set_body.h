/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * ifc_xattr_set_body.h - the body of Linux 3.7-rc __simple_xattr_set(),
 * included by ifc_xattr_set.c once per spelling, with IFC_XATTR_SET (the
 * function's name) and IFC_XATTR_DECL(x) (the declarator) defined. No
 * include guard, on purpose.
 */
int IFC_XATTR_SET(struct ifc_simple_xattrs *xattrs, const char *name,
		  const void *value, size_t size, int flags)
{
	struct ifc_simple_xattr *xattr;
	struct ifc_simple_xattr *IFC_XATTR_DECL(new_xattr);
	int err = 0;

	/* value == NULL means remove */
	if (value) {
		new_xattr = ifc_simple_xattr_alloc(value, size);
		if (!new_xattr)
			return -ENOMEM;

		new_xattr->name = kstrdup(name, GFP_KERNEL);
		if (!new_xattr->name) {
			ifc_xattr_release(new_xattr);	/* 3.7: kfree(new_xattr) */
			return -ENOMEM;
		}
	}

	spin_lock(&xattrs->lock);
	list_for_each_entry(xattr, &xattrs->head, list) {
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
		xattr = new_xattr;	/* never set when removing */
		err = -ENODATA;
	} else {
		list_add(&new_xattr->list, &xattrs->head);
		xattr = NULL;
	}
out:
	spin_unlock(&xattrs->lock);
	if (xattr)
		ifc_xattr_release(xattr);	/* 3.7: kfree(xattr->name); kfree(xattr); */
	return err;
}
