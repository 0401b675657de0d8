/* cpc.c - the cpc provider (CPU performance counters): cpc:::EVENT-MODE-COUNT
 * fires on a CPU each time COUNT events of EVENT have happened there in MODE
 * (user, kernel or all), as a perf event sampling every COUNT events and
 * running a BPF_PROG_TYPE_PERF_EVENT program. arg0 is the kernel pc and
 * arg1 the user pc of the interrupted code, as for profile-N.
 *
 * EVENT is one of the kernel's generic perf events under the name DTrace for
 * Linux gives it: libpfm's name lower-cased with '-' made '_'
 * (perf_count_sw_cpu_clock, cpu_clock, perf_count_hw_instructions,
 * instructions...). As DTrace, the listing shows, for each event this
 * machine can count, EVENT-all-1000000000; any other valid name is created
 * when a description names it without globs. With the cpu option, the
 * counters run on that CPU only. */
#include "prov.h"
#include "../kern/bpf.h"
#include "../base/opts.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

struct counter {
	uint32_t type;
	uint64_t config;
	uint64_t period;
	bool exclude_user, exclude_kernel;
};

static const struct sd_pattr attr = {
	.prov = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_COMMON },
	.mod = { SD_STAB_UNSTABLE, SD_STAB_UNSTABLE, SD_CLASS_UNKNOWN },
	.func = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.name = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_COMMON },
	.args = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_COMMON },
};

#define HW(c) PERF_TYPE_HARDWARE, PERF_COUNT_HW_##c
#define SW(c) PERF_TYPE_SOFTWARE, PERF_COUNT_SW_##c

/* The generic events, each under its full name, then its aliases, as
 * libpfm 4.13's perf_events table has them (the one DTrace for Linux links
 * on Oracle Linux 9 and Debian 12: no alignment or emulation faults, the
 * cgroup switches last). */
static const struct event {
	const char *name;
	uint32_t type;
	uint64_t config;
} events[] = {
	{ "perf_count_hw_cpu_cycles", HW(CPU_CYCLES) },
	{ "cycles", HW(CPU_CYCLES) }, { "cpu_cycles", HW(CPU_CYCLES) },
	{ "perf_count_hw_instructions", HW(INSTRUCTIONS) },
	{ "instructions", HW(INSTRUCTIONS) },
	{ "perf_count_hw_cache_references", HW(CACHE_REFERENCES) },
	{ "cache_references", HW(CACHE_REFERENCES) },
	{ "perf_count_hw_cache_misses", HW(CACHE_MISSES) },
	{ "cache_misses", HW(CACHE_MISSES) },
	{ "perf_count_hw_branch_instructions", HW(BRANCH_INSTRUCTIONS) },
	{ "branch_instructions", HW(BRANCH_INSTRUCTIONS) },
	{ "branches", HW(BRANCH_INSTRUCTIONS) },
	{ "perf_count_hw_branch_misses", HW(BRANCH_MISSES) },
	{ "branch_misses", HW(BRANCH_MISSES) },
	{ "perf_count_hw_bus_cycles", HW(BUS_CYCLES) },
	{ "bus_cycles", HW(BUS_CYCLES) },
	{ "perf_count_hw_stalled_cycles_frontend", HW(STALLED_CYCLES_FRONTEND) },
	{ "stalled_cycles_frontend", HW(STALLED_CYCLES_FRONTEND) },
	{ "idle_cycles_frontend", HW(STALLED_CYCLES_FRONTEND) },
	{ "perf_count_hw_stalled_cycles_backend", HW(STALLED_CYCLES_BACKEND) },
	{ "stalled_cycles_backend", HW(STALLED_CYCLES_BACKEND) },
	{ "idle_cycles_backend", HW(STALLED_CYCLES_BACKEND) },
	{ "perf_count_hw_ref_cpu_cycles", HW(REF_CPU_CYCLES) },
	{ "ref_cycles", HW(REF_CPU_CYCLES) },
	{ "perf_count_sw_cpu_clock", SW(CPU_CLOCK) }, { "cpu_clock", SW(CPU_CLOCK) },
	{ "perf_count_sw_task_clock", SW(TASK_CLOCK) }, { "task_clock", SW(TASK_CLOCK) },
	{ "perf_count_sw_page_faults", SW(PAGE_FAULTS) },
	{ "page_faults", SW(PAGE_FAULTS) }, { "faults", SW(PAGE_FAULTS) },
	{ "perf_count_sw_context_switches", SW(CONTEXT_SWITCHES) },
	{ "context_switches", SW(CONTEXT_SWITCHES) }, { "cs", SW(CONTEXT_SWITCHES) },
	{ "perf_count_sw_cpu_migrations", SW(CPU_MIGRATIONS) },
	{ "cpu_migrations", SW(CPU_MIGRATIONS) }, { "migrations", SW(CPU_MIGRATIONS) },
	{ "perf_count_sw_page_faults_min", SW(PAGE_FAULTS_MIN) },
	{ "minor_faults", SW(PAGE_FAULTS_MIN) },
	{ "perf_count_sw_page_faults_maj", SW(PAGE_FAULTS_MAJ) },
	{ "major_faults", SW(PAGE_FAULTS_MAJ) },
	{ "perf_count_sw_cgroup_switches", SW(CGROUP_SWITCHES) },
	{ "cgroup_switches", SW(CGROUP_SWITCHES) },
};

