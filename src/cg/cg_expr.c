/* cg_expr.c - expressions to BPF.
 *
 * Every integer value lives in a register normalised to its D type: signed
 * types sign-extended to 64 bits, unsigned ones zero-extended, so 64-bit
 * compares and arithmetic give C's results once the result is normalised
 * again. A string value is a pointer to strsize bytes in a map value
 * (string table, globals or scratch); strings are copied only when stored.
 */
#include "cg_int.h"

#include <stdlib.h>
#include <string.h>

#include "../base/xalloc.h"
#include "../kern/ktypes.h"

void cg_normalize(struct cg *g, int reg, const struct sd_type *t)
{
	if (!t || t->kind != SD_T_INT || t->size >= 8)
		return;
	int bits = 64 - (int)t->size * 8;
	if (t->is_signed) {
		cg_emit(g, ALU64_IMM(BPF_LSH, reg, bits));
		cg_emit(g, ALU64_IMM(BPF_ARSH, reg, bits));
	} else if (t->size == 4) {
		cg_emit(g, MOV32_REG(reg, reg));
	} else {
		cg_emit(g, ALU64_IMM(BPF_AND, reg, t->size == 1 ? 0xff : 0xffff));
	}
}

/* probeprov, probemod, probefunc or probename (k = 0..3) of probe p */
static int str_builtin(struct cg *g, int k, const char *s)
{
	int r = cg_reg(g);

	if (g->cookie) {
		cg_emit(g, LDX(BPF_DW, r, R10, SLOT_PDATA));
		cg_emit(g, ALU64_IMM(BPF_ADD, r, (int32_t)g->img->pdata.str[k]));
		return r;
	}
	cg_emit_map(g, r, SD_MAP_STRTAB, 0, true, cg_strconst(g, s, strlen(s)));
	return r;
}

/* argN of the current probe into r: the provider's instructions
 * (prov/arg.c), or, in an ERROR clause inlined in a fault handler, the
 * arguments the handler saved (arg0..arg5) and the faulting probe's. */
static void gen_ctx_arg(struct cg *g, int r, int n)
{
	struct bpf_insn buf[SD_ARG_INSNS_MAX];
	int slot = SLOT_FIRST - g->stack;	/* what cg_slot(g, 8) gives next */
	bool slot_used;
	size_t k;

	if (g->err_args && n < 6) {
		cg_emit(g, LDX(BPF_DW, r, R10, g->err_args + 8 * n));
		return;
	}
	cg_emit(g, LDX(BPF_DW, R1, R10, SLOT_CTX));
	k = sd_probe_arg_insns(g->err_args ? g->fault_probe : g->probe, &g->args,
			       n, r, slot, buf, SD_ARRAY_SIZE(buf), &slot_used);
	if (slot_used && cg_slot(g, 8) != slot)
		SD_BUG("argument slot moved");
	for (size_t i = 0; i < k; i++)
		cg_emit(g, buf[i]);
}

/* argN, which after an ERROR clause faulted in this firing is the ERROR
 * firing's for n < 6 (cg.c keep_err_argv( ): SLOT_ERRARGV holds the pc,
 * the clause and the fault, the err_argv slot the value). */
static void gen_arg(struct cg *g, int r, int n)
{
	int own = cg_label(g), done = cg_label(g);

	if (g->err_args || !g->err_argv || n >= 6) {
		gen_ctx_arg(g, r, n);
		return;
	}
	cg_emit(g, LDX(BPF_DW, r, R10, SLOT_ERRARGV));
	cg_jmp(g, JMP_IMM(BPF_JEQ, r, 0, 0), own);
	switch (n) {
	case 0:
		cg_emit(g, MOV64_IMM(r, 0));
		break;
	case 1:
		cg_probe_id(g, r);
		break;
	case 2:
		cg_emit(g, ALU64_IMM(BPF_LSH, r, 32));
		cg_emit(g, ALU64_IMM(BPF_RSH, r, 40));
		break;
	case 3:
		cg_emit(g, ALU64_IMM(BPF_RSH, r, 32));
		break;
	case 4:
		cg_emit(g, ALU64_IMM(BPF_AND, r, 0xff));
		break;
	default:
		cg_emit(g, LDX(BPF_DW, r, R10, g->err_argv));
		break;
	}
	cg_jmp(g, JA(0), done);
	cg_place(g, own);
	gen_ctx_arg(g, r, n);
	cg_place(g, done);
}

/* Reads the kernel word of `size` bytes at r + off into r (0 when the
 * read faults). */
static void read_kernel_at(struct cg *g, int r, long off, int size)
{
	int slot = cg_slot(g, 8);

	cg_emit(g, ST_IMM(BPF_DW, R10, slot, 0));
	cg_emit(g, MOV64_REG(R3, r));
	cg_emit(g, ALU64_IMM(BPF_ADD, R3, (int32_t)off));
	cg_emit(g, MOV64_REG(R1, R10));
	cg_emit(g, ALU64_IMM(BPF_ADD, R1, slot));
	cg_emit(g, MOV64_IMM(R2, size));
	cg_call(g, BPF_FUNC_probe_read_kernel);
	cg_emit(g, LDX(sd_bpf_size(size), r, R10, slot));
}

/* r = *(size *)(task + off) for the current task, via probe_read. */
void cg_read_task(struct cg *g, int r, const char *path, int size)
{
	long off = sd_ktype_offset("task_struct", path);

	if (off < 0) {
		cg_emit(g, MOV64_IMM(r, 0));
		return;
	}
	cg_call(g, BPF_FUNC_get_current_task);
	cg_emit(g, MOV64_REG(r, R0));
	read_kernel_at(g, r, off, size);
}

static void gen_ppid(struct cg *g, int r)
{
	long off = sd_ktype_offset("task_struct", "tgid");

	cg_read_task(g, r, "real_parent", 8);
	if (off >= 0)
		read_kernel_at(g, r, off, 4);
}

/* r = timestamp: read once in a clause (its predicate too) and kept, as
 * DTrace for Linux's dt_get_bvar( ) keeps mst->tstamp, which each clause's
 * prologue clears (dt_cg_prologue( )): the clauses of one firing each take
 * their own. It is kept in scratch memory, as DTrace keeps it in its
 * machine state (a map value): the verifier links a value kept in a stack
 * slot with the registers read from it, so that each timestamp == N it
 * decides made the slot a constant of a path of its own to the program's
 * end (400 predicate terms (timestamp != N || strlen(execname) == N)
 * passed the million instructions it processes). */
static void gen_timestamp(struct cg *g, int r)
{
	uint32_t cell = cg_ts_cell(g);
	int done = cg_label(g);

	cg_scratch_ptr(g, r, cell);
	cg_emit(g, LDX(BPF_DW, r, r, 0));
	cg_jmp(g, JMP_IMM(BPF_JNE, r, 0, 0), done);
	cg_call(g, BPF_FUNC_ktime_get_ns);
	cg_scratch_ptr(g, r, cell);
	cg_emit(g, STX(BPF_DW, r, R0, 0));
	cg_emit(g, MOV64_REG(r, R0));
	cg_place(g, done);
}

/* r = the larger of r and the thread's last vtimestamp, which becomes r
 * (the VTIME map). The time since the scheduler last accounted is an
 * estimate: time the host took from this virtual CPU (steal) or an
 * interrupt took meanwhile is counted until the scheduler subtracts it,
 * so a later reading could be smaller; vtimestamp never goes back. */
