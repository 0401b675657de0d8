/* cg_agg.c - aggregating functions in the kernel.
 *
 * Each aggregation is a per-CPU hash map from its key blob to its value
 * words (image.h, rt/aggfmt.h). An update builds the key in scratch,
 * looks the entry up and updates this CPU's copy in place; the consumer
 * merges the CPUs. A missing entry is inserted with the update already
 * applied to its initial value (zeros, INT64_MAX for min, INT64_MIN for
 * max) where the value is small, else from the initial value (kept in the
 * string table) and then looked up and updated.
 */
#include "cg_int.h"

#include <stdlib.h>
#include <string.h>

#include "../base/opts.h"
#include "../base/upow.h"
#include "../base/xalloc.h"
#include "../kern/bpf.h"

#define ZEROS_MAX SD_BPF_AGG_VALUE_MAX	/* sema refused larger values */

static uint32_t key_size(struct cg *g, const struct sd_type *t)
{
	if (t->symkind)
		return cg_stack_size(t, true);
	if (t->kind == SD_T_STRING)
		return (uint32_t)SD_ALIGN(g->strsize, 8);
	if (cg_key_bytes(t))	/* struct, union, array: its bytes */
		return cg_key_bytes_slot(t);
	return 8;
}

/* llquantize layout (rt/aggfmt.h): buckets per magnitude and the index of
 * the middle bucket (|x| < factor^lmag). */
static int64_t llq_per(const struct sd_agg *a)
{
	return a->arg[3] - a->arg[3] / a->arg[0];
}

static int64_t llq_zero(const struct sd_agg *a)
{
	return 1 + (a->arg[2] - a->arg[1] + 1) * llq_per(a);
}

static uint32_t agg_nwords(const struct sd_agg *a)
{
	return sd_agg_value_words(a->fn, a->arg);
}

/* A keyed aggregation past the first few (g->share.agg_own) joins the
 * array of maps of an earlier one with its key and value sizes (as the
 * sharing level makes them: cg_maps.c), or starts one. */
static void nest(struct cg *g, struct sd_agg_layout *l)
{
	l->nested = true;
	l->outer = l->id;
	l->noslots = 1;
	cg_share_agg(g, l);
	for (int i = 0; i < l->id; i++) {
		struct sd_agg_layout *o = &g->img->aggs[i];
		if (o->nested && o->outer == i && o->keysize == l->keysize &&
		    o->vwords == l->vwords && o->cpukey == l->cpukey) {
			l->outer = i;
			l->oslot = o->noslots++;
			l->noslots = 0;
			return;
		}
	}
}

uint32_t cg_pow2(uint32_t n)
{
	uint32_t p = 1;

	while (p < n)
		p <<= 1;
	return p;
}

struct sd_agg_layout *cg_agg_layout(struct cg *g, const struct sd_agg *a)
{
	struct sd_agg_layout *l = &g->img->aggs[a->id];

	if (l->nwords)
		return l;
	l->id = a->id;
	cg_note_tuple(g, a->keys, a->nkeys);
	l->keysize = 0;
	for (int i = 0; i < a->nkeys; i++) {
		l->key_off[i] = l->keysize;
		l->keysize += key_size(g, a->keys[i]);
	}
	if (!l->keysize) {
		l->keysize = 8;
		l->array = true;
	}
	l->nwords = agg_nwords(a);
	l->map = a->id;
	l->nslots = 1;
	l->vwords = l->nwords;
	if (8 * (l->nwords + l->array) > SD_BPF_PERCPU_VALUE_MAX) {
		l->cpukey = true;
		l->array = false;
	}
	if (l->array)
		l->vwords = g->share.level >= 2 ? g->share.arrwords : cg_pow2(l->nwords + 1) - 1;
	if (!l->array && a->id >= g->share.agg_own) {
		l->vwords = cg_pow2(l->nwords);
		nest(g, l);
	}
	for (int i = 0; l->array && i < a->id; i++) {
		struct sd_agg_layout *o = &g->img->aggs[i];
		if (o->array && o->map == i && o->vwords == l->vwords) {
			l->map = i;
			l->slot = o->nslots++;
			break;
		}
	}
	return l;
}

