/* sema_assign.c - assignments: = and op= to variables of every scope,
 * associative elements, members and dereferences, in the order DTrace's
 * dt_cook_op2( ) checks them; a variable is declared by its first
 * assignment.
 */
#include "sema_int.h"

#include <string.h>

/* Global scalars and associative arrays share one namespace in D: x[1] = 2
 * then x = 1 is D_IDENT_BADREF; x = 1 then x[1] = 2 indexes the integer
 * (sema_scalar_index). 0 or -1. */
static int namespace_clash(struct sema *s, struct sd_node *lhs, const struct sd_node *rhs,
			   const char *opname)
{
	struct sd_node *b = lhs->kind == SD_N_INDEX ? lhs->u.index.base : NULL;

	/* self->a[k] = 1 then self->a = 2: DTrace's self->a is then the array,
	 * of a dynamic type only a literal 0 may be assigned to */
	if (lhs->kind == SD_N_SELF && !(rhs->kind == SD_N_INT && rhs->u.ival.v == 0) &&
	    sema_var_find(s->cu, SD_VAR_ASSOC, sema_assoc_name(s, lhs))) {
		SERR(s, lhs, D_OP_INCOMPAT, "operands have incompatible types: "
		     "\"associative array\" %s \"%s\"", opname, sema_fit_name(rhs->type->name));
		return -1;
	}

	if (lhs->kind == SD_N_IDENT &&
	    sema_var_find(s->cu, SD_VAR_ASSOC, lhs->u.ident.name)) {
		SERR(s, lhs, D_IDENT_BADREF, "associative array '%s' may not be referenced "
		     "as scalar", lhs->u.ident.name);
		return -1;
	}
	if (lhs->kind == SD_N_IDENT && sema_nonscalar_kind(s, lhs->u.ident.name) &&
	    !sema_var_find(s->cu, SD_VAR_GLOBAL, lhs->u.ident.name)) {	/* trace = 1 */
		SERR(s, lhs, D_IDENT_BADREF, "%s '%s' may not be referenced as scalar",
		     sema_nonscalar_kind(s, lhs->u.ident.name), lhs->u.ident.name);
		return -1;
	}
	/* i[a] already checked as *(a + i) (op= checks the left operand
	 * first): its base is now a */
	if (b && b->kind == SD_N_IDENT && !lhs->u.index.swapped &&
	    sema_var_find(s->cu, SD_VAR_GLOBAL, b->u.ident.name))
		return sema_scalar_index(s, lhs, b->u.ident.name);
	return b ? sema_tls_scalar_index(s, lhs) : 0;
}

/* The variable an assignment's left side names, created if new. */
static struct sd_var *lvalue_var(struct sema *s, struct sd_node *lhs,
				 struct sd_type *rhs_t, enum sd_op op, bool *created)
{
	enum sd_var_kind k;
	const char *name;

	*created = false;
	if (lhs->kind == SD_N_SELF || lhs->kind == SD_N_THIS) {
		k = sema_dvar_kind(lhs);
		name = lhs->u.ident.name;
	} else if (lhs->kind == SD_N_INDEX && sema_assoc_name(s, lhs->u.index.base)) {
		k = SD_VAR_ASSOC;
		name = sema_assoc_name(s, lhs->u.index.base);
	} else {
		k = SD_VAR_GLOBAL;
		name = lhs->u.ident.name;
	}
	struct sd_var *v = sema_var_find(s->cu, k, name);
	if (v && v->type)
		return v;
	if (op != SD_OP_ASSIGN || !rhs_t)
		return NULL;
	struct sd_type *t = rhs_t;
	/* a new variable takes the value's type as it is (a char stays a
	 * char, as in DTrace); char arrays become strings */
	if (sd_type_is_stringlike(t) && t->kind != SD_T_PTR)
		t = s->tt->t_string;
	if (t->kind == SD_T_VOID)
		return NULL;
	*created = true;
	if (v) {	/* declared without a type? not possible; keep it simple */
		v->type = t;
		sema_var_storage(s, v, false);
		return v;
	}
	return sema_var_new(s, k, name, t, lhs->loc);
}

