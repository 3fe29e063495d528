/* Corpus: which declarators a tag comment tags (docs/tool.md, "Where the tag may be"). */
#include <stddef.h>

int tagrules(int c, const int *src);

int tagrules(int c, const int *src)
{
	/* A tag just before a declaration tags every declarator with a
	 * constant initializer, whatever else the declaration holds (n = c and
	 * q = src: values the program computes, no dummies). */
	/* keep gcc happy */
	int a = 0, b = 0;
	/* keep gcc happy */
	int d = 0, e = e;
	/* keep gcc happy */
	int f, g = 0;
	/* keep gcc happy */
	int h = 0, n = c;
	/* shut up gcc */ const int *p = NULL, *q = src;
	int r = 0;	/* before this comment: no tag above, none after */

	/* gcc */


	int s = 0;	/* two blank lines between: no tag (one is still "before") */
	/* t = 0; keep gcc quiet (commented-out code: no tag) */
	int t = 0;

	f = c;
	/* After the ';': each declarator joined to it without a line break
	 * between declarators; a line break inside a declarator does not count. */
	int v = 0, w =
		0; /* gcc */
	int x = 0,
	    y = 0; /* gcc */

	if (c > 2) {
		a = b = d = e = f = g = h = n = r = s = t = v = w = x = y = c;
		p = q = &a;
	}
	return a + b + d + e + f + g + h + n + r + s + t + v + w + x + y + (p != NULL) + (q != NULL);
}
