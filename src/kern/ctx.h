/* ctx.h - the kern layer's state for one run.
 *
 * What kern learns of the running kernel is cached in one struct
 * sd_kern_ctx, not in file statics: the vmlinux BTF, the ids of the
 * tracepoints whose format was read, and the features probed once (may_goto,
 * the compat read helpers, the first online CPU). The driver makes it with sd_kern_ctx_init(),
 * installs it with sd_kern_ctx_set() for the run and frees it with
 * sd_kern_ctx_free(); sd_kern_ctx() returns the installed one (a bug if
 * there is none).
 */
#ifndef SONDA_KERN_CTX_H
#define SONDA_KERN_CTX_H

#include <stdbool.h>

struct btf;
struct sd_known_id;

struct sd_kern_ctx {
	struct btf *vmlinux;		/* the kernel's BTF, or NULL */
	bool btf_tried;			/* vmlinux was looked for */
	struct sd_known_id *known_ids;	/* tracefs.c: event ids read */
	int may_goto;			/* -1 not probed yet, else 0/1 */
	int gotol;			/* BPF_JMP32 | BPF_JA: -1, 0 or 1 */
	int compat_read;		/* bpf_probe_read(): -1, 0 or 1 */
	int first_cpu;			/* SD_KERN_UNKNOWN, -errno or a CPU */
};

#define SD_KERN_UNKNOWN (-1000000)

void sd_kern_ctx_init(struct sd_kern_ctx *k);
void sd_kern_ctx_free(struct sd_kern_ctx *k);
void sd_kern_ctx_set(struct sd_kern_ctx *k);
struct sd_kern_ctx *sd_kern_ctx(void);

/* tracefs.c: frees the list of known ids. */
void sd_tracefs_forget_ids(struct sd_known_id *k);

#endif