/* May rhs be assigned (with op) to variable v? */
static bool assign_ok(struct sema *s, const struct sd_var *v, enum sd_op op,
		      const struct sd_node *rhs)
{
	/* = as DTrace's dt_node_is_argcompat: a pointer takes a pointer to
	 * the same type or void, or 0, not another integer */
	bool ok = op == SD_OP_ASSIGN ? sema_key_compat(s, v->type, rhs)
		: sd_type_is_int(v->type) && sd_type_is_arith(rhs->type);
	if (op == SD_OP_ADD || op == SD_OP_SUB)
		ok = ok || (sd_type_is_ptr(v->type) && sd_type_is_int(rhs->type));
	int64_t zero;
	bool is_zero = sema_const(rhs, &zero) && zero == 0;
	/* 0 may be assigned to anything dynamic (it deletes the element), and
	 * to strings and pointers (NULL) */
	if (!ok && op == SD_OP_ASSIGN && is_zero &&
	    ((v->kind != SD_VAR_GLOBAL && v->kind != SD_VAR_THIS) ||
	     v->type->kind == SD_T_STRING || sd_type_is_ptr(v->type)))
		ok = true;
	return ok;
}

/* x = @a: an aggregation is of dynamic type, compatible with nothing;
 * DTrace names a variable that has no type yet by its kind. Always -1. */
static int agg_assigned(struct sema *s, struct sd_node *n, struct sd_node *lhs)
{
	enum sd_var_kind k = lhs->kind == SD_N_SELF ? SD_VAR_TLS :
			     lhs->kind == SD_N_THIS ? SD_VAR_THIS : SD_VAR_GLOBAL;
	const struct sd_var *v = sema_var_find(s->cu, k, lhs->u.ident.name);

	if (sema_agg_known(s, n->u.assign.rhs) < 0)
		return -1;
	SERR(s, n, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" = \"aggregation\"",
	     v && v->type ? sema_fit_name(v->type->name) : "scalar");
	return -1;
}

/* x = curpsinfo: a pointer to translated data is of DTrace's dynamic type,
 * which only the same translation's struct may take (x = *curpsinfo). A new
 * variable takes the right operand's type first: an inline's declared type
 * (psinfo_t *), or <DYN>, which DTrace names by the variable's kind. -1. */
static int xlptr_assigned(struct sema *s, struct sd_node *n, struct sd_node *lhs,
			  const struct sd_node *rhs)
{
	bool assoc = lhs->kind == SD_N_INDEX;
	enum sd_var_kind k = assoc ? SD_VAR_ASSOC : lhs->kind == SD_N_SELF ? SD_VAR_TLS :
			     lhs->kind == SD_N_THIS ? SD_VAR_THIS : SD_VAR_GLOBAL;
	const struct sd_var *v = sema_var_find(s->cu, k, assoc ?
					       sema_assoc_name(s, lhs->u.index.base) :
					       lhs->u.ident.name);

	const char *lname = v && v->type ? sema_type_name(s, v->type) :
			    !sema_is_dyn_typed(rhs) ? sema_type_name(s, rhs->type) :
			    assoc ? "associative array" : "scalar";

	SERR(s, n, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" = "
	     "\"pointer to translated data\"", lname);
	return -1;
}

/* x = count( ): the call is of DTrace's <DYN> type (dt_idcook_func( )),
 * compatible with nothing; a variable that has no type yet takes it and
 * is named by its kind (dt_cook_op2( ), dt_node_type_name( )). Before the
 * left side's writability, as there. -1. */
