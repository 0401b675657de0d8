/* dtree.c - DTrace's parse-tree dump (dtree.h). One walk prints both
 * forms of a node: as parsed (pass 1, or what sema did not reach: an
 * untyped node) and as checked (its type, attributes and flags). */
#include "dtree.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/buf.h"
#include "../base/opts.h"
#include "../kern/ktypes.h"
#include "sema_int.h"

/* DTrace's node flags, in the order it prints them */
enum {
	F_SIGN = 1, F_COOK = 2, F_REF = 4, F_LVAL = 8, F_WRITE = 16, F_BITF = 32,
	F_USER = 64, F_ALLOCA = 128, F_NONASSIGN = 256, F_DPTR = 512,
};

static const char *const flag_names[] = {
	"SIGN", "COOK", "REF", "LVAL", "WRITE", "BITF", "USER", "ALLOCA", "NONASSIGN", "DPTR",
};

/* the type of aggregating functions, translations and arrays' values */
#define DYN	"<DYN>"
#define F_DYN	(F_SIGN | F_COOK | F_REF)

static const struct sd_attr def_attr = { SD_STAB_STABLE, SD_STAB_STABLE, SD_CLASS_COMMON };
/* a clause's context before it is checked: all zero */
static const struct sd_attr zero_attr = { 0, 0, 0 };

struct dt {
	struct sd_buf *b;
	const struct sd_cu *cu;
	const struct sd_clause *cl;	/* the clause printed, once checked */
	const struct sd_node *pd;	/* its context's probe description */
	bool cooked;			/* passes 2 and 3 */
	const struct sd_node *items;	/* pass 1: the program's items */
};

/* What a node's line ends with: " (type=<T> attr=[a/b/c] flags=F)". */
struct props {
	const char *type;		/* NULL: none yet ("-1") */
	unsigned flags;
	struct sd_attr attr;
};

static const struct props raw = { NULL, 0, { SD_STAB_STABLE, SD_STAB_STABLE, SD_CLASS_COMMON } };

static void attr_str(struct sd_attr a, char out[16])
{
	static const char stab[] = "ipoxuesS", cls[] = "uCpgIc";

	snprintf(out, 16, "[%c/%c/%c]", stab[a.name & 7], stab[a.data & 7], cls[a.klass % 6]);
}

static void indent(struct dt *d, int depth)
{
	sd_buf_addf(d->b, "%*s", depth * 2, "");
}

/* A line at depth: fmt's text, then " (props)" unless p is NULL. */
static void SD_PRINTF(4, 5) line(struct dt *d, int depth, const struct props *p,
				 const char *fmt, ...)
{
	va_list ap;
	char a[16];

	indent(d, depth);
	va_start(ap, fmt);
	sd_buf_vaddf(d->b, fmt, ap);
	va_end(ap);
	if (p) {
		attr_str(p->attr, a);
		sd_buf_addf(d->b, " (type=<%s> attr=%s flags=", p->type ? p->type : "-1", a);
		const char *sep = "";
		for (size_t i = 0; i < SD_ARRAY_SIZE(flag_names); i++)
			if (p->flags & (1u << i)) {
				sd_buf_addf(d->b, "%s%s", sep, flag_names[i]);
				sep = ",";
			}
		sd_buf_addstr(d->b, *sep ? ")" : "0)");
	}
	sd_buf_addch(d->b, '\n');
}

static const char *tname(const struct sd_type *t)
{
	return t && t->name ? t->name : "void";
}

/* The flags DTrace gives a node of type t (dt_node_type_assign( )): signed
 * integers (and void) are SIGN; structs, unions, arrays, strings and
 * functions are by reference; a bit-field's type is BITF, whatever node
 * has it (g.a + g.b, a variable assigned g.a). */
static unsigned type_flags(const struct sd_type *t)
{
	const struct sd_type *c = t ? sd_type_canon(t) : NULL;
	unsigned f = F_COOK;

	if (!c || c->kind == SD_T_VOID || (c->kind == SD_T_INT && c->is_signed))
		f |= F_SIGN;
	if (c && (c->kind == SD_T_STRUCT || c->kind == SD_T_UNION || c->kind == SD_T_ARRAY ||
		  c->kind == SD_T_STRING || c->kind == SD_T_FUNC))
		f |= F_REF;
	if (sd_type_is_dt_bitfield(t))
		f |= F_BITF;
	return f;
}

static bool is_string(const struct sd_type *t)
{
	return t && sd_type_canon(t)->kind == SD_T_STRING;
}

static bool is_ptrish(const struct sd_type *t)
{
	const struct sd_type *c = t ? sd_type_canon(t) : NULL;

	return c && (c->kind == SD_T_PTR || c->kind == SD_T_ARRAY || c->kind == SD_T_STRING);
}

static const char *call_name(const struct sd_node *n)
{
	return n->u.call.fn->kind == SD_N_IDENT ? n->u.call.fn->u.ident.name : "?";
}

static bool kind_is(const char *name, const char *kind)
{
	const char *k = sema_func_kind(name);

	return k && !strcmp(k, kind);
}

static const char *op_str(enum sd_op op)
{
	switch (op) {
	case SD_OP_NEG: return "-";
	case SD_OP_PLUS: return "+";
	case SD_OP_NOT: return "!";
	case SD_OP_BNOT: return "~";
	case SD_OP_DEREF: return "*";
	case SD_OP_ADDROF: return "&";
	case SD_OP_PREINC: case SD_OP_POSTINC: return "++";
	case SD_OP_PREDEC: case SD_OP_POSTDEC: return "--";
	default: return sd_op_str(op);
	}
}

static const char *assign_str(enum sd_op op)
{
	static char s[SD_OP_ASSIGN + 1][4];

	if (op == SD_OP_ASSIGN)
		return "=";
	if (!s[op][0])
		snprintf(s[op], sizeof(s[op]), "%s=", sd_op_str(op));
	return s[op];
}

/* ---- checked nodes: flags ---------------------------------------------- */


/* Was n checked? (sema types every expression but calls of aggregating
 * functions, which DTrace types <DYN>.) */
static bool checked(const struct dt *d, const struct sd_node *n)
{
	if (d->cooked && n->kind == SD_N_CALL && !n->type)
		return kind_is(call_name(n), "aggregating function");
	return d->cooked && n->type;
}

/* Does an expansion sema made print as what was written? An inline's
 * name does (a VARIABLE in DTrace's tree), unless its value is an integer
 * constant (which DTrace's parser puts in its place); a member of a
 * translated struct does (an OP2 -> or . in DTrace's). */
static bool is_inline_ref(const struct dt *d, const struct sd_node *n)
{
	const struct sd_node *o = n->u.cast.orig, *e = n->u.cast.a;

	if (o && sema_args_elem(o))
		return true;	/* args[i], a string in user memory */
	if (!o || (o->kind != SD_N_IDENT && o->kind != SD_N_MEMBER))
		return false;
	while (o->kind == SD_N_IDENT && e->kind == SD_N_CAST && !e->u.cast.tname && e->u.cast.a)
		e = e->u.cast.a;
	return o->kind == SD_N_MEMBER || e->kind != SD_N_INT;
}

