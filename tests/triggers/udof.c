/* udof.c - a program with USDT probes described by DOF (.SUNW_dof), as
 * `dtrace -h` + `dtrace -G` build them: each probe site is where the
 * program called the probe function, with the arguments already in rdi
 * and rsi and the call replaced by five 1-byte nops (SITE2; SITE2_NOP5
 * uses one 5-byte nop instead); an is-enabled site is "xor %rax,%rax"
 * and 2 nops, the DOF offset pointing at the first nop, so the program
 * reads 0 unless a tracer intervenes. The DOF itself comes from dofgen
 * (tests/triggers/Makefile). Sites carry global labels that the DOF's
 * offsets refer to.
 *
 *   udof [N [USEC]]: N rounds (default 3), USEC microseconds apart;
 *   prints a checksum.
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#define SITE2(lbl, a, b) __asm__ volatile(".globl " lbl "\n" lbl ":\n\t" \
	".byte 0x90, 0x90, 0x90, 0x90, 0x90" :: "D"((long)(a)), "S"((long)(b)) \
	: "memory")
#define SITE2_NOP5(lbl, a, b) __asm__ volatile(".globl " lbl "\n" lbl ":\n\t" \
	".byte 0x0f, 0x1f, 0x44, 0x00, 0x00" :: "D"((long)(a)), "S"((long)(b)) \
	: "memory")
#define ENABLED(lbl, v) __asm__ volatile(".byte 0x48, 0x33, 0xc0\n" \
	".globl " lbl "\n" lbl ":\n\t.byte 0x90, 0x90" : "=a"(v) :: "memory")

long udof_total;

/* udof:::tick at two sites of one function: (i, i * 10) and (i, -i). */
__attribute__((noinline)) void udof_work(long i)
{
	SITE2("udof_tick_1", i, i * 10);
	udof_total += i;
	SITE2_NOP5("udof_tick_2", i, -i);
}

/* udof:::query-done (arg0 = i + 100), guarded by its is-enabled site. */
__attribute__((noinline)) void udof_query(long i)
{
	long on;

	ENABLED("udof_qd_en", on);
	if (on)
		SITE2("udof_qd_1", i + 100, 0);
	udof_total += 2 * i;
}

#ifndef UDOF_NO_MAIN
int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 3;
	long us = argc > 2 ? atol(argv[2]) : 0;

	for (long i = 0; i < n; i++) {
		udof_work(i);
		udof_query(i);
		if (us)
			usleep((useconds_t)us);
	}
	printf("udof: %ld rounds, total %ld\n", n, udof_total);
	return 0;
}
#endif

/* The DOF: generated assembler source, assembled with the code so that
 * label - function differences are constants. */
#ifndef DOF_S
#define DOF_S "udof-dof.s"
#endif
__asm__(".include \"" DOF_S "\"\n\t.text");
