/* sema_call.c - actions, subroutines and aggregating functions.
 *
 * Table-driven: each function has an argument count range and a check.
 * Actions may only be whole statements (D_CG_EXPR otherwise). Aggregating
 * functions may only be assigned to an aggregation (sema_agg.c checks
 * those assignments).
 */
#include "sema_int.h"

#include <stdlib.h>
#include <string.h>

#include "../base/opts.h"
#include "../base/dfmt.h"
#include "../kern/bpf.h"

static const struct fninfo fns[] = {
	{ "trace", SD_F_TRACE, 1, 1, true, true, false },
	{ "printf", SD_F_PRINTF, 1, -1, true, true, false },
	{ "printa", SD_F_PRINTA, 1, -1, true, true, false },
	{ "exit", SD_F_EXIT, 1, 1, true, true, false },
	{ "clear", SD_F_CLEAR, 1, 1, true, true, false },
	{ "trunc", SD_F_TRUNC, 1, 2, true, true, false },
	{ "normalize", SD_F_NORMALIZE, 2, 2, true, true, false },
	{ "denormalize", SD_F_DENORMALIZE, 1, 1, true, true, false },
	{ "count", SD_F_COUNT, 0, 0, false, false, true },
	{ "sum", SD_F_SUM, 1, 1, false, false, true },
	{ "avg", SD_F_AVG, 1, 1, false, false, true },
	{ "min", SD_F_MIN, 1, 1, false, false, true },
	{ "max", SD_F_MAX, 1, 1, false, false, true },
	{ "stddev", SD_F_STDDEV, 1, 1, false, false, true },
	{ "quantize", SD_F_QUANTIZE, 1, 2, false, false, true },
	{ "lquantize", SD_F_LQUANTIZE, 3, 5, false, false, true },
	{ "llquantize", SD_F_LLQUANTIZE, 5, 6, false, false, true },
	{ "stack", SD_F_STACK, 0, 1, true, true, false },
	{ "ustack", SD_F_USTACK, 0, 2, true, true, false },
	{ "jstack", SD_F_JSTACK, 0, 2, true, true, false },
	{ "sym", SD_F_SYM, 1, 1, true, true, false },
	{ "func", SD_F_SYM, 1, 1, true, true, false },
	{ "mod", SD_F_MOD, 1, 1, true, true, false },
	{ "usym", SD_F_USYM, 1, 1, true, true, false },
	{ "ufunc", SD_F_USYM, 1, 1, true, true, false },
	{ "umod", SD_F_UMOD, 1, 1, true, true, false },
	{ "uaddr", SD_F_UADDR, 1, 1, true, true, false },
	{ "system", SD_F_SYSTEM, 1, -1, true, true, false, true },
	{ "setopt", SD_F_SETOPT, 1, 2, true, true, false },
	{ "raise", SD_F_RAISE, 1, 1, true, false, false, true },
	{ "stop", SD_F_STOP, 0, 0, true, false, false, true },
	{ "freopen", SD_F_FREOPEN, 1, -1, true, true, false, true },
	{ "ftruncate", SD_F_FTRUNCATE, 0, 0, true, true, false },
	{ "speculation", SD_F_SPECULATION, 0, 0, false, false, false },
	{ "speculate", SD_F_SPECULATE, 1, 1, true, false, false },
	{ "commit", SD_F_COMMIT, 1, 1, true, true, false },
	{ "discard", SD_F_DISCARD, 1, 1, true, true, false },
	{ "print", SD_F_PRINT, 1, 1, true, true, false },
	{ "tracemem", SD_F_TRACEMEM, 2, 3, true, true, false },
	{ "pcap", SD_F_PCAP, 2, 2, true, true, false },
};

/* Functions D defines that sonda does not compile yet. */
static const char *const later[] = {
	"copyout", "copyoutstr", "chill", "breakpoint",
	"panic",
};

const struct fninfo *sema_fn_find(const char *name)
{
	for (size_t i = 0; i < SD_ARRAY_SIZE(fns); i++)
		if (!strcmp(fns[i].name, name))
			return &fns[i];
	return NULL;
}

const char *sema_func_kind(const char *name)
{
	const struct fninfo *f = sema_fn_find(name);

	if (!f)
		return sema_subr_known(name) ? "function" : NULL;
	if (f->agg)
		return "aggregating function";
	return f->action ? "tracing function" : "function";
}

/* f[k] as DTrace's dt_cook_op2( ) takes it: the name is cooked as a call of
 * no arguments (dt_xcook_ident( ) -> dt_idcook_func( ): its prototype
 * mismatch), and then, f being no array, as *(f( ) + k): the + takes the
 * first key alone, the list is refused next (D_ARR_BADREF), then the *. */
static int fn_index(struct sema *s, struct sd_node *n, const char *name)
{
	const struct fninfo *f = sema_fn_find(name);
	int nopt, nreq = f ? f->min : sema_subr_nargs(name, &nopt);

	if (f)
		nopt = f->max != f->min;
	if (nreq > 0) {
		SERR(s, n, D_PROTO_LEN, "%s( ) prototype mismatch: 0 args passed, %s%d "
		     "expected", name, nopt ? "at least " : "", nreq);
		return -1;
	}
	struct sd_node *b = n->u.index.base, *fn = sd_arena_alloc(s->cu->arena, sizeof(*fn));

	*fn = *b;
	fn->next = NULL;
	sema_make_call(b, fn, NULL, 0, false);	/* f[k] is f( )[k] */
	return sema_call_index(s, n);
}

void sema_make_call(struct sd_node *n, struct sd_node *fn, struct sd_node *args,
		    int nargs, bool quiet)
{
	n->kind = SD_N_CALL;
	n->u.call.fn = fn;
	n->u.call.args = args;
	n->u.call.nargs = nargs;
	n->u.call.quiet = quiet;
	n->sema = NULL;
}

/* An integer to DTrace's +: an aggregating function's value is <DYN>. */
static bool plus_int(const struct sd_node *a)
{
	const struct fninfo *f = NULL;

	if (a->kind == SD_N_CALL && a->u.call.fn->kind == SD_N_IDENT)
		f = sema_fn_find(a->u.call.fn->u.ident.name);
	return !(f && f->agg) && sd_type_is_int(a->type);
}

/* f( )[k]: *(f( ) + k) with dt_cook_op2( )'s checks in its order. */
int sema_call_index(struct sema *s, struct sd_node *n)
{
	struct sd_node *b = n->u.index.base, *k = n->u.index.args, *rest;

	if (sema_expr(s, b) < 0)
		return -1;
	if (!k)
		return sema_elem(s, n);
	rest = k->next;
	k->next = NULL;
	int rc = sema_expr(s, k);
	k->next = rest;
	if (rc < 0)
		return -1;
	bool bi = plus_int(b), ki = plus_int(k);
	sema_index_at_end(n);
	if (!(bi && ki) && !(sema_elem_base(b->type) && ki) &&
	    !(bi && sema_elem_base(k->type))) {
		SERR(s, n, D_OP_INCOMPAT, "operands have incompatible types: "
		     "\"%s\" + \"%s\"", sema_arg_name(b), sema_arg_name(k));
		return -1;
	}
	if (rest) {
		SERR(s, n, D_ARR_BADREF, "cannot access %s %s( ) as an associative array",
		     sema_func_kind(b->u.call.fn->u.ident.name), b->u.call.fn->u.ident.name);
		return -1;
	}
	return sema_elem(s, n);
}