/* The 64-bit words of DTrace's record of a's value (dt_cg_agg_*): one for
 * min() and max(), a histogram's buckets without the sum sonda adds. */
static uint64_t dt_agg_words(const struct sd_agg *a)
{
	uint64_t n = agg_nwords(a);

	switch (a->fn) {
	case SD_F_MIN: case SD_F_MAX:
		return 1;
	case SD_F_QUANTIZE: case SD_F_LQUANTIZE: case SD_F_LLQUANTIZE:
		return n - 1;
	default:
		return n;
	}
}

/* aggsize is DTrace's one buffer for every aggregation: it holds
 * aggsize / (largest key tuple + largest value record) entries in all, as
 * gmap_create_aggs sizes its maps (the tuple as cg_note_tuple counts it,
 * the record a counter and the value's words). They share that pool
 * (agg_claim( )); each map may hold as many on its own, so its bucket
 * table (created with it, sized by its max_entries) stays that small. */
void cg_agg_size(struct cg *g)
{
	uint64_t maxval = 0, n;
	struct sd_image *img = g->img;

	for (struct sd_agg *a = g->cu->aggs; a; a = a->next)
		maxval = SD_MAX(maxval, 8 + 8 * dt_agg_words(a));
	n = maxval ? g->cu->opts->aggsize / (g->maxtuple + maxval) : 0;
	img->agg_nelems = n;
	if (n > 1000000)
		n = 1000000;
	img->agg_pool = n;
	for (int i = 0; i < img->naggs; i++)	/* 0: too small */
		img->aggs[i].max_entries = (uint32_t)n;
}

/* Builds the key of n's aggregation at scratch offset koff. An integer key
 * is cast to the aggregation's key type first, as DTrace's dt_cg_arglist()
 * casts each key to the signature's (dt_cg_typecast()): with a char key,
 * @a[300] is @a[44]. */
static void gen_key(struct cg *g, const struct sd_agg *a, struct sd_node *lhs,
		    const struct sd_agg_layout *l, uint32_t koff)
{
	cg_zero_scratch(g, koff, l->keysize);
	if (lhs->kind != SD_N_INDEX)
		return;
	int i = 0;
	uint32_t cell[SD_TUPLE_MAX];
	bool ref[SD_TUPLE_MAX] = { false };
	for (struct sd_node *k = lhs->u.index.args; k; k = k->next, i++) {
		if (k->type->symkind == SD_SK_KSTACK || k->type->symkind == SD_SK_USTACK) {
			cg_stack_value(g, k, koff + l->key_off[i], true);
			continue;
		}
		if (k->type->symkind) {
			cg_symaddr_value(g, k, koff + l->key_off[i]);
			continue;
		}
		int r = cg_ref_value(g, k, a->keys[i], CG_REF_KEY);
		if (cg_key_by_ref(a->keys[i])) {
			/* by reference: copied once all are evaluated */
			cell[i] = cg_key_save(g, r);
			ref[i] = true;
		} else {
			cg_scratch_ptr(g, R1, koff + l->key_off[i]);
			if (cg_alloca_value(g, k, r))
				cg_scratch_ptr(g, R1, koff + l->key_off[i]);
			cg_normalize(g, r, a->keys[i]);
			cg_emit(g, STX(BPF_DW, R1, r, 0));
		}
		cg_free(g, r);
	}
	cg_key_copy_refs(g, a->keys, ref, cell, i, koff, l->key_off,
			 lhs->u.index.args);
}

/* r = floor(log2(r)) for r > 0 (unsigned); uses R2, R3. */
static void gen_log2(struct cg *g, int r, int out)
{
	static const int steps[] = { 32, 16, 8, 4, 2, 1 };

	cg_emit(g, MOV64_IMM(out, 0));
	for (size_t i = 0; i < SD_ARRAY_SIZE(steps); i++) {
		cg_emit(g, MOV64_REG(R3, r));
		cg_emit(g, ALU64_IMM(BPF_RSH, R3, steps[i]));
		cg_emit(g, JMP_IMM(BPF_JEQ, R3, 0, 2));
		cg_emit(g, MOV64_REG(r, R3));
		cg_emit(g, ALU64_IMM(BPF_ADD, out, steps[i]));
	}
}

