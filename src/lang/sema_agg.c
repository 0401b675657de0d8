/* sema_agg.c - aggregating functions assigned to aggregations: their
 * parameters (the quantizations' constants and DTrace's limits on them),
 * keys and arguments, and the agreement of every use of one aggregation on
 * the function, its parameters and its keys (split from sema_call.c).
 */
#include "sema_int.h"

#include <string.h>

#include "../base/opts.h"
#include "../kern/bpf.h"

/* Parameter i (0-based, after the value) of lquantize/llquantize as an
 * integer constant in *v (the last one must be positive; a missing lquantize
 * step is 1); false after reporting DTrace's error. */
static bool quant_param(struct sema *s, struct sd_node *call, bool ll, int i,
			struct sd_node *a, int64_t *v)
{
	static const enum sd_tag lt[] = { D_LQUANT_BASETYPE, D_LQUANT_LIMTYPE,
		D_LQUANT_STEPTYPE };
	static const enum sd_tag llt[] = { D_LLQUANT_FACTORTYPE, D_LLQUANT_LMAGTYPE,
		D_LLQUANT_HMAGTYPE, D_LLQUANT_STEPTYPE };
	bool last = i == (ll ? 3 : 2);

	*v = 1;
	/* the last is dt_node_is_posconst(): non-zero, and positive if signed */
	if ((!a && !ll && last) ||
	    (a && sema_const(a, v) && (!last || *v > 0 ||
					(*v && !sd_type_is_signed(a->type)))))
		return true;
	SERR(s, a ? a : call, ll ? llt[i] : lt[i], "%s( ) argument #%d must be %s integer "
	     "constant", ll ? "llquantize" : "lquantize", i + 1,
	     last ? "a non-zero positive" : "an");
	return false;
}

/* factor^n, or 0 when it does not fit in 64 bits. */
static uint64_t upow(uint64_t factor, uint64_t n)
{
	uint64_t pw = 1;

	for (uint64_t i = 0; i < n; i++) {
		if (pw > UINT64_MAX / factor)
			return 0;
		pw *= factor;
	}
	return pw;
}

/* The steps of llquantize(x, factor, lmag, hmag, steps) against its factor. */
static const char *llq_steps_err(uint64_t factor, uint64_t lmag, uint64_t steps)
{
	if (steps < factor && factor % steps)
		return "must evenly divide argument #1 (factor) when steps<factor";
	if (steps <= factor)
		return NULL;
	if (steps % factor)
		return "must be a multiple of argument #1 (factor) when steps>factor";
	if (lmag == 0 && (factor * factor) % steps)
		return "must evenly divide the square of argument #1 (factor) when "
		       "steps>factor and lmag==0";
	if (lmag > 0 && upow(factor, lmag + 1) % steps)
		return "must evenly divide pow(argument #1 (factor), lmag (argument #2) "
		       "+ 1) when steps>factor and lmag>0";
	return NULL;
}

#define QERR(node, tag, ...) do { SERR(s, node, tag, __VA_ARGS__); return -1; } while (0)

/* llquantize(x, factor, lmag, hmag, steps): DTrace for Linux's checks, in
 * its order. */