const char *sema_fn_indexed(struct sema *s, const struct sd_node *n)
{
	const struct sd_node *b = n->u.index.base;

	if (b->kind != SD_N_IDENT || !sema_func_kind(b->u.ident.name) ||
	    sema_var_find(s->cu, SD_VAR_ASSOC, b->u.ident.name) ||
	    sema_var_find(s->cu, SD_VAR_GLOBAL, b->u.ident.name))
		return NULL;
	return b->u.ident.name;
}

int sema_fn_index(struct sema *s, struct sd_node *n)
{
	const char *name = sema_fn_indexed(s, n);

	return name ? fn_index(s, n, name) : 1;
}

bool sd_sema_is_function(const char *name)
{
	if (sema_func_kind(name))
		return true;
	for (size_t i = 0; i < SD_ARRAY_SIZE(later); i++)
		if (!strcmp(later[i], name))
			return true;
	return false;
}

enum sd_func sema_func_lookup(const char *name)
{
	const struct fninfo *f = sema_fn_find(name);

	return f ? f->f : SD_F_NONE;
}

bool sd_func_records(enum sd_func f)
{
	for (size_t i = 0; i < SD_ARRAY_SIZE(fns); i++)
		if (fns[i].f == f)
			return fns[i].records;
	return false;
}

const char *sema_fn_name(enum sd_func f)
{
	for (size_t i = 0; i < SD_ARRAY_SIZE(fns); i++)
		if (fns[i].f == f)
			return fns[i].name;
	return "?";
}

int sema_check_nargs(struct sema *s, struct sd_node *n, const struct fninfo *f)
{
	int na = n->u.call.nargs;

	if (na >= f->min && (f->max < 0 || na <= f->max))
		return 0;
	if (sema_cook_args(s, n) < 0)	/* DTrace cooks the arguments first */
		return -1;
	const char *q = f->max == f->min ? "" : na < f->min ? "at least " : "at most ";
	int want = f->max < 0 || na < f->min ? f->min : f->max;
	SERR(s, n, D_PROTO_LEN, "%s( ) prototype mismatch: %d arg%s passed, %s%d expected",
	     f->name, na, na == 1 ? "" : "s", q, want);
	return -1;
}

struct sd_node *sema_nth_arg(struct sd_node *n, int i)
{
	struct sd_node *a = n->u.call.args;

	while (a && i-- > 0)
		a = a->next;
	return a;
}

const char *sema_arg_name(const struct sd_node *a)
{
	const struct fninfo *f = NULL;

	if (a->kind == SD_N_CALL && a->u.call.fn->kind == SD_N_IDENT)
		f = sema_fn_find(a->u.call.fn->u.ident.name);
	if (!f || f->f == SD_F_SPECULATION)
		return sema_opnd_name(a);
	/* the prototypes' return types: stack, _symaddr, _usymaddr (typedefs
	 * of void), void; an aggregating function's is DTrace's dynamic type */
	if (f->agg)
		return "aggregating function";
	if (f->f == SD_F_STACK || f->f == SD_F_USTACK || f->f == SD_F_JSTACK)
		return "stack";
	if (f->f == SD_F_SYM || f->f == SD_F_MOD)
		return "_symaddr";
	if (f->f >= SD_F_USYM && f->f <= SD_F_UADDR)
		return "_usymaddr";
	return "void";
}

/* DTrace's dt_ident_cook( ) cooks a call's arguments in order before its
 * prototype is looked at: an aggregation no clause before has assigned is
 * then an unknown identifier (dt_xcook_ident( ), D_IDENT_UNDEF). */
int sema_cook_args(struct sema *s, struct sd_node *call)
{
	for (struct sd_node *a = call->u.call.args; a; a = a->next) {
		if (a->kind == SD_N_AGG ? sema_agg_known(s, a) < 0 : sema_expr(s, a) < 0)
			return -1;
	}
	return 0;
}

/* An argument that is an aggregation no statement before has assigned:
 * the call is then only its arguments' cooking (sema_cook_args( )), in
 * argument order, -1. This holds for printa( ), clear( ), trunc( ) and
 * (de)normalize( ) too, whose arguments dt_cook_func( ) cooks before the
 * code generator looks their aggregation up, and for an aggregating
 * function's. 0 when there is none. */
int sema_unknown_agg_args(struct sema *s, struct sd_node *call)
{
	for (const struct sd_node *a = call->u.call.args; a; a = a->next)
		if (sema_agg_unknown(s, a))
			return sema_cook_args(s, call) < 0 ? -1 : 0;
	return 0;
}

int sema_proto_arg(struct sema *s, struct sd_node *call, const char *fname, int i,
		   const char *proto, const struct sd_node *a)
{
	if (sema_cook_args(s, call) < 0)	/* the later arguments' errors first */
		return -1;
	SERR(s, call, D_PROTO_ARG, "%s( ) argument #%d is incompatible with prototype:\n"
	     "\tprototype: %s\n\t argument: %s", fname, i, proto,
	     a ? sema_arg_name(a) : "aggregation");
	return -1;
}

/* The printf engine's description of a value of type t. */
static void type_to_value(const struct sd_type *t, struct sd_value *v)
{
	memset(v, 0, sizeof(*v));
	v->tname = t->name;
	v->rname = sd_type_canon(t)->name;
	while (!strncmp(v->rname, "const ", 6) || !strncmp(v->rname, "volatile ", 9))
		v->rname = strchr(v->rname, ' ') + 1;
	for (const struct sd_type *d = t; d->typedef_of; d = d->typedef_of)
		if (!strcmp(d->name, "int64_t") || !strcmp(d->name, "uint64_t"))
			v->i64_typedef = true;
	v->size = (int)t->size;
	v->bits = t->bits;
	v->is_signed = sd_type_is_signed(t);
	static const enum sd_vkind symv[] = {
		[SD_SK_KSTACK] = SD_V_KSTACK, [SD_SK_USTACK] = SD_V_USTACK,
		[SD_SK_KSYM] = SD_V_KSYM, [SD_SK_KMOD] = SD_V_KMOD, [SD_SK_USYM] = SD_V_USYM,
		[SD_SK_UMOD] = SD_V_UMOD, [SD_SK_UADDR] = SD_V_UADDR,
	};
	if (t->symkind != SD_SK_NONE)
		v->kind = symv[t->symkind];
	else if (sd_type_is_int(t))
		v->kind = SD_V_INT;
	else if (t->kind == SD_T_PTR)
		v->kind = SD_V_PTR;
	else if (sd_type_is_stringlike(t))
		v->kind = SD_V_STR;
	else if (t->kind == SD_T_FLOAT)
		v->kind = SD_V_FLOAT;
	else
		v->kind = SD_V_BYTES;
	/* pfcheck_str( ) takes an array of IS_CHAR( ) elements: DTrace for
	 * Linux's IS_CHAR( ) (dt_parser.h) asks for CTF_INT_CHAR and 8 bits
	 * only, which D's unsigned char has too (dt_open.c), so
	 * unsigned char [] and uint8_t [] are strings to %s and %S */
	/* pfcheck_addr( ) asks dt_node_is_pointer( ), true of any array (not
	 * of stack( ), sym( )... values: DTrace's typedefs of void) */
	v->array = sd_type_canon(t)->kind == SD_T_ARRAY && t->symkind == SD_SK_NONE;
	if (v->kind == SD_V_BYTES && t->kind == SD_T_ARRAY && t->base)
		v->size = (int)t->base->size;	/* %ls: an array of 32-bit chars */
}

static int printf_formats(struct sema *s, struct sd_node *n, const char *fname);

static int printf_checks(struct sema *s, struct sd_node *n, const char *fname);

