/* cg_relax.c - jump resolution, with long jumps where they are needed.
 *
 * A BPF conditional jump reaches at most 32767 instructions. A clause with
 * thousands of statements makes a program longer than that, and the jumps
 * to its end (or fault handler) would not fit. Such a jump is rewritten as
 *
 *	if cond goto +1; goto +1; gotol target
 *
 * and an out-of-range goto becomes a gotol (BPF_JMP32 | BPF_JA, with a
 * 32-bit offset in imm). Growing one jump can push another out of range, so
 * the sizes are computed again until nothing changes. Every jump (those to
 * labels and those with fixed offsets) is resolved against its original
 * target, and relocations follow their instructions.
 *
 * The verifier later rewrites some instructions into several (helper calls
 * and array lookups it inlines), which lengthens the jumps across them; a
 * jump that would then pass 32767 is refused ("cannot be patched due to
 * 16-bit range"). So a short jump is kept only within REACH instructions,
 * a quarter of the range, leaving room for that growth.
 */
#include <stdlib.h>
#include <string.h>

#include "cg_int.h"
#include "../base/xalloc.h"

enum { FIT, LONG_JA, LONG_COND };

#define REACH (INT16_MAX / 4)

static bool is_jump(const struct bpf_insn *in)
{
	int cls = BPF_CLASS(in->code), op = BPF_OP(in->code);

	return (cls == BPF_JMP || cls == BPF_JMP32) && op != BPF_CALL && op != BPF_EXIT;
}

static bool is_ja(const struct bpf_insn *in)
{
	return in->code == (BPF_JMP | BPF_JA);
}

/* A call of a function of the program (its offset in imm: 32 bits). */
static bool is_pseudo_call(const struct bpf_insn *in)
{
	return in->code == (BPF_JMP | BPF_CALL) && in->src_reg == BPF_PSEUDO_CALL;
}

/* Points instruction in, a jump or a call of the program's function, off
 * instructions past the next one. */
static void set_off(struct bpf_insn *in, int off)
{
	if (is_pseudo_call(in))
		in->imm = off;
	else
		in->off = (int16_t)off;
}

/* Each instruction's original target (-1: not a jump). */
static int *targets(const struct cg *g)
{
	int *t = sd_xmalloc((g->n + 1) * sizeof(*t));

	for (size_t i = 0; i < g->n; i++)
		t[i] = is_jump(&g->insns[i]) ? (int)i + 1 + g->insns[i].off : -1;
	for (size_t i = 0; i < g->nfix; i++) {
		int target = g->labels[g->fix[i].label];
		if (target < 0)
			SD_BUG("unplaced label");
		t[g->fix[i].insn] = target;
	}
	return t;
}

/* pos[i]: where instruction i lands given the long jumps chosen so far;
 * marks jumps that do not fit. Returns whether it marked any. */
static bool layout(const struct cg *g, const int *t, uint8_t *kind, int *pos)
{
	bool changed = false;

	pos[0] = 0;
	for (size_t i = 0; i < g->n; i++)
		pos[i + 1] = pos[i] + (kind[i] == LONG_COND ? 3 : 1);
	for (size_t i = 0; i < g->n; i++) {
		if (t[i] < 0 || kind[i] != FIT || is_pseudo_call(&g->insns[i]))
			continue;
		int off = pos[t[i]] - pos[i] - 1;
		if (off >= -REACH && off <= REACH)
			continue;
		kind[i] = is_ja(&g->insns[i]) ? LONG_JA : LONG_COND;
		changed = true;
	}
	return changed;
}

/* Writes the program again with its long jumps. */
static void rewrite(struct cg *g, const int *t, const uint8_t *kind, const int *pos)
{
	size_t n = (size_t)pos[g->n];
	struct bpf_insn *out = sd_xmalloc(n * sizeof(*out));

	for (size_t i = 0; i < g->n; i++) {
		struct bpf_insn *o = &out[pos[i]];
		*o = g->insns[i];
		if (t[i] < 0)
			continue;
		int off = pos[t[i]] - pos[i] - 1;
		if (kind[i] == LONG_JA) {
			*o = SD_INSN(BPF_JMP32 | BPF_JA, 0, 0, 0, off);
		} else if (kind[i] == LONG_COND) {
			o[0].off = 1;
			o[1] = JA(1);
			o[2] = SD_INSN(BPF_JMP32 | BPF_JA, 0, 0, 0, off - 2);
		} else {
			set_off(o, off);
		}
	}
	for (size_t i = 0; i < g->nrelocs; i++)
		g->relocs[i].insn = (uint32_t)pos[g->relocs[i].insn];
	free(g->insns);
	g->insns = out;
	g->n = g->cap = n;
}

