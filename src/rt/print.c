/* print.c - the print() action: "ADDR = *" and then the object, one member
 * a line, indented 44 spaces plus one per nesting level (output doc 10).
 *
 * Members whose bytes are all zero are left out (enums are always shown),
 * char arrays stop at their first NUL. Structs and unions are closed when
 * the walk comes back to a shallower member, so that the "..." of a
 * printsize limit comes before the closing braces still open; arrays are
 * printed whole.
 */
#include "print.h"

#include <ctype.h>
#include <math.h>
#include <string.h>

#include "../cg/image.h"

#define INDENT 44
#define MAXDEPTH 10

struct pr {
	struct sd_buf *b;
	const uint8_t *base;	/* the object */
	size_t len;		/* its bytes in the record */
	uint64_t limit;		/* printsize */
	int open[MAXDEPTH + 2];	/* depths of the structs/unions still open */
	int nopen;
	bool stop;
};

static void pad(struct pr *p, int depth)
{
	sd_buf_addf(p->b, "%*s", INDENT + depth, "");
}

static bool all_zero(const uint8_t *d, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (d[i])
			return false;
	return true;
}

static uint64_t get_uint(const uint8_t *d, uint32_t size)
{
	uint64_t v = 0;

	memcpy(&v, d, size > 8 ? 8 : size);
	return v;
}

/* The value of an integer of type t at d (a bit-field when m says so). */
static int64_t int_value(const struct sd_ptype *t, const uint8_t *d,
			 const struct sd_pmember *m)
{
	uint32_t size = t->size > 8 ? 8 : t->size;
	uint64_t v = get_uint(d, size);
	int bits = (int)size * 8;

	if (m && m->bits) {
		v = get_uint(d, (m->bit_off + m->bits + 7) / 8);
		v >>= m->bit_off;
		bits = m->bits;
	}
	if (bits < 64)
		v &= (1ull << bits) - 1;
	if (t->is_signed && bits < 64 && (v >> (bits - 1)) & 1)
		v |= ~0ull << bits;
	return (int64_t)v;
}

/* The bytes of a D string of type t at d, up to its NUL. */
static size_t str_len(const struct sd_ptype *t, const uint8_t *d)
{
	return strnlen((const char *)d, t->size);
}

static void scalar(struct pr *p, const struct sd_ptype *t, const uint8_t *d,
		   const struct sd_pmember *m)
{
	int64_t v;

	if (t->kind == SD_PT_STRING) {
		sd_buf_addch(p->b, '"');
		sd_buf_add(p->b, d, str_len(t, d));
		sd_buf_addch(p->b, '"');
		return;
	}
	if (t->kind == SD_PT_PTR) {
		v = (int64_t)get_uint(d, 8);
		sd_buf_addf(p->b, v ? "0x%llx" : "(nil)", (unsigned long long)v);
		return;
	}
	v = int_value(t, d, m);
	if (t->kind == SD_PT_ENUM) {
		for (const struct sd_penum *e = t->enums; e; e = e->next) {
			if (e->value == v) {
				sd_buf_addstr(p->b, e->name);
				return;
			}
		}
	}
	if (t->kind == SD_PT_INT && t->is_char && t->is_signed && v > 0 && v < 128 &&
	    isprint((int)v)) {
		sd_buf_addf(p->b, "'%c'", (int)v);
		return;
	}
	if (t->is_signed)
		sd_buf_addf(p->b, "%lld", (long long)v);
	else
		sd_buf_addf(p->b, "%llu", (unsigned long long)v);
}

static void close_to(struct pr *p, int depth)
{
	while (p->nopen && p->open[p->nopen - 1] >= depth) {
		int d = p->open[--p->nopen];
		pad(p, d);
		sd_buf_addstr(p->b, d ? "},\n" : "}\n");
	}
}

static void value(struct pr *p, const struct sd_ptype *t, const uint8_t *d, int depth,
		  const struct sd_pmember *m);

