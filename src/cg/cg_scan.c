/* cg_scan.c - the scanning subroutines: strtok (with its saved position) and
 * cleanpath (a small state machine over the path's bytes).
 */
#include "cg_subr_int.h"

/* The strtok state in the clause-local area: the saved position + 1 (0:
 * none), the firing that saved it, then the string being scanned. */
#define TOK_STAMP	8
#define TOK_BUF		16

/* R0 = this firing's stamp: its cached timestamp (taken now if unset). */
static void firing_stamp(struct cg *g)
{
	cg_emit(g, LDX(BPF_DW, R0, R10, SLOT_TS));
	cg_emit(g, JMP_IMM(BPF_JNE, R0, 0, 2));
	cg_call(g, BPF_FUNC_ktime_get_ns);
	cg_emit(g, STX(BPF_DW, R10, R0, SLOT_TS));
}

/* reg = the clause-local area + off */
static void area_at(struct cg *g, int reg, uint32_t off)
{
	cg_emit(g, LDX(BPF_DW, reg, R10, SLOT_THIS));
	cg_emit(g, ALU64_IMM(BPF_ADD, reg, (int32_t)off));
}

/* dst = byte idx of the strtok buffer; jumps to out unless idx < strsize */
static void tok_ldb(struct cg *g, int dst, uint32_t area, int idx, int out)
{
	cg_jmp(g, JMP_IMM(BPF_JGE, idx, (int32_t)g->strsize, 0), out);
	area_at(g, dst, area + TOK_BUF);
	cg_emit(g, ALU64_REG(BPF_ADD, dst, idx));
	cg_emit(g, LDX(BPF_B, dst, dst, 0));
}

/* Jumps to label if byte R0 is in the delimiter bitmap at bm (or not). */
static void if_delim(struct cg *g, uint32_t bm, bool is, int label)
{
	cg_emit(g, MOV64_REG(R1, R0));
	cg_emit(g, ALU64_IMM(BPF_RSH, R1, 3));
	cg_emit(g, ALU64_IMM(BPF_AND, R1, 31));
	cg_scratch_ptr(g, R4, bm);
	cg_emit(g, ALU64_REG(BPF_ADD, R4, R1));
	cg_emit(g, LDX(BPF_B, R4, R4, 0));
	cg_emit(g, MOV64_REG(R5, R0));
	cg_emit(g, ALU64_IMM(BPF_AND, R5, 7));
	cg_emit(g, MOV64_IMM(R3, 1));
	cg_emit(g, ALU64_REG(BPF_LSH, R3, R5));
	cg_emit(g, ALU64_REG(BPF_AND, R4, R3));
	cg_jmp(g, JMP_IMM(is ? BPF_JNE : BPF_JEQ, R4, 0, 0), label);
}

/* The first argument: a new string restarts the scan, NULL continues it. */
static void tok_start(struct cg *g, struct sd_node *s, uint32_t area)
{
	int cont = cg_label(g), ok = cg_label(g);
	int r = cg_expr(g, s);

	cg_jmp(g, JMP_IMM(BPF_JEQ, r, 0, 0), cont);
	cg_emit(g, MOV64_REG(R3, r));
	cg_emit(g, MOV64_IMM(R2, (int32_t)g->strsize));
	area_at(g, R1, area + TOK_BUF);
	cg_call(g, BPF_FUNC_probe_read_kernel_str);
	cg_jmp(g, JMP_IMM(BPF_JSGT, R0, 0, 0), ok);
	cg_fault(g, SD_FAULT_BADADDR, r);
	cg_place(g, ok);
	firing_stamp(g);
	area_at(g, R1, area);
	cg_emit(g, ST_IMM(BPF_DW, R1, 0, 1));
	cg_emit(g, STX(BPF_DW, R1, R0, TOK_STAMP));
	cg_place(g, cont);
	cg_free(g, r);
}

/* Builds the bitmap of the delimiters (parked at d) at bm. */
static void tok_bitmap(struct cg *g, const struct sarg *d, uint32_t bm)
{
	struct sloop l;
	uint32_t i = subr_cell(g);

	cg_scratch_ptr(g, R1, bm);
	for (int k = 0; k < 32; k += 8)
		cg_emit(g, ST_IMM(BPF_DW, R1, k, 0));
	subr_loop_begin(g, &l);
	subr_ld(g, R2, i);
	subr_ldb(g, R0, d->buf, R2, l.done);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), l.done);
	cg_emit(g, MOV64_REG(R1, R0));
	cg_emit(g, ALU64_IMM(BPF_RSH, R1, 3));
	cg_emit(g, ALU64_IMM(BPF_AND, R1, 31));
	cg_scratch_ptr(g, R4, bm);
	cg_emit(g, ALU64_REG(BPF_ADD, R4, R1));
	cg_emit(g, LDX(BPF_B, R3, R4, 0));
	cg_emit(g, ALU64_IMM(BPF_AND, R0, 7));
	cg_emit(g, MOV64_IMM(R5, 1));
	cg_emit(g, ALU64_REG(BPF_LSH, R5, R0));
	cg_emit(g, ALU64_REG(BPF_OR, R3, R5));
	cg_emit(g, STX(BPF_B, R4, R3, 0));
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, 1));
	subr_st(g, i, R2, R1);
	subr_loop_next(g, &l);
	subr_loop_end(g, &l);
}