static int check_printf(struct sema *s, struct sd_node *n, const char *fname)
{
	struct sd_node *fmtn = n->u.call.args;
	const char *late0 = s->late_msg;

	/* DTrace cooks every argument first (system( )'s and freopen( )'s
	 * format is an "@" parameter: an aggregation too), then checks the
	 * format before it generates their code (sema_late_hold( )) */
	for (struct sd_node *a = fmtn; a; a = a->next)
		if (a->kind != SD_N_AGG && sema_expr(s, a) < 0)
			return -1;
	struct sema_held h = sema_late_hold(s, late0);
	int rc = printf_checks(s, n, fname);

	if (rc < 0)
		return rc;
	sema_late_unhold(s, &h);
	return sema_stores_check(s, fmtn->next, n);
}

/* check_printf( )'s checks of the format */
static int printf_checks(struct sema *s, struct sd_node *n, const char *fname)
{
	struct sd_node *fmtn = n->u.call.args;

	if (fmtn->kind != SD_N_STR) {
		/* printf's prototype wants a string; system's and freopen's take
		 * anything, and then the format check wants a constant */
		bool agg = fmtn->kind == SD_N_AGG;
		/* a constant 0 or a pointer to void passes printf's string
		 * prototype, a char array (dt_node_is_argcompat) */
		if (agg || sema_key_compat(s, s->tt->t_string, fmtn) || strcmp(fname, "printf")) {
			SLATE(s, n, D_PRINTF_ARG_FMT, "%s( ) argument #1 is incompatible "
			      "with prototype:\n\tprototype: string constant\n\t argument: %s",
			      fname, agg ? "aggregation" : sema_arg_name(fmtn));
			return -1;
		}
		return sema_proto_arg(s, n, "printf", 1, "string", fmtn);
	}
	if (!strcmp(fname, "freopen") && !strcmp(fmtn->u.str.s, ".")) {
		/* DTrace's own "restore stdout" sentinel, refused by
		 * dt_cg_act_printf( ) before it validates the format */
		SLATE(s, n, D_FREOPEN_INVALID, "freopen( ) argument #1 cannot be \".\"");
		return -1;
	}
	bool was = sema_defer(s);	/* dt_printf_validate( ), from dt_cg.c */
	s->cg_line = n;		/* dt_cg_act_printf( ): yylineno = its line */
	return sema_undefer(s, was, printf_formats(s, n, fname));
}

const struct sd_node *sema_cg_line(const struct sema *s)
{
	return s->cg_line ? s->cg_line : s->clause->node->u.clause.probes;
}

/* A value DTrace's dt_cg_store_val( ) records (trace( ), printf( )'s
 * arguments, a tuple's keys): a floating-point one goes by value
 * (dt_node_is_float( )), a store bpf_ldst_size( ) has none for past 8
 * bytes: a long double is refused as its code is generated (xyerror( ):
 * the line yylineno holds, at: its statement's, or the probe
 * description's). */
int sema_store_check(struct sema *s, const struct sd_node *a, const struct sd_node *at)
{
	if (a->kind == SD_N_AGG || !a->type || a->type->kind != SD_T_FLOAT ||
	    a->type->size <= 8)
		return 0;
	SLATE(s, at, D_UNKNOWN, "internal error -- cg cannot store size %u when passed "
	      "by value", (unsigned)a->type->size);
	return -1;
}

int sema_stores_check(struct sema *s, const struct sd_node *list, const struct sd_node *at)
{
	for (const struct sd_node *a = list; a; a = a->next)
		if (sema_store_check(s, a, at) < 0)
			return -1;
	return 0;
}

/* printf( )'s format against its (checked) arguments, as dt_printf.c. */
static int printf_formats(struct sema *s, struct sd_node *n, const char *fname)
{
	struct sd_node *fmtn = n->u.call.args;
	struct sd_buf err = SD_BUF_INIT;
	struct sd_fmt *f = NULL;
	int rc = -1;

	if ((fmtn->u.str.len == 0 || !fmtn->u.str.s[0]) && strcmp(fname, "freopen")) {
		SERR(s, n, D_PRINTF_FMT_EMPTY, "%s( ) format string is empty", fname);
		return -1;
	}
	if (sd_fmt_parse(fmtn->u.str.s, &f, &err) < 0) {
		SERR(s, n, D_SYNTAX, "%s", sd_buf_str(&err));
		sd_buf_free(&err);
		return -1;
	}
	struct sd_node *a = fmtn->next;
	int argno = 2;
	for (size_t i = 0; i < f->nconvs; i++) {
		struct sd_fmt_conv *c = &f->convs[i];
		if (sd_fmt_conv_is_pct(c))
			continue;
		if (c->flags & SD_FMT_AGG) {
			SERR(s, n, D_PRINTF_AGG_CONV, "%%@ conversion requires an aggregation "
			     "and is not for use with %s( )", fname);
			goto out;
		}
		int stars = !!(c->flags & SD_FMT_DYNWIDTH) + !!(c->flags & SD_FMT_DYNPREC);
		for (int k = 0; k < stars; k++, argno++, a = a->next) {
			/* the width's argument comes first, then the precision's */
			const char *dyn = (c->flags & SD_FMT_DYNWIDTH) && !k ? "*" : ".*";
			if (!a) {
				SERR(s, n, D_PRINTF_DYN_PROTO, "%s( ) prototype mismatch: "
				     "conversion #%d (%%%s) is missing a corresponding \"%s\" "
				     "argument", fname, c->index, c->name, dyn);
				goto out;
			}
			/* an aggregation is no integer either (DTrace names it so) */
			if (a->kind == SD_N_AGG || !sd_type_is_int(a->type) ||
			    sema_is_dyn_typed(a)) {
				SERR(s, n, D_PRINTF_DYN_TYPE, "%s( ) argument #%d is "
				     "incompatible with conversion #%d prototype:\n\tconversion: "
				     "%% %s %s\n\t prototype: int\n\t  argument: %s", fname, argno,
				     c->index, dyn, c->name,
				     a->kind == SD_N_AGG ? "aggregation" : sema_opnd_name(a));
				goto out;
			}
		}
		if (!a) {
			SERR(s, n, D_PRINTF_ARG_PROTO, "%s( ) prototype mismatch: conversion "
			     "#%d (%%%s) is missing a corresponding value argument", fname,
			     c->index, c->name);
			goto out;
		}
		if (a->kind == SD_N_AGG) {
			struct sd_value bytes = { .kind = SD_V_BYTES, .size = 8 };
			const char *want = NULL;
			sd_fmt_check(c, &bytes, &want);
			SERR(s, n, D_PRINTF_ARG_TYPE, "%s( ) argument #%d is incompatible "
			     "with conversion #%d prototype:\n\tconversion: %%%s\n\t prototype: "
			     "%s\n\t  argument: aggregation", fname, argno, c->index, c->name,
			     want ? want : "?");
			goto out;
		}
		struct sd_value pv;
		const char *want = NULL;
		type_to_value(a->type, &pv);
		pv.pid = s->cu->target;
		bool opaque = a->type->kind == SD_T_VOID || sema_is_dyn_typed(a);
		if (opaque) {	/* void and DTrace's <DYN>: no conversion takes them */
			struct sd_value bytes = { .kind = SD_V_BYTES, .size = 8 };
			sd_fmt_check(c, &bytes, &want);
		}
		if (opaque || sd_fmt_check(c, &pv, &want) < 0) {
			SERR(s, n, D_PRINTF_ARG_TYPE, "%s( ) argument #%d is incompatible "
			     "with conversion #%d prototype:\n\tconversion: %%%s\n\t prototype: "
			     "%s\n\t  argument: %s", fname, argno, c->index, c->name,
			     want ? want : "?", sema_opnd_name(a));
			goto out;
		}
		a = a->next;
		argno++;
	}
	if (a) {
		SERR(s, n, D_PRINTF_ARG_EXTRA, "%s( ) prototype mismatch: only %d arguments "
		     "required by this format string", fname, f->nargs);
		goto out;
	}
	rc = 0;
out:
	sd_fmt_free(f);
	sd_buf_free(&err);
	return rc;
}

