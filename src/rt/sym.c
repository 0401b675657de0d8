/* sym.c - kernel symbols from /proc/kallsyms, user symbols with libdwfl.
 *
 * Invariants: the kallsyms table is read at most once (k->loaded), sorted
 * by address, and among symbols sharing an address the preferred one (not
 * weak, then alphabetical) comes first, so a lookup lands on it after
 * stepping back over equal addresses. The user cache keeps one Dwfl per
 * pid, sorted by pid; a pid whose /proc entry could not be read is cached
 * as dead and prints as 0xaddr. Each module's user data is its struct
 * umod: the path its file is reached by and its object in u->objs; an
 * object, once read, is never read again in the run.
 */
#include "sym.h"
#include "ctx.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dlfcn.h>
#include <sys/stat.h>
#include <unistd.h>
#include <elfutils/libdwfl.h>

#include "../sym/debuginfo.h"
#include "../sym/maps.h"
#include "../sym/perfmap.h"
#include "../sym/symtab.h"
#include "../base/xalloc.h"
#include "../kern/ktypes.h"

void sd_sym_addr_text(uint64_t a, struct sd_buf *out)
{
	sd_buf_addf(out, "0x%llx", (unsigned long long)a);
}

/* ------------------------------------------------------------------ */
/* kernel                                                              */

struct kent {
	uint64_t addr;
	uint64_t end;		/* what it covers ends here (finish_table) */
	uint32_t name;		/* offset in k->str */
	uint16_t mod;		/* index in k->mods */
	uint8_t weak;
};

struct kmod {
	uint32_t name;		/* offset in k->str */
	uint64_t lo;		/* lowest symbol address */
};

/* An address range of a module as DTrace's dt_modsym_addsym( ) builds it
 * from kallsyms, where each symbol is 1 byte: a run of consecutive lines
 * of one module and text-ness spans [first, last + 1); past the kernel's
 * end (_end, __brk_limit) a module has one text and one data range over
 * all its symbols. An address in no range has no symbol. */
struct krange {
	uint64_t lo, hi;
	uint16_t mod;
	bool text;
};

struct sd_ksyms {
	char *path;
	bool loaded;
	int err;
	struct kent *ents;
	size_t n, cap;
	struct kmod *mods;
	size_t nmods, capmods;
	struct sd_buf str;	/* NUL-separated names */
	bool in_scratch;	/* between __init_scratch_begin and _end */
	struct krange *ranges;
	size_t nranges, capranges;
	int last_mod;		/* the previous line's module, -1 for none */
	bool last_text;
	bool kernel_end;	/* a line named _end or __brk_limit seen */
	bool loadable;		/* a line after that one seen */
};

struct sd_ksyms *sd_ksyms_new(const char *path)
{
	struct sd_ksyms *k = sd_xcalloc(1, sizeof(*k));

	k->path = sd_xstrdup(path ? path : "/proc/kallsyms");
	k->last_mod = -1;
	return k;
}

void sd_ksyms_free(struct sd_ksyms *k)
{
	if (!k)
		return;
	free(k->path);
	free(k->ents);
	free(k->mods);
	free(k->ranges);
	sd_buf_free(&k->str);
	free(k);
}

static uint32_t add_str(struct sd_ksyms *k, const char *s, size_t n)
{
	uint32_t off = (uint32_t)k->str.len;

	sd_buf_add(&k->str, s, n);
	sd_buf_addch(&k->str, '\0');
	return off;
}

static uint16_t intern_mod(struct sd_ksyms *k, const char *s, size_t n)
{
	for (size_t i = 0; i < k->nmods; i++) {
		const char *m = k->str.data + k->mods[i].name;

		if (strlen(m) == n && memcmp(m, s, n) == 0)
			return (uint16_t)i;
	}
	if (k->nmods == k->capmods) {
		k->capmods = k->capmods ? k->capmods * 2 : 16;
		k->mods = sd_xrealloc(k->mods, k->capmods * sizeof(*k->mods));
	}
	k->mods[k->nmods].name = add_str(k, s, n);
	k->mods[k->nmods].lo = UINT64_MAX;
	return (uint16_t)k->nmods++;
}

/* Symbol types that name code or data at a real address. */
static bool wanted_type(char t)
{
	return strchr("TtWwDdBbRrVv", t) != NULL && t != '\0';
}

/* Whether DTrace's dt_modsym_update hands the line to dt_modsym_addsym:
 * not a BPF program's or a kprobe page's symbol, not an absolute one, not
 * in .init.scratch (whose bounds k tracks). */
static bool added_symbol(struct sd_ksyms *k, const char *name, size_t nlen,
			 const char *mod, size_t mlen, char type)
{
	if ((mlen == 3 && !strncmp(mod, "bpf", 3)) ||
	    (mlen == 18 && !strncmp(mod, "__builtin__kprobes", 18)) ||
	    type == 'a' || type == 'A')
		return false;
	if (nlen == 20 && !strncmp(name, "__init_scratch_begin", 20)) {
		k->in_scratch = true;
		return false;
	}
	if (nlen == 18 && !strncmp(name, "__init_scratch_end", 18)) {
		k->in_scratch = false;
		return false;
	}
	return !k->in_scratch;
}