static void vtime_monotonic(struct cg *g, int r)
{
	int s_key = cg_slot(g, 8), s_val = cg_slot(g, 8);
	int store = cg_label(g), done = cg_label(g);

	g->img->vtime = true;
	cg_emit(g, STX(BPF_DW, R10, r, s_val));
	cg_call(g, BPF_FUNC_get_current_pid_tgid);
	cg_emit(g, STX(BPF_DW, R10, R0, s_key));
	cg_emit_map(g, R1, SD_MAP_VTIME, 0, false, 0);
	cg_emit(g, MOV64_REG(R2, R10));
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, s_key));
	cg_call(g, BPF_FUNC_map_lookup_elem);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), store);
	cg_emit(g, LDX(BPF_DW, R1, R0, 0));
	cg_emit(g, JMP_REG(BPF_JGE, r, R1, 2));
	cg_emit(g, MOV64_REG(r, R1));
	cg_jmp(g, JA(0), done);
	cg_emit(g, STX(BPF_DW, R0, r, 0));
	cg_jmp(g, JA(0), done);
	cg_place(g, store);
	cg_emit_map(g, R1, SD_MAP_VTIME, 0, false, 0);
	cg_emit(g, MOV64_REG(R2, R10));
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, s_key));
	cg_emit(g, MOV64_REG(R3, R10));
	cg_emit(g, ALU64_IMM(BPF_ADD, R3, s_val));
	cg_emit(g, MOV64_IMM(R4, BPF_ANY));
	cg_call(g, BPF_FUNC_map_update_elem);
	cg_emit(g, LDX(BPF_DW, r, R10, s_val));
	cg_place(g, done);
}

/* vtimestamp: the thread's CPU time up to now. se.sum_exec_runtime only
 * moves when the scheduler accounts (ticks, switches), so the time since
 * se.exec_start is added. exec_start is on the run queue's task clock:
 * the scheduler clock (rq->clock) less the interrupt and steal time the
 * queue has seen (rq->clock - rq->clock_task). The scheduler clock's
 * offset from ktime is estimated per CPU as the largest rq->clock - ktime
 * seen there (a lower bound that only grows: the added time is never negative and
 * vtimestamp never goes back; a constant error cancels in differences,
 * which is how vtimestamp is used). Without those fields, the accounted
 * time alone. */
static void gen_vtimestamp(struct cg *g, int r)
{
	long o_crq = sd_ktype_offset("task_struct", "se.cfs_rq");
	long o_rq = sd_ktype_offset("cfs_rq", "rq");
	long o_clk = sd_ktype_offset("rq", "clock");
	long o_task = sd_ktype_offset("rq", "clock_task");
	int s_start = cg_slot(g, 8), s_sum = cg_slot(g, 8), s_skew = cg_slot(g, 8);
	int s_cpu = cg_slot(g, 8);

	cg_read_task(g, r, "se.sum_exec_runtime", 8);
	if (o_crq < 0 || o_rq < 0 || o_clk < 0 || o_task < 0 ||
	    sd_ktype_offset("task_struct", "se.exec_start") < 0)
		return;
	cg_emit(g, STX(BPF_DW, R10, r, s_sum));
	cg_read_task(g, r, "se.exec_start", 8);
	cg_emit(g, STX(BPF_DW, R10, r, s_start));
	cg_read_task(g, r, "se.cfs_rq", 8);
	read_kernel_at(g, r, o_rq, 8);
	cg_emit(g, STX(BPF_DW, R10, r, s_skew));	/* the rq */
	read_kernel_at(g, r, o_task, 8);
	cg_emit(g, LDX(BPF_DW, R1, R10, s_skew));
	cg_emit(g, STX(BPF_DW, R10, r, s_skew));	/* clock_task */
	cg_emit(g, MOV64_REG(r, R1));
	read_kernel_at(g, r, o_clk, 8);			/* r = rq->clock */
	cg_emit(g, LDX(BPF_DW, R1, R10, s_skew));
	cg_emit(g, MOV64_REG(R2, r));
	cg_emit(g, ALU64_REG(BPF_SUB, R2, R1));
	cg_emit(g, STX(BPF_DW, R10, R2, s_skew));	/* clock - clock_task */
	cg_call(g, BPF_FUNC_get_smp_processor_id);
	cg_emit(g, ALU64_IMM(BPF_AND, R0, SD_VT_CPUS - 1));
	cg_emit(g, ALU64_IMM(BPF_LSH, R0, 3));
	cg_emit(g, STX(BPF_DW, R10, R0, s_cpu));
	cg_call(g, BPF_FUNC_ktime_get_ns);
	cg_emit(g, ALU64_REG(BPF_SUB, r, R0));		/* rq->clock - now */
	cg_emit_map(g, R2, SD_MAP_STATE, 0, true, offsetof(struct sd_state, vt_off));
	cg_emit(g, LDX(BPF_DW, R1, R10, s_cpu));
	cg_emit(g, ALU64_REG(BPF_ADD, R2, R1));
	cg_emit(g, LDX(BPF_DW, R3, R2, 0));
	cg_emit(g, JMP_REG(BPF_JSLE, r, R3, 2));
	cg_emit(g, STX(BPF_DW, R2, r, 0));
	cg_emit(g, MOV64_REG(R3, r));
	cg_emit(g, ALU64_REG(BPF_ADD, R0, R3));		/* now, scheduler clock */
	cg_emit(g, LDX(BPF_DW, R1, R10, s_skew));
	cg_emit(g, ALU64_REG(BPF_SUB, R0, R1));		/* now, task clock */
	cg_emit(g, LDX(BPF_DW, R1, R10, s_start));
	cg_emit(g, ALU64_REG(BPF_SUB, R0, R1));
	cg_emit(g, JMP_IMM(BPF_JSGE, R0, 0, 1));
	cg_emit(g, MOV64_IMM(R0, 0));
	cg_emit(g, LDX(BPF_DW, r, R10, s_sum));
	cg_emit(g, ALU64_REG(BPF_ADD, r, R0));
	vtime_monotonic(g, r);
}

/* errno: a syscall return probe's, else 0. In ERROR's clauses it is the
 * faulting firing's, as DTrace's ERROR clauses read the firing's
 * mst->syscall_errno (bpf/probe_error.c leaves it as it was). */
void cg_errno(struct cg *g, int r)
{
	if (g->err_args) {
		cg_emit(g, LDX(BPF_DW, r, R10, g->err_args + 48));
		return;
	}
	if (g->args.special != SD_ARGS_SYSCALL_RETURN) {
		cg_emit(g, MOV64_IMM(r, 0));
		return;
	}
	gen_ctx_arg(g, r, 0);	/* the firing's own, as DTrace's mst->syscall_errno */
	/* errno = -ret when -2048 < ret < 0, else 0 (dt_prov_syscall.c) */
	cg_emit(g, JMP_IMM(BPF_JSGE, r, 0, 3));
	cg_emit(g, JMP_IMM(BPF_JSLE, r, -2048, 2));
	cg_emit(g, NEG64(r));
	cg_emit(g, JA(1));
	cg_emit(g, MOV64_IMM(r, 0));
}

/* ipl: DTrace for Linux has no interrupt priority level to give, and its
 * reading faults with an illegal operation (value 0). The fault is behind
 * a branch the verifier sees as possible, so the code after it counts as
 * reachable. */
static void gen_ipl(struct cg *g, int r)
{
	int ok = cg_label(g);

	cg_emit(g, MOV64_IMM(r, 0));
	cg_jmp(g, JMP_IMM(BPF_JNE, r, 0, 0), ok);
	cg_fault(g, SD_FAULT_ILLOP, r);
	cg_place(g, ok);
}

static void gen_probe_id(struct cg *g, int r)
{
	if (g->cookie)
		cg_probe_id(g, r);
	else
		cg_emit_imm(g, r, g->probe->id);
}