/* Advances the index in cell k while the byte there is (not) a delimiter
 * and not NUL. */
static void tok_scan(struct cg *g, uint32_t area, uint32_t bm, uint32_t k, bool delim)
{
	struct sloop l;

	subr_loop_begin(g, &l);
	subr_ld(g, R2, k);
	tok_ldb(g, R0, area, R2, l.done);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), l.done);
	if_delim(g, bm, !delim, l.done);
	subr_ld(g, R2, k);
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, 1));
	subr_st(g, k, R2, R1);
	subr_loop_next(g, &l);
	subr_loop_end(g, &l);
}

/* k = the position this firing saved; none is an invalid address. */
static void tok_resume(struct cg *g, uint32_t area, uint32_t k)
{
	int ok = cg_label(g), bad = cg_label(g);

	firing_stamp(g);
	area_at(g, R1, area);
	cg_emit(g, LDX(BPF_DW, R3, R1, TOK_STAMP));
	cg_jmp(g, JMP_REG(BPF_JNE, R3, R0, 0), bad);
	cg_emit(g, LDX(BPF_DW, R2, R1, 0));
	cg_jmp(g, JMP_IMM(BPF_JNE, R2, 0, 0), ok);
	cg_place(g, bad);
	cg_emit(g, MOV64_IMM(R2, 0));
	cg_fault(g, SD_FAULT_BADADDR, R2);
	cg_place(g, ok);
	cg_emit(g, ALU64_IMM(BPF_SUB, R2, 1));
	subr_st(g, k, R2, R1);
}

int cg_strtok(struct cg *g, struct sd_node *n, uint32_t area)
{
	struct sarg d;
	uint32_t bm = cg_scratch(g, 32), k = subr_cell(g), j = subr_cell(g);
	uint32_t res = subr_strbuf(g);
	int ok = cg_label(g), tok = cg_label(g), end = cg_label(g);
	int r;

	tok_start(g, n->u.call.args, area);
	r = cg_expr(g, n->u.call.args->next);
	d.buf = subr_strbuf(g);
	d.cell = subr_cell(g);
	subr_copystr(g, d.buf, r, -1);
	cg_jmp(g, JMP_IMM(BPF_JSGT, R0, 0, 0), ok);
	cg_fault(g, SD_FAULT_BADADDR, r);
	cg_place(g, ok);
	cg_free(g, r);
	tok_resume(g, area, k);
	tok_bitmap(g, &d, bm);
	tok_scan(g, area, bm, k, true);
	subr_ld(g, R2, k);
	subr_st(g, j, R2, R1);
	tok_scan(g, area, bm, j, false);
	/* saved position: the end of the token (the next call skips it) */
	subr_ld(g, R2, j);
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, 1));
	area_at(g, R1, area);
	cg_emit(g, STX(BPF_DW, R1, R2, 0));
	r = cg_reg(g);
	subr_ld(g, R2, j);
	subr_ld(g, R3, k);
	cg_jmp(g, JMP_REG(BPF_JGT, R2, R3, 0), tok);
	cg_emit(g, MOV64_IMM(r, 0));		/* no token left */
	cg_jmp(g, JA(0), end);
	cg_place(g, tok);
	cg_emit(g, ALU64_REG(BPF_SUB, R2, R3));
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, 1));
	cg_emit(g, JMP_IMM(BPF_JLE, R2, (int32_t)g->strsize, 1));
	cg_emit(g, MOV64_IMM(R2, (int32_t)g->strsize));
	subr_bound(g, R3, g->strsize);
	area_at(g, R1, area + TOK_BUF);
	cg_emit(g, ALU64_REG(BPF_ADD, R3, R1));
	cg_scratch_ptr(g, R1, res);
	cg_call(g, BPF_FUNC_probe_read_kernel_str);
	cg_scratch_ptr(g, r, res);
	subr_keep(g, res);
	cg_place(g, end);
	return r;
}

/* cleanpath: states of the machine (cell st) */
enum { CP_TEXT, CP_SLASH, CP_DOT, CP_DOTDOT, CP_BACK };

struct cp {
	uint32_t res, i, j, st, c;
	int fin;
};

/* res[j++] = byte (reg >= 0) or imm. */
static void cp_emit(struct cg *g, const struct cp *p, int reg, int imm)
{
	subr_putc(g, p->res, p->j, g->strsize, p->fin, reg, imm);
}

