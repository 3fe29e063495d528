/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * init_for_compiler.h - say "this initialization is only for the compiler",
 * safely.
 *
 * Copyright (c) 2026 The init-for-compiler authors.
 *
 * Compilers sometimes warn that a variable "may be used uninitialized" when
 * every path that reads it has set it first. Linux once silenced such warnings
 * with uninitialized_var(x), defined as "x = x": free, self-documenting, and
 * dangerous. When the compiler was right, the program read stack garbage (a
 * garbage pointer reached kfree() in fs/xattr.c in Linux 3.7), and the trick
 * also hid "unused variable" warnings. It was removed in Linux 5.9.
 *
 * This header keeps the intent and drops the hazard:
 *
 *   INIT_FOR_COMPILER(x)         zero of any type, in a declarator (x or buf[4])
 *   INIT_PTR_FOR_COMPILER(p)     null pointer; refuses anything else
 *   INIT_SCALAR_FOR_COMPILER(x)  arithmetic/enum/_Bool zero; refuses the rest
 *   INIT_STRUCT_FOR_COMPILER(s)  all-zero struct or union; refuses the rest
 *   ZERO_FOR_COMPILER(x)         the zero of x's type, as an expression
 *   ASSIGN_FOR_COMPILER(x, v)    x = v, an assignment only for the compiler
 *
 * The variable then holds a defined value (zero) if the compiler turns out
 * to be right, and the macro name tells the reader why the initializer is
 * there. Build with -DINIT_FOR_COMPILER_AUDIT=1 and every annotation is
 * taken away again, with the uninitialized-use warnings forced on, so the
 * compiler can re-check each site (see INIT_FOR_COMPILER_AUDIT).
 *
 * The header is compiler independent. What differs per compiler lives in
 * <init_for_compiler/compiler-*.h>, chosen in exactly one place below. It
 * includes no libc header and works freestanding, from C89/gnu89 to C23
 * and in C++11 and later. Minimum versions: GCC 10 and Clang 13, the
 * oldest gcc and clang in tests/compilers.txt (tests/core checks that they
 * are, and that GCC 9 fails as <init_for_compiler/compiler-gcc.h> says).
 * Other compilers get the generic definitions (INIT_FOR_COMPILER_GENERIC).
 *
 * Names ending in an underscore are internal: they may change in any
 * release. Everything else documented here is the public API.
 */
#ifndef INIT_FOR_COMPILER_H
#define INIT_FOR_COMPILER_H

/* ------------------------------------------------------------------------
 * Version
 * ------------------------------------------------------------------------ */

/**
 * INIT_FOR_COMPILER_VERSION_ENCODE() - encode a version as one integer
 * @major: major version (incompatible API changes)
 * @minor: minor version (additions)
 * @patch: patch level (fixes)
 *
 * Synopsis:
 *	// an integer constant expression, usable in #if:
 *	int INIT_FOR_COMPILER_VERSION_ENCODE(major, minor, patch);
 *
 * Encodes major.minor.patch as major * 1000000 + minor * 1000 + patch, so
 * versions compare with < and > in #if. minor and patch must be below 1000.
 *
 * Example:
 *	#include <init_for_compiler.h>
 *	#if INIT_FOR_COMPILER_VERSION >= INIT_FOR_COMPILER_VERSION_ENCODE(1, 0, 0)
 *	#define HAVE_AUDIT_MODE 1
 *	#endif
 *
 * Compiler notes: plain preprocessor arithmetic; every compiler.
 */
#define INIT_FOR_COMPILER_VERSION_ENCODE(major, minor, patch) \
	(((major) * 1000000) + ((minor) * 1000) + (patch))

/**
 * INIT_FOR_COMPILER_VERSION_MAJOR - major version of this header
 *
 * Synopsis:
 *	int INIT_FOR_COMPILER_VERSION_MAJOR;    // an integer literal
 *
 * INIT_FOR_COMPILER_VERSION_MAJOR, INIT_FOR_COMPILER_VERSION_MINOR and
 * INIT_FOR_COMPILER_VERSION_PATCH are the three parts of the version, as
 * plain integer literals. The Makefile reads them to write the pkg-config
 * file, and a test fails when the two disagree.
 *
 * Example:
 *	#include <init_for_compiler.h>
 *	int ifc_major(void);
 *	int ifc_major(void) { return INIT_FOR_COMPILER_VERSION_MAJOR; }
 *
 * Compiler notes: integer literals; every compiler.
 */
#define INIT_FOR_COMPILER_VERSION_MAJOR 1
/**
 * INIT_FOR_COMPILER_VERSION_MINOR - minor version of this header
 *
 * Synopsis:
 *	int INIT_FOR_COMPILER_VERSION_MINOR;    // an integer literal
 *
 * See INIT_FOR_COMPILER_VERSION_MAJOR.
 *
 * Example:
 *	#include <init_for_compiler.h>
 *	int ifc_minor(void);
 *	int ifc_minor(void) { return INIT_FOR_COMPILER_VERSION_MINOR; }
 *
 * Compiler notes: integer literal; every compiler.
 */
#define INIT_FOR_COMPILER_VERSION_MINOR 1
/**
 * INIT_FOR_COMPILER_VERSION_PATCH - patch level of this header
 *
 * Synopsis:
 *	int INIT_FOR_COMPILER_VERSION_PATCH;    // an integer literal
 *
 * See INIT_FOR_COMPILER_VERSION_MAJOR.
 *
 * Example:
 *	#include <init_for_compiler.h>
 *	int ifc_patch(void);
 *	int ifc_patch(void) { return INIT_FOR_COMPILER_VERSION_PATCH; }
 *
 * Compiler notes: integer literal; every compiler.
 */
#define INIT_FOR_COMPILER_VERSION_PATCH 0

/**
 * INIT_FOR_COMPILER_VERSION - the version of this header, as one integer
 *
 * Synopsis:
 *	int INIT_FOR_COMPILER_VERSION;          // usable in #if
 *
 * INIT_FOR_COMPILER_VERSION_ENCODE() of the major, minor and patch numbers:
 * 1.0.0 is 1000000. Use it to require a version at compile time.
 *
 * Example:
 *	#include <init_for_compiler.h>
 *	#if INIT_FOR_COMPILER_VERSION < INIT_FOR_COMPILER_VERSION_ENCODE(1, 0, 0)
 *	#error "init-for-compiler 1.0.0 or later is required"
 *	#endif
 *
 * Compiler notes: usable in #if on every compiler.
 */
#define INIT_FOR_COMPILER_VERSION                              \
	INIT_FOR_COMPILER_VERSION_ENCODE(INIT_FOR_COMPILER_VERSION_MAJOR, \
					 INIT_FOR_COMPILER_VERSION_MINOR, \
					 INIT_FOR_COMPILER_VERSION_PATCH)

/* ------------------------------------------------------------------------
 * Configuration: define these to 1 before the first inclusion (or with -D)
 * ------------------------------------------------------------------------ */

