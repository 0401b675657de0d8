/* getppid N [USEC] - calls getppid(2) N times (default 1), then exits 0.
 * Used with `sonda -c` to fire syscall::getppid:entry/return a known
 * number of times. With USEC, sleeps that many microseconds before each
 * call and before exiting, so that the tracer's consumer has read what
 * one firing recorded before the next (tests/fuzz/spec.py). */
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 0) : 1;
	long us = argc > 2 ? strtol(argv[2], NULL, 0) : 0;

	for (long i = 0; i < n; i++) {
		if (us > 0)
			usleep(us);
		syscall(SYS_getppid);
	}
	if (us > 0)
		usleep(us);
	return 0;
}
