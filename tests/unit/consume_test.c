/* consume_test.c - record decoding: records built by hand, as the BPF code
 * lays them out (cg/image.h), must print exactly as DTrace prints them. */
#include "tap.h"

#include <stdlib.h>
#include <string.h>

#include "base/opts.h"
#include "cg/image.h"
#include "prov/prov.h"
#include "rt/fmt.h"
#include "rt/run.h"
#include "rt/writer.h"

static struct sd_probe begin = { .id = 1, .prov = "dtrace", .mod = "", .func = "",
				 .name = "BEGIN" };

struct fixture {
	struct sd_run r;
	struct sd_opts opts;
	struct sd_image img;
	struct sd_epid_desc ep;
	struct sd_act_desc acts[4];
	struct sd_rec_field fields[4];
	char *out;
	size_t outlen;
};

static void setup(struct fixture *f, bool quiet)
{
	memset(f, 0, sizeof(*f));
	sd_opts_init(&f->opts);
	f->opts.quiet = quiet;
	f->r.batch_quiet = quiet;	/* as drain() sets it for a batch */
	f->ep.epid = 1;
	f->ep.probe = &begin;
	f->ep.acts = f->acts;
	f->ep.has_data = true;
	f->img.epids = &f->ep;
	f->img.nepids = 1;
	f->r.img = &f->img;
	f->r.opts = &f->opts;
	f->r.w = &sd_writer_text;
	sd_json_init(&f->r.json, &f->r.buf);
	f->r.out = f->r.out0 = open_memstream(&f->out, &f->outlen);
}

static const char *finish(struct fixture *f)
{
	sd_run_flush(&f->r);
	fclose(f->r.out);
	sd_buf_free(&f->r.buf);
	sd_opts_free(&f->opts);
	return f->out;
}

static void put64(uint8_t *rec, uint32_t off, uint64_t v)
{
	memcpy(rec + off, &v, 8);
}

static void hdr(uint8_t *rec, uint32_t cpu, uint64_t mask)
{
	struct sd_rec_hdr h = { .epid = 1, .cpu = cpu, .mask = mask };

	memcpy(rec, &h, sizeof(h));
}

static void int_field(struct sd_rec_field *fl, uint32_t off, int size, bool sgn)
{
	fl->off = off;
	fl->v.kind = SD_V_INT;
	fl->v.size = size;
	fl->v.is_signed = sgn;
}

static void test_trace_int_nonquiet(void)
{
	struct fixture f;
	uint8_t rec[32] = { 0 };

	setup(&f, false);
	int_field(&f.fields[0], 16, 4, true);
	f.acts[0] = (struct sd_act_desc){ .kind = SD_ACT_TRACE, .fields = &f.fields[0],
					  .nfields = 1 };
	f.ep.nacts = 1;
	f.ep.size = 24;
	hdr(rec, 2, 1);
	put64(rec, 16, (uint64_t)-42);
	sd_run_record(&f.r, rec, 24);
	STREQ(finish(&f), "CPU     ID                    FUNCTION:NAME\n"
	      "  2      1                           :BEGIN         -42\n");
	free(f.out);
}

static void test_printf_string_quiet(void)
{
	struct fixture f;
	uint8_t rec[64] = { 0 };
	struct sd_buf err = SD_BUF_INIT;

	setup(&f, true);
	f.fields[0].off = 16;
	f.fields[0].v.kind = SD_V_STR;
	f.fields[0].v.len = 16;
	int_field(&f.fields[1], 32, 8, false);
	f.acts[0] = (struct sd_act_desc){ .kind = SD_ACT_PRINTF, .fields = f.fields,
					  .nfields = 2 };
	sd_fmt_parse("%s=%u\n", &f.acts[0].fmt, &err);
	f.ep.nacts = 1;
	hdr(rec, 0, 1);
	memcpy(rec + 16, "bash", 5);
	put64(rec, 32, 7);
	sd_run_record(&f.r, rec, 40);
	STREQ(finish(&f), "bash=7\n");
	sd_fmt_free(f.acts[0].fmt);
	sd_buf_free(&err);
	free(f.out);
}