/**
 * INIT_FOR_COMPILER_AUDIT - take every annotation away so the compiler re-checks
 *
 * Synopsis:
 *	#define INIT_FOR_COMPILER_AUDIT 1    // or -D on the command line
 *
 * Define to 1 (``-DINIT_FOR_COMPILER_AUDIT=1``) to audit: INIT_FOR_COMPILER()
 * and its checked variants then expand to the bare declarator, without any
 * initializer, so the compiler sees each annotated variable uninitialized
 * again. On GCC and Clang the header also turns the uninitialized-use
 * warnings on for the rest of the translation unit, even where the command
 * line turned them off (kbuild passes -Wno-maybe-uninitialized); the rest
 * only: GCC keeps them off where it places a warning in a macro of a header
 * included before this one (Linux's writel()), so a build that turns them
 * off should put this header first, ``-include init_for_compiler.h``
 * (``KCFLAGS`` for kbuild):
 *
 * - GCC: -Wuninitialized and -Wmaybe-uninitialized (the latter only reports
 *   when optimizing, -O1 and up: build the audit with optimization).
 * - Clang: -Wuninitialized, -Wsometimes-uninitialized and
 *   -Wconditional-uninitialized (the last is not in -Wall; it is what
 *   reports "may be uninitialized").
 *
 * Every warning that comes back names a site to look at: either the
 * annotation is still needed (and a human should decide whether the warning
 * is false), or it is a real bug the annotation was hiding. A site that no
 * longer warns is stale for that compiler and configuration only: audit with
 * each one the code is built with before removing anything. The
 * init-for-compiler tool (tools/) sorts the builds' logs into review, stale
 * and unknown sites.
 *
 * On GCC and Clang the header also prints one audit marker
 * per translation unit, with #pragma message: "init-for-compiler: audit
 * build: ..." (a note on GCC, a -W#pragma-messages warning on Clang, which
 * -Werror leaves a warning). The tool calls a site stale only in a unit that
 * printed it. GCC without optimization prints "... without optimization:
 * GCC does not check" instead. Where the header is a system header (found
 * through -isystem, or installed under /usr/include and found by default),
 * Clang hides that warning as it hides every warning from a system header:
 * there is then no marker, and the tool gives those units no "stale"
 * verdict (include the header through -I from a directory that is not a
 * system one, a copy if need be, to get them).
 * The uninitialized warnings themselves are about the user's variables and
 * are kept (tests/core: "the header as a system header").
 *
 * An audit build is for reading warnings, not for shipping: the annotated
 * variables are really uninitialized in it. ZERO_FOR_COMPILER() is not
 * changed by audit mode; it is a value the program uses, not an annotation.
 * Outside audit mode the header changes no diagnostic setting at all.
 *
 * Example:
 *	cc -O2 -DINIT_FOR_COMPILER_AUDIT=1 -c driver.c 2>audit.log
 *	init-for-compiler audit --log audit.log .
 *
 * Compiler notes:
 * - GCC: -Wuninitialized and -Wmaybe-uninitialized, in every mode, C23
 *   (the default of GCC 15 and 16) included.
 * - Clang: each warning guarded by __has_warning().
 * - Intel ICX: Clang's pragmas (untested: no Intel compiler here).
 * - Intel ICC: enables warning #592 (untested: no Intel compiler here).
 * - sparse, tcc, pcc, chibicc and other compilers: the annotations go away,
 *   but nothing is turned on; use the compiler's own flags.
 * - https://gcc.gnu.org/onlinedocs/gcc/Diagnostic-Pragmas.html
 * - https://clang.llvm.org/docs/UsersManual.html#controlling-diagnostics-via-pragmas
 */
#ifndef INIT_FOR_COMPILER_AUDIT
#define INIT_FOR_COMPILER_AUDIT 0
#endif

/**
 * INIT_FOR_COMPILER_GENERIC - use the generic definitions on any compiler
 *
 * Synopsis:
 *	#define INIT_FOR_COMPILER_GENERIC 1  // or -D on the command line
 *
 * Define to 1 (``-DINIT_FOR_COMPILER_GENERIC=1``) to select the definitions
 * meant for compilers this header knows nothing about, even on GCC, Clang
 * or Intel. They are plain C (``{0}``, a null pointer constant, no builtins):
 * correct everywhere, but the checked variants then check less (from C11,
 * with _Generic: the arithmetic types are told from the rest, a pointer not
 * from a struct) or nothing (before C11), and audit mode turns no warning
 * on. The test suite uses it to exercise the fallback on good compilers;
 * users may need it for a compiler that claims to be GCC and is not.
 * sparse (__CHECKER__) keeps its own definitions regardless.
 *
 * Example:
 *	cc -DINIT_FOR_COMPILER_GENERIC=1 -c driver.c
 *
 * Compiler notes: every compiler.
 */
#ifndef INIT_FOR_COMPILER_GENERIC
#define INIT_FOR_COMPILER_GENERIC 0
#endif

/* ------------------------------------------------------------------------
 * Per-compiler definitions, chosen here and only here.
 *
 * Order matters: sparse, Intel ICC, Intel ICX, Clang, pcc and others all
 * define __GNUC__ as well, so the impostors are tested first and "gcc" is
 * what is left: real GCC. sparse (__CHECKER__) comes first of all because
 * it is run on code meant for another compiler and defines that
 * compiler's macros too. A compiler header defines
 * INIT_FOR_COMPILER_COMPILER and the internal hooks described in
 * compiler-generic.h; defaults for hooks it leaves out follow below.
 * ------------------------------------------------------------------------ */
#if defined(__CHECKER__)
#include "init_for_compiler/compiler-sparse.h"
#elif !INIT_FOR_COMPILER_GENERIC && \
	(defined(__INTEL_LLVM_COMPILER) || defined(__INTEL_COMPILER))
#include "init_for_compiler/compiler-intel.h"
#elif !INIT_FOR_COMPILER_GENERIC && defined(__clang__)
#include "init_for_compiler/compiler-clang.h"
#elif !INIT_FOR_COMPILER_GENERIC && defined(__GNUC__) && \
	!defined(__PCC__) && !defined(__TINYC__) && !defined(__chibicc__) && \
	!defined(__NVCOMPILER) && !defined(__PGI) && \
	!defined(__ARMCC_VERSION) && !defined(__ibmxl__) && !defined(__xlC__)
#include "init_for_compiler/compiler-gcc.h"
#else
#include "init_for_compiler/compiler-generic.h"
#endif

/* Defaults for hooks a compiler header did not define (internal). */
#ifndef INIT_FOR_COMPILER_HAVE_CHECKS_
#define INIT_FOR_COMPILER_HAVE_CHECKS_ 0
#endif
/* INIT_FOR_COMPILER_QUIET_INIT_BEGIN_/END_ and ..._QUIET_STRUCT_BEGIN_/END_
 * have no default: a compiler header that needs no pragma leaves them
 * undefined, and the macros are then defined without them (an empty macro
 * still costs an expansion at every use). */
#ifndef INIT_FOR_COMPILER_EMPTY_BRACES_
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 202311L
#define INIT_FOR_COMPILER_EMPTY_BRACES_ 1
#else
#define INIT_FOR_COMPILER_EMPTY_BRACES_ 0
#endif
#endif
#ifndef INIT_FOR_COMPILER_SCALAR_CAST_
#define INIT_FOR_COMPILER_SCALAR_CAST_ 1
#endif
#ifndef INIT_FOR_COMPILER_STRUCT_LITERAL_
#define INIT_FOR_COMPILER_STRUCT_LITERAL_ 0
#endif
#ifndef INIT_FOR_COMPILER_STRUCT_EMPTY_
#define INIT_FOR_COMPILER_STRUCT_EMPTY_ 0
#endif
#ifndef INIT_FOR_COMPILER_HAVE_TYPEOF_
#define INIT_FOR_COMPILER_HAVE_TYPEOF_ 0
#endif
#ifndef INIT_FOR_COMPILER_HAVE_GENERIC_
#define INIT_FOR_COMPILER_HAVE_GENERIC_ 0
#endif
#ifndef INIT_FOR_COMPILER_GENERIC_FAIL_
#define INIT_FOR_COMPILER_GENERIC_FAIL_(x) -1
#define INIT_FOR_COMPILER_GENERIC_IS_ENUM_(x) 0
#define INIT_FOR_COMPILER_GENERIC_IS_POINTER_(x) 1
#define INIT_FOR_COMPILER_GENERIC_IS_AGGREGATE_(x) 1
#endif

