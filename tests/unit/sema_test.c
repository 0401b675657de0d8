/* sema_test.c - semantic errors: each snippet must fail with its D_* tag
 * (and valid programs must pass). Only dtrace:::BEGIN is used, so no
 * kernel access is needed. */
#include "tap.h"

#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/opts.h"
#include "lang/parse.h"
#include "lang/sema.h"
#include "prov/prov.h"

/* Compiles text; returns the first error's tag, or -1 if none. */
static int compile(const char *text)
{
	struct sd_arena arena = { 0 };
	struct sd_opts opts;
	struct sd_probe_tab tab;
	struct sd_cu cu;
	struct sd_parse_opts po = { .file = "t.d" };
	int tag = -1;

	sd_opts_init(&opts);
	sd_probe_tab_init(&tab);
	memset(&cu, 0, sizeof(cu));
	cu.arena = &arena;
	cu.opts = &opts;
	cu.probes = &tab;
	cu.nprogs = 1;
	sd_types_init(&cu.types, &arena, (uint32_t)opts.strsize);
	if (sd_parse(text, &po, &arena, &cu.diag, &cu.ast) == 0)
		sd_sema(&cu);
	if (cu.diag.n)
		tag = (int)cu.diag.msgs[0].tag;
	sd_diag_free(&cu.diag);
	sd_probe_tab_free(&tab);
	sd_opts_free(&opts);
	sd_arena_release(&arena);
	return tag;
}

static void expect(const char *text, int tag)
{
	int got = compile(text);

	tap_tag(tag < 0 ? NULL : sd_tag_name(tag), got < 0 ? NULL : sd_tag_name(got), text);
}

static void test_valid(void)
{
	expect("BEGIN { x = 1; y = x + 2; printf(\"%d %d\\n\", x, y); exit(0); }", -1);
	expect("BEGIN { self->a = 1; this->b = \"s\"; c[1, \"k\"] = 2; }", -1);
	expect("BEGIN { @a[1] = count(); @b = quantize(3); @c = lquantize(1, 0, 10, 2); }", -1);
	expect("BEGIN { @ = llquantize(5, 10, 0, 6, 20); printa(@); }", -1);
	expect("BEGIN /x == 0/ { x++; }", -1);
	expect("BEGIN { s = speculation(); speculate(s); printf(\"x\"); }", -1);
	expect("BEGIN { @[stack(), ustack(3)] = count(); stack(); }", -1);
}

static void test_names(void)
{
	expect("BEGIN { trace(nosuch); }", D_IDENT_UNDEF);
	expect("BEGIN { trace(self->nosuch); }", D_VAR_UNDEF);
	expect("BEGIN { nosuchfn(1); }", D_FUNC_UNDEF);
	expect("BEGIN { pid = 1; }", D_OP_WRITE);
	expect("BEGIN { x = 1; x = \"s\"; }", D_OP_INCOMPAT);
	expect("syscall::nosuchsyscall:entry { }", D_PDESC_ZERO);
}

static void test_operators(void)
{
	expect("BEGIN { x = \"a\" << 2; }", D_OP_INT);
	expect("BEGIN { x = 1 / 0; }", D_DIV_ZERO);
	expect("BEGIN { x = -\"a\"; }", D_OP_ARITH);
	expect("BEGIN { x = !printf; }", D_IDENT_BADREF);
	expect("BEGIN { x = timestamp(1); }", D_FUNC_IDKIND);
}

static void test_actions(void)
{
	expect("BEGIN { exit(); }", D_PROTO_LEN);
	expect("BEGIN { exit(\"s\"); }", D_PROTO_ARG);
	expect("BEGIN { exit(exit(0)); }", D_PROTO_ARG);
	expect("BEGIN { x = printf(\"a\"); }", D_OP_INCOMPAT);
	expect("BEGIN { trace(trace(1)); }", D_TRACE_VOID);
	expect("BEGIN { printf(\"\"); }", D_PRINTF_FMT_EMPTY);
	expect("BEGIN { printf(\"%d\"); }", D_PRINTF_ARG_PROTO);
	expect("BEGIN { printf(\"%d\", 1, 2); }", D_PRINTF_ARG_EXTRA);
	expect("BEGIN { printf(\"%d\", \"s\"); }", D_PRINTF_ARG_TYPE);
	expect("BEGIN { printf(probename); }", D_PRINTF_ARG_FMT);
	expect("BEGIN { printf(\"%*d\"); }", D_PRINTF_DYN_PROTO);
	expect("BEGIN { stack(0); }", D_STACK_SIZE);
}

