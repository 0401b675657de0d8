/* cg_int.h - what the cg_*.c files share; not for other stages.
 *
 * Register discipline: r6-r9 hold expression values (they survive helper
 * calls); r0-r5 are scratch inside one operation and carry helper
 * arguments. The frame: [r10-8] ctx, [r10-16] scratch base, [r10-24]
 * fault info, [r10-32] the firing's stamp, [r10-56] unused, spill slots
 * below. Scratch memory: the clause's record, then its timestamp
 * (cg_ts_cell( )), then the statements' temporaries.
 */
#ifndef SONDA_CG_CG_INT_H
#define SONDA_CG_CG_INT_H

#include "cg.h"
#include "../asm/insn.h"
#include "../lang/sema.h"
#include "../prov/prov.h"

/* The jumps to the next instruction by which a point where the verifier
 * keeps its state is made (cg.c settle( )), and the statements from which a
 * clause has such a point between each two (cg.c gen_body( )). */
#define CG_SETTLE	8
#define CG_LONG_CLAUSE	64

#define SLOT_CTX	(-8)
#define SLOT_SCRATCH	(-16)
#define SLOT_FAULT	(-24)
#define SLOT_TS		(-32)	/* the firing's stamp: its first ktime (strtok) */
#define SLOT_THIS	(-40)
#define SLOT_EXITED	(-48)	/* exit() ran: later clauses of this firing skip */
#define SLOT_ERRARGV	(-56)	/* an ERROR clause faulted: then arg2..arg4 of
				   the ERROR firing (cg.c keep_err_argv( )) */
#define SLOT_FIRST	(-64)
#define SLOT_PDATA	SLOT_FIRST	/* by_cookie programs: the probe's data */
#define STACK_LIMIT	512

struct cg_fixup {
	uint32_t insn;
	int label;
};

struct cg {
	struct sd_cu *cu;
	struct sd_image *img;
	uint32_t strsize;
	uint32_t this_base;	/* where the clause-local area's parts other than
				   the variables begin (cu->this_extra) */
	uint64_t maxtuple;	/* DTrace's largest key tuple and dynamic */
	uint64_t maxdvar;	/* variable value (cg_dvar_size) */
	struct cg_share {	/* how aggregations and dynamic variables
				   share maps (cg_maps.c) */
		int level;	/* 0: nested ones by their sizes; 1: keys
				   and variables' values rounded up to a
				   power of two; 2: keys the largest of a
				   kind; 3: variables' values the largest */
		int agg_own, dvar_own;	/* the first ones with maps of
					   their own */
		uint32_t aggkey[2];	/* level 2: keys, by cpukey */
		uint32_t arrwords;	/* level 2: keyless ones' words */
		uint32_t dvarkey;	/* level 2: associative arrays' key */
		uint32_t dvarval;	/* level 3: dynamic variables' value */
	} share;
	struct cg_iter {		/* tracepoints' __traceiter_ functions */
		const char *event;
		uint64_t addr, size;
	} iters[16];
	int niters;

	/* the program being built */
	struct bpf_insn *insns;
	size_t n, cap;
	struct sd_reloc *relocs;
	size_t nrelocs, relcap;
	struct sd_clause_span *spans;	/* the program's clauses (their
					   bounds follow long jumps) */
	size_t nspans;
	int *labels;			/* label -> insn index, -1 unplaced */
	int nlabels, labcap;
	struct cg_fixup *fix;
	size_t nfix, fixcap;
	bool busy[11];			/* r6..r9 in use */
	int stack;			/* bytes used below SLOT_FIRST */
	int stack_hw;			/* the most a clause used (with the
					   ERROR clauses inlined in it) */
	int stack_max;			/* the most the function used */
	int stack_main;			/* and the program's main function */
	uint32_t scr;			/* scratch temporaries in use (offset) */

	const struct sd_probe *probe;
	struct sd_probe_args args;
	const char *refused;		/* why the kernel refuses DTrace's
					   program for it (sd_bpf_prog) */

