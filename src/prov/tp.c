/* tp.c - tracepoint argument layouts, attaching, and the derived-provider
 * engine (see tp.h); the rows' pre-conditions are tpcond.c's, raw
 * tracepoint types from BTF tpbtf.c's.
 *
 * Format files and BTF are read lazily (args() and guard() of a probe
 * that is enabled or listed with -lv); populating only walks tables and
 * directory listings, so that -l stays fast. */
#include "tp.h"
#include "tpbtf.h"
#include "tpcond.h"
#include "syscall.h"
#include "../asm/insn.h"
#include "../kern/bpf.h"
#include "../kern/ktypes.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>

/* A derived probe's data: its row and the resolved layout. */
struct tp_probe {
	const struct sd_tp_spec *spec;
	bool resolved;
	int err;			/* resolving failed: -errno */
	struct sd_probe_args args;
	uint8_t computed[SD_MAX_ARGS];	/* enum computed: argN by arg_insns */
	int64_t cval[SD_MAX_ARGS];	/* ARG_CONST: the value; ARG_MEMBER:
					   raw index << 8 | members[] index */
	struct sd_tp_operand cond[SD_TP_MAX_CONDS];	/* conditions' operands */
	void *state[3];			/* each backend's (backends[] below) */
};

/* Arguments no field holds, computed by sd_tp_arg_insns(). */
enum computed {
	ARG_FIELD,
	ARG_ZERO,		/* "0": not available here */
	ARG_EXIT_REASON,	/* "@exit_reason": CLD_EXITED, CLD_KILLED or
				   CLD_DUMPED from current->exit_code */
	ARG_CURTHREAD,		/* "@curthread": the current task */
	ARG_SIGNO,		/* "@signo": raw argument 0, a signal number;
				   for SIGKILL, the current thread group's
				   exit code if set (the fatal signal a
				   group exit stands for) */
	ARG_CONST,		/* "@N" */
	ARG_MEMBER,		/* "@NAME:K": a member (members[]) of the
				   struct a raw argument points to */
	ARG_HDR,		/* "@nh:K", "@nh4:K", "@nh6:K", "@th:K": the
				   network header (of an IPv4 or IPv6 packet)
				   or transport header of a struct sk_buff */
	ARG_PIDTYPE,		/* "@pidtype": signal_generate's pid type
				   (pid_type( )) */
	ARG_BIODONE,		/* "@biodone", "@bytesdone": io:::done's */
	ARG_BYTESDONE,		/* bio and bytes (bio_done( )) */
};

/* The headers "@NAME:K" computes (0 when raw argument K is NULL, or its
 * IP version is not the one asked for). */
static const struct {
	const char *name, *off;	/* the sk_buff member with the offset */
	int version;		/* 4 or 6: only that IP version; 0: any */
	bool rq;		/* the sk_buff is the last one queued on the
				   struct sock * in raw argument K (members[]
				   "rq"), not that argument */
} hdrs[] = {
	{ "nh", "network_header", 0 },
	{ "nh4", "network_header", 4 },
	{ "nh6", "network_header", 6 },
	{ "th", "transport_header", 0 },
	{ "rqnh", "network_header", 0, true },
	{ "rqth", "transport_header", 0, true },
};

/* The members "@NAME:K" reads (0 when raw argument K is NULL): a member
 * of the struct that argument points to, or a member of the struct that
 * member points to (hop 2). */
static const struct {
	const char *name;
	struct { const char *sname, *path; int size; } hop[2];
	bool list;		/* hop 0 is a list head's prev: 0 if it
				   points to the head itself */
} members[] = {
	{ "sk", { { "sk_buff", "sk", 8 } } },	/* the socket of a packet */
	{ "dev", { { "sk_buff", "dev", 8 } } },	/* its device */
	{ "state", { { "sock", "__sk_common.skc_state", 1 } } }, /* TCP state */
	{ "skstate", { { "sk_buff", "sk", 8 },	/* the state of a packet's */
		       { "sock", "__sk_common.skc_state", 1 } } }, /* socket */
	/* the last packet queued on a socket: 0 when its receive queue is
	 * empty (the list's prev is its own head) */
	{ "rq", { { "sock", "sk_receive_queue.prev", 8 } }, true },
	{ "bio", { { "request", "bio", 8 } } },	/* a request's first bio */
};

