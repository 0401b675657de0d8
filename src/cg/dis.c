/* dis.c - BPF disassembler: one line of pseudo-C per instruction, in the
 * style of the kernel verifier's log ("r1 = *(u64 *)(r10 - 8)"). Reads the
 * instructions only; knows every class of the BPF ISA, including the v4
 * sign-extending forms, and names helpers from the kernel's own list. */
#include "dis.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../lang/sema.h"
#include "../base/xalloc.h"
#include "../prov/prov.h"

#ifndef BPF_MEMSX
#define BPF_MEMSX 0x80
#endif
#ifndef BPF_JCOND
#define BPF_JCOND 0xe0	/* may_goto (src_reg 0) */
#endif

/* Helper names from the kernel header's own list. Headers before 6.2 put
 * commas between the entries; later ones do not. */
#ifdef ___BPF_FUNC_MAPPER
#define HELPER_NAME(x, ...) [BPF_FUNC_##x] = "bpf_" #x,
#else
#define HELPER_NAME(x) [BPF_FUNC_##x] = "bpf_" #x
#endif
static const char *const helpers[] = {
	__BPF_FUNC_MAPPER(HELPER_NAME)
};
#undef HELPER_NAME

/* Indexed by BPF_OP(code) >> 4. */
static const char *const alu_ops[16] = {
	[BPF_ADD >> 4] = "+=", [BPF_SUB >> 4] = "-=", [BPF_MUL >> 4] = "*=",
	[BPF_DIV >> 4] = "/=", [BPF_OR >> 4] = "|=", [BPF_AND >> 4] = "&=",
	[BPF_LSH >> 4] = "<<=", [BPF_RSH >> 4] = ">>=", [BPF_MOD >> 4] = "%=",
	[BPF_XOR >> 4] = "^=", [BPF_MOV >> 4] = "=", [BPF_ARSH >> 4] = "s>>=",
};

static const char *const jmp_ops[16] = {
	[BPF_JEQ >> 4] = "==", [BPF_JGT >> 4] = ">", [BPF_JGE >> 4] = ">=",
	[BPF_JSET >> 4] = "&", [BPF_JNE >> 4] = "!=", [BPF_JSGT >> 4] = "s>",
	[BPF_JSGE >> 4] = "s>=", [BPF_JLT >> 4] = "<", [BPF_JLE >> 4] = "<=",
	[BPF_JSLT >> 4] = "s<", [BPF_JSLE >> 4] = "s<=",
};

const char *sd_dis_helper_name(int id)
{
	if (id <= 0 || (size_t)id >= SD_ARRAY_SIZE(helpers))
		return NULL;
	return helpers[id];
}

static const char *size_name(int size, bool sign)
{
	switch (size) {
	case BPF_B:
		return sign ? "s8" : "u8";
	case BPF_H:
		return sign ? "s16" : "u16";
	case BPF_W:
		return sign ? "s32" : "u32";
	default:
		return sign ? "s64" : "u64";
	}
}

static void unknown(struct sd_buf *out, const struct bpf_insn *in)
{
	sd_buf_addf(out, "invalid insn code 0x%02x", in->code);
}

/* "(r10 - 8)" */
static void addr(struct sd_buf *out, int reg, int off)
{
	sd_buf_addf(out, "(r%d %c %d)", reg, off < 0 ? '-' : '+',
		    off < 0 ? -off : off);
}

/* "*(u64 *)(r10 - 8)" */
static void mem(struct sd_buf *out, int size, bool sign, int reg, int off)
{
	sd_buf_addf(out, "*(%s *)", size_name(size, sign));
	addr(out, reg, off);
}

static void jump_target(struct sd_buf *out, size_t i, long off)
{
	sd_buf_addf(out, "%+ld <%ld>", off, (long)i + off + 1);
}

/* ---- ALU and ALU64 ---- */

static void alu_end(struct sd_buf *out, const struct bpf_insn *in, bool is64)
{
	const char *kind = is64 ? "bswap"
			 : BPF_SRC(in->code) == BPF_TO_BE ? "be" : "le";

	sd_buf_addf(out, "r%d = %s%d r%d", in->dst_reg, kind, in->imm,
		    in->dst_reg);
}