static int gen_builtin(struct cg *g, struct sd_node *n, enum sd_builtin b)
{
	int r;
	uint32_t off;

	switch (b) {
	case SD_B_EXECNAME:
		r = cg_reg(g);
		/* the task's 16-byte name, whatever strsize (which bounds
		 * the string's users) */
		off = cg_scratch(g, SD_MAX(g->strsize, 16));
		cg_scratch_ptr(g, r, off);
		cg_emit(g, MOV64_REG(R1, r));
		cg_emit(g, MOV64_IMM(R2, 16));
		cg_call(g, BPF_FUNC_get_current_comm);
		return r;
	case SD_B_PROBEPROV:
		if (g->args.prov_pid)
			return cg_str_prov_pid(g, g->probe->prov);
		return str_builtin(g, 0, g->probe->prov);
	case SD_B_PROBEMOD: return str_builtin(g, 1, g->probe->mod);
	case SD_B_PROBEFUNC: return str_builtin(g, 2, g->probe->func);
	case SD_B_PROBENAME: return str_builtin(g, 3, g->probe->name);
	default:
		break;
	}
	r = cg_reg(g);
	switch (b) {
	case SD_B_PID: case SD_B_TID:
		cg_call(g, BPF_FUNC_get_current_pid_tgid);
		cg_emit(g, MOV64_REG(r, R0));
		if (b == SD_B_PID)
			cg_emit(g, ALU64_IMM(BPF_RSH, r, 32));
		else
			cg_emit(g, MOV32_REG(r, r));
		break;
	case SD_B_UID: case SD_B_GID:
		cg_call(g, BPF_FUNC_get_current_uid_gid);
		cg_emit(g, MOV64_REG(r, R0));
		if (b == SD_B_GID)
			cg_emit(g, ALU64_IMM(BPF_RSH, r, 32));
		else
			cg_emit(g, MOV32_REG(r, r));
		break;
	case SD_B_CGROUP:
		cg_call(g, BPF_FUNC_get_current_cgroup_id);
		cg_emit(g, MOV64_REG(r, R0));
		break;
	case SD_B_CPU:
		cg_call(g, BPF_FUNC_get_smp_processor_id);
		cg_emit(g, MOV64_REG(r, R0));
		break;
	case SD_B_TIMESTAMP:
		gen_timestamp(g, r);
		break;
	case SD_B_WALLTIMESTAMP:	/* a fresh clock read at each use,
					   unlike timestamp (bpf/get_bvar.c) */
		cg_call(g, BPF_FUNC_ktime_get_ns);
		cg_emit(g, MOV64_REG(r, R0));
		cg_emit_map(g, R1, SD_MAP_STATE, 0, true, offsetof(struct sd_state, boot_off));
		cg_emit(g, LDX(BPF_DW, R1, R1, 0));
		cg_emit(g, ALU64_REG(BPF_ADD, r, R1));
		break;
	case SD_B_VTIMESTAMP:
		gen_vtimestamp(g, r);
		break;
	case SD_B_PPID:
		gen_ppid(g, r);
		break;
	case SD_B_CURTHREAD:
		cg_call(g, BPF_FUNC_get_current_task);
		cg_emit(g, MOV64_REG(r, R0));
		break;
	case SD_B_EPID:	/* DTrace for Linux's: the probe id << 32 | the
			   clause's number (bpf/get_bvar.c) */
		gen_probe_id(g, r);
		cg_emit(g, ALU64_IMM(BPF_LSH, r, 32));
		cg_emit(g, ALU64_IMM(BPF_OR, r, g->ep->dtidx));
		break;
	case SD_B_ID:
		gen_probe_id(g, r);
		break;
	case SD_B_ERRNO:
		cg_errno(g, r);
		break;
	case SD_B_IPL:
		gen_ipl(g, r);
		break;
	case SD_B_STACKDEPTH: case SD_B_USTACKDEPTH: case SD_B_CALLER: case SD_B_UCALLER:
		cg_stack_builtin(g, r, b);
		break;
	default:
		gen_arg(g, r, (int)(b - SD_B_ARG0));
		break;
	}
	cg_normalize(g, r, n->type);
	return r;
}

static int gen_lvalue(struct cg *g, struct sd_node *n)
{
	struct cg_lval lv;

	cg_lv_prep(g, n, &lv);
	return cg_lv_load(g, &lv);
}

static int gen_ident(struct cg *g, struct sd_node *n)
{
	struct sd_ref *ref = n->sema;
	int r;

	switch (ref->kind) {
	case SD_REF_BUILTIN:
		return gen_builtin(g, n, ref->builtin);
	case SD_REF_VAR:
		return gen_lvalue(g, n);
	case SD_REF_CONST:
		r = cg_reg(g);
		cg_emit_imm(g, r, ref->cval);
		return r;
	default:
		SD_BUG("unexpected identifier reference");
	}
}

/* A string compare's operand that may be alloca( )'d memory: a pointer
 * into it, or stringof( ) of one (DT_TOK_STRINGOF keeps its value). */
static bool cmp_alloca(const struct sd_node *x)
{
	while (x->kind == SD_N_STRINGOF)
		x = x->u.unop.a;
	return cg_maybe_alloca(x);
}

/* x as an operand of a comparison (a string one when str): an array is
 * its address, as DTrace's value of it (DT_NF_REF), which dt_strcmp( )
 * reads (one that cannot be read is unreadable there, not an empty copy)
 * or the comparison of pointers compares (a translated member's whose
 * translator gives an array in memory too: curpsinfo->pr_fname ==
 * curlwpsinfo->pr_name, both the task's comm), not a copy's. */
static int str_operand(struct cg *g, struct sd_node *x, bool str)
{
	if (x->type->kind == SD_T_ARRAY && cg_is_place(x))
		return cg_addrof(g, x);
	if (str && x->kind == SD_N_STRINGOF && cmp_alloca(x)) {
		/* DT_TOK_STRINGOF keeps the pointer's value, NULL refused */
		int r = str_operand(g, x->u.unop.a, str), ok = cg_label(g);

		cg_jmp(g, JMP_IMM(BPF_JNE, r, 0, 0), ok);
		cg_fault(g, SD_FAULT_BADADDR, r);
		cg_place(g, ok);
		return r;
	}
	if (str && x->kind == SD_N_CAST) {	/* its value, checked nowhere */
		bool nocheck = g->str_nocheck;
		int r;

		g->str_nocheck = true;
		r = cg_expr(g, x);
		g->str_nocheck = nocheck;
		return r;
	}
	return cg_expr(g, x);
}

/* Evaluates b (as str_operand( )) while a is live in *ra, spilling a if
 * registers are short. */
static int gen_second_as(struct cg *g, int *ra, struct sd_node *b, bool str)
{
	if (cg_nfree(g) >= 2)
		return str_operand(g, b, str);
	int slot = cg_slot(g, 8);
	cg_emit(g, STX(BPF_DW, R10, *ra, slot));
	cg_free(g, *ra);
	int rb = str_operand(g, b, str);
	*ra = cg_reg(g);
	cg_emit(g, LDX(BPF_DW, *ra, R10, slot));
	return rb;
}

static int gen_second(struct cg *g, int *ra, struct sd_node *b)
{
	return gen_second_as(g, ra, b, false);
}

/* Before an assignment's destination is computed while the value is live
 * in *r (x = e computes e first; x op= e computes x's place again, as
 * DTrace's dt_cg_asgn_op( ) does): spills the value when registers are
 * short, so the destination has the registers an expression alone would.
 * Returns the slot for unspill( ), or 0. */
static int spill_short(struct cg *g, int *r)
{
	if (cg_nfree(g) >= 2)
		return 0;
	int slot = cg_slot(g, 8);
	cg_emit(g, STX(BPF_DW, R10, *r, slot));
	cg_free(g, *r);
	return slot;
}

/* Back into the register it left (the destination's code keeps none), so
 * that code joining this path finds the value where the others leave it. */
static void unspill(struct cg *g, int r, int slot)
{
	if (!slot)
		return;
	g->busy[r] = true;
	cg_emit(g, LDX(BPF_DW, r, R10, slot));
}

/* ra = strcmp(ra, rb) sign (<0, 0, >0): a may_goto loop (cg_subr.c). */
static void gen_strcmp(struct cg *g, int ra, int rb)
{
	cg_strcmp(g, ra, rb);
}

static int jop(enum sd_op op, bool sgn)
{
	switch (op) {
	case SD_OP_LT: return sgn ? BPF_JSLT : BPF_JLT;
	case SD_OP_LE: return sgn ? BPF_JSLE : BPF_JLE;
	case SD_OP_GT: return sgn ? BPF_JSGT : BPF_JGT;
	case SD_OP_GE: return sgn ? BPF_JSGE : BPF_JGE;
	case SD_OP_EQ: return BPF_JEQ;
	default: return BPF_JNE;
	}
}

