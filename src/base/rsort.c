/* rsort.c - least-significant-digit radix sort by two words, a byte per
 * pass; a pass whose byte is the same in every record is skipped (counts
 * and small keys have many such bytes).
 */
#include "rsort.h"
#include "xalloc.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Byte d (0 = the lowest of the second word, 15 = the highest of the
 * first) of the record at p. */
static unsigned digit(const uint8_t *p, int d)
{
	uint64_t w;

	memcpy(&w, p + (d < 8 ? 8 : 0), sizeof(w));
	return (unsigned)(w >> (8 * (d & 7))) & 0xff;
}

/* One stable pass by byte d from src to dst; cnt is that byte's
 * histogram. */
static void pass(const uint8_t *src, uint8_t *dst, size_t n, size_t size, int d,
		 const size_t *cnt)
{
	size_t pos[256], at = 0;

	for (int b = 0; b < 256; b++) {
		pos[b] = at;
		at += cnt[b];
	}
	for (size_t i = 0; i < n; i++) {
		const uint8_t *p = src + i * size;
		memcpy(dst + pos[digit(p, d)]++ * size, p, size);
	}
}

void sd_rsort2(void *base, size_t n, size_t size)
{
	size_t (*cnt)[256] = sd_xcalloc(16, sizeof(*cnt));
	uint8_t *a = base, *b = NULL;

	for (size_t i = 0; i < n; i++)
		for (int d = 0; d < 16; d++)
			cnt[d][digit(a + i * size, d)]++;
	for (int d = 0; d < 16; d++) {
		if (n < 2 || cnt[d][digit(a, d)] == n)
			continue;	/* one value: nothing moves */
		if (!b)
			b = sd_xmalloc(n * size);
		pass(a, b, n, size, d, cnt[d]);
		uint8_t *t = a;
		a = b;
		b = t;
	}
	if (a != base) {
		memcpy(base, a, n * size);
		b = a;
	}
	free(b);
	free(cnt);
}
