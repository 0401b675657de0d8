// ucxx N - a C++ workload: ns::Shape::area() called N times through a
// template, so pid probes and ustack() see mangled C++ names that sonda
// prints demangled.
#include <cstdio>
#include <cstdlib>

namespace ns {
struct Shape {
	long w, h;
	__attribute__((noinline)) long area(long scale) const { return w * h * scale; }
};

template <typename T> __attribute__((noinline)) long total(const T &s, long n)
{
	long sum = 0;
	for (long i = 0; i < n; i++)
		sum += s.area(i);
	return sum;
}
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? std::strtol(argv[1], nullptr, 0) : 1;
	ns::Shape s{2, 3};

	std::printf("ucxx: %ld\n", ns::total(s, n));
	return 0;
}
