/* pprof.c - the pprof profile of stack-keyed aggregations (pprof.h).
 *
 * Functions, locations, mappings and strings are interned in tables of
 * their own (ids are 1-based table positions; string 0 is ""), samples
 * are encoded as they are met, and the Profile message is assembled at
 * the end in profile.proto's field order.
 */
#include "pprof.h"
#include "run.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <zlib.h>

#include "../base/clock.h"
#include "../base/opts.h"
#include "../base/pb.h"
#include "../base/xalloc.h"
#include "../cg/image.h"
#include "aggfmt.h"

/* profile.proto field numbers */
enum {
	PROF_SAMPLE_TYPE = 1, PROF_SAMPLE = 2, PROF_MAPPING = 3, PROF_LOCATION = 4,
	PROF_FUNCTION = 5, PROF_STRING = 6, PROF_TIME = 9, PROF_DURATION = 10,
	PROF_DEFAULT_TYPE = 14,
	VT_TYPE = 1, VT_UNIT = 2,
	SAMPLE_LOC = 1, SAMPLE_VALUE = 2, SAMPLE_LABEL = 3,
	LABEL_KEY = 1, LABEL_STR = 2, LABEL_NUM = 3,
	MAP_ID = 1, MAP_START = 2, MAP_LIMIT = 3, MAP_FILE = 5, MAP_BUILD_ID = 6,
	MAP_HAS_FUNCTIONS = 7,
	LOC_ID = 1, LOC_MAPPING = 2, LOC_ADDRESS = 3, LOC_LINE = 4,
	LINE_FUNCTION = 1,
	FN_ID = 1, FN_NAME = 2, FN_SYSTEM_NAME = 3, FN_FILE = 4,
};

/* Byte strings to dense indices. */
struct itab {
	struct sd_buf keys;
	size_t *off, *len, n, cap;
	uint32_t *slots;	/* index + 1 */
	size_t nslots;
};

static uint64_t hash(const void *p, size_t n)
{
	const uint8_t *b = p;
	uint64_t h = 1469598103934665603ull;

	for (size_t i = 0; i < n; i++)
		h = (h ^ b[i]) * 1099511628211ull;
	return h;
}

static void rehash(struct itab *t)
{
	free(t->slots);
	t->nslots = t->nslots ? t->nslots * 2 : 256;
	t->slots = sd_xcalloc(t->nslots, sizeof(*t->slots));
	for (size_t i = 0; i < t->n; i++) {
		size_t s = hash(t->keys.data + t->off[i], t->len[i]) & (t->nslots - 1);
		while (t->slots[s])
			s = (s + 1) & (t->nslots - 1);
		t->slots[s] = (uint32_t)i + 1;
	}
}

/* The index of key k (n bytes), added when new (*fresh then true). */
static size_t intern(struct itab *t, const void *k, size_t n, bool *fresh)
{
	if (2 * (t->n + 1) > t->nslots)
		rehash(t);
	size_t s = hash(k, n) & (t->nslots - 1);
	for (; t->slots[s]; s = (s + 1) & (t->nslots - 1)) {
		size_t i = t->slots[s] - 1;
		if (t->len[i] == n && memcmp(t->keys.data + t->off[i], k, n) == 0) {
			*fresh = false;
			return i;
		}
	}
	size_t cap = t->cap;
	t->off = sd_grow(t->off, &cap, t->n + 1, sizeof(*t->off));
	t->len = sd_grow(t->len, &t->cap, t->n + 1, sizeof(*t->len));
	t->off[t->n] = t->keys.len;
	t->len[t->n] = n;
	sd_buf_add(&t->keys, k, n);
	t->slots[s] = (uint32_t)t->n + 1;
	*fresh = true;
	return t->n++;
}

static void itab_free(struct itab *t)
{
	sd_buf_free(&t->keys);
	free(t->off);
	free(t->len);
	free(t->slots);
}

struct loc { uint64_t mapping, addr, func; };
struct map { uint64_t start, limit; int64_t file, build_id; };
struct fn { int64_t name, file; };

