/* dof_test.c - the DOF reader (sym/dof.h): a well-formed blob built here,
 * then damaged ones (each must be rejected, none may crash), and random
 * byte flips of the good blob. */
#include "sym/dof.h"
#include "tap.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* Offsets in the blob built by build(). */
enum {
	O_SECS = 64, O_STR = O_SECS + 6 * 32, STRSZ = 40,
	O_PROBE = O_STR + STRSZ, O_ARGS = O_PROBE + 48, O_OFFS = O_ARGS + 8,
	O_EN = O_OFFS + 8, O_PROV = O_EN + 8, TOTAL = O_PROV + 44,
};

static uint8_t blob[TOTAL];

static void put32(size_t at, uint32_t v)
{
	memcpy(blob + at, &v, 4);
}

static void put64(size_t at, uint64_t v)
{
	memcpy(blob + at, &v, 8);
}

static void put16(size_t at, uint16_t v)
{
	memcpy(blob + at, &v, 2);
}

static void sec(int i, uint32_t type, uint32_t entsize, uint64_t off, uint64_t size)
{
	size_t at = O_SECS + (size_t)i * 32;

	put32(at, type);
	put32(at + 4, 8);
	put32(at + 12, entsize);
	put64(at + 16, off);
	put64(at + 24, size);
}

/* Provider "prov", probe "fn":"go-now" at 0x1000, args (long, char *),
 * sites +4 and +20, one is-enabled site +8. */
static void build(void)
{
	static const char str[STRSZ] = "\0prov\0fn\0go-now\0long\0char *";

	memset(blob, 0, sizeof(blob));
	memcpy(blob, "\177DOF\2\1\2\2\10\10", 10);
	put32(20, 64);
	put32(24, 32);
	put32(28, 6);
	put64(32, O_SECS);
	put64(40, TOTAL);
	put64(48, TOTAL);
	sec(0, 8, 0, O_STR, 28);	/* the strings, not the padding */
	sec(1, 16, 48, O_PROBE, 48);
	sec(2, 17, 1, O_ARGS, 2);
	sec(3, 18, 4, O_OFFS, 8);
	sec(4, 26, 4, O_EN, 4);
	sec(5, 15, 0, O_PROV, 44);
	memcpy(blob + O_STR, str, STRSZ);
	put64(O_PROBE, 0x1000);
	put32(O_PROBE + 8, 6);		/* fn */
	put32(O_PROBE + 12, 9);		/* go-now */
	put32(O_PROBE + 16, 16);	/* long, char * */
	put32(O_PROBE + 20, 16);
	blob[O_PROBE + 32] = 2;
	blob[O_PROBE + 33] = 2;
	put16(O_PROBE + 34, 2);
	put16(O_PROBE + 40, 1);
	blob[O_ARGS + 1] = 1;
	put32(O_OFFS, 4);
	put32(O_OFFS + 4, 20);
	put32(O_EN, 8);
	put32(O_PROV, 0);
	put32(O_PROV + 4, 1);
	put32(O_PROV + 8, 2);
	put32(O_PROV + 12, 3);
	put32(O_PROV + 16, 1);		/* prov */
	put32(O_PROV + 40, 4);
}

static int parse(size_t len)
{
	struct sd_dof *d = NULL;
	int err = sd_dof_parse(blob, len, &d);

	sd_dof_free(d);
	return err;
}

static void test_good(void)
{
	struct sd_dof *d = NULL;

	build();
	OK(sd_dof_parse(blob, sizeof(blob), &d) == 0);
	if (!d)
		return;
	OK(d->nprobes == 1);
	STREQ(d->probes[0].prov, "prov");
	STREQ(d->probes[0].func, "fn");
	STREQ(d->probes[0].name, "go-now");
	OK(d->probes[0].addr == 0x1000);
	OK(d->probes[0].noffs == 2 && d->probes[0].offs[0] == 4 &&
	   d->probes[0].offs[1] == 20);
	OK(d->probes[0].nenoffs == 1 && d->probes[0].enoffs[0] == 8);
	OK(d->probes[0].nargc == 2);
	STREQ(d->probes[0].nargv[0], "long");
	STREQ(d->probes[0].nargv[1], "char *");
	OK(d->probes[0].version == 2);
	sd_dof_free(d);
	/* version 3: what DTrace for Linux's `dtrace -G` writes for
	 * argument-driven is-enabled probes (dt_link.c), the same layout */
	build();
	blob[6] = 3;
	d = NULL;
	OK(sd_dof_parse(blob, sizeof(blob), &d) == 0);
	OK(d && d->probes[0].version == 3 && d->probes[0].nenoffs == 1);
	sd_dof_free(d);
	blob[6] = 4;
	OK(parse(sizeof(blob)) == -EINVAL);	/* no such version */
}

