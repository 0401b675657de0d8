/* proc_test.c - -c and -p processes: held until released, exit status
 * through a pidfd, exec failures, grabbing, killing at exit. */
#include "rt/proc.h"
#include "tap.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static char errout[1024];	/* stderr of the last captured call */
static int saved_fd = -1;
static FILE *capture;

static void capture_start(void)
{
	capture = tmpfile();
	fflush(stderr);
	saved_fd = dup(2);
	dup2(fileno(capture), 2);
}

static void capture_end(void)
{
	size_t n;

	fflush(stderr);
	dup2(saved_fd, 2);
	close(saved_fd);
	rewind(capture);
	n = fread(errout, 1, sizeof(errout) - 1, capture);
	errout[n] = '\0';
	fclose(capture);
}

/* True when fd becomes readable within ms milliseconds. */
static bool readable(int fd, int ms)
{
	struct pollfd p = { .fd = fd, .events = POLLIN };

	return poll(&p, 1, ms) == 1 && (p.revents & POLLIN);
}

/* The state letter of /proc/PID/stat ('t': stopped by a tracer). */
static char proc_state(pid_t pid)
{
	char path[64], buf[512], *rp;
	FILE *f;
	size_t n;

	snprintf(path, sizeof(path), "/proc/%d/stat", (int)pid);
	if (!(f = fopen(path, "r")))
		return '?';
	n = fread(buf, 1, sizeof(buf) - 1, f);
	fclose(f);
	buf[n] = '\0';
	rp = strrchr(buf, ')');
	return rp && rp[1] && rp[2] ? rp[2] : '?';
}

/* Creates cmd, checks it is held, releases it; returns its exit status. */
static int run(const char *cmd)
{
	pid_t pid = 0;
	int fd, status = -1;

	OK(sd_proc_create(cmd, &pid) == 0 && pid > 0);
	fd = sd_proc_pidfd(pid);
	OK(fd >= 0);
	OK(!readable(fd, 100));		/* held: has not run or exited */
	OK(proc_state(pid) == 't');	/* exec'd, stopped by ptrace */
	OK(sd_proc_is_held(pid));
	OK(sd_proc_release(pid) == 0);
	OK(sd_proc_release(pid) == 0);	/* a second release is harmless */
	OK(readable(fd, 5000));
	OK(sd_proc_reap(pid, &status) == 0);
	close(fd);
	return status;
}

static void test_create_release(void)
{
	int st = run("true");

	OK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	st = run("  false  ");
	OK(WIFEXITED(st) && WEXITSTATUS(st) == 1);
	st = run("sh -c false");
	OK(WIFEXITED(st) && WEXITSTATUS(st) == 1);
	st = run("test 1 -eq 1");	/* words are split on whitespace */
	OK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	st = run("test\t-z\t$NO_SUCH_VARIABLE");	/* no shell: no expansion */
	OK(WIFEXITED(st) && WEXITSTATUS(st) == 1);
}

static void test_exit_status_kept(void)
{
	pid_t pid;
	int st = -1, st2 = -2;

	OK(sd_proc_create("sh -c exit", &pid) == 0);
	OK(sd_proc_release(pid) == 0);
	OK(sd_proc_reap(pid, &st) == 0);
	OK(sd_proc_reap(pid, &st2) == 0 && st == st2);
	OK(sd_proc_reap(getpid(), &st) == -ECHILD);
	OK(sd_proc_release(getpid()) == -ESRCH);
}

