/* sema_type.c - expressions over memory: members (. and ->), unary * and
 * &, elements of arrays and pointers, offsetof, stringof, and assignments
 * to such places.
 *
 * A member node's sema is the struct sd_member it selects (offset from the
 * start of its struct); an element node (SD_N_INDEX that is not an
 * associative array) has sema NULL. sema_lvflags() tells what a node may be
 * used for: an lvalue (& may apply), writable (D storage that a store may
 * change), or a bit-field.
 */
#include "sema_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/opts.h"
#include "../kern/ktypes.h"
#include "../prov/prov.h"
#include "../prov/uprobe.h"
#include "dlib.h"
#include "utypes.h"

static bool is_sou(const struct sd_type *t)
{
	return t->kind == SD_T_STRUCT || t->kind == SD_T_UNION;
}

/* A forward tag's definition where one is (dt_cook_op2( ) looks its name up
 * in every container): one an #include'd file's forward lacked. */
static struct sd_type *forward_def(struct sema *s, struct sd_type *t)
{
	const char *tag = strchr(t->name, ' ');
	struct sd_type *d = sd_type_lookup_tag(s->tt, t->name);

	if (!d || !d->complete)
		d = tag && !strchr(tag, '`') ? sd_ktype_lookup(s->tt, tag + 1,
			t->kind == SD_T_STRUCT ? SD_TAG_STRUCT : SD_TAG_UNION) : NULL;
	return d ? d : t;
}

/* The struct or union a member operator applies to, or NULL (reported). */
static struct sd_type *member_base(struct sema *s, struct sd_node *n, struct sd_type *t)
{
	const char *op = n->u.member.arrow ? "->" : ".";

	if (n->u.member.arrow) {
		if (t->kind != SD_T_PTR) {
			SERR(s, n, D_OP_PTR, "operator -> must be applied to a pointer");
			return NULL;
		}
		t = t->base;
	}
	sd_type_complete(s->tt, t);
	if (is_sou(t) && !t->complete)
		t = forward_def(s, t);
	if (is_sou(t) && !t->complete) {
		SERR(s, n, D_OP_INCOMPLETE, "operator %s cannot be applied to a forward "
		     "declaration: no %s definition is available", op, sema_ctf_fit(t->name));
		return NULL;
	}
	if (is_sou(t))
		return t;
	/* named as resolved (ctf_type_resolve), by libctf ("enum " untagged): a
	 * string is a char array, a stack (a typedef of void) void */
	const struct sd_type *r = sd_type_canon(t);
	const char *rn = r->kind == SD_T_STRING ?
		sd_arena_printf(s->cu->arena, "char [%u]", s->tt->strsize) :
		r->symkind ? "void" : sema_ctf_fit(sd_type_ctf_name(s->tt, r));
	if (n->u.member.arrow)
		SERR(s, n, D_OP_SOU, "operator -> cannot be applied to pointer to type "
		     "\"%s\"; must be applied to a struct or union pointer", rn);
	else
		SERR(s, n, D_OP_SOU, "operator . cannot be applied to type \"%s\"; must "
		     "be applied to a struct or union", rn);
	return NULL;
}

/* The type of bit-field m of struct or union t read: DTrace's integer type
 * of the member's width (its rank in arithmetic is the width), named as the
 * declared type, of its width's bytes rounded up to a power of two: in a
 * script's struct as dt_decl_member makes it with ctf_add_integer, in a
 * kernel's a slice of the resolved type (dt_btf.c), which libctf's
 * ctf_add_slice( ) sizes the same (so trace(~curthread->in_execve) is 255,
 * a byte); a traced program's (DWARF) of its declared type's size. Only the
 * value's type: the member is read from its declared unit (cg_mem.c). */
static struct sd_type *bitfield_type(struct sema *s, const struct sd_type *t,
				     const struct sd_member *m)
{
	const struct sd_type *base = sd_type_canon(m->type);
	struct sd_type *bt;

	if (base->kind != SD_T_INT)
		return m->type;	/* an enum's: an int in arithmetic */
	bt = sd_arena_alloc(s->cu->arena, sizeof(*bt));
	*bt = *base;
	/* a kernel bit-field is a slice of its resolved type (dt_btf.c):
	 * "unsigned char", not "u8" */
	bt->name = t->is_kernel ? base->name : m->type->name;
	bt->bits = m->bits;
	if (!t->is_user) {
		uint32_t bytes = (m->bits + 7u) / 8;
		bt->size = 1;
		while (bt->size < bytes)
			bt->size *= 2;
		bt->align = bt->size;
	}
	return bt;
}

struct sd_type *sema_member_type(struct sema *s, const struct sd_type *t,
				 const struct sd_member *m)
{
	return m->bits ? bitfield_type(s, t, m) : m->type;
}

/* Whether member m is what DTrace calls a bit-field (dt_node_type_assign's
 * DT_NF_BITFIELD): an integer whose width is not 8, 16, 32 or 64 bits. A
 * declared `int a : 8` or a kernel's `u64 x : 32` is none: offsetof, & and
 * sizeof take it. */
static bool dt_bitfield(const struct sd_member *m)
{
	unsigned bytes = m->bits / 8u;

	if (!m->bits || sd_type_canon(m->type)->kind != SD_T_INT)
		return false;
	return m->bits % 8 || bytes > 8 || (bytes & (bytes - 1));
}

/* Is the name after . or -> one DTrace's parser has made an integer
 * constant: an enumerator or an inline of a constant (NULL too) known where
 * it is parsed? Its grammar passes the name through dt_node_ident( ), which
 * makes such a name an INT node, and dt_cook_op2( ) refuses any member that
 * is no identifier (D_OP_IDENT). A D library's own member names are
 * parsed before any program declares one. */
static bool member_is_const(struct sema *s, const struct sd_node *n)
{
	struct sd_node id = { .kind = SD_N_IDENT, .loc = n->loc };

	if (n->loc.file && !strcmp(n->loc.file, sd_dlib_file))
		return false;
	id.u.ident.name = n->u.member.name;
	return sema_const_ident(s, &id);
}

int sema_member(struct sema *s, struct sd_node *n)
{
	struct sd_node *b = n->u.member.base;

	if (sema_expr(s, b) < 0)
		return -1;
	if (member_is_const(s, n)) {
		SERR(s, n, D_OP_IDENT, "operator %s must be followed by an identifier",
		     n->u.member.arrow ? "->" : ".");
		return -1;
	}
	int rc = sema_xlate_member(s, n);
	if (rc <= 0)
		return rc;
	struct sd_type *t = member_base(s, n, b->type);
	if (!t)
		return -1;
	const struct sd_member *m = sd_type_member(s->tt, t, n->u.member.name);
	if (!m) {
		/* resolved (struct psinfo), named by libctf ("struct " untagged) */
		SERR(s, n, D_TYPE_MEMBER, "%s is not a member of %s", n->u.member.name,
		     sema_ctf_fit(sd_type_ctf_name(s->tt, sd_type_canon(t))));
		return -1;
	}
	n->type = sema_member_type(s, t, m);
	n->sema = (void *)m;
	return 0;
}

/* *s of a D string (*execname, *(s + 1)) is its first character, as *a of
 * DTrace's string type, a char array: made s[0]. */
static int string_deref(struct sema *s, struct sd_node *n)
{
	struct sd_node *a = n->u.unop.a;
	struct sd_node *z = sd_arena_alloc(s->cu->arena, sizeof(*z));

	z->kind = SD_N_INT;
	z->loc = n->loc;
	z->u.ival.base = 10;
	z->type = s->tt->t_int;
	n->kind = SD_N_INDEX;
	memset(&n->u.index, 0, sizeof(n->u.index));
	n->u.index.base = a;
	n->u.index.args = z;
	n->u.index.nargs = 1;
	n->type = s->tt->t_char;
	n->sema = NULL;
	return 0;
}

