/* aggpack.c - agghist, aggpack and aggzoom (aggpack.h), from illumos'
 * dt_print_quanthdr(), dt_print_quanthdr_packed(), dt_print_packed(),
 * dt_print_*quantize_packed(), dt_aggregate_total() and
 * dt_aggregate_minmaxbin(). */
#include "aggpack.h"
#include "aggfmt_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ZOOM	(1 / 0.95)	/* illumos' 1 / DTRACE_AGGZOOM_MAX */

/* illumos' dt_ndigits(): the width of val's label, 4 at least (a power
 * of ten counts one digit short, as there). */
static int ndigits(long long val)
{
	int n = 1;
	long long cmp = 10;

	if (val < 0) {
		val = val == INT64_MIN ? INT64_MAX : -val;
		n++;
	}
	while (val > cmp && cmp > 0) {
		n++;
		cmp *= 10;
	}
	return n < 4 ? 4 : n;
}

static bool want_utf8(void)
{
	const char *t = getenv("TERM");

	return !t || (strcmp(t, "sun") && strcmp(t, "sun-color") && strcmp(t, "dumb"));
}

/* agghist's scale: the sum of the magnitudes of all values, or with
 * aggzoom the largest one over 0.95. */
static void hist_total(struct sd_aggpack *p, const struct sd_aggsnap *s, bool zoom)
{
	for (size_t i = 0; i < s->n; i++) {
		int64_t v = s->vals[i][0];

		p->pos |= v > 0;
		p->neg |= v < 0;
		if (v < 0)
			v = -v;
		if (!zoom) {
			p->total += v;
		} else if ((long double)(int64_t)(v * (long double)ZOOM) > p->total) {
			p->total = (int64_t)(v * (long double)ZOOM);
		}
	}
}

/* aggpack's bucket range: quantize's non-zero buckets of every entry (the
 * zero bucket for an empty one); lquantize's all. */
static void pack_range(struct sd_aggpack *p, const struct sd_aggsnap *s)
{
	const struct sd_aggdesc *d = s->desc;

	if (d->fn == SD_AGG_LQUANTIZE) {
		p->minbin = 0;
		p->maxbin = sd_lquantize_levels(d) + 1;
		return;
	}
	p->minbin = SD_QUANTIZE_NBUCKETS;
	p->maxbin = -1;
	for (size_t i = 0; i < s->n; i++) {
		int lo = -1, hi = -1;

		for (int b = 0; b < SD_QUANTIZE_NBUCKETS; b++) {
			if (!s->vals[i][b])
				continue;
			if (lo < 0)
				lo = b;
			hi = b;
		}
		if (lo < 0)
			lo = hi = SD_QUANTIZE_ZERO;
		p->minbin = lo < p->minbin ? lo : p->minbin;
		p->maxbin = hi > p->maxbin ? hi : p->maxbin;
	}
	if (p->minbin != 0 && p->minbin != SD_QUANTIZE_ZERO)
		p->minbin--;
	if (p->maxbin < SD_QUANTIZE_NBUCKETS - 1)
		p->maxbin++;
}

bool sd_aggpack_init(struct sd_aggpack *p, const struct sd_aggsnap *s,
		     const struct sd_aggopts *o)
{
	enum sd_aggfn fn = s->desc->fn;

	memset(p, 0, sizeof(*p));
	p->hist = o && o->hist && (fn == SD_AGG_COUNT || fn == SD_AGG_SUM);
	p->pack = o && o->pack && (fn == SD_AGG_QUANTIZE || fn == SD_AGG_LQUANTIZE);
	if (p->hist)
		hist_total(p, s, sd_agg_zoom());
	if (p->pack) {
		pack_range(p, s);
		p->utf8 = want_utf8();
	}
	return p->hist || p->pack;
}

/* The width of the key fields: each integer at its size's width, any
 * other field 16, one space before each. */
static int keys_width(const struct sd_aggdesc *d)
{
	int w = 0;

	for (int k = 0; k < d->nkeys; k++) {
		const struct sd_value *t = &d->keys[k];
		int size = t->kind == SD_V_STR || t->kind == SD_V_BYTES ||
			   t->kind == SD_V_KSTACK || t->kind == SD_V_USTACK ? 0 : t->size;

		w += (size == 1 ? 3 : size == 2 ? 5 : size == 4 ? 8 : 16) + 1;
	}
	return w;
}

void sd_aggpack_header(struct sd_buf *out, const struct sd_aggpack *p,
		       const struct sd_aggdesc *d)
{
	int w = keys_width(d), minw, maxw;

	if (p->hist) {
		sd_buf_addf(out, "\n%*s %41s %-9s\n", w ? w : 16, w ? "key" : "value",
			    "------------- Distribution -------------", "count");
		return;
	}
	if (d->fn == SD_AGG_QUANTIZE) {
		minw = ndigits(sd_quantize_bucket_value(p->minbin));
		maxw = ndigits(sd_quantize_bucket_value(p->maxbin));
	} else {
		maxw = 8;
		minw = 7;
	}
	sd_buf_addf(out, "\n%*s %*s .", w, w > 0 ? "key" : "", minw, "min");
	for (int i = p->minbin; i <= p->maxbin; i++)
		sd_buf_addch(out, '-');
	sd_buf_addf(out, ". %*s | count\n", -maxw, "max");
}

