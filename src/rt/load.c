/* load.c - maps, relocation, program loading and attaching.
 *
 * The image cg made is turned into kernel objects in three steps, each of
 * which undoes nothing of the others on failure (sd_run_free() closes what
 * exists):
 *
 *   maps      every map of cg/image.h, sized from the image and the options;
 *             the string table is written and frozen
 *   programs  each program's map relocations are patched with the fds of
 *             its maps, then it is loaded; identical programs (fbt globs)
 *             share one load. A rejection is reported as a sonda bug with
 *             the tail of the verifier's log: sema's checks are meant to
 *             refuse anything the verifier would
 *   attach    sd_run_attach() asks each probe's provider to attach its
 *             program, then each provider's attach_done() makes what its
 *             attach() queued in the run's struct sd_attach (links over
 *             many functions, the syscall dispatcher, uprobes from several
 *             threads); every attachment is owned by an fd (perf event or
 *             link), so the kernel detaches it when sonda dies
 *
 * Invariants: nothing here writes to tracefs *_events files; BEGIN and END
 * programs are loaded but never attached (run.c runs them); -x
 * dump=verifier loads every program with the verifier's full log.
 */
#include "run.h"
#include "xwatch.h"
#include "writer.h"
#include "pcap.h"
#include "pprof.h"

#include <errno.h>
#include <limits.h>
#include <fcntl.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include "../base/opts.h"
#include "../base/xalloc.h"
#include "../cg/image.h"
#include "../kern/bpf.h"
#include "web.h"

static int mkmap(enum bpf_map_type t, const char *name, uint32_t ks, uint32_t vs,
		 uint32_t n, uint32_t flags)
{
	int fd = sd_bpf_map_create(t, name, ks, vs, n, flags);

	if (fd < 0)
		fprintf(stderr, "sonda: failed to create map %s: %s\n", name, strerror(-fd));
	return fd;
}

static uint32_t pow2_at_least(uint64_t v)
{
	uint64_t p = 4096;

	while (p < v && p < (1u << 30))
		p <<= 1;
	return (uint32_t)p;
}

static int64_t boot_offset(void)
{
	struct timespec rt, mono;

	clock_gettime(CLOCK_REALTIME, &rt);
	clock_gettime(CLOCK_MONOTONIC, &mono);
	return ((int64_t)rt.tv_sec - mono.tv_sec) * 1000000000LL + (rt.tv_nsec - mono.tv_nsec);
}

/* Keyed aggregations are preallocated per-CPU hashes where memory allows.
 * Without preallocation the kernel allocates each new key's per-CPU value
 * when the key is inserted, which costs about 11 us a key against 0.5 us
 * for a preallocated entry (BPF run-time statistics, bench/aggkeys.sh).
 * Preallocating takes all max_entries entries' memory and their setup
 * time up front, so maps are preallocated in order while their estimated
 * footprint fits the budget (a few times what DTrace's per-CPU
 * aggregation buffers take: 4 * ncpus * aggsize, at least
 * AGG_PREALLOC_MIN), and the rest, or all after the kernel refuses one,
 * allocate entries as they come. */
#define AGG_PREALLOC_MIN	(64ull << 20)
#define DVAR_PREALLOC_MIN	(64ull << 20)
#define VTIME_THREADS		32768
#define AGG_ELEM_OVERHEAD	64	/* kernel bytes per entry besides key and values */

/* An aggregation with a value past a per-CPU map's (image.h: cpukey): a
 * hash with an entry per key and CPU, preallocated as the others (but for
 * nested ones). */
static int cpukey_map(struct sd_run *r, const struct sd_agg_layout *l, uint64_t *budget)
{
	uint32_t vs = l->vwords * 8;
	uint32_t n = (uint32_t)SD_MIN((uint64_t)l->max_entries * r->ncpus, 1ull << 30);
	uint64_t need = (uint64_t)n * (AGG_ELEM_OVERHEAD + l->keysize + 8 + vs);

	if (need <= *budget && !l->nested) {	/* maps in an array share flags */
		int fd = sd_bpf_map_create(BPF_MAP_TYPE_HASH, "sd_agg", l->keysize + 8, vs, n, 0);
		*budget = fd >= 0 ? *budget - need : 0;
		if (fd >= 0)
			return fd;
	}
	return mkmap(BPF_MAP_TYPE_HASH, "sd_agg", l->keysize + 8, vs, n, BPF_F_NO_PREALLOC);
}

/* Dynamic variables are preallocated hashes too, as DTrace's one dvars
 * map is, while their footprint fits the budget (at least
 * DVAR_PREALLOC_MIN): without preallocation a new or replaced entry takes
 * memory from the kernel's per-CPU caches, which a probe firing in
 * interrupt context (tick, profile) empties after one to four entries
 * (their refill runs after the interrupt), and the next store in that
 * firing would be a dynamic variable drop that DTrace does not have. */
static uint64_t dvar_need(const struct sd_dvar_layout *l)
{
	return (uint64_t)l->max_entries *
		(AGG_ELEM_OVERHEAD + SD_ALIGN(l->keysize, 8) + SD_ALIGN(l->valsize, 8));
}

/* The maps nested in one array share their flags: the first of a group
 * (its outer) decides for all of them by their footprint together
 * (pre[outer]: 1 preallocated, 2 not). */