int sema_deref(struct sema *s, struct sd_node *n)
{
	struct sd_node *a = n->u.unop.a;

	if (sema_expr(s, a) < 0)
		return -1;
	if (sd_type_canon(a->type)->kind == SD_T_STRING)	/* DTrace's char [n]: s[0] */
		return string_deref(s, n);
	/* a stack or symbol (DTrace: a typedef of void) is no array */
	if ((a->type->kind != SD_T_PTR && a->type->kind != SD_T_ARRAY) || a->type->symkind) {
		SERR(s, n, D_DEREF_NONPTR, "cannot dereference non-pointer type");
		return -1;
	}
	int rc = sema_xlate_deref(s, n);
	if (rc <= 0)
		return rc;
	struct sd_type *t = a->type->base;
	if (t->kind == SD_T_VOID) {
		SERR(s, n, D_DEREF_VOID, "cannot dereference pointer to void");
		return -1;
	}
	if (t->kind == SD_T_FUNC) {
		SERR(s, n, D_DEREF_FUNC, "cannot dereference pointer to function");
		return -1;
	}
	n->type = t;
	return 0;
}

static bool is_dvar_node(const struct sd_node *n)
{
	if (n->kind == SD_N_SELF || n->kind == SD_N_THIS)
		return true;
	if (n->kind == SD_N_IDENT)	/* D's variables, builtins too */
		return n->sema && (((struct sd_ref *)n->sema)->kind == SD_REF_VAR ||
				   ((struct sd_ref *)n->sema)->kind == SD_REF_BUILTIN);
	return n->kind == SD_N_INDEX && n->sema;
}

int sema_addrof(struct sema *s, struct sd_node *n)
{
	struct sd_node *a = n->u.unop.a;

	if (sema_is_agg_ref(a)) {
		SERR(s, n, D_ADDROF_VAR, "cannot take address of dynamic variable");
		return -1;
	}
	/* args[i] is DTrace's variable node whatever sema makes of it (a
	 * translation, a copyinstr( ) of a userland string) */
	bool args = sema_args_elem(a);

	if (sema_expr(s, a) < 0)
		return -1;
	if (is_dvar_node(a) || args) {
		SERR(s, n, D_ADDROF_VAR, "cannot take address of dynamic variable");
		return -1;
	}
	const struct sd_node *orig = a->kind == SD_N_CAST && !a->u.cast.tname ? a->u.cast.orig :
				     a->kind == SD_N_INT ? a->u.ival.orig : NULL;
	bool inl = sema_is_inline_value(a) && a->u.cast.a->kind != SD_N_INT;
	bool elem = orig && orig->kind == SD_N_INDEX &&
		    orig->u.index.base->kind == SD_N_IDENT &&
		    sema_is_inline_array(s, orig->u.index.base->u.ident.name);
	if (inl || elem) {
		/* an inline not of a constant (those are DTrace's INT nodes),
		 * or an element of an inline with parameters (fds[0]): a
		 * variable node (dt_cook_op2( ) makes name[args] one) */
		SERR(s, n, D_ADDROF_VAR, "cannot take address of dynamic variable");
		return -1;
	}
	if (sema_is_dynamic(a)) {	/* translated data: DTrace's dynamic type */
		SERR(s, n, D_ADDROF_VAR, "cannot take address of dynamic object");
		return -1;
	}
	int rc = sema_curcpu_addrof(s, n);
	if (rc <= 0)
		return rc;
	if (sema_xlate_member_lvalue(a)) {
		/* DTrace takes &curpsinfo->pr_pid, but its code generator
		 * runs the translator's expression for the member, a value:
		 * the & is that value, typed a pointer to the member */
		struct sd_node *orig = sema_keep_orig(s, n, NULL);
		n->kind = SD_N_CAST;
		n->u.cast.tname = NULL;
		n->u.cast.a = a;
		n->u.cast.orig = orig;
		n->type = sd_type_ptr(s->tt, a->type);
		return 0;
	}
	unsigned f = sema_lvflags(a);
	if (!(f & SD_LV_LVALUE)) {
		SERR(s, n, D_ADDROF_LVAL, "unacceptable operand for unary & operator");
		return -1;
	}
	if (f & SD_LV_BITFIELD) {
		SERR(s, n, D_ADDROF_BITFIELD, "cannot take address of bit-field");
		return -1;
	}
	n->type = sema_type_pointer(s->tt, a->type);
	return 0;
}

/* base[i] where base is an array or a pointer (not an associative array). */
/* An operand's type as DTrace's messages name it (dt_node_type_name): a
 * translation (curpsinfo, *curpsinfo, xlate<T>(e)) by its identifier's
 * kind, for its type is DTrace's dynamic one. */
const char *sema_opnd_name(const struct sd_node *n)
{
	const struct sd_node *x = n;
	bool deref = x->kind == SD_N_UNOP && x->u.unop.op == SD_OP_DEREF;

	if (deref)
		x = x->u.unop.a;
	while (x->kind == SD_N_CAST && !x->u.cast.tname)
		x = x->u.cast.a;
	if (n->kind == SD_N_AGG)
		return "aggregation";	/* dt_node_type_name( ): its ident's kind */
	if (sema_is_aggfn_call(n))
		return "aggregating function";
	/* sonda's curcpu is a cpuinfo_t * variable in DTrace: *curcpu is a
	 * cpuinfo_t */
	if (x->kind != SD_N_XLATE || !x->type || sema_xlate_is_var(x))
		return sema_func_type_name(n->type) ? sema_func_type_name(n->type) :
		       sema_fit_name(n->type->name);
	if (deref)
		return x->type->kind == SD_T_PTR ? "translated data" : sema_fit_name(n->type->name);
	return x->type->kind == SD_T_PTR ? "pointer to translated data" : "translated data";
}

/* Translated data or a pointer to it (curpsinfo, *curpsinfo,
 * xlate<T>(e)): a value of DTrace's dynamic type (dt_node_is_dynamic),
 * which no operator but . -> * = ?: and sizeof takes. */
bool sema_is_dynamic(const struct sd_node *n)
{
	if (sema_is_aggfn_call(n))
		return true;
	if (n->kind == SD_N_UNOP && n->u.unop.op == SD_OP_DEREF)
		n = n->u.unop.a;
	while (n->kind == SD_N_CAST && !n->u.cast.tname)	/* an inline's value */
		n = n->u.cast.a;
	return (n->kind == SD_N_XLATE && !sema_xlate_is_var(n)) || n->kind == SD_N_AGG;
}

/* A call of an aggregating function as a value (x = count( )): DTrace's
 * dt_idcook_func( ) gives it the <DYN> type, which dt_node_type_name( )
 * names by the identifier's kind. */
bool sema_is_aggfn_call(const struct sd_node *n)
{
	const struct fninfo *f;

	if (n->kind != SD_N_CALL || n->u.call.fn->kind != SD_N_IDENT)
		return false;
	f = sema_fn_find(n->u.call.fn->u.ident.name);
	return f && f->agg;
}

/* Is n of DTrace's <DYN> type itself (xlate<T *>(e), *curpsinfo, a
 * translated args[i]), not only dynamic? An inline's name (curpsinfo) keeps
 * its declared type (psinfo_t *) for the checks of scalars, pointers and
 * casts; only pointer compatibility, trace( ), keys and names see it as
 * dynamic (dt_node_is_dynamic follows the inline to its root). */
bool sema_is_dyn_typed(const struct sd_node *n)
{
	return !sema_is_inline_value(n) && sema_is_dynamic(n);
}

