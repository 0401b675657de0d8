/* work N - calls bench_fn() N times and prints the nanoseconds per call
 * of that loop alone (CLOCK_MONOTONIC around it), so a tracer's start-up
 * and tear-down never enter the figure. bench_fn has a normal frame
 * (push %rbp first), like most functions a pid probe lands on; built
 * with -DNOP5 it starts with a 5-byte nop instead, the kernel's fast
 * uprobe path. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "../now.h"

volatile long sink;

__attribute__((noinline, optimize("O0"))) long bench_fn(long x)
{
#ifdef NOP5
	/* a 5-byte nop first: the kernel can optimize a uprobe there */
	__asm__ volatile(".byte 0x0f, 0x1f, 0x44, 0x00, 0x00");
#endif
	sink = x;
	return x + 1;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 0) : 1000000;
	long acc = 0;
	double t0 = now_ns();

	for (long i = 0; i < n; i++)
		acc += bench_fn(i);
	double t1 = now_ns();
	printf("%.2f\n", (t1 - t0) / n);
	return acc == 0;
}
