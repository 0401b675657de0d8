/* aggfmt.h - aggregation values: their layout, merging, sorting and
 * printing (docs/d-output-formats.md sections 5, 6, 7; d-language.md 9).
 *
 * The BPF code keeps one value per (aggregation, key) and CPU; the consumer
 * merges the per-CPU values with sd_agg_merge() into a snapshot and prints
 * it with the functions below. Everything is pure user-space C.
 *
 * Value layouts, in int64 words (the BPF code writes exactly these):
 *   count      [n]
 *   sum        [sum]
 *   min        [min]                 identity INT64_MAX
 *   max        [max]                 identity INT64_MIN
 *   avg        [n, sum]
 *   stddev     [n, sum, sumsq_lo, sumsq_hi]   sum of x*x as unsigned 128-bit
 *   quantize   [127 buckets, sum]    bucket 63 holds 0 (sd_quantize_bucket)
 *   lquantize  [levels + 2, sum]     underflow, levels, overflow
 *   llquantize [2 * M * (steps - steps/factor) + 3, sum] with M = hmag-lmag+1,
 *              Oracle's layout, in numerical order: 0 = values <= -f^(hmag+1),
 *              then the negative buckets from the most negative up, then the
 *              middle bucket Z = 1 + M * (steps - steps/factor) for
 *              |x| < f^lmag, then the positive buckets, and last the
 *              overflow x >= f^(hmag+1). Within a magnitude m the
 *              (steps - steps/factor) buckets split [f^m, f^(m+1)) into
 *              steps equal parts, of which the first steps/factor lie below
 *              f^m and are dropped. When lmag = 0 and steps > factor, the
 *              magnitude [1, factor) has buckets no integer can reach
 *              ("ghosts"), which are never printed.
 *   A histogram's last word, after its sd_agg_nbuckets() buckets, is the
 *   sum of the values fed, each times its weight (OpenMetrics' _sum); DTrace's
 *   text output never shows it.
 *
 * Key blob layout (desc->key_off[k] is where key k starts; offsets of
 * 8-byte items must be multiples of 8):
 *   integers, pointers   8 bytes little-endian, already sign/zero-extended;
 *                        printed and compared with the key's declared size
 *   strings, byte data   a NUL-padded buffer of keys[k].size bytes
 *   stack()              keys[k].npcs 8-byte PCs (size 8 * npcs)
 *   ustack()             the pid as 8 bytes, then keys[k].npcs PCs
 *                        (size 8 * (npcs + 1))
 *   sym()/func(), mod()  8-byte address
 *   usym(), umod(), uaddr()  8-byte address, then the pid as 8 bytes
 */
#ifndef SONDA_RT_AGGFMT_H
#define SONDA_RT_AGGFMT_H

#include "../cg/image.h"
#include "fmt.h"

/* Printing options (d-language.md 13). */
struct sd_aggopts {
	bool sortkey;		/* aggsortkey */
	bool sortrev;		/* aggsortrev */
	int sortkeypos;		/* aggsortkeypos */
	int sortpos;		/* aggsortpos */
	bool hist, pack;	/* agghist, aggpack (aggpack.h) */
};

/* Words in a value of d (see the layouts above). */
int sd_agg_nwords(const struct sd_aggdesc *d);
/* Buckets of a histogram (*quantize) value, 0 for the others; its sum
 * word follows them. */
int sd_agg_nbuckets(const struct sd_aggdesc *d);
/* Whether a key of d is a stack( ) or ustack( ) (what flame graphs,
 * pprof and the web view draw). */
bool sd_agg_stack_keyed(const struct sd_aggdesc *d);
/* Bytes a key of type t occupies in a key blob. */
size_t sd_agg_key_bytes(const struct sd_value *t);
/* Writes the identity value of d into v (what clear() leaves). */
void sd_agg_init(const struct sd_aggdesc *d, int64_t *v);
/* Merges value src into dst (per-CPU values into one). */
void sd_agg_merge(const struct sd_aggdesc *d, int64_t *dst,
		  const int64_t *src);
/* What one aggregating call does: folds x into v; incr is the weight of
 * the *quantize() functions (1 when not given). count() ignores both. */
void sd_agg_add(const struct sd_aggdesc *d, int64_t *v, int64_t x,
		int64_t incr);

