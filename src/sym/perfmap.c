/* perfmap.c - /tmp/perf-PID.map: JIT code names, re-read as it grows.
 *
 * Invariants: ents[] is sorted by start, then by line number (seq); off is
 * the byte offset just past the last complete line read, so a line the
 * JIT is still writing is read on the next refresh; maxsize is the largest
 * size seen, which bounds how far back a lookup has to scan.
 */
#include "perfmap.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "../base/buf.h"
#include "../base/clock.h"
#include "../base/xalloc.h"

#define REFRESH_MS 100

struct pment {
	uint64_t start, end;	/* [start, end) */
	uint32_t seq;		/* line number: the later one wins */
	uint32_t name;		/* offset in pm->str */
};

struct sd_perfmap {
	char *path;
	int root;		/* a container's /tmp the path is in, or -1 */
	long long not_before;	/* older files belong to another process */
	struct pment *ents;
	size_t n, cap;
	uint64_t maxsize;
	struct sd_buf str;	/* NUL-separated names */
	long off;		/* bytes consumed */
	uint32_t seq;
	bool looked;		/* stat() done at least once */
	struct stat st;		/* as of the last read */
	uint64_t checked_ms;	/* when stat() was last done */
};

struct sd_perfmap *sd_perfmap_new(const char *path, long long not_before)
{
	struct sd_perfmap *pm = sd_xcalloc(1, sizeof(*pm));

	pm->path = sd_xstrdup(path);
	pm->not_before = not_before;
	pm->root = -1;
	return pm;
}

void sd_perfmap_free(struct sd_perfmap *pm)
{
	if (!pm)
		return;
	if (pm->root >= 0)
		close(pm->root);
	free(pm->path);
	free(pm->ents);
	sd_buf_free(&pm->str);
	free(pm);
}

/* pid's innermost pid (the last NSpid field of /proc/PID/status), or pid. */
static int ns_pid(int pid)
{
	char path[64], line[256];
	int nspid = pid;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/status", pid);
	if (!(f = fopen(path, "re")))
		return pid;
	while (fgets(line, sizeof(line), f)) {
		if (strncmp(line, "NSpid:", 6))
			continue;
		char *last = strrchr(line, '\t');
		if (last)
			nspid = atoi(last + 1);
		break;
	}
	fclose(f);
	return nspid > 0 ? nspid : pid;
}

/* Whether pid sees another root or mount namespace than this process. */
static bool other_mounts(int pid)
{
	char path[64];
	struct stat a, b, ra, rb;

	snprintf(path, sizeof(path), "/proc/%d/ns/mnt", pid);
	if (stat(path, &a) < 0 || stat("/proc/self/ns/mnt", &b) < 0)
		return false;
	if (a.st_ino != b.st_ino || a.st_dev != b.st_dev)
		return true;
	snprintf(path, sizeof(path), "/proc/%d/root", pid);
	return stat(path, &ra) == 0 && stat("/", &rb) == 0 &&
	       (ra.st_ino != rb.st_ino || ra.st_dev != rb.st_dev);
}

struct sd_perfmap *sd_perfmap_of(int pid, long long not_before)
{
	int nspid = ns_pid(pid), root = -1;
	char path[96], rp[64];

	if (nspid != pid || other_mounts(pid)) {
		snprintf(rp, sizeof(rp), "/proc/%d/root/tmp", pid);
		root = open(rp, O_PATH | O_DIRECTORY | O_CLOEXEC);
	}
	if (root >= 0)
		snprintf(path, sizeof(path), "/proc/self/fd/%d/perf-%d.map", root, nspid);
	else
		snprintf(path, sizeof(path), "/tmp/perf-%d.map", pid);
	struct sd_perfmap *pm = sd_perfmap_new(path, not_before);
	pm->root = root;
	return pm;
}

const char *sd_perfmap_name(const struct sd_perfmap *pm)
{
	const char *s = strrchr(pm->path, '/');

	return s ? s + 1 : pm->path;
}

size_t sd_perfmap_count(const struct sd_perfmap *pm)
{
	return pm->n;
}

static void reset(struct sd_perfmap *pm)
{
	pm->n = 0;
	pm->maxsize = 0;
	pm->off = 0;
	pm->seq = 0;
	sd_buf_reset(&pm->str);
}