/* Linux's TCP_NEW_SYN_RECV: the state of a request socket (a listener's
 * SYN-ACK), which DTrace's states call SYN_RECEIVED (TCP_SYN_RECV) */
enum { NEW_SYN_RECV = 12, SYN_RECV = 3 };

/* Index of name (len bytes) in the table tab of n rows of size bytes
 * whose first member is the name, or -1. */
static int find_name(const void *tab, size_t n, size_t size, const char *name,
		     size_t len)
{
	for (size_t i = 0; i < n; i++) {
		const char *row = *(const char *const *)((const char *)tab + i * size);

		if (strncmp(row, name, len) == 0 && !row[len])
			return (int)i;
	}
	return -1;
}

/* ---- attaching ---- */

/* The one perf event a program is attached to: its fd or -errno. */
static int open_event(const char *group, const char *event)
{
	struct perf_event_attr pa = {
		.type = PERF_TYPE_TRACEPOINT,
		.sample_period = 1,
	};
	int id = sd_tracefs_event_id(group, event), cpu = sd_bpf_first_cpu();

	if (id < 0)
		return id;
	pa.config = (uint64_t)id;
	/* one event is enough: the program goes to the tracepoint itself */
	return sd_bpf_perf_open(&pa, -1, cpu < 0 ? 0 : cpu);
}

int sd_tp_attach_event(const char *group, const char *event, int prog_fd,
		       struct sd_attach *at)
{
	int fd = open_event(group, event), err;

	if (fd < 0)
		return fd;
	err = sd_bpf_perf_set_prog(fd, prog_fd);
	if (err) {
		close(fd);
		return err;
	}
	return sd_attach_add(at, fd);
}

int sd_tp_attach_raw(const char *event, int prog_fd, struct sd_attach *at)
{
	int fd = bpf_raw_tracepoint_open(event, prog_fd);

	if (fd < 0)
		return -errno ? -errno : fd;
	return sd_attach_add(at, fd);
}

/* ---- argument layouts ---- */

/* "char[16]" -> true (an array: passed by address). */
static bool is_array(const char *type)
{
	size_t n = strlen(type);

	return n && type[n - 1] == ']';
}

/* The D type of field f as argN: "char *" for a __data_loc "char[]" (the
 * address of the data), "char [16]" for "char[16]", as DTrace (libctf)
 * names the array type it makes of the field's declaration. */
static const char *field_type(const struct sd_probe *p, const struct sd_tp_field *f)
{
	const char *br = strchr(f->type, '[');
	char t[256];

	if (f->data_loc)
		snprintf(t, sizeof(t), "%.*s *", (int)(strlen(f->type) - 2), f->type);
	else if (br && br > f->type && br[-1] != ' ')
		snprintf(t, sizeof(t), "%.*s %s", (int)(br - f->type), f->type, br);
	else
		return sd_probe_strdup(p, f->type);
	return sd_probe_strdup(p, t);
}

/* Sets argN from field f of a tracepoint record. */
static void set_field(const struct sd_probe *p, struct sd_probe_args *a,
		      int k, const struct sd_tp_field *f)
{
	a->arg_off[k] = (int16_t)f->offset;
	a->arg_size[k] = (uint8_t)(f->size > 8 ? 8 : f->size);
	a->arg_signed[k] = f->is_signed;
	a->arg_name[k] = sd_probe_strdup(p, f->name);
	a->arg_type[k] = field_type(p, f);
	if (f->data_loc) {
		a->arg_data_loc |= 1u << k;
		a->arg_size[k] = 4;
		a->arg_signed[k] = false;
		return;
	}
	if (is_array(f->type) || f->size > 8)
		a->arg_addr |= 1u << k;
}

void sd_tp_fill_fields(const struct sd_probe *p,
		       const struct sd_tp_format *fmt,
		       struct sd_probe_args *a)
{
	size_t more = 0;

