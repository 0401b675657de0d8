/* sema_attr.c - stability attributes. The amin option: a clause whose
 * probe description has weaker stability attributes than amin is
 * D_ATTR_MIN, checked per description before the clause's body as DTrace
 * does. And -v's report: the minimum attributes of a program's probe
 * descriptions and statements (DTrace's dtrace_program_info()). */
#include "sema_int.h"

#include <stdlib.h>
#include <string.h>

#include "../base/buf.h"
#include "../base/opts.h"
#include "../base/xalloc.h"
#include "../prov/prov.h"
#include "ctx.h"

/* Unstable/Unstable/Common: a description with no provider or a glob */
#define GLOB_ATTR	{ SD_STAB_UNSTABLE, SD_STAB_UNSTABLE, SD_CLASS_COMMON }
static const struct sd_attr glob_attr = GLOB_ATTR;

/* "Name/Data/Class", missing parts the strongest (DTrace's reading). */
static bool parse_attr(const char *v, struct sd_attr *a)
{
	int p[3];

	if (sd_opt_parse_attr(v, p) < 0)
		return false;
	*a = (struct sd_attr){ (uint8_t)p[0], (uint8_t)p[1], (uint8_t)p[2] };
	return true;
}

static struct sd_attr attr_min(struct sd_attr a, struct sd_attr b)
{
	return (struct sd_attr){ SD_MIN(a.name, b.name), SD_MIN(a.data, b.data),
				 SD_MIN(a.klass, b.klass) };
}

static const struct sd_pattr glob_pattr = { GLOB_ATTR, GLOB_ATTR, GLOB_ATTR, GLOB_ATTR,
					    GLOB_ATTR };

/* Provider p's attributes (Unstable for one without): its own, or as a
 * #pragma D attributes A provider P part changed them, which, as DTrace's
 * dt_pragma_attributes() changes the provider's, holds for the rest of
 * the run. */
static const struct sd_pattr *prov_attr(const struct sd_provider *p)
{
	const struct sd_pattr *pa = sd_lang_ctx()->pattr;

	for (size_t i = 0; pa && i < sd_nproviders; i++)
		if (sd_providers[i] == p)
			return &pa[i];
	return p->attr ? p->attr : &glob_pattr;
}

void sema_pragma_prov_attr(const char *prov, const char *part, const char *attr)
{
	static const char *const parts[] = { "provider", "module", "function", "name", "args" };
	struct sd_lang_ctx *l = sd_lang_ctx();
	struct sd_attr a;

	if (!parse_attr(attr, &a))
		return;
	if (!l->pattr) {
		l->pattr = sd_xcalloc(sd_nproviders, sizeof(*l->pattr));
		for (size_t i = 0; i < sd_nproviders; i++)
			l->pattr[i] = sd_providers[i]->attr ? *sd_providers[i]->attr : glob_pattr;
	}
	for (size_t i = 0; i < sd_nproviders; i++) {
		if (strcmp(sd_providers[i]->name, prov))
			continue;
		struct sd_attr *f[] = { &l->pattr[i].prov, &l->pattr[i].mod, &l->pattr[i].func,
					&l->pattr[i].name, &l->pattr[i].args };
		for (size_t k = 0; k < SD_ARRAY_SIZE(parts); k++)
			if (!strcmp(parts[k], part))
				*f[k] = a;
	}
}

static bool is_glob(const char *f)
{
	return !*f || sd_pdesc_is_glob(f);
}

/* The attributes of description d (DTrace's probe info): the provider's
 * named fields, or Unstable ones without a provider. */
static struct sd_attr pdesc_attr(const struct sd_clause *c, const struct sd_pdesc *d)
{
	const struct sd_pattr *pa = NULL;

	for (size_t k = 0; k < c->nprobes && !is_glob(d->prov); k++)
		if (!strcmp(c->probes[k]->prov, d->prov))
			pa = prov_attr(c->probes[k]->provider);
	struct sd_pattr g = { glob_attr, glob_attr, glob_attr, glob_attr, glob_attr };
	if (!pa)
		pa = &g;
	struct sd_attr a = pa->prov;
	if (!is_glob(d->mod))
		a = attr_min(a, pa->mod);
	if (!is_glob(d->func))
		a = attr_min(a, pa->func);
	if (!is_glob(d->name))
		a = attr_min(a, pa->name);
	return a;
}

static const struct sd_probe *first_probe(const struct sd_clause *c, const struct sd_pdesc *d);

/* The fields of the clause's description pd. One written as a probe ID
 * (-i 1) has its probe's, as DTrace's dt_node_pdesc_by_id() copies them
 * into the description (-v shows dtrace:::BEGIN, with its attributes).
 * 0, or -EINVAL if pd does not parse; sd_pdesc_free() d. */
static int pdesc_fields(const struct sd_clause *c, const struct sd_node *pd,
			struct sd_pdesc *d)
{
	unsigned long id = strtoul(pd->u.pdesc.text, NULL, 10);
	const struct sd_probe *p = NULL;
	const char *why;