/**
 * INIT_FOR_COMPILER_COMPILER - which definitions are in use, as a string
 *
 * Synopsis:
 *	char INIT_FOR_COMPILER_COMPILER[];   // a string literal
 *
 * A string literal: "gcc", "clang", "intel" (classic ICC), "intel-llvm"
 * (ICX), "sparse" or "generic" (tcc, pcc, chibicc, any other compiler, or
 * INIT_FOR_COMPILER_GENERIC), which the selected compiler header gives; for
 * logs, tests and bug reports.
 *
 * Example:
 *	#include <init_for_compiler.h>
 *	const char *ifc_definitions(void);
 *	const char *ifc_definitions(void) { return INIT_FOR_COMPILER_COMPILER; }
 *
 * Compiler notes: "gcc" means real GCC only: Clang, ICC, ICX, pcc and
 * sparse also define __GNUC__ and are recognised before GCC is.
 */
#define INIT_FOR_COMPILER_COMPILER INIT_FOR_COMPILER_NAME_

/* ------------------------------------------------------------------------
 * Internal building blocks for the checked variants (gcc, clang, intel).
 * ------------------------------------------------------------------------ */

/*
 * How the checked variants check (GCC, Clang, Intel; internal).
 *
 * __builtin_classify_type(x) gives the class of x's type as an integer
 * constant (GCC's enum type_class, gcc/typeclass.h; Clang returns the same
 * numbers): integer 1, char 2, enum 3, bool 4, pointer 5, real 8, complex
 * 9, struct 12, union 13, _BitInt 18. x is not evaluated, and arrays and
 * functions decay to pointers. __builtin_choose_expr(c, a, b) is then a
 * when c is nonzero and b otherwise, with a's or b's own type, and is a
 * constant when the chosen one is. So the checked variants initialize x
 * with
 *
 *	__builtin_choose_expr(<x has the right class>, 0,
 *		*(struct INIT_PTR_FOR_COMPILER_of_x_not_a_pointer *)1)
 *
 * When the class is right, that is the literal 0 itself, with the code of
 * a hand-written "= 0" at every optimization level. When it is wrong, it
 * is a value of a struct type that the use itself declares and nobody
 * completes: the compiler refuses it, and its error names the type, that
 * is the macro, the variable and the problem ("invalid use of undefined
 * type 'struct INIT_PTR_FOR_COMPILER_of_len_not_a_pointer'" on GCC,
 * "initializing 'long' with an expression of incompatible type 'struct
 * INIT_PTR_FOR_COMPILER_of_len_not_a_pointer'" on Clang), and nothing
 * else: the address is 1, not a null pointer constant, for which Clang
 * would add "indirection of non-volatile null pointer will be deleted, not
 * trap" (-Wnull-dereference) to every such error (tests/core pins that the
 * error comes alone). The branch not chosen is type-checked but never
 * evaluated: the address is never read.
 *
 * Why not _Static_assert: it can only stand in a declaration, hence the
 * sizeof(struct { _Static_assert(...); ... }) of earlier versions, which
 * made the front end declare and lay out one more struct per use (what the
 * forms here cost is in docs/performance.md, section 5), needed pragmas
 * for Clang's -Wpre-c11-compat, and could not be used in strict C89/C99
 * after a glibc header. The type class test is spelt out inside each macro
 * rather than through helper macros: every level of macro expansion is
 * measurable at this scale.
 *
 * Why not C11 _Generic: its associations name types one by one, so it can
 * list the arithmetic types but cannot say "any pointer" or "any struct or
 * union". __builtin_classify_type() can, and GCC and Clang have it in
 * every language mode, so the checks use it from gnu89 to C23 alike.
 *
 * The arithmetic classes as one mask: (0x4031E >> class) & 1 is 1 for the
 * classes 1, 2, 3, 4, 8, 9 and 18 and 0 for every other one.
 */
#define INIT_FOR_COMPILER_IS_AGGREGATE_(x) ((__builtin_classify_type(x) | 1) == 13)

/* ------------------------------------------------------------------------
 * Internal building blocks for the checked variants on C11 compilers
 * without the GNU builtins (the generic definitions: tcc, chibicc, MSVC).
 * ------------------------------------------------------------------------ */

/*
 * INIT_FOR_COMPILER_GENERIC_SELECT_(x, arith, other) - internal: arith
 * when x has one of the arithmetic types _Generic can name, other
 * otherwise. _Generic cannot say "any enum", "any pointer" or "any
 * struct": an enum matches the integer type it is compatible with (int or
 * unsigned int on tcc, gcc, clang), except on chibicc, where it matches
 * none and the compiler header's hooks recognise it. _BitInt(N) cannot
 * be listed (one type per N) and is refused.
 */
#if !defined(__STDC_NO_COMPLEX__) && !defined(__TINYC__)
#define INIT_FOR_COMPILER_GENERIC_COMPLEX_(v) \
	, float _Complex: v, double _Complex: v, long double _Complex: v
#define INIT_FOR_COMPILER_GENERIC_COMPLEX_ZERO_                              \
	, float _Complex: (float _Complex)0, double _Complex: (double _Complex)0, \
	long double _Complex: (long double _Complex)0
#else
#define INIT_FOR_COMPILER_GENERIC_COMPLEX_(v)
#define INIT_FOR_COMPILER_GENERIC_COMPLEX_ZERO_
#endif
/* __int128 (GCC, Clang with INIT_FOR_COMPILER_GENERIC) through typedefs
 * made under __extension__, which -Wpedantic accepts */
#if INIT_FOR_COMPILER_HAVE_GENERIC_ && defined(__SIZEOF_INT128__) && defined(__GNUC__)
__extension__ typedef __int128 init_for_compiler_int128_;
__extension__ typedef unsigned __int128 init_for_compiler_uint128_;
#define INIT_FOR_COMPILER_GENERIC_INT128_(v) \
	, init_for_compiler_int128_: v, init_for_compiler_uint128_: v
#else
#define INIT_FOR_COMPILER_GENERIC_INT128_(v)
#endif
#define INIT_FOR_COMPILER_GENERIC_SELECT_(x, arith, other)                  \
	_Generic((x), _Bool: arith, char: arith, signed char: arith,          \
		unsigned char: arith, short: arith, unsigned short: arith,    \
		int: arith, unsigned int: arith, long: arith,                 \
		unsigned long: arith, long long: arith,                       \
		unsigned long long: arith, float: arith, double: arith,       \
		long double: arith INIT_FOR_COMPILER_GENERIC_COMPLEX_(arith)  \
		INIT_FOR_COMPILER_GENERIC_INT128_(arith), default: other)

/*
 * INIT_FOR_COMPILER_GENERIC_CHECK_(x, ok, field) - internal: an integer
 * constant expression of value 0 (type size_t) that fails to compile when
 * ok is 0: a bit-field of negative width, whose name, field, carries the
 * macro and the variable ("negative width in bit-field
 * 'INIT_SCALAR_FOR_COMPILER_of_p_not_arithmetic_or_enum'" on tcc, gcc and
 * clang). tcc 0.9.27 has no _Static_assert in a struct, chibicc none at
 * all. chibicc checks no bit-field width either, but requires it to be a
 * constant: its INIT_FOR_COMPILER_GENERIC_FAIL_(x) is an expression that
 * is not, and chibicc's error ("not a compile-time constant") quotes the
 * line of the macro with a caret under the variable.
 */
#if defined(__GNUC__)
/* GCC, Clang with INIT_FOR_COMPILER_GENERIC: a struct defined in sizeof
 * draws -Wc++-compat, which __extension__ silences */
#define INIT_FOR_COMPILER_GENERIC_EXT_ __extension__
#else
#define INIT_FOR_COMPILER_GENERIC_EXT_
#endif
#define INIT_FOR_COMPILER_GENERIC_CHECK_(x, ok, field)                     \
	(INIT_FOR_COMPILER_GENERIC_EXT_(0 * sizeof(struct {                \
		int field : (ok) ? 1 : INIT_FOR_COMPILER_GENERIC_FAIL_(x); \
	})))

