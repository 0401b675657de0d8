/* parse_int.h - what parse.c (expressions, statements, clauses) and
 * parse_decl.c (declarations) share; not for other stages.
 *
 * The parser state and the small token and node helpers are here as static
 * inline functions; see parse.c for the parser's invariants.
 */
#ifndef SONDA_LANG_PARSE_INT_H
#define SONDA_LANG_PARSE_INT_H

#include <string.h>

#include "parse.h"
#include "lex.h"

/* DTrace's parser is bison's, whose stack holds at most YYMAXDEPTH
 * states (10000, dt_grammar.y keeps bison's default): a program that
 * nests deeper is refused with "memory exhausted" (yyerror( ), D_SYNTAX).
 * struct parser.bd follows that stack's height (see take( )), so sonda
 * refuses what DTrace refuses, where DTrace refuses it. */
#define YY_MAXDEPTH 10000
/* The recursion bound: a backstop, as every level of recursion also
 * holds a token or more on the emulated stack (bd) */
#define MAX_DEPTH (2 * YY_MAXDEPTH)
/* Operators in one flat left-associative chain (1 + 1 + ...): parsed
 * iteratively, but the later passes recurse down the tree it makes, on a
 * stack sized for this many (driver/compile.c) */
#define MAX_CHAIN 1000000
#define NBUCKETS 128

struct name {
	const char *s;
	struct name *next;
};

/* A set of names: typedefs declared in the text, or variables. */
struct nameset {
	struct name *b[NBUCKETS];
};

struct parser {
	struct sd_lexer lx;
	const struct sd_parse_opts *o;
	struct sd_arena *arena;
	struct sd_token tok;	/* the lookahead, if have */
	struct sd_token prev;	/* the last token taken */
	struct sd_loc tagref;	/* the tag of the last struct/union/enum
				   reference without a body */
	struct sd_loc tagref_td;	/* the same in a typedef */
	const char *spec_ident;	/* the tagident of the specifiers whose
				   declarator is being read */
	struct sd_intstate lastint;	/* of the last integer constant lexed */
	bool have;
	bool member_dtor;	/* a struct or union member's declarator */
	bool bare_clause;	/* the item just parsed is a clause without
				   predicate or body (-n BEGIN) */
	bool outer_lex;		/* lex in SD_LEX_OUTER up to a keyword */
	enum sd_lex_mode mode;
	enum sd_lex_mode tok_mode;	/* the mode tok was lexed in */
	bool tok_var;		/* tok named a variable when it was lexed */
	int depth;
	/* the height of DTrace's parser stack (states, the first included)
	 * had it read the same tokens: each token taken adds one (bison
	 * shifts it); a parse function that reads one of the grammar's
	 * nonterminals leaves it one above where it started (bison reduces
	 * the rule to one symbol), a left-recursive list after each element */
	int bd;
	int sbase;	/* bd where the statement list being read starts */
	struct nameset typedefs, vars;
	struct nameset ctypedefs;	/* the typedefs of #include'd files:
					   DTrace's C scope (C`name) */
	struct nameset lvars;	/* names only this text takes for identifiers
				   (a translator's input, an inline's array
				   parameters: DTrace's pcb_idents), not
				   globals for the texts after it */
	struct nameset tags;	/* "struct x" etc. defined in the text, at
				   the top (nest 0: DTrace's CTF_ADD_ROOT) */
	int nest;		/* inside a struct, union or enum body or a
				   parameter list */
	int in_body;		/* inside a struct, union or enum body */
	int in_keys;		/* inside an array declaration's [ ] */
	struct sd_declspec *bodies[16];	/* the outermost bodies of the item
				   being parsed, DTrace's types defined as
				   they are parsed (see sd_parse) */
	int nbodies;
	/* the nodes of the statement being parsed that DTrace's parser checks
	 * as it builds them (sizeof of a type, offsetof, a division), in the
	 * order they were built: after an error in the statement, its clause
	 * keeps them (parse.c parse_clause( )) */
	struct sd_node *built[16];
	int nbuilt;
	/* the first call of a designator that is no name: DTrace's parser
	 * refuses it (dt_node_func( ), D_FUNC_IDENT), but after any call of
	 * an unknown name before it, which sema tells (sema_calls_first( )) */
	bool has_bad_call;
	struct sd_loc bad_call;
	struct sd_node *items, **tail;
	/* enumerators and inlines of the text with a known integer value:
	 * DTrace's dt_node_ident( ) makes each an integer node as it parses
	 * it (an inline whose cooked value is an INT node) */
	struct pconst {
		const char *s;
		uint64_t v;
		struct pconst *next;
	} *consts;
	/* typedefs of the text of an integer type: DTrace's dt_node_op2( )
	 * folds a cast to one (parse_int_spec( )) */
	struct ptdef {
		const char *s;
		unsigned size;
		bool sign;
		struct ptdef *next;
	} *tdints;
};

