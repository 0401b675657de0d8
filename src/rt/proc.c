/* proc.c - -c and -p processes.
 *
 * A created child asks to be traced (PTRACE_TRACEME) and execs; the kernel
 * stops it with SIGTRAP right after a successful exec, before its first
 * instruction. If exec fails the child writes errno on a close-on-exec
 * pipe and exits, so the parent sees an exit instead of a stop and reads
 * the reason. The stopped child is then advanced to the evaltime point
 * with one-shot breakpoints (preinit: the program's entry point, once the
 * dynamic linker has mapped and initialised the libraries; postinit and
 * main: main( ) itself, found through __libc_start_main( ), as DTrace's
 * dt_proc.c finds it: see hold()), and held there
 * with PTRACE_O_EXITKILL (if sonda dies, the half-started command dies
 * too) until sd_proc_release() detaches from it. One that exits before
 * that point (a constructor's _exit( )) was made all the same: DTrace's
 * dt_proc_create_thread( ) fails only a process its libproc could not
 * create (dpr_proc NULL), and dtrace(1) then traces until it sees the
 * death, so the run goes on with a target already gone.
 */
#include "proc.h"

#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../base/common.h"
#include "../sym/elf.h"
#include "../sym/maps.h"
#include "../base/xalloc.h"

struct child {
	pid_t pid;
	char *name;		/* argv[0], for messages */
	bool held;		/* ptrace-stopped until released */
	bool reaped;
	int status;
};

/* Every process created with -c (see proc.h on this state). Process
 * state on purpose, not in struct sd_rt_ctx: sonda must kill them however
 * it ends (a signal, an error, a normal exit), after any run context. */
static struct {
	struct child *v;
	size_t n;
	int evaltime;
	bool dtrace_msgs;
} created = { .evaltime = SD_PROC_POSTINIT };

/* Every process grabbed with -p that was running when grabbed: a stop()
 * may stop it, and dtrace(1) releases what it grabbed as it exits, so
 * sonda sets such a one running again (sd_proc_release_grabbed()) when
 * the program has a stop() (one a user stopped stays so otherwise). */
static struct {
	pid_t *v;
	size_t n;
	bool stops;
} grabbed;

void sd_proc_may_stop(void)
{
	grabbed.stops = true;
}

static const char WS[] = "\f\n\r\t\v ";

void sd_proc_set_evaltime(int evaltime)
{
	created.evaltime = evaltime;
}

void sd_proc_set_dtrace_msgs(bool on)
{
	created.dtrace_msgs = on;
}

/* DTrace's control thread records "failed to execute NAME: REASON", but
 * dt_proc_create_thread() then sets ESRCH for any process that was not
 * made, and dtrace(1) prints that: "No such process" for every -c whose
 * exec fails, as for a -p it cannot grab. sonda prints that line in
 * DTrace's message form (-x errtags, _DTRACE_TESTING) and the reason
 * otherwise, which a user needs to mend a mistyped command. */
static void exec_error(const char *name, int err)
{
	if (created.dtrace_msgs)
		fprintf(stderr, "sonda: No such process\n");
	else
		fprintf(stderr, "sonda: failed to execute %s: %s\n", name, strerror(err));
}

static struct child *find(pid_t pid)
{
	for (size_t i = 0; i < created.n; i++)
		if (created.v[i].pid == pid)
			return &created.v[i];
	return NULL;
}

/* Splits cmd on whitespace into a malloc'd NULL-terminated vector whose
 * strings live in *copy. No words: the whole string is argv[0], as DTrace
 * does. */
