/* types.h - D types: integers, pointers, arrays, strings, structs, unions,
 * enums and functions, with the C rules D uses (LP64).
 *
 * Types live in the compilation unit's arena (struct sd_typetab owns them).
 * A typedef is a copy of its target with another name (`name`) and
 * `typedef_of` pointing at the target, so messages print the name the user
 * wrote ("uint64_t") while the checks look at the kind.
 */
#ifndef SONDA_LANG_TYPES_H
#define SONDA_LANG_TYPES_H

#include "../base/common.h"

struct sd_arena;
struct sd_ktab;
struct sd_utab;

enum sd_tkind {
	SD_T_VOID, SD_T_INT, SD_T_FLOAT, SD_T_PTR, SD_T_ARRAY, SD_T_STRING,
	SD_T_STRUCT, SD_T_UNION, SD_T_ENUM, SD_T_FUNC,
};

struct sd_member {
	const char *name;
	struct sd_type *type;
	uint32_t off;		/* byte offset */
	uint8_t bit_off, bits;	/* bit-field: bits > 0 */
	struct sd_member *next;
};

struct sd_enumerator {
	const char *name;
	int64_t value;
	struct sd_enumerator *next;
};

struct sd_type {
	enum sd_tkind kind;
	const char *name;	/* the name to print: "int", "char *", "struct foo" */
	uint32_t size, align;
	bool is_signed;		/* INT */
	bool is_bool;		/* _Bool */
	uint8_t bits;		/* INT: the type of a bit-field (a member
				   read), its width, which DTrace's rank of
				   an integer type counts (0: none) */
	bool is_char;		/* char, signed char, unsigned char */
	bool complete;		/* STRUCT/UNION/ENUM have a body */
	bool is_kernel;		/* comes from the kernel's BTF */
	unsigned qual;		/* 1 const, 2 volatile, 4 restrict */
	struct sd_type *base;	/* PTR target, ARRAY element, FUNC return */
	uint32_t nelem;		/* ARRAY */
	struct sd_member *members;	/* STRUCT/UNION */
	struct sd_enumerator *enums;	/* ENUM */
	const struct sd_type *typedef_of;	/* non-NULL for a typedef */
	uint8_t symkind;	/* enum sd_symkind: values of stack(), sym()... */
	int btf_id;		/* kernel type: its BTF id (0: none) */
	uint32_t kid;		/* the BTF id converted to this very object
				   (the first, for a shared one; 0: none):
				   sd_ktype_addrof( ) */
	bool lazy;		/* kernel STRUCT/UNION whose members are
				   not converted yet (sd_type_complete) */
	bool is_user;		/* PTR: points into the traced process's
				   memory (a type from its DWARF): reads
				   through it use bpf_probe_read_user;
				   STRUCT/UNION: a type of the traced
				   process (reads through any pointer to
				   it are user reads) */
	bool pointed;		/* a pointer to it was made (sd_type_ptr):
				   libctf's ptrtab holds one, which
				   DTrace's dt_type_pointer( ) finds */
	struct sd_loc defloc;	/* STRUCT/UNION/ENUM of the program: where its
				   body is (line 0: none, or not the program's) */
};

/* Values that print as stacks or symbols: the result types of stack(),
 * ustack(), sym()/func(), mod(), usym()/ufunc(), umod(), uaddr(). */
enum sd_symkind {
	SD_SK_NONE, SD_SK_KSTACK, SD_SK_USTACK, SD_SK_KSYM, SD_SK_KMOD,
	SD_SK_USYM, SD_SK_UMOD, SD_SK_UADDR,
};

