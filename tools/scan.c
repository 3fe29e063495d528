// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/scan.c - the matchers: which tokens form a site, and of which kind.
 *
 * Input is the token list of one file (lexer.c). Comments and directive
 * tokens are not code: the matchers see only the remaining "code tokens",
 * so nothing in a comment, a literal or a #define body is ever a site.
 *
 *   annotation    INIT_FOR_COMPILER(x) and its three checked variants
 *   legacy        uninitialized_var(x), and any other shim (shim.c):
 *                 av_uninit(x), UNINIT_VAR(x), ...
 *   self-init     T x = x;  T x = *(&(x));  (in a declaration)
 *   comment-init  T x = <init>; with a tag comment (tag.c: scan_is_tag())
 *   comment-assign  x = <constant>; (also *p = ..., s->m = ..., a[i] = ...)
 *                 as a statement, with a tag comment
 *
 * annotation and legacy are found wherever the macro is called with a single
 * identifier: in code, and in the body of a #define when that identifier is
 * none of the #define's parameters (`#define ECHO(T) ... T av_uninit(index);`
 * declares index in every expansion; in `#define DECL(v) int
 * uninitialized_var(v)` the site is each DECL(x), which scan cannot see).
 * self-init and comment-init need a declaration: a statement
 * that starts with declaration specifiers (keywords, struct/union/enum
 * specifiers, typeof/attribute constructs, or identifiers followed by an
 * identifier or '*', i.e. typedef names) and continues with declarators
 * separated by commas. This is a syntactic reading without a symbol table:
 * `a * b = c;` at the start of a statement is read as a declaration, which
 * it must be in valid C (an expression `a * b` is not assignable).
 * For C++ the specifiers may also be qualified names (std::string,
 * ::ns::T) with template arguments (std::map<int, std::vector<int>>, where
 * `>>` closes two), and a declarator may be a reference (T &x = x).
 *
 * The function bodies the audit needs are audit_funcs()' (audit.c).
 */
#include <stdlib.h>
#include <string.h>

#include "ifc.h"

const char *const site_kind_name[SK_COUNT] = {
	"annotation", "legacy", "self-init", "comment-init", "comment-assign",
};

int site_kind_parse(const char *s, size_t n)
{
	int k;

	for (k = 0; k < SK_COUNT; k++)
		if (strlen(site_kind_name[k]) == n && !memcmp(site_kind_name[k], s, n))
			return k;
	return -1;
}

/* ------------------------------------------------------------------ */

#define CLS_UNKNOWN	0xffu	/* not looked up yet (no keyword has every bit) */

struct decl;

struct scanner {
	const char *b;
	size_t len;
	const struct tokvec *tv;
	const struct shims *sh;	/* the legacy macros (NULL: uninitialized_var) */
	uint8_t *local;		/* per name of sh: 1 when this file defines it, in
				 * no other way than as another branch (its own
				 * macro of that name, no shim here) */
	uint32_t *ct;		/* indices of code tokens */
	char *pc;		/* per code token: its byte if a 1-byte punctuator */
	uint8_t *cls;		/* per code token: KW_* classes of an identifier */
	uint8_t *seen;		/* per code token: a declarator's name recorded */
	size_t n;
	struct scan_result *r;
	struct decl *decls;	/* the declarators of the declaration being parsed */
	size_t capdecls;
	struct var *vars;	/* every declarator parsed, for assignments */
	size_t nvars, capvars;
	int body;		/* the statement parse_assign() reads is the
				 * body of an if, else, for, while or do */
};

/* A declarator, to look up the variable an assignment assigns. */
struct var {
	size_t name;		/* code token of its name */
	int ptr;		/* a pointer or a reference: an element or a
				 * member is what it points to */
};

#define TOK(s, i) (&(s)->tv->v[(s)->ct[i]])

static int is_ident_byte(char ch)
{
	unsigned char c = (unsigned char)ch;

	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_' || c == '$' || c >= 0x80;
}

static inline int is(const struct scanner *s, size_t i, const char *str)
{
	const struct token *t;

	if (i >= s->n)
		return 0;
	if (str[1] == '\0')
		return s->pc[i] == str[0];
	t = TOK(s, i);
	/* the first byte first: most tokens asked about are not str, and
	 * str is seldom a constant here (no strlen() folded) */
	if (!(t->flags & TF_SPLICED) && s->b[t->off] != str[0])
		return 0;
	return tok_is(s->b, t, str);
}

static inline int is_kind(const struct scanner *s, size_t i, enum tok_kind k)
{
	return i < s->n && TOK(s, i)->kind == k;
}


/* Keyword class of code token i, looked up on first use: most identifiers
 * are never asked about. */
static unsigned class_lookup(const struct scanner *s, size_t i)
{
	const struct token *t = TOK(s, i);

	s->cls[i] = 0;
	if (t->kind != TK_IDENT)
		return 0;
	if (t->flags & TF_SPLICED) {
		char tmp[32];
		size_t n = tok_copy(s->b, t, tmp, sizeof(tmp));

		if (n < sizeof(tmp))
			s->cls[i] = (uint8_t)scan_keyword(tmp, n);
	} else {
		s->cls[i] = (uint8_t)scan_keyword(s->b + t->off, t->len);
	}
	return s->cls[i];
}

static inline unsigned class_of(const struct scanner *s, size_t i)
{
	return s->cls[i] != CLS_UNKNOWN ? s->cls[i] : class_lookup(s, i);
}

static inline int has(const struct scanner *s, size_t i, unsigned cls)
{
	return i < s->n && (class_of(s, i) & cls);
}

static const struct { const char *word; uint8_t cls; } keywords[] = {
	{ "void", KW_TYPE }, { "char", KW_TYPE }, { "short", KW_TYPE }, { "int", KW_TYPE },
	{ "long", KW_TYPE }, { "float", KW_TYPE }, { "double", KW_TYPE },
	{ "signed", KW_TYPE }, { "unsigned", KW_TYPE }, { "_Bool", KW_TYPE },
	{ "bool", KW_TYPE }, { "_Complex", KW_TYPE }, { "__complex__", KW_TYPE },
	{ "_Imaginary", KW_TYPE }, { "__int128", KW_TYPE }, { "__int128_t", KW_TYPE },
	{ "__uint128_t", KW_TYPE }, { "_Float16", KW_TYPE }, { "_Float32", KW_TYPE },
	{ "_Float64", KW_TYPE }, { "_Float128", KW_TYPE }, { "__float128", KW_TYPE },
	{ "_Decimal32", KW_TYPE }, { "_Decimal64", KW_TYPE }, { "_Decimal128", KW_TYPE },
	{ "__signed__", KW_TYPE }, { "__signed", KW_TYPE }, { "_BitInt", KW_TYPE | KW_PAREN },
	{ "const", KW_QUAL }, { "volatile", KW_QUAL }, { "restrict", KW_QUAL },
	{ "__restrict", KW_QUAL }, { "__restrict__", KW_QUAL }, { "__const", KW_QUAL },
	{ "__const__", KW_QUAL }, { "__volatile__", KW_QUAL }, { "__volatile", KW_QUAL },
	{ "static", KW_QUAL }, { "extern", KW_QUAL }, { "register", KW_QUAL },
	{ "auto", KW_QUAL }, { "inline", KW_QUAL }, { "__inline", KW_QUAL },
	{ "__inline__", KW_QUAL }, { "_Thread_local", KW_QUAL }, { "thread_local", KW_QUAL },
	{ "__thread", KW_QUAL }, { "typedef", KW_QUAL }, { "__extension__", KW_QUAL },
	{ "constexpr", KW_QUAL }, { "_Noreturn", KW_QUAL }, { "noreturn", KW_QUAL },
	{ "_Atomic", KW_QUAL | KW_PAREN },
	{ "__attribute__", KW_PAREN | KW_ATTR }, { "__attribute", KW_PAREN | KW_ATTR },
	{ "__declspec", KW_PAREN | KW_ATTR }, { "_Alignas", KW_PAREN | KW_ATTR },
	{ "alignas", KW_PAREN | KW_ATTR }, { "__aligned", KW_PAREN | KW_ATTR },
	{ "__section", KW_PAREN | KW_ATTR }, { "__printf", KW_PAREN | KW_ATTR },
	{ "__scanf", KW_PAREN | KW_ATTR },
	{ "typeof", KW_PAREN }, { "__typeof__", KW_PAREN }, { "__typeof", KW_PAREN },
	{ "typeof_unqual", KW_PAREN }, { "__typeof_unqual__", KW_PAREN },
	{ "return", KW_STMT }, { "goto", KW_STMT }, { "case", KW_STMT },
	{ "default", KW_STMT }, { "if", KW_STMT }, { "else", KW_STMT }, { "while", KW_STMT },
	{ "for", KW_STMT }, { "do", KW_STMT }, { "switch", KW_STMT }, { "break", KW_STMT },
	{ "continue", KW_STMT }, { "sizeof", KW_STMT }, { "_Alignof", KW_STMT },
	{ "alignof", KW_STMT }, { "_Static_assert", KW_STMT }, { "static_assert", KW_STMT },
	{ "asm", KW_STMT }, { "__asm__", KW_STMT }, { "__asm", KW_STMT },
	{ "struct", KW_TAGGED }, { "union", KW_TAGGED }, { "enum", KW_TAGGED },
	{ "INIT_FOR_COMPILER", KW_ANNOT }, { "INIT_PTR_FOR_COMPILER", KW_ANNOT },
	{ "INIT_SCALAR_FOR_COMPILER", KW_ANNOT }, { "INIT_STRUCT_FOR_COMPILER", KW_ANNOT },
	{ "uninitialized_var", KW_LEGACY },
	/* a statement, an annotation: not a declaration's start, and not
	 * INIT_FOR_COMPILER(x)'s shape (assign_macro_sites()) */
	{ "ASSIGN_FOR_COMPILER", KW_STMT | KW_ANNOT },
};

