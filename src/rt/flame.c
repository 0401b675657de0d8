/* flame.c - folded stacks and the SVG flame graph renderer (flame.h).
 *
 * The renderer parses folded lines into a tree of frames (children kept
 * sorted by name, so equal inputs give equal pictures), gives each node
 * its total count, and draws the tree bottom-up: a node's x is its
 * parent's x plus the widths of its earlier siblings. */
#include "flame.h"
#include "run.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/opts.h"
#include "../cg/image.h"
#include "../base/xalloc.h"
#include "assets.h"

#define IMG_WIDTH	1200
#define FRAME_H		16
#define PAD_X		10
#define PAD_TOP		40
#define PAD_BOTTOM	20
#define MIN_WIDTH	0.1	/* narrower frames are not drawn */

/* ---- folded stacks ---- */

struct line {
	char *stack;
	int64_t count;
};

/* The value a flame graph counts, or 0 to leave the entry out. */
static int64_t flame_value(const struct sd_aggdesc *d, const int64_t *v)
{
	switch (d->fn) {
	case SD_AGG_COUNT: case SD_AGG_SUM: case SD_AGG_MIN: case SD_AGG_MAX:
	case SD_AGG_AVG: case SD_AGG_STDDEV:
		return v[0];	/* avg/stddev: the sample count */
	default:
		return 0;
	}
}

/* Appends one frame's text, with ';' and newlines made harmless. */
static void add_frame(struct sd_buf *b, const char *text, const char *suffix)
{
	if (b->len)
		sd_buf_addch(b, ';');
	for (const char *c = text; *c; c++)
		sd_buf_addch(b, *c == ';' || *c == '\n' || *c == ' ' ? '_' : *c);
	sd_buf_addstr(b, suffix);
}

/* Appends the frames of a stack value from its outermost frame. */
static void add_stack(struct sd_buf *b, const struct sd_value *v,
		      const struct sd_symbolizer *sym)
{
	struct sd_buf t = SD_BUF_INIT;
	int n = 0;

	while (n < v->npcs && v->pcs[n])
		n++;
	for (int i = n - 1; i >= 0; i--) {
		sd_buf_reset(&t);
		if (v->kind == SD_V_KSTACK && sym && sym->kernel)
			sym->kernel(sym->ctx, v->pcs[i], SD_SYM_NOOFF, &t);
		else if (v->kind == SD_V_USTACK && sym && sym->user)
			sym->user(sym->ctx, v->pid, v->pcs[i], SD_SYM_NOOFF | SD_SYM_DEMANGLE,
				  &t);
		else
			sd_buf_addf(&t, "0x%llx", (unsigned long long)v->pcs[i]);
		/* kernel frames: "vmlinux`f" -> "f_[k]"; modules keep theirs */
		add_frame(b, strncmp(t.data, "vmlinux`", 8) == 0 ? t.data + 8
								 : sd_buf_str(&t),
			  v->kind == SD_V_KSTACK ? "_[k]" : "");
	}
	sd_buf_free(&t);
}

/* The folded frames of one entry into b: strings, ustacks, kstacks. */
static void entry_frames(struct sd_buf *b, const struct sd_aggdesc *d,
			 const uint8_t *key, const struct sd_symbolizer *sym)
{
	static const enum sd_vkind order[] = { SD_V_STR, SD_V_USTACK, SD_V_KSTACK };

	for (size_t o = 0; o < SD_ARRAY_SIZE(order); o++) {
		for (int k = 0; k < d->nkeys; k++) {
			struct sd_value v;

			if (d->keys[k].kind != order[o])
				continue;
			sd_agg_key_value(d, key, k, &v);
			if (v.kind == SD_V_STR) {
				char s[256];

				snprintf(s, sizeof(s), "%.*s", (int)strnlen(v.s, v.len), v.s);
				add_frame(b, s, "");
			} else {
				add_stack(b, &v, sym);
			}
		}
	}
}

static int cmp_line(const void *a, const void *b)
{
	return strcmp(((const struct line *)a)->stack,
		      ((const struct line *)b)->stack);
}

/* Appends a line; identical stacks are summed after sorting. */
static void add_line(struct line **v, size_t *n, size_t *cap, char *stack,
		     int64_t count)
{
	if (*n == *cap) {
		*cap = *cap ? *cap * 2 : 64;
		*v = sd_xrealloc(*v, *cap * sizeof(**v));
	}
	(*v)[(*n)++] = (struct line){ stack, count };
}

