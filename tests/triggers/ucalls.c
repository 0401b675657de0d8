/* ucalls A B - calls leaf() A times through one() and B times through
 * two(), from main(). A profile of `pid$target::leaf:entry { @[ustack()]
 * = count(); }` then holds exactly A + B samples in leaf, A under one()
 * and B under two() (tests/e2e/pprof). Dynamic, -g, no inlining. */
#include <stdlib.h>

static volatile long sink;

__attribute__((noinline)) void leaf(void)
{
	sink++;
}

__attribute__((noinline)) void one(void)
{
	leaf();
	__asm__ volatile("");
}

__attribute__((noinline)) void two(void)
{
	leaf();
	__asm__ volatile("");
}

int main(int argc, char **argv)
{
	long a = argc > 1 ? atol(argv[1]) : 1, b = argc > 2 ? atol(argv[2]) : 1;

	for (long i = 0; i < a; i++)
		one();
	for (long i = 0; i < b; i++)
		two();
	return 0;
}
