/* web.c - the pages of -x http (see web.h), built from aggregation
 * snapshots taken when a request comes. */
#include "web.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../base/json.h"
#include "../base/opts.h"
#include "../base/xalloc.h"
#include "assets.h"
#include "flame.h"
#include "http.h"
#include "metrics.h"
#include "run.h"

#define WEB_MAX_ROWS 200		/* rows per aggregation on the page */
#define WEB_MAX_STACKS 5000		/* stacks in a live flame graph */

static const char CT_HTML[] = "text/html; charset=utf-8";
static const char CT_JSON[] = "application/json";
static const char CT_SVG[] = "image/svg+xml";
static const char CT_OPENMETRICS[] = "application/openmetrics-text; version=1.0.0; charset=utf-8";

/* Every aggregation, snapshotted now. Release with snaps_free(). */
static struct sd_aggsnap *snaps_take(struct sd_run *r)
{
	struct sd_aggsnap *s = sd_xcalloc((size_t)r->img->naggs + 1, sizeof(*s));

	for (int i = 0; i < r->img->naggs; i++) {
		sd_aggsnap_init(&s[i], &r->aggdesc[i]);
		sd_run_snapshot(r, i, &s[i]);
	}
	return s;
}

static void snaps_free(struct sd_run *r, struct sd_aggsnap *s)
{
	for (int i = 0; i < r->img->naggs; i++)
		sd_aggsnap_release(&s[i]);
	free(s);
}

static struct sd_fmt_ctx web_ctx(const struct sd_run *r)
{
	struct sd_fmt_ctx c = SD_FMT_CTX_INIT;

	c.sym = &r->sym;
	c.noresolve = r->opts->noresolve;
	return c;
}

/* ---- /metrics ---- */

static void page_metrics(struct sd_run *r, const char *query, struct sd_http_reply *rep)
{
	struct sd_aggsnap *s = snaps_take(r);
	struct sd_aggsnap **v = sd_xcalloc((size_t)r->img->naggs + 1, sizeof(*v));
	struct sd_fmt_ctx ctx = web_ctx(r);

	for (int i = 0; i < r->img->naggs; i++)
		v[i] = &s[i];
	sd_metrics_write(&rep->body, v, (size_t)r->img->naggs, &ctx, SD_METRICS_MAX_SERIES);
	rep->ctype = CT_OPENMETRICS;
	free(v);
	snaps_free(r, s);
}

/* ---- JSON ---- */

/* A JSON string (base/json.h escapes it: any bytes give valid JSON), with
 * '<' as \u003c too, so that the text is safe inside a <script>. */
static void json_str(struct sd_buf *b, const char *s, size_t len)
{
	struct sd_buf t = SD_BUF_INIT;

	sd_json_escape(&t, s, len);
	sd_buf_addch(b, '"');
	for (size_t i = 0; i < t.len; i++) {
		if (t.data[i] == '<')
			sd_buf_addstr(b, "\\u003c");
		else
			sd_buf_addch(b, t.data[i]);
	}
	sd_buf_addch(b, '"');
	sd_buf_free(&t);
}

static void json_cstr(struct sd_buf *b, const char *s)
{
	json_str(b, s, strlen(s));
}

static bool is_stack(const struct sd_value *k)
{
	return k->kind == SD_V_KSTACK || k->kind == SD_V_USTACK;
}

static void json_head(struct sd_buf *b, const struct sd_aggsnap *s)
{
	const struct sd_aggdesc *d = s->desc;
	char name[64];

	sd_buf_addf(b, "{\"id\":%d,\"name\":", d->id);
	json_cstr(b, d->name);
	sd_buf_addf(b, ",\"fn\":\"%s\",\"entries\":%zu,\"keys\":[", sd_metrics_fn_name(d->fn), s->n);
	for (int k = 0; k < d->nkeys; k++) {
		sd_buf_addstr(b, k ? "," : "");
		json_cstr(b, sd_metrics_key_name(d, k, name));
	}
	sd_buf_addstr(b, "],\"stack\":[");
	for (int k = 0; k < d->nkeys; k++)
		sd_buf_addstr(b, is_stack(&d->keys[k]) ? (k ? ",true" : "true") :
							   (k ? ",false" : "false"));
	sd_buf_addstr(b, "]");
}

/* A histogram's bucket labels (le, null for a ghost, "+Inf"), totals over
 * every entry, and the range [lo, hi] its rows show. */