/* R4 = quantize bucket of value register x (x preserved). */
static void gen_qbucket(struct cg *g, int x)
{
	cg_emit(g, MOV64_REG(R1, x));
	cg_emit(g, MOV64_IMM(R4, 63));
	int done = cg_label(g), neg = cg_label(g);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R1, 0, 0), done);
	cg_jmp(g, JMP_IMM(BPF_JSLT, R1, 0, 0), neg);
	gen_log2(g, R1, R4);
	cg_emit(g, ALU64_IMM(BPF_ADD, R4, 64));
	cg_jmp(g, JA(0), done);
	cg_place(g, neg);
	cg_emit(g, NEG64(R1));
	cg_emit(g, MOV64_IMM(R4, 0));
	cg_jmp(g, JMP_IMM(BPF_JSLT, R1, 0, 0), done);	/* INT64_MIN */
	gen_log2(g, R1, R5);
	cg_emit(g, MOV64_IMM(R4, 62));
	cg_emit(g, ALU64_REG(BPF_SUB, R4, R5));
	cg_place(g, done);
}

/* R4 = lquantize bucket of x. */
static void gen_lqbucket(struct cg *g, const struct sd_agg *a, int x, uint32_t nb)
{
	int64_t low = a->arg[0], step = a->arg[2];
	int64_t levels = (int64_t)nb - 2;
	int done = cg_label(g);

	cg_emit(g, MOV64_IMM(R4, 0));
	cg_emit_imm(g, R1, low);
	cg_jmp(g, JMP_REG(BPF_JSLT, x, R1, 0), done);
	cg_emit(g, MOV64_IMM(R4, (int32_t)(levels + 1)));
	cg_emit_imm(g, R1, low + levels * step);
	cg_jmp(g, JMP_REG(BPF_JSGE, x, R1, 0), done);
	cg_emit(g, MOV64_REG(R4, x));
	cg_emit_imm(g, R1, low);
	cg_emit(g, ALU64_REG(BPF_SUB, R4, R1));
	cg_emit(g, ALU64_IMM(BPF_DIV, R4, (int32_t)step));
	cg_emit(g, ALU64_IMM(BPF_ADD, R4, 1));
	cg_place(g, done);
}

/* r /= k, unsigned: an immediate divisor where k fits one, as the kernel
 * patches a guard against zero into the program at each division by a
 * register (see gen_divk( ) in cg_expr.c) */
static void gen_udivk(struct cg *g, int r, uint64_t k)
{
	if (k <= INT32_MAX) {
		cg_emit(g, ALU64_IMM(BPF_DIV, r, (int32_t)k));
		return;
	}
	cg_emit_ld64(g, R2, k);
	cg_emit(g, ALU64_REG(BPF_DIV, r, R2));
}

/* R4 = llquantize bucket of x: the same as sd_llquantize_bucket(), with
 * every magnitude's bounds computed here and compared in line. */
