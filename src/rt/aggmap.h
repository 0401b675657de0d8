/* aggmap.h - reading and resetting a keyed aggregation's map in bounded
 * work.
 *
 * Probes keep inserting keys while the consumer reads the map, so no walk
 * here restarts or follows the map as it grows. A read moves once over
 * the hash table's buckets in batches (BPF_MAP_LOOKUP_BATCH, or
 * BPF_MAP_LOOKUP_AND_DELETE_BATCH to empty it); where the kernel has no
 * batch operations for the map it makes one get_next_key pass of at most
 * max_entries keys. Deleting, resetting and writing back act on the keys
 * a read returned, in one batch call where the kernel has them: never on
 * keys found by walking the map again.
 *
 * SONDA_NO_MAP_BATCH in the environment makes every operation take the
 * one-key-at-a-time path (to test it).
 */
#ifndef SONDA_RT_AGGMAP_H
#define SONDA_RT_AGGMAP_H

#include "../base/common.h"

/* A per-CPU hash map of key blobs to values. */
struct sd_aggmap {
	int fd;
	uint32_t keysize;
	uint32_t valsize;	/* one CPU's value, a multiple of 8 */
	int ncpus;		/* possible CPUs: values per key */
	uint32_t max_entries;
	bool cpukey;		/* a plain hash keyed by key then CPU id (8
				   bytes; cg/image.h): read, written and
				   deleted here as if it were per-CPU */
};

/* What a read returned: entry i's key at keys + i * keysize, and its
 * values, CPU by CPU, at vals + i * ncpus * valsize. Owns both arrays. */
struct sd_aggdump {
	size_t n;
	uint8_t *keys;
	uint8_t *vals;
	/* private */
	size_t cap;
};

/* Reads every entry of m into d (emptied first); with del, also removes
 * what it read (trunc()). 0, or -errno (d then holds what was read). */
int sd_aggmap_read(const struct sd_aggmap *m, bool del, struct sd_aggdump *d);
/* Removes the n keys at keys (keysize bytes each); missing keys are
 * skipped. 0, or -errno of the first failure other than a missing key. */
int sd_aggmap_delete(const struct sd_aggmap *m, const uint8_t *keys, size_t n);
/* Overwrites the values of the n keys at keys with vals (every CPU's,
 * laid out as in struct sd_aggdump). The keys must be ones a read returned
 * and not deleted since (the batch path would create them again). 0, or
 * -errno as sd_aggmap_delete(). */
int sd_aggmap_update(const struct sd_aggmap *m, const uint8_t *keys,
		     const uint8_t *vals, size_t n);
/* Writes the n entries at keys and vals (laid out as by sd_aggmap_update)
 * into the map, making the keys that are missing (keys a read with del
 * took out). 0, or -errno as sd_aggmap_delete(). */
int sd_aggmap_insert(const struct sd_aggmap *m, const uint8_t *keys,
		     const uint8_t *vals, size_t n);
/* Frees d's arrays; d can be reused. */
void sd_aggdump_free(struct sd_aggdump *d);

#endif
