/* prov.c - the probe table, probe descriptions and matching, the -l listing,
 * and attach-fd bookkeeping: everything providers share.
 *
 * Invariants: tab->probes[i]->id == i + 1 (IDs are dense and never reused);
 * the probes of populated providers come before those made on demand, so
 * that a listed probe has the same ID in every run (every provider is
 * populated before a probe is made on demand; one made while a provider
 * populates is renumbered after it); a provider is populated at most once per
 * table (tab->state); probe strings and provider data live in tab->arena
 * and die with the table. */
#include "prov.h"
#include "../base/xalloc.h"
#include "uprobe.h"

#include <errno.h>
#include <fnmatch.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/bpf.h>

/* In DTrace's order (dt_open.c / dt_provider.c dt_providers[]: dtrace
 * first, then by name), which is the order providers populate in and so
 * the order of their probe IDs and of the -l listing. */
const struct sd_provider *const sd_providers[] = {
	&sd_prov_dtrace,
	&sd_prov_cpc,
	&sd_prov_fbt,		/* where the kernel has kprobes, tens of thousands */
	&sd_prov_io,
	&sd_prov_ip,
	&sd_prov_kinst,
	&sd_prov_lockstat,
	&sd_prov_proc,
	&sd_prov_profile,
	&sd_prov_rawtp,
	&sd_prov_sched,
	&sd_prov_sdt,
	&sd_prov_syscall,
	&sd_prov_tcp,
	&sd_prov_udp,
	&sd_prov_pid,		/* per process, no listing of their own: their */
	&sd_prov_usdt,		/* probes are made as descriptions name them */
	&sd_prov_usdt_exec,
	&sd_prov_uprobe,	/* DTrace's underlying probes of pid and USDT */
	&sd_prov_uprobe_en,	/* probes, made with them (uprobe.c) */
};
const size_t sd_nproviders = SD_ARRAY_SIZE(sd_providers);

_Static_assert(SD_ARRAY_SIZE(sd_providers) <= SD_MAX_PROVIDERS,
	       "raise SD_MAX_PROVIDERS");

int sd_ctx_prog_type(enum sd_ctx_kind k)
{
	switch (k) {
	case SD_CTX_RAWTP:
		return BPF_PROG_TYPE_RAW_TRACEPOINT;
	case SD_CTX_TRACEPOINT:
		return BPF_PROG_TYPE_TRACEPOINT;
	case SD_CTX_PERF:
		return BPF_PROG_TYPE_PERF_EVENT;
	case SD_CTX_UPROBE:
		return BPF_PROG_TYPE_KPROBE;
	case SD_CTX_FENTRY:
		return BPF_PROG_TYPE_TRACING;
	}
	SD_BUG("bad context kind");
}

int sd_provider_index(const struct sd_provider *prov)
{
	for (size_t i = 0; i < sd_nproviders; i++)
		if (sd_providers[i] == prov)
			return (int)i;
	return -1;
}

bool sd_provider_named(const char *name)
{
	for (size_t i = 0; i < sd_nproviders; i++)
		if (!strcmp(sd_providers[i]->name, name))
			return true;
	return false;
}