static void alu(struct sd_buf *out, const struct bpf_insn *in, bool is64)
{
	int op = BPF_OP(in->code);
	char r = is64 ? 'r' : 'w';
	const char *sym = alu_ops[op >> 4];

	if (op == BPF_END) {
		alu_end(out, in, is64);
		return;
	}
	if (op == BPF_NEG) {
		sd_buf_addf(out, "%c%d = -%c%d", r, in->dst_reg, r, in->dst_reg);
		return;
	}
	if (!sym) {
		unknown(out, in);
		return;
	}
	if ((op == BPF_DIV || op == BPF_MOD) && in->off == 1)
		sym = op == BPF_DIV ? "s/=" : "s%=";
	sd_buf_addf(out, "%c%d %s ", r, in->dst_reg, sym);
	if (op == BPF_MOV && in->off && BPF_SRC(in->code) == BPF_X)
		sd_buf_addf(out, "(s%d)", in->off);	/* movsx */
	if (BPF_SRC(in->code) == BPF_X)
		sd_buf_addf(out, "%c%d", r, in->src_reg);
	else
		sd_buf_addf(out, "%d", in->imm);
}

/* ---- loads and stores ---- */

static void ld_imm64(struct sd_buf *out, const struct bpf_insn *in, size_t i)
{
	uint64_t v = (uint32_t)in[0].imm | (uint64_t)(uint32_t)in[1].imm << 32;

	sd_buf_addf(out, "r%d = ", in->dst_reg);
	switch (in->src_reg) {
	case BPF_PSEUDO_MAP_FD:
		sd_buf_addf(out, "map[fd %d]", in[0].imm);
		break;
	case BPF_PSEUDO_MAP_IDX:
		sd_buf_addf(out, "map[idx %d]", in[0].imm);
		break;
	case BPF_PSEUDO_MAP_VALUE:
		sd_buf_addf(out, "map[fd %d] + 0x%x", in[0].imm, in[1].imm);
		break;
	case BPF_PSEUDO_MAP_IDX_VALUE:
		sd_buf_addf(out, "map[idx %d] + 0x%x", in[0].imm, in[1].imm);
		break;
	case BPF_PSEUDO_BTF_ID:
		sd_buf_addf(out, "btf_id %d", in[0].imm);
		break;
	case BPF_PSEUDO_FUNC:
		sd_buf_addf(out, "func <%ld>", (long)i + in[0].imm + 1);
		break;
	default:
		sd_buf_addf(out, "0x%llx", (unsigned long long)v);
		break;
	}
	sd_buf_addstr(out, " (ld_imm64)");
}

static void ld(struct sd_buf *out, const struct bpf_insn *in, size_t n,
	       size_t i, size_t *next)
{
	int mode = BPF_MODE(in->code), size = BPF_SIZE(in->code);

	if (mode == BPF_IMM && size == BPF_DW) {
		if (i + 1 >= n) {
			sd_buf_addf(out, "r%d = <truncated ld_imm64>", in->dst_reg);
			return;
		}
		ld_imm64(out, in, i);
		*next = i + 2;
	} else if (mode == BPF_ABS) {
		sd_buf_addf(out, "r0 = *(%s *)skb[%d]", size_name(size, false),
			    in->imm);
	} else if (mode == BPF_IND) {
		sd_buf_addf(out, "r0 = *(%s *)skb[r%d + %d]",
			    size_name(size, false), in->src_reg, in->imm);
	} else {
		unknown(out, in);
	}
}

static void ldx(struct sd_buf *out, const struct bpf_insn *in)
{
	int mode = BPF_MODE(in->code);

	if (mode != BPF_MEM && mode != BPF_MEMSX) {
		unknown(out, in);
		return;
	}
	sd_buf_addf(out, "r%d = ", in->dst_reg);
	mem(out, BPF_SIZE(in->code), mode == BPF_MEMSX, in->src_reg, in->off);
}

static void st(struct sd_buf *out, const struct bpf_insn *in)
{
	if (BPF_MODE(in->code) != BPF_MEM) {
		unknown(out, in);
		return;
	}
	mem(out, BPF_SIZE(in->code), false, in->dst_reg, in->off);
	sd_buf_addf(out, " = %d", in->imm);
}