/* "START SIZE name\n" -> one entry; other lines are skipped. */
static void parse_line(struct sd_perfmap *pm, char *line)
{
	char *p, *name;
	uint64_t start = strtoull(line, &p, 16), size;

	if (p == line || *p != ' ')
		return;
	size = strtoull(p + 1, &name, 16);
	if (name == p + 1 || *name != ' ' || !size || start + size < start)
		return;
	name++;
	name[strcspn(name, "\r\n")] = '\0';
	if (!*name)
		return;
	if (pm->n == pm->cap) {
		pm->cap = pm->cap ? pm->cap * 2 : 1024;
		pm->ents = sd_xrealloc(pm->ents, pm->cap * sizeof(*pm->ents));
	}
	pm->ents[pm->n++] = (struct pment){
		.start = start, .end = start + size, .seq = pm->seq++,
		.name = (uint32_t)pm->str.len,
	};
	sd_buf_add(&pm->str, name, strlen(name) + 1);
	if (size > pm->maxsize)
		pm->maxsize = size;
}

static int ent_cmp(const void *pa, const void *pb)
{
	const struct pment *a = pa, *b = pb;

	if (a->start != b->start)
		return a->start < b->start ? -1 : 1;
	return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* Reads the complete lines after pm->off. */
static void read_more(struct sd_perfmap *pm, FILE *f)
{
	char *line = NULL;
	size_t cap = 0, before = pm->n;
	ssize_t len;

	if (fseek(f, pm->off, SEEK_SET) < 0)
		return;
	while ((len = getline(&line, &cap, f)) > 0 && line[len - 1] == '\n') {
		pm->off += len;
		parse_line(pm, line);
	}
	free(line);
	if (pm->n != before)
		qsort(pm->ents, pm->n, sizeof(*pm->ents), ent_cmp);
}

static uint64_t now_ms(void)
{
	return sd_clock_ns(CLOCK_MONOTONIC_COARSE) / 1000000;
}

static bool same_file(const struct stat *a, const struct stat *b)
{
	return a->st_ino == b->st_ino && a->st_dev == b->st_dev &&
	       a->st_size == b->st_size &&
	       a->st_mtim.tv_sec == b->st_mtim.tv_sec &&
	       a->st_mtim.tv_nsec == b->st_mtim.tv_nsec;
}

void sd_perfmap_refresh(struct sd_perfmap *pm)
{
	struct stat st;
	FILE *f;

	pm->checked_ms = now_ms();
	if (stat(pm->path, &st) < 0 || st.st_mtim.tv_sec < pm->not_before ||
	    (pm->looked && same_file(&st, &pm->st)))
		return;
	if (!pm->looked || st.st_ino != pm->st.st_ino ||
	    st.st_dev != pm->st.st_dev || st.st_size < pm->off)
		reset(pm);
	pm->looked = true;
	pm->st = st;
	f = fopen(pm->path, "re");
	if (!f)
		return;
	read_more(pm, f);
	fclose(f);
}

/* The latest entry holding a, or NULL. */
static const struct pment *find(const struct sd_perfmap *pm, uint64_t a)
{
	const struct pment *best = NULL;
	size_t lo = 0, hi = pm->n;

	while (lo < hi) {	/* first entry with start > a */
		size_t mid = lo + (hi - lo) / 2;

		if (pm->ents[mid].start <= a)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (size_t i = lo; i > 0; i--) {
		const struct pment *e = &pm->ents[i - 1];

		if (a - e->start >= pm->maxsize)
			break;
		if (a < e->end && (!best || e->seq > best->seq))
			best = e;
	}
	return best;
}

int sd_perfmap_lookup(struct sd_perfmap *pm, uint64_t a, uint64_t *start,
		      const char **name)
{
	bool fresh = !pm->looked || now_ms() - pm->checked_ms >= REFRESH_MS;
	const struct pment *e;

	if (fresh)
		sd_perfmap_refresh(pm);
	e = find(pm, a);
	if (!e && !fresh) {
		sd_perfmap_refresh(pm);
		e = find(pm, a);
	}
	if (!e)
		return -ENOENT;
	*start = e->start;
	*name = pm->str.data + e->name;
	return 0;
}