static void test_aggregations(void)
{
	expect("BEGIN { @a = count(); @a = sum(1); }", D_AGG_REDEF);
	expect("BEGIN { @a[1] = count(); @a[1, 2] = count(); }", D_PROTO_LEN);
	expect("BEGIN { @a[1] = count(); @a[\"x\"] = count(); }", D_PROTO_ARG);
	expect("BEGIN { @a[1][2] = count(); }", D_AGG_MDIM);
	expect("BEGIN { @a = 1; }", D_AGG_FUNC);
	expect("BEGIN { @a = count(); @a; }", D_AGG_NULL);
	expect("BEGIN { @a = sum(\"s\"); }", D_AGG_SCALAR);
	expect("BEGIN { @a = quantize(1, \"s\"); }", D_PROTO_ARG);
	expect("BEGIN { @a = count(); @[@a] = count(); }", D_KEY_TYPE);
	expect("BEGIN { @ = lquantize(1, 10, 0); }", D_LQUANT_MISMATCH);
	expect("BEGIN { @ = lquantize(1, 0, 10, 0); }", D_LQUANT_STEPTYPE);
	expect("BEGIN { x = 1; @ = lquantize(1, x, 10); }", D_LQUANT_BASETYPE);
	expect("BEGIN { @ = llquantize(1, 1, 0, 6, 20); }", D_LLQUANT_FACTORVAL);
	expect("BEGIN { @ = llquantize(1, 10, 4, 3, 20); }", D_LLQUANT_HMAGVAL);
	expect("BEGIN { @ = llquantize(1, 10, 0, 6, 30); }", D_LLQUANT_STEPVAL);
	expect("BEGIN { @ = count(); printa(\"%d\", 1); }", D_PRINTA_AGGARG);
	expect("BEGIN { @a = count(); @b[1] = count(); printa(@a, @b); }", D_PRINTA_AGGKEY);
}

static void test_speculation(void)
{
	expect("BEGIN { trace(1); speculate(1); }", D_SPEC_DREC);
	expect("BEGIN { speculate(1); speculate(1); }", D_SPEC_SPEC);
	expect("BEGIN { commit(1); speculate(1); }", D_SPEC_COMM);
	expect("BEGIN { speculate(1); @ = count(); }", D_AGG_SPEC);
	expect("BEGIN { commit(1); @ = count(); }", D_AGG_COMM);
	expect("BEGIN { trace(1); commit(1); }", D_COMM_DREC);
	expect("BEGIN { commit(1); trace(1); }", D_DREC_COMM);
	expect("BEGIN { speculate(1); exit(0); }", D_EXIT_SPEC);
	expect("BEGIN { speculate(1); raise(9); }", D_ACT_SPEC);
}

static void test_declarations(void)
{
	expect("int x; int x;", -1);
	expect("int x; char *x;", D_DECL_IDRED);
	expect("void x;", D_DECL_VOIDOBJ);
	expect("static int x;", D_DECL_BADCLASS);
	expect("BEGIN { x[1] = 1; x[\"s\"] = 2; }", D_PROTO_ARG);
	expect("BEGIN { x[1] = 1; x[1, 2] = 2; }", D_PROTO_LEN);
}

int main(void)
{
	RUN(test_valid);
	RUN(test_names);
	RUN(test_operators);
	RUN(test_actions);
	RUN(test_aggregations);
	RUN(test_speculation);
	RUN(test_declarations);
	return tap_done();
}