/* x[k] where x is a variable with an integer type: DTrace reads it as
 * *(x + k) (D_DEREF_NONPTR), or D_ARR_BADREF for x[k, j]. Always -1. */
int sema_scalar_index(struct sema *s, struct sd_node *n, const char *name)
{
	const struct sd_node *k = n->u.index.args;

	const struct sd_var *v = sema_var_find(s->cu, SD_VAR_GLOBAL, name);

	sema_index_at_end(n);

	/* the + of *(gs + 1) refuses a struct before the list's D_ARR_BADREF */
	if (k && v && v->type && k->kind != SD_N_AGG) {
		struct sd_node *k1 = (struct sd_node *)k, *rest = k1->next;

		k1->next = NULL;
		int rc = sema_expr(s, k1);
		k1->next = rest;
		if (rc < 0)
			return -1;
		if (!rest && sd_type_is_int(v->type) && sema_elem_base(k->type))
			return sema_elem(s, (struct sd_node *)n);	/* i[s]: *(s + i) */
		if (!sd_type_is_int(v->type) || !sd_type_is_int(k->type)) {
			SERR(s, n, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" + "
			     "\"%s\"", sema_fit_name(v->type->name), sema_opnd_name(k));
			return -1;
		}
	}
	if (k && k->next)
		SERR(s, n, D_ARR_BADREF, "cannot access scalar %s as an associative array",
		     name);
	else
		SERR(s, n, D_DEREF_NONPTR, "cannot dereference non-pointer type");
	return -1;
}

/* What E1[E2] takes as its pointer, as DTrace's + does: an array (not a
 * stack or symbol value), a string, a pointer to something of known size. */
bool sema_elem_base(const struct sd_type *t)
{
	t = sd_type_canon(t);
	if (t->kind == SD_T_PTR)
		return t->base->kind != SD_T_VOID && t->base->kind != SD_T_FUNC;
	return t->kind == SD_T_STRING || (t->kind == SD_T_ARRAY && !t->symkind);
}

/* What DTrace's dt_node_name( ) calls the cooked left side of E1[k, ...]
 * in its D_ARR_BADREF: a folded integer or a string constant, a function's
 * call, an operator's node by its token (E1[E2] cooked is *(E1 + E2)). */
static const char *dnode_name(struct sema *s, const struct sd_node *b)
{
	const struct sd_ref *r;
	int64_t v;

	if (b->kind == SD_N_IDENT)
		return sd_arena_printf(s->cu->arena, "scalar %s", b->u.ident.name);
	if (sema_parse_int(s, b, &v))
		return sd_arena_printf(s->cu->arena, "integer constant 0x%llx",
				       (unsigned long long)v);
	switch (b->kind) {
	case SD_N_STR:
		return sd_arena_printf(s->cu->arena, "string constant \"%s\"", b->u.str.s);
	case SD_N_CALL:
		if (b->u.call.fn->kind == SD_N_IDENT && sema_func_kind(b->u.call.fn->u.ident.name))
			return sd_arena_printf(s->cu->arena, "%s %s( )",
					       sema_func_kind(b->u.call.fn->u.ident.name),
					       b->u.call.fn->u.ident.name);
		return "expression";
	case SD_N_BINOP: case SD_N_UNOP:
		return sd_arena_printf(s->cu->arena, "operator %s",
				       sd_op_str(b->kind == SD_N_BINOP ? b->u.binop.op : b->u.unop.op));
	case SD_N_ASSIGN:
		return sd_arena_printf(s->cu->arena, "operator %s%s",
				       b->u.assign.op == SD_OP_ASSIGN ? "" :
				       sd_op_str(b->u.assign.op), "=");
	case SD_N_COND: return "operator ?";
	case SD_N_CAST: return b->u.cast.tname ? "operator (" : "expression";
	case SD_N_MEMBER: return b->u.member.arrow ? "operator ->" : "operator .";
	case SD_N_STRINGOF: return "operator stringof";
	case SD_N_INDEX:
		if (!b->sema)
			return "operator *";	/* *(a + i) */
		r = b->sema;
		if (r->kind != SD_REF_VAR || !r->var)
			return "expression";
		const char *name = strstr(r->var->name, "->");	/* self->t: t */
		return sd_arena_printf(s->cu->arena, "associative array %s",
				       name ? name + 2 : r->var->name);
	default: return "expression";
	}
}

/* E1[k, ...]: dt_cook_op2( ) makes it E1 + k of the first key alone, whose
 * operands must be two integers or a pointer and an integer, before the
 * list is refused. */
static int elem_first_key(struct sema *s, struct sd_node *n)
{
	struct sd_node *b = n->u.index.base, *k = n->u.index.args, *rest = k->next;

	k->next = NULL;
	int rc = sema_expr(s, k);
	k->next = rest;
	if (rc < 0)
		return -1;
	bool bi = sd_type_is_int(b->type), ki = sd_type_is_int(k->type);
	if ((bi && ki) || (sema_elem_base(b->type) && ki) || (bi && sema_elem_base(k->type)))
		return 0;
	SERR(s, n, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" + \"%s\"",
	     sema_opnd_name(b), sema_opnd_name(k));
	return -1;
}

int sema_elem(struct sema *s, struct sd_node *n)
{
	struct sd_node *b = n->u.index.base, *i = n->u.index.args;
	int64_t v;

	if (sema_expr(s, b) < 0)
		return -1;
	sema_index_at_end(n);
	bool swapped = false;
	if (i && !i->next && (sema_is_dyn_typed(b) || sd_type_is_int(b->type))) {
		if (sema_expr(s, i) < 0)
			return -1;
		if (sema_is_dyn_typed(b) || sema_is_dyn_typed(i)) {
			/* *(b + i) of <DYN>, no pointer */
			SERR(s, n, D_OP_INCOMPAT, "operands have incompatible types: "
			     "\"%s\" + \"%s\"", sema_opnd_name(b), sema_opnd_name(i));
			return -1;
		}
	}
	if (!sema_elem_base(b->type) && i && !i->next) {
		/* E1[E2] is *(E1 + E2) (dt_cook_op2): the + refuses what is not
		 * integers or a pointer of known size and an integer, the *
		 * what is not a pointer */
		if (sema_expr(s, i) < 0)
			return -1;
		if (sd_type_is_int(b->type) && sema_elem_base(i->type)) {
			n->u.index.base = i;	/* 3[p] is *(3 + p): p[3] */
			n->u.index.args = b;
			n->u.index.swapped = true;
			n->u.index.unchecked = true;	/* E2 + E1: DTrace
							   checks no bound */
			b = n->u.index.base, i = n->u.index.args;
			swapped = true;
		} else if (!sd_type_is_int(b->type) || !sd_type_is_int(i->type)) {
			SERR(s, n, D_OP_INCOMPAT, "operands have incompatible types: "
			     "\"%s\" + \"%s\"", sema_opnd_name(b), sema_opnd_name(i));
			return -1;
		} else {
			SERR(s, n, D_DEREF_NONPTR, "cannot dereference non-pointer type");
			return -1;
		}
	}
	if (i && i->next && elem_first_key(s, n) < 0)
		return -1;
	if (!i || i->next) {
		SERR(s, n, D_ARR_BADREF, "cannot access %s as an associative array",
		     dnode_name(s, b));
		return -1;
	}
	if (sema_expr(s, i) < 0)
		return -1;
	if (!sd_type_is_int(i->type)) {
		SERR(s, n, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" + \"%s\"",
		     sema_opnd_name(b), sema_opnd_name(i));
		return -1;
	}
	/* arrays of 0 or 1 elements are left alone (ends of structs), and so
	 * is an array named by a typedef (libctf's ctf_array_info( ), which
	 * dt_cook_op2( ) asks, does not see through one) */
	if (!swapped && b->type->kind == SD_T_ARRAY && !b->type->typedef_of &&
	    b->type->nelem > 1 && sema_const(i, &v) &&
	    (uint64_t)v >= b->type->nelem) {
		SERR(s, n, D_ARR_BOUNDS, "index outside array bounds: %llu, max is %u",
		     (unsigned long long)v, b->type->nelem);
		return -1;
	}
	n->type = b->type->kind == SD_T_STRING ? s->tt->t_char : b->type->base;
	n->sema = NULL;
	return 0;
}