size_t sd_flame_folded(struct sd_buf *out, struct sd_aggsnap *const *aggs,
		       size_t naggs, const struct sd_symbolizer *sym)
{
	struct line *v = NULL;
	size_t n = 0, cap = 0;

	for (size_t a = 0; a < naggs; a++) {
		const struct sd_aggdesc *d = aggs[a]->desc;

		if (!sd_agg_stack_keyed(d))
			continue;
		for (size_t i = 0; i < aggs[a]->n; i++) {
			struct sd_buf b = SD_BUF_INIT;
			int64_t c = flame_value(d, aggs[a]->vals[i]);

			if (c <= 0)
				continue;
			entry_frames(&b, d, aggs[a]->keys[i], sym);
			if (!b.len)
				sd_buf_addstr(&b, "[unknown]");
			add_line(&v, &n, &cap, sd_buf_detach(&b), c);
		}
	}
	if (n)	/* v is NULL when nothing was added */
		qsort(v, n, sizeof(*v), cmp_line);
	size_t lines = 0;
	for (size_t i = 0; i < n; i++) {
		if (i + 1 < n && strcmp(v[i].stack, v[i + 1].stack) == 0) {
			v[i + 1].count += v[i].count;	/* the same stack */
		} else {
			sd_buf_addf(out, "%s %lld\n", v[i].stack, (long long)v[i].count);
			lines++;
		}
		free(v[i].stack);
	}
	free(v);
	return lines;
}

/* ---- the frame tree ---- */

struct node {
	char *name;
	int64_t count;
	struct node **kids;
	size_t nkids, cap;
};

static struct node *new_node(const char *name, size_t len)
{
	struct node *n = sd_xcalloc(1, sizeof(*n));

	n->name = sd_xstrndup(name, len);
	return n;
}

/* The child of parent named name[0..len), created in sorted position. */
static struct node *child(struct node *parent, const char *name, size_t len)
{
	size_t lo = 0, hi = parent->nkids;
	struct node *n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int c = strncmp(parent->kids[mid]->name, name, len);

		if (c == 0 && parent->kids[mid]->name[len] == '\0')
			return parent->kids[mid];
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (parent->nkids == parent->cap) {
		parent->cap = parent->cap ? parent->cap * 2 : 4;
		parent->kids = sd_xrealloc(parent->kids, parent->cap * sizeof(*parent->kids));
	}
	n = new_node(name, len);
	memmove(parent->kids + lo + 1, parent->kids + lo,
		(parent->nkids - lo) * sizeof(*parent->kids));
	parent->kids[lo] = n;
	parent->nkids++;
	return n;
}

static void free_tree(struct node *n)
{
	for (size_t i = 0; i < n->nkids; i++)
		free_tree(n->kids[i]);
	free(n->kids);
	free(n->name);
	free(n);
}

/* Adds one folded line ("a;b;c 12") to root. 0 or -EINVAL. */
static int add_folded(struct node *root, const char *line, size_t len)
{
	const char *sp = line + len;
	char *end;
	long long c;

	while (sp > line && sp[-1] != ' ')
		sp--;
	if (sp == line)
		return -EINVAL;
	c = strtoll(sp, &end, 10);
	if (end != line + len || c < 0)
		return -EINVAL;
	root->count += c;
	for (const char *f = line, *stop = sp - 1; f < stop; ) {
		const char *semi = memchr(f, ';', (size_t)(stop - f));
		size_t flen = semi ? (size_t)(semi - f) : (size_t)(stop - f);
		struct node *n = child(root, f, flen);

		n->count += c;
		root = n;
		f += flen + 1;
	}
	return 0;
}

static int depth(const struct node *n)
{
	int d = 0;

	for (size_t i = 0; i < n->nkids; i++) {
		int k = depth(n->kids[i]);

		if (k > d)
			d = k;
	}
	return d + 1;
}

/* ---- SVG ---- */

static void xml_text(struct sd_buf *out, const char *s, size_t max)
{
	for (size_t i = 0; i < max && s[i]; i++) {
		switch (s[i]) {
		case '&': sd_buf_addstr(out, "&amp;"); break;
		case '<': sd_buf_addstr(out, "&lt;"); break;
		case '>': sd_buf_addstr(out, "&gt;"); break;
		case '"': sd_buf_addstr(out, "&quot;"); break;
		default:
			if ((unsigned char)s[i] >= 0x20)
				sd_buf_addch(out, s[i]);
		}
	}
}

/* A warm colour derived from the name (stable across runs). */
static void colour(const char *name, int *r, int *g, int *b)
{
	uint32_t h = 2166136261u;

	for (const char *c = name; *c; c++)
		h = (h ^ (uint8_t)*c) * 16777619u;
	*r = 205 + (int)(h % 50);
	*g = (int)(h >> 8) % 180;
	*b = (int)(h >> 16) % 55;
	if (strstr(name, "_[k]"))
		*g = 100 + (int)(h >> 8) % 100, *b = 0;
}

struct svg {
	struct sd_buf *out;
	double scale;		/* pixels per count */
	int64_t total;
	int height;
};

