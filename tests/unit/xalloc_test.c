/* xalloc_test.c - the allocation policy (base/xalloc.h): growth keeps
 * the items, calloc zeroes, and an impossible size ends sonda with one
 * line on stderr instead of returning NULL. */
#include "tap.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "base/xalloc.h"

static void test_grow(void)
{
	int *v = NULL;
	size_t n = 0, cap = 0;

	for (int i = 0; i < 1000; i++) {
		SD_ALLOC_GROW(v, n + 1, cap);
		v[n++] = i;
	}
	OK(cap >= 1000 && cap < 2000);
	OK(v[0] == 0 && v[999] == 999);
	free(v);
}

static void test_calloc(void)
{
	unsigned char *p = sd_xcalloc(64, 2);
	int zero = 1;

	for (int i = 0; i < 128; i++)
		zero &= p[i] == 0;
	OK(zero);
	free(p);
	char *s = sd_xstrdup("sonda");
	STREQ(s, "sonda");
	free(s);
}

/* A child asks for more than there is; it must abort, saying so. */
static void test_oom(void)
{
	int fds[2];
	char msg[128] = "";

	OK(pipe(fds) == 0);
	pid_t pid = fork();
	if (pid == 0) {
		struct rlimit none = { 0, 0 };
		setrlimit(RLIMIT_CORE, &none);	/* no core file */
		dup2(fds[1], 2);
		sd_xcalloc(SIZE_MAX / 4, 8);
		_exit(0);
	}
	close(fds[1]);
	ssize_t n = read(fds[0], msg, sizeof(msg) - 1);
	int st = 0;
	waitpid(pid, &st, 0);
	msg[n > 0 ? n : 0] = '\0';
	OK(WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT);
	OK(strstr(msg, "sonda: out of memory") == msg);
	close(fds[0]);
}

int main(void)
{
	RUN(test_grow);
	RUN(test_calloc);
	RUN(test_oom);
	return tap_done();
}
