/* sysmix - getppid(), dup(-1) (fails with EBADF), getppid() again, in
 * that order: for tests of the order of syscall probes and of their
 * clauses within one thread. */
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	syscall(SYS_getppid);
	syscall(SYS_dup, -1L);
	syscall(SYS_getppid);
	return 0;
}
