/* tp.h - what the tracepoint-backed providers share: argument layouts from
 * tracepoint formats and BTF, attaching to tracepoints and raw tracepoints,
 * and the table-driven engine of derived providers (proc, sched, io, tcp,
 * udp, ip, lockstat; providers.md 5-10).
 *
 * A derived probe is one row of a provider's table: the underlying
 * tracepoint (group/event, as a tracepoint record or as a raw tracepoint),
 * which of its arguments become arg0..argN, the D types -lv shows, and up to
 * three pre-conditions. A row without an underlying event, or whose event this
 * kernel lacks, is still listed; enabling it fails with the row's reason. */
#ifndef SONDA_PROV_TP_H
#define SONDA_PROV_TP_H

#include "prov.h"
#include "../kern/tracefs.h"


/* Pre-condition operators (struct sd_tp_cond). */
enum sd_tp_op {
	SD_TP_NONE,
	SD_TP_EQ, SD_TP_NE, SD_TP_SLT, SD_TP_SGT,	/* field OP val */
	SD_TP_LEADER,		/* field (a task pointer; "" = the current
				   task) is a thread-group leader */
	SD_TP_NOTLEADER,	/* ... is not */
	SD_TP_ANY,		/* (field & val) != 0 */
	SD_TP_IN,		/* field is one of set[0..nset) */
	SD_TP_SKPROTO,		/* field (a raw index) is a struct sock * of
				   protocol val (IPPROTO_TCP, ...) */
	SD_TP_SKBSTATE,		/* field (a raw index) is a struct sk_buff *
				   whose socket is in TCP state val */
	SD_TP_IPPROTO,		/* field (a raw index) is a struct sk_buff *
				   holding an IPv4 or IPv6 packet whose next
				   protocol is val (0: any) */
	SD_TP_RUNNING,		/* field (a raw index) is a struct
				   task_struct * whose __state is val
				   (TASK_RUNNING, 0: runnable) */
	SD_TP_STARTED,		/* a row on raw_syscalls:sys_exit with
				   sched:sched_switch as its also event: a
				   new task's first step of its own, its
				   fork (field, one of set[]) returning 0
				   (member, the result's field), or for a
				   task that never returns from one (a
				   kernel thread, an io_uring or vhost
				   worker), its first switch off the CPU */
	SD_TP_NONNULL,		/* field (a raw index) points to a struct
				   whose pointer member (the condition's
				   member, "request.bio") is not NULL; val
				   not 0: or raw argument val - 1 is a
				   kernel address (the row's also event,
				   of another layout, fired) */
};

/* One pre-condition: field is a record field name (tracepoint) or a raw
 * argument index "0".."9" (raw tracepoint). */
struct sd_tp_cond {
	const char *field;
	enum sd_tp_op op;
	int64_t val;
	const int32_t *set;	/* SD_TP_IN */
	int nset;
	const char *member;	/* SD_TP_NONNULL: "STRUCT.MEMBER" */
};

#define SD_TP_MAX_CONDS	3

/* The kernel-function alternative of a derived probe (tpfbt.c): where
 * the kernel has kprobes and one of the functions, the probe is a kprobe
 * (or kretprobe) on them instead of the tracepoint, with the same names
 * and argument types. */
struct sd_tp_kfn {
	const char *funcs;	/* ','-separated: every item is probed; an
				   item "a|b" is the first of a, b the kernel
				   can trace; NULL: no alternative */
	bool ret;		/* on return: register arguments are those of
				   the entry, kept per call */
	const char *args;	/* sources of arg0..: a function argument
				   "0".."5", followed by steps ">STRUCT.MEMBER"
				   (load 8 bytes from the member; "/4": 4)
				   and "+STRUCT.MEMBER" (its address), "%V"
				   (0 unless it points to an IP header of
				   version V); "ret"
				   (the int result); "@curthread"; "@N" (the
				   constant N); "@zero" */
	const char *types;	/* ';'-separated types; NULL: the row's */
	struct sd_tp_cond cond[SD_TP_MAX_CONDS]; /* field "0".."5" (entry)
				   or "ret" (the int result): EQ NE SLT SGT */
};

/* A derived probe that fires when an interval ends (tppair.c): the row's
 * event ends it, and this one, in the same thread with the same key field,
 * begins it; "@elapsed" in the row's arguments is its length in ns. */
struct sd_tp_pair {
	const char *group, *event;	/* the beginning (a tracepoint); NULL:
					   none */
	const char *key;		/* the field both records carry */
	const char *save;		/* a field of the beginning's record */
	uint32_t all, any, none;	/* save has all of these bits, one of
					   these (0: no test), none of these */
};