struct pp {
	const struct sd_run *r;
	struct itab strs, locs, maps, fns;
	struct loc *loc;
	struct map *map;
	size_t loccap, mapcap;
	struct sd_buf samples;	/* encoded Sample fields */
	size_t nsamples;
	int ntypes;
	int64_t kernel_build_id;	/* string index; -1: not read yet */
	struct sd_buf text;	/* scratch */
};

static int64_t str_n(struct pp *p, const char *s, size_t n)
{
	bool fresh;

	return (int64_t)intern(&p->strs, s, n, &fresh);
}

static int64_t str(struct pp *p, const char *s)
{
	return str_n(p, s, strlen(s));
}

/* The function called name in file (1-based id), or 0 for a name that
 * is only an address. */
static uint64_t function(struct pp *p, const char *name, const char *file)
{
	int64_t k[2];
	bool fresh;

	if (!name[0] || strncmp(name, "0x", 2) == 0)
		return 0;
	k[0] = str(p, name);
	k[1] = str(p, file);
	return intern(&p->fns, k, sizeof(k), &fresh) + 1;
}

static int64_t hex_str(struct pp *p, const uint8_t *b, size_t n)
{
	char h[2 * 64 + 1];

	n = SD_MIN(n, (size_t)64);
	for (size_t i = 0; i < n; i++)
		snprintf(h + 2 * i, 3, "%02x", b[i]);
	return str_n(p, h, 2 * n);
}

/* The mapping of space (a pid, or -1 for the kernel) keyed by what, which
 * grows to hold addr. */
static uint64_t mapping(struct pp *p, int64_t space, uint64_t what, const char *file,
			int64_t build_id, uint64_t start, uint64_t limit, uint64_t addr)
{
	int64_t k[2] = { space, (int64_t)what };
	bool fresh;
	size_t i = intern(&p->maps, k, sizeof(k), &fresh);

	p->map = sd_grow(p->map, &p->mapcap, i + 1, sizeof(*p->map));
	if (fresh)
		p->map[i] = (struct map){ start ? start : addr, limit ? limit : addr + 1,
					  str(p, file), build_id };
	if (addr < p->map[i].start)
		p->map[i].start = addr;
	if (addr >= p->map[i].limit)
		p->map[i].limit = addr + 1;
	return i + 1;
}

/* The kernel's GNU build-id from /sys/kernel/notes, as a string index
 * (0 when unknown). */
static int64_t kernel_build_id(struct pp *p)
{
	uint8_t notes[4096];
	ssize_t n = 0;
	int fd = open("/sys/kernel/notes", O_RDONLY | O_CLOEXEC);

	if (fd >= 0) {
		n = read(fd, notes, sizeof(notes));
		close(fd);
	}
	for (ssize_t off = 0; off + 12 <= n; ) {
		uint32_t h[3];
		memcpy(h, notes + off, sizeof(h));
		size_t name = (size_t)off + 12, desc = name + SD_ALIGN(h[0], 4);
		if (desc + h[1] > (size_t)n)
			break;
		if (h[2] == 3 && h[0] == 4 && memcmp(notes + name, "GNU", 4) == 0)
			return hex_str(p, notes + desc, h[1]);
		off = (ssize_t)(desc + SD_ALIGN(h[1], 4));
	}
	return 0;
}

static void add_loc(struct pp *p, size_t i, uint64_t mapping_id, uint64_t addr,
		    uint64_t func)
{
	p->loc = sd_grow(p->loc, &p->loccap, i + 1, sizeof(*p->loc));
	p->loc[i] = (struct loc){ mapping_id, addr, func };
}

static uint64_t kernel_loc(struct pp *p, uint64_t pc)
{
	int64_t k[2] = { -1, (int64_t)pc };
	bool fresh;
	size_t i = intern(&p->locs, k, sizeof(k), &fresh);
	struct sd_ksym ks;
	char file[256];

	if (!fresh)
		return i + 1;
	bool found = sd_ksyms_lookup(p->r->syms.k, pc, &ks) == 0;
	const char *mod = found ? ks.mod : "vmlinux";
	bool core = strcmp(mod, "vmlinux") == 0;
	if (core && p->kernel_build_id < 0)
		p->kernel_build_id = kernel_build_id(p);
	snprintf(file, sizeof(file), core ? "[kernel.kallsyms]" : "[%s]", mod);
	uint64_t m = mapping(p, -1, (uint64_t)str(p, mod), file, core ? p->kernel_build_id : 0, 0, 0, pc);
	add_loc(p, i, m, pc, found ? function(p, ks.name, file) : 0);
	return i + 1;
}