static struct krange *new_range(struct sd_ksyms *k, uint64_t addr,
				uint16_t mod, bool text)
{
	if (k->nranges == k->capranges) {
		k->capranges = k->capranges ? k->capranges * 2 : 64;
		k->ranges = sd_xrealloc(k->ranges, k->capranges * sizeof(*k->ranges));
	}
	k->ranges[k->nranges] = (struct krange){ addr, addr + 1, mod, text };
	return &k->ranges[k->nranges++];
}

/* dt_modsym_addsym( )'s range update for a 1-byte symbol at addr. */
static void note_range(struct sd_ksyms *k, uint64_t addr, uint16_t mod, bool text)
{
	if (!k->loadable) {
		if (k->nranges && k->last_mod == mod && k->last_text == text) {
			k->ranges[k->nranges - 1].hi = addr + 1;
			return;
		}
		k->last_mod = mod;
		k->last_text = text;
		new_range(k, addr, mod, text);
		return;
	}
	for (size_t i = k->nranges; i-- > 0;) {
		struct krange *r = &k->ranges[i];

		if (r->mod != mod || r->text != text)
			continue;
		if (addr < r->lo)
			r->lo = addr;
		if (addr + 1 > r->hi)
			r->hi = addr + 1;
		return;
	}
	new_range(k, addr, mod, text);
}

static bool in_range(const struct sd_ksyms *k, uint64_t a)
{
	for (size_t i = 0; i < k->nranges; i++)
		if (a >= k->ranges[i].lo && a < k->ranges[i].hi)
			return true;
	return false;
}

/* Parses one kallsyms line: "addr type name[\t[mod]]". */
static void parse_line(struct sd_ksyms *k, char *line)
{
	char *end, *name, *mod;
	uint64_t addr = strtoull(line, &end, 16);
	size_t nlen, mlen = 7;
	char type;

	if (end == line || *end != ' ' || !end[1] || end[2] != ' ')
		return;
	type = end[1];
	name = end + 3;
	nlen = strcspn(name, " \t\r\n");
	if (nlen == 0)
		return;
	mod = "vmlinux";
	char *lb = strchr(name + nlen, '[');
	if (lb) {
		mod = lb + 1;
		mlen = strcspn(mod, "]\r\n");
	}
	/* first: the .init.scratch bounds count whatever their type */
	if (!added_symbol(k, name, nlen, mod, mlen, type))
		return;
	if ((nlen == 4 && !strncmp(name, "_end", 4)) ||
	    (nlen == 11 && !strncmp(name, "__brk_limit", 11)))
		k->kernel_end = true;
	else if (k->kernel_end)
		k->loadable = true;
	uint16_t mi = intern_mod(k, mod, mlen);

	note_range(k, addr, mi, strchr("tTwW", type) != NULL);
	if (sd_ksym_dt_skipped(name, nlen) || addr == 0 || !wanted_type(type))
		return;
	if (k->n == k->cap) {
		k->cap = k->cap ? k->cap * 2 : 4096;
		k->ents = sd_xrealloc(k->ents, k->cap * sizeof(*k->ents));
	}
	struct kent *e = &k->ents[k->n++];

	e->addr = addr;
	e->mod = mi;
	e->name = add_str(k, name, nlen);
	e->weak = type == 'W' || type == 'w' || type == 'V' || type == 'v';
}

/* DTrace's order (dt_symrange_sort_cmp): by address; at one address the
 * non-weak first, cleanup_module last, else alphabetical. Of the symbols
 * at one address DTrace names it by the last: the others are left with
 * no size when it gives each the distance to the next. */
static int kent_cmp(const void *pa, const void *pb, void *arg)
{
	const struct kent *a = pa, *b = pb;
	const char *str = ((const struct sd_ksyms *)arg)->str.data;
	const char *an = str + a->name, *bn = str + b->name;

	if (a->addr != b->addr)
		return a->addr < b->addr ? -1 : 1;
	if (a->weak != b->weak)
		return a->weak ? 1 : -1;
	if (!strcmp(an, "cleanup_module") != !strcmp(bn, "cleanup_module"))
		return strcmp(an, "cleanup_module") ? -1 : 1;
	return strcmp(an, bn);
}

/* Each symbol covers the bytes up to the next of its module (as DTrace's
 * kallsyms sizes); a module's last covers its own address only. */
static void finish_table(struct sd_ksyms *k)
{
	uint64_t *next = sd_xcalloc(k->nmods ? k->nmods : 1, sizeof(*next));

	qsort_r(k->ents, k->n, sizeof(*k->ents), kent_cmp, k);
	for (size_t i = 0; i < k->n; i++) {
		struct kmod *m = &k->mods[k->ents[i].mod];

		if (k->ents[i].addr < m->lo)
			m->lo = k->ents[i].addr;
	}
	for (size_t i = k->n; i-- > 0;) {
		struct kent *e = &k->ents[i];

		e->end = next[e->mod] ? next[e->mod] : e->addr + 1;
		next[e->mod] = e->addr;
	}
	free(next);
}

