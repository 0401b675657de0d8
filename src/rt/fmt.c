/* fmt.c - the D printf engine, trace() items, stacks and hex dumps.
 *
 * Formats arrive parsed (base/dfmt.c, whose conversion table says how each
 * conversion prints its argument). Printing always assembles a C format
 * ("%#-12.3llx") from the parsed flags and hands the number or string to
 * the C library, which is what DTrace does, so padding and rounding match.
 * Integers get "ll" automatically when the argument is 8 bytes wide.
 */
#include "fmt.h"
#include "../base/xalloc.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wchar.h>

/* ------------------------------------------------------------------ */
/* values                                                              */

static int vsize(const struct sd_value *v)
{
	if (v->kind == SD_V_INT || v->kind == SD_V_FLOAT)
		return (v->size == 1 || v->size == 2 || v->size == 4 ||
			v->size == 16) ? v->size : 8;
	return 8;
}

static int64_t sval(const struct sd_value *v)
{
	switch (vsize(v)) {
	case 1: return (int8_t)v->i;
	case 2: return (int16_t)v->i;
	case 4: return (int32_t)v->i;
	default: return (int64_t)v->i;
	}
}

static uint64_t uval(const struct sd_value *v)
{
	switch (vsize(v)) {
	case 1: return (uint8_t)v->i;
	case 2: return (uint16_t)v->i;
	case 4: return (uint32_t)v->i;
	default: return v->i;
	}
}

static double dval(const struct sd_value *v)
{
	if (v->kind == SD_V_FLOAT && v->size == 4) {
		uint32_t b = (uint32_t)v->i;
		float fl;

		memcpy(&fl, &b, sizeof(fl));
		return fl;
	}
	double d;

	memcpy(&d, &v->i, sizeof(d));
	return d;
}

static bool is_symkind(enum sd_vkind k)
{
	return k == SD_V_KSYM || k == SD_V_KMOD || k == SD_V_USYM ||
	       k == SD_V_UMOD || k == SD_V_UADDR;
}

/* Assembles "%<flags><width>.<prec><len><conv>" for c. */
static void mkspec(char *buf, size_t n, const struct sd_fmt_conv *c, int width,
		   const char *len, char conv)
{
	char *p = buf;

	*p++ = '%';
	if (c->flags & SD_FMT_ALT)
		*p++ = '#';
	if (c->flags & SD_FMT_ZERO)
		*p++ = '0';
	if (width < 0 || (c->flags & SD_FMT_LEFT))
		*p++ = '-';
	if (c->flags & SD_FMT_PLUS)
		*p++ = '+';
	if (c->flags & SD_FMT_GROUP)
		*p++ = '\'';
	if (c->flags & SD_FMT_SPACE)
		*p++ = ' ';
	if (width != 0)
		p += snprintf(p, n - (size_t)(p - buf), "%d",
			      width < 0 ? -width : width);
	if (c->prec > 0)
		p += snprintf(p, n - (size_t)(p - buf), ".%d", c->prec);
	snprintf(p, n - (size_t)(p - buf), "%s%c", len, conv);
}

/* Appends the NUL-terminated s through a "%...s" built from c. */
static void put_str(struct sd_buf *out, const struct sd_fmt_conv *c,
		    const char *s)
{
	char spec[48];

	mkspec(spec, sizeof(spec), c, c->width, "", 's');
	sd_buf_addf(out, spec, s);
}

