/* cg.c - the code generator's driver and assembler.
 *
 * Layout of one generated program:
 *
 *	prologue:  save ctx; bail out unless tracing is active (not for
 *		   BEGIN/END/ERROR); find the scratch area
 *	clause 1:  [predicate -> clause end] [record header] statements
 *		   [ring buffer output] ; fault handler
 *	clause 2:  ...
 *	exit:	   r0 = 0; exit
 *	dt_error:  the ERROR clauses, a global function the fault handlers
 *		   call (gen_error_sub( )), when the program has any
 *
 * Jumps name symbolic labels; cg_resolve_jumps() (cg_relax.c) patches
 * their offsets (off = target - (pc + 1)) in a second pass, as an
 * assembler does. A probe's arguments are loaded by the instructions its
 * provider gives (prov/arg.c); all the state of one compile is in struct
 * cg (cg_int.h), none in statics.
 */
#include "cg.h"

#include <stdlib.h>
#include <string.h>

#include "cg_int.h"
#include "../base/arena.h"
#include "../base/opts.h"
#include "../base/xalloc.h"
#include "../kern/bpf.h"
#include "../kern/ktypes.h"

void cg_emit(struct cg *g, struct bpf_insn in)
{
	SD_ALLOC_GROW(g->insns, g->n + 1, g->cap);
	g->insns[g->n++] = in;
}

void cg_emit_ld64(struct cg *g, int reg, uint64_t v)
{
	cg_emit(g, LD_IMM64_LO(reg, v));
	cg_emit(g, LD_IMM64_HI(v));
}

void cg_emit_imm(struct cg *g, int reg, int64_t v)
{
	if (v >= INT32_MIN && v <= INT32_MAX)
		cg_emit(g, MOV64_IMM(reg, (int32_t)v));
	else
		cg_emit_ld64(g, reg, (uint64_t)v);
}

void cg_emit_map(struct cg *g, int reg, enum sd_map_role role, int idx,
		 bool value, uint32_t off)
{
	SD_ALLOC_GROW(g->relocs, g->nrelocs + 1, g->relcap);
	g->relocs[g->nrelocs++] = (struct sd_reloc){ (uint32_t)g->n, role, idx, value, off };
	cg_emit(g, LD_MAP_LO(reg, value ? BPF_PSEUDO_MAP_VALUE : BPF_PSEUDO_MAP_FD, 0));
	cg_emit(g, LD_MAP_HI(value ? off : 0));
}

void cg_emit_inner_map(struct cg *g, int reg, enum sd_map_role outer_role, int outer,
		       uint32_t oslot, int fail)
{
	uint32_t soff = cg_scratch(g, 8);

	cg_scratch_ptr(g, R2, soff);
	cg_emit(g, ST_IMM(BPF_W, R2, 0, (int32_t)oslot));
	cg_emit_map(g, R1, outer_role, outer, false, 0);
	cg_call(g, BPF_FUNC_map_lookup_elem);
	if (fail >= 0) {
		cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), fail);
	} else {
		int ok = cg_label(g);
		cg_jmp(g, JMP_IMM(BPF_JNE, R0, 0, 0), ok);
		cg_fault(g, SD_FAULT_ILLOP, -1);
		cg_place(g, ok);
	}
	if (reg != R0)
		cg_emit(g, MOV64_REG(reg, R0));
}

static void pdata_word(struct cg *g, int reg, uint32_t off)
{
	cg_emit(g, LDX(BPF_DW, reg, R10, SLOT_PDATA));
	cg_emit(g, LDX(BPF_W, reg, reg, (int16_t)off));
}

void cg_probe_id(struct cg *g, int reg)
{
	if (g->cookie)
		pdata_word(g, reg, 0);
	else
		cg_emit_ld64(g, reg, g->probe->id);
}

void cg_probe_epid(struct cg *g, int reg)
{
	if (g->cookie)
		pdata_word(g, reg, 4 + 4 * g->span);
	else
		cg_emit(g, MOV64_IMM(reg, (int32_t)g->ep->epid));
}

int cg_label(struct cg *g)
{
	size_t cap = (size_t)g->labcap;

	g->labels = sd_grow(g->labels, &cap, (size_t)g->nlabels + 1, sizeof(int));
	g->labcap = (int)cap;
	g->labels[g->nlabels] = -1;
	return g->nlabels++;
}

void cg_place(struct cg *g, int label)
{
	g->labels[label] = (int)g->n;
}

void cg_jmp(struct cg *g, struct bpf_insn in, int label)
{
	SD_ALLOC_GROW(g->fix, g->nfix + 1, g->fixcap);
	g->fix[g->nfix++] = (struct cg_fixup){ (uint32_t)g->n, label };
	cg_emit(g, in);
}

/* r = the task that stands for the current thread (prov.h: cur_task),
 * plus off. */
static void stand_in(struct cg *g, int r, long off)
{
	cg_emit(g, LDX(BPF_DW, r, R10, SLOT_CTX));
	cg_emit(g, LDX(BPF_DW, r, r, (int16_t)(8 * (g->args.cur_task - 1))));
	cg_emit(g, ALU64_IMM(BPF_ADD, r, (int32_t)off));
}

/* r0 = the 8 bytes at r3 (0 if unreadable), through slot. */
static void read8(struct cg *g, int slot)
{
	cg_emit(g, ST_IMM(BPF_DW, R10, slot, 0));
	cg_emit(g, MOV64_REG(R1, R10));
	cg_emit(g, ALU64_IMM(BPF_ADD, R1, slot));
	cg_emit(g, MOV64_IMM(R2, 8));
	cg_emit(g, CALL_HELPER(BPF_FUNC_probe_read_kernel));
	cg_emit(g, LDX(BPF_DW, R0, R10, slot));
}

/* The offset of member m of struct s when member next follows it 4
 * bytes on (pid, tgid: a read of 8 bytes gives the helper's tgid << 32
 * | pid), else -1. */
static long pair_off(const char *s, const char *m, const char *next)
{
	long o = sd_ktype_offset(s, m);

	return o >= 0 && sd_ktype_offset(s, next) == o + 4 ? o : -1;
}

/* A helper about the current task, for a probe whose event runs in
 * another thread's context for the thread it fires for (sched:::on-cpu
 * at sched_switch, for the next thread, as DTrace's fires in the next
 * thread's context): the same result read from that task. False when
 * helper is not one of those, or the kernel's types lack a member. */
static bool call_stand_in(struct cg *g, int helper)
{
	long o, u;

	switch (helper) {
	case BPF_FUNC_get_current_task:
		stand_in(g, R0, 0);
		return true;
	case BPF_FUNC_get_current_comm:	/* r1 = the buffer, r2 its size */
		if ((o = sd_ktype_offset("task_struct", "comm")) < 0)
			return false;
		stand_in(g, R3, o);
		cg_emit(g, CALL_HELPER(BPF_FUNC_probe_read_kernel));
		return true;
	case BPF_FUNC_get_current_pid_tgid:
		if ((o = pair_off("task_struct", "pid", "tgid")) < 0)
			return false;
		stand_in(g, R3, o);
		read8(g, cg_slot(g, 8));
		return true;
	case BPF_FUNC_get_current_uid_gid:	/* its cred's uid and gid */
		if ((o = sd_ktype_offset("task_struct", "cred")) < 0 ||
		    (u = pair_off("cred", "uid", "gid")) < 0)
			return false;
		int slot = cg_slot(g, 8);
		stand_in(g, R3, o);
		read8(g, slot);
		cg_emit(g, MOV64_REG(R3, R0));
		cg_emit(g, ALU64_IMM(BPF_ADD, R3, (int32_t)u));
		read8(g, slot);
		return true;
	default:
		return false;
	}
}

void cg_call(struct cg *g, int helper)
{
	if (g->args.cur_task && call_stand_in(g, helper))
		return;
	cg_emit(g, CALL_HELPER(helper));
}

/* An expression that needs more than the four callee-saved registers or
 * the 512 bytes of stack is refused as DTrace refuses one (D_NOREG), once
 * per clause; generation goes on with a register or slot reused, as the
 * program is never loaded. */