static void gen_llqbucket(struct cg *g, const struct sd_agg *a, int x)
{
	uint64_t f = (uint64_t)a->arg[0], steps = (uint64_t)a->arg[3];
	int64_t lmag = a->arg[1], hmag = a->arg[2], per = llq_per(a);
	int64_t z = llq_zero(a), sf = a->arg[3] / a->arg[0];
	int done = cg_label(g), fin = cg_label(g);

	/* t = |x| = (x ^ s) - s, s = x >> 63 (arithmetic), without a jump:
	 * a test of a copy of x tells the verifier x's sign, which decided
	 * the test of x at the end, so it checked every magnitude's arm once
	 * for each sign (400 clauses of 10 llquantize( )s: past its million
	 * processed instructions where cg_max_pending( ) counted 746,916) */
	cg_emit(g, MOV64_REG(R3, x));
	cg_emit(g, ALU64_IMM(BPF_ARSH, R3, 63));
	cg_emit(g, MOV64_REG(R1, x));
	cg_emit(g, ALU64_REG(BPF_XOR, R1, R3));
	cg_emit(g, ALU64_REG(BPF_SUB, R1, R3));
	cg_emit(g, MOV64_IMM(R4, (int32_t)z));
	cg_emit_ld64(g, R2, sd_upow(f, lmag));
	cg_jmp(g, JMP_REG(BPF_JLT, R1, R2, 0), done);
	uint64_t max = sd_upow(f, lmag);
	for (int64_t m = lmag; m <= hmag; m++) {
		int next = cg_label(g);
		max *= f;
		cg_emit_ld64(g, R2, max);
		cg_jmp(g, JMP_REG(BPF_JGE, R1, R2, 0), next);
		cg_emit(g, MOV64_REG(R5, R1));
		if (m == 0)
			cg_emit(g, ALU64_IMM(BPF_MUL, R5, (int32_t)steps));
		gen_udivk(g, R5, m != 0 ? max / steps : max);
		cg_emit(g, ALU64_IMM(BPF_ADD, R5, (int32_t)((m - lmag) * per - sf + 1)));
		cg_jmp(g, JA(0), fin);
		cg_place(g, next);
	}
	cg_emit(g, MOV64_IMM(R5, (int32_t)((hmag + 1 - lmag) * per + 1)));
	cg_place(g, fin);
	/* x < 0: z - b, else z + b: (b ^ s) - s */
	cg_emit(g, ALU64_REG(BPF_XOR, R5, R3));
	cg_emit(g, ALU64_REG(BPF_SUB, R5, R3));
	cg_emit(g, ALU64_REG(BPF_ADD, R4, R5));
	cg_place(g, done);
}

/* Adds x*x (128-bit) to the words at [R0+16], [R0+24]. */
static void gen_sumsq(struct cg *g, int x)
{
	cg_emit(g, MOV64_REG(R1, x));
	cg_emit(g, JMP_IMM(BPF_JSGE, R1, 0, 1));
	cg_emit(g, NEG64(R1));
	cg_emit(g, MOV64_REG(R2, R1));
	cg_emit(g, ALU64_IMM(BPF_RSH, R2, 32));		/* hi */
	cg_emit(g, MOV32_REG(R1, R1));			/* lo */
	cg_emit(g, MOV64_REG(R3, R2));
	cg_emit(g, ALU64_REG(BPF_MUL, R3, R1));		/* p1 = hi*lo */
	cg_emit(g, ALU64_REG(BPF_MUL, R1, R1));		/* p0 = lo*lo */
	cg_emit(g, ALU64_REG(BPF_MUL, R2, R2));		/* p2 = hi*hi */
	cg_emit(g, MOV64_REG(R4, R3));
	cg_emit(g, ALU64_IMM(BPF_LSH, R4, 33));
	cg_emit(g, ALU64_REG(BPF_ADD, R4, R1));		/* sq_lo = p0 + (p1<<33) */
	cg_emit(g, ALU64_IMM(BPF_RSH, R3, 31));
	cg_emit(g, ALU64_REG(BPF_ADD, R2, R3));		/* sq_hi = p2 + (p1>>31) */
	cg_emit(g, JMP_REG(BPF_JGE, R4, R1, 1));
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, 1));		/* carry */
	cg_emit(g, LDX(BPF_DW, R1, R0, 16));
	cg_emit(g, ALU64_REG(BPF_ADD, R1, R4));
	cg_emit(g, STX(BPF_DW, R0, R1, 16));
	cg_emit(g, LDX(BPF_DW, R3, R0, 24));
	cg_emit(g, ALU64_REG(BPF_ADD, R3, R2));
	cg_emit(g, JMP_REG(BPF_JGE, R1, R4, 1));
	cg_emit(g, ALU64_IMM(BPF_ADD, R3, 1));
	cg_emit(g, STX(BPF_DW, R0, R3, 24));
}

static void add_word(struct cg *g, int off, int r)
{
	cg_emit(g, LDX(BPF_DW, R1, R0, off));
	cg_emit(g, ALU64_REG(BPF_ADD, R1, r));
	cg_emit(g, STX(BPF_DW, R0, R1, off));
}

static void add_imm(struct cg *g, int off, int v)
{
	cg_emit(g, LDX(BPF_DW, R1, R0, off));
	cg_emit(g, ALU64_IMM(BPF_ADD, R1, v));
	cg_emit(g, STX(BPF_DW, R0, R1, off));
}

