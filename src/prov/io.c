/* io.c - the io provider (providers.md 7) on the block layer's request
 * raw tracepoints: arg0 = arg1 = the struct request pointer (the source
 * of bufinfo_t / devinfo_t), arg2 = 0 (no fileinfo_t). start and done of
 * one I/O carry the same pointer, which makes it a latency key. */
#include "tp.h"

#define THREE	"bufinfo_t *;devinfo_t *;fileinfo_t *"
/* wait-start/-done where the kernel has kprobes: the struct bio * of
 * submit_bio_wait() */
#define BIO3	"bufinfo_t *=struct bio *;devinfo_t *=struct bio *;fileinfo_t *"

static const struct sd_tp_spec specs[] = {
	{ "done", "block", "block_rq_complete", true, "0,0", THREE },
	{ "start", "block", "block_rq_issue", true, "0,0", THREE },
	{ "wait-done", .types = THREE, .why = "the kernel has no tracepoint for it (needs "
	  "kprobes on submit_bio_wait)",
	  .kfn = { "submit_bio_wait", true, "0,0,@zero", BIO3 } },
	{ "wait-start", .types = THREE, .why = "the kernel has no tracepoint for it (needs "
	  "kprobes on submit_bio_wait)",
	  .kfn = { "submit_bio_wait", false, "0,0,@zero", BIO3 } },
};

static const struct sd_pattr attr = {
	.prov = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_ISA },
	.mod = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.func = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.name = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_ISA },
	.args = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_ISA },
};

static const struct sd_tp_prov prov = {
	&sd_prov_io, "vmlinux", specs, SD_ARRAY_SIZE(specs),
};

static int populate(struct sd_probe_tab *tab, const char **why)
{
	return sd_tp_populate(tab, &prov);
}

const struct sd_provider sd_prov_io = {
	.name = "io",
	.populate = populate,
	.args = sd_tp_args,
	.attach = sd_tp_attach,
	.guard = sd_tp_guard,
	.arg_insns = sd_tp_arg_insns,
	.attr = &attr,
};
