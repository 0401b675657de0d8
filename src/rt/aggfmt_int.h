/* aggfmt_int.h - what aggfmt.c shares with aggrows.c (not for other files). */
#ifndef SONDA_RT_AGGFMT_INT_H
#define SONDA_RT_AGGFMT_INT_H

#include "aggfmt.h"

/* Keys a of aggregation da and b of db, compared as DTrace compares key
 * records (dt_aggregate_keycmp()): field by field from keypos on, wrapping
 * around; a narrower integer field before a wider one, then the values. */
int sd_agg_keycmp2(const struct sd_aggdesc *da, const uint8_t *a,
		   const struct sd_aggdesc *db, const uint8_t *b, int keypos);

/* DTrace's value order of two values of d (dt_aggregate_valcmp()). */
int sd_agg_valcmp(const struct sd_aggdesc *d, const int64_t *a, const int64_t *b);

/* Every key field of key, in d's layout, as printa() prints them. */
void sd_agg_print_keys(struct sd_buf *out, const struct sd_aggdesc *d,
		       const uint8_t *key, const struct sd_fmt_ctx *ctx);

/* A value of s, then with aggpercpu each CPU's. */
void sd_agg_print_value_cpus(struct sd_buf *out, const struct sd_aggsnap *s,
			     const int64_t *v);

/* One graph row's bar and count (illumos/Oracle dt_print_quantline()):
 * 40 wide, or 20 each side of a centre line when rows have both signs. */
void sd_agg_quantline(struct sd_buf *out, int64_t val, int64_t normal,
		      long double total, bool pos, bool neg);

/* The aggzoom option as sd_agg_set_zoom() last set it. */
bool sd_agg_zoom(void);

/* Folds bucket magnitude a into a graph's scale *total: their sum, or
 * with aggzoom the largest over 0.95 (illumos' dt_quantize_total()). */
void sd_agg_total_add(long double *total, long double a);

/* With aggpercpu, the per-CPU values of s's entry v alone. */
void sd_agg_print_cpus(struct sd_buf *out, const struct sd_aggsnap *s, const int64_t *v);

#endif
