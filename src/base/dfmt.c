/* dfmt.c - the D printf format parser and its compile-time argument checks.
 *
 * A conversion is looked up by its name (size letters plus conversion
 * character, "llx") in one table that says how to check its argument at
 * compile time and how to print it (the printing is rt/fmt.c's).
 */
#include "dfmt.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "xalloc.h"

/* Which argument types a conversion accepts. */
enum ckind {
	C_ANYINT, C_CSI, C_FP, C_LDOUBLE, C_ADDR, C_KADDR, C_UADDR, C_STACK,
	C_TIME, C_STR, C_WSTR, C_SHORT, C_SSHORT, C_USHORT, C_INT, C_XLONG,
	C_XLLONG, C_SLONG, C_ULONG, C_NONE,
};

static const char proto_int[] = "char, short, int, long, or long long";
static const char proto_csi[] = "char, short, or int";
static const char proto_fp[] = "float, double, or long double";
static const char proto_addr[] = "pointer or integer";
static const char proto_uaddr[] =
	"pointer or integer (with -p/-c) or _usymaddr (without -p/-c)";
static const char proto_str[] = "char [] or string (or use stringof)";
static const char proto_wstr[] = "wchar_t []";

static const struct sd_fmt_convdef convdefs[] = {
	{ "a", "s", SD_PK_ADDR, C_KADDR, proto_addr },
	{ "A", "s", SD_PK_UADDR, C_UADDR, proto_uaddr },
	{ "c", "c", SD_PK_SINT, C_CSI, proto_csi },
	{ "C", "s", SD_PK_ECHR, C_CSI, proto_csi },
	{ "d", "d", SD_PK_DINT, C_ANYINT, proto_int },
	{ "i", "i", SD_PK_DINT, C_ANYINT, proto_int },
	{ "o", "o", SD_PK_UINT, C_ANYINT, proto_int },
	{ "u", "u", SD_PK_UINT, C_ANYINT, proto_int },
	{ "x", "x", SD_PK_UINT, C_ANYINT, proto_int },
	{ "X", "X", SD_PK_UINT, C_ANYINT, proto_int },
	{ "e", "e", SD_PK_FP, C_FP, proto_fp },
	{ "E", "E", SD_PK_FP, C_FP, proto_fp },
	{ "f", "f", SD_PK_FP, C_FP, proto_fp },
	{ "g", "g", SD_PK_FP, C_FP, proto_fp },
	{ "G", "G", SD_PK_FP, C_FP, proto_fp },
	{ "hd", "d", SD_PK_SINT, C_SSHORT, "short" },
	{ "hi", "i", SD_PK_SINT, C_SSHORT, "short" },
	{ "ho", "o", SD_PK_UINT, C_USHORT, "unsigned short" },
	{ "hu", "u", SD_PK_UINT, C_USHORT, "unsigned short" },
	{ "hx", "x", SD_PK_UINT, C_SHORT, "short" },
	{ "hX", "X", SD_PK_UINT, C_SHORT, "short" },
	{ "k", "s", SD_PK_STACK, C_STACK, "stack" },
	{ "lc", "lc", SD_PK_SINT, C_INT, "int" },
	{ "wc", "wc", SD_PK_SINT, C_INT, "int" },
	{ "ld", "d", SD_PK_SINT, C_SLONG, "long" },
	{ "li", "i", SD_PK_SINT, C_SLONG, "long" },
	{ "lo", "o", SD_PK_UINT, C_ULONG, "unsigned long" },
	{ "lu", "u", SD_PK_UINT, C_ULONG, "unsigned long" },
	{ "lx", "x", SD_PK_UINT, C_XLONG, "long" },
	{ "lX", "X", SD_PK_UINT, C_XLONG, "long" },
	{ "ls", "ls", SD_PK_WSTR, C_WSTR, proto_wstr },
	{ "ws", "ws", SD_PK_WSTR, C_WSTR, proto_wstr },
	{ "lld", "d", SD_PK_SINT, C_SLONG, "long long" },
	{ "lli", "i", SD_PK_SINT, C_SLONG, "long long" },
	{ "llo", "o", SD_PK_UINT, C_ULONG, "unsigned long long" },
	{ "llu", "u", SD_PK_UINT, C_ULONG, "unsigned long long" },
	{ "llx", "x", SD_PK_UINT, C_XLLONG, "long long" },
	{ "llX", "X", SD_PK_UINT, C_XLLONG, "long long" },
	{ "Le", "e", SD_PK_FP, C_LDOUBLE, "long double" },
	{ "LE", "E", SD_PK_FP, C_LDOUBLE, "long double" },
	{ "Lf", "f", SD_PK_FP, C_LDOUBLE, "long double" },
	{ "Lg", "g", SD_PK_FP, C_LDOUBLE, "long double" },
	{ "LG", "G", SD_PK_FP, C_LDOUBLE, "long double" },
	{ "p", "x", SD_PK_UINT, C_ADDR, proto_addr },
	{ "s", "s", SD_PK_CSTR, C_STR, proto_str },
	{ "S", "s", SD_PK_ESTR, C_STR, proto_str },
	{ "T", "s", SD_PK_TIME822, C_TIME, "int64_t" },
	{ "Y", "s", SD_PK_TIME, C_TIME, "int64_t" },
	{ "%", "%", SD_PK_PCT, C_NONE, "void" },
};