	for (size_t k = 0; pd->u.pdesc.by_id && k < c->nprobes && !p; k++)
		if (c->probes[k]->id == id)
			p = c->probes[k];
	if (!p)
		return sd_pdesc_parse(pd->u.pdesc.text, d, &why);
	const char *f[4] = { p->prov, p->mod, p->func, p->name };
	size_t len[4], n = 0;

	for (int i = 0; i < 4; i++)
		n += (len[i] = strlen(f[i])) + 1;
	d->storage = sd_xmalloc(n);
	n = 0;
	for (int i = 0; i < 4; i++) {
		memcpy(d->storage + n, f[i], len[i] + 1);
		f[i] = d->storage + n;
		n += len[i] + 1;
	}
	d->prov = f[0];
	d->mod = f[1];
	d->func = f[2];
	d->name = f[3];
	return 0;
}

/* The description's attributes as DTrace's probe information gives them:
 * Unstable without a representative probe. */
/* The first probe the clause's description pd matched (NULL: none, or a
 * glob with no representative) and its attributes; false if pd does not
 * parse. */
static bool desc_info(const struct sd_clause *c, const struct sd_node *pd,
		      const struct sd_probe **p, struct sd_attr *a)
{
	struct sd_pdesc d;

	if (pdesc_fields(c, pd, &d) < 0)
		return false;
	*p = first_probe(c, &d);
	*a = *p ? pdesc_attr(c, &d) : glob_attr;
	sd_pdesc_free(&d);
	return true;
}

/* The -x amin of clause c's program: a #pragma D option amin holds for
 * its own program only (dt_opt_amin( ) sets pcb_amin), -x for all. */
static const char *amin_of(const struct sema *s, const struct sd_clause *c)
{
	if (s->cu->amin && c && c->prog >= 0 && c->prog < s->cu->nprogs)
		return s->cu->amin[c->prog];
	return s->cu->opts->amin;
}

int sema_clause_attr(struct sema *s, struct sd_node *cl, const struct sd_clause *c)
{
	struct sd_attr amin, a;
	const char *am = amin_of(s, c);

	if (!am || !parse_attr(am, &amin))
		return 0;
	for (struct sd_node *pd = cl->u.clause.probes; pd; pd = pd->next) {
		const struct sd_probe *p;
		if (!desc_info(c, pd, &p, &a))
			continue;
		if (a.name >= amin.name && a.data >= amin.data && a.klass >= amin.klass)
			continue;
		struct sd_loc loc = cl->loc;
		if (cl->u.clause.rbrace_line)
			loc.dline = cl->u.clause.rbrace_line;
		sd_diag_error(&s->cu->diag, loc, D_ATTR_MIN, "attributes for clause "
			      "(%s/%s/%s) are less than predefined minimum",
			      sd_stability_name(a.name), sd_stability_name(a.data),
			      sd_class_name(a.klass));
		return -1;
	}
	return 0;
}

/* ---- -v: the stability report (DTrace's program info) ---------------- */

static const struct sd_attr def_attr = { SD_STAB_STABLE, SD_STAB_STABLE, SD_CLASS_COMMON };
static const struct sd_attr max_attr = { SD_STAB_STANDARD, SD_STAB_STANDARD,
					 SD_CLASS_COMMON };
/* kernel symbols and types of the kernel's BTF */
static const struct sd_attr sym_attr = { SD_STAB_PRIVATE, SD_STAB_PRIVATE,
					 SD_CLASS_UNKNOWN };
/* Subroutines DTrace calls Evolving (the others are Stable). */
static bool evolving_subr(const char *name)
{
	static const char *const names[] = {
		"d_path", "ddi_pathname", "getmajor", "getminor", "htonl", "htonll",
		"htons", "mutex_owned", "mutex_owner", "mutex_type_adaptive",
		"mutex_type_spin", "ntohl", "ntohll", "ntohs", "rw_iswriter",
		"rw_read_held", "rw_write_held",
	};

	for (size_t i = 0; i < SD_ARRAY_SIZE(names); i++)
		if (!strcmp(names[i], name))
			return true;
	return false;
}

static bool kernel_type(const struct sd_type *t)
{
	while (t) {
		if (t->is_kernel)
			return true;
		t = t->typedef_of ? t->typedef_of :
		    (t->kind == SD_T_PTR || t->kind == SD_T_ARRAY) ? t->base : NULL;
	}
	return false;
}

/* A walk over a clause's cooked nodes for their attributes; with amin,
 * the first node (innermost first, as DTrace cooks) whose own attributes
 * are below it is kept. */
struct attr_walk {
	const struct sd_pattr *pa;	/* the probe context's provider */
	const struct sd_ast *ast;	/* for #pragma D attributes of variables */
	const struct sd_attr *amin;	/* NULL: no check */
	const struct sd_node *bad;
	struct sd_attr bad_attr;
};