/* What sema put around a node that DTrace's tree does not have: an
 * inline's expansion, an array's address. */
static const struct sd_node *skip(const struct dt *d, const struct sd_node *n)
{
	while (d->cooked && n->kind == SD_N_CAST && !n->u.cast.tname && n->u.cast.a &&
	       !is_inline_ref(d, n))
		n = n->u.cast.a;
	return n;
}

static unsigned nflags(const struct dt *d, const struct sd_node *n);

static const struct sd_var *var_of(const struct sd_node *n)
{
	const struct sd_ref *r = n->sema;

	return r && r->kind == SD_REF_VAR ? r->var : NULL;
}

/* A D variable: an l-value, writable; one of a by-reference type points
 * to DTrace's storage, but not through an associative array. */
static unsigned var_flags(const struct sd_var *v, const struct sd_type *t, bool assoc)
{
	unsigned f = type_flags(t) | F_LVAL | F_WRITE;

	if (!assoc && (f & F_REF) && !is_string(t))
		f |= F_DPTR;
	if (v && v->alloca)
		f |= F_ALLOCA;
	return f;
}

static unsigned ident_flags(const struct sd_node *n)
{
	const struct sd_ref *r = n->sema;

	if (n->kind != SD_N_IDENT || (r && r->kind == SD_REF_VAR))
		return var_flags(var_of(n), n->type, false);
	return type_flags(n->type) | F_LVAL;	/* builtins, symbols, parameters */
}

static unsigned deref_flags(const struct dt *d, const struct sd_node *n, const struct sd_node *a)
{
	const struct sd_type *c = sd_type_canon(n->type);
	unsigned f = type_flags(n->type), af = nflags(d, a);

	if (c->kind != SD_T_ARRAY || is_string(n->type))
		f |= F_LVAL;
	if ((af & F_WRITE) || (a->kind == SD_N_BINOP && a->u.binop.op == SD_OP_ADD &&
			       (nflags(d, a->u.binop.a) & F_WRITE)))
		f |= F_WRITE;
	if (sd_sema_array_sum(a) && (sema_array_sum_written(a) & SD_LV_WRITABLE))
		f |= F_WRITE;	/* *(a + i) of a writable a */
	if ((af & F_USER) && (c->kind == SD_T_PTR || (f & F_REF)))
		f |= F_USER;
	return f;
}

/* The flags of a + i, made element x's &a[i] (put_elem_sum( )): the
 * array's type's, with its USER and DPTR. */
static unsigned sum_flags(const struct dt *d, const struct sd_node *x)
{
	const struct sd_node *a = skip(d, x->u.index.base);

	return type_flags(a->type) | (nflags(d, a) & (F_USER | F_DPTR));
}

static unsigned unop_flags(const struct dt *d, const struct sd_node *n)
{
	const struct sd_node *a = skip(d, n->u.unop.a);

	switch (n->u.unop.op) {
	case SD_OP_DEREF: return deref_flags(d, n, a);
	case SD_OP_ADDROF:
		if (sd_sema_array_sum(n))	/* a + i: a's USER and DPTR */
			return sum_flags(d, n->u.unop.a);
		return type_flags(n->type) | (nflags(d, a) & F_USER);
	case SD_OP_NOT: return type_flags(n->type);
	default: return nflags(d, a) & ~F_LVAL;
	}
}

/* a + i and a - i on pointers keep the pointer's USER and DPTR */
static unsigned binop_flags(const struct dt *d, const struct sd_node *n)
{
	const struct sd_node *a = skip(d, n->u.binop.a), *b = skip(d, n->u.binop.b);

	switch (n->u.binop.op) {
	case SD_OP_SHL: case SD_OP_SHR: return nflags(d, a) & ~F_LVAL;
	case SD_OP_COMMA: return nflags(d, b) & ~F_LVAL;
	case SD_OP_ADD: case SD_OP_SUB:
		if (is_ptrish(a->type) && !is_ptrish(b->type))
			return type_flags(n->type) | (nflags(d, a) & (F_USER | F_DPTR));
		if (is_ptrish(b->type) && !is_ptrish(a->type))
			return type_flags(n->type) | (nflags(d, b) & (F_USER | F_DPTR));
		return type_flags(n->type);
	default: return type_flags(n->type);
	}
}

static unsigned member_flags(const struct dt *d, const struct sd_node *n)
{
	const struct sd_node *base = skip(d, n->u.member.base);
	const struct sd_type *c = sd_type_canon(n->type);
	unsigned f = type_flags(n->type), bf = nflags(d, base);
	bool lv = c->kind != SD_T_ARRAY || is_string(n->type);

	if (lv && (n->u.member.arrow || (bf & F_LVAL)))
		f |= F_LVAL;
	f |= bf & F_WRITE;
	if (sema_lvflags(n) & SD_LV_BITFIELD)
		f |= F_BITF;
	if ((bf & F_USER) && (c->kind == SD_T_PTR || (f & F_REF)))
		f |= F_USER;
	return f;
}

static unsigned call_flags(const struct sd_node *n)
{
	const char *name = call_name(n);

	if (kind_is(name, "aggregating function"))
		return F_DYN;
	return type_flags(n->type) | (!strcmp(name, "alloca") ? F_ALLOCA : 0);
}

/* The variable of a[k]: sema refers to it from the index (from the name
 * for self->a[k]). */
static const struct sd_var *keyed_var(const struct sd_node *n)
{
	const struct sd_var *v = var_of(n);

	return v ? v : var_of(n->u.index.base);
}

static unsigned index_flags(const struct dt *d, const struct sd_node *n)
{
	if (sema_builtin_array(n->u.index.base))
		return type_flags(n->type) | F_LVAL;
	if (n->sema)
		return var_flags(keyed_var(n), n->type, true);
	unsigned f = deref_flags(d, n, n->u.index.base);
	if (n->u.index.swapped)	/* i[a], *(i + a): writable when i is */
		f = (f & ~F_WRITE) | (nflags(d, n->u.index.args) & F_WRITE);
	return f;
}

/* The flags of an inline's name (a variable of its type) or of a member
 * of a translated struct. */
static unsigned orig_flags(const struct dt *d, const struct sd_node *n)
{
	const struct sd_node *o = n->u.cast.orig;
	unsigned f = type_flags(n->type), bf;

	if (o->kind != SD_N_MEMBER)
		return var_flags(NULL, n->type, false) & ~F_WRITE;
	bf = nflags(d, o->u.member.base);
	if (o->u.member.arrow || (bf & F_LVAL))
		f |= F_LVAL;
	return f | (bf & F_WRITE);
}

