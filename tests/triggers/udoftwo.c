/* udoftwo.c - a program linked from two objects that each carry DOF: its
 * own provider udoftwo and udof's (libudof.c), so that its .SUNW_dof
 * section holds two DOF blobs back to back, as when `dtrace -G` objects
 * are linked together. udoftwo [N]. */
#include <stdio.h>
#include <stdlib.h>

void udof_work(long i);
void udof_query(long i);
extern long udof_total;

/* udoftwo:::ping (arg0 = i * 3), at one site (five 1-byte nops). */
__attribute__((noinline)) void udoftwo_ping(long i)
{
	__asm__ volatile(".globl udoftwo_ping_1\nudoftwo_ping_1:\n\t"
			 ".byte 0x90, 0x90, 0x90, 0x90, 0x90" :: "D"(i * 3) : "memory");
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 3;

	for (long i = 0; i < n; i++) {
		udoftwo_ping(i);
		udof_work(i);
	}
	printf("udoftwo: %ld rounds, total %ld\n", n, udof_total);
	return 0;
}

__asm__(".include \"udoftwo-dof.s\"\n\t.text");
