/* ctx.c - the lang layer's run context (see ctx.h). */
#include <stdlib.h>
#include <string.h>

#include "ctx.h"
#include "../base/common.h"

/* The context of the run, installed by the driver (the one pointer the
 * layer keeps; what it points to is the run's). */
static struct sd_lang_ctx *run_ctx;

void sd_lang_ctx_init(struct sd_lang_ctx *l)
{
	memset(l, 0, sizeof(*l));
}

void sd_lang_ctx_free(struct sd_lang_ctx *l)
{
	free(l->types);	/* flat structs */
	free(l->net);
	free(l->tail);
	free(l->inlines);
	free(l->text);
	free(l->net_text);
	free(l->pattr);
	sd_lang_ctx_init(l);
	if (run_ctx == l)
		run_ctx = NULL;
}

void sd_lang_ctx_set(struct sd_lang_ctx *l)
{
	run_ctx = l;
}

struct sd_lang_ctx *sd_lang_ctx(void)
{
	if (!run_ctx)
		SD_BUG("no lang context installed");
	return run_ctx;
}
