/* uvdso.c - spends its time in the vDSO: N (default 3000000) calls of
 * clock_gettime() and gettimeofday() from vd_loop(), built -O2
 * -fomit-frame-pointer, for profiles whose stacks start inside the vDSO
 * (tests/e2e/ustack/vdso.sh). */
#include <stdlib.h>
#include <sys/time.h>
#include <time.h>

volatile long vd_sink;

__attribute__((noipa)) void vd_loop(long n)
{
	struct timespec ts;
	struct timeval tv;

	for (long i = 0; i < n; i++) {
		clock_gettime(CLOCK_MONOTONIC, &ts);
		gettimeofday(&tv, NULL);
		vd_sink += ts.tv_nsec + tv.tv_usec;
	}
}

int main(int argc, char **argv)
{
	vd_loop(argc > 1 ? atol(argv[1]) : 3000000);
	return 0;
}
