/* unwind.c - objects' unwind rows and processes' mappings into BPF maps. */
#include "unwind.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <bpf/bpf.h>

#include "../kern/bpf.h"
#include "../sym/cfi.h"
#include "../sym/elf.h"
#include "../cg/image.h"
#include "../base/buf.h"
#include "../base/clock.h"
#include "../base/xalloc.h"

#define PROCS_MAX 4096

/* One executable object, loaded once. */
struct uobj {
	char dev[16];
	unsigned long ino;
	uint8_t id[20];
	size_t idlen;
	char *name;			/* the path of its first mapping */
	struct sd_elf *elf;		/* headers: the load bias */
	uint32_t first, nrows;		/* rows in UROWS (nrows 0: none) */
	uint32_t pidx, npages;		/* its page index in UROWS */
	uint32_t pbase, shift;
	int status;			/* 0, or why there are no rows */
	const char *source;
	size_t nbad;
	size_t nentries;		/* function entries from symbols */
	double ms, cpu_ms;		/* time to build the rows: wall, CPU */
};

struct upid {
	pid_t pid;
	double when;			/* last loaded, CLOCK_MONOTONIC seconds */
	dev_t exe_dev;			/* its program when loaded: an exec */
	ino_t exe_ino;			/* changes them */
	uint64_t sig;			/* its executable mappings when loaded
					   (maps_sig): a dlopen() changes it */
};

struct sd_unwind {
	int fd[4];			/* UROWS, UPROCS, UMISS, USTAT */
	uint64_t *rows;			/* UROWS mapped (NULL: not mmapable) */
	size_t rows_len;
	uint32_t cap, used;		/* UROWS entries (rows, page indexes) */
	uint64_t nrows;			/* rows stored */
	struct uobj *objs;
	size_t nobjs;
	struct upid *pids;
	size_t npids;
	size_t ndropped;		/* objects whose rows did not fit */
	uint64_t rows_dropped;
	bool dropped_told;
	double swept;			/* last look for processes gone */
	uint64_t misses;		/* USTAT's NOPROC + NOMAP when last seen */
	void (*on_load)(void *, pid_t);
	void *load_ctx;
};

static double now_s(void)
{
	return (double)sd_clock_ns(CLOCK_MONOTONIC) / 1e9;
}

/* Maps UROWS into memory: storing an object's rows is then a copy (the
 * batch update syscall costs about a microsecond an entry). */
static void map_rows(struct sd_unwind *u)
{
	long pg = sysconf(_SC_PAGESIZE);
	size_t len = ((size_t)u->cap * sizeof(struct sd_cfi_row) + pg - 1) / pg * pg;
	void *p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, u->fd[0], 0);

	if (p == MAP_FAILED)
		return;
	u->rows = p;
	u->rows_len = len;
}

struct sd_unwind *sd_unwind_new(uint64_t size)
{
	struct sd_unwind *u = sd_xcalloc(1, sizeof(*u));
	uint64_t rows = size / sizeof(struct sd_cfi_row);

	u->cap = rows < 1 ? 1 : rows > (1u << 28) ? (1u << 28) : (uint32_t)rows;
	u->fd[0] = sd_bpf_map_create(BPF_MAP_TYPE_ARRAY, "sd_urows", 4,
				     sizeof(struct sd_cfi_row), u->cap, BPF_F_MMAPABLE);
	if (u->fd[0] >= 0)
		map_rows(u);
	else	/* a kernel without mmapable arrays: rows go in by syscall */
		u->fd[0] = sd_bpf_map_create(BPF_MAP_TYPE_ARRAY, "sd_urows", 4,
					     sizeof(struct sd_cfi_row), u->cap, 0);
	u->fd[1] = sd_bpf_map_create(BPF_MAP_TYPE_HASH, "sd_uprocs", 4,
				     sizeof(struct sd_uproc), PROCS_MAX, BPF_F_NO_PREALLOC);
	u->fd[2] = sd_bpf_map_create(BPF_MAP_TYPE_HASH, "sd_umiss", 4, 8, PROCS_MAX, 0);
	u->fd[3] = sd_bpf_map_create(BPF_MAP_TYPE_PERCPU_ARRAY, "sd_ustat", 4,
				     8 * SD_US_N, 1, 0);
	for (int i = 0; i < 4; i++) {
		if (u->fd[i] < 0) {
			fprintf(stderr, "sonda: failed to create the user stack unwinder's "
				"maps: %s\n", strerror(-u->fd[i]));
			sd_unwind_free(u);
			return NULL;
		}
	}
	return u;
}