static int aggfn_assigned(struct sema *s, struct sd_node *n, struct sd_node *lhs)
{
	bool assoc = lhs->kind == SD_N_INDEX;
	enum sd_var_kind k = assoc ? SD_VAR_ASSOC : lhs->kind == SD_N_SELF ? SD_VAR_TLS :
			     lhs->kind == SD_N_THIS ? SD_VAR_THIS : SD_VAR_GLOBAL;
	const char *name = assoc ? sema_assoc_name(s, lhs->u.index.base) :
			   lhs->kind == SD_N_IDENT || lhs->kind == SD_N_SELF ||
			   lhs->kind == SD_N_THIS ? lhs->u.ident.name : NULL;
	const struct sd_var *v = name ? sema_var_find(s->cu, k, name) : NULL;
	const char *lname;

	if (v && v->type)
		lname = sema_type_name(s, v->type);
	else if (name && !(lhs->kind == SD_N_IDENT && sema_builtin_bound(s, name)))
		lname = assoc ? "associative array" : "scalar";
	else if (sema_expr(s, lhs) < 0)
		return -1;
	else
		lname = sema_opnd_name(lhs);
	SERR(s, n, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" = "
	     "\"aggregating function\"", lname);
	return -1;
}

/* x = v where x names an enumerator or an inline: DTrace checks the
 * operands' types first (D_OP_INCOMPAT), then finds no lvalue (the constant
 * its parser made of the name, D_OP_LVAL) or no writable variable (an inline
 * it meets below, D_OP_WRITE). -1, or 1 if x is no such name. */
static int const_lhs(struct sema *s, struct sd_node *n, struct sd_node *lhs,
		     struct sd_node *rhs)
{
	const char *name = lhs->kind == SD_N_IDENT ? lhs->u.ident.name : NULL;

	if (!name || sema_is_inline_array(s, name) ||
	    (!sema_is_inline(s, name) && !sema_enum_lookup(s->tt, name, NULL, NULL)))
		return 1;
	bool lval = sema_const_ident(s, lhs);
	if (sema_expr(s, lhs) < 0 || sema_expr(s, rhs) < 0)
		return -1;
	if (!sema_key_compat(s, lhs->type, rhs))
		SERR(s, n, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" = \"%s\"",
		     sema_type_name(s, lhs->type), sema_type_name(s, rhs->type));
	else if (lval)
		SERR(s, n, D_OP_LVAL, "operator = requires modifiable lvalue as an operand");
	else
		SERR(s, n, D_OP_WRITE, "operator = can only be applied to a writable variable");
	return -1;
}

/* The left side's checks DTrace makes as it looks the name up, before
 * the right side is cooked: an aggregation, a function's name, an op= of
 * a name never declared. */
static int lhs_lookup(struct sema *s, struct sd_node *n, struct sd_node *lhs, enum sd_op op)
{
	int64_t ev;
	struct sd_type *et;
	const struct sd_node *b = lhs;

	/* self->`x = 1, self->`x.m = 1, *self->`x = 1: the variable is
	 * looked up first, at the place's base */
	while (b->kind == SD_N_MEMBER || b->kind == SD_N_INDEX ||
	       (b->kind == SD_N_UNOP && b->u.unop.op == SD_OP_DEREF))
		b = b->kind == SD_N_MEMBER ? b->u.member.base :
		    b->kind == SD_N_INDEX ? b->u.index.base : b->u.unop.a;
	if (sema_dvar_scoped(s, b) < 0)
		return -1;

	if (sema_is_agg_ref(lhs)) {
		/* x = (@a = 1): dt_cook_op2( ) cooks the inner assignment as
		 * it cooks a statement's, D_AGG_FUNC (@a must be assigned ...)
		 * when its right side is no aggregating function's call */
		if (op == SD_OP_ASSIGN && !sema_is_aggfn_call(n->u.assign.rhs) &&
		    sema_aggregate(s, n) < 0)
			return -1;
		SERR(s, n, D_AGG_FUNC, "aggregating actions may only be used as statements");
		return -1;
	}
	if (lhs->kind == SD_N_INDEX && sema_local_index(s, lhs) < 0)
		return -1;
	if (lhs->kind == SD_N_INDEX && sema_fn_index(s, lhs) < 0)
		return -1;	/* strlen[1] = x: dt_cook_op2( ) cooks strlen[1] first */
	if (lhs->kind == SD_N_IDENT && sema_nonscalar_kind(s, lhs->u.ident.name) &&
	    !sema_var_find(s->cu, SD_VAR_GLOBAL, lhs->u.ident.name)) {
		/* count = x: the name is looked up before x is checked */
		SERR(s, lhs, D_IDENT_BADREF, "%s '%s' may not be referenced as scalar",
		     sema_nonscalar_kind(s, lhs->u.ident.name), lhs->u.ident.name);
		return -1;
	}
	if (op != SD_OP_ASSIGN && lhs->kind == SD_N_IDENT && !strchr(lhs->u.ident.name, '`') &&
	    !sema_var_find(s->cu, SD_VAR_GLOBAL, lhs->u.ident.name) &&
	    !sema_builtin_bound(s, lhs->u.ident.name) &&
	    !sema_is_inline(s, lhs->u.ident.name) && !sema_nonscalar_kind(s, lhs->u.ident.name) &&
	    !sema_enum_lookup(s->tt, lhs->u.ident.name, &ev, &et)) {
		SERR(s, lhs, D_VAR_UNDEF, "%s has not yet been declared or assigned",
		     lhs->u.ident.name);
		return -1;
	}
	return 0;
}