int sd_ksyms_load(struct sd_ksyms *k)
{
	char *line = NULL;
	size_t cap = 0;
	FILE *f;

	if (k->loaded)
		return k->err;
	k->loaded = true;
	f = fopen(k->path, "re");
	if (!f) {
		k->err = -errno;
		return k->err;
	}
	while (getline(&line, &cap, f) > 0)
		parse_line(k, line);
	free(line);
	fclose(f);
	finish_table(k);
	return 0;
}

size_t sd_ksyms_count(struct sd_ksyms *k)
{
	sd_ksyms_load(k);
	return k->n;
}

static void fill_ksym(const struct sd_ksyms *k, const struct kent *e,
		      struct sd_ksym *out)
{
	out->addr = e->addr;
	out->name = k->str.data + e->name;
	out->mod = k->str.data + k->mods[e->mod].name;
}

/* Index of the symbol covering a, or -1: the last at the greatest address
 * not above a (DTrace's pick of the names at one address). */
static ssize_t find_index(struct sd_ksyms *k, uint64_t a)
{
	size_t lo = 0, hi;

	sd_ksyms_load(k);	/* before reading k->n: the first lookup loads */
	hi = k->n;
	while (lo < hi) {	/* first entry with addr > a */
		size_t mid = lo + (hi - lo) / 2;

		if (k->ents[mid].addr <= a)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0 || a >= k->ents[lo - 1].end || !in_range(k, a))
		return -1;
	return (ssize_t)(lo - 1);
}

int sd_ksyms_lookup(struct sd_ksyms *k, uint64_t a, struct sd_ksym *out)
{
	ssize_t i = find_index(k, a);

	if (i < 0)
		return -ENOENT;
	fill_ksym(k, &k->ents[i], out);
	return 0;
}

int sd_ksyms_by_name(struct sd_ksyms *k, const char *name, const char *mod,
		     struct sd_ksym *out)
{
	sd_ksyms_load(k);
	for (size_t i = 0; i < k->n; i++) {
		const struct kent *e = &k->ents[i];

		if (strcmp(k->str.data + e->name, name) != 0)
			continue;
		if (mod && strcmp(k->str.data + k->mods[e->mod].name, mod) != 0)
			continue;
		fill_ksym(k, e, out);
		return 0;
	}
	return -ENOENT;
}

void sd_ksyms_format(struct sd_ksyms *k, uint64_t a, unsigned flags,
		     struct sd_buf *out)
{
	struct sd_ksym s;

	if (sd_ksyms_lookup(k, a, &s) < 0) {
		sd_sym_addr_text(a, out);
		return;
	}
	sd_buf_addstr(out, s.mod);
	if (flags & SD_SYM_MODONLY)
		return;
	sd_buf_addf(out, "`%s", s.name);
	if (a > s.addr && !(flags & SD_SYM_NOOFF))
		sd_buf_addf(out, "+0x%llx", (unsigned long long)(a - s.addr));
}

uint64_t sd_ksyms_start(struct sd_ksyms *k, uint64_t a, unsigned flags)
{
	ssize_t i = find_index(k, a);

	if (i < 0)
		return a;
	if (flags & SD_SYM_MODONLY)
		return k->mods[k->ents[i].mod].lo;
	return k->ents[i].addr;
}

/* ------------------------------------------------------------------ */
/* user                                                                */

/* A module's user data: the path its file is reached by from here (a
 * container's file, one over-mounted or deleted: sym/maps.h's
 * /proc/PID/root/..., else /proc/PID/map_files/...), NULL for its own name;
 * and its object: index + 1 in u->objs, NO_OBJ when its file could not be
 * identified (the vDSO, a deleted file: libdwfl looks its symbols up
 * itself), 0 before it is looked at. */
struct umod {
	const char *path;
	uintptr_t obj;
};

#define NO_OBJ UINTPTR_MAX

/* A mapping of a file, as /proc/PID/maps lists it (option noresolve
 * prints an address as the file's name and the offset into it). */
struct useg {
	uint64_t lo, hi;
	char *path;
};

/* A process's modules' user data, and the maps their paths point into. */
struct pmods {
	struct sd_maps maps;
	struct umod *v;
	size_t n, next;
	struct useg *segs;	/* its mappings of files, in address order */
	size_t nsegs;
};

static void pmods_free(struct pmods *pm)
{
	sd_maps_free(&pm->maps);
	free(pm->v);
	for (size_t i = 0; i < pm->nsegs; i++)
		free(pm->segs[i].path);
	free(pm->segs);
}

/* The process's mappings of files, read with its modules, so that
 * noresolve names addresses after the process has exited too. */
