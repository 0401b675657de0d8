/* aggfmt_test.c - aggregation layouts, buckets, sorting and printing
 * (rt/aggfmt.c). Expected text comes from docs/d-output-formats.md
 * sections 5-7, byte for byte. */
#include "tap.h"
#include "rt/aggfmt.h"

#include <stdlib.h>
#include <string.h>

/* ---- building descriptions and snapshots ---- */

/* A description with the given key types laid out one after another. */
static struct sd_aggdesc mkdesc(int id, enum sd_aggfn fn,
				const struct sd_value *keys, int nkeys)
{
	struct sd_aggdesc d = { .id = id, .name = "@", .fn = fn,
				.nkeys = nkeys };
	uint32_t off = 0;

	for (int k = 0; k < nkeys; k++) {
		d.keys[k] = keys[k];
		d.key_off[k] = off;
		off += (uint32_t)SD_ALIGN(sd_agg_key_bytes(&keys[k]), 8);
	}
	d.keysize = off;
	d.nwords = sd_agg_nwords(&d);
	return d;
}

static const struct sd_value K_I32 = { .kind = SD_V_INT, .size = 4,
				       .is_signed = true };
static const struct sd_value K_I64 = { .kind = SD_V_INT, .size = 8,
				       .is_signed = true };
static const struct sd_value K_STR = { .kind = SD_V_STR, .size = 16 };

/* Key blobs are built in this buffer. */
static uint8_t kb[256];

static void kclear(void)
{
	memset(kb, 0, sizeof(kb));
}

static void kint(const struct sd_aggdesc *d, int k, int64_t x)
{
	memcpy(kb + d->key_off[k], &x, 8);
}

static void kstr(const struct sd_aggdesc *d, int k, const char *s)
{
	memset(kb + d->key_off[k], 0, (size_t)d->keys[k].size);
	memcpy(kb + d->key_off[k], s, strlen(s));
}

/* Folds xs[0..n) into the entry of the current key blob. */
static void feed(struct sd_aggsnap *s, const int64_t *xs, int n)
{
	int64_t v[4096];

	sd_agg_init(s->desc, v);
	for (int i = 0; i < n; i++)
		sd_agg_add(s->desc, v, xs[i], 1);
	sd_aggsnap_add(s, kb, v);
}

/* count() of the current key, n times. */
static void count_n(struct sd_aggsnap *s, int n)
{
	int64_t v[1] = { n };

	sd_aggsnap_add(s, kb, v);
}

static struct sd_buf out;

static const char *print1(struct sd_aggsnap *s, const struct sd_aggopts *o)
{
	struct sd_fmt_ctx c = SD_FMT_CTX_INIT;
	struct sd_aggsnap *a[] = { s };

	sd_buf_reset(&out);
	sd_agg_print(&out, a, 1, o, &c);
	return sd_buf_str(&out);
}

static const char *printa_f(const char *fmt, struct sd_aggsnap **a, size_t n,
			    const struct sd_aggopts *o)
{
	struct sd_fmt_ctx c = SD_FMT_CTX_INIT;
	struct sd_buf err = SD_BUF_INIT;
	struct sd_fmt *f;

	sd_buf_reset(&out);
	if (sd_fmt_parse(fmt, &f, &err) < 0)
		return sd_buf_str(&err);
	sd_agg_printa(&out, f, a, n, o, &c);
	sd_fmt_free(f);
	return sd_buf_str(&out);
}

#define HEAD "\n           value  ------------- Distribution ------------- " \
	     "count    \n"

/* ---- layouts and buckets ---- */

static void test_nwords(void)
{
	struct sd_aggdesc d = mkdesc(0, SD_AGG_COUNT, NULL, 0);

	OK(sd_agg_nwords(&d) == 1);
	d.fn = SD_AGG_AVG;
	OK(sd_agg_nwords(&d) == 2);
	d.fn = SD_AGG_STDDEV;
	OK(sd_agg_nwords(&d) == 4);
	d.fn = SD_AGG_QUANTIZE;
	OK(sd_agg_nwords(&d) == 127 + 1);	/* buckets and their sum */
	OK(sd_agg_nbuckets(&d) == 127);
	d = (struct sd_aggdesc){ .fn = SD_AGG_LQUANTIZE, .low = 0, .high = 100,
				 .step = 10 };
	OK(sd_agg_nwords(&d) == 12 + 1);
	OK(sd_agg_nbuckets(&d) == 12);
	d = (struct sd_aggdesc){ .fn = SD_AGG_LLQUANTIZE, .factor = 10,
				 .lmag = 0, .hmag = 2, .nsteps = 20 };
	OK(sd_agg_nwords(&d) == 111 + 1);
	OK(sd_agg_nbuckets(&d) == 111);
}

static void test_quantize_bucket(void)
{
	OK(sd_quantize_bucket(0) == 63);
	OK(sd_quantize_bucket(1) == 64);
	OK(sd_quantize_bucket(2) == 65 && sd_quantize_bucket(3) == 65);
	OK(sd_quantize_bucket(4) == 66);
	OK(sd_quantize_bucket(-1) == 62);
	OK(sd_quantize_bucket(-2) == 61 && sd_quantize_bucket(-3) == 61);
	OK(sd_quantize_bucket(INT64_MAX) == 126);
	OK(sd_quantize_bucket(INT64_MIN) == 0);
	OK(sd_quantize_bucket(-(INT64_C(1) << 62)) == 0);
	OK(sd_quantize_bucket(-(INT64_C(1) << 62) + 1) == 1);
	OK(sd_quantize_bucket_value(0) == -(INT64_C(1) << 62));
	OK(sd_quantize_bucket_value(62) == -1);
	OK(sd_quantize_bucket_value(63) == 0);
	OK(sd_quantize_bucket_value(66) == 4);
	OK(sd_quantize_bucket_value(126) == INT64_C(1) << 62);
}

static void test_lquantize_bucket(void)
{
	struct sd_aggdesc d = { .fn = SD_AGG_LQUANTIZE, .low = 0, .high = 100,
				.step = 10 };

	OK(sd_lquantize_levels(&d) == 10);
	OK(sd_lquantize_bucket(&d, -1) == 0);
	OK(sd_lquantize_bucket(&d, INT64_MIN) == 0);
	OK(sd_lquantize_bucket(&d, 0) == 1 && sd_lquantize_bucket(&d, 9) == 1);
	OK(sd_lquantize_bucket(&d, 10) == 2);
	OK(sd_lquantize_bucket(&d, 99) == 10);
	OK(sd_lquantize_bucket(&d, 100) == 11);
	OK(sd_lquantize_bucket(&d, INT64_MAX) == 11);
	d.high = 25;	/* overflow starts at 20, not 25 */
	OK(sd_lquantize_levels(&d) == 2);
	OK(sd_lquantize_bucket(&d, 19) == 2 && sd_lquantize_bucket(&d, 20) == 3);
	d = (struct sd_aggdesc){ .fn = SD_AGG_LQUANTIZE, .low = -10,
				 .high = 10, .step = 5 };
	OK(sd_lquantize_bucket(&d, -11) == 0 && sd_lquantize_bucket(&d, -10) == 1);
	OK(sd_lquantize_bucket(&d, -1) == 2 && sd_lquantize_bucket(&d, 0) == 3);
}

