/* ufork [T [C]] - a process whose functions run in other threads and in
 * children: T threads (default 3) each call uf_work(i) once, i = 1..T;
 * then uf_spawn() forks a child that calls uf_work(100) C times (default
 * 2) and exits with status 7, and a vfork()ed child that execs /bin/true;
 * both children run while uf_spawn() is still on the parent's stack, so
 * a return probe of uf_spawn is pending in them too. The parent then
 * calls uf_work(1000) once, so pid probes of the process see T + 1 calls
 * of uf_work (T from threads other than the first) and one return of
 * uf_spawn, and none from the children. Dynamic, -g, no inlining. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

static volatile long sink;

__attribute__((noinline)) long uf_work(long x)
{
	sink += x;
	return x * 2;
}

static void *thread_main(void *arg)
{
	uf_work((long)arg);
	return NULL;
}

__attribute__((noinline)) int uf_spawn(int calls)
{
	int status = 0, st2 = 0;
	pid_t child, vchild;

	child = fork();
	if (child == 0) {
		for (int i = 0; i < calls; i++)
			uf_work(100);
		_exit(7);
	}
	vchild = vfork();
	if (vchild == 0) {
		execl("/bin/true", "true", (char *)NULL);
		_exit(127);
	}
	if (child < 0 || vchild < 0 || waitpid(child, &status, 0) < 0 ||
	    waitpid(vchild, &st2, 0) < 0)
		return -1;
	return WEXITSTATUS(status) + WEXITSTATUS(st2);
}

int main(int argc, char **argv)
{
	long nthreads = argc > 1 ? atol(argv[1]) : 3;
	int calls = argc > 2 ? atoi(argv[2]) : 2;
	pthread_t tids[64];

	if (nthreads < 0 || nthreads > 64)
		return 2;
	for (long i = 0; i < nthreads; i++)
		if (pthread_create(&tids[i], NULL, thread_main, (void *)(i + 1)))
			return 1;
	for (long i = 0; i < nthreads; i++)
		pthread_join(tids[i], NULL);
	printf("ufork: children %d\n", uf_spawn(calls));
	uf_work(1000);
	return 0;
}
