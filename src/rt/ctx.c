/* ctx.c - the runtime's run context (see ctx.h). */
#include <string.h>

#include "ctx.h"
#include "../base/common.h"

/* The context of the run, installed by the driver (the one pointer the
 * layer keeps; what it points to is the run's). */
static struct sd_rt_ctx *run_ctx;

void sd_rt_ctx_init(struct sd_rt_ctx *r)
{
	memset(r, 0, sizeof(*r));
}

/* The library handle of the demangler stays open: dlclose of libstdc++
 * is not safe once it has run. */
void sd_rt_ctx_free(struct sd_rt_ctx *r)
{
	sd_rt_ctx_init(r);
	if (run_ctx == r)
		run_ctx = NULL;
}

void sd_rt_ctx_set(struct sd_rt_ctx *r)
{
	run_ctx = r;
}

struct sd_rt_ctx *sd_rt_ctx(void)
{
	if (!run_ctx)
		SD_BUG("no rt context installed");
	return run_ctx;
}
