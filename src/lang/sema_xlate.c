/* sema_xlate.c - inline definitions, translators and kernel symbols.
 *
 * An inline is kept as a pristine copy of its defining expression; every use
 * is replaced by a fresh copy, checked where it is used: the use node becomes
 * an SD_N_CAST with no type name (tname NULL) around the copy, typed as the
 * inline. Parameters (of "inline T f[T1 a, ...] = e" and of a translator's
 * input) are bound in s->params while the copy is checked: a bound name
 * expands to a copy of the argument, checked in the scope of the use.
 *
 * xlate < T > ( e ) keeps a pristine copy of e; a member of it (. or ->)
 * becomes the translator's expression for that member with its input bound
 * to e. Declarations of the built-in D library (dlib.c) are checked lazily,
 * when first used, so that they cost nothing to scripts that do not.
 */
#include "sema_int.h"

#include <string.h>

#include "dlib.h"
#include "../base/opts.h"
#include "../kern/ktypes.h"

struct sema_param {
	bool xl;			/* a translator's input */
	const char *name;
	struct sd_type *type;
	struct sd_node *arg;		/* pristine argument; NULL when checking */
	struct sema_param *outer;	/* the bindings the argument sees */
	struct sema_param *next;
	int busy;			/* translator members being expanded
					   where the input was given */
};

struct sema_inl {
	const char *name;
	struct sd_node *decl;		/* SD_N_INLINE */
	struct sd_type *type;		/* NULL until resolved */
	struct sd_node *value;		/* pristine */
	struct sd_node *params;		/* SD_N_PARAM list, or NULL */
	uint32_t bound;			/* a library integer constant bound to
					   a version past the final one: only
					   a name before the pragma that set it
					   sees it (sema_inline_ref( )) */
	struct sema_inl *next;
};

struct sema_xl {
	struct sd_node *decl;		/* SD_N_XLATOR */
	struct sd_type *to, *from;	/* NULL until resolved */
	struct sema_xl *next;
};

/* What an SD_N_XLATE node refers to (its first member is what sema.h
 * promises cg). */
struct xlate_ann {
	struct sd_xlval *whole;		/* used as a value: the struct */
	struct sema_xl *xl;
	struct sd_node *input;		/* pristine */
	struct sema_param *scope;	/* the bindings the input sees */
};

static bool is_lib(const struct sd_node *n)
{
	return n->loc.file == sd_dlib_file;
}

struct sd_node *sema_keep_orig(struct sema *s, const struct sd_node *n, struct sd_type *t)
{
	struct sd_node *orig = sd_arena_alloc(s->cu->arena, sizeof(*orig));

	*orig = *n;
	orig->type = t;
	return orig;
}

struct sd_node *sema_clone(struct sema *s, const struct sd_node *n)
{
	if (!n)
		return NULL;
	struct sd_node *c = sd_arena_alloc(s->cu->arena, sizeof(*c));
	*c = *n;
	c->type = NULL;
	c->sema = NULL;
	c->next = sema_clone(s, n->next);
	switch (n->kind) {
	case SD_N_UNOP: case SD_N_STRINGOF:
		c->u.unop.a = sema_clone(s, n->u.unop.a);
		break;
	case SD_N_BINOP:
		c->u.binop.a = sema_clone(s, n->u.binop.a);
		c->u.binop.b = sema_clone(s, n->u.binop.b);
		break;
	case SD_N_ASSIGN:
		c->u.assign.lhs = sema_clone(s, n->u.assign.lhs);
		c->u.assign.rhs = sema_clone(s, n->u.assign.rhs);
		break;
	case SD_N_COND:
		c->u.cond.c = sema_clone(s, n->u.cond.c);
		c->u.cond.a = sema_clone(s, n->u.cond.a);
		c->u.cond.b = sema_clone(s, n->u.cond.b);
		break;
	case SD_N_CALL:
		c->u.call.fn = sema_clone(s, n->u.call.fn);
		c->u.call.args = sema_clone(s, n->u.call.args);
		break;
	case SD_N_INDEX:
		c->u.index.base = sema_clone(s, n->u.index.base);
		c->u.index.args = sema_clone(s, n->u.index.args);
		break;
	case SD_N_MEMBER:
		c->u.member.base = sema_clone(s, n->u.member.base);
		break;
	case SD_N_CAST: case SD_N_XLATE: case SD_N_SIZEOF:
		c->u.cast.a = sema_clone(s, n->u.cast.a);
		break;
	default:
		break;
	}
	return c;
}

/* Turns n into the expansion e, typed t; a copy of n as it was stays
 * beside it (for -x tree, dtree.c). */
static void become(struct sema *s, struct sd_node *n, struct sd_node *e, struct sd_type *t)
{
	struct sd_node *orig = sema_keep_orig(s, n, n->type);

	n->kind = SD_N_CAST;
	n->u.cast.tname = NULL;
	n->u.cast.a = e;
	n->u.cast.orig = orig;
	n->u.cast.xl = SD_XL_NONE;
	n->u.cast.xin = NULL;
	n->u.cast.konst = false;
	n->type = t;
	n->sema = NULL;
}

/* Checks a copy of e with bindings p; sets *out. */
static int expand(struct sema *s, const struct sd_node *e, struct sema_param *p,
		  struct sd_node **out)
{
	struct sema_param *saved = s->params;
	struct sd_node *c = sema_clone(s, e);

	c->next = NULL;
	s->params = p;
	int rc = sema_expr(s, c);
	s->params = saved;
	*out = c;
	return rc;
}

static bool compatible(const struct sd_type *to, const struct sd_type *from)
{
	return sd_type_compatible(to, from) ||
	       (sd_type_is_stringlike(to) && sd_type_is_stringlike(from));
}

/* Inline name as a name where the version was vers (0: the final one). */
static struct sema_inl *find_inline_at(struct sema *s, const char *name, uint32_t vers)
{
	for (int pass = 0; pass < 2; pass++) {
		for (struct sema_inl *i = s->inlines; i; i = i->next)
			if (!strcmp(i->name, name) && (!i->bound || (vers && i->bound <= vers)))
				return i;
		if (pass || !sema_declare_pending_inline(s, name))
			break;
	}
	return NULL;
}

static struct sema_inl *find_inline(struct sema *s, const char *name)
{
	return find_inline_at(s, name, 0);
}

static struct sd_type *inline_type(struct sema *s, struct sema_inl *i)
{
	if (!i->type)
		i->type = sema_typename_parts(s, &i->decl->u.inl.spec, i->decl->u.inl.dtor,
					      i->decl);
	return i->type;
}

/* Bindings for the parameters of list (arguments args, or NULL to check). */
static struct sema_param *bind(struct sema *s, struct sd_node *list, struct sd_node *args)
{
	struct sema_param *head = NULL, **pp = &head;

	for (struct sd_node *p = list; p; p = p->next) {
		struct sema_param *b = sd_arena_alloc(s->cu->arena, sizeof(*b));
		struct sd_node *d = p->u.param.dtor;
		b->name = d ? d->u.dtor.name : NULL;
		b->type = sema_typename_parts(s, &p->u.param.spec, d, p);
		b->arg = args;
		b->outer = s->params;
		if (!b->type)
			return NULL;
		if (args)
			args = args->next;
		*pp = b;
		pp = &b->next;
	}
	return head;
}

