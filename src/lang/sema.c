/* sema.c - semantic analysis driver: walks the program in text order.
 *
 * D fixes the type of an implicitly declared variable at its first
 * assignment in the text, so clauses are checked top to bottom, and a
 * variable read before any assignment or declaration is an error
 * (D_IDENT_UNDEF). Probe descriptions are matched against the probe table
 * here, so that an unmatched description (D_PDESC_ZERO) is a compile error
 * at the description's location.
 */
#include "sema.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sema_int.h"
#include "dlib.h"
#include "../base/opts.h"
#include "../prov/prov.h"
#include "../base/xalloc.h"

static const char *const builtin_names[SD_B_NBUILTINS] = {
	"arg0", "arg1", "arg2", "arg3", "arg4", "arg5", "arg6", "arg7",
	"arg8", "arg9", "pid", "ppid", "tid", "uid", "gid", "cpu",
	"execname", "timestamp", "vtimestamp", "walltimestamp",
	"probeprov", "probemod", "probefunc", "probename", "epid", "id",
	"errno", "curthread", "stackdepth", "ustackdepth", "caller", "ucaller",
	"cgroup",
};

bool sd_sema_const(const struct sd_node *n, int64_t *v)
{
	return sema_const(n, v);
}

const char *sd_builtin_name(enum sd_builtin b)
{
	return (unsigned)b < SD_B_NBUILTINS ? builtin_names[b] : "?";
}

struct match_ctx {
	struct sema *s;
	struct sd_probe **v;
	uint16_t *d;		/* the description that matched each of v */
	size_t n, cap;
	struct sd_probe **set;	/* v's probes of description cur by address
				   (open addressing) */
	size_t nset;		/* slots, a power of two, at least 2 * cap */
	uint16_t cur;		/* the description being matched */
	size_t from;		/* where its probes start in v */
	uint32_t left_out[2];	/* probes left out as this kernel cannot
				   enable them: the first description's,
				   all descriptions' */
	struct sd_list_desc *ldesc;	/* -l: each description's listing */
	uint16_t *dleft;	/* the descriptions that had probes left out */
	size_t ndleft;
};

static size_t probe_slot(const struct match_ctx *m, const struct sd_probe *p)
{
	size_t h = (size_t)(((uintptr_t)p >> 4) * 0x9E3779B97F4A7C15ULL);

	for (h &= m->nset - 1; m->set[h] && m->set[h] != p; h = (h + 1) & (m->nset - 1))
		;
	return h;
}

static void set_grow(struct match_ctx *m)
{
	free(m->set);
	m->nset = 4 * m->cap;
	m->set = sd_xcalloc(m->nset, sizeof(*m->set));
	for (size_t i = m->from; i < m->n; i++)
		m->set[probe_slot(m, m->v[i])] = m->v[i];
}

/* The next description's matches start: a probe it matches is added again
 * even if an earlier description of the clause matched it, as DTrace
 * makes one statement of each description (the clause runs once for
 * each). */
static void next_desc(struct match_ctx *m, uint16_t d)
{
	m->cur = d;
	m->from = m->n;
	if (m->nset)
		memset(m->set, 0, m->nset * sizeof(*m->set));
}

/* Adds p once for the current description (3,600 probes of one glob: a
 * set, not a search of v). */
static void add_probe(struct sd_probe *p, void *arg)
{
	struct match_ctx *m = arg;

	if (m->nset && m->set[probe_slot(m, p)])
		return;
	if (m->n == m->cap) {
		m->cap = m->cap ? m->cap * 2 : 16;
		m->v = sd_xrealloc(m->v, m->cap * sizeof(*m->v));
		m->d = sd_xrealloc(m->d, m->cap * sizeof(*m->d));
		set_grow(m);
	}
	m->set[probe_slot(m, p)] = p;
	m->d[m->n] = m->cur;
	m->v[m->n++] = p;
}

/* A description that is a number names a probe by its ID (-i, or "42"). */
static int match_id(struct sema *s, struct sd_node *pd, struct match_ctx *m)
{
	char *end;
	unsigned long long id = strtoull(pd->u.pdesc.text, &end, 10);
	struct sd_probe *p = NULL;

	/* DTrace's dt_node_pdesc_by_id: an unknown id is an error even with
	 * -Z or -l */
	if (*end || id > UINT32_MAX) {
		SERR(s, pd, D_PDESC_INVAL, "identifier %s exceeds maximum probe id",
		     pd->u.pdesc.text);
		return -1;
	}
	sd_probe_populate_all(s->cu->probes);
	p = sd_probe_tab_get(s->cu->probes, (uint32_t)id);
	if (!p) {
		SERR(s, pd, D_PDESC_INVAL, "invalid probe identifier %llu: Unknown probe "
		     "identifier", id);
		return -1;
	}
	add_probe(p, m);
	return 0;
}

static bool unavailable(const struct sd_probe *p, char *why, size_t n)
{
	return p->provider->unavailable && p->provider->unavailable(p, why, n);
}

/* A probe this kernel cannot enable (its provider says why) is refused
 * when the program is compiled, -e included, not when it is enabled, if
 * the description names it (its name field exact) or matches nothing
 * else. Matched through a glob or an empty name field beside probes it
 * can enable (sched:::, io:::*start), it is left out, as DTrace enables
 * an SDT probe whose underlying probes this kernel lacks and it never
 * fires (dt_sdt_enable( ) finds no dependency), but counted in the
 * "matched" notice, as DTrace counts it (dt_stmt_probe( )). */
static int refuse_unavailable(struct sema *s, struct sd_node *pd, struct match_ctx *m,
			      size_t from, bool names_probe)
{
	char why[256];
	const struct sd_probe *p = NULL;	/* the first it cannot enable */
	size_t k = from;

	for (size_t i = from; i < m->n; i++)
		if (unavailable(m->v[i], why, sizeof(why))) {
			if (!p)
				p = m->v[i];
		} else {
			m->d[k] = m->d[i];
			m->v[k++] = m->v[i];
		}
	if (!p)
		return 0;
	if (names_probe || k == from) {
		unavailable(p, why, sizeof(why));
		SERR(s, pd, D_PDESC_INVAL, "probe description %s matches %s:%s:%s:%s, which "
		     "this kernel cannot enable: %s", pd->u.pdesc.text, p->prov, p->mod,
		     p->func, p->name, why);
		return -1;
	}
	m->dleft = sd_xrealloc(m->dleft, (m->ndleft + 1) * sizeof(*m->dleft));
	m->dleft[m->ndleft++] = m->cur;
	m->left_out[0] += m->cur == 0 ? (uint32_t)(m->n - k) : 0;
	m->left_out[1] += (uint32_t)(m->n - k);
	m->n = k;
	return 0;
}