void cg_resolve_jumps(struct cg *g)
{
	int *t = targets(g);
	uint8_t *kind = sd_xcalloc(g->n + 1, 1);
	int *pos = sd_xmalloc((g->n + 1) * sizeof(*pos));
	bool any = false;

	while (layout(g, t, kind, pos))
		any = true;
	if (any) {
		rewrite(g, t, kind, pos);
	} else {
		for (size_t i = 0; i < g->n; i++)
			if (t[i] >= 0)
				set_off(&g->insns[i], t[i] - (int)i - 1);
	}
	free(t);
	free(kind);
	free(pos);
}

/* Where instruction i of insns goes next: *fall (-1: nowhere) and *jump
 * (-1: no jump); returns whether i is a conditional jump. */
static bool succs(const struct bpf_insn *insns, size_t i, long *fall, long *jump)
{
	const struct bpf_insn *in = &insns[i];
	int cls = BPF_CLASS(in->code), op = BPF_OP(in->code);

	*fall = (long)i + 1;
	*jump = -1;
	if (in->code == (BPF_LD | BPF_IMM | BPF_DW)) {
		*fall = (long)i + 2;
		return false;
	}
	if ((cls != BPF_JMP && cls != BPF_JMP32) || op == BPF_CALL)
		return false;
	if (op == BPF_EXIT) {
		*fall = -1;
		return false;
	}
	if (op == BPF_JA) {
		*fall = -1;
		*jump = (long)i + 1 + (cls == BPF_JMP32 ? in->imm : in->off);
		return false;
	}
	*jump = (long)i + 1 + in->off;	/* may_goto (BPF_JCOND) too */
	return true;
}

/* What the verifier knows of constants at an instruction: the registers
 * holding one (a bit each), the 8-byte stack slots holding one (a bit
 * each, slot k at r10 - 8 * (k + 1)), and the registers that may point
 * into the stack (a store through one, or a helper given one that writes
 * memory, may change any slot). */
struct kstate {
	uint16_t regs, sp;
	uint64_t slots;
};

static const struct kstate KNOWN_ALL = { 0xffff, 0, ~0ull };

static struct kstate kmerge(struct kstate a, struct kstate b)
{
	return (struct kstate){ a.regs & b.regs, a.sp | b.sp, a.slots & b.slots };
}

/* The slot bit of an 8-byte access at r10 + off (0: not one slot). */
static uint64_t slot_bit(int off)
{
	if (off > -8 || off < -512 || off % 8)
		return 0;
	unsigned k = (unsigned)-off / 8 - 1;	/* 0 .. 63 */
	return 1ull << k;
}

/* Helpers that write memory through a pointer argument. */
static bool writes_memory(int32_t helper)
{
	switch (helper) {
	case BPF_FUNC_probe_read: case BPF_FUNC_probe_read_str:
	case BPF_FUNC_probe_read_kernel: case BPF_FUNC_probe_read_kernel_str:
	case BPF_FUNC_probe_read_user: case BPF_FUNC_probe_read_user_str:
	case BPF_FUNC_get_current_comm: case BPF_FUNC_get_stack:
	case BPF_FUNC_copy_from_user: case BPF_FUNC_snprintf:
		return true;
	default:
		return helper > BPF_FUNC_probe_read_kernel_str;	/* unknown: may */
	}
}

static struct kstate alu_consts(const struct bpf_insn *in, struct kstate k)
{
	uint16_t dst = (uint16_t)(1u << in->dst_reg), src = (uint16_t)(1u << in->src_reg);
	bool imm = BPF_SRC(in->code) == BPF_K, mov = BPF_OP(in->code) == BPF_MOV && !in->off;

	if (mov && imm) {
		k.regs |= dst;
		k.sp &= (uint16_t)~dst;
	} else if (mov) {
		k.regs = (uint16_t)((k.regs & ~dst) | (k.regs & src ? dst : 0));
		k.sp = (uint16_t)((k.sp & ~dst) | (k.sp & src || in->src_reg == 10 ? dst : 0));
	} else if (!imm) {
		k.regs &= (uint16_t)~dst;
		k.sp |= k.sp & src ? dst : 0;
	}
	return k;
}

/* The constants known after instruction in, given k before it. */
static struct kstate track_consts(const struct bpf_insn *in, struct kstate k)
{
	int cls = BPF_CLASS(in->code), op = BPF_OP(in->code);
	uint16_t dst = (uint16_t)(1u << in->dst_reg);
	uint64_t bit = in->dst_reg == 10 ? slot_bit(in->off) : 0;

