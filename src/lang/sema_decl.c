/* sema_decl.c - declarations and type names.
 *
 * Turns declaration specifiers and declarators into struct sd_type, lays
 * out struct/union members with C's alignment rules, records typedefs,
 * enumerators and declared variables (whose type is then fixed).
 */
#include "sema_int.h"

#include <string.h>

#include "../kern/ktypes.h"

static struct sd_type *base_type(struct sema *s, const struct sd_declspec *sp,
				 struct sd_node *at);
static struct sd_type *apply_dtor(struct sema *s, struct sd_type *t, struct sd_node *d);

bool sema_dtor_is_assoc(const struct sd_node *d)
{
	const struct sd_dlevel *l = d ? d->u.dtor.levels : NULL;
	return l && l->kind == SD_DL_ARRAY && l->keys;
}

/* The name DTrace looks up for an integer type with these specifiers
 * ("signed unsigned int", "short long "), which no type has. */
static void combo_name(char *buf, size_t sz, unsigned ts)
{
	bool ll = ts & SD_TS_LONGLONG;

	snprintf(buf, sz, "%s%s%s%s%s%s", ts & SD_TS_SIGNED ? "signed " : "",
		 ts & SD_TS_UNSIGNED ? "unsigned " : "", ts & SD_TS_SHORT ? "short " : "",
		 ((ts & SD_TS_LONG) && !ll) || (ts & SD_TS_LONG3) ? "long " : "",
		 ll ? "long long " : "",
		 ts & SD_TS_FLOAT ? "float" : ts & SD_TS_DOUBLE ? "double" :
		 ts & (SD_TS_SHORT | SD_TS_LONG) ? "" : ts & SD_TS_CHAR ? "char" :
		 ts & SD_TS_INT ? "int" : "");
}

/* Do a declaration's words name no type? dt_decl_type names the type from
 * them and looks it up: "signed unsigned ", "short long ", "long long long ",
 * "long float", "short double" are no types, nor is "" (qualifiers alone:
 * they count as words, so no "int" is assumed). buf: the name. */
static bool unresolved(const struct sd_declspec *sp, char *buf, size_t sz)
{
	unsigned ts = sp->tspec, sign = ts & (SD_TS_SIGNED | SD_TS_UNSIGNED);
	bool badfp = ((ts & SD_TS_FLOAT) && (ts & (SD_TS_SHORT | SD_TS_LONG))) ||
		     ((ts & SD_TS_DOUBLE) && (ts & (SD_TS_SHORT | SD_TS_LONGLONG)));

	if (sp->tag != SD_TAG_NONE || sp->tdname)
		return false;
	if (sp->in_c && (ts & SD_TS_STRING)) {	/* D's, not in the C scope */
		snprintf(buf, sz, "string");
		return true;
	}
	if (sign != (SD_TS_SIGNED | SD_TS_UNSIGNED) && !badfp && !(ts & SD_TS_LONG3) &&
	    !((ts & SD_TS_SHORT) && (ts & SD_TS_LONG)) && (ts || !sp->qual))
		return false;
	combo_name(buf, sz, ts);
	return true;
}

/* The intrinsic DTrace looks up by the name dt_decl_type makes of the
 * words: "signed " or "unsigned ", the size words, then "char" or "int"
 * unless a size word came (a trailing space is not part of the name), so
 * "signed", "unsigned", "signed int", "signed short", "signed long" and
 * "signed long long" are intrinsics of their own; "short int" is "short". */
struct sd_type *sema_int_type(struct sema *s, unsigned ts)
{
	struct sd_typetab *tt = s->tt;
	bool u = ts & SD_TS_UNSIGNED, sg = ts & SD_TS_SIGNED;

	if (ts & SD_TS_CHAR)
		return u ? tt->t_uchar : sg ? (struct sd_type *)
			sd_type_lookup_typedef(tt, "int8_t")->typedef_of : tt->t_char;
	if (ts & SD_TS_SHORT)
		return u ? tt->t_ushort : sg ? tt->t_sshort : tt->t_short;
	if (ts & SD_TS_LONGLONG)
		return u ? tt->t_ullong : sg ? tt->t_sllong : tt->t_llong;
	if (ts & SD_TS_LONG)
		return u ? tt->t_ulong : sg ? tt->t_slong : tt->t_long;
	if (ts & SD_TS_INT)
		return u ? tt->t_uint : sg ? tt->t_sint : tt->t_int;
	return u ? tt->t_unsigned : sg ? tt->t_signed : tt->t_int;
}

#define BF_SKIP (-2)

/* The width of bit-field d of type ft, or -1 after an error (0: none,
 * BF_SKIP: an unnamed bit-field of width 0, which declares nothing). */
static int bitfield_width(struct sema *s, struct sd_node *d, const struct sd_type *ft)
{
	int64_t w;

	const char *name = d->u.dtor.name ? d->u.dtor.name : "(anon)";
	const struct sd_type *bt;

	if (!d->u.dtor.bits)
		return 0;
	if (sema_expr(s, d->u.dtor.bits) < 0)
		return -1;
	bt = d->u.dtor.bits->type;
	if (!d->u.dtor.name && sema_const(d->u.dtor.bits, &w) && w == 0)
		return BF_SKIP;	/* "int : 0": DTrace ignores it */
	/* dt_decl_member: the size first (dt_node_is_posconst: an unsigned
	 * constant is positive unless 0), then the type: an integer, not an
	 * enum (CTF_K_INTEGER) */
	if (!sema_const(d->u.dtor.bits, &w) || w == 0 ||
	    (w < 0 && (!bt || sd_type_is_signed(bt)))) {
		SERR(s, d, D_DECL_BFCONST, "positive integral constant expression expected "
		     "as bit-field size");
		return -1;
	}
	if (ft->kind != SD_T_INT) {
		SERR(s, d, D_DECL_BFTYPE, "invalid type for bit-field: %s", name);
		return -1;
	}
	if ((uint64_t)w > (uint64_t)ft->size * 8) {
		SERR(s, d, D_DECL_BFSIZE, "bit-field too big for type: %s", name);
		return -1;
	}
	return (int)w;
}

/* DTrace adds members to a CTF type one by one: a name twice fails there. */
static bool dup_member(struct sema *s, const struct sd_node *d, const struct sd_member *m)
{
	for (; d->u.dtor.name && m; m = m->next) {
		if (!m->name || strcmp(m->name, d->u.dtor.name))
			continue;
		SERR(s, d, D_UNKNOWN, "failed to define member '%s': Duplicate member or "
		     "variable name", d->u.dtor.name);
		return true;
	}
	return false;
}