#if defined(__cplusplus)
/* ------------------------------------------------------------------------
 * C++: value-initialization ({}) and static_assert with small traits of
 * our own, so that no library header (not even <type_traits>) is needed.
 * ------------------------------------------------------------------------ */
#if __cplusplus < 201103L && !(defined(_MSVC_LANG) && _MSVC_LANG >= 201103L)
#error "init_for_compiler.h: C++ before C++11 is not supported (it relies on value-initialization with {} and static_assert)"
#endif

/*
 * extern "C++": C headers are included inside extern "C" { } by C++ code,
 * and a C header that uses these macros includes this one, so it must not
 * depend on the linkage it is included in (templates cannot have C linkage).
 */
extern "C++" {
namespace init_for_compiler_ {
template <class T> struct remove_cvref_ { typedef T type; };
template <class T> struct remove_cvref_<const T> : remove_cvref_<T> {};
template <class T> struct remove_cvref_<volatile T> : remove_cvref_<T> {};
template <class T> struct remove_cvref_<const volatile T> : remove_cvref_<T> {};
template <class T> struct remove_cvref_<T &> : remove_cvref_<T> {};
template <class T> struct remove_cvref_<T &&> : remove_cvref_<T> {};

template <class T> struct is_pointer_raw_ { enum { value = 0 }; };
template <class T> struct is_pointer_raw_<T *> { enum { value = 1 }; };
template <class T> struct is_pointer_ {
	enum { value = is_pointer_raw_<typename remove_cvref_<T>::type>::value };
};

/* class or union: only those have pointers to members */
template <class T> struct is_class_ {
	template <class U> static char test_(int U::*);
	template <class U> static long test_(...);
	enum { value = sizeof(test_<typename remove_cvref_<T>::type>(nullptr)) == 1 };
};

/* arithmetic or enum: static_cast<long double> accepts exactly those
 * (pointers, member pointers and nullptr_t are refused), plus classes with
 * a conversion operator, which is_class_ excludes. */
template <class T> struct is_scalar_value_ {
	template <class U>
	static char test_(char (*)[sizeof(static_cast<long double>(*static_cast<U *>(nullptr)))]);
	template <class U> static long test_(...);
	enum {
		value = sizeof(test_<typename remove_cvref_<T>::type>(nullptr)) == 1 &&
			!is_class_<T>::value
	};
};
} /* namespace init_for_compiler_ */
} /* extern "C++" */

/* The unqualified, unreferenced type of x (internal). */
#define INIT_FOR_COMPILER_TYPE_(x) \
	init_for_compiler_::remove_cvref_<decltype(x)>::type

/*
 * A lambda called on the spot carries the static_assert, so the message can
 * name the variable; decltype(x) needs no capture. Optimized builds inline
 * it away (the object-code tests check -O2).
 */
#define INIT_FOR_COMPILER_CXX_CHECKED_(x, trait, msg)                       \
	x = ([]() -> INIT_FOR_COMPILER_TYPE_(x) {                          \
		static_assert(init_for_compiler_::trait<decltype(x)>::value, msg); \
		return INIT_FOR_COMPILER_TYPE_(x){};                         \
	}())
#endif /* __cplusplus */

/* ------------------------------------------------------------------------
 * The public macros
 *
 * Each one is documented, then defined right below in one #if chain: audit
 * mode first (the bare declarator, in C and C++ alike), then C++, then the
 * hooks a compiler header may define (compiler-generic.h lists them),
 * then the checked C definitions, then the generic ones.
 * ------------------------------------------------------------------------ */

/**
 * INIT_FOR_COMPILER() - zero-initialize a variable only because the compiler asks
 * @x: the name being declared, or an array's declarator (``buf[4]``)
 *
 * Synopsis:
 *	type INIT_FOR_COMPILER(x);              // type x = {0};
 *
 * Use it in a declaration, exactly where uninitialized_var(x) used to stand,
 * when a compiler warns that x "may be used uninitialized" and you have
 * checked that every path reading x sets it first. x starts as the zero of
 * its type: 0, 0.0, a null pointer, or a struct or union with every member
 * zero. It works for every scalar type, enums, floating and complex types,
 * pointers (object, void, and function pointers through a typedef), structs
 * and unions, in declarations with several declarators.
 *
 * Why not "x = x" (the old kernel macro)? If the compiler was right, x = x
 * leaves garbage in x, and it also silences "unused variable". Why not a
 * bare "= 0"? It loses the reason, and nothing can find the site again.
 * INIT_FOR_COMPILER() is as safe as "= 0", says why it is there, and
 * INIT_FOR_COMPILER_AUDIT finds every site again.
 *
 * The initializer never names x, so -Wunused-variable and
 * -Wunused-but-set-variable still report a variable that is never read.
 * The checked variants INIT_PTR_FOR_COMPILER(), INIT_SCALAR_FOR_COMPILER()
 * and INIT_STRUCT_FOR_COMPILER() must name x to check its type, and so
 * count as a use.
 *
 * An array's bounds go inside the parentheses: ``int
 * INIT_FOR_COMPILER(buf[4]);`` is ``int buf[4] = {0};``, every element
 * zero, and audit mode makes it ``int buf[4];`` again (the tool audits it
 * as the site of ``buf``). ``int INIT_FOR_COMPILER(buf)[4];`` does not
 * compile. The checked variants take a plain name only, and sparse
 * refuses the array form (see the compiler notes). A pointer to
 * function or to array needs a typedef: ``handler_fn
 * *INIT_FOR_COMPILER(fn);``.
 *
 * Example:
 *	#include <init_for_compiler.h>
 *	int first_even(const int *v, int n);
 *	int first_even(const int *v, int n)
 *	{
 *		int i, found = 0, INIT_FOR_COMPILER(value);
 *
 *		for (i = 0; i < n; i++)
 *			if (v[i] % 2 == 0) {
 *				value = v[i];
 *				found = 1;
 *				break;
 *			}
 *		return found ? value : -1;
 *	}
 *
 * Compiler notes:
 * - Spelling: ``x = {0}`` in C before C23 (valid C89 for every non-array
 *   type: a scalar may be initialized by a braced expression), ``x = {}``
 *   in C23 (empty initializer: __STDC_VERSION__ >= 202311L) and C++11 and
 *   later (value-initialization). GCC 15 and 16 default to gnu23, so
 *   ``x = {}`` is what their users build; GCC 13's -std=c2x and GCC 14's
 *   -std=c23 say 202000L and get ``x = {0}``. Clang 13 to 20 keep
 *   ``x = {0}`` in C23 too, where ``{}`` would need a pragma.
 * - Cost: one level of macro expansion, the same as a plain
 *   ``#define M(x) x = {0}`` (docs/performance.md, make bench).
 * - GCC: clean under -Wall -Wextra
 *   -Wpedantic, without any pragma. With -Wc++-compat, GCC warns for an
 *   enum, and for a struct whose first member is an enum, because {0}
 *   converts int to the enum; use INIT_SCALAR_FOR_COMPILER() there. Not
 *   in C23: ``{}`` converts nothing.
 * - Clang: clean under -Weverything. Clang 13
 *   to 20: no pragma, in any mode (``x = {0}`` in C23 too, where ``{}``
 *   would need -Wpre-c23-compat off). Clang 21 added
 *   -Wimplicit-int-enum-cast (in -Wc++-compat and -Weverything) for the 0
 *   of ``{0}`` on an enum: from Clang 21 on the macro turns it off for its
 *   own tokens before C23, and -Wpre-c23-compat for its ``{}`` in C23
 *   (push, ignore, pop). The macro cannot know x's type and must not name
 *   x (that would hide -Wunused-variable), so these pragmas are the price
 *   of enums on Clang 21 and later (docs/performance.md). Clang
 *   rejects a braced initializer for an _Atomic type ("illegal
 *   initializer type", also in C23); its note quotes the macro's
 *   definition line, which says "_Atomic x: use
 *   INIT_SCALAR_FOR_COMPILER(x)": that one works for _Atomic scalars on
 *   every compiler.
 * - sparse: uses its own spelling, clean for pointers (no "Using plain
 *   integer as NULL pointer"): the zero of x's type as a value, the one
 *   form sparse takes silently for a pointer and a struct alike (it has no
 *   __builtin_classify_type to choose), which an array cannot take: sparse
 *   refuses ``INIT_FOR_COMPILER(buf[4])`` ("invalid initializer") and is
 *   silent on ``buf[4] = { 0 }``.
 * - tcc, pcc, chibicc, others: ``x = {0}`` (``x = {}`` in C23).
 * - C++ before C++11 is refused with #error.
 * - https://gcc.gnu.org/onlinedocs/gcc/Warning-Options.html#index-Wmaybe-uninitialized
 * - https://clang.llvm.org/docs/DiagnosticsReference.html#wsometimes-uninitialized
 */
