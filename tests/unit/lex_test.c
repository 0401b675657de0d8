/* lex_test.c - the D lexer: tokens, constants, macros, control lines. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/buf.h"
#include "base/diag.h"
#include "lang/lex.h"
#include "tap.h"

static struct sd_arena arena;
static struct sd_buf out = SD_BUF_INIT;
static const char *argv5[] = { "prog.d", "42", "foo", "-5", "hello world",
				"\"quoted\"" };
static bool referenced[6];
static struct sd_macro_env env;
static struct sd_parse_opts opts;
static int npragmas;
static struct sd_buf pragma_words = SD_BUF_INIT;

static bool lookup(void *ctx, const char *name, int64_t *v)
{
	if (strcmp(name, "pid") && strcmp(name, "target"))
		return false;
	*v = !strcmp(name, "pid") ? 1234 : 0;
	return true;
}

static bool is_type(void *ctx, const char *name)
{
	return !strcmp(name, "uint64_t") || !strcmp(name, "foo_t");
}

static int pragma_cb(void *ctx, const char *const *words, int n,
		     struct sd_loc loc)
{
	npragmas++;
	sd_buf_reset(&pragma_words);
	for (int i = 0; i < n; i++)
		sd_buf_addf(&pragma_words, "%s%s", i ? "|" : "", words[i]);
	sd_buf_addf(&pragma_words, "@%d", loc.line);
	if (n >= 4 && !strcmp(words[3], "defaultargs"))
		env.defaultargs = true;
	return 0;
}

static void reset(void)
{
	memset(&env, 0, sizeof(env));
	env.argc = 6;
	env.argv = argv5;
	env.referenced = referenced;
	env.lookup = lookup;
	memset(referenced, 0, sizeof(referenced));
	memset(&opts, 0, sizeof(opts));
	opts.macros = &env;
	opts.pragma = pragma_cb;
	npragmas = 0;
}

static void add_token(const struct sd_token *t)
{
	switch (t->kind) {
	case SD_TOK_IDENT:
		sd_buf_addf(&out, "id:%s", t->str);
		break;
	case SD_TOK_AGG:
		sd_buf_addf(&out, "agg:%s", t->str);
		break;
	case SD_TOK_PSPEC:
		sd_buf_addf(&out, "pspec:%s", t->str);
		break;
	case SD_TOK_INT:
		sd_buf_addf(&out, "int:%s%llu", t->prefix == '-' ? "-" : "",
			    (unsigned long long)t->ival);
		if (t->base != 10)
			sd_buf_addf(&out, "/%d", t->base);
		if (t->is_unsigned)
			sd_buf_addstr(&out, "u");
		for (int i = 0; i < t->suffix_l; i++)
			sd_buf_addstr(&out, "l");
		if (t->is_char)
			sd_buf_addstr(&out, "c");
		break;
	case SD_TOK_STRING:
		sd_buf_addstr(&out, "str:");
		for (size_t i = 0; i < t->len; i++) {
			unsigned char c = (unsigned char)t->str[i];

			if (c < ' ' || c > '~' || c == '\\')
				sd_buf_addf(&out, "\\%02x", c);
			else
				sd_buf_addch(&out, (char)c);
		}
		break;
	default:
		sd_buf_addstr(&out, sd_tok_str(t->kind));
	}
}

/* Lexes text: the first token in mode0, the rest in mode; returns the
 * tokens separated by blanks, and the error (if any) at the end. */
static const char *lexm(const char *text, enum sd_lex_mode mode0,
			enum sd_lex_mode mode)
{
	struct sd_diag diag = { 0 };
	struct sd_lexer lx;
	struct sd_token t;
	int n = 0;

	sd_buf_reset(&out);
	sd_lex_init(&lx, text, &opts, &arena, &diag);
	lx.is_type = is_type;
	for (;;) {
		sd_lex_next(&lx, n++ ? mode : mode0, &t);
		if (t.kind == SD_TOK_EOF || t.kind == SD_TOK_ERROR)
			break;
		if (out.len)
			sd_buf_addch(&out, ' ');
		add_token(&t);
	}
	if (diag.n)
		sd_buf_addf(&out, "%s[%s] %d:%d: %s", out.len ? " " : "",
			    sd_tag_name(diag.msgs[0].tag), diag.msgs[0].loc.line,
			    diag.msgs[0].loc.col, diag.msgs[0].text);
	sd_diag_free(&diag);
	return sd_buf_str(&out);
}