/* The size CTF gives bit-field type of width bits (ctf_add_integer): its
 * bytes rounded up to a power of two, which is also its alignment. */
static uint32_t bf_bytes(unsigned bits)
{
	uint32_t bytes = (bits + 7) / 8, p = 1;

	while (p < bytes)
		p *= 2;
	return p;
}

/* t, or what an array (of arrays) of t is made of. */
static const struct sd_type *elem_type(const struct sd_type *t)
{
	t = sd_type_canon(t);
	while (t->kind == SD_T_ARRAY)
		t = sd_type_canon(t->base);
	return t;
}

/* The alignment libctf's ctf_type_align gives t, which lays out D's
 * structs: a struct's is its first member's (only), a union's its widest
 * member's, an array's its element's, a scalar's its size. */
static uint32_t ctf_align(struct sd_typetab *tt, const struct sd_type *t)
{
	uint32_t al = 0;

	t = sd_type_canon(t);
	switch (t->kind) {
	case SD_T_PTR: case SD_T_FUNC:
		return 8;
	case SD_T_ARRAY:
		return ctf_align(tt, t->base);
	case SD_T_STRING:
		return 1;	/* char[strsize] */
	case SD_T_ENUM:
		return 4;
	case SD_T_STRUCT: case SD_T_UNION:
		sd_type_complete(tt, (struct sd_type *)t);
		for (const struct sd_member *m = t->members; m; m = m->next) {
			if (elem_type(m->type) == t)	/* a union in itself, or an */
				continue;	/* array of it (layout_sou) */
			uint32_t a = m->bits ? bf_bytes(m->bits) : ctf_align(tt, m->type);
			al = SD_MAX(al, a);
			if (t->kind == SD_T_STRUCT)
				break;
		}
		return al;
	default:
		return t->size;
	}
}

/* Places member m (width bits, 0 if not a bit-field) of a struct as
 * libctf's ctf_add_member_offset does: after the last member's bits
 * (*end, a bit-field's width or a type's size), rounded up to a byte and
 * then to m's alignment; the struct's size is then m's offset + its size
 * (a bit-field's CTF size), with no padding at the end. */
static void place_member(struct sd_typetab *tt, struct sd_member *m, int bits,
			 uint32_t msize, uint64_t *end, uint32_t *size)
{
	uint32_t al = bits ? bf_bytes((unsigned)bits) : ctf_align(tt, m->type);
	uint64_t off = SD_ALIGN((*end + 7) / 8, al ? al : 1);

	m->off = (uint32_t)off;
	m->bit_off = 0;
	m->bits = (uint8_t)bits;
	*end = off * 8 + (bits ? (uint64_t)bits : (uint64_t)msize * 8);
	*size = (uint32_t)off + (bits ? bf_bytes((unsigned)bits) : msize);
}

#define TYPE_NAMELEN 128	/* DTrace's DT_TYPE_NAMELEN */

const char *sema_fit_name(const char *name)
{
	return strlen(name) >= TYPE_NAMELEN ? "unknown" : name;
}

const char *sema_ctf_fit(const char *name)
{
	return strlen(name) >= TYPE_NAMELEN ? "(null)" : name;
}

const char *sema_incomplete_name(struct sema *s, const struct sd_type *t)
{
	const char *tag = strchr(t->name, ' ');

	/* one being defined is a union already (ctf_add_union) */
	if (t->kind != SD_T_UNION || !sema_is_forward(t) || t->defloc.line || !tag)
		return sema_fit_name(sd_type_ctf_name(s->tt, t));	/* untagged: "struct " */
	return sema_fit_name(sd_arena_printf(s->cu->arena, "struct%s", tag));
}

/* Does libctf know t's size (ctf_type_size)? Not a forward tag's, nor an
 * array's of one (the struct being defined has the size of its members so
 * far). */
static bool ctf_sized(const struct sd_type *t)
{
	t = sd_type_canon(t);
	if (t->kind == SD_T_ARRAY)
		return ctf_sized(t->base);
	return !sema_is_forward(t) || t->defloc.line;
}

/* dt_decl_member's checks of member d of type ft, in its order. The struct
 * or union being defined has the size of its members so far (ctf_type_size):
 * incomplete until it has one, then a member type of that size. */
static bool member_ok(struct sema *s, struct sd_node *d, struct sd_type *ft)
{
	struct sd_type *b = (struct sd_type *)sd_type_canon(ft);

	if (d->u.dtor.name && strchr(d->u.dtor.name, '`')) {
		SERR(s, d, D_DECL_SCOPE, "D scoping operator may not be used in a member "
		     "name (%s)", d->u.dtor.name);
		return false;
	}
	if (sema_dtor_is_assoc(d)) {
		SERR(s, d, D_DECL_DYNOBJ, "cannot have dynamic member: %s", d->u.dtor.name);
		return false;
	}
	sd_type_complete(s->tt, b);
	if (((b->kind == SD_T_STRUCT || b->kind == SD_T_UNION) && b->size == 0) ||
	    (b->kind == SD_T_ENUM && sema_is_forward(b))) {
		/* named as declared: a typedef's name, a forward's kind */
		SERR(s, d, D_DECL_INCOMPLETE, "incomplete struct/union/enum %s: %s",
		     sema_incomplete_name(s, ft), d->u.dtor.name);
		return false;
	}
	if (b->size == 0 && ctf_sized(b)) {	/* void, a function, an array of nothing */
		SERR(s, d, D_DECL_VOIDOBJ, "cannot have void member: %s",
		     d->u.dtor.name ? d->u.dtor.name : "(null)");
		return false;
	}
	return true;
}

/* A declaration's words as DTrace's parser has them: a struct, union or
 * enum body is defined as they are read; the type they name is looked up at
 * each declarator's end (dt_decl_type), after the declarator's own checks:
 * words no type has are reported there (unres), and a tag named but not
 * defined becomes a forward tag there, but for a function or a pointer to one
 * (DTrace's DT_FUNC_TYPE, DT_FPTR_TYPE, not made of the words). */
struct words {
	const struct sd_declspec *sp;
	struct sd_node *at;
	struct sd_type *t;	/* their type, once made */
	bool unres;
	char name[64];		/* the name no type has */
};

static int words_init(struct sema *s, struct words *w, const struct sd_declspec *sp,
		      struct sd_node *at)
{
	*w = (struct words){ .sp = sp, .at = at };
	w->unres = unresolved(sp, w->name, sizeof(w->name));
	if (w->unres || (sp->tag != SD_TAG_NONE && !sp->has_body))
		return 0;	/* at each declarator */
	w->t = base_type(s, sp, at);
	return w->t ? 0 : -1;
}