/* The type table of one compilation: builtins, typedefs and tags. */
struct sd_typetab {
	struct sd_arena *arena;
	struct sd_tdef { const char *name; struct sd_type *type;
			 bool kernel;	/* a script may declare it again */
			 bool ktried;	/* kernel: BTF was searched for it */
			 bool cdefs;	/* declared in a #include'd file:
					   DTrace's C scope */
			 struct sd_tdef *next; } *tdefs;	/* typedef names */
	struct sd_tdef *tags;				/* "struct foo" etc. */
	struct sd_tdef *anon_enums;	/* enums without a tag: their enumerators
					   are names all the same */
	struct sd_ktab *ktab;		/* kernel (BTF) types converted so far */
	const uint8_t *dcopied;		/* sd_ktype_dcopied( )'s ids, once */
	struct sd_utab *utab;		/* user (DWARF) types converted so far
					   (lang/utypes.c) */
	uint32_t strsize;
	/* A typedef name not declared yet may be declared on demand (the D
	 * library's typedefs, by sema): sd_type_lookup_typedef() asks. */
	struct sd_type *(*pending)(void *ctx, const char *name);
	void *pending_ctx;
	/* shortcuts */
	struct sd_type *t_void, *t_char, *t_uchar, *t_short, *t_ushort, *t_int,
		*t_uint, *t_long, *t_ulong, *t_llong, *t_ullong, *t_bool,
		*t_string, *t_voidp, *t_charp, *t_float, *t_double, *t_ldouble;
	/* DTrace's <DYN> (an alias of void, not void itself): the type of a
	 * type name declaring an associative array ("int [int]"), which
	 * messages name "dynamic variable"; compared by address */
	struct sd_type *t_dyn;
	/* DTrace's intrinsics of their own names for other spellings:
	 * "signed", "unsigned", "signed short", "signed int", "signed long",
	 * "signed long long" (print( ) and messages show these names) */
	struct sd_type *t_signed, *t_unsigned, *t_sshort, *t_sint, *t_slong, *t_sllong;
};

/* Sets up the builtin types and D's standard typedefs (int8_t..uint64_t,
 * size_t, ssize_t, pid_t, id_t, uid_t, gid_t, dev_t, ...). */
void sd_types_init(struct sd_typetab *tt, struct sd_arena *a, uint32_t strsize);

struct sd_type *sd_type_lookup_typedef(const struct sd_typetab *tt, const char *name);
/* A tag ("struct foo") as DTrace's dtrace_lookup_by_type( ) finds it in
 * every container: C's (an #include'd file's) definition, else D's, else a
 * forward one of them made. */
struct sd_type *sd_type_lookup_tag(const struct sd_typetab *tt, const char *tagname);
/* A tag with a body, or one being defined (DTrace's dt_decl_sou( ) adds a
 * struct, of no members yet, at its "{"): no forward tag. */
static inline bool sd_type_has_body(const struct sd_type *t)
{
	return t->complete || t->defloc.line > 0;
}
/* In one container: scope 'C' (an #include'd file's tags), 'D' (the D
 * program's, else C's: libctf looks in the parent), 0 as above. */
struct sd_type *sd_type_lookup_tag_in(const struct sd_typetab *tt, const char *tagname, int scope);
/* A type named in DTrace's D or C scope by a word that is no typedef of
 * D's: "D`int", "C`unsigned", "D`string", "C`t" of a typedef t of an
 * #include'd file (NULL otherwise). */
struct sd_type *sd_type_lookup_scoped(const struct sd_typetab *tt, const char *name);
void sd_type_add_typedef(struct sd_typetab *tt, const char *name, struct sd_type *t);
void sd_type_add_tag(struct sd_typetab *tt, const char *tagname, struct sd_type *t);
/* A tag of the C container (cdefs: declared in an #include'd file) or D's. */
void sd_type_add_ctag(struct sd_typetab *tt, const char *tagname, struct sd_type *t, bool cdefs);
/* An enum declared without a tag (typedef enum { A, B } t;). */
void sd_type_add_anon_enum(struct sd_typetab *tt, struct sd_type *t);

struct sd_type *sd_type_ptr(struct sd_typetab *tt, struct sd_type *to);
/* t's name as libctf's ctf_type_name gives it: an untagged struct, union or
 * enum is "struct " (with its space; sd_type's own name has none). */
const char *sd_type_ctf_name(struct sd_typetab *tt, const struct sd_type *t);
/* The name libctf's ctf_type_aname gives t, from its decl stack: for a
 * function "<return> (*) (<arguments>)", a pointer to one
 * "int (*)(*) ()". */
const char *sd_type_aname(struct sd_typetab *tt, const struct sd_type *t);
struct sd_type *sd_type_array(struct sd_typetab *tt, struct sd_type *elem, uint32_t n);
/* t's size when strings had strsize bytes (arrays of them too): what
 * libctf gives while the string type is char[strsize]. */
