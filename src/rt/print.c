/* print.c - the print() action: "ADDR = *" and then the object the pointer
 * points to, one value a line, indented 44 spaces plus one per nesting
 * level (output-formats.md, print()).
 *
 * The text is DTrace's type visitor's, rule for rule: values whose bytes
 * are all zero are left out below the top, floating-point values are not
 * shown, an array shows its elements only when they are integers, floats or
 * enums named by no typedef (others end the whole print), bit-fields read
 * as DTrace reads them, and structs and unions are closed when the walk
 * comes back to a shallower value, so that the "..." of a printsize limit
 * comes before the braces still open; a type whose name is 128 bytes or
 * more ends it too. The JSON form shows every member.
 */
#include "print.h"

#include <ctype.h>
#include <math.h>
#include <string.h>

#include "../cg/image.h"

#define INDENT 44
#define MAXDEPTH 10
/* DTrace names each value's type with ctf_type_name( ) into 128 bytes
 * (DT_TYPE_NAMELEN), which fails for a longer name; dt_print_visit( ) then
 * ends the walk, zero value or not, and only the braces still open are
 * closed: a kernel function pointer of many arguments (net_device_ops'
 * ndo_fdb_add) ends a print( ) of its struct. */
#define NAMELEN 128

struct pr {
	struct sd_buf *b;
	const uint8_t *base;	/* the object */
	size_t len;		/* its bytes in the record */
	size_t size;		/* the bytes shown: printsize bounds them */
	enum sd_ptkind kinds[MAXDEPTH];	/* what was shown last at each depth */
	int last;		/* the depth of the last line shown */
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

/* n bytes at offset off of the object, as zeros past its end */
static uint64_t load(const struct pr *p, size_t off, size_t n)
{
	uint8_t w[8] = { 0 };

	for (size_t i = 0; i < n && i < 8 && off + i < p->len; i++)
		w[i] = p->base[off + i];
	return get_uint(w, 8);
}

static bool zero_at(const struct pr *p, size_t off, size_t n)
{
	return off >= p->len || all_zero(p->base + off, n < p->len - off ? n : p->len - off);
}

/* Closes the structs and unions opened below depth since the last line at
 * depth: one brace a level, a comma after each but the outermost. */
static void close_to(struct pr *p, int depth)
{
	if (p->kinds[depth] != SD_PT_STRUCT)
		return;
	if (depth == 0 && p->last == 0)
		p->last = 1;	/* the top struct's own brace */
	for (int i = p->last - depth; i > 0; i--) {
		pad(p, depth + i - 1);
		sd_buf_addstr(p->b, depth > 0 || i > 1 ? "},\n" : "}\n");
		p->last = depth;
	}
}

/* The bytes a value of type t (a bit-field of bits bits) takes: DTrace's
 * CTF gives a bit-field the power of two of bytes that holds it. */
static size_t type_bytes(const struct sd_ptype *t, int bits)
{
	size_t n = 1;

	if (!bits)
		return t->kind == SD_PT_ENUM ? 4 : t->size;
	while (n * 8 < (size_t)bits)
		n *= 2;
	return n;
}

/* An integer line ("(int)5,"); false for a bit-field that reads as 0,
 * which is not shown. Bit-fields read as DTrace reads them: the bits of
 * the 64-bit word at the field's byte that end at its bit offset modulo
 * 64. DTrace shows a char as a character when its type is named char. */
static bool int_text(struct pr *p, const struct sd_ptype *t, size_t bitpos, int bits,
		     struct sd_buf *o)
{
	size_t off = bitpos / 8;
	uint64_t u = load(p, off, 8);
	int64_t v;

