/* writer.h - the output formats of a run (option oformat), behind one
 * interface.
 *
 * The consumer (consume.c, run.c) decodes records and reads aggregations;
 * what it prints goes through r->w: sd_writer_text writes DTrace's
 * layouts (docs/output-formats.md), sd_writer_json one JSON object per
 * line (NDJSON, the JSON section of the same page). A writer reads only
 * the image's descriptors, the decoded values and the aggregation
 * snapshots, and appends to r->buf.
 */
#ifndef SONDA_RT_WRITER_H
#define SONDA_RT_WRITER_H

#include "run.h"

struct sd_writer {
	/* A record that prints: its probe (cpu, timestamp: 0 when the record
	 * has none), then each output action's values, then its end. */
	void (*rec_begin)(struct sd_run *r, const struct sd_epid_desc *ep,
			  uint32_t cpu, uint64_t ts);
	void (*act)(struct sd_run *r, const struct sd_act_desc *a,
		    const struct sd_value *v, int n);
	void (*rec_end)(struct sd_run *r);
	/* printa() with action a, or the exit-time print (a NULL). */
	void (*aggs)(struct sd_run *r, const struct sd_act_desc *a,
		     struct sd_aggsnap *const *v, size_t n);
	/* A runtime error on ep (msg: DTrace's words, no newline). */
	void (*fault)(struct sd_run *r, const struct sd_epid_desc *ep,
		      const struct sd_fault_rec *f, const char *msg);
	/* Drops of a kind (enum sd_drop) grew by n to total. */
	void (*drop)(struct sd_run *r, int kind, uint64_t n, uint64_t total,
		     const char *msg);
	/* The blank line text output has before the exit-time
	 * aggregations (and after an interrupt). */
	void (*blank)(struct sd_run *r);
	/* An action of the record failed (setopt, freopen, system): msg is
	 * DTrace's words without "sonda: ". */
	void (*act_error)(struct sd_run *r, const char *msg);
	/* Optional. What is written from now on goes elsewhere (freopen(),
	 * ftruncate()): a format whose objects must stay whole ends the part
	 * of the record written so far, and the record's next output begins
	 * another part of the same probe. */
	void (*split)(struct sd_run *r);
	/* Optional. When set, system() runs its command with the command's
	 * stdout read back, and hands here what it wrote and its exit status
	 * (128 + the signal when killed); when NULL, the command writes to
	 * sonda's stdout itself. */
	void (*system)(struct sd_run *r, const char *cmd, const char *out, size_t len,
		       int status);
};

/* tracemem(addr, size[, dsize]): the bytes to show of values v[0] (the
 * data) and v[1] (dsize, shown only when 0 <= dsize < size). */
size_t sd_tracemem_len(const struct sd_value *v);

extern const struct sd_writer sd_writer_text;
extern const struct sd_writer sd_writer_json;

/* consume.c: the probe-record prefix DTrace prints (header first). */
struct sd_fmt_ctx sd_run_fmt_ctx(struct sd_run *r);
struct sd_aggopts sd_run_agg_opts(struct sd_run *r);

#endif