static void too_complex(struct cg *g, const char *what)
{
	struct sd_loc loc = g->clause ? g->clause->node->loc : (struct sd_loc){ 0 };

	if (g->too_complex == g->clause)
		return;
	g->too_complex = g->clause;
	sd_diag_error(&g->cu->diag, loc, D_NOREG, "insufficient %s to generate code: "
		      "an expression of this clause is too complex (split it with "
		      "clause-local variables)", what);
}

int cg_reg(struct cg *g)
{
	for (int r = R6; r <= R9; r++) {
		if (!g->busy[r]) {
			g->busy[r] = true;
			return r;
		}
	}
	too_complex(g, "registers");
	return R9;
}

void cg_free(struct cg *g, int reg)
{
	if (reg >= R6 && reg <= R9)
		g->busy[reg] = false;
}

int cg_nfree(const struct cg *g)
{
	int n = 0;

	for (int r = R6; r <= R9; r++)
		n += !g->busy[r];
	return n;
}

int cg_slot(struct cg *g, int bytes)
{
	int size = (int)SD_ALIGN((size_t)bytes, 8);

	if (-SLOT_FIRST + g->stack + size > STACK_LIMIT) {
		too_complex(g, "stack space");
		return -STACK_LIMIT;
	}
	g->stack += size;
	if (g->stack > g->stack_hw)
		g->stack_hw = g->stack;
	if (g->stack > g->stack_max)
		g->stack_max = g->stack;
	return SLOT_FIRST - g->stack + 8;
}

uint32_t cg_scratch(struct cg *g, uint32_t bytes)
{
	uint32_t off = g->scr;

	g->scr += (uint32_t)SD_ALIGN(bytes, 8);
	if (g->scr > g->img->scratch_size)
		g->img->scratch_size = g->scr;
	return off;
}

/* A pointer the verifier knows as one (into alloca()'s or copyin()'s
 * scratch memory, to a D variable) used as a number: it refuses any
 * arithmetic but + and - on it, so the value goes through scratch memory
 * and comes back a plain scalar (root may store a pointer in a map). */
void cg_scalarize(struct cg *g, int reg)
{
	uint32_t off = cg_scratch(g, 8);

	cg_scratch_ptr(g, R1, off);
	cg_emit(g, STX(BPF_DW, R1, reg, 0));
	cg_emit(g, LDX(BPF_DW, reg, R1, 0));
}

void cg_scratch_ptr(struct cg *g, int reg, uint32_t off)
{
	cg_emit(g, LDX(BPF_DW, reg, R10, SLOT_SCRATCH));
	if (off)
		cg_emit(g, ALU64_IMM(BPF_ADD, reg, (int32_t)off));
}

/* Past ZERO_STORES bytes, an area (a tuple key, a translated struct) is
 * zeroed by bpf_probe_read( ) from a block of zeros in the string table,
 * ZERO_BLOCK bytes a call, as DTrace's dt_cg_arglist( ) clears its tuple
 * area from the block dt_cg_zerosptr( ) points to: a store per 8 bytes
 * made a key of strings at the largest strsize cost 2,048 instructions a
 * member (18,432 for 9), so that a few dozen keyed statements passed the
 * kernel's million instructions. */
#define ZERO_STORES	128
#define ZERO_BLOCK	16384u

static void scratch_at(struct cg *g, int reg, uint32_t off, const void *arg)
{
	cg_scratch_ptr(g, reg, off);
}

void cg_zero_scratch(struct cg *g, uint32_t off, uint32_t size)
{
	cg_zero_area(g, off, size, scratch_at, NULL);
}

void cg_zero_area(struct cg *g, uint32_t off, uint32_t size, cg_area_at *at, const void *arg)
{
	const uint32_t reach = 32768;	/* a store's offset is 16 bits */

	if (size > ZERO_STORES) {
		uint32_t block = SD_MIN((uint32_t)SD_ALIGN(size, 8), ZERO_BLOCK);
		void *z = sd_xcalloc(1, block);
		uint32_t zoff = cg_strtab(g, z, block);

		free(z);
		for (uint32_t done = 0; done < size; done += block) {
			at(g, R1, off + done, arg);
			cg_emit(g, MOV64_IMM(R2, (int32_t)SD_MIN(block, size - done)));
			cg_emit_map(g, R3, SD_MAP_STRTAB, 0, true, zoff);
			cg_call(g, BPF_FUNC_probe_read);
		}
		return;
	}
	for (uint32_t done = 0; done < size; done += 8) {
		if (done % reach == 0)
			at(g, R1, off + done, arg);
		cg_emit(g, ST_IMM(BPF_DW, R1, (int16_t)(done % reach), 0));
	}
}

void cg_count_drop(struct cg *g, int kind)
{
	cg_emit_map(g, R1, SD_MAP_STATE, 0, true,
		    offsetof(struct sd_state, drops) + 8 * (uint32_t)kind);
	cg_emit(g, MOV64_IMM(R2, 1));
	cg_emit(g, XADD64(R1, R2, 0));
}

void cg_count_cpu(struct cg *g, int idx, uint32_t off)
{
	cg_emit(g, ALU64_IMM(BPF_AND, idx, SD_VT_CPUS - 1));
	cg_emit(g, ALU64_IMM(BPF_LSH, idx, 3));
	cg_emit_map(g, R1, SD_MAP_STATE, 0, true, off);
	cg_emit(g, ALU64_REG(BPF_ADD, R1, idx));
	cg_emit(g, MOV64_IMM(R2, 1));
	cg_emit(g, XADD64(R1, R2, 0));
}

void cg_pool_take(struct cg *g, uint32_t live, int ok)
{
	cg_emit_map(g, R1, SD_MAP_STATE, 0, true, live);
	cg_emit(g, MOV64_IMM(R2, 1));
	cg_emit(g, SD_INSN(BPF_STX | BPF_ATOMIC | BPF_DW, R1, R2, 0, BPF_ADD | BPF_FETCH));
	cg_emit(g, LDX(BPF_DW, R3, R1, 8));	/* the pool's size */
	cg_jmp(g, JMP_REG(BPF_JLT, R2, R3, 0), ok);
}

void cg_fault(struct cg *g, int code, int valreg)
{
	/* [SLOT_FAULT] = value; r0 = code | action << 8 travels in the slot
	 * below it, then jump to the clause's handler. */
	if (valreg >= 0)
		cg_emit(g, STX(BPF_DW, R10, valreg, SLOT_FAULT));
	else
		cg_emit(g, ST_IMM(BPF_DW, R10, SLOT_FAULT, 0));
	cg_emit(g, MOV64_IMM(R1, (int32_t)g->n));	/* the faulting pc */
	cg_emit(g, MOV64_IMM(R0, code | g->action << 8));
	g->fault_used = true;
	cg_jmp(g, JA(0), g->lbl_fault);
}

uint32_t cg_strtab(struct cg *g, const void *p, size_t n)
{
	struct sd_image *img = g->img;

	/* reuse an identical earlier entry */
	for (uint32_t off = 0; off + n <= img->strtab_size; off += 8)
		if (!memcmp(img->strtab + off, p, n))
			return off;
	uint32_t off = img->strtab_size;
	uint32_t size = (uint32_t)SD_ALIGN(n, 8);
	uint8_t *t = sd_xrealloc(img->strtab, off + size);
	memset(t + off, 0, size);
	memcpy(t + off, p, n);
	img->strtab = t;
	img->strtab_size = off + size;
	return off;
}

uint32_t cg_strconst(struct cg *g, const char *s, size_t len)
{
	size_t max = g->strsize - 1;
	char *buf = sd_xmalloc(len + 1);

	memcpy(buf, s, len);
	buf[len] = '\0';
	if (len > max)
		buf[max] = '\0';
	uint32_t off = cg_strtab(g, buf, (len > max ? max : len) + 1);
	free(buf);
	return off;
}

static struct sd_var_use *find_use(struct cg *g, const struct sd_var *v)
{
	for (size_t i = 0; i < g->nuses; i++)
		if (g->uses[i].var == v)
			return &g->uses[i];
	return NULL;
}