static int render_int(struct sd_buf *out, const struct sd_fmt_conv *c,
		      const struct sd_fmt_convdef *d, const struct sd_value *v)
{
	bool sgn = d->print == SD_PK_SINT ||
		   (d->print == SD_PK_DINT && v->kind == SD_V_INT && v->is_signed);
	char conv = d->ofmt[strlen(d->ofmt) - 1];
	const char *len = "";
	char spec[48];

	if (d->print == SD_PK_DINT && !sgn)
		conv = 'u';
	if (d->ofmt[0] == 'l')
		len = "l";
	else if (d->ofmt[0] == 'w')	/* as DTrace: libc decides what it is */
		len = "w";
	else if (vsize(v) == 8 && conv != 'c')
		len = "ll";
	mkspec(spec, sizeof(spec), c, c->width, len, conv);
	/* 0, or EILSEQ for a %lc of a wide character the C locale lacks */
	if (vsize(v) == 8 && conv != 'c')
		return sgn ? sd_buf_addf(out, spec, (long long)sval(v)) :
			     sd_buf_addf(out, spec, (unsigned long long)uval(v));
	return sgn ? sd_buf_addf(out, spec, (int)sval(v)) :
		     sd_buf_addf(out, spec, (unsigned)uval(v));
}

static void render_fp(struct sd_buf *out, const struct sd_fmt_conv *c,
		      const struct sd_fmt_convdef *d, const struct sd_value *v)
{
	char spec[48];
	double x = dval(v);

	/* a float arrives from cg as a 4-byte word: its bits are a float's,
	 * widened to double as DTrace's pfprint_fp() does */
	if (v->kind == SD_V_INT && v->size == 4) {
		struct sd_value f = *v;

		f.kind = SD_V_FLOAT;
		x = dval(&f);
	}
	if (v->kind == SD_V_FLOAT && v->size == 16) {
		mkspec(spec, sizeof(spec), c, c->width, "L", d->ofmt[0]);
		sd_buf_addf(out, spec, (long double)x);
		return;
	}
	mkspec(spec, sizeof(spec), c, c->width, "", d->ofmt[0]);
	sd_buf_addf(out, spec, x);
}

/* The bytes of a string value up to its first NUL, NUL-terminated in a
 * new malloc'd copy. */
static char *str_copy(const struct sd_value *v)
{
	size_t n = v->s ? strnlen(v->s, v->len) : 0;
	char *s = sd_xmalloc(n + 1);

	if (n)
		memcpy(s, v->s, n);
	s[n] = '\0';
	return s;
}

/* %S escapes the record's bytes as DTrace's strchr2esc(): up to and with
 * the first NUL, which prints as \0 (a char array without one, all of it). */
static void escape(struct sd_buf *out, const char *s, size_t n)
{
	static const char from[] = "\a\b\f\n\r\t\v\"\\";
	static const char to[] = "abfnrtv\"\\";

	for (size_t i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)s[i];
		const char *e = ch ? strchr(from, ch) : NULL;

		if (ch == '\0') {
			sd_buf_addstr(out, "\\0");
			break;
		}
		else if (e)
			sd_buf_addf(out, "\\%c", to[e - from]);
		else if (ch != ' ' && (ch < '!' || ch > '~'))
			sd_buf_addf(out, "\\%o%o%o", (ch >> 6) & 3,
				    (ch >> 3) & 7, ch & 7);
		else
			sd_buf_addch(out, (char)ch);
	}
}

static void render_escaped(struct sd_buf *out, const struct sd_fmt_conv *c,
			   const char *s, size_t n)
{
	struct sd_buf t = SD_BUF_INIT;

	escape(&t, s, n);
	put_str(out, c, sd_buf_str(&t));
	sd_buf_free(&t);
}

/* A wide character the C locale has no byte for fails the conversion
 * (EILSEQ) as glibc's vfprintf( ) fails DTrace's pfprint_wstr( ): 0 or
 * that errno, with nothing appended. */
static int render_wstr(struct sd_buf *out, const struct sd_fmt_conv *c,
		       const struct sd_fmt_convdef *d, const struct sd_value *v)
{
	size_t n = v->s ? v->len / sizeof(wchar_t) : 0;
	wchar_t *ws = sd_xcalloc(n + 1, sizeof(wchar_t));
	char spec[48];
	int err;

	if (n)
		memcpy(ws, v->s, n * sizeof(wchar_t));
	mkspec(spec, sizeof(spec), c, c->width, d->ofmt[0] == 'w' ? "w" : "l", 's');
	err = sd_buf_addf(out, spec, ws);
	free(ws);
	return err;
}

