/* xwatch.c - the exec watch: USDT probes of processes that start while
 * sonda traces and run a file that no latent probe covers.
 *
 * Where the program has template probes (prov/usdtexec.c: a provider glob
 * or a provider named without its process ID), sonda listens to the
 * kernel's process events (the proc connector, NETLINK_CONNECTOR) for
 * exec. A process whose program file has SDT notes (looked at once per
 * file, through /proc/PID/exe, which reaches a container's file too) gets
 * the probes of the objects it maps then that the template's description
 * matches, named with its pid as DTrace names them; each is given a
 * probe-data entry (its ID, fresh EPIDs, names, argument specs) and is
 * attached with the template's loaded program, filtered to the process by
 * the kernel (uprobe_multi's pid). Nothing is compiled or loaded.
 *
 * The process is not held: it runs from its exec on, and its probes are
 * live only once attached (SONDA_XWATCH_STATS=1 prints how long after the
 * exec, for each process). Holding it would need a stop that sonda's
 * death, by SIGKILL too, always undoes, which a signal stop is not.
 */
#include "xwatch.h"
#include "run.h"
#include "sym.h"
#include "../cg/image.h"
#include "../prov/usdtexec.h"
#include "../sym/later.h"
#include "../sym/maps.h"
#include "../kern/procev.h"
#include "../base/clock.h"
#include "../base/xalloc.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <bpf/bpf.h>

#define MAX_NEW 4096

struct tmpl {
	const struct sd_probe *probe;
	int prog_fd;
	const struct sd_bpf_prog *prog;
};

struct sd_xwatch {
	int fd;
	struct tmpl *t;
	size_t nt;
	struct prog {			/* each program met */
		dev_t dev;
		ino_t ino;
		enum { PLAIN, NOTES, TREE } kind;	/* SDT notes: none; in
						   it; in its installation's
						   libraries (sd_maps_own_libs) */
	} *progs;
	size_t nprogs;
	struct sd_epid_desc *epids;	/* the image's EPIDs once some are added
					   (room for epcap; the image frees it:
					   sd_image.epids_heap) */
	size_t epcap;
	bool stats, full;
};

struct sd_xwatch *sd_xwatch_open(struct sd_run *r)
{
	struct sd_xwatch *w = NULL;

	for (size_t i = 0; i < r->img->nprogs; i++) {
		const struct sd_bpf_prog *p = &r->img->progs[i];

		if (p->probe->provider != &sd_prov_usdt_exec || r->prog_fds[i] < 0)
			continue;
		if (!w) {
			w = sd_xcalloc(1, sizeof(*w));
			w->fd = -1;
		}
		w->t = sd_xrealloc(w->t, (w->nt + 1) * sizeof(*w->t));
		w->t[w->nt++] = (struct tmpl){ p->probe, r->prog_fds[i], p };
	}
	if (!w)
		return NULL;
	w->fd = sd_usdt_exec_events(w->t[0].probe->tab);
	if (w->fd < 0) {
		fprintf(stderr, "sonda: processes started later that run files outside PATH "
			"are not traced: no process events (%s)\n", strerror(-w->fd));
		sd_xwatch_close(w);
		return NULL;
	}
	w->stats = getenv("SONDA_XWATCH_STATS") && *getenv("SONDA_XWATCH_STATS") == '1';
	return w;
}

int sd_xwatch_fd(const struct sd_xwatch *w)
{
	return w ? w->fd : -1;
}

void sd_xwatch_close(struct sd_xwatch *w)
{
	if (!w)
		return;
	if (w->fd >= 0)
		close(w->fd);
	free(w->t);
	free(w->progs);
	free(w);
}

static bool any_prov(const char *prov, void *ctx)
{
	(void)prov, (void)ctx;
	return true;
}

static void tree_lib(const char *path, void *ctx)
{
	bool *found = ctx;

	*found = *found || sd_sdt_has_prov(path, any_prov, NULL);
}

/* Where the program of process pid (looked at once per file) has SDT
 * notes: PLAIN if nowhere. */
static int prog_kind(struct sd_xwatch *w, pid_t pid, const char *exe)
{
	struct sd_maps m = { 0 };
	struct stat st;
	bool tree = false;
	struct prog *p;

	if (stat(exe, &st))
		return PLAIN;
	for (size_t i = 0; i < w->nprogs; i++)
		if (w->progs[i].dev == st.st_dev && w->progs[i].ino == st.st_ino)
			return w->progs[i].kind;
	w->progs = sd_xrealloc(w->progs, (w->nprogs + 1) * sizeof(*w->progs));
	p = &w->progs[w->nprogs++];
	*p = (struct prog){ st.st_dev, st.st_ino, NOTES };
	if (sd_sdt_has_prov(exe, any_prov, NULL))
		return p->kind;
	if (sd_maps_read(pid, &m) == 0)
		sd_maps_own_libs(pid, &m, tree_lib, &tree);
	sd_maps_free(&m);
	return p->kind = tree ? TREE : PLAIN;
}

struct prov_pid {
	const char *pattern;
	pid_t pid;
};

