/* udoflib.c - runs the DOF probes of libudof.so: udoflib [N]. */
#include <stdio.h>
#include <stdlib.h>

void udof_work(long i);
void udof_query(long i);
extern long udof_total;

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 3;

	for (long i = 0; i < n; i++) {
		udof_work(i);
		udof_query(i);
	}
	printf("udoflib: %ld rounds, total %ld\n", n, udof_total);
	return 0;
}
