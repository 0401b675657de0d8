/* parse_const.c - the integer constants DTrace's parser folds as it builds
 * nodes (dt_node_op1( ), dt_node_op2( ), dt_node_op3( ), dt_node_int( )):
 * their value in 64 bits and their type's size and sign, for array sizes,
 * enumerators, bit-field widths and the ?: and division checks the parser
 * makes (parse.c, parse_decl.c). Also the integer types the parser knows
 * (keywords, enums, typedefs declared before in the text or outside it).
 */
#include "parse.h"

#include <string.h>

#include "parse_int.h"


/* l op r of two folded integers; false when sema decides (a division by
 * 0, a shift past 63, a signed operation of operands with the top bit set). */
static bool parse_fold(enum sd_op op, uint64_t l, uint64_t r, uint64_t *v)
{
	bool sign_free = (int64_t)l >= 0 && (int64_t)r >= 0;

	switch (op) {
	case SD_OP_LOR: *v = l || r; return true;
	case SD_OP_LXOR: *v = !l != !r; return true;
	case SD_OP_LAND: *v = l && r; return true;
	case SD_OP_BOR: *v = l | r; return true;
	case SD_OP_BXOR: *v = l ^ r; return true;
	case SD_OP_BAND: *v = l & r; return true;
	case SD_OP_EQ: *v = l == r; return true;
	case SD_OP_NE: *v = l != r; return true;
	case SD_OP_ADD: *v = l + r; return true;
	case SD_OP_SUB: *v = l - r; return true;
	case SD_OP_MUL: *v = l * r; return true;
	case SD_OP_SHL: *v = r < 64 ? l << r : 0; return r < 64;
	case SD_OP_SHR: *v = r < 64 ? l >> r : 0; return r < 64;
	case SD_OP_LT: *v = l < r; return sign_free;
	case SD_OP_LE: *v = l <= r; return sign_free;
	case SD_OP_GT: *v = l > r; return sign_free;
	case SD_OP_GE: *v = l >= r; return sign_free;
	case SD_OP_DIV: *v = r ? l / r : 0; return sign_free && r;
	case SD_OP_MOD: *v = r ? l % r : 0; return sign_free && r;
	default: return false;
	}
}

void parse_add_const(struct parser *p, const char *name, uint64_t v)
{
	struct pconst *c = sd_arena_alloc(p->arena, sizeof(*c));

	c->s = name;
	c->v = v;
	c->next = p->consts;
	p->consts = c;
}

/* Is specifier list s an integer type the parser knows (keywords, an enum,
 * a typedef of one declared before in the text or outside it)? Its size and
 * sign as DTrace's dt_node_type_assign( ) gives them: an enum is unsigned. */
/* enum tag is an enum of members (DTrace's dt_node_is_integer( ) of the
 * type dt_decl_type( ) finds): one the text defined before, else one of
 * the programs before, the D library or the kernel's (o->int_type). */
static bool enum_known(const struct parser *p, const char *tag, unsigned *size)
{
	bool sign;
	const char *d = strncmp(tag, "D`", 2) ? tag : tag + 2;

	if (ns_has(&p->tags, sd_arena_printf(p->arena, "enum %s", d)) ||
	    ns_has(&p->tags, sd_arena_printf(p->arena, "C`enum %s", d)))
		return true;	/* the D program's or an #include'd file's */
	return p->o->int_type &&
	       p->o->int_type(p->o->type_ctx, sd_arena_printf(p->arena, "enum %s", tag),
			      size, &sign);
}

