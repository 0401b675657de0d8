/* uglob.c - call chains for user stacks taken at glob-matched probes,
 * built -O2 -fomit-frame-pointer (tests/e2e/ustack/glob-*.sh): a.out's
 * functions, libc's str* functions called from them (strdup, strtol,
 * strspn: an IFUNC, resolved lazily through the dynamic linker unless
 * LD_BIND_NOW is set) and USDT probes (uglob:::leaf, saved, array) at
 * three depths, in a function that pushes callee-saved registers and one
 * that moves rsp for a local array. */
#include <stdlib.h>
#include <string.h>
#include <sys/sdt.h>

/* noipa: the callers cannot know which registers a callee leaves alone */
#define NOINLINE __attribute__((noipa))

volatile long sink;
char words[64] = "alpha,beta,gamma";

NOINLINE long gl_leaf(const char *s)
{
	char *d = strdup(s);
	long n = strtol("42", NULL, 10);

	DTRACE_PROBE2(uglob, leaf, n, d);
	n += (long)strspn(d, "abc");
	free(d);
	return n;
}

/* c and d live across both calls: pushed callee-saved registers */
NOINLINE long gl_saved(long a, long b)
{
	long c = a * 3, d = b * 5;
	long r = gl_leaf(words) + c;

	DTRACE_PROBE1(uglob, saved, r);
	r += gl_leaf(words + 6) * d;
	return r + c * d;
}

/* rsp moves by about 3 KiB for buf */
NOINLINE long gl_array(long n)
{
	char buf[3000];

	memset(buf, (int)n, sizeof(buf));
	sink += buf[n & 1023];
	DTRACE_PROBE1(uglob, array, n);
	return gl_saved(n, buf[7]) + buf[100];
}

int main(int argc, char **argv)
{
	sink = gl_array(argc);
	return 0;
}
