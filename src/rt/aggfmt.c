/* aggfmt.c - aggregation values: layout, merging, sorting, printing
 * (the snapshots that hold them are aggsnap.c's).
 *
 * Sorting follows DTrace for Linux: entries are compared by variable, then
 * by value (each aggregating function has its own notion of "value", e.g.
 * the weighted sum of a histogram), then by key; every comparison flips
 * under aggsortrev. Graph rows, labels and bar depths follow the output
 * doc section 7, with long double arithmetic for the bar depth.
 */
#include "aggfmt.h"
#include "aggfmt_int.h"
#include "aggpack.h"
#include "../base/rsort.h"
#include "../base/upow.h"
#include "../base/xalloc.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* layouts and buckets                                                 */

int sd_lquantize_levels(const struct sd_aggdesc *d)
{
	if (d->step <= 0 || d->high <= d->low)
		return 0;
	return (int)((d->high - d->low) / d->step);
}

/* Parameters the compiler accepts (anything else gets 3 empty buckets). */
static bool llq_valid(const struct sd_aggdesc *d)
{
	return d->factor >= 2 && d->nsteps >= 1 && d->lmag >= 0 &&
	       d->hmag >= d->lmag;
}

/* Buckets per magnitude of an llquantize: steps - steps/factor. */
static int64_t llq_per(const struct sd_aggdesc *d)
{
	return llq_valid(d) ? d->nsteps - d->nsteps / d->factor : 0;
}

/* Index of the |x| < f^lmag bucket (the middle one). */
static int llq_zero(const struct sd_aggdesc *d)
{
	return (int)(1 + (d->hmag - d->lmag + 1) * llq_per(d));
}

int sd_llquantize_nbuckets(const struct sd_aggdesc *d)
{
	return 2 * llq_zero(d) + 1;
}

int sd_agg_nbuckets(const struct sd_aggdesc *d)
{
	switch (d->fn) {
	case SD_AGG_QUANTIZE: return SD_QUANTIZE_NBUCKETS;
	case SD_AGG_LQUANTIZE: return sd_lquantize_levels(d) + 2;
	case SD_AGG_LLQUANTIZE: return sd_llquantize_nbuckets(d);
	default: return 0;
	}
}

bool sd_agg_stack_keyed(const struct sd_aggdesc *d)
{
	for (int k = 0; k < d->nkeys; k++)
		if (d->keys[k].kind == SD_V_KSTACK || d->keys[k].kind == SD_V_USTACK)
			return true;
	return false;
}

int sd_agg_nwords(const struct sd_aggdesc *d)
{
	switch (d->fn) {
	case SD_AGG_COUNT: case SD_AGG_SUM: case SD_AGG_MIN: case SD_AGG_MAX:
		return 1;
	case SD_AGG_AVG: return 2;
	case SD_AGG_STDDEV: return 4;
	default: return sd_agg_nbuckets(d) + 1;
	}
}

void sd_agg_init(const struct sd_aggdesc *d, int64_t *v)
{
	memset(v, 0, (size_t)sd_agg_nwords(d) * sizeof(*v));
	if (d->fn == SD_AGG_MIN)
		v[0] = INT64_MAX;
	else if (d->fn == SD_AGG_MAX)
		v[0] = INT64_MIN;
}

/* 128-bit helpers over [lo, hi] word pairs. */
static unsigned __int128 get128(const int64_t *w)
{
	return ((unsigned __int128)(uint64_t)w[1] << 64) | (uint64_t)w[0];
}

static void put128(int64_t *w, unsigned __int128 x)
{
	w[0] = (int64_t)(uint64_t)x;
	w[1] = (int64_t)(uint64_t)(x >> 64);
}

void sd_agg_merge(const struct sd_aggdesc *d, int64_t *dst,
		  const int64_t *src)
{
	int n = sd_agg_nwords(d);

	switch (d->fn) {
	case SD_AGG_MIN:
		if (src[0] < dst[0])
			dst[0] = src[0];
		return;
	case SD_AGG_MAX:
		if (src[0] > dst[0])
			dst[0] = src[0];
		return;
	default:	/* stddev too: word by word, as DTrace's dt_agg_one_agg( )
			   adds the 128-bit sum of squares without a carry */
		for (int i = 0; i < n; i++)
			dst[i] += src[i];
	}
}

static int log2floor(uint64_t x)
{
	return 63 - __builtin_clzll(x);
}

int sd_quantize_bucket(int64_t v)
{
	if (v == 0)
		return SD_QUANTIZE_ZERO;
	if (v > 0)
		return SD_QUANTIZE_ZERO + 1 + log2floor((uint64_t)v);
	int k = log2floor(-(uint64_t)v);

	return k >= SD_QUANTIZE_ZERO - 1 ? 0 : SD_QUANTIZE_ZERO - 1 - k;
}

int64_t sd_quantize_bucket_value(int i)
{
	if (i < SD_QUANTIZE_ZERO)
		return -(int64_t)(1ULL << (SD_QUANTIZE_ZERO - 1 - i));
	if (i == SD_QUANTIZE_ZERO)
		return 0;
	return (int64_t)(1ULL << (i - SD_QUANTIZE_ZERO - 1));
}

int sd_lquantize_bucket(const struct sd_aggdesc *d, int64_t v)
{
	int levels = sd_lquantize_levels(d);

	if (v < d->low)
		return 0;
	if (v >= d->low + levels * d->step)
		return levels + 1;
	return 1 + (int)((v - d->low) / d->step);
}

int sd_llquantize_bucket(const struct sd_aggdesc *d, int64_t v)
{
	uint64_t t = v < 0 ? -(uint64_t)v : (uint64_t)v;
	uint64_t max = sd_upow((uint64_t)d->factor, d->lmag);
	int64_t sf = d->nsteps / d->factor, mag = d->lmag, ind = 0, b;
	int z = llq_zero(d);

	if (!llq_valid(d) || t < max)
		return z;
	for (;;) {
		max *= (uint64_t)d->factor;
		if (t < max) {
			if (mag != 0)
				ind = (int64_t)(t / (max / (uint64_t)d->nsteps));
			else
				ind = (int64_t)(t * (uint64_t)d->nsteps / max);
			ind -= sf;
			break;
		}
		if (++mag > d->hmag)
			break;
	}
	b = (mag - d->lmag) * llq_per(d) + ind + 1;
	return (int)(v < 0 ? z - b : z + b);
}

