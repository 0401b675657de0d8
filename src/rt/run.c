/* run.c - the tracing loop.
 *
 * BEGIN runs synchronously (BPF_PROG_TEST_RUN) before tracing is enabled;
 * its records are printed first. Then the state word becomes ACTIVE and the
 * loop waits, in one epoll set, for ring buffer data, SIGINT/SIGTERM (a
 * signalfd) and the exit of -c/-p processes (pidfds): nothing polls on a
 * timer. Stopping sets the state word to STOPPED, drains the ring buffer,
 * fires END, writes the final newline and prints the aggregations.
 * With -x http the server's own epoll set is one more source in that set
 * (web.h): requests are answered between batches of records, never
 * blocking, and the server closes when the loop ends.
 */
#include "run.h"
#include "writer.h"
#include "pprof.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/mman.h>
#include <sys/signalfd.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/membarrier.h>
#include <bpf/libbpf.h>

#include "../base/clock.h"
#include "../base/opts.h"
#include "../cg/image.h"
#include "../kern/bpf.h"
#include "flame.h"
#include "http.h"
#include "proc.h"
#include "web.h"
#include "xwatch.h"
#include "../base/xalloc.h"

#define KEY_HTTP UINT64_MAX
#define KEY_XWATCH (UINT64_MAX - 1)
#define UW_POLL_MS 5	/* the unwinder's and usym( )'s processes are read
			   this often */

int sd_run_add_target(struct sd_run *r, pid_t pid)
{
	int fd = sd_proc_pidfd(pid);

	r->pids = sd_xrealloc(r->pids, (r->npids + 1) * sizeof(*r->pids));
	r->pidfds = sd_xrealloc(r->pidfds, (r->npids + 1) * sizeof(*r->pidfds));
	r->pids[r->npids] = pid;
	r->pidfds[r->npids] = fd;
	r->gone = sd_xrealloc(r->gone, (r->npids + 1) * sizeof(*r->gone));
	r->gone[r->npids] = false;
	r->npids++;
	r->nalive++;
	sd_usyms_prime(r->syms.u, pid);	/* stacks printed after it exits */
	if (r->uw)
		sd_unwind_add_pid(r->uw, pid);
	return fd < 0 ? -1 : 0;
}

void sd_run_proc_seen(void *ctx, pid_t pid)
{
	struct sd_run *r = ctx;

	sd_usyms_renew(r->syms.u, pid);
}

static struct sd_state *state_of(struct sd_run *r)
{
	return r->state;
}

static void set_state(struct sd_run *r, uint32_t s)
{
	__atomic_store_n(&state_of(r)->state, s, __ATOMIC_SEQ_CST);
}

static uint32_t get_state(struct sd_run *r)
{
	return __atomic_load_n(&state_of(r)->state, __ATOMIC_SEQ_CST);
}

/* The processes usym( ), umod( ), uaddr( ) and ufunc( ) noted since the
 * last look (upids.h): their symbols are read now, while they live. */
static void poll_upids(struct sd_run *r)
{
	if (!r->upids)
		return;
	uint64_t n = __atomic_load_n(&state_of(r)->upids[0], __ATOMIC_ACQUIRE);

	sd_upids_poll(r->upids, n, sd_run_proc_seen, r);
}

/* Stops the probes: a clause that starts now records nothing. One that
 * saw the state active may still be running on another CPU (a task's last
 * switch comes just after its exit was signalled), and what it records
 * would come after the final drain, lost without a count. Every BPF
 * program runs in an RCU read-side section, which membarrier()'s global
 * barrier waits for (synchronize_rcu()): after it the ring buffer holds
 * every record of the run. */
static void stop_probes(struct sd_run *r)
{
	set_state(r, SD_STATE_STOPPED);
	syscall(SYS_membarrier, MEMBARRIER_CMD_GLOBAL, 0, 0);
}

/* What dt_consume_cpu() reads or zeroes as each read of a buffer begins. */
static void read_begins(struct sd_run *r)
{
	r->batch_quiet = r->opts->quiet;
	r->batch_flow = r->opts->flowindent;
	if (r->flow)	/* -F's state */
		memset(r->flow, 0, sizeof(*r->flow) * (size_t)(r->ncpus > 0 ? r->ncpus : 1));
}

