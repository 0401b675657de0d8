/* parse_test.c - the D parser: every production, precedence, errors. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/buf.h"
#include "base/diag.h"
#include "lang/parse.h"
#include "tap.h"

static struct sd_arena arena;
static struct sd_buf out = SD_BUF_INIT;
static struct sd_parse_opts opts;
static struct sd_ast ast;
static const char *argv3[] = { "t.d", "7", "execname", "\"bash\"" };
static bool referenced[4];
static struct sd_macro_env env;
static int npragmas;

static bool is_type(void *ctx, const char *name)
{
	return !strcmp(name, "uint64_t") || !strcmp(name, "pid_t") ||
	       !strcmp(name, "psinfo_t") || !strcmp(name, "vmlinux`pid_t");
}

/* The driver's global identifiers: functions, library inlines... */
static bool is_global(void *ctx, const char *name)
{
	return !strcmp(name, "trace") || !strcmp(name, "count") ||
	       !strcmp(name, "EPERM");
}

static int pragma_cb(void *ctx, const char *const *words, int n,
		     struct sd_loc loc)
{
	npragmas++;
	if (n >= 4 && !strcmp(words[3], "defaultargs"))
		env.defaultargs = true;
	return 0;
}

static void reset(void)
{
	memset(&opts, 0, sizeof(opts));
	memset(&env, 0, sizeof(env));
	env.argc = 4;
	env.argv = argv3;
	env.referenced = referenced;
	opts.file = "t.d";
	opts.is_type = is_type;
	opts.is_global = is_global;
	opts.macros = &env;
	opts.pragma = pragma_cb;
	npragmas = 0;
}

/* Parses text; returns the dump, or "ERROR [TAG] line:col: message". */
/* parse.c refuses nesting deeper than this (parse_int.h MAX_DEPTH) */
#define MAX_NEST 500

static const char *parse(const char *text)
{
	struct sd_diag diag = { 0 };
	int rc = sd_parse(text, &opts, &arena, &diag, &ast);

	sd_buf_reset(&out);
	if (diag.n)
		sd_buf_addf(&out, "ERROR [%s] %d:%d: %s",
			    sd_tag_name(diag.msgs[0].tag), diag.msgs[0].loc.line,
			    diag.msgs[0].loc.col, diag.msgs[0].text);
	else
		sd_ast_dump(&ast, &out);
	if ((rc != 0) != (diag.n != 0))
		sd_buf_addstr(&out, " (bad return value)");
	sd_diag_free(&diag);
	return sd_buf_str(&out);
}

/* Parses "BEGIN { text }" and returns the dump of the first statement's
 * expression (its lines unindented by 6). */
static const char *expr(const char *text)
{
	struct sd_buf src = SD_BUF_INIT, res = SD_BUF_INIT;
	const char *d, *p;

	sd_buf_addf(&src, "BEGIN { %s }", text);
	d = parse(sd_buf_str(&src));
	sd_buf_free(&src);
	if (!strncmp(d, "ERROR", 5))
		return d;
	p = strstr(d, "    stmt\n");
	if (!p)
		return d;
	for (p += 9; *p; ) {
		const char *e = strchr(p, '\n');

		if (strncmp(p, "      ", 6))
			break;
		sd_buf_add(&res, p + 6, (size_t)(e - p - 6 + 1));
		p = e + 1;
	}
	sd_buf_reset(&out);
	sd_buf_addstr(&out, sd_buf_str(&res));
	sd_buf_free(&res);
	return sd_buf_str(&out);
}

static void test_empty(void)
{
	reset();
	STREQ(parse(""), "");
	STREQ(parse("  \n/* nothing */\n"), "");
	OK(ast.items == NULL);
	STREQ(parse("#!/usr/sbin/dtrace -s\n"), "");
}

static void test_clauses(void)
{
	reset();
	STREQ(parse("BEGIN {}"), "clause\n  pdesc BEGIN\n  body\n");
	STREQ(parse("syscall::read:entry, syscall::write:entry\n/pid == 1/\n"
		    "{ trace(1); }"),
	      "clause\n  pdesc syscall::read:entry\n  pdesc syscall::write:entry\n"
	      "  pred\n    binop ==\n      ident pid\n      int 1\n"
	      "  body\n    stmt\n      call trace\n        int 1\n");
	STREQ(parse("42 {}"), "clause\n  pdesc 42\n  body\n");
	STREQ(parse("BEGIN{} END{}"),
	      "clause\n  pdesc BEGIN\n  body\nclause\n  pdesc END\n  body\n");
	STREQ(parse("tick-1s /x/ {} profile-97 {}"),
	      "clause\n  pdesc tick-1s\n  pred\n    ident x\n  body\n"
	      "clause\n  pdesc profile-97\n  body\n");
	STREQ(parse("pid$1::malloc:entry {}"),
	      "clause\n  pdesc pid7::malloc:entry\n  body\n");
	OK(referenced[1]);
}