static int bucket_of(const struct sd_aggdesc *d, int64_t x)
{
	switch (d->fn) {
	case SD_AGG_QUANTIZE: return sd_quantize_bucket(x);
	case SD_AGG_LQUANTIZE: return sd_lquantize_bucket(d, x);
	default: return sd_llquantize_bucket(d, x);
	}
}

void sd_agg_add(const struct sd_aggdesc *d, int64_t *v, int64_t x,
		int64_t incr)
{
	uint64_t ax = x < 0 ? -(uint64_t)x : (uint64_t)x;

	switch (d->fn) {
	case SD_AGG_COUNT: v[0]++; break;
	case SD_AGG_SUM: v[0] += x; break;
	case SD_AGG_AVG: v[0]++; v[1] += x; break;
	case SD_AGG_MIN: if (x < v[0]) v[0] = x; break;
	case SD_AGG_MAX: if (x > v[0]) v[0] = x; break;
	case SD_AGG_STDDEV:
		v[0]++;
		v[1] += x;
		put128(v + 2, get128(v + 2) + (unsigned __int128)ax * ax);
		break;
	default:
		v[bucket_of(d, x)] += incr;
		v[sd_agg_nbuckets(d)] += (int64_t)((uint64_t)x * (uint64_t)incr);
		break;
	}
}

/* a / b as C's signed division, where INT64_MIN / -1 wraps as the machine's
 * two's complement instead of trapping. */
int64_t sd_agg_sdiv(int64_t a, int64_t b)
{
	return b == -1 ? (int64_t)(0 - (uint64_t)a) : a / b;
}

/* normalize() factors are DTrace's uint64_t: a negative one divides as a huge
 * unsigned number where DTrace divides unsigned, as a negative one where it
 * divides signed; 0 (a division by zero in DTrace) counts as 1. */
int64_t sd_agg_avg(const int64_t *v, int64_t normalize)
{
	if (normalize == 0)
		normalize = 1;
	return v[0] ? sd_agg_sdiv(sd_agg_sdiv(v[1], normalize), v[0]) : 0;
}

static uint64_t isqrt128(unsigned __int128 x)
{
	uint64_t r = 0;

	for (int b = 63; b >= 0; b--) {
		uint64_t t = r | (1ULL << b);

		if ((unsigned __int128)t * t <= x)
			r = t;
	}
	return r;
}

uint64_t sd_agg_stddev(const int64_t *v, int64_t normalize)
{
	unsigned __int128 avgsq, sqavg;
	int64_t avg;
	uint64_t mag;

	if (normalize == 0)
		normalize = 1;
	if (v[0] == 0)
		return 0;
	avgsq = get128(v + 2) / (uint64_t)normalize / (uint64_t)v[0];
	avg = sd_agg_sdiv(sd_agg_sdiv(v[1], normalize), v[0]);
	/* |avg| negated as unsigned: INT64_MIN's is 2^63, as DTrace's
	 * two's complement -norm_avg gives once cast */
	mag = avg < 0 ? 0 - (uint64_t)avg : (uint64_t)avg;
	sqavg = (unsigned __int128)mag * mag;
	return isqrt128(avgsq - sqavg);
}

/* ------------------------------------------------------------------ */
/* keys                                                                */

static uint64_t load64(const uint8_t *p)
{
	uint64_t x;

	memcpy(&x, p, sizeof(x));
	return x;
}

static void store64(uint8_t *p, uint64_t x)
{
	memcpy(p, &x, sizeof(x));
}

size_t sd_agg_key_bytes(const struct sd_value *t)
{
	switch (t->kind) {
	case SD_V_STR: case SD_V_BYTES: return (size_t)t->size;
	case SD_V_KSTACK: return 8 * (size_t)t->npcs;
	case SD_V_USTACK: return 8 * ((size_t)t->npcs + 1);
	case SD_V_USYM: case SD_V_UMOD: case SD_V_UADDR: return 16;
	default: return 8;
	}
}

void sd_agg_key_value(const struct sd_aggdesc *d, const uint8_t *key, int k,
		      struct sd_value *out)
{
	const struct sd_value *t = &d->keys[k];
	const uint8_t *p = key + d->key_off[k];

	*out = *t;
	switch (t->kind) {
	case SD_V_STR: case SD_V_BYTES:
		out->s = (const char *)p;
		out->len = (size_t)t->size;
		break;
	case SD_V_KSTACK:
		out->pcs = (const uint64_t *)(const void *)p;
		break;
	case SD_V_USTACK:
		out->pid = (int)load64(p);
		out->pcs = (const uint64_t *)(const void *)(p + 8);
		break;
	case SD_V_USYM: case SD_V_UMOD: case SD_V_UADDR:
		out->i = load64(p);
		out->pid = (int)load64(p + 8);
		break;
	default:
		out->i = load64(p);
		break;
	}
}

bool sd_agg_key_normalizes(const struct sd_aggdesc *d)
{
	for (int k = 0; k < d->nkeys; k++)
		switch (d->keys[k].kind) {
		case SD_V_KSYM: case SD_V_KMOD: case SD_V_USYM: case SD_V_UMOD:
			return true;
		default:
			break;
		}
	return false;
}

void sd_agg_normalize_key(const struct sd_aggdesc *d, uint8_t *key,
			  const struct sd_symbolizer *sym)
{
	for (int k = 0; sym && k < d->nkeys; k++) {
		uint8_t *p = key + d->key_off[k];
		unsigned fl = SD_SYM_MODONLY;

		switch (d->keys[k].kind) {
		case SD_V_KSYM:
			fl = 0;
			/* fall through */
		case SD_V_KMOD:
			if (sym->kernel_start)
				store64(p, sym->kernel_start(sym->ctx,
							     load64(p), fl));
			break;
		case SD_V_USYM:
			fl = 0;
			/* fall through */
		case SD_V_UMOD:
			if (sym->user_start)
				store64(p, sym->user_start(sym->ctx,
					(int)load64(p + 8), load64(p), fl));
			break;
		default:
			break;
		}
	}
}