struct sd_agg *sema_agg_find(struct sd_cu *cu, const char *name)
{
	for (struct sd_agg *a = cu->aggs; a; a = a->next)
		if (!strcmp(a->name, name))
			return a;
	return NULL;
}

/* A printa() key (or, for %@, the aggregated value: unsigned for count())
 * against conversion c, as DTrace's dt_printf_validate; what names it:
 * "argument #N" (the keys follow the format) or "aggregating action". */
static int printa_conv(struct sema *s, struct sd_node *n, const struct sd_fmt_conv *c,
		       const struct sd_type *t, const char *what)
{
	struct sd_value pv;
	const char *want = NULL;

	type_to_value(t, &pv);
	pv.pid = s->cu->target;
	/* a stack key takes %k, a func( )/mod( ) key %a, a ufunc( )/umod( )/
	 * uaddr( ) key %A, as DTrace's checks of its typedefs of void */
	if (sd_fmt_check(c, &pv, &want) >= 0)
		return 0;
	SERR(s, n, D_PRINTF_ARG_TYPE, "printa( ) %s is incompatible with conversion #%d "
	     "prototype:\n\tconversion: %%%s\n\t prototype: %s\n\t  argument: %s", what,
	     c->index, c->name, want ? want : "?", sema_fit_name(t->name));
	return -1;
}

/* printa()'s format against the aggregation's keys, as DTrace checks it:
 * each conversion but %@ (and each of its * widths) takes the next key. A
 * format that does not parse is an error, as printf( )'s. */
static int printa_keys(struct sema *s, struct sd_node *n, const char *fmt,
		       const struct sd_agg *g)
{
	struct sd_buf err = SD_BUF_INIT;
	struct sd_fmt *f = NULL;
	int j = 0, rc = 0;

	if (!fmt[0]) {
		SERR(s, n, D_PRINTF_FMT_EMPTY, "printa( ) format string is empty");
		return -1;
	}
	if (sd_fmt_parse(fmt, &f, &err) < 0) {	/* as printf( )'s */
		SERR(s, n, D_SYNTAX, "%s", sd_buf_str(&err));
		sd_buf_free(&err);
		return -1;
	}
	for (size_t i = 0; i < f->nconvs && !rc; i++) {
		struct sd_fmt_conv *c = &f->convs[i];
		if (sd_fmt_conv_is_pct(c))
			continue;
		int stars = !!(c->flags & SD_FMT_DYNWIDTH) + !!(c->flags & SD_FMT_DYNPREC);
		for (int k = 0; k < stars && !rc; k++, j++) {
			const char *dyn = (c->flags & SD_FMT_DYNWIDTH) && !k ? "*" : ".*";
			if (j >= g->nkeys) {
				SERR(s, n, D_PRINTF_DYN_PROTO, "printa( ) prototype mismatch: "
				     "conversion #%d (%%%s) is missing a corresponding \"%s\" "
				     "argument", c->index, c->name, dyn);
				rc = -1;
			} else if (!sd_type_is_int(g->keys[j])) {
				SERR(s, n, D_PRINTF_DYN_TYPE, "printa( ) argument #%d is "
				     "incompatible with conversion #%d prototype:\n\tconversion: "
				     "%% %s %s\n\t prototype: int\n\t  argument: %s", j + 2,
				     c->index, dyn, c->name, sema_fit_name(g->keys[j]->name));
				rc = -1;
			}
		}
		if (rc)
			break;
		if (c->flags & SD_FMT_AGG) {
			const char *vn = g->fn == SD_F_COUNT ? "uint64_t" : "int64_t";
			struct sd_type *vt = sd_type_lookup_typedef(s->tt, vn);
			rc = printa_conv(s, n, c, vt, "aggregating action");
			continue;
		}
		if (j >= g->nkeys) {
			SERR(s, n, D_PRINTF_ARG_PROTO, "printa( ) prototype mismatch: conversion "
			     "#%d (%%%s) is missing a corresponding value argument", c->index,
			     c->name);
			rc = -1;
			break;
		}
		rc = printa_conv(s, n, c, g->keys[j], sd_arena_printf(s->cu->arena,
				 "argument #%d", j + 2));
		j++;
	}
	sd_fmt_free(f);
	sd_buf_free(&err);
	return rc;
}

/* The aggregation a that action n (printa( ), clear( )...) names, as
 * DTrace's code generator looks it up. Its arguments were cooked first
 * (unknown_agg_arg( )), so a statement before assigned it, or a read of
 * @a[...] created it (sema.c agg_elems( )) and none assigned it: badtag
 * (D_PRINTA_AGGBAD...: "undefined aggregation"). */
static struct sd_agg *action_agg(struct sema *s, struct sd_node *n,
				 const struct sd_node *a, enum sd_tag badtag)
{
	struct sd_agg *g = sema_agg_find(s->cu, a->u.ident.name);

	if (g || sema_agg_known(s, a) < 0)
		return g;
	for (int i = 0; i < s->nclause_aggs && !s->agg_recheck; i++) {
		if (strcmp(s->clause_aggs[i], a->u.ident.name) || s->nagg_later == 8)
			continue;
		s->agg_later[s->nagg_later++] = n;	/* assigned later on */
		return NULL;
	}
	SLATE(s, n, badtag, "undefined aggregation: %s", a->u.ident.name);
	return NULL;
}

/* Did action_agg( ) put n off until the clause's end? */
static bool agg_deferred(const struct sema *s, const struct sd_node *n)
{
	return s->nagg_later && s->agg_later[s->nagg_later - 1] == n;
}

static bool note_agg_asg(const struct sd_node *n, void *ctx)
{
	struct sema *s = ctx;
	const struct sd_node *l = n->kind == SD_N_ASSIGN ? n->u.assign.lhs : NULL;

	if (l && l->kind == SD_N_INDEX)
		l = l->u.index.base;
	if (l && l->kind == SD_N_AGG && s->nclause_aggs < 8)
		s->clause_aggs[s->nclause_aggs++] = l->u.ident.name;
	return false;
}

void sema_clause_aggs(struct sema *s, struct sd_node *stmts)
{
	s->nclause_aggs = s->nagg_later = 0;
	sd_ast_first(stmts, note_agg_asg, s);
}

/* printa(@a, @b): b's keys must have a's types (names lose their @ in the
 * aligned lines of DTrace's message). dt_printa_validate( ) reports it with
 * xyerror( ): the line is yylineno's as the code is generated, that of a
 * format given to this printa( ) or an earlier printf( )-like action of the
 * clause, else the probe description's (sema_cg_line( )). */
static int printa_keytypes(struct sema *s, const struct sd_agg *a,
			   const struct sd_agg *b)
{
	for (int k = 0; k < a->nkeys && k < b->nkeys; k++) {
		if (sema_type_argcompat(s, a->keys[k], b->keys[k]))
			continue;
		SERR(s, sema_cg_line(s), D_PRINTA_AGGPROTO, "printa( ): %s[ ] key #%d is incompatible "
		     "with %s:\n%9s key #%d: %s\n%9s key #%d: %s", b->name, k + 1, a->name,
		     a->name + 1, k + 1, sema_dtype_name(s, a->keys[k]), b->name + 1, k + 1,
		     sema_dtype_name(s, b->keys[k]));
		return -1;
	}
	return 0;
}

