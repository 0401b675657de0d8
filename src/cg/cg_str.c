/* cg_str.c - string subroutines: strlen, strjoin, substr, index, rindex,
 * strstr, strchr, strrchr, strtok, lltostr, strtoll, toupper, tolower,
 * basename, dirname, d_path, and psinfo's argument string (strtok and
 * cleanpath are in cg_scan.c).
 *
 * Results are built in a scratch buffer; searches run as may_goto loops
 * over parked copies of the arguments (cg_subr_int.h).
 */
#include "cg_subr_int.h"

#include <string.h>

#include "../lang/subr.h"

/* r = the string constant s (in the string table). */
static int str_const(struct cg *g, const char *s)
{
	int r = cg_reg(g);

	cg_emit_map(g, r, SD_MAP_STRTAB, 0, true, cg_strconst(g, s, strlen(s)));
	return r;
}

/* R4 = min(R4, strsize - 1) for R4 >= 0; gives the verifier a bound. */
static void clamp_len(struct cg *g, int reg)
{
	cg_emit(g, JMP_IMM(BPF_JLE, reg, (int32_t)g->strsize - 1, 1));
	cg_emit(g, MOV64_IMM(reg, (int32_t)g->strsize - 1));
}

/* Ends a suffix subroutine: r = the result buffer res, or NULL from the
 * label null on. */
static int result_or_null(struct cg *g, int r, uint32_t res, int null)
{
	int end = cg_label(g);

	cg_scratch_ptr(g, r, res);
	subr_keep(g, res);
	cg_jmp(g, JA(0), end);
	cg_place(g, null);
	cg_emit(g, MOV64_IMM(r, 0));
	cg_place(g, end);
	return r;
}

/* Copies the suffix of the parked string at buf starting at the position in
 * cell into a new buffer, or gives NULL when the position is negative. */
static int suffix_or_null(struct cg *g, uint32_t buf, uint32_t cell)
{
	uint32_t res = subr_strbuf(g);
	int r = cg_reg(g), null = cg_label(g);

	subr_ld(g, R3, cell);
	cg_jmp(g, JMP_IMM(BPF_JSLT, R3, 0, 0), null);
	subr_bound(g, R3, g->strsize);
	cg_scratch_ptr(g, R1, buf);
	cg_emit(g, ALU64_REG(BPF_ADD, R3, R1));
	subr_copystr(g, res, R3, -1);
	return result_or_null(g, r, res, null);
}

/* R1 = -1 if one of the first n parked strings of a could not be read,
 * else 0: no branch, which the verifier would keep pending to the
 * program's end (x | -x has its sign bit set for any x but 0). */
static void unread_mask(struct cg *g, const struct sarg *a, int n)
{
	cg_emit(g, MOV64_IMM(R1, 0));
	for (int k = 0; k < n; k++) {
		subr_ld(g, R2, a[k].bad);
		cg_emit(g, ALU64_REG(BPF_OR, R1, R2));
	}
	cg_emit(g, MOV64_REG(R2, R1));
	cg_emit(g, ALU64_IMM(BPF_NEG, R2, 0));
	cg_emit(g, ALU64_REG(BPF_OR, R1, R2));
	cg_emit(g, ALU64_IMM(BPF_ARSH, R1, 63));
}

/* Where DTrace's BPF code tests its read of a string (bpf/index.S,
 * rindex.S: dt_index( ) and dt_rindex( ) give -1 when s or t cannot be
 * read), cell p = v if one of the first n parked strings could not be. */
static void unread_gives(struct cg *g, const struct sarg *a, int n, uint32_t p, int32_t v)
{
	unread_mask(g, a, n);
	subr_ld(g, R2, p);			/* p & ~mask | v & mask */
	cg_emit(g, MOV64_REG(R3, R1));
	cg_emit(g, ALU64_IMM(BPF_XOR, R3, -1));
	cg_emit(g, ALU64_REG(BPF_AND, R2, R3));
	cg_emit(g, MOV64_IMM(R3, v));
	cg_emit(g, ALU64_REG(BPF_AND, R3, R1));
	cg_emit(g, ALU64_REG(BPF_OR, R2, R3));
	subr_st(g, p, R2, R1);
}

static int gen_strlen(struct cg *g, struct sd_node *n)
{
	struct sarg a[1];

	subr_args(g, n, "s", a);
	return subr_result_cell(g, a[0].cell);
}

static int gen_strjoin(struct cg *g, struct sd_node *n)
{
	struct sarg a[2];
	uint32_t res = subr_strbuf2(g);

	subr_args(g, n, "ss", a);
	cg_scratch_ptr(g, R3, a[0].buf);
	subr_copystr(g, res, R3, -1);
	subr_ld(g, R4, a[0].cell);
	clamp_len(g, R4);
	cg_emit(g, MOV64_IMM(R2, (int32_t)g->strsize));
	cg_emit(g, ALU64_REG(BPF_SUB, R2, R4));
	cg_scratch_ptr(g, R1, res);
	cg_emit(g, ALU64_REG(BPF_ADD, R1, R4));
	cg_scratch_ptr(g, R3, a[1].buf);
	cg_call(g, BPF_FUNC_probe_read_str);
	/* dt_strjoin( ) (bpf/strjoin.S) stops when s1 cannot be read, its
	 * buffer zeroed by the helper: "" (s2 unread is "" by itself) */
	unread_mask(g, a, 1);			/* res[0] &= ~mask */
	cg_emit(g, ALU64_IMM(BPF_XOR, R1, -1));
	cg_scratch_ptr(g, R3, res);
	cg_emit(g, LDX(BPF_B, R2, R3, 0));
	cg_emit(g, ALU64_REG(BPF_AND, R2, R1));
	cg_emit(g, STX(BPF_B, R3, R2, 0));
	return subr_result(g, res);
}

