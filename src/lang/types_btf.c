/* types_btf.c - kernel types for D: BTF types converted into the
 * compilation's type table (types.h), once per BTF id, structs and unions
 * lazily (their members when first needed).
 */
#include "types.h"

#include <string.h>
#include <bpf/btf.h>

#include "../base/arena.h"
#include "../kern/ktypes.h"

struct sd_ktab {
	struct sd_type **by_id;
	uint32_t n;
	uint8_t *pointed;	/* a bit per id: some PTR points to it */
	uint8_t *dpointed;	/* a bit per id: some PTR DTrace's D container
				   copied points to it */
};

static struct sd_type *convert(struct sd_typetab *tt, __u32 id);

static struct sd_type *new_type(struct sd_typetab *tt, enum sd_tkind k, const char *name,
				uint32_t size)
{
	struct sd_type *t = sd_arena_alloc(tt->arena, sizeof(*t));

	t->kind = k;
	t->name = sd_arena_strdup(tt->arena, name);
	t->size = size;
	t->align = size >= 8 ? 8 : size ? size : 1;
	t->complete = true;
	t->is_kernel = true;
	return t;
}

static struct sd_type *conv_int(struct sd_typetab *tt, const struct btf_type *t,
				const char *name)
{
	__u32 enc = btf_int_encoding(t);

	if (t->size == 1 ? !strcmp(name, "_Bool") : (enc & BTF_INT_BOOL))
		return tt->t_bool;
	if (t->size > 8)
		return new_type(tt, SD_T_INT, name, t->size);
	/* every 8-bit integer but _Bool is an unsigned char under its own
	 * name: the kernel's "char", "signed char" and what names them (s8,
	 * __s8, its int8_t); D's own char, signed char and int8_t stay
	 * signed. Other integers keep the kernel's names ("short int"), which
	 * messages and print( ) show; D's own type where the names are the
	 * same (sd_type_named_int( )) */
	return sd_type_named_int(tt, name, t->size, enc & BTF_INT_SIGNED);
}

static struct sd_type *conv_enum(struct sd_typetab *tt, const struct btf_type *t,
				 const char *name)
{
	const struct btf *b = sd_kbtf();
	struct sd_type *e = new_type(tt, SD_T_ENUM, *name ? sd_arena_printf(tt->arena,
				     "enum %s", name) : "enum", t->size ? t->size : 4);
	struct sd_enumerator **ep = &e->enums;

	e->is_signed = true;
	if (!btf_is_enum(t))
		return e;
	const struct btf_enum *v = btf_enum(t);
	for (int i = 0; i < btf_vlen(t); i++, v++) {
		struct sd_enumerator *x = sd_arena_alloc(tt->arena, sizeof(*x));
		x->name = sd_arena_strdup(tt->arena, btf__name_by_offset(b, v->name_off));
		x->value = v->val;
		*ep = x;
		ep = &x->next;
	}
	return e;
}

static struct sd_type *conv_sou(struct sd_typetab *tt, const struct btf_type *t,
				const char *name, __u32 id)
{
	const char *kw = btf_is_union(t) ? "union" : "struct";
	struct sd_type *s = new_type(tt, btf_is_union(t) ? SD_T_UNION : SD_T_STRUCT,
				     *name ? sd_arena_printf(tt->arena, "%s %s", kw, name) : kw,
				     t->size);

	s->btf_id = (int)id;
	s->lazy = true;
	return s;
}

static struct sd_type *conv_fwd(struct sd_typetab *tt, const struct btf_type *t,
				const char *name)
{
	int kind = btf_kflag(t) ? BTF_KIND_UNION : BTF_KIND_STRUCT;
	int id = btf__find_by_name_kind(sd_kbtf(), name, kind);

	if (id > 0)
		return convert(tt, (__u32)id);
	struct sd_type *s = new_type(tt, kind == BTF_KIND_UNION ? SD_T_UNION : SD_T_STRUCT,
		sd_arena_printf(tt->arena, "%s %s", kind == BTF_KIND_UNION ? "union" :
				"struct", name), 0);
	s->complete = false;
	return s;
}

/* A function: its return type and its arguments' types (a last one of
 * type 0, "...", is void), as DTrace's BTF conversion keeps them
 * (dt_btf.c), named by libctf "<return> (*) (<arguments>)". */
static struct sd_type *conv_func(struct sd_typetab *tt, const struct btf_type *t)
{
	struct sd_type *f = new_type(tt, SD_T_FUNC, "", 0);
	const struct btf_param *p = btf_params(t);
	struct sd_member **mp = &f->members;

