/* aggpack.h - the classic (illumos) display modes of aggregations, options
 * agghist, aggpack and aggzoom (docs/output-formats.md "Classic display
 * options"), which DTrace for Linux does not have; sonda prints them as
 * illumos' libdtrace does (dt_consume.c, dt_aggregate.c).
 *
 * agghist prints each count() or sum() aggregation as one histogram: a
 * header line, then per key its fields and a bar scaled to the total of
 * all its values. aggpack prints each quantize() or lquantize() value on
 * one line: the range's low label, one character per bucket ("_xX" in
 * ASCII, Unicode blocks U+2581..U+2588 otherwise), the high label and the
 * total count, under a header that spans the range every key shares.
 * aggzoom scales bars to the largest value (at 95% of the width) instead
 * of the total, in these modes and in ordinary graphs. The printa() of
 * several aggregations and printa() with a format are not affected, as in
 * illumos (their walk computes no totals).
 */
#ifndef SONDA_RT_AGGPACK_H
#define SONDA_RT_AGGPACK_H

#include "aggfmt.h"

/* What the rows of one aggregation share in a packed mode. */
struct sd_aggpack {
	bool hist, pack;	/* the mode that prints it (one at most) */
	long double total;	/* agghist: what a full bar stands for */
	bool pos, neg;		/* agghist: signs among the values */
	int minbin, maxbin;	/* aggpack: the buckets every row shows */
	bool utf8;		/* aggpack: Unicode blocks (TERM not dumb) */
};

/* Whether s prints in a packed mode under o; fills *p if so. */
bool sd_aggpack_init(struct sd_aggpack *p, const struct sd_aggsnap *s,
		     const struct sd_aggopts *o);
/* The header printed before the first row of the aggregation. */
void sd_aggpack_header(struct sd_buf *out, const struct sd_aggpack *p,
		       const struct sd_aggdesc *d);
/* One row: the key fields at their packed widths, then the bar or the
 * packed line, ending with "\n". */
void sd_aggpack_row(struct sd_buf *out, const struct sd_aggpack *p,
		    const struct sd_aggsnap *s, const uint8_t *key,
		    const int64_t *val, const struct sd_fmt_ctx *ctx);

#endif