	/* the clause being generated */
	struct sd_clause *clause;
	struct sd_epid_desc *ep;
	int action;			/* 1-based index of the current action */
	int actno;			/* next recording action's index */
	uint32_t rec;			/* record bytes laid out so far */
	uint32_t dt_off;		/* DTrace's buffer laid out so far (what
					   specsize counts: cg_act.c dt_rec()) */
	bool spec_seen;			/* speculate() met in the clause */
	int lbl_end, lbl_fault;
	bool fault_used;		/* the clause can fault */
	int err_args;			/* ERROR clauses inlined in a fault handler:
					   stack offset of their arg0..arg5 and
					   the faulting firing's errno; else 0 */
	const struct sd_probe *fault_probe; /* and then the faulting probe,
					   whose arg6..arg9 they read */
	int lbl_errsub;			/* the program's ERROR function, which
					   its fault handlers call; -1: the
					   ERROR clauses are inlined in them */
	bool err_called;		/* a fault handler calls it */
	bool in_errsub;			/* generating the ERROR function */
	bool has_err;			/* the program has ERROR clauses */
	int err_argv;			/* the program has ERROR clauses: the
					   slot of arg5 of SLOT_ERRARGV's
					   firing; else 0 */
	bool str_nocheck;		/* evaluating where DTrace checks no
					   alloca-tainted string for strsize
					   bytes (a subroutine's address
					   argument, checked for its own size
					   as bcopy's source is; a compare's
					   operand): a (string) cast of an
					   alloca'd pointer checks nothing */
	uint32_t result_end;		/* where the last subroutine's string
					   result ends in scratch (cg_subr.c) */

	/* the probe's own values (ID, EPIDs, names) come from its entry in
	   the probe-data map (prov.h: by_cookie), whose address the
	   prologue keeps in SLOT_PDATA */
	bool cookie;
	uint32_t span;			/* index of the clause in the program */
	size_t max_eps;			/* the most EPIDs of one probe */
	int stack0;			/* stack bytes reserved below SLOT_FIRST */
	const struct sd_clause *too_complex; /* the clause refused as too
					   complex (D_NOREG), reported once */

	/* variables the program uses (for -S) */
	struct sd_var_use *uses;
	size_t nuses, usecap;
};

/* cg.c: emission, labels, registers, stack and scratch space */
/* Where DTrace for Linux's buffer puts a clause's first record (DBUF_DATA,
 * after its size, speculation id, probe id and statement id). */
#define DT_DBUF_DATA 16

void cg_emit(struct cg *g, struct bpf_insn in);
void cg_dt_rec(struct cg *g, uint32_t size, uint32_t align, bool check, uint32_t csize);
void cg_ring_reserve(struct cg *g, int32_t bytes, int drop);
void cg_emit_ld64(struct cg *g, int reg, uint64_t v);
/* reg = v: a mov of a 32-bit immediate where v fits one, else ld_imm64 */
void cg_emit_imm(struct cg *g, int reg, int64_t v);
void cg_emit_map(struct cg *g, int reg, enum sd_map_role role, int idx,
		 bool value, uint32_t off);
/* reg = the map at entry oslot of the array of maps (outer_role, outer);
 * uses r0-r5. A missing entry (never, once loaded) jumps to fail, or
 * faults when fail < 0. */
void cg_emit_inner_map(struct cg *g, int reg, enum sd_map_role outer_role, int outer,
		       uint32_t oslot, int fail);
int cg_label(struct cg *g);
/* reg = the probe's ID (word 0 of its data) or the EPID of the clause
 * being generated, constants unless the program is in cookie mode */
void cg_probe_id(struct cg *g, int reg);
void cg_probe_epid(struct cg *g, int reg);
void cg_place(struct cg *g, int label);
void cg_jmp(struct cg *g, struct bpf_insn in, int label);
int cg_reg(struct cg *g);
void cg_free(struct cg *g, int reg);
int cg_nfree(const struct cg *g);
int cg_slot(struct cg *g, int bytes);		/* new stack slot offset */
/* cg_str.c: probeprov of a probe that stands for every process (prov.h:
 * sd_probe_args.prov_pid): prov followed by the firing process's ID in
 * decimal, built in scratch; the register holding it. */
