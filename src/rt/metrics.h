/* metrics.h - aggregation snapshots in the OpenMetrics text format (the
 * /metrics page of -x http; docs/output-formats.md, "Metrics").
 *
 * Each aggregation @name is one family sonda_name (the anonymous @ is
 * sonda_agg; characters other than [A-Za-z0-9_] become '_'), with one
 * sample (or one histogram) per key. Keys are labels named after the key
 * expression where it is simple (execname, pid, stack), else key0, key1...
 *   count()                          counter   sonda_name_total
 *   sum() min() max() avg() stddev() gauge     sonda_name
 *   quantize() lquantize() llquantize()  histogram  _bucket{le=...}, _count
 * Values are the ones printa() shows (normalize() applies, but not to
 * histogram counts). clear() sets a count back to 0, which Prometheus
 * takes as a counter reset; trunc() removes series, which go stale.
 * Then sonda_aggregation_entries{aggregation="@name"} gives each
 * aggregation's entries in all, sonda_aggregation_truncated those left
 * out (past max_series), and the text ends with "# EOF".
 */
#ifndef SONDA_RT_METRICS_H
#define SONDA_RT_METRICS_H

#include "../base/buf.h"
#include "aggfmt.h"

/* At most this many series per aggregation (the largest values). */
#define SD_METRICS_MAX_SERIES 2000

/* Appends the metrics of aggs[0..n) to out, at most max_series series
 * per aggregation. ctx symbolizes stack and symbol keys. */
void sd_metrics_write(struct sd_buf *out, struct sd_aggsnap *const *aggs, size_t n,
		      const struct sd_fmt_ctx *ctx, size_t max_series);

/* Appends key k of key blob key as one line of plain text: an integer, a
 * string, a symbol; a stack's frames from the leaf joined by ';'. */
void sd_metrics_key_text(struct sd_buf *out, const struct sd_aggdesc *d,
			 const uint8_t *key, int k, const struct sd_fmt_ctx *ctx);

/* The label name of key k of d into buf (64 bytes). */
const char *sd_metrics_key_name(const struct sd_aggdesc *d, int k, char *buf);

/* The family name of aggregation d into buf (SD_METRICS_NAME_MAX bytes). */
#define SD_METRICS_NAME_MAX 128
const char *sd_metrics_family(const struct sd_aggdesc *d, char *buf);

/* The D name of an aggregating function ("count", "quantize"). */
const char *sd_metrics_fn_name(enum sd_aggfn fn);
/* The value of a count() ... stddev() entry as printa() shows it
 * (normalized by norm; avg and stddev computed). */
int64_t sd_metrics_scalar(const struct sd_aggdesc *d, const int64_t *v, int64_t norm);
/* Whether d is a histogram (quantize, lquantize, llquantize). */
bool sd_metrics_is_hist(const struct sd_aggdesc *d);

/* The order in which a snapshot's entries are shown: the indexes of the
 * min(s->n, max) largest values (histograms by their count), largest
 * first. A new array the caller frees; *n gets its length. */
size_t *sd_metrics_order(const struct sd_aggsnap *s, size_t max, size_t *n);

#endif
