/* sema_expr.c - types of expressions, with D's C-like rules.
 *
 * Every checked expression node gets n->type. Integer arithmetic follows the
 * usual arithmetic conversions of C on LP64; comparisons and logical
 * operators give int; strings compare by content. Identifiers are bound
 * here: builtin variables, global variables, constants.
 */
#include "sema_int.h"

#include <string.h>

#include "../base/opts.h"
#include "../kern/ktypes.h"

static const struct {
	const char *name;
	enum sd_builtin b;
} builtins[] = {
	{ "arg0", SD_B_ARG0 }, { "arg1", SD_B_ARG1 }, { "arg2", SD_B_ARG2 },
	{ "arg3", SD_B_ARG3 }, { "arg4", SD_B_ARG4 }, { "arg5", SD_B_ARG5 },
	{ "arg6", SD_B_ARG6 }, { "arg7", SD_B_ARG7 }, { "arg8", SD_B_ARG8 },
	{ "arg9", SD_B_ARG9 }, { "pid", SD_B_PID }, { "ppid", SD_B_PPID },
	{ "tid", SD_B_TID }, { "uid", SD_B_UID }, { "gid", SD_B_GID },
	{ "cpu", SD_B_CPU }, { "execname", SD_B_EXECNAME },
	{ "timestamp", SD_B_TIMESTAMP }, { "vtimestamp", SD_B_VTIMESTAMP },
	{ "walltimestamp", SD_B_WALLTIMESTAMP }, { "probeprov", SD_B_PROBEPROV },
	{ "probemod", SD_B_PROBEMOD }, { "probefunc", SD_B_PROBEFUNC },
	{ "probename", SD_B_PROBENAME }, { "epid", SD_B_EPID }, { "id", SD_B_ID },
	{ "errno", SD_B_ERRNO }, { "curthread", SD_B_CURTHREAD },
	{ "stackdepth", SD_B_STACKDEPTH }, { "ustackdepth", SD_B_USTACKDEPTH },
	{ "caller", SD_B_CALLER }, { "ucaller", SD_B_UCALLER },
	{ "cgroup", SD_B_CGROUP }, { "ipl", SD_B_IPL },
};

static struct sd_type *builtin_type(struct sema *s, enum sd_builtin b)
{
	struct sd_typetab *tt = s->tt;
	const char *td = NULL;

	switch (b) {
	case SD_B_PID: case SD_B_PPID: td = "pid_t"; break;
	case SD_B_TID: td = "id_t"; break;
	case SD_B_UID: td = "uid_t"; break;
	case SD_B_GID: td = "gid_t"; break;
	case SD_B_CPU: td = "processorid_t"; break;
	case SD_B_TIMESTAMP: case SD_B_VTIMESTAMP: case SD_B_EPID: td = "uint64_t"; break;
	case SD_B_WALLTIMESTAMP: td = "int64_t"; break;
	case SD_B_ID: case SD_B_IPL: td = "uint_t"; break;
	case SD_B_ERRNO: return tt->t_int;
	case SD_B_EXECNAME: case SD_B_PROBEPROV: case SD_B_PROBEMOD:
	case SD_B_PROBEFUNC: case SD_B_PROBENAME: return tt->t_string;
	case SD_B_CURTHREAD: {
		struct sd_type *t = sd_ktype_task_ptr(tt);
		return t ? t : tt->t_voidp;
	}
	case SD_B_STACKDEPTH: case SD_B_USTACKDEPTH: td = "uint32_t"; break;
	case SD_B_CALLER: td = "uintptr_t"; break;
	case SD_B_UCALLER: case SD_B_CGROUP: td = "uint64_t"; break;
	default: td = "int64_t"; break;	/* arg0..arg9 */
	}
	return sd_type_lookup_typedef(tt, td);
}

int sd_func_lookup_builtin(const char *name)
{
	for (size_t i = 0; i < SD_ARRAY_SIZE(builtins); i++)
		if (!strcmp(builtins[i].name, name))
			return (int)builtins[i].b;
	return -1;
}

struct sd_ref *sema_ref(struct sema *s, struct sd_node *n, enum sd_ref_kind k)
{
	struct sd_ref *r = sd_arena_alloc(s->cu->arena, sizeof(*r));

	r->kind = k;
	n->sema = r;
	return r;
}

int sema_tregs_check(struct sema *s, int i)
{
	struct sd_loc none = { 0 };

	/* key i (from 0) needs tuple register i: DTrace's dt_cg_arglist()
	 * refuses i > tregs (8 by default), so 9 keys fit */
	if (i <= s->cu->opts->tregs && i < SD_TUPLE_MAX)
		return 0;
	sd_diag_error(&s->cu->diag, none, SD_NOTAG, "Insufficient tuple registers to "
		      "generate code");
	/* DTrace's code generator finds it, after dt_cook_clause( ) has
	 * cleared its label: no "in action list: " */
	s->cu->diag.msgs[s->cu->diag.n - 1].region = NULL;
	return -1;
}

/* The type of an integer constant (d-language.md 2.5). */
struct sd_type *sema_int_const_type(struct sema *s, struct sd_node *n)
{
	struct sd_typetab *tt = s->tt;
	struct sd_type *ts[] = { tt->t_int, tt->t_uint, tt->t_long, tt->t_ulong, tt->t_llong,
				 tt->t_ullong };
	const uint64_t lim[] = { INT32_MAX, UINT32_MAX, INT64_MAX, UINT64_MAX, INT64_MAX,
				 UINT64_MAX };
	uint64_t v = n->u.ival.v;
	/* dt_node_int: from the suffixes' first type (u: 1, each l: 2), the
	 * signed ones only (every other) for a decimal constant or one whose
	 * suffix starts with a lowercase 'u' (yyintsuffix[0] == 'u'), else
	 * every type: 0x10000000000U is a long, 0x10000000000u unsigned */
	int step = n->u.ival.base == 10 || n->u.ival.lower_u ? 2 : 1;

	/* a character constant is a decimal one: int, long or long long
	 * (its 8 bytes with the top bit set are none) */
	for (int i = n->u.ival.is_unsigned + 2 * n->u.ival.suffix_l; i < 6; i += step)
		if (v <= lim[i])
			return ts[i];
	SERR(s, n, D_INT_OFLOW, "integer constant 0x%llx cannot be represented "
	     "in any built-in integral type", (unsigned long long)v);
	return NULL;
}

/* n becomes the integer constant v of type t. */
static void become_int(struct sd_node *n, int64_t v, struct sd_type *t)
{
	n->kind = SD_N_INT;
	memset(&n->u.ival, 0, sizeof(n->u.ival));
	n->u.ival.v = (uint64_t)v;
	n->u.ival.base = 10;
	n->type = t;
}

/* become_int( ), keeping a copy of n as it was checked beside the value
 * (ival.orig, for -x tree: dtree.c) when keep says so. */
static void become_folded(struct sema *s, struct sd_node *n, int64_t v, struct sd_type *t,
			  bool keep)
{
	struct sd_node *orig = keep ? sema_keep_orig(s, n, t) : NULL;

	become_int(n, v, t);
	n->u.ival.orig = orig;
}

