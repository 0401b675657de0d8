/* symtab_test.c - sorted symbol tables (sym/symtab.h) choose the symbol
 * libdwfl's dwfl_module_addrinfo() chooses, for addresses at, inside,
 * at the end of and between the symbols of real objects: this program
 * itself, libc, python3.11 and libstdc++ (large tables with local, weak,
 * global and sizeless symbols). */
#include "tap.h"

#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include "sym/symtab.h"

static const Dwfl_Callbacks callbacks = {
	.find_elf = dwfl_linux_proc_find_elf,
	.find_debuginfo = dwfl_standard_find_debuginfo,
};

#define MAX_SYMS 2500	/* symbols looked at per module: libdwfl's lookups
			   are slow (one walk of its table each) */

/* The addresses to check in module m: around the start and end of up to
 * MAX_SYMS symbols spread over its table, and a point halfway. */
static size_t probes(Dwfl_Module *m, uint64_t **out)
{
	int n = dwfl_module_getsymtab(m), step = n / MAX_SYMS + 1;
	size_t k = 0;
	uint64_t *v = calloc((size_t)(n > 0 ? n : 0) * 6 + 1, sizeof(*v));

	for (int i = 1; i < n; i += step) {
		GElf_Sym s;
		GElf_Addr a;
		if (!dwfl_module_getsym_info(m, i, &s, &a, NULL, NULL, NULL))
			continue;
		uint64_t pts[6] = { a - 1, a, a + 1, a + s.st_size / 2,
				    a + s.st_size - 1, a + s.st_size };
		for (int j = 0; j < 6; j++)
			v[k++] = pts[j];
	}
	*out = v;
	return k;
}

/* Compares every probe address of m; returns the number that differ
 * (printing the first few). */
static size_t compare_module(Dwfl_Module *m, size_t *checked)
{
	Dwarf_Addr start = 0;
	const char *mname = dwfl_module_info(m, NULL, &start, NULL, NULL, NULL, NULL, NULL);
	struct sd_symtab *t = sd_symtab_of_module(m, start);
	uint64_t *v, so = 0;
	size_t n = probes(m, &v), bad = 0;
	const unsigned char *bid;
	GElf_Addr bid_vaddr;
	int nbid = dwfl_module_build_id(m, &bid, &bid_vaddr), tlen = 0;
	const uint8_t *tbid = t ? sd_symtab_build_id(t, &tlen) : NULL;

	if (nbid > 0 && !(tlen == nbid && memcmp(tbid, bid, (size_t)nbid) == 0)) {
		printf("# %s: the table's build-id differs\n", mname);
		bad++;
	}

	for (size_t i = 0; i < n; i++) {
		GElf_Off off = 0;
		GElf_Sym sym;
		if (v[i] < start)
			continue;
		const char *want = dwfl_module_addrinfo(m, v[i], &off, &sym, NULL, NULL, NULL);
		const char *got = t ? sd_symtab_lookup(t, v[i] - start, &so) : NULL;
		/* the table drops a default version's "@@VERSION" */
		const char *ver = want ? strstr(want, "@@") : NULL;
		size_t wlen = want ? (ver ? (size_t)(ver - want) : strlen(want)) : 0;
		bool same = want && got ? strlen(got) == wlen && !strncmp(want, got, wlen) &&
					  start + so == v[i] - off :
					  want == got;
		if (!same && bad++ < 5)
			printf("# %s 0x%llx: libdwfl %s+0x%llx, table %s+0x%llx\n", mname,
			       (unsigned long long)v[i], want ? want : "-", (unsigned long long)off,
			       got ? got : "-", (unsigned long long)(v[i] - start - so));
		(*checked)++;
	}
	free(v);
	sd_symtab_free(t);
	return bad;
}

static int each_module(Dwfl_Module *m, void **user, const char *name, Dwarf_Addr start,
		       void *arg)
{
	size_t *c = arg;

	c[0] += compare_module(m, &c[1]);
	return DWARF_CB_OK;
}

static void test_own_process(void)
{
	Dwfl *d = dwfl_begin(&callbacks);
	size_t c[2] = { 0, 0 };

	OK(dwfl_linux_proc_report(d, getpid()) == 0);
	OK(dwfl_report_end(d, NULL, NULL) == 0);
	dwfl_getmodules(d, each_module, c, 0);
	printf("# %zu addresses checked, %zu differ\n", c[1], c[0]);
	OK(c[1] > 5000);
	OK(c[0] == 0);
	dwfl_end(d);
}

static void test_file(const char *path)
{
	static const Dwfl_Callbacks off = {
		.find_elf = dwfl_build_id_find_elf,
		.find_debuginfo = dwfl_standard_find_debuginfo,
		.section_address = dwfl_offline_section_address,
	};
	Dwfl *d = dwfl_begin(&off);
	size_t checked = 0;

	if (access(path, R_OK) != 0) {
		SKIP(path);
		dwfl_end(d);
		return;
	}
	Dwfl_Module *m = dwfl_report_elf(d, path, path, -1, 0x400000, false);
	dwfl_report_end(d, NULL, NULL);
	OK(m != NULL);
	if (m) {
		size_t bad = compare_module(m, &checked);
		printf("# %s: %zu addresses checked, %zu differ\n", path, checked, bad);
		OK(checked > 1000);
		OK(bad == 0);
	}
	dwfl_end(d);
}

static void test_python(void)
{
	test_file("/usr/bin/python3.11");
	test_file("/usr/lib/x86_64-linux-gnu/libstdc++.so.6");
}

static void test_none(void)
{
	uint64_t so = 0;

	OK(sd_symtab_lookup(NULL, 0x1000, &so) == NULL);
}

int main(void)
{
	RUN(test_own_process);
	RUN(test_python);
	RUN(test_none);
	return tap_done();
}
