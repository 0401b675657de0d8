/* ucfidl [N] - dlopen()s libucfidl.so (from its own directory) after
 * start-up and calls dl_outer() through cd_call() and cd_loop() N times
 * (default 1000), a millisecond apart; built -O2 -fomit-frame-pointer
 * like the library, so its stacks unwind only with CFI: the rows of a
 * library loaded after sonda attached (tests/e2e/ustack/dlopen.sh). */
#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define NOINLINE __attribute__((noipa))

volatile long cd_sink;

NOINLINE long cd_call(long (*fn)(long), long i)
{
	long r = fn(i);

	cd_sink += r;	/* not a tail call */
	return r;
}

/* rbp holds a pointer to ms, on the stack: a frame-pointer step from the
 * library (before its rows are loaded) would read { 0, 1000000 } as a
 * saved rbp and a return address */
NOINLINE void cd_loop(long (*fn)(long), long n)
{
	struct timespec ms = { 0, 1000000 };
	register struct timespec *msp asm("rbp") = &ms;

	for (long i = 0; i < n; i++) {
		asm volatile("" : "+r"(msp));
		cd_call(fn, i);
		nanosleep(msp, NULL);
	}
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 0) : 1000;
	char path[PATH_MAX];
	ssize_t len = readlink("/proc/self/exe", path, sizeof(path) - 32);
	long (*fn)(long);
	void *h;

	if (len <= 0)
		return 1;
	path[len] = '\0';
	strcpy(strrchr(path, '/') + 1, "libucfidl.so");
	h = dlopen(path, RTLD_NOW);
	if (!h || !(*(void **)&fn = dlsym(h, "dl_outer"))) {
		fprintf(stderr, "ucfidl: %s\n", dlerror());
		return 1;
	}
	cd_loop(fn, n);
	return 0;
}
