/* dwarf.c - function parameters, globals and struct layouts from DWARF. */
#include "dwarf.h"

#include <dwarf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <elfutils/libdw.h>
#include <elfutils/libdwfl.h>

#include "../base/arena.h"

/* A function definition's name and DIE, for the name index. */
struct fent {
	const char *name;	/* borrowed from libdw's string section */
	Dwarf_Off off;
};

struct sd_dwarf {
	Dwfl *dwfl;
	Dwarf *dw;
	struct sd_arena arena;	/* type texts */
	struct fent *funcs;	/* sorted by name; built on first use */
	size_t nfuncs, cap;
	bool indexed;
};

static char *debuginfo_path;

static const Dwfl_Callbacks offline_cb = {
	.find_elf = dwfl_build_id_find_elf,
	.find_debuginfo = dwfl_standard_find_debuginfo,
	.section_address = dwfl_offline_section_address,
	.debuginfo_path = &debuginfo_path,
};

struct sd_dwarf *sd_dwarf_open(const char *path)
{
	struct sd_dwarf *d = calloc(1, sizeof(*d));
	Dwfl_Module *m;
	Dwarf_Addr bias;

	if (!d || !(d->dwfl = dwfl_begin(&offline_cb)))
		goto err;
	m = dwfl_report_offline(d->dwfl, "", path, -1);
	dwfl_report_end(d->dwfl, NULL, NULL);
	if (!m || !(d->dw = dwfl_module_getdwarf(m, &bias)))
		goto err;
	return d;
err:
	sd_dwarf_free(d);
	errno = ENOENT;
	return NULL;
}

void sd_dwarf_free(struct sd_dwarf *d)
{
	if (!d)
		return;
	if (d->dwfl)
		dwfl_end(d->dwfl);
	free(d->funcs);
	sd_arena_release(&d->arena);
	free(d);
}

/* ---- types as C text ---- */

static const char *const base_names[][2] = {
	{ "long int", "long" }, { "long unsigned int", "unsigned long" },
	{ "short int", "short" }, { "short unsigned int", "unsigned short" },
	{ "long long int", "long long" },
	{ "long long unsigned int", "unsigned long long" },
};

static const char *base_name(const char *n)
{
	for (size_t i = 0; i < SD_ARRAY_SIZE(base_names); i++)
		if (!strcmp(n, base_names[i][0]))
			return base_names[i][1];
	return n;
}

/* The type text of die into buf (suffix: what follows the name, for
 * arrays). */
static void type_text(Dwarf_Die *die, char *buf, size_t size, int depth)
{
	Dwarf_Attribute at;
	Dwarf_Die t;
	const char *name = dwarf_diename(die);
	char inner[256];
	bool has = dwarf_formref_die(dwarf_attr_integrate(die, DW_AT_type, &at), &t) != NULL;

	if (depth > 16) {
		snprintf(buf, size, "void");
		return;
	}
	inner[0] = '\0';
	if (has)
		type_text(&t, inner, sizeof(inner), depth + 1);
	switch (dwarf_tag(die)) {
	case DW_TAG_base_type:
		snprintf(buf, size, "%s", base_name(name ? name : "int"));
		return;
	case DW_TAG_typedef:
		snprintf(buf, size, "%s", name ? name : inner);
		return;
	case DW_TAG_pointer_type:
		snprintf(buf, size, "%s *", has ? inner : "void");
		return;
	case DW_TAG_const_type:
		snprintf(buf, size, "const %s", has ? inner : "void");
		return;
	case DW_TAG_volatile_type:
		snprintf(buf, size, "volatile %s", has ? inner : "void");
		return;
	case DW_TAG_structure_type:
		snprintf(buf, size, "struct %s", name ? name : "");
		return;
	case DW_TAG_union_type:
		snprintf(buf, size, "union %s", name ? name : "");
		return;
	case DW_TAG_enumeration_type:
		snprintf(buf, size, "enum %s", name ? name : "");
		return;
	case DW_TAG_array_type:
		snprintf(buf, size, "%s *", inner);	/* decays */
		return;
	default:
		snprintf(buf, size, "%s", has ? inner : "void");
		return;
	}
}

