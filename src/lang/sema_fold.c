/* sema_fold.c - the value of a constant integer expression, as DTrace's
 * parser folds it (dt_node_op1, dt_node_op2): in 64 bits; / % < <= > >=
 * signed or unsigned by the type of higher rank (dt_type_promote, as at
 * run time) but / and % as C's (a remainder with the sign of the
 * dividend), >> always logical, - of an unsigned constant truncated to its
 * type. For folding (sema_expr.c), array bounds and the arguments that
 * must be constants.
 */
#include "sema_int.h"

/* DTrace's rank of an integer type: its bits, one more when unsigned. */
static unsigned rank(const struct sd_type *t, bool *sgn)
{
	t = sd_type_canon(t);
	unsigned bits = t->bits ? t->bits : t->size * 8;

	*sgn = t->kind == SD_T_ENUM || sd_type_is_signed(t);
	if (t->kind == SD_T_ENUM)
		bits = 32;
	return bits + !*sgn;
}

/* Does a op b divide or compare as unsigned (the type of higher rank)? */
static bool unsigned_op(const struct sd_type *a, const struct sd_type *b)
{
	bool sa, sb;
	unsigned ra = rank(a, &sa), rb = rank(b, &sb);

	return ra >= rb ? !sa : !sb;
}

static bool fold_unsigned(enum sd_op op, uint64_t a, uint64_t b, int64_t *v)
{
	switch (op) {
	case SD_OP_DIV: if (!b) return false; *v = (int64_t)(a / b); return true;
	case SD_OP_MOD: if (!b) return false; *v = (int64_t)(a % b); return true;
	case SD_OP_LT: *v = a < b; return true;
	case SD_OP_LE: *v = a <= b; return true;
	case SD_OP_GT: *v = a > b; return true;
	case SD_OP_GE: *v = a >= b; return true;
	default: return false;
	}
}

static bool fold_binop(enum sd_op op, int64_t a, int64_t b, int64_t *v)
{
	switch (op) {
	case SD_OP_ADD: *v = (int64_t)((uint64_t)a + (uint64_t)b); return true;
	case SD_OP_SUB: *v = (int64_t)((uint64_t)a - (uint64_t)b); return true;
	case SD_OP_MUL: *v = (int64_t)((uint64_t)a * (uint64_t)b); return true;
	case SD_OP_DIV: if (!b || (a == INT64_MIN && b == -1)) return false; *v = a / b; return true;
	case SD_OP_MOD: if (!b || (a == INT64_MIN && b == -1)) return false; *v = a % b; return true;
	case SD_OP_SHL: *v = (int64_t)((uint64_t)a << (b & 63)); return true;
	case SD_OP_SHR: *v = (int64_t)((uint64_t)a >> (b & 63)); return true;
	case SD_OP_BAND: *v = a & b; return true;
	case SD_OP_BOR: *v = a | b; return true;
	case SD_OP_BXOR: *v = a ^ b; return true;
	case SD_OP_LT: *v = a < b; return true;
	case SD_OP_LE: *v = a <= b; return true;
	case SD_OP_GT: *v = a > b; return true;
	case SD_OP_GE: *v = a >= b; return true;
	case SD_OP_EQ: *v = a == b; return true;
	case SD_OP_NE: *v = a != b; return true;
	case SD_OP_LAND: *v = a && b; return true;
	case SD_OP_LOR: *v = a || b; return true;
	case SD_OP_LXOR: *v = !a != !b; return true;
	default: return false;
	}
}

/* - of an unsigned constant narrower than 64 bits keeps its type's bits. */
static bool neg_truncates(const struct sd_type *t)
{
	t = t ? sd_type_canon(t) : NULL;
	return t && ((t->kind == SD_T_INT && !t->is_signed) || t->kind == SD_T_ENUM) &&
	       t->size < 8;	/* an enum has no DT_NF_SIGNED in DTrace */
}

