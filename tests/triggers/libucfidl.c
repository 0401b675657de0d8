/* libucfidl.so - the library ucfidl loads with dlopen() after start-up,
 * built -O2 -fomit-frame-pointer: dl_outer moves rsp for a local array,
 * dl_mid keeps values in callee-saved registers across its calls, dl_leaf
 * is where the stacks are taken. */
#include <string.h>

#define NOINLINE __attribute__((noipa))

volatile long dl_sink;

NOINLINE long dl_leaf(long x)
{
	dl_sink += x;
	return dl_sink;
}

NOINLINE long dl_mid(long a, long b)
{
	long c = a * 3, d = b * 5;
	long r = dl_leaf(a) + c;

	r += dl_leaf(b) * d;
	return r + c * d;
}

NOINLINE long dl_outer(long n)
{
	char buf[2000];

	memset(buf, (int)n, sizeof(buf));
	dl_sink += buf[n & 1023];
	return dl_mid(n, buf[7]) + buf[100];
}