/* The keywords by hash: a fixed table, filled once and only read after
 * (by every thread), of constant words. util_index (util.c) is the index
 * of a growing array, with a hash callback; this one needs neither, and
 * is asked about each identifier scan() classifies. */
#define KW_SLOTS 512u
static uint16_t kw_table[KW_SLOTS];	/* 1 + index into keywords, 0 = empty */

static uint32_t kw_hash(const char *p, size_t n)
{
	uint32_t h = 2166136261u;
	size_t i;

	for (i = 0; i < n; i++)
		h = (h ^ (unsigned char)p[i]) * 16777619u;
	return h;
}

void scan_init(void)
{
	size_t i;

	if (kw_table[kw_hash("int", 3) & (KW_SLOTS - 1)])
		return;
	for (i = 0; i < sizeof(keywords) / sizeof(keywords[0]); i++) {
		const char *w = keywords[i].word;
		uint32_t h = kw_hash(w, strlen(w)) & (KW_SLOTS - 1);

		while (kw_table[h])
			h = (h + 1) & (KW_SLOTS - 1);
		kw_table[h] = (uint16_t)(i + 1);
	}
}

unsigned scan_keyword(const char *p, size_t n)
{
	uint32_t h;

	if (n < 2 || n > 24)
		return 0;
	for (h = kw_hash(p, n) & (KW_SLOTS - 1); kw_table[h]; h = (h + 1) & (KW_SLOTS - 1)) {
		const char *w = keywords[kw_table[h] - 1].word;

		if (!strncmp(w, p, n) && w[n] == '\0')
			return keywords[kw_table[h] - 1].cls;
	}
	return 0;
}

/* Index after the bracket that closes the one at i (or n). */
static size_t skip_balanced(const struct scanner *s, size_t i)
{
	int depth = 0;

	for (; i < s->n; i++) {
		char c = s->pc[i];

		if (c == '(' || c == '[' || c == '{')
			depth++;
		else if ((c == ')' || c == ']' || c == '}') && --depth <= 0)
			return i + 1;
	}
	return s->n;
}

/* Index after the bracket that closes the '(' or '[' at i, within a
 * declarator: the same kind of bracket, and no ';', '{' or '}' inside (as
 * no declarator holds one); SIZE_MAX otherwise. */
static size_t skip_declarator(const struct scanner *s, size_t i)
{
	char stack[64];
	size_t depth = 0;

	for (; i < s->n; i++) {
		char c = s->pc[i];

		if (c == '(' || c == '[') {
			if (depth == sizeof(stack))
				return SIZE_MAX;
			stack[depth++] = c == '(' ? ')' : ']';
		} else if (c == ')' || c == ']') {
			if (!depth || stack[depth - 1] != c)
				return SIZE_MAX;
			if (--depth == 0)
				return i + 1;
		} else if (c == ';' || c == '{' || c == '}') {
			return SIZE_MAX;
		}
	}
	return SIZE_MAX;
}

/* A site of kind k whose variable is token name (an index into s->tv). */
static int add_site(struct scanner *s, enum site_kind k, size_t name, const char *cannot)
{
	struct scan_result *r = s->r;
	struct site *st;
	const struct token *t = &s->tv->v[name];

	if (GROW(r->sites, r->nsites, r->capsites, 16))
		return -1;
	st = &r->sites[r->nsites++];
	memset(st, 0, sizeof(*st));
	st->kind = k;
	st->name_tok = (uint32_t)name;
	st->line = t->line;
	st->col = t->col;
	tok_copy(s->b, t, st->name, sizeof(st->name));
	st->func = NO_TOK;
	st->tag = NO_TOK;
	st->decl_line = t->line;
	st->cannot = cannot;
	if (t->len >= sizeof(st->name) && !cannot)
		st->cannot = "name too long";
	return 0;
}

static void peel(const struct scanner *s, size_t *a, size_t *b);
static int const_value(const struct scanner *s, size_t a, size_t b);
static int macro_kind(const struct scanner *s, const struct token *t, unsigned cls,
		      const char **macro, uint32_t *shim);

/* Is tokens [a, b) a zero: 0, 0UL, 0.0, '\0', NULL, false, {0}, {}, { NULL, },
 * (type)0 - the initializers INIT_FOR_COMPILER() can take over unchanged. */
static int is_zero(const struct scanner *s, size_t a, size_t b)
{
	const struct token *t;

	peel(s, &a, &b);
	if (b <= a)
		return 0;
	if (is(s, a, "{")) {
		if (skip_balanced(s, a) != b)
			return 0;
		a++;
		b--;
		if (a == b)
			return 1;
		if (is(s, b - 1, ","))
			b--;
		return b > a && is_zero(s, a, b);	/* { 0 } and { { 0 } } */
	}
	if (is(s, a, "(")) {
		size_t c = skip_balanced(s, a), i;

		for (i = a + 1; i + 1 < c; i++)
			if (!is_kind(s, i, TK_IDENT) && !is(s, i, "*"))
				return 0;
		return c > a + 2 && is_zero(s, c, b);
	}
	if (b - a != 1)
		return 0;
	t = TOK(s, a);
	if (t->kind == TK_NUMBER) {
		char num[64];
		size_t i, n = tok_copy(s->b, t, num, sizeof(num));

		if (n >= sizeof(num))
			return 0;
		if (n > 2 && num[0] == '0' && (num[1] == 'x' || num[1] == 'X' ||
					       num[1] == 'b' || num[1] == 'B'))
			i = 2;
		else
			i = 0;
		for (; i < n && (num[i] == '0' || num[i] == '.' || num[i] == '\''); i++)
			;
		if (i == 0)
			return 0;
		for (; i < n; i++)
			if (!strchr("uUlLfF", num[i]))
				return 0;
		return 1;
	}
	if (t->kind == TK_CHAR)
		return tok_is(s->b, t, "'\\0'") || tok_is(s->b, t, "'\\x0'") ||
		       tok_is(s->b, t, "'\\000'");
	return tok_is(s->b, t, "NULL") || tok_is(s->b, t, "false") ||
	       tok_is(s->b, t, "nullptr");
}

/* Strip parentheses that enclose all of [*a, *b). */
static void peel(const struct scanner *s, size_t *a, size_t *b)
{
	while (*b - *a >= 2 && s->pc[*a] == '(' && skip_balanced(s, *a) == *b) {
		(*a)++;
		(*b)--;
	}
}

/* Is tokens [a, b) the name alone or `*(&(name))`, parentheses optional? */
static int is_self(const struct scanner *s, size_t a, size_t b, size_t name)
{
	const struct token *n = TOK(s, name), *t;

	peel(s, &a, &b);
	if (b - a >= 2 && s->pc[a] == '*') {
		a++;
		peel(s, &a, &b);
		if (b - a < 2 || s->pc[a] != '&')
			return 0;
		a++;
		peel(s, &a, &b);
	}
	if (b - a != 1)
		return 0;
	t = TOK(s, a);
	return t->kind == TK_IDENT && tok_same(s->b, t, n);
}

/* Comment tokens between code tokens ct[i] and ct[i+1]. */
static void comments_after(const struct scanner *s, size_t i, uint32_t *from, uint32_t *to)
{
	*from = i < s->n ? s->ct[i] + 1 : (uint32_t)s->tv->n;
	*to = i + 1 < s->n ? s->ct[i + 1] : (uint32_t)s->tv->n;
}

static int is_comment_tag_tok(const struct scanner *s, uint32_t k)
{
	const struct token *t = &s->tv->v[k];

	return t->kind == TK_COMMENT && !(t->flags & TF_PP) &&
	       scan_is_tag(s->b + t->off, t->len);
}

/* Line of the last byte of token t. */
static uint32_t end_line(const char *b, const struct token *t)
{
	uint32_t line = t->line;
	const char *p = b + t->off, *e = p + t->len;

	while ((p = memchr(p, '\n', (size_t)(e - p))) != NULL) {
		line++;
		p++;
	}
	return line;
}

struct decl {
	size_t name, eq, end;	/* code token indices; eq = 0 without '=' */
	int complex;		/* array, function or parenthesized */
	int ptr;		/* a '*', '&' or '^' before the name */
	int attr;		/* something between name and '=' */
	int noself;		/* an identifier right after a ')' there: never a
				 * self-init (the quick pass could not see it) */
};

/* Do the attributes starting at code token i end a declarator (so the
 * identifier before them is its name: int x __attribute__((unused)) = 0)? */
