/* buf.h - growable byte buffer, always NUL-terminated (like git's strbuf). */
#ifndef SONDA_BASE_BUF_H
#define SONDA_BASE_BUF_H

#include "common.h"
#include <stdarg.h>

struct sd_buf {
	char *data;	/* NUL-terminated; "" (static) when empty and unallocated */
	size_t len;
	size_t cap;
};

#define SD_BUF_INIT { 0 }

void sd_buf_add(struct sd_buf *b, const void *p, size_t n);
void sd_buf_addstr(struct sd_buf *b, const char *s);
void sd_buf_addch(struct sd_buf *b, char c);
/* 0, or the errno of a conversion libc failed (a wide character with no
 * byte in the locale: EILSEQ), which appends nothing */
int sd_buf_addf(struct sd_buf *b, const char *fmt, ...) SD_PRINTF(2, 3);
int sd_buf_vaddf(struct sd_buf *b, const char *fmt, va_list ap);
void sd_buf_reset(struct sd_buf *b);		/* len = 0, keeps memory */
void sd_buf_truncate(struct sd_buf *b, size_t n);	/* len = n when shorter */
void sd_buf_free(struct sd_buf *b);
/* The caller now owns the returned malloc'd string; b is reset to empty. */
char *sd_buf_detach(struct sd_buf *b);
/* Returns the contents ("" when empty), valid until the next change. */
const char *sd_buf_str(const struct sd_buf *b);

#endif
