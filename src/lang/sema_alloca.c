/* sema_alloca.c - DTrace's alloca taint: a value derived from alloca() or
 * copyin() (scratch memory) may not share a variable with other values,
 * and a ?: whose one arm is such a value and the other is not may not be
 * stored at all (D_ALLOCA_INCOMPAT). */
#include <string.h>

#include "sema_int.h"

#include "ast.h"
#include "subr.h"
#include "types.h"

enum { AL_NONE, AL_ALLOCA, AL_MIXED };

static int worst(int a, int b)
{
	return a > b ? a : b;
}

static int taint(const struct sd_node *n);

static bool is_var(const struct sd_node *n)
{
	const struct sd_ref *r = n->sema;

	return r && r->kind == SD_REF_VAR && r->var;
}

/* *p is a value loaded, no pointer into scratch memory any more; &x is
 * one when x is (or is *p with p one); ++ and -- keep it; - ! ~ drop it */
static int unop_taint(const struct sd_node *n)
{
	const struct sd_node *a = n->u.unop.a;

	switch (n->u.unop.op) {
	case SD_OP_ADDROF:
		if (a->kind == SD_N_UNOP && a->u.unop.op == SD_OP_DEREF)
			return taint(a->u.unop.a);
		if (a->kind == SD_N_INDEX && !is_var(a))	/* &p[i] is p + i */
			return taint(a->u.index.base);
		return taint(a);
	case SD_OP_PREINC: case SD_OP_PREDEC: case SD_OP_POSTINC: case SD_OP_POSTDEC:
		return taint(a);
	default:
		return AL_NONE;
	}
}

/* A translator's input is untainted where its member's expression names
 * it (DTrace cooks the members once, at the translator); the translated
 * member is tainted when the input is (dt_cook_op2( ) passes the xlate
 * node's taint to the member's . or ->). */
static int cast_taint(const struct sd_node *n)
{
	if (n->u.cast.xl == SD_XL_INPUT)
		return AL_NONE;
	if (n->u.cast.xl == SD_XL_MEMBER)
		return taint(n->u.cast.xin) == AL_NONE ? AL_NONE : AL_ALLOCA;
	return taint(n->u.cast.a);
}

static int taint(const struct sd_node *n)
{
	const struct sd_ref *r;

	if (!n)
		return AL_NONE;
	switch (n->kind) {
	case SD_N_IDENT: case SD_N_SELF: case SD_N_THIS:
	case SD_N_INDEX:	/* an associative array's element: its variable */
		if (n->u.index.plus)	/* a + i made &a[i]: an address */
			return taint(n->u.index.base);
		r = n->sema;
		return r && r->kind == SD_REF_VAR && r->var && r->var->alloca ? AL_ALLOCA :
		       AL_NONE;
	case SD_N_CALL:
		r = n->sema;
		return r && r->kind == SD_REF_SUBR &&
		       (r->subr == SD_S_ALLOCA || r->subr == SD_S_COPYIN) ? AL_ALLOCA : AL_NONE;
	case SD_N_CAST:
		return cast_taint(n);
	case SD_N_STRINGOF:
		return taint(n->u.unop.a);
	case SD_N_UNOP:
		return unop_taint(n);
	case SD_N_MEMBER:
		return taint(n->u.member.base);
	case SD_N_BINOP:
		if (n->u.binop.op >= SD_OP_LT && n->u.binop.op <= SD_OP_NE)
			return AL_NONE;
		if (n->u.binop.op >= SD_OP_LAND && n->u.binop.op <= SD_OP_LOR)
			return AL_NONE;
		if (n->u.binop.op == SD_OP_COMMA)
			return taint(n->u.binop.b);
		return worst(taint(n->u.binop.a), taint(n->u.binop.b));
	case SD_N_COND: {
		int a = taint(n->u.cond.a), b = taint(n->u.cond.b);
		return (a == AL_NONE) != (b == AL_NONE) ? AL_MIXED : worst(a, b);
	}
	default:
		return AL_NONE;
	}
}

/* dt_idcook_assc( ): an associative array's element whose key is an
 * alloca pointer taints the array, read or stored (a[p] = 1 then stores
 * a value that is not alloca's to a variable that is). */
void sema_alloca_keys(const struct sd_node *n, struct sd_var *v)
{
	for (const struct sd_node *k = n->u.index.args; k; k = k->next)
		if (taint(k) != AL_NONE)
			v->alloca = true;
}

/* Keeps the clause's first store to v: any store to a variable that is
 * an alloca pointer's once the clause is cooked is one of an alloca
 * pointer to DTrace's code generator (dt_xcook_ident( ) taints the left
 * operand, and dt_cook_clause( ) cooks the clause again while taints
 * spread, so a store above the one that taints v counts too). */
