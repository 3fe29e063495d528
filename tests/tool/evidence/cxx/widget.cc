// SPDX-License-Identifier: MIT OR GPL-2.0-only
#include <init_for_compiler.h>

namespace hw {

class Widget {
public:
	int level(int mode) const;
	Widget(int mode);
	template <typename T> T pick(T a, bool on) const;
private:
	int base_;
};

int Widget::level(int mode) const
{
	int INIT_FOR_COMPILER(scale);

	switch (mode) {
	case 0:
		scale = 2;
		break;
	case 1:
		scale = 4;
		break;
	case 2:
		break;
	}
	return base_ * scale;
}

Widget::Widget(int mode)
{
	int INIT_FOR_COMPILER(b);

	if (mode > 0)
		b = mode;
	base_ = b;
}

template <typename T> T Widget::pick(T a, bool on) const
{
	T INIT_FOR_COMPILER(v);

	if (on)
		v = a;
	return v + static_cast<T>(base_);
}

template long Widget::pick<long>(long, bool) const;

} // namespace hw

int apply(int x);
int apply(int x)
{
	auto f = [](int y) {
		int INIT_FOR_COMPILER(z);

		if (y > 3)
			z = y;
		return z;
	};
	return f(x);
}