static int sema_ident(struct sema *s, struct sd_node *n)
{
	const char *name = n->u.ident.name;
	int prc = sema_param_ref(s, n);

	if (prc <= 0)
		return prc;
	for (size_t i = 0; i < SD_ARRAY_SIZE(builtins); i++) {
		if (strcmp(builtins[i].name, name) || sema_unbound(s, name))
			continue;
		struct sd_ref *r = sema_ref(s, n, SD_REF_BUILTIN);
		r->builtin = builtins[i].b;
		n->type = builtin_type(s, r->builtin);
		return 0;
	}
	struct sd_var *v = sema_var_find(s->cu, SD_VAR_GLOBAL, name);
	if (v && v->type) {
		struct sd_ref *r = sema_ref(s, n, SD_REF_VAR);
		r->var = v;
		n->type = v->type;
		return 0;
	}
	if (!v && sema_var_find(s->cu, SD_VAR_ASSOC, name)) {	/* a[1] = 1; trace(a) */
		SERR(s, n, D_IDENT_BADREF, "associative array '%s' may not be referenced as "
		     "scalar", name);
		return -1;
	}
	int64_t ev;
	struct sd_type *et;
	/* an enumerator is a constant where DTrace's parser knows it already,
	 * else the enumerator's identifier, no scalar */
	if (sema_enum_lookup(s->tt, name, &ev, &et) && sema_enum_after(s, name, n->loc)) {
		SERR(s, n, D_IDENT_BADREF, "enumerator '%s' may not be referenced as scalar",
		     name);
		return -1;
	}
	if (sema_enum_lookup(s->tt, name, &ev, &et)) {
		become_int(n, ev, et);
		return 0;
	}
	if (sema_inline_ref(s, n) <= 0)
		return sd_diag_nerrors(&s->cu->diag) ? -1 : 0;
	if (sema_is_inline_array(s, name)) {
		SERR(s, n, D_IDENT_BADREF, "associative array '%s' may not be referenced as "
		     "scalar", name);
		return -1;
	}
	if (strchr(name, '`'))
		return sema_ksym(s, n);
	if (!strcmp(name, "NULL")) {	/* a constant 0 (sizeof (NULL) is 4) */
		become_int(n, 0, s->tt->t_int);
		return 0;
	}
	if (sema_nonscalar_kind(s, name)) {	/* x = trace; x = args */
		SERR(s, n, D_IDENT_BADREF, "%s '%s' may not be referenced as scalar",
		     sema_nonscalar_kind(s, name), name);
		return -1;
	}
	for (const struct sema_asgn *a = s->asgn_new; a; a = a->up)
		if (!strcmp(a->name, name)) {	/* x = x + 1: dt_cook_var( ) */
			SERR(s, n, D_VAR_UNDEF, "%s has not yet been declared or assigned",
			     name);
			return -1;
		}
	SERR(s, n, D_IDENT_UNDEF, "failed to resolve %s: Unknown variable name", name);
	return -1;
}

static bool is_action_call(const struct sd_node *n);

static int need_int(struct sema *s, struct sd_node *n, struct sd_node *opnd,
		    enum sd_op op, bool two)
{
	if (sd_type_is_int(opnd->type) && !sema_is_dyn_typed(opnd))
		return 0;
	SERR(s, n, D_OP_INT, "operator %s requires %s of integral type",
	     sd_op_str(op), two ? "operands" : "an operand");
	return -1;
}

static int need_arith(struct sema *s, struct sd_node *n, struct sd_node *opnd,
		      enum sd_op op, bool two)
{
	/* dt_node_is_arith( ): an integer or enum, never a float */
	if (sd_type_is_int(opnd->type) && !sema_is_dyn_typed(opnd))
		return 0;
	SERR(s, n, D_OP_ARITH, "operator %s requires %s of arithmetic type",
	     sd_op_str(op), two ? "operands" : "an operand");
	return -1;
}

static int need_scalar(struct sema *s, struct sd_node *n, struct sd_node *opnd,
		       enum sd_op op, bool two)
{
	if (sd_type_is_dscalar(opnd->type) && !sema_is_dyn_typed(opnd))
		return 0;
	SERR(s, n, D_OP_SCALAR, "operator %s requires %s of scalar type",
	     sd_op_str(op), two ? "operands" : "an operand");
	return -1;
}

const char *sema_nonscalar_kind(struct sema *s, const char *name)
{
	if (sema_unbound(s, name))
		return NULL;	/* stddev at -x version=1.5: no global */
	if (!strcmp(name, "args") || !strcmp(name, "uregs") || sema_is_inline_array(s, name))
		return "associative array";
	if (!strcmp(name, "self") || !strcmp(name, "this"))
		return "pointer";	/* the keywords alone (dt_open.c) */
	return sema_func_kind(name);
}

/* Is n an element of an inline with parameters (sq[2])? DTrace's is an
 * lvalue that is never writable. */
bool sema_inline_elem(struct sema *s, const struct sd_node *n)
{
	const struct sd_node *b = n->kind == SD_N_INDEX ? n->u.index.base : NULL;

	return b && b->kind == SD_N_IDENT && sema_is_inline_array(s, b->u.ident.name);
}

/* What keeps lhs, as written, from being modified: D_OP_LVAL for a name
 * DTrace's parser makes a constant (no lvalue), D_OP_WRITE for a kernel
 * symbol (`x) or an element of args[] or uregs[] (no writable variables),
 * else 0. Asked before lhs is checked: sema makes a translated or string
 * args[i] a translation or a copyinstr( ). */
int sema_fixed_kind(struct sema *s, const struct sd_node *lhs)
{
	if (sema_const_ident(s, lhs))
		return D_OP_LVAL;
	if (lhs->kind == SD_N_INDEX && sema_builtin_array(lhs->u.index.base))
		return D_OP_WRITE;
	return lhs->kind == SD_N_IDENT && strchr(lhs->u.ident.name, '`') ? D_OP_WRITE : 0;
}

/* lhs, of sema_fixed_kind( ) kind, modified by op: -1 (reported; lhs is
 * checked first for D_OP_WRITE), else 0 (kind 0). */
int sema_fixed_lhs(struct sema *s, struct sd_node *n, struct sd_node *lhs, int kind,
		   const char *op)
{
	if (kind == D_OP_LVAL) {
		SERR(s, n, D_OP_LVAL, "operator %s requires modifiable lvalue as an operand", op);
		return -1;
	}
	if (!kind)
		return 0;
	if (sema_expr(s, lhs) < 0)
		return -1;
	SERR(s, n, D_OP_WRITE, "operator %s can only be applied to a writable variable", op);
	return -1;
}

/* A unary operator's operand self->x, this->x or a[k] no statement before
 * assigned is an int64_t from then on: DTrace's dt_cook_op1( ) cooks it
 * with no flags (no D_VAR_UNDEF) and types it so (dt_ident_unref( )).
 * ++/-- also create a global scalar (ident: dt_xcook_ident( ) B_TRUE). */
