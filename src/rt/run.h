/* run.h - a tracing session: load the image, attach, consume, print.
 *
 * Life of a run (d-output-formats.md 1):
 *   sd_run_load()    maps created, programs relocated and loaded (a verifier
 *                    rejection is reported as a sonda bug, with the log)
 *   sd_run_attach()  every probe attached (fd-owned: nothing outlives us)
 *   sd_run_go()      BEGIN fired, tracing enabled, records consumed until
 *                    exit(), a signal or the end of the target processes;
 *                    then END, the final newline and the aggregations
 *   sd_run_free()    everything closed
 */
#ifndef SONDA_RT_RUN_H
#define SONDA_RT_RUN_H

#include <signal.h>
#include <stdio.h>
#include <sys/types.h>

#include "../base/buf.h"
#include "../base/json.h"
#include "../prov/prov.h"
#include "aggfmt.h"
#include "sym.h"
#include "unwind.h"
#include "upids.h"

struct sd_image;
struct sd_opts;
struct sd_writer;
struct ring_buffer;
struct sd_http;
struct sd_pcapf;

struct sd_run {
	struct sd_image *img;
	struct sd_opts *opts;
	FILE *out;			/* current output (freopen() may change it) */
	int out_errno;			/* first failed write's errno: output lost */
	FILE *out0;			/* stdout or the -o file */
	char *out_path;			/* the file freopen() opened, or NULL */
	int stdout_fd;			/* the first stdout, dup( )ed by the first
					   freopen( ) of it, else -1 */
	struct sd_pcapf *pcaps;		/* pcap()'s files (rt/pcap.c) */
	bool testing;			/* _DTRACE_TESTING layout */
	const struct sd_writer *w;	/* the output format (writer.h) */
	struct sd_json json;		/* the JSON writer's nesting */
	size_t rec_start;		/* where the record being written began */
	const struct sd_epid_desc *rec_ep;	/* the record being written: its */
	uint32_t rec_cpu;			/* probe, CPU and time, for a */
	uint64_t rec_ts;			/* writer that splits it */
	uint32_t rec_pid;			/* (JSON: the firing process) */
	bool rec_split;			/* JSON: the record's part was ended
					   (writer.h split); an item begins
					   the next */
	int ncpus;

	int map_state, map_globals, map_strtab, map_scratch, map_rb;
	int *map_agg;
	int *map_aggouter;		/* by aggregation id: its array of maps
					   (cg/image.h: AGGOUTER), else 0 */
	int *map_dvarouter;		/* by variable id: DVAROUTER, else 0 */
	int *map_dvar;
	int map_this;
	int map_vtime;			/* vtimestamp's last values, or -1 */
	int map_pdata;			/* probe data (cg/image.h), or -1 */
	void *state;			/* mmap'd struct sd_state */
	int *prog_fds;			/* by program; programs loaded once
					   share the fd of the first */
	bool *prog_shared;		/* prog_fds[i] is an earlier one's */
	struct sd_attach att;
	struct sd_xwatch *xw;		/* the exec watch (xwatch.h), or NULL */
	int fd_begin, fd_end;
	struct ring_buffer *rb;

	/* targets (-c/-p) */
	pid_t *pids;
	int *pidfds;			/* -errno: no pidfd, exit polled */
	bool *gone;			/* exit seen (polled, or its pidfd's event taken) */
	size_t npids, nalive;

