/* tpfbt.c - the kernel-function alternative of derived probes (tp.h: struct
 * sd_tp_kfn): where the kernel has kprobes, sched, io, lockstat and ip
 * probes that no tracepoint serves (or serves only approximately) are
 * kprobes on the kernel functions DTrace builds them on, with the same
 * probe names and argument types.
 *
 * Entry rows read their arguments from pt_regs. Return rows (a kretprobe
 * only sees the result) get the entry's register arguments from a small
 * program of their own on the functions' entry, which keeps them in an LRU
 * hash map keyed by the stack pointer the function returns with (its
 * entry's + 8: the return address popped), so that calls nested in
 * interrupts keep theirs apart. Every attachment is a perf event fd, so
 * nothing outlives sonda. */
#include "tp.h"
#include "fbt.h"
#include "../base/opts.h"
#include "../base/regs.h"
#include "../asm/insn.h"
#include "../kern/bpf.h"
#include "../kern/ktypes.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAX_FUNCS	8
#define NREGS		SD_NARG_REGS
#define STASH_ENTRIES	16384
#define RET_OFF		sd_reg_off(SD_REG_AX)
#define SP_OFF		sd_reg_off(SD_REG_SP)


/* What a kernel-function probe resolved to. */
struct kfn_probe {
	const struct sd_probe *p;
	bool checked, usable;
	const char *funcs[MAX_FUNCS];	/* the kernel's names */
	int nfuncs;
	bool have_args;
	struct sd_probe_args args;
	char src[SD_MAX_ARGS][96];	/* each argument's source */
	int map_fd;			/* return rows: entry registers */
};

/* The state of p (created zeroed on first use, with p's table). */
static struct kfn_probe *state(const struct sd_probe *p, void **slot)
{
	struct kfn_probe *k = *slot;

	if (!k) {
		k = *slot = sd_probe_alloc(p, sizeof(*k));
		k->p = p;
		k->map_fd = -1;
	}
	return k;
}

/* Resolves the row's functions: every ','-item, the first traceable
 * '|'-alternative of each. */
static void resolve_funcs(struct kfn_probe *k, const char *list)
{
	char item[128], *alt, *save;

	while (*list && k->nfuncs < MAX_FUNCS) {
		size_t len = strcspn(list, ",");

		snprintf(item, sizeof(item), "%.*s", (int)len, list);
		list += len + (list[len] == ',');
		for (alt = strtok_r(item, "|", &save); alt;
		     alt = strtok_r(NULL, "|", &save)) {
			const char *name = sd_kfunc_kprobe_name(alt);

			if (name) {
				k->funcs[k->nfuncs++] = name;
				break;
			}
		}
	}
}

/* Why kprobes cannot serve derived probes here, or NULL. */
static const char *kprobes_why(const struct sd_probe *p)
{
	const struct sd_opts *o = p->tab ? p->tab->opts : NULL;

	if (o && o->fbtmode == SD_FBT_FENTRY)
		return "-x fbtmode=fentry";
	return sd_kfeat()->kprobe_why;
}

/* -v: which mechanism the probe uses. */
static void report(const struct kfn_probe *k, const struct sd_tp_spec *s,
		   const char *why)
{
	if (k->usable) {
		fprintf(stderr, "sonda: %s:::%s: %s on %s%s\n", k->p->prov,
			k->p->name, s->kfn.ret ? "kretprobe" : "kprobe",
			k->funcs[0], k->nfuncs > 1 ? " and others" : "");
		return;
	}
	if (s->event)
		fprintf(stderr, "sonda: %s:::%s: %s %s:%s (%s)\n", k->p->prov,
			k->p->name, s->raw ? "raw tracepoint" : "tracepoint",
			s->group, s->event, why);
	else if (s->clock)
		fprintf(stderr, "sonda: %s:::%s: a cpu-clock timer at HZ on every "
			"CPU (%s)\n", k->p->prov, k->p->name, why);
	else
		fprintf(stderr, "sonda: %s:::%s: unavailable (%s)\n",
			k->p->prov, k->p->name, why);
}

/* Why p's row cannot use its functions, or NULL if it can. */
static const char *check(struct kfn_probe *k, const struct sd_tp_spec *s)
{
	const char *why = kprobes_why(k->p);

	if (why)
		return why;
	if (!k->checked)
		resolve_funcs(k, s->kfn.funcs);
	return k->nfuncs ? NULL : "the kernel cannot trace its functions";
}

