/* udof3.c - a program with USDT probes described by DOF version 3, as
 * DTrace for Linux's `dtrace -h` + `dtrace -G` build them (provider
 * udofarg: one whose name ends in a digit would read as a pid): a probe site
 * is where the program called __dtrace_udofarg___NAME(...), the call made
 * five nops, its arguments in rdi, rsi, rdx, rcx, r8 and r9 and, past
 * the sixth, on the stack from sp[0] on (where the call would have found
 * them); an is-enabled site is the call __dtraceenabled_udofarg___NAME(&flag)
 * made five nops, so the flag stays 0 unless a tracer writes 1 there
 * (argument-driven is-enabled probes). The DOF comes from dofgen -v3.
 *
 *   udof3 [N [USEC]]: N rounds (default 3), USEC microseconds apart;
 *   prints a checksum and how many rounds found udof3_check( )'s flag
 *   set.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#define NOP5 ".byte 0x90, 0x90, 0x90, 0x90, 0x90"
/* A site clobbers what the call it replaces would (the caller-saved
 * registers), as a tracer may. */
#define CALL_CLOBBERS "rax", "rcx", "rdx", "r8", "r9", "r10", "r11", "cc", "memory"
#define SITE2(lbl, a, b) do { \
	long a_ = (long)(a), b_ = (long)(b); \
	__asm__ volatile(".globl " lbl "\n" lbl ":\n\t" NOP5 \
			 : "+D"(a_), "+S"(b_) :: CALL_CLOBBERS); \
} while (0)
#define ENABLED(lbl, flagp) do { \
	void *p_ = (flagp); \
	__asm__ volatile(".globl " lbl "\n" lbl ":\n\t" NOP5 \
			 : "+D"(p_) :: "rsi", CALL_CLOBBERS); \
} while (0)

long udof3_total;

/* udofarg:::args (i + 1, ..., i + 8): its one site, with two arguments on
 * the stack. void udof3_args(long i). */
__asm__(".text\n\t.globl udof3_args\n\t.type udof3_args, @function\n"
	"udof3_args:\n\t"
	"sub $24, %rsp\n\t"
	"lea 7(%rdi), %rax\n\tmov %rax, (%rsp)\n\t"
	"lea 8(%rdi), %rax\n\tmov %rax, 8(%rsp)\n\t"
	"lea 2(%rdi), %rsi\n\tlea 3(%rdi), %rdx\n\tlea 4(%rdi), %rcx\n\t"
	"lea 5(%rdi), %r8\n\tlea 6(%rdi), %r9\n\tlea 1(%rdi), %rdi\n"
	"\t.globl udof3_args_1\nudof3_args_1:\n\t" NOP5 "\n\t"
	"add $24, %rsp\n\tret\n\t.size udof3_args, . - udof3_args\n");
void udof3_args(long i);

/* udofarg:::query-done (i + 100, the flag), behind its is-enabled site. */
__attribute__((noinline)) void udof3_query(long i)
{
	uint32_t on = 0;

	ENABLED("udof3_qd_en", &on);
	if (on)
		SITE2("udof3_qd_1", i + 100, on);
	udof3_total += i + !!on;
}

/* udofarg:::query-done's is-enabled site in a function that does not
 * fire it (a DOF record of that site alone): 1 while the probe is
 * enabled. */
__attribute__((noinline)) int udof3_check(void)
{
	uint32_t on = 0;

	ENABLED("udof3_ck_en", &on);
	return on != 0;
}

int main(int argc, char **argv)
{
	long checked = 0;

	long n = argc > 1 ? atol(argv[1]) : 3;
	long us = argc > 2 ? atol(argv[2]) : 0;

	for (long i = 0; i < n; i++) {
		udof3_args(i);
		udof3_query(i);
		checked += udof3_check();
		if (us)
			usleep((useconds_t)us);
	}
	printf("udof3: %ld rounds, total %ld, checked %ld\n", n, udof3_total, checked);
	return 0;
}

__asm__(".include \"udof3-dof.s\"\n\t.text");
