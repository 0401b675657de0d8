/* sema_subr.c - subroutines: strlen, substr, copyinstr, ...
 *
 * Each subroutine has a prototype written as DTrace writes it (the text of
 * D_PROTO_ARG messages comes from it): a return type and up to four
 * parameter types, the optional ones last. A parameter is one of three
 * kinds: a string ("char *": strings, char pointers and char arrays, a void
 * pointer or the constant 0), another pointer (pointers to the same type,
 * void pointers, strings for "void *", the constant 0) or an integer.
 */
#include "sema_int.h"

#include <string.h>

#include "../base/opts.h"
#include "subr.h"

struct subr {
	const char *name;
	enum sd_subr id;
	const char *ret;	/* "string", "void", "void *", "struct K *" or a type name */
	int nreq, nopt;		/* required and optional parameters */
	const char *par[4];
	bool destructive;	/* needs -w; may not follow speculate() */
};

static const struct subr subrs[] = {
	{ "strlen", SD_S_STRLEN, "size_t", 1, 0, { "char *" } },
	{ "strjoin", SD_S_STRJOIN, "string", 2, 0, { "char *", "char *" } },
	{ "substr", SD_S_SUBSTR, "string", 2, 1, { "char *", "int", "int" } },
	{ "index", SD_S_INDEX, "int", 2, 1, { "char *", "char *", "int" } },
	{ "rindex", SD_S_RINDEX, "int", 2, 1, { "char *", "char *", "int" } },
	{ "strchr", SD_S_STRCHR, "string", 2, 0, { "char *", "char" } },
	{ "strrchr", SD_S_STRRCHR, "string", 2, 0, { "char *", "char" } },
	{ "strstr", SD_S_STRSTR, "string", 2, 0, { "char *", "char *" } },
	{ "strtok", SD_S_STRTOK, "string", 2, 0, { "char *", "char *" } },
	{ "lltostr", SD_S_LLTOSTR, "string", 1, 1, { "int64_t", "int" } },
	{ "strtoll", SD_S_STRTOLL, "int64_t", 1, 1, { "char *", "int" } },
	{ "toupper", SD_S_TOUPPER, "string", 1, 0, { "char *" } },
	{ "tolower", SD_S_TOLOWER, "string", 1, 0, { "char *" } },
	{ "basename", SD_S_BASENAME, "string", 1, 0, { "char *" } },
	{ "dirname", SD_S_DIRNAME, "string", 1, 0, { "char *" } },
	{ "cleanpath", SD_S_CLEANPATH, "string", 1, 0, { "char *" } },
	{ "copyin", SD_S_COPYIN, "void *", 2, 0, { "uintptr_t", "size_t" } },
	{ "copyinstr", SD_S_COPYINSTR, "string", 1, 1, { "uintptr_t", "size_t" } },
	{ "copyinto", SD_S_COPYINTO, "void", 3, 0, { "uintptr_t", "size_t", "void *" } },
	{ "alloca", SD_S_ALLOCA, "void *", 1, 0, { "size_t" } },
	{ "bcopy", SD_S_BCOPY, "void", 3, 0, { "void *", "void *", "size_t" } },
	{ "rand", SD_S_RAND, "int", 0, 0, { NULL } },
	{ "htons", SD_S_HTONS, "uint16_t", 1, 0, { "uint16_t" } },
	{ "ntohs", SD_S_NTOHS, "uint16_t", 1, 0, { "uint16_t" } },
	{ "htonl", SD_S_HTONL, "uint32_t", 1, 0, { "uint32_t" } },
	{ "ntohl", SD_S_NTOHL, "uint32_t", 1, 0, { "uint32_t" } },
	{ "htonll", SD_S_HTONLL, "uint64_t", 1, 0, { "uint64_t" } },
	{ "ntohll", SD_S_NTOHLL, "uint64_t", 1, 0, { "uint64_t" } },
	{ "getmajor", SD_S_GETMAJOR, "dev_t", 1, 0, { "dev_t" } },
	{ "getminor", SD_S_GETMINOR, "dev_t", 1, 0, { "dev_t" } },
	{ "progenyof", SD_S_PROGENYOF, "int", 1, 0, { "pid_t" } },
	{ "inet_ntoa", SD_S_INET_NTOA, "string", 1, 0, { "ipaddr_t *" } },
	{ "inet_ntoa6", SD_S_INET_NTOA6, "string", 1, 1, { "struct in6_addr *", "int" } },
	{ "inet_ntop", SD_S_INET_NTOP, "string", 2, 0, { "int", "void *" } },
	{ "d_path", SD_S_D_PATH, "string", 1, 0, { "struct path *" } },
	/* psinfo_t's pr_psargs and pr_argc (dlib.c) */
	{ "__sd_psargs", SD_S_PSARGS, "string", 3, 0, { "uintptr_t", "uintptr_t", "char *" } },
	{ "__sd_uint", SD_S_UINT, "int", 1, 0, { "uintptr_t" } },
	{ "copyout", SD_S_COPYOUT, "void", 3, 0, { "void *", "uintptr_t", "size_t" }, true },
	{ "copyoutstr", SD_S_COPYOUTSTR, "void", 3, 0, { "char *", "uintptr_t", "size_t" }, true },
	{ "chill", SD_S_CHILL, "void", 1, 0, { "int" }, true },
	/* known, checked, not compiled */
	{ "breakpoint", SD_S_UNSUPPORTED, "void", 0, 0, { NULL }, true },
	{ "panic", SD_S_UNSUPPORTED, "void", 0, 0, { NULL }, true },
	{ "ddi_pathname", SD_S_UNIMPL, "string", 2, 0, { "void *", "int64_t" } },
	{ "msgsize", SD_S_NOTYPE, "size_t", 1, 0, { "mblk_t *" } },
	{ "msgdsize", SD_S_NOTYPE, "size_t", 1, 0, { "mblk_t *" } },
	{ "link_ntop", SD_S_LINK_NTOP, "string", 2, 0, { "int", "void *" } },
	{ "mutex_owned", SD_S_MUTEX_OWNED, "int", 1, 0, { "struct mutex *" } },
	{ "mutex_owner", SD_S_MUTEX_OWNER, "struct task_struct *", 1, 0, { "struct mutex *" } },
	{ "mutex_type_adaptive", SD_S_MUTEX_TYPE_ADAPTIVE, "int", 1, 0, { "struct mutex *" } },
	{ "mutex_type_spin", SD_S_MUTEX_TYPE_SPIN, "int", 1, 0, { "struct mutex *" } },
	{ "rw_read_held", SD_S_RW_READ_HELD, "int", 1, 0, { "rwlock_t *" } },
	{ "rw_write_held", SD_S_RW_WRITE_HELD, "int", 1, 0, { "rwlock_t *" } },
	{ "rw_iswriter", SD_S_RW_ISWRITER, "int", 1, 0, { "rwlock_t *" } },
};

