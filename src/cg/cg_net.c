/* cg_net.c - inet_ntoa, inet_ntoa6, inet_ntop and link_ntop.
 *
 * The address is read into scratch with bpf_probe_read( ) as DTrace's BPF
 * functions read it (user memory below TASK_SIZE). As DTrace checks only
 * the pointer argument itself (dt_cg_check_ptr_arg( ): NULL is an invalid
 * address) and its BPF functions do not check their read, memory that cannot
 * be read does not fault: inet_ntoa( ) formats the zeros the failed read
 * leaves, inet_ntoa6( ) and link_ntop( ) give "" (dt_inet_ntoa6 and
 * dt_link_ntop return at once). Dotted quads go through bpf_snprintf with a constant format in
 * the string table; IPv6 text is written group by group: lower-case hex
 * without leading zeros, the first longest run of two or more zero groups
 * as "::". An IPv4-compatible or -mapped address ends in a dotted quad
 * ("::a.b.c.d", "::ffff:a.b.c.d"); inet_ntoa6 without a non-zero second
 * argument prints such addresses as the bare dotted quad, as DTrace does.
 * inet_ntop(af, addr) is inet_ntoa6(addr, 1) when af is AF_INET6 and
 * inet_ntoa(addr) for any other af (as DTrace for Linux defines it).
 * link_ntop prints an Ethernet (6 bytes) or InfiniBand (20 bytes) address
 * as colon-separated hex bytes.
 */
#include "cg_subr_int.h"

#include <string.h>

#include "../lang/subr.h"

#define SD_ARPHRD_ETHER	1
#define SD_ARPHRD_INFINIBAND 32

struct ip6 {
	uint32_t addr, res, j, data;
	int fin;
};

/* Reads n bytes at the address argument x (its value in cell src) into
 * scratch + dst: NULL faults, alloca( )'d memory is access-checked; a failed
 * read leaves zeros, or jumps to label empty (if >= 0). */
static void read_addr(struct cg *g, const struct sd_node *x, uint32_t src, uint32_t dst,
		      int n, int empty)
{
	int ok = cg_label(g), r = cg_reg(g);

	subr_ld(g, r, src);
	cg_alloca_arg_check(g, x, r);
	cg_free(g, r);
	subr_ld(g, R3, src);
	cg_jmp(g, JMP_IMM(BPF_JNE, R3, 0, 0), ok);
	cg_fault(g, SD_FAULT_BADADDR, R3);
	cg_place(g, ok);
	cg_emit(g, MOV64_IMM(R2, n));
	cg_scratch_ptr(g, R1, dst);
	cg_call(g, BPF_FUNC_probe_read);
	if (empty >= 0)
		cg_jmp(g, JMP_IMM(BPF_JNE, R0, 0, 0), empty);
}

/* The result "" at label empty, then on to label out. */
static void empty_result(struct cg *g, uint32_t res, int empty, int out)
{
	cg_jmp(g, JA(0), out);
	cg_place(g, empty);
	cg_scratch_ptr(g, R1, res);
	cg_emit(g, ST_IMM(BPF_B, R1, 0, 0));
	cg_place(g, out);
}

/* res = fmt formatted with the 4 bytes at scratch + v4 (u64 each in data). */
static void quad(struct cg *g, uint32_t res, uint32_t v4, uint32_t data, const char *fmt)
{
	uint32_t f = cg_strtab(g, fmt, strlen(fmt) + 1);

	cg_scratch_ptr(g, R1, v4);
	cg_scratch_ptr(g, R2, data);
	for (int i = 0; i < 4; i++) {
		cg_emit(g, LDX(BPF_B, R3, R1, i));
		cg_emit(g, STX(BPF_DW, R2, R3, 8 * i));
	}
	cg_scratch_ptr(g, R1, res);
	cg_emit(g, MOV64_IMM(R2, (int32_t)g->strsize));
	cg_emit_map(g, R3, SD_MAP_STRTAB, 0, true, f);
	cg_scratch_ptr(g, R4, data);
	cg_emit(g, MOV64_IMM(R5, 32));
	cg_call(g, BPF_FUNC_snprintf);
}

/* res[j++] = reg or imm, stopping at strsize - 1 bytes. */
static void put(struct cg *g, const struct ip6 *p, int reg, int imm)
{
	subr_putc(g, p->res, p->j, g->strsize - 1, p->fin, reg, imm);
}

/* R0 = group k of the address (host order). */
static void group(struct cg *g, const struct ip6 *p, int k)
{
	cg_scratch_ptr(g, R0, p->addr);
	cg_emit(g, LDX(BPF_H, R0, R0, 2 * k));
	cg_emit(g, BSWAP_BE(R0, 16));
}

static void put_hex(struct cg *g, const struct ip6 *p, int k)
{
	for (int shift = 12; shift >= 0; shift -= 4) {
		int skip = cg_label(g);
		group(g, p, k);
		if (shift)
			cg_jmp(g, JMP_IMM(BPF_JLT, R0, 1 << shift, 0), skip);
		cg_emit(g, ALU64_IMM(BPF_RSH, R0, shift));
		cg_emit(g, ALU64_IMM(BPF_AND, R0, 15));
		cg_emit(g, ALU64_IMM(BPF_ADD, R0, '0'));
		cg_emit(g, JMP_IMM(BPF_JLE, R0, '9', 1));
		cg_emit(g, ALU64_IMM(BPF_ADD, R0, 'a' - '0' - 10));
		put(g, p, R0, 0);
		cg_place(g, skip);
	}
}

