/* utypes.c - DWARF types and variables of traced processes for D: DWARF
 * types converted into the compilation's type table (types.h). */
#include "utypes.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "types.h"
#include "../base/arena.h"
#include "../base/regs.h"
#include "../prov/uprobe.h"
#include "../base/xalloc.h"

/* ---- the cache: (file, DIE offset) -> D type, per type table ---- */

#define UTAB_BUCKETS 512

struct uent {
	const struct sd_dwarf *dw;
	uint64_t off;
	struct sd_type *t;
	struct uent *next;
};

struct sd_utab {
	struct uent *b[UTAB_BUCKETS];
};

static struct uent **bucket(struct sd_typetab *tt, const struct sd_dwarf *dw,
			    uint64_t off)
{
	if (!tt->utab)
		tt->utab = sd_arena_alloc(tt->arena, sizeof(*tt->utab));
	uint64_t h = (off ^ (uint64_t)(uintptr_t)dw) * 0x9e3779b97f4a7c15ULL;
	return &tt->utab->b[h >> 55 & (UTAB_BUCKETS - 1)];
}

static struct sd_type *cached(struct sd_typetab *tt, const struct sd_dwarf *dw,
			      uint64_t off)
{
	for (struct uent *e = *bucket(tt, dw, off); e; e = e->next)
		if (e->dw == dw && e->off == off)
			return e->t;
	return NULL;
}

static struct sd_type *remember(struct sd_typetab *tt, const struct sd_dwarf *dw,
				uint64_t off, struct sd_type *t)
{
	struct uent **b = bucket(tt, dw, off), *e = sd_arena_alloc(tt->arena, sizeof(*e));

	*e = (struct uent){ dw, off, t, *b };
	*b = e;
	return t;
}

/* ---- conversion ---- */

struct cvt {
	struct sd_typetab *tt;
	struct sd_dwarf *dw;
};

static struct sd_type *conv(struct cvt *c, uint64_t off, int depth);

static struct sd_type *new_type(struct cvt *c, enum sd_tkind k, const char *name,
				uint64_t size)
{
	struct sd_type *t = sd_arena_alloc(c->tt->arena, sizeof(*t));

	t->kind = k;
	t->name = name;
	t->size = (uint32_t)size;
	t->align = size >= 8 ? 8 : size ? (uint32_t)size : 1;
	t->complete = true;
	return t;
}

static struct sd_type *int_type(struct cvt *c, const struct sd_dwtype *d)
{
	struct sd_typetab *tt = c->tt;

	if (d->kind == SD_DWT_FLOAT)
		return d->size == 4 ? tt->t_float : d->size == 8 ? tt->t_double : tt->t_ldouble;
	if (d->is_bool)
		return tt->t_bool;
	if (d->size == 1 && d->is_char)
		return d->is_signed ? tt->t_char : tt->t_uchar;
	if (d->size > 8)	/* __int128: its bytes */
		return sd_type_array(tt, tt->t_uchar, (uint32_t)d->size);
	return sd_type_int(tt, (int)d->size, d->is_signed);
}

static const char *tag_name(struct cvt *c, const char *kw, const char *name)
{
	return sd_arena_printf(c->tt->arena, "%s %s", kw, name ? name : "<anon>");
}

static struct sd_type *enum_type(struct cvt *c, const struct sd_dwtype *d, uint64_t off)
{
	struct sd_dwenum v[256];
	struct sd_type *t = new_type(c, SD_T_ENUM, tag_name(c, "enum", d->name),
				     d->size ? d->size : 4);
	struct sd_enumerator **tail = &t->enums;
	int n = sd_dwarf_enums(c->dw, d->ref, v, (int)SD_ARRAY_SIZE(v));

	t->is_signed = true;
	remember(c->tt, c->dw, off, t);
	for (int i = 0; i < n; i++) {
		struct sd_enumerator *e = sd_arena_alloc(c->tt->arena, sizeof(*e));
		e->name = sd_arena_strdup(c->tt->arena, v[i].name ? v[i].name : "");
		e->value = v[i].value;
		*tail = e;
		tail = &e->next;
	}
	return t;
}

