/* ctx.c - the kern layer's run context (see ctx.h). */
#include <string.h>
#include <bpf/btf.h>

#include "ctx.h"
#include "../base/common.h"

/* The context of the run, installed by the driver (the one pointer the
 * layer keeps; what it points to is the run's). */
static struct sd_kern_ctx *run_ctx;

void sd_kern_ctx_init(struct sd_kern_ctx *k)
{
	memset(k, 0, sizeof(*k));
	k->may_goto = -1;
	k->gotol = -1;
	k->compat_read = -1;
	k->first_cpu = SD_KERN_UNKNOWN;
}

void sd_kern_ctx_free(struct sd_kern_ctx *k)
{
	btf__free(k->vmlinux);
	sd_tracefs_forget_ids(k->known_ids);
	sd_kern_ctx_init(k);
	if (run_ctx == k)
		run_ctx = NULL;
}

void sd_kern_ctx_set(struct sd_kern_ctx *k)
{
	run_ctx = k;
}

struct sd_kern_ctx *sd_kern_ctx(void)
{
	if (!run_ctx)
		SD_BUG("no kern context installed");
	return run_ctx;
}