void sd_prov_warn(const char *fmt, ...)
{
	va_list ap;

	/* one line at a time: uprobe attach workers warn from threads */
	va_start(ap, fmt);
	flockfile(stderr);
	fputs("sonda: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	funlockfile(stderr);
	va_end(ap);
}

/* ---- the probe table ---- */

void sd_probe_tab_init(struct sd_probe_tab *tab)
{
	memset(tab, 0, sizeof(*tab));
	tab->next_id = 1;
}

void sd_probe_tab_free(struct sd_probe_tab *tab)
{
	for (size_t i = 0; i < sd_nproviders; i++)
		if (tab->pstate[i] && sd_providers[i]->release)
			sd_providers[i]->release(tab);
	free(tab->probes);
	sd_arena_release(&tab->arena);
	sd_probe_tab_init(tab);
}

struct sd_probe *sd_probe_tab_add(struct sd_probe_tab *tab,
				  const struct sd_provider *prov, const char *mod,
				  const char *func, const char *name, void *priv)
{
	struct sd_probe *p;

	if (tab->next_id == 0)
		tab->next_id = 1;
	if (tab->n == tab->cap) {
		size_t cap = tab->cap ? tab->cap * 2 : 256;
		struct sd_probe **v = sd_xrealloc(tab->probes, cap * sizeof(*v));

		tab->probes = v;
		tab->cap = cap;
	}
	p = sd_arena_alloc(&tab->arena, sizeof(*p));
	p->id = tab->next_id++;
	p->prov = prov->name;
	p->mod = sd_arena_strdup(&tab->arena, mod ? mod : "");
	p->func = sd_arena_strdup(&tab->arena, func ? func : "");
	p->name = sd_arena_strdup(&tab->arena, name ? name : "");
	p->provider = prov;
	p->priv = priv;
	p->tab = tab;
	p->made = !tab->populating;
	tab->nmade += p->made;
	tab->probes[tab->n++] = p;
	return p;
}

/* Moves the probes made on demand after those a populate just added, in
 * the order they were made, and renumbers the table: a listed probe's ID
 * does not depend on what a script made before its provider populated
 * (as in DTrace, which populates every provider first). */
static void made_last(struct sd_probe_tab *tab)
{
	struct sd_probe **v;
	size_t k = 0;

	if (!tab->nmade || tab->probes[tab->n - 1]->made)
		return;
	v = sd_xmalloc(tab->n * sizeof(*v));
	for (int made = 0; made < 2; made++)
		for (size_t i = 0; i < tab->n; i++)
			if (tab->probes[i]->made == made)
				v[k++] = tab->probes[i];
	for (size_t i = 0; i < tab->n; i++) {
		tab->probes[i] = v[i];
		v[i]->id = (uint32_t)i + 1;
	}
	free(v);
}

struct sd_probe *sd_probe_tab_find(const struct sd_probe_tab *tab,
				   const struct sd_provider *prov, const char *func,
				   const char *name)
{
	for (size_t i = 0; i < tab->n; i++) {
		struct sd_probe *p = tab->probes[i];

		if (p->provider == prov && !strcmp(p->func, func) && !strcmp(p->name, name))
			return p;
	}
	return NULL;
}

struct sd_probe *sd_probe_tab_get(const struct sd_probe_tab *tab, uint32_t id)
{
	if (id == 0 || id > tab->n)
		return NULL;
	return tab->probes[id - 1];
}

void *sd_probe_alloc(const struct sd_probe *p, size_t n)
{
	return sd_arena_alloc(&p->tab->arena, n);
}

char *sd_probe_strdup(const struct sd_probe *p, const char *s)
{
	return sd_arena_strdup(&p->tab->arena, s);
}

/* ---- probe descriptions ---- */

int sd_pdesc_parse(const char *text, struct sd_pdesc *d, const char **err)
{
	const char **field[4] = { &d->prov, &d->mod, &d->func, &d->name };
	size_t nf = 1;
	char *s;

	memset(d, 0, sizeof(*d));
	d->prov = d->mod = d->func = d->name = "";
	for (const char *c = text; *c; c++)
		nf += *c == ':';
	if (nf > 4) {
		if (err)
			*err = "Overspecified probe description";
		return -EINVAL;
	}
	d->storage = s = sd_xstrdup(text);
	/* Fields are assigned from the right: "read:entry" = func, name. */
	for (size_t i = 4 - nf; i < 4; i++) {
		char *colon = strchr(s, ':');

		*field[i] = s;
		if (colon) {
			*colon = '\0';
			s = colon + 1;
		}
	}
	for (size_t i = 0; i < 4; i++)		/* an operand's own colons */
		for (char *c = (char *)*field[i]; (c = strchr(c, SD_PDESC_COLON)); c++)
			*c = ':';
	return 0;
}

void sd_pdesc_free(struct sd_pdesc *d)
{
	free(d->storage);
	d->storage = NULL;
}

bool sd_pdesc_is_glob(const char *s)
{
	return strpbrk(s, "*?[\\") != NULL;
}

bool sd_pdesc_names_field(const struct sd_pdesc *d)
{
	const char *f[] = { d->prov, d->mod, d->func, d->name };

	for (size_t i = 0; i < SD_ARRAY_SIZE(f); i++)
		if (f[i][0] && !sd_pdesc_is_glob(f[i]))
			return true;
	return false;
}

/* One pass: a literal prefix must match before any glob character, so
 * the first mismatch there decides (this runs for every probe of a
 * provider against each description). */
bool sd_pdesc_field_match(const char *pattern, const char *value)
{
	const char *v = value;

	if (!pattern || !pattern[0])
		return true;
	for (const char *p = pattern; *p; p++, v++) {
		if (*p == '*' || *p == '?' || *p == '[' || *p == '\\')
			return fnmatch(pattern, value, 0) == 0;
		if (*p != *v)
			return false;
	}
	return *v == '\0';
}

bool sd_pdesc_match(const struct sd_pdesc *d, const struct sd_probe *p)
{
	/* a latent probe's provider matches only as its provider says */
	return ((!p->latent && sd_pdesc_field_match(d->prov, p->prov)) ||
		(p->provider->prov_alias && p->provider->prov_alias(p, d->prov))) &&
	       (sd_pdesc_field_match(d->mod, p->mod) ||
		(p->provider->mod_alias && p->provider->mod_alias(p, d->mod))) &&
	       (sd_pdesc_field_match(d->func, p->func) ||
		(p->provider->func_alias && p->provider->func_alias(p, d->func))) &&
	       sd_pdesc_field_match(d->name, p->name);
}

/* ---- matching ---- */

/* Populates provider i once. 0 or the (remembered) -errno. */
static int populate(struct sd_probe_tab *tab, size_t i)
{
	const struct sd_provider *prov = sd_providers[i];
	const char *why = NULL;
	int err;

	if (tab->state[i])
		return tab->state[i] < 0 ? tab->state[i] : 0;
	/* The providers before it first, so that a probe's ID is the same in
	 * every run (-l, -i ID, a script naming one provider): dtrace's BEGIN,
	 * END and ERROR are 1, 2 and 3; per-process providers list nothing. */
	bool numbering = tab->numbering;

	tab->numbering = true;	/* only to number: -v tells of them if used */
	for (size_t j = 0; j < i; j++)
		if (!tab->state[j] && (j == 0 || (prov->populate && sd_providers[j]->populate)))
			populate(tab, j);
	tab->numbering = numbering;
	tab->populating = true;
	err = prov->populate ? prov->populate(tab, &why) : 0;
	tab->populating = false;
	made_last(tab);
	tab->state[i] = err ? err : 1;
	tab->why[i] = err ? (why ? why : strerror(-err)) : NULL;
	return err;
}

/* True if d matches some existing probe of prov exactly. */
static bool have_probe(const struct sd_probe_tab *tab,
		       const struct sd_provider *prov,
		       const struct sd_pdesc *d)
{
	for (size_t i = 0; i < tab->n; i++)
		if (tab->probes[i]->provider == prov &&
		    sd_pdesc_match(d, tab->probes[i]))
			return true;
	return false;
}

/* Creates an on-demand probe of prov for d when d has no glob and names a
 * probe that does not exist yet. Errors mean "no such probe": ignored.
 * Every provider is populated first, as DTrace's dt_vopen( ) populates
 * them all before any probe is made on demand (dt_probe_insert( ) numbers
 * it after them all: tick-3s is the probe count plus one). */
static void create(struct sd_probe_tab *tab, const struct sd_provider *prov,
		   const struct sd_pdesc *d)
{
	if (!prov->create || (!d->name[0] && !prov->create_empty_name) ||
	    (sd_pdesc_is_glob(d->name) && !prov->create_glob_name) ||
	    sd_pdesc_is_glob(d->mod) || sd_pdesc_is_glob(d->func) ||
	    have_probe(tab, prov, d))
		return;
	tab->numbering = true;
	(void)sd_probe_populate_all(tab);
	tab->numbering = false;
	(void)prov->create(tab, d->mod, d->func, d->name);
}

/* Does d's provider end in a process ID (pid1234, a USDT provider's)? Its
 * probes are made on demand, after every provider populates (create( )). */
static bool names_pid(const struct sd_pdesc *d)
{
	size_t n = strlen(d->prov);

	return n && d->prov[n - 1] >= '0' && d->prov[n - 1] <= '9';
}

/* Lets providers with process-ID names (pid1234) add their probes. */
static int claim(struct sd_probe_tab *tab, const struct sd_pdesc *d, bool exact)
{
	if (!d->prov[0])
		return 0;
	for (size_t i = 0; i < sd_nproviders; i++) {
		const struct sd_provider *prov = sd_providers[i];
		const char *why = NULL;
		int err;

		if (!prov->claim)
			continue;
		if (names_pid(d))
			(void)sd_probe_populate_all(tab);
		else if (!tab->state[0])
			populate(tab, 0);
		err = prov->claim(tab, d, &why);
		/* a tagged error stops a glob provider too (p*d1234's process
		   is grabbed as pid1234's: dt_setcontext( ) compiles no further) */
		if (err && (exact || tab->last_tag)) {
			tab->last_why = why ? why : strerror(-err);
			return err;
		}
	}
	return 0;
}

/* The provider a bare probe name of the dtrace or profile provider (BEGIN,
 * tick-1s, profile-97...) with no provider field names, or NULL. Such
 * descriptions are the most common, and populating every provider (every
 * tracepoint of the kernel) to find them would cost far more than the rest
 * of the compilation. */
static const char *bare_name_provider(const struct sd_pdesc *d)
{
	if (d->prov[0] || d->mod[0] || d->func[0] || sd_pdesc_is_glob(d->name))
		return NULL;
	if (!strcmp(d->name, "BEGIN") || !strcmp(d->name, "END") ||
	    !strcmp(d->name, "ERROR"))
		return "dtrace";
	if (!strncmp(d->name, "tick-", 5) || !strncmp(d->name, "profile-", 8))
		return "profile";
	return NULL;
}

/* Prepares every provider d can match. 0 or -errno (see sd_probe_match). */
static int prepare(struct sd_probe_tab *tab, const struct sd_pdesc *d)
{
	bool exact = d->prov[0] && !sd_pdesc_is_glob(d->prov);
	const char *only = bare_name_provider(d);

	for (size_t i = 0; i < sd_nproviders; i++) {
		const struct sd_provider *prov = sd_providers[i];
		int err;

		if (!sd_pdesc_field_match(d->prov, prov->name))
			continue;
		if (only && strcmp(only, prov->name))
			continue;
		err = populate(tab, i);
		if (err && exact) {
			tab->last_why = tab->why[i];
			return err;
		}
		if (!err)
			create(tab, prov, d);
	}
	return claim(tab, d, exact);
}

int sd_probe_match(struct sd_probe_tab *tab, const struct sd_pdesc *d,
		   void (*fn)(struct sd_probe *p, void *arg), void *arg)
{
	int err, n = 0;

	tab->last_tag = 0;
	tab->shown_mod = tab->shown_func = NULL;
	err = prepare(tab, d);

	if (err)
		return err;
	for (size_t i = 0; i < tab->n; i++) {
		if (!sd_pdesc_match(d, tab->probes[i]))
			continue;
		n++;
		if (fn)
			fn(tab->probes[i], arg);
	}
	return n;
}

int sd_probe_populate_all(struct sd_probe_tab *tab)
{
	int first = 0;

	for (size_t i = 0; i < sd_nproviders; i++) {
		int err = populate(tab, i);

		if (err && err != -ENOTSUP && !first)
			first = err;
	}
	return first;
}

/* ---- attributes and the listing ---- */

static const struct sd_pattr unknown_attr = {
	.prov = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.mod = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.func = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.name = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.args = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
};

static struct sd_attr attr_min(struct sd_attr a, struct sd_attr b)
{
	return (struct sd_attr){
		.name = SD_MIN(a.name, b.name),
		.data = SD_MIN(a.data, b.data),
		.klass = SD_MIN(a.klass, b.klass),
	};
}

void sd_probe_attrs(const struct sd_probe *p, struct sd_attr *desc,
		    struct sd_attr *args)
{
	const struct sd_pattr *pa = p->provider->attr ? p->provider->attr
						       : &unknown_attr;

	/* The minimum over the fields the probe's description names; an
	 * empty field names nothing. */
	*desc = pa->prov;
	if (p->mod[0])
		*desc = attr_min(*desc, pa->mod);
	if (p->func[0])
		*desc = attr_min(*desc, pa->func);
	if (p->name[0])
		*desc = attr_min(*desc, pa->name);
	*args = pa->args;
}

const struct sd_pattr sd_pattr_kernel = {
	.prov = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_COMMON },
	.mod = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.func = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_ISA },
	.name = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_COMMON },
	.args = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_ISA },
};