#if INIT_FOR_COMPILER_AUDIT
#define INIT_FOR_COMPILER(x) x
#elif defined(__cplusplus)
#define INIT_FOR_COMPILER(x) x = {}
/*
 * C: INIT_FOR_COMPILER() is the plain one-level macro ``x = {0}`` (``x = {}``
 * in C23). A compiler header may ask for pragmas around the braces
 * (INIT_FOR_COMPILER_QUIET_INIT_BEGIN_/END_: Clang 21 and later). Each
 * case is defined in full, not through helper macros: each further level
 * of expansion costs compile time at every use. The braces must not name
 * x (no ``(__typeof__(x)){}``): a use of x in its own initializer counts
 * as a use for Clang, which would then no longer report x unused
 * (tests/core: "unused warnings kept").
 *
 * The comments on the lines of the braces are for Clang users: Clang
 * refuses a braced initializer for an _Atomic variable ("illegal
 * initializer type"), and its note "expanded from macro" quotes the line
 * of the macro's definition that holds the brace.
 */
#elif defined(INIT_FOR_COMPILER_DECL_)
#define INIT_FOR_COMPILER(x) INIT_FOR_COMPILER_DECL_(x)
#elif defined(INIT_FOR_COMPILER_QUIET_INIT_BEGIN_) && INIT_FOR_COMPILER_EMPTY_BRACES_
#define INIT_FOR_COMPILER(x) x = INIT_FOR_COMPILER_QUIET_INIT_BEGIN_ \
	{} /* _Atomic x: use INIT_SCALAR_FOR_COMPILER(x) */ \
	INIT_FOR_COMPILER_QUIET_INIT_END_
#elif defined(INIT_FOR_COMPILER_QUIET_INIT_BEGIN_)
#define INIT_FOR_COMPILER(x) x = INIT_FOR_COMPILER_QUIET_INIT_BEGIN_ \
	{0} /* _Atomic x: use INIT_SCALAR_FOR_COMPILER(x) */ \
	INIT_FOR_COMPILER_QUIET_INIT_END_
#elif INIT_FOR_COMPILER_EMPTY_BRACES_
#define INIT_FOR_COMPILER(x) x = {} /* _Atomic x: use INIT_SCALAR_FOR_COMPILER(x) */
#else
#define INIT_FOR_COMPILER(x) x = {0} /* _Atomic x: use INIT_SCALAR_FOR_COMPILER(x) */
#endif

/**
 * INIT_PTR_FOR_COMPILER() - null-initialize a pointer only because the compiler asks
 * @p: the name of the pointer being declared
 *
 * Synopsis:
 *	type *INIT_PTR_FOR_COMPILER(p);         // type *p = NULL;
 *
 * Like INIT_FOR_COMPILER(), for pointers only: p starts as a null pointer
 * of its own type (the 2012 kernel conversion wrote ``= NULL`` with a
 * comment saying GCC).
 * Anything that is not a pointer is refused at compile time with an error
 * naming the macro, the variable and the problem in one struct type, e.g.
 * ``invalid use of undefined type 'struct
 * INIT_PTR_FOR_COMPILER_of_len_not_a_pointer'`` (GCC) or ``initializing
 * 'long' with an expression of incompatible type 'struct
 * INIT_PTR_FOR_COMPILER_of_len_not_a_pointer'`` (Clang).
 *
 * To check the type it must name p, so unlike INIT_FOR_COMPILER() it counts
 * as a use of p: "unused variable" warnings are not reported for p.
 *
 * Example:
 *	#include <init_for_compiler.h>
 *	struct node { struct node *next; int key; };
 *	struct node *find(struct node *head, int key);
 *	struct node *find(struct node *head, int key)
 *	{
 *		struct node *n, *INIT_PTR_FOR_COMPILER(hit);
 *		int found = 0;
 *
 *		for (n = head; n; n = n->next)
 *			if (n->key == key) {
 *				hit = n;
 *				found = 1;
 *			}
 *		return found ? hit : head;
 *	}
 *
 * Compiler notes:
 * - GCC and Clang: checked with
 *   __builtin_classify_type() and __builtin_choose_expr(), in every C mode
 *   from gnu89 to C23, without any pragma; the initializer is then the
 *   literal 0, a null pointer constant (see "How the checked variants
 *   check"). In C++11 and later with static_assert.
 * - Intel ICC and ICX: the same definitions (untested here).
 * - chibicc: checked with _Generic and __builtin_reg_class(); the error is
 *   chibicc's "not a compile-time constant" under the line of the macro,
 *   caret at the variable.
 * - tcc 0.9.27 -std=c11 and other C11 compilers (MSVC 2019 16.8 and later
 *   with /std:c11, untested): _Generic refuses the arithmetic types
 *   ("negative width in bit-field 'INIT_PTR_FOR_COMPILER_of_len_not_a_pointer'");
 *   a struct draws the compiler's own error for ``= (void *)0``.
 * - sparse, pcc, and every compiler before C11: unchecked
 *   ``p = ((void *)0)``, a null pointer constant: correct for every object
 *   and function pointer, and a non-pointer still draws the compiler's own
 *   diagnostic.
 * - https://gcc.gnu.org/onlinedocs/gcc/Other-Builtins.html
 */
