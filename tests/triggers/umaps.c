/* umaps N US - maps N anonymous pages one by one, alternately readable
 * and inaccessible so that no two merge (N lines in /proc/PID/maps, below
 * the shared libraries), then calls usleep(US) in libc and exits: a
 * process whose maps take long to read, which exits while they are read
 * (tests/e2e/ustack/exiting-maps). Dynamic. */
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1, us = argc > 2 ? atol(argv[2]) : 0;

	for (long i = 0; i < n; i++)
		if (mmap(NULL, 4096, i % 2 ? PROT_NONE : PROT_READ,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0) == MAP_FAILED)
			return 1;
	usleep(us);
	return 0;
}
