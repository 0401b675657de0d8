/* later_test.c - the files later processes would run (sym/later.c): a
 * PATH and a dynamic linker's cache made here, each file once, and the
 * providers of real files' SDT notes (python3.11's "python"). */
#include "tap.h"
#include "sym/later.h"
#include "prov/uprobe.h"

#include <errno.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

struct names {
	char v[16][4096];
	int n;
};

static void add_name(const char *path, void *ctx)
{
	struct names *n = ctx;

	if (n->n < 16)
		snprintf(n->v[n->n++], sizeof(n->v[0]), "%s", path);
}

static bool has(const struct names *n, const char *suffix)
{
	for (int i = 0; i < n->n; i++) {
		size_t a = strlen(n->v[i]), b = strlen(suffix);
		if (a >= b && !strcmp(n->v[i] + a - b, suffix))
			return true;
	}
	return false;
}

static void write_file(const char *path, const char *text, mode_t mode)
{
	FILE *f = fopen(path, "w");

	if (f) {
		fputs(text, f);
		fclose(f);
	}
	chmod(path, mode);
}

/* A cache in glibc's format naming the given paths. */
static void write_cache(const char *path, const char *const *libs, uint32_t n)
{
	char buf[4096] = "glibc-ld.so.cache1.1";
	uint32_t str = 48 + 24 * n;

	memcpy(buf + 20, &n, 4);
	for (uint32_t i = 0; i < n; i++) {
		memcpy(buf + 48 + 24 * i + 8, &str, 4);
		strcpy(buf + str, libs[i]);
		str += (uint32_t)strlen(libs[i]) + 1;
	}
	FILE *f = fopen(path, "w");
	if (f) {
		fwrite(buf, 1, str, f);
		fclose(f);
	}
}

static void test_objects(void)
{
	char dir[] = "/tmp/sonda-later-XXXXXX", p[8192], q[8192], env[8192];
	struct names n = { .n = 0 };

	if (!mkdtemp(dir)) {
		SKIP("no temporary directory");
		return;
	}
	snprintf(p, sizeof(p), "%s/bin", dir);
	mkdir(p, 0755);
	snprintf(p, sizeof(p), "%s/bin/prog", dir);
	write_file(p, "x", 0755);
	snprintf(q, sizeof(q), "%s/bin/alias", dir);
	(void)symlink(p, q);
	snprintf(p, sizeof(p), "%s/bin/data", dir);
	write_file(p, "x", 0644);
	snprintf(p, sizeof(p), "%s/libx.so.1", dir);
	write_file(p, "x", 0644);
	const char *libs[] = { p, p, "/nonexistent/liby.so" };
	snprintf(q, sizeof(q), "%s/cache", dir);
	write_cache(q, libs, 3);
	snprintf(env, sizeof(env), "%s/bin:relative:%s/bin", dir, dir);
	OK(sd_later_objects(env, q, add_name, &n) == 2);
	OK(n.n == 2 && (has(&n, "/bin/prog") || has(&n, "/bin/alias")) && has(&n, "/libx.so.1"));
	OK(!has(&n, "/bin/data"));
	snprintf(p, sizeof(p), "rm -rf %s", dir);
	(void)system(p);
}

static bool is_python(const char *prov, void *ctx)
{
	(*(int *)ctx)++;
	return !strcmp(prov, "python");
}

static void test_providers(void)
{
	int seen = 0;

	if (access("/usr/bin/python3.11", R_OK)) {
		SKIP("no /usr/bin/python3.11");
		return;
	}
	OK(sd_sdt_has_prov("/usr/bin/python3.11", is_python, &seen) && seen == 1);
	seen = 0;
	OK(!sd_sdt_has_prov("/bin/sh", is_python, &seen) && seen == 0);
	OK(!sd_sdt_has_prov("/etc/passwd", is_python, &seen));
	OK(!sd_sdt_has_prov("/nonexistent", is_python, &seen));
}

struct scan {
	size_t files, found;
};

static bool any(const char *prov, void *ctx)
{
	return true;
}

static void count_sdt(const char *path, void *ctx)
{
	struct scan *s = ctx;

	s->files++;
	s->found += sd_sdt_has_prov(path, any, NULL);
}

/* The whole system's scan: what it costs (printed, not asserted). */
static void test_system(void)
{
	struct scan s = { 0, 0 };
	struct timespec a, b;

	clock_gettime(CLOCK_MONOTONIC, &a);
	sd_later_objects(getenv("PATH"), NULL, count_sdt, &s);
	clock_gettime(CLOCK_MONOTONIC, &b);
	printf("# %zu files, %zu with SDT notes, %.1f ms\n", s.files, s.found,
	       (b.tv_sec - a.tv_sec) * 1e3 + (b.tv_nsec - a.tv_nsec) / 1e6);
	OK(s.files > 0);
}

/* Two copies of one program at different paths: one build-id, one ELF
 * reading for both (each container's copy of a library); another program
 * has another. */
static void test_build_id(void)
{
	char dir[] = "/tmp/sonda-later-XXXXXX", a[4096], b[4096], cmd[8400];
	uint8_t ida[64], idb[64], idc[64];
	struct sd_probe_tab tab;
	int na, nb, nc;

	if (!mkdtemp(dir) || access("/bin/true", R_OK) || access("/bin/false", R_OK)) {
		SKIP("no temporary directory or /bin/true");
		return;
	}
	snprintf(a, sizeof(a), "%s/a", dir);
	snprintf(b, sizeof(b), "%s/b", dir);
	snprintf(cmd, sizeof(cmd), "cp /bin/true %s && cp /bin/true %s", a, b);
	if (system(cmd) != 0) {
		SKIP("cannot copy /bin/true");
		return;
	}
	na = sd_elf_build_id(a, ida, sizeof(ida));
	nb = sd_elf_build_id(b, idb, sizeof(idb));
	nc = sd_elf_build_id("/bin/false", idc, sizeof(idc));
	OK(na >= 16 && na == nb && !memcmp(ida, idb, (size_t)na));
	OK(nc == na && memcmp(ida, idc, (size_t)na));
	OK(sd_elf_build_id("/etc/passwd", ida, sizeof(ida)) == -ENOENT);
	OK(sd_elf_build_id("/nonexistent", ida, sizeof(ida)) == -ENOENT);
	sd_probe_tab_init(&tab);
	struct sd_elf *ea = sd_ustate_elf(&tab, a), *eb = sd_ustate_elf(&tab, b);
	OK(ea && ea == eb);
	OK(sd_ustate_elf(&tab, "/bin/false") != ea);
	sd_probe_tab_free(&tab);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	(void)system(cmd);
}

int main(void)
{
	RUN(test_objects);
	RUN(test_providers);
	RUN(test_system);
	RUN(test_build_id);
	return tap_done();
}