bool sd_sema_array_sum(const struct sd_node *n)
{
	return n->kind == SD_N_UNOP && n->u.unop.op == SD_OP_ADDROF &&
	       n->u.unop.a->kind == SD_N_INDEX && n->u.unop.a->u.index.plus;
}

/* The lvalue flags a + i passes to *(a + i): a's WRITABLE when a, the
 * left operand, is writable; none of i + a or a - i (dt_cook_op1( )). */
unsigned sema_array_sum_written(const struct sd_node *n)
{
	const struct sd_node *x = n->u.unop.a;

	if (x->u.index.swapped || x->u.index.minus)
		return 0;
	return sema_lvflags(x->u.index.base) & SD_LV_WRITABLE;
}

bool sema_args_elem(const struct sd_node *n)
{
	return n->kind == SD_N_INDEX && n->u.index.base->kind == SD_N_IDENT &&
	       !strcmp(n->u.index.base->u.ident.name, "args");
}

bool sema_builtin_array(const struct sd_node *base)
{
	return base->kind == SD_N_IDENT && (!strcmp(base->u.ident.name, "args") ||
					    !strcmp(base->u.ident.name, "uregs"));
}

/* An element, member or *p of array type is no lvalue (K&R A7.3.3, A7.4.3
 * as dt_cook_op1/op2 apply them): &p->arr is D_ADDROF_LVAL. */
static unsigned no_array_lvalue(const struct sd_node *n, unsigned f)
{
	const struct sd_type *t = n->type ? sd_type_canon(n->type) : NULL;

	if (t && t->kind == SD_T_ARRAY && !t->symkind)
		f &= ~SD_LV_LVALUE;
	return f;
}

unsigned sema_lvflags(const struct sd_node *n)
{
	const struct sd_member *m;
	unsigned f;

	switch (n->kind) {
	case SD_N_IDENT:
		if (!n->sema)
			return 0;
		if (((struct sd_ref *)n->sema)->kind == SD_REF_VAR)
			return SD_LV_LVALUE | SD_LV_WRITABLE;
		if (((struct sd_ref *)n->sema)->kind == SD_REF_UVAR)
			return ((struct sd_ref *)n->sema)->cval ? SD_LV_LVALUE : 0;
		/* a kernel symbol, a built-in variable (curthread++: D_OP_WRITE) */
		return ((struct sd_ref *)n->sema)->kind == SD_REF_KSYM ||
		       ((struct sd_ref *)n->sema)->kind == SD_REF_BUILTIN ? SD_LV_LVALUE : 0;
	case SD_N_SELF: case SD_N_THIS:
		return SD_LV_LVALUE | SD_LV_WRITABLE;
	case SD_N_INDEX:
		if (sema_builtin_array(n->u.index.base))
			return SD_LV_LVALUE;	/* args[0]: as DTrace's */
		if (n->sema)
			return SD_LV_LVALUE | SD_LV_WRITABLE;
		/* through a pointer held in a D variable, as DTrace allows (the
		 * store is checked at run time: alloca'd memory only); E1[E2]
		 * is *(E1 + E2), writable when E1 is (dt_cook_op1( )'s
		 * DT_TOK_DEREF): 1[a] is not, i[a] of a variable i is */
		f = sema_lvflags(n->u.index.swapped ? n->u.index.args : n->u.index.base) &
		    SD_LV_WRITABLE;
		return no_array_lvalue(n, f | SD_LV_LVALUE);
	case SD_N_MEMBER:
		m = n->sema;
		f = sema_lvflags(n->u.member.base);
		if (n->u.member.arrow)
			f = (f & SD_LV_WRITABLE) | SD_LV_LVALUE;
		if (m && dt_bitfield(m))
			f |= SD_LV_BITFIELD;
		return no_array_lvalue(n, f);
	case SD_N_UNOP:
		if (n->u.unop.op != SD_OP_DEREF)
			return 0;
		f = sema_lvflags(n->u.unop.a);
		if (n->u.unop.a->kind == SD_N_BINOP && n->u.unop.a->u.binop.op == SD_OP_ADD)
			f = sema_lvflags(n->u.unop.a->u.binop.a);
		if (sd_sema_array_sum(n->u.unop.a))	/* *(a + i): a's, not i + a's */
			f = sema_array_sum_written(n->u.unop.a);
		return no_array_lvalue(n, (f & SD_LV_WRITABLE) | SD_LV_LVALUE);
	default:
		return 0;
	}
}

/* A member of a translation, which sema replaced by its translator's
 * expression (curpsinfo->pr_pid, (*curpsinfo).pr_pid, fds[0].fi_offset):
 * DTrace's is a member of the translator's output type, an lvalue through
 * -> or of an lvalue and never writable; xlate<T>(e) is no lvalue, nor is
 * *p of a translated pointer (dt_cook_op1( )'s DT_TOK_DEREF types it and
 * breaks before DT_NF_LVALUE), so neither is xlate<T>(e).m nor
 * (*curpsinfo).m (dt_cook_op2( ), DT_TOK_PTR and DT_TOK_DOT). 0 for
 * anything else. */
unsigned sema_xlmember_lvflags(const struct sd_node *n)
{
	const struct sd_node *o = n->kind == SD_N_CAST && !n->u.cast.tname ?
				  n->u.cast.orig : NULL;

	if (!o || o->kind != SD_N_MEMBER)
		return 0;
	if (o->u.member.arrow)
		return SD_LV_LVALUE;
	const struct sd_node *b = o->u.member.base;
	while (b->kind == SD_N_CAST && !b->u.cast.tname && !b->u.cast.orig)
		b = b->u.cast.a;
	if (b->kind == SD_N_UNOP && b->u.unop.op == SD_OP_DEREF) {
		const struct sd_node *x = b->u.unop.a;	/* (*curcpu).m: a real
							   pointer in DTrace */
		while (x->kind == SD_N_CAST && !x->u.cast.tname)
			x = x->u.cast.a;
		return x->kind == SD_N_XLATE && sema_xlate_is_var(x) ? SD_LV_LVALUE : 0;
	}
	return b->kind == SD_N_XLATE ? 0 : SD_LV_LVALUE;
}

/* Can a value of type from be stored in a place of type to? As DTrace's
 * dt_cook_op2( ) asks dt_node_is_argcompat( ): an int * member takes no
 * long * (ctf_type_compat( ) of the referents). */
static bool assignable(struct sema *s, const struct sd_type *to, const struct sd_node *rhs)
{
	return sema_key_compat(s, to, rhs);
}

/* The operand types of op= as DTrace's dt_cook_op2() checks them, before
 * the left operand as a place: *= and /= need arithmetic operands, %= &=
 * |= ^= <<= >>= integers; += and -= refuse strings and, unless both are
 * integers, need a left pointer (or array) to something of known size and
 * a right integer or compatible pointer. */