static void test_llquantize_bucket(void)
{
	struct sd_aggdesc d = { .fn = SD_AGG_LLQUANTIZE, .factor = 10,
				.lmag = 0, .hmag = 2, .nsteps = 20 };

	OK(sd_llquantize_nbuckets(&d) == 111);
	OK(sd_llquantize_bucket(&d, 0) == 55);
	OK(sd_llquantize_bucket(&d, 1) == 56);
	OK(sd_llquantize_bucket(&d, 2) == 58);
	OK(sd_llquantize_bucket(&d, 3) == 60);
	OK(sd_llquantize_bucket(&d, 9) == 72);
	OK(sd_llquantize_bucket(&d, 10) == 74);
	OK(sd_llquantize_bucket(&d, 14) == 74);
	OK(sd_llquantize_bucket(&d, 15) == 75);
	OK(sd_llquantize_bucket(&d, 130) == 92);
	OK(sd_llquantize_bucket(&d, 999) == 109);
	OK(sd_llquantize_bucket(&d, 1000) == 110);
	OK(sd_llquantize_bucket(&d, -3) == 50);
	OK(sd_llquantize_bucket(&d, -1000) == 0);
	OK(sd_llquantize_bucket(&d, INT64_MIN) == 0);
	OK(sd_llquantize_bucket(&d, INT64_MAX) == 110);
	d = (struct sd_aggdesc){ .fn = SD_AGG_LLQUANTIZE, .factor = 10,
				 .lmag = 1, .hmag = 2, .nsteps = 10 };
	OK(sd_llquantize_nbuckets(&d) == 39);
	OK(sd_llquantize_bucket(&d, 5) == 19 && sd_llquantize_bucket(&d, -9) == 19);
	OK(sd_llquantize_bucket(&d, 10) == 20);
	OK(sd_llquantize_bucket(&d, 99) == 28);
	OK(sd_llquantize_bucket(&d, 100) == 29);
	OK(sd_llquantize_bucket(&d, 999) == 37);
	OK(sd_llquantize_bucket(&d, 1000) == 38);
	OK(sd_llquantize_bucket(&d, -10) == 18);
	d = (struct sd_aggdesc){ .fn = SD_AGG_LLQUANTIZE, .factor = 10,
				 .lmag = 0, .hmag = 1, .nsteps = 5 };
	OK(sd_llquantize_bucket(&d, 1) == 12 && sd_llquantize_bucket(&d, 2) == 13);
	OK(sd_llquantize_bucket(&d, 10) == 17 && sd_llquantize_bucket(&d, 99) == 21);
}

static void test_add_merge(void)
{
	struct sd_aggdesc d = mkdesc(0, SD_AGG_MIN, NULL, 0);
	int64_t a[4], b[4];

	sd_agg_init(&d, a);
	OK(a[0] == INT64_MAX);
	sd_agg_add(&d, a, 5, 1);
	sd_agg_add(&d, a, -7, 1);
	sd_agg_init(&d, b);
	sd_agg_add(&d, b, -9, 1);
	sd_agg_merge(&d, a, b);
	OK(a[0] == -9);
	d.fn = SD_AGG_MAX;
	sd_agg_init(&d, a);
	OK(a[0] == INT64_MIN);
	sd_agg_add(&d, a, -3, 1);
	sd_agg_init(&d, b);
	sd_agg_merge(&d, a, b);
	OK(a[0] == -3);
	d.fn = SD_AGG_AVG;
	sd_agg_init(&d, a);
	sd_agg_add(&d, a, 400, 1);
	sd_agg_add(&d, a, 500, 1);
	OK(a[0] == 2 && a[1] == 900 && sd_agg_avg(a, 1) == 450);
	OK(sd_agg_avg(a, 10) == 45);
	d.fn = SD_AGG_COUNT;
	sd_agg_init(&d, a);
	sd_agg_add(&d, a, 99, 5);
	sd_agg_add(&d, a, 99, 5);
	OK(a[0] == 2);
}

static void test_stddev(void)
{
	struct sd_aggdesc d = mkdesc(0, SD_AGG_STDDEV, NULL, 0);
	int64_t a[4], b[4];

	sd_agg_init(&d, a);
	sd_agg_add(&d, a, 10, 1);
	sd_agg_add(&d, a, 20, 1);
	OK(sd_agg_stddev(a, 1) == 5);
	sd_agg_init(&d, a);
	OK(sd_agg_stddev(a, 1) == 0);
	sd_agg_add(&d, a, -10, 1);
	sd_agg_add(&d, a, -20, 1);
	OK(sd_agg_stddev(a, 1) == 5);
	/* the 128-bit sum of squares carries across merged values */
	sd_agg_init(&d, a);
	sd_agg_init(&d, b);
	sd_agg_add(&d, a, INT64_C(1) << 32, 1);
	sd_agg_add(&d, b, INT64_C(3) << 32, 1);
	OK(a[2] == 0 && a[3] == 1);
	sd_agg_merge(&d, a, b);
	OK(a[0] == 2 && a[2] == 0 && a[3] == 10);
	OK(sd_agg_stddev(a, 1) == UINT64_C(1) << 32);
	/* merged values add word by word, as DTrace's dt_agg_one_agg( ): the
	 * low words' carry is lost */
	sd_agg_init(&d, a);
	sd_agg_init(&d, b);
	sd_agg_add(&d, a, INT64_C(3037000500), 1);
	sd_agg_add(&d, b, INT64_C(3037000500), 1);
	sd_agg_merge(&d, a, b);
	OK(a[2] == INT64_C(290948384) && a[3] == 0);
}

/* ---- graphs (output doc 7.4, 7.5) ---- */

static void test_quantize_doc(void)
{
	static const int64_t xs[] = { 0, 1, 3, 3, 5, 100, 100, 100, 700,
				      1000 };
	struct sd_aggdesc d = mkdesc(0, SD_AGG_QUANTIZE, NULL, 0);
	struct sd_aggsnap s;

	sd_aggsnap_init(&s, &d);
	kclear();
	feed(&s, xs, 10);
	STREQ(print1(&s, NULL), HEAD
	      "              -1 |                                         0        \n"
	      "               0 |@@@@                                     1        \n"
	      "               1 |@@@@                                     1        \n"
	      "               2 |@@@@@@@@                                 2        \n"
	      "               4 |@@@@                                     1        \n"
	      "               8 |                                         0        \n"
	      "              16 |                                         0        \n"
	      "              32 |                                         0        \n"
	      "              64 |@@@@@@@@@@@@                             3        \n"
	      "             128 |                                         0        \n"
	      "             256 |                                         0        \n"
	      "             512 |@@@@@@@@                                 2        \n"
	      "            1024 |                                         0        \n"
	      "\n");
	sd_aggsnap_release(&s);
}

static void test_lquantize_doc(void)
{
	static const int64_t xs[] = { -3, 0, 5, 12, 15, 17, 33, 99, 120 };
	struct sd_aggdesc d = mkdesc(0, SD_AGG_LQUANTIZE, NULL, 0);
	struct sd_aggsnap s;

	d.low = 0;
	d.high = 100;
	d.step = 10;
	sd_aggsnap_init(&s, &d);
	kclear();
	feed(&s, xs, 9);
	STREQ(print1(&s, NULL), HEAD
	      "             < 0 |@@@@                                     1        \n"
	      "               0 |@@@@@@@@@                                2        \n"
	      "              10 |@@@@@@@@@@@@@                            3        \n"
	      "              20 |                                         0        \n"
	      "              30 |@@@@                                     1        \n"
	      "              40 |                                         0        \n"
	      "              50 |                                         0        \n"
	      "              60 |                                         0        \n"
	      "              70 |                                         0        \n"
	      "              80 |                                         0        \n"
	      "              90 |@@@@                                     1        \n"
	      "          >= 100 |@@@@                                     1        \n"
	      "\n");
	sd_aggsnap_release(&s);
}