/* substr(s, i [, n]): R1 len, R2 index, R3 count (signed arithmetic), as
 * DTrace's bpf/substr.S. */
static int gen_substr(struct cg *g, struct sd_node *n)
{
	struct sarg a[3];
	bool cnt = n->u.call.nargs > 2;
	uint32_t res = subr_strbuf(g);
	int empty = cg_label(g), pos = cg_label(g), neg = cg_label(g), go = cg_label(g);

	subr_args(g, n, cnt ? "sii" : "si", a);
	subr_ld(g, R1, a[0].cell);
	subr_ld(g, R2, a[1].cell);
	if (cnt)
		subr_ld(g, R3, a[2].cell);
	else	/* strsize, as DTrace's: a start before 0 shortens it */
		cg_emit(g, MOV64_IMM(R3, (int32_t)g->strsize - 1));
	for (int r = R2; r <= R3; r++) {	/* both are int, as in DTrace */
		cg_emit(g, ALU64_IMM(BPF_LSH, r, 32));
		cg_emit(g, ALU64_IMM(BPF_ARSH, r, 32));
	}
	cg_jmp(g, JMP_IMM(BPF_JSGE, R2, 0, 0), pos);
	cg_emit(g, ALU64_REG(BPF_ADD, R2, R1));		/* from the end */
	cg_jmp(g, JMP_IMM(BPF_JSGE, R2, 0, 0), pos);
	cg_emit(g, MOV64_REG(R4, R2));
	cg_emit(g, ALU64_REG(BPF_ADD, R4, R3));
	cg_jmp(g, JMP_IMM(BPF_JSLE, R4, 0, 0), empty);
	cg_emit(g, ALU64_REG(BPF_ADD, R3, R2));		/* clipped at 0 */
	cg_emit(g, MOV64_IMM(R2, 0));
	cg_place(g, pos);
	cg_jmp(g, JMP_REG(BPF_JSGE, R2, R1, 0), empty);
	cg_jmp(g, JMP_IMM(BPF_JSLT, R3, 0, 0), neg);
	cg_jmp(g, JA(0), go);
	cg_place(g, neg);
	cg_emit(g, ALU64_REG(BPF_ADD, R3, R1));		/* stop -n before the end */
	cg_emit(g, ALU64_REG(BPF_SUB, R3, R2));
	cg_place(g, go);
	cg_jmp(g, JMP_IMM(BPF_JSLE, R3, 0, 0), empty);
	cg_emit(g, JMP_IMM(BPF_JSLE, R3, (int32_t)g->strsize - 1, 1));
	cg_emit(g, MOV64_IMM(R3, (int32_t)g->strsize - 1));
	cg_emit(g, ALU64_IMM(BPF_ADD, R3, 1));
	subr_bound(g, R2, g->strsize);
	cg_scratch_ptr(g, R1, a[0].buf);
	cg_emit(g, ALU64_REG(BPF_ADD, R2, R1));
	cg_emit(g, MOV64_REG(R1, R3));
	cg_emit(g, MOV64_REG(R3, R2));
	cg_emit(g, MOV64_REG(R2, R1));
	cg_scratch_ptr(g, R1, res);
	cg_call(g, BPF_FUNC_probe_read_str);
	cg_place(g, empty);
	return subr_result(g, res);
}

/* dst = byte idx of a parked string (its whole buffer, which holds the
 * characters index_args( ) reads); to out past it. */
static void find_ldb(struct cg *g, int dst, uint32_t buf, int idx, int out)
{
	cg_jmp(g, JMP_IMM(BPF_JGE, idx, (int32_t)SD_ALIGN(g->strsize, 8), 0), out);
	cg_scratch_ptr(g, dst, buf);
	cg_emit(g, ALU64_REG(BPF_ADD, dst, idx));
	cg_emit(g, LDX(BPF_B, dst, dst, 0));
}

/* Searches t (a[1]) in s (a[0]) from the position in cell p, moving by dir
 * after a mismatch; leaves the match's position, or -1, in p. */