	a->ctx = SD_CTX_TRACEPOINT;
	for (size_t i = 0; i < fmt->n; i++) {
		if (fmt->fields[i].common)
			continue;
		if (a->nargs < SD_MAX_ARGS) {
			/* DTrace's sdt trampoline loads each field with a
			 * plain load of its size: argN of a signed field is
			 * not sign-extended (args[N] is, by its type) */
			set_field(p, a, a->nargs, &fmt->fields[i]);
			a->arg_signed[a->nargs++] = false;
		} else
			more++;
	}
	if (!more)
		return;
	/* DTrace lists every field's type (dt_tp_event_info()) */
	const char **t = sd_probe_alloc(p, more * sizeof(*t));
	for (size_t i = 0, k = 0; i < fmt->n; i++)
		if (!fmt->fields[i].common && k++ >= SD_MAX_ARGS)
			t[a->nmore++] = field_type(p, &fmt->fields[i]);
	a->more_type = t;
}

/* The idx-th ';'-separated item of list into buf ("" when absent). */
static void list_item(const char *list, int idx, char *buf, size_t size)
{
	const char *s = list, *e;

	buf[0] = '\0';
	for (; s && idx > 0; idx--)
		s = (s = strchr(s, ';')) ? s + 1 : NULL;
	if (!s)
		return;
	e = strchr(s, ';');
	snprintf(buf, size, "%.*s", (int)(e ? (size_t)(e - s) : strlen(s)), s);
}

void sd_tp_set_type(const struct sd_probe *p, struct sd_probe_args *a, int k,
		    const char *types)
{
	char type[128], *eq;

	list_item(types, k, type, sizeof(type));
	if (!type[0]) {
		if (types)	/* a row's types end its typed args[] */
			a->arg_type[k] = NULL;
		return;
	}
	if ((eq = strchr(type, '='))) {
		*eq = '\0';
		a->arg_native[k] = sd_probe_strdup(p, eq + 1);
	}
	a->arg_type[k] = sd_probe_strdup(p, type);
}

/* Records how arg k is computed from item ("@..." or a tracepoint's "0").
 * 0 or -EINVAL. */
static int computed_arg(struct tp_probe *tp, int k, const char *item, int nraw)
{
	const char *colon = strchr(item, ':');

	tp->computed[k] = ARG_ZERO;
	if (strcmp(item, "@exit_reason") == 0)
		tp->computed[k] = ARG_EXIT_REASON;
	else if (strcmp(item, "@curthread") == 0)
		tp->computed[k] = ARG_CURTHREAD;
	else if (strcmp(item, "@signo") == 0)
		tp->computed[k] = ARG_SIGNO;
	else if (strcmp(item, "@pidtype") == 0)
		tp->computed[k] = ARG_PIDTYPE;
	else if (strcmp(item, "@biodone") == 0)
		tp->computed[k] = ARG_BIODONE;
	else if (strcmp(item, "@bytesdone") == 0)
		tp->computed[k] = ARG_BYTESDONE;
	else if (item[0] == '@' && ((item[1] >= '0' && item[1] <= '9') ||
				    (item[1] == '-' && item[2] >= '0' && item[2] <= '9'))) {
		tp->computed[k] = ARG_CONST;
		tp->cval[k] = strtoll(item + 1, NULL, 0);
	} else if (colon) {
		int raw = atoi(colon + 1), i;
		size_t len = (size_t)(colon - item - 1);

		if (raw >= nraw)
			return -EINVAL;
		if ((i = find_name(members, SD_ARRAY_SIZE(members),
				   sizeof(members[0]), item + 1, len)) >= 0)
			tp->computed[k] = ARG_MEMBER;
		else if ((i = find_name(hdrs, SD_ARRAY_SIZE(hdrs),
					sizeof(hdrs[0]), item + 1, len)) >= 0)
			tp->computed[k] = ARG_HDR;
		else
			return -EINVAL;
		tp->cval[k] = (int64_t)raw << 8 | (int64_t)i;
	}
	return 0;
}

/* Arg k of a tracepoint row is 0 (ARG_ZERO). */
static void tp_zero(struct tp_probe *tp, int k, struct sd_probe_args *a)
{
	tp->computed[k] = ARG_ZERO;
	a->arg_size[k] = 8;
}