int cg_str_prov_pid(struct cg *g, const char *prov);
uint32_t cg_scratch(struct cg *g, uint32_t bytes);/* new scratch offset */
/* The scratch cell of the clause's timestamp (0: not taken yet), after its
 * record; the statements' temporaries begin past it. */
static inline uint32_t cg_ts_cell(const struct cg *g)
{
	return (uint32_t)SD_ALIGN(g->ep->size, 8);
}
/* Where a statement's scratch temporaries begin: past that cell. */
static inline uint32_t cg_temps_start(const struct cg *g)
{
	return cg_ts_cell(g) + 8;
}
/* reg = scratch base + off (a map value pointer) */
void cg_scratch_ptr(struct cg *g, int reg, uint32_t off);
/* Zeroes size bytes of scratch at off (clobbers r0-r5). */
void cg_zero_scratch(struct cg *g, uint32_t off, uint32_t size);
/* reg = the address of byte off of an area (arg says which) */
typedef void cg_area_at(struct cg *g, int reg, uint32_t off, const void *arg);
/* Zeroes size bytes at off of the area at( ) reaches (clobbers r0-r5). */
void cg_zero_area(struct cg *g, uint32_t off, uint32_t size, cg_area_at *at, const void *arg);
/* state.drops[kind] += 1 (clobbers r1, r2). */
void cg_count_drop(struct cg *g, int kind);
/* state[off + 8 * (the CPU in reg idx)] += 1: a per-CPU count (clobbers
 * r1, r2 and idx). */
void cg_count_cpu(struct cg *g, int idx, uint32_t off);
/* Takes a place in a pool of sd_state (its count at live, its size at
 * live + 8): to label ok while the count before is below the size; R1
 * is left pointing at the count (uses R1-R3). */
void cg_pool_take(struct cg *g, uint32_t live, int ok);
/* reg, a pointer the verifier tracks, made a plain number (cg.c) */
void cg_scalarize(struct cg *g, int reg);
/* jumps to the clause's fault handler with code and value register */
void cg_fault(struct cg *g, int code, int valreg);
/* A tuple component of type kt is copied from its address (a string, a
 * struct or union) once every component is evaluated, as DTrace's
 * dt_cg_arglist( ) copies them: cg_key_save( ) keeps the address in r in a
 * scratch cell (a number there, so that the verifier's states of a key's
 * components merge), cg_key_copy_refs( ) reads each component i of the n
 * whose ref[i] is set from the address in cell[i] to scratch koff +
 * key_off[i]; a failed read is an invalid address, 128 + i for a string, 0
 * for the others. */
bool cg_key_by_ref(const struct sd_type *kt);
/* A key of its own bytes: a struct, a union, any array, a char array too
 * (DTrace's dt_cg_arglist( ) copies a DIF_TF_BYREF value's bytes; only D's
 * string type is copied as a string); its size rounded up to 8 in the
 * key blob. */
bool cg_key_bytes(const struct sd_type *kt);
/* The slot of such a key in the key blob: its size rounded up to 8, with
 * a byte more for a char array, which a string given to it fills with up
 * to N characters and a NUL (dt_cg_arglist( )'s probe_read_str( ) of
 * N + 1). */
uint32_t cg_key_bytes_slot(const struct sd_type *kt);
uint32_t cg_key_save(struct cg *g, int r);
/* Where a by-reference value is copied: a tuple's key (dt_cg_arglist( )),
 * a dynamic variable or a place in memory (dt_cg_store_var( )'s dvar path,
 * dt_cg_store( ): dt_cg_memcpy( ) alone), a global or clause-local
 * variable (dt_cg_store_var( ): dt_cg_check_ptr_arg( ) first). */
enum cg_ref { CG_REF_KEY, CG_REF_COPY, CG_REF_VAR };
/* The value of k of type kt where it is copied: for a struct or union read
 * through a pointer (*p, p->m, (*p).m), its address, as DTrace's DEREF, ->
 * and . give a by-ref value's, which the copy reads (a failed read
 * faults); into alloca( )'d memory, its scratch offset (the read fails)
 * but where DTrace converts it (CG_REF_VAR, of an alloca-tainted k: p->m);
 * a key's (string)p or stringof(p) of an alloca( )'d p is the offset too;
 * else cg_expr( )'s. */