static int check_printa(struct sema *s, struct sd_node *n)
{
	struct sd_node *a = n->u.call.args;
	const char *fmt = a->kind == SD_N_STR ? a->u.str.s : NULL;
	int argno = 1;

	/* every argument is cooked before the code generator's checks
	 * (dt_cg_act_printa( )) */
	if (sema_cook_args(s, n) < 0)
		return -1;
	if (a->kind == SD_N_STR) {
		if (!a->next) {
			SERR(s, n, D_PRINTA_PROTO, "printa( ) prototype mismatch: 1 args "
			     "passed, 2 expected");
			return -1;
		}
		a->type = s->tt->t_string;
		a = a->next;
		argno++;
	}
	int nkeys = -2;
	struct sd_agg *first = NULL;
	for (; a; a = a->next, argno++) {
		if (a->kind != SD_N_AGG) {
			const char *tn = sema_arg_name(a);
			SERR(s, n, D_PRINTA_AGGARG, "printa( ) argument #%d is incompatible "
			     "with prototype:\n\tprototype: aggregation\n\t argument: %s",
			     argno, tn);
			return -1;
		}
		struct sd_agg *g = action_agg(s, n, a, D_PRINTA_AGGBAD);
		if (!g)
			return agg_deferred(s, n) ? 0 : -1;
		struct sd_ref *r = sema_ref(s, a, SD_REF_AGG);
		r->agg = g;
		if (nkeys != -2 && nkeys != g->nkeys) {
			/* xyerror( ) too: yylineno's line, as below */
			SERR(s, sema_cg_line(s), D_PRINTA_AGGKEY, "printa( ): %s and %s do not have matching "
			     "key signatures: %s has %d key%s, %s has %d key%s", first->name,
			     g->name, first->name, first->nkeys, first->nkeys == 1 ? "" : "s",
			     g->name, g->nkeys, g->nkeys == 1 ? "" : "s");
			return -1;
		}
		if (first && printa_keytypes(s, first, g) < 0)
			return -1;
		if (!first)
			first = g;
		nkeys = g->nkeys;
		/* the format against each aggregation in turn, before the next
		 * argument is looked at (DTrace's dt_cg_act_printa()): its %@
		 * takes uint64_t for a count(), int64_t for the others */
		if (fmt)
			s->cg_line = n;	/* dt_cg_act_printa( ): yylineno */
		if (fmt && g->nkeys >= 0 && printa_keys(s, n, fmt, g) < 0)
			return -1;
	}
	return 0;
}

/* clear(), trunc(), (de)normalize(): argtag when argument #1 is not an
 * aggregation. */
static int check_aggarg(struct sema *s, struct sd_node *n, const char *fname,
			enum sd_tag argtag)
{
	struct sd_node *a1 = n->u.call.args;

	/* the parser's checks first: the arguments, the second's prototype */
	if (a1->kind != SD_N_AGG && sema_expr(s, a1) < 0)
		return -1;
	/* trunc(@, [int64_t]), normalize(@, uint64_t) */
	const char *p2 = !strcmp(fname, "trunc") ? "int64_t" : "uint64_t";
	for (struct sd_node *a = a1->next; a; a = a->next) {
		if (a->kind == SD_N_AGG)
			return sema_proto_arg(s, n, fname, 2, p2, NULL);
		if (sema_expr(s, a) < 0)
			return -1;
		if (!sd_type_is_int(a->type))
			return sema_proto_arg(s, n, fname, 2, p2, a);
	}
	if (a1->kind != SD_N_AGG) {	/* then the code generator's */
		SLATE(s, n, argtag, "%s( ) argument #1 is incompatible with prototype:\n"
		      "\tprototype: aggregation\n\t argument: %s", fname, sema_arg_name(a1));
		return -1;
	}
	struct sd_agg *g = action_agg(s, n, a1, !strcmp(fname, "clear") ? D_CLEAR_AGGBAD :
				      !strcmp(fname, "trunc") ? D_TRUNC_AGGBAD : D_NORMALIZE_AGGBAD);
	if (!g)
		return agg_deferred(s, n) ? 0 : -1;
	sema_ref(s, a1, SD_REF_AGG)->agg = g;
	return 0;
}

/* The type of a stack or symbol value: n frames of 8 bytes. */
static struct sd_type *stack_type(struct sema *s, enum sd_symkind k, int64_t frames)
{
	static const char *const names[] = {
		[SD_SK_KSTACK] = "stack", [SD_SK_USTACK] = "stack",
		[SD_SK_KSYM] = "_symaddr", [SD_SK_KMOD] = "_symaddr",
		[SD_SK_USYM] = "_usymaddr", [SD_SK_UMOD] = "_usymaddr",
		[SD_SK_UADDR] = "_usymaddr",
	};
	struct sd_type *t = sd_arena_alloc(s->cu->arena, sizeof(*t));

	t->kind = SD_T_ARRAY;
	t->base = s->tt->t_ulong;
	t->symkind = (uint8_t)k;
	t->name = names[k];
	t->nelem = k == SD_SK_KSTACK || k == SD_SK_USTACK ? (uint32_t)frames : 1;
	t->size = 8 * t->nelem;
	t->align = 8;
	t->complete = true;
	return t;
}

static int check_stack(struct sema *s, struct sd_node *n, const struct fninfo *f)
{
	struct sd_node *a = n->u.call.args;
	bool user = f->f != SD_F_STACK;
	/* jstack( ) is ustack( ) with the jstackframes default */
	int64_t frames = f->f == SD_F_JSTACK ? (int64_t)s->cu->opts->jstackframes :
			 user ? (int64_t)s->cu->opts->ustackframes :
				(int64_t)s->cu->opts->stackframes;

	if (a) {
		if (sema_expr(s, a) < 0)
			return -1;
		if (!sd_type_is_int(a->type))
			return sema_proto_arg(s, n, f->name, 1, "uint32_t", a);
		if (a->next && sema_expr(s, a->next) == 0 && !sd_type_is_int(a->next->type))
			return sema_proto_arg(s, n, f->name, 2, "uint32_t", a->next);
		/* dt_cg_stack_arg( )'s checks, late: the value stays a stack (a
		 * ?: arm of it is D_OP_ACT first, as DTrace cooks it) */
		int64_t def = frames;
		/* dt_node_is_posconst( ): an unsigned constant is positive
		 * when it is not 0, whatever its top bit */
		if (!sema_const(a, &frames) || frames == 0 ||
		    (frames < 0 && sd_type_is_signed(a->type))) {
			if (!s->stack_value)
				SLATE(s, n, user ? D_USTACK_FRAMES : D_STACK_SIZE, "%s( ) "
				      "argument #1 must be a non-zero positive integer "
				      "constant", f->name);
			frames = def;
		}
		int64_t strsize = 0;
		if (a->next && f->f == SD_F_USTACK && !s->stack_value &&
		    (!sema_const(a->next, &strsize) ||
		     (strsize < 0 && sd_type_is_signed(a->next->type))))
			SLATE(s, n, D_USTACK_STRSIZE, "ustack( ) argument #2 must be a "
			      "positive integer constant");
	}
	/* dt_cg_stack_arg( ) keeps the count in an int: stackframes or an
	 * argument of 4294967298 is 2 frames (one that wraps below 1, none) */
	frames = (int32_t)(uint32_t)frames;
	if (frames < 0)
		frames = 0;
	/* maxframes=0 too: DTrace's dt_cg_stack_arg() caps at maxframes */
	if (frames > s->cu->opts->maxframes)
		frames = s->cu->opts->maxframes;
	/* past the kernel's perf_event_max_stack DTrace's record has room
	 * for frames bpf_get_stack( ) never fills (zeros, which end a stack
	 * printed or aggregated): sonda's record ends there */
	if (frames > sd_kernel_max_stack())
		frames = sd_kernel_max_stack();
	n->type = stack_type(s, user ? SD_SK_USTACK : SD_SK_KSTACK, frames);
	return 0;
}

