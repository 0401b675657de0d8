/* sdt.c - the sdt and rawtp providers: every tracepoint of the running
 * kernel as sdt:<group>::<event> (a BPF_PROG_TYPE_TRACEPOINT program whose
 * args are the record's fields after the common ones) and as
 * rawtp:<group>::<event> (a raw tracepoint program whose args are the
 * tracepoint's C arguments, typed from BTF) - providers.md 10. An sdt
 * probe's args are the members of the event's record struct in BTF
 * (struct trace_event_raw_<event>) where the kernel has it, as DTrace's
 * sdt probe_info() takes them, else the format file's fields.
 *
 * The events are available_events' lines, in its order, as DTrace lists
 * them (so ftrace's internal events are not there); groups that tracers
 * create themselves (kprobes, uprobes, dt_pid, dt_PID_NAME) and the
 * syscalls group (the syscall provider) are left out; every other event
 * is a real tracepoint, so rawtp lists the same events
 * (their BTF prototypes are read only when a probe is used or listed with
 * -lv: populating stays cheap for scripts that only name BEGIN). */
#include "tp.h"
#include "tpbtf.h"
#include "ctx.h"
#include "../base/xalloc.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/btf.h>

struct sdt_priv {
	struct sd_probe_args *args;	/* cached by args() */
	int err;			/* args() failed: -errno */
};

/* The groups DTrace's sdt and rawtp populate( ) pass over: another
 * provider's (syscalls), probes made by tools (kprobes, uprobes, dt_pid,
 * and a DTrace process's own dt_PID_NAME). */
static bool skip_group(const char *g)
{
	static const char *const skip[] = {
		"syscalls", "kprobes", "uprobes", "dt_pid",
	};
	int pid, end = 0;

	for (size_t i = 0; i < SD_ARRAY_SIZE(skip); i++)
		if (strcmp(g, skip[i]) == 0)
			return true;
	return sscanf(g, "dt_%d_%n", &pid, &end) == 1 && end && g[end];
}

/* The kernel's events, read once per process (sdt and rawtp list the
 * same ones): "group/event" strings, in available_events' order. */
struct sd_sdt_events {
	char **names;
	size_t n;
	bool read;
};

void sd_sdt_events_free(struct sd_sdt_events *e)
{
	if (!e)
		return;
	for (size_t i = 0; i < e->n; i++)
		free(e->names[i]);
	free(e->names);
	free(e);
}

/* The run's list, made empty on first use. */
static struct sd_sdt_events *events_of_run(void)
{
	struct sd_prov_ctx *pc = sd_prov_ctx();

	if (!pc->events)
		pc->events = sd_xcalloc(1, sizeof(*pc->events));
	return pc->events;
}

/* Reads available_events, in its order (which gives the probes' IDs in
 * DTrace's dt_prov_sdt.c and dt_prov_rawtp.c populate( )). */
static int read_events(void)
{
	struct sd_sdt_events *e = events_of_run();
	char **ev;
	size_t n;

	if (e->read)
		return 0;
	if (sd_tracefs_available(NULL, &ev, &n) < 0)
		return -ENOTSUP;
	e->read = true;
	e->names = sd_xcalloc(n ? n : 1, sizeof(*e->names));
	for (size_t i = 0; i < n; i++) {
		char *colon = strchr(ev[i], ':');

		*colon = '\0';
		if (skip_group(ev[i])) {
			free(ev[i]);
			continue;
		}
		*colon = '/';
		e->names[e->n++] = ev[i];
	}
	free(ev);
	return 0;
}

