/* consume.c - ring buffer records to text (d-output-formats.md 2-6, 11). */
#include "run.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>

#include "../base/opts.h"
#include "../cg/cg.h"
#include "../kern/bpf.h"
#include "../lang/sema.h"
#include "layout.h"

static const char *const fault_text[] = {
	[SD_FAULT_BADADDR] = "invalid address", [SD_FAULT_BADALIGN] = "invalid alignment",
	[SD_FAULT_ILLOP] = "illegal operation", [SD_FAULT_DIVZERO] = "divide-by-zero",
	[SD_FAULT_NOSCRATCH] = "out of scratch space",
	[SD_FAULT_KPRIV] = "invalid kernel access", [SD_FAULT_UPRIV] = "invalid user access",
	[SD_FAULT_TUPOFLOW] = "tuple stack overflow", [SD_FAULT_BADSTACK] = "bad stack",
	[SD_FAULT_BADSIZE] = "invalid size", [SD_FAULT_BADINDEX] = "index out of bounds",
};

int sd_run_flush(struct sd_run *r)
{
	if (!r->buf.len)
		return 0;
	size_t n = fwrite(r->buf.data, 1, r->buf.len, r->out);
	int rc = n == r->buf.len && fflush(r->out) == 0 ? 0 : -1;
	sd_buf_reset(&r->buf);
	return rc;
}

static struct sd_fmt_ctx fmt_ctx(struct sd_run *r)
{
	struct sd_fmt_ctx c = SD_FMT_CTX_INIT;

	c.sym = &r->sym;
	c.stackindent = (int)r->opts->stackindent;
	c.noresolve = r->opts->noresolve;
	return c;
}

static struct sd_aggopts agg_opts(struct sd_run *r)
{
	struct sd_aggopts o = {
		.sortkey = r->opts->aggsortkey, .sortrev = r->opts->aggsortrev,
		.sortkeypos = (int)r->opts->aggsortkeypos, .sortpos = (int)r->opts->aggsortpos,
	};
	return o;
}

/* Reads aggregation id from the kernel into its snapshot (all CPUs merged). */
static void snapshot(struct sd_run *r, int id)
{
	struct sd_aggsnap *s = &r->snaps[id];
	const struct sd_aggdesc *d = &r->aggdesc[id];
	size_t vsz = (size_t)r->img->aggs[id].nwords * 8;
	uint8_t *key = calloc(1, d->keysize), *next = calloc(1, d->keysize);
	uint8_t *norm = calloc(1, d->keysize);
	int64_t *vals = calloc((size_t)r->ncpus, vsz);
	bool first = true, minmax = d->fn == SD_AGG_MIN || d->fn == SD_AGG_MAX;

	sd_aggsnap_release(s);
	sd_aggsnap_init(s, d);
	while (bpf_map_get_next_key(r->map_agg[id], first ? NULL : key, next) == 0) {
		first = false;
		memcpy(key, next, d->keysize);
		if (bpf_map_lookup_elem(r->map_agg[id], key, vals) < 0)
			continue;
		memcpy(norm, key, d->keysize);
		sd_agg_normalize_key(d, norm, &r->sym);
		for (int c = 0; c < r->ncpus; c++) {
			int64_t *v = (int64_t *)((uint8_t *)vals + (size_t)c * vsz);
			/* min/max: CPUs that never updated the entry hold zeros */
			if (minmax && !v[1] && (c < r->ncpus - 1 || sd_aggsnap_find(s, norm)))
				continue;
			sd_aggsnap_add(s, norm, v);
		}
	}
	s->normalize = r->normal[id];
	free(norm);
	free(key);
	free(next);
	free(vals);
}

static void header(struct sd_run *r)
{
	if (r->header_done || r->opts->quiet)
		return;
	r->header_done = true;
	if (r->opts->flowindent)
		sd_buf_addf(&r->buf, "%3s %-41s\n", "CPU", "FUNCTION");
	else if (r->testing)
		sd_buf_addf(&r->buf, "%32s\n", "FUNCTION:NAME");
	else
		sd_buf_addf(&r->buf, "%3s %6s %32s\n", "CPU", "ID", "FUNCTION:NAME");
}

static void prefix(struct sd_run *r, const struct sd_epid_desc *ep, uint32_t cpu)
{
	char fn[512];

	header(r);
	if (r->opts->quiet)
		return;
	snprintf(fn, sizeof(fn), "%s:%s", ep->probe->func, ep->probe->name);
	if (r->testing)
		sd_buf_addf(&r->buf, "%32s ", fn);
	else
		sd_buf_addf(&r->buf, "%3u %6u %32s ", cpu, ep->probe->id, fn);
}