static int check_symaddr(struct sema *s, struct sd_node *n, const struct fninfo *f)
{
	static const enum sd_symkind kinds[] = {
		[SD_F_SYM] = SD_SK_KSYM, [SD_F_MOD] = SD_SK_KMOD, [SD_F_USYM] = SD_SK_USYM,
		[SD_F_UMOD] = SD_SK_UMOD, [SD_F_UADDR] = SD_SK_UADDR,
	};
	struct sd_node *a = n->u.call.args;

	if (sema_expr(s, a) < 0)
		return -1;
	if (!sd_type_is_int(a->type))	/* a pointer too: dt_node_is_ptrcompat */
		return sema_proto_arg(s, n, f->name, 1, "uintptr_t", a);
	n->type = stack_type(s, kinds[f->f], 1);
	return 0;
}

bool sema_is_stackfn(const struct sd_node *n)
{
	const struct fninfo *f;

	if (n->kind != SD_N_CALL || n->u.call.fn->kind != SD_N_IDENT)
		return false;
	f = sema_fn_find(n->u.call.fn->u.ident.name);
	return f && f->f >= SD_F_STACK && f->f <= SD_F_UADDR;
}

/* tracemem(addr, size [, dsize]): size a positive integer constant. */
static int check_tracemem(struct sema *s, struct sd_node *n)
{
	struct sd_node *a = n->u.call.args, *sz = a->next;
	int64_t v;

	/* the parser's checks: each argument, the sizes' prototypes */
	if (a->kind != SD_N_AGG && sema_expr(s, a) < 0)
		return -1;
	for (struct sd_node *x = sz; x; x = x->next) {
		if (sema_expr(s, x) < 0)
			return -1;
		if (!sd_type_is_int(x->type))
			return sema_proto_arg(s, n, "tracemem", x == sz ? 2 : 3, "size_t", x);
	}
	/* then dt_cg_act_tracemem( )'s ("@" parameter: anything parses) */
	if (a->kind == SD_N_AGG) {
		SLATE(s, n, D_TRACEMEM_ADDR, "tracemem( ) argument #1 is incompatible with "
		      "prototype:\n\tprototype: pointer or integer\n\t argument: aggregation");
		return -1;
	}
	/* a stack or symbol (DTrace: a typedef of void) is no array */
	if (!sd_type_is_int(a->type) && a->type->kind != SD_T_PTR &&
	    (a->type->kind != SD_T_ARRAY || a->type->symkind)) {
		SLATE(s, n, D_TRACEMEM_ADDR, "tracemem( ) argument #1 is incompatible with "
		      "prototype:\n\tprototype: pointer or integer\n\t argument: %s",
		      sema_arg_name(a));
		return -1;
	}
	if (!sema_const(sz, &v) || v <= 0) {
		SLATE(s, n, D_TRACEMEM_SIZE, "tracemem( ) argument #2 must be a non-zero "
		      "positive integral constant expression");
		return -1;
	}
	return 0;
}

/* pcap(void *skb, int proto), DTrace's prototype: a pointer (or 0) to a
 * struct sk_buff, and an integer link type (PCAP_ETHER, PCAP_IP...), whose
 * value DTrace does not check. */
static int check_pcap(struct sema *s, struct sd_node *n)
{
	struct sd_node *a = n->u.call.args, *proto = a->next;

	if (sema_expr(s, a) < 0 || sema_expr(s, proto) < 0)
		return -1;
	/* void * takes any pointer, array or string, as DTrace's
	 * dt_node_is_ptrcompat( ) does */
	if (!sema_arg_compat("void *", a))
		return sema_proto_arg(s, n, "pcap", 1, "void *", a);
	if (!sd_type_is_int(proto->type))
		return sema_proto_arg(s, n, "pcap", 2, "int", proto);
	struct sd_type *skb = sd_ktype_lookup(s->tt, "sk_buff", SD_TAG_STRUCT);
	static const char *const need[] = { "len", "data_len", "data" };
	for (size_t i = 0; i < SD_ARRAY_SIZE(need); i++) {
		if (!skb || !sd_type_member(s->tt, skb, need[i])) {
			SERR(s, n, D_UNKNOWN, "pcap( ) needs struct sk_buff's %s, which this "
			     "kernel's BTF does not describe", need[i]);
			return -1;
		}
	}
	return 0;
}

/* setopt(name [, value]): DTrace's prototype, const char * for both:
 * strings and char arrays, recorded as any string is (cg_act.c), and char
 * or void pointers and the constant 0, recorded as their value, which the
 * consumer reads as DTrace's does (rt/consume.c act_setopt()). */
static int check_setopt(struct sema *s, struct sd_node *n)
{
	int i = 1;

	for (struct sd_node *a = n->u.call.args; a; a = a->next, i++) {
		if (sema_expr(s, a) < 0)
			return -1;
		if (!sema_arg_compat("char *", a))
			return sema_proto_arg(s, n, "setopt", i, "char *", a);
	}
	return 0;
}

/* The order rules of speculations within one clause (d-language.md 8.2). */
static int spec_order(struct sema *s, struct sd_node *call, const struct fninfo *f)
{
	/* DTrace's dt_cg_clsflags( ) names the action's statement (its line:
	 * the ";"'s, parse.c parse_stmt( )) */
	const struct sd_node *n = s->stmt && s->stmt->kind == SD_N_EXPR_STMT &&
				  s->stmt->u.stmt.e == call ? s->stmt : call;

	switch (f->f) {
	case SD_F_SPECULATE:
		if (s->spec)
			SLATE(s, n, D_SPEC_SPEC, "speculate( ) may not follow speculate( )");
		if (s->comm)
			SLATE(s, n, D_SPEC_COMM, "speculate( ) may not follow commit( )");
		if (s->drec)
			SLATE(s, n, D_SPEC_DREC, "speculate( ) may not follow data-recording "
			      "action(s)");
		s->spec = true;
		return 0;
	case SD_F_COMMIT: case SD_F_DISCARD:
		if (s->drec && f->f == SD_F_COMMIT)
			SLATE(s, n, D_COMM_DREC, "commit( ) may not follow data-recording "
			      "action(s)");
		if (f->f == SD_F_COMMIT)
			s->comm = true;
		return 0;
	default:
		break;
	}
	if (f->destructive && s->spec)
		SLATE(s, n, D_ACT_SPEC, "destructive actions may not follow speculate( )");
	if (f->f == SD_F_EXIT && s->spec)
		SLATE(s, n, D_EXIT_SPEC, "exit( ) may not follow speculate( )");
	/* raise() and stop() record nothing, but DTrace's dt_cg_clsflags()
	 * counts every action but speculate(), commit() and discard() */
	if (f->destructive)
		s->destr = true;
	if (f->records || f->destructive) {
		if (s->comm)
			SLATE(s, n, D_DREC_COMM, "data-recording actions may not follow "
			      "commit( )");
		s->drec = true;
	}
	return 0;
}