/* sd_tp_backend.serves: kprobes work, fbtmode allows them and one of the
 * row's functions is traceable. */
static bool serves(const struct sd_probe *p, const struct sd_tp_spec *s,
		   void **st)
{
	struct kfn_probe *k;

	if (!s->kfn.funcs)
		return false;
	k = state(p, st);
	if (!k->checked) {
		k->usable = check(k, s) == NULL;
		k->checked = true;
	}
	return k->usable;
}

/* sd_tp_backend.report: with -v, the kprobe or the tracepoint. */
static void report_op(const struct sd_probe *p, const struct sd_tp_spec *s,
		      void **st)
{
	if (!s->kfn.funcs || !p->tab || !p->tab->verbose)
		return;
	serves(p, s, st);
	report(state(p, st), s, check(state(p, st), s));
}

static int args(const struct sd_probe *p, const struct sd_tp_spec *s,
		void **st, struct sd_probe_args *a)
{
	struct kfn_probe *k = state(p, st);
	const char *c = s->kfn.args;

	if (!k->have_args) {
		struct sd_probe_args *x = &k->args;

		x->ctx = SD_CTX_KPROBE;
		while (c && *c && x->nargs < SD_MAX_ARGS) {
			size_t len = strcspn(c, ",");

			snprintf(k->src[x->nargs], sizeof(k->src[0]), "%.*s",
				 (int)len, c);
			x->arg_size[x->nargs] = 8;
			sd_tp_set_type(p, x, x->nargs, s->kfn.types ? s->kfn.types
								    : s->types);
			x->nargs++;
			c += len + (c[len] == ',');
		}
		k->have_args = true;
	}
	*a = k->args;
	return 0;
}

/* ---- code ---- */

/* The step "%V" at *s: dst stays if it points to an IP header of version
 * V (the high nibble of its first byte), else becomes 0. */
static size_t version_step(const char **s, int dst, int slot,
			   struct bpf_insn *b)
{
	int v = (int)strtol(*s + 1, (char **)s, 10);
	size_t n = 0;

	b[n++] = ST_IMM(BPF_DW, R10, slot, 0);
	b[n++] = JMP_IMM(BPF_JEQ, dst, 0, 9);
	b[n++] = MOV64_REG(R3, dst);
	b[n++] = MOV64_REG(R1, R10);
	b[n++] = ALU64_IMM(BPF_ADD, R1, slot);
	b[n++] = MOV64_IMM(R2, 1);
	b[n++] = CALL_HELPER(BPF_FUNC_probe_read_kernel);
	b[n++] = LDX(BPF_B, R2, R10, slot);
	b[n++] = ALU64_IMM(BPF_RSH, R2, 4);
	b[n++] = JMP_IMM(BPF_JEQ, R2, v, 1);
	b[n++] = MOV64_IMM(dst, 0);
	return n;
}

/* A step of an argument's source: at *s, ">S.M[/N]", "+S.M" or "%V".
 * Appends dst += offsetof(S, M), then for '>' dst = *(N bytes *)dst.
 * Returns the instructions, *s moved past the step; 0 on a malformed
 * step. */
static size_t step(const char **s, int dst, int slot, struct bpf_insn *b)
{
	char sname[48], member[48];
	int size = 8, used = 0;
	bool load = **s == '>';
	long off;
	size_t n = 0;

	if (**s == '%')
		return version_step(s, dst, slot, b);
	if (sscanf(*s + 1, "%47[^.].%47[^/>+%%]%n", sname, member, &used) < 2)
		return 0;
	*s += 1 + used;
	if (**s == '/')
		size = (int)strtol(*s + 1, (char **)s, 10);
	if ((off = sd_ktype_offset(sname, member)) < 0)
		off = 0;
	if (!load) {
		b[n++] = ALU64_IMM(BPF_ADD, dst, (int32_t)off);
		return n;
	}
	b[n++] = ST_IMM(BPF_DW, R10, slot, 0);
	b[n++] = MOV64_REG(R3, dst);
	b[n++] = ALU64_IMM(BPF_ADD, R3, (int32_t)off);
	b[n++] = MOV64_REG(R1, R10);
	b[n++] = ALU64_IMM(BPF_ADD, R1, slot);
	b[n++] = MOV64_IMM(R2, size == 1 || size == 2 || size == 4 ? size : 8);
	b[n++] = CALL_HELPER(BPF_FUNC_probe_read_kernel);
	b[n++] = LDX(sd_bpf_size(size == 1 || size == 2 || size == 4 ? size : 8),
		     dst, R10, slot);
	return n;
}

