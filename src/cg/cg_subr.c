/* cg_subr.c - subroutine calls: dispatch, argument parking, loops, string
 * comparison, and the integer, lock and memory subroutines (rand, byte
 * swaps, getmajor, progenyof, mutex_*, rw_*, copyin, copyinstr, copyinto,
 * alloca, bcopy, copyout, copyoutstr). Strings are in cg_str.c and
 * cg_scan.c, network addresses in cg_net.c.
 *
 * alloca memory is the alloca area of the clause-local map value (placed by
 * sema_subr.c): each clause hands it out from its start, in program order,
 * at compile time; a variable size takes the rest. bcopy and copyinto check
 * their destination against what the clause has handed out so far.
 */
#include "cg_subr_int.h"

#include "../base/opts.h"
#include "../kern/ktypes.h"
#include "../lang/subr.h"

/* may_goto (BPF_JMP | BPF_JCOND, src BPF_MAY_GOTO): jumps when the
 * program's loop budget is spent, so the verifier may stop unrolling */
#define SD_JCOND	0xe0
#define MAY_GOTO(o)	SD_INSN(BPF_JMP | SD_JCOND, 0, 0, o, 0)

uint32_t subr_cell(struct cg *g)
{
	uint32_t c = cg_scratch(g, 8);

	cg_scratch_ptr(g, R1, c);
	cg_emit(g, ST_IMM(BPF_DW, R1, 0, 0));
	return c;
}

void subr_ld(struct cg *g, int reg, uint32_t cell)
{
	cg_scratch_ptr(g, reg, cell);
	cg_emit(g, LDX(BPF_DW, reg, reg, 0));
}

void subr_st(struct cg *g, uint32_t cell, int reg, int tmp)
{
	cg_scratch_ptr(g, tmp, cell);
	cg_emit(g, STX(BPF_DW, tmp, reg, 0));
}

void subr_st_imm(struct cg *g, uint32_t cell, int32_t imm, int tmp)
{
	cg_scratch_ptr(g, tmp, cell);
	cg_emit(g, ST_IMM(BPF_DW, tmp, 0, imm));
}

void subr_putc(struct cg *g, uint32_t res, uint32_t j, uint32_t max, int fin, int reg,
	       int imm)
{
	subr_ld(g, R2, j);
	cg_jmp(g, JMP_IMM(BPF_JGE, R2, (int32_t)max, 0), fin);
	cg_scratch_ptr(g, R1, res);
	cg_emit(g, ALU64_REG(BPF_ADD, R1, R2));
	if (reg >= 0)
		cg_emit(g, STX(BPF_B, R1, reg, 0));
	else
		cg_emit(g, ST_IMM(BPF_B, R1, 0, imm));
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, 1));
	subr_st(g, j, R2, R1);
}

void subr_ldb(struct cg *g, int dst, uint32_t buf, int idx, int out)
{
	cg_jmp(g, JMP_IMM(BPF_JGE, idx, (int32_t)g->strsize, 0), out);
	cg_scratch_ptr(g, dst, buf);
	cg_emit(g, ALU64_REG(BPF_ADD, dst, idx));
	cg_emit(g, LDX(BPF_B, dst, dst, 0));
}

void subr_bound(struct cg *g, int reg, uint32_t max)
{
	cg_emit(g, JMP_IMM(BPF_JLE, reg, (int32_t)max, 1));
	cg_emit(g, MOV64_IMM(reg, (int32_t)max));
}

uint32_t subr_strbuf(struct cg *g)
{
	uint32_t off = cg_scratch(g, (uint32_t)SD_ALIGN(g->strsize, 8));

	cg_scratch_ptr(g, R1, off);
	cg_emit(g, ST_IMM(BPF_B, R1, 0, 0));
	return off;
}

uint32_t subr_strbuf2(struct cg *g)
{
	uint32_t off = cg_scratch(g, 2 * g->strsize + 8);

	cg_scratch_ptr(g, R1, off);
	cg_emit(g, ST_IMM(BPF_B, R1, 0, 0));
	return off;
}

void subr_copystr(struct cg *g, uint32_t dst, int src, int n)
{
	if (src != R3)
		cg_emit(g, MOV64_REG(R3, src));
	if (n < 0)
		cg_emit(g, MOV64_IMM(R2, (int32_t)g->strsize));
	else if (n != R2)
		cg_emit(g, MOV64_REG(R2, n));
	cg_scratch_ptr(g, R1, dst);
	cg_call(g, BPF_FUNC_probe_read_str);
}

int subr_result(struct cg *g, uint32_t off)
{
	int r = cg_reg(g);

	cg_scratch_ptr(g, r, off);
	subr_keep(g, off);
	return r;
}

void subr_keep(struct cg *g, uint32_t off)
{
	g->result_end = off + (uint32_t)SD_ALIGN(g->strsize, 8);
}

int subr_result_cell(struct cg *g, uint32_t cell)
{
	int r = cg_reg(g);

	subr_ld(g, r, cell);
	return r;
}

void subr_loop_begin(struct cg *g, struct sloop *l)
{
	l->head = cg_label(g);
	l->done = cg_label(g);
	cg_place(g, l->head);
	cg_jmp(g, MAY_GOTO(0), l->done);
}

void subr_loop_next(struct cg *g, struct sloop *l)
{
	cg_jmp(g, JA(0), l->head);
}

void subr_loop_end(struct cg *g, struct sloop *l)
{
	cg_place(g, l->done);
}

/* DTrace's dt_strcmp( ) (bpf/strcmp.S) takes a failed read of a string as
 * strsize zeros with the length of a full string: it compares as "", but
 * for the tie-break on length, which makes it greater than a readable ""
 * when strsize is 3 or more (and two unreadable strings equal). ra (the result) is fixed up for
 * that case; rc[k] are cells with the helper's result for each copy. */
