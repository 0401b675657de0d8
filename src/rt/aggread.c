/* aggread.c - the consumer's view of the aggregations: reading the
 * kernel's maps into snapshots, printa( ), clear( ) and trunc( ).
 *
 * As DTrace's consumer (dt_aggregate.c), the snapshots r->snaps[] are what
 * printa( ) prints and what clear( ) and trunc( ) act on; see
 * docs/architecture.md.
 */
#include "run.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <bpf/bpf.h>

#include "../base/clock.h"
#include "../base/opts.h"
#include "../base/xalloc.h"
#include "../cg/image.h"
#include "aggmap.h"
#include "writer.h"

/* A min( ) or max( ) entry no update reached (made before its argument
 * faulted, as DTrace's dt_get_agg( ) makes it): it holds the identity. */
static bool minmax_unset(const struct sd_aggdesc *d, const int64_t *v)
{
	return (d->fn == SD_AGG_MIN || d->fn == SD_AGG_MAX) && !v[1];
}

/* Whether the aggregations are read only once an aggrate: with aggrate,
 * while probes fire, DTrace's consumer reads the kernel's aggregations
 * (dtrace_aggregate_snap( )) at the first read of the buffers an aggrate
 * (consume.c: snap_due( )), and the reads between act on that view. */
static bool rated(const struct sd_run *r)
{
	return r->opts->aggrate && r->live && !r->stopping;
}

/* Whether this read of the buffers has not read aggregation id's view
 * yet (view( )). */
static bool stale(const struct sd_run *r, int id)
{
	return r->view_epoch[id] != r->agg_epoch;
}

/* Whether no update reached the entry on any CPU since a clear( ) (CPU
 * c's values at v + c * stride words): all zero, or for min( ) and max( )
 * not set (minmax_unset( )). */
static bool untouched(const struct sd_aggdesc *d, const int64_t *v, size_t stride, int ncpus)
{
	size_t nw = (size_t)sd_agg_nwords(d);

	for (int c = 0; c < ncpus; c++) {
		const int64_t *w = v + (size_t)c * stride;
		if (d->fn == SD_AGG_MIN || d->fn == SD_AGG_MAX) {
			if (!minmax_unset(d, w))
				return false;
			continue;
		}
		for (size_t i = 0; i < nw; i++)
			if (w[i])
				return false;
	}
	return true;
}

/* clear( ) of an entry the consumer's view does not hold yet (made since
 * its last reading). DTrace's clear( ) raises the aggregation's
 * generation (dt_clear( ), bpf/get_agg.c) and zeroes its hash's entries;
 * such an entry keeps its data, older than the generation: the next
 * reading takes it whole, being new to the hash (dt_aggregate_snap_one( )),
 * unless a probe updated it meanwhile, which started it again from zero
 * (dt_get_agg( )); later readings skip the old data. sonda resets the
 * kernel's entry as for the others and holds its values here (r->held,
 * by raw key), for the next reading. A held entry keeps every CPU's
 * words of the kernel's value (vwords each, min( )'s and max( )'s "set"
 * word too) one after the other after its first value, in the room
 * of held[id].ncpus per-CPU values of its own (nwords each). */
static int64_t *held_words(struct sd_run *r, int id, const uint8_t *key, const int64_t *v)
{
	struct sd_aggsnap *h = &r->held[id];
	int64_t *slot = sd_aggsnap_find(h, key);
	int nw = sd_agg_nwords(&r->aggdesc[id]), vw = (int)r->img->aggs[id].vwords;

	h->ncpus = (r->ncpus * vw + nw - 1) / nw;	/* slots of nw words */
	if (!slot)
		slot = sd_aggsnap_add(h, key, v);
	return slot + nw;
}

static void hold(struct sd_run *r, int id, const uint8_t *key, const int64_t *v, size_t stride)
{
	size_t vw = r->img->aggs[id].vwords;

	if (untouched(&r->aggdesc[id], v, stride, r->ncpus))
		return;	/* held already, or nothing to hold */
	r->held_epoch[id] = r->agg_epoch;
	int64_t *w = held_words(r, id, key, v);
	for (int c = 0; c < r->ncpus; c++)
		memcpy(w + vw * (size_t)c, v + (size_t)c * stride, vw * sizeof(*v));
}