#define LLROW(lab, bar, n) lab " |" bar " " n "\n"
#define SP10 "          "
#define AT10 "@@@@@@@@@@"
#define SP40 SP10 SP10 SP10 SP10
#define NOBAR "                                        "
#define BAR4 "@@@@                                    "

static void test_llquantize_doc(void)
{
	static const int64_t xs[] = { 0, 3, 7, 12, 18, 45, 99, 130, 555, 7000 };
	struct sd_aggdesc d = mkdesc(0, SD_AGG_LLQUANTIZE, NULL, 0);
	struct sd_aggsnap s;

	d.factor = 10;
	d.lmag = 0;
	d.hmag = 2;
	d.nsteps = 20;
	d.nwords = sd_agg_nwords(&d);
	sd_aggsnap_init(&s, &d);
	kclear();
	feed(&s, xs, 10);
	STREQ(print1(&s, NULL), HEAD
	      LLROW("              -1", NOBAR, "0        ")
	      LLROW("               0", BAR4, "1        ")
	      LLROW("               1", NOBAR, "0        ")
	      LLROW("               2", NOBAR, "0        ")
	      LLROW("               3", BAR4, "1        ")
	      LLROW("               4", NOBAR, "0        ")
	      LLROW("               5", NOBAR, "0        ")
	      LLROW("               6", NOBAR, "0        ")
	      LLROW("               7", BAR4, "1        ")
	      LLROW("               8", NOBAR, "0        ")
	      LLROW("               9", NOBAR, "0        ")
	      LLROW("              10", BAR4, "1        ")
	      LLROW("              15", BAR4, "1        ")
	      LLROW("              20", NOBAR, "0        ")
	      LLROW("              25", NOBAR, "0        ")
	      LLROW("              30", NOBAR, "0        ")
	      LLROW("              35", NOBAR, "0        ")
	      LLROW("              40", NOBAR, "0        ")
	      LLROW("              45", BAR4, "1        ")
	      LLROW("              50", NOBAR, "0        ")
	      LLROW("              55", NOBAR, "0        ")
	      LLROW("              60", NOBAR, "0        ")
	      LLROW("              65", NOBAR, "0        ")
	      LLROW("              70", NOBAR, "0        ")
	      LLROW("              75", NOBAR, "0        ")
	      LLROW("              80", NOBAR, "0        ")
	      LLROW("              85", NOBAR, "0        ")
	      LLROW("              90", NOBAR, "0        ")
	      LLROW("              95", BAR4, "1        ")
	      LLROW("             100", BAR4, "1        ")
	      LLROW("             150", NOBAR, "0        ")
	      LLROW("             200", NOBAR, "0        ")
	      LLROW("             250", NOBAR, "0        ")
	      LLROW("             300", NOBAR, "0        ")
	      LLROW("             350", NOBAR, "0        ")
	      LLROW("             400", NOBAR, "0        ")
	      LLROW("             450", NOBAR, "0        ")
	      LLROW("             500", NOBAR, "0        ")
	      LLROW("             550", BAR4, "1        ")
	      LLROW("             600", NOBAR, "0        ")
	      LLROW("             650", NOBAR, "0        ")
	      LLROW("             700", NOBAR, "0        ")
	      LLROW("             750", NOBAR, "0        ")
	      LLROW("             800", NOBAR, "0        ")
	      LLROW("             850", NOBAR, "0        ")
	      LLROW("             900", NOBAR, "0        ")
	      LLROW("             950", NOBAR, "0        ")
	      LLROW("         >= 1000", BAR4, "1        ")
	      "\n");
	sd_aggsnap_release(&s);
}

static void test_llquantize_negative(void)
{
	static const int64_t xs[] = { -150, -20, 5 };
	struct sd_aggdesc d = mkdesc(0, SD_AGG_LLQUANTIZE, NULL, 0);
	struct sd_aggsnap s;

	d.factor = 10;
	d.lmag = 1;
	d.hmag = 2;
	d.nsteps = 10;
	d.nwords = sd_agg_nwords(&d);
	sd_aggsnap_init(&s, &d);
	kclear();
	feed(&s, xs, 3);
	STREQ(print1(&s, NULL), HEAD
	      "            -200 |                                         0        \n"
	      "            -100 |@@@@@@@@@@@@@                            1        \n"
	      "             -90 |                                         0        \n"
	      "             -80 |                                         0        \n"
	      "             -70 |                                         0        \n"
	      "             -60 |                                         0        \n"
	      "             -50 |                                         0        \n"
	      "             -40 |                                         0        \n"
	      "             -30 |                                         0        \n"
	      "             -20 |@@@@@@@@@@@@@                            1        \n"
	      "             -10 |                                         0        \n"
	      "      abs() < 10 |@@@@@@@@@@@@@                            1        \n"
	      "              10 |                                         0        \n"
	      "\n");
	sd_aggsnap_release(&s);
}

static void test_llquantize_empty(void)
{
	struct sd_aggdesc d = mkdesc(0, SD_AGG_LLQUANTIZE, NULL, 0);
	struct sd_aggsnap s;
	int64_t v[111] = { 0 };

	d.factor = 10;
	d.lmag = 0;
	d.hmag = 2;
	d.nsteps = 20;
	sd_aggsnap_init(&s, &d);
	kclear();
	sd_aggsnap_add(&s, kb, v);
	STREQ(print1(&s, NULL), HEAD
	      LLROW("               0", NOBAR, "0        ")
	      LLROW("               1", NOBAR, "0        ")
	      LLROW("               2", NOBAR, "0        ")
	      "\n");
	sd_aggsnap_release(&s);
}

static void test_negative_counts_doc(void)
{
	struct sd_aggdesc d = mkdesc(0, SD_AGG_QUANTIZE, NULL, 0);
	struct sd_aggsnap s;
	int64_t v[127];

	sd_agg_init(&d, v);
	sd_agg_add(&d, v, -1, -123);
	sd_agg_add(&d, v, 0, -123);
	sd_agg_add(&d, v, 1, 246);
	sd_aggsnap_init(&s, &d);
	kclear();
	sd_aggsnap_add(&s, kb, v);
	STREQ(print1(&s, NULL), HEAD
	      "              -2                     |                     0        \n"
	      "              -1                @@@@@|                     -123     \n"
	      "               0                @@@@@|                     -123     \n"
	      "               1                     |@@@@@@@@@@           246      \n"
	      "               2                     |                     0        \n"
	      "\n");
	sd_aggsnap_release(&s);
}

static void test_only_negative_counts(void)
{
	struct sd_aggdesc d = mkdesc(0, SD_AGG_QUANTIZE, NULL, 0);
	struct sd_aggsnap s;
	int64_t v[127];

	sd_agg_init(&d, v);
	sd_agg_add(&d, v, 1, -3);
	sd_agg_add(&d, v, 2, -1);
	sd_aggsnap_init(&s, &d);
	kclear();
	sd_aggsnap_add(&s, kb, v);
	STREQ(print1(&s, NULL), HEAD
	      "               0 " SP40 "| 0        \n"
	      "               1 " SP10 AT10 AT10 AT10 "| -3       \n"
	      "               2 " SP10 SP10 SP10 AT10 "| -1       \n"
	      "               4 " SP40 "| 0        \n"
	      "\n");
	sd_aggsnap_release(&s);
}

