/* urecurse N [R] - main() calls down() N times recursively (R times over,
 * default 1), down() at the bottom calls leaf(): leaf()'s user stack is
 * leaf, N frames of down, main and libc's start frames
 * (tests/e2e/ustack/deep-recursion). Dynamic, -g, no inlining, frame
 * pointers. */
#include <stdlib.h>

static volatile long sink;

__attribute__((noinline)) void leaf(void)
{
	sink++;
}

__attribute__((noinline)) void down(long n)
{
	if (n > 1)
		down(n - 1);
	else
		leaf();
	__asm__ volatile("");
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1, r = argc > 2 ? atol(argv[2]) : 1;

	for (long i = 0; i < r; i++)
		down(n);
	return 0;
}