static const struct subr *subr_find(const char *name)
{
	for (size_t i = 0; i < SD_ARRAY_SIZE(subrs); i++)
		if (!strcmp(subrs[i].name, name))
			return &subrs[i];
	return NULL;
}

bool sema_subr_known(const char *name)
{
	return subr_find(name) != NULL;
}

int sema_subr_nargs(const char *name, int *nopt)
{
	const struct subr *f = subr_find(name);

	*nopt = f ? f->nopt : 0;
	return f ? f->nreq : -1;
}

static int check_len(struct sema *s, struct sd_node *n, const struct subr *f)
{
	int argc = n->u.call.nargs, want;
	const char *cmp = "";

	if (f->nopt && argc < f->nreq) {
		cmp = "at least ";
		want = f->nreq;
	} else if (f->nopt && argc > f->nreq + f->nopt) {
		cmp = "at most ";
		want = f->nreq + f->nopt;
	} else if (!f->nopt && argc != f->nreq) {
		want = f->nreq;
	} else {
		return 0;
	}
	if (sema_cook_args(s, n) < 0)
		return -1;
	SERR(s, n, D_PROTO_LEN, "%s( ) prototype mismatch: %d arg%s passed, %s%d expected",
	     f->name, argc, argc == 1 ? "" : "s", cmp, want);
	return -1;
}