static int gen_compare(struct cg *g, struct sd_node *n)
{
	struct sd_node *a = n->u.binop.a, *b = n->u.binop.b;
	bool str = (a->type->kind == SD_T_STRING || b->type->kind == SD_T_STRING) &&
		   sd_type_is_stringlike(a->type) && sd_type_is_stringlike(b->type);
	int ra = str_operand(g, a, str);
	int rb = gen_second_as(g, &ra, b, str);
	bool sgn = true;

	if (str) {
		/* as DTrace's dt_cg_compare_op: a NULL string compares as a
		 * pointer (below any other), the rest by content */
		int ptr = cg_label(g);

		/* an alloca( )'d char * (or stringof( ) of one) is DTrace's
		 * value, its scratch offset, which dt_strcmp( ) reads as an
		 * address it cannot read: the compare ops check no pointer
		 * (dt_cg_compare_op( )) */
		if (cmp_alloca(a))
			cg_alloca_addr_to_off(g, ra);
		if (cmp_alloca(b))
			cg_alloca_addr_to_off(g, rb);
		cg_jmp(g, JMP_IMM(BPF_JEQ, ra, 0, 0), ptr);
		cg_jmp(g, JMP_IMM(BPF_JEQ, rb, 0, 0), ptr);
		gen_strcmp(g, ra, rb);
		cg_emit(g, ALU64_IMM(BPF_ADD, ra, 256));
		cg_emit(g, MOV64_IMM(rb, 256));
		cg_place(g, ptr);
		sgn = false;
	} else {
		/* an alloca( ) pointer compares as DTrace's value: its offset */
		cg_alloca_value(g, a, ra);
		cg_alloca_value(g, b, rb);
		const struct sd_type *t = sd_type_arith_result(&g->cu->types,
			sd_type_is_int(a->type) ? a->type : g->cu->types.t_ulong,
			sd_type_is_int(b->type) ? b->type : g->cu->types.t_ulong);
		sgn = t->is_signed;
	}
	cg_emit(g, JMP_REG(jop(n->u.binop.op, sgn), ra, rb, 2));
	cg_emit(g, MOV64_IMM(ra, 0));
	cg_emit(g, JA(1));
	cg_emit(g, MOV64_IMM(ra, 1));
	cg_free(g, rb);
	return ra;
}

/* Moves a value into register `want` (free now) if it is elsewhere. */
static int settle(struct cg *g, int have, int want)
{
	if (have == want)
		return have;
	g->busy[want] = true;
	cg_emit(g, MOV64_REG(want, have));
	cg_free(g, have);
	return want;
}

static int gen_logical(struct cg *g, struct sd_node *n)
{
	enum sd_op op = n->u.binop.op;
	int r = cg_expr(g, n->u.binop.a);

	if (op == SD_OP_LXOR) {
		int rb = gen_second(g, &r, n->u.binop.b);
		cg_emit(g, JMP_IMM(BPF_JEQ, r, 0, 1));
		cg_emit(g, MOV64_IMM(r, 1));
		cg_emit(g, JMP_IMM(BPF_JEQ, rb, 0, 1));
		cg_emit(g, MOV64_IMM(rb, 1));
		cg_emit(g, ALU64_REG(BPF_XOR, r, rb));
		cg_free(g, rb);
		return r;
	}
	int lshort = cg_label(g), lend = cg_label(g);
	bool and = op == SD_OP_LAND;
	cg_jmp(g, JMP_IMM(and ? BPF_JEQ : BPF_JNE, r, 0, 0), lshort);
	cg_free(g, r);
	int rb = cg_expr(g, n->u.binop.b);
	cg_jmp(g, JMP_IMM(and ? BPF_JEQ : BPF_JNE, rb, 0, 0), lshort);
	r = settle(g, rb, r);
	cg_emit(g, MOV64_IMM(r, and ? 1 : 0));
	cg_jmp(g, JA(0), lend);
	cg_place(g, lshort);
	cg_emit(g, MOV64_IMM(r, and ? 0 : 1));
	cg_place(g, lend);
	return r;
}

/* ra = ra OP rb for integer operands of result type t (a signed one
 * faults on /0). */
static void gen_arith(struct cg *g, enum sd_op op, int ra, int rb, const struct sd_type *t)
{
	static const int alu[] = {
		[SD_OP_ADD] = BPF_ADD, [SD_OP_SUB] = BPF_SUB, [SD_OP_MUL] = BPF_MUL,
		[SD_OP_SHL] = BPF_LSH, [SD_OP_BAND] = BPF_AND, [SD_OP_BOR] = BPF_OR,
		[SD_OP_BXOR] = BPF_XOR,
	};
	/* an enum is unsigned here: DTrace gives it no DT_NF_SIGNED */
	bool sgn = t && sd_type_canon(t)->kind == SD_T_INT && sd_type_canon(t)->is_signed;

	switch (op) {
	case SD_OP_SHR:
		cg_emit(g, ALU64_REG(sgn ? BPF_ARSH : BPF_RSH, ra, rb));
		return;
	case SD_OP_DIV: case SD_OP_MOD: {
		int bop = op == SD_OP_DIV ? BPF_DIV : BPF_MOD;
		/* only a signed division checks its divisor, as DTrace's
		 * dt_cg_arithmetic_op( ) does (DT_NF_SIGNED): an unsigned one
		 * is BPF's, where x / 0 is 0 and x % 0 is x */
		if (!sgn) {
			cg_emit(g, ALU64_REG(bop, ra, rb));
			return;
		}
		int ok = cg_label(g);
		cg_jmp(g, JMP_IMM(BPF_JNE, rb, 0, 0), ok);
		cg_fault(g, SD_FAULT_DIVZERO, -1);
		cg_place(g, ok);
		/* signed: divide magnitudes, then fix the sign */
		cg_emit(g, MOV64_REG(R0, ra));
		/* the sign of a quotient and (as in DTrace) of a remainder */
		cg_emit(g, ALU64_REG(BPF_XOR, R0, rb));
		cg_emit(g, MOV64_REG(R1, rb));
		cg_emit(g, JMP_IMM(BPF_JSGE, ra, 0, 1));
		cg_emit(g, NEG64(ra));
		cg_emit(g, JMP_IMM(BPF_JSGE, R1, 0, 1));
		cg_emit(g, NEG64(R1));
		cg_emit(g, ALU64_REG(bop, ra, R1));
		cg_emit(g, JMP_IMM(BPF_JSGE, R0, 0, 1));
		cg_emit(g, NEG64(ra));
		return;
	}
	default:
		cg_emit(g, ALU64_REG(alu[op], ra, rb));
		return;
	}
}

/* ra = ra / k or ra % k for an integer constant 0 < k <= INT32_MAX (sign
 * as gen_arith( )'s): an immediate divisor, which the kernel never
 * rewrites; it guards each division by a register against zero by
 * patching the program in place, a copy of the whole of it each time
 * (100 clauses of 10 llquantize( )s spent 11 s in bpf_adj_branches( )). */
static bool gen_divk(struct cg *g, enum sd_op op, int ra, const struct sd_node *b,
		     const struct sd_type *t)
{
	int64_t k;

	if ((op != SD_OP_DIV && op != SD_OP_MOD) || !sd_type_is_int(b->type) ||
	    !sd_sema_const(b, &k) || k <= 0 || k > INT32_MAX)
		return false;
	int bop = op == SD_OP_DIV ? BPF_DIV : BPF_MOD;
	if (!(t && sd_type_canon(t)->kind == SD_T_INT && sd_type_canon(t)->is_signed)) {
		cg_emit(g, ALU64_IMM(bop, ra, (int32_t)k));
		return true;
	}
	cg_emit(g, MOV64_REG(R0, ra));		/* the sign, as x ^ k's */
	cg_emit(g, JMP_IMM(BPF_JSGE, ra, 0, 1));
	cg_emit(g, NEG64(ra));
	cg_emit(g, ALU64_IMM(bop, ra, (int32_t)k));
	cg_emit(g, JMP_IMM(BPF_JSGE, R0, 0, 1));
	cg_emit(g, NEG64(ra));
	return true;
}

