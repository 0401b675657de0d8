/* uprobe.c - shared state and attaching for the pid and USDT providers.
 *
 * The state hangs off the probe table (tab->pstate of the pid provider):
 * the processes seen so far with their mapped objects, one sd_elf per
 * file path (shared by every process mapping it), and a hash set of the
 * probes created, so that a description matched twice adds nothing. */
#include "uprobe.h"
#include "ctx.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <sys/syscall.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../kern/bpf.h"
#include "../kern/x86len.h"
#include "../asm/insn.h"
#include "../base/regs.h"
#include "../base/xalloc.h"
#include "../sym/cfi.h"
#include "../sym/dwarf.h"
#include "../sym/later.h"

#define KERN_ENOTSUPP	524	/* the kernel's "operation not supported" */

struct elf_ent {
	char *path;
	struct sd_elf *elf;	/* NULL: unreadable */
	struct sd_dwarf *dw;	/* NULL: not looked for, or none */
	bool dw_tried;
	struct sd_cfi *cfi;	/* NULL: not built yet, or none */
	bool cfi_tried;
	bool shared;		/* elf is an earlier entry's (same build-id) */
	uint8_t bid[64];	/* build-id; bidlen 0: none */
	int bidlen;
};

/* An open-addressed table of probes; cap is 0 or a power of 2. */
struct ptab {
	struct sd_probe **v;
	size_t n, cap;
};

struct sd_ustate {
	struct sd_uproc **procs;
	size_t nprocs;
	struct elf_ent *elfs;
	size_t nelfs;
	struct ptab set;	/* every probe, by its four names */
	struct ptab sites;	/* pid probes by site, the first made at each */
	char **sdt_files;	/* sd_ustate_sdt_files(), once scanned */
	size_t nsdt;
	bool sdt_scanned;
};

static size_t slot(void)
{
	return (size_t)sd_provider_index(&sd_prov_pid);
}

struct sd_ustate *sd_ustate_get(struct sd_probe_tab *tab)
{
	struct sd_ustate *s = tab->pstate[slot()];

	if (!s) {
		s = sd_xcalloc(1, sizeof(*s));
		tab->pstate[slot()] = s;
	}
	return s;
}

void sd_ustate_free(struct sd_probe_tab *tab)
{
	struct sd_ustate *s = tab->pstate[slot()];

	if (!s)
		return;
	for (size_t i = 0; i < s->nprocs; i++) {
		sd_maps_free(&s->procs[i]->maps);
		free(s->procs[i]->elfs);
		free(s->procs[i]);
	}
	for (size_t i = 0; i < s->nelfs; i++) {
		free(s->elfs[i].path);
		if (!s->elfs[i].shared)
			sd_elf_free(s->elfs[i].elf);
		sd_dwarf_free(s->elfs[i].dw);
		if (s->elfs[i].cfi)
			sd_cfi_release(s->elfs[i].cfi);
		free(s->elfs[i].cfi);
	}
	for (size_t i = 0; i < s->nsdt; i++)
		free(s->sdt_files[i]);
	free(s->sdt_files);
	free(s->procs);
	free(s->elfs);
	free(s->set.v);
	free(s->sites.v);
	free(s);
	tab->pstate[slot()] = NULL;
}

int sd_uproc_get(struct sd_probe_tab *tab, pid_t pid, struct sd_uproc **out)
{
	struct sd_ustate *s = sd_ustate_get(tab);
	struct sd_uproc *up;
	int err;

	for (size_t i = 0; i < s->nprocs; i++) {
		if (s->procs[i]->pid == pid) {
			*out = s->procs[i];
			return 0;
		}
	}
	up = sd_xcalloc(1, sizeof(*up));
	up->pid = pid;
	err = sd_maps_read(pid, &up->maps);
	if (err) {
		free(up);
		return err;
	}
	up->elfs = sd_xcalloc(up->maps.n + 1, sizeof(*up->elfs));
	s->procs = sd_xrealloc(s->procs, (s->nprocs + 1) * sizeof(*s->procs));
	s->procs[s->nprocs++] = up;
	*out = up;
	return 0;
}

void sd_uproc_forget(struct sd_probe_tab *tab, pid_t pid)
{
	struct sd_ustate *s = sd_ustate_get(tab);

	for (size_t i = 0; i < s->nprocs; i++) {
		if (s->procs[i]->pid != pid)
			continue;
		sd_maps_free(&s->procs[i]->maps);
		free(s->procs[i]->elfs);
		free(s->procs[i]);
		s->procs[i] = s->procs[--s->nprocs];
		return;
	}
}

/* A new entry for path: its ELF data is that of an earlier entry with the
 * same build-id (the same program at another path: each container's copy
 * of libc), else read now. */
static struct elf_ent *ent_add(struct sd_ustate *s, const char *path)
{
	struct elf_ent e = { .path = sd_xstrdup(path) };