/*
 * %Y: "2004 Jan 25 13:00:00" (ctime's fields, year first). The value is
 * DTrace's hrtime_t, unsigned (dt_printf.c's pfprint_time( )): a negative
 * one is a time in 2554.
 */
static void time_y(uint64_t ns, char *buf, size_t n)
{
	static const char mon[12][4] = {
		"Jan", "Feb", "Mar", "Apr", "May", "Jun",
		"Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
	};
	time_t sec = (time_t)(ns / 1000000000);
	struct tm tm;

	localtime_r(&sec, &tm);
	snprintf(buf, n, "%d %s %2d %02d:%02d:%02d", tm.tm_year + 1900,
		 mon[tm.tm_mon], tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec);
}

/* %T: RFC-822 style, with DTrace's %G (ISO week-based year); unsigned too. */
static void time_822(uint64_t ns, char *buf, size_t n)
{
	time_t sec = (time_t)(ns / 1000000000);
	struct tm tm;

	localtime_r(&sec, &tm);
	if (strftime(buf, n, "%a, %d %b %G %T %Z", &tm) == 0)
		buf[0] = '\0';
}

/* Kernel address text, or 0xaddr without a symbolizer. */
static void ktext(const struct sd_fmt_ctx *ctx, uint64_t a, unsigned flags,
		  struct sd_buf *t)
{
	if (ctx && ctx->sym && ctx->sym->kernel)
		ctx->sym->kernel(ctx->sym->ctx, a, flags, t);
	else
		sd_sym_addr_text(a, t);
}

/* User address text; 0xaddr without a process or symbolizer. */
static void utext(const struct sd_fmt_ctx *ctx, int pid, uint64_t a,
		  unsigned flags, struct sd_buf *t)
{
	if (ctx && ctx->noresolve && !(flags & SD_SYM_MODONLY))
		flags |= SD_SYM_NORESOLVE;
	if (pid > 0 && ctx && ctx->sym && ctx->sym->user)
		ctx->sym->user(ctx->sym->ctx, pid, a, flags, t);
	else
		sd_sym_addr_text(a, t);
}

void sd_fmt_symbol(struct sd_buf *out, const struct sd_value *v,
		   const struct sd_fmt_ctx *ctx)
{
	switch (v->kind) {
	case SD_V_KSYM: ktext(ctx, v->i, SD_SYM_NOOFF, out); break;
	case SD_V_KMOD: ktext(ctx, v->i, SD_SYM_MODONLY, out); break;
	case SD_V_USYM: utext(ctx, v->pid, v->i, SD_SYM_NOOFF, out); break;
	case SD_V_UMOD: utext(ctx, v->pid, v->i, SD_SYM_MODONLY, out); break;
	case SD_V_UADDR: utext(ctx, v->pid, v->i, 0, out); break;
	default: sd_sym_addr_text(v->i, out); break;
	}
}

const char *sd_fmt_strerror(int err)
{
	return err == SD_FMT_EDMISMATCH ?
	       "Data record list does not match statement" : strerror(err);
}

/* %a / %A, and any string-like conversion of a symbol value. */
static void render_addr(struct sd_buf *out, const struct sd_fmt_conv *c,
			const struct sd_value *v, bool user,
			const struct sd_fmt_ctx *ctx)
{
	struct sd_buf t = SD_BUF_INIT;

	if (is_symkind(v->kind))
		sd_fmt_symbol(&t, v, ctx);
	else if (user)
		utext(ctx, ctx ? ctx->target_pid : 0, uval(v), 0, &t);
	else
		ktext(ctx, uval(v), 0, &t);
	put_str(out, c, sd_buf_str(&t));
	sd_buf_free(&t);
}

/* ------------------------------------------------------------------ */
/* stacks                                                              */