	f->base = convert(tt, t->type);
	for (int i = 0; i < btf_vlen(t); i++, p++) {
		struct sd_member *m = sd_arena_alloc(tt->arena, sizeof(*m));
		m->type = convert(tt, p->type);
		*mp = m;
		mp = &m->next;
	}
	f->name = sd_type_aname(tt, f);
	return f;
}

/* A qualified type: DTrace keeps the qualifier (dt_btf.c's ctf_add_const,
 * ...), which shows in its name only, as libctf's ctf_type_aname writes
 * it: before a base type ("const char", "const volatile int"), after a
 * pointer's '*' ("char *const"). It behaves as a typedef of the type does
 * (ctf_type_resolve goes through both). */
static struct sd_type *qualified(struct sd_typetab *tt, int kind, struct sd_type *x)
{
	const char *q = kind == BTF_KIND_CONST ? "const" :
			kind == BTF_KIND_VOLATILE ? "volatile" : "restrict";
	const char *name = sd_type_ctf_name(tt, x);

	if (x->kind == SD_T_ARRAY && !x->typedef_of) {
		/* libctf pushes the qualifier of an array at the level of
		 * its elements' ("const const char [29]" for BTF's const
		 * array of const char): an array of qualified elements */
		struct sd_type *a = sd_type_array(tt, qualified(tt, kind, x->base), x->nelem);
		a->is_kernel = x->is_kernel;
		return a;
	}
	if (x->kind == SD_T_FUNC)
		return x;
	if (x->kind == SD_T_PTR && !x->typedef_of)
		name = sd_arena_printf(tt->arena, "%s%s", name, q);
	else
		name = sd_arena_printf(tt->arena, "%s %s", q, name);
	struct sd_type *c = sd_type_typedef(tt, name, x);
	c->is_kernel = true;
	return c;
}

static struct sd_type *conv(struct sd_typetab *tt, const struct btf_type *t, __u32 id)
{
	const char *name = btf__name_by_offset(sd_kbtf(), t->name_off);
	struct sd_type *x;

	if (!name)
		name = "";
	switch (btf_kind(t)) {
	case BTF_KIND_INT: return conv_int(tt, t, name);
	case BTF_KIND_PTR: return sd_type_ptr(tt, convert(tt, t->type));
	case BTF_KIND_ARRAY:
		return sd_type_array(tt, convert(tt, btf_array(t)->type), btf_array(t)->nelems);
	case BTF_KIND_STRUCT: case BTF_KIND_UNION: return conv_sou(tt, t, name, id);
	case BTF_KIND_ENUM: case BTF_KIND_ENUM64: return conv_enum(tt, t, name);
	case BTF_KIND_FWD: return conv_fwd(tt, t, name);
	case BTF_KIND_TYPEDEF:
		x = convert(tt, t->type);
		return sd_type_typedef(tt, name, x);
	case BTF_KIND_FLOAT:
		return t->size == 4 ? tt->t_float : t->size == 8 ? tt->t_double : tt->t_ldouble;
	case BTF_KIND_FUNC:
		return convert(tt, t->type);
	case BTF_KIND_FUNC_PROTO:
		return conv_func(tt, t);
	case BTF_KIND_CONST: case BTF_KIND_VOLATILE: case BTF_KIND_RESTRICT:
		return qualified(tt, btf_kind(t), convert(tt, t->type));
	default:	/* type tags: the type itself */
		return convert(tt, t->type);
	}
}

static struct sd_type *convert(struct sd_typetab *tt, __u32 id)
{
	struct btf *b = sd_kbtf();
	struct sd_ktab *k = tt->ktab;

	if (!id || !b)
		return tt->t_void;
	if (!k) {
		k = tt->ktab = sd_arena_alloc(tt->arena, sizeof(*k));
		k->n = btf__type_cnt(b);
		/* from the arena (zeroed), so it goes with the type table */
		k->by_id = sd_arena_alloc(tt->arena, k->n * sizeof(*k->by_id));
	}
	if (id >= k->n)
		return tt->t_void;
	if (!k->by_id[id]) {
		const struct btf_type *t = btf__type_by_id(b, id);
		struct sd_type *x = t ? conv(tt, t, id) : tt->t_void;
		/* a typedef's copy of its target comes with the target's */
		if (!x->kid || x->kid >= k->n || k->by_id[x->kid] != x)
			x->kid = id;
		k->by_id[id] = x;
	}
	return k->by_id[id];
}

