/* pb.c - Protocol Buffers wire format (pb.h). */
#include "pb.h"

#include <string.h>

enum { WIRE_VARINT = 0, WIRE_LEN = 2 };

void sd_pb_varint(struct sd_buf *b, uint64_t v)
{
	uint8_t tmp[10];
	size_t n = 0;

	do {
		tmp[n++] = (uint8_t)((v & 0x7f) | (v > 0x7f ? 0x80 : 0));
		v >>= 7;
	} while (v);
	sd_buf_add(b, tmp, n);
}

static void tag(struct sd_buf *b, int f, int wire)
{
	sd_pb_varint(b, (uint64_t)f << 3 | (uint64_t)wire);
}

void sd_pb_uint(struct sd_buf *b, int f, uint64_t v)
{
	if (!v)
		return;
	tag(b, f, WIRE_VARINT);
	sd_pb_varint(b, v);
}

void sd_pb_int(struct sd_buf *b, int f, int64_t v)
{
	sd_pb_uint(b, f, (uint64_t)v);
}

void sd_pb_bytes(struct sd_buf *b, int f, const void *p, size_t n)
{
	tag(b, f, WIRE_LEN);
	sd_pb_varint(b, n);
	if (n)
		sd_buf_add(b, p, n);
}

void sd_pb_str(struct sd_buf *b, int f, const char *s)
{
	sd_pb_bytes(b, f, s, strlen(s));
}

void sd_pb_packed(struct sd_buf *b, int f, const uint64_t *v, size_t n)
{
	struct sd_buf t = SD_BUF_INIT;

	if (!n)
		return;
	for (size_t i = 0; i < n; i++)
		sd_pb_varint(&t, v[i]);
	sd_pb_bytes(b, f, t.data, t.len);
	sd_buf_free(&t);
}