/* The flags of checked node n, as DTrace's cooking leaves them. */
static unsigned nflags(const struct dt *d, const struct sd_node *n)
{
	n = skip(d, n);
	if (!checked(d, n))
		return 0;
	switch (n->kind) {
	case SD_N_CAST:
		if (!n->u.cast.tname)	/* as written (is_inline_ref) */
			return orig_flags(d, n);
		return type_flags(n->type);
	case SD_N_STR: return F_COOK | F_REF | F_DPTR;
	case SD_N_IDENT: case SD_N_SELF: case SD_N_THIS: return ident_flags(n);
	case SD_N_UNOP: return unop_flags(d, n);
	case SD_N_BINOP: return binop_flags(d, n);
	case SD_N_ASSIGN: return nflags(d, n->u.assign.lhs) & ~F_LVAL;
	case SD_N_MEMBER: return member_flags(d, n);
	case SD_N_CALL: return call_flags(n);
	case SD_N_INDEX: return index_flags(d, n);
	case SD_N_XLATE: return F_DYN;
	default: return type_flags(n->type);
	}
}

static struct sd_attr nattr(const struct dt *d, const struct sd_node *n)
{
	return d->cooked ? sd_node_attr(d->cu, d->cl, d->pd, n) : def_attr;
}

static struct props cprops(const struct dt *d, const struct sd_node *n)
{
	struct props p = { tname(n->type), nflags(d, n), nattr(d, n) };

	return p;
}

/* ---- constants DTrace's parser folds ----------------------------------- */

/* An integer constant's type: int, long, long long, signed or not as
 * its value, suffixes and base allow (DTrace's dt_node_int). */
static struct sd_type *lit_type(const struct sd_typetab *tt, const struct sd_node *n)
{
	struct sd_type *ts[] = { tt->t_int, tt->t_uint, tt->t_long, tt->t_ulong, tt->t_llong,
				 tt->t_ullong };
	const uint64_t lim[] = { INT32_MAX, UINT32_MAX, INT64_MAX, UINT64_MAX, INT64_MAX,
				 UINT64_MAX };
	bool u = n->u.ival.is_unsigned;
	int step = n->u.ival.base == 10 || n->u.ival.lower_u ? 2 : 1;

	if (n->u.ival.is_char)
		return tt->t_int;
	for (int i = (u ? 1 : 0) + 2 * n->u.ival.suffix_l; i < 6; i += step)
		if (n->u.ival.v <= lim[i])
			return ts[i];
	return tt->t_ullong;
}

struct konst {
	uint64_t v;
	const struct sd_type *t;
};

static bool dscoped(const char *name)
{
	return !strncmp(name, "D`", 2) || !strncmp(name, "C`", 2);
}

/* A tag the program declares with a body (at the top level): sema has
 * not made its type yet when pass 1 prints, DTrace's parser had. Only its
 * name and kind show there (and an enum's size, to fold a cast). */
static const struct sd_type *program_tag(const struct dt *d, const struct sd_declspec *sp,
					 const char *full)
{
	static struct sd_type ring[8];
	static int next;
	const char *name = sp->tagname + 2 * dscoped(sp->tagname);

	for (const struct sd_node *it = d->items; it; it = it->next) {
		const struct sd_declspec *ds = &it->u.decl.spec;
		if (it->kind != SD_N_DECL || ds->tag != sp->tag || !ds->has_body ||
		    !ds->tagname || strcmp(ds->tagname + 2 * dscoped(ds->tagname), name))
			continue;
		struct sd_type *t = &ring[next++ % 8];
		*t = (struct sd_type){ .kind = sp->tag == SD_TAG_STRUCT ? SD_T_STRUCT :
					       sp->tag == SD_TAG_UNION ? SD_T_UNION : SD_T_ENUM,
				       .size = sp->tag == SD_TAG_ENUM ? 4 : 0 };
		t->name = full;
		return t;
	}
	return NULL;
}

/* The tag of specifiers sp as dt_decl_type( ) finds it: in a container
 * of D's (C`tag, D`tag: that one only), else the kernel's (tag, mod`tag). */
static const struct sd_type *spec_tag(const struct dt *d, const struct sd_declspec *sp)
{
	static const char *const kw[] = { "", "struct", "union", "enum" };
	static char full[8][256];
	static int next;
	const struct sd_typetab *tt = &d->cu->types;
	const char *name = sp->tagname, *k;

	if (!name)
		return NULL;
	bool scoped = dscoped(name);
	char *f = full[next++ % 8];
	snprintf(f, sizeof(full[0]), "%s %s", kw[sp->tag], name + 2 * scoped);
	const struct sd_type *t = sd_type_lookup_tag_in(tt, f, scoped ? name[0] : 0);
	if (!t)
		t = program_tag(d, sp, f);
	if (t || scoped || !(k = sd_ktype_unscoped(name)))
		return t;
	/* the table's kernel types are converted as they are asked for */
	return sd_ktype_lookup((struct sd_typetab *)tt, k, (int)sp->tag);
}

/* A typedef as DTrace's parser finds it (dt_type_lookup( ) from
 * dt_node_type( )): D's (D`name: D's only), else the kernel's (name,
 * mod`name; never C`name, which names C's container only). */
static const struct sd_type *spec_typedef(const struct sd_typetab *tt, const char *n)
{
	const struct sd_type *t = sd_type_lookup_scoped(tt, n);
	const char *k;

	if (!t)
		t = sd_type_lookup_typedef(tt, n + 2 * !strncmp(n, "D`", 2));
	if (t || dscoped(n) || !(k = sd_ktype_unscoped(n)))
		return t;
	/* the table's kernel types are converted as they are asked for */
	return sd_ktype_lookup((struct sd_typetab *)tt, k, 0);
}

/* The base type of specifiers sp as the parser knows it: a keyword's, a
 * typedef or tag of D, of the program (program_tag( )) or of the kernel;
 * NULL if unknown yet. */
static const struct sd_type *spec_type(const struct dt *d, const struct sd_declspec *sp)
{
	const struct sd_typetab *tt = &d->cu->types;
	unsigned ts = sp->tspec;
	bool u = ts & SD_TS_UNSIGNED;

	if (sp->tdname)
		return spec_typedef(tt, sp->tdname);
	if (sp->tag)
		return spec_tag(d, sp);
	if (ts & SD_TS_VOID) return tt->t_void;
	if (ts & SD_TS_STRING) return tt->t_string;
	if (ts & SD_TS_BOOL) return tt->t_bool;
	if (ts & SD_TS_FLOAT) return tt->t_float;
	if (ts & SD_TS_DOUBLE) return ts & SD_TS_LONG ? tt->t_ldouble : tt->t_double;
	if (ts & SD_TS_CHAR) return u ? tt->t_uchar : tt->t_char;
	if (ts & SD_TS_SHORT) return u ? tt->t_ushort : tt->t_short;
	if (ts & SD_TS_LONGLONG) return u ? tt->t_ullong : tt->t_llong;
	if (ts & SD_TS_LONG) return u ? tt->t_ulong : tt->t_long;
	if (ts & (SD_TS_INT | SD_TS_SIGNED | SD_TS_UNSIGNED)) return u ? tt->t_uint : tt->t_int;
	return NULL;
}

/* A type name as DTrace's parser resolves it (before sema): its props,
 * and its type when it is no pointer (nptr is 0). false if unknown. */