/* Type text and size of the DW_AT_type of die. */
static void die_type(struct sd_dwarf *d, Dwarf_Die *die, const char **text, uint64_t *size)
{
	Dwarf_Attribute at;
	Dwarf_Die t;
	Dwarf_Word sz = 0;
	char buf[256];

	if (!dwarf_formref_die(dwarf_attr_integrate(die, DW_AT_type, &at), &t)) {
		*text = "void";
		*size = 0;
		return;
	}
	type_text(&t, buf, sizeof(buf), 0);
	*text = sd_arena_strdup(&d->arena, buf);
	*size = dwarf_aggregate_size(&t, &sz) == 0 ? sz : 8;
}

/* ---- locations ---- */

/* DWARF x86-64 register numbers to struct pt_regs offsets. */
static int reg_off(unsigned r)
{
	static const int16_t off[] = {
		80, 96, 88, 40, 104, 112, 32, 152,	/* ax dx cx bx si di bp sp */
		72, 64, 56, 48, 24, 16, 8, 0,		/* r8 .. r15 */
		128,					/* rip */
	};
	return r < SD_ARRAY_SIZE(off) ? off[r] : -1;
}

/* One simple location expression: reg, breg+off, fbreg (frame base =
 * CFA at entry = rsp + 8) or addr. */
static void set_loc(struct sd_dwvar *v, const Dwarf_Op *e, size_t n)
{
	v->loc = SD_DWLOC_NONE;
	if (n != 1)
		return;
	if (e->atom >= DW_OP_reg0 && e->atom <= DW_OP_reg16) {
		v->loc = SD_DWLOC_REG;
		v->reg = (int16_t)reg_off(e->atom - DW_OP_reg0);
	} else if (e->atom == DW_OP_regx && reg_off((unsigned)e->number) >= 0) {
		v->loc = SD_DWLOC_REG;
		v->reg = (int16_t)reg_off((unsigned)e->number);
	} else if (e->atom >= DW_OP_breg0 && e->atom <= DW_OP_breg16) {
		v->loc = SD_DWLOC_MEM;
		v->reg = (int16_t)reg_off(e->atom - DW_OP_breg0);
		v->off = (int64_t)e->number;
	} else if (e->atom == DW_OP_fbreg) {
		v->loc = SD_DWLOC_MEM;
		v->reg = 152;	/* rsp */
		v->off = (int64_t)e->number + 8;
	} else if (e->atom == DW_OP_addr) {
		v->loc = SD_DWLOC_ADDR;
		v->addr = e->number;
	}
}

static void var_at(struct sd_dwarf *d, Dwarf_Die *die, Dwarf_Addr pc, struct sd_dwvar *v)
{
	Dwarf_Attribute at;
	Dwarf_Op *e = NULL;
	size_t n = 0;

	memset(v, 0, sizeof(*v));
	v->name = dwarf_diename(die);
	die_type(d, die, &v->type, &v->size);
	if (dwarf_attr_integrate(die, DW_AT_location, &at) &&
	    dwarf_getlocation_addr(&at, pc, &e, &n, 1) == 1)
		set_loc(v, e, n);
}

/* ---- lookups ---- */

/* Every CU in turn to fn until it returns true. */
static bool each_cu(struct sd_dwarf *d, bool (*fn)(Dwarf_Die *cu, void *arg), void *arg)
{
	Dwarf_Off off = 0, next;
	size_t hsize;

	while (dwarf_nextcu(d->dw, off, &next, &hsize, NULL, NULL, NULL) == 0) {
		Dwarf_Die cu;
		if (dwarf_offdie(d->dw, off + hsize, &cu) && fn(&cu, arg))
			return true;
		off = next;
	}
	return false;
}

static int index_func(Dwarf_Die *f, void *arg)
{
	struct sd_dwarf *d = arg;
	Dwarf_Addr lo;
	const char *n = dwarf_diename(f);

	if (!n || dwarf_lowpc(f, &lo) != 0)
		return DWARF_CB_OK;
	if (d->nfuncs == d->cap) {
		d->cap = d->cap ? 2 * d->cap : 1024;
		d->funcs = realloc(d->funcs, d->cap * sizeof(*d->funcs));
		if (!d->funcs)
			SD_BUG("out of memory");
	}
	d->funcs[d->nfuncs++] = (struct fent){ n, dwarf_dieoffset(f) };
	return DWARF_CB_OK;
}