/* Sets the args of a row from its argument list. 0 or -errno. */
static int spec_args(const struct sd_probe *p, const struct sd_tp_format *fmt,
		     const char **rawtypes, int nraw, struct sd_probe_args *a)
{
	const struct sd_tp_spec *s = ((struct tp_probe *)p->priv)->spec;
	char item[64];
	const char *c = s->args;

	while (c && *c && a->nargs < SD_MAX_ARGS) {
		int k = a->nargs++;
		size_t len = strcspn(c, ",");
		bool neg = *c == '-', byval = *c == '#';
		int skip = neg || byval;

		snprintf(item, sizeof(item), "%.*s", (int)(len - skip), c + skip);
		c += len + (c[len] == ',');
		if (item[0] == '@' || (!s->raw && strcmp(item, "0") == 0)) {
			if (computed_arg(p->priv, k, item, nraw) < 0)
				return -EINVAL;
			a->arg_size[k] = 8;
		} else if (s->raw) {
			int idx = atoi(item);

			if (idx >= nraw)
				return -EINVAL;
			a->arg_off[k] = (int16_t)(8 * idx);
			a->arg_size[k] = 8;
			a->arg_type[k] = sd_probe_strdup(p, rawtypes[idx]);
		} else {
			size_t il = strlen(item);
			bool opt = il && item[il - 1] == '?';
			const struct sd_tp_field *f;

			if (opt)
				item[il - 1] = '\0';
			if (!(f = sd_tp_format_field(fmt, item)) && opt) {
				tp_zero(p->priv, k, a);	/* older kernels */
				sd_tp_set_type(p, a, k, s->types);
				continue;
			}
			if (!f)
				return -EINVAL;
			set_field(p, a, k, f);
			if (byval && f->size <= 8)	/* __u8 saddr[4] */
				a->arg_addr &= ~(1u << k);
		}
		if (neg)
			a->arg_neg |= 1u << k;
		sd_tp_set_type(p, a, k, s->types);
	}
	return 0;
}

void sd_tp_also_event(const struct sd_tp_spec *s, char *group, size_t n,
		      const char **event)
{
	const char *slash = strchr(s->also, '/');

	snprintf(group, n, "%.*s", slash ? (int)(slash - s->also) : (int)strlen(s->group),
		 slash ? s->also : s->group);
	*event = slash ? slash + 1 : s->also;
}

/* The declared types of a row that has no event (for -lv): its own, or
 * else those of its kernel-function alternative, which DTrace shows
 * whether or not this kernel can enable the probe. */
static void types_only(const struct sd_probe *p, struct sd_probe_args *a)
{
	const struct sd_tp_spec *s = ((struct tp_probe *)p->priv)->spec;
	const char *types = s->types ? s->types : s->kfn.types;

	a->ctx = SD_CTX_RAWTP;
	for (int k = 0; types && k < SD_MAX_ARGS; k++) {
		sd_tp_set_type(p, a, k, types);
		if (!a->arg_type[k])
			break;
		a->arg_off[k] = (int16_t)(8 * k);
		a->arg_size[k] = 8;
		a->nargs = k + 1;
	}
}

/* Reads the underlying event's layout and fills tp. 0 or -errno. */
static int resolve(const struct sd_probe *p, struct tp_probe *tp)
{
	const struct sd_tp_spec *s = tp->spec;
	struct sd_tp_format fmt = { 0 };
	char *raw[SD_MAX_ARGS + 2];
	int nraw = 0, err;

	if (!s->event) {
		types_only(p, &tp->args);
		return -ENOTSUP;
	}
	if (s->raw)
		nraw = sd_tp_raw_types(s->event, raw, SD_ARRAY_SIZE(raw));
	else
		nraw = sd_tracefs_format(s->group, s->event, &fmt);
	if (nraw < 0)
		return nraw;
	tp->args.ctx = s->raw ? SD_CTX_RAWTP : SD_CTX_TRACEPOINT;
	tp->args.rawtp = s->raw ? s->event : NULL;
	tp->args.cur_task = s->raw ? s->cur_raw : 0;
	if (s->sys_ret)
		tp->args.special = SD_ARGS_SYSCALL_RETURN;
	err = spec_args(p, &fmt, (const char **)raw, nraw, &tp->args);
	if (!err)
		err = sd_tp_cond_operands(s, &fmt, nraw, tp->cond);
	if (s->raw)
		for (int i = 0; i < nraw; i++)
			free(raw[i]);
	sd_tp_format_free(&fmt);
	return err;
}

static struct tp_probe *resolved(const struct sd_probe *p)
{
	struct tp_probe *tp = p->priv;