/* Cells start/len = the first longest run of >= 2 zero groups (start 8:
 * none). Straight-line code: R3 current run, R4 best length, R5 start. */
static void zero_run(struct cg *g, const struct ip6 *p, uint32_t start, uint32_t len)
{
	cg_emit(g, MOV64_IMM(R3, 0));
	cg_emit(g, MOV64_IMM(R4, 0));
	cg_emit(g, MOV64_IMM(R5, 8));
	for (int k = 0; k < 8; k++) {
		group(g, p, k);
		cg_emit(g, JMP_IMM(BPF_JEQ, R0, 0, 2));
		cg_emit(g, MOV64_IMM(R3, 0));
		cg_emit(g, JA(5));
		cg_emit(g, ALU64_IMM(BPF_ADD, R3, 1));
		cg_emit(g, JMP_REG(BPF_JLE, R3, R4, 3));
		cg_emit(g, MOV64_REG(R4, R3));
		cg_emit(g, MOV64_IMM(R5, k + 1));
		cg_emit(g, ALU64_REG(BPF_SUB, R5, R3));
	}
	cg_emit(g, JMP_IMM(BPF_JGE, R4, 2, 2));
	cg_emit(g, MOV64_IMM(R5, 8));
	cg_emit(g, MOV64_IMM(R4, 0));
	subr_st(g, start, R5, R1);
	subr_st(g, len, R4, R1);
}

static void text6(struct cg *g, const struct ip6 *p)
{
	uint32_t start = subr_cell(g), len = subr_cell(g);

	zero_run(g, p, start, len);
	for (int k = 0; k < 8; k++) {
		int next = cg_label(g), norm = cg_label(g), nosep = cg_label(g);
		int notstart = cg_label(g);
		subr_ld(g, R3, start);
		cg_jmp(g, JMP_IMM(BPF_JNE, R3, k, 0), notstart);
		put(g, p, -1, ':');
		put(g, p, -1, ':');
		cg_jmp(g, JA(0), next);
		cg_place(g, notstart);
		cg_jmp(g, JMP_IMM(BPF_JSGT, R3, k, 0), norm);
		subr_ld(g, R4, len);
		cg_emit(g, ALU64_REG(BPF_ADD, R3, R4));
		cg_jmp(g, JMP_IMM(BPF_JSGT, R3, k, 0), next);
		cg_jmp(g, JMP_IMM(BPF_JEQ, R3, k, 0), nosep);
		cg_place(g, norm);
		if (k)
			put(g, p, -1, ':');
		cg_place(g, nosep);
		put_hex(g, p, k);
		cg_place(g, next);
	}
}

/* Jumps to label unless groups 0..4 are zero and group 5 is want. */
static void if_not_v4(struct cg *g, const struct ip6 *p, int want, int label)
{
	for (int k = 0; k < 5; k++) {
		group(g, p, k);
		cg_jmp(g, JMP_IMM(BPF_JNE, R0, 0, 0), label);
	}
	group(g, p, 5);
	cg_jmp(g, JMP_IMM(BPF_JNE, R0, want, 0), label);
}

/* IPv6 text of the address at p->addr into p->res; the strict cell (or
 * strict < 0: always strict) selects the dotted forms. */
static void gen_ip6(struct cg *g, struct ip6 *p, int strict_cell)
{
	int notcompat = cg_label(g), compat = cg_label(g), hex = cg_label(g);
	int out = cg_label(g), loose = cg_label(g);

	p->fin = cg_label(g);
	p->j = subr_cell(g);
	if_not_v4(g, p, 0, notcompat);
	group(g, p, 6);
	cg_jmp(g, JMP_IMM(BPF_JNE, R0, 0, 0), compat);
	group(g, p, 7);
	cg_jmp(g, JMP_IMM(BPF_JLE, R0, 1, 0), hex);	/* "::" and "::1" */
	cg_place(g, compat);
	if (strict_cell >= 0) {
		subr_ld(g, R1, (uint32_t)strict_cell);
		cg_jmp(g, JMP_IMM(BPF_JEQ, R1, 0, 0), loose);
	}
	quad(g, p->res, p->addr + 12, p->data, "::%u.%u.%u.%u");
	cg_jmp(g, JA(0), out);
	cg_place(g, notcompat);
	if_not_v4(g, p, 0xffff, hex);
	if (strict_cell >= 0) {
		subr_ld(g, R1, (uint32_t)strict_cell);
		cg_jmp(g, JMP_IMM(BPF_JEQ, R1, 0, 0), loose);
	}
	quad(g, p->res, p->addr + 12, p->data, "::ffff:%u.%u.%u.%u");
	cg_jmp(g, JA(0), out);
	if (strict_cell >= 0) {		/* else never jumped to: no dead code */
		cg_place(g, loose);
		quad(g, p->res, p->addr + 12, p->data, "%u.%u.%u.%u");
		cg_jmp(g, JA(0), out);
	}
	cg_place(g, hex);
	text6(g, p);
	cg_place(g, p->fin);
	subr_ld(g, R2, p->j);
	cg_emit(g, JMP_IMM(BPF_JLT, R2, (int32_t)g->strsize, 1));
	cg_emit(g, MOV64_IMM(R2, (int32_t)g->strsize - 1));
	cg_scratch_ptr(g, R1, p->res);
	cg_emit(g, ALU64_REG(BPF_ADD, R1, R2));
	cg_emit(g, ST_IMM(BPF_B, R1, 0, 0));
	cg_place(g, out);
}