static int dvar_map(const struct sd_image *img, int i, uint64_t *budget, char *pre)
{
	const struct sd_dvar_layout *l = &img->dvars[i];
	const char *name = l->tls ? "sd_self" : "sd_assoc";

	if (l->nested && l->outer != i)
		return mkmap(BPF_MAP_TYPE_HASH, name, l->keysize, l->valsize, l->max_entries,
			     pre[l->outer] == 1 ? 0 : BPF_F_NO_PREALLOC);
	uint64_t need = dvar_need(l);
	for (int j = i + 1; l->nested && j < img->ndvars; j++)
		if (img->dvars[j].nested && img->dvars[j].outer == i)
			need += dvar_need(&img->dvars[j]);
	if (l->nested)
		pre[i] = 2;
	if (need <= *budget) {
		int fd = sd_bpf_map_create(BPF_MAP_TYPE_HASH, name, l->keysize, l->valsize,
					   l->max_entries, 0);
		*budget = fd >= 0 ? *budget - need : 0;
		if (fd >= 0) {
			pre[i] = 1;
			return fd;
		}
	}
	return mkmap(BPF_MAP_TYPE_HASH, name, l->keysize, l->valsize, l->max_entries,
		     BPF_F_NO_PREALLOC);
}

static int agg_map(struct sd_run *r, const struct sd_agg_layout *l, uint64_t *budget)
{
	uint32_t vs = l->vwords * 8;
	uint64_t need = (uint64_t)l->max_entries *
		(AGG_ELEM_OVERHEAD + SD_ALIGN(l->keysize, 8) + (uint64_t)r->ncpus * vs);

	if (l->array)
		return mkmap(BPF_MAP_TYPE_PERCPU_ARRAY, "sd_agg", 4, vs + 8, l->nslots, 0);
	if (l->cpukey)
		return cpukey_map(r, l, budget);
	if (need <= *budget && !l->nested) {	/* maps in an array share flags */
		int fd = sd_bpf_map_create(BPF_MAP_TYPE_PERCPU_HASH, "sd_agg", l->keysize, vs,
					   l->max_entries, 0);
		*budget = fd >= 0 ? *budget - need : 0;
		if (fd >= 0)
			return fd;
	}
	return mkmap(BPF_MAP_TYPE_PERCPU_HASH, "sd_agg", l->keysize, vs, l->max_entries,
		     BPF_F_NO_PREALLOC);
}

/* Writes the n entries keys[i] -> vals[i * size] into map fd: in one
 * system call where the kernel batches updates (Linux 5.6), else (or if
 * the batch stopped part way) one each. 0 or -errno. */
static int update_all(int fd, const uint32_t *keys, const uint8_t *vals, size_t size,
		      size_t n)
{
	uint32_t cnt = (uint32_t)n;

	if (!n || bpf_map_update_batch(fd, keys, vals, &cnt, NULL) == 0)
		return 0;
	for (size_t i = 0; i < n; i++)
		if (bpf_map_update_elem(fd, &keys[i], vals + i * size, BPF_ANY) < 0)
			return -errno;
	return 0;
}

/* The probe-data map of the programs in cookie mode (cg/image.h), filled
 * and frozen. */
static int pdata_map(struct sd_run *r)
{
	const struct sd_image *img = r->img;
	const struct sd_pdata_layout *l = &img->pdata;
	uint8_t *vals = sd_xcalloc(img->nprogs + 1, l->size);
	uint32_t *keys = sd_xcalloc(img->nprogs + 1, sizeof(*keys));
	size_t n = 0;
	int err = 0;
	bool later = l->args != 0;	/* entries added while tracing (xwatch.h) */

	r->map_pdata = mkmap(BPF_MAP_TYPE_HASH, "sd_probes", 4, l->size,
			     l->nprobes + (later ? SD_XWATCH_PROBES : 0),
			     BPF_F_RDONLY_PROG | (later ? BPF_F_NO_PREALLOC : 0));
	for (size_t i = 0; i < img->nprogs; i++) {
		const struct sd_bpf_prog *p = &img->progs[i];
		const char *s[4] = { p->probe->prov, p->probe->mod, p->probe->func,
				     p->probe->name };
		uint8_t *v = vals + n * l->size;

		if (!p->cookie)
			continue;
		keys[n++] = p->probe->id;
		memcpy(v, &p->probe->id, 4);
		for (size_t k = 0; k < p->nspans; k++)
			memcpy(v + 4 + 4 * k, &p->spans[k].epid, 4);
		for (int k = 0; k < 4; k++)
			memcpy(v + l->str[k], s[k], strlen(s[k]));
	}
	if (r->map_pdata >= 0)
		err = update_all(r->map_pdata, keys, vals, l->size, n);
	free(vals);
	free(keys);
	if (r->map_pdata >= 0 && !err && !later && bpf_map_freeze(r->map_pdata) < 0)
		err = -errno;
	if (r->map_pdata < 0)
		return -1;
	if (err) {
		fprintf(stderr, "sonda: failed to set up the probe data: %s\n",
			strerror(-err));
		return -1;
	}
	return 0;
}

/* DTrace's refusal of a buffer (bufsize, aggsize, dynvarsize) that cannot
 * hold one record, aggregation or variable. */
static int too_small(void)
{
	fprintf(stderr, "sonda: could not enable tracing: Enabling exceeds size of buffer\n");
	return -1;
}

/* DTrace for Linux's largest record (dt_maxreclen): the largest of its
 * clauses' buffers, its ERROR clause's among them (but under grabanon,
 * when dtrace_handle_err( ) enables none), in DTrace's layout (the bufsize
 * it needs does not depend on sonda's own). */