static void json_hist_head(struct sd_buf *b, const struct sd_aggsnap *s, int *lo, int *hi)
{
	const struct sd_aggdesc *d = s->desc;
	int64_t le;

	*lo = sd_agg_nbuckets(d);
	*hi = -1;
	sd_buf_addstr(b, ",\"le\":[");
	for (int i = 0; i < sd_agg_nbuckets(d); i++) {
		int r = sd_agg_bucket_le(d, i, &le);
		sd_buf_addstr(b, i ? "," : "");
		if (r == 0)
			sd_buf_addf(b, "\"%lld\"", (long long)le);
		else
			sd_buf_addstr(b, r > 0 ? "\"+Inf\"" : "null");
	}
	sd_buf_addstr(b, "],\"total\":[");
	for (int i = 0; i < sd_agg_nbuckets(d); i++) {
		int64_t t = 0;
		for (size_t e = 0; e < s->n; e++)
			t += s->vals[e][i];
		if (t) {
			*lo = SD_MIN(*lo, i);
			*hi = SD_MAX(*hi, i);
		}
		sd_buf_addf(b, "%s%lld", i ? "," : "", (long long)t);
	}
	if (*hi < 0)
		*lo = 0;
	sd_buf_addf(b, "],\"lo\":%d", *lo);
}

static void json_value(struct sd_buf *b, const struct sd_aggsnap *s, const int64_t *v,
		       int lo, int hi)
{
	const struct sd_aggdesc *d = s->desc;

	if (!sd_metrics_is_hist(d)) {
		sd_buf_addf(b, "%lld", (long long)sd_metrics_scalar(d, v, s->normalize));
		return;
	}
	sd_buf_addch(b, '[');
	for (int i = lo; i <= hi; i++)
		sd_buf_addf(b, "%s%lld", i > lo ? "," : "", (long long)v[i]);
	sd_buf_addch(b, ']');
}

/* The folded stacks of s's WEB_MAX_STACKS largest entries: what a live
 * flame graph shows (each stack is symbolized on every request). */
static void top_folded(struct sd_buf *folded, struct sd_run *r, const struct sd_aggsnap *s)
{
	struct sd_aggsnap top = *s, *tp = &top;
	size_t n, *ix = sd_metrics_order(s, WEB_MAX_STACKS, &n);

	top.n = n;
	top.keys = sd_xcalloc(n + 1, sizeof(*top.keys));
	top.vals = sd_xcalloc(n + 1, sizeof(*top.vals));
	for (size_t i = 0; i < n; i++) {
		top.keys[i] = s->keys[ix[i]];
		top.vals[i] = s->vals[ix[i]];
	}
	sd_flame_folded(folded, &tp, 1, &r->sym);
	free(top.keys);
	free(top.vals);
	free(ix);
}

static void json_flame(struct sd_buf *b, struct sd_run *r, struct sd_aggsnap *s)
{
	struct sd_buf folded = SD_BUF_INIT, svg = SD_BUF_INIT;

	top_folded(&folded, r, s);
	if (folded.len && sd_flame_svg(&svg, sd_buf_str(&folded), s->desc->name) == 0) {
		sd_buf_addstr(b, ",\"flame\":");
		json_str(b, svg.data, svg.len);
	} else {
		sd_buf_addstr(b, ",\"flame\":\"\"");
	}
	sd_buf_free(&folded);
	sd_buf_free(&svg);
}

static void json_agg(struct sd_buf *b, struct sd_run *r, struct sd_aggsnap *s, bool flame)
{
	const struct sd_aggdesc *d = s->desc;
	struct sd_fmt_ctx ctx = web_ctx(r);
	struct sd_buf t = SD_BUF_INIT;
	size_t n, *ix = sd_metrics_order(s, WEB_MAX_ROWS, &n);
	int lo = 0, hi = -1;

	json_head(b, s);
	if (sd_metrics_is_hist(d))
		json_hist_head(b, s, &lo, &hi);
	if (flame && sd_agg_stack_keyed(d))
		json_flame(b, r, s);
	sd_buf_addstr(b, ",\"rows\":[");
	for (size_t e = 0; e < n; e++) {
		sd_buf_addstr(b, e ? ",{\"k\":[" : "{\"k\":[");
		for (int k = 0; k < d->nkeys; k++) {
			sd_buf_reset(&t);
			sd_metrics_key_text(&t, d, s->keys[ix[e]], k, &ctx);
			sd_buf_addstr(b, k ? "," : "");
			json_str(b, t.data ? t.data : "", t.len);
		}
		sd_buf_addstr(b, "],\"v\":");
		json_value(b, s, s->vals[ix[e]], lo, hi);
		sd_buf_addch(b, '}');
	}
	sd_buf_addstr(b, "]}");
	sd_buf_free(&t);
	free(ix);
}