void sd_fmt_frame(struct sd_buf *out, const struct sd_value *v, int i,
		  const struct sd_fmt_ctx *ctx)
{
	if (v->kind == SD_V_USTACK)
		utext(ctx, v->pid, v->pcs[i], 0, out);
	else
		ktext(ctx, v->pcs[i], 0, out);
}

int64_t sd_fmt_sval(const struct sd_value *v)
{
	return sval(v);
}

uint64_t sd_fmt_uval(const struct sd_value *v)
{
	return uval(v);
}

double sd_fmt_dval(const struct sd_value *v)
{
	return dval(v);
}

/* Frames of v: "\n", then indent spaces + spec(frame text) + "\n" each. A
 * stack without frames is the "\n" alone, a user stack's too, but a user
 * stack of 0 frames asked (-x ustackframes=0, maxframes=0) prints nothing,
 * as DTrace's dt_print_ustack( ) returns before its "\n" then. */
static void put_stack(struct sd_buf *out, const struct sd_value *v, int indent,
		      const char *spec, const struct sd_fmt_ctx *ctx)
{
	struct sd_buf t = SD_BUF_INIT;

	if (v->kind == SD_V_USTACK && v->no_frames)
		return;

	sd_buf_addch(out, '\n');
	for (int i = 0; i < v->npcs && v->pcs && v->pcs[i]; i++) {
		sd_buf_reset(&t);
		sd_fmt_frame(&t, v, i, ctx);
		/* DTrace's "%*s": a negative indent (stackindent past
		 * INT_MAX, cut to an int) is as many blanks, left-justified */
		sd_buf_addf(out, "%*s", indent == INT_MIN ? 0 : indent, "");
		sd_buf_addf(out, spec, sd_buf_str(&t));
		sd_buf_addch(out, '\n');
	}
	sd_buf_free(&t);
}

void sd_fmt_stack(struct sd_buf *out, const struct sd_value *v, int indent,
		  int width, const struct sd_fmt_ctx *ctx)
{
	char spec[32];

	if (width > 0)
		snprintf(spec, sizeof(spec), "%%%ds", width);
	else if (width < 0)
		snprintf(spec, sizeof(spec), "%%-%ds", -width);
	else
		snprintf(spec, sizeof(spec), "%%s");
	put_stack(out, v, indent, spec, ctx);
}

/* %k: "%-Nk" indents by N; "%Nk" right-justifies each frame in N columns;
 * a negative dynamic width does both (indent and left-justify). */
static void render_stack(struct sd_buf *out, const struct sd_fmt_conv *c,
			 const struct sd_value *v, const struct sd_fmt_ctx *ctx)
{
	bool dynneg = (c->flags & SD_FMT_DYNWIDTH) && c->width < 0;
	int indent = 0, width = c->width;
	char spec[48];

	if (c->flags & SD_FMT_LEFT) {
		indent = dynneg ? -c->width : c->width;
		width = 0;
	} else if (dynneg) {
		indent = -c->width;
	}
	if (v->kind != SD_V_KSTACK && v->kind != SD_V_USTACK)
		return;
	mkspec(spec, sizeof(spec), c, width, "", 's');
	put_stack(out, v, indent, spec, ctx);
}

/* ------------------------------------------------------------------ */
/* rendering                                                           */

static void render_string(struct sd_buf *out, const struct sd_fmt_conv *c,
			  const struct sd_fmt_convdef *d, const struct sd_value *v,
			  const struct sd_fmt_ctx *ctx)
{
	if (is_symkind(v->kind)) {
		render_addr(out, c, v, false, ctx);
		return;
	}
	if (v->kind != SD_V_STR && v->kind != SD_V_BYTES)
		return;
	if (d->print == SD_PK_ESTR) {
		size_t n = v->s ? v->len : 0;

		/* a char array's record is its own size (cg's to_value) */
		if (v->kind == SD_V_STR && v->size > 0 && (size_t)v->size < n)
			n = (size_t)v->size;
		render_escaped(out, c, v->s ? v->s : "", n);
		return;
	}
	char *s = str_copy(v);

	put_str(out, c, s);
	free(s);
}