#if INIT_FOR_COMPILER_AUDIT
#define INIT_PTR_FOR_COMPILER(p) p
#elif defined(__cplusplus)
#define INIT_PTR_FOR_COMPILER(p) \
	INIT_FOR_COMPILER_CXX_CHECKED_(p, is_pointer_, "INIT_PTR_FOR_COMPILER(" #p "): not a pointer")
#elif defined(INIT_FOR_COMPILER_PTR_DECL_)
#define INIT_PTR_FOR_COMPILER(p) INIT_FOR_COMPILER_PTR_DECL_(p)
#elif INIT_FOR_COMPILER_HAVE_CHECKS_
/*
 * GCC, Clang and Intel: see "How the checked variants check" above. The
 * chosen 0 is a null pointer constant, so INIT_PTR_FOR_COMPILER() needs
 * no cast.
 */
#define INIT_PTR_FOR_COMPILER(p)                                             \
	p = __builtin_choose_expr(__builtin_classify_type(p) == 5, 0,        \
		*(struct INIT_PTR_FOR_COMPILER_of_##p##_not_a_pointer *)1)
#elif INIT_FOR_COMPILER_HAVE_GENERIC_
/*
 * generic, C11 and later: the checks are _Generic selections (see
 * INIT_FOR_COMPILER_GENERIC_CHECK_). INIT_SCALAR_FOR_COMPILER() checks
 * fully; INIT_PTR_FOR_COMPILER() and INIT_STRUCT_FOR_COMPILER() refuse the
 * arithmetic types by name, and what _Generic cannot tell apart (a pointer
 * from a struct) is left to the compiler's own diagnostic for the
 * initializer, or to a per-compiler hook (chibicc tells them apart).
 */
#define INIT_PTR_FOR_COMPILER(p)                                             \
	p = ((void *)INIT_FOR_COMPILER_GENERIC_CHECK_(p,                     \
		INIT_FOR_COMPILER_GENERIC_SELECT_(p, 0,                      \
			INIT_FOR_COMPILER_GENERIC_IS_POINTER_(p)),           \
		INIT_PTR_FOR_COMPILER_of_##p##_not_a_pointer))
#else
/* generic before C11: unchecked, but correct for the right kinds of type */
#define INIT_PTR_FOR_COMPILER(p) p = ((void *)0)
#endif

/**
 * INIT_SCALAR_FOR_COMPILER() - zero-initialize an arithmetic variable only because the compiler asks
 * @x: the name of the variable being declared
 *
 * Synopsis:
 *	type INIT_SCALAR_FOR_COMPILER(x);       // type x = 0;
 *
 * Like INIT_FOR_COMPILER(), for arithmetic types only: integers, the char
 * types, _Bool, enums, floating and complex types, and _Atomic versions of
 * them (``= 0`` with a GCC comment in the 2012 conversion). Pointers, structs and
 * unions are refused at compile time with an error naming the macro, the
 * variable and the problem: the struct type
 * ``INIT_SCALAR_FOR_COMPILER_of_p_not_arithmetic_or_enum``. Unlike
 * INIT_FOR_COMPILER() it works for _Atomic scalars on Clang and for enums
 * under GCC's -Wc++-compat and Clang 21's -Wimplicit-int-enum-cast: its
 * zero is not braced, and where those warnings exist it is cast to x's
 * type.
 *
 * It names x to check its type, so it counts as a use of x.
 *
 * Example:
 *	#include <init_for_compiler.h>
 *	unsigned long pick(int mode, unsigned long a, unsigned long b);
 *	unsigned long pick(int mode, unsigned long a, unsigned long b)
 *	{
 *		unsigned long INIT_SCALAR_FOR_COMPILER(r);
 *
 *		switch (mode & 1) {
 *		case 0: r = a; break;
 *		case 1: r = b; break;
 *		}
 *		return r;
 *	}
 *
 * Compiler notes:
 * - GCC and Clang: checked (__builtin_classify_type(),
 *   __builtin_choose_expr()), no pragma. GCC and Clang 21 and later: the
 *   0 cast to x's type; Clang 13 to 20: the literal 0. C++11 and later:
 *   static_assert.
 * - Intel ICC and ICX: the same definitions (untested here).
 * - tcc 0.9.27 -std=c11, chibicc and other C11 compilers (MSVC 2019 16.8
 *   and later with /std:c11, untested): checked with a _Generic over the
 *   arithmetic types, ``x = 0`` (an enum is accepted where _Generic matches
 *   it with an integer type, and on chibicc through __builtin_reg_class();
 *   _BitInt(N) is refused). The error names a bit-field: "negative width in
 *   bit-field 'INIT_SCALAR_FOR_COMPILER_of_p_not_arithmetic_or_enum'"; on
 *   chibicc it is "not a compile-time constant" under the line of the
 *   macro, caret at the variable.
 * - sparse, pcc (its _Generic takes char and signed char for one type),
 *   and every compiler before C11: unchecked ``x = 0``.
 */
#if INIT_FOR_COMPILER_AUDIT
#define INIT_SCALAR_FOR_COMPILER(x) x
#elif defined(__cplusplus)
#define INIT_SCALAR_FOR_COMPILER(x)                              \
	INIT_FOR_COMPILER_CXX_CHECKED_(x, is_scalar_value_,      \
		"INIT_SCALAR_FOR_COMPILER(" #x "): not an arithmetic or enum type")
/*
 * INIT_SCALAR_FOR_COMPILER(): the zero must have x's own type where x is
 * an enum, for GCC's -Wc++-compat and Clang 21's -Wimplicit-int-enum-cast
 * (an int converted to an enum). INIT_FOR_COMPILER_SCALAR_CAST_ says how:
 * 0: no cast (Clang 20 and older: no such warning); 1: the checked value
 * cast to __typeof__(x) (GCC, Intel: GCC refuses the undefined struct
 * before the cast, naming it); 2: 0 cast to the type of the choice
 * between x and the undefined struct (Clang 21 and later: its error for
 * a cast to the wrong type names that type, where its error for the cast
 * of a struct variable would not). Casts to an _Atomic type are accepted
 * by GCC and by Clang 17 and later.
 */
#elif defined(INIT_FOR_COMPILER_SCALAR_DECL_)
#define INIT_SCALAR_FOR_COMPILER(x) INIT_FOR_COMPILER_SCALAR_DECL_(x)
#elif INIT_FOR_COMPILER_HAVE_CHECKS_ && INIT_FOR_COMPILER_SCALAR_CAST_ == 2
#define INIT_SCALAR_FOR_COMPILER(x)                                          \
	x = (__typeof__(__builtin_choose_expr(                               \
		(0x4031E >> __builtin_classify_type(x)) & 1, x,              \
		*(struct INIT_SCALAR_FOR_COMPILER_of_##x##_not_arithmetic_or_enum *)1)))0
#elif INIT_FOR_COMPILER_HAVE_CHECKS_ && INIT_FOR_COMPILER_SCALAR_CAST_ == 1
#define INIT_SCALAR_FOR_COMPILER(x)                                          \
	x = (__typeof__(x))__builtin_choose_expr(                            \
		(0x4031E >> __builtin_classify_type(x)) & 1, 0,              \
		*(struct INIT_SCALAR_FOR_COMPILER_of_##x##_not_arithmetic_or_enum *)1)
#elif INIT_FOR_COMPILER_HAVE_CHECKS_
#define INIT_SCALAR_FOR_COMPILER(x)                                          \
	x = __builtin_choose_expr(                                           \
		(0x4031E >> __builtin_classify_type(x)) & 1, 0,              \
		*(struct INIT_SCALAR_FOR_COMPILER_of_##x##_not_arithmetic_or_enum *)1)
#elif INIT_FOR_COMPILER_HAVE_GENERIC_
/* generic, C11 and later: see INIT_PTR_FOR_COMPILER() */
#define INIT_SCALAR_FOR_COMPILER(x)                                          \
	x = INIT_FOR_COMPILER_GENERIC_CHECK_(x,                              \
		INIT_FOR_COMPILER_GENERIC_SELECT_(x, 1,                      \
			INIT_FOR_COMPILER_GENERIC_IS_ENUM_(x)),              \
		INIT_SCALAR_FOR_COMPILER_of_##x##_not_arithmetic_or_enum)
#else
/* generic before C11: unchecked */
#define INIT_SCALAR_FOR_COMPILER(x) x = 0
#endif

/**
 * INIT_STRUCT_FOR_COMPILER() - zero-initialize a struct or union only because the compiler asks
 * @s: the name of the struct or union being declared
 *
 * Synopsis:
 *	type INIT_STRUCT_FOR_COMPILER(s);       // type s = {0};
 *
 * Like INIT_FOR_COMPILER(), for structs and unions only: every member is
 * zero, pointers null (``= { }`` in the 2012 conversion). Scalars and
 * pointers are refused at compile time with an error naming the macro, the
 * variable and the problem: the struct type
 * ``INIT_STRUCT_FOR_COMPILER_of_n_not_a_struct_or_union``.
 * Its object code is that of ``= {0}``; like ``= {0}``, it draws GCC's
 * -Wc++-compat warning when the first member is an enum.
 *
 * It names s to check its type, so it counts as a use of s.
 *
 * Example:
 *	#include <init_for_compiler.h>
 *	struct range { long lo, hi; };
 *	long width(const struct range *r, int n);
 *	long width(const struct range *r, int n)
 *	{
 *		struct range INIT_STRUCT_FOR_COMPILER(last);
 *		int i, seen = 0;
 *
 *		for (i = 0; i < n; i++) {
 *			last = r[i];
 *			seen = 1;
 *		}
 *		return seen ? last.hi - last.lo : 0;
 *	}
 *
 * Compiler notes:
 * - GCC: checked; the initializer is ``{0}`` with the check as its
 *   constant 0. GCC -Wc++-compat warns for an enum first member in every
 *   mode, C23 included (the check is not an empty ``{}``).
 * - Clang: checked; the initializer is the compound literal
 *   ``(__typeof__(s)){0}``, which Clang compiles like ``= {0}`` (at -O0
 *   too), with no pragma. Clang 21 and later (for its
 *   -Wimplicit-int-enum-cast on an enum first member): ``(__typeof__(s)){}``
 *   before C23; in C23 ``{0}`` with that warning off for the macro's
 *   tokens (push, ignore, pop).
 * - C++11 and later: static_assert and ``{}``.
 * - Intel ICC and ICX: the same definitions (untested here).
 * - chibicc: checked with _Generic and __builtin_reg_class().
 * - tcc 0.9.27 -std=c11 and other C11 compilers (MSVC, untested): _Generic
 *   refuses the arithmetic types; a pointer is not refused (``p = {0}`` is
 *   valid C).
 * - sparse, pcc, Clang with INIT_FOR_COMPILER_GENERIC, and every compiler
 *   before C11: unchecked ``s = {0}``.
 */
#if INIT_FOR_COMPILER_AUDIT
#define INIT_STRUCT_FOR_COMPILER(s) s
#elif defined(__cplusplus)
#define INIT_STRUCT_FOR_COMPILER(s)                              \
	INIT_FOR_COMPILER_CXX_CHECKED_(s, is_class_,             \
		"INIT_STRUCT_FOR_COMPILER(" #s "): not a struct, class or union")
/*
 * INIT_STRUCT_FOR_COMPILER(): the initializer of a struct must stay the
 * idiom {0}, which compilers exempt from -Wmissing-field-initializers and
 * -Wmissing-braces. GCC exempts any {v} whose v is a constant zero, so the
 * check stands in the braces. Clang exempts the literal {0} only, so with
 * INIT_FOR_COMPILER_STRUCT_LITERAL_ the check chooses between a compound
 * literal (__typeof__(x)){0} and the undefined struct; Clang compiles an
 * initialization from a compound literal of the variable's own type like
 * the braces themselves, at -O0 too. __extension__: compound literals are
 * C99. Clang 21 and later warn for the 0 of {0} when the first member is
 * an enum (-Wimplicit-int-enum-cast): before C23 the compound literal is
 * then ``(__typeof__(x)){}`` (INIT_FOR_COMPILER_STRUCT_EMPTY_), in C23
 * INIT_FOR_COMPILER_QUIET_STRUCT_BEGIN_ and _END_ turn the warning off for
 * these tokens (C23's {} would draw -Wpre-c23-compat instead).
 */
#elif defined(INIT_FOR_COMPILER_STRUCT_DECL_)
#define INIT_STRUCT_FOR_COMPILER(s) INIT_FOR_COMPILER_STRUCT_DECL_(s)
#elif INIT_FOR_COMPILER_HAVE_CHECKS_ && INIT_FOR_COMPILER_STRUCT_LITERAL_ && \
	defined(INIT_FOR_COMPILER_QUIET_STRUCT_BEGIN_)
#define INIT_STRUCT_FOR_COMPILER(s)                                          \
	s = INIT_FOR_COMPILER_QUIET_STRUCT_BEGIN_ __extension__               \
	__builtin_choose_expr((__builtin_classify_type(s) | 1) == 13,       \
		(__typeof__(s)){0},                                          \
		*(struct INIT_STRUCT_FOR_COMPILER_of_##s##_not_a_struct_or_union *)1) \
	INIT_FOR_COMPILER_QUIET_STRUCT_END_
#elif INIT_FOR_COMPILER_HAVE_CHECKS_ && INIT_FOR_COMPILER_STRUCT_LITERAL_ && \
	INIT_FOR_COMPILER_STRUCT_EMPTY_
#define INIT_STRUCT_FOR_COMPILER(s)                                          \
	s = __extension__ __builtin_choose_expr(                             \
		(__builtin_classify_type(s) | 1) == 13, (__typeof__(s)){},   \
		*(struct INIT_STRUCT_FOR_COMPILER_of_##s##_not_a_struct_or_union *)1)
#elif INIT_FOR_COMPILER_HAVE_CHECKS_ && INIT_FOR_COMPILER_STRUCT_LITERAL_
#define INIT_STRUCT_FOR_COMPILER(s)                                          \
	s = __extension__ __builtin_choose_expr(                             \
		(__builtin_classify_type(s) | 1) == 13, (__typeof__(s)){0},  \
		*(struct INIT_STRUCT_FOR_COMPILER_of_##s##_not_a_struct_or_union *)1)
#elif INIT_FOR_COMPILER_HAVE_CHECKS_
#define INIT_STRUCT_FOR_COMPILER(s)                                          \
	s = { __builtin_choose_expr((__builtin_classify_type(s) | 1) == 13, 0, \
		*(struct INIT_STRUCT_FOR_COMPILER_of_##s##_not_a_struct_or_union *)1) }
#elif INIT_FOR_COMPILER_HAVE_GENERIC_ && !defined(__clang__)
/* generic, C11 and later: see INIT_PTR_FOR_COMPILER() */
#define INIT_STRUCT_FOR_COMPILER(s)                                          \
	s = { INIT_FOR_COMPILER_GENERIC_CHECK_(s,                            \
		INIT_FOR_COMPILER_GENERIC_SELECT_(s, 0,                      \
			INIT_FOR_COMPILER_GENERIC_IS_AGGREGATE_(s)),         \
		INIT_STRUCT_FOR_COMPILER_of_##s##_not_a_struct_or_union) }
#else
/* Clang with INIT_FOR_COMPILER_GENERIC: a check in the braces is not the
 * literal {0} for which Clang waives -Wmissing-field-initializers (-Wextra)
 * and -Wmissing-braces, and the generic definitions carry no pragmas. */
/* generic before C11: unchecked */
#define INIT_STRUCT_FOR_COMPILER(s) s = {0}
#endif

/**
 * ZERO_FOR_COMPILER() - the zero of a variable's type, as an expression
 * @x: an lvalue of any non-array type (usually a variable)
 *
 * Synopsis:
 *	x = ZERO_FOR_COMPILER(x);               // the zero value for x
 *
 * For assignments made only to quiet the compiler, where a declaration
 * cannot carry the annotation: ``x = ZERO_FOR_COMPILER(x);``. The result
 * has x's type: 0 for arithmetic types and enums, a null pointer for
 * pointers (both without x's qualifiers), an all-zero struct or union for
 * aggregates (a compound literal of x's type, qualifiers included, which
 * is harmless when it is assigned to x). x itself is not evaluated.
 *
 * Audit mode does not change it: the program may rely on the value.
 *
 * Example:
 *	#include <init_for_compiler.h>
 *	struct pair { int a, b; };
 *	void reset(struct pair *p, double *d, char **s);
 *	void reset(struct pair *p, double *d, char **s)
 *	{
 *		*p = ZERO_FOR_COMPILER(*p);
 *		*d = ZERO_FOR_COMPILER(*d);
 *		*s = ZERO_FOR_COMPILER(*s);
 *	}
 *
 * Compiler notes:
 * - GCC and Clang: __builtin_choose_expr() on __builtin_classify_type():
 *   a cast of 0 for scalars and pointers, the compound literal
 *   ``(__typeof__(x)){0}`` for structs and unions; every C mode (compound
 *   literals under __extension__ before C99). Works for _Atomic lvalues.
 * - sparse: its own spelling (clean for pointers).
 * - Generic definitions, C23 (typeof) or C99 and later on compilers with
 *   __typeof__ (tcc, pcc, chibicc): ``(__typeof__(x)){0}``, every
 *   non-array type (Clang refuses it for _Atomic).
 * - Generic definitions in C11 without typeof (MSVC, untested): a
 *   _Generic gives the zero of x's type for the arithmetic types, and 0
 *   (a null pointer constant) for the rest; a struct is a compile error.
 * - Generic definitions otherwise (C90, or C99 without typeof): plain
 *   ``0``, which covers scalars and pointers only; a struct is then a
 *   compile error.
 * - C++11 and later: value-initialization of decltype(x) without
 *   references and qualifiers.
 */
#if defined(__cplusplus)
#define ZERO_FOR_COMPILER(x) (INIT_FOR_COMPILER_TYPE_(x){})
#elif defined(INIT_FOR_COMPILER_ZERO_)
#define ZERO_FOR_COMPILER(x) INIT_FOR_COMPILER_ZERO_(x)
#elif INIT_FOR_COMPILER_HAVE_CHECKS_
/*
 * Both branches of __builtin_choose_expr() must be valid for every type,
 * so each branch takes its type from a nested choice that falls back to
 * int when x is of the other kind: (int){0} in the unused branch is valid.
 */
#define ZERO_FOR_COMPILER(x)                                                 \
	(__extension__ __builtin_choose_expr(                                \
		INIT_FOR_COMPILER_IS_AGGREGATE_(x),                          \
		(__typeof__(__builtin_choose_expr(                           \
			INIT_FOR_COMPILER_IS_AGGREGATE_(x), (x), 0))){0},    \
		(__typeof__((void)0, __builtin_choose_expr(                  \
			INIT_FOR_COMPILER_IS_AGGREGATE_(x), 0, (x))))0))
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 202311L
#define ZERO_FOR_COMPILER(x) ((typeof(x)){0})
#elif INIT_FOR_COMPILER_HAVE_TYPEOF_ && \
	defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L
/* compound literals are C99; C90 gets the plain 0 below */
#define ZERO_FOR_COMPILER(x) ((__typeof__(x)){0})
#elif INIT_FOR_COMPILER_HAVE_GENERIC_
/* C11 without typeof (MSVC): the zero of each arithmetic type, typed by
 * _Generic; 0 (a null pointer constant) for the rest: pointers, and enums
 * where _Generic matches no integer type. A struct is then a compile error. */
#define ZERO_FOR_COMPILER(x)                                                 \
	_Generic((x), _Bool: (_Bool)0, char: (char)0,                        \
		signed char: (signed char)0, unsigned char: (unsigned char)0, \
		short: (short)0, unsigned short: (unsigned short)0,          \
		int: 0, unsigned int: 0U, long: 0L, unsigned long: 0UL,      \
		long long: 0LL, unsigned long long: 0ULL,                    \
		float: 0.0F, double: 0.0, long double: 0.0L                  \
		INIT_FOR_COMPILER_GENERIC_COMPLEX_ZERO_, default: 0)
#else
#define ZERO_FOR_COMPILER(x) 0
#endif

/**
 * ASSIGN_FOR_COMPILER() - an assignment made only because the compiler asks
 * @lhs: what is assigned: a variable, ``*out``, ``s->member``, ``a[i]``
 * @value: the value, kept as written: ``0``, ``NULL``, ``-1``, an enum
 *	constant, ``0x5EED``
 *
 * Synopsis:
 *	ASSIGN_FOR_COMPILER(lhs, value);        // lhs = value;
 *
 * The statement form of INIT_FOR_COMPILER(): for a dummy assignment that
 * exists only so that the compiler stops warning that something "may be
 * used uninitialized", where no declaration can carry the annotation, often
 * in a ``default:`` after a call that does not return, or to an output
 * parameter on an error path. Such assignments are usually written
 * ``x = 0; // keep compiler quiet``: ASSIGN_FOR_COMPILER(x, 0) says the
 * same in a way a tool can find, and an audit build can take away.
 *
 * In a normal build it is ``lhs = value``, an expression of type void that
 * evaluates lhs and value exactly once each: the same code as the plain
 * assignment. In an audit build (INIT_FOR_COMPILER_AUDIT) the assignment is
 * left out: lhs and value are only type-checked, inside sizeof, and neither
 * is evaluated, so the compiler sees lhs unset again on that path and
 * warns wherever the value would be read. A value some path does read,
 * although the comment said it was only for the compiler, is exactly what
 * the audit then shows.
 *
 * Unlike ZERO_FOR_COMPILER(), which is a value the program uses and which
 * audit mode does not touch, ASSIGN_FOR_COMPILER() is an annotation: audit
 * builds are for reading warnings, not for shipping. @value must not hold a
 * comma outside parentheses (a macro argument); write ``(T){ a, b }`` as
 * ``((T){ a, b })``.
 *
 * Example:
 *	#include <init_for_compiler.h>
 *	enum mode { MODE_READ, MODE_WRITE };
 *	void fatal(const char *what);
 *	int weight(enum mode m, int *out);
 *	int weight(enum mode m, int *out)
 *	{
 *		int w;
 *
 *		switch (m) {
 *		case MODE_READ:
 *			w = 1;
 *			break;
 *		case MODE_WRITE:
 *			w = 4;
 *			break;
 *		default:
 *			fatal("mode");
 *			ASSIGN_FOR_COMPILER(w, -1);
 *			ASSIGN_FOR_COMPILER(*out, 0);
 *			return -1;
 *		}
 *		*out = w;
 *		return 0;
 *	}
 *
 * Compiler notes:
 * - Every compiler: ``((void)((lhs) = (value)))`` outside audit mode, in
 *   every C mode from C89 and in C++11 and later.
 * - GCC, Clang, Intel, sparse, tcc, pcc, chibicc: audit mode type-checks with
 *   ``sizeof(__typeof__((lhs) = (value)))``. Clang warns for an assignment
 *   directly inside sizeof or decltype ("expression with side effects has
 *   no effect in an unevaluated context", -Wunevaluated-expression, on by
 *   default), not inside __typeof__. A bit-field is a valid lhs (the
 *   assignment's result is no bit-field).
 * - C23 without __typeof__: typeof. Other compilers: plain
 *   ``sizeof((lhs) = (value))``. C++ without __typeof__: decltype.
 * - Audit mode turns the uninitialized warnings on as for INIT_FOR_COMPILER
 *   (see INIT_FOR_COMPILER_AUDIT): GCC checks only when optimizing.
 */
#if !INIT_FOR_COMPILER_AUDIT
#define ASSIGN_FOR_COMPILER(lhs, value) ((void)((lhs) = (value)))
#elif INIT_FOR_COMPILER_HAVE_TYPEOF_ || (defined(__cplusplus) && defined(__GNUC__))
#define ASSIGN_FOR_COMPILER(lhs, value) ((void)sizeof(__typeof__((lhs) = (value))))
#elif defined(__cplusplus)
#define ASSIGN_FOR_COMPILER(lhs, value) ((void)sizeof(decltype((lhs) = (value))))
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 202311L
#define ASSIGN_FOR_COMPILER(lhs, value) ((void)sizeof(typeof((lhs) = (value))))
#else
#define ASSIGN_FOR_COMPILER(lhs, value) ((void)sizeof((lhs) = (value)))
#endif

#endif /* INIT_FOR_COMPILER_H */