const struct sd_pattr sd_pattr_evolving = {
	.prov = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_ISA },
	.mod = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.func = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.name = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_ISA },
	.args = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_ISA },
};

const struct sd_pattr sd_pattr_tracepoint = {
	.prov = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_ISA },
	.mod = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.func = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.name = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_ISA },
	.args = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_ISA },
};

const struct sd_pattr sd_pattr_uprobe = {
	.prov = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_ISA },
	.mod = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.func = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.name = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_ISA },
	.args = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
};

const char *sd_stability_name(enum sd_stability s)
{
	static const char *const names[] = {
		"Internal", "Private", "Obsolete", "External",
		"Unstable", "Evolving", "Stable", "Standard",
	};

	return (size_t)s < SD_ARRAY_SIZE(names) ? names[s] : "Unknown";
}

const char *sd_class_name(enum sd_depclass c)
{
	static const char *const names[] = {
		"Unknown", "CPU", "Platform", "Group", "ISA", "Common",
	};

	return (size_t)c < SD_ARRAY_SIZE(names) ? names[c] : "Unknown";
}

void sd_probe_list_header(struct sd_buf *out)
{
	sd_buf_addf(out, "%5s %10s %17s %33s %s\n",
		    "ID", "PROVIDER", "MODULE", "FUNCTION", "NAME");
}

