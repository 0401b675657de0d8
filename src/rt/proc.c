/* proc.c - -c and -p processes.
 *
 * A created child gets two channels: a socket pair on which it waits for
 * the release byte (EOF instead means sonda went away: it exits without
 * running the command), and a close-on-exec pipe on which it writes errno
 * if exec fails. A successful exec closes that pipe, so after releasing,
 * the parent reads either EOF (running) or an errno (failed).
 */
#include "proc.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../base/common.h"

struct child {
	pid_t pid;
	char *name;		/* argv[0], for messages */
	int relfd;		/* release socket, -1 once released */
	int errfd;		/* exec-error pipe, -1 once read */
	bool reaped;
	int status;
};

/* Every process created with -c (see proc.h on this state). */
static struct {
	struct child *v;
	size_t n;
} created;

static const char WS[] = "\f\n\r\t\v ";

static void exec_error(const char *name, int err)
{
	fprintf(stderr, "sonda: failed to execute %s: %s\n", name,
		strerror(err));
}

static struct child *find(pid_t pid)
{
	for (size_t i = 0; i < created.n; i++)
		if (created.v[i].pid == pid)
			return &created.v[i];
	return NULL;
}

static void close_fd(int *fd)
{
	if (*fd >= 0)
		close(*fd);
	*fd = -1;
}

/* Splits cmd on whitespace into a malloc'd NULL-terminated vector whose
 * strings live in *copy. No words: the whole string is argv[0], as DTrace
 * does. */
static char **split(const char *cmd, char **copy)
{
	size_t n = 0, max = strlen(cmd) / 2 + 2;
	char **argv = malloc(max * sizeof(*argv));
	char *save = NULL, *w;

	*copy = strdup(cmd);
	if (!argv || !*copy)
		SD_BUG("out of memory");
	for (w = strtok_r(*copy, WS, &save); w; w = strtok_r(NULL, WS, &save))
		argv[n++] = w;
	if (n == 0)
		argv[n++] = *copy;
	argv[n] = NULL;
	return argv;
}

static int check_file(const char *path)
{
	struct stat st;

	if (stat(path, &st) < 0)
		return -errno;
	if (S_ISDIR(st.st_mode))
		return -EACCES;
	if (access(path, X_OK) < 0)
		return -errno;
	return 0;
}

/* What execvp() would find: 0, or the -errno it would fail with. */
static int find_exec(const char *name)
{
	const char *path = getenv("PATH"), *dir;
	int err = -ENOENT;

	if (!*name)
		return -ENOENT;
	if (strchr(name, '/'))
		return check_file(name);
	if (!path)
		path = "/bin:/usr/bin";
	for (dir = path;; dir += strcspn(dir, ":") + 1) {
		size_t len = strcspn(dir, ":");
		char *file;
		int rc;

		if (asprintf(&file, "%.*s/%s", (int)(len ? len : 1),
			     len ? dir : ".", name) < 0)
			SD_BUG("out of memory");
		rc = check_file(file);
		free(file);
		if (rc == 0)
			return 0;
		if (rc == -EACCES)
			err = rc;
		if (dir[len] == '\0')
			return err;
	}
}

/* In the child: wait for the release byte, then exec. Never returns. */
static void child_run(char **argv, int relfd, int errfd)
{
	sigset_t all;
	char go;
	ssize_t n;
	int err;

	for (size_t i = 0; i < created.n; i++) {
		close_fd(&created.v[i].relfd);
		close_fd(&created.v[i].errfd);
	}
	do
		n = read(relfd, &go, 1);
	while (n < 0 && errno == EINTR);
	if (n != 1)
		_exit(127);
	close(relfd);
	sigemptyset(&all);
	sigprocmask(SIG_SETMASK, &all, NULL);
	execvp(argv[0], argv);
	err = errno;
	if (write(errfd, &err, sizeof(err)) < 0)
		_exit(127);
	_exit(127);
}

static void add_child(pid_t pid, const char *name, int relfd, int errfd)
{
	struct child *v = realloc(created.v, (created.n + 1) * sizeof(*v));

	if (!v)
		SD_BUG("out of memory");
	created.v = v;
	v[created.n++] = (struct child){
		.pid = pid, .name = strdup(name), .relfd = relfd,
		.errfd = errfd,
	};
}

/* Forks the held child; returns 0 or -errno. */
static int spawn(char **argv, pid_t *pidp)
{
	int rel[2], ep[2], err;
	pid_t pid;

	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, rel) < 0)
		return -errno;
	if (pipe2(ep, O_CLOEXEC) < 0) {
		err = -errno;
		close(rel[0]);
		close(rel[1]);
		return err;
	}
	pid = fork();
	if (pid == 0) {
		close(rel[1]);
		close(ep[0]);
		child_run(argv, rel[0], ep[1]);
	}
	err = pid < 0 ? -errno : 0;
	close(rel[0]);
	close(ep[1]);
	if (err) {
		close(rel[1]);
		close(ep[0]);
		return err;
	}
	add_child(pid, argv[0], rel[1], ep[0]);
	*pidp = pid;
	return 0;
}

int sd_proc_create(const char *cmd, pid_t *pid)
{
	char *copy;
	char **argv = split(cmd, &copy);
	int rc = find_exec(argv[0]);

	if (rc == 0)
		rc = spawn(argv, pid);
	if (rc < 0)
		exec_error(argv[0], -rc);
	free(argv);
	free(copy);
	return rc;
}

static void reap_child(struct child *ch)
{
	int st = 0;

	while (waitpid(ch->pid, &st, 0) < 0 && errno == EINTR)
		;
	ch->reaped = true;
	ch->status = st;
	close_fd(&ch->relfd);
	close_fd(&ch->errfd);
}

int sd_proc_release(pid_t pid)
{
	struct child *ch = find(pid);
	char go = 1;
	int err = 0;
	ssize_t n;

	if (!ch)
		return -ESRCH;
	if (ch->relfd < 0)
		return 0;
	n = send(ch->relfd, &go, 1, MSG_NOSIGNAL);
	close_fd(&ch->relfd);
	if (n != 1)
		return 0;	/* it died before running: its status says so */
	do
		n = read(ch->errfd, &err, sizeof(err));
	while (n < 0 && errno == EINTR);
	close_fd(&ch->errfd);
	if (n != sizeof(err))
		return 0;
	exec_error(ch->name, err);
	reap_child(ch);
	return -err;
}

int sd_proc_grab(pid_t pid)
{
	if (pid <= 0 || (kill(pid, 0) < 0 && errno == ESRCH)) {
		fprintf(stderr, "sonda: No such process\n");
		return -ESRCH;
	}
	return 0;
}

int sd_proc_pidfd(pid_t pid)
{
	long fd = syscall(SYS_pidfd_open, pid, 0);

	return fd < 0 ? -errno : (int)fd;
}

int sd_proc_reap(pid_t pid, int *status)
{
	struct child *ch = find(pid);

	if (!ch)
		return -ECHILD;
	if (!ch->reaped)
		reap_child(ch);
	*status = ch->status;
	return 0;
}

void sd_proc_kill_created(void)
{
	for (size_t i = 0; i < created.n; i++) {
		struct child *ch = &created.v[i];

		if (!ch->reaped) {
			kill(ch->pid, SIGKILL);
			reap_child(ch);
		}
		free(ch->name);
	}
	free(created.v);
	created.v = NULL;
	created.n = 0;
}
