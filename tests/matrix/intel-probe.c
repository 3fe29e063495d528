/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/* tests/matrix/intel-probe.c - preprocessed by intel.sh: each @@NAME@@ is
 * followed by one macro's expansion. Never compiled. */
#include <init_for_compiler.h>
@@COMPILER@@ INIT_FOR_COMPILER_COMPILER
@@INIT@@ INIT_FOR_COMPILER(v)
@@PTR@@ INIT_PTR_FOR_COMPILER(p)
@@SCALAR@@ INIT_SCALAR_FOR_COMPILER(v)
@@STRUCT@@ INIT_STRUCT_FOR_COMPILER(s)
@@ZERO@@ ZERO_FOR_COMPILER(v)
@@END@@