static int find_conv(const char *name)
{
	for (size_t i = 0; i < SD_ARRAY_SIZE(convdefs); i++)
		if (strcmp(convdefs[i].name, name) == 0)
			return (int)i;
	return -1;
}

/* ------------------------------------------------------------------ */
/* parsing                                                             */

struct pstate {
	const char *p;		/* at the character being examined */
	int dot;		/* '.' seen */
	int digits;		/* digit runs seen since the last '.' */
	size_t namelen;
	struct sd_fmt_conv *c;
	struct sd_buf *err;
};

static int perr(struct pstate *st, const char *what)
{
	sd_buf_addf(st->err, "format conversion #%d %s", st->c->index, what);
	return -EINVAL;
}

static int set_dyn(struct pstate *st)
{
	unsigned bit = st->dot ? SD_FMT_DYNPREC : SD_FMT_DYNWIDTH;

	if (st->c->flags & bit) {
		sd_buf_addf(st->err, "format conversion #%d has more than one "
			    "'*' specified for the output %s", st->c->index,
			    st->dot ? "precision" : "width");
		return -EINVAL;
	}
	st->c->flags |= bit;
	return 0;
}

static void take_number(struct pstate *st)
{
	int n = 0;

	/* saturate: a width past 1 MiB is a typo, and must not overflow */
	while (*st->p >= '0' && *st->p <= '9') {
		n = n * 10 + (*st->p++ - '0');
		if (n > (1 << 20))
			n = 1 << 20;
	}
	st->p--;
	if (st->dot)
		st->c->prec = n;
	else
		st->c->width = n;
	st->digits++;
}

/* Handles one flag/width/precision character; 1 if it was one, 0 if the
 * conversion name is complete, <0 on error. */
static int parse_char(struct pstate *st, char ch)
{
	struct sd_fmt_conv *c = st->c;

	switch (ch) {
	case '0': case '1': case '2': case '3': case '4':
	case '5': case '6': case '7': case '8': case '9':
		if (!st->dot && !st->digits && ch == '0') {
			c->flags = (c->flags | SD_FMT_ZERO) & ~SD_FMT_LEFT;
			return 1;
		}
		take_number(st);
		return 1;
	case '#': c->flags |= SD_FMT_ALT; return 1;
	case '+': c->flags |= SD_FMT_PLUS; return 1;
	case ' ': c->flags |= SD_FMT_SPACE; return 1;
	case '\'': c->flags |= SD_FMT_GROUP; return 1;
	case '@': c->flags |= SD_FMT_AGG; return 1;
	case '?': c->width = 16; return 1;
	case '-':
		c->flags = (c->flags | SD_FMT_LEFT) & ~SD_FMT_ZERO;
		return 1;
	case '*':
		return set_dyn(st) < 0 ? -EINVAL : 1;
	case '.':
		if (st->dot++)
			return perr(st, "has more than one '.' specified");
		st->digits = 0;
		return 1;
	case '$':
		return perr(st, "uses unsupported positional format (%n$)");
	case '\0':
		return perr(st, "name expected before end of format string");
	case 'h': case 'l': case 'L': case 'w':
		if (st->namelen < sizeof(c->name) - 2)
			c->name[st->namelen++] = ch;
		return 1;
	case '%':
		if (st->p[-1] != '%')
			return perr(st, "cannot be combined with other format "
				    "flags: %%");
		return 0;
	default:
		return 0;
	}
}