void sema_unop_create(struct sema *s, struct sd_node *a, bool ident)
{
	struct sd_type *i64 = sd_type_lookup_typedef(s->tt, "int64_t");
	enum sd_var_kind k;
	const char *name;

	if (a->kind == SD_N_IDENT) {
		if (!ident)
			return;
		if (!sema_var_find(s->cu, SD_VAR_GLOBAL, a->u.ident.name) &&
		    !sema_builtin_bound(s, a->u.ident.name) &&
		    !sema_nonscalar_kind(s, a->u.ident.name) &&	/* --count: D_IDENT_BADREF */
		    !sema_is_inline(s, a->u.ident.name) &&
		    /* an enumerator declared below: D_IDENT_BADREF too */
		    !sema_enum_lookup(s->tt, a->u.ident.name, NULL, NULL))
			sema_var_new(s, SD_VAR_GLOBAL, a->u.ident.name, i64, a->loc);
		return;
	}
	if (a->kind == SD_N_SELF || a->kind == SD_N_THIS) {
		k = a->kind == SD_N_SELF ? SD_VAR_TLS : SD_VAR_THIS;
		name = a->u.ident.name;
	} else if (a->kind == SD_N_INDEX && sema_assoc_name(s, a->u.index.base) &&
		   !sema_is_elem(s, a) && !sema_builtin_array(a->u.index.base) &&
		   /* &fds[0]: an inline's element; &curcpu[0]: *(curcpu + 0) */
		   !(a->u.index.base->kind == SD_N_IDENT &&
		     sema_is_inline(s, a->u.index.base->u.ident.name)) &&
		   !sema_fn_indexed(s, a) &&	/* strlen[1]++: dt_idcook_func( ) */
		   (a->u.index.base->kind != SD_N_IDENT ||	/* gi[1]++: *(gi + 1) */
		    !sema_var_find(s->cu, SD_VAR_GLOBAL, a->u.index.base->u.ident.name))) {
		k = SD_VAR_ASSOC;
		name = sema_assoc_name(s, a->u.index.base);
	} else {
		return;
	}
	struct sd_var *v = sema_var_find(s->cu, k, name);
	if (!v)
		sema_var_new(s, k, name, i64, a->loc);
	else if (!v->type)
		v->type = i64;
}

static int sema_incdec(struct sema *s, struct sd_node *n)
{
	struct sd_node *a = n->u.unop.a;
	const char *op = sd_op_str(n->u.unop.op);

	/* dt_cook_op1( ) checks the operand's type before it finds it is no
	 * lvalue or not writable: `init_task++, a string args[0]++ are
	 * D_OP_SCALAR */
	int fixed = sema_fixed_kind(s, a);
	/* an inline's element, or an inline no constant DTrace's parser
	 * made of it (not of an integer, or declared below): a variable
	 * node, never writable */
	bool inl = sema_inline_elem(s, a) ||
		   (!fixed && a->kind == SD_N_IDENT && sema_is_inline(s, a->u.ident.name));
	if (!fixed)
		sema_unop_create(s, a, true);
	if (sema_expr(s, a) < 0)
		return -1;
	if ((!sd_type_is_int(a->type) && !sd_type_is_ptr(a->type)) || sema_is_dyn_typed(a)) {
		SERR(s, n, D_OP_SCALAR, "operator %s requires operand of scalar type", op);
		return -1;
	}
	const struct sd_type *pt = a->type->kind == SD_T_PTR ? a->type->base : NULL;
	if (pt && (pt->kind == SD_T_VOID || pt->kind == SD_T_FUNC)) {	/* void *p; p++ */
		SERR(s, n, D_OP_VFPTR, "operator %s requires an operand of known size", op);
		return -1;
	}
	if (sema_fixed_lhs(s, n, a, fixed, op) < 0)
		return -1;
	unsigned f = inl ? SD_LV_LVALUE : sema_lvflags(a) | sema_xlmember_lvflags(a);
	if (!(f & SD_LV_LVALUE)) {
		SERR(s, n, D_OP_LVAL, "operator %s requires modifiable lvalue as an operand",
		     op);
		return -1;
	}
	if (!(f & SD_LV_WRITABLE)) {
		SERR(s, n, D_OP_WRITE, "operator %s can only be applied to a writable "
		     "variable", op);
		return -1;
	}
	/* the scalar "@a" keeps the aggregation's token, which DTrace's
	 * dt_cg_node( ) has no case for (xyerror( ): the line yylineno holds) */
	if (a->kind == SD_N_IDENT && a->u.ident.name[0] == '@' && s->clause)
		SLATE(s, sema_cg_line(s), D_UNKNOWN, "internal error -- token type 317 is "
		      "not a valid D compilation token");
	n->type = a->type;
	return 0;
}

/* A unary operator applied to an aggregation or to self->a of an
 * associative array, which DTrace cooks as a value of its dynamic type (an
 * alias of void): the operator's own error. */
static int unop_agg(struct sema *s, struct sd_node *n, enum sd_op op)
{
	const char *o = sd_op_str(op);

	switch (op) {
	case SD_OP_PREINC: case SD_OP_PREDEC: case SD_OP_POSTINC: case SD_OP_POSTDEC:
		SERR(s, n, D_OP_SCALAR, "operator %s requires operand of scalar type", o);
		break;
	case SD_OP_DEREF:
		SERR(s, n, D_DEREF_NONPTR, "cannot dereference non-pointer type");
		break;
	case SD_OP_NEG: case SD_OP_PLUS:
		SERR(s, n, D_OP_ARITH, "operator %s requires an operand of arithmetic type", o);
		break;
	case SD_OP_BNOT:
		SERR(s, n, D_OP_INT, "operator %s requires an operand of integral type", o);
		break;
	default:	/* ! */
		SERR(s, n, D_OP_SCALAR, "operator %s requires an operand of scalar type", o);
		break;
	}
	return -1;
}

/* An integer constant to DTrace's parser: a literal, or operators and
 * casts on constants (dt_node_op1/op2 fold them all, comparisons and
 * logical operators too). */
static bool int_const(const struct sd_node *n)
{
	int64_t v;

	return n->type && sd_type_is_int(n->type) && sema_const(n, &v);
}

/* An operator on an integer constant is a constant, as DTrace's parser
 * makes it (dt_node_op1; sema_const has the values). 0. */
static int fold_unop(struct sema *s, struct sd_node *n)
{
	int64_t v;

	if (int_const(n->u.unop.a) && sd_type_is_int(n->type) && sema_const(n, &v))
		become_folded(s, n, v, n->type, true);
	return 0;
}

/* ++ and --: dt_cook_op1( ) makes their operand a new variable (@a++ a
 * scalar named "@a") where other operators look it up. */
static bool is_incdec(enum sd_op op)
{
	return op == SD_OP_PREINC || op == SD_OP_PREDEC || op == SD_OP_POSTINC ||
	       op == SD_OP_POSTDEC;
}

static int sema_unop(struct sema *s, struct sd_node *n)
{
	enum sd_op op = n->u.unop.op;
	struct sd_node *a = n->u.unop.a;

	if (a->kind == SD_N_AGG && !is_incdec(op) && sema_agg_known(s, a) < 0)
		return -1;	/* dt_cook_op1( ) cooks @a first: dt_xcook_ident( ) */
	if (a->kind == SD_N_AGG && op != SD_OP_ADDROF)
		return unop_agg(s, n, op);
	if (sema_tls_array(s, a)) {	/* dt_cook_op1( ) cooks self->a with no flags */
		if (op != SD_OP_ADDROF)
			return unop_agg(s, n, op);
		SERR(s, n, D_ADDROF_VAR, "cannot take address of dynamic variable");
		return -1;
	}
	if (is_incdec(op))
		return sema_incdec(s, n);
	sema_unop_create(s, a, false);
	if (op == SD_OP_DEREF)
		return sema_deref(s, n);
	if (op == SD_OP_ADDROF)
		return sema_addrof(s, n);
	if (sema_expr(s, a) < 0)
		return -1;
	switch (op) {
	case SD_OP_NEG: case SD_OP_PLUS:
		if (need_arith(s, n, a, op, false) < 0)
			return -1;
		n->type = a->type;	/* DTrace keeps the operand's type */
		return fold_unop(s, n);
	case SD_OP_BNOT:
		if (need_int(s, n, a, op, false) < 0)
			return -1;
		n->type = a->type;
		return fold_unop(s, n);
	case SD_OP_NOT:
		if (need_scalar(s, n, a, op, false) < 0)
			return -1;
		n->type = s->tt->t_int;
		if (int_const(a))
			n->type = a->type;	/* !5ul: dt_node_op1 keeps the type */
		return fold_unop(s, n);
	default:
		SERR(s, n, D_OP_PTR, "operator %s is not supported yet", sd_op_str(op));
		return -1;
	}
}