static void strcmp_unread(struct cg *g, int ra, const uint32_t *buf, const uint32_t *rc)
{
	for (int k = 0; k < 2; k++) {
		int skip = cg_label(g);

		subr_ld(g, R1, rc[k]);
		cg_jmp(g, JMP_IMM(BPF_JSGT, R1, 0, 0), skip);
		subr_ld(g, R1, rc[1 - k]);
		cg_jmp(g, JMP_IMM(BPF_JSLE, R1, 0, 0), skip);
		cg_scratch_ptr(g, R1, buf[1 - k]);
		cg_emit(g, LDX(BPF_B, R1, R1, 0));
		cg_jmp(g, JMP_IMM(BPF_JNE, R1, 0, 0), skip);
		cg_emit(g, MOV64_IMM(ra, k == 0 ? 1 : -1));
		cg_place(g, skip);
	}
}

void cg_strcmp(struct cg *g, int ra, int rb)
{
	uint32_t mark = g->scr, i = subr_cell(g);
	uint32_t buf[2] = { subr_strbuf(g), subr_strbuf(g) };
	uint32_t rc[2] = { subr_cell(g), subr_cell(g) };
	int regs[2] = { ra, rb }, diff = cg_label(g), end = cg_label(g);
	int last = cg_label(g);
	struct sloop l;

	/* private copies: any address (even NULL, read as "") is safe */
	for (int k = 0; k < 2; k++) {
		subr_copystr(g, buf[k], regs[k], -1);
		subr_st(g, rc[k], R0, R1);
	}
	subr_loop_begin(g, &l);
	subr_ld(g, R1, i);
	cg_jmp(g, JMP_IMM(BPF_JGE, R1, (int32_t)g->strsize - 2, 0), last);
	subr_ldb(g, R4, buf[0], R1, l.done);
	subr_ldb(g, R5, buf[1], R1, l.done);
	cg_jmp(g, JMP_REG(BPF_JNE, R4, R5, 0), diff);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R4, 0, 0), l.done);
	cg_emit(g, ALU64_IMM(BPF_ADD, R1, 1));
	subr_st(g, i, R1, R2);
	subr_loop_next(g, &l);
	cg_place(g, last);
	/* as DTrace's dt_strcmp: strsize - 1 characters are compared; when
	 * they are the same, a first string of strsize characters is the
	 * greater (its last byte against the NUL that ends the other's copy) */
	cg_emit(g, MOV64_IMM(R1, (int32_t)g->strsize - 2));
	subr_ldb(g, R4, buf[0], R1, l.done);
	cg_emit(g, MOV64_IMM(R5, 0));
	cg_place(g, diff);
	cg_emit(g, MOV64_REG(ra, R4));
	cg_emit(g, ALU64_REG(BPF_SUB, ra, R5));
	cg_jmp(g, JA(0), end);
	subr_loop_end(g, &l);
	cg_emit(g, MOV64_IMM(ra, 0));
	cg_place(g, end);
	if (g->strsize - 1 >= 3)	/* else no difference is past "" */
		strcmp_unread(g, ra, buf, rc);
	g->scr = mark;
}

/* Parks one string argument held in r. As DTrace's code generator
 * (dt_cg_check_ptr_arg( )), only a NULL value faults; a read that fails
 * leaves "" (the helper zeroes the buffer), length 0, and the address in
 * a->bad for the few subroutines whose BPF code tests the read. */
static void park_str(struct cg *g, int r, struct sarg *a)
{
	int nn = cg_label(g);

	a->buf = subr_strbuf(g);
	a->cell = subr_cell(g);
	a->bad = subr_cell(g);
	cg_jmp(g, JMP_IMM(BPF_JNE, r, 0, 0), nn);
	cg_fault(g, SD_FAULT_BADADDR, r);
	cg_place(g, nn);
	subr_st(g, a->bad, r, R1);	/* read back as a number below */
	subr_copystr(g, a->buf, r, -1);
	/* without a branch, which the verifier would keep pending to the
	 * program's end: R2 = -1 if the read failed (R0 < 0; the helper
	 * zeroed the buffer), else 0; bad = address & R2, length
	 * (R0 - 1) & ~R2 */
	cg_emit(g, MOV64_REG(R2, R0));
	cg_emit(g, ALU64_IMM(BPF_ARSH, R2, 63));
	subr_ld(g, R3, a->bad);
	cg_emit(g, ALU64_REG(BPF_AND, R3, R2));
	subr_st(g, a->bad, R3, R1);
	cg_emit(g, ALU64_IMM(BPF_XOR, R2, -1));
	cg_emit(g, ALU64_IMM(BPF_SUB, R0, 1));
	cg_emit(g, ALU64_REG(BPF_AND, R0, R2));
	subr_st(g, a->cell, R0, R1);
}

/* Evaluates argument x of kind k (as subr_args()) into *a. */
static void subr_arg(struct cg *g, struct sd_node *x, char k, struct sarg *a)
{
	/* an array passed as an address; a char array where a string is
	 * wanted too: DTrace's value of it is its address (DT_NF_REF), which
	 * the subroutine reads as a string, so one that cannot be read is
	 * unreadable there (strjoin( ) of it is ""), not an empty copy */
	bool addr = x->type->kind == SD_T_ARRAY && cg_is_place(x) &&
		    (k != 's' || sd_type_is_stringlike(x->type));
	bool sized = g->str_nocheck;
	int r;

	g->str_nocheck = k != 's';	/* the subroutine checks its own size */
	r = addr ? cg_addrof(g, x) : cg_expr(g, x);
	g->str_nocheck = sized;
	if (k == 's') {
		cg_alloca_arg_check(g, x, r);
		park_str(g, r, a);
	} else {
		a->bad = 0;
		a->cell = cg_scratch(g, 8);
		subr_st(g, a->cell, r, R1);
	}
	cg_free(g, r);
}

int subr_str_value(struct cg *g, struct sd_node *x)
{
	return x->type->kind == SD_T_ARRAY && cg_is_place(x) && sd_type_is_stringlike(x->type) ?
	       cg_addrof(g, x) : cg_expr(g, x);
}

void subr_args(struct cg *g, struct sd_node *n, const char *kinds, struct sarg *a)
{
	int i = 0;

	for (struct sd_node *x = n->u.call.args; x && kinds[i]; x = x->next, i++)
		subr_arg(g, x, kinds[i], &a[i]);
}

/* A fault that always happens: the jump over it is never taken, but code
 * after it stays reachable for the verifier's control-flow check. */