/* declaration-specifier contexts */
enum { SP_STORAGE = 1, SP_DCLASS = 2 };
/* declarator kinds */
enum dtor_how { DT_NAMED, DT_ABSTRACT, DT_EITHER };

/* parse.c: errors (the first one stops the parse) */
/* A syntax error at the lookahead, worded as DTrace's. */
void parse_syntax_error(struct parser *p);
/* Takes a token of kind k, or reports a syntax error and returns false. */
bool parse_expect(struct parser *p, enum sd_tok_kind k);
/* Reports an error at loc and stops the parse. */
void parse_err(struct parser *p, struct sd_loc loc, enum sd_tag tag,
	       const char *fmt, ...) SD_PRINTF(4, 5);

/* Is the lookahead identifier followed by ++ -- [ = ; or (outside
 * parentheses) ",", which only a variable can be (DTrace's id_or_type)? */
bool parse_var_follows(struct parser *p);

/* parse_const.c: constants */
/* Is n an integer DTrace's parser has folded already? Its value in *v. */
bool parse_const(const struct parser *p, const struct sd_node *n, uint64_t *v);
/* Is s an integer type the parser knows? Its size and sign. */
bool parse_int_spec(const struct parser *p, const struct sd_declspec *s,
		    unsigned *size, bool *sign);
/* Records typedef name of an integer type of size and sign. */
void parse_add_tdint(struct parser *p, const char *name, unsigned size, bool sign);
/* Records enumerator or inline name of value v, an integer to the parser
 * from here. */
void parse_add_const(struct parser *p, const char *name, uint64_t v);

/* parse.c: expressions */
struct sd_node *parse_expr(struct parser *p);
struct sd_node *parse_assign(struct parser *p);
struct sd_node *parse_cond(struct parser *p);
/* Does a type name start at the lookahead (in an expression)? */
bool parse_starts_type(struct parser *p);

/* parse_decl.c: declarations */
struct sd_node *parse_typename(struct parser *p);
struct sd_node *parse_declarator(struct parser *p, enum dtor_how how);
bool parse_specs(struct parser *p, struct sd_declspec *s, unsigned allow);
struct sd_node *parse_declaration(struct parser *p);
struct sd_node *parse_inline(struct parser *p);
struct sd_node *parse_translator(struct parser *p);
struct sd_node *parse_provider(struct parser *p);

/* ---- names ---- */

static inline unsigned hash(const char *s)
{
	unsigned h = 5381;

	while (*s)
		h = h * 33 + (unsigned char)*s++;
	return h % NBUCKETS;
}

static inline bool ns_has(const struct nameset *ns, const char *s)
{
	for (const struct name *n = ns->b[hash(s)]; n; n = n->next)
		if (!strcmp(n->s, s))
			return true;
	return false;
}

static inline void ns_add(struct parser *p, struct nameset *ns, const char *s)
{
	struct name *n;

	if (!s || ns_has(ns, s))
		return;
	n = sd_arena_alloc(p->arena, sizeof(*n));
	n->s = s;
	n->next = ns->b[hash(s)];
	ns->b[hash(s)] = n;
}

/* Is name a variable or another identifier the text took as one? */
static inline bool is_varname(const struct parser *p, const char *name)
{
	return ns_has(&p->vars, name) || ns_has(&p->lvars, name);
}

/* A typedef name, also as D`name (D's own type scope) or C`name (one of an
 * #include'd file). In an #include'd file an unscoped name is looked up in
 * the C scope only (dt_type_lookup( ): DTRACE_OBJ_CDEFS while pcb_idepth is
 * not 0), which holds the intrinsics (_Bool the one that is no keyword) and
 * the typedefs of #include'd files: D's (uint32_t) and the kernel's (pid_t)
 * are identifiers there. */
static inline bool is_typename(struct parser *p, const char *name)
{
	if (!strncmp(name, "C`", 2) && ns_has(&p->ctypedefs, name + 2))
		return true;
	if (p->lx.idepth > 0 && !strchr(name, '`'))
		return ns_has(&p->ctypedefs, name) || !strcmp(name, "_Bool");
	return ns_has(&p->typedefs, strncmp(name, "D`", 2) ? name : name + 2) ||
	       (p->o->is_type && p->o->is_type(p->o->type_ctx, name));
}
/* ---- tokens and errors ---- */

static inline bool failed(const struct parser *p)
{
	return p->lx.failed;
}