static int llq_params(struct sema *s, struct sd_node *call, int64_t p[4])
{
	struct sd_node *a[4];

	a[0] = sema_nth_arg(call, 1);
	for (int i = 1; i < 4; i++)
		a[i] = a[i - 1] ? a[i - 1]->next : NULL;
	if (!quant_param(s, call, true, 0, a[0], &p[0]))
		return -1;
	uint64_t factor = p[0], lmag, hmag, steps;
	if (factor > UINT16_MAX || factor < 2)
		QERR(a[0], D_LLQUANT_FACTORVAL, "llquantize( ) argument #1 must be an "
			"unsigned 16-bit quantity greater than or equal to 2");
	if (!quant_param(s, call, true, 1, a[1], &p[1]))
		return -1;
	if ((lmag = p[1]) > UINT16_MAX)
		QERR(a[1], D_LLQUANT_LMAGVAL, "llquantize( ) argument #2 must be an "
			"unsigned 16-bit quantity");
	if (!quant_param(s, call, true, 2, a[2], &p[2]))
		return -1;
	if ((hmag = p[2]) > UINT16_MAX)
		QERR(a[2], D_LLQUANT_HMAGVAL, "llquantize( ) argument #3 must be an "
			"unsigned 16-bit quantity");
	if (hmag < lmag)
		QERR(a[2], D_LLQUANT_HMAGVAL, "llquantize( ) argument #3 (high magnitude) "
			"must be at least argument #2 (low magnitude)");
	if (!upow(factor, hmag + 1))
		QERR(a[2], D_LLQUANT_HMAGVAL, "llquantize( ) argument #3 (high magnitude) "
			"will cause overflow of 64 bits");
	if (!quant_param(s, call, true, 3, a[3], &p[3]))
		return -1;
	if ((steps = p[3]) > UINT16_MAX)
		QERR(a[3], D_LLQUANT_STEPVAL, "llquantize( ) argument #4 must be an "
			"unsigned 16-bit quantity");
	const char *why = llq_steps_err(factor, lmag, steps);
	if (why)
		QERR(a[0], D_LLQUANT_STEPVAL, "llquantize() argument #4 (steps) %s", why);
	return 0;
}

/* lquantize(x, base, limit [, step]): DTrace for Linux's checks, in its order. */
static int lq_params(struct sema *s, struct sd_node *call, int64_t p[3])
{
	struct sd_node *a = sema_nth_arg(call, 1);

	if (!quant_param(s, call, false, 0, a, &p[0]))
		return -1;
	if (p[0] < INT32_MIN || p[0] > INT32_MAX)
		QERR(a, D_LQUANT_BASEVAL, "lquantize( ) argument #1 must be a 32-bit "
			"quantity");
	a = a ? a->next : NULL;
	if (!quant_param(s, call, false, 1, a, &p[1]))
		return -1;
	if (p[1] < INT32_MIN || p[1] > INT32_MAX)
		QERR(a, D_LQUANT_LIMVAL, "lquantize( ) argument #2 must be a 32-bit "
			"quantity");
	if (p[1] <= p[0])
		QERR(call, D_LQUANT_MISMATCH, "lquantize( ) base (argument #1) must be "
			"less than limit (argument #2)");
	a = a ? a->next : NULL;
	if (!quant_param(s, call, false, 2, a, &p[2]))
		return -1;
	if ((uint64_t)p[2] > UINT16_MAX)
		QERR(a, D_LQUANT_STEPVAL, "lquantize( ) argument #3 must be a 16-bit "
			"quantity");
	int64_t levels = (p[1] - p[0]) / p[2];
	if (levels == 0)
		QERR(call, D_LQUANT_STEPLARGE, "lquantize( ) step (argument #3) too "
			"large: must have at least one quantization level");
	if (levels > UINT16_MAX)
		QERR(call, D_LQUANT_STEPSMALL, "lquantize( ) step (argument #3) too "
			"small: number of quantization levels must be a 16-bit quantity");
	return 0;
}

/* Checks the constant parameters of lquantize/llquantize. */
static int agg_params(struct sema *s, struct sd_node *call, enum sd_func f,
		      int64_t p[4])
{
	if (f == SD_F_LLQUANTIZE)
		return llq_params(s, call, p);
	return f == SD_F_LQUANTIZE ? lq_params(s, call, p) : 0;
}

