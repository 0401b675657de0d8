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
#include "../base/regs.h"
#include "ctx.h"
#include "debuginfo.h"
#include "../base/xalloc.h"

/* A function definition's name and DIE, for the name index. */
struct fent {
	const char *name;	/* borrowed from libdw's string section */
	Dwarf_Off off;
};

struct sd_dwarf {
	Dwfl *dwfl;
	Dwfl_Module *mod;
	Dwarf_Addr bias;	/* DWARF address + bias = dwfl address */
	Dwarf *dw;
	struct sd_arena arena;	/* type texts */
	struct fent *funcs;	/* sorted by name; built on first use */
	size_t nfuncs, cap;
	bool indexed;
	struct gent *globals;	/* sd_dwarf_global() answers so far */
	size_t nglobals;
};

/* A global looked up before (a clause of many probes asks for the same
 * name once per probe; each lookup walks every CU). */
struct gent {
	const char *name;	/* in the arena */
	int rc;
	struct sd_dwvar v;
};

struct sd_dwarf *sd_dwarf_open(const char *path)
{
	struct sd_dwarf *d = sd_xcalloc(1, sizeof(*d));
	Dwfl_Module *m;
	Dwarf_Addr bias;

	if (!(d->dwfl = dwfl_begin(sd_sym_offline_callbacks())))
		goto err;
	m = dwfl_report_offline(d->dwfl, "", path, -1);
	dwfl_report_end(d->dwfl, NULL, NULL);
	if (!m || !(d->dw = dwfl_module_getdwarf(m, &bias)))
		goto err;
	d->mod = m;
	d->bias = bias;
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
	free(d->globals);
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

/* A pointer to type text inner, as libctf's ctf_type_name( ) writes it
 * and DTrace prints it: "char *", "char **", "char *const *". */
static void pointer_text(char *buf, size_t size, const char *inner)
{
	size_t n = strlen(inner);

	snprintf(buf, size, n && inner[n - 1] == '*' ? "%s*" : "%s *", inner);
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
		pointer_text(buf, size, has ? inner : "void");
		return;
	case DW_TAG_const_type: case DW_TAG_volatile_type: {
		const char *q = dwarf_tag(die) == DW_TAG_const_type ? "const" : "volatile";
		if (has && dwarf_tag(&t) == DW_TAG_pointer_type)
			snprintf(buf, size, "%s%s", inner, q);	/* T *const */
		else
			snprintf(buf, size, "%s %s", q, has ? inner : "void");
		return;
	}
	case DW_TAG_structure_type: case DW_TAG_class_type:
		snprintf(buf, size, "struct %s", name ? name : "");
		return;
	case DW_TAG_union_type:
		snprintf(buf, size, "union %s", name ? name : "");
		return;
	case DW_TAG_enumeration_type:
		snprintf(buf, size, "enum %s", name ? name : "");
		return;
	case DW_TAG_array_type:
		pointer_text(buf, size, inner);	/* decays */
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

/* DWARF x86-64 register numbers (0..16: ax dx cx bx si di bp sp, r8 ..
 * r15, rip, as enum sd_reg) to struct pt_regs offsets. */
static int reg_off(unsigned r)
{
	return r <= SD_REG_IP ? sd_reg_off(r) : -1;
}

/* Where DW_OP_fbreg offsets count from: memory at reg + off. */
struct fbase {
	int16_t reg;		/* pt_regs offset */
	int64_t off;
};

/* At a function's entry the frame base (the CFA) is rsp + 8. */
static struct fbase entry_fb(void)
{
	return (struct fbase){ (int16_t)sd_reg_off(SD_REG_SP), 8 };
}

/* One simple location expression: reg, breg+off, fbreg (from the frame
 * base fb) or addr. */
static void set_loc(struct sd_dwvar *v, const Dwarf_Op *e, size_t n,
		    const struct fbase *fb)
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
	} else if (e->atom == DW_OP_fbreg && fb) {
		v->loc = SD_DWLOC_MEM;
		v->reg = fb->reg;
		v->off = (int64_t)e->number + fb->off;
	} else if (e->atom == DW_OP_addr) {
		v->loc = SD_DWLOC_ADDR;
		v->addr = e->number;
	}
}

