/* sched.c - the sched provider (providers.md 6) on the sched_switch and
 * sched_wakeup raw tracepoints: arguments are task_struct pointers (the
 * sources of lwpsinfo_t / psinfo_t), DTrace for Linux's seven probes
 * (dt_prov_sched.c leaves Solaris's change-pri, preempt, remain-cpu and
 * sleep out). Where kprobes exist, enqueue, dequeue, tick and on-cpu
 * probe the kernel functions DTrace probes;
 * elsewhere enqueue is the wakeup of a task onto its run queue and tick a
 * cpu-clock timer of the tick's period on every CPU (tpclock.c).
 *
 * on-cpu fires at sched_switch, in the previous thread's context (no
 * tracepoint runs in the next one's after a switch): the code generator
 * takes the next thread for the current one (prov.h: cur_task). */
#include "tp.h"

#define LWPS	"lwpsinfo_t *=struct task_struct *"
#define PS	"psinfo_t *=struct task_struct *"
#define TWO	LWPS ";" PS
#define CPU	"cpuinfo_t *=struct task_struct *"
/* Where the kernel has kprobes: the scheduling classes' run-queue
 * functions (called through pointers, so never inlined), (rq, task,
 * flags): the task, and dequeue's int the DEQUEUE_* flags. */
#define ENQUEUES	"enqueue_task_fair,enqueue_task_rt,enqueue_task_dl," \
			"enqueue_task_scx"
#define DEQUEUES	"dequeue_task_fair,dequeue_task_rt,dequeue_task_dl," \
			"dequeue_task_scx"
#define NOHOOK	"the kernel has no tracepoint for it (needs kprobes)"

static const struct sd_tp_spec specs[] = {
	/* DTrace's trampolines: arg0 the task, arg1 0 (their FIXME: the run
	 * queue's cpuinfo_t), arg2 dequeue's flags or enqueue's
	 * ENQUEUE_HEAD bit; args[0..2] of arg0 (sonda's args[2] is the
	 * task's CPU, DTrace's the NULL arg1), dequeue's args[3] arg2 */
	{ "dequeue", .types = LWPS ";" PS "@0;" CPU "@0;int=@2", .why = NOHOOK,
	  .kfn = { DEQUEUES, false, "1,@zero,2" } },
	/* a woken (or new) task has been put on the run queue of its CPU
	 * when sched_wakeup (sched_wakeup_new) fires; a runnable task
	 * moves to another CPU's run queue at sched_migrate_task (which a
	 * wakeup also passes, before the task is runnable: left out); never
	 * at the head */
	{ "enqueue", "sched", "sched_wakeup", true, "0,@0,@0",
	  LWPS ";" PS "@0;" CPU "@0", { { "0", SD_TP_RUNNING } },
	  .kfn = { ENQUEUES, false, "1,@zero,@zero" }, .also = "sched_wakeup_new",
	  .also2 = "sched_migrate_task" },
	/* DTrace's: arg0 the next thread, arg1 the previous, arg2 the next
	 * and arg3 the previous one's state (sched_switch's own: its
	 * trampoline only sets arg0), both args[] of the next */
	{ "off-cpu", "sched", "sched_switch", true, "2,1,2,3", LWPS ";" PS "@0" },
	/* DTrace's rides __perf_event_task_sched_in(prev, next), in the
	 * next thread's context, and declares no args[]: arg0 the previous
	 * thread, arg1 the next. At sched_switch, the next thread stands
	 * for the current one (cur_raw: curthread, pid, execname, self->) */
	{ "on-cpu", "sched", "sched_switch", true, "1,2", "", .cur_raw = 3,
	  .kfn = { "finish_task_switch", false, "0,@curthread" } },
	{ "surrender", "syscalls", "sys_enter_sched_yield", false,
	  "@curthread,@curthread", TWO },
	{ "tick", .types = TWO, .clock = true,
	  .kfn = { "scheduler_tick|sched_tick", false,
		   "@curthread,@curthread" } },
	/* DTrace's rides sched_wakeup (one argument, the woken task) with no
	 * trampoline: arg0 the task, arg1 0; both args[] of arg0 */
	{ "wakeup", "sched", "sched_wakeup", true, "0,@0", LWPS ";" PS "@0" },
};

static const struct sd_tp_prov prov = {
	&sd_prov_sched, "vmlinux", specs, SD_ARRAY_SIZE(specs),
};

SD_TP_PROVIDER(sd_prov_sched, "sched", prov, &sd_pattr_evolving);