void sd_unwind_free(struct sd_unwind *u)
{
	if (!u)
		return;
	if (u->rows)
		munmap(u->rows, u->rows_len);
	for (int i = 0; i < 4; i++)
		if (u->fd[i] > 0)
			close(u->fd[i]);
	for (size_t i = 0; i < u->nobjs; i++) {
		free(u->objs[i].name);
		sd_elf_free(u->objs[i].elf);
	}
	free(u->objs);
	free(u->pids);
	free(u);
}

void sd_unwind_on_load(struct sd_unwind *u, void (*fn)(void *, pid_t), void *ctx)
{
	u->on_load = fn;
	u->load_ctx = ctx;
}

int sd_unwind_map_fd(const struct sd_unwind *u, int role)
{
	return u->fd[role - SD_MAP_UROWS];
}

/* UROWS[used, used + n) = v, through the syscall (v freed); 0 or -1. */
static int store_rows(struct sd_unwind *u, uint64_t *v, size_t n)
{
	uint32_t *keys = sd_xmalloc(n * sizeof(*keys));
	uint32_t count = (uint32_t)n;

	for (size_t i = 0; i < n; i++)
		keys[i] = u->used + (uint32_t)i;
	LIBBPF_OPTS(bpf_map_batch_opts, bo);
	int rc = bpf_map_update_batch(u->fd[0], keys, v, &count, &bo);
	int err = errno;
	free(keys);
	free(v);
	errno = err;
	return rc < 0 ? -1 : 0;
}

/* Appends c's page index and rows to UROWS; 0, or -ENOSPC when they do
 * not fit. */
static int put_rows(struct sd_unwind *u, const struct sd_cfi *c, struct uobj *o)
{
	if (!c->n)
		return 0;
	struct sd_cfi_index x;
	sd_cfi_index(c, &x);
	size_t np = x.n, n = np + c->n;
	if (n > u->cap - u->used) {
		free(x.pages);
		u->ndropped++;
		u->rows_dropped += c->n;
		return -ENOSPC;
	}
	uint64_t *v = u->rows ? u->rows + u->used : sd_xmalloc(n * sizeof(*v));
	memcpy(v, x.pages, np * sizeof(*x.pages));
	memcpy(v + np, c->rows, c->n * sizeof(*c->rows));
	free(x.pages);
	if (!u->rows && store_rows(u, v, n) < 0) {
		fprintf(stderr, "sonda: failed to store unwind rows for %s: %s\n",
			o->name, strerror(errno));
		return -errno;
	}
	o->pidx = u->used;
	o->npages = (uint32_t)np;
	o->first = u->used + (uint32_t)np;
	o->nrows = (uint32_t)c->n;
	o->pbase = x.base;
	o->shift = x.shift;
	u->used += (uint32_t)n;
	u->nrows += c->n;
	return 0;
}

/* The separate debug file of build-id id, if installed. */
static const char *debug_file(const uint8_t *id, size_t n, char *buf, size_t size)
{
	int w;

	if (n < 2)
		return NULL;
	w = snprintf(buf, size, "/usr/lib/debug/.build-id/%02x/", id[0]);
	for (size_t i = 1; i < n && w + 3 < (int)size; i++)
		w += snprintf(buf + w, size - w, "%02x", id[i]);
	snprintf(buf + w, size - w, ".debug");
	return access(buf, R_OK) == 0 ? buf : NULL;
}

/* Builds and stores the rows of the object at path. */
static void load_obj(struct sd_unwind *u, struct uobj *o, const char *path)
{
	struct sd_cfi c;
	char dbg[128];
	double t0 = now_s();
	uint64_t c0 = sd_clock_ns(CLOCK_THREAD_CPUTIME_ID);

	o->elf = sd_elf_open(path);
	if (!o->elf) {
		o->status = -errno;
		return;
	}
	const char *df = debug_file(o->id, o->idlen, dbg, sizeof(dbg));
	o->status = sd_cfi_build(path, df, &c);
	if ((o->status == 0 || o->status == -ENODATA) && sd_cfi_add_entries(&c, path, df) > 0 &&
	    o->status == -ENODATA) {
		o->status = 0;
		c.source = "symbols";
	}
	o->source = c.source;
	o->nbad = c.nbad;
	o->nentries = c.nentries;
	if (!o->status)
		o->status = put_rows(u, &c, o);
	sd_cfi_release(&c);
	o->ms = (now_s() - t0) * 1e3;	/* built, indexed and stored */
	o->cpu_ms = (double)(sd_clock_ns(CLOCK_THREAD_CPUTIME_ID) - c0) / 1e6;
}