static bool parsed_type(const struct dt *d, const struct sd_node *tn, struct props *p,
			const struct sd_type **t)
{
	static char names[8][128];
	static int next;
	const struct sd_node *dt = tn ? tn->u.tname.dtor : NULL;
	int nptr = 0;

	*t = tn ? spec_type(d, &tn->u.tname.spec) : NULL;
	if (!*t)
		return false;
	for (const struct sd_dlevel *l = dt ? dt->u.dtor.levels : NULL; l; l = l->next) {
		if (l->kind != SD_DL_PTR)
			return false;
		nptr++;
	}
	*p = (struct props){ tname(*t), type_flags(*t),
			     sd_typename_attr(&d->cu->types, tn, *t, nptr) };
	if (nptr) {
		char *n = names[next++ % 8];
		snprintf(n, 128, "%s %.*s", tname(*t), nptr, "********");
		*p = (struct props){ n, F_COOK, p->attr };
		*t = NULL;
	}
	return true;
}

/* DTrace folds a cast of a constant to an integer type as it parses. */
static void fold_cast(struct konst *k, const struct sd_type *to)
{
	unsigned ss = k->t->size, ds = to->size;
	bool srcs = type_flags(k->t) & F_SIGN, dsts = type_flags(to) & F_SIGN;
	int sh = (int)(8 - ds) * 8;
	bool cast = sh && !(ds > ss && (dsts || !srcs)) && !(ds == ss && dsts == srcs);

	if (cast) {
		k->v <<= sh;
		k->v = dsts ? (uint64_t)((int64_t)k->v >> sh) : k->v >> sh;
	}
	k->t = to;
}

static bool pfold(const struct dt *d, const struct sd_node *n, struct konst *k);

/* DTrace's parser makes offsetof(T, m) a constant at once (dt_node_offsetof( )):
 * the member's byte offset, typed by dt_node_int( ) from the lexer's last
 * integer constant's suffix and base, as the node recorded them. */
static bool fold_offsetof(const struct dt *d, const struct sd_node *n, struct konst *k)
{
	struct sd_typetab *tt = (struct sd_typetab *)&d->cu->types;
	const struct sd_type *t;
	struct props p;

	if (!parsed_type(d, n->u.offsetof.tname, &p, &t) || !t ||
	    (t->kind != SD_T_STRUCT && t->kind != SD_T_UNION))
		return false;
	const struct sd_member *m = sd_type_member(tt, (struct sd_type *)t, n->u.offsetof.member);
	if (!m || m->bits)
		return false;
	struct sd_node lit = { .kind = SD_N_INT };
	lit.u.ival.v = m->off;
	lit.u.ival.is_unsigned = n->u.offsetof.is_unsigned;
	lit.u.ival.lower_u = n->u.offsetof.lower_u;
	lit.u.ival.suffix_l = n->u.offsetof.suffix_l;
	lit.u.ival.base = n->u.offsetof.base;
	k->v = m->off;
	k->t = lit_type(tt, &lit);
	return true;
}

static bool fold_unop(const struct dt *d, const struct sd_node *n, struct konst *k)
{
	if (!pfold(d, n->u.unop.a, k))
		return false;
	switch (n->u.unop.op) {
	case SD_OP_NEG:
		k->v = -k->v;
		if (!k->t->is_signed && k->t->size < 8)
			k->v &= ~0ull >> (64 - k->t->size * 8);
		return true;
	case SD_OP_PLUS: return true;
	case SD_OP_BNOT: k->v = ~k->v; return true;
	case SD_OP_NOT: k->v = !k->v; return true;
	default: return false;
	}
}

static bool fold_cmp(enum sd_op op, uint64_t l, uint64_t r, bool sgn, uint64_t *v)
{
	int64_t sl = (int64_t)l, sr = (int64_t)r;

	switch (op) {
	case SD_OP_LT: *v = sgn ? sl < sr : l < r; return true;
	case SD_OP_LE: *v = sgn ? sl <= sr : l <= r; return true;
	case SD_OP_GT: *v = sgn ? sl > sr : l > r; return true;
	case SD_OP_GE: *v = sgn ? sl >= sr : l >= r; return true;
	case SD_OP_EQ: *v = l == r; return true;
	case SD_OP_NE: *v = l != r; return true;
	case SD_OP_LAND: *v = l && r; return true;
	case SD_OP_LOR: *v = l || r; return true;
	case SD_OP_LXOR: *v = !l != !r; return true;
	default: return false;
	}
}

static bool fold_arith(enum sd_op op, uint64_t l, uint64_t r, bool sgn, uint64_t *v)
{
	switch (op) {
	case SD_OP_ADD: *v = l + r; return true;
	case SD_OP_SUB: *v = l - r; return true;
	case SD_OP_MUL: *v = l * r; return true;
	case SD_OP_BAND: *v = l & r; return true;
	case SD_OP_BOR: *v = l | r; return true;
	case SD_OP_BXOR: *v = l ^ r; return true;
	case SD_OP_DIV: case SD_OP_MOD:
		if (!r)
			return false;
		if (sgn && (int64_t)r == -1)
			*v = op == SD_OP_DIV ? -l : 0;
		else if (sgn)
			*v = (uint64_t)(op == SD_OP_DIV ? (int64_t)l / (int64_t)r :
					(int64_t)l % (int64_t)r);
		else
			*v = op == SD_OP_DIV ? l / r : l % r;
		return true;
	default: return false;
	}
}

static bool fold_binop(const struct dt *d, const struct sd_node *n, struct konst *k)
{
	struct konst a, b;
	enum sd_op op = n->u.binop.op;

	if (op == SD_OP_COMMA || !pfold(d, n->u.binop.a, &a) || !pfold(d, n->u.binop.b, &b))
		return false;
	if (op == SD_OP_SHL || op == SD_OP_SHR) {
		k->v = op == SD_OP_SHL ? a.v << (b.v & 63) : a.v >> (b.v & 63);
		k->t = a.t;
		return true;
	}
	const struct sd_type *pt = sd_type_arith_result(&d->cu->types, a.t, b.t);
	if (fold_cmp(op, a.v, b.v, pt->is_signed, &k->v)) {
		k->t = d->cu->types.t_int;
		return true;
	}
	k->t = pt;
	return fold_arith(op, a.v, b.v, pt->is_signed, &k->v);
}

/* Is n, as parsed, one of the constants DTrace's parser computes (an
 * integer, an operator on them, sizeof a string)? Its value and type. */