/* The next reading: an entry held and not updated since gets its values
 * back (v, as hold( ) took them). */
static void unhold(struct sd_run *r, int id, const uint8_t *key, int64_t *v, size_t stride)
{
	size_t vw = r->img->aggs[id].vwords;
	const int64_t *slot = sd_aggsnap_find(&r->held[id], key);

	if (!slot || !untouched(&r->aggdesc[id], v, stride, r->ncpus))
		return;
	slot += sd_agg_nwords(&r->aggdesc[id]);
	for (int c = 0; c < r->ncpus; c++)
		memcpy(v + (size_t)c * stride, slot + vw * (size_t)c, vw * sizeof(*v));
}

static void drop_held(struct sd_run *r, int id)
{
	sd_aggsnap_release(&r->held[id]);
	sd_aggsnap_init(&r->held[id], &r->aggdesc[id]);
}

/* A keyless aggregation's (cg/image.h: array) one entry: every CPU's value
 * and its "updated" word, (vwords + 1) words each; NULL when unreadable. */
static int64_t *array_values(struct sd_run *r, int id)
{
	uint32_t k0 = r->img->aggs[id].slot;
	int64_t *vals = sd_xcalloc((size_t)r->ncpus, (size_t)(r->img->aggs[id].vwords + 1) * 8);

	if (vals && bpf_map_lookup_elem(r->map_agg[id], &k0, vals) == 0)
		return vals;
	free(vals);
	return NULL;
}

/* The entry of a keyless aggregation, from every CPU that updated it. */
static void snapshot_array(struct sd_run *r, int id, struct sd_aggsnap *s)
{
	uint32_t nw = r->img->aggs[id].vwords;
	int64_t *vals = array_values(r, id);
	uint8_t *key = sd_xcalloc(1, r->aggdesc[id].keysize);

	if (vals && r->held[id].n)
		unhold(r, id, key, vals, nw + 1);
	for (int c = 0; vals && key && c < r->ncpus; c++) {
		int64_t *v = vals + (size_t)c * (nw + 1);
		if (v[nw] && minmax_unset(&r->aggdesc[id], v))
			sd_agg_init(&r->aggdesc[id], v);
		if (v[nw])
			sd_aggsnap_add_cpu(s, key, v, c);
	}
	free(vals);
	free(key);
}

/* trunc() deletes entries from DTrace's aggregation map (dt_aggregate.c,
 * dt_aggwalk_remove()), which gives their places back to the pool every
 * aggregation shares (sd_state.agg_live, cg_agg.c's agg_claim()). */
static void agg_give_back(struct sd_run *r, uint64_t n)
{
	uint64_t *live = &((struct sd_state *)r->state)->agg_live;
	uint64_t cur = __atomic_load_n(live, __ATOMIC_RELAXED), left;

	do
		left = cur > n ? cur - n : 0;
	while (n && !__atomic_compare_exchange_n(live, &cur, left, false, __ATOMIC_RELAXED,
						 __ATOMIC_RELAXED));
}

/* The pool's places a keyed aggregation's n keys hold: one each, or one a
 * CPU in a map keyed by key and CPU (at most). */
static uint64_t key_places(const struct sd_run *r, int id, size_t n)
{
	return (uint64_t)n * (r->img->aggs[id].cpukey ? (uint64_t)r->ncpus : 1);
}

/* One CPU's value words of an entry in the kernel back to the identity,
 * min( )'s and max( )'s "set" word too (cg_agg.c): no update since. */
static void reset_words(const struct sd_run *r, int id, int64_t *v)
{
	memset(v, 0, (size_t)r->img->aggs[id].vwords * 8);
	sd_agg_init(&r->aggdesc[id], v);
}

/* clear() or trunc() of a keyless aggregation: its values back to their
 * identity (the entry stays used), or the entry unused (each CPU's place
 * given back). */