static const char *lex(const char *text)
{
	return lexm(text, SD_LEX_EXPR, SD_LEX_EXPR);
}

static void test_punctuators(void)
{
	reset();
	STREQ(lex("( ) [ ] { } , ; : ? . -> ..."),
	      "( ) [ ] { } , ; : ? . -> ...");
	STREQ(lex("+ - * % << >> < <= > >= == != & ^ | && ^^ || ! ~ ++ --"),
	      "+ - * % << >> < <= > >= == != & ^ | && ^^ || ! ~ ++ --");
	STREQ(lex("= += -= *= /= %= <<= >>= &= ^= |="),
	      "= += -= *= /= %= <<= >>= &= ^= |=");
	STREQ(lex("a+++b"), "id:a ++ + id:b");
	STREQ(lex("a->b.c"), "id:a -> id:b . id:c");
	STREQ(lex("x\\\n+1"), "id:x + int:1");
}

static void test_keywords(void)
{
	reset();
	STREQ(lex("if else sizeof stringof offsetof xlate self this"),
	      "if else sizeof stringof offsetof xlate self this");
	STREQ(lex("for while do switch break continue return goto"),
	      "for while do switch break continue return goto");
	STREQ(lex("auto register static extern typedef inline translator"),
	      "auto register static extern typedef inline translator");
	STREQ(lex("provider probe counter import case default"),
	      "provider probe counter import case default");
	STREQ(lex("char short int long signed unsigned float double void"),
	      "char short int long signed unsigned float double void");
	STREQ(lex("string struct union enum const volatile restrict"),
	      "string struct union enum const volatile restrict");
	STREQ(lex("ints _if if_ If"), "id:ints id:_if id:if_ id:If");
	/* after . and -> keywords are identifiers */
	STREQ(lexm("int string", SD_LEX_IDENT, SD_LEX_EXPR), "id:int string");
	/* other characters are skipped there (DTrace's lexer echoes them) */
	STREQ(lexm("(x", SD_LEX_IDENT, SD_LEX_EXPR), "id:x");
	STREQ(lexm(" \n x", SD_LEX_IDENT, SD_LEX_EXPR), "id:x");
}

static void test_identifiers(void)
{
	reset();
	STREQ(lex("vmlinux`jiffies `max_pfn x1 _y"),
	      "id:vmlinux`jiffies id:`max_pfn id:x1 id:_y");
	STREQ(lex("9p`v9fs_remove"), "id:9p`v9fs_remove");
	STREQ(lex("@ @foo @_x1 @[1]"), "agg:@_ agg:@foo agg:@_x1 agg:@_ [ int:1 ]");
}

static void test_integers(void)
{
	reset();
	STREQ(lex("0 7 10 010 0x1F 0XfF"),
	      "int:0/8 int:7 int:10 int:8/8 int:31/16 int:255/16");
	STREQ(lex("10u 10l 10ul 10LL 10ull 0x10UL"),
	      "int:10u int:10l int:10ul int:10ll int:10ull int:16/16ul");
	STREQ(lex("18446744073709551615 0xffffffffffffffff"),
	      "int:18446744073709551615 int:18446744073709551615/16");
	STREQ(lex("10ms"), "int:10 id:ms");
	STREQ(lex("0128"),
	      "[D_INT_DIGIT] 1:1: constant 0128 contains invalid digit 8");
	STREQ(lex("x = 09;"),
	      "id:x = [D_INT_DIGIT] 1:5: constant 09 contains invalid digit 9");
	STREQ(lex("18446744073709551616"), "[D_INT_OFLOW] 1:1: constant "
	      "18446744073709551616 results in integer overflow");
	STREQ(lex("0x12345678123456781"), "[D_INT_OFLOW] 1:1: constant "
	      "0x12345678123456781 results in integer overflow");
	STREQ(lex("1.5"),
	      "[D_SYNTAX] 1:1: floating-point constants are not permitted");
	STREQ(lex("x 1e3"),
	      "id:x [D_SYNTAX] 1:3: floating-point constants are not permitted");
	STREQ(lex(".5"),
	      "[D_SYNTAX] 1:1: floating-point constants are not permitted");
	STREQ(lex("1f"),
	      "[D_SYNTAX] 1:1: floating-point constants are not permitted");
}

