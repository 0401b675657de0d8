/* cg_unwind.c - the user-stack unwinder, in BPF.
 *
 * It starts from the user registers of the current task (task_pt_regs:
 * the same at uprobes, tracepoints and timer events) and steps frame by
 * frame in a may_goto loop:
 *
 *	record pc; find the mapping holding pc (the previous frame's
 *	first, else a binary search in the process's UPROCS entry); find
 *	the unwind row for rel = pc - bias (pc - 1 for a return address,
 *	which may follow a call at a function's very end): the object's
 *	page index entry for rel bounds a binary search in UROWS to a few
 *	rows; CFA = rsp, rbp or rbx + offset; the return address is at CFA - 8,
 *	rbp maybe at CFA + 8 * bp_off (one read with the return address
 *	when it is at CFA - 16, as after a push of rbp); rsp = CFA.
 *
 * Where there is no row (no entry for the process yet, a pc outside its
 * mappings, an object without CFI, a gap between FDEs) it takes a frame-
 * pointer step instead: return address at rbp + 8, the caller's rbp at
 * rbp, rsp = rbp + 16, if rbp is aligned and above rsp and the return
 * address follows a call instruction (else the walk ends, counted). A signal
 * trampoline's row reads rip, rsp and rbp back from the ucontext the
 * kernel pushed, and the pc after it is exact. A return address that a
 * uretprobe replaced with its trampoline is read from the kernel's record
 * of it (current->utask->return_instances, newest first: the one whose
 * stack slot is where the address was read). The walk stops at max
 * frames, a zero or kernel pc, an unreadable word, a CFA that does not
 * grow, the outermost frame (undefined return address) or a row the
 * unwinder cannot run (counted).
 *
 * Like the string loops (cg_subr_int.h), every value lives in a scratch
 * cell, so the verifier sees each loop converge; r0-r5 are used, and one
 * callee-saved register holds the address of the cells (a free one, or
 * r9 saved on the stack meanwhile), so a cell costs one instruction.
 * The registers, the counters' address and the uretprobe list are read
 * with direct loads from the task's BTF pointers, not helper calls.
 */
#include "cg_subr_int.h"

#include <stddef.h>

#include "../kern/ktypes.h"
#include "../sym/cfi.h"

/* pt_regs offsets (x86-64) */
enum { PT_BP = 32, PT_BX = 40, PT_IP = 128, PT_SP = 152 };
/* struct rt_sigframe's ucontext at the trampoline's rsp: uc_mcontext at
 * 40; in it rbp at 80, rbx at 88, rsp at 120, rip at 128 */
enum { UC_BP = 40 + 80, UC_BX_REL = 8, UC_SP_REL = 40, UC_IP_REL = 48, UC_READ = 56 };
/* bytes of user stack read at once (read_stack): a deep python stack
 * takes a few reads of 2 KiB where it took a read per frame */
enum { WIN = 2048 };

struct uw {
	uint32_t out, max;		/* pcs go to scratch + out, at most max */
	uint32_t base;			/* scratch offset of the cells below */
	uint32_t pc, sp, bp, bx;	/* the registers of the frame */
	uint32_t bxok;			/* 0 once bx is not known (SD_CFI_BX_LOST,
					   a frame-pointer step) */
	uint32_t k, exact, lo, hi, rel, first, mi, row, cfa;
	uint32_t raddr;			/* where the return address was read */
	uint32_t buf;			/* what reads of user memory land in */
	uint32_t addr, wbase, wlen;	/* the read's address; the window's */
	uint32_t win;			/* the window: wlen bytes from wbase */
	uint32_t ri;			/* the next return_instance, its stack
					   slot and return address (ri + 8,
					   ri + 16); 0: none */
	int rb;				/* register: scratch + base */
	int spill;			/* stack slot keeping r9, or 0 */
	int s_proc, s_stat, s_key, s_val;	/* stack slots */
	int done, fp, head;		/* labels */
};

static int16_t rel_off(const struct uw *u, uint32_t cell)
{
	return (int16_t)(cell - u->base);
}

static void ld(struct cg *g, const struct uw *u, int reg, uint32_t cell)
{
	cg_emit(g, LDX(BPF_DW, reg, u->rb, rel_off(u, cell)));
}

static void st(struct cg *g, const struct uw *u, uint32_t cell, int reg)
{
	cg_emit(g, STX(BPF_DW, u->rb, reg, rel_off(u, cell)));
}

static void st_imm(struct cg *g, const struct uw *u, uint32_t cell, int32_t imm)
{
	cg_emit(g, ST_IMM(BPF_DW, u->rb, rel_off(u, cell), imm));
}

/* reg = scratch + cell */
static void cell_ptr(struct cg *g, const struct uw *u, int reg, uint32_t cell)
{
	cg_emit(g, MOV64_REG(reg, u->rb));
	cg_emit(g, ALU64_IMM(BPF_ADD, reg, rel_off(u, cell)));
}