static char **split(const char *cmd, char **copy)
{
	size_t n = 0, max = strlen(cmd) / 2 + 2;
	char **argv = sd_xmalloc(max * sizeof(*argv));
	char *save = NULL, *w;

	*copy = sd_xstrdup(cmd);
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

		file = sd_xasprintf("%.*s/%s", (int)(len ? len : 1), len ? dir : ".", name);
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

/* In the child: become traced, then exec. Never returns. */
static void child_run(char **argv, int errfd)
{
	sigset_t all;
	int err;

	if (ptrace(PTRACE_TRACEME, 0, NULL, NULL) < 0)
		_exit(127);
	sigemptyset(&all);
	sigprocmask(SIG_SETMASK, &all, NULL);
	execvp(argv[0], argv);
	err = errno;
	if (write(errfd, &err, sizeof(err)) < 0)
		_exit(127);
	_exit(127);
}

static int wait_stop(pid_t pid, int *st)
{
	while (waitpid(pid, st, 0) < 0)
		if (errno != EINTR)
			return -errno;
	return 0;
}

/* Continues a stopped tracee until it stops with SIGTRAP, passing other
 * signals on. 0, or -ESRCH if it exited (status in *st). */
static int cont_to_trap(pid_t pid, int *st)
{
	int sig = 0;

	for (;;) {
		if (ptrace(PTRACE_CONT, pid, NULL, (void *)(long)sig) < 0)
			return -errno;
		if (wait_stop(pid, st) < 0 || !WIFSTOPPED(*st))
			return -ESRCH;
		if (WSTOPSIG(*st) == SIGTRAP)
			return 0;
		sig = WSTOPSIG(*st);
	}
}

/* The run-time address of function name in the process's program (exe)
 * or in any object it maps (!exe), or 0. */
static uint64_t func_address(pid_t pid, const char *name, bool exe)
{
	struct sd_maps m;
	uint64_t a = 0;

	if (sd_maps_read(pid, &m) < 0)
		return 0;
	for (size_t i = 0; i < m.n && !a; i++) {
		if (exe && !m.v[i].is_exe)
			continue;
		struct sd_elf *e = sd_elf_open(m.v[i].path);
		const struct sd_elf_func *f = e ? sd_elf_func_by_name(e, name) : NULL;

		if (f && f->size)
			a = f->addr + sd_elf_bias(e, m.v[i].exec_start, m.v[i].exec_pgoff);
		sd_elf_free(e);
	}
	sd_maps_free(&m);
	return a;
}

/* Runs a child stopped after exec to address at (its entry point for
 * postinit, main() for main): a one-shot int3 there, then the original
 * code and pc put back. Nothing is done when at is 0. */
static int run_to(pid_t pid, uint64_t at, int *st)
{
	struct user_regs_struct regs;
	long word, trap;
	int err;

	if (!at)
		return 0;
	errno = 0;
	word = ptrace(PTRACE_PEEKTEXT, pid, (void *)at, NULL);
	if (errno)
		return 0;
	trap = (word & ~0xffL) | 0xcc;
	if (ptrace(PTRACE_POKETEXT, pid, (void *)at, (void *)trap) < 0)
		return 0;
	err = cont_to_trap(pid, st);
	if (err)
		return err;
	if (ptrace(PTRACE_POKETEXT, pid, (void *)at, (void *)word) < 0 ||
	    ptrace(PTRACE_GETREGS, pid, NULL, &regs) < 0)
		return -errno;
	if (regs.rip == at + 1) {
		regs.rip = at;
		if (ptrace(PTRACE_SETREGS, pid, NULL, &regs) < 0)
			return -errno;
	}
	return 0;
}

static void add_child(pid_t pid, const char *name)
{
	struct child *v = sd_xrealloc(created.v, (created.n + 1) * sizeof(*v));

	created.v = v;
	v[created.n++] = (struct child){
		.pid = pid, .name = sd_xstrdup(name), .held = true,
	};
}

/* After fork: the child either stopped after exec (0) or exited (-errno
 * of the failed exec, read from errfd; the child is reaped). */
static int await_exec(pid_t pid, int errfd)
{
	int st = 0, err = ENOEXEC;

	if (wait_stop(pid, &st) < 0)
		return -ECHILD;
	if (WIFSTOPPED(st))
		return 0;
	if (read(errfd, &err, sizeof(err)) != sizeof(err))
		err = ENOEXEC;
	return -err;
}

/* main()'s address once the child is stopped at the start of
 * __libc_start_main( ): its first argument; 0 if it cannot be read. */
static uint64_t first_arg(pid_t pid)
{
	struct user_regs_struct regs;

	return ptrace(PTRACE_GETREGS, pid, NULL, &regs) < 0 ? 0 : regs.rdi;
}

/* Runs a child stopped right after exec to the evaltime point, as DTrace's
 * dt_proc_attach_break( ) chain: exec stays there; preinit runs to the
 * entry point (AT_ENTRY); postinit and main run to the entry point, then
 * to __libc_start_main( ) (in libc, mapped by then) and to the main( ) its
 * first argument names, or, without __libc_start_main( ) (a static
 * program), to the program's main symbol; where none is found the child
 * is held where it got to. 0, or -errno. */
static int hold(pid_t pid, int *st)
{
	uint64_t lsm, m = 0;
	int err;

	if (created.evaltime == SD_PROC_EXEC)
		return 0;
	err = run_to(pid, sd_maps_auxv(pid, AT_ENTRY), st);
	if (err || created.evaltime == SD_PROC_PREINIT)
		return err;
	lsm = func_address(pid, "__libc_start_main", false);
	if (lsm && (err = run_to(pid, lsm, st)) < 0)
		return err;
	if (lsm)
		m = first_arg(pid);
	if (!m)
		m = func_address(pid, "main", true);
	return run_to(pid, m, st);
}

/* Forks the child and holds it at the evaltime point; 0 or -errno. */
static int spawn(char **argv, pid_t *pidp)
{
	int ep[2], err, st;
	pid_t pid;

	if (pipe2(ep, O_CLOEXEC) < 0)
		return -errno;
	pid = fork();
	if (pid == 0) {
		close(ep[0]);
		child_run(argv, ep[1]);
	}
	close(ep[1]);
	err = pid < 0 ? -errno : await_exec(pid, ep[0]);
	close(ep[0]);
	if (err)
		return err;
	ptrace(PTRACE_SETOPTIONS, pid, NULL, (void *)(long)PTRACE_O_EXITKILL);
	err = hold(pid, &st);
	if (err < 0 && err != -ESRCH) {
		kill(pid, SIGKILL);
		waitpid(pid, &st, 0);
		return -ECHILD;
	}
	add_child(pid, argv[0]);
	if (err == -ESRCH) {	/* it exited before the evaltime point */
		struct child *ch = &created.v[created.n - 1];

		ch->held = false;
		ch->reaped = true;
		ch->status = st;
	}
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
	ch->held = false;
	ch->status = st;
}

int sd_proc_release(pid_t pid)
{
	struct child *ch = find(pid);

	if (!ch)
		return -ESRCH;
	if (!ch->held)
		return 0;
	ch->held = false;
	if (ptrace(PTRACE_DETACH, pid, NULL, NULL) < 0)
		return 0;	/* it died while held: its status says so */
	return 0;
}

bool sd_proc_is_held(pid_t pid)
{
	struct child *ch = find(pid);

	return ch && ch->held;
}


/* The state letter of /proc/PID/stat (after the command's closing
 * parenthesis), or 0. */
static char proc_state(pid_t pid)
{
	char path[64], buf[512];
	ssize_t n;
	int fd;

	snprintf(path, sizeof(path), "/proc/%d/stat", (int)pid);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return 0;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return 0;
	buf[n] = 0;
	char *p = strrchr(buf, ')');
	return p && p[1] == ' ' ? p[2] : 0;
}

int sd_proc_grab(pid_t pid)
{
	/* Pgrab(): the process's memory and its executable's ELF header must
	 * be readable, which a kernel thread's and a zombie's are not */
	if (!sd_maps_grabbable(pid)) {
		fprintf(stderr, "sonda: No such process\n");
		return -ESRCH;
	}
	if (proc_state(pid) != 'T') {	/* one the user stopped stays so */
		grabbed.v = sd_xrealloc(grabbed.v, (grabbed.n + 1) * sizeof(*grabbed.v));
		grabbed.v[grabbed.n++] = pid;
	}
	return 0;
}

void sd_proc_release_grabbed(void)
{
	for (size_t i = 0; i < grabbed.n && grabbed.stops; i++)
		if (proc_state(grabbed.v[i]) == 'T')
			kill(grabbed.v[i], SIGCONT);
	free(grabbed.v);
	grabbed.v = NULL;
	grabbed.n = 0;
}

int sd_proc_pidfd(pid_t pid)
{
	long fd = syscall(SYS_pidfd_open, pid, 0);

	return fd < 0 ? -errno : (int)fd;
}

bool sd_proc_exited(pid_t pid)
{
	struct child *ch = find(pid);
	int st = 0;

	if (!ch)
		return kill(pid, 0) < 0 && errno == ESRCH;
	if (ch->reaped)
		return true;
	if (waitpid(pid, &st, WNOHANG) != pid)
		return false;
	ch->reaped = true;
	ch->held = false;
	ch->status = st;
	return true;
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