/* How many of v[from, n) exist now (sd_probe.latent: those standing for
 * processes that start later are no match of their own, nor are pid
 * probes on libraries not loaded yet: sd_probe.unloaded). */
static size_t count_present(struct sd_probe *const *v, size_t from, size_t n)
{
	size_t k = 0;

	for (size_t i = from; i < n; i++)
		k += !v[i]->latent && !v[i]->unloaded;
	return k;
}

/* Is zdefs in effect for the clause being checked: as -x or -Z set it, or
 * its program's own #pragma D option (DTrace's pcb_cflags)? */
static bool zdefs_now(const struct sema *s)
{
	int p = s->cu->cur_prog;

	if (s->cu->zdefs && p >= 0 && p < s->cu->nprogs)
		return s->cu->zdefs[p];
	return s->cu->opts->zdefs;
}

/* What -l lists for description d (its module and function as DTrace
 * shows them): d kept to match the probes later programs make, the table's
 * size now, and the "failed to match" text when it matched none. */
static void note_listed(struct sema *s, struct sd_list_desc *ld, const struct sd_pdesc *d,
			const char *mod, const char *func, bool none)
{
	struct sd_arena *a = s->cu->arena;

	ld->newest_first = sd_pdesc_names_field(d);
	ld->desc = sd_arena_alloc(a, sizeof(*ld->desc));
	*ld->desc = (struct sd_pdesc){
		.prov = sd_arena_strdup(a, d->prov),
		.mod = sd_arena_strdup(a, mod),
		.func = sd_arena_strdup(a, func),
		.name = sd_arena_strdup(a, d->name),
	};
	ld->tab_n = s->cu->probes->n;
	if (none)
		ld->unmatched = sd_arena_printf(a, "%s:%s:%s:%s", d->prov, mod, func, d->name);
}

static int match_pdesc(struct sema *s, struct sd_node *pd, struct match_ctx *m)
{
	struct sd_pdesc d;
	const char *why = NULL;
	size_t before = m->n;
	int rc;

	if (pd->u.pdesc.by_id)
		return match_id(s, pd, m) < 0 ? -1 :
		       s->cu->listing ? 0 : refuse_unavailable(s, pd, m, before, true);
	if (sd_pdesc_parse(pd->u.pdesc.text, &d, &why) < 0) {
		SERR(s, pd, D_PDESC_INVAL, "invalid probe description \"%s\": %s",
		     pd->u.pdesc.text, why ? why : "Invalid probe description");
		return -1;
	}
	s->cu->probes->last_tag = 0;
	s->cu->probes->zdefs = zdefs_now(s);
	rc = sd_probe_match(s->cu->probes, &d, add_probe, m);
	if (rc < 0 && s->cu->probes->last_tag && s->cu->probes->last_why) {
		/* the provider's own error: failed to grab a process, ... */
		SERR(s, pd, (enum sd_tag)s->cu->probes->last_tag, "%s",
		     s->cu->probes->last_why);
		sd_pdesc_free(&d);
		return -1;
	}
	if (rc < 0 && rc != -ENOENT && s->cu->probes->last_why && !zdefs_now(s)) {
		SERR(s, pd, D_PDESC_ZERO, "probe description %s:%s:%s:%s does not "
		     "match any probes (%s)", d.prov, d.mod, d.func, d.name,
		     s->cu->probes->last_why);
		sd_pdesc_free(&d);
		return -1;
	}
	/* A provider ending in digits that names no process DTrace can read
	   (myapp0, $uid:::, pid00) is no error of its own: dt_pid_get_pid( )'s
	   BADPID/BADPROV error is dropped by dt_pid_create_pid_probes( )
	   (pid <= 0: return 0), so it matches nothing, as below */
	bool none = count_present(m->v, before, m->n) == 0 && (rc <= 0 || m->n > before);
	/* the description as DTrace prints it: its pid provider may have
	   rewritten the module and function fields */
	const char *mod = s->cu->probes->shown_mod ? s->cu->probes->shown_mod : d.mod;
	const char *func = s->cu->probes->shown_func ? s->cu->probes->shown_func : d.func;
	/* dt_pid_fix_mod( ) and dt_pid_create_pid_probes_proc( ) rewrite the
	   clause's own description, which args[ ]'s D_ARGS_IDX and
	   D_ARGS_MULTI then print (dtrace_desc2str(yypcb->pcb_pdesc)) */
	if (mod != d.mod || func != d.func)
		pd->u.pdesc.shown = sd_arena_printf(s->cu->arena, "%s:%s:%s:%s",
						    d.prov, mod, func, d.name);
	if (m->ldesc)		/* printed as the listing reaches it */
		note_listed(s, &m->ldesc[m->cur], &d, mod, func, none);
	if (none && !zdefs_now(s)) {
		SERR(s, pd, D_PDESC_ZERO, "probe description %s:%s:%s:%s does not "
		     "match any probes", d.prov, mod, func, d.name);
		sd_pdesc_free(&d);
		return -1;
	}
	bool names_probe = d.name[0] && !sd_pdesc_is_glob(d.name);
	sd_pdesc_free(&d);
	return s->cu->listing ? 0 : refuse_unavailable(s, pd, m, before, names_probe);
}

static int sema_stmts(struct sema *s, struct sd_node *list);

/* An aggregation's right side c ? f( ) : g( ) with a constant c is the
 * function c picks, as DTrace's parser folds it (dt_node_op3( )) before
 * it looks for an aggregating function. */
static int agg_rhs_pick(struct sema *s, struct sd_node *rhs)
{
	int rc = 1;

	while (rhs->kind == SD_N_COND && rc > 0)
		rc = sema_cond_pick(s, rhs);
	return rc;
}

static int agg_mdim(struct sema *s, struct sd_node *e, struct sd_node *x);

/* DTrace's dt_cook_op1( ) (++, --) and dt_cook_op2( ) (op=) look a bare
 * @name they modify up with dt_xcook_ident( ) among the global variables,
 * not the aggregations: the name, "@" included ("@_" for the anonymous
 * one, as the lexer spells it), is that of a scalar, created as int64_t by
 * ++ and --, unrelated to any aggregation. The grammar decides it, so
 * before @a[k] become aggregations. */
static void agg_as_scalar(struct sd_node *n)
{
	struct sd_node *a = NULL;

	if (n->kind == SD_N_UNOP && (n->u.unop.op == SD_OP_PREINC ||
				     n->u.unop.op == SD_OP_PREDEC ||
				     n->u.unop.op == SD_OP_POSTINC ||
				     n->u.unop.op == SD_OP_POSTDEC))
		a = n->u.unop.a;
	else if (n->kind == SD_N_ASSIGN && n->u.assign.op != SD_OP_ASSIGN)
		a = n->u.assign.lhs;
	if (!a || a->kind != SD_N_AGG)
		return;
	a->kind = SD_N_IDENT;
}