/* A string key at aggpack's width (illumos' dt_print_bytes() with 16). */
static void packed_bytes(struct sd_buf *out, const struct sd_value *v)
{
	const unsigned char *c = (const unsigned char *)v->s;
	size_t n = v->len, i, j;

	for (i = 0; i < n && sd_fmt_printable(c[i]); i++)
		;
	if (i == n) {
		sd_buf_addf(out, "  %-16.*s", (int)n, (const char *)c);
		return;
	}
	for (j = i; j < n && !c[j]; j++)
		;
	if (i > 0 && !c[i] && j == n) {
		sd_buf_addf(out, " %16.*s", (int)i, (const char *)c);
		return;
	}
	sd_fmt_hexdump(out, c, n);
}

static void packed_keys(struct sd_buf *out, const struct sd_aggdesc *d,
			const uint8_t *key, const struct sd_fmt_ctx *ctx)
{
	for (int k = 0; k < d->nkeys; k++) {
		struct sd_value v;

		sd_agg_key_value(d, key, k, &v);
		if (v.kind == SD_V_STR || (v.kind == SD_V_BYTES && v.len != 1 &&
					   v.len != 2 && v.len != 4 && v.len != 8))
			packed_bytes(out, &v);
		else
			sd_agg_print_key(out, d, key, k, ctx);
	}
}

/* One bucket of a packed line (illumos' dt_print_packed()). */
static void packed_char(struct sd_buf *out, long double x, long double total, bool utf8)
{
	if (x == 0) {
		sd_buf_addch(out, ' ');
	} else if (x < 0) {
		long double f = -x * 5 / total;

		sd_buf_addch(out, "vvvvVV"[(unsigned)(f + 0.5L)]);
	} else if (utf8) {
		unsigned b = 0x2581 + (unsigned)(x * 7 / total + 0.5L);

		sd_buf_addf(out, "%c%c%c", 0xe0 | (b >> 12), 0x80 | ((b >> 6) & 0x3f),
			    0x80 | (b & 0x3f));
	} else {
		sd_buf_addch(out, "__xxxxXX"[(unsigned)(x * 7 / total + 0.5L)]);
	}
}

/* The buckets lo..hi of v, one character each, scaled as graphs are
 * (sd_agg_total_add). */
static void packed_line(struct sd_buf *out, const struct sd_aggpack *p,
			const int64_t *v, int lo, int hi)
{
	long double total = 0;

	for (int i = lo; i <= hi; i++)
		sd_agg_total_add(&total, v[i] < 0 ? -(long double)v[i] : (long double)v[i]);
	for (int i = lo; i <= hi; i++)
		packed_char(out, v[i], total, p->utf8);
}

static long long packed_count(const int64_t *v, int lo, int hi)
{
	long double count = 0;

	for (int i = lo; i <= hi; i++)
		count += v[i];
	return (long long)count;
}

void sd_aggpack_row(struct sd_buf *out, const struct sd_aggpack *p,
		    const struct sd_aggsnap *s, const uint8_t *key,
		    const int64_t *val, const struct sd_fmt_ctx *ctx)
{
	const struct sd_aggdesc *d = s->desc;
	char lab[32];

	packed_keys(out, d, key, ctx);
	if (p->hist) {
		sd_buf_addch(out, ' ');
		sd_agg_quantline(out, val[0], s->normalize ? s->normalize : 1,
				 p->total, p->pos, p->neg);
		return;
	}
	if (d->fn == SD_AGG_QUANTIZE) {
		int64_t lo = sd_quantize_bucket_value(p->minbin);
		int64_t hi = sd_quantize_bucket_value(p->maxbin);

		sd_buf_addf(out, " %*lld :", ndigits(lo), (long long)lo);
		packed_line(out, p, val, p->minbin, p->maxbin);
		sd_buf_addf(out, ": %*lld | %lld\n", -ndigits(hi), (long long)hi,
			    packed_count(val, p->minbin, p->maxbin));
		return;
	}
	snprintf(lab, sizeof(lab), "< %d", (int)d->low);
	sd_buf_addf(out, "%8s :", lab);
	packed_line(out, p, val, p->minbin, p->maxbin);
	snprintf(lab, sizeof(lab), ">= %d",
		 (int)(d->low + sd_lquantize_levels(d) * d->step));
	sd_buf_addf(out, ": %-8s | %lld\n", lab, packed_count(val, p->minbin, p->maxbin));
}