int sema_opeq_types(struct sema *s, struct sd_node *n, const struct sd_node *l,
		    const struct sd_node *r)
{
	enum sd_op op = n->u.assign.op;
	const struct sd_type *lt = l->type, *rt = r->type;
	bool ints = sd_type_is_int(lt) && sd_type_is_int(rt);

	if (op == SD_OP_ASSIGN || ints)
		return 0;
	if (op == SD_OP_MUL || op == SD_OP_DIV) {
		SERR(s, n, D_OP_ARITH, "operator %s= requires operands of arithmetic type",
		     sd_op_str(op));
		return -1;
	}
	if (op != SD_OP_ADD && op != SD_OP_SUB) {
		SERR(s, n, D_OP_INT, "operator %s= requires operands of integral type",
		     sd_op_str(op));
		return -1;
	}
	if (lt->kind == SD_T_STRING || rt->kind == SD_T_STRING) {
		SERR(s, n, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" %s= "
		     "\"%s\"", sema_opnd_name(l), sd_op_str(op), sema_opnd_name(r));
		return -1;
	}
	const struct sd_type *c = sd_type_canon(lt);
	const struct sd_type *pt = c->kind == SD_T_PTR || c->kind == SD_T_ARRAY ? c->base : NULL;
	if (!pt || c->symkind || sema_is_dyn_typed(l) ||	/* <DYN>: args[0] += 1 */
	    (c->kind == SD_T_PTR && (pt->kind == SD_T_VOID || pt->kind == SD_T_FUNC))) {
		SERR(s, n, D_OP_VFPTR, "operator %s= requires left-hand scalar operand of "
		     "known size", sd_op_str(op));
		return -1;
	}
	/* p += q, p -= q: DTrace's dt_cook_op2( ) takes two compatible
	 * pointers, then its dt_cg_arithmetic_op( ) asserts the operator is a
	 * plain - and dtrace(1) aborts; sonda refuses them as incompatible,
	 * for a variable (assign_ok( )) and a place alike */
	if (!sd_type_is_int(rt)) {
		SERR(s, n, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" %s= "
		     "\"%s\"", sema_opnd_name(l), sd_op_str(op), sema_opnd_name(r));
		return -1;
	}
	return 0;
}

/* An assignment whose left side is a member, element or dereference. */
int sema_assign_place(struct sema *s, struct sd_node *n)
{
	struct sd_node *lhs = n->u.assign.lhs, *rhs = n->u.assign.rhs;
	enum sd_op op = n->u.assign.op;
	const char *ops = op == SD_OP_ASSIGN ? "=" : sd_arena_printf(s->cu->arena, "%s=",
								   sd_op_str(op));

	if (sema_expr(s, lhs) < 0 || sema_expr(s, rhs) < 0)
		return -1;
	unsigned f = sema_lvflags(lhs) | sema_xlmember_lvflags(lhs);
	if (op == SD_OP_ASSIGN && lhs->type->kind == SD_T_ARRAY) {
		SERR(s, n, D_OP_ARRFUN, "operator %s may not be applied to operand of type "
		     "\"%s\"", ops, sema_fit_name(lhs->type->name));
		return -1;
	}
	if (sema_opeq_types(s, n, lhs, rhs) < 0)
		return -1;
	if (op == SD_OP_ASSIGN && !assignable(s, lhs->type, rhs)) {
		SERR(s, n, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" %s \"%s\"",
		     sema_opnd_name(lhs), ops, sema_opnd_name(rhs));
		return -1;
	}
	if (op != SD_OP_ASSIGN && sd_type_canon(lhs->type)->kind == SD_T_ARRAY)
		f &= ~SD_LV_LVALUE;	/* gs.c += 1: an array is no lvalue */
	if (!(f & SD_LV_LVALUE)) {
		SERR(s, n, D_OP_LVAL, "operator %s requires modifiable lvalue as an operand",
		     ops);
		return -1;
	}
	if (!(f & SD_LV_WRITABLE)) {
		SERR(s, n, D_OP_WRITE, "operator %s can only be applied to a writable "
		     "variable", ops);
		return -1;
	}
	n->type = lhs->type;
	return 0;
}

int sema_offsetof(struct sema *s, struct sd_node *n)
{
	struct sd_type *t = sema_typename(s, n->u.offsetof.tname);

	if (!t)
		return -1;
	sd_type_complete(s->tt, t);
	/* a struct whose body the operand holds is defined there, before the
	 * member is looked up (dt_node_offsetof( ) gets the declared type) */
	bool here = n->u.offsetof.tname->u.tname.spec.has_body;
	if (!is_sou(t) || !t->complete || (!here && sema_defined_after(t, n->loc))) {
		SERR(s, n, D_OFFSETOF_TYPE, "offsetof operand must be a struct or union "
		     "type");
		return -1;
	}
	const struct sd_member *m = sd_type_member(s->tt, t, n->u.offsetof.member);
	if (!m) {
		SERR(s, n, D_UNKNOWN, "failed to determine offset of %s: Member name not "
		     "found", n->u.offsetof.member);
		return -1;
	}
	if (dt_bitfield(m)) {
		SERR(s, n, D_OFFSETOF_BITFIELD, "cannot take offset of a bit-field: %s",
		     n->u.offsetof.member);
		return -1;
	}
	/* dt_node_int(ctm_offset / NBBY): typed as an integer constant with
	 * the suffix and base of the last one lexed, and negated after a
	 * macro operand's '-' (yyintprefix: dt_node_op1( ) DT_TOK_INEG) */
	bool u = n->u.offsetof.is_unsigned, lu = n->u.offsetof.lower_u;
	int sl = n->u.offsetof.suffix_l, base = n->u.offsetof.base;
	char prefix = n->u.offsetof.prefix;
	n->kind = SD_N_INT;
	memset(&n->u.ival, 0, sizeof(n->u.ival));
	n->u.ival.v = m->off + m->bit_off / 8;	/* ctm_offset / NBBY */
	n->u.ival = (typeof(n->u.ival)){ .v = n->u.ival.v, .is_unsigned = u, .lower_u = lu,
					  .suffix_l = sl, .base = base };
	if (!(n->type = sema_int_const_type(s, n)))
		return -1;
	if (prefix == '-') {
		n->u.ival.v = -n->u.ival.v;
		if (!n->type->is_signed && n->type->size < 8)
			n->u.ival.v &= ~0ULL >> (64 - n->type->size * 8);
	}
	return 0;
}

int sema_stringof(struct sema *s, struct sd_node *n)
{
	struct sd_node *a = n->u.unop.a;

	if (a->kind == SD_N_AGG && sema_agg_known(s, a) < 0)
		return -1;	/* dt_cook_op1( ) cooks its operand first */
	if (a->kind == SD_N_AGG || sema_tls_array(s, a)) {	/* DTrace's dynamic type */
		SERR(s, n, D_STRINGOF_TYPE, "cannot apply stringof to a value of type %s",
		     a->kind == SD_N_AGG ? "aggregation" : "associative array");
		return -1;
	}
	sema_unop_create(s, a, false);
	if (sema_expr(s, a) < 0)
		return -1;
	if ((!sd_type_is_scalar(a->type) && !sd_type_is_stringlike(a->type)) ||
	    a->type->symkind || sema_is_dyn_typed(a)) {
		SERR(s, n, D_STRINGOF_TYPE, "cannot apply stringof to a value of type %s",
		     sema_opnd_name(a));
		return -1;
	}
	n->type = s->tt->t_string;
	return 0;
}

/* print() shows every member of t, and the members of the structs,
 * unions and arrays inside it (not behind pointers), as deep as print()
 * goes: their kernel types get their members now. */
static void complete_members(struct sema *s, struct sd_type *t, int depth)
{
	if (depth > 12)
		return;
	sd_type_complete(s->tt, t);
	if (t->kind == SD_T_ARRAY && t->base)
		complete_members(s, t->base, depth + 1);
	if (t->kind != SD_T_STRUCT && t->kind != SD_T_UNION)
		return;
	for (struct sd_member *m = t->members; m; m = m->next)
		complete_members(s, m->type, depth + 1);
}