struct sd_type *sd_ktype_lookup(struct sd_typetab *tt, const char *name, int tag)
{
	static const int kinds[] = { BTF_KIND_TYPEDEF, BTF_KIND_STRUCT, BTF_KIND_UNION,
				     BTF_KIND_ENUM };
	struct btf *b = sd_kbtf();

	if (!b || tag < 0 || tag > 3)
		return NULL;
	int id = btf__find_by_name_kind(b, name, kinds[tag]);
	if (id <= 0 && tag == 0)
		id = btf__find_by_name_kind(b, name, BTF_KIND_INT);
	if (id <= 0 && tag == 3)
		id = btf__find_by_name_kind(b, name, BTF_KIND_ENUM64);
	return id > 0 ? convert(tt, (__u32)id) : NULL;
}

void sd_ktype_complete(struct sd_typetab *tt, struct sd_type *t)
{
	const struct btf_type *bt = sd_kbtf() ? btf__type_by_id(sd_kbtf(), (__u32)t->btf_id) : NULL;
	struct sd_member **mp = &t->members;

	t->lazy = false;
	if (!bt || !btf_is_composite(bt))
		return;
	const struct btf_member *m = btf_members(bt);
	for (int i = 0; i < btf_vlen(bt); i++, m++) {
		struct sd_member *x = sd_arena_alloc(tt->arena, sizeof(*x));
		const char *mn = btf__name_by_offset(sd_kbtf(), m->name_off);
		__u32 bitoff = btf_member_bit_offset(bt, i);
		x->name = mn && *mn ? sd_arena_strdup(tt->arena, mn) : NULL;
		x->type = convert(tt, m->type);
		x->bits = (uint8_t)btf_member_bitfield_size(bt, i);
		uint32_t unit = x->type->size ? x->type->size : 1;
		x->off = x->bits ? bitoff / 8 / unit * unit : bitoff / 8;
		x->bit_off = (uint8_t)(bitoff - x->off * 8);
		*mp = x;
		mp = &x->next;
	}
}

static bool has_ptr(struct sd_typetab *tt, __u32 id)
{
	struct sd_ktab *k = tt->ktab;
	struct btf *b = sd_kbtf();

	if (!k->pointed) {
		k->pointed = sd_arena_alloc(tt->arena, k->n / 8 + 1);
		for (__u32 i = 1; i < k->n; i++) {
			const struct btf_type *t = btf__type_by_id(b, i);
			if (t && btf_kind(t) == BTF_KIND_PTR && t->type < k->n)
				k->pointed[t->type / 8] |= (uint8_t)(1u << (t->type % 8));
		}
	}
	return k->pointed[id / 8] & (1u << (id % 8));
}

/* id, past typedefs, qualifiers and type tags (ctf_type_resolve( )). */
static __u32 resolved_id(__u32 id)
{
	const struct btf_type *t;

	while ((t = btf__type_by_id(sd_kbtf(), id)) &&
	       (btf_is_typedef(t) || btf_is_mod(t) || btf_is_type_tag(t)))
		id = t->type;
	return id;
}

struct sd_type *sd_ktype_addrof(struct sd_typetab *tt, struct sd_type *t)
{
	struct sd_ktab *k = tt->ktab;
	__u32 id = t->kid;

	if (!k || !sd_kbtf() || !id || id >= k->n || k->by_id[id] != t || has_ptr(tt, id))
		return sd_type_ptr(tt, t);
	__u32 base = resolved_id(id);
	if (base != id && base < k->n && has_ptr(tt, base))
		return sd_type_ptr(tt, convert(tt, base));
	return sd_type_ptr(tt, t);
}

bool sd_ktype_is(struct sd_typetab *tt, const struct sd_type *t)
{
	struct sd_ktab *k = tt->ktab;

	return k && sd_kbtf() && t->kid && t->kid < k->n && k->by_id[t->kid] == t;
}

bool sd_ktype_pointed(struct sd_typetab *tt, const struct sd_type *t)
{
	return sd_ktype_is(tt, t) && has_ptr(tt, t->kid);
}

struct copywalk {
	uint8_t *seen;		/* a bit per BTF id */
	__u32 *todo, top, n;
};

static void copy_mark(struct copywalk *w, __u32 id)
{
	if (id && id < w->n && !(w->seen[id / 8] & (1u << (id % 8)))) {
		w->seen[id / 8] |= (uint8_t)(1u << (id % 8));
		w->todo[w->top++] = id;
	}
}

/* Marks the types t leads libctf's ctf_add_type( ) to copy with it: what
 * it points to, names or holds, a function's return type (not its
 * parameters' types: checked with dtrace-ref). */