static void reset_array(struct sd_run *r, int id, bool drop)
{
	uint32_t nw = r->img->aggs[id].vwords, k0 = r->img->aggs[id].slot;
	int64_t *vals = array_values(r, id);
	uint64_t used = 0;

	if (!vals)
		return;
	for (int c = 0; c < r->ncpus; c++) {
		int64_t *v = vals + (size_t)c * (nw + 1);
		used += drop && v[nw];
		if (drop)
			memset(v, 0, (size_t)(nw + 1) * 8);
		else
			reset_words(r, id, v);
	}
	agg_give_back(r, used);
	bpf_map_update_elem(r->map_agg[id], &k0, vals, BPF_ANY);
	free(vals);
}

/* -x timepasses: the wall and CPU time of each step on an aggregation,
 * "sonda: agg STEP NAME N keys  T ms  cpu T ms" on stderr. */
struct agg_clock {
	uint64_t wall, cpu;
};

static struct agg_clock agg_clock(void)
{
	struct agg_clock c = { sd_clock_ns(CLOCK_MONOTONIC),
			       sd_clock_ns(CLOCK_PROCESS_CPUTIME_ID) };
	return c;
}

static void agg_time(const struct sd_run *r, const char *step, const char *name,
		     size_t n, struct agg_clock t0)
{
	if (!r->opts->timepasses)
		return;
	struct agg_clock t = agg_clock();
	fprintf(stderr, "sonda: agg %-6s %-12s %8zu keys %10.3f ms  cpu %10.3f ms\n", step,
		name, n, (double)(t.wall - t0.wall) / 1e6, (double)(t.cpu - t0.cpu) / 1e6);
}

static struct sd_aggmap agg_map(const struct sd_run *r, int id)
{
	struct sd_aggmap m = {
		.fd = r->map_agg[id], .keysize = r->img->aggs[id].keysize,
		.valsize = (uint32_t)r->img->aggs[id].vwords * 8, .ncpus = r->ncpus,
		.max_entries = r->img->aggs[id].max_entries, .cpukey = r->img->aggs[id].cpukey,
	};
	return m;
}

/* Reads the map of keyed aggregation id into dump (emptying the map with
 * del); says once why when it cannot. */
static void read_map(struct sd_run *r, int id, bool del, struct sd_aggdump *dump)
{
	struct sd_aggmap m = agg_map(r, id);
	struct agg_clock t0 = agg_clock();
	int err = sd_aggmap_read(&m, del, dump);

	agg_time(r, del ? "rddel" : "read", r->aggdesc[id].name, dump->n, t0);

	if (err && !r->agg_read_failed) {
		r->agg_read_failed = true;
		sd_run_flush(r);
		fprintf(stderr, "sonda: failed to read aggregation %s: %s\n",
			r->aggdesc[id].name, strerror(-err));
	}
}

/* Merges what a read returned into s, keys normalized (sym() keys to
 * their function). Without aggpercpu, and but for min() and max(), the
 * CPUs' values are merged first and the entry looked up once. */
static void snap_add(struct sd_run *r, int id, struct sd_aggsnap *s,
		     const struct sd_aggdump *dump)
{
	const struct sd_aggdesc *d = &r->aggdesc[id];
	size_t ks = r->img->aggs[id].keysize, vsz = (size_t)r->img->aggs[id].vwords * 8;
	uint8_t *norm = sd_xcalloc(1, ks);
	bool minmax = d->fn == SD_AGG_MIN || d->fn == SD_AGG_MAX;
	int64_t *sum = !minmax && !s->ncpus ? sd_xmalloc(vsz) : NULL;
	/* the keys of one read are distinct: appended, never looked up */
	bool fresh = !s->n && !sd_agg_key_normalizes(d);

	sd_aggsnap_reserve(s, dump->n);
	for (size_t i = 0; norm && i < dump->n; i++) {
		const uint8_t *vals = dump->vals + i * (size_t)r->ncpus * vsz;
		memcpy(norm, dump->keys + i * ks, ks);
		sd_agg_normalize_key(d, norm, &r->sym);
		if (sum) {
			memcpy(sum, vals, vsz);
			for (int c = 1; c < r->ncpus; c++)
				sd_agg_merge(d, sum, (const int64_t *)(const void *)(vals + c * vsz));
			if (fresh)
				sd_aggsnap_append(s, norm, sum);
			else
				sd_aggsnap_add(s, norm, sum);
			continue;
		}
		for (int c = 0; c < r->ncpus; c++) {
			const int64_t *v = (const int64_t *)(const void *)(vals + (size_t)c * vsz);
			/* min/max: CPUs that never updated the entry hold zeros */
			if (minmax && !v[1] && (c < r->ncpus - 1 || sd_aggsnap_find(s, norm)))
				continue;
			if (minmax_unset(d, v)) {	/* no CPU updated it */
				int64_t ident[2] = { 0, 0 };
				sd_agg_init(d, ident);
				sd_aggsnap_add_cpu(s, norm, ident, c);
				continue;
			}
			sd_aggsnap_add_cpu(s, norm, v, c);
		}
	}
	free(sum);
	free(norm);
}