static void find(struct cg *g, const struct sarg *a, uint32_t p, int dir)
{
	struct sloop l;
	uint32_t j = subr_cell(g);
	int found = cg_label(g), miss = cg_label(g), end = cg_label(g);

	subr_loop_begin(g, &l);
	subr_ld(g, R2, p);
	subr_ld(g, R3, j);
	subr_ld(g, R5, a[1].cell);
	cg_jmp(g, JMP_REG(BPF_JGE, R3, R5, 0), found);
	cg_emit(g, MOV64_REG(R4, R2));
	cg_emit(g, ALU64_REG(BPF_ADD, R4, R3));
	subr_ld(g, R5, a[0].cell);
	cg_jmp(g, JMP_REG(BPF_JGE, R4, R5, 0), l.done);
	find_ldb(g, R0, a[0].buf, R4, l.done);
	find_ldb(g, R1, a[1].buf, R3, l.done);
	cg_jmp(g, JMP_REG(BPF_JNE, R0, R1, 0), miss);
	cg_emit(g, ALU64_IMM(BPF_ADD, R3, 1));
	subr_st(g, j, R3, R1);
	subr_loop_next(g, &l);
	cg_place(g, miss);
	subr_st_imm(g, j, 0, R1);
	subr_ld(g, R2, p);
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, dir));
	cg_jmp(g, JMP_IMM(BPF_JSLT, R2, 0, 0), l.done);
	subr_st(g, p, R2, R1);
	subr_loop_next(g, &l);
	subr_loop_end(g, &l);
	subr_st_imm(g, p, -1, R1);
	cg_jmp(g, JA(0), end);
	cg_place(g, found);
	cg_place(g, end);
}

/* Parks index's, rindex's and strstr's arguments. DTrace (bpf/index.S)
 * reads s and t with strsize rounded up to 8 bytes: the search sees
 * strsize - 1 characters of a string when strsize is a multiple of 8. */
static void index_args(struct cg *g, struct sd_node *n, struct sarg *a)
{
	uint32_t lim = (uint32_t)SD_ALIGN(g->strsize - 1, 8) - 1;

	subr_args(g, n, n->u.call.nargs > 2 ? "ssi" : "ss", a);
	for (int k = 0; k < 2 && lim < g->strsize - 1; k++) {
		subr_ld(g, R2, a[k].cell);
		subr_bound(g, R2, lim);
		subr_st(g, a[k].cell, R2, R1);
	}
}

/* index(s, t [, start]) into cell p; strstr uses it too. */
static void gen_index_at(struct cg *g, struct sd_node *n, struct sarg *a, uint32_t p)
{
	int go = cg_label(g), end = cg_label(g);

	index_args(g, n, a);
	if (n->u.call.nargs > 2)
		subr_ld(g, R1, a[2].cell);
	else
		cg_emit(g, MOV64_IMM(R1, 0));
	cg_emit(g, JMP_IMM(BPF_JSGE, R1, 0, 1));
	cg_emit(g, MOV64_IMM(R1, 0));
	subr_st(g, p, R1, R2);
	subr_ld(g, R2, a[0].cell);
	cg_jmp(g, JMP_REG(BPF_JSLT, R1, R2, 0), go);
	/* at or past the end: only "" is found, and only from the end itself
	 * (DTrace: a start past len(s) - len(t) finds nothing) */
	subr_ld(g, R3, a[1].cell);
	cg_emit(g, JMP_IMM(BPF_JNE, R3, 0, 1));
	cg_emit(g, JMP_REG(BPF_JEQ, R1, R2, 1));
	cg_emit(g, MOV64_IMM(R2, -1));
	subr_st(g, p, R2, R1);
	cg_jmp(g, JA(0), end);
	cg_place(g, go);
	find(g, a, p, 1);
	cg_place(g, end);
	unread_gives(g, a, 2, p, -1);
}

static int gen_index(struct cg *g, struct sd_node *n)
{
	struct sarg a[3];
	uint32_t p = subr_cell(g);

	gen_index_at(g, n, a, p);
	return subr_result_cell(g, p);
}

/* strstr(s, t): DTrace's dt_index( ) (as index( )), then the suffix of s
 * from there. */
static int gen_strstr(struct cg *g, struct sd_node *n)
{
	struct sarg a[3];
	uint32_t p = subr_cell(g);

	gen_index_at(g, n, a, p);
	return suffix_or_null(g, a[0].buf, p);
}

static int gen_rindex(struct cg *g, struct sd_node *n)
{
	struct sarg a[3];
	uint32_t p = subr_cell(g);
	int go = cg_label(g), end = cg_label(g);

	index_args(g, n, a);
	subr_ld(g, R2, a[0].cell);
	if (n->u.call.nargs > 2)
		subr_ld(g, R1, a[2].cell);
	else
		cg_emit(g, MOV64_REG(R1, R2));
	subr_ld(g, R3, a[1].cell);
	cg_emit(g, ALU64_REG(BPF_SUB, R2, R3));		/* last possible start */
	cg_emit(g, JMP_REG(BPF_JSLE, R1, R2, 1));
	cg_emit(g, MOV64_REG(R1, R2));
	subr_st(g, p, R1, R2);
	cg_jmp(g, JMP_IMM(BPF_JSGE, R1, 0, 0), go);
	/* a negative start (or t longer than s) finds nothing, "" neither
	 * (DTrace for Linux) */
	cg_emit(g, MOV64_IMM(R1, -1));
	subr_st(g, p, R1, R2);
	cg_jmp(g, JA(0), end);
	cg_place(g, go);
	find(g, a, p, -1);
	cg_place(g, end);
	unread_gives(g, a, 2, p, -1);
	return subr_result_cell(g, p);
}

