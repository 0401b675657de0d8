/* uexec N - calls ue_step(N) and libc's atol( ) on its argument, then, while
 * N > 0, execs itself (argv[0], found through /proc/self/exe) with N - 1:
 * one process, N + 1 images of the same program, each mapping libc again.
 * Dynamic, -g, no inlining. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static volatile long sink;

__attribute__((noinline)) long ue_step(long n)
{
	sink += n;
	return n * 10;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 0;
	char next[24];

	ue_step(n);
	if (n <= 0)
		return 0;
	snprintf(next, sizeof(next), "%ld", n - 1);
	execl("/proc/self/exe", argv[0], next, (char *)NULL);
	perror("uexec: exec");
	return 1;
}
