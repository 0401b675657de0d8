/* fmt.h - the D printf engine, trace() items, stacks and hex dumps.
 *
 * Pure user-space formatting: values arrive as struct sd_value (decoded from
 * records by the consumer), text leaves through struct sd_buf. Addresses go
 * through struct sd_symbolizer (sym.h) so everything here is testable
 * without a kernel. Output is byte-identical to DTrace for Linux 2.x
 * (docs/d-output-formats.md sections 2.3, 4, 8, 9).
 *
 * A format string is parsed once at compile time and checked against
 * argument types (base/dfmt.h), and rendered here for every record
 * (sd_fmt_render). printa() formats use the same engine: non-@ conversions
 * consume the keys, @ conversions call back into the aggregation printer.
 */
#ifndef SONDA_RT_FMT_H
#define SONDA_RT_FMT_H

#include "../base/buf.h"
#include "../base/dfmt.h"
#include "sym.h"

/* Rendering context. Zero-initialise with SD_FMT_CTX_INIT. */
struct sd_fmt_ctx {
	const struct sd_symbolizer *sym; /* NULL: addresses print as 0xaddr */
	int stackindent;	/* option stackindent (default 14) */
	int target_pid;		/* $target for %A of plain integers, 0: none */
	bool noresolve;		/* option noresolve: user frames as obj:0xoff */
	bool rawbytes;		/* option rawbytes: byte keys as hex dumps */
	bool cstring;		/* system( ), freopen( ): each conversion's text
				 * ends at its first NUL, as dtrace_sprintf( )
				 * appends each at its C string's end */
	/* printa: prints the value of aggregation #index (index counts the
	 * @ conversions of the format from 0; the callback clamps it to the
	 * last aggregation). conv has its width and precision resolved. */
	int (*aggval)(void *aggctx, int index, const struct sd_fmt_conv *conv,
		      struct sd_buf *out);	/* 0 or as sd_fmt_render() */
	void *aggctx;
};

#define SD_FMT_CTX_INIT { .stackindent = 14 }

/* What sd_fmt_render( ) returns for a %a or %A of a 1- or 2-byte integer:
 * DTrace's pfprint_addr( ) and pfprint_uaddr( ) take 4- and 8-byte records
 * only, and fail the others with EDT_DMISMATCH (not an errno). */
#define SD_FMT_EDMISMATCH	(-1000)

/* The message of an error sd_fmt_render( ) returned (strerror( ) but for
 * SD_FMT_EDMISMATCH: DTrace's dt_error.c text). */
const char *sd_fmt_strerror(int err);

/* Appends f rendered with args. Non-@ conversions consume args in order
 * (a '*' consumes one int argument first); @ conversions call
 * ctx->aggval. Missing arguments render as nothing. 0, or the errno of a
 * conversion that failed (a %ls of a wide character with no byte in the C
 * locale: EILSEQ), where rendering stopped, after that conversion's
 * prefix; or SD_FMT_EDMISMATCH, before that prefix. */
int sd_fmt_render(struct sd_buf *out, const struct sd_fmt *f,
		   const struct sd_value *args, size_t nargs,
		   const struct sd_fmt_ctx *ctx);
/* Appends one value formatted by conversion c, whose width and precision
 * are final: a '*' width arrives resolved in c->width, negative meaning
 * left-justify (with SD_FMT_DYNWIDTH still set, which %k needs to tell a
 * negative '*' width from "%-Nk"). For aggval callbacks. */
int sd_fmt_render_value(struct sd_buf *out, const struct sd_fmt_conv *c,
			const struct sd_value *v, const struct sd_fmt_ctx *ctx);

/* Appends a trace() item: Oracle widths for integers, strings "  %-33s"
 * (quiet "%s"), byte data as a string when printable else a hex dump,
 * stacks, symbols "  %-50s". rawbytes: always a hex dump of the data. */
void sd_fmt_trace(struct sd_buf *out, const struct sd_value *v, bool quiet,
		  bool rawbytes, const struct sd_fmt_ctx *ctx);
/* A byte dt_print_bytes() takes for text: isprint(), isspace(), backspace
 * and bell. */
bool sd_fmt_printable(unsigned char ch);
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
/* Appends the text of frame i of a stack value ("mod`sym+0xoff"). */
void sd_fmt_frame(struct sd_buf *out, const struct sd_value *v, int i,
		  const struct sd_fmt_ctx *ctx);
/* An integer value at its size, sign-extended or zero-extended; a
 * floating-point value as a double. */
int64_t sd_fmt_sval(const struct sd_value *v);
uint64_t sd_fmt_uval(const struct sd_value *v);
double sd_fmt_dval(const struct sd_value *v);
/* Appends the text of a symbol value (SD_V_KSYM, KMOD, USYM, UMOD, UADDR):
 * module`symbol, module, object`symbol+0xoff... without padding. */
void sd_fmt_symbol(struct sd_buf *out, const struct sd_value *v,
		   const struct sd_fmt_ctx *ctx);

#endif
