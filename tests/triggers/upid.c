/* upid [N [US]] - user-space tracing workload for the pid and USDT
 * providers: N rounds (default 1), each calling the functions below once,
 * sleeping US microseconds between rounds (default 0). Prints the final
 * checksum, so a test can check that tracing did not change the result.
 * Built with -g and without inlining, dynamic, as PIE (upid), non-PIE
 * (upid-nopie) and stripped with a MiniDebugInfo section (upid-stripped).
 *
 * Each round also calls strtol("12") in libc.
 *
 * USDT probes (sys/sdt.h): upid:::round (arg0 = round, arg1 = the name
 * string, arg2 = a constant 42), and upid:::sema-hit, guarded by a
 * semaphore, with a memory operand; upid:::counter (arg0 = the global
 * upid_counter, 7 in round 0, a symbolic operand "upid_counter(%rip)").
 */
#define _SDT_HAS_SEMAPHORES 1
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sdt.h>
#include <unistd.h>

struct req {
	int id;
	const char *name;
	long size;
};

unsigned short upid_sema__hit_semaphore __attribute__((section(".probes")));
unsigned short upid_round_semaphore __attribute__((section(".probes")));
unsigned short upid_counter_semaphore __attribute__((section(".probes")));
long upid_counter = 7;
static volatile long sink;

__attribute__((noinline)) int up_add(int a, int b)
{
	return a + b;
}

__attribute__((noinline)) long up_sum8(long a, long b, long c, long d, long e,
				       long f, long g, long h)
{
	return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h;
}

__attribute__((noinline)) int up_handle(struct req *r)
{
	sink += r->size;
	return r->id * 2;
}

__attribute__((noinline)) int up_depth3(int n)
{
	return up_add(n, 1);
}

__attribute__((noinline)) int up_depth2(int n)
{
	return up_depth3(n) + 1;
}

__attribute__((noinline)) int up_depth1(int n)
{
	return up_depth2(n) + 1;
}

static long round_once(long i)
{
	struct req r = { .id = (int)i, .name = "req-name", .size = 100 + i };
	long x = 0;

	x += up_add((int)i, 3);
	x += up_sum8(1, 2, 3, 4, 5, 6, 7, 8);
	x += up_handle(&r);
	x += up_depth1((int)i);
	x += (long)strlen(r.name);
	x += strtol("12", NULL, 10);
	DTRACE_PROBE3(upid, round, i, r.name, 42);
	if (upid_sema__hit_semaphore)
		DTRACE_PROBE2(upid, sema__hit, r.id, r.size);
	DTRACE_PROBE1(upid, counter, upid_counter);
	upid_counter++;
	return x;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 0) : 1;
	long us = argc > 2 ? strtol(argv[2], NULL, 0) : 0;
	long sum = 0;

	for (long i = 0; i < n; i++) {
		sum += round_once(i);
		if (us)
			usleep((useconds_t)us);
	}
	printf("upid: %ld rounds, checksum %ld\n", n, sum);
	return 0;
}