static bool attr_below(struct sd_attr a, struct sd_attr min)
{
	return a.name < min.name || a.data < min.data || a.klass < min.klass;
}

/* The amin in force for program prog where the parser reads n (DTrace's
 * pcb_amin): the last `#pragma D option amin=` of prog before n in its
 * file, else -x amin's (NULL if none). */
static const char *amin_at(const struct sema *s, const struct sd_node *n, int prog)
{
	const char *am = s->cu->opts->amin;

	for (const struct sd_node *it = s->cu->ast.items; it; it = it->next) {
		const char *const *wd = it->u.pragma.words;
		if (it->kind != SD_N_PRAGMA || it->prog != prog || it->u.pragma.nwords < 4 ||
		    it->loc.file != n->loc.file || sd_loc_after(it->loc, n->loc) ||
		    strcmp(wd[0], "pragma") || strcmp(wd[1], "D") || strcmp(wd[2], "option") ||
		    strncmp(wd[3], "amin=", 5))
			continue;
		am = wd[3] + 5;
	}
	return am;
}

/* Is the type name tn (may be NULL) scoped to a kernel module: mod`name? */
static bool tname_scoped(const struct sd_node *tn)
{
	const struct sd_declspec *sp = tn && tn->kind == SD_N_TYPENAME ? &tn->u.tname.spec : NULL;
	const char *name = sp ? (sp->tagname ? sp->tagname : sp->tdname) : NULL;

	return name && strchr(name, '`') && strncmp(name, "C`", 2) && strncmp(name, "D`", 2);
}

/* dt_node_type( ): a type name's attributes are Private (_dtrace_typattr)
 * when dt_decl_type( ) leaves its type in a kernel module's container, the
 * defaults when in the C or D container: D's own types, the kernel types
 * the D library's declarations copied there with all they lead to, a
 * pointer the kernel has none of (dt_type_pointer( ) makes it there), an
 * array (its base is copied there). */
static bool tname_private(struct sd_typetab *tt, const struct sd_node *tn,
			  const struct sd_type *base, int depth)
{
	return base && base->kind != SD_T_ARRAY &&
	       sd_ktype_in_kernel(tt, base, depth, tname_scoped(tn));
}

bool sema_typename_private(struct sema *s, const struct sd_node *tn, const struct sd_type *t)
{
	int depth = 0;

	while (t && t->kind == SD_T_PTR) {
		depth++;
		t = t->base;
	}
	return tname_private(s->tt, tn, t, depth);
}

struct sd_attr sd_typename_attr(const struct sd_typetab *tt, const struct sd_node *tn,
				const struct sd_type *base, int depth)
{
	/* the table's caches of kernel types fill in as they are asked */
	return tname_private((struct sd_typetab *)tt, tn, base, depth) ? sym_attr : def_attr;
}

int sema_typename_amin(struct sema *s, const struct sd_node *n, const struct sd_type *t,
		       int prog)
{
	const char *am = amin_at(s, n, prog);
	const struct sd_node *tn = n->kind == SD_N_CAST || n->kind == SD_N_XLATE ? n->u.cast.tname :
				   n->kind == SD_N_SIZEOF ? n->u.size.tname : n;
	struct sd_attr amin;

	if (!am || !parse_attr(am, &amin) || !t || !sema_typename_private(s, tn, t) ||
	    !attr_below(sym_attr, amin))
		return 0;
	sd_diag_error(&s->cu->diag, n->loc, D_ATTR_MIN, "attributes for type %s "
		      "(%s/%s/%s) are less than predefined minimum", t->name ? t->name : "",
		      sd_stability_name(sym_attr.name), sd_stability_name(sym_attr.data),
		      sd_class_name(sym_attr.klass));
	return -1;
}

static struct sd_attr leaf(struct attr_walk *w, const struct sd_node *n, struct sd_attr a)
{
	if (w->amin && !w->bad && attr_below(a, *w->amin)) {
		w->bad = n;
		w->bad_attr = a;
	}
	return a;
}

static struct sd_attr ident_attr1(const struct sd_node *n, struct attr_walk *w);

/* The last "#pragma D attributes A name" that names name (the D
 * library's or a program's): true and *a, else false. */
static bool pragma_attr(const char *name, const struct attr_walk *w, struct sd_attr *a)
{
	struct sd_attr p;
	bool found = false;

	for (const struct sd_node *it = w->ast ? w->ast->items : NULL; it; it = it->next) {
		if (it->kind != SD_N_PRAGMA || it->u.pragma.nwords < 5)
			continue;
		const char *const *wd = it->u.pragma.words;
		if (strcmp(wd[0], "pragma") || strcmp(wd[1], "D") || strcmp(wd[2], "attributes") ||
		    strcmp(wd[4], name))
			continue;
		if (parse_attr(wd[3], &p)) {
			*a = p;
			found = true;
		}
	}
	return found;
}