/* A struct or union: cached before its members are converted, so that
 * types pointing back at it (lists, trees) find it. */
static struct sd_type *struct_type(struct cvt *c, const struct sd_dwtype *d, uint64_t off,
				   int depth)
{
	bool u = d->kind == SD_DWT_UNION;
	struct sd_type *t = new_type(c, u ? SD_T_UNION : SD_T_STRUCT,
				     tag_name(c, u ? "union" : "struct", d->name), d->size);
	struct sd_member **tail = &t->members;
	int n = d->declaration ? 0 : sd_dwarf_fields(c->dw, d->ref, NULL, 0);
	struct sd_dwfield *f = sd_xcalloc((size_t)(n > 0 ? n : 1), sizeof(*f));

	t->complete = false;	/* until its members are in (typedef_type) */
	t->is_user = true;
	t->align = 1;
	remember(c->tt, c->dw, off, t);
	n = n > 0 ? sd_dwarf_fields(c->dw, d->ref, f, n) : 0;
	for (int i = 0; i < n; i++) {
		struct sd_member *m = sd_arena_alloc(c->tt->arena, sizeof(*m));
		m->name = f[i].name ? sd_arena_strdup(c->tt->arena, f[i].name) : NULL;
		m->type = conv(c, f[i].type, depth + 1);
		m->off = (uint32_t)f[i].off;
		m->bit_off = f[i].bit_off;
		m->bits = f[i].bits;
		if (m->type->align > t->align)
			t->align = m->type->align;
		*tail = m;
		tail = &m->next;
	}
	free(f);
	t->complete = !d->declaration;
	return t;
}

/* A typedef: D's own when D has one of that name and size. A typedef is
 * a copy of its target, so a struct still being built (a member points
 * back at it through the typedef) stands for itself. */
static struct sd_type *typedef_type(struct cvt *c, const struct sd_dwtype *d, int depth)
{
	struct sd_type *known = d->name ? sd_type_lookup_typedef(c->tt, d->name) : NULL;
	struct sd_type *to;

	if (known && known->size == d->size && known->kind != SD_T_PTR)
		return known;
	to = conv(c, d->ref, depth + 1);
	if (!d->name || ((to->kind == SD_T_STRUCT || to->kind == SD_T_UNION) && !to->complete))
		return to;
	return sd_type_typedef(c->tt, d->name, to);
}

static struct sd_type *conv(struct cvt *c, uint64_t off, int depth)
{
	struct sd_typetab *tt = c->tt;
	struct sd_dwtype d;
	struct sd_type *t;

	if (!off)
		return tt->t_void;
	if ((t = cached(tt, c->dw, off)))
		return t;
	if (depth > 64 || sd_dwarf_type(c->dw, off, &d) < 0)
		return tt->t_void;
	switch (d.kind) {
	case SD_DWT_INT: case SD_DWT_FLOAT:
		return remember(tt, c->dw, off, int_type(c, &d));
	case SD_DWT_PTR:
		t = sd_type_ptr(tt, conv(c, d.ref, depth + 1));
		t->is_user = true;
		return remember(tt, c->dw, off, t);
	case SD_DWT_ARRAY:
		t = conv(c, d.ref, depth + 1);
		t = sd_type_array(tt, t, (uint32_t)d.nelem);
		return remember(tt, c->dw, off, t);
	case SD_DWT_TYPEDEF:
		return remember(tt, c->dw, off, typedef_type(c, &d, depth));
	case SD_DWT_STRUCT: case SD_DWT_UNION:
		return struct_type(c, &d, off, depth);
	case SD_DWT_ENUM:
		return enum_type(c, &d, off);
	default:
		return tt->t_void;	/* void, functions */
	}
}

/* ---- probes ---- */

static struct sd_dwarf *probe_dwarf(const struct sd_probe *p)
{
	const struct sd_uprobe *u = p->priv;

	return sd_uprobe_is_user(p) ? sd_ustate_dwarf(p->tab, u->path) : NULL;
}