static void test_clause_errors(void)
{
	reset();
	STREQ(parse("BEGIN"), "ERROR [D_SYNTAX] 1:1: expected predicate and/or "
	      "actions following probe description");
	STREQ(parse("\nprofile-1\nint i;\n{ }"), "ERROR [D_SYNTAX] 2:1: "
	      "expected predicate and/or actions following probe description");
	STREQ(parse("profile-1:int i\n{ }"), "ERROR [D_SYNTAX] 1:1: expected "
	      "predicate and/or actions following probe description");
	/* a file's end after the predicate: dt_lex.l's unput( ) 0 */
	STREQ(parse("BEGIN /x/"), "ERROR [D_SYNTAX] 1:10: syntax error near "
	      "end-of-input");
	STREQ(parse("BEGIN /x/ ;"), "ERROR [D_SYNTAX] 1:8: expected actions { } "
	      "following probe description and predicate");
	STREQ(parse("BEGIN /(x/ {}"), "ERROR [D_SYNTAX] 1:10: closing ) "
	      "expected in predicate before /");
	STREQ(parse("BEGIN { x = 1;"),
	      "ERROR [D_SYNTAX] 1:15: syntax error near end of input");
	STREQ(parse("BEGIN\n{\n\ttrace(epid);\n"),
	      "ERROR [D_SYNTAX] 4:1: syntax error near end of input");
	STREQ(parse("BEGIN { rand(\n}"),
	      "ERROR [D_SYNTAX] 2:1: syntax error near \"}\"");
	STREQ(parse("BEGIN { args[0\n}"),
	      "ERROR [D_SYNTAX] 2:1: syntax error near \"}\"");
	STREQ(parse("BEGIN { trace(args[0]]); }"),
	      "ERROR [D_SYNTAX] 1:22: extra ] in input stream");
	STREQ(parse("BEGIN { } }"), "ERROR [D_SYNTAX] 1:11: syntax error near \"}\"");
	STREQ(parse("BEGIN, {}"), "ERROR [D_SYNTAX] 1:8: syntax error near \"{\"");
	STREQ(parse("{ }"), "ERROR [D_SYNTAX] 1:1: syntax error near \"{\"");
	STREQ(parse("profile-1 { tick-10ms { } }"),
	      "ERROR [D_SYNTAX] 1:20: syntax error near \"ms { } }\"");
	/* on the command line a bare description is a clause */
	opts.pspec = true;
	opts.file = NULL;
	STREQ(parse("BEGIN"), "clause\n  pdesc BEGIN\n");
	STREQ(parse("uint64_t"), "clause\n  pdesc uint64_t\n");
	STREQ(parse("syscall::read:entry,syscall::write:entry"),
	      "clause\n  pdesc syscall::read:entry\n  pdesc syscall::write:entry\n");
	STREQ(parse("BEGIN /x/"), "ERROR [D_SYNTAX] 1:8: expected actions { } "
	      "following probe description and predicate");
	/* a probe ID is checked when it is parsed, before the body */
	STREQ(parse("4294967296 { x = ; }"), "ERROR [D_PDESC_INVAL] 1:1: identifier "
	      "4294967296 exceeds maximum probe id");
	opts.pspec_fields = 3;
	STREQ(parse("read, 4"), "ERROR [D_PDESC_INVAL] 1:7: probe identifier 4 "
	      "not permitted when specifying functions");
	opts.pspec_fields = 1;
	STREQ(parse("0x10"), "ERROR [D_PDESC_INVAL] 1:1: probe identifier 16 "
	      "not permitted when specifying providers");
	opts.pspec_fields = 0;
}

static void test_statements(void)
{
	reset();
	STREQ(parse("BEGIN { ; ; x = 1;; y = 2 }"),
	      "clause\n  pdesc BEGIN\n  body\n"
	      "    stmt\n      assign =\n        ident x\n        int 1\n"
	      "    stmt\n      assign =\n        ident y\n        int 2\n");
	STREQ(parse("BEGIN { x++ }"),
	      "clause\n  pdesc BEGIN\n  body\n    stmt\n      unop ++ (post)\n"
	      "        ident x\n");
	/* at a name DTrace had to look past, "near" is the rest of the line */
	STREQ(parse("BEGIN { x = 1 y = 2 }\n"),
	      "ERROR [D_SYNTAX] 1:15: syntax error near \"y = 2 }\"");
	STREQ(parse("BEGIN { x = 1 pid = 2 }"),
	      "ERROR [D_SYNTAX] 1:15: syntax error near \"pid\"");
	STREQ(parse("BEGIN { x = 1; x = 1 x = 2 }"),
	      "ERROR [D_SYNTAX] 1:22: syntax error near \"x\"");
	/* a name DTrace does not know yet is looked past before ( too; a
	 * global identifier (a function, a library inline) is not */
	STREQ(parse("BEGIN { x = 1 f(2) }"),
	      "ERROR [D_SYNTAX] 1:15: syntax error near \"f(2) }\"");
	STREQ(parse("BEGIN { x = 1 trace(2) }"),
	      "ERROR [D_SYNTAX] 1:15: syntax error near \"trace\"");
	STREQ(parse("BEGIN { x = 1 count }"),
	      "ERROR [D_SYNTAX] 1:15: syntax error near \"count\"");
	STREQ(parse("BEGIN { x = 1 EPERM }"),
	      "ERROR [D_SYNTAX] 1:15: syntax error near \"EPERM\"");
	STREQ(parse("BEGIN { int i = 0; }"),
	      "ERROR [D_SYNTAX] 1:9: syntax error near \"int\"");
	STREQ(parse("BEGIN { typedef int t; }"),
	      "ERROR [D_SYNTAX] 1:9: syntax error near \"typedef\"");
	STREQ(parse("BEGIN { i = 1; i /-= i; }"),
	      "ERROR [D_SYNTAX] 1:19: syntax error near \"-=\"");
}

