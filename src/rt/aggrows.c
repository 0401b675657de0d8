/* aggrows.c - printa() of several aggregations side by side (their rows
 * are the union of their keys) and printa() with a format.
 *
 * As DTrace's dtrace_aggregate_walk_joined(): entries whose keys compare
 * equal are one row (a "bundle"), an aggregation lacking the key gives a
 * zero; rows sort by the values from aggsortpos on, then by key (or by key
 * first with aggsortkey), every comparison reversed by aggsortrev.
 */
#include "aggfmt.h"
#include "aggfmt_int.h"
#include "../base/xalloc.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* rows: the union of keys of aggregations printed side by side        */

struct rows {
	struct sd_aggsnap *const *aggs;
	size_t naggs;
	const struct sd_aggopts *o;
	size_t n;
	const uint8_t **keys;	/* n */
	const struct sd_aggdesc **kdesc;	/* n: the aggregation each key is of */
	const int64_t **vals;	/* n * naggs; missing values point to zero */
	int64_t *zero;
};

struct joinent {
	const struct sd_aggsnap *s;
	size_t i, pos;
};

static int cmp_pos(size_t a, size_t b)
{
	return a < b ? -1 : a > b;
}

static int join_cmp(const void *pa, const void *pb, void *arg)
{
	const struct joinent *a = pa, *b = pb;
	int r = sd_agg_keycmp2(a->s->desc, a->s->keys[a->i], b->s->desc, b->s->keys[b->i], 0);

	return r ? r : cmp_pos(a->pos, b->pos);
}

static int row_cmp(const void *pa, const void *pb, void *arg)
{
	const struct rows *rs = arg;
	size_t a = *(const size_t *)pa, b = *(const size_t *)pb;
	const struct sd_aggdesc *da = rs->kdesc[a], *db = rs->kdesc[b];
	size_t pos = rs->o->sortpos >= 0 ? (size_t)rs->o->sortpos : 0;
	int r = 0;

	if (pos >= rs->naggs)
		pos = 0;
	if (rs->o->sortkey)
		r = sd_agg_keycmp2(da, rs->keys[a], db, rs->keys[b], rs->o->sortkeypos);
	for (size_t j = 0; !r && j < rs->naggs; j++) {
		size_t p = (pos + j) % rs->naggs;

		r = sd_agg_valcmp(rs->aggs[p]->desc, rs->vals[a * rs->naggs + p],
			     rs->vals[b * rs->naggs + p]);
	}
	if (!r && !rs->o->sortkey)
		r = sd_agg_keycmp2(da, rs->keys[a], db, rs->keys[b], rs->o->sortkeypos);
	return rs->o->sortrev ? -r : r;
}

/* Groups the entries of all aggs by key into rs (unsorted). Keys whose
 * integer fields differ in width never group, as DTrace's bundles do not
 * (dtrace_aggregate_walk_joined() bundles keys dt_aggregate_keycmp() finds
 * equal, and it orders records of different sizes). */
static void rows_collect(struct rows *rs, struct joinent *e, size_t n)
{
	qsort_r(e, n, sizeof(*e), join_cmp, NULL);
	for (size_t i = 0; i < n; i++) {
		if (i == 0 || sd_agg_keycmp2(e[i - 1].s->desc, e[i - 1].s->keys[e[i - 1].i],
					e[i].s->desc, e[i].s->keys[e[i].i], 0) != 0) {
			rs->keys[rs->n] = e[i].s->keys[e[i].i];
			rs->kdesc[rs->n] = e[i].s->desc;
			for (size_t p = 0; p < rs->naggs; p++)
				rs->vals[rs->n * rs->naggs + p] = rs->zero;
			rs->n++;
		}
		rs->vals[(rs->n - 1) * rs->naggs + e[i].pos] =
			e[i].s->vals[e[i].i];
	}
}

