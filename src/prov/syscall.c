/* syscall.c - the syscall provider: syscall:vmlinux:NAME:entry and :return
 * for every syscalls/sys_enter_NAME (sys_exit_NAME) tracepoint.
 *
 * Populating only reads tracefs's available_events (fast enough for -l); format
 * files are parsed in args(), once per probe, and cached in the table's
 * arena.
 *
 * Attaching: every probe keeps its own program, built for its own event's
 * record. Where the kernel has raw_syscalls (x86-64; sysnr.h knows the
 * numbers), attach() only queues the program, and attach_done() puts the
 * programs of each direction in a program array indexed by system call
 * number, with one dispatcher on raw_syscalls:sys_enter (sys_exit) that
 * tail-calls the entry of the current call. Two attachments serve any
 * number of probes; removing a tracepoint's perf event waits for an RCU
 * grace period (~25 ms), so a script over syscall::: leaves in a blink
 * instead of ten seconds. The raw_syscalls records have the layout the
 * per-syscall events give their programs (the number at 8, arguments or
 * the return value from 16); like those events, the dispatcher skips the
 * calls of 32-bit tasks (TS_COMPAT), whose numbers are another table's.
 *
 * Elsewhere (or with SONDA_NO_RAW_SYSCALLS set, for tests), and for a
 * system call sysnr.h does not know, a probe gets one perf event of its
 * own: PERF_TYPE_TRACEPOINT opened with pid -1 on a single CPU, then
 * PERF_EVENT_IOC_SET_BPF. This is enough for every CPU: a BPF program
 * attached through a tracepoint perf event goes into the tracepoint's own
 * program array (the trace event, not the per-CPU perf event), which runs
 * wherever the tracepoint fires.
 *
 * Order: DTrace runs a system call's probe before the proc probes that
 * depend on it (dt_cg_tramp_epilogue( ) calls the probe's clauses, then
 * its dependents': exec, exec-success, exec-failure, signal-clear), and
 * its sched:::surrender (fbt::do_sched_yield:entry) comes after
 * syscall::sched_yield:entry by the call's course. sonda's rows for them
 * ride the syscalls events of the call (tp.c), and hand their programs
 * to sd_syscall_attach_dependent( ) (syscall.h): attach_done( ) attaches
 * them after this provider's own, in their attach order, on the event
 * that serves the call's own probe. The programs attached to one
 * tracepoint event, through any number of perf events, are one array the
 * kernel runs in attach order, so that order holds whatever else runs:
 * where the call's probe is dispatched, a dependent gets a dispatcher of
 * its own on raw_syscalls after the provider's (the records have the
 * same layout), holding it at the numbers of its events whose probe is
 * dispatched; elsewhere it is attached to its syscalls event, where the
 * call's probe was attached first. (Two kinds of perf event, raw_syscalls
 * and syscalls, would be callbacks on the kernel's sys_enter (sys_exit)
 * tracepoint, run in the order the kernel registered them, when the first
 * event of each kind was opened on the machine: another tracer holding a
 * syscalls event would put its kind first.) The programs on raw_syscalls
 * itself, proc's start and lwp-start, run in attach order, before the
 * dispatcher, which attach_done( ) attaches. */
#include "prov.h"
#include "ctx.h"
#include "syscall.h"
#include "sysnr.h"
#include "tp.h"
#include "../asm/insn.h"
#include "../base/xalloc.h"
#include "../kern/bpf.h"
#include "../kern/ktypes.h"
#include "../kern/tracefs.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>

#define GROUP		"syscalls"
#define ENTER		"sys_enter_"
#define EXIT		"sys_exit_"

struct sc_priv {
	struct sd_probe_args *args;	/* cached by args() */
};

static void add(struct sd_probe_tab *tab, const char *func, const char *name)
{
	struct sc_priv *priv = sd_arena_alloc(&tab->arena, sizeof(*priv));

	sd_probe_tab_add(tab, &sd_prov_syscall, "vmlinux", func, name, priv);
}

static int populate(struct sd_probe_tab *tab, const char **why)
{
	char **ev;
	size_t n;
	int err;

	if (!sd_tracefs()) {
		*why = "tracefs is not available (CONFIG_TRACING)";
		return -ENOTSUP;
	}
	err = sd_tracefs_available(GROUP, &ev, &n);
	if (err || !n) {
		sd_tracefs_names_free(ev, n);
		*why = "the kernel has no syscall tracepoints (CONFIG_FTRACE_SYSCALLS)";
		return -ENOTSUP;
	}
	/* In available_events' order, which gives their IDs, as DTrace's
	 * dt_prov_syscall.c populate( ) makes them: an exit event listed
	 * before its entry makes return before entry. */
	for (size_t i = 0; i < n; i++) {
		if (!strncmp(ev[i], ENTER, strlen(ENTER)))
			add(tab, ev[i] + strlen(ENTER), "entry");
		else if (!strncmp(ev[i], EXIT, strlen(EXIT)))
			add(tab, ev[i] + strlen(EXIT), "return");
	}
	sd_tracefs_names_free(ev, n);
	return 0;
}