void cg_var_use(struct cg *g, const struct sd_var *v, bool mod)
{
	struct sd_var_use *u = find_use(g, v);

	if (!u) {
		SD_ALLOC_GROW(g->uses, g->nuses + 1, g->usecap);
		u = &g->uses[g->nuses++];
		*u = (struct sd_var_use){ .var = v, .from = (uint32_t)g->n };
	}
	u->ref = u->ref || !mod;
	u->mod = u->mod || mod;
	u->to = (uint32_t)g->n;
}

void cg_var_use_get(struct cg *g, const struct sd_var *v, bool *ref, bool *mod)
{
	const struct sd_var_use *u = find_use(g, v);

	*ref = u && u->ref;
	*mod = u && u->mod;
}

void cg_var_use_set(struct cg *g, const struct sd_var *v, bool ref, bool mod)
{
	struct sd_var_use *u = find_use(g, v);

	if (u) {
		u->ref = ref;
		u->mod = mod;
	}
}

/* Room for a provider's guard: a latent USDT probe's leaves out up to
 * SD_GUARD_PIDS processes, a few instructions each (prov/usdt.c). */
#define GUARD_MAX 32768

/* A derived probe's pre-condition (prov.h: guard): skip unless r0 != 0. */
static void guard(struct cg *g, int lbl_exit)
{
	struct bpf_insn *buf;
	size_t n;

	if (!g->probe->provider->guard)
		return;
	buf = sd_xmalloc(GUARD_MAX * sizeof(*buf));	/* the guard writes what it returns */
	n = g->probe->provider->guard(g->probe, buf, GUARD_MAX);
	if (n) {
		cg_emit(g, LDX(BPF_DW, R1, R10, SLOT_CTX));
		for (size_t i = 0; i < n; i++)
			cg_emit(g, buf[i]);
		cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), lbl_exit);
	}
	free(buf);
}

/* [dst] = the entry of map role whose key is at [key]; to lbl_exit when
 * there is none. */
static void lookup_to_slot(struct cg *g, enum sd_map_role role, int key, int dst,
			   int lbl_exit)
{
	cg_emit_map(g, R1, role, 0, false, 0);
	cg_emit(g, MOV64_REG(R2, R10));
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, key));
	cg_call(g, BPF_FUNC_map_lookup_elem);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), lbl_exit);
	cg_emit(g, STX(BPF_DW, R10, R0, dst));
}

/* The scratch and clause-local areas into their slots: this CPU's
 * entries of arrays (larger than a per-CPU value may be); to lbl if a
 * lookup fails. */
static void find_areas(struct cg *g, int lbl)
{
	cg_call(g, BPF_FUNC_get_smp_processor_id);
	cg_emit(g, STX(BPF_W, R10, R0, SLOT_FAULT));
	lookup_to_slot(g, SD_MAP_SCRATCH, SLOT_FAULT, SLOT_SCRATCH, lbl);
	if (g->img->this_size)
		lookup_to_slot(g, SD_MAP_THIS, SLOT_FAULT, SLOT_THIS, lbl);
	cg_emit(g, ST_IMM(BPF_W, R10, SLOT_FAULT, 0));
}

/* [SLOT_PDATA] = the probe's entry in the probe-data map, found by the
 * attachment's cookie (its probe ID). */
static void find_pdata(struct cg *g, int lbl_exit)
{
	cg_emit(g, LDX(BPF_DW, R1, R10, SLOT_CTX));
	cg_call(g, BPF_FUNC_get_attach_cookie);
	cg_emit(g, STX(BPF_W, R10, R0, SLOT_PDATA));
	lookup_to_slot(g, SD_MAP_PDATA, SLOT_PDATA, SLOT_PDATA, lbl_exit);
}

static void prologue(struct cg *g, int lbl_exit)
{
	const char *name = g->probe->name;
	bool special = !strcmp(g->probe->prov, "dtrace");

	cg_emit(g, STX(BPF_DW, R10, R1, SLOT_CTX));
	cg_emit(g, ST_IMM(BPF_DW, R10, SLOT_TS, 0));
	cg_emit(g, ST_IMM(BPF_DW, R10, SLOT_EXITED, 0));
	if (g->err_argv) {
		cg_emit(g, ST_IMM(BPF_DW, R10, SLOT_ERRARGV, 0));
		cg_emit(g, ST_IMM(BPF_DW, R10, g->err_argv, 0));
	}
	if (!special) {
		cg_emit_map(g, R1, SD_MAP_STATE, 0, true, 0);
		cg_emit(g, LDX(BPF_W, R2, R1, 0));
		cg_jmp(g, JMP_IMM(BPF_JNE, R2, SD_STATE_ACTIVE, 0), lbl_exit);
	}
	(void)name;
	if (!special && g->cu->opts->cpu >= 0) {	/* -xcpu: that CPU's firings */
		cg_call(g, BPF_FUNC_get_smp_processor_id);
		cg_jmp(g, JMP_IMM(BPF_JNE, R0, (int32_t)g->cu->opts->cpu, 0), lbl_exit);
	}
	guard(g, lbl_exit);
	if (g->cookie)
		find_pdata(g, lbl_exit);
	find_areas(g, lbl_exit);
}

static void gen_clause(struct cg *g, struct sd_clause *c, struct sd_epid_desc *ep);

/* Whether a clause of this probe runs after an exit() earlier in the
 * firing: END's do (its trampoline wants the draining state exit() sets),
 * and so do ERROR's (called with no activity check), as in DTrace. */
static bool after_exit_runs(const struct sd_probe *p)
{
	return !strcmp(p->prov, "dtrace") &&
	       (!strcmp(p->name, "END") || !strcmp(p->name, "ERROR"));
}

/* The ERROR clauses copied into a clause's fault handler, where the
 * ERROR function cannot serve (gen_probe( )), run right where the clause
 * faults (as DTrace fires ERROR inside the faulting firing): arg1 = probe
 * ID, arg2 = clause, arg3 = BPF pc (r8), arg4 = fault (in the fault record
 * at r7), arg5 = value; arg6..arg9 stay the faulting probe's, as DTrace's
 * dt_probe_error( ) (bpf/probe_error.c) sets only the first six of the
 * firing's argv. An exit() there stops the firing's later clauses;
 * a fault in an ERROR clause only ends it, unreported. */
static void inline_error(struct cg *g)
{
	/* the faulting clause's state, back once the ERROR clauses are in */
	const struct sd_probe *probe = g->probe;
	struct sd_clause *clause = g->clause;
	struct sd_epid_desc *ep0 = g->ep;
	int action = g->action, actno = g->actno, stack = g->stack;
	int lbl_end = g->lbl_end, lbl_fault = g->lbl_fault;
	uint32_t rec = g->rec, scr = g->scr;
	bool fault_used = g->fault_used, cookie = g->cookie;

	for (size_t e = 0; e < g->img->nepids; e++) {
		struct sd_epid_desc *ep = &g->img->epids[e];
		if (strcmp(ep->probe->prov, "dtrace") || strcmp(ep->probe->name, "ERROR"))
			continue;
		if (!g->err_args) {
			g->stack = g->stack0;	/* the faulting clause's slots are dead */
			int a = cg_slot(g, 56);
			cg_errno(g, R6);	/* the firing's, before err_args is set */
			cg_emit(g, STX(BPF_DW, R10, R6, a + 48));
			g->err_args = a;
			g->fault_probe = probe;
			cg_emit(g, ST_IMM(BPF_DW, R10, a, 0));
			cg_probe_id(g, R1);
			cg_emit(g, STX(BPF_DW, R10, R1, a + 8));
			cg_emit(g, ST_IMM(BPF_DW, R10, a + 16, ep0->dtidx));
			cg_emit(g, STX(BPF_DW, R10, R8, a + 24));
			cg_emit(g, LDX(BPF_W, R1, R7, 12));	/* the fault code */
			cg_emit(g, STX(BPF_DW, R10, R1, a + 32));
			/* the value as the record holds it: a number, where the
			 * fault slot may hold a pointer the verifier keeps */
			cg_emit(g, LDX(BPF_DW, R1, R7, 16));
			cg_emit(g, STX(BPF_DW, R10, R1, a + 40));
			g->probe = ep->probe;
			g->cookie = false;	/* ERROR's own values */
		}
		int base = g->stack;
		gen_clause(g, &g->cu->clauses[ep->clause], ep);
		g->stack = base;
	}
	g->probe = probe, g->clause = clause, g->ep = ep0;
	g->action = action, g->actno = actno, g->stack = stack;
	g->lbl_end = lbl_end, g->lbl_fault = lbl_fault;
	g->rec = rec, g->scr = scr, g->fault_used = fault_used;
	g->cookie = cookie;
	g->err_args = 0;
}