int cg_ref_value(struct cg *g, struct sd_node *k, const struct sd_type *kt, enum cg_ref how);
/* (string)p or stringof(p) of a pointer p that may point into alloca( )'d
 * memory, where DTrace reads the string at p's value unconverted and
 * unchecked (a key, a dynamic variable's new value): that value, the
 * scratch offset, in a register (stringof NULL faults); -1 for any other k,
 * nothing generated. */
int cg_alloca_str_raw(struct cg *g, struct sd_node *k);
/* (args: the key expressions: a string given to a char array key is read
 * as a string, as dt_cg_arglist( ) does, up to the array's size and its
 * NUL.) */
void cg_key_copy_refs(struct cg *g, struct sd_type *const *kt, const bool *ref,
		      const uint32_t *cell, int n, uint32_t koff, const uint32_t *key_off,
		      const struct sd_node *args);
uint32_t cg_strtab(struct cg *g, const void *p, size_t n);
/* The string table entry of constant s (len bytes), cut at strsize
 * characters: DTrace's gmap_create_strtab( ) cuts every string of its table
 * when it loads it, so no subroutine sees more of a long constant. */
uint32_t cg_strconst(struct cg *g, const char *s, size_t len);
/* Notes that the next instruction reads (mod false) or stores v. */
void cg_var_use(struct cg *g, const struct sd_var *v, bool mod);
/* Whether the program so far reads (ref) and stores (mod) v, for -S. */
void cg_var_use_get(struct cg *g, const struct sd_var *v, bool *ref, bool *mod);
/* Sets those flags of v's use (one cg_var_use( ) made). */
void cg_var_use_set(struct cg *g, const struct sd_var *v, bool ref, bool mod);
void cg_call(struct cg *g, int helper);
/* cg_relax.c: patches every jump's offset (labels placed), rewriting jumps
 * out of the 16-bit range as long jumps (the program may grow). */
void cg_resolve_jumps(struct cg *g);
/* The most jump states the verifier can keep pending on one path of the
 * n instructions insns (the kernel allows SD_BPF_MAX_PENDING); in *steps
 * the instructions the search of its paths stepped through, an estimate
 * of those the verifier processes (past SD_BPF_MAX_INSNS: at least as
 * many; -1: not searched, or not known); all: search whatever the size. */
size_t cg_max_pending(const struct bpf_insn *insns, size_t n, long *steps, bool all);
/* Programs from this size on are searched for their steps: the verifier
 * processed at most about four times the instructions of the programs
 * measured (a clause of user-stack walks, 2.6 times), so below it none
 * reaches the kernel's million. */
#define CG_SEARCH_FLOOR	250000u
/* The most steps cg_max_pending( )'s searches may take: the kernel processed
 * up to 5% more instructions than they counted in the programs measured
 * (and down to half as many), so a tenth of its million is kept in hand. */
#define CG_MAX_STEPS	(SD_BPF_MAX_INSNS / 10 * 9)

/* cg_expr.c */
/* Evaluates n into a newly allocated register (strings: a pointer to
 * strsize bytes). */
int cg_expr(struct cg *g, struct sd_node *n);
/* Truncates/extends reg to type t's width and signedness. */
void cg_normalize(struct cg *g, int reg, const struct sd_type *t);
/* Generates an assignment (statement or expression); returns the value
 * register or -1 for statements with no use. */
int cg_assign(struct cg *g, struct sd_node *n);
/* Copies the string at src (pointer reg) to dst (pointer reg), strsize. */
void cg_strcpy(struct cg *g, int dst, int src);
/* Loads the builtin errno into r. */
void cg_errno(struct cg *g, int r);

/* cg_var.c: an lvalue with its key prepared */
struct cg_lval {
	struct sd_var *v;
	uint32_t koff;			/* ASSOC: key blob in scratch */
	int kslot;			/* TLS: key on the stack */
};
struct sd_dvar_layout *cg_dvar_layout(struct cg *g, const struct sd_var *v);
/* reg = variable v's map (uses r0-r5: see cg_emit_inner_map). */
void cg_dvar_map(struct cg *g, int reg, const struct sd_var *v);
void cg_dvar_claim(struct cg *g);
void cg_dvar_release(struct cg *g);
/* r (a register kept across calls) = *(size *)(current task + the offset
 * of member path of task_struct), 0 when the kernel's BTF lacks it. */