	e.bidlen = sd_elf_build_id(path, e.bid, sizeof(e.bid));
	for (size_t i = 0; e.bidlen > 0 && i < s->nelfs && !e.elf; i++)
		if (s->elfs[i].elf && s->elfs[i].bidlen == e.bidlen &&
		    !memcmp(s->elfs[i].bid, e.bid, (size_t)e.bidlen)) {
			e.elf = s->elfs[i].elf;
			e.shared = true;
		}
	if (!e.elf)
		e.elf = sd_elf_open(path);
	s->elfs = sd_xrealloc(s->elfs, (s->nelfs + 1) * sizeof(*s->elfs));
	s->elfs[s->nelfs] = e;
	return &s->elfs[s->nelfs++];
}

static struct elf_ent *ent_by_path(struct sd_ustate *s, const char *path)
{
	for (size_t i = 0; i < s->nelfs; i++)
		if (!strcmp(s->elfs[i].path, path))
			return &s->elfs[i];
	return ent_add(s, path);
}

static struct sd_elf *elf_by_path(struct sd_ustate *s, const char *path)
{
	return ent_by_path(s, path)->elf;
}

struct sd_dwarf *sd_ustate_dwarf(struct sd_probe_tab *tab, const char *path)
{
	struct elf_ent *e = ent_by_path(sd_ustate_get(tab), path);

	if (!e->dw_tried) {
		e->dw_tried = true;
		e->dw = sd_dwarf_open(path);
	}
	return e->dw;
}

const struct sd_cfi *sd_ustate_cfi(struct sd_probe_tab *tab, const char *path)
{
	struct elf_ent *e = ent_by_path(sd_ustate_get(tab), path);

	if (!e->cfi_tried) {
		e->cfi_tried = true;
		e->cfi = sd_xcalloc(1, sizeof(*e->cfi));
		if (sd_cfi_build(path, NULL, e->cfi) < 0) {
			sd_cfi_release(e->cfi);
			free(e->cfi);
			e->cfi = NULL;
		}
	}
	return e->cfi;
}

struct sd_elf *sd_ustate_elf(struct sd_probe_tab *tab, const char *path)
{
	return elf_by_path(sd_ustate_get(tab), path);
}

struct sd_elf *sd_uproc_elf(struct sd_probe_tab *tab, struct sd_uproc *up,
			    size_t i)
{
	if (!up->elfs[i])
		up->elfs[i] = elf_by_path(sd_ustate_get(tab), up->maps.v[i].path);
	return up->elfs[i];
}

/* ---- the files later processes would run ---- */

static bool any_prov(const char *prov, void *ctx)
{
	return true;
}

static void add_sdt_file(const char *path, void *ctx)
{
	struct sd_ustate *s = ctx;
	char real[PATH_MAX];

	if (!sd_sdt_has_prov(path, any_prov, NULL) || !realpath(path, real))
		return;
	s->sdt_files = sd_xrealloc(s->sdt_files, (s->nsdt + 1) * sizeof(*s->sdt_files));
	s->sdt_files[s->nsdt++] = sd_xstrdup(real);
}

char *const *sd_ustate_sdt_files(struct sd_probe_tab *tab, size_t *n)
{
	struct sd_ustate *s = sd_ustate_get(tab);

	if (!s->sdt_scanned) {
		s->sdt_scanned = true;
		sd_later_objects(getenv("PATH"), NULL, add_sdt_file, s);
	}
	*n = s->nsdt;
	return s->sdt_files;
}

/* ---- the probe set ---- */

static uint64_t hash_str(uint64_t h, const char *s)
{
	for (; *s; s++)
		h = (h ^ (uint8_t)*s) * 0x100000001b3ULL;
	return (h ^ 0xff) * 0x100000001b3ULL;
}

static uint64_t hash4(const char *a, const char *b, const char *c, const char *d)
{
	return hash_str(hash_str(hash_str(hash_str(0xcbf29ce484222325ULL, a), b), c), d);
}

static bool same(const struct sd_probe *p, const char *prov, const char *mod,
		 const char *func, const char *name)
{
	return !strcmp(p->prov, prov) && !strcmp(p->mod, mod) &&
	       !strcmp(p->func, func) && !strcmp(p->name, name);
}

static uint64_t names_hash(const struct sd_probe *p)
{
	return hash4(p->prov, p->mod, p->func, p->name);
}

/* Puts p in t (growing it past half full) unless a probe same( ) as p is
 * there; same NULL takes every probe. Returns that probe, or p. */
static struct sd_probe *ptab_put(struct ptab *t, struct sd_probe *p,
				 uint64_t (*hash)(const struct sd_probe *),
				 bool (*same)(const struct sd_probe *, const struct sd_probe *))
{
	size_t i;

	if (2 * (t->n + 1) > t->cap) {
		struct ptab old = *t;

		t->cap = old.cap ? old.cap * 2 : 1024;
		t->v = sd_xcalloc(t->cap, sizeof(*t->v));
		t->n = 0;
		for (i = 0; i < old.cap; i++)
			if (old.v[i])
				ptab_put(t, old.v[i], hash, NULL);
		free(old.v);
	}
	for (i = hash(p) & (t->cap - 1); t->v[i]; i = (i + 1) & (t->cap - 1))
		if (same && same(t->v[i], p))
			return t->v[i];
	t->v[i] = p;
	t->n++;
	return p;
}

