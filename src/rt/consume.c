/* consume.c - ring buffer records to text (docs/output-formats.md).
 *
 * Every record starts with a struct sd_rec_hdr whose EPID names the
 * (clause, probe) pair that wrote it; the image's sd_epid_desc for that
 * EPID says where each action's data lies and how to format it. Records
 * arrive in commit order across CPUs (one ring buffer), so no merging is
 * needed. Aggregations never travel in records: printa(), clear(),
 * trunc() and the exit-time print read the per-CPU maps directly and merge
 * the CPUs' values then (aggread.c, which keeps the consumer's view).
 *
 * Invariants: a record is formatted only from its descriptor and its own
 * bytes (a short or unknown record is dropped, never read past); output
 * goes through r->out and is flushed at the switchrate; runtime errors
 * (fault records) go to stderr in DTrace's words.
 */
#include "run.h"

#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <sys/wait.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <bpf/bpf.h>

#include "../base/clock.h"
#include "../base/opts.h"
#include "../cg/image.h"
#include "../kern/bpf.h"
#include "aggmap.h"
#include "pcap.h"
#include "print.h"
#include "../base/xalloc.h"
#include "writer.h"

#define SIGCHECK_RECORDS 256

static const char *const fault_text[] = {
	[SD_FAULT_BADADDR] = "invalid address", [SD_FAULT_BADALIGN] = "invalid alignment",
	[SD_FAULT_ILLOP] = "illegal operation", [SD_FAULT_DIVZERO] = "divide-by-zero",
	[SD_FAULT_NOSCRATCH] = "out of scratch space",
	[SD_FAULT_KPRIV] = "invalid kernel access", [SD_FAULT_UPRIV] = "invalid user access",
	[SD_FAULT_TUPOFLOW] = "tuple stack overflow", [SD_FAULT_BADSTACK] = "bad stack",
	[SD_FAULT_BADSIZE] = "invalid size", [SD_FAULT_BADINDEX] = "index out of bounds",
};

/* Hands pending output to r->out's stdio buffer, which writes it out
 * only as it fills (BUFSIZ blocks to a file or pipe, lines to a terminal),
 * as dtrace(1)'s output stream between its fflush( )es. */
static int spill(struct sd_run *r)
{
	size_t len = r->buf.len;

	if (!len)
		return 0;
	size_t n = fwrite(r->buf.data, 1, len, r->out);
	sd_buf_reset(&r->buf);
	if (n == len)
		return 0;
	if (!r->out_errno)
		r->out_errno = errno ? errno : EIO;
	return -1;
}

/* Writes out what is pending, in sonda's buffer and r->out's. */
int sd_run_flush(struct sd_run *r)
{
	if (spill(r) < 0)
		return -1;
	if (fflush(r->out) == 0)
		return 0;
	if (!r->out_errno)
		r->out_errno = errno ? errno : EIO;
	return -1;
}

struct sd_fmt_ctx sd_run_fmt_ctx(struct sd_run *r)
{
	struct sd_fmt_ctx c = SD_FMT_CTX_INIT;

	c.sym = &r->sym;
	c.stackindent = (int)r->opts->stackindent;
	c.noresolve = r->opts->noresolve;
	c.rawbytes = r->opts->rawbytes;
	c.target_pid = r->npids ? r->pids[0] : 0;	/* $target: the first -c, else -p */
	return c;
}

/* aggsortkeypos and aggsortpos past INT_MAX are 0: dt_aggregate_qsort( )
 * takes a key position only up to INT_MAX, and dt_aggregate_walk_joined( )
 * sets a sort position past the aggregations to 0 (the value is never cut
 * to an int). */
static int sort_position(int64_t v)
{
	return v >= 0 && v <= INT_MAX ? (int)v : 0;
}

struct sd_aggopts sd_run_agg_opts(struct sd_run *r)
{
	struct sd_aggopts o = {
		.sortkey = r->opts->aggsortkey, .sortrev = r->opts->aggsortrev,
		.sortkeypos = sort_position(r->opts->aggsortkeypos),
		.sortpos = sort_position(r->opts->aggsortpos),
		.hist = r->opts->agghist, .pack = r->opts->aggpack,
	};
	sd_agg_set_zoom(r->opts->aggzoom);
	return o;
}

/* The heading, before the first record: as DTrace's chew(), which prints
 * the -F heading with -q too, and none later when the first record came
 * while quiet (a setopt("quiet", "no") does not bring it); in test mode
 * (_DTRACE_TESTING) without the CPU column, -F's too. */
static void header(struct sd_run *r)
{
	if (r->header_done)
		return;
	r->header_done = true;
	if (r->opts->quiet && !r->opts->flowindent)
		return;
	if (r->opts->flowindent && r->testing)
		sd_buf_addf(&r->buf, "%-41s\n", "FUNCTION");
	else if (r->opts->flowindent)
		sd_buf_addf(&r->buf, "%3s %-41s\n", "CPU", "FUNCTION");
	else if (r->testing)
		sd_buf_addf(&r->buf, "%32s\n", "FUNCTION:NAME");
	else
		sd_buf_addf(&r->buf, "%3s %6s %32s\n", "CPU", "ID", "FUNCTION:NAME");
}

/* 1 for an entry probe ("entry" or "...-entry"), -1 for a return probe
 * ("return", "...-return"), else 0: DTrace's dt_flowindent(), which looks
 * at the first "entry" (then "return") in the name only, so neither
 * "gentry-entry" nor "return-return" is one. */
static int flow_kind(const char *name)
{
	static const char *const words[] = { "entry", "return" };

	for (int i = 0; i < 2; i++) {
		const char *sub = strstr(name, words[i]);
		if (sub && !sub[strlen(words[i])] && (sub == name || sub[-1] == '-'))
			return i ? -1 : 1;
	}
	return 0;
}

/* -F (flowindent): as DTrace's dt_flowindent() and chew(), an entry probe
 * is " -> func" and indents the lines after it by 2, a return probe takes
 * that back and is " <- func" (" => ", " <= " at syscall probes), any
 * other "| func:name". An entry probe is not one when the last record was
 * the same probe's from another clause. The indentation and the last
 * record are the CPU's for one read of the buffers, as dt_consume_cpu()
 * keeps them in its own locals, zeroed for each read (drain()). A
 * committed speculation's records each start from a copy of the state of
 * the CPU that commits (dt_commit_one_spec()'s specpdat): the last record
 * they set stays, their indentation does not. This runs for every record
 * of a read that began with flowindent set, printed or not (a setopt()
 * may unset it meanwhile), as dt_consume_one_probe() calls
 * dt_flowindent() whenever its flow is set. */