struct sd_type *sd_utype_arg(struct sd_typetab *tt, const struct sd_probe *p, int i)
{
	const struct sd_uprobe *u = p->priv;
	struct sd_dwarf *dw = p->provider == &sd_prov_pid ? probe_dwarf(p) : NULL;
	struct sd_dwvar v[SD_MAX_ARGS];
	struct cvt c = { tt, dw };
	uint64_t off;

	if (!dw || i < 0 || i >= SD_MAX_ARGS)
		return NULL;
	if (u->ret) {
		if (i == 0 && sd_dwarf_ret_type(dw, p->func, &off) == 0)
			return sd_type_lookup_typedef(tt, "uint64_t");
		if (i != 1 || sd_dwarf_ret_type(dw, p->func, &off) < 0 || !off)
			return NULL;
		return conv(&c, off, 0);
	}
	if (strcmp(p->name, "entry") || !sd_uprobe_abi_simple(dw, p->func, i))
		return NULL;
	sd_dwarf_params(dw, p->func, v, SD_MAX_ARGS, NULL);
	return conv(&c, v[i].type_off, 0);
}

/* ---- variables by name ---- */


/* Where v lives at p: out's loc, reg, off; 0 or -ENOTSUP. At an entry
 * probe, parameter `param` is read where the ABI passes it (its DWARF
 * location may be a stack slot the prologue has not written yet). */
static int locate(struct sd_dwarf *dw, const struct sd_probe *p, const struct sd_dwvar *v,
		  int param, uint64_t bias, struct sd_uvar *out)
{
	if (!strcmp(p->name, "entry") && param >= 0 && sd_uprobe_abi_simple(dw, p->func, param)) {
		out->loc = param < 6 ? SD_DWLOC_REG : SD_DWLOC_MEM;
		out->reg = (int16_t)(param < SD_NARG_REGS ? sd_arg_reg_off(param) :
				     sd_reg_off(SD_REG_SP));
		out->off = param < 6 ? 0 : 8 * (param - 5);
		return 0;
	}
	out->loc = v->loc;
	out->reg = v->reg;
	out->off = v->off;
	out->addr = v->addr + bias;
	return v->loc == SD_DWLOC_NONE ? -ENOTSUP : 0;
}

/* The load bias of the object p is in (for static locals). */
static uint64_t probe_bias(const struct sd_probe *p)
{
	const struct sd_uprobe *u = p->priv;
	struct sd_uproc *up;

	if (sd_uproc_get(p->tab, u->pid, &up) < 0)
		return 0;
	for (size_t i = 0; i < up->maps.n; i++) {
		const struct sd_mobj *o = &up->maps.v[i];
		struct sd_elf *e;
		if (!strcmp(o->path, u->path) && (e = sd_uproc_elf(p->tab, up, i)))
			return sd_elf_bias(e, o->exec_start, o->exec_pgoff);
	}
	return 0;
}

/* A parameter or local of p's function: 0, -ENOENT or -ENOTSUP. */
static int find_local(struct sd_typetab *tt, const struct sd_probe *p, const char *name,
		      struct sd_uvar *out)
{
	const struct sd_uprobe *u = p->priv;
	struct sd_dwarf *dw = probe_dwarf(p);
	struct sd_dwvar v;
	int param, err;

	if (!dw || u->ret || !p->func[0] || !strcmp(p->func, "-"))
		return -ENOENT;
	if (sd_dwarf_local(dw, p->func, strcmp(p->name, "entry") ? u->vaddr : 0, name,
			   &v, &param) < 0)
		return -ENOENT;
	err = locate(dw, p, &v, param, v.loc == SD_DWLOC_ADDR ? probe_bias(p) : 0, out);
	if (!err && tt) {
		struct cvt c = { tt, dw };
		out->type = conv(&c, v.type_off, 0);
	}
	if (!err && out->loc == SD_DWLOC_REG && v.size > 8)
		err = -ENOTSUP;		/* a struct in a register pair */
	if (!err && tt && out->loc == SD_DWLOC_REG && sd_type_is_aggr(out->type))
		err = -ENOTSUP;		/* a small struct held in a register */
	return err;
}

/* The type of a global known only from its ELF symbol's size. */
static struct sd_type *sized_type(struct sd_typetab *tt, uint64_t size)
{
	return size == 1 ? tt->t_char : size == 2 ? tt->t_short : size == 4 ? tt->t_int :
	       tt->t_long;
}

