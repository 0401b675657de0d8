/* rsort.h - radix sort of records by two 64-bit words.
 *
 * Sorting many records whose order is decided, but for ties, by two
 * words (an aggregation's value and its key's first word) costs a few
 * linear passes this way, where a comparison sort calls its comparator
 * some n log n times through a pointer.
 */
#ifndef SONDA_BASE_RSORT_H
#define SONDA_BASE_RSORT_H

#include "common.h"

/* Sorts the n records of size bytes at base by the unsigned words at
 * their offsets 0 (first) and 8 (then), stably. size is a multiple of 8
 * and at least 16. */
void sd_rsort2(void *base, size_t n, size_t size);

#endif