/* What a read returned, with the values held for its entries. */
static void unhold_all(struct sd_run *r, int id, struct sd_aggdump *dump)
{
	size_t ks = r->img->aggs[id].keysize, nw = r->img->aggs[id].vwords;

	for (size_t i = 0; r->held[id].n && i < dump->n; i++)
		unhold(r, id, dump->keys + i * ks,
		       (int64_t *)(void *)(dump->vals + i * (size_t)r->ncpus * nw * 8), nw);
}

/* Reads aggregation id from the kernel into its snapshot (all CPUs
 * merged), emptying the map with del; dump keeps the map's own entries
 * (keys not normalized). */
static void snapshot_del(struct sd_run *r, int id, struct sd_aggsnap *s, bool del,
			 struct sd_aggdump *dump)
{
	sd_aggsnap_release(s);
	sd_aggsnap_init(s, &r->aggdesc[id]);
	if (r->opts->aggpercpu)
		s->ncpus = r->ncpus;
	if (r->img->aggs[id].array) {
		snapshot_array(r, id, s);
	} else {
		read_map(r, id, del, dump);
		unhold_all(r, id, dump);
		struct agg_clock t0 = agg_clock();
		snap_add(r, id, s, dump);
		agg_time(r, "merge", r->aggdesc[id].name, s->n, t0);
	}
	s->normalize = r->normal[id];
	if (s == &r->snaps[id]) {	/* the consumer's view holds them now */
		drop_held(r, id);
		r->view_epoch[id] = r->agg_epoch;
	}
}

static void snapshot_into(struct sd_run *r, int id, struct sd_aggsnap *s,
			  struct sd_aggdump *dump)
{
	snapshot_del(r, id, s, false, dump);
}

static void snapshot_from(struct sd_run *r, int id, struct sd_aggdump *dump)
{
	snapshot_into(r, id, &r->snaps[id], dump);
}

void sd_run_snapshot(struct sd_run *r, int id, struct sd_aggsnap *s)
{
	struct sd_aggdump dump = { 0 };

	snapshot_into(r, id, s, &dump);
	sd_aggdump_free(&dump);
}

static void snapshot(struct sd_run *r, int id)
{
	struct sd_aggdump dump = { 0 };

	snapshot_from(r, id, &dump);
	sd_aggdump_free(&dump);
}

/* The consumer's view of aggregation id (DTrace's aggregation hash):
 * DTrace's dtrace_consume( ) reads every aggregation
 * (dtrace_aggregate_snap( )) before it reads the buffers, and the
 * printa( ), clear( ) and trunc( ) of the records it reads then act on
 * that reading, which their own changes alone alter (dt_clear( ),
 * dt_trunc( )): firings meanwhile wait for the next. sonda reads an
 * aggregation as a record of the read first needs it, or before the
 * consumer may fire probes itself (sd_run_agg_seal( )): one bounded
 * read of each aggregation used, none of the others. */
static struct sd_aggsnap *view(struct sd_run *r, int id)
{
	if (stale(r, id))
		snapshot(r, id);
	return &r->snaps[id];
}

/* The reading of the aggregations that DTrace's consumer makes as it
 * reads the buffers (dtrace_consume( ) calls dtrace_aggregate_snap( )),
 * once an aggrate with aggrate (consume.c: snap_due( )): each view is
 * read again when first needed; with aggrate, while probes fire, every
 * one now, the reads until the next due acting on it. */