/* strchr/strrchr(s, c): the suffix at the first/last c, or NULL. As in
 * DTrace (bpf/strchr.S, strrchr.S), s is read with strsize bytes: its
 * strsize-th character is not searched; NUL is never found. */
static int gen_strchr(struct cg *g, struct sd_node *n, bool last)
{
	struct sarg a[2];
	struct sloop l;
	uint32_t i = subr_cell(g), p = subr_cell(g);
	int miss = cg_label(g);

	subr_args(g, n, "si", a);
	cg_scratch_ptr(g, R1, a[0].buf);
	cg_emit(g, ST_IMM(BPF_B, R1, (int16_t)(g->strsize - 2), 0));
	subr_st_imm(g, p, -1, R1);
	subr_loop_begin(g, &l);
	subr_ld(g, R2, i);
	subr_ldb(g, R0, a[0].buf, R2, l.done);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), l.done);
	subr_ld(g, R1, a[1].cell);
	cg_emit(g, ALU64_IMM(BPF_AND, R1, 0xff));
	cg_jmp(g, JMP_REG(BPF_JNE, R0, R1, 0), miss);
	subr_st(g, p, R2, R1);
	if (!last)
		cg_jmp(g, JA(0), l.done);
	cg_place(g, miss);
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, 1));
	subr_st(g, i, R2, R1);
	subr_loop_next(g, &l);
	subr_loop_end(g, &l);
	return suffix_or_null(g, a[0].buf, p);
}

/* toupper/tolower: a copy, converted in place. */
static int gen_case(struct cg *g, struct sd_node *n, bool upper)
{
	struct sarg a[1];
	struct sloop l;
	uint32_t res = subr_strbuf(g), i = subr_cell(g);
	int skip = cg_label(g);

	subr_args(g, n, "s", a);
	cg_scratch_ptr(g, R3, a[0].buf);
	subr_copystr(g, res, R3, -1);
	subr_loop_begin(g, &l);
	subr_ld(g, R2, i);
	subr_ldb(g, R0, res, R2, l.done);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), l.done);
	cg_jmp(g, JMP_IMM(BPF_JLT, R0, upper ? 'a' : 'A', 0), skip);
	cg_jmp(g, JMP_IMM(BPF_JGT, R0, upper ? 'z' : 'Z', 0), skip);
	cg_emit(g, ALU64_IMM(BPF_XOR, R0, 0x20));
	cg_scratch_ptr(g, R1, res);
	cg_emit(g, ALU64_REG(BPF_ADD, R1, R2));
	cg_emit(g, STX(BPF_B, R1, R0, 0));
	cg_place(g, skip);
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, 1));
	subr_st(g, i, R2, R1);
	subr_loop_next(g, &l);
	subr_loop_end(g, &l);
	return subr_result(g, res);
}

/* Writes lltostr's prefix before the digits at tmp + pos: "-" (base 10,
 * negative), "0x" (base 16) or "0" (base 8, but for 0 itself, as classic
 * DTrace: "0"). */
static void lltostr_prefix(struct cg *g, uint32_t tmp, uint32_t pos, uint32_t base,
			   uint32_t neg)
{
	static const struct { int base; const char *p; } pf[] = {
		{ 10, "-" }, { 16, "x0" }, { 8, "0" },
	};
	for (size_t k = 0; k < SD_ARRAY_SIZE(pf); k++) {
		int skip = cg_label(g);
		subr_ld(g, R2, base);
		cg_jmp(g, JMP_IMM(BPF_JNE, R2, pf[k].base, 0), skip);
		if (pf[k].base == 10) {
			subr_ld(g, R2, neg);
			cg_jmp(g, JMP_IMM(BPF_JEQ, R2, 0, 0), skip);
		}
		if (pf[k].base == 8) {	/* the one digit "0" */
			int more = cg_label(g);

			subr_ld(g, R2, pos);
			cg_jmp(g, JMP_IMM(BPF_JNE, R2, 70, 0), more);
			cg_scratch_ptr(g, R1, tmp + 70);
			cg_emit(g, LDX(BPF_B, R1, R1, 0));
			cg_jmp(g, JMP_IMM(BPF_JEQ, R1, '0', 0), skip);
			cg_place(g, more);
		}
		for (const char *c = pf[k].p; *c; c++) {
			subr_ld(g, R4, pos);
			cg_emit(g, ALU64_IMM(BPF_SUB, R4, 1));
			cg_jmp(g, JMP_IMM(BPF_JGE, R4, 71, 0), skip);
			subr_st(g, pos, R4, R1);
			cg_scratch_ptr(g, R1, tmp);
			cg_emit(g, ALU64_REG(BPF_ADD, R1, R4));
			cg_emit(g, ST_IMM(BPF_B, R1, 0, *c));
		}
		cg_place(g, skip);
	}
}

