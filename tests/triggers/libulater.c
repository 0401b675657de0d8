/* libulater.so - the library ulater loads and unloads at run time. Its
 * constructor calls ul_ctor(), fires the USDT probe ulater:::ctor (guarded
 * by a semaphore) and notes whether the semaphore was raised when it
 * ran: a probe of a library loaded later must be in place, semaphore
 * included, before any of the library's code runs. */
#define _SDT_HAS_SEMAPHORES 1
#include <sys/sdt.h>

unsigned short ulater_ctor_semaphore __attribute__((section(".probes")));
static int raised;

__attribute__((noinline)) int ul_ctor(int n)
{
	return n + 1;
}

__attribute__((constructor)) static void init(void)
{
	raised = ulater_ctor_semaphore != 0;
	if (ulater_ctor_semaphore)
		DTRACE_PROBE1(ulater, ctor, ul_ctor(raised));
}

/* 1 if the semaphore was raised when this load's constructor ran. */
__attribute__((noinline)) int ul_raised(void)
{
	return raised;
}