/* Unsigned value of the n low bytes at p (n = 1, 2, 4 or 8). */
static uint64_t load_n(const uint8_t *p, size_t n)
{
	uint64_t x = load64(p);

	return n == 8 ? x : x & ((1ULL << (8 * n)) - 1);
}

static int cmp_u64(uint64_t a, uint64_t b)
{
	return a < b ? -1 : a > b;
}

/* The first 8 bytes at p (fewer when n < 8, zero-padded) as a big-endian
 * number: bytewise order of byte strings is the order of these. */
static uint64_t load_be(const uint8_t *p, size_t n)
{
	uint64_t x = 0;

	for (size_t i = 0; i < 8; i++)
		x = x << 8 | (i < n ? p[i] : 0);
	return x;
}

/* The word that decides most comparisons of a key field: the unsigned
 * value of an integer of its declared size, the pid of a user symbol, the
 * first 8 bytes of other data (DTrace compares any 1, 2, 4 or 8-byte datum
 * as an unsigned integer, longer data bytewise). Fields whose words differ
 * compare as their words do (cmp_key_field). */
static uint64_t key_word(const struct sd_value *t, const uint8_t *p)
{
	size_t n = sd_agg_key_bytes(t);

	switch (t->kind) {
	case SD_V_INT: case SD_V_FLOAT:
		n = (t->size == 1 || t->size == 2 || t->size == 4) ? (size_t)t->size : 8;
		return load_n(p, n);
	case SD_V_USYM: case SD_V_UMOD: case SD_V_UADDR:
		return load64(p + 8);
	default:
		break;
	}
	return n == 1 || n == 2 || n == 4 || n == 8 ? load_n(p, n) : load_be(p, n);
}

/* One key field: its words (key_word), then a user symbol's address or
 * the bytes of data longer than 8 bytes. */
static int cmp_key_field(const struct sd_value *t, const uint8_t *a,
			 const uint8_t *b)
{
	size_t n = sd_agg_key_bytes(t);
	int r = cmp_u64(key_word(t, a), key_word(t, b));

	if (r || t->kind == SD_V_INT || t->kind == SD_V_FLOAT)
		return r;
	if (t->kind == SD_V_USYM || t->kind == SD_V_UMOD || t->kind == SD_V_UADDR)
		return cmp_u64(load64(a), load64(b));
	for (size_t i = 8; i < n; i++)
		if (a[i] != b[i])
			return a[i] < b[i] ? -1 : 1;
	return 0;
}

/* Keys compared field by field from keypos on, wrapping around. */
static int cmp_keys(const struct sd_aggdesc *d, const uint8_t *a,
		    const uint8_t *b, int keypos)
{
	if (keypos < 0 || keypos >= d->nkeys)
		keypos = 0;
	for (int i = 0; i < d->nkeys; i++) {
		int k = (i + keypos) % d->nkeys;
		int r = cmp_key_field(&d->keys[k], a + d->key_off[k],
				      b + d->key_off[k]);

		if (r)
			return r;
	}
	return 0;
}

/* The size of DTrace's record of a key field: an integer's own size,
 * else the bytes the key holds. */
static size_t key_rec_size(const struct sd_value *t)
{
	if ((t->kind == SD_V_INT || t->kind == SD_V_FLOAT) &&
	    (t->size == 1 || t->size == 2 || t->size == 4))
		return (size_t)t->size;
	return sd_agg_key_bytes(t);
}

/* Keys of two aggregations whose signatures may differ in their integer
 * widths (printa(@a, @b) allows any two integer types), as
 * dt_aggregate_keycmp() compares them: field by field from keypos on, the
 * smaller record first, then the values. */
int sd_agg_keycmp2(const struct sd_aggdesc *da, const uint8_t *a,
		     const struct sd_aggdesc *db, const uint8_t *b, int keypos)
{
	if (da == db)
		return cmp_keys(da, a, b, keypos);
	if (keypos < 0 || keypos >= da->nkeys)
		keypos = 0;
	for (int i = 0; i < da->nkeys; i++) {
		int k = (i + keypos) % da->nkeys;
		size_t sa = key_rec_size(&da->keys[k]), sb = key_rec_size(&db->keys[k]);
		int r = sa != sb ? (sa < sb ? -1 : 1) :
			cmp_key_field(&da->keys[k], a + da->key_off[k], b + db->key_off[k]);

		if (r)
			return r;
	}
	return 0;
}

/* " %<width>llu" (neg: with a minus sign) without printf: the hot path
 * of printing many keys and values. */
static void add_dec(struct sd_buf *out, uint64_t mag, bool neg, int width)
{
	char f[32];
	int i = (int)sizeof(f);

	do {
		f[--i] = (char)('0' + mag % 10);
		mag /= 10;
	} while (mag);
	if (neg)
		f[--i] = '-';
	while (i > (int)sizeof(f) - width)
		f[--i] = ' ';
	f[--i] = ' ';
	sd_buf_add(out, f + i, sizeof(f) - (size_t)i);
}

/* " %<width>lld" */
static void add_int(struct sd_buf *out, int64_t v, int width)
{
	add_dec(out, v < 0 ? -(uint64_t)v : (uint64_t)v, v < 0, width);
}

