/* subr_sema_test.c - subroutine prototypes: argument counts and types are
 * checked with DTrace's messages, results get the prototype's type, and
 * constant sizes beyond scratchsize are refused. Only dtrace:::BEGIN. */
#include "tap.h"

#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/opts.h"
#include "lang/parse.h"
#include "lang/sema.h"
#include "lang/subr.h"
#include "prov/prov.h"

struct result {
	int tag;		/* first error's tag, -1 if none */
	char text[512];		/* its message */
	char type[64];		/* type of the first statement's expression */
	int subr;		/* its subroutine, if a call */
};

/* Compiles text; opt ("name=value" or NULL) is set first, as a pragma. */
static void compile(const char *text, const char *opt, struct result *r)
{
	struct sd_arena arena = { 0 };
	struct sd_opts opts;
	struct sd_probe_tab tab;
	struct sd_cu cu;
	struct sd_parse_opts po = { .file = "t.d" };

	memset(r, 0, sizeof(*r));
	r->tag = -1;
	sd_opts_init(&opts);
	if (opt) {
		const char *err = NULL;
		OK(sd_opt_set_pair(&opts, opt, SD_OPT_PRAGMA, &err) == 0);
	}
	sd_probe_tab_init(&tab);
	memset(&cu, 0, sizeof(cu));
	cu.arena = &arena;
	cu.opts = &opts;
	cu.probes = &tab;
	cu.nprogs = 1;
	sd_types_init(&cu.types, &arena, (uint32_t)opts.strsize);
	if (sd_parse(text, &po, &arena, &cu.diag, &cu.ast) == 0 && sd_sema(&cu) == 0) {
		struct sd_node *cl = cu.ast.items;
		while (cl && cl->kind != SD_N_CLAUSE)
			cl = cl->next;
		struct sd_node *st = cl ? cl->u.clause.stmts : NULL;
		struct sd_node *e = st && st->kind == SD_N_EXPR_STMT ? st->u.stmt.e : NULL;
		if (e && e->type)
			snprintf(r->type, sizeof(r->type), "%s", e->type->name);
		if (e && e->kind == SD_N_CALL && e->sema)
			r->subr = ((struct sd_ref *)e->sema)->subr;
	}
	if (cu.diag.n) {
		r->tag = (int)cu.diag.msgs[0].tag;
		snprintf(r->text, sizeof(r->text), "%s", cu.diag.msgs[0].text);
	}
	sd_diag_free(&cu.diag);
	sd_probe_tab_free(&tab);
	sd_opts_free(&opts);
	sd_arena_release(&arena);
}

static void expect_type(const char *text, const char *type, int subr)
{
	struct result r;

	compile(text, NULL, &r);
	OK(r.tag < 0);
	STREQ(r.type, type);
	OK(r.subr == subr);
}

static void expect_err_opt(const char *opt, const char *text, int tag, const char *msg)
{
	struct result r;

	compile(text, opt, &r);
	OK(r.tag == tag);
	STREQ(r.text, msg);
}

static void expect_err(const char *text, int tag, const char *msg)
{
	struct result r;

	compile(text, NULL, &r);
	OK(r.tag == tag);
	STREQ(r.text, msg);
}

static void test_types(void)
{
	expect_type("BEGIN { strlen(\"abc\"); }", "size_t", SD_S_STRLEN);
	expect_type("BEGIN { strjoin(\"a\", probename); }", "string", SD_S_STRJOIN);
	expect_type("BEGIN { substr(\"abc\", 1); }", "string", SD_S_SUBSTR);
	expect_type("BEGIN { index(\"abc\", \"b\", -1); }", "int", SD_S_INDEX);
	expect_type("BEGIN { strtok(NULL, \",\"); }", "string", SD_S_STRTOK);
	expect_type("BEGIN { strtok(0, \",\"); }", "string", SD_S_STRTOK);
	expect_type("BEGIN { strtoll(\"12\"); }", "int64_t", SD_S_STRTOLL);
	expect_type("BEGIN { htons(1); }", "uint16_t", SD_S_HTONS);
	expect_type("BEGIN { getmajor(1); }", "dev_t", SD_S_GETMAJOR);
	expect_type("BEGIN { copyin(0, 8); }", "void *", SD_S_COPYIN);
	expect_type("BEGIN { copyinstr(arg0); }", "string", SD_S_COPYINSTR);
	expect_type("BEGIN { alloca(8); }", "void *", SD_S_ALLOCA);
	expect_type("BEGIN { rand(); }", "int", SD_S_RAND);
	expect_type("BEGIN { inet_ntop(2, alloca(4)); }", "string", SD_S_INET_NTOP);
	expect_type("BEGIN { bcopy(probename, alloca(8), 4); }", "void", SD_S_BCOPY);
}

static void test_counts(void)
{
	expect_err("BEGIN { strlen(); }", D_PROTO_LEN,
		   "strlen( ) prototype mismatch: 0 args passed, 1 expected");
	expect_err("BEGIN { substr(\"a\", 1, 2, 3); }", D_PROTO_LEN,
		   "substr( ) prototype mismatch: 4 args passed, at most 3 expected");
	expect_err("BEGIN { index(\"a\"); }", D_PROTO_LEN,
		   "index( ) prototype mismatch: 1 arg passed, at least 2 expected");
	expect_err("BEGIN { rand(1); }", D_PROTO_LEN,
		   "rand( ) prototype mismatch: 1 arg passed, 0 expected");
}

static void test_args(void)
{
	expect_err("BEGIN { strtok(1234, \"abc\"); }", D_PROTO_ARG,
		   "strtok( ) argument #1 is incompatible with prototype:\n"
		   "\tprototype: char *\n\t argument: int");
	expect_err("BEGIN { substr(\"abc\", \"1\"); }", D_PROTO_ARG,
		   "substr( ) argument #2 is incompatible with prototype:\n"
		   "\tprototype: int\n\t argument: string");
	expect_err("BEGIN { copyinto(1, 2, 3); }", D_PROTO_ARG,
		   "copyinto( ) argument #3 is incompatible with prototype:\n"
		   "\tprototype: void *\n\t argument: int");
	expect_err("BEGIN { getmajor(\"1.2.3.4\"); }", D_PROTO_ARG,
		   "getmajor( ) argument #1 is incompatible with prototype:\n"
		   "\tprototype: dev_t\n\t argument: string");
	expect_err("BEGIN { s = \"abc\"; bcopy(probename, s, 3); }", D_PROTO_ARG,
		   "bcopy( ) argument #2 is incompatible with prototype:\n"
		   "\tprototype: alloca pointer\n\t argument: non-alloca pointer");
	expect_err("BEGIN { strlen(trace(1)); }", D_PROTO_ARG,
		   "strlen( ) argument #1 is incompatible with prototype:\n"
		   "\tprototype: char *\n\t argument: void");
}

static void test_sizes(void)
{
	struct result r;

	expect_err_opt("scratchsize=1024", "BEGIN { alloca(1025); }", D_ALLOCA_SIZE,
		       "alloca(1025) size larger than scratchsize 1024");
	expect_err_opt("scratchsize=64", "BEGIN { copyin(0, 65); }", D_ALLOCA_SIZE,
		       "alloca(65) size larger than scratchsize 64");
	compile("BEGIN { alloca(64); }", "scratchsize=64", &r);
	OK(r.tag < 0);
}

int main(void)
{
	RUN(test_types);
	RUN(test_counts);
	RUN(test_args);
	RUN(test_sizes);
	return tap_done();
}
