/* ucfimix.c - a program whose call frame information is split between
 * .eh_frame and .debug_frame, for the CFI unwinder's merge of the two
 * (tests/e2e/ustack/gdb-mixed.sh). Built twice and linked: with -DMX_EH
 * the functions get .eh_frame entries, otherwise (-fno-asynchronous-
 * unwind-tables -g) only .debug_frame ones. -O2 -fomit-frame-pointer, so a
 * frame-pointer step through any of them goes wrong. The chain alternates:
 * main (debug) -> mx_array (debug, moves rsp) -> mx_saved (eh, callee-
 * saved registers) -> mx_more (debug, callee-saved registers) -> mx_leaf
 * (eh), where the stacks are taken. */
#include <stdlib.h>
#include <string.h>

#define NOINLINE __attribute__((noipa))

long mx_leaf(long x);
long mx_saved(long a, long b);
long mx_more(long a, long b);

#ifdef MX_EH
volatile long mx_sink;

NOINLINE long mx_leaf(long x)
{
	mx_sink += x;
	return mx_sink;
}

NOINLINE long mx_saved(long a, long b)
{
	long c = a * 3, d = b * 5, e = a ^ b;
	long r = mx_more(a, c) + c;

	r += mx_leaf(b) * d;
	return r + e + c * d;
}
#else
extern volatile long mx_sink;

NOINLINE long mx_more(long a, long b)
{
	long c = a * 7, d = b * 11, e = a ^ b;
	long r = mx_leaf(a) + c;

	r += mx_leaf(b) * d;
	return r + e + c * d;
}

NOINLINE long mx_array(long n)
{
	char buf[4000];

	memset(buf, (int)n, sizeof(buf));
	mx_sink += buf[n & 1023];
	return mx_saved(n, buf[7]) + buf[100];
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 1;

	for (int i = 0; i < n; i++)
		mx_array(argc);
	return 0;
}
#endif