	/* consumer state */
	struct sd_buf buf;
	bool header_done;
	bool batch_quiet;		/* quiet when this batch of records began */
	bool batch_flow;		/* flowindent when it began */
	struct sd_flow {		/* -F, by CPU (made at the first record): */
		int indent;		/* the indentation of the next line, */
		uint32_t prid;		/* the probe and clause + 1 of the */
		int stid;		/* last record (0, 0 before the first) */
	} *flow;
	bool stopping;			/* exit() seen or asked to stop */
	bool live;			/* probes enabled: records keep coming */
	bool abandon;			/* a second signal in the final drain */
	int abort_err;			/* a printf( ) failed: processing aborted */
	bool intr;			/* a SIGINT/SIGTERM was taken (g_intr) */
	bool sig_held;			/* a signal system() would have discarded */
	int sigfd;			/* SIGINT/SIGTERM, blocked from attach on */
	sigset_t sigold;		/* the mask before they were blocked */
	unsigned since_sigcheck;	/* records since pending signals were checked */
	bool agg_read_failed;		/* said so once */
	int status;			/* exit status */
	struct sd_aggdesc *aggdesc;
	struct sd_aggsnap *snaps;
	bool *printed;			/* printed by printa() */
	struct sd_aggsnap *held;	/* by aggregation: what clear( ) held
					   for the next reading (aggread.c) */
	int64_t *normal;		/* normalize() factors */
	uint64_t agg_epoch;		/* reads of the buffers that read the
					   aggregations (aggread.c) */
	uint64_t *view_epoch;		/* by aggregation: the read its view
					   in snaps is of */
	uint64_t *held_epoch;		/* by aggregation: the read whose
					   clear( ) held entries (held) */
	int *seal_aggs;			/* the aggregations a printa( ),
					   clear( ) or trunc( ) names */
	int nseal_aggs;
	uint64_t drops_seen[8];
	uint64_t cpu_drops_seen[SD_VT_CPUS];	/* principal drops told, by CPU */
	uint64_t agg_drops_seen[SD_VT_CPUS];	/* aggregation drops told, by CPU */
	uint64_t missed, missed_at;	/* kernel-skipped firings, when read */
	uint64_t status_at;		/* when the drops were last read (0: never) */
	uint64_t snap_at;		/* when aggregation drops were (aggrate) */
	bool pre_end;			/* the probes are stopped, END not fired */
	bool snap_begin;		/* the next read is DTrace's first: the
					   one after it reads them too */
	uint64_t nread;			/* records read from the ring */
	uint64_t switch_at;		/* switchrate: when the last reading was due, */
	uint64_t read_until;		/* until when records are awaited (0: not) */
	bool ring_armed;		/* the ring buffer's wakeups are polled */
	struct sd_specbuf {		/* speculative records, by id - 1: as
					   DTrace's dt_spec_buf (dt_consume.c) */
		struct sd_buf data;	/* records, each preceded by its size */
		uint64_t size;
		uint32_t nrecs;		/* records in data */
		uint32_t read;		/* records drained so far */
		uint32_t written;	/* speculate()s the kernel counted, read
					   at commit()/discard() */
		bool kept;		/* a record came (DTrace's spec buf exists) */
		bool draining;		/* after its commit() or discard() */
		bool committing;	/* draining: commit(), else discard() */
	} spec[64];
	uint8_t spec_order[64];		/* the draining ids, in the order of
					   their commit()/discard() records */
	int spec_ndrain;
	bool spec_committing;		/* printing committed records */
	uint32_t spec_cpu;		/* the CPU of the record committing them */
	uint64_t spec_drops;		/* specsize exceeded (consumer side) */
	int peek;			/* after an exit() in BEGIN, the pass of
					   dt_consume_begin() (SD_PEEK_*) */
	struct sd_buf peek_rest;	/* the second pass's records, each
					   preceded by its size */
	const unsigned long *rb_pos;	/* the ring's consumer position, and a
					   page on its producer's (mmap), or NULL */
	size_t rb_page;
	bool bounded;			/* this read of the buffers ends at */
	unsigned long batch_end;	/* the producer's position as it began */
	struct sd_buf cut;		/* the record past it: the next read's */
	struct sd_syms syms;
	struct sd_symbolizer sym;
	struct sd_unwind *uw;		/* user-stack unwind rows, or NULL */
	struct sd_upids *upids;		/* processes of usym( ) values, or NULL */
	bool verbose;			/* -v: say how user stacks were unwound */
	int pprof_fd;			/* -x pprof: the file, while open_pprof */
	bool open_pprof;
	char *pprof_path;		/* its path, as opened */
	uint64_t pprof_start;		/* wall-clock ns when it was opened */
	struct sd_http *http;		/* -x http: the server, or NULL */
};

/* The provider name of p as the firing process pid sees it: a latent
 * probe's (prov/prov.h) is its provider and pid (written to buf). */
const char *sd_run_prov(const struct sd_probe *p, uint32_t pid, char *buf, size_t n);

/* Creates maps and loads programs. 0, or -1 after printing the reason. */
int sd_run_load(struct sd_run *r, struct sd_image *img, struct sd_opts *opts,
		FILE *out);
/* Attaches every program to its probe. 0, or -1 after printing. */
int sd_run_attach(struct sd_run *r);
/* Adds a -c/-p process whose exit ends tracing. */
int sd_run_add_target(struct sd_run *r, pid_t pid);
/* The unwinder or a usym( ) met pid for the first time, or saw it run
 * another program (exec) or map other code: its symbols are read now
 * (again: what was read for that pid before, another program's or an
 * earlier process's with that pid, is dropped), so that its stacks and
 * symbols print with names after it exits (sd_unwind_on_load() and
 * sd_upids_poll() callback; ctx is the run). Nothing is done once pid is
 * gone: what was read while it lived is kept. */