void cg_read_task(struct cg *g, int r, const char *path, int size);
void cg_dvar_size(struct cg *g);
void cg_note_tuple(struct cg *g, struct sd_type *const *keys, int nkeys);
void cg_lv_prep(struct cg *g, struct sd_node *n, struct cg_lval *lv);
/* R2 = a pointer to lv's key (its stack slot or scratch blob). */
void cg_lv_key_ptr(struct cg *g, const struct cg_lval *lv);
int cg_lv_load(struct cg *g, const struct cg_lval *lv);
/* Jumps to label when lv's dynamic variable exists (uses R0-R5). */
void cg_lv_jmp_exists(struct cg *g, const struct cg_lval *lv, int label);
/* cg_lv_load() of what was just stored (an assignment's value): not a
 * new use of the variable in the -S table. */
int cg_lv_reload(struct cg *g, const struct cg_lval *lv);
void cg_lv_store(struct cg *g, const struct cg_lval *lv, int r);
/* cg_lv_store( ) of a ++ or -- result: a dynamic variable holding 0 after
 * it stays, as DTrace's dt_cg_incdec_op( ) writes an existing one in place
 * (only an assignment of 0 deletes one); an absent one is made (the result
 * is then +-1, never 0) */
void cg_lv_store_keep(struct cg *g, const struct cg_lval *lv, int r);
/* cg_lv_store( ) of a string copied n bytes from its address (as DTrace's
 * dt_cg_store_var( ): cg_str_src_size( )) */
void cg_lv_store_str(struct cg *g, const struct cg_lval *lv, int r, uint32_t n);

/* cg_subr.c: a subroutine call; returns its value register, or -1 for a
 * subroutine with no value (bcopy, copyinto) */
int cg_subr(struct cg *g, struct sd_node *n);
/* reg = the bytes of the alloca area the current clause has allocated so
 * far (DTrace's scratch top less 8; negative after a negative alloca( )). */
void cg_alloca_top(struct cg *g, int reg);
/* Empties the alloca area, at the start of a clause. Uses R1. */
void cg_alloca_reset(struct cg *g);
/* The bytes alloca() may hand out: option scratchsize less the 8 of NULL. */
uint32_t cg_scratchsize(struct cg *g);
/* An address less than CG_ALLOCA_NEAR bytes before the alloca area or after
 * its end came from alloca() (pointer arithmetic); the kernel has nothing
 * else a script may read there. (addr - area start + CG_ALLOCA_NEAR) is
 * below cg_alloca_window() for those addresses. */
#define CG_ALLOCA_NEAR (1 << 20)
int32_t cg_alloca_window(struct cg *g);
/* The offset in the clause-local map value of the first byte alloca( )
 * hands out (after the alloca area's 8 bytes of NULL). */
uint32_t cg_alloca_start(struct cg *g);
/* DTrace for Linux keeps a pointer into alloca( )'d memory as its offset in
 * scratch memory (8 for the first allocation) and shows that number where a
 * program sees the pointer's value; sonda's is the address. These turn an
 * address in r in the alloca area into that offset (other values stay) and
 * an offset back (NULL stays NULL). Use R1 and R2. */
void cg_alloca_addr_to_off(struct cg *g, int r);
void cg_alloca_off_to_addr(struct cg *g, int r);
/* cg_mem.c: may pointer value n be an address in alloca( )'d memory? When
 * it carries DTrace's alloca taint, or is an address computed from one
 * with no load between (&p[i].m: the taint stops at the dereference, the
 * offset does not). Only those are taken for DTrace's offsets: a kernel
 * object may lie near the clause-local map. */
bool cg_maybe_alloca(const struct sd_node *n);
/* May the address of place n (p->m, *p, p[i], (*p).m) lie in alloca( )'d
 * memory? When the pointer it is reached through may. */