/* dst = register argument reg as it was at the entry (return rows): the
 * entry program's record of this call (r1 = ctx), or 0. */
static size_t saved_reg(const struct kfn_probe *k, int reg, int dst,
			int slot, struct bpf_insn *b)
{
	size_t n = 0;

	b[n++] = LDX(BPF_DW, R2, R1, SP_OFF);
	b[n++] = STX(BPF_DW, R10, R2, slot);
	b[n++] = LD_MAP_LO(R1, BPF_PSEUDO_MAP_FD, k->map_fd);
	b[n++] = LD_MAP_HI(0);
	b[n++] = MOV64_REG(R2, R10);
	b[n++] = ALU64_IMM(BPF_ADD, R2, slot);
	b[n++] = CALL_HELPER(BPF_FUNC_map_lookup_elem);
	b[n++] = JMP_IMM(BPF_JEQ, R0, 0, 2);
	b[n++] = LDX(BPF_DW, dst, R0, (int16_t)(8 * reg));
	b[n++] = JA(1);
	b[n++] = MOV64_IMM(dst, 0);
	return n;
}

/* The map of a return row's entry registers (created once). */
static int stash_map(struct kfn_probe *k)
{
	if (k->map_fd < 0)
		k->map_fd = sd_bpf_map_create(BPF_MAP_TYPE_LRU_HASH, "sonda_kfn",
					      8, 8 * NREGS, STASH_ENTRIES, 0);
	return k->map_fd;
}

/* dst = the base of source src (r1 = ctx): a register or the result. */
static size_t base(struct kfn_probe *k, bool ret, const char *src, int dst,
		   int slot, struct bpf_insn *b, const char **rest)
{
	int reg = src[0] - '0';

	*rest = src + 1;
	if (strncmp(src, "ret", 3) == 0) {	/* an int, sign-extended */
		*rest = src + 3;
		b[0] = LDX(BPF_W, dst, R1, RET_OFF);
		b[1] = ALU64_IMM(BPF_LSH, dst, 32);
		b[2] = ALU64_IMM(BPF_ARSH, dst, 32);
		return 3;
	}
	if (reg < 0 || reg >= NREGS)
		return 0;
	if (!ret) {
		b[0] = LDX(BPF_DW, dst, R1, sd_arg_reg_off(reg));
		return 1;
	}
	return stash_map(k) < 0 ? 0 : saved_reg(k, reg, dst, slot, b);
}

static size_t arg_insns(const struct sd_probe *p, const struct sd_tp_spec *s,
			void **st, int n, int dst, int slot,
			struct bpf_insn *buf, size_t max)
{
	struct kfn_probe *k = state(p, st);
	const char *src, *rest;
	size_t m;

	if (n < 0 || n >= k->args.nargs || max < 48) {
		buf[0] = MOV64_IMM(dst, 0);
		return 1;
	}
	src = k->src[n];
	if (strcmp(src, "@curthread") == 0) {
		buf[0] = CALL_HELPER(BPF_FUNC_get_current_task);
		buf[1] = MOV64_REG(dst, R0);
		return 2;
	}
	if (src[0] == '@') {	/* "@N", "@zero" */
		buf[0] = MOV64_IMM(dst, (int32_t)strtol(src + 1, NULL, 0));
		return 1;
	}
	m = base(k, s->kfn.ret, src, dst, slot, buf, &rest);
	if (!m) {
		buf[0] = MOV64_IMM(dst, 0);
		return 1;
	}
	while ((*rest == '>' || *rest == '+' || *rest == '%') && m + 12 <= max) {
		size_t d = step(&rest, dst, slot, buf + m);

		if (!d)
			break;
		m += d;
	}
	return m;
}

