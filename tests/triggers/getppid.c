/* getppid N - calls getppid(2) N times (default 1), then exits 0.
 * Used with `sonda -c` to fire syscall::getppid:entry/return a known
 * number of times. */
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 0) : 1;

	for (long i = 0; i < n; i++)
		syscall(SYS_getppid);
	return 0;
}
