/* arena.h - bump allocator; everything allocated dies with the arena. */
#ifndef SONDA_BASE_ARENA_H
#define SONDA_BASE_ARENA_H

#include "common.h"

struct sd_arena_blk;

struct sd_arena {
	struct sd_arena_blk *head;
};

/* Zeroed, 16-byte aligned memory valid until sd_arena_release(). Never NULL
 * (aborts on out-of-memory). */
void *sd_arena_alloc(struct sd_arena *a, size_t n);
char *sd_arena_strdup(struct sd_arena *a, const char *s);
char *sd_arena_strndup(struct sd_arena *a, const char *s, size_t n);
char *sd_arena_printf(struct sd_arena *a, const char *fmt, ...) SD_PRINTF(2, 3);
/* Frees every block; the arena may be reused afterwards. */
void sd_arena_release(struct sd_arena *a);

#endif
