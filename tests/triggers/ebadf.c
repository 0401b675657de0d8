/* ebadf N - calls dup(-1) N times (default 1); each call fails with EBADF
 * (9), so syscall::dup:return sees arg1 == -9 and errno == 9. */
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 0) : 1;

	for (long i = 0; i < n; i++)
		syscall(SYS_dup, -1L);
	return 0;
}