static uint32_t max_record(const struct sd_image *img, bool grabanon)
{
	uint32_t m = grabanon ? 0 : SD_DT_ERRPROG_RECLEN;

	for (size_t i = 0; i < img->nepids; i++)
		m = SD_MAX(m, img->epids[i].dt_size);
	return m;
}

/* Arrays of maps (cg/image.h: AGGOUTER, DVAROUTER): outer[o] holds, at
 * entry oslot, the map of each aggregation or variable nested in o. */
static int outer_map(int *outer, int i, int o, uint32_t n, uint32_t oslot, const int *fds)
{
	if (o == i && (outer[i] = sd_bpf_map_create_outer("sd_maps", fds[i], n)) < 0) {
		fprintf(stderr, "sonda: failed to create map sd_maps: %s\n", strerror(-outer[i]));
		return -1;
	}
	if (bpf_map_update_elem(outer[o], &oslot, &fds[i], 0) < 0) {
		fprintf(stderr, "sonda: failed to set up map sd_maps: %s\n", strerror(errno));
		return -1;
	}
	return 0;
}

static int outer_maps(struct sd_run *r)
{
	const struct sd_image *img = r->img;

	r->map_aggouter = sd_xcalloc((size_t)img->naggs + 1, sizeof(int));
	r->map_dvarouter = sd_xcalloc((size_t)img->ndvars + 1, sizeof(int));
	for (int i = 0; i < img->naggs; i++) {
		const struct sd_agg_layout *l = &img->aggs[i];
		if (l->nested && outer_map(r->map_aggouter, i, l->outer, l->noslots, l->oslot,
					   r->map_agg) < 0)
			return -1;
	}
	for (int i = 0; i < img->ndvars; i++) {
		const struct sd_dvar_layout *l = &img->dvars[i];
		if (l->nested && outer_map(r->map_dvarouter, i, l->outer, l->noslots, l->oslot,
					   r->map_dvar) < 0)
			return -1;
	}
	return 0;
}

/* DTrace's aggs (the maps in it), specs and dvars maps are hash maps,
 * preallocated: the kernel's htab_map_alloc() refuses (E2BIG) a bucket
 * table past U32_MAX bytes, 16 bytes a bucket for each entry rounded up to
 * a power of two, so more than 2^27 entries. */
#define HTAB_MAX (1ll << 27)

static int too_big(const char *map, const char *why)
{
	fprintf(stderr, "sonda: could not enable tracing: failed to create BPF map '%s': %s\n",
		map, why);
	return -1;
}

/* The sizes DTrace refuses when it creates its maps, in its order
 * (dt_bpf_gmap_create(): aggs, specs, ..., dvars): aggsize or dynvarsize
 * too small for one entry, or so large DTrace's map has more than HTAB_MAX
 * entries (gmap_create_aggs(), gmap_create_dvars(); made only when used).
 * DTrace makes a map of nspec speculations, which the kernel refuses
 * empty: nspec=0 fails in its words, and so does an unset nspec
 * (SD_OPT_NSPEC_UNSET) or one past UINT_MAX, too big for a map
 * (create_gmap()), or past HTAB_MAX. */
static int refused_sizes(struct sd_run *r)
{
	const struct sd_image *img = r->img;

	for (int i = 0; i < img->naggs; i++)
		if (!img->aggs[i].max_entries)
			return too_small();
	if (img->naggs && img->agg_nelems > HTAB_MAX)
		return too_big("aggs", "Too big");
	if (r->opts->nspec <= 0 || r->opts->nspec > HTAB_MAX)
		return too_big("specs", r->opts->nspec ? "Too big" : "Invalid argument");
	/* DTrace's gvars map is an array of one value of all the globals'
	 * bytes, which the kernel refuses past INT_MAX (E2BIG) */
	if (img->gvars_size > INT_MAX)
		return too_big("gvars", "Too big");
	for (int i = 0; i < img->ndvars; i++)
		if (!img->dvars[i].max_entries)
			return too_small();
	if (img->ndvars && img->dvar_pool > HTAB_MAX)
		return too_big("dvars", "Too big");
	return 0;
}

/* One ring buffer shared by every CPU and drained as soon as data arrives:
 * bufsize when set, else 1 MiB (DTrace's 4m is per CPU and polled once a
 * second), a power of two pages. Its pages are resident from the start. */
static uint64_t rb_bytes(const struct sd_run *r)
{
	return r->opts->set[SD_OPT_BUFSIZE] ? r->opts->bufsize : 1 << 20;
}

/* With bufsize set (image.ring_model) each CPU's records are counted
 * against a buffer of bufsize as DTrace's perf ring buffer takes them
 * (sd_state.ring_used): the one ring then holds as much for every CPU, in
 * sonda's own record sizes, which may be larger (up to 1 GiB). */
static uint64_t rb_real_bytes(const struct sd_run *r)
{
	uint64_t cap = pow2_at_least(rb_bytes(r)), ratio = 1;

	if (!r->img->ring_model)
		return cap;
	for (size_t i = 0; i < r->img->nepids; i++) {
		const struct sd_epid_desc *ep = &r->img->epids[i];
		uint64_t dt = SD_RING_BYTES(ep->dt_size), own = 8 + SD_ALIGN(ep->size, 8);
		ratio = SD_MAX(ratio, (own + dt - 1) / dt);
	}
	uint64_t cpus = (uint64_t)SD_MIN(SD_MAX(r->ncpus, 1), SD_VT_CPUS);
	return SD_MIN(cap * cpus * ratio, 1ull << 30);
}

