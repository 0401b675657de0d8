/* uelf_test.c - user-space tracing's ELF/DWARF side: function symbols,
 * file offsets, SDT notes and their operand specs, module name aliases,
 * provider names with a pid, DWARF parameters, globals and structs. The
 * fixture is compiled here with cc -g. */
#include "prov/uprobe.h"
#include "sym/dwarf.h"
#include "sym/elf.h"
#include "sym/maps.h"
#include "cfixture.h"
#include "tap.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char fixture[] =
	"#include <sys/sdt.h>\n"
	"struct req { int id; const char *name; long size; };\n"
	"long fx_counter = 3;\n"
	"__attribute__((noinline)) int fx_handle(struct req *r) { return r->id + 1; }\n"
	"__attribute__((noinline)) long fx_add(long a, int b) { return a + b; }\n"
	"int main(int argc, char **argv) {\n"
	"	struct req r = { argc, argv[0], 5 };\n"
	"	DTRACE_PROBE2(fx, hit__me, argc, fx_counter);\n"
	"	return fx_handle(&r) + (int)fx_add(argc, 2);\n"
	"}\n";

static struct cfixture fx;

static void test_elf(void)
{
	struct sd_elf *e = sd_elf_open(fx.bin);
	const struct sd_elf_func *f;
	uint64_t off = 0;

	OK(e != NULL);
	if (!e)
		return;
	OK(e->is_dyn);
	f = sd_elf_func_by_name(e, "fx_add");
	OK(f && f->size > 0);
	OK(f && sd_elf_func_at(e, f->addr + 1) == f);
	OK(f && sd_elf_file_off(e, f->addr, &off) == 0 && off > 0);
	OK(sd_elf_func_by_name(e, "no_such_function") == NULL);
	OK(e->nnotes == 1);
	if (e->nnotes == 1) {
		STREQ(e->notes[0].prov, "fx");
		STREQ(e->notes[0].name, "hit__me");
		f = sd_elf_func_at(e, e->notes[0].pc);
		STREQ(f ? f->name : "", "main");
		OK(e->notes[0].sema == 0);
	}
	OK(sd_elf_open("/nonexistent") == NULL);
	sd_elf_free(e);
}

static void test_usdt_args(void)
{
	struct sd_uarg a[SD_MAX_ARGS];

	OK(sd_usdt_parse_args("-4@%edi 8@-16(%rbp) 4@$5 2@(%rax) -1@%r12b", a) == 5);
	OK(a[0].kind == SD_UARG_REG && a[0].size == -4 && a[0].reg == 112);
	OK(a[1].kind == SD_UARG_MEM && a[1].size == 8 && a[1].reg == 32 && a[1].val == -16);
	OK(a[2].kind == SD_UARG_CONST && a[2].val == 5);
	OK(a[3].kind == SD_UARG_MEM && a[3].reg == 80 && a[3].val == 0);
	OK(a[4].kind == SD_UARG_REG && a[4].reg == 24 && a[4].size == -1);
	OK(sd_usdt_parse_args("-8@gctr(%rip) 4@sym+8(%rip) 4@x-4(%rip)", a) == 3);
	OK(a[0].kind == SD_UARG_ABS && !strcmp(a[0].sym, "gctr") && a[0].val == 0);
	OK(a[1].kind == SD_UARG_ABS && !strcmp(a[1].sym, "sym") && a[1].val == 8);
	OK(a[2].kind == SD_UARG_ABS && !strcmp(a[2].sym, "x") && a[2].val == -4);
	OK(sd_usdt_parse_args("8@sym(%rax) 4@%eax", a) == 0);	/* stops */
	OK(sd_usdt_parse_args("3@%eax", a) == 0);
	OK(sd_usdt_parse_args("", a) == 0);
}