/* The tracepoint event name of p into buf. */
static void event_name(const struct sd_probe *p, char *buf, size_t size)
{
	bool entry = strcmp(p->name, "entry") == 0;

	snprintf(buf, size, "%s%s", entry ? ENTER : EXIT, p->func);
}

/* Fills a from the fields that follow __syscall_nr in fmt. */
static int fill_args(const struct sd_probe *p, const struct sd_tp_format *fmt,
		     struct sd_probe_args *a)
{
	size_t i = 0;

	while (i < fmt->n && strcmp(fmt->fields[i].name, "__syscall_nr") != 0)
		i++;
	if (i == fmt->n)
		return -EINVAL;
	for (i++; i < fmt->n && a->nargs < SD_MAX_ARGS; i++) {
		const struct sd_tp_field *f = &fmt->fields[i];
		int k = a->nargs++;

		a->arg_off[k] = (int16_t)f->offset;
		a->arg_size[k] = (uint8_t)f->size;
		a->arg_signed[k] = f->is_signed;
		a->arg_type[k] = sd_probe_strdup(p, f->type);
	}
	return 0;
}

/* A return probe: arg0 = arg1 = ret; only args[0] is typed. */
static int fill_return(const struct sd_probe *p,
		       const struct sd_tp_format *fmt, struct sd_probe_args *a)
{
	int err = fill_args(p, fmt, a);

	if (err)
		return err;
	if (a->nargs != 1 || strcmp(fmt->fields[fmt->n - 1].name, "ret") != 0)
		return -EINVAL;
	a->special = SD_ARGS_SYSCALL_RETURN;
	a->nargs = 2;
	a->arg_off[1] = a->arg_off[0];
	a->arg_size[1] = a->arg_size[0];
	a->arg_signed[1] = a->arg_signed[0];
	return 0;
}

static int args(const struct sd_probe *p, struct sd_probe_args *a)
{
	struct sc_priv *priv = p->priv;
	struct sd_tp_format fmt;
	char ev[256];
	int err;

	if (priv->args) {
		*a = *priv->args;
		return 0;
	}
	memset(a, 0, sizeof(*a));
	a->ctx = SD_CTX_TRACEPOINT;
	event_name(p, ev, sizeof(ev));
	err = sd_tracefs_format(GROUP, ev, &fmt);
	if (err)
		return err;
	if (strcmp(p->name, "entry") == 0)
		err = fill_args(p, &fmt, a);
	else
		err = fill_return(p, &fmt, a);
	sd_tp_format_free(&fmt);
	if (err)
		return err;
	priv->args = sd_probe_alloc(p, sizeof(*a));
	*priv->args = *a;
	return 0;
}

/* Attaches p's program to its own tracepoint. */
static int attach_event(const struct sd_probe *p, int prog_fd,
			struct sd_attach *at)
{
	char ev[256];
	int err;

	event_name(p, ev, sizeof(ev));
	err = sd_tp_attach_event(GROUP, ev, prog_fd, at);
	if (err)
		sd_prov_warn("syscall: cannot attach to '%s:%s': %s", p->func,
			     p->name, strerror(-err));
	return err;
}

/* ---- dispatch through raw_syscalls ---- */

#define SLOTS		512	/* > the highest number in sysnr.h */
#define TS_COMPAT	0x0002	/* thread_info.status: a 32-bit call */

struct sysnr {
	const char *name;
	int nr;
};

#if defined(__x86_64__)
#define SYSNR(name, nr) { #name, nr },
static const struct sysnr sysnrs[] = { SD_SYSNR_TABLE(SYSNR) };
#else
static const struct sysnr sysnrs[] = { { "", -1 } };
#endif

/* The programs attach() queued, per direction (0 entry, 1 return): one
 * item in this run's queue, at->queued[] (prov.h). */
#define MAX_DEPS	16	/* > the rows on syscalls events (proc, sched) */

/* A program of another provider that runs after the system call's own
 * (sd_syscall_attach_dependent( )): on syscalls events ev[0..nev) of
 * direction d. */
struct dependent {
	const struct sd_probe *probe;
	int prog_fd, d, nev;
	char ev[2][64];
};

struct dispatch_queue {
	const struct sd_probe *probe[2][SLOTS];
	int prog_fd[2][SLOTS];
	size_t n[2];
	bool dispatched[2];	/* attach_done( ): the dispatcher is in place */
	struct dependent dep[MAX_DEPS];
	int ndeps;
};

