/* upids.c - the processes whose user symbols a program recorded (upids.h). */
#include "upids.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>

#include "../base/clock.h"
#include "../base/xalloc.h"
#include "../cg/image.h"

#define SWEEP_NS 1000000000ull	/* keys of exited processes go this often */

struct sd_upids {
	int fd;
	uint64_t count;		/* the state's upids[0] at the last read */
	struct sd_upid *seen;	/* the keys read, sorted */
	size_t nseen;
	uint64_t swept;		/* CLOCK_MONOTONIC ns of the last sweep */
	uint64_t noted;		/* keys whose process was read */
};

struct sd_upids *sd_upids_new(int fd)
{
	struct sd_upids *u = sd_xcalloc(1, sizeof(*u));

	u->fd = fd;
	u->seen = sd_xcalloc(SD_UPIDS_MAX, sizeof(*u->seen));
	u->swept = sd_clock_ns(CLOCK_MONOTONIC);
	return u;
}

void sd_upids_free(struct sd_upids *u)
{
	if (!u)
		return;
	close(u->fd);
	free(u->seen);
	free(u);
}

int sd_upids_fd(const struct sd_upids *u)
{
	return u->fd;
}

static int key_cmp(const struct sd_upid *a, const struct sd_upid *b)
{
	if (a->pid != b->pid)
		return a->pid < b->pid ? -1 : 1;
	return a->mm < b->mm ? -1 : a->mm > b->mm;
}

/* Where k is in u->seen, or would go. */
static size_t seen_pos(const struct sd_upids *u, const struct sd_upid *k)
{
	size_t lo = 0, hi = u->nseen;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (key_cmp(&u->seen[mid], k) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Adds k to the keys seen: true if it is new (the map holds no more keys
 * than u->seen has room for). */
static bool see(struct sd_upids *u, const struct sd_upid *k)
{
	size_t i = seen_pos(u, k);

	if (i < u->nseen && !key_cmp(&u->seen[i], k))
		return false;
	if (u->nseen == SD_UPIDS_MAX)
		return false;
	memmove(&u->seen[i + 1], &u->seen[i], (u->nseen - i) * sizeof(*u->seen));
	u->seen[i] = *k;
	u->nseen++;
	return true;
}

/* Deletes the keys of the processes that exited, from the map and from
 * the keys seen (their symbols stay read). */
static void sweep(struct sd_upids *u)
{
	size_t w = 0;

	for (size_t i = 0; i < u->nseen; i++) {
		struct sd_upid *k = &u->seen[i];
		if (kill((pid_t)k->pid, 0) < 0 && errno == ESRCH)
			bpf_map_delete_elem(u->fd, k);
		else
			u->seen[w++] = *k;
	}
	u->nseen = w;
}

void sd_upids_poll(struct sd_upids *u, uint64_t count, void (*fn)(void *, pid_t), void *ctx)
{
	struct sd_upid k, next;
	void *prev = NULL;

	if (!u)
		return;
	uint64_t now = sd_clock_ns(CLOCK_MONOTONIC);
	if (now - u->swept >= SWEEP_NS) {
		u->swept = now;
		sweep(u);
	}
	if (count == u->count)
		return;
	u->count = count;	/* read before the map: a later insert moves it again */
	while (bpf_map_get_next_key(u->fd, prev, &next) == 0) {
		k = next;
		prev = &k;
		if (!see(u, &k))
			continue;
		u->noted++;
		fn(ctx, (pid_t)k.pid);
	}
}

void sd_upids_report(const struct sd_upids *u, uint64_t full, FILE *f, bool verbose)
{
	if (!u || !verbose)
		return;
	fprintf(f, "sonda: user symbols: %llu processes read while they lived, %llu "
		"symbol values of processes the full map refused (%d entries)\n",
		(unsigned long long)u->noted, (unsigned long long)full, SD_UPIDS_MAX);
}