	if (!tp->resolved) {
		tp->resolved = true;
		tp->err = resolve(p, tp);
	}
	return tp;
}

/* ---- the derived-provider callbacks ---- */

int sd_tp_populate(struct sd_probe_tab *tab, const struct sd_tp_prov *dp)
{
	for (size_t i = 0; i < dp->n; i++) {
		struct tp_probe *tp = sd_arena_alloc(&tab->arena, sizeof(*tp));

		tp->spec = &dp->specs[i];
		sd_probe_tab_add(tab, dp->prov, dp->mod, "", dp->specs[i].name,
				 tp);
	}
	return 0;
}

/* ---- the tracepoint backend: the row's own (raw) tracepoint ---- */

static bool tp_serves(const struct sd_probe *p, const struct sd_tp_spec *s,
		      void **state)
{
	return true;
}

static int tp_args(const struct sd_probe *p, const struct sd_tp_spec *s,
		   void **state, struct sd_probe_args *a)
{
	struct tp_probe *tp = resolved(p);

	if (tp->err == -ENOTSUP && !tp->spec->event) {
		*a = tp->args;		/* the declared types, for -lv */
		return 0;
	}
	if (tp->err) {
		/* still a valid context for -lv and code generation */
		memset(a, 0, sizeof(*a));
		a->ctx = tp->spec->raw ? SD_CTX_RAWTP : SD_CTX_TRACEPOINT;
		return tp->err;
	}
	*a = tp->args;
	return 0;
}

/* Why row s cannot be enabled on this kernel, given resolving error err. */
static void why(const struct sd_probe *p, int err, char *buf, size_t n)
{
	const struct sd_tp_spec *s = ((struct tp_probe *)p->priv)->spec;

	if (!s->event)
		snprintf(buf, n, "%s", s->why ? s->why : "no kernel hook");
	else if (err == -ENOENT)
		snprintf(buf, n, "the kernel has no %s %s:%s",
			 s->raw ? "raw tracepoint" : "tracepoint", s->group, s->event);
	else
		snprintf(buf, n, "cannot use %s:%s: %s", s->group, s->event, strerror(-err));
}

static void unavailable(const struct sd_probe *p, int err)
{
	char buf[256];

	why(p, err, buf, sizeof(buf));
	sd_prov_warn("%s:::%s is unavailable: %s", p->prov, p->name, buf);
}

static int tp_unavailable(const struct sd_probe *p,
			  const struct sd_tp_spec *s, void **state, char *buf,
			  size_t n)
{
	struct tp_probe *tp = resolved(p);
	if (tp->spec->event && !tp->err)
		return 0;
	why(p, tp->spec->event ? tp->err : 0, buf, n);
	return 1;
}

/* A row on a system call's syscalls events (proc's exec, sched's
 * surrender): they go to the syscall provider, which attaches them after
 * that call's own probe (syscall.h), as DTrace runs them after it. */
static bool on_syscall(const struct sd_tp_spec *s)
{
	return !s->raw && !strcmp(s->group, "syscalls") && !s->also2 &&
	       !s->pair.event && (!s->also || !strchr(s->also, '/'));
}

static int tp_attach(const struct sd_probe *p, const struct sd_tp_spec *s,
		     void **state, int prog_fd, struct sd_attach *at)
{
	struct tp_probe *tp = resolved(p);
	int err = tp->err;

	if (!err && on_syscall(s)) {
		const char *ev[2] = { s->event, s->also };

		return sd_syscall_attach_dependent(p, ev, s->also ? 2 : 1,
						   prog_fd, at);
	}
	if (!err)
		err = s->raw ? sd_tp_attach_raw(s->event, prog_fd, at)
			     : sd_tp_attach_event(s->group, s->event, prog_fd, at);
	if (!err && s->also) {
		char group[64];
		const char *event;

		sd_tp_also_event(s, group, sizeof(group), &event);
		err = s->raw ? sd_tp_attach_raw(s->also, prog_fd, at)
			     : sd_tp_attach_event(group, event, prog_fd, at);
	}
	if (!err && s->also2)
		err = sd_tp_attach_raw(s->also2, prog_fd, at);
	if (err)
		unavailable(p, err);
	else if (s->pair.event)		/* the interval's beginning */
		err = sd_tp_pair_attach(p, s, state, at);
	return err;
}