/* An aggregation's element used as a value (y = @a[1], @a[1] + 1,
 * printa(@a[1])) is the aggregation itself to DTrace: its operator [ ]
 * creates the aggregation if no statement before assigned it
 * (dt_xcook_ident( ) with create), hangs the keys on it uncooked and
 * returns it (dt_cook_op2( ), dt_cook_aggregation( ) without a function),
 * so each context's error for an aggregation follows. n's elements but
 * skip (an aggregation assignment's left-hand side) become their
 * aggregations; -1 after D_AGG_MDIM for @a[1][2]. */
static int agg_elems(struct sema *s, struct sd_node *n, const struct sd_node *stmt,
		     const struct sd_node *skip);

/* (@a = count( )) inside an expression (x = (@a = count( )), a predicate):
 * dt_cook_op2( ) cooks the assignment as a statement's and hands the
 * aggregation itself up to the expression it is in, whose error for an
 * aggregation follows (as for x = @a). 1: n is now that aggregation; 0: n
 * is no such assignment; -1 after an error. */
static int agg_assign_value(struct sema *s, struct sd_node *n)
{
	struct sd_node *l = n->kind == SD_N_ASSIGN ? n->u.assign.lhs : NULL;

	if (!l || !sema_is_agg_ref(l) || n->u.assign.op != SD_OP_ASSIGN ||
	    !sema_is_aggfn_call(n->u.assign.rhs))
		return 0;
	struct sd_node *b = l->kind == SD_N_INDEX ? l->u.index.base : l;
	if (agg_elems(s, n, n, l) < 0 || agg_rhs_pick(s, n->u.assign.rhs) < 0 ||
	    sema_aggregate(s, n) < 0)
		return -1;
	struct sd_node *next = n->next;
	*n = *b;
	n->next = next;
	return 1;
}

static int agg_elems(struct sema *s, struct sd_node *n, const struct sd_node *stmt,
		     const struct sd_node *skip)
{
	struct sd_node **kids[3];

	if (!n)
		return 0;
	int rc = n != stmt ? agg_assign_value(s, n) : 0;
	if (rc)
		return rc < 0 ? -1 : 0;
	agg_as_scalar(n);
	struct sd_node *b = n->kind == SD_N_INDEX ? n->u.index.base : NULL;
	if (n != skip && b && b->kind == SD_N_INDEX && agg_mdim(s, n, n) < 0)
		return -1;
	if (n != skip && b && b->kind == SD_N_AGG) {
		if (sema_agg_unknown(s, b))
			sema_agg_made(s, b->u.ident.name);
		n->kind = SD_N_AGG;
		n->u.ident = b->u.ident;
		return 0;
	}
	for (int i = 0, k = sd_ast_kids(n, kids); i < k; i++)
		for (struct sd_node *c = *kids[i]; c; c = c->next)
			if (agg_elems(s, c, stmt, skip) < 0)
				return -1;
	return 0;
}

/* A translation as a statement's value: DTrace generates a clause whole
 * (dt_cg( ) of the clause; its dynamic-type error is for an expression
 * compiled alone) and dt_cg_node( ) of an xlate evaluates its input only:
 * the statement becomes its input's. */
static int stmt_xlate(struct sema *s, struct sd_node *e)
{
	if (sema_expr(s, e) < 0)
		return -1;
	while (e->kind == SD_N_XLATE) {
		struct sd_node *next = e->next;
		*e = *e->u.cast.a;
		e->next = next;
	}
	return 0;
}

static int sema_stmt_expr(struct sema *s, struct sd_node *e)
{
	bool aggasg = e->kind == SD_N_ASSIGN && e->u.assign.lhs->kind == SD_N_INDEX &&
		      e->u.assign.lhs->u.index.base->kind == SD_N_AGG;

	if (agg_elems(s, e, e, aggasg ? e->u.assign.lhs : NULL) < 0)
		return -1;
	if (e->kind == SD_N_COND) {
		int rc = sema_cond_pick(s, e);
		if (rc)
			return rc < 0 ? -1 : sema_stmt_expr(s, e);
	}
	if (e->kind == SD_N_CALL)
		return sema_call(s, e, true);
	if (e->kind == SD_N_CAST && e->u.cast.tname && e->u.cast.a->kind == SD_N_AGG) {
		/* (void)@a: DTrace's code generator meets the aggregation as
		 * a value, a token (DT_TOK_AGG, bison's 317) dt_cg_node( ) has
		 * no case for (xyerror( ): the line yylineno holds) */
		if (sema_expr(s, e) < 0)
			return -1;
		SLATE(s, sema_cg_line(s), D_UNKNOWN, "internal error -- token type 317 is "
		      "not a valid D compilation token");
		return -1;
	}
	if (e->kind == SD_N_XLATE)
		return stmt_xlate(s, e);
	if (e->kind == SD_N_ASSIGN && sema_is_agg_ref(e->u.assign.lhs))
		return agg_rhs_pick(s, e->u.assign.rhs) < 0 ? -1 : sema_aggregate(s, e);
	return sema_expr(s, e);
}

/* @a[k][j] anywhere in an aggregation's assignment or alone. */
static int agg_mdim(struct sema *s, struct sd_node *e, struct sd_node *x)
{
	if (x->kind != SD_N_INDEX || x->u.index.base->kind != SD_N_INDEX)
		return 0;
	while (x->kind == SD_N_INDEX)
		x = x->u.index.base;
	if (x->kind != SD_N_AGG)
		return 0;
	SERR(s, e, D_AGG_MDIM, "improper attempt to reference %s as a "
	     "multi-dimensional array", x->u.ident.name);
	return -1;
}

/* A statement that is an aggregation (@a;) or its element (@a[k];), or
 * assigns one a multi-dimensional element: -1 (its error), else 1.
 * DTrace's code generator refuses an aggregation without a function
 * (dt_cg_agg( ): D_AGG_NULL, after dt_cg_clsflags( )'s D_AGG_COMM and
 * D_AGG_SPEC); @a alone must be known (dt_xcook_ident( )
 * creates none there: D_IDENT_UNDEF), @a[k] need not be (its operator [ ]
 * creates the aggregation, and the keys are not cooked). */
