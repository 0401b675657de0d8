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

/* The first argument: a string restarts the scan; a constant NULL (0)
 * continues it, as in DTrace, where a NULL value is an invalid address
 * (dt_cg_check_ptr_arg( ), before the saved scan is touched). Another
 * address that cannot be read is scanned as "": the helper zeroes the
 * buffer, and DTrace does not check its probe_read_str( ) either. */
static void tok_start(struct cg *g, struct sd_node *s, uint32_t area)
{
	int ok = cg_label(g);
	int r;

	if (s->kind == SD_N_INT && s->u.ival.v == 0)
		return;
	r = subr_str_value(g, s);
	cg_alloca_arg_check(g, s, r);
	cg_jmp(g, JMP_IMM(BPF_JNE, r, 0, 0), ok);
	cg_fault(g, SD_FAULT_BADADDR, r);
	cg_place(g, ok);
	cg_emit(g, MOV64_REG(R3, r));
	cg_emit(g, MOV64_IMM(R2, (int32_t)g->strsize));
	area_at(g, R1, area + TOK_BUF);
	cg_call(g, BPF_FUNC_probe_read_str);
	firing_stamp(g);
	area_at(g, R1, area);
	cg_emit(g, ST_IMM(BPF_DW, R1, 0, 1));
	cg_emit(g, STX(BPF_DW, R1, R0, TOK_STAMP));
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
static void tok_resume(struct cg *g, uint32_t area, uint32_t k, uint32_t o)
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
	subr_st(g, o, R2, R1);
}

int cg_strtok(struct cg *g, struct sd_node *n, uint32_t area)
{
	struct sarg d;
	uint32_t bm = cg_scratch(g, 32), k = subr_cell(g), j = subr_cell(g);
	uint32_t o = subr_cell(g);
	uint32_t res = subr_strbuf(g);
	int ok = cg_label(g), tok = cg_label(g), end = cg_label(g);
	int r;

	tok_start(g, n->u.call.args, area);
	r = subr_str_value(g, n->u.call.args->next);
	cg_alloca_arg_check(g, n->u.call.args->next, r);
	d.buf = subr_strbuf(g);
	d.cell = subr_cell(g);
	/* as dt_cg_subr_strtok( ): the delimiters are checked for NULL only;
	 * dt_strtok( ) uses whatever its read gives ("" when it fails) */
	cg_jmp(g, JMP_IMM(BPF_JNE, r, 0, 0), ok);
	cg_fault(g, SD_FAULT_BADADDR, r);
	cg_place(g, ok);
	subr_copystr(g, d.buf, r, -1);
	cg_free(g, r);
	tok_resume(g, area, k, o);
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
	/* no token left: as DTrace (bpf/strtok.S), the saved position becomes
	 * the length of what was left, so at the end the next call starts over */
	subr_ld(g, R4, o);
	cg_emit(g, ALU64_REG(BPF_SUB, R2, R4));
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, 1));
	area_at(g, R1, area);
	cg_emit(g, STX(BPF_DW, R1, R2, 0));
	cg_emit(g, MOV64_IMM(r, 0));
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
	cg_call(g, BPF_FUNC_probe_read_str);
	cg_scratch_ptr(g, r, res);
	subr_keep(g, res);
	cg_place(g, end);
	return r;
}

/* cleanpath, as DTrace for Linux's: "//" and "/./" collapse, a ".."
 * drops the component before it (at the root of an absolute path it is
 * dropped itself, at the start of a relative one it stays as "../"), the
 * trailing '/' goes, nothing left is "."; "" stays "". Of the leading
 * "../"s of a relative path only their count mod 16 stays, as
 * bpf/cleanpath.S's "and NUP, 15" (16 of them leave none). The result is built
 * as components each followed by '/' above a floor (the root's '/' or the
 * leading "../"s); the machine reads a byte per step, or in state CP_BACK
 * drops a byte of the component a ".." removes. */
enum { CP_TEXT, CP_BACK };

struct cp {
	uint32_t res, i, j, k, dots, floor, abs, st, ups;
	int fin;
};

/* The end of a component (R0 = its length k, cell dots its '.'s). */
static void cp_component(struct cg *g, const struct cp *p, int next)
{
	int normal = cg_label(g), up = cg_label(g), keep = cg_label(g);

	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), next);
	subr_ld(g, R3, p->dots);
	cg_jmp(g, JMP_REG(BPF_JNE, R3, R0, 0), normal);
	cg_jmp(g, JMP_IMM(BPF_JGT, R0, 2, 0), normal);
	subr_ld(g, R2, p->j);
	cg_emit(g, ALU64_REG(BPF_SUB, R2, R0));		/* unwrite "." or ".." */
	subr_st(g, p->j, R2, R1);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 1, 0), next);
	subr_ld(g, R3, p->floor);
	cg_jmp(g, JMP_REG(BPF_JLE, R2, R3, 0), up);
	cg_emit(g, ALU64_IMM(BPF_SUB, R2, 1));		/* the component's '/' */
	subr_st(g, p->j, R2, R1);
	subr_st_imm(g, p->st, CP_BACK, R1);
	cg_jmp(g, JA(0), next);
	cg_place(g, up);		/* nothing to drop: the root stays, */
	subr_ld(g, R3, p->abs);
	cg_jmp(g, JMP_IMM(BPF_JNE, R3, 0, 0), next);
	for (const char *s = "../"; *s; s++)
		subr_putc(g, p->res, p->j, g->strsize - 1, p->fin, -1, *s);
	subr_ld(g, R2, p->ups);		/* DTrace keeps the count of */
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, 1));	/* "../" mod 16 (its */
	cg_emit(g, ALU64_IMM(BPF_AND, R2, 15));	/* "and NUP, 15") */
	subr_st(g, p->ups, R2, R1);
	cg_jmp(g, JMP_IMM(BPF_JNE, R2, 0, 0), keep);
	subr_st_imm(g, p->j, 0, R1);
	cg_place(g, keep);
	subr_ld(g, R2, p->j);		/* a relative path keeps "../" */
	subr_st(g, p->floor, R2, R1);
	cg_jmp(g, JA(0), next);
	cg_place(g, normal);
	subr_putc(g, p->res, p->j, g->strsize - 1, p->fin, -1, '/');
	cg_jmp(g, JA(0), next);
}