static bool pfold(const struct dt *d, const struct sd_node *n, struct konst *k)
{
	const struct sd_type *t;
	struct konst c;
	struct props p;

	n = skip(d, n);
	switch (n->kind) {
	case SD_N_INT:
		if (n->u.ival.orig)	/* what sema folded: as DTrace's parser would */
			return pfold(d, n->u.ival.orig, k);
		k->v = n->u.ival.v;
		k->t = n->type && d->cooked ? n->type : lit_type(&d->cu->types, n);
		return true;
	case SD_N_UNOP: return fold_unop(d, n, k);
	case SD_N_BINOP: return fold_binop(d, n, k);
	case SD_N_COND:
		if (!pfold(d, n->u.cond.c, &c))
			return false;
		return pfold(d, c.v ? n->u.cond.a : n->u.cond.b, k);
	case SD_N_CAST:
		if (!n->u.cast.tname || !parsed_type(d, n->u.cast.tname, &p, &t) || !t ||
		    !sd_type_is_int(sd_type_canon(t)) || !pfold(d, n->u.cast.a, k))
			return false;
		fold_cast(k, t);
		return true;
	case SD_N_OFFSETOF:
		return fold_offsetof(d, n, k);
	case SD_N_SIZEOF:
		if (n->u.size.tname && parsed_type(d, n->u.size.tname, &p, &t))
			k->v = !t ? 8 : t->kind != SD_T_STRING ? t->size :
				n->u.size.strsize ? n->u.size.strsize : d->cu->opts->strsize;
		else if (!n->u.size.tname && n->u.size.a->kind == SD_N_STR)
			k->v = strlen(n->u.size.a->u.str.s) + 1;
		else
			return false;
		k->t = sd_type_lookup_typedef(&d->cu->types, "size_t");
		return k->t != NULL;
	default:
		return false;
	}
}

/* ---- nodes -------------------------------------------------------------- */

static void node(struct dt *d, const struct sd_node *n, int depth);

/* Nodes of a list, "," between them at depth - 1. */
static void list(struct dt *d, const struct sd_node *n, int depth)
{
	for (; n; n = n->next) {
		node(d, n, depth);
		if (n->next)
			line(d, depth - 1, NULL, ",");
	}
}

static void put_string(struct dt *d, const struct sd_node *n, int depth, const struct props *p)
{
	struct sd_buf e = SD_BUF_INIT;
	static const char from[] = "\a\b\f\n\r\t\v\"\\", to[] = "abfnrtv\"\\";

	for (size_t i = 0; i < n->u.str.len; i++) {
		char c = n->u.str.s[i];
		const char *q = c ? strchr(from, c) : NULL;
		if (!c)
			sd_buf_addstr(&e, "\\0");
		else if (q)
			sd_buf_addf(&e, "\\%c", to[q - from]);
		else if (c != ' ' && (c < '!' || c > '~'))
			sd_buf_addf(&e, "\\%03o", (unsigned char)c);
		else
			sd_buf_addch(&e, c);
	}
	line(d, depth, p, "STRING \"%s\"", sd_buf_str(&e));
	sd_buf_free(&e);
}

static void put_int(struct dt *d, uint64_t v, int depth, const struct props *p)
{
	line(d, depth, p, "INT 0x%llx", (unsigned long long)v);
}

/* "TYPE (props)" of a cast, sizeof or xlate: the type t of n (or of its
 * result for xlate), that of type name tn, with its attributes
 * (sd_typename_attr( )). */
static void put_type(struct dt *d, const struct sd_type *t, const struct sd_node *tn,
		     int depth)
{
	struct props p = raw;
	const struct sd_type *pt;

	if (!d->cooked && tn && parsed_type(d, tn, &p, &pt)) {
		line(d, depth, &p, "TYPE");
		return;
	}
	if (d->cooked && t) {
		int nptr = 0;
		p.type = tname(t);
		p.flags = type_flags(t);
		for (pt = t; pt->kind == SD_T_PTR; pt = pt->base)
			nptr++;
		p.attr = sd_typename_attr(&d->cu->types, tn, pt, nptr);
	}
	line(d, depth, &p, "TYPE");
}

static void var_line(struct dt *d, const struct sd_node *n, const struct sd_var *v,
		     const char *name, int depth, const struct props *p)
{
	const char *how = !v ? "" : v->alloca ? "(alloca-assigned) " :
			  v->nonalloca ? "(normally-assigned) " : "";
	const char *scope = "";

	if (n->kind == SD_N_SELF || (v && v->kind == SD_VAR_TLS))
		scope = "self->";
	else if (n->kind == SD_N_THIS || (v && v->kind == SD_VAR_THIS))
		scope = "this->";
	line(d, depth, p, "VARIABLE %s%s%s", how, scope, name);
}

static void put_ident(struct dt *d, const struct sd_node *n, int depth)
{
	const struct sd_ref *r = n->sema;
	struct props p = cprops(d, n);
	const char *name = n->u.ident.name, *q = strrchr(name, '`');

	if (r && r->kind == SD_REF_KSYM) {
		line(d, depth, &p, "SYMBOL vmlinux`%s", q ? q + 1 : name);
		return;
	}
	var_line(d, n, var_of(n), name, depth, &p);
}

/* VARIABLE name, then its keys between [ and ] */
static void put_keyed(struct dt *d, const struct sd_node *n, int depth)
{
	const struct sd_node *base = n->u.index.base;
	const struct sd_var *v = keyed_var(n);
	struct props p = cprops(d, n);
	var_line(d, base, v, base->u.ident.name, depth, &p);
	line(d, depth, NULL, "[");
	list(d, n->u.index.args, depth + 1);
	line(d, depth, NULL, "]");
}

static void put_agg(struct dt *d, const struct sd_node *lhs, const struct sd_node *fn,
		    int depth, struct sd_attr a)
{
	const struct sd_node *base = lhs->kind == SD_N_INDEX ? lhs->u.index.base : lhs;
	const char *name = base->u.ident.name;
	char s[16];

	attr_str(a, s);
	line(d, depth, NULL, "AGGREGATE %s attr=%s [", name, s);
	if (lhs->kind == SD_N_INDEX)
		list(d, lhs->u.index.args, depth + 1);
	line(d, depth, NULL, "]");
	line(d, depth, NULL, "=");
	node(d, fn, depth + 1);
}

/* Checked a[i] on a pointer or array: *(a + i) */
/* The a + i of an element a[i] (DTrace's *(a + i)), typed as the array. */
static void put_elem_sum(struct dt *d, const struct sd_node *n, int depth)
{
	const struct sd_node *a = skip(d, n->u.index.base), *i = n->u.index.args;
	struct props q = { tname(a->type), sum_flags(d, n), nattr(d, n) };

	if (n->u.index.minus)	/* a - i: sema's -i */
		i = i->u.unop.a;
	line(d, depth, &q, "OP2 %s", n->u.index.minus ? "-" : "+");
	node(d, n->u.index.swapped ? i : a, depth + 1);
	node(d, n->u.index.swapped ? a : i, depth + 1);
}

static void put_elem(struct dt *d, const struct sd_node *n, int depth)
{
	struct props p = cprops(d, n);

	line(d, depth, &p, "OP1 *");
	put_elem_sum(d, n, depth + 1);
}

static void put_index(struct dt *d, const struct sd_node *n, int depth)
{
	if (!checked(d, n)) {
		line(d, depth, &raw, "OP2 [");
		node(d, n->u.index.base, depth + 1);
		node(d, n->u.index.args, depth + 1);	/* DTrace: only the first */
	} else if (n->sema || sema_builtin_array(n->u.index.base)) {
		put_keyed(d, n, depth);
	} else {
		put_elem(d, n, depth);
	}
}

static void put_member(struct dt *d, const struct sd_node *n, int depth)
{
	struct props p = checked(d, n) ? cprops(d, n) : raw;

	line(d, depth, &p, "OP2 %s", n->u.member.arrow ? "->" : ".");
	node(d, n->u.member.base, depth + 1);
	line(d, depth + 1, &raw, "IDENT %s", n->u.member.name);
}

