/* profile.c - the profile provider: profile-N (every online CPU) and tick-N
 * (one CPU) timers, as perf software cpu-clock events running
 * BPF_PROG_TYPE_PERF_EVENT programs.
 *
 * A few probes are listed; any other valid name is created on demand when a
 * description names it (in a name with globs, its first four characters
 * of unit are read, as DTrace reads them). tick-N runs on CPU 0 (the first
 * online CPU): on some VMs a cpu-clock timer barely fires on an idle vCPU,
 * and CPU 0 is the one least likely to be idle. With the cpu option, every
 * timer runs on that CPU only. */
#include "prov.h"
#include "../kern/bpf.h"
#include "../base/opts.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define NSEC		1ull
#define USEC		(1000 * NSEC)
#define MSEC		(1000 * USEC)
#define SEC		(1000 * MSEC)
#define MIN_PERIOD	(200 * USEC)

struct timer {
	uint64_t period;	/* ns */
	bool tick;
};

static const struct sd_pattr attr = {
	.prov = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_COMMON },
	.mod = { SD_STAB_UNSTABLE, SD_STAB_UNSTABLE, SD_CLASS_UNKNOWN },
	.func = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.name = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_COMMON },
	.args = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_COMMON },
};

/* Nanoseconds per unit; 0 marks a frequency (hz). */
static const struct {
	const char *unit;
	uint64_t ns;
} units[] = {
	{ "ns", NSEC }, { "nsec", NSEC }, { "us", USEC }, { "usec", USEC },
	{ "ms", MSEC }, { "msec", MSEC }, { "s", SEC }, { "sec", SEC },
	{ "m", 60 * SEC }, { "min", 60 * SEC },
	{ "h", 3600 * SEC }, { "hour", 3600 * SEC },
	{ "d", 86400 * SEC }, { "day", 86400 * SEC }, { "hz", 0 },
};

/* The period of n (non-zero) in unit: n * the unit's nanoseconds modulo
 * 2^64, as DTrace multiplies; 0 for an unknown unit. */
static uint64_t period_of(uint64_t n, const char *unit)
{
	for (size_t i = 0; i < SD_ARRAY_SIZE(units); i++) {
		if (strcasecmp(unit, units[i].unit) != 0)
			continue;
		return units[i].ns ? n * units[i].ns : SEC / n;
	}
	return 0;
}

int sd_profile_parse(const char *name, uint64_t *period_ns, bool *tick)
{
	const char *s;
	unsigned long long n;
	char unit[5] = "hz";
	uint64_t period;

	if (strncmp(name, "profile-", 8) == 0)
		s = name + 8, *tick = false;
	else if (strncmp(name, "tick-", 5) == 0)
		s = name + 5, *tick = true;
	else
		return -ENOENT;
	/* The rate as DTrace reads it: sscanf's %lu (a sign, so tick--1s is
	 * 2^64 - 1 seconds, modulo 2^64; too large a number is 2^64 - 1),
	 * then at most four characters of unit (tick-1hours is tick-1hour,
	 * tick-1hour* too), hz if there are none. */
	int got = sscanf(s, "%llu%4s", &n, unit);
	if ((got != 1 && got != 2) || n == 0)
		return -ENOENT;
	period = period_of(n, unit);
	if (period < MIN_PERIOD)
		return -ENOENT;
	*period_ns = period;
	return 0;
}

/* Adds probe `name` with its timer to tab. 0 or -ENOENT. */
static int add(struct sd_probe_tab *tab, const char *name)
{
	struct timer t, *priv;

	if (sd_profile_parse(name, &t.period, &t.tick))
		return -ENOENT;
	priv = sd_arena_alloc(&tab->arena, sizeof(*priv));
	*priv = t;
	sd_probe_tab_add(tab, &sd_prov_profile, "", "", name, priv);
	return 0;
}

static int populate(struct sd_probe_tab *tab, const char **why)
{
	static const char *const names[] = {
		"profile-97", "profile-199", "profile-499", "profile-997",
		"profile-1999", "profile-4001", "profile-4999",
		"tick-1", "tick-10", "tick-100", "tick-500", "tick-1000",
		"tick-5000",
	};

	for (size_t i = 0; i < SD_ARRAY_SIZE(names); i++)
		add(tab, names[i]);
	return 0;
}

static int create(struct sd_probe_tab *tab, const char *mod, const char *func,
		  const char *name)
{
	if (mod[0] || func[0])
		return -ENOENT;
	return add(tab, name);
}

static int attach(const struct sd_probe *p, int prog_fd, struct sd_attach *at)
{
	const struct timer *t = p->priv;
	struct perf_event_attr pa = {
		.type = PERF_TYPE_SOFTWARE,
		.config = PERF_COUNT_SW_CPU_CLOCK,
		.sample_period = t->period,
	};
	int only = p->tab && p->tab->opts ? (int)p->tab->opts->cpu : -1;
	int first = sd_bpf_first_cpu();

	if (only < 0 && t->tick)	/* -xcpu puts every timer on its CPU */
		only = first < 0 ? 0 : first;
	/* a CPU that refuses its timer is skipped without a word, as DTrace's
	 * profile attach( ) does; the probe fails only if none takes it */
	return sd_perf_attach_cpus(p, &pa, prog_fd, at, only, true);
}

const struct sd_provider sd_prov_profile = {
	.name = "profile",
	.populate = populate,
	.create = create,
	.create_glob_name = true,
	.args = sd_perf_args,
	.attach = attach,
	.attr = &attr,
};