bool sema_const(const struct sd_node *n, int64_t *v)
{
	int64_t a, b;

	switch (n->kind) {
	case SD_N_INT:
		/* sizeof of an expression has its value here, but DTrace's parser
		 * keeps it an operator (dt_node_op1( ) folds sizeof only of a type
		 * name or a string constant): no DT_NODE_INT, so no constant where
		 * DTrace asks for one (array dimensions, tracemem( )'s size, the
		 * quantizations' parameters...), and nothing folded around it */
		if (n->u.ival.orig && n->u.ival.orig->kind == SD_N_SIZEOF)
			return false;
		*v = (int64_t)n->u.ival.v;
		return true;
	case SD_N_UNOP:
		if (!sema_const(n->u.unop.a, &a))
			return false;
		switch (n->u.unop.op) {
		case SD_OP_NEG:
			*v = (int64_t)(0 - (uint64_t)a);
			if (neg_truncates(n->u.unop.a->type))
				*v &= (int64_t)(~0ULL >> (64 - 8 * n->u.unop.a->type->size));
			return true;
		case SD_OP_PLUS: *v = a; return true;
		case SD_OP_BNOT: *v = ~a; return true;
		case SD_OP_NOT: *v = !a; return true;
		default: return false;
		}
	case SD_N_BINOP:
		if (!n->type || !sd_type_is_int(n->type) || !sema_const(n->u.binop.a, &a) ||
		    !sema_const(n->u.binop.b, &b))
			return false;
		if (n->u.binop.a->type && n->u.binop.b->type &&
		    sd_type_is_int(n->u.binop.a->type) && sd_type_is_int(n->u.binop.b->type) &&
		    unsigned_op(n->u.binop.a->type, n->u.binop.b->type) &&
		    fold_unsigned(n->u.binop.op, (uint64_t)a, (uint64_t)b, v))
			;
		else if (!fold_binop(n->u.binop.op, a, b, v))
			return false;
		return true;	/* in 64 bits, as at run time (DTrace's dt_node_op2) */
	case SD_N_CAST:
		if (!n->type || !sd_type_is_int(n->type) || !sema_const(n->u.cast.a, &a))
			return false;
		*v = a;
		if (!sd_cast_truncates(n->u.cast.a->type, n->type))
			return true;
		/* DTrace's DT_NF_SIGNED: never an enum's, nor one's typedef's */
		bool sgn = sd_type_canon(n->type)->kind == SD_T_INT &&
			   sd_type_canon(n->type)->is_signed;
		switch (n->type->size) {
		case 1: *v = sgn ? (int8_t)a : (uint8_t)a; break;
		case 2: *v = sgn ? (int16_t)a : (uint16_t)a; break;
		case 4:	/* (not one ?: of int32_t and uint32_t: that is unsigned) */
			if (sgn)
				*v = (int32_t)a;
			else
				*v = (uint32_t)a;
			break;
		default: *v = a;
		}
		return true;
	default:
		return false;
	}
}

/* Is n an integer node to DTrace's parser: literals, the integer inlines
 * and enumerators dt_node_ident( ) makes integer nodes and the sizeof of
 * a type or a string dt_node_op1( ) makes one, folded by dt_node_op1/op2
 * and cast to an integer type by dt_node_op2( )'s DT_TOK_LPAR (the parser
 * folds the literal ones itself: parse.c)? */
static bool parse_int_tree(struct sema *s, const struct sd_node *n)
{
	switch (n->kind) {
	case SD_N_INT:
		return true;
	case SD_N_IDENT:
		return sema_const_ident(s, n);
	case SD_N_SIZEOF:	/* of a type name or a string constant */
		return n->u.size.tname || n->u.size.a->kind == SD_N_STR;
	case SD_N_UNOP:
		return (n->u.unop.op == SD_OP_NEG || n->u.unop.op == SD_OP_PLUS ||
			n->u.unop.op == SD_OP_BNOT || n->u.unop.op == SD_OP_NOT) &&
		       parse_int_tree(s, n->u.unop.a);
	case SD_N_BINOP:
		return n->u.binop.op != SD_OP_COMMA && parse_int_tree(s, n->u.binop.a) &&
		       parse_int_tree(s, n->u.binop.b);
	case SD_N_CAST: {	/* to an integer type (dt_node_is_integer( )) */
		if (!n->u.cast.tname || !parse_int_tree(s, n->u.cast.a))
			return false;
		const struct sd_type *t = sema_typename(s, n->u.cast.tname);
		t = t ? sd_type_canon(t) : NULL;	/* an enum never defined is
							   a forward declaration */
		return t && sd_type_is_int(t) && (t->kind != SD_T_ENUM || t->complete);
	}
	default:
		return false;
	}
}

bool sema_parse_int(struct sema *s, const struct sd_node *n, int64_t *v)
{
	return parse_int_tree(s, n) && sema_const(n, v);
}

int sema_div_zero(struct sema *s, struct sd_node *n, enum sd_op op, struct sd_node *b)
{
	int64_t v;

	if ((op != SD_OP_DIV && op != SD_OP_MOD) || !parse_int_tree(s, b) ||
	    sema_expr(s, b) < 0 || !sema_const(b, &v) || v)
		return 0;
	SERR(s, n, D_DIV_ZERO, "expression contains division by zero");
	return -1;
}