static int gen_binop(struct cg *g, struct sd_node *n)
{
	enum sd_op op = n->u.binop.op;
	struct sd_node *a = n->u.binop.a, *b = n->u.binop.b;

	if ((op == SD_OP_ADD || op == SD_OP_SUB) && n->type->kind == SD_T_STRING)
		return cg_str_offset(g, n);
	switch (op) {
	case SD_OP_COMMA:
		cg_free(g, cg_expr(g, a));
		return cg_expr(g, b);
	case SD_OP_LAND: case SD_OP_LOR: case SD_OP_LXOR:
		return gen_logical(g, n);
	case SD_OP_LT: case SD_OP_LE: case SD_OP_GT: case SD_OP_GE:
	case SD_OP_EQ: case SD_OP_NE:
		return gen_compare(g, n);
	default:
		break;
	}
	int ra = cg_expr(g, a);
	if (gen_divk(g, op, ra, b, n->type))
		return ra;
	int rb = gen_second(g, &ra, b);
	if ((op == SD_OP_ADD || op == SD_OP_SUB) && sd_type_is_ptr(a->type) &&
	    sd_type_is_int(b->type)) {
		int64_t k;
		if (!sd_sema_const(b, &k))
			cg_scalarize(g, ra);	/* the verifier adds only bounded
						   offsets to the pointers it tracks
						   (a translated struct's, alloca()'s) */
		if (a->type->base->size > 1)
			cg_emit(g, ALU64_IMM(BPF_MUL, rb, (int32_t)a->type->base->size));
	}
	if (op == SD_OP_SUB && !sd_type_is_int(a->type) && !sd_type_is_int(b->type)) {
		cg_scalarize(g, ra);	/* two addresses (strings: the verifier */
		cg_scalarize(g, rb);	/* subtracts no pointer from a number) */
	}
	const struct sd_type *t = n->type;
	if (op == SD_OP_SHR)
		t = a->type;
	gen_arith(g, op, ra, rb, t);
	if (op == SD_OP_SUB && sd_type_is_ptr(a->type) && sd_type_is_ptr(b->type) &&
	    a->type->base->size > 1)
		cg_emit(g, ALU64_IMM(BPF_DIV, ra, (int32_t)a->type->base->size));
	cg_free(g, rb);
	/* D computes in 64 bits: results are truncated only when stored */
	return ra;
}

/* Is an assignment target a place in memory (not a scalar variable)? */
static bool is_place_lhs(const struct sd_node *n)
{
	return n->kind == SD_N_MEMBER || (n->kind == SD_N_INDEX && !n->sema) ||
	       (n->kind == SD_N_UNOP && n->u.unop.op == SD_OP_DEREF) || cg_is_place(n);
}

/* ++ and -- read their operand without sign extension, as DTrace's
 * dt_cg_incdec_op loads it (a char c at -1: c++ + 0 is 255). */
static void incdec_zext(struct cg *g, int r, const struct sd_type *t)
{
	t = sd_type_canon(t);
	if (t->kind == SD_T_INT && t->is_signed && !t->is_bool && t->size < 8)
		cg_normalize(g, r, sd_type_int(&g->cu->types, (int)t->size, false));
}

static int incdec_place(struct cg *g, struct sd_node *n, bool post, int delta)
{
	struct cg_place pl;
	int old = -1;

	cg_place_prep(g, n->u.unop.a, &pl, true);
	int r = cg_place_load(g, &pl);
	if (!pl.bf)
		incdec_zext(g, r, pl.t);
	if (sd_type_is_ptr(pl.t))
		delta *= (int)(pl.t->base->size ? pl.t->base->size : 1);
	if (post) {
		old = cg_reg(g);
		cg_emit(g, MOV64_REG(old, r));
	}
	cg_emit(g, ALU64_IMM(BPF_ADD, r, delta));
	if (pl.bf)
		cg_normalize(g, r, pl.t);
	cg_place_store(g, &pl, r);
	if (!post)
		return r;
	cg_free(g, r);
	return old;
}

/* ++ or -- of an associative array's element that does not exist: DTrace's
 * dt_cg_incdec_op( ) stores +-1 through dt_cg_store_var( ), whose
 * dt_cg_prep_dvar( ) computes the key again (a[i++]++ of an absent a[0]
 * sets a[1] to 1 and i to 2); the value, left in r, is 0 after, +-1
 * before. */
static void incdec_absent(struct cg *g, struct sd_node *a, int r, bool post, int delta)
{
	struct cg_lval lv;

	cg_free(g, r);		/* free for the key until the value is set */
	cg_lv_prep(g, a, &lv);
	g->busy[r] = true;	/* the key is in scratch: no register kept */
	cg_emit(g, MOV64_IMM(r, delta));
	cg_lv_store_keep(g, &lv, r);
	if (post)
		cg_emit(g, MOV64_IMM(r, 0));
}

/* ++ or -- of a variable or an element that exists: the register holding
 * the expression's value. */
static int incdec_present(struct cg *g, const struct cg_lval *lv, bool post, int delta)
{
	int r = cg_lv_load(g, lv), old = -1;
	bool ref, mod;

	incdec_zext(g, r, lv->v->type);
	if (post) {
		old = cg_reg(g);
		cg_emit(g, MOV64_REG(old, r));
	}
	cg_emit(g, ALU64_IMM(BPF_ADD, r, delta));
	cg_var_use_get(g, lv->v, &ref, &mod);
	cg_lv_store_keep(g, lv, r);
	/* DTrace's dt_cg_incdec_op( ) stores a global or clause-local through
	 * the address dt_cg_node( ) read (DT_NF_REF), without
	 * dt_cg_store_var( ): -S's table counts a read of it only */
	if (lv->v->kind == SD_VAR_GLOBAL || lv->v->kind == SD_VAR_THIS)
		cg_var_use_set(g, lv->v, ref, mod);
	if (!post)
		return r;
	cg_free(g, r);
	return old;
}

/* The absent element's code comes after the present one's and leaves its
 * value in the same register, so ++ of an element needs no more registers
 * than ++ of a variable (g + (h + a[0]++) compiles in four). */
static int gen_incdec(struct cg *g, struct sd_node *n)
{
	struct cg_lval lv;
	enum sd_op op = n->u.unop.op;
	bool post = op == SD_OP_POSTINC || op == SD_OP_POSTDEC;
	int delta = op == SD_OP_PREINC || op == SD_OP_POSTINC ? 1 : -1;
	int absent = -1;

	if (is_place_lhs(n->u.unop.a))
		return incdec_place(g, n, post, delta);
	cg_lv_prep(g, n->u.unop.a, &lv);
	if (sd_type_is_ptr(lv.v->type))
		delta *= (int)(lv.v->type->base->size ? lv.v->type->base->size : 1);
	if (lv.v->kind == SD_VAR_ASSOC) {
		int have = cg_label(g);

		absent = cg_label(g);
		cg_lv_jmp_exists(g, &lv, have);
		cg_jmp(g, JA(0), absent);
		cg_place(g, have);
	}
	int r = incdec_present(g, &lv, post, delta);
	if (absent < 0)
		return r;
	int done = cg_label(g);

	cg_jmp(g, JA(0), done);
	cg_place(g, absent);
	incdec_absent(g, n->u.unop.a, r, post, delta);
	cg_place(g, done);
	return r;
}

static int gen_unop(struct cg *g, struct sd_node *n)
{
	enum sd_op op = n->u.unop.op;
	int r;

	if (op == SD_OP_PREINC || op == SD_OP_PREDEC || op == SD_OP_POSTINC ||
	    op == SD_OP_POSTDEC)
		return gen_incdec(g, n);
	if (op == SD_OP_DEREF && n->sema)
		return cg_xlval(g, n);
	if (op == SD_OP_DEREF)
		return cg_place_value(g, n);
	if (op == SD_OP_ADDROF)
		return cg_addrof(g, n->u.unop.a);
	r = cg_expr(g, n->u.unop.a);
	switch (op) {
	case SD_OP_NEG: cg_emit(g, NEG64(r)); break;
	case SD_OP_BNOT: cg_emit(g, ALU64_IMM(BPF_XOR, r, -1)); break;
	case SD_OP_NOT:
		cg_emit(g, JMP_IMM(BPF_JEQ, r, 0, 2));
		cg_emit(g, MOV64_IMM(r, 0));
		cg_emit(g, JA(1));
		cg_emit(g, MOV64_IMM(r, 1));
		break;
	default: break;
	}
	/* as binary operators: 64 bits, truncated only when stored */
	return r;
}