static int ring_buffer(struct sd_run *r)
{
	r->map_rb = mkmap(BPF_MAP_TYPE_RINGBUF, "sd_rb", 0, 0, pow2_at_least(rb_real_bytes(r)), 0);
	if (r->map_rb < 0)
		return -1;
	((struct sd_state *)r->state)->ring_cap = pow2_at_least(rb_bytes(r));
	return 0;
}

/* As DTrace's dtrace_go(), once the programs are loaded: a bufsize that
 * cannot hold the largest record is refused, and one that is not a power
 * of two pages was rounded up, which DTrace's dt_pebs_init() says. */
static int ring_buffer_check(struct sd_run *r)
{
	uint64_t rbsize = rb_bytes(r);
	uint32_t size = pow2_at_least(rbsize);

	if (rbsize < 8 + max_record(r->img, r->opts->grabanon))	/* a perf_event_header and it */
		return too_small();
	if (size > rbsize)
		fprintf(stderr, "bufsize increased to %u\n", size);
	return 0;
}

static int create_maps(struct sd_run *r)
{
	struct sd_image *img = r->img;
	uint32_t zero = 0;

	if (refused_sizes(r) < 0)
		return -1;
	r->map_state = mkmap(BPF_MAP_TYPE_ARRAY, "sd_state", 4, sizeof(struct sd_state), 1,
			     BPF_F_MMAPABLE);
	r->map_globals = sd_bpf_map_create(BPF_MAP_TYPE_ARRAY, "sd_globals", 4,
					   img->globals_size, 1, 0);
	if (r->map_globals < 0)	/* as DTrace reports its gvars map's failure */
		return too_big("gvars", r->map_globals == -E2BIG ? "Too big"
							: strerror(-r->map_globals));
	r->map_strtab = mkmap(BPF_MAP_TYPE_ARRAY, "sd_strtab", 4, img->strtab_size, 1,
			      BPF_F_RDONLY_PROG);
	r->map_scratch = mkmap(BPF_MAP_TYPE_ARRAY, "sd_scratch", 4,
			       (uint32_t)SD_ALIGN(img->scratch_size, 8), (uint32_t)r->ncpus, 0);
	if (r->map_state < 0 || r->map_globals < 0 || r->map_strtab < 0 ||
	    r->map_scratch < 0)
		return -1;
	if (bpf_map_update_elem(r->map_strtab, &zero, img->strtab, 0) < 0 ||
	    bpf_map_freeze(r->map_strtab) < 0) {
		fprintf(stderr, "sonda: failed to set up the string table: %s\n",
			strerror(errno));
		return -1;
	}
	r->state = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, r->map_state, 0);
	if (r->state == MAP_FAILED) {
		r->state = NULL;
		fprintf(stderr, "sonda: failed to map the state: %s\n", strerror(errno));
		return -1;
	}
	((struct sd_state *)r->state)->boot_off = boot_offset();
	((struct sd_state *)r->state)->dvar_pool = img->dvar_pool;
	((struct sd_state *)r->state)->agg_pool = img->agg_pool;
	for (int i = 0; i < SD_VT_CPUS; i++)
		((struct sd_state *)r->state)->vt_off[i] = INT64_MIN;
	r->map_dvar = sd_xcalloc((size_t)img->ndvars + 1, sizeof(int));
	uint64_t dbudget = SD_MAX(DVAR_PREALLOC_MIN, 4ull * r->opts->dynvarsize);
	char *pre = sd_xcalloc((size_t)img->ndvars + 1, 1);
	for (int i = 0; i < img->ndvars; i++) {
		if (!img->dvars[i].max_entries) {
			free(pre);
			return too_small();
		}
		if ((r->map_dvar[i] = dvar_map(img, i, &dbudget, pre)) < 0) {
			free(pre);
			return -1;
		}
	}
	free(pre);
	if (img->this_size) {
		r->map_this = mkmap(BPF_MAP_TYPE_ARRAY, "sd_this", 4, img->this_size,
				    (uint32_t)r->ncpus, 0);
		if (r->map_this < 0)
			return -1;
	}
	if (img->pdata.size && pdata_map(r) < 0)
		return -1;
	/* vtimestamp's last value per thread (cg_expr.c): an LRU of the
	 * threads seen most recently */
	if (img->vtime && (r->map_vtime = mkmap(BPF_MAP_TYPE_LRU_HASH, "sd_vtime", 8, 8,
						VTIME_THREADS, 0)) < 0)
		return -1;
	uint64_t budget = SD_MAX(AGG_PREALLOC_MIN, 4ull * (uint64_t)r->ncpus * r->opts->aggsize);
	if (img->unwind && !(r->uw = sd_unwind_new(r->opts->unwindsize)))
		return -1;
	if (r->uw)
		sd_unwind_on_load(r->uw, sd_run_proc_seen, r);
	if (img->upids) {
		int fd = mkmap(BPF_MAP_TYPE_HASH, "sd_upids", sizeof(struct sd_upid), 8,
			       SD_UPIDS_MAX, 0);
		if (fd < 0)
			return -1;
		r->upids = sd_upids_new(fd);
	}
	r->map_agg = sd_xcalloc((size_t)img->naggs + 1, sizeof(int));
	for (int i = 0; i < img->naggs; i++) {
		struct sd_agg_layout *l = &img->aggs[i];
		if (!l->max_entries)
			return too_small();
		r->map_agg[i] = l->map != i ? dup(r->map_agg[l->map]) : agg_map(r, l, &budget);
		if (r->map_agg[i] < 0)
			return -1;
	}
	if (ring_buffer(r) < 0)
		return -1;
	return outer_maps(r);
}