static void fault_always(struct cg *g, int code, int valreg)
{
	int after = cg_label(g);

	cg_emit(g, MOV64_IMM(R5, 0));
	cg_jmp(g, JMP_IMM(BPF_JNE, R5, 0, 0), after);
	cg_fault(g, code, valreg);
	cg_place(g, after);
}

/* The value of the only argument, in a new register. */
static int arg1(struct cg *g, struct sd_node *n)
{
	return cg_expr(g, n->u.call.args);
}

static int gen_swap(struct cg *g, struct sd_node *n, int bits)
{
	int r = arg1(g, n);

	cg_emit(g, BSWAP_BE(r, bits));
	return r;
}

static int gen_rand(struct cg *g)
{
	int r = cg_reg(g);

	cg_call(g, BPF_FUNC_get_prandom_u32);
	cg_emit(g, MOV64_REG(r, R0));
	cg_normalize(g, r, g->cu->types.t_int);
	return r;
}

/* __sd_uint(addr): the int at addr in the current process's memory, 0
 * when it cannot be read (psinfo_t's pr_argc, dlib.c). */
static int gen_uint(struct cg *g, struct sd_node *n)
{
	int r = arg1(g, n);
	int slot = cg_slot(g, 8);

	cg_emit(g, ST_IMM(BPF_DW, R10, slot, 0));
	cg_emit(g, MOV64_REG(R3, r));
	cg_emit(g, MOV64_REG(R1, R10));
	cg_emit(g, ALU64_IMM(BPF_ADD, R1, slot));
	cg_emit(g, MOV64_IMM(R2, 4));
	cg_call(g, BPF_FUNC_probe_read_user);
	cg_emit(g, LDX(BPF_W, r, R10, slot));
	cg_normalize(g, r, g->cu->types.t_int);
	return r;
}

static int gen_dev(struct cg *g, struct sd_node *n, bool major)
{
	int r = arg1(g, n);

	cg_emit(g, MOV32_REG(r, r));
	if (major)
		cg_emit(g, ALU64_IMM(BPF_RSH, r, 20));
	else
		cg_emit(g, ALU64_IMM(BPF_AND, r, 0xfffff));
	return r;
}

/* r0 = *(u32 or u64 *)(r3 + off), read from the kernel through a stack
 * slot; to fail when the read fails. */
static void kread(struct cg *g, int slot, long off, int size, int fail)
{
	cg_emit(g, ST_IMM(BPF_DW, R10, slot, 0));
	if (off)
		cg_emit(g, ALU64_IMM(BPF_ADD, R3, (int32_t)off));
	cg_emit(g, MOV64_REG(R1, R10));
	cg_emit(g, ALU64_IMM(BPF_ADD, R1, slot));
	cg_emit(g, MOV64_IMM(R2, size));
	cg_call(g, BPF_FUNC_probe_read);
	cg_jmp(g, JMP_IMM(BPF_JNE, R0, 0, 0), fail);
	cg_emit(g, LDX(sd_bpf_size(size), R0, R10, slot));
}

/* progenyof(pid), as DTrace's bpf/progenyof.S: whether the current task or
 * one of its real_parent ancestors, 256 at most and up to the task that is
 * its own parent (the idle task), has the thread ID pid (its low 32 bits).
 * So progenyof(0) is 1, progenyof(tid) is 1, and progenyof(pid) is 0 in a
 * thread other than its process's first; a read that fails gives 0. The
 * walk's state lives in stack slots, so that it needs no register but its
 * result's (it may be evaluated with the others all busy), but for its
 * count, which is a scratch cell as the string loops' are: in a stack slot
 * the verifier knew it as a constant, so each of the 256 turns was a state
 * of its own, checked with the turns before it still pending (about 1,000
 * more jumps on its stack, and 2,643 statements x = rand( ) % 3 ? rand( ) :
 * progenyof(1) were refused: "The sequence of 8193 jumps is too complex"). */
static int gen_progenyof(struct cg *g, struct sd_node *n)
{
	long o_par = sd_ktype_offset("task_struct", "real_parent");
	long o_pid = sd_ktype_offset("task_struct", "pid");
	int r = arg1(g, n), base = g->stack;	/* its slots are dead after it */
	int want = cg_slot(g, 8), task = cg_slot(g, 8), slot = cg_slot(g, 8);
	int yes = cg_label(g), end = cg_label(g);
	uint32_t mark = g->scr, cnt;
	struct sloop l;

	cg_emit(g, MOV32_REG(r, r));
	cg_emit(g, STX(BPF_DW, R10, r, want));
	cg_emit(g, MOV64_IMM(r, 0));
	if (o_par < 0 || o_pid < 0)
		goto out;
	cnt = cg_scratch(g, 8);
	subr_st_imm(g, cnt, 256, R1);
	cg_call(g, BPF_FUNC_get_current_task);
	cg_emit(g, STX(BPF_DW, R10, R0, task));
	subr_loop_begin(g, &l);
	cg_emit(g, LDX(BPF_DW, R3, R10, task));
	cg_jmp(g, JMP_IMM(BPF_JEQ, R3, 0, 0), end);
	subr_ld(g, R1, cnt);
	cg_jmp(g, JMP_IMM(BPF_JSLE, R1, 0, 0), end);
	kread(g, slot, o_pid, 4, end);
	cg_emit(g, LDX(BPF_DW, R1, R10, want));
	cg_jmp(g, JMP_REG(BPF_JEQ, R0, R1, 0), yes);
	cg_emit(g, LDX(BPF_DW, R3, R10, task));
	kread(g, slot, o_par, 8, end);
	cg_emit(g, LDX(BPF_DW, R1, R10, task));
	cg_jmp(g, JMP_REG(BPF_JEQ, R0, R1, 0), end);
	cg_emit(g, STX(BPF_DW, R10, R0, task));
	subr_ld(g, R1, cnt);
	cg_emit(g, ALU64_IMM(BPF_SUB, R1, 1));
	subr_st(g, cnt, R1, R2);
	subr_loop_next(g, &l);
	subr_loop_end(g, &l);
	cg_jmp(g, JA(0), end);
	cg_place(g, yes);
	cg_emit(g, MOV64_IMM(r, 1));
	cg_place(g, end);
out:
	g->stack = base;
	g->scr = mark;
	return r;
}

