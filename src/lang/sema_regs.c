/* How many registers DTrace's code generator holds at once for an
 * expression, and its refusal of one that needs more than it has.
 *
 * DTrace (dt_regset.c) gives an expression %r1 to %r8: dt_regset_create( )
 * makes a set of dtc_difintregs = DIF_DIR_NREGS = 8 registers and one for
 * %r0, which dt_regset_alloc( ) never hands out (%r9 holds the output
 * buffer). Once all eight are busy it spills each of them to its own stack
 * slot once, %r8 first: 16 values live at once, and the 17th is EDT_NOREG,
 * "Insufficient registers to generate code", a compile error of no line.
 * A call (dt_regset_xalloc_args( )) needs %r1-%r5 each free or spilled
 * only by itself: with 12 values held, %r8 to %r5 are already spilled and
 * the call is EDT_NOREG too, so a call may be made with 11 held at most.
 * Its operators of two operands (dt_cg_arithmetic_op( ),
 * dt_cg_compare_op( )) hold the left one's register while they generate
 * the right one, so a chain nested to the right (x + (x + (x + ...))) holds
 * one more per level, as does ^^ (dt_cg_logical_xor( )) and p[i], which
 * its parser makes *(p + i); && and || free the left one first, ?: and ,
 * each part before the next; a store holds its value while it generates
 * its place. What is not modelled here counts as what it holds at least
 * (its operands' most, or one) and as making no call, so no program
 * DTrace compiles is refused. */
#include "sema_int.h"

#include <string.h>

#define DT_REGS_LIVE 16	/* %r1-%r8, each spilled once */
#define DT_REGS_CALL 11	/* held at a call: %r5 not spilled yet */

/* What DTrace holds while it generates an expression: need, the most
 * values live at once; call, the most held where it calls a function
 * (-1: it makes no call this model knows of). */
struct regs {
	int need, call;
};

static struct regs regs_need(const struct sd_node *e);

/* Does DTrace's register set hold what r needs? */
static bool regs_fit(struct regs r)
{
	return r.need <= DT_REGS_LIVE && r.call <= DT_REGS_CALL;
}

static int imax(int a, int b)
{
	return a > b ? a : b;
}

static struct regs join(struct regs a, struct regs b)
{
	return (struct regs){ imax(a.need, b.need), imax(a.call, b.call) };
}

/* r generated with k values held already */
static struct regs above(struct regs r, int k)
{
	return (struct regs){ r.need + k, r.call < 0 ? -1 : r.call + k };
}

static struct regs leaf(int need, int call)
{
	return (struct regs){ need, call };
}

static struct regs need_list(const struct sd_node *l)
{
	struct regs n = leaf(1, -1);

	for (; l; l = l->next)
		n = join(n, regs_need(l));
	return n;
}

static bool call_named(const struct sd_node *e, const char *name, int nargs)
{
	const struct sd_node *fn = e->u.call.fn, *a = e->u.call.args;
	int n = 0;

	for (; a; a = a->next)
		n++;
	return fn->kind == SD_N_IDENT && !strcmp(fn->u.ident.name, name) && n == nargs;
}

/* strjoin(a, b) (dt_cg_subr_strjoin( )) holds a while it generates b,
 * then both and its result, and calls with the three held; strlen(s)
 * calls with s held; other calls count as their arguments' most. */
static struct regs need_call(const struct sd_node *e)
{
	const struct sd_node *a = e->u.call.args;

	if (call_named(e, "strjoin", 2))
		return join(join(regs_need(a), above(regs_need(a->next), 1)), leaf(3, 3));
	if (call_named(e, "strlen", 1))
		return join(regs_need(a), leaf(1, 1));
	return need_list(a);
}

/* An operand DTrace types string, not through a conversion sema made. */
static bool is_string_opnd(const struct sd_node *e)
{
	return e->type && sd_type_is_string(e->type) &&
	       !(e->kind == SD_N_CAST && !e->u.cast.tname);
}

/* dt_cg_compare_op( ) of strings calls dt_strcmp( ) with both held. */
static bool string_compare(const struct sd_node *e)
{
	switch (e->u.binop.op) {
	case SD_OP_LT: case SD_OP_LE: case SD_OP_GT: case SD_OP_GE:
	case SD_OP_EQ: case SD_OP_NE:
		return is_string_opnd(e->u.binop.a) || is_string_opnd(e->u.binop.b);
	default:
		return false;
	}
}

static struct regs need_binop(const struct sd_node *e)
{
	struct regs l = regs_need(e->u.binop.a), r = regs_need(e->u.binop.b);

	switch (e->u.binop.op) {
	case SD_OP_LAND:	/* not ^^: dt_cg_logical_xor( ) keeps its left */
	case SD_OP_LOR:
	case SD_OP_COMMA:
		return join(l, r);
	default:
		l = join(l, above(r, 1));
		return string_compare(e) ? join(l, leaf(2, 2)) : l;
	}
}

/* x = e, x op= e: dt_cg_arithmetic_op( ) loads x first for op=; then
 * dt_cg_asgn_op( ) stores the value it holds: a self-> variable by a
 * dt_get_tvar( ) call, a place that is no variable (a[k], p->m, *p, an
 * array's element) generated anew with the value held. */