static int map_fd(struct sd_run *r, const struct sd_reloc *rl)
{
	switch (rl->role) {
	case SD_MAP_STATE: return r->map_state;
	case SD_MAP_GLOBALS: return r->map_globals;
	case SD_MAP_STRTAB: return r->map_strtab;
	case SD_MAP_SCRATCH: return r->map_scratch;
	case SD_MAP_RINGBUF: return r->map_rb;
	case SD_MAP_DVAR: return r->map_dvar[rl->idx];
	case SD_MAP_THIS: return r->map_this;
	case SD_MAP_PDATA: return r->map_pdata;
	case SD_MAP_VTIME: return r->map_vtime;
	case SD_MAP_UPIDS: return sd_upids_fd(r->upids);
	case SD_MAP_AGGOUTER: return r->map_aggouter[rl->idx];
	case SD_MAP_DVAROUTER: return r->map_dvarouter[rl->idx];
	case SD_MAP_UROWS: case SD_MAP_UPROCS: case SD_MAP_UMISS: case SD_MAP_USTAT:
		return sd_unwind_map_fd(r->uw, rl->role);
	default: return r->map_agg[rl->idx];
	}
}

static void probe_name(const struct sd_probe *p, char *buf, size_t n)
{
	snprintf(buf, n, "%s:%s:%s:%s", p->prov, p->mod, p->func, p->name);
}

/* The expected attach type of prog's probe (0 for most). */
static uint32_t attach_type_of(const struct sd_bpf_prog *prog)
{
	struct sd_probe_args a;

	sd_probe_get_args(prog->probe, &a);
	return a.attach_type;
}

/* The fd of an earlier program identical to p (same type, attach type and
 * instructions; no BTF target), or -1: many probes (fbt globs, pid probes
 * in cookie mode) share one program, and loading it once saves a verifier
 * run per probe. */
static int same_prog(struct sd_run *r, const struct sd_bpf_prog *p, size_t i,
		     uint32_t attach_type)
{
	for (size_t j = 0; j < i; j++) {
		const struct sd_bpf_prog *q = &r->img->progs[j];

		if (q->prog_type == p->prog_type && q->ninsns == p->ninsns &&
		    q->err_sub == p->err_sub &&
		    r->prog_fds[j] >= 0 &&
		    !memcmp(q->insns, p->insns, p->ninsns * sizeof(*p->insns)) &&
		    attach_type_of(q) == attach_type)
			return r->prog_fds[j];
	}
	return -1;
}

/* The last n lines of a verifier log (a rejected loop can log millions). */
static const char *log_tail(const char *log, int n)
{
	const char *p = log + strlen(log);

	if (p > log && p[-1] == '\n')
		p--;
	while (p > log && (p[-1] != '\n' || --n > 0))
		p--;
	return p;
}

/* Whether p has a may_goto (BPF_JMP | BPF_JCOND: string loops, cg_subr.c). */
static bool uses_may_goto(const struct sd_bpf_prog *p)
{
	for (size_t k = 0; k < p->ninsns; k++)
		if (p->insns[k].code == (BPF_JMP | 0xe0))
			return true;
	return false;
}

/* cg writes each jump to the next instruction as gotol +0 (cg_relax.c
 * keep_nops( )); a kernel without gotol gets goto +0, which it takes as
 * well, only deleting each one slowly after checking. A longer gotol
 * (code past a conditional jump's 16-bit reach) it cannot take: false. */
static bool kernel_jumps(struct sd_bpf_prog *p)
{
	if (sd_bpf_has_gotol())
		return true;
	for (size_t k = 0; k < p->ninsns; k++) {
		struct bpf_insn *in = &p->insns[k];
		if (in->code != (BPF_JMP32 | BPF_JA))
			continue;
		if (in->imm)
			return false;
		in->code = BPF_JMP | BPF_JA;
	}
	return true;
}

/* cg calls the compat read helpers where DTrace does (cg_mem.c); a kernel
 * without them (locked down for confidentiality, or not x86-64) gets the
 * kernel-only ones, which read no user memory. */
static void kernel_reads(struct sd_bpf_prog *p)
{
	if (sd_bpf_has_compat_read())
		return;
	for (size_t k = 0; k < p->ninsns; k++) {
		struct bpf_insn *in = &p->insns[k];

		if (in->code != (BPF_JMP | BPF_CALL) || in->src_reg)
			continue;
		if (in->imm == BPF_FUNC_probe_read)
			in->imm = BPF_FUNC_probe_read_kernel;
		else if (in->imm == BPF_FUNC_probe_read_str)
			in->imm = BPF_FUNC_probe_read_kernel_str;
	}
}

/* -x dump=steps (and verifier): the program's instructions, how many the
 * verifier processed (its log's statistics) and how many sonda counted
 * it would (cg_max_pending( ), -1: not counted). */