static void copy_refs(struct copywalk *w, const struct btf_type *t)
{
	if (btf_is_composite(t)) {
		const struct btf_member *m = btf_members(t);
		for (int i = 0; i < btf_vlen(t); i++)
			copy_mark(w, m[i].type);
	} else if (btf_is_array(t)) {
		copy_mark(w, btf_array(t)->type);
	} else if (btf_is_ptr(t) || btf_is_typedef(t) || btf_is_mod(t) ||
		   btf_is_type_tag(t) || btf_is_func_proto(t)) {
		copy_mark(w, t->type);
	}
}

/* A bit per BTF id: the types DTrace's D container holds copies of. Its D
 * library's declarations name kernel types (procfs.d's struct tty_struct
 * *pr_ttydev, udp.d's struct udphdr *udp_hdr, ip.d's typedefs of struct
 * in6_addr and __be32, procfs.d's of time64_t, io.d's loff_t member), and
 * dt_decl.c/dt_parser.c copy each with ctf_add_type( ), which copies every
 * type it leads to as well. */
static const uint8_t *dcopied_ids(struct sd_typetab *tt, struct btf *b, __u32 n)
{
	static const struct { const char *name; int kind; } seeds[] = {
		{ "tty_struct", BTF_KIND_STRUCT }, { "udphdr", BTF_KIND_STRUCT },
		{ "in6_addr", BTF_KIND_STRUCT }, { "__be32", BTF_KIND_TYPEDEF },
		{ "time64_t", BTF_KIND_TYPEDEF }, { "loff_t", BTF_KIND_TYPEDEF },
	};
	struct copywalk w = { .n = n };

	w.seen = sd_arena_alloc(tt->arena, n / 8 + 1);
	w.todo = sd_arena_alloc(tt->arena, (size_t)n * sizeof(*w.todo));
	for (size_t i = 0; i < SD_ARRAY_SIZE(seeds); i++) {
		int id = btf__find_by_name_kind(b, seeds[i].name, seeds[i].kind);
		if (id > 0)
			copy_mark(&w, (__u32)id);
	}
	while (w.top) {
		const struct btf_type *t = btf__type_by_id(b, w.todo[--w.top]);
		if (t)
			copy_refs(&w, t);
	}
	return w.seen;
}

static const uint8_t *dcopied(struct sd_typetab *tt, struct btf *b)
{
	if (!tt->dcopied)
		tt->dcopied = dcopied_ids(tt, b, btf__type_cnt(b));
	return tt->dcopied;
}

bool sd_ktype_dcopied(struct sd_typetab *tt, const char *name, int tag)
{
	static const int kinds[] = { BTF_KIND_TYPEDEF, BTF_KIND_STRUCT, BTF_KIND_UNION,
				     BTF_KIND_ENUM };
	struct btf *b = sd_kbtf();

	/* DTrace's lookup of "union x" in its D container finds none of
	 * them (checked with dtrace-ref) */
	if (!b || tag < 0 || tag > 3 || tag == 2)
		return false;
	int id = btf__find_by_name_kind(b, name, kinds[tag]);
	if (id <= 0 && tag == 3)
		id = btf__find_by_name_kind(b, name, BTF_KIND_ENUM64);
	/* dt_decl_enum( ): an enum with no members is no redeclaration */
	if (id <= 0 || (tag == 3 && !btf_vlen(btf__type_by_id(b, (__u32)id))))
		return false;
	return dcopied(tt, b)[id / 8] & (1u << (id % 8));
}

/* Has the D container a pointer to id: a PTR it copied points to it? */
static bool d_pointed(struct sd_typetab *tt, __u32 id)
{
	struct sd_ktab *k = tt->ktab;
	struct btf *b = sd_kbtf();

	if (!k->dpointed) {
		const uint8_t *dc = dcopied(tt, b);
		k->dpointed = sd_arena_alloc(tt->arena, k->n / 8 + 1);
		for (__u32 i = 1; i < k->n; i++) {
			const struct btf_type *t = btf__type_by_id(b, i);
			if ((dc[i / 8] & (1u << (i % 8))) && t && btf_kind(t) == BTF_KIND_PTR &&
			    t->type < k->n)
				k->dpointed[t->type / 8] |= (uint8_t)(1u << (t->type % 8));
		}
	}
	return k->dpointed[id / 8] & (1u << (id % 8));
}

/* Has the kernel a pointer to id, or to what id resolves to (as
 * ctf_type_pointer( ) looks)? */