static int param_ref(struct sema *s, struct sd_node *n, struct sema_param *p)
{
	struct sd_node *c;

	if (!p->arg) {	/* the definition checked alone: a value of p's type */
		struct sd_ref *r = sema_ref(s, n, SD_REF_CONST);
		r->cval = 1;	/* not the constant 0, which a pointer or string takes */
		n->type = p->type;
		return 0;
	}
	/* a translator's input is computed before the member's value
	 * (dt_cg_node( )'s DT_TOK_XLATE, then the member), so outside the
	 * members expanded since it was given */
	const struct sd_node *busy[SD_ARRAY_SIZE(s->xl_busy)];
	int nbusy = s->nxl_busy;
	memcpy(busy, s->xl_busy, sizeof(busy));
	if (p->xl)
		s->nxl_busy = p->busy;
	struct sd_node *arg = p->arg, *next = arg->next;
	arg->next = NULL;
	int rc = expand(s, arg, p->outer, &c);
	arg->next = next;
	memcpy(s->xl_busy, busy, sizeof(busy));
	s->nxl_busy = nbusy;
	if (rc < 0)
		return -1;
	/* the parameter's declared type: a string, or a pointer given as
	 * another pointer (void *) or 0 */
	bool declared = (sd_type_is_stringlike(p->type) && !sd_type_is_stringlike(c->type)) ||
			(sd_type_canon(p->type)->kind == SD_T_PTR && (sd_type_canon(c->type)->kind == SD_T_PTR ||
							      sd_type_canon(c->type)->kind == SD_T_ARRAY ||
							      sd_type_is_int(c->type)));
	become(s, n, c, declared ? p->type : c->type);
	n->u.cast.xl = p->xl ? SD_XL_INPUT : SD_XL_NONE;
	return 0;
}

int sema_param_ref(struct sema *s, struct sd_node *n)
{
	/* dt_node_ident( ) made an enumerator or an integer inline an
	 * integer as it parsed it, before any parameter is pushed */
	if (n->kind == SD_N_IDENT && n->u.ident.pconst)
		return 1;
	for (struct sema_param *p = s->params; p; p = p->next)
		if (p->name && !strcmp(p->name, n->u.ident.name))
			return param_ref(s, n, p);
	return 1;
}

/* Is an inline's value c translated data (xlate<T>(e), xlate<T *>(e),
 * *xlate<T *>(e)), which DTrace's uses of the inline resolve to
 * (dt_ident_resolve( ) follows an inline to its dynamic value)? */
static bool inline_is_xlate(const struct sd_node *c)
{
	return sema_is_dynamic(c) && c->kind != SD_N_AGG && !sema_is_aggfn_call(c);
}

/* t resolved, less one level of pointer (dt_cook_inline( )'s ltype). */
static const struct sd_type *xl_base(const struct sd_type *t)
{
	t = sd_type_canon(t);
	return t->kind == SD_T_PTR ? sd_type_canon(t->base) : t;
}

int sema_inline_ref(struct sema *s, struct sd_node *n)
{
	const char *name = n->u.ident.name;
	struct sd_node *c;

	int rc = sema_param_ref(s, n);
	if (rc <= 0)
		return rc;
	struct sema_inl *i = find_inline_at(s, name, n->u.ident.vers);
	if (!i || i->params)
		return 1;
	struct sd_type *t = inline_type(s, i);
	if (!t || expand(s, i->value, NULL, &c) < 0)
		return -1;
	/* an inline of an integer constant is that constant, of its own type
	 * (DTrace's dt_node_ident clones the inline's INT node) */
	/* a translation's inline declared a struct for a pointer or the other
	 * way (dt_cook_inline( ) compares their structs) is used as the
	 * translation, which dt_ident_resolve( ) finds behind it */
	bool xl = inline_is_xlate(c) &&
		  sd_type_canon(t)->kind != sd_type_canon(c->type)->kind;
	bool konst = sema_const_ident(s, n) && strcmp(name, "NULL");

	become(s, n, c, konst || xl ? c->type : t);
	n->u.cast.konst = konst;
	return 0;
}

/* DTrace's dt_idcook_sign for an inline's keys: as many as its
 * parameters, each of a type that may be passed to its parameter. */
static int check_keys(struct sema *s, struct sd_node *n, const char *name,
		      const struct sema_param *p)
{
	int nparams = 0, k = 0;
	struct sd_node *c;

	for (const struct sema_param *q = p; q; q = q->next)
		nparams++;
	if (n->u.index.nargs != nparams) {
		SERR(s, n, D_PROTO_LEN, "%s[ ] prototype mismatch: %d key%s passed, %d expected",
		     name, n->u.index.nargs, n->u.index.nargs == 1 ? "" : "s", nparams);
		return -1;
	}
	for (struct sd_node *a = n->u.index.args; a; a = a->next, p = p->next) {
		struct sd_node *next = a->next;
		a->next = NULL;
		int rc = expand(s, a, s->params, &c);
		a->next = next;
		k++;
		if (rc < 0)
			return -1;
		if (!compatible(p->type, c->type) && !(sd_type_is_int(p->type) &&
						       sd_type_is_int(c->type))) {
			SERR(s, n, D_PROTO_ARG, "%s[ ] key #%d is incompatible with prototype:\n"
			     "\tprototype: %s\n\t      key: %s", name, k, p->type->name,
			     c->type->name);
			return -1;
		}
	}
	return 0;
}

/* p[k] of an inline with no parameters (curpsinfo[0]) or of a translator's
 * input or inline's parameter: DTrace's parser makes it *(p + k), as of any
 * scalar. */
static int scalar_inline_index(struct sema *s, struct sd_node *n)
{
	struct sd_node *sum = sd_arena_alloc(s->cu->arena, sizeof(*sum));

	sum->kind = SD_N_BINOP;
	sum->loc = n->loc;
	sum->u.binop.op = SD_OP_ADD;
	sum->u.binop.a = n->u.index.base;
	sum->u.binop.b = n->u.index.args;
	n->kind = SD_N_UNOP;
	memset(&n->u.unop, 0, sizeof(n->u.unop));
	n->u.unop.op = SD_OP_DEREF;
	n->u.unop.a = sum;
	return sema_expr(s, n);
}

int sema_inline_call(struct sema *s, struct sd_node *n)
{
	struct sd_node *b = n->u.index.base, *c;

	if (b->kind != SD_N_IDENT)
		return 1;
	bool one = n->u.index.args && !n->u.index.args->next;
	for (struct sema_param *p = s->params; p; p = p->next)
		if (one && p->name && !strcmp(p->name, b->u.ident.name))
			return scalar_inline_index(s, n);	/* a translator's P[k] */
	struct sema_inl *i = find_inline(s, b->u.ident.name);
	if (i && !i->params && one)
		return scalar_inline_index(s, n);
	if (!i || !i->params)
		return 1;
	struct sd_type *t = inline_type(s, i);
	struct sema_param *p = t ? bind(s, i->params, n->u.index.args) : NULL;
	if (!p || check_keys(s, n, i->name, p) < 0 || expand(s, i->value, p, &c) < 0)
		return -1;
	become(s, n, c, t);
	return 0;
}

/* Subroutine names an inline may not take (DTrace's global identifiers). */
static bool is_subr_name(const char *name)
{
	static const char *const names[] = {
		"rand", "strlen", "strjoin", "substr", "index", "rindex", "strchr",
		"strrchr", "strstr", "strtok", "copyin", "copyinstr", "copyinto",
		"alloca", "bcopy", "basename", "dirname", "cleanpath", "lltostr",
		"toupper", "tolower", "progenyof", "mutex_owned", "rw_read_held",
		"speculation", "htons", "htonl", "htonll", "ntohs", "ntohl", "ntohll",
		"inet_ntoa", "inet_ntoa6", "inet_ntop", "getmajor", "getminor",
		"d_path", "link_ntop", "strtoll", "msgsize", "msgdsize",
	};

	for (size_t i = 0; i < SD_ARRAY_SIZE(names); i++)
		if (!strcmp(names[i], name))
			return true;
	return false;
}