static void steps_line(const struct sd_bpf_prog *p, const char *desc, const struct sd_buf *log)
{
	const char *s = strstr(sd_buf_str(log), "processed ");
	long n = s ? strtol(s + 10, NULL, 10) : -1;

	fprintf(stderr, "Steps of the program for %s: %zu instructions, %ld processed by "
		"the verifier, %ld counted by sonda\n", desc, p->ninsns, n, p->steps);
}

/* BEGIN's and END's programs are run by sonda itself (rt/run.c). */
static void remember_begin_end(struct sd_run *r, const struct sd_bpf_prog *p, int fd)
{
	if (strcmp(p->probe->prov, "dtrace"))
		return;
	if (!strcmp(p->probe->name, "BEGIN"))
		r->fd_begin = fd;
	else if (!strcmp(p->probe->name, "END"))
		r->fd_end = fd;
}

/* -x bpflog, as DTrace's dt_bpf_load_prog( ): every program is loaded with
 * the verifier's log (levels 1 and 2 and the statistics) in a buffer of
 * bpflogsize bytes (16 MiB by default), which is printed on stderr a line
 * at a time after "BPF: ". A log that does not fit fails the load, with
 * DTrace's advice to raise bpflogsize. */
#define BPFLOG_SIZE	(UINT32_MAX >> 8)

static int load_bpflog(struct sd_run *r, const struct sd_bpf_prog *p,
		       const struct sd_bpf_attach_to *to, const char *desc)
{
	struct sd_buf log = SD_BUF_INIT;
	uint64_t size = r->opts->set[SD_OPT_BPFLOGSIZE] ? r->opts->bpflogsize :
			BPFLOG_SIZE;	/* the kernel takes 32 bits of it */
	int fd = sd_bpf_prog_load_level(p->prog_type, to, p->insns, p->ninsns,
					"sonda", 1 | 2 | 4, (uint32_t)size, &log);

	if (fd == -ENOSPC) {
		fprintf(stderr, "BPF verifier log is incomplete and is not reported.\n"
			"Set DTrace option 'bpflogsize' to some greater size for more "
			"output.\n(Current size is %llu.)\n", (unsigned long long)size);
	} else {
		for (const char *l = sd_buf_str(&log), *e; *l; l = e) {
			e = strchr(l, '\n');
			e = e ? e + 1 : l + strlen(l);
			fprintf(stderr, "BPF: %.*s\n", (int)(e - l - (e[-1] == '\n')), l);
		}
	}
	if (fd < 0) {	/* DTrace cuts "BPF program load ... failed" to 63 bytes */
		char *msg = sd_xasprintf("BPF program load for '%s' failed", desc);

		fprintf(stderr, "sonda: could not enable tracing: %.63s: %s\n", msg,
			strerror(-fd));
		free(msg);
	}
	sd_buf_free(&log);
	return fd;
}

/* A program the kernel's verifier refuses in DTrace (p->refused): its
 * load fails as dt_bpf_load_prog( ) reports it, the verifier's log ("BPF:"
 * lines, here sonda's one line of why) and then EACCES. */
static void refused(const struct sd_bpf_prog *p)
{
	char desc[256];

	probe_name(p->probe, desc, sizeof(desc));
	fprintf(stderr, "BPF: %s\n", p->refused);
	char *msg = sd_xasprintf("BPF program load for '%s' failed", desc);
	fprintf(stderr, "sonda: could not enable tracing: %.63s: %s\n", msg,
		strerror(EACCES));
	free(msg);
}

/* A probe DTrace makes none for: it stands for processes started later
 * (latent) or sits in a library its process has not loaded (unloaded). */
static bool not_dtraces(const struct sd_probe *p)
{
	return p->latent || p->unloaded;
}

static int load_prog(struct sd_run *r, struct sd_bpf_prog *p, size_t i)
{
	struct sd_buf log = SD_BUF_INIT;
	char desc[256];

	if (!strcmp(p->probe->prov, "dtrace") && !strcmp(p->probe->name, "ERROR"))
		return 0;	/* its clauses run in the fault handlers (called) */
	for (size_t k = 0; k < p->nrelocs; k++)
		p->insns[p->relocs[k].insn].imm = map_fd(r, &p->relocs[k]);
	probe_name(p->probe, desc, sizeof(desc));
	kernel_reads(p);
	if (uses_may_goto(p) && !sd_bpf_has_may_goto()) {
		fprintf(stderr, "sonda: the program for %s loops over strings with "
			"may_goto, which this kernel's verifier lacks (Linux 6.9 or "
			"later)\n", desc);
		return -1;
	}
	if (!kernel_jumps(p)) {
		fprintf(stderr, "sonda: the program for %s jumps over long code with "
			"gotol, which this kernel's verifier lacks (Linux 6.6 or "
			"later)\n", desc);
		return -1;
	}
	struct sd_probe_args a;
	sd_probe_get_args(p->probe, &a);
	struct sd_bpf_attach_to to = { a.attach_type, a.attach_btf_id, a.attach_btf_obj_fd,
				       p->err_sub };
	if (r->opts->bpflog) {
		r->prog_shared[i] = false;
		if ((r->prog_fds[i] = load_bpflog(r, p, &to, desc)) < 0)
			return -1;
		remember_begin_end(r, p, r->prog_fds[i]);
		return 0;
	}
	int fd = to.btf_id ? -1 : same_prog(r, p, i, to.attach_type);
	r->prog_shared[i] = fd >= 0;
	if (fd < 0 && (r->opts->dump & SD_DUMP_VERIFIER)) {
		fd = sd_bpf_prog_load_logged(p->prog_type, &to, p->insns, p->ninsns,
					     "sonda", &log);
		if (fd >= 0)
			fprintf(stderr, "Verifier log of the program for %s:\n%s\n", desc,
				sd_buf_str(&log));
		steps_line(p, desc, &log);
	} else if (fd < 0 && (r->opts->dump & SD_DUMP_STEPS)) {
		fd = sd_bpf_prog_load_level(p->prog_type, &to, p->insns, p->ninsns, "sonda",
					    4, 1u << 16, &log);
		steps_line(p, desc, &log);
	} else if (fd < 0)
		fd = to.attach_type || to.btf_id || to.err_sub ?
			sd_bpf_prog_load_to(p->prog_type, &to, p->insns, p->ninsns,
					    "sonda", &log) :
			sd_bpf_prog_load(p->prog_type, p->insns, p->ninsns, "sonda", &log);
	if (fd < 0) {
		fprintf(stderr, "sonda: the kernel verifier rejected the program for %s "
			"(%s); this is a bug in sonda, please report it with this log:\n%s\n",
			desc, strerror(-fd), log_tail(sd_buf_str(&log), 60));
		sd_buf_free(&log);
		return -1;
	}
	sd_buf_free(&log);
	r->prog_fds[i] = fd;
	remember_begin_end(r, p, fd);
	return 0;
}

