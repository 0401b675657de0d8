/* tpcond.c - the pre-conditions of the derived providers' rows: their
 * operands, resolved from the event's layout, and the guard that tests
 * them before the clauses run (see tpcond.h). */
#include "tpcond.h"
#include "../asm/insn.h"
#include "../kern/ktypes.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define GUARD_SLOT	(-264)	/* 8 bytes of the guard's stack area */
#define SD_TP_MAX_SET	8	/* SD_TP_STARTED's calls */

/* ---- operands ---- */

/* SD_TP_STARTED's operands: the field its member names (the result),
 * which with the call's field must overlay the also event's prev_comm
 * (sched_switch's first field), as started_cond( ) reads it there. 0 or
 * -1. */
static int started_operands(const struct sd_tp_spec *s,
			    const struct sd_tp_cond *c,
			    struct sd_tp_operand *o,
			    const struct sd_tp_format *fmt)
{
	const struct sd_tp_field *f = sd_tp_format_field(fmt, c->member), *g;
	struct sd_tp_format sw = { 0 };
	char group[64];
	const char *event;
	int ok;

	if (!f || f->size != 8 || o->size != 8 || !s->also)
		return -1;
	o->off2 = f->offset;
	sd_tp_also_event(s, group, sizeof(group), &event);
	if (sd_tracefs_format(group, event, &sw) < 0)
		return -1;
	g = sd_tp_format_field(&sw, "prev_comm");
	ok = g && g->size == 16 && g->offset == o->off &&
	     f->offset == g->offset + 8;
	sd_tp_format_free(&sw);
	return ok ? 0 : -1;
}

int sd_tp_cond_operands(const struct sd_tp_spec *s,
			const struct sd_tp_format *fmt, int nraw,
			struct sd_tp_operand *ops)
{
	for (int i = 0; i < SD_TP_MAX_CONDS && s->cond[i].op; i++) {
		const struct sd_tp_cond *c = &s->cond[i];
		struct sd_tp_operand *o = &ops[i];
		const struct sd_tp_field *f;

		o->size = 8;
		if (!c->field[0]) {
			o->off = -1;	/* the current task */
		} else if (s->raw) {
			o->off = 8 * atoi(c->field);
			if (atoi(c->field) >= nraw)
				return -EINVAL;
		} else {
			if (!(f = sd_tp_format_field(fmt, c->field)) || f->size > 8)
				return -EINVAL;
			o->off = f->offset;
			o->size = f->size;
			o->is_signed = f->is_signed;
		}
		if (c->op == SD_TP_STARTED && !s->raw)
			if (started_operands(s, c, o, fmt) < 0)
				return -EINVAL;
	}
	return 0;
}

/* ---- loads ---- */

/* r2 = operand o (r1 = ctx); clobbers r0-r5. */
static size_t cond_load(const struct sd_tp_operand *o, struct bpf_insn *b)
{
	size_t n = 0;
	int off = o->off, size = o->size;

	b[n++] = LDX(BPF_DW, R1, R10, -8);	/* ctx (cg.c: SLOT_CTX) */
	if (off < 0) {
		b[n++] = CALL_HELPER(BPF_FUNC_get_current_pid_tgid);
		b[n++] = MOV64_REG(R2, R0);
		return n;
	}
	b[n++] = LDX(sd_bpf_size(size), R2, R1, off);
	if (o->is_signed && size < 8) {
		b[n++] = ALU64_IMM(BPF_LSH, R2, 64 - 8 * size);
		b[n++] = ALU64_IMM(BPF_ARSH, R2, 64 - 8 * size);
	}
	return n;
}

/* r2 = the 8 bytes at r2 + off (off < 0: at r2), 0 if unreadable;
 * clobbers r0-r5. */