static int agg_stmt(struct sema *s, struct sd_node *e)
{
	struct sd_node *a = e->kind == SD_N_INDEX ? e->u.index.base : e;

	if (e->kind == SD_N_ASSIGN)
		return agg_mdim(s, e, e->u.assign.lhs) < 0 ? -1 : 1;
	if (agg_mdim(s, e, e) < 0)
		return -1;
	if (a->kind != SD_N_AGG)
		return 1;
	if (a == e && sema_agg_known(s, e) < 0)
		return -1;
	if (a != e && sema_agg_unknown(s, a))
		sema_agg_made(s, a->u.ident.name);	/* [ ] created it */
	if (s->spec || s->comm) {	/* dt_cg_agg( ) checks the clause first */
		SLATE(s, a, s->comm ? D_AGG_COMM : D_AGG_SPEC, "aggregating actions may "
		      "not follow %s( )", s->comm ? "commit" : "speculate");
		return -1;
	}
	SLATE(s, e, D_AGG_NULL, "expression has null effect: %s", a->u.ident.name);
	return -1;
}

static int sema_stmt(struct sema *s, struct sd_node *st)
{
	struct sd_node *e;

	switch (st->kind) {
	case SD_N_EXPR_STMT:
		e = st->u.stmt.e;
		if (!e)
			return 0;
		s->action++;
		s->cg_expr = NULL;
		bool had_late = s->late_msg;
		int rc = agg_stmt(s, e);
		if (rc <= 0)
			return rc;
		rc = sema_stmt_expr(s, e);
		if (rc == 0 && s->cg_expr) {
			SLATE(s, s->cg_expr, D_CG_EXPR, "%s %s( ) may not be called from a D "
			     "expression (D program context required)", s->cg_expr_kind,
			     s->cg_expr_name);
			rc = -1;
		}
		if ((rc < 0 || s->late_msg) && !had_late)	/* or EDT_NOREG first */
			sema_regs_late(s, e);
		return rc == 0 ? sema_regs_check(s, e) : rc;
	case SD_N_IF:
		if (agg_elems(s, st->u.ifs.c, NULL, NULL) < 0 || sema_expr(s, st->u.ifs.c) < 0)
			return -1;
		if (!sd_type_is_dscalar(st->u.ifs.c->type) || sema_is_dyn_typed(st->u.ifs.c)) {
			/* classic DTrace evaluates the condition as (1 && c) */
			SERR(s, st->u.ifs.c, D_OP_SCALAR,
			     "operator && requires operands of scalar type");
			return -1;
		}
		if (sema_regs_check(s, st->u.ifs.c) < 0 || sema_stmts(s, st->u.ifs.then) < 0)
			return -1;
		return sema_stmts(s, st->u.ifs.els);
	default:
		SERR(s, st, D_SYNTAX, "unexpected statement");
		return -1;
	}
}

/* Did what was checked since the diagnostics held n0 errors fail only
 * with an error DTrace finds as it generates code (SLATE)? */
static bool failed_late(struct sema *s, size_t n0)
{
	return s->late_msg && sd_diag_nerrors(&s->cu->diag) == n0;
}

/* A statement that failed with an SLATE error is left there: DTrace checks
 * the next ones before it generates the code that fails. */
static int sema_stmts(struct sema *s, struct sd_node *list)
{
	for (struct sd_node *st = list; st; st = st->next) {
		size_t n0 = sd_diag_nerrors(&s->cu->diag);
		s->stmt = st;
		if (sema_stmt(s, st) < 0 && !failed_late(s, n0)) {
			s->fail_stmt = st;	/* the outermost call's last */
			return -1;
		}
	}
	return 0;
}

/* Does any statement record data (so that the clause emits a record)? */
static bool stmts_record(struct sd_node *list)
{
	for (struct sd_node *st = list; st; st = st->next) {
		if (st->kind == SD_N_IF &&
		    (stmts_record(st->u.ifs.then) || stmts_record(st->u.ifs.els)))
			return true;
		if (st->kind != SD_N_EXPR_STMT || !st->u.stmt.e)
			continue;
		struct sd_node *e = st->u.stmt.e;
		/* speculate() alone: DTrace keeps the probe's record, the
		 * speculation's to commit */
		if (e->kind == SD_N_CALL && e->sema &&
		    (sd_func_records(((struct sd_ref *)e->sema)->func) ||
		     ((struct sd_ref *)e->sema)->func == SD_F_SPECULATE))
			return true;
	}
	return false;
}

static bool stmts_empty(struct sd_node *list)
{
	for (struct sd_node *st = list; st; st = st->next)
		if (st->kind != SD_N_EXPR_STMT || st->u.stmt.e)
			return false;
	return true;
}

static int pred_check(struct sema *s, struct sd_node *cl)
{
	bool had_late = s->late_msg;

	s->cg_expr = NULL;
	if (agg_elems(s, cl->u.clause.pred, NULL, NULL) < 0 ||
	    sema_expr(s, cl->u.clause.pred) < 0) {
		if (!had_late)
			sema_regs_late(s, cl->u.clause.pred);
		return -1;
	}
	const struct sd_type *pt = cl->u.clause.pred->type;
	if (!sd_type_is_dscalar(pt) || sema_is_dyn_typed(cl->u.clause.pred)) {
		/* dt_cook_clause( ) raises it at the clause node's line:
		 * its closing "}" (dt_node_cook( ) of the clause) */
		struct sd_loc loc = cl->u.clause.pred->loc;
		if (cl->u.clause.rbrace_line)
			loc.dline = cl->u.clause.rbrace_line;
		sd_diag_error(&s->cu->diag, loc, D_PRED_SCALAR,
			      "predicate result must be of scalar type");
		return -1;
	}
	if (s->cg_expr) {	/* /stack() == stack()/: as in a statement */
		SLATE(s, s->cg_expr, D_CG_EXPR, "%s %s( ) may not be called from a D "
		      "expression (D program context required)", s->cg_expr_kind,
		      s->cg_expr_name);
		if (!had_late)
			sema_regs_late(s, cl->u.clause.pred);
		return -1;
	}
	if (!had_late && s->late_msg)	/* uregs[99]: or EDT_NOREG first */
		sema_regs_late(s, cl->u.clause.pred);
	return sema_regs_check(s, cl->u.clause.pred);
}

/* Errors DTrace's parser raises as it builds the nodes, before a clause
 * is cooked (dt_node_int( ), dt_node_op2( )'s folding, dt_node_func( )),
 * which sema finds while it checks the clause: no region. */
static bool parse_time_tag(enum sd_tag t)
{
	return t == D_INT_OFLOW || t == D_DIV_ZERO || t == D_FUNC_IDENT ||
	       t == D_FUNC_IDKIND || t == D_FUNC_UNDEF || t == D_OFFSETOF_TYPE ||
	       t == D_OFFSETOF_BITFIELD;
}