/* res = the n bytes at scratch + addr as "xx:xx:...", cut at strsize - 1
 * characters; all offsets are constant. */
static void link_text(struct cg *g, uint32_t res, uint32_t addr, int n)
{
	int max = (int)g->strsize - 1, len = 3 * n - 1;

	for (int k = 0; k < n; k++) {
		for (int d = 0; d < 3; d++) {
			int at = 3 * k + d;
			if (at >= max || at >= len)
				break;
			cg_scratch_ptr(g, R1, res);
			if (d == 2) {
				cg_emit(g, ST_IMM(BPF_B, R1, at, ':'));
				continue;
			}
			cg_scratch_ptr(g, R0, addr);
			cg_emit(g, LDX(BPF_B, R0, R0, k));
			cg_emit(g, ALU64_IMM(BPF_RSH, R0, d ? 0 : 4));
			cg_emit(g, ALU64_IMM(BPF_AND, R0, 15));
			cg_emit(g, ALU64_IMM(BPF_ADD, R0, '0'));
			cg_emit(g, JMP_IMM(BPF_JLE, R0, '9', 1));
			cg_emit(g, ALU64_IMM(BPF_ADD, R0, 'a' - '0' - 10));
			cg_emit(g, STX(BPF_B, R1, R0, at));
		}
	}
	cg_scratch_ptr(g, R1, res);
	cg_emit(g, ST_IMM(BPF_B, R1, len < max ? len : max, 0));
}

/* link_ntop(type, addr) */
static void gen_link(struct cg *g, struct sd_node *n, uint32_t addr, uint32_t res)
{
	struct sarg a[2];
	int ib = cg_label(g), eth = cg_label(g), out = cg_label(g);
	int empty = cg_label(g);

	subr_args(g, n, "ii", a);
	subr_ld(g, R1, a[0].cell);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R1, SD_ARPHRD_ETHER, 0), eth);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R1, SD_ARPHRD_INFINIBAND, 0), ib);
	cg_fault(g, SD_FAULT_ILLOP, R1);
	cg_place(g, eth);
	read_addr(g, n->u.call.args->next, a[1].cell, addr, 6, empty);
	link_text(g, res, addr, 6);
	cg_jmp(g, JA(0), out);
	cg_place(g, ib);
	read_addr(g, n->u.call.args->next, a[1].cell, addr, 20, empty);
	link_text(g, res, addr, 20);
	empty_result(g, res, empty, out);
}

int cg_net_subr(struct cg *g, struct sd_node *n, int subr)
{
	struct sarg a[2];
	struct ip6 p = { .addr = cg_scratch(g, 24), .res = subr_strbuf(g),
			 .data = cg_scratch(g, 32) };
	int v6 = cg_label(g), out = cg_label(g), empty = cg_label(g);

	switch (subr) {
	case SD_S_LINK_NTOP:
		gen_link(g, n, p.addr, p.res);
		break;
	case SD_S_INET_NTOA:
		subr_args(g, n, "i", a);
		read_addr(g, n->u.call.args, a[0].cell, p.addr, 4, -1);
		quad(g, p.res, p.addr, p.data, "%u.%u.%u.%u");
		break;
	case SD_S_INET_NTOA6:
		subr_args(g, n, n->u.call.nargs > 1 ? "ii" : "i", a);
		read_addr(g, n->u.call.args, a[0].cell, p.addr, 16, empty);
		if (n->u.call.nargs < 2) {
			a[1].cell = subr_cell(g);
		}
		gen_ip6(g, &p, (int)a[1].cell);
		empty_result(g, p.res, empty, out);
		break;
	default:	/* inet_ntop(af, addr) */
		subr_args(g, n, "ii", a);
		subr_ld(g, R1, a[0].cell);
		cg_jmp(g, JMP_IMM(BPF_JEQ, R1, SD_AF_INET6, 0), v6);
		read_addr(g, n->u.call.args->next, a[1].cell, p.addr, 4, -1);	/* any other af, as DTrace */
		quad(g, p.res, p.addr, p.data, "%u.%u.%u.%u");
		cg_jmp(g, JA(0), out);
		cg_place(g, v6);
		read_addr(g, n->u.call.args->next, a[1].cell, p.addr, 16, empty);
		gen_ip6(g, &p, -1);
		empty_result(g, p.res, empty, out);
		break;
	}
	return subr_result(g, p.res);
}
