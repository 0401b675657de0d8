/* ustack.c - the user-stack benchmark workload: `ustack N` calls a chain
 * of ten functions N times; the innermost, bu_leaf, is what the probe
 * traces. Built twice (bench/Makefile): without frame pointers (the CFI
 * unwinder's case) and with them (bpftrace's). Prints the mean
 * nanoseconds per call. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "now.h"

#define NOIPA __attribute__((noipa))

volatile long sink;

NOIPA long bu_leaf(long x) { sink += x; return sink; }
#define LEVEL(n, m) NOIPA long bu_##n(long x) { long r = bu_##m(x + 1); sink ^= r; return r + x; }
LEVEL(1, leaf) LEVEL(2, 1) LEVEL(3, 2) LEVEL(4, 3) LEVEL(5, 4)
LEVEL(6, 5) LEVEL(7, 6) LEVEL(8, 7) LEVEL(9, 8)

int main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 0) : 1000000;
	double t0 = now_ns();

	for (long i = 0; i < n; i++)
		bu_9(i);
	printf("%.1f\n", (now_ns() - t0) / n);
	return 0;
}
