// Corpus: MariaDB's shape of the shim, in a C++ header.
#ifndef MY_GLOBAL_HH
#define MY_GLOBAL_HH

#include <string>

#if defined(__GNUC__) && !defined(__clang__)
#define UNINIT_VAR(x) x= x
#else
#define UNINIT_VAR(x) x
#endif

namespace corpus {
template <typename T> struct Table {
	int lookup(const std::string &key) const;
};
}

#endif