static void test_names(void)
{
	char name[32];
	pid_t pid = 0;

	OK(sd_modname_match("libc.so.6", false, "libc.so.6"));
	OK(sd_modname_match("libc.so.6", false, "libc.so"));
	OK(sd_modname_match("libc.so.6", false, "libc"));
	OK(sd_modname_match("libc.so.6", false, "libc*"));
	OK(!sd_modname_match("libc.so.6", false, "libm"));
	OK(!sd_modname_match("libc.so.6", false, "a.out"));
	OK(sd_modname_match("date", true, "a.out"));
	OK(sd_modname_match("date", true, "date"));
	OK(sd_uprov_split("pid1234", name, sizeof(name), &pid) && pid == 1234);
	STREQ(name, "pid");
	OK(sd_uprov_split("my_prov42", name, sizeof(name), &pid) && pid == 42);
	STREQ(name, "my_prov");
	OK(!sd_uprov_split("pid", name, sizeof(name), &pid));
	OK(!sd_uprov_split("1234", name, sizeof(name), &pid));
	OK(!sd_uprov_split("pid0", name, sizeof(name), &pid));
}

static void test_dwarf(void)
{
	struct sd_dwarf *d = sd_dwarf_open(fx.bin);
	struct sd_dwvar v[4];
	struct sd_dwmember m[4];
	uint64_t entry = 0;

	OK(d != NULL);
	if (!d)
		return;
	OK(sd_dwarf_params(d, "fx_handle", v, 4, &entry) == 1 && entry > 0);
	STREQ(v[0].name, "r");
	STREQ(v[0].type, "struct req *");
	OK(v[0].loc == SD_DWLOC_REG && v[0].reg == 112 && v[0].size == 8);
	OK(sd_dwarf_params(d, "fx_add", v, 4, NULL) == 2);
	STREQ(v[0].type, "long");
	STREQ(v[1].type, "int");
	OK(v[1].loc == SD_DWLOC_REG && v[1].reg == 104 && v[1].size == 4);
	OK(sd_dwarf_params(d, "nope", v, 4, NULL) == -ENOENT);
	OK(sd_dwarf_global(d, "fx_counter", &v[0]) == 0);
	STREQ(v[0].type, "long");
	OK(v[0].loc == SD_DWLOC_ADDR && v[0].addr > 0);
	OK(sd_dwarf_members(d, "struct req", m, 4) == 3);
	STREQ(m[1].name, "name");
	STREQ(m[1].type, "const char *");
	OK(m[1].off == 8 && m[2].off == 16 && m[0].size == 4);
	OK(sd_dwarf_members(d, "struct nope", m, 4) == -ENOENT);
	sd_dwarf_free(d);
}

long uelf_global = 42;
struct uelf_pair { int a; long b; };

static void add(struct sd_probe *p, void *arg)
{
	*(struct sd_probe **)arg = p;
}

/* The provider side of D's a.out`name and args[0]->member, on this very
 * process: a pid probe on main, then its globals and struct layouts. */
static void test_uprobe_dwarf(void)
{
	struct sd_probe_tab tab;
	struct sd_pdesc d;
	struct sd_probe *p = NULL;
	struct sd_uglobal g;
	struct sd_dwmember m[4];
	char desc[64];
	struct uelf_pair pair = { 1, 2 };

	sd_probe_tab_init(&tab);
	pid_t twin = cfixture_twin();
	snprintf(desc, sizeof(desc), "pid%d:a.out:main:entry", (int)twin);
	OK(sd_pdesc_parse(desc, &d, NULL) == 0);
	OK(sd_probe_match(&tab, &d, add, &p) == 1 && p);
	if (p) {
		OK(sd_uprobe_global(p, "a.out", "uelf_global", &g) == 0);
		OK(g.addr == (uint64_t)(uintptr_t)&uelf_global && g.from_dwarf);
		STREQ(g.type, "long");
		OK(sd_uprobe_global(p, "", "no_such_global_x", &g) == -ENOENT);
		OK(sd_uprobe_members(p, "struct uelf_pair", m, 4) == 2 + 0 * pair.a);
		OK(m[1].off == 8 && m[1].size == 8);
	}
	sd_pdesc_free(&d);
	sd_probe_tab_free(&tab);
	cfixture_twin_end(twin);
}

int main(void)
{
	if (cfixture_build(&fx, fixture, "-g -O1 -fno-inline") != 0) {
		printf("1..0 # SKIP cannot compile the fixture\n");
		return 0;
	}
	RUN(test_elf);
	RUN(test_usdt_args);
	RUN(test_names);
	RUN(test_dwarf);
	RUN(test_uprobe_dwarf);
	if (cfixture_remove(&fx) != 0)
		return 1;
	return tap_done();
}