/* check(s, arg) with the errors it records labelled as DTrace's
 * dt_cook_clause( ) labels them (yylabel( )): "action list" while it cooks
 * the statements, "predicate" while it cooks the predicate. */
static int in_region(struct sema *s, const char *region,
		     int (*check)(struct sema *, struct sd_node *), struct sd_node *arg)
{
	struct sd_diag *d = &s->cu->diag;
	size_t n0 = d->n;

	d->region = region;
	int rc = check(s, arg);
	d->region = NULL;
	for (size_t i = n0; i < d->n; i++)
		if (parse_time_tag(d->msgs[i].tag))
			d->msgs[i].region = NULL;
	return rc;
}

static int sema_pred(struct sema *s, struct sd_node *cl)
{
	return in_region(s, "predicate", pred_check, cl);
}

static int clause_stmts(struct sema *s, struct sd_node *body)
{
	return in_region(s, "action list", sema_stmts, body);
}

/* The first error recorded since n is an undefined variable or identifier. */
static bool undef_since(struct sema *s, size_t n)
{
	const struct sd_diag *d = &s->cu->diag;

	return d->n > n && (d->msgs[n].tag == D_VAR_UNDEF || d->msgs[n].tag == D_IDENT_UNDEF);
}

static bool unknown_call(const struct sd_node *n, void *s)
{
	return n->kind == SD_N_CALL && (n->u.call.fn->kind != SD_N_IDENT ||
					!sema_call_known(s, n));
}

/* What DTrace's parser refuses in a clause as it builds its nodes, children
 * first: sizeof of a type name without a size (dt_node_op1( ) folds it), a
 * bad offsetof (dt_node_offsetof( )), a cast's or xlate's type name it
 * cannot resolve (dt_node_type( )), a divisor its folds make 0
 * (dt_node_op2( ): sizeof of a type is an integer there, (char)(sizeof(struct
 * foo) << 6) too), a call of a name that is no function (dt_node_func( )).
 * The folds are made here, as there. */
static bool parse_time_err(const struct sd_node *n, void *ctx)
{
	struct sema *s = ctx;
	struct sd_node *m = (struct sd_node *)n;

	if (n->kind == SD_N_SIZEOF && n->u.size.tname) {
		struct sd_node *tn = n->u.size.tname;	/* sema folds n */
		return sema_expr(s, m) < 0 ||
		       sema_typename_amin(s, m, sema_typename(s, tn), s->cu->cur_prog) < 0;
	}
	if (n->kind == SD_N_OFFSETOF)
		return sema_expr(s, m) < 0;
	if ((n->kind == SD_N_CAST || n->kind == SD_N_XLATE) && n->u.cast.tname) {
		/* dt_node_type( ): the grammar resolves a cast's or an
		 * xlate's type name (D_UNKNOWN 'failed to resolve type'),
		 * its attributes checked against -x amin */
		size_t n0 = sd_diag_nerrors(&s->cu->diag);
		struct sd_type *t = sema_typename(s, n->u.cast.tname);
		if (!t)
			return sd_diag_nerrors(&s->cu->diag) > n0;
		return sema_typename_amin(s, n, t, s->cu->cur_prog) < 0;
	}
	if (n->kind == SD_N_BINOP)
		return sema_div_zero(s, m, n->u.binop.op, n->u.binop.b) < 0;
	if (n->kind == SD_N_ASSIGN)
		return sema_div_zero(s, m, n->u.assign.op, n->u.assign.rhs) < 0;
	return unknown_call(n, s);
}

/* A clause's parse-time errors, in the text's order with the declarations
 * around it (0 or -1). */
static int clause_parse_errors(struct sema *s, struct sd_node *cl)
{
	size_t n0 = sd_diag_nerrors(&s->cu->diag);
	const struct sd_node *u = sd_ast_first(cl->u.clause.pred, parse_time_err, s);

	if (!u)
		u = sd_ast_first(cl->u.clause.stmts, parse_time_err, s);
	if (!u)
		return 0;
	if (sd_diag_nerrors(&s->cu->diag) == n0)	/* the call's */
		sema_call_name(s, (struct sd_node *)u);
	return -1;
}

/* The predicate after the actions: its code comes first (dt_cg_clause), so
 * a late error of its own is the one reported. */
static int pred_after_body(struct sema *s, struct sd_node *cl, size_t n0)
{
	const struct sd_node *late_n = s->late_n, *late_stmt = s->late_stmt;
	enum sd_tag late_tag = s->late_tag;
	const char *late_msg = s->late_msg;

	s->late_msg = NULL;
	s->stmt = NULL;
	int rc = sema_pred(s, cl);
	if (!s->late_msg) {
		s->late_n = late_n;
		s->late_stmt = late_stmt;
		s->late_tag = late_tag;
		s->late_msg = late_msg;
	}
	return rc < 0 && !failed_late(s, n0) ? -1 : 0;
}

/* The clause failed with the errors from n0 on: when the first is one
 * DTrace raises as it cooks (a region's), a node below -x amin it cooked
 * before (sema_attr_upto( )) is the error instead, as dt_node_attr_assign( )
 * raises D_ATTR_MIN as it cooks each node. -1. */
static int attr_before(struct sema *s, struct sd_node *cl, size_t n0,
		       bool pred_first, const struct sd_node *end, bool pred_last)
{
	struct sd_diag *d = &s->cu->diag;
	size_t n1 = d->n;

	if (n1 <= n0 || !d->msgs[n0].region ||
	    sema_attr_upto(s, cl, s->clause, pred_first, end, pred_last) == 0)
		return -1;
	struct sd_diag_msg m = d->msgs[n1];

	d->n = n1;		/* the errors it replaces go */
	sd_diag_truncate(d, n0);
	d->msgs[d->n++] = m;
	return -1;
}

/* What a clause's actions have met so far: its order rules
 * (dt_cg_clsflags( )), late errors and checks left for its end. DTrace
 * generates a clause's code once, after cooking it, so the actions of a
 * first try that failed count for nothing. */
static void clause_order_reset(struct sema *s)
{
	s->drec = s->spec = s->comm = s->destr = false;
	s->late_msg = NULL;
	s->cg_line = NULL;
	s->ndst = 0;
	s->nastore = 0;
}

/* DTrace checks a clause's actions before its predicate (dt_cook_clause)
 * and, when they read a variable not yet declared, the predicate first and
 * then the actions again: so a predicate may read what only its own body
 * assigns (/self->ts == 0/ { self->ts = timestamp; }) and an action may
 * read what only the predicate declares (/(this->v = 1)/ { trace(this->v) }). */