static void test_if_else(void)
{
	reset();
	STREQ(parse("BEGIN { if (x) y = 1; else { z = 2; w = 3 } v = 4; }"),
	      "clause\n  pdesc BEGIN\n  body\n    if\n      ident x\n      then\n"
	      "        stmt\n          assign =\n            ident y\n"
	      "            int 1\n      else\n        stmt\n          assign =\n"
	      "            ident z\n            int 2\n        stmt\n"
	      "          assign =\n            ident w\n            int 3\n"
	      "    stmt\n      assign =\n        ident v\n        int 4\n");
	STREQ(parse("BEGIN { if (a) ; else if (b) {} else c++; }"),
	      "clause\n  pdesc BEGIN\n  body\n    if\n      ident a\n      then\n"
	      "      else\n        if\n          ident b\n          then\n"
	      "          else\n            stmt\n              unop ++ (post)\n"
	      "                ident c\n");
	STREQ(parse("BEGIN { if (a) { if (b) { x = 1; } } }"),
	      "clause\n  pdesc BEGIN\n  body\n    if\n      ident a\n      then\n"
	      "        if\n          ident b\n          then\n            stmt\n"
	      "              assign =\n                ident x\n"
	      "                int 1\n");
	/* a block is no statement (statement_or_block only after if/else) */
	STREQ(parse("BEGIN { { x = 1; } }"),
	      "ERROR [D_SYNTAX] 1:9: syntax error near \"{\"");
	STREQ(parse("BEGIN { if x { } }"),
	      "ERROR [D_SYNTAX] 1:12: syntax error near \"x { } }\"");
	STREQ(parse("BEGIN { else { } }"),
	      "ERROR [D_SYNTAX] 1:9: syntax error near \"else\"");
}

static void test_no_loops(void)
{
	static const char *const kw[] = { "for", "while", "do", "switch",
					  "break", "continue", "return", "goto",
					  "case", "default" };
	char src[64], want[80];

	reset();
	for (size_t i = 0; i < SD_ARRAY_SIZE(kw); i++) {
		snprintf(src, sizeof(src), "BEGIN { %s (;;) {} }", kw[i]);
		snprintf(want, sizeof(want),
			 "ERROR [D_SYNTAX] 1:9: syntax error near \"%s\"", kw[i]);
		STREQ(parse(src), want);
	}
}

static void test_primaries(void)
{
	reset();
	STREQ(expr("x"), "ident x\n");
	STREQ(expr("vmlinux`jiffies"), "ident vmlinux`jiffies\n");
	STREQ(expr("`max_pfn"), "ident `max_pfn\n");
	STREQ(expr("@"), "agg @_\n");
	STREQ(expr("@a"), "agg @a\n");
	STREQ(expr("42"), "int 42\n");
	STREQ(expr("0x2a"), "int 42 hex\n");
	STREQ(expr("052"), "int 42 oct\n");
	STREQ(expr("42ul"), "int 42 u l\n");
	STREQ(expr("'*'"), "int 42 char\n");
	STREQ(expr("\"a\\tb\""), "str \"a\\tb\"\n");
	STREQ(expr("self->x"), "self->x\n");
	STREQ(expr("this->x"), "this->x\n");
	STREQ(expr("self->int"), "self->int\n");
	STREQ(expr("(x)"), "ident x\n");
	STREQ(expr("\"a\" \"b\""), "ERROR [D_SYNTAX] 1:13: syntax error near "
	      "\"\"b\"\"");
	/* self and this alone are identifiers (dt_grammar.y); -> after one
	 * in parentheses makes the variable */
	STREQ(expr("self"), "ident self\n");
	STREQ(expr("self.x"), "member .x\n  ident self\n");
	STREQ(expr("((this))->x"), "this->x\n");
}