/* self->x and this->x as parsed */
static void put_scoped(struct dt *d, const struct sd_node *n, int depth)
{
	line(d, depth, &raw, "OP2 ->");
	line(d, depth + 1, &raw, "IDENT %s", n->kind == SD_N_SELF ? "self" : "this");
	line(d, depth + 1, &raw, "IDENT %s", n->u.ident.name);
}

static void put_call(struct dt *d, const struct sd_node *n, int depth)
{
	struct props p = raw;

	if (checked(d, n)) {
		p = cprops(d, n);
		if (kind_is(call_name(n), "aggregating function"))
			p.type = DYN;
	}
	line(d, depth, &p, "FUNC %s", call_name(n));
	list(d, n->u.call.args, depth + 1);
}

static void put_assign(struct dt *d, const struct sd_node *n, int depth)
{
	if (checked(d, n) || (d->cooked && sema_is_agg_ref(n->u.assign.lhs))) {
		if (sema_is_agg_ref(n->u.assign.lhs)) {
			put_agg(d, n->u.assign.lhs, n->u.assign.rhs, depth, nattr(d, n));
			return;
		}
	}
	struct props p = checked(d, n) ? cprops(d, n) : raw;
	line(d, depth, &p, "OP2 %s", assign_str(n->u.assign.op));
	node(d, n->u.assign.lhs, depth + 1);
	node(d, n->u.assign.rhs, depth + 1);
}

static void put_cond(struct dt *d, const struct sd_node *n, int depth)
{
	struct props p = checked(d, n) ? cprops(d, n) : raw;

	line(d, depth, &p, "OP3");
	node(d, n->u.cond.c, depth + 1);
	line(d, depth, NULL, "?");
	node(d, n->u.cond.a, depth + 1);
	line(d, depth, NULL, ":");
	node(d, n->u.cond.b, depth + 1);
}

/* (T)e and xlate <T> (e): an OP2 whose left is the TYPE */
static void put_typed_op(struct dt *d, const struct sd_node *n, const char *op, int depth)
{
	struct props p = checked(d, n) ? cprops(d, n) : raw;
	const struct sd_type *t = n->type;

	if (n->kind == SD_N_XLATE)
		p.type = checked(d, n) ? DYN : NULL;
	line(d, depth, &p, "OP2 %s", op);
	put_type(d, t, n->u.cast.tname, depth + 1);
	node(d, n->u.cast.a, depth + 1);
}

/* *p of a translated pointer (*curpsinfo, *args[1], *xlate <T *> (e)):
 * dt_cook_op1( )'s DT_TOK_DEREF gives it the translator's ident and the
 * type <DYN>, no lvalue. */
static bool xlptr_deref(const struct sd_node *n)
{
	if (n->kind != SD_N_UNOP || n->u.unop.op != SD_OP_DEREF)
		return false;
	const struct sd_node *a = n->u.unop.a;
	while (a->kind == SD_N_CAST && !a->u.cast.tname && a->u.cast.a)
		a = a->u.cast.a;
	return a->kind == SD_N_XLATE;
}

static void put_unop(struct dt *d, const struct sd_node *n, const char *op,
		     const struct sd_node *a, int depth)
{
	struct props p = checked(d, n) ? cprops(d, n) : raw;

	if (checked(d, n) && xlptr_deref(n)) {
		p.type = DYN;
		p.flags = F_DYN;
	}

	line(d, depth, &p, "OP1 %s", op);
	if (a)
		node(d, a, depth + 1);
	else
		put_type(d, n->u.size.tname ? n->type : NULL, n->u.size.tname, depth + 1);
}

/* args[i] whose type the provider translates: DTrace's VARIABLE args
 * with its key, of the dynamic type <DYN> (dt_idcook_args( ) gives a
 * translated args[i] the translator's ident and DT_DYN_TYPE, which
 * dt_node_type_assign( ) flags REF), not of the translated type. */
static void put_args(struct dt *d, const struct sd_node *n, int depth)
{
	struct props p = { DYN, F_DYN | F_LVAL, nattr(d, n->u.cast.orig) };

	line(d, depth, &p, "VARIABLE args");
	line(d, depth, NULL, "[");
	list(d, n->u.cast.orig->u.index.args, depth + 1);
	line(d, depth, NULL, "]");
}

/* An expansion as written: an inline's VARIABLE, a translated member. */
static void put_orig(struct dt *d, const struct sd_node *n, int depth, const struct props *p)
{
	const struct sd_node *o = n->u.cast.orig;

	if (o->kind == SD_N_IDENT) {
		line(d, depth, p, "VARIABLE %s", o->u.ident.name);
		return;
	}
	if (sema_args_elem(o)) {	/* args[i], a string in user memory */
		struct props q = { tname(n->type), type_flags(n->type) | F_LVAL, p->attr };
		line(d, depth, &q, "VARIABLE args");
		line(d, depth, NULL, "[");
		list(d, o->u.index.args, depth + 1);
		line(d, depth, NULL, "]");
		return;
	}
	struct props q = *p;

	if (!o->u.member.arrow && xlptr_deref(o->u.member.base))
		q.flags &= ~F_LVAL;	/* (*xlptr).m: its left side is none */
	line(d, depth, &q, "OP2 %s", o->u.member.arrow ? "->" : ".");
	node(d, o->u.member.base, depth + 1);
	line(d, depth + 1, &raw, "IDENT %s", o->u.member.name);
}

static void put_binop(struct dt *d, const struct sd_node *n, int depth)
{
	struct props p = checked(d, n) ? cprops(d, n) : raw;

	line(d, depth, &p, "OP2 %s", sd_op_str(n->u.binop.op));
	node(d, n->u.binop.a, depth + 1);
	node(d, n->u.binop.b, depth + 1);
}

/* An integer constant, as parsed or as checked. */
static bool put_const(struct dt *d, const struct sd_node *n, int depth)
{
	struct konst k;
	int64_t v;

	if (checked(d, n) && n->kind == SD_N_CAST && n->u.cast.tname && sd_type_is_int(n->type) &&
	    skip(d, n->u.cast.a)->kind == SD_N_INT && sd_sema_const(n, &v)) {
		struct props p = cprops(d, n);
		put_int(d, (uint64_t)v, depth, &p);
		return true;
	}
	if (checked(d, n) && n->kind == SD_N_INT && n->u.ival.orig) {
		if (!pfold(d, n->u.ival.orig, &k)) {	/* sema folded more than DTrace */
			node(d, n->u.ival.orig, depth);
			return true;
		}
		struct props p = { tname(k.t), type_flags(k.t), nattr(d, n) };
		put_int(d, k.v, depth, &p);
		return true;
	}
	if (checked(d, n) && n->kind == SD_N_INT) {	/* sema's type: a folded name's */
		struct props p = cprops(d, n);
		put_int(d, n->u.ival.v, depth, &p);
		return true;
	}
	if (!pfold(d, n, &k))
		return false;
	if (n->kind == SD_N_COND) {	/* the parser keeps the chosen operand */
		struct konst c;
		pfold(d, n->u.cond.c, &c);
		node(d, c.v ? n->u.cond.a : n->u.cond.b, depth);
		return true;
	}
	struct props p = { tname(k.t), type_flags(k.t), def_attr };
	put_int(d, k.v, depth, &p);
	return true;
}