/* lltostr(v [, base]): digits written backwards into a 72-byte buffer. */
static int gen_lltostr(struct cg *g, struct sd_node *n)
{
	struct sarg a[2];
	struct sloop l;
	bool based = n->u.call.nargs > 1;
	uint32_t tmp = cg_scratch(g, 80), pos = subr_cell(g), base = subr_cell(g);
	uint32_t res = subr_strbuf(g), neg = subr_cell(g);
	int ok = cg_label(g), dec = cg_label(g), pfx = cg_label(g);

	subr_args(g, n, based ? "ii" : "i", a);
	subr_st_imm(g, pos, 71, R1);
	cg_scratch_ptr(g, R1, tmp + 71);
	cg_emit(g, ST_IMM(BPF_B, R1, 0, 0));
	if (based)
		subr_ld(g, R2, a[1].cell);
	else
		cg_emit(g, MOV64_IMM(R2, 10));
	cg_jmp(g, JMP_IMM(BPF_JLT, R2, 2, 0), ok);
	cg_jmp(g, JMP_IMM(BPF_JLE, R2, 36, 0), dec);
	cg_place(g, ok);
	cg_fault(g, SD_FAULT_ILLOP, R2);
	cg_place(g, dec);
	subr_st(g, base, R2, R1);
	subr_ld(g, R3, a[0].cell);
	cg_jmp(g, JMP_IMM(BPF_JNE, R2, 10, 0), pfx);
	cg_jmp(g, JMP_IMM(BPF_JSGE, R3, 0, 0), pfx);
	cg_emit(g, NEG64(R3));
	subr_st_imm(g, neg, 1, R1);
	subr_st(g, a[0].cell, R3, R1);
	cg_place(g, pfx);
	subr_loop_begin(g, &l);
	subr_ld(g, R3, a[0].cell);
	subr_ld(g, R2, base);
	cg_emit(g, MOV64_REG(R0, R3));
	cg_emit(g, ALU64_REG(BPF_MOD, R0, R2));
	cg_emit(g, ALU64_IMM(BPF_ADD, R0, '0'));
	cg_emit(g, JMP_IMM(BPF_JLE, R0, '9', 1));
	cg_emit(g, ALU64_IMM(BPF_ADD, R0, 'a' - '0' - 10));
	subr_ld(g, R4, pos);
	cg_emit(g, ALU64_IMM(BPF_SUB, R4, 1));
	cg_jmp(g, JMP_IMM(BPF_JGE, R4, 71, 0), l.done);
	subr_st(g, pos, R4, R1);
	cg_scratch_ptr(g, R1, tmp);
	cg_emit(g, ALU64_REG(BPF_ADD, R1, R4));
	cg_emit(g, STX(BPF_B, R1, R0, 0));
	cg_emit(g, ALU64_REG(BPF_DIV, R3, R2));
	subr_st(g, a[0].cell, R3, R1);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R3, 0, 0), l.done);
	subr_loop_next(g, &l);
	subr_loop_end(g, &l);
	lltostr_prefix(g, tmp, pos, base, neg);
	subr_ld(g, R3, pos);
	subr_bound(g, R3, 71);
	cg_scratch_ptr(g, R1, tmp);
	cg_emit(g, ALU64_REG(BPF_ADD, R3, R1));
	subr_copystr(g, res, R3, -1);
	return subr_result(g, res);
}

int cg_str_prov_pid(struct cg *g, const char *prov)
{
	size_t room = g->strsize > 12 ? g->strsize - 12 : 0, len = SD_MIN(strlen(prov), room);
	uint32_t res = cg_scratch(g, SD_MAX(g->strsize, 12)), tmp = cg_scratch(g, 16);
	int done = cg_label(g), r;

	cg_scratch_ptr(g, R1, res);
	for (size_t i = 0; i < len; i++)
		cg_emit(g, ST_IMM(BPF_B, R1, (int16_t)i, prov[i]));
	cg_call(g, BPF_FUNC_get_current_pid_tgid);
	cg_emit(g, MOV64_REG(R3, R0));
	cg_emit(g, ALU64_IMM(BPF_RSH, R3, 32));
	cg_scratch_ptr(g, R1, tmp);
	cg_emit(g, ST_IMM(BPF_B, R1, 10, 0));
	/* the digits backwards, from tmp[9]; r5 = where the first is */
	for (int k = 0; k < 10; k++) {
		cg_emit(g, MOV64_REG(R0, R3));
		cg_emit(g, ALU64_IMM(BPF_MOD, R0, 10));
		cg_emit(g, ALU64_IMM(BPF_ADD, R0, '0'));
		cg_emit(g, STX(BPF_B, R1, R0, (int16_t)(9 - k)));
		cg_emit(g, ALU64_IMM(BPF_DIV, R3, 10));
		cg_emit(g, MOV64_IMM(R5, 9 - k));
		if (k < 9)
			cg_jmp(g, JMP_IMM(BPF_JEQ, R3, 0, 0), done);
	}
	cg_place(g, done);
	cg_emit(g, MOV64_REG(R3, R1));
	cg_emit(g, ALU64_REG(BPF_ADD, R3, R5));
	cg_emit(g, MOV64_IMM(R2, 11));
	cg_scratch_ptr(g, R1, res + (uint32_t)len);
	cg_call(g, BPF_FUNC_probe_read_str);
	r = cg_reg(g);
	cg_scratch_ptr(g, r, res);
	return r;
}

/* strtoll's prefix: an optional sign (neg = 1 for '-'), then "0x" when the
 * base is 16; i is left after them. */
