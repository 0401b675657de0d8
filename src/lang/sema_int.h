/* sema_int.h - what the sema_*.c files share; not for other stages. */
#ifndef SONDA_LANG_SEMA_INT_H
#define SONDA_LANG_SEMA_INT_H

#include "sema.h"
#include "../base/arena.h"
#include "../prov/prov.h"

struct sema {
	struct sd_cu *cu;
	struct sd_typetab *tt;
	struct sd_clause *clause;	/* current clause, NULL at top level */
	int action;			/* 1-based action index in the clause */
	struct sd_node *cg_expr;	/* an action used as a value */
	bool drec, spec, comm;		/* clause so far: data recorded,
					   speculate(), commit()/discard() */
	bool agg_key;			/* cooking a stack( )-like aggregation
					   key: no action of the clause */
	bool stack_value;		/* cooking a stack( )-like call used as
					   a value: DTrace's code generator
					   meets it (D_CG_EXPR) before it
					   checks its arguments */
	bool destr;			/* a destructive action or subroutine:
					   the clause sends its buffer */
	const struct sd_node *fail_stmt;	/* the clause's statement that
					   failed (top level) */
	const struct sd_node *cg_line;	/* the last printf( )-like action or
					   printa( ) with a format of the clause
					   so far, whose line DTrace's code
					   generator leaves in yylineno (NULL:
					   its probe description's) */
	const struct sd_node *late_n;	/* the first order-rule error of the */
	enum sd_tag late_tag;		/* clause (sema_late()), or NULL */
	const char *late_msg;
	const struct sd_node *stmt;	/* the statement being checked */
	const struct sd_node *late_stmt;	/* where late_msg arose (its
					   statement: DTrace's code generator
					   meets it there), not its line */
	struct sema_dst { const struct sd_node *call, *arg; const char *msg; }
		dst[8];			/* bcopy( )/copyinto( ) destinations that
					   hold a D variable, checked at the
					   clause's end (sema_dst_check( )) */
	int ndst;
	struct sema_astore { const struct sd_node *n; const struct sd_var *v; }
		*astore;		/* the clause's first store to each
					   variable (sema_alloca_check( )) */
	int nastore, castore;
	bool defer;			/* checking what DTrace checks as it
					   generates code: SERR is SLATE */
	const char *cg_expr_name;
	const char *cg_expr_kind;	/* DTrace's kind of its function */
	bool cg_expr_agg;		/* an aggregating function's */
	const char *agg_lhs;		/* @a of @a[...] = f(...) as f is cooked:
					   DTrace has created it (dt_cook_op2( )) */
	const struct sema_asgn { const char *name; const struct sema_asgn *up; }
		*asgn_new;		/* x of x = e while e is cooked, for every
					   x = e around: DTrace has made x already */
	const struct sd_node *xl_busy[32];	/* translator members being
					   expanded, innermost last */
	int nxl_busy;
	bool xl_checking;		/* checking a translator's definition */
	const char *agg_made[8];	/* @a of an @a[...] used as a value: its
					   operator [ ] created it (sema.c) */
	int agg_made_seq[8];		/* the rank of each one's creation */
	int nagg_made;
	int agg_seq;			/* aggregations created so far */
	const char *clause_aggs[8];	/* @a the clause's statements assign */
	int nclause_aggs;
	struct sd_node *agg_later[8];	/* printa( ), clear( )... of one of them
					   before its assignment: checked at the
					   clause's end, as DTrace's code generator
					   runs once the clause is cooked */
	int nagg_later;
	bool agg_recheck;		/* checking those now */
	struct sema_inl *inlines;	/* inline definitions (sema_xlate.c) */
	struct sema_xl *xlators;	/* translators (sema_xlate.c) */
	struct sema_param *params;	/* names bound while checking an inline
					   or translator body */
	struct sd_node **pend;		/* the D library's typedefs, declared
					   when first named (sema.c) */
	struct sema_ext { const char *name; struct sd_type *type;
			  struct sema_ext *next; } *externs;	/* extern
					   declarations of the script (D`name) */
	size_t npend;
	int scope;			/* inside a struct, union or enum body or
					   a parameter list: a tag defined or
					   named first there is not visible by
					   its name (CTF_ADD_NONROOT) */
};

/* A struct, union or enum named but not defined (DTrace: a CTF forward
 * declaration, of size 0). Kernel types converted lazily are complete. */
static inline bool sema_is_forward(const struct sd_type *t)
{
	return (t->kind == SD_T_STRUCT || t->kind == SD_T_UNION || t->kind == SD_T_ENUM) &&
	       !t->complete && !t->lazy;
}

