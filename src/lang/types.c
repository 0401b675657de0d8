#include "types.h"

#include <string.h>
#include "../base/arena.h"
#include "../base/buf.h"
#include "../kern/ktypes.h"

static struct sd_type *mk(struct sd_typetab *tt, enum sd_tkind k, const char *name,
			  uint32_t size, bool is_signed)
{
	struct sd_type *t = sd_arena_alloc(tt->arena, sizeof(*t));

	t->kind = k;
	t->name = name;
	t->size = size;
	t->align = size ? (size > 8 ? 8 : size) : 1;
	t->is_signed = is_signed;
	t->complete = true;
	return t;
}

struct std_typedef {
	const char *name, *target;
};

/* D's own typedefs (DTrace's D container: its builtins and the D library's):
 * a script may not declare them again. */
static const struct std_typedef d_typedefs[] = {
	{ "int8_t", "signed char" }, { "int16_t", "short" }, { "int32_t", "int" },
	{ "int64_t", "long" }, { "uint8_t", "unsigned char" },
	{ "uint16_t", "unsigned short" }, { "uint32_t", "unsigned int" },
	{ "uint64_t", "unsigned long" }, { "intptr_t", "long" },
	{ "uintptr_t", "unsigned long" }, { "size_t", "unsigned long" },
	{ "ssize_t", "long" }, { "ptrdiff_t", "long" }, { "pid_t", "int" },
	{ "id_t", "int" }, { "processorid_t", "int" }, { "chipid_t", "int" },
	{ "lgrp_id_t", "int" }, { "psetid_t", "int" }, { "uchar_t", "unsigned char" },
	{ "ushort_t", "unsigned short" }, { "uint_t", "unsigned int" },
	{ "ulong_t", "unsigned long" }, { "u_longlong_t", "unsigned long long" },
	{ "time_t", "long" }, { "zoneid_t", "int" }, { "taskid_t", "int" }
};

/* Names DTrace takes from the kernel's types: a script may declare them
 * again. Their targets are the kernel's BTF integers, with the kernel's
 * names (dt_btf.c keeps them: "short unsigned int", "long long int"),
 * which messages naming a resolved type show, as vmlinux`u16 does. */
static const struct std_typedef kernel_typedefs[] = {
	{ "off_t", "long int" }, { "loff_t", "long long int" }, { "uid_t", "unsigned int" },
	{ "gid_t", "unsigned int" }, { "dev_t", "unsigned int" },
	{ "projid_t", "unsigned int" },
	{ "clock_t", "long int" }, { "mode_t", "unsigned int" }, { "nlink_t", "unsigned int" },
	{ "ino_t", "long unsigned int" }, { "blkcnt_t", "long long unsigned int" },
	{ "umode_t", "short unsigned int" }, { "__u8", "unsigned char" },
	{ "__u16", "short unsigned int" }, { "__u32", "unsigned int" },
	{ "__u64", "long long unsigned int" }, { "__s8", "signed char" },
	{ "__s16", "short int" }, { "__s32", "int" }, { "__s64", "long long int" },
	{ "u8", "unsigned char" }, { "u16", "short unsigned int" }, { "u32", "unsigned int" },
	{ "u64", "long long unsigned int" }, { "s8", "signed char" }, { "s16", "short int" },
	{ "s32", "int" }, { "s64", "long long int" }, { "bool", "_Bool" },
	{ "wchar_t", "short unsigned int" }
};

/* Adds the typedefs of tab (n of them) of the base types named by their
 * targets; kernel: a script may declare them again. */
static void add_std(struct sd_typetab *tt, struct sd_type *const *base, size_t nbase,
		    const struct std_typedef *tab, size_t n, bool kernel)
{
	for (size_t i = 0; i < n; i++) {
		for (size_t j = 0; j < nbase; j++) {
			if (strcmp(base[j]->name, tab[i].target))
				continue;
			sd_type_add_typedef(tt, tab[i].name,
					    sd_type_typedef(tt, tab[i].name, base[j]));
			tt->tdefs->kernel = kernel;
		}
	}
}