/* Is lhs a built-in variable, a kernel symbol or an element of args[ ]
 * or uregs[ ]? */
static bool builtin_lhs(struct sema *s, const struct sd_node *lhs)
{
	const struct sd_node *b = lhs->kind == SD_N_INDEX ? lhs->u.index.base : lhs;

	if (b->kind != SD_N_IDENT || sema_is_inline(s, b->u.ident.name))
		return false;
	if (lhs->kind == SD_N_INDEX)
		return sema_builtin_array(b);
	return sema_builtin_bound(s, b->u.ident.name) || strchr(b->u.ident.name, '`');
}

/* x = v where x is built in (timestamp, args[0], `sym): dt_cook_op2( )
 * cooks both sides and compares their types (dt_node_is_argcompat( ))
 * before it finds x is not writable. 0, or -1 after D_OP_INCOMPAT or an
 * error of a side. */
static int builtin_types(struct sema *s, struct sd_node *n, struct sd_node *lhs,
			 struct sd_node *rhs)
{
	if (n->u.assign.op != SD_OP_ASSIGN || !builtin_lhs(s, lhs))
		return 0;
	if (sema_expr(s, lhs) < 0)
		return -1;
	if (rhs->kind == SD_N_AGG ? sema_agg_known(s, rhs) < 0 : sema_expr(s, rhs) < 0)
		return -1;
	/* a translated args[i] is <DYN>, compatible with nothing */
	bool dyn = sema_is_dynamic(lhs);
	if (!dyn && rhs->kind != SD_N_AGG && sema_key_compat(s, lhs->type, rhs) &&
	    !sema_is_dynamic(rhs))
		return 0;
	SERR(s, n, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" = \"%s\"",
	     dyn ? sema_opnd_name(lhs) : sema_type_name(s, lhs->type), sema_opnd_name(rhs));
	return -1;
}

/* e = v where e is no place (a + 1 = 0, (x, y) = 0): DTrace's dt_cook_op2( )
 * checks the operands' types before the lvalue, an array or function (of
 * a + i too, typed as the array) D_OP_ARRFUN, then what v may not be
 * stored as D_OP_INCOMPAT. */
static int nonplace_types(struct sema *s, struct sd_node *n, struct sd_node *lhs,
			  struct sd_node *rhs)
{
	if (sema_expr(s, lhs) < 0)
		return -1;
	const struct sd_type *c = sd_type_canon(lhs->type);

	if (!c->symkind && (c->kind == SD_T_ARRAY || c->kind == SD_T_FUNC)) {
		SERR(s, n, D_OP_ARRFUN, "operator = may not be applied to operand of type "
		     "\"%s\"", sema_opnd_name(lhs));
		return -1;
	}
	if (!sema_key_compat(s, lhs->type, rhs) || sema_is_dynamic(rhs)) {
		SERR(s, n, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" = \"%s\"",
		     sema_opnd_name(lhs), sema_opnd_name(rhs));
		return -1;
	}
	return 0;
}

/* Is lhs a variable this assignment may write? D_OP_LVAL for what is no
 * place at all (x + 1 = 2), D_OP_WRITE for an inline or a built-in. */