/* The name DTrace's D_DECL_INCOMPLETE gives type t: libctf (2.40) names a
 * forward tag "struct", a union's too; an enum's is an enum. */
const char *sema_incomplete_name(struct sema *s, const struct sd_type *t);
/* sema_decl.c: the intrinsic integer type the words ts (SD_TS_*) name,
 * as dt_decl_type( ) names it ("long unsigned int" is unsigned long). */
struct sd_type *sema_int_type(struct sema *s, unsigned ts);
/* sema_decl.c: a declared function's type, libdtrace's one function type
 * (int of no arguments, which libctf names "int (*) ()"). */
struct sd_type *sema_func_type(struct sema *s);

/* Is t a struct, union or enum whose body comes after source position
 * use? DTrace evaluates sizeof and offsetof of a type name as it parses,
 * where such a type is still a forward declaration. */
static inline bool sema_defined_after(const struct sd_type *t, struct sd_loc use)
{
	return t->defloc.line && t->defloc.file == use.file && sd_loc_after(t->defloc, use);
}

/* An error DTrace finds while it generates a clause's code (dt_cg.c, the
 * speculation order rules of dt_cg_clsflags(), the formats dt_printf.c
 * checks for it), once every expression of the clause is checked: the
 * first one is kept, and reported when the clause ends without another
 * error (sema.c); the statement it is in stops there, the next ones are
 * checked. */
#define SLATE(s, n, tag, ...) \
	sema_late(s, n, tag, sd_arena_printf((s)->cu->arena, __VA_ARGS__))
void sema_late(struct sema *s, const struct sd_node *n, enum sd_tag tag, const char *msg);

/* The late error an action's arguments raised (none if one came before
 * them: before, the late error then), held out while the action's own
 * checks run, which DTrace's code generator makes before it generates the
 * arguments' code (dt_cg_act_trace( ), dt_cg_act_printf( )'s format):
 * trace(copyinto(0, 1, 0)) is D_TRACE_VOID. sema_late_unhold() puts it
 * back if those found none. */
struct sema_held {
	const struct sd_node *n, *stmt;
	enum sd_tag tag;
	const char *msg;
};
struct sema_held sema_late_hold(struct sema *s, const char *before);
void sema_late_unhold(struct sema *s, const struct sema_held *h);


/* An error: SLATE's while s->defer is set (sema_defer()). */
#define SERR(s, n, tag, ...) \
	((s)->defer ? SLATE(s, n, tag, __VA_ARGS__) \
		    : sd_diag_error(&(s)->cu->diag, (n)->loc, tag, __VA_ARGS__))

/* From sema_defer(s) to sema_undefer(s, what it returned), errors are
 * SLATE's (what DTrace's code generator checks), but for those of the
 * expressions sema_expr() checks meanwhile. */
static inline bool sema_defer(struct sema *s)
{
	bool was = s->defer;

	s->defer = s->clause != NULL;	/* an inline's body: at once */
	return was;
}

static inline int sema_undefer(struct sema *s, bool was, int rc)
{
	s->defer = was;
	return rc;
}

/* sema.c: declares the D library's inline called name if it is still
 * pending; true if it was. */
bool sema_declare_pending_inline(struct sema *s, const char *name);
bool sema_declare_pending_tag(struct sema *s, int kind, const char *tag);

/* sema_expr.c */
/* The builtin variable called name, or -1. */
int sd_func_lookup_builtin(const char *name);
/* Checks an expression used for its value; sets n->type. 0 or -1. */
int sema_expr(struct sema *s, struct sd_node *n);
/* Evaluates a checked integer constant expression. */
bool sema_const(const struct sd_node *n, int64_t *v);
/* n = a op b with op / or % (or op= of them) and b 0 to DTrace's parser
 * (an inline or enumerator of 0, folded): D_DIV_ZERO, -1, as dt_node_op2( )
 * refuses it before anything of n is checked; else 0. */
int sema_div_zero(struct sema *s, struct sd_node *n, enum sd_op op, struct sd_node *b);
/* Is n (checked) an integer node to DTrace's parser (a literal, an
 * enumerator, an integer inline, a sizeof it folds, their folding)? */
bool sema_parse_int(struct sema *s, const struct sd_node *n, int64_t *v);
/* c ? a : b (n) with an integer constant condition c (a literal, an integer
 * inline, a macro argument): DTrace's parser keeps only the chosen operand,
 * so the other is never checked and an action may be chosen. Checks c; 1:
 * n is now the chosen operand, unchecked; 0: c is not constant; -1. */
int sema_cond_pick(struct sema *s, struct sd_node *n);
struct sd_ref *sema_ref(struct sema *s, struct sd_node *n, enum sd_ref_kind k);
/* Key i (0-based) of a tuple: an error beyond the tregs option, as DTrace
 * has tuple registers 0..tregs. 0 or -1. */