bool parse_int_spec(const struct parser *p, const struct sd_declspec *s,
		    unsigned *size, bool *sign)
{
	unsigned ts = s->tspec;
	unsigned bad = SD_TS_VOID | SD_TS_FLOAT | SD_TS_DOUBLE | SD_TS_STRING | SD_TS_LONG3;

	if (s->tdname) {
		const char *name = strncmp(s->tdname, "D`", 2) ? s->tdname : s->tdname + 2;

		if (!strncmp(name, "C`", 2) && ns_has(&p->ctypedefs, name + 2))
			name += 2;	/* an #include'd file's */

		for (const struct ptdef *t = p->tdints; t; t = t->next)
			if (!strcmp(t->s, name)) {
				*size = t->size;
				*sign = t->sign;
				return true;
			}
		return !ns_has(&p->typedefs, name) && p->o->int_type &&
		       p->o->int_type(p->o->type_ctx, s->tdname, size, sign);
	}
	if (s->tag == SD_TAG_ENUM) {	/* an enum, but no forward one (of no size) */
		*size = 4;
		*sign = false;	/* dt_node_type_assign( ): no DT_NF_SIGNED */
		return s->has_body || (s->tagname && enum_known(p, s->tagname, size));
	}
	if (s->tag != SD_TAG_NONE || !ts || (ts & bad))
		return false;
	*sign = !(ts & (SD_TS_UNSIGNED | SD_TS_BOOL));
	*size = ts & (SD_TS_CHAR | SD_TS_BOOL) ? 1 : ts & SD_TS_SHORT ? 2 :
		ts & (SD_TS_LONG | SD_TS_LONGLONG) ? 8 : 4;
	return true;
}

void parse_add_tdint(struct parser *p, const char *name, unsigned size, bool sign)
{
	struct ptdef *t = sd_arena_alloc(p->arena, sizeof(*t));

	t->s = name;
	t->size = size;
	t->sign = sign;
	t->next = p->tdints;
	p->tdints = t;
}

/* A constant of the parser's, its value in the 64 bits DTrace's dn_value
 * holds and its type's size and sign. */
struct pval {
	uint64_t v;
	unsigned size;
	bool sign;
	bool is_enum;	/* dt_type_promote( ) takes it as int */
};

static bool pval(const struct parser *p, const struct sd_node *n, struct pval *r);

/* An integer constant's type (dt_node_int( )): int, unsigned int, long,
 * unsigned long as its value, suffixes and base allow. */
static void lit_pval(const struct sd_node *n, struct pval *r)
{
	const uint64_t lim[] = { INT32_MAX, UINT32_MAX, INT64_MAX, UINT64_MAX, INT64_MAX,
				 UINT64_MAX };
	int step = n->u.ival.base == 10 || n->u.ival.lower_u ? 2 : 1;
	int i = (n->u.ival.is_unsigned ? 1 : 0) + 2 * n->u.ival.suffix_l;

	r->v = n->u.ival.v;
	if (n->u.ival.is_char)
		i = 0;
	else
		while (i < 5 && r->v > lim[i])
			i += step;
	i = i > 5 ? 5 : i;
	r->size = i < 2 ? 4 : 8;
	r->sign = !(i & 1);
	r->is_enum = false;
}

/* (type)c: dt_node_op2( ) folds a cast of an integer node to an integer
 * type as it builds it, truncating and extending the value only when the
 * type is narrower, or as wide and of the other sign, or wider, unsigned
 * and the value signed (a value kept is kept with all 64 bits). */
static bool cast_pval(const struct parser *p, const struct sd_node *n, struct pval *r)
{
	const struct sd_node *tn = n->u.cast.tname;
	unsigned ds;
	bool dsign;
	int sh;

	if (!tn || (tn->u.tname.dtor && tn->u.tname.dtor->u.dtor.levels) ||
	    !parse_int_spec(p, &tn->u.tname.spec, &ds, &dsign) || !pval(p, n->u.cast.a, r))
		return false;
	sh = (int)(8 - ds) * 8;
	if (sh && !(ds > r->size && (dsign || !r->sign)) &&
	    !(ds == r->size && dsign == r->sign)) {
		r->v <<= sh;
		r->v = dsign ? (uint64_t)((int64_t)r->v >> sh) : r->v >> sh;
	}
	r->size = ds;
	r->sign = dsign;
	r->is_enum = tn->u.tname.spec.tag == SD_TAG_ENUM;
	return true;
}

/* sizeof of a type name or a string constant: dt_node_op1( ) makes it a
 * size_t integer node (of the types the parser knows the size of here:
 * integers and pointers). */