static void test_chars(void)
{
	reset();
	STREQ(lex("'a' 'ab' '\\n' '\\0' '\\x41' '\\101' '\\\\'"),
	      "int:97c int:24930c int:10c int:0c int:65c int:65c int:92c");
	STREQ(lex("'\\xff' 'abcdefgh'"),
	      "int:255c int:7017280452245743464c");
	STREQ(lex("''"), "[D_CHR_NULL] 1:1: empty character constant");
	STREQ(lex("'abcdefghi'"),
	      "[D_CHR_OFLOW] 1:1: character constant is too long");
	STREQ(lex("x = 'a\n';"),
	      "id:x = [D_CHR_NL] 2:1: newline encountered in character constant");
	STREQ(lex("'a"), "[D_SYNTAX] 1:1: syntax error near \"'\"");
}

static void test_strings(void)
{
	reset();
	STREQ(lex("\"\" \"abc\""), "str: str:abc");
	STREQ(lex("\"\\a\\b\\f\\n\\r\\t\\v\\\\\\\"\""),
	      "str:\\07\\08\\0c\\0a\\0d\\09\\0b\\5c\"");
	STREQ(lex("\"\\101\\1010\\x41\\x4142\\0\""),
	      "str:AA0AB\\00");
	STREQ(lex("\"\\q\\'\\?\""), "str:\\5cq\\5c'\\5c?");
	STREQ(lex("\"a\" \"b\""), "str:a str:b");
	STREQ(lex("x = \"abc\n\";"),
	      "id:x = [D_STR_NL] 2:1: newline encountered in string literal");
	STREQ(lex("\"abc"), "[D_SYNTAX] 1:1: syntax error near \"\"\"");
}

static void test_macros(void)
{
	reset();
	STREQ(lex("$0 $1 $2 $3 $4 $5"),
	      "str:prog.d int:42 id:foo int:-5 str:hello world str:quoted");
	OK(referenced[0] && referenced[1] && referenced[5]);
	STREQ(lex("$$1 $$4 $pid $$pid $target"),
	      "str:42 str:hello world int:1234 str:1234 int:0");
	STREQ(lex("x = $6;"),
	      "id:x = [D_MACRO_UNDEF] 1:5: macro argument $6 is not defined");
	STREQ(lex("$$12"), "[D_MACRO_UNDEF] 1:1: macro argument $$12 is not "
	      "defined");
	STREQ(lex("$nosuch"),
	      "[D_MACRO_UNDEF] 1:1: macro variable $nosuch is not defined");
	STREQ(lex("$$nosuch"),
	      "[D_MACRO_UNDEF] 1:1: macro variable $$nosuch is not defined");
	STREQ(lex("$-1"), "[D_SYNTAX] 1:1: syntax error near \"$\"");
	env.defaultargs = true;
	STREQ(lex("$6 $$7"), "int:0/8 str:");
	/* after -> only $N is expanded */
	STREQ(lexm("$2", SD_LEX_IDENT, SD_LEX_EXPR), "id:foo");
	reset();
	env.argc = 2;
	argv5[1] = "0x10";
	STREQ(lex("$1"), "int:16/16");
	argv5[1] = "99999999999999999999";
	STREQ(lex("$1"), "[D_MACRO_OFLOW] 1:1: macro argument $1 constant "
	      "99999999999999999999 results in integer overflow");
	argv5[1] = "42";
	opts.macros = NULL;
	STREQ(lex("$1"), "[D_MACRO_UNDEF] 1:1: macro argument $1 is not defined");
}