/* Emits the pending text and the byte in the c cell, back to CP_TEXT. */
static void cp_flush(struct cg *g, const struct cp *p, const char *pending, int head)
{
	for (const char *s = pending; *s; s++)
		cp_emit(g, p, -1, *s);
	subr_ld(g, R0, p->c);
	cp_emit(g, p, R0, 0);
	subr_st_imm(g, p->st, CP_TEXT, R1);
	subr_ld(g, R0, p->c);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), p->fin);
	cg_jmp(g, JA(0), head);
}

/* CP_BACK: drop output back to the previous '/'. */
static void cp_back(struct cg *g, const struct cp *p, int head)
{
	int stop = cg_label(g), reuse = cg_label(g);

	subr_ld(g, R2, p->j);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R2, 0, 0), stop);
	cg_emit(g, ALU64_IMM(BPF_SUB, R2, 1));
	subr_st(g, p->j, R2, R1);
	subr_ldb(g, R0, p->res, R2, p->fin);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, '/', 0), stop);
	cg_jmp(g, JA(0), head);
	cg_place(g, stop);
	subr_ld(g, R0, p->c);
	cg_jmp(g, JMP_IMM(BPF_JNE, R0, 0, 0), reuse);
	subr_ld(g, R2, p->j);
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, 1));	/* "/..\0": keep the '/' */
	subr_st(g, p->j, R2, R1);
	cg_jmp(g, JA(0), p->fin);
	cg_place(g, reuse);
	subr_st_imm(g, p->st, CP_TEXT, R1);	/* the '/' is read again */
	cg_jmp(g, JA(0), head);
}

/* One input byte (in c) in state st; R0 holds it. */
static void cp_step(struct cg *g, const struct cp *p, int st, int head)
{
	static const char *const pend[] = { "", "/", "/.", "/.." };
	int other = cg_label(g), dot = cg_label(g);

	if (st == CP_DOTDOT) {
		cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), dot);
		cg_jmp(g, JMP_IMM(BPF_JNE, R0, '/', 0), other);
		cg_place(g, dot);
		subr_ld(g, R2, p->i);
		cg_emit(g, ALU64_IMM(BPF_SUB, R2, 1));	/* read it again */
		subr_st(g, p->i, R2, R1);
		subr_st_imm(g, p->st, CP_BACK, R1);
		cg_jmp(g, JA(0), head);
		cg_place(g, other);
		cp_flush(g, p, pend[st], head);
		return;
	}
	cg_jmp(g, JMP_IMM(BPF_JNE, R0, '/', 0), other);
	subr_st_imm(g, p->st, CP_SLASH, R1);	/* "//" and "/./" collapse */
	cg_jmp(g, JA(0), head);
	cg_place(g, other);
	if (st != CP_TEXT) {
		cg_jmp(g, JMP_IMM(BPF_JNE, R0, '.', 0), dot);
		subr_st_imm(g, p->st, st + 1, R1);
		cg_jmp(g, JA(0), head);
		cg_place(g, dot);
	}
	cp_flush(g, p, pend[st], head);
}

int cg_cleanpath(struct cg *g, struct sd_node *n)
{
	struct sarg a[1];
	struct sloop l;
	struct cp p = { .res = subr_strbuf(g), .i = subr_cell(g), .j = subr_cell(g),
			.st = subr_cell(g), .c = subr_cell(g), .fin = cg_label(g) };
	int lst[CP_BACK + 1];

	subr_args(g, n, "s", a);
	subr_loop_begin(g, &l);
	subr_ld(g, R2, p.j);
	cg_jmp(g, JMP_IMM(BPF_JGE, R2, (int32_t)g->strsize - 5, 0), p.fin);
	subr_ld(g, R3, p.st);
	for (int s = 0; s <= CP_BACK; s++) {
		lst[s] = cg_label(g);
		cg_jmp(g, JMP_IMM(BPF_JEQ, R3, s, 0), lst[s]);
	}
	cg_jmp(g, JA(0), p.fin);
	for (int s = 0; s <= CP_BACK; s++) {
		cg_place(g, lst[s]);
		if (s == CP_BACK) {
			cp_back(g, &p, l.head);
			continue;
		}
		subr_ld(g, R2, p.i);
		subr_ldb(g, R0, a[0].buf, R2, p.fin);
		cg_emit(g, ALU64_IMM(BPF_ADD, R2, 1));
		subr_st(g, p.i, R2, R1);
		subr_st(g, p.c, R0, R1);
		cp_step(g, &p, s, l.head);
	}
	subr_loop_end(g, &l);
	cg_place(g, p.fin);
	subr_ld(g, R2, p.j);
	cg_emit(g, JMP_IMM(BPF_JLT, R2, (int32_t)g->strsize, 1));
	cg_emit(g, MOV64_IMM(R2, (int32_t)g->strsize - 1));
	cg_scratch_ptr(g, R1, p.res);
	cg_emit(g, ALU64_REG(BPF_ADD, R1, R2));
	cg_emit(g, ST_IMM(BPF_B, R1, 0, 0));
	return subr_result(g, p.res);
}
