// Corpus: a C++ file; its shim comes from a header it includes (my_global.hh).
#include <map>
#include <string>
#include <vector>

#include "my_global.hh"
#include <init_for_compiler.h>

namespace corpus {

static const char *raw = R"sql(SELECT x = x; /* not a comment */ ")sql";

template <typename T>
int Table<T>::lookup(const std::string &key) const
{
	std::size_t INIT_FOR_COMPILER(pos);
	std::map<int, std::vector<int>> INIT_FOR_COMPILER(m);
	long big = 1'000'000;
	int INIT_FOR_COMPILER(found);

	if (key.size() > big)
		pos = key.find('=');
	return found + (raw[0] == 'S' ? int(pos) : 0) + int(m.size());
}

} // namespace corpus