/* An action or aggregating function used as an argument has no value: its
 * type is void (DTrace reports the prototype mismatch, not the context). */
static bool is_valueless_call(const struct sd_node *a)
{
	return a->kind == SD_N_CALL && a->u.call.fn->kind == SD_N_IDENT &&
	       sema_func_lookup(a->u.call.fn->u.ident.name) != SD_F_NONE;
}

/* The constant 0 (NULL included): compatible with any pointer. */
static bool is_zero_const(const struct sd_node *a)
{
	const struct sd_ref *r = a->sema;
	int64_t v;

	if (a->kind == SD_N_IDENT && r && r->kind == SD_REF_CONST)
		return r->cval == 0;
	return sd_type_is_int(a->type) && sema_const(a, &v) && v == 0;
}

static bool is_char(const struct sd_type *t)
{
	return t && t->kind == SD_T_INT && t->is_char;
}

/* Is type t a string for a "char *" parameter? */
static bool str_compat(const struct sd_node *a)
{
	const struct sd_type *t = a->type;

	if (sd_type_is_stringlike(t) || is_zero_const(a))
		return true;
	return t->kind == SD_T_PTR && t->base && (t->base->kind == SD_T_VOID || is_char(t->base));
}

/* The pointed-to type's name of a pointer parameter ("struct in6_addr"). */
static bool same_base(const char *par, const struct sd_type *t)
{
	size_t n = strlen(par) - 2;	/* without " *" */
	const struct sd_type *b = t->base;

	for (; b; b = (struct sd_type *)b->typedef_of) {
		if (b->name && strlen(b->name) == n && !strncmp(b->name, par, n))
			return true;
		if (!b->typedef_of)
			break;
	}
	return false;
}

static bool ptr_compat(const char *par, const struct sd_node *a)
{
	const struct sd_type *t = a->type;
	bool vpar = !strcmp(par, "void *");

	if (is_zero_const(a))
		return true;
	if (t->kind == SD_T_STRING)
		return vpar;
	/* stack( ), sym( ), usym( )...: DTrace's typedefs of void (stack,
	 * _symaddr, _usymaddr), no pointer for dt_node_is_ptrcompat( ) */
	if ((t->kind != SD_T_PTR && t->kind != SD_T_ARRAY) || t->symkind)
		return false;
	return vpar || (t->base && t->base->kind == SD_T_VOID) || same_base(par, t);
}

bool sema_arg_compat(const char *par, const struct sd_node *a)
{
	size_t n = strlen(par);

	if (a->type->kind == SD_T_VOID)
		return false;
	if (!strcmp(par, "char *"))
		return str_compat(a);
	if (n > 2 && !strcmp(par + n - 2, " *"))
		return ptr_compat(par, a);
	return sd_type_is_int(a->type);
}

/* A pointer (or array) argument for a parameter "T *" of a typedef T whose
 * referent ctf_type_compat( ) finds compatible with T, as DTrace's
 * dt_node_is_argcompat( ) takes it: inet_ntoa( ) of a uint32_t * (ipaddr_t
 * is an unsigned int of the kernel's). */
static bool typedef_ptr_compat(struct sema *s, const char *par, const struct sd_node *a)
{
	size_t n = strlen(par);
	const struct sd_type *t = sd_type_canon(a->type);

	if (n < 3 || strcmp(par + n - 2, " *") || strchr(par, ' ') != par + n - 2 ||
	    (t->kind != SD_T_PTR && t->kind != SD_T_ARRAY) || t->symkind || !t->base)
		return false;
	const struct sd_type *pt = sd_type_lookup_typedef(s->tt,
				   sd_arena_strndup(s->cu->arena, par, n - 2));
	return pt && sd_type_ctf_compat(pt, t->base);
}

