/* metrics.c - OpenMetrics text of aggregation snapshots (see metrics.h).
 *
 * Everything here reads snapshots only: the consumer took them, so the
 * text is consistent per aggregation, and its size is bounded by
 * max_series per aggregation and the buckets of each histogram.
 */
#include "metrics.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/xalloc.h"

static void sanitize(char *out, size_t size, const char *in)
{
	size_t i = 0;

	for (; in[i] && i + 1 < size; i++) {
		char c = in[i];
		bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
			  (c >= '0' && c <= '9');
		out[i] = ok ? c : '_';
	}
	out[i] = '\0';
}

const char *sd_metrics_family(const struct sd_aggdesc *d, char *buf)
{
	const char *n = sd_agg_shortname(d);

	memcpy(buf, "sonda_", 6);
	sanitize(buf + 6, SD_METRICS_NAME_MAX - 6, *n ? n : "agg");
	return buf;
}

static bool name_taken(const struct sd_aggdesc *d, int k, const char *name)
{
	char other[64];

	for (int j = 0; j < d->nkeys; j++)
		if (j != k && d->keynames[j] && (sanitize(other, sizeof(other), d->keynames[j]),
						  strcmp(other, name) == 0))
			return true;
	return false;
}

const char *sd_metrics_key_name(const struct sd_aggdesc *d, int k, char *buf)
{
	if (d->keynames[k]) {
		sanitize(buf, 64, d->keynames[k]);
		bool bad = buf[0] >= '0' && buf[0] <= '9';
		bad |= strncmp(buf, "__", 2) == 0 || strcmp(buf, "le") == 0 ||
		       strcmp(buf, "aggregation") == 0;
		if (!bad && !name_taken(d, k, buf))
			return buf;
	}
	snprintf(buf, 64, "key%d", k);
	return buf;
}

/* Appends text's non-blank lines, trimmed, joined by ';'. */
static void join_lines(struct sd_buf *out, const char *text)
{
	bool first = true;

	for (const char *l = text; *l;) {
		size_t len = strcspn(l, "\n");
		const char *e = l + len;
		while (l < e && (*l == ' ' || *l == '\t'))
			l++;
		while (e > l && (e[-1] == ' ' || e[-1] == '\t'))
			e--;
		if (e > l) {
			if (!first)
				sd_buf_addch(out, ';');
			sd_buf_add(out, l, (size_t)(e - l));
			first = false;
		}
		l = e + strcspn(e, "\n");
		l += *l == '\n';
	}
}

void sd_metrics_key_text(struct sd_buf *out, const struct sd_aggdesc *d,
			 const uint8_t *key, int k, const struct sd_fmt_ctx *ctx)
{
	struct sd_buf t = SD_BUF_INIT;
	struct sd_value v;

	sd_agg_key_value(d, key, k, &v);
	switch (v.kind) {
	case SD_V_INT: case SD_V_FLOAT:
		if (v.size == 4)
			sd_buf_addf(out, "%d", (int32_t)v.i);
		else if (v.size == 2 || v.size == 1)
			sd_buf_addf(out, "%u", (unsigned)(v.size == 2 ? (uint16_t)v.i : (uint8_t)v.i));
		else
			sd_buf_addf(out, "%lld", (long long)v.i);
		return;
	case SD_V_PTR:
		sd_buf_addf(out, "0x%llx", (unsigned long long)v.i);
		return;
	case SD_V_STR:
		sd_buf_add(out, v.s, strnlen(v.s, v.len));
		return;
	case SD_V_KSTACK: case SD_V_USTACK:
		sd_fmt_stack(&t, &v, 0, 0, ctx);
		break;
	case SD_V_BYTES:
		sd_fmt_bytes(&t, v.s, v.len, 0, true);
		break;
	default:
		sd_fmt_symbol(&t, &v, ctx);
		break;
	}
	join_lines(out, sd_buf_str(&t));
	sd_buf_free(&t);
}

/* ---- which entries ---- */

bool sd_metrics_is_hist(const struct sd_aggdesc *d)
{
	return d->fn == SD_AGG_QUANTIZE || d->fn == SD_AGG_LQUANTIZE ||
	       d->fn == SD_AGG_LLQUANTIZE;
}

/* What ranks an entry: a histogram's count, else its first word. */
static int64_t weight(const struct sd_aggdesc *d, const int64_t *v)
{
	int64_t t = 0;

	if (!sd_metrics_is_hist(d))
		return d->fn == SD_AGG_MIN ? -v[0] : v[0];
	for (int i = 0; i < sd_agg_nbuckets(d); i++)
		t += v[i];
	return t;
}

