/* symtab_test.c - sorted symbol tables (sym/symtab.h) name an address as
 * DTrace's libproc Plookup_by_addr() does: checked against a plain walk
 * of each table (the symbol holding the address that starts closest to
 * it, the first of its aliases in byaddr_cmp_common() order) over real
 * objects (this program, libc, python3.11, libstdc++), and on libc's
 * aliases (strtol is strtoimax, free is cfree). */
#include "tap.h"

#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>
#include <gelf.h>

#include "sym/symtab.h"

#define MAX_SYMS 2500	/* symbols looked at per table */

struct ref {
	GElf_Sym best;
	const char *name;
	bool mixed;		/* an alias of best's value does not hold v */
	const char *got;	/* the table's name, when a holder at best's value */
};

static struct sd_symkey key(const GElf_Sym *s, const char *name)
{
	return (struct sd_symkey){ s->st_value, s->st_size, name, (uint8_t)GELF_ST_TYPE(s->st_info),
				   (uint8_t)GELF_ST_BIND(s->st_info) };
}

static bool same_name(const char *a, const char *b)
{
	size_t al = strcspn(a, "@"), bl = strcspn(b, "@");

	return al == bl && !strncmp(a, b, al);
}

/* One pass over a table for v (a file value): pass 0 finds the holder
 * of v starting closest to it, pass 1 the first of its aliases in
 * byaddr_cmp_common() order, whether aliases not holding v sit among them
 * (then libproc's walk back may stop at a later one), and whether the
 * table's answer got is one of the holders. */
static void walk(Elf *elf, Elf_Scn *scn, const GElf_Shdr *sh, uint64_t v, struct ref *r,
		 int pass, const char *got)
{
	Elf_Data *d = elf_getdata(scn, NULL);
	Elf_Data *sd = elf_getdata(elf_getscn(elf, sh->sh_link), NULL);
	size_t n = sh->sh_size / sh->sh_entsize;

	for (size_t i = 0; i < n; i++) {
		GElf_Sym s;
		int ty;
		if (!gelf_getsym(d, (int)i, &s) || s.st_name >= sd->d_size)
			continue;
		ty = GELF_ST_TYPE(s.st_info);
		if (ty != STT_FUNC && ty != STT_OBJECT && ty != STT_COMMON && ty != STT_TLS)
			continue;
		const char *nm = (const char *)sd->d_buf + s.st_name;
		bool holds = v >= s.st_value && v - s.st_value < s.st_size;
		if (pass == 0) {
			if (holds && (!r->name || s.st_value > r->best.st_value))
				r->best = s, r->name = nm;
			continue;
		}
		if (!r->name || s.st_value != r->best.st_value)
			continue;
		if (!holds) {
			r->mixed = true;
			continue;
		}
		struct sd_symkey a = key(&s, nm), b = key(&r->best, r->name);
		if (sd_sym_byaddr_cmp(&a, &b) < 0)
			r->best = s, r->name = nm;
		if (got && same_name(got, nm))
			r->got = got;
	}
}

/* Whether the table's got is the name libproc gives v: the walk's, or,
 * where aliases of other sizes make libproc's choice depend on its
 * search, one of the holders at the closest start. */
static bool reference(Elf *elf, Elf *symelf, uint64_t v, const char *got, const char **want)
{
	struct ref r[2] = { { .name = NULL }, { .name = NULL } };
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;

	for (int pass = 0; pass < 2; pass++) {
		while ((scn = elf_nextscn(elf, scn)))
			if (gelf_getshdr(scn, &sh) && sh.sh_type == SHT_DYNSYM)
				walk(elf, scn, &sh, v, &r[1], pass, got);
		while ((scn = elf_nextscn(symelf, scn)))
			if (gelf_getshdr(scn, &sh) && sh.sh_type == SHT_SYMTAB)
				walk(symelf, scn, &sh, v, &r[0], pass, got);
	}
	int k = !r[0].name;
	if (r[0].name && r[1].name) {
		struct sd_symkey a = key(&r[0].best, r[0].name), b = key(&r[1].best, r[1].name);
		k = sd_sym_byaddr_cmp(&a, &b) > 0;
	}
	*want = r[k].name;
	if (!got || !*want)
		return got == *want;
	return same_name(got, *want) || ((r[0].mixed || r[1].mixed) && (r[0].got || r[1].got));
}

static Dwfl_Module *open_file(Dwfl *d, const char *path)
{
	Dwfl_Module *m = dwfl_report_elf(d, path, path, -1, 0x400000, false);

	dwfl_report_end(d, NULL, NULL);
	return m;
}

/* The file whose .symtab the table reads: the object's own, else its
 * debug file's (as libdwfl finds it; DTrace would have none). */
static Elf *symtab_elf(Dwfl_Module *m, Elf *elf)
{
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;
	Dwarf_Addr bias;
	Dwarf *dw;

	while ((scn = elf_nextscn(elf, scn)))
		if (gelf_getshdr(scn, &sh) && sh.sh_type == SHT_SYMTAB)
			return elf;
	dw = dwfl_module_getdwarf(m, &bias);
	return dw ? dwarf_getelf(dw) : elf;
}

