/* sema_index.c - D's indexed and dynamic variables: self->x and this->x
 * reads, the keys of associative arrays and of thread-local arrays
 * (their prototypes, types and signs), and E1[E2] as DTrace's parser
 * takes it (an array element, an associative element, args[] and the
 * register arrays, or *(E1 + E2)).
 */
#include "sema_int.h"

#include <string.h>

#include "../kern/ktypes.h"

enum sd_var_kind sema_dvar_kind(const struct sd_node *n)
{
	return n->kind == SD_N_SELF ? SD_VAR_TLS : SD_VAR_THIS;
}

const struct sd_var *sema_tls_array(struct sema *s, const struct sd_node *a)
{
	if (a->kind != SD_N_SELF || sema_var_find(s->cu, SD_VAR_TLS, a->u.ident.name))
		return NULL;
	return sema_var_find(s->cu, SD_VAR_ASSOC,
			     sd_arena_printf(s->cu->arena, "self->%s", a->u.ident.name));
}

/* self->NAME or this->NAME whose NAME holds a scoping mark (self->`x,
 * this->mod`x, self->``x): DTrace's dt_xcook_ident( ) takes the name as a
 * symbol scope, which it looks up only in the global scope, so the
 * thread-local or clause-local one is D_IDENT_UNDEF, its name rebuilt
 * whole, with the EDT_NOVAR it preset (dt_parser.c). -1 (reported) or 0. */
int sema_dvar_scoped(struct sema *s, const struct sd_node *n)
{
	if ((n->kind != SD_N_SELF && n->kind != SD_N_THIS) || !strchr(n->u.ident.name, '`'))
		return 0;
	SERR(s, n, D_IDENT_UNDEF, "failed to resolve %s: Unknown variable name", n->u.ident.name);
	return -1;
}

/* self->x, this->x read: must have been declared or assigned before.
 * self->a of an associative array read without keys: DTrace's
 * dt_cook_var( ) cooks the array's identifier with no keys against its
 * signature (dt_idcook_assc( ), dt_idcook_sign( )): D_PROTO_LEN. */
int sema_dvar(struct sema *s, struct sd_node *n)
{
	if (sema_dvar_scoped(s, n) < 0)
		return -1;
	struct sd_var *v = sema_var_find(s->cu, sema_dvar_kind(n), n->u.ident.name);
	const struct sd_var *arr = sema_tls_array(s, n);

	if (arr && arr->nkeys > 0) {
		SERR(s, n, D_PROTO_LEN, "%s[ ] prototype mismatch: 0 keys passed, %d expected",
		     n->u.ident.name, arr->nkeys);
		return -1;
	}
	if (!v || !v->type) {
		SERR(s, n, D_VAR_UNDEF, "%s->%s has not yet been declared or assigned",
		     n->kind == SD_N_SELF ? "self" : "this", n->u.ident.name);
		return -1;
	}
	sema_ref(s, n, SD_REF_VAR)->var = v;
	n->type = v->type;
	return 0;
}

struct sd_node *sema_at_var_name(struct sema *s, struct sd_node *n)
{
	if (n->kind != SD_N_INDEX)
		return n;
	const struct sd_node *b = n->u.index.base;
	int line = b->loc.dline ? b->loc.dline : b->loc.line;

	if (line == (n->loc.dline ? n->loc.dline : n->loc.line))
		return n;
	struct sd_node *at = sd_arena_alloc(s->cu->arena, sizeof(*at));
	*at = *n;
	at->loc.dline = line;
	return at;
}

/* A thread-local array's name as DTrace's messages give it: "a" for self->a. */
static const char *plain_name(const char *name)
{
	return strncmp(name, "self->", 6) ? name : name + 6;
}

/* DTrace's three types of stack and symbol values: stack (stack(),
 * ustack()), _symaddr (func(), mod()), _usymaddr (ufunc(), umod(), uaddr()). */
static int sym_class(uint8_t k)
{
	return k == SD_SK_NONE ? 0 : k <= SD_SK_USTACK ? 1 : k <= SD_SK_KMOD ? 2 : 3;
}

