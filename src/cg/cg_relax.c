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
#include "../kern/bpf.h"

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

/* A call of a function of the program, or a gotol (their offsets in imm:
 * 32 bits). */
static bool off_in_imm(const struct bpf_insn *in)
{
	return (in->code == (BPF_JMP | BPF_CALL) && in->src_reg == BPF_PSEUDO_CALL) ||
	       in->code == (BPF_JMP32 | BPF_JA);
}

/* Points instruction in, a jump or a call of the program's function, off
 * instructions past the next one. */
static void set_off(struct bpf_insn *in, int off)
{
	if (off_in_imm(in))
		in->imm = off;
	else
		in->off = (int16_t)off;
}

/* Each instruction's original target (-1: not a jump). */
static int *targets(const struct cg *g)
{
	int *t = sd_xmalloc((g->n + 1) * sizeof(*t));

	for (size_t i = 0; i < g->n; i++)
		t[i] = !is_jump(&g->insns[i])	 ? -1 :
		       off_in_imm(&g->insns[i]) ? (int)i + 1 + g->insns[i].imm :
						   (int)i + 1 + g->insns[i].off;
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
		if (t[i] < 0 || kind[i] != FIT || off_in_imm(&g->insns[i]))
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
			*o = GOTOL(off);
		} else if (kind[i] == LONG_COND) {
			o[0].off = 1;
			o[1] = JA(1);
			o[2] = GOTOL(off - 2);
		} else {
			set_off(o, off);
		}
	}
	for (size_t i = 0; i < g->nrelocs; i++)
		g->relocs[i].insn = (uint32_t)pos[g->relocs[i].insn];
	for (size_t k = 0; k < g->nspans; k++) {
		g->spans[k].from = (uint32_t)pos[g->spans[k].from];
		g->spans[k].to = (uint32_t)pos[g->spans[k].to];
	}
	free(g->insns);
	g->insns = out;
	g->n = g->cap = n;
}

/* Each goto +0 becomes a gotol +0: the same to the verifier and the JIT,
 * but after checking, the verifier deletes each goto +0 on its own
 * (opt_remove_nops( )), moving all the code behind it; a long program
 * with thousands of them spent seconds there. */