static size_t word_at(long off, struct bpf_insn *b)
{
	size_t n = 0;

	b[n++] = MOV64_REG(R3, R2);
	b[n++] = ALU64_IMM(BPF_ADD, R3, (int32_t)(off < 0 ? 0 : off));
	b[n++] = ST_IMM(BPF_DW, R10, GUARD_SLOT, 0);
	b[n++] = MOV64_REG(R1, R10);
	b[n++] = ALU64_IMM(BPF_ADD, R1, GUARD_SLOT);
	b[n++] = MOV64_IMM(R2, 8);
	b[n++] = CALL_HELPER(BPF_FUNC_probe_read_kernel);
	b[n++] = LDX(BPF_DW, R2, R10, GUARD_SLOT);
	return n;
}

/* b[] += *(size *)(r3) into [r10 + slot] (zeroed first); clobbers r0-r5. */
static size_t guard_read(int slot, int size, struct bpf_insn *b)
{
	size_t n = 0;

	for (int k = 0; k < size; k += 8)
		b[n++] = ST_IMM(BPF_DW, R10, slot + k, 0);
	b[n++] = MOV64_REG(R1, R10);
	b[n++] = ALU64_IMM(BPF_ADD, R1, slot);
	b[n++] = MOV64_IMM(R2, size);
	b[n++] = CALL_HELPER(BPF_FUNC_probe_read_kernel);
	return n;
}

/* r2 = the 8 bytes at member off of the current task; clobbers r0-r5. */
static size_t current_word(long off, struct bpf_insn *b)
{
	size_t n = 0;

	b[n++] = CALL_HELPER(BPF_FUNC_get_current_task);
	b[n++] = MOV64_REG(R2, R0);
	return n + word_at(off, b + n);
}

/* ---- the conditions ---- */

/* The conditions on a member reached from the pointer operand: it is val.
 * Each hop reads the member (of a BPF load size) at path of struct sname
 * that the last one points to. */
static const struct {
	enum sd_tp_op op;
	struct { const char *sname, *path; int size; } hop[2];
} member_tests[] = {
	/* a struct sock * of protocol val */
	{ SD_TP_SKPROTO, { { "sock", "sk_protocol", BPF_H } } },
	/* a runnable struct task_struct * (val 0: TASK_RUNNING) */
	{ SD_TP_RUNNING, { { "task_struct", "__state", BPF_W } } },
	/* a struct sk_buff * whose socket is in state val */
	{ SD_TP_SKBSTATE, { { "sk_buff", "sk", BPF_DW },
			    { "sock", "__sk_common.skc_state", BPF_B } } },
};

/* The index of op's row of member_tests[], or -1. */
static int member_test(enum sd_tp_op op)
{
	for (size_t t = 0; t < SD_ARRAY_SIZE(member_tests); t++)
		if (member_tests[t].op == op)
			return (int)t;
	return -1;
}

/* r2 = (the member of member_tests[t] reached from the pointer in r2 is
 * val); a NULL pointer reads as 0. */
static size_t member_is(int t, int64_t val, struct bpf_insn *b)
{
	size_t n = 0;

	b[n++] = MOV64_REG(R3, R2);
	for (int h = 0; h < 2 && member_tests[t].hop[h].sname; h++) {
		long off = sd_ktype_offset(member_tests[t].hop[h].sname,
					   member_tests[t].hop[h].path);

		b[n++] = ALU64_IMM(BPF_ADD, R3, (int32_t)(off < 0 ? 0 : off));
		n += guard_read(GUARD_SLOT, 8, b + n);
		b[n++] = LDX(member_tests[t].hop[h].size, R3, R10, GUARD_SLOT);
	}
	b[n++] = MOV64_IMM(R2, 0);
	b[n++] = JMP_IMM(BPF_JNE, R3, (int32_t)val, 1);
	b[n++] = MOV64_IMM(R2, 1);
	return n;
}

/* r2 = (the struct sk_buff * in r2 holds an IPv4 or IPv6 packet of next
 * protocol val, or of any when val is 0): reads skb->head and
 * skb->network_header, then 16 bytes of the header. */
