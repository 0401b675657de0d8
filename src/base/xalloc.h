/* xalloc.h - the allocation policy: memory from these never comes back
 * NULL. Out of memory, sonda prints one line and aborts (nothing it holds
 * outlives it: every probe and map is owned by a file descriptor). Use
 * the arena (arena.h) for memory that dies with a phase, these for the
 * rest; a caller that can recover from a failed allocation calls libc.
 */
#ifndef SONDA_BASE_XALLOC_H
#define SONDA_BASE_XALLOC_H

#include "common.h"

#include <stdarg.h>

void *sd_xmalloc(size_t n);
/* Zeroed; the product is checked for overflow. */
void *sd_xcalloc(size_t n, size_t size);
void *sd_xrealloc(void *p, size_t n);
char *sd_xstrdup(const char *s);
/* At most n bytes of s, NUL-terminated. */
char *sd_xstrndup(const char *s, size_t n);
/* The printf-formatted string (as asprintf). */
char *sd_xasprintf(const char *fmt, ...) SD_PRINTF(1, 2);
char *sd_xvasprintf(const char *fmt, va_list ap);

/* Grows array p of elem-byte items to hold need items: *cap doubles
 * (from 8) until it does. Returns the (maybe moved) array. */
void *sd_grow(void *p, size_t *cap, size_t need, size_t elem);

/* Makes room for need items in array p whose capacity (size_t) is cap,
 * as git's ALLOC_GROW: SD_ALLOC_GROW(v, n + 1, cap); v[n++] = x; */
#define SD_ALLOC_GROW(p, need, cap) \
	((p) = sd_grow((p), &(cap), (need), sizeof(*(p))))

#endif