/* NULL or a constant 0: what DTrace's parser has folded into a
 * DT_NODE_INT of value 0 (dt_node_op1/op2 fold constant operands, casts
 * of constants included, as they build the tree). */
bool sema_null_const(const struct sd_node *n)
{
	const struct sd_ref *r = n->sema;
	int64_t v;

	if (n->kind == SD_N_IDENT && r && r->kind == SD_REF_CONST)
		return r->cval == 0;
	return sd_type_is_int(n->type) && sema_const(n, &v) && v == 0;
}

/* What a pointer, array or string refers to; NULL for anything else. */
const struct sd_type *sema_referent(struct sema *s, const struct sd_type *t)
{
	t = sd_type_canon(t);
	if (t->kind == SD_T_STRING)
		return s->tt->t_char;
	if (t->symkind)		/* stack( ), func( ): aliases of void, no pointers */
		return NULL;
	return t->kind == SD_T_PTR || t->kind == SD_T_ARRAY ? sd_type_canon(t->base) : NULL;
}

/* DTrace's dt_node_is_ptrcompat: two pointers (arrays, strings) to
 * compatible types (ctf_type_compat( ): int * and int32_t *, unsigned long *
 * and the kernel's long unsigned int *) or one of them to void, or one
 * pointer and a constant 0. */
bool sema_ptrcompat(struct sema *s, const struct sd_node *a, const struct sd_node *b)
{
	bool ai = sd_type_is_int(a->type), bi = sd_type_is_int(b->type);

	if ((ai && bi) || (ai && !sema_null_const(a)) || (bi && !sema_null_const(b)))
		return false;
	const struct sd_type *ra = sema_referent(s, ai ? b->type : a->type);
	const struct sd_type *rb = sema_referent(s, bi ? a->type : b->type);
	if (!ra || !rb)
		return false;
	return ra == rb || ra->kind == SD_T_VOID || rb->kind == SD_T_VOID ||
	       sd_type_ctf_compat(ra, rb);
}

static struct sd_node *array_address(struct sema *s, struct sd_node *a);

/* The relational operators as DTrace types them: one type, integers,
 * strings (one a D string), or compatible pointers; D_OP_INCOMPAT else. */
static int sema_compare(struct sema *s, struct sd_node *n)
{
	struct sd_node *a = n->u.binop.a, *b = n->u.binop.b;
	const struct sd_type *ca = sd_type_canon(a->type), *cb = sd_type_canon(b->type);
	bool sa = sd_type_is_stringlike(a->type), sb = sd_type_is_stringlike(b->type);
	bool ok = (ca == cb && ca->kind != SD_T_VOID) ||
		  /* ctf_type_compat( ): structs or unions of one name and
		   * size, a D one and the kernel's too (compared by address) */
		  ((ca->kind == SD_T_STRUCT || ca->kind == SD_T_UNION) &&
		   sd_type_ctf_compat(ca, cb)) ||
		  (ca->symkind && cb->symkind) ||	/* typedefs of void: compatible */
		  (sd_type_is_int(ca) && sd_type_is_int(cb)) ||
		  (sa && sb && (ca->kind == SD_T_STRING || cb->kind == SD_T_STRING)) ||
		  sema_ptrcompat(s, a, b);

	/* a translation is compatible only by ctf_type_compat: two <DYN>, an
	 * inline's declared type (curpsinfo == curpsinfo), or <DYN> and void or
	 * another alias of void (stack( ), sym( ), which code generation then
	 * refuses: D_CG_EXPR) */
	if (sema_is_dynamic(a) || sema_is_dynamic(b)) {
		bool da = sema_is_dyn_typed(a), db = sema_is_dyn_typed(b);
		ok = (da && db) || (!da && !db && ca == cb) ||
		     (da && !sema_is_dynamic(b) && (cb->symkind || cb->kind == SD_T_VOID)) ||
		     (db && !sema_is_dynamic(a) && (ca->symkind || ca->kind == SD_T_VOID));
	}
	if (!ok) {
		SERR(s, n, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" %s \"%s\"",
		     sema_opnd_name(a), sd_op_str(n->u.binop.op), sema_opnd_name(b));
		return -1;
	}
	if (ca->kind != SD_T_STRING && cb->kind != SD_T_STRING) {
		n->u.binop.a = array_address(s, a);	/* arrays compare by address */
		n->u.binop.b = array_address(s, b);
	}
	n->type = s->tt->t_int;
	return 0;
}

/* The array as a pointer to its first element (cg reads the cast as the
 * array's address). */
static struct sd_node *array_decay(struct sema *s, struct sd_node *a)
{
	struct sd_node *c = sd_arena_alloc(s->cu->arena, sizeof(*c));

	c->kind = SD_N_CAST;
	c->loc = a->loc;
	c->u.cast.a = a;
	c->type = sd_type_ptr(s->tt, sd_type_canon(a->type)->base);
	return c;
}

/* A struct or union in memory (p->m, s.m, *p, a[i]) as a pointer to it. */
static struct sd_node *sou_address(struct sema *s, struct sd_node *a)
{
	const struct sd_type *t = sd_type_canon(a->type);

	if ((t->kind != SD_T_STRUCT && t->kind != SD_T_UNION) ||
	    !(a->kind == SD_N_MEMBER || (a->kind == SD_N_INDEX && !a->sema) ||
	      (a->kind == SD_N_UNOP && a->u.unop.op == SD_OP_DEREF && !a->sema)))
		return a;
	struct sd_node *c = sd_arena_alloc(s->cu->arena, sizeof(*c));

	c->kind = SD_N_CAST;
	c->loc = a->loc;
	c->u.cast.a = a;
	c->type = sd_type_ptr(s->tt, a->type);
	return c;
}

/* An array in memory as a pointer to its first element, a struct or union
 * in memory as a pointer to it (what DTrace's registers hold of them, which
 * dt_cg_compare_op( ) compares: curthread->se == curthread->se is 1);
 * anything else as it is. */
static struct sd_node *array_address(struct sema *s, struct sd_node *a)
{
	if (sd_type_canon(a->type)->kind != SD_T_ARRAY)
		return sou_address(s, a);
	if (a->type->symkind || (a->kind != SD_N_MEMBER && (a->kind != SD_N_INDEX || a->sema)))
		return a;
	return array_decay(s, a);
}

/* Replaces a constant integer expression by its value, as DTrace's
 * compiler does: in 64 bits, with the run-time rules (a result wider than
 * its type is truncated when stored, or cast as sd_cast_truncates says). */