void sd_types_init(struct sd_typetab *tt, struct sd_arena *a, uint32_t strsize)
{
	memset(tt, 0, sizeof(*tt));
	tt->arena = a;
	tt->strsize = strsize;
	tt->t_void = mk(tt, SD_T_VOID, "void", 0, false);
	tt->t_dyn = mk(tt, SD_T_VOID, "dynamic variable", 0, false);
	tt->t_char = mk(tt, SD_T_INT, "char", 1, true);
	tt->t_char->is_char = true;
	struct sd_type *schar = mk(tt, SD_T_INT, "signed char", 1, true);
	schar->is_char = true;
	tt->t_uchar = mk(tt, SD_T_INT, "unsigned char", 1, false);
	tt->t_uchar->is_char = true;
	tt->t_short = mk(tt, SD_T_INT, "short", 2, true);
	tt->t_ushort = mk(tt, SD_T_INT, "unsigned short", 2, false);
	tt->t_int = mk(tt, SD_T_INT, "int", 4, true);
	tt->t_uint = mk(tt, SD_T_INT, "unsigned int", 4, false);
	tt->t_long = mk(tt, SD_T_INT, "long", 8, true);
	tt->t_ulong = mk(tt, SD_T_INT, "unsigned long", 8, false);
	tt->t_llong = mk(tt, SD_T_INT, "long long", 8, true);
	tt->t_ullong = mk(tt, SD_T_INT, "unsigned long long", 8, false);
	tt->t_signed = mk(tt, SD_T_INT, "signed", 4, true);
	tt->t_unsigned = mk(tt, SD_T_INT, "unsigned", 4, false);
	tt->t_sshort = mk(tt, SD_T_INT, "signed short", 2, true);
	tt->t_sint = mk(tt, SD_T_INT, "signed int", 4, true);
	tt->t_slong = mk(tt, SD_T_INT, "signed long", 8, true);
	tt->t_sllong = mk(tt, SD_T_INT, "signed long long", 8, true);
	tt->t_bool = mk(tt, SD_T_INT, "_Bool", 1, false);
	tt->t_bool->is_bool = true;
	tt->t_float = mk(tt, SD_T_FLOAT, "float", 4, true);
	tt->t_double = mk(tt, SD_T_FLOAT, "double", 8, true);
	tt->t_ldouble = mk(tt, SD_T_FLOAT, "long double", 16, true);
	tt->t_string = mk(tt, SD_T_STRING, "string", strsize, false);
	tt->t_string->align = 1;
	tt->t_voidp = sd_type_ptr(tt, tt->t_void);
	tt->t_charp = sd_type_ptr(tt, tt->t_char);

	struct sd_type *base[] = { tt->t_char, schar, tt->t_uchar, tt->t_short,
		tt->t_ushort, tt->t_int, tt->t_uint, tt->t_long, tt->t_ulong,
		tt->t_llong, tt->t_ullong, tt->t_bool };
	sd_type_add_typedef(tt, "_Bool", tt->t_bool);	/* an intrinsic: no keyword */
	add_std(tt, base, SD_ARRAY_SIZE(base), d_typedefs, SD_ARRAY_SIZE(d_typedefs), false);
	/* the kernel's signed char is an unsigned char of that name, as
	 * DTrace's BTF conversion makes every 8-bit integer (types_btf.c) */
	struct sd_type *kbase[] = { sd_type_named_int(tt, "signed char", 1, true),
		tt->t_uchar, sd_type_named_int(tt, "short int", 2, true),
		sd_type_named_int(tt, "short unsigned int", 2, false), tt->t_int, tt->t_uint,
		sd_type_named_int(tt, "long int", 8, true),
		sd_type_named_int(tt, "long unsigned int", 8, false),
		sd_type_named_int(tt, "long long int", 8, true),
		sd_type_named_int(tt, "long long unsigned int", 8, false), tt->t_bool };
	add_std(tt, kbase, SD_ARRAY_SIZE(kbase), kernel_typedefs, SD_ARRAY_SIZE(kernel_typedefs),
		true);
}

/* A kernel name's stand-in gives way to the kernel's own typedef where BTF
 * has it (once): DTrace's dt_type_lookup( ) finds uid_t in vmlinux, whose
 * pointers dt_type_pointer( ) takes from there (uid_t * is the kernel's
 * unsigned int *, loff_t * its loff_t *). */