/* The type print( ) shows for its argument a, as DTrace's prototype
 * void(void *) and its code generator see a: the type a pointer
 * references (a typedef of a pointer references that pointer), D's
 * string its char array. NULL with an error for anything else: values
 * not compatible with void * (D_PROTO_ARG), and the constant 0 and arrays,
 * which the prototype takes but which reference no type. */
static struct sd_type *print_ref(struct sema *s, struct sd_node *n, struct sd_node *a)
{
	struct sd_type *t = a->type;
	int64_t v;

	if (sema_is_dynamic(a)) {	/* DTrace's <DYN> is no pointer */
		SERR(s, n, D_PROTO_ARG, "print( ) argument #1 is incompatible with prototype:"
		     "\n\tprototype: void *\n\t argument: %s", sema_opnd_name(a));
		return NULL;
	}
	if (t->kind == SD_T_STRING)
		return sd_type_array(s->tt, s->tt->t_char, (uint32_t)s->cu->opts->strsize);
	if (t->kind == SD_T_PTR)
		return (struct sd_type *)(t->typedef_of ? t->typedef_of : t->base);
	/* a stack or symbol (DTrace: a typedef of void) is no array */
	if ((t->kind == SD_T_ARRAY && !t->symkind) ||
	    (sd_type_is_int(t) && sema_const(a, &v) && v == 0)) {
		/* DTrace's code generator fails, after the clause is cooked:
		 * dt_cg_act_print( ) longjmps EDT_CTF when ctf_type_reference( )
		 * finds no type, a compile error of no line. It leaves
		 * dt_ctferr as it was, so dtrace_errmsg( ) names the libctf
		 * error last kept: ENOENT, from dt_module.c's ctf_arc_open( )
		 * of the kernel's CTF archive, which a BTF kernel has not. */
		static const struct sd_node noloc;

		SLATE(s, &noloc, SD_NOTAG, "No such file or directory");
		return NULL;
	}
	sema_proto_arg(s, n, "print", 1, "void *", a);
	return NULL;
}

int sema_print(struct sema *s, struct sd_node *n)
{
	struct sd_node *a = n->u.call.args;

	if (sema_expr(s, a) < 0)
		return -1;
	struct sd_type *t = print_ref(s, n, a);
	if (!t)
		return -1;
	complete_members(s, t, 0);
	if (t->kind == SD_T_VOID || t->size == 0) {
		SLATE(s, n, D_PRINT_SIZE, "print( ) argument #1 reference has type '%s' with "
		     "size 0; cannot print( ) it.", sema_ctf_fit(t->name));
		return -1;
	}
	sema_ref(s, n, SD_REF_FUNC)->print_type = t;
	n->type = s->tt->t_void;
	return 0;
}

int sema_uregs(struct sema *s, struct sd_node *n)
{
	struct sd_node *i = n->u.index.args;
	int64_t v;

	if (!i || i->next) {
		SERR(s, n, D_PROTO_LEN, "uregs[ ] prototype mismatch: %d args passed, 1 "
		     "expected", n->u.index.nargs);
		return -1;
	}
	if (sema_expr(s, i) < 0)
		return -1;
	if (!sema_const(i, &v)) {
		SERR(s, n, D_PROTO_ARG, "uregs[ ] argument #1 is incompatible with "
		     "prototype:\n\tprototype: integer constant\n\t argument: %s",
		     i->type->name);
		return -1;
	}
	if (v < 0 && sd_type_is_signed(i->type)) {	/* dt_idcook_regs( ) */
		SERR(s, n, D_REGS_IDX, "index %lld is out of range for array uregs",
		     (long long)v);
		return -1;
	}
	/* dt_cg_uregs( ), as DTrace generates the code, takes the index as an
	 * unsigned int (uregs[4294967296] is uregs[0]) and prints it with %d */
	uint32_t idx = (uint32_t)v;
	if (idx > 25)	/* the statement's other errors are still checked */
		SLATE(s, n, D_UNKNOWN, "uregs[]: index out of bounds (%d)", (int)idx);
	struct sd_ref *r = sema_ref(s, n, SD_REF_UREGS);
	r->cval = idx;
	n->type = sd_type_lookup_typedef(s->tt, "uint64_t");
	return 0;
}

/* The first kernel type the typedef chain from t reaches (ipaddr_t's
 * __be32, in6_addr_t's struct in6_addr), or NULL: D's own only (uint32_t's
 * C integer). */
static struct sd_type *kernel_link(struct sd_typetab *tt, const struct sd_type *t)
{
	for (; t; t = t->typedef_of)
		if (t->typedef_of ? sd_ktype_is(tt, t) : t->is_kernel)
			return (struct sd_type *)t;
	return NULL;
}

/* A pointer to t, for &x and for a pointer declarator, as DTrace's
 * dt_type_pointer( ) finds it with libctf's ctf_type_pointer( ): a pointer
 * to t made before, else one to what the typedef t resolves to made
 * before, else a new pointer to t. The kernel's own: sd_ktype_addrof( ).
 * For a typedef of D's container: the C container's pointer to void, char
 * or int (dt_open.c adds only those three, so none to a typedef of them is
 * ever made: pid_t * is int *), D's to the copy of a kernel type it names
 * (ipaddr_t * is unsigned int *, in6_addr_t * struct in6_addr *:
 * sd_ktype_dbase_ptr( )), D's to a struct, union or enum of the program
 * once one was made (&p->m of a typedef of char m is a char *). */
struct sd_type *sema_type_pointer(struct sd_typetab *tt, struct sd_type *t)
{
	struct sd_type *b = (struct sd_type *)sd_type_canon(t), *k, *p;

	if (!t->typedef_of || sd_ktype_is(tt, t))
		return sd_ktype_addrof(tt, t);
	if (b == tt->t_void || b == tt->t_char || b == tt->t_int)
		return sd_type_ptr(tt, b);
	if ((k = kernel_link(tt, t->typedef_of)))
		return (p = sd_ktype_dbase_ptr(tt, k)) ? p : sd_type_ptr(tt, t);
	bool sou = b->kind == SD_T_STRUCT || b->kind == SD_T_UNION || b->kind == SD_T_ENUM;
	if (sou && !b->is_kernel && b->pointed && !t->pointed)
		return sd_type_ptr(tt, b);
	return sd_type_ptr(tt, t);
}

struct sd_type *sema_named_pointer(struct sd_typetab *tt, struct sd_type *t)
{
	return sd_ktype_is(tt, t) ? sd_ktype_named_ptr(tt, t) : sema_type_pointer(tt, t);
}

/* The tag "struct w" (tag 1; union 2, enum 3) of a probe argument's type
 * text: the kernel's, else the program's, else a forward tag made in D's
 * container, as DTrace's dt_probe_args_info( ) compiles the text
 * (lockstat's rw probes name struct rwlock, which no kernel defines). */
static struct sd_type *text_tag(struct sema *s, const char *w, int tag)
{
	const char *full = sd_arena_printf(s->cu->arena, "%s %s",
					   tag == 1 ? "struct" : tag == 2 ? "union" : "enum", w);
	struct sd_type *t = sd_ktype_lookup(s->tt, w, tag);

	if (t || (t = sd_type_lookup_tag(s->tt, full)))
		return t;
	t = sd_arena_alloc(s->cu->arena, sizeof(*t));
	t->kind = tag == 1 ? SD_T_STRUCT : tag == 2 ? SD_T_UNION : SD_T_ENUM;
	t->name = full;
	t->align = 1;
	sd_type_add_ctag(s->tt, full, t, false);
	return t;
}

/* The D type a provider names in text ("const char *", "struct file *",
 * "unsigned int", "size_t"), as dtrace_type_strcompile( ) compiles it:
 * qualifiers dropped (dt_decl.c keeps DT_DA_CONST but never adds one),
 * pointers as sema_type_pointer( ) makes them; NULL if a name is unknown. */