static void test_macros(void)
{
	reset();
	STREQ(expr("$1 + $$1"), "binop +\n  int 7\n  str \"7\"\n");
	STREQ(expr("$2 == $3"), "binop ==\n  ident execname\n  str \"bash\"\n");
	argv3[1] = "-7";
	STREQ(expr("$1"), "unop -\n  int 7\n");
	argv3[1] = "7";
	STREQ(expr("$4"),
	      "ERROR [D_MACRO_UNDEF] 1:9: macro argument $4 is not defined");
	STREQ(parse("#pragma D option defaultargs\nBEGIN { x = $4 + $$5; }"),
	      "pragma pragma D option defaultargs\nclause\n  pdesc BEGIN\n"
	      "  body\n    stmt\n      assign =\n        ident x\n"
	      "        binop +\n          int 0\n          str \"\"\n");
	OK(npragmas == 1);
}

static void test_postfix(void)
{
	reset();
	STREQ(expr("f()"), "call f\n");
	STREQ(expr("printf(\"%d\", 1, x)"),
	      "call printf\n  str \"%d\"\n  int 1\n  ident x\n");
	STREQ(expr("a[1, \"x\"]"), "index\n  ident a\n  int 1\n  str \"x\"\n");
	STREQ(expr("@c[pid, execname]"),
	      "index\n  agg @c\n  ident pid\n  ident execname\n");
	STREQ(expr("args[0]->pr_fname"),
	      "member ->pr_fname\n  index\n    ident args\n    int 0\n");
	STREQ(expr("x.string.int"),
	      "member .int\n  member .string\n    ident x\n");
	STREQ(expr("self->p->q[2]++"),
	      "unop ++ (post)\n  index\n    member ->q\n      self->p\n    int 2\n");
	STREQ(expr("a[]"), "ERROR [D_SYNTAX] 1:11: syntax error near \"]\"");
	STREQ(expr("x.1"), "ERROR [D_SYNTAX] 1:10: floating-point constants are "
	      "not permitted");
	/* after -> DTrace's lexer skips (echoes) what is not a name */
	STREQ(expr("x->1"), "ERROR [D_SYNTAX] 1:15: syntax error near end of input");
	STREQ(expr("(x)(1)"), "call x\n  int 1\n");
	/* a call of no name parses; sema refuses it (D_FUNC_IDENT) in its
	 * order with the calls of unknown names (struct parser) */
	STREQ(expr("a[0](1)"), "call\n  fn\n    index\n      ident a\n      int 0\n"
	      "  int 1\n");
}

static void test_unary(void)
{
	reset();
	STREQ(expr("-x"), "unop -\n  ident x\n");
	STREQ(expr("+x"), "unop +\n  ident x\n");
	STREQ(expr("!~x"), "unop !\n  unop ~\n    ident x\n");
	STREQ(expr("*&x"), "unop *\n  unop &\n    ident x\n");
	STREQ(expr("++x"), "unop ++\n  ident x\n");
	STREQ(expr("--x"), "unop --\n  ident x\n");
	STREQ(expr("- -x"), "unop -\n  unop -\n    ident x\n");
	STREQ(expr("-x++"), "unop -\n  unop ++ (post)\n    ident x\n");
	STREQ(expr("sizeof(int)"), "sizeof\n  typename int\n");
	STREQ(expr("sizeof(struct foo *)"),
	      "sizeof\n  typename struct foo\n    dtor (abstract): ptr\n");
	STREQ(expr("sizeof x"), "sizeof\n  ident x\n");
	STREQ(expr("sizeof(x)"), "sizeof\n  ident x\n");
	STREQ(expr("sizeof (x)->y"), "sizeof\n  member ->y\n    ident x\n");
	STREQ(expr("sizeof(uint64_t)"), "sizeof\n  typename uint64_t\n");
	STREQ(expr("sizeof(*)"), "ERROR [D_SYNTAX] 1:17: syntax error near \")\"");
	STREQ(expr("stringof x"), "stringof\n  ident x\n");
	STREQ(expr("stringof(x) + 1"),
	      "binop +\n  stringof\n    ident x\n  int 1\n");
	STREQ(expr("offsetof(struct foo, bar)"),
	      "offsetof bar\n  typename struct foo\n");
	STREQ(expr("offsetof(vnode_t, v)"),
	      "ERROR [D_SYNTAX] 1:18: syntax error near \"vnode_t, v) }\"");
	STREQ(expr("xlate <psinfo_t *>(curthread)->pr_pid"),
	      "member ->pr_pid\n  xlate\n    typename psinfo_t\n"
	      "      dtor (abstract): ptr\n    ident curthread\n");
}