static void test_outer(void)
{
	reset();
	STREQ(lexm("syscall::read:entry, profile-97 BEGIN", SD_LEX_OUTER,
		   SD_LEX_OUTER),
	      "pspec:syscall::read:entry , pspec:profile-97 pspec:BEGIN");
	STREQ(lexm("fbt:vmlinux:vfs_*:entry /x/ {", SD_LEX_OUTER, SD_LEX_OUTER),
	      "pspec:fbt:vmlinux:vfs_*:entry / pspec:x / {");
	STREQ(lexm("42 a?c [ab]x \\x", SD_LEX_OUTER, SD_LEX_OUTER),
	      "int:42 pspec:a?c pspec:[ab]x pspec:\\x");
	STREQ(lexm("pid$1:::entry pid$target:a.out::", SD_LEX_OUTER,
		   SD_LEX_OUTER), "pspec:pid42:::entry pspec:pid0:a.out::");
	OK(referenced[1]);
	STREQ(lexm("pid$9:::entry", SD_LEX_OUTER, SD_LEX_OUTER),
	      "[D_PDESC_INVAL] 1:1: invalid probe description \"pid$9:::entry\": "
	      "Undefined macro variable in probe description");
	/* as dtrace_xstr2desc(): a field's first '$' starts its one macro;
	 * a variable's name is the rest of the field */
	STREQ(lexm("a:$1$1:b$1x:$$1", SD_LEX_OUTER, SD_LEX_OUTER),
	      "pspec:a:42$1:b42x:42");
	STREQ(lexm("$target-x", SD_LEX_OUTER, SD_LEX_OUTER),
	      "[D_PDESC_INVAL] 1:1: invalid probe description \"$target-x\": "
	      "Undefined macro variable in probe description");
	STREQ(lexm("a:$:b", SD_LEX_OUTER, SD_LEX_OUTER),
	      "[D_PDESC_INVAL] 1:1: invalid probe description \"a:$:b\": "
	      "Undefined macro variable in probe description");
	STREQ(lexm("$$$1", SD_LEX_OUTER, SD_LEX_OUTER),
	      "[D_PDESC_INVAL] 1:1: invalid probe description \"$$$1\": "
	      "Undefined macro variable in probe description");
	/* fields read from the right: a fifth is too many, after the macro
	 * errors of the fields to its right */
	STREQ(lexm("a:b:c:d:e", SD_LEX_OUTER, SD_LEX_OUTER),
	      "[D_PDESC_INVAL] 1:1: invalid probe description \"a:b:c:d:e\": "
	      "Overspecified probe description");
	STREQ(lexm("$9:a:b:c:d", SD_LEX_OUTER, SD_LEX_OUTER),
	      "[D_PDESC_INVAL] 1:1: invalid probe description \"$9:a:b:c:d\": "
	      "Undefined macro variable in probe description");
	/* -P, -m, -f: the option's field is the rightmost; the others are
	 * empty, in every description of the program */
	opts.pspec_fields = 1;
	STREQ(lexm("syscall, $1 dtrace", SD_LEX_OUTER, SD_LEX_OUTER),
	      "pspec:syscall::: , pspec:42::: pspec:dtrace:::");
	STREQ(lexm("a:b", SD_LEX_OUTER, SD_LEX_OUTER),
	      "[D_PDESC_INVAL] 1:1: invalid probe description \"a:b\": "
	      "Overspecified probe description");
	STREQ(lexm("$9:a", SD_LEX_OUTER, SD_LEX_OUTER),
	      "[D_PDESC_INVAL] 1:1: invalid probe description \"$9:a\": "
	      "Undefined macro variable in probe description");
	opts.pspec_fields = 2;
	STREQ(lexm("sdt:sched", SD_LEX_OUTER, SD_LEX_OUTER), "pspec:sdt:sched::");
	STREQ(lexm(":genunix::", SD_LEX_OUTER, SD_LEX_OUTER),
	      "[D_PDESC_INVAL] 1:1: invalid probe description \":genunix::\": "
	      "Overspecified probe description");
	opts.pspec_fields = 3;
	STREQ(lexm("syscall::read", SD_LEX_OUTER, SD_LEX_OUTER),
	      "pspec:syscall::read:");
	opts.pspec_fields = 0;
	STREQ(lexm("x;", SD_LEX_OUTER, SD_LEX_OUTER),
	      "pspec:x [D_SYNTAX] 1:2: syntax error near \";\"");
	STREQ(lexm("}", SD_LEX_OUTER, SD_LEX_OUTER),
	      "[D_SYNTAX] 1:1: syntax error near \"}\"");
	/* declaration keywords; other keywords are descriptions */
	STREQ(lexm("int self struct inline translator provider", SD_LEX_OUTER,
		   SD_LEX_OUTER), "int self struct inline translator provider");
	STREQ(lexm("if sizeof probe", SD_LEX_OUTER, SD_LEX_OUTER),
	      "pspec:if pspec:sizeof pspec:probe");
}