void sd_run_agg_snap(struct sd_run *r)
{
	/* DTrace's next reading took the held entries into its hash whole,
	 * the one after skips their old data: a read of the buffers that
	 * did not read the view has passed them by */
	for (int i = 0; i < r->img->naggs; i++)
		if (r->held[i].n && r->held_epoch[i] < r->agg_epoch)
			drop_held(r, i);
	r->agg_epoch++;
	for (int i = 0; rated(r) && i < r->img->naggs; i++)
		snapshot(r, i);
}

static bool acts_on_view(enum sd_act_kind k)
{
	return k == SD_ACT_PRINTA || k == SD_ACT_CLEAR || k == SD_ACT_TRUNC;
}

/* The aggregations a printa( ), clear( ) or trunc( ) of any clause names,
 * each once, in the order the clauses name them: what sd_run_agg_seal( )
 * reads. Made at load: the EPIDs added later (xwatch.c add_epids( )) copy
 * a clause's actions, so they name no other aggregation. */
void sd_run_agg_seal_init(struct sd_run *r)
{
	bool *seen = sd_xcalloc((size_t)r->img->naggs + 1, sizeof(bool));

	r->seal_aggs = sd_xcalloc((size_t)r->img->naggs + 1, sizeof(int));
	r->nseal_aggs = 0;
	for (size_t e = 0; e < r->img->nepids; e++) {
		const struct sd_epid_desc *ep = &r->img->epids[e];
		for (int i = 0; i < ep->nacts; i++)
			for (int j = 0; acts_on_view(ep->acts[i].kind) && j < ep->acts[i].naggs; j++) {
				int id = ep->acts[i].aggs[j];

				if (!seen[id])
					r->seal_aggs[r->nseal_aggs++] = id;
				seen[id] = true;
			}
	}
	free(seen);
}

/* A system( ) (its command's probes: dt_consume.c runs it as it reads its
 * record) or freopen( ) fires probes the view of this read of the buffers
 * must not see: every view an action may use is read first. */
void sd_run_agg_seal(struct sd_run *r)
{
	for (int i = 0; i < r->nseal_aggs; i++)
		view(r, r->seal_aggs[i]);
}

/* printa(@a, ...) of any number of aggregations. Those it printed a row of
 * are not printed again at exit; a printa( ) of aggregations without
 * entries printed nothing, and they still are (DTrace sets
 * DTRACE_AGD_PRINTED in dt_print_aggs( ), dt_fprinta( ) and dt_fprintas( ),
 * called per row). In a row of several, an aggregation with no entry at
 * all marks the one whose description its zeros take (sd_agg_zero_fmt). */
void sd_run_printa(struct sd_run *r, const struct sd_act_desc *a)
{
	struct sd_aggsnap **v = sd_xcalloc((size_t)a->naggs + 1, sizeof(*v));
	int n = a->naggs;
	struct agg_clock t0 = agg_clock();
	size_t rows = 0;

	for (int i = 0; i < n; i++) {
		v[i] = view(r, a->aggs[i]);
		rows += v[i]->n;
	}
	for (int i = 0; rows && i < n; i++)
		r->printed[a->aggs[n > 1 ? sd_agg_zero_fmt(v, (size_t)n, (size_t)i,
					   sd_run_agg_opts(r).sortpos) : (size_t)i]] = true;
	r->w->aggs(r, a, v, (size_t)n);
	agg_time(r, "printa", r->aggdesc[a->aggs[0]].name, v[0]->n, t0);
	free(v);
}

/* trunc(@, n): the entries of dump that the snapshot s (already
 * truncated) still holds (keep) or no longer holds, moved to its front;
 * returns how many. */
static size_t trunc_select(struct sd_run *r, int id, const struct sd_aggsnap *s,
			   struct sd_aggdump *dump, bool keep)
{
	size_t ks = r->img->aggs[id].keysize, vs = (size_t)r->ncpus * r->img->aggs[id].vwords * 8;
	size_t j = 0;
	uint8_t *norm = sd_xcalloc(1, ks);