/* Adds one probe per event of every group. */
static int add_all(struct sd_probe_tab *tab, const struct sd_provider *prov,
		   const char **why)
{
	const struct sd_sdt_events *e;

	if (!sd_tracefs()) {
		*why = "tracefs is not available (CONFIG_TRACING)";
		return -ENOTSUP;
	}
	if (read_events() < 0) {
		*why = "the kernel has no tracepoints (CONFIG_TRACEPOINTS)";
		return -ENOTSUP;
	}
	e = events_of_run();
	for (size_t i = 0; i < e->n; i++) {
		char *slash = strchr(e->names[i], '/');

		*slash = '\0';		/* group and event, for the copy */
		sd_probe_tab_add(tab, prov, e->names[i], "", slash + 1,
				 sd_arena_alloc(&tab->arena,
						sizeof(struct sdt_priv)));
		*slash = '/';
	}
	return 0;
}

static int sdt_populate(struct sd_probe_tab *tab, const char **why)
{
	return add_all(tab, &sd_prov_sdt, why);
}

static int rawtp_populate(struct sd_probe_tab *tab, const char **why)
{
	if (access("/sys/kernel/btf/vmlinux", R_OK) != 0) {
		*why = "the kernel has no BTF (CONFIG_DEBUG_INFO_BTF) to "
		       "describe raw tracepoints";
		return -ENOTSUP;
	}
	return add_all(tab, &sd_prov_rawtp, why);
}

/* Sets argN (n = k - 10 past the tenth: only -lv's type) from member m
 * of an event's record struct, laid out at *off as DTrace's sdt
 * trampoline lays it: at the next multiple of its type's alignment,
 * however BTF places it. */
static void struct_member(const struct sd_probe *p, const struct btf *btf,
			  const struct btf_member *m, int k, size_t *off,
			  struct sd_probe_args *a, const char **more)
{
	uint32_t rid = (uint32_t)btf__resolve_type(btf, m->type);
	const struct btf_type *rt = btf__type_by_id(btf, rid);
	long size = btf__resolve_size(btf, m->type);
	int align = btf__align_of(btf, m->type);
	char text[256];

	sd_tp_btf_type_text(btf, m->type, text, sizeof(text));
	if (k >= SD_MAX_ARGS) {
		more[k - SD_MAX_ARGS] = sd_probe_strdup(p, text);
		return;
	}
	if (align > 1)
		*off = (*off + (size_t)align - 1) / (size_t)align * (size_t)align;
	a->arg_off[k] = (int16_t)*off;
	a->arg_type[k] = sd_probe_strdup(p, text);
	a->arg_name[k] = sd_probe_strdup(p, btf__name_by_offset(btf,
							       m->name_off));
	/* a scalar is loaded by its size, not sign-extended; anything else
	 * (an array) is passed as its address in the record */
	if (rt && (btf_is_int(rt) || btf_is_any_enum(rt) || btf_is_ptr(rt)))
		a->arg_size[k] = (uint8_t)(size > 8 ? 8 : size);
	else
		a->arg_addr |= 1u << k;
	*off += size > 0 ? (size_t)size : 0;
}

/* p's layout from the kernel's struct trace_event_raw_<event>, as
 * DTrace's sdt probe_info() takes it where its type data has that struct:
 * every member but the first (struct trace_entry) and the last (char
 * __data[]), in order; a __data_loc field is then its u32 location word.
 * Only vmlinux's BTF is looked at (sd_kbtf()).
 * -ENOENT without the struct (DTrace then reads the format file). */
static int struct_fields(const struct sd_probe *p, struct sd_probe_args *a)
{
	const struct btf *btf = NULL;
	uint32_t id = sd_tp_event_struct(p->name, &btf);
	const struct btf_type *t = id ? btf__type_by_id(btf, id) : NULL;
	const struct btf_member *m;
	size_t off = 8;		/* past struct trace_entry */
	int n;

	if (!t || !btf_is_struct(t))
		return -ENOENT;
	a->ctx = SD_CTX_TRACEPOINT;
	m = btf_members(t);
	n = btf_vlen(t) > 2 ? btf_vlen(t) - 2 : 0;
	const char **more = n > SD_MAX_ARGS ?
		sd_probe_alloc(p, (size_t)(n - SD_MAX_ARGS) * sizeof(*more)) : NULL;
	for (int k = 0; k < n; k++)
		struct_member(p, btf, &m[k + 1], k, &off, a, more);
	a->nargs = SD_MIN(n, SD_MAX_ARGS);
	a->more_type = more;
	a->nmore = n > SD_MAX_ARGS ? n - SD_MAX_ARGS : 0;
	return 0;
}

