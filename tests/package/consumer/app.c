/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * tests/package/consumer/app.c - a program that uses the installed (or
 * subproject) headers the way the README shows, built by the CMake, meson and
 * pkg-config consumers of tests/package/run.sh. It prints the header's
 * version, which the test compares with the version it expects, and exits 0
 * when every annotated variable started at zero.
 */
#include <init_for_compiler.h>
#include <stdio.h>

struct reading {
	int channel;
	const char *unit;
};

static int lookup(int key, int *out)
{
	if (key < 0)
		return -1;
	*out = key * 2;
	return 0;
}

static int cached_value(int key, int use_cache)
{
	int INIT_FOR_COMPILER(value);

	if (use_cache && lookup(key, &value) != 0)
		return -1;
	return use_cache ? value : 0;
}

int main(void)
{
	const char *INIT_PTR_FOR_COMPILER(name);
	long INIT_SCALAR_FOR_COMPILER(count);
	struct reading INIT_STRUCT_FOR_COMPILER(r);

	printf("%d.%d.%d %s\n", INIT_FOR_COMPILER_VERSION_MAJOR, INIT_FOR_COMPILER_VERSION_MINOR,
	       INIT_FOR_COMPILER_VERSION_PATCH, INIT_FOR_COMPILER_COMPILER);
	return !(name == NULL && count == 0 && r.channel == 0 && r.unit == NULL &&
		 cached_value(21, 1) == 42 && cached_value(21, 0) == 0);
}
