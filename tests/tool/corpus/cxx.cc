// Corpus: a C++ file; its shim comes from a header it includes (my_global.hh).
#include <map>
#include <string>
#include <vector>

#include "my_global.hh"

namespace corpus {

static const char *raw = R"sql(SELECT x = x; /* not a comment */ ")sql";

template <typename T>
int Table<T>::lookup(const std::string &key) const
{
	std::size_t UNINIT_VAR(pos);
	std::map<int, std::vector<int>> m = m;
	long big = 1'000'000;
	int found = 0; // keep gcc happy

	if (key.size() > big)
		pos = key.find('=');
	return found + (raw[0] == 'S' ? int(pos) : 0) + int(m.size());
}

} // namespace corpus