/* The fault handler's call of the program's ERROR function (gen_error_sub(
 * )): r1 = the probe ID, r2 = the faulting clause, r3 = the firing's errno,
 * r4 = its stamp (taken now if it was not: the ERROR clauses' strtok( ) and
 * the firing's later clauses see one firing); the fault's code, value and
 * pc are in the fault record. It returns 1 when an ERROR clause called
 * exit( ), which stops the firing's later clauses, and 2 when an ERROR
 * clause faulted, which leaves the firing's later clauses the ERROR
 * arguments (keep_err_argv( )). */
static void call_error(struct cg *g)
{
	int done = cg_label(g), kept = cg_label(g);

	/* the ERROR arguments an ERROR clause's fault leaves (keep_err_argv(
	 * )): r8 = pc, fault and clause packed, r9 = the value */
	cg_emit(g, ALU64_IMM(BPF_LSH, R8, 32));
	cg_emit(g, LDX(BPF_W, R9, R7, 12));
	cg_emit(g, ALU64_REG(BPF_OR, R8, R9));
	cg_emit(g, ALU64_IMM(BPF_OR, R8, (int32_t)(g->ep->dtidx << 8)));
	cg_emit(g, LDX(BPF_DW, R9, R7, 16));
	cg_errno(g, R6);
	cg_emit(g, LDX(BPF_DW, R0, R10, SLOT_TS));
	cg_emit(g, JMP_IMM(BPF_JNE, R0, 0, 2));
	cg_call(g, BPF_FUNC_ktime_get_ns);
	cg_emit(g, STX(BPF_DW, R10, R0, SLOT_TS));
	cg_emit(g, MOV64_REG(R4, R0));
	cg_emit(g, MOV64_REG(R3, R6));
	cg_emit(g, MOV64_IMM(R2, (int32_t)g->ep->dtidx));
	cg_probe_id(g, R1);
	cg_jmp(g, SD_INSN(BPF_JMP | BPF_CALL, 0, BPF_PSEUDO_CALL, 0, 0), g->lbl_errsub);
	g->err_called = true;
	cg_emit(g, MOV64_REG(R1, R0));
	cg_emit(g, ALU64_IMM(BPF_AND, R1, 2));
	cg_jmp(g, JMP_IMM(BPF_JEQ, R1, 0, 0), kept);
	if (g->err_argv) {
		cg_emit(g, STX(BPF_DW, R10, R8, SLOT_ERRARGV));
		cg_emit(g, STX(BPF_DW, R10, R9, g->err_argv));
	}
	cg_place(g, kept);
	cg_emit(g, ALU64_IMM(BPF_AND, R0, 1));
	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), done);
	cg_emit(g, ST_IMM(BPF_DW, R10, SLOT_EXITED, 1));
	cg_place(g, done);
}

/* The ERROR function: ERROR's clauses once, after the program's exit, in a
 * frame of their own, for every fault handler of the program to call (the
 * kernel checks a global function once, where inlined copies are checked
 * each: DTrace's ERROR program is one function too, dt_error( ), that
 * dt_probe_error( ) calls, bpf/probe_error.c). It finds the scratch and
 * clause-local areas again and lays out arg0 to arg5 and the errno as
 * inline_error( ) does, from call_error( )'s arguments and the fault
 * record. */
static void gen_error_sub(struct cg *g)
{
	int out = cg_label(g);

	cg_place(g, g->lbl_errsub);
	g->stack = g->stack0 = g->stack_hw = g->stack_max = 0;
	int a = cg_slot(g, 56);
	cg_emit(g, ST_IMM(BPF_DW, R10, a, 0));
	cg_emit(g, STX(BPF_DW, R10, R1, a + 8));
	cg_emit(g, STX(BPF_DW, R10, R2, a + 16));
	cg_emit(g, STX(BPF_DW, R10, R3, a + 48));
	cg_emit(g, STX(BPF_DW, R10, R4, SLOT_TS));
	cg_emit(g, ST_IMM(BPF_DW, R10, SLOT_EXITED, 0));
	cg_emit(g, ST_IMM(BPF_DW, R10, SLOT_ERRARGV, 0));
	find_areas(g, out);
	cg_scratch_ptr(g, R1, 0);
	cg_emit(g, LDX(BPF_W, R2, R1, 28));	/* the pc */
	cg_emit(g, STX(BPF_DW, R10, R2, a + 24));
	cg_emit(g, LDX(BPF_W, R2, R1, 12));	/* the fault code */
	cg_emit(g, STX(BPF_DW, R10, R2, a + 32));
	cg_emit(g, LDX(BPF_DW, R2, R1, 16));	/* the value */
	cg_emit(g, STX(BPF_DW, R10, R2, a + 40));
	g->err_args = a;
	g->fault_probe = g->probe;	/* arg6..arg9: the context, so copies */
	g->cookie = false;	/* ERROR's own values */
	g->in_errsub = true;
	for (size_t e = 0; e < g->img->nepids; e++) {
		struct sd_epid_desc *ep = &g->img->epids[e];
		if (strcmp(ep->probe->prov, "dtrace") || strcmp(ep->probe->name, "ERROR"))
			continue;
		g->probe = ep->probe;
		int base = g->stack;
		gen_clause(g, &g->cu->clauses[ep->clause], ep);
		g->stack = base;
	}
	g->in_errsub = false;
	cg_emit(g, LDX(BPF_DW, R0, R10, SLOT_EXITED));
	cg_emit(g, LDX(BPF_DW, R1, R10, SLOT_ERRARGV));
	cg_emit(g, JMP_IMM(BPF_JEQ, R1, 0, 1));
	cg_emit(g, ALU64_IMM(BPF_OR, R0, 2));
	cg_emit(g, EXIT_INSN());
	cg_place(g, out);
	cg_emit(g, MOV64_IMM(R0, 0));
	cg_emit(g, EXIT_INSN());
	g->err_args = 0;
}

/* The fault handler: turn the pending record into a fault record, which
 * the buffer may have no room for: a principal drop of the CPU, as the
 * record is DTrace's own ERROR clause's (dt_handle.c's _dt_errprog), whose
 * failed write dt_cg.c's epilogue counts in the CPU's buf_drops. In an
 * ERROR clause a fault only ends the clause, unreported: DTrace's ERROR
 * program has its call of dt_error( ) made a no-op (dt_bpf.c,
 * dt_bpf_reloc_error_prog( )), and its error line comes from the default
 * ERROR clause, which records the first fault's arguments. */
/* The bytes of a fault record written: as many as DTrace's ERROR clause
 * writes (its DBUF_DATA 16 bytes and five 8-byte values), so that the
 * record takes the room in the buffer DTrace's takes (8 + 56 bytes). */
#define FAULT_REC_OUT 56
_Static_assert(FAULT_REC_OUT >= sizeof(struct sd_fault_rec) + 8, "fault record");

/* A fault in an ERROR clause: DTrace's dt_probe_error( ) (bpf/probe_error.c)
 * saves the firing's argv in its one saved_argv before it sets the ERROR
 * arguments, and puts saved_argv back after; in an ERROR clause it runs
 * again (its call of dt_error( ) a no-op) and saves the ERROR arguments
 * there, so once the ERROR clauses are done the firing's later clauses
 * see arg0..arg5 as ERROR's: 0, the probe ID, the faulting clause, its
 * pc, the fault and its value. Here SLOT_ERRARGV keeps the clause, the
 * pc and the fault, and the err_argv slot the value (gen_arg( ) reads
 * them); in the ERROR function the flag goes back to call_error( ). */