/* Parses the conversion starting at *pp ('%'); leaves *pp after it. */
static int parse_conv(struct sd_fmt_conv *c, const char **pp,
		      struct sd_buf *err)
{
	struct pstate st = { .p = *pp, .c = c, .err = err };
	int r;

	while ((r = parse_char(&st, *++st.p)) == 1)
		;
	if (r < 0)
		return r;
	c->name[st.namelen++] = *st.p;
	c->name[st.namelen] = '\0';
	c->type = find_conv(c->name);
	if (c->type < 0) {
		sd_buf_addf(err, "format conversion #%d is undefined: %%%s",
			    c->index, c->name);
		return -EINVAL;
	}
	*pp = st.p + 1;
	return 0;
}

const struct sd_fmt_convdef *sd_fmt_convdef(const struct sd_fmt_conv *c)
{
	return &convdefs[c->type];
}

bool sd_fmt_conv_is_pct(const struct sd_fmt_conv *c)
{
	return convdefs[c->type].print == SD_PK_PCT;
}

int sd_fmt_conv_nargs(const struct sd_fmt_conv *c)
{
	int n = 0;

	if (sd_fmt_conv_is_pct(c))
		return 0;
	n += !!(c->flags & SD_FMT_DYNWIDTH);
	n += !!(c->flags & SD_FMT_DYNPREC);
	n += !(c->flags & SD_FMT_AGG);
	return n;
}

static void add_conv(struct sd_fmt *f, const struct sd_fmt_conv *c)
{
	f->convs = sd_xrealloc(f->convs, (f->nconvs + 1) * sizeof(*f->convs));
	f->convs[f->nconvs++] = *c;
}

int sd_fmt_parse(const char *fmt, struct sd_fmt **out, struct sd_buf *err)
{
	struct sd_fmt *f = sd_xcalloc(1, sizeof(*f));
	const char *q, *p;

	f->text = sd_xstrdup(fmt);
	for (q = f->text; (p = strchr(q, '%')) != NULL; q = p) {
		struct sd_fmt_conv c = {
			.prefix = q, .prefix_len = (size_t)(p - q),
			.index = (int)f->nconvs + 1,
		};
		int r = parse_conv(&c, &p, err);

		if (r < 0) {
			sd_fmt_free(f);
			*out = NULL;
			return r;
		}
		add_conv(f, &c);
		f->nargs += sd_fmt_conv_nargs(&c);
		if ((c.flags & SD_FMT_AGG) && !sd_fmt_conv_is_pct(&c))
			f->naggs++;
	}
	f->tail = q;
	f->tail_len = strlen(q);
	*out = f;
	return 0;
}

void sd_fmt_free(struct sd_fmt *f)
{
	if (!f)
		return;
	free(f->convs);
	free(f->text);
	free(f);
}

/* ------------------------------------------------------------------ */
/* compile-time checks                                                 */

static bool is_int(const struct sd_value *v, int size)
{
	return v->kind == SD_V_INT && (size == 0 || v->size == size);
}