bool sd_ustate_has(struct sd_probe_tab *tab, const char *prov, const char *mod,
		   const char *func, const char *name)
{
	struct sd_ustate *s = sd_ustate_get(tab);
	size_t i;

	if (!s->set.cap)
		return false;
	i = hash4(prov, mod, func, name) & (s->set.cap - 1);
	for (; s->set.v[i]; i = (i + 1) & (s->set.cap - 1))
		if (same(s->set.v[i], prov, mod, func, name))
			return true;
	return false;
}

/* Whether the kernel will likely refuse a site of u (kern/x86len.h): such
 * probes get links of their own, so that one refusal does not fail the
 * link of thousands. The code is read where e maps its file. */
static bool refused(struct sd_elf *e, const struct sd_uprobe *u)
{
	for (size_t i = 0; e && i < u->noffs; i++) {
		const uint8_t *code;
		size_t n = sd_elf_bytes(e, u->offs[i], 16, &code);
		if (n && sd_x86_uprobe_refuses(code, n))
			return true;
	}
	return false;
}

/* DTrace for Linux makes one uprobe per site (process, object, address,
 * return or not) and, for the process that hits it, runs the clauses of
 * only the first pid probe made there (dt_prov_uprobe.c: trampoline( )
 * jumps to the exit after that probe's clauses, enabled or not): a pid
 * probe made later at a taken site (foo:0 after foo:entry, -:ADDR after
 * foo:OFF) is enabled but never fires, so it is not attached. */
static uint64_t site_hash(const struct sd_probe *p)
{
	const struct sd_uprobe *u = p->priv;

	return hash_str((uint64_t)u->pid * 31 + u->offs[0] * 2 + u->ret, u->path);
}

static bool same_site(const struct sd_probe *p, const struct sd_probe *q)
{
	const struct sd_uprobe *u = p->priv, *v = q->priv;

	return u->pid == v->pid && u->ret == v->ret && u->offs[0] == v->offs[0] &&
	       !strcmp(u->path, v->path);
}

/* ---- DTrace's underlying probes ---- */

/* DTrace for Linux puts each site of a pid or USDT probe on an underlying
 * probe of its provider uprobe (uprobe__is_enabled for a USDT is-enabled
 * site), made when the first pid or USDT probe there is (dt_prov_uprobe.c:
 * create_underlying( ), called by provide_probe( ) before it makes the
 * overlying probe): uprobe:DEV_INO:FUNC:OFF, the object's device and
 * inode in hex (libproc's makedev( ) of /proc/PID/maps), the function the
 * description named, and the site's offset from the object's first
 * mapping in hex, or "return". Being probes, they take IDs (a new pid
 * probe's ID is 2 past the last), are listed (-l -P uprobe) and match
 * descriptions; enabled, their own clauses never run (trampoline( ) runs
 * the overlying probes' only), so sonda attaches nothing for them. One
 * site is one probe whatever the process (the key has no PID). */
static int under_args(const struct sd_probe *p, struct sd_probe_args *a)
{
	memset(a, 0, sizeof(*a));
	a->ctx = SD_CTX_UPROBE;
	a->attach_type = (uint32_t)sd_uprobe_attach_type();
	a->nargs = SD_MAX_ARGS;
	return 0;
}

static int under_attach(const struct sd_probe *p, int prog_fd, struct sd_attach *at)
{
	return 0;
}

const struct sd_provider sd_prov_uprobe = {
	.name = "uprobe",
	.args = under_args,
	.attach = under_attach,
	.attr = &sd_pattr_uprobe,
};

const struct sd_provider sd_prov_uprobe_en = {
	.name = "uprobe__is_enabled",
	.args = under_args,
	.attach = under_attach,
	.attr = &sd_pattr_uprobe,
};

/* A link-time address as DTrace names its site: from the start of the
 * object's first mapping (pid_probespec_t's pps_off, from libproc's
 * first_segment), the page the first PT_LOAD starts in. */
static uint64_t site_name_off(const struct sd_elf *e, uint64_t vaddr)
{
	return e && e->nsegs ? vaddr - (e->segs[0].vaddr & ~0xfffULL) : vaddr;
}

/* The link-time address of file offset off, or off itself. */
static uint64_t off_vaddr(const struct sd_elf *e, uint64_t off)
{
	for (size_t i = 0; e && i < e->nsegs; i++)
		if (off >= e->segs[i].off && off - e->segs[i].off < e->segs[i].filesz)
			return e->segs[i].vaddr + (off - e->segs[i].off);
	return off;
}

