/* metrics_test.c - the OpenMetrics text of -x http (rt/metrics.c), the
 * histogram bucket bounds it uses (rt/aggfmt.c) and the server's address
 * and token parsing (rt/http.c). */
#include "tap.h"
#include "rt/http.h"
#include "rt/metrics.h"

#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>

static struct sd_aggdesc desc(const char *name, enum sd_aggfn fn, const char *keyname)
{
	struct sd_aggdesc d = { .name = name, .fn = fn, .nkeys = 1 };

	d.keys[0] = (struct sd_value){ .kind = SD_V_STR, .size = 16 };
	d.keynames[0] = keyname;
	d.keysize = 16;
	d.nwords = sd_agg_nwords(&d);
	return d;
}

static void add(struct sd_aggsnap *s, const char *k, const int64_t *v)
{
	uint8_t key[16] = { 0 };

	memcpy(key, k, strlen(k));
	memcpy(key + strlen(k) + 1, "junk", 4);	/* bytes past the NUL */
	sd_aggsnap_add(s, key, v);
}

static void test_count(void)
{
	struct sd_aggdesc d = desc("@calls", SD_AGG_COUNT, "execname");
	struct sd_aggsnap s, *v[1] = { &s };
	struct sd_buf out = SD_BUF_INIT;
	int64_t a = 3, b = 12;

	sd_aggsnap_init(&s, &d);
	add(&s, "sh", &a);
	add(&s, "ba\"sh", &b);
	sd_metrics_write(&out, v, 1, NULL, SD_METRICS_MAX_SERIES);
	STREQ(sd_buf_str(&out),
	      "# TYPE sonda_calls counter\n"
	      "# HELP sonda_calls sonda aggregation @calls, count()\n"
	      "sonda_calls_total{execname=\"ba\\\"sh\"} 12\n"
	      "sonda_calls_total{execname=\"sh\"} 3\n"
	      "# TYPE sonda_aggregation_entries gauge\n"
	      "# HELP sonda_aggregation_entries entries of each aggregation\n"
	      "sonda_aggregation_entries{aggregation=\"@calls\"} 2\n"
	      "# TYPE sonda_aggregation_truncated gauge\n"
	      "# HELP sonda_aggregation_truncated entries left out of this page (the smallest)\n"
	      "sonda_aggregation_truncated{aggregation=\"@calls\"} 0\n"
	      "# EOF\n");
	sd_buf_reset(&out);
	sd_metrics_write(&out, v, 1, NULL, 1);	/* the largest only */
	OK(strstr(sd_buf_str(&out), "\"ba\\\"sh\"} 12\n") != NULL);
	OK(strstr(sd_buf_str(&out), "\"sh\"} 3") == NULL);
	OK(strstr(sd_buf_str(&out), "sonda_aggregation_truncated{aggregation=\"@calls\"} 1\n"));
	sd_aggsnap_release(&s);
	sd_buf_free(&out);
}

static void test_names(void)
{
	struct sd_aggdesc d = desc("@", SD_AGG_MAX, NULL);
	char buf[SD_METRICS_NAME_MAX], k[64];

	STREQ(sd_metrics_family(&d, buf), "sonda_agg");
	d.name = "@a.b";
	STREQ(sd_metrics_family(&d, buf), "sonda_a_b");
	STREQ(sd_metrics_key_name(&d, 0, k), "key0");
	d.keynames[0] = "le";		/* taken by histograms */
	STREQ(sd_metrics_key_name(&d, 0, k), "key0");
	d.keynames[0] = "pid";
	STREQ(sd_metrics_key_name(&d, 0, k), "pid");
	d.nkeys = 2;
	d.keynames[1] = "pid";		/* twice: by position */
	STREQ(sd_metrics_key_name(&d, 1, k), "key1");
}

static void test_quantize(void)
{
	struct sd_aggdesc d = desc("@lat", SD_AGG_QUANTIZE, "probefunc");
	struct sd_aggsnap s, *v[1] = { &s };
	struct sd_buf out = SD_BUF_INIT;
	int64_t val[SD_QUANTIZE_NBUCKETS + 1] = { 0 };

	sd_aggsnap_init(&s, &d);
	OK(sd_agg_nwords(&d) == SD_QUANTIZE_NBUCKETS + 1);
	sd_agg_add(&d, val, 1, 2);	/* 1 twice: the sum counts the weight */
	for (int i = 4; i <= 6; i++)
		sd_agg_add(&d, val, i, 1);
	OK(val[SD_QUANTIZE_NBUCKETS] == 2 + 4 + 5 + 6);
	add(&s, "read", val);
	sd_metrics_write(&out, v, 1, NULL, SD_METRICS_MAX_SERIES);
	STREQ(sd_buf_str(&out),
	      "# TYPE sonda_lat histogram\n"
	      "# HELP sonda_lat sonda aggregation @lat, quantize()\n"
	      "sonda_lat_bucket{probefunc=\"read\",le=\"1\"} 2\n"
	      "sonda_lat_bucket{probefunc=\"read\",le=\"3\"} 2\n"
	      "sonda_lat_bucket{probefunc=\"read\",le=\"7\"} 5\n"
	      "sonda_lat_bucket{probefunc=\"read\",le=\"+Inf\"} 5\n"
	      "sonda_lat_count{probefunc=\"read\"} 5\n"
	      "sonda_lat_sum{probefunc=\"read\"} 17\n"
	      "# TYPE sonda_aggregation_entries gauge\n"
	      "# HELP sonda_aggregation_entries entries of each aggregation\n"
	      "sonda_aggregation_entries{aggregation=\"@lat\"} 1\n"
	      "# TYPE sonda_aggregation_truncated gauge\n"
	      "# HELP sonda_aggregation_truncated entries left out of this page (the smallest)\n"
	      "sonda_aggregation_truncated{aggregation=\"@lat\"} 0\n"
	      "# EOF\n");
	sd_aggsnap_release(&s);
	sd_buf_free(&out);
}