/* Builds the sorted rows of aggs; free with rows_free(). */
static void rows_build(struct rows *rs, struct sd_aggsnap *const *aggs,
		       size_t naggs, const struct sd_aggopts *o)
{
	size_t total = 0, j = 0, maxw = 1;
	struct joinent *e;

	*rs = (struct rows){ .aggs = aggs, .naggs = naggs, .o = o };
	for (size_t a = 0; a < naggs; a++) {
		total += aggs[a]->n;
		maxw = SD_MAX(maxw, (size_t)sd_agg_nwords(aggs[a]->desc));
	}
	e = sd_xmalloc((total + 1) * sizeof(*e));
	rs->keys = sd_xmalloc((total + 1) * sizeof(*rs->keys));
	rs->kdesc = sd_xmalloc((total + 1) * sizeof(*rs->kdesc));
	rs->vals = sd_xmalloc((total + 1) * naggs * sizeof(*rs->vals));
	rs->zero = sd_xcalloc(maxw, sizeof(*rs->zero));
	for (size_t a = 0; a < naggs; a++)
		for (size_t i = 0; i < aggs[a]->n; i++)
			e[j++] = (struct joinent){ aggs[a], i, a };
	if (naggs == 1) {	/* keys are unique: one row per entry */
		for (size_t i = 0; i < total; i++) {
			rs->keys[i] = aggs[0]->keys[i];
			rs->kdesc[i] = aggs[0]->desc;
			rs->vals[i] = aggs[0]->vals[i];
		}
		rs->n = total;
	} else {
		rows_collect(rs, e, total);
	}
	free(e);
}

static void rows_free(struct rows *rs)
{
	free(rs->keys);
	free(rs->kdesc);
	free(rs->vals);
	free(rs->zero);
}

size_t sd_agg_zero_fmt(struct sd_aggsnap *const *aggs, size_t n, size_t k, int sortpos)
{
	size_t s = sortpos > 0 && (size_t)sortpos < n ? (size_t)sortpos : 0;
	size_t q = 0;

	if (aggs[k]->n)
		return k;
	while (q < n && aggs[(q + s) % n] != aggs[k])
		q++;
	return (q + n - s) % n;
}

static struct sd_aggsnap *zero_fmt(struct sd_aggsnap *const *aggs, size_t n,
				   size_t k, const struct sd_aggopts *o)
{
	return aggs[sd_agg_zero_fmt(aggs, n, k, o->sortpos)];
}

/* Row indexes in print order (malloc'd). One aggregation's rows are its
 * entries, in the same order. */
static size_t *rows_order(struct rows *rs)
{
	if (rs->naggs == 1)
		return sd_agg_order(rs->aggs[0], rs->o);
	size_t *idx = sd_xmalloc((rs->n + 1) * sizeof(*idx));

	for (size_t i = 0; i < rs->n; i++)
		idx[i] = i;
	qsort_r(idx, rs->n, sizeof(*idx), row_cmp, rs);
	return idx;
}

void sd_agg_printa_default(struct sd_buf *out, struct sd_aggsnap *const *aggs,
			   size_t naggs, const struct sd_aggopts *o,
			   const struct sd_fmt_ctx *ctx)
{
	static const struct sd_aggopts defaults;
	struct rows rs;
	size_t *idx;

	sd_buf_addch(out, '\n');
	if (naggs <= 1) {
		sd_agg_print(out, aggs, naggs, o, ctx);
		return;
	}
	rows_build(&rs, aggs, naggs, o ? o : &defaults);
	idx = rows_order(&rs);
	for (size_t r = 0; r < rs.n; r++) {
		size_t row = idx[r] * naggs;

		sd_agg_print_keys(out, rs.kdesc[idx[r]], rs.keys[idx[r]], ctx);
		for (size_t p = 0; p < naggs; p++) {
			if (rs.vals[row + p] != rs.zero) {
				sd_agg_print_value_cpus(out, aggs[p], rs.vals[row + p]);
				continue;
			}
			/* dt_print_aggs() prints a zero-filled value with the
			 * per-CPU values dtrace_aggregate_walk_joined() left in
			 * it: those of the aggregation's first entry in its hash
			 * (one entry: that one), none when it has no entry */
			const struct sd_aggsnap *z = zero_fmt(aggs, naggs, p, rs.o);

			sd_agg_print_value(out, z->desc, rs.zero, z->normalize);
			if (aggs[p]->n)
				sd_agg_print_cpus(out, aggs[p], aggs[p]->vals[0]);
		}
		sd_buf_addch(out, '\n');
	}
	free(idx);
	rows_free(&rs);
}

/* ------------------------------------------------------------------ */
/* printa with a format                                                */