static bool folds(const struct sd_node *n)
{
	switch (n->u.binop.op) {
	case SD_OP_ADD: case SD_OP_SUB: case SD_OP_MUL: case SD_OP_DIV: case SD_OP_MOD:
	case SD_OP_BAND: case SD_OP_BOR: case SD_OP_BXOR: case SD_OP_SHL: case SD_OP_SHR:
		return true;
	default:
		return false;
	}
}

/* An operand that is still an arithmetic operator after its own check was
 * not constant (it would have been folded): a chain of a + b + c... is
 * then settled in one step, not by walking the whole chain again at each
 * operator (which was quadratic). */
static bool unfolded_operand(const struct sd_node *n)
{
	const struct sd_node *a = n->u.binop.a, *b = n->u.binop.b;

	return n->kind == SD_N_BINOP && ((a->kind == SD_N_BINOP && folds(a)) ||
					 (b->kind == SD_N_BINOP && folds(b)));
}

static void fold(struct sema *s, struct sd_node *n)
{
	int64_t v;

	if (!n->type || !sd_type_is_int(n->type) || unfolded_operand(n) || !sema_const(n, &v))
		return;
	become_folded(s, n, v, n->type, true);
}

/* An aggregation no statement before has assigned (but the one being
 * assigned) is an unknown identifier to DTrace (D_IDENT_UNDEF). */
bool sema_agg_unknown(const struct sema *s, const struct sd_node *a)
{
	if (a->kind != SD_N_AGG || (s->agg_lhs && !strcmp(a->u.ident.name, s->agg_lhs)))
		return false;
	for (int i = 0; i < s->nagg_made; i++)
		if (!strcmp(a->u.ident.name, s->agg_made[i]))
			return false;
	for (const struct sd_agg *g = s->cu->aggs; g; g = g->next)
		if (!strcmp(g->name, a->u.ident.name))
			return false;
	return true;
}

int sema_agg_known(struct sema *s, const struct sd_node *a)
{
	if (!sema_agg_unknown(s, a))
		return 0;
	SERR(s, a, D_IDENT_UNDEF, "failed to resolve %s: Unknown variable name",
	     a->u.ident.name);
	return -1;
}

/* An aggregation as an operand (@a + 1): DTrace's error for the operator,
 * where an aggregation's type reads "aggregation". Always -1. */
static int agg_operand(struct sema *s, struct sd_node *n, enum sd_op op,
		       struct sd_node *a, struct sd_node *b)
{
	const char *o = sd_op_str(op);

	if ((a->kind != SD_N_AGG && sema_expr(s, a) < 0) || sema_agg_known(s, a) < 0 ||
	    (b->kind != SD_N_AGG && sema_expr(s, b) < 0) || sema_agg_known(s, b) < 0)
		return -1;
	switch (op) {
	case SD_OP_MUL: case SD_OP_DIV:
		SERR(s, n, D_OP_ARITH, "operator %s requires operands of arithmetic type", o);
		break;
	case SD_OP_MOD: case SD_OP_SHL: case SD_OP_SHR:
	case SD_OP_BAND: case SD_OP_BXOR: case SD_OP_BOR:
		SERR(s, n, D_OP_INT, "operator %s requires operands of integral type", o);
		break;
	case SD_OP_LAND: case SD_OP_LXOR: case SD_OP_LOR:
		SERR(s, n, D_OP_SCALAR, "operator %s requires operands of scalar type", o);
		break;
	default:
		SERR(s, n, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" %s \"%s\"",
		     a->kind == SD_N_AGG ? "aggregation" : sema_fit_name(a->type->name), o,
		     b->kind == SD_N_AGG ? "aggregation" : sema_fit_name(b->type->name));
	}
	return -1;
}

/* e1, e2: neither may be of DTrace's dynamic type (D_OP_DYN: an
 * aggregation, translated data, an aggregating function's call) or an
 * action (D_OP_ACT), as dt_cook_op2( ) checks. */
static int comma_operands(struct sema *s, struct sd_node *n, struct sd_node *a,
			  struct sd_node *b)
{
	if ((a->kind == SD_N_AGG ? sema_agg_known(s, a) : sema_expr(s, a)) < 0 ||
	    (b->kind == SD_N_AGG ? sema_agg_known(s, b) : sema_expr(s, b)) < 0)
		return -1;
	if (sema_is_dynamic(a) || sema_is_dynamic(b)) {
		SERR(s, n, D_OP_DYN, "operator , operands cannot be of dynamic type");
		return -1;
	}
	if (is_action_call(a) || is_action_call(b)) {
		SERR(s, n, D_OP_ACT, "operator , operands cannot be actions");
		return -1;
	}
	n->type = b->type;
	return 0;
}

/* A pointer D may add to: not to void or to a function (K&R A7.7). */
static bool is_sized_ptr(const struct sd_type *t)
{
	return sd_type_is_ptr(t) && t->base->kind != SD_T_VOID && t->base->kind != SD_T_FUNC;
}

/* An array D treats as a pointer in + and - (DTrace's dt_node_is_pointer). */
static bool is_array(const struct sd_type *t)
{
	t = sd_type_canon(t);
	return t->kind == SD_T_ARRAY && !t->symkind && t->base && t->base->size;
}

/* array + constant: an index past a fixed array's end is D_ARR_BOUNDS, as
 * a[i] is (arrays of 0 or 1 elements are left alone: ends of structs; so
 * is an array named by a typedef, which ctf_array_info( ) refuses). */
static int array_bounds(struct sema *s, struct sd_node *a, struct sd_node *b)
{
	const struct sd_type *t = a->type;
	int64_t i;

	if (t->typedef_of || t->kind != SD_T_ARRAY || !sema_const(b, &i) ||
	    t->nelem <= 1 || (uint64_t)i < t->nelem)
		return 0;
	SERR(s, b, D_ARR_BOUNDS, "index outside array bounds: %llu, max is %u",
	     (unsigned long long)i, t->nelem);
	return -1;
}

static bool is_string(const struct sd_type *t)
{
	return sd_type_canon(t)->kind == SD_T_STRING;
}

/* What DTrace's additive operators take as a pointer: a string (D passes
 * strings by reference), a sized pointer or an array. */
static bool is_ptr_operand(const struct sd_type *t)
{
	return is_string(t) || is_sized_ptr(t) || is_array(t);
}

/* n = a + i, i + a or a - i of an array a becomes &a[i] or &a[-i]: the
 * address of an element, typed as the array, as DTrace's additive
 * operators keep a pointer operand's type and an array is one to them
 * (dt_cook_op2( ): sizeof (a + 1) is the array's, *(a + 1) an element,
 * x = a + 1 D_OP_ARRFUN, trace( ) dumps the array's size from there).
 * Bounds-checked at run time as a[i] is (DTrace checks a + i so when i
 * is not a constant; i + a (swapped) and a - i only where the array is
 * D's own memory, for the verifier: DTrace's dt_cg_arithmetic_op( )
 * checks only an ADD whose left operand is the array); a - constant is
 * unchecked pointer arithmetic (the array's address as a pointer). */