static void test_type_ambiguity(void)
{
	reset();
	STREQ(lexm("int*x;", SD_LEX_OUTER, SD_LEX_EXPR), "int * id:x ;");
	STREQ(lexm("uint64_t*x;", SD_LEX_OUTER, SD_LEX_EXPR),
	      "id:uint64_t * id:x ;");
	STREQ(lexm("uint64_t x;", SD_LEX_OUTER, SD_LEX_EXPR),
	      "id:uint64_t id:x ;");
	STREQ(lexm("foo*bar {", SD_LEX_OUTER, SD_LEX_EXPR), "pspec:foo*bar {");
	STREQ(lexm("int*:::entry {", SD_LEX_OUTER, SD_LEX_EXPR),
	      "pspec:int*:::entry {");
	STREQ(lexm("BEGIN*", SD_LEX_OUTER, SD_LEX_EXPR), "pspec:BEGIN*");
	opts.pspec = true;
	STREQ(lexm("int*", SD_LEX_OUTER, SD_LEX_EXPR), "pspec:int*");
	STREQ(lexm("uint64_t", SD_LEX_OUTER, SD_LEX_EXPR), "pspec:uint64_t");
	/* keywords still declare (DTrace's keyword rules come first) */
	STREQ(lexm("int", SD_LEX_OUTER, SD_LEX_EXPR), "int");
}

static void test_slash(void)
{
	reset();
	STREQ(lex("a / b"), "id:a / id:b");
	STREQ(lex("a /= b"), "id:a /= id:b");
	STREQ(lex("x/ {"), "id:x / {");
	OK(strstr(lex("x/ {"), "/") != NULL);
	/* the EPRED token spells "/" too: check the kinds directly */
	{
		struct sd_diag diag = { 0 };
		struct sd_lexer lx;
		struct sd_token t;
		const char *texts[] = { "/", "/ ;", "/\n{", "//", "/ 2" };
		enum sd_tok_kind want[] = { SD_TOK_EPRED, SD_TOK_EPRED,
					    SD_TOK_EPRED, SD_TOK_EPRED,
					    SD_TOK_DIV };

		for (size_t i = 0; i < SD_ARRAY_SIZE(texts); i++) {
			sd_lex_init(&lx, texts[i], &opts, &arena, &diag);
			sd_lex_next(&lx, SD_LEX_EXPR, &t);
			OK(t.kind == want[i]);
		}
		sd_diag_free(&diag);
	}
	STREQ(lex("(x / {"), "( id:x [D_SYNTAX] 1:4: closing ) expected in "
	      "predicate before /");
	STREQ(lex("a[x / ;"), "id:a [ id:x [D_SYNTAX] 1:5: closing ] expected "
	      "in predicate before /");
	STREQ(lex("a]"), "id:a [D_SYNTAX] 1:2: extra ] in input stream");
	STREQ(lex("f())"), "id:f ( ) [D_SYNTAX] 1:4: extra ) in input stream");
}

static void test_comments(void)
{
	reset();
	STREQ(lex("a /* b */ c /**/ d /*/ e */ f"), "id:a id:c id:d id:f");
	STREQ(lex("a /* b /* c */"),
	      "id:a [D_SYNTAX] 1:8: /* encountered inside a comment");
	STREQ(lex("a /* b\n"), "id:a [D_SYNTAX] 2:1: end-of-file encountered "
	      "before matching */");
	STREQ(lex("a // b\n"), "id:a / / id:b");
	opts.cpp = true;
	STREQ(lex("a // b\nc"), "id:a id:c");
	STREQ(lex("#!/usr/sbin/dtrace -s\nx\n  #!foo\ny"), "id:x id:y");
	STREQ(lex("x # y"), "id:x [D_SYNTAX] 1:3: syntax error near \"#\"");
	STREQ(lex("x \x01"), "id:x [D_SYNTAX] 1:3: syntax error near \"\x01\"");
}