/* The object mapped from path (device dev, inode ino), loaded if new. */
static struct uobj *get_obj(struct sd_unwind *u, const char *dev, unsigned long ino,
			    const char *path, const char *name)
{
	uint8_t id[20];
	size_t idlen = 0;

	for (size_t i = 0; i < u->nobjs; i++)
		if (u->objs[i].ino == ino && !strcmp(u->objs[i].dev, dev))
			return &u->objs[i];
	idlen = sd_cfi_build_id(path, id);
	for (size_t i = 0; idlen && i < u->nobjs; i++)
		if (u->objs[i].idlen == idlen && !memcmp(u->objs[i].id, id, idlen))
			return &u->objs[i];
	struct uobj *v = sd_xrealloc(u->objs, (u->nobjs + 1) * sizeof(*v));
	u->objs = v;
	struct uobj *o = &v[u->nobjs++];
	memset(o, 0, sizeof(*o));
	snprintf(o->dev, sizeof(o->dev), "%s", dev);
	o->ino = ino;
	memcpy(o->id, id, idlen);
	o->idlen = idlen;
	o->name = sd_xstrdup(name);
	load_obj(u, o, path);
	return o;
}

/* A copy of pid's vDSO image ([start, end) of its memory) in a memfd:
 * the fd, or -errno. */