static void array_elem_addr(struct sema *s, struct sd_node *n, bool swapped)
{
	struct sd_node *a = n->u.binop.a, *i = n->u.binop.b;
	struct sd_node *x = sd_arena_alloc(s->cu->arena, sizeof(*x));
	bool minus = n->u.binop.op == SD_OP_SUB;
	int64_t k;

	if (minus) {
		struct sd_node *neg = sd_arena_alloc(s->cu->arena, sizeof(*neg));

		neg->kind = SD_N_UNOP;
		neg->loc = i->loc;
		neg->u.unop.op = SD_OP_NEG;
		neg->u.unop.a = i;
		neg->type = i->type;
		i = neg;
	}
	x->kind = SD_N_INDEX;
	x->loc = n->loc;
	x->u.index.base = minus && sema_const(n->u.binop.b, &k) ? array_decay(s, a) : a;
	x->u.index.args = i;
	x->u.index.nargs = 1;
	x->u.index.plus = true;
	x->u.index.swapped = swapped;
	x->u.index.minus = minus;
	x->u.index.unchecked = swapped || minus;
	x->type = sd_type_canon(a->type)->base;
	n->kind = SD_N_UNOP;
	n->u.unop.op = SD_OP_ADDROF;
	n->u.unop.a = x;
	n->type = a->type;
}

/* e1 + e2, e1 - e2 (a string and an integer done): integers, a sized
 * pointer and an integer (either order for +), two pointers, arrays or
 * strings for - (dt_cook_op2( )); D_OP_INCOMPAT else. */
static int sema_addsub(struct sema *s, struct sd_node *n)
{
	enum sd_op op = n->u.binop.op;
	struct sd_node *a = n->u.binop.a, *b = n->u.binop.b;
	bool swapped = false;

	if (sema_is_dyn_typed(a) || sema_is_dyn_typed(b))
		goto incompat;

	if (op == SD_OP_ADD && sd_type_is_int(a->type) && is_array(b->type)) {
		n->u.binop.a = b;	/* i + a is a + i */
		n->u.binop.b = a;
		a = n->u.binop.a, b = n->u.binop.b;
		swapped = true;
	}
	if (is_array(a->type) && sd_type_is_int(b->type)) {
		/* DTrace checks the bounds of a left array only: 97 + a is fine */
		if (!swapped && array_bounds(s, a, b) < 0)
			return -1;
		array_elem_addr(s, n, swapped);
		return 0;
	}
	if (op == SD_OP_ADD && sd_type_is_int(a->type) && is_sized_ptr(b->type)) {
		n->u.binop.a = b;	/* i + p is p + i */
		n->u.binop.b = a;
		a = n->u.binop.a, b = n->u.binop.b;
	}
	if (is_sized_ptr(a->type) && sd_type_is_int(b->type)) {
		n->type = a->type;
		return 0;
	}
	/* p - q of two pointers, arrays or strings (DTrace's lp_is_ptr and
	 * rp_is_ptr) to compatible types: ptrdiff_t; an array is its address
	 * (p - a is p - &a[0]), a string its own */
	if (op == SD_OP_SUB && is_ptr_operand(a->type) && is_ptr_operand(b->type) &&
	    sema_ptrcompat(s, a, b)) {
		if (sema_alloca_mixed(a, b)) {
			SERR(s, n, D_OP_INCOMPAT, "adding or subtracting pointers to alloca and "
			     "non-alloca space is meaningless: \"%s\" %s \"%s\"",
			     sema_opnd_name(a), sd_op_str(op), sema_opnd_name(b));
			return -1;
		}
		if (is_array(a->type))
			a = n->u.binop.a = array_decay(s, a);
		if (is_array(b->type))
			b = n->u.binop.b = array_decay(s, b);
		n->type = sd_type_lookup_typedef(s->tt, "ptrdiff_t");
		return 0;
	}
	if (sd_type_is_int(a->type) && sd_type_is_int(b->type)) {	/* no float */
		n->type = sd_type_arith_result(s->tt, a->type, b->type);
		fold(s, n);
		return 0;
	}
incompat:
	SERR(s, n, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" %s \"%s\"",
	     sema_opnd_name(a), sd_op_str(op), sema_opnd_name(b));
	return -1;
}

/* The kind DTrace gives a global identifier called name, or NULL if there
 * is none (a D enumerator is a constant already, never ambiguous). */
static const char *global_kind(struct sema *s, const char *name)
{
	if (sema_builtin_bound(s, name) || sema_var_find(s->cu, SD_VAR_GLOBAL, name))
		return "scalar";
	if (sema_var_find(s->cu, SD_VAR_ASSOC, name))
		return "associative array";
	/* an inline, the D library's too (PIDTYPE_TGID), is a global */
	if (sema_is_inline(s, name) || sema_declare_pending_inline(s, name))
		return sema_is_inline_array(s, name) ? "associative array" : "scalar";
	return NULL;
}

/* A comparison whose left operand is of an enum type reads a plain identifier
 * on its right as one of that enum's tags, as DTrace does ("state ==
 * TASK_DEAD" with the kernel's enum); a global of the same name makes that
 * ambiguous. An inline of an integer constant (the D library's PIDTYPE_TGID)
 * or a D enumerator is no identifier there: dt_node_ident( ) made it an INT
 * node as it parsed it, so it keeps its own value. */
static int enum_tag_operand(struct sema *s, struct sd_node *n, struct sd_node *a,
			    struct sd_node *b)
{
	enum sd_op op = n->u.binop.op;

	if (op != SD_OP_LT && op != SD_OP_LE && op != SD_OP_GT && op != SD_OP_GE &&
	    op != SD_OP_EQ && op != SD_OP_NE)
		return 0;
	if (a->type->kind != SD_T_ENUM || b->kind != SD_N_IDENT || strchr(b->u.ident.name, '`') ||
	    sema_const_ident(s, b))
		return 0;
	const struct sd_enumerator *e = a->type->enums;
	while (e && strcmp(e->name, b->u.ident.name))
		e = e->next;
	int64_t ev;
	struct sd_type *et;
	if (!e || sema_enum_lookup(s->tt, e->name, &ev, &et))
		return 0;
	const char *kind = global_kind(s, e->name);
	if (kind) {
		SERR(s, n, D_IDENT_AMBIG, "ambiguous use of operator %s: %s is both a %s "
		     "enum tag and a global %s", sd_op_str(op), e->name, a->type->name, kind);
		return -1;
	}
	become_int(b, e->value, a->type);
	return 0;
}

