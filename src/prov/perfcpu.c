/* perfcpu.c - what the perf-event providers (profile, cpc) share: their
 * arguments, the interrupted code's pcs, and a perf event on each CPU. */
#include "prov.h"
#include "../kern/bpf.h"
#include "../base/xalloc.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

int sd_perf_args(const struct sd_probe *p, struct sd_probe_args *a)
{
	memset(a, 0, sizeof(*a));
	a->ctx = SD_CTX_PERF;
	a->special = SD_ARGS_PROFILE;
	a->nargs = 2;
	a->arg_size[0] = a->arg_size[1] = 8;
	return 0;
}

/* Attaches on one CPU; a failure is logged unless quiet (cpc's attach( )
 * in DTrace skips a CPU that refuses the counter without a word). */
static int attach_cpu(const struct sd_probe *p, const struct perf_event_attr *pa,
		      int cpu, int prog_fd, struct sd_attach *at, bool quiet)
{
	int fd = sd_bpf_perf_attach(pa, -1, cpu, prog_fd);

	if (fd < 0 && !quiet)
		sd_prov_warn("%s: cannot attach to '%s' on CPU %d: %s",
			     p->provider->name, p->name, cpu, strerror(-fd));
	return fd < 0 ? fd : sd_attach_add(at, fd);
}

int sd_perf_attach_cpus(const struct sd_probe *p, const struct perf_event_attr *pa,
			int prog_fd, struct sd_attach *at, int cpu, bool any)
{
	int ncpus = sd_bpf_ncpus(), nok = 0, err = 0;
	bool *online;

	if (cpu >= 0)
		return attach_cpu(p, pa, cpu, prog_fd, at, any);
	if (ncpus <= 0 || !(online = sd_xcalloc(ncpus, sizeof(*online))))
		return ncpus <= 0 ? ncpus : -ENOMEM;
	if (sd_bpf_online_cpus(online, ncpus) < 0)
		memset(online, 1, ncpus * sizeof(*online));
	for (int c = 0; c < ncpus && (any || !err); c++) {
		if (!online[c])
			continue;
		int rc = attach_cpu(p, pa, c, prog_fd, at, any);
		nok += rc == 0;
		err = rc < 0 ? rc : err;
	}
	free(online);
	return any && nok ? 0 : err;
}