static int cmp_weight(const void *pa, const void *pb, void *arg)
{
	const struct sd_aggsnap *s = arg;
	size_t a = *(const size_t *)pa, b = *(const size_t *)pb;
	int64_t wa = weight(s->desc, s->vals[a]), wb = weight(s->desc, s->vals[b]);

	if (wa != wb)
		return wa < wb ? 1 : -1;
	return a < b ? -1 : a > b;
}

size_t *sd_metrics_order(const struct sd_aggsnap *s, size_t max, size_t *n)
{
	size_t *ix = sd_xmalloc((s->n + 1) * sizeof(*ix));

	for (size_t i = 0; i < s->n; i++)
		ix[i] = i;
	if (s->n > 1)
		qsort_r(ix, s->n, sizeof(*ix), cmp_weight, (void *)s);
	*n = SD_MIN(s->n, max);
	return ix;
}

/* ---- samples ---- */

static void label_value(struct sd_buf *out, const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		if (s[i] == '\\' || s[i] == '"')
			sd_buf_addch(out, '\\');
		if (s[i] == '\n')
			sd_buf_addstr(out, "\\n");
		else
			sd_buf_addch(out, s[i]);
	}
}

/* The labels of entry key, without braces ("execname=\"sh\"", or ""). */
static void labels(struct sd_buf *out, const struct sd_aggdesc *d, const uint8_t *key,
		   const struct sd_fmt_ctx *ctx)
{
	struct sd_buf t = SD_BUF_INIT;
	char name[64];

	sd_buf_reset(out);
	for (int k = 0; k < d->nkeys; k++) {
		sd_buf_reset(&t);
		sd_metrics_key_text(&t, d, key, k, ctx);
		sd_buf_addf(out, "%s%s=\"", k ? "," : "", sd_metrics_key_name(d, k, name));
		label_value(out, t.data ? t.data : "", t.len);
		sd_buf_addch(out, '"');
	}
	sd_buf_free(&t);
}

static void sample(struct sd_buf *out, const char *fam, const char *suffix,
		   const char *lab, const char *extra, long long v)
{
	bool any = *lab || *extra;

	sd_buf_addf(out, "%s%s%s%s%s%s%s %lld\n", fam, suffix, any ? "{" : "", lab,
		    *lab && *extra ? "," : "", extra, any ? "}" : "", v);
}

/* The buckets every series of a histogram shows: from the lowest used
 * in any entry to the highest, so all series have the same le set. */
static void used_range(const struct sd_aggsnap *s, const size_t *ix, size_t n, int *lo, int *hi)
{
	const struct sd_aggdesc *d = s->desc;

	*lo = sd_agg_nbuckets(d);
	*hi = -1;
	for (size_t e = 0; e < n; e++)
		for (int b = 0; b < sd_agg_nbuckets(d); b++)
			if (s->vals[ix[e]][b]) {
				*lo = SD_MIN(*lo, b);
				*hi = SD_MAX(*hi, b);
			}
	if (d->fn == SD_AGG_LQUANTIZE) {	/* few and fixed: show them all */
		*lo = 0;
		*hi = sd_agg_nbuckets(d) - 1;
	}
}

static void histogram(struct sd_buf *out, const char *fam, const char *lab,
		      const int64_t *v, const struct sd_aggdesc *d, int lo, int hi)
{
	int64_t cum = 0, le;
	char extra[48];

	for (int b = lo; b <= hi; b++) {
		cum += v[b];
		int r = sd_agg_bucket_le(d, b, &le);
		if (r)	/* a ghost; the unbounded one is +Inf below */
			continue;
		snprintf(extra, sizeof(extra), "le=\"%lld\"", (long long)le);
		sample(out, fam, "_bucket", lab, extra, cum);
	}
	for (int b = hi + 1; b < sd_agg_nbuckets(d); b++)
		cum += v[b];
	sample(out, fam, "_bucket", lab, "le=\"+Inf\"", cum);
	sample(out, fam, "_count", lab, "", cum);
	sample(out, fam, "_sum", lab, "", v[sd_agg_nbuckets(d)]);
}

int64_t sd_metrics_scalar(const struct sd_aggdesc *d, const int64_t *v, int64_t norm)
{
	switch (d->fn) {
	case SD_AGG_AVG: return sd_agg_avg(v, norm);
	case SD_AGG_STDDEV: return (int64_t)sd_agg_stddev(v, norm);
	default: return norm > 1 ? v[0] / norm : v[0];
	}
}