int sema_tregs_check(struct sema *s, int i);
/* sema_regs.c: expression e holds more values at once than DTrace's
 * register set (EDT_NOREG, no line). 0 or -1. */
int sema_regs_check(struct sema *s, const struct sd_node *e);
void sema_regs_late(struct sema *s, const struct sd_node *e);
struct sd_var *sema_var_find(struct sd_cu *cu, enum sd_var_kind k, const char *name);
struct sd_var *sema_var_new(struct sema *s, enum sd_var_kind k, const char *name,
			    struct sd_type *t, struct sd_loc loc);
/* A variable, declared or created by its first use: the two place its
 * storage by DTrace's two rules for alignment. */
struct sd_var *sema_var_add(struct sema *s, enum sd_var_kind k, const char *name,
			    struct sd_type *t, struct sd_loc loc, bool declared);
/* D_UNKNOWN when DTrace's dt_cg_store_val( ) cannot record a (long
 * double); at: the node whose line the error takes (sema_call.c). */
int sema_store_check(struct sema *s, const struct sd_node *a, const struct sd_node *at);
/* sema_store_check( ) of each node of list (arguments, a tuple's keys). */
int sema_stores_check(struct sema *s, const struct sd_node *list, const struct sd_node *at);
/* The node whose line DTrace's yylineno holds as it generates the clause's
 * code so far (s->cg_line, or the probe description). */
const struct sd_node *sema_cg_line(const struct sema *s);

/* Places global or clause-local v after the others (sema_var.c). */
void sema_var_storage(struct sema *s, struct sd_var *v, bool declared);

/* sema_assign.c */
/* Checks an assignment statement or expression. */
int sema_assign(struct sema *s, struct sd_node *n);

/* sema_expr.c's pieces that assignments share */
/* Is n (an SD_N_INDEX) an element of an array or pointer, not of an
 * associative array? */
bool sema_is_elem(struct sema *s, const struct sd_node *n);
/* The associative array base[...] names ("a", "self->a"), or NULL. */
const char *sema_assoc_name(struct sema *s, const struct sd_node *base);
/* this->a[k]: a clause-local variable is never an associative array.
 * 0 or -1. */
int sema_local_index(struct sema *s, struct sd_node *n);
/* What keeps lhs as written from being modified: D_OP_LVAL (a constant
 * name), D_OP_WRITE (a kernel symbol, an element of args[]/uregs[]) or 0. */
int sema_fixed_kind(struct sema *s, const struct sd_node *lhs);
/* lhs of that kind modified by op: -1 (reported), else 0. */
int sema_fixed_lhs(struct sema *s, struct sd_node *n, struct sd_node *lhs, int kind,
		   const char *op);
/* self->a naming an associative array (and no thread-local scalar): its
 * variable, else NULL. */
const struct sd_var *sema_tls_array(struct sema *s, const struct sd_node *a);
void sema_unop_create(struct sema *s, struct sd_node *a, bool ident);
void sema_call_at_end(struct sd_node *n);
/* An aggregation no clause before has assigned: -1 (D_IDENT_UNDEF), else 0. */
int sema_agg_known(struct sema *s, const struct sd_node *a);
bool sema_agg_unknown(const struct sema *s, const struct sd_node *a);
/* @name created by an operator [ ] before any statement assigned it
 * (sema_agg.c): DTrace gives it its id there. */
void sema_agg_made(struct sema *s, const char *name);
/* Is n an element of an inline with parameters (sq[2])? */
bool sema_inline_elem(struct sema *s, const struct sd_node *n);
/* The scope of self->x (SD_VAR_TLS) or this->x (SD_VAR_THIS). */
enum sd_var_kind sema_dvar_kind(const struct sd_node *n);
/* self->a[k] where self->a is an integer already: 0 if not that, else -1. */
int sema_tls_scalar_index(struct sema *s, struct sd_node *n);

/* sema_call.c */
/* Checks a call; stmt is true when the call is a whole statement. */
int sema_call(struct sema *s, struct sd_node *n, bool stmt);
/* The clause's aggregations (s->clause_aggs), then the actions deferred
 * until they are assigned (s->agg_later), checked again. */
void sema_clause_aggs(struct sema *s, struct sd_node *stmts);
int sema_agg_actions_late(struct sema *s);
/* Checks "@a[keys] = fn(args)". */
int sema_aggregate(struct sema *s, struct sd_node *n);
/* The function a name denotes, or SD_F_NONE. */
enum sd_func sema_func_lookup(const char *name);
/* DTrace's kind of the function called name ("tracing function",
 * "aggregating function", "function" for subroutines), or NULL. */