static void list_attr(struct sd_buf *out, const char *title, struct sd_attr a)
{
	sd_buf_addf(out, "\n\t%s\n", title);
	sd_buf_addf(out, "\t\tIdentifier Names: %s\n", sd_stability_name(a.name));
	sd_buf_addf(out, "\t\tData Semantics:   %s\n", sd_stability_name(a.data));
	sd_buf_addf(out, "\t\tDependency Class: %s\n", sd_class_name(a.klass));
}

static sd_type_namer_fn *type_namer;
static void *type_namer_ctx;

void sd_probe_set_type_namer(sd_type_namer_fn *fn, void *ctx)
{
	type_namer = fn;
	type_namer_ctx = ctx;
}

/* A user probe's types are its DWARF's names (sonda's own), as is. */
static const char *arg_type_name(const struct sd_probe *p, const char *text)
{
	const char *n = NULL;

	if (type_namer && !sd_uprobe_is_user(p))
		n = type_namer(type_namer_ctx, text);
	return n ? n : text;
}

static void list_arg_types(struct sd_buf *out, const struct sd_probe *p)
{
	struct sd_probe_args a;
	int n = 0;

	sd_buf_addstr(out, "\n\tArgument Types\n");
	if (p->provider->args && sd_probe_get_arg_types(p, &a) == 0) {
		for (; n < a.nargs && a.arg_type[n]; n++)
			sd_buf_addf(out, "\t\targs[%d]: %s\n", n,
				    arg_type_name(p, a.arg_type[n]));
		for (int k = 0; n == a.nargs && k < a.nmore; k++)
			sd_buf_addf(out, "\t\targs[%d]: %s\n", n + k,
				    arg_type_name(p, a.more_type[k]));
	}
	if (n == 0)
		sd_buf_addstr(out, "\t\tNone\n");
	sd_buf_addch(out, '\n');
}

