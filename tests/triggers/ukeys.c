/* ukeys N [D] - user-space workload for aggregations that grow: calls
 * key(i % D) for i = 0 .. N-1 (D defaults to N, so every call passes a new
 * value), then prints the checksum. `pid$target::key:entry { @[arg0] =
 * count(); }` then creates D keys, and D = 1 measures the cost of
 * updating an existing key against creating new ones. Dynamic, -g, no
 * inlining (the u* workload flavour). */
#include <stdio.h>
#include <stdlib.h>

static volatile long sink;

__attribute__((noinline)) void key(long i)
{
	sink += i;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000;
	long d = argc > 2 ? atol(argv[2]) : n;

	if (n < 0 || d <= 0) {
		fprintf(stderr, "usage: ukeys N [D]\n");
		return 2;
	}
	for (long i = 0; i < n; i++)
		key(i % d);
	printf("%ld\n", sink);
	return 0;
}
