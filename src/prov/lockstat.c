/* lockstat.c - the lockstat provider (providers.md 9) on the
 * lock:contention_begin tracepoint (args: lock address, LCB_F_* flags).
 * The *-block and *-spin probes fire when contention begins (the blocked
 * or spun time is not known there). Acquire and release probes are kprobes
 * on the mutex, spinlock and rwlock functions where the kernel has kprobes
 * (tpfbt.c), and unavailable otherwise. */
#include "tp.h"

#define CB	"lock", "contention_begin", false, "lock_addr,flags"
#define NOHOOK	"the kernel has no tracepoint for it (needs kprobes)"

/* Where the kernel has kprobes: acquire probes on the lock functions'
 * return, release probes on the unlock functions' entry; arg0 = the lock,
 * typed as DTrace for Linux types it (adaptive-acquire-error: arg1 = the
 * error). */
#define MUTEX_T		"struct mutex *"
#define SPIN_T		"spinlock_t *"
#define RW_T		"rwlock_t *"
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

static const struct sd_tp_spec specs[] = {
	{ "adaptive-acquire", .why = NOHOOK,
	  .kfn = { "mutex_lock", true, "0", MUTEX_T } },
	{ "adaptive-acquire-error", .why = NOHOOK,
	  .kfn = { "mutex_lock_interruptible,mutex_lock_killable", true,
		   "0,ret", MUTEX_T ";int", { { "ret", SD_TP_NE, 0 } } } },
	{ "adaptive-block", CB, NULL, { { "flags", SD_TP_ANY, MUTEX } } },
	{ "adaptive-release", .why = NOHOOK,
	  .kfn = { "mutex_unlock", false, "0", MUTEX_T } },
	{ "adaptive-spin", CB, NULL, { { "flags", SD_TP_ANY, MUTEX },
				       { "flags", SD_TP_ANY, SPIN } } },
	{ "rw-acquire", .why = NOHOOK, .kfn = { RW_LOCKS, true, "0", RW_T } },
	{ "rw-block", CB, NULL, { { "flags", SD_TP_ANY, READ | WRITE } } },
	{ "rw-release", .why = NOHOOK, .kfn = { RW_UNLOCKS, false, "0", RW_T } },
	{ "spin-acquire", .why = NOHOOK, .kfn = { SPIN_LOCKS, true, "0", SPIN_T } },
	{ "spin-release", .why = NOHOOK, .kfn = { SPIN_UNLOCKS, false, "0", SPIN_T } },
	{ "spin-spin", CB, NULL, { { "flags", SD_TP_EQ, SPIN } } },
};

static const struct sd_pattr attr = {
	.prov = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_COMMON },
	.mod = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.func = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.name = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_COMMON },
	.args = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_COMMON },
};

static const struct sd_tp_prov prov = {
	&sd_prov_lockstat, "vmlinux", specs, SD_ARRAY_SIZE(specs),
};

static int populate(struct sd_probe_tab *tab, const char **why)
{
	return sd_tp_populate(tab, &prov);
}

const struct sd_provider sd_prov_lockstat = {
	.name = "lockstat",
	.populate = populate,
	.args = sd_tp_args,
	.attach = sd_tp_attach,
	.guard = sd_tp_guard,
	.arg_insns = sd_tp_arg_insns,
	.attr = &attr,
};