static void strtoll_prefix(struct cg *g, const struct sarg *a, uint32_t i, uint32_t neg,
			   uint32_t base)
{
	int sign = cg_label(g), nosign = cg_label(g), nohex = cg_label(g);

	cg_scratch_ptr(g, R1, a[0].buf);
	cg_emit(g, LDX(BPF_B, R0, R1, 0));
	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, '+', 0), sign);
	cg_jmp(g, JMP_IMM(BPF_JNE, R0, '-', 0), nosign);
	subr_st_imm(g, neg, 1, R1);
	cg_place(g, sign);
	subr_st_imm(g, i, 1, R1);
	cg_place(g, nosign);
	subr_ld(g, R2, base);
	cg_jmp(g, JMP_IMM(BPF_JNE, R2, 16, 0), nohex);
	subr_ld(g, R2, i);
	subr_ldb(g, R0, a[0].buf, R2, nohex);
	cg_jmp(g, JMP_IMM(BPF_JNE, R0, '0', 0), nohex);
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, 1));
	subr_ldb(g, R0, a[0].buf, R2, nohex);
	cg_emit(g, ALU64_IMM(BPF_OR, R0, 0x20));
	cg_jmp(g, JMP_IMM(BPF_JNE, R0, 'x', 0), nohex);
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, 1));
	subr_st(g, i, R2, R1);
	cg_place(g, nohex);
}

/* strtoll(s [, base]): optional sign, "0x" for base 16, then digits. */
static int gen_strtoll(struct cg *g, struct sd_node *n)
{
	struct sarg a[2];
	struct sloop l;
	bool based = n->u.call.nargs > 1;
	uint32_t i = subr_cell(g), acc = subr_cell(g), neg = subr_cell(g);
	uint32_t base = subr_cell(g);
	int digit = cg_label(g);
	int r;

	subr_args(g, n, based ? "si" : "s", a);
	if (based)
		subr_ld(g, R2, a[1].cell);
	else
		cg_emit(g, MOV64_IMM(R2, 10));
	subr_st(g, base, R2, R1);
	strtoll_prefix(g, a, i, neg, base);
	subr_loop_begin(g, &l);
	subr_ld(g, R2, i);
	subr_ldb(g, R0, a[0].buf, R2, l.done);
	cg_emit(g, MOV64_REG(R1, R0));
	cg_emit(g, ALU64_IMM(BPF_SUB, R1, '0'));
	cg_jmp(g, JMP_IMM(BPF_JLE, R1, 9, 0), digit);
	cg_emit(g, MOV64_REG(R1, R0));
	cg_emit(g, ALU64_IMM(BPF_OR, R1, 0x20));
	cg_emit(g, ALU64_IMM(BPF_SUB, R1, 'a' - 10));
	cg_jmp(g, JMP_IMM(BPF_JLT, R1, 10, 0), l.done);
	cg_place(g, digit);
	subr_ld(g, R3, base);
	cg_jmp(g, JMP_REG(BPF_JGE, R1, R3, 0), l.done);
	subr_ld(g, R4, acc);
	cg_emit(g, ALU64_REG(BPF_MUL, R4, R3));
	cg_emit(g, ALU64_REG(BPF_ADD, R4, R1));
	subr_st(g, acc, R4, R1);
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, 1));
	subr_st(g, i, R2, R1);
	subr_loop_next(g, &l);
	subr_loop_end(g, &l);
	r = subr_result_cell(g, acc);
	subr_ld(g, R1, neg);
	cg_emit(g, JMP_IMM(BPF_JEQ, R1, 0, 1));
	cg_emit(g, NEG64(r));
	return r;
}

/* Moves the index in cell k back while the byte there is (slash) or is not
 * (!slash) a '/', stopping at 0. */
static void scan_back(struct cg *g, uint32_t buf, uint32_t k, bool slash)
{
	struct sloop l;

	subr_loop_begin(g, &l);
	subr_ld(g, R2, k);
	cg_jmp(g, JMP_IMM(BPF_JSLE, R2, 0, 0), l.done);
	subr_ldb(g, R0, buf, R2, l.done);
	cg_jmp(g, JMP_IMM(slash ? BPF_JNE : BPF_JEQ, R0, '/', 0), l.done);
	cg_emit(g, ALU64_IMM(BPF_SUB, R2, 1));
	subr_st(g, k, R2, R1);
	subr_loop_next(g, &l);
	subr_loop_end(g, &l);
}

/* res = the bytes [from, to] of buf (cells), or the constant alt when the
 * jump to label `use_alt` is taken. */
static void copy_range(struct cg *g, uint32_t res, uint32_t buf, uint32_t from, uint32_t to)
{
	subr_ld(g, R2, to);
	subr_ld(g, R3, from);
	cg_emit(g, ALU64_REG(BPF_SUB, R2, R3));
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, 2));		/* count + NUL */
	cg_emit(g, JMP_IMM(BPF_JSGE, R2, 1, 1));
	cg_emit(g, MOV64_IMM(R2, 1));
	cg_emit(g, JMP_IMM(BPF_JSLE, R2, (int32_t)g->strsize, 1));
	cg_emit(g, MOV64_IMM(R2, (int32_t)g->strsize));
	subr_bound(g, R3, g->strsize);
	cg_scratch_ptr(g, R1, buf);
	cg_emit(g, ALU64_REG(BPF_ADD, R3, R1));
	cg_scratch_ptr(g, R1, res);
	cg_call(g, BPF_FUNC_probe_read_str);
}

