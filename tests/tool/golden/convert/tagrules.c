/* Corpus: which declarators a tag comment tags (docs/tool.md, "Where the tag may be"). */
#include <stddef.h>
#include <init_for_compiler.h>

int tagrules(int c, const int *src);

int tagrules(int c, const int *src)
{
	/* A tag just before a declaration tags every declarator with a
	 * constant initializer, whatever else the declaration holds (n = c and
	 * q = src: values the program computes, no dummies). */
	int INIT_FOR_COMPILER(a), INIT_FOR_COMPILER(b);
	int INIT_FOR_COMPILER(d), INIT_FOR_COMPILER(e);
	int f, INIT_FOR_COMPILER(g);
	int INIT_FOR_COMPILER(h), n = c;
	const int *INIT_FOR_COMPILER(p), *q = src;
	int r = 0;	/* before this comment: no tag above, none after */

	/* gcc */


	int s = 0;	/* two blank lines between: no tag (one is still "before") */
	/* t = 0; keep gcc quiet (commented-out code: no tag) */
	int t = 0;

	f = c;
	/* After the ';': each declarator joined to it without a line break
	 * between declarators; a line break inside a declarator does not count. */
	int INIT_FOR_COMPILER(v), INIT_FOR_COMPILER(w);
	int x = 0,
	    INIT_FOR_COMPILER(y);

	if (c > 2) {
		a = b = d = e = f = g = h = n = r = s = t = v = w = x = y = c;
		p = q = &a;
	}
	return a + b + d + e + f + g + h + n + r + s + t + v + w + x + y + (p != NULL) + (q != NULL);
}