/* USTAT[i]++ (per-CPU; r1, r2 clobbered) */
static void count(struct cg *g, struct uw *u, int i)
{
	cg_emit(g, LDX(BPF_DW, R1, R10, u->s_stat));
	cg_emit(g, LDX(BPF_DW, R2, R1, 8 * i));
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, 1));
	cg_emit(g, STX(BPF_DW, R1, R2, 8 * i));
}

/* UMISS[pid] = 1 unless there: user space loads the process's rows. */
static void mark_miss(struct cg *g, struct uw *u)
{
	cg_emit_map(g, R1, SD_MAP_UMISS, 0, false, 0);
	cg_emit(g, MOV64_REG(R2, R10));
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, u->s_key));
	cg_emit(g, ST_IMM(BPF_DW, R10, u->s_val, 1));
	cg_emit(g, MOV64_REG(R3, R10));
	cg_emit(g, ALU64_IMM(BPF_ADD, R3, u->s_val));
	cg_emit(g, MOV64_IMM(R4, BPF_NOEXIST));
	cg_call(g, BPF_FUNC_map_update_elem);
}

/* probe_read_user(scratch + buf, n, r3); jumps to fail unless it read. */
static void read_or(struct cg *g, struct uw *u, uint32_t buf, int n, int fail)
{
	cell_ptr(g, u, R1, buf);
	cg_emit(g, MOV64_IMM(R2, n));
	cg_call(g, BPF_FUNC_probe_read_user);
	cg_jmp(g, JMP_IMM(BPF_JNE, R0, 0, 0), fail);
}

/* r2 = scratch + win + r1 (r1 <= WIN - n); buf = n bytes there */
static void copy_win(struct cg *g, struct uw *u, uint32_t buf, int n)
{
	cg_emit(g, MOV64_REG(R2, u->rb));
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, rel_off(u, u->win)));
	cg_emit(g, ALU64_REG(BPF_ADD, R2, R1));
	for (int i = 0; i < n; i += 8) {
		cg_emit(g, LDX(BPF_DW, R0, R2, i));
		st(g, u, buf + i, R0);
	}
}

/* Reads n (8 or 16) bytes of the user stack at r3 into buf through the
 * window: a copy when they are inside it; else the window is read anew
 * from r3 (one helper call serves the next frames too: a helper call
 * costs much more than the bytes it copies), or only the n bytes where
 * that fails (near the stack's end); to fail if those fail too. */
static void read_stack(struct cg *g, struct uw *u, uint32_t buf, int n, int fail)
{
	int miss = cg_label(g), exact = cg_label(g), end = cg_label(g);

	st(g, u, u->addr, R3);
	ld(g, u, R2, u->wbase);
	cg_emit(g, MOV64_REG(R1, R3));
	cg_emit(g, ALU64_REG(BPF_SUB, R1, R2));
	ld(g, u, R2, u->wlen);
	cg_jmp(g, JMP_REG(BPF_JGE, R1, R2, 0), miss);
	cg_jmp(g, JMP_IMM(BPF_JGT, R1, WIN - n, 0), miss);
	copy_win(g, u, buf, n);
	cg_jmp(g, JA(0), end);
	cg_place(g, miss);
	cell_ptr(g, u, R1, u->win);
	cg_emit(g, MOV64_IMM(R2, WIN));
	cg_call(g, BPF_FUNC_probe_read_user);
	ld(g, u, R3, u->addr);
	cg_jmp(g, JMP_IMM(BPF_JNE, R0, 0, 0), exact);
	st(g, u, u->wbase, R3);
	st_imm(g, u, u->wlen, WIN);
	cg_emit(g, MOV64_IMM(R1, 0));
	copy_win(g, u, buf, n);
	cg_jmp(g, JA(0), end);
	cg_place(g, exact);
	st_imm(g, u, u->wlen, 0);
	read_or(g, u, buf, n, fail);
	cg_place(g, end);
}

/* The user registers (direct loads from task_pt_regs), the counters and
 * the process's mappings. */
