/* pb.h - writing Protocol Buffers wire format into a struct sd_buf.
 *
 * Just what sonda's exports need (the pprof profile, rt/pprof.c): varint
 * fields, length-delimited fields (strings, bytes, nested messages built
 * in a buffer of their own), and packed repeated varints. Field numbers
 * and message layouts are the caller's.
 */
#ifndef SONDA_BASE_PB_H
#define SONDA_BASE_PB_H

#include "buf.h"

/* v as a base-128 varint. */
void sd_pb_varint(struct sd_buf *b, uint64_t v);
/* Field f, wire type 0: uint64, or int64 as two's complement (not
 * zigzag: protobuf's int64). Nothing for 0 (proto3's default). */
void sd_pb_uint(struct sd_buf *b, int f, uint64_t v);
void sd_pb_int(struct sd_buf *b, int f, int64_t v);
/* Field f, wire type 2: n bytes (a string, or a nested message's
 * encoding). Written even when empty. */
void sd_pb_bytes(struct sd_buf *b, int f, const void *p, size_t n);
void sd_pb_str(struct sd_buf *b, int f, const char *s);
/* Field f as packed repeated varints (uint64 or int64); nothing when n
 * is 0. */
void sd_pb_packed(struct sd_buf *b, int f, const uint64_t *v, size_t n);

#endif