static bool index_cu(Dwarf_Die *cu, void *arg)
{
	dwarf_getfuncs(cu, index_func, arg, 0);
	return false;
}

static int cmp_fent(const void *pa, const void *pb)
{
	const struct fent *a = pa, *b = pb;
	int c = strcmp(a->name, b->name);

	return c ? c : a->off < b->off ? -1 : a->off > b->off;
}

/* The definition of function name (the first in DIE order), through an
 * index of every function built once: one pass over the CUs. */
static bool find_func(struct sd_dwarf *d, const char *name, Dwarf_Die *out)
{
	size_t lo = 0, hi;

	if (!d->indexed) {
		d->indexed = true;
		each_cu(d, index_cu, d);
		qsort(d->funcs, d->nfuncs, sizeof(*d->funcs), cmp_fent);
	}
	hi = d->nfuncs;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (strcmp(d->funcs[mid].name, name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < d->nfuncs && !strcmp(d->funcs[lo].name, name) &&
	       dwarf_offdie(d->dw, d->funcs[lo].off, out);
}

int sd_dwarf_params(struct sd_dwarf *d, const char *func, struct sd_dwvar *out,
		    int max, uint64_t *entry)
{
	Dwarf_Die fn, child;
	Dwarf_Addr pc;
	int n = 0;

	if (!find_func(d, func, &fn) || dwarf_entrypc(&fn, &pc) != 0)
		return -ENOENT;
	if (entry)
		*entry = pc;
	if (dwarf_child(&fn, &child) != 0)
		return 0;
	do {
		if (dwarf_tag(&child) == DW_TAG_formal_parameter && n < max)
			var_at(d, &child, pc, &out[n++]);
	} while (dwarf_siblingof(&child, &child) == 0);
	return n;
}

/* The first DIE of a CU's top level with tag and name. */
struct top {
	int tag;
	const char *name;
	bool need_loc;
	Dwarf_Die die;
};

static bool cu_top(Dwarf_Die *cu, void *arg)
{
	struct top *t = arg;
	Dwarf_Die c;
	Dwarf_Attribute at;

	if (dwarf_child(cu, &c) != 0)
		return false;
	do {
		const char *n = dwarf_diename(&c);
		if (dwarf_tag(&c) != t->tag || !n || strcmp(n, t->name))
			continue;
		if (t->need_loc && !dwarf_attr(&c, DW_AT_location, &at))
			continue;
		if (!t->need_loc && dwarf_hasattr(&c, DW_AT_declaration))
			continue;
		t->die = c;
		return true;
	} while (dwarf_siblingof(&c, &c) == 0);
	return false;
}

int sd_dwarf_global(struct sd_dwarf *d, const char *name, struct sd_dwvar *out)
{
	struct top t = { .tag = DW_TAG_variable, .name = name, .need_loc = true };

	if (!each_cu(d, cu_top, &t))
		return -ENOENT;
	var_at(d, &t.die, 0, out);
	return out->loc == SD_DWLOC_ADDR ? 0 : -ENOENT;
}

int sd_dwarf_members(struct sd_dwarf *d, const char *tag, struct sd_dwmember *out,
		     int max)
{
	struct top t = { .tag = DW_TAG_structure_type };
	Dwarf_Die c;
	int n = 0;

	if (!strncmp(tag, "struct ", 7))
		t.name = tag + 7;
	else if (!strncmp(tag, "union ", 6)) {
		t.name = tag + 6;
		t.tag = DW_TAG_union_type;
	} else
		return -ENOENT;
	if (!each_cu(d, cu_top, &t))
		return -ENOENT;
	if (dwarf_child(&t.die, &c) != 0)
		return 0;
	do {
		Dwarf_Attribute at;
		Dwarf_Word off = 0;
		if (dwarf_tag(&c) != DW_TAG_member || n >= max)
			continue;
		out[n].name = dwarf_diename(&c);
		die_type(d, &c, &out[n].type, &out[n].size);
		if (dwarf_attr(&c, DW_AT_data_member_location, &at))
			dwarf_formudata(&at, &off);
		out[n++].off = off;
	} while (dwarf_siblingof(&c, &c) == 0);
	return n;
}