/* name in object i of process up: 0 or -ENOENT. */
static int global_in(struct sd_typetab *tt, const struct sd_probe *p, struct sd_uproc *up,
		     size_t i, const char *name, struct sd_uvar *out)
{
	const struct sd_mobj *o = &up->maps.v[i];
	struct sd_elf *e = sd_uproc_elf(p->tab, up, i);
	struct sd_dwarf *dw = sd_ustate_dwarf(p->tab, o->path);
	const struct sd_elf_func *sym = e ? sd_elf_data_by_name(e, name) : NULL;
	struct sd_dwvar v;
	bool has_dw = dw && sd_dwarf_global(dw, name, &v) == 0;

	if (!e || (!sym && !has_dw))
		return -ENOENT;
	memset(out, 0, sizeof(*out));
	out->loc = SD_DWLOC_ADDR;
	out->is_global = true;
	out->addr = (sym ? sym->addr : v.addr) + sd_elf_bias(e, o->exec_start, o->exec_pgoff);
	if (tt && has_dw) {
		struct cvt c = { tt, dw };
		out->type = conv(&c, v.type_off, 0);
	} else if (tt) {
		out->type = sized_type(tt, sym->size);
	}
	return 0;
}

/* A global of p's process in the objects mod names (the program first):
 * 0, -ENOENT, or -ESRCH when no object matches mod. */
static int find_global(struct sd_typetab *tt, const struct sd_probe *p, const char *mod,
		       const char *name, struct sd_uvar *out)
{
	const struct sd_uprobe *u = p->priv;
	struct sd_uproc *up;
	bool matched = false;

	if (sd_uproc_get(p->tab, u->pid, &up) < 0)
		return -ESRCH;
	for (int pass = 0; pass < 2; pass++) {
		for (size_t i = 0; i < up->maps.n; i++) {
			const struct sd_mobj *o = &up->maps.v[i];
			if (o->is_exe != (pass == 0) || !sd_mobj_match(o, mod))
				continue;
			matched = true;
			if (global_in(tt, p, up, i, name, out) == 0)
				return 0;
		}
	}
	return matched ? -ENOENT : -ESRCH;
}

int sd_uvar_find(struct sd_typetab *tt, const struct sd_probe *p, const char *mod,
		 const char *name, struct sd_uvar *out)
{
	int err;

	memset(out, 0, sizeof(*out));
	if (!sd_uprobe_is_user(p))
		return -ESRCH;
	if (!*mod && (err = find_local(tt, p, name, out)) != -ENOENT)
		return err;
	return find_global(tt, p, mod, name, out);
}

/* ---- types by name ---- */

static struct sd_type *named_in(struct sd_typetab *tt, struct sd_dwarf *dw, int tag,
				const char *name)
{
	static const enum sd_dwt_kind kinds[] = { SD_DWT_TYPEDEF, SD_DWT_STRUCT,
						  SD_DWT_UNION, SD_DWT_ENUM };
	struct cvt c = { tt, dw };
	uint64_t off;

	if (!dw || tag < 0 || tag > 3 || sd_dwarf_find_type(dw, kinds[tag], name, &off) < 0)
		return NULL;
	return conv(&c, off, 0);
}

struct sd_type *sd_utype_named(struct sd_typetab *tt, const struct sd_probe *p,
			       const char *mod, int tag, const char *name)
{
	const struct sd_uprobe *u = p->priv;
	struct sd_uproc *up;
	struct sd_type *t;

	if (!sd_uprobe_is_user(p))
		return NULL;
	if (!*mod)
		return named_in(tt, probe_dwarf(p), tag, name);
	if (sd_uproc_get(p->tab, u->pid, &up) < 0)
		return NULL;
	for (size_t i = 0; i < up->maps.n; i++) {
		const struct sd_mobj *o = &up->maps.v[i];
		if (sd_mobj_match(o, mod) &&
		    (t = named_in(tt, sd_ustate_dwarf(p->tab, o->path), tag, name)))
			return t;
	}
	return NULL;
}
