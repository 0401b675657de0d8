/* json.c - the JSON writer (oformat=json): one JSON object per line.
 *
 * The shapes follow FreeBSD's libxo-based oformat (its dtrace(1) page):
 * a probe record is an object with the probe's "timestamp", "cpu", "id",
 * "provider", "module", "function", "name" and an "output" array of one
 * object per datum; aggregations are {"aggregation-name",
 * "aggregation-data"}; drops are records of the dtrace:INTERNAL:INTERNAL:
 * DROP pseudo-probe. docs/output-formats.md (JSON) is the schema. Where
 * FreeBSD's pretty-printed document is one object with a "probes" list,
 * sonda writes each member of that list on a line of its own, so that
 * output streams.
 */
#include "writer.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../base/clock.h"
#include "../base/opts.h"
#include "../cg/image.h"
#include "aggfmt.h"
#include "print.h"

static void probe_fields(struct sd_json *j, const struct sd_probe *p, int64_t cpu,
			 uint64_t ts, uint32_t pid)
{
	char prov[300];

	sd_json_uint(j, "timestamp", ts ? ts : sd_clock_ns(CLOCK_MONOTONIC));
	sd_json_int(j, "cpu", cpu);
	sd_json_int(j, "id", p ? (int64_t)p->id : -1);
	sd_json_str(j, "provider", p ? sd_run_prov(p, pid, prov, sizeof(prov)) : "dtrace");
	sd_json_str(j, "module", p ? p->mod : "INTERNAL");
	sd_json_str(j, "function", p ? p->func : "INTERNAL");
}

/* "symbol" and its parts: "mod`name+0xoff" gives "module", "name",
 * "offset" (the parts it has; a bare address gives "offset" alone). */
static void symbol_parts(struct sd_json *j, const char *key, const char *text)
{
	const char *tick = strchr(text, '`');
	const char *name = tick ? tick + 1 : text;
	const char *plus = strstr(name, "+0x");

	sd_json_str(j, key, text);
	if (tick)
		sd_json_strn(j, "module", text, (size_t)(tick - text));
	if (!tick && strncmp(text, "0x", 2) == 0) {
		sd_json_str(j, "offset", text);
		return;
	}
	if (!tick && !strchr(text, ':'))
		return;		/* a module alone (mod(), umod()) */
	if (name[0] && strncmp(name, "0x", 2) != 0)
		sd_json_strn(j, "name", name, plus ? (size_t)(plus - name) : strlen(name));
	if (plus)
		sd_json_str(j, "offset", plus + 1);
	else if (strncmp(name, "0x", 2) == 0)
		sd_json_str(j, "offset", name);
}

static void stack_frames(struct sd_run *r, struct sd_json *j, const struct sd_value *v)
{
	struct sd_fmt_ctx ctx = sd_run_fmt_ctx(r);
	struct sd_buf t = SD_BUF_INIT;

	sd_json_arr(j, v->kind == SD_V_KSTACK ? "stack-frames" : "ustack-frames");
	for (int i = 0; i < v->npcs && v->pcs && v->pcs[i]; i++) {
		sd_buf_reset(&t);
		sd_fmt_frame(&t, v, i, &ctx);
		sd_json_obj(j, NULL);
		symbol_parts(j, "symbol", sd_buf_str(&t));
		sd_json_obj_end(j);
	}
	sd_json_arr_end(j);
	sd_buf_free(&t);
}

static const char *const sym_key[] = {
	[SD_V_KSYM] = "sym", [SD_V_KMOD] = "mod", [SD_V_USYM] = "usym",
	[SD_V_UMOD] = "umod", [SD_V_UADDR] = "uaddr",
};

/* DTrace's test for byte data shown as a string: printable characters,
 * then only NULs. */
static bool string_like(const char *s, size_t n)
{
	size_t i = 0;

	while (i < n && s[i] && ((unsigned char)s[i] >= 0x20 || s[i] == '\n' || s[i] == '\t'))
		i++;
	if (!i)
		return false;
	for (; i < n; i++)
		if (s[i])
			return false;
	return true;
}

static void hex(struct sd_json *j, const char *key, const void *p, size_t n)
{
	const uint8_t *b = p;

	sd_json_key(j, key);
	sd_buf_addch(j->b, '"');
	for (size_t i = 0; i < n; i++)
		sd_buf_addf(j->b, "%02x", b[i]);
	sd_buf_addch(j->b, '"');
}