static void render_time(struct sd_buf *out, const struct sd_fmt_conv *c,
			const struct sd_fmt_convdef *d, const struct sd_value *v)
{
	char buf[64];

	if (d->print == SD_PK_TIME)
		time_y((uint64_t)sval(v), buf, sizeof(buf));
	else
		time_822((uint64_t)sval(v), buf, sizeof(buf));
	put_str(out, c, buf);
}

/* An array's record read as the integer of its size, as pfprint_uint( )
 * (and pfprint_sint( )) read one of 1, 2, 4 or 8 bytes and pfprint_addr( )
 * one of 4 or 8: %p, %a and %A take arrays (dt_node_is_pointer( )), whose
 * records are their bytes. pfprint_uaddr( ) reads one of 24 bytes as its
 * usym( ) records (the pid at 8, the address at 16). false: any other
 * size, EDT_DMISMATCH. */
static bool ref_as_int(const struct sd_value *v, enum sd_fmt_pkind pk,
		       const struct sd_fmt_ctx *ctx, struct sd_value *iv)
{
	size_t n = v->s && v->size > 0 ? (size_t)v->size : 0;
	uint64_t w[3] = { 0 };

	if (n == 24 && pk == SD_PK_UADDR) {
		memcpy(w, v->s, n);
		*iv = (struct sd_value){ .kind = SD_V_UADDR, .size = 8, .i = w[2],
			.pid = w[1] ? (int)w[1] : ctx ? ctx->target_pid : 0 };
		return true;
	}
	bool addr = pk == SD_PK_ADDR || pk == SD_PK_UADDR;

	if (n != 4 && n != 8 && (addr || (n != 1 && n != 2)))
		return false;
	memcpy(w, v->s, n);
	*iv = (struct sd_value){ .kind = SD_V_INT, .size = (int)n, .i = w[0] };
	return true;
}

static bool is_ref(const struct sd_value *v)
{
	return v->kind == SD_V_BYTES || (v->kind == SD_V_STR && v->char_array);
}

int sd_fmt_render_value(struct sd_buf *out, const struct sd_fmt_conv *c,
			const struct sd_value *v, const struct sd_fmt_ctx *ctx)
{
	const struct sd_fmt_convdef *d = sd_fmt_convdef(c);
	struct sd_value iv;
	char ch;

	/* a usym( ) or uaddr( ) record is 16 bytes (the pid, the address:
	 * dt_cg_store_val( ), and as a key dt_cg_agg( )), a size
	 * pfprint_uaddr( ) does not take (4, 8 or 24): printa( )'s %A of
	 * such a key is EDT_DMISMATCH. umod( ) keys go to pfprint_umod( ) */
	if (d->print == SD_PK_UADDR && (v->kind == SD_V_USYM || v->kind == SD_V_UADDR))
		return SD_FMT_EDMISMATCH;
	if (is_ref(v) && (d->print == SD_PK_SINT || d->print == SD_PK_UINT ||
			  d->print == SD_PK_DINT || d->print == SD_PK_ADDR ||
			  d->print == SD_PK_UADDR)) {
		if (!ref_as_int(v, (enum sd_fmt_pkind)d->print, ctx, &iv))
			return SD_FMT_EDMISMATCH;
		v = &iv;
	}

	if (d->print == SD_PK_PCT) {
		sd_buf_addch(out, '%');
		return 0;
	}
	if (v->kind == SD_V_KMOD || v->kind == SD_V_UMOD) {
		render_addr(out, c, v, false, ctx);
		return 0;
	}
	switch ((enum sd_fmt_pkind)d->print) {
	case SD_PK_SINT: case SD_PK_UINT: case SD_PK_DINT: return render_int(out, c, d, v);
	case SD_PK_FP: render_fp(out, c, d, v); break;
	case SD_PK_ADDR: case SD_PK_UADDR:
		/* pfprint_addr( ), pfprint_uaddr( ): records of 4 or 8 bytes */
		if (v->kind == SD_V_INT && vsize(v) < 4)
			return SD_FMT_EDMISMATCH;
		render_addr(out, c, v, d->print == SD_PK_UADDR, ctx);
		break;
	case SD_PK_STACK: render_stack(out, c, v, ctx); break;
	case SD_PK_TIME: case SD_PK_TIME822: render_time(out, c, d, v); break;
	case SD_PK_CSTR: case SD_PK_ESTR: render_string(out, c, d, v, ctx); break;
	case SD_PK_ECHR:
		ch = (char)sval(v);
		render_escaped(out, c, &ch, 1);
		break;
	case SD_PK_WSTR: return render_wstr(out, c, d, v);
	case SD_PK_PCT: break;
	}
	return 0;
}