/* Atomic read-modify-write: "lock *(u64 *)(r1 + 0) += r2",
 * "r2 = atomic_fetch_add((u64 *)(r1 + 0), r2)", xchg, cmpxchg. */
static void atomic(struct sd_buf *out, const struct bpf_insn *in)
{
	static const char *const names[16] = {
		[BPF_ADD >> 4] = "add", [BPF_AND >> 4] = "and",
		[BPF_OR >> 4] = "or", [BPF_XOR >> 4] = "xor",
	};
	int size = BPF_SIZE(in->code), op = in->imm & ~BPF_FETCH;
	char r = size == BPF_DW ? 'r' : 'w';
	const char *name = op >= 0 && op < 0x100 ? names[op >> 4] : NULL;

	if (in->imm == BPF_XCHG || in->imm == BPF_CMPXCHG) {
		bool cmp = in->imm == BPF_CMPXCHG;

		sd_buf_addf(out, "%c%d = %s((%s *)", r, cmp ? 0 : in->src_reg,
			    cmp ? "cmpxchg" : "xchg", size_name(size, false));
		addr(out, in->dst_reg, in->off);
		if (cmp)
			sd_buf_addf(out, ", %c0", r);
		sd_buf_addf(out, ", %c%d)", r, in->src_reg);
	} else if (!name || (size != BPF_W && size != BPF_DW)) {
		unknown(out, in);
	} else if (in->imm & BPF_FETCH) {
		sd_buf_addf(out, "%c%d = atomic_fetch_%s((%s *)", r, in->src_reg,
			    name, size_name(size, false));
		addr(out, in->dst_reg, in->off);
		sd_buf_addf(out, ", %c%d)", r, in->src_reg);
	} else {
		sd_buf_addstr(out, "lock ");
		mem(out, size, false, in->dst_reg, in->off);
		sd_buf_addf(out, " %s %c%d", alu_ops[op >> 4], r, in->src_reg);
	}
}

static void stx(struct sd_buf *out, const struct bpf_insn *in)
{
	if (BPF_MODE(in->code) == BPF_ATOMIC) {
		atomic(out, in);
		return;
	}
	if (BPF_MODE(in->code) != BPF_MEM) {
		unknown(out, in);
		return;
	}
	mem(out, BPF_SIZE(in->code), false, in->dst_reg, in->off);
	sd_buf_addf(out, " = r%d", in->src_reg);
}

/* ---- jumps, calls, exit ---- */

static void call(struct sd_buf *out, const struct bpf_insn *in, size_t i)
{
	const char *name = sd_dis_helper_name(in->imm);

	if (in->src_reg == BPF_PSEUDO_CALL)
		sd_buf_addf(out, "call pc%+d <%ld>", in->imm,
			    (long)i + in->imm + 1);
	else if (in->src_reg == BPF_PSEUDO_KFUNC_CALL)
		sd_buf_addf(out, "call kfunc#%d", in->imm);
	else if (name)
		sd_buf_addf(out, "call %s#%d", name, in->imm);
	else
		sd_buf_addf(out, "call helper#%d", in->imm);
}

static void jmp(struct sd_buf *out, const struct bpf_insn *in, size_t i,
		bool is32)
{
	int op = BPF_OP(in->code);
	char r = is32 ? 'w' : 'r';

	if (op == BPF_JA) {
		sd_buf_addstr(out, is32 ? "gotol " : "goto ");
		jump_target(out, i, is32 ? in->imm : in->off);
	} else if (op == BPF_CALL && !is32) {
		call(out, in, i);
	} else if (op == BPF_EXIT && !is32) {
		sd_buf_addstr(out, "exit");
	} else if (op == BPF_JCOND && !is32 && in->src_reg == 0) {
		sd_buf_addstr(out, "may_goto ");
		jump_target(out, i, in->off);
	} else if (!jmp_ops[op >> 4]) {
		unknown(out, in);
	} else {
		sd_buf_addf(out, "if %c%d %s ", r, in->dst_reg, jmp_ops[op >> 4]);
		if (BPF_SRC(in->code) == BPF_X)
			sd_buf_addf(out, "%c%d", r, in->src_reg);
		else
			sd_buf_addf(out, "0x%x", (uint32_t)in->imm);
		sd_buf_addstr(out, " goto ");
		jump_target(out, i, in->off);
	}
}