static void test_quantize_all_zero(void)
{
	struct sd_aggdesc d = mkdesc(0, SD_AGG_QUANTIZE, NULL, 0);
	struct sd_aggsnap s;
	int64_t v[127];

	sd_agg_init(&d, v);
	sd_agg_add(&d, v, 8, 1);
	sd_agg_add(&d, v, 9, -1);
	sd_aggsnap_init(&s, &d);
	kclear();
	sd_aggsnap_add(&s, kb, v);
	STREQ(print1(&s, NULL), HEAD
	      "              -1 |                                         0        \n"
	      "               0 |                                         0        \n"
	      "               1 |                                         0        \n"
	      "\n");
	sd_aggsnap_release(&s);
}

static void test_lquantize_all_zero(void)
{
	struct sd_aggdesc d = mkdesc(0, SD_AGG_LQUANTIZE, NULL, 0);
	struct sd_aggsnap s;
	int64_t v[12] = { 0 };

	d.low = 0;
	d.high = 100;
	d.step = 10;
	sd_aggsnap_init(&s, &d);
	kclear();
	sd_aggsnap_add(&s, kb, v);
	STREQ(print1(&s, NULL), HEAD
	      "             < 0 |                                         0        \n"
	      "               0 |                                         0        \n"
	      "              10 |                                         0        \n"
	      "\n");
	sd_aggsnap_release(&s);
}

static void test_quantize_int64_min(void)
{
	static const int64_t xs[] = { INT64_MIN };
	struct sd_aggdesc d = mkdesc(0, SD_AGG_QUANTIZE, NULL, 0);
	struct sd_aggsnap s;

	sd_aggsnap_init(&s, &d);
	kclear();
	feed(&s, xs, 1);
	STREQ(print1(&s, NULL), HEAD
	      "-4611686018427387904 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 1        \n"
	      "-2305843009213693952 |                                         0        \n"
	      "\n");
	sd_aggsnap_release(&s);
}

static void test_quantize_normalized(void)
{
	static const int64_t xs[] = { 1, 1, 1, 1, 1, 1, 2, 2 };
	struct sd_aggdesc d = mkdesc(0, SD_AGG_QUANTIZE, NULL, 0);
	struct sd_aggsnap s;

	sd_aggsnap_init(&s, &d);
	kclear();
	feed(&s, xs, 8);
	sd_aggsnap_normalize(&s, 2);
	STREQ(print1(&s, NULL), HEAD
	      "               0 |                                         0        \n"
	      "               1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@           3        \n"
	      "               2 |@@@@@@@@@@                               1        \n"
	      "               4 |                                         0        \n"
	      "\n");
	sd_aggsnap_release(&s);
}

static void test_keyed_quantize_doc(void)
{
	static const int64_t bash[] = { 0, 2, 4, 5, 7, 128 };
	static const int64_t sshd[] = { 1, 256, 300, 511 };
	struct sd_aggdesc d = mkdesc(0, SD_AGG_QUANTIZE, &K_STR, 1);
	struct sd_aggsnap s;

	sd_aggsnap_init(&s, &d);
	kclear();
	kstr(&d, 0, "sshd");
	feed(&s, sshd, 4);
	kstr(&d, 0, "bash");
	feed(&s, bash, 6);
	STREQ(print1(&s, NULL),
	      "  bash                                              " HEAD
	      "              -1 |                                         0        \n"
	      "               0 |@@@@@@@                                  1        \n"
	      "               1 |                                         0        \n"
	      "               2 |@@@@@@@                                  1        \n"
	      "               4 |@@@@@@@@@@@@@@@@@@@@                     3        \n"
	      "               8 |                                         0        \n"
	      "              16 |                                         0        \n"
	      "              32 |                                         0        \n"
	      "              64 |                                         0        \n"
	      "             128 |@@@@@@@                                  1        \n"
	      "             256 |                                         0        \n"
	      "\n"
	      "  sshd                                              " HEAD
	      "               0 |                                         0        \n"
	      "               1 |@@@@@@@@@@                               1        \n"
	      "               2 |                                         0        \n"
	      "               4 |                                         0        \n"
	      "               8 |                                         0        \n"
	      "              16 |                                         0        \n"
	      "              32 |                                         0        \n"
	      "              64 |                                         0        \n"
	      "             128 |                                         0        \n"
	      "             256 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@           3        \n"
	      "             512 |                                         0        \n"
	      "\n");
	sd_aggsnap_release(&s);
}

/* ---- entry formats (output doc 6.2) ---- */

static void test_count_by_execname_doc(void)
{
	struct sd_aggdesc d = mkdesc(0, SD_AGG_COUNT, &K_STR, 1);
	struct sd_aggsnap s;

	sd_aggsnap_init(&s, &d);
	kclear();
	kstr(&d, 0, "sshd");
	count_n(&s, 14);
	kstr(&d, 0, "dtrace");
	count_n(&s, 101);
	kstr(&d, 0, "bash");
	count_n(&s, 14);
	kstr(&d, 0, "dbus-daemon");
	count_n(&s, 2);
	STREQ(print1(&s, NULL),
	      "  dbus-daemon                                                       2\n"
	      "  bash                                                             14\n"
	      "  sshd                                                             14\n"
	      "  dtrace                                                          101\n");
	sd_aggsnap_release(&s);
}

static void test_execname_pid_doc(void)
{
	struct sd_value kt[] = { K_STR, K_I64 };
	struct sd_aggdesc d = mkdesc(0, SD_AGG_COUNT, kt, 2);
	struct sd_aggsnap s;

	sd_aggsnap_init(&s, &d);
	kclear();
	kstr(&d, 0, "bash");
	kint(&d, 1, 1234);
	count_n(&s, 17);
	kstr(&d, 0, "sshd");
	kint(&d, 1, 880);
	count_n(&s, 3);
	STREQ(print1(&s, NULL),
	      "  sshd                                                            880                3\n"
	      "  bash                                                           1234               17\n");
	sd_aggsnap_release(&s);
}

static void test_keyless_doc(void)
{
	static const int64_t xs[] = { 400, 500 };
	static const int64_t ys[] = { 4000, 500 };
	struct sd_aggdesc da = mkdesc(0, SD_AGG_AVG, NULL, 0);
	struct sd_aggdesc db = mkdesc(1, SD_AGG_SUM, NULL, 0);
	struct sd_aggsnap a, b;
	struct sd_aggsnap *both[] = { &b, &a };
	struct sd_fmt_ctx c = SD_FMT_CTX_INIT;

	sd_aggsnap_init(&a, &da);
	sd_aggsnap_init(&b, &db);
	kclear();
	feed(&a, xs, 2);
	feed(&b, ys, 2);
	sd_buf_reset(&out);
	sd_agg_print(&out, both, 2, NULL, &c);
	STREQ(sd_buf_str(&out), "              450\n             4500\n");
	sd_aggsnap_release(&a);
	sd_aggsnap_release(&b);
}

static void test_int32_keys_doc(void)
{
	struct sd_aggdesc d = mkdesc(0, SD_AGG_COUNT, &K_I32, 1);
	struct sd_aggsnap s;

	sd_aggsnap_init(&s, &d);
	kclear();
	kint(&d, 0, 0);
	count_n(&s, 5);
	STREQ(print1(&s, NULL), "        0                5\n");
	sd_aggsnap_release(&s);
}