/* Does declarator d (NULL: none) declare a function or a pointer to one? */
static bool dtor_is_func(const struct sd_node *d)
{
	const struct sd_dlevel *l = d ? d->u.dtor.levels : NULL;

	return l && (l->kind == SD_DL_FUNC ||
		     (l->kind == SD_DL_PTR && l->next && l->next->kind == SD_DL_FUNC));
}

/* The words' type for declarator d; int stands in where DTrace makes none. */
static struct sd_type *words_type(struct sema *s, struct words *w, const struct sd_node *d)
{
	if (w->t)
		return w->t;
	if (w->unres || dtor_is_func(d))
		return s->tt->t_int;
	return w->t = base_type(s, w->sp, w->at);
}

static int report_unres(struct sema *s, struct sd_node *at, const struct words *w)
{
	SERR(s, at, D_UNKNOWN, "failed to resolve type %s: Unknown type name", w->name);
	return -1;
}

/* Declarator d's type: its own checks, then the words' (but a function's). */
static struct sd_type *dtor_type(struct sema *s, struct words *w, struct sd_node *d,
				 struct sd_node *at)
{
	struct sd_type *t = words_type(s, w, d);

	if (t)
		t = apply_dtor(s, t, d);
	if (t && w->unres && !dtor_is_func(d)) {
		report_unres(s, at, w);
		return NULL;
	}
	return t;
}

/* libctf's ctf_add_member_offset( ) places a member after the last one's
 * type's size as it is now: a struct that is its own last member has grown
 * by that member since (struct t { long l; struct t in; char d; }: d after
 * 8 + 16 bytes of in). */
static void self_end(const struct sd_type *t, const struct sd_member *last, uint64_t *end)
{
	if (last && !last->bits && sd_type_canon(last->type) == t)
		*end = (uint64_t)last->off * 8 + (uint64_t)t->size * 8;
}

static struct sd_type *layout_sou(struct sema *s, const struct sd_declspec *sp,
				  struct sd_type *t)
{
	uint64_t end = 0;
	uint32_t size = 0;
	struct sd_member **mp = &t->members, *last = NULL;

	for (struct sd_node *md = sp->members; md; md = md->next) {
		const struct sd_declspec *ms = &md->u.mdecl.spec;
		struct words w;
		if (ms->partial) {	/* the parse stopped in its words */
			if (ms->has_body)
				base_type(s, ms, md);
			return NULL;
		}
		if (words_init(s, &w, ms, md) < 0)
			return NULL;
		for (struct sd_node *d = md->u.mdecl.dtors; d; d = d->next) {
			struct sd_member *m = sd_arena_alloc(s->cu->arena, sizeof(*m));
			struct sd_type *ft = dtor_type(s, &w, d, d);
			if (!ft)
				return NULL;
			if (!member_ok(s, d, ft))
				return NULL;
			int bits = bitfield_width(s, d, ft);
			if (bits == BF_SKIP)
				continue;
			if (bits < 0)
				return NULL;
			if (dup_member(s, d, t->members))
				return NULL;
			m->name = d->u.dtor.name;
			m->type = ft;
			/* its size as it is declared: a string's is the
			 * strsize then, kept when a later pragma changes it
			 * (dt_opt_strsize( ) resizes only the string type) */
			uint32_t msize = md->u.mdecl.strsize ?
				(uint32_t)sd_type_size_at(ft, md->u.mdecl.strsize) : ft->size;
			if (t->kind == SD_T_STRUCT) {
				self_end(t, mp == &t->members ? NULL : last, &end);
				place_member(s->tt, m, bits, msize, &end, &size);
			} else {
				m->bits = (uint8_t)bits;
				size = SD_MAX(size, bits ? bf_bytes((unsigned)bits) : msize);
			}
			t->size = size;	/* its members' so far, as ctf_type_size */
			*mp = m;
			mp = &m->next;
			last = m;
		}
		if (md->partial)	/* the parse stopped in its declarators */
			return NULL;
	}
	t->size = size;
	t->complete = true;
	t->align = ctf_align(s->tt, t);
	if (!t->align)
		t->align = 1;
	return t;
}

static struct sd_type *layout_enum(struct sema *s, const struct sd_declspec *sp,
				   struct sd_type *t)
{
	int64_t next = 0;
	struct sd_enumerator **ep = &t->enums;

	for (struct sd_node *en = sp->members; en; en = en->next) {
		struct sd_enumerator *e = sd_arena_alloc(s->cu->arena, sizeof(*e));
		if (strchr(en->u.enumerator.name, '`')) {
			SERR(s, en, D_DECL_SCOPE, "D scoping operator may not be used in an "
			     "enumerator name (%s)", en->u.enumerator.name);
			return NULL;
		}
		if (en->u.enumerator.value) {
			if (sema_expr(s, en->u.enumerator.value) < 0)
				return NULL;
			if (!sema_const(en->u.enumerator.value, &next)) {
				SERR(s, en, D_DECL_ENCONST, "enumerator '%s' must be assigned "
				     "to an integral constant expression", en->u.enumerator.name);
				return NULL;
			}
			if (next > INT32_MAX || next < INT32_MIN) {
				SERR(s, en, D_DECL_ENOFLOW, "enumerator '%s' value overflows "
				     "INT_MAX (2147483647)", en->u.enumerator.name);
				return NULL;
			}
		}
		e->name = en->u.enumerator.name;
		for (struct sd_enumerator *o = t->enums; o; o = o->next) {
			if (!strcmp(o->name, e->name)) {
				SERR(s, en, D_UNKNOWN, "failed to define enumerator '%s': "
				     "Duplicate member or variable name", e->name);
				return NULL;
			}
		}
		struct sd_type *gt;
		bool gb, gi;
		if (sema_enum_lookup(s->tt, e->name, NULL, NULL) ||
		    sema_global_kind(s, e->name, &gt, &gb, &gi)) {
			SERR(s, en, D_DECL_IDRED, "identifier redeclared: %s", e->name);
			return NULL;
		}
		e->value = next;
		/* dt_decl_enumerator: the next one is this value + 1 in an
		 * int, unchecked (after INT_MAX comes INT_MIN) */
		next = (int32_t)(uint32_t)(next + 1);
		*ep = e;
		ep = &e->next;
	}
	t->complete = true;
	return t;
}