static struct sd_attach_queue *dispatch_queue(struct sd_attach *at)
{
	return &at->queued[sd_provider_index(&sd_prov_syscall)];
}

static int cmp_sysnr(const void *key, const void *elem)
{
	return strcmp(key, ((const struct sysnr *)elem)->name);
}

/* The offset of thread_info.status in task_struct where this kernel can
 * dispatch on raw_syscalls, else -1 (checked once). */
static long compat_off(void)
{
	long *off = &sd_prov_ctx()->syscall_off;
	const char *no = getenv("SONDA_NO_RAW_SYSCALLS");

	if (*off != -2)
		return *off;
	*off = -1;
	if ((no && *no) || sysnrs[0].nr < 0 ||
	    !sd_tracefs_event_exists("raw_syscalls", "sys_enter") ||
	    !sd_tracefs_event_exists("raw_syscalls", "sys_exit"))
		return *off;
	*off = sd_ktype_offset("task_struct", "thread_info.status");
	if (*off < 0)
		*off = -1;
	return *off;
}

/* The number of system call name if its programs can be dispatched, else
 * -1. */
static int sysnr_of(const char *name)
{
	const struct sysnr *s;

	if (compat_off() < 0)
		return -1;
	s = bsearch(name, sysnrs, SD_ARRAY_SIZE(sysnrs), sizeof(*sysnrs),
		    cmp_sysnr);
	return s && s->nr < SLOTS ? s->nr : -1;
}

/* p's system call number if its program can be dispatched, else -1. */
static int dispatch_nr(const struct sd_probe *p)
{
	return sysnr_of(p->func);
}

/* The dispatcher: unless the task is in a 32-bit call, tail-calls
 * progs[nr] with its own context (an empty slot falls through). */
static int load_dispatcher(int map_fd)
{
	const struct bpf_insn insns[] = {
		MOV64_REG(R6, R1),
		ST_IMM(BPF_W, R10, -8, 0),
		CALL_HELPER(BPF_FUNC_get_current_task),
		MOV64_REG(R3, R0),
		ALU64_IMM(BPF_ADD, R3, (int32_t)compat_off()),
		MOV64_REG(R1, R10),
		ALU64_IMM(BPF_ADD, R1, -8),
		MOV64_IMM(R2, 4),
		CALL_HELPER(BPF_FUNC_probe_read_kernel),
		LDX(BPF_W, R0, R10, -8),
		JMP_IMM(BPF_JSET, R0, TS_COMPAT, 6),
		LDX(BPF_DW, R3, R6, 8),		/* long id */
		MOV32_REG(R3, R3),		/* as the kernel: (int)id */
		MOV64_REG(R1, R6),
		LD_MAP_LO(R2, BPF_PSEUDO_MAP_FD, map_fd),
		LD_MAP_HI(0),
		CALL_HELPER(BPF_FUNC_tail_call),
		MOV64_IMM(R0, 0),
		EXIT_INSN(),
	};

	return sd_bpf_prog_load(BPF_PROG_TYPE_TRACEPOINT, insns,
				SD_ARRAY_SIZE(insns), "sonda_syscalls", NULL);
}

/* The run's queue, made on first use. */
static struct dispatch_queue *queue(struct sd_attach *at)
{
	struct sd_attach_queue *q = dispatch_queue(at);
	struct dispatch_queue *DQ = q->v;

	if (!DQ) {
		q->v = DQ = sd_xcalloc(1, sizeof(*DQ));
		q->n = q->cap = 1;
	}
	return DQ;
}

/* A program array holding fd[nr] at each nr where it is not -1, and a
 * dispatcher on it attached to raw_syscalls's event of direction d. The
 * array's fd goes to at with the perf event: the kernel empties a program
 * array when its last fd is closed. 0 or -errno (not logged). */
static int dispatch_fds(const int *fd, int d, struct sd_attach *at)
{
	int map, prog, err = 0;

	map = sd_bpf_map_create(BPF_MAP_TYPE_PROG_ARRAY, "sd_syscalls", 4, 4,
				SLOTS, 0);
	if (map < 0)
		return map;
	for (uint32_t nr = 0; nr < SLOTS && !err; nr++)
		if (fd[nr] >= 0 &&
		    bpf_map_update_elem(map, &nr, &fd[nr], BPF_ANY))
			err = -errno;
	prog = err ? err : load_dispatcher(map);
	if (prog < 0) {
		close(map);
		return prog;
	}
	err = sd_tp_attach_event("raw_syscalls", d ? "sys_exit" : "sys_enter",
				 prog, at);
	close(prog);	/* the perf event holds it */
	if (!err)
		err = sd_attach_add(at, map);
	if (err)
		close(map);
	return err;
}