/* CP_BACK: drop the byte before j unless it is the floor or a '/'. */
static void cp_back(struct cg *g, const struct cp *p, int head)
{
	int stop = cg_label(g);

	subr_ld(g, R2, p->j);
	subr_ld(g, R3, p->floor);
	cg_jmp(g, JMP_REG(BPF_JLE, R2, R3, 0), stop);
	cg_emit(g, ALU64_IMM(BPF_SUB, R2, 1));
	subr_ldb(g, R0, p->res, R2, p->fin);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, '/', 0), stop);
	subr_st(g, p->j, R2, R1);
	cg_jmp(g, JA(0), head);
	cg_place(g, stop);
	subr_st_imm(g, p->st, CP_TEXT, R1);
	cg_jmp(g, JA(0), head);
}

/* One byte of the path (R0; NUL ends the last component). */
static void cp_step(struct cg *g, const struct cp *p, int head)
{
	int end = cg_label(g), next = cg_label(g), nodot = cg_label(g);

	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), end);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, '/', 0), end);
	cg_emit(g, MOV64_REG(R3, R0));
	subr_putc(g, p->res, p->j, g->strsize - 1, p->fin, R3, 0);
	subr_ld(g, R2, p->k);
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, 1));
	subr_st(g, p->k, R2, R1);
	cg_jmp(g, JMP_IMM(BPF_JNE, R3, '.', 0), nodot);
	subr_ld(g, R2, p->dots);
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, 1));
	subr_st(g, p->dots, R2, R1);
	cg_place(g, nodot);
	cg_jmp(g, JA(0), head);
	cg_place(g, end);
	subr_ld(g, R0, p->k);
	cp_component(g, p, next);
	cg_place(g, next);
	subr_st_imm(g, p->k, 0, R1);
	subr_st_imm(g, p->dots, 0, R1);
	cg_jmp(g, JA(0), head);
}

/* The result: without its trailing '/', "." when nothing is left. */
static void cp_finish(struct cg *g, const struct cp *p)
{
	int keep = cg_label(g), term = cg_label(g);

	subr_ld(g, R2, p->j);
	cg_jmp(g, JMP_IMM(BPF_JLE, R2, 1, 0), keep);
	cg_emit(g, ALU64_IMM(BPF_SUB, R2, 1));
	subr_ldb(g, R0, p->res, R2, term);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, '/', 0), term);
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, 1));
	cg_jmp(g, JA(0), term);
	cg_place(g, keep);
	cg_jmp(g, JMP_IMM(BPF_JNE, R2, 0, 0), term);
	cg_scratch_ptr(g, R1, p->res);
	cg_emit(g, ST_IMM(BPF_B, R1, 0, '.'));
	cg_emit(g, MOV64_IMM(R2, 1));
	cg_place(g, term);
	subr_bound(g, R2, g->strsize - 1);
	cg_scratch_ptr(g, R1, p->res);
	cg_emit(g, ALU64_REG(BPF_ADD, R1, R2));
	cg_emit(g, ST_IMM(BPF_B, R1, 0, 0));
}

int cg_cleanpath(struct cg *g, struct sd_node *n)
{
	struct sarg a[1];
	struct sloop l;
	struct cp p = { .res = subr_strbuf(g), .i = subr_cell(g), .j = subr_cell(g),
			.k = subr_cell(g), .dots = subr_cell(g), .floor = subr_cell(g),
			.abs = subr_cell(g), .st = subr_cell(g), .ups = subr_cell(g),
			.fin = cg_label(g) };
	int empty = cg_label(g), rel = cg_label(g), text = cg_label(g);

	subr_args(g, n, "s", a);
	subr_ld(g, R2, a[0].cell);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R2, 0, 0), empty);	/* "" stays "" */
	cg_emit(g, MOV64_IMM(R2, 0));
	subr_ldb(g, R0, a[0].buf, R2, empty);
	cg_jmp(g, JMP_IMM(BPF_JNE, R0, '/', 0), rel);
	subr_putc(g, p.res, p.j, g->strsize - 1, empty, -1, '/');
	subr_st_imm(g, p.floor, 1, R1);
	subr_st_imm(g, p.abs, 1, R1);
	subr_st_imm(g, p.i, 1, R1);
	cg_place(g, rel);
	subr_loop_begin(g, &l);
	subr_ld(g, R3, p.st);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R3, CP_TEXT, 0), text);
	cp_back(g, &p, l.head);
	cg_place(g, text);
	subr_ld(g, R2, p.i);
	subr_ld(g, R3, a[0].cell);
	cg_jmp(g, JMP_REG(BPF_JGT, R2, R3, 0), p.fin);
	subr_ldb(g, R0, a[0].buf, R2, p.fin);
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, 1));
	subr_st(g, p.i, R2, R1);
	cp_step(g, &p, l.head);
	subr_loop_end(g, &l);
	cg_place(g, p.fin);
	cp_finish(g, &p);
	cg_place(g, empty);
	return subr_result(g, p.res);
}
