/* cg_stack.c - stacks and symbol addresses.
 *
 * Record layouts (image.h):
 *   stack()    [u64 bytes][pcs...]           bytes = what bpf_get_stack wrote
 *   ustack()   [u64 pid][u64 bytes][pcs...]
 *   sym() etc. [u64 addr]; usym() etc. [u64 addr][u64 pid]
 * As aggregation keys (zeroed first, so equal stacks are equal keys):
 *   stack()    [pcs...]; ustack() [u64 pid][pcs...]; symbols as above.
 */
#include "cg_subr_int.h"

#include <errno.h>
#include <stddef.h>
#include <string.h>

#include "../base/opts.h"
#include "../kern/ktypes.h"

/* bpf_get_stack(ctx, scratch + off, bytes, flags) -> R0. */
static void get_stack(struct cg *g, uint32_t off, uint32_t bytes, uint64_t flags)
{
	cg_scratch_ptr(g, R2, off);
	cg_emit(g, LDX(BPF_DW, R1, R10, SLOT_CTX));
	cg_emit(g, MOV64_IMM(R3, (int32_t)bytes));
	cg_emit(g, MOV64_IMM(R4, (int32_t)flags));
	cg_call(g, BPF_FUNC_get_stack);
}

/* bpf_get_stack() flags for a kernel stack. The stack of a raw tracepoint
 * or fentry program starts inside the tracing machinery: the program
 * itself, then bpf_trace_runN (which __bpf_trace_<event> tail-calls) or
 * the fentry trampoline. Those two frames are skipped, so the stack starts
 * where the event happened, as at a perf-event tracepoint or a kprobe. */
static uint64_t kstack_flags(const struct cg *g)
{
	bool glue = g->args.ctx == SD_CTX_RAWTP || g->args.ctx == SD_CTX_FENTRY;

	return glue ? 2 & BPF_F_SKIP_FIELD_MASK : 0;
}

/* The tracepoint's __traceiter_<event> function (address, size), looked
 * up once per compilation; 0 when unknown. */
static uint64_t traceiter(struct cg *g, uint64_t *size)
{
	char name[128];

	for (int i = 0; i < g->niters; i++)
		if (!strcmp(g->iters[i].event, g->args.rawtp)) {
			*size = g->iters[i].size;
			return g->iters[i].addr;
		}
	snprintf(name, sizeof(name), "__traceiter_%s", g->args.rawtp);
	uint64_t addr = sd_ksym_range(name, size);
	if (g->niters < (int)SD_ARRAY_SIZE(g->iters))
		g->iters[g->niters++] = (struct cg_iter){ g->args.rawtp, addr, *size };
	return addr;
}

/* The kernel stack at scratch off. A tracepoint that one program uses is
 * called straight from the traced code; while several share it (another
 * clause of the script, or another tool), __traceiter_<event> calls each
 * and is a frame of its own: when it is the first, one more is skipped. */
static void kernel_stack(struct cg *g, uint32_t off, uint32_t bytes)
{
	uint64_t size = 0, addr = 0;

	get_stack(g, off, bytes, kstack_flags(g));
	if (g->args.ctx == SD_CTX_RAWTP && g->args.rawtp)
		addr = traceiter(g, &size);
	if (!addr || size > INT32_MAX)
		return;
	int done = cg_label(g);
	cg_jmp(g, JMP_IMM(BPF_JSLE, R0, 0, 0), done);
	cg_scratch_ptr(g, R1, off);
	cg_emit(g, LDX(BPF_DW, R1, R1, 0));
	cg_emit(g, LD_IMM64_LO(R2, addr));
	cg_emit(g, LD_IMM64_HI(addr));
	cg_emit(g, ALU64_REG(BPF_SUB, R1, R2));
	cg_jmp(g, JMP_IMM(BPF_JGE, R1, (int32_t)size, 0), done);
	get_stack(g, off, bytes, (kstack_flags(g) + 1) & BPF_F_SKIP_FIELD_MASK);
	cg_place(g, done);
}

/* A kernel stack bpf_get_stack() could not take (R0 < 0: the per-CPU
 * callchain buffer busy in this context, say) is a "bad stack" fault, as
 * in DTrace's dt_cg_act_stack_sub( ), not an empty stack: nothing is lost
 * silently. */
static void kernel_stack_check(struct cg *g)
{
	int ok = cg_label(g);

	cg_jmp(g, JMP_IMM(BPF_JSGE, R0, 0, 0), ok);
	cg_fault(g, SD_FAULT_BADSTACK, -1);
	cg_place(g, ok);
}