/* One datum as the object FreeBSD writes for it: {"value": ...} for
 * scalars and strings, stack frames, symbols by the function's name. */
static void value_item(struct sd_run *r, struct sd_json *j, const struct sd_value *v)
{
	struct sd_fmt_ctx ctx = sd_run_fmt_ctx(r);
	struct sd_buf t = SD_BUF_INIT;

	sd_json_obj(j, NULL);
	switch (v->kind) {
	case SD_V_KSTACK: case SD_V_USTACK:
		stack_frames(r, j, v);
		break;
	case SD_V_KSYM: case SD_V_KMOD: case SD_V_USYM: case SD_V_UMOD: case SD_V_UADDR:
		sd_fmt_symbol(&t, v, &ctx);
		symbol_parts(j, sym_key[v->kind], sd_buf_str(&t));
		break;
	case SD_V_STR:
		sd_json_strn(j, "value", v->s ? v->s : "", v->s ? v->len : 0);
		break;
	case SD_V_BYTES:
		if (v->s && string_like(v->s, v->len))
			sd_json_strn(j, "value", v->s, v->len);
		else
			hex(j, "bytes", v->s, v->s ? v->len : 0);
		break;
	case SD_V_FLOAT: {
		double d = sd_fmt_dval(v);
		sd_json_key(j, "value");
		if (isfinite(d))
			sd_buf_addf(j->b, "%.17g", d);
		else
			sd_buf_addstr(j->b, "null");	/* JSON has no NaN, no infinity */
		break;
	}
	case SD_V_INT:
		if (v->is_signed)
			sd_json_int(j, "value", sd_fmt_sval(v));
		else
			sd_json_uint(j, "value", sd_fmt_uval(v));
		break;
	case SD_V_PTR:
		sd_json_uint(j, "value", v->i);
		break;
	}
	sd_json_obj_end(j);
	sd_buf_free(&t);
}

static void json_rec_begin(struct sd_run *r, const struct sd_epid_desc *ep, uint32_t cpu,
			   uint64_t ts)
{
	r->rec_split = false;
	r->rec_start = r->buf.len;
	sd_json_init(&r->json, &r->buf);
	sd_json_obj(&r->json, NULL);
	probe_fields(&r->json, ep->probe, cpu, ts, r->rec_pid);
	sd_json_str(&r->json, "name", ep->probe->name);
	sd_json_arr(&r->json, "output");
}

/* Before an item: after a split, the record goes on in a new object. */
static void json_item(struct sd_run *r)
{
	if (r->rec_split && r->rec_ep)
		json_rec_begin(r, r->rec_ep, r->rec_cpu, r->rec_ts);
}

/* The part of the record written so far ends here (an empty part is
 * left out); the next item begins another object of the same probe. */
static void json_split(struct sd_run *r)
{
	if (r->rec_split || !r->rec_ep || r->buf.len < r->rec_start)
		return;
	r->rec_split = true;
	if (!r->json.more[r->json.depth]) {
		r->buf.len = r->rec_start;
		if (r->buf.data)
			r->buf.data[r->buf.len] = '\0';
		return;
	}
	sd_json_arr_end(&r->json);
	sd_json_obj_end(&r->json);
	sd_buf_addch(&r->buf, '\n');
}

static void json_act(struct sd_run *r, const struct sd_act_desc *a,
		     const struct sd_value *v, int n)
{
	struct sd_json *j = &r->json;
	struct sd_fmt_ctx ctx = sd_run_fmt_ctx(r);
	struct sd_buf t = SD_BUF_INIT;

	json_item(r);
	switch (a->kind) {
	case SD_ACT_TRACE:
		value_item(r, j, &v[0]);
		break;
	case SD_ACT_PRINTF:
		sd_fmt_render(&t, a->fmt, v, (size_t)n, &ctx);
		sd_json_obj(j, NULL);
		sd_json_strn(j, "message", t.data, t.len);
		sd_json_obj_end(j);
		for (int i = 0; i < n; i++)
			value_item(r, j, &v[i]);
		break;
	case SD_ACT_PRINT:
		if (n && v[0].len >= 8)
			sd_print_json(j, a->ptype, (const uint8_t *)v[0].s, v[0].len,
				      r->opts->printsize);
		break;
	case SD_ACT_TRACEMEM: {
		size_t len = sd_tracemem_len(v);
		sd_json_obj(j, NULL);
		hex(j, "tracemem", v[0].s, v[0].s ? len : 0);
		sd_json_obj_end(j);
		break;
	}
	case SD_ACT_PCAP:	/* a packet: its link type and bytes */
		if (!v[1].i || !v[3].s)
			break;
		sd_json_obj(j, NULL);
		sd_json_int(j, "linktype", (int64_t)v[2].i);
		hex(j, "packet", v[3].s, SD_MIN((size_t)v[1].i, v[3].len));
		sd_json_obj_end(j);
		break;
	default:
		break;
	}
	sd_buf_free(&t);
}

