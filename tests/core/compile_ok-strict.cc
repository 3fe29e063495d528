// SPDX-License-Identifier: MIT OR GPL-2.0-only
// compile_ok-strict.cc - every public macro in C++11 and later, strictest flags, -Werror.
// First inside extern "C": a C header converted by init-for-compiler
// convert includes it, and C++ code includes such headers in extern "C".
extern "C" {
#include <init_for_compiler.h>
}
#include <init_for_compiler.h>
#include <uninitialized_var.h>
typedef void (*fp_t)(int);
struct s { void *p; long a; };
struct n { struct s in; double d; int arr[4]; };
union u { int *p; long l; };
enum e { E0, E1 };
enum class ec { A, B };
int run(int c);
int run(int c)
{
  unsigned long INIT_FOR_COMPILER(len);
  struct s *INIT_FOR_COMPILER(page), *other = nullptr;
  int vol_id = -1, INIT_FOR_COMPILER(lnum);
  fp_t INIT_FOR_COMPILER(fn);
  enum e INIT_FOR_COMPILER(e1);
  struct n INIT_FOR_COMPILER(nn);
  union u INIT_FOR_COMPILER(uu);
  int *INIT_PTR_FOR_COMPILER(ip);
  const volatile int *const INIT_PTR_FOR_COMPILER(cvp);
  enum e INIT_SCALAR_FOR_COMPILER(ee);
  ec INIT_SCALAR_FOR_COMPILER(ec1);
  const double INIT_SCALAR_FOR_COMPILER(dd);
  bool INIT_SCALAR_FOR_COMPILER(bb);
  struct n INIT_STRUCT_FOR_COMPILER(n2);
  union u INIT_STRUCT_FOR_COMPILER(u2);
  int uninitialized_var(legacy);
  struct n z;
  double d2;
  z = ZERO_FOR_COMPILER(z);
  d2 = ZERO_FOR_COMPILER(d2);
  ip = ZERO_FOR_COMPILER(ip);
  ee = ZERO_FOR_COMPILER(ee);
  if (c) { len = 1; page = nullptr; lnum = 4; fn = nullptr; ip = nullptr; legacy = 1; }
  return int(len) + (page == other) + vol_id + lnum + (fn == nullptr) + int(e1) + int(nn.in.a) + (uu.p == nullptr) + (ip == nullptr) + (cvp == nullptr)
    + int(ee) + int(ec1) + int(dd) + bb + int(n2.in.a) + int(u2.l) + legacy + int(z.in.a) + int(d2);
}
// An array's declarator inside INIT_FOR_COMPILER(): value-initialized (= {}).
int run_arrays(int c);
int run_arrays(int c)
{
  int INIT_FOR_COMPILER(buf[4]);
  unsigned char INIT_FOR_COMPILER(bytes[3][5]);
  struct s INIT_FOR_COMPILER(ss[2]);
  enum e INIT_FOR_COMPILER(es[2]);
  const char *INIT_FOR_COMPILER(names[3]);
  if (c) buf[1] = c;
  return buf[1] + int(sizeof(bytes)) + int(ss[1].a) + int(es[1]) + (names[2] != nullptr);
}