int sd_fmt_render(struct sd_buf *out, const struct sd_fmt *f,
		  const struct sd_value *args, size_t nargs,
		  const struct sd_fmt_ctx *ctx)
{
	size_t ai = 0;
	int agg = 0;

	for (size_t i = 0; i < f->nconvs; i++) {
		struct sd_fmt_conv c = f->convs[i];

		sd_buf_add(out, c.prefix, c.prefix_len);
		if (sd_fmt_conv_is_pct(&c)) {
			sd_buf_addch(out, '%');
			continue;
		}
		if ((c.flags & SD_FMT_DYNWIDTH) && ai < nargs)
			c.width = (int)sval(&args[ai++]);
		if ((c.flags & SD_FMT_DYNPREC) && ai < nargs)
			c.prec = (int)sval(&args[ai++]);
		if (c.flags & SD_FMT_AGG) {
			int err = ctx && ctx->aggval ?
				  ctx->aggval(ctx->aggctx, agg, &c, out) : 0;

			if (err)
				return err;
			agg++;
		} else if (ai < nargs) {
			size_t start = out->len;
			int err = sd_fmt_render_value(out, &c, &args[ai++], ctx);
			const char *nul = ctx && ctx->cstring ?
				memchr(out->data + start, 0, out->len - start) : NULL;

			if (nul)
				sd_buf_truncate(out, (size_t)(nul - out->data));
			if (err)	/* the prefix stays: dt_printf_format( )
					   prints it before the pfprint_*( )
					   function that fails */
				return err;
		}
	}
	sd_buf_add(out, f->tail, f->tail_len);
	return 0;
}

/* ------------------------------------------------------------------ */
/* trace(), byte data, hex dumps                                       */

static void trace_int(struct sd_buf *out, const struct sd_value *v, bool quiet)
{
	static const char *const sfmt[2][4] = {
		{ " %3d", " %5d", " %10d", " %19lld" },
		{ "%d", "%d", "%d", "%lld" },
	};
	static const char *const ufmt[2][4] = {
		{ " %3u", " %5u", " %10u", " %20llu" },
		{ "%u", "%u", "%u", "%llu" },
	};
	int sz = vsize(v), k = sz == 1 ? 0 : sz == 2 ? 1 : sz == 4 ? 2 : 3;
	bool sgn = (v->kind == SD_V_INT && v->is_signed) ||
		   v->kind == SD_V_FLOAT;

	if (k == 3 && sgn)
		sd_buf_addf(out, sfmt[quiet][k], (long long)sval(v));
	else if (k == 3)
		sd_buf_addf(out, ufmt[quiet][k], (unsigned long long)uval(v));
	else if (sgn)
		sd_buf_addf(out, sfmt[quiet][k], (int)sval(v));
	else
		sd_buf_addf(out, ufmt[quiet][k], (unsigned)uval(v));
}