static void test_control_lines(void)
{
	struct sd_diag diag = { 0 };
	struct sd_lexer lx;
	struct sd_token t;
	struct sd_node *p;

	reset();
	sd_lex_init(&lx, "#pragma D option quiet\n  # pragma D binding \"1.1\" "
		    "foo\n#pragma ident \"x\"\n#ident y\nx\n", &opts, &arena,
		    &diag);
	sd_lex_next(&lx, SD_LEX_OUTER, &t);
	STREQ(t.str, "x");
	OK(t.loc.line == 5);
	OK(npragmas == 2);
	STREQ(sd_buf_str(&pragma_words), "pragma|D|binding|\"1.1\"|foo@2");
	p = lx.pragmas;
	OK(p && p->kind == SD_N_PRAGMA && p->u.pragma.nwords == 4);
	STREQ(p ? p->u.pragma.words[3] : NULL, "quiet");
	OK(p && p->next && p->next->loc.line == 2 && p->next->loc.col == 3);
	OK(p && p->next && p->next->next && p->next->next->next &&
	   !p->next->next->next->next);
	OK(!diag.n);

	STREQ(lex("#error this is \"an error\" 42\nx"),
	      "[D_PRAGERR] 1:1: #error: this is an error ");
	STREQ(lex("#pragma D error \"text\"\n"),
	      "[D_PRAGERR] 1:1: #error: text ");
	STREQ(lex("x\n#include <stdio.h>\n"),
	      "id:x [D_PRAGCTL_INVAL] 2:1: invalid control directive: #include");
	STREQ(lex("# \"f\"\n"),
	      "[D_PRAGCTL_INVAL] 1:1: invalid control directive");
	STREQ(lex("#line x\n"), "[D_PRAGMA_MALFORM] 1:1: malformed #line "
	      "<line> [ [\"file\"] state ]");
	STREQ(lex("x\n#pragma D option quiet"), "id:x [D_SYNTAX] 2:1: "
	      "end-of-file encountered before end of control line");
	STREQ(lex("#\n#pragma\nx"), "id:x");
	STREQ(lex("#pragma D option x=\"a\nb\"\n"),
	      "[D_STR_NL] 2:1: newline encountered in string literal");
	/* #pragma D option defaultargs takes effect for later $N */
	STREQ(lex("#pragma D option defaultargs\n$9"), "int:0/8");
}

static void test_line_directives(void)
{
	struct sd_diag diag = { 0 };
	struct sd_lexer lx;
	struct sd_token t;

	reset();
	opts.file = "main.d";
	sd_lex_init(&lx, "a\n#line 100\nb\n# 7 \"inc.h\" 1 3\nc\n"
		    "#pragma line 20\nd\n", &opts, &arena, &diag);
	sd_lex_next(&lx, SD_LEX_EXPR, &t);
	OK(t.loc.line == 1 && !strcmp(t.loc.file, "main.d"));
	sd_lex_next(&lx, SD_LEX_EXPR, &t);
	/* #line N: DTrace's dt_pragma() counts the line's newline again */
	OK(t.loc.line == 101 && !strcmp(t.loc.file, "main.d"));
	sd_lex_next(&lx, SD_LEX_EXPR, &t);
	OK(t.loc.line == 7 && !strcmp(t.loc.file, "inc.h"));
	sd_lex_next(&lx, SD_LEX_EXPR, &t);
	OK(t.loc.line == 21 && !strcmp(t.loc.file, "inc.h"));
	OK(!diag.n && lx.pragmas && npragmas == 0);
	sd_lex_init(&lx, "# 1 \"<built-in>\"\n# 1 \"/dev/stdin\"\na\n", &opts,
		    &arena, &diag);
	sd_lex_next(&lx, SD_LEX_EXPR, &t);
	OK(t.loc.line == 1 && !strcmp(t.loc.file, "main.d"));
	/* only /dev/stdin is the script: "<stdin>" names a file */
	sd_lex_init(&lx, "# 1 \"<stdin>\"\na\n", &opts, &arena, &diag);
	sd_lex_next(&lx, SD_LEX_EXPR, &t);
	OK(t.loc.line == 1 && !strcmp(t.loc.file, "<stdin>"));
	sd_diag_free(&diag);
}