static void keep_err_argv(struct cg *g)
{
	int a = g->err_args;

	if (g->in_errsub) {
		cg_emit(g, ST_IMM(BPF_DW, R10, SLOT_ERRARGV, 1));
		return;
	}
	if (!g->err_argv)
		return;
	cg_emit(g, LDX(BPF_DW, R1, R10, a + 24));	/* the pc */
	cg_emit(g, ALU64_IMM(BPF_LSH, R1, 32));
	cg_emit(g, LDX(BPF_DW, R2, R10, a + 16));	/* the clause */
	cg_emit(g, ALU64_IMM(BPF_LSH, R2, 8));
	cg_emit(g, ALU64_REG(BPF_OR, R1, R2));
	cg_emit(g, LDX(BPF_DW, R2, R10, a + 32));	/* the fault */
	cg_emit(g, ALU64_REG(BPF_OR, R1, R2));
	cg_emit(g, STX(BPF_DW, R10, R1, SLOT_ERRARGV));
	cg_emit(g, LDX(BPF_DW, R1, R10, a + 40));	/* the value */
	cg_emit(g, STX(BPF_DW, R10, R1, g->err_argv));
}

static void fault_handler(struct cg *g)
{
	cg_place(g, g->lbl_fault);
	if (g->err_args) {
		keep_err_argv(g);
		return;
	}
	cg_emit(g, MOV64_REG(R6, R0));		/* code | action << 8 */
	cg_emit(g, MOV64_REG(R8, R1));		/* pc */
	cg_scratch_ptr(g, R7, 0);
	cg_emit(g, ST_IMM(BPF_W, R7, 0, (int32_t)SD_EPID_FAULT));
	cg_call(g, BPF_FUNC_get_smp_processor_id);
	cg_emit(g, STX(BPF_W, R7, R0, 4));
	cg_probe_epid(g, R1);
	cg_emit(g, STX(BPF_W, R7, R1, 8));
	cg_emit(g, MOV64_REG(R1, R6));
	cg_emit(g, ALU64_IMM(BPF_AND, R1, 0xff));
	cg_emit(g, STX(BPF_W, R7, R1, 12));
	cg_emit(g, LDX(BPF_DW, R1, R10, SLOT_FAULT));
	cg_emit(g, STX(BPF_DW, R7, R1, 16));
	cg_emit(g, ALU64_IMM(BPF_RSH, R6, 8));
	cg_emit(g, STX(BPF_W, R7, R6, 24));
	cg_emit(g, STX(BPF_W, R7, R8, 28));
	cg_call(g, BPF_FUNC_ktime_get_ns);
	cg_emit(g, STX(BPF_DW, R7, R0, 32));
	cg_call(g, BPF_FUNC_get_current_pid_tgid);
	cg_emit(g, ALU64_IMM(BPF_RSH, R0, 32));
	cg_emit(g, STX(BPF_W, R7, R0, 40));
	int drop = cg_label(g), kept = cg_label(g);
	if (g->img->ring_model)
		cg_ring_reserve(g, (int32_t)SD_RING_BYTES(SD_DT_ERRPROG_RECLEN), drop);
	cg_emit_map(g, R1, SD_MAP_RINGBUF, 0, false, 0);
	cg_emit(g, MOV64_REG(R2, R7));
	cg_emit(g, ST_IMM(BPF_DW, R7, sizeof(struct sd_fault_rec), 0));
	cg_emit(g, MOV64_IMM(R3, FAULT_REC_OUT));
	cg_emit(g, MOV64_IMM(R4, 0));
	cg_call(g, BPF_FUNC_ringbuf_output);
	cg_jmp(g, JMP_IMM(BPF_JSGE, R0, 0, 0), kept);
	cg_place(g, drop);
	cg_emit(g, LDX(BPF_W, R3, R7, 4));	/* a drop of the CPU that faulted */
	cg_count_cpu(g, R3, offsetof(struct sd_state, cpu_drops));
	cg_place(g, kept);
	if (g->lbl_errsub >= 0)
		call_error(g);
	else
		inline_error(g);
}

static void gen_stmts(struct cg *g, struct sd_node *list);

static void gen_stmt(struct cg *g, struct sd_node *st)
{
	struct sd_node *e;
	int r, lelse, lend, stack;

	switch (st->kind) {
	case SD_N_EXPR_STMT:
		e = st->u.stmt.e;
		if (!e)
			return;
		g->action++;
		g->scr = cg_temps_start(g);	/* temporaries after the record */
		stack = g->stack;	/* stack temporaries live in one statement */
		if (e->kind == SD_N_CALL)
			cg_stmt_call(g, e);
		else if (e->sema && ((struct sd_ref *)e->sema)->kind == SD_REF_AGG &&
			 e->kind == SD_N_ASSIGN)
			cg_aggregate(g, e);
		else if (e->kind == SD_N_ASSIGN)
			cg_free(g, cg_assign(g, e));
		else
			cg_free(g, cg_expr(g, e));
		g->stack = stack;
		return;
	case SD_N_IF:
		g->scr = cg_temps_start(g);
		r = cg_expr(g, st->u.ifs.c);
		lelse = cg_label(g);
		lend = cg_label(g);
		cg_jmp(g, JMP_IMM(BPF_JEQ, r, 0, 0), lelse);
		cg_free(g, r);
		gen_stmts(g, st->u.ifs.then);
		cg_jmp(g, JA(0), lend);
		cg_place(g, lelse);
		gen_stmts(g, st->u.ifs.els);
		cg_place(g, lend);
		return;
	default:
		return;
	}
}

static void gen_stmts(struct cg *g, struct sd_node *list)
{
	for (struct sd_node *st = list; st; st = st->next)
		gen_stmt(g, st);
}

/* A point where the verifier surely keeps its state: it keeps one at a
 * place it may prune (a jump's target) only when the path went through 2
 * jumps and 8 instructions since the last it kept (is_state_visited( )),
 * so CG_SETTLE jumps to the next instruction make it keep one by their
 * end. cg_max_pending( ) knows such a point by these jumps. They are
 * gotol +0, as every goto +0 becomes (cg_relax.c keep_nops( )). */
static void settle(struct cg *g)
{
	for (int i = 0; i < CG_SETTLE; i++)
		cg_emit(g, GOTOL(0));
}

/* The stack temporaries above g->stack are dead: zeroed, their values
 * depend on the path taken (faulted, predicate false, which if/else arm,
 * which ?: arm...), so that the verifier's states there are equal whatever
 * the path, and it prunes the later paths (then settle( )). */
static void zero_temps(struct cg *g)
{
	for (int off = g->stack; off < g->stack_hw; off += 8)
		cg_emit(g, ST_IMM(BPF_DW, R10, (int16_t)(SLOT_FIRST - off), 0));
}

/* A predicate the parser folded to 0: DTrace's clause branches past its
 * body on a constant, so the kernel's verifier, which follows only the
 * branch a known value takes, never checks the body, and what it would
 * refuse there (g->refused) does not stop the program loading. */
static bool pred_false(const struct sd_node *pred)
{
	return pred && pred->kind == SD_N_INT && pred->u.ival.v == 0;
}

/* A clause's statements; in a long clause, between two of them the
 * temporaries are zeroed and the verifier keeps its state (settle( )): the
 * paths through one statement meet there, and it checks the rest once. */
static void gen_body(struct cg *g, struct sd_node *list)
{
	size_t n = 0;

	for (struct sd_node *st = list; st; st = st->next)
		n++;
	for (struct sd_node *st = list; st; st = st->next) {
		gen_stmt(g, st);
		if (n >= CG_LONG_CLAUSE && st->next) {
			zero_temps(g);
			settle(g);
		}
	}
}