/* The ring's consumer and producer positions, read-only (the kernel's
 * first two pages of the ring's mapping), for sd_run_batch_begins( ):
 * without them a read of the buffers reads on as records come. */
static void map_positions(struct sd_run *r)
{
	long pg = sysconf(_SC_PAGESIZE);
	void *m = pg > 0 ? mmap(NULL, 2 * (size_t)pg, PROT_READ, MAP_SHARED, r->map_rb, 0) :
			   MAP_FAILED;

	if (m == MAP_FAILED)
		return;
	r->rb_pos = m;
	r->rb_page = (size_t)pg;
}

/* Consumes what the ring buffer holds, after the drops of the buffers
 * (DTrace reports a CPU's drops before its records); ends early as sd_run_record()
 * says (exit(), a pending signal). trace() formats its values as quiet
 * was when the batch began, as DTrace's dt_consume_cpu() reads it once
 * for a buffer's records (a setopt("quiet") takes effect on them after),
 * and flowindent too (which decides whether it works out the -F prefix);
 * -F's indentation starts again from 0 for each, as dt_consume_cpu()'s. */
static void consume(struct sd_run *r)
{
	sd_run_report_buf_drops(r);
	read_begins(r);
	if (!r->abandon && !r->abort_err && sd_run_batch_begins(r))
		ring_buffer__consume(r->rb);
	if (r->peek == SD_PEEK_BEGIN) {	/* dt_consume_begin()'s second read */
		read_begins(r);
		sd_run_peek_rest(r);
	}
}

/* One dtrace_work( ) of dtrace(1): a read of the buffers, then its output
 * flushed (the errors read went to stderr as they came). */
static void drain(struct sd_run *r)
{
	consume(r);
	sd_run_flush(r);
}

/* END runs in sonda itself, as DTrace's END_probe( ) runs in dtrace(1),
 * so the signals its raise( )s send are pending before its records are
 * read, one intr( ) call per signal (two raise( )s of one signal are
 * one). With an earlier one of the run, that is a second: g_impatient,
 * and chew( ) aborts every record left (END's; after an exit( ) in BEGIN,
 * BEGIN's too), their exit( ) included. Returns the signals counted. */
static int end_signals(struct sd_run *r)
{
	sigset_t set;
	int n = r->intr;

	if (sigpending(&set) == 0)
		n += (sigismember(&set, SIGINT) == 1) + (sigismember(&set, SIGTERM) == 1);
	if (n >= 2)
		r->abandon = true;
	return n;
}

/* After an exit( ), dtrace_work( )'s dtrace_status( ) fires END (its
 * dtrace_stop( )) before the records are read, and the main loop turns
 * once more: a first signal END raised set g_newline, which that turn
 * prints after END's records (cmd/dtrace.c intr( ) and main( )'s loop).
 * A second one made g_impatient, and chew( ) cleared g_newline as it
 * aborted the records; when a signal or the targets' exit stopped the
 * run, END fired in the loop's last turn, and nothing prints it. */
static void end_newline(struct sd_run *r, bool exited, int nsig)
{
	if (exited && nsig == 1 && !r->testing)
		r->w->blank(r);
}

/* A signal sonda was started with ignored stays ignored, as dtrace(1)
 * leaves it (a job a non-interactive shell starts with `&` ignores
 * SIGINT): blocking it for the signalfd would queue it instead. */
static void add_unless_ignored(sigset_t *set, int sig)
{
	struct sigaction sa;

	if (sigaction(sig, NULL, &sa) == 0 && sa.sa_handler != SIG_IGN)
		sigaddset(set, sig);
}

/* SIGCHLD is blocked too, never read: DTrace forks a -c command from its
 * proc control thread, which blocks every signal (dt_proc.c:
 * dt_proc_create_thread( )), so the SIGCHLD of a target's exit or stop is
 * queued (proc:::signal-send), not ignored by a SIG_DFL handler as it
 * would be here (proc:::signal-discard). */
