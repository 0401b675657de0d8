/* dtrace.c - the dtrace provider: BEGIN (1), END (2), ERROR (3).
 *
 * Their programs are raw-tracepoint programs that are attached to nothing:
 * the runtime fires them itself with sd_bpf_test_run(), so they run the
 * same generated code as any probe. ERROR's context carries its arguments
 * in u64 slots 0..5 (arg1 probe ID, arg2 clause, arg3 pc, arg4 fault,
 * arg5 value). */
#include "prov.h"

#include <errno.h>
#include <string.h>

static const struct sd_pattr attr = {
	.prov = { SD_STAB_STABLE, SD_STAB_STABLE, SD_CLASS_COMMON },
	.mod = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.func = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.name = { SD_STAB_STABLE, SD_STAB_STABLE, SD_CLASS_COMMON },
	.args = { SD_STAB_STABLE, SD_STAB_STABLE, SD_CLASS_COMMON },
};

static int populate(struct sd_probe_tab *tab, const char **why)
{
	static const char *const names[] = { "BEGIN", "END", "ERROR" };

	for (size_t i = 0; i < SD_ARRAY_SIZE(names); i++)
		sd_probe_tab_add(tab, &sd_prov_dtrace, "", "", names[i], NULL);
	return 0;
}

static int args(const struct sd_probe *p, struct sd_probe_args *a)
{
	memset(a, 0, sizeof(*a));
	a->ctx = SD_CTX_RAWTP;
	a->special = SD_ARGS_PLAIN;
	if (strcmp(p->name, "ERROR") == 0)
		a->nargs = 6;
	for (int i = 0; i < a->nargs; i++) {
		a->arg_off[i] = (int16_t)(8 * i);
		a->arg_size[i] = 8;
	}
	return 0;
}

static int attach(const struct sd_probe *p, int prog_fd, struct sd_attach *at)
{
	return 0;
}

const struct sd_provider sd_prov_dtrace = {
	.name = "dtrace",
	.populate = populate,
	.args = args,
	.attach = attach,
	.attr = &attr,
};