static uint64_t user_loc(struct pp *p, int pid, uint64_t pc)
{
	int64_t k[2] = { pid, (int64_t)pc };
	bool fresh;
	size_t i = intern(&p->locs, k, sizeof(k), &fresh);
	struct sd_usym us;
	uint64_t m = 0;
	int64_t file = 0;

	if (!fresh)
		return i + 1;
	if (sd_usyms_lookup(p->r->syms.u, pid, pc, &us) == 0 && us.obj) {
		const char *path = us.path ? us.path : us.obj;
		int64_t bid = us.build_id ? hex_str(p, us.build_id, (size_t)us.build_id_len) : 0;
		m = mapping(p, pid, us.map_start, path, bid, us.map_start, us.map_end, pc);
		file = p->map[m - 1].file;
	}
	/* the name the text output prints, demangled; JIT names from perf maps */
	sd_buf_reset(&p->text);
	p->r->sym.user(p->r->sym.ctx, pid, pc, SD_SYM_NOOFF | SD_SYM_DEMANGLE, &p->text);
	const char *tick = strchr(sd_buf_str(&p->text), '`');
	char *name = sd_xstrdup(tick ? tick + 1 : sd_buf_str(&p->text));
	const char *fname = p->strs.keys.data + p->strs.off[file];
	char *fcopy = sd_xstrndup(fname, p->strs.len[file]);
	add_loc(p, i, m, pc, function(p, name, fcopy));
	free(name);
	free(fcopy);
	return i + 1;
}

/* The sample value of an entry: what count(), sum(), min(), max() show,
 * the number of values of avg(), stddev() and the histograms. */
static int64_t sample_value(const struct sd_aggdesc *d, const int64_t *v, int64_t normal)
{
	int n = sd_agg_nbuckets(d);

	if (d->fn == SD_AGG_AVG || d->fn == SD_AGG_STDDEV)
		return v[0];
	if (!n)
		return v[0] / (normal > 0 ? normal : 1);
	int64_t t = 0;
	for (int i = 0; i < n; i++)
		t += v[i];
	return t;
}

static void add_stack_locs(struct pp *p, const struct sd_value *v, uint64_t **ids,
			   size_t *n, size_t *cap)
{
	for (int f = 0; f < v->npcs && v->pcs[f]; f++) {
		*ids = sd_grow(*ids, cap, *n + 1, sizeof(**ids));
		(*ids)[(*n)++] = v->kind == SD_V_KSTACK ? kernel_loc(p, v->pcs[f])
							: user_loc(p, v->pid, v->pcs[f]);
	}
}

static void add_label(struct pp *p, struct sd_buf *s, int k, const struct sd_value *v)
{
	struct sd_buf l = SD_BUF_INIT;
	char key[16];

	snprintf(key, sizeof(key), "key%d", k + 1);
	sd_pb_int(&l, LABEL_KEY, str(p, key));
	if (v->kind == SD_V_INT || v->kind == SD_V_PTR) {
		sd_pb_int(&l, LABEL_NUM, v->is_signed ? sd_fmt_sval(v) : (int64_t)sd_fmt_uval(v));
	} else if (v->kind == SD_V_STR || v->kind == SD_V_BYTES) {
		sd_pb_int(&l, LABEL_STR, str_n(p, v->s, strnlen(v->s, v->len)));
	} else {
		struct sd_fmt_ctx ctx = SD_FMT_CTX_INIT;
		ctx.sym = &p->r->sym;
		sd_buf_reset(&p->text);
		sd_fmt_symbol(&p->text, v, &ctx);
		sd_pb_int(&l, LABEL_STR, str(p, sd_buf_str(&p->text)));
	}
	sd_pb_bytes(s, SAMPLE_LABEL, l.data, l.len);
	sd_buf_free(&l);
}