void sd_agg_print_key(struct sd_buf *out, const struct sd_aggdesc *d,
		      const uint8_t *key, int k, const struct sd_fmt_ctx *ctx)
{
	struct sd_value v;
	struct sd_buf t = SD_BUF_INIT;

	sd_agg_key_value(d, key, k, &v);
	switch (v.kind) {
	case SD_V_INT: case SD_V_PTR: case SD_V_FLOAT:
		if (v.kind != SD_V_PTR && v.size == 4)
			add_int(out, (int32_t)v.i, 8);
		else if (v.kind != SD_V_PTR && v.size == 2)
			add_int(out, (uint16_t)v.i, 5);
		else if (v.kind != SD_V_PTR && v.size == 1)
			add_int(out, (uint8_t)v.i, 3);
		else
			add_int(out, (int64_t)v.i, 16);
		break;
	case SD_V_BYTES: case SD_V_STR:
		/* dt_print_datum(): a record of 1, 2, 4 or 8 bytes is an integer,
		 * a string's too (strsize 3 or 7 makes its record 4 or 8 bytes) */
		if (v.len == 1 || v.len == 2 || v.len == 4 || v.len == 8) {
			uint64_t x = load_n((const uint8_t *)v.s, v.len);

			add_int(out, v.len == 4 ? (int32_t)x : (int64_t)x,
				v.len == 8 ? 16 : v.len == 4 ? 8 : v.len == 2 ? 5 : 3);
			break;
		}
		/* dt_print_bytes() */
		if (ctx && ctx->rawbytes)
			sd_fmt_hexdump(out, v.s, v.len);
		else
			sd_fmt_bytes(out, v.s, v.len, 50, false);
		break;
	case SD_V_KSTACK: case SD_V_USTACK:
		sd_fmt_stack(out, &v, ctx ? ctx->stackindent : 14, 0, ctx);
		break;
	default:
		sd_fmt_symbol(&t, &v, ctx);
		sd_buf_addf(out, "  %-50s", sd_buf_str(&t));
		sd_buf_free(&t);
		break;
	}
}

/* ------------------------------------------------------------------ */
/* value order                                                         */

static int cmp_i64(int64_t a, int64_t b)
{
	return a < b ? -1 : a > b;
}

static int cmp_ld(long double a, long double b)
{
	return a < b ? -1 : a > b;
}

static long double quant_sum(const int64_t *v)
{
	long double t = 0;

	for (int i = 0; i < SD_QUANTIZE_NBUCKETS; i++)
		t += (long double)sd_quantize_bucket_value(i) *
		     (long double)v[i];
	return t;
}

/* x as DTrace's 32-bit int arithmetic leaves it (wrapping). */
static int32_t wrap32(int64_t x)
{
	return (int32_t)(uint32_t)(uint64_t)x;
}

/* Weighted sum of an lquantize: underflow weighs low - 1, overflow
 * top + 1, every other bucket its base. DTrace computes these weights in
 * int32_t (dt_aggregate_lquantizedsum()): below INT32_MIN's bucket and
 * above a top of INT32_MAX they wrap around. */
static long double lquant_sum(const struct sd_aggdesc *d, const int64_t *v)
{
	int levels = sd_lquantize_levels(d);
	int64_t base = d->low;
	long double t = (long double)v[0] * (long double)wrap32(base - 1);

	for (int i = 0; i < levels; i++, base += d->step)
		t += (long double)v[i + 1] * (long double)base;
	return t + (long double)v[levels + 1] * (long double)wrap32(base + 1);
}

/* Count of the lquantize bucket whose weight is 0, if any. */
static int64_t lquant_zero(const struct sd_aggdesc *d, const int64_t *v)
{
	int levels = sd_lquantize_levels(d);
	int64_t base = d->low;

	if (base - 1 == 0)
		return v[0];
	for (int i = 0; i < levels; i++, base += d->step)
		if (base == 0)
			return v[i + 1];
	return base + 1 == 0 ? v[levels + 1] : 0;
}

/* Label value of positive llquantize bucket j (1..zero index) counted
 * from the middle bucket; false for a ghost bucket nothing can reach. */
static bool llq_label(const struct sd_aggdesc *d, int64_t j, uint64_t *val)
{
	int64_t f = d->factor, steps = d->nsteps, sf = steps / f;
	int64_t per = steps - sf, k, mag;

	if (j == 1) {
		*val = sd_upow((uint64_t)f, d->lmag);
		return true;
	}
	if (d->lmag == 0 && steps > f) {
		int64_t g = 1 + (f - 1) * sf;

		if (j <= g) {
			*val = (uint64_t)(1 + (j - 1) / sf);
			return (j - 1) % sf == 0;
		}
		k = j - g;
		mag = 1;
	} else {
		k = j - 1;
		mag = d->lmag;
	}
	mag += (k - 1) / per;
	*val = (uint64_t)(sf + 1 + (k - 1) % per) *
	       (sd_upow((uint64_t)f, mag + 1) / (uint64_t)steps);
	return true;
}

/* Weighted sum of an llquantize as DTrace's dt_aggregate_llquantizedsum( ):
 * each bucket's label times its count less its negative twin's (int64_t,
 * wrapping). The labels 2 .. factor of lmag 0 with steps > factor multiply
 * as int * int64_t there, wrapping before the long double sum; every
 * other label is a long double product. */
static long double llquant_sum(const struct sd_aggdesc *d, const int64_t *v)
{
	int z = llq_zero(d);
	int64_t sf = d->nsteps / d->factor;
	int64_t g = d->lmag == 0 && d->nsteps > d->factor ?
		    1 + (d->factor - 1) * sf : 1;
	long double t = 0;
	uint64_t lab;

	for (int j = 1; j <= z; j++) {
		if (!llq_label(d, j, &lab))
			continue;
		uint64_t diff = (uint64_t)v[z + j] - (uint64_t)v[z - j];

		if (j > 1 && j <= g)
			t += (long double)(int64_t)(lab * diff);
		else
			t += (long double)lab * (long double)(int64_t)diff;
	}
	return t;
}

/* The first label above positive llquantize bucket j (ghosts skipped). */
static uint64_t llq_next_label(const struct sd_aggdesc *d, int64_t j)
{
	uint64_t lab = 0;

	while (++j <= llq_zero(d) && !llq_label(d, j, &lab))
		;
	return lab;
}

static int llq_bucket_le(const struct sd_aggdesc *d, int b, int64_t *le)
{
	int z = llq_zero(d);
	uint64_t lab;

	if (!llq_valid(d) || b >= 2 * z)
		return b >= 2 * z ? 1 : -1;
	if (b >= z) {			/* middle and positive: below the next */
		*le = (int64_t)llq_next_label(d, b - z) - 1;
		return 0;
	}
	if (!llq_label(d, z - b, &lab))
		return -1;
	*le = -(int64_t)lab;
	return 0;
}