static void test_casts(void)
{
	reset();
	STREQ(expr("(int)x"), "cast\n  typename int\n  ident x\n");
	STREQ(expr("(unsigned long long)x"),
	      "cast\n  typename unsigned long long\n  ident x\n");
	STREQ(expr("(uint64_t)x"), "cast\n  typename uint64_t\n  ident x\n");
	STREQ(expr("(vmlinux`pid_t)x"),
	      "cast\n  typename vmlinux`pid_t\n  ident x\n");
	STREQ(expr("(struct task_struct *)curthread"),
	      "cast\n  typename struct task_struct\n    dtor (abstract): ptr\n"
	      "  ident curthread\n");
	STREQ(expr("(const char * const)p"),
	      "cast\n  typename const char\n    dtor (abstract): ptr const\n"
	      "  ident p\n");
	STREQ(expr("(int (*)(int))f"),
	      "cast\n  typename int\n    dtor (abstract): ptr func\n"
	      "      params\n        param int\n  ident f\n");
	STREQ(expr("(char)(x)"), "cast\n  typename char\n  ident x\n");
	STREQ(expr("(int)-x"), "cast\n  typename int\n  unop -\n    ident x\n");
	STREQ(expr("(int)x + 1"),
	      "binop +\n  cast\n    typename int\n    ident x\n  int 1\n");
	STREQ(expr("(uint64_t)(int)x"),
	      "cast\n  typename uint64_t\n  cast\n    typename int\n"
	      "    ident x\n");
	/* a cast is not an lvalue in the grammar */
	STREQ(expr("(int)x = 1"), "ERROR [D_SYNTAX] 1:16: syntax error near \"=\"");
	/* a name assigned before is a variable, not a type */
	STREQ(parse("BEGIN { pid_t = 1; x = (pid_t); }"),
	      "clause\n  pdesc BEGIN\n  body\n    stmt\n      assign =\n"
	      "        ident pid_t\n        int 1\n    stmt\n      assign =\n"
	      "        ident x\n        ident pid_t\n");
}

static void test_precedence(void)
{
	reset();
	STREQ(expr("a + b * c"),
	      "binop +\n  ident a\n  binop *\n    ident b\n    ident c\n");
	STREQ(expr("a - b - c"),
	      "binop -\n  binop -\n    ident a\n    ident b\n  ident c\n");
	STREQ(expr("a / b % c"),
	      "binop %\n  binop /\n    ident a\n    ident b\n  ident c\n");
	STREQ(expr("a << 1 + 2"),
	      "binop <<\n  ident a\n  binop +\n    int 1\n    int 2\n");
	STREQ(expr("a < b == c > d"),
	      "binop ==\n  binop <\n    ident a\n    ident b\n  binop >\n"
	      "    ident c\n    ident d\n");
	STREQ(expr("a & b ^ c | d"),
	      "binop |\n  binop ^\n    binop &\n      ident a\n      ident b\n"
	      "    ident c\n  ident d\n");
	STREQ(expr("a == b & c"),
	      "binop &\n  binop ==\n    ident a\n    ident b\n  ident c\n");
	STREQ(expr("a || b ^^ c && d"),
	      "binop ||\n  ident a\n  binop ^^\n    ident b\n    binop &&\n"
	      "      ident c\n      ident d\n");
	STREQ(expr("a | b && c"),
	      "binop &&\n  binop |\n    ident a\n    ident b\n  ident c\n");
	STREQ(expr("a ? b : c ? d : e"),
	      "cond\n  ident a\n  ident b\n  cond\n    ident c\n    ident d\n"
	      "    ident e\n");
	STREQ(expr("a ? b, c : d"),
	      "cond\n  ident a\n  binop ,\n    ident b\n    ident c\n  ident d\n");
	STREQ(expr("a || b ? c : d"),
	      "cond\n  binop ||\n    ident a\n    ident b\n  ident c\n  ident d\n");
	STREQ(expr("a = b = c"),
	      "assign =\n  ident a\n  assign =\n    ident b\n    ident c\n");
	STREQ(expr("a += b ? c : d"),
	      "assign +=\n  ident a\n  cond\n    ident b\n    ident c\n"
	      "    ident d\n");
	STREQ(expr("a = 1, b = 2"),
	      "binop ,\n  assign =\n    ident a\n    int 1\n  assign =\n"
	      "    ident b\n    int 2\n");
	STREQ(expr("-a * b"),
	      "binop *\n  unop -\n    ident a\n  ident b\n");
	STREQ(expr("(a + b) * c"),
	      "binop *\n  binop +\n    ident a\n    ident b\n  ident c\n");
	STREQ(expr("a + b = c"), "ERROR [D_SYNTAX] 1:15: syntax error near \"=\"");
	STREQ(expr("a ? b : c = d"),
	      "ERROR [D_SYNTAX] 1:19: syntax error near \"=\"");
}

static void test_assign_ops(void)
{
	static const char *const ops[] = { "=", "+=", "-=", "*=", "/=", "%=",
					   "<<=", ">>=", "&=", "^=", "|=" };
	char src[32], want[64];

	reset();
	for (size_t i = 0; i < SD_ARRAY_SIZE(ops); i++) {
		snprintf(src, sizeof(src), "x %s 1", ops[i]);
		snprintf(want, sizeof(want), "assign %s\n  ident x\n  int 1\n",
			 ops[i]);
		STREQ(expr(src), want);
	}
	STREQ(expr("@a[k] = count()"),
	      "assign =\n  index\n    agg @a\n    ident k\n  call count\n");
	STREQ(expr("@ = quantize(x)"),
	      "assign =\n  agg @_\n  call quantize\n    ident x\n");
}