/* One Sample: kernel frames, then user frames, leaf first; value in slot
 * `type` of ntypes; the other keys as labels. */
static void add_sample(struct pp *p, const struct sd_aggsnap *s, size_t e, int type)
{
	const struct sd_aggdesc *d = s->desc;
	int64_t val = sample_value(d, s->vals[e], s->normalize);
	static const enum sd_vkind order[] = { SD_V_KSTACK, SD_V_USTACK };
	struct sd_buf m = SD_BUF_INIT;
	uint64_t *ids = NULL, *vals;
	size_t nids = 0, cap = 0;
	struct sd_value v;

	if (!val)
		return;
	for (size_t o = 0; o < SD_ARRAY_SIZE(order); o++)
		for (int k = 0; k < d->nkeys; k++)
			if (d->keys[k].kind == order[o]) {
				sd_agg_key_value(d, s->keys[e], k, &v);
				add_stack_locs(p, &v, &ids, &nids, &cap);
			}
	sd_pb_packed(&m, SAMPLE_LOC, ids, nids);
	vals = sd_xcalloc((size_t)p->ntypes, sizeof(*vals));
	vals[type] = (uint64_t)val;
	sd_pb_packed(&m, SAMPLE_VALUE, vals, (size_t)p->ntypes);
	for (int k = 0; k < d->nkeys; k++) {
		if (d->keys[k].kind == SD_V_KSTACK || d->keys[k].kind == SD_V_USTACK)
			continue;
		sd_agg_key_value(d, s->keys[e], k, &v);
		add_label(p, &m, k, &v);
	}
	sd_pb_bytes(&p->samples, PROF_SAMPLE, m.data, m.len);
	p->nsamples++;
	sd_buf_free(&m);
	free(vals);
	free(ids);
}

static void value_type(struct sd_buf *out, int f, int64_t type, int64_t unit)
{
	struct sd_buf m = SD_BUF_INIT;

	sd_pb_int(&m, VT_TYPE, type);
	sd_pb_int(&m, VT_UNIT, unit);
	sd_pb_bytes(out, f, m.data, m.len);
	sd_buf_free(&m);
}

static void put_tables(struct sd_buf *out, struct pp *p)
{
	struct sd_buf m = SD_BUF_INIT;

	for (size_t i = 0; i < p->maps.n; i++) {
		sd_buf_reset(&m);
		sd_pb_uint(&m, MAP_ID, i + 1);
		sd_pb_uint(&m, MAP_START, p->map[i].start);
		sd_pb_uint(&m, MAP_LIMIT, p->map[i].limit);
		sd_pb_int(&m, MAP_FILE, p->map[i].file);
		sd_pb_int(&m, MAP_BUILD_ID, p->map[i].build_id);
		sd_pb_uint(&m, MAP_HAS_FUNCTIONS, 1);
		sd_pb_bytes(out, PROF_MAPPING, m.data, m.len);
	}
	for (size_t i = 0; i < p->locs.n; i++) {
		struct sd_buf line = SD_BUF_INIT;
		sd_buf_reset(&m);
		sd_pb_uint(&m, LOC_ID, i + 1);
		sd_pb_uint(&m, LOC_MAPPING, p->loc[i].mapping);
		sd_pb_uint(&m, LOC_ADDRESS, p->loc[i].addr);
		if (p->loc[i].func) {
			sd_pb_uint(&line, LINE_FUNCTION, p->loc[i].func);
			sd_pb_bytes(&m, LOC_LINE, line.data, line.len);
		}
		sd_buf_free(&line);
		sd_pb_bytes(out, PROF_LOCATION, m.data, m.len);
	}
	for (size_t i = 0; i < p->fns.n; i++) {
		int64_t k[2];
		memcpy(k, p->fns.keys.data + p->fns.off[i], sizeof(k));
		sd_buf_reset(&m);
		sd_pb_uint(&m, FN_ID, i + 1);
		sd_pb_int(&m, FN_NAME, k[0]);
		sd_pb_int(&m, FN_SYSTEM_NAME, k[0]);
		sd_pb_int(&m, FN_FILE, k[1]);
		sd_pb_bytes(out, PROF_FUNCTION, m.data, m.len);
	}
	for (size_t i = 0; i < p->strs.n; i++)
		sd_pb_bytes(out, PROF_STRING, p->strs.keys.data + p->strs.off[i], p->strs.len[i]);
	sd_buf_free(&m);
}