static int name_before_attr(const struct scanner *s, size_t i)
{
	while (has(s, i, KW_ATTR) && is(s, i + 1, "("))
		i = skip_balanced(s, i + 1);
	return is(s, i, "=") || is(s, i, ";") || is(s, i, ",") || is(s, i, "[");
}

/*
 * The tag just before the declaration that starts at code token i, or
 * NO_TOK: the last comment between the code token before it and i, when
 * that comment starts on a later line than that code token (it is not a
 * trailing comment of the statement before), ends on i's line, the line
 * above or the one above that (one blank line between: nothing else, as
 * it is the last token before i), and holds no ';' (commented-out code is
 * no tag).
 */
static uint32_t tag_before(const struct scanner *s, size_t i)
{
	const struct token *c;
	uint32_t from, to;

	if (i == 0)
		return NO_TOK;
	comments_after(s, i - 1, &from, &to);
	if (to == from)
		return NO_TOK;
	c = &s->tv->v[to - 1];
	if (c->kind == TK_COMMENT && !(c->flags & TF_PP) &&
	    c->line > TOK(s, i - 1)->line &&
	    end_line(s->b, c) + 2 >= TOK(s, i)->line &&
	    !memchr(s->b + c->off, ';', c->len) &&
	    scan_is_tag(s->b + c->off, c->len))
		return to - 1;
	return NO_TOK;
}

/* After the template arguments whose '<' is code token i: the index past
 * the '>' that closes them (">>" closes two), or SIZE_MAX when none does
 * before a ';', '{' or '}'. */
static size_t skip_template(const struct scanner *s, size_t i)
{
	int depth = 0;

	for (; i < s->n; i++) {
		char c = s->pc[i];

		if (c == ';' || c == '{' || c == '}')
			return SIZE_MAX;
		if (c == '(' || c == '[') {
			i = skip_balanced(s, i) - 1;
		} else if (c == '<') {
			depth++;
		} else if (c == '>' || is(s, i, ">>")) {
			depth -= c == '>' ? 1 : 2;
			if (depth <= 0)
				return depth == 0 ? i + 1 : SIZE_MAX;
		}
	}
	return SIZE_MAX;
}

/* A C++ type name from code token i: [::] NAME [<...>] (:: NAME [<...>])...
 * The index after it, or SIZE_MAX when there is none that holds a '::' or
 * template arguments (a plain NAME is parse_specifiers()' business). */
static size_t cxx_type_name(const struct scanner *s, size_t i)
{
	size_t j = i;
	int cxx = 0;

	if (is(s, j, "::")) {
		j++;
		cxx = 1;
	}
	for (;;) {
		if (!is_kind(s, j, TK_IDENT) || has(s, j, KW_STMT))
			return SIZE_MAX;
		j++;
		if (is(s, j, "<")) {
			if ((j = skip_template(s, j)) == SIZE_MAX)
				return SIZE_MAX;
			cxx = 1;
		}
		if (!is(s, j, "::"))
			return cxx ? j : SIZE_MAX;
		j++;
		cxx = 1;
	}
}

/* Does a declarator start at code token j after a type name: a name, or a
 * '*', '&' or '&&' (a pointer or a C++ reference)? */
static int declarator_follows(const struct scanner *s, size_t j)
{
	return (is_kind(s, j, TK_IDENT) && !has(s, j, KW_STMT)) || is(s, j, "*") ||
	       is(s, j, "&") || is(s, j, "&&");
}

/*
 * The declaration specifiers from code token i: the index after them, or
 * SIZE_MAX when what starts at i is no declaration. *atomic is set when
 * they hold _Atomic.
 */
static size_t parse_specifiers(const struct scanner *s, size_t i, int *atomic)
{
	size_t j = i, nspec = 0;
	int saw_type = 0;

	for (;;) {
		size_t q;

		if (!saw_type && (q = cxx_type_name(s, j)) != SIZE_MAX) {
			if (!declarator_follows(s, q))
				return SIZE_MAX;
			saw_type = 1;	/* std::string, ns::T<int>, ::T */
			j = q;
			nspec++;
			continue;
		}
		if (!is_kind(s, j, TK_IDENT))
			break;
		if (has(s, j, KW_STMT))
			return SIZE_MAX;
		if (has(s, j, KW_TAGGED)) {
			j++;
			while (has(s, j, KW_PAREN) && is(s, j + 1, "("))
				j = skip_balanced(s, j + 1);
			if (is_kind(s, j, TK_IDENT))
				j++;
			if (is(s, j, "{"))
				j = skip_balanced(s, j);
			saw_type = 1;
		} else if (has(s, j, KW_PAREN) && is(s, j + 1, "(")) {
			if (!has(s, j, KW_ATTR))
				saw_type = 1;
			if (is(s, j, "_Atomic"))
				*atomic = 1;
			j = skip_balanced(s, j + 1);
		} else if (has(s, j, KW_TYPE)) {
			saw_type = 1;
			j++;
		} else if (has(s, j, KW_QUAL) || is(s, j, "_Atomic")) {
			if (is(s, j, "_Atomic"))
				*atomic = 1;
			j++;
		} else if (is_kind(s, j + 1, TK_IDENT) && !has(s, j + 1, KW_STMT) &&
			   !(has(s, j + 1, KW_ATTR) && name_before_attr(s, j + 1))) {
			saw_type = 1;	/* typedef name or attribute macro */
			j++;
		} else if ((is(s, j + 1, "*") || is(s, j + 1, "&") || is(s, j + 1, "&&")) &&
			   !saw_type) {
			saw_type = 1;	/* typedef name, then a pointer or reference */
			j++;
			nspec++;
			break;
		} else {
			break;		/* the declarator's name */
		}
		nspec++;
	}
	return nspec && saw_type ? j : SIZE_MAX;
}

/* The initializer after the '=' at code token j, into dc->eq: the index
 * of the ',' or ';' after it (brackets balanced), or SIZE_MAX when there is
 * none. */
static size_t initializer(const struct scanner *s, size_t j, struct decl *dc)
{
	dc->eq = j++;
	while (j < s->n && !is(s, j, ",") && !is(s, j, ";")) {
		if (is(s, j, "(") || is(s, j, "[") || is(s, j, "{"))
			j = skip_balanced(s, j);
		else if (is(s, j, ")") || is(s, j, "]") || is(s, j, "}"))
			return SIZE_MAX;
		else
			j++;
	}
	return j == dc->eq + 1 ? SIZE_MAX : j;
}

/*
 * One declarator from code token j, with its bit-field width or its
 * initializer, into *dc: the index of the ',' or ';' after it, or SIZE_MAX
 * when it is no declarator.
 */
static size_t parse_declarator(const struct scanner *s, size_t j, struct decl *dc)
{
	while (is(s, j, "*") || is(s, j, "&") || is(s, j, "&&") || has(s, j, KW_QUAL) ||
	       is(s, j, "_Atomic") ||
	       (is_kind(s, j, TK_IDENT) &&
		(is(s, j + 1, "*") ||
		 (is_kind(s, j + 1, TK_IDENT) &&
		  !(has(s, j + 1, KW_ATTR) && name_before_attr(s, j + 1)))))) {
		dc->ptr |= s->pc[j] == '*' || is(s, j, "&") || is(s, j, "&&");
		j++;
	}
	if (is_kind(s, j, TK_IDENT)) {
		dc->name = j++;
	} else if (is(s, j, "(") && (is(s, j + 1, "*") || is(s, j + 1, "^"))) {
		dc->ptr = 1;
		size_t c = skip_declarator(s, j), k;

		if (c == SIZE_MAX)
			return SIZE_MAX;
		for (k = j + 1; k < c && !is_kind(s, k, TK_IDENT); k++)
			;
		if (k >= c)
			return SIZE_MAX;
		dc->name = k;
		dc->complex = 1;
		j = c;
	} else {
		return SIZE_MAX;
	}
	while (is(s, j, "[") || is(s, j, "(")) {
		j = skip_declarator(s, j);
		if (j == SIZE_MAX)
			return SIZE_MAX;
		dc->complex = 1;
	}
	while (is_kind(s, j, TK_IDENT) && !has(s, j, KW_STMT) &&
	       !has(s, j, KW_TYPE) && !has(s, j, KW_QUAL) &&
	       !has(s, j, KW_TAGGED)) {
		dc->attr = 1;
		if (is(s, j - 1, ")"))
			dc->noself = 1;
		j++;
		if (is(s, j, "(") && (j = skip_declarator(s, j)) == SIZE_MAX)
			return SIZE_MAX;
	}
	if (is(s, j, ":")) {	/* bit-field */
		while (j < s->n && !is(s, j, ",") && !is(s, j, ";"))
			j++;
	}
	if (is(s, j, "=") && (j = initializer(s, j, dc)) == SIZE_MAX)
		return SIZE_MAX;
	if (!is(s, j, ",") && !is(s, j, ";"))
		return SIZE_MAX;
	dc->end = j;
	return j;
}

/* Do the braces at code token i hold a list (a ',' or a designator's '='):
 * an aggregate's elements, whose comments are about them? */