/* Whether the stacks here are the tracer's own: BEGIN's and END's, and
 * ERROR's clauses when the faulting firing is one of them. DTrace fires
 * BEGIN and END at a uprobe on its own BEGIN_probe( )/END_probe( )
 * (dt_work.c, dt_prov_dtrace.c): their ustack( ) is dtrace's user stack,
 * and their kernel stack is empty (the uprobe's registers are user
 * ones: bpf_get_stack( ) finds no kernel frames). sonda runs them with
 * BPF_PROG_TEST_RUN (rt/run.c): their ustack( ) is sonda's own, from
 * the bpf( ) call down to main( ), and stack( ), stackdepth and caller
 * are empty, as DTrace's. Other ERROR clauses run in the faulting
 * firing's frame (DTrace's dt_probe_error( ) calls them with its
 * context), so their stacks are the firing's. */
bool cg_tracer_frame(const struct cg *g)
{
	const struct sd_probe *p = g->probe;

	if (strcmp(p->prov, "dtrace"))
		return false;
	if (strcmp(p->name, "ERROR"))
		return true;
	p = g->fault_probe;
	return !p || !strcmp(p->prov, "dtrace");
}

/* [scratch + off] = the current process id: the stack's own, also where
 * another thread stands for the current one (cg_call( )). */
static void store_pid(struct cg *g, uint32_t off)
{
	cg_emit(g, CALL_HELPER(BPF_FUNC_get_current_pid_tgid));
	cg_emit(g, ALU64_IMM(BPF_RSH, R0, 32));
	cg_scratch_ptr(g, R1, off);
	cg_emit(g, STX(BPF_DW, R1, R0, 0));
}

/* Records stack value n (a checked stack()/ustack() call) at scratch off;
 * key selects the aggregation key layout. */
void cg_stack_value(struct cg *g, struct sd_node *n, uint32_t off, bool key)
{
	const struct sd_type *t = n->type;
	bool user = t->symkind == SD_SK_USTACK;
	uint32_t hdr = (user ? 8 : 0) + (key ? 0 : 8);

	if (user)
		store_pid(g, off);
	if (!user && cg_tracer_frame(g)) {
		/* BEGIN and END fire in the tracer: no kernel stack */
		cg_emit(g, MOV64_IMM(R0, 0));
	} else if (user) {
		uint32_t n = cg_unwind(g, off + hdr, t->nelem);
		subr_ld(g, R0, n);
		cg_emit(g, ALU64_IMM(BPF_LSH, R0, 3));
	} else {
		kernel_stack(g, off + hdr, 8 * t->nelem);
		kernel_stack_check(g);
	}
	if (key)
		return;
	cg_emit(g, JMP_IMM(BPF_JSGE, R0, 0, 1));
	cg_emit(g, MOV64_IMM(R0, 0));
	cg_scratch_ptr(g, R1, off + (user ? 8 : 0));
	cg_emit(g, STX(BPF_DW, R1, R0, 0));
}

/* Notes the process whose pid R0 holds (store_pid( )) in UPIDS, keyed
 * with its address space (task_struct.mm, a load from the task's BTF
 * pointer, which the kernel guards), so that the consumer reads its
 * symbols while it lives (rt/upids.h): a lookup when it is there already
 * (10 instructions, 2 helper calls), an insert and a count otherwise
 * (state.upids[0], or [1] when the map is full: the value is recorded all
 * the same). */
static void note_upid(struct cg *g)
{
	long mm = sd_ktype_offset("task_struct", "mm");
	int key = cg_slot(g, (int)sizeof(struct sd_upid)), done = cg_label(g);

	g->img->upids = true;
	cg_emit(g, STX(BPF_DW, R10, R0, key));
	if (mm >= 0 && mm <= INT16_MAX - 8) {	/* a load the kernel guards */
		cg_emit(g, CALL_HELPER(BPF_FUNC_get_current_task_btf));
		cg_emit(g, LDX(BPF_DW, R1, R0, (int16_t)mm));
		cg_emit(g, STX(BPF_DW, R10, R1, key + 8));
	} else {
		cg_emit(g, ST_IMM(BPF_DW, R10, key + 8, 0));
	}
	cg_emit_map(g, R1, SD_MAP_UPIDS, 0, false, 0);
	cg_emit(g, MOV64_REG(R2, R10));
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, key));
	cg_emit(g, CALL_HELPER(BPF_FUNC_map_lookup_elem));
	cg_jmp(g, JMP_IMM(BPF_JNE, R0, 0, 0), done);
	cg_emit_map(g, R1, SD_MAP_UPIDS, 0, false, 0);
	cg_emit(g, MOV64_REG(R2, R10));
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, key));
	cg_emit(g, MOV64_REG(R3, R2));
	cg_emit(g, MOV64_IMM(R4, BPF_NOEXIST));
	cg_emit(g, CALL_HELPER(BPF_FUNC_map_update_elem));
	cg_emit_map(g, R1, SD_MAP_STATE, 0, true, offsetof(struct sd_state, upids));
	cg_emit(g, JMP_IMM(BPF_JEQ, R0, 0, 2));
	cg_jmp(g, JMP_IMM(BPF_JNE, R0, -E2BIG, 0), done);
	cg_emit(g, ALU64_IMM(BPF_ADD, R1, 8));
	cg_emit(g, MOV64_IMM(R2, 1));
	cg_emit(g, XADD64(R1, R2, 0));
	cg_place(g, done);
}