static void put_const(struct cg *g, uint32_t res, const char *s)
{
	cg_scratch_ptr(g, R1, res);
	for (size_t i = 0; i <= strlen(s); i++)
		cg_emit(g, ST_IMM(BPF_B, R1, (int16_t)i, s[i]));
}

/* k = index of the last byte that is not a trailing '/' (0 if none). */
static void strip_slashes(struct cg *g, const struct sarg *a, uint32_t k)
{
	subr_ld(g, R2, a[0].cell);
	cg_emit(g, ALU64_IMM(BPF_SUB, R2, 1));
	subr_st(g, k, R2, R1);
	scan_back(g, a[0].buf, k, true);
}

/* Jumps to label when the byte at the index in cell k is (not) a slash. */
static void if_slash(struct cg *g, const struct sarg *a, uint32_t k, bool is, int label)
{
	subr_ld(g, R2, k);
	subr_ldb(g, R0, a[0].buf, R2, label);
	cg_jmp(g, JMP_IMM(is ? BPF_JEQ : BPF_JNE, R0, '/', 0), label);
}

/* The result of basename()/dirname(): what is at res so far, or "." when
 * the jump to dot was taken, or "/" for root. */
static int path_result(struct cg *g, uint32_t res, int dot, int root)
{
	int out = cg_label(g);

	cg_jmp(g, JA(0), out);
	cg_place(g, dot);
	put_const(g, res, ".");
	cg_jmp(g, JA(0), out);
	cg_place(g, root);
	put_const(g, res, "/");
	cg_place(g, out);
	return subr_result(g, res);
}

static int gen_basename(struct cg *g, struct sd_node *n)
{
	struct sarg a[1];
	uint32_t res = subr_strbuf(g), end = subr_cell(g), start = subr_cell(g);
	int dot = cg_label(g), root = cg_label(g), comp = cg_label(g);

	subr_args(g, n, "s", a);
	subr_ld(g, R2, a[0].cell);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R2, 0, 0), dot);
	strip_slashes(g, a, end);
	subr_ld(g, R2, end);
	cg_jmp(g, JMP_IMM(BPF_JNE, R2, 0, 0), comp);
	if_slash(g, a, end, true, root);
	cg_place(g, comp);
	subr_ld(g, R2, end);
	subr_st(g, start, R2, R1);
	scan_back(g, a[0].buf, start, false);
	{
		int keep = cg_label(g);
		if_slash(g, a, start, false, keep);
		subr_ld(g, R2, start);
		cg_emit(g, ALU64_IMM(BPF_ADD, R2, 1));
		subr_st(g, start, R2, R1);
		cg_place(g, keep);
	}
	copy_range(g, res, a[0].buf, start, end);
	return path_result(g, res, dot, root);
}

static int gen_dirname(struct cg *g, struct sd_node *n)
{
	struct sarg a[1];
	uint32_t res = subr_strbuf(g), end = subr_cell(g), zero = subr_cell(g);
	int dot = cg_label(g), root = cg_label(g), more = cg_label(g);

	subr_args(g, n, "s", a);
	subr_ld(g, R2, a[0].cell);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R2, 0, 0), dot);
	strip_slashes(g, a, end);
	scan_back(g, a[0].buf, end, false);	/* the last component */
	if_slash(g, a, end, false, dot);	/* no slash before it */
	scan_back(g, a[0].buf, end, true);	/* the slashes before it */
	subr_ld(g, R2, end);
	cg_jmp(g, JMP_IMM(BPF_JNE, R2, 0, 0), more);
	if_slash(g, a, end, true, root);
	cg_place(g, more);
	copy_range(g, res, a[0].buf, zero, end);
	return path_result(g, res, dot, root);
}

/* d_path(path): DTrace for Linux gives "<unknown>", after it checked that
 * path is not NULL or alloca( )'d memory it may read (dt_cg_check_ptr_arg( )). */
static int gen_d_path(struct cg *g, struct sd_node *n)
{
	int r = cg_expr(g, n->u.call.args), ok = cg_label(g);

	cg_alloca_arg_check(g, n->u.call.args, r);
	cg_jmp(g, JMP_IMM(BPF_JNE, r, 0, 0), ok);
	cg_fault(g, SD_FAULT_BADADDR, r);
	cg_place(g, ok);
	cg_free(g, r);
	return str_const(g, "<unknown>");
}

/* __sd_psargs(start, end, comm): the current process's arguments, the
 * bytes [start, end - 1) of its memory (mm->arg_start, arg_end:
 * NUL-separated, the last NUL at end - 1), with each NUL as a space, cut at
 * 79 bytes (pr_psargs is char[80], PRARGSZ, whatever strsize is); "" when
 * they cannot be read; the command name comm when start is 0 (another
 * process). The buffer is all of pr_psargs' 80 bytes (or strsize), zeros
 * past the terminator, as the kernel's psinfo buffer holds, not what an
 * earlier firing left: a char[80] key or trace( ) copies them all. */
