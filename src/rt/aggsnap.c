/* aggsnap.c - aggregation snapshots: the entries of one aggregation as
 * user space holds them (key bytes and value words), in insertion order,
 * with an open-addressing index by key. Their order and printing are
 * aggfmt.c's.
 */
#include "aggfmt.h"
#include "../base/xalloc.h"

#include <stdlib.h>
#include <string.h>

static uint64_t hash_key(const uint8_t *k, size_t n)
{
	uint64_t h = 0xcbf29ce484222325ULL;

	for (size_t i = 0; i < n; i++)
		h = (h ^ k[i]) * 0x100000001b3ULL;
	return h;
}

void sd_aggsnap_init(struct sd_aggsnap *s, const struct sd_aggdesc *d)
{
	memset(s, 0, sizeof(*s));
	s->desc = d;
	s->normalize = 1;
}

static void free_entries(struct sd_aggsnap *s)
{
	for (size_t i = 0; i < s->n; i++)
		free(s->keys[i]);	/* one block: key, then value */
	s->n = s->nindexed = 0;
	if (s->slots)
		memset(s->slots, 0, s->nslots * sizeof(*s->slots));
}

void sd_aggsnap_release(struct sd_aggsnap *s)
{
	free_entries(s);
	free(s->keys);
	free(s->vals);
	free(s->slots);
	s->keys = NULL;
	s->vals = NULL;
	s->slots = NULL;
	s->cap = s->nslots = 0;
}

static void slot_insert(struct sd_aggsnap *s, size_t idx)
{
	size_t mask = s->nslots - 1;
	size_t h = hash_key(s->keys[idx], s->desc->keysize) & mask;

	while (s->slots[h])
		h = (h + 1) & mask;
	s->slots[h] = (uint32_t)(idx + 1);
}

static void rehash(struct sd_aggsnap *s, size_t nslots)
{
	free(s->slots);
	s->slots = sd_xcalloc(nslots, sizeof(*s->slots));
	s->nslots = nslots;
	for (size_t i = 0; i < s->nindexed; i++)
		slot_insert(s, i);
}

/* Indexes the entries appended since the last lookup. */
static void catch_up(struct sd_aggsnap *s)
{
	size_t nslots = s->nslots ? s->nslots : 128;

	while (nslots < 2 * s->n)
		nslots *= 2;
	if (nslots > s->nslots) {
		s->nindexed = s->n;
		rehash(s, nslots);
		return;
	}
	for (; s->nindexed < s->n; s->nindexed++)
		slot_insert(s, s->nindexed);
}

void sd_aggsnap_reserve(struct sd_aggsnap *s, size_t n)
{
	size_t nslots = s->nslots ? s->nslots : 128;

	if (n > s->cap) {
		s->cap = n;
		s->keys = sd_xrealloc(s->keys, s->cap * sizeof(*s->keys));
		s->vals = sd_xrealloc(s->vals, s->cap * sizeof(*s->vals));
	}
	while (nslots < 2 * n)
		nslots *= 2;
	if (nslots > s->nslots)
		rehash(s, nslots);
}

int64_t *sd_aggsnap_find(const struct sd_aggsnap *cs, const uint8_t *key)
{
	struct sd_aggsnap *s = (struct sd_aggsnap *)cs;	/* the index is a cache */
	size_t ks = s->desc->keysize, mask, h;

	if (s->nindexed < s->n)
		catch_up(s);
	if (!s->nslots)
		return NULL;
	mask = s->nslots - 1;
	for (h = hash_key(key, ks) & mask; s->slots[h]; h = (h + 1) & mask) {
		size_t i = s->slots[h] - 1;

		if (memcmp(s->keys[i], key, ks) == 0)
			return s->vals[i];
	}
	return NULL;
}

/* A new entry for key with value val at the end of s, not indexed. */
static int64_t *append(struct sd_aggsnap *s, const uint8_t *key, const int64_t *val)
{
	size_t ks = SD_ALIGN(s->desc->keysize, 8);
	size_t vs = (size_t)sd_agg_nwords(s->desc) * sizeof(int64_t);

	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 64;
		s->keys = sd_xrealloc(s->keys, s->cap * sizeof(*s->keys));
		s->vals = sd_xrealloc(s->vals, s->cap * sizeof(*s->vals));
	}
	uint8_t *blk = sd_xmalloc(ks + vs * (size_t)(1 + s->ncpus));

	memcpy(blk, key, s->desc->keysize);
	memcpy(blk + ks, val, vs);
	for (int c = 0; c < s->ncpus; c++)
		sd_agg_init(s->desc, (int64_t *)(void *)(blk + ks + vs * (size_t)(1 + c)));
	s->keys[s->n] = blk;
	s->vals[s->n] = (int64_t *)(void *)(blk + ks);
	return s->vals[s->n++];
}

void sd_aggsnap_append(struct sd_aggsnap *s, const uint8_t *key, const int64_t *val)
{
	append(s, key, val);
}

int64_t *sd_aggsnap_add(struct sd_aggsnap *s, const uint8_t *key,
			const int64_t *val)
{
	int64_t *v = sd_aggsnap_find(s, key);

	if (v) {
		sd_agg_merge(s->desc, v, val);
		return v;
	}
	v = append(s, key, val);
	if (2 * s->n > s->nslots) {
		s->nindexed = s->n;
		rehash(s, s->nslots ? 2 * s->nslots : 128);
	} else {
		slot_insert(s, s->nindexed++);
	}
	return v;
}

int64_t *sd_aggsnap_add_cpu(struct sd_aggsnap *s, const uint8_t *key,
			    const int64_t *val, int cpu)
{
	int64_t *v = sd_aggsnap_add(s, key, val);
	int n = sd_agg_nwords(s->desc);

	if (cpu >= 0 && cpu < s->ncpus)
		sd_agg_merge(s->desc, v + (size_t)n * (size_t)(1 + cpu), val);
	return v;
}

void sd_aggsnap_clear(struct sd_aggsnap *s)
{
	int n = sd_agg_nwords(s->desc);

	for (size_t i = 0; i < s->n; i++)
		for (int c = 0; c <= s->ncpus; c++)
			sd_agg_init(s->desc, s->vals[i] + (size_t)n * (size_t)c);
}

void sd_aggsnap_normalize(struct sd_aggsnap *s, int64_t n)
{
	if (n != 0)
		s->normalize = n;
}

void sd_aggsnap_denormalize(struct sd_aggsnap *s)
{
	s->normalize = 1;
}

void sd_aggsnap_keep(struct sd_aggsnap *s, const bool *kept)
{
	size_t j = 0;

	for (size_t i = 0; i < s->n; i++) {
		if (!kept[i]) {
			free(s->keys[i]);
			continue;
		}
		s->keys[j] = s->keys[i];
		s->vals[j++] = s->vals[i];
	}
	s->n = j;
	s->nindexed = 0;	/* indexed again at the next lookup */
	if (s->slots)
		memset(s->slots, 0, s->nslots * sizeof(*s->slots));
}