static void under_add(struct sd_probe_tab *tab, const struct sd_provider *prov,
		      const struct sd_uprobe *u, const char *func, const char *name)
{
	char mod[40];

	snprintf(mod, sizeof(mod), "%lx_%lx", (unsigned long)u->dev, (unsigned long)u->ino);
	if (!sd_ustate_has(tab, prov->name, mod, func, name))
		ptab_put(&sd_ustate_get(tab)->set,
			 sd_probe_tab_add(tab, prov, mod, func, name, NULL), names_hash, NULL);
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/* The sites of u in DTrace's order, named as its underlying probes are:
 * a return probe's "return"; a USDT probe's sites by address, then its
 * is-enabled sites by address (dtprobed's emit_probe( )), which go on
 * uprobe__is_enabled (*nreg: how many come before those). Returns their
 * number; names is malloc'd. */
static size_t under_names(struct sd_probe_tab *tab, const struct sd_uprobe *u,
			  char (**names)[20], size_t *nreg)
{
	const struct sd_elf *e = sd_ustate_elf(tab, u->path);
	size_t n = u->noffs + u->nen;
	uint64_t *v = sd_xcalloc(n + 1, sizeof(*v));

	*names = sd_xcalloc(n + 1, sizeof(**names));
	for (size_t i = 0; i < u->noffs; i++)
		v[i] = site_name_off(e, off_vaddr(e, u->offs[i]));
	for (size_t i = 0; i < u->nen; i++)
		v[u->noffs + i] = site_name_off(e, u->en_vaddrs[i]);
	qsort(v, u->noffs, sizeof(*v), cmp_u64);
	qsort(v + u->noffs, u->nen, sizeof(*v), cmp_u64);
	for (size_t i = 0; i < n; i++)
		snprintf((*names)[i], sizeof(**names), "%lx", (unsigned long)v[i]);
	if (u->ret && n)
		strcpy((*names)[0], "return");
	*nreg = u->noffs;
	free(v);
	return n;
}

/* Adds the underlying probes of u's sites from..to (see under_names). */
static void under_range(struct sd_probe_tab *tab, const struct sd_uprobe *u,
			const char *func, char (*names)[20], size_t nreg,
			size_t from, size_t to)
{
	for (size_t i = from; i < to; i++)
		under_add(tab, i < nreg ? &sd_prov_uprobe : &sd_prov_uprobe_en, u, func,
			  names[i]);
}

struct sd_probe *sd_uprobe_add(struct sd_probe_tab *tab,
			       const struct sd_provider *provider,
			       const char *prov, const char *mod,
			       const char *func, const char *name,
			       const struct sd_uprobe *u)
{
	struct sd_uprobe *c = sd_arena_alloc(&tab->arena, sizeof(*c));
	char (*names)[20] = NULL;
	size_t nnames = 0, nreg = 0;
	struct sd_probe *p;

	*c = *u;
	c->path = sd_arena_strdup(&tab->arena, u->path);
	c->offs = sd_arena_alloc(&tab->arena, (u->noffs + 1) * sizeof(*c->offs));
	memcpy(c->offs, u->offs, u->noffs * sizeof(*c->offs));
	if (u->nuargs) {
		c->uargs = sd_arena_alloc(&tab->arena, (size_t)u->nuargs * sizeof(*c->uargs));
		memcpy(c->uargs, u->uargs, (size_t)u->nuargs * sizeof(*c->uargs));
	}
	c->refused = refused(sd_ustate_elf(tab, c->path), c);
	c->en_vaddrs = NULL;
	c->nen = 0;
	if (u->pid && !u->unloaded && (u->dev || u->ino))
		nnames = under_names(tab, u, &names, &nreg);
	under_range(tab, u, func, names, nreg, 0, nnames ? 1 : 0);
	p = sd_probe_tab_add(tab, provider, mod, func, name, c);
	p->prov = sd_arena_strdup(&tab->arena, prov);
	p->unloaded = u->unloaded;
	ptab_put(&sd_ustate_get(tab)->set, p, names_hash, NULL);
	under_range(tab, u, func, names, nreg, 1, nnames);
	free(names);
	if (provider == &sd_prov_pid && c->noffs && !c->shadowed)
		c->shadowed = ptab_put(&sd_ustate_get(tab)->sites, p, site_hash, same_site) != p;
	return p;
}

bool sd_uprobe_mod_alias(const struct sd_probe *p, const char *pattern)
{
	const struct sd_uprobe *u = p->priv;

	return sd_modname_match(p->mod, u->is_exe, pattern);
}

bool sd_uprov_split(const char *prov, char *name, size_t size, pid_t *pid)
{
	size_t n = strlen(prov), k = n;
	long v = 0;

	while (k > 0 && prov[k - 1] >= '0' && prov[k - 1] <= '9')
		k--;
	if (k == 0 || k == n || n - k > 9 || k >= size)
		return false;
	for (size_t i = k; i < n; i++)
		v = v * 10 + (prov[i] - '0');
	if (v <= 0)
		return false;
	memcpy(name, prov, k);
	name[k] = '\0';
	*pid = (pid_t)v;
	return true;
}

/* ---- attaching ---- */

/* An integer from a sysfs file such as the PMU's type; -errno if none. */
static long sysfs_long(const char *path, const char *fmt)
{
	FILE *f = fopen(path, "re");
	long v = -1;

	if (!f)
		return -errno;
	if (fscanf(f, fmt, &v) != 1)
		v = -EINVAL;
	fclose(f);
	return v;
}

/* The uprobe PMU's perf_event_attr for u (type, retprobe bit,
 * ref_ctr_offset, path); 0 or -ENOTSUP. */
static int uprobe_attr(const struct sd_uprobe *u, struct perf_event_attr *pa)
{
	struct sd_prov_ctx *pc = sd_prov_ctx();
	long type, retbit;

	if (pc->uprobe_type == -2) {
		pc->uprobe_type = sysfs_long("/sys/bus/event_source/devices/uprobe/type",
					     "%ld");
		pc->uprobe_retbit = sysfs_long(
			"/sys/bus/event_source/devices/uprobe/format/retprobe", "config:%ld");
	}
	type = pc->uprobe_type;
	retbit = pc->uprobe_retbit;
	if (type < 0 || (u->ret && retbit < 0))
		return -ENOTSUP;
	memset(pa, 0, sizeof(*pa));
	pa->sample_period = 1;
	pa->type = (uint32_t)type;
	pa->config = (u->ret ? 1ULL << retbit : 0) | u->ref_ctr << 32;
	pa->config1 = (uint64_t)(uintptr_t)u->path;
	return 0;
}

/* BPF_TRACE_UPROBE_MULTI (Linux 6.6), newer than the system's headers. */
#define UPROBE_MULTI_TYPE	48
#define UPROBE_MULTI_RETURN	1u

/* BPF_LINK_CREATE's attributes for a uprobe_multi link. */
struct umulti_attr {
	uint32_t prog_fd, target_fd, attach_type, flags;
	uint64_t path, offsets, ref_ctr_offsets, cookies;
	uint32_t cnt, uflags, pid, pad;
};

int sd_uprobe_attach_type(void)
{
	int *type = &sd_prov_ctx()->umulti_type;
	struct bpf_insn insns[] = { MOV64_IMM(R0, 0), EXIT_INSN() };
	struct sd_bpf_attach_to to = { .attach_type = UPROBE_MULTI_TYPE };
	int fd;

	if (*type >= 0)
		return *type;
	fd = sd_bpf_prog_load_to(BPF_PROG_TYPE_KPROBE, &to, insns, 2, "sonda_probe", NULL);
	*type = fd >= 0 ? UPROBE_MULTI_TYPE : 0;
	if (fd >= 0)
		close(fd);
	return *type;
}

/* The outcome of opening fd for p: fd itself, 0 when it may be skipped,
 * or -errno (logged). */
static int attach_result(const struct sd_probe *p, const struct sd_uprobe *u,
			 uint64_t off, int fd)
{
	if (fd >= 0)
		return fd;
	if (fd == -ESRCH)
		return 0;	/* a process that is gone has nothing to trace */
	if (fd == -ENOENT && u->pid && !strncmp(u->path, "/proc/", 6)) {
		/* a container's file, reached through the process: the process
		   is going (its namespaces torn down first) or has hidden it */
		if (!access(u->path, F_OK))	/* we see it, the kernel did not */
			sd_prov_warn("%s: skipping '%s:%s:%s': the kernel could not "
				     "open %s", p->prov, p->mod, p->func, p->name, u->path);
		return 0;
	}
	if (fd == -KERN_ENOTSUPP) {
		/* an instruction uprobes cannot handle (a VEX-encoded one):
		 * DTrace's dt_bpf_load_progs( ) reports the probe and goes on */
		sd_prov_warn("Failed to enable %s:%s:%s:%s", p->prov, p->mod, p->func,
			     p->name);
		return 0;
	}
	if (u->optional && fd != -EPERM && fd != -ENOMEM) {
		sd_prov_warn("%s: skipping '%s:%s:%s': %s", p->prov, p->mod, p->func,
			     p->name, strerror(-fd));
		return 0;
	}
	sd_prov_warn("%s: cannot attach to '%s:%s:%s' (%s at 0x%llx): %s", p->prov,
		     p->mod, p->func, p->name, u->path, (unsigned long long)off,
		     strerror(-fd));
	return fd;
}

/* Opens one site with a perf event; the fd, 0 for a site skipped, or
 * -errno (logged). */
static int attach_site(const struct sd_probe *p, const struct sd_uprobe *u,
		       int prog_fd, uint64_t off)
{
	struct perf_event_attr pa;
	int fd = uprobe_attr(u, &pa);

	if (fd < 0) {
		sd_prov_warn("%s: the kernel has no uprobe PMU (CONFIG_UPROBE_EVENTS)",
			     p->prov);
		return fd;
	}
	pa.config2 = off;
	fd = sd_bpf_perf_attach_cookie(&pa, u->pid, -1, prog_fd, p->id);
	return attach_result(p, u, off, fd);
}

/* Attaching is queued and done in attach_done() from several threads:
 * registering a uprobe can wait for an RCU grace period (a write lock on
 * the kernel's dup_mmap_sem), and waits that overlap cost one. Every
 * attachment carries its probe's ID as BPF cookie (prov.h: by_cookie).
 *
 * Where the kernel has uprobe_multi links (6.6), the probes that share a
 * program, a process, an object and a direction get one link for all
 * their sites, each site with its probe's cookie: 3,600 functions of libc
 * cost one link, whose removal waits for one grace period, where perf
 * events are removed one after the other (~25-100 ms each). A link the
 * kernel refuses (a site it cannot probe) is made again per probe, so
 * that the error names the probe, or the probe is skipped. */
struct pending {
	const struct sd_probe *p;
	const struct sd_uprobe *u;
	int prog_fd;
	size_t site;		/* perf events: which of u->offs */
	bool alone;		/* gets a link of its own */
};

/* A piece of work: pending [first, first + n) in one link (or, for perf
 * events, one site); its result fd. */
struct job {
	size_t first, n;
	int fd;
	size_t sites;
};

/* What the attaching threads share: the pending entries and the jobs. */
struct workers {
	struct pending *v;
	size_t n;
	struct job *jobs;
	size_t njobs, jobcap, next;
	pthread_mutex_t lock;
};

/* Each site the kernel refuses costs its link a grace period (the
 * kernel syncs after a failed registration, ~70 ms): the refused links of
 * libc's 3,600 functions (about 30) wait in parallel, one thread each. */
#define ATTACH_THREADS 64

/* This run's queue of struct pending: at->queued[] (prov.h); pid and usdt
 * share the one in pid's slot. */
static struct sd_attach_queue *pending_queue(struct sd_attach *at)
{
	return &at->queued[sd_provider_index(&sd_prov_pid)];
}

int sd_uprobe_attach(const struct sd_probe *p, const struct sd_uprobe *u,
		     int prog_fd, struct sd_attach *at)
{
	/* a uprobe_multi link covers every site; perf events one each */
	size_t n = sd_uprobe_attach_type() ? 1 : u->noffs;
	struct sd_attach_queue *q = pending_queue(at);
	struct pending *v;

	if (u->shadowed || !u->noffs)
		return 0;	/* an earlier pid probe took its site, or a USDT
				   probe has is-enabled sites only */
	for (size_t i = 0; i < n; i++) {
		q->v = v = sd_grow(q->v, &q->cap, q->n + 1, sizeof(*v));
		v[q->n++] = (struct pending){ p, u, prog_fd, i, false };
	}
	return 0;
}

/* Pending entries that can share one link sort next to each other. */
static int cmp_pending(const void *a, const void *b)
{
	const struct pending *x = a, *y = b;
	const struct sd_uprobe *u = x->u, *v = y->u;

	if (x->prog_fd != y->prog_fd)
		return x->prog_fd < y->prog_fd ? -1 : 1;
	if (u->pid != v->pid)
		return u->pid < v->pid ? -1 : 1;
	if (u->ret != v->ret)
		return u->ret ? 1 : -1;
	if (x->alone != y->alone)
		return x->alone ? 1 : -1;
	int c = strcmp(u->path, v->path);
	if (c)
		return c;
	return x->p->id < y->p->id ? -1 : x->p->id > y->p->id;
}

static bool same_link(const struct pending *x, const struct pending *y)
{
	return x->prog_fd == y->prog_fd && x->u->pid == y->u->pid &&
	       x->u->ret == y->u->ret && !strcmp(x->u->path, y->u->path);
}

/* One uprobe_multi link for every site of pending [first, first + n):
 * the fd or -errno. */
static int link_sites(const struct workers *w, size_t first, size_t n, size_t *sites)
{
	const struct sd_uprobe *u0 = w->v[first].u;
	size_t cnt = 0, k = 0;
	bool refs = false;

	for (size_t i = first; i < first + n; i++) {
		cnt += w->v[i].u->noffs;
		refs = refs || w->v[i].u->ref_ctr;
	}
	*sites = cnt;
	uint64_t *offs = sd_xcalloc(cnt, sizeof(*offs));
	uint64_t *cookies = sd_xcalloc(cnt, sizeof(*cookies));
	uint64_t *ref = refs ? sd_xcalloc(cnt, sizeof(*ref)) : NULL;
	for (size_t i = first; i < first + n; i++) {
		const struct sd_uprobe *u = w->v[i].u;
		for (size_t j = 0; j < u->noffs; j++, k++) {
			offs[k] = u->offs[j];
			cookies[k] = w->v[i].p->id;
			if (ref)
				ref[k] = u->ref_ctr;
		}
	}
	struct umulti_attr a = {
		.prog_fd = (uint32_t)w->v[first].prog_fd,
		.attach_type = UPROBE_MULTI_TYPE,
		.path = (uint64_t)(uintptr_t)u0->path,
		.offsets = (uint64_t)(uintptr_t)offs, .cnt = (uint32_t)cnt,
		.ref_ctr_offsets = (uint64_t)(uintptr_t)ref,
		.cookies = (uint64_t)(uintptr_t)cookies,
		.uflags = u0->ret ? UPROBE_MULTI_RETURN : 0, .pid = (uint32_t)u0->pid,
	};
	long fd = syscall(__NR_bpf, BPF_LINK_CREATE, &a, sizeof(a));
	fd = fd < 0 ? -errno : fd;
	free(offs), free(cookies), free(ref);
	if (fd >= 0)
		fcntl((int)fd, F_SETFD, FD_CLOEXEC);
	return (int)fd;
}

static void run_job(const struct workers *w, struct job *j)
{
	const struct pending *q = &w->v[j->first];

	if (!sd_uprobe_attach_type()) {
		j->fd = attach_site(q->p, q->u, q->prog_fd, q->u->offs[q->site]);
		return;
	}
	j->fd = link_sites(w, j->first, j->n, &j->sites);
	if (j->n == 1)
		j->fd = attach_result(q->p, q->u, q->u->offs[0], j->fd);
}

static void *attach_worker(void *arg)
{
	struct workers *w = arg;

	for (;;) {
		pthread_mutex_lock(&w->lock);
		size_t i = w->next++;
		pthread_mutex_unlock(&w->lock);
		if (i >= w->njobs)
			return NULL;
		run_job(w, &w->jobs[i]);
	}
}

static void run_jobs(struct workers *w)
{
	pthread_t tid[ATTACH_THREADS];
	size_t nt = SD_MIN(w->njobs, (size_t)ATTACH_THREADS), started = 0;

	w->next = 0;
	for (size_t t = 0; t < nt && w->njobs > 1; t++)
		if (pthread_create(&tid[started], NULL, attach_worker, w) == 0)
			started++;
	if (!started)
		attach_worker(w);
	for (size_t t = 0; t < started; t++)
		pthread_join(tid[t], NULL);
}

static void add_job(struct workers *w, size_t first, size_t n)
{
	w->jobs = sd_grow(w->jobs, &w->jobcap, w->njobs + 1, sizeof(*w->jobs));
	w->jobs[w->njobs++] = (struct job){ first, n, -1, 0 };
}

/* The jobs of the first round: a link per group of pending entries that
 * can share one (the likely refused ones alone, at the group's end), or
 * a perf event per site. */
static void plan(struct workers *w)
{
	bool multi = sd_uprobe_attach_type() != 0;
	struct pending *v = w->v;

	for (size_t i = 0; multi && i < w->n; i++)
		v[i].alone = v[i].u->refused;
	if (multi)
		qsort(v, w->n, sizeof(*v), cmp_pending);
	for (size_t i = 0, n; i < w->n; i += n) {
		for (n = 1; multi && !v[i].alone && i + n < w->n && !v[i + n].alone &&
			    same_link(&v[i], &v[i + n]); n++)
			;
		add_job(w, i, n);
	}
}

/* Takes the results of the jobs; a shared link the kernel refused becomes
 * a job per probe (replan). 0 or the first -errno. */
static int collect(struct workers *w, struct sd_attach *at, bool *replan)
{
	struct job *jobs = w->jobs;
	size_t njobs = w->njobs;
	int err = 0;

	w->jobs = NULL;
	w->njobs = w->jobcap = 0;
	for (size_t i = 0; i < njobs; i++) {
		int fd = jobs[i].fd;
		if (fd < 0 && jobs[i].n > 1) {
			for (size_t k = 0; k < jobs[i].n; k++)
				add_job(w, jobs[i].first + k, 1);
			*replan = true;
			continue;
		}
		if (fd > 0 && sd_attach_add(at, fd) < 0)
			close(fd);
		else if (fd > 0)
			at->weight += jobs[i].sites;
		if (fd < 0 && !err)
			err = fd;
	}
	free(jobs);
	return err;
}

int sd_uprobe_attach_done(struct sd_attach *at)
{
	struct sd_attach_queue *q = pending_queue(at);
	struct workers w = { .v = q->v, .n = q->n, .lock = PTHREAD_MUTEX_INITIALIZER };
	bool replan = false;
	int err;

	if (!w.n)
		return 0;
	plan(&w);
	run_jobs(&w);
	err = collect(&w, at, &replan);
	if (!err && replan) {
		run_jobs(&w);
		replan = false;
		err = collect(&w, at, &replan);
	}
	free(w.v);
	free(w.jobs);
	memset(q, 0, sizeof(*q));
	return err;
}

/* ---- argument code ---- */

#define PT_AX	sd_reg_off(SD_REG_AX)
#define PT_SP	sd_reg_off(SD_REG_SP)

/* dst keeps only its low size bytes, sign- or zero-extended. */
static size_t extend(struct bpf_insn *b, int dst, int size)
{
	int bits = 64 - 8 * (size < 0 ? -size : size);

	if (bits <= 0)
		return 0;
	b[0] = ALU64_IMM(BPF_LSH, dst, bits);
	b[1] = ALU64_IMM(size < 0 ? BPF_ARSH : BPF_RSH, dst, bits);
	return 2;
}

/* dst = *(size *)(r3) read from user memory through [r10 + slot]. */
static size_t read_user(struct bpf_insn *b, int dst, int slot, int size)
{
	int n = size < 0 ? -size : size;
	size_t k = 0;

	b[k++] = ST_IMM(BPF_DW, R10, slot, 0);
	b[k++] = MOV64_REG(R1, R10);
	b[k++] = ALU64_IMM(BPF_ADD, R1, slot);
	b[k++] = MOV64_IMM(R2, n);
	b[k++] = CALL_HELPER(BPF_FUNC_probe_read_user);
	b[k++] = LDX(sd_bpf_size(n), dst, R10, slot);
	if (size < 0)
		k += extend(b + k, dst, size);
	return k;
}

static size_t usdt_arg(const struct sd_uarg *a, int dst, int slot, struct bpf_insn *b)
{
	size_t k = 0;

	switch (a->kind) {
	case SD_UARG_CONST:
		b[k++] = LD_IMM64_LO(dst, a->val);
		b[k++] = LD_IMM64_HI(a->val);
		return k;
	case SD_UARG_REG:
		b[k++] = LDX(BPF_DW, dst, R1, a->reg);
		return k + extend(b + k, dst, a->size);
	case SD_UARG_MEM:
		b[k++] = LDX(BPF_DW, R3, R1, a->reg);
		if (a->val)
			b[k++] = ALU64_IMM(BPF_ADD, R3, (int32_t)a->val);
		return k + read_user(b + k, dst, slot, a->size);
	case SD_UARG_ABS:
		b[k++] = LD_IMM64_LO(R3, a->val);
		b[k++] = LD_IMM64_HI(a->val);
		return k + read_user(b + k, dst, slot, a->size);
	}
	return 0;
}

size_t sd_uprobe_arg_insns(const struct sd_probe *p, int n, int dst, int slot,
			   struct bpf_insn *b, size_t max)
{
	const struct sd_uprobe *u = p->priv;

	if (max < 16)
		return 0;
	if (u->ret) {
		/* DTrace for Linux: arg0 = 0, arg1 = the return value */
		b[0] = n == 1 ? LDX(BPF_DW, dst, R1, PT_AX) : MOV64_IMM(dst, 0);
		return 1;
	}
	if (u->uargs || u->is_enabled)
		return n < u->nuargs ? usdt_arg(&u->uargs[n], dst, slot, b) : 0;
	if (n < SD_NARG_REGS) {
		b[0] = LDX(BPF_DW, dst, R1, sd_arg_reg_off(n));
		return 1;
	}
	/* the stack at entry: return address, then arg6, arg7, ... */
	b[0] = LDX(BPF_DW, R3, R1, PT_SP);
	b[1] = ALU64_IMM(BPF_ADD, R3, 8 * (n - 5));
	return 2 + read_user(b + 2, dst, slot, 8);
}

/* ---- what D needs from DWARF at user probes ---- */

static bool is_user_probe(const struct sd_probe *p)
{
	return p->provider == &sd_prov_pid || p->provider == &sd_prov_usdt;
}

int sd_uprobe_global(const struct sd_probe *p, const char *mod, const char *name,
		     struct sd_uglobal *out)
{
	const struct sd_uprobe *u = p->priv;
	struct sd_uproc *up;

	if (!is_user_probe(p) || sd_uproc_get(p->tab, u->pid, &up) < 0)
		return -ENOENT;
	for (size_t i = 0; i < up->maps.n; i++) {
		const struct sd_mobj *o = &up->maps.v[i];
		struct sd_elf *e;
		const struct sd_elf_func *d;
		struct sd_dwarf *dw;
		struct sd_dwvar v;

		if (!sd_mobj_match(o, mod) || !(e = sd_uproc_elf(p->tab, up, i)) ||
		    !(d = sd_elf_data_by_name(e, name)))
			continue;
		memset(out, 0, sizeof(*out));
		out->addr = d->addr + sd_elf_bias(e, o->exec_start, o->exec_pgoff);
		out->type = d->size == 4 ? "int" : d->size == 2 ? "short" :
			    d->size == 1 ? "char" : "long";
		out->size = d->size ? d->size : 8;
		dw = sd_ustate_dwarf(p->tab, o->path);
		if (dw && sd_dwarf_global(dw, name, &v) == 0) {
			out->type = sd_probe_strdup(p, v.type);
			out->size = v.size;
			out->from_dwarf = true;
		}
		return 0;
	}
	return -ENOENT;
}

int sd_uprobe_members(const struct sd_probe *p, const char *tag,
		      struct sd_dwmember *out, int max)
{
	const struct sd_uprobe *u = p->priv;
	struct sd_dwarf *dw;

	if (!is_user_probe(p) || !(dw = sd_ustate_dwarf(p->tab, u->path)))
		return -ENOENT;
	return sd_dwarf_members(dw, tag, out, max);
}

bool sd_uprobe_is_user(const struct sd_probe *p)
{
	return p->provider == &sd_prov_pid || p->provider == &sd_prov_usdt;
}

/* Is a parameter of this type passed in one integer register (or one
 * stack slot)? */
static bool int_class(struct sd_dwarf *dw, uint64_t off)
{
	struct sd_dwtype d;

	for (int i = 0; i < 16; i++) {
		if (sd_dwarf_type(dw, off, &d) < 0)
			return false;
		if (d.kind != SD_DWT_TYPEDEF)
			break;
		off = d.ref;
	}
	return (d.kind == SD_DWT_INT || d.kind == SD_DWT_PTR || d.kind == SD_DWT_ENUM) &&
	       d.size <= 8;
}

bool sd_uprobe_abi_simple(struct sd_dwarf *dw, const char *func, int i)
{
	struct sd_dwvar v[SD_MAX_ARGS];
	int n = sd_dwarf_params(dw, func, v, SD_MAX_ARGS, NULL);

	if (i < 0 || i >= n)
		return false;
	for (int k = 0; k <= i; k++)
		if (!int_class(dw, v[k].type_off))
			return false;
	return true;
}