/* A histogram's sum word (after its nb buckets) += x * incr. */
static void add_hist_sum(struct cg *g, int x, int incr, uint32_t nb)
{
	cg_emit(g, MOV64_REG(R2, x));
	if (incr >= 0)
		cg_emit(g, ALU64_REG(BPF_MUL, R2, incr));
	if (8 * nb <= INT16_MAX) {
		add_word(g, (int)(8 * nb), R2);
		return;
	}
	/* past a load's 16-bit offset (a cpukey value, image.h) */
	cg_emit(g, MOV64_REG(R3, R0));
	cg_emit(g, ALU64_IMM(BPF_ADD, R3, (int32_t)(8 * nb)));
	cg_emit(g, LDX(BPF_DW, R1, R3, 0));
	cg_emit(g, ALU64_REG(BPF_ADD, R1, R2));
	cg_emit(g, STX(BPF_DW, R3, R1, 0));
}

/* Applies the aggregating function to the value words at R0 (a histogram's:
 * nwords - 1 buckets, then the sum). */
static void gen_apply(struct cg *g, const struct sd_agg *a, int x, int incr,
		      uint32_t nwords)
{
	uint32_t nb = nwords - 1;

	switch (a->fn) {
	case SD_F_COUNT: add_imm(g, 0, 1); return;
	case SD_F_SUM: add_word(g, 0, x); return;
	case SD_F_AVG: add_imm(g, 0, 1); add_word(g, 8, x); return;
	case SD_F_STDDEV: add_imm(g, 0, 1); add_word(g, 8, x); gen_sumsq(g, x); return;
	case SD_F_MIN: case SD_F_MAX:
		/* a CPU's first update stores: another CPU may have created
		 * the entry, leaving this CPU's copy zeroed. A path passes one
		 * of the two tests' fall-throughs (cg_max_pending( )): the
		 * first stores on its own */
		cg_emit(g, LDX(BPF_DW, R1, R0, 8));
		cg_emit(g, JMP_IMM(BPF_JNE, R1, 0, 2));
		cg_emit(g, STX(BPF_DW, R0, x, 0));
		cg_emit(g, JA(3));
		cg_emit(g, LDX(BPF_DW, R1, R0, 0));
		cg_emit(g, JMP_REG(a->fn == SD_F_MIN ? BPF_JSGE : BPF_JSLE, x, R1, 1));
		cg_emit(g, STX(BPF_DW, R0, x, 0));
		add_imm(g, 8, 1);
		return;
	case SD_F_QUANTIZE:
		add_hist_sum(g, x, incr, nb);
		gen_qbucket(g, x);
		break;
	case SD_F_LQUANTIZE:
		add_hist_sum(g, x, incr, nb);
		gen_lqbucket(g, a, x, nb);
		break;
	case SD_F_LLQUANTIZE:
		add_hist_sum(g, x, incr, nb);
		gen_llqbucket(g, a, x);
		break;
	default:
		return;
	}
	/* the bucket search left R4 a constant on each of its paths (up to
	 * 128 for quantize( )): through scratch memory it comes back a
	 * number the verifier does not know, so that the paths meet (are
	 * pruned) where the search ends instead of each checking the rest
	 * of the program (480 quantize( ) clauses passed the verifier's
	 * million processed instructions). It is in [0, nb - 1]; the
	 * verifier is shown so by a mask where the value has the words
	 * (quantize( )'s 127 buckets and sum), else by a clamp */
	cg_scalarize(g, R4);
	if (((nb + 1) & nb) == 0) {
		cg_emit(g, ALU64_IMM(BPF_AND, R4, (int32_t)nb));
	} else {
		cg_emit(g, JMP_IMM(BPF_JLE, R4, (int32_t)(nb - 1), 1));
		cg_emit(g, MOV64_IMM(R4, (int32_t)(nb - 1)));
	}
	cg_emit(g, ALU64_IMM(BPF_LSH, R4, 3));
	cg_emit(g, ALU64_REG(BPF_ADD, R0, R4));
	if (incr >= 0)
		add_word(g, 0, incr);
	else
		add_imm(g, 0, 1);
}

