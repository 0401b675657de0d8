/* syscall.c - the syscall provider: syscall:vmlinux:NAME:entry and :return
 * for every syscalls/sys_enter_NAME (sys_exit_NAME) tracepoint.
 *
 * Populating only reads the tracefs directory (fast enough for -l); format
 * files are parsed in args(), once per probe, and cached in the table's
 * arena.
 *
 * Attaching: one perf event per probe, PERF_TYPE_TRACEPOINT opened with
 * pid -1 on a single CPU, then PERF_EVENT_IOC_SET_BPF. This is enough for
 * every CPU: a BPF program attached through a tracepoint perf event goes
 * into the tracepoint's own program array (the trace event, not the per-CPU
 * perf event), which runs wherever the tracepoint fires. Opening one event
 * per CPU would run the program once per CPU for each firing. */
#include "prov.h"
#include "../kern/bpf.h"
#include "../kern/tracefs.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define GROUP		"syscalls"
#define ENTER		"sys_enter_"
#define EXIT		"sys_exit_"

struct sc_priv {
	struct sd_probe_args *args;	/* cached by args() */
};

static const struct sd_pattr attr = {
	.prov = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_COMMON },
	.mod = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.func = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_ISA },
	.name = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_COMMON },
	.args = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_ISA },
};

static int cmp_str(const void *key, const void *elem)
{
	return strcmp(key, *(char *const *)elem);
}

static void add(struct sd_probe_tab *tab, const char *func, const char *name)
{
	struct sc_priv *priv = sd_arena_alloc(&tab->arena, sizeof(*priv));

	sd_probe_tab_add(tab, &sd_prov_syscall, "vmlinux", func, name, priv);
}

/* The syscall probes lookup() added before populate() ran, or NULL. */
static struct sd_probe **looked_up(struct sd_probe_tab *tab, size_t *n)
{
	struct sd_probe **v = NULL;

	*n = 0;
	for (size_t i = 0; i < tab->n; i++) {
		if (tab->probes[i]->provider != &sd_prov_syscall)
			continue;
		struct sd_probe **nv = realloc(v, (*n + 1) * sizeof(*v));
		if (!nv)
			break;
		v = nv;
		v[(*n)++] = tab->probes[i];
	}
	return v;
}

/* Adds func:name unless lookup() did (known: n probes of it). */
static void add_new(struct sd_probe_tab *tab, struct sd_probe **known, size_t n,
		    const char *func, const char *name)
{
	for (size_t i = 0; i < n; i++)
		if (!strcmp(known[i]->func, func) && !strcmp(known[i]->name, name))
			return;
	add(tab, func, name);
}

static int populate(struct sd_probe_tab *tab, const char **why)
{
	char **ev, exit_name[256];
	size_t n, nknown;
	struct sd_probe **known;
	int err;

	if (!sd_tracefs()) {
		*why = "tracefs is not available (CONFIG_TRACING)";
		return -ENOTSUP;
	}
	err = sd_tracefs_events(GROUP, &ev, &n);
	if (err) {
		*why = "the kernel has no syscall tracepoints (CONFIG_FTRACE_SYSCALLS)";
		return -ENOTSUP;
	}
	known = looked_up(tab, &nknown);
	/* ev is sorted, so the probes come out sorted by syscall name. */
	for (size_t i = 0; i < n; i++) {
		const char *sc = ev[i] + strlen(ENTER);

		if (strncmp(ev[i], ENTER, strlen(ENTER)) != 0)
			continue;
		add_new(tab, known, nknown, sc, "entry");
		snprintf(exit_name, sizeof(exit_name), EXIT "%s", sc);
		if (bsearch(exit_name, ev, n, sizeof(*ev), cmp_str))
			add_new(tab, known, nknown, sc, "return");
	}
	free(known);
	sd_tracefs_names_free(ev, n);
	return 0;
}

/* A name a tracepoint event can have (no path tricks). */
static bool event_word(const char *s)
{
	if (!*s || strlen(s) > 200)
		return false;
	for (; *s; s++)
		if (!isalnum((unsigned char)*s) && *s != '_')
			return false;
	return true;
}

/* syscall::FUNC:NAME without listing every syscall event: an entry probe
 * where sys_enter_FUNC exists, a return probe where sys_exit_FUNC does too
 * (as populate() finds them). */