struct sd_type *sd_type_lookup_typedef(const struct sd_typetab *tt, const char *name)
{
	for (struct sd_tdef *d = tt->tdefs; d; d = d->next) {
		if (strcmp(d->name, name))
			continue;
		if (d->kernel && !d->ktried) {	/* a linear search of BTF */
			struct sd_type *k = sd_ktype_lookup((struct sd_typetab *)tt, name, 0);
			d->type = k && k->typedef_of ? k : d->type;
			d->ktried = true;
		}
		return d->type;
	}
	return tt->pending ? tt->pending(tt->pending_ctx, name) : NULL;
}

/* DTrace's dt_type_lookup( ) looks "mod`name" up in module mod's types
 * (dtrace_lookup_by_type( )): module C holds the intrinsics one word names
 * (dt_open.c's _dtrace_intrinsics_64) and the typedefs of #include'd
 * files, module D, its child, those and string too, so "D`int" is as much
 * a type name as "int". Only D's typedefs are left to the caller. */
struct sd_type *sd_type_lookup_scoped(const struct sd_typetab *tt, const char *name)
{
	const struct { const char *name; struct sd_type *t; } words[] = {
		{ "char", tt->t_char }, { "short", tt->t_short }, { "int", tt->t_int },
		{ "long", tt->t_long }, { "signed", tt->t_signed },
		{ "unsigned", tt->t_unsigned }, { "float", tt->t_float },
		{ "double", tt->t_double },
	};
	bool d = !strncmp(name, "D`", 2);

	if (!d && strncmp(name, "C`", 2))
		return NULL;
	if (d && !strcmp(name + 2, "string"))
		return tt->t_string;
	for (size_t i = 0; i < SD_ARRAY_SIZE(words); i++)
		if (!strcmp(name + 2, words[i].name))
			return words[i].t;
	if (d)
		return NULL;
	/* module C: the typedefs of #include'd files too, never D's own
	 * (dt_open.c puts those in D) nor the kernel's */
	for (const struct sd_tdef *t = tt->tdefs; t; t = t->next)
		if (t->cdefs && !strcmp(t->name, name + 2))
			return t->type;
	return NULL;
}

static struct sd_type *tag_in(const struct sd_typetab *tt, const char *tagname, int scope,
			      bool complete)
{
	for (struct sd_tdef *d = tt->tags; d; d = d->next)
		if ((!scope || d->cdefs == (scope == 'C')) && !strcmp(d->name, tagname) &&
		    (!complete || sd_type_has_body(d->type)))
			return d->type;
	return NULL;
}

struct sd_type *sd_type_lookup_tag_in(const struct sd_typetab *tt, const char *tagname, int scope)
{
	struct sd_type *t;

	if (scope == 'C')
		return tag_in(tt, tagname, 'C', false);
	if (scope == 'D')	/* libctf looks in the parent, C, for one D lacks */
		return (t = tag_in(tt, tagname, 'D', false)) ? t : tag_in(tt, tagname, 'C', false);
	if ((t = tag_in(tt, tagname, 'C', true)) || (t = tag_in(tt, tagname, 'D', true)))
		return t;
	return tag_in(tt, tagname, 0, false);
}

struct sd_type *sd_type_lookup_tag(const struct sd_typetab *tt, const char *tagname)
{
	return sd_type_lookup_tag_in(tt, tagname, 0);
}

static void add(struct sd_typetab *tt, struct sd_tdef **list, const char *name,
		struct sd_type *t)
{
	struct sd_tdef *d = sd_arena_alloc(tt->arena, sizeof(*d));

	d->name = sd_arena_strdup(tt->arena, name);
	d->type = t;
	d->next = *list;
	*list = d;
}

void sd_type_add_typedef(struct sd_typetab *tt, const char *name, struct sd_type *t)
{
	add(tt, &tt->tdefs, name, t);
}

void sd_type_add_tag(struct sd_typetab *tt, const char *tagname, struct sd_type *t)
{
	add(tt, &tt->tags, tagname, t);
}

void sd_type_add_ctag(struct sd_typetab *tt, const char *tagname, struct sd_type *t, bool cdefs)
{
	add(tt, &tt->tags, tagname, t);
	tt->tags->cdefs = cdefs;
}