static void json_all(struct sd_buf *b, struct sd_run *r, bool flame)
{
	struct sd_aggsnap *s = snaps_take(r);
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	sd_buf_addf(b, "{\"time_ms\":%lld,\"running\":%s,\"aggs\":[",
		    (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000, r->live ? "true" : "false");
	for (int i = 0; i < r->img->naggs; i++) {
		sd_buf_addstr(b, i ? ",\n" : "");
		json_agg(b, r, &s[i], flame);
	}
	sd_buf_addstr(b, "]}\n");
	snaps_free(r, s);
}

static bool query_flag(const char *query, const char *name)
{
	size_t n = strlen(name);

	for (const char *p = query; p && *p; p = strchr(p, '&'), p = p ? p + 1 : NULL)
		if (strncmp(p, name, n) == 0 && p[n] == '=' && p[n + 1] == '1')
			return true;
	return false;
}

static void page_api(struct sd_run *r, const char *query, struct sd_http_reply *rep)
{
	json_all(&rep->body, r, query_flag(query, "flame"));
	rep->ctype = CT_JSON;
}

/* ---- / ---- */

/* The page, with flame.js and the first snapshot in place of its two
 * placeholders. */
static void page_index(struct sd_run *r, const char *query, struct sd_http_reply *rep)
{
	const char *html = sd_asset_index_html;
	const char *js = strstr(html, "<!--SONDA_FLAME_JS-->");
	const char *data = js ? strstr(js, "<!--SONDA_DATA-->") : NULL;
	struct sd_buf *b = &rep->body;

	rep->ctype = CT_HTML;
	if (!data) {
		sd_buf_addstr(b, html);
		return;
	}
	sd_buf_add(b, html, (size_t)(js - html));
	sd_buf_addstr(b, "<script>\n");
	sd_buf_addstr(b, sd_asset_flame_js);
	sd_buf_addstr(b, "</script>");
	sd_buf_add(b, js + 21, (size_t)(data - js - 21));
	sd_buf_addstr(b, "<script>var SONDA_DATA = ");
	json_all(b, r, true);
	sd_buf_addstr(b, ";</script>");
	sd_buf_addstr(b, data + 17);
}

/* ---- /flame.svg ---- */

static void page_flame(struct sd_run *r, const char *query, struct sd_http_reply *rep)
{
	const char *a = strstr(query, "agg=");
	int id = a && (a == query || a[-1] == '&') ? atoi(a + 4) : -1;
	struct sd_buf folded = SD_BUF_INIT;

	if (id < 0 || id >= r->img->naggs || !sd_agg_stack_keyed(&r->aggdesc[id])) {
		rep->status = 404;
		sd_buf_addstr(&rep->body, "404 Not Found: agg=N names no stack aggregation\n");
		return;
	}
	struct sd_aggsnap s, *sp = &s;
	sd_aggsnap_init(&s, &r->aggdesc[id]);
	sd_run_snapshot(r, id, &s);
	top_folded(&folded, r, sp);
	sd_flame_svg(&rep->body, sd_buf_str(&folded), r->aggdesc[id].name);
	rep->ctype = CT_SVG;
	sd_aggsnap_release(&s);
	sd_buf_free(&folded);
}

/* ---- routing ---- */

static const struct route {
	const char *path;
	void (*fn)(struct sd_run *r, const char *query, struct sd_http_reply *rep);
} routes[] = {
	{ "/", page_index },
	{ "/metrics", page_metrics },
	{ "/api/aggs", page_api },
	{ "/flame.svg", page_flame },
};

static void handle(void *ctx, const char *path, const char *query, struct sd_http_reply *rep)
{
	struct sd_run *r = ctx;

	for (size_t i = 0; i < SD_ARRAY_SIZE(routes); i++) {
		if (strcmp(path, routes[i].path) == 0) {
			routes[i].fn(r, query, rep);
			return;
		}
	}
	rep->status = 404;
	sd_buf_addstr(&rep->body, "404 Not Found: try /, /metrics or /api/aggs\n");
}

int sd_web_start(struct sd_run *r)
{
	if (!r->opts->http)
		return 0;
	r->http = sd_http_open(r->opts->http, r->opts->httpexpose, handle, r);
	return r->http ? 0 : -1;
}

void sd_web_stop(struct sd_run *r)
{
	sd_http_close(r->http);
	r->http = NULL;
}