/* A global variable's attributes: its pragma's, else Stable. */
static struct sd_attr var_attr(const char *name, const struct attr_walk *w)
{
	struct sd_attr a = def_attr;

	pragma_attr(name, w, &a);
	return a;
}

static struct sd_attr list_attr(const struct sd_node *n, struct attr_walk *w);

static bool inline_attr(const struct sd_node *n, struct attr_walk *w, struct sd_attr *a);

/* o as written: an inline's name, name[keys], or a member of one
 * (curpsinfo->pr_pid, (*curpsinfo).pr_pid: dt_cook_op2( ) gives a member
 * its left side's attributes, dt_cook_op1( ) a * its operand's). */
static bool written_attr(const struct sd_node *o, struct attr_walk *w, struct sd_attr *a)
{
	switch (o->kind) {
	case SD_N_IDENT: return pragma_attr(o->u.ident.name, w, a);
	case SD_N_MEMBER: return written_attr(o->u.member.base, w, a);
	case SD_N_UNOP:	/* (*curpsinfo).m: dt_cook_op1( ) gives * its operand's */
		return o->u.unop.op == SD_OP_DEREF && written_attr(o->u.unop.a, w, a);
	case SD_N_CAST: return inline_attr(o, w, a);
	case SD_N_INDEX:
		if (o->u.index.base->kind != SD_N_IDENT ||
		    !pragma_attr(o->u.index.base->u.ident.name, w, a))
			return false;
		*a = attr_min(*a, list_attr(o->u.index.args, w));
		return true;
	default: return false;
	}
}

/* An inline's expansion (a cast sema made, keeping what was written: the
 * inline's name, name[keys], a translated member of it) whose inline a
 * pragma gives attributes: DTrace's dt_ident_cook( ) takes the
 * identifier's own (di_attr, which the pragma set), with its keys', not
 * its expression's. An inline of an integer constant is Stable whatever
 * a pragma says: dt_node_ident( ) makes its name a new INT node, of
 * dt_node_alloc( )'s default attributes. */
static bool inline_attr(const struct sd_node *n, struct attr_walk *w, struct sd_attr *a)
{
	const struct sd_node *o = n->kind == SD_N_CAST ? n->u.cast.orig : NULL;

	if (o && n->u.cast.konst) {
		*a = def_attr;
		return true;
	}
	return o && !n->u.cast.tname && written_attr(o, w, a);
}

static struct sd_attr expr_attr(const struct sd_node *n, struct attr_walk *w);
static struct sd_attr folded_attr(const struct sd_node *n, struct attr_walk *w);

/* A member of a program's own translation (xlate<T>(e).m): DTrace gives
 * it the xlate's attributes, the least of its input's and its
 * translator's (dt_cook_op2( ), DT_TOK_XLATE), which are the least of
 * every member's value (dt_cook_xlator( )), not only the one read; the
 * input's name in them is Stable (dt_xlator_create( )). A member of a D
 * library translator's translation (xlate <psinfo_t> (curthread).pr_ppid)
 * has the xlate's attributes as sema gives them (its input's), not its
 * expansion's (kernel types, Private). */
static bool xl_member_attr(const struct sd_node *n, struct attr_walk *w, struct sd_attr *a)
{
	const struct sd_node *xl = n->kind == SD_N_CAST && !n->u.cast.tname ?
				   sema_xlate_of_member(n) : NULL;

	if (!xl)
		return false;
	if (sema_xlate_from_lib(xl)) {	/* the xlate's attributes too */
		*a = expr_attr(xl, w);
		return true;
	}
	const struct sd_node *m = sema_xlate_own_members(xl);
	if (!m)
		return false;
	struct attr_walk mw = *w;

	mw.amin = NULL;	/* the translator's own nodes are no statement's */
	*a = expr_attr(n->u.cast.xin, w);
	for (; m; m = m->next)
		if (m->sema)
			*a = attr_min(*a, expr_attr(m->sema, &mw));
	return true;
}

/* A member of args[i] whose type the provider translates (args[1]->pr_fname,
 * (*args[1]).pr_fname): dt_cook_op2( )'s DT_TOK_PTR/DOT gives a member its
 * left side's attributes, here args[i]'s (the probe's argument
 * attributes), not those of the translator's member expression (cooked
 * with the D library, never in the clause). */
static bool args_member_attr(const struct sd_node *n, struct attr_walk *w, struct sd_attr *a)
{
	const struct sd_node *o = n->kind == SD_N_CAST && !n->u.cast.tname &&
				  n->u.cast.xl == SD_XL_MEMBER ? n->u.cast.orig : NULL;

	if (!o || o->kind != SD_N_MEMBER)
		return false;
	const struct sd_node *b = o->u.member.base;
	if (b->kind == SD_N_UNOP && b->u.unop.op == SD_OP_DEREF)
		b = b->u.unop.a;
	while (b->kind == SD_N_CAST && !b->u.cast.tname)
		b = b->u.cast.a;
	if (b->kind != SD_N_XLATE || !b->u.cast.orig)
		return false;
	*a = expr_attr(o->u.member.base, w);
	return true;
}