static struct regs need_assign(const struct sd_node *e)
{
	const struct sd_node *lhs = e->u.assign.lhs;
	struct regs r = regs_need(e->u.assign.rhs);

	if (e->u.assign.op != SD_OP_ASSIGN)
		r = join(regs_need(lhs), above(r, 1));
	switch (lhs->kind) {
	case SD_N_SELF:
		return join(r, leaf(1, 1));
	case SD_N_IDENT:
	case SD_N_THIS:
		return r;
	default:
		return join(r, above(regs_need(lhs), 1));
	}
}

static struct regs need_cond(const struct sd_node *e)
{
	return join(join(regs_need(e->u.cond.a), regs_need(e->u.cond.b)), regs_need(e->u.cond.c));
}

/* A built-in variable DTrace reads by calling dt_get_bvar( ) (not sonda's
 * own cgroup and vtimestamp, nor ipl). */
static bool bvar_call(const struct sd_node *e)
{
	const struct sd_ref *r = e->sema;

	return r && r->kind == SD_REF_BUILTIN && r->builtin != SD_B_CGROUP &&
	       r->builtin != SD_B_VTIMESTAMP && r->builtin != SD_B_IPL;
}

/* p[i] of a pointer or array (not args[ ] or uregs[ ]) is *(p + i) to
 * DTrace's parser: the base held while the index is generated. */
static bool ptr_index(const struct sd_node *b)
{
	const struct sd_type *t = b->type ? sd_type_canon(b->type) : NULL;

	return t && (t->kind == SD_T_PTR || t->kind == SD_T_ARRAY) && b->kind != SD_N_CALL &&
	       !sema_builtin_array(b);
}

/* An associative array's element: dt_cg_arglist( ) pushes the keys on
 * the stack one by one, then calls with the tuple's register held, and
 * copies each string key with a call holding that and the stack's. */
static struct regs need_index(const struct sd_node *e)
{
	const struct sd_ref *r = e->sema;
	const struct sd_node *b = e->u.index.base;
	struct regs n = join(need_list(e->u.index.args), regs_need(b));

	if (!r || r->kind != SD_REF_VAR || !r->var || r->var->kind != SD_VAR_ASSOC)
		return ptr_index(b) ? join(n, above(need_list(e->u.index.args), 1)) : n;
	n = join(n, leaf(1, 1));
	for (const struct sd_node *k = e->u.index.args; k; k = k->next)
		if (is_string_opnd(k))
			n = join(n, leaf(2, 2));
	return n;
}

/* The values DTrace holds at once while it generates e. */
static struct regs regs_need(const struct sd_node *e)
{
	if (!e)
		return leaf(0, -1);
	switch (e->kind) {
	case SD_N_BINOP:
		return need_binop(e);
	case SD_N_ASSIGN:
		return need_assign(e);
	case SD_N_COND:
		return need_cond(e);
	case SD_N_UNOP:
	case SD_N_STRINGOF:
		return join(leaf(1, -1), regs_need(e->u.unop.a));
	case SD_N_CAST:
		return join(leaf(1, -1), regs_need(e->u.cast.a));
	case SD_N_MEMBER:
		return join(leaf(1, -1), regs_need(e->u.member.base));
	case SD_N_CALL:
		return need_call(e);
	case SD_N_INDEX:
		return need_index(e);
	case SD_N_SELF:		/* dt_get_tvar( ) before its register */
		return leaf(1, 0);
	case SD_N_IDENT:
		return leaf(1, bvar_call(e) ? 0 : -1);
	default:
		return leaf(1, -1);
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
	const struct sd_node *a = e->u.call.args;

	if (call_named(e, "strjoin", 2))
		return sim(r, a, base) || sim(r, a->next, base + 1) || sim_own(r, e, base, 3);
	return sim_list(r, a, base) || sim_own(r, e, base, 1);
}

/* The walk of regs_need( ) in generation order; true once decided. It
 * counts the values live at once only: a refusal regs_need( ) finds at a
 * call (or in a shape this walk does not hold) leaves the late error. */
static bool sim(struct regsim *r, const struct sd_node *e, int base)
{
	if (!e)
		return false;
	if (e == r->late && r->pre)
		return r->done = true;
	switch (e->kind) {
	case SD_N_BINOP: {
		enum sd_op op = e->u.binop.op;
		int b = op == SD_OP_LAND || op == SD_OP_LOR || op == SD_OP_COMMA ?
			base : base + 1;
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

	if (!s->late_msg || regs_fit(regs_need(e)) ||
	    !sd_ast_first(e, is_node, (void *)r.late) || !sim(&r, e, 0) || !r.noreg)
		return;
	s->late_msg = NULL;
	sema_regs_check(s, e);
}

int sema_regs_check(struct sema *s, const struct sd_node *e)
{
	static const struct sd_node noloc;

	if (regs_fit(regs_need(e)))
		return 0;
	SLATE(s, &noloc, SD_NOTAG, "Insufficient registers to generate code");
	return -1;
}