void sd_probe_list_entry(struct sd_buf *out, const struct sd_probe *p,
			 bool verbose)
{
	struct sd_attr desc, args;

	sd_buf_addf(out, "%5u %10s %17s %33s %s\n",
		    p->id, p->prov, p->mod, p->func, p->name);
	if (!verbose)
		return;
	sd_probe_attrs(p, &desc, &args);
	sd_probe_info_text(out, p, desc, args);
}

void sd_probe_info_text(struct sd_buf *out, const struct sd_probe *p,
			struct sd_attr desc, struct sd_attr args)
{
	list_attr(out, "Probe Description Attributes", desc);
	list_attr(out, "Argument Attributes", args);
	list_arg_types(out, p);
}

/* ---- attach-fd bookkeeping ---- */

void sd_attach_init(struct sd_attach *at)
{
	memset(at, 0, sizeof(*at));
}

int sd_attach_add(struct sd_attach *at, int fd)
{
	if (at->n == at->cap) {
		size_t cap = at->cap ? at->cap * 2 : 16;
		int *v = sd_xrealloc(at->fds, cap * sizeof(*v));

		at->fds = v;
		at->cap = cap;
	}
	at->fds[at->n++] = fd;
	at->weight++;
	return 0;
}

/* Up to this many threads close attachments: each close of a uprobe_multi
 * link waits for an RCU tasks-trace grace period, and so does a tracepoint
 * perf event (under the kernel's event_mutex, so those do not overlap);
 * waits in different threads overlap, so 3,600 pid probes leave in about
 * seven grace periods rather than 3,600 / CLOSE_THREADS = 56 with 64. */