/* One derived probe. */
struct sd_tp_spec {
	const char *name;		/* "exec-success" */
	const char *group, *event;	/* underlying; event NULL: none */
	bool raw;			/* raw tracepoint (ctx = u64 args[]) */
	const char *args;		/* comma-separated sources of arg0..:
					   field names (a leading '-' negates;
					   '#' loads an array of <= 8 bytes by
					   value; a trailing '?': 0 where the
					   record has no such field), raw
					   indices, "0" (a zero, for
					   a field), "@N" (the constant N, maybe
					   negative),
					   "@sk:K" (the socket of the struct
					   sk_buff * in raw argument K),
					   "@exit_reason", "@curthread",
					   "@biodone" (the struct bio * of
					   block_bio_complete's raw argument
					   1, a kernel address, or else of
					   block_rq_complete's request) or
					   "@bytesdone" (0, or else that
					   request's bytes done);
					   NULL: none */
	const char *types;		/* ';'-separated D types of args[0..]
					   for -lv (also of rows without an
					   event); "T=NATIVE" when args[N] is
					   translated to T from argN of C type
					   NATIVE ("bufinfo_t *=struct bio
					   *") */
	struct sd_tp_cond cond[SD_TP_MAX_CONDS];
	const char *why;		/* reason it cannot fire (event NULL) */
	struct sd_tp_kfn kfn;		/* the kernel-function alternative */
	struct sd_tp_pair pair;		/* an interval's beginning */
	const char *also;		/* a second event of the same
					   arguments (or record layout) the
					   program is attached to as well
					   ("GROUP/EVENT": of another group) */
	const char *also2;		/* and a third */
	bool clock;			/* no event: a cpu-clock timer at HZ
					   on every CPU (tpclock.c) */
	bool sys_ret;			/* the event is a system call's return
					   whose result is arg0: errno is set
					   from it (SD_ARGS_SYSCALL_RETURN) */
	int8_t cur_raw;			/* raw events: 1 + the index of the
					   argument holding the thread the
					   probe fires for, when the event runs
					   in another one's context (on-cpu:
					   sched_switch's next); 0: current */
};

/* A derived provider: its module name and table. */
struct sd_tp_prov {
	const struct sd_provider *prov;
	const char *mod;		/* "vmlinux" */
	const struct sd_tp_spec *specs;
	size_t n;
};

/* Adds every row of dp to tab (in table order). 0. */
int sd_tp_populate(struct sd_probe_tab *tab, const struct sd_tp_prov *dp);

/* Defines VAR, the struct sd_provider of a derived provider named NAME
 * whose probes are the rows of TP (a struct sd_tp_prov), with attributes
 * ATTR: every operation is the engine's. */
#define SD_TP_PROVIDER(VAR, NAME, TP, ATTR)					\
	static int VAR##_populate(struct sd_probe_tab *tab, const char **why)	\
	{									\
		return sd_tp_populate(tab, &(TP));				\
	}									\
	const struct sd_provider VAR = {					\
		.name = NAME, .populate = VAR##_populate, .args = sd_tp_args,	\
		.attach = sd_tp_attach, .unavailable = sd_tp_unavailable,	\
		.guard = sd_tp_guard, .arg_insns = sd_tp_arg_insns,		\
		.attr = ATTR,							\
	}
/* args(), attach() and guard() of a derived provider (p->priv is its
 * row). */
int sd_tp_args(const struct sd_probe *p, struct sd_probe_args *a);
int sd_tp_attach(const struct sd_probe *p, int prog_fd, struct sd_attach *at);
/* unavailable() of a derived provider: the row has no hook on this kernel
 * (no event, or its tracepoint is missing) and no kernel-function variant. */
int sd_tp_unavailable(const struct sd_probe *p, char *buf, size_t n);
size_t sd_tp_guard(const struct sd_probe *p, struct bpf_insn *buf,
		   size_t max);
/* arg_insns() of a derived provider: the code of computed arguments
 * ("0" and "@exit_reason" in a row's argument list); 0 for the others. */
size_t sd_tp_arg_insns(const struct sd_probe *p, int n, int dst, int slot,
		       struct bpf_insn *buf, size_t max);

/* b[] += r0 = *(size *)(r3 + off) through [r10 + slot] (zeroed first);
 * clobbers r0-r5. */
size_t sd_tp_read_at(long off, int size, int slot, struct bpf_insn *b);
/* The computed arguments of tpsig.c, into dst (r1 = ctx, also at
 * [r10 - 8]; clobber r0-r5): "@exit_reason" (CLD_* from the current
 * task's exit code), "@signo" (raw argument 0, or for SIGKILL the thread
 * group's exit code) and "@pidtype" (signal_generate's enum pid_type). */
