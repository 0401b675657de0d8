/* pprof.h - stack-keyed aggregations as a pprof profile (-x pprof=FILE).
 *
 * The profile is profile.proto (github.com/google/pprof), gzipped, as
 * `go tool pprof` reads it. Every aggregation with a stack(), ustack() or
 * jstack() key is one sample type, named after the aggregation ("agg"
 * for @), unit "count": the value of count(), sum(), min(), max(), the
 * number of values of avg(), stddev() and the *quantize() functions
 * (D says nothing of a value's unit); each of its entries is one
 * sample whose value is in its own type's slot (zero in the others).
 * A sample's locations are its kernel frames, leaf first, then its user
 * frames; its other keys are labels
 * "key1", "key2"... (numbers as num labels, the rest as text). Every
 * location has its function (the symbol the text output prints) and a
 * mapping: "[kernel.kallsyms]" (build-id from /sys/kernel/notes) or
 * "[MODULE]" for kernel frames, the mapped object's path and GNU
 * build-id for user frames (JIT code: the perf map's name).
 */
#ifndef SONDA_RT_PPROF_H
#define SONDA_RT_PPROF_H

#include "../base/buf.h"

struct sd_run;

/* Before tracing: creates r->opts->pprof (when set) so that an
 * unwritable path fails now. With no stack-keyed aggregation it prints a
 * warning and writes nothing. 0, or -1 after printing why. */
int sd_pprof_open(struct sd_run *r);
/* Appends the (uncompressed) profile of r's snapshots to out. Returns
 * the number of samples. */
size_t sd_pprof_encode(struct sd_buf *out, const struct sd_run *r);
/* At exit: writes the gzipped profile to the file opened by
 * sd_pprof_open() from r's snapshots. 0, or -1 after printing why. */
int sd_pprof_write(struct sd_run *r);
/* Closes the file; one never written (tracing did not end normally) is
 * removed. */
void sd_pprof_close(struct sd_run *r);

#endif