uint32_t cg_scratchsize(struct cg *g)
{
	uint64_t max = g->cu->opts->scratchsize;	/* the value given, + 8 */

	max = max > 8 ? max - 8 : 0;
	return (uint32_t)(max > (1u << 20) ? (1u << 20) : max);
}

int32_t cg_alloca_window(struct cg *g)
{
	return 2 * CG_ALLOCA_NEAR + 2 * (int32_t)cg_scratchsize(g);
}

uint32_t cg_alloca_start(struct cg *g)
{
	return g->this_base + g->cu->alloca_off - 1 + SD_ALLOCA_HEAD;
}

void cg_alloca_elsewhere(struct cg *g, int other)
{
	/* the area's size past its NULL bytes, as sema_subr.c reserves it */
	uint32_t len = 2 * (uint32_t)SD_ALIGN(g->cu->opts->scratchsize, 8);
	int maybe = cg_label(g);

	cg_emit(g, MOV64_REG(R2, R1));
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, (int32_t)cg_alloca_start(g)));	/* in the map value */
	cg_jmp(g, JMP_IMM(BPF_JGE, R2, (int32_t)g->img->this_size, 0), maybe);
	cg_jmp(g, JMP_IMM(BPF_JSLT, R1, -SD_ALLOCA_HEAD, 0), other);
	cg_jmp(g, JMP_IMM(BPF_JSGE, R1, (int32_t)len, 0), other);
	cg_place(g, maybe);
}

/* Kernel locks, as DTrace for Linux computes them: the 8 bytes of the lock
 * word (struct mutex's owner; a qrwlock's counts, and the wait lock after
 * them) are read (a NULL lock faults, another unreadable one, an alloca( )'d
 * one too, reads as 0) and masked. mutex_owned: 1 if the owner is the
 * current task; mutex_owner: the owner; rw_read_held: the word without its
 * writer bits (readers count from bit 9); rw_write_held: the writer byte
 * (0xff when held); rw_iswriter: the writer byte and waiting bit (0x1ff). */
static int gen_lock(struct cg *g, struct sd_node *n, int subr)
{
	long off = 0;
	int slot = cg_slot(g, 8), ok = cg_label(g);
	int r = arg1(g, n);

	if (subr == SD_S_MUTEX_TYPE_ADAPTIVE || subr == SD_S_MUTEX_TYPE_SPIN) {
		/* every Linux mutex sleeps: adaptive, never a spin mutex */
		cg_emit(g, MOV64_IMM(r, subr == SD_S_MUTEX_TYPE_ADAPTIVE));
		return r;
	}
	if (subr == SD_S_MUTEX_OWNED || subr == SD_S_MUTEX_OWNER)
		off = sd_ktype_offset("mutex", "owner");
	/* dt_cg_subr_lock_helper( ) checks only for NULL: an alloca( )'d lock
	 * is read at its scratch offset, which is unreadable (0) */
	cg_alloca_value(g, n->u.call.args, r);
	cg_jmp(g, JMP_IMM(BPF_JNE, r, 0, 0), ok);
	cg_fault(g, SD_FAULT_BADADDR, r);
	cg_place(g, ok);
	cg_emit(g, ST_IMM(BPF_DW, R10, slot, 0));
	cg_emit(g, MOV64_REG(R3, r));
	if (off > 0)
		cg_emit(g, ALU64_IMM(BPF_ADD, R3, (int32_t)off));
	cg_emit(g, MOV64_REG(R1, R10));
	cg_emit(g, ALU64_IMM(BPF_ADD, R1, slot));
	cg_emit(g, MOV64_IMM(R2, 8));
	cg_call(g, BPF_FUNC_probe_read);
	if (subr == SD_S_MUTEX_OWNED)
		cg_call(g, BPF_FUNC_get_current_task);
	cg_emit(g, LDX(BPF_DW, r, R10, slot));
	switch (subr) {
	case SD_S_MUTEX_OWNED: case SD_S_MUTEX_OWNER:
		cg_emit(g, ALU64_IMM(BPF_AND, r, ~7));	/* flag bits */
		if (subr == SD_S_MUTEX_OWNED) {
			cg_emit(g, JMP_REG(BPF_JEQ, r, R0, 2));
			cg_emit(g, MOV64_IMM(r, 0));
			cg_emit(g, JA(1));
			cg_emit(g, MOV64_IMM(r, 1));
		}
		break;
	case SD_S_RW_READ_HELD:
		cg_emit(g, ALU64_IMM(BPF_AND, r, ~0x1ff));
		break;
	case SD_S_RW_WRITE_HELD:
		cg_emit(g, ALU64_IMM(BPF_AND, r, 0xff));
		break;
	default:			/* rw_iswriter */
		cg_emit(g, ALU64_IMM(BPF_AND, r, 0x1ff));
		break;
	}
	return r;
}

/* Fault unless the size in register sz fits in scratchsize. */
static void check_size(struct cg *g, int sz)
{
	int ok = cg_label(g);

	cg_jmp(g, JMP_IMM(BPF_JLE, sz, (int32_t)cg_scratchsize(g), 0), ok);
	cg_fault(g, SD_FAULT_BADSIZE, sz);
	cg_place(g, ok);
}

/* copyin( )'s size check. With scratchsize=0 DTrace's dt_cg_subr_copyin( )
 * compares the size with the int scratchsize - 8, -8: only a negative size
 * is invalid, and the allocation that follows runs out of scratch space. */
static void check_copyin_size(struct cg *g, int sz)
{
	int ok = cg_label(g), bad = cg_label(g);

	if (g->cu->opts->scratchsize) {
		check_size(g, sz);
		return;
	}
	cg_jmp(g, JMP_IMM(BPF_JSLT, sz, 0, 0), bad);
	cg_jmp(g, JMP_IMM(BPF_JEQ, sz, 0, 0), ok);
	cg_fault(g, SD_FAULT_NOSCRATCH, -1);
	cg_place(g, bad);
	cg_fault(g, SD_FAULT_BADSIZE, sz);
	cg_place(g, ok);
}