int sd_agg_bucket_le(const struct sd_aggdesc *d, int b, int64_t *le)
{
	int64_t levels;

	switch (d->fn) {
	case SD_AGG_QUANTIZE:
		if (b >= SD_QUANTIZE_NBUCKETS - 1)
			return 1;	/* below zero a bucket ends at its label */
		*le = b <= SD_QUANTIZE_ZERO ? sd_quantize_bucket_value(b) :
					      sd_quantize_bucket_value(b + 1) - 1;
		return 0;
	case SD_AGG_LQUANTIZE:
		levels = sd_lquantize_levels(d);
		if (b > levels)
			return 1;
		*le = d->low + b * d->step - 1;
		return 0;
	case SD_AGG_LLQUANTIZE:
		return llq_bucket_le(d, b, le);
	default:
		return -1;
	}
}

/* The one word whose signed order is DTrace's value order of d's values,
 * for all but the histograms (false). */
static bool val_word(const struct sd_aggdesc *d, const int64_t *v, int64_t *w)
{
	switch (d->fn) {
	case SD_AGG_AVG:
		*w = sd_agg_avg(v, 1);
		return true;
	case SD_AGG_STDDEV:	/* unsigned: the top bit flipped keeps the order */
		*w = (int64_t)(sd_agg_stddev(v, 1) ^ (1ULL << 63));
		return true;
	case SD_AGG_QUANTIZE: case SD_AGG_LQUANTIZE: case SD_AGG_LLQUANTIZE:
		return false;
	default:
		*w = v[0];
		return true;
	}
}

/* DTrace's value order of two values of d; ties of histograms are broken
 * by the count of the bucket holding zero. */
int sd_agg_valcmp(const struct sd_aggdesc *d, const int64_t *a,
		    const int64_t *b)
{
	int64_t wa, wb;
	int r;

	if (val_word(d, a, &wa) && val_word(d, b, &wb))
		return cmp_i64(wa, wb);
	switch (d->fn) {
	case SD_AGG_QUANTIZE:
		r = cmp_ld(quant_sum(a), quant_sum(b));
		return r ? r : cmp_i64(a[SD_QUANTIZE_ZERO],
				       b[SD_QUANTIZE_ZERO]);
	case SD_AGG_LQUANTIZE:
		r = cmp_ld(lquant_sum(d, a), lquant_sum(d, b));
		return r ? r : cmp_i64(lquant_zero(d, a), lquant_zero(d, b));
	default:	/* SD_AGG_LLQUANTIZE */
		r = cmp_ld(llquant_sum(d, a), llquant_sum(d, b));
		return r ? r : cmp_i64(a[llq_zero(d)], b[llq_zero(d)]);
	}
}

/* ------------------------------------------------------------------ */
/* graphs                                                              */

static const char ats[] = "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@";
static const char blanks[] = "                                        ";

static bool zoom_opt;	/* aggzoom: a process-wide display option */

void sd_agg_set_zoom(bool zoom)
{
	zoom_opt = zoom;
}

bool sd_agg_zoom(void)
{
	return zoom_opt;
}

void sd_agg_total_add(long double *total, long double a)
{
	if (!zoom_opt)
		*total += a;
	else if (a * (long double)(1 / 0.95) > *total)
		*total = a * (long double)(1 / 0.95);
}

void sd_agg_quantline(struct sd_buf *out, int64_t val, int64_t normal,
		      long double total, bool pos, bool neg)
{
	long double a = val < 0 ? -(long double)val : (long double)val;
	/* DTrace: (long long)val / normal with normal unsigned */
	long long shown = (long long)((uint64_t)val / (uint64_t)normal);
	unsigned len = pos && neg ? 20 : 40, depth = 0;

	if (total > 0 && (pos || neg))
		depth = (unsigned)(a * len / total + 0.5L);
	if (depth > len)
		depth = len;
	if (!neg) {
		sd_buf_addf(out, "|%s%s %-9lld\n", ats + 40 - depth,
			    blanks + depth, shown);
	} else if (!pos) {
		sd_buf_addf(out, "%s%s| %-9lld\n", blanks + depth,
			    ats + 40 - depth, shown);
	} else if (val <= 0) {
		sd_buf_addf(out, "%s%s|%20s %-9lld\n", blanks + 20 + depth,
			    ats + 40 - depth, "", shown);
	} else {
		sd_buf_addf(out, "%20s|%s%s %-9lld\n", "", ats + 40 - depth,
			    blanks + 20 + depth, shown);
	}
}

static void graph_head(struct sd_buf *out)
{
	sd_buf_addf(out, "\n%16s %41s %-9s\n", "value",
		    "------------- Distribution -------------", "count");
}

/* First and last non-zero buckets of v[0..n); false when all are zero. */
static bool nonzero_range(const int64_t *v, int n, int *first, int *last)
{
	int f = 0, l = n - 1;

	while (f <= l && v[f] == 0)
		f++;
	if (f > l)
		return false;
	while (v[l] == 0)
		l--;
	*first = f;
	*last = l;
	return true;
}

struct gstat {
	long double total;
	bool pos, neg;
};

static struct gstat graph_stat(const int64_t *v, int first, int last)
{
	struct gstat g = { 0, false, false };

	for (int i = first; i <= last; i++) {
		long double a = v[i] < 0 ? -(long double)v[i] : (long double)v[i];

		g.pos |= v[i] > 0;
		g.neg |= v[i] < 0;
		sd_agg_total_add(&g.total, a);
	}
	return g;
}

/* quantize and lquantize: one bucket of margin on each side; all-zero
 * prints three buckets starting at empty_first. */
static void linear_range(const int64_t *v, int n, int empty_first,
			 int *first, int *last)
{
	if (!nonzero_range(v, n, first, last)) {
		*first = empty_first;
		*last = empty_first + 2;
		return;
	}
	if (*first > 0)
		(*first)--;
	if (*last < n - 1)
		(*last)++;
}