static void keep_nops(struct cg *g)
{
	for (size_t i = 0; i < g->n; i++)
		if (g->insns[i].code == (BPF_JMP | BPF_JA) && !g->insns[i].off)
			g->insns[i] = GOTOL(0);
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
	keep_nops(g);
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
 * memory, may change any slot). And of pointers: the registers and 8-byte
 * slots holding one that cannot be NULL (the stack, a map value, a map
 * lookup's result past its test), which it never compares equal to 0, and
 * the registers holding a map lookup's result that may be NULL. */
struct kstate {
	uint16_t regs, sp, nn, mn;
	uint64_t slots, nnslots;
};

static const struct kstate KNOWN_ALL = { 0xffff, 0, 0xffff, 0, ~0ull, ~0ull };

static struct kstate kmerge(struct kstate a, struct kstate b)
{
	return (struct kstate){ a.regs & b.regs, a.sp | b.sp, a.nn & b.nn, a.mn | b.mn,
				a.slots & b.slots, a.nnslots & b.nnslots };
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
	bool src_nn = (k.nn & src) != 0;
	/* a pointer moved, or moved by a number, stays one */
	bool keep_nn = BPF_CLASS(in->code) == BPF_ALU64 &&
		       (mov ? !imm && src_nn :
			(BPF_OP(in->code) == BPF_ADD && (imm || !src_nn)) ||
			(BPF_OP(in->code) == BPF_SUB && imm)) &&
		       (mov || (k.nn & dst));

	k.nn = (uint16_t)(keep_nn ? k.nn | dst : k.nn & ~dst);
	k.mn &= (uint16_t)~dst;
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

/* A store to the stack: the slot it fills holds a constant (c) or a
 * pointer that is not NULL (nn), or nothing known; a store through a
 * pointer that may reach the stack (or a part of a slot) forgets them. */
static struct kstate store_consts(const struct bpf_insn *in, struct kstate k)
{
	int cls = BPF_CLASS(in->code);
	uint16_t dst = (uint16_t)(1u << in->dst_reg);
	uint64_t bit = in->dst_reg == 10 ? slot_bit(in->off) : 0;
	bool dw = BPF_SIZE(in->code) == BPF_DW && BPF_MODE(in->code) == BPF_MEM;
	bool c = dw && (cls == BPF_ST || (k.regs >> in->src_reg & 1));
	bool nn = dw && cls == BPF_STX && (k.nn >> in->src_reg & 1);

	if (in->dst_reg == 10 && bit) {
		k.slots = c ? k.slots | bit : k.slots & ~bit;
		k.nnslots = nn ? k.nnslots | bit : k.nnslots & ~bit;
	} else if (in->dst_reg == 10 || (k.sp & dst)) {
		k.slots = 0;
		k.nnslots = 0;
	}
	return k;
}

/* A load: a register filled from a slot holding a constant or a pointer
 * keeps it; ld_imm64 of a number is a constant, of a map or a map value a
 * pointer that is not NULL. */
static struct kstate load_consts(const struct bpf_insn *in, struct kstate k)
{
	uint16_t dst = (uint16_t)(1u << in->dst_reg);
	bool c, nn;

	if (BPF_CLASS(in->code) == BPF_LDX) {
		uint64_t bit = in->src_reg == 10 && BPF_SIZE(in->code) == BPF_DW ?
			       slot_bit(in->off) : 0;
		c = (k.slots & bit) != 0;
		nn = (k.nnslots & bit) != 0;
	} else {
		c = !in->src_reg;
		nn = in->src_reg == BPF_PSEUDO_MAP_FD || in->src_reg == BPF_PSEUDO_MAP_VALUE;
	}
	k.regs = (uint16_t)(c ? k.regs | dst : k.regs & ~dst);
	k.nn = (uint16_t)(nn ? k.nn | dst : k.nn & ~dst);
	k.sp &= (uint16_t)~dst;
	k.mn &= (uint16_t)~dst;
	return k;
}

/* The register an atomic instruction writes: r0 for cmpxchg (the old
 * value), its source for the other fetching ones; none (0) for the rest. */
static uint16_t atomic_def(const struct bpf_insn *in)
{
	if (BPF_CLASS(in->code) != BPF_STX || BPF_MODE(in->code) != BPF_ATOMIC ||
	    !(in->imm & BPF_FETCH))
		return 0;
	return (uint16_t)(in->imm == BPF_CMPXCHG ? 1u : 1u << in->src_reg);
}

/* k without what it knew of the registers regs. */
static struct kstate forget(struct kstate k, uint16_t regs)
{
	k.regs &= (uint16_t)~regs;
	k.sp &= (uint16_t)~regs;
	k.nn &= (uint16_t)~regs;
	k.mn &= (uint16_t)~regs;
	return k;
}

/* The constants known after instruction in, given k before it. */
static struct kstate track_consts(const struct bpf_insn *in, struct kstate k)
{
	int cls = BPF_CLASS(in->code), op = BPF_OP(in->code);

	if (cls == BPF_ALU64 || cls == BPF_ALU)
		return alu_consts(in, k);
	if (cls == BPF_LDX || cls == BPF_LD)
		return load_consts(in, k);
	if (cls == BPF_ST || cls == BPF_STX)
		return forget(store_consts(in, k), atomic_def(in));
	if ((cls == BPF_JMP || cls == BPF_JMP32) && op == BPF_CALL) {
		if (writes_memory(in->imm) && (k.sp & 0x3e)) {
			k.slots = 0;
			k.nnslots = 0;
		}
		k.regs &= (uint16_t)~0x3fu;	/* r0-r5 */
		k.sp &= (uint16_t)~0x3fu;
		k.nn &= (uint16_t)~0x3fu;
		k.mn &= (uint16_t)~0x3fu;
		if (in->src_reg == 0 && in->imm == BPF_FUNC_map_lookup_elem)
			k.mn |= 1;
	}
	return k;
}

/* A test of a map lookup's result against 0: on the side where it is not
 * 0 it is a pointer that cannot be NULL. */
static void refine(const struct bpf_insn *in, struct kstate *fall, struct kstate *jump)
{
	uint16_t dst = (uint16_t)(1u << in->dst_reg);
	int op = BPF_OP(in->code);

	if (BPF_CLASS(in->code) != BPF_JMP || BPF_SRC(in->code) != BPF_K || in->imm ||
	    !(fall->mn & dst) || (op != BPF_JEQ && op != BPF_JNE))
		return;
	struct kstate *k = op == BPF_JEQ ? fall : jump;
	k->nn |= dst;
	k->mn &= (uint16_t)~dst;
}

/* Whether the verifier knows which way conditional jump in goes: it
 * compares registers that hold constants on every path to it. */
static bool decided(const struct bpf_insn *in, struct kstate k)
{
	if (BPF_OP(in->code) == 0xe0)	/* may_goto */
		return false;
	if (BPF_CLASS(in->code) == BPF_JMP && BPF_SRC(in->code) == BPF_K && !in->imm &&
	    (BPF_OP(in->code) == BPF_JEQ || BPF_OP(in->code) == BPF_JNE) &&
	    (k.nn >> in->dst_reg & 1))
		return true;	/* a pointer that cannot be NULL against NULL */
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

/* The walk over a program: d[i] (the longest path's count, -1: not
 * reached), kn[i] (what is known, merged over the paths in), lim (the
 * loops' ends, loop_ends( )) and, at a loop's head h, head[h]: the
 * pointers known not to be NULL on every path in and the registers that
 * may point into the stack on one, back edges included. */
struct pwalk {
	const struct bpf_insn *insns;
	size_t n;
	long *d, *lim;
	struct kstate *kn, *head;
};

/* Before a walk: nothing is known at the start; at a loop's head no
 * constant (the verifier's states there are many), and the pointers of
 * head[]. */
static void init_states(struct pwalk *w)
{
	for (size_t i = 0; i <= w->n; i++) {
		w->d[i] = -1;
		w->kn[i] = KNOWN_ALL;
	}
	for (size_t i = 0; i < w->n; i++) {
		long fall, jump;
		succs(w->insns, i, &fall, &jump);
		if (jump >= 0 && jump <= (long)i)
			w->kn[jump] = (struct kstate){ 0, w->head[jump].sp, w->head[jump].nn, 0,
						       0, w->head[jump].nnslots };
	}
	w->d[0] = 0;
	w->kn[0] = (struct kstate){ 0, 0, 0, 0, 0, 0 };
}

/* One walk, forward edges only: the most pending jumps on a path. */
static size_t walk(struct pwalk *w)
{
	const struct bpf_insn *insns = w->insns;
	long *d = w->d, *lim = w->lim, n = (long)w->n;
	struct kstate *kn = w->kn;
	size_t most = 0;

	init_states(w);
	for (long i = 0; i < n; i++) {
		long fall, jump;
		if (d[i] < 0)
			continue;
		bool cond = succs(insns, (size_t)i, &fall, &jump) && !decided(&insns[i], kn[i]);
		bool may_goto = insns[i].code == (BPF_JMP | 0xe0);
		struct kstate out = track_consts(&insns[i], kn[i]), outj = out;
		refine(&insns[i], &out, &outj);
		long vf = d[i] + (cond && !may_goto), vj = d[i] + may_goto;
		if (fall > i && fall <= n && fall < lim[i]) {
			d[fall] = d[fall] < vf ? vf : d[fall];
			kn[fall] = kmerge(kn[fall], out);
		}
		if (jump > i && jump <= n && (jump < lim[i] || may_goto)) {
			d[jump] = d[jump] < vj ? vj : d[jump];
			kn[jump] = kmerge(kn[jump], outj);
		}
		long top = vf > vj ? vf : vj;
		most = (size_t)top > most ? (size_t)top : most;
	}
	return most;
}

/* After a walk: each loop's head keeps only the pointers its back edges
 * bring too, and takes their registers that may point into the stack;
 * whether any head changed (then the walk is made again: the heads only
 * lose what they know, so this ends). */
static bool narrow_heads(struct pwalk *w)
{
	bool changed = false;

	for (size_t i = 0; i < w->n; i++) {
		long fall, jump;
		succs(w->insns, i, &fall, &jump);
		if (jump < 0 || jump > (long)i)
			continue;
		struct kstate *h = &w->head[jump], out = w->d[i] < 0 ? KNOWN_ALL :
			track_consts(&w->insns[i], w->kn[i]);
		struct kstate m = kmerge(*h, out);
		if (m.sp != h->sp || m.nn != h->nn || m.nnslots != h->nnslots)
			changed = true;
		*h = m;
	}
	return changed;
}

/* The verifier's own order, to find what it keeps pending when its paths
 * first reach each clause's start: a walk of its depth-first search (the
 * fall-through of an undecided jump first, the other side on a stack; a
 * may_goto's loop body kept for later) with the values it knows for sure:
 * constants in registers and 8-byte stack slots, the pointers kn[] knows
 * are not NULL. Between two clauses the clause's temporaries are cleared
 * (cg.c forget_temps( )), so a later path reaching a clause's start is
 * pruned there by the state the first one left, once all that followed
 * it was explored (which the stack's order makes so), unless the slots
 * that outlive a clause (the exit flag, the firing's stamp) differ: each
 * of their values is a path of its own. */
struct sval {
	bool known;
	uint64_t v;
};

struct sstate {
	long pc, from;		/* where it is, where it came from */
	uint16_t sp;		/* registers that may point into the stack */
	struct sval r[11], s[64];
	struct kstate k;	/* the pointers this path knows are not NULL */
};

/* Before an instruction: the registers whose value may be read after it
 * (regs), and the registers and 8-byte stack slots whose value may decide
 * a conditional jump after it (dregs, dslots). */
struct slive {
	uint16_t regs, dregs;
	uint64_t dslots;
};

struct seen {
	uint64_t h;		/* a state's hash (0: free) */
	long rise;		/* the most jumps its paths stacked, up to the
				   next settled point, past those pending when
				   it was met (-1: not all explored yet) */
};

/* A state met whose paths are being explored (the search's stack keeps
 * jumps pending past depth), or a settled point passed (bar): the states
 * met before it do not count what follows it. */
struct sopen {
	uint64_t h;
	long depth, peak;	/* the jumps pending when met, the most since */
	bool bar;
};

/* The jumps and instructions the verifier's walk passes through between
 * two states it keeps (is_state_visited( ): 2 and 8). */
struct skeep {
	long jmps, insns;
};

struct ssearch {
	const struct pwalk *w;
	const bool *bound;	/* a settled point (settled( )) */
	const bool *prune;	/* where the verifier may prune: a conditional
				   jump, a jump's target */
	const struct slive *live;	/* before each instruction (live( )) */
	struct sstate *stack;
	size_t depth, cap, most;	/* most: the deepest the stack went */
	struct seen *seen;	/* the states met where the verifier may prune */
	size_t nseen, seencap;
	struct sopen *open;	/* those whose paths are explored, in order */
	size_t nopen, opencap;
	long steps;		/* instructions stepped through, one more for each
				   path pruned, as the verifier counts those it
				   processes (-1: the search gave up) */
	long jmps;		/* jumps stepped through */
	long kept_steps, kept_jmps;	/* both when it last kept a state */
	struct skeep keep;	/* how far apart it keeps states */
};

static struct sval sconst(uint64_t v)
{
	return (struct sval){ true, v };
}

static const struct sval SUNKNOWN = { false, 0 };

static bool alu_eval(const struct bpf_insn *in, uint64_t a, uint64_t b, uint64_t *out)
{
	bool is64 = BPF_CLASS(in->code) == BPF_ALU64;
	uint64_t m = is64 ? ~0ull : 0xffffffffull, sh = is64 ? 63 : 31;

	a &= m;
	b &= m;
	switch (BPF_OP(in->code)) {
	case BPF_ADD: *out = a + b; break;
	case BPF_SUB: *out = a - b; break;
	case BPF_MUL: *out = a * b; break;
	case BPF_OR: *out = a | b; break;
	case BPF_AND: *out = a & b; break;
	case BPF_XOR: *out = a ^ b; break;
	case BPF_LSH: *out = a << (b & sh); break;
	case BPF_RSH: *out = a >> (b & sh); break;
	case BPF_NEG: *out = -a; break;
	case BPF_MOV: *out = b; break;
	case BPF_ARSH:
		*out = is64 ? (uint64_t)((int64_t)a >> (b & sh)) :
			      (uint64_t)(uint32_t)((int32_t)(uint32_t)a >> (b & sh));
		break;
	case BPF_DIV: case BPF_MOD:
		if (in->off)	/* signed */
			return false;
		*out = BPF_OP(in->code) == BPF_DIV ? (b ? a / b : 0) : (b ? a % b : a);
		break;
	default:
		return false;
	}
	*out &= m;
	return true;
}

static void salu(const struct bpf_insn *in, struct sstate *st)
{
	struct sval *d = &st->r[in->dst_reg];
	bool imm = BPF_SRC(in->code) == BPF_K, is64 = BPF_CLASS(in->code) == BPF_ALU64;
	int op = BPF_OP(in->code);
	uint16_t dbit = (uint16_t)(1u << in->dst_reg);
	bool src_sp = !imm && ((st->sp >> in->src_reg & 1) || in->src_reg == 10);
	struct sval b = imm ? sconst((uint64_t)(int64_t)in->imm) : st->r[in->src_reg];
	bool mov = op == BPF_MOV && !in->off;
	uint64_t v;

	if (mov)
		st->sp = (uint16_t)((st->sp & ~dbit) | (src_sp ? dbit : 0));
	else if (src_sp)
		st->sp |= dbit;
	if (op == BPF_END || (op == BPF_MOV && in->off))
		*d = SUNKNOWN;
	else if (mov)
		*d = b.known ? sconst(is64 ? b.v : (uint32_t)b.v) : SUNKNOWN;
	else if (d->known && (b.known || op == BPF_NEG) && alu_eval(in, d->v, b.v, &v))
		*d = sconst(v);
	else
		*d = SUNKNOWN;
}

static int sslot(int off)
{
	return off > -8 || off < -512 || off % 8 ? -1 : -off / 8 - 1;
}

static void smem(const struct bpf_insn *in, struct sstate *st)
{
	int cls = BPF_CLASS(in->code), k;
	bool dw = BPF_SIZE(in->code) == BPF_DW && BPF_MODE(in->code) == BPF_MEM;
	uint16_t dbit = (uint16_t)(1u << in->dst_reg);

	if (cls == BPF_LDX) {
		k = in->src_reg == 10 && dw ? sslot(in->off) : -1;
		st->r[in->dst_reg] = k >= 0 ? st->s[k] : SUNKNOWN;
		st->sp &= (uint16_t)~dbit;
		return;
	}
	if (cls == BPF_LD) {	/* ld_imm64 */
		st->r[in->dst_reg] = in->src_reg ? SUNKNOWN :
			sconst((uint32_t)in[0].imm | (uint64_t)(uint32_t)in[1].imm << 32);
		st->sp &= (uint16_t)~dbit;
		return;
	}
	uint16_t adef = atomic_def(in);	/* what cmpxchg and fetch-and-op return */
	for (int r = 0; adef && r < 11; r++)
		if (adef >> r & 1) {
			st->r[r] = SUNKNOWN;
			st->sp &= (uint16_t)~(1u << r);
		}
	k = in->dst_reg == 10 ? sslot(in->off) : -1;
	if (k >= 0 && dw)
		st->s[k] = cls == BPF_ST ? sconst((uint64_t)(int64_t)in->imm) :
			   st->r[in->src_reg];
	else if (k >= 0)
		st->s[k] = SUNKNOWN;
	else if (in->dst_reg == 10 || (st->sp & dbit))
		for (k = 0; k < 64; k++)
			st->s[k] = SUNKNOWN;
}

static void scall(const struct bpf_insn *in, struct sstate *st)
{
	if ((in->src_reg || writes_memory(in->imm)) && (st->sp & 0x3e))
		for (int k = 0; k < 64; k++)
			st->s[k] = SUNKNOWN;
	for (int r = 0; r <= 5; r++)
		st->r[r] = SUNKNOWN;
	st->sp &= (uint16_t)~0x3fu;
}

/* Which way conditional jump in goes in st: 1 taken, 0 not, -1 either
 * (the verifier keeps one side pending), -2 it decides but st does not
 * know how (the search gives up). */
static int sbranch(const struct bpf_insn *in, const struct sstate *st, struct kstate k)
{
	struct sval a = st->r[in->dst_reg];
	struct sval b = BPF_SRC(in->code) == BPF_K ? sconst((uint64_t)(int64_t)in->imm) :
			st->r[in->src_reg];
	bool j32 = BPF_CLASS(in->code) == BPF_JMP32;
	int op = BPF_OP(in->code);

	if (!a.known || !b.known) {
		if (!decided(in, k))
			return -1;
		if (BPF_SRC(in->code) == BPF_K && !in->imm && !j32 &&
		    (op == BPF_JEQ || op == BPF_JNE) &&
		    (k.nn >> in->dst_reg & 1))
			return op == BPF_JNE;	/* a pointer that is not NULL */
		return -2;
	}
	uint64_t x = j32 ? (uint32_t)a.v : a.v, y = j32 ? (uint32_t)b.v : b.v;
	int64_t sx = j32 ? (int32_t)x : (int64_t)x, sy = j32 ? (int32_t)y : (int64_t)y;
	switch (op) {
	case BPF_JEQ: return x == y;
	case BPF_JNE: return x != y;
	case BPF_JGT: return x > y;
	case BPF_JGE: return x >= y;
	case BPF_JLT: return x < y;
	case BPF_JLE: return x <= y;
	case BPF_JSGT: return sx > sy;
	case BPF_JSGE: return sx >= sy;
	case BPF_JSLT: return sx < sy;
	case BPF_JSLE: return sx <= sy;
	case BPF_JSET: return (x & y) != 0;
	default: return -2;
	}
}

/* A state's hash, of what may change the way on from it: a value that
 * decides no jump after its instruction (l) counts as unknown, and so do
 * the pointers in registers dead there. */
static uint64_t shash(const struct sstate *st, const struct slive *l)
{
	uint64_t h = 1469598103934665603ull ^ (uint64_t)st->pc;
	const struct kstate *k = &st->k;
	uint16_t live = l->regs;

	for (int i = 0; i < 11 + 64; i++) {
		const struct sval *v = i < 11 ? &st->r[i] : &st->s[i - 11];
		bool known = v->known && (i < 11 ? (l->dregs >> i & 1) : (l->dslots >> (i - 11) & 1));
		h = (h ^ (known ? v->v * 2 + 1 : 0)) * 1099511628211ull;
	}
	h = (h ^ (st->sp & live)) * 1099511628211ull;
	h = (h ^ ((uint64_t)(k->nn & live) << 16 | (k->mn & live))) * 1099511628211ull;
	return (h ^ k->nnslots) * 1099511628211ull;
}

/* The entry of hash h in the states met (h 0: free). */
static struct seen *sfind(struct ssearch *ss, uint64_t h)
{
	if (ss->nseen * 2 >= ss->seencap) {
		size_t cap = ss->seencap ? ss->seencap * 2 : 1024;
		struct seen *t = sd_xcalloc(cap, sizeof(*t));
		for (size_t i = 0; i < ss->seencap; i++)
			for (size_t j = ss->seen[i].h % cap; ss->seen[i].h; j = (j + 1) % cap)
				if (!t[j].h) {
					t[j] = ss->seen[i];
					break;
				}
		free(ss->seen);
		ss->seen = t;
		ss->seencap = cap;
	}
	for (size_t j = h % ss->seencap;; j = (j + 1) % ss->seencap)
		if (ss->seen[j].h == h || !ss->seen[j].h)
			return &ss->seen[j];
}

/* The search's stack reached depth (or would, on a path pruned): the
 * deepest, and the most past the state met last. */
static void sreach(struct ssearch *ss, long depth)
{
	if (ss->nopen && ss->open[ss->nopen - 1].peak < depth)
		ss->open[ss->nopen - 1].peak = depth;
	if ((size_t)depth > ss->most)
		ss->most = (size_t)depth;
	if (ss->most > SD_BPF_MAX_PENDING)	/* past the kernel's: no need to go on */
		ss->steps = -1;
}

static void sopen(struct ssearch *ss, uint64_t h, long depth, bool bar)
{
	if (ss->nopen == ss->opencap) {
		ss->opencap = ss->opencap ? ss->opencap * 2 : 256;
		ss->open = sd_xrealloc(ss->open, ss->opencap * sizeof(*ss->open));
	}
	ss->open[ss->nopen++] = (struct sopen){ h, depth, depth, bar };
}

/* The stack fell to depth: the states met with more pending have all
 * their paths explored (the stack's order). */
static void sclose(struct ssearch *ss, long depth)
{
	while (ss->nopen && ss->open[ss->nopen - 1].depth > depth) {
		struct sopen o = ss->open[--ss->nopen];
		if (o.bar)
			continue;
		sfind(ss, o.h)->rise = o.peak - o.depth;
		if (ss->nopen && ss->open[ss->nopen - 1].peak < o.peak)
			ss->open[ss->nopen - 1].peak = o.peak;
	}
}

/* Whether the verifier keeps its state at pc, a point where it may prune,
 * when it meets none equal there (is_state_visited( )): at a may_goto
 * always (a checkpoint), elsewhere only past 2 jumps and 8 instructions
 * since the last it kept, counted over its whole walk, not per path. A
 * path meeting pc again later is not pruned there by a state it did not
 * keep: it is checked again, to the next state kept. */
static bool skeeps(const struct ssearch *ss, long pc)
{
	if (ss->bound[pc] || ss->w->insns[pc].code == (BPF_JMP | 0xe0))
		return true;
	return ss->jmps - ss->kept_jmps >= ss->keep.jmps &&
	       ss->steps - ss->kept_steps >= ss->keep.insns;
}

/* Whether the verifier's path st ends at a point where it may prune (a
 * conditional jump, a jump's target). At a settled point (cg.c settle( ))
 * it keeps the first state of each kind, and prunes the later ones there.
 * Elsewhere it keeps states now and then (skeeps( )) and compares them
 * its own way: a path meeting a state it kept, all its paths explored,
 * may go on the way that one went up to the next settled point, stacking
 * what it stacked there past the jumps pending now (rise), no more; its
 * path ends here for the search. A new state is noted, where the verifier
 * keeps it, and explored. */
static bool spruned(struct ssearch *ss, const struct sstate *st)
{
	uint64_t h = shash(st, &ss->live[st->pc]) | 1;
	struct seen *e = sfind(ss, h);
	long depth = (long)ss->depth;

	if (e->h && (ss->bound[st->pc] || e->rise >= 0)) {
		ss->steps++;	/* the verifier counts where it prunes */
		if (!ss->bound[st->pc])
			sreach(ss, depth + e->rise);
		return true;
	}
	if (e->h)	/* met on this path: a loop, explored on */
		return false;
	if (!skeeps(ss, st->pc))
		return false;
	ss->kept_steps = ss->steps;
	ss->kept_jmps = ss->jmps;
	*e = (struct seen){ h, ss->bound[st->pc] ? 0 : -1 };
	ss->nseen++;
	sopen(ss, h, depth, ss->bound[st->pc]);
	return false;
}

static void spush(struct ssearch *ss, const struct sstate *st, long pc)
{
	if (ss->depth == ss->cap) {
		ss->cap = ss->cap ? ss->cap * 2 : 256;
		ss->stack = sd_xrealloc(ss->stack, ss->cap * sizeof(*ss->stack));
	}
	ss->stack[ss->depth] = *st;
	ss->stack[ss->depth++].pc = pc;
	sreach(ss, (long)ss->depth);
}

/* One step of the search from st; false: the path ends. */
static bool sstep(struct ssearch *ss, struct sstate *st)
{
	const struct bpf_insn *in = &ss->w->insns[st->pc];
	long fall, jump, i = st->pc;
	int cls = BPF_CLASS(in->code);
	bool cond = succs(ss->w->insns, (size_t)i, &fall, &jump);

	st->from = i;
	if (cls == BPF_JMP || cls == BPF_JMP32)
		ss->jmps++;
	if (in->code == (BPF_JMP | 0xe0)) {	/* may_goto: the body later */
		spush(ss, st, fall);
		st->pc = jump;
		return ss->steps >= 0;
	}
	if (cond) {
		struct kstate kf = st->k, kj = st->k;
		int b = sbranch(in, st, st->k);
		if (b == -2)
			return ss->steps = -1, false;
		refine(in, &kf, &kj);
		st->k = kj;
		if (b < 0)
			spush(ss, st, jump);
		st->k = b == 1 ? kj : kf;
		st->pc = b == 1 ? jump : fall;
		return ss->steps >= 0;
	}
	st->k = track_consts(in, st->k);
	if (cls == BPF_ALU || cls == BPF_ALU64)
		salu(in, st);
	else if (cls == BPF_LD || cls == BPF_LDX || cls == BPF_ST || cls == BPF_STX)
		smem(in, st);
	else if (BPF_OP(in->code) == BPF_CALL)
		scall(in, st);
	st->pc = jump >= 0 ? jump : fall;
	return st->pc >= 0;
}

/* The arguments helper takes (its prototype in the kernel; 5 when not
 * known here). */
static int helper_args(int32_t helper)
{
	switch (helper) {
	case BPF_FUNC_ktime_get_ns: case BPF_FUNC_get_prandom_u32:
	case BPF_FUNC_get_smp_processor_id: case BPF_FUNC_get_current_pid_tgid:
	case BPF_FUNC_get_current_uid_gid: case BPF_FUNC_get_current_task:
	case BPF_FUNC_get_current_task_btf: case BPF_FUNC_get_current_cgroup_id:
		return 0;
	case BPF_FUNC_task_pt_regs: case BPF_FUNC_send_signal:
	case BPF_FUNC_get_attach_cookie:
		return 1;
	case BPF_FUNC_map_lookup_elem: case BPF_FUNC_map_delete_elem:
	case BPF_FUNC_get_current_comm: case BPF_FUNC_get_func_ret:
		return 2;
	case BPF_FUNC_probe_read: case BPF_FUNC_probe_read_str:
	case BPF_FUNC_probe_read_kernel: case BPF_FUNC_probe_read_kernel_str:
	case BPF_FUNC_probe_read_user: case BPF_FUNC_probe_read_user_str:
	case BPF_FUNC_copy_from_user: case BPF_FUNC_get_func_arg: case BPF_FUNC_tail_call:
		return 3;
	case BPF_FUNC_map_update_elem: case BPF_FUNC_ringbuf_output: case BPF_FUNC_get_stack:
		return 4;
	default:
		return 5;
	}
}

/* The registers instruction in reads (*use) and sets (*def), as the
 * verifier's liveness sees them: a call reads its arguments (a function of
 * the program r1-r5) and sets r0-r5, an exit reads r0, an atomic operation
 * is counted as reading r0 and its operands and setting nothing. */
static void uses(const struct bpf_insn *in, uint16_t *use, uint16_t *def)
{
	int cls = BPF_CLASS(in->code), op = BPF_OP(in->code);
	uint16_t dst = (uint16_t)(1u << in->dst_reg), src = (uint16_t)(1u << in->src_reg);
	bool x = BPF_SRC(in->code) == BPF_X;

	*use = *def = 0;
	if (cls == BPF_ALU || cls == BPF_ALU64) {
		*def = dst;
		*use = (uint16_t)((x ? src : 0) | (op == BPF_MOV ? 0 : dst));
	} else if (cls == BPF_LDX) {
		*def = dst;
		*use = src;
	} else if (cls == BPF_LD) {
		*def = BPF_MODE(in->code) == BPF_IMM ? dst : 0;
		*use = BPF_MODE(in->code) == BPF_IMM ? 0 : 0x3ff;
	} else if (cls == BPF_ST || cls == BPF_STX) {
		*use = (uint16_t)(dst | (cls == BPF_STX ? src : 0) |
				  (BPF_MODE(in->code) == BPF_ATOMIC ? 1 : 0));
		*def = atomic_def(in);
	} else if (op == BPF_CALL) {
		*use = (uint16_t)(((1u << (in->src_reg ? 5 : helper_args(in->imm))) - 1) << 1);
		*def = 0x3f;
	} else if (op == BPF_EXIT) {
		*use = 1;
	} else if (op != BPF_JA && op != 0xe0) {
		*use = (uint16_t)(dst | (x ? src : 0));
	}
}

/* The registers holding a size helper reads or writes: the verifier
 * checks it against the memory's bounds, so their values tell its states
 * apart as a jump's operands do (it marks them precise). */
static uint16_t size_args(int32_t helper)
{
	switch (helper) {
	case BPF_FUNC_probe_read: case BPF_FUNC_probe_read_str:
	case BPF_FUNC_probe_read_kernel: case BPF_FUNC_probe_read_kernel_str:
	case BPF_FUNC_probe_read_user: case BPF_FUNC_probe_read_user_str:
	case BPF_FUNC_copy_from_user: case BPF_FUNC_get_current_comm:
		return 1u << 2;
	case BPF_FUNC_ringbuf_output: case BPF_FUNC_get_stack: case BPF_FUNC_snprintf:
		return 1u << 3;
	default:
		return 0;
	}
}

/* What decides a jump before instruction in, given what does after it
 * (out): the operands of a conditional jump; through an operation, a move,
 * a load or a store, what its result is made of. A load through another
 * pointer than r10 may read any slot; a store of part of a slot makes its
 * value unknown to the search. */
static struct slive dlive(const struct bpf_insn *in, bool ptr, struct slive out)
{
	int cls = BPF_CLASS(in->code), op = BPF_OP(in->code);
	uint16_t dst = (uint16_t)(1u << in->dst_reg), src = (uint16_t)(1u << in->src_reg);
	bool x = BPF_SRC(in->code) == BPF_X, dw = BPF_SIZE(in->code) == BPF_DW &&
						BPF_MODE(in->code) == BPF_MEM;
	int k = in->dst_reg == 10 || in->src_reg == 10 ? sslot(in->off) : -1;
	uint64_t bit = k >= 0 ? 1ull << k : 0;
	bool used = out.dregs & dst;

	if (cls == BPF_ALU || cls == BPF_ALU64) {
		out.dregs &= (uint16_t)~dst;
		if (used)
			out.dregs |= (uint16_t)((x ? src : 0) | (op == BPF_MOV ? 0 : dst));
		if (ptr && x && (op == BPF_ADD || op == BPF_SUB))
			out.dregs |= src;	/* what moves a pointer */
	} else if (cls == BPF_LDX) {
		out.dregs &= (uint16_t)~dst;
		if (used && in->src_reg == 10)
			out.dslots |= dw ? bit : 0;
		else if (used)
			out.dslots = ~0ull;
	} else if (cls == BPF_LD) {
		out.dregs &= (uint16_t)~dst;
	} else if ((cls == BPF_ST || cls == BPF_STX) && in->dst_reg == 10 && bit) {
		bool read = out.dslots & bit;
		out.dslots &= ~bit;
		if (read && dw && cls == BPF_STX)
			out.dregs |= src;
	} else if ((cls == BPF_JMP || cls == BPF_JMP32) && op == BPF_CALL) {
		out.dregs &= (uint16_t)~0x3fu;
		out.dregs |= in->src_reg ? 0 : size_args(in->imm);
	} else if ((cls == BPF_JMP || cls == BPF_JMP32) && op != BPF_JA && op != BPF_EXIT &&
		   op != 0xe0) {
		out.dregs |= (uint16_t)(dst | (x ? src : 0));
	}
	return out;
}

/* live[i]: the registers live before instruction i, and what decides a
 * jump after it (backward passes made again until nothing changes, for
 * the loops' back edges). */
static struct slive *live(const struct bpf_insn *insns, size_t n, const struct kstate *kn)
{
	struct slive *l = sd_xcalloc(n + 2, sizeof(*l));
	bool changed = true;

	while (changed) {
		changed = false;
		for (size_t i = n; i-- > 0;) {
			long fall, jump;
			uint16_t use, def;
			struct slive out = { 0, 0, 0 };
			succs(insns, i, &fall, &jump);
			for (int e = 0; e < 2; e++) {
				long t = e ? jump : fall;
				if (t >= 0 && t <= (long)n) {
					out.regs |= l[t].regs;
					out.dregs |= l[t].dregs;
					out.dslots |= l[t].dslots;
				}
			}
			uses(&insns[i], &use, &def);
			bool ptr = BPF_CLASS(insns[i].code) == BPF_ALU64 &&
				   ((kn[i].nn | kn[i].sp) >> insns[i].dst_reg & 1);
			struct slive in = dlive(&insns[i], ptr, out);
			in.regs = (uint16_t)(use | (out.regs & ~def));
			changed |= in.regs != l[i].regs || in.dregs != l[i].dregs ||
				   in.dslots != l[i].dslots;
			l[i] = in;
		}
	}
	return l;
}

/* The search itself, from the program's start: false when it could not
 * tell (a jump decided on a value it does not have, past the kernel's
 * count, or past the million instructions the verifier processes: the
 * search steps through about as many as it, and the verifier refuses a
 * program past them). A string loop's body is explored from its head
 * once per state coming in from before it, not again from its own back
 * edge (its later turns stack no more: the verifier's states at its head
 * become equal). */
static bool explore(struct ssearch *ss)
{
	const struct pwalk *w = ss->w;
	long n = (long)w->n, budget = SD_BPF_MAX_INSNS;
	struct sstate st;

	memset(&st, 0, sizeof(st));
	st.from = -1;
	for (;;) {
		bool alive = st.pc >= 0 && st.pc < n;
		if (alive && w->insns[st.pc].code == (BPF_JMP | 0xe0))
			alive = st.from < st.pc;	/* not the loop's body again */
		if (alive && ss->prune[st.pc])
			alive = !spruned(ss, &st);
		if (alive && ++ss->steps <= budget && sstep(ss, &st))
			continue;
		if (ss->steps < 0 || ss->steps > budget)
			break;
		if (!ss->depth)
			break;
		st = ss->stack[--ss->depth];
		sclose(ss, (long)ss->depth);
	}
	return ss->steps >= 0 && ss->steps <= budget;
}

/* Whether insns[i] follows CG_SETTLE gotol +0: a point where the verifier
 * surely keeps its state (cg.c settle( )). */
static bool settled(const struct bpf_insn *insns, size_t i)
{
	if (i < CG_SETTLE)
		return false;
	for (size_t k = i - CG_SETTLE; k < i; k++)
		if (insns[k].code != (BPF_JMP32 | BPF_JA) || insns[k].off || insns[k].imm)
			return false;
	return true;
}

/* What the searches of w share: bound (a settled point, settled( )) and,
 * past it, prune (a conditional jump, a jump's target), w->n + 1 each. */
static bool *search_marks(const struct pwalk *w)
{
	bool *flags = sd_xcalloc(2 * (w->n + 1), 1), *bound = flags, *prune = flags + w->n + 1;

	for (size_t i = 0; i < w->n; i++) {
		long fall, jump;
		prune[i] |= succs(w->insns, i, &fall, &jump);
		if (jump >= 0 && jump <= (long)w->n)
			prune[jump] = true;
		bound[i] = settled(w->insns, i);
	}
	return flags;
}

/* The search over w, with the marks of search_marks( ) and the registers
 * live( ) found: in *most the deepest its stack went, in *steps the
 * instructions it stepped through (past SD_BPF_MAX_INSNS: it stopped
 * there; -1: it gave up for another reason); false: it could not tell. */
static bool search(const struct pwalk *w, const bool *marks, const struct slive *lv,
		   struct skeep keep, size_t *most, long *steps)
{
	struct ssearch ss = { .w = w, .bound = marks, .prune = marks + w->n + 1, .keep = keep,
			      .live = lv };

	bool ok = explore(&ss);
	*most = ss.most;
	*steps = ss.steps;
	free(ss.stack);
	free(ss.seen);
	free(ss.open);
	return ok;
}

/* The searches of w, one for each spacing of the states the verifier keeps
 * (KEEP[]): the verifier's own walk prunes where the search's does not
 * always (it compares states its own way), so the counts it passes
 * between two states it keeps drift from the search's, and where it keeps
 * the next one with them. The deepest stack and the most steps of them
 * stand (the kernel's count of processed instructions was within 5% of
 * that, or below it, in the programs measured, where the first search's
 * alone was up to 12% below). most: the walk's count, which stands when a
 * search could not tell; in *steps the search's steps. The marks and the
 * live registers do not depend on the spacing: made once for both. */
static size_t searches(const struct pwalk *w, size_t most, long *steps)
{
	static const struct skeep KEEP[] = { { 2, 8 }, { 2, 12 } };
	bool *marks = search_marks(w);
	struct slive *lv = live(w->insns, w->n, w->kn);
	size_t deepest = 0;

	for (size_t k = 0; k < SD_ARRAY_SIZE(KEEP); k++) {
		size_t d;
		long s;
		if (!search(w, marks, lv, KEEP[k], &d, &s)) {
			*steps = s;
			deepest = most;
			break;
		}
		deepest = SD_MAX(deepest, d);
		*steps = SD_MAX(*steps, s);
	}
	free(lv);
	free(marks);
	return SD_MIN(deepest, most);
}

/* The verifier explores a program depth first, the fall-through of each
 * conditional jump first, and keeps the jump's other side on a stack until
 * the path it follows reaches an exit: it refuses a program once that
 * stack passes BPF_COMPLEXITY_LIMIT_JMP_SEQ states ("The sequence of 8193
 * jumps is too complex"). The most such a path can stack, at most: the
 * longest path from the start counting the fall-throughs of the
 * conditional jumps the verifier cannot decide (those comparing registers
 * that hold a constant on every path to them, such as a 0 or 1 just set by
 * both arms of a comparison, or a flag kept in a stack slot, and those
 * comparing with NULL a pointer that cannot be NULL, such as the scratch
 * space's address kept in a stack slot, it decides). A string loop's
 * may_goto is the other way round: the verifier goes on past the loop
 * first and keeps its body for later, when the paths leaving the body meet
 * states it has seen (pruned): a loop counts one, its body's jumps only
 * inside it. What a loop's head knows of pointers takes its back edges in:
 * the walk is made again until the heads stay the same.
 *
 * Where that count passes the kernel's, the verifier's own exploration is
 * followed (search( )): in its order, with the constants and pointers
 * each path knows, each state met where it may prune explored once. It
 * prunes the paths that meet a state it keeps, but keeps one only now and
 * then (past 2 jumps and 8 instructions) and compares them its own way:
 * a later path may go on until the next point where it surely keeps one
 * (settled( ): between two clauses, and two statements of a long clause),
 * stacking past what it has pending what the first path there stacked.
 * The deepest the search's stack would go is the count (the kernel's real
 * depth, from level-2 logs: 7,234 for 7,543 counted in a clause of 900
 * statements, 1,402 and 2,802 for as many in clauses of 1,400 ?: nests,
 * 638 for 647 in 600 clauses of string functions, 664 for 682 in 600
 * others). The values that decide no jump after an instruction do not
 * tell states apart (live( )), save the sizes helpers are given and what
 * moves a pointer, which the verifier marks precise. The search counts
 * the instructions the verifier processes as it does (each stepped
 * through, and the last of each path pruned), keeping states where it
 * would (skeeps( )), made again with states kept further apart (searches( ))
 * since the verifier's counts drift from the search's; it gives up past
 * the verifier's million, and then the longest path's count stands: a
 * program the verifier would check too long is refused.
 *
 * A program of CG_SEARCH_FLOOR instructions or more is searched even when
 * its longest path stacks few jumps, for *steps: about the instructions
 * the verifier processes, which it refuses past SD_BPF_MAX_INSNS ("BPF
 * program is too large", E2BIG) however few it stacks (clauses of string
 * loops or user-stack walks, each processed several times over). */
size_t cg_max_pending(const struct bpf_insn *insns, size_t n, long *steps, bool all)
{
	struct pwalk w = { insns, n, sd_xmalloc((n + 1) * sizeof(long)), loop_ends(insns, n),
			   sd_xmalloc((n + 1) * sizeof(struct kstate)),
			   sd_xmalloc((n + 1) * sizeof(struct kstate)) };
	size_t most;

	for (size_t i = 0; i <= n; i++)
		w.head[i] = KNOWN_ALL;
	do
		most = walk(&w);
	while (narrow_heads(&w));
	*steps = -1;
	if (most > SD_BPF_MAX_PENDING || n >= CG_SEARCH_FLOOR || all)
		most = searches(&w, most, steps);
	free(w.d);
	free(w.lim);
	free(w.kn);
	free(w.head);
	return most;
}