static struct sd_type *type_from_text(struct sema *s, const char *text)
{
	char buf[256], *save = NULL;
	unsigned ts = 0;
	int ptrs = 0, tag = 0;
	struct sd_type *t = NULL;

	uint32_t dims[4];
	int ndims = 0;

	snprintf(buf, sizeof(buf), "%s", text);
	/* a function pointer ("void (*)(void)": proc:::signal-handle's
	 * handler) is a pointer to D's one function type, whatever its
	 * return and parameters, as dt_decl_type( ) compiles a declarator
	 * with a parameter list (dtrace_type_strcompile( )) */
	if (strstr(buf, "(*)("))
		return sd_type_ptr(s->tt, sema_func_type(s));
	/* trailing array dimensions: "char [16]", "int [2][3]" */
	for (char *br = strchr(buf, '['); br && ndims < 4; br = strchr(br + 1, '[')) {
		dims[ndims++] = (uint32_t)strtoul(br + 1, NULL, 10);
		*br = ndims == 1 ? '\0' : *br;
	}
	for (char *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
		for (char *st = strchr(w, '*'); st; st = strchr(st + 1, '*'))
			ptrs++;
		char *st = strchr(w, '*');
		if (st)
			*st = '\0';
		if (!*w || !strcmp(w, "const") || !strcmp(w, "volatile"))
			continue;
		if (!strcmp(w, "struct") || !strcmp(w, "union") || !strcmp(w, "enum"))
			tag = w[0] == 's' ? 1 : w[0] == 'u' ? 2 : 3;
		else if (tag)
			t = text_tag(s, w, tag);
		else if (!strcmp(w, "unsigned")) ts |= SD_TS_UNSIGNED;
		else if (!strcmp(w, "signed")) ts |= SD_TS_SIGNED;
		else if (!strcmp(w, "char")) ts |= SD_TS_CHAR;
		else if (!strcmp(w, "short")) ts |= SD_TS_SHORT;
		else if (!strcmp(w, "long")) ts |= (ts & SD_TS_LONG) ? SD_TS_LONGLONG : SD_TS_LONG;
		else if (!strcmp(w, "int")) ts |= SD_TS_INT;
		else if (!strcmp(w, "void")) t = s->tt->t_void;
		else if (!(t = sd_type_lookup_typedef(s->tt, w)))
			t = sd_ktype_lookup(s->tt, w, 0);
	}
	if (!t && ts)
		t = sema_int_type(s, ts);
	for (int i = 0; t && i < ptrs; i++)
		t = i ? sema_type_pointer(s->tt, t) : sema_named_pointer(s->tt, t);
	while (t && ndims > 0)
		t = sd_type_array(s->tt, t, dims[--ndims]);
	return t;
}

const char *sd_sema_type_text_name(struct sd_cu *cu, const char *text)
{
	struct sema s = { .cu = cu, .tt = &cu->types };
	struct sd_type *t = type_from_text(&s, text);

	return t ? t->name : NULL;
}

/* The type of args[i] at probe p, or NULL when p has no such typed arg;
 * *native is the C type text argI has when args[i] is translated from it
 * (prov.h: arg_native), else NULL. */
static struct sd_type *arg_type(struct sema *s, const struct sd_probe *p, int64_t i,
				const char **native)
{
	struct sd_probe_args a;

	*native = NULL;
	if (sd_uprobe_is_user(p) && sd_utype_arg(s->tt, p, (int)i))
		return sd_utype_arg(s->tt, p, (int)i);	/* from DWARF */
	if (i < 0 || i >= SD_MAX_ARGS || sd_probe_get_arg_types(p, &a) < 0)
		return NULL;
	for (int k = 0; k <= i; k++)
		if (k >= a.nargs || !a.arg_type[k])
			return NULL;
	struct sd_type *t = type_from_text(s, a.arg_type[i]);
	*native = a.arg_native[i];
	return t ? t : sd_type_lookup_typedef(s->tt, "int64_t");
}

/* Does a translated argument's type (psinfo_t *, from the D library)
 * resolve? Not under -x nolibs: DTrace's dt_probe_args_info( ) then
 * leaves it CTF_ERR, and dt_idcook_args( ) refuses args[i]. */
static bool xtype_resolves(struct sema *s, const struct sd_probe *p, int64_t i)
{
	struct sd_probe_args a;

	return sd_probe_get_arg_types(p, &a) < 0 || i >= a.nargs || !a.arg_type[i] ||
	       type_from_text(s, a.arg_type[i]) != NULL;
}

/* A type name node from C type text: "struct tag *", "union tag",
 * "name *" (a typedef) or "int", with its pointers. */
static struct sd_node *text_typename(struct sema *s, const char *text, struct sd_loc loc)
{
	struct sd_node *tn = sd_arena_alloc(s->cu->arena, sizeof(*tn));
	struct sd_node *d = sd_arena_alloc(s->cu->arena, sizeof(*d));
	char name[128];

	tn->kind = SD_N_TYPENAME;
	tn->loc = d->loc = loc;
	if (!strncmp(text, "struct ", 7) || !strncmp(text, "union ", 6)) {
		tn->u.tname.spec.tag = text[0] == 's' ? SD_TAG_STRUCT : SD_TAG_UNION;
		text = strchr(text, ' ') + 1;
	}
	snprintf(name, sizeof(name), "%.*s", (int)strcspn(text, " *"), text);
	if (tn->u.tname.spec.tag)
		tn->u.tname.spec.tagname = sd_arena_strdup(s->cu->arena, name);
	else if (!strcmp(name, "int"))
		tn->u.tname.spec.tspec = SD_TS_INT;
	else
		tn->u.tname.spec.tdname = sd_arena_strdup(s->cu->arena, name);
	d->kind = SD_N_DECLARATOR;
	for (const char *st = strchr(text, '*'); st; st = strchr(st + 1, '*')) {
		struct sd_dlevel *l = sd_arena_alloc(s->cu->arena, sizeof(*l));
		l->kind = SD_DL_PTR;
		l->next = d->u.dtor.levels;
		d->u.dtor.levels = l;
	}
	tn->u.tname.dtor = d;
	return tn;
}

/* args[i] of a string in user memory becomes copyinstr(argI) (fn, id),
 * kept under a cast that remembers args[i] as written: DTrace's node is
 * still args[i] (dt_idcook_args( ) types it string), with the probe's
 * argument attributes (-v) and printed by -x tree as VARIABLE args. */
static int userland_arg(struct sema *s, struct sd_node *n, struct sd_node *fn,
			struct sd_node *id)
{
	struct sd_node *call = sd_arena_alloc(s->cu->arena, sizeof(*call));

	call->loc = n->loc;
	sema_make_call(call, fn, id, 1, true);
	if (sema_expr(s, call) < 0)
		return -1;
	struct sd_node *orig = sema_keep_orig(s, n, call->type);
	memset(&n->u, 0, sizeof(n->u));
	n->kind = SD_N_CAST;
	n->u.cast.a = call;
	n->u.cast.orig = orig;
	n->type = call->type;
	n->sema = NULL;
	return 0;
}

/* args[i] of a translated type (the provider gave argI's native C type:
 * "struct bio *" for bufinfo_t *) becomes xlate <T> ((native)argI);
 * a native "userland char *" makes it copyinstr(argI). A native type
 * ending in "@K" translates argK instead (prov.h: arg_native); "@K" alone
 * is no translation (1, as for none). */