static void node(struct dt *d, const struct sd_node *n, int depth)
{
	n = skip(d, n);
	if (put_const(d, n, depth))
		return;
	struct props p = checked(d, n) ? cprops(d, n) : raw;
	switch (n->kind) {
	case SD_N_STR:
		p = (struct props){ "string", F_COOK | F_REF | F_DPTR, nattr(d, n) };
		put_string(d, n, depth, &p);
		break;
	case SD_N_IDENT: case SD_N_AGG:
		if (checked(d, n))
			put_ident(d, n, depth);
		else
			line(d, depth, &raw, "IDENT %s", n->u.ident.name);
		break;
	case SD_N_SELF: case SD_N_THIS:
		if (checked(d, n))
			put_ident(d, n, depth);
		else
			put_scoped(d, n, depth);
		break;
	case SD_N_UNOP:
		if (checked(d, n) && n->u.unop.op == SD_OP_ADDROF &&
		    n->u.unop.a->kind == SD_N_INDEX && n->u.unop.a->u.index.plus)
			put_elem_sum(d, n->u.unop.a, depth);	/* a + i as written */
		else
			put_unop(d, n, op_str(n->u.unop.op), n->u.unop.a, depth);
		break;
	case SD_N_STRINGOF: put_unop(d, n, "stringof", n->u.unop.a, depth); break;
	case SD_N_SIZEOF: put_unop(d, n, "sizeof", n->u.size.a, depth); break;
	case SD_N_BINOP: put_binop(d, n, depth); break;
	case SD_N_ASSIGN: put_assign(d, n, depth); break;
	case SD_N_COND: put_cond(d, n, depth); break;
	case SD_N_CALL: put_call(d, n, depth); break;
	case SD_N_INDEX: put_index(d, n, depth); break;
	case SD_N_MEMBER: put_member(d, n, depth); break;
	case SD_N_CAST:
		if (n->u.cast.tname || !checked(d, n))
			put_typed_op(d, n, "(", depth);
		else
			put_orig(d, n, depth, &p);
		break;
	case SD_N_XLATE:
		if (checked(d, n) && n->u.cast.orig)	/* args[i] of a translated type */
			put_args(d, n, depth);
		else
			put_typed_op(d, n, "xlate", depth);
		break;
	case SD_N_OFFSETOF:
		line(d, depth, &p, "OP1 offsetof");
		put_type(d, NULL, n->u.offsetof.tname, depth + 1);
		break;
	default:
		line(d, depth, &p, "<bad node, kind %d>", (int)n->kind);
	}
}

/* ---- statements, clauses, programs -------------------------------------- */

static struct sd_attr stmt_attr(const struct dt *d, const struct sd_node *e)
{
	return d->cooked ? nattr(d, e) : def_attr;
}

/* A statement: D PRODUCER for a call of an action, else D EXPRESSION. */
static void stmt(struct dt *d, const struct sd_node *n, int depth)
{
	char a[16];

	if (n->kind == SD_N_IF) {	/* sonda's if: its branches in turn */
		stmt(d, n->u.ifs.then, depth);
		if (n->u.ifs.els)
			stmt(d, n->u.ifs.els, depth);
		return;
	}
	const struct sd_node *e = n->kind == SD_N_EXPR_STMT ? n->u.stmt.e : n;
	if (!e)
		return;
	bool producer = e->kind == SD_N_CALL && kind_is(call_name(e), "tracing function");
	attr_str(stmt_attr(d, e), a);
	line(d, depth, NULL, "D %s attr=%s", producer ? "PRODUCER" : "EXPRESSION", a);
	node(d, e, depth + 1);
}

static const struct sd_clause *clause_of(const struct sd_cu *cu, const struct sd_node *n)
{
	for (size_t i = 0; i < cu->nclauses; i++)
		if (cu->clauses[i].node == n)
			return &cu->clauses[i];
	return NULL;
}

/* A description: its fields; one written as a probe ID, the probe's. */
static void pdesc(struct dt *d, const struct sd_node *pd, int depth)
{
	const char *text = pd->u.pdesc.text, *why;
	struct sd_pdesc p;

	if (pd->u.pdesc.by_id && d->cu->probes) {
		const struct sd_probe *pr = sd_probe_tab_get(d->cu->probes,
							     (uint32_t)strtoul(text, NULL, 10));
		if (pr) {
			line(d, depth, NULL, "PDESC %s:%s:%s:%s [%u]", pr->prov, pr->mod,
			     pr->func, pr->name, pr->id);
			return;
		}
	}
	if (sd_pdesc_parse(text, &p, &why) < 0) {
		line(d, depth, NULL, "PDESC %s [0]", pd->u.pdesc.text);
		return;
	}
	line(d, depth, NULL, "PDESC %s:%s:%s:%s [0]", p.prov, p.mod, p.func, p.name);
	sd_pdesc_free(&p);
}

static bool stmts_checked(const struct sd_node *st)
{
	for (; st; st = st->next) {
		if (st->kind == SD_N_IF && (!st->u.ifs.c->type || !stmts_checked(st->u.ifs.then) ||
					    !stmts_checked(st->u.ifs.els)))
			return false;
		if (st->kind == SD_N_EXPR_STMT && st->u.stmt.e && !st->u.stmt.e->type)
			return false;
	}
	return true;
}

/* Did sema check the whole clause (not stopping at an error in it)? */
static bool clause_checked(const struct sd_cu *cu, const struct sd_node *n)
{
	return clause_of(cu, n) && stmts_checked(n->u.clause.stmts) &&
	       (!n->u.clause.pred || n->u.clause.pred->type);
}

/* A clause in the context of its description ctx (checked: cl is set);
 * one whose checking failed keeps its context's attributes, as DTrace's
 * does when its cooking stops. */
/* Clause n in the context of description ctx, listing the descriptions of
 * clause descs and of its copies (ast.h: ncopies). */
static void clause(struct dt *d, const struct sd_node *n, const struct sd_node *ctx,
		   const struct sd_node *descs, int depth)
{
	const struct sd_node *pred = n->u.clause.pred;
	struct sd_attr a = def_attr, ca = zero_attr;
	char s[16];

	d->cl = d->cooked ? clause_of(d->cu, n) : NULL;
	d->pd = ctx;
	bool cooked = d->cooked;
	d->cooked = cooked && d->cl;
	if (d->cooked) {
		for (const struct sd_node *st = n->u.clause.stmts; st; st = st->next)
			a = sd_attr_min(a, nattr(d, st));
		if (pred)
			a = sd_attr_min(a, nattr(d, pred));
		ca = sd_desc_ctxattr(d->cl, ctx);
		if (!clause_checked(d->cu, n))
			a = ca;
	}
	attr_str(a, s);
	line(d, depth, NULL, "CLAUSE attr=%s", s);
	const struct sd_node *cp = descs;
	for (int i = 0; i <= descs->u.clause.ncopies; i++, cp = cp->next)
		for (const struct sd_node *pd = cp->u.clause.probes; pd; pd = pd->next)
			pdesc(d, pd, depth + 1);
	attr_str(ca, s);
	line(d, depth, NULL, "CTXATTR %s", s);
	if (pred) {
		line(d, depth, NULL, "PREDICATE /");
		node(d, pred, depth + 1);
		line(d, depth, NULL, "/");
	}
	line(d, depth, NULL, "ACTION");
	for (const struct sd_node *st = n->u.clause.stmts; st; st = st->next)
		stmt(d, st, depth + 1);
	d->cooked = cooked;
}