uint32_t sd_agg_value_words(enum sd_func fn, const int64_t arg[4])
{
	int64_t per, zero;

	switch (fn) {
	case SD_F_AVG: case SD_F_MIN: case SD_F_MAX: return 2;
	case SD_F_STDDEV: return 4;
	/* the histograms: their buckets and the sum of the values */
	case SD_F_QUANTIZE: return 127 + 1;
	case SD_F_LQUANTIZE: return (uint32_t)((arg[1] - arg[0]) / arg[2] + 2 + 1);
	case SD_F_LLQUANTIZE:
		per = arg[3] - arg[3] / arg[0];
		zero = 1 + (arg[2] - arg[1] + 1) * per;
		return (uint32_t)SD_MIN(2 * zero + 1 + 1, (int64_t)UINT32_MAX);
	default: return 1;
	}
}

/* An aggregation's value lives in a map (one per CPU up to
 * SD_BPF_PERCPU_VALUE_MAX, else keyed by CPU too, up to
 * SD_BPF_AGG_VALUE_MAX): every lquantize() fits (65,535 levels take 512
 * KiB); llquantize() buckets past that are refused here, naming the most
 * that fit. */
static int agg_fits(struct sema *s, struct sd_node *call, enum sd_func f, const int64_t p[4])
{
	uint32_t max = SD_BPF_AGG_VALUE_MAX / 8;

	if (sd_agg_value_words(f, p) <= max)
		return 0;
	QERR(call, D_LLQUANT_MAGTOOBIG, "llquantize( ) has too many buckets: %u, a "
		"map value holds at most %u", sd_agg_value_words(f, p) - 1, max - 1);
}

/* lquantize()'s limit as DTrace keeps it: base + levels * step. */
static int64_t lq_limit(const int64_t p[3])
{
	return p[0] + (p[1] - p[0]) / p[2] * p[2];
}

/* An earlier use of the same lquantize/llquantize aggregation with other
 * parameters: DTrace's error for the first that differs. */
static int quant_match(struct sema *s, struct sd_node *n, const struct sd_agg *g,
		       const int64_t p[4])
{
	static const char *const lname[] = { "base", "limit", "step" };
	static const char *const llname[] = { "factor", "lmag", "hmag", "steps" };
	static const enum sd_tag lt[] = { D_LQUANT_MATCHBASE, D_LQUANT_MATCHLIM,
		D_LQUANT_MATCHSTEP };
	static const enum sd_tag llt[] = { D_LLQUANT_MATCHFACTOR, D_LLQUANT_MATCHLMAG,
		D_LLQUANT_MATCHHMAG, D_LLQUANT_MATCHSTEPS };
	bool ll = g->fn == SD_F_LLQUANTIZE;

	if (!g->arg[ll ? 0 : 2])
		return 0;	/* the first use's were refused (SLATE): none kept */
	for (int i = 0; i < (ll ? 4 : 3); i++) {
		int64_t o = g->arg[i], c = p[i];
		if (!ll && i == 1) {
			o = lq_limit(g->arg);
			c = lq_limit(p);
		}
		if (o == c)
			continue;
		SERR(s, n, ll ? llt[i] : lt[i], "%s %s (argument #%d) doesn't match previous "
		     "declaration: expected %d, found %d", ll ? "llquantize()" : "lquantize( )",
		     ll ? llname[i] : lname[i], i + 1, (int)o, (int)c);
		return -1;
	}
	return 0;
}

/* A name for an aggregation key taken from its expression: the
 * identifier (execname), the called function (stack()), the member
 * (curpsinfo->pr_pid: pr_pid) or the indexed name (args[1]: args); NULL
 * for anything else. */
static const char *key_name(const struct sd_node *k)
{
	const char *n = NULL;

	if (k->kind == SD_N_IDENT)
		n = k->u.ident.name;
	else if (k->kind == SD_N_CALL && k->u.call.fn->kind == SD_N_IDENT)
		n = k->u.call.fn->u.ident.name;
	else if (k->kind == SD_N_MEMBER)
		n = k->u.member.name;
	else if (k->kind == SD_N_INDEX && k->u.index.base->kind == SD_N_IDENT)
		n = k->u.index.base->u.ident.name;
	const char *tick = n ? strrchr(n, '`') : NULL;
	return tick ? tick + 1 : n;
}