/* A parameter's type as a D_PROTO_ARG message names it: as DTrace
 * compiles the prototype's text (dt_decl_type( )): inet_ntoa( )'s
 * "ipaddr_t *" is the kernel's "unsigned int *" (sd_ktype_named_ptr( )). */
static const char *par_shown(struct sema *s, const char *par)
{
	const char *name = sd_sema_type_text_name(s->cu, par);

	return name ? name : par;
}

/* As DTrace's dt_ident_cook( ): every argument is cooked first, in order
 * (sema_call( ) has refused an aggregation not assigned yet), then each is
 * checked against its parameter: an aggregation (of dynamic type) fits none
 * of them (dt_node_is_argcompat( )), and reads "aggregation". */
static int check_args(struct sema *s, struct sd_node *n, const struct subr *f)
{
	int i = 0;

	for (struct sd_node *a = n->u.call.args; a; a = a->next)
		if (a->kind != SD_N_AGG && sema_expr(s, a) < 0)	/* a call: its own arguments */
			return -1;
	for (struct sd_node *a = n->u.call.args; a; a = a->next, i++) {
		if (a->kind == SD_N_AGG)	/* dt_node_is_argcompat( ) fails */
			return sema_proto_arg(s, n, f->name, i + 1, par_shown(s, f->par[i]), NULL);
		if (is_valueless_call(a))
			a->type = s->tt->t_void;
		if (sema_arg_compat(f->par[i], a) || typedef_ptr_compat(s, f->par[i], a))
			continue;
		return sema_proto_arg(s, n, f->name, i + 1, par_shown(s, f->par[i]), a);
	}
	return 0;
}

static struct sd_type *ret_type(struct sema *s, const char *ret)
{
	if (!strcmp(ret, "string"))
		return s->tt->t_string;
	if (!strcmp(ret, "void"))
		return s->tt->t_void;
	if (!strcmp(ret, "void *"))
		return s->tt->t_voidp;
	if (!strcmp(ret, "int"))
		return s->tt->t_int;
	/* a pointer to a kernel struct, as DTrace's prototype names it
	 * (mutex_owner( )'s "vmlinux`struct task_struct *") */
	if (!strncmp(ret, "struct ", 7)) {
		size_t n = strlen(ret);
		struct sd_type *k = sd_ktype_lookup(s->tt, sd_arena_strndup(s->cu->arena,
						    ret + 7, n - 9), SD_TAG_STRUCT);
		return k ? sd_type_ptr(s->tt, k) : s->tt->t_voidp;
	}
	struct sd_type *t = sd_type_lookup_typedef(s->tt, ret);
	return t ? t : s->tt->t_long;
}

/* alloca(n) and copyin(a, n) with a constant n larger than scratch space
 * (a late error), named alloca( ) for both: DTrace's copyin( ) allocates
 * through dt_cg_subr_alloca_impl( ), which raises it. */
static void check_size(struct sema *s, struct sd_node *n, const struct subr *f)
{
	struct sd_node *a = n->u.call.args;
	uint64_t max = s->cu->opts->scratchsize;	/* the value given, + 8 */
	int64_t v;

	/* scratchsize=0: DTrace compares the size with the int scratchsize
	 * - 8 made unsigned, 18446744073709551608, which only -1 to -7 pass;
	 * any other allocation faults when it runs (out of scratch space) */
	max = max > 8 ? max - 8 : max ? 0 : UINT64_MAX - 7;

	if (f->id == SD_S_COPYIN)
		a = a->next;
	if (!sema_const(a, &v) || (uint64_t)v <= max)
		return;
	SLATE(s, n, D_ALLOCA_SIZE, "alloca(%llu) size larger than scratchsize %llu",
	     (unsigned long long)v, (unsigned long long)max);
}