/* The aggregation descriptors come with the image; their value size is
 * the consumer's (aggfmt.h). */
static void agg_descs(struct sd_run *r)
{
	int n = r->img->naggs;

	r->aggdesc = r->img->aggdescs;
	r->snaps = sd_xcalloc((size_t)n + 1, sizeof(*r->snaps));
	r->printed = sd_xcalloc((size_t)n + 1, sizeof(bool));
	r->held = sd_xcalloc((size_t)n + 1, sizeof(*r->held));
	r->normal = sd_xcalloc((size_t)n + 1, sizeof(int64_t));
	r->view_epoch = sd_xcalloc((size_t)n + 1, sizeof(uint64_t));
	r->held_epoch = sd_xcalloc((size_t)n + 1, sizeof(uint64_t));
	r->agg_epoch = 1;	/* no view read yet */
	for (int id = 0; id < n; id++) {
		r->aggdesc[id].nwords = sd_agg_nwords(&r->aggdesc[id]);
		sd_aggsnap_init(&r->snaps[id], &r->aggdesc[id]);
		sd_aggsnap_init(&r->held[id], &r->aggdesc[id]);
		r->normal[id] = 1;
	}
	sd_run_agg_seal_init(r);
}

int sd_run_load(struct sd_run *r, struct sd_image *img, struct sd_opts *opts,
		FILE *out)
{
	int rc = sd_bpf_init();

	memset(r, 0, sizeof(*r));
	r->img = img;
	r->opts = opts;
	r->out = r->out0 = out;
	r->w = opts->oformat == SD_OFORMAT_JSON ? &sd_writer_json : &sd_writer_text;
	sd_json_init(&r->json, &r->buf);
	r->fd_begin = r->fd_end = -1;
	r->sigfd = r->stdout_fd = -1;
	r->map_state = r->map_globals = r->map_strtab = r->map_scratch = r->map_rb = -1;
	r->map_this = r->map_pdata = r->map_vtime = -1;
	sd_attach_init(&r->att);
	sd_syms_init(&r->syms, NULL);
	r->sym = sd_syms_symbolizer(&r->syms);
	if (sd_pprof_open(r) < 0)
		return -1;
	if (rc < 0) {
		fprintf(stderr, "sonda: %s\n", sd_bpf_init_why(rc));
		return -1;
	}
	r->ncpus = sd_bpf_ncpus();
	agg_descs(r);
	if (sd_web_start(r) < 0)	/* a bad address or a busy port: now */
		return -1;
	if (create_maps(r) < 0)
		return -1;
	r->prog_fds = sd_xcalloc(img->nprogs + 1, sizeof(int));
	r->prog_shared = sd_xcalloc(img->nprogs + 1, sizeof(bool));
	for (size_t i = 0; i < img->nprogs; i++)
		r->prog_fds[i] = -1;
	/* DTrace refuses each program that needs -w as it comes to load it.
	 * The program of a probe DTrace does not make (latent: processes
	 * started later; unloaded: a library not loaded yet) is left out
	 * instead: under -Z a description matching only such probes loads
	 * nothing in DTrace's dt_bpf_load_progs( ). */
	for (size_t i = 0; i < img->nprogs; i++) {
		if (img->progs[i].destructive && !opts->destructive &&
		    not_dtraces(img->progs[i].probe))
			continue;
		if (img->progs[i].destructive && !opts->destructive) {
			fprintf(stderr, "sonda: could not enable tracing: Destructive "
				"actions not allowed\n");
			return -1;
		}
		if (img->progs[i].refused) {
			refused(&img->progs[i]);
			return -1;
		}
		if (load_prog(r, &img->progs[i], i) < 0)
			return -1;
	}
	return ring_buffer_check(r);
}

/* The index of the program of probe p (the programs are in probe ID
 * order), or nprogs. */
static size_t prog_of(const struct sd_image *img, const struct sd_probe *p)
{
	size_t lo = 0, hi = img->nprogs;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (img->progs[mid].probe->id < p->id)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < img->nprogs && img->progs[lo].probe == p ? lo : img->nprogs;
}

