/* proc.h - the processes of -c (created) and -p (grabbed).
 *
 * A -c command is split on whitespace (no shell: no quotes, globs or
 * redirections), looked up in PATH, forked and exec'd under ptrace: the
 * child is stopped right after exec, before its first instruction, then
 * (evaltime postinit, the default) run to its entry point, where the
 * dynamic linker has mapped every library, and held there until
 * sd_proc_release() detaches from it once the probes are enabled. So pid
 * probes on main and on library functions miss nothing the program does.
 * While held, the child dies with sonda (PTRACE_O_EXITKILL). Processes
 * created here are killed when sonda exits (sd_proc_kill_created());
 * grabbed ones (-p) are never stopped and are left alone.
 *
 * The registry of created processes is process-wide state (one sonda
 * run has one set of -c children). Errors are reported on stderr, once,
 * here: "sonda: No such process" for a -p that cannot be grabbed, and for
 * a -c that cannot be made in DTrace's message form (its libdtrace
 * replaces the reason with ESRCH), else "sonda: failed to execute CMD:
 * REASON" (sd_proc_set_dtrace_msgs()); callers just exit 1.
 */
#ifndef SONDA_RT_PROC_H
#define SONDA_RT_PROC_H

#include <stdbool.h>
#include <sys/types.h>

/* Values of sd_proc_set_evaltime() (the evaltime option's order). */
enum { SD_PROC_EXEC, SD_PROC_PREINIT, SD_PROC_POSTINIT, SD_PROC_MAIN };

/* Where later sd_proc_create() calls hold their child, as DTrace's
 * evaltime: SD_PROC_EXEC right after exec (only the program and the
 * dynamic linker are mapped); SD_PROC_PREINIT at the program's entry
 * point (libraries mapped and initialised); SD_PROC_POSTINIT (the
 * default) and SD_PROC_MAIN at main() (found as __libc_start_main( )'s
 * first argument, else as the program's main symbol; where neither is,
 * at the entry point). main.c passes the evaltime option here. */
void sd_proc_set_evaltime(int evaltime);

/* How a -c that cannot be made is reported: DTrace's "sonda: No such
 * process" when on (main.c: -x errtags or _DTRACE_TESTING), else "sonda:
 * failed to execute NAME: REASON". */
void sd_proc_set_dtrace_msgs(bool on);

/* Creates the process of a -c command, held as above. Returns 0 with
 * *pid set, or -errno after printing the line above (the command is not
 * found or not executable, or fork failed). */
int sd_proc_create(const char *cmd, pid_t *pid);

/* Lets a held process run (detaches from it). Returns 0 (also when
 * already released or dead), or -ESRCH for a pid not created here. */
int sd_proc_release(pid_t pid);

/* True while a created process is held (not yet released). */
bool sd_proc_is_held(pid_t pid);

/* For -p: checks that the process can be grabbed as libproc's Pgrab()
 * grabs it: it exists, its /proc/PID/mem opens and its /proc/PID/exe is an
 * ELF file (not a kernel thread, a zombie or a process root may not read).
 * Returns 0, or -ESRCH after printing "sonda: No such process". */
int sd_proc_grab(pid_t pid);

/* Returns a pidfd (close-on-exec) that becomes readable when the process
 * exits, for the runtime's epoll loop, or -errno. The caller closes it. */
int sd_proc_pidfd(pid_t pid);

/* Collects the exit status (as waitpid() gives it) of a created process,
 * waiting if it has not exited yet; a second call returns the same status.
 * Returns 0, or -ECHILD for a process not created here (-p: its status
 * cannot be known). */
int sd_proc_reap(pid_t pid, int *status);

/* Whether the process has exited (a created one is then reaped, its status
 * kept for sd_proc_reap), without blocking: how the run notices the exit of
 * a process it has no pidfd for (a kernel before 5.3, valgrind). */
bool sd_proc_exited(pid_t pid);

/* Kills (SIGKILL) and reaps every created process still alive, and
 * forgets them all; -p processes are untouched. For sonda's exit path. */
void sd_proc_kill_created(void);

/* The program has a stop() action: sd_proc_release_grabbed() then sets
 * the -p processes it stopped running again. */
void sd_proc_may_stop(void);

/* After sd_proc_may_stop(), sets running again (SIGCONT) every -p process
 * that was running when grabbed and is stopped now (a stop() action's
 * doing), as dtrace(1) releases the processes it grabbed when it exits;
 * forgets them all. */
void sd_proc_release_grabbed(void);

#endif