/* The map value a new entry starts from (vwords words), in the string
 * table. */
static uint32_t init_value(struct cg *g, const struct sd_agg *a, uint32_t vwords)
{
	if (vwords * 8 > ZEROS_MAX)
		SD_BUG("aggregation value too large");
	int64_t *iv = sd_xcalloc(vwords, 8);
	if (a->fn == SD_F_MIN || a->fn == SD_F_MAX)
		iv[0] = a->fn == SD_F_MIN ? INT64_MAX : INT64_MIN;
	uint32_t off = cg_strtab(g, iv, vwords * 8);
	free(iv);
	return off;
}

/* reg = aggregation l's map: its own, or its entry in its array of maps
 * (looked up first, which uses r0-r5; to drop if missing). */
static void agg_map(struct cg *g, int reg, const struct sd_agg_layout *l, int drop)
{
	if (!l->nested) {
		cg_emit_map(g, reg, SD_MAP_AGG, l->map, false, 0);
		return;
	}
	cg_emit_inner_map(g, reg, SD_MAP_AGGOUTER, l->outer, l->oslot, drop);
}

/* r0 = the entry of the key at koff, which an insert just made; to drop
 * if it is gone. */
static void lookup_again(struct cg *g, const struct sd_agg_layout *l, uint32_t koff, int drop)
{
	agg_map(g, R1, l, drop);
	cg_scratch_ptr(g, R2, koff);
	cg_call(g, BPF_FUNC_map_lookup_elem);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), drop);
}

/* An aggregation drop, counted for the CPU that fired, as DTrace's
 * dt_no_agg( ) counts it in its CPU's dt_bpf_cpuinfo_t (only callee-saved
 * registers hold values here). */
static void count_drop(struct cg *g)
{
	cg_call(g, BPF_FUNC_get_smp_processor_id);
	cg_count_cpu(g, R0, offsetof(struct sd_state, agg_cpu_drops));
}

/* An entry not made after all gives its place back (R1, R2). */
static void agg_release(struct cg *g)
{
	cg_emit_map(g, R1, SD_MAP_STATE, 0, true, offsetof(struct sd_state, agg_live));
	cg_emit(g, MOV64_IMM(R2, -1));
	cg_emit(g, XADD64(R1, R2, 0));
}

/* Every aggregation's entries share one pool (sd_state.agg_live,
 * agg_pool), as they share DTrace's map (gmap_create_aggs( )): a new entry
 * takes its place first, and one that finds the pool full is an
 * aggregation drop (bpf/get_agg.c's dt_no_agg( )). Uses R1-R3, keeps R0. */
static void agg_claim(struct cg *g, int drop)
{
	int ok = cg_label(g);

	cg_pool_take(g, offsetof(struct sd_state, agg_live), ok);
	agg_release(g);
	cg_jmp(g, JA(0), drop);
	cg_place(g, ok);
}

/* The insert just made failed (r0 != 0: another CPU made the key
 * meanwhile): its place goes back. */
static void agg_unclaim_failed(struct cg *g)
{
	int made = cg_label(g);

	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), made);
	agg_release(g);
	cg_place(g, made);
}

/* A keyless aggregation's slot (r0) is marked used; its first use takes a
 * place in the pool, as DTrace's entry of an empty key does. */
static void mark_used(struct cg *g, const struct sd_agg_layout *l, int drop)
{
	int used = cg_label(g);

	cg_emit(g, LDX(BPF_DW, R1, R0, (int16_t)(8 * l->vwords)));
	cg_jmp(g, JMP_IMM(BPF_JNE, R1, 0, 0), used);
	agg_claim(g, drop);
	cg_emit(g, ST_IMM(BPF_DW, R0, (int16_t)(8 * l->vwords), 1));
	cg_place(g, used);
}

/* A hash aggregation's lookup missed (r0 = NULL): creates the entry from its
 * initial value and looks it up again; jumps to have with it in r0, or to
 * drop when the map is full. */