static void test_small_int_keys(void)
{
	struct sd_value kt[] = {
		{ .kind = SD_V_INT, .size = 2, .is_signed = true },
		{ .kind = SD_V_INT, .size = 1, .is_signed = true },
		K_I32,
	};
	struct sd_aggdesc d = mkdesc(0, SD_AGG_SUM, kt, 3);
	struct sd_aggsnap s;
	int64_t v[1] = { -7 };

	sd_aggsnap_init(&s, &d);
	kclear();
	kint(&d, 0, -2);
	kint(&d, 1, -2);
	kint(&d, 2, -2);
	sd_aggsnap_add(&s, kb, v);
	STREQ(print1(&s, NULL), " 65534 254       -2               -7\n");
	sd_aggsnap_release(&s);
}

static const uint64_t kpcs[] = { 0x100, 0x200, 0x300 };

static void ksym(void *ctx, uint64_t a, unsigned flags, struct sd_buf *o)
{
	static const char *const names[] = {
		"vmlinux`__x64_sys_write+0x1a", "vmlinux`do_syscall_64+0x5d",
		"vmlinux`entry_SYSCALL_64_after_hwframe+0x76",
	};

	if (a >= 0x100 && a <= 0x300)
		sd_buf_addstr(o, names[a / 0x100 - 1]);
	else
		sd_sym_addr_text(a, o);
}

static void test_stack_key_doc(void)
{
	struct sd_value kt = { .kind = SD_V_KSTACK, .npcs = 4 };
	struct sd_aggdesc d = mkdesc(0, SD_AGG_COUNT, &kt, 1);
	struct sd_symbolizer sym = { .kernel = ksym };
	struct sd_fmt_ctx c = SD_FMT_CTX_INIT;
	struct sd_aggsnap s, *a[] = { &s };

	c.sym = &sym;
	sd_aggsnap_init(&s, &d);
	kclear();
	memcpy(kb, kpcs, sizeof(kpcs));
	count_n(&s, 42);
	sd_buf_reset(&out);
	sd_agg_printa_default(&out, a, 1, NULL, &c);
	STREQ(sd_buf_str(&out),
	      "\n"
	      "\n"
	      "              vmlinux`__x64_sys_write+0x1a\n"
	      "              vmlinux`do_syscall_64+0x5d\n"
	      "              vmlinux`entry_SYSCALL_64_after_hwframe+0x76\n"
	      "               42\n");
	sd_aggsnap_release(&s);
}

static void test_sym_keys(void)
{
	struct sd_value kt[] = { { .kind = SD_V_KSYM }, { .kind = SD_V_USYM } };
	struct sd_aggdesc d = mkdesc(0, SD_AGG_COUNT, kt, 2);
	struct sd_symbolizer sym = { .kernel = ksym };
	struct sd_fmt_ctx c = SD_FMT_CTX_INIT;
	struct sd_aggsnap s, *a[] = { &s };
	int64_t pid = 0;

	c.sym = &sym;
	sd_aggsnap_init(&s, &d);
	kclear();
	kint(&d, 0, 0x200);
	kint(&d, 1, 0x4000);
	memcpy(kb + d.key_off[1] + 8, &pid, 8);
	count_n(&s, 1);
	sd_buf_reset(&out);
	sd_agg_print(&out, a, 1, NULL, &c);
	STREQ(sd_buf_str(&out),
	      "  vmlinux`do_syscall_64+0x5d                          "
	      "0x4000                                                            1\n");
	sd_aggsnap_release(&s);
}

static uint64_t kstart(void *ctx, uint64_t a, unsigned flags)
{
	return flags & SD_SYM_MODONLY ? 0x1000 : a & ~0xffULL;
}

static void test_normalize_key(void)
{
	struct sd_value kt[] = { { .kind = SD_V_KSYM }, { .kind = SD_V_KMOD },
				 K_I64 };
	struct sd_aggdesc d = mkdesc(0, SD_AGG_COUNT, kt, 3);
	struct sd_symbolizer sym = { .kernel = ksym, .kernel_start = kstart };
	struct sd_aggsnap s;
	uint64_t x;

	sd_aggsnap_init(&s, &d);
	kclear();
	kint(&d, 0, 0x1234);
	kint(&d, 1, 0x1234);
	kint(&d, 2, 0x1234);
	sd_agg_normalize_key(&d, kb, &sym);
	memcpy(&x, kb, 8);
	OK(x == 0x1200);
	memcpy(&x, kb + 8, 8);
	OK(x == 0x1000);
	memcpy(&x, kb + 16, 8);
	OK(x == 0x1234);
	count_n(&s, 1);
	kint(&d, 0, 0x12ff);
	kint(&d, 1, 0x1fff);
	sd_agg_normalize_key(&d, kb, &sym);
	count_n(&s, 2);
	OK(s.n == 1 && s.vals[0][0] == 3);
	sd_aggsnap_release(&s);
}

static void test_value_formats(void)
{
	struct sd_aggdesc d = mkdesc(0, SD_AGG_STDDEV, NULL, 0);
	struct sd_aggsnap s;
	static const int64_t xs[] = { 10, 20 };

	sd_aggsnap_init(&s, &d);
	kclear();
	feed(&s, xs, 2);
	STREQ(print1(&s, NULL), "                5\n");
	sd_aggsnap_release(&s);
	d = mkdesc(0, SD_AGG_AVG, NULL, 0);
	sd_aggsnap_init(&s, &d);
	sd_aggsnap_add(&s, kb, (const int64_t[]){ 0, 5 });	/* n = 0 */
	STREQ(print1(&s, NULL), "                0\n");
	sd_aggsnap_release(&s);
	d = mkdesc(0, SD_AGG_MIN, NULL, 0);
	sd_aggsnap_init(&s, &d);
	feed(&s, xs, 2);
	STREQ(print1(&s, NULL), "               10\n");
	sd_aggsnap_clear(&s);
	STREQ(print1(&s, NULL), " 9223372036854775807\n");
	sd_aggsnap_release(&s);
	d = mkdesc(0, SD_AGG_SUM, NULL, 0);
	sd_aggsnap_init(&s, &d);
	feed(&s, (const int64_t[]){ -7 }, 1);
	sd_aggsnap_normalize(&s, 2);	/* DTrace's dt_print_datum(): unsigned */
	STREQ(print1(&s, NULL), " 9223372036854775804\n");
	sd_aggsnap_denormalize(&s);
	STREQ(print1(&s, NULL), "               -7\n");
	sd_aggsnap_release(&s);
}

static void test_empty(void)
{
	struct sd_aggdesc d = mkdesc(0, SD_AGG_COUNT, &K_STR, 1);
	struct sd_aggsnap s, *a[] = { &s };
	struct sd_fmt_ctx c = SD_FMT_CTX_INIT;

	sd_aggsnap_init(&s, &d);
	STREQ(print1(&s, NULL), "");
	sd_buf_reset(&out);
	sd_agg_printa_default(&out, a, 1, NULL, &c);
	STREQ(sd_buf_str(&out), "\n");
	STREQ(printa_f("%s %@d\n", a, 1, NULL), "");
	OK(sd_aggsnap_find(&s, kb) == NULL);
	sd_aggsnap_release(&s);
}

/* ---- sort orders (output doc 6.1) ---- */

static struct sd_aggsnap *i32_counts(struct sd_aggdesc *d,
				     const int64_t *keys, const int *counts,
				     int n)
{
	static struct sd_aggsnap s;

	*d = mkdesc(0, SD_AGG_COUNT, &K_I32, 1);
	sd_aggsnap_init(&s, d);
	for (int i = 0; i < n; i++) {
		kclear();
		kint(d, 0, keys[i]);
		count_n(&s, counts[i]);
	}
	return &s;
}