static int lookup(struct sd_probe_tab *tab, const struct sd_pdesc *d)
{
	static const char *const names[] = { "entry", "return" };
	char ev[256];
	int n = 0;

	if (!sd_tracefs() || !sd_tracefs_event_exists(GROUP, NULL))
		return -ENOTSUP;	/* populate() says why */
	if ((*d->mod && strcmp(d->mod, "vmlinux")) || !event_word(d->func))
		return 0;
	snprintf(ev, sizeof(ev), ENTER "%s", d->func);
	if (!sd_tracefs_event_exists(GROUP, ev))
		return 0;
	for (int k = 0; k < 2; k++) {
		if (*d->name && strcmp(d->name, names[k]))
			continue;
		snprintf(ev, sizeof(ev), "%s%s", k ? EXIT : ENTER, d->func);
		if (!sd_probe_tab_find(tab, &sd_prov_syscall, d->func, names[k])) {
			if (k && !sd_tracefs_event_exists(GROUP, ev))
				continue;
			add(tab, d->func, names[k]);
		}
		n++;
	}
	return n;
}

/* The tracepoint event name of p into buf. */
static void event_name(const struct sd_probe *p, char *buf, size_t size)
{
	bool entry = strcmp(p->name, "entry") == 0;

	snprintf(buf, size, "%s%s", entry ? ENTER : EXIT, p->func);
}

/* Fills a from the fields that follow __syscall_nr in fmt. */
static int fill_args(const struct sd_probe *p, const struct sd_tp_format *fmt,
		     struct sd_probe_args *a)
{
	size_t i = 0;

	while (i < fmt->n && strcmp(fmt->fields[i].name, "__syscall_nr") != 0)
		i++;
	if (i == fmt->n)
		return -EINVAL;
	for (i++; i < fmt->n && a->nargs < SD_MAX_ARGS; i++) {
		const struct sd_tp_field *f = &fmt->fields[i];
		int k = a->nargs++;

		a->arg_off[k] = (int16_t)f->offset;
		a->arg_size[k] = (uint8_t)f->size;
		a->arg_signed[k] = f->is_signed;
		a->arg_type[k] = sd_probe_strdup(p, f->type);
	}
	return 0;
}

/* A return probe: arg0 = arg1 = ret; only args[0] is typed. */
static int fill_return(const struct sd_probe *p,
		       const struct sd_tp_format *fmt, struct sd_probe_args *a)
{
	int err = fill_args(p, fmt, a);

	if (err)
		return err;
	if (a->nargs != 1 || strcmp(fmt->fields[fmt->n - 1].name, "ret") != 0)
		return -EINVAL;
	a->special = SD_ARGS_SYSCALL_RETURN;
	a->nargs = 2;
	a->arg_off[1] = a->arg_off[0];
	a->arg_size[1] = a->arg_size[0];
	a->arg_signed[1] = a->arg_signed[0];
	return 0;
}

static int args(const struct sd_probe *p, struct sd_probe_args *a)
{
	struct sc_priv *priv = p->priv;
	struct sd_tp_format fmt;
	char ev[256];
	int err;

	if (priv->args) {
		*a = *priv->args;
		return 0;
	}
	memset(a, 0, sizeof(*a));
	a->ctx = SD_CTX_TRACEPOINT;
	event_name(p, ev, sizeof(ev));
	err = sd_tracefs_format(GROUP, ev, &fmt);
	if (err)
		return err;
	if (strcmp(p->name, "entry") == 0)
		err = fill_args(p, &fmt, a);
	else
		err = fill_return(p, &fmt, a);
	sd_tp_format_free(&fmt);
	if (err)
		return err;
	priv->args = sd_probe_alloc(p, sizeof(*a));
	*priv->args = *a;
	return 0;
}

static int attach(const struct sd_probe *p, int prog_fd, struct sd_attach *at)
{
	struct perf_event_attr pa = {
		.type = PERF_TYPE_TRACEPOINT,
		.sample_period = 1,
	};
	char ev[256];
	int id, cpu, fd;

	event_name(p, ev, sizeof(ev));
	id = sd_tracefs_event_id(GROUP, ev);
	cpu = sd_bpf_first_cpu();
	if (id < 0) {
		fd = id;
		goto err;
	}
	pa.config = (uint64_t)id;
	fd = sd_bpf_perf_attach(&pa, -1, cpu < 0 ? 0 : cpu, prog_fd);
	if (fd < 0)
		goto err;
	return sd_attach_add(at, fd);
err:
	sd_prov_warn("syscall: cannot attach to '%s:%s': %s", p->func, p->name,
		     strerror(-fd));
	return fd;
}

const struct sd_provider sd_prov_syscall = {
	.name = "syscall",
	.populate = populate,
	.lookup = lookup,
	.args = args,
	.attach = attach,
	.attr = &attr,
};