static const struct event *event_named(const char *name, size_t len)
{
	for (size_t i = 0; i < SD_ARRAY_SIZE(events); i++)
		if (strlen(events[i].name) == len && !strncmp(events[i].name, name, len))
			return &events[i];
	return NULL;
}

/* EVENT-MODE-COUNT into c; -ENOENT when name is not one. */
static int cpc_parse(const char *name, struct counter *c)
{
	const char *m = strchr(name, '-'), *n = m ? strchr(m + 1, '-') : NULL;
	const struct event *e = m ? event_named(name, (size_t)(m - name)) : NULL;
	char *end;

	if (!e || !n || n[1] < '0' || n[1] > '9')
		return -ENOENT;
	memset(c, 0, sizeof(*c));
	c->type = e->type;
	c->config = e->config;
	if (n - m - 1 == 4 && !strncmp(m + 1, "user", 4))
		c->exclude_kernel = true;
	else if (n - m - 1 == 6 && !strncmp(m + 1, "kernel", 6))
		c->exclude_user = true;
	else if (n - m - 1 != 3 || strncmp(m + 1, "all", 3))
		return -ENOENT;
	/* digits only; one too large for 64 bits is the largest period, as
	 * DTrace's decode_probename( ) reads it (sscanf "%llu"): the probe
	 * exists, and the kernel refuses its counter when it is enabled */
	c->period = strtoull(n + 1, &end, 10);
	return *end ? -ENOENT : 0;
}

static struct perf_event_attr perf_attr(const struct counter *c)
{
	struct perf_event_attr pa = {
		.size = sizeof(pa), .type = c->type, .config = c->config,
		.sample_period = c->period, .exclude_user = c->exclude_user,
		.exclude_kernel = c->exclude_kernel,
	};
	return pa;
}

/* Can this machine count the event of counter k (on its first CPU)? */
static bool countable(const struct counter *k)
{
	struct counter c = { .type = k->type, .config = k->config };
	struct perf_event_attr pa = perf_attr(&c);
	int cpu = sd_bpf_first_cpu();
	long fd = syscall(SYS_perf_event_open, &pa, -1, cpu < 0 ? 0 : cpu, -1, 0);

	if (fd < 0)
		return false;
	close((int)fd);
	return true;
}

/* Adds probe `name` with its counter to tab. 0 or -ENOENT: not a cpc
 * name, or (as DTrace's decode_event( ) finds only the events its
 * populate( ) could count) an event this machine cannot count. */
static int add(struct sd_probe_tab *tab, const char *name)
{
	struct counter c, *priv;

	if (cpc_parse(name, &c) || !countable(&c))
		return -ENOENT;
	priv = sd_arena_alloc(&tab->arena, sizeof(*priv));
	*priv = c;
	sd_probe_tab_add(tab, &sd_prov_cpc, "", "", name, priv);
	return 0;
}

static int populate(struct sd_probe_tab *tab, const char **why)
{
	char name[96];

	for (size_t i = 0; i < SD_ARRAY_SIZE(events); i++) {
		snprintf(name, sizeof(name), "%s-all-1000000000", events[i].name);
		add(tab, name);
	}
	return 0;
}

static int create(struct sd_probe_tab *tab, const char *mod, const char *func,
		  const char *name)
{
	if (mod[0] || func[0])
		return -ENOENT;
	return add(tab, name);
}

/* A counter on every online CPU (on the cpu option's only); the probe
 * fails only when no CPU can count its event. */
static int attach(const struct sd_probe *p, int prog_fd, struct sd_attach *at)
{
	struct perf_event_attr pa = perf_attr(p->priv);
	int only = p->tab && p->tab->opts ? (int)p->tab->opts->cpu : -1;

	return sd_perf_attach_cpus(p, &pa, prog_fd, at, only, true);
}

const struct sd_provider sd_prov_cpc = {
	.name = "cpc",
	.populate = populate,
	.create = create,
	.args = sd_perf_args,
	.attach = attach,
	.attr = &attr,
};
