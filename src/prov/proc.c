/* proc.c - the proc provider (providers.md 5) on tracepoints and raw
 * tracepoints. Raw-tracepoint probes pass task_struct pointers as their
 * arguments (the sources of psinfo_t / lwpsinfo_t); the others pass
 * tracepoint fields. start and lwp-start fire in the new task when its
 * fork/vfork/clone/clone3 returns 0 (raw_syscalls:sys_exit), which user
 * tasks always do first; kernel threads and workers, which never return
 * from one, at their first switch off the CPU (sched_switch), where
 * DTrace's fire at schedule_tail's return, before they run. */
#include "tp.h"

#include <asm/unistd.h>

/* The system calls that create tasks: start and lwp-start fire when one
 * returns 0, which happens in the new task, on its way to user space. */
static const int32_t forks[] = {
#ifdef __NR_fork
	__NR_fork,
#endif
#ifdef __NR_vfork
	__NR_vfork,
#endif
	__NR_clone,
#ifdef __NR_clone3
	__NR_clone3,
#endif
};
#define NFORKS	((int)SD_ARRAY_SIZE(forks))

/* signal_generate's results for a signal that reaches its target, where
 * DTrace for Linux's signal-send (complete_signal()) fires: delivered (0)
 * or delivered without its siginfo (4, TRACE_SIGNAL_LOSE_INFO); not
 * ignored (1: signal-discard), already pending (2) or refused (3). */
static const int32_t sent[] = { 0, 4 };

#define PS	"psinfo_t *=struct task_struct *"
#define LWPS	"lwpsinfo_t *=struct task_struct *"

static const struct sd_tp_spec specs[] = {
	/* in DTrace for Linux's order (its probe IDs and -l) */
	/* as DTrace's trampolines leave them: create's arg0 and arg1 the
	 * child; exec-failure's arg0 and arg1 the return value (its
	 * syscall::execve:return's). DTrace's create and lwp-create ride
	 * sched_process_fork, start and lwp-start schedule_tail's return,
	 * with no condition: each fires for every new task, a process or a
	 * thread (only exit is the thread-group leader's) */
	{ "create", "sched", "sched_process_fork", true, "1,1", PS },
	/* execveat(2) too, as DTrace for Linux (syscall::execveat:entry):
	 * its arg0 is then execveat's first argument, the directory's fd
	 * (both records hold the syscall's arguments at the same offsets);
	 * arg1 and arg2 are the syscall's next two, as its trampoline copies
	 * them (execve's argv and envp) */
	{ "exec", "syscalls", "sys_enter_execve", false, "filename,argv,envp",
	  "string=userland char *", .also = "sys_enter_execveat" },
	/* errno is the failure's, as DTrace's probe runs after its
	 * syscall::execve:return's trampoline, which sets it */
	{ "exec-failure", "syscalls", "sys_exit_execve", false, "ret,ret", "int",
	  { { "ret", SD_TP_SLT, 0 } }, .also = "sys_exit_execveat",
	  .sys_ret = true },
	/* DTrace's exec-success is a dependent of syscall::execve:return
	 * (and execveat's) with the pre-condition ret == 0
	 * (dt_prov_proc.c enable( ), trampoline( )): it runs after that
	 * probe's clauses, where sched_process_exec fired before them */
	{ "exec-success", "syscalls", "sys_exit_execve", false, NULL, NULL,
	  { { "ret", SD_TP_EQ, 0 } }, .also = "sys_exit_execveat" },
	/* the thread-group leader's exit, as in DTrace for Linux; arg1, as
	 * its trampoline leaves it, is the raw tracepoint's second argument,
	 * group_dead (the kernels that pass it, 6.13 on) */
	{ "exit", "sched", "sched_process_exit", false,
	  "@exit_reason,group_dead?", "int", { { "", SD_TP_LEADER } } },
	{ "lwp-create", "sched", "sched_process_fork", true, "1,1", LWPS ";" PS },
	/* no args[]; arg0 and arg1 the raw tracepoint's: the exiting task
	 * and group_dead */
	{ "lwp-exit", "sched", "sched_process_exit", false,
	  "@curthread,group_dead?", "" },
	/* arg0 -1, as DTrace's fbt return trampolines set it (the return
	 * offset they cannot know) for schedule_tail's return; a kernel
	 * thread or worker fires it at its first switch off the CPU (tp.h:
	 * SD_TP_STARTED) */
	{ "lwp-start", "raw_syscalls", "sys_exit", false, "@-1", "",
	  { { "id", SD_TP_STARTED, 0, forks, NFORKS, "ret" } },
	  .also = "sched/sched_switch" },
	/* DTrace's pre-condition (a JLE of arg0 against 0) is unsigned: every
	 * return but 0 fires it, a failure (-EAGAIN) with errno set, as its
	 * probe runs after syscall::rt_sigtimedwait:return's trampoline */
	{ "signal-clear", "syscalls", "sys_exit_rt_sigtimedwait", false,
	  "ret,ret", "int", { { "ret", SD_TP_NE, 0 } }, .sys_ret = true },
	/* DTrace's arguments: arg0 the target task (args[0] and args[1]),
	 * arg1 args[2], and arg2 what its trampolines leave there:
	 * signal_generate's task for signal-discard, complete_signal()'s pid
	 * type for signal-send (tp.c: pidtype_arg( ), from the tracepoint's
	 * group flag and the sender's kill(2)). signal-send's arg1 is the
	 * signal; signal-discard's trampoline stores the register holding
	 * the result it has just tested, 1 (TRACE_SIGNAL_IGNORED), where the
	 * signal was meant: so arg1 and args[2] are 1 there, and arg3 and
	 * arg4 the raw tracepoint's group flag and result */
	{ "signal-discard", "signal", "signal_generate", true, "2,@1,2,3,4",
	  LWPS ";" PS "@0;int=@1", { { "4", SD_TP_EQ, 1 } } },
	/* as DTrace for Linux: the raw tracepoint's siginfo and struct
	 * k_sigaction pointers (that one typed as the handler) */
	{ "signal-handle", "signal", "signal_deliver", true, "@signo,1,2",
	  "int;siginfo_t *;void (*)(void)" },
	{ "signal-send", "signal", "signal_generate", true, "2,0,@pidtype",
	  LWPS ";" PS "@0;int=@1", { { "4", SD_TP_IN, 0, sent, 2 } } },
	{ "start", "raw_syscalls", "sys_exit", false, "@-1", "",
	  { { "id", SD_TP_STARTED, 0, forks, NFORKS, "ret" } },
	  .also = "sched/sched_switch" },
};

static const struct sd_tp_prov prov = {
	&sd_prov_proc, "vmlinux", specs, SD_ARRAY_SIZE(specs),
};

SD_TP_PROVIDER(sd_prov_proc, "proc", prov, &sd_pattr_evolving);