static void test_declarations(void)
{
	reset();
	STREQ(parse("int x;"), "decl int\n  dtor x\n");
	STREQ(parse("int*x;"), "decl int\n  dtor x: ptr\n");
	STREQ(parse("uint64_t a, *b, c[4];"),
	      "decl uint64_t\n  dtor a\n  dtor b: ptr\n  dtor c: array\n"
	      "    dim\n      int 4\n");
	STREQ(parse("self int x; this char *y; extern int z;"),
	      "decl self int\n  dtor x\ndecl this char\n  dtor y: ptr\n"
	      "decl extern int\n  dtor z\n");
	STREQ(parse("static int a; auto int b; register int c;"),
	      "decl static int\n  dtor a\ndecl auto int\n  dtor b\n"
	      "decl register int\n  dtor c\n");
	STREQ(parse("int a[string, int];"),
	      "decl int\n  dtor a: array\n    keys\n      param string\n"
	      "      param int\n");
	STREQ(parse("int *a[5]; int (*b)[5]; int **const *c;"),
	      "decl int\n  dtor a: array ptr\n    dim\n      int 5\n"
	      "decl int\n  dtor b: ptr array\n    dim\n      int 5\n"
	      "decl int\n  dtor c: ptr ptr const ptr\n");
	STREQ(parse("int f(int, char *s, ...); void g(void); int h();"),
	      "decl int\n  dtor f: func ...\n    params\n      param int\n"
	      "      param char\n        dtor s: ptr\ndecl void\n  dtor g: func\n"
	      "    params\n      param void\ndecl int\n  dtor h: func\n");
	STREQ(parse("const volatile unsigned long long x;"),
	      "decl const volatile unsigned long long\n  dtor x\n");
	STREQ(parse("int;"), "decl int\n");
	STREQ(parse("int x = 1;"), "ERROR [D_SYNTAX] 1:7: syntax error near \"=\"");
	STREQ(parse("int 0abc;"), "ERROR [D_SYNTAX] 1:5: syntax error near \"0\"");
	STREQ(parse("int x"), "ERROR [D_SYNTAX] 1:6: syntax error near "
	      "end-of-input");
	STREQ(parse("self this int x;"), "ERROR [D_DECL_CLASS] 1:6: only one "
	      "storage class allowed in a declaration");
	STREQ(parse("int int x;"),
	      "ERROR [D_DECL_COMBO] 1:5: invalid type combination");
	/* DTrace looks the type "long long long " up when it declares x */
	STREQ(parse("long long long x;"), "decl long long long\n  dtor x\n");
	STREQ(parse("BEGIN { x = (double double)0; }"),
	      "ERROR [D_DECL_COMBO] 1:21: invalid type combination");
	STREQ(parse("counter x;"),
	      "ERROR [D_SYNTAX] 1:1: syntax error near \"counter\"");
}

static void test_typedefs(void)
{
	reset();
	STREQ(parse("typedef int myint_t; myint_t x; BEGIN { y = (myint_t)z; }"),
	      "decl typedef int\n  dtor myint_t\ndecl myint_t\n  dtor x\n"
	      "clause\n  pdesc BEGIN\n  body\n    stmt\n      assign =\n"
	      "        ident y\n        cast\n          typename myint_t\n"
	      "          ident z\n");
	/* a typedef name after a type is a declarator name */
	STREQ(parse("typedef int foo; struct s { foo foo; };"),
	      "decl typedef int\n  dtor foo\ndecl struct s {}\n  members\n"
	      "    member foo\n      dtor foo\n");
	STREQ(parse("uint64_t*p;"), "decl uint64_t\n  dtor p: ptr\n");
	STREQ(parse("foo*bar {}"), "clause\n  pdesc foo*bar\n  body\n");
}

static void test_tagged_types(void)
{
	reset();
	STREQ(parse("struct s { int a : 3, b; unsigned : 4; char *c[2]; } *g;"),
	      "decl struct s {}\n  members\n    member int\n      dtor a\n"
	      "        bits\n          int 3\n      dtor b\n"
	      "    member unsigned\n      dtor (abstract)\n        bits\n"
	      "          int 4\n    member char\n      dtor c: array ptr\n"
	      "        dim\n          int 2\n  dtor g: ptr\n");
	STREQ(parse("union u { int i; char c; };"),
	      "decl union u {}\n  members\n    member int\n      dtor i\n"
	      "    member char\n      dtor c\n");
	STREQ(parse("enum e { A, B = 2, C = B + 1 };"),
	      "decl enum e {}\n  members\n    enumerator A\n    enumerator B\n"
	      "      int 2\n    enumerator C\n      binop +\n        ident B\n"
	      "        int 1\n");
	STREQ(parse("struct vmlinux`task_struct *t;"),
	      "decl struct vmlinux`task_struct\n  dtor t: ptr\n");
	STREQ(parse("struct { int x; } anon;"),
	      "decl struct (anon) {}\n  members\n    member int\n      dtor x\n"
	      "  dtor anon\n");
	STREQ(parse("struct foo`bar {\n\n};"),
	      "ERROR [D_SYNTAX] 3:1: syntax error near \"}\"");
	STREQ(parse("enum e { };"), "ERROR [D_SYNTAX] 1:10: syntax error near \"}\"");
	STREQ(parse("struct;"), "ERROR [D_SYNTAX] 1:7: syntax error near \";\"");
	STREQ(parse("struct s { int a; };\nstruct s {\n int b; };"),
	      "ERROR [D_DECL_TYPERED] 2:10: type redeclared: struct s");
	STREQ(parse("struct s { static int a; };"),
	      "ERROR [D_SYNTAX] 1:12: syntax error near \"static\"");
}

