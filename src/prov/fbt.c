/* fbt.c - the fbt provider: fbt:MODULE:FUNCTION:entry and :return for every
 * traceable kernel function (available_filter_functions; MODULE is
 * "vmlinux" or the module's name).
 *
 * Mechanisms, per probe, decided when its arguments are first asked for:
 * fentry/fexit (BPF_PROG_TYPE_TRACING attached through a bpf_link; the
 * cheapest) when the kernel loads them and the function's BTF prototype
 * fits in registers, else a kprobe/kretprobe through the perf kprobe PMU.
 * `-x fbtmode=kprobe|fentry` forces one. Every attachment is an fd (link or
 * perf event), so nothing outlives sonda.
 *
 * Arguments: entry arg0..argN are the function's arguments (registers for
 * kprobes, bpf_get_func_arg() for fentry); return probes have arg0 = -1 and
 * arg1 = the return value, as DTrace for Linux. */
#include "prov.h"
#include "ctx.h"
#include "fbt.h"
#include "../base/opts.h"
#include "../base/xalloc.h"
#include "../kern/bpf.h"
#include "../kern/ktypes.h"
#include "../kern/tracefs.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>

#define PMU_DIR		"/sys/bus/event_source/devices/kprobe"
#define MAX_REG_ARGS	6	/* x86-64 trampolines: register args only */

enum mech { MECH_NONE, MECH_KPROBE, MECH_FENTRY, MECH_MULTI };

/* A traceable function. */
struct kfunc {
	char *name;
	char *mod;		/* "vmlinux" or the module */
};

/* A BTF function: name -> id. */
struct bfunc {
	const char *name;
	uint32_t id;
};

struct fbt_priv {
	struct sd_probe_args *args;	/* cached by args() */
	enum mech mech;
};

/* fbt's caches of one run (struct sd_prov_ctx's fbt). */
struct sd_fbt_cache {
	bool probed;
	struct sd_kfeat feat;
	bool funcs_read;
	int funcs_err;
	struct kfunc *funcs;	/* sorted by name, then module */
	size_t nfuncs;
	bool btf_read;
	struct btf *btf;	/* vmlinux BTF, or NULL */
	struct bfunc *bfuncs;	/* sorted by name */
	size_t nbfuncs;
	bool bl_read;
	char **bl;		/* the kprobe blacklist, sorted */
	size_t nbl;
	unsigned scans;		/* btf_func_id's lookups before read_btf */
	char kprobe_why[96];	/* the reasons of feat, when formatted */
	char fentry_why[128];
	char both[256];		/* mode_why's */
};

void sd_fbt_cache_free(struct sd_fbt_cache *c)
{
	if (!c)
		return;
	for (size_t i = 0; i < c->nfuncs; i++) {
		free(c->funcs[i].name);
		free(c->funcs[i].mod);
	}
	free(c->funcs);
	free(c->bfuncs);	/* names in the kernel's BTF */
	for (size_t i = 0; i < c->nbl; i++)
		free(c->bl[i]);
	free(c->bl);
	free(c);
}

static struct sd_fbt_cache *fbt_cache(void)
{
	struct sd_prov_ctx *pc = sd_prov_ctx();

	if (!pc->fbt)
		pc->fbt = sd_xcalloc(1, sizeof(*pc->fbt));
	return pc->fbt;
}

/* ---- the kernel's function list ---- */

static int cmp_kfunc(const void *a, const void *b)
{
	const struct kfunc *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	return c ? c : strcmp(x->mod, y->mod);
}

/* Parses "name" or "name [module]" into f. False for lines to skip. */
static bool parse_kfunc(char *line, struct kfunc *f)
{
	char *sp, *mod = NULL;

	line[strcspn(line, "\n")] = '\0';
	if ((sp = strchr(line, ' '))) {
		*sp = '\0';
		if ((mod = strchr(sp + 1, '['))) {
			mod++;
			mod[strcspn(mod, "]")] = '\0';
		}
	}
	if (!line[0] || strncmp(line, "__ftrace_invalid_address", 24) == 0)
		return false;
	f->name = sd_xstrdup(line);
	f->mod = sd_xstrdup(mod && *mod ? mod : "vmlinux");
	return true;
}