static void start(struct cg *g, struct uw *u)
{
	int have = cg_label(g);

	cg_call(g, BPF_FUNC_get_current_task_btf);
	cg_emit(g, MOV64_REG(R1, R0));
	cg_call(g, BPF_FUNC_task_pt_regs);
	cg_emit(g, LDX(BPF_DW, R1, R0, PT_IP));
	st(g, u, u->pc, R1);
	cg_emit(g, LDX(BPF_DW, R1, R0, PT_SP));
	st(g, u, u->sp, R1);
	cg_emit(g, LDX(BPF_DW, R1, R0, PT_BP));
	st(g, u, u->bp, R1);
	cg_emit(g, LDX(BPF_DW, R1, R0, PT_BX));
	st(g, u, u->bx, R1);
	st_imm(g, u, u->bxok, 1);
	st_imm(g, u, u->k, 0);
	st_imm(g, u, u->exact, 1);
	st_imm(g, u, u->mi, 0);
	st_imm(g, u, u->wlen, 0);
	cg_emit_map(g, R1, SD_MAP_USTAT, 0, false, 0);
	cg_emit(g, ST_IMM(BPF_DW, R10, u->s_key, 0));
	cg_emit(g, MOV64_REG(R2, R10));
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, u->s_key));
	cg_call(g, BPF_FUNC_map_lookup_elem);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), u->done);
	cg_emit(g, STX(BPF_DW, R10, R0, u->s_stat));
	/* the registers' process, whatever stands for the current thread */
	cg_emit(g, CALL_HELPER(BPF_FUNC_get_current_pid_tgid));
	cg_emit(g, ALU64_IMM(BPF_RSH, R0, 32));
	cg_emit(g, STX(BPF_DW, R10, R0, u->s_key));
	cg_emit_map(g, R1, SD_MAP_UPROCS, 0, false, 0);
	cg_emit(g, MOV64_REG(R2, R10));
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, u->s_key));
	cg_call(g, BPF_FUNC_map_lookup_elem);
	cg_emit(g, STX(BPF_DW, R10, R0, u->s_proc));
	cg_jmp(g, JMP_IMM(BPF_JNE, R0, 0, 0), have);
	cg_emit(g, ST_IMM(BPF_DW, R10, u->s_proc, 0));
	count(g, u, SD_US_NOPROC);
	mark_miss(g, u);
	cg_place(g, have);
}

/* Loop head: records pc as frame k unless the walk is over. */
static void record_pc(struct cg *g, struct uw *u)
{
	ld(g, u, R1, u->k);
	cg_jmp(g, JMP_IMM(BPF_JGE, R1, (int32_t)u->max, 0), u->done);
	ld(g, u, R2, u->pc);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R2, 0, 0), u->done);
	cg_emit(g, MOV64_REG(R3, R2));
	cg_emit(g, ALU64_IMM(BPF_RSH, R3, 47));
	cg_jmp(g, JMP_IMM(BPF_JNE, R3, 0, 0), u->done);
	cg_scratch_ptr(g, R3, u->out);
	cg_emit(g, MOV64_REG(R4, R1));
	cg_emit(g, ALU64_IMM(BPF_LSH, R4, 3));
	cg_emit(g, ALU64_REG(BPF_ADD, R3, R4));
	cg_emit(g, STX(BPF_DW, R3, R2, 0));
	cg_emit(g, ALU64_IMM(BPF_ADD, R1, 1));
	st(g, u, u->k, R1);
}

/* One binary search step over [lo, hi): r0 holds the probed key, r3 mid;
 * key > target (r4) -> hi = mid, else lo = mid + 1. */
static void bsearch_step(struct cg *g, struct uw *u, struct sloop *l)
{
	int right = cg_label(g);

	cg_jmp(g, JMP_REG(BPF_JLE, R0, R4, 0), right);
	st(g, u, u->hi, R3);
	subr_loop_next(g, l);
	cg_place(g, right);
	cg_emit(g, ALU64_IMM(BPF_ADD, R3, 1));
	st(g, u, u->lo, R3);
	subr_loop_next(g, l);
}

/* r3 = (lo + hi) / 2, or leaves the loop when lo >= hi. */
static void bsearch_mid(struct cg *g, struct uw *u, struct sloop *l)
{
	ld(g, u, R1, u->lo);
	ld(g, u, R2, u->hi);
	cg_jmp(g, JMP_REG(BPF_JGE, R1, R2, 0), l->done);
	cg_emit(g, MOV64_REG(R3, R1));
	cg_emit(g, ALU64_REG(BPF_ADD, R3, R2));
	cg_emit(g, ALU64_IMM(BPF_RSH, R3, 1));
}

/* r5 = &proc->m[idx in r1] (r1 bounded first); jumps to out if no proc */
static void umap_ptr(struct cg *g, struct uw *u, int out)
{
	cg_jmp(g, JMP_IMM(BPF_JGE, R1, SD_UMAPS_MAX, 0), out);
	cg_emit(g, ALU64_IMM(BPF_MUL, R1, sizeof(struct sd_umap)));
	cg_emit(g, LDX(BPF_DW, R5, R10, u->s_proc));
	cg_jmp(g, JMP_IMM(BPF_JEQ, R5, 0, 0), out);
	cg_emit(g, ALU64_REG(BPF_ADD, R5, R1));
	cg_emit(g, ALU64_IMM(BPF_ADD, R5, offsetof(struct sd_uproc, m)));
}