static bool sizeof_pval(const struct parser *p, const struct sd_node *n, struct pval *r)
{
	const struct sd_node *tn = n->u.size.tname;
	bool sign;

	r->size = 8;
	r->sign = r->is_enum = false;
	if (!tn) {
		if (n->u.size.a->kind != SD_N_STR)
			return false;
		r->v = strlen(n->u.size.a->u.str.s) + 1;
		return true;
	}
	unsigned size;
	const struct sd_declspec *s = &tn->u.tname.spec;
	bool is_void = !s->tdname && s->tag == SD_TAG_NONE && s->tspec == SD_TS_VOID;

	if (!parse_int_spec(p, s, &size, &sign) && !is_void)
		return false;
	if (tn->u.tname.dtor && tn->u.tname.dtor->u.dtor.levels) {
		for (const struct sd_dlevel *l = tn->u.tname.dtor->u.dtor.levels; l; l = l->next)
			if (l->kind != SD_DL_PTR)
				return false;
		size = 8;
	}
	r->v = size;
	return !is_void || size;
}

static bool unop_pval(const struct parser *p, const struct sd_node *n, struct pval *r)
{
	if (!pval(p, n->u.unop.a, r))
		return false;
	switch (n->u.unop.op) {
	case SD_OP_NEG:
		r->v = -r->v;
		if (!r->sign && r->size < 8)
			r->v &= ~0ull >> (64 - r->size * 8);
		return true;
	case SD_OP_PLUS: return true;
	case SD_OP_BNOT: r->v = ~r->v; return true;
	case SD_OP_NOT: r->v = !r->v; return true;
	default: return false;
	}
}

/* l op r: the value parse_fold( ) gives, of the type dt_type_promote( )
 * gives (an enum taken as int, then the greater of size and unsignedness,
 * with no promotion to int), int for a comparison, the left's for a shift. */
static bool binop_pval(const struct parser *p, const struct sd_node *n, struct pval *r)
{
	struct pval a, b;
	enum sd_op op = n->u.binop.op;

	if (!pval(p, n->u.binop.a, &a) || !pval(p, n->u.binop.b, &b) ||
	    !parse_fold(op, a.v, b.v, &r->v))
		return false;
	r->is_enum = false;
	if (op == SD_OP_SHL || op == SD_OP_SHR) {
		r->size = a.size;
		r->sign = a.sign;
		r->is_enum = a.is_enum;
	} else if ((op >= SD_OP_LT && op <= SD_OP_NE) ||
		   (op >= SD_OP_LAND && op <= SD_OP_LOR)) {
		r->size = 4;
		r->sign = true;
	} else {
		unsigned la = a.is_enum ? 32 : a.size * 8 + !a.sign;
		unsigned rb = b.is_enum ? 32 : b.size * 8 + !b.sign;
		unsigned rank = la > rb ? la : rb;

		r->size = rank / 8;
		r->sign = !(rank & 1);
	}
	return true;
}

/* Is n an integer DTrace's parser has folded already (dt_node_op1/op2/op3
 * build an integer node of constants: 0, -0, 2 - 2, 1 ? 0 : 1, (char)256,
 * and dt_node_ident( ) one of an enumerator)? Its value and type in *r.
 * An operation whose result depends on signedness is left to sema when an
 * operand has its top bit set. */
static bool pval(const struct parser *p, const struct sd_node *n, struct pval *r)
{
	struct pval c;

	switch (n->kind) {
	case SD_N_INT:
		lit_pval(n, r);
		return true;
	case SD_N_IDENT:
		for (const struct pconst *k = p->consts; k; k = k->next)
			if (!strcmp(k->s, n->u.ident.name)) {
				r->v = k->v;
				r->size = (int64_t)k->v == (int32_t)k->v ? 4 : 8;
				r->sign = true;
				r->is_enum = false;
				return true;
			}
		return false;
	case SD_N_CAST:
		return cast_pval(p, n, r);
	case SD_N_SIZEOF:
		return sizeof_pval(p, n, r);
	case SD_N_COND:
		if (!pval(p, n->u.cond.c, &c))
			return false;
		return pval(p, c.v ? n->u.cond.a : n->u.cond.b, r);
	case SD_N_UNOP:
		return unop_pval(p, n, r);
	case SD_N_BINOP:
		return binop_pval(p, n, r);
	default:
		return false;
	}
}

bool parse_const(const struct parser *p, const struct sd_node *n, uint64_t *v)
{
	struct pval r;

	if (!pval(p, n, &r))
		return false;
	*v = r.v;
	return true;
}