const char *sema_func_kind(const char *name);
/* The function n (an SD_N_INDEX) indexes (f[k]), or NULL. */
const char *sema_fn_indexed(struct sema *s, const struct sd_node *n);
/* f[k], f a function: f( )'s prototype mismatch or f + k's type error
 * reported (-1); 1 when n is no such f[k] or DTrace finds f( ) right. */
int sema_fn_index(struct sema *s, struct sd_node *n);
int sema_call_index(struct sema *s, struct sd_node *n);

/* Is n an inline's name expanded (the untyped cast sema puts around its
 * value), DTrace's variable node of the inline? */
static inline bool sema_is_inline_value(const struct sd_node *n)
{
	return n->kind == SD_N_CAST && !n->u.cast.tname && n->u.cast.orig &&
	       n->u.cast.orig->kind == SD_N_IDENT;
}

/* Is n a call of stack(), ustack(), sym(), ... (usable as a key)? */
bool sema_is_stackfn(const struct sd_node *n);

/* sema_subr.c: subroutines (strlen, substr, copyinstr, ...). Checks call n
 * and sets n->type and an SD_REF_SUBR ref; returns 0, -1 after an error,
 * or 1 if the name is not a subroutine it knows. */
int sema_subr(struct sema *s, struct sd_node *n, bool stmt);
/* Is name a subroutine's (strlen, strstr, ...)? */
bool sema_subr_known(const char *name);
/* The required (and in *nopt the optional) parameters of subroutine name,
 * -1 if it is none. */
int sema_subr_nargs(const char *name, int *nopt);
/* Reserves size bytes of the clause-local area once per compilation (*slot
 * keeps the offset + 1 in the cu); returns the offset, counted from the end
 * of the variables. */
uint32_t sema_this_area(struct sema *s, uint32_t *slot, uint32_t size);
/* Is argument a (checked) compatible with a parameter of type par ("char *",
 * a pointer type, an integer type) as DTrace's dt_node_is_argcompat( )? */
bool sema_arg_compat(const char *par, const struct sd_node *a);

/* sema_decl.c */
int sema_decl(struct sema *s, struct sd_node *n);
/* A function's, a key signature's or a probe's parameter p as DTrace's parser
 * makes it (dt_node_type): its declarator's checks, its storage class (none
 * or register), its type (also left in p->type); NULL after an error. */
struct sd_type *sema_param_type(struct sema *s, struct sd_node *p);
/* t's name as DTrace's messages give it (dt_type_name): a function declared
 * in D and a pointer to one are "function" and "function pointer" (its
 * DT_FUNC_TYPE, DT_FPTR_TYPE); an untagged struct, union or enum is
 * "struct " (ctf_type_name). */
const char *sema_type_name(struct sema *s, const struct sd_type *t);
/* "function" or "function pointer" for those two types, else NULL. */
const char *sema_func_type_name(const struct sd_type *t);
const char *sema_dtype_name(struct sema *s, const struct sd_type *t);
/* A type's name as DTrace's messages print it: libctf's ctf_type_name( )
 * into DT_TYPE_NAMELEN (128) bytes fails for a longer name (its length
 * counted without the NUL), which dt_type_name( ) prints as "unknown"
 * (sema_fit_name) and a message passing ctf_type_name( )'s NULL straight to
 * a %s as glibc's "(null)" (sema_ctf_fit: D_OP_SOU, D_TYPE_MEMBER,
 * D_XLATE_MEMB, D_PRINT_SIZE). */
const char *sema_fit_name(const char *name);
const char *sema_ctf_fit(const char *name);

/* sema_prov.c: a provider definition's D_PROV_* checks: those DTrace's
 * parser makes (each probe's prototypes, then the provider's name), with the
 * declarations; then, in the clauses' order, those it makes once the program
 * is parsed (redeclarations, translators of output arguments). 0 or -1 (a
 * partial provider: -1 after its probes, with no error). */
int sema_provider_parse(struct sema *s, struct sd_node *n);
int sema_provider_cook(struct sema *s, struct sd_node *n);
/* Resolves a type name node (SD_N_TYPENAME) to a type; NULL after an error. */
struct sd_type *sema_typename(struct sema *s, struct sd_node *tn);
/* declarator d declares an associative array ("a[int]", "[string, int]") */
bool sema_dtor_is_assoc(const struct sd_node *d);
/* A pointer to t as DTrace's dt_type_pointer( ) makes it (sema_type.c). */
struct sd_type *sema_type_pointer(struct sd_typetab *tt, struct sd_type *t);
/* A pointer to the type t a declaration names ("T *"), as dt_decl_type( )
 * makes it: a kernel type's as sd_ktype_named_ptr( ) finds it, else
 * sema_type_pointer( )'s. */
