/* fmt.h - the D printf engine, trace() items, stacks and hex dumps.
 *
 * Pure user-space formatting: values arrive as struct sd_value (decoded from
 * records by the consumer), text leaves through struct sd_buf. Addresses go
 * through struct sd_symbolizer (sym.h) so everything here is testable
 * without a kernel. Output is byte-identical to DTrace for Linux 2.x
 * (docs/d-output-formats.md sections 2.3, 4, 8, 9).
 *
 * A format string is parsed once at compile time (sd_fmt_parse), checked
 * against argument types (sd_fmt_check), and rendered for every record
 * (sd_fmt_render). printa() formats use the same engine: non-@ conversions
 * consume the keys, @ conversions call back into the aggregation printer.
 */
#ifndef SONDA_RT_FMT_H
#define SONDA_RT_FMT_H

#include "../base/buf.h"
#include "sym.h"

enum sd_vkind {
	SD_V_INT,	/* integer: size 1/2/4/8, is_signed; value in i */
	SD_V_PTR,	/* pointer (size 8) in i */
	SD_V_STR,	/* D string or char array: s, len = buffer size; stops
			   at the first NUL within len bytes */
	SD_V_BYTES,	/* other byte data (struct, array): s, len */
	SD_V_KSTACK,	/* kernel stack: pcs[0..npcs), a zero PC ends it */
	SD_V_USTACK,	/* user stack: pcs, npcs, pid */
	SD_V_KSYM, SD_V_KMOD,			/* sym()/func(), mod(): i */
	SD_V_USYM, SD_V_UMOD, SD_V_UADDR,	/* usym()/ufunc(), umod(),
						   uaddr(): i + pid */
	SD_V_FLOAT,	/* float/double: size 4 (float bits in the low 32 bits
			   of i), 8 or 16 (double bits in i) */
};

struct sd_value {
	enum sd_vkind kind;
	int size;
	bool is_signed;
	uint64_t i;
	const char *s;
	size_t len;
	const uint64_t *pcs;
	int npcs;
	int pid;
	const char *tname;	/* D type name for messages, may be NULL */
};

/* Conversion flags (struct sd_fmt_conv.flags). */
#define SD_FMT_ALT	0x001u	/* # */
#define SD_FMT_ZERO	0x002u	/* 0 */
#define SD_FMT_LEFT	0x004u	/* - */
#define SD_FMT_PLUS	0x008u	/* + */
#define SD_FMT_SPACE	0x010u	/* ' ' */
#define SD_FMT_GROUP	0x020u	/* ' (thousands grouping) */
#define SD_FMT_AGG	0x040u	/* @: value from the aggregation */
#define SD_FMT_DYNWIDTH	0x080u	/* width is * */
#define SD_FMT_DYNPREC	0x100u	/* precision is .* */

/* One conversion and the literal text before it. "%%" is a conversion too
 * (it is counted in "conversion #N" messages) but consumes nothing. */
struct sd_fmt_conv {
	const char *prefix;	/* literal text before it (not NUL-ended) */
	size_t prefix_len;
	unsigned flags;
	int width;		/* 0: none; %? sets 16; negative: left-justify
				   (only after a dynamic width is resolved) */
	int prec;		/* 0 or less: none (precision 0 is ignored) */
	int index;		/* 1-based conversion number */
	int type;		/* internal: index in the conversion table */
	char name[8];		/* lookup name: "d", "llx", "hd", "k", "%"... */
};

/* A parsed format. */
struct sd_fmt {
	char *text;		/* owned copy of the format string */
	struct sd_fmt_conv *convs;
	size_t nconvs;
	const char *tail;	/* literal text after the last conversion */
	size_t tail_len;
	int nargs;		/* value arguments consumed (non-@ conversions
				   plus one per '*') */
	int naggs;		/* conversions with the @ flag */
};

/* Rendering context. Zero-initialise with SD_FMT_CTX_INIT. */
struct sd_fmt_ctx {
	const struct sd_symbolizer *sym; /* NULL: addresses print as 0xaddr */
	int stackindent;	/* option stackindent (default 14) */
	int target_pid;		/* $target for %A of plain integers, 0: none */
	bool noresolve;		/* option noresolve: user frames as obj:0xoff */
	/* printa: prints the value of aggregation #index (index counts the
	 * @ conversions of the format from 0; the callback clamps it to the
	 * last aggregation). conv has its width and precision resolved. */
	void (*aggval)(void *aggctx, int index, const struct sd_fmt_conv *conv,
		       struct sd_buf *out);
	void *aggctx;
};