static size_t ipproto(int64_t val, struct bpf_insn *b)
{
	long head = sd_ktype_offset("sk_buff", "head");
	long nh = sd_ktype_offset("sk_buff", "network_header");
	const int skb = GUARD_SLOT - 16, hdr = GUARD_SLOT - 32;
	size_t n = 0;

	b[n++] = STX(BPF_DW, R10, R2, skb);
	b[n++] = MOV64_REG(R3, R2);
	b[n++] = ALU64_IMM(BPF_ADD, R3, (int32_t)(head < 0 ? 0 : head));
	n += guard_read(GUARD_SLOT, 8, b + n);
	b[n++] = LDX(BPF_DW, R3, R10, skb);
	b[n++] = ALU64_IMM(BPF_ADD, R3, (int32_t)(nh < 0 ? 0 : nh));
	n += guard_read(skb + 8, 8, b + n);
	b[n++] = LDX(BPF_DW, R3, R10, GUARD_SLOT);
	b[n++] = LDX(BPF_H, R4, R10, skb + 8);
	b[n++] = ALU64_REG(BPF_ADD, R3, R4);
	n += guard_read(hdr, 16, b + n);
	b[n++] = LDX(BPF_B, R3, R10, hdr);
	b[n++] = ALU64_IMM(BPF_RSH, R3, 4);	/* the IP version */
	b[n++] = MOV64_IMM(R2, 0);
	for (int v = 4; v <= 6; v += 2) {
		/* IPv4: protocol at byte 9; IPv6: next header at byte 6 */
		b[n++] = LDX(BPF_B, R4, R10, hdr + (v == 4 ? 9 : 6));
		b[n++] = JMP_IMM(BPF_JNE, R3, v, val ? 2 : 1);
		if (val)
			b[n++] = JMP_IMM(BPF_JNE, R4, (int32_t)val, 1);
		b[n++] = MOV64_IMM(R2, 1);
	}
	return n;
}

/* SD_TP_LEADER and SD_TP_NOTLEADER (cond_code( )): the task of operand o
 * (r2 = its pid | tgid << 32) is (not) its thread group's leader. */
static size_t leader_cond(const struct sd_tp_cond *c,
			  const struct sd_tp_operand *o, struct bpf_insn *b,
			  size_t *jmp)
{
	long pid_off = sd_ktype_offset("task_struct", "pid");
	size_t n = cond_load(o, b);

	/* probe_read_kernel(&slot, 8, task + offsetof(pid)): pid, tgid */
	if (o->off >= 0)
		n += word_at(pid_off, b + n);
	b[n++] = MOV64_REG(R3, R2);
	b[n++] = ALU64_IMM(BPF_RSH, R3, 32);
	b[n++] = MOV32_REG(R2, R2);
	*jmp = n;
	b[n++] = JMP_REG(c->op == SD_TP_LEADER ? BPF_JNE : BPF_JEQ, R2, R3, 0);
	return n;
}

/* r2 = the pointer member "STRUCT.MEMBER" of the struct r2 points to (0
 * if r2 is NULL or unreadable); clobbers r0-r5. */
static size_t nonnull(const char *member, struct bpf_insn *b)
{
	char sname[48];
	const char *dot = strchr(member, '.');

	snprintf(sname, sizeof(sname), "%.*s", (int)(dot - member), member);
	return word_at(sd_ktype_offset(sname, dot + 1), b);
}

/* SD_TP_NONNULL (cond_code( )); with a val, raw argument val - 1 holding
 * a kernel address (negative as a signed number) passes it: the row's
 * also event fired, whose arguments are laid out otherwise (io:::done's
 * block_bio_complete: a struct bio * where block_rq_complete has a
 * status). */