/* r4 = pc; to miss unless pc is in the mapping at r5 */
static void in_map(struct cg *g, struct uw *u, int miss)
{
	ld(g, u, R4, u->pc);
	cg_emit(g, LDX(BPF_DW, R0, R5, offsetof(struct sd_umap, start)));
	cg_jmp(g, JMP_REG(BPF_JLT, R4, R0, 0), miss);
	cg_emit(g, LDX(BPF_DW, R0, R5, offsetof(struct sd_umap, end)));
	cg_jmp(g, JMP_REG(BPF_JGE, R4, R0, 0), miss);
}

/* Binary search of the process's mappings for pc: r5 = the mapping, r4 =
 * pc, and mi = its index + 1 (or to nomap). */
static void search_map(struct cg *g, struct uw *u, int nomap)
{
	struct sloop l;

	cg_emit(g, LDX(BPF_DW, R1, R10, u->s_proc));
	cg_jmp(g, JMP_IMM(BPF_JEQ, R1, 0, 0), u->fp);
	cg_emit(g, LDX(BPF_W, R2, R1, 0));
	cg_emit(g, JMP_IMM(BPF_JLE, R2, SD_UMAPS_MAX, 1));
	cg_emit(g, MOV64_IMM(R2, SD_UMAPS_MAX));
	st(g, u, u->hi, R2);
	st_imm(g, u, u->lo, 0);
	subr_loop_begin(g, &l);
	bsearch_mid(g, u, &l);
	cg_emit(g, MOV64_REG(R1, R3));
	umap_ptr(g, u, u->fp);
	cg_emit(g, LDX(BPF_DW, R0, R5, offsetof(struct sd_umap, start)));
	ld(g, u, R4, u->pc);
	bsearch_step(g, u, &l);
	subr_loop_end(g, &l);
	ld(g, u, R1, u->lo);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R1, 0, 0), nomap);
	st(g, u, u->mi, R1);
	cg_emit(g, ALU64_IMM(BPF_SUB, R1, 1));
	umap_ptr(g, u, nomap);
	in_map(g, u, nomap);
}

/* Finds pc's mapping, the previous frame's first; sets rel (or jumps to
 * fp or nomap) and leaves r5 pointing to the mapping. */
static void find_map(struct cg *g, struct uw *u, int nomap)
{
	int search = cg_label(g), found = cg_label(g);

	ld(g, u, R1, u->mi);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R1, 0, 0), search);
	cg_emit(g, ALU64_IMM(BPF_SUB, R1, 1));
	umap_ptr(g, u, search);
	in_map(g, u, search);
	cg_jmp(g, JA(0), found);
	cg_place(g, search);
	search_map(g, u, nomap);
	cg_place(g, found);
	cg_emit(g, LDX(BPF_DW, R0, R5, offsetof(struct sd_umap, bias)));
	cg_emit(g, ALU64_REG(BPF_SUB, R4, R0));
	ld(g, u, R0, u->exact);
	cg_emit(g, ALU64_IMM(BPF_XOR, R0, 1));
	cg_emit(g, ALU64_REG(BPF_SUB, R4, R0));
	st(g, u, u->rel, R4);
	cg_emit(g, LDX(BPF_W, R0, R5, offsetof(struct sd_umap, nrows)));
	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), u->fp);
}

/* r0 = &UROWS[r1], or jumps to out (r1 kept in the s_val slot). */
static void row_ptr(struct cg *g, struct uw *u, int out)
{
	cg_emit(g, STX(BPF_W, R10, R1, u->s_val));
	cg_emit_map(g, R1, SD_MAP_UROWS, 0, false, 0);
	cg_emit(g, MOV64_REG(R2, R10));
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, u->s_val));
	cg_call(g, BPF_FUNC_map_lookup_elem);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), out);
}

#define UMAP_W(g, dst, field) \
	cg_emit(g, LDX(BPF_W, dst, R5, offsetof(struct sd_umap, field)))

/* lo, hi = the rows that may hold rel (r4), from the page index of the
 * mapping at r5 (rel below its first row: fp). */
static void find_page(struct cg *g, struct uw *u)
{
	UMAP_W(g, R0, pbase);
	cg_jmp(g, JMP_REG(BPF_JLT, R4, R0, 0), u->fp);
	cg_emit(g, ALU64_REG(BPF_SUB, R4, R0));
	UMAP_W(g, R0, shift);
	cg_emit(g, ALU64_REG(BPF_RSH, R4, R0));
	UMAP_W(g, R1, npages);
	cg_emit(g, JMP_REG(BPF_JLT, R4, R1, 2));
	cg_emit(g, MOV64_REG(R4, R1));
	cg_emit(g, ALU64_IMM(BPF_SUB, R4, 1));
	UMAP_W(g, R0, first);
	st(g, u, u->first, R0);
	UMAP_W(g, R1, pidx);
	cg_emit(g, ALU64_REG(BPF_ADD, R1, R4));
	row_ptr(g, u, u->fp);
	cg_emit(g, LDX(BPF_W, R1, R0, offsetof(struct sd_cfi_page, lo)));
	cg_emit(g, LDX(BPF_W, R2, R0, offsetof(struct sd_cfi_page, n)));
	ld(g, u, R3, u->first);
	cg_emit(g, ALU64_REG(BPF_ADD, R1, R3));
	cg_emit(g, ALU64_REG(BPF_ADD, R2, R1));
	st(g, u, u->hi, R2);
	cg_emit(g, ALU64_IMM(BPF_ADD, R1, 1));
	st(g, u, u->lo, R1);
}