struct rowval {
	struct sd_aggsnap *const *aggs;
	struct sd_aggsnap *const *fmt;	/* the one formatting each column (zero_fmt) */
	size_t naggs;
	const int64_t *const *vals;	/* this row's values, one per aggregation */
	const struct sd_fmt_ctx *ctx;
};

/* Whether conversion c prints a value of that sign as unsigned. */
static bool unsigned_conv(const struct sd_fmt_conv *c, bool is_signed)
{
	const struct sd_fmt_convdef *d = sd_fmt_convdef(c);

	if (!d || d->print == SD_PK_SINT)
		return false;
	return d->print == SD_PK_UINT || !is_signed;
}

/* ctx->aggval for printa(): the value of aggregation #index of the row,
 * through conversion c (histograms always print their graph). */
static int row_aggval(void *arg, int index, const struct sd_fmt_conv *c,
		      struct sd_buf *out)
{
	const struct rowval *rv = arg;
	size_t p = index < 0 ? 0 : (size_t)index;

	if (p >= rv->naggs)
		p = rv->naggs - 1;
	const struct sd_aggsnap *s = rv->fmt ? rv->fmt[p] : rv->aggs[p];
	const int64_t *v = rv->vals[p];
	int64_t norm = s->normalize ? s->normalize : 1;
	/* DTrace validates the format once, against the first aggregation
	 * (dt_printf_validate() with its function: uint64_t for count(),
	 * else int64_t), and prints every %@ of the row through it */
	struct sd_value x = { .kind = SD_V_INT, .size = 8,
			      .is_signed = rv->aggs[0]->desc->fn != SD_AGG_COUNT };

	switch (s->desc->fn) {
	case SD_AGG_QUANTIZE: case SD_AGG_LQUANTIZE: case SD_AGG_LLQUANTIZE:
		sd_agg_print_value(out, s->desc, v, norm);
		return 0;
	case SD_AGG_AVG:	/* DTrace's pfprint_average(): unsigned words */
		x.i = v[0] ? (uint64_t)v[1] / (uint64_t)norm / (uint64_t)v[0] : 0;
		break;
	case SD_AGG_STDDEV: x.i = sd_agg_stddev(v, norm); break;
	default:
		/* pfprint_sint() or pfprint_uint() as the conversion prints:
		 * %d and %i as the first aggregation's sign */
		if (unsigned_conv(c, x.is_signed))
			x.i = (uint64_t)v[0] / (uint64_t)norm;
		else
			x.i = (uint64_t)sd_agg_sdiv(v[0], norm);
		break;
	}
	return sd_fmt_render_value(out, c, &x, rv->ctx);
}

/* The conversion of f that prints key argument k (NULL: a '*' takes it,
 * or none does). */
static const struct sd_fmt_conv *key_conv(const struct sd_fmt *f, int k)
{
	int a = 0;

	for (size_t i = 0; i < f->nconvs; i++) {
		const struct sd_fmt_conv *c = &f->convs[i];

		if (sd_fmt_conv_is_pct(c))
			continue;
		a += !!(c->flags & SD_FMT_DYNWIDTH) + !!(c->flags & SD_FMT_DYNPREC);
		if (a > k)
			return NULL;
		if (!(c->flags & SD_FMT_AGG) && a++ == k)
			return c;
	}
	return NULL;
}

static int isize(const struct sd_value *t)
{
	return t->size == 1 || t->size == 2 || t->size == 4 ? t->size : 8;
}

/* Integer key v of a row whose key record is another aggregation's than
 * the one its printa() format was checked against (ct: that one's key
 * type). DTrace checks the format once, with the first aggregation's keys
 * (dt_printf_validate( ): "ll" for an 8-byte type, %d signed as that type
 * is), and prints each row's own record through it (pfprint_dint( ) reads
 * the record at its size): an 8-byte record under a conversion without
 * "ll" prints its low 32 bits, a narrower one under "ll" the 32-bit int it
 * makes, zero-extended as the vararg's register holds it. */
