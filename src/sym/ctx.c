/* ctx.c - the sym layer's run context (see ctx.h). */
#include <string.h>

#include "ctx.h"
#include "debuginfo.h"
#include "../base/common.h"

/* The context of the run, installed by the driver (the one pointer the
 * layer keeps; what it points to is the run's). */
static struct sd_sym_ctx *run_ctx;

void sd_sym_ctx_init(struct sd_sym_ctx *s)
{
	memset(s, 0, sizeof(*s));
	s->offline = (Dwfl_Callbacks){
		.find_elf = dwfl_build_id_find_elf,
		.find_debuginfo = sd_find_debuginfo,
		.section_address = dwfl_offline_section_address,
		.debuginfo_path = &s->debuginfo_path,
	};
}

void sd_sym_ctx_free(struct sd_sym_ctx *s)
{
	sd_dbgd_free(s->dbgd);
	s->dbgd = NULL;
	if (run_ctx == s)
		run_ctx = NULL;
}

void sd_sym_ctx_set(struct sd_sym_ctx *s)
{
	run_ctx = s;
}

struct sd_sym_ctx *sd_sym_ctx(void)
{
	if (!run_ctx)
		SD_BUG("no sym context installed");
	return run_ctx;
}

const Dwfl_Callbacks *sd_sym_offline_callbacks(void)
{
	return &sd_sym_ctx()->offline;
}