static void gen_clause(struct cg *g, struct sd_clause *c, struct sd_epid_desc *ep)
{
	struct sd_node *cl = c->node;

	g->clause = c;
	g->ep = ep;
	g->action = 0;
	g->actno = 0;
	g->fault_used = false;
	g->dt_off = DT_DBUF_DATA;
	g->spec_seen = false;
	cg_layout(g, ep);
	if (ep->size > g->img->scratch_size)
		g->img->scratch_size = ep->size;
	g->lbl_end = cg_label(g);
	g->lbl_fault = cg_label(g);
	g->scr = cg_ts_cell(g);
	cg_scratch_ptr(g, R1, cg_scratch(g, 8));
	cg_emit(g, ST_IMM(BPF_DW, R1, 0, 0));
	if (!after_exit_runs(g->probe)) {
		cg_emit(g, LDX(BPF_DW, R1, R10, SLOT_EXITED));
		cg_jmp(g, JMP_IMM(BPF_JNE, R1, 0, 0), g->lbl_end);
	}
	if (g->cu->alloca_off && !g->err_args)	/* ERROR's clauses go on from */
		cg_alloca_reset(g);		/* the faulting clause's top */
	if (cl->u.clause.pred) {
		int r = cg_expr(g, cl->u.clause.pred);
		cg_jmp(g, JMP_IMM(BPF_JEQ, r, 0, 0), g->lbl_end);
		cg_free(g, r);
	}
	if (ep->has_data)
		cg_record_hdr(g);
	const char *refused = g->refused;
	gen_body(g, cl->u.clause.stmts);
	if (pred_false(cl->u.clause.pred))
		g->refused = refused;
	ep->dt_size = g->dt_off;
	if (ep->has_data)
		cg_record_out(g);
	if (g->fault_used) {
		cg_jmp(g, JA(0), g->lbl_end);
		fault_handler(g);
	}
	cg_place(g, g->lbl_end);
	g->stack = g->stack0;
}

/* Between two clauses of a probe, the first's temporaries and its fault
 * slot are zeroed: without this the verifier checked each later clause
 * once per path of every earlier one (quadratic in the clauses; 10
 * clauses of 10 cleanpath( ) passed its million instructions). */
static void forget_temps(struct cg *g)
{
	g->stack = g->stack0;
	zero_temps(g);
	cg_emit(g, ST_IMM(BPF_DW, R10, SLOT_FAULT, 0));
	settle(g);
}

static void finish(struct cg *g, struct sd_bpf_prog *p)
{
	cg_resolve_jumps(g);
	p->insns = sd_arena_alloc(&g->img->arena, g->n * sizeof(*p->insns));
	memcpy(p->insns, g->insns, g->n * sizeof(*p->insns));
	p->ninsns = g->n;
	p->relocs = sd_arena_alloc(&g->img->arena, (g->nrelocs + 1) * sizeof(*p->relocs));
	if (g->nrelocs)	/* g->relocs may be NULL */
		memcpy(p->relocs, g->relocs, g->nrelocs * sizeof(*p->relocs));
	p->nrelocs = g->nrelocs;
	p->vars = sd_arena_alloc(&g->img->arena, (g->nuses + 1) * sizeof(*p->vars));
	if (g->nuses)
		memcpy(p->vars, g->uses, g->nuses * sizeof(*p->vars));
	p->nvars = g->nuses;
	g->nuses = 0;
	g->n = g->nrelocs = g->nfix = 0;
	g->nlabels = 0;
}

/* The per-CPU scratch area (strings, keys, records) and the clause-local
 * area are one array entry per CPU each: one larger than they hold is
 * refused here, naming strsize, which sizes most of it (or scratchsize, as
 * the alloca( ) area in the clause-local area is twice scratchsize). */
static void check_scratch(struct cg *g)
{
	uint32_t need = g->img->scratch_size;
	struct sd_loc loc = { 0 };

	if (sd_diag_nerrors(&g->cu->diag))
		return;
	if (g->img->this_size > SD_BPF_THIS_MAX && g->cu->alloca_off) {
		sd_diag_error(&g->cu->diag, loc, D_NOREG, "the clause-local variables and the "
			      "alloca( ) area (twice scratchsize) need %u bytes with scratchsize "
			      "%llu and strsize %u; sonda holds at most %u: use a smaller "
			      "scratchsize", g->img->this_size,
			      (unsigned long long)g->cu->opts->scratchsize - 8, g->strsize - 1,
			      SD_BPF_THIS_MAX);
		return;
	}
	if (g->img->this_size > SD_BPF_THIS_MAX) {
		sd_diag_error(&g->cu->diag, loc, D_NOREG, "the clause-local variables need %u "
			      "bytes with strsize %u; sonda holds at most %u: use fewer "
			      "clause-local strings or a smaller strsize", g->img->this_size,
			      g->strsize - 1, SD_BPF_THIS_MAX);
		return;
	}
	if (need <= SD_BPF_SCRATCH_MAX)
		return;
	sd_diag_error(&g->cu->diag, loc, D_NOREG, "the program needs %u bytes of per-CPU "
		      "scratch space with strsize %u; sonda holds at most %u: use a "
		      "smaller strsize", need, g->strsize - 1, SD_BPF_SCRATCH_MAX);
}

/* The distinct maps the program so far uses. */
static int maps_used(const struct cg *g)
{
	int n = 0;

	for (size_t i = 0; i < g->nrelocs; i++) {
		size_t j = 0;
		while (j < i && (g->relocs[j].role != g->relocs[i].role ||
				 g->relocs[j].idx != g->relocs[i].idx))
			j++;
		n += j == i;
	}
	return n;
}

/* A clause that takes its probe's program past the kernel's maps per
 * program is refused here, not by the verifier. Aggregations and dynamic
 * variables share maps so that none does (cg_maps.c cg_fit_maps( )): this
 * is a guard. */
static void check_maps(struct cg *g, const struct sd_clause *c, int *reported)
{
	int n = maps_used(g);

	if (n <= SD_BPF_MAX_USED_MAPS || *reported)
		return;
	*reported = 1;
	sd_diag_error(&g->cu->diag, c->node->loc, D_NOREG, "the program for probe %s:%s:%s:%s "
		      "would use %d maps: the kernel allows at most %d in one program",
		      g->probe->prov, g->probe->mod, g->probe->func, g->probe->name, n,
		      SD_BPF_MAX_USED_MAPS);
}

/* A clause that takes its probe's program past the kernel's instruction
 * limit is refused here, not by the kernel; generation stops, so a huge
 * clause is refused as soon as it is generated. */
static bool check_insns(struct cg *g, const struct sd_clause *c, size_t n)
{
	if (n <= SD_BPF_MAX_INSNS)
		return true;
	sd_diag_error(&g->cu->diag, c->node->loc, D_NOREG, "the program for probe %s:%s:%s:%s "
		      "would have %zu instructions: the kernel allows at most %u in one "
		      "program (split the clause or shorten its expressions)",
		      g->probe->prov, g->probe->mod, g->probe->func, g->probe->name, n,
		      SD_BPF_MAX_INSNS);
	return false;
}

/* A program whose paths cg_max_pending( )'s search could not step through
 * within the million instructions the verifier processes (less what its
 * count may miss: CG_MAX_STEPS) is refused here, not by the kernel ("BPF
 * program is too large", E2BIG, after it worked a minute: 540 ustack( )s
 * in a clause, 600 clauses of 5 index( )es). DTrace has no such check: its
 * dt_bpf_load_prog( ) reports the kernel's refusal. */
static void check_steps(struct cg *g, const struct sd_clause *c, long steps)
{
	if (steps <= (long)CG_MAX_STEPS)
		return;
	sd_diag_error(&g->cu->diag, c->node->loc, D_NOREG, "the program for probe %s:%s:%s:%s "
		      "would take the kernel's verifier past the %u instructions it processes "
		      "in one program (split the clause or move some of it to another probe)",
		      g->probe->prov, g->probe->mod, g->probe->func, g->probe->name,
		      SD_BPF_MAX_INSNS);
}

/* A program whose paths the verifier cannot follow (too many conditional
 * jumps on one of them: cg_max_pending()) is refused here, not by the
 * kernel. */
static void check_pending(struct cg *g, const struct sd_clause *c,
			  struct sd_bpf_prog *p)
{
	size_t sub = p->err_sub;
	bool all = g->cu->opts->dump & (SD_DUMP_VERIFIER | SD_DUMP_STEPS);
	long steps, sub_steps;
	size_t n = cg_max_pending(p->insns, sub ? sub : p->ninsns, &steps, all);

