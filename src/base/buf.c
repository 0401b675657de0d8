#include "buf.h"
#include "xalloc.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void grow(struct sd_buf *b, size_t extra)
{
	if (b->len + extra + 1 <= b->cap)
		return;
	size_t cap = b->cap ? b->cap * 2 : 64;
	while (cap < b->len + extra + 1)
		cap *= 2;
	b->data = sd_xrealloc(b->data, cap);
	b->cap = cap;
}

void sd_buf_add(struct sd_buf *b, const void *p, size_t n)
{
	grow(b, n);
	memcpy(b->data + b->len, p, n);
	b->len += n;
	b->data[b->len] = '\0';
}

void sd_buf_addstr(struct sd_buf *b, const char *s)
{
	sd_buf_add(b, s, strlen(s));
}

void sd_buf_addch(struct sd_buf *b, char c)
{
	sd_buf_add(b, &c, 1);
}

/* Formats into the room left first, and only when that is too small
 * grows the buffer and formats again. */
int sd_buf_vaddf(struct sd_buf *b, const char *fmt, va_list ap)
{
	size_t room = b->cap > b->len ? b->cap - b->len : 0;
	va_list cp;
	int n;

	va_copy(cp, ap);
	errno = 0;
	n = vsnprintf(room ? b->data + b->len : NULL, room, fmt, cp);
	va_end(cp);
	if (n < 0) {
		int err = errno ? errno : EINVAL;

		if (room)
			b->data[b->len] = '\0';
		return err;
	}
	if ((size_t)n >= room) {
		grow(b, (size_t)n);
		vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
	}
	b->len += (size_t)n;
	return 0;
}

int sd_buf_addf(struct sd_buf *b, const char *fmt, ...)
{
	va_list ap;
	int err;

	va_start(ap, fmt);
	err = sd_buf_vaddf(b, fmt, ap);
	va_end(ap);
	return err;
}

void sd_buf_reset(struct sd_buf *b)
{
	b->len = 0;
	if (b->data)
		b->data[0] = '\0';
}

void sd_buf_truncate(struct sd_buf *b, size_t n)
{
	if (n >= b->len)
		return;
	b->len = n;
	b->data[n] = '\0';
}

void sd_buf_free(struct sd_buf *b)
{
	free(b->data);
	b->data = NULL;
	b->len = b->cap = 0;
}

char *sd_buf_detach(struct sd_buf *b)
{
	char *p = b->data ? b->data : sd_xstrdup("");

	b->data = NULL;
	b->len = b->cap = 0;
	return p;
}

const char *sd_buf_str(const struct sd_buf *b)
{
	return b->data ? b->data : "";
}
