/* lockstat.c - the lockstat provider (providers.md 9). The *-block and
 * *-spin probes fire as DTrace's do, in the thread that waited once it
 * has the lock: at lock:contention_end, paired with the thread's
 * contention_begin for that lock (tppair.c), whose LCB_F_* flags say how
 * it waited; arg0 = the lock, arg1 = the time waited (ns). Acquire and
 * release probes are kprobes on the mutex, spinlock and rwlock functions
 * where the kernel has kprobes (tpfbt.c), and unavailable otherwise. */
#include "tp.h"

#define CE	"lock", "contention_end", false, "lock_addr,@elapsed"
/* the contention_begin of the same thread and lock, with flags that have
 * all of these bits, one of these (0: no test), none of these */
#define BEGUN(all, any, none) \
	.pair = { "lock", "contention_begin", "lock_addr", "flags", all, any, \
		  none }
#define NOHOOK	"the kernel has no tracepoint for it (needs kprobes)"

/* Where the kernel has kprobes: acquire probes on the lock functions'
 * return, release probes on the unlock functions' entry; arg0 = the lock,
 * typed as DTrace for Linux types it (adaptive-acquire-error: arg1 = the
 * error). */
#define MUTEX_T		"struct mutex *"
#define SPIN_T		"spinlock_t *"
#define RW_T		"struct rwlock *"
#define SPIN_LOCKS	"_raw_spin_lock,_raw_spin_lock_irq,_raw_spin_lock_irqsave," \
			"_raw_spin_lock_bh"
#define SPIN_UNLOCKS	"_raw_spin_unlock,_raw_spin_unlock_irq," \
			"_raw_spin_unlock_irqrestore,_raw_spin_unlock_bh"
#define RW_LOCKS	"_raw_read_lock,_raw_read_lock_irq,_raw_read_lock_irqsave," \
			"_raw_read_lock_bh,_raw_write_lock,_raw_write_lock_irq," \
			"_raw_write_lock_irqsave,_raw_write_lock_bh"
#define RW_UNLOCKS	"_raw_read_unlock,_raw_read_unlock_irq," \
			"_raw_read_unlock_irqrestore,_raw_read_unlock_bh," \
			"_raw_write_unlock,_raw_write_unlock_irq," \
			"_raw_write_unlock_irqrestore,_raw_write_unlock_bh"

/* LCB_F_* */
enum { SPIN = 1, READ = 2, WRITE = 4, MUTEX = 32 };
#define WAITED	";uint64_t"

static const struct sd_tp_spec specs[] = {
	{ "adaptive-acquire", .why = NOHOOK,
	  .kfn = { "mutex_lock", true, "0", MUTEX_T } },
	{ "adaptive-acquire-error", .why = NOHOOK,
	  .kfn = { "mutex_lock_interruptible,mutex_lock_killable", true,
		   "0,ret", MUTEX_T ";int", { { "ret", SD_TP_NE, 0 } } } },
	{ "adaptive-block", CE, MUTEX_T WAITED, BEGUN(MUTEX, 0, SPIN) },
	{ "adaptive-release", .why = NOHOOK,
	  .kfn = { "mutex_unlock", false, "0", MUTEX_T } },
	{ "adaptive-spin", CE, MUTEX_T WAITED, BEGUN(MUTEX | SPIN, 0, 0) },
	/* DTrace's rw probes declare an int after the lock (rw-spin's after
	 * the time): rw-release's is the unlock function's second argument
	 * (its trampoline leaves fbt's), rw-spin's is never set (0) and
	 * rw-acquire's is 1 for a reader, 0 for a writer (its trampoline's
	 * kind), which sonda leaves 0: one program serves every function */
	{ "rw-acquire", .why = NOHOOK,
	  .kfn = { RW_LOCKS, true, "0,@zero", RW_T ";int" } },
	{ "rw-release", .why = NOHOOK,
	  .kfn = { RW_UNLOCKS, false, "0,1", RW_T ";int" } },
	{ "rw-spin", "lock", "contention_end", false, "lock_addr,@elapsed,0",
	  RW_T WAITED ";int", BEGUN(SPIN, READ | WRITE, 0) },
	{ "spin-acquire", .why = NOHOOK, .kfn = { SPIN_LOCKS, true, "0", SPIN_T } },
	{ "spin-release", .why = NOHOOK, .kfn = { SPIN_UNLOCKS, false, "0", SPIN_T } },
	{ "spin-spin", CE, SPIN_T WAITED, BEGUN(SPIN, 0, MUTEX | READ | WRITE) },
};

static const struct sd_tp_prov prov = {
	&sd_prov_lockstat, "vmlinux", specs, SD_ARRAY_SIZE(specs),
};

SD_TP_PROVIDER(sd_prov_lockstat, "lockstat", prov, &sd_pattr_evolving);