static size_t tp_guard(const struct sd_probe *p, const struct sd_tp_spec *s,
		       void **state, struct bpf_insn *buf, size_t max)
{
	struct tp_probe *tp = resolved(p);

	if (!tp->err && tp->spec->pair.event)	/* tppair.c */
		return sd_tp_pair_guard(p, s, state, buf, max);
	if (tp->err || !tp->spec->cond[0].op || max < 64)
		return 0;
	return sd_tp_cond_guard(tp->spec, tp->cond, buf);
}

/* b[] += r0 = *(size *)(r3 + off) through [r10 + slot]; clobbers r0-r5. */
size_t sd_tp_read_at(long off, int size, int slot, struct bpf_insn *b)
{
	size_t n = 0;

	b[n++] = ST_IMM(BPF_DW, R10, slot, 0);
	b[n++] = ALU64_IMM(BPF_ADD, R3, (int32_t)(off < 0 ? 0 : off));
	b[n++] = MOV64_REG(R1, R10);
	b[n++] = ALU64_IMM(BPF_ADD, R1, slot);
	b[n++] = MOV64_IMM(R2, size);
	b[n++] = CALL_HELPER(BPF_FUNC_probe_read_kernel);
	b[n++] = LDX(sd_bpf_size(size), R0, R10, slot);
	return n;
}

/* dst = 0 if it holds the address of the list head whose prev it was
 * read from (member path of sname, ending in ".prev") of the struct raw
 * argument raw points to (r1 = ctx); clobbers r2. */
static size_t list_empty(int64_t raw, const char *sname, const char *path,
			 int dst, struct bpf_insn *b)
{
	char head[64];
	size_t n = 0, len = strlen(path) - strlen(".prev");
	long off;

	snprintf(head, sizeof(head), "%.*s", (int)len, path);
	off = sd_ktype_offset(sname, head);
	b[n++] = LDX(BPF_DW, R1, R10, -8);	/* ctx (cg.c: SLOT_CTX) */
	b[n++] = LDX(BPF_DW, R2, R1, (int16_t)(8 * raw));
	b[n++] = ALU64_IMM(BPF_ADD, R2, (int32_t)(off < 0 ? 0 : off));
	b[n++] = JMP_REG(BPF_JNE, R2, dst, 1);
	b[n++] = MOV64_IMM(dst, 0);
	return n;
}

/* dst (r6-r9: kept over calls) = the member members[x & 0xff] of the
 * struct raw argument x >> 8 points to, or 0 if a pointer is NULL (r1 =
 * ctx). */
static size_t member_arg(int64_t x, int dst, int slot, struct bpf_insn *b)
{
	int m = (int)(x & 0xff);
	size_t n = 0, skip[2];

	b[n++] = MOV64_IMM(dst, 0);
	b[n++] = LDX(BPF_DW, R0, R1, (int16_t)(8 * (x >> 8)));
	for (int h = 0; h < 2 && members[m].hop[h].sname; h++) {
		skip[h] = n;
		b[n++] = JMP_IMM(BPF_JEQ, R0, 0, 0);
		b[n++] = MOV64_REG(R3, R0);
		n += sd_tp_read_at(sd_ktype_offset(members[m].hop[h].sname,
					     members[m].hop[h].path),
			     members[m].hop[h].size, slot, b + n);
	}
	b[n++] = MOV64_REG(dst, R0);
	if (members[m].list)
		n += list_empty(x >> 8, members[m].hop[0].sname,
				members[m].hop[0].path, dst, b + n);
	for (int h = 0; h < 2 && members[m].hop[h].sname; h++)
		b[skip[h]].off = (int16_t)(n - skip[h] - 1);
	if (strstr(members[m].name, "state")) {
		b[n++] = JMP_IMM(BPF_JNE, dst, NEW_SYN_RECV, 1);
		b[n++] = MOV64_IMM(dst, SYN_RECV);
	}
	return n;
}

/* r3 = the struct sk_buff * of a header: raw argument raw, or (rq) the
 * last packet queued on the struct sock * there. first: the first time,
 * when dst (kept over calls) is free: an empty queue gives 0 (in dst too);
 * later the packet is known. Clobbers r0-r5. */