static void json_rec_end(struct sd_run *r)
{
	if (r->rec_split) {	/* nothing since the last part */
		r->rec_split = false;
		return;
	}
	if (r->opts->quiet && !r->json.more[r->json.depth]) {
		r->buf.len = r->rec_start;	/* quiet, and nothing to say */
		r->buf.data[r->buf.len] = '\0';
		return;
	}
	sd_json_arr_end(&r->json);
	sd_json_obj_end(&r->json);
	sd_buf_addch(&r->buf, '\n');
}

static void agg_value(struct sd_json *j, const struct sd_aggdesc *d, const int64_t *v,
		      int64_t normal)
{
	static const char *const name[] = {
		[SD_AGG_COUNT] = "count", [SD_AGG_SUM] = "sum", [SD_AGG_MIN] = "min",
		[SD_AGG_MAX] = "max",
	};
	struct sd_agg_bucket b[256];
	size_t n;

	switch (d->fn) {
	case SD_AGG_AVG:
		sd_json_int(j, "avg", sd_agg_avg(v, normal));
		return;
	case SD_AGG_STDDEV:
		sd_json_uint(j, "stddev", sd_agg_stddev(v, normal));
		return;
	case SD_AGG_QUANTIZE: case SD_AGG_LQUANTIZE: case SD_AGG_LLQUANTIZE:
		n = SD_MIN(sd_agg_buckets(d, v, normal, b, SD_ARRAY_SIZE(b)), SD_ARRAY_SIZE(b));
		sd_json_arr(j, "buckets");
		for (size_t i = 0; i < n; i++) {
			sd_json_obj(j, NULL);
			sd_json_int(j, "value", b[i].value);
			sd_json_int(j, "count", b[i].count);
			if (b[i].edge)
				sd_json_bool(j, b[i].edge < 0 ? "underflow" : "overflow", true);
			sd_json_obj_end(j);
		}
		sd_json_arr_end(j);
		sd_json_int(j, "sum", sd_agg_sdiv(v[sd_agg_nbuckets(d)], normal));
		return;
	default:
		sd_json_int(j, name[d->fn], sd_agg_sdiv(v[0], normal));
		return;
	}
}

/* With aggpercpu: "cpus", each CPU's value in the entry's shape. */
static void agg_cpus(struct sd_json *j, const struct sd_aggsnap *s, const int64_t *v,
		     int64_t normal)
{
	size_t nw = (size_t)sd_agg_nwords(s->desc);

	sd_json_arr(j, "cpus");
	for (int c = 0; c < s->ncpus; c++) {
		sd_json_obj(j, NULL);
		sd_json_int(j, "cpu", c);
		agg_value(j, s->desc, v + nw * (size_t)(1 + c), normal);
		sd_json_obj_end(j);
	}
	sd_json_arr_end(j);
}

/* The aggregations a printa() prints, and its action (NULL at exit). */
struct aggprint {
	const struct sd_act_desc *a;
	struct sd_aggsnap *const *v;
	size_t n;
};

/* {"aggregation-name": ..., "aggregation-data": [...]}, entries in the
 * text's order; printa() with a format adds to each entry the "message"
 * the format gives its row. */