static int sema_binop(struct sema *s, struct sd_node *n)
{
	enum sd_op op = n->u.binop.op;
	struct sd_node *a = n->u.binop.a, *b = n->u.binop.b;

	if (op == SD_OP_COMMA)
		return comma_operands(s, n, a, b);
	if (sema_div_zero(s, n, op, b) < 0)
		return -1;
	if (a->kind == SD_N_AGG || b->kind == SD_N_AGG)
		return agg_operand(s, n, op, a, b);
	if (sema_expr(s, a) < 0 || enum_tag_operand(s, n, a, b) < 0 || sema_expr(s, b) < 0)
		return -1;
	switch (op) {
	case SD_OP_COMMA:
		n->type = b->type;
		return 0;
	case SD_OP_LAND: case SD_OP_LOR: case SD_OP_LXOR:
		if (need_scalar(s, n, a, op, true) < 0 || need_scalar(s, n, b, op, true) < 0)
			return -1;
		if (a->type->kind == SD_T_STRING || b->type->kind == SD_T_STRING) {
			SERR(s, n, D_OP_SCALAR, "operator %s requires operands of scalar type",
			     sd_op_str(op));
			return -1;
		}
		n->type = s->tt->t_int;
		return 0;
	case SD_OP_LT: case SD_OP_LE: case SD_OP_GT: case SD_OP_GE:
	case SD_OP_EQ: case SD_OP_NE:
		return sema_compare(s, n);
	case SD_OP_SHL: case SD_OP_SHR:
		if (need_int(s, n, a, op, true) < 0 || need_int(s, n, b, op, true) < 0)
			return -1;
		n->type = a->type;	/* the left operand's type, as DTrace */
		fold(s, n);		/* (-8L) >> 1 logically, as dt_node_op2 */
		return 0;
	case SD_OP_BAND: case SD_OP_BOR: case SD_OP_BXOR: case SD_OP_MOD:
		if (need_int(s, n, a, op, true) < 0 || need_int(s, n, b, op, true) < 0)
			return -1;
		break;
	case SD_OP_ADD: case SD_OP_SUB:
		if ((a->type->kind == SD_T_STRING && sd_type_is_int(b->type)) ||
		    (op == SD_OP_ADD && sd_type_is_int(a->type) &&
		     b->type->kind == SD_T_STRING)) {
			n->type = s->tt->t_string;	/* the string from an offset */
			return 0;
		}
		return sema_addsub(s, n);
	default:
		if (need_arith(s, n, a, op, true) < 0 || need_arith(s, n, b, op, true) < 0)
			return -1;
		break;
	}
	/* a divisor of 0 neither the parser folded (parse.c: constants,
	 * enumerators and inlines of the text, casts of them to an integer
	 * type: (char)256, (uint8_t)0; sizeof of a string, an integer type or
	 * a pointer) nor sema_div_zero( ) found (another text's enumerators
	 * and inlines, sizeof of other types, casts of them:
	 * (char)(sizeof(struct foo) << 6)) faults when it runs */
	n->type = sd_type_arith_result(s->tt, a->type, b->type);
	fold(s, n);
	return 0;
}

static bool is_action_call(const struct sd_node *n)
{
	const char *kind = n->kind == SD_N_CALL && n->u.call.fn->kind == SD_N_IDENT ?
			   sema_func_kind(n->u.call.fn->u.ident.name) : NULL;

	return kind && !strcmp(kind, "tracing function");
}

int sema_cond_pick(struct sema *s, struct sd_node *n)
{
	struct sd_node *c = n->u.cond.c, *next = n->next;
	int64_t v;

	if (sema_expr(s, c) < 0)
		return -1;
	if (!sd_type_is_int(c->type) || !sema_const(c, &v))
		return 0;
	*n = *(v ? n->u.cond.a : n->u.cond.b);
	n->next = next;
	return 1;
}

static int sema_cond(struct sema *s, struct sd_node *n)
{
	struct sd_node *c = n->u.cond.c, *a = n->u.cond.a, *b = n->u.cond.b;
	int rc = sema_cond_pick(s, n);

	if (rc)
		return rc < 0 ? -1 : sema_expr(s, n);
	if ((a->kind != SD_N_AGG && sema_expr(s, a) < 0) ||
	    (b->kind != SD_N_AGG && sema_expr(s, b) < 0))
		return -1;
	if (!sd_type_is_dscalar(c->type) || sema_is_dyn_typed(c)) {
		SERR(s, n, D_OP_SCALAR, "operator ?: expression must be of scalar type");
		return -1;
	}
	if (a->kind == SD_N_AGG || b->kind == SD_N_AGG || sema_is_dynamic(a) || sema_is_dynamic(b)) {
		SERR(s, n, D_OP_DYN, "operator ?: operands cannot be of dynamic type");
		return -1;
	}
	if (sd_type_is_int(a->type) && sd_type_is_int(b->type)) {
		/* dt_cook_op3( ): types ctf_type_compat( ) finds compatible
		 * (one encoding, an enum and an integer) give the first
		 * operand's type (pid ? B : 2 is B's enum), others promote */
		n->type = sd_type_ctf_compat(a->type, b->type) ? a->type :
			  sd_type_arith_result(s->tt, a->type, b->type);
		return 0;
	}
	if (sd_type_is_stringlike(a->type) && sd_type_is_stringlike(b->type) &&
	    (a->type->kind == SD_T_STRING || b->type->kind == SD_T_STRING)) {
		n->type = s->tt->t_string;
		return 0;
	}
	bool pc = sema_ptrcompat(s, a, b);
	const struct sd_type *ca = sd_type_canon(a->type);
	/* ctf_type_compat( ) first: a struct or union of one name and size,
	 * a D one and the kernel's too, gives the first operand's type */
	bool sou = (ca->kind == SD_T_STRUCT || ca->kind == SD_T_UNION) &&
		   sd_type_ctf_compat(a->type, b->type);
	/* an array that is not dt_node_is_ptrcompat( ) with the other arm
	 * (gs.arr, an int [4], beside curthread->comm) is no more
	 * ctf_type_compat( ) with it, whatever their sizes */
	const struct sd_type *cb = sd_type_canon(b->type);
	bool arr = (ca->kind == SD_T_ARRAY && !ca->symkind) ||
		   (cb->kind == SD_T_ARRAY && !cb->symkind);
	if (!pc && !sou && (arr || a->type->kind == SD_T_PTR || b->type->kind == SD_T_PTR ||
		    !a->type->symkind != !b->type->symkind ||	/* void aliases */
		    !sd_type_compatible(a->type, b->type))) {
		SERR(s, n, D_OP_INCOMPAT, "operator ?: operands must have compatible types");
		return -1;
	}
	if (is_action_call(a) || is_action_call(b)) {	/* c ? trace(1) : trace(2) */
		SERR(s, n, D_OP_ACT, "action cannot be used in a conditional context");
		return -1;
	}
	/* the first operand's type when ctf_type_compat( ) finds the two
	 * compatible (long * and long long *), which dt_cook_op3( ) checks
	 * first; else as dt_node_is_ptrcompat( ) gives it: the second
	 * pointer's type (pid ? gs.arr : gip is int *), the first's when the
	 * second points to void or is the 0; the second's when the first is
	 * the 0; resolved (its rbase or lbase: a typedef of a pointer is
	 * seen through) */
	const struct sd_type *rb = pc && !sd_type_is_int(b->type) ? sema_referent(s, b->type) : NULL;
	n->type = a->type;
	if (pc && !sd_type_ctf_compat(a->type, b->type)) {
		bool second = sd_type_is_int(a->type) || (rb && rb->kind != SD_T_VOID);
		n->type = (struct sd_type *)sd_type_canon(second ? b->type : a->type);
	}
	return 0;
}

/* A cast between types of one kind DTrace takes as ctf_type_compat( )
 * finds them compatible: a struct or union to one of its name and size
 * (a D struct list_head of 16 bytes from the kernel's). */
static bool compat_cast(const struct sd_type *t, const struct sd_type *from)
{
	const struct sd_type *c = sd_type_canon(t);

	if (c->kind == SD_T_STRUCT || c->kind == SD_T_UNION)
		return sd_type_ctf_compat(t, from);
	return sd_type_compatible(t, from);
}