/* reg = the start of the alloca area (a clause-local area pointer), after
 * its head */
static void area_ptr(struct cg *g, int reg, uint32_t area)
{
	cg_emit(g, LDX(BPF_DW, reg, R10, SLOT_THIS));
	cg_emit(g, ALU64_IMM(BPF_ADD, reg, (int32_t)(area + SD_ALLOCA_HEAD)));
}

/* reg = the address of the alloca top: DTrace's scratch top, 8 (its NULL
 * bytes) plus what the clause has allocated, each allocation rounded up to
 * 8 bytes, kept in the first word of the alloca area. */
static void top_ptr(struct cg *g, int reg)
{
	cg_emit(g, LDX(BPF_DW, reg, R10, SLOT_THIS));
	cg_emit(g, ALU64_IMM(BPF_ADD, reg, (int32_t)(g->this_base + g->cu->alloca_off - 1)));
}

void cg_alloca_reset(struct cg *g)
{
	top_ptr(g, R1);
	cg_emit(g, ST_IMM(BPF_DW, R1, 0, 8));
}

/* R2 = the address DTrace's scratch offset 0 stands for, as a number (the
 * verifier allows no subtraction of a pointer from a number); uses R1 */
static void alloca_zero(struct cg *g)
{
	cg_emit(g, LDX(BPF_DW, R2, R10, SLOT_THIS));
	cg_scalarize(g, R2);
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, (int32_t)cg_alloca_start(g) - 8));
}

/* The addresses alloca_check( ) (cg_mem.c) takes for alloca( )'d memory
 * are DTrace's offsets (the caller has asked cg_maybe_alloca( )); any
 * other value, a pointer loaded from alloca( )'d memory included, stays
 * as it is, as in DTrace. */
void cg_alloca_addr_to_off(struct cg *g, int r)
{
	int done = cg_label(g);

	if (!g->cu->alloca_off)
		return;		/* no alloca( ) in the program: no such value */
	cg_scalarize(g, r);
	cg_jmp(g, JMP_IMM(BPF_JEQ, r, 0, 0), done);
	alloca_zero(g);
	cg_emit(g, MOV64_REG(R1, r));
	cg_emit(g, ALU64_REG(BPF_SUB, R1, R2));
	cg_emit(g, ALU64_IMM(BPF_SUB, R1, 8));		/* less the area's start */
	cg_alloca_elsewhere(g, done);
	cg_emit(g, MOV64_REG(R2, R1));
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, CG_ALLOCA_NEAR));
	cg_jmp(g, JMP_IMM(BPF_JGE, R2, cg_alloca_window(g), 0), done);
	cg_emit(g, MOV64_REG(r, R1));
	cg_emit(g, ALU64_IMM(BPF_ADD, r, 8));
	cg_place(g, done);
}

void cg_alloca_off_to_addr(struct cg *g, int r)
{
	int done = cg_label(g);

	if (!g->cu->alloca_off)
		return;
	cg_scalarize(g, r);
	cg_jmp(g, JMP_IMM(BPF_JEQ, r, 0, 0), done);
	alloca_zero(g);
	cg_emit(g, ALU64_REG(BPF_ADD, r, R2));
	cg_place(g, done);
}

void cg_alloca_xl_addr(struct cg *g, int r)
{
	int done = cg_label(g);

	if (!g->cu->alloca_off)
		return;
	cg_scalarize(g, r);
	cg_jmp(g, JMP_IMM(BPF_JLT, r, 8, 0), done);
	cg_jmp(g, JMP_IMM(BPF_JGE, r, (int32_t)cg_scratchsize(g) + 8, 0), done);
	alloca_zero(g);
	cg_emit(g, ALU64_REG(BPF_ADD, r, R2));
	cg_place(g, done);
}

void cg_alloca_xl_str(struct cg *g, int r)
{
	int bad = cg_label(g), ok = cg_label(g);

	if (!g->cu->alloca_off)
		return;
	cg_scalarize(g, r);
	cg_jmp(g, JMP_IMM(BPF_JSLT, r, 8, 0), bad);
	cg_jmp(g, JMP_IMM(BPF_JSGE, r, (int32_t)cg_scratchsize(g) + 8, 0), bad);
	top_ptr(g, R3);
	cg_emit(g, LDX(BPF_DW, R3, R3, 0));	/* DTrace's top: the next offset */
	cg_jmp(g, JMP_REG(BPF_JGE, r, R3, 0), bad);
	cg_emit(g, ALU64_IMM(BPF_SUB, R3, (int32_t)g->strsize - 1));
	cg_jmp(g, JMP_REG(BPF_JLE, r, R3, 0), ok);	/* unsigned, as DTrace's */
	cg_emit(g, MOV64_IMM(R1, (int32_t)g->strsize - 1));
	cg_fault(g, SD_FAULT_BADSIZE, R1);
	cg_place(g, bad);
	cg_fault(g, SD_FAULT_BADADDR, r);
	cg_place(g, ok);
	alloca_zero(g);
	cg_emit(g, ALU64_REG(BPF_ADD, r, R2));
}

void cg_alloca_top(struct cg *g, int reg)
{
	top_ptr(g, reg);
	cg_emit(g, LDX(BPF_DW, reg, reg, 0));
	cg_emit(g, ALU64_IMM(BPF_SUB, reg, 8));
}

/* Allocates the bytes register sz says at the top, as DTrace's
 * dt_cg_subr_alloca_impl( ) does: out of scratch space (value 0) when the
 * new top, rounded up to 8 in 64 bits, is past scratchsize or the old one
 * leaves no room; a negative size moves the top down. Returns a register
 * pointing at the bytes. */