void parse_eof_peek(struct parser *p);

static inline const struct sd_token *peek(struct parser *p)
{
	static const struct sd_token eof = { .kind = SD_TOK_EOF, .text = "" };

	if (!p->have) {
		enum sd_lex_mode mode = p->outer_lex ? SD_LEX_OUTER : p->mode;

		sd_lex_next(&p->lx, mode, &p->tok);
		p->tok_mode = mode;
		if (p->tok.kind >= SD_TOK_KW_AUTO)	/* DTrace's S2 -> S0 */
			p->outer_lex = false;
		p->tok_var = p->tok.kind == SD_TOK_IDENT && is_varname(p, p->tok.str);
		if (p->o->file && mode == SD_LEX_EXPR)
			parse_eof_peek(p);
		if (p->tok.kind == SD_TOK_INT)	/* a character constant: decimal */
			p->lastint = (struct sd_intstate){
				.is_unsigned = p->tok.is_unsigned, .lower_u = p->tok.lower_u,
				.suffix_l = p->tok.suffix_l, .prefix = p->tok.prefix,
				.base = p->tok.is_char ? 10 : p->tok.base };
		p->have = true;
	}
	return failed(p) ? &eof : &p->tok;
}

static inline bool at(struct parser *p, enum sd_tok_kind k)
{
	return peek(p)->kind == k;
}

/* bison's stack holds YY_MAXDEPTH states (parse.c); kept out of line so
 * that the recursive parse functions keep small frames */
__attribute__((noinline, cold)) void parse_exhausted(struct parser *p);

static inline const struct sd_token *take(struct parser *p)
{
	peek(p);
	if (__builtin_expect(++p->bd >= YY_MAXDEPTH, 0))
		parse_exhausted(p);
	p->have = false;
	p->prev = p->tok;
	return &p->prev;
}

static inline bool accept(struct parser *p, enum sd_tok_kind k)
{
	if (!at(p, k))
		return false;
	take(p);
	return true;
}

static inline bool enter(struct parser *p, const char *what)
{
	if (p->depth >= MAX_DEPTH) {
		parse_err(p, peek(p)->loc, D_SYNTAX, "%s nesting too deep", what);
		return false;
	}
	p->depth++;
	return true;
}

static inline void leave(struct parser *p)
{
	p->depth--;
}

/* The next element of a left-recursive list of a declaration: bison has
 * reduced the ones before it, bd is back where the list started (the list
 * symbol and its separator, one or two states, are not counted: no
 * declaration nests near the limit) */
static inline void list_next(struct parser *p, int b0)
{
	p->bd = b0;
}

/* bison reduced the rule whose first symbol was at bd b0 to one symbol */
static inline void reduce_at(struct parser *p, int b0)
{
	p->bd = b0 + 1;
}
/* ---- nodes ---- */

static inline struct sd_node *new_node(struct parser *p, enum sd_node_kind kind,
				struct sd_loc loc)
{
	struct sd_node *n = sd_arena_alloc(p->arena, sizeof(*n));

	n->kind = kind;
	n->loc = loc;
	return n;
}

/* The loc from a's start to b's end (a's own length if lines differ). */
static inline struct sd_loc span(struct sd_loc a, struct sd_loc b)
{
	if (a.line == b.line && a.file == b.file && b.col + b.len > a.col)
		a.len = b.col + b.len - a.col;
	a.dline = 0;
	return a;
}

/* Appends n to the list whose last next-pointer is *tail. */
/* Records the lookahead's line as n's DTrace line (sd_loc.dline): DTrace
 * numbers a node by where its lexer was when the node was made, which for
 * an operator is the token after it. */
static inline void set_dline(struct parser *p, struct sd_node *n)
{
	int line = p->tok.loc.line;

	if (!p->have)
		return;
	if (p->tok.kind == SD_TOK_EPRED) {
		/* DTrace's lexer looks past a predicate's closing "/" to the
		 * next non-blank character to tell it from a division */
		const char *c = p->lx.text + p->tok.off + 1;
		for (; *c && strchr(" \t\n\r\f\v", *c); c++)
			line += *c == '\n';
	}
	if (line != n->loc.line)
		n->loc.dline = line;
}

/* A node DTrace's parser builds on its last token, with no lookahead (a
 * member's name, a postfix ++): its line is that token's. */
static inline void end_dline(struct sd_node *n, int line)
{
	if (line != n->loc.line)
		n->loc.dline = line;
}

static inline void append(struct sd_node ***tail, struct sd_node *n)
{
	if (!n)
		return;
	**tail = n;
	while (n->next)
		n = n->next;
	*tail = &n->next;
}

#endif