static void test_inline(void)
{
	reset();
	STREQ(parse("inline int one = 1;"),
	      "inline int\n  dtor one\n  value\n    int 1\n");
	STREQ(parse("inline pid_t structpid2pid[struct pid *p] = p->nr;"),
	      "inline pid_t\n  dtor structpid2pid: array\n    keys\n"
	      "      param struct pid\n        dtor p: ptr\n  value\n"
	      "    member ->nr\n      ident p\n");
	STREQ(parse("inline int one;"),
	      "ERROR [D_SYNTAX] 1:15: syntax error near \";\"");
}

static void test_translators(void)
{
	reset();
	STREQ(parse("translator psinfo_t < struct task_struct *T > {\n"
		    "\tpr_pid = T->tgid;\n};"),
	      "translator T\n  typename psinfo_t\n  typename struct task_struct\n"
	      "    dtor (abstract): ptr\n  xlmember pr_pid\n    member ->tgid\n"
	      "      ident T\n");
	STREQ(parse("translator struct out < int x > { };"),
	      "translator x\n  typename struct out\n  typename int\n");
	STREQ(parse("translator struct o (struct i *u)\n{\n};"),
	      "ERROR [D_SYNTAX] 2:1: syntax error near \"{\"");
	STREQ(parse("translator struct o < int x > { a = 1; }\nBEGIN {}"),
	      "ERROR [D_SYNTAX] 2:1: syntax error near \"BEGIN {}\"");
}

static void test_providers(void)
{
	reset();
	STREQ(parse("provider sdt_test {\n\tprobe go(int, char *);\n"
		    "\tprobe stop() : (int x);\n};"),
	      "provider sdt_test\n  probe go\n    params\n      param int\n"
	      "      param char\n        dtor (abstract): ptr\n  probe stop\n"
	      "    params\n    xparams\n      param int\n        dtor x\n");
	STREQ(parse("provider p { probe v(int, ...) : (...); };"),
	      "provider p\n  probe v ... : ...\n    params\n      param int\n"
	      "    xparams\n");
	STREQ(parse("provider p { };"), "provider p\n");
	STREQ(parse("provider p { probe x; };"),
	      "ERROR [D_SYNTAX] 1:21: syntax error near \";\"");
}

static void test_pragmas(void)
{
	reset();
	STREQ(parse("#pragma D option quiet\nBEGIN {\n#pragma D option x\n}\n"
		    "#pragma D option y\nint x;\n"),
	      "pragma pragma D option quiet\nclause\n  pdesc BEGIN\n  body\n"
	      "pragma pragma D option x\npragma pragma D option y\n"
	      "decl int\n  dtor x\n");
	OK(npragmas == 3);
	STREQ(parse("#pragma D error \"stop here\"\nBEGIN {}"),
	      "ERROR [D_PRAGERR] 1:1: #error: stop here ");
	STREQ(parse("define VALUE 5\nBEGIN {}"), "ERROR [D_SYNTAX] 1:1: expected "
	      "predicate and/or actions following probe description");
	STREQ(parse("#define VALUE 5\n"), "ERROR [D_PRAGCTL_INVAL] 1:1: invalid "
	      "control directive: #define");
	/* the line after #line N is N + 1 in DTrace, after "# N" N */
	STREQ(parse("#line 10 \"x.d\"\nBEGIN { x = ; }"),
	      "ERROR [D_SYNTAX] 11:13: syntax error near \";\"");
	STREQ(parse("# 10 \"x.d\"\nBEGIN { x = ; }"),
	      "ERROR [D_SYNTAX] 10:13: syntax error near \";\"");
}