static int list_braces(const struct scanner *s, size_t i)
{
	size_t e = skip_balanced(s, i), k;

	for (k = i + 1; k + 1 < e; k++)
		if (s->pc[k] == ',' || s->pc[k] == '=')
			return 1;
	return 0;
}

/* (a) A tag inside declarator d or its initializer, but not in a statement
 * expression ({ ... }) there, whose declarations have their own tags, nor
 * in braces that hold a list (list_braces()). */
static uint32_t tag_inside(const struct scanner *s, const struct decl *dc)
{
	size_t ci;
	uint32_t k;

	for (ci = dc->name; ci < dc->end; ci++) {
		if (s->pc[ci] == '{' && ci > dc->name &&
		    (s->pc[ci - 1] == '(' || list_braces(s, ci))) {
			ci = skip_balanced(s, ci) - 1;	/* its '}' */
			if (ci >= dc->end)
				break;
		}
		for (k = s->ct[ci] + 1; k < s->ct[ci + 1]; k++)
			if (is_comment_tag_tok(s, k))
				return k;
	}
	return NO_TOK;
}

/*
 * (b) A tag after declarator d's ',' or ';' on the same line. After a ',',
 * the tag after the ';' when no line break separates one declarator from
 * the next up to the ';' (int e = 0, f = 0; / * GCC * / tags both). Only
 * the gaps between declarators count, never a line break inside one:
 * convert removes those, and must not change what a tag tags.
 */
static uint32_t tag_after(const struct scanner *s, size_t d, size_t ndecl)
{
	const struct decl *decls = s->decls;
	size_t end = decls[d].end, e;
	uint32_t k, from, to;

	if (is(s, end, ",")) {
		for (e = d; e + 1 < ndecl &&
		     TOK(s, decls[e].end)->line == TOK(s, decls[e + 1].name)->line; e++)
			;
		if (e + 1 == ndecl)
			end = decls[ndecl - 1].end;
	}
	comments_after(s, end, &from, &to);
	for (k = from; k < to; k++) {
		const struct token *c = &s->tv->v[k];

		if (c->kind != TK_COMMENT || c->line != TOK(s, end)->line)
			break;
		if (is(s, end, ",") && to < s->tv->n && s->tv->v[to].line == c->line)
			break;	/* the next declarator is on this line */
		if (is_comment_tag_tok(s, k))
			return k;
	}
	return NO_TOK;
}

/* Is code token i the name of a shim (other than uninitialized_var, a
 * KW_LEGACY word) that this file does not define as its own? */
static int shim_named(const struct scanner *s, size_t i)
{
	const char *macro = NULL;
	uint32_t shim;

	return s->sh && macro_kind(s, TOK(s, i), class_of(s, i), &macro, &shim) == 2;
}

/* Does comment token k hold the name of code token i as a whole word? */
static int comment_names(const struct scanner *s, uint32_t k, size_t i)
{
	const struct token *c = &s->tv->v[k], *t = TOK(s, i);
	const char *p = s->b + c->off, *e = p + c->len, *q;
	char name[64];
	size_t n = tok_copy(s->b, t, name, sizeof(name));

	if (n >= sizeof(name))
		return 0;
	for (q = p; (q = util_memmem(q, (size_t)(e - q), name, n)) != NULL; q++)
		if ((q == p || !is_ident_byte(q[-1])) && (q + n == e || !is_ident_byte(q[n])))
			return 1;
	return 0;
}

/* Does comment token k name some declarator of the ndecl just parsed (the
 * variable, for INIT_FOR_COMPILER(x) and uninitialized_var(x): what
 * convert made of one is the same declarator)? */
static int names_some(const struct scanner *s, uint32_t k, size_t ndecl)
{
	size_t d, i;

	for (d = 0; d < ndecl; d++) {
		i = s->decls[d].name;
		if (has(s, i, KW_ANNOT | KW_LEGACY) && is(s, i + 1, "(") && is_kind(s, i + 2, TK_IDENT))
			i += 2;
		if (comment_names(s, k, i))
			return 1;
	}
	return 0;
}

/*
 * The site of declarator d of the ndecl just parsed, if it is one: a
 * self-init, or an initializer with a tag (inside it, after it, or before
 * the declaration: before, which tags each of its declarators, whatever
 * the others hold). 0, or -1 when out of memory.
 */
static int decl_site(struct scanner *s, size_t d, size_t ndecl, int atomic, uint32_t before)
{
	const struct decl *dc = &s->decls[d];
	const char *cannot = NULL;
	uint32_t tag = NO_TOK;
	enum site_kind kind;
	struct site *st;

	/* uninitialized_var(x) = ..., INIT_FOR_COMPILER(x) = ..., a shim's
	 * UNINIT_VAR(x) = ...: the macro is the site (macro_sites), whichever
	 * it is */
	if (!dc->eq || has(s, dc->name, KW_ANNOT | KW_LEGACY) || shim_named(s, dc->name))
		return 0;
	if (dc->complex)
		cannot = "array, function or parenthesized declarator: convert leaves it to you (an array's bounds can go inside: INIT_FOR_COMPILER(buf[4]))";
	else if (atomic)
		cannot = "_Atomic type: clang rejects INIT_FOR_COMPILER() there";
	else if (dc->attr)
		cannot = "attribute between the name and the initializer";
	/* the tag: a self-init needs none, but convert reads the one it has;
	 * one after or before the declaration that names some of its
	 * declarators is theirs alone */
	tag = tag_inside(s, dc);
	if (tag == NO_TOK) {
		tag = tag_after(s, d, ndecl);
		if (tag == NO_TOK)
			tag = before;
		if (tag != NO_TOK && ndecl > 1 && !comment_names(s, tag, dc->name) &&
		    names_some(s, tag, ndecl))
			tag = NO_TOK;
	}
	if (!dc->noself && is_self(s, dc->eq + 1, dc->end, dc->name)) {
		kind = SK_SELF_INIT;
	} else {
		/* a value the program computes is no dummy, whatever its
		 * comment says (const_value()) */
		if (tag == NO_TOK || !const_value(s, dc->eq + 1, dc->end))
			return 0;
		kind = SK_COMMENT_INIT;
		if (!cannot && !is_zero(s, dc->eq + 1, dc->end))
			cannot = "initializer is not a zero: INIT_FOR_COMPILER() would change the value";
	}
	if (s->seen[dc->name])
		return 0;
	s->seen[dc->name] = 1;
	if (add_site(s, kind, s->ct[dc->name], cannot))
		return -1;
	st = &s->r->sites[s->r->nsites - 1];
	st->tag = tag;
	st->rep_start = TOK(s, dc->name)->off;
	st->rep_end = TOK(s, dc->end - 1)->off + TOK(s, dc->end - 1)->len;
	return 0;
}

/*
 * Parse a declaration starting at code token i. On success returns 1, with
 * *next after its ';', and has recorded its self-init and comment-init sites.
 * Returns 0 (*next is i) when it is not a declaration, -1 when out of
 * memory.
 */
static int parse_decl(struct scanner *s, size_t i, size_t *next)
{
	size_t j, ndecl = 0, d;
	int atomic = 0;
	uint32_t before;

	*next = i;
	if ((!is_kind(s, i, TK_IDENT) && !is(s, i, "::")) || has(s, i, KW_STMT))
		return 0;
	j = parse_specifiers(s, i, &atomic);
	if (j == SIZE_MAX)
		return 0;
	for (;;) {
		struct decl dc = { 0, 0, 0, 0, 0, 0, 0 };

		j = parse_declarator(s, j, &dc);
		if (j == SIZE_MAX)
			return 0;
		if (GROW(s->decls, ndecl, s->capdecls, 16))
			return -1;
		s->decls[ndecl++] = dc;
		if (is(s, j++, ";"))
			break;
	}
	*next = j;
	before = tag_before(s, i);
	for (d = 0; d < ndecl; d++) {
		if (decl_site(s, d, ndecl, atomic, before))
			return -1;
		if (GROW(s->vars, s->nvars, s->capvars, 32))
			return -1;
		s->vars[s->nvars].name = s->decls[d].name;
		s->vars[s->nvars++].ptr = s->decls[d].ptr;
	}
	return 1;
}

/* Is there an _Atomic between the statement start and code token i? */
static int atomic_before(const struct scanner *s, size_t i)
{
	while (i-- > 0) {
		if (is(s, i, ";") || is(s, i, "{") || is(s, i, "}"))
			return 0;
		if (is(s, i, "_Atomic"))
			return 1;
	}
	return 0;
}

/*
 * The first code token of the declaration that holds code token i, for
 * decl_line: back to a ';', '{' or '}' outside it, skipping balanced
 * groups; a '{...}' that is a struct, union or enum body or an initializer
 * belongs to the declaration. i itself when in doubt.
 */