/* Finds the row holding rel into the row cell: the last of the page's
 * candidates [lo - 1, hi) that starts at or below rel. */
static void find_row(struct cg *g, struct uw *u)
{
	struct sloop l;

	find_page(g, u);
	subr_loop_begin(g, &l);
	bsearch_mid(g, u, &l);
	cg_emit(g, MOV64_REG(R1, R3));
	row_ptr(g, u, u->fp);
	cg_emit(g, LDX(BPF_W, R0, R0, offsetof(struct sd_cfi_row, addr)));
	ld(g, u, R4, u->rel);
	cg_emit(g, LDX(BPF_W, R3, R10, u->s_val));
	bsearch_step(g, u, &l);
	subr_loop_end(g, &l);
	ld(g, u, R1, u->lo);
	cg_emit(g, ALU64_IMM(BPF_SUB, R1, 1));
	row_ptr(g, u, u->fp);
	cg_emit(g, LDX(BPF_DW, R1, R0, 0));
	st(g, u, u->row, R1);
}

/* Offsets in struct task_struct, uprobe_task and return_instance. */
struct ri_offs {
	long utask, instances, stack, ret, next;
};

static bool ri_offsets(struct ri_offs *o)
{
	o->utask = sd_ktype_offset("task_struct", "utask");
	o->instances = sd_ktype_offset("uprobe_task", "return_instances");
	o->stack = sd_ktype_offset("return_instance", "stack");
	o->ret = sd_ktype_offset("return_instance", "orig_ret_vaddr");
	o->next = sd_ktype_offset("return_instance", "next");
	return o->utask >= 0 && o->instances >= 0 && o->stack >= 0 && o->ret >= 0 &&
	       o->next >= 0;
}

/* cell = *(u64 *)(r3 + off) in kernel memory, 0 if unreadable. */
static void read_kernel(struct cg *g, struct uw *u, uint32_t cell, int32_t off)
{
	int ok = cg_label(g);

	cg_emit(g, ALU64_IMM(BPF_ADD, R3, off));
	cell_ptr(g, u, R1, cell);
	cg_emit(g, MOV64_IMM(R2, 8));
	cg_call(g, BPF_FUNC_probe_read_kernel);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), ok);
	st_imm(g, u, cell, 0);
	cg_place(g, ok);
}

/* Loads the return_instance in the ri cell: its stack slot and return
 * address (a null ri: slot 0, never matched). */
static void ri_load(struct cg *g, struct uw *u, const struct ri_offs *o)
{
	ld(g, u, R3, u->ri);
	read_kernel(g, u, u->ri + 8, (int32_t)o->stack);
	ld(g, u, R3, u->ri);
	read_kernel(g, u, u->ri + 16, (int32_t)o->ret);
}

/* ri = current->utask->return_instances, loaded: direct loads through
 * the task's BTF pointer (a NULL one reads as 0). */
static void ri_start(struct cg *g, struct uw *u, const struct ri_offs *o)
{
	cg_call(g, BPF_FUNC_get_current_task_btf);
	cg_emit(g, LDX(BPF_DW, R1, R0, (int16_t)o->utask));
	cg_emit(g, LDX(BPF_DW, R1, R1, (int16_t)o->instances));
	st(g, u, u->ri, R1);
	cg_emit(g, LDX(BPF_DW, R2, R1, (int16_t)o->stack));
	st(g, u, u->ri + 8, R2);
	cg_emit(g, LDX(BPF_DW, R2, R1, (int16_t)o->ret));
	st(g, u, u->ri + 16, R2);
}

/* If the return address in ra was read from ri's slot, it is ri's return
 * address; ri moves to the next one. */
static void ri_fix(struct cg *g, struct uw *u, uint32_t ra)
{
	struct ri_offs o;
	int skip = cg_label(g);

	if (!ri_offsets(&o))
		return;
	ld(g, u, R1, u->raddr);
	ld(g, u, R2, u->ri + 8);
	cg_jmp(g, JMP_REG(BPF_JNE, R1, R2, 0), skip);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R2, 0, 0), skip);
	ld(g, u, R1, u->ri + 16);
	st(g, u, ra, R1);
	ld(g, u, R3, u->ri);
	read_kernel(g, u, u->ri, (int32_t)o.next);
	ri_load(g, u, &o);
	cg_place(g, skip);
}