/* DTrace's kind of the global identifier called name (dt_idkind_name), or
 * NULL if there is none; *type its type (NULL for a function), *builtin
 * whether DTrace has it built in (not from a D library: redeclaring it
 * says so), *inl whether it is an inline. For the D_DECL_IDRED messages. */
/* The kind of name among DTrace's own globals (its functions and
 * built-in variables, none bound after -x version: dt_reduce( ) deletes
 * those), or NULL. */
static const char *own_global_kind(struct sema *s, const char *name, struct sd_type **type,
				   bool *builtin, bool *inl)
{
	enum sd_func f = sema_func_lookup(name);

	if (sema_unbound(s, name))
		return NULL;
	if (f >= SD_F_COUNT && f <= SD_F_LLQUANTIZE)
		return "aggregating function";
	if (f == SD_F_SPECULATION || is_subr_name(name))
		return "function";
	if (f != SD_F_NONE)
		return "tracing function";
	if (sd_func_lookup_builtin(name) >= 0) {
		*builtin = strcmp(name, "cpu") != 0;	/* cpu: an inline of sched.d */
		*inl = !*builtin;
		*type = sd_type_lookup_typedef(s->tt, "processorid_t");
		return "scalar";
	}
	return NULL;
}

const char *sema_global_kind(struct sema *s, const char *name, struct sd_type **type,
			     bool *builtin, bool *inl)
{
	struct sema_inl *i;
	struct sd_var *v;

	*type = NULL, *builtin = true, *inl = false;
	const char *k = own_global_kind(s, name, type, builtin, inl);
	if (k)
		return k;
	*builtin = false;
	if ((i = find_inline(s, name))) {
		*inl = true;
		*builtin = !strcmp(name, "curcpu");	/* a variable in DTrace */
		*type = inline_type(s, i);
		return i->params ? "associative array" : "scalar";
	}
	if ((v = sema_var_find(s->cu, SD_VAR_GLOBAL, name)) ||
	    (v = sema_var_find(s->cu, SD_VAR_ASSOC, name))) {
		*type = v->type;
		return v->kind == SD_VAR_ASSOC ? "associative array" : "scalar";
	}
	if (sema_enum_lookup(s->tt, name, NULL, type) && (*type)->defloc.line) {
		*inl = true;	/* DTrace's enumerators are inlines */
		return "enumerator";
	}
	return NULL;
}

/* DTrace checks an inline's type before its value: not void, no forward
 * struct, union or enum. 0 or -1. */
static int inline_type_ok(struct sema *s, struct sd_node *d, const struct sd_type *t)
{
	if (sd_type_canon(t)->kind == SD_T_VOID) {
		SERR(s, d, D_DECL_VOIDOBJ, "cannot declare void inline: %s", d->u.dtor.name);
		return -1;
	}
	if (sema_is_forward(sd_type_canon(t))) {
		SERR(s, d, D_DECL_INCOMPLETE, "incomplete struct/union/enum %s: %s",
		     sema_incomplete_name(s, t),
		     d->u.dtor.name);
		return -1;
	}
	return 0;
}

void sema_inline_drop(struct sema *s, const char *name)
{
	for (struct sema_inl **ip = &s->inlines; *ip; ip = &(*ip)->next)
		if (!strcmp((*ip)->name, name) && !is_lib((*ip)->decl)) {
			*ip = (*ip)->next;
			return;
		}
}

static int inline_value_check(struct sema *s, struct sd_node *n, struct sema_inl *i);
static int inline_checks(struct sema *s, struct sd_node *n, struct sd_type *early,
			 uint32_t bound);

int sema_inline_decl(struct sema *s, struct sd_node *n)
{
	struct sd_node *d = n->u.inl.dtor;
	const char *name = d->u.dtor.name;

	/* a library name bound to a later version than a version pragma's is
	 * removed (dt_reduce( )): left undefined, but for the names of an
	 * integer constant the parser met before the pragma set that version */
	uint32_t bound = is_lib(n) ? sd_dlib_binding(name) : 0;
	if (bound <= sema_pragma_version_min(s))
		bound = 0;
	else if (n->u.inl.value->kind != SD_N_INT)
		return 0;
	/* DTrace's parser checks the declarator's suffixes (dt_decl_array( ):
	 * an array of void, its dimension, its key signature), then
	 * dt_node_inline: the declared type (dt_decl_type( ): long long long is
	 * D_UNKNOWN), a storage class (inline static, inline self...), then the
	 * redefinition check; a body declares its tag once, with the type below */
	struct sd_type *early = NULL;
	if (!is_lib(n) && !n->u.inl.spec.has_body &&
	    !(early = sema_typename_parts(s, &n->u.inl.spec, d, n)))
		return -1;
	/* dt_node_inline( ) runs when bison reduces the definition at its
	 * ";": its errors name that line */
	struct sd_loc dl = d->loc, nl = n->loc;
	if (n->u.inl.semi_line)
		d->loc.dline = n->loc.dline = n->u.inl.semi_line;
	int rc = inline_checks(s, n, early, bound);
	d->loc = dl;
	n->loc = nl;
	return rc;
}

/* sema_inline_decl( )'s checks of dt_node_inline( ): its storage class,
 * name, then its value (inline_value_check( )). */
static int inline_checks(struct sema *s, struct sd_node *n, struct sd_type *early,
			 uint32_t bound)
{
	struct sd_node *d = n->u.inl.dtor;
	const char *name = d->u.dtor.name;

	if (n->u.inl.spec.sclass != SD_SC_NONE) {
		SERR(s, d, D_DECL_BADCLASS, "specified storage class not appropriate for "
		     "inline declaration");
		return -1;
	}
	struct sd_type *pt;
	bool pb, pi;
	const char *pk = sema_global_kind(s, name, &pt, &pb, &pi);
	if (pk) {
		SERR(s, d, D_DECL_IDRED, "identifier redefined: %s\n\t current: inline "
		     "definition\n\tprevious: %s %s", name, pk, pi ? "inline" : "");
		return -1;
	}
	struct sema_inl *i = sd_arena_alloc(s->cu->arena, sizeof(*i));
	i->name = name;
	i->decl = n;
	i->type = early;
	i->value = sema_clone(s, n->u.inl.value);
	i->bound = bound;
	if (d->u.dtor.levels && d->u.dtor.levels->kind == SD_DL_ARRAY)
		i->params = d->u.dtor.levels->keys;
	/* the name is visible once its value is checked, as dt_node_inline( )
	 * cooks the value before dt_idhash_xinsert( ): the value's own use of
	 * it is of an undefined name */
	int rc = is_lib(n) ? 0 : inline_value_check(s, n, i);
	i->next = s->inlines;
	s->inlines = i;
	return rc;
}

