/* prov.h - providers: probe tables, matching, argument layout, attaching.
 *
 * Each provider lives in its own file (dtrace.c, profile.c, syscall.c, ...)
 * and fills one struct sd_provider with designated initializers. The core
 * (sema, cg, runtime) only sees this header.
 *
 * Probe IDs: dtrace:::BEGIN = 1, END = 2, ERROR = 3; the others are numbered
 * in provider order (dtrace, profile, syscall, ...) as the table is built,
 * and probes created on demand (tick-123ms) get the next free ID. IDs are
 * stable within a run.
 */
#ifndef SONDA_PROV_PROV_H
#define SONDA_PROV_PROV_H

#include "../base/common.h"

struct sd_provider;

/* How a probe's BPF program gets its context, and where argN lives. */
enum sd_ctx_kind {
	SD_CTX_RAWTP,		/* BPF_PROG_TYPE_RAW_TRACEPOINT: ctx = u64 args[];
				   argN = *(u64 *)(ctx + 8 * N). BEGIN, END,
				   ERROR (run with BPF_PROG_TEST_RUN) */
	SD_CTX_TRACEPOINT,	/* BPF_PROG_TYPE_TRACEPOINT: ctx = the trace
				   record; argN = field at arg_off[N] of
				   arg_size[N] bytes (sign-extended when
				   arg_signed[N]) */
	SD_CTX_PERF,		/* BPF_PROG_TYPE_PERF_EVENT: ctx = struct
				   bpf_perf_event_data (pt_regs first);
				   profile: arg0 = kernel PC or 0, arg1 = user
				   PC or 0 */
	SD_CTX_UPROBE,		/* BPF_PROG_TYPE_KPROBE: ctx = struct pt_regs */
};

/* Special argument semantics the code generator must know about. */
enum sd_arg_special {
	SD_ARGS_PLAIN,
	SD_ARGS_SYSCALL_RETURN,	/* arg0 = arg1 = return value (field at
				   arg_off[0]); errno = -ret when
				   -4095 <= ret <= -1 */
	SD_ARGS_PROFILE,	/* see SD_CTX_PERF */
};

#define SD_MAX_ARGS 10

struct sd_probe_args {
	enum sd_ctx_kind ctx;
	enum sd_arg_special special;
	int nargs;			/* number of raw args supplied (<= 10) */
	int16_t arg_off[SD_MAX_ARGS];	/* TRACEPOINT: byte offset in record */
	uint8_t arg_size[SD_MAX_ARGS];	/* TRACEPOINT: 1, 2, 4 or 8 */
	bool arg_signed[SD_MAX_ARGS];
	const char *arg_type[SD_MAX_ARGS]; /* D type text for args[N] and
					      -lv ("const char *", "int",
					      "uint64_t"), or NULL */
};

struct sd_probe {
	uint32_t id;
	const char *prov, *mod, *func, *name;	/* never NULL; "" if empty */
	const struct sd_provider *provider;
	void *priv;				/* the provider's own data */
};

/* The table of every known probe. Owned by the session; probes are added by
 * providers and never removed during a run. */
struct sd_probe_tab {
	struct sd_probe **probes;	/* in ID order */
	size_t n, cap;
	uint32_t next_id;
};

/* An attachment that the kernel removes if sonda dies: perf event fds and
 * bpf_link fds only, never tracefs *_events entries. */
struct sd_attach {
	int *fds;	/* malloc'd; grows through sd_attach_add() */
	size_t n, cap;
};

struct sd_provider {
	const char *name;	/* "dtrace", "profile", "syscall" */
	/* Add this provider's listable probes to tab. 0 or -errno. Called once
	 * per run, lazily (only when a description could match the provider,
	 * or for -l). A provider the kernel cannot serve returns -ENOTSUP and
	 * sets *why to one line naming the missing kernel feature. */
	int (*populate)(struct sd_probe_tab *tab, const char **why);
	/* Create probes that exist only on demand (tick-123ms, profile-5ms)
	 * for a description with no glob in the given field values; NULL if
	 * the provider has none. 0 or -errno (-ENOENT: not a valid name). */
	int (*create)(struct sd_probe_tab *tab, const char *mod, const char *func,
		      const char *name);
	/* Describe where the arguments are. Fills *a. 0 or -errno. */
	int (*args)(const struct sd_probe *p, struct sd_probe_args *a);
	/* Attach a loaded program of the type that args() implies. Adds the
	 * owning fds to at. 0 or -errno (logs once with sd_warn). */
	int (*attach)(const struct sd_probe *p, int prog_fd, struct sd_attach *at);
};

extern const struct sd_provider sd_prov_dtrace;
extern const struct sd_provider sd_prov_profile;
extern const struct sd_provider sd_prov_syscall;

/* Every provider, in ID order. */
extern const struct sd_provider *const sd_providers[];
extern const size_t sd_nproviders;

/* The BPF program type for a context kind (BPF_PROG_TYPE_*). */
int sd_ctx_prog_type(enum sd_ctx_kind k);

void sd_probe_tab_init(struct sd_probe_tab *tab);
void sd_probe_tab_free(struct sd_probe_tab *tab);
/* Adds a probe (strings are copied); returns it with its new ID. */
struct sd_probe *sd_probe_tab_add(struct sd_probe_tab *tab,
				  const struct sd_provider *prov, const char *mod,
				  const char *func, const char *name, void *priv);
struct sd_probe *sd_probe_tab_get(const struct sd_probe_tab *tab, uint32_t id);

/* A parsed description: four fields, each "" (match all), exact, or a glob. */
struct sd_pdesc {
	const char *prov, *mod, *func, *name;
};

/* Splits text like "syscall::read:entry" or "BEGIN" into fields, assigned
 * from the right. Returns 0, or -EINVAL with *err set to DTrace's reason
 * ("Overspecified probe description") for more than four fields. The
 * fields point into storage owned by d (call sd_pdesc_free). */
int sd_pdesc_parse(const char *text, struct sd_pdesc *d, const char **err);
void sd_pdesc_free(struct sd_pdesc *d);

/* Populates the providers a description can match (lazily), creates
 * on-demand probes, and calls fn for every matching probe in ID order.
 * Returns the number of matches, or -errno. */
int sd_probe_match(struct sd_probe_tab *tab, const struct sd_pdesc *d,
		   void (*fn)(struct sd_probe *p, void *arg), void *arg);

/* Populates every provider (for -l with no description). */
int sd_probe_populate_all(struct sd_probe_tab *tab);

/* Attach-fd bookkeeping. */
void sd_attach_init(struct sd_attach *at);
int sd_attach_add(struct sd_attach *at, int fd);
void sd_attach_close(struct sd_attach *at);	/* closes every fd */

#endif