static void test_locations(void)
{
	struct sd_diag diag = { 0 };
	struct sd_lexer lx;
	struct sd_token t;

	reset();
	opts.file = "t.d";
	sd_lex_init(&lx, "BEGIN\n{\n\tx = \"ab\" <<= 0x10;\n}", &opts, &arena,
		    &diag);
	sd_lex_next(&lx, SD_LEX_OUTER, &t);
	OK(t.loc.line == 1 && t.loc.col == 1 && t.loc.len == 5);
	STREQ(t.text, "BEGIN");
	sd_lex_next(&lx, SD_LEX_OUTER, &t);
	OK(t.kind == SD_TOK_LBRACE && t.loc.line == 2 && t.loc.col == 1);
	sd_lex_next(&lx, SD_LEX_EXPR, &t);
	OK(t.loc.line == 3 && t.loc.col == 2 && t.loc.len == 1);
	sd_lex_next(&lx, SD_LEX_EXPR, &t);
	OK(t.kind == SD_TOK_ASSIGN && t.loc.col == 4);
	sd_lex_next(&lx, SD_LEX_EXPR, &t);
	OK(t.loc.col == 6 && t.loc.len == 4);
	STREQ(t.text, "\"ab\"");
	sd_lex_next(&lx, SD_LEX_EXPR, &t);
	OK(t.kind == SD_TOK_SHL_EQ && t.loc.col == 11 && t.loc.len == 3);
	sd_lex_next(&lx, SD_LEX_EXPR, &t);
	OK(t.loc.col == 15 && t.loc.len == 4 && !strcmp(t.text, "0x10"));
	sd_lex_next(&lx, SD_LEX_EXPR, &t);
	sd_lex_next(&lx, SD_LEX_EXPR, &t);
	OK(t.kind == SD_TOK_RBRACE && t.loc.line == 4);
	sd_lex_next(&lx, SD_LEX_OUTER, &t);
	OK(t.kind == SD_TOK_EOF && t.loc.line == 4 && t.loc.col == 2);
	OK(!strcmp(t.loc.file, "t.d"));
	sd_diag_free(&diag);
}

static void test_peekc(void)
{
	struct sd_diag diag = { 0 };
	struct sd_lexer lx;
	struct sd_token t;
	char next;

	reset();
	sd_lex_init(&lx, "x  \n ++y", &opts, &arena, &diag);
	sd_lex_next(&lx, SD_LEX_EXPR, &t);
	OK(sd_lex_peekc(&lx, &next) == '+' && next == '+');
	sd_lex_next(&lx, SD_LEX_EXPR, &t);
	sd_lex_next(&lx, SD_LEX_EXPR, &t);
	OK(sd_lex_peekc(&lx, &next) == '\0' && next == '\0');
	sd_diag_free(&diag);
}

static void test_after_error(void)
{
	struct sd_diag diag = { 0 };
	struct sd_lexer lx;
	struct sd_token t;

	reset();
	sd_lex_init(&lx, "x 0128 y z", &opts, &arena, &diag);
	sd_lex_next(&lx, SD_LEX_EXPR, &t);
	sd_lex_next(&lx, SD_LEX_EXPR, &t);
	OK(t.kind == SD_TOK_ERROR);
	sd_lex_next(&lx, SD_LEX_EXPR, &t);
	OK(t.kind == SD_TOK_EOF);
	sd_lex_next(&lx, SD_LEX_EXPR, &t);
	OK(t.kind == SD_TOK_EOF && diag.n == 1);
	sd_diag_free(&diag);
}

int main(void)
{
	RUN(test_punctuators);
	RUN(test_keywords);
	RUN(test_identifiers);
	RUN(test_integers);
	RUN(test_chars);
	RUN(test_strings);
	RUN(test_macros);
	RUN(test_outer);
	RUN(test_type_ambiguity);
	RUN(test_slash);
	RUN(test_comments);
	RUN(test_control_lines);
	RUN(test_line_directives);
	RUN(test_locations);
	RUN(test_peekc);
	RUN(test_after_error);
	sd_buf_free(&out);
	sd_buf_free(&pragma_words);
	sd_arena_release(&arena);
	return tap_done();
}