static int sema_cast(struct sema *s, struct sd_node *n)
{
	if (!n->u.cast.tname)
		return 0;	/* an expanded inline, checked already */
	struct sd_type *t = sema_typename(s, n->u.cast.tname);

	if (!t || sema_expr(s, n->u.cast.a) < 0)
		return -1;
	n->u.cast.kpriv = sema_typename_private(s, n->u.cast.tname, t);
	struct sd_type *from = n->u.cast.a->type;
	/* a forward enum (enum e; or an unknown one) is no scalar to DTrace */
	bool ok = (sd_type_is_dscalar(t) && !sema_is_forward(t) &&
		   (sd_type_is_dscalar(from) || from->kind == SD_T_FUNC)) ||
		  (t->kind == SD_T_VOID && t != s->tt->t_dyn) ||
		  (t->kind == from->kind && compat_cast(t, from)) ||
		  (t->kind == SD_T_ARRAY && sd_type_ctf_compat(t, from)) ||	/* string */
		  (t->kind == SD_T_STRING && (sd_type_is_scalar(from) ||
					      sd_type_is_stringlike(from))) ||
		  (t->kind == SD_T_PTR && from->kind == SD_T_ARRAY);
	if (from->symkind != SD_SK_NONE)	/* stack( ), func( ): aliases of void */
		ok = t->kind == SD_T_VOID || t->symkind != SD_SK_NONE;
	if (sema_is_dyn_typed(n->u.cast.a))	/* DTrace's dynamic type: only to void */
		ok = t->kind == SD_T_VOID;
	const char *fname = sema_opnd_name(n->u.cast.a);
	if (!ok) {
		SERR(s, n, D_CAST_INVAL, "invalid cast expression: \"%s\" to \"%s\"",
		     fname, sema_dtype_name(s, t));
		return -1;
	}
	n->type = t;
	return 0;
}

/* Is a a kernel symbol (`vfs_read)? Its size is then its symbol's, not
 * its type's (dt_node_sizeof( ) of a DT_NODE_SYM): *size. */
static bool ksym_size(const struct sd_node *a, uint64_t *size)
{
	const struct sd_ref *r = a->kind == SD_N_IDENT ? a->sema : NULL;

	if (!r || r->kind != SD_REF_KSYM || !r->cval)	/* D``x: its type's */
		return false;
	*size = sd_ksym_dtsize(strrchr(a->u.ident.name, '`') + 1, (uint64_t)r->cval);
	return true;
}

static int sema_sizeof(struct sema *s, struct sd_node *n)
{
	struct sd_type *t;

	if (n->u.size.tname) {
		t = sema_typename(s, n->u.size.tname);
		if (!t)
			return -1;
	} else {
		if (sema_tls_array(s, n->u.size.a)) {	/* dt_idsize_none( ) */
			SERR(s, n, D_SIZEOF_TYPE, "cannot apply sizeof to an operand of "
			     "unknown size");
			return -1;
		}
		sema_unop_create(s, n->u.size.a, false);
		if (n->u.size.a->kind == SD_N_AGG) {	/* DTrace: an aggregation has no size */
			if (sema_agg_known(s, n->u.size.a) < 0)
				return -1;
			SERR(s, n, D_SIZEOF_TYPE, "cannot apply sizeof to an operand of "
			     "unknown size");
			return -1;
		}
		const struct sd_node *a = n->u.size.a;
		bool args = sema_args_elem(a);
		if (sema_expr(s, n->u.size.a) < 0)
			return -1;
		if (args && a->kind == SD_N_XLATE) {
			/* a translated args[i]: dt_node_type_size( ) asks its
			 * identifier, of args[]'s ops, which have no size */
			SERR(s, n, D_SIZEOF_TYPE, "cannot apply sizeof to an operand of "
			     "unknown size");
			return -1;
		}
		if (sd_type_is_dt_bitfield(n->u.size.a->type)) {
			SERR(s, n, D_SIZEOF_BITFIELD, "cannot apply sizeof to a bit-field");
			return -1;
		}
		t = n->u.size.a->type;
	}
	sd_type_complete(s->tt, t);
	uint64_t size = t->size;	/* a string's: strsize (char[strsize]) */
	if (!n->u.size.tname && n->u.size.a->kind == SD_N_STR)	/* DTrace: its length + 1 */
		size = strlen(n->u.size.a->u.str.s) + 1;
	/* a type name's size is folded as it is parsed: strsize then */
	if (n->u.size.tname && n->u.size.strsize)
		size = sd_type_size_at(t, n->u.size.strsize);
	if (!n->u.size.tname && ksym_size(n->u.size.a, &size))
		t = sd_type_lookup_typedef(s->tt, "size_t");
	/* DTrace: a type of size 0 (void, a function, a forward declaration
	 * of a struct, union or enum, a kernel's empty struct, a [0] array)
	 * has no size to give */
	if (t->kind == SD_T_VOID || t->kind == SD_T_FUNC || sema_is_forward(t) || t->symkind ||
	    size == 0 || (n->u.size.tname && !n->u.size.tname->u.tname.spec.has_body &&
			  sema_defined_after(t, n->loc))) {
		SERR(s, n, D_SIZEOF_TYPE, "cannot apply sizeof to an operand of unknown "
		     "size");
		return -1;
	}
	/* DTrace keeps sizeof of an expression (-x tree); its INT of a type
	 * name keeps the type node's attributes (sema_attr.c folded_attr( )) */
	const struct sd_node *tn = n->u.size.tname;
	bool kpriv = tn && sema_typename_private(s, tn, t);

	become_folded(s, n, (int64_t)size, sd_type_lookup_typedef(s->tt, "size_t"),
		      !tn && n->u.size.a->kind != SD_N_STR);
	n->u.ival.kpriv = kpriv;
	return 0;
}

static int check_expr(struct sema *s, struct sd_node *n);

/* An expression is what DTrace's parser checks: its errors are reported
 * at once, also inside a check of sema_cg_check(). */
int sema_expr(struct sema *s, struct sd_node *n)
{
	bool defer = s->defer;

	s->defer = false;
	int rc = check_expr(s, n);
	s->defer = defer;
	return rc;
}

static int check_expr(struct sema *s, struct sd_node *n)
{
	switch (n->kind) {
	case SD_N_INT:	/* a constant folded or checked before keeps its type */
		if (!n->type)
			n->type = sema_int_const_type(s, n);
		return n->type ? 0 : -1;
	case SD_N_STR:
		n->type = s->tt->t_string;
		return 0;
	case SD_N_IDENT:
		return sema_ident(s, n);
	case SD_N_UNOP:
		return sema_unop(s, n);
	case SD_N_BINOP:
		return sema_binop(s, n);
	case SD_N_ASSIGN:
		return sema_assign(s, n);
	case SD_N_COND:
		return sema_cond(s, n);
	case SD_N_CALL:
		return sema_call(s, n, false);
	case SD_N_CAST:
		return sema_cast(s, n);
	case SD_N_SIZEOF:
		return sema_sizeof(s, n);
	case SD_N_AGG:	/* @a, or @a[k] (agg_elems( )), as a value */
		if (sema_agg_known(s, n) < 0)
			return -1;
		/* DTrace's <DYN>, a typedef of void (dt_cook_aggregation( )
		 * without a function): each operator refuses it in its own
		 * words (sema_is_dynamic( ), sema_opnd_name( )) */
		n->type = s->tt->t_void;
		return 0;
	case SD_N_SELF: case SD_N_THIS:
		return sema_dvar(s, n);
	case SD_N_INDEX:
		return sema_index(s, n);
	case SD_N_MEMBER:
		return sema_member(s, n);
	case SD_N_OFFSETOF:
		return sema_offsetof(s, n);
	case SD_N_STRINGOF:
		return sema_stringof(s, n);
	case SD_N_XLATE:
		return sema_xlate(s, n);
	default:
		SERR(s, n, D_UNKNOWN, "this kind of expression is not supported yet");
		return -1;
	}
}