/* The queued programs of direction d on their dispatcher. */
static int dispatch(const struct dispatch_queue *DQ, int d, struct sd_attach *at)
{
	int fd[SLOTS];

	for (int nr = 0; nr < SLOTS; nr++)
		fd[nr] = DQ->probe[d][nr] ? DQ->prog_fd[d][nr] : -1;
	return dispatch_fds(fd, d, at);
}

static int attach(const struct sd_probe *p, int prog_fd, struct sd_attach *at)
{
	int d = strcmp(p->name, "entry") != 0, nr = dispatch_nr(p);
	struct dispatch_queue *DQ;

	if (nr < 0)
		return attach_event(p, prog_fd, at);
	DQ = queue(at);
	if (DQ->probe[d][nr])
		return attach_event(p, prog_fd, at);
	DQ->probe[d][nr] = p;
	DQ->prog_fd[d][nr] = prog_fd;
	DQ->n[d]++;
	return 0;
}

/* ---- the proc and sched probes that ride a system call ---- */

int sd_syscall_attach_dependent(const struct sd_probe *p,
				const char *const *ev, int nev, int prog_fd,
				struct sd_attach *at)
{
	struct dispatch_queue *DQ = queue(at);
	struct dependent *dp;

	if (DQ->ndeps == MAX_DEPS || nev < 1 || nev > 2)
		return -ENOSPC;
	dp = &DQ->dep[DQ->ndeps++];
	dp->probe = p;
	dp->prog_fd = prog_fd;
	dp->d = strncmp(ev[0], ENTER, strlen(ENTER)) != 0;
	dp->nev = nev;
	for (int i = 0; i < nev; i++)
		snprintf(dp->ev[i], sizeof(dp->ev[i]), "%s", ev[i]);
	return 0;
}

/* The system call number of event ev of direction d whose own probe went
 * to the dispatcher, or -1. */
static int dispatched_nr(const struct dispatch_queue *DQ, int d,
			 const char *ev)
{
	const char *pfx = d ? EXIT : ENTER;
	int nr;

	if (!DQ->dispatched[d] || strncmp(ev, pfx, strlen(pfx)))
		return -1;
	nr = sysnr_of(ev + strlen(pfx));
	return nr >= 0 && DQ->probe[d][nr] ? nr : -1;
}

/* Attaches dependent dp after every program of the syscall provider, so
 * that the kernel runs it after them on the same call: an event whose
 * system call's probe is dispatched through raw_syscalls by a dispatcher
 * of its own after the provider's (the programs on one tracepoint run in
 * the order they were attached), the others on their syscalls event after
 * that probe's own program there. 0 or -errno (logged). */
static int attach_dep(const struct dispatch_queue *DQ,
		      const struct dependent *dp, struct sd_attach *at)
{
	int fd[SLOTS], err = 0, n = 0;

	for (int nr = 0; nr < SLOTS; nr++)
		fd[nr] = -1;
	for (int i = 0; i < dp->nev && !err; i++) {
		int nr = dispatched_nr(DQ, dp->d, dp->ev[i]);

		if (nr >= 0) {
			fd[nr] = dp->prog_fd;
			n++;
			continue;
		}
		err = sd_tp_attach_event(GROUP, dp->ev[i], dp->prog_fd, at);
		if (err)
			sd_prov_warn("%s:::%s is unavailable: cannot use "
				     "%s:%s: %s", dp->probe->prov,
				     dp->probe->name, GROUP, dp->ev[i],
				     strerror(-err));
	}
	if (!err && n && (err = dispatch_fds(fd, dp->d, at)))
		sd_prov_warn("%s:::%s: cannot attach to raw_syscalls: %s",
			     dp->probe->prov, dp->probe->name, strerror(-err));
	return err;
}

/* Dispatches the queued probes; where that fails (a kernel that refuses
 * the dispatcher), attaches each to its own tracepoint. Then the
 * dependents, in the order they were attached. */
static int attach_done(struct sd_attach *at)
{
	struct sd_attach_queue *q = dispatch_queue(at);
	struct dispatch_queue *DQ = q->v;
	int err = 0;

	for (int d = 0; DQ && d < 2; d++) {
		if (!DQ->n[d])
			continue;
		if (!dispatch(DQ, d, at)) {
			DQ->dispatched[d] = true;
			continue;
		}
		for (int nr = 0; nr < SLOTS && !err; nr++)
			if (DQ->probe[d][nr])
				err = attach_event(DQ->probe[d][nr],
						   DQ->prog_fd[d][nr], at);
	}
	for (int i = 0; DQ && i < DQ->ndeps && !err; i++)
		err = attach_dep(DQ, &DQ->dep[i], at);
	free(DQ);
	memset(q, 0, sizeof(*q));
	return err;
}

const struct sd_provider sd_prov_syscall = {
	.name = "syscall",
	.populate = populate,
	.args = args,
	.attach = attach,
	.attach_done = attach_done,
	.attr = &sd_pattr_kernel,
};