static void test_locations(void)
{
	const struct sd_node *c, *s, *e;

	reset();
	parse("BEGIN\n{\n\tx = \"char\" << 2;\n\ty = a[1] + f(2, 3);\n}\n");
	c = ast.items;
	OK(c && c->loc.line == 1 && c->loc.col == 1 && c->loc.len == 5);
	s = c ? c->u.clause.stmts : NULL;
	e = s ? s->u.stmt.e : NULL;
	OK(e && e->kind == SD_N_ASSIGN && e->loc.line == 3 && e->loc.col == 2 &&
	   e->loc.len == 15);
	e = e ? e->u.assign.rhs : NULL;
	OK(e && e->kind == SD_N_BINOP && e->loc.col == 6 && e->loc.len == 11);
	OK(e && !strcmp(e->loc.file, "t.d"));
	s = s ? s->next : NULL;
	e = s ? s->u.stmt.e->u.assign.rhs : NULL;
	OK(e && e->loc.line == 4 && e->loc.col == 6 && e->loc.len == 14);
	OK(e && e->u.binop.a->kind == SD_N_INDEX && e->u.binop.a->loc.len == 4);
	OK(e && e->u.binop.b->kind == SD_N_CALL && e->u.binop.b->loc.col == 13 &&
	   e->u.binop.b->loc.len == 7 && e->u.binop.b->u.call.nargs == 2);
	parse("BEGIN { x = sizeof(y) + sizeof (int); }");
	e = ast.items ? ast.items->u.clause.stmts->u.stmt.e->u.assign.rhs : NULL;
	OK(e && e->u.binop.a->loc.col == 13 && e->u.binop.a->loc.len == 9);
	OK(e && e->u.binop.b->loc.col == 25 && e->u.binop.b->loc.len == 12);
	parse("int x;\nstruct s { int a; } *p;");
	c = ast.items ? ast.items->next : NULL;
	OK(c && c->kind == SD_N_DECL && c->loc.line == 2 && c->loc.col == 1);
	OK(c && c->u.decl.dtors && c->u.decl.dtors->loc.col == 22);
}

/* n parentheses around 1 in BEGIN's first statement */
static const char *parens(struct sd_buf *src, int n)
{
	sd_buf_reset(src);
	sd_buf_addstr(src, "BEGIN { ");
	for (int i = 0; i < n; i++)
		sd_buf_addch(src, '(');
	sd_buf_addch(src, '1');
	for (int i = 0; i < n; i++)
		sd_buf_addch(src, ')');
	sd_buf_addstr(src, " }");
	return parse(sd_buf_str(src));
}

/* DTrace's bison stack holds 10000 states: state 0, DT_CTX_DPROG, the
 * probe description and "{" are 4, each "(" one more, the 1 reduced to an
 * expression one more and the ")" after it the 10000th */
static void test_nesting(void)
{
	struct sd_buf src = SD_BUF_INIT;
	const char *r;

	reset();
	OK(strncmp(parens(&src, 9993), "ERROR", 5) != 0);
	r = parens(&src, 9994);
	OK(strstr(r, "[D_SYNTAX]") && strstr(r, "memory exhausted near \")\""));
	sd_buf_reset(&src);
	sd_buf_addstr(&src, "BEGIN { x = ");
	for (int i = 0; i < 100000; i++)
		sd_buf_addch(&src, '(');
	r = parse(sd_buf_str(&src));
	OK(strstr(r, "[D_SYNTAX]") && strstr(r, "memory exhausted near \"(\""));
	sd_buf_reset(&src);
	sd_buf_addstr(&src, "BEGIN { x = 1");
	for (int i = 0; i < 4 * MAX_NEST; i++)
		sd_buf_addstr(&src, "+1");
	sd_buf_addstr(&src, "; }");
	r = parse(sd_buf_str(&src));
	/* a flat left-associative chain is not nesting: it parses (the
	 * tree's dump, which parse() returns, recurses: kept to a size the
	 * test's stack holds; sonda runs its passes on a larger one) */
	OK(strncmp(r, "ERROR", 5) != 0);
	sd_buf_reset(&src);
	sd_buf_addstr(&src, "BEGIN { ");
	for (int i = 0; i < 100000; i++)
		sd_buf_addstr(&src, "if (1) ");
	r = parse(sd_buf_str(&src));
	OK(strstr(r, "memory exhausted") != NULL);
	sd_buf_reset(&src);
	sd_buf_addstr(&src, "int ");
	for (int i = 0; i < 100000; i++)
		sd_buf_addch(&src, '(');
	r = parse(sd_buf_str(&src));
	OK(strstr(r, "memory exhausted near \"(\"") != NULL);
	sd_buf_reset(&src);
	sd_buf_addstr(&src, "BEGIN { x = ");
	for (int i = 0; i < 100000; i++)
		sd_buf_addstr(&src, "- ");
	r = parse(sd_buf_str(&src));
	OK(strstr(r, "memory exhausted near \"-\"") != NULL);
	sd_buf_free(&src);
}

int main(void)
{
	RUN(test_empty);
	RUN(test_clauses);
	RUN(test_clause_errors);
	RUN(test_statements);
	RUN(test_if_else);
	RUN(test_no_loops);
	RUN(test_primaries);
	RUN(test_macros);
	RUN(test_postfix);
	RUN(test_unary);
	RUN(test_casts);
	RUN(test_precedence);
	RUN(test_assign_ops);
	RUN(test_declarations);
	RUN(test_typedefs);
	RUN(test_tagged_types);
	RUN(test_inline);
	RUN(test_translators);
	RUN(test_providers);
	RUN(test_pragmas);
	RUN(test_locations);
	RUN(test_nesting);
	sd_buf_free(&out);
	sd_arena_release(&arena);
	return tap_done();
}