/* %hx wants a type named short, %lx one named long, %llx one named long
 * long (signed, unsigned or neither), after typedefs: DTrace's
 * pfcheck_xshort()/pfcheck_xlong()/pfcheck_xlonglong() compare names, not
 * sizes, so a kernel "short unsigned int" or a 2-byte bit-field of an
 * unsigned int does not do, and a 1-byte bit-field of a short does. Without
 * a name (not known), any integer of the type's size. */
static bool named_int(const struct sd_value *v, const char *base, int size)
{
	static const char *const pfx[] = { "", "signed ", "unsigned " };

	if (!is_int(v, 0))
		return false;
	if (!v->rname)
		return v->size == size;
	for (size_t i = 0; i < SD_ARRAY_SIZE(pfx); i++) {
		size_t pl = strlen(pfx[i]);

		if (!strncmp(v->rname, pfx[i], pl) &&
		    !strcmp(v->rname + pl, base))
			return true;
	}
	return false;
}

/* The conversions DTrace checks with pfcheck_type() (%hd, %lu, %lc...) ask
 * ctf_type_compat(), which holds an enum compatible with every integer type
 * whatever its size and sign. */
static bool is_enum(const struct sd_value *v)
{
	return v->kind == SD_V_INT && v->rname && !strncmp(v->rname, "enum ", 5);
}

/* An integer whose libctf encoding is that of D's integer of size bytes and
 * that sign, as ctf_type_compat( ) wants for pfcheck_type( ): a bit-field
 * narrower than its bytes (its own width of bits) is none. */
static bool enc_int(const struct sd_value *v, int size, bool is_signed)
{
	return is_int(v, size) && v->is_signed == is_signed &&
	       (!v->bits || v->bits == size * 8);
}

static bool check_kind(enum ckind k, const struct sd_value *v)
{
	if (is_enum(v) && (k == C_SSHORT || k == C_USHORT || k == C_INT ||
			   k == C_SLONG || k == C_ULONG))
		return true;
	switch (k) {
	case C_ANYINT: return is_int(v, 0);
	case C_CSI: return is_int(v, 0) && v->size <= 4;
	case C_FP: return v->kind == SD_V_FLOAT;
	case C_LDOUBLE: return v->kind == SD_V_FLOAT && v->size == 16;
	case C_ADDR: return is_int(v, 0) || v->kind == SD_V_PTR || v->array;
	case C_KADDR:
		return is_int(v, 0) || v->kind == SD_V_PTR || v->array ||
		       v->kind == SD_V_KSYM || v->kind == SD_V_KMOD;
	case C_UADDR:
		if (v->kind == SD_V_USYM || v->kind == SD_V_UMOD ||
		    v->kind == SD_V_UADDR)
			return true;
		return v->pid != 0 && (is_int(v, 0) || v->kind == SD_V_PTR ||
				       v->array);
	case C_STACK: return v->kind == SD_V_KSTACK || v->kind == SD_V_USTACK;
	case C_TIME: return is_int(v, 8);
	case C_STR: return v->kind == SD_V_STR;
	case C_WSTR: return v->kind == SD_V_BYTES && v->size == 4;
	case C_SHORT: return named_int(v, "short", 2);
	case C_SSHORT: return enc_int(v, 2, true);
	case C_USHORT: return enc_int(v, 2, false);
	case C_INT: return enc_int(v, 4, true);
	case C_XLONG: return named_int(v, "long", 8);
	case C_XLLONG:	/* [u]int64_t typedefs too (pfcheck_xlonglong) */
		return named_int(v, "long long", 8) ||
		       (is_int(v, 8) && v->i64_typedef);
	case C_SLONG: return enc_int(v, 8, true);
	case C_ULONG: return enc_int(v, 8, false);
	case C_NONE: return false;
	}
	return false;
}

int sd_fmt_check(const struct sd_fmt_conv *c, const struct sd_value *proto_arg,
		 const char **want)
{
	const struct sd_fmt_convdef *d = &convdefs[c->type];

	*want = d->proto;
	if (d->print == SD_PK_PCT)
		return 0;
	return check_kind(d->check, proto_arg) ? 0 : -1;
}