static int sema_clause_body(struct sema *s, struct sd_node *cl)
{
	struct sd_diag *d = &s->cu->diag;
	struct sd_node *body = cl->u.clause.stmts;
	size_t n0 = d->n;

	/* DTrace's parser finds a call of a name that is no function
	 * (dt_node_func( )) before the clause is cooked */
	const struct sd_node *u = sd_ast_first(cl->u.clause.pred, unknown_call, s);
	if (!u)
		u = sd_ast_first(body, unknown_call, s);
	if (u)
		return sema_call_name(s, (struct sd_node *)u);

	s->fail_stmt = NULL;
	if (!cl->u.clause.pred) {
		if (clause_stmts(s, body) < 0)
			return attr_before(s, cl, n0, false, s->fail_stmt, false);
	} else if (clause_stmts(s, body) == 0) {
		if (pred_after_body(s, cl, n0) < 0)
			return attr_before(s, cl, n0, false, NULL, false);
	} else {
		if (!undef_since(s, n0))
			return attr_before(s, cl, n0, false, s->fail_stmt, false);
		/* one below -x amin before the undefined name: no second try */
		attr_before(s, cl, n0, false, s->fail_stmt, false);
		if (d->msgs[n0].tag == D_ATTR_MIN)
			return -1;
		sd_diag_truncate(d, n0);	/* the second try */
		clause_order_reset(s);
		if (sema_pred(s, cl) < 0 && !failed_late(s, n0))
			return -1;
		if (clause_stmts(s, body) < 0)
			return attr_before(s, cl, n0, true, s->fail_stmt, false);
	}
	return sema_xlate_wholes(s, cl->u.clause.pred, body);
}

static bool names_args(const struct sd_node *n)
{
	return n->kind == SD_N_IDENT && !strcmp(n->u.ident.name, "args");
}

/* A copy of clause cl for the descriptions probes, put in the program
 * after the clause after, to be checked (and matched) in turn. */
static struct sd_node *copy_clause(struct sema *s, struct sd_node *cl,
				   struct sd_node *probes, struct sd_node *after)
{
	struct sd_node *cp = sd_arena_alloc(s->cu->arena, sizeof(*cp));

	*cp = *cl;
	cp->u.clause.probes = probes;
	cp->u.clause.pred = sd_ast_copy(s->cu->arena, cl->u.clause.pred);
	cp->u.clause.stmts = sd_ast_copy(s->cu->arena, cl->u.clause.stmts);
	cp->u.clause.ncopies = 0;
	cp->u.clause.copy_of = cl;
	cl->u.clause.ncopies++;
	cp->next = after->next;
	after->next = cp;
	s->cu->nclauses++;
	return cp;
}

/* DTrace compiles a clause once for each of its descriptions
 * (dt_compile_one_clause()), so args[] has the types of each one's probe.
 * Where they differ, cl keeps its first description and its first's
 * probes, and a copy of it for each other description follows it in the
 * program, to be checked (and matched) in turn. */
static void split_clause(struct sema *s, struct sd_node *cl, struct sd_clause *c,
			 uint32_t left_out0)
{
	struct sd_node *rest = cl->u.clause.probes->next, *after = cl;
	size_t n = 0;

	if (!rest || c->prog < 0 || (!sd_ast_find(cl->u.clause.pred, names_args) &&
				     !sd_ast_find(cl->u.clause.stmts, names_args)) ||
	    !sema_args_differ(s, c))
		return;
	cl->u.clause.probes->next = NULL;
	while (rest) {
		struct sd_node *next = rest->next;
		rest->next = NULL;
		after = copy_clause(s, cl, rest, after);
		rest = next;
	}
	for (size_t i = 0; i < c->nprobes; i++)
		if (c->pdesc[i] == 0)
			c->probes[n++] = c->probes[i];
	c->nprobes = n;
	c->nleft_out = left_out0;
	c->nldesc = SD_MIN(c->nldesc, 1);	/* the copies list the others */
}

static int sema_clause(struct sema *s, struct sd_node *cl, struct sd_clause *c)
{
	struct match_ctx m = { .s = s };

	c->node = cl;
	if (s->cu->listing && c->prog >= 0) {
		for (struct sd_node *pd = cl->u.clause.probes; pd; pd = pd->next)
			c->nldesc++;
		m.ldesc = sd_arena_alloc(s->cu->arena, c->nldesc * sizeof(*m.ldesc));
		memset(m.ldesc, 0, c->nldesc * sizeof(*m.ldesc));
		c->ldesc = m.ldesc;
	}
	/* a D library's clauses are checked, never enabled */
	uint16_t k = 0;
	size_t e0 = sd_diag_nerrors(&s->cu->diag);
	for (struct sd_node *pd = cl->u.clause.probes, *prev = NULL; pd && c->prog >= 0;
	     prev = pd, pd = pd->next) {
		next_desc(&m, k++);
		size_t before = m.n;
		int rc = match_pdesc(s, pd, &m);
		if (rc < 0 && prev && !s->cu->listing) {
			/* DTrace matches a description as it compiles the
			 * clause for it (dt_compile_one_clause( ) calls
			 * dt_setcontext( ), then cooks and generates the
			 * clause), so the clause is checked for those before
			 * first: the rest become a copy, which fails in turn */
			sd_diag_truncate(&s->cu->diag, e0);
			m.n = before;
			prev->next = NULL;
			copy_clause(s, cl, pd, cl);
			break;
		}
		if (rc < 0) {
			free(m.v);
			free(m.d);
			free(m.set);
			free(m.dleft);
			return -1;
		}
	}
	c->nprobes = m.n;
	c->probes = sd_arena_alloc(s->cu->arena, (m.n ? m.n : 1) * sizeof(*c->probes));
	c->pdesc = sd_arena_alloc(s->cu->arena, (m.n ? m.n : 1) * sizeof(*c->pdesc));
	if (m.n) {
		memcpy(c->probes, m.v, m.n * sizeof(*c->probes));
		memcpy(c->pdesc, m.d, m.n * sizeof(*c->pdesc));
	}
	if ((c->ndleft = m.ndleft)) {
		c->dleft = sd_arena_alloc(s->cu->arena, m.ndleft * sizeof(*c->dleft));
		memcpy(c->dleft, m.dleft, m.ndleft * sizeof(*c->dleft));
	}
	free(m.v);
	free(m.d);
	free(m.set);
	free(m.dleft);
	c->nleft_out = m.left_out[1];
	split_clause(s, cl, c, m.left_out[0]);
	if (sema_clause_attr(s, cl, c) < 0)
		return -1;

	s->clause = c;
	s->action = 0;
	clause_order_reset(s);
	s->stmt = NULL;
	sema_clause_aggs(s, cl->u.clause.stmts);
	if (sema_clause_body(s, cl) < 0)
		return -1;
	sema_dst_check(s);
	sema_alloca_check(s, cl);
	/* DTrace checks attributes as it cooks (dt_node_attr_assign( )), so
	 * before any error of its code generator */
	if (sema_stmt_attr(s, cl, c) < 0)
		return -1;
	size_t n0 = sd_diag_nerrors(&s->cu->diag);
	if (sema_agg_actions_late(s) < 0 && !failed_late(s, n0))
		return -1;
	if (s->late_msg) {
		sd_diag_error(&s->cu->diag, s->late_n->loc, s->late_tag, "%s", s->late_msg);
		return -1;
	}
	/* A clause without statements performs the default action: a record
	 * with no data, so that the probe line is printed. So does one whose
	 * only actions are destructive (raise(), stop(), copyout(), chill()):
	 * DTrace's dt_cg_clsflags() marks the clause data-recording for them
	 * too, and dt_cg_epilogue() then sends its (empty) buffer. */
	c->has_data = stmts_record(cl->u.clause.stmts) || s->destr ||
		      stmts_empty(cl->u.clause.stmts);
	s->clause = NULL;
	return 0;
}

