/* io.c - the io provider (providers.md 7) on the block layer's raw
 * tracepoints, as DTrace for Linux's dt_prov_io.c: start is a struct bio
 * queued (block_bio_queue, in the submitting thread), done a request
 * completed (block_rq_complete: its first bio; none for a request without
 * one, as a flush) or a bio completed without a request (block_bio_complete,
 * a bio-based device's). arg0 is the bio, from which the D library
 * translates bufinfo_t and devinfo_t (args[1] of arg0, DTrace's mapping),
 * args[2] the fileinfo_t of a struct file * the block layer does not know:
 * arg1, always 0 (DTrace's trampoline stores 0 there last), so its members
 * read "<none>"; done's arg2 is a request's bytes completed (0 for a bio's). */
#include "tp.h"

#define BIO3	"bufinfo_t *=struct bio *;devinfo_t *=struct bio *@0;" \
		"fileinfo_t *=struct file *@1"
#define NOHOOK	"the kernel has no tracepoint for it (needs kprobes on " \
		"submit_bio_wait)"

static const struct sd_tp_spec specs[] = {
	/* in DTrace for Linux's order (its probe IDs and -l) */
	{ "start", "block", "block_bio_queue", true, "0,@0,@0", BIO3 },
	/* and block_bio_complete, a bio a device completes without a
	 * request (zram, brd, device-mapper, md: DTrace's second underlying
	 * probe); arg1 is 0, as DTrace's trampoline sets it whatever the
	 * event (a failed request's status is not there) */
	{ "done", "block", "block_rq_complete", true, "@biodone,@0,@bytesdone",
	  BIO3, { { "0", SD_TP_NONNULL, 2, .member = "request.bio" } },
	  .also = "block_bio_complete" },
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
