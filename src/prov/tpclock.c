/* tpclock.c - the clock backend of the derived providers (see tp.h):
 * sched:::tick where the kernel cannot probe its scheduler tick function.
 *
 * The kernel's tick is a per-CPU timer interrupt every 1/HZ seconds. A
 * perf cpu-clock event on each CPU with that period is the nearest thing
 * a BPF program can ride: it interrupts whatever thread runs there, as the
 * tick does, but it is a timer of its own, not the tick, so its firings
 * need not line up with the tick's. The period is the
 * kernel's jiffy: the resolution of CLOCK_MONOTONIC_COARSE, which the
 * kernel advances once per tick. */
#include "tp.h"
#include "../asm/insn.h"

#include <linux/perf_event.h>
#include <string.h>
#include <time.h>

#define DEFAULT_TICK_NS	4000000ull	/* HZ 250 */

/* The kernel's tick length in ns. */
static uint64_t tick_ns(void)
{
	struct timespec res;

	if (clock_getres(CLOCK_MONOTONIC_COARSE, &res) < 0 ||
	    res.tv_sec || res.tv_nsec < 1000000 || res.tv_nsec > 10000000)
		return DEFAULT_TICK_NS;	/* HZ 100 .. 1000 are the choices */
	return (uint64_t)res.tv_nsec;
}

static bool clock_serves(const struct sd_probe *p, const struct sd_tp_spec *s,
			 void **state)
{
	return s->clock;
}

static int clock_args(const struct sd_probe *p, const struct sd_tp_spec *s,
		      void **state, struct sd_probe_args *a)
{
	memset(a, 0, sizeof(*a));
	a->ctx = SD_CTX_PERF;
	for (int k = 0; s->types && k < SD_MAX_ARGS; k++) {
		sd_tp_set_type(p, a, k, s->types);
		if (!a->arg_type[k])
			break;
		a->arg_size[k] = 8;
		a->nargs = k + 1;
	}
	return 0;
}

static int clock_attach(const struct sd_probe *p, const struct sd_tp_spec *s,
			void **state, int prog_fd, struct sd_attach *at)
{
	struct perf_event_attr pa = {
		.type = PERF_TYPE_SOFTWARE,
		.config = PERF_COUNT_SW_CPU_CLOCK,
		.sample_period = tick_ns(),
	};

	return sd_perf_attach_cpus(p, &pa, prog_fd, at, -1, false);
}

static size_t clock_guard(const struct sd_probe *p, const struct sd_tp_spec *s,
			  void **state, struct bpf_insn *buf, size_t max)
{
	return 0;
}

/* argN: the current thread for the row's typed arguments, else 0. */
static size_t clock_arg_insns(const struct sd_probe *p,
			      const struct sd_tp_spec *s, void **state, int n,
			      int dst, int slot, struct bpf_insn *buf,
			      size_t max)
{
	int ntypes = 0;

	for (const char *t = s->types; t && *t; t = strchr(t, ';'), t += !!t)
		ntypes++;
	if (max < 2)
		return 0;
	if (n < 0 || n >= ntypes) {
		buf[0] = MOV64_IMM(dst, 0);
		return 1;
	}
	buf[0] = CALL_HELPER(BPF_FUNC_get_current_task);
	buf[1] = MOV64_REG(dst, R0);
	return 2;
}

const struct sd_tp_backend sd_tp_clock_backend = {
	.name = "clock",
	.serves = clock_serves,
	.args = clock_args,
	.attach = clock_attach,
	.guard = clock_guard,
	.arg_insns = clock_arg_insns,
};