static void flow_name(struct sd_run *r, const struct sd_epid_desc *ep, uint32_t cpu, char *name,
		      size_t n)
{
	const struct sd_probe *p = ep->probe;
	bool sys = !strcmp(p->prov, "syscall");
	int flow = flow_kind(p->name);

	if (!r->flow)
		r->flow = sd_xcalloc(r->ncpus > 0 ? r->ncpus : 1, sizeof(*r->flow));
	uint32_t own = r->spec_committing ? r->spec_cpu : cpu;
	struct sd_flow *f = &r->flow[own < (uint32_t)r->ncpus ? own : 0];
	int indent = f->indent;
	if (flow > 0 && ep->clause + 1 != f->stid && p->id == f->prid)
		flow = 0;
	if (flow < 0 && indent > 0)
		indent -= 2;
	if (flow)
		snprintf(name, n, "%*s%s%s", indent, "",
			 flow > 0 ? (sys ? " => " : " -> ") : (sys ? " <= " : " <- "), p->func);
	else
		snprintf(name, n, "%*s| %s:%s", indent, "", p->func, p->name);
	if (!r->spec_committing)
		f->indent = indent + (flow > 0 ? 2 : 0);
	f->prid = p->id;
	f->stid = ep->clause + 1;
}

/* The -F line of a record; false when flowindent is not set (now). When
 * it was not set as the read began but a setopt() has set it since,
 * dt_flowindent() made no prefix for chew() to print: its NULL prints as
 * glibc's "(null)", the name cut to the length chew() allows an entry's
 * (the kind a zeroed dtrace_probedata_t says). */
static bool flow_begin(struct sd_run *r, const struct sd_epid_desc *ep, uint32_t cpu)
{
	char name[1024];

	if (r->batch_flow)
		flow_name(r, ep, cpu, name, sizeof(name));
	else
		snprintf(name, SD_MIN(sizeof(name), strlen(ep->probe->func) + 5), "(null)%s",
			 ep->probe->func);
	if (!r->opts->flowindent)
		return false;
	if (r->testing)
		sd_buf_addf(&r->buf, "%-41s ", name);
	else
		sd_buf_addf(&r->buf, "%3u %-41s ", cpu, name);
	return true;
}

static void text_rec_begin(struct sd_run *r, const struct sd_epid_desc *ep, uint32_t cpu,
			   uint64_t ts)
{
	char fn[512];

	header(r);
	if ((r->batch_flow || r->opts->flowindent) && flow_begin(r, ep, cpu))
		return;
	if (r->opts->quiet)
		return;
	snprintf(fn, sizeof(fn), "%s:%s", ep->probe->func, ep->probe->name);
	if (r->testing)
		sd_buf_addf(&r->buf, "%32s ", fn);
	else
		sd_buf_addf(&r->buf, "%3u %6u %32s ", cpu, ep->probe->id, fn);
}

static void field_value(struct sd_run *r, const uint8_t *rec, size_t size,
			const struct sd_rec_field *f, struct sd_value *v)
{
	*v = f->v;
	if (f->off + 8 > size && f->v.kind != SD_V_STR) {
		v->i = 0;
		return;
	}
	if (f->v.kind == SD_V_STR || f->v.kind == SD_V_BYTES) {
		v->s = (const char *)rec + f->off;
		v->len = f->off + f->v.len <= size ? f->v.len : 0;
		return;
	}
	if (f->off + f->v.len > size) {
		v->npcs = 0;
		return;
	}
	const uint8_t *p = rec + f->off;
	uint64_t w0, w1;
	memcpy(&w0, p, 8);
	memcpy(&w1, p + 8, 8);
	switch (f->v.kind) {
	case SD_V_KSTACK:
		v->pcs = (const uint64_t *)(const void *)(p + 8);
		v->npcs = (int)SD_MIN(w0 / 8, (uint64_t)f->v.npcs);
		return;
	case SD_V_USTACK:
		v->pid = (int)w0;
		v->pcs = (const uint64_t *)(const void *)(p + 16);
		v->npcs = (int)SD_MIN(w1 / 8, (uint64_t)f->v.npcs);
		return;
	case SD_V_USYM: case SD_V_UMOD: case SD_V_UADDR:
		v->i = w0;
		v->pid = (int)w1;
		return;
	case SD_V_BYTES:
		v->s = (const char *)p;
		return;
	default:
		break;
	}
	uint64_t x;
	memcpy(&x, rec + f->off, 8);
	v->i = x;
}

/* trunc()'s and normalize()'s argument as DTrace's consumer reads it: its
 * record is as wide as the argument's type, and dt_trunc() sign-extends it
 * while dt_normalize() zero-extends it, whatever the type's sign (so
 * normalize(@, -2) divides by 4294967294, -2 being an int). */
static int64_t aggop_arg(const struct sd_value *v, bool sign)
{
	int bits = v->size > 0 && v->size < 8 ? 8 * v->size : 64;
	uint64_t x = bits < 64 ? v->i & ((1ULL << bits) - 1) : v->i;

	if (sign && bits < 64 && (x >> (bits - 1)) & 1)
		x |= ~0ULL << bits;
	return (int64_t)x;
}

static void spec_end(struct sd_run *r, int64_t id, bool commit);

/* An action's failure, in DTrace's words, through the writer. */
static void act_error(struct sd_run *r, const char *fmt, ...)
{
	struct sd_buf msg = SD_BUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	sd_buf_vaddf(&msg, fmt, ap);
	va_end(ap);
	r->w->act_error(r, sd_buf_str(&msg));
	sd_buf_free(&msg);
}

/* A failed library action (setopt, freopen): DTrace's dt_handle_liberr()
 * names the clause and probe as a runtime fault does. */
