/* sema.h - semantic analysis: names bound, types checked, probes matched.
 *
 * Invariants after a successful sd_sema():
 *  - every expression node has n->type set, and n->sema points to a
 *    struct sd_ref for identifiers, variables, aggregations and calls;
 *  - every clause has the list of probes its descriptions matched (clauses
 *    matching nothing under -Z have nprobes == 0 and generate no code);
 *  - variables have their storage assigned (offsets in the globals area or
 *    the per-firing this-> area); aggregations are numbered in order of
 *    first appearance in the program text.
 * sema never emits code and never touches the kernel (probe tables are
 * read through prov.h, which may read tracefs to list probes).
 */
#ifndef SONDA_LANG_SEMA_H
#define SONDA_LANG_SEMA_H

#include "../base/common.h"
#include "../base/diag.h"
#include "ast.h"
#include "types.h"

struct sd_arena;
struct sd_opts;
struct sd_probe;
struct sd_pdesc;
struct sd_probe_tab;

enum sd_builtin {
	SD_B_ARG0, SD_B_ARG1, SD_B_ARG2, SD_B_ARG3, SD_B_ARG4, SD_B_ARG5,
	SD_B_ARG6, SD_B_ARG7, SD_B_ARG8, SD_B_ARG9,
	SD_B_PID, SD_B_PPID, SD_B_TID, SD_B_UID, SD_B_GID, SD_B_CPU,
	SD_B_EXECNAME, SD_B_TIMESTAMP, SD_B_VTIMESTAMP, SD_B_WALLTIMESTAMP,
	SD_B_PROBEPROV, SD_B_PROBEMOD, SD_B_PROBEFUNC, SD_B_PROBENAME,
	SD_B_EPID, SD_B_ID, SD_B_ERRNO, SD_B_CURTHREAD,
	SD_B_STACKDEPTH, SD_B_USTACKDEPTH, SD_B_CALLER, SD_B_UCALLER,
	SD_B_CGROUP,		/* sonda: the cgroup v2 id (language.md) */
	SD_B_IPL,		/* illumos' interrupt priority level: reading
				   it is an illegal operation, as in DTrace
				   for Linux */
	SD_B_NBUILTINS
};

/* The alloca area (cu->alloca_off) starts with SD_ALLOCA_HEAD bytes alloca( )
 * never hands out: the scratch top (8 bytes), then bytes whose addresses are
 * invalid as DTrace's scratch offsets below 8 (a negative index of an alloca
 * pointer), the last 8 its NULL bytes. */
#define SD_ALLOCA_HEAD	64

/* Actions, subroutines and aggregating functions. */
enum sd_func {
	SD_F_NONE,
	/* data-recording actions */
	SD_F_TRACE, SD_F_PRINTF, SD_F_PRINTA, SD_F_EXIT,
	/* aggregation manipulation (record an action for the consumer) */
	SD_F_CLEAR, SD_F_TRUNC, SD_F_NORMALIZE, SD_F_DENORMALIZE,
	/* aggregating functions */
	SD_F_COUNT, SD_F_SUM, SD_F_AVG, SD_F_MIN, SD_F_MAX, SD_F_STDDEV,
	SD_F_QUANTIZE, SD_F_LQUANTIZE, SD_F_LLQUANTIZE,
	/* stacks and symbols: record actions, also aggregation keys */
	SD_F_STACK, SD_F_USTACK, SD_F_JSTACK, SD_F_SYM, SD_F_MOD, SD_F_USYM,
	SD_F_UMOD, SD_F_UADDR,
	/* more actions */
	SD_F_SYSTEM, SD_F_SETOPT, SD_F_RAISE, SD_F_STOP, SD_F_FREOPEN, SD_F_FTRUNCATE,
	/* speculations */
	SD_F_SPECULATION, SD_F_SPECULATE, SD_F_COMMIT, SD_F_DISCARD,
	/* print(): a typed value (lang/sema_type.c, rt/print.c) */
	SD_F_PRINT,
	SD_F_TRACEMEM,
	SD_F_PCAP,	/* pcap(skb, proto): a packet's linear bytes (rt/pcap.c) */
};

enum sd_var_kind { SD_VAR_GLOBAL, SD_VAR_TLS, SD_VAR_THIS, SD_VAR_ASSOC };

struct sd_var {
	const char *name;
	enum sd_var_kind kind;
	struct sd_type *type;		/* NULL until first assignment */
	uint32_t off;			/* GLOBAL: offset in the globals map value;
					   THIS: offset in the clause-local area */
	int id;				/* TLS, ASSOC: index of its map */
	int nkeys;			/* ASSOC: key count (-1 until known) */
	struct sd_type *keys[SD_TUPLE_MAX];	/* ASSOC: key types */
	struct sd_loc loc;		/* where it was declared or first assigned */
	int prog;			/* THIS: the program it belongs to (each
					   program has its own clause-local
					   variables, as DTrace's pcb_locals) */
	struct sd_var *next;
	bool tls;			/* ASSOC: thread-local (self->a[k], named
					   "self->a"): keyed by the thread too */
	bool alloca, nonalloca;		/* assigned alloca'd pointers, other
					   values (D_ALLOCA_INCOMPAT) */
	bool declared;			/* by a declaration, not a first use */
	bool reduced;			/* removed by a version pragma after a
					   "#pragma D binding" (dt_reduce( )):
					   no name finds it any more */
};