static const struct sd_node *last_pdesc(const struct sd_node *n)
{
	const struct sd_node *pd = n->u.clause.probes;

	while (pd && pd->next)
		pd = pd->next;
	return pd;
}

static void put_inline(struct dt *d, const struct sd_node *n, int depth)
{
	struct props p = raw;
	const struct sd_node *v = n->sema && d->cooked ? n->sema : n->u.inl.value;

	if (d->cooked && n->type)
		p = (struct props){ tname(n->type), type_flags(n->type), def_attr };
	line(d, depth, &p, "INLINE %s", n->u.inl.dtor->u.dtor.name);
	node(d, v, depth + 1);
}

/* A translator: checked, its types and each member's with its value. */
static void put_xlator(struct dt *d, const struct sd_node *n, int depth)
{
	struct props p = { DYN, F_DYN, def_attr };
	const struct sd_type *from = n->u.xlator.from->type, *to = n->u.xlator.to->type;

	line(d, depth, &p, "XLATOR");
	if (d->cooked && from && to) {	/* the line goes on: " from <T> to <U>" */
		d->b->len--;
		sd_buf_addf(d->b, " from <%s> to <%s>\n", tname(from), tname(to));
	}
	for (const struct sd_node *m = n->u.xlator.members; m; m = m->next) {
		const struct sd_node *v = d->cooked && m->sema ? m->sema : m->u.xlmember.value;
		struct props mp = raw;
		if (d->cooked && m->type)
			mp = (struct props){ tname(m->type), type_flags(m->type), nattr(d, v) };
		line(d, depth + 1, &mp, "MEMBER %s", m->u.xlmember.name);
		node(d, v, depth + 2);
	}
}

static void put_provider(struct dt *d, const struct sd_node *n, int depth)
{
	line(d, depth, NULL, "PROVIDER %s (decl)", n->u.provider.name);
	for (const struct sd_node *p = n->u.provider.probes; p; p = p->next) {
		struct sd_buf b = SD_BUF_INIT;
		for (const char *s = p->u.probe_decl.name; *s; s++) {
			if (s[0] == '_' && s[1] == '_') {
				sd_buf_addch(&b, '-');
				s++;
			} else {
				sd_buf_addch(&b, *s);
			}
		}
		line(d, depth + 1, NULL, "PROBE ::%s", sd_buf_str(&b));
		sd_buf_free(&b);
	}
}

static void program(struct dt *d, const struct sd_node *items, size_t n, int pass)
{
	sd_buf_addf(d->b, "Parse tree (Pass %d):\n", pass);
	line(d, 1, NULL, "PROGRAM attr=[s/s/c]");
	for (const struct sd_node *it = items; it && n; it = it->next) {
		const struct sd_node *last = it;
		if (it->kind == SD_N_CLAUSE && it->u.clause.copy_of)
			continue;	/* not the program's: shown with its clause */
		n--;
		for (int i = 0; it->kind == SD_N_CLAUSE && i < it->u.clause.ncopies; i++)
			last = last->next;
		switch (it->kind) {
		case SD_N_CLAUSE: clause(d, last, last_pdesc(last), it, 2); break;
		case SD_N_INLINE: put_inline(d, it, 2); break;
		case SD_N_XLATOR: put_xlator(d, it, 2); break;
		case SD_N_PROVIDER: put_provider(d, it, 2); break;
		default: break;		/* declarations leave no node */
		}
	}
}

void sd_dtree_parsed(const struct sd_cu *cu, const struct sd_node *items, size_t n,
		     struct sd_buf *out)
{
	struct dt d = { .b = out, .cu = cu, .items = items };

	program(&d, items, n, 1);
}

void sd_dtree_checked(const struct sd_cu *cu, const struct sd_node *items, size_t n,
		      bool pass2, bool pass3, struct sd_buf *out)
{
	struct dt d = { .b = out, .cu = cu, .cooked = true };
	size_t k = n;

	for (const struct sd_node *it = items; pass2 && it; it = it->next) {
		bool copy = it->kind == SD_N_CLAUSE && it->u.clause.copy_of;
		if (!copy && !k--)
			break;
		if (it->kind != SD_N_CLAUSE || !clause_checked(cu, it))
			continue;
		for (const struct sd_node *pd = it->u.clause.probes; pd; pd = pd->next) {
			sd_buf_addstr(out, "Parse tree (Pass 2):\n");
			clause(&d, it, pd, copy ? it->u.clause.copy_of : it, 1);
		}
	}
	if (pass3)
		program(&d, items, n, 3);
}

/* ---- the ERROR probe's program ------------------------------------------ */

static void errprog_clause(struct dt *d, int depth, bool cooked)
{
	const struct sd_pattr *pa = sd_prov_dtrace.attr;
	struct sd_attr ca = cooked && pa ? sd_attr_min(pa->prov, pa->name) : zero_attr;
	struct props fp = raw, ap = raw;
	char s[16];

	if (cooked) {
		const struct sd_type *t = sd_type_lookup_typedef(&d->cu->types, "int64_t");
		fp = (struct props){ "void", F_SIGN | F_COOK, def_attr };
		ap = (struct props){ tname(t), type_flags(t) | F_LVAL, def_attr };
	}
	line(d, depth, NULL, "CLAUSE attr=[s/s/c]");
	line(d, depth + 1, NULL, "PDESC dtrace:::ERROR [0]");
	attr_str(ca, s);
	line(d, depth, NULL, "CTXATTR %s", s);
	line(d, depth, NULL, "ACTION");
	for (int i = 1; i <= 5; i++) {
		line(d, depth + 1, NULL, "D PRODUCER attr=[s/s/c]");
		line(d, depth + 2, &fp, "FUNC trace");
		line(d, depth + 3, &ap, "%s arg%d", cooked ? "VARIABLE" : "IDENT", i);
	}
}

void sd_dtree_errprog(const struct sd_cu *cu, unsigned mask, struct sd_buf *out)
{
	struct dt d = { .b = out, .cu = cu };

	for (int pass = 1; pass <= 3; pass++) {
		if (!(mask & (1u << (pass - 1))))
			continue;
		sd_buf_addf(out, "Parse tree (Pass %d):\n", pass);
		if (pass != 2)
			line(&d, 1, NULL, "PROGRAM attr=[s/s/c]");
		errprog_clause(&d, pass == 2 ? 1 : 2, pass > 1);
	}
}