	for (size_t i = 0; norm && i < dump->n; i++) {
		memcpy(norm, dump->keys + i * ks, ks);
		sd_agg_normalize_key(&r->aggdesc[id], norm, &r->sym);
		if (!sd_aggsnap_find(s, norm) == keep)
			continue;
		memmove(dump->keys + j * ks, dump->keys + i * ks, ks);
		memmove(dump->vals + j++ * vs, dump->vals + i * vs, vs);
	}
	free(norm);
	return j;
}

/* trunc(@, n) of a keyed aggregation. Keeping at most half of the keys
 * its last snapshot held, one pass reads and empties the map and the kept
 * entries are written back (a few inserts); else the others are deleted
 * after a read. Either way an update a probe makes to a key between the
 * read and the write is lost, as with clear(); the keys gone give their
 * places back. */
static void trunc_keys(struct sd_run *r, int id, int64_t arg, struct sd_aggdump *dump)
{
	struct sd_aggsnap *s = &r->snaps[id];
	uint64_t keep = arg < 0 ? -(uint64_t)arg : (uint64_t)arg;
	bool few = 2 * keep < s->n;
	struct sd_aggmap m = agg_map(r, id);

	snapshot_del(r, id, s, few, dump);
	sd_aggsnap_trunc(s, arg);
	size_t j = trunc_select(r, id, s, dump, few);
	if (few)
		sd_aggmap_insert(&m, dump->keys, dump->vals, j);
	else
		sd_aggmap_delete(&m, dump->keys, j);
	agg_give_back(r, key_places(r, id, few ? dump->n - j : j));
}

/* clear(): every entry read back to its identity value on every CPU. */
static void reset_entries(struct sd_run *r, int id, struct sd_aggdump *dump)
{
	size_t vsz = (size_t)r->img->aggs[id].vwords * 8;
	struct sd_aggmap m = agg_map(r, id);

	for (size_t i = 0; i < dump->n * (size_t)r->ncpus; i++)
		reset_words(r, id, (int64_t *)(void *)(dump->vals + i * vsz));
	sd_aggmap_update(&m, dump->keys, dump->vals, dump->n);
}

/* clear( ): every entry read back to its identity value on every CPU,
 * and the consumer's view zeroed, its keys kept (dt_clear( ),
 * dt_aggregate_clear_one( )). The entries the view does not hold keep
 * their values for the next reading (hold( )). A view this read of the
 * buffers has not read yet is read by the map's read that clears it. */
static void clear_agg(struct sd_run *r, int id, struct sd_aggdump *dump)
{
	const struct sd_aggsnap *s = &r->snaps[id];
	size_t ks = r->img->aggs[id].keysize, nw = r->img->aggs[id].vwords;
	uint8_t *norm = sd_xcalloc(1, ks);
	bool held = !stale(r, id);	/* the view was read before */

	if (r->img->aggs[id].array) {
		view(r, id);
		int64_t *vals = array_values(r, id);
		if (vals && !s->n)
			hold(r, id, norm, vals, nw + 1);
		free(vals);
		reset_array(r, id, false);
	} else {
		if (held)
			read_map(r, id, false, dump);
		else
			snapshot_from(r, id, dump);
		for (size_t i = 0; held && i < dump->n; i++) {
			memcpy(norm, dump->keys + i * ks, ks);
			sd_agg_normalize_key(&r->aggdesc[id], norm, &r->sym);
			if (!sd_aggsnap_find(s, norm))
				hold(r, id, dump->keys + i * ks,
				     (int64_t *)(void *)(dump->vals + i * (size_t)r->ncpus * nw * 8), nw);
		}
		reset_entries(r, id, dump);
	}
	sd_aggsnap_clear(&r->snaps[id]);
	free(norm);
}

/* trunc(@, n) of a view read before: DTrace's dt_trunc( ) sorts
 * the consumer's view by value and removes the entries past n from it and
 * from the kernel (dt_aggwalk_remove( ), which deletes the view's key,
 * with sym( ) and the like reduced); entries the view does not hold stay. */