static void array(struct pr *p, const struct sd_ptype *t, const uint8_t *d, int depth)
{
	const struct sd_ptype *e = t->elem;
	uint32_t es = e->size ? e->size : 1;

	sd_buf_addf(p->b, "(%s) [\n", t->name);
	for (uint32_t i = 0; i < t->nelem && (size_t)(d - p->base) + (i + 1) * es <= p->len;
	     i++) {
		if (e->is_char && !d[i])
			break;
		pad(p, depth + 1);
		value(p, e, d + i * es, depth + 1, NULL);
		close_to(p, depth + 1);	/* an element that is a struct */
	}
	pad(p, depth);
	sd_buf_addstr(p->b, depth ? "],\n" : "]\n");
}

static void members(struct pr *p, const struct sd_ptype *t, const uint8_t *d, int depth)
{
	for (const struct sd_pmember *m = t->members; m && !p->stop; m = m->next) {
		const uint8_t *md = d + m->off;
		size_t off = (size_t)(md - p->base);
		if (off >= p->limit || off + m->type->size > p->len) {
			pad(p, depth);
			sd_buf_addstr(p->b, "...\n");
			p->stop = true;
			return;
		}
		if (m->type->kind != SD_PT_ENUM && all_zero(md, m->type->size ?
							   m->type->size : 1))
			continue;
		if (m->bits && !int_value(m->type, md, m))
			continue;
		close_to(p, depth);
		pad(p, depth);
		if (m->name)
			sd_buf_addf(p->b, ".%s = ", m->name);
		value(p, m->type, md, depth, m);
	}
}

static void value(struct pr *p, const struct sd_ptype *t, const uint8_t *d, int depth,
		  const struct sd_pmember *m)
{
	if (t->kind == SD_PT_STRUCT) {
		if (depth >= MAXDEPTH) {
			sd_buf_addstr(p->b, "...\n");
			return;
		}
		sd_buf_addf(p->b, "(%s) {\n", t->name);
		p->open[p->nopen++] = depth;
		members(p, t, d, depth + 1);
		return;
	}
	if (t->kind == SD_PT_ARRAY) {
		array(p, t, d, depth);
		return;
	}
	sd_buf_addf(p->b, "(%s)", t->name);
	scalar(p, t, d, m);
	sd_buf_addstr(p->b, depth ? ",\n" : "\n");
}

void sd_print_typed(struct sd_buf *b, const struct sd_ptype *t, const uint8_t *data,
		    size_t len, uint64_t printsize)
{
	struct pr p = { .b = b, .base = data + 8, .len = len - 8,
			.limit = printsize ? printsize : len };
	uint64_t addr = get_uint(data, 8);

	if (addr)
		sd_buf_addf(b, "0x%llx = *\n", (unsigned long long)addr);
	pad(&p, 0);
	value(&p, t, p.base, 0, NULL);
	close_to(&p, 0);
}

/* ---- print() as JSON (oformat=json) ---- */

struct jpr {
	struct sd_json *j;
	const uint8_t *base;
	size_t len;
	uint64_t limit;
};

static void jvalue(struct jpr *p, const char *key, const struct sd_ptype *t,
		   const uint8_t *d, const struct sd_pmember *m, int depth);

static bool jfits(const struct jpr *p, const uint8_t *d, size_t n)
{
	size_t off = (size_t)(d - p->base);

	return off < p->limit && off + n <= p->len;
}

static void jmembers(struct jpr *p, const struct sd_ptype *t, const uint8_t *d, int depth)
{
	for (const struct sd_pmember *m = t->members; m; m = m->next) {
		const uint8_t *md = d + m->off;
		if (!jfits(p, md, m->type->size ? m->type->size : 1))
			return;
		if (!m->name && m->type->kind == SD_PT_STRUCT)
			jmembers(p, m->type, md, depth + 1);	/* anonymous: inline */
		else
			jvalue(p, m->name ? m->name : "", m->type, md, m, depth + 1);
	}
}

/* A char array is text when its bytes up to the first NUL (or its end)
 * are printable ASCII, white space or well-formed UTF-8; other char
 * arrays are byte values. */