/* Cooks the keys of @name[keys] in turn, as dt_ident_cook( ) cooks the
 * whole list before the signature is made or checked: their count, -1 on
 * an error. */
static int agg_cook_keys(struct sema *s, struct sd_node *lhs)
{
	int nk = 0;

	if (lhs->kind != SD_N_INDEX)
		return 0;
	for (struct sd_node *k = lhs->u.index.args; k; k = k->next, nk++) {
		if (k->kind == SD_N_AGG) {
			if (sema_agg_known(s, k) < 0)
				return -1;
			continue;
		}
		/* a stack( )-like key is checked as its action is, but is none
		 * of the clause's: DTrace's dt_cg_arglist( ) pushes the stack
		 * (or sym( )'s argument) and calls no dt_cg_clsflags( ), so
		 * after commit( ) the aggregation's D_AGG_COMM comes first */
		s->agg_key = sema_is_stackfn(k);
		int rc = s->agg_key ? sema_call(s, k, true) : sema_expr(s, k);
		s->agg_key = false;
		if (rc < 0)
			return -1;
		if (k->kind == SD_N_CALL && k->type->kind == SD_T_VOID && s->cg_expr == k)
			s->cg_expr = NULL;
	}
	return nk;
}

static struct sd_node *agg_key_list(struct sd_node *lhs)
{
	return lhs->kind == SD_N_INDEX ? lhs->u.index.args : NULL;
}

/* The first use's keys make the signature (dt_idcook_assc( )): none may be
 * dynamic or void. Keys past the tuple registers are not kept. */
static int agg_new_sign(struct sema *s, struct sd_node *lhs, struct sd_agg *g, int nk)
{
	/* dt_idcook_assc( ) checks the keys cooking the aggregation: at its
	 * name's line, wherever the keys are */
	struct sd_node *at = sema_at_var_name(s, lhs);
	int i = 0;

	for (struct sd_node *k = agg_key_list(lhs); k; k = k->next, i++) {
		if (k->kind == SD_N_AGG) {
			SERR(s, at, D_KEY_TYPE, "aggregation expression may not be used "
			     "as aggregation index: key #%d", i + 1);
			return -1;
		}
		if (sema_is_dynamic(k)) {	/* e.g. curpsinfo */
			SERR(s, at, D_KEY_TYPE, "%s expression may not be used "
			     "as aggregation index: key #%d", sema_opnd_name(k), i + 1);
			return -1;
		}
		if (k->type->kind == SD_T_VOID) {
			SERR(s, at, D_KEY_TYPE, "void expression may not be used as "
			     "aggregation index: key #%d", i + 1);
			return -1;
		}
	}
	if (nk - 1 > s->cu->opts->tregs)
		return 0;
	i = 0;
	for (struct sd_node *k = agg_key_list(lhs); k; k = k->next, i++) {
		if (i >= SD_TUPLE_MAX) {
			SERR(s, k, D_KEY_TYPE, "too many aggregation keys (at most %d)",
			     SD_TUPLE_MAX);
			return -1;
		}
		g->keys[i] = sema_key_type(s, k->type);
		g->keynames[i] = key_name(k);
	}
	g->nkeys = nk;
	return 0;
}

/* The keys of @name[keys] in DTrace's order: all cooked, then the
 * signature made or checked. 0, -1 on an error of DTrace's parser, 1 when
 * they are more than the tuple registers hold (key #i needs register i,
 * i <= tregs): DTrace finds that only as it generates the code of their
 * tuple (dt_cg_arglist( )), an error agg_cg_checks( ) raises in its turn;
 * the signature is left unknown then. */