static void key_as_checked(struct sd_value *v, const struct sd_value *ct,
			   const struct sd_fmt_conv *c)
{
	const struct sd_fmt_convdef *cd = c ? sd_fmt_convdef(c) : NULL;
	bool sgn = cd && cd->print == SD_PK_UINT ? false :
		   cd && cd->print == SD_PK_SINT ? true : ct->is_signed;

	if (v->kind != SD_V_INT || ct->kind != SD_V_INT)
		return;
	if (isize(ct) != 8 && isize(v) == 8) {
		v->size = 4;
	} else if (isize(ct) == 8 && isize(v) != 8) {
		int64_t x = isize(v) == 4 ? (sgn ? (int32_t)v->i : (int64_t)(uint32_t)v->i) :
			    isize(v) == 2 ? (sgn ? (int16_t)v->i : (int64_t)(uint16_t)v->i) :
			    (sgn ? (int8_t)v->i : (int64_t)(uint8_t)v->i);

		v->i = (uint32_t)x;
		v->size = 8;
	}
	v->is_signed = ct->is_signed;
}

/* f applied to one row: the keys of key (laid out as d's), the values
 * vals[]. 0, or as sd_fmt_render(). */
static int render_row(struct sd_buf *out, const struct sd_fmt *f, const struct sd_aggdesc *d,
		       struct sd_aggsnap *const *aggs, struct sd_aggsnap *const *fmt,
		       size_t naggs, const uint8_t *key, const int64_t *const *vals,
		       const struct sd_fmt_ctx *ctx)
{
	static const struct sd_fmt_ctx noctx = SD_FMT_CTX_INIT;
	struct sd_value args[SD_AGG_MAXKEYS];
	struct sd_fmt_ctx c2 = ctx ? *ctx : noctx;
	struct rowval rv = { .aggs = aggs, .fmt = fmt, .naggs = naggs, .vals = vals,
			     .ctx = ctx ? ctx : &noctx };

	c2.aggval = row_aggval;
	c2.aggctx = &rv;
	for (int k = 0; k < d->nkeys; k++) {
		const struct sd_fmt_conv *kc = key_conv(f, k);

		sd_agg_key_value(d, key, k, &args[k]);
		/* a '*' reads the row's own record, signed by its size
		 * (dt_printf_getint( )) */
		if (d != aggs[0]->desc && kc)
			key_as_checked(&args[k], &aggs[0]->desc->keys[k], kc);
	}
	return sd_fmt_render(out, f, args, (size_t)d->nkeys, &c2);
}

int sd_agg_printa(struct sd_buf *out, const struct sd_fmt *f,
		  struct sd_aggsnap *const *aggs, size_t naggs,
		  const struct sd_aggopts *o, const struct sd_fmt_ctx *ctx)
{
	static const struct sd_aggopts defaults;
	struct sd_aggsnap **fmt;
	struct rows rs;
	size_t *idx;
	int err = 0;

	if (naggs == 0)
		return 0;
	rows_build(&rs, aggs, naggs, o ? o : &defaults);
	fmt = sd_xmalloc(naggs * sizeof(*fmt));
	for (size_t p = 0; p < naggs; p++)
		fmt[p] = zero_fmt(aggs, naggs, p, rs.o);
	idx = rows_order(&rs);
	for (size_t r = 0; r < rs.n && !err; r++)
		err = render_row(out, f, rs.kdesc[idx[r]], aggs, fmt, naggs, rs.keys[idx[r]],
				 &rs.vals[idx[r] * naggs], ctx);
	free(idx);
	free(fmt);
	rows_free(&rs);
	return err;
}

void sd_agg_printa_row(struct sd_buf *out, const struct sd_fmt *f,
		       struct sd_aggsnap *const *aggs, size_t naggs, const uint8_t *key,
		       const struct sd_fmt_ctx *ctx)
{
	const int64_t **vals = sd_xcalloc(naggs + 1, sizeof(*vals));
	int64_t *zero = NULL;
	size_t maxw = 1;

	for (size_t p = 0; p < naggs; p++)
		maxw = SD_MAX(maxw, (size_t)sd_agg_nwords(aggs[p]->desc));
	for (size_t p = 0; p < naggs; p++) {
		vals[p] = sd_aggsnap_find(aggs[p], key);
		if (!vals[p])
			vals[p] = zero ? zero : (zero = sd_xcalloc(maxw, sizeof(*zero)));
	}
	if (naggs)
		render_row(out, f, aggs[0]->desc, aggs, NULL, naggs, key, vals, ctx);
	free(zero);
	free(vals);
}