/* quantize bucket of v (0..126; 63 is zero; INT64_MIN -> 0). */
int sd_quantize_bucket(int64_t v);
/* The value a quantize bucket is labelled with: ..., -2, -1, 0, 1, 2, 4... */
int64_t sd_quantize_bucket_value(int i);
/* lquantize levels: (high - low) / step. */
int sd_lquantize_levels(const struct sd_aggdesc *d);
/* lquantize bucket of v: 0 underflow, 1..levels, levels+1 overflow. */
int sd_lquantize_bucket(const struct sd_aggdesc *d, int64_t v);
/* llquantize buckets in all (the layout above). */
int sd_llquantize_nbuckets(const struct sd_aggdesc *d);
/* llquantize bucket of v (Oracle). */
int sd_llquantize_bucket(const struct sd_aggdesc *d, int64_t v);

/* The largest value bucket b of a histogram (quantize, lquantize,
 * llquantize) holds, as *le: 0; 1 when the bucket has no upper bound (the
 * last one); -1 when no value lands in it (an llquantize ghost). */
int sd_agg_bucket_le(const struct sd_aggdesc *d, int b, int64_t *le);

/* The displayed avg(): sum / normalize / n, 0 when n is 0. */
/* a / b, where INT64_MIN / -1 wraps instead of trapping. */
int64_t sd_agg_sdiv(int64_t a, int64_t b);
int64_t sd_agg_avg(const int64_t *v, int64_t normalize);
/* The displayed stddev(), in 128-bit integer arithmetic like DTrace. */
uint64_t sd_agg_stddev(const int64_t *v, int64_t normalize);

/* Whether sd_agg_normalize_key() can change keys of d (symbol and module
 * fields): two keys of one map read can then become one. */
bool sd_agg_key_normalizes(const struct sd_aggdesc *d);
/* Key k of a key blob as a value (for printa() arguments). Pointers into
 * key stay borrowed. */
void sd_agg_key_value(const struct sd_aggdesc *d, const uint8_t *key, int k,
		      struct sd_value *out);
/* Rewrites sym()/mod()/usym()/umod() keys of a key blob to the start of
 * their symbol (module), so they aggregate per function. No-op for other
 * keys or when sym has no *_start callbacks. */
void sd_agg_normalize_key(const struct sd_aggdesc *d, uint8_t *key,
			  const struct sd_symbolizer *sym);

/* A snapshot of one aggregation: the merged value of every key. It owns
 * its entries: keys[i] (desc->keysize bytes) and vals[i] (nwords words)
 * stay valid until the entry is removed or the snapshot is released.
 * Entries are kept in insertion order; printing sorts copies of the
 * pointers. normalize is 1 unless normalize() was applied. */
struct sd_aggsnap {
	const struct sd_aggdesc *desc;
	size_t n;
	uint8_t **keys;
	int64_t **vals;
	int64_t normalize;
	int ncpus;		/* > 0 (aggpercpu): each value is followed by
				   ncpus per-CPU values (sd_aggsnap_add_cpu) */
	/* private */
	size_t cap;
	uint32_t *slots;	/* open-addressing hash: entry index + 1 */
	size_t nslots;
	size_t nindexed;	/* entries [0, nindexed) are in slots; the
				   rest are indexed by the next lookup */
};

/* An empty snapshot for d. */
void sd_aggsnap_init(struct sd_aggsnap *s, const struct sd_aggdesc *d);
/* Frees every entry; s can be reused after sd_aggsnap_init(). */
void sd_aggsnap_release(struct sd_aggsnap *s);
/* Makes room for n entries in all, so that adding them allocates only
 * the entries themselves. */
void sd_aggsnap_reserve(struct sd_aggsnap *s, size_t n);
/* The value of key, or NULL. */
int64_t *sd_aggsnap_find(const struct sd_aggsnap *s, const uint8_t *key);
/* Appends key (not in s: the caller knows, as for the keys of one read
 * of a map) with value val, without looking it up: the index catches up
 * at the next lookup, so that a snapshot only printed is never hashed. */
void sd_aggsnap_append(struct sd_aggsnap *s, const uint8_t *key, const int64_t *val);
/* Merges val into the entry of key (created with the copied key and
 * val when new); returns the entry's value. */
int64_t *sd_aggsnap_add(struct sd_aggsnap *s, const uint8_t *key,
			const int64_t *val);
/* The same, also merging val into CPU cpu's value (s->ncpus > 0). */
int64_t *sd_aggsnap_add_cpu(struct sd_aggsnap *s, const uint8_t *key,
			    const int64_t *val, int cpu);
/* clear(): every value back to its identity; the keys remain. */
void sd_aggsnap_clear(struct sd_aggsnap *s);
/* trunc(): n = 0 removes everything, n > 0 keeps the n largest values,
 * n < 0 the |n| smallest (ties by key). */