static int agg_keys(struct sema *s, struct sd_node *lhs, struct sd_agg *g)
{
	int nk = agg_cook_keys(s, lhs);

	if (nk < 0)
		return -1;
	if ((g->nkeys >= 0 ? sema_keys_check_sign(s, lhs, g->name, g->keys, g->nkeys,
						  agg_key_list(lhs), nk) :
			     agg_new_sign(s, lhs, g, nk)) < 0)
		return -1;
	return nk - 1 > s->cu->opts->tregs;
}

/* An aggregating function's value (#1) and increment are scalars. */
static bool agg_scalar(const struct sd_node *a)
{
	return a->kind != SD_N_AGG && (sd_type_is_int(a->type) || a->type->kind == SD_T_PTR);
}

/* What DTrace's parser checks of an aggregating function's arguments
 * (dt_cook_func(), dt_idcook_func()): too few (or too many for a fixed
 * prototype), each argument's expression, then the prototype's int32_t
 * parameters (lquantize's #2 and #3, llquantize's #2 to #5). */
static int agg_cook_args(struct sema *s, struct sd_node *rhs, const struct fninfo *f,
			 int incr)
{
	int last = f->f == SD_F_LQUANTIZE ? 3 : f->f == SD_F_LLQUANTIZE ? 5 : 1, argno = 1;
	struct fninfo proto = *f;

	if (sema_unknown_agg_args(s, rhs) < 0)
		return -1;
	if (incr)	/* "...": the most is checked as code is generated */
		proto.max = -1;
	if (sema_check_nargs(s, rhs, &proto) < 0)
		return -1;
	for (struct sd_node *a = rhs->u.call.args; a; a = a->next)
		if (a->kind != SD_N_AGG && sema_expr(s, a) < 0)
			return -1;
	for (struct sd_node *a = rhs->u.call.args; a; a = a->next, argno++)
		if (argno > 1 && argno <= last && (a->kind == SD_N_AGG || !sd_type_is_int(a->type)))
			return sema_proto_arg(s, rhs, f->name, argno, "int32_t",
					      a->kind == SD_N_AGG ? NULL : a);
	return 0;
}

/* What DTrace checks of an aggregation as it generates its code
 * (dt_cg_agg() and dt_cg_agg_*()), in its order: commit( ) and speculate( )
 * before it, the value's type, the keys' tuple (over: more keys than
 * tuple registers), lquantize's and llquantize's parameters and
 * their match with an earlier use (fresh: none), the increment's type, and
 * last the most arguments (dt_cg_agg_opt_incr()). */
static int agg_cg_checks(struct sema *s, struct sd_node *n, struct sd_node *rhs,
			 const struct fninfo *f, struct sd_agg *g, bool fresh, int incr,
			 bool over)
{
	struct sd_node *a1 = rhs->u.call.args, *in = incr ? sema_nth_arg(rhs, incr - 1) : NULL;
	int64_t p[4] = { 0 };

	if (s->spec || s->comm) {	/* DTrace checks commit( ) first, at @a */
		struct sd_node *l = n->u.assign.lhs;

		SERR(s, l->kind == SD_N_INDEX ? l->u.index.base : l,
		     s->comm ? D_AGG_COMM : D_AGG_SPEC, "aggregating actions may not "
		     "follow %s( )", s->comm ? "commit" : "speculate");
		return -1;
	}
	s->drec = true;	/* DTrace: no speculate( ) or commit( ) after it either */
	if (a1 && !agg_scalar(a1)) {
		SERR(s, rhs, D_AGG_SCALAR, "%s( ) argument #1 must be of scalar type",
		     f->name);
		return -1;
	}
	if (over) {	/* the keys' tuple (dt_cg_arglist( )): an error of no line */
		static const struct sd_node noloc;

		SLATE(s, &noloc, SD_NOTAG, "Insufficient tuple registers to generate code");
		return -1;
	}
	if (sema_stores_check(s, agg_key_list(n->u.assign.lhs), sema_cg_line(s)) < 0)
		return -1;
	if (f->f == SD_F_LQUANTIZE || f->f == SD_F_LLQUANTIZE) {
		if (agg_params(s, rhs, f->f, p) < 0 || agg_fits(s, rhs, f->f, p) < 0)
			return -1;
		if (fresh)
			memcpy(g->arg, p, sizeof(p));
		else if (quant_match(s, n, g, p) < 0)
			return -1;
	}
	if (in && !agg_scalar(in)) {
		SERR(s, rhs, D_PROTO_ARG, "%s( ) increment value (argument #%d) must be "
		     "of scalar type", f->name, incr);
		return -1;
	}
	if (incr && rhs->u.call.nargs > incr) {
		SERR(s, in, D_PROTO_LEN, "%s( ) prototype mismatch: %d args passed, at most "
		     "%d expected", f->name, rhs->u.call.nargs, incr);
		return -1;
	}
	return 0;
}