static int vdso_copy(pid_t pid, unsigned long start, unsigned long end)
{
	char path[64];
	size_t n = end - start;
	int fd = -ENOMEM, mem;

	if (n > (1u << 20))
		return -EFBIG;
	snprintf(path, sizeof(path), "/proc/%d/mem", (int)pid);
	if ((mem = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return -errno;
	void *buf = sd_xcalloc(1, n);
	if (pread(mem, buf, n, (off_t)start) != (ssize_t)n)
		fd = -EIO;
	else if ((fd = memfd_create("sonda-vdso", MFD_CLOEXEC)) < 0)
		fd = -errno;
	else if (write(fd, buf, n) != (ssize_t)n) {
		close(fd);
		fd = -EIO;
	}
	free(buf);
	close(mem);
	return fd;
}

/* The vDSO's object: its rows are built once from the image read out of
 * the first process met (the kernel maps the same one into every
 * process of an ABI; keyed by size, then build-id). */
static struct uobj *get_vdso(struct sd_unwind *u, pid_t pid, unsigned long start,
			     unsigned long end)
{
	char path[64];

	for (size_t i = 0; i < u->nobjs; i++)
		if (!strcmp(u->objs[i].dev, "[vdso]") && u->objs[i].ino == end - start)
			return &u->objs[i];
	int fd = vdso_copy(pid, start, end);
	if (fd < 0)
		return NULL;
	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	struct uobj *o = get_obj(u, "[vdso]", end - start, path, "[vdso]");
	close(fd);
	return o;
}

/* Folds line of /proc/PID/maps into h if it maps a file executable (not
 * anonymous memory: JIT code comes and goes and has no rows). */
static uint64_t sig_line(const char *line, uint64_t h)
{
	unsigned long start, end, ino;
	char perms[8];

	if (sscanf(line, "%lx-%lx %7s %*x %*s %lu", &start, &end, perms, &ino) != 4 ||
	    perms[2] != 'x' || !ino)
		return h;
	return (h ^ start ^ (ino << 17) ^ end) * 0x100000001b3ULL;
}

/* A hash of pid's executable mappings (0 when gone). */
static uint64_t maps_sig(pid_t pid)
{
	char path[64], line[4352];
	uint64_t h = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/maps", (int)pid);
	if (!(f = fopen(path, "re")))
		return 0;
	while (fgets(line, sizeof(line), f))
		h = sig_line(line, h);
	fclose(f);
	return h;
}

/* One line of /proc/PID/maps into p's next mapping, if executable. */
static void map_line(struct sd_unwind *u, pid_t pid, const char *line, struct sd_uproc *p)
{
	unsigned long start, end, pgoff, ino;
	char perms[8], dev[16], path[4096], mf[64];

	if (p->n >= SD_UMAPS_MAX ||
	    sscanf(line, "%lx-%lx %7s %lx %15s %lu %4095s", &start, &end, perms, &pgoff,
		   dev, &ino, path) != 7 || perms[2] != 'x')
		return;
	struct uobj *o = NULL;
	if (path[0] == '/') {
		snprintf(mf, sizeof(mf), "/proc/%d/map_files/%lx-%lx", (int)pid, start, end);
		o = get_obj(u, dev, ino, mf, path);
	} else if (!strcmp(path, "[vdso]")) {
		o = get_vdso(u, pid, start, end);
	}
	if (!o || !o->elf)
		return;
	struct sd_umap *m = &p->m[p->n++];
	m->start = start;
	m->end = end;
	m->bias = sd_elf_bias(o->elf, start, pgoff);
	m->first = o->first;
	m->nrows = o->nrows;
	m->pidx = o->pidx;
	m->npages = o->npages;
	m->pbase = o->pbase;
	m->shift = o->shift;
}

/* The device and inode of pid's program (zeros when gone). */
static void exe_of(pid_t pid, dev_t *dev, ino_t *ino)
{
	char path[64];
	struct stat st = { 0 };

	snprintf(path, sizeof(path), "/proc/%d/exe", (int)pid);
	if (stat(path, &st) < 0)
		memset(&st, 0, sizeof(st));
	*dev = st.st_dev;
	*ino = st.st_ino;
}

static struct upid *find_pid(const struct sd_unwind *u, pid_t pid)
{
	for (size_t i = 0; i < u->npids; i++)
		if (u->pids[i].pid == pid)
			return &u->pids[i];
	return NULL;
}

/* Records that pid was loaded now, with its program and mappings (sig);
 * tells the load callback the first time and when they changed since. */
static void note_pid(struct sd_unwind *u, pid_t pid, uint64_t sig)
{
	struct upid *p = find_pid(u, pid);
	dev_t dev;
	ino_t ino;

	exe_of(pid, &dev, &ino);
	if (!p) {
		struct upid *v = sd_xrealloc(u->pids, (u->npids + 1) * sizeof(*v));
		u->pids = v;
		p = &v[u->npids++];
		*p = (struct upid){ .pid = pid, .exe_dev = dev, .exe_ino = ino, .sig = sig };
		if (ino && u->on_load)
			u->on_load(u->load_ctx, pid);
	}
	p->when = now_s();
	if ((p->exe_dev != dev || p->exe_ino != ino || p->sig != sig) && ino && sig &&
	    u->on_load)
		u->on_load(u->load_ctx, pid);
	p->exe_dev = dev;
	p->exe_ino = ino;
	p->sig = sig;
}

int sd_unwind_add_pid(struct sd_unwind *u, pid_t pid)
{
	char path[64], line[4352];
	struct sd_uproc *p;
	FILE *f;
	uint32_t key = (uint32_t)pid;

	snprintf(path, sizeof(path), "/proc/%d/maps", (int)pid);
	if (!(f = fopen(path, "re")))
		return -ESRCH;
	if (!(p = sd_xcalloc(1, sizeof(*p)))) {
		fclose(f);
		return -ENOMEM;
	}
	uint64_t sig = 0;
	struct sd_buf lines = SD_BUF_INIT;
	while (fgets(line, sizeof(line), f)) {
		sd_buf_addstr(&lines, line);
		sig = sig_line(line, sig);
	}
	fclose(f);
	/* the symbolizer first: a short-lived process may be gone once the
	 * rows of a large object are made */
	note_pid(u, pid, sig);
	for (char *l = lines.data, *nl; l && *l; l = nl + 1) {
		nl = strchr(l, '\n');
		if (!nl)
			break;
		*nl = '\0';
		map_line(u, pid, l, p);
	}
	sd_buf_free(&lines);
	int rc = bpf_map_update_elem(u->fd[1], &key, p, BPF_ANY) < 0 ? -errno : 0;
	free(p);
	return rc;
}

/* Whether pid, reported again, is due for a reload: never loaded, loaded
 * over a second ago, or it exec'd or mapped other code since (a pc in no
 * mapping of a process whose mappings did not change, JIT code, waits). */
static bool due(const struct sd_unwind *u, pid_t pid, double t)
{
	const struct upid *p = find_pid(u, pid);
	dev_t dev;
	ino_t ino;

	if (!p || t - p->when >= 1.0)
		return true;
	exe_of(pid, &dev, &ino);
	return dev != p->exe_dev || ino != p->exe_ino || maps_sig(pid) != p->sig;
}

/* Forgets the processes that exited (every few seconds), so that their
 * entries neither fill UPROCS nor serve a later process with their pid. */
static void sweep(struct sd_unwind *u, double t)
{
	size_t w = 0;

	if (t - u->swept < 5.0)
		return;
	u->swept = t;
	for (size_t i = 0; i < u->npids; i++) {
		uint32_t key = (uint32_t)u->pids[i].pid;
		if (kill(u->pids[i].pid, 0) < 0 && errno == ESRCH)
			bpf_map_delete_elem(u->fd[1], &key);
		else
			u->pids[w++] = u->pids[i];
	}
	u->npids = w;
}

void sd_unwind_poll(struct sd_unwind *u)
{
	uint32_t key, next, batch[64];
	size_t n = 0;
	void *prev = NULL;

	if (!u)
		return;
	while (n < SD_ARRAY_SIZE(batch) && bpf_map_get_next_key(u->fd[2], prev, &next) == 0) {
		batch[n++] = next;
		key = next;
		prev = &key;
	}
	double t = now_s();
	for (size_t i = 0; i < n; i++) {
		if (!due(u, (pid_t)batch[i], t))
			continue;	/* kept: looked at again later */
		bpf_map_delete_elem(u->fd[2], &batch[i]);
		if (sd_unwind_add_pid(u, (pid_t)batch[i]) == -ESRCH)
			note_pid(u, (pid_t)batch[i], 0);
	}
	sweep(u, t);
}

static void stats(const struct sd_unwind *u, uint64_t *sum)
{
	int ncpus = sd_bpf_ncpus();
	uint64_t *v = sd_xcalloc((size_t)ncpus * SD_US_N, sizeof(*v));
	uint32_t zero = 0;

	memset(sum, 0, SD_US_N * sizeof(*sum));
	if (v && bpf_map_lookup_elem(u->fd[3], &zero, v) == 0)
		for (int c = 0; c < ncpus; c++)
			for (int i = 0; i < SD_US_N; i++)
				sum[i] += v[c * SD_US_N + i];
	free(v);
}

void sd_unwind_poll_new(struct sd_unwind *u)
{
	uint64_t s[SD_US_N];

	if (!u)
		return;
	stats(u, s);
	if (s[SD_US_NOPROC] + s[SD_US_NOMAP] == u->misses)
		return;
	u->misses = s[SD_US_NOPROC] + s[SD_US_NOMAP];
	sd_unwind_poll(u);
}

void sd_unwind_report(struct sd_unwind *u, FILE *f, bool verbose)
{
	uint64_t s[SD_US_N];

	if (!u)
		return;
	if (u->ndropped && !u->dropped_told) {
		fprintf(f, "sonda: %zu object%s without unwind rows: unwindsize exceeded "
			"(%llu rows dropped)\n", u->ndropped, u->ndropped == 1 ? "" : "s",
			(unsigned long long)u->rows_dropped);
		u->dropped_told = true;
	}
	stats(u, s);
	if (s[SD_US_BAD])
		fprintf(f, "sonda: %llu user stack%s cut short at CFI the unwinder cannot "
			"run\n", (unsigned long long)s[SD_US_BAD], s[SD_US_BAD] == 1 ? "" : "s");
	if (!verbose)
		return;
	fprintf(f, "sonda: user stacks: %llu frames from CFI, %llu from frame pointers "
		"(%llu outside known mappings, %llu stacks of processes not loaded yet, "
		"%llu stacks ended where a frame-pointer step found no frame)\n",
		(unsigned long long)s[SD_US_CFI], (unsigned long long)s[SD_US_FP],
		(unsigned long long)s[SD_US_NOMAP], (unsigned long long)s[SD_US_NOPROC],
		(unsigned long long)s[SD_US_FPSTOP]);
	double ms = 0, cpu = 0;
	for (size_t i = 0; i < u->nobjs; i++) {
		const struct uobj *o = &u->objs[i];
		ms += o->ms;
		cpu += o->cpu_ms;
		if (o->nrows)
			fprintf(f, "sonda: unwind: %s: %u rows from %s (%zu unsupported, %zu "
				"function entries from symbols), %.1f ms (%.1f ms of CPU)\n",
				o->name, o->nrows, o->source, o->nbad, o->nentries, o->ms,
				o->cpu_ms);
		else
			fprintf(f, "sonda: unwind: %s: frame pointers (%s)\n", o->name,
				o->status == -ENOSPC ? "unwindsize exceeded" :
				o->status == -ENODATA ? "no CFI" : strerror(-o->status));
	}
	fprintf(f, "sonda: unwind rows: %llu and %llu page index entries (%zu KiB of %zu KiB), "
		"built in %.1f ms (%.1f ms of CPU)\n", (unsigned long long)u->nrows,
		(unsigned long long)(u->used - u->nrows),
		(size_t)u->used * sizeof(struct sd_cfi_row) / 1024,
		(size_t)u->cap * sizeof(struct sd_cfi_row) / 1024, ms, cpu);
}