static void print_quantize(struct sd_buf *out, const int64_t *v,
			   int64_t normal)
{
	int first, last;

	linear_range(v, SD_QUANTIZE_NBUCKETS, SD_QUANTIZE_ZERO - 1, &first,
		     &last);
	struct gstat g = graph_stat(v, first, last);

	graph_head(out);
	for (int i = first; i <= last; i++) {
		sd_buf_addf(out, "%16lld ",
			    (long long)sd_quantize_bucket_value(i));
		sd_agg_quantline(out, v[i], normal, g.total, g.pos, g.neg);
	}
}

static void print_lquantize(struct sd_buf *out, const struct sd_aggdesc *d,
			    const int64_t *v, int64_t normal)
{
	int levels = sd_lquantize_levels(d), first, last;
	char lab[48];

	linear_range(v, levels + 2, 0, &first, &last);
	if (last > levels + 1)
		last = levels + 1;
	struct gstat g = graph_stat(v, first, last);

	graph_head(out);
	for (int i = first; i <= last; i++) {
		if (i == 0) {
			snprintf(lab, sizeof(lab), "< %lld", (long long)d->low);
			sd_buf_addf(out, "%16s ", lab);
		} else if (i == levels + 1) {
			snprintf(lab, sizeof(lab), ">= %lld",
				 (long long)(d->low + levels * d->step));
			sd_buf_addf(out, "%16s ", lab);
		} else {
			sd_buf_addf(out, "%16lld ",
				    (long long)(d->low + (i - 1) * d->step));
		}
		sd_agg_quantline(out, v[i], normal, g.total, g.pos, g.neg);
	}
}

/* Row label of llquantize bucket b; false for a ghost bucket. first is
 * the first printed bucket (it decides between "< N" and "abs() < N"). */
static bool llq_row_label(const struct sd_aggdesc *d, int b, int first,
			  char *buf, size_t n)
{
	int z = llq_zero(d);
	uint64_t top = sd_upow((uint64_t)d->factor, d->hmag + 1), v;
	uint64_t low = sd_upow((uint64_t)d->factor, d->lmag);

	if (b == 0)
		snprintf(buf, n, "<= -%llu", (unsigned long long)top);
	else if (b == 2 * z)
		snprintf(buf, n, ">= %llu", (unsigned long long)top);
	else if (b == z && low == 1)
		snprintf(buf, n, "0");
	else if (b == z)
		snprintf(buf, n, "%s%llu", first >= z ? "< " : "abs() < ",
			 (unsigned long long)low);
	else if (!llq_label(d, b < z ? z - b : b - z, &v))
		return false;
	else
		snprintf(buf, n, "%s%llu", b < z ? "-" : "",
			 (unsigned long long)v);
	return true;
}

/* A ghost bucket at the edge of the printed range borrows the label of
 * the nearest labelled bucket outside it (dir -1 below, +1 above). */
static void llq_edge_label(const struct sd_aggdesc *d, int b, int dir,
			   int first, char *buf, size_t n)
{
	int pad = d->lmag == 0 && d->nsteps > d->factor ?
		  (int)(d->nsteps / d->factor) : 0;

	buf[0] = '\0';
	if (llq_row_label(d, b, first, buf, n))
		return;
	for (int i = 1; i < pad; i++)
		if (llq_row_label(d, b + dir * i, first, buf, n))
			return;
	buf[0] = '\0';
}

static void print_llquantize(struct sd_buf *out, const struct sd_aggdesc *d,
			     const int64_t *v, int64_t normal)
{
	int nb = sd_llquantize_nbuckets(d), z = llq_zero(d), first, last;
	char lab[16];	/* DTrace's label cells: 15 characters, the rest cut */

	if (!nonzero_range(v, nb, &first, &last))
		first = last = z + 1;
	struct gstat g = graph_stat(v, first, last);

	graph_head(out);
	if (first > 0)
		first--;
	if (last < nb - 1)
		last++;
	for (int i = first; i <= last; i++) {
		if (i == first)
			llq_edge_label(d, i, -1, first, lab, sizeof(lab));
		else if (i == last)
			llq_edge_label(d, i, 1, first, lab, sizeof(lab));
		else if (!llq_row_label(d, i, first, lab, sizeof(lab)))
			continue;
		if (!lab[0])
			continue;
		sd_buf_addf(out, "%16s ", lab);
		sd_agg_quantline(out, v[i], normal, g.total, g.pos, g.neg);
	}
}

static void bucket(struct sd_agg_bucket *out, size_t max, size_t *n,
		   int64_t value, int64_t count, int edge)
{
	if (*n < max)
		out[*n] = (struct sd_agg_bucket){ value, count, edge };
	(*n)++;
}

static size_t llq_buckets(const struct sd_aggdesc *d, const int64_t *v,
			  int64_t normal, struct sd_agg_bucket *out, size_t max)
{
	int nb = sd_llquantize_nbuckets(d), z = llq_zero(d), first, last;
	uint64_t top = sd_upow((uint64_t)d->factor, d->hmag + 1), lab;
	size_t n = 0;

	if (!nonzero_range(v, nb, &first, &last))
		first = last = z;
	first = first > 0 ? first - 1 : first;
	last = last < nb - 1 ? last + 1 : last;
	for (int b = first; b <= last; b++) {
		if (b == 0)
			bucket(out, max, &n, -(int64_t)top, sd_agg_sdiv(v[b], normal), -1);
		else if (b == 2 * z)
			bucket(out, max, &n, (int64_t)top, sd_agg_sdiv(v[b], normal), 1);
		else if (b == z)
			bucket(out, max, &n, 0, sd_agg_sdiv(v[b], normal), 0);
		else if (llq_label(d, b < z ? z - b : b - z, &lab))
			bucket(out, max, &n, b < z ? -(int64_t)lab : (int64_t)lab,
			       sd_agg_sdiv(v[b], normal), 0);
	}
	return n;
}