/* The position of f's optional increment argument, 0 if it has none. */
static int agg_incr_arg(const struct fninfo *f)
{
	return f->f == SD_F_QUANTIZE ? 2 : f->f == SD_F_LQUANTIZE ? 5 :
	       f->f == SD_F_LLQUANTIZE ? 6 : 0;
}

/* The right side of @name[...] = rhs as DTrace's parser cooks it: an
 * aggregating function's arguments, or any other expression, whose errors
 * come before D_AGG_FUNC. */
static int agg_assign_rhs(struct sema *s, struct sd_node *n, struct sd_node *rhs,
			  const struct fninfo *f, const char *name)
{
	if (!f || !f->agg) {
		if (n->u.assign.op == SD_OP_ASSIGN &&
		    (rhs->kind == SD_N_AGG ? sema_agg_known(s, rhs) : sema_expr(s, rhs)) < 0)
			return -1;
		SERR(s, n, D_AGG_FUNC, "%s must be assigned the result of an aggregating "
		     "function", name);
		return -1;
	}
	return agg_cook_args(s, rhs, f, agg_incr_arg(f));
}

/* @name[k] op= v: the aggregation, of its dynamic type, which no operator
 * takes (a bare @name op= v is an op= on a global scalar: sema.c's
 * agg_as_scalar( )). Always -1. */
static int agg_opeq(struct sema *s, struct sd_node *n, struct sd_node *lhs,
		    struct sd_node *rhs)
{
	enum sd_op op = n->u.assign.op;
	const char *o = sd_arena_printf(s->cu->arena, "%s=", sd_op_str(op));

	if (rhs->kind == SD_N_AGG ? sema_agg_known(s, rhs) < 0 : sema_expr(s, rhs) < 0)
		return -1;
	if (op == SD_OP_MUL || op == SD_OP_DIV)
		SERR(s, n, D_OP_ARITH, "operator %s requires operands of arithmetic type", o);
	else if (op != SD_OP_ADD && op != SD_OP_SUB)
		SERR(s, n, D_OP_INT, "operator %s requires operands of integral type", o);
	else if (rhs->kind != SD_N_AGG && rhs->type->kind == SD_T_STRING)
		SERR(s, n, D_OP_INCOMPAT, "operands have incompatible types: \"aggregation\" "
		     "%s \"%s\"", o, sema_opnd_name(rhs));
	else
		SERR(s, n, D_OP_VFPTR, "operator %s requires left-hand scalar operand of "
		     "known size", o);
	return -1;
}

/* DTrace's dt_xcook_ident( ) gives an aggregation the next id where it
 * creates it: at the first @name[...] its operator [ ] meets unassigned
 * (printa(@a[0]), clear(@a[0]) or trunc(@a[0], n) before the clause's
 * assignment), else at the first assignment. The ids order the
 * aggregations printed at exit and compared across aggregations
 * (dt_aggregate_varcmp( )). */
void sema_agg_made(struct sema *s, const char *name)
{
	if (s->nagg_made == 8)
		return;
	s->agg_made_seq[s->nagg_made] = s->agg_seq++;
	s->agg_made[s->nagg_made++] = name;
}