bool cg_place_maybe_alloca(const struct sd_node *n);
/* Is translated member n (an SD_XL_MEMBER cast) of an alloca( )'d input? */
bool cg_xl_alloca(const struct sd_node *n);
/* r, a translated member's pointer made from an alloca( )'d input (seen as
 * DTrace's offset): an offset in DTrace's scratch range becomes the address */
void cg_alloca_xl_addr(struct cg *g, int r);
/* the same of a string, checked first as DTrace's users of the member check
 * it (dt_cg_check_ptr_arg( )): alloca'd memory of strsize bytes */
void cg_alloca_xl_str(struct cg *g, int r);
/* When n (its value in r) is a pointer that may point into alloca( )'d
 * memory, r becomes DTrace's value of it, the offset; true if it may
 * (R1 and R2 are then clobbered). */
bool cg_alloca_value(struct cg *g, const struct sd_node *n, int r);
/* Is e a struct, union or array member reached through a pointer that may
 * point into alloca( )'d memory (p->m, p->m.n, (*p).m)? DTrace's
 * dt_cg_node( ) leaves such a by-reference -> or . at the pointer's value,
 * its scratch offset (only a load of a scalar member converts it), and
 * dt_cg_store_val( ) copies trace( )'s and printf( )'s value from there:
 * the read fails and records zeros (trace(*p) itself is converted). */
bool cg_ref_member_at_offset(struct cg *g, const struct sd_node *e);
/* A subroutine's pointer argument x (its value in r) that may point into
 * alloca( )'d memory is access-checked as DTrace's dt_cg_check_ptr_arg( )
 * checks it: 8 bytes, the size of the pointer type itself (so an argument
 * into a 4-byte allocation is an invalid size); an array (p->name, its
 * address in r) for the array's own size. Uses R1-R3. */
void cg_alloca_arg_check(struct cg *g, const struct sd_node *x, int r);
/* A string made of a pointer p (its value in r: stringof p, and (string)p
 * stored) that may point into alloca( )'d memory is access-checked as
 * DTrace's dt_cg_check_ptr_arg( ) checks an alloca-tainted string where it
 * is used (dt_cg_store_val( ), dt_cg_store_var( ), a subroutine's string
 * argument): for the size of D's string type, strsize bytes. A cast is
 * checked where it is used as a string too (trace( ), printf( ), strlen( ));
 * bcopy((string)p, ...) checks its own size only (g->str_nocheck), a compare
 * nothing. Uses R1-R3. */
void cg_alloca_str_check(struct cg *g, const struct sd_node *p, int r);
/* With R1 = an address less the alloca area's start (after its 8 bytes of
 * NULL): to label other when the address is elsewhere in the clause-local
 * area (a translated struct, strtok's state), near the alloca area but never
 * from alloca(). Uses R2. */
void cg_alloca_elsewhere(struct cg *g, int other);
/* ra = <0, 0 or >0 as the strings at ra and rb compare (cg_subr.c; any
 * address is safe, NULL compares as ""). */
void cg_strcmp(struct cg *g, int ra, int rb);

/* cg_stack.c: stackdepth, ustackdepth, caller, ucaller into r */
void cg_stack_builtin(struct cg *g, int r, enum sd_builtin b);
void cg_stack_value(struct cg *g, struct sd_node *n, uint32_t off, bool key);
void cg_symaddr_value(struct cg *g, struct sd_node *n, uint32_t off);
uint32_t cg_stack_size(const struct sd_type *t, bool key);
/* Whether the firing runs in sonda's own process: BEGIN, END, and ERROR
 * for a fault of one of them. */
bool cg_tracer_frame(const struct cg *g);
/* cg_unwind.c: unwinds the current user stack into scratch + out (at most
 * max pcs); returns the scratch cell that holds the number of pcs, valid
 * until the next scratch allocation. */
uint32_t cg_unwind(struct cg *g, uint32_t out, uint32_t max);

/* cg_mem.c: places in memory (members, elements, *p, kernel symbols,
 * variables of struct/union/array type) */