static size_t decl_start(const struct scanner *s, size_t i)
{
	size_t j = i;

	while (j > 0) {
		char c = s->pc[j - 1];

		if (c == ';' || c == '{')
			break;
		if (c == ')' || c == ']' || c == '}') {
			size_t k = j - 1;
			int depth = 0;

			for (;; k--) {
				char d = s->pc[k];

				if (d == ')' || d == ']' || d == '}')
					depth++;
				else if ((d == '(' || d == '[' || d == '{') && --depth == 0)
					break;
				if (k == 0)
					return i;
			}
			if (c == '}') {
				/* a body of ours: struct/union/enum [tag] { or = { or , { */
				size_t t = k;

				if (t > 0 && is_kind(s, t - 1, TK_IDENT) && !has(s, t - 1, KW_TAGGED))
					t--;
				if (!(t > 0 && (has(s, t - 1, KW_TAGGED) || s->pc[t - 1] == '=' ||
						s->pc[t - 1] == ',')))
					break;	/* the end of the statement before */
			}
			j = k;
			continue;
		}
		j--;
	}
	return j;
}

/* INIT_FOR_COMPILER(x) and uninitialized_var(x), wherever they are called.
 * decl_line is where the declaration starts: clang's "declared here" note
 * points there, not at the name. */
/*
 * The tag of the legacy macro at code token i, for convert (which drops a
 * tag that says no more than the macro): one after the ';' that ends the
 * declaration right after uninitialized_var(x), on the same line, or one
 * just before the declaration (tag_before).
 */
static uint32_t legacy_tag(const struct scanner *s, size_t i)
{
	uint32_t k, from, to;

	if (is(s, i + 4, ";")) {
		comments_after(s, i + 4, &from, &to);
		for (k = from; k < to; k++) {
			const struct token *c = &s->tv->v[k];

			if (c->kind != TK_COMMENT || c->line != TOK(s, i + 4)->line)
				break;
			if (is_comment_tag_tok(s, k))
				return k;
		}
	}
	return tag_before(s, decl_start(s, i));
}

/* After the array bounds from code token i on ("[4][N]" of
 * INIT_FOR_COMPILER(buf[4][N]), an array's declarator): the index of the
 * first token after them, i when there are none, s->n when a bound does
 * not close before a ';', '{' or '}'. */
static size_t after_bounds(const struct scanner *s, size_t i)
{
	while (i < s->n && s->pc[i] == '[') {
		int depth = 0;

		for (; i < s->n; i++) {
			char c = s->pc[i];

			if (c == ';' || c == '{' || c == '}')
				return s->n;
			if (c == '[')
				depth++;
			else if (c == ']' && --depth == 0)
				break;
		}
		if (i == s->n)
			return s->n;
		i++;
	}
	return i;
}

/*
 * Is the identifier t (its KW_* classes cls) a macro whose call on a name
 * is a site: 1 for an annotation, 2 for a legacy macro, with *macro its
 * name (and *shim its index in s->sh); else 0. ASSIGN_FOR_COMPILER takes
 * two arguments: assign_macro_sites() finds it. The annotation macros are
 * 17, 21 or 24 bytes long; a shim's length is one of sh->lens.
 */
static int macro_kind(const struct scanner *s, const struct token *t, unsigned cls,
		      const char **macro, uint32_t *shim)
{
	static const char *const annot[] = {
		"INIT_FOR_COMPILER", "INIT_PTR_FOR_COMPILER", "INIT_SCALAR_FOR_COMPILER",
		"INIT_STRUCT_FOR_COMPILER",
	};
	char tmp[SHIM_NAME_MAX];
	size_t n, k;
	long i;

	if ((cls & KW_ANNOT) && !(cls & KW_STMT)) {
		n = tok_copy(s->b, t, tmp, sizeof(tmp));
		for (k = 0; k < sizeof(annot) / sizeof(annot[0]); k++)
			if (strlen(annot[k]) == n && !memcmp(annot[k], tmp, n))
				*macro = annot[k];
		return 1;
	}
	*shim = 0;
	if (!s->sh) {
		*macro = "uninitialized_var";
		return (cls & KW_LEGACY) ? 2 : 0;
	}
	if (!(t->flags & TF_SPLICED) && (t->len >= 64 || !(s->sh->lens & ((uint64_t)1 << t->len))))
		return 0;
	n = tok_copy(s->b, t, tmp, sizeof(tmp));
	if (n >= sizeof(tmp) || (i = shims_find(s->sh, tmp, n)) < 0 || (s->local && s->local[i]))
		return 0;
	*macro = s->sh->names[i];
	*shim = (uint32_t)i;
	return 2;
}

/* Is code token i inside braces (a function body, at file scope)? */
static int in_braces(const struct scanner *s, size_t i)
{
	size_t k;
	long depth = 0;

	for (k = 0; k < i; k++)
		depth += (s->pc[k] == '{') - (s->pc[k] == '}');
	return depth > 0;
}

/* Is the legacy macro at code token i used as a statement, not in a
 * declaration: in braces, after a ';', '{', '}' or ':', or after the ')'
 * of if, while, for or switch (`if (c) UNINIT(x);`)? */
static int statement_use(const struct scanner *s, size_t i)
{
	size_t k;
	int depth = 0;

	if (i == 0 || !strchr(";{}:)", s->pc[i - 1]) || !s->pc[i - 1] || !in_braces(s, i))
		return 0;
	if (s->pc[i - 1] != ')')
		return 1;
	for (k = i - 1; k > 0; k--) {
		if (s->pc[k] == ')')
			depth++;
		else if (s->pc[k] == '(' && --depth == 0)
			return has(s, k - 1, KW_STMT);
	}
	return 0;
}

static const char cannot_array[] =
	"array or function declarator: INIT_FOR_COMPILER() cannot take it";

/* A legacy macro used as a statement: no site (it declares nothing; as a
 * statement x = x is a lint's "used" mark), counted for its shim. */
static int add_statement(struct scanner *s, uint32_t shim)
{
	struct scan_result *r = s->r;

	if (GROW(r->stmt, r->nstmt, r->capstmt, 8))
		return -1;
	r->stmt[r->nstmt++] = shim;
	return 0;
}

static int macro_sites(struct scanner *s)
{
	size_t i;

	for (i = 0; i + 3 < s->n; i++) {
		const struct token *t;
		const char *cannot = NULL, *macro = NULL;
		struct site *st;
		uint32_t shim;
		int kind;

		if (s->pc[i] || !is_kind(s, i, TK_IDENT))
			continue;
		t = TOK(s, i);
		kind = macro_kind(s, t, class_of(s, i), &macro, &shim);
		if (!kind || !is(s, i + 1, "(") || !is_kind(s, i + 2, TK_IDENT) ||
		    !is(s, kind == 2 ? i + 3 : after_bounds(s, i + 3), ")"))
			continue;
		if (kind == 2 && statement_use(s, i)) {
			if (add_statement(s, shim))
				return -1;
			continue;
		}
		if (kind == 2 && (is(s, i + 4, "[") || is(s, i + 4, "(")))
			cannot = cannot_array;
		else if (kind == 2 && atomic_before(s, i))
			cannot = "_Atomic type: clang rejects INIT_FOR_COMPILER() there";
		if (add_site(s, kind == 2 ? SK_LEGACY : SK_ANNOTATION, s->ct[i + 2], cannot))
			return -1;
		st = &s->r->sites[s->r->nsites - 1];
		st->macro = macro;
		st->rep_start = t->off;
		st->rep_end = t->off + t->len;
		st->decl_line = TOK(s, decl_start(s, i))->line;
		if (kind == 2)
			st->tag = legacy_tag(s, i);
	}
	return 0;
}

/* ------------------------------------------------- sites in #define bodies */

/* The next token of the directive after j that is no comment, or tv->n at
 * its end. */
static size_t dnext(const struct tokvec *tv, size_t j)
{
	for (j++; j < tv->n && (tv->v[j].flags & TF_PP) && !(tv->v[j].flags & TF_HASH); j++)
		if (tv->v[j].kind != TK_COMMENT)
			return j;
	return tv->n;
}

static int dpunct(const struct scanner *s, size_t j, char c)
{
	const struct token *t = &s->tv->v[j];

	return j < s->tv->n && t->kind == TK_PUNCT && t->len == 1 && s->b[t->off] == c;
}

/* The parameters of the function-like #define whose name is token m: the
 * first of them at *first, their number (0 for none or an object-like
 * macro); *body: the first token of the replacement list. */
static size_t define_params(const struct scanner *s, size_t m, size_t *first, size_t *body)
{
	const struct tokvec *tv = s->tv;
	size_t j = m + 1, n = 0;

	*first = *body = dnext(s->tv, m);
	if (j >= tv->n || !dpunct(s, j, '(') || tv->v[j].off != tv->v[m].off + tv->v[m].len)
		return 0;
	for (j = dnext(tv, j); j < tv->n && !dpunct(s, j, ')'); j = dnext(tv, j))
		if (tv->v[j].kind == TK_IDENT && !n++)
			*first = j;
	*body = j < tv->n ? dnext(tv, j) : tv->n;
	return n;
}

/* Is token x one of the n parameters from first (up to the ')')? */
static int is_param(const struct scanner *s, size_t first, size_t n, size_t x)
{
	size_t j;

	for (j = first; n && j < s->tv->n && !dpunct(s, j, ')'); j = dnext(s->tv, j))
		if (s->tv->v[j].kind == TK_IDENT && tok_same(s->b, &s->tv->v[j], &s->tv->v[x]))
			return 1;
	return 0;
}

/* A macro site at token j of a #define body: 0 (none, or recorded), -1 out
 * of memory. */