static struct sd_attr type_attr(const struct sd_type *t)
{
	return kernel_type(t) ? sym_attr : def_attr;
}

static struct sd_attr ident_attr(const struct sd_node *n, struct attr_walk *w)
{
	return leaf(w, n, ident_attr1(n, w));
}

static struct sd_attr ident_attr1(const struct sd_node *n, struct attr_walk *w)
{
	const struct sd_ref *r = n->sema;

	if (!strcmp(n->u.ident.name, "args"))
		return w->pa->args;
	if (!r)
		return def_attr;
	if (r->kind == SD_REF_KSYM)
		return sym_attr;
	if (r->kind == SD_REF_VAR && r->var && r->var->kind == SD_VAR_GLOBAL)
		return var_attr(n->u.ident.name, w);
	if (r->kind != SD_REF_BUILTIN)
		return def_attr;
	switch (r->builtin) {
	case SD_B_CURTHREAD:
		return (struct sd_attr){ SD_STAB_STABLE, SD_STAB_PRIVATE, SD_CLASS_COMMON };
	case SD_B_PROBEPROV: return w->pa->prov;
	case SD_B_PROBEMOD: return w->pa->mod;
	case SD_B_PROBEFUNC: return w->pa->func;
	case SD_B_PROBENAME: return w->pa->name;
	default: return def_attr;
	}
}


static struct sd_attr list_attr(const struct sd_node *n, struct attr_walk *w)
{
	struct sd_attr a = def_attr;

	for (; n; n = n->next)
		a = attr_min(a, expr_attr(n, w));
	return a;
}

static struct sd_attr call_attr(const struct sd_node *n, struct attr_walk *w)
{
	const struct sd_node *fn = n->u.call.fn;
	struct sd_attr a = list_attr(n->u.call.args, w);

	if (fn->kind == SD_N_IDENT && evolving_subr(fn->u.ident.name))
		a = attr_min(a, (struct sd_attr){ SD_STAB_EVOLVING, SD_STAB_EVOLVING,
						  SD_CLASS_COMMON });
	return leaf(w, n, a);
}

/* The attributes of a constant sema folded, as DTrace's parser gives
 * them where it folds: dt_node_op1( ) keeps its operand's node (so its
 * attributes), sizeof of a type the type node's (Private for a kernel
 * type: dt_node_type( )'s _dtrace_typattr); dt_node_op2( ) gives an
 * arithmetic or bitwise operator and <, <=, >, >= the least of its
 * operands' (dt_node_promote( )), == != && || ^^ a new node's defaults,
 * << >> too (it assigns the least to its right operand), a cast the
 * least of its type's and its operand's; dt_node_op3( ) is the branch
 * the condition takes. sizeof of an expression DTrace never folds: an
 * OP1 that dt_cook_op1( ) gives its operand's attributes. */
static struct sd_attr folded_attr(const struct sd_node *n, struct attr_walk *w)
{
	int64_t v;

	switch (n->kind) {
	case SD_N_INT:
		if (n->u.ival.kpriv)
			return sym_attr;
		return n->u.ival.orig ? folded_attr(n->u.ival.orig, w) : def_attr;
	case SD_N_SIZEOF:
		return n->u.size.a && !n->u.size.tname ? expr_attr(n->u.size.a, w) : def_attr;
	case SD_N_UNOP: return folded_attr(n->u.unop.a, w);
	case SD_N_BINOP:
		switch (n->u.binop.op) {
		case SD_OP_EQ: case SD_OP_NE: case SD_OP_LAND: case SD_OP_LXOR:
		case SD_OP_LOR: case SD_OP_SHL: case SD_OP_SHR:
			return def_attr;
		default:
			return attr_min(folded_attr(n->u.binop.a, w),
					folded_attr(n->u.binop.b, w));
		}
	case SD_N_COND:
		if (!sema_const(n->u.cond.c, &v))
			return expr_attr(n, w);
		return folded_attr(v ? n->u.cond.a : n->u.cond.b, w);
	default: return expr_attr(n, w);
	}
}

/* == != && || ^^ of two constants (sema leaves them as they are): DTrace's
 * dt_node_op2( ) folds them into a new INT node of the default
 * attributes, not its operands' least. */
static bool defattr_fold(const struct sd_node *n)
{
	int64_t v;

	switch (n->u.binop.op) {
	case SD_OP_EQ: case SD_OP_NE: case SD_OP_LAND: case SD_OP_LXOR: case SD_OP_LOR:
		return sema_const(n->u.binop.a, &v) && sema_const(n->u.binop.b, &v);
	default:
		return false;
	}
}

