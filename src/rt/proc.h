/* proc.h - the processes of -c (created) and -p (grabbed).
 *
 * A -c command is split on whitespace (no shell: no quotes, globs or
 * redirections), looked up in PATH and forked. The child waits, before
 * exec, until sd_proc_release() lets it go (once the probes are enabled),
 * so nothing it does escapes tracing. Processes created here are killed
 * when sonda exits (sd_proc_kill_created()); grabbed ones are left alone.
 *
 * Later: pid-provider probes on the new image need the process stopped
 * right *after* exec (evaltime=exec/preinit/postinit/main, with ptrace),
 * so that uprobes can be placed in the new executable before main runs.
 * That will replace the "stop before exec" used here; the API stays.
 *
 * The registry of created processes is process-wide state (one sonda
 * run has one set of -c children). Errors are reported on stderr, once,
 * here, in DTrace's words ("sonda: failed to execute CMD: reason",
 * "sonda: No such process"); callers just exit 1.
 */
#ifndef SONDA_RT_PROC_H
#define SONDA_RT_PROC_H

#include <sys/types.h>

/* Creates the process of a -c command, held before exec. Returns 0 with
 * *pid set, or -errno after printing "sonda: failed to execute NAME:
 * <strerror>" (the command is not found or not executable, or fork
 * failed). */
int sd_proc_create(const char *cmd, pid_t *pid);

/* Lets a created process exec and run; waits only until the exec has
 * succeeded or failed. Returns 0 (also when already released), -ESRCH for
 * a pid not created here, or -errno of a failed exec after printing
 * "sonda: failed to execute NAME: <strerror>" (the child is then reaped). */
int sd_proc_release(pid_t pid);

/* For -p: checks that the process exists. Returns 0, or -ESRCH after
 * printing "sonda: No such process". */
int sd_proc_grab(pid_t pid);

/* Returns a pidfd (close-on-exec) that becomes readable when the process
 * exits, for the runtime's epoll loop, or -errno. The caller closes it. */
int sd_proc_pidfd(pid_t pid);

/* Collects the exit status (as waitpid() gives it) of a created process,
 * waiting if it has not exited yet; a second call returns the same status.
 * Returns 0, or -ECHILD for a process not created here (-p: its status
 * cannot be known). */
int sd_proc_reap(pid_t pid, int *status);

/* Kills (SIGKILL) and reaps every created process still alive, and
 * forgets them all; -p processes are untouched. For sonda's exit path. */
void sd_proc_kill_created(void);

#endif