	if (sub) {	/* a global function: checked alone, counted with it */
		n = SD_MAX(n, cg_max_pending(p->insns + sub, p->ninsns - sub, &sub_steps,
					     all));
		if (steps >= 0)
			steps += sub_steps >= 0 ? sub_steps : (long)(p->ninsns - sub);
	}
	p->steps = steps;
	if (n <= SD_BPF_MAX_PENDING || steps > (long)CG_MAX_STEPS) {
		check_steps(g, c, steps);	/* a search given up: the walk's n */
		return;
	}
	sd_diag_error(&g->cu->diag, c->node->loc, D_NOREG, "the program for probe %s:%s:%s:%s "
		      "would have %zu conditional jumps on one path: the kernel's verifier "
		      "follows at most %u (split the clause or shorten its expressions)",
		      g->probe->prov, g->probe->mod, g->probe->func, g->probe->name, n,
		      SD_BPF_MAX_PENDING);
}

/* Where the program's ERROR function begins (the target of its calls),
 * 0: it has none. */
static uint32_t err_sub_start(const struct sd_bpf_prog *p)
{
	for (size_t i = 0; i < p->ninsns; i++)
		if (p->insns[i].code == (BPF_JMP | BPF_CALL) &&
		    p->insns[i].src_reg == BPF_PSEUDO_CALL)
			return (uint32_t)((int64_t)i + 1 + p->insns[i].imm);
	return 0;
}

/* The stack bytes instructions [from, to) reach below r10, as the verifier
 * counts a frame's (rounded up to 32): accesses at r10 + off and pointers
 * r10 + imm; at least used (the slots cg_slot( ) gave). */
static int frame_depth(const struct bpf_insn *in, size_t from, size_t to, int used)
{
	int low = -used;

	for (size_t i = from; i < to; i++) {
		int cls = BPF_CLASS(in[i].code), off = 0;
		if (cls == BPF_LDX && in[i].src_reg == R10)
			off = in[i].off;
		else if ((cls == BPF_ST || cls == BPF_STX) && in[i].dst_reg == R10)
			off = in[i].off;
		else if (i > from && in[i].code == (BPF_ALU64 | BPF_ADD | BPF_K) &&
			 in[i - 1].code == (BPF_ALU64 | BPF_MOV | BPF_X) &&
			 in[i - 1].src_reg == R10 && in[i - 1].dst_reg == in[i].dst_reg)
			off = in[i].imm;
		low = off < low ? off : low;
	}
	return (int)SD_ALIGN((size_t)-low, 32);
}

/* Whether the ERROR function can stand alone: it does not read the
 * context (only the firing's frame has it: stack( ), uregs[], arg6 ...),
 * and the firing's frame and its own fit the kernel's 512 bytes together. */
static bool err_sub_fits(const struct cg *g, const struct sd_bpf_prog *p)
{
	size_t sub = p->err_sub;

	for (size_t i = sub; i < p->ninsns; i++)
		if (BPF_CLASS(p->insns[i].code) == BPF_LDX && p->insns[i].src_reg == R10 &&
		    p->insns[i].off == SLOT_CTX)
			return false;
	return frame_depth(p->insns, 0, sub, -SLOT_FIRST + g->stack_main) +
	       frame_depth(p->insns, sub, p->ninsns, -SLOT_FIRST + g->stack_max) <=
	       STACK_LIMIT;
}

/* Whether the program has ERROR clauses. */
static bool has_error_clauses(const struct cg *g)
{
	for (size_t e = 0; e < g->img->nepids; e++) {
		const struct sd_probe *q = g->img->epids[e].probe;
		if (!strcmp(q->prov, "dtrace") && !strcmp(q->name, "ERROR"))
			return true;
	}
	return false;
}

/* The program of probe p: the clause of each of its n enablings (EPIDs
 * eps, in EPID order: clauses in program order, a clause once for each
 * of its descriptions that matched p); with call, the ERROR clauses as a
 * function after it (gen_error_sub( )). */
static void gen_probe_once(struct cg *g, const struct sd_probe *p, struct sd_bpf_prog *out,
			   const uint32_t *eps, size_t n, bool call)
{
	sd_probe_get_args(p, &g->args);
	g->probe = p;
	g->cookie = g->img->pdata.size && p->provider->by_cookie;
	g->stack = g->stack0 = g->cookie ? 8 : 0;	/* SLOT_PDATA */
	g->err_argv = 0;
	if (g->has_err && (strcmp(p->prov, "dtrace") || strcmp(p->name, "ERROR"))) {
		g->stack = g->stack0 += 8;
		g->err_argv = SLOT_FIRST - g->stack0 + 8;
	}
	if (g->cookie && p->provider->pdata_arg_insns) {
		g->args.pdata_slot = SLOT_PDATA;
		g->args.pdata_args = g->img->pdata.args;
	}
	memset(g->busy, 0, sizeof(g->busy));
	g->lbl_errsub = call ? cg_label(g) : -1;
	g->stack_max = 0;
	g->err_called = false;
	int lbl_exit = cg_label(g);
	prologue(g, lbl_exit);
	int reported = 0;
	const struct sd_clause *last = NULL;
	out->nspans = 0;
	out->destructive = false;
	g->refused = NULL;
	for (size_t k = 0; k < n; k++) {
		struct sd_epid_desc *ep = &g->img->epids[eps[k] - 1];
		struct sd_clause *c = &g->cu->clauses[ep->clause];
		struct sd_clause_span *sp = &out->spans[out->nspans++];
		sp->clause = c;
		sp->from = (uint32_t)g->n;
		sp->epid = eps[k];
		sp->pdesc = ep->pdesc;
		sp->dtidx = ep->dtidx;
		out->destructive |= c->destructive;
		g->span = (uint32_t)out->nspans - 1;
		g->stack_hw = g->stack0;
		gen_clause(g, c, ep);
		if (k + 1 < n)
			forget_temps(g);
		sp->to = (uint32_t)g->n;
		check_maps(g, c, &reported);
		last = c;
		if (!check_insns(g, last, g->n))
			break;
	}
	out->cookie = g->cookie;
	out->refused = g->refused;
	cg_place(g, lbl_exit);
	cg_emit(g, MOV64_IMM(R0, 0));
	cg_emit(g, EXIT_INSN());
	g->stack_main = g->stack_max;
	if (g->err_called)
		gen_error_sub(g);
	out->probe = p;
	out->prog_type = sd_ctx_prog_type(g->args.ctx);
	g->spans = out->spans;
	g->nspans = out->nspans;
	finish(g, out);
	g->spans = NULL;
	g->nspans = 0;
	out->err_sub = err_sub_start(out);
	out->steps = -1;
	if (last && !sd_diag_nerrors(&g->cu->diag) && check_insns(g, last, out->ninsns))
		check_pending(g, last, out);	/* long jumps added some */
}

/* Whether the program's ERROR clauses are inlined in its fault handlers:
 * in the ERROR program itself (never loaded), and in the programs of types
 * other than the four whose global functions were seen to load (fentry's,
 * for fbt, carry the traced function's BTF, and could not be tried). A
 * program with no fault handler has nothing to call. */
static bool inline_errors(const struct cg *g, const struct sd_probe *p)
{
	struct sd_probe_args a;

	if (!strcmp(p->prov, "dtrace") && !strcmp(p->name, "ERROR"))
		return true;
	sd_probe_get_args(p, &a);
	switch (sd_ctx_prog_type(a.ctx)) {
	case BPF_PROG_TYPE_RAW_TRACEPOINT: case BPF_PROG_TYPE_TRACEPOINT:
	case BPF_PROG_TYPE_KPROBE: case BPF_PROG_TYPE_PERF_EVENT:
		break;
	default:
		return true;
	}
	return !g->has_err;
}

/* The program of probe p (gen_probe_once( )): its fault handlers call the
 * ERROR function, unless that function needs what only the firing's frame
 * holds (its context) or the two frames together pass the kernel's 512
 * bytes of stack; then the ERROR clauses are inlined in each handler, as
 * the program is generated again. */