static void note_store(struct sema *s, const struct sd_node *n, const struct sd_var *v)
{
	for (int i = 0; i < s->nastore; i++)
		if (s->astore[i].v == v)
			return;
	if (s->nastore == s->castore) {
		int cap = s->castore ? 2 * s->castore : 16;
		struct sema_astore *a = sd_arena_alloc(s->cu->arena, cap * sizeof(*a));

		if (s->nastore)
			memcpy(a, s->astore, s->nastore * sizeof(*a));
		s->astore = a;
		s->castore = cap;
	}
	s->astore[s->nastore++] = (struct sema_astore){ n, v };
}

int sema_alloca_store(struct sema *s, struct sd_node *n, struct sd_var *v,
		      const struct sd_node *rhs)
{
	int t = taint(rhs);

	if (t == AL_MIXED) {
		SERR(s, n, D_ALLOCA_INCOMPAT, "ternary conditional with alloca and non-alloca "
		     "branches cannot be assigned to a variable");
		return -1;
	}
	/* dt_cook_op2: any value but a literal 0 marks v as not alloca's; a
	 * constant such as (char)0 is one (the parser folded it), so p +=
	 * (char)0 keeps p an alloca pointer */
	if (t == AL_ALLOCA && !sd_type_is_string(rhs->type))
		v->alloca = true;
	else if (!sema_null_const(rhs))
		v->nonalloca = true;
	if (s->clause)
		note_store(s, n, v);
	return 0;
}

/* DTrace refuses a store of an alloca pointer to a variable a store of
 * another value has marked (DT_IDFLG_NONALLOCA, set as dt_cook_op2( )
 * cooks it) as it generates the store (dt_cg_store_var( )), clause by
 * clause: so the marks and taints of this clause's statements and of the
 * clauses before it count, those of later clauses do not (BEGIN { x =
 * alloca(1); } END { x = (void *)1; } is refused at END's store), and
 * the error, in the first such store's place, comes after the clause's
 * cooking errors. */
void sema_alloca_check(struct sema *s, const struct sd_node *cl)
{
	const struct sema_astore *first = NULL;

	for (int i = 0; i < s->nastore; i++)
		if (s->astore[i].v->alloca && s->astore[i].v->nonalloca &&
		    (!first || sd_loc_after(first->n->loc, s->astore[i].n->loc)))
			first = &s->astore[i];
	/* DTrace's code generator meets the statements in order: the first
	 * of the store and the statement of the other late error wins */
	if (first && (!s->late_msg || sd_loc_after(s->late_stmt->loc, first->n->loc))) {
		/* xyerror( ) there: the line dt_compile_one_clause( ) set,
		 * its probe description's; the name is the identifier's
		 * di_name, "a" for self->a[...] */
		const char *name = first->v->name;

		if (first->v->tls)
			name += strlen("self->");
		s->late_n = cl->u.clause.probes;
		s->late_stmt = first->n;
		s->late_tag = D_ALLOCA_INCOMPAT;
		s->late_msg = sd_arena_printf(s->cu->arena, "%s: cannot reuse the same identifier "
					      "for both alloca and non-alloca allocations",
					      name);
	}
	s->nastore = 0;
}

/* Does n hold no D variable (whose alloca taint a later clause may set)? */
static bool no_var(const struct sd_node *n)
{
	const struct sd_ref *r;

	if (!n)
		return true;
	switch (n->kind) {
	case SD_N_IDENT: case SD_N_SELF: case SD_N_THIS: case SD_N_INDEX:
		r = n->sema;
		return !(r && r->kind == SD_REF_VAR);
	case SD_N_CAST:
		return no_var(n->u.cast.a);
	case SD_N_STRINGOF: case SD_N_UNOP:
		return no_var(n->u.unop.a);
	case SD_N_MEMBER:
		return no_var(n->u.member.base);
	case SD_N_BINOP:
		return no_var(n->u.binop.a) && no_var(n->u.binop.b);
	case SD_N_COND:
		return no_var(n->u.cond.a) && no_var(n->u.cond.b);
	default:
		return true;
	}
}

bool sema_alloca_never(const struct sd_node *n)
{
	return taint(n) == AL_NONE && no_var(n);
}

bool sd_sema_alloca_free(const struct sd_node *n)
{
	return taint(n) == AL_NONE;	/* every variable's taint is known now */
}

/* DTrace's dt_cook_op2: one pointer into scratch memory and one not may
 * not be subtracted (their distance is meaningless) */
bool sema_alloca_mixed(const struct sd_node *a, const struct sd_node *b)
{
	return (taint(a) == AL_NONE) != (taint(b) == AL_NONE);
}