/* The DIE offset of die's DW_AT_type, 0 if none (void). */
static uint64_t type_ref(Dwarf_Die *die)
{
	Dwarf_Attribute at;
	Dwarf_Die t;

	if (!dwarf_formref_die(dwarf_attr_integrate(die, DW_AT_type, &at), &t))
		return 0;
	return dwarf_dieoffset(&t);
}

static void var_at(struct sd_dwarf *d, Dwarf_Die *die, Dwarf_Addr pc,
		   const struct fbase *fb, struct sd_dwvar *v)
{
	Dwarf_Attribute at;
	Dwarf_Op *e = NULL;
	size_t n = 0;

	memset(v, 0, sizeof(*v));
	v->name = dwarf_diename(die);
	v->type_off = type_ref(die);
	die_type(d, die, &v->type, &v->size);
	if (dwarf_attr_integrate(die, DW_AT_location, &at) &&
	    dwarf_getlocation_addr(&at, pc, &e, &n, 1) == 1)
		set_loc(v, e, n, fb);
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

static void index_add(struct sd_dwarf *d, const char *name, Dwarf_Off off)
{
	if (d->nfuncs == d->cap) {
		d->cap = d->cap ? 2 * d->cap : 1024;
		d->funcs = sd_xrealloc(d->funcs, d->cap * sizeof(*d->funcs));
	}
	d->funcs[d->nfuncs++] = (struct fent){ name, off };
}

/* A function definition under its name and, for C++, its mangled
 * (linkage) name, which is what its symbol and pid probes are called. */
static int index_func(Dwarf_Die *f, void *arg)
{
	struct sd_dwarf *d = arg;
	Dwarf_Attribute at;
	Dwarf_Addr lo;
	const char *n = dwarf_diename(f), *ln;

	if (!n || dwarf_lowpc(f, &lo) != 0)
		return DWARF_CB_OK;
	index_add(d, n, dwarf_dieoffset(f));
	ln = dwarf_formstring(dwarf_attr_integrate(f, DW_AT_linkage_name, &at));
	if (ln && strcmp(ln, n))
		index_add(d, ln, dwarf_dieoffset(f));
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
	struct fbase efb = entry_fb();

	if (!find_func(d, func, &fn) || dwarf_entrypc(&fn, &pc) != 0)
		return -ENOENT;
	if (entry)
		*entry = pc;
	if (dwarf_child(&fn, &child) != 0)
		return 0;
	do {
		if (dwarf_tag(&child) == DW_TAG_formal_parameter && n < max)
			var_at(d, &child, pc, &efb, &out[n++]);
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

static int find_global(struct sd_dwarf *d, const char *name, struct sd_dwvar *out)
{
	struct top t = { .tag = DW_TAG_variable, .name = name, .need_loc = true };

	if (!each_cu(d, cu_top, &t))
		return -ENOENT;
	var_at(d, &t.die, 0, NULL, out);
	return out->loc == SD_DWLOC_ADDR ? 0 : -ENOENT;
}

int sd_dwarf_global(struct sd_dwarf *d, const char *name, struct sd_dwvar *out)
{
	struct gent *g;

	for (size_t i = 0; i < d->nglobals; i++) {
		if (!strcmp(d->globals[i].name, name)) {
			*out = d->globals[i].v;
			return d->globals[i].rc;
		}
	}
	g = sd_xrealloc(d->globals, (d->nglobals + 1) * sizeof(*g));
	d->globals = g;
	g = &g[d->nglobals++];
	memset(g, 0, sizeof(*g));
	g->name = sd_arena_strdup(&d->arena, name);
	g->rc = find_global(d, name, &g->v);
	*out = g->v;
	return g->rc;
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

/* ---- types ---- */

/* die with its qualifiers (const, volatile, restrict, atomic) looked
 * through; false for void. */
static bool unqualified(Dwarf_Die *die)
{
	Dwarf_Attribute at;

	for (int i = 0; i < 16; i++) {
		switch (dwarf_tag(die)) {
		case DW_TAG_const_type: case DW_TAG_volatile_type:
		case DW_TAG_restrict_type: case DW_TAG_atomic_type:
			if (!dwarf_formref_die(dwarf_attr_integrate(die, DW_AT_type, &at), die))
				return false;
			break;
		default:
			return true;
		}
	}
	return false;
}

static void base_type(Dwarf_Die *die, struct sd_dwtype *t)
{
	Dwarf_Attribute at;
	Dwarf_Word enc = 0;

	dwarf_formudata(dwarf_attr(die, DW_AT_encoding, &at), &enc);
	t->kind = enc == DW_ATE_float ? SD_DWT_FLOAT : SD_DWT_INT;
	t->is_signed = enc == DW_ATE_signed || enc == DW_ATE_signed_char ||
		       enc == DW_ATE_float;
	t->is_char = enc == DW_ATE_signed_char || enc == DW_ATE_unsigned_char;
	t->is_bool = enc == DW_ATE_boolean;
}

/* Elements of an array type: the product of its dimensions. */
static uint64_t array_nelem(Dwarf_Die *die)
{
	Dwarf_Die c;
	uint64_t n = 1;

	if (dwarf_child(die, &c) != 0)
		return 0;
	do {
		Dwarf_Attribute at;
		Dwarf_Word v = 0;
		if (dwarf_tag(&c) != DW_TAG_subrange_type)
			continue;
		if (dwarf_formudata(dwarf_attr(&c, DW_AT_count, &at), &v) == 0)
			n *= v;
		else if (dwarf_formudata(dwarf_attr(&c, DW_AT_upper_bound, &at), &v) == 0)
			n *= v + 1;
		else
			n = 0;		/* a flexible array member */
	} while (dwarf_siblingof(&c, &c) == 0);
	return n;
}

/* A declaration's definition (same tag and name, somewhere in the file). */
static void definition(struct sd_dwarf *d, Dwarf_Die *die)
{
	struct top t = { .tag = dwarf_tag(die), .name = dwarf_diename(die) };

	if (t.name && dwarf_hasattr(die, DW_AT_declaration) && each_cu(d, cu_top, &t))
		*die = t.die;
}

int sd_dwarf_type(struct sd_dwarf *d, uint64_t off, struct sd_dwtype *t)
{
	Dwarf_Die die;
	Dwarf_Word sz = 0;

	memset(t, 0, sizeof(*t));
	if (!off || !dwarf_offdie(d->dw, off, &die))
		return off ? -ENOENT : 0;
	if (!unqualified(&die))
		return 0;
	t->name = dwarf_diename(&die);
	t->ref = type_ref(&die);
	switch (dwarf_tag(&die)) {
	case DW_TAG_base_type:
		base_type(&die, t);
		break;
	case DW_TAG_pointer_type: case DW_TAG_reference_type:
	case DW_TAG_rvalue_reference_type:
		t->kind = SD_DWT_PTR;
		t->name = NULL;
		break;
	case DW_TAG_typedef:
		t->kind = SD_DWT_TYPEDEF;
		break;
	case DW_TAG_structure_type: case DW_TAG_class_type: case DW_TAG_union_type:
	case DW_TAG_enumeration_type:
		definition(d, &die);
		t->kind = dwarf_tag(&die) == DW_TAG_union_type ? SD_DWT_UNION :
			  dwarf_tag(&die) == DW_TAG_enumeration_type ? SD_DWT_ENUM :
			  SD_DWT_STRUCT;
		t->declaration = dwarf_hasattr(&die, DW_AT_declaration);
		t->ref = dwarf_dieoffset(&die);
		break;
	case DW_TAG_array_type:
		t->kind = SD_DWT_ARRAY;
		t->nelem = array_nelem(&die);
		break;
	case DW_TAG_subroutine_type:
		t->kind = SD_DWT_FUNC;
		break;
	default:
		return 0;	/* void, nullptr_t, ... */
	}
	t->size = t->kind == SD_DWT_PTR ? 8 : dwarf_aggregate_size(&die, &sz) == 0 ? sz : 0;
	return 0;
}

/* A member's place: byte offset, and bit-field position. */
static void field_at(Dwarf_Die *m, struct sd_dwfield *f)
{
	Dwarf_Attribute at;
	Dwarf_Word off = 0, bits = 0, bo = 0, bsz = 0;

	dwarf_formudata(dwarf_attr(m, DW_AT_data_member_location, &at), &off);
	if (dwarf_formudata(dwarf_attr(m, DW_AT_bit_size, &at), &bits) != 0 || !bits) {
		f->off = off;
		return;
	}
	if (dwarf_formudata(dwarf_attr(m, DW_AT_data_bit_offset, &at), &bo) == 0) {
		off = bo;	/* DWARF 4+: bits from the start of the struct */
	} else {
		/* DWARF 2-3: bit_offset counts from the storage unit's top */
		dwarf_formudata(dwarf_attr(m, DW_AT_bit_offset, &at), &bo);
		if (dwarf_formudata(dwarf_attr(m, DW_AT_byte_size, &at), &bsz) != 0)
			bsz = 4;
		off = off * 8 + bsz * 8 - bo - bits;
	}
	f->off = off / 8;
	f->bit_off = (uint8_t)(off % 8);
	f->bits = (uint8_t)bits;
}

/* The first child of the DIE at off into *c: 1, 0 when it has none, or
 * -ENOENT when there is no such DIE. */
static int first_child(struct sd_dwarf *d, uint64_t off, Dwarf_Die *c)
{
	Dwarf_Die die;

	if (!dwarf_offdie(d->dw, off, &die))
		return -ENOENT;
	return dwarf_child(&die, c) == 0;
}

int sd_dwarf_fields(struct sd_dwarf *d, uint64_t off, struct sd_dwfield *out, int max)
{
	Dwarf_Die c;
	int n = first_child(d, off, &c);

	if (n <= 0)
		return n;
	n = 0;
	do {
		if (dwarf_tag(&c) != DW_TAG_member || dwarf_hasattr(&c, DW_AT_declaration))
			continue;
		if (n >= max) {
			n++;	/* counted, not stored */
			continue;
		}
		memset(&out[n], 0, sizeof(out[n]));
		out[n].name = dwarf_diename(&c);
		out[n].type = type_ref(&c);
		field_at(&c, &out[n++]);
	} while (dwarf_siblingof(&c, &c) == 0);
	return n;
}

int sd_dwarf_enums(struct sd_dwarf *d, uint64_t off, struct sd_dwenum *out, int max)
{
	Dwarf_Die c;
	int n = first_child(d, off, &c);

	if (n <= 0)
		return n;
	n = 0;
	do {
		Dwarf_Attribute at;
		Dwarf_Sword v = 0;
		if (dwarf_tag(&c) != DW_TAG_enumerator || n >= max)
			continue;
		dwarf_formsdata(dwarf_attr(&c, DW_AT_const_value, &at), &v);
		out[n].name = dwarf_diename(&c);
		out[n++].value = v;
	} while (dwarf_siblingof(&c, &c) == 0);
	return n;
}

const char *sd_dwarf_type_text(struct sd_dwarf *d, uint64_t off)
{
	Dwarf_Die die;
	char buf[256];

	if (!off || !dwarf_offdie(d->dw, off, &die))
		return "void";
	type_text(&die, buf, sizeof(buf), 0);
	return sd_arena_strdup(&d->arena, buf);
}

int sd_dwarf_ret_type(struct sd_dwarf *d, const char *func, uint64_t *type_off)
{
	Dwarf_Die fn;

	if (!find_func(d, func, &fn))
		return -ENOENT;
	*type_off = type_ref(&fn);
	return 0;
}

/* ---- parameters and locals at an address ---- */

/* The CFA at pc from the call frame information (.eh_frame or
 * .debug_frame): true with *fb set when it is register + offset. */
static bool cfa_at(struct sd_dwarf *d, Dwarf_Addr pc, struct fbase *fb)
{
	Dwarf_CFI *cfi[2];
	Dwarf_Addr b[2] = { 0, 0 };

	cfi[0] = dwfl_module_eh_cfi(d->mod, &b[0]);
	cfi[1] = dwfl_module_dwarf_cfi(d->mod, &b[1]);
	for (int i = 0; i < 2; i++) {
		Dwarf_Frame *fr = NULL;
		Dwarf_Op *ops;
		size_t n;
		bool ok = false;
		if (!cfi[i] || dwarf_cfi_addrframe(cfi[i], pc + d->bias - b[i], &fr) != 0)
			continue;
		if (dwarf_frame_cfa(fr, &ops, &n) == 0 && n == 1) {
			bool x = ops[0].atom == DW_OP_bregx;
			unsigned r = x ? (unsigned)ops[0].number : ops[0].atom - DW_OP_breg0;
			ok = (x || (ops[0].atom >= DW_OP_breg0 && ops[0].atom <= DW_OP_breg16)) &&
			     reg_off(r) >= 0;
			fb->reg = (int16_t)reg_off(r);
			fb->off = (int64_t)(x ? ops[0].number2 : ops[0].number);
		}
		free(fr);
		if (ok)
			return true;
	}
	return false;
}

/* The frame base of function fn at pc; false if not understood. */
static bool frame_base(struct sd_dwarf *d, Dwarf_Die *fn, Dwarf_Addr pc, Dwarf_Addr entry,
		       struct fbase *fb)
{
	Dwarf_Attribute at;
	Dwarf_Op *e = NULL;
	size_t n = 0;

	if (!dwarf_attr_integrate(fn, DW_AT_frame_base, &at) ||
	    dwarf_getlocation_addr(&at, pc, &e, &n, 1) != 1 || n != 1)
		return false;
	if (e->atom == DW_OP_call_frame_cfa) {
		if (cfa_at(d, pc, fb))
			return true;
		*fb = entry_fb();
		return pc == entry;
	}
	struct sd_dwvar v;
	set_loc(&v, e, n, NULL);
	fb->reg = v.reg;
	fb->off = v.loc == SD_DWLOC_MEM ? v.off : 0;
	return v.loc == SD_DWLOC_REG || v.loc == SD_DWLOC_MEM;
}

/* What a search for a name in a function's scopes found. */
struct lfind {
	const char *name;
	Dwarf_Addr pc;
	Dwarf_Die die;
	int param;		/* index among the parameters, or -1 */
};

/* Depth first: the innermost scope containing pc wins. */
static bool find_local(Dwarf_Die *scope, struct lfind *f, bool top)
{
	Dwarf_Die c;
	int np = 0;

	if (dwarf_child(scope, &c) != 0)
		return false;
	do {
		int tag = dwarf_tag(&c);
		if (tag == DW_TAG_lexical_block && dwarf_haspc(&c, f->pc) == 1 &&
		    find_local(&c, f, false))
			return true;
	} while (dwarf_siblingof(&c, &c) == 0);
	dwarf_child(scope, &c);
	do {
		int tag = dwarf_tag(&c);
		const char *n = dwarf_diename(&c);
		if (tag != DW_TAG_formal_parameter && tag != DW_TAG_variable)
			continue;
		if (n && !strcmp(n, f->name)) {
			f->die = c;
			f->param = top && tag == DW_TAG_formal_parameter ? np : -1;
			return true;
		}
		np += tag == DW_TAG_formal_parameter;
	} while (dwarf_siblingof(&c, &c) == 0);
	return false;
}

int sd_dwarf_local(struct sd_dwarf *d, const char *func, uint64_t pc, const char *name,
		   struct sd_dwvar *out, int *param)
{
	struct lfind f = { .name = name, .pc = pc };
	struct fbase fb;
	Dwarf_Die fn;
	Dwarf_Addr entry;

	if (!find_func(d, func, &fn) || dwarf_entrypc(&fn, &entry) != 0)
		return -ENOENT;
	if (!f.pc)
		f.pc = entry;
	if (!find_local(&fn, &f, true))
		return -ENOENT;
	bool has_fb = frame_base(d, &fn, f.pc, entry, &fb);
	var_at(d, &f.die, f.pc, has_fb ? &fb : NULL, out);
	if (param)
		*param = f.param;
	return 0;
}

int sd_dwarf_find_type(struct sd_dwarf *d, enum sd_dwt_kind kind, const char *name,
		       uint64_t *off)
{
	struct top t = { .name = name };

	switch (kind) {
	case SD_DWT_STRUCT: t.tag = DW_TAG_structure_type; break;
	case SD_DWT_UNION: t.tag = DW_TAG_union_type; break;
	case SD_DWT_ENUM: t.tag = DW_TAG_enumeration_type; break;
	case SD_DWT_TYPEDEF: t.tag = DW_TAG_typedef; break;
	default: return -ENOENT;
	}
	if (!each_cu(d, cu_top, &t) && (kind != SD_DWT_STRUCT ||
	    (t.tag = DW_TAG_class_type, !each_cu(d, cu_top, &t))))
		return -ENOENT;
	*off = dwarf_dieoffset(&t.die);
	return 0;
}