static int area_alloc(struct cg *g, uint32_t area, int sz)
{
	uint32_t max = cg_scratchsize(g);
	int r = cg_reg(g), ok = cg_label(g), bad = cg_label(g);

	top_ptr(g, R2);
	cg_emit(g, LDX(BPF_DW, r, R2, 0));
	cg_emit(g, MOV64_REG(R1, r));
	cg_emit(g, ALU64_REG(BPF_ADD, R1, sz));
	cg_emit(g, ALU64_IMM(BPF_ADD, R1, 7));
	cg_emit(g, ALU64_IMM(BPF_AND, R1, -8));
	cg_jmp(g, JMP_IMM(BPF_JGT, R1, (int32_t)max + 8, 0), bad);
	cg_jmp(g, JMP_IMM(BPF_JLE, r, (int32_t)max, 0), ok);
	cg_place(g, bad);
	cg_fault(g, SD_FAULT_NOSCRATCH, -1);
	cg_place(g, ok);
	cg_emit(g, STX(BPF_DW, R2, R1, 0));
	area_ptr(g, R1, area);
	cg_emit(g, ALU64_IMM(BPF_SUB, R1, 8));	/* the old top, 0 up: a pointer */
	cg_emit(g, ALU64_REG(BPF_ADD, R1, r));	/* the verifier can bound */
	cg_emit(g, MOV64_REG(r, R1));
	return r;
}

static int gen_alloca(struct cg *g, struct sd_node *n, uint32_t area)
{
	int sz = arg1(g, n);
	int r = area_alloc(g, area, sz);
	cg_free(g, sz);
	return r;
}

/* R1 = the address in cell at minus the area's address (R4, as a number:
 * the verifier allows no pointer subtraction), R2 clobbered. */
static void area_off(struct cg *g, uint32_t area, uint32_t at)
{
	uint32_t tmp = cg_scratch(g, 8);

	area_ptr(g, R1, area);
	subr_st(g, tmp, R1, R2);
	subr_ld(g, R4, tmp);
	subr_ld(g, R1, at);
	cg_emit(g, ALU64_REG(BPF_SUB, R1, R4));
}

/* R1 = the destination in cell dst, checked against what the clause has
 * allocated so far (the top, R3): outside it is an invalid address, a copy
 * of the size in cell sz (checked already) running past it an invalid size.
 * R1 is then a pointer the verifier can check. */
static void area_dst(struct cg *g, uint32_t area, uint32_t dst, uint32_t sz)
{
	int ok = cg_label(g), fits = cg_label(g), bad = cg_label(g);

	area_off(g, area, dst);
	cg_alloca_top(g, R3);
	cg_jmp(g, JMP_IMM(BPF_JSLT, R1, 0, 0), bad);
	cg_jmp(g, JMP_REG(BPF_JSLT, R1, R3, 0), ok);
	cg_place(g, bad);
	cg_emit(g, ALU64_IMM(BPF_ADD, R1, 8));	/* named as DTrace does (alloca_check) */
	cg_fault(g, SD_FAULT_BADADDR, R1);
	cg_place(g, ok);
	subr_ld(g, R2, sz);
	cg_emit(g, ALU64_REG(BPF_SUB, R3, R2));
	cg_jmp(g, JMP_IMM(BPF_JSGT, R1, (int32_t)cg_scratchsize(g), 0), bad);	/* for the verifier */
	cg_jmp(g, JMP_REG(BPF_JSLE, R1, R3, 0), fits);
	cg_fault(g, SD_FAULT_BADSIZE, R2);
	cg_place(g, fits);
	area_ptr(g, R4, area);
	cg_emit(g, ALU64_REG(BPF_ADD, R1, R4));
}

/* A source in cell src that came from alloca() (cg_alloca_window) must
 * lie in what the clause has allocated so far, as the destination must. */
static void area_src(struct cg *g, uint32_t area, uint32_t src, uint32_t sz)
{
	int ok = cg_label(g), bad = cg_label(g);

	area_off(g, area, src);
	cg_alloca_elsewhere(g, ok);
	cg_emit(g, MOV64_REG(R2, R1));
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, CG_ALLOCA_NEAR));
	cg_jmp(g, JMP_IMM(BPF_JGE, R2, cg_alloca_window(g), 0), ok);
	cg_alloca_top(g, R3);
	cg_jmp(g, JMP_IMM(BPF_JSLT, R1, 0, 0), bad);
	cg_jmp(g, JMP_REG(BPF_JSGE, R1, R3, 0), bad);
	subr_ld(g, R2, sz);
	cg_emit(g, ALU64_REG(BPF_SUB, R3, R2));
	cg_jmp(g, JMP_REG(BPF_JSLE, R1, R3, 0), ok);
	cg_fault(g, SD_FAULT_BADSIZE, R2);
	cg_place(g, bad);
	cg_emit(g, ALU64_IMM(BPF_ADD, R1, 8));	/* named as DTrace does */
	cg_fault(g, SD_FAULT_BADADDR, R1);
	cg_place(g, ok);
}

/* Can the value of n be an address alloca() gave? Only with DTrace's
 * alloca taint, and not a string literal or another D string (but a cast
 * to string may hold one): an address that merely lies near the area (the
 * string table, a kernel object) must not be checked as if it came from
 * alloca(). */
static bool maybe_alloca(const struct sd_node *n)
{
	if (n->kind == SD_N_STR || sd_sema_alloca_free(n))
		return false;
	return n->kind == SD_N_CAST || !n->type || n->type->kind != SD_T_STRING;
}

/* Copies the size in cell isz from the address in cell isrc to R1; a
 * failed read is an invalid address, the one in cell a[ibad]. */
static void copy_to(struct cg *g, struct sarg *a, int isrc, int isz, bool user, int ibad)
{
	int ok = cg_label(g);

	cg_emit(g, MOV64_REG(R5, R1));
	subr_ld(g, R2, a[isz].cell);
	check_size(g, R2);
	cg_emit(g, MOV64_REG(R1, R5));
	subr_ld(g, R3, a[isrc].cell);
	cg_call(g, user ? BPF_FUNC_probe_read_user : BPF_FUNC_probe_read_kernel);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), ok);
	subr_ld(g, R3, a[ibad].cell);
	cg_fault(g, SD_FAULT_BADADDR, R3);
	cg_place(g, ok);
}

/* copyin(addr, n): n bytes of user memory into the alloca area; the size
 * is checked before it is allocated, as DTrace does. */