void sd_type_add_anon_enum(struct sd_typetab *tt, struct sd_type *t)
{
	add(tt, &tt->anon_enums, t->name, t);
}

/* libctf names an untagged struct, union or enum "struct " (with its
 * space), so a pointer to one is "struct  *"; sd_type's own name has no
 * trailing space. */
const char *sd_type_ctf_name(struct sd_typetab *tt, const struct sd_type *t)
{
	bool sue = t->kind == SD_T_STRUCT || t->kind == SD_T_UNION || t->kind == SD_T_ENUM;

	return sue && !t->typedef_of && !strchr(t->name, ' ') ?
	       sd_arena_printf(tt->arena, "%s ", t->name) : t->name;
}

static bool is_level(const struct sd_type *t)
{
	return !t->typedef_of && (t->kind == SD_T_PTR || t->kind == SD_T_ARRAY);
}

/* libctf's decl stack of a type (ctf_decl_push): its nodes by precedence
 * (the base type, pointers, dimensions, functions), each level's nodes in
 * push order (innermost first), and the order each level was first met. */
enum { P_BASE, P_PTR, P_ARR, P_FUNC, P_MAX, P_NODES = 16 };
struct dstack {
	const struct sd_type *n[P_MAX][P_NODES];
	int cnt[P_MAX], order[P_MAX], next;
};

static void dpush(struct dstack *d, const struct sd_type *t)
{
	int prec = P_BASE;

	if (!t->typedef_of && (t->kind == SD_T_PTR || t->kind == SD_T_ARRAY ||
			       t->kind == SD_T_FUNC)) {
		dpush(d, t->base);
		prec = t->kind == SD_T_PTR ? P_PTR : t->kind == SD_T_ARRAY ? P_ARR : P_FUNC;
	}
	if (d->cnt[prec] == 0)
		d->order[prec] = d->next++;
	if (d->cnt[prec] < P_NODES)
		d->n[prec][d->cnt[prec]++] = t;
}

/* One node of the name: a base type's name, "*", "[n]" or a function's
 * "(*) (<arguments>)" (a function declared in D has none). */
static void dnode(struct sd_typetab *tt, struct sd_buf *b, int prec, const struct sd_type *t)
{
	switch (prec) {
	case P_BASE: sd_buf_addstr(b, sd_type_ctf_name(tt, t)); break;
	case P_PTR: sd_buf_addch(b, '*'); break;
	case P_ARR: sd_buf_addf(b, "[%u]", t->nelem); break;
	default:
		sd_buf_addstr(b, "(*) (");
		for (const struct sd_member *m = t->members; m; m = m->next)
			sd_buf_addf(b, "%s%s", sd_type_aname(tt, m->type), m->next ? ", " : "");
		sd_buf_addch(b, ')');
	}
}

const char *sd_type_aname(struct sd_typetab *tt, const struct sd_type *t)
{
	struct dstack d = { .order = { -1, -1, -1, -1 } };
	struct sd_buf b = SD_BUF_INIT;

	dpush(&d, t);
	bool ptr = d.order[P_PTR] > P_PTR, arr = d.order[P_ARR] > P_ARR;
	int rp = arr ? P_ARR : ptr ? P_PTR : -1, lp = ptr ? P_PTR : arr ? P_ARR : -1;
	bool after_name = false;	/* the last node was no '*' or dimension */

	for (int prec = P_BASE; prec < P_MAX; prec++) {
		for (int i = 0; i < d.cnt[prec]; i++) {
			if (after_name)
				sd_buf_addch(&b, ' ');
			if (lp == prec) {
				sd_buf_addch(&b, '(');
				lp = -1;
			}
			dnode(tt, &b, prec, d.n[prec][i]);
			after_name = prec != P_PTR && prec != P_ARR;
		}
		if (rp == prec)
			sd_buf_addch(&b, ')');
	}
	const char *name = sd_arena_strdup(tt->arena, b.data ? b.data : "");
	sd_buf_free(&b);
	return name;
}

/* The name libctf's ctf_type_name gives a pointer to t (n < 0) or an array
 * of n t: its decl stack pushes the innermost type first, each pointer and
 * dimension in the order met, and parenthesizes the pointers when a
 * dimension was met before them ("int (*)[3]", "int **[2]", "int [3][2]":
 * an array of 2 arrays of 3, inner dimension first). */