static int made_seq(struct sema *s, const char *name)
{
	for (int i = 0; i < s->nagg_made; i++)
		if (!strcmp(s->agg_made[i], name))
			return s->agg_made_seq[i];
	return s->agg_seq++;
}

/* The aggregations in the order of their creation, numbered from 0. */
void sd_sema_number_aggs(struct sd_cu *cu)
{
	struct sd_agg *sorted = NULL;

	while (cu->aggs) {	/* insertion sort, stable: few aggregations */
		struct sd_agg *g = cu->aggs, **pp = &sorted;
		cu->aggs = g->next;
		while (*pp && (*pp)->seq <= g->seq)
			pp = &(*pp)->next;
		g->next = *pp;
		*pp = g;
	}
	cu->aggs = sorted;
	int id = 0;
	for (struct sd_agg *g = sorted; g; g = g->next)
		g->id = id++;
}

/* @name[keys] = f(args): in DTrace's order, what its parser checks
 * (dt_cook_op2(): the function's arguments, then D_AGG_FUNC and
 * D_AGG_REDEF, then the keys) and then what its code generator checks. */
int sema_aggregate(struct sema *s, struct sd_node *n)
{
	struct sd_node *lhs = n->u.assign.lhs, *rhs = n->u.assign.rhs;
	struct sd_node *an = lhs->kind == SD_N_INDEX ? lhs->u.index.base : lhs;
	const char *name = an->u.ident.name;
	const struct fninfo *f = NULL;

	if (n->u.assign.op != SD_OP_ASSIGN)
		return agg_opeq(s, n, lhs, rhs);
	if (rhs->kind == SD_N_CALL && rhs->u.call.fn->kind == SD_N_IDENT &&
	    sema_unbound(s, rhs->u.call.fn->u.ident.name)) {
		sema_call_at_end(rhs);
		SERR(s, rhs, D_FUNC_UNDEF, "undefined function name: %s",
		     rhs->u.call.fn->u.ident.name);
		return -1;
	}
	if (n->u.assign.op == SD_OP_ASSIGN && rhs->kind == SD_N_CALL &&
	    rhs->u.call.fn->kind == SD_N_IDENT)
		f = sema_fn_find(rhs->u.call.fn->u.ident.name);
	/* dt_cook_op2( ) has created @name before it cooks the right side */
	s->agg_lhs = name;
	int rc = agg_assign_rhs(s, n, rhs, f, name);
	s->agg_lhs = NULL;
	if (rc < 0)
		return -1;
	int incr = agg_incr_arg(f);

	struct sd_agg *g = sema_agg_find(s->cu, name), **pp;
	bool fresh = !g;
	if (g && g->fn != f->f) {
		SERR(s, n, D_AGG_REDEF, "aggregation redefined: %s\n\t current: %s = %s( )\n"
		     "\tprevious: %s = %s( ) : line %d", name, name, f->name, name,
		     sema_fn_name(g->fn), g->loc.line);
		return -1;
	}
	if (fresh) {
		g = sd_arena_alloc(s->cu->arena, sizeof(*g));
		g->name = name;
		s->cu->naggs++;	/* its id: sd_sema_number_aggs( ) */
		g->seq = made_seq(s, name);
		g->fn = f->f;
		g->nkeys = -1;
		g->loc = n->loc;
		for (pp = &s->cu->aggs; *pp; pp = &(*pp)->next)
			;
		*pp = g;
	}
	int over = agg_keys(s, lhs, g);
	if (over < 0)
		return -1;
	bool was = sema_defer(s);
	if (sema_undefer(s, was, agg_cg_checks(s, n, rhs, f, g, fresh, incr, over)) < 0)
		return -1;
	struct sd_ref *r = sema_ref(s, n, SD_REF_AGG);
	r->agg = g;
	r->func = f->f;
	n->type = s->tt->t_void;
	return 0;
}