#define CLOSE_THREADS	512
#define CLOSE_STACK	(64u << 10)	/* a thread only calls close() */

struct close_slice {
	const int *fds;
	size_t n;
};

static void *close_fds(void *arg)
{
	const struct close_slice *s = arg;

	for (size_t i = 0; i < s->n; i++)
		close(s->fds[i]);
	return NULL;
}

void sd_attach_close(struct sd_attach *at)
{
	/* libc, not xalloc: closing must work out of memory too (serially) */
	struct close_slice *sl = calloc(CLOSE_THREADS, sizeof(*sl));
	pthread_t *tid = calloc(CLOSE_THREADS, sizeof(*tid));
	bool *started = calloc(CLOSE_THREADS, sizeof(*started));
	size_t nt = SD_MIN(at->n, (size_t)CLOSE_THREADS);
	size_t per = nt ? (at->n + nt - 1) / nt : 0;
	pthread_attr_t attr;

	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, CLOSE_STACK);
	for (size_t t = 0; t < nt && t * per < at->n; t++) {
		struct close_slice one = { at->fds + t * per,
					   SD_MIN(per, at->n - t * per) };

		if (!sl || !tid || !started) {
			close_fds(&one);
			continue;
		}
		sl[t] = one;
		if (nt == 1 || pthread_create(&tid[t], &attr, close_fds, &sl[t]))
			close_fds(&sl[t]);
		else
			started[t] = true;
	}
	for (size_t t = 0; started && t < nt; t++)
		if (started[t])
			pthread_join(tid[t], NULL);
	pthread_attr_destroy(&attr);
	free(sl);
	free(tid);
	free(started);
	free(at->fds);
	for (size_t i = 0; i < SD_MAX_PROVIDERS; i++)	/* attach_done never ran */
		free(at->queued[i].v);
	sd_attach_init(at);
}
