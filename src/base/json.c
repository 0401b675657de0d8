/* json.c - JSON text (json.h). */
#include "json.h"

#include <inttypes.h>
#include <string.h>

void sd_json_init(struct sd_json *j, struct sd_buf *b)
{
	memset(j, 0, sizeof(*j));
	j->b = b;
}

void sd_json_key(struct sd_json *j, const char *key)
{
	if (j->more[j->depth])
		sd_buf_addch(j->b, ',');
	j->more[j->depth] = true;
	if (!key)
		return;
	sd_buf_addch(j->b, '"');
	sd_json_escape(j->b, key, strlen(key));
	sd_buf_add(j->b, "\":", 2);
}

static void jopen(struct sd_json *j, const char *key, char c)
{
	sd_json_key(j, key);
	sd_buf_addch(j->b, c);
	if (j->depth + 1 >= SD_JSON_MAXDEPTH)
		SD_BUG("JSON nested too deep");
	j->more[++j->depth] = false;
}

static void jclose(struct sd_json *j, char c)
{
	sd_buf_addch(j->b, c);
	if (j->depth > 0)
		j->depth--;
}

void sd_json_obj(struct sd_json *j, const char *key)
{
	jopen(j, key, '{');
}

void sd_json_obj_end(struct sd_json *j)
{
	jclose(j, '}');
}

void sd_json_arr(struct sd_json *j, const char *key)
{
	jopen(j, key, '[');
}

void sd_json_arr_end(struct sd_json *j)
{
	jclose(j, ']');
}

size_t sd_json_utf8_len(const unsigned char *s, size_t n)
{
	size_t len = s[0] >= 0xf0 && s[0] <= 0xf4 ? 4 : s[0] >= 0xe0 ? 3 :
		     s[0] >= 0xc2 && s[0] < 0xe0 ? 2 : 0;
	uint32_t cp;

	if (!len || len > n)
		return 0;
	for (size_t i = 1; i < len; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	cp = len == 2 ? (s[0] & 0x1fu) << 6 | (s[1] & 0x3fu) :
	     len == 3 ? (s[0] & 0x0fu) << 12 | (s[1] & 0x3fu) << 6 | (s[2] & 0x3fu) :
	     (s[0] & 0x07u) << 18 | (s[1] & 0x3fu) << 12 | (s[2] & 0x3fu) << 6 |
	     (s[3] & 0x3fu);
	if ((len == 3 && (cp < 0x800 || (cp >= 0xd800 && cp < 0xe000))) ||
	    (len == 4 && (cp < 0x10000 || cp > 0x10ffff)))
		return 0;
	return len;
}

void sd_json_escape(struct sd_buf *b, const char *str, size_t n)
{
	const unsigned char *s = (const unsigned char *)str;

	for (size_t i = 0; i < n && s[i]; ) {
		unsigned char c = s[i];
		if (c == '"' || c == '\\') {
			sd_buf_addch(b, '\\');
			sd_buf_addch(b, (char)c);
		} else if (c == '\n') {
			sd_buf_add(b, "\\n", 2);
		} else if (c == '\t') {
			sd_buf_add(b, "\\t", 2);
		} else if (c < 0x20 || c == 0x7f) {
			sd_buf_addf(b, "\\u%04x", c);
		} else if (c >= 0x80) {
			size_t len = sd_json_utf8_len(s + i, n - i);
			if (!len) {
				sd_buf_add(b, "\\ufffd", 6);
				i++;
				continue;
			}
			sd_buf_add(b, s + i, len);
			i += len;
			continue;
		} else {
			sd_buf_addch(b, (char)c);
		}
		i++;
	}
}

void sd_json_strn(struct sd_json *j, const char *key, const char *s, size_t n)
{
	sd_json_key(j, key);
	sd_buf_addch(j->b, '"');
	sd_json_escape(j->b, s, n);
	sd_buf_addch(j->b, '"');
}

void sd_json_str(struct sd_json *j, const char *key, const char *s)
{
	sd_json_strn(j, key, s, strlen(s));
}

void sd_json_int(struct sd_json *j, const char *key, int64_t v)
{
	sd_json_key(j, key);
	sd_buf_addf(j->b, "%" PRId64, v);
}

void sd_json_uint(struct sd_json *j, const char *key, uint64_t v)
{
	sd_json_key(j, key);
	sd_buf_addf(j->b, "%" PRIu64, v);
}

void sd_json_bool(struct sd_json *j, const char *key, bool v)
{
	sd_json_key(j, key);
	sd_buf_addstr(j->b, v ? "true" : "false");
}