static void trunc_view(struct sd_run *r, int id, int64_t arg)
{
	struct sd_aggsnap *s = &r->snaps[id];
	size_t ks = r->img->aggs[id].keysize, n0 = s->n, ng = 0;

	if (r->img->aggs[id].array) {
		sd_aggsnap_trunc(s, arg);
		if (n0 && !s->n)
			reset_array(r, id, true);
		return;
	}
	uint8_t *before = sd_xcalloc(n0 + 1, ks), *gone = sd_xcalloc(n0 + 1, ks);
	for (size_t i = 0; i < n0; i++)
		memcpy(before + i * ks, s->keys[i], ks);
	sd_aggsnap_trunc(s, arg);
	for (size_t i = 0; i < n0; i++)
		if (!sd_aggsnap_find(s, before + i * ks))
			memcpy(gone + ng++ * ks, before + i * ks, ks);
	struct sd_aggmap m = agg_map(r, id);
	sd_aggmap_delete(&m, gone, ng);
	if (!sd_agg_key_normalizes(&r->aggdesc[id]))
		agg_give_back(r, key_places(r, id, ng));
	free(before);
	free(gone);
}

/* clear() and trunc() change the kernel's data, so later printing agrees.
 * trunc( ) of a view this read of the buffers has not read yet reads it
 * with the one bounded read of the map (aggmap.h) into dump it works on:
 * keys probes add meanwhile are left alone. */
static void reset_agg(struct sd_run *r, const struct sd_act_desc *a, int64_t arg,
		      struct sd_aggdump *dump)
{
	int id = a->aggs[0];
	struct sd_aggsnap *s = &r->snaps[id];

	if (a->kind == SD_ACT_CLEAR) {
		clear_agg(r, id, dump);
		return;
	}
	if (!stale(r, id)) {
		trunc_view(r, id, arg);
		return;
	}
	if (!arg && !r->img->aggs[id].array) {
		sd_aggsnap_release(s);
		sd_aggsnap_init(s, &r->aggdesc[id]);
		drop_held(r, id);
		read_map(r, id, true, dump);
		agg_give_back(r, key_places(r, id, dump->n));
		r->view_epoch[id] = r->agg_epoch;
		return;
	}
	if (!r->img->aggs[id].array) {
		trunc_keys(r, id, arg, dump);
		return;
	}
	snapshot_from(r, id, dump);
	sd_aggsnap_trunc(s, arg);
	if (!s->n)
		reset_array(r, id, true);
}

void sd_run_aggop(struct sd_run *r, const struct sd_act_desc *a, int64_t arg)
{
	int id = a->aggs[0];
	struct sd_aggdump dump = { 0 };

	switch (a->kind) {
	case SD_ACT_NORMALIZE:
		r->normal[id] = arg ? arg : 1;	/* as uint64_t: aggfmt.c divides */
		r->snaps[id].normalize = r->normal[id];	/* the view prints with it */
		return;
	case SD_ACT_DENORMALIZE:
		r->normal[id] = 1;
		r->snaps[id].normalize = 1;
		return;
	default:
		break;
	}
	struct agg_clock t0 = agg_clock();
	/* the keys met: a trunc( ) of a view read before reads nothing */
	size_t n0 = a->kind == SD_ACT_TRUNC && !stale(r, id) ? r->snaps[id].n : 0;
	reset_agg(r, a, arg, &dump);
	agg_time(r, a->kind == SD_ACT_TRUNC ? "trunc" : "clear", r->aggdesc[id].name,
		 dump.n + n0, t0);
	sd_aggdump_free(&dump);
}

void sd_run_snapshot_all(struct sd_run *r)
{
	for (int i = 0; i < r->img->naggs; i++)
		snapshot(r, i);
}

void sd_run_print_aggs(struct sd_run *r)
{
	struct sd_aggsnap **v = sd_xcalloc((size_t)r->img->naggs + 1, sizeof(*v));
	size_t n = 0, keys = 0;
	struct agg_clock t0 = agg_clock();

	for (int i = 0; i < r->img->naggs; i++) {
		if (r->printed[i])
			continue;
		v[n++] = view(r, i);
		keys += r->snaps[i].n;
	}
	if (n)
		r->w->aggs(r, NULL, v, n);
	if (n)
		agg_time(r, "print", n == 1 ? v[0]->desc->name : "(all)", keys, t0);
	free(v);
}