static int define_site(struct scanner *s, size_t j, size_t first, size_t np, size_t prev)
{
	const struct tokvec *tv = s->tv;
	const struct token *t = &tv->v[j];
	const char *macro = NULL, *cannot = NULL;
	size_t lp = dnext(tv, j), x = dnext(tv, lp), rp = dnext(tv, x), after;
	char tmp[32];
	unsigned cls = 0;
	struct site *st;
	uint32_t shim;
	int kind;

	if (t->kind != TK_IDENT || x >= tv->n || !dpunct(s, lp, '(') || tv->v[x].kind != TK_IDENT)
		return 0;
	if (tok_copy(s->b, t, tmp, sizeof(tmp)) < sizeof(tmp))
		cls = scan_keyword(tmp, strlen(tmp));
	kind = macro_kind(s, t, cls, &macro, &shim);
	while (kind == 1 && dpunct(s, rp, '[')) {
		int depth = 0;

		for (; rp < tv->n; rp = dnext(tv, rp))
			if (dpunct(s, rp, '['))
				depth++;
			else if (dpunct(s, rp, ']') && --depth == 0)
				break;
		rp = dnext(tv, rp);
	}
	if (!kind || !dpunct(s, rp, ')') || is_param(s, first, np, x))
		return 0;
	after = dnext(tv, rp);
	if (kind == 2 && (dpunct(s, prev, ';') || dpunct(s, prev, '{') || dpunct(s, prev, '}')))
		return add_statement(s, shim);
	if (kind == 2 && (dpunct(s, after, '[') || dpunct(s, after, '(')))
		cannot = cannot_array;
	if (add_site(s, kind == 2 ? SK_LEGACY : SK_ANNOTATION, x, cannot))
		return -1;
	st = &s->r->sites[s->r->nsites - 1];
	st->macro = macro;
	st->in_define = 1;
	st->rep_start = t->off;
	st->rep_end = t->off + t->len;
	return 0;
}

/* The macro sites in the bodies of #define directives: a call of an
 * annotation or legacy macro on an identifier that is not one of the
 * #define's parameters. */
static int define_sites(struct scanner *s)
{
	const struct tokvec *tv = s->tv;
	size_t k;

	for (k = 0; k < tv->n; k++) {
		size_t d, m, first, body, np, j, prev;

		if (!(tv->v[k].flags & TF_HASH))
			continue;
		d = dnext(tv, k);
		if (d >= tv->n || !tok_is(s->b, &tv->v[d], "define"))
			continue;
		m = dnext(tv, d);
		if (m >= tv->n || tv->v[m].kind != TK_IDENT)
			continue;
		np = define_params(s, m, &first, &body);
		for (j = body, prev = m; j < tv->n; prev = j, j = dnext(tv, j))
			if (define_site(s, j, first, np, prev))
				return -1;
		if (prev > k)
			k = prev;	/* the directive's last token */
	}
	return 0;
}

/* ------------------------------------------------ assignment statements */

/*
 * comment-assign: a statement `LV = [LV =]... VALUE;` with a tag, whose
 * VALUE is a constant (const_value()). An LV is `*`... then a name or a
 * parenthesized LV, then `[...]`, `.name` or `->name` any number of times.
 * The statement starts where a declaration may (decl_sites()), or after
 * the `)` of if, while, for and switch, or after else and do.
 */

/* The lvalue from code token j: the index after it, or SIZE_MAX when there
 * is none. *key: its last name outside brackets (out of *out, m of s->m, a
 * of a[i]); *root: its first (s of s->m); *deref: set when the value goes
 * through a pointer (a '*' or "->"). depth bounds the parentheses. */
static size_t parse_lvalue(const struct scanner *s, size_t j, size_t *key, size_t *root,
			   int *deref, int depth)
{
	while (is(s, j, "*")) {
		*deref = 1;
		j++;
	}
	if (is(s, j, "(") && depth < 16) {
		size_t e = skip_declarator(s, j);

		if (e == SIZE_MAX || parse_lvalue(s, j + 1, key, root, deref, depth + 1) != e - 1)
			return SIZE_MAX;
		j = e;
	} else if (is_kind(s, j, TK_IDENT) && !class_of(s, j)) {
		*key = *root = j++;
	} else {
		return SIZE_MAX;
	}
	for (;;) {
		if (is(s, j, "[")) {
			if ((j = skip_declarator(s, j)) == SIZE_MAX)
				return SIZE_MAX;
		} else if ((is(s, j, ".") || is(s, j, "->")) && is_kind(s, j + 1, TK_IDENT)) {
			*deref |= s->pc[j] != '.';
			*key = j + 1;
			j += 2;
		} else {
			return j;
		}
	}
}

/* A name that stands for a constant: NULL, nullptr, true, false, or one
 * whose first letter is a capital (a macro or an enumeration constant by
 * convention: NF_DROP, AccessExclusiveLock, _PAGE_NONE). */
static int const_name(const struct scanner *s, size_t i)
{
	const struct token *t = TOK(s, i);
	const char *p = s->b + t->off, *e = p + t->len;

	if (tok_is(s->b, t, "NULL") || tok_is(s->b, t, "nullptr") || tok_is(s->b, t, "true") ||
	    tok_is(s->b, t, "false"))
		return 1;
	while (p < e && *p == '_')
		p++;
	return p < e && *p >= 'A' && *p <= 'Z';
}

/* Is [a, b) a list of constants separated by commas (an initializer's
 * braces, a call's arguments)? An empty list is one. */
static int const_list(const struct scanner *s, size_t a, size_t b)
{
	size_t i = a, start = a;

	for (; i <= b; i++) {
		if (i < b && (s->pc[i] == '(' || s->pc[i] == '[' || s->pc[i] == '{')) {
			i = skip_balanced(s, i) - 1;
			continue;
		}
		if (i < b && s->pc[i] != ',')
			continue;
		if (i > start && !const_value(s, start, i))
			return 0;
		start = i + 1;
	}
	return 1;
}

/* Are [a, b) the tokens of a cast's type: names, '*', and the brackets of
 * an array type with a constant or nothing in them ((int[]){ 0 })? */
static int cast_type(const struct scanner *s, size_t a, size_t b)
{
	size_t i;

	for (i = a; i < b; i++) {
		if (is(s, i, "[")) {
			size_t e = skip_balanced(s, i);

			if (e > b || (e > i + 2 && !const_value(s, i + 1, e - 1)))
				return 0;
			i = e - 1;
		} else if (!is_kind(s, i, TK_IDENT) && !is(s, i, "*")) {
			return 0;
		}
	}
	return b > a && is_kind(s, a, TK_IDENT);
}

/* A call at code token i (a name, then '('): the index after it when the
 * name is a constant's (const_name(): a macro, ERR_PTR(-EINVAL)) and its
 * arguments are constants, else SIZE_MAX. sizeof(...) is a constant
 * whatever it holds. A function's call, kmalloc(4, GFP_KERNEL), is no
 * constant. */
static size_t const_call(const struct scanner *s, size_t i, size_t b)
{
	size_t e = skip_balanced(s, i + 1);

	if (e > b)
		return SIZE_MAX;
	if (tok_is(s->b, TOK(s, i), "sizeof"))
		return e;
	if (!const_name(s, i))
		return SIZE_MAX;
	return const_list(s, i + 2, e - 1) ? e : SIZE_MAX;
}

/* Is [a, b) a constant: numbers, characters, const_name()s, calls of
 * constants, casts, braces of constants, and the operators between
 * them? A string, a variable, a member or an element is none. */
static int const_value(const struct scanner *s, size_t a, size_t b)
{
	static const char ops[] = "-+~!*/%<>&|^?:";
	size_t i = a;

	if (a >= b)
		return 0;
	while (i < b) {
		const struct token *t = TOK(s, i);
		size_t e;

		if (t->kind == TK_NUMBER || t->kind == TK_CHAR) {
			i++;
		} else if (t->kind == TK_IDENT && is(s, i + 1, "(")) {
			if ((i = const_call(s, i, b)) == SIZE_MAX)
				return 0;
		} else if (t->kind == TK_IDENT) {
			if (!const_name(s, i))
				return 0;
			i++;
		} else if (s->pc[i] == '(' || s->pc[i] == '{') {
			if ((e = skip_balanced(s, i)) > b)
				return 0;
			if (s->pc[i] == '{' ? !const_list(s, i + 1, e - 1)
			    : !(cast_type(s, i + 1, e - 1) && e < b) && !const_value(s, i + 1, e - 1))
				return 0;
			i = e;
		} else if (t->kind == TK_PUNCT && s->b[t->off] != '=' &&
			   memchr(ops, s->b[t->off], sizeof(ops) - 1) &&
			   !tok_is(s->b, t, "->") && !tok_is(s->b, t, "--") && !tok_is(s->b, t, "++") &&
			   (t->len == 1 || s->b[t->off + t->len - 1] != '=' || tok_is(s->b, t, "==") ||
			    tok_is(s->b, t, "!=") || tok_is(s->b, t, "<=") || tok_is(s->b, t, ">="))) {
			i++;
		} else {
			return 0;
		}
	}
	return 1;
}