uint64_t sd_type_size_at(const struct sd_type *t, uint32_t strsize);
struct sd_type *sd_type_typedef(struct sd_typetab *tt, const char *name, struct sd_type *t);
/* An integer type of the given size and signedness (the canonical one). */
struct sd_type *sd_type_int(const struct sd_typetab *tt, int size, bool is_signed);
/* The kernel's integer named name (BTF's, or a kernel typedef's target):
 * D's integer of that size and sign, under that name when D's differs
 * (DTrace keeps the kernel's names: "long unsigned int"); an 8-bit one is
 * unsigned whatever sign says, as DTrace's BTF conversion makes every
 * 8-bit integer but _Bool (dt_btf.c, CTF_INT_CHAR of no sign). */
struct sd_type *sd_type_named_int(struct sd_typetab *tt, const char *name, uint32_t size,
				  bool sign);

/* The member called name of struct/union t (searching anonymous members as
 * C does), with its offset from the start of t; NULL if none. Kernel types
 * are completed first. The result may be a copy in the arena. */
const struct sd_member *sd_type_member(struct sd_typetab *tt, struct sd_type *t,
				       const char *name);
/* Fills in the members of a lazily converted kernel type (no-op otherwise). */
void sd_type_complete(struct sd_typetab *tt, struct sd_type *t);
/* Is t a struct, union or non-string array (a value held in memory)? */
bool sd_type_is_aggr(const struct sd_type *t);

/* t with its typedefs seen through (NULL stays NULL). */
static inline const struct sd_type *sd_type_canon(const struct sd_type *t)
{
	while (t && t->typedef_of)
		t = t->typedef_of;
	return t;
}

/* Kind tests that see through typedefs. */
static inline bool sd_type_is_int(const struct sd_type *t) { return t->kind == SD_T_INT || t->kind == SD_T_ENUM; }
static inline bool sd_type_is_ptr(const struct sd_type *t) { return t->kind == SD_T_PTR; }
static inline bool sd_type_is_arith(const struct sd_type *t) { return sd_type_is_int(t) || t->kind == SD_T_FLOAT; }
/* a value stringof( ) or a cast to string takes (DTrace's dt_node_is_scalar,
 * dt_node_is_pointer or a string): an integer, pointer, array or string,
 * never a float */
static inline bool sd_type_is_scalar(const struct sd_type *t) { return sd_type_is_int(t) || t->kind == SD_T_PTR || t->kind == SD_T_ARRAY || t->kind == SD_T_STRING; }
static inline bool sd_type_is_string(const struct sd_type *t) { return t->kind == SD_T_STRING; }
/* DTrace's scalar (dt_node_is_scalar): an integer, enum or pointer, not a
 * string or array (the operands of !, &&, ?: and predicates). */
static inline bool sd_type_is_dscalar(const struct sd_type *t) { return sd_type_is_int(t) || t->kind == SD_T_PTR; }
/* Is a value of type t what DTrace flags a bit-field (dt_node_type_assign( )'s
 * DT_NF_BITFIELD, from the type alone): an integer whose width (a bit-field
 * member's, else its size's) is not 8, 16, 32 or 64 bits. A member read, but
 * also what takes its type: g.a + g.b, -g.a, (1, g.a), a variable assigned
 * g.a (sizeof gives D_SIZEOF_BITFIELD for each). */
bool sd_type_is_dt_bitfield(const struct sd_type *t);
/* char * / char[N] / string: things a %s can print and == compares as text */
bool sd_type_is_stringlike(const struct sd_type *t);
bool sd_type_is_signed(const struct sd_type *t);
/* Does a cast from type from to integer type to change the value's bits?
 * DTrace's rule (dt_cg_typecast, the same when folding): not to a 64-bit
 * type, not to a wider type unless signed to unsigned, not between types of
 * one size and signedness; a value wider than its type (a + b computes in
 * 64 bits) then keeps its bits. _Bool is no exception (an unsigned byte). */
bool sd_cast_truncates(const struct sd_type *from, const struct sd_type *to);

/* The result type of a binary arithmetic operator, by DTrace's rule (not
 * C's): the operand of higher rank (width, then unsigned) with no promotion
 * to int; an enum counts as int. */
struct sd_type *sd_type_arith_result(const struct sd_typetab *tt,
				     const struct sd_type *a, const struct sd_type *b);