/* DTrace's dt_node_is_argcompat of type kt (null: a constant 0) to an
 * array's key type proto: integers, strings, stacks or symbols of one kind,
 * one struct or union, else pointers to one type or to void (or a constant
 * 0 for a pointer). */
static bool type_argcompat(struct sema *s, const struct sd_type *proto,
			   const struct sd_type *kt, bool null)
{
	const struct sd_type *cp = sd_type_canon(proto);

	if ((sd_type_is_int(proto) && sd_type_is_int(kt)) ||
	    (sd_type_is_stringlike(proto) && sd_type_is_stringlike(kt)) ||
	    (proto->symkind && sym_class(proto->symkind) == sym_class(kt->symkind)))
		return true;
	if (proto->symkind || kt->symkind)
		return false;
	if (cp->kind == SD_T_STRUCT || cp->kind == SD_T_UNION)
		return sd_type_ctf_compat(proto, kt);
	if (cp->kind == SD_T_FUNC)
		return sd_type_compatible(proto, kt);
	if (sd_type_is_int(proto) || (sd_type_is_int(kt) && !null))
		return false;
	const struct sd_type *rp = sema_referent(s, proto);
	const struct sd_type *rk = sd_type_is_int(kt) ? rp : sema_referent(s, kt);
	return rp && rk && (rp == rk || rp->kind == SD_T_VOID || rk->kind == SD_T_VOID ||
			    sd_type_ctf_compat(rp, rk));
}

struct sd_type *sema_key_type(struct sema *s, struct sd_type *t)
{
	/* a char array keeps its type: its bytes are the key (DTrace's
	 * dt_idcook_assc( ) keeps the first key's type, dt_cg_arglist( )
	 * copies a char array's bytes, DIF_TF_BYREF, not a string) */
	return sd_type_is_stringlike(t) && sd_type_canon(t)->kind != SD_T_PTR &&
	       sd_type_canon(t)->kind != SD_T_ARRAY ? s->tt->t_string : t;
}

bool sema_key_compat(struct sema *s, const struct sd_type *proto, const struct sd_node *k)
{
	return type_argcompat(s, proto, k->type, sema_null_const(k));
}

bool sema_type_argcompat(struct sema *s, const struct sd_type *a, const struct sd_type *b)
{
	return type_argcompat(s, a, b, false);
}

/* The first use's keys make the signature (DTrace's dt_idcook_assc( )):
 * none may be void or dynamic. */
static int keys_new_sign(struct sema *s, struct sd_node *n)
{
	int i = 0;

	for (struct sd_node *k = n->u.index.args; k; k = k->next, i++) {
		struct sd_type *kt = sema_key_type(s, k->type);
		if (kt->kind == SD_T_VOID || sema_is_dynamic(k)) {
			/* dt_idcook_assc( ): at the variable's line */
			SERR(s, sema_at_var_name(s, n), D_KEY_TYPE, "%s expression may not be used as associative "
			     "array index: key #%d", kt->kind == SD_T_VOID && !sema_is_dynamic(k) ?
			     "void" : sema_opnd_name(k), i + 1);
			return -1;
		}
	}
	return 0;
}

int sema_keys_check_sign(struct sema *s, struct sd_node *at, const char *name,
			 struct sd_type *const *keys, int nkeys, struct sd_node *list, int nk)
{
	int i = 0;

	if (nkeys != nk) {
		SERR(s, at, D_PROTO_LEN, "%s[ ] prototype mismatch: %d key%s passed, %d "
		     "expected", name, nk, nk == 1 ? "" : "s", nkeys);
		return -1;
	}
	for (struct sd_node *k = list; k; k = k->next, i++)
		if (sema_is_dynamic(k) || !sema_key_compat(s, keys[i], k)) {
			SERR(s, at, D_PROTO_ARG, "%s[ ] key #%d is incompatible with prototype:\n"
			     "\tprototype: %s\n\t      key: %s", name, i + 1,
			     sema_dtype_name(s, keys[i]), sema_opnd_name(k));
			return -1;
		}
	return 0;
}