static void read_btf(void);

/* Room for one more function in the cache's funcs. */
static struct kfunc *next_kfunc(size_t *cap)
{
	struct sd_fbt_cache *kc = fbt_cache();

	if (kc->nfuncs == *cap) {
		*cap = *cap ? *cap * 2 : 4096;
		kc->funcs = sd_xrealloc(kc->funcs, *cap * sizeof(*kc->funcs));
	}
	return &kc->funcs[kc->nfuncs];
}

/* The functions of vmlinux BTF, when tracefs is locked (lockdown) but
 * fentry works. 0 or -ENOENT. */
static int btf_funcs(void)
{
	struct sd_fbt_cache *kc = fbt_cache();
	size_t cap = 0;

	read_btf();
	for (size_t i = 0; i < kc->nbfuncs; i++) {
		if (i && strcmp(kc->bfuncs[i].name, kc->bfuncs[i - 1].name) == 0)
			continue;
		*next_kfunc(&cap) = (struct kfunc){ sd_xstrdup(kc->bfuncs[i].name),
						    sd_xstrdup("vmlinux") };
		kc->nfuncs++;
	}
	return kc->nfuncs ? 0 : -ENOENT;
}

/* Reads available_filter_functions once into the cache's funcs (or, if tracefs is
 * not readable and fentry works, the functions BTF describes). 0 or
 * -errno. */
static int read_funcs(void)
{
	struct sd_fbt_cache *kc = fbt_cache();
	char path[512], line[512];
	size_t cap = 0;
	FILE *f = NULL;

	if (kc->funcs_read)
		return kc->funcs_err;
	kc->funcs_read = true;
	if (sd_tracefs()) {
		snprintf(path, sizeof(path), "%s/available_filter_functions",
			 sd_tracefs());
		f = fopen(path, "re");
	}
	if (!f)
		return kc->funcs_err = sd_kfeat()->fentry ? btf_funcs() : -ENOENT;
	while (fgets(line, sizeof(line), f))
		kc->nfuncs += parse_kfunc(line, next_kfunc(&cap));
	fclose(f);
	qsort(kc->funcs, kc->nfuncs, sizeof(*kc->funcs), cmp_kfunc);
	return 0;
}

static int cmp_name_kfunc(const void *key, const void *elem)
{
	return strcmp(key, ((const struct kfunc *)elem)->name);
}

bool sd_kfunc_traceable(const char *func)
{
	struct sd_fbt_cache *kc = fbt_cache();

	if (read_funcs() < 0)
		return false;
	return bsearch(func, kc->funcs, kc->nfuncs, sizeof(*kc->funcs),
		       cmp_name_kfunc) != NULL;
}

static void read_blacklist(void);
static bool blacklisted(const char *func);

/* Is name the traceable vmlinux function func, or a clone of it? */
static bool is_clone_of(const struct kfunc *f, const char *func)
{
	size_t n = strlen(func);

	return strcmp(f->mod, "vmlinux") == 0 && strncmp(f->name, func, n) == 0
	       && (f->name[n] == '\0' || f->name[n] == '.');
}