/* The checks of a program's inline i, declared by n, past its name. */
static int inline_value_check(struct sema *s, struct sd_node *n, struct sema_inl *i)
{
	struct sd_node *d = n->u.inl.dtor, *c;
	const char *name = d->u.dtor.name;
	const struct sd_dlevel *lv = d->u.dtor.levels;

	if (lv && lv->kind == SD_DL_ARRAY && !lv->keys) {
		SERR(s, d, D_DECL_ARRNULL, lv->dim ? "inline declaration cannot be of scalar "
		     "array type: %s" : "inline declaration requires array tuple signature: %s",
		     name);
		return -1;
	}
	struct sd_type *t = inline_type(s, i);
	if (!t || inline_type_ok(s, d, t) < 0)
		return -1;
	struct sema_param *p = i->params ? bind(s, i->params, NULL) : NULL;
	if ((i->params && !p) || expand(s, i->value, p, &c) < 0)
		return -1;
	if (inline_is_xlate(c)) {
		/* dt_cook_inline( ): the declared type, less one pointer, and
		 * the translator's output struct are ctf_type_compat( ) */
		const struct sd_type *lt = xl_base(t), *rt = xl_base(c->type);
		if (!sd_type_ctf_compat(lt, rt)) {
			SERR(s, n, D_OP_INCOMPAT, "inline %s definition uses incompatible "
			     "types: \"%s\" = \"%s\"", name, sema_type_name(s, lt),
			     sema_type_name(s, rt));
			return -1;
		}
	} else if (!sema_key_compat(s, t, c)) {	/* dt_node_is_argcompat */
		SERR(s, n, D_OP_INCOMPAT, "inline %s definition uses incompatible types: "
		     "\"%s\" = \"%s\"", name, sema_type_name(s, t), sema_type_name(s, c->type));
		return -1;
	}
	n->type = t;		/* for -x tree: the inline and its checked value */
	n->sema = c;
	return 0;
}

bool sema_is_inline_array(struct sema *s, const char *name)
{
	struct sema_inl *i = find_inline(s, name);

	return i && i->params;
}

bool sema_is_inline(struct sema *s, const char *name)
{
	return find_inline(s, name) != NULL;
}

/* Is n an integer constant as DTrace's parser builds it (a DT_NODE_INT, which
 * an inline's use clones with its own type and value, dt_node_ident( )):
 * a constant, offsetof, sizeof of a type or a string (dt_node_op1( )), an
 * earlier integer inline or a program's enumerator (dt_decl_enumerator( )
 * makes each such an inline), and what dt_node_op1/op2/op3( ) fold of them:
 * - + ~ !, the binary operators but the comma, casts to an integer type and
 * ?: (here with both arms constant). */
static bool const_tree(struct sema *s, struct sd_node *n)
{
	struct sd_type *t;

	switch (n->kind) {
	case SD_N_INT:
	case SD_N_OFFSETOF:
		return true;
	case SD_N_IDENT:
		return strcmp(n->u.ident.name, "NULL") && sema_const_ident(s, n);
	case SD_N_SIZEOF:
		return n->u.size.tname || n->u.size.a->kind == SD_N_STR;
	case SD_N_BINOP:
		return n->u.binop.op != SD_OP_COMMA && const_tree(s, n->u.binop.a) &&
		       const_tree(s, n->u.binop.b);
	case SD_N_UNOP:
		return (n->u.unop.op == SD_OP_NEG || n->u.unop.op == SD_OP_PLUS ||
			n->u.unop.op == SD_OP_NOT || n->u.unop.op == SD_OP_BNOT) &&
		       const_tree(s, n->u.unop.a);
	case SD_N_CAST:
		t = sema_typename(s, n->u.cast.tname);
		return t && sd_type_is_int(sd_type_canon(t)) && const_tree(s, n->u.cast.a);
	case SD_N_COND:
		return const_tree(s, n->u.cond.c) && const_tree(s, n->u.cond.a) &&
		       const_tree(s, n->u.cond.b);
	default:
		return false;
	}
}

/* Was inline i defined before the use at loc, in an earlier program or
 * above it in the same one (a D library's always is)? */
static bool inline_before(struct sema *s, const struct sema_inl *i, struct sd_loc use)
{
	int p = i->decl->prog;

	return p < s->cu->cur_prog ||
	       (p == s->cu->cur_prog && !sd_loc_after(i->decl->loc, use));
}

bool sema_enum_after(struct sema *s, const char *name, struct sd_loc use)
{
	struct sd_type *et;

	return sema_enum_lookup(s->tt, name, NULL, &et) && et->defloc.line &&
	       et->defloc.file == use.file && sd_loc_after(et->defloc, use);
}

bool sema_const_ident(struct sema *s, const struct sd_node *n)
{
	struct sd_type *et;
	struct sema_inl *i;

	if (n->kind != SD_N_IDENT)
		return false;
	if (!strcmp(n->u.ident.name, "NULL"))	/* DTrace's hard-wired inline 0 */
		return true;
	if (sema_enum_lookup(s->tt, n->u.ident.name, NULL, &et) && et->defloc.line)
		return !sema_enum_after(s, n->u.ident.name, n->loc);
	i = find_inline(s, n->u.ident.name);
	return i && !i->params && const_tree(s, i->value) && inline_before(s, i, n->loc);
}

/* ---- translators ---- */


static bool is_sou(const struct sd_type *t)
{
	return t->kind == SD_T_STRUCT || t->kind == SD_T_UNION;
}

/* A binding of x's input to the pristine input (NULL to check), seeing
 * outer; in the arena, as an xlate kept by a node may refer to it later. */
static struct sema_param *xl_bind(struct sema *s, const struct sema_xl *x,
				  struct sd_node *input, struct sema_param *outer)
{
	struct sema_param *p = sd_arena_alloc(s->cu->arena, sizeof(*p));

	*p = (struct sema_param){ true, x->decl->u.xlator.argname, x->from, input, outer,
				  NULL, s->nxl_busy };
	return p;
}

static int xl_resolve(struct sema *s, struct sema_xl *x)
{
	if (x->to && x->from)
		return 0;
	x->to = sema_typename(s, x->decl->u.xlator.to);
	x->from = x->to ? sema_typename(s, x->decl->u.xlator.from) : NULL;
	return x->to && x->from ? 0 : -1;
}

static int xl_check_members(struct sema *s, struct sema_xl *x)
{
	struct sd_node *c;

	for (struct sd_node *m = x->decl->u.xlator.members; m; m = m->next) {
		const struct sd_member *om = sd_type_member(s->tt, x->to, m->u.xlmember.name);
		/* DTrace reports these at the translator's end, where it checks it */
		if (!om) {
			SERR(s, x->decl, D_XLATE_MEMB, "translator member %s is not a member of %s",
			     m->u.xlmember.name, sema_ctf_fit(x->to->name));
			return -1;
		}
		s->xl_checking = true;
		int rc = expand(s, m->u.xlmember.value, xl_bind(s, x, NULL, NULL), &c);
		s->xl_checking = false;
		if (rc < 0)
			return -1;
		/* translated data (xlate<T>(e), *xlate<T *>(e), xlate<T *>(e)) is
		 * of DTrace's dynamic type, which dt_node_is_argcompat( ) finds
		 * compatible with no member's type, a struct of T's too */
		if (sema_is_dynamic(c) || !sema_key_compat(s, om->type, c)) {
			SERR(s, x->decl, D_XLATE_INCOMPAT, "translator member %s definition uses "
			     "incompatible types: \"%s\" = \"%s\"", m->u.xlmember.name,
			     sema_type_name(s, om->type), sema_is_dynamic(c) ?
			     sema_opnd_name(c) : sema_type_name(s, c->type));
			return -1;
		}
		m->type = om->type;	/* for -x tree: the member, its checked value */
		m->sema = c;
	}
	return 0;
}

static bool lib_cpuinfo(const struct sema_xl *x);

/* D_XLATE_REDECL: a translator between the same types (the D library's
 * included) exists already. 0 or -1. */