/* Checks (or fixes, on first use) the key signature of an associative
 * array, in DTrace's order: every key cooked first (dt_ident_cook( )),
 * then the signature made or checked, then the tuple registers. */
static int sema_keys(struct sema *s, struct sd_node *n, struct sd_var *v)
{
	int nk = 0;

	for (struct sd_node *k = n->u.index.args; k; k = k->next, nk++)
		if (sema_expr(s, k) < 0)
			return -1;
	if (v->nkeys < 0 ? keys_new_sign(s, n) < 0 :
	    sema_keys_check_sign(s, sema_at_var_name(s, n), plain_name(v->name), v->keys, v->nkeys,
				 n->u.index.args, nk) < 0)
		return -1;
	int i = 0;
	for (struct sd_node *k = n->u.index.args; k; k = k->next, i++) {
		if (sema_tregs_check(s, i) < 0)
			return -1;
		if (i >= SD_TUPLE_MAX) {
			SERR(s, k, D_KEY_TYPE, "too many keys for %s[ ] (at most %d)", v->name,
			     SD_TUPLE_MAX);
			return -1;
		}
		if (v->nkeys < 0)
			v->keys[i] = sema_key_type(s, k->type);
	}
	v->nkeys = nk;
	sema_alloca_keys(n, v);
	return s->clause ? sema_stores_check(s, n->u.index.args, sema_cg_line(s)) : 0;
}

/* The associative array base[...] names: "a" for a[k], "self->a" for the
 * thread-local array self->a[k] (so that it cannot clash with a global a);
 * NULL for any other base. */
const char *sema_assoc_name(struct sema *s, const struct sd_node *base)
{
	if (base->kind == SD_N_IDENT)
		return base->u.ident.name;
	if (base->kind == SD_N_SELF)
		return sd_arena_printf(s->cu->arena, "self->%s", base->u.ident.name);
	return NULL;
}

/* Is n (an SD_N_INDEX) an element of an array or pointer, not of an
 * associative array? */
bool sema_is_elem(struct sema *s, const struct sd_node *n)
{
	const struct sd_node *b = n->u.index.base;

	if (b->kind == SD_N_SELF) {	/* else a thread-local associative array */
		struct sd_var *v = sema_var_find(s->cu, SD_VAR_TLS, b->u.ident.name);
		return v && v->type && (v->type->kind == SD_T_ARRAY ||
					v->type->kind == SD_T_PTR ||
					v->type->kind == SD_T_STRING);
	}
	if (b->kind != SD_N_IDENT)
		return b->kind != SD_N_AGG;
	if (strchr(b->u.ident.name, '`'))
		return true;	/* a symbol, never a variable: dt_xcook_ident( ) */
	struct sd_var *v = sema_var_find(s->cu, SD_VAR_GLOBAL, b->u.ident.name);
	if (v && v->type && (v->type->kind == SD_T_ARRAY || v->type->kind == SD_T_PTR ||
			     v->type->kind == SD_T_STRING))
		return true;
	int64_t ev;
	struct sd_type *et;
	if (!v && (sema_enum_lookup(s->tt, b->u.ident.name, &ev, &et) ||
		   !strcmp(b->u.ident.name, "NULL")))
		return true;	/* GREEN[1], NULL[0]: an int constant's *(GREEN + 1) */
	return !v && sd_func_lookup_builtin(b->u.ident.name) >= 0;
}

/* self->a[k] where self->a is an integer already (DTrace reads *(self->a
 * + k)): see sema_scalar_index. 0 if not that, else -1. */
int sema_tls_scalar_index(struct sema *s, struct sd_node *n)
{
	const struct sd_node *b = n->u.index.base;

	if (b->kind != SD_N_SELF ||
	    sema_var_find(s->cu, SD_VAR_ASSOC, sema_assoc_name(s, b)))
		return 0;
	struct sd_var *v = sema_var_find(s->cu, SD_VAR_TLS, b->u.ident.name);
	if (!v || !v->type || !sd_type_is_int(v->type))
		return 0;
	return sema_scalar_index(s, n, b->u.ident.name);
}