struct sd_agg {
	const char *name;		/* "@name", "@_" for the anonymous one */
	int id;				/* 0-based, in DTrace's order: its
					   creation by the first @a[...] read
					   (printa(@a[0]), clear(@a[0])...) or
					   assignment, which dt_xcook_ident( )
					   gives the next id (sd_sema( )) */
	int seq;			/* that creation's rank while checking */
	enum sd_func fn;
	int64_t arg[4];			/* lquantize low, high, step; llquantize
					   factor, lmag, hmag, nsteps */
	int nkeys;			/* -1 until known */
	struct sd_type *keys[SD_TUPLE_MAX];
	const char *keynames[SD_TUPLE_MAX];	/* a name for each key from its first
					   expression (execname, pid, stack),
					   NULL when not a simple one */
	struct sd_loc loc;		/* first use */
	struct sd_agg *next;
};

/* The 64-bit words of an aggregation's value (per CPU): quantize's 127
 * buckets, lquantize's levels and its two outer buckets, llquantize's
 * magnitudes' buckets on each side of zero... (rt/aggfmt.h reads them). */
uint32_t sd_agg_value_words(enum sd_func fn, const int64_t arg[4]);

enum sd_ref_kind {
	SD_REF_BUILTIN, SD_REF_VAR, SD_REF_CONST, SD_REF_AGG, SD_REF_FUNC,
	SD_REF_MACRO_STR,
	SD_REF_SUBR,		/* a subroutine call: subr is its id (subr.h) */
	SD_REF_KSYM,		/* a kernel symbol (`jiffies): cval is its address */
	SD_REF_UREGS,		/* uregs[cval]: a user register of the thread */
	SD_REF_UVAR,		/* a variable of the traced process (`name,
				   mod`name at pid/USDT probes): cval 1 when it
				   is in user memory (a place), 0 when in a
				   register; located per probe by cg through
				   sd_uvar_find() (lang/utypes.h) */
};

/* A translated struct built whole (*xlate <T *> (e), *curpsinfo): the sema
 * of the dereferencing node; member i of the output is computed by e[i].
 * A translation used as a value (trace(curcpu)) has one too: the sema of
 * an SD_N_XLATE node begins with a struct sd_xlval * (NULL when it is only
 * used through . and ->). */
struct sd_xlval {
	int n;
	const struct sd_member **m;
	struct sd_node **e;
	int32_t area;		/* a pointer used as a value: the struct's
				   offset in the clause-local area, so that
				   it outlives the statement; -1: scratch */
};

/* What an identifier, variable, aggregation or call node refers to. */
struct sd_ref {
	enum sd_ref_kind kind;
	enum sd_builtin builtin;
	struct sd_var *var;
	struct sd_agg *agg;
	enum sd_func func;
	int subr;		/* SD_REF_SUBR: enum sd_subr of lang/subr.h */
	int64_t cval;
	const struct sd_type *print_type;	/* print( ): the type it shows */
};

/* -l: how one probe description of a clause is listed (a statement of
 * DTrace's list_prog()). */
struct sd_list_desc {
	const char *unmatched;		/* "P:M:F:N" of a description that
					   matched no probe ("failed to
					   match"), else NULL */
	bool newest_first;		/* its probes in descending ID order
					   (sd_pdesc_names_field()) */
	struct sd_pdesc *desc;		/* the description as DTrace keeps it
					   (with the pid provider's rewrites);
					   NULL for a probe ID */
	size_t tab_n;			/* probes in the table once it was
					   matched: the listing adds those made
					   later that it matches */
};

struct sd_clause {
	struct sd_node *node;		/* SD_N_CLAUSE */
	int idx;			/* 0-based in program order */
	int prog;			/* which command-line program it came from */
	struct sd_probe **probes;	/* matched probes, each description's
					   in turn: a probe two descriptions
					   match is there twice */
	uint16_t *pdesc;		/* the description (0-based) that
					   matched each of probes */
	size_t nprobes;
	uint32_t nleft_out;		/* probes its descriptions matched that
					   this kernel cannot enable, left out
					   (they would never fire) but counted
					   as matches, as DTrace enables them */
	uint16_t *dleft;		/* descriptions that had probes left
					   out (they still make a set several) */
	size_t ndleft;
	struct sd_list_desc *ldesc;	/* -l: each description's, else NULL */
	uint16_t nldesc;
	bool has_data;			/* records anything for the consumer */
	bool destructive;		/* uses destructive actions (need -w) */
	bool stops;			/* has a stop() action */
	int dtidx;			/* DTrace for Linux's clause number (one per
					   probe description): dt_clause_N */
};