static void field_value(struct sd_run *r, const uint8_t *rec, size_t size,
			const struct sd_rec_field *f, struct sd_value *v)
{
	*v = f->v;
	if (f->off + 8 > size && f->v.kind != SD_V_STR) {
		v->i = 0;
		return;
	}
	if (f->v.kind == SD_V_STR) {
		v->s = (const char *)rec + f->off;
		v->len = f->off + f->v.len <= size ? f->v.len : 0;
		return;
	}
	if (f->off + f->v.len > size) {
		v->npcs = 0;
		return;
	}
	const uint8_t *p = rec + f->off;
	uint64_t w0, w1;
	memcpy(&w0, p, 8);
	memcpy(&w1, p + 8, 8);
	switch (f->v.kind) {
	case SD_V_KSTACK:
		v->pcs = (const uint64_t *)(const void *)(p + 8);
		v->npcs = (int)SD_MIN(w0 / 8, (uint64_t)f->v.npcs);
		return;
	case SD_V_USTACK:
		v->pid = (int)w0;
		v->pcs = (const uint64_t *)(const void *)(p + 16);
		v->npcs = (int)SD_MIN(w1 / 8, (uint64_t)f->v.npcs);
		return;
	case SD_V_USYM: case SD_V_UMOD: case SD_V_UADDR:
		v->i = w0;
		v->pid = (int)w1;
		return;
	default:
		break;
	}
	uint64_t x;
	memcpy(&x, rec + f->off, 8);
	v->i = x;
}

static void act_printa(struct sd_run *r, const struct sd_act_desc *a)
{
	struct sd_aggsnap *v[8];
	int n = a->naggs < 8 ? a->naggs : 8;
	struct sd_fmt_ctx ctx = fmt_ctx(r);
	struct sd_aggopts o = agg_opts(r);

	for (int i = 0; i < n; i++) {
		snapshot(r, a->aggs[i]);
		v[i] = &r->snaps[a->aggs[i]];
		r->printed[a->aggs[i]] = true;
	}
	if (a->fmt)
		sd_agg_printa(&r->buf, a->fmt, v, (size_t)n, &o, &ctx);
	else
		sd_agg_printa_default(&r->buf, v, (size_t)n, &o, &ctx);
}

/* clear() and trunc() change the kernel's data, so later printing agrees. */
static void act_aggop(struct sd_run *r, const struct sd_act_desc *a, int64_t arg)
{
	int id = a->aggs[0];
	const struct sd_aggdesc *d = &r->aggdesc[id];

	switch (a->kind) {
	case SD_ACT_NORMALIZE:
		r->normal[id] = arg > 0 ? arg : 1;
		return;
	case SD_ACT_DENORMALIZE:
		r->normal[id] = 1;
		return;
	default:
		break;
	}
	snapshot(r, id);
	struct sd_aggsnap *s = &r->snaps[id];
	if (a->kind == SD_ACT_TRUNC)
		sd_aggsnap_trunc(s, arg);
	size_t vsz = (size_t)r->img->aggs[id].nwords * 8;
	int64_t *vals = calloc((size_t)r->ncpus, vsz);
	uint8_t *key = calloc(1, d->keysize), *next = calloc(1, d->keysize);
	bool first = true;
	while (bpf_map_get_next_key(r->map_agg[id], first ? NULL : key, next) == 0) {
		first = false;
		memcpy(key, next, d->keysize);
		if (a->kind == SD_ACT_TRUNC && sd_aggsnap_find(s, key))
			continue;
		if (a->kind == SD_ACT_TRUNC) {
			bpf_map_delete_elem(r->map_agg[id], key);
			first = true;	/* restart: deleting breaks iteration */
			continue;
		}
		for (int c = 0; c < r->ncpus; c++)
			sd_agg_init(d, (int64_t *)((uint8_t *)vals + (size_t)c * vsz));
		bpf_map_update_elem(r->map_agg[id], key, vals, BPF_EXIST);
	}
	free(vals);
	free(key);
	free(next);
}