/* Is arm a char array whose address is ?:'s value? DTrace's
 * dt_cg_ternary_op( ) moves the arm's register, which holds a by-reference
 * array's address, so a string ?: copies strsize bytes from there and an
 * array one (c ? g.c : curthread->comm: the right arm's type) is read by
 * its own size, past the end of a shorter array (not a copy of the array's
 * own bytes, as its value elsewhere). Not for arrays in the traced process
 * or alloca( )'d memory, or a self-> one. */
static bool arm_at_address(const struct sd_node *n, const struct sd_node *arm)
{
	const struct sd_type *t = sd_type_canon(arm->type);

	return (n->type->kind == SD_T_STRING || sd_type_canon(n->type)->kind == SD_T_ARRAY) &&
	       t->kind == SD_T_ARRAY && sd_type_is_stringlike(t) && t->size &&
	       arm->kind != SD_N_SELF && cg_is_place(arm) && !cg_place_is_user(arm) &&
	       !cg_maybe_alloca(arm);
}

static int cond_arm(struct cg *g, const struct sd_node *n, struct sd_node *arm)
{
	if (arm_at_address(n, arm))
		return cg_addrof(g, arm);
	return n->type->kind == SD_T_STRING ? cg_str_src(g, arm) : cg_expr(g, arm);
}

/* The copy of ?:'s string (not NULL) in r: strsize bytes read with
 * DTrace's dt_cg_memcpy( ), whatever follows the NUL too. When not all of
 * them can be read, the invalid address is the helper's error (-EFAULT):
 * dt_cg_ternary_op( ) passes the source in %r0, which holds the helper's
 * result when dt_cg_memcpy( ) reports it. */
static int cond_copy(struct cg *g, int r)
{
	uint32_t tmp = cg_scratch(g, g->strsize);
	int ok = cg_label(g);

	cg_jmp(g, JMP_IMM(BPF_JEQ, r, 0, 0), ok);
	cg_scratch_ptr(g, R1, tmp + g->strsize - 1);
	cg_emit(g, ST_IMM(BPF_B, R1, 0, 0));
	cg_scratch_ptr(g, R1, tmp);
	cg_emit(g, MOV64_IMM(R2, (int32_t)g->strsize - 1));
	cg_emit(g, MOV64_REG(R3, r));
	cg_call(g, BPF_FUNC_probe_read);
	cg_scratch_ptr(g, r, tmp);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), ok);
	cg_fault(g, SD_FAULT_BADADDR, R0);
	cg_place(g, ok);
	return r;
}

typedef int cond_arm_fn(struct cg *g, const struct sd_node *n, struct sd_node *arm);

/* c ? a : b with each arm's value given by arm( ): the chosen arm's
 * register moved to the result's, as DTrace's dt_cg_ternary_op( ). */
static int cond_arms(struct cg *g, struct sd_node *n, cond_arm_fn *arm)
{
	int r = cg_expr(g, n->u.cond.c);
	int lelse = cg_label(g), lend = cg_label(g);

	cg_jmp(g, JMP_IMM(BPF_JEQ, r, 0, 0), lelse);
	cg_free(g, r);
	int ra = arm(g, n, n->u.cond.a);	/* not narrowed: DTrace's ?: */
	ra = settle(g, ra, r);
	cg_jmp(g, JA(0), lend);
	cg_place(g, lelse);
	cg_free(g, r);
	int rb = arm(g, n, n->u.cond.b);
	rb = settle(g, rb, r);
	cg_place(g, lend);
	return r;
}

static int gen_cond(struct cg *g, struct sd_node *n)
{
	int r = cond_arms(g, n, cond_arm);

	/* a string result is a copy, as DTrace's dt_cg_ternary_op( ): s = c ?
	 * s : t keeps s (a store zeroes its target before it copies) */
	return n->type->kind == SD_T_STRING ? cond_copy(g, r) : r;
}

/* self->s = 0 or a[k] = 0 for a struct-typed element: deletes it. */
static int delete_aggr(struct cg *g, struct sd_node *lhs)
{
	struct cg_lval lv;

	cg_lv_prep(g, lhs, &lv);
	cg_dvar_map(g, R1, lv.v);
	if (lv.v->kind == SD_VAR_TLS) {
		cg_emit(g, MOV64_REG(R2, R10));
		cg_emit(g, ALU64_IMM(BPF_ADD, R2, lv.kslot));
	} else {
		cg_scratch_ptr(g, R2, lv.koff);
	}
	cg_call(g, BPF_FUNC_map_delete_elem);
	int none = cg_label(g);
	cg_jmp(g, JMP_IMM(BPF_JNE, R0, 0, 0), none);
	cg_dvar_release(g);
	cg_place(g, none);
	int r = cg_reg(g);
	cg_emit(g, MOV64_IMM(r, 0));
	return r;
}

/* A dynamic variable of a struct or union type: self->s, a[k]. */
static bool dvar_aggr(const struct sd_node *n)
{
	return (n->kind == SD_N_SELF || (n->kind == SD_N_INDEX && n->sema)) &&
	       sd_type_is_aggr(n->type);
}

static int aggr_src(struct cg *g, struct sd_node *n);

static int aggr_arm(struct cg *g, const struct sd_node *n, struct sd_node *arm)
{
	(void)n;
	return aggr_src(g, arm);
}

/* The address of a struct source, 0 for an absent dynamic one, unchecked
 * (dt_cg_load_var( )), also as the chosen arm of a ?: (c ? self->u : g):
 * dt_cg_ternary_op( ) moves the arm's register as it is. */
static int aggr_src(struct cg *g, struct sd_node *n)
{
	if (dvar_aggr(n))
		return cg_dvar_addr_or_null(g, n);
	if (n->kind == SD_N_COND)
		return cond_arms(g, n, aggr_arm);
	return cg_ref_value(g, n, n->type, CG_REF_COPY);
}

/* self->s = v or a[k] = v of a struct: v's address goes to dt_get_dvar( )
 * as the value to store (DTrace's dt_cg_store_var( )), so a source at
 * address 0 deletes the destination (as a store of 0), with no fault: an
 * absent dynamic source (dt_cg_load_var( ) gives it as 0, unchecked; also
 * as ?:'s chosen arm) or *p of a NULL p (DT_TOK_DEREF of a by-reference
 * type checks nothing).
 * Only a source at another address is copied. */
static int assign_dvar_aggr(struct cg *g, struct sd_node *lhs, struct sd_node *rhs)
{
	struct cg_place pl;
	int lnull = cg_label(g), lend = cg_label(g);
	int r = aggr_src(g, rhs);
	/* spilled before the paths part: the deletion's key needs the
	 * registers too */
	int slot = spill_short(g, &r);

	cg_jmp(g, JMP_IMM(BPF_JEQ, r, 0, 0), lnull);
	cg_place_prep(g, lhs, &pl, true);
	unspill(g, r, slot);
	cg_place_store(g, &pl, r);
	cg_jmp(g, JA(0), lend);
	cg_place(g, lnull);
	if (slot)
		cg_free(g, r);
	cg_free(g, delete_aggr(g, lhs));
	unspill(g, r, slot);
	cg_place(g, lend);
	return r;
}

/* Is n an array in memory (a member, an element, a D variable), also
 * behind the casts sema makes: a translated member whose translator gives
 * one (pr_fname = T->comm), whose value is that array's address in DTrace
 * (dt_cg_node( ) generates the member's expression in place), not a copy;
 * not one of an alloca( )'d input, seen at DTrace's offset (xl_member( )). */
static bool array_place(const struct sd_node *n)
{
	if (n->type->kind != SD_T_ARRAY)
		return false;
	while (n->kind == SD_N_CAST && !n->u.cast.tname) {
		if (n->u.cast.xl == SD_XL_MEMBER && cg_xl_alloca(n))
			return false;
		n = n->u.cast.a;
	}
	return n->type->kind == SD_T_ARRAY && cg_is_place(n);
}

/* The type x op= y computes in: x's (DTrace types the operator as its left
 * operand, so /=, %= and >>= are signed as x is: dt_cook_op2), a pointer's
 * as unsigned long. */