static void agg_object(struct sd_run *r, struct sd_json *j, const struct sd_aggsnap *s,
		       const struct aggprint *ap)
{
	const struct sd_aggdesc *d = s->desc;
	struct sd_aggopts o = sd_run_agg_opts(r);
	struct sd_fmt_ctx ctx = sd_run_fmt_ctx(r);
	size_t *order = sd_agg_order(s, &o);
	int64_t normal = s->normalize > 0 ? s->normalize : 1;
	struct sd_buf t = SD_BUF_INIT;

	sd_json_obj(j, NULL);
	sd_json_str(j, "aggregation-name", sd_agg_shortname(d));
	sd_json_arr(j, "aggregation-data");
	for (size_t i = 0; i < s->n; i++) {
		const uint8_t *key = s->keys[order[i]];
		sd_json_obj(j, NULL);
		sd_json_arr(j, "keys");
		for (int k = 0; k < d->nkeys; k++) {
			struct sd_value kv;
			sd_agg_key_value(d, key, k, &kv);
			value_item(r, j, &kv);
		}
		sd_json_arr_end(j);
		agg_value(j, d, s->vals[order[i]], normal);
		if (s->ncpus > 0)
			agg_cpus(j, s, s->vals[order[i]], normal);
		if (ap && ap->a && ap->a->fmt) {
			sd_buf_reset(&t);
			sd_agg_printa_row(&t, ap->a->fmt, ap->v, ap->n, key, &ctx);
			sd_json_strn(j, "message", t.data ? t.data : "", t.len);
		}
		sd_json_obj_end(j);
	}
	sd_json_arr_end(j);
	sd_json_obj_end(j);
	sd_buf_free(&t);
	free(order);
}

static void json_aggs(struct sd_run *r, const struct sd_act_desc *a,
		      struct sd_aggsnap *const *v, size_t n)
{
	struct aggprint ap = { .a = a, .v = v, .n = n };
	struct sd_json line;

	for (size_t i = 0; i < n; i++) {
		if (a) {	/* printa(): data of the record being written */
			json_item(r);
			agg_object(r, &r->json, v[i], &ap);
			continue;
		}
		sd_json_init(&line, &r->buf);
		agg_object(r, &line, v[i], NULL);
		sd_buf_addch(&r->buf, '\n');
	}
}

static void json_fault(struct sd_run *r, const struct sd_epid_desc *ep,
		       const struct sd_fault_rec *f, const char *msg)
{
	struct sd_json j;

	sd_json_init(&j, &r->buf);
	sd_json_obj(&j, NULL);
	probe_fields(&j, ep->probe, (int64_t)(f->cpu & ((1u << SD_REC_SPEC_SHIFT) - 1)), f->ts,
		     f->pid);
	sd_json_str(&j, "name", ep->probe->name);
	sd_json_obj(&j, "error");
	sd_json_uint(&j, "fault", f->fault);
	sd_json_uint(&j, "address", f->addr);
	sd_json_uint(&j, "action", f->action);
	sd_json_uint(&j, "pc", f->pc);
	sd_json_uint(&j, "epid", ep->epid);
	sd_json_str(&j, "msg", msg);
	sd_json_obj_end(&j);
	sd_json_obj_end(&j);
	sd_buf_addch(&r->buf, '\n');
}

static void json_drop(struct sd_run *r, int kind, uint64_t n, uint64_t total,
		      const char *msg)
{
	struct sd_json j;

	sd_json_init(&j, &r->buf);
	sd_json_obj(&j, NULL);
	probe_fields(&j, NULL, -1, 0, 0);
	sd_json_str(&j, "name", "DROP");
	sd_json_uint(&j, "count", n);
	sd_json_uint(&j, "total", total);
	sd_json_int(&j, "kind", kind);
	sd_json_str(&j, "msg", msg);
	sd_json_obj_end(&j);
	sd_buf_addch(&r->buf, '\n');
}

static void json_blank(struct sd_run *r)
{
}

/* {"error":{"msg":S}}: an item of the record whose action failed. */
static void json_act_error(struct sd_run *r, const char *msg)
{
	json_item(r);
	sd_json_obj(&r->json, NULL);
	sd_json_obj(&r->json, "error");
	/* without the newline some of DTrace's messages end with */
	sd_json_strn(&r->json, "msg", msg, strcspn(msg, "\n"));
	sd_json_obj_end(&r->json);
	sd_json_obj_end(&r->json);
}

/* {"system":{"command":S,"output":S,"status":N}}: what system() ran. */
static void json_system(struct sd_run *r, const char *cmd, const char *out, size_t len,
			int status)
{
	json_item(r);
	sd_json_obj(&r->json, NULL);
	sd_json_obj(&r->json, "system");
	sd_json_str(&r->json, "command", cmd);
	sd_json_strn(&r->json, "output", out, len);
	sd_json_int(&r->json, "status", status);
	sd_json_obj_end(&r->json);
	sd_json_obj_end(&r->json);
}

const struct sd_writer sd_writer_json = {
	.rec_begin = json_rec_begin, .act = json_act, .rec_end = json_rec_end,
	.aggs = json_aggs, .fault = json_fault, .drop = json_drop, .blank = json_blank,
	.act_error = json_act_error, .split = json_split, .system = json_system,
};