static size_t guard(const struct sd_probe *p, const struct sd_tp_spec *s,
		    void **st, struct bpf_insn *buf, size_t max)
{
	static const int inverse[] = {
		[SD_TP_EQ] = BPF_JNE, [SD_TP_NE] = BPF_JEQ,
		[SD_TP_SLT] = BPF_JSGE, [SD_TP_SGT] = BPF_JSLE,
	};
	size_t n = 0, jmp[SD_TP_MAX_CONDS];
	int nc = 0;

	for (; nc < SD_TP_MAX_CONDS && s->kfn.cond[nc].op && max >= 16; nc++) {
		const struct sd_tp_cond *c = &s->kfn.cond[nc];
		bool ret = strcmp(c->field, "ret") == 0;
		int reg = c->field[0] - '0';

		if (c->op > SD_TP_SGT || (!ret && (reg < 0 || reg >= NREGS)))
			return 0;
		/* r1 = ctx (cg); an int result is sign-extended */
		buf[n++] = LDX(ret ? BPF_W : BPF_DW, R2, R1,
			       ret ? RET_OFF : sd_arg_reg_off(reg));
		if (ret) {
			buf[n++] = ALU64_IMM(BPF_LSH, R2, 32);
			buf[n++] = ALU64_IMM(BPF_ARSH, R2, 32);
		}
		jmp[nc] = n;
		buf[n++] = JMP_IMM(inverse[c->op], R2, (int32_t)c->val, 0);
	}
	if (!nc)
		return 0;
	buf[n++] = MOV64_IMM(R0, 1);
	buf[n++] = JA(1);
	for (int i = 0; i < nc; i++)
		buf[jmp[i]].off = (int16_t)(n - jmp[i] - 1);
	buf[n++] = MOV64_IMM(R0, 0);
	return n;
}

/* ---- attaching ---- */

/* Loads the entry program of a return row: records the argument registers
 * of this call in the row's map, under the stack pointer the function will
 * return with. fd or -errno. */
static int stash_prog(struct kfn_probe *k)
{
	struct bpf_insn b[32];
	size_t n = 0;

	if (stash_map(k) < 0)
		return k->map_fd;
	b[n++] = MOV64_REG(R6, R1);
	b[n++] = LDX(BPF_DW, R1, R6, SP_OFF);
	b[n++] = ALU64_IMM(BPF_ADD, R1, 8);
	b[n++] = STX(BPF_DW, R10, R1, -8);
	for (int i = 0; i < NREGS; i++) {
		b[n++] = LDX(BPF_DW, R1, R6, sd_arg_reg_off(i));
		b[n++] = STX(BPF_DW, R10, R1, (int16_t)(-56 + 8 * i));
	}
	b[n++] = LD_MAP_LO(R1, BPF_PSEUDO_MAP_FD, k->map_fd);
	b[n++] = LD_MAP_HI(0);
	b[n++] = MOV64_REG(R2, R10);
	b[n++] = ALU64_IMM(BPF_ADD, R2, -8);
	b[n++] = MOV64_REG(R3, R10);
	b[n++] = ALU64_IMM(BPF_ADD, R3, -56);
	b[n++] = MOV64_IMM(R4, BPF_ANY);
	b[n++] = CALL_HELPER(BPF_FUNC_map_update_elem);
	b[n++] = MOV64_IMM(R0, 0);
	b[n++] = EXIT_INSN();
	return sd_bpf_prog_load(BPF_PROG_TYPE_KPROBE, b, n, "sonda_kfn_args",
				NULL);
}

/* True if a return row's program reads entry registers (has a map). */
static bool needs_stash(const struct kfn_probe *k)
{
	return k->map_fd >= 0;
}

static int attach(const struct sd_probe *p, const struct sd_tp_spec *s,
		  void **st, int prog_fd, struct sd_attach *at)
{
	struct kfn_probe *k = state(p, st);
	int err = 0, stash = -1;

	if (s->kfn.ret && needs_stash(k) && (stash = stash_prog(k)) < 0) {
		sd_prov_warn("%s:::%s: cannot load its entry program: %s",
			     p->prov, p->name, strerror(-stash));
		return stash;
	}
	for (int i = 0; i < k->nfuncs && !err; i++) {
		if (stash >= 0)
			err = sd_kprobe_attach(k->funcs[i], 0, false, stash, at);
		if (!err)
			err = sd_kprobe_attach(k->funcs[i], 0, s->kfn.ret,
					       prog_fd, at);
		if (err)
			sd_prov_warn("%s:::%s: cannot attach a %s to '%s': %s",
				     p->prov, p->name,
				     s->kfn.ret ? "kretprobe" : "kprobe",
				     k->funcs[i], strerror(-err));
	}
	if (stash >= 0)
		close(stash);	/* the perf events keep it */
	return err;
}

const struct sd_tp_backend sd_tp_kfn_backend = {
	.name = "kprobe",
	.serves = serves,
	.args = args,
	.attach = attach,
	.guard = guard,
	.arg_insns = arg_insns,
	.report = report_op,
};