/* The typed parameters of the actions below: an aggregation passed to one
 * is refused by the prototype (D_PROTO_ARG, "argument: aggregation"), as
 * DTrace's dt_idcook_func( ) finds its <DYN> type compatible with none.
 * Parameters typed "@" (system's format, tracemem's address) are left to
 * the action's own check. */
static const char *agg_param(enum sd_func f, int argno)
{
	switch (f) {
	case SD_F_PRINTF: return argno == 1 ? "string" : NULL;
	case SD_F_SETOPT: return "char *";
	case SD_F_STACK: case SD_F_USTACK: case SD_F_JSTACK: return "uint32_t";
	case SD_F_SYM: case SD_F_MOD: case SD_F_USYM: case SD_F_UMOD: case SD_F_UADDR:
		return "uintptr_t";
	case SD_F_TRACEMEM: return argno > 1 ? "size_t" : NULL;
	case SD_F_SPECULATE: case SD_F_COMMIT: case SD_F_DISCARD: case SD_F_RAISE:
		return "int";
	default: return NULL;
	}
}

/* An action used as a value (a ?: arm): DTrace cooks it, checking its
 * arguments against its prototype, before it refuses the action there. */
static int value_protos(struct sema *s, struct sd_node *n, const struct fninfo *f)
{
	int i = 1;

	for (struct sd_node *a = n->u.call.args; a; a = a->next, i++) {
		const char *proto = agg_param(f->f, i);
		if (!proto && (f->f == SD_F_EXIT || (f->f == SD_F_PCAP && i == 2)))
			proto = "int";
		else if (!proto && i == 2 && f->f == SD_F_NORMALIZE)
			proto = "uint64_t";
		else if (!proto && i == 2 && f->f == SD_F_TRUNC)
			proto = "int64_t";
		else if (!proto && i == 1 && (f->f == SD_F_PRINT || f->f == SD_F_PCAP))
			proto = "void *";
		if (!proto)
			continue;
		if (a->kind == SD_N_AGG)
			return sema_proto_arg(s, n, f->name, i, proto, NULL);
		if (!sema_arg_compat(strcmp(proto, "string") ? proto : "char *", a))
			return sema_proto_arg(s, n, f->name, i, proto, a);
	}
	return 0;
}

static int agg_arg_protos(struct sema *s, struct sd_node *n, const struct fninfo *f)
{
	int i = 1;

	for (struct sd_node *a = n->u.call.args; a; a = a->next, i++) {
		const char *proto = agg_param(f->f, i);
		if (a->kind == SD_N_AGG && proto)
			return sema_proto_arg(s, n, f->name, i, proto, NULL);
	}
	return 0;
}

/* trace( ): dt_cg_act_trace( ) checks its argument's type before it
 * generates its code (sema_late_hold( )) */
static int check_trace(struct sema *s, struct sd_node *n, struct sd_node *a)
{
	const char *late0 = s->late_msg;

	if (sema_expr(s, a) < 0)
		return -1;
	struct sema_held h = sema_late_hold(s, late0);
	if (a->type->kind == SD_T_VOID && !sema_is_aggfn_call(a)) {
		SLATE(s, n, D_TRACE_VOID, "trace( ) may not be applied to a void "
		      "expression");
		return -1;
	}
	if (sema_is_dynamic(a)) {
		SLATE(s, n, D_TRACE_DYN, "trace( ) may not be applied to a dynamic "
		      "expression");
		return -1;
	}
	sema_late_unhold(s, &h);
	return sema_store_check(s, a, sema_cg_line(s));
}

static int check_action(struct sema *s, struct sd_node *n, const struct fninfo *f)
{
	struct sd_node *a = n->u.call.args;

	if (agg_arg_protos(s, n, f) < 0)
		return -1;
	switch (f->f) {
	case SD_F_TRACE:
		if (sema_is_agg_ref(a)) {
			SLATE(s, n, D_TRACE_DYN, "trace( ) may not be applied to a dynamic "
			      "expression");
			return -1;
		}
		return check_trace(s, n, a);
	case SD_F_EXIT:
		if (a->kind != SD_N_AGG && sema_expr(s, a) < 0)
			return -1;
		if (a->kind == SD_N_AGG || !sd_type_is_int(a->type))
			return sema_proto_arg(s, n, "exit", 1, "int",
					 a->kind == SD_N_AGG ? NULL : a);
		return 0;
	case SD_F_PRINTF:
		return check_printf(s, n, "printf");
	case SD_F_PRINT:
		if (a->kind == SD_N_AGG)	/* print( )'s prototype is void(void *) */
			return sema_proto_arg(s, n, "print", 1, "void *", NULL);
		return sema_print(s, n);
	case SD_F_SYSTEM: case SD_F_FREOPEN:
		return check_printf(s, n, f->name);
	case SD_F_SETOPT:
		return check_setopt(s, n);
	case SD_F_TRACEMEM:
		return check_tracemem(s, n);
	case SD_F_PCAP:
		return check_pcap(s, n);
	case SD_F_SPECULATE: case SD_F_COMMIT: case SD_F_DISCARD:
		if (sema_expr(s, a) < 0)
			return -1;
		if (!sd_type_is_int(a->type))
			return sema_proto_arg(s, n, f->name, 1, "int", a);
		return 0;
	case SD_F_RAISE:
		if (sema_expr(s, a) < 0)
			return -1;
		if (!sd_type_is_int(a->type))
			return sema_proto_arg(s, n, "raise", 1, "int", a);
		return 0;
	case SD_F_PRINTA: {	/* dt_cg_act_printa( ) */
		bool was = sema_defer(s);
		return sema_undefer(s, was, check_printa(s, n));
	}
	case SD_F_CLEAR:
		return check_aggarg(s, n, "clear", D_CLEAR_AGGARG);
	case SD_F_TRUNC:
		return check_aggarg(s, n, "trunc", D_TRUNC_AGGARG);
	case SD_F_NORMALIZE:
		return check_aggarg(s, n, "normalize", D_NORMALIZE_AGGARG);
	case SD_F_DENORMALIZE:
		return check_aggarg(s, n, "denormalize", D_NORMALIZE_AGGARG);
	case SD_F_STACK: case SD_F_USTACK: case SD_F_JSTACK:
		return check_stack(s, n, f);
	case SD_F_SYM: case SD_F_MOD: case SD_F_USYM: case SD_F_UMOD: case SD_F_UADDR:
		return check_symaddr(s, n, f);
	default:
		return 0;
	}
}

/* DTrace's identifiers bound to a version after 1.0: -x version below it
 * removes them (dt_reduce()), so they are undefined names. */
static const struct {
	const char *name;
	uint32_t vers;
} versioned[] = {
#define V(M, m, u) SD_VERSION_NUMBER(M, m, u)
	{ "freopen", V(1, 1, 0) }, { "index", V(1, 1, 0) }, { "rindex", V(1, 1, 0) },
	{ "strchr", V(1, 1, 0) }, { "strrchr", V(1, 1, 0) }, { "strstr", V(1, 1, 0) },
	{ "strtok", V(1, 1, 0) }, { "substr", V(1, 1, 0) },
	{ "func", V(1, 2, 0) }, { "mod", V(1, 2, 0) }, { "setopt", V(1, 2, 0) },
	{ "sym", V(1, 2, 0) }, { "uaddr", V(1, 2, 0) }, { "ucaller", V(1, 2, 0) },
	{ "ufunc", V(1, 2, 0) }, { "umod", V(1, 2, 0) }, { "ustackdepth", V(1, 2, 0) },
	{ "usym", V(1, 2, 0) },
	{ "htonl", V(1, 3, 0) }, { "htonll", V(1, 3, 0) }, { "htons", V(1, 3, 0) },
	{ "ntohl", V(1, 3, 0) }, { "ntohll", V(1, 3, 0) }, { "ntohs", V(1, 3, 0) },
	{ "inet_ntoa", V(1, 5, 0) }, { "inet_ntoa6", V(1, 5, 0) },
	{ "inet_ntop", V(1, 5, 0) }, { "link_ntop", V(1, 5, 0) },
	{ "stddev", V(1, 6, 0) }, { "llquantize", V(1, 6, 4) }, { "pcap", V(1, 6, 4) },
	{ "print", V(2, 0, 0) },
#undef V
};