static const char *decl_name(struct sd_typetab *tt, const struct sd_type *to, int64_t n)
{
	const struct sd_type *lv[32], *t = to;
	size_t nl = 0;

	for (; is_level(t) && nl < SD_ARRAY_SIZE(lv); t = t->base)
		lv[nl++] = t;
	if (t->kind == SD_T_FUNC) {	/* libctf's decl stack over a function */
		struct sd_type x = { .kind = n < 0 ? SD_T_PTR : SD_T_ARRAY,
				     .base = (struct sd_type *)to, .nelem = (uint32_t)n };
		return sd_type_aname(tt, &x);
	}
	if (is_level(t) || t->kind == SD_T_FUNC)	/* sonda's own name */
		return n < 0 ? sd_arena_printf(tt->arena, "%s%s", to->name,
					       to->kind == SD_T_PTR ? "*" : " *") :
			       sd_arena_printf(tt->arena, "%s [%u]", to->name, (uint32_t)n);
	/* the levels innermost first, then the new one */
	int nptr = n < 0, first_ptr = n < 0 ? (int)nl : -1, first_arr = n < 0 ? -1 : (int)nl;
	for (size_t i = nl; i-- > 0;) {
		int at = (int)(nl - 1 - i);
		if (lv[i]->kind == SD_T_PTR) {
			nptr++;
			if (first_ptr < 0 || at < first_ptr)
				first_ptr = at;
		} else if (first_arr < 0 || at < first_arr) {
			first_arr = at;
		}
	}
	bool paren = nptr && first_arr >= 0 && first_arr < first_ptr;
	struct sd_buf b = SD_BUF_INIT;
	sd_buf_addstr(&b, sd_type_ctf_name(tt, t));
	sd_buf_addstr(&b, paren ? " (" : " ");
	for (int i = 0; i < nptr; i++)
		sd_buf_addch(&b, '*');
	if (paren)
		sd_buf_addch(&b, ')');
	for (size_t i = nl; i-- > 0;)
		if (lv[i]->kind == SD_T_ARRAY)
			sd_buf_addf(&b, "[%u]", lv[i]->nelem);
	if (n >= 0)
		sd_buf_addf(&b, "[%u]", (uint32_t)n);
	const char *name = sd_arena_strdup(tt->arena, b.data);
	sd_buf_free(&b);
	return name;
}

struct sd_type *sd_type_ptr(struct sd_typetab *tt, struct sd_type *to)
{
	struct sd_type *t = mk(tt, SD_T_PTR, decl_name(tt, to, -1), 8, false);

	t->base = to;
	to->pointed = true;
	return t;
}

struct sd_type *sd_type_array(struct sd_typetab *tt, struct sd_type *elem, uint32_t n)
{
	struct sd_type *t = mk(tt, SD_T_ARRAY, decl_name(tt, elem, n), elem->size * n, false);

	t->align = elem->align;
	t->base = elem;
	t->nelem = n;
	return t;
}

uint64_t sd_type_size_at(const struct sd_type *t, uint32_t strsize)
{
	if (t->kind == SD_T_STRING)
		return strsize;
	if (t->kind == SD_T_ARRAY && t->base)
		return (uint64_t)t->nelem * sd_type_size_at(t->base, strsize);
	return t->size;
}

struct sd_type *sd_type_typedef(struct sd_typetab *tt, const char *name, struct sd_type *t)
{
	struct sd_type *c = sd_arena_alloc(tt->arena, sizeof(*c));

	*c = *t;
	c->name = sd_arena_strdup(tt->arena, name);
	c->typedef_of = t;
	c->pointed = false;	/* libctf's ptrtab has no pointer to a new typedef,
				   whatever points to what it names */
	return c;
}

struct sd_type *sd_type_int(const struct sd_typetab *tt, int size, bool is_signed)
{
	switch (size) {
	case 1: return is_signed ? tt->t_char : tt->t_uchar;
	case 2: return is_signed ? tt->t_short : tt->t_ushort;
	case 4: return is_signed ? tt->t_int : tt->t_uint;
	default: return is_signed ? tt->t_long : tt->t_ulong;
	}
}