static bool jstring_like(const struct jpr *p, const uint8_t *d, uint32_t n)
{
	uint32_t i = 0;

	while (i < n && jfits(p, d + i, 1) && d[i]) {
		size_t u = d[i] >= 0x80 ? sd_json_utf8_len(d + i, n - i) : 0;
		if (!u && !isprint(d[i]) && !isspace(d[i]))
			return false;
		i += u ? (uint32_t)u : 1;
	}
	return true;
}

static void jarray(struct jpr *p, const char *key, const struct sd_ptype *t,
		   const uint8_t *d, int depth)
{
	const struct sd_ptype *e = t->elem;
	uint32_t es = e->size ? e->size : 1;

	if (e->is_char && es == 1 && jstring_like(p, d, t->nelem)) {
		size_t n = 0;
		while (n < t->nelem && jfits(p, d + n, 1) && d[n])
			n++;
		sd_json_strn(p->j, key, (const char *)d, n);
		return;
	}
	sd_json_arr(p->j, key);
	for (uint32_t i = 0; i < t->nelem && jfits(p, d + (size_t)i * es, es); i++)
		jvalue(p, NULL, e, d + (size_t)i * es, NULL, depth + 1);
	sd_json_arr_end(p->j);
}

static void jscalar(struct jpr *p, const char *key, const struct sd_ptype *t,
		    const uint8_t *d, const struct sd_pmember *m)
{
	if (t->kind == SD_PT_PTR) {
		sd_json_uint(p->j, key, get_uint(d, 8));
		return;
	}
	if (t->kind == SD_PT_STRING) {
		sd_json_strn(p->j, key, (const char *)d, str_len(t, d));
		return;
	}
	if (t->kind == SD_PT_FLOAT && (t->size == 4 || t->size == 8)) {
		float f;
		double x;
		if (t->size == 4) {
			memcpy(&f, d, 4);
			x = f;
		} else {
			memcpy(&x, d, 8);
		}
		sd_json_key(p->j, key);
		if (isfinite(x))
			sd_buf_addf(p->j->b, "%.17g", x);
		else
			sd_buf_addstr(p->j->b, "null");
		return;
	}
	int64_t v = int_value(t, d, m);
	if (t->kind == SD_PT_ENUM) {
		for (const struct sd_penum *e = t->enums; e; e = e->next) {
			if (e->value == v) {
				sd_json_str(p->j, key, e->name);
				return;
			}
		}
	}
	if (t->is_signed)
		sd_json_int(p->j, key, v);
	else
		sd_json_uint(p->j, key, (uint64_t)v);
}

static void jvalue(struct jpr *p, const char *key, const struct sd_ptype *t,
		   const uint8_t *d, const struct sd_pmember *m, int depth)
{
	if (t->kind == SD_PT_STRUCT && depth < MAXDEPTH) {
		sd_json_obj(p->j, key);
		jmembers(p, t, d, depth);
		sd_json_obj_end(p->j);
	} else if (t->kind == SD_PT_ARRAY && depth < MAXDEPTH) {
		jarray(p, key, t, d, depth);
	} else if (t->kind == SD_PT_INT || t->kind == SD_PT_ENUM || t->kind == SD_PT_PTR ||
		   t->kind == SD_PT_FLOAT || t->kind == SD_PT_STRING) {
		jscalar(p, key, t, d, m);
	} else {
		sd_json_key(p->j, key);
		sd_buf_addstr(p->j->b, "null");
	}
}

void sd_print_json(struct sd_json *j, const struct sd_ptype *t, const uint8_t *data,
		   size_t len, uint64_t printsize)
{
	struct jpr p = { .j = j, .base = data + 8, .len = len - 8,
			 .limit = printsize ? printsize : len };

	sd_json_obj(j, NULL);
	sd_json_obj(j, "print");
	sd_json_uint(j, "address", get_uint(data, 8));
	sd_json_str(j, "type", t->name);
	jvalue(&p, "value", t, p.base, NULL, 0);
	sd_json_obj_end(j);
	sd_json_obj_end(j);
}