/* The programs in the order of their probes' first enablings (the EPIDs
 * number the clauses' probes in program order): DTrace enables probes
 * statement by statement, and the probes that share an event (proc:::exit
 * and lwp-exit, start and lwp-start) run in the order they were enabled
 * (dt_program.c dt_prog_stmt( ), dt_probe.c dt_probe_add_dependent( ));
 * the kernel runs an event's programs in the order they were attached. */
static size_t *attach_order(const struct sd_image *img)
{
	size_t *ord = sd_xcalloc(img->nprogs + 1, sizeof(*ord)), n = 0;
	bool *seen = sd_xcalloc(img->nprogs + 1, sizeof(*seen));

	for (size_t e = 0; e < img->nepids; e++) {
		size_t i = prog_of(img, img->epids[e].probe);
		if (i < img->nprogs && !seen[i]) {
			seen[i] = true;
			ord[n++] = i;
		}
	}
	for (size_t i = 0; i < img->nprogs; i++)
		if (!seen[i])
			ord[n++] = i;
	free(seen);
	return ord;
}

int sd_run_attach(struct sd_run *r)
{
	size_t *ord;

	sd_detach_wait();
	sd_run_block_signals(r);
	r->xw = sd_xwatch_open(r);	/* first: no exec from now on is missed */
	ord = attach_order(r->img);
	for (size_t k = 0; k < r->img->nprogs; k++) {
		size_t i = ord[k];
		const struct sd_probe *p = r->img->progs[i].probe;
		if (!p->provider->attach || (not_dtraces(p) && r->prog_fds[i] < 0))
			continue;
		/* DTrace's dt_bpf_load_progs( ): EDT_ENABLING_ERR */
		if (p->provider->attach(p, r->prog_fds[i], &r->att) < 0) {
			fprintf(stderr, "sonda: could not enable tracing: "
				"Failed to enable probe\n");
			free(ord);
			return -1;
		}
	}
	free(ord);
	for (size_t i = 0; i < sd_nproviders; i++)
		if (sd_providers[i]->attach_done &&
		    sd_providers[i]->attach_done(&r->att) < 0)
			return -1;
	return 0;
}

void sd_run_free(struct sd_run *r)
{
	sd_run_unblock_signals(r);	/* attached, never traced */
	sd_web_stop(r);
	sd_pprof_close(r);
	sd_pcap_close(r);
	free(r->out_path);
	r->out_path = NULL;
	if (r->stdout_fd >= 0)
		close(r->stdout_fd);
	r->stdout_fd = -1;
	free(r->flow);
	r->flow = NULL;
	sd_xwatch_close(r->xw);
	r->xw = NULL;
	sd_detach(&r->att);
	if (r->rb)
		ring_buffer__free(r->rb);
	if (r->rb_pos)
		munmap((void *)r->rb_pos, 2 * r->rb_page);
	r->rb_pos = NULL;
	sd_buf_free(&r->cut);
	for (size_t i = 0; r->prog_fds && i < r->img->nprogs; i++)
		if (r->prog_fds[i] >= 0 && !r->prog_shared[i])
			close(r->prog_fds[i]);
	free(r->prog_fds);
	free(r->prog_shared);
	if (r->state)
		munmap(r->state, 4096);
	int maps[] = { r->map_state, r->map_globals, r->map_strtab, r->map_scratch, r->map_rb };
	for (size_t i = 0; i < SD_ARRAY_SIZE(maps); i++)
		if (maps[i] >= 0)
			close(maps[i]);
	for (int i = 0; r->map_agg && i < r->img->naggs; i++)
		if (r->map_agg[i] > 0)
			close(r->map_agg[i]);
	free(r->map_agg);
	for (int i = 0; r->map_aggouter && i < r->img->naggs; i++)
		if (r->map_aggouter[i] > 0)
			close(r->map_aggouter[i]);
	free(r->map_aggouter);
	for (int i = 0; r->map_dvarouter && i < r->img->ndvars; i++)
		if (r->map_dvarouter[i] > 0)
			close(r->map_dvarouter[i]);
	free(r->map_dvarouter);
	for (int i = 0; r->map_dvar && i < r->img->ndvars; i++)
		if (r->map_dvar[i] > 0)
			close(r->map_dvar[i]);
	free(r->map_dvar);
	if (r->map_this >= 0)
		close(r->map_this);
	if (r->map_pdata >= 0)
		close(r->map_pdata);
	if (r->map_vtime >= 0)
		close(r->map_vtime);
	for (int i = 0; r->snaps && i < r->img->naggs; i++)
		sd_aggsnap_release(&r->snaps[i]);
	for (int i = 0; r->held && i < r->img->naggs; i++)
		sd_aggsnap_release(&r->held[i]);
	free(r->held);
	free(r->snaps);
	free(r->printed);
	free(r->normal);
	free(r->view_epoch);
	free(r->held_epoch);
	free(r->seal_aggs);
	for (size_t i = 0; i < r->npids; i++)
		if (r->pidfds[i] >= 0)
			close(r->pidfds[i]);
	free(r->pids);
	free(r->pidfds);
	free(r->gone);
	sd_buf_free(&r->buf);
	for (size_t i = 0; i < SD_ARRAY_SIZE(r->spec); i++)
		sd_buf_free(&r->spec[i].data);
	sd_buf_free(&r->peek_rest);
	sd_syms_release(&r->syms);
	sd_unwind_free(r->uw);
	sd_upids_free(r->upids);
}
