#include "arena.h"
#include "xalloc.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct sd_arena_blk {
	struct sd_arena_blk *next;
	size_t used, size;
	_Alignas(16) unsigned char data[];
};

void *sd_arena_alloc(struct sd_arena *a, size_t n)
{
	struct sd_arena_blk *b = a->head;

	n = SD_ALIGN(n ? n : 1, 16);
	if (!b || b->size - b->used < n) {
		size_t size = n > 32768 ? n : 32768;

		b = sd_xcalloc(1, sizeof(*b) + size);
		b->size = size;
		b->next = a->head;
		a->head = b;
	}
	void *p = b->data + b->used;
	b->used += n;
	return p;
}

char *sd_arena_strndup(struct sd_arena *a, const char *s, size_t n)
{
	char *p = sd_arena_alloc(a, n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *sd_arena_strdup(struct sd_arena *a, const char *s)
{
	return sd_arena_strndup(a, s, strlen(s));
}

char *sd_arena_printf(struct sd_arena *a, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	char *p = sd_arena_alloc(a, (size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(p, (size_t)n + 1, fmt, ap);
	va_end(ap);
	return p;
}

void sd_arena_release(struct sd_arena *a)
{
	struct sd_arena_blk *b = a->head, *next;

	for (; b; b = next) {
		next = b->next;
		free(b);
	}
	a->head = NULL;
}

void sd_bug(const char *file, int line, const char *msg)
{
	fprintf(stderr, "sonda: internal error at %s:%d: %s\n", file, line, msg);
	abort();
}