static void draw(struct svg *s, const struct node *n, double x, int level)
{
	double w = (double)n->count * s->scale;
	double y = s->height - PAD_BOTTOM - (level + 1) * FRAME_H;
	int r, g, b;

	if (w < MIN_WIDTH)
		return;
	colour(n->name, &r, &g, &b);
	sd_buf_addstr(s->out, "<g class=\"frame\"><title>");
	xml_text(s->out, n->name, SIZE_MAX);
	sd_buf_addf(s->out, " (%lld samples, %.2f%%)</title>",
		    (long long)n->count, 100.0 * (double)n->count / (double)s->total);
	sd_buf_addf(s->out, "<rect x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" "
		    "height=\"%d\" fill=\"rgb(%d,%d,%d)\" rx=\"2\" ry=\"2\" "
		    "data-count=\"%lld\"/>", x, y, w, FRAME_H - 1, r, g, b,
		    (long long)n->count);
	if (w > 21) {
		sd_buf_addf(s->out, "<text x=\"%.2f\" y=\"%.1f\">", x + 3, y + 11.5);
		xml_text(s->out, n->name, (size_t)((w - 6) / 7));
		sd_buf_addstr(s->out, "</text>");
	}
	sd_buf_addstr(s->out, "</g>\n");
	for (size_t i = 0; i < n->nkids; i++) {
		draw(s, n->kids[i], x, level + 1);
		x += (double)n->kids[i]->count * s->scale;
	}
}

static void svg_head(struct svg *s, const char *title)
{
	sd_buf_addf(s->out,
		    "<?xml version=\"1.0\" standalone=\"no\"?>\n"
		    "<svg version=\"1.1\" width=\"%d\" height=\"%d\" "
		    "viewBox=\"0 0 %d %d\" xmlns=\"http://www.w3.org/2000/svg\">\n"
		    "<style>text { font-family: Verdana, sans-serif; "
		    "font-size: 12px; fill: #000; pointer-events: none; }\n"
		    "g.frame:hover rect { stroke: #000; stroke-width: 0.5; }"
		    "</style>\n"
		    "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" "
		    "fill=\"#f8f8f0\"/>\n<text x=\"%d\" y=\"24\" "
		    "text-anchor=\"middle\" style=\"font-size: 17px\">",
		    IMG_WIDTH, s->height, IMG_WIDTH, s->height, IMG_WIDTH,
		    s->height, IMG_WIDTH / 2);
	xml_text(s->out, title, SIZE_MAX);
	sd_buf_addstr(s->out, "</text>\n");
}

/* The script that makes the graph interactive (web/flame.js), run on the
 * SVG once it is loaded. */
static void svg_script(struct sd_buf *out)
{
	sd_buf_addstr(out, "<script type=\"text/ecmascript\"><![CDATA[\n");
	sd_buf_addstr(out, sd_asset_flame_js);
	sd_buf_addstr(out, "sondaFlame(document.documentElement);\n]]></script>\n");
}

int sd_flame_svg(struct sd_buf *out, const char *folded, const char *title)
{
	struct node *root = new_node("all", 3);
	struct svg s = { .out = out };
	int err = 0;

	for (const char *l = folded; *l && !err; ) {
		const char *nl = strchr(l, '\n');
		size_t len = nl ? (size_t)(nl - l) : strlen(l);

		if (len)
			err = add_folded(root, l, len);
		l += len + (nl != NULL);
	}
	if (!err) {
		s.total = root->count ? root->count : 1;
		s.scale = (double)(IMG_WIDTH - 2 * PAD_X) / (double)s.total;
		s.height = PAD_TOP + PAD_BOTTOM + depth(root) * FRAME_H;
		svg_head(&s, title);
		if (root->count)
			draw(&s, root, PAD_X, 0);
		svg_script(out);
		sd_buf_addstr(out, "</svg>\n");
	}
	free_tree(root);
	return err;
}

/* ---- writing the files ---- */

static int write_file(const char *path, const struct sd_buf *b)
{
	FILE *f = fopen(path, "w");
	bool ok = f && fwrite(b->data, 1, b->len, f) == b->len;

	if (f && fclose(f) != 0)
		ok = false;
	if (!ok) {
		fprintf(stderr, "sonda: cannot write %s: %s\n", path,
			strerror(errno));
		return -1;
	}
	return 0;
}

int sd_flame_write(const struct sd_run *r)
{
	struct sd_buf folded = SD_BUF_INIT, svg = SD_BUF_INIT;
	struct sd_aggsnap **v;
	int rc = 0;

	if (!r->opts->folded && !r->opts->flamegraph)
		return 0;
	v = sd_xcalloc((size_t)r->img->naggs + 1, sizeof(*v));
	for (int i = 0; i < r->img->naggs; i++)
		v[i] = &r->snaps[i];
	sd_flame_folded(&folded, v, (size_t)r->img->naggs, &r->sym);
	free(v);
	if (r->opts->folded)
		rc |= write_file(r->opts->folded, &folded);
	if (r->opts->flamegraph) {
		sd_flame_svg(&svg, sd_buf_str(&folded), "Flame Graph");
		rc |= write_file(r->opts->flamegraph, &svg);
	}
	sd_buf_free(&folded);
	sd_buf_free(&svg);
	return rc ? -1 : 0;
}