size_t sd_tp_exit_reason(int dst, int slot, struct bpf_insn *b);
size_t sd_tp_signo_arg(int dst, int slot, struct bpf_insn *b);
size_t sd_tp_pidtype_arg(int dst, struct bpf_insn *b);

/* Sets args[k]'s D type (and the native type it is translated from) from
 * the k-th ';'-item of types ("T" or "T=NATIVE"); none past the list's
 * end (a NULL list leaves args[k] as it is). */
void sd_tp_set_type(const struct sd_probe *p, struct sd_probe_args *a, int k,
		    const char *types);

/* A backend of the derived providers: one way a row reaches the kernel.
 * For each probe, tp.c asks its backends in order of preference (the
 * kernel-function alternative, then the row's own tracepoint) and calls
 * the first that serves it for every provider callback. Every operation
 * gets the probe's row and the backend's own slot for the probe (*state:
 * NULL at first; memory for it comes from sd_probe_alloc(), which lives
 * with p); they are the provider callbacks of prov.h otherwise. */
struct sd_tp_backend {
	const char *name;
	/* Can this backend serve p on this kernel (with these options)? */
	bool (*serves)(const struct sd_probe *p, const struct sd_tp_spec *s,
		       void **state);
	int (*args)(const struct sd_probe *p, const struct sd_tp_spec *s,
		    void **state, struct sd_probe_args *a);
	int (*attach)(const struct sd_probe *p, const struct sd_tp_spec *s,
		      void **state, int prog_fd, struct sd_attach *at);
	size_t (*guard)(const struct sd_probe *p, const struct sd_tp_spec *s,
			void **state, struct bpf_insn *buf, size_t max);
	size_t (*arg_insns)(const struct sd_probe *p,
			    const struct sd_tp_spec *s, void **state, int n,
			    int dst, int slot, struct bpf_insn *buf,
			    size_t max);
	/* Optional: why p cannot be enabled (one line into buf), or 0. */
	int (*unavailable)(const struct sd_probe *p,
			   const struct sd_tp_spec *s, void **state,
			   char *buf, size_t n);
	/* Optional, asked of every backend when p is enabled: with -v, says
	 * on stderr which mechanism p uses (or why this one cannot). */
	void (*report)(const struct sd_probe *p, const struct sd_tp_spec *s,
		       void **state);
};

/* The kernel-function alternative (tpfbt.c): serves p where kprobes work,
 * fbtmode allows them and one of s->kfn's functions is traceable. */
extern const struct sd_tp_backend sd_tp_kfn_backend;

/* The clock backend (tpclock.c): serves rows with clock set, where the
 * kernel-function alternative does not: a perf cpu-clock timer of the
 * kernel's tick length on every online CPU; the row's arguments are all
 * "@curthread" (the thread the tick interrupted). */
extern const struct sd_tp_backend sd_tp_clock_backend;

/* Interval probes (tppair.c), for rows with a pair.event, as parts of the
 * tracepoint backend (state: its slot for p): the pre-condition (the
 * interval began, and its field passes the tests), the code of "@elapsed"
 * (0 for the other arguments: the tracepoint's), and attaching the
 * beginning's own program. */
size_t sd_tp_pair_guard(const struct sd_probe *p, const struct sd_tp_spec *s,
			void **state, struct bpf_insn *buf, size_t max);
size_t sd_tp_pair_arg_insns(const struct sd_probe *p,
			    const struct sd_tp_spec *s, void **state, int n,
			    int dst, int slot, struct bpf_insn *buf,
			    size_t max);
int sd_tp_pair_attach(const struct sd_probe *p, const struct sd_tp_spec *s,
		      void **state, struct sd_attach *at);

/* Fills a (ctx TRACEPOINT) with the fields of fmt after the common ones:
 * scalars by value, arrays by address, __data_loc fields as the address
 * of their data; names and types from the format. At most SD_MAX_ARGS. */
void sd_tp_fill_fields(const struct sd_probe *p,
		       const struct sd_tp_format *fmt,
		       struct sd_probe_args *a);

/* The tracefs group (into group, of n bytes) and event of row s's also
 * event ("GROUP/EVENT", or an event of the row's group). */
void sd_tp_also_event(const struct sd_tp_spec *s, char *group, size_t n,
		      const char **event);

/* Attaches prog_fd to tracepoint GROUP/EVENT through one perf event (see
 * syscall.c) or to the raw tracepoint EVENT through a bpf link fd.
 * Adds the fd to at. 0 or -errno (not logged). */
int sd_tp_attach_event(const char *group, const char *event, int prog_fd,
		       struct sd_attach *at);
int sd_tp_attach_raw(const char *event, int prog_fd, struct sd_attach *at);

#endif