/* Every value lands in the bucket whose le is the first >= it. */
static void check_le(const struct sd_aggdesc *d, int64_t x, int b)
{
	int64_t le, prev;
	int r = sd_agg_bucket_le(d, b, &le);

	OK(r == 1 || (r == 0 && x <= le));
	for (int p = b - 1; p >= 0; p--) {
		if (sd_agg_bucket_le(d, p, &prev) == 0) {
			OK(x > prev);
			break;
		}
	}
}

static void test_bucket_le(void)
{
	struct sd_aggdesc q = desc("@q", SD_AGG_QUANTIZE, NULL);
	struct sd_aggdesc l = desc("@l", SD_AGG_LQUANTIZE, NULL);
	struct sd_aggdesc ll = desc("@ll", SD_AGG_LLQUANTIZE, NULL);
	int64_t xs[] = { -1000, -8, -7, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 7, 8, 99, 100, 101, 5000 };

	l.low = 0, l.high = 100, l.step = 10;
	l.nwords = sd_agg_nwords(&l);
	ll.factor = 10, ll.lmag = 0, ll.hmag = 2, ll.nsteps = 20;
	ll.nwords = sd_agg_nwords(&ll);
	for (size_t i = 0; i < sizeof(xs) / sizeof(xs[0]); i++) {
		check_le(&q, xs[i], sd_quantize_bucket(xs[i]));
		check_le(&l, xs[i], sd_lquantize_bucket(&l, xs[i]));
		check_le(&ll, xs[i], sd_llquantize_bucket(&ll, xs[i]));
	}
	int64_t le;
	OK(sd_agg_bucket_le(&q, SD_QUANTIZE_NBUCKETS - 1, &le) == 1);
	OK(sd_agg_bucket_le(&l, 0, &le) == 0 && le == -1);
	OK(sd_agg_bucket_le(&l, 10, &le) == 0 && le == 99);
	OK(sd_agg_bucket_le(&l, 11, &le) == 1);
}

static void test_addr(void)
{
	struct sockaddr_storage ss;
	unsigned len;
	const char *why = NULL;

	OK(sd_http_parse_addr("9100", &ss, &len, &why) == 0 && sd_http_is_loopback(&ss) &&
	   ntohs(((struct sockaddr_in *)&ss)->sin_port) == 9100);
	OK(sd_http_parse_addr("0.0.0.0:0", &ss, &len, &why) == 0 && !sd_http_is_loopback(&ss));
	OK(sd_http_parse_addr("[::1]:80", &ss, &len, &why) == 0 && sd_http_is_loopback(&ss) &&
	   ss.ss_family == AF_INET6);
	OK(sd_http_parse_addr("localhost:80", &ss, &len, &why) == 0 && sd_http_is_loopback(&ss));
	OK(sd_http_parse_addr("127.0.0.1:65536", &ss, &len, &why) < 0);
	OK(sd_http_parse_addr("::1:80", &ss, &len, &why) < 0);
	OK(sd_http_parse_addr("1.2.3:80", &ss, &len, &why) < 0);
	OK(sd_http_parse_addr("", &ss, &len, &why) < 0);
}

static void test_token(void)
{
	size_t n;
	const char *t;

	t = sd_http_request_token("a=1&token=abc&b=2", "", &n);
	OK(t && n == 3 && strncmp(t, "abc", 3) == 0);
	OK(sd_http_request_token("xtoken=abc", "", &n) == NULL);
	t = sd_http_request_token("", "Host: x\r\nauthorization:  bearer  xyz\r\n\r\n", &n);
	OK(t && n == 3 && strncmp(t, "xyz", 3) == 0);
	OK(sd_http_request_token("", "Authorization: Basic eHl6\r\n", &n) == NULL);
}

int main(void)
{
	RUN(test_count);
	RUN(test_names);
	RUN(test_quantize);
	RUN(test_bucket_le);
	RUN(test_addr);
	RUN(test_token);
	return tap_done();
}
