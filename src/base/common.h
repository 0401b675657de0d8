/* common.h - types and macros shared by every stage; no functions. */
#ifndef SONDA_BASE_COMMON_H
#define SONDA_BASE_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

/* Keys in a tuple (an associative array's or an aggregation's): DTrace's
 * dt_cg_arglist() refuses key index i > dtc_diftupregs (8), so 9. */
#define SD_TUPLE_MAX 9

#define SD_ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define SD_ALIGN(x, a) (((x) + ((a) - 1)) & ~((size_t)(a) - 1))
#define SD_MIN(a, b) ((a) < (b) ? (a) : (b))
#define SD_MAX(a, b) ((a) > (b) ? (a) : (b))
#define SD_UNUSED __attribute__((unused))
#define SD_PRINTF(f, a) __attribute__((format(printf, f, a)))

/* SD_BUG: an invariant was broken; never a user error. */
#define SD_BUG(msg) sd_bug(__FILE__, __LINE__, (msg))
void sd_bug(const char *file, int line, const char *msg) __attribute__((noreturn));

/* A position in D source text: every token and node carries one. */
struct sd_loc {
	const char *file;	/* script path, or NULL for -n text */
	int line;		/* 1-based */
	int col;		/* 1-based */
	int len;		/* characters covered, >= 1 */
	int dline;		/* the line DTrace reports for the node, when it
				   differs: where its lexer was when it built
				   the node (the next token's line); 0: line */
};

/* Does position a come after b in their text (by line, then column)? */
static inline bool sd_loc_after(struct sd_loc a, struct sd_loc b)
{
	return a.line > b.line || (a.line == b.line && a.col > b.col);
}

#endif