static const struct sd_type *compound_type(struct cg *g, const struct sd_type *lt,
					   const struct sd_type *rt)
{
	if (sd_type_is_int(lt))
		return sd_type_canon(lt);
	return sd_type_arith_result(&g->cu->types, g->cu->types.t_ulong, rt);
}

/* Where a value goes; a bare variable's store is DTrace's
 * dt_cg_store_var( ), which -S's table counts as a store only (the
 * address taken here is no read of it). */
static void place_prep_var(struct cg *g, struct sd_node *lhs, struct cg_place *pl, bool var)
{
	const struct sd_ref *sr = lhs->sema;
	const struct sd_var *v = var && sr && sr->kind == SD_REF_VAR ? sr->var : NULL;
	bool ref = false, mod = false;

	if (v)
		cg_var_use_get(g, v, &ref, &mod);
	cg_place_prep(g, lhs, pl, true);
	if (v)
		cg_var_use_set(g, v, ref, true);
}

static int assign_place(struct cg *g, struct sd_node *n)
{
	struct sd_node *lhs = n->u.assign.lhs, *rhs = n->u.assign.rhs;
	struct cg_place pl;
	int r;

	if (dvar_aggr(lhs) && rhs->kind == SD_N_INT && rhs->u.ival.v == 0)
		return delete_aggr(g, lhs);
	if (n->u.assign.op == SD_OP_ASSIGN && dvar_aggr(lhs))
		return assign_dvar_aggr(g, lhs, rhs);
	if (n->u.assign.op == SD_OP_ASSIGN) {
		/* the value first, then where it goes, as DTrace's dt_cg_node( )
		 * (DT_TOK_ASGN) before dt_cg_asgn_op( ): a[i] = ++i stores in
		 * the new a[i], and a[i] = ++g with i out of bounds increments
		 * g before the fault */
		const struct sd_type *lt = lhs->type;	/* cg_place_prep( )'s pl.t */
		bool str = lt->kind == SD_T_STRING ||
			   (lt->kind == SD_T_ARRAY && sd_type_is_stringlike(lt));
		/* a bare global or clause-local variable takes DTrace's
		 * dt_cg_store_var( ); any other place dt_cg_store( ) */
		enum cg_ref how = lhs->kind == SD_N_IDENT || lhs->kind == SD_N_THIS ?
				  CG_REF_VAR : CG_REF_COPY;
		r = str && how == CG_REF_COPY ? cg_alloca_str_raw(g, rhs) : -1;
		if (r < 0)	/* dt_cg_store( ) copies a string unconverted */
			r = str ? cg_str_src(g, rhs) :
			    sd_type_is_ptr(sd_type_canon(lt)) && array_place(rhs) ?
			    cg_addrof(g, rhs) :	/* p = array: where it is */
			    cg_ref_value(g, rhs, rhs->type, how);
		int slot = spill_short(g, &r);
		place_prep_var(g, lhs, &pl, how == CG_REF_VAR);
		unspill(g, r, slot);
	} else {
		cg_place_prep(g, lhs, &pl, true);
		r = cg_place_load(g, &pl);
		int rb = gen_second(g, &r, rhs);
		const struct sd_type *t = compound_type(g, pl.t, rhs->type);
		if (sd_type_is_ptr(pl.t) && pl.t->base->size > 1)
			cg_emit(g, ALU64_IMM(BPF_MUL, rb, (int32_t)pl.t->base->size));
		gen_arith(g, n->u.assign.op, r, rb, t);
		cg_free(g, rb);
		/* DTrace's dt_cg_asgn_op( ) computes the destination's address
		 * again: a[i++] += 1 reads a[0] and writes a[1] */
		int slot = spill_short(g, &r);
		cg_place_prep(g, lhs, &pl, true);
		unspill(g, r, slot);
	}
	cg_place_store(g, &pl, r);
	return r;
}

/* x op= 0 of a dynamic variable, a literal 0 (an integer constant folded
 * to 0): DTrace's dt_cg_store_var( ) (via dt_cg_prep_dvar( )) takes a
 * literal 0 right operand as the deletion of the variable, whatever the
 * operator, so self->x += 0 deletes self->x; the expression's value is
 * still what op computed. */
static bool zero_deletes(const struct sd_node *n, const struct sd_var *v)
{
	int64_t k;

	return n->u.assign.op != SD_OP_ASSIGN &&
	       (v->kind == SD_VAR_TLS || v->kind == SD_VAR_ASSOC) &&
	       sd_sema_const(n->u.assign.rhs, &k) && k == 0;
}

static void store_zero(struct cg *g, const struct cg_lval *lv)
{
	int z = cg_reg(g);

	cg_emit(g, MOV64_IMM(z, 0));
	cg_lv_store(g, lv, z);
	cg_free(g, z);
}

/* A string's new value: for a dynamic variable, dt_cg_store_var( ) copies
 * the string from the value unconverted (no dt_cg_check_ptr_arg( )), so
 * (string)p of an alloca( )'d p is read at its scratch offset: the copy
 * fails; else checked as cg_str_src( ) checks it. */
static int dvar_str_src(struct cg *g, struct sd_node *n)
{
	int k = n->u.assign.lhs->kind, r = -1;

	if (k == SD_N_SELF || k == SD_N_INDEX)
		r = cg_alloca_str_raw(g, n->u.assign.rhs);
	return r >= 0 ? r : cg_str_src(g, n->u.assign.rhs);
}

int cg_assign(struct cg *g, struct sd_node *n)
{
	struct cg_lval lv;
	int r;

	if (is_place_lhs(n->u.assign.lhs))
		return assign_place(g, n);
	struct sd_var *v;
	bool str = n->u.assign.lhs->type->kind == SD_T_STRING;
	if (n->u.assign.op == SD_OP_ASSIGN) {
		/* the value before the element's key (dt_cg_store_var( ) builds
		 * it in dt_cg_prep_dvar( )): x[g] = g++ stores in x[g + 1] */
		r = str ? dvar_str_src(g, n) :
		    sd_type_is_ptr(sd_type_canon(n->u.assign.lhs->type)) &&
		    array_place(n->u.assign.rhs) ? cg_addrof(g, n->u.assign.rhs) :
		    cg_expr(g, n->u.assign.rhs);	/* p = array: where it is */
		int slot = spill_short(g, &r);
		cg_lv_prep(g, n->u.assign.lhs, &lv);
		unspill(g, r, slot);
		v = lv.v;
	} else {
		cg_lv_prep(g, n->u.assign.lhs, &lv);
		v = lv.v;
		r = cg_lv_load(g, &lv);
		int rb = gen_second(g, &r, n->u.assign.rhs);
		const struct sd_type *t = compound_type(g, v->type, n->u.assign.rhs->type);
		if (sd_type_is_ptr(v->type) && v->type->base->size > 1)
			cg_emit(g, ALU64_IMM(BPF_MUL, rb, (int32_t)v->type->base->size));
		gen_arith(g, n->u.assign.op, r, rb, t);
		cg_free(g, rb);
		/* the key again, as DTrace's dt_cg_store_var( ) builds it in
		 * dt_cg_prep_dvar( ) after dt_cg_load_var( ) did: a[i++] += 1
		 * reads a[0] and writes a[1] */
		if (v->kind == SD_VAR_ASSOC) {
			int slot = spill_short(g, &r);
			cg_lv_prep(g, n->u.assign.lhs, &lv);
			unspill(g, r, slot);
		}
	}
	if (str)
		cg_lv_store_str(g, &lv, r, cg_str_src_size(g, n->u.assign.rhs));
	else if (zero_deletes(n, v))
		store_zero(g, &lv);
	else
		cg_lv_store(g, &lv, r);
	if (str && v->kind != SD_VAR_TLS && v->kind != SD_VAR_ASSOC) {
		/* the stored copy, not the temporary */
		cg_free(g, r);
		return cg_lv_reload(g, &lv);
	}
	return r;
}

