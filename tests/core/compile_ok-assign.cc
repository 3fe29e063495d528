// SPDX-License-Identifier: MIT OR GPL-2.0-only
// compile_ok-assign.cc - ASSIGN_FOR_COMPILER() in C++11 and later, normal
// and audit mode, the strictest flags (see compile_ok-assign.c).
#include <init_for_compiler.h>

typedef void (*handler_fn)(int);
struct bits { unsigned lo : 3; unsigned hi : 29; };
struct pair { const char *name; long len; };
enum colour { RED, GREEN };
enum class mode : int { on, off };

long use_assign(int c, long *out, pair *pf, bits *b, pair *copy);
long use_assign(int c, long *out, pair *pf, bits *b, pair *copy)
{
  int n = c;
  unsigned long seed = static_cast<unsigned long>(c);
  colour col = RED;
  mode m = mode::on;
  const char *name = "x";
  handler_fn fn = nullptr;
  double d = 1.5;
  int &ref = n;

  ASSIGN_FOR_COMPILER(n, -1);
  ASSIGN_FOR_COMPILER(seed, 0x5EEDUL);
  ASSIGN_FOR_COMPILER(col, GREEN);
  ASSIGN_FOR_COMPILER(m, mode::off);
  ASSIGN_FOR_COMPILER(name, nullptr);
  ASSIGN_FOR_COMPILER(fn, nullptr);
  ASSIGN_FOR_COMPILER(d, 0.0);
  ASSIGN_FOR_COMPILER(ref, 3);
  ASSIGN_FOR_COMPILER(*out, 0);
  ASSIGN_FOR_COMPILER(pf->len, -1L);
  ASSIGN_FOR_COMPILER(b->lo, 0u);
  ASSIGN_FOR_COMPILER(*copy, *pf);
  ASSIGN_FOR_COMPILER(*copy, (pair{ nullptr, 0 }));
  return n + static_cast<long>(seed) + static_cast<long>(col) + (m == mode::off) + (name != nullptr) +
         (fn != nullptr) + static_cast<long>(d);
}