static bool prov_matches(const char *prov, void *ctx)
{
	const struct prov_pid *m = ctx;
	char name[300];

	snprintf(name, sizeof(name), "%s%d", prov, (int)m->pid);
	return sd_pdesc_field_match(m->pattern, name);
}

/* EPIDs for p, copies of the template's (one per clause of its program),
 * appended to the image; their numbers go to v (the entry's EPID words). */
static void add_epids(struct sd_run *r, struct sd_xwatch *w, const struct tmpl *t,
		      const struct sd_probe *p, uint8_t *v)
{
	struct sd_image *img = r->img;

	if (img->nepids + t->prog->nspans > w->epcap || img->epids != w->epids) {
		size_t cap = SD_MAX(2 * w->epcap, img->nepids + t->prog->nspans + 64);
		struct sd_epid_desc *e = sd_xmalloc(cap * sizeof(*e));

		memcpy(e, img->epids, img->nepids * sizeof(*e));
		free(img->epids == w->epids ? w->epids : NULL);
		img->epids = w->epids = e;	/* the first array stays in the
						   image's arena */
		img->epids_heap = true;
		w->epcap = cap;
	}
	for (size_t k = 0; k < t->prog->nspans; k++) {
		struct sd_epid_desc *n = &img->epids[img->nepids];

		*n = img->epids[t->prog->spans[k].epid - 1];
		n->probe = p;
		n->epid = (uint32_t)++img->nepids;
		memcpy(v + 4 + 4 * k, &n->epid, 4);
	}
}

/* Probe p's entry of the probe-data map. */
static int add_pdata(struct sd_run *r, struct sd_xwatch *w, const struct tmpl *t,
		     const struct sd_probe *p)
{
	const struct sd_pdata_layout *l = &r->img->pdata;
	const char *s[4] = { p->prov, p->mod, p->func, p->name };
	uint8_t *v = sd_xcalloc(1, l->size);
	int err = 0;

	memcpy(v, &p->id, 4);
	add_epids(r, w, t, p, v);
	for (int k = 0; k < 4; k++)
		memcpy(v + l->str[k], s[k], SD_MIN(strlen(s[k]), (size_t)SD_PDATA_STR_MIN));
	sd_usdt_exec_args(p, v + l->args);
	if (bpf_map_update_elem(r->map_pdata, &p->id, v, BPF_ANY) < 0)
		err = -errno;
	free(v);
	if (err && !w->full)
		fprintf(stderr, "sonda: probes of processes started later are left out: the "
			"probe data is full (%d probes; %s)\n", SD_XWATCH_PROBES, strerror(-err));
	w->full |= err != 0;
	return err;
}

/* Process pid has exec'd (at ts, CLOCK_MONOTONIC): its probes. */
static void exec_seen(struct sd_run *r, struct sd_xwatch *w, pid_t pid, uint64_t ts)
{
	struct sd_probe **v;
	char exe[64];
	size_t total = 0;
	int kind;
	uint64_t t1 = sd_clock_ns(CLOCK_MONOTONIC), t2;

	snprintf(exe, sizeof(exe), "/proc/%d/exe", (int)pid);
	if (pid == getpid() || (kind = prog_kind(w, pid, exe)) == PLAIN)
		return;
	v = sd_xcalloc(MAX_NEW, sizeof(*v));
	for (size_t i = 0; i < w->nt; i++) {
		struct prov_pid m = { sd_usdt_exec_desc(w->t[i].probe)->prov, pid };
		size_t n = 0;

		/* the program's notes first: making probes reads the process's maps */
		if (kind == TREE || sd_sdt_has_prov(exe, prov_matches, &m))
			n = sd_usdt_exec_probes(w->t[i].probe->tab, w->t[i].probe, pid, v,
						MAX_NEW);
		for (size_t k = 0; k < n; k++)
			if (add_pdata(r, w, &w->t[i], v[k]) == 0)
				sd_usdt_exec_attach(v[k], w->t[i].prog_fd, &r->att);
		total += n;
	}
	free(v);
	if (!total)
		return;
	t2 = sd_clock_ns(CLOCK_MONOTONIC);
	int err = sd_usdt_exec_attach_done(&r->att);
	if (w->stats)
		fprintf(stderr, "sonda: exec watch: pid %d: %zu probes %s %.3f ms after "
			"its exec (seen after %.3f ms, made in %.3f ms, attached in %.3f ms)\n",
			(int)pid, total, err ? "failed" : "live", (double)(sd_clock_ns(CLOCK_MONOTONIC) - ts) / 1e6,
			(double)(t1 - ts) / 1e6, (double)(t2 - t1) / 1e6,
			(double)(sd_clock_ns(CLOCK_MONOTONIC) - t2) / 1e6);
	sd_usyms_prime(r->syms.u, pid);
}

struct seen_ctx {
	struct sd_run *r;
	struct sd_xwatch *w;
};

static void seen(pid_t pid, uint64_t ts, void *ctx)
{
	const struct seen_ctx *c = ctx;

	exec_seen(c->r, c->w, pid, ts);
}

void sd_xwatch_poll(struct sd_run *r, struct sd_xwatch *w)
{
	struct seen_ctx c = { r, w };

	if (w)
		sd_procev_execs(w->fd, seen, &c);
}