static size_t nonnull_cond(const struct sd_tp_cond *c,
			   const struct sd_tp_operand *o, struct bpf_insn *b,
			   size_t *jmp)
{
	size_t n = 0, esc = 0;

	if (c->val) {
		b[n++] = LDX(BPF_DW, R1, R10, -8);	/* ctx (cg.c: SLOT_CTX) */
		b[n++] = LDX(BPF_DW, R2, R1, (int16_t)(8 * (c->val - 1)));
		esc = n;
		b[n++] = JMP_IMM(BPF_JSLT, R2, 0, 0);
	}
	n += cond_load(o, b + n);
	n += nonnull(c->member, b + n);
	*jmp = n;
	b[n++] = JMP_IMM(BPF_JEQ, R2, 0, 0);
	if (c->val)
		b[esc].off = (int16_t)(n - esc - 1);
	return n;
}

/* The kernel-run tasks: PF_IO_WORKER, PF_USER_WORKER, PF_KTHREAD. */
#define KERNEL_RUN	(0x10 | 0x4000 | 0x200000)

/* R2 = the current task's nvcsw + nivcsw, the times it has left a CPU
 * (slot sw holds one while the other is read). */
static size_t switches(struct bpf_insn *b, int sw)
{
	size_t n = current_word(sd_ktype_offset("task_struct", "nvcsw"), b);

	b[n++] = STX(BPF_DW, R10, R2, sw);
	n += current_word(sd_ktype_offset("task_struct", "nivcsw"), b + n);
	b[n++] = LDX(BPF_DW, R3, R10, sw);
	b[n++] = ALU64_REG(BPF_ADD, R2, R3);
	return n;
}

/* SD_TP_STARTED (tp.h), a condition of a row on raw_syscalls:sys_exit
 * whose also event is sched_switch, which runs in the previous task, the
 * current one. A kernel-run task (KERNEL_RUN) makes no system call: its
 * record is sched_switch's, and it fires when the task leaves the CPU for
 * the first time (nvcsw + nivcsw, counted before the tracepoint, is 1).
 * Another task fires when its call (off) is one of the set and the result
 * (off2) is 0: a sys_exit record, unless the task has left a CPU before
 * (a sched_switch record always has) and the two words are its comm (a
 * sched_switch record's prev_comm). Every failure jumps to the one jump
 * *jmp names. */
static size_t started_cond(const struct sd_tp_cond *c,
			   const struct sd_tp_operand *o, struct bpf_insn *b,
			   size_t *jmp)
{
	long comm = sd_ktype_offset("task_struct", "comm");
	size_t n = 0, fail[6], nf = 0, ok[SD_TP_MAX_SET + 4], nok = 0, user;
	size_t calls;
	const int sw = GUARD_SLOT - 16;

	n += current_word(sd_ktype_offset("task_struct", "flags"), b + n);
	b[n++] = ALU64_IMM(BPF_AND, R2, KERNEL_RUN);
	user = n;
	b[n++] = JMP_IMM(BPF_JEQ, R2, 0, 0);
	n += switches(b + n, sw);
	fail[nf++] = n;
	b[n++] = JMP_IMM(BPF_JNE, R2, 1, 0);
	ok[nok++] = n;
	b[n++] = JA(0);
	b[user].off = (int16_t)(n - user - 1);	/* a task of its own */
	b[n++] = LDX(BPF_DW, R1, R10, -8);	/* ctx (cg.c: SLOT_CTX) */
	b[n++] = LDX(BPF_DW, R2, R1, (int16_t)o->off2);
	fail[nf++] = n;
	b[n++] = JMP_IMM(BPF_JNE, R2, 0, 0);
	b[n++] = LDX(BPF_DW, R2, R1, (int16_t)o->off);
	calls = n;
	for (int k = 0; k < c->nset && k < SD_TP_MAX_SET; k++)
		b[n++] = JMP_IMM(BPF_JEQ, R2, c->set[k], 0);
	fail[nf++] = n;
	b[n++] = JA(0);
	for (size_t k = calls; k < n - 1; k++)
		b[k].off = (int16_t)(n - k - 1);
	n += switches(b + n, sw);
	ok[nok++] = n;
	b[n++] = JMP_IMM(BPF_JEQ, R2, 0, 0);
	for (int w = 0; w < 2; w++) {		/* prev_comm? */
		n += current_word(comm + 8 * w, b + n);
		b[n++] = LDX(BPF_DW, R1, R10, -8);
		b[n++] = LDX(BPF_DW, R3, R1, (int16_t)(w ? o->off2 : o->off));
		ok[nok++] = n;
		b[n++] = JMP_REG(BPF_JNE, R2, R3, 0);
	}
	*jmp = n;
	b[n++] = JA(0);
	for (size_t k = 0; k < nf; k++)
		b[fail[k]].off = (int16_t)(*jmp - fail[k] - 1);
	for (size_t k = 0; k < nok; k++)
		b[ok[k]].off = (int16_t)(n - ok[k] - 1);
	return n;
}