/* ---- entry points ---- */

void sd_dis_insn(struct sd_buf *out, const struct bpf_insn *insns, size_t n,
		 size_t i, size_t *next)
{
	const struct bpf_insn *in = &insns[i];

	*next = i + 1;
	switch (BPF_CLASS(in->code)) {
	case BPF_ALU:
	case BPF_ALU64:
		alu(out, in, BPF_CLASS(in->code) == BPF_ALU64);
		break;
	case BPF_LD:
		ld(out, in, n, i, next);
		break;
	case BPF_LDX:
		ldx(out, in);
		break;
	case BPF_ST:
		st(out, in);
		break;
	case BPF_STX:
		stx(out, in);
		break;
	case BPF_JMP:
	case BPF_JMP32:
		jmp(out, in, i, BPF_CLASS(in->code) == BPF_JMP32);
		break;
	}
}

void sd_dis(struct sd_buf *out, const struct bpf_insn *insns, size_t n)
{
	size_t i = 0, next;

	while (i < n) {
		sd_buf_addf(out, "%4zu: ", i);
		sd_dis_insn(out, insns, n, i, &next);
		sd_buf_addch(out, '\n');
		i = next;
	}
}

/* ---- the variable table (as Oracle's -S prints it after a listing) ---- */

static const char *type_kind_name(const struct sd_type *t)
{
	switch (t->kind) {
	case SD_T_INT: return "integer";
	case SD_T_FLOAT: return "float";
	case SD_T_PTR: return "pointer";
	case SD_T_ARRAY: return "array";
	case SD_T_STRUCT: return "struct";
	case SD_T_UNION: return "union";
	case SD_T_ENUM: return "enum";
	case SD_T_FUNC: return "function";
	default: return "unknown";
	}
}

/* DTrace's type description: "D type (integer) (size 4)",
 * "string (unknown) by ref (size 256)". */
static void var_type_desc(struct sd_buf *out, const struct sd_type *t, uint32_t strsize)
{
	if (!t) {
		sd_buf_addstr(out, "any (unknown) (size 0)");
		return;
	}
	if (t->kind == SD_T_STRING) {
		sd_buf_addf(out, "string (unknown) by ref (size %u)", strsize);
		return;
	}
	bool ref = t->kind == SD_T_ARRAY || t->kind == SD_T_STRUCT || t->kind == SD_T_UNION;
	sd_buf_addf(out, "D type (%s)%s (size %u)", type_kind_name(t), ref ? " by ref" : "",
		    t->size);
}

/* The variable's id in its class, as DTrace numbers user variables: globals
 * and thread-locals each from 0x500 (DIF_VAR_OTHER_UBASE, dt_globals' and
 * dt_tls' base), clause-locals from 0 in their own program (dt_compile( )'s
 * pcb_locals, a new hash of base 0 for each program). */
static unsigned var_id(const struct sd_var *all, const struct sd_var *v)
{
	bool tls = v->kind == SD_VAR_TLS, loc = v->kind == SD_VAR_THIS;
	unsigned id = loc ? 0 : 0x500;

	for (const struct sd_var *w = all; w && w != v; w = w->next)
		id += (w->kind == SD_VAR_TLS) == tls && (w->kind == SD_VAR_THIS) == loc &&
		      (!loc || w->prog == v->prog);
	return id;
}

/* The rank of a variable's hash in DTrace's table: dt_as( ) copies the
 * thread-locals, then the aggregations, the globals and the clause-locals. */
static int var_class(const struct sd_var *v)
{
	return v->kind == SD_VAR_TLS ? 0 : v->kind == SD_VAR_THIS ? 3 : 2;
}

struct var_row {
	const struct sd_var_use *use;
	unsigned id;
};

/* dt_idhash_iter( )'s order within a hash: by id, then by name. */
static int row_cmp(const void *a, const void *b)
{
	const struct var_row *x = a, *y = b;
	int cx = var_class(x->use->var), cy = var_class(y->use->var);

	if (cx != cy)
		return cx - cy;
	if (x->id != y->id)
		return x->id < y->id ? -1 : 1;
	return strcmp(x->use->var->name, y->use->var->name);
}

