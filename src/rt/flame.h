/* flame.h - folded stacks and SVG flame graphs of stack-keyed aggregations
 * (-x folded=FILE, -x flamegraph=FILE.svg).
 *
 * Folded stacks are the one-line-per-stack text that flame graph tools
 * read: frames from the root to the leaf separated by ';', a space, and
 * the count ("main;do_work;read_[k] 42"). Per entry of an aggregation with
 * a stack() or ustack() key: string keys first (as root frames), then the
 * user stack from its outermost frame, then the kernel stack (frames
 * suffixed "_[k]", without the "vmlinux`" of the main kernel image).
 * Values: count(), sum(), min(), max() and the sample count of avg() and
 * stddev(); entries with other functions or a value <= 0 are left
 * out. Identical stacks are summed; lines are sorted.
 *
 * The SVG is sonda's own renderer: one <rect> per frame inside a <g> with
 * a <title> ("name (N samples, P%)"), widths proportional to counts, the
 * root frame "all" at the bottom, and web/flame.js built in: click a frame
 * to zoom, "Search" to colour the frames matching a regular expression
 * (also #search=RE and #zoom=N in the URL). */
#ifndef SONDA_RT_FLAME_H
#define SONDA_RT_FLAME_H

#include "../base/buf.h"
#include "aggfmt.h"
#include "sym.h"

struct sd_run;

/* Appends the folded stacks of the stack-keyed aggregations among aggs
 * to out. Returns the number of lines. */
size_t sd_flame_folded(struct sd_buf *out, struct sd_aggsnap *const *aggs,
		       size_t naggs, const struct sd_symbolizer *sym);

/* Appends a self-contained SVG flame graph of folded text (as produced by
 * sd_flame_folded) to out, titled title. 0, or -EINVAL for a malformed
 * line. */
int sd_flame_svg(struct sd_buf *out, const char *folded, const char *title);

/* What the consumer calls at exit: writes r->opts->folded and
 * r->opts->flamegraph (each when set) from r's aggregation snapshots.
 * 0, or -1 after printing why a file could not be written. */
int sd_flame_write(const struct sd_run *r);

#endif