static void test_sort_unsigned_keys(void)
{
	static const int64_t keys[] = { -2, 2, 7 };
	static const int counts[] = { 1, 1, 0 };
	struct sd_aggopts o = { .sortrev = true };
	struct sd_aggdesc d;
	struct sd_aggsnap *s = i32_counts(&d, keys, counts, 3);

	STREQ(print1(s, NULL),
	      "        7                0\n"
	      "        2                1\n"
	      "       -2                1\n");
	STREQ(print1(s, &o),
	      "       -2                1\n"
	      "        2                1\n"
	      "        7                0\n");
	sd_aggsnap_release(s);
}

static void test_sort_by_key(void)
{
	static const int64_t keys[] = { 3, 1, 2 };
	static const int counts[] = { 1, 5, 3 };
	struct sd_aggopts o = { .sortkey = true };
	struct sd_aggdesc d;
	struct sd_aggsnap *s = i32_counts(&d, keys, counts, 3);

	STREQ(print1(s, NULL),
	      "        3                1\n"
	      "        2                3\n"
	      "        1                5\n");
	STREQ(print1(s, &o),
	      "        1                5\n"
	      "        2                3\n"
	      "        3                1\n");
	o.sortrev = true;
	STREQ(print1(s, &o),
	      "        3                1\n"
	      "        2                3\n"
	      "        1                5\n");
	sd_aggsnap_release(s);
}

static void test_sort_keypos(void)
{
	struct sd_value kt[] = { K_I32, K_I32 };
	struct sd_aggdesc d = mkdesc(0, SD_AGG_COUNT, kt, 2);
	struct sd_aggopts o = { .sortkeypos = 1 };
	struct sd_aggsnap s;

	sd_aggsnap_init(&s, &d);
	kclear();
	kint(&d, 0, 1);
	kint(&d, 1, 9);
	count_n(&s, 1);
	kint(&d, 0, 2);
	kint(&d, 1, 8);
	count_n(&s, 1);
	STREQ(print1(&s, NULL),
	      "        1        9                1\n"
	      "        2        8                1\n");
	STREQ(print1(&s, &o),
	      "        2        8                1\n"
	      "        1        9                1\n");
	o.sortkeypos = 5;	/* out of range: key 0 first */
	STREQ(print1(&s, &o),
	      "        1        9                1\n"
	      "        2        8                1\n");
	sd_aggsnap_release(&s);
}

static void test_sort_strings(void)
{
	struct sd_aggdesc d = mkdesc(0, SD_AGG_COUNT, &K_STR, 1);
	struct sd_aggsnap s;

	sd_aggsnap_init(&s, &d);
	kclear();
	kstr(&d, 0, "b");
	count_n(&s, 1);
	kstr(&d, 0, "ab");
	count_n(&s, 1);
	kstr(&d, 0, "B");
	count_n(&s, 1);
	kstr(&d, 0, "a");
	count_n(&s, 1);
	STREQ(print1(&s, NULL),
	      "  B                                                                 1\n"
	      "  a                                                                 1\n"
	      "  ab                                                                1\n"
	      "  b                                                                 1\n");
	sd_aggsnap_release(&s);
}

/* Strings whose first 8 bytes agree are ordered by the bytes after them;
 * stddev() by its unsigned value; trunc() keeps the same order. */
static void test_sort_long_strings_stddev(void)
{
	struct sd_aggdesc d = mkdesc(0, SD_AGG_COUNT, &K_STR, 1);
	struct sd_aggdesc sd = mkdesc(0, SD_AGG_STDDEV, &K_I32, 1);
	struct sd_aggsnap s;

	sd_aggsnap_init(&s, &d);
	kclear();
	kstr(&d, 0, "abcdefgh2");
	count_n(&s, 1);
	kstr(&d, 0, "abcdefgh10");
	count_n(&s, 1);
	kstr(&d, 0, "abcdefgh1");
	count_n(&s, 1);
	STREQ(print1(&s, NULL),
	      "  abcdefgh1                                                         1\n"
	      "  abcdefgh10                                                        1\n"
	      "  abcdefgh2                                                         1\n");
	sd_aggsnap_release(&s);

	sd_aggsnap_init(&s, &sd);
	kclear();
	kint(&sd, 0, 1);
	feed(&s, (const int64_t[]){ 0, 10 }, 2);	/* 5 */
	kint(&sd, 0, 2);
	feed(&s, (const int64_t[]){ 5, 5 }, 2);	/* 0 */
	kint(&sd, 0, 3);
	feed(&s, (const int64_t[]){ 0, 100 }, 2);	/* 50 */
	STREQ(print1(&s, NULL),
	      "        2                0\n"
	      "        1                5\n"
	      "        3               50\n");
	sd_aggsnap_trunc(&s, 2);
	STREQ(print1(&s, NULL),
	      "        1                5\n"
	      "        3               50\n");
	sd_aggsnap_trunc(&s, -1);
	STREQ(print1(&s, NULL), "        1                5\n");
	sd_aggsnap_release(&s);
}

static void test_sort_variables(void)
{
	struct sd_aggdesc da = mkdesc(0, SD_AGG_SUM, &K_I32, 1);
	struct sd_aggdesc db = mkdesc(1, SD_AGG_SUM, &K_I32, 1);
	struct sd_aggsnap a, b, *both[] = { &b, &a };
	struct sd_aggopts o = { .sortrev = true };
	struct sd_fmt_ctx c = SD_FMT_CTX_INIT;
	int64_t v[1];

	sd_aggsnap_init(&a, &da);
	sd_aggsnap_init(&b, &db);
	for (int i = 1; i <= 2; i++) {
		kclear();
		kint(&da, 0, i);
		v[0] = 10 * i;
		sd_aggsnap_add(&a, kb, v);
		v[0] = -i;
		sd_aggsnap_add(&b, kb, v);
	}
	sd_buf_reset(&out);
	sd_agg_print(&out, both, 2, NULL, &c);
	STREQ(sd_buf_str(&out),
	      "        1               10\n"
	      "        2               20\n"
	      "        2               -2\n"
	      "        1               -1\n");
	sd_buf_reset(&out);
	sd_agg_print(&out, both, 2, &o, &c);
	STREQ(sd_buf_str(&out),
	      "        1               -1\n"
	      "        2               -2\n"
	      "        2               20\n"
	      "        1               10\n");
	sd_aggsnap_release(&a);
	sd_aggsnap_release(&b);
}

static void test_sort_avg_and_quantize(void)
{
	struct sd_aggdesc d = mkdesc(0, SD_AGG_QUANTIZE, &K_I32, 1);
	struct sd_aggsnap s;
	struct sd_buf want = SD_BUF_INIT;

	sd_aggsnap_init(&s, &d);
	kclear();
	kint(&d, 0, 1);
	feed(&s, (const int64_t[]){ 0, 0, 0 }, 3);	/* sum 0, zero 3 */
	kint(&d, 0, 2);
	feed(&s, (const int64_t[]){ 0 }, 1);	/* sum 0, zero 1 */
	kint(&d, 0, 3);
	feed(&s, (const int64_t[]){ -1 }, 1);	/* sum -1 */
	print1(&s, NULL);
	OK(strncmp(out.data, "        3\n", 10) == 0);
	OK(strstr(out.data, "        2\n") < strstr(out.data, "        1\n"));
	sd_buf_free(&want);
	sd_aggsnap_release(&s);
}