static const char *const fn_names[] = {	/* D's names */
	[SD_AGG_COUNT] = "count", [SD_AGG_SUM] = "sum", [SD_AGG_MIN] = "min",
	[SD_AGG_MAX] = "max", [SD_AGG_AVG] = "avg", [SD_AGG_STDDEV] = "stddev",
	[SD_AGG_QUANTIZE] = "quantize", [SD_AGG_LQUANTIZE] = "lquantize",
	[SD_AGG_LLQUANTIZE] = "llquantize",
};

const char *sd_metrics_fn_name(enum sd_aggfn fn)
{
	return (size_t)fn < SD_ARRAY_SIZE(fn_names) && fn_names[fn] ? fn_names[fn] : "?";
}

struct series {
	char *labels;
	const int64_t *val;
};

static int cmp_series(const void *pa, const void *pb)
{
	const struct series *a = pa, *b = pb;

	return strcmp(a->labels, b->labels);
}

/* The shown entries' label sets, sorted: entries whose keys print alike
 * (two processes' identical stacks) are one series, merged. */
static struct series *series_of(const struct sd_aggsnap *s, const size_t *ix, size_t n,
				const struct sd_fmt_ctx *ctx)
{
	struct series *v = sd_xcalloc(n + 1, sizeof(*v));
	struct sd_buf lab = SD_BUF_INIT;

	for (size_t e = 0; e < n; e++) {
		labels(&lab, s->desc, s->keys[ix[e]], ctx);
		sd_buf_addch(&lab, '\0');
		v[e].labels = sd_buf_detach(&lab);
		v[e].val = s->vals[ix[e]];
	}
	qsort(v, n, sizeof(*v), cmp_series);
	return v;
}

static void family(struct sd_buf *out, const struct sd_aggsnap *s,
		   const struct sd_fmt_ctx *ctx, size_t max)
{
	const struct sd_aggdesc *d = s->desc;
	char fam[SD_METRICS_NAME_MAX];
	const char *type = sd_metrics_is_hist(d) ? "histogram" : d->fn == SD_AGG_COUNT ? "counter" : "gauge";
	size_t n, *ix = sd_metrics_order(s, max, &n);
	struct series *v = series_of(s, ix, n, ctx);
	int64_t *sum = sd_xmalloc((size_t)d->nwords * sizeof(*sum) + 8);
	int lo, hi;

	sd_metrics_family(d, fam);
	sd_buf_addf(out, "# TYPE %s %s\n# HELP %s sonda aggregation %s, %s()\n", fam, type,
		    fam, d->name, sd_metrics_fn_name(d->fn));
	used_range(s, ix, n, &lo, &hi);
	for (size_t e = 0; e < n; e++) {
		if (e + 1 < n && strcmp(v[e].labels, v[e + 1].labels) == 0) {
			if (e == 0 || strcmp(v[e - 1].labels, v[e].labels) != 0)
				memcpy(sum, v[e].val, (size_t)d->nwords * sizeof(*sum));
			sd_agg_merge(d, sum, v[e + 1].val);
			v[e + 1].val = sum;	/* the merged value goes on */
			continue;
		}
		if (sd_metrics_is_hist(d))
			histogram(out, fam, v[e].labels, v[e].val, d, lo, hi);
		else
			sample(out, fam, d->fn == SD_AGG_COUNT ? "_total" : "", v[e].labels, "",
			       (long long)sd_metrics_scalar(d, v[e].val, s->normalize));
	}
	for (size_t e = 0; e < n; e++)
		free(v[e].labels);
	free(v);
	free(sum);
	free(ix);
}

void sd_metrics_write(struct sd_buf *out, struct sd_aggsnap *const *aggs, size_t n,
		      const struct sd_fmt_ctx *ctx, size_t max_series)
{
	struct sd_buf t = SD_BUF_INIT;

	for (size_t i = 0; i < n; i++)
		family(out, aggs[i], ctx, max_series);
	static const char *const fams[2][2] = {
		{ "sonda_aggregation_entries", "entries of each aggregation" },
		{ "sonda_aggregation_truncated", "entries left out of this page (the smallest)" },
	};
	for (int f = 0; f < 2; f++) {
		sd_buf_addf(out, "# TYPE %s gauge\n# HELP %s %s\n", fams[f][0], fams[f][0],
			    fams[f][1]);
		for (size_t i = 0; i < n; i++) {
			size_t v = aggs[i]->n;
			if (f)
				v = v > max_series ? v - max_series : 0;
			sd_buf_reset(&t);
			sd_buf_addstr(&t, "aggregation=\"");
			label_value(&t, aggs[i]->desc->name, strlen(aggs[i]->desc->name));
			sd_buf_addstr(&t, "\"");
			sample(out, fams[f][0], "", sd_buf_str(&t), "", (long long)v);
		}
	}
	sd_buf_addstr(out, "# EOF\n");
	sd_buf_free(&t);
}
