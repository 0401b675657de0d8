/* int80 N - makes N 32-bit system calls through int $0x80 (getpid, which
 * is 20 in the i386 table and writev in the x86-64 one), then N native
 * getpid() calls. Exits 1 without ia32 emulation (x86-64 only). */
#include <signal.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

static void no_ia32(int sig)
{
	(void)sig;
	_exit(1);
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 0) : 1;

	signal(SIGSEGV, no_ia32);
	for (long i = 0; i < n; i++) {
#if defined(__x86_64__)
		long ret = 20;

		__asm__ volatile("int $0x80" : "+a"(ret) : : "memory");
		if (ret < 0)
			return 1;
#else
		return 1;
#endif
	}
	for (long i = 0; i < n; i++)
		syscall(SYS_getpid);
	return 0;
}