/* struct/union/enum tag of the kernel (tag or mod`tag of a module with
 * types, not D`tag, C`tag, `tag, nomod`tag or a`b`tag: DTrace's
 * dt_type_lookup( ) finds none of those, and dt_decl_type( ) makes a forward
 * tag of the name, scope and all). */
static struct sd_type *kernel_tag(struct sema *s, const struct sd_declspec *sp)
{
	const char *name = sp->tagname, *bq = strchr(name, '`');

	struct sd_type *ut;

	if (bq && bq - name == 1 && name[0] == 'D')
		return NULL;
	if ((ut = sema_utag(s, (int)sp->tag, name)))
		return ut;	/* the traced process's, at pid/USDT probes */
	const char *k = sd_ktype_unscoped(name);
	return k ? sd_ktype_lookup(s->tt, k, (int)sp->tag) : NULL;
}

/* The container DTrace looks a tag up in (dt_type_lookup( )): 'C' in an
 * #include'd file (pcb_idepth) or for C`tag, 'D' for D`tag (D's, then its
 * parent C's), else 0, every one; *tag is the name without the scope. */
static int tag_scope(const struct sd_declspec *sp, const char **tag)
{
	*tag = sp->tagname;
	if (*tag && (!strncmp(*tag, "D`", 2) || (!strncmp(*tag, "C`", 2)))) {
		*tag += 2;
		return sp->tagname[0];
	}
	return sp->in_c ? 'C' : 0;
}

/* Whether tag type t is of the container a declaration goes in: C's in an
 * #include'd file, D's elsewhere. */
static bool in_scope(const struct sd_typetab *tt, const struct sd_type *t, bool in_c)
{
	for (const struct sd_tdef *d = tt->tags; d; d = d->next)
		if (d->type == t)
			return d->cdefs == in_c;
	return true;
}

/* A tag named without a body: one found in its scope, else (outside an
 * #include'd file) the kernel's, else a forward tag made in the container
 * of the declaration (dt_decl_type( ): C's in an #include'd file). */
static struct sd_type *tag_use(struct sema *s, const struct sd_declspec *sp,
			       struct sd_type *t, const char *full)
{
	if (t && (sd_type_has_body(t) || sp->in_c))
		return t;
	struct sd_type *k = sp->tagname && !sp->in_c ? kernel_tag(s, sp) : NULL;
	if (k || t)
		return k ? k : t;
	t = sd_arena_alloc(s->cu->arena, sizeof(*t));
	t->kind = sp->tag == SD_TAG_STRUCT ? SD_T_STRUCT : sp->tag == SD_TAG_UNION ?
		  SD_T_UNION : SD_T_ENUM;
	t->name = full;
	t->align = 1;
	if (sp->tagname && !s->scope)
		sd_type_add_ctag(s->tt, full, t, sp->in_c);
	return t;
}

static struct sd_type *tagged_type(struct sema *s, const struct sd_declspec *sp,
				   struct sd_node *at)
{
	const char *kw = sp->tag == SD_TAG_STRUCT ? "struct" :
			 sp->tag == SD_TAG_UNION ? "union" : "enum";
	const char *tag;
	int scope = tag_scope(sp, &tag);
	const char *full = tag ? sd_arena_printf(s->cu->arena, "%s %s", kw, tag) : kw;
	/* a body is checked against the container it goes in (dt_decl_sou( )) */
	int in = sp->has_body ? (sp->in_c ? 'C' : 'D') : scope;
	struct sd_type *t = tag ? sd_type_lookup_tag_in(s->tt, full, in) : NULL;

	if (tag && !t && scope == 'C' && !sp->in_c) {	/* none: C`tag's forward */
		full = sd_arena_printf(s->cu->arena, "%s %s", kw, sp->tagname);
		t = sd_type_lookup_tag_in(s->tt, full, 'D');
	}
	/* the D library's, declared before any program's in DTrace (its
	 * dlibs are compiled first, into the same D container: a program's
	 * body for one of their tags is then dt_decl_sou's D_DECL_TYPERED) */
	if (!t && tag && in != 'C' && sema_declare_pending_tag(s, (int)sp->tag, tag))
		t = sd_type_lookup_tag_in(s->tt, full, in);
	if (!sp->has_body)
		return tag_use(s, sp, t, full);
	/* dt_decl_enum: an enum named before (a CTF forward tag) has no
	 * members to iterate, which it takes for a redeclaration */
	if ((t && (t->complete || sp->tag == SD_TAG_ENUM)) ||
	    (!t && tag && in == 'D' && sd_ktype_dcopied(s->tt, tag, (int)sp->tag))) {
		struct sd_node *brace = sd_arena_alloc(s->cu->arena, sizeof(*brace));

		*brace = *at;
		brace->loc = sp->body;
		SERR(s, brace, D_DECL_TYPERED, "type redeclared: %s", full);
		return NULL;
	}
	if (t && !in_scope(s->tt, t, sp->in_c))	/* C's forward: D defines its own */
		t = NULL;
	if (!t) {
		t = sd_arena_alloc(s->cu->arena, sizeof(*t));
		t->name = full;
		if (sp->tagname && !s->scope)
			sd_type_add_ctag(s->tt, full, t, sp->in_c);
		else if (sp->tag == SD_TAG_ENUM)	/* dt_decl_enumerator: its */
			sd_type_add_anon_enum(s->tt, t);	/* names are global */
	}
	s->scope++;
	if (sp->tag == SD_TAG_ENUM) {
		t->kind = SD_T_ENUM;
		t->size = t->align = 4;
		t->is_signed = true;
		t->defloc = at->loc;
		t = layout_enum(s, sp, t);
	} else {
		t->kind = sp->tag == SD_TAG_STRUCT ? SD_T_STRUCT : SD_T_UNION;
		t->defloc = at->loc;
		t = layout_sou(s, sp, t);
	}
	s->scope--;
	/* the parse stopped in or after the body: nothing more was checked */
	return sp->partial ? NULL : t;
}

static struct sd_type *base_type(struct sema *s, const struct sd_declspec *sp,
				 struct sd_node *at)
{
	unsigned ts = sp->tspec;
	char name[64];

