/* cfixture.h - unit tests that trace a small C program build it here:
 * cfixture_build() writes the source into a fresh /tmp directory and
 * compiles it with cc and the given flags; cfixture_remove() deletes the
 * directory. Header-only, for the tests that include it. */
#ifndef SONDA_TESTS_CFIXTURE_H
#define SONDA_TESTS_CFIXTURE_H

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

struct cfixture {
	char dir[64];		/* the temporary directory */
	char bin[128];		/* dir/fx, the compiled program */
};

/* 0 when fx.c (text) compiled with cc flags into f->bin. */
static inline int cfixture_build(struct cfixture *f, const char *text,
				 const char *flags)
{
	char src[160], cmd[512];
	FILE *out;

	snprintf(f->dir, sizeof(f->dir), "/tmp/sonda_fixtureXXXXXX");
	if (!mkdtemp(f->dir))
		return -1;
	snprintf(src, sizeof(src), "%s/fx.c", f->dir);
	snprintf(f->bin, sizeof(f->bin), "%s/fx", f->dir);
	if (!(out = fopen(src, "w")))
		return -1;
	fputs(text, out);
	fclose(out);
	snprintf(cmd, sizeof(cmd), "cc %s -o %s %s", flags, f->bin, src);
	return system(cmd);
}

static inline int cfixture_remove(const struct cfixture *f)
{
	char cmd[128];

	snprintf(cmd, sizeof(cmd), "rm -rf %s", f->dir);
	return system(cmd) == 0 ? 0 : -1;
}

/* A forked copy of the test that waits to be killed: the pid probes of a
 * test go on it, as the pid provider refuses sonda's own process (a grab
 * of itself). Same program, same addresses. -1 if fork failed. */
static inline pid_t cfixture_twin(void)
{
	pid_t pid = fork();

	if (pid == 0) {
		for (;;)
			pause();
	}
	return pid;
}

static inline void cfixture_twin_end(pid_t pid)
{
	if (pid > 0) {
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
	}
}

#endif