static int lhs_writable(struct sema *s, struct sd_node *n, struct sd_node *lhs,
			struct sd_node *rhs, const char *opname)
{
	bool ok_lhs = lhs->kind == SD_N_IDENT || lhs->kind == SD_N_SELF ||
		      lhs->kind == SD_N_THIS ||
		      (lhs->kind == SD_N_INDEX && sema_assoc_name(s, lhs->u.index.base));

	if (sema_inline_elem(s, lhs))
		ok_lhs = false;	/* an lvalue, never writable (dt_xcook_ident) */
	if (!ok_lhs && lhs->kind != SD_N_INDEX) {
		if (n->u.assign.op == SD_OP_ASSIGN && nonplace_types(s, n, lhs, rhs) < 0)
			return -1;
		SERR(s, n, D_OP_LVAL, "operator %s requires modifiable lvalue as an operand",
		     opname);
		return -1;
	}
	if (!ok_lhs) {
		SERR(s, n, D_OP_WRITE, "operator %s can only be applied to a writable variable",
		     opname);
		return -1;
	}
	if (namespace_clash(s, lhs, rhs, opname) < 0)
		return -1;
	if (lhs->kind == SD_N_IDENT && (sema_is_inline(s, lhs->u.ident.name) ||
					sema_builtin_bound(s, lhs->u.ident.name))) {
		SERR(s, n, D_OP_WRITE, "operator %s can only be applied to a writable "
		     "variable", opname);
		return -1;
	}
	return 0;
}

/* The store into variable v (created by this assignment when *created):
 * its type against the right side's. */
static int assign_var(struct sema *s, struct sd_node *n, struct sd_var *v, bool created)
{
	struct sd_node *lhs = n->u.assign.lhs, *rhs = n->u.assign.rhs;
	enum sd_op op = n->u.assign.op;

	if (sema_expr(s, lhs) < 0)
		return -1;
	/* a new variable takes the right operand's type: a char array too */
	const struct sd_type *vt = created && op == SD_OP_ASSIGN ? rhs->type : v->type;
	if (sd_type_canon(vt)->kind == SD_T_ARRAY && vt->symkind == SD_SK_NONE) {
		SERR(s, n, D_OP_ARRFUN, "operator %s may not be applied to operand of type "
		     "\"%s\"", op == SD_OP_ASSIGN ? "=" : "op=", sema_type_name(s, vt));
		return -1;
	}
	if (!assign_ok(s, v, op, rhs)) {
		const char *rname = sema_opnd_name(rhs);

		if (rname == rhs->type->name)	/* not translated data */
			rname = sema_type_name(s, rhs->type);
		SERR(s, n, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" %s%s \"%s\"",
		     sema_type_name(s, v->type), op == SD_OP_ASSIGN ? "" : sd_op_str(op), "=",
		     rname);
		return -1;
	}
	if (sema_alloca_store(s, n, v, rhs) < 0)
		return -1;
	n->type = v->type;
	return 0;
}

/* a[n++] = n, a[x = 5] = x: dt_cook_op2( ) cooks the left side before
 * the right one, an associative array's keys with it (dt_idcook_assc( )),
 * so a variable a key assigns first exists for the right side. */
static int assoc_keys_first(struct sema *s, struct sd_node *lhs)
{
	if (lhs->kind != SD_N_INDEX || !sema_assoc_name(s, lhs->u.index.base))
		return 0;
	for (struct sd_node *k = lhs->u.index.args; k; k = k->next)
		if (sema_expr(s, k) < 0)
			return -1;
	return 0;
}

/* The right side of x = e, x a global: DTrace's dt_cook_op2( ) has made x
 * (dt_xcook_ident( ) with create) before it cooks e, so an x in e is one not
 * yet assigned (D_VAR_UNDEF), not an unknown name. */
static int rhs_checked(struct sema *s, const struct sd_node *lhs, struct sd_node *rhs)
{
	if (lhs->kind != SD_N_IDENT)
		return sema_expr(s, rhs);

	struct sema_asgn a = { lhs->u.ident.name, s->asgn_new };
	int rc;

	s->asgn_new = &a;
	rc = sema_expr(s, rhs);
	s->asgn_new = a.up;
	return rc;
}

