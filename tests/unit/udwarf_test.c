/* udwarf_test.c - DWARF types and variables for D (sym/dwarf.c's type
 * walker, parameters and locals at an address, lang/utypes.c's D types
 * and variable lookup). The fixture is compiled here with cc -g -O0;
 * the lookup through a pid probe runs on this very process. */
#include "lang/types.h"
#include "prov/uprobe.h"
#include "lang/utypes.h"
#include "sym/dwarf.h"
#include "cfixture.h"
#include "tap.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/arena.h"

static const char fixture[] =
	"enum col { RED, BLUE = 7 };\n"
	"struct pt { int x, y; };\n"
	"struct node { const char *name; struct pt at; char tag[6];\n"
	"	struct node *next; enum col c; unsigned f : 3, g : 5; };\n"
	"typedef struct node node_t;\n"
	"typedef unsigned long my_size_t;\n"
	"node_t *fx_head;\n"
	"__attribute__((noinline)) my_size_t fx_walk(node_t *n, int k) {\n"
	"	my_size_t total = 0;\n"
	"	for (; n; n = n->next) total += n->at.x * k;\n"
	"	return total;\n"
	"}\n"
	"int main(void) { struct node a = { \"a\" }; fx_head = &a; return (int)fx_walk(&a, 2); }\n";

static struct cfixture fx;

/* The field called name of the struct at off, or NULL. */
static const struct sd_dwfield *field(struct sd_dwarf *d, uint64_t off, const char *name)
{
	static struct sd_dwfield f[16];
	int n = sd_dwarf_fields(d, off, f, 16);

	for (int i = 0; i < n; i++)
		if (f[i].name && !strcmp(f[i].name, name))
			return &f[i];
	return NULL;
}

static void test_types(void)
{
	struct sd_dwarf *d = sd_dwarf_open(fx.bin);
	struct sd_dwvar v[4];
	struct sd_dwtype t, s;
	struct sd_dwenum e[4];
	const struct sd_dwfield *f;
	uint64_t ret = 0;

	OK(d != NULL);
	if (!d)
		return;
	OK(sd_dwarf_params(d, "fx_walk", v, 4, NULL) == 2);
	OK(sd_dwarf_type(d, v[0].type_off, &t) == 0 && t.kind == SD_DWT_PTR && t.size == 8);
	OK(sd_dwarf_type(d, t.ref, &t) == 0 && t.kind == SD_DWT_TYPEDEF);
	STREQ(t.name, "node_t");
	OK(sd_dwarf_type(d, t.ref, &s) == 0 && s.kind == SD_DWT_STRUCT && !s.declaration);
	STREQ(s.name, "node");
	OK(sd_dwarf_fields(d, s.ref, (struct sd_dwfield[16]){ 0 }, 16) == 7);
	OK((f = field(d, s.ref, "at")) && f->off == 8);
	OK((f = field(d, s.ref, "tag")) && sd_dwarf_type(d, f->type, &t) == 0 &&
	   t.kind == SD_DWT_ARRAY && t.nelem == 6 && t.size == 6);
	OK(sd_dwarf_type(d, t.ref, &t) == 0 && t.kind == SD_DWT_INT && t.is_char);
	OK((f = field(d, s.ref, "f")) && f->bits == 3 && f->off * 8 + f->bit_off == 36 * 8);
	OK((f = field(d, s.ref, "g")) && f->bits == 5 && f->off * 8 + f->bit_off == 36 * 8 + 3);
	OK((f = field(d, s.ref, "c")) && sd_dwarf_type(d, f->type, &t) == 0 &&
	   t.kind == SD_DWT_ENUM && sd_dwarf_enums(d, t.ref, e, 4) == 2);
	OK(e[1].value == 7);
	STREQ(e[1].name, "BLUE");
	OK((f = field(d, s.ref, "name")) && sd_dwarf_type(d, f->type, &t) == 0 &&
	   t.kind == SD_DWT_PTR && sd_dwarf_type(d, t.ref, &t) == 0 && t.is_char);
	OK(sd_dwarf_ret_type(d, "fx_walk", &ret) == 0 && ret);
	STREQ(sd_dwarf_type_text(d, ret), "my_size_t");
	OK(sd_dwarf_ret_type(d, "nope", &ret) == -ENOENT);
	sd_dwarf_free(d);
}