static void lib_error(struct sd_run *r, const struct sd_epid_desc *ep, const char *fmt, ...)
{
	struct sd_buf msg = SD_BUF_INIT;
	va_list ap;

	sd_buf_addf(&msg, "error in dt_clause_%d for probe ID %u (%s:%s:%s:%s): ", ep->dtidx,
		    ep->probe->id, ep->probe->prov, ep->probe->mod, ep->probe->func,
		    ep->probe->name);
	va_start(ap, fmt);
	sd_buf_vaddf(&msg, fmt, ap);
	va_end(ap);
	r->w->act_error(r, sd_buf_str(&msg));
	sd_buf_free(&msg);
}

static int exit_status(int st)
{
	if (WIFEXITED(st))
		return WEXITSTATUS(st);
	return WIFSIGNALED(st) ? 128 + WTERMSIG(st) : st;
}

/* system() for a writer that takes the command's output (writer.h). */
static void system_captured(struct sd_run *r, const char *cmd)
{
	struct sd_buf out = SD_BUF_INIT;
	char chunk[4096];
	size_t n;
	FILE *p;

	fflush(stdout);
	p = popen(cmd, "r");
	if (!p) {
		act_error(r, "failed to run \"%s\": %s", cmd, strerror(errno));
		return;
	}
	while ((n = fread(chunk, 1, sizeof(chunk), p)) > 0)
		sd_buf_add(&out, chunk, n);
	int st = pclose(p);
	r->w->system(r, cmd, out.data ? out.data : "", out.len, st < 0 ? -1 : exit_status(st));
	sd_buf_free(&out);
}

static void run_system(struct sd_run *r, const char *cmd)
{
	if (r->w->system) {
		system_captured(r, cmd);
		return;
	}
	sd_run_flush(r);
	fflush(stdout);
	if (system(cmd) < 0)
		act_error(r, "failed to run \"%s\": %s", cmd, strerror(errno));
}

static void act_system(struct sd_run *r, const char *cmd)
{
	/* system(3) ignores SIGINT while the command runs, and ignoring a
	 * signal discards it if pending: one that came before now (blocked,
	 * for run.c's signalfd) would be lost, where DTrace's handler has
	 * already seen it; it is held here instead */
	if (sd_run_signal_pending()) {
		r->sig_held = true;
		r->since_sigcheck = SIGCHECK_RECORDS;
	}
	/* the command runs with SIGCHLD unblocked, as DTrace's main thread
	 * runs it (run.c blocks it for the targets' exits) */
	sigset_t chld, mask;

	sigemptyset(&chld);
	sigaddset(&chld, SIGCHLD);
	sigprocmask(SIG_UNBLOCK, &chld, &mask);
	run_system(r, cmd);
	sigprocmask(SIG_SETMASK, &mask, NULL);
}

/* The output goes elsewhere from here on. */
static void out_moves(struct sd_run *r)
{
	if (r->w->split)
		r->w->split(r);
	sd_run_flush(r);
}

/* freopen( ) of stdout (no -o): DTrace's dtrace_freopen( ) (dt_printf.c)
 * reopens stdout itself, fopen( )ing the file ("a") and keeping a dup( ) of
 * the first stdout; freopen("") reopens "/dev/fd/N" of that dup the same
 * way. Commands system( ) runs write there too, and a regular file is
 * written through an open file description of its own, in append mode:
 * after freopen(""), at the file's end, not at the offset the shell shares
 * with sonda's first stdout. */
static void reopen_stdout(struct sd_run *r, const struct sd_epid_desc *ep, const char *path,
			  bool restore)
{
	char fdpath[32];

	if (restore) {
		if (r->stdout_fd < 0)
			return;		/* never reopened: nothing to do */
		snprintf(fdpath, sizeof(fdpath), "/dev/fd/%d", r->stdout_fd);
		path = fdpath;
	}
	FILE *f = fopen(path, "ae");
	if (!f) {
		lib_error(r, ep, "couldn't freopen() \"%s\": %s", path, strerror(errno));
		return;
	}
	out_moves(r);
	if (r->stdout_fd < 0)
		r->stdout_fd = dup(STDOUT_FILENO);
	if (r->stdout_fd < 0 || dup2(fileno(f), STDOUT_FILENO) < 0)
		act_error(r, "couldn't freopen() \"%s\": %s", path, strerror(errno));
	else if (!restore)
		r->out_path = sd_xstrdup(path);
	fclose(f);
}

/* freopen(""), the format itself empty: back to stdout ("." is refused by
 * the compiler), as DTrace's dtrace_freopen() tells it by the format, its
 * sentinel; a path that only renders empty (freopen("%s", "")) is opened
 * as any other, and fails. The output so far is written out only once the
 * file is open (DTrace's freopen(3) of the stream flushes it): a failure's
 * message comes before it. With -o, the -o file's stream is left alone
 * (DTrace opened it "a" too) and the output goes to a stream of its own. */
static void act_freopen(struct sd_run *r, const struct sd_epid_desc *ep, const char *path,
			bool restore)
{
	free(r->out_path);
	r->out_path = NULL;
	if (r->out0 == stdout) {
		reopen_stdout(r, ep, path, restore);
		return;
	}
	if (restore) {
		out_moves(r);
		if (r->out != r->out0)
			fclose(r->out);
		r->out = r->out0;
		return;
	}
	FILE *f = fopen(path, "a");
	if (!f) {
		lib_error(r, ep, "couldn't freopen() \"%s\": %s", path, strerror(errno));
		return;
	}
	out_moves(r);
	if (r->out != r->out0)
		fclose(r->out);
	r->out = f;
	r->out_path = sd_xstrdup(path);
}

/* The string a field holds (what the record has of it, up to its NUL). */
static char *field_str(const struct sd_value *v)
{
	return sd_xstrndup(v->s ? v->s : "", v->s ? strnlen(v->s, v->len) : 0);
}

/* setopt()'s name recorded as a pointer or 0, not a string: DTrace's
 * consumer reads its record as a string all the same, the value's bytes
 * (little-endian) up to a NUL, on into the next record (the value's, or
 * the int 0 that stands for no value) when all 8 are set. */
static char *setopt_name_bytes(const struct sd_value *v, int n)
{
	char b[8 + 8 + 1] = { 0 };

	for (int i = 0; i < 8; i++)
		b[i] = (char)(v[0].i >> (8 * i));
	if (n > 1 && v[1].kind == SD_V_STR && v[1].s) {
		char *val = field_str(&v[1]);
		char *s = sd_xstrndup(b, strnlen(b, 8));
		char *all = strlen(s) == 8 ? sd_xasprintf("%s%s", s, val) : sd_xstrdup(s);
		free(s);
		free(val);
		return all;
	}
	if (n > 1)
		for (int i = 0; i < 8; i++)
			b[8 + i] = (char)(v[1].i >> (8 * i));
	return sd_xstrdup(b);
}