static void create_entry(struct cg *g, const struct sd_agg *a,
			 const struct sd_agg_layout *l, uint32_t koff, int have, int drop)
{
	uint32_t init = init_value(g, a, l->vwords);

	cg_jmp(g, JMP_IMM(BPF_JNE, R0, 0, 0), have);
	agg_claim(g, drop);
	agg_map(g, R1, l, drop);
	cg_scratch_ptr(g, R2, koff);
	cg_emit_map(g, R3, SD_MAP_STRTAB, 0, true, init);
	cg_emit(g, MOV64_IMM(R4, BPF_NOEXIST));
	cg_call(g, BPF_FUNC_map_update_elem);
	agg_unclaim_failed(g);
	lookup_again(g, l, koff, drop);
}

/* The same for values of at most APPLIED_MAX words (all but the
 * histograms): the value is built in scratch with this update already
 * applied and inserted as it is, so a new key costs one insert and no
 * second lookup; jumps to done. Only when another CPU inserted the key
 * meanwhile (the insert fails) does it look the entry up and go to have. */
#define APPLIED_MAX 4
static void create_applied(struct cg *g, const struct sd_agg *a, const struct sd_agg_layout *l,
			   uint32_t koff, int rx, int have, int drop, int done)
{
	uint32_t voff = cg_scratch(g, 8 * l->vwords);
	int64_t init = a->fn == SD_F_MIN ? INT64_MAX : a->fn == SD_F_MAX ? INT64_MIN : 0;

	cg_jmp(g, JMP_IMM(BPF_JNE, R0, 0, 0), have);
	agg_claim(g, drop);
	cg_scratch_ptr(g, R0, voff);
	cg_emit_imm(g, R1, init);
	cg_emit(g, STX(BPF_DW, R0, R1, 0));
	for (uint32_t w = 1; w < l->vwords; w++)
		cg_emit(g, ST_IMM(BPF_DW, R0, (int16_t)(8 * w), 0));
	gen_apply(g, a, rx, -1, l->nwords);
	agg_map(g, R1, l, drop);
	cg_scratch_ptr(g, R2, koff);
	cg_scratch_ptr(g, R3, voff);
	cg_emit(g, MOV64_IMM(R4, BPF_NOEXIST));
	cg_call(g, BPF_FUNC_map_update_elem);
	/* the failed insert is the jump: a path through a statement then
	 * passes two undecided jumps' fall-throughs, not three (the lookup
	 * missed, the insert failed, the second lookup found), which is what
	 * the verifier keeps pending (cg_max_pending( )) */
	int failed = cg_label(g);
	cg_jmp(g, JMP_IMM(BPF_JNE, R0, 0, 0), failed);
	cg_jmp(g, JA(0), done);
	cg_place(g, failed);
	agg_release(g);
	lookup_again(g, l, koff, drop);
}

/* Can evaluating n not fault? Constants, variables and arithmetic on them
 * (no division but by a constant other than 0): yes; anything else (loads
 * through pointers, calls, array elements) may. */
static bool cannot_fault(const struct sd_node *n)
{
	const struct sd_ref *ref = n->sema;

	switch (n->kind) {
	case SD_N_IDENT:	/* reading ipl is an illegal operation */
		return !ref || ref->kind != SD_REF_BUILTIN || ref->builtin != SD_B_IPL;
	case SD_N_INT: case SD_N_SELF: case SD_N_THIS:
		return true;
	case SD_N_CAST:
		return cannot_fault(n->u.cast.a);
	case SD_N_UNOP:
		return n->u.unop.op != SD_OP_DEREF && cannot_fault(n->u.unop.a);
	case SD_N_BINOP:
		if ((n->u.binop.op == SD_OP_DIV || n->u.binop.op == SD_OP_MOD) &&
		    (n->u.binop.b->kind != SD_N_INT || n->u.binop.b->u.ival.v == 0))
			return false;
		return cannot_fault(n->u.binop.a) && cannot_fault(n->u.binop.b);
	case SD_N_COND:
		return cannot_fault(n->u.cond.c) && cannot_fault(n->u.cond.a) &&
		       cannot_fault(n->u.cond.b);
	case SD_N_ASSIGN:
		return n->u.assign.op != SD_OP_DIV && n->u.assign.op != SD_OP_MOD &&
		       cannot_fault(n->u.assign.lhs) && cannot_fault(n->u.assign.rhs);
	default:
		return false;
	}
}