struct sd_type *sema_named_pointer(struct sd_typetab *tt, struct sd_type *t);
struct sd_type *sema_typename_parts(struct sema *s, const struct sd_declspec *sp,
				    struct sd_node *dtor, struct sd_node *at);
bool sema_is_type_name(struct sd_cu *cu, const char *name);
/* The enumerator called name (of any enum declared so far): its value and
 * enum type. */
bool sema_enum_lookup(const struct sd_typetab *tt, const char *name, int64_t *v,
		      struct sd_type **t);

/* sema_type.c: memory expressions (members, *, &, elements, offsetof) */
enum { SD_LV_LVALUE = 1, SD_LV_WRITABLE = 2, SD_LV_BITFIELD = 4 };
/* What a checked expression may be used as (SD_LV_* bits). */
unsigned sema_lvflags(const struct sd_node *n);
/* the kind DTrace's global identifier name has when it is no scalar: a
 * function's, or "associative array" for args[ ], uregs[ ] and an inline
 * with parameters (fds[ ]), whose bare name is D_IDENT_BADREF; else NULL */
const char *sema_nonscalar_kind(struct sema *s, const char *name);
/* the flags of a member of a translation (curpsinfo->pr_pid), else 0 */
unsigned sema_xlmember_lvflags(const struct sd_node *n);
/* Is n args[i] as written (before sema makes it a translation or a
 * copyinstr( ))? */
bool sema_args_elem(const struct sd_node *n);
/* Is base the built-in array args or uregs (a place never writable)? */
bool sema_builtin_array(const struct sd_node *base);
unsigned sema_array_sum_written(const struct sd_node *n);
int sema_member(struct sema *s, struct sd_node *n);
int sema_deref(struct sema *s, struct sd_node *n);
int sema_addrof(struct sema *s, struct sd_node *n);
/* base[i] on an array or pointer */
int sema_elem(struct sema *s, struct sd_node *n);
/* an assignment to a member, element or *p */
int sema_assign_place(struct sema *s, struct sd_node *n);
/* "+=" or "-=" whose left operand is no pointer to a known size: D_OP_VFPTR */
int sema_opeq_types(struct sema *s, struct sd_node *n, const struct sd_node *l,
		    const struct sd_node *r);
bool sema_ptrcompat(struct sema *s, const struct sd_node *a, const struct sd_node *b);
/* what a pointer, array or string refers to; NULL for anything else */
const struct sd_type *sema_referent(struct sema *s, const struct sd_type *t);
/* sema_index.c: a self->x or this->x read; E1[E2] */
int sema_dvar_scoped(struct sema *s, const struct sd_node *n);
int sema_dvar(struct sema *s, struct sd_node *n);
int sema_index(struct sema *s, struct sd_node *n);
const char *sema_opnd_name(const struct sd_node *n);
bool sema_is_dynamic(const struct sd_node *n);
bool sema_is_aggfn_call(const struct sd_node *n);
/* @a or @a[keys]: an aggregation, or an element of one, as written */
static inline bool sema_is_agg_ref(const struct sd_node *n)
{
	return n->kind == SD_N_AGG ||
	       (n->kind == SD_N_INDEX && n->u.index.base->kind == SD_N_AGG);
}
bool sema_is_dyn_typed(const struct sd_node *n);
bool sema_xlate_is_var(const struct sd_node *x);
/* sema_xlate.c: a translated member DTrace's parser takes as an lvalue
 * (& of it is its value as a pointer) */
bool sema_xlate_member_lvalue(const struct sd_node *a);
/* &curcpu->m, &(*curcpu).m, &*curcpu: DTrace's curcpu points to real
 * memory (its cpuinfo map's value for the CPU), so these are addresses in
 * it; sonda's are in curcpu's struct, built whole. 1 when n is none. */
int sema_curcpu_addrof(struct sema *s, struct sd_node *n);
bool sema_elem_base(const struct sd_type *t);
int sema_scalar_index(struct sema *s, struct sd_node *n, const char *name);
/* Where DTrace reports what it checks cooking the variable an index
 * splices in (dt_cook_var( ), dt_idcook_assc( )): index n with the line of
 * its variable's name (self->\na[1]: the a). */
struct sd_node *sema_at_var_name(struct sema *s, struct sd_node *n);
/* E1[E2] read as *(E1 + E2), or a new clause-local array: DTrace's parser
 * made the [ node on its "]" (a default reduction, no lookahead), and
 * dt_cook_op2( ) raises these errors at that node's line; those of the
 * variable it splices in (keys, args[ ], undefined) stay at its name's. */