static size_t hdr_skb(bool rq, int raw, bool first, int dst, int slot,
		      struct bpf_insn *b)
{
	int m = find_name(members, SD_ARRAY_SIZE(members), sizeof(members[0]),
			  "rq", 2);
	size_t n = 0;

	b[n++] = LDX(BPF_DW, R1, R10, -8);	/* ctx (cg.c: SLOT_CTX) */
	if (!rq) {
		b[n++] = LDX(BPF_DW, R3, R1, (int16_t)(8 * raw));
		return n;
	}
	if (first) {
		n += member_arg((int64_t)raw << 8 | m, dst, slot, b + n);
		b[n++] = MOV64_REG(R3, dst);
		return n;
	}
	b[n++] = LDX(BPF_DW, R3, R1, (int16_t)(8 * raw));
	n += sd_tp_read_at(sd_ktype_offset(members[m].hop[0].sname,
				     members[m].hop[0].path), 8, slot, b + n);
	b[n++] = MOV64_REG(R3, R0);
	return n;
}

/* dst (r6-r9: kept over calls) = skb->head + skb->OFF of the struct
 * sk_buff * in raw argument x >> 8 (hdrs[x & 0xff]), or 0 (r1 = ctx).
 * At most 56 instructions (47 for a queued packet's header). */
static size_t hdr_arg(int64_t x, int dst, int slot, struct bpf_insn *b)
{
	int h = (int)(x & 0xff), raw = (int)(x >> 8);
	size_t n = 0, skip;

	b[n++] = MOV64_IMM(dst, 0);
	n += hdr_skb(hdrs[h].rq, raw, true, dst, slot, b + n);
	skip = n;
	b[n++] = JMP_IMM(BPF_JEQ, R3, 0, 0);
	n += sd_tp_read_at(sd_ktype_offset("sk_buff", "head"), 8, slot, b + n);
	b[n++] = MOV64_REG(dst, R0);
	n += hdr_skb(hdrs[h].rq, raw, false, dst, slot, b + n);
	n += sd_tp_read_at(sd_ktype_offset("sk_buff", hdrs[h].off), 2, slot, b + n);
	b[n++] = ALU64_REG(BPF_ADD, dst, R0);
	if (hdrs[h].version) {
		b[n++] = MOV64_REG(R3, dst);
		n += sd_tp_read_at(0, 1, slot, b + n);
		b[n++] = ALU64_IMM(BPF_RSH, R0, 4);
		b[n++] = JMP_IMM(BPF_JEQ, R0, hdrs[h].version, 1);
		b[n++] = MOV64_IMM(dst, 0);
	}
	b[skip].off = (int16_t)(n - skip - 1);
	return n;
}

/* dst (r6-r9: kept over calls) = io:::done's bio (bytes: its arg2) on
 * either event of its program (r1 = ctx): block_bio_complete (q, bio),
 * whose raw argument 1 is a kernel address, gives that bio (bytes: 0, as
 * DTrace's trampoline copies no third argument there); block_rq_complete
 * (rq, error, nr_bytes) the request's first bio (bytes: nr_bytes, read
 * through the helper: a load of the context's third word would keep the
 * program from the two-argument tracepoint). Clobbers r0-r5. */
static size_t bio_done(bool bytes, int dst, int slot, struct bpf_insn *b)
{
	int m = find_name(members, SD_ARRAY_SIZE(members), sizeof(members[0]),
			  "bio", 3);
	size_t n = 0, rq, out;

	b[n++] = LDX(BPF_DW, R0, R1, 8);
	rq = n;
	b[n++] = JMP_IMM(BPF_JSGE, R0, 0, 0);	/* a status: block_rq_complete */
	b[n++] = bytes ? MOV64_IMM(dst, 0) : MOV64_REG(dst, R0);
	out = n;
	b[n++] = JA(0);
	b[rq].off = (int16_t)(n - rq - 1);
	if (bytes) {
		b[n++] = MOV64_REG(R3, R1);
		n += sd_tp_read_at(16, 4, slot, b + n);
		b[n++] = MOV64_REG(dst, R0);
	} else {
		n += member_arg((int64_t)m, dst, slot, b + n);
	}
	b[out].off = (int16_t)(n - out - 1);
	return n;
}

