/* detach.c - removing the probes without making the user wait.
 *
 * Removing an attachment can cost the kernel a lot: a tracepoint perf event
 * waits for an RCU grace period under the kernel's event_mutex (~25 ms, one
 * after the other), and a uprobe_multi link unregisters each of its sites
 * under a global lock (3,600 functions of libc in a busy process: seconds).
 * When the attachments weigh that much (struct sd_attach), sonda starts a
 * child process that holds them, closes them and exits, while sonda itself
 * exits as soon as its output is complete. The attachments stay owned by file
 * descriptors all along (the child's copies): whatever kills the child, the
 * kernel removes them.
 *
 * A child holds a shared flock(2) on LOCK_PATH, taken before the child starts (so
 * it is held from before sonda's visible exit) and released by the kernel
 * when the child is gone. Every sonda takes the lock exclusively before it
 * attaches, so no run ever sees the probes of an earlier one that are still
 * being removed.
 */
#include "run.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sched.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define LOCK_PATH	"/run/lock/sonda-detach.lock"
#define LOCK_PATH_ALT	"/tmp/sonda-detach.lock"
/* below this weight, closing here costs about as much as forking */
#define DEFER_WEIGHT	16
/* an earlier run still detaching after this long is not waited for */
#define WAIT_MAX_MS	60000