static inline void sema_index_at_end(struct sd_node *n)
{
	if (n->kind == SD_N_INDEX && n->u.index.end_line &&
	    n->u.index.end_line != n->loc.line)
		n->loc.dline = n->u.index.end_line;
}
/* The type of a read of member m of struct or union t: a bit-field's is
 * an integer of its width (DTrace's ctf_add_integer( ) type of it). */
struct sd_type *sema_member_type(struct sema *s, const struct sd_type *t,
				 const struct sd_member *m);
int sema_offsetof(struct sema *s, struct sd_node *n);
/* The type dt_node_int( ) gives integer constant n (D_INT_OFLOW if none). */
struct sd_type *sema_int_const_type(struct sema *s, struct sd_node *n);
int sema_stringof(struct sema *s, struct sd_node *n);
/* args[N]: the typed arguments of the clause's probes */
int sema_args(struct sema *s, struct sd_node *n);
bool sema_args_differ(struct sema *s, const struct sd_clause *c);
/* uregs[R_xxx] */
int sema_uregs(struct sema *s, struct sd_node *n);
/* print(e) */
int sema_print(struct sema *s, struct sd_node *n);
/* D_PROTO_ARG: argument #i of fname( ) (the node a; NULL: an aggregation)
 * against its prototype proto. Returns -1. */
int sema_proto_arg(struct sema *s, struct sd_node *call, const char *fname, int i,
		   const char *proto, const struct sd_node *a);
/* Does call n name a function (or is it no call of a name)? */
bool sema_call_known(const struct sema *s, const struct sd_node *n);
/* D_FUNC_UNDEF or D_FUNC_IDKIND for call n of a name that is no function
 * (-1); 0 if it is one. */
int sema_call_name(struct sema *s, struct sd_node *n);
/* DTrace cooks a call's arguments before it checks them against the
 * prototype (dt_ident_cook( )): each argument's own errors come first.
 * Called on the way to a D_PROTO_LEN or D_PROTO_ARG. */
int sema_cook_args(struct sema *s, struct sd_node *call);
/* An aggregation no statement before has assigned among call's arguments:
 * all of them cooked as DTrace does, -1; else 0. */
int sema_unknown_agg_args(struct sema *s, struct sd_node *call);
/* An argument's type as DTrace's messages name it (dt_node_type_name): a
 * call's by its prototype's return type, translated data by its kind. */
const char *sema_arg_name(const struct sd_node *a);

/* The table of actions, subroutines with an action's checks and
 * aggregating functions (sema_call.c). */
struct fninfo {
	const char *name;
	enum sd_func f;
	int min, max;		/* argument counts; max -1: any */
	bool action;		/* statement only */
	bool records;		/* produces a record for the consumer */
	bool agg;		/* aggregating function */
	bool destructive;	/* needs -w */
};

const struct fninfo *sema_fn_find(const char *name);
/* A function's name in the table */
const char *sema_fn_name(enum sd_func f);
/* D_PROTO_LEN unless call n has as many arguments as f takes (-1). */
int sema_check_nargs(struct sema *s, struct sd_node *n, const struct fninfo *f);
/* Argument i (from 0) of call n, or NULL. */
struct sd_node *sema_nth_arg(struct sd_node *n, int i);
/* The aggregation named name, or NULL. */
struct sd_agg *sema_agg_find(struct sd_cu *cu, const char *name);

/* sema_xlate.c: translators and inlines */
/* A member of a translated value (xlate<T>(e).m, xlate<T *>(e)->m): 0 when
 * handled, -1 after an error, 1 if n is not one. */
int sema_xlate_member(struct sema *s, struct sd_node *n);
/* After a clause is checked: every translation it uses as a value, not
 * through ., -> or * (trace(curcpu), this->p = curpsinfo), gets its whole
 * output struct, which cg builds in scratch (sema.h). 0 or -1. */
int sema_xlate_wholes(struct sema *s, struct sd_node *pred,
		      struct sd_node *stmts);
/* n, the expansion of a translated member (SD_XL_MEMBER): the xlate<T>(e)
 * node it reads a member of; NULL for args[ ] and anything else. */
const struct sd_node *sema_xlate_of_member(const struct sd_node *n);
/* Of such an xlate node: whether its translator is a D library's; the
 * members of its translator when it is the program's own, each with its
 * value checked at the declaration (sema), else NULL. */
bool sema_xlate_from_lib(const struct sd_node *xl);
const struct sd_node *sema_xlate_own_members(const struct sd_node *xl);
/* *p where p is a translated pointer: n gets a struct sd_xlval. 0 when
 * handled, -1 after an error, 1 if n is not one. */
