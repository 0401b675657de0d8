/* xalloc.c - allocations that do not fail (xalloc.h). */
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *check(void *p, size_t n)
{
	if (!p && n) {
		fprintf(stderr, "sonda: out of memory (allocating %zu bytes)\n", n);
		abort();
	}
	return p;
}

void *sd_xmalloc(size_t n)
{
	return check(malloc(n ? n : 1), n);
}

void *sd_xcalloc(size_t n, size_t size)
{
	if (size && n > SIZE_MAX / size)
		check(NULL, SIZE_MAX);
	return check(calloc(n ? n : 1, size ? size : 1), n * size);
}

void *sd_xrealloc(void *p, size_t n)
{
	return check(realloc(p, n ? n : 1), n);
}

char *sd_xstrdup(const char *s)
{
	return check(strdup(s), strlen(s) + 1);
}

char *sd_xstrndup(const char *s, size_t n)
{
	return check(strndup(s, n), n + 1);
}

char *sd_xvasprintf(const char *fmt, va_list ap)
{
	char *s = NULL;

	if (vasprintf(&s, fmt, ap) < 0)
		check(NULL, strlen(fmt));
	return s;
}

char *sd_xasprintf(const char *fmt, ...)
{
	va_list ap;
	char *s;

	va_start(ap, fmt);
	s = sd_xvasprintf(fmt, ap);
	va_end(ap);
	return s;
}

void *sd_grow(void *p, size_t *cap, size_t need, size_t elem)
{
	size_t c = *cap ? *cap : 8;

	if (need <= *cap)
		return p;
	while (c < need)
		c *= 2;
	if (elem && c > SIZE_MAX / elem)
		check(NULL, SIZE_MAX);
	p = sd_xrealloc(p, c * elem);
	*cap = c;
	return p;
}