/* Reserves size bytes of the clause-local area once per compilation; *slot
 * keeps the offset + 1 in the cu, so each compilation gets its own. The
 * offset counts from the end of the variables (this_extra), which keep
 * DTrace's offsets. */
uint32_t sema_this_area(struct sema *s, uint32_t *slot, uint32_t size)
{
	if (!*slot) {
		s->cu->this_extra = SD_ALIGN(s->cu->this_extra, 8);
		*slot = s->cu->this_extra + 1;
		s->cu->this_extra += size;
	}
	return *slot - 1;
}

/* The alloca area (alloca, copyin and the destinations of bcopy and copyinto)
 * lives in the clause-local area: its head (the top, then bytes before
 * offset 8: SD_ALLOCA_HEAD), then twice scratchsize, so a copy of up to
 * scratchsize bytes at any offset up to scratchsize stays inside. */
static uint32_t alloca_area(struct sema *s)
{
	return sema_this_area(s, &s->cu->alloca_off,
			 SD_ALLOCA_HEAD + 2 * (uint32_t)SD_ALIGN(s->cu->opts->scratchsize, 8));
}

/* The strtok state (position and firing cells, then a string buffer). */
static uint32_t strtok_area(struct sema *s)
{
	return sema_this_area(s, &s->cu->strtok_off,
			 16 + (uint32_t)SD_ALIGN(s->cu->opts->strsize + 9, 8));
}

/* bcopy and copyinto write to alloca'd memory: a string (a value held in
 * D's own storage) or an expression without alloca( ), copyin( ) or a D
 * variable is refused as DTrace does as it generates the call's code (a
 * late error, after the clause's other statements are checked); one that
 * holds a D variable is refused at the clause's end if it still has no
 * alloca taint: DTrace generates a clause's code once it is cooked (its
 * retries too: dt_cook_clause( )), before it cooks the next clause, so a
 * variable given alloca'd memory later in the clause counts and one given
 * it in a later clause does not. The rest is checked when the copy runs. */
static void check_dst(struct sema *s, struct sd_node *n, const struct subr *f)
{
	int i = f->id == SD_S_BCOPY ? 2 : 3;
	struct sd_node *a = n->u.call.args;

	for (int k = 1; k < i; k++)
		a = a->next;
	if (a->type->kind != SD_T_STRING && !sd_sema_alloca_free(a))
		return;
	const char *msg = sd_arena_printf(s->cu->arena, "%s( ) argument #%d is incompatible "
					  "with prototype:\n\tprototype: alloca pointer\n"
					  "\t argument: non-alloca pointer", f->name, i);
	if (a->type->kind == SD_T_STRING || sema_alloca_never(a)) {
		sema_late(s, n, D_PROTO_ARG, msg);
		return;
	}
	if (s->clause && s->ndst < (int)SD_ARRAY_SIZE(s->dst))
		s->dst[s->ndst++] = (struct sema_dst){ n, a, msg };
}

/* The destinations check_dst( ) left for the clause's end: the first in
 * the text that still has no alloca taint, unless a late error comes
 * before it. */
void sema_dst_check(struct sema *s)
{
	for (int i = 0; i < s->ndst; i++) {
		const struct sema_dst *d = &s->dst[i];
		if (!sd_sema_alloca_free(d->arg))
			continue;
		if (!s->late_msg || sd_loc_after(s->late_n->loc, d->call->loc)) {
			s->late_n = s->late_stmt = d->call;
			s->late_tag = D_PROTO_ARG;
			s->late_msg = d->msg;
		}
		break;
	}
	s->ndst = 0;
}

/* inet_ntop(af, s) of a string s: DTrace's dt_cg_subr_inet_ntop( ) builds
 * af == AF_INET6 ? inet_ntoa6((struct in6_addr *)s) : inet_ntoa((ipaddr_t *)s)
 * as it generates the code, and cooking the cast refuses the string (the
 * void * prototype took it). A constant af folds the ?: to one arm, else
 * inet_ntoa6's is cooked first. The error's line is the clause's probe
 * description's (dt_compile_one_clause( ) sets yylineno to it). */