	if (sp->tag != SD_TAG_NONE)
		return tagged_type(s, sp, at);
	if (sp->tdname) {
		bool d_scope = !strncmp(sp->tdname, "D`", 2);	/* D's types only */
		struct sd_type *t = sd_type_lookup_scoped(s->tt, sp->tdname);
		if (!t)
			t = sd_type_lookup_typedef(s->tt, sp->tdname + 2 * d_scope);
		if (!t && !d_scope && strncmp(sp->tdname, "C`", 2))
			t = sd_ktype_lookup(s->tt, strchr(sp->tdname, '`') ?
					    strchr(sp->tdname, '`') + 1 : sp->tdname, 0);
		if (!t)
			SERR(s, at, D_UNKNOWN, "failed to resolve type %s: Unknown type name",
			     sp->tdname);
		return t;
	}
	if (unresolved(sp, name, sizeof(name))) {
		SERR(s, at, D_UNKNOWN, "failed to resolve type %s: Unknown type name", name);
		return NULL;
	}
	if (ts & SD_TS_VOID)
		return s->tt->t_void;
	if (ts & SD_TS_STRING)
		return s->tt->t_string;
	if (ts & SD_TS_BOOL)
		return s->tt->t_bool;
	if (ts & SD_TS_FLOAT)
		return s->tt->t_float;
	if (ts & SD_TS_DOUBLE)
		return (ts & SD_TS_LONG) ? s->tt->t_ldouble : s->tt->t_double;
	return sema_int_type(s, ts);
}

/* A declared function: libdtrace keeps one function type, int of no
 * arguments, whatever the declaration says (dt_decl_type), which libctf's
 * ctf_type_aname names "int (*) ()". */
struct sd_type *sema_func_type(struct sema *s)
{
	struct sd_type *t = sd_arena_alloc(s->cu->arena, sizeof(*t));

	t->kind = SD_T_FUNC;
	t->name = "int (*) ()";
	t->base = s->tt->t_int;
	t->align = 1;
	t->complete = true;
	return t;
}

/* Checks the parameters of a function or associative array prototype. */
/* Is p's parameter name also the name of an earlier one in params? */
static bool dup_param(const struct sd_node *params, const struct sd_node *p)
{
	const struct sd_node *d = p->u.param.dtor;

	for (const struct sd_node *q = params; q != p && d && d->u.dtor.name; q = q->next) {
		const struct sd_node *e = q->u.param.dtor;
		if (e && e->u.dtor.name && !strcmp(e->u.dtor.name, d->u.dtor.name))
			return true;
	}
	return false;
}

struct sd_type *sema_param_type(struct sema *s, struct sd_node *p)
{
	const struct sd_declspec *sp = &p->u.param.spec;
	struct sd_node *d = p->u.param.dtor;
	struct sd_type *t = NULL;
	struct words w;

	s->scope++;
	if (words_init(s, &w, sp, p) == 0 && (t = words_type(s, &w, d)))
		t = apply_dtor(s, t, d);
	s->scope--;
	if (!t)
		return NULL;
	if (sp->sclass != SD_SC_NONE && sp->sclass != SD_SC_REGISTER) {
		SERR(s, p, D_DECL_PARMCLASS, "inappropriate storage class for function or "
		     "associative array parameter");
		return NULL;
	}
	if (w.unres && !dtor_is_func(d)) {
		report_unres(s, p, &w);
		return NULL;
	}
	/* dt_node_type( ) gives a parameter of a kernel type Private
	 * attributes (_dtrace_typattr), checked against -x amin */
	if (sema_typename_amin(s, p, t, s->cu->cur_prog) < 0)
		return NULL;
	p->type = t;
	return t;
}

/* dt_decl_prototype of a function's parameters or an associative array's key
 * signature, once each parameter is made (sema_param_type). */
static int check_proto(struct sema *s, struct sd_node *params, bool func, bool varargs)
{
	const char *kind = func ? "function" : "array";
	int i = 0, nvoid = 0;

	for (struct sd_node *p = params; p; p = p->next) {
		struct sd_node *d = p->u.param.dtor;
		const char *name = d && d->u.dtor.name ? d->u.dtor.name : "(anonymous)";
		i++;
		if (sema_dtor_is_assoc(d)) {
			SERR(s, p, D_DECL_PROTO_TYPE, "%s prototype may not use parameter of "
			     "type dynamic variable: %s, parameter #%d", kind, name, i);
			return -1;
		}
		bool is_void = sd_type_canon(p->type)->kind == SD_T_VOID;
		nvoid += is_void;
		if (is_void && !func) {
			SERR(s, p, D_DECL_PROTO_TYPE, "array prototype may not use parameter of "
			     "type %s: %s, parameter #%d", sema_fit_name(p->type->name), name, i);
			return -1;
		}
		if (is_void && d && d->u.dtor.name) {
			SERR(s, p, D_DECL_PROTO_NAME, "void parameter may not have a name: %s",
			     name);
			return -1;
		}
		if (dup_param(params, p)) {
			SERR(s, p, D_DECL_PROTO_FORM, "parameter is already declared in %s "
			     "prototype: %s, parameter #%d", kind, name, i);
			return -1;
		}
	}
	if (varargs && !func) {
		SERR(s, params, D_DECL_PROTO_VARARGS, "array prototype may not use a "
		     "variable-length argument list");
		return -1;
	}
	if (nvoid && (params->next || varargs)) {
		SERR(s, params, D_DECL_PROTO_VOID, "void must be sole parameter");
		return -1;
	}
	return 0;
}

static int make_params(struct sema *s, struct sd_node *params)
{
	for (struct sd_node *p = params; p; p = p->next)
		if (!sema_param_type(s, p))
			return -1;
	return 0;
}

/* DTrace's parser's checks of declarator d's suffixes, left to right: a key
 * signature's parameters as each is made, then an associative dimension
 * after another dimension ("a[5][int]"), an array of the word void (not a
 * typedef of it, nor of a pointer), then the dimension's value or the
 * prototype; a parameter list's parameters, then its prototype. */