/* Compares addresses around up to MAX_SYMS symbols of the file. */
static void test_file(const char *path)
{
	static const Dwfl_Callbacks cb = { .find_elf = dwfl_build_id_find_elf,
					   .find_debuginfo = dwfl_standard_find_debuginfo,
					   .section_address = dwfl_offline_section_address };
	Dwfl *d = dwfl_begin(&cb);
	Dwfl_Module *m;
	size_t checked = 0, bad = 0;

	if (access(path, R_OK) != 0 || !(m = open_file(d, path))) {
		SKIP(path);
		dwfl_end(d);
		return;
	}
	Dwarf_Addr start = 0, bias = 0;
	dwfl_module_info(m, NULL, &start, NULL, NULL, NULL, NULL, NULL);
	Elf *elf = dwfl_module_getelf(m, &bias), *symelf = symtab_elf(m, elf);
	struct sd_symtab *t = sd_symtab_of_module(m, start);
	int n = dwfl_module_getsymtab(m), step = n / MAX_SYMS + 1;
	for (int i = 1; i < n; i += step) {
		GElf_Sym s;
		GElf_Addr a;
		if (!dwfl_module_getsym_info(m, i, &s, &a, NULL, NULL, NULL))
			continue;
		uint64_t pts[5] = { a, a + 1, a + s.st_size / 2, a + s.st_size - 1, a + s.st_size };
		for (int j = 0; j < 5; j++) {
			uint64_t so = 0, v = pts[j] - bias;
			if (pts[j] < start)
				continue;
			const char *want;
			const char *got = sd_symtab_lookup(t, pts[j] - start, &so);
			bool same = reference(elf, symelf, v, got, &want);
			if (!same && bad++ < 5)
				printf("# %s 0x%llx: walk %s, table %s\n", path,
				       (unsigned long long)v, want ? want : "-", got ? got : "-");
			checked++;
		}
	}
	printf("# %s: %zu addresses checked, %zu differ\n", path, checked, bad);
	OK(checked > 1000);
	OK(bad == 0);
	sd_symtab_free(t);
	dwfl_end(d);
}

static void test_files(void)
{
	char self[4096];
	ssize_t n = readlink("/proc/self/exe", self, sizeof(self) - 1);

	self[n > 0 ? n : 0] = 0;
	test_file(self);
	test_file("/lib/x86_64-linux-gnu/libc.so.6");
	test_file("/usr/bin/python3.11");
	test_file("/usr/lib/x86_64-linux-gnu/libstdc++.so.6");
}

/* The name libc's function fn's address gets. */
static void check_alias(const char *fn, const char *want)
{
	static const Dwfl_Callbacks cb = { .find_elf = dwfl_build_id_find_elf,
					   .find_debuginfo = dwfl_standard_find_debuginfo,
					   .section_address = dwfl_offline_section_address };
	const char *path = "/lib/x86_64-linux-gnu/libc.so.6";
	Dwfl *d = dwfl_begin(&cb);
	Dwfl_Module *m;

	if (access(path, R_OK) != 0 || !(m = open_file(d, path))) {
		SKIP(path);
		dwfl_end(d);
		return;
	}
	Dwarf_Addr start = 0;
	dwfl_module_info(m, NULL, &start, NULL, NULL, NULL, NULL, NULL);
	struct sd_symtab *t = sd_symtab_of_module(m, start);
	GElf_Sym s;
	GElf_Addr a = 0;
	for (int i = 1, n = dwfl_module_getsymtab(m); i < n; i++) {
		const char *nm = dwfl_module_getsym_info(m, i, &s, &a, NULL, NULL, NULL);
		if (nm && !strcmp(nm, fn))
			break;
		a = 0;
	}
	uint64_t so = 0;
	const char *got = a ? sd_symtab_lookup(t, a + 1 - start, &so) : NULL;
	printf("# %s+1: %s\n", fn, got ? got : "-");
	OK(got && !strcmp(got, want) && start + so == a);
	sd_symtab_free(t);
	dwfl_end(d);
}

static void test_aliases(void)
{
	check_alias("strtol", "strtoimax");
	check_alias("strtoll", "strtoimax");
	check_alias("free", "cfree");
	check_alias("malloc", "malloc");
}

static void test_order(void)
{
	struct sd_symkey f = { 16, 8, "b", STT_FUNC, STB_GLOBAL };
	struct sd_symkey o = { 16, 4, "a", STT_OBJECT, STB_GLOBAL };
	struct sd_symkey l = { 16, 4, "a", STT_FUNC, STB_LOCAL };
	struct sd_symkey u = { 16, 4, "__a", STT_FUNC, STB_WEAK };
	struct sd_symkey dl = { 16, 4, "$x", STT_FUNC, STB_GLOBAL };

	OK(sd_sym_byaddr_cmp(&f, &o) < 0);	/* a function first */
	OK(sd_sym_byaddr_cmp(&f, &l) < 0);	/* then non-local */
	OK(sd_sym_byaddr_cmp(&dl, &u) > 0);	/* '$' last */
	OK(sd_sym_byaddr_cmp(&u, &f) > 0);	/* fewer '_' */
	OK(sd_symtab_lookup(NULL, 0x1000, &(uint64_t){ 0 }) == NULL);
}

int main(void)
{
	elf_version(EV_CURRENT);
	RUN(test_files);
	RUN(test_aliases);
	RUN(test_order);
	return tap_done();
}