/* Records a symbol value (sym(x), usym(x), ...) at scratch off. */
void cg_symaddr_value(struct cg *g, struct sd_node *n, uint32_t off)
{
	int r = cg_expr(g, n->u.call.args);
	uint8_t k = n->type->symkind;

	cg_scratch_ptr(g, R1, off);
	cg_emit(g, STX(BPF_DW, R1, r, 0));
	cg_free(g, r);
	if (k == SD_SK_USYM || k == SD_SK_UMOD || k == SD_SK_UADDR) {
		store_pid(g, off + 8);
		note_upid(g);
	}
}

/* Bytes a stack/symbol value takes in a record or a key. */
uint32_t cg_stack_size(const struct sd_type *t, bool key)
{
	switch (t->symkind) {
	case SD_SK_KSTACK: return 8 * t->nelem + (key ? 0 : 8);
	case SD_SK_USTACK: return 8 * t->nelem + (key ? 8 : 16);
	case SD_SK_USYM: case SD_SK_UMOD: case SD_SK_UADDR: return 16;
	default: return 8;
	}
}

/* The frames stackdepth and ustackdepth count up to: DTrace's get_bvar( )
 * takes the stack into a buffer of maxframes frames (STKSIZ, dt_cc.c), so
 * -x maxframes=2 makes a depth of at most 2, and bpf_get_stack( ) returns
 * no more than the kernel's perf_event_max_stack frames. */
static uint32_t depth_frames(const struct cg *g)
{
	int64_t m = g->cu->opts->maxframes, k = sd_kernel_max_stack();

	return m < 0 ? 0 : (uint32_t)(m > k ? k : m);
}

/* ustackdepth (the frames of a walk of up to depth_frames( )) or ucaller
 * (frame 1, 0 if none) into r. */
static void user_builtin(struct cg *g, int r, enum sd_builtin b)
{
	uint32_t mark = g->scr, max = b == SD_B_UCALLER ? 2 : depth_frames(g);

	if (max == 0) {
		cg_emit(g, MOV64_IMM(r, 0));
		return;
	}
	uint32_t out = cg_scratch(g, 8 * max);
	uint32_t n = cg_unwind(g, out, max);
	subr_ld(g, r, n);
	if (b == SD_B_UCALLER) {
		int none = cg_label(g), end = cg_label(g);
		cg_jmp(g, JMP_IMM(BPF_JLT, r, 2, 0), none);
		subr_ld(g, r, out + 8);
		cg_jmp(g, JA(0), end);
		cg_place(g, none);
		cg_emit(g, MOV64_IMM(r, 0));
		cg_place(g, end);
	}
	g->scr = mark;
}

void cg_stack_builtin(struct cg *g, int r, enum sd_builtin b)
{
	bool user = b == SD_B_USTACKDEPTH || b == SD_B_UCALLER;
	if (!user && cg_tracer_frame(g)) {
		/* BEGIN and END fire in the tracer itself: no kernel frames */
		cg_emit(g, MOV64_IMM(r, 0));
		return;
	}
	if (user) {
		user_builtin(g, r, b);
		return;
	}
	if (b == SD_B_CALLER) {
		uint32_t off = cg_scratch(g, 16);
		cg_scratch_ptr(g, R1, off);
		cg_emit(g, ST_IMM(BPF_DW, R1, 0, 0));
		cg_emit(g, ST_IMM(BPF_DW, R1, 8, 0));
		kernel_stack(g, off, 16);
		cg_scratch_ptr(g, R1, off);
		cg_emit(g, LDX(BPF_DW, r, R1, 8));
		return;
	}
	uint32_t max = depth_frames(g);

	if (max == 0) {
		cg_emit(g, MOV64_IMM(r, 0));
		return;
	}
	kernel_stack(g, cg_scratch(g, max * 8), max * 8);
	cg_emit(g, MOV64_REG(r, R0));
	cg_emit(g, JMP_IMM(BPF_JSGE, r, 0, 1));
	cg_emit(g, MOV64_IMM(r, 0));
	cg_emit(g, ALU64_IMM(BPF_RSH, r, 3));
}
