/* ctx.h - the providers' state for one run.
 *
 * What providers learn of the machine is cached in one struct
 * sd_prov_ctx, not in file statics: fbt's kernel function lists and
 * feature reasons, the kernel's events (sdt, rawtp), the raw tracepoint
 * index (tp), syscall's raw_syscalls dispatch offset and the uprobe PMU
 * and uprobe_multi probes. The driver makes it with sd_prov_ctx_init(),
 * installs it with sd_prov_ctx_set() for the run and frees it with
 * sd_prov_ctx_free(); sd_prov_ctx() returns the installed one (a bug if
 * there is none). Each private cache is made by its file on first use and
 * freed by that file's function below.
 */
#ifndef SONDA_PROV_CTX_H
#define SONDA_PROV_CTX_H

struct sd_fbt_cache;
struct sd_sdt_events;
struct sd_rawtp_index;

struct sd_prov_ctx {
	struct sd_fbt_cache *fbt;	/* fbt.c */
	struct sd_sdt_events *events;	/* sdt.c */
	struct sd_rawtp_index *rawtps;	/* tpbtf.c: btf_trace_* and
					   trace_event_raw_* of BTF */
	long syscall_off;		/* syscall.c: -2 not checked yet */
	long uprobe_type, uprobe_retbit; /* uprobe.c: -2 not read yet */
	int umulti_type;		/* uprobe.c: -1 not probed yet */
};

void sd_prov_ctx_init(struct sd_prov_ctx *p);
void sd_prov_ctx_free(struct sd_prov_ctx *p);
void sd_prov_ctx_set(struct sd_prov_ctx *p);
struct sd_prov_ctx *sd_prov_ctx(void);

void sd_fbt_cache_free(struct sd_fbt_cache *c);
void sd_sdt_events_free(struct sd_sdt_events *e);
void sd_rawtp_index_free(struct sd_rawtp_index *x);

#endif