/* ---- trunc / clear ---- */

static void test_trunc(void)
{
	static const int64_t keys[] = { 1, 2, 3, 4 };
	static const int counts[] = { 40, 10, 30, 20 };
	struct sd_aggdesc d;
	struct sd_aggsnap *s = i32_counts(&d, keys, counts, 4);

	sd_aggsnap_trunc(s, 2);
	STREQ(print1(s, NULL),
	      "        3               30\n"
	      "        1               40\n");
	sd_aggsnap_trunc(s, -1);
	STREQ(print1(s, NULL), "        3               30\n");
	kclear();
	kint(&d, 0, 3);
	OK(sd_aggsnap_find(s, kb) != NULL);
	kint(&d, 0, 1);
	OK(sd_aggsnap_find(s, kb) == NULL);
	sd_aggsnap_trunc(s, 5);
	OK(s->n == 1);
	sd_aggsnap_trunc(s, 0);
	OK(s->n == 0);
	STREQ(print1(s, NULL), "");
	sd_aggsnap_release(s);
}

static void test_clear_keeps_keys(void)
{
	static const int64_t keys[] = { 1, 2 };
	static const int counts[] = { 4, 5 };
	struct sd_aggdesc d;
	struct sd_aggsnap *s = i32_counts(&d, keys, counts, 2);

	sd_aggsnap_clear(s);
	STREQ(print1(s, NULL),
	      "        1                0\n"
	      "        2                0\n");
	kclear();
	kint(&d, 0, 2);
	count_n(s, 3);
	STREQ(print1(s, NULL),
	      "        1                0\n"
	      "        2                3\n");
	sd_aggsnap_release(s);
}

static void test_many_keys(void)
{
	struct sd_aggdesc d = mkdesc(0, SD_AGG_COUNT, &K_I64, 1);
	struct sd_aggsnap s;
	bool ok = true;

	sd_aggsnap_init(&s, &d);
	for (int round = 0; round < 2; round++)
		for (int i = 0; i < 5000; i++) {
			kclear();
			kint(&d, 0, i * 7919);
			count_n(&s, 1);
		}
	OK(s.n == 5000);
	for (int i = 0; i < 5000 && ok; i++) {
		kint(&d, 0, i * 7919);
		int64_t *v = sd_aggsnap_find(&s, kb);

		ok = v && v[0] == 2;
	}
	OK(ok);
	sd_aggsnap_trunc(&s, 10);
	OK(s.n == 10);
	kint(&d, 0, 4999 * 7919);
	OK(sd_aggsnap_find(&s, kb) != NULL);
	sd_aggsnap_release(&s);
}

/* ---- printa (output doc 5) ---- */

/* trunc(@, k) of 3000 keys with values drawn from few (many ties, broken
 * by key): exactly the first |k| of the sorted order remain, for k
 * positive and negative, at and around the ends. */
static void test_trunc_select(void)
{
	static const int64_t ks[] = { 1, 2, 7, 100, 1499, 1500, 2999, -1, -3, -1000, -2999 };
	struct sd_aggdesc d = mkdesc(0, SD_AGG_SUM, &K_I64, 1);
	struct sd_aggsnap s, full;
	bool ok = true;

	for (size_t t = 0; t < SD_ARRAY_SIZE(ks); t++) {
		sd_aggsnap_init(&s, &d);
		sd_aggsnap_init(&full, &d);
		for (int i = 0; i < 3000; i++) {
			int64_t v[1] = { (int64_t)((i * 2654435761u) % 13) - 6 };
			kclear();
			kint(&d, 0, (i * 7919) % 3001);
			sd_aggsnap_add(&s, kb, v);
			sd_aggsnap_add(&full, kb, v);
		}
		sd_aggsnap_trunc(&s, ks[t]);
		struct sd_aggopts o = { .sortrev = ks[t] > 0 };
		size_t *idx = sd_agg_order(&full, &o), keep = (size_t)(ks[t] < 0 ? -ks[t] : ks[t]);
		ok = ok && s.n == keep;
		for (size_t i = 0; i < full.n; i++)
			ok = ok && (sd_aggsnap_find(&s, full.keys[idx[i]]) != NULL) == (i < keep);
		free(idx);
		sd_aggsnap_release(&s);
		sd_aggsnap_release(&full);
	}
	OK(ok);
}

static void test_printa_doc(void)
{
	struct sd_value kt[] = { K_I32, K_I32, K_I32, K_I32, K_I32 };
	struct sd_aggdesc d = mkdesc(0, SD_AGG_COUNT, kt, 5);
	struct sd_aggsnap s, *a[] = { &s };

	sd_aggsnap_init(&s, &d);
	kclear();
	for (int k = 0; k < 5; k++)
		kint(&d, k, k + 1);
	count_n(&s, 1);
	STREQ(printa_f("%@u: %d %d\n", a, 1, NULL), "1: 1 2\n");
	sd_aggsnap_release(&s);
}

static void test_printa_dyn_width_doc(void)
{
	struct sd_value kt[] = { K_I32, K_I32 };
	struct sd_aggdesc d = mkdesc(0, SD_AGG_COUNT, kt, 2);
	struct sd_aggsnap s, *a[] = { &s };

	sd_aggsnap_init(&s, &d);
	kclear();
	kint(&d, 0, 10);
	kint(&d, 1, 100);
	count_n(&s, 1);
	kint(&d, 0, -10);
	kint(&d, 1, 200);
	count_n(&s, 2);
	STREQ(printa_f("-->%*d<--\n", a, 1, NULL),
	      "-->       100<--\n-->200       <--\n");
	sd_aggsnap_release(&s);
}

/* @calls and @bytes keyed by name; "close" only in @bytes, "open" only in
 * @calls. */
static void calls_bytes(struct sd_aggdesc *dc, struct sd_aggdesc *db,
			struct sd_aggsnap *c, struct sd_aggsnap *b)
{
	static const char *const names[] = { "read", "write", "open", "close" };
	static const int64_t calls[] = { 10, 3, 1, -1 };
	static const int64_t bytes[] = { 5000, 900, -1, 100000 };

	*dc = mkdesc(0, SD_AGG_COUNT, &K_STR, 1);
	*db = mkdesc(1, SD_AGG_SUM, &K_STR, 1);
	sd_aggsnap_init(c, dc);
	sd_aggsnap_init(b, db);
	for (int i = 0; i < 4; i++) {
		kclear();
		kstr(dc, 0, names[i]);
		if (calls[i] >= 0)
			sd_aggsnap_add(c, kb, &calls[i]);
		if (bytes[i] >= 0)
			sd_aggsnap_add(b, kb, &bytes[i]);
	}
}

static void test_printa_multi(void)
{
	struct sd_aggdesc dc, db;
	struct sd_aggsnap c, b, *a[2] = { &c, &b };
	struct sd_aggopts o = { .sortpos = 1 };

	calls_bytes(&dc, &db, &c, &b);
	STREQ(printa_f("%-10s %8@d %8@d\n", a, 2, NULL),
	      "close             0   100000\n"
	      "open              1        0\n"
	      "write             3      900\n"
	      "read             10     5000\n");
	STREQ(printa_f("%-10s %8@d %8@d\n", a, 2, &o),
	      "open              1        0\n"
	      "write             3      900\n"
	      "read             10     5000\n"
	      "close             0   100000\n");
	o.sortpos = 7;	/* out of range: the first aggregation */
	o.sortrev = true;
	STREQ(printa_f("%s:%@d:%@d:%@d\n", a, 2, &o),
	      "read:10:5000:5000\n"
	      "write:3:900:900\n"
	      "open:1:0:0\n"
	      "close:0:100000:100000\n");
	o = (struct sd_aggopts){ .sortkey = true };
	STREQ(printa_f("%s ", a, 2, &o), "close open read write ");
	sd_aggsnap_release(&c);
	sd_aggsnap_release(&b);
}