static void act_setopt(struct sd_run *r, const struct sd_epid_desc *ep,
		       const struct sd_act_desc *a, const struct sd_value *v, int n)
{
	const char *err = NULL;
	/* the strings, constants or recorded; setopt("name") sets name to
	 * "1", as DTrace's consumer does, and so does a value that is not a
	 * D string (a pointer, 0, a char array): DTrace takes only a record
	 * of alignment 1, a string's, as the value */
	char *name = !n ? sd_xstrdup(a->name) :
		v[0].kind == SD_V_STR ? field_str(&v[0]) : setopt_name_bytes(v, n);
	char *value = n > 1 && v[1].kind == SD_V_STR && !v[1].char_array ? field_str(&v[1]) :
		sd_xstrdup(!n && a->value ? a->value : "1");

	/* DTrace's dt_setopt() ends the message with a newline of its own,
	 * so a blank line follows it on stderr */
	if (sd_opt_set(r->opts, name, value, SD_OPT_SETOPT, &err) < 0)
		lib_error(r, ep, "couldn't set option \"%s\" to \"%s\": %s\n", name, value,
			  err);
	free(name);
	free(value);
}

static void do_act(struct sd_run *r, const struct sd_epid_desc *ep,
		   const struct sd_act_desc *a, const uint8_t *rec, size_t size)
{
	/* a printf( ) may have more arguments than most: all of them print */
	struct sd_value vbuf[64];
	struct sd_value *v = a->nfields > 64 ? sd_xcalloc((size_t)a->nfields, sizeof(*v)) : vbuf;
	int n = a->nfields;
	struct sd_fmt_ctx ctx = sd_run_fmt_ctx(r);

	for (int i = 0; i < n; i++)
		field_value(r, rec, size, &a->fields[i], &v[i]);
	switch (a->kind) {
	case SD_ACT_TRACE: case SD_ACT_PRINT: case SD_ACT_PRINTF: case SD_ACT_TRACEMEM:
	case SD_ACT_PCAP:
		r->w->act(r, a, v, n);
		break;
	case SD_ACT_PRINTA:
		sd_run_printa(r, a);
		r->since_sigcheck = SIGCHECK_RECORDS;	/* it took a while */
		break;
	case SD_ACT_SYSTEM: case SD_ACT_FREOPEN: {
		struct sd_buf cmd = SD_BUF_INIT;
		/* a failed conversion aborts, as DTrace's dtrace_sprintf( ),
		 * whose buffer holds strsize bytes, its NUL too */
		ctx.cstring = true;
		r->abort_err = sd_fmt_render(&cmd, a->fmt, v, (size_t)n, &ctx);
		sd_buf_truncate(&cmd, r->opts->strsize ? r->opts->strsize - 1 : 0);
		if (!r->abort_err)
			sd_run_agg_seal(r);
		if (!r->abort_err && a->kind == SD_ACT_SYSTEM)
			act_system(r, sd_buf_str(&cmd));
		else if (!r->abort_err)
			act_freopen(r, ep, sd_buf_str(&cmd), !a->fmt->text[0]);
		sd_buf_free(&cmd);
		break;
	}
	case SD_ACT_SETOPT:
		act_setopt(r, ep, a, v, n);
		break;
	case SD_ACT_COMMIT: case SD_ACT_DISCARD:
		spec_end(r, (int64_t)v[0].i, a->kind == SD_ACT_COMMIT);
		break;
	case SD_ACT_FTRUNCATE:
		/* DTrace's DT_ACT_FTRUNCATE truncates whatever the output
		 * is, stdout too (a pipe or terminal refuses, silently) */
		out_moves(r);
		if (ftruncate(fileno(r->out), 0) == 0)
			rewind(r->out);
		break;
	case SD_ACT_EXIT:
		r->status = (int)(int32_t)v[0].i;	/* the last exit() wins */
		r->stopping = true;
		break;
	default:
		sd_run_aggop(r, a, n ? aggop_arg(&v[0], a->kind == SD_ACT_TRUNC) : 0);
		r->since_sigcheck = SIGCHECK_RECORDS;	/* it took a while */
		break;
	}
	if (v != vbuf)
		free(v);
}

const char *sd_run_prov(const struct sd_probe *p, uint32_t pid, char *buf, size_t n)
{
	if (!p->latent || !pid)
		return p->prov;
	snprintf(buf, n, "%s%u", p->prov, pid);
	return buf;
}

/* A runtime fault: DTrace for Linux's message (the ERROR clauses already ran
 * in the faulting program: cg.c inline_error). None under grabanon: DTrace's
 * dtrace_handle_err( ) (dt_handle.c) then enables no error program, whose
 * records make the message. */
static void fault(struct sd_run *r, const struct sd_fault_rec *f)
{
	if (r->opts->grabanon)
		return;
	const struct sd_epid_desc *ep = f->fepid && f->fepid <= r->img->nepids ?
		&r->img->epids[f->fepid - 1] : NULL;
	const char *what = f->fault < SD_ARRAY_SIZE(fault_text) && fault_text[f->fault] ?
		fault_text[f->fault] : "unknown fault";

	struct sd_buf msg = SD_BUF_INIT;
	char prov[300];

	if (!ep)
		return;
	sd_buf_addf(&msg, "error in dt_clause_%d for probe ID %u (%s:%s:%s:%s): %s",
		    ep->dtidx, ep->probe->id,
		    sd_run_prov(ep->probe, f->pid, prov, sizeof(prov)), ep->probe->mod,
		    ep->probe->func, ep->probe->name, what);
	/* an address of -1 is "unknown" to DTrace's dt_handle_err: no details */
	if ((f->fault == SD_FAULT_BADADDR && f->addr != UINT64_MAX) ||
	    f->fault == SD_FAULT_BADALIGN || f->fault == SD_FAULT_BADSTACK ||
	    f->fault == SD_FAULT_BADSIZE)
		sd_buf_addf(&msg, " (0x%llx)", (unsigned long long)f->addr);
	else if (f->fault == SD_FAULT_BADINDEX)
		sd_buf_addf(&msg, " (%lld)", (long long)f->addr);
	sd_buf_addf(&msg, " at BPF pc %u", f->pc);
	r->w->fault(r, ep, f, sd_buf_str(&msg));
	sd_buf_free(&msg);
}