static bool has_ptr_resolved(struct sd_typetab *tt, __u32 id)
{
	__u32 r = resolved_id(id);

	return has_ptr(tt, id) || (r < tt->ktab->n && has_ptr(tt, r));
}

/* The id of the kernel's pointer to id, or to what id resolves to, 0 if
 * it has none (a search of every BTF type). */
static __u32 ptr_id(struct sd_typetab *tt, __u32 id)
{
	struct btf *b = sd_kbtf();
	__u32 want[2] = { id, resolved_id(id) };

	for (int k = 0; k < 2; k++) {
		if (want[k] >= tt->ktab->n || !has_ptr(tt, want[k]))
			continue;
		for (__u32 i = 1; i < tt->ktab->n; i++) {
			const struct btf_type *p = btf__type_by_id(b, i);
			if (p && btf_is_ptr(p) && p->type == want[k])
				return i;
		}
	}
	return 0;
}

bool sd_ktype_in_kernel(struct sd_typetab *tt, const struct sd_type *t, int depth, bool scoped)
{
	if (!sd_ktype_is(tt, t))
		return false;
	__u32 id = t->kid;
	if (!scoped && (dcopied(tt, sd_kbtf())[id / 8] & (1u << (id % 8))))
		return false;
	/* the pointers below the outermost must be found to go on; the
	 * outermost need only exist */
	for (; id && depth > 1; depth--)
		id = ptr_id(tt, id);
	return id && (depth == 0 || has_ptr_resolved(tt, id));
}

/* Is name one of the typedefs dt_open.c puts in the D container
 * (_dtrace_typedefs_64): ctf_add_type( ) copies a kernel typedef of that
 * name as the D container's own, so a copy resolves through it to a C
 * intrinsic, of which only int has a pointer (*to_int). */
static bool d_builtin(const char *name, bool *to_int)
{
	static const char *const names[] = {
		"int32_t", "id_t", "pid_t",	/* of int */
		"int8_t", "int16_t", "int64_t", "intptr_t", "ssize_t", "uint8_t",
		"uint16_t", "uint32_t", "uint64_t", "uchar_t", "ushort_t", "uint_t",
		"ulong_t", "u_longlong_t", "ptrdiff_t", "uintptr_t", "size_t",
	};

	for (size_t i = 0; i < SD_ARRAY_SIZE(names); i++) {
		if (!strcmp(name, names[i])) {
			*to_int = i < 3;
			return true;
		}
	}
	return false;
}

struct sd_type *sd_ktype_dbase_ptr(struct sd_typetab *tt, struct sd_type *t)
{
	struct btf *b = sd_kbtf();
	const struct btf_type *bt;
	bool to_int;
	__u32 r = t->kid;

	if (!sd_ktype_is(tt, t))
		return NULL;
	for (; (bt = btf__type_by_id(b, r)) && (btf_is_typedef(bt) || btf_is_mod(bt) ||
						 btf_is_type_tag(bt)); r = bt->type)
		if (btf_is_typedef(bt) && d_builtin(btf__name_by_offset(b, bt->name_off), &to_int))
			return to_int ? sd_type_ptr(tt, tt->t_int) : NULL;
	if (!r)
		return tt->t_voidp;
	return r < tt->ktab->n && d_pointed(tt, r) ? sd_type_ptr(tt, convert(tt, r)) : NULL;
}

struct sd_type *sd_ktype_named_ptr(struct sd_typetab *tt, struct sd_type *t)
{
	__u32 id = t->kid;
	struct sd_type *p;

	if (!sd_ktype_is(tt, t) || !t->typedef_of ||
	    !(dcopied(tt, sd_kbtf())[id / 8] & (1u << (id % 8))))
		return sd_ktype_addrof(tt, t);
	if (d_pointed(tt, id))
		return sd_type_ptr(tt, t);
	return (p = sd_ktype_dbase_ptr(tt, t)) ? p : sd_type_ptr(tt, t);
}

struct sd_type *sd_ktype_task_ptr(struct sd_typetab *tt)
{
	struct sd_type *t = sd_ktype_lookup(tt, "task_struct", 1);

	return t ? sd_type_ptr(tt, t) : NULL;
}

struct sd_type *sd_ktype_var(struct sd_typetab *tt, const char *name)
{
	struct btf *b = sd_kbtf();
	int id = b ? btf__find_by_name_kind(b, name, BTF_KIND_VAR) : -1;

	if (id <= 0)
		return NULL;
	return convert(tt, btf__type_by_id(b, (__u32)id)->type);
}
