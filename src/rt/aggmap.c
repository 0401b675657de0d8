/* aggmap.c - bounded reads, deletes and resets of aggregation maps. */
#include "aggmap.h"
#include "ctx.h"
#include "../base/xalloc.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <bpf/bpf.h>

#define BATCH_FIRST	4096u		/* entries asked of the first batch */
#define BATCH_MAX	(1u << 24)
#define KERN_ENOTSUPP	524		/* the kernel's "operation not supported" */

static bool use_batch(void)
{
	int *state = &sd_rt_ctx()->batch_state;

	if (!*state)
		*state = getenv("SONDA_NO_MAP_BATCH") ? -1 : 1;
	return *state > 0;
}

/* A batch command the kernel does not have for this map: remember it and
 * take the one-key path from now on. */
static bool batch_missing(int err)
{
	if (err != -EINVAL && err != -KERN_ENOTSUPP && err != -EOPNOTSUPP)
		return false;
	sd_rt_ctx()->batch_state = -1;
	return true;
}

static size_t entry_vals(const struct sd_aggmap *m)
{
	return (size_t)m->ncpus * m->valsize;
}

static int reserve(const struct sd_aggmap *m, struct sd_aggdump *d, size_t more)
{
	if (d->n + more <= d->cap)
		return 0;
	size_t cap = SD_MAX(2 * d->cap, d->n + more);
	uint8_t *k = sd_xrealloc(d->keys, cap * m->keysize);

	d->keys = k;
	uint8_t *v = sd_xrealloc(d->vals, cap * entry_vals(m));
	d->vals = v;
	d->cap = cap;
	return 0;
}

/* One pass over the buckets: the kernel hands back a cursor (a bucket
 * index) after each batch, so entries added behind it are not seen and
 * the pass ends however fast probes insert. A bucket larger than the
 * batch (ENOSPC) makes the next batch larger. */
static int read_batch(const struct sd_aggmap *m, bool del, struct sd_aggdump *d)
{
	uint64_t tok[2] = { 0, 0 };
	void *in = NULL;
	uint32_t want = BATCH_FIRST;

	for (int t = 0;; t ^= 1) {
		int err = reserve(m, d, want);
		if (err)
			return err;
		uint32_t cnt = want;
		uint8_t *k = d->keys + d->n * m->keysize, *v = d->vals + d->n * entry_vals(m);
		err = del ? bpf_map_lookup_and_delete_batch(m->fd, in, &tok[t], k, v, &cnt, NULL) :
			    bpf_map_lookup_batch(m->fd, in, &tok[t], k, v, &cnt, NULL);
		if (err == -ENOSPC && want < BATCH_MAX) {
			want *= 2;
			t ^= 1;		/* the same cursor again */
			continue;
		}
		if (err && err != -ENOENT)
			return err;
		d->n += cnt;
		if (err)
			return 0;	/* ENOENT: past the last bucket */
		in = &tok[t];
	}
}

/* One get_next_key pass, never restarted and at most max_entries long
 * (the kernel starts over when the key it is given has gone). */
static int read_walk(const struct sd_aggmap *m, bool del, struct sd_aggdump *d)
{
	uint8_t *buf = sd_xmalloc(2 * (size_t)m->keysize), *prev = NULL, *next = buf;
	int err = buf ? 0 : -ENOMEM;

	for (uint32_t i = 0; !err && i < m->max_entries; i++) {
		if (bpf_map_get_next_key(m->fd, prev, next) < 0)
			break;
		err = reserve(m, d, 1);
		if (!err && bpf_map_lookup_elem(m->fd, next, d->vals + d->n * entry_vals(m)) == 0)
			memcpy(d->keys + d->n++ * m->keysize, next, m->keysize);
		prev = next;
		next = next == buf ? buf + m->keysize : buf;
	}
	free(buf);
	if (!err && del)
		err = sd_aggmap_delete(m, d->keys, d->n);
	return err;
}

/* The map of a cpukey aggregation as the plain hash it is. */
static struct sd_aggmap raw_map(const struct sd_aggmap *m)
{
	struct sd_aggmap r = { .fd = m->fd, .keysize = m->keysize + 8, .valsize = m->valsize,
		.ncpus = 1, .max_entries = (uint32_t)SD_MIN((uint64_t)m->max_entries * m->ncpus,
							    1ull << 30) };
	return r;
}

static size_t sort_keysize;
static const uint8_t *sort_keys;

static int cmp_raw(const void *a, const void *b)
{
	size_t i = *(const size_t *)a, j = *(const size_t *)b;

	return memcmp(sort_keys + i * (sort_keysize + 8), sort_keys + j * (sort_keysize + 8),
		      sort_keysize);
}

/* The entries of a cpukey map, one a key with every CPU's value (zeros for
 * a CPU that has none), as a per-CPU map's read gives them. */