/* Keeps a speculative record until its commit() or discard(), as DTrace's
 * dt_consume_one_probe(): one that would take the speculation past
 * specsize is a speculative drop (and makes no buffer). What counts is the
 * size of DTrace's buffer for the clause (ep->dt_size), as the perf ring
 * buffer hands it over, in multiples of 8 bytes. */
static void spec_keep(struct sd_run *r, unsigned id, const struct sd_epid_desc *ep,
		      const void *data, size_t size)
{
	struct sd_specbuf *b;
	uint64_t dtsize = SD_ALIGN(ep->dt_size, 8);

	if (!id || id > SD_ARRAY_SIZE(r->spec) || id > (unsigned)r->opts->nspec)
		return;		/* an invalid id: speculate() was a no-op */
	b = &r->spec[id - 1];
	if (b->size + dtsize > r->opts->specsize) {
		r->spec_drops++;
		return;
	}
	uint64_t sz = size;
	sd_buf_add(&b->data, &sz, sizeof(sz));
	sd_buf_add(&b->data, data, size);
	b->size += dtsize;
	b->nrecs++;
	b->kept = true;
}

/* commit(), discard(): as DTrace's consumer, only a speculation that has
 * records and is not draining yet starts draining; one without records
 * is left alone (so its id stays busy for good, as in DTrace). How many
 * clauses speculate()d to it is read now: spec_drain() frees the id once
 * as many records were read. */
static void spec_end(struct sd_run *r, int64_t id, bool commit)
{
	uint32_t i = (uint32_t)id;

	if (!i || i > SD_ARRAY_SIZE(r->spec) || i > r->opts->nspec)
		return;
	struct sd_specbuf *b = &r->spec[i - 1];
	if (!b->kept || b->draining)
		return;
	b->draining = true;
	b->committing = commit;
	b->read = 0;
	b->written = (uint32_t)(__atomic_load_n(&((struct sd_state *)r->state)->spec[i - 1],
						__ATOMIC_SEQ_CST) >> 32);
	r->spec_order[r->spec_ndrain++] = (uint8_t)i;
}

/* After each record that is not speculative, as DTrace's
 * dt_consume_one_probe(): the draining speculations print their records
 * (commit) or drop them (discard); one that has had as many records as
 * speculate() counted is done and its id free, else (records dropped on
 * the way) it stays, and its id busy, for good. */
static void spec_drain(struct sd_run *r)
{
	int kept = 0;

	r->spec_cpu = r->rec_cpu;	/* the committing record's */
	r->spec_committing = true;
	for (int k = 0; k < r->spec_ndrain; k++) {
		uint8_t i = r->spec_order[k];
		struct sd_specbuf *b = &r->spec[i - 1];
		struct sd_buf data = b->data;

		b->read += b->nrecs;
		memset(&b->data, 0, sizeof(b->data));
		b->size = 0, b->nrecs = 0;
		for (size_t off = 0; b->committing && off + 8 <= data.len; ) {
			uint64_t sz;
			memcpy(&sz, data.data + off, 8);
			struct sd_rec_hdr *h = (struct sd_rec_hdr *)(void *)(data.data + off + 8);
			h->cpu &= (1u << SD_REC_SPEC_SHIFT) - 1;
			sd_run_record(r, h, sz);
			off += 8 + SD_ALIGN(sz, 1);
		}
		sd_buf_free(&data);
		if (b->read < b->written) {
			r->spec_order[kept++] = i;
			continue;
		}
		memset(b, 0, sizeof(*b));
		/* freed as DTrace deletes its specs entry: the next one starts
		 * at size 0 (before the buffer can be claimed again) */
		__atomic_store_n(&((struct sd_state *)r->state)->spec_size[i - 1], 0,
				 __ATOMIC_SEQ_CST);
		__atomic_store_n(&((struct sd_state *)r->state)->spec[i - 1], 0, __ATOMIC_SEQ_CST);
	}
	r->spec_ndrain = kept;
	r->spec_committing = false;
}

/* Does the record print anything (a probe line), or only end speculations? */
static bool record_prints(const struct sd_epid_desc *ep, const void *data, size_t size)
{
	if (!ep->nacts)
		return true;
	for (int i = 0; i < ep->nacts; i++)
		if (sd_rec_act_ran(ep, data, size, i) && ep->acts[i].kind != SD_ACT_COMMIT &&
		    ep->acts[i].kind != SD_ACT_DISCARD)
			return true;
	return false;
}

/* Has a -c/-p process exited whose exit run.c's loop has not taken yet
 * (its pidfd readable)? */
static bool target_exit_pending(const struct sd_run *r)
{
	for (size_t i = 0; i < r->npids; i++) {
		struct pollfd p = { .fd = r->pidfds[i], .events = POLLIN };

		if (!r->gone[i] && r->pidfds[i] >= 0 && poll(&p, 1, 0) == 1)
			return true;
	}
	return false;
}

/* ring_buffer__consume() goes on for as long as records come, and a
 * callback's error is the only way to end it early. While probes are live
 * it ends after exit() or when SIGINT or SIGTERM is pending or a target
 * process has exited (checked every SIGCHECK_RECORDS records, and after
 * every record that ran an aggregation action), so that run.c's loop
 * serves it; in the final drain a second signal abandons what is left. */
static bool keep_consuming(struct sd_run *r)
{
	if (r->abandon || r->abort_err || (r->live && r->stopping))
		return false;
	if (++r->since_sigcheck < SIGCHECK_RECORDS)
		return true;
	r->since_sigcheck = 0;
	if (r->live && target_exit_pending(r))
		return false;
	if (!r->sig_held && !sd_run_signal_pending())
		return true;
	if (r->live)
		return false;
	/* the final drain: a first signal (END's raise(), say) is only
	 * taken, as dtrace(1)'s intr() only sets g_intr; one after another
	 * abandons what is left, as g_impatient makes chew() abort */
	if (r->intr) {
		r->abandon = true;
		return false;
	}
	sd_run_take_signal(r);
	return true;
}

