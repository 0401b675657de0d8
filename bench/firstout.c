/* firstout.c - time from exec to the first byte a command writes to stdout
 * (for a tracer whose BEGIN prints: compile + load + attach), then SIGINT
 * and reap it. Prints "ns status". */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	struct timespec a, b;
	int p[2], status = 0;
	char c;

	if (argc < 2 || pipe(p) < 0)
		return 2;
	clock_gettime(CLOCK_MONOTONIC, &a);
	pid_t pid = fork();
	if (pid == 0) {
		dup2(p[1], 1);
		close(p[0]);
		execvp(argv[1], argv + 1);
		_exit(127);
	}
	close(p[1]);
	ssize_t n = read(p[0], &c, 1);
	clock_gettime(CLOCK_MONOTONIC, &b);
	kill(pid, SIGINT);
	while (read(p[0], &c, 1) > 0)
		;
	waitpid(pid, &status, 0);
	printf("%lld %d\n", (long long)(b.tv_sec - a.tv_sec) * 1000000000LL +
	       (b.tv_nsec - a.tv_nsec), n == 1 ? 0 : 1);
	return 0;
}
