/* usemabss - a stapsdt probe, usemabss:::gate, guarded by a semaphore that
 * is a plain zero-initialised global, so in .bss (not the .probes section
 * DTrace's -h headers use). It fires only while a tracer raises that
 * semaphore; prints whether the probe was enabled. */
#define _SDT_HAS_SEMAPHORES 1
#include <stdio.h>
#include <sys/sdt.h>

unsigned short usemabss_gate_semaphore = 0;

int main(int argc, char **argv)
{
	if (usemabss_gate_semaphore) {
		puts("gate enabled");
		STAP_PROBE3(usemabss, gate, argc, argv[0], 7);
	} else
		puts("gate disabled");
	return 0;
}
