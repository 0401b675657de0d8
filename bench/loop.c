/* loop.c - the benchmark workload: `loop getppid N` calls getppid(2) N
 * times, `loop kill N` sends itself an ignored signal N times (firing
 * signal:signal_generate, the raw tracepoint of proc:::signal-send).
 * Prints the mean nanoseconds per call of the loop alone. */
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>
#include "now.h"

int main(int argc, char **argv)
{
	long n = argc > 2 ? strtol(argv[2], NULL, 0) : 1000000;
	bool do_kill = argc > 1 && strcmp(argv[1], "kill") == 0;
	pid_t self = getpid();
	double t0;

	signal(SIGUSR1, SIG_IGN);
	t0 = now_ns();
	for (long i = 0; i < n; i++) {
		if (do_kill)
			syscall(SYS_kill, self, SIGUSR1);
		else
			syscall(SYS_getppid);
	}
	printf("%.1f\n", (now_ns() - t0) / n);
	return 0;
}