static void test_header(void)
{
	build();
	OK(parse(63) == -EINVAL);		/* shorter than a header */
	OK(parse(0) == -EINVAL);
	blob[3] = 'X';
	OK(parse(sizeof(blob)) == -EINVAL);	/* magic */
	build();
	blob[4] = 1;
	OK(parse(sizeof(blob)) == -EINVAL);	/* ILP32 */
	build();
	blob[5] = 2;
	OK(parse(sizeof(blob)) == -EINVAL);	/* big-endian */
	build();
	put32(28, 0x7fffffff);
	OK(parse(sizeof(blob)) == -EINVAL);	/* too many sections */
	build();
	put64(32, UINT64_MAX - 16);
	OK(parse(sizeof(blob)) == -EINVAL);	/* section headers past the end */
	build();
	OK(parse(O_PROV) == -EINVAL);		/* truncated: provider cut off */
}

static void test_sections(void)
{
	build();
	sec(5, 15, 0, O_PROV, UINT64_MAX);
	OK(parse(sizeof(blob)) == -EINVAL);	/* size wraps */
	build();
	put32(O_PROV + 4, 77);
	OK(parse(sizeof(blob)) == -EINVAL);	/* probes section index */
	build();
	put32(O_PROV + 4, 0);
	OK(parse(sizeof(blob)) == -EINVAL);	/* probes link to a strtab */
	build();
	put32(O_PROV + 16, 28);
	OK(parse(sizeof(blob)) == -EINVAL);	/* provider name past strtab */
	build();
	blob[O_STR + 27] = 'x';		/* last string not terminated */
	OK(parse(sizeof(blob)) == -EINVAL);
}

static void test_probes(void)
{
	build();
	put32(O_PROBE + 8, 1000);
	OK(parse(sizeof(blob)) == -EINVAL);	/* function name index */
	build();
	put32(O_PROBE + 28, 1);
	OK(parse(sizeof(blob)) == -EINVAL);	/* offsets past the table */
	build();
	put32(O_PROBE + 28, UINT32_MAX);
	OK(parse(sizeof(blob)) == -EINVAL);
	build();
	put16(O_PROBE + 40, 2);
	OK(parse(sizeof(blob)) == -EINVAL);	/* is-enabled offsets */
	build();
	blob[O_PROBE + 32] = 200;
	OK(parse(sizeof(blob)) == -EINVAL);	/* too many arguments */
	build();
	blob[O_PROBE + 32] = 3;
	OK(parse(sizeof(blob)) == -EINVAL);	/* argument types past strtab */
	build();
	put32(O_PROV + 40, 0xffffffffu);	/* no is-enabled table: fine */
	struct sd_dof *d = NULL;
	OK(sd_dof_parse(blob, sizeof(blob), &d) == 0 && d->probes[0].nenoffs == 0);
	sd_dof_free(d);
}

/* Two blobs back to back with zero padding (as ld joins the .SUNW_dof
 * sections of two objects); anything else after a blob is an error. */
static void test_concat(void)
{
	static uint8_t two[2 * TOTAL + 16];
	struct sd_dof *d = NULL;

	build();
	memcpy(two, blob, TOTAL);
	blob[O_STR + 4] = 'w';			/* second provider: "prow" */
	memcpy(two + TOTAL + 4, blob, TOTAL);
	OK(sd_dof_parse(two, TOTAL + 4 + TOTAL, &d) == 0);
	OK(d && d->nprobes == 2);
	if (d && d->nprobes == 2) {
		STREQ(d->probes[0].prov, "prov");
		STREQ(d->probes[1].prov, "prow");
		OK(d->probes[1].noffs == 2 && d->probes[1].offs[1] == 20);
	}
	sd_dof_free(d);
	OK(sd_dof_parse(two, TOTAL + 16, &d) == -EINVAL);	/* cut short */
	memset(two + TOTAL, 0, 16);
	two[TOTAL + 3] = 1;
	OK(sd_dof_parse(two, TOTAL + 16, &d) == -EINVAL);	/* garbage */
}

/* Random damage never crashes; the result is either a clean parse or
 * -EINVAL. */
static void test_fuzz(void)
{
	int bad = 0;

	srand(7);
	for (int i = 0; i < 20000; i++) {
		build();
		for (int k = 0; k < 1 + i % 4; k++)
			blob[(size_t)rand() % sizeof(blob)] = (uint8_t)rand();
		int err = parse((size_t)(i % 10 ? sizeof(blob) :
					  (size_t)rand() % sizeof(blob)));
		if (err && err != -EINVAL)
			bad++;
	}
	OK(bad == 0);
}

static void test_no_file(void)
{
	struct sd_dof *d = NULL;

	OK(sd_dof_read("/nonexistent/x", &d) == -ENOENT);
	OK(sd_dof_read("/proc/self/exe", &d) == -ENOENT);	/* no .SUNW_dof */
}

int main(void)
{
	RUN(test_good);
	RUN(test_header);
	RUN(test_sections);
	RUN(test_probes);
	RUN(test_concat);
	RUN(test_fuzz);
	RUN(test_no_file);
	return tap_done();
}