/* The first code token of the label (default:, case X:, name:) whose ':'
 * is code token c, or SIZE_MAX when that ':' ends no label. */
static size_t label_start(const struct scanner *s, size_t c)
{
	size_t k;

	if (c >= 1 && is(s, c - 1, "default"))
		return c - 1;
	if (c >= 1 && is_kind(s, c - 1, TK_IDENT) && !class_of(s, c - 1) &&
	    (c == 1 || (s->pc[c - 2] && strchr(";{}:", s->pc[c - 2]))))
		return c - 1;
	for (k = c; k-- > 0;) {
		if (s->pc[k] && strchr(";{}", s->pc[k]))
			return SIZE_MAX;
		if (is(s, k, "case"))
			return k;
	}
	return SIZE_MAX;
}

/* Does the statement before code token l fall through into it: is it
 * `fallthrough;` or `__attribute__((fallthrough));`? */
static int falls_into(const struct scanner *s, size_t l)
{
	size_t k;

	if (l < 2 || !is(s, l - 1, ";"))
		return 0;
	for (k = l - 1; k-- > 0 && (s->pc[k] == ')' || s->pc[k] == '(' || s->pc[k] == ']');)
		;
	return is(s, k, "fallthrough") || is(s, k, "__fallthrough__");
}

/* The tag of a statement at code token i after a label (i - 1 is its
 * ':'): a comment after the ':' on the label's line (`default: / * keep
 * gcc quiet * /` then the statement), or one just before the label; none
 * when another label, or a `fallthrough;`, comes right before it (the
 * statement is that case's too: its value is a real one). */
static uint32_t label_tag(const struct scanner *s, size_t i)
{
	uint32_t k, from, to;
	size_t l = label_start(s, i - 1);

	/* one label of several (case A: default:): the statement is the
	 * other cases' too, no dummy */
	if (l == SIZE_MAX || (l > 0 && s->pc[l - 1] == ':' && label_start(s, l - 1) != SIZE_MAX) ||
	    falls_into(s, l))
		return NO_TOK;
	comments_after(s, i - 1, &from, &to);
	for (k = from; k < to; k++) {
		const struct token *c = &s->tv->v[k];

		if (c->kind != TK_COMMENT || c->line != TOK(s, i - 1)->line)
			break;
		if (is_comment_tag_tok(s, k))
			return k;
	}
	return tag_before(s, l);
}

/* The tag of the statement [i, e] (e its ';'): inside it, after its ';' on
 * the same line, before it (tag_before()), or, after a label, after the
 * label or before it (label_tag()). */
static uint32_t stmt_tag(const struct scanner *s, size_t i, size_t e)
{
	uint32_t k, from, to;
	size_t ci;

	for (ci = i; ci < e; ci++)
		for (k = s->ct[ci] + 1; k < s->ct[ci + 1]; k++)
			if (is_comment_tag_tok(s, k))
				return k;
	comments_after(s, e, &from, &to);
	for (k = from; k < to; k++) {
		const struct token *c = &s->tv->v[k];

		if (c->kind != TK_COMMENT || c->line != TOK(s, e)->line)
			break;
		if (is_comment_tag_tok(s, k))
			return k;
	}
	if ((k = tag_before(s, i)) != NO_TOK || i < 2 || s->pc[i - 1] != ':')
		return k;
	return label_tag(s, i);
}

/* The lvalue [a, b) as written, white space and comments left out, into
 * out (cut at cap - 1 bytes); 0 when it did not fit. */
static int lvalue_text(const struct scanner *s, size_t a, size_t b, char *out, size_t cap)
{
	size_t n = 0, i;

	for (i = a; i < b; i++) {
		size_t m = tok_copy(s->b, TOK(s, i), out + n, cap - n);

		if (m >= cap - n) {
			out[cap - 1] = '\0';
			return 0;
		}
		n += m;
	}
	out[n] = '\0';
	return 1;
}

/* What the lvalue [a, b) assigns, for the audit (struct site): 0 the
 * variable root itself, 1 a member or element of it (an element of a
 * pointer, for all the tokens tell), 2 what a pointer points to (var left
 * empty: a warning names the caller's variable, if any). */
static uint8_t assign_target(const struct scanner *s, size_t a, size_t b, size_t root, int deref,
			     char *var, size_t cap)
{
	size_t i;

	if (deref)
		return 2;
	tok_copy(s->b, TOK(s, root), var, cap);
	for (i = a; i < b; i++)
		if (s->pc[i] == '[' || s->pc[i] == '.')
			return 1;
	return 0;
}

/* One comment-assign site: the lvalue [a, b) of the statement's
 * assignments, its key and root; the value [v, e). */
static int assign_site(struct scanner *s, size_t a, size_t b, size_t key, size_t root, int deref,
		       int chained, size_t v, size_t e, uint32_t tag)
{
	struct site *st;
	const char *cannot = NULL;

	if (add_site(s, SK_COMMENT_ASSIGN, s->ct[key], cannot))
		return -1;
	st = &s->r->sites[s->r->nsites - 1];
	st->tag = tag;
	st->assign = 1;
	st->chained = (uint8_t)chained;
	st->body = (uint8_t)s->body;
	st->lv_start = st->rep_start = TOK(s, a)->off;
	st->lv_end = TOK(s, b - 1)->off + TOK(s, b - 1)->len;
	st->val_start = TOK(s, v)->off;
	st->val_end = st->rep_end = TOK(s, e - 1)->off + TOK(s, e - 1)->len;
	if (!lvalue_text(s, a, b, st->name, sizeof(st->name)) && !st->cannot)
		st->cannot = "lvalue too long";
	st->through = assign_target(s, a, b, root, deref, st->var, sizeof(st->var));
	return 0;
}

/*
 * An assignment statement at code token i: 1 with *next after its ';'
 * when it is one (its sites recorded if it has a tag and a constant
 * value), 0 when it is none, -1 when out of memory.
 */
static int parse_assign(struct scanner *s, size_t i, size_t *next)
{
	size_t lv[8], end[8], key[8], root[8], n = 0, j = i, e, k;
	int deref[8];
	uint32_t tag;

	*next = i;
	for (;;) {
		size_t kk = SIZE_MAX, rr = SIZE_MAX, x;
		int d = 0;

		x = parse_lvalue(s, j, &kk, &rr, &d, 0);
		if (x == SIZE_MAX || !is(s, x, "=") || n == 8)
			break;
		lv[n] = j;
		end[n] = x;
		key[n] = kk;
		root[n] = rr;
		deref[n++] = d;
		j = x + 1;
	}
	if (!n)
		return 0;
	for (e = j; e < s->n && !is(s, e, ";");) {
		char c = s->pc[e];

		if (c == '(' || c == '[' || c == '{')
			e = skip_balanced(s, e);
		else if (c == ')' || c == ']' || c == '}' || c == ',')
			return 0;
		else
			e++;
	}
	if (e >= s->n || e == j)
		return 0;
	*next = e + 1;
	if (!const_value(s, j, e) || (tag = stmt_tag(s, i, e)) == NO_TOK)
		return 1;
	for (k = 0; k < n; k++)
		if (assign_site(s, lv[k], end[k], key[k], root[k], deref[k], n > 1, j, e, tag))
			return -1;
	return 1;
}

/*
 * Every declaration: a statement may start at the first code token, after
 * each ';', '{', '}' and ':' (labels, case labels), and after `for (`;
 * parse_decl says whether one that starts there is a declaration and
 * records its sites. Starts inside a declaration are tried only in a
 * statement expression ({ ... }) of its initializer. Each
 * declaration is read whole, whatever comments and neighbours it has:
 * whether a declarator is a site depends on nothing outside its
 * declaration. (A declarator parsed from two starts is recorded once,
 * from the first: s->seen.)
 */
static int decl_sites(struct scanner *s)
{
	size_t i, end = 0;		/* the declaration parsed last ends at end */
	uint64_t kinds = 0;		/* its open braces: bit set for '({' */
	int depth = 0, stmt = 0;	/* how many are open; how many are '({' */
	int start = 1, astart = 0;	/* a declaration, an assignment may start */
	int forinit = 0;		/* at the start of a for's clauses */
	size_t header = SIZE_MAX;	/* the ')' of the last if/while/for/switch */
	long braces = 0;		/* open braces: in a function body */

	for (i = 0; i < s->n; i++) {
		char c = s->pc[i];

		/* inside a declaration only within a statement expression,
		 * ({ ... }): the braces of an initializer or of a struct hold
		 * no site, and a declaration never overlaps another */
		if ((start || astart) && (i >= end || stmt > 0)) {
			size_t next = i;	/* after the statement parsed */
			int rc = start ? parse_decl(s, i, &next) : 0;

			if (rc == 0 && braces > 0 && i >= end && !forinit) {
				s->body = !start;
				rc = parse_assign(s, i, &next);
			}
			if (rc < 0)
				return -1;
			if (rc > 0 && i >= end) {
				end = next;
				depth = stmt = 0;
				kinds = 0;
			}
		}
		braces += (c == '{') - (c == '}');
		if (has(s, i, KW_STMT) && is(s, i + 1, "(") &&
		    (is(s, i, "if") || is(s, i, "while") || is(s, i, "for") || is(s, i, "switch")))
			header = skip_balanced(s, i + 1) - 1;
		astart = i == header || is(s, i, "else") || is(s, i, "do");
		if (i < end && c == '{') {
			int se = i > 0 && s->pc[i - 1] == '(';

			if (depth < 64) {
				kinds = (kinds << 1) | (uint64_t)se;
				stmt += se;
			}
			depth++;
		} else if (i < end && c == '}' && depth > 0) {
			if (--depth < 64) {
				stmt -= (int)(kinds & 1);
				kinds >>= 1;
			}
		}
		forinit = c == '(' && i > 0 && tok_is(s->b, TOK(s, i - 1), "for");
		start = c == ';' || c == '{' || c == '}' || c == ':' || forinit;
	}
	return 0;
}

