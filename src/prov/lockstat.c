/* lockstat.c - the lockstat provider (providers.md 9) on the
 * lock:contention_begin tracepoint (args: lock address, LCB_F_* flags).
 * The *-block and *-spin probes fire when contention begins (the blocked
 * or spun time is not known there); acquire and release probes need
 * kprobes and are unavailable. */
#include "tp.h"

#define CB	"lock", "contention_begin", false, "lock_addr,flags"
#define NOHOOK	"the kernel has no tracepoint for it (needs kprobes)"

/* LCB_F_* */
enum { SPIN = 1, READ = 2, WRITE = 4, MUTEX = 32 };

static const struct sd_tp_spec specs[] = {
	{ "adaptive-acquire", .why = NOHOOK },
	{ "adaptive-acquire-error", .why = NOHOOK },
	{ "adaptive-block", CB, NULL, { { "flags", SD_TP_ANY, MUTEX } } },
	{ "adaptive-release", .why = NOHOOK },
	{ "adaptive-spin", CB, NULL, { { "flags", SD_TP_ANY, MUTEX },
				       { "flags", SD_TP_ANY, SPIN } } },
	{ "rw-acquire", .why = NOHOOK },
	{ "rw-block", CB, NULL, { { "flags", SD_TP_ANY, READ | WRITE } } },
	{ "rw-release", .why = NOHOOK },
	{ "spin-acquire", .why = NOHOOK },
	{ "spin-release", .why = NOHOOK },
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
	.attr = &attr,
};