void cg_strcpy(struct cg *g, int dst, int src)
{
	cg_emit(g, MOV64_REG(R1, dst));
	cg_emit(g, MOV64_IMM(R2, (int32_t)g->strsize));
	cg_emit(g, MOV64_REG(R3, src));
	cg_call(g, BPF_FUNC_probe_read_str);
}

static bool is_sou(const struct sd_type *t)
{
	t = sd_type_canon(t);
	return t->kind == SD_T_STRUCT || t->kind == SD_T_UNION;
}

static int gen_cast(struct cg *g, struct sd_node *n)
{
	bool nocheck = g->str_nocheck;	/* for this cast, not those inside */
	int r;

	if (n->type->kind == SD_T_PTR && !n->u.cast.tname && !n->u.cast.orig &&
	    is_sou(n->u.cast.a->type) && cg_is_place(n->u.cast.a))
		return cg_addrof(g, n->u.cast.a);	/* a struct compared: where it is */
	if (n->type->kind == SD_T_PTR && array_place(n->u.cast.a))
		return cg_addrof(g, n->u.cast.a);	/* (T *)array: where it is */
	if (n->type->kind == SD_T_STRING && n->u.cast.a->type->kind == SD_T_ARRAY &&
	    sd_type_is_stringlike(n->u.cast.a->type) && cg_is_place(n->u.cast.a))
		return cg_array_str(g, n->u.cast.a);	/* (string)array */
	g->str_nocheck = false;
	r = cg_expr(g, n->u.cast.a);
	g->str_nocheck = nocheck;
	if (n->type->kind == SD_T_STRING && !nocheck &&
	    sd_type_canon(n->u.cast.a->type)->kind == SD_T_PTR)
		cg_alloca_str_check(g, n->u.cast.a, r);	/* DT_NF_ALLOCA kept */
	if (n->type->kind == SD_T_STRING && !sd_type_is_stringlike(n->u.cast.a->type))
		return cg_str_at_t(g, r, n->u.cast.a->type);	/* (string)address */
	if (sd_type_is_int(n->type) && sd_type_is_ptr(sd_type_canon(n->u.cast.a->type))) {
		cg_scalarize(g, r);	/* (uint64_t)alloca(8) is a number: */
		if (cg_maybe_alloca(n->u.cast.a))
			cg_alloca_addr_to_off(g, r);	/* DTrace's, its offset */
		if (!sd_sema_alloca_free(n->u.cast.a) || sd_sema_dptr(n->u.cast.a))
			return r;	/* not narrowed (dt_cg_typecast( )
					   only scalarizes an alloca or
					   DPTR one: curcpu) */
	}
	if (sd_type_is_ptr(sd_type_canon(n->type)) && sd_type_is_int(n->u.cast.a->type) &&
	    !sd_sema_alloca_free(n->u.cast.a))
		cg_alloca_off_to_addr(g, r);	/* (char *)((long)p + 1) */
	if (sd_cast_truncates(n->u.cast.a->type, n->type))	/* an enum: 4 unsigned */
		cg_normalize(g, r, sd_type_canon(n->type)->kind == SD_T_ENUM ?
				   g->cu->types.t_uint : n->type);
	return r;
}

/* A translator's input where its member's expression names it: as in
 * DTrace, whose translator members are cooked once, where the input
 * carries no alloca taint, an alloca( )'d input is its scratch offset
 * there, and what the expression reads through it is read at that offset
 * (an invalid address: dt_cg_load_scalar( )). */
static int xl_input(struct cg *g, struct sd_node *n)
{
	int r = gen_cast(g, n);

	if (cg_maybe_alloca(n->u.cast.a))
		cg_alloca_addr_to_off(g, r);
	return r;
}

/* A translated member of an alloca( )'d input: its expression sees the
 * input as an offset (xl_input( )), and so does the value it gives, which
 * DTrace's users of the member (alloca-tainted) check and turn back into
 * scratch memory: a string (dt_cg_check_ptr_arg( )) and a pointer (a
 * dereference) here become the address again, read as any alloca( )'d
 * memory; a char array or struct given by reference stays at the offset,
 * which trace( ) and printf( ) read unchecked (dt_cg_store_val( )): zeros.
 * (. and -> of one take its address: cg_mem.c's addr_of( ).) */
static int xl_member(struct cg *g, struct sd_node *n)
{
	struct sd_node *e = n->u.cast.a;
	int r;

	if (e->kind == SD_N_STRINGOF && e->u.unop.a->type->kind == SD_T_ARRAY)
		e = e->u.unop.a;
	if (n->type->kind == SD_T_STRING && e->type->kind == SD_T_ARRAY && cg_is_place(e)) {
		struct cg_place pl = { .slot = cg_slot(g, 8), .t = e->type };

		r = cg_addrof(g, e);
		cg_alloca_xl_str(g, r);
		cg_emit(g, STX(BPF_DW, R10, r, pl.slot));
		cg_free(g, r);
		return cg_place_load(g, &pl);
	}
	r = gen_cast(g, n);
	if (n->type->kind == SD_T_STRING)
		cg_alloca_xl_str(g, r);
	else if (sd_type_is_ptr(sd_type_canon(n->type)))
		cg_alloca_xl_addr(g, r);
	return r;
}

static int expr_node(struct cg *g, struct sd_node *n);

/* Stack slots taken while computing n are dead once its value is in a
 * register: the next subexpression reuses them. */
int cg_expr(struct cg *g, struct sd_node *n)
{
	int mark = g->stack;
	int r = expr_node(g, n);

	g->stack = mark;
	return r;
}

static int expr_node(struct cg *g, struct sd_node *n)
{
	int r;

	switch (n->kind) {
	case SD_N_INT:
		r = cg_reg(g);
		cg_emit_imm(g, r, (int64_t)n->u.ival.v);	/* wider than its type: as folded */
		return r;
	case SD_N_STR:
		r = cg_reg(g);
		cg_emit_map(g, r, SD_MAP_STRTAB, 0, true, cg_strconst(g, n->u.str.s, n->u.str.len));
		return r;
	case SD_N_IDENT:
		if (n->sema && ((struct sd_ref *)n->sema)->kind == SD_REF_UVAR)
			return cg_uvar(g, n);
		if (cg_is_place(n))
			return cg_place_value(g, n);
		return gen_ident(g, n);
	case SD_N_SELF: case SD_N_THIS: case SD_N_INDEX:
		if (n->kind == SD_N_INDEX && n->sema &&
		    ((struct sd_ref *)n->sema)->kind == SD_REF_UREGS)
			return cg_uregs(g, n);
		if (n->kind == SD_N_INDEX && n->sema &&
		    ((struct sd_ref *)n->sema)->kind == SD_REF_BUILTIN)
			return gen_builtin(g, n, ((struct sd_ref *)n->sema)->builtin);
		if (cg_is_place(n))
			return cg_place_value(g, n);
		return gen_lvalue(g, n);
	case SD_N_MEMBER:
		return cg_place_value(g, n);
	case SD_N_STRINGOF:
		return cg_stringof(g, n);
	case SD_N_XLATE:
		if (n->sema && *(struct sd_xlval **)n->sema)
			return cg_xlval(g, n);
		sd_diag_error(&g->cu->diag, n->loc, D_UNKNOWN, "a translated value may only "
			      "be used with operators . and -> in this version of sonda");
		r = cg_reg(g);
		cg_emit(g, MOV64_IMM(r, 0));
		return r;
	case SD_N_UNOP:
		return gen_unop(g, n);
	case SD_N_BINOP:
		return gen_binop(g, n);
	case SD_N_COND:
		return gen_cond(g, n);
	case SD_N_ASSIGN:
		return cg_assign(g, n);
	case SD_N_CALL:
		if (((struct sd_ref *)n->sema)->kind == SD_REF_FUNC &&
		    ((struct sd_ref *)n->sema)->func == SD_F_SPECULATION)
			return cg_speculation(g);
		return cg_subr(g, n);
	case SD_N_CAST:
		if (n->u.cast.xl == SD_XL_INPUT)
			return xl_input(g, n);
		if (n->u.cast.xl == SD_XL_MEMBER && cg_xl_alloca(n))
			return xl_member(g, n);
		return gen_cast(g, n);
	default:
		SD_BUG("expression kind not handled by cg");
	}
}