static int xl_redeclared(struct sema *s, const struct sema_xl *x)
{
	for (struct sema_xl *o = x->next; o; o = o->next) {
		if (!o->to && xl_resolve(s, o) < 0)
			return -1;
		if (lib_cpuinfo(o))	/* DTrace's D library has none */
			continue;
		/* dt_xlator_lookup's exact pass: ctf_type_compat( ) */
		if (!sd_type_ctf_compat(o->to, x->to) ||
		    !sd_type_ctf_compat(o->from, x->from))
			continue;
		SERR(s, x->decl, D_XLATE_REDECL, "translator from %s to %s has already "
		     "been declared", sema_fit_name(x->from->name), sema_fit_name(x->to->name));
		return -1;
	}
	return 0;
}

int sema_xlator_decl(struct sema *s, struct sd_node *n)
{
	struct sema_xl *x = sd_arena_alloc(s->cu->arena, sizeof(*x));

	x->decl = n;
	x->next = s->xlators;
	s->xlators = x;
	if (is_lib(n))
		return 0;
	if (xl_resolve(s, x) < 0 || xl_redeclared(s, x) < 0)
		return -1;
	n->u.xlator.to->type = x->to;
	n->u.xlator.from->type = x->from;
	sd_type_complete(s->tt, x->to);
	if (sema_is_forward(sd_type_canon(x->to))) {	/* an enum's too */
		SERR(s, n, D_XLATE_SOU, "incomplete struct/union/enum %s", sema_incomplete_name(s, x->to));
		return -1;
	}
	if (!is_sou(sd_type_canon(x->to))) {
		SERR(s, n, D_XLATE_SOU, "translator output type must be a struct or union");
		return -1;
	}
	return xl_check_members(s, x);
}

/* Do pointers a and b point to the same type (or one of the same name)? */
static bool same_pointee(const struct sd_type *a, const struct sd_type *b)
{
	return sd_type_canon(a->base) == sd_type_canon(b->base) ||
	       !strcmp(sd_type_canon(a->base)->name, sd_type_canon(b->base)->name);
}

static bool ptr_or_array(const struct sd_type *t)
{
	return t->kind == SD_T_PTR || t->kind == SD_T_ARRAY;
}

/* Does a value of type from match a translator input type in? */
static bool input_matches(const struct sd_type *in, const struct sd_type *from,
			  const struct sd_node *fn)
{
	int64_t v;

	if (sd_type_canon(in) == sd_type_canon(from))
		return true;
	if (sd_type_is_stringlike(in) && sd_type_is_stringlike(from))
		return true;	/* DTrace's argcompat: strings, char arrays */
	if (sd_type_is_int(sd_type_canon(in)) && sd_type_is_int(sd_type_canon(from)))
		return true;	/* and integers, enums among them */
	if (sd_type_canon(in)->kind == SD_T_PTR && sd_type_is_int(from) && fn &&
	    sema_const(fn, &v) && v == 0)
		return true;	/* a constant 0 for a pointer */
	if (ptr_or_array(in) && ptr_or_array(from))	/* dt_node_is_ptrcompat */
		return same_pointee(in, from) || sd_type_canon(from->base)->kind == SD_T_VOID ||
		       sd_type_canon(in->base)->kind == SD_T_VOID;
	return sd_type_compatible(in, from) && in->kind == from->kind;
}

/* Is from the very input type in (DTrace's first two passes: the same
 * type once typedefs are resolved, integers of the same encoding)? */
static bool input_exact(const struct sd_type *in, const struct sd_type *from)
{
	const struct sd_type *a = sd_type_canon(in), *b = sd_type_canon(from);

	if (a == b)
		return true;
	if (sd_type_is_int(a) && sd_type_is_int(b))
		return a->size == b->size && sd_type_is_signed(a) == sd_type_is_signed(b) &&
		       a->kind == b->kind;
	if (a->kind == SD_T_PTR && b->kind == SD_T_PTR)
		return same_pointee(a, b);
	return false;
}

/* Is x a D library translator bound to a version after vmax, which a
 * version pragma removed (dt_reduce( ) in dt_cc.c deletes it from
 * dt_xlators once the libraries are loaded)? */
static bool xl_reduced(const struct sema_xl *x, uint32_t vmax)
{
	return vmax < SD_VERSION_LATEST && is_lib(x->decl) &&
	       sd_dlib_xlator_binding(x->to->name, x->from->name) > vmax;
}

/* DTrace's dt_xlator_lookup: the first translator (in declaration order,
 * the D library's first) to out from the exact input type, else the first
 * whose input a value of type from may be passed to. s->xlators is newest
 * first, so the last one seen wins. The D library's cpuinfo_t translator
 * (sonda's curcpu, a variable in DTrace) serves only the D library and
 * args[ ] (lib), no translation a program asks for. */
static struct sema_xl *xl_find(struct sema *s, const struct sd_type *out,
			       const struct sd_type *from, const struct sd_node *fn, bool lib,
			       uint32_t vmax)
{
	struct sema_xl *exact = NULL, *compat = NULL;

	for (struct sema_xl *x = s->xlators; x; x = x->next) {
		if (is_lib(x->decl) && !x->to && xl_resolve(s, x) < 0)
			return NULL;
		if (!x->to || sd_type_canon(x->to) != sd_type_canon(out) ||
		    (!lib && lib_cpuinfo(x)) || xl_reduced(x, vmax))
			continue;
		if (input_exact(x->from, from))
			exact = x;
		else if (input_matches(x->from, from, fn))
			compat = x;
	}
	return exact ? exact : compat;
}

bool sema_xlator_exists(struct sema *s, const struct sd_type *out, const struct sd_type *from)
{
	return xl_find(s, out, from, NULL, false, sema_pragma_version(s)) != NULL;
}

/* args[i] of a probe whose translator from its native type is gone (a
 * version pragma removed the D library's): D_ARGS_XLATOR, as
 * dt_idcook_args( ) in dt_ident.c says it. -1. */
static int args_no_xlator(struct sema *s, const struct sd_node *n, const struct sd_type *t)
{
	const struct sd_node *o = n->u.cast.orig, *i = o->kind == SD_N_INDEX ? o->u.index.args : NULL;

	SERR(s, n, D_ARGS_XLATOR, "translator for args[%lld] from %s to %s is not defined",
	     i && i->kind == SD_N_INT ? (long long)i->u.ival.v : 0LL,
	     sema_fit_name(n->u.cast.a->type->name), sema_fit_name(t->name));
	return -1;
}

int sema_xlate(struct sema *s, struct sd_node *n)
{
	struct sd_type *t = sema_typename(s, n->u.cast.tname);
	struct sd_node *pristine = sema_clone(s, n->u.cast.a);

	if (!t || sema_expr(s, n->u.cast.a) < 0)
		return -1;
	const struct sd_type *out = t->kind == SD_T_PTR ? t->base : t;
	/* the D library's inlines were cooked before any pragma (lib) */
	struct sema_xl *x = xl_find(s, out, n->u.cast.a->type, n->u.cast.a,
				    is_lib(n) || n->u.cast.orig,	/* args[i]: orig */
				    is_lib(n) ? SD_VERSION_LATEST : sema_pragma_version(s));
	if (sd_diag_nerrors(&s->cu->diag))
		return -1;
	if (!x && n->u.cast.orig && !is_lib(n))
		return args_no_xlator(s, n, t);
	if (!x) {	/* translated data reads as DTrace's dynamic type */
		const struct sd_type *it = n->u.cast.a->type;
		SERR(s, n, D_XLATE_NONE, "cannot translate from \"%s\" to \"%s\"",
		     n->u.cast.a->kind == SD_N_AGG ? "aggregation" :
		     n->u.cast.a->kind != SD_N_XLATE ? sema_fit_name(it->name) :
		     it->kind == SD_T_PTR ? "pointer to translated data" : "translated data",
		     sema_fit_name(t->name));
		return -1;
	}
	struct xlate_ann *a = sd_arena_alloc(s->cu->arena, sizeof(*a));
	a->xl = x;
	a->input = pristine;
	a->input->next = NULL;
	a->scope = s->params;
	n->sema = a;
	n->type = t;
	return 0;
}