static void read_segs(int pid, struct pmods *pm)
{
	char path[64], *line = NULL;
	size_t cap = 0, n = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/maps", pid);
	f = fopen(path, "re");
	while (f && getline(&line, &cap, f) > 0) {
		unsigned long long lo, hi;
		int off = 0;

		if (sscanf(line, "%llx-%llx %*s %*s %*s %*s %n", &lo, &hi, &off) < 2 ||
		    off <= 0 || line[off] != '/')
			continue;
		line[strcspn(line, "\n")] = '\0';
		if (pm->nsegs == n) {
			n = n ? 2 * n : 32;
			pm->segs = sd_xrealloc(pm->segs, n * sizeof(*pm->segs));
		}
		pm->segs[pm->nsegs++] = (struct useg){ lo, hi, sd_xstrdup(line + off) };
	}
	free(line);
	if (f)
		fclose(f);
}

struct uproc {
	int pid;
	uint64_t gen;		/* changes with dwfl: what the cache checks */
	int refreshes;		/* re-reports after a miss, bounded */
	Dwfl *dwfl;		/* NULL: the process was gone */
	struct pmods mods;	/* its modules' user data */
	struct sd_perfmap *jit;	/* /tmp/perf-PID.map, made on first need */
	uint64_t jit_base;	/* first address named from it: its module */
};

/* A symbolized address (an ELF symbol found through the process's dwfl,
 * whose strings live as long as it does), valid while pid's dwfl is the
 * one of generation gen. */
struct usym_hit {
	int pid;
	uint64_t gen, a;
	struct sd_usym s;
};

#define USYM_CACHE 16384	/* entries, direct-mapped: bounded memory */

/* An object file's symbols (sym/symtab.h), shared by every process that
 * maps it: the file is read once per run, not once per process. */
struct uobj {
	dev_t dev;
	ino_t ino;
	off_t size;
	struct timespec mtime;
	uint64_t span;		/* end - start of its module: a file mapped
				   otherwise (in part, as data) is another */
	struct sd_symtab *tab;	/* NULL: no symbols, no build-id */
};

struct sd_usyms {
	struct uproc *procs;	/* sorted by pid */
	size_t n, cap;
	struct uobj *objs;	/* every object file met */
	size_t nobjs;
	uint64_t gen;		/* the last generation given */
	struct usym_hit *cache;	/* USYM_CACHE, made on first use: each
				   scrape of a stack aggregation looks the
				   same frames up again */
};

#define MAX_REFRESHES 8
#define PF_EXITING 0x4	/* the kernel's task flag (include/linux/sched.h) */

static int find_elf(Dwfl_Module *m, void **user, const char *name, Dwarf_Addr base,
		    char **file, Elf **elf);

static const Dwfl_Callbacks proc_callbacks = {
	.find_elf = find_elf,
	.find_debuginfo = sd_find_debuginfo,
};

static void drop_proc(struct uproc *p)
{
	if (p->dwfl)
		dwfl_end(p->dwfl);
	pmods_free(&p->mods);
	sd_perfmap_free(p->jit);
}

struct sd_usyms *sd_usyms_new(void)
{
	struct sd_usyms *u = sd_xcalloc(1, sizeof(*u));

	return u;
}

void sd_usyms_free(struct sd_usyms *u)
{
	if (!u)
		return;
	for (size_t i = 0; i < u->n; i++)
		drop_proc(&u->procs[i]);
	free(u->procs);
	for (size_t i = 0; i < u->nobjs; i++)
		sd_symtab_free(u->objs[i].tab);
	free(u->objs);
	free(u->cache);
	free(u);
}

