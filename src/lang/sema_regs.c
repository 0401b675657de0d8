/* How many registers DTrace's code generator holds at once for an
 * expression, and its refusal of one that needs more than it has.
 *
 * DTrace (dt_regset.c) gives an expression %r1 to %r7 (its register set
 * is DIF_DIR_NREGS = 8 big, %r0 kept out of dt_regset_alloc( )), and once
 * all seven are busy it spills each of them to its own stack slot once:
 * 14 values live at once, and the 15th is EDT_NOREG, "Insufficient
 * registers to generate code", a compile error of no line. Its operators
 * of two operands (dt_cg_arithmetic_op( ), dt_cg_compare_op( )) hold the
 * left one's register while they generate the right one, so a chain
 * nested to the right (x + (x + (x + ...))) holds one more per level;
 * && and || free the left one first, ?: and , each part before the next.
 * What is not modelled here counts as what it holds at least (its
 * operands' most, or one), so no program DTrace compiles is refused. */
#include "sema_int.h"

#include <string.h>

#define DT_REGS_LIVE 14	/* %r1-%r7, each spilled once */

static int regs_need(const struct sd_node *e);

static int need_max(int a, int b)
{
	return a > b ? a : b;
}

static int need_list(const struct sd_node *l)
{
	int n = 1;

	for (; l; l = l->next)
		n = need_max(n, regs_need(l));
	return n;
}

/* strjoin(a, b) (dt_cg_subr_strjoin( )) holds a while it generates b,
 * then both and its result; other calls count as their arguments' most. */
static int need_call(const struct sd_node *e)
{
	const struct sd_node *fn = e->u.call.fn, *a = e->u.call.args;

	if (fn->kind == SD_N_IDENT && !strcmp(fn->u.ident.name, "strjoin") && a && a->next &&
	    !a->next->next)
		return need_max(need_max(regs_need(a), 1 + regs_need(a->next)), 3);
	return need_list(a);
}

static int need_binop(const struct sd_node *e)
{
	int l = regs_need(e->u.binop.a), r = regs_need(e->u.binop.b);

	switch (e->u.binop.op) {
	case SD_OP_LAND:
	case SD_OP_LOR:
	case SD_OP_LXOR:
	case SD_OP_COMMA:
		return need_max(l, r);
	default:
		return need_max(l, r + 1);
	}
}

static int need_assign(const struct sd_node *e)
{
	int r = regs_need(e->u.assign.rhs);

	if (e->u.assign.op == SD_OP_ASSIGN)
		return r;
	/* x op= e: dt_cg_arithmetic_op( ) loads x first */
	return need_max(regs_need(e->u.assign.lhs), r + 1);
}

static int need_cond(const struct sd_node *e)
{
	int n = need_max(regs_need(e->u.cond.a), regs_need(e->u.cond.b));

	return need_max(n, regs_need(e->u.cond.c));
}

/* The values DTrace holds at once while it generates e. */
static int regs_need(const struct sd_node *e)
{
	if (!e)
		return 0;
	switch (e->kind) {
	case SD_N_BINOP:
		return need_binop(e);
	case SD_N_ASSIGN:
		return need_assign(e);
	case SD_N_COND:
		return need_cond(e);
	case SD_N_UNOP:
	case SD_N_STRINGOF:
		return need_max(1, regs_need(e->u.unop.a));
	case SD_N_CAST:
		return need_max(1, regs_need(e->u.cast.a));
	case SD_N_MEMBER:
		return need_max(1, regs_need(e->u.member.base));
	case SD_N_CALL:
		return need_call(e);
	case SD_N_INDEX:
		return need_max(need_list(e->u.index.args), regs_need(e->u.index.base));
	default:
		return 1;
	}
}

/* Which comes first as DTrace generates e's code: the late error at node
 * late, or running out of registers. The error of a subroutine called in an
 * expression (D_CG_EXPR, D_FUNC_UNDEF: dt_cg_call_subr( )) is raised before
 * its arguments' code, as are an action's (dt_cg_clsflags( ), the checks of
 * dt_cg_act_trace( ) ...); the others (uregs[ ]'s index, alloca( )'s size)
 * after their operands' and the node's own register. */