/* Assignment to a variable of any scope (declaring it on first assignment),
 * or to a place (a member, an element, *p: sema_assign_place). */
int sema_assign(struct sema *s, struct sd_node *n)
{
	struct sd_node *lhs = n->u.assign.lhs, *rhs = n->u.assign.rhs;
	enum sd_op op = n->u.assign.op;
	const char *opname = op == SD_OP_ASSIGN ? "=" :
			     sd_arena_printf(s->cu->arena, "%s=", sd_op_str(op));
	bool created;

	if (sema_div_zero(s, n, op, rhs) < 0)
		return -1;
	int fixed = sema_fixed_kind(s, lhs);	/* before sema rewrites args[i] */
	/* an inline DTrace's parser made no constant of: a variable node */
	bool inl = !fixed && lhs->kind == SD_N_IDENT && sema_is_inline(s, lhs->u.ident.name);
	if (lhs_lookup(s, n, lhs, op) < 0)
		return -1;
	bool place = lhs->kind == SD_N_MEMBER || (lhs->kind == SD_N_UNOP &&
						  lhs->u.unop.op == SD_OP_DEREF) ||
		     (lhs->kind == SD_N_INDEX && sema_is_elem(s, lhs));
	/* op=: DTrace cooks the left operand, the right one, then checks their
	 * types before the left one as a place (GREEN += p: D_OP_VFPTR) */
	if (op != SD_OP_ASSIGN && !place && !sema_inline_elem(s, lhs) &&
	    (sema_expr(s, lhs) < 0 || sema_expr(s, rhs) < 0 ||
	     sema_opeq_types(s, n, lhs, rhs) < 0))
		return -1;
	if (op != SD_OP_ASSIGN && inl) {	/* its variable node, checked above */
		SERR(s, n, D_OP_WRITE, "operator %s can only be applied to a writable variable",
		     opname);
		return -1;
	}
	if (op == SD_OP_ASSIGN && const_lhs(s, n, lhs, rhs) <= 0)
		return -1;
	if (builtin_types(s, n, lhs, rhs) < 0 || sema_fixed_lhs(s, n, lhs, fixed, opname) < 0)
		return -1;
	if (place)
		return sema_assign_place(s, n);
	if (op == SD_OP_ASSIGN && rhs->kind == SD_N_AGG &&
	    (lhs->kind == SD_N_IDENT || lhs->kind == SD_N_SELF || lhs->kind == SD_N_THIS))
		return agg_assigned(s, n, lhs);
	if (assoc_keys_first(s, lhs) < 0 || rhs_checked(s, lhs, rhs) < 0)
		return -1;
	if (op == SD_OP_ASSIGN && sema_is_aggfn_call(rhs))
		return aggfn_assigned(s, n, lhs);
	if (lhs_writable(s, n, lhs, rhs, opname) < 0)
		return -1;
	if (op == SD_OP_ASSIGN && sema_is_dynamic(rhs) &&
	    sd_type_canon(rhs->type)->kind == SD_T_PTR)
		return xlptr_assigned(s, n, lhs, rhs);
	/* x = *curpsinfo, x = xlate<T>(e), x = fds[0]: DTrace takes the
	 * translated struct's type for x as it cooks, but its code generator
	 * has no struct store of a translation (dt_cg_asgn_op( ), the
	 * DT_IDENT_XLSOU case is #ifdef FIXME: xyerror( ), at the line
	 * yylineno holds, sema_cg_line( )) */
	if (op == SD_OP_ASSIGN && sema_is_dynamic(rhs))
		SLATE(s, sema_cg_line(s), D_UNKNOWN, "internal error -- no support for "
		      "translated types yet");
	struct sd_var *v = lvalue_var(s, lhs, rhs->type, op, &created);
	if (v)
		return assign_var(s, n, v, created);
	if (rhs->type->kind == SD_T_VOID) {	/* x = trace(1): x takes void (or v_t) */
		const char *nm = sema_dtype_name(s, rhs->type);

		SERR(s, n, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" = \"%s\"",
		     nm, nm);
		return -1;
	}
	return sema_expr(s, lhs);	/* reports the unknown variable */
}