static int check_suffixes(struct sema *s, struct sd_node *d, const struct sd_type *base)
{
	bool void_arr = base->kind == SD_T_VOID && !base->typedef_of, after_arr = false;
	int64_t dim;

	for (const struct sd_dlevel *l = d->u.dtor.levels; l; l = l->next)
		void_arr &= l->kind != SD_DL_PTR;
	for (struct sd_dlevel *l = d->u.dtor.levels; l; l = l->next) {
		if (l->kind == SD_DL_FUNC && (make_params(s, l->params) < 0 ||
					      check_proto(s, l->params, true, l->varargs) < 0))
			return -1;
		if (l->kind != SD_DL_ARRAY) {
			after_arr = false;
			continue;
		}
		if (l->keys && make_params(s, l->keys) < 0)
			return -1;
		if (l->keys && after_arr) {
			SERR(s, d, D_DECL_DYNOBJ, "cannot declare array of associative arrays");
			return -1;
		}
		after_arr = true;
		if (void_arr) {
			SERR(s, d, D_DECL_VOIDOBJ, "cannot declare array of void");
			return -1;
		}
		if (l->keys && check_proto(s, l->keys, false, l->varargs) < 0)
			return -1;
		if (!l->dim)
			continue;
		if (sema_expr(s, l->dim) < 0)
			return -1;
		/* dt_node_is_posconst( ): an enum's or unsigned type's value is
		 * positive whatever its top bit (then too big: E = -2) */
		bool sgn = l->dim->type && l->dim->type->kind == SD_T_INT &&
			   l->dim->type->is_signed;

		if (!sema_const(l->dim, &dim) || !dim || (sgn && dim < 0)) {
			SERR(s, d, D_DECL_ARRSUB, "positive integral constant expression or tuple "
			     "signature expected as array declaration subscript");
			return -1;
		}
		if ((uint64_t)dim > UINT32_MAX) {
			SERR(s, d, D_DECL_ARRBIG, "array dimension too big");
			return -1;
		}
	}
	return 0;
}

static struct sd_type *apply_dtor(struct sema *s, struct sd_type *t, struct sd_node *d)
{
	if (!d)
		return t;
	if (check_suffixes(s, d, t) < 0)
		return NULL;
	/* levels are outermost first: "int *a[5]" = ARRAY(5) of PTR; build
	 * from the innermost level out */
	struct sd_dlevel *lv[32];
	int n = 0;
	for (struct sd_dlevel *l = d->u.dtor.levels; l && n < 32; l = l->next)
		lv[n++] = l;
	for (int i = n - 1; i >= 0; i--) {
		int64_t dim = 0;
		switch (lv[i]->kind) {
		case SD_DL_PTR:	/* dt_decl_type( ): dt_type_pointer( ) */
			t = i == n - 1 ? sema_named_pointer(s->tt, t) : sema_type_pointer(s->tt, t);
			break;
		case SD_DL_ARRAY:
			if (lv[i]->keys)	/* associative array: value type is t */
				return t;
			if (lv[i]->dim)
				sema_const(lv[i]->dim, &dim);
			t = sd_type_array(s->tt, t, (uint32_t)dim);
			break;
		case SD_DL_FUNC:
			t = sema_func_type(s);
			break;
		}
	}
	return t;
}

struct sd_type *sema_typename_parts(struct sema *s, const struct sd_declspec *sp,
				    struct sd_node *dtor, struct sd_node *at)
{
	struct sd_type *t = base_type(s, sp, at);

	return t ? apply_dtor(s, t, dtor) : NULL;
}

/* A type name (sizeof, a cast, offsetof, xlate, a translator's types): one
 * declaring an associative array ("int [int]") is DTrace's <DYN>, as
 * dt_decl_type( ) makes it of a key signature on top of the declaration. */
struct sd_type *sema_typename(struct sema *s, struct sd_node *tn)
{
	/* a body in an expression's type name (a cast, sizeof, offsetof) is
	 * declared once, as DTrace's parser reduces it (dt_decl_sou( )):
	 * the checks that look at the type name again find that type */
	if (tn->u.tname.defined)
		return tn->u.tname.defined;
	struct sd_type *t = sema_typename_parts(s, &tn->u.tname.spec, tn->u.tname.dtor, tn);

	if (t && tn->u.tname.spec.has_body)
		tn->u.tname.defined = t;

	return t && sema_dtor_is_assoc(tn->u.tname.dtor) ? s->tt->t_dyn : t;
}

static bool enum_in(const struct sd_tdef *d, const char *name, int64_t *v,
		    struct sd_type **t)
{
	for (; d; d = d->next) {
		if (d->type->kind != SD_T_ENUM)
			continue;
		for (struct sd_enumerator *e = d->type->enums; e; e = e->next) {
			if (strcmp(e->name, name))
				continue;
			if (v)
				*v = e->value;
			if (t)
				*t = d->type;
			return true;
		}
	}
	return false;
}

bool sema_enum_lookup(const struct sd_typetab *tt, const char *name, int64_t *v,
		      struct sd_type **t)
{
	return enum_in(tt->tags, name, v, t) || enum_in(tt->anon_enums, name, v, t);
}

bool sema_is_type_name(struct sd_cu *cu, const char *name)
{
	return sd_type_lookup_typedef(&cu->types, name) != NULL;
}

const char *sema_func_type_name(const struct sd_type *t)
{
	const struct sd_type *f = t->kind == SD_T_PTR && !t->typedef_of ? t->base : t;

	if (f->kind == SD_T_FUNC && !f->is_kernel && !f->typedef_of)
		return f == t ? "function" : "function pointer";
	return NULL;
}

/* t named as dt_type_name( ) names it (in a cast's refusal, a key's
 * prototype): a function type declared in D is DTrace's one "function"
 * type, a pointer to one its "function pointer" (dt_decl_type( )), a
 * forward union "struct". */
const char *sema_dtype_name(struct sema *s, const struct sd_type *t)
{
	const char *fn = sema_func_type_name(t);

	return fn ? fn : sema_incomplete_name(s, t);
}

/* t named as dt_type_name( ) names it in a message: a pointer to or an
 * array of a forward union "struct x *" as the union's own name (libctf
 * prints a CTF forward as a struct). */
const char *sema_type_name(struct sema *s, const struct sd_type *t)
{
	const char *fn = sema_func_type_name(t);
	const struct sd_type *b = t;

	if (fn)
		return fn;
	while (!b->typedef_of && (b->kind == SD_T_PTR || b->kind == SD_T_ARRAY) && b->base)
		b = b->base;
	if (b->kind != SD_T_UNION || strncmp(b->name, "union ", 6) || !b->name[6] ||
	    sema_incomplete_name(s, b) == b->name || strncmp(t->name, "union ", 6))
		return sema_fit_name(sd_type_ctf_name(s->tt, t));	/* not a tagged forward union */
	return sema_fit_name(sd_arena_printf(s->cu->arena, "struct%s", t->name + 5));
}

/* Are a and b one CTF type (ctf_type_cmp)? Each array declarator makes a new
 * array type, each untagged struct, union or enum body a new type; other
 * types are known by their names. */
static bool same_type(const struct sd_type *a, const struct sd_type *b)
{
	bool sue = a->kind == SD_T_STRUCT || a->kind == SD_T_UNION || a->kind == SD_T_ENUM;

	if (!b || a == b)
		return true;
	if ((a->kind == SD_T_ARRAY || (sue && !strchr(a->name, ' '))) && !a->typedef_of)
		return false;
	return a->kind == b->kind && a->size == b->size && !strcmp(a->name, b->name);
}

