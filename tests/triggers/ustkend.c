/* ustkend.c - calls se_leaf() on a stack of its own whose top is the
 * last byte before an unmapped page (makecontext): the outer frames lie
 * within a few bytes of where reading the stack fails, so an unwinder
 * that reads ahead of the frame it needs must fall back to reading just
 * that (tests/e2e/ustack/stack-end.sh). Built -O2 -fomit-frame-pointer. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#define NOIPA __attribute__((noipa))

volatile long se_sink;
static ucontext_t main_ctx, top_ctx;

NOIPA long se_leaf(long x) { se_sink += x; return se_sink; }
NOIPA long se_mid(long x) { long r = se_leaf(x + 1); se_sink ^= r; return r + x; }
NOIPA void se_top(void) { se_sink += se_mid(1); }

int main(void)
{
	long pg = sysconf(_SC_PAGESIZE);
	size_t size = 16 * pg;
	char *m = mmap(NULL, size + pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
		       -1, 0);

	if (m == MAP_FAILED || mprotect(m + size, pg, PROT_NONE) != 0)
		return perror("ustkend"), 1;
	getcontext(&top_ctx);
	top_ctx.uc_stack.ss_sp = m;
	top_ctx.uc_stack.ss_size = size;
	top_ctx.uc_link = &main_ctx;
	makecontext(&top_ctx, se_top, 0);
	if (swapcontext(&main_ctx, &top_ctx) != 0)
		return perror("ustkend"), 1;
	return 0;
}