/* A raw tracepoint's n argument types: the first SD_MAX_ARGS are its
 * argN, the others only listed (args[10].. of -lv), as DTrace's rawtp
 * probe_info() gives every parameter of btf_trace_EVENT but the first.
 * Frees types[]. */
static void raw_args(const struct sd_probe *p, char **types, int n,
		     struct sd_probe_args *a)
{
	const char **more = n > SD_MAX_ARGS ?
		sd_probe_alloc(p, (size_t)(n - SD_MAX_ARGS) * sizeof(*more)) : NULL;

	for (int i = 0; i < n; i++) {
		const char *t = sd_probe_strdup(p, types[i]);

		free(types[i]);
		if (i >= SD_MAX_ARGS) {
			more[i - SD_MAX_ARGS] = t;
			continue;
		}
		a->arg_off[i] = (int16_t)(8 * i);
		a->arg_size[i] = 8;
		a->arg_type[i] = t;
	}
	a->nargs = SD_MIN(n, SD_MAX_ARGS);
	a->more_type = more;
	a->nmore = n > SD_MAX_ARGS ? n - SD_MAX_ARGS : 0;
}

/* Computes p's layout: from the event's record struct or format file
 * (sdt) or from BTF (rawtp). */
static int compute(const struct sd_probe *p, struct sd_probe_args *a)
{
	struct sd_tp_format fmt;
	char *types[64];
	int n, err;

	memset(a, 0, sizeof(*a));
	if (p->provider == &sd_prov_sdt) {
		a->ctx = SD_CTX_TRACEPOINT;
		if ((err = struct_fields(p, a)) != -ENOENT)
			return err;
		if ((err = sd_tracefs_format(p->mod, p->name, &fmt)) < 0)
			return err;
		sd_tp_fill_fields(p, &fmt, a);
		sd_tp_format_free(&fmt);
		return 0;
	}
	a->ctx = SD_CTX_RAWTP;
	a->rawtp = p->name;
	if ((n = sd_tp_raw_types(p->name, types, SD_ARRAY_SIZE(types))) < 0)
		return n;
	raw_args(p, types, n, a);
	return 0;
}

static int args(const struct sd_probe *p, struct sd_probe_args *a)
{
	struct sdt_priv *priv = p->priv;

	if (priv->args) {
		*a = *priv->args;
		return 0;
	}
	if (priv->err) {
		memset(a, 0, sizeof(*a));
		a->ctx = p->provider == &sd_prov_sdt ? SD_CTX_TRACEPOINT
						     : SD_CTX_RAWTP;
		return priv->err;
	}
	priv->err = compute(p, a);
	if (priv->err)
		return priv->err;
	priv->args = sd_probe_alloc(p, sizeof(*a));
	*priv->args = *a;
	return 0;
}

static int attach(const struct sd_probe *p, int prog_fd, struct sd_attach *at)
{
	int err;

	if (p->provider == &sd_prov_sdt)
		err = sd_tp_attach_event(p->mod, p->name, prog_fd, at);
	else
		err = sd_tp_attach_raw(p->name, prog_fd, at);
	if (err)
		sd_prov_warn("%s: cannot attach to '%s:%s': %s", p->prov,
			     p->mod, p->name, strerror(-err));
	return err;
}

const struct sd_provider sd_prov_sdt = {
	.name = "sdt",
	.populate = sdt_populate,
	.args = args,
	.attach = attach,
	.attr = &sd_pattr_tracepoint,
};

const struct sd_provider sd_prov_rawtp = {
	.name = "rawtp",
	.populate = rawtp_populate,
	.args = args,
	.attach = attach,
	.attr = &sd_pattr_tracepoint,
};