#define PSARGS_MAX	79
static void psargs_user(struct cg *g, struct sarg *a, uint32_t res, int fail)
{
	struct sloop l;
	uint32_t i = subr_cell(g), len = subr_cell(g);
	int keep = cg_label(g);

	subr_ld(g, R2, a[1].cell);
	subr_ld(g, R3, a[0].cell);
	cg_emit(g, ALU64_REG(BPF_SUB, R2, R3));
	cg_emit(g, ALU64_IMM(BPF_SUB, R2, 1));
	cg_jmp(g, JMP_IMM(BPF_JSLE, R2, 0, 0), fail);
	subr_bound(g, R2, PSARGS_MAX);
	subr_st(g, len, R2, R1);
	cg_scratch_ptr(g, R1, res);
	cg_call(g, BPF_FUNC_probe_read_user);
	cg_jmp(g, JMP_IMM(BPF_JNE, R0, 0, 0), fail);
	subr_loop_begin(g, &l);
	subr_ld(g, R2, i);
	subr_ld(g, R3, len);
	cg_jmp(g, JMP_REG(BPF_JGE, R2, R3, 0), l.done);
	cg_jmp(g, JMP_IMM(BPF_JGE, R2, PSARGS_MAX, 0), l.done);
	cg_scratch_ptr(g, R1, res);
	cg_emit(g, ALU64_REG(BPF_ADD, R1, R2));
	cg_emit(g, LDX(BPF_B, R0, R1, 0));
	cg_jmp(g, JMP_IMM(BPF_JNE, R0, 0, 0), keep);
	cg_emit(g, ST_IMM(BPF_B, R1, 0, ' '));
	cg_place(g, keep);
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, 1));
	subr_st(g, i, R2, R1);
	subr_loop_next(g, &l);
	subr_loop_end(g, &l);
	subr_ld(g, R2, len);	/* the terminator after the bytes read */
	subr_bound(g, R2, PSARGS_MAX);
	cg_scratch_ptr(g, R1, res);
	cg_emit(g, ALU64_REG(BPF_ADD, R1, R2));
	cg_emit(g, ST_IMM(BPF_B, R1, 0, 0));
}

static int gen_psargs(struct cg *g, struct sd_node *n)
{
	struct sarg a[3];
	uint32_t size = (uint32_t)SD_ALIGN(g->strsize, 8);
	int fail = cg_label(g), end = cg_label(g), user = cg_label(g);

	if (size < PSARGS_MAX + 1)
		size = PSARGS_MAX + 1;
	uint32_t res = cg_scratch(g, size);
	subr_args(g, n, "iii", a);
	cg_scratch_ptr(g, R1, res);
	for (uint32_t o = 0; o < PSARGS_MAX + 1; o += 8)
		cg_emit(g, ST_IMM(BPF_DW, R1, (int16_t)o, 0));
	subr_ld(g, R3, a[0].cell);
	cg_jmp(g, JMP_IMM(BPF_JNE, R3, 0, 0), user);
	subr_ld(g, R3, a[2].cell);	/* T->comm, char[16] */
	cg_emit(g, MOV64_IMM(R2, 16));
	cg_scratch_ptr(g, R1, res);
	cg_call(g, BPF_FUNC_probe_read_kernel_str);
	cg_jmp(g, JA(0), end);
	cg_place(g, user);
	psargs_user(g, a, res, fail);
	cg_jmp(g, JA(0), end);
	cg_place(g, fail);
	cg_scratch_ptr(g, R1, res);
	cg_emit(g, ST_IMM(BPF_B, R1, 0, 0));
	cg_place(g, end);
	int r = subr_result(g, res);

	g->result_end = res + size;	/* all of it, past strsize */
	return r;
}

int cg_str_subr(struct cg *g, struct sd_node *n, int subr)
{
	switch (subr) {
	case SD_S_STRLEN: return gen_strlen(g, n);
	case SD_S_STRJOIN: return gen_strjoin(g, n);
	case SD_S_SUBSTR: return gen_substr(g, n);
	case SD_S_INDEX: return gen_index(g, n);
	case SD_S_RINDEX: return gen_rindex(g, n);
	case SD_S_STRSTR: return gen_strstr(g, n);
	case SD_S_STRCHR: return gen_strchr(g, n, false);
	case SD_S_STRRCHR: return gen_strchr(g, n, true);
	case SD_S_STRTOK:
		return cg_strtok(g, n, g->this_base +
				 (uint32_t)((struct sd_ref *)n->sema)->cval);
	case SD_S_LLTOSTR: return gen_lltostr(g, n);
	case SD_S_STRTOLL: return gen_strtoll(g, n);
	case SD_S_TOUPPER: return gen_case(g, n, true);
	case SD_S_TOLOWER: return gen_case(g, n, false);
	case SD_S_BASENAME: return gen_basename(g, n);
	case SD_S_DIRNAME: return gen_dirname(g, n);
	case SD_S_CLEANPATH: return cg_cleanpath(g, n);
	case SD_S_D_PATH: return gen_d_path(g, n);
	case SD_S_PSARGS: return gen_psargs(g, n);
	default:
		SD_BUG("subroutine without code generation");
	}
}
