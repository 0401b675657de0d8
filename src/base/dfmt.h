/* dfmt.h - D printf formats: the recorded values they print, the parsed
 * format, and the compile-time check of an argument against a conversion.
 *
 * Both sides use it: sema parses and checks every printf()/printa() format
 * at compile time, the runtime (rt/fmt.h) renders the parsed format for
 * every record. A value is described by struct sd_value in both places:
 * at compile time a prototype (kind, size, signedness), at run time the
 * decoded datum.
 */
#ifndef SONDA_BASE_DFMT_H
#define SONDA_BASE_DFMT_H

#include "buf.h"

enum sd_vkind {
	SD_V_INT,	/* integer: size 1/2/4/8, is_signed; value in i */
	SD_V_PTR,	/* pointer (size 8) in i */
	SD_V_STR,	/* D string or char array: s, len = buffer size; stops
			   at the first NUL within len bytes */
	SD_V_BYTES,	/* other byte data (struct, array): s, len; for
			   checking a format, size is an array's element size */
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
	bool no_frames;		/* a stack of 0 frames asked (ustackframes or
				   maxframes 0): a user stack prints nothing */
	int pid;
	const char *tname;	/* D type name for messages, may be NULL */
	const char *rname;	/* compile time: the name with typedefs seen
				   through ("unsigned long"), NULL: unknown */
	bool i64_typedef;	/* compile time: a typedef on the way to it
				   is named int64_t or uint64_t */
	int bits;		/* compile time: a bit-field's width (0: none) */
	bool char_array;	/* STR: a char array's bytes, not a D
				   string (DTrace records those by
				   reference, and setopt()'s consumer
				   tells them apart by that) */
	bool array;		/* compile time: an array (a char array
				   too), which DTrace's dt_node_is_pointer( )
				   counts as a pointer for %p, %a and %A */
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

/* How a conversion prints its argument. */
enum sd_fmt_pkind {
	SD_PK_SINT, SD_PK_UINT, SD_PK_DINT, SD_PK_FP, SD_PK_ADDR, SD_PK_UADDR,
	SD_PK_STACK, SD_PK_TIME, SD_PK_TIME822, SD_PK_CSTR, SD_PK_ESTR,
	SD_PK_ECHR, SD_PK_WSTR, SD_PK_PCT,
};

/* One row of the conversion table. */
struct sd_fmt_convdef {
	const char *name;	/* lookup name */
	const char *ofmt;	/* what libc sees, before the automatic "ll" */
	uint8_t print;		/* enum sd_fmt_pkind */
	uint8_t check;		/* which argument types it accepts (dfmt.c) */
	const char *proto;	/* prototype text for D_PRINTF_ARG_TYPE */
};

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
 * described by proto_arg (kind, size, is_signed, rname, i64_typedef are
 * read; %lx and %llx go by rname as DTrace goes by type names). Returns
 * 0 if it fits, else -1 with *want = the prototype text of the
 * D_PRINTF_ARG_TYPE message ("char, short, int, long, or long long"...).
 * Describe char arrays as SD_V_STR, wchar_t arrays as SD_V_BYTES with
 * size 4, enums as SD_V_INT. For %A set proto_arg->pid to the -p/-c
 * target pid (pointers and integers are accepted only then). For an @
 * conversion pass an 8-byte integer, unsigned for count(). */
int sd_fmt_check(const struct sd_fmt_conv *c, const struct sd_value *proto_arg,
		 const char **want);

/* The table row of parsed conversion c. */
const struct sd_fmt_convdef *sd_fmt_convdef(const struct sd_fmt_conv *c);

#endif