const char *sd_kfunc_kprobe_name(const char *func)
{
	struct sd_fbt_cache *kc = fbt_cache();
	size_t lo = 0, hi;

	if (read_funcs() < 0)
		return NULL;
	read_blacklist();
	/* the first entry >= func: func itself, then "func.*" clones */
	for (hi = kc->nfuncs; lo < hi;) {
		size_t mid = lo + (hi - lo) / 2;

		if (strcmp(kc->funcs[mid].name, func) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < kc->nfuncs && strncmp(kc->funcs[lo].name, func,
					 strlen(func)) == 0; lo++)
		if (is_clone_of(&kc->funcs[lo], func) &&
		    !blacklisted(kc->funcs[lo].name))
			return kc->funcs[lo].name;
	return NULL;
}

/* ---- BTF ---- */

static int cmp_bfunc(const void *a, const void *b)
{
	const struct bfunc *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	return c ? c : (x->id > y->id) - (x->id < y->id);
}

/* Loads vmlinux BTF once and indexes its functions by name. */
static void read_btf(void)
{
	struct sd_fbt_cache *kc = fbt_cache();
	uint32_t n;

	if (kc->btf_read)
		return;
	kc->btf_read = true;
	kc->btf = sd_kbtf();
	if (!kc->btf)
		return;
	n = btf__type_cnt(kc->btf);
	kc->bfuncs = sd_xcalloc(n, sizeof(*kc->bfuncs));
	for (uint32_t id = 1; id < n && kc->bfuncs; id++) {
		const struct btf_type *t = btf__type_by_id(kc->btf, id);

		if (btf_is_func(t))
			kc->bfuncs[kc->nbfuncs++] = (struct bfunc){
				btf__name_by_offset(kc->btf, t->name_off), id };
	}
	qsort(kc->bfuncs, kc->nbfuncs, sizeof(*kc->bfuncs), cmp_bfunc);
}

static int cmp_name_bfunc(const void *key, const void *elem)
{
	return strcmp(key, ((const struct bfunc *)elem)->name);
}

/* The BTF id of kernel function name (the lowest if several), or 0. The
 * first few lookups scan the BTF (~70 us each); after them a sorted index
 * of every function is built (~4 ms) for the many an fbt glob needs. */
static uint32_t btf_func_id(const char *name)
{
	struct sd_fbt_cache *kc = fbt_cache();
	const struct bfunc *b;

	if (!kc->btf_read && kc->scans++ < 16) {
		int id;

		kc->btf = sd_kbtf();	/* the callers read the id's types */
		id = kc->btf ? btf__find_by_name_kind(kc->btf, name, BTF_KIND_FUNC) : -1;
		return id > 0 ? (uint32_t)id : 0;
	}
	read_btf();
	if (!kc->nbfuncs)
		return 0;
	b = bsearch(name, kc->bfuncs, kc->nbfuncs, sizeof(*kc->bfuncs),
		    cmp_name_bfunc);
	if (!b)
		return 0;
	while (b > kc->bfuncs && strcmp(b[-1].name, name) == 0)
		b--;
	return b->id;
}

/* True if a BTF type (after typedefs and qualifiers) fits a register. */
static bool reg_sized(uint32_t type_id)
{
	struct sd_fbt_cache *kc = fbt_cache();
	const struct btf_type *t = btf__type_by_id(kc->btf, type_id);

	while (t && (btf_is_typedef(t) || btf_is_mod(t)))
		t = btf__type_by_id(kc->btf, t->type);
	if (!t)
		return false;
	return btf_is_ptr(t) || btf_is_enum(t) ||
	       (btf_is_int(t) && t->size <= 8);
}

/* The number of arguments of function id if fentry can take it (every
 * argument and the result fit a register, at most 6 of them), else -1. */
static int fentry_nargs(uint32_t id)
{
	struct sd_fbt_cache *kc = fbt_cache();
	const struct btf_type *fn = btf__type_by_id(kc->btf, id);
	const struct btf_type *proto = btf__type_by_id(kc->btf, fn->type);
	const struct btf_param *p;
	int n;

	if (!proto || !btf_is_func_proto(proto))
		return -1;
	n = btf_vlen(proto);
	p = btf_params(proto);
	if (n > MAX_REG_ARGS || (proto->type && !reg_sized(proto->type)))
		return -1;
	for (int i = 0; i < n; i++)
		if (!p[i].type || !reg_sized(p[i].type))
			return -1;	/* varargs or an aggregate by value */
	return n;
}

/* ---- kernel features ---- */

static int read_int_file(const char *path, const char *prefix)
{
	char buf[64];
	FILE *f = fopen(path, "re");
	int v = -1;

	if (!f)
		return -errno;
	if (fgets(buf, sizeof(buf), f) &&
	    strncmp(buf, prefix, strlen(prefix)) == 0)
		v = atoi(buf + strlen(prefix));
	fclose(f);
	return v < 0 ? -EINVAL : v;
}

/* The kernel lockdown level that forbids kprobes ("integrity" or
 * "confidentiality"), or NULL. */
static const char *locked_down(void)
{
	char buf[128] = "";
	FILE *f = fopen("/sys/kernel/security/lockdown", "re");

	if (!f)
		return NULL;
	if (!fgets(buf, sizeof(buf), f))
		buf[0] = '\0';
	fclose(f);
	if (strstr(buf, "[confidentiality]"))
		return "confidentiality";
	return strstr(buf, "[integrity]") ? "integrity" : NULL;
}

static void probe_kprobe(struct sd_kfeat *k)
{
	char *why = fbt_cache()->kprobe_why;
	const char *level = locked_down();

	k->kprobe_type = read_int_file(PMU_DIR "/type", "");
	k->retprobe_bit = read_int_file(PMU_DIR "/format/retprobe", "config:");
	if (k->kprobe_type < 0) {
		k->kprobe_why = "no kprobes (CONFIG_KPROBES: the kernel has "
				"no kprobe PMU)";
	} else if (level) {
		snprintf(why, sizeof(fbt_cache()->kprobe_why), "kprobes are forbidden by kernel "
			 "lockdown (%s)", level);
		k->kprobe_why = why;
	}
	if (k->retprobe_bit < 0)
		k->retprobe_bit = 0;
}

/* Loads "return 0" as an fentry program on func. fd or -errno. */
static int load_fentry(const char *func)
{
	static const struct bpf_insn ret0[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	struct sd_bpf_attach_to to = { BPF_TRACE_FENTRY, btf_func_id(func), 0 };

	if (!to.btf_id)
		return -ENOENT;
	return sd_bpf_prog_load_to(BPF_PROG_TYPE_TRACING, &to, ret0, 2,
				   "sonda_fentry", NULL);
}

static void probe_fentry(struct sd_kfeat *k)
{
	static const char *const tries[] = { "vfs_read", "do_sys_openat2",
					     "schedule" };
	int fd = -ENOENT;

	if (access("/sys/kernel/btf/vmlinux", R_OK) != 0) {
		k->fentry_why = "no fentry (the kernel has no BTF: "
				"CONFIG_DEBUG_INFO_BTF)";
		return;
	}
	for (size_t i = 0; i < SD_ARRAY_SIZE(tries) && fd == -ENOENT; i++)
		fd = load_fentry(tries[i]);
	if (fd >= 0) {
		close(fd);
		k->fentry = true;
		return;
	}
	char *why = fbt_cache()->fentry_why;

	snprintf(why, sizeof(fbt_cache()->fentry_why), "no fentry (the kernel refuses fentry "
		 "programs: %s)", strerror(-fd));
	k->fentry_why = why;
}

/* kprobe.multi: a link on a function that does not exist fails with
 * EOPNOTSUPP when the kernel has no fprobes, and otherwise with a lookup
 * error. */
static void probe_multi(struct sd_kfeat *k)
{
	static const struct bpf_insn ret0[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	static const char *syms[] = { "sonda_no_such_function" };
	struct sd_bpf_attach_to to = { BPF_TRACE_KPROBE_MULTI, 0, 0 };
	LIBBPF_OPTS(bpf_link_create_opts, o);
	int fd, link;

	k->multi_why = "no kprobe.multi (CONFIG_FPROBE)";
	fd = sd_bpf_prog_load_to(BPF_PROG_TYPE_KPROBE, &to, ret0, 2,
				 "sonda_multi", NULL);
	if (fd < 0)
		return;
	o.kprobe_multi.syms = syms;
	o.kprobe_multi.cnt = 1;
	link = bpf_link_create(fd, 0, BPF_TRACE_KPROBE_MULTI, &o);
	if (link >= 0)
		close(link);
	close(fd);
	if (link >= 0 || (link != -EOPNOTSUPP && link != -ENOTSUP &&
			  link != -EINVAL)) {
		k->multi = true;
		k->multi_why = NULL;
	}
}

const struct sd_kfeat *sd_kfeat(void)
{
	struct sd_fbt_cache *kc = fbt_cache();

	if (!kc->probed) {
		kc->probed = true;
		probe_kprobe(&kc->feat);
		probe_fentry(&kc->feat);
		if (!kc->feat.kprobe_why)
			probe_multi(&kc->feat);
		else
			kc->feat.multi_why = kc->feat.kprobe_why;
	}
	return &kc->feat;
}

/* Opens one kprobe: on func + off, or at address off when func is NULL. */
static int kprobe_open(const char *func, uint64_t off, bool ret, int prog_fd,
		       struct sd_attach *at)
{
	const struct sd_kfeat *k = sd_kfeat();
	struct perf_event_attr pa = { .sample_period = 1 };
	int cpu = sd_bpf_first_cpu(), fd;

	if (k->kprobe_type < 0)
		return -ENOTSUP;
	pa.type = (uint32_t)k->kprobe_type;
	pa.config = ret ? 1ull << k->retprobe_bit : 0;
	pa.config1 = (uint64_t)(uintptr_t)func;	/* kprobe_func */
	pa.config2 = off;				/* probe_offset */
	/* One event serves every CPU, as for tracepoints. */
	fd = sd_bpf_perf_attach(&pa, -1, cpu < 0 ? 0 : cpu, prog_fd);
	if (fd < 0)
		return fd;
	return sd_attach_add(at, fd);
}

int sd_kprobe_attach(const char *func, uint64_t off, bool ret, int prog_fd,
		     struct sd_attach *at)
{
	uint64_t addrs[16];
	int err = kprobe_open(func, off, ret, prog_fd, at), n;

	if (err != -EADDRNOTAVAIL || strchr(func, ':'))
		return err;
	/* Several functions have this name (static ones): the kernel
	 * refuses the name, so probe each of them by address. */
	n = sd_ksym_addrs(func, addrs, SD_ARRAY_SIZE(addrs));
	if (n <= 0)
		return err;
	for (int i = 0; i < n; i++)
		if ((err = kprobe_open(NULL, addrs[i] + off, ret, prog_fd, at)))
			return err;
	return 0;
}

/* ---- the provider ---- */

static enum sd_fbtmode fbtmode(const struct sd_probe_tab *tab)
{
	return tab->opts ? tab->opts->fbtmode : SD_FBT_AUTO;
}

/* Why mode cannot work here, or NULL. */
static const char *mode_why(enum sd_fbtmode mode, const struct sd_kfeat *k)
{
	char *both = fbt_cache()->both;

	if (mode == SD_FBT_KPROBE)
		return k->kprobe_why;
	if (mode == SD_FBT_FENTRY)
		return k->fentry_why;
	if (mode == SD_FBT_MULTI)
		return k->multi_why;
	if (!k->kprobe_why || !k->fentry_why)
		return NULL;
	snprintf(both, sizeof(fbt_cache()->both), "fbt needs kprobes or fentry: %s; %s",
		 k->kprobe_why, k->fentry_why);
	return both;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Reads the functions kprobes refuse (NOKPROBE_SYMBOL and friends) from
 * debugfs once: "0xSTART-0xEND\tNAME" lines. Unreadable = empty. */
static void read_blacklist(void)
{
	struct sd_fbt_cache *kc = fbt_cache();
	FILE *f;
	char line[512], name[256];
	size_t cap = 0;

	if (kc->bl_read)
		return;
	kc->bl_read = true;
	if (!(f = fopen("/sys/kernel/debug/kprobes/blacklist", "re")))
		return;
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%*s %255s", name) != 1)
			continue;
		if (kc->nbl == cap) {
			cap = cap ? cap * 2 : 256;
			kc->bl = sd_xrealloc(kc->bl, cap * sizeof(*kc->bl));
		}
		kc->bl[kc->nbl++] = sd_xstrdup(name);
	}
	fclose(f);
	qsort(kc->bl, kc->nbl, sizeof(*kc->bl), cmp_str);
}

static bool blacklisted(const char *func)
{
	struct sd_fbt_cache *kc = fbt_cache();

	return kc->nbl && bsearch(&func, kc->bl, kc->nbl, sizeof(*kc->bl), cmp_str);
}

static void report(enum sd_fbtmode mode, const struct sd_kfeat *k)
{
	const char *kp = k->multi ? "kprobe.multi links" :
			 "kprobes/kretprobes (perf kprobe PMU)";

	if (mode == SD_FBT_KPROBE)
		kp = "kprobes/kretprobes (perf kprobe PMU)";
	if (mode == SD_FBT_KPROBE || mode == SD_FBT_MULTI ||
	    (mode == SD_FBT_AUTO && !k->fentry))
		fprintf(stderr, "sonda: fbt: %s\n", kp);
	else if (mode == SD_FBT_FENTRY || k->kprobe_why)
		fprintf(stderr, "sonda: fbt: fentry/fexit (BPF trampolines)\n");
	else
		fprintf(stderr, "sonda: fbt: fentry/fexit (BPF trampolines), %s "
			"for functions fentry cannot take\n",
			k->multi ? "kprobe.multi links" : "kprobes");
}

/* -v's note of a populate done only to number a probe made on demand
 * (prov.c create( )): a script with no fbt probe says nothing of fbt. */
static struct pending_report {
	bool pending;
	enum sd_fbtmode mode;
} pending_report;

/* Does DTrace's fbt populate( ) (dt_prov_fbt.c) make probes for the
 * kernel function name? Not for a compiler's clone ("foo.isra.0", any
 * name with a '.') nor the tracepoints' stubs and iterators. */
static bool fbt_listed(const char *name)
{
	return !strchr(name, '.') && strncmp(name, "__probestub_", 12) != 0 &&
	       strncmp(name, "__traceiter_", 12) != 0;
}

static int populate(struct sd_probe_tab *tab, const char **why)
{
	struct sd_fbt_cache *kc = fbt_cache();
	const struct sd_kfeat *k = sd_kfeat();
	enum sd_fbtmode mode = fbtmode(tab);
	int err;

	if ((*why = mode_why(mode, k)))
		return -ENOTSUP;
	if ((err = read_funcs()) < 0) {
		*why = "the kernel does not list its traceable functions "
		       "(available_filter_functions: CONFIG_FUNCTION_TRACER)";
		return -ENOTSUP;
	}
	if (tab->verbose && !tab->numbering)
		report(mode, k);
	else if (tab->verbose)	/* told at the first attach, if any */
		pending_report = (struct pending_report){ true, mode };
	/* Functions kprobes may not touch exist only for fentry. */
	bool kprobes_only = mode == SD_FBT_KPROBE || mode == SD_FBT_MULTI ||
			    !k->fentry;
	if (kprobes_only)
		read_blacklist();
	for (size_t i = 0; i < kc->nfuncs; i++) {
		const struct kfunc *f = &kc->funcs[i];

		if (i && cmp_kfunc(f, &kc->funcs[i - 1]) == 0)
			continue;	/* static functions of the same name */
		if (!fbt_listed(f->name) || (kprobes_only && blacklisted(f->name)))
			continue;
		sd_probe_tab_add(tab, &sd_prov_fbt, f->mod, f->name, "entry",
				 sd_arena_alloc(&tab->arena,
						sizeof(struct fbt_priv)));
		sd_probe_tab_add(tab, &sd_prov_fbt, f->mod, f->name, "return",
				 sd_arena_alloc(&tab->arena,
						sizeof(struct fbt_priv)));
	}
	return 0;
}

/* Fills a for an fentry/fexit program; false if fentry cannot take p. */
static bool fentry_args(const struct sd_probe *p, bool ret,
			struct sd_probe_args *a)
{
	uint32_t id;
	int n;

	if (strcmp(p->mod, "vmlinux") != 0 || !(id = btf_func_id(p->func)) ||
	    (n = fentry_nargs(id)) < 0)
		return false;
	a->ctx = SD_CTX_FENTRY;
	a->nargs = ret ? 2 : n;
	a->attach_type = ret ? BPF_TRACE_FEXIT : BPF_TRACE_FENTRY;
	a->attach_btf_id = id;
	return true;
}

/* The C text of BTF type id into buf ("struct file *", "size_t"). */
static void type_text(uint32_t id, char *buf, size_t size)
{
	struct sd_fbt_cache *kc = fbt_cache();
	const struct btf_type *t = btf__type_by_id(kc->btf, id);
	const char *kw = "", *name = "void", *cnst = "";
	int stars = 0;
	size_t n;

	for (; id && t && (btf_is_ptr(t) || btf_is_mod(t));
	     id = t->type, t = btf__type_by_id(kc->btf, id)) {
		stars += btf_is_ptr(t);
		if (btf_is_const(t) && !stars)
			cnst = "const ";
	}
	if (id && t && !btf_is_func_proto(t) &&
	    *btf__name_by_offset(kc->btf, t->name_off)) {
		name = btf__name_by_offset(kc->btf, t->name_off);
		kw = btf_is_struct(t) ? "struct " : btf_is_union(t) ? "union " :
		     btf_is_enum(t) ? "enum " : "";
	}
	n = (size_t)snprintf(buf, size, "%s%s%s%s", cnst, kw, name,
			     stars ? " " : "");
	for (; stars && n + 1 < size; stars--, n++)
		buf[n] = '*', buf[n + 1] = '\0';
}

/* Types args[] from the function's BTF prototype (when BTF has it):
 * entry: the parameters; return: args[0] the (unknown, -1) return offset
 * as uint64_t and args[1] the return type, absent for void functions. */
static void fill_types(const struct sd_probe *p, bool ret,
		       struct sd_probe_args *a)
{
	struct sd_fbt_cache *kc = fbt_cache();
	const struct btf_type *proto;
	const struct btf_param *prm;
	uint32_t id;
	char text[256];
	int n;

	if (strcmp(p->mod, "vmlinux") != 0 || !(id = btf_func_id(p->func)))
		return;
	proto = btf__type_by_id(kc->btf, btf__type_by_id(kc->btf, id)->type);
	if (!proto || !btf_is_func_proto(proto))
		return;
	if (ret) {
		a->arg_type[0] = "uint64_t";
		if (!proto->type) {
			a->nargs = 1;
			return;
		}
		type_text(proto->type, text, sizeof(text));
		a->arg_type[1] = sd_probe_strdup(p, text);
		return;
	}
	prm = btf_params(proto);
	n = SD_MIN(btf_vlen(proto), SD_MAX_ARGS);
	for (int i = 0; i < n && prm[i].type; i++) {
		type_text(prm[i].type, text, sizeof(text));
		a->arg_type[i] = sd_probe_strdup(p, text);
	}
	if (a->ctx == SD_CTX_KPROBE)
		a->nargs = SD_MIN(n, MAX_REG_ARGS);
}

static int args(const struct sd_probe *p, struct sd_probe_args *a)
{
	struct fbt_priv *priv = p->priv;
	const struct sd_kfeat *k = sd_kfeat();
	enum sd_fbtmode mode = fbtmode(p->tab);
	bool ret = strcmp(p->name, "return") == 0;

	if (priv->args) {
		*a = *priv->args;
		return 0;
	}
	memset(a, 0, sizeof(*a));
	if (ret)
		a->special = SD_ARGS_FBT_RETURN;
	priv->mech = MECH_FENTRY;
	if (mode == SD_FBT_KPROBE || mode == SD_FBT_MULTI ||
	    (mode == SD_FBT_AUTO && !k->fentry) || !fentry_args(p, ret, a)) {
		if (mode == SD_FBT_FENTRY)
			return -ENOTSUP;
		priv->mech = MECH_KPROBE;
		a->ctx = SD_CTX_KPROBE;
		a->nargs = ret ? 2 : MAX_REG_ARGS;
		if (mode == SD_FBT_MULTI || (mode == SD_FBT_AUTO && k->multi)) {
			priv->mech = MECH_MULTI;
			a->attach_type = BPF_TRACE_KPROBE_MULTI;
		}
	}
	fill_types(p, ret, a);
	priv->args = sd_probe_alloc(p, sizeof(*a));
	*priv->args = *a;
	return 0;
}

/* kprobe.multi: attach() queues the functions, attach_done() links each
 * program once with all the functions it serves. */
struct multi_req {
	uint32_t prog_id;	/* one program (several fds may share it) */
	int prog_fd;
	bool ret;
	const char *func;
};

/* This run's queue: at->queued[] (prov.h). */
static struct sd_attach_queue *multi_queue(struct sd_attach *at)
{
	return &at->queued[sd_provider_index(&sd_prov_fbt)];
}

static int queue_multi(const struct sd_probe *p, int prog_fd, bool ret,
		       struct sd_attach *at)
{
	struct bpf_prog_info info = { 0 };
	uint32_t len = sizeof(info);
	int err = bpf_obj_get_info_by_fd(prog_fd, &info, &len);
	struct sd_attach_queue *q = multi_queue(at);
	struct multi_req *v;

	if (err)
		return -errno;
	q->v = v = sd_grow(q->v, &q->cap, q->n + 1, sizeof(*v));
	v[q->n++] = (struct multi_req){ info.id, prog_fd, ret, p->func };
	return 0;
}

static int cmp_req(const void *a, const void *b)
{
	const struct multi_req *x = a, *y = b;

	if (x->prog_id != y->prog_id)
		return x->prog_id < y->prog_id ? -1 : 1;
	return (int)x->ret - (int)y->ret;
}

/* One kprobe.multi link for reqs[0..n) (same program and kind). */
static int link_multi(const struct multi_req *reqs, size_t n,
		      struct sd_attach *at)
{
	LIBBPF_OPTS(bpf_link_create_opts, o);
	const char **syms = sd_xcalloc(n, sizeof(*syms));
	int fd;

	for (size_t i = 0; i < n; i++)
		syms[i] = reqs[i].func;
	o.kprobe_multi.syms = syms;
	o.kprobe_multi.cnt = (uint32_t)n;
	o.kprobe_multi.flags = reqs[0].ret ? BPF_F_KPROBE_MULTI_RETURN : 0;
	fd = bpf_link_create(reqs[0].prog_fd, 0, BPF_TRACE_KPROBE_MULTI, &o);
	free(syms);
	if (fd < 0) {
		sd_prov_warn("fbt: cannot attach a kprobe.multi link to %zu "
			     "functions (%s...): %s", n, reqs[0].func,
			     strerror(-fd));
		return fd;
	}
	return sd_attach_add(at, fd);
}

static int attach_done(struct sd_attach *at)
{
	struct sd_attach_queue *q = multi_queue(at);
	struct multi_req *v = q->v;
	size_t i = 0, j;
	int err = 0;

	if (q->n)	/* v is NULL when no kprobe.multi probe was queued */
		qsort(v, q->n, sizeof(*v), cmp_req);
	for (; i < q->n && !err; i = j) {
		for (j = i + 1; j < q->n && !cmp_req(&v[i], &v[j]); j++)
			;
		err = link_multi(&v[i], j - i, at);
	}
	free(v);
	memset(q, 0, sizeof(*q));
	return err;
}

/* Attaches an fentry/fexit program through a bpf_link. */
static int attach_fentry(int prog_fd, uint32_t type, struct sd_attach *at)
{
	int fd = bpf_link_create(prog_fd, 0, type, NULL);

	if (fd < 0)
		fd = bpf_raw_tracepoint_open(NULL, prog_fd);
	if (fd < 0)
		return fd;
	return sd_attach_add(at, fd);
}

static int attach(const struct sd_probe *p, int prog_fd, struct sd_attach *at)
{
	struct fbt_priv *priv = p->priv;
	bool ret = strcmp(p->name, "return") == 0;
	char name[512];
	int err;

	if (!priv->args) {
		sd_prov_warn("fbt: fentry cannot take '%s' (no BTF prototype "
			     "with register-sized arguments)", p->func);
		return -ENOTSUP;
	}
	if (pending_report.pending) {
		pending_report.pending = false;
		report(pending_report.mode, sd_kfeat());
	}
	if (priv->mech == MECH_MULTI)
		return queue_multi(p, prog_fd, ret, at);
	if (priv->mech == MECH_FENTRY) {
		err = attach_fentry(prog_fd, priv->args->attach_type, at);
	} else {
		if (strcmp(p->mod, "vmlinux") == 0)
			snprintf(name, sizeof(name), "%s", p->func);
		else
			snprintf(name, sizeof(name), "%s:%s", p->mod, p->func);
		err = sd_kprobe_attach(name, 0, ret, prog_fd, at);
	}
	if (err < 0)
		sd_prov_warn("fbt: cannot attach %s to '%s:%s': %s",
			     priv->mech == MECH_FENTRY ?
				     (ret ? "fexit" : "fentry") :
				     (ret ? "a kretprobe" : "a kprobe"),
			     p->func, p->name, strerror(-err));
	return err;
}

const struct sd_provider sd_prov_fbt = {
	.name = "fbt",
	.populate = populate,
	.args = args,
	.attach = attach,
	.attr = &sd_pattr_kernel,
	.attach_done = attach_done,
};