/* After an exit() in BEGIN, END ran on BEGIN's CPU, and DTrace reads that
 * CPU's buffer twice (dt_consume_begin()): first BEGIN's records and the
 * errors its clauses raised (those of the probe that faulted), then the
 * others. chew() is what passes a record over, so one of commit()s and
 * discard()s alone, which never reaches it, is read in the first pass, as
 * speculative records are kept then; committed records that are not the
 * pass's are lost (dt_commit_one_spec() hands them to the same filter).
 * Is the record of probe p not this pass's (kept for the second, or lost)? */
static bool peek_held(struct sd_run *r, const struct sd_probe *p, const void *data,
		      size_t size)
{
	if (r->peek == SD_PEEK_NONE)
		return false;
	bool begin = p && !strcmp(p->prov, "dtrace") && !strcmp(p->name, "BEGIN");
	if (begin == (r->peek == SD_PEEK_BEGIN))
		return false;
	if (r->peek == SD_PEEK_BEGIN && !r->spec_committing) {
		uint64_t sz = size, pad = 0;
		sd_buf_add(&r->peek_rest, &sz, sizeof(sz));
		sd_buf_add(&r->peek_rest, data, size);
		sd_buf_add(&r->peek_rest, &pad, SD_ALIGN(size, 8) - size);
	}
	return true;
}

static const struct sd_probe *fault_probe(const struct sd_run *r, const struct sd_fault_rec *f)
{
	return f->fepid && f->fepid <= r->img->nepids ? r->img->epids[f->fepid - 1].probe : NULL;
}

void sd_run_peek_rest(struct sd_run *r)
{
	struct sd_buf rest = r->peek_rest;

	memset(&r->peek_rest, 0, sizeof(rest));
	r->peek = SD_PEEK_REST;
	for (size_t off = 0; off + 8 <= rest.len && !r->abandon && !r->abort_err; ) {
		uint64_t sz;
		memcpy(&sz, rest.data + off, 8);
		if (sd_run_record(r, rest.data + off + 8, sz))
			break;
		off += 8 + SD_ALIGN(sz, 8);
	}
	r->peek = SD_PEEK_NONE;
	sd_buf_free(&rest);
}

/* One record: a fault, a speculation's, or an EPID's actions. */
static void record(struct sd_run *r, void *data, size_t size)
{
	const struct sd_rec_hdr *h = data;

	if (size < sizeof(*h))
		return;
	if (h->epid == SD_EPID_FAULT) {
		if (size >= sizeof(struct sd_fault_rec) &&
		    !peek_held(r, fault_probe(r, data), data, size))
			fault(r, data);
		return;
	}
	if (!h->epid || h->epid > r->img->nepids)
		return;
	const struct sd_epid_desc *ep = &r->img->epids[h->epid - 1];
	unsigned spec = h->cpu >> SD_REC_SPEC_SHIFT;
	if (spec) {
		spec_keep(r, spec, ep, data, size);
		return;
	}
	bool prints = record_prints(ep, data, size);
	if (prints && peek_held(r, ep->probe, data, size))
		return;
	uint64_t ts = 0;
	uint32_t pid = 0;
	if (r->img->rec_ts && size >= sizeof(*h) + SD_REC_TS_SIZE) {
		memcpy(&ts, (const uint8_t *)data + sizeof(*h), sizeof(ts));
		memcpy(&pid, (const uint8_t *)data + sizeof(*h) + 8, sizeof(pid));
	}
	r->rec_ep = ep, r->rec_cpu = h->cpu, r->rec_ts = ts, r->rec_pid = pid;
	if (prints)
		r->w->rec_begin(r, ep, h->cpu, ts);
	for (int i = 0; i < ep->nacts && !r->abort_err; i++)
		if (sd_rec_act_ran(ep, data, size, i))
			do_act(r, ep, &ep->acts[i], data, size);
	if (r->abort_err)
		return;
	if (prints)
		r->w->rec_end(r);
	if (r->spec_ndrain && !r->spec_committing)
		spec_drain(r);
	if (r->buf.len > 65536)
		spill(r);
}

/* Every record counts towards the signal check, faults and speculations'
 * too: a probe that faults at each firing fills the ring as fast as the
 * consumer prints the errors, and SIGINT must still stop it. */
int sd_run_record(void *ctx, void *data, size_t size)
{
	struct sd_run *r = ctx;

	record(r, data, size);
	return keep_consuming(r) ? 0 : -EINTR;
}

/* With image.ring_model, the room a record read from the ring took in its
 * CPU's DTrace perf ring is free again (a fault's, that of DTrace's ERROR
 * clause record), and that of the lost records written on the CPU before
 * it. */
static void ring_free(struct sd_run *r, const void *data, size_t size)
{
	const struct sd_rec_hdr *h = data;
	struct sd_state *st = r->state;

	if (size < sizeof(*h) || !h->epid ||
	    (h->epid > r->img->nepids && h->epid != SD_EPID_FAULT))
		return;
	unsigned c = h->cpu & (SD_VT_CPUS - 1);
	uint32_t dt = h->epid == SD_EPID_FAULT ? SD_DT_ERRPROG_RECLEN :
					 r->img->epids[h->epid - 1].dt_size;
	uint64_t bytes = SD_RING_BYTES(dt) +
			 __atomic_exchange_n(&st->ring_lostb[c], 0, __ATOMIC_SEQ_CST);
	__atomic_sub_fetch(&st->ring_used[c], bytes, __ATOMIC_SEQ_CST);
}

/* A record read from the ring, then its room freed. */
static int ring_record(struct sd_run *r, void *data, size_t size)
{
	r->nread++;
	int rc = sd_run_record(r, data, size);

	if (r->img->ring_model && r->state)
		ring_free(r, data, size);
	return rc;
}

/* Is the record libbpf hands over (at the ring's consumer position until
 * the callback returns) one that came after this read of the buffers
 * began? */
static bool past_batch(const struct sd_run *r)
{
	return r->bounded && __atomic_load_n(r->rb_pos, __ATOMIC_ACQUIRE) >= r->batch_end;
}

/* The ring buffer's callback: a record of this read of the buffers, or
 * the first of the next, kept for it (libbpf has taken it). */
