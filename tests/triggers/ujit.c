/* ujit [N [FILE]] - a tiny JIT for the perf map tests: it writes three functions
 * into an anonymous executable mapping and names two of them in
 * /tmp/perf-PID.map, as node --perf-basic-prof does. Each function builds
 * a frame-pointer frame and calls ujit_hook(which), so a uprobe on
 * ujit_hook sees a stack through JIT code:
 *   code+0x000  "jit_alpha": first named "jit_old" (a line that a later,
 *               overlapping one replaces), then "jit_alpha";
 *   code+0x100  "jit_beta": named only after the first round (the map
 *               grows while the process runs);
 *   code+0x200  no name: its frame must print as an address.
 * Runs N rounds (default 2) of alpha, beta, unnamed, after FILE exists
 * when given (a tracer attaching with -p creates it; waits 20 s at most).
 * Prints "ujit: ok".
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static volatile long sink;

__attribute__((noinline)) long ujit_count(long which)
{
	return sink += which;
}

/* not a leaf, so it starts with push %rbp: at its entry the kernel also
 * reports the return address on top of the stack (the JIT frame) */
__attribute__((noinline)) void ujit_hook(long which)
{
	sink += ujit_count(which) * 2;
}

/* push %rbp; mov %rsp,%rbp; mov $which,%edi; movabs $hook,%rax;
 * call *%rax; pop %rbp; ret */
static void emit(uint8_t *p, long which)
{
	uint64_t hook = (uint64_t)(uintptr_t)ujit_hook;
	uint32_t w = (uint32_t)which;

	memcpy(p, "\x55\x48\x89\xe5\xbf", 5);
	memcpy(p + 5, &w, 4);
	memcpy(p + 9, "\x48\xb8", 2);
	memcpy(p + 11, &hook, 8);
	memcpy(p + 19, "\xff\xd0\x5d\xc3", 4);
}

static void name(uint8_t *code, unsigned off, const char *what)
{
	char path[64];
	FILE *f;

	snprintf(path, sizeof(path), "/tmp/perf-%d.map", (int)getpid());
	f = fopen(path, "a");
	if (!f) {
		perror(path);
		exit(1);
	}
	fprintf(f, "%lx 40 %s\n", (unsigned long)(uintptr_t)(code + off), what);
	fclose(f);
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 2;
	uint8_t *code = mmap(NULL, 4096, PROT_READ | PROT_WRITE | PROT_EXEC,
			     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (code == MAP_FAILED) {
		perror("mmap");
		return 1;
	}
	for (int i = 0; i < 3; i++)
		emit(code + 0x100 * i, i + 1);
	for (int t = 0; argc > 2 && access(argv[2], F_OK) < 0 && t < 2000; t++)
		usleep(10000);
	name(code, 0, "jit_old");
	name(code, 0, "jit_alpha");
	for (int r = 0; r < n; r++) {
		((void (*)(void))code)();
		if (r == 0)
			name(code, 0x100, "jit_beta");
		((void (*)(void))(code + 0x100))();
		((void (*)(void))(code + 0x200))();
	}
	printf("ujit: ok\n");
	return 0;
}