/* r0 = the entry of the key at koff, or NULL (drop: no map). */
static void lookup(struct cg *g, const struct sd_agg_layout *l, uint32_t koff,
		   int drop)
{
	if (l->slot) {
		cg_scratch_ptr(g, R1, koff);
		cg_emit(g, ST_IMM(BPF_W, R1, 0, (int32_t)l->slot));
	}
	agg_map(g, R1, l, drop);
	cg_scratch_ptr(g, R2, koff);
	cg_call(g, BPF_FUNC_map_lookup_elem);
}

/* DTrace's dt_cg_agg( ) has dt_get_agg( ) make the entry, with its initial
 * value, before it evaluates the aggregating function's arguments: when
 * one of them faults, the key stays, with nothing applied (a sum of 0, a
 * min of INT64_MAX). When x or incr may fault, the entry is made first. */
static void make_entry_first(struct cg *g, const struct sd_agg *a,
			     const struct sd_agg_layout *l, uint32_t koff, int drop)
{
	int have = cg_label(g);

	lookup(g, l, koff, drop);
	if (l->array) {
		cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), drop);
		mark_used(g, l, drop);
		return;
	}
	create_entry(g, a, l, koff, have, drop);
	cg_place(g, have);
}

void cg_aggregate(struct cg *g, struct sd_node *n)
{
	struct sd_ref *ref = n->sema;
	const struct sd_agg *a = ref->agg;
	const struct sd_agg_layout *l = cg_agg_layout(g, a);
	struct sd_node *call = n->u.assign.rhs, *x = call->u.call.args;
	uint32_t koff = cg_scratch(g, l->keysize + (l->cpukey ? 8 : 0));
	int rx = -1, rincr = -1;

	gen_key(g, a, n->u.assign.lhs, l, koff);
	if (l->cpukey) {
		cg_call(g, BPF_FUNC_get_smp_processor_id);
		cg_scratch_ptr(g, R1, koff + l->keysize);
		cg_emit(g, STX(BPF_DW, R1, R0, 0));
	}
	struct sd_node *incr = NULL;
	if (a->fn == SD_F_QUANTIZE && x)
		incr = x->next;
	else if ((a->fn == SD_F_LQUANTIZE || a->fn == SD_F_LLQUANTIZE) && x) {
		int skip = a->fn == SD_F_LQUANTIZE ? 4 : 5;	/* incr's position */
		incr = x;
		for (int i = 0; i < skip && incr; i++)
			incr = incr->next;
	}
	int have = cg_label(g), drop = cg_label(g), done = cg_label(g);
	bool first = (x && !cannot_fault(x)) || (incr && !cannot_fault(incr));
	if (first)
		make_entry_first(g, a, l, koff, drop);
	if (x) {
		rx = cg_expr(g, x);
		if (x->type && sd_type_is_ptr(sd_type_canon(x->type))) {
			cg_scalarize(g, rx);	/* sum(alloca(8)) adds a number, */
			if (cg_maybe_alloca(x))		/* DTrace's: the offset */
				cg_alloca_addr_to_off(g, rx);
		}
	}
	if (incr) {
		rincr = cg_expr(g, incr);
		if (incr->type && sd_type_is_ptr(sd_type_canon(incr->type))) {
			cg_scalarize(g, rincr);
			if (cg_maybe_alloca(incr))
				cg_alloca_addr_to_off(g, rincr);
		}
	}

	lookup(g, l, koff, drop);
	if (l->array || first) {	/* the entry exists: mark it used, */
		cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), drop);
		if (l->array && !first)	/* unless make_entry_first( ) did */
			mark_used(g, l, drop);
	} else if (l->nwords <= APPLIED_MAX && rincr < 0) {
		create_applied(g, a, l, koff, rx, have, drop, done);
	} else {
		create_entry(g, a, l, koff, have, drop);
	}
	cg_place(g, have);
	gen_apply(g, a, rx, rincr, l->nwords);
	cg_jmp(g, JA(0), done);
	cg_place(g, drop);
	count_drop(g);
	cg_place(g, done);
	if (rx >= 0)
		cg_free(g, rx);
	if (rincr >= 0)
		cg_free(g, rincr);
}