#define SD_FMT_CTX_INIT { .stackindent = 14 }

/* Parses a D format string. On success returns 0 and *out (free it with
 * sd_fmt_free). On a syntax error returns -EINVAL and appends DTrace's
 * message to err without a newline, e.g. "format conversion #1 is
 * undefined: %z"; the caller reports it with its D_* tag (D_SYNTAX). */
int sd_fmt_parse(const char *fmt, struct sd_fmt **out, struct sd_buf *err);
/* Frees a parsed format; accepts NULL. */
void sd_fmt_free(struct sd_fmt *f);
/* Value arguments conversion c consumes: one per '*', plus one unless it
 * is an @ conversion or "%%". */
int sd_fmt_conv_nargs(const struct sd_fmt_conv *c);
/* True for "%%", which takes no argument and prints "%". */
bool sd_fmt_conv_is_pct(const struct sd_fmt_conv *c);

/* Compile-time check of conversion c against an argument whose type is
 * described by proto_arg (kind, size, is_signed, tname are read). Returns
 * 0 if it fits, else -1 with *want = the prototype text of the
 * D_PRINTF_ARG_TYPE message ("char, short, int, long, or long long"...).
 * Describe char arrays as SD_V_STR, wchar_t arrays as SD_V_BYTES with
 * size 4, enums as SD_V_INT. For %A set proto_arg->pid to the -p/-c
 * target pid (pointers and integers are accepted only then). For an @
 * conversion pass an 8-byte integer, unsigned for count(). */
int sd_fmt_check(const struct sd_fmt_conv *c, const struct sd_value *proto_arg,
		 const char **want);

/* Appends f rendered with args. Non-@ conversions consume args in order
 * (a '*' consumes one int argument first); @ conversions call
 * ctx->aggval. Missing arguments render as nothing. */
void sd_fmt_render(struct sd_buf *out, const struct sd_fmt *f,
		   const struct sd_value *args, size_t nargs,
		   const struct sd_fmt_ctx *ctx);
/* Appends one value formatted by conversion c, whose width and precision
 * are final: a '*' width arrives resolved in c->width, negative meaning
 * left-justify (with SD_FMT_DYNWIDTH still set, which %k needs to tell a
 * negative '*' width from "%-Nk"). For aggval callbacks. */
void sd_fmt_render_value(struct sd_buf *out, const struct sd_fmt_conv *c,
			 const struct sd_value *v, const struct sd_fmt_ctx *ctx);

/* Appends a trace() item: Oracle widths for integers, strings "  %-33s"
 * (quiet "%s"), byte data as a string when printable else a hex dump,
 * stacks, symbols "  %-50s". rawbytes: always a hex dump of the data. */
void sd_fmt_trace(struct sd_buf *out, const struct sd_value *v, bool quiet,
		  bool rawbytes, const struct sd_fmt_ctx *ctx);
/* Appends byte data the way DTrace prints a non-scalar datum: printable
 * bytes followed only by NULs (or printable without NUL) as a string,
 * "  %-*s" (quiet: "%s" when NUL-terminated), else a hex dump. */
void sd_fmt_bytes(struct sd_buf *out, const void *p, size_t n, int width,
		  bool quiet);
/* Appends a hex dump of n bytes (nothing when n is 0). */
void sd_fmt_hexdump(struct sd_buf *out, const void *p, size_t n);
/* Appends a stack value: "\n", then per frame indent spaces, the frame
 * text ("%*s" right-justified in width when width > 0, left-justified in
 * -width when width < 0) and "\n". A user stack with no frames prints
 * nothing. */
void sd_fmt_stack(struct sd_buf *out, const struct sd_value *v, int indent,
		  int width, const struct sd_fmt_ctx *ctx);
/* Appends the text of a symbol value (SD_V_KSYM, KMOD, USYM, UMOD, UADDR):
 * module`symbol, module, object`symbol+0xoff... without padding. */
void sd_fmt_symbol(struct sd_buf *out, const struct sd_value *v,
		   const struct sd_fmt_ctx *ctx);

#endif
