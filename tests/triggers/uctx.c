/* uctx [N] - runs uc_work( ) N times (default 1) on a stack of its own
 * through makecontext( )/swapcontext( ): each time uc_work( ) returns into
 * glibc's __start_context, which resumes the context at uc_link (main's,
 * saved by swapcontext( )). Prints "uctx: N resumed" at the end. Dynamic,
 * -g, no inlining. */
#include <stdio.h>
#include <stdlib.h>
#include <ucontext.h>

static ucontext_t uc_main, uc_fn;
static char stack[64 * 1024];
static volatile int done;

__attribute__((noinline)) void uc_work(void)
{
	done++;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 1;

	for (int i = 0; i < n; i++) {
		if (getcontext(&uc_fn) < 0)
			return 1;
		uc_fn.uc_stack.ss_sp = stack;
		uc_fn.uc_stack.ss_size = sizeof(stack);
		uc_fn.uc_link = &uc_main;
		makecontext(&uc_fn, uc_work, 0);
		if (swapcontext(&uc_main, &uc_fn) < 0)
			return 1;
	}
	printf("uctx: %d resumed\n", done);
	return 0;
}