static void do_act(struct sd_run *r, const struct sd_act_desc *a, const uint8_t *rec,
		   size_t size)
{
	struct sd_value v[64];
	int n = a->nfields < 64 ? a->nfields : 64;
	struct sd_fmt_ctx ctx = fmt_ctx(r);

	for (int i = 0; i < n; i++)
		field_value(r, rec, size, &a->fields[i], &v[i]);
	switch (a->kind) {
	case SD_ACT_TRACE:
		sd_fmt_trace(&r->buf, &v[0], r->opts->quiet, r->opts->rawbytes, &ctx);
		break;
	case SD_ACT_PRINTF:
		sd_fmt_render(&r->buf, a->fmt, v, (size_t)n, &ctx);
		break;
	case SD_ACT_PRINTA:
		act_printa(r, a);
		break;
	case SD_ACT_EXIT:
		r->status = (int)(int32_t)v[0].i;	/* the last exit() wins */
		r->stopping = true;
		break;
	default:
		act_aggop(r, a, n ? (int64_t)v[0].i : 0);
		break;
	}
}

static void fault(struct sd_run *r, const struct sd_fault_rec *f)
{
	const struct sd_epid_desc *ep = f->fepid && f->fepid <= r->img->nepids ?
		&r->img->epids[f->fepid - 1] : NULL;
	const char *what = f->fault < SD_ARRAY_SIZE(fault_text) && fault_text[f->fault] ?
		fault_text[f->fault] : "unknown fault";
	char where[32];

	if (!ep)
		return;
	if (f->action)
		snprintf(where, sizeof(where), "action #%u", f->action);
	else
		snprintf(where, sizeof(where), "predicate");
	sd_run_flush(r);
	fprintf(stderr, "sonda: error on enabled probe ID %u (ID %u: %s:%s:%s:%s): %s",
		f->fepid, ep->probe->id, ep->probe->prov, ep->probe->mod,
		ep->probe->func, ep->probe->name, what);
	if (f->fault == SD_FAULT_BADADDR || f->fault == SD_FAULT_BADALIGN ||
	    f->fault == SD_FAULT_BADSTACK || f->fault == SD_FAULT_BADSIZE)
		fprintf(stderr, " (0x%llx)", (unsigned long long)f->addr);
	fprintf(stderr, " in %s\n", where);
	if (r->fd_error >= 0) {
		uint64_t args[6] = { 0, f->fepid, f->action, f->pc, f->fault, f->addr };
		sd_bpf_test_run(r->fd_error, args, sizeof(args));
	}
}

int sd_run_record(void *ctx, void *data, size_t size)
{
	struct sd_run *r = ctx;
	const struct sd_rec_hdr *h = data;

	if (size < sizeof(*h))
		return 0;
	if (h->epid == SD_EPID_FAULT) {
		if (size >= sizeof(struct sd_fault_rec))
			fault(r, data);
		return 0;
	}
	if (!h->epid || h->epid > r->img->nepids)
		return 0;
	const struct sd_epid_desc *ep = &r->img->epids[h->epid - 1];
	prefix(r, ep, h->cpu);
	for (int i = 0; i < ep->nacts; i++)
		if (h->mask & (1ull << (i & 63)))
			do_act(r, &ep->acts[i], data, size);
	if (!r->opts->quiet)
		sd_buf_addch(&r->buf, '\n');
	if (r->buf.len > 65536)
		sd_run_flush(r);
	return 0;
}

void sd_run_print_aggs(struct sd_run *r)
{
	struct sd_aggsnap **v = calloc((size_t)r->img->naggs + 1, sizeof(*v));
	struct sd_fmt_ctx ctx = fmt_ctx(r);
	struct sd_aggopts o = agg_opts(r);
	size_t n = 0;

	for (int i = 0; i < r->img->naggs; i++) {
		if (r->printed[i])
			continue;
		snapshot(r, i);
		v[n++] = &r->snaps[i];
	}
	if (n)
		sd_agg_print(&r->buf, v, n, &o, &ctx);
	free(v);
}

static const char *const drop_fmt[] = {
	[SD_DROP_PRINCIPAL] = "%llu drop%s on CPU %d",
	[SD_DROP_AGG] = "%llu aggregation drop%s on CPU %d",
	[SD_DROP_DYNVAR] = "%llu dynamic variable drop%s",
	[SD_DROP_SPEC] = "%llu speculative drop%s",
	[SD_DROP_ERRORS] = NULL,
};

void sd_run_report_drops(struct sd_run *r)
{
	const struct sd_state *st = r->state;

	if (!st)
		return;
	for (int i = 0; i < SD_NDROPS; i++) {
		uint64_t now = st->drops[i], d = now - r->drops_seen[i];
		if (!d || i >= (int)SD_ARRAY_SIZE(drop_fmt) || !drop_fmt[i])
			continue;
		r->drops_seen[i] = now;
		sd_run_flush(r);
		fprintf(stderr, "sonda: ");
		fprintf(stderr, drop_fmt[i], (unsigned long long)d, d == 1 ? "" : "s", 0);
		fprintf(stderr, "\n");
	}
}