/* DTrace's attributes of a cooked node: the minimum of its parts'. */
static struct sd_attr expr_attr(const struct sd_node *n, struct attr_walk *w)
{
	struct sd_attr a = def_attr;

	switch (n->kind) {
	case SD_N_INT: return folded_attr(n, w);
	case SD_N_IDENT: return ident_attr(n, w);
	case SD_N_UNOP: case SD_N_STRINGOF: return expr_attr(n->u.unop.a, w);
	case SD_N_BINOP:
		if (defattr_fold(n))
			return def_attr;
		return attr_min(expr_attr(n->u.binop.a, w), expr_attr(n->u.binop.b, w));
	case SD_N_ASSIGN:
		/* @a[k] = f(x): the aggregation's tuple, not f's arguments */
		if (sema_is_agg_ref(n->u.assign.lhs))
			return expr_attr(n->u.assign.lhs, w);
		return attr_min(expr_attr(n->u.assign.lhs, w), expr_attr(n->u.assign.rhs, w));
	case SD_N_COND:
		a = attr_min(expr_attr(n->u.cond.c, w), expr_attr(n->u.cond.a, w));
		return attr_min(a, expr_attr(n->u.cond.b, w));
	case SD_N_CALL: return call_attr(n, w);
	case SD_N_INDEX:
		return attr_min(expr_attr(n->u.index.base, w), list_attr(n->u.index.args, w));
	case SD_N_MEMBER: return expr_attr(n->u.member.base, w);
	case SD_N_XLATE:
		if (n->u.cast.orig)	/* args[i] translated: args' (dt_idcook_args( )) */
			return expr_attr(n->u.cast.orig, w);
		/* fall through */
	case SD_N_CAST:
		if (!n->u.cast.tname && n->u.cast.orig && sema_args_elem(n->u.cast.orig))
			return expr_attr(n->u.cast.orig, w);	/* a userland string args[i] */
		if (inline_attr(n, w, &a) || xl_member_attr(n, w, &a) ||
		    args_member_attr(n, w, &a))
			return leaf(w, n, a);
		a = n->kind == SD_N_CAST && n->u.cast.tname ?
		    (n->u.cast.kpriv ? sym_attr : def_attr) : type_attr(n->type);
		return attr_min(leaf(w, n, a), expr_attr(n->u.cast.a, w));
	case SD_N_SIZEOF:
		return n->u.size.a ? expr_attr(n->u.size.a, w) : def_attr;
	case SD_N_EXPR_STMT: return n->u.stmt.e ? expr_attr(n->u.stmt.e, w) : def_attr;
	case SD_N_IF:
		a = attr_min(expr_attr(n->u.ifs.c, w), list_attr(n->u.ifs.then, w));
		return attr_min(a, list_attr(n->u.ifs.els, w));
	default: return def_attr;
	}
}

/* DTrace's dt_probe_info() refuses a description that matches several
 * probes with a field its provider calls Evolving or better left empty or
 * a glob (or no provider, for arguments less than Evolving): it has then
 * no representative probe. */
static bool unstable(const struct sd_probe *p, const struct sd_pdesc *d)
{
	const struct sd_pattr *pa = prov_attr(p->provider);

	return (pa->args.data < SD_STAB_EVOLVING && is_glob(d->prov)) ||
	       (pa->mod.name >= SD_STAB_EVOLVING && is_glob(d->mod)) ||
	       (pa->func.name >= SD_STAB_EVOLVING && is_glob(d->func)) ||
	       (pa->name.name >= SD_STAB_EVOLVING && is_glob(d->name));
}

/* Whether DTrace's dt_probe_iter() meets a before b: a description with a
 * field named exactly walks that field's hash chain, newest probe first;
 * one of globs and empty fields walks the probes in ID order. */
static bool met_before(const struct sd_probe *a, const struct sd_probe *b, bool newest)
{
	return newest ? a->id > b->id : a->id < b->id;
}

/* The probe DTrace's probe information describes for description d: the
 * first of c's probes it matches in DTrace's order, or NULL (none, or an
 * unstable set). */
static const struct sd_probe *first_probe(const struct sd_clause *c, const struct sd_pdesc *d)
{
	const struct sd_probe *first = NULL;
	bool newest = sd_pdesc_names_field(d), several = false;

	for (size_t k = 0; k < c->nprobes; k++) {
		if (c->probes[k] == first || c->probes[k]->latent ||
		    !sd_pdesc_match(d, c->probes[k]))
			continue;	/* first again: another description's;
					   latent: no probe of its own yet */
		several = first != NULL;
		if (!first || met_before(c->probes[k], first, newest))
			first = c->probes[k];
	}
	return first && several && unstable(first, d) ? NULL : first;
}

