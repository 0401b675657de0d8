/* web.h - what -x http serves (docs/output-formats.md, "The live view"):
 *
 *   /              the live view: a page built into sonda (web/index.html)
 *                  with the first snapshot inlined
 *   /metrics       every aggregation in the OpenMetrics text format
 *   /api/aggs      every aggregation as JSON (the page polls it);
 *                  ?flame=1 adds each stack aggregation's flame graph SVG
 *   /flame.svg?agg=N   the flame graph of aggregation N (its id)
 *
 * Each request snapshots the aggregations it shows, from the consumer's
 * thread between two batches of records; the rows shown per aggregation
 * are bounded (SD_METRICS_MAX_SERIES for /metrics, WEB_MAX_ROWS for the
 * page), so the cost of a request is bounded by the maps' sizes.
 */
#ifndef SONDA_RT_WEB_H
#define SONDA_RT_WEB_H

struct sd_run;

/* Starts serving r on r->opts->http (r->http). 0 when not asked or
 * started; -1 after printing why not. */
int sd_web_start(struct sd_run *r);
/* Stops serving: nothing listens any more. */
void sd_web_stop(struct sd_run *r);

#endif