struct sd_type *sd_type_named_int(struct sd_typetab *tt, const char *name, uint32_t size,
				  bool sign)
{
	struct sd_type *d = sd_type_int(tt, (int)size, sign && size > 1), *k;

	if (!strcmp(d->name, name))
		return d;
	k = sd_arena_alloc(tt->arena, sizeof(*k));
	*k = *d;
	k->name = sd_arena_strdup(tt->arena, name);
	k->is_kernel = true;
	return k;
}

bool sd_type_is_dt_bitfield(const struct sd_type *t)
{
	const struct sd_type *c = t ? sd_type_canon(t) : NULL;

	if (!c || c->kind != SD_T_INT)
		return false;
	unsigned bits = c->bits ? c->bits : c->size * 8u, bytes = bits / 8u;
	return bits % 8 || bytes > 8 || (bytes & (bytes - 1));
}

bool sd_type_is_stringlike(const struct sd_type *t)
{
	if (t->kind == SD_T_STRING)
		return true;
	if ((t->kind == SD_T_PTR || t->kind == SD_T_ARRAY) && t->base &&
	    t->base->kind == SD_T_INT && t->base->is_char)
		return true;
	return false;
}

bool sd_type_is_signed(const struct sd_type *t)
{
	if (t->kind == SD_T_ENUM)
		return true;
	return t->kind == SD_T_INT && t->is_signed;
}

struct sd_type *sd_type_promote(const struct sd_typetab *tt, const struct sd_type *t)
{
	if (t->kind == SD_T_ENUM)
		return tt->t_int;
	if (t->kind == SD_T_INT && t->size < 4)
		return tt->t_int;
	return (struct sd_type *)t;
}

/* DTrace's rank of an integer type: its width in bits, plus one if it is
 * unsigned. */
static unsigned int_rank(const struct sd_type *t)
{
	return (t->bits ? t->bits : t->size * 8) + !t->is_signed;
}

/* DTrace's usual arithmetic conversions (not C's): the operand type of
 * higher rank is the result, with no promotion to int, so that
 * unsigned char + unsigned char is an unsigned char; an enum counts as int. */
struct sd_type *sd_type_arith_result(const struct sd_typetab *tt,
				     const struct sd_type *a, const struct sd_type *b)
{
	if (a->kind == SD_T_ENUM)
		a = tt->t_int;
	if (b->kind == SD_T_ENUM)
		b = tt->t_int;
	if (a->kind != SD_T_INT || b->kind != SD_T_INT) {
		a = sd_type_promote(tt, a);
		b = sd_type_promote(tt, b);
		if (a->size != b->size)
			return (struct sd_type *)(a->size > b->size ? a : b);
		if (a->is_signed == b->is_signed)
			return (struct sd_type *)a;
		return sd_type_int(tt, a->size, false);
	}
	return (struct sd_type *)(int_rank(b) > int_rank(a) ? b : a);
}

bool sd_type_compatible(const struct sd_type *a, const struct sd_type *b)
{
	if (a == b)
		return true;
	if (sd_type_is_int(a) && sd_type_is_int(b))
		return true;
	if (a->kind == SD_T_STRING || b->kind == SD_T_STRING)
		return sd_type_is_stringlike(a) && sd_type_is_stringlike(b);
	if (a->kind == SD_T_PTR && b->kind == SD_T_PTR)
		return a->base->kind == SD_T_VOID || b->base->kind == SD_T_VOID ||
		       sd_type_compatible(a->base, b->base);
	if (a->kind == SD_T_PTR && sd_type_is_int(b))
		return true;
	if (a->kind == SD_T_PTR && b->kind == SD_T_ARRAY)
		return a->base->kind == SD_T_VOID || sd_type_compatible(a->base, b->base);
	if (a->kind != b->kind)
		return false;
	if (a->kind == SD_T_STRUCT || a->kind == SD_T_UNION)
		return a->members == b->members;
	return a->size == b->size;
}

/* An integer's CTF encoding as ctf_type_encoding( ) gives it: its format
 * (signed, char, _Bool) and its bits (a bit-field's width). */
static bool same_encoding(const struct sd_type *a, const struct sd_type *b)
{
	uint32_t ab = a->bits ? a->bits : a->size * 8, bb = b->bits ? b->bits : b->size * 8;

	return ab == bb && a->is_signed == b->is_signed && a->is_char == b->is_char &&
	       a->is_bool == b->is_bool;
}