/* One row of printa(fmt, @c, @b) by key, as JSON's per-entry message:
 * the same text as the row of sd_agg_printa(), zero for an aggregation
 * without the key. */
static void test_printa_row(void)
{
	struct sd_aggdesc dc, db;
	struct sd_aggsnap c, b, *a[2] = { &c, &b };
	struct sd_fmt_ctx ctx = SD_FMT_CTX_INIT;
	struct sd_buf err = SD_BUF_INIT;
	struct sd_fmt *f;

	calls_bytes(&dc, &db, &c, &b);
	OK(sd_fmt_parse("%-10s %8@d %8@d\n", &f, &err) == 0);
	kclear();
	kstr(&dc, 0, "write");
	sd_buf_reset(&out);
	sd_agg_printa_row(&out, f, a, 2, kb, &ctx);
	STREQ(sd_buf_str(&out), "write             3      900\n");
	kclear();
	kstr(&dc, 0, "close");
	sd_buf_reset(&out);
	sd_agg_printa_row(&out, f, a, 2, kb, &ctx);
	STREQ(sd_buf_str(&out), "close             0   100000\n");
	sd_buf_reset(&out);
	sd_agg_printa_row(&out, f, a, 1, kb, &ctx);	/* @c alone: no entry */
	STREQ(sd_buf_str(&out), "close             0        0\n");
	sd_fmt_free(f);
	sd_aggsnap_release(&c);
	sd_aggsnap_release(&b);
}

static void test_printa_default_multi(void)
{
	struct sd_aggdesc dc, db;
	struct sd_aggsnap c, b, *a[2] = { &c, &b };
	struct sd_fmt_ctx ctx = SD_FMT_CTX_INIT;

	calls_bytes(&dc, &db, &c, &b);
	sd_buf_reset(&out);
	sd_agg_printa_default(&out, a, 2, NULL, &ctx);
	STREQ(sd_buf_str(&out), "\n"
	      "  close                                                             0           100000\n"
	      "  open                                                              1                0\n"
	      "  write                                                             3              900\n"
	      "  read                                                             10             5000\n");
	sd_aggsnap_release(&c);
	sd_aggsnap_release(&b);
}

static void test_printa_values(void)
{
	struct sd_aggdesc d = mkdesc(0, SD_AGG_AVG, NULL, 0);
	struct sd_aggsnap s, q, *a[] = { &s }, *qa[] = { &q };
	struct sd_aggdesc dq = mkdesc(1, SD_AGG_QUANTIZE, NULL, 0);

	sd_aggsnap_init(&s, &d);
	kclear();
	/* DTrace's pfprint_average() divides unsigned words: -19 / 3 is
	 * (2^64 - 19) / 3 through a format (not in printa()'s default) */
	feed(&s, (const int64_t[]){ -4, -6, -9 }, 3);
	STREQ(printa_f("[%@d] [%@5x]\n", a, 1, NULL),
	      "[6148914691236517199] [555555555555554f]\n");
	sd_aggsnap_normalize(&s, 2);
	STREQ(printa_f("[%@d]", a, 1, NULL), "[3074457345618258599]");
	feed(&s, (const int64_t[]){ 100 }, 1);
	STREQ(printa_f("[%@d]", a, 1, NULL), "[10]");
	sd_aggsnap_release(&s);
	d = mkdesc(0, SD_AGG_COUNT, NULL, 0);
	sd_aggsnap_init(&s, &d);
	count_n(&s, 7);
	STREQ(printa_f("%@-4d|%@#x|%@u", a, 1, NULL), "7   |0x7|7");
	sd_aggsnap_release(&s);
	sd_aggsnap_init(&q, &dq);
	feed(&q, (const int64_t[]){ 1 }, 1);
	STREQ(printa_f("x%@dy", qa, 1, NULL), "x" HEAD
	      "               0 |                                         0        \n"
	      "               1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 1        \n"
	      "               2 |                                         0        \n"
	      "y");
	sd_aggsnap_release(&q);
}

static void test_printa_stack_key(void)
{
	struct sd_value kt = { .kind = SD_V_KSTACK, .npcs = 2 };
	struct sd_aggdesc d = mkdesc(0, SD_AGG_COUNT, &kt, 1);
	struct sd_symbolizer sym = { .kernel = ksym };
	struct sd_fmt_ctx c = SD_FMT_CTX_INIT;
	struct sd_aggsnap s, *a[] = { &s };
	struct sd_fmt *f;
	struct sd_buf err = SD_BUF_INIT;

	c.sym = &sym;
	sd_aggsnap_init(&s, &d);
	kclear();
	memcpy(kb, kpcs, 16);
	count_n(&s, 3);
	OK(sd_fmt_parse("%-3k%@d\n", &f, &err) == 0);
	sd_buf_reset(&out);
	sd_agg_printa(&out, f, a, 1, NULL, &c);
	STREQ(sd_buf_str(&out), "\n   vmlinux`__x64_sys_write+0x1a\n"
	      "   vmlinux`do_syscall_64+0x5d\n3\n");
	sd_fmt_free(f);
	sd_aggsnap_release(&s);
}

int main(void)
{
	RUN(test_nwords);
	RUN(test_quantize_bucket);
	RUN(test_lquantize_bucket);
	RUN(test_llquantize_bucket);
	RUN(test_add_merge);
	RUN(test_stddev);
	RUN(test_quantize_doc);
	RUN(test_lquantize_doc);
	RUN(test_llquantize_doc);
	RUN(test_llquantize_negative);
	RUN(test_llquantize_empty);
	RUN(test_negative_counts_doc);
	RUN(test_only_negative_counts);
	RUN(test_quantize_all_zero);
	RUN(test_lquantize_all_zero);
	RUN(test_quantize_int64_min);
	RUN(test_quantize_normalized);
	RUN(test_keyed_quantize_doc);
	RUN(test_count_by_execname_doc);
	RUN(test_execname_pid_doc);
	RUN(test_keyless_doc);
	RUN(test_int32_keys_doc);
	RUN(test_small_int_keys);
	RUN(test_stack_key_doc);
	RUN(test_sym_keys);
	RUN(test_normalize_key);
	RUN(test_value_formats);
	RUN(test_empty);
	RUN(test_sort_unsigned_keys);
	RUN(test_sort_by_key);
	RUN(test_sort_keypos);
	RUN(test_sort_strings);
	RUN(test_sort_long_strings_stddev);
	RUN(test_sort_variables);
	RUN(test_sort_avg_and_quantize);
	RUN(test_trunc);
	RUN(test_trunc_select);
	RUN(test_clear_keeps_keys);
	RUN(test_many_keys);
	RUN(test_printa_doc);
	RUN(test_printa_dyn_width_doc);
	RUN(test_printa_multi);
	RUN(test_printa_row);
	RUN(test_printa_default_multi);
	RUN(test_printa_values);
	RUN(test_printa_stack_key);
	return tap_done();
}