static void test_locals(void)
{
	struct sd_dwarf *d = sd_dwarf_open(fx.bin);
	struct sd_dwvar v;
	int param = 9;

	OK(d != NULL);
	if (!d)
		return;
	/* -O0: parameters and locals live in the frame: memory at rsp + x at
	 * the entry (the CFA is rsp + 8 there) */
	OK(sd_dwarf_local(d, "fx_walk", 0, "k", &v, &param) == 0 && param == 1);
	OK(v.loc == SD_DWLOC_MEM && v.reg == 152);
	OK(sd_dwarf_local(d, "fx_walk", 0, "total", &v, &param) == 0 && param == -1);
	OK(v.loc == SD_DWLOC_MEM && v.size == 8);
	OK(sd_dwarf_local(d, "fx_walk", 0, "nothere", &v, NULL) == -ENOENT);
	sd_dwarf_free(d);
}

struct ud_pair { int a; struct ud_pair *next; unsigned bits : 4; };
struct ud_pair ud_global = { 5, NULL, 3 };

__attribute__((noinline)) int ud_func(struct ud_pair *p, long n)
{
	return p->a + (int)n;
}

static void add(struct sd_probe *p, void *arg)
{
	*(struct sd_probe **)arg = p;
}

/* D types and variables through a pid probe on this process. */
static void test_utypes(void)
{
	struct sd_probe_tab tab;
	struct sd_arena arena = { 0 };
	struct sd_typetab tt;
	struct sd_pdesc d;
	struct sd_probe *p = NULL;
	struct sd_uvar v;
	struct sd_type *t;
	char desc[64];

	sd_probe_tab_init(&tab);
	sd_types_init(&tt, &arena, 256);
	pid_t twin = cfixture_twin();
	snprintf(desc, sizeof(desc), "pid%d:a.out:ud_func:entry", (int)twin);
	OK(sd_pdesc_parse(desc, &d, NULL) == 0);
	OK(sd_probe_match(&tab, &d, add, &p) == 1 && p);
	if (p) {
		OK(sd_uprobe_is_user(p));
		t = sd_utype_arg(&tt, p, 0);
		OK(t && t->kind == SD_T_PTR && t->is_user);
		STREQ(t ? t->name : "", "struct ud_pair *");
		OK(t && sd_type_member(&tt, t->base, "bits") &&
		   sd_type_member(&tt, t->base, "bits")->bits == 4);
		OK(t && sd_type_member(&tt, t->base, "next")->type->base == t->base);
		t = sd_utype_arg(&tt, p, 1);
		OK(t && t->kind == SD_T_INT && t->size == 8 && t->is_signed);
		OK(sd_utype_arg(&tt, p, 2) == NULL);
		OK(sd_uvar_find(&tt, p, "", "ud_global", &v) == 0 && v.is_global);
		OK(v.loc == SD_DWLOC_ADDR && v.addr == (uint64_t)(uintptr_t)&ud_global);
		OK(v.type && v.type->kind == SD_T_STRUCT);
		OK(sd_uvar_find(&tt, p, "a.out", "ud_global", &v) == 0);
		OK(sd_uvar_find(NULL, p, "", "n", &v) == 0 && v.loc == SD_DWLOC_REG &&
		   v.reg == 104);
		OK(sd_uvar_find(&tt, p, "", "no_such_var_x", &v) == -ENOENT);
		OK(sd_uvar_find(&tt, p, "no_such_module", "ud_global", &v) == -ESRCH);
	}
	sd_pdesc_free(&d);
	sd_probe_tab_free(&tab);
	sd_arena_release(&arena);
	cfixture_twin_end(twin);
	OK(ud_func(&ud_global, 1) == 6);
}

int main(void)
{
	if (cfixture_build(&fx, fixture, "-g -O0") != 0) {
		printf("1..0 # SKIP cannot compile the fixture\n");
		return 0;
	}
	RUN(test_types);
	RUN(test_locals);
	RUN(test_utypes);
	if (cfixture_remove(&fx) != 0)
		return 1;
	return tap_done();
}