	if (cls == BPF_ALU64 || cls == BPF_ALU)
		return alu_consts(in, k);
	if (cls == BPF_LDX) {
		bool c = in->src_reg == 10 && BPF_SIZE(in->code) == BPF_DW &&
			 (k.slots & slot_bit(in->off));
		k.regs = (uint16_t)(c ? k.regs | dst : k.regs & ~dst);
		k.sp &= (uint16_t)~dst;
	} else if (cls == BPF_LD) {
		k.regs = (uint16_t)(in->src_reg ? k.regs & ~dst : k.regs | dst);
		k.sp &= (uint16_t)~dst;
	} else if (cls == BPF_ST || cls == BPF_STX) {
		bool c = BPF_SIZE(in->code) == BPF_DW && BPF_MODE(in->code) == BPF_MEM &&
			 (cls == BPF_ST || (k.regs >> in->src_reg & 1));
		if (in->dst_reg == 10 && bit)
			k.slots = c ? k.slots | bit : k.slots & ~bit;
		else if (in->dst_reg == 10 || (k.sp & dst))
			k.slots = 0;
	} else if ((cls == BPF_JMP || cls == BPF_JMP32) && op == BPF_CALL) {
		if (writes_memory(in->imm) && (k.sp & 0x3e))
			k.slots = 0;
		k.regs &= (uint16_t)~0x3fu;	/* r0-r5 */
		k.sp &= (uint16_t)~0x3fu;
	}
	return k;
}

/* Whether the verifier knows which way conditional jump in goes: it
 * compares registers that hold constants on every path to it. */
static bool decided(const struct bpf_insn *in, struct kstate k)
{
	if (BPF_OP(in->code) == 0xe0)	/* may_goto */
		return false;
	return (k.regs >> in->dst_reg & 1) &&
		(BPF_SRC(in->code) == BPF_K || (k.regs >> in->src_reg & 1));
}

/* lim[i]: where the string loop holding instruction i ends (the target of
 * its may_goto), n + 1 outside loops. */
static long *loop_ends(const struct bpf_insn *insns, size_t n)
{
	long *lim = sd_xmalloc((n + 1) * sizeof(*lim));

	for (size_t i = 0; i <= n; i++)
		lim[i] = (long)n + 1;
	for (size_t h = 0; h < n; h++) {
		if (insns[h].code != (BPF_JMP | 0xe0))
			continue;
		long end = (long)h + 1 + insns[h].off;
		for (long j = (long)h + 1; j < end && j < (long)n; j++)
			lim[j] = lim[j] < end ? lim[j] : end;
	}
	return lim;
}

/* d[i] (the longest path's count, -1: not reached) and kn[i] (the
 * constants known, merged over the paths in) before the walk: nothing is
 * known at the start or at a loop's head. */
static void init_states(const struct bpf_insn *insns, size_t n, long *d,
			struct kstate *kn)
{
	for (size_t i = 0; i <= n; i++) {
		d[i] = -1;
		kn[i] = KNOWN_ALL;
	}
	for (size_t i = 0; i < n; i++) {
		long fall, jump;
		succs(insns, i, &fall, &jump);
		if (jump >= 0 && jump <= (long)i)
			kn[jump] = (struct kstate){ 0, 0xffff, 0 };
	}
	d[0] = 0;
	kn[0] = (struct kstate){ 0, 0, 0 };
}

/* The verifier explores a program depth first, the fall-through of each
 * conditional jump first, and keeps the jump's other side on a stack until
 * the path it follows reaches an exit: it refuses a program once that
 * stack passes BPF_COMPLEXITY_LIMIT_JMP_SEQ states ("The sequence of 8193
 * jumps is too complex"). The most such a path can stack: the longest
 * path from the start counting the fall-throughs of the conditional jumps
 * the verifier cannot decide (those comparing registers that hold a
 * constant on every path to them, such as a 0 or 1 just set by both arms
 * of a comparison, or a flag kept in a stack slot, it decides). A string
 * loop's may_goto is the other way round: the verifier goes on past the
 * loop first and keeps its body for later, when the paths leaving the body
 * meet states it has seen (pruned): a loop counts one, its body's jumps
 * only inside it. */
size_t cg_max_pending(const struct bpf_insn *insns, size_t n)
{
	long *d = sd_xmalloc((n + 1) * sizeof(*d)), *lim = loop_ends(insns, n);
	struct kstate *kn = sd_xmalloc((n + 1) * sizeof(*kn));
	size_t most = 0;

	init_states(insns, n, d, kn);
	for (size_t i = 0; i < n; i++) {
		long fall, jump;
		if (d[i] < 0)
			continue;
		bool cond = succs(insns, i, &fall, &jump) && !decided(&insns[i], kn[i]);
		bool may_goto = insns[i].code == (BPF_JMP | 0xe0);
		struct kstate out = track_consts(&insns[i], kn[i]);
		long vf = d[i] + (cond && !may_goto), vj = d[i] + may_goto;
		if (fall > (long)i && fall <= (long)n && fall < lim[i]) {
			d[fall] = d[fall] < vf ? vf : d[fall];
			kn[fall] = kmerge(kn[fall], out);
		}
		if (jump > (long)i && jump <= (long)n && (jump < lim[i] || may_goto)) {
			d[jump] = d[jump] < vj ? vj : d[jump];
			kn[jump] = kmerge(kn[jump], out);
		}
		long top = vf > vj ? vf : vj;
		most = (size_t)top > most ? (size_t)top : most;
	}
	free(d);
	free(lim);
	free(kn);
	return most;
}