bool sema_unbound(const struct sema *s, const char *name)
{
	for (size_t i = 0; i < SD_ARRAY_SIZE(versioned); i++)
		if (!strcmp(versioned[i].name, name))
			return versioned[i].vers > s->cu->opts->version;
	return false;
}

bool sema_builtin_bound(const struct sema *s, const char *name)
{
	return sd_func_lookup_builtin(name) >= 0 && !sema_unbound(s, name);
}

bool sema_call_known(const struct sema *s, const struct sd_node *n)
{
	const char *name = n->u.call.fn->kind == SD_N_IDENT ? n->u.call.fn->u.ident.name : NULL;

	return !name || (!sema_unbound(s, name) && (sema_fn_find(name) || sema_subr_known(name)));
}

/* DTrace's dt_node_func( ) refuses a call as its parser reduces it, on
 * the ")" with no lookahead: its errors are reported at that line. */
void sema_call_at_end(struct sd_node *n)
{
	if (n->u.call.end_line && n->u.call.end_line != n->loc.line)
		n->loc.dline = n->u.call.end_line;
}

int sema_call_name(struct sema *s, struct sd_node *n)
{
	sema_call_at_end(n);
	if (n->u.call.fn->kind != SD_N_IDENT) {	/* (1)(2): see struct parser */
		SERR(s, n, D_FUNC_IDENT, "function designator is not of function type");
		return -1;
	}
	const char *name = n->u.call.fn->u.ident.name;

	if (sema_call_known(s, n))
		return 0;
	/* the parser looks the name up among the globals known so far: the
	 * built-in variables and the declared ones (dt_node_func( )) */
	struct sd_var *v = sema_var_find(s->cu, SD_VAR_ASSOC, name);
	bool arr = !strcmp(name, "args") || !strcmp(name, "uregs") ||
		   (v && v->declared && !v->tls);
	v = sema_var_find(s->cu, SD_VAR_GLOBAL, name);
	if (n->u.call.fn->u.ident.is_dvar_kw) {	/* self( ): a pointer */
		SERR(s, n, D_FUNC_IDKIND, "pointer '%s' may not be referenced as a function",
		     name);
		return -1;
	}
	if ((!sema_unbound(s, name) && (arr || sd_func_lookup_builtin(name) >= 0)) ||
	    (v && v->declared)) {
		/* timestamp(1), args(0) */
		SERR(s, n, D_FUNC_IDKIND, "%s '%s' may not be referenced as a function",
		     arr ? "associative array" : "scalar", name);
		return -1;
	}
	SERR(s, n, D_FUNC_UNDEF, "undefined function name: %s", name);
	return -1;
}

/* An argument c ? a : b with a constant c (an integer inline, whose
 * value DTrace's parser has, as it has a literal's: the parser folds
 * those) is the operand c picks: an aggregation or a format string may
 * be passed so (clear(X ? @a : @b)). */
static int fold_const_args(struct sema *s, struct sd_node *n)
{
	for (struct sd_node *a = n->u.call.args; a; a = a->next) {
		int rc = 1;

		while (a->kind == SD_N_COND && rc > 0)
			rc = sema_cond_pick(s, a);
		if (rc < 0)
			return -1;
	}
	return 0;
}

int sema_agg_actions_late(struct sema *s)
{
	int rc = 0;

	s->agg_recheck = true;
	for (int i = 0; i < s->nagg_later && rc == 0; i++) {
		struct sd_node *n = s->agg_later[i];
		const struct fninfo *f = sema_fn_find(n->u.call.fn->u.ident.name);
		bool was = sema_defer(s);
		rc = sema_undefer(s, was, check_action(s, n, f));
	}
	s->agg_recheck = false;
	s->nagg_later = 0;
	return rc;
}

int sema_call(struct sema *s, struct sd_node *n, bool stmt)
{
	struct sd_node *fn = n->u.call.fn;
	const char *name = fn->kind == SD_N_IDENT ? fn->u.ident.name : "?";
	const struct fninfo *f = sema_fn_find(name);

	if (fn->kind != SD_N_IDENT)
		return sema_call_name(s, n);

	if (sema_unbound(s, name)) {
		sema_call_at_end(n);
		SERR(s, n, D_FUNC_UNDEF, "undefined function name: %s", name);
		return -1;
	}
	if (fold_const_args(s, n) < 0)
		return -1;
	/* the arguments are cooked before any check of the function's own */
	if ((f || sema_subr_known(name)) && sema_unknown_agg_args(s, n) < 0)
		return -1;
	if (!f) {
		int rc = sema_subr(s, n, stmt);
		if (rc <= 0)
			return rc;
		for (size_t i = 0; i < SD_ARRAY_SIZE(later); i++) {
			if (!strcmp(later[i], name)) {
				SERR(s, n, D_FUNC_UNDEF, "%s( ) is not supported by this "
				     "version of sonda yet", name);
				return -1;
			}
		}
		return sema_call_name(s, n);
	}
	if (sema_check_nargs(s, n, f) < 0)
		return -1;
	/* the clause's order rules (late errors, dt_cg_clsflags( )) come before
	 * the late errors of the action's own code (dt_cg_act_*( )) */
	if (stmt && !s->agg_key && spec_order(s, n, f) < 0)
		return -1;
	bool stackfn = f->f >= SD_F_STACK && f->f <= SD_F_UADDR;
	if (f->agg || (f->action && !stmt && !stackfn)) {
		/* an action used as a value: its arguments are typed, but (as in
		 * DTrace) its own checks (formats...) only run for a statement */
		for (struct sd_node *a = n->u.call.args; a; a = a->next)
			if (a->kind != SD_N_AGG && sema_expr(s, a) < 0)
				return -1;
		if (!f->agg && value_protos(s, n, f) < 0)
			return -1;
	} else {
		s->stack_value = stackfn && !stmt && !s->agg_key;
		int rc = check_action(s, n, f);
		s->stack_value = false;
		if (rc < 0)
			return -1;
	}
	if (f->destructive && s->clause)
		s->clause->destructive = true;
	if (f->f == SD_F_STOP && s->clause)
		s->clause->stops = true;
	if ((f->agg || (f->action && !stmt)) && !s->cg_expr) {
		/* D reports this only if nothing else is wrong with the use of
		 * the function's value: see sema_stmt() */
		s->cg_expr = n;
		s->cg_expr_name = name;
		s->cg_expr_kind = f->agg ? "aggregating function" : "tracing function";
		s->cg_expr_agg = f->agg;
	}
	/* sema_print( ) made print( )'s ref, with the type it shows */
	struct sd_ref *r = f->f == SD_F_PRINT && stmt ? n->sema : sema_ref(s, n, SD_REF_FUNC);
	r->func = f->f;
	if (f->f == SD_F_SPECULATION)
		n->type = s->tt->t_int;
	else if (f->f < SD_F_STACK || f->f > SD_F_UADDR)
		n->type = s->tt->t_void;
	return 0;
}