static int gen_copyin(struct cg *g, struct sd_node *n, uint32_t area)
{
	struct sd_node *src = n->u.call.args;
	struct sarg a[2];
	int r, sz, slot;

	/* DTrace's order (dt_cg_subr_copyin( )): the size is evaluated,
	 * checked and allocated before the address is evaluated */
	subr_arg(g, src->next, 'i', &a[1]);
	subr_ld(g, R2, a[1].cell);
	check_copyin_size(g, R2);
	sz = cg_reg(g);
	subr_ld(g, sz, a[1].cell);
	r = area_alloc(g, area, sz);
	cg_free(g, sz);
	slot = cg_slot(g, 8);	/* the stack keeps it a pointer */
	cg_emit(g, STX(BPF_DW, R10, r, slot));
	cg_free(g, r);
	subr_arg(g, src, 'i', &a[0]);
	r = cg_reg(g);
	cg_emit(g, LDX(BPF_DW, r, R10, slot));
	cg_emit(g, MOV64_REG(R1, r));
	copy_to(g, a, 0, 1, true, 0);
	return r;
}

/* copyinto(addr, n, dst) and bcopy(src, dst, n): no value. In DTrace's
 * order (dt_cg_subr_bcopy_impl( )): the size, the source (NULL, or outside
 * what was allocated: copyinto( )'s too when it is an alloca( )'d address
 * cast to an integer), the destination, then the copy. */
static int gen_copyinto(struct cg *g, struct sd_node *n, uint32_t area, bool user)
{
	struct sarg a[3];
	int isz = user ? 1 : 2, ok = cg_label(g);

	subr_args(g, n, "iii", a);
	subr_ld(g, R2, a[isz].cell);
	check_size(g, R2);
	subr_ld(g, R1, a[0].cell);
	cg_jmp(g, JMP_IMM(BPF_JNE, R1, 0, 0), ok);
	cg_fault(g, SD_FAULT_BADADDR, R1);
	cg_place(g, ok);
	if (!user && maybe_alloca(n->u.call.args))
		area_src(g, area, a[0].cell, a[isz].cell);
	if (user && !sd_sema_alloca_free(n->u.call.args)) {
		/* an integer with DTrace's alloca taint, its offset: checked
		 * and made the memory's address (dt_cg_check_ptr_arg( )),
		 * which probe_read_user( ) then fails to read */
		subr_ld(g, R3, a[0].cell);
		cg_alloca_off_to_addr(g, R3);
		subr_st(g, a[0].cell, R3, R1);
		area_src(g, area, a[0].cell, a[isz].cell);
	}
	area_dst(g, area, a[user ? 2 : 1].cell, a[isz].cell);
	copy_to(g, a, 0, isz, user, 0);
	return -1;
}

/* Writes n bytes (register R3, bounded) from scratch + src to the user
 * address in cell dst. bpf_probe_write_user is refused to every program
 * type on kernels in lockdown (this one included), so the write is an
 * "invalid user access" fault after the source was checked. */
static void write_user(struct cg *g, uint32_t dst)
{
	subr_ld(g, R1, dst);
	fault_always(g, SD_FAULT_UPRIV, R1);
}

/* Invalid address 0 when the address in cell at is NULL. */
static void check_notnull(struct cg *g, uint32_t at)
{
	int ok = cg_label(g);

	subr_ld(g, R1, at);
	cg_jmp(g, JMP_IMM(BPF_JNE, R1, 0, 0), ok);
	cg_fault(g, SD_FAULT_BADADDR, R1);
	cg_place(g, ok);
}

/* copyout(buf, uaddr, n): through a scratch copy of the kernel bytes. As
 * DTrace's dt_cg_subr_copyout( ) does, the source is checked first (an
 * alloca'd one against the top, another one not NULL), then the
 * destination (not NULL); an unreadable source is an invalid address,
 * uaddr, as DTrace's probe_write_user( ) failing is. */
static int gen_copyout(struct cg *g, struct sd_node *n, uint32_t area)
{
	struct sarg a[3];
	uint32_t tmp = cg_scratch(g, cg_scratchsize(g) + 8);

	subr_args(g, n, "iii", a);
	check_notnull(g, a[0].cell);
	if (g->cu->alloca_off && maybe_alloca(n->u.call.args))
		area_src(g, area, a[0].cell, a[2].cell);
	check_notnull(g, a[1].cell);
	cg_scratch_ptr(g, R1, tmp);
	copy_to(g, a, 0, 2, false, 1);	/* DTrace's failed write names uaddr */
	write_user(g, a[1].cell);
	return -1;
}

/* copyoutstr(s, uaddr, n): the string and its NUL, at most n bytes. In
 * DTrace's order (dt_cg_subr_copyoutstr( )): the three arguments are
 * evaluated, n is made at most strsize, s is checked (not NULL; an alloca'd
 * one against the top, with n), then uaddr for NULL,
 * then at most n bytes of s are read (its own address: stringof/(string)
 * of an address is that address), and a read of no byte (n of 0, or s
 * unreadable within n bytes) is an invalid address, s's, before the
 * write. */
static int gen_copyoutstr(struct cg *g, struct sd_node *n, uint32_t area)
{
	struct sd_node *s = n->u.call.args;
	struct sarg a[3];
	uint32_t buf = subr_strbuf(g);
	int ok = cg_label(g);
	int r = cg_str_src(g, s);

	a[0].cell = cg_scratch(g, 8);
	subr_st(g, a[0].cell, r, R1);
	cg_free(g, r);
	subr_arg(g, s->next, 'i', &a[1]);
	subr_arg(g, s->next->next, 'i', &a[2]);
	subr_ld(g, R2, a[2].cell);
	subr_bound(g, R2, g->strsize - 1);
	subr_st(g, a[2].cell, R2, R1);
	check_notnull(g, a[0].cell);
	if (g->cu->alloca_off && maybe_alloca(s))
		area_src(g, area, a[0].cell, a[2].cell);
	check_notnull(g, a[1].cell);
	subr_ld(g, R2, a[2].cell);
	subr_bound(g, R2, g->strsize - 1);	/* for the verifier */
	subr_ld(g, R3, a[0].cell);
	cg_scratch_ptr(g, R1, buf);
	cg_call(g, BPF_FUNC_probe_read_str);
	cg_jmp(g, JMP_IMM(BPF_JSGT, R0, 0, 0), ok);
	subr_ld(g, R1, a[0].cell);
	cg_fault(g, SD_FAULT_BADADDR, R1);
	cg_place(g, ok);
	write_user(g, a[1].cell);
	return -1;
}