/* DTrace's curcpu is a variable of type cpuinfo_t *, not a translation:
 * is x the built-in library's cpuinfo_t translator, sonda's curcpu? */
static bool lib_cpuinfo(const struct sema_xl *x)
{
	const struct sd_type *t = sd_type_canon(x->to);

	return is_lib(x->decl) && t->name && !strcmp(t->name, "struct cpuinfo");
}

/* A member cpuinfo_t lacks is D_TYPE_MEMBER. */
static bool builtin_cpuinfo(struct sema *s, const struct sema_xl *x, const char *name)
{
	return lib_cpuinfo(x) && !sd_type_member(s->tt, x->to, name);
}

/* Is x, a translation, sonda's curcpu: a value like any pointer (not of
 * dynamic type)? */
bool sema_xlate_is_var(const struct sd_node *x)
{
	const struct xlate_ann *a = x->sema;

	return a && a->xl && lib_cpuinfo(a->xl);
}

bool sd_sema_dptr(const struct sd_node *n)
{
	while (n->kind == SD_N_CAST && !n->u.cast.tname)
		n = n->u.cast.a;
	if (n->kind == SD_N_XLATE)
		return sema_xlate_is_var(n);
	if (n->kind != SD_N_BINOP || !sd_type_is_ptr(sd_type_canon(n->type)) ||
	    (n->u.binop.op != SD_OP_ADD && n->u.binop.op != SD_OP_SUB))
		return false;
	/* dt_cook_op2: pointer + or - integer keeps the pointer's DPTR */
	if (sd_type_is_ptr(sd_type_canon(n->u.binop.a->type)))
		return sd_sema_dptr(n->u.binop.a);
	return n->u.binop.op == SD_OP_ADD && sd_sema_dptr(n->u.binop.b);
}

/* Is a the expansion of a translated member that DTrace's parser takes
 * as an lvalue: one reached by -> (curpsinfo->pr_pid), or by . on an
 * lvalue, a variable node, which an inline and an element of an inline
 * with parameters are (fds[0].fi_name), not of array type (dt_cook_op2's
 * DT_TOK_PTR/DOT)? A dereference of a translated pointer is no lvalue
 * (dt_cook_op1( )'s DT_TOK_DEREF), so (*curpsinfo).pr_pid is none.
 * sonda's curcpu, a pointer to real memory in DTrace, is left out: it is
 * no translation there. */
bool sema_xlate_member_lvalue(const struct sd_node *a)
{
	const struct sd_node *o = a->kind == SD_N_CAST && !a->u.cast.tname ? a->u.cast.orig : NULL;

	if (!o || o->kind != SD_N_MEMBER || sd_type_canon(a->type)->kind == SD_T_ARRAY)
		return false;
	const struct sd_node *b = o->u.member.base;
	bool var = b->kind == SD_N_CAST && !b->u.cast.tname && b->u.cast.orig &&
		   (b->u.cast.orig->kind == SD_N_IDENT || b->u.cast.orig->kind == SD_N_INDEX);
	if (!o->u.member.arrow && !var)
		return false;
	while (b->kind == SD_N_CAST && !b->u.cast.tname)
		b = b->u.cast.a;
	return b->kind == SD_N_XLATE && b->sema && !sema_xlate_is_var(b);
}

/* The pointer to curcpu under a, a member of it (curcpu->m, (*curcpu).m)
 * or *curcpu, or NULL. */
static struct sd_node *curcpu_under(struct sd_node *a, const char **member)
{
	struct sd_node *o = a->kind == SD_N_CAST && !a->u.cast.tname ? a->u.cast.orig : NULL;
	struct sd_node *b = a;

	*member = NULL;
	if (o && a->u.cast.xl == SD_XL_MEMBER && o->kind == SD_N_MEMBER) {
		*member = o->u.member.name;
		b = o->u.member.base;
		if (o->u.member.arrow)
			goto ptr;
	}
	if (b->kind != SD_N_UNOP || b->u.unop.op != SD_OP_DEREF || !b->sema)
		return NULL;
	b = b->u.unop.a;
ptr:;
	const struct sd_node *x = b;
	while (x->kind == SD_N_CAST && !x->u.cast.tname)
		x = x->u.cast.a;
	return x->kind == SD_N_XLATE && sema_xlate_is_var(x) ? b : NULL;
}

int sema_curcpu_addrof(struct sema *s, struct sd_node *n)
{
	const char *name;
	struct sd_node *p = curcpu_under(n->u.unop.a, &name);

	if (!p)
		return 1;
	if (!name) {	/* &*curcpu: curcpu */
		struct sd_loc loc = n->loc;
		*n = *p;
		n->loc = loc;
		return 0;
	}
	const struct sd_member *m = sd_type_member(s->tt, sd_type_canon(p->type)->base, name);
	struct sd_node *c = sd_arena_alloc(s->cu->arena, sizeof(*c));
	struct sd_node *k = sd_arena_alloc(s->cu->arena, sizeof(*k));
	struct sd_node *add = sd_arena_alloc(s->cu->arena, sizeof(*add));

	if (!m)
		return 1;
	c->kind = SD_N_CAST;	/* (char *)curcpu + offsetof(cpuinfo_t, m) */
	c->loc = p->loc;
	c->u.cast.a = p;
	c->type = sd_type_ptr(s->tt, s->tt->t_char);
	k->kind = SD_N_INT;
	k->loc = n->loc;
	k->u.ival.v = m->off;
	if (sema_expr(s, k) < 0)
		return -1;
	add->kind = SD_N_BINOP;
	add->loc = n->loc;
	add->u.binop.op = SD_OP_ADD;
	add->u.binop.a = c;
	add->u.binop.b = k;
	add->type = c->type;
	struct sd_node *orig = sema_keep_orig(s, n, NULL);
	/* dt_type_pointer( ): no pointer to processorid_t exists, one to
	 * the int it resolves to does */
	struct sd_type *t = sd_type_ptr(s->tt, (struct sd_type *)sd_type_canon(n->u.unop.a->type));
	memset(&n->u, 0, sizeof(n->u));
	n->kind = SD_N_CAST;
	n->u.cast.a = add;
	n->u.cast.orig = orig;
	n->type = t;
	return 0;
}

const struct sd_node *sema_xlate_of_member(const struct sd_node *n)
{
	const struct sd_node *o = n->u.cast.orig, *b;

	if (n->u.cast.xl != SD_XL_MEMBER || !o || o->kind != SD_N_MEMBER)
		return NULL;
	b = o->u.member.base;
	if (b->kind == SD_N_UNOP && b->u.unop.op == SD_OP_DEREF)
		b = b->u.unop.a;
	while (b->kind == SD_N_CAST && !b->u.cast.tname)
		b = b->u.cast.a;
	if (b->kind != SD_N_XLATE || !b->sema || b->u.cast.orig)	/* args[i] */
		return NULL;
	return b;
}

bool sema_xlate_from_lib(const struct sd_node *xl)
{
	const struct xlate_ann *a = xl->sema;

	return a->xl && is_lib(a->xl->decl);
}

const struct sd_node *sema_xlate_own_members(const struct sd_node *xl)
{
	const struct xlate_ann *a = xl->sema;

	return a->xl && !is_lib(a->xl->decl) ? a->xl->decl->u.xlator.members : NULL;
}

/* Is member m of a translator being expanded (a member whose value reads
 * itself, through a translation of the translator's own input)? */