struct regsim {
	const struct sd_node *late;
	bool pre;
	bool noreg;		/* the answer, once done */
	bool done;
};

static bool sim(struct regsim *r, const struct sd_node *e, int base);

static bool sim_own(struct regsim *r, const struct sd_node *e, int base, int own)
{
	if (base + own > DT_REGS_LIVE)
		r->noreg = r->done = true;
	else if (e == r->late)
		r->done = true;
	return r->done;
}

static bool sim_list(struct regsim *r, const struct sd_node *l, int base)
{
	for (; l; l = l->next)
		if (sim(r, l, base))
			return true;
	return false;
}

static bool sim_call(struct regsim *r, const struct sd_node *e, int base)
{
	const struct sd_node *fn = e->u.call.fn, *a = e->u.call.args;

	if (fn->kind == SD_N_IDENT && !strcmp(fn->u.ident.name, "strjoin") && a && a->next &&
	    !a->next->next)
		return sim(r, a, base) || sim(r, a->next, base + 1) || sim_own(r, e, base, 3);
	return sim_list(r, a, base) || sim_own(r, e, base, 1);
}

/* The walk of regs_need( ) in generation order; true once decided. */
static bool sim(struct regsim *r, const struct sd_node *e, int base)
{
	if (!e)
		return false;
	if (e == r->late && r->pre)
		return r->done = true;
	switch (e->kind) {
	case SD_N_BINOP: {
		enum sd_op op = e->u.binop.op;
		int b = op == SD_OP_LAND || op == SD_OP_LOR || op == SD_OP_LXOR ||
			op == SD_OP_COMMA ? base : base + 1;
		return sim(r, e->u.binop.a, base) || sim(r, e->u.binop.b, b) ||
		       sim_own(r, e, base, 0);
	}
	case SD_N_ASSIGN:
		if (e->u.assign.op == SD_OP_ASSIGN)
			return sim(r, e->u.assign.rhs, base) || sim_own(r, e, base, 0);
		return sim(r, e->u.assign.lhs, base) || sim(r, e->u.assign.rhs, base + 1) ||
		       sim_own(r, e, base, 0);
	case SD_N_COND:
		return sim(r, e->u.cond.a, base) || sim(r, e->u.cond.b, base) ||
		       sim(r, e->u.cond.c, base) || sim_own(r, e, base, 0);
	case SD_N_UNOP:
	case SD_N_STRINGOF:
		return sim(r, e->u.unop.a, base) || sim_own(r, e, base, 1);
	case SD_N_CAST:
		return sim(r, e->u.cast.a, base) || sim_own(r, e, base, 1);
	case SD_N_MEMBER:
		return sim(r, e->u.member.base, base) || sim_own(r, e, base, 1);
	case SD_N_CALL:
		return sim_call(r, e, base);
	case SD_N_INDEX:
		return sim_list(r, e->u.index.args, base) || sim(r, e->u.index.base, base) ||
		       sim_own(r, e, base, 1);
	default:
		return sim_own(r, e, base, 1);
	}
}

/* A statement or predicate e that failed with the late error s->late_n
 * (set while e was checked): when DTrace runs out of registers generating
 * e before it reaches that error, the error is EDT_NOREG instead. */
static bool is_node(const struct sd_node *n, void *want)
{
	return n == want;
}

void sema_regs_late(struct sema *s, const struct sd_node *e)
{
	struct regsim r = { .late = s->late_n,
			    .pre = s->late_tag == D_CG_EXPR || s->late_tag == D_FUNC_UNDEF ||
				   s->late_n == e };

	if (!s->late_msg || regs_need(e) <= DT_REGS_LIVE ||
	    !sd_ast_first(e, is_node, (void *)r.late) || !sim(&r, e, 0) || !r.noreg)
		return;
	s->late_msg = NULL;
	sema_regs_check(s, e);
}

int sema_regs_check(struct sema *s, const struct sd_node *e)
{
	static const struct sd_node noloc;

	if (regs_need(e) <= DT_REGS_LIVE)
		return 0;
	SLATE(s, &noloc, D_UNKNOWN, "Insufficient registers to generate code");
	return -1;
}