static int make_sigfd(sigset_t *old)
{
	sigset_t set, mask;

	sigemptyset(&set);
	add_unless_ignored(&set, SIGINT);
	add_unless_ignored(&set, SIGTERM);
	mask = set;
	sigaddset(&mask, SIGCHLD);
	sigprocmask(SIG_BLOCK, &mask, old);
	return signalfd(-1, &set, SFD_CLOEXEC | SFD_NONBLOCK);
}

static void target_exited(struct sd_run *r, size_t i, int ep)
{
	int status;

	epoll_ctl(ep, EPOLL_CTL_DEL, r->pidfds[i], NULL);
	r->gone[i] = true;
	sd_usyms_prime(r->syms.u, r->pids[i]);	/* its JIT map, complete */
	sd_proc_reap(r->pids[i], &status);
	if (r->nalive)
		r->nalive--;
}

/* How long the consumer sleeps at most: records wake it as they come, and
 * with -x switchrate it also wakes at that rate, as DTrace's consumer
 * does (at least once a second); every 100 ms at least while a target has
 * no pidfd to say it exited. (The processes the unwinder and usym( ) meet
 * are read meanwhile, every UW_POLL_MS: wait_events( ).) */
static int wait_ms(const struct sd_run *r)
{
	uint64_t ns = r->opts->switchrate;

	int ms = !ns || ns >= 1000000000ull ? 1000 : ns < 1000000 ? 1 : (int)(ns / 1000000);

	bool poll = false;

	for (size_t i = 0; i < r->npids; i++)
		poll |= r->pidfds[i] < 0;	/* exits checked, not signalled */
	return poll && ms > 100 ? 100 : ms;
}

/* At most ms, and no longer than from now until then (ns). */
static int ms_until(uint64_t now, uint64_t then, int ms)
{
	uint64_t left = then > now ? then - now : 0;

	left = left / 1000000 + (left % 1000000 != 0);
	return left < (uint64_t)ms ? (int)left : ms;
}

