/* types_test.c - D types: struct/union layout (bit-fields as DTrace lays
 * them out), member lookup through anonymous members, sizeof/offsetof
 * folding, the print() formatter, and the errors of types (D_* tags). No
 * kernel access: only dtrace:::BEGIN and D-defined types. */
#include "tap.h"

#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/buf.h"
#include "base/opts.h"
#include "cg/cg.h"
#include "lang/parse.h"
#include "lang/sema.h"
#include "prov/prov.h"
#include "rt/print.h"

struct env {
	struct sd_arena arena;
	struct sd_opts opts;
	struct sd_probe_tab tab;
	struct sd_cu cu;
};

/* Parses and checks text; returns the first error's tag, or -1. */
static int compile(struct env *e, const char *text)
{
	struct sd_parse_opts po = { .file = "t.d" };

	memset(e, 0, sizeof(*e));
	sd_opts_init(&e->opts);
	sd_probe_tab_init(&e->tab);
	e->cu.arena = &e->arena;
	e->cu.opts = &e->opts;
	e->cu.probes = &e->tab;
	e->cu.nprogs = 1;
	sd_types_init(&e->cu.types, &e->arena, (uint32_t)e->opts.strsize);
	if (sd_parse(text, &po, &e->arena, &e->cu.diag, &e->cu.ast) == 0)
		sd_sema(&e->cu);
	return e->cu.diag.n ? (int)e->cu.diag.msgs[0].tag : -1;
}

static void done(struct env *e)
{
	sd_diag_free(&e->cu.diag);
	sd_probe_tab_free(&e->tab);
	sd_opts_free(&e->opts);
	sd_arena_release(&e->arena);
}

static void expect(const char *text, int tag)
{
	struct env e;
	int got = compile(&e, text);

	tap_tag(tag < 0 ? NULL : sd_tag_name(tag), got < 0 ? NULL : sd_tag_name(got), text);
	done(&e);
}

static struct sd_type *tag_type(struct env *e, const char *name)
{
	return sd_type_lookup_tag(&e->cu.types, name);
}

static void test_layout(void)
{
	struct env e;

	OK(compile(&e, "struct s { int a; char b; short c; long d; };\n"
		   "struct b { int x : 1; int y : 3; int z : 12; };\n"
		   "struct w { int x : 20; int y : 3; int z : 12; };\n"
		   "union u { char c; long l; int i; };") < 0);
	struct sd_type *s = tag_type(&e, "struct s");
	OK(s && s->size == 16 && s->align == 4);	/* its first member's (libctf) */
	OK(s && sd_type_member(&e.cu.types, s, "c")->off == 6);
	OK(s && sd_type_member(&e.cu.types, s, "d")->off == 8);
	struct sd_type *b = tag_type(&e, "struct b");
	OK(b && b->size == 4);		/* one byte, one byte, two bytes */
	const struct sd_member *z = b ? sd_type_member(&e.cu.types, b, "z") : NULL;
	OK(z && z->off == 2 && z->bits == 12);
	struct sd_type *w = tag_type(&e, "struct w");
	OK(w && w->size == 6);		/* 3 + 1 + 2 bytes, no tail padding */
	struct sd_type *u = tag_type(&e, "union u");
	OK(u && u->size == 8 && sd_type_member(&e.cu.types, u, "i")->off == 0);
	done(&e);
}

/* Kernel types (BTF) have anonymous struct/union members; D source cannot
 * declare them, so this one is built by hand. */
static void test_anonymous(void)
{
	struct env e;

	OK(compile(&e, "struct in { short c; short d; }; struct s { int a; };") < 0);
	struct sd_type *in = tag_type(&e, "struct in"), *s = tag_type(&e, "struct s");
	struct sd_member anon = { .name = NULL, .type = in, .off = 4 };
	s->members->next = &anon;
	const struct sd_member *d = sd_type_member(&e.cu.types, s, "d");
	OK(d && d->off == 6);
	OK(!sd_type_member(&e.cu.types, s, "nosuch"));
	done(&e);
}

static void test_valid(void)
{
	expect("struct s { int a; } g; BEGIN { g.a = 1; trace(g.a); }", -1);
	expect("int a[4]; BEGIN { a[1] = 2; p = &a[0]; trace(p[1]); trace(*p); }", -1);
	expect("enum e { A, B = 5, C }; BEGIN { trace(C); x = B; }", -1);
	expect("inline int two = 2; BEGIN { trace(two * 3); }", -1);
	expect("struct o { int v; }; struct i { int w; };\n"
	       "translator struct o < struct i *p > { v = p->w + 1; };\n"
	       "BEGIN { trace(xlate <struct o *> ((struct i *)0)->v); }", -1);
	expect("struct s { int a; char n[8]; } *p; BEGIN { trace(stringof(p->n)); }", -1);
	expect("BEGIN { trace(sizeof (int [3])); trace(offsetof(struct nosuch, x)); }",
	       D_OFFSETOF_TYPE);
}