static void trace_scalar_raw(struct sd_buf *out, const struct sd_value *v)
{
	uint8_t b[8];
	int n = vsize(v) > 8 ? 8 : vsize(v);

	for (int i = 0; i < n; i++)
		b[i] = (uint8_t)(v->i >> (8 * i));
	sd_fmt_hexdump(out, b, (size_t)n);
}

void sd_fmt_trace(struct sd_buf *out, const struct sd_value *v, bool quiet,
		  bool rawbytes, const struct sd_fmt_ctx *ctx)
{
	struct sd_buf t = SD_BUF_INIT;
	char *s;

	switch (v->kind) {
	case SD_V_KSTACK: case SD_V_USTACK:
		sd_fmt_stack(out, v, ctx ? ctx->stackindent : 14, 0, ctx);
		return;
	case SD_V_KSYM: case SD_V_KMOD: case SD_V_USYM: case SD_V_UMOD:
	case SD_V_UADDR:
		sd_fmt_symbol(&t, v, ctx);
		sd_buf_addf(out, "  %-50s", sd_buf_str(&t));
		sd_buf_free(&t);
		return;
	case SD_V_STR:
		if (rawbytes) {
			sd_fmt_hexdump(out, v->s, v->s ? v->len : 0);
			return;
		}
		s = str_copy(v);
		sd_buf_addf(out, quiet ? "%s" : "  %-33s", s);
		free(s);
		return;
	case SD_V_BYTES:	/* structs, unions, arrays: always a hex dump (DTrace 2.x) */
		sd_fmt_hexdump(out, v->s, v->s ? v->len : 0);
		return;
	case SD_V_INT: case SD_V_PTR: case SD_V_FLOAT:
		if (rawbytes)
			trace_scalar_raw(out, v);
		else
			trace_int(out, v, quiet);
		return;
	}
}

/* DTrace's "printable": isprint or isspace in the C locale, \a, \b. */
bool sd_fmt_printable(unsigned char ch)
{
	return (ch >= 0x20 && ch <= 0x7e) || (ch >= '\a' && ch <= '\r');
}

void sd_fmt_bytes(struct sd_buf *out, const void *p, size_t n, int width,
		  bool quiet)
{
	const unsigned char *c = p;
	size_t i, j;

	if (n == 0)
		return;
	for (i = 0; i < n && sd_fmt_printable(c[i]); i++)
		;
	if (i == n) {
		sd_buf_addf(out, "  %-*.*s", width, (int)n, (const char *)c);
		return;
	}
	if (c[i] == '\0' && i > 0) {
		for (j = i + 1; j < n && c[j] == '\0'; j++)
			;
		if (j == n) {
			if (quiet)
				sd_buf_addf(out, "%.*s", (int)i,
					    (const char *)c);
			else
				sd_buf_addf(out, "  %-*.*s", width, (int)i,
					    (const char *)c);
			return;
		}
	}
	sd_fmt_hexdump(out, p, n);
}

void sd_fmt_hexdump(struct sd_buf *out, const void *p, size_t n)
{
	const unsigned char *c = p;

	if (n == 0)
		return;
	sd_buf_addf(out, "\n%5s      ", "");
	for (int i = 0; i < 16; i++)
		sd_buf_addf(out, "  %c", "0123456789abcdef"[i]);
	sd_buf_addstr(out, "  0123456789abcdef\n");
	for (size_t i = 0; i < n; i += 16) {
		size_t j;

		sd_buf_addf(out, "%5s%5zx:", "", i);
		for (j = i; j < i + 16 && j < n; j++)
			sd_buf_addf(out, " %02x", c[j]);
		for (; j % 16; j++)
			sd_buf_addstr(out, "   ");
		sd_buf_addstr(out, "  ");
		for (j = i; j < i + 16 && j < n; j++)
			sd_buf_addch(out, c[j] < ' ' || c[j] > '~' ?
				      '.' : (char)c[j]);
		sd_buf_addch(out, '\n');
	}
}