void sd_aggsnap_trunc(struct sd_aggsnap *s, int64_t n);
/* Keeps the entries i with kept[i] (in their order) and frees the others. */
void sd_aggsnap_keep(struct sd_aggsnap *s, const bool *kept);
/* normalize(): displayed values are divided by n (n <= 0 is ignored). */
void sd_aggsnap_normalize(struct sd_aggsnap *s, int64_t n);
/* denormalize(): undoes normalize(). */
void sd_aggsnap_denormalize(struct sd_aggsnap *s);

/* One row of a histogram as text prints it: the bucket's value (its
 * lower bound), its count (divided by normalize), and edge -1 for the
 * bucket of values below value (lquantize "< low", llquantize "<= -top"),
 * 1 for values at or above it (">= high"), else 0. */
struct sd_agg_bucket {
	int64_t value;
	int64_t count;
	int edge;
};

/* The rows of a quantize/lquantize/llquantize value v, as the text
 * graph shows them (the non-zero range and one row on each side; no
 * llquantize bucket no integer reaches). Writes at most max and returns
 * how many there are (0 for other functions). */
size_t sd_agg_buckets(const struct sd_aggdesc *d, const int64_t *v,
		      int64_t normalize, struct sd_agg_bucket *out, size_t max);
/* The entries of s in printing order (o, or DTrace's defaults when NULL):
 * a malloc'd array of s->n indices into s->keys/s->vals. */
size_t *sd_agg_order(const struct sd_aggsnap *s, const struct sd_aggopts *o);

/* Exit-time printing: all entries of all aggs sorted together (variable
 * order, then value, then key; aggsortkey: key before value; aggsortrev
 * reverses everything), each as key fields, value, "\n". */
void sd_agg_print(struct sd_buf *out, struct sd_aggsnap *const *aggs,
		  size_t naggs, const struct sd_aggopts *o,
		  const struct sd_fmt_ctx *ctx);
/* printa(@a) / printa(@a, @b, ...) without a format: "\n", then for one
 * aggregation the same as sd_agg_print(); for several, one row per key of
 * their union: key fields, each value (missing: zero), "\n", sorted by
 * the value of aggregation aggsortpos. */
void sd_agg_printa_default(struct sd_buf *out, struct sd_aggsnap *const *aggs,
			   size_t naggs, const struct sd_aggopts *o,
			   const struct sd_fmt_ctx *ctx);
/* printa(fmt, @a, ...): f applied once per row (rows as above, no leading
 * newline). Non-@ conversions take the keys, @ conversions the values of
 * aggs[0], aggs[1], ... (extra ones repeat the last). ctx->aggval is
 * ignored (this function supplies its own). 0, or the errno of a
 * conversion that failed (sd_fmt_render()): the rows after it are not
 * printed, as DTrace's walk stops at dt_fprinta()'s error. */
int sd_agg_printa(struct sd_buf *out, const struct sd_fmt *f,
		  struct sd_aggsnap *const *aggs, size_t naggs,
		  const struct sd_aggopts *o, const struct sd_fmt_ctx *ctx);
/* The index of the aggregation whose description formats the zeros of
 * aggs[k] in a printa() of n > 1 aggregations (k itself when aggs[k] has
 * entries), and which that printa() marks printed in its place.
 * dtrace_aggregate_walk_joined() puts aggvars[(i + aggsortpos) % n] at
 * bundle position i but fills the hole an aggregation with no entry at all
 * leaves there with the description of aggvars[(i - aggsortpos) mod n]:
 * with aggsortpos and three or more aggregations the zeros print as
 * another aggregation's (a histogram's graph, or a plain 0 for a
 * histogram), and dt_print_aggs()/dt_fprintas() mark that one printed. A
 * repeated aggregation takes the hole of its first position. */
size_t sd_agg_zero_fmt(struct sd_aggsnap *const *aggs, size_t n, size_t k, int sortpos);
/* The text sd_agg_printa() prints for the row of key (a key blob of
 * aggs[0]'s layout): the value of each aggregation at key, zero where it
 * has none. */
void sd_agg_printa_row(struct sd_buf *out, const struct sd_fmt *f,
		       struct sd_aggsnap *const *aggs, size_t naggs, const uint8_t *key,
		       const struct sd_fmt_ctx *ctx);
/* The aggzoom option for the graphs printed after: bars scaled to the
 * largest value (at 95% of their width), not to the total. */
void sd_agg_set_zoom(bool zoom);
/* Appends the value in its default format (" %16lld", a graph...). */
void sd_agg_print_value(struct sd_buf *out, const struct sd_aggdesc *d,
			const int64_t *v, int64_t normalize);
/* Appends key k in its default format (" %16lld", "  %-50s", a stack). */
void sd_agg_print_key(struct sd_buf *out, const struct sd_aggdesc *d,
		      const uint8_t *key, int k, const struct sd_fmt_ctx *ctx);

#endif
