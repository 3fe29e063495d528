# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/lib/flags.sh - the strict warning sets the header is held to, written
# once. Source it; the suites that build the header with its strictest flags
# (tests/core: compile_ok-*, the single header, run-generic; tests/matrix:
# every cell) use these variables and never spell the sets again.
#
# The header must compile silently under each set AS IT IS: no -Wno-...
# belongs here for the header's sake. A suite that adds an exclusion adds it
# for its own test program, on its own line, saying why (tests/matrix:
# cell.c's padded structs and byte loops; the exclusions below).
#
#   GCC_STRICT      gcc, C (every -std from gnu89 to C23, freestanding too)
#   GXX_STRICT      g++, C++11 and later
#   CLANG_STRICT    clang, C: everything (-Weverything)
#   CLANGXX_STRICT  clang++, C++11 and later: everything but -Wc++98-compat,
#                   which warns about every C++11 feature (the header
#                   requires C++11: `x = {}` is the point)
#
# -Wpadded is in CLANG_STRICT on purpose: the header's own structs (the
# check types of the checked variants) must not be padded either.
# tests/matrix leaves it out for cell.c only, whose padded aggregates are
# there to check that padding is zeroed (measured: clang-19 -Weverything on
# cell.c gives 4 -Wpadded, all in cell.c, none in include/).
#
# The tool's own sources (tools/*.c) are held to another set, for a program
# rather than a header: tests/tool/run.sh.

GCC_STRICT="-Wall -Wextra -Wpedantic -Wundef -Wshadow -Wconversion -Wsign-conversion \
-Wcast-qual -Wstrict-prototypes -Wmissing-prototypes -Wc++-compat -Werror"
GXX_STRICT="-Wall -Wextra -Wpedantic -Wundef -Wshadow -Wconversion -Wsign-conversion \
-Wcast-qual -Wmissing-declarations -Wold-style-cast -Wuseless-cast \
-Wzero-as-null-pointer-constant -Werror"
CLANG_STRICT="-Weverything -Werror"
CLANGXX_STRICT="-Weverything -Werror -Wno-c++98-compat"