int sema_xlate_deref(struct sema *s, struct sd_node *n);
/* An identifier naming an inline (or a bound parameter): n becomes its
 * expansion. 0 when handled, -1 after an error, 1 if n is not one. */
int sema_inline_ref(struct sema *s, struct sd_node *n);
/* The same for a bound parameter only (of an inline or a translator):
 * DTrace pushes their names over every other (dt_idstack_push( ) of
 * pcb_globals), so a parameter named pid is the parameter. */
int sema_param_ref(struct sema *s, struct sd_node *n);
/* name[args] of a parameterised inline: as sema_inline_ref. */
int sema_inline_call(struct sema *s, struct sd_node *n);
/* A scoped identifier (`sym, mod`sym): a kernel symbol. */
int sema_ksym(struct sema *s, struct sd_node *n);
/* sema_uvar.c: `name or mod`name in a clause of pid/USDT probes: a
 * variable of the traced process. 0 when handled, -1 after an error, 1
 * if n is not one (a kernel symbol). */
int sema_uvar(struct sema *s, struct sd_node *n);
/* struct/union/enum name (or mod`name) in a clause of pid/USDT probes:
 * the traced process's type from DWARF (tag: enum sd_tagkind), or NULL. */
struct sd_type *sema_utag(struct sema *s, int tag, const char *name);
/* inline and translator declarations */
int sema_inline_decl(struct sema *s, struct sd_node *n);
/* Removes the program's inline name (dt_reduce( )), if declared. */
void sema_inline_drop(struct sema *s, const char *name);
int sema_xlator_decl(struct sema *s, struct sd_node *n);
/* Is there a translator from type from to type out? */
bool sema_xlator_exists(struct sema *s, const struct sd_type *out, const struct sd_type *from);
/* xlate < T > ( e ) */
int sema_xlate(struct sema *s, struct sd_node *n);
/* A deep copy of an expression tree (types and annotations cleared). */
/* A copy of n as it is now, typed t, kept beside what n becomes (the
 * .orig that -x tree prints: dtree.c). */
struct sd_node *sema_keep_orig(struct sema *s, const struct sd_node *n, struct sd_type *t);
struct sd_node *sema_clone(struct sema *s, const struct sd_node *n);
/* Rewrites n in place as a call of fn with nargs args (quiet: sema's own
 * copyinstr( ), see ast.h), to be checked afresh. */
void sema_make_call(struct sd_node *n, struct sd_node *fn, struct sd_node *args,
		    int nargs, bool quiet);
/* Does name denote an inline? */
bool sema_is_inline(struct sema *s, const char *name);
/* Is name an inline with parameters (inline int sq[int x] = ...)? */
bool sema_is_inline_array(struct sema *s, const char *name);
/* Is n a name DTrace's parser replaces by its integer value (a D
 * enumerator, an inline of a constant) where it is: known above it (else
 * the name is the inline's variable, or an enumerator D_IDENT_BADREF)? */
bool sema_const_ident(struct sema *s, const struct sd_node *n);
/* Is name an enumerator of the script defined after the use at loc? */
bool sema_enum_after(struct sema *s, const char *name, struct sd_loc use);
/* Is n certainly no pointer into alloca'd memory (DTrace's alloca taint)? */
bool sema_alloca_never(const struct sd_node *n);
void sema_dst_check(struct sema *s);
bool sema_alloca_mixed(const struct sd_node *a, const struct sd_node *b);
/* A later use's keys list (nk of them) against the signature keys[nkeys]
 * of the associative array or aggregation name, as DTrace's
 * dt_idcook_sign( ): the count (D_PROTO_LEN), then each key's type
 * (D_PROTO_ARG; a dynamic key, an aggregation among them, is tested
 * first: it has no type to compare), reported at at. */
int sema_keys_check_sign(struct sema *s, struct sd_node *at, const char *name,
			 struct sd_type *const *keys, int nkeys, struct sd_node *list, int nk);
/* DTrace's dt_node_is_argcompat of key k to an array's key type proto. */
bool sema_key_compat(struct sema *s, const struct sd_type *proto, const struct sd_node *k);
/* The type a key of type t has in a tuple: a string for a string or a char
 * array (DTrace copies the array's bytes, printed as its string), t itself
 * for anything else, a char pointer included (dt_cg_arglist( ) stores a
 * pointer's value, dt_node_is_scalar). */
struct sd_type *sema_key_type(struct sema *s, struct sd_type *t);
/* The same of two types (printa( )'s keys of two aggregations). */
bool sema_type_argcompat(struct sema *s, const struct sd_type *a, const struct sd_type *b);
const char *sema_global_kind(struct sema *s, const char *name, struct sd_type **type,
			     bool *builtin, bool *inl);