static int translated_arg(struct sema *s, struct sd_node *n, const char *xtype,
			  const char *native, int64_t i)
{
	if (!native || native[0] == '@')
		return 1;
	const char *at = strchr(native, '@');
	if (at) {
		i = atoi(at + 1);
		native = sd_arena_strndup(s->cu->arena, native, (size_t)(at - native));
	}
	struct sd_node *id = sd_arena_alloc(s->cu->arena, sizeof(*id));
	struct sd_node *cast = sd_arena_alloc(s->cu->arena, sizeof(*cast));
	id->kind = SD_N_IDENT;
	id->loc = cast->loc = n->loc;
	id->u.ident.name = sd_arena_printf(s->cu->arena, "arg%d", (int)i);
	if (!strncmp(native, "userland ", 9)) {
		/* a string in user memory ("string=userland char *"):
		 * copyinstr(argI), but as DTrace copies such an argument
		 * (dt_cg_array_op()): unchecked, "" when unreadable */
		cast->kind = SD_N_IDENT;
		cast->u.ident.name = "copyinstr";
		return userland_arg(s, n, cast, id);
	}
	struct sd_node *orig = sema_keep_orig(s, n, NULL);	/* args[i] as written */
	cast->kind = SD_N_CAST;
	cast->u.cast.tname = text_typename(s, native, n->loc);
	cast->u.cast.a = id;
	n->kind = SD_N_XLATE;
	n->u.cast.orig = orig;
	n->u.cast.tname = text_typename(s, xtype, n->loc);
	n->u.cast.a = cast;
	n->sema = NULL;
	return sema_xlate(s, n);
}

/* Description pd as DTrace names it in messages (dtrace_desc2str()): a
 * probe ID as written, else its four fields "prov:mod:func:name", as its
 * pid provider left them. */
static const char *desc_str(struct sema *s, const struct sd_node *pd)
{
	struct sd_pdesc d;
	const char *why, *text = pd->u.pdesc.text;

	if (pd->u.pdesc.shown)
		return pd->u.pdesc.shown;
	if (pd->u.pdesc.by_id || sd_pdesc_parse(text, &d, &why) < 0)
		return text;
	text = sd_arena_printf(s->cu->arena, "%s:%s:%s:%s", d.prov, d.mod, d.func, d.name);
	sd_pdesc_free(&d);
	return text;
}

/* Whether the first probes of two of c's descriptions give args[] other
 * types (DTrace compiles the clause for each description, so each sees its
 * own; sema_clause() then makes a clause of each). */
bool sema_args_differ(struct sema *s, const struct sd_clause *c)
{
	const struct sd_probe *first = NULL;
	int k = 0;

	for (struct sd_node *pd = c->node->u.clause.probes; pd; pd = pd->next, k++) {
		bool unstable;
		const struct sd_probe *p = sema_desc_probe(c, pd, k, &unstable);
		if (unstable)
			return true;	/* its copy refuses args[ ] in turn */
		if (!p)
			continue;
		if (!first) {
			first = p;
			continue;
		}
		for (int i = 0; i < SD_MAX_ARGS; i++) {
			const char *n1, *n2;
			struct sd_type *t1 = arg_type(s, first, i, &n1), *t2 = arg_type(s, p, i, &n2);
			if (!t1 != !t2 || (t1 && strcmp(t1->name, t2->name)) || !n1 != !n2 ||
			    (n1 && strcmp(n1, n2)))
				return true;
		}
	}
	return false;
}

/* Under -x late=dynamic DTrace looks every args[i] up as a translation
 * (dt_idcook_args( ), dt_ident.c, skips its static case), and finds none
 * to a type that is not a struct or union (or a pointer to one):
 * dt_xlator_lookup( ) returns NULL for it before anything else. */
static bool late_xlatable(const struct sd_type *t)
{
	const struct sd_type *c = sd_type_canon(t);

	if (c->kind == SD_T_PTR && c->base)
		c = sd_type_canon(c->base);
	return c->kind == SD_T_STRUCT || c->kind == SD_T_UNION;
}

/* D_ARGS_XLATOR naming the native type (the translated one when the
 * argument needs no translation or is another raw argument, "@N"). */
static int late_no_xlator(struct sema *s, struct sd_node *n, const struct sd_type *t,
			  const char *native, int64_t i)
{
	const char *from = t->name;

	if (native && native[0] != '@')
		from = sd_arena_strndup(s->cu->arena, native, strcspn(native, "@"));
	SERR(s, n, D_ARGS_XLATOR, "translator for args[%lld] from %s to %s is not defined",
	     (long long)i, sema_fit_name(from), sema_fit_name(t->name));
	return -1;
}

int sema_args(struct sema *s, struct sd_node *n)
{
	struct sd_node *i = n->u.index.args;
	struct sd_clause *c = s->clause;
	struct sd_type *t = NULL;
	int64_t v;

	if (!i || i->next) {	/* DTrace counts the subscripts first */
		int nargs = 0;
		for (struct sd_node *k = i; k; k = k->next)
			nargs++;
		SERR(s, n, D_PROTO_LEN, "args[ ] prototype mismatch: %d arg%spassed, 1 expected",
		     nargs, nargs == 1 ? " " : "s ");
		return -1;
	}
	if (sema_expr(s, i) < 0 || !sd_type_is_int(i->type) ||
	    !sema_const(i, &v)) {
		if (!sd_diag_nerrors(&s->cu->diag))
			SERR(s, n, D_PROTO_ARG, "args[ ] argument #1 is incompatible with "
			     "prototype:\n\tprototype: integer constant\n\t argument: %s",
			     i && i->type ? i->type->name : "void");
		return -1;
	}
	/* As DTrace, which compiles the clause for each description: the
	 * types of the probe its probe information gives (the first it
	 * matched), unless it matched an unstable set or nothing (-Z: no
	 * probe information, as for an unstable set). Descriptions of one
	 * clause agree here: sema_clause() split those that did not. */
	const char *native = NULL, *xtype = NULL;
	int k = 0;
	for (struct sd_node *pd = c ? c->node->u.clause.probes : NULL; pd; pd = pd->next, k++) {
		bool unstable;
		const struct sd_probe *p = sema_desc_probe(c, pd, k, &unstable);
		const char *pn;
		if (!p && !unstable && c->prog < 0)
			continue;	/* a D library's: never matched */
		struct sd_type *pt = p ? arg_type(s, p, v, &pn) : NULL;
		if (p && !pt) {
			SERR(s, n, D_ARGS_IDX, "index %lld is out of range for %s args[ ]",
			     (long long)v, desc_str(s, pd));
			return -1;
		}
		if (!p) {
			SERR(s, n, D_ARGS_MULTI, "args[ ] may not be referenced because probe "
			     "description %s matches an unstable set of probes",
			     desc_str(s, pd));
			return -1;
		}
		if (pn && pn[0] != '@' && strncmp(pn, "userland ", 9) && !sd_uprobe_is_user(p) &&
		    !xtype_resolves(s, p, v)) {
			SERR(s, n, D_ARGS_TYPE, "failed to resolve translated type for args[%lld]",
			     (long long)v);
			return -1;
		}
		t = pt;
		native = pn;
		xtype = pn ? t->name : NULL;
	}
	if (t && s->cu->opts->xlate == SD_XLATE_DYNAMIC && !late_xlatable(t))
		return late_no_xlator(s, n, t, native, v);
	int rc = t ? translated_arg(s, n, xtype, native, v) : 1;
	if (rc <= 0)
		return rc;
	if (native && native[0] == '@')
		v = atoi(native + 1);	/* args[v] is another raw argument */
	struct sd_ref *r = sema_ref(s, n, SD_REF_BUILTIN);
	r->builtin = (enum sd_builtin)(SD_B_ARG0 + v);
	n->type = t ? t : sd_type_lookup_typedef(s->tt, "int64_t");
	return 0;
}