/* this->a[k]: a clause-local variable is never an associative array (a
 * new one is D_ARR_LOCAL; an integer one, see sema_scalar_index). 0 or -1. */
int sema_local_index(struct sema *s, struct sd_node *n)
{
	const struct sd_node *b = n->u.index.base;

	if (b->kind != SD_N_THIS)
		return 0;
	struct sd_var *v = sema_var_find(s->cu, SD_VAR_THIS, b->u.ident.name);
	if (!v || !v->type) {
		sema_index_at_end(n);
		SERR(s, n, D_ARR_LOCAL, "local variables may not be used as associative "
		     "arrays: %s", b->u.ident.name);
		return -1;
	}
	if (sd_type_is_int(v->type))
		return sema_scalar_index(s, n, b->u.ident.name);
	return 0;
}

/* self[k], this[k]: DTrace's global pointer self (or this), of type
 * void, is no array: dt_cook_op2( ) makes the [ ] *(self + k), and adds
 * an integer to void */
static int dvar_kw_index(struct sema *s, struct sd_node *n)
{
	struct sd_node *k = n->u.index.args;

	if (sema_expr(s, k) < 0)
		return -1;
	sema_index_at_end(n);
	SERR(s, n, D_OP_INCOMPAT, "operands have incompatible types: \"void\" + \"%s\"",
	     sema_type_name(s, k->type));
	return -1;
}

/* a[k...] read. */
int sema_index(struct sema *s, struct sd_node *n)
{
	struct sd_node *base = n->u.index.base;

	if (sema_dvar_scoped(s, base) < 0)
		return -1;
	int rc = sema_inline_call(s, n);
	if (rc <= 0)
		return rc;
	if (sema_local_index(s, n) < 0 || sema_tls_scalar_index(s, n) < 0)
		return -1;
	if (base->kind == SD_N_IDENT && base->u.ident.is_dvar_kw)
		return dvar_kw_index(s, n);
	if (base->kind == SD_N_IDENT && !strcmp(base->u.ident.name, "uregs") &&
	    !sema_var_find(s->cu, SD_VAR_ASSOC, "uregs"))
		return sema_uregs(s, n);
	if (base->kind == SD_N_IDENT && !strcmp(base->u.ident.name, "args") &&
	    !sema_var_find(s->cu, SD_VAR_ASSOC, "args")) {
		if (s->clause)
			return sema_args(s, n);
		SERR(s, n, D_ARGS_NONE, "args[ ] may not be referenced outside of a probe "
		     "clause");	/* inline int a = args[0]; */
		return -1;
	}
	if (base->kind == SD_N_CALL && base->u.call.fn->kind == SD_N_IDENT &&
	    sema_func_kind(base->u.call.fn->u.ident.name))
		return sema_call_index(s, n);
	if (sema_is_elem(s, n))
		return sema_elem(s, n);
	const char *name = sema_assoc_name(s, base);
	if ((rc = sema_fn_index(s, n)) <= 0)
		return rc;
	struct sd_var *v = sema_var_find(s->cu, SD_VAR_ASSOC, name);
	if (!v || !v->type) {
		if (base->kind == SD_N_SELF) {	/* at the name, as dt_cook_var( ) */
			SERR(s, sema_at_var_name(s, n), D_VAR_UNDEF, "%s has not yet been declared or assigned",
			     name);
			return -1;
		}
		if (sema_var_find(s->cu, SD_VAR_GLOBAL, base->u.ident.name))
			return sema_scalar_index(s, n, base->u.ident.name);
		if (base->u.ident.name[0] == '@') {
			SERR(s, n, D_IDENT_UNDEF, "failed to resolve %s: Unknown variable "
			     "name", base->u.ident.name);
			return -1;
		}
		/* dt_cook_op2( ) creates the array, dt_cook_var( ) finds it unset */
		SERR(s, n, D_VAR_UNDEF, "%s has not yet been declared or assigned",
		     base->u.ident.name);
		return -1;
	}
	if (sema_keys(s, n, v) < 0)
		return -1;
	sema_ref(s, n, SD_REF_VAR)->var = v;
	n->type = v->type;
	return 0;
}