static void var_row(struct sd_buf *out, const struct var_row *r, uint32_t strsize)
{
	static const char *const scope[] = { [SD_VAR_GLOBAL] = "glb", [SD_VAR_TLS] = "tls",
		[SD_VAR_THIS] = "loc", [SD_VAR_ASSOC] = "glb" };
	const struct sd_var_use *u = r->use;
	const struct sd_var *v = u->var;
	bool stat = v->kind == SD_VAR_GLOBAL || v->kind == SD_VAR_THIS;
	char off[16], range[32];

	snprintf(off, sizeof(off), "%u", stat ? v->off : 0);
	snprintf(range, sizeof(range), "[%u-%u]", u->from, u->to);
	sd_buf_addf(out, "%-16s %-4x %-6s %-3s %-3s %-11s %-4s ", v->name, r->id, off,
		    v->kind == SD_VAR_ASSOC ? "arr" : "scl", scope[v->kind], range,
		    u->ref && u->mod ? "r/w" : u->mod ? "w" : "r");
	var_type_desc(out, v->type, strsize);
	sd_buf_addch(out, '\n');
}

void sd_dis_vars(struct sd_buf *out, const struct sd_var_use *u, size_t n,
		 const struct sd_var *all, uint32_t strsize)
{
	if (!n)
		return;
	struct var_row *rows = sd_xmalloc(n * sizeof(*rows));

	for (size_t i = 0; i < n; i++)
		rows[i] = (struct var_row){ &u[i], var_id(all, u[i].var) };
	qsort(rows, n, sizeof(*rows), row_cmp);
	sd_buf_addf(out, "\n%-16s %-4s %-6s %-3s %-3s %-11s %-4s %s\n", "NAME", "ID",
		    "OFFSET", "KND", "SCP", "RANGE", "FLAG", "TYPE");
	for (size_t i = 0; i < n; i++)
		var_row(out, &rows[i], strsize);
	free(rows);
}

/* A probe description as written, completed to four fields (":::BEGIN"). */
static void full_desc(struct sd_buf *out, const char *d)
{
	int colons = 0;

	for (const char *p = d; *p; p++)
		colons += *p == ':';
	for (int i = colons; i < 3; i++)
		sd_buf_addch(out, ':');
	sd_buf_addstr(out, d);
}

/* A clause's header names the description that matched the program's
 * probe, and its dt_clause_N. */
static void clause_header(struct sd_buf *out, const struct sd_clause_span *sp)
{
	const struct sd_node *d = sp->clause->node->u.clause.probes;

	for (int k = 0; d && k < sp->pdesc; k++)
		d = d->next;
	sd_buf_addstr(out, "\nDisassembly of clause ");
	full_desc(out, d ? d->u.pdesc.text : "");
	sd_buf_addf(out, ", <dt_clause_%d>:\n", sp->dtidx);
}

void sd_dis_prog(struct sd_buf *out, const struct sd_bpf_prog *p,
		 const struct sd_var *all, uint32_t strsize)
{
	size_t span = 0;

	sd_buf_addf(out, "\nDisassembly of program %s:%s:%s:%s:\n", p->probe->prov,
		    p->probe->mod, p->probe->func, p->probe->name);
	sd_buf_addf(out, "%-4s %-5s  %-20s    %s\n", "INS", "OFF", "OPCODE", "INSTRUCTION");
	for (size_t i = 0, next; i < p->ninsns; i = next) {
		const struct bpf_insn *in = &p->insns[i];

		while (span < p->nspans && p->spans[span].from <= i) {
			if (p->spans[span].from == i && p->spans[span].to > i)
				clause_header(out, &p->spans[span]);
			span++;
		}
		if (p->err_sub && i == p->err_sub)	/* ERROR's clauses, called */
			sd_buf_addstr(out, "\nDisassembly of the ERROR function <dt_error>:\n");
		sd_buf_addf(out, "%04zu %05zu: %02x %01x %01x %04x %08x    ", i, i * 8,
			    in->code, in->dst_reg, in->src_reg, (uint16_t)in->off,
			    (uint32_t)in->imm);
		sd_dis_insn(out, p->insns, p->ninsns, i, &next);
		sd_buf_addch(out, '\n');
	}
	sd_dis_vars(out, p->vars, p->nvars, all, strsize);
	sd_buf_addch(out, '\n');	/* dt_dis_difo( )'s last line */
}