/* Integer promotion: types narrower than int become int. */
struct sd_type *sd_type_promote(const struct sd_typetab *tt, const struct sd_type *t);
/* Are a and b the same type for D's compatibility checks (assignment to an
 * already typed variable, ?: arms, aggregation keys)? */
bool sd_type_compatible(const struct sd_type *a, const struct sd_type *b);
/* libctf's ctf_type_compat( ), which DTrace's type checks call: one type
 * once typedefs and qualifiers are seen through; an enum and an integer;
 * integers (floats) of one encoding whatever their names ("unsigned long"
 * and the kernel's "long unsigned int", "long" and "long long"); pointers
 * to compatible types; arrays of as many compatible elements; structs and
 * unions of one name and size; enums of one name. */
bool sd_type_ctf_compat(const struct sd_type *a, const struct sd_type *b);

/* types_btf.c: kernel types from the kernel's BTF (kern/ktypes.h) */
/* The kernel type called name, converted into tt: tag is 0 for a typedef
 * (or base type) name, else 1 struct, 2 union, 3 enum (enum sd_tagkind).
 * Structs and unions are converted lazily: their members are filled in by
 * sd_ktype_complete() when first needed. NULL if the kernel has no such
 * type (or no BTF). */
struct sd_type *sd_ktype_lookup(struct sd_typetab *tt, const char *name, int tag);

/* Converts the members of a lazily converted kernel struct or union. */
void sd_ktype_complete(struct sd_typetab *tt, struct sd_type *t);

/* The type of kernel variable name (from BTF), or NULL. */
struct sd_type *sd_ktype_var(struct sd_typetab *tt, const char *name);

/* The type of &x for x of kernel type t, as DTrace's dt_type_pointer( )
 * finds it: the kernel's pointer to t, else (ctf_type_pointer( ) resolves
 * typedefs and qualifiers) its pointer to what t resolves to ("int *" for
 * a clockid_t the kernel never points to), else a new pointer to t. */
struct sd_type *sd_ktype_addrof(struct sd_typetab *tt, struct sd_type *t);

/* The type of a declarator "T *" of the kernel type t a program names, as
 * dt_decl_type( ) makes it: dt_type_lookup( ) finds the name in DTrace's D
 * container first, where its D library copied some kernel typedefs with
 * what they lead to (sd_ktype_dcopied( )); dt_type_pointer( ) then takes
 * that container's pointer to the copy, else its (or the C container's)
 * pointer to what the copy resolves to, else a new pointer to t: uid_t *
 * is unsigned int *, loff_t * stays. Else sd_ktype_addrof( ). */
struct sd_type *sd_ktype_named_ptr(struct sd_typetab *tt, struct sd_type *t);

/* The D container's pointer to what its copy of the kernel type t
 * resolves to (ctf_type_resolve( ), stopping at a typedef of D's own name:
 * uint32_t resolves to C's unsigned, of no pointer; pid_t to int), or NULL
 * when it has none. */
struct sd_type *sd_ktype_dbase_ptr(struct sd_typetab *tt, struct sd_type *t);

/* Is t a kernel type (converted from BTF, not a D typedef's copy of one)? */
bool sd_ktype_is(struct sd_typetab *tt, const struct sd_type *t);
/* Is t a kernel type some kernel type points to (a pointer to it exists)? */
bool sd_ktype_pointed(struct sd_typetab *tt, const struct sd_type *t);

/* Does DTrace's D container hold a copy of the kernel type called name
 * (tag as sd_ktype_lookup( )'s), one its D library's declarations lead to?
 * A program may not declare such a name again. */
bool sd_ktype_dcopied(struct sd_typetab *tt, const char *name, int tag);

/* Does DTrace's type of depth pointers to the kernel type t stay in the
 * kernel's container: t is no copy the D container holds (unless scoped:
 * looked up as vmlinux`name) and at each level the kernel has the pointer
 * (dt_type_pointer( ) makes one it lacks in the D container)? */
bool sd_ktype_in_kernel(struct sd_typetab *tt, const struct sd_type *t, int depth, bool scoped);

/* The type of curthread: struct task_struct *, or NULL without BTF. */
struct sd_type *sd_ktype_task_ptr(struct sd_typetab *tt);

#endif
