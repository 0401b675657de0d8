/* runstat.c - run a command once and report its wall time and peak RSS.
 *
 *   runstat [-v] CMD [ARG...]
 *
 * Prints one line "WALL_NS MAXRSS_KB STATUS" on stdout: the wall time from
 * just before fork() to the return of wait4() (CLOCK_MONOTONIC), the
 * child's ru_maxrss from wait4(), and its exit status (128 + signal number
 * if it was killed). The child's stdout and stderr go to /dev/null unless
 * -v is given. Used by bench/startup.sh; built by it into /tmp. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* In the child: silence stdout/stderr unless verbose, then exec. */
static void child(char **argv, int verbose)
{
	if (!verbose) {
		int fd = open("/dev/null", O_WRONLY);

		if (fd >= 0) {
			dup2(fd, STDOUT_FILENO);
			dup2(fd, STDERR_FILENO);
			close(fd);
		}
	}
	execvp(argv[0], argv);
	dprintf(STDERR_FILENO, "runstat: cannot run '%s': %s\n", argv[0],
		strerror(errno));
	_exit(127);
}

static int decode_status(int st)
{
	if (WIFEXITED(st))
		return WEXITSTATUS(st);
	if (WIFSIGNALED(st))
		return 128 + WTERMSIG(st);
	return 255;
}

int main(int argc, char **argv)
{
	int verbose = 0, argi = 1, st;
	struct rusage ru;
	long long t0, t1;
	pid_t pid;

	if (argi < argc && strcmp(argv[argi], "-v") == 0) {
		verbose = 1;
		argi++;
	}
	if (argi >= argc) {
		fprintf(stderr, "usage: runstat [-v] CMD [ARG...]\n");
		return 2;
	}
	fflush(stdout);
	t0 = now_ns();
	pid = fork();
	if (pid < 0) {
		fprintf(stderr, "runstat: fork: %s\n", strerror(errno));
		return 1;
	}
	if (pid == 0)
		child(argv + argi, verbose);
	while (wait4(pid, &st, 0, &ru) < 0) {
		if (errno != EINTR) {
			fprintf(stderr, "runstat: wait4: %s\n", strerror(errno));
			return 1;
		}
	}
	t1 = now_ns();
	printf("%lld %ld %d\n", t1 - t0, ru.ru_maxrss, decode_status(st));
	return 0;
}