/* Does a typedef called name exist with another type than t? */
/* A typedef name may be declared once: DTrace's D container refuses a second
 * typedef of a name it or its parent holds (builtins, the D library's, the
 * script's, u8, uid_t..., and the kernel's it copied: atomic_t, gfp_t),
 * even of the same type. */
static bool redeclared(struct sema *s, const char *name)
{
	if (!strcmp(name, "string"))	/* dt_open.c's D typedef of it */
		return true;
	for (const struct sd_tdef *d = s->tt->tdefs; d; d = d->next)
		if (!strcmp(d->name, name))
			return true;
	return sd_type_lookup_typedef(s->tt, name) != NULL || sd_ktype_dcopied(s->tt, name, 0);
}

/* What a declaration of name meets in its scope (DTrace's lookup in the
 * globals, the thread-local or the clause-local variables): its kind
 * (dt_idkind_name) and type, or NULL. */
static const char *previous(struct sema *s, enum sd_sclass sc, const char *name,
			    struct sd_type **pt, bool *builtin)
{
	struct sd_var *v;
	bool inl;

	*pt = NULL, *builtin = false;
	if (sc == SD_SC_THIS) {
		v = sema_var_find(s->cu, SD_VAR_THIS, name);
		*pt = v ? v->type : NULL;
		return v ? "scalar" : NULL;
	}
	if (sc != SD_SC_SELF)
		return sema_global_kind(s, name, pt, builtin, &inl);
	if ((v = sema_var_find(s->cu, SD_VAR_TLS, name))) {
		*pt = v->type;
		return "scalar";
	}
	v = sema_var_find(s->cu, SD_VAR_ASSOC, sd_arena_printf(s->cu->arena, "self->%s", name));
	*pt = v ? v->type : NULL;
	return v ? "associative array" : NULL;
}

/* An associative array declared again: the same key types (DTrace's
 * messages for a key of another type, another number of keys). 0 or -1. */
static int same_keys(struct sema *s, struct sd_node *d, const struct sd_type *t,
		     const struct sd_var *v, struct sd_type **keys, int nk)
{
	for (int i = 0; v && i < nk && i < v->nkeys; i++) {
		if (same_type(keys[i], v->keys[i]))
			continue;
		SERR(s, d, D_DECL_IDRED, "identifier redeclared: %s\n\t current: associative "
		     "array, key #%d of type %s\n\tprevious: associative array, key #%d of "
		     "type %s", d->u.dtor.name, i + 1, sema_fit_name(keys[i]->name), i + 1,
		     sema_fit_name(v->keys[i]->name));
		return -1;
	}
	if (v && v->nkeys >= 0 && v->nkeys != nk) {
		SERR(s, d, D_DECL_IDRED, "identifier redeclared: %s\n\t current: associative "
		     "array of %s, tuple length %d\n\tprevious: associative array of %s, "
		     "tuple length %d", d->u.dtor.name, sema_fit_name(t->name), nk,
		     v->type ? sema_fit_name(v->type->name) : "",
		     v->nkeys);
		return -1;
	}
	return 0;
}

static int declare_var(struct sema *s, struct sd_node *decl, struct sd_node *d,
		       struct sd_type *t)
{
	const struct sd_declspec *sp = &decl->u.decl.spec;
	enum sd_var_kind k = sp->sclass == SD_SC_SELF ? SD_VAR_TLS :
			     sp->sclass == SD_SC_THIS ? SD_VAR_THIS : SD_VAR_GLOBAL;
	bool assoc = sema_dtor_is_assoc(d);

	const char *name = d->u.dtor.name;

	if (assoc && k == SD_VAR_TLS)	/* self int a[int]: the array self->a */
		name = sd_arena_printf(s->cu->arena, "self->%s", name);
	if (assoc)
		k = SD_VAR_ASSOC;
	struct sd_type *pt;
	bool builtin;
	const char *pk = previous(s, sp->sclass, d->u.dtor.name, &pt, &builtin);
	if (pk && builtin) {
		SERR(s, d, D_DECL_IDRED, "built-in identifier redeclared: %s", d->u.dtor.name);
		return -1;
	}
	if (redeclared(s, d->u.dtor.name)) {	/* DTrace's C and D types, not the kernel's */
		SERR(s, d, D_DECL_IDRED, "typedef identifier redeclared: %s", d->u.dtor.name);
		return -1;
	}
	if (assoc && sp->sclass == SD_SC_THIS) {
		SERR(s, d, D_DECL_LOCASSC, "associative arrays may not be declared as "
		     "local variables: %s", d->u.dtor.name);
		return -1;
	}
	if (sd_type_is_stringlike(t) && t->kind != SD_T_PTR && t->kind != SD_T_ARRAY)
		t = s->tt->t_string;
	struct sd_type *keys[SD_TUPLE_MAX];
	int nk = 0;
	for (struct sd_node *p = assoc ? d->u.dtor.levels->keys : NULL; p && nk < SD_TUPLE_MAX;
	     p = p->next, nk++) {
		struct sd_type *kt = sema_typename_parts(s, &p->u.param.spec, p->u.param.dtor, p);
		if (!kt)
			return -1;
		keys[nk] = sema_key_type(s, kt);
	}
	const char *ck = assoc ? "associative array" : "scalar";
	if (pk && (strcmp(pk, ck) || !same_type(t, pt))) {
		SERR(s, d, D_DECL_IDRED, "identifier redeclared: %s\n\t current: %s %s\n"
		     "\tprevious: %s %s", d->u.dtor.name, ck, sema_type_name(s, t), pk,
		     pt ? sema_type_name(s, pt) : "");
		return -1;
	}
	if (pk)
		return assoc ? same_keys(s, d, t, sema_var_find(s->cu, k, name), keys, nk) : 0;
	/* dt_node_decl: by the base type (typedefs resolved): void; a struct or
	 * union of size 0 or a forward tag, named as declared */
	struct sd_type *b = (struct sd_type *)sd_type_canon(t);
	sd_type_complete(s->tt, b);
	if (b->kind == SD_T_VOID) {
		SERR(s, d, D_DECL_VOIDOBJ, "cannot have void object: %s", d->u.dtor.name);
		return -1;
	}
	if (sema_is_forward(b) ||
	    ((b->kind == SD_T_STRUCT || b->kind == SD_T_UNION) && b->size == 0)) {
		SERR(s, d, D_DECL_INCOMPLETE, "incomplete struct/union/enum %s: %s",
		     sema_incomplete_name(s, t),
		     d->u.dtor.name);
		return -1;
	}
	struct sd_var *v = sema_var_add(s, k, name, t, d->loc, true);
	if (!assoc)
		return 0;
	memcpy(v->keys, keys, sizeof(keys));
	v->nkeys = nk;
	return 0;
}

