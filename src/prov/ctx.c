/* ctx.c - the providers' run context (see ctx.h). */
#include <string.h>

#include "ctx.h"
#include "../base/common.h"

/* The context of the run, installed by the driver (the one pointer the
 * layer keeps; what it points to is the run's). */
static struct sd_prov_ctx *run_ctx;

void sd_prov_ctx_init(struct sd_prov_ctx *p)
{
	memset(p, 0, sizeof(*p));
	p->syscall_off = -2;
	p->uprobe_type = p->uprobe_retbit = -2;
	p->umulti_type = -1;
}

void sd_prov_ctx_free(struct sd_prov_ctx *p)
{
	sd_fbt_cache_free(p->fbt);
	sd_sdt_events_free(p->events);
	sd_rawtp_index_free(p->rawtps);
	sd_prov_ctx_init(p);
	if (run_ctx == p)
		run_ctx = NULL;
}

void sd_prov_ctx_set(struct sd_prov_ctx *p)
{
	run_ctx = p;
}

struct sd_prov_ctx *sd_prov_ctx(void)
{
	if (!run_ctx)
		SD_BUG("no prov context installed");
	return run_ctx;
}