static void test_errors(void)
{
	expect("struct s { int a; } v; BEGIN { trace(v->a); }", D_OP_PTR);
	expect("int *p; BEGIN { trace(p->a); }", D_OP_SOU);
	expect("struct s { int a; } v; BEGIN { trace(v.b); }", D_TYPE_MEMBER);
	expect("int x; BEGIN { trace(*x); }", D_DEREF_NONPTR);
	expect("void *p; BEGIN { trace(*p); }", D_DEREF_VOID);
	expect("int x; BEGIN { trace(&x); }", D_ADDROF_VAR);
	expect("struct s { int a : 3; } v; BEGIN { trace(&v.a); }", D_ADDROF_BITFIELD);
	expect("int a[4]; BEGIN { trace(a[4]); }", D_ARR_BOUNDS);
	expect("int a[4]; int b[4]; BEGIN { a = b; }", D_OP_ARRFUN);
	expect("struct s { int a : 0; };", D_DECL_BFCONST);
	expect("struct s { char a : 9; };", D_DECL_BFSIZE);
	expect("struct s { struct nope n; };", D_DECL_INCOMPLETE);
	expect("inline int i = \"abc\";", D_OP_INCOMPAT);
	expect("inline int i = 1; BEGIN { i = 2; }", D_OP_LVAL);	/* a constant inline */
	expect("translator int < int x > { };", D_XLATE_SOU);
	expect("struct o { int a; }; BEGIN { trace(xlate <struct o *> (1)->a); }",
	       D_XLATE_NONE);
	expect("enum e { X, X };", D_UNKNOWN);
	expect("enum e { X }; enum f { X };", D_DECL_IDRED);
	expect("BEGIN { trace(sizeof (void)); }", D_SIZEOF_TYPE);
	/* print( )'s prototype is void(void *) */
	expect("BEGIN { print(1); }", D_PROTO_ARG);
	expect("struct s { int a; } v; BEGIN { print(v); }", D_PROTO_ARG);
	expect("BEGIN { print(0); }", D_UNKNOWN);
	expect("void *p; BEGIN { print(p); }", D_PRINT_SIZE);
	expect("struct s { int a; } *p; BEGIN { print(p); print(\"s\"); }", -1);
}

static void test_constants(void)
{
	struct env e;

	/* folded as C does: unsigned division, signed remainder */
	OK(compile(&e, "BEGIN { x = (unsigned)-7 / 2; y = -7 % 3; z = 1 << 40; }") < 0);
	done(&e);
}

static void test_print(void)
{
	struct env e;
	struct sd_buf b = SD_BUF_INIT;
	uint8_t rec[8 + 16] = { 0 };
	uint64_t addr = 0x1000;
	int32_t a = 5;

	OK(compile(&e, "enum k { ONE = 1 }; struct s { int a; char n[4]; enum k k; "
		   "int z; };") < 0);
	struct sd_type *s = tag_type(&e, "struct s");
	memcpy(rec, &addr, 8);
	memcpy(rec + 8, &a, 4);
	memcpy(rec + 12, "hi", 2);
	rec[16] = 1;
	sd_print_typed(&b, sd_cg_ptype(e.cu.arena, s), rec, sizeof(rec), 8192);
	STREQ(sd_buf_str(&b), "0x1000 = *\n"
	      "                                            (struct s) {\n"
	      "                                             .a = (int)5,\n"
	      "                                             .n = (char [4]) [\n"
	      "                                              (char)'h',\n"
	      "                                              (char)'i',\n"
	      "                                             ],\n"
	      "                                             .k = (enum k)ONE,\n"
	      "                                            }\n");
	/* as DTrace: a zero enum member is left out, printsize ends an array
	 * at the first element past it, a scalar at the top keeps its comma */
	rec[16] = 0;
	sd_buf_reset(&b);
	sd_print_typed(&b, sd_cg_ptype(e.cu.arena, s), rec, sizeof(rec), 5);
	STREQ(sd_buf_str(&b), "0x1000 = *\n"
	      "                                            (struct s) {\n"
	      "                                             .a = (int)5,\n"
	      "                                             .n = (char [4]) [\n"
	      "                                              (char)'h',\n"
	      "                                              ...\n"
	      "                                            }\n");
	sd_buf_reset(&b);
	sd_print_typed(&b, sd_cg_ptype(e.cu.arena, e.cu.types.t_int), rec, 12, 0);
	STREQ(sd_buf_str(&b), "0x1000 = *\n"
	      "                                            (int)5,\n");
	sd_buf_free(&b);
	done(&e);
}

/* DTrace's conversions for binary operators: the operand type of higher
 * rank (width, then unsigned) is the result, without C's promotion to int. */
static void test_arith_result(void)
{
	struct env e;
	struct sd_typetab *tt;

	OK(compile(&e, "enum e { E };") < 0);
	tt = &e.cu.types;
	struct sd_type *en = tag_type(&e, "enum e");
	OK(sd_type_arith_result(tt, tt->t_uchar, tt->t_uchar) == tt->t_uchar);
	OK(sd_type_arith_result(tt, tt->t_char, tt->t_uchar) == tt->t_uchar);
	OK(sd_type_arith_result(tt, tt->t_short, tt->t_uchar) == tt->t_short);
	OK(sd_type_arith_result(tt, tt->t_ushort, tt->t_short) == tt->t_ushort);
	OK(sd_type_arith_result(tt, tt->t_int, tt->t_ushort) == tt->t_int);
	OK(sd_type_arith_result(tt, tt->t_uint, tt->t_int) == tt->t_uint);
	OK(sd_type_arith_result(tt, tt->t_long, tt->t_uint) == tt->t_long);
	OK(sd_type_arith_result(tt, tt->t_long, tt->t_ulong) == tt->t_ulong);
	OK(en && sd_type_arith_result(tt, en, tt->t_char) == tt->t_int);
	done(&e);
}

int main(void)
{
	RUN(test_arith_result);
	RUN(test_layout);
	RUN(test_anonymous);
	RUN(test_valid);
	RUN(test_errors);
	RUN(test_constants);
	RUN(test_print);
	return tap_done();
}