/* dt_node_decl's DT_DC_EXTERN: the name is looked up in the D module, where
 * an earlier extern declaration put it (dt_module_extern); declared again,
 * it must have the same type. */
static int extern_decl(struct sema *s, struct sd_node *d, struct sd_type *t)
{
	struct sema_ext *e;

	for (e = s->externs; e && strcmp(e->name, d->u.dtor.name); e = e->next)
		;
	/* DTrace gives every function one type (DT_FUNC_TYPE) */
	if (e && !(t->kind == SD_T_FUNC && e->type->kind == SD_T_FUNC) &&
	    !same_type(t, e->type)) {
		SERR(s, d, D_DECL_IDRED, "identifier redeclared: D`%s\n\t current: %s\n"
		     "\tprevious: %s", d->u.dtor.name, sema_type_name(s, t),
		     sema_type_name(s, e->type));
		return -1;
	}
	if (!e) {
		e = sd_arena_alloc(s->cu->arena, sizeof(*e));
		*e = (struct sema_ext){ d->u.dtor.name, t, s->externs };
		s->externs = e;
	}
	return 0;
}

/* Is name a typedef of the C scope, declared in a #include'd file? */
static bool c_typedef(struct sema *s, const char *name)
{
	for (const struct sd_tdef *d = s->tt->tdefs; d; d = d->next)
		if (d->cdefs && !strcmp(d->name, name))
			return true;
	return false;
}

/* A typedef's name d, of type t: dt_node_decl's DT_DC_TYPEDEF. In a
 * #include'd file (in_c) DTrace adds it to its C scope and looks for an
 * earlier one there only, so a header may typedef size_t or pid_t again;
 * elsewhere it looks in the D scope, which sees the C one too. */
static int typedef_decl(struct sema *s, struct sd_node *d, struct sd_type *t, bool in_c)
{
	struct sd_type *gt;
	bool gb, gi;

	if (sema_global_kind(s, d->u.dtor.name, &gt, &gb, &gi)) {
		SERR(s, d, D_DECL_IDRED, "global variable identifier redeclared: %s",
		     d->u.dtor.name);
		return -1;
	}
	if (in_c ? c_typedef(s, d->u.dtor.name) : redeclared(s, d->u.dtor.name)) {
		SERR(s, d, D_DECL_IDRED, "typedef redeclared: %s", d->u.dtor.name);
		return -1;
	}
	/* D's string is libdtrace's typedef of a char[strsize] (dt_open.c), and
	 * only that typedef is a string (dt_node_is_string( )): one of it names
	 * the char array */
	if (t->kind == SD_T_STRING)
		t = sd_type_array(s->tt, s->tt->t_char, t->size);
	sd_type_add_typedef(s->tt, d->u.dtor.name, sd_type_typedef(s->tt, d->u.dtor.name, t));
	s->tt->tdefs->cdefs = in_c;
	return 0;
}

/* Declarator d of declaration n, of words w, in dt_node_decl's order: the declarator's own checks, the words' type,
 * the name's scope, the storage class (a function declared with none or
 * static is extern), then what the class declares. */
static int decl_one(struct sema *s, struct sd_node *n, struct sd_node *d, struct words *w)
{
	enum sd_sclass sc = n->u.decl.spec.sclass;
	struct sd_type *t = dtor_type(s, w, d, d);

	if (!t)
		return -1;
	if (d->u.dtor.name && strchr(d->u.dtor.name, '`')) {
		SERR(s, d, D_DECL_SCOPE, "D scoping operator may not be used in a "
		     "declaration name (%s)", d->u.dtor.name);
		return -1;
	}
	if (t->kind == SD_T_FUNC && (sc == SD_SC_NONE || sc == SD_SC_STATIC))
		sc = SD_SC_EXTERN;
	if (sc == SD_SC_AUTO || sc == SD_SC_REGISTER || sc == SD_SC_STATIC) {
		SERR(s, d, D_DECL_BADCLASS, "specified storage class not appropriate in D");
		return -1;
	}
	if (sc == SD_SC_EXTERN)
		return extern_decl(s, d, t);
	if (sc == SD_SC_TYPEDEF)	/* typedef int foo[int]: of <DYN> */
		return typedef_decl(s, d, sema_dtor_is_assoc(d) ? s->tt->t_dyn : t, n->u.decl.in_c);
	if (t->kind == SD_T_FUNC)
		return 0;
	const struct sd_dlevel *l = d->u.dtor.levels;
	if (l && l->kind == SD_DL_ARRAY && !l->dim && !l->keys) {
		SERR(s, d, D_DECL_ARRNULL, "array declaration requires array dimension "
		     "or tuple signature: %s", d->u.dtor.name);
		return -1;
	}
	return declare_var(s, n, d, t);
}

/* A declaration, as DTrace's parser makes it: its words (a struct, union or
 * enum body defined as they are read), then each declarator at its end. A
 * partial one (sd_node.partial: the parse failed in it) stops, with -1 and
 * no error, where the parse did. */
int sema_decl(struct sema *s, struct sd_node *n)
{
	const struct sd_declspec *sp;
	struct words w;

	switch (n->kind) {
	case SD_N_DECL:
		sp = &n->u.decl.spec;
		break;
	case SD_N_INLINE:
		return sema_inline_decl(s, n);
	case SD_N_XLATOR:
		return sema_xlator_decl(s, n);
	default:
		return 0;
	}
	if (sp->partial) {	/* (parse.c's add_bodies: partial but the last) */
		if (sp->has_body)
			base_type(s, sp, n);
		return n->partial ? -1 : 0;
	}
	if (words_init(s, &w, sp, n) < 0)
		return -1;
	if (!n->u.decl.dtors && !n->partial) {
		if (w.unres)
			return report_unres(s, n, &w);
		if (!words_type(s, &w, NULL))
			return -1;
		if (sp->tag == SD_TAG_NONE) {
			SERR(s, n, D_DECL_USELESS, "useless declaration");	/* int; */
			return -1;
		}
	}
	for (struct sd_node *d = n->u.decl.dtors; d; d = d->next)
		if (decl_one(s, n, d, &w) < 0)
			return -1;
	return n->partial ? -1 : 0;
}