static int read_cpukey(const struct sd_aggmap *m, bool del, struct sd_aggdump *d)
{
	struct sd_aggmap rm = raw_map(m);
	struct sd_aggdump raw = { 0 };
	int err = sd_aggmap_read(&rm, del, &raw);
	size_t *ix = sd_xcalloc(raw.n + 1, sizeof(*ix)), ks = m->keysize + 8;

	for (size_t i = 0; i < raw.n; i++)
		ix[i] = i;
	sort_keysize = m->keysize;
	sort_keys = raw.keys;
	qsort(ix, raw.n, sizeof(*ix), cmp_raw);
	for (size_t i = 0; i < raw.n; i++) {
		const uint8_t *k = raw.keys + ix[i] * ks;
		if (!i || cmp_raw(&ix[i - 1], &ix[i])) {
			reserve(m, d, 1);
			memcpy(d->keys + d->n * m->keysize, k, m->keysize);
			memset(d->vals + d->n++ * entry_vals(m), 0, entry_vals(m));
		}
		uint64_t cpu;
		memcpy(&cpu, k + m->keysize, 8);
		if (cpu < (uint64_t)m->ncpus)
			memcpy(d->vals + (d->n - 1) * entry_vals(m) + cpu * m->valsize,
			       raw.vals + ix[i] * m->valsize, m->valsize);
	}
	free(ix);
	sd_aggdump_free(&raw);
	return err;
}

/* The keys of a cpukey map that hold keys[0..n-1]: each key with each CPU. */
static uint8_t *cpu_keys(const struct sd_aggmap *m, const uint8_t *keys, size_t n)
{
	size_t ks = m->keysize + 8;
	uint8_t *out = sd_xcalloc(n * m->ncpus + 1, ks);

	for (size_t i = 0; i < n; i++)
		for (uint64_t c = 0; c < (uint64_t)m->ncpus; c++) {
			uint8_t *k = out + (i * m->ncpus + c) * ks;
			memcpy(k, keys + i * m->keysize, m->keysize);
			memcpy(k + m->keysize, &c, 8);
		}
	return out;
}

static int batch_keys(const struct sd_aggmap *m, const uint8_t *keys,
		      const uint8_t *vals, uint64_t flags, size_t n);

/* batch_keys() on a cpukey map: its values are laid out as its keys. */
static int cpukey_keys(const struct sd_aggmap *m, const uint8_t *keys,
		       const uint8_t *vals, uint64_t flags, size_t n)
{
	struct sd_aggmap rm = raw_map(m);
	uint8_t *ck = cpu_keys(m, keys, n);
	int err = batch_keys(&rm, ck, vals, flags, n * m->ncpus);

	free(ck);
	return err;
}

int sd_aggmap_read(const struct sd_aggmap *m, bool del, struct sd_aggdump *d)
{
	d->n = 0;
	if (m->cpukey)
		return read_cpukey(m, del, d);
	if (use_batch()) {
		int err = read_batch(m, del, d);
		if (!err || d->n || !batch_missing(err))
			return err;
	}
	return read_walk(m, del, d);
}

/* One key at a time from key i on; a missing key is not an error (with
 * vals: updated where it exists, or with BPF_ANY, made again). */
static int each_key(const struct sd_aggmap *m, const uint8_t *keys,
		    const uint8_t *vals, uint64_t flags, size_t i, size_t n)
{
	int rc = 0;

	for (; i < n; i++) {
		const uint8_t *k = keys + i * m->keysize;
		int err = vals ? bpf_map_update_elem(m->fd, k, vals + i * entry_vals(m), flags) :
				 bpf_map_delete_elem(m->fd, k);
		if (err && err != -ENOENT && !rc)
			rc = err;
	}
	return rc;
}

/* Batch delete (vals NULL) or update of keys[0..n-1]. The kernel stops at
 * the first key it fails on and says how many went before it; that key is
 * skipped (a missing key: gone since it was read) and the rest retried.
 * A batch update takes no BPF_EXIST (EINVAL), so it would create a key
 * again; only the consumer removes keys, so the keys of a read remain. */
static int batch_keys(const struct sd_aggmap *m, const uint8_t *keys,
		      const uint8_t *vals, uint64_t flags, size_t n)
{
	size_t i = 0;
	int rc = 0;

	if (m->cpukey)
		return cpukey_keys(m, keys, vals, flags, n);
	while (i < n && use_batch()) {
		uint32_t cnt = (uint32_t)SD_MIN(n - i, (size_t)BATCH_MAX);
		const uint8_t *k = keys + i * m->keysize;
		int err = vals ? bpf_map_update_batch(m->fd, k, vals + i * entry_vals(m), &cnt, NULL) :
				 bpf_map_delete_batch(m->fd, k, &cnt, NULL);
		i += cnt;
		if (!err)
			continue;
		if (!cnt && batch_missing(err))
			break;
		if (err != -ENOENT && !rc)
			rc = err;
		i++;
	}
	int err = each_key(m, keys, vals, flags, i, n);
	return rc ? rc : err;
}

int sd_aggmap_delete(const struct sd_aggmap *m, const uint8_t *keys, size_t n)
{
	return batch_keys(m, keys, NULL, 0, n);
}

int sd_aggmap_update(const struct sd_aggmap *m, const uint8_t *keys,
		     const uint8_t *vals, size_t n)
{
	return batch_keys(m, keys, vals, BPF_EXIST, n);
}

int sd_aggmap_insert(const struct sd_aggmap *m, const uint8_t *keys,
		     const uint8_t *vals, size_t n)
{
	return batch_keys(m, keys, vals, BPF_ANY, n);
}

void sd_aggdump_free(struct sd_aggdump *d)
{
	free(d->keys);
	free(d->vals);
	memset(d, 0, sizeof(*d));
}