static int open_lock(void)
{
	int fd = open(LOCK_PATH, O_RDWR | O_CREAT | O_CLOEXEC, 0644);

	if (fd < 0)
		fd = open(LOCK_PATH_ALT, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
	return fd;
}

void sd_detach_wait(void)
{
	int fd = open_lock();
	struct timespec ms = { 0, 20 * 1000 * 1000 };
	int waited = 0;

	if (fd < 0)
		return;
	while (flock(fd, LOCK_EX | LOCK_NB) < 0 && errno == EWOULDBLOCK) {
		if (waited >= WAIT_MAX_MS) {
			fprintf(stderr, "sonda: an earlier sonda is still removing its "
				"probes after %d s; going on\n", WAIT_MAX_MS / 1000);
			break;
		}
		nanosleep(&ms, NULL);
		waited += 20;
	}
	close(fd);	/* and with it the lock */
}

/* Removing a uprobe_multi link waits for an RCU grace period; closes made
 * one after the other wait for one each (100 links: seconds), closes made
 * at once share them. The child closes the attachments with CLOSERS
 * helpers that share its memory and its fd table, each closing every
 * CLOSERS-th fd. */
#define CLOSERS		8
#define CLOSER_STACK	(16u << 10)

struct child_arg;

struct closer {
	const struct child_arg *c;
	int k;
	uint8_t *stack;		/* its top */
};

/* What the child gets: its own copy of the fds (the parent frees its
 * memory meanwhile), on its own stack, and its closers' stacks. */
struct child_arg {
	int lock, n;
	struct closer closers[CLOSERS];
	int fds[];
};

static void close_some(const struct child_arg *c, int k, int step)
{
	for (int i = k; i < c->n; i += step)
		if (c->fds[i] > 2)
			close(c->fds[i]);
}

static int closer(void *arg)
{
	const struct closer *x = arg;

	close_some(x->c, x->k, CLOSERS);
	syscall(SYS_exit, 0);
	return 0;
}

/* Closes every attachment, with the closers where they start (a closer
 * that cannot start has its share closed here). */
static void close_all(struct child_arg *c)
{
	pid_t pids[CLOSERS];

	if (c->n < 2 * CLOSERS) {
		close_some(c, 0, 1);
		return;
	}
	for (int k = 0; k < CLOSERS; k++) {
		c->closers[k].c = c;
		c->closers[k].k = k;
		pids[k] = clone(closer, c->closers[k].stack, CLONE_VM | CLONE_FILES | SIGCHLD,
				&c->closers[k]);
		if (pids[k] < 0)
			close_some(c, k, CLOSERS);
	}
	for (int k = 0; k < CLOSERS; k++)
		if (pids[k] > 0)
			waitpid(pids[k], NULL, 0);
}

/* The child shares sonda's memory (CLONE_VM: no copy of the address space,
 * which a fork would make under a lock that uprobe registration holds)
 * but has its own fd table. It only makes system calls: every fd but the
 * attachments is closed, the lock goes to fd 0 and /dev/null to 1 and 2
 * (so that a pipe reading sonda's output sees its end), then the
 * attachments are closed.
 *
 * Why fd 0: a SIGKILLed child's files are put in ascending fd order, but
 * the kernel runs those deferred puts last-queued first, so the lowest fd
 * is released last: the lock outlives every probe. (An attachment that
 * happened to sit on 0, 1 or 2 is simply removed first.) */
static int child(void *arg)
{
	const struct child_arg *c = arg;
	int null = open("/dev/null", O_RDWR | O_CLOEXEC);
	int max = SD_MAX(c->lock, null);

	setsid();
	signal(SIGINT, SIG_IGN);
	signal(SIGTERM, SIG_IGN);
	signal(SIGHUP, SIG_IGN);
	for (int i = 0; i < c->n; i++)
		max = SD_MAX(max, c->fds[i]);
	int lock = fcntl(c->lock, F_DUPFD_CLOEXEC, max + 1);
	int nul = null < 0 ? -1 : fcntl(null, F_DUPFD_CLOEXEC, max + 1);

	for (int fd = 0; fd <= max; fd++) {
		bool keep = false;
		for (int i = 0; i < c->n && !keep; i++)
			keep = c->fds[i] == fd;
		if (!keep && (lock >= 0 || fd != c->lock))
			close(fd);
	}
	if (lock >= 0)
		dup3(lock, 0, O_CLOEXEC);
	for (int fd = 1; nul >= 0 && fd < 3; fd++)
		dup3(nul, fd, O_CLOEXEC);
	syscall(SYS_close_range, (unsigned)max + 1, ~0u, 0);
	close_all((struct child_arg *)c);
	syscall(SYS_exit_group, 0);
	return 0;
}

#define CHILD_STACK	(64u << 10)

/* Starts the child; its pid, or -1. */
static pid_t start_child(const struct sd_attach *at, int lock)
{
	size_t argsz = SD_ALIGN(sizeof(struct child_arg) + at->n * sizeof(int), 64);
	size_t total = argsz + CHILD_STACK + CLOSERS * CLOSER_STACK;
	uint8_t *mem = mmap(NULL, total, PROT_READ | PROT_WRITE,
			    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	struct child_arg *c = (struct child_arg *)mem;
	pid_t pid;

	if (mem == MAP_FAILED)
		return -1;
	for (int k = 0; k < CLOSERS; k++)
		c->closers[k].stack = mem + total - (size_t)k * CLOSER_STACK;
	c->lock = lock;
	c->n = (int)at->n;
	memcpy(c->fds, at->fds, at->n * sizeof(int));
	fflush(NULL);
	/* the mapping is left to the child (it goes with the address space) */
	pid = clone(child, mem + argsz + CHILD_STACK, CLONE_VM | SIGCHLD, c);
	if (pid < 0)
		munmap(mem, total);
	return pid;
}

void sd_detach(struct sd_attach *at)
{
	int lock = at->weight >= DEFER_WEIGHT ? open_lock() : -1;
	pid_t pid = -1;

	if (lock >= 0 && flock(lock, LOCK_SH) == 0)
		pid = start_child(at, lock);
	if (pid < 0) {
		sd_attach_close(at);
	} else {
		/* the child's copies keep them: these closes are quick */
		for (size_t i = 0; i < at->n; i++)
			close(at->fds[i]);
		at->n = 0;
		sd_attach_close(at);	/* frees the rest */
	}
	if (lock >= 0)
		close(lock);
}
