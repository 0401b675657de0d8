/* json.h - writing JSON text into a struct sd_buf.
 *
 * A struct sd_json tracks nesting so that commas come by themselves: open
 * an object or array, add members (a key inside objects, NULL inside
 * arrays), close it. Strings are escaped to valid JSON: control
 * characters, '"' and '\\' as escapes, well-formed UTF-8 as it is, and
 * every byte of ill-formed UTF-8 as U+FFFD, so that any D string (which
 * may hold arbitrary bytes) gives text a JSON parser accepts. Nothing
 * here writes a newline: NDJSON writers add one per object.
 */
#ifndef SONDA_BASE_JSON_H
#define SONDA_BASE_JSON_H

#include "buf.h"

#define SD_JSON_MAXDEPTH 64

struct sd_json {
	struct sd_buf *b;
	int depth;
	bool more[SD_JSON_MAXDEPTH];	/* a member was written at this depth */
};

/* A writer appending to b, at depth 0. */
void sd_json_init(struct sd_json *j, struct sd_buf *b);
/* "key": (or the comma alone, in arrays: key NULL) before a member. */
void sd_json_key(struct sd_json *j, const char *key);
void sd_json_obj(struct sd_json *j, const char *key);
void sd_json_obj_end(struct sd_json *j);
void sd_json_arr(struct sd_json *j, const char *key);
void sd_json_arr_end(struct sd_json *j);
/* A string of n bytes (stops at a NUL). */
void sd_json_strn(struct sd_json *j, const char *key, const char *s, size_t n);
void sd_json_str(struct sd_json *j, const char *key, const char *s);
void sd_json_int(struct sd_json *j, const char *key, int64_t v);
void sd_json_uint(struct sd_json *j, const char *key, uint64_t v);
void sd_json_bool(struct sd_json *j, const char *key, bool v);
/* Length of the well-formed UTF-8 sequence of two bytes or more at s (of
 * at most n bytes), or 0 (ASCII too). */
size_t sd_json_utf8_len(const unsigned char *s, size_t n);
/* Appends s escaped, without quotes. */
void sd_json_escape(struct sd_buf *b, const char *s, size_t n);

#endif