const struct sd_probe *sema_desc_probe(const struct sd_clause *c, const struct sd_node *pd,
				       int k, bool *unstable_set)
{
	const struct sd_probe *first = NULL;
	struct sd_pdesc d;
	const char *why;
	bool several = false;

	*unstable_set = false;
	if (sd_pdesc_parse(pd->u.pdesc.text, &d, &why) < 0)
		memset(&d, 0, sizeof(d));
	bool newest = d.prov && sd_pdesc_names_field(&d);
	for (size_t i = 0; i < c->nprobes; i++) {
		if (c->pdesc[i] != k || c->probes[i]->latent)
			continue;	/* latent: no probe of its own yet */
		several = first != NULL;
		if (!first || met_before(c->probes[i], first, newest))
			first = c->probes[i];
	}
	for (size_t i = 0; i < c->ndleft && !several; i++)
		several = c->dleft[i] == k;	/* DTrace matched those too */
	if (first && several && d.prov)
		*unstable_set = unstable(first, &d);
	if (d.prov)
		sd_pdesc_free(&d);
	return *unstable_set ? NULL : first;
}

struct stab_stmt {
	struct sd_attr desc, stmt, args;
	const struct sd_probe *probe;	/* a probe it matches, or NULL */
	struct sd_pdesc d;
	const struct sd_node *pd;	/* its description */
};

/* One statement (clause x description): DTrace's dt_setcontext() gives
 * probeprov..probename and args the attributes of the provider of a probe
 * the description matches, Unstable ones without a probe. */
static void stab_stmt(const struct sd_cu *cu, const struct sd_clause *c, struct stab_stmt *st)
{
	const struct sd_node *cl = c->node;
	const struct sd_pattr *pa = &glob_pattr;

	st->probe = first_probe(c, &st->d);
	if (st->probe)
		pa = prov_attr(st->probe->provider);
	st->desc = st->probe ? pdesc_attr(c, &st->d) : glob_attr;
	struct attr_walk w = { .pa = pa, .ast = &cu->ast };
	st->stmt = list_attr(cl->u.clause.stmts, &w);
	if (cl->u.clause.pred)
		st->stmt = attr_min(st->stmt, expr_attr(cl->u.clause.pred, &w));
	st->args = is_glob(st->d.prov) || !st->probe ? glob_attr : pa->args;
}

static void put_attr(struct sd_buf *out, const char *title, struct sd_attr a)
{
	sd_buf_addf(out, "\n\t%s\n", title);
	sd_buf_addf(out, "\t\tIdentifier Names: %s\n", sd_stability_name(a.name));
	sd_buf_addf(out, "\t\tData Semantics:   %s\n", sd_stability_name(a.data));
	sd_buf_addf(out, "\t\tDependency Class: %s\n", sd_class_name(a.klass));
}

/* Calls fn for every statement of program prog; stops when it returns
 * false. */
static void each_stmt(const struct sd_cu *cu, int prog,
		      bool (*fn)(struct stab_stmt *st, void *arg), void *arg)
{
	for (size_t i = 0; i < cu->nclauses; i++) {
		const struct sd_clause *c = &cu->clauses[i];
		if (c->prog != prog || !c->node)
			continue;
		for (struct sd_node *pd = c->node->u.clause.probes; pd; pd = pd->next) {
			struct stab_stmt st = { .pd = pd };
			if (pdesc_fields(c, pd, &st.d) < 0)
				continue;
			stab_stmt(cu, c, &st);
			bool more = fn(&st, arg);
			sd_pdesc_free(&st.d);
			if (!more)
				return;
		}
	}
}

struct stab_min { struct sd_attr desc, stmt; bool any; };

static bool min_stmt(struct stab_stmt *st, void *arg)
{
	struct stab_min *m = arg;

	m->desc = attr_min(m->any ? m->desc : max_attr, st->desc);
	m->stmt = attr_min(m->any ? m->stmt : max_attr, st->stmt);
	m->any = true;
	return true;
}

/* -e -v: each statement's description (as its pid provider rewrote it:
 * dt_ecbdesc_create( ) copies the clause's) and what its probe info says;
 * DTrace stops at a description that matches no probe. */
static bool info_stmt(struct stab_stmt *st, void *arg)
{
	struct sd_buf *out = arg;

	if (st->pd->u.pdesc.shown)
		sd_buf_addf(out, "\n%s\n", st->pd->u.pdesc.shown);
	else
		sd_buf_addf(out, "\n%s:%s:%s:%s\n", st->d.prov, st->d.mod, st->d.func,
			    st->d.name);
	if (!st->probe)
		return false;
	sd_probe_info_text(out, st->probe, st->desc, st->args);
	return true;
}

void sd_stab_report(const struct sd_cu *cu, int prog, const char *what, bool exec,
		    struct sd_buf *out)
{
	struct stab_min m = { def_attr, def_attr, false };

	each_stmt(cu, prog, min_stmt, &m);
	sd_buf_addf(out, "\nStability attributes for %s:\n", what);
	put_attr(out, "Minimum Probe Description Attributes", m.desc);
	put_attr(out, "Minimum Statement Attributes", m.stmt);
	if (exec)
		sd_buf_addch(out, '\n');
	else
		each_stmt(cu, prog, info_stmt, out);
}