static size_t tp_arg_insns(const struct sd_probe *p,
			   const struct sd_tp_spec *s, void **state, int n,
			   int dst, int slot, struct bpf_insn *buf, size_t max)
{
	struct tp_probe *tp = resolved(p);

	if (!tp->err && s->pair.event) {	/* "@elapsed" */
		size_t k = sd_tp_pair_arg_insns(p, s, state, n, dst, slot,
						 buf, max);
		if (k)
			return k;
	}

	if (tp->err || n < 0 || n >= tp->args.nargs || max < 56)
		return 0;
	switch (tp->computed[n]) {
	case ARG_ZERO:
		buf[0] = MOV64_IMM(dst, 0);
		return 1;
	case ARG_EXIT_REASON:
		return sd_tp_exit_reason(dst, slot, buf);
	case ARG_CURTHREAD:
		buf[0] = CALL_HELPER(BPF_FUNC_get_current_task);
		buf[1] = MOV64_REG(dst, R0);
		return 2;
	case ARG_SIGNO:
		return sd_tp_signo_arg(dst, slot, buf);
	case ARG_PIDTYPE:
		return sd_tp_pidtype_arg(dst, buf);
	case ARG_CONST:
		buf[0] = LD_IMM64_LO(dst, tp->cval[n]);
		buf[1] = LD_IMM64_HI(tp->cval[n]);
		return 2;
	case ARG_MEMBER:
		return member_arg(tp->cval[n], dst, slot, buf);
	case ARG_HDR:
		return hdr_arg(tp->cval[n], dst, slot, buf);
	case ARG_BIODONE:
	case ARG_BYTESDONE:
		return bio_done(tp->computed[n] == ARG_BYTESDONE, dst, slot, buf);
	default:
		return 0;
	}
}

/* ---- the derived-provider callbacks, through the backends ---- */

static const struct sd_tp_backend tracepoint_backend = {
	.name = "tracepoint",
	.serves = tp_serves,
	.args = tp_args,
	.attach = tp_attach,
	.guard = tp_guard,
	.arg_insns = tp_arg_insns,
	.unavailable = tp_unavailable,
};

/* In order of preference; the last serves every probe. */
static const struct sd_tp_backend *const backends[] = {
	&sd_tp_kfn_backend,
	&sd_tp_clock_backend,
	&tracepoint_backend,
};

/* The backend that serves p; *state is its slot for p. */
static const struct sd_tp_backend *backend(const struct sd_probe *p,
					   void ***state)
{
	struct tp_probe *tp = p->priv;
	size_t i = 0;

	while (i + 1 < SD_ARRAY_SIZE(backends) &&
	       !backends[i]->serves(p, tp->spec, &tp->state[i]))
		i++;
	*state = &tp->state[i];
	return backends[i];
}

#define SPEC(p) (((const struct tp_probe *)(p)->priv)->spec)

int sd_tp_args(const struct sd_probe *p, struct sd_probe_args *a)
{
	void **st;
	const struct sd_tp_backend *b = backend(p, &st);

	return b->args(p, SPEC(p), st, a);
}

int sd_tp_unavailable(const struct sd_probe *p, char *buf, size_t n)
{
	void **st;
	const struct sd_tp_backend *b = backend(p, &st);

	return b->unavailable ? b->unavailable(p, SPEC(p), st, buf, n) : 0;
}

int sd_tp_attach(const struct sd_probe *p, int prog_fd, struct sd_attach *at)
{
	struct tp_probe *tp = p->priv;
	void **st;
	const struct sd_tp_backend *b;

	for (size_t i = 0; i < SD_ARRAY_SIZE(backends); i++)	/* -v */
		if (backends[i]->report)
			backends[i]->report(p, tp->spec, &tp->state[i]);
	b = backend(p, &st);
	return b->attach(p, tp->spec, st, prog_fd, at);
}

size_t sd_tp_guard(const struct sd_probe *p, struct bpf_insn *buf,
		   size_t max)
{
	void **st;
	const struct sd_tp_backend *b = backend(p, &st);

	return b->guard(p, SPEC(p), st, buf, max);
}

size_t sd_tp_arg_insns(const struct sd_probe *p, int n, int dst, int slot,
		       struct bpf_insn *buf, size_t max)
{
	void **st;
	const struct sd_tp_backend *b = backend(p, &st);

	return b->arg_insns(p, SPEC(p), st, n, dst, slot, buf, max);
}