static uint64_t add_sat(uint64_t a, uint64_t b)
{
	return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

/* -x switchrate, as DTrace's dtrace_consume( ): while tracing, the buffers
 * are read at most once a switchrate. Once the rate has passed since the
 * last reading (which moves on by the rate), the consumer waits for
 * records up to the rate and reads them as they come; until then records
 * wait in the buffer, which a small bufsize fills (drops). Without
 * switchrate they are read as they come. Arms the ring buffer's wakeups
 * (r->read_until) when a read may come, and returns how long to sleep at
 * most: no longer than until the next reading or status (report_drops). */
static int switch_arm(struct sd_run *r, int ep)
{
	uint64_t rate = r->opts->switchrate, now = sd_clock_ns(CLOCK_MONOTONIC);
	int ms = wait_ms(r);

	if (rate && !r->read_until && (!r->switch_at || now - r->switch_at >= rate)) {
		r->switch_at = r->switch_at ? r->switch_at + rate : now;
		r->read_until = add_sat(now, rate);
	}
	bool arm = !rate || r->read_until;	/* setopt( ) may change the rate */

	if (r->ring_armed != arm) {
		struct epoll_event ev = { .events = arm ? EPOLLIN : 0 };
		epoll_ctl(ep, EPOLL_CTL_MOD, ring_buffer__epoll_fd(r->rb), &ev);
		r->ring_armed = arm;
	}
	if (!rate)
		return ms;
	ms = ms_until(now, r->read_until ? r->read_until : add_sat(r->switch_at, rate), ms);
	if (r->opts->statusrate)
		ms = ms_until(now, add_sat(r->status_at, r->opts->statusrate), ms);
	return ms;
}

/* Whether to read the buffers after a wakeup: always without switchrate,
 * else once records came or the wait for them is over. */
static bool switch_read(struct sd_run *r, bool records)
{
	if (!r->opts->switchrate)
		return true;
	if (!r->read_until || (!records && sd_clock_ns(CLOCK_MONOTONIC) < r->read_until))
		return false;
	r->read_until = 0;
	return true;
}

/* The targets without a pidfd that have exited since the last look. */
static void poll_exits(struct sd_run *r, int ep)
{
	for (size_t i = 0; i < r->npids; i++)
		if (r->pidfds[i] < 0 && !r->gone[i] && sd_proc_exited(r->pids[i]))
			target_exited(r, i, ep);
}

/* epoll_wait( ) for up to ms. While the user stack unwinder runs, or a
 * program records user symbols, the processes they met are read every
 * UW_POLL_MS meanwhile (a look at counters when they met none), while they
 * live: the objects and symbols of one that lives 30 ms (a compiler run
 * by a build, say), so that its stacks and symbols print with names after
 * it exits (unwind.h, upids.h), whatever the switchrate. */
static int wait_events(struct sd_run *r, int ep, struct epoll_event *evs, int nevs, int ms)
{
	uint64_t end = add_sat(sd_clock_ns(CLOCK_MONOTONIC), (uint64_t)ms * 1000000);

	for (;;) {
		bool poll = r->uw || r->upids;
		int slice = poll && ms > UW_POLL_MS ? UW_POLL_MS : ms;
		int n = epoll_wait(ep, evs, nevs, slice);
		if (n != 0 || slice == ms)
			return n;
		sd_unwind_poll_new(r->uw);
		poll_upids(r);
		ms = ms_until(sd_clock_ns(CLOCK_MONOTONIC), end, ms);
		if (ms <= 0)
			return 0;
	}
}

/* Waits for records, signals and target exits until tracing must stop.
 * Returns true if stopped by a signal. */
static bool loop(struct sd_run *r, int sigfd)
{
	int ep = epoll_create1(EPOLL_CLOEXEC);
	struct epoll_event ev = { .events = EPOLLIN };

	ev.data.u64 = 0;
	epoll_ctl(ep, EPOLL_CTL_ADD, ring_buffer__epoll_fd(r->rb), &ev);
	ev.data.u64 = 1;
	epoll_ctl(ep, EPOLL_CTL_ADD, sigfd, &ev);
	for (size_t i = 0; i < r->npids; i++) {
		ev.data.u64 = 2 + i;
		if (r->pidfds[i] >= 0)
			epoll_ctl(ep, EPOLL_CTL_ADD, r->pidfds[i], &ev);
	}
	ev.data.u64 = KEY_XWATCH;
	if (r->xw)
		epoll_ctl(ep, EPOLL_CTL_ADD, sd_xwatch_fd(r->xw), &ev);
	ev.data.u64 = KEY_HTTP;
	if (r->http)
		epoll_ctl(ep, EPOLL_CTL_ADD, sd_http_fd(r->http), &ev);
	bool sig = false, http_more = false;
	r->ring_armed = true;
	while (!r->stopping && get_state(r) == SD_STATE_ACTIVE) {
		struct epoll_event evs[8];
		int ms = switch_arm(r, ep);
		/* records left by a read that ended where it began */
		bool records = r->cut.len && (!r->opts->switchrate || r->read_until);
		int n = wait_events(r, ep, evs, 8, http_more || records ? 0 : ms);
		if (n < 0 && errno != EINTR)
			break;
		for (int i = 0; i < n; i++) {
			uint64_t k = evs[i].data.u64;
			if (k == 0) {
				records = true;
			} else if (k == 1) {
				struct signalfd_siginfo si;
				while (read(sigfd, &si, sizeof(si)) == sizeof(si))
					sig = true;
			} else if (k == KEY_XWATCH) {
				sd_xwatch_poll(r, r->xw);
			} else if (k >= 2 && k != KEY_HTTP) {
				target_exited(r, k - 2, ep);
			}
		}
		/* a signal taken from the signalfd is no longer pending, nor
		 * is an exit whose event was taken, so a drain would not end
		 * while records flood in: the final drain reads them once
		 * the probes are stopped */
		if (sig || (r->npids && !r->nalive))
			break;
		poll_exits(r, ep);
		if (switch_read(r, records))
			drain(r);
		if (r->abort_err)
			break;
		sd_run_report_drops(r);
		sd_unwind_poll(r->uw);
		poll_upids(r);
		/* between batches: never blocks, one answer at most */
		http_more = sd_http_poll(r->http);
		sig |= r->sig_held;	/* taken before a system() (consume.c) */
		r->sig_held = false;
		if (sig || (r->npids && !r->nalive) || r->out_errno)
			break;
	}
	close(ep);
	return sig;
}


static bool second_signal(int sigfd)
{
	struct signalfd_siginfo si;

	return read(sigfd, &si, sizeof(si)) == sizeof(si);
}

void sd_run_block_signals(struct sd_run *r)
{
	if (r->sigfd < 0)
		r->sigfd = make_sigfd(&r->sigold);
}

bool sd_run_signal_pending(void)
{
	sigset_t set;

	return sigpending(&set) == 0 &&
	       (sigismember(&set, SIGINT) == 1 || sigismember(&set, SIGTERM) == 1);
}

/* Takes every signal the run's signalfd holds. */
static void empty_sigfd(struct sd_run *r)
{
	struct signalfd_siginfo si;

	while (r->sigfd >= 0 && read(r->sigfd, &si, sizeof(si)) == sizeof(si))
		;
}

void sd_run_take_signal(struct sd_run *r)
{
	empty_sigfd(r);
	r->sig_held = false;
	r->intr = true;
}

void sd_run_unblock_signals(struct sd_run *r)
{
	if (r->sigfd < 0)
		return;
	empty_sigfd(r);		/* dtrace(1)'s intr( ) takes every one */
	close(r->sigfd);
	r->sigfd = -1;
	sigprocmask(SIG_SETMASK, &r->sigold, NULL);
}

/* A SIGINT or SIGTERM that came while BEGIN ran (its raise(), a ^C):
 * dtrace(1)'s main() finds g_intr set as go() returns and goes straight
 * to releasing its processes, so nothing is consumed, END never fires and
 * no newline or aggregation is printed. Taken from the signalfd, so that
 * unblocking does not deliver it. */
static bool begin_interrupted(struct sd_run *r)
{
	if (!sd_run_signal_pending())
		return false;
	empty_sigfd(r);
	return true;
}

/* A printf( ) that failed (consume.c, r->abort_err) or output that cannot
 * be written while tracing (r->out_errno: lost) ends the run at once, as
 * dtrace(1)'s dfatal("processing aborted") when dtrace_work( ) fails (a
 * write dt_printf( ) could not make is its errno): what was printed stays,
 * nothing more is read, END does not fire, no aggregation is printed;
 * status 1. */
static int aborted(struct sd_run *r, bool lost)
{
	sd_web_stop(r);
	stop_probes(r);
	r->live = false;
	if (!lost)
		sd_run_flush(r);
	sd_run_unblock_signals(r);
	fprintf(stderr, "sonda: processing aborted: %s\n",
		lost ? strerror(r->out_errno) : sd_fmt_strerror(r->abort_err));
	return 1;
}

int sd_run_go(struct sd_run *r)
{
	sd_run_block_signals(r);
	int sigfd = r->sigfd;

	r->rb = ring_buffer__new(r->map_rb, sd_run_ring_record, r, NULL);
	if (!r->rb) {
		fprintf(stderr, "sonda: failed to open the ring buffer: %s\n", strerror(errno));
		return 1;
	}
	map_positions(r);
	/* BEGIN's records are consumed once the other probes are active, as
	 * in DTrace: a system() there can trigger them */
	uint64_t args[10] = { 0 };
	/* BEGIN and END run in sonda itself: their ustack( ) is sonda's */
	if (r->uw && r->img->unwind_self)
		sd_unwind_add_pid(r->uw, getpid());
	if (r->fd_begin >= 0)
		sd_bpf_test_run(r->fd_begin, args, sizeof(args));
	bool ended = get_state(r) != SD_STATE_INACTIVE;
	if (!ended) {
		set_state(r, SD_STATE_ACTIVE);
		for (size_t i = 0; i < r->npids; i++)
			sd_proc_release(r->pids[i]);
	}
	if (begin_interrupted(r)) {
		sd_web_stop(r);
		set_state(r, SD_STATE_STOPPED);
		sd_run_flush(r);
		sd_run_unblock_signals(r);
		return 0;
	}
	r->live = !ended;
	int nsig = 0;		/* the signals END raised */
	/* DTrace's first dtrace_status() tells BEGIN's dynamic variable and
	 * speculative drops, and after an exit() in BEGIN fires END at once
	 * (dtrace_stop()), before anything is read: END's records go to the
	 * buffer BEGIN's are in, and meet its limit */
	sd_run_report_drops(r);
	if (ended) {
		set_state(r, SD_STATE_STOPPED);
		if (r->fd_end >= 0)
			sd_bpf_test_run(r->fd_end, args, sizeof(args));
		nsig = end_signals(r);
		r->peek = SD_PEEK_BEGIN;	/* END ran where BEGIN did */
	}
	uint64_t nread = r->nread;
	drain(r);
	if (r->abort_err)
		return aborted(r, false);
	end_newline(r, ended, nsig);
	/* DTrace's first dtrace_consume( ) waits for a record (or 1 s):
	 * without BEGIN's, the next read of the buffers is that one */
	r->snap_begin = r->nread == nread;
	r->snap_at = 0;		/* BEGIN's done: the next read of the buffers
				   reads the aggregations and tells their drops */
	bool sig = false;
	if (!r->stopping && get_state(r) == SD_STATE_ACTIVE)
		sig = loop(r, sigfd);
	if (r->live && r->out_errno)
		return aborted(r, true);
	sig |= r->sig_held;	/* one held before a loop would take it */
	r->sig_held = false;
	r->intr = sig;
	/* DTrace's dtrace_status( ) sees an exit( ) as it reads the status,
	 * whose drops it tells before END fires; a signal or the targets'
	 * exit stops tracing without reading it (dt_work.c, cmd/dtrace.c) */
	bool exited = r->live && !sig && get_state(r) != SD_STATE_ACTIVE;

	if (exited) {
		r->status_at = 0;
		sd_run_report_drops(r);
	}
	sd_web_stop(r);		/* nothing listens once tracing ends */
	stop_probes(r);
	r->live = false;
	/* after an exit( ), dtrace(1) flushed what the batch that read it
	 * printed before END fires; a signal or the targets' end stops
	 * tracing at once, and one dtrace_work( ) reads what is left and
	 * END's records (dt_consume( ): END's CPU last), flushed after both */
	r->pre_end = true;	/* DTrace's reads before END fires */
	if (exited)
		drain(r);
	else
		consume(r);
	r->pre_end = false;
	if (r->abort_err)
		return aborted(r, false);
	if (sig && !r->testing)
		r->w->blank(r);
	if (!ended && r->fd_end >= 0)
		sd_bpf_test_run(r->fd_end, args, sizeof(args));
	if (!ended)
		nsig = end_signals(r);
	drain(r);
	if (r->abort_err)
		return aborted(r, false);
	if (!ended)
		end_newline(r, exited, nsig);
	sd_run_report_drops(r);
	sd_unwind_report(r->uw, stderr, r->verbose);
	sd_upids_report(r->upids, state_of(r)->upids[1], stderr, r->verbose);
	/* one that comes while END runs is a second only after a first:
	 * dtrace(1) prints the aggregations unless g_impatient */
	bool later = second_signal(sigfd) || r->sig_held;
	r->w->blank(r);		/* dtrace(1) prints it impatient too */
	if (!r->abandon && !(later && r->intr)) {
		sd_run_print_aggs(r);
		if (r->opts->folded || r->opts->flamegraph || r->open_pprof) {
			sd_run_snapshot_all(r);
			sd_flame_write(r);
			if (sd_pprof_write(r) < 0 && !r->status)
				r->status = 1;
		}
	}
	sd_run_flush(r);
	sd_run_unblock_signals(r);
	if (r->out_errno) {	/* output was lost: never a success */
		fprintf(stderr, "sonda: failed to write to output: %s\n",
			strerror(r->out_errno));
		return 1;
	}
	return r->status & 0xff;
}