size_t sd_agg_buckets(const struct sd_aggdesc *d, const int64_t *v,
		      int64_t normal, struct sd_agg_bucket *out, size_t max)
{
	int first, last, levels;
	size_t n = 0;

	if (normal == 0)
		normal = 1;
	switch (d->fn) {
	case SD_AGG_QUANTIZE:
		linear_range(v, SD_QUANTIZE_NBUCKETS, SD_QUANTIZE_ZERO - 1, &first, &last);
		for (int i = first; i <= last; i++)
			bucket(out, max, &n, sd_quantize_bucket_value(i), sd_agg_sdiv(v[i], normal), 0);
		return n;
	case SD_AGG_LQUANTIZE:
		levels = sd_lquantize_levels(d);
		linear_range(v, levels + 2, 0, &first, &last);
		last = SD_MIN(last, levels + 1);
		for (int i = first; i <= last; i++)
			bucket(out, max, &n, i == 0 ? d->low : d->low + (i - 1) * d->step,
			       sd_agg_sdiv(v[i], normal), i == 0 ? -1 : i == levels + 1);
		return n;
	case SD_AGG_LLQUANTIZE:
		return llq_buckets(d, v, normal, out, max);
	default:
		return 0;
	}
}

void sd_agg_print_value(struct sd_buf *out, const struct sd_aggdesc *d,
			const int64_t *v, int64_t normalize)
{
	if (normalize == 0)
		normalize = 1;
	switch (d->fn) {
	case SD_AGG_QUANTIZE: print_quantize(out, v, normalize); break;
	case SD_AGG_LQUANTIZE: print_lquantize(out, d, v, normalize); break;
	case SD_AGG_LLQUANTIZE: print_llquantize(out, d, v, normalize); break;
	case SD_AGG_AVG:
		add_int(out, sd_agg_avg(v, normalize), 16);
		break;
	case SD_AGG_STDDEV:
		add_dec(out, sd_agg_stddev(v, normalize), false, 16);
		break;
	default:	/* dt_print_datum(): divided as unsigned words */
		add_int(out, (int64_t)((uint64_t)v[0] / (uint64_t)normalize), 16);
		break;
	}
}

/* An entry's value, then with aggpercpu each CPU's: "\n    [CPU %d]" and
 * the value in the same format. */
void sd_agg_print_value_cpus(struct sd_buf *out, const struct sd_aggsnap *s,
			     const int64_t *v)
{
	sd_agg_print_value(out, s->desc, v, s->normalize);
	sd_agg_print_cpus(out, s, v);
}

void sd_agg_print_cpus(struct sd_buf *out, const struct sd_aggsnap *s, const int64_t *v)
{
	int n = sd_agg_nwords(s->desc);

	for (int c = 0; c < s->ncpus; c++) {
		sd_buf_addf(out, "\n    [CPU %d]", c);
		sd_agg_print_value(out, s->desc, v + (size_t)n * (size_t)(1 + c),
				   s->normalize);
	}
}

/* ------------------------------------------------------------------ */
/* sorting                                                             */

/* An entry to sort: the words that decide most comparisons (val_word,
 * key_word) sit in the array itself, so sorting touches an entry's own
 * key and value only when they tie. */
struct ent {
	int64_t v;		/* val_word() of the value, if it has one */
	uint64_t k;		/* key_word() of the first key field compared */
	const struct sd_aggsnap *s;
	size_t i;
	const uint8_t *key;	/* s->keys[i], s->vals[i]: sorted entries are */
	const int64_t *val;	/* read without going back to those arrays */
};

static int ent_vals(const struct ent *a, const struct ent *b)
{
	const struct sd_aggdesc *d = a->s->desc;

	if (d->fn != SD_AGG_QUANTIZE && d->fn != SD_AGG_LQUANTIZE &&
	    d->fn != SD_AGG_LLQUANTIZE)
		return cmp_i64(a->v, b->v);
	return sd_agg_valcmp(d, a->val, b->val);
}

static int ent_keys(const struct ent *a, const struct ent *b, int keypos)
{
	int r = cmp_u64(a->k, b->k);

	return r ? r : cmp_keys(a->s->desc, a->key, b->key, keypos);
}

/* DTrace's order: aggregation (variable order), then value and key, or
 * key and value with aggsortkey; aggsortrev reverses it. */
static int ent_cmp(const void *pa, const void *pb, void *arg)
{
	const struct ent *a = pa, *b = pb;
	const struct sd_aggopts *o = arg;
	int r = cmp_i64(a->s->desc->id, b->s->desc->id);

	if (!r && o->sortkey) {
		r = ent_keys(a, b, o->sortkeypos);
		if (!r)
			r = ent_vals(a, b);
	} else if (!r) {
		r = ent_vals(a, b);
		if (!r)
			r = ent_keys(a, b, o->sortkeypos);
	}
	return o->sortrev ? -r : r;
}

/* Appends the entries of s to e (at *n) with their words. */
static void ent_fill(struct ent *e, size_t *n, const struct sd_aggsnap *s, int keypos)
{
	const struct sd_aggdesc *d = s->desc;

	if (keypos < 0 || keypos >= d->nkeys)
		keypos = 0;
	for (size_t i = 0; i < s->n; i++, (*n)++) {
		struct ent *x = &e[*n];
		*x = (struct ent){ .s = s, .i = i, .key = s->keys[i], .val = s->vals[i] };
		val_word(d, s->vals[i], &x->v);
		if (d->nkeys)
			x->k = key_word(&d->keys[keypos], s->keys[i] + d->key_off[keypos]);
	}
}

/* The entries of aggs, unsorted, for the order o; *n gets their number. */
static struct ent *ent_all(struct sd_aggsnap *const *aggs, size_t naggs,
			   const struct sd_aggopts *o, size_t *n)
{
	size_t total = 0;

	for (size_t a = 0; a < naggs; a++)
		total += aggs[a]->n;
	struct ent *e = sd_xmalloc((total + 1) * sizeof(*e));
	*n = 0;
	for (size_t a = 0; a < naggs; a++)
		ent_fill(e, n, aggs[a], o->sortkeypos);
	return e;
}