struct cg_place {
	int slot;			/* stack slot holding the address */
	bool direct;			/* map memory, else read with probe_read */
	const struct sd_type *t;
	const struct sd_member *bf;	/* a bit-field */
	bool user;			/* in the traced process's memory: read
					   with probe_read_user */
	bool alloca_free;		/* its address cannot be alloca( )'d
					   memory (no alloca check) */
};
/* Is n evaluated through its address (cg_place_*)? */
bool cg_is_place(const struct sd_node *n);
/* Does place n live in the traced process's memory? */
bool cg_place_is_user(const struct sd_node *n);
/* Computes the address of n (creating a dynamic element when write). */
void cg_place_prep(struct cg *g, struct sd_node *n, struct cg_place *pl, bool write);
int cg_place_load(struct cg *g, const struct cg_place *pl);
void cg_place_store(struct cg *g, const struct cg_place *pl, int r);
int cg_place_value(struct cg *g, struct sd_node *n);
/* &n: the address of place n in a register */
int cg_addrof(struct cg *g, struct sd_node *n);
/* The address of dynamic struct n (self->s, a[k]), 0 when it is absent. */
int cg_dvar_addr_or_null(struct cg *g, struct sd_node *n);
/* stringof, (string) of char array place a: the string there (one reached
 * through an alloca( )'d pointer checked as cg_alloca_str_check( ) checks) */
int cg_array_str(struct cg *g, struct sd_node *a);
int cg_stringof(struct cg *g, struct sd_node *n);
/* a copy in scratch of the string at the address in r (r is freed) */
int cg_str_at(struct cg *g, int r);
/* a string for a copy that reads it from its address (a store, ?:):
 * stringof/(string) of an address give the address itself */
int cg_str_src(struct cg *g, struct sd_node *x);
/* the bytes a store into a string variable copies of x */
uint32_t cg_str_src_size(struct cg *g, const struct sd_node *x);
/* string + integer */
int cg_str_offset(struct cg *g, struct sd_node *n);
/* *xlate <T *> (e): the whole translated struct (n->sema: sd_xlval) */
int cg_xlval(struct cg *g, struct sd_node *n);
/* uregs[i] */
int cg_uregs(struct cg *g, struct sd_node *n);
/* `name at a pid/USDT probe (SD_REF_UVAR): the traced process's variable,
 * located for the current probe */
int cg_uvar(struct cg *g, struct sd_node *n);
/* cg_str_at, reading user memory when t is a pointer into the traced
 * process (is_user) */
int cg_str_at_t(struct cg *g, int r, const struct sd_type *t);
/* A byte-data record field (SD_V_BYTES: a struct, union or array, or the
 * address and object of print()): stores e's bytes at f->off. */
void cg_store_bytes(struct cg *g, const struct sd_rec_field *f, struct sd_node *e);
/* Lays out the field of the print( ) call at *size; returns the type printed. */
const struct sd_type *cg_print_layout(struct cg *g, struct sd_node *call,
				      struct sd_rec_field *f, uint32_t *size);

/* cg_act.c */
/* The value kind of each enum sd_symkind (stack(), sym()...). */
extern const enum sd_vkind cg_symkinds[];
void cg_stmt_call(struct cg *g, struct sd_node *n);
/* speculation() into a new register */
int cg_speculation(struct cg *g);
void cg_aggregate(struct cg *g, struct sd_node *n);
void cg_layout(struct cg *g, struct sd_epid_desc *ep);
void cg_record_hdr(struct cg *g);
void cg_record_out(struct cg *g);
struct sd_agg_layout *cg_agg_layout(struct cg *g, const struct sd_agg *a);
void cg_agg_size(struct cg *g);

/* cg_maps.c: few enough maps for every program */
void cg_fit_maps(struct cg *g);
/* The key and value sizes of a nested aggregation or variable at the
 * current sharing level. */
void cg_share_agg(const struct cg *g, struct sd_agg_layout *l);
void cg_share_dvar(const struct cg *g, struct sd_dvar_layout *l);
/* The least power of two >= n. */
uint32_t cg_pow2(uint32_t n);

/* cg_image.c: the descriptors the image carries for the runtime */
void cg_agg_descs(struct cg *g);
/* A copy of s (NULL stays NULL) in the image's arena. */
const char *cg_img_str(struct cg *g, const char *s);

#endif