static int gen_probe(struct cg *g, const struct sd_probe *p, struct sd_bpf_prog *out,
		     const uint32_t *eps, size_t n)
{
	size_t nerr = sd_diag_nerrors(&g->cu->diag);

	out->spans = sd_arena_alloc(&g->img->arena, (n + 1) * sizeof(*out->spans));
	gen_probe_once(g, p, out, eps, n, !inline_errors(g, p));
	if (out->err_sub && !err_sub_fits(g, out) && sd_diag_nerrors(&g->cu->diag) == nerr)
		gen_probe_once(g, p, out, eps, n, false);
	return 0;
}

static int cmp_probe(const void *a, const void *b)
{
	const struct sd_probe *x = *(const struct sd_probe *const *)a;
	const struct sd_probe *y = *(const struct sd_probe *const *)b;

	return x->id < y->id ? -1 : x->id > y->id;
}

/* Numbers every (clause, probe) enabling; returns the distinct probes. */
static size_t number_epids(struct cg *g, const struct sd_probe ***probes)
{
	struct sd_cu *cu = g->cu;
	size_t total = 0, np = 0;

	for (size_t i = 0; i < cu->nclauses; i++)
		total += cu->clauses[i].nprobes;
	g->img->epids = sd_arena_alloc(&g->img->arena, (total + 1) * sizeof(*g->img->epids));
	const struct sd_probe **v = sd_arena_alloc(cu->arena, (total + 1) * sizeof(*v));
	for (size_t i = 0; i < cu->nclauses; i++) {
		for (size_t j = 0; j < cu->clauses[i].nprobes; j++) {
			struct sd_epid_desc *e = &g->img->epids[g->img->nepids];
			e->epid = (uint32_t)++g->img->nepids;
			e->probe = cu->clauses[i].probes[j];
			e->clause = (int)i;
			e->dtidx = cu->clauses[i].dtidx + cu->clauses[i].pdesc[j];
			e->pdesc = cu->clauses[i].pdesc[j];
			e->has_data = cu->clauses[i].has_data;
			v[np++] = e->probe;
		}
	}
	/* sorted, then each once (3,600 probes: no quadratic search) */
	qsort(v, np, sizeof(*v), cmp_probe);
	size_t u = 0, run = 0;
	g->max_eps = 0;
	for (size_t k = 0; k < np; k++) {
		run = k && v[k - 1] == v[k] ? run + 1 : 1;
		g->max_eps = SD_MAX(g->max_eps, run);
		if (!u || v[u - 1] != v[k])
			v[u++] = v[k];
	}
	*probes = v;
	return u;
}

/* The EPIDs' indexes ordered by their probe's ID (then EPID), so that
 * each probe's enablings are found in one walk. */
struct epid_ref { uint32_t probe, e; };

static int cmp_epid_ref(const void *a, const void *b)
{
	const struct epid_ref *x = a, *y = b;

	if (x->probe != y->probe)
		return x->probe < y->probe ? -1 : 1;
	return x->e < y->e ? -1 : x->e > y->e;
}

static struct epid_ref *epids_by_probe(const struct sd_image *img)
{
	struct epid_ref *v = sd_xcalloc(img->nepids + 1, sizeof(*v));

	for (size_t e = 0; e < img->nepids; e++)
		v[e] = (struct epid_ref){ img->epids[e].probe->id, (uint32_t)e };
	qsort(v, img->nepids, sizeof(*v), cmp_epid_ref);
	return v;
}

/* The probe-data entries' layout (image.h) for the probes in cookie mode:
 * room for an EPID per clause and for the longest of each name. */
static void pdata_layout(struct cg *g, const struct sd_probe **probes, size_t np)
{
	struct sd_pdata_layout *l = &g->img->pdata;
	size_t len[4] = { 0 };
	bool dyn = false;

	for (size_t i = 0; i < np; i++) {
		const struct sd_probe *p = probes[i];
		const char *s[4] = { p->prov, p->mod, p->func, p->name };

		if (!p->provider->by_cookie)
			continue;
		dyn |= p->provider->pdata_arg_insns != NULL;
		for (int k = 0; k < 4; k++)
			len[k] = SD_MAX(len[k], SD_MAX(strlen(s[k]),
						       dyn ? (size_t)SD_PDATA_STR_MIN : 0));
		l->nprobes++;
	}
	if (!l->nprobes)
		return;
	size_t off = SD_ALIGN(4 + 4 * g->max_eps, 8);
	if (dyn) {
		l->args = (uint32_t)off;
		off += SD_MAX_ARGS * SD_PDATA_ARG_SIZE;
	}
	for (int k = 0; k < 4; k++) {
		l->str[k] = (uint32_t)off;
		off += SD_ALIGN(len[k] + 1, 8);
	}
	l->size = (uint32_t)(off + g->strsize + 8);
}

int sd_cg(struct sd_cu *cu, struct sd_image *img)
{
	/* string buffers: strsize characters and the NUL */
	struct cg g = { .cu = cu, .img = img, .strsize = (uint32_t)cu->opts->strsize + 1 };
	const struct sd_probe **probes;

	memset(img, 0, sizeof(*img));
	/* a byte of slack after the last variable: a string read of strsize
	 * + 1 bytes from a string variable of strsize bytes stays inside */
	img->globals_size = (uint32_t)SD_ALIGN(cu->globals_size + 1, 8);
	img->gvars_size = cu->globals_size;
	img->naggs = cu->naggs;
	img->rec_ts = cu->opts->oformat == SD_OFORMAT_JSON;
	img->ring_model = cu->opts->set[SD_OPT_BUFSIZE];
	img->aggs = sd_arena_alloc(&img->arena, (cu->naggs + 1) * sizeof(*img->aggs));
	img->ndvars = cu->ndynvars;
	img->dvars = sd_arena_alloc(&img->arena, (cu->ndynvars + 1) * sizeof(*img->dvars));
	cg_fit_maps(&g);
	/* both sizes count the largest tuple of either */
	cg_agg_size(&g);
	cg_agg_descs(&g);
	cg_dvar_size(&g);
	/* the clause-local variables at DTrace's offsets (and a byte of
	 * slack), then alloca's, strtok's and translated structs' parts */
	g.this_base = cu->this_size ? (uint32_t)SD_ALIGN(cu->this_size + 1, 8) : 0;
	img->this_size = (uint32_t)SD_ALIGN(g.this_base + cu->this_extra, 8);
	size_t np = number_epids(&g, &probes);
	g.has_err = has_error_clauses(&g);
	pdata_layout(&g, probes, np);
	img->progs = sd_arena_alloc(&img->arena, (np + 1) * sizeof(*img->progs));
	uint32_t *eps = sd_xcalloc(img->nepids + 1, sizeof(*eps));
	struct epid_ref *by = epids_by_probe(img);
	for (size_t i = 0, e = 0; i < np; i++) {
		size_t n = 0;
		for (; e < img->nepids && by[e].probe == probes[i]->id; e++)
			eps[n++] = img->epids[by[e].e].epid;
		gen_probe(&g, probes[i], &img->progs[img->nprogs++], eps, n);
	}
	free(by);
	free(eps);
	free(g.insns);
	free(g.relocs);
	free(g.labels);
	free(g.fix);
	free(g.uses);
	/* slack: a string read of strsize bytes from any entry stays inside */
	static const uint8_t zeros[4096];
	img->strtab_size = (uint32_t)SD_ALIGN(img->strtab_size, 8);
	for (uint32_t left = g.strsize + 8; left; ) {
		uint32_t n = left < sizeof(zeros) ? left : sizeof(zeros);
		uint8_t *t = sd_xrealloc(img->strtab, img->strtab_size + n);
		memset(t + img->strtab_size, 0, n);
		img->strtab = t;
		img->strtab_size += n;
		left -= n;
	}
	if (img->scratch_size < 64)
		img->scratch_size = 64;
	check_scratch(&g);
	return sd_diag_nerrors(&cu->diag) ? -1 : 0;
}
