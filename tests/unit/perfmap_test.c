/* perfmap_test.c - perf map files (/tmp/perf-PID.map): parsing, the later
 * of two overlapping lines winning, reading what is appended, a line
 * still being written, a replaced file, a file older than the process,
 * a file that appears late. */
#include "sym/perfmap.h"
#include "tap.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char path[] = "/tmp/perfmap_testXXXXXX";

static void put(const char *mode, const char *text)
{
	FILE *f = fopen(path, mode);

	if (!f)
		return;
	fputs(text, f);
	fclose(f);
}

/* The name at a, or "-" when none. */
static const char *at(struct sd_perfmap *pm, uint64_t a, uint64_t *start)
{
	const char *name;
	uint64_t s = 0;

	if (sd_perfmap_lookup(pm, a, &s, &name) < 0)
		return "-";
	if (start)
		*start = s;
	return name;
}

static void test_parse(void)
{
	struct sd_perfmap *pm;
	uint64_t s = 0;

	put("w", "1000 100 JS:*hot /tmp/a.js:1:17\n"
		 "0x2000 0x10 LazyCompile:~f\n"
		 "junk line\n"
		 "3000 0 zero-size\n"
		 "4000 20\n"
		 "5000 10 py::f:/x.py\r\n");
	pm = sd_perfmap_new(path, 0);
	STREQ(at(pm, 0x1000, &s), "JS:*hot /tmp/a.js:1:17");
	OK(s == 0x1000);
	STREQ(at(pm, 0x10ff, &s), "JS:*hot /tmp/a.js:1:17");
	STREQ(at(pm, 0x1100, NULL), "-");
	STREQ(at(pm, 0x0fff, NULL), "-");
	STREQ(at(pm, 0x200f, &s), "LazyCompile:~f");
	OK(s == 0x2000);
	STREQ(at(pm, 0x3000, NULL), "-");
	STREQ(at(pm, 0x4000, NULL), "-");
	STREQ(at(pm, 0x5001, NULL), "py::f:/x.py");
	OK(sd_perfmap_count(pm) == 3);
	STREQ(sd_perfmap_name(pm), strrchr(path, '/') + 1);
	sd_perfmap_free(pm);
}

static void test_overlap(void)
{
	struct sd_perfmap *pm;
	uint64_t s = 0;

	/* a big old entry, code replaced inside it, then over the replacement */
	put("w", "1000 1000 old\n"
		 "1800 100 newer\n"
		 "1000 10 first\n"
		 "1820 10 newest\n");
	pm = sd_perfmap_new(path, 0);
	STREQ(at(pm, 0x1005, &s), "first");
	STREQ(at(pm, 0x1010, &s), "old");
	OK(s == 0x1000);
	STREQ(at(pm, 0x1810, &s), "newer");
	OK(s == 0x1800);
	STREQ(at(pm, 0x1825, &s), "newest");
	STREQ(at(pm, 0x1830, NULL), "newer");
	STREQ(at(pm, 0x1fff, NULL), "old");
	sd_perfmap_free(pm);
}

static void test_growth(void)
{
	struct sd_perfmap *pm;

	put("w", "1000 10 a\n2000 10 b");	/* b: still being written */
	pm = sd_perfmap_new(path, 0);
	STREQ(at(pm, 0x1000, NULL), "a");
	STREQ(at(pm, 0x2000, NULL), "-");
	put("a", "ee\n3000 10 c\n");
	/* a miss looks at the file again */
	STREQ(at(pm, 0x2000, NULL), "bee");
	STREQ(at(pm, 0x3000, NULL), "c");
	OK(sd_perfmap_count(pm) == 3);
	/* replaced by a shorter file: read again from the start */
	unlink(path);
	put("w", "4000 10 d\n");
	STREQ(at(pm, 0x4000, NULL), "d");
	OK(sd_perfmap_count(pm) == 1);
	/* the file is gone: what was read stays */
	unlink(path);
	STREQ(at(pm, 0x4000, NULL), "d");
	sd_perfmap_free(pm);
}

/* a map older than the process is another's that had the same pid */
static void test_stale(void)
{
	struct sd_perfmap *pm;
	struct timespec old[2] = { { .tv_sec = 1000 }, { .tv_sec = 1000 } };

	put("w", "1000 10 stale\n");
	utimensat(AT_FDCWD, path, old, 0);
	pm = sd_perfmap_new(path, 2000);
	STREQ(at(pm, 0x1000, NULL), "-");
	put("w", "1000 10 fresh\n");	/* rewritten now */
	STREQ(at(pm, 0x1000, NULL), "fresh");
	sd_perfmap_free(pm);
}

static void test_late(void)
{
	struct sd_perfmap *pm = sd_perfmap_new(path, 0);

	unlink(path);
	STREQ(at(pm, 0x1000, NULL), "-");
	put("w", "1000 10 late\n");
	STREQ(at(pm, 0x1000, NULL), "late");
	sd_perfmap_free(pm);
}

int main(void)
{
	int fd = mkstemp(path);

	if (fd < 0) {
		printf("1..0 # SKIP cannot make a temporary file\n");
		return 0;
	}
	close(fd);
	RUN(test_parse);
	RUN(test_overlap);
	RUN(test_growth);
	RUN(test_stale);
	RUN(test_late);
	unlink(path);
	return tap_done();
}
