/* ushort [MS [PROG ARG...]] - a short-lived process for profiles of many
 * processes: spins MS milliseconds (default 30) in us_spin( ), which calls
 * us_step( ), then exits, or execs PROG with its arguments (the same
 * process, another program: tests/e2e/ustack/usym-exec). A test starts it
 * many times so that each run exits before sonda prints
 * (tests/e2e/ustack/short-lived*). Dynamic, -g, no inlining, with frame
 * pointers, and -fno-plt: a sample in a PLT stub (clock_gettime@plt) has
 * no symbol, in DTrace too, and would print as ushort`0x... */
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static volatile unsigned long sink;

__attribute__((noinline)) void us_step(unsigned long i)
{
	for (int k = 0; k < 64; k++)
		sink += i * k;
}

static long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

__attribute__((noinline)) void us_spin(long ms)
{
	long end = now_ms() + ms;

	for (unsigned long i = 0;; i++) {
		us_step(i);
		if ((i & 1023) == 0 && now_ms() >= end)
			break;
	}
}

int main(int argc, char **argv)
{
	us_spin(argc > 1 ? atol(argv[1]) : 30);
	if (argc > 2) {
		execv(argv[2], argv + 2);
		return 127;
	}
	return 0;
}