void sema_late(struct sema *s, const struct sd_node *n, enum sd_tag tag, const char *msg)
{
	if (!s->clause) {	/* outside a clause (an inline's body): now */
		sd_diag_error(&s->cu->diag, n->loc, tag, "%s", msg);
		return;
	}
	if (s->late_msg)
		return;
	s->late_n = n;
	s->late_stmt = s->stmt ? s->stmt : n;
	s->late_tag = tag;
	s->late_msg = msg;
}

struct sema_held sema_late_hold(struct sema *s, const char *before)
{
	struct sema_held h = { 0 };

	if (before || !s->late_msg)
		return h;
	h = (struct sema_held){ s->late_n, s->late_stmt, s->late_tag, s->late_msg };
	s->late_msg = NULL;
	return h;
}

void sema_late_unhold(struct sema *s, const struct sema_held *h)
{
	if (!h->msg || s->late_msg)
		return;
	s->late_n = h->n;
	s->late_stmt = h->stmt;
	s->late_tag = h->tag;
	s->late_msg = h->msg;
}

/* The clauses of ast; *cap: how many there may be once split_clause() has
 * made a clause of each description. */
static size_t count_clauses(const struct sd_ast *ast, size_t *cap)
{
	size_t n = 0;

	*cap = 0;
	for (struct sd_node *it = ast->items; it; it = it->next) {
		if (it->kind != SD_N_CLAUSE)
			continue;
		n++;
		for (struct sd_node *pd = it->u.clause.probes; pd; pd = pd->next)
			(*cap)++;
	}
	*cap = SD_MAX(*cap, n);
	return n;
}

static int sema_items(struct sd_cu *cu);

/* A typedef of the D library: declared when a program first names it, so
 * that a script using none of the kernel types they name never loads the
 * kernel's BTF. */
static bool dlib_typedef(const struct sd_node *it)
{
	return it->kind == SD_N_DECL && it->loc.file == sd_dlib_file &&
	       it->u.decl.spec.sclass == SD_SC_TYPEDEF;
}

/* The D library's inlines likewise wait until a program names them. */
static bool dlib_inline(const struct sd_node *it)
{
	return it->kind == SD_N_INLINE && it->loc.file == sd_dlib_file;
}

static bool dlib_deferred(const struct sd_node *it)
{
	return dlib_typedef(it) || dlib_inline(it);
}

/* Declares the pending library item i (NULL'd in the list). 0 or -1. */
static int declare_item(struct sema *s, size_t i)
{
	struct sd_node *it = s->pend[i];
	struct sd_clause *c = s->clause;
	struct sema_param *p = s->params;
	int scope = s->scope;

	s->pend[i] = NULL;
	s->clause = NULL;
	s->params = NULL;
	s->scope = 0;	/* at the library's outer scope, though a program's
			 * struct body named it */
	int rc = sema_decl(s, it);
	s->clause = c;
	s->params = p;
	s->scope = scope;
	return rc;
}

bool sema_declare_pending_inline(struct sema *s, const char *name)
{
	for (size_t i = 0; i < s->npend; i++) {
		struct sd_node *it = s->pend[i];
		if (it && dlib_inline(it) && !strcmp(it->u.inl.dtor->u.dtor.name, name))
			return declare_item(s, i) == 0;
	}
	return false;
}

/* A D library typedef that defines struct/union/enum tag (kind 0, 1, 2 as
 * enum sd_tagkind), declared now that the program names the tag. */
bool sema_declare_pending_tag(struct sema *s, int kind, const char *tag)
{
	for (size_t i = 0; i < s->npend; i++) {
		struct sd_node *it = s->pend[i];
		const struct sd_declspec *sp = it ? &it->u.decl.spec : NULL;

		if (it && dlib_typedef(it) && sp->has_body && (int)sp->tag == kind &&
		    sp->tagname && !strcmp(sp->tagname, tag))
			return declare_item(s, i) == 0;
	}
	return false;
}

static struct sd_type *declare_pending(void *ctx, const char *name)
{
	struct sema *s = ctx;

	for (size_t i = 0; i < s->npend; i++) {
		struct sd_node *it = s->pend[i];
		if (!it || !dlib_typedef(it))
			continue;
		for (struct sd_node *d = it->u.decl.dtors; d; d = d->next) {
			if (!d->u.dtor.name || strcmp(d->u.dtor.name, name))
				continue;
			return declare_item(s, i) < 0 ? NULL : sd_type_lookup_typedef(s->tt, name);
		}
	}
	return NULL;
}

static void defer_dlib_typedefs(struct sema *s)
{
	size_t n = 0;

	for (struct sd_node *it = s->cu->ast.items; it; it = it->next)
		n += dlib_deferred(it);
	s->pend = sd_arena_alloc(s->cu->arena, (n + 1) * sizeof(*s->pend));
	for (struct sd_node *it = s->cu->ast.items; it; it = it->next)
		if (dlib_deferred(it))
			s->pend[s->npend++] = it;
	s->tt->pending = declare_pending;
	s->tt->pending_ctx = s;
}

int sd_sema(struct sd_cu *cu)
{
	int rc = sema_items(cu);

	cu->types.pending = NULL;
	sd_sema_number_aggs(cu);
	return rc;
}

/* The program of the last item: libraries are -1, programs from 0. */
static int last_prog(const struct sd_cu *cu)
{
	int p = -1;

	for (const struct sd_node *it = cu->ast.items; it; it = it->next)
		p = SD_MAX(p, it->prog);
	return p;
}