/* Sets pc, sp (= CFA), exact = 0 from the return address in ra and the
 * cfa cell; counts a frame of kind i; back to the loop head. */
static void next_frame(struct cg *g, struct uw *u, uint32_t ra, int i)
{
	ri_fix(g, u, ra);
	ld(g, u, R1, ra);
	st(g, u, u->pc, R1);
	ld(g, u, R1, u->cfa);
	st(g, u, u->sp, R1);
	st_imm(g, u, u->exact, 0);
	count(g, u, i);
	cg_jmp(g, JA(0), u->head);
}

/* r1 = the CFA of the row in the row cell (r4 = its kind), also stored
 * in the cfa cell; the walk ends unless the CFA is above rsp (at bad if
 * it is from an rbx not known). */
static void cfa_of(struct cg *g, struct uw *u, int bad)
{
	int plt = cg_label(g), have = cg_label(g), bp = cg_label(g);

	ld(g, u, R5, u->row);
	cg_emit(g, ALU64_IMM(BPF_RSH, R5, 32));
	cg_emit(g, ALU64_IMM(BPF_AND, R5, 0xffff));
	ld(g, u, R3, u->row);
	cg_emit(g, ALU64_IMM(BPF_RSH, R3, 48));
	cg_emit(g, ALU64_IMM(BPF_AND, R3, SD_CFI_OFF8));
	cg_emit(g, JMP_IMM(BPF_JEQ, R3, 0, 1));
	cg_emit(g, ALU64_IMM(BPF_LSH, R5, 3));
	ld(g, u, R1, u->sp);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R4, SD_CFI_RSP, 0), have);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R4, SD_CFI_PLT, 0), plt);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R4, SD_CFI_RBP, 0), bp);
	ld(g, u, R1, u->bxok);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R1, 0, 0), bad);
	ld(g, u, R1, u->bx);
	cg_jmp(g, JA(0), have);
	cg_place(g, bp);
	ld(g, u, R1, u->bp);
	cg_jmp(g, JA(0), have);
	cg_place(g, plt);
	ld(g, u, R2, u->pc);
	cg_emit(g, ALU64_IMM(BPF_AND, R2, 15));
	ld(g, u, R3, u->row);
	cg_emit(g, ALU64_IMM(BPF_RSH, R3, 56));
	cg_jmp(g, JMP_REG(BPF_JLT, R2, R3, 0), have);
	cg_emit(g, ALU64_IMM(BPF_ADD, R5, 8));
	cg_place(g, have);
	cg_emit(g, ALU64_REG(BPF_ADD, R1, R5));
	st(g, u, u->cfa, R1);
	ld(g, u, R2, u->sp);
	cg_jmp(g, JMP_REG(BPF_JLE, R1, R2, 0), u->done);
}

/* The caller's rbp saved at CFA + 8 * bp_off into bp: with the return
 * address in one read when bp_off is -2 (then on to the next frame),
 * else alone (then on to ra). */
static void saved_bp(struct cg *g, struct uw *u, int ra)
{
	int apart = cg_label(g);

	ld(g, u, R3, u->row);
	cg_emit(g, ALU64_IMM(BPF_ARSH, R3, 56));
	cg_jmp(g, JMP_IMM(BPF_JNE, R3, -2, 0), apart);
	ld(g, u, R3, u->cfa);
	cg_emit(g, ALU64_IMM(BPF_SUB, R3, 16));
	read_stack(g, u, u->buf, 16, u->done);
	ld(g, u, R1, u->buf);
	st(g, u, u->bp, R1);
	next_frame(g, u, u->buf + 8, SD_US_CFI);
	cg_place(g, apart);
	cg_emit(g, ALU64_IMM(BPF_LSH, R3, 3));
	ld(g, u, R1, u->cfa);
	cg_emit(g, ALU64_REG(BPF_ADD, R3, R1));
	read_stack(g, u, u->buf, 8, u->done);
	ld(g, u, R1, u->buf);
	st(g, u, u->bp, R1);
	cg_jmp(g, JA(0), ra);
}

/* The caller's rbx as the row's bits 5-7 of its kind say (cfi.h). */
static void restore_bx(struct cg *g, struct uw *u)
{
	int keep = cg_label(g), lost = cg_label(g);

	ld(g, u, R4, u->row);
	cg_emit(g, ALU64_IMM(BPF_RSH, R4, 48 + SD_CFI_BX_SHIFT));
	cg_emit(g, ALU64_IMM(BPF_AND, R4, 7));
	cg_jmp(g, JMP_IMM(BPF_JEQ, R4, 0, 0), keep);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R4, SD_CFI_BX_LOST, 0), lost);
	cg_emit(g, ALU64_IMM(BPF_ADD, R4, 1));
	cg_emit(g, ALU64_IMM(BPF_LSH, R4, 3));
	ld(g, u, R3, u->cfa);
	cg_emit(g, ALU64_REG(BPF_SUB, R3, R4));
	read_stack(g, u, u->buf + 16, 8, lost);
	ld(g, u, R1, u->buf + 16);
	st(g, u, u->bx, R1);
	cg_jmp(g, JA(0), keep);
	cg_place(g, lost);
	st_imm(g, u, u->bxok, 0);
	cg_place(g, keep);
}