int sd_run_ring_record(void *ctx, void *data, size_t size)
{
	struct sd_run *r = ctx;

	if (past_batch(r)) {
		sd_buf_add(&r->cut, data, size);
		return -EINTR;
	}
	return ring_record(r, data, size);
}

bool sd_run_batch_begins(struct sd_run *r)
{
	r->bounded = r->live && r->rb_pos;
	if (r->bounded)
		r->batch_end = __atomic_load_n(r->rb_pos + r->rb_page / sizeof(*r->rb_pos),
					       __ATOMIC_ACQUIRE);
	if (!r->cut.len)
		return true;
	struct sd_buf rec = r->cut;
	memset(&r->cut, 0, sizeof(r->cut));
	int rc = ring_record(r, rec.data, rec.len);
	sd_buf_free(&rec);
	return rc == 0;
}

static const char *const drop_tag[] = {
	[SD_DROP_PRINCIPAL] = "DTRACEDROP_PRINCIPAL", [SD_DROP_AGG] = "DTRACEDROP_AGGREGATION",
	[SD_DROP_DYNVAR] = "DTRACEDROP_DYNAMIC", [SD_DROP_SPEC] = "DTRACEDROP_SPEC",
	[SD_DROP_SPECFAIL] = "DTRACEDROP_SPECUNAVAIL", [SD_DROP_MISSED] = "DTRACEDROP_MISSED",
	[SD_DROP_SPECBUSY] = "DTRACEDROP_SPECBUSY",
};

static const char *const drop_fmt[] = {
	[SD_DROP_PRINCIPAL] = "%llu drop%s on CPU %d",
	[SD_DROP_AGG] = "%llu aggregation drop%s on CPU %d",
	[SD_DROP_DYNVAR] = "%llu dynamic variable drop%s",
	[SD_DROP_SPEC] = "%llu speculative drop%s",
	[SD_DROP_SPECFAIL] = "%llu failed speculation%s (no speculative buffer available)",
	[SD_DROP_SPECBUSY] = "%llu failed speculation%s (available buffer(s) still busy)",
	[SD_DROP_MISSED] = "%llu probe firing%s missed: the kernel did not run the probe "
			   "(another BPF program was running on the CPU)",
};

/* Firings the kernel skipped without running a program (its recursion
 * guard: another tracing program was active on that CPU, or a BPF map
 * syscall held it), summed over sonda's programs from their run
 * statistics (a program many probes share counted once). Read at most once a second while tracing, and at the end. */
static uint64_t missed_firings(struct sd_run *r)
{
	uint64_t sum = 0, now = sd_clock_ns(CLOCK_MONOTONIC);
	if (r->live && now - r->missed_at < 1000000000ull)
		return r->missed;
	r->missed_at = now;
	for (size_t i = 0; r->prog_fds && i < r->img->nprogs; i++) {
		struct bpf_prog_info info = { 0 };
		uint32_t len = sizeof(info);
		if (r->prog_fds[i] >= 0 && !(r->prog_shared && r->prog_shared[i]) &&
		    !bpf_obj_get_info_by_fd(r->prog_fds[i], &info, &len))
			sum += info.recursion_misses;
	}
	if (sum > r->missed)
		r->missed = sum;
	return r->missed;
}

static void report_drop(struct sd_run *r, int kind, uint64_t d, uint64_t total, int cpu)
{
	struct sd_buf msg = SD_BUF_INIT;

	sd_buf_addf(&msg, drop_fmt[kind], (unsigned long long)d, d == 1 ? "" : "s", cpu);
	r->w->drop(r, kind, d, total, sd_buf_str(&msg));
	sd_buf_free(&msg);
}

/* Whether DTrace's dtrace_aggregate_snap() would read the aggregations,
 * and so tell their drops, at this read of the buffers: at every one,
 * unless aggrate is set: then, while tracing, once an aggrate (the last
 * reading moving on by the rate), BEGIN's and the one after it aside
 * (dtrace_consume() forces it after BEGIN's records, run.c). The reads
 * after the probes stop and before END fires are DTrace's passes before
 * its dtrace_status( ) sees the stop (or the one pass of a signal, which
 * reads after END): only END's forces a reading (dtrace_work( ) sets
 * dt_lastagg back to 0 once it sees the stop). */
static bool snap_due(struct sd_run *r)
{
	uint64_t every = r->opts->aggrate, now = sd_clock_ns(CLOCK_MONOTONIC);

	if (!every || (!r->live && !r->pre_end)) {
		r->snap_at = 0;
		return true;
	}
	if (r->snap_at && now - r->snap_at < every)
		return false;
	r->snap_at = r->snap_at ? r->snap_at + every : now;
	if (r->snap_begin)	/* BEGIN's read: the next one reads them too */
		r->snap_begin = false, r->snap_at = 0;
	return true;
}

/* What DTrace's dtrace_consume() reports before it reads the buffers:
 * each CPU's aggregation drops (dtrace_aggregate_snap()), then each CPU's
 * principal buffer drops (dt_consume_cpu()'s dt_check_cpudrops()), in CPU
 * order. */
void sd_run_report_buf_drops(struct sd_run *r)
{
	const struct sd_state *st = r->state;

	if (!st)
		return;
	bool snap = snap_due(r);

	if (snap)
		sd_run_agg_snap(r);

	for (int c = 0; snap && c < SD_VT_CPUS; c++) {
		uint64_t now = __atomic_load_n(&st->agg_cpu_drops[c], __ATOMIC_RELAXED);
		if (now != r->agg_drops_seen[c]) {
			report_drop(r, SD_DROP_AGG, now - r->agg_drops_seen[c], now, c);
			r->agg_drops_seen[c] = now;
		}
	}
	for (int c = 0; c < SD_VT_CPUS; c++) {
		uint64_t now = __atomic_load_n(&st->cpu_drops[c], __ATOMIC_RELAXED);
		if (now != r->cpu_drops_seen[c]) {
			report_drop(r, SD_DROP_PRINCIPAL, now - r->cpu_drops_seen[c], now, c);
			r->cpu_drops_seen[c] = now;
		}
	}
}

/* Whether DTrace's dtrace_status() would read the status now: while
 * tracing, at its first call (just after BEGIN), then once a statusrate
 * (dt_work.c: the last reading moves on by the rate, not to now); once
 * tracing has stopped, at every call (dtrace_work()'s dt_get_status()). */