static void check_ntop_str(struct sema *s, struct sd_node *n)
{
	struct sd_node *af = n->u.call.args, *a = af->next;
	int64_t v;

	if (!a || !a->type || a->type->kind != SD_T_STRING)
		return;
	bool v4 = sema_const(af, &v) && v != SD_AF_INET6;
	struct sd_node *c = sd_arena_alloc(s->cu->arena, sizeof(*c));
	*c = *a;
	if (s->clause && s->clause->node->u.clause.probes)
		c->loc = s->clause->node->u.clause.probes->loc;
	SLATE(s, c, D_CAST_INVAL, "invalid cast expression: \"string\" to \"%s\"",
	      v4 ? "unsigned int *" : "struct in6_addr *");
}

int sema_subr(struct sema *s, struct sd_node *n, bool stmt)
{
	struct sd_node *fn = n->u.call.fn;
	const struct subr *f;

	(void)stmt;
	if (fn->kind != SD_N_IDENT || !(f = subr_find(fn->u.ident.name)))
		return 1;
	if (f->id == SD_S_NOTYPE) {	/* DTrace's words when it reads the prototype */
		SERR(s, n, D_UNKNOWN, "failed to resolve type of %s arg#1 (%s): Unknown type "
		     "name", f->name, f->par[0]);
		return -1;
	}
	if (check_len(s, n, f) < 0 || check_args(s, n, f) < 0)
		return -1;
	/* a late error (DTrace's cg raises it): the clause is checked on, so its
	 * variable is assigned for the statements after it */
	if (f->id == SD_S_ALLOCA || f->id == SD_S_COPYIN)
		check_size(s, n, f);
	if (f->id == SD_S_BCOPY || f->id == SD_S_COPYINTO)
		check_dst(s, n, f);
	if (f->id == SD_S_INET_NTOP)
		check_ntop_str(s, n);
	/* a late error too: dt_cg_subr_inet_ntoa6( ) checks the flag */
	int64_t strict;
	if (f->id == SD_S_INET_NTOA6 && n->u.call.nargs > 1 &&
	    !sema_const(n->u.call.args->next, &strict))
		SLATE(s, n->u.call.args->next, D_PROTO_ARG,
		      "inet_ntoa6( ) argument #2 must be an integer constant");
	if (f->destructive && s->spec)
		SLATE(s, n, D_ACT_SPEC, "destructive actions may not follow speculate( )");
	/* and they record data for the order rules of the clause, as DTrace's
	 * dt_cg_clsflags() of copyout(), copyoutstr() and chill() */
	if (f->destructive && s->comm)
		SLATE(s, n, D_DREC_COMM, "data-recording actions may not follow commit( )");
	if (f->destructive)
		s->drec = s->destr = true;
	if (f->id == SD_S_UNSUPPORTED)	/* DTrace's words for both, as it
					   generates the code: after an
					   order error of an earlier action */
		SLATE(s, n, D_UNKNOWN, "%s() is not implemented (yet)", f->name);
	if (f->id == SD_S_UNIMPL)	/* DTrace finds no code for it as it
					   generates the clause's */
		SLATE(s, n, D_FUNC_UNDEF, "unimplemented subroutine: %s", f->name);
	if (f->destructive && s->clause)
		s->clause->destructive = true;
	struct sd_ref *r = sema_ref(s, n, SD_REF_SUBR);
	r->subr = f->id;
	if (f->id == SD_S_ALLOCA || f->id == SD_S_COPYIN || f->id == SD_S_COPYINTO ||
	    f->id == SD_S_BCOPY)
		r->cval = alloca_area(s);
	else if (f->id == SD_S_STRTOK)
		r->cval = strtok_area(s);
	n->type = ret_type(s, f->ret);
	return 0;
}