/* A step with the row in the row cell (kinds NONE and SIGNAL go to fp and
 * sig). */
static void cfi_step(struct cg *g, struct uw *u, int sig)
{
	int ra = cg_label(g), bad = cg_label(g);

	ld(g, u, R4, u->row);
	cg_emit(g, ALU64_IMM(BPF_RSH, R4, 48));
	cg_emit(g, ALU64_IMM(BPF_AND, R4, SD_CFI_KIND_MASK));
	cg_jmp(g, JMP_IMM(BPF_JEQ, R4, SD_CFI_NONE, 0), u->fp);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R4, SD_CFI_END, 0), u->done);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R4, SD_CFI_SIGNAL, 0), sig);
	cg_jmp(g, JMP_IMM(BPF_JGE, R4, SD_CFI_BAD, 0), bad);
	cfa_of(g, u, bad);
	cg_emit(g, ALU64_IMM(BPF_SUB, R1, 8));
	st(g, u, u->raddr, R1);
	restore_bx(g, u);
	ld(g, u, R4, u->row);
	cg_emit(g, ALU64_IMM(BPF_RSH, R4, 48));
	cg_emit(g, ALU64_IMM(BPF_AND, R4, SD_CFI_BP_SAVED));
	cg_jmp(g, JMP_IMM(BPF_JEQ, R4, 0, 0), ra);
	saved_bp(g, u, ra);
	cg_place(g, ra);
	ld(g, u, R3, u->raddr);
	read_stack(g, u, u->buf + 8, 8, u->done);
	next_frame(g, u, u->buf + 8, SD_US_CFI);
	cg_place(g, bad);
	count(g, u, SD_US_BAD);
	cg_jmp(g, JA(0), u->done);
}

/* Byte i (0..7) of r1 into r2. */
static void byte_of(struct cg *g, int i)
{
	cg_emit(g, MOV64_REG(R2, R1));
	if (i)
		cg_emit(g, ALU64_IMM(BPF_RSH, R2, 8 * i));
	cg_emit(g, ALU64_IMM(BPF_AND, R2, 0xff));
}

/* Goes on if the 8 bytes before the return address in ra end with a call:
 * e8 rel32, or ff /2 (through a register or memory, 2 to 7 bytes); else
 * (or unreadable) jumps to no. */
static void after_call(struct cg *g, struct uw *u, uint32_t ra, int no)
{
	static const int len[] = { 2, 3, 4, 6, 7 };
	int ok = cg_label(g);

	ld(g, u, R3, ra);
	cg_emit(g, ALU64_IMM(BPF_SUB, R3, 8));
	read_or(g, u, u->buf + 16, 8, no);
	ld(g, u, R1, u->buf + 16);
	byte_of(g, 3);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R2, 0xe8, 0), ok);
	for (size_t k = 0; k < SD_ARRAY_SIZE(len); k++) {
		int i = 8 - len[k];
		byte_of(g, i);
		cg_emit(g, JMP_IMM(BPF_JNE, R2, 0xff, 4));
		cg_emit(g, MOV64_REG(R2, R1));
		cg_emit(g, ALU64_IMM(BPF_RSH, R2, 8 * (i + 1)));
		cg_emit(g, ALU64_IMM(BPF_AND, R2, 0x38));
		cg_jmp(g, JMP_IMM(BPF_JEQ, R2, 0x10, 0), ok);
	}
	cg_jmp(g, JA(0), no);
	cg_place(g, ok);
}

/* A frame-pointer step: [rbp] is the caller's rbp, [rbp + 8] the return
 * address, if rbp is aligned and not below rsp and the address follows a
 * call instruction (rbp may be any callee-saved value in code built
 * without frame pointers, a pointer to data on the stack among them);
 * else the walk ends, counted (not at rbp 0, the outermost frame). */
