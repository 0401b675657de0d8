/* flame_test.c - folded stacks and the SVG flame graph (rt/flame.c). */
#include "tap.h"
#include "rt/flame.h"

#include <stdlib.h>
#include <string.h>

/* Kernel addresses print as k<hex>, user ones as u<pid>_<hex>. */
static void ksym(void *ctx, uint64_t a, unsigned flags, struct sd_buf *out)
{
	sd_buf_addf(out, "k%llx", (unsigned long long)a);
}

static void usym(void *ctx, int pid, uint64_t a, unsigned flags,
		 struct sd_buf *out)
{
	sd_buf_addf(out, "u%d_%llx", pid, (unsigned long long)a);
}

static const struct sd_symbolizer sym = { .kernel = ksym, .user = usym };

/* @[execname, stack(4)] = count() with a 16-byte string key. */
static struct sd_aggdesc desc(void)
{
	struct sd_aggdesc d = { .name = "@", .fn = SD_AGG_COUNT, .nkeys = 2 };

	d.keys[0] = (struct sd_value){ .kind = SD_V_STR, .size = 16 };
	d.keys[1] = (struct sd_value){ .kind = SD_V_KSTACK, .size = 32, .npcs = 4 };
	d.key_off[0] = 0;
	d.key_off[1] = 16;
	d.keysize = 48;
	d.nwords = sd_agg_nwords(&d);
	return d;
}

static void add(struct sd_aggsnap *s, const char *name, uint64_t a,
		uint64_t b, int64_t count)
{
	uint8_t key[48] = { 0 };
	uint64_t pcs[4] = { a, b, 0, 0 };	/* leaf first, like stack() */

	strncpy((char *)key, name, 16);
	memcpy(key + 16, pcs, sizeof(pcs));
	sd_aggsnap_add(s, key, &count);
}

static void test_folded(void)
{
	struct sd_aggdesc d = desc();
	struct sd_aggsnap s, *v[1] = { &s };
	struct sd_buf out = SD_BUF_INIT;

	sd_aggsnap_init(&s, &d);
	add(&s, "sh", 0x10, 0x20, 3);
	add(&s, "sh", 0x11, 0x20, 1);
	add(&s, "cc", 0x10, 0x20, 5);
	OK(sd_flame_folded(&out, v, 1, &sym) == 3);
	STREQ(sd_buf_str(&out),
	      "cc;k20_[k];k10_[k] 5\n"
	      "sh;k20_[k];k10_[k] 3\n"
	      "sh;k20_[k];k11_[k] 1\n");
	sd_buf_free(&out);
	sd_aggsnap_release(&s);
}

static void test_no_stacks(void)
{
	struct sd_aggdesc d = { .name = "@", .fn = SD_AGG_COUNT, .nkeys = 1 };
	struct sd_aggsnap s, *v[1] = { &s };
	struct sd_buf out = SD_BUF_INIT;
	uint8_t key[8] = { 1 };
	int64_t one = 1;

	d.keys[0] = (struct sd_value){ .kind = SD_V_INT, .size = 8 };
	d.keysize = 8;
	d.nwords = sd_agg_nwords(&d);
	sd_aggsnap_init(&s, &d);
	sd_aggsnap_add(&s, key, &one);
	OK(sd_flame_folded(&out, v, 1, &sym) == 0);
	STREQ(sd_buf_str(&out), "");
	sd_buf_free(&out);
	sd_aggsnap_release(&s);
}

static size_t count_str(const char *s, const char *what)
{
	size_t n = 0;

	for (; (s = strstr(s, what)); s += strlen(what))
		n++;
	return n;
}

/* The width attribute of the rect whose title starts with name. */
static double width_of(const char *svg, const char *name)
{
	char key[64];
	const char *p;

	snprintf(key, sizeof(key), "<title>%s (", name);
	if (!(p = strstr(svg, key)) || !(p = strstr(p, "width=\"")))
		return -1;
	return strtod(p + 7, NULL);
}

static void test_svg(void)
{
	struct sd_buf out = SD_BUF_INIT;
	const char *svg;

	OK(sd_flame_svg(&out, "main;a;x 30\nmain;b 10\nmain;a 20\n", "T<1>") == 0);
	svg = sd_buf_str(&out);
	OK(strncmp(svg, "<?xml", 5) == 0);
	OK(strstr(svg, "</svg>\n") != NULL);
	OK(strstr(svg, "T&lt;1&gt;") != NULL);
	/* all, main, a, x, b */
	OK(count_str(svg, "<rect x=") == 6);	/* + the background */
	OK(count_str(svg, "<g class=\"frame\">") == 5);
	OK(count_str(svg, "<g ") == count_str(svg, "</g>"));
	OK(strstr(svg, "<title>a (50 samples, 83.33%)</title>") != NULL);
	/* widths proportional to counts: all 60, a 50, x 30, b 10 */
	OK(width_of(svg, "all") > 0);
	OK(abs((int)(width_of(svg, "a") * 60 - width_of(svg, "all") * 50)) < 60);
	OK(abs((int)(width_of(svg, "x") * 10 - width_of(svg, "b") * 30)) < 30);
	sd_buf_free(&out);
	OK(sd_flame_svg(&out, "nocount\n", "t") < 0);
	sd_buf_free(&out);
}

static void test_svg_empty(void)
{
	struct sd_buf out = SD_BUF_INIT;

	OK(sd_flame_svg(&out, "", "t") == 0);
	OK(strstr(sd_buf_str(&out), "</svg>") != NULL);
	OK(count_str(sd_buf_str(&out), "<g ") == 0);
	sd_buf_free(&out);
}

int main(void)
{
	RUN(test_folded);
	RUN(test_no_stacks);
	RUN(test_svg);
	RUN(test_svg_empty);
	return tap_done();
}