/* DTrace's name of a node whose attributes are checked (dt_node_name). */
static char *node_name(const struct sd_node *n)
{
	const struct sd_ref *r = n->sema;

	switch (n->kind) {
	case SD_N_IDENT: {
		const char *name = n->u.ident.name, *q = strrchr(name, '`');
		if (r && r->kind == SD_REF_KSYM)
			return sd_xasprintf("symbol vmlinux`%s", q ? q + 1 : name);
		if (!strcmp(name, "args"))
			return sd_xasprintf("associative array %s", name);
		return sd_xasprintf("scalar %s", name);
	}
	case SD_N_CALL:
		return sd_xasprintf("function %s( )", n->u.call.fn->kind == SD_N_IDENT ?
				    n->u.call.fn->u.ident.name : "");
	case SD_N_CAST: {	/* an inline's expansion: dt_xcook_ident( )'s VAR node */
		const struct sd_node *o = n->u.cast.tname ? NULL : n->u.cast.orig;
		if (o && o->kind == SD_N_IDENT)
			return sd_xasprintf("scalar %s", o->u.ident.name);
		if (o && o->kind == SD_N_INDEX && o->u.index.base->kind == SD_N_IDENT)
			return sd_xasprintf("associative array %s",
					    o->u.index.base->u.ident.name);
	}
	/* fall through */
	default:
		return sd_xasprintf("type %s", n->type && n->type->name ? n->type->name : "");
	}
}

/* Statements from n up to end (not included) as w checks them. */
static void stmts_attr_upto(const struct sd_node *n, const struct sd_node *end,
			    struct attr_walk *w)
{
	for (; n && n != end && !w->bad; n = n->next)
		expr_attr(n, w);
}

/* The first node below -x amin in what DTrace cooks of clause cl before
 * it stops (dt_node_attr_assign( ) as it cooks each node): the predicate
 * first when pred_first, then the statements before end (NULL: all), then
 * the predicate when pred_last; recorded as an error in its region. */
int sema_attr_upto(struct sema *s, struct sd_node *cl, const struct sd_clause *c,
		   bool pred_first, const struct sd_node *end, bool pred_last)
{
	struct sd_attr amin, a;
	const char *am = amin_of(s, c);

	if (!am || !parse_attr(am, &amin))
		return 0;
	for (struct sd_node *pd = cl->u.clause.probes; pd; pd = pd->next) {
		const struct sd_probe *p;
		if (!desc_info(c, pd, &p, &a))
			continue;
		struct attr_walk w = { .pa = p ? prov_attr(p->provider) : &glob_pattr,
				       .ast = &s->cu->ast, .amin = &amin };
		/* as dt_cook_clause( ) cooks them, each under its label */
		const char *region = "predicate";
		if (pred_first && cl->u.clause.pred)
			expr_attr(cl->u.clause.pred, &w);
		if (!w.bad) {
			region = "action list";
			stmts_attr_upto(cl->u.clause.stmts, end, &w);
		}
		if (pred_last && cl->u.clause.pred && !w.bad) {
			region = "predicate";
			expr_attr(cl->u.clause.pred, &w);
		}
		if (!w.bad)
			continue;
		char *name = node_name(w.bad);
		s->cu->diag.region = region;
		sd_diag_error(&s->cu->diag, w.bad->loc, D_ATTR_MIN, "attributes for %s "
			      "(%s/%s/%s) are less than predefined minimum", name,
			      sd_stability_name(w.bad_attr.name), sd_stability_name(w.bad_attr.data),
			      sd_class_name(w.bad_attr.klass));
		s->cu->diag.region = NULL;
		free(name);
		return -1;
	}
	return 0;
}

int sema_stmt_attr(struct sema *s, struct sd_node *cl, const struct sd_clause *c)
{
	return sema_attr_upto(s, cl, c, false, NULL, true);
}

/* ---- -x tree: each node's attributes ---------------------------------- */

struct sd_attr sd_attr_min(struct sd_attr a, struct sd_attr b)
{
	return attr_min(a, b);
}

struct sd_attr sd_desc_ctxattr(const struct sd_clause *c, const struct sd_node *pd)
{
	const struct sd_probe *p;
	struct sd_attr a;

	return desc_info(c, pd, &p, &a) ? a : glob_attr;
}

struct sd_attr sd_node_attr(const struct sd_cu *cu, const struct sd_clause *c,
			    const struct sd_node *pd, const struct sd_node *n)
{
	const struct sd_probe *p = NULL;
	struct sd_attr a;

	if (c && pd && !desc_info(c, pd, &p, &a))
		p = NULL;
	struct attr_walk w = { .pa = p ? prov_attr(p->provider) : &glob_pattr,
			       .ast = &cu->ast };
	return expr_attr(n, &w);
}