/* One compilation unit: all the programs of a command line. */
struct sd_cu {
	struct sd_arena *arena;
	struct sd_diag diag;
	struct sd_opts *opts;
	struct sd_probe_tab *probes;
	struct sd_typetab types;
	struct sd_ast ast;		/* items of every program, in order */
	/* results */
	struct sd_clause *clauses;
	size_t nclauses;
	struct sd_var *vars;		/* all variables, in order of creation */
	uint32_t globals_size;		/* bytes of the globals map value */
	uint32_t this_size;		/* bytes of the clause-local variables */
	uint32_t this_prog_size;	/* of program this_prog's, which start at
					   offset 0 as each program's in DTrace */
	int this_prog;
	uint32_t this_extra;		/* bytes of the clause-local area's other
					   parts (alloca, strtok, translated
					   structs), after the variables: their
					   offsets count from cg's this_base */
	uint32_t alloca_off, strtok_off;/* their places in it, + 1 (0: none yet) */
	uint32_t curcpu_off;		/* curcpu's struct, shared by every use */
	int ndynvars;			/* TLS and ASSOC variables (maps) */
	struct sd_agg *aggs;		/* in id order */
	int naggs;
	uint32_t *matched;		/* per program: (clause, probe) enablings */
	int nprogs;
	const char **amin;		/* per program (or NULL: opts->amin):
					   -x amin as a #pragma D option of
					   the program left it (pcb_amin) */
	bool *zdefs;			/* per program (or NULL: opts->zdefs):
					   zdefs as -x, -Z or its own #pragma
					   D option left it */
	struct sd_loc *unused_at;	/* per program (or NULL): where its
					   D_MACRO_UNUSED is, unused_arg its
					   text (line 0: none) */
	const char **unused_arg;
	struct sd_loc *empty_at;	/* per program (or NULL): where its
					   D_EMPTY is, when it holds nothing
					   but declarations and control lines
					   (line 0: it holds more) */
	bool listing;			/* -l: report unmatched descriptions */
	int cur_prog;			/* program of the clause or declaration
					   being checked */
	int target;			/* $target (-p/-c), 0 if none: %A then
					   takes integers and pointers */
	bool all_errors;		/* after a clause's error, check the same
					   program's later clauses too (up to
					   SD_DIAG_MAX errors); else stop at the
					   first error, as DTrace does */
	bool last_unparsed;		/* the last program did not parse: its
					   items are those before the error (the
					   last one maybe partial, sd_node.partial);
					   only what DTrace checks as it parses
					   (declarations, inlines, translators,
					   probe prototypes) is checked */
};

/* Checks the whole AST in cu->ast. Returns 0, or -1 with errors in cu->diag. */
int sd_sema(struct sd_cu *cu);
/* Numbers the aggregations in DTrace's id order (sema_agg.c); sd_sema( )
 * does it last. */
void sd_sema_number_aggs(struct sd_cu *cu);

/* The name of the type a probe argument's C type text compiles to, as
 * dtrace_type_strcompile( ) and ctf_type_name( ) make it for -lv (no
 * qualifiers, "unsigned" alone, dt_type_pointer( )'s pointers), or NULL
 * when the text names an unknown type. */
const char *sd_sema_type_text_name(struct sd_cu *cu, const char *text);

/* Does an action record data for the consumer (trace, printf, exit...)? */
bool sd_func_records(enum sd_func f);

/* Is name one of D's functions (an action, aggregating function or
 * subroutine, compiled or not): a global identifier of DTrace's? */
bool sd_sema_is_function(const char *name);

/* The value of a checked integer constant expression: true if it is one. */
bool sd_sema_const(const struct sd_node *n, int64_t *v);

/* After sema: can checked expression n not be a pointer into alloca( )'d
 * memory (DTrace's alloca taint: alloca( ), copyin( ), a variable assigned
 * one, and what is computed from them)? */
bool sd_sema_alloca_free(const struct sd_node *n);

/* After sema: is checked expression n what DTrace marks a pointer to its
 * own storage (DT_NF_DPTR) among pointers: curcpu, or such a pointer + or
 * - an integer? dt_cg_typecast( ) casts one to an integer unnarrowed. */
bool sd_sema_dptr(const struct sd_node *n);

/* After sema: is n a + i, i + a or a - i of an array a (sema_expr.c's
 * array_elem_addr( ))? Such a node is &a[i] (&a[-i]) typed as the array,
 * as DTrace keeps an array operand's type: its value is the element's
 * address, and it is no place of its own. */
bool sd_sema_array_sum(const struct sd_node *n);

/* Name of a builtin, for dumps. */
const char *sd_builtin_name(enum sd_builtin b);

/* -v's stability report for program prog (named by what: "script x.d",
 * "description BEGIN"), as DTrace prints it: the minimum attributes of its
 * probe descriptions and of its statements; exec false (-e) adds each
 * description's probe information. */
struct sd_buf;
void sd_stab_report(const struct sd_cu *cu, int prog, const char *what, bool exec,
		    struct sd_buf *out);

#endif