#define SD_CHILL_MAX	500000000	/* ns: DTrace's chill limit per call */

/* chill(ns): spins ns nanoseconds (at most SD_CHILL_MAX, else an illegal
 * operation, as DTrace limits chill time). */
static int gen_chill(struct cg *g, struct sd_node *n)
{
	struct sarg a[1];
	uint32_t t0 = subr_cell(g);
	int ok = cg_label(g);
	struct sloop l;

	subr_args(g, n, "i", a);
	subr_ld(g, R1, a[0].cell);
	cg_jmp(g, JMP_IMM(BPF_JLE, R1, SD_CHILL_MAX, 0), ok);
	cg_fault(g, SD_FAULT_ILLOP, R1);
	cg_place(g, ok);
	cg_call(g, BPF_FUNC_ktime_get_ns);
	subr_st(g, t0, R0, R1);
	subr_loop_begin(g, &l);
	cg_call(g, BPF_FUNC_ktime_get_ns);
	subr_ld(g, R1, t0);
	cg_emit(g, ALU64_REG(BPF_SUB, R0, R1));
	subr_ld(g, R2, a[0].cell);
	cg_jmp(g, JMP_REG(BPF_JGE, R0, R2, 0), l.done);
	subr_loop_next(g, &l);
	subr_loop_end(g, &l);
	return -1;
}

/* copyinstr(addr [, max]): at most max - 1 characters, and strsize - 1: as
 * DTrace's dt_cg_subr_copyinstr( ) (and dt_cg_array_op( ) for a provider's
 * user string argument), it gives probe_read_user_str( ) a size of max,
 * capped at strsize (g->strsize is strsize + 1). As in DTrace, a read that
 * copies no byte, max 0 included, is an invalid address; but not for a
 * provider's user string argument (quiet), which DTrace reads unchecked: it
 * is then "". */
static int gen_copyinstr(struct cg *g, struct sd_node *n)
{
	struct sarg a[2];
	uint32_t buf = subr_strbuf(g);
	int ok = cg_label(g), two = n->u.call.nargs > 1;

	/* the size is evaluated before the address (dt_cg_subr_copyinstr( )) */
	if (two)
		subr_arg(g, n->u.call.args->next, 'i', &a[1]);
	subr_arg(g, n->u.call.args, 'i', &a[0]);
	cg_emit(g, MOV64_IMM(R2, (int32_t)g->strsize - 1));
	if (two) {
		int small = cg_label(g);
		subr_ld(g, R4, a[1].cell);
		cg_jmp(g, JMP_REG(BPF_JGE, R4, R2, 0), small);
		cg_emit(g, MOV64_REG(R2, R4));
		cg_place(g, small);
	}
	subr_ld(g, R3, a[0].cell);
	cg_scratch_ptr(g, R1, buf);
	cg_emit(g, ST_IMM(BPF_B, R1, 0, 0));
	cg_call(g, BPF_FUNC_probe_read_user_str);
	if (n->u.call.quiet)	/* the helper zeroed buf if it failed */
		return subr_result(g, buf);
	cg_jmp(g, JMP_IMM(BPF_JSGT, R0, 0, 0), ok);	/* max 0 reads nothing: a fault too */
	subr_ld(g, R3, a[0].cell);
	cg_fault(g, SD_FAULT_BADADDR, R3);
	cg_place(g, ok);
	return subr_result(g, buf);
}

static int dispatch(struct cg *g, struct sd_node *n, int s, uint32_t area);

int cg_subr(struct cg *g, struct sd_node *n)
{
	const struct sd_ref *ref = n->sema;
	int s = ref->subr;
	/* alloca's and strtok's: after the clause-local variables */
	uint32_t area = g->this_base + (uint32_t)ref->cval, mark = g->scr;
	int r;

	g->result_end = 0;
	r = dispatch(g, n, s, area);
	/* what the call parked is dead now; a string result stays */
	g->scr = g->result_end > mark ? (uint32_t)SD_ALIGN(g->result_end, 8) : mark;
	return r;
}

static int dispatch(struct cg *g, struct sd_node *n, int s, uint32_t area)
{

	switch (s) {
	case SD_S_RAND: return gen_rand(g);
	case SD_S_HTONS: case SD_S_NTOHS: return gen_swap(g, n, 16);
	case SD_S_HTONL: case SD_S_NTOHL: return gen_swap(g, n, 32);
	case SD_S_HTONLL: case SD_S_NTOHLL: return gen_swap(g, n, 64);
	case SD_S_GETMAJOR: return gen_dev(g, n, true);
	case SD_S_GETMINOR: return gen_dev(g, n, false);
	case SD_S_PROGENYOF: return gen_progenyof(g, n);
	case SD_S_UINT: return gen_uint(g, n);
	case SD_S_MUTEX_OWNED: case SD_S_MUTEX_OWNER: case SD_S_MUTEX_TYPE_ADAPTIVE:
	case SD_S_MUTEX_TYPE_SPIN: case SD_S_RW_READ_HELD: case SD_S_RW_WRITE_HELD:
	case SD_S_RW_ISWRITER:
		return gen_lock(g, n, s);
	case SD_S_ALLOCA: return gen_alloca(g, n, area);
	case SD_S_COPYIN: return gen_copyin(g, n, area);
	case SD_S_COPYINSTR: return gen_copyinstr(g, n);
	case SD_S_COPYINTO: return gen_copyinto(g, n, area, true);
	case SD_S_BCOPY: return gen_copyinto(g, n, area, false);
	case SD_S_COPYOUT: return gen_copyout(g, n, area);
	case SD_S_COPYOUTSTR: return gen_copyoutstr(g, n, area);
	case SD_S_CHILL: return gen_chill(g, n);
	case SD_S_INET_NTOA: case SD_S_INET_NTOA6: case SD_S_INET_NTOP: case SD_S_LINK_NTOP:
		return cg_net_subr(g, n, s);
	default:
		return cg_str_subr(g, n, s);
	}
}
