/* io.c - the io provider (providers.md 7) on the block layer's raw
 * tracepoints, as DTrace for Linux's dt_prov_io.c: start is a struct bio
 * queued (block_bio_queue, in the submitting thread), done a request
 * completed (block_rq_complete: its first bio; none for a request without
 * one, as a flush). arg0 is the bio, from which the D library translates
 * bufinfo_t and devinfo_t (args[1] of arg0, DTrace's mapping), args[2]
 * the fileinfo_t of a struct file * the block layer does not know: arg1,
 * 0 for start (DTrace's trampoline means it to be) and done's error (its
 * raw tracepoint's arg1, 0 but for a failed I/O), so its members read
 * "<none>"; done's arg2 is the bytes completed. */
#include "tp.h"

#define BIO3	"bufinfo_t *=struct bio *;devinfo_t *=struct bio *@0;" \
		"fileinfo_t *=struct file *@1"
#define NOHOOK	"the kernel has no tracepoint for it (needs kprobes on " \
		"submit_bio_wait)"

static const struct sd_tp_spec specs[] = {
	/* in DTrace for Linux's order (its probe IDs and -l) */
	{ "start", "block", "block_bio_queue", true, "0,@0,@0", BIO3 },
	{ "done", "block", "block_rq_complete", true, "@bio:0,1,2", BIO3,
	  { { "0", SD_TP_NONNULL, .member = "request.bio" } } },
	/* where the kernel has kprobes: the struct bio * that
	 * submit_bio_wait() waits for (tpfbt.c) */
	{ "wait-start", .types = BIO3, .why = NOHOOK,
	  .kfn = { "submit_bio_wait", false, "0,@zero,@zero", BIO3 } },
	{ "wait-done", .types = BIO3, .why = NOHOOK,
	  .kfn = { "submit_bio_wait", true, "0,@zero,@zero", BIO3 } },
};

static const struct sd_tp_prov prov = {
	&sd_prov_io, "vmlinux", specs, SD_ARRAY_SIZE(specs),
};

SD_TP_PROVIDER(sd_prov_io, "io", prov, &sd_pattr_evolving);