/* Position of pid in u->procs, or where it would be inserted. */
static size_t proc_pos(const struct sd_usyms *u, int pid)
{
	size_t lo = 0, hi = u->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (u->procs[mid].pid < pid)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static int count_module(Dwfl_Module *m, void **user, const char *name, Dwarf_Addr start,
			void *arg)
{
	((struct pmods *)arg)->n++;
	return DWARF_CB_OK;
}

/* Gives module m its user data, with the path that reaches its file when
 * the maps name one. The module keeps the process's own name. */
static int set_path(Dwfl_Module *m, void **user, const char *name, Dwarf_Addr start,
		    void *arg)
{
	struct pmods *pm = arg;
	struct umod *um = &pm->v[pm->next++];

	for (size_t i = 0; i < pm->maps.n; i++)
		if (pm->maps.v[i].name && !strcmp(pm->maps.v[i].name, name)) {
			um->path = pm->maps.v[i].path;
			break;
		}
	*user = um;
	return DWARF_CB_OK;
}

static const char *module_path(void **user, const char *name)
{
	const struct umod *um = user ? *user : NULL;

	return um && um->path ? um->path : name;
}

static int find_elf(Dwfl_Module *m, void **user, const char *name, Dwarf_Addr base,
		    char **file, Elf **elf)
{
	void *none = NULL;	/* libdwfl's own callback sees no user data of ours */

	return dwfl_linux_proc_find_elf(m, &none, module_path(user, name), base, file, elf);
}

/* The process's modules, named as it maps them, each with its user data
 * in pm (made here; freed by the caller). */
static Dwfl *report_proc(int pid, struct pmods *pm)
{
	Dwfl *d = dwfl_begin(&proc_callbacks);

	memset(pm, 0, sizeof(*pm));
	if (!d)
		return NULL;
	if (dwfl_linux_proc_report(d, pid) != 0 || dwfl_report_end(d, NULL, NULL) != 0) {
		dwfl_end(d);
		return NULL;
	}
	sd_maps_read(pid, &pm->maps);
	read_segs(pid, pm);
	dwfl_getmodules(d, count_module, pm, 0);
	pm->v = sd_xcalloc(pm->n ? pm->n : 1, sizeof(*pm->v));
	dwfl_getmodules(d, set_path, pm, 0);
	return d;
}

/* Makes room for a process at u->procs[i]. */
static struct uproc *insert_proc(struct sd_usyms *u, size_t i)
{
	if (u->n == u->cap) {
		u->cap = u->cap ? u->cap * 2 : 16;
		u->procs = sd_xrealloc(u->procs, u->cap * sizeof(*u->procs));
	}
	memmove(&u->procs[i + 1], &u->procs[i],
		(u->n - i) * sizeof(*u->procs));
	u->n++;
	return &u->procs[i];
}

static struct uproc *get_proc(struct sd_usyms *u, int pid)
{
	size_t i = proc_pos(u, pid);

	if (i < u->n && u->procs[i].pid == pid)
		return &u->procs[i];
	struct uproc *p = insert_proc(u, i);
	*p = (struct uproc){ .pid = pid, .gen = ++u->gen };
	p->dwfl = report_proc(pid, &p->mods);
	return p;
}

void sd_usyms_renew(struct sd_usyms *u, int pid)
{
	size_t i = proc_pos(u, pid);
	struct pmods pm;
	Dwfl *d = report_proc(pid, &pm);

	if (i < u->n && u->procs[i].pid == pid) {
		if (!d || !pm.n || !pm.nsegs) {	/* gone, a zombie, or exiting
						   between the two reads: keep
						   what was read */
			if (d)
				dwfl_end(d);
			pmods_free(&pm);
			return;
		}
		drop_proc(&u->procs[i]);
	} else {
		insert_proc(u, i);
	}
	u->procs[i] = (struct uproc){ .pid = pid, .gen = ++u->gen, .dwfl = d, .mods = pm };
	sd_usyms_prime(u, pid);
}

/* The object's name: its file's basename; "[vdso]" for the vDSO, which
 * libdwfl names "[vdso: PID]" (one name in every process). */
/* The object's name in output: the basename of its path, without the
 * " (deleted)" the kernel appends to a file's that is gone (a memfd's
 * "/memfd:name (deleted)"), as DTrace's libproc reads the path up to the
 * blank. Names cut so are kept for the life of the program (a few). */
static const char *base_name(const char *path)
{
	static const char *DELETED = " (deleted)";
	static char **cut;
	static size_t ncut;
	const char *s = strrchr(path, '/'), *b = s ? s + 1 : path;
	size_t n = strlen(b), dl = strlen(DELETED);

	if (!strncmp(path, "[vdso", 5))
		return "[vdso]";
	if (n <= dl || strcmp(b + n - dl, DELETED))
		return b;
	for (size_t i = 0; i < ncut; i++)
		if (!strncmp(cut[i], b, n - dl) && !cut[i][n - dl])
			return cut[i];
	cut = sd_xrealloc(cut, (ncut + 1) * sizeof(*cut));
	return cut[ncut++] = sd_xstrndup(b, n - dl);
}

/* The module of dwfl d holding a, if a lies before the end of the
 * module's last mapping (or in the vDSO): libdwfl stretches a module over
 * the mappings without a file that follow it, such as the kernel's
 * [uprobes] page, where a traced instruction is single-stepped, which
 * belongs to no object. */
static Dwfl_Module *module_at(Dwfl *d, const struct sd_maps *maps, uint64_t a)
{
	Dwfl_Module *m = dwfl_addrmodule(d, a);
	const char *name = m ? dwfl_module_info(m, NULL, NULL, NULL, NULL, NULL,
						NULL, NULL) : NULL;

	if (!m || !name || name[0] == '[')
		return m;
	for (size_t i = 0; i < maps->n; i++) {
		const struct sd_mobj *o = &maps->v[i];
		if (!strcmp(name, o->name ? o->name : o->path))
			return a < o->end ? m : NULL;
	}
	return m;
}

/* The fields of /proc/PID/stat after the command's ") " (the state
 * first), read into buf; NULL if the process is gone. */
static const char *stat_fields(int pid, char *buf, size_t size)
{
	char path[64], *p;
	size_t n = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	if ((f = fopen(path, "re"))) {
		n = fread(buf, 1, size - 1, f);
		fclose(f);
	}
	buf[n] = '\0';
	p = strrchr(buf, ')');
	return p && p[1] ? p + 2 : NULL;
}

/* Whether process pid has begun to exit (PF_EXITING in the flags of
 * /proc/PID/stat, set before its memory is released) or is gone. */
static bool proc_exiting(int pid)
{
	char buf[1024];
	const char *p = stat_fields(pid, buf, sizeof(buf));
	unsigned flags = 0;

	return !p || sscanf(p, "%*c %*d %*d %*d %*d %*d %u", &flags) != 1 ||
	       (flags & PF_EXITING);
}

/* The module holding a, re-reading the maps once after a miss (a library
 * may have been loaded since the first look). Maps read while the process
 * exits (its mappings vanish as they are read) are dropped, and the ones
 * read while it ran are kept for good, as DTrace's libproc never re-reads
 * the maps of a process that is gone (Psymtab.c's Pupdate_maps( )). */
static Dwfl_Module *find_module(struct sd_usyms *u, struct uproc *p, uint64_t a)
{
	Dwfl_Module *m = p->dwfl ? module_at(p->dwfl, &p->mods.maps, a) : NULL;

	if (m || !p->dwfl || p->refreshes >= MAX_REFRESHES)
		return m;
	p->refreshes++;
	struct pmods mods;
	Dwfl *d = report_proc(p->pid, &mods);

	if (d && proc_exiting(p->pid)) {
		dwfl_end(d);
		d = NULL;
		p->refreshes = MAX_REFRESHES;
	}
	if (!d) {
		pmods_free(&mods);
		return NULL;
	}
	dwfl_end(p->dwfl);
	pmods_free(&p->mods);
	p->dwfl = d;
	p->mods = mods;
	p->gen = ++u->gen;	/* the cached names were the old dwfl's */
	return module_at(d, &p->mods.maps, a);
}

/* A time before process pid started (seconds since the epoch, 2 early
 * for the rounding of btime and of the ticks), or 0 if unknown: field 22
 * of /proc/PID/stat (clock ticks after boot) plus btime. */
static long long proc_start(int pid)
{
	char buf[1024];
	const char *p = stat_fields(pid, buf, sizeof(buf));
	long long ticks = 0, btime = 0;
	FILE *f;

	if (!p || sscanf(p, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u "
			 "%*u %*u %*d %*d %*d %*d %*d %*d %lld", &ticks) != 1)
		return 0;
	if (!(f = fopen("/proc/stat", "re")))
		return 0;
	while (fgets(buf, sizeof(buf), f) && sscanf(buf, "btime %lld", &btime) != 1)
		;
	fclose(f);
	return btime ? btime + ticks / sysconf(_SC_CLK_TCK) - 2 : 0;
}

/* The process's perf map, made on first need. A map last written before
 * the process started is another's that had the same pid, and is not
 * read. */
static struct sd_perfmap *jit_map(struct uproc *p)
{
	if (!p->jit)
		p->jit = sd_perfmap_of(p->pid, proc_start(p->pid));
	return p->jit;
}

/* a from the process's perf map: 0 (out filled), or -ENOENT. The module
 * of every JIT frame is the map file's name; its start is the first
 * address the map named, so umod() keys stay one per process. */
static int jit_lookup(struct uproc *p, uint64_t a, struct sd_usym *out)
{
	uint64_t start;
	const char *name;

	if (sd_perfmap_lookup(jit_map(p), a, &start, &name) < 0)
		return -ENOENT;
	if (!p->jit_base)
		p->jit_base = start;
	*out = (struct sd_usym){ .addr = start, .name = name,
				 .obj = sd_perfmap_name(p->jit),
				 .map_start = p->jit_base };
	return 0;
}

static struct usym_hit *cache_slot(struct sd_usyms *u, int pid, uint64_t a)
{
	uint64_t h = (a ^ (uint64_t)pid * 0x9e3779b97f4a7c15ULL) * 0xff51afd7ed558ccdULL;

	if (!u->cache)
		u->cache = sd_xcalloc(USYM_CACHE, sizeof(*u->cache));
	return &u->cache[(h >> 32) % USYM_CACHE];
}

static int lookup_uncached(struct sd_usyms *u, struct uproc *p, uint64_t a,
			   struct sd_usym *out);

/* An ELF symbol first; else the perf map (JIT code lives in anonymous
 * mappings, and names code in a module without symbols); else the module
 * alone. ELF symbols are cached (JIT names change with the map). */
int sd_usyms_lookup(struct sd_usyms *u, int pid, uint64_t a,
		    struct sd_usym *out)
{
	struct uproc *p = get_proc(u, pid);
	struct usym_hit *h = cache_slot(u, pid, a);

	if (h->gen && h->pid == pid && h->gen == p->gen && h->a == a) {
		*out = h->s;
		return 0;
	}
	int rc = lookup_uncached(u, p, a, out);
	if (rc == 2) {
		*h = (struct usym_hit){ .pid = pid, .gen = p->gen, .a = a, .s = *out };
		rc = 0;
	}
	return rc;
}

static bool same_file(const struct uobj *o, const struct stat *st, uint64_t span)
{
	return o->span == span && o->dev == st->st_dev && o->ino == st->st_ino && o->size == st->st_size &&
	       o->mtime.tv_sec == st->st_mtim.tv_sec && o->mtime.tv_nsec == st->st_mtim.tv_nsec;
}

/* The object of module m (named name, starting at start), found among
 * those met by its file's identity, else read now; NULL when the file
 * cannot be identified. Kept in the module's user data. */
static struct uobj *module_obj(struct sd_usyms *u, Dwfl_Module *m, void **user,
			       const char *name, uint64_t start)
{
	struct umod *um = user ? *user : NULL;
	const char *path = module_path(user, name);
	Dwarf_Addr lo = 0, hi = 0;
	struct stat st;
	size_t i;

	if (!um)
		return NULL;
	if (um->obj)
		return um->obj == NO_OBJ ? NULL : &u->objs[um->obj - 1];
	if (!path || path[0] != '/' || stat(path, &st) < 0) {
		um->obj = NO_OBJ;
		return NULL;
	}
	dwfl_module_info(m, NULL, &lo, &hi, NULL, NULL, NULL, NULL);
	for (i = 0; i < u->nobjs && !same_file(&u->objs[i], &st, hi - lo); i++)
		;
	if (i == u->nobjs) {
		u->objs = sd_xrealloc(u->objs, (i + 1) * sizeof(*u->objs));
		u->objs[i] = (struct uobj){ .dev = st.st_dev, .ino = st.st_ino,
					    .size = st.st_size, .mtime = st.st_mtim, .span = hi - lo,
					    .tab = sd_symtab_of_module(m, start) };
		u->nobjs++;
	}
	um->obj = i + 1;
	return &u->objs[i];
}

/* a in module m through libdwfl alone (an object not identified): 2 when
 * an ELF symbol named it. */
static int module_lookup_dwfl(Dwfl_Module *m, uint64_t a, struct sd_usym *out)
{
	const unsigned char *bid;
	Dwarf_Addr bid_vaddr;
	GElf_Off off = 0;
	GElf_Sym sym;
	int nbid = dwfl_module_build_id(m, &bid, &bid_vaddr);

	if (nbid > 0) {
		out->build_id = bid;
		out->build_id_len = nbid;
	}
	out->name = dwfl_module_addrinfo(m, a, &off, &sym, NULL, NULL, NULL);
	if (!out->name)
		return 0;
	out->addr = a - off;
	return 2;
}

/* a in module m: its object and, when a symbol names it, the symbol; 2
 * then. */
static int module_lookup(struct sd_usyms *u, Dwfl_Module *m, uint64_t a, struct sd_usym *out)
{
	Dwarf_Addr start = 0, end = 0;
	void **user = NULL;
	const char *mname = dwfl_module_info(m, &user, &start, &end, NULL, NULL, NULL, NULL);
	struct uobj *o = module_obj(u, m, user, mname, start);
	uint64_t soff;

	out->obj = base_name(mname ? mname : "?");
	out->path = mname;
	out->map_start = start;
	out->map_end = end;
	if (!o)
		return module_lookup_dwfl(m, a, out);
	if (!o->tab)
		return 0;
	out->build_id = sd_symtab_build_id(o->tab, &out->build_id_len);
	out->name = sd_symtab_lookup(o->tab, a - start, &soff);
	if (!out->name)
		return 0;
	out->addr = start + soff;
	return 2;
}

/* sd_usyms_lookup() without the cache: 2 when an ELF symbol named a. */
static int lookup_uncached(struct sd_usyms *u, struct uproc *p, uint64_t a,
			   struct sd_usym *out)
{
	Dwfl_Module *m = p->dwfl ? find_module(u, p, a) : NULL;

	memset(out, 0, sizeof(*out));
	if (m && module_lookup(u, m, a, out) == 2)
		return 2;
	if (jit_lookup(p, a, out) == 0)
		return 0;
	return out->obj ? 0 : -ENOENT;
}

static const struct useg *seg_at(const struct pmods *pm, uint64_t a)
{
	for (size_t i = 0; i < pm->nsegs; i++)
		if (a >= pm->segs[i].lo && a < pm->segs[i].hi)
			return &pm->segs[i];
	return NULL;
}

/* noresolve: "object:0xoffset", the offset into the mapping that holds
 * a (as DTrace's dt_Paddr_to_map), or 0xaddr outside any mapped file. */
static void format_noresolve(struct sd_usyms *u, int pid, uint64_t a, struct sd_buf *out)
{
	struct uproc *p = pid > 0 ? get_proc(u, pid) : NULL;
	const struct useg *g = p ? seg_at(&p->mods, a) : NULL;

	if (p && !g && find_module(u, p, a))	/* re-read after a miss */
		g = seg_at(&p->mods, a);
	if (g)
		sd_buf_addf(out, "%s:0x%llx", base_name(g->path),
			    (unsigned long long)(a - g->lo));
	else
		sd_sym_addr_text(a, out);
}

/* libstdc++'s demangler, looked up once at run time (sonda does not link
 * C++); NULL if the library is not installed. */
static sd_demangle_fn demangler(void)
{
	struct sd_rt_ctx *r = sd_rt_ctx();
	void *h;

	if (r->demangler_tried)
		return r->demangler;
	r->demangler_tried = true;
	h = dlopen("libstdc++.so.6", RTLD_LAZY | RTLD_LOCAL);
	if (h)
		*(void **)&r->demangler = dlsym(h, "__cxa_demangle");
	return r->demangler;
}

/* Appends a symbol name, demangled when asked and it is a C++ (Itanium
 * ABI) one: DTrace's libproc never demangles, so its stacks and symbols
 * show the mangled name (ucxx`_ZNK2ns5Shape4areaEl). */
static void add_name(struct sd_buf *out, const char *name, bool demangle)
{
	sd_demangle_fn fn = !demangle || strncmp(name, "_Z", 2) ? NULL : demangler();
	int status = -1;
	char *d = fn ? fn(name, NULL, NULL, &status) : NULL;

	sd_buf_addstr(out, d && status == 0 ? d : name);
	free(d);
}

static int prime_module(Dwfl_Module *m, void **user, const char *name,
			Dwarf_Addr start, void *arg)
{
	if (!module_obj(arg, m, user, name, start))
		(void)dwfl_module_getsymtab(m);
	return DWARF_CB_OK;
}

void sd_usyms_prime(struct sd_usyms *u, int pid)
{
	struct uproc *p = get_proc(u, pid);

	/* every module's ELF file and symbol table, opened now while they
	 * can still be found through /proc/PID; the perf map as it is now */
	if (p->dwfl)
		dwfl_getmodules(p->dwfl, prime_module, u, 0);
	sd_perfmap_refresh(jit_map(p));
}

void sd_usyms_format(struct sd_usyms *u, int pid, uint64_t a, unsigned flags,
		     struct sd_buf *out)
{
	struct sd_usym s;

	if (flags & SD_SYM_NORESOLVE) {
		/* usym( ): the symbol's start, as DTrace's dt_print_usym */
		if ((flags & SD_SYM_NOOFF) && pid > 0 && sd_usyms_lookup(u, pid, a, &s) >= 0 &&
		    s.name)
			a = s.addr;
		format_noresolve(u, pid, a, out);
		return;
	}
	if (pid <= 0 || sd_usyms_lookup(u, pid, a, &s) < 0) {
		sd_sym_addr_text(a, out);
		return;
	}
	sd_buf_addstr(out, s.obj);
	if (flags & SD_SYM_MODONLY)
		return;
	if (!s.name) {
		sd_buf_addf(out, "`0x%llx", (unsigned long long)a);
		return;
	}
	sd_buf_addch(out, '`');
	add_name(out, s.name, flags & SD_SYM_DEMANGLE);
	if (a > s.addr && !(flags & SD_SYM_NOOFF))
		sd_buf_addf(out, "+0x%llx", (unsigned long long)(a - s.addr));
}

uint64_t sd_usyms_start(struct sd_usyms *u, int pid, uint64_t a,
			unsigned flags)
{
	struct sd_usym s;

	if (pid <= 0 || sd_usyms_lookup(u, pid, a, &s) < 0)
		return a;
	if (flags & SD_SYM_MODONLY) {
		/* dt_aggregate_umod( ): the start of the mapping (one line of
		 * /proc/PID/maps) that holds a, not of its object */
		struct uproc *p = get_proc(u, pid);
		const struct useg *g = p ? seg_at(&p->mods, a) : NULL;

		return g ? g->lo : s.map_start;
	}
	return s.name ? s.addr : a;
}

/* ------------------------------------------------------------------ */
/* the symbolizer                                                      */

static void cb_kernel(void *ctx, uint64_t a, unsigned flags,
		      struct sd_buf *out)
{
	sd_ksyms_format(((struct sd_syms *)ctx)->k, a, flags, out);
}

static void cb_user(void *ctx, int pid, uint64_t a, unsigned flags,
		    struct sd_buf *out)
{
	sd_usyms_format(((struct sd_syms *)ctx)->u, pid, a, flags, out);
}

static uint64_t cb_kernel_start(void *ctx, uint64_t a, unsigned flags)
{
	return sd_ksyms_start(((struct sd_syms *)ctx)->k, a, flags);
}

static uint64_t cb_user_start(void *ctx, int pid, uint64_t a, unsigned flags)
{
	return sd_usyms_start(((struct sd_syms *)ctx)->u, pid, a, flags);
}

void sd_syms_init(struct sd_syms *s, const char *kallsyms_path)
{
	s->k = sd_ksyms_new(kallsyms_path);
	s->u = sd_usyms_new();
}

void sd_syms_release(struct sd_syms *s)
{
	sd_ksyms_free(s->k);
	sd_usyms_free(s->u);
	s->k = NULL;
	s->u = NULL;
}

struct sd_symbolizer sd_syms_symbolizer(struct sd_syms *s)
{
	return (struct sd_symbolizer){
		.kernel = cb_kernel,
		.user = cb_user,
		.kernel_start = cb_kernel_start,
		.user_start = cb_user_start,
		.ctx = s,
	};
}