/* sema_expr.c: NULL or a constant integer 0 (DTrace's literal 0). */
bool sema_null_const(const struct sd_node *n);
/* sema_alloca.c: the alloca taint of an assignment of rhs to variable v
 * (D_ALLOCA_INCOMPAT). 0 or -1. */
int sema_alloca_store(struct sema *s, struct sd_node *n, struct sd_var *v,
		      const struct sd_node *rhs);
/* ... and at the clause's end, the first of its stores of an alloca pointer
 * to a variable some store of another value marks (a late error). */
void sema_alloca_check(struct sema *s, const struct sd_node *cl);
void sema_alloca_keys(const struct sd_node *n, struct sd_var *v);
/* sema_pragma.c: #pragma D attributes/binding name a global the programs
 * declare (D_PRAGMA_UNUSED, D_PRAGMA_SCOPE). 0 or -1. */
int sema_pragma_at(struct sema *s, const struct sd_node *it);
/* The lowest version a "#pragma D option version=V" of the programs
 * compiled so far (this one whole) asks for, SD_VERSION_LATEST if none. */
uint32_t sema_pragma_version(const struct sema *s);
/* The lowest version any program's version pragma sets (the D library's
 * names bound later are removed; -x version removes none). */
uint32_t sema_pragma_version_min(const struct sema *s);
int sema_pragmas_unused(struct sema *s, int prog);
/* sema_attr.c: the clause's probe description attributes against the
 * amin option (D_ATTR_MIN). 0 or -1. */
int sema_clause_attr(struct sema *s, struct sd_node *cl, const struct sd_clause *c);
/* Are a type name's attributes Private: its type in a kernel module's
 * container (dt_node_type( ))? tn, the type name, may be NULL. */
bool sema_typename_private(struct sema *s, const struct sd_node *tn, const struct sd_type *t);
/* Type t named at n in program prog: dt_node_type( ) gives a kernel type
 * (neither the C nor the D container's: sema_typename_private( ))
 * _dtrace_typattr, Private/Private/Unknown, as the parser builds the
 * node; below the amin in force there, D_ATTR_MIN at n, before anything
 * of the clause is cooked (no region). 0 or -1. */
int sema_typename_amin(struct sema *s, const struct sd_node *n, const struct sd_type *t,
		       int prog);
/* The probe whose arguments DTrace's probe information gives the k-th
 * description pd of clause c (dt_setcontext()): the first it matched, or
 * NULL if it matched none (-Z; a latent probe, standing for processes
 * that start later, is none), or several that form what DTrace calls an
 * unstable set (*unstable_set: a glob or empty field where the provider
 * promises that field's names, or a provider glob over unstable
 * arguments). */
/* #pragma D attributes ATTR provider PROV PART: PROV's PART attributes
 * are ATTR from now on (sema_attr.c). */
void sema_pragma_prov_attr(const char *prov, const char *part, const char *attr);
const struct sd_probe *sema_desc_probe(const struct sd_clause *c, const struct sd_node *pd,
				       int k, bool *unstable_set);
/* ... and its statements' (a checked body): each node's own attributes
 * (builtin variables, args[], kernel symbols and types, subroutines). */
int sema_stmt_attr(struct sema *s, struct sd_node *cl, const struct sd_clause *c);
/* ... of what DTrace cooks before it stops at an error: the predicate when
 * pred_first, the statements before end (NULL: all), the predicate when
 * pred_last. */
int sema_attr_upto(struct sema *s, struct sd_node *cl, const struct sd_clause *c,
		   bool pred_first, const struct sd_node *end, bool pred_last);
/* sema_attr.c, for -x tree (dtree.c): DTrace's attributes of checked node
 * n of clause c in the context of its description pd (NULL: none); of the
 * context of pd (CTXATTR); of type name tn, whose type is base under
 * depth pointers (sema_typename_private( )) */
struct sd_attr sd_attr_min(struct sd_attr a, struct sd_attr b);
struct sd_attr sd_node_attr(const struct sd_cu *cu, const struct sd_clause *c,
			    const struct sd_node *pd, const struct sd_node *n);
struct sd_attr sd_desc_ctxattr(const struct sd_clause *c, const struct sd_node *pd);
struct sd_attr sd_typename_attr(const struct sd_typetab *tt, const struct sd_node *tn,
				const struct sd_type *base, int depth);
/* sema_call.c: name is one of DTrace's identifiers bound to a version
 * later than -x version (so undefined). */
bool sema_unbound(const struct sema *s, const char *name);
/* name is a built-in variable bound at -x version (dt_reduce( ) deletes
 * the later ones from DTrace's globals: the name is then a new one). */
bool sema_builtin_bound(const struct sema *s, const char *name);

#endif