static void fp_step(struct cg *g, struct uw *u)
{
	int stop = cg_label(g);

	cg_place(g, u->fp);
	ld(g, u, R3, u->bp);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R3, 0, 0), u->done);
	ld(g, u, R2, u->sp);
	cg_jmp(g, JMP_REG(BPF_JLT, R3, R2, 0), stop);
	cg_emit(g, MOV64_REG(R2, R3));
	cg_emit(g, ALU64_IMM(BPF_AND, R2, 7));
	cg_jmp(g, JMP_IMM(BPF_JNE, R2, 0, 0), stop);
	cg_emit(g, MOV64_REG(R2, R3));
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, 8));
	st(g, u, u->raddr, R2);
	read_stack(g, u, u->buf, 16, stop);
	after_call(g, u, u->buf + 8, stop);
	ld(g, u, R1, u->bp);
	cg_emit(g, ALU64_IMM(BPF_ADD, R1, 16));
	st(g, u, u->cfa, R1);
	ld(g, u, R1, u->buf);
	st(g, u, u->bp, R1);
	st_imm(g, u, u->bxok, 0);
	next_frame(g, u, u->buf + 8, SD_US_FP);
	cg_place(g, stop);
	count(g, u, SD_US_FPSTOP);
	cg_jmp(g, JA(0), u->done);
}

/* The frame under a signal trampoline: rip, rsp and rbp from the ucontext
 * at rsp; its pc is exact (the interrupted instruction). */
static void sig_step(struct cg *g, struct uw *u, int sig)
{
	cg_place(g, sig);
	ld(g, u, R3, u->sp);
	cg_emit(g, ALU64_IMM(BPF_ADD, R3, UC_BP));
	read_or(g, u, u->buf, UC_READ, u->done);
	ld(g, u, R1, u->buf);
	st(g, u, u->bp, R1);
	ld(g, u, R1, u->buf + UC_BX_REL);
	st(g, u, u->bx, R1);
	st_imm(g, u, u->bxok, 1);
	ld(g, u, R1, u->buf + UC_IP_REL);
	st(g, u, u->pc, R1);
	ld(g, u, R1, u->buf + UC_SP_REL);
	st(g, u, u->sp, R1);
	st_imm(g, u, u->exact, 1);
	count(g, u, SD_US_CFI);
	cg_jmp(g, JA(0), u->head);
}

/* Allocates the cells and slots. */
static void uw_init(struct cg *g, struct uw *u, uint32_t out, uint32_t max)
{
	uint32_t *cells[] = { &u->pc, &u->sp, &u->bp, &u->bx, &u->bxok, &u->k, &u->exact,
			      &u->lo, &u->hi,
			      &u->rel, &u->first, &u->mi, &u->row, &u->cfa, &u->raddr,
			      &u->addr, &u->wbase, &u->wlen };

	u->out = out;
	u->max = max;
	u->base = g->scr;
	for (size_t i = 0; i < SD_ARRAY_SIZE(cells); i++)
		*cells[i] = cg_scratch(g, 8);
	u->buf = cg_scratch(g, UC_READ);
	u->ri = cg_scratch(g, 24);
	u->win = cg_scratch(g, WIN);
	u->s_proc = cg_slot(g, 8);
	u->s_stat = cg_slot(g, 8);
	u->s_key = cg_slot(g, 8);
	u->s_val = cg_slot(g, 8);
	u->done = cg_label(g);
	u->fp = cg_label(g);
	u->head = cg_label(g);
}

/* rb = scratch + base: a free callee-saved register, or r9 kept on the
 * stack until base_end(). */
static void base_begin(struct cg *g, struct uw *u)
{
	u->spill = 0;
	if (cg_nfree(g) > 0) {
		u->rb = cg_reg(g);
	} else {
		u->rb = R9;
		u->spill = cg_slot(g, 8);
		cg_emit(g, STX(BPF_DW, R10, R9, u->spill));
	}
	cg_scratch_ptr(g, u->rb, u->base);
}

static void base_end(struct cg *g, struct uw *u)
{
	if (u->spill)
		cg_emit(g, LDX(BPF_DW, R9, R10, u->spill));
	else
		cg_free(g, u->rb);
}

uint32_t cg_unwind(struct cg *g, uint32_t out, uint32_t max)
{
	uint32_t mark = g->scr;
	int stack = g->stack, sig = cg_label(g), nomap = cg_label(g);
	struct uw u;
	struct sloop l;
	struct ri_offs o;

	uw_init(g, &u, out, max);
	g->img->unwind = true;
	if (cg_tracer_frame(g))
		g->img->unwind_self = true;
	base_begin(g, &u);
	start(g, &u);
	if (ri_offsets(&o))
		ri_start(g, &u, &o);
	subr_loop_begin(g, &l);
	u.head = l.head;
	record_pc(g, &u);
	find_map(g, &u, nomap);
	find_row(g, &u);
	cfi_step(g, &u, sig);
	cg_place(g, nomap);
	count(g, &u, SD_US_NOMAP);
	mark_miss(g, &u);
	cg_jmp(g, JA(0), u.fp);
	fp_step(g, &u);
	sig_step(g, &u, sig);
	subr_loop_end(g, &l);
	cg_place(g, u.done);
	base_end(g, &u);
	g->stack = stack;
	g->scr = mark;
	return u.k;
}