static void ent_swap(struct ent *a, struct ent *b)
{
	struct ent t = *a;

	*a = *b;
	*b = t;
}

#define SIGN64	(1ULL << 63)

/* Sorts the entries of one aggregation whose values have a word
 * (val_word): a radix sort by (value, key word), or (key word, value)
 * with aggsortkey, the signed value's top bit flipped; then each run of
 * entries that tie on what decides before the rest of the key (both
 * words, or the key word with aggsortkey) is sorted by ent_cmp; then
 * aggsortrev reverses it all. */
static void ent_radix(struct ent *e, size_t n, const struct sd_aggopts *o)
{
	struct sd_aggopts fwd = *o;
	bool sk = o->sortkey;

	fwd.sortrev = false;
	for (size_t i = 0; i < n; i++) {
		uint64_t v = (uint64_t)e[i].v ^ SIGN64, k = e[i].k;
		e[i].v = (int64_t)(sk ? k : v);
		e[i].k = sk ? v : k;
	}
	sd_rsort2(e, n, sizeof(*e));
	for (size_t i = 0; i < n; i++) {
		uint64_t a = (uint64_t)e[i].v, b = e[i].k;
		e[i].v = (int64_t)((sk ? b : a) ^ SIGN64);
		e[i].k = sk ? a : b;
	}
	for (size_t i = 0, j; i < n; i = j) {
		for (j = i + 1; j < n && e[j].k == e[i].k && (sk || e[j].v == e[i].v); j++)
			;
		if (j - i > 1)
			qsort_r(e + i, j - i, sizeof(*e), ent_cmp, &fwd);
	}
	for (size_t i = 0; o->sortrev && i < n / 2; i++)
		ent_swap(&e[i], &e[n - 1 - i]);
}

/* The entries of aggs in DTrace's order (o); *n gets their number. */
static struct ent *ent_sort(struct sd_aggsnap *const *aggs, size_t naggs,
			    const struct sd_aggopts *o, size_t *n)
{
	struct ent *e = ent_all(aggs, naggs, o, n);
	int64_t w;

	if (naggs == 1 && *n > 64 && val_word(aggs[0]->desc, aggs[0]->vals[0], &w))
		ent_radix(e, *n, o);
	else
		qsort_r(e, *n, sizeof(*e), ent_cmp, (void *)o);
	return e;
}

/* Moves the k entries of e[0..n) that come first in the order o to
 * e[0..k), in no particular order (quickselect: linear on average, where
 * sorting everything to keep a few costs n log n). */
static void ent_select(struct ent *e, size_t n, size_t k, const struct sd_aggopts *o)
{
	size_t lo = 0, hi = n;

	while (lo < k && k < hi) {
		size_t st = lo;
		ent_swap(&e[lo + (hi - lo) / 2], &e[hi - 1]);	/* the pivot */
		for (size_t i = lo; i < hi - 1; i++)
			if (ent_cmp(&e[i], &e[hi - 1], (void *)o) < 0)
				ent_swap(&e[i], &e[st++]);
		ent_swap(&e[st], &e[hi - 1]);
		if (k <= st)
			hi = st;
		else
			lo = st + 1;
	}
}

void sd_aggsnap_trunc(struct sd_aggsnap *s, int64_t n)
{
	struct sd_aggopts o = { .sortrev = n > 0 };	/* largest first */
	uint64_t keep = n < 0 ? -(uint64_t)n : (uint64_t)n;
	struct sd_aggsnap *const one[1] = { s };
	size_t m;
	bool *kept;

	if (keep >= s->n && n != 0)
		return;
	struct ent *e = ent_all(one, 1, &o, &m);
	ent_select(e, m, (size_t)SD_MIN(keep, (uint64_t)m), &o);
	kept = sd_xcalloc(s->n + 1, sizeof(*kept));
	for (size_t i = 0; i < keep && i < m; i++)
		kept[e[i].i] = true;
	sd_aggsnap_keep(s, kept);
	free(e);
	free(kept);
}

/* ------------------------------------------------------------------ */
/* printing several aggregations one after another                     */

size_t *sd_agg_order(const struct sd_aggsnap *s, const struct sd_aggopts *o)
{
	static const struct sd_aggopts defaults;
	struct sd_aggsnap *one[1] = { (struct sd_aggsnap *)s };
	size_t n;
	struct ent *e = ent_sort(one, 1, o ? o : &defaults, &n);
	size_t *idx = sd_xmalloc((n + 1) * sizeof(*idx));

	for (size_t i = 0; i < n; i++)
		idx[i] = e[i].i;
	free(e);
	return idx;
}

#define PREFETCH 16	/* entries ahead of the one printed */

void sd_agg_print_keys(struct sd_buf *out, const struct sd_aggdesc *d,
		       const uint8_t *key, const struct sd_fmt_ctx *ctx)
{
	for (int k = 0; k < d->nkeys; k++)
		sd_agg_print_key(out, d, key, k, ctx);
}

void sd_agg_print(struct sd_buf *out, struct sd_aggsnap *const *aggs,
		  size_t naggs, const struct sd_aggopts *o,
		  const struct sd_fmt_ctx *ctx)
{
	static const struct sd_aggopts defaults;
	size_t n;
	struct ent *e = ent_sort(aggs, naggs, o ? o : &defaults, &n);

	struct sd_aggpack pk = { 0 };
	bool packed = false;

	for (size_t i = 0; i < n; i++) {
		const struct sd_aggsnap *s = e[i].s;

		/* sorted entries are all over memory: fetch ahead */
		if (i + PREFETCH < n)
			__builtin_prefetch(e[i + PREFETCH].key);
		if ((i == 0 || s != e[i - 1].s) && (packed = sd_aggpack_init(&pk, s, o)))
			sd_aggpack_header(out, &pk, s->desc);
		if (packed) {
			sd_aggpack_row(out, &pk, s, e[i].key, e[i].val, ctx);
			continue;
		}
		sd_agg_print_keys(out, s->desc, e[i].key, ctx);
		sd_agg_print_value_cpus(out, s, e[i].val);
		sd_buf_addch(out, '\n');
	}
	free(e);
}