	if (bits != 8 && bits != 16 && bits != 32 && bits != 64) {
		if (bits > 64) {
			sd_buf_addf(o, "(%s)?(%d bit value),", t->name, bits);
			return true;
		}
		v = (int64_t)((u << (63 - bitpos % 64)) >> (64 - bits));
		if (!v)
			return false;
	} else if (bits == 64) {
		sd_buf_addf(o, t->is_signed ? "(%s)%lld," : "(%s)%llu,", t->name,
			    (long long)u);
		return true;
	} else {
		u &= (1ull << bits) - 1;
		v = (int64_t)u;
		if (t->is_signed && (u >> (bits - 1)) & 1)
			v = (int64_t)(u | ~0ull << bits);
	}
	if (t->is_char && !strcmp(t->name, "char") && !(char)v)
		sd_buf_addf(o, "(%s)'", t->name);	/* DTrace's %s ends at the NUL */
	else if (t->is_char && !strcmp(t->name, "char"))
		sd_buf_addf(o, "(%s)'%c',", t->name, (char)v);
	else
		sd_buf_addf(o, "(%s)%lld,", t->name, (long long)v);
	return true;
}

static void enum_text(struct pr *p, const struct sd_ptype *t, size_t off, struct sd_buf *o)
{
	int32_t v = (int32_t)load(p, off, 4);

	for (const struct sd_penum *e = t->enums; e; e = e->next) {
		if (e->value == v) {
			sd_buf_addf(o, "(%s)%s,", t->name, e->name);
			return;
		}
	}
	sd_buf_addf(o, "(%s)%d,", t->name, v);
}

static int visit(struct pr *p, const char *name, const struct sd_ptype *t, size_t bitpos,
		 int depth, int bits);

/* The elements of an array (its line is shown): DTrace shows those of an
 * array of integers, floating-point values or enums named by no typedef
 * (zero elements left out, a char array up to its first NUL); any other
 * array ends the whole print( ) there. */
static int elements(struct pr *p, const struct sd_ptype *t, size_t bitpos, int depth)
{
	const struct sd_ptype *e = t->elem;
	size_t es = e->kind == SD_PT_ENUM ? 4 : e->size, off = bitpos / 8;
	bool ischar = e->kind == SD_PT_INT && e->size == 1 && e->is_char;

	if ((e->kind != SD_PT_INT && e->kind != SD_PT_FLOAT && e->kind != SD_PT_ENUM) ||
	    e->is_typedef)
		return -1;
	if (zero_at(p, off, es * t->nelem))
		return 0;
	int last = p->last, rc = 0;
	enum sd_ptkind kind = depth + 1 < MAXDEPTH ? p->kinds[depth + 1] : SD_PT_OTHER;
	for (uint32_t i = 0; i < t->nelem && !rc; i++) {
		if (ischar && load(p, off + i, 1) == 0)
			break;
		rc = visit(p, NULL, e, bitpos + i * es * 8, depth + 1, 0);
	}
	p->last = last;	/* the elements are a walk of their own */
	if (depth + 1 < MAXDEPTH)
		p->kinds[depth + 1] = kind;
	if (rc)
		return rc;
	if (t->nelem) {
		pad(p, depth);
		sd_buf_addstr(p->b, "],\n");
	}
	return 0;
}

/* D's string is an array of char, named string */
static const struct sd_ptype *as_array(const struct sd_ptype *t, struct sd_ptype *a)
{
	static const struct sd_ptype chr = { .kind = SD_PT_INT, .name = "char", .size = 1,
					     .is_signed = true, .is_char = true };

	if (t->kind != SD_PT_STRING)
		return t;
	*a = (struct sd_ptype){ .kind = SD_PT_ARRAY, .name = t->name, .size = t->size,
				.elem = &chr, .nelem = t->size };
	return a;
}

/* One line: "[.name = ](type)value," */
static void line(struct pr *p, const char *name, int depth, const struct sd_buf *v)
{
	pad(p, depth);
	if (name && *name && depth > 0)
		sd_buf_addf(p->b, ".%s = ", name);
	sd_buf_add(p->b, v->data, v->len);
	sd_buf_addch(p->b, '\n');
}

/* The value of type t at bit bitpos of the object, at depth, as DTrace's
 * type visitor shows it; < 0 ends the print( ). Values past printsize or
 * too deep end it with "..."; members whose bytes are all zero are left
 * out (structs are still walked, as DTrace walks their members). */
static int visit(struct pr *p, const char *name, const struct sd_ptype *t, size_t bitpos,
		 int depth, int bits)
{
	struct sd_ptype arr;
	size_t off = bitpos / 8;
	int rc = 0;

	if (off >= p->size || depth >= MAXDEPTH) {
		pad(p, depth);
		sd_buf_addstr(p->b, "...\n");
		return -1;
	}
	if (t->name && strlen(t->name) >= NAMELEN)
		return -1;	/* DTrace could not name it: the print( ) ends */
	t = as_array(t, &arr);
	if (p->last > depth)
		close_to(p, depth);
	bool shown = depth == 0 || !zero_at(p, off, type_bytes(t, bits));
	struct sd_buf v = SD_BUF_INIT;
	if (shown) {
		p->kinds[depth] = t->kind;
		p->last = depth;
		switch (t->kind) {
		case SD_PT_STRUCT:
			sd_buf_addf(&v, "(%s) {", t->name);
			break;
		case SD_PT_ARRAY:
			sd_buf_addf(&v, "(%s) [%s", t->name, t->nelem ? "" : "],");
			break;
		case SD_PT_INT:
			shown = int_text(p, t, bitpos, bits ? bits : (int)t->size * 8, &v);
			break;
		case SD_PT_ENUM:
			enum_text(p, t, off, &v);
			break;
		case SD_PT_PTR:
			sd_buf_addf(&v, "(%s)0x%llx,", t->name, (unsigned long long)load(p, off, 8));
			break;
		default:	/* floating-point and other values are not shown */
			shown = false;
			break;
		}
	}
	if (shown)
		line(p, name, depth, &v);
	sd_buf_free(&v);
	if (shown && t->kind == SD_PT_ARRAY)
		return elements(p, t, bitpos, depth);
	if (t->kind != SD_PT_STRUCT)
		return 0;
	for (const struct sd_pmember *m = t->members; m && !rc; m = m->next)
		rc = visit(p, m->name, m->type, bitpos + m->off * 8u + m->bit_off, depth + 1,
			   m->bits);
	return rc;
}

void sd_print_typed(struct sd_buf *b, const struct sd_ptype *t, const uint8_t *data,
		    size_t len, uint64_t printsize)
{
	struct pr p = { .b = b, .base = data + 8, .len = len - 8, .size = len - 8 };
	uint64_t addr = get_uint(data, 8);

	if (printsize && printsize < p.size)
		p.size = printsize;
	if (addr)
		sd_buf_addf(b, "0x%llx = *\n", (unsigned long long)addr);
	else
		sd_buf_addstr(b, "(nil) = *\n");
	visit(&p, "", t, 0, 0, 0);
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