static bool status_due(struct sd_run *r)
{
	uint64_t now = sd_clock_ns(CLOCK_MONOTONIC);

	if (!r->live)
		return true;
	if (!r->status_at) {
		r->status_at = now;
		return true;
	}
	if (now - r->status_at < r->opts->statusrate)
		return false;
	r->status_at += r->opts->statusrate;
	return true;
}

/* The drops DTrace reads from its status (dt_handle_status()), when it
 * reads it, in the order of its _dt_droptab (dt_handle.c): dynamic
 * variable and speculative drops, failed speculations while a buffer is
 * busy, then for want of one; then sonda's own firings missed. */
void sd_run_report_drops(struct sd_run *r)
{
	static const int order[] = {
		SD_DROP_DYNVAR, SD_DROP_SPEC, SD_DROP_SPECBUSY, SD_DROP_SPECFAIL, SD_DROP_MISSED,
	};
	const struct sd_state *st = r->state;

	if (!st || !status_due(r))
		return;
	for (size_t k = 0; k < SD_ARRAY_SIZE(order); k++) {
		int i = order[k];
		uint64_t now = i == SD_DROP_MISSED ? missed_firings(r) :
			       st->drops[i] + (i == SD_DROP_SPEC ? r->spec_drops : 0);
		uint64_t d = now - r->drops_seen[i];
		if (!d)
			continue;
		r->drops_seen[i] = now;
		report_drop(r, i, d, now, 0);
	}
}

size_t sd_tracemem_len(const struct sd_value *v)
{
	int64_t ds = (int64_t)v[1].i;

	return ds >= 0 && (uint64_t)ds < v[0].len ? (size_t)ds : v[0].len;
}

/* ---- the text writer: DTrace's layouts ---- */

static void text_act(struct sd_run *r, const struct sd_act_desc *a,
		     const struct sd_value *v, int n)
{
	struct sd_fmt_ctx ctx = sd_run_fmt_ctx(r);

	switch (a->kind) {
	case SD_ACT_TRACE:
		sd_fmt_trace(&r->buf, &v[0], r->batch_quiet, r->opts->rawbytes, &ctx);
		break;
	case SD_ACT_PRINT:
		if (n && v[0].len >= 8)
			sd_print_typed(&r->buf, a->ptype, (const uint8_t *)v[0].s, v[0].len,
				       r->opts->printsize);
		break;
	case SD_ACT_PRINTF:	/* a failed conversion aborts, as dtrace(1)'s */
		r->abort_err = sd_fmt_render(&r->buf, a->fmt, v, (size_t)n, &ctx);
		break;		/* "processing aborted" */
	case SD_ACT_TRACEMEM: {
		size_t len = sd_tracemem_len(v);
		if (v[0].s && len)
			sd_fmt_hexdump(&r->buf, v[0].s, len);
		break;
	}
	case SD_ACT_PCAP:	/* DTrace's dt_print_pcap; no packet: nothing */
		if (!v[1].i || !v[3].s)
			break;
		if (r->out_path)
			sd_pcap_write(r, r->out_path, v[2].i, v[0].i, v[3].s, (uint32_t)v[1].i,
				      (uint32_t)v[3].len);
		else
			sd_fmt_hexdump(&r->buf, v[3].s, SD_MIN((size_t)v[1].i, v[3].len));
		break;
	default:
		break;
	}
}

/* A record ends with a newline unless quiet is set by then: DTrace's
 * chewrec() reads it after the record's setopt()s. */
static void text_rec_end(struct sd_run *r)
{
	if (!r->opts->quiet)
		sd_buf_addch(&r->buf, '\n');
}

static void text_aggs(struct sd_run *r, const struct sd_act_desc *a,
		      struct sd_aggsnap *const *v, size_t n)
{
	struct sd_fmt_ctx ctx = sd_run_fmt_ctx(r);
	struct sd_aggopts o = sd_run_agg_opts(r);

	if (!a)
		sd_agg_print(&r->buf, v, n, &o, &ctx);
	else if (a->fmt)	/* its error aborts, as a printf( )'s */
		r->abort_err = sd_agg_printa(&r->buf, a->fmt, v, n, &o, &ctx);
	else
		sd_agg_printa_default(&r->buf, v, n, &o, &ctx);
}

/* A run-time error goes to stderr at once, as dtrace(1)'s errhandler( )
 * writes it, while the output read before it in this batch may still sit
 * in r->out's buffer (dtrace(1) flushes its output once a dtrace_work( )):
 * written together to one file, a batch's errors come first. */
static void text_fault(struct sd_run *r, const struct sd_epid_desc *ep,
		       const struct sd_fault_rec *f, const char *msg)
{
	spill(r);
	fprintf(stderr, "sonda: %s\n", msg);
}

/* DTrace writes a drop's message, its droptags tag first, into 80 bytes
 * (dt_handle_cpudrop( ), dt_handle_status( ): char str[80]), so a tagged
 * message is cut at 79 ("[DTRACEDROP_SPECUNAVAIL] 2 failed speculations
 * (no speculative buffer available" loses its ')'); the missed firings'
 * message is sonda's own and is whole. */
static void text_drop(struct sd_run *r, int kind, uint64_t n, uint64_t total,
		      const char *msg)
{
	struct sd_buf line = SD_BUF_INIT;

	if (r->opts->droptags)
		sd_buf_addf(&line, "[%s] ", drop_tag[kind]);
	sd_buf_addf(&line, "%s", msg);
	if (kind != SD_DROP_MISSED)
		sd_buf_truncate(&line, 79);
	sd_run_flush(r);
	/* one write a line: another writer's line never lands inside it */
	fprintf(stderr, "sonda: %s\n", sd_buf_str(&line));
	sd_buf_free(&line);
}

static void text_blank(struct sd_run *r)
{
	sd_buf_addch(&r->buf, '\n');
}

static void text_act_error(struct sd_run *r, const char *msg)
{
	spill(r);	/* dt_handle_liberr( ): errhandler( ), as a fault's */
	fprintf(stderr, "sonda: %s\n", msg);
}

const struct sd_writer sd_writer_text = {
	.rec_begin = text_rec_begin, .act = text_act, .rec_end = text_rec_end,
	.aggs = text_aggs, .fault = text_fault, .drop = text_drop, .blank = text_blank,
	.act_error = text_act_error,
};