/* Declares the items (types, variables, inlines, translators) of the
 * programs after *done up to prog. DTrace compiles one program after the
 * other, declaring as it parses and checking clauses and providers once the
 * program is parsed: a clause sees the declarations after it in its own
 * program, and none of a later program's. 0, or -1 on an error. */
static int declare_upto(struct sema *s, int prog, int *done, size_t nerr0)
{
	struct sd_cu *cu = s->cu;

	for (int p = *done + 1; p <= prog; p++) {
		for (struct sd_node *it = cu->ast.items; it; it = it->next) {
			if (it->prog != p || dlib_deferred(it) ||
			    (it->kind == SD_N_CLAUSE && cu->all_errors))
				continue;	/* all errors: each clause's when cooked */
			cu->cur_prog = p;
			cu->diag.at_parse = true;
			int rc = it->kind == SD_N_CLAUSE ? clause_parse_errors(s, it) :
				 it->kind == SD_N_PROVIDER ? sema_provider_parse(s, it) :
				 it->kind == SD_N_PRAGMA ? sema_pragma_at(s, it) :
				 sema_decl(s, it);
			cu->diag.at_parse = false;
			if (rc < 0 || sd_diag_nerrors(&cu->diag) > nerr0)
				return -1;
		}
		if (cu->last_unparsed && p == cu->nprogs - 1)
			return 0;	/* no D_EMPTY for what did not parse */
		if (p >= 0 && sema_pragmas_unused(s, p) < 0)
			return -1;
		/* then its last operand unreferenced (dt_compile( ), right
		 * after the pragmas and before D_EMPTY) */
		if (p >= 0 && p < cu->nprogs && cu->unused_at && cu->unused_at[p].line) {
			cu->cur_prog = p;
			sd_diag_error(&cu->diag, cu->unused_at[p], D_MACRO_UNUSED, "%s",
				      cu->unused_arg[p]);
			return -1;
		}
		/* DTrace checks a program is not empty once it is parsed, its
		 * declarations declared (dt_compile()) */
		if (p >= 0 && p < cu->nprogs && cu->empty_at && cu->empty_at[p].line) {
			cu->cur_prog = p;
			sd_diag_error(&cu->diag, cu->empty_at[p], D_EMPTY,
				      "empty D program translation unit");
			return -1;
		}
		*done = p;
	}
	return 0;
}

/* DTrace's parser finds a call of a name that is no function, or of no
 * name (dt_node_func( )), as it reads the program, before any of its
 * clauses is cooked: the first such call of the program from item it on. */
static int calls_first(struct sema *s, struct sd_node *it)
{
	for (int prog = it->prog; it && it->prog == prog; it = it->next) {
		if (it->kind != SD_N_CLAUSE)
			continue;
		const struct sd_node *u = sd_ast_first(it->u.clause.pred, unknown_call, s);
		if (!u)
			u = sd_ast_first(it->u.clause.stmts, unknown_call, s);
		if (u)
			return sema_call_name(s, (struct sd_node *)u);
	}
	return 0;
}

static int sema_items(struct sd_cu *cu)
{
	struct sema s = { .cu = cu, .tt = &cu->types };
	size_t i = 0, nerr0 = sd_diag_nerrors(&cu->diag);
	int dtidx = 0;
	bool failed = false;
	int failed_prog = 0;	/* a failed clause's: later ones of that
				   program are checked too (all_errors) */
	int declared = -2;	/* programs up to this one are declared */
	int called = -2;	/* programs up to this one: calls_first( ) */

	/* strsize as the programs' pragmas left it: the string type is
	 * DTrace's char[strsize] (dt_open.c, dt_opt_strsize), its size as a
	 * member or element; string values and variables have their own
	 * sizes in cg (strsize characters and a NUL) */
	cu->types.strsize = (uint32_t)cu->opts->strsize;
	cu->types.t_string->size = (uint32_t)cu->opts->strsize;
	size_t cap;
	cu->nclauses = count_clauses(&cu->ast, &cap);
	cu->clauses = sd_arena_alloc(cu->arena, (cap + 1) * sizeof(*cu->clauses));
	if (!cu->matched)
		cu->matched = sd_arena_alloc(cu->arena, (cu->nprogs + 1) * sizeof(uint32_t));
	defer_dlib_typedefs(&s);
	if (declare_upto(&s, -1, &declared, nerr0) < 0)
		return -1;
	for (struct sd_node *it = cu->ast.items; it; it = it->next) {
		int rc = 0;

		if (dlib_deferred(it) || (it->kind != SD_N_CLAUSE && it->kind != SD_N_PROVIDER))
			continue;
		if (cu->last_unparsed && it->prog == cu->nprogs - 1)
			break;	/* its clauses are checked once it parses */
		if (failed && (it->kind != SD_N_CLAUSE || it->u.clause.prog != failed_prog))
			break;
		if (it->prog > declared && declare_upto(&s, it->prog, &declared, nerr0) < 0)
			return -1;
		if (it->kind == SD_N_CLAUSE && it->prog > called && !cu->all_errors) {
			called = it->prog;
			if (calls_first(&s, it) < 0)
				return -1;
		}

		switch (it->kind) {
		case SD_N_CLAUSE:
			cu->clauses[i].idx = (int)i;
			cu->clauses[i].dtidx = dtidx;
			cu->clauses[i].prog = it->u.clause.prog;
			cu->cur_prog = it->u.clause.prog;
			rc = sema_clause(&s, it, &cu->clauses[i]);
			for (struct sd_node *pd = it->u.clause.probes; pd; pd = pd->next)
				dtidx++;	/* after a split, this one's */
			if (rc == 0 && cu->clauses[i].prog >= 0 && cu->clauses[i].prog < cu->nprogs)
				cu->matched[cu->clauses[i].prog] += (uint32_t)count_present(
					cu->clauses[i].probes, 0, cu->clauses[i].nprobes) +
					cu->clauses[i].nleft_out;
			i++;
			break;
		case SD_N_PRAGMA:
			break;
		default:
			rc = sema_provider_cook(&s, it);
			break;
		}
		if (rc < 0 || sd_diag_nerrors(&cu->diag) > nerr0) {
			if (it->kind != SD_N_CLAUSE || !cu->all_errors ||
			    sd_diag_nerrors(&cu->diag) >= SD_DIAG_MAX)
				return -1;
			failed = true;
			failed_prog = it->u.clause.prog;
		}
	}
	if (failed)
		return -1;
	return declare_upto(&s, SD_MAX(last_prog(cu), cu->nprogs - 1), &declared, nerr0);
}