size_t sd_pprof_encode(struct sd_buf *out, const struct sd_run *r)
{
	struct pp p = { .r = r, .kernel_build_id = -1 };
	struct sd_buf types = SD_BUF_INIT;
	int64_t first = 0;

	str(&p, "");
	for (int a = 0; a < r->img->naggs; a++)
		p.ntypes += sd_agg_stack_keyed(&r->aggdesc[a]);
	for (int a = 0, t = 0; a < r->img->naggs; a++) {
		const struct sd_aggsnap *s = &r->snaps[a];
		const struct sd_aggdesc *d = &r->aggdesc[a];
		if (!sd_agg_stack_keyed(d))
			continue;
		const char *sn = sd_agg_shortname(d);
		int64_t name = str(&p, *sn ? sn : "agg");
		value_type(&types, PROF_SAMPLE_TYPE, name, str(&p, "count"));
		if (!t)
			first = name;
		for (size_t e = 0; e < s->n; e++)
			add_sample(&p, s, e, t);
		t++;
	}
	sd_buf_add(out, types.data, types.len);
	sd_buf_add(out, p.samples.data, p.samples.len);
	put_tables(out, &p);
	sd_pb_uint(out, PROF_TIME, r->pprof_start);
	if (r->pprof_start)
		sd_pb_uint(out, PROF_DURATION, sd_clock_ns(CLOCK_REALTIME) - r->pprof_start);
	sd_pb_int(out, PROF_DEFAULT_TYPE, first);
	sd_buf_free(&types);
	sd_buf_free(&p.samples);
	sd_buf_free(&p.text);
	itab_free(&p.strs);
	itab_free(&p.locs);
	itab_free(&p.maps);
	itab_free(&p.fns);
	free(p.loc);
	free(p.map);
	return p.nsamples;
}

int sd_pprof_open(struct sd_run *r)
{
	const char *path = r->opts->pprof;
	bool any = false;

	r->open_pprof = false;
	if (!path)
		return 0;
	for (int a = 0; a < r->img->naggs; a++)
		any |= sd_agg_stack_keyed(&r->img->aggdescs[a]);
	if (!any) {
		fprintf(stderr, "sonda: warning: -x pprof: no aggregation is keyed by a stack; "
			"%s is not written\n", path);
		return 0;
	}
	r->pprof_fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (r->pprof_fd < 0) {
		fprintf(stderr, "sonda: cannot write pprof profile %s: %s\n", path,
			strerror(errno));
		return -1;
	}
	r->open_pprof = true;
	r->pprof_path = sd_xstrdup(path);	/* setopt() may change the option */
	r->pprof_start = sd_clock_ns(CLOCK_REALTIME);
	return 0;
}

int sd_pprof_write(struct sd_run *r)
{
	struct sd_buf raw = SD_BUF_INIT;
	gzFile gz;
	int ok;

	if (!r->open_pprof)
		return 0;
	sd_pprof_encode(&raw, r);
	r->open_pprof = false;
	gz = gzdopen(r->pprof_fd, "wb");
	ok = gz && (!raw.len || gzwrite(gz, raw.data, (unsigned)raw.len) == (int)raw.len);
	ok &= gz && gzclose(gz) == Z_OK;
	if (!gz)
		close(r->pprof_fd);
	sd_buf_free(&raw);
	if (!ok)
		fprintf(stderr, "sonda: cannot write pprof profile %s: %s\n", r->pprof_path,
			strerror(errno ? errno : EIO));
	free(r->pprof_path);
	r->pprof_path = NULL;
	return ok ? 0 : -1;
}

void sd_pprof_close(struct sd_run *r)
{
	if (!r->open_pprof)
		return;
	close(r->pprof_fd);
	if (r->pprof_path)
		unlink(r->pprof_path);
	free(r->pprof_path);
	r->pprof_path = NULL;
	r->open_pprof = false;
}