static void test_exec_failures(void)
{
	char dir[] = "/tmp/proc_testXXXXXX", path[256];
	pid_t pid = 0;
	FILE *f;

	/* sonda's own words say why */
	capture_start();
	OK(sd_proc_create("/nonexistent/cmd -x", &pid) == -ENOENT);
	capture_end();
	STREQ(errout, "sonda: failed to execute /nonexistent/cmd: No such file or directory\n");

	/* DTrace's words: libdtrace turns every failure into ESRCH */
	sd_proc_set_dtrace_msgs(true);
	capture_start();
	OK(sd_proc_create("/nonexistent/cmd -x", &pid) == -ENOENT);
	capture_end();
	STREQ(errout, "sonda: No such process\n");

	capture_start();
	OK(sd_proc_create("no_such_command_sonda_test arg", &pid) == -ENOENT);
	capture_end();
	STREQ(errout, "sonda: No such process\n");

	OK(mkdtemp(dir) != NULL);
	snprintf(path, sizeof(path), "%s/plain", dir);
	f = fopen(path, "w");
	fputs("echo hi\n", f);
	fclose(f);
	chmod(path, 0644);
	capture_start();
	OK(sd_proc_create(path, &pid) == -EACCES);
	capture_end();
	STREQ(errout, "sonda: No such process\n");
	unlink(path);

	capture_start();
	OK(sd_proc_create(dir, &pid) == -EACCES);	/* a directory */
	capture_end();

	/* found and executable, but exec itself fails: known at once (the
	 * child is exec'd when created, and reaped) */
	snprintf(path, sizeof(path), "%s/badinterp", dir);
	f = fopen(path, "w");
	fputs("#!/nonexistent/interpreter\n", f);
	fclose(f);
	chmod(path, 0755);
	pid = 0;
	capture_start();
	OK(sd_proc_create(path, &pid) == -ENOENT && pid == 0);
	capture_end();
	STREQ(errout, "sonda: No such process\n");
	unlink(path);
	rmdir(dir);
	sd_proc_set_dtrace_msgs(false);
}

static void test_grab(void)
{
	pid_t gone = fork();

	if (gone == 0)
		_exit(0);
	waitpid(gone, NULL, 0);
	pid_t live = fork();

	if (live == 0) {
		pause();
		_exit(0);
	}
	OK(sd_proc_grab(live) == 0);
	kill(live, SIGKILL);
	waitpid(live, NULL, 0);
	/* itself: ptrace( ) cannot seize its own process, but Pgrab() goes
	 * on without it */
	capture_start();
	OK(sd_proc_grab(getpid()) == 0);
	capture_end();
	STREQ(errout, "");
	/* a zombie: its memory and executable are gone (Pgrab() fails) */
	pid_t zombie = fork();

	if (zombie == 0)
		_exit(0);
	siginfo_t si;	/* waits for its death, leaving it a zombie */
	waitid(P_PID, zombie, &si, WEXITED | WNOWAIT);
	capture_start();
	OK(sd_proc_grab(zombie) == -ESRCH);
	capture_end();
	STREQ(errout, "sonda: No such process\n");
	waitpid(zombie, NULL, 0);
	capture_start();
	OK(sd_proc_grab(gone) == -ESRCH);
	capture_end();
	STREQ(errout, "sonda: No such process\n");
	capture_start();
	OK(sd_proc_grab(0) == -ESRCH);
	OK(sd_proc_grab(-1) == -ESRCH);
	capture_end();
	int fd = sd_proc_pidfd(getpid());

	OK(fd >= 0 && !readable(fd, 0));
	close(fd);
	OK(sd_proc_pidfd(gone) == -ESRCH);
}

static void test_kill_created(void)
{
	pid_t held = 0, running = 0;
	int fd;

	OK(sd_proc_create("sleep 100", &held) == 0);
	OK(sd_proc_create("sleep 100", &running) == 0);
	OK(sd_proc_release(running) == 0);
	fd = sd_proc_pidfd(running);
	OK(!readable(fd, 50));
	sd_proc_kill_created();
	OK(readable(fd, 0));
	close(fd);
	OK(kill(held, 0) < 0 && errno == ESRCH);
	OK(kill(running, 0) < 0 && errno == ESRCH);
	sd_proc_kill_created();		/* nothing left: harmless */
}

/* A held child whose creator dies without releasing it must not run. */
static void test_orphan_does_not_run(void)
{
	char dir[] = "/tmp/proc_testXXXXXX", cmd[512], mark[256];
	pid_t sub = fork();

	OK(mkdtemp(dir) != NULL);
	snprintf(mark, sizeof(mark), "%s/ran", dir);
	snprintf(cmd, sizeof(cmd), "touch %s", mark);
	if (sub == 0) {
		pid_t pid;

		sd_proc_create(cmd, &pid);
		_exit(0);	/* no release */
	}
	waitpid(sub, NULL, 0);
	usleep(200000);
	OK(access(mark, F_OK) < 0);
	unlink(mark);
	rmdir(dir);
}

int main(void)
{
	RUN(test_create_release);
	RUN(test_exit_status_kept);
	RUN(test_exec_failures);
	RUN(test_grab);
	RUN(test_kill_created);
	RUN(test_orphan_does_not_run);
	sd_proc_kill_created();
	return tap_done();
}
