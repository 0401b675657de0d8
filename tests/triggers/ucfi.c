/* ucfi.c - call chains for the CFI user-stack unwinder, built -O2
 * -fomit-frame-pointer (tests/e2e/pid/ustack-cfi*.sh): a function that
 * keeps values in callee-saved registers across calls, one whose frame
 * moves rsp for a large local array, a recursion deeper than
 * ustackframes and a signal handler. cf_leaf() is where most stacks are
 * taken. An argument repeats the whole run that many times (default 1). */
#include <signal.h>
#include <stdlib.h>
#include <string.h>

/* noipa: the callers cannot know which registers a callee leaves alone */
#define NOINLINE __attribute__((noipa))

volatile long sink;

NOINLINE long cf_leaf(long x)
{
	sink += x;
	return sink;
}

/* c, d and e live across both calls: pushed callee-saved registers */
NOINLINE long cf_saved(long a, long b)
{
	long c = a * 3, d = b * 5, e = a ^ b;
	long r = cf_leaf(a) + c;

	r += cf_leaf(b) * d;
	return r + e + c * d;
}

/* rsp moves by about 4 KiB for buf */
NOINLINE long cf_array(long n)
{
	char buf[4000];

	memset(buf, (int)n, sizeof(buf));
	sink += buf[n & 1023];
	return cf_saved(n, buf[7]) + buf[100];
}

/* 100 levels deep, below the kernel's default perf_event_max_stack (127);
 * the volatile store keeps it a real recursion */
NOINLINE long cf_rec(long n)
{
	if (n == 0)
		return cf_leaf(1);
	long r = cf_rec(n - 1);
	sink = r;
	return sink;
}

NOINLINE void cf_handler(int sig)
{
	cf_leaf(sig);
	sink++;		/* not a tail call */
}

NOINLINE void cf_signal(void)
{
	raise(SIGUSR1);
	sink++;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 1;

	signal(SIGUSR1, cf_handler);
	for (int i = 0; i < n; i++) {
		cf_array(argc);
		cf_rec(100);
		cf_signal();
	}
	return 0;
}