/* ------------------------------------------ what an assignment assigns */

/* ASSIGN_FOR_COMPILER(lvalue, value) in code: an annotation site each,
 * named after its lvalue, for the audit. 0, or -1 when out of memory. */
static int assign_macro_sites(struct scanner *s)
{
	size_t i;

	for (i = 0; i + 5 < s->n; i++) {
		size_t key = SIZE_MAX, root = SIZE_MAX, e, close;
		int deref = 0;
		struct site *st;

		if (!has(s, i, KW_STMT) || !has(s, i, KW_ANNOT) || !is(s, i + 1, "("))
			continue;
		e = parse_lvalue(s, i + 2, &key, &root, &deref, 0);
		if (e == SIZE_MAX || !is(s, e, ","))
			continue;
		close = skip_balanced(s, i + 1);
		if (close > s->n || !is(s, close - 1, ")") || close <= e + 2)
			continue;
		if (add_site(s, SK_ANNOTATION, s->ct[key], NULL))
			return -1;
		st = &s->r->sites[s->r->nsites - 1];
		st->macro = "ASSIGN_FOR_COMPILER";
		st->assign = 1;
		st->rep_start = TOK(s, i)->off;
		st->rep_end = TOK(s, close - 1)->off + 1;
		st->lv_start = TOK(s, i + 2)->off;
		st->lv_end = TOK(s, e - 1)->off + TOK(s, e - 1)->len;
		st->val_start = TOK(s, e + 1)->off;
		st->val_end = TOK(s, close - 2)->off + TOK(s, close - 2)->len;
		if (!lvalue_text(s, i + 2, e, st->name, sizeof(st->name)))
			st->cannot = "lvalue too long";
		st->through = assign_target(s, i + 2, e, root, deref, st->var, sizeof(st->var));
		i = close - 1;
	}
	return 0;
}

/* The code token whose token is tv index t (s->ct is sorted). */
static size_t code_index(const struct scanner *s, uint32_t t)
{
	size_t lo = 0, hi = s->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (s->ct[mid] < t)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Is a declaration at code token d in scope at code token a: between
 * them, no '}' closes the block it is in? */
static int in_scope(const struct scanner *s, size_t d, size_t a)
{
	long depth = 0;
	size_t k;

	for (k = d; k < a; k++) {
		depth += (s->pc[k] == '{') - (s->pc[k] == '}');
		if (depth < 0)
			return 0;
	}
	return 1;
}

/* The parameter named var of the function whose body holds code token a:
 * its code token, with *ptr set when it is a pointer (a '*' before its
 * name, a '[' after it); SIZE_MAX when there is none. */
static size_t param_named(const struct scanner *s, size_t a, const char *var, int *ptr)
{
	long depth = 0;
	size_t k = a, open, close, from;

	while (k-- > 0) {
		depth += (s->pc[k] == '}') - (s->pc[k] == '{');
		if (depth < 0 && s->pc[k] == '{') {
			if (k == 0 || !is(s, k - 1, ")"))
				return SIZE_MAX;	/* a block, or K&R: no parameters */
			depth = 0;
			for (close = k - 1, open = close; open > 0; open--) {
				depth += (s->pc[open] == ')') - (s->pc[open] == '(');
				if (depth == 0)
					break;
			}
			if (in_braces(s, open))
				continue;	/* a block of a function: go on out */
			for (from = open + 1, k = open + 1; k < close; k++) {
				if (s->pc[k] == ',')
					from = k + 1;
				if (is_kind(s, k, TK_IDENT) && tok_is(s->b, TOK(s, k), var) &&
				    (is(s, k + 1, ",") || is(s, k + 1, ")") || is(s, k + 1, "["))) {
					size_t q;

					*ptr = is(s, k + 1, "[");
					for (q = from; q < k; q++)
						*ptr |= s->pc[q] == '*' || is(s, q, "&");
					return k;
				}
			}
			return SIZE_MAX;
		}
	}
	return SIZE_MAX;
}

/* What each assignment site assigns (struct site: through, decl_line):
 * its variable looked up among the declarations before it that are in
 * scope, then among its function's parameters; none found: not a local
 * (3). An element or member of a pointer is what it points to (2). */
static void resolve_targets(struct scanner *s)
{
	size_t i, k;

	for (i = 0; i < s->r->nsites; i++) {
		struct site *st = &s->r->sites[i];
		size_t a, found = SIZE_MAX;
		int ptr = 0;

		if (!st->assign || st->through == 2)
			continue;
		a = code_index(s, st->name_tok);
		for (k = s->nvars; k-- > 0;) {
			size_t d = s->vars[k].name;

			if (d < a && tok_is(s->b, TOK(s, d), st->var) && in_scope(s, d, a)) {
				found = d;
				ptr = s->vars[k].ptr;
				break;
			}
		}
		if (found == SIZE_MAX)
			found = param_named(s, a, st->var, &ptr);
		if (found == SIZE_MAX) {
			st->through = 3;	/* var kept: a warning in its
						 * function may still name it */
			continue;
		}
		st->decl_line = TOK(s, found)->line;
		if (ptr && st->through == 1) {
			st->through = 2;
			st->var[0] = '\0';
		}
	}
}

/* s->local: the names of s->sh that this file defines only as other
 * branches (turbostat.c's own UNUSED(x), (void)(x), beside another
 * directory's UNUSED(x), (x) = (x)): in this file they are its own macros.
 * 0, or -1 when out of memory. */
static int local_names(struct scanner *s)
{
	struct shim_def *d;
	size_t n, k;

	if (!s->sh || !(n = shim_defines(s->b, s->tv, s->sh, NULL, 0)))
		return 0;
	d = malloc(n * sizeof(*d));
	s->local = calloc(s->sh->n, 1);
	if (!d || !s->local) {
		free(d);
		return -1;
	}
	n = shim_defines(s->b, s->tv, s->sh, d, n);
	for (k = 0; k < n; k++) {
		long i = shims_find(s->sh, d[k].name, strlen(d[k].name));

		if (i >= 0 && d[k].how == SH_OTHER && s->local[i] != 2)
			s->local[i] = 1;
		else if (i >= 0)
			s->local[i] = 2;	/* a shim's definition here */
	}
	for (k = 0; k < s->sh->n; k++)
		s->local[k] = s->local[k] == 1;
	free(d);
	return 0;
}

/* Sites in file order (macro sites and declaration sites are found in two
 * passes). */
static int site_cmp(const void *a, const void *b)
{
	const struct site *x = a, *y = b;

	return (x->name_tok > y->name_tok) - (x->name_tok < y->name_tok);
}

int scan(const char *buf, size_t len, const struct tokvec *tv, const struct shims *sh,
	 struct scan_result *r)
{
	struct scanner s = { buf, len, tv, sh, NULL, NULL, NULL, NULL, NULL, 0, r, NULL, 0,
			     NULL, 0, 0, 0 };
	size_t k;
	int rc = -1;

	scan_init();
	r->nsites = r->nfuncs = r->nstmt = 0;
	if (local_names(&s))
		return -1;
	s.ct = malloc((tv->n ? tv->n : 1) * (sizeof(*s.ct) + 3));
	if (!s.ct)
		return -1;
	s.pc = (char *)(s.ct + (tv->n ? tv->n : 1));
	s.cls = (uint8_t *)(s.pc + (tv->n ? tv->n : 1));
	s.seen = s.cls + (tv->n ? tv->n : 1);
	for (k = 0; k < tv->n; k++) {
		const struct token *t = &tv->v[k];

		if (t->kind == TK_COMMENT || (t->flags & TF_PP))
			continue;
		s.ct[s.n] = (uint32_t)k;
		s.pc[s.n] = t->kind == TK_PUNCT && t->len == 1 ? buf[t->off] : '\0';
		s.cls[s.n] = CLS_UNKNOWN;
		s.seen[s.n] = 0;
		s.n++;
	}
	if (macro_sites(&s) || define_sites(&s) || decl_sites(&s) || assign_macro_sites(&s))
		goto out;
	resolve_targets(&s);
	if (r->nsites > 1)
		qsort(r->sites, r->nsites, sizeof(*r->sites), site_cmp);
	rc = 0;
out:
	free(s.ct);
	free(s.decls);
	free(s.vars);
	free(s.local);
	return rc;
}

void scan_result_free(struct scan_result *r)
{
	free(r->sites);
	free(r->funcs);
	free(r->stmt);
	memset(r, 0, sizeof(*r));
}