static bool xl_busy(const struct sema *s, const struct sd_node *m)
{
	for (int i = 0; i < s->nxl_busy; i++)
		if (s->xl_busy[i] == m)
			return true;
	return false;
}

static int xl_expand_member(struct sema *s, struct xlate_ann *a, struct sd_node *m,
			    struct sd_node **c)
{
	if (s->nxl_busy == SD_ARRAY_SIZE(s->xl_busy)) {
		SERR(s, m, D_UNKNOWN, "translator member %s: translations nested too deep",
		     m->u.xlmember.name);
		return -1;
	}
	struct sema_param *p = xl_bind(s, a->xl, a->input, a->scope);
	s->xl_busy[s->nxl_busy++] = m;
	int rc = expand(s, m->u.xlmember.value, p, c);
	s->nxl_busy--;
	return rc;
}

/* n reads member m within m's own value. DTrace types a translated
 * member by its output type alone (dt_cook_op2( ) DT_TOK_PTR/DOT), so
 * the translator's definition is fine: its check takes the member as a
 * value of that type. Generating code for it, dt_cg_node( ) expands the
 * member inside itself, each level holding its input's register, until
 * dt_regset_alloc( ) has none left: EDT_NOREG, "Insufficient registers to
 * generate code", a code-generation error of no line (as sema_regs_check( )
 * reports it). */
static int xl_self(struct sema *s, struct sd_node *n, struct sd_node *m, struct sd_node **c)
{
	static const struct sd_node noloc;

	if (!s->xl_checking)	/* the expression checks on: the error is cg's */
		SLATE(s, &noloc, SD_NOTAG, "Insufficient registers to generate code");
	struct sd_node *v = sd_arena_alloc(s->cu->arena, sizeof(*v));
	v->kind = SD_N_INT;
	v->loc = n->loc;
	*c = v;
	return sema_expr(s, v);
}

int sema_xlate_member(struct sema *s, struct sd_node *n)
{
	struct sd_node *b = n->u.member.base, *c;
	bool deref = !n->u.member.arrow && b->kind == SD_N_UNOP &&
		     b->u.unop.op == SD_OP_DEREF;

	if (deref)	/* (*curpsinfo).pr_pid: the member of the translation */
		b = b->u.unop.a;
	while (b->kind == SD_N_CAST && !b->u.cast.tname)
		b = b->u.cast.a;
	if (b->kind != SD_N_XLATE || !b->sema || (deref && b->type->kind != SD_T_PTR))
		return 1;
	struct xlate_ann *a = b->sema;
	struct sd_node *m = a->xl->decl->u.xlator.members;
	while (m && strcmp(m->u.xlmember.name, n->u.member.name))
		m = m->next;
	if (!m && builtin_cpuinfo(s, a->xl, n->u.member.name)) {
		SERR(s, n, D_TYPE_MEMBER, "%s is not a member of struct cpuinfo",
		     n->u.member.name);
		return -1;
	}
	if (!m) {
		SERR(s, n, D_XLATE_NOCONV, "translator does not define conversion for "
		     "member: %s", n->u.member.name);
		return -1;
	}
	/* then, as for any member, -> needs a pointer and . a struct */
	const struct sd_type *bt = n->u.member.base->type;
	if (n->u.member.arrow && bt->kind != SD_T_PTR) {
		SERR(s, n, D_OP_PTR, "operator -> must be applied to a pointer");
		return -1;
	}
	if (!n->u.member.arrow && bt->kind == SD_T_PTR) {
		SERR(s, n, D_OP_SOU, "operator . cannot be applied to type \"%s\"; must "
		     "be applied to a struct or union", sema_ctf_fit(bt->name));
		return -1;
	}
	const struct sd_member *om = sd_type_member(s->tt, a->xl->to, n->u.member.name);
	if (!om)
		return -1;
	int rc = xl_busy(s, m) ? xl_self(s, n, m, &c) : xl_expand_member(s, a, m, &c);
	if (rc < 0)
		return -1;
	/* the member's type, as dt_cook_op2( ) types it: a char array member
	 * given a string (pr_psargs) or another array is the member's array
	 * (sizeof 80, traced by reference, its own size printed), a string
	 * member given a char array a string (traced as text, sizeof strsize),
	 * a bit-field member its integer of the field's width (cast to its
	 * bytes, D_SIZEOF_BITFIELD) */
	become(s, n, c, sema_member_type(s, sd_type_canon(a->xl->to), om));
	n->u.cast.xl = SD_XL_MEMBER;
	n->u.cast.xin = b->u.cast.a;
	return 0;
}

/* ---- kernel symbols ---- */

/* The program's extern declaration of name (dt_module_extern( ) puts it in
 * the D module), or NULL. */
static const struct sema_ext *find_extern(const struct sema *s, const char *name)
{
	const struct sema_ext *e = s->externs;

	while (e && strcmp(e->name, name))
		e = e->next;
	return e;
}

static int ksym_undef(struct sema *s, struct sd_node *n, const char *why, const char *note)
{
	SERR(s, n, D_IDENT_UNDEF, "failed to resolve %s: %s%s%s", n->u.ident.name, why,
	     note ? SD_DIAG_NOTE : "", note ? note : "");
	return -1;
}

/* A symbol of the D module, what an extern declaration made (address 0,
 * the declared type): D`y is refused as a kernel symbol (D_SYM_BADREF,
 * dt_xcook_ident( ): the D module is no kernel module; `y searches the
 * kernel's modules only, where it is no symbol); D``y and ``y compile, and
 * reading one is an invalid address (0x0) at run time (dt_cg_node( ) of
 * DT_NODE_SYM loads its st_value, 0). 1 when n is none. */
static int d_extern(struct sema *s, struct sd_node *n, size_t mlen, bool uref)
{
	const char *name = n->u.ident.name, *sym = strrchr(name, '`') + 1;
	const struct sema_ext *e = find_extern(s, sym);

	if (!e || (!(mlen == 1 && name[0] == 'D') && !(mlen == 0 && uref)))
		return 1;
	if (!uref) {
		SERR(s, n, D_SYM_BADREF, "user module 'D' symbol '%s' may not be "
		     "referenced as a kernel symbol", e->name);
		return -1;
	}
	struct sd_ref *r = sema_ref(s, n, SD_REF_KSYM);
	r->cval = 0;
	n->type = e->type;
	return 0;
}

/* Is sym out of DTrace's kernel symbol tables? A per-CPU variable (sonda
 * cannot read one), or one of the voluminous names dt_module.c's
 * dt_modsym_addsym( ) leaves out (event_*, __ksymtab_*...): DTrace finds
 * no `event_trigger_write. */
static bool ksym_hidden(const char *sym)
{
	return sd_ksym_percpu(sym) || sd_ksym_dt_skipped(sym, strlen(sym));
}

/* The address of mod`sym (mod``sym when uref), as dtrace_lookup_by_name( )
 * looks in the module named: the C and D modules have no kernel symbols,
 * and a module /proc/kallsyms does not list is no longer loaded
 * (EDT_NOTLOADED: dt_module_load( ) of a module it makes up finds no ELF);
 * *mod gets the module's name (genunix is vmlinux). 0 after an error. */