bool sd_type_ctf_compat(const struct sd_type *a, const struct sd_type *b)
{
	a = sd_type_canon(a), b = sd_type_canon(b);
	if (a == b)
		return true;
	/* an enum only named is libctf's CTF_K_FORWARD, which is no enum */
	if ((a->kind == SD_T_ENUM && a->complete && b->kind == SD_T_INT) ||
	    (a->kind == SD_T_INT && b->kind == SD_T_ENUM && b->complete))
		return true;
	/* D's string is libdtrace's typedef of a char[strsize] (dt_open.c) */
	if (a->kind == SD_T_ARRAY && b->kind == SD_T_STRING) {
		const struct sd_type *t = a;
		a = b, b = t;
	}
	if (a->kind == SD_T_STRING && b->kind == SD_T_ARRAY)
		return b->nelem == a->size && sd_type_canon(b->base)->kind == SD_T_INT &&
		       sd_type_canon(b->base)->is_char && sd_type_canon(b->base)->is_signed;
	if (a->kind != b->kind)
		return false;
	switch (a->kind) {
	case SD_T_INT:
		return same_encoding(a, b);
	case SD_T_FLOAT:
		return a->size == b->size;
	case SD_T_PTR:
		return sd_type_ctf_compat(a->base, b->base);
	case SD_T_ARRAY:
		return a->nelem == b->nelem && sd_type_ctf_compat(a->base, b->base);
	case SD_T_STRUCT: case SD_T_UNION:
		if (a->complete != b->complete)	/* a forward is a kind of its own */
			return false;
		return !strcmp(a->name, b->name) && (!a->complete || a->size == b->size);
	case SD_T_ENUM:
		return a->complete == b->complete && !strcmp(a->name, b->name);
	case SD_T_FUNC:		/* D's functions are libdtrace's one type */
		return !a->is_kernel && !b->is_kernel;
	default:
		return false;
	}
}

bool sd_type_is_aggr(const struct sd_type *t)
{
	if (t->kind == SD_T_STRUCT || t->kind == SD_T_UNION)
		return true;
	return t->kind == SD_T_ARRAY && !sd_type_is_stringlike(t);
}

void sd_type_complete(struct sd_typetab *tt, struct sd_type *t)
{
	if (t->lazy)
		sd_ktype_complete(tt, t);
}

static const struct sd_member *find_member(struct sd_typetab *tt, struct sd_type *t,
					   const char *name, uint32_t *off)
{
	sd_type_complete(tt, t);
	for (const struct sd_member *m = t->members; m; m = m->next) {
		if (m->name && !strcmp(m->name, name)) {
			*off = m->off;
			return m;
		}
		if (m->name || (m->type->kind != SD_T_STRUCT && m->type->kind != SD_T_UNION))
			continue;
		uint32_t sub = 0;
		const struct sd_member *r = find_member(tt, m->type, name, &sub);
		if (r) {
			*off = m->off + sub;
			return r;
		}
	}
	return NULL;
}

const struct sd_member *sd_type_member(struct sd_typetab *tt, struct sd_type *t,
				       const char *name)
{
	uint32_t off = 0;
	const struct sd_member *m = find_member(tt, t, name, &off);

	if (!m || m->off == off)
		return m;
	struct sd_member *c = sd_arena_alloc(tt->arena, sizeof(*c));
	*c = *m;
	c->off = off;
	c->next = NULL;
	return c;
}

/* Signed as DTrace's DT_NF_SIGNED says: an enum is not. */
static bool dt_signed(const struct sd_type *t)
{
	t = sd_type_canon(t);
	return t->kind == SD_T_INT && t->is_signed;
}

bool sd_cast_truncates(const struct sd_type *from, const struct sd_type *to)
{
	if (!to || !sd_type_is_int(to) || to->size >= 8)
		return false;
	if (!from || !sd_type_is_scalar(from) || sd_type_is_string(from))
		return true;
	if (to->size > from->size)
		return !dt_signed(to) && dt_signed(from);
	if (to->size == from->size)
		return dt_signed(to) != dt_signed(from);
	return true;
}
