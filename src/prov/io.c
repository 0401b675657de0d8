/* io.c - the io provider (providers.md 7) on the block layer's request
 * raw tracepoints. arg0 = arg1 = the struct request pointer, from which
 * the D library translates bufinfo_t and devinfo_t; arg2 = NULL, the
 * struct file * of fileinfo_t (the block layer does not know the file, so
 * its members read "<none>" as DTrace for Linux gives). start and done of
 * one I/O carry the same pointer, which makes it a latency key. */
#include "tp.h"

#define THREE	"bufinfo_t *=struct request *;devinfo_t *=struct request *;" \
		"fileinfo_t *=struct file *"
/* wait-start/-done where the kernel has kprobes (tpfbt.c): the struct bio *
 * that submit_bio_wait() waits for */
#define BIO3	"bufinfo_t *=struct bio *;devinfo_t *=struct bio *;" \
		"fileinfo_t *=struct file *"
#define NOHOOK	"the kernel has no tracepoint for it (needs kprobes on " \
		"submit_bio_wait)"

static const struct sd_tp_spec specs[] = {
	/* in DTrace for Linux's order (its probe IDs and -l) */
	{ "start", "block", "block_rq_issue", true, "0,0,@0", THREE },
	{ "done", "block", "block_rq_complete", true, "0,0,@0", THREE },
	{ "wait-start", .types = THREE, .why = NOHOOK,
	  .kfn = { "submit_bio_wait", false, "0,0,@zero", BIO3 } },
	{ "wait-done", .types = THREE, .why = NOHOOK,
	  .kfn = { "submit_bio_wait", true, "0,0,@zero", BIO3 } },
};

static const struct sd_tp_prov prov = {
	&sd_prov_io, "vmlinux", specs, SD_ARRAY_SIZE(specs),
};

SD_TP_PROVIDER(sd_prov_io, "io", prov, &sd_pattr_evolving);