static uint64_t ksym_in(struct sema *s, struct sd_node *n, size_t mlen, bool uref,
			const char **mod)
{
	const char *name = n->u.ident.name, *sym = strrchr(name, '`') + 1;
	bool known;

	*mod = sd_arena_printf(s->cu->arena, "%.*s", (int)mlen, name);
	if (!strcmp(*mod, "D") || !strcmp(*mod, "C")) {
		ksym_undef(s, n, "Unknown symbol name", NULL);
		return 0;
	}
	if (!strcmp(*mod, "genunix"))	/* dt_module_lookup_by_name( )'s alias */
		*mod = "vmlinux";
	uint64_t addr = sd_ksym_addr_in(*mod, sym, &known);

	if (ksym_hidden(sym))
		addr = 0;
	if (!known)
		ksym_undef(s, n, "Module is no longer loaded", NULL);
	else if (!addr)
		ksym_undef(s, n, "Unknown symbol name", uref ? NULL : sd_ksym_why_missing(sym));
	return known ? addr : 0;
}

int sema_ksym(struct sema *s, struct sd_node *n)
{
	const char *name = n->u.ident.name, *bq = strrchr(name, '`');
	const char *uref = strstr(name, "``"), *mod = NULL;
	size_t mlen = (size_t)((uref ? uref : bq) - name);
	uint64_t addr;
	int rc = sema_uvar(s, n);

	if (rc <= 0)
		return rc;
	if ((rc = d_extern(s, n, mlen, uref)) <= 0)
		return rc;
	if (mlen) {
		if (!(addr = ksym_in(s, n, mlen, uref, &mod)))
			return -1;
	} else {
		addr = ksym_hidden(bq + 1) ? 0 : sd_ksym_addr(bq + 1);
	}
	if (uref && mlen && addr) {	/* mod``sym: a user symbol */
		SERR(s, n, D_SYM_BADREF, "kernel module '%s' symbol '%s' may not be "
		     "referenced as a user symbol", mod, bq + 1);
		return -1;
	}
	if (!addr || uref)	/* ``sym: only user modules, none here */
		return ksym_undef(s, n, "Unknown symbol name",
				  uref ? NULL : sd_ksym_why_missing(bq + 1));
	/* DTrace (dtrace_symbol_type): a symbol the kernel's types give no
	 * variable type (a function, a linker symbol) is the kernel's own
	 * uintptr_t */
	struct sd_type *t = sd_ktype_var(s->tt, bq + 1);
	if (!t)
		t = sd_ktype_lookup(s->tt, "uintptr_t", 0);
	struct sd_ref *r = sema_ref(s, n, SD_REF_KSYM);
	r->cval = (int64_t)addr;
	n->type = t ? t : sd_type_lookup_typedef(s->tt, "uintptr_t");
	return 0;
}

/* The whole output struct of translation a: each member's expansion. */
static struct sd_xlval *xl_whole(struct sema *s, struct xlate_ann *a)
{
	struct sd_xlval *x = sd_arena_alloc(s->cu->arena, sizeof(*x));
	struct sd_node *c;
	int cap = 0;

	for (struct sd_node *m = a->xl->decl->u.xlator.members; m; m = m->next)
		cap++;
	x->area = -1;
	x->m = sd_arena_alloc(s->cu->arena, (size_t)(cap + 1) * sizeof(*x->m));
	x->e = sd_arena_alloc(s->cu->arena, (size_t)(cap + 1) * sizeof(*x->e));
	for (struct sd_node *m = a->xl->decl->u.xlator.members; m; m = m->next) {
		const struct sd_member *om = sd_type_member(s->tt, a->xl->to,
							    m->u.xlmember.name);
		if (!om || expand(s, m->u.xlmember.value,
				  xl_bind(s, a->xl, a->input, a->scope), &c) < 0)
			return NULL;
		x->m[x->n] = om;
		x->e[x->n++] = c;
	}
	return x;
}

int sema_xlate_deref(struct sema *s, struct sd_node *n)
{
	struct sd_node *b = n->u.unop.a;

	while (b->kind == SD_N_CAST && !b->u.cast.tname)
		b = b->u.cast.a;
	if (b->kind != SD_N_XLATE || !b->sema || b->type->kind != SD_T_PTR)
		return 1;
	struct xlate_ann *a = b->sema;
	struct sd_xlval *x = xl_whole(s, a);
	if (!x)
		return -1;
	n->sema = x;
	n->type = a->xl->to;
	return 0;
}

/* ---- translations used whole ---- */

static int wholes_list(struct sema *s, struct sd_node *n);

static int wholes_xlval(struct sema *s, const struct sd_xlval *x)
{
	for (int i = 0; i < x->n; i++)
		if (wholes_list(s, x->e[i]) < 0)
			return -1;
	return 0;
}

/* Is a sonda's curcpu, xlate <cpuinfo_t *> (curthread)? DTrace's is one
 * per-CPU map value (its cpuinfo map), the same address wherever it is
 * used, so every use of sonda's builds its struct in the same place. */
static bool is_curcpu(const struct xlate_ann *a)
{
	const struct sd_node *in = a->input;

	return lib_cpuinfo(a->xl) && in && in->kind == SD_N_IDENT &&
	       !strcmp(in->u.ident.name, "curthread");
}

/* Gives every translation under n used as a value its whole struct. */
static int wholes(struct sema *s, struct sd_node *n)
{
	struct sd_node *kids[3] = { NULL, NULL, NULL };

	switch (n->kind) {
	case SD_N_XLATE: {
		struct xlate_ann *a = n->sema;
		if (!a || a->whole)
			return 0;
		if (!(a->whole = xl_whole(s, a)))
			return -1;
		if (n->type->kind == SD_T_PTR) {	/* may be kept: this->p */
			uint32_t size = (uint32_t)SD_ALIGN(a->xl->to->size, 8), one = 0;
			a->whole->area = (int32_t)sema_this_area(s, is_curcpu(a) ?
						&s->cu->curcpu_off : &one, size);
		}
		return wholes_xlval(s, a->whole);
	}
	case SD_N_UNOP: case SD_N_STRINGOF:
		if (n->kind == SD_N_UNOP && n->u.unop.op == SD_OP_DEREF && n->sema)
			return wholes_xlval(s, n->sema);	/* *xlate */
		kids[0] = n->u.unop.a;
		break;
	case SD_N_BINOP: kids[0] = n->u.binop.a; kids[1] = n->u.binop.b; break;
	case SD_N_ASSIGN:
		kids[0] = n->u.assign.lhs; kids[1] = n->u.assign.rhs;
		break;
	case SD_N_COND:
		kids[0] = n->u.cond.c; kids[1] = n->u.cond.a; kids[2] = n->u.cond.b;
		break;
	case SD_N_CALL: return wholes_list(s, n->u.call.args);
	case SD_N_INDEX:
		if (wholes(s, n->u.index.base) < 0)
			return -1;
		return wholes_list(s, n->u.index.args);
	case SD_N_MEMBER: kids[0] = n->u.member.base; break;
	case SD_N_CAST: kids[0] = n->u.cast.a; break;
	case SD_N_EXPR_STMT: kids[0] = n->u.stmt.e; break;
	case SD_N_IF:
		if (wholes(s, n->u.ifs.c) < 0 || wholes_list(s, n->u.ifs.then) < 0)
			return -1;
		return wholes_list(s, n->u.ifs.els);
	default:	/* sizeof: not evaluated */
		return 0;
	}
	for (int i = 0; i < 3; i++)
		if (kids[i] && wholes(s, kids[i]) < 0)
			return -1;
	return 0;
}

static int wholes_list(struct sema *s, struct sd_node *n)
{
	for (; n; n = n->next)
		if (wholes(s, n) < 0)
			return -1;
	return 0;
}

int sema_xlate_wholes(struct sema *s, struct sd_node *pred,
		      struct sd_node *stmts)
{
	if (pred && wholes(s, pred) < 0)
		return -1;
	return wholes_list(s, stmts);
}