/* Condition c of operand o: appends a jump to the failure exit (offset
 * patched by the caller, who gets the jump's index in *jmp). */
static size_t cond_code(const struct sd_tp_cond *c,
			const struct sd_tp_operand *o, struct bpf_insn *b,
			size_t *jmp)
{
	static const int inverse[] = {
		[SD_TP_EQ] = BPF_JNE, [SD_TP_NE] = BPF_JEQ,
		[SD_TP_SLT] = BPF_JSGE, [SD_TP_SGT] = BPF_JSLE,
	};
	int t = member_test(c->op);
	size_t n;

	if (c->op == SD_TP_LEADER || c->op == SD_TP_NOTLEADER)
		return leader_cond(c, o, b, jmp);
	if (c->op == SD_TP_NONNULL)
		return nonnull_cond(c, o, b, jmp);
	if (c->op == SD_TP_STARTED)
		return started_cond(c, o, b, jmp);
	n = cond_load(o, b);
	if (t >= 0 || c->op == SD_TP_IPPROTO) {
		n += t >= 0 ? member_is(t, c->val, b + n) : ipproto(c->val, b + n);
		*jmp = n;
		b[n++] = JMP_IMM(BPF_JEQ, R2, 0, 0);
		return n;
	}
	if (c->op == SD_TP_IN) {
		/* one JEQ per member over the rest to the next condition */
		for (int k = 0; k < c->nset; k++)
			b[n++] = JMP_IMM(BPF_JEQ, R2, c->set[k], c->nset - k);
		*jmp = n;
		b[n++] = JA(0);
		return n;
	}
	if (c->op == SD_TP_ANY) {
		b[n++] = ALU64_IMM(BPF_AND, R2, (int32_t)c->val);
		*jmp = n;
		b[n++] = JMP_IMM(BPF_JEQ, R2, 0, 0);
		return n;
	}
	*jmp = n;
	b[n++] = JMP_IMM(inverse[c->op], R2, (int32_t)c->val, 0);
	return n;
}

size_t sd_tp_cond_guard(const struct sd_tp_spec *s,
			const struct sd_tp_operand *ops, struct bpf_insn *buf)
{
	size_t n = 0, jmp[SD_TP_MAX_CONDS], fail;
	int nc = 0;

	for (; nc < SD_TP_MAX_CONDS && s->cond[nc].op; nc++) {
		size_t base = n;

		n += cond_code(&s->cond[nc], &ops[nc], buf + n, &jmp[nc]);
		jmp[nc] += base;
	}
	buf[n++] = MOV64_IMM(R0, 1);
	buf[n++] = JA(1);
	fail = n;
	buf[n++] = MOV64_IMM(R0, 0);
	for (int i = 0; i < nc; i++)
		buf[jmp[i]].off = (int16_t)(fail - jmp[i] - 1);
	return n;
}