static void test_mask_skips_actions(void)
{
	struct fixture f;
	uint8_t rec[40] = { 0 };

	setup(&f, true);
	int_field(&f.fields[0], 16, 8, true);
	int_field(&f.fields[1], 24, 8, true);
	f.acts[0] = (struct sd_act_desc){ .kind = SD_ACT_TRACE, .fields = &f.fields[0],
					  .nfields = 1 };
	f.acts[1] = (struct sd_act_desc){ .kind = SD_ACT_TRACE, .fields = &f.fields[1],
					  .nfields = 1 };
	f.ep.nacts = 2;
	hdr(rec, 0, 2);		/* only the second action ran (if/else) */
	put64(rec, 16, 1);
	put64(rec, 24, 2);
	sd_run_record(&f.r, rec, 32);
	STREQ(finish(&f), "2");
	free(f.out);
}

static void test_exit_status(void)
{
	struct fixture f;
	uint8_t rec[32] = { 0 };

	setup(&f, true);
	int_field(&f.fields[0], 16, 4, true);
	f.acts[0] = (struct sd_act_desc){ .kind = SD_ACT_EXIT, .fields = &f.fields[0],
					  .nfields = 1 };
	f.ep.nacts = 1;
	hdr(rec, 0, 1);
	put64(rec, 16, 3);
	sd_run_record(&f.r, rec, 24);
	OK(f.r.stopping);
	OK(f.r.status == 3);
	STREQ(finish(&f), "");
	free(f.out);
}

static void test_default_action(void)
{
	struct fixture f;
	uint8_t rec[16] = { 0 };

	setup(&f, false);
	f.ep.nacts = 0;
	hdr(rec, 1, 0);
	sd_run_record(&f.r, rec, 16);
	sd_run_record(&f.r, rec, 16);
	STREQ(finish(&f), "CPU     ID                    FUNCTION:NAME\n"
	      "  1      1                           :BEGIN \n"
	      "  1      1                           :BEGIN \n");
	free(f.out);
}

static void test_short_record_is_ignored(void)
{
	struct fixture f;
	uint8_t rec[8] = { 0 };

	setup(&f, false);
	sd_run_record(&f.r, rec, 4);
	STREQ(finish(&f), "");
	free(f.out);
}

/* oformat=json: the timestamp after the header, one object per line. */
static void test_json_record(void)
{
	struct fixture f;
	uint8_t rec[64] = { 0 };

	setup(&f, true);
	f.r.w = &sd_writer_json;
	f.img.rec_ts = true;
	int_field(&f.fields[0], 24, 4, true);
	f.fields[1].off = 32;
	f.fields[1].v.kind = SD_V_STR;
	f.fields[1].v.len = 8;
	f.acts[0] = (struct sd_act_desc){ .kind = SD_ACT_TRACE, .fields = &f.fields[0],
					  .nfields = 1 };
	f.acts[1] = (struct sd_act_desc){ .kind = SD_ACT_TRACE, .fields = &f.fields[1],
					  .nfields = 1 };
	f.ep.nacts = 2;
	f.ep.size = 40;
	hdr(rec, 3, 3);
	put64(rec, 16, 123456789);
	put64(rec, 24, (uint64_t)-42);
	memcpy(rec + 32, "a\"b\n\xff", 5);
	sd_run_record(&f.r, rec, 40);
	hdr(rec, 3, 0);		/* quiet, no output: no line */
	sd_run_record(&f.r, rec, 40);
	STREQ(finish(&f), "{\"timestamp\":123456789,\"cpu\":3,\"id\":1,\"provider\":"
	      "\"dtrace\",\"module\":\"\",\"function\":\"\",\"name\":\"BEGIN\","
	      "\"output\":[{\"value\":-42},{\"value\":\"a\\\"b\\n\\ufffd\"}]}\n");
	free(f.out);
}

int main(void)
{
	RUN(test_json_record);
	RUN(test_trace_int_nonquiet);
	RUN(test_printf_string_quiet);
	RUN(test_mask_skips_actions);
	RUN(test_exit_status);
	RUN(test_default_action);
	RUN(test_short_record_is_ignored);
	return tap_done();
}
