/* ukeys N [D [FILE]] - user-space workload for aggregations that grow:
 * calls key(i % D) for i = 0 .. N-1 (D defaults to N, so every call passes
 * a new value), then prints the checksum. `pid$target::key:entry { @[arg0]
 * = count(); }` then creates D keys, and D = 1 measures the cost of
 * updating an existing key against creating new ones. With FILE it first
 * waits (for 60 s at most) until FILE exists, so that a tracer started
 * with -p can say when its probes are in place, and also prints the CPU
 * seconds (user + system) the calls took. Dynamic, -g, no inlining
 * (the u* workload flavour). */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/resource.h>

static volatile long sink;

__attribute__((noinline)) void key(long i)
{
	sink += i;
}

static double cpu_seconds(void)
{
	struct rusage ru;

	getrusage(RUSAGE_SELF, &ru);
	return ru.ru_utime.tv_sec + ru.ru_stime.tv_sec +
	       (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000;
	long d = argc > 2 ? atol(argv[2]) : n;

	if (n < 0 || d <= 0) {
		fprintf(stderr, "usage: ukeys N [D [FILE]]\n");
		return 2;
	}
	for (int t = 0; argc > 3 && access(argv[3], F_OK) != 0 && t < 60000; t++)
		usleep(1000);
	double t0 = argc > 3 ? cpu_seconds() : 0;
	for (long i = 0; i < n; i++)
		key(i % d);
	printf("%ld\n", sink);
	if (argc > 3)
		printf("%.3f cpu s\n", cpu_seconds() - t0);
	return 0;
}