void sd_run_proc_seen(void *ctx, pid_t pid);
/* Blocks SIGINT and SIGTERM (those not ignored since start) for the
 * signalfd sd_run_go() reads, before anything is attached: a ^C while
 * probes are being attached stops tracing cleanly once it starts, as
 * dtrace(1) has its handler in place before it enables probes, rather
 * than ending sonda with sites patched. sd_run_attach() calls it; once. */
void sd_run_block_signals(struct sd_run *r);
/* Closes that signalfd and restores the mask before it (sd_run_go() at its
 * end, sd_run_free() when tracing never began); nothing if not blocked. */
void sd_run_unblock_signals(struct sd_run *r);

/* Is a SIGINT or SIGTERM pending (blocked for the run's signalfd)? */
bool sd_run_signal_pending(void);
/* Takes a pending SIGINT/SIGTERM (and one system() held) as the run's
 * first, dtrace(1)'s g_intr. */
void sd_run_take_signal(struct sd_run *r);
/* Traces until done; returns the exit status for main(). */
int sd_run_go(struct sd_run *r);
void sd_run_free(struct sd_run *r);

/* detach.c: waits until no earlier sonda is still removing its probes
 * (sd_run_attach calls it first), and removes at's attachments, in a child
 * that outlives sonda when that takes long (at->weight). */
void sd_detach_wait(void);
void sd_detach(struct sd_attach *at);

/* consume.c */
/* Handles one ring buffer record (libbpf callback signature). */
int sd_run_record(void *ctx, void *data, size_t size);
int sd_run_ring_record(void *ctx, void *data, size_t size);
/* A read of the buffers begins: while probes fire it reads the records
 * the ring held then (DTrace's dt_consume_cpu( ) reads a buffer's head
 * once), after the one the last read left (r->cut). Returns whether to
 * read the ring on. */
bool sd_run_batch_begins(struct sd_run *r);
/* After an exit() in BEGIN, DTrace's dt_consume_begin() reads BEGIN's
 * records first (sd_run.peek SD_PEEK_BEGIN while the ring is read, the
 * others kept), then the others: reads what the first pass kept (run.c's
 * drain() sets the read's state up again first, a new dt_consume_cpu()). */
enum { SD_PEEK_NONE, SD_PEEK_BEGIN, SD_PEEK_REST };
void sd_run_peek_rest(struct sd_run *r);
/* Prints every aggregation not printed by printa(). */
void sd_run_print_aggs(struct sd_run *r);
/* Reads aggregation id into s, a snapshot of the caller's (initialized
 * or released; its old entries are released). */
void sd_run_snapshot(struct sd_run *r, int id, struct sd_aggsnap *s);
/* Reads every aggregation into r->snaps. */
void sd_run_snapshot_all(struct sd_run *r);

/* aggread.c */
/* printa( ) of the aggregations a names. */
void sd_run_printa(struct sd_run *r, const struct sd_act_desc *a);
/* clear( ) or trunc( ) (arg: trunc( )'s count) of a's aggregation. */
void sd_run_aggop(struct sd_run *r, const struct sd_act_desc *a, int64_t arg);
/* A read of the buffers begins that reads the aggregations, as DTrace's
 * consumer reads them all before it reads the buffers: the views are
 * read again as a record first needs each (with aggrate, while probes
 * fire, every one now). */
void sd_run_agg_snap(struct sd_run *r);
/* Before the consumer does what may fire probes (system( ), freopen( )):
 * the view of each aggregation a printa( ), clear( ) or trunc( ) names,
 * if this read of the buffers has not read it yet. */
void sd_run_agg_seal(struct sd_run *r);
/* At load: the list of those aggregations (r->seal_aggs). */
void sd_run_agg_seal_init(struct sd_run *r);
/* Writes out pending output; 0 or -1 on a write error. */
int sd_run_flush(struct sd_run *r);
/* Reports the drops of the buffers (aggregations, then each CPU's
 * principal buffer) that grew since the last report: before a drain. */
void sd_run_report_buf_drops(struct sd_run *r);
/* Reports the other drop counters (dynamic variables, speculations,
 * missed firings) that grew since the last report. */
void sd_run_report_drops(struct sd_run *r);

#endif
