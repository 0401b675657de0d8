/* json_test.c - base/json (JSON text with commas and escapes) and base/pb
 * (protobuf wire format): exact bytes. */
#include "tap.h"

#include <string.h>

#include "base/json.h"
#include "base/pb.h"

static void test_nesting_and_commas(void)
{
	struct sd_buf b = SD_BUF_INIT;
	struct sd_json j;

	sd_json_init(&j, &b);
	sd_json_obj(&j, NULL);
	sd_json_int(&j, "a", -1);
	sd_json_arr(&j, "l");
	sd_json_uint(&j, NULL, UINT64_MAX);
	sd_json_obj(&j, NULL);
	sd_json_obj_end(&j);
	sd_json_bool(&j, NULL, true);
	sd_json_arr_end(&j);
	sd_json_str(&j, "s", "x");
	sd_json_obj_end(&j);
	STREQ(sd_buf_str(&b), "{\"a\":-1,\"l\":[18446744073709551615,{},true],\"s\":\"x\"}");
	sd_buf_free(&b);
}

static void test_escapes(void)
{
	struct sd_buf b = SD_BUF_INIT;
	/* quote, backslash, controls, DEL, valid UTF-8 (é, €, 😀), a lone
	 * continuation byte, an overlong form, a surrogate, a cut sequence */
	const char in[] = "\"\\\n\t\x01\x7f" "\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80"
			  "\x80" "\xc0\xaf" "\xed\xa0\x80" "\xe2\x82";

	sd_json_escape(&b, in, sizeof(in) - 1);
	STREQ(sd_buf_str(&b), "\\\"\\\\\\n\\t\\u0001\\u007f\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80"
	      "\\ufffd\\ufffd\\ufffd\\ufffd\\ufffd\\ufffd\\ufffd\\ufffd");
	sd_buf_reset(&b);
	sd_json_escape(&b, "ab\0cd", 5);	/* a D string ends at its NUL */
	STREQ(sd_buf_str(&b), "ab");
	sd_buf_free(&b);
}

static void test_pb(void)
{
	struct sd_buf b = SD_BUF_INIT;
	const uint64_t v[] = { 1, 300 };
	const uint8_t want[] = {
		0x08, 0x96, 0x01,		/* field 1 = 150 */
		0x10, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01, /* 2 = -1 */
		0x1a, 0x02, 'h', 'i',		/* field 3 = "hi" */
		0x22, 0x03, 0x01, 0xac, 0x02,	/* field 4 = packed [1, 300] */
		0x2a, 0x00,			/* field 5 = "" */
	};

	sd_pb_uint(&b, 1, 150);
	sd_pb_int(&b, 2, -1);
	sd_pb_uint(&b, 9, 0);			/* proto3 default: not written */
	sd_pb_str(&b, 3, "hi");
	sd_pb_packed(&b, 4, v, 2);
	sd_pb_packed(&b, 6, v, 0);		/* empty: not written */
	sd_pb_str(&b, 5, "");
	OK(b.len == sizeof(want) && memcmp(b.data, want, sizeof(want)) == 0);
	sd_buf_free(&b);
}

int main(void)
{
	RUN(test_nesting_and_commas);
	RUN(test_escapes);
	RUN(test_pb);
	return tap_done();
}
