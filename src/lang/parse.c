/* parse.c - the D parser: a recursive-descent reading of d-language.md 3.
 *
 * Invariants:
 * - One token of lookahead (p->tok). The lexer state a token is lexed in
 *   is p->mode at the time it is first peeked; the mode only changes when
 *   no token is buffered, or when the buffered token is lexed the same in
 *   both states (a keyword or type name starting a top-level declaration).
 * - The first error stops the parse: p->lx.failed is set, peek() then
 *   returns SD_TOK_EOF, every loop checks failed() and every parse
 *   function may return NULL after an error.
 * - Every node gets a loc: a token's, or the span from its first to its
 *   last token when they are on one line.
 * - Nesting is bounded where DTrace's bison parser bounds it: p->bd counts
 *   the states its stack would hold (parse_int.h YY_MAXDEPTH), and a token
 *   that would be the 10,000th is "memory exhausted". Recursion is also
 *   bounded by MAX_DEPTH, a backstop. The passes run on a 1 GB stack
 *   (driver/compile.c), which that depth cannot exhaust.
 *
 * Declarations (specifiers, declarators, inlines, translators, providers)
 * are parsed in parse_decl.c; the integer constants the parser folds are
 * computed in parse_const.c.
 */
#include "parse.h"

#include <ctype.h>
#include <stdarg.h>
#include <string.h>

#include "../base/buf.h"
#include "parse_int.h"

static struct sd_node *parse_cast(struct parser *p, bool *unary);
static struct sd_node *parse_unary(struct parser *p);
static struct sd_node *parse_stmts(struct parser *p);
static bool ident_is_type(struct parser *p, const struct sd_token *t);

/* ---- tokens and errors ---- */

/* The lexer's callback for the outer-state rule of 2.9. */
static bool lexer_is_type(void *ctx, const char *name)
{
	return is_typename(ctx, name);
}

/* Is t a $N macro operand that made a name (an identifier or a type
 * keyword)? dt_lex.l passes its text to id_or_type( ), keywords too. */
static bool macro_name(const struct sd_token *t)
{
	return t->text[0] == '$' && isdigit((unsigned char)t->text[1]) &&
	       t->kind != SD_TOK_INT && t->kind != SD_TOK_STRING;
}

/* Is t an identifier DTrace's lexer had to look past to tell it from a
 * type name (one it did not know yet, in an expression: not a global
 * identifier, builtin or function or one the texts before declared; a
 * $N operand naming a type too)? Its flex yytext then runs on, so
 * DTrace's "near" text is the rest of the line. */
static bool looked_past(struct parser *p, const struct sd_token *t)
{
	static const char *const globals[] = {
		"arg0", "arg1", "arg2", "arg3", "arg4", "arg5", "arg6", "arg7",
		"arg8", "arg9", "args", "caller", "cpu", "curcpu", "curlwpsinfo",
		"curpsinfo", "curthread", "cwd", "epid", "errno", "execname",
		"gid", "id", "ipl", "pid", "ppid", "probefunc", "probemod",
		"probename", "probeprov", "root", "stackdepth", "tid",
		"timestamp", "ucaller", "uid", "uregs", "ustackdepth",
		"vtimestamp", "walltimestamp",
	};

	if (macro_name(t) && t->kind != SD_TOK_IDENT)
		return p->tok_mode == SD_LEX_EXPR;
	if (t->kind != SD_TOK_IDENT || p->tok_mode != SD_LEX_EXPR ||
	    (strcmp(t->text, t->str) && !macro_name(t)) ||
	    p->tok_var ||
	    p->prev.kind == SD_TOK_KW_STRUCT || p->prev.kind == SD_TOK_KW_UNION ||
	    p->prev.kind == SD_TOK_KW_ENUM ||
	    (p->o->is_global && p->o->is_global(p->o->type_ctx, t->str)))
		return false;
	for (size_t i = 0; i < SD_ARRAY_SIZE(globals); i++)
		if (!strcmp(t->str, globals[i]))
			return false;
	return true;
}

/* The lookahead just lexed in a file: when only blanks follow an identifier
 * DTrace's lexer looked past (looked_past( )), its id_or_type( ) unput( )
 * the 0 flex's input( ) returned at the end of the file, a NUL byte the
 * next token meets: "syntax error near end-of-input" (as lex_slash( )). */
void parse_eof_peek(struct parser *p)
{
	const char *rest = p->lx.text + p->lx.pos;

	if (!rest[strspn(rest, "\f\n\r\t\v ")] && looked_past(p, &p->tok))
		p->lx.eof_char = true;
}

/* The lookahead as DTrace's yytext has it, for "... near" */
static struct sd_token near_token(struct parser *p)
{
	struct sd_token t = *peek(p);

	/* the "/" of an expression is told from a predicate's end by looking
	 * at the next non-blank character, which flex's input( ) left a NUL
	 * in place of and unput( ) put back: yytext runs on only when that
	 * was the character right after the "/"; a blank first stays a NUL
	 * (dt_lex.l unputs no blanks there), so yytext is "/" */
	bool slash = t.kind == SD_TOK_EPRED ||
		     (t.kind == SD_TOK_DIV && p->tok_mode == SD_LEX_EXPR);

	if (slash)
		t.loc.dline = sd_lex_slash_line(&p->lx, &t);
	if (slash && t.kind == SD_TOK_EPRED &&
	    !p->lx.text[t.off + 1 + strspn(p->lx.text + t.off + 1, "\f\n\r\t\v ")]) {
		t.kind = SD_TOK_EOF;	/* the end of the input moved yytext */
		return t;
	}
	if (slash && strchr("\f\n\r\t\v ", p->lx.text[t.off + 1]))
		slash = false;
	if (looked_past(p, &t) || slash)
		t.text = sd_arena_strndup(p->arena, p->lx.text + t.off,
					  strcspn(p->lx.text + t.off, "\n"));
	return t;
}

void parse_syntax_error(struct parser *p)
{
	struct sd_token t;

	if (failed(p))
		return;
	t = near_token(p);
	sd_lex_syntax_error(&p->lx, &t);
}

/* The token about to be taken would be the YY_MAXDEPTH'th state on bison's
 * stack: its yyparse( ) calls yyerror("memory exhausted") (bison's
 * yyexhaustedlab), and DTrace's yyerror( ) adds what yytext holds. */
void parse_exhausted(struct parser *p)
{
	struct sd_token t;

	if (failed(p))
		return;
	t = near_token(p);
	sd_lex_error_near(&p->lx, &t, "memory exhausted");
}

/* A type name where an expression must start: DTrace's id_or_type( )
 * returned DT_TOK_TNAME after peeking past it, so the grammar refuses it
 * and its yytext runs on to the end of the line. */
static void type_name_error(struct parser *p)
{
	struct sd_token t = *peek(p);

	if (failed(p))
		return;
	t.text = sd_arena_strndup(p->arena, p->lx.text + t.off,
				  strcspn(p->lx.text + t.off, "\n"));
	sd_lex_syntax_error(&p->lx, &t);
}

bool parse_expect(struct parser *p, enum sd_tok_kind k)
{
	if (accept(p, k))
		return true;
	parse_syntax_error(p);
	return false;
}

void parse_err(struct parser *p, struct sd_loc loc, enum sd_tag tag,
	       const char *fmt, ...)
{
	struct sd_buf b = SD_BUF_INIT;
	va_list ap;

	if (failed(p))
		return;
	va_start(ap, fmt);
	sd_buf_vaddf(&b, fmt, ap);
	va_end(ap);
	sd_diag_error(p->lx.diag, loc, tag, "%s", sd_buf_str(&b));
	sd_buf_free(&b);
	p->lx.failed = true;
}

/* ---- nodes ---- */

static struct sd_node *new_unop(struct parser *p, enum sd_op op,
				struct sd_node *a, struct sd_loc loc)
{
	struct sd_node *n;

	if (!a)
		return NULL;
	n = new_node(p, SD_N_UNOP, loc);
	n->u.unop.op = op;
	n->u.unop.a = a;
	set_dline(p, n);
	return n;
}

/* Notes n among the nodes of the statement being parsed that DTrace's
 * parser checks as it builds them (struct parser.built). */
static struct sd_node *note_built(struct parser *p, struct sd_node *n)
{
	if (p->nbuilt < (int)SD_ARRAY_SIZE(p->built))
		p->built[p->nbuilt++] = n;
	return n;
}

/* x / 0, x % 0, x /= 0, x %= 0: DTrace's parser refuses them as it builds
 * the node (dt_node_op2), before anything is checked. */
static bool div_zero(struct parser *p, enum sd_op op, const struct sd_node *b)
{
	uint64_t v;

	if ((op != SD_OP_DIV && op != SD_OP_MOD) || !parse_const(p, b, &v) || v)
		return false;
	/* at the line of the divisor's lookahead, where the node is made */
	struct sd_node at = { .loc = b->loc };
	set_dline(p, &at);
	parse_err(p, at.loc, D_DIV_ZERO, "expression contains division by zero");
	return true;
}

static struct sd_node *new_binop(struct parser *p, enum sd_op op,
				 struct sd_node *a, struct sd_node *b)
{
	struct sd_node *n;

	if (!a || !b || div_zero(p, op, b))
		return NULL;
	n = new_node(p, SD_N_BINOP, span(a->loc, b->loc));
	n->u.binop.op = op;
	n->u.binop.a = a;
	n->u.binop.b = b;
	if (op == SD_OP_DIV || op == SD_OP_MOD)
		note_built(p, n);
	set_dline(p, n);
	return n;
}


/* ---- expressions ---- */

/* DTrace then knows the name as a variable from here on. */
bool parse_var_follows(struct parser *p)
{
	char c2, c = sd_lex_peekc(&p->lx, &c2);

	return c == '[' || c == ';' || ((c == '+' || c == '-') && c2 == c) ||
	       (c == '=' && c2 != '=') || (c == ',' && p->lx.parens == 0);
}

/* Does some type of dt_node_int( )'s walk hold constant t (sema gives it
 * that type)? DTrace refuses one that none holds as it parses it, before
 * the errors it raises after parsing (D_MACRO_UNUSED). */
static bool int_fits(const struct sd_token *t)
{
	static const uint64_t lim[] = { INT32_MAX, UINT32_MAX, INT64_MAX, UINT64_MAX,
					INT64_MAX, UINT64_MAX };
	int step = !t->base || t->base == 10 || t->lower_u ? 2 : 1;

	for (int i = t->is_unsigned + 2 * t->suffix_l; i < 6; i += step)
		if (t->ival <= lim[i])
			return true;
	return false;
}

static struct sd_node *int_node(struct parser *p, const struct sd_token *t)
{
	struct sd_node *n = new_node(p, SD_N_INT, t->loc);

	if (!int_fits(t))
		parse_err(p, t->loc, D_INT_OFLOW, "integer constant 0x%llx cannot be "
			  "represented in any built-in integral type",
			  (unsigned long long)t->ival);

	n->u.ival.v = t->ival;
	n->u.ival.is_unsigned = t->is_unsigned;
	n->u.ival.lower_u = t->lower_u;
	n->u.ival.suffix_l = t->suffix_l;
	n->u.ival.is_char = t->is_char;
	n->u.ival.base = t->base ? t->base : 10;
	if (t->prefix)
		n = new_unop(p, t->prefix == '-' ? SD_OP_NEG : SD_OP_PLUS, n,
			     t->loc);
	return n;
}

/* The identifier after "." "->" (keywords are identifiers there). */
static const struct sd_token *member_name(struct parser *p)
{
	const struct sd_token *t;

	p->mode = SD_LEX_IDENT;
	t = peek(p);
	p->mode = SD_LEX_EXPR;
	if (t->kind != SD_TOK_IDENT) {
		parse_syntax_error(p);
		return NULL;
	}
	return take(p);
}

/* self and this alone: identifiers, as DTrace's grammar makes them
 * (dt_node_ident("self")); only "->" after one (parentheses kept or not)
 * makes the variable (see dvar_member( )). */
static struct sd_node *parse_dvar_ident(struct parser *p)
{
	const struct sd_token *t = take(p);
	struct sd_node *n = new_node(p, SD_N_IDENT, t->loc);

	n->u.ident.name = t->kind == SD_TOK_KW_SELF ? "self" : "this";
	n->u.ident.is_dvar_kw = true;
	return n;
}

/* self->x, this->x: the -> of dt_node_op2( ) whose left-hand side is the
 * identifier self or this */
static struct sd_node *dvar_member(struct parser *p, struct sd_node *e,
				   const struct sd_token *t)
{
	bool self = !strcmp(e->u.ident.name, "self");
	struct sd_node *n = new_node(p, self ? SD_N_SELF : SD_N_THIS,
				     span(e->loc, t->loc));

	n->u.ident.name = t->str;
	end_dline(n, t->loc.line);	/* DTrace's variable node is the name's */
	return n;
}

/* offsetof ( type_name , IDENT ): the member is an identifier of the
 * expression state (a keyword is a syntax error), as in DTrace's grammar. */
static struct sd_node *parse_offsetof(struct parser *p)
{
	struct sd_loc loc = take(p)->loc;
	struct sd_node *n, *tn;
	const struct sd_token *t;

	if (!parse_expect(p, SD_TOK_LPAR) || !(tn = parse_typename(p)) ||
	    !parse_expect(p, SD_TOK_COMMA))
		return NULL;
	/* the member's name is DT_TOK_IDENT in DTrace's grammar: a name its
	 * lexer takes for a type (id_or_type( ): a typedef, the kernel's
	 * u32 or code, that no variable's punctuation follows) does not do */
	if (peek(p)->kind != SD_TOK_IDENT || ident_is_type(p, peek(p))) {
		parse_syntax_error(p);
		return NULL;
	}
	t = take(p);
	n = new_node(p, SD_N_OFFSETOF, loc);
	n->u.offsetof.tname = tn;
	n->u.offsetof.member = t->str;
	if (!parse_expect(p, SD_TOK_RPAR))
		return NULL;
	n->loc = span(loc, p->prev.loc);
	end_dline(n, p->prev.loc.line);	/* reduced on its ")" */
	/* dt_node_offsetof( ) makes its integer with dt_node_int( ), which
	 * types it by the lexer's state: the suffix, base and macro sign of
	 * the last integer constant lexed (an int after none, or 1 or 010) */
	n->u.offsetof.is_unsigned = p->lastint.is_unsigned;
	n->u.offsetof.lower_u = p->lastint.lower_u;
	n->u.offsetof.suffix_l = p->lastint.suffix_l;
	n->u.offsetof.base = p->lastint.base;
	n->u.offsetof.prefix = p->lastint.prefix;
	return note_built(p, n);
}

/* xlate < type_name > ( expression ) */
static struct sd_node *parse_xlate(struct parser *p)
{
	struct sd_loc loc = take(p)->loc;
	struct sd_node *n, *tn, *e;

	if (!parse_expect(p, SD_TOK_LT) || !(tn = parse_typename(p)) ||
	    !parse_expect(p, SD_TOK_GT) || !parse_expect(p, SD_TOK_LPAR) ||
	    !(e = parse_expr(p)) || !parse_expect(p, SD_TOK_RPAR))
		return NULL;
	n = new_node(p, SD_N_XLATE, span(loc, p->prev.loc));
	n->u.cast.tname = tn;
	n->u.cast.a = e;
	end_dline(n, p->prev.loc.line);	/* reduced on its ")" */
	return n;
}

/* ( expression ), the "(" taken */
static struct sd_node *parse_paren(struct parser *p)
{
	int b0 = p->bd - 1;
	struct sd_node *e = parse_expr(p);

	e = e && parse_expect(p, SD_TOK_RPAR) ? e : NULL;
	reduce_at(p, b0);
	return e;
}

static struct sd_node *primary(struct parser *p)
{
	const struct sd_token *t = peek(p);
	struct sd_node *n;

	switch (t->kind) {
	case SD_TOK_IDENT:
		if (p->tok_mode == SD_LEX_EXPR && ident_is_type(p, t)) {
			type_name_error(p);
			return NULL;
		}
		if (parse_var_follows(p))
			ns_add(p, &p->vars, t->str);
		/* fall through */
	case SD_TOK_AGG:
		t = take(p);
		n = new_node(p, t->kind == SD_TOK_AGG ? SD_N_AGG : SD_N_IDENT,
			     t->loc);
		n->u.ident.name = t->str;
		if (p->o->version)
			n->u.ident.vers = *p->o->version;
		for (const struct pconst *k = p->consts; k && !n->u.ident.pconst; k = k->next)
			n->u.ident.pconst = !strcmp(k->s, t->str);
		return n;
	case SD_TOK_INT:
		return int_node(p, take(p));
	case SD_TOK_STRING:
		t = take(p);
		n = new_node(p, SD_N_STR, t->loc);
		n->u.str.s = t->str;
		n->u.str.len = t->len;
		return n;
	case SD_TOK_KW_SELF:
	case SD_TOK_KW_THIS:
		return parse_dvar_ident(p);
	case SD_TOK_KW_OFFSETOF:
		return parse_offsetof(p);
	case SD_TOK_KW_XLATE:
		return parse_xlate(p);
	case SD_TOK_LPAR:
		take(p);
		return parse_paren(p);
	default:
		parse_syntax_error(p);
		return NULL;
	}
}

static struct sd_node *parse_primary(struct parser *p)
{
	int b0 = p->bd;
	struct sd_node *n = primary(p);

	reduce_at(p, b0);
	return n;
}

/* assignment { "," assignment } up to (not including) close; n counted. */
static struct sd_node *parse_args(struct parser *p, enum sd_tok_kind close,
				  int *n)
{
	struct sd_node *head = NULL, **tail = &head, *a;

	int b0 = p->bd;

	*n = 0;
	if (at(p, close))
		return NULL;
	do {
		if (!(a = parse_assign(p)))
			return NULL;
		reduce_at(p, b0);
		append(&tail, a);
		(*n)++;
	} while (accept(p, SD_TOK_COMMA));
	return head;
}

static void note_var(struct parser *p, const struct sd_node *e)
{
	if (e && e->kind == SD_N_INDEX)
		e = e->u.index.base;
	if (e && e->kind == SD_N_IDENT)
		ns_add(p, &p->vars, e->u.ident.name);
}

/* One postfix operator applied to e: [args] (args) .x ->x ++ -- */
static struct sd_node *postfix_op(struct parser *p, struct sd_node *e)
{
	enum sd_tok_kind k = take(p)->kind;
	const struct sd_token *t;
	struct sd_node *n, *args = NULL;
	int nargs = 0;

	if (k == SD_TOK_DOT || k == SD_TOK_ARROW) {
		if (!(t = member_name(p)))
			return NULL;
		if (k == SD_TOK_ARROW && e->kind == SD_N_IDENT && e->u.ident.is_dvar_kw)
			return dvar_member(p, e, t);
		n = new_node(p, SD_N_MEMBER, span(e->loc, t->loc));
		n->u.member.base = e;
		n->u.member.name = t->str;
		n->u.member.arrow = k == SD_TOK_ARROW;
		end_dline(n, t->loc.line);
		return n;
	}
	if (k == SD_TOK_INC || k == SD_TOK_DEC) {
		note_var(p, e);
		n = new_unop(p, k == SD_TOK_INC ? SD_OP_POSTINC : SD_OP_POSTDEC, e,
			     span(e->loc, p->prev.loc));
		if (n)
			end_dline(n, p->prev.loc.line);
		return n;
	}
	if (k == SD_TOK_LBRAC && at(p, SD_TOK_RBRAC)) {
		parse_syntax_error(p);
		return NULL;
	}
	args = parse_args(p, k == SD_TOK_LBRAC ? SD_TOK_RBRAC : SD_TOK_RPAR,
			  &nargs);
	if (failed(p) ||
	    !parse_expect(p, k == SD_TOK_LBRAC ? SD_TOK_RBRAC : SD_TOK_RPAR))
		return NULL;
	if (k == SD_TOK_LPAR && e->kind != SD_N_IDENT && !p->has_bad_call) {
		p->has_bad_call = true;	/* see struct parser */
		p->bad_call = p->prev.loc;
	}
	n = new_node(p, k == SD_TOK_LBRAC ? SD_N_INDEX : SD_N_CALL,
		     span(e->loc, p->prev.loc));
	n->u.index.base = e;	/* same layout as u.call.fn */
	n->u.index.args = args;
	n->u.index.nargs = nargs;
	if (k == SD_TOK_LPAR)
		n->u.call.end_line = p->prev.loc.line;
	else
		n->u.index.end_line = p->prev.loc.line;
	return n;
}

static struct sd_node *parse_postfix(struct parser *p, struct sd_node *e)
{
	int n = 0, b0 = p->bd - 1;

	while (e) {
		switch (peek(p)->kind) {
		case SD_TOK_LBRAC: case SD_TOK_LPAR: case SD_TOK_DOT:
		case SD_TOK_ARROW: case SD_TOK_INC: case SD_TOK_DEC:
			if (p->depth + ++n > MAX_DEPTH) {
				parse_err(p, peek(p)->loc, D_SYNTAX,
				     "expression nesting too deep");
				return NULL;
			}
			e = postfix_op(p, e);
			reduce_at(p, b0);
			break;
		default:
			return e;
		}
	}
	return NULL;
}

/* Does the lookahead identifier name a type here? A known variable, or
 * a name followed by what can only follow a variable, is not (DTrace's
 * id_or_type()). */
static bool ident_is_type(struct parser *p, const struct sd_token *t)
{
	return !is_varname(p, t->str) && !parse_var_follows(p) &&
	       is_typename(p, t->str);
}

bool parse_starts_type(struct parser *p)
{
	const struct sd_token *t = peek(p);

	switch (t->kind) {
	case SD_TOK_KW_VOID: case SD_TOK_KW_CHAR: case SD_TOK_KW_SHORT:
	case SD_TOK_KW_INT: case SD_TOK_KW_LONG: case SD_TOK_KW_FLOAT:
	case SD_TOK_KW_DOUBLE: case SD_TOK_KW_SIGNED: case SD_TOK_KW_UNSIGNED:
	case SD_TOK_KW_STRING: case SD_TOK_KW_STRUCT: case SD_TOK_KW_UNION:
	case SD_TOK_KW_ENUM: case SD_TOK_KW_CONST: case SD_TOK_KW_VOLATILE:
	case SD_TOK_KW_RESTRICT:
		return true;
	case SD_TOK_IDENT:
		return ident_is_type(p, t);
	default:
		return false;
	}
}

/* sizeof unary | sizeof ( type_name ) */
static struct sd_node *parse_sizeof(struct parser *p)
{
	struct sd_loc loc = take(p)->loc;
	struct sd_node *n = new_node(p, SD_N_SIZEOF, loc), *a;

	if (at(p, SD_TOK_LPAR)) {
		take(p);
		if (parse_starts_type(p)) {
			n->u.size.tname = parse_typename(p);
			if (!n->u.size.tname || !parse_expect(p, SD_TOK_RPAR))
				return NULL;
			if (p->o->strsize)
				n->u.size.strsize = (uint32_t)*p->o->strsize;
			n->loc = span(loc, p->prev.loc);
			end_dline(n, p->prev.loc.line);	/* reduced on ")" */
			return note_built(p, n);
		}
		a = parse_postfix(p, parse_paren(p));
	} else {
		a = parse_unary(p);
	}
	if (!a)
		return NULL;
	n->u.size.a = a;
	n->loc = span(loc, p->prev.loc);
	set_dline(p, n);	/* dt_node_op1( ) after the operand's lookahead */
	return n;
}

static bool unary_op(enum sd_tok_kind k, enum sd_op *op)
{
	switch (k) {
	case SD_TOK_BAND: *op = SD_OP_ADDROF; return true;
	case SD_TOK_MUL: *op = SD_OP_DEREF; return true;
	case SD_TOK_ADD: *op = SD_OP_PLUS; return true;
	case SD_TOK_SUB: *op = SD_OP_NEG; return true;
	case SD_TOK_BNOT: *op = SD_OP_BNOT; return true;
	case SD_TOK_NOT: *op = SD_OP_NOT; return true;
	case SD_TOK_INC: *op = SD_OP_PREINC; return true;
	case SD_TOK_DEC: *op = SD_OP_PREDEC; return true;
	default: return false;
	}
}

static struct sd_node *unary(struct parser *p)
{
	enum sd_tok_kind k = peek(p)->kind;
	struct sd_loc loc = peek(p)->loc;
	struct sd_node *n;
	enum sd_op op = SD_OP_NONE;

	if (k != SD_TOK_KW_SIZEOF && k != SD_TOK_KW_STRINGOF &&
	    !unary_op(k, &op))
		return parse_postfix(p, parse_primary(p));
	if (!enter(p, "expression"))
		return NULL;
	if (k == SD_TOK_KW_SIZEOF) {
		n = parse_sizeof(p);
	} else {
		take(p);
		if (k == SD_TOK_KW_STRINGOF || op == SD_OP_PREINC ||
		    op == SD_OP_PREDEC)
			n = parse_unary(p);
		else
			n = parse_cast(p, NULL);
	}
	leave(p);
	if (!n || k == SD_TOK_KW_SIZEOF)
		return n;
	if (k == SD_TOK_KW_STRINGOF) {
		struct sd_node *s = new_node(p, SD_N_STRINGOF, span(loc, n->loc));

		s->u.unop.a = n;
		set_dline(p, s);
		return s;
	}
	if (op == SD_OP_PREINC || op == SD_OP_PREDEC)
		note_var(p, n);
	return new_unop(p, op, n, span(loc, n->loc));
}

static struct sd_node *parse_unary(struct parser *p)
{
	int b0 = p->bd;
	struct sd_node *n = unary(p);

	reduce_at(p, b0);
	return n;
}

/* cast_expression; *unary tells whether it was a unary_expression (which
 * may be assigned to) rather than a cast. */
static struct sd_node *parse_cast(struct parser *p, bool *unary)
{
	struct sd_node *n, *tn, *a;
	struct sd_loc loc;
	int b0 = p->bd;

	if (unary)
		*unary = true;
	if (!at(p, SD_TOK_LPAR))
		return parse_unary(p);
	loc = take(p)->loc;
	if (!parse_starts_type(p))
		return parse_postfix(p, parse_paren(p));
	if (unary)
		*unary = false;
	if (!(tn = parse_typename(p)) || !parse_expect(p, SD_TOK_RPAR) ||
	    !enter(p, "expression"))
		return NULL;
	a = parse_cast(p, NULL);
	leave(p);
	reduce_at(p, b0);
	if (!a)
		return NULL;
	n = new_node(p, SD_N_CAST, span(loc, a->loc));
	n->u.cast.tname = tn;
	n->u.cast.a = a;
	set_dline(p, n);
	return n;
}

/* Binary operator precedence (d-language.md 6), 0 if t is none. */
static int binprec(enum sd_tok_kind k, enum sd_op *op)
{
	static const struct { enum sd_tok_kind k; enum sd_op op; int prec; }
	ops[] = {
		{ SD_TOK_LOR, SD_OP_LOR, 1 }, { SD_TOK_LXOR, SD_OP_LXOR, 2 },
		{ SD_TOK_LAND, SD_OP_LAND, 3 }, { SD_TOK_BOR, SD_OP_BOR, 4 },
		{ SD_TOK_BXOR, SD_OP_BXOR, 5 }, { SD_TOK_BAND, SD_OP_BAND, 6 },
		{ SD_TOK_EQ, SD_OP_EQ, 7 }, { SD_TOK_NE, SD_OP_NE, 7 },
		{ SD_TOK_LT, SD_OP_LT, 8 }, { SD_TOK_LE, SD_OP_LE, 8 },
		{ SD_TOK_GT, SD_OP_GT, 8 }, { SD_TOK_GE, SD_OP_GE, 8 },
		{ SD_TOK_SHL, SD_OP_SHL, 9 }, { SD_TOK_SHR, SD_OP_SHR, 9 },
		{ SD_TOK_ADD, SD_OP_ADD, 10 }, { SD_TOK_SUB, SD_OP_SUB, 10 },
		{ SD_TOK_MUL, SD_OP_MUL, 11 }, { SD_TOK_DIV, SD_OP_DIV, 11 },
		{ SD_TOK_MOD, SD_OP_MOD, 11 },
	};

	for (size_t i = 0; i < SD_ARRAY_SIZE(ops); i++) {
		if (ops[i].k == k) {
			*op = ops[i].op;
			return ops[i].prec;
		}
	}
	return 0;
}

/* Precedence climbing over the left-associative binary operators: folds
 * operators of precedence >= min into lhs. */
static struct sd_node *parse_binary(struct parser *p, struct sd_node *lhs,
				    int min)
{
	enum sd_op op, op2;
	struct sd_node *rhs;
	int prec, prec2, n = 0, b0 = p->bd - 1;

	while (lhs && (prec = binprec(peek(p)->kind, &op)) >= min) {
		if (++n > MAX_CHAIN) {
			parse_err(p, peek(p)->loc, D_SYNTAX, "expression too long: more "
				  "than %d operators in one chain", MAX_CHAIN);
			return NULL;
		}
		take(p);
		rhs = parse_cast(p, NULL);
		while (rhs && (prec2 = binprec(peek(p)->kind, &op2)) > prec)
			rhs = parse_binary(p, rhs, prec + 1);
		lhs = new_binop(p, op, lhs, rhs);
		reduce_at(p, b0);
	}
	return lhs;
}

/* logical_or [ "?" expression ":" conditional ], with lhs parsed. */
static struct sd_node *parse_cond_rest(struct parser *p, struct sd_node *lhs)
{
	struct sd_node *n, *a, *b;
	int b0 = p->bd - 1;

	lhs = parse_binary(p, lhs, 1);
	if (!lhs || !at(p, SD_TOK_QUESTION))
		return lhs;
	take(p);
	if (!enter(p, "expression"))
		return NULL;
	a = parse_expr(p);
	b = a && parse_expect(p, SD_TOK_COLON) ? parse_cond(p) : NULL;
	leave(p);
	reduce_at(p, b0);
	if (!b)
		return NULL;
	uint64_t v;	/* a constant condition picks its arm, as dt_node_op3 */
	if (parse_const(p, lhs, &v))
		return v ? a : b;
	n = new_node(p, SD_N_COND, span(lhs->loc, b->loc));
	n->u.cond.c = lhs;
	n->u.cond.a = a;
	n->u.cond.b = b;
	set_dline(p, n);
	return n;
}

struct sd_node *parse_cond(struct parser *p)
{
	return parse_cond_rest(p, parse_cast(p, NULL));
}

static bool assign_op(enum sd_tok_kind k, enum sd_op *op)
{
	static const struct { enum sd_tok_kind k; enum sd_op op; } ops[] = {
		{ SD_TOK_ASSIGN, SD_OP_ASSIGN }, { SD_TOK_ADD_EQ, SD_OP_ADD },
		{ SD_TOK_SUB_EQ, SD_OP_SUB }, { SD_TOK_MUL_EQ, SD_OP_MUL },
		{ SD_TOK_DIV_EQ, SD_OP_DIV }, { SD_TOK_MOD_EQ, SD_OP_MOD },
		{ SD_TOK_SHL_EQ, SD_OP_SHL }, { SD_TOK_SHR_EQ, SD_OP_SHR },
		{ SD_TOK_AND_EQ, SD_OP_BAND }, { SD_TOK_XOR_EQ, SD_OP_BXOR },
		{ SD_TOK_OR_EQ, SD_OP_BOR },
	};

	for (size_t i = 0; i < SD_ARRAY_SIZE(ops); i++) {
		if (ops[i].k == k) {
			*op = ops[i].op;
			return true;
		}
	}
	return false;
}

/* conditional | unary assign_op assignment */
struct sd_node *parse_assign(struct parser *p)
{
	struct sd_node *lhs, *rhs, *n;
	bool unary;
	enum sd_op op;
	int b0 = p->bd;

	if (!enter(p, "expression"))
		return NULL;
	lhs = parse_cast(p, &unary);
	if (lhs && unary && assign_op(peek(p)->kind, &op)) {
		take(p);
		note_var(p, lhs);
		rhs = parse_assign(p);
		if (rhs && op != SD_OP_ASSIGN && div_zero(p, op, rhs))
			rhs = NULL;
		n = rhs ? new_node(p, SD_N_ASSIGN, span(lhs->loc, rhs->loc)) :
		    NULL;
		if (n) {
			n->u.assign.op = op;
			n->u.assign.lhs = lhs;
			n->u.assign.rhs = rhs;
			set_dline(p, n);	/* dt_node_op2( ) after rhs's lookahead */
			if (op == SD_OP_DIV || op == SD_OP_MOD)
				note_built(p, n);
		}
	} else {
		n = parse_cond_rest(p, lhs);
	}
	leave(p);
	reduce_at(p, b0);
	return n;
}

/* expression = assignment { "," assignment } */
struct sd_node *parse_expr(struct parser *p)
{
	int n = 0, b0 = p->bd;
	struct sd_node *e = parse_assign(p);

	while (e && at(p, SD_TOK_COMMA)) {
		if (++n > MAX_CHAIN) {
			parse_err(p, peek(p)->loc, D_SYNTAX, "expression too long: more "
				  "than %d operators in one chain", MAX_CHAIN);
			return NULL;
		}
		take(p);
		e = new_binop(p, SD_OP_COMMA, e, parse_assign(p));
		reduce_at(p, b0);
	}
	return e;
}

/* ---- statements and clauses ---- */

static struct sd_node *parse_stmt(struct parser *p);

/* The body of if/else: { stmts }, ";" (empty) or one statement. */
static struct sd_node *parse_branch(struct parser *p)
{
	struct sd_node *s;
	int sbase = p->sbase;

	if (accept(p, SD_TOK_SEMI))
		return NULL;
	if (!accept(p, SD_TOK_LBRACE)) {
		p->sbase = p->bd;	/* statement: expression ';' */
		s = parse_stmt(p);
		p->sbase = sbase;
		return s;
	}
	s = parse_stmts(p);
	parse_expect(p, SD_TOK_RBRACE);
	return s;
}

/* if ( expression ) branch: the node, or NULL on an error. */
static struct sd_node *parse_if_arm(struct parser *p)
{
	int b0 = p->bd;
	struct sd_node *n = new_node(p, SD_N_IF, take(p)->loc);

	if (!parse_expect(p, SD_TOK_LPAR) || !(n->u.ifs.c = parse_expr(p)) ||
	    !parse_expect(p, SD_TOK_RPAR))
		return NULL;
	n->u.ifs.then = parse_branch(p);
	p->bd = b0 + 5;	/* if ( expression ) statement_or_block */
	return failed(p) ? NULL : n;
}

/* if ( expression ) branch { else if ( expression ) branch } [ else branch ]:
 * an else-if chain is read in a loop, each arm the else of the one before,
 * so that a long chain does not nest the parser. The grammar of the
 * DTraces that have if (illumos's) nests each arm in the else of the one
 * before, and its stack grows with the chain: bd grows as it would. */
static struct sd_node *parse_if(struct parser *p)
{
	int b0 = p->bd;
	struct sd_node *first = parse_if_arm(p), *n = first;

	while (n && accept(p, SD_TOK_KW_ELSE)) {
		if (!at(p, SD_TOK_KW_IF)) {
			n->u.ifs.els = parse_branch(p);
			break;
		}
		struct sd_node *arm = parse_if_arm(p);

		n->u.ifs.els = arm;
		n = arm;
	}
	reduce_at(p, b0);
	return failed(p) ? NULL : first;
}

/* One statement: if, or an expression ended by ";" (or by the "}" that
 * closes the list). Empty statements are skipped by the caller. A block
 * is no statement: { } only follows a probe description, if ( ) or else,
 * in DTrace for Linux's grammar (which has no if) as in the ones with if
 * (statement_or_block), so "{" starting a statement is a syntax error. */
static struct sd_node *parse_stmt(struct parser *p)
{
	struct sd_node *n = NULL, *e;

	if (!enter(p, "statement"))
		return NULL;
	if (at(p, SD_TOK_KW_IF)) {
		n = parse_if(p);
	} else if ((e = parse_expr(p))) {
		n = new_node(p, SD_N_EXPR_STMT, e->loc);
		n->u.stmt.e = e;
		p->bd = p->sbase + 1;	/* statement_list, ";" next */
		bool semi = accept(p, SD_TOK_SEMI);
		if (!semi && !at(p, SD_TOK_RBRACE)) {
			parse_syntax_error(p);
			n = NULL;
		} else {	/* dt_node_statement( ): made at its ";" or "}" */
			int l = semi ? p->prev.loc.line : peek(p)->loc.line;
			n->loc.dline = l != n->loc.line ? l : 0;
		}
	}
	leave(p);
	return n;
}

/* Statements up to (not including) the closing "}". DTrace's
 * statement_list is left-recursive: the first statement starts where the
 * list does, the others after "statement_list ;" (bd). */
static struct sd_node *parse_stmts(struct parser *p)
{
	struct sd_node *head = NULL, **tail = &head;
	int b0 = p->bd, sbase = p->sbase;
	bool later = false;

	p->sbase = b0;
	while (!failed(p) && !at(p, SD_TOK_RBRACE) && !at(p, SD_TOK_EOF)) {
		p->bd = later ? b0 + 2 : b0;
		later = true;
		if (at(p, SD_TOK_SEMI)) {
			p->bd = b0 + 1;
			take(p);
			continue;
		}
		p->nbuilt = 0;
		struct sd_node *st = parse_stmt(p);
		if (!failed(p))	/* a partial clause keeps whole ones */
			append(&tail, st);
	}
	p->sbase = sbase;
	reduce_at(p, b0);
	return head;
}

/* A probe ID as a description, checked as DTrace's dt_node_pdesc_by_id()
 * checks it when it is parsed (whether it names a probe is sema's). */
static bool pdesc_id_ok(struct parser *p, const struct sd_token *t)
{
	static const char *const what[] = { "providers", "modules", "functions" };
	int nf = p->o->pspec_fields;

	if (t->ival > UINT32_MAX)
		parse_err(p, t->loc, D_PDESC_INVAL, "identifier %llu exceeds maximum "
			  "probe id", (unsigned long long)t->ival);
	else if (nf >= 1 && nf <= 3)
		parse_err(p, t->loc, D_PDESC_INVAL, "probe identifier %llu not "
			  "permitted when specifying %s", (unsigned long long)t->ival,
			  what[nf - 1]);
	else if (p->o->probe_exists && !p->o->probe_exists(p->o->type_ctx,
							    (uint32_t)t->ival))
		parse_err(p, t->loc, D_PDESC_INVAL, "invalid probe identifier %llu: "
			  "Unknown probe identifier", (unsigned long long)t->ival);
	return !failed(p);
}

static struct sd_node *parse_pdesc(struct parser *p)
{
	const struct sd_token *t = peek(p);
	struct sd_node *n;

	if (t->kind != SD_TOK_PSPEC && t->kind != SD_TOK_INT) {
		parse_syntax_error(p);
		return NULL;
	}
	t = take(p);
	if (t->kind == SD_TOK_INT && !pdesc_id_ok(p, t))
		return NULL;
	n = new_node(p, SD_N_PDESC, t->loc);
	n->u.pdesc.by_id = t->kind == SD_TOK_INT;
	n->u.pdesc.text = t->kind == SD_TOK_PSPEC ? t->str :
		sd_arena_printf(p->arena, "%llu", (unsigned long long)t->ival);
	return n;
}

/* After an error in a statement of clause n: the nodes of it DTrace's
 * parser had built and checked (struct parser.built), each as a statement
 * of its own after n's whole ones, in the order they were built. */
static void keep_built(struct parser *p, struct sd_node *n)
{
	struct sd_node **tail = &n->u.clause.stmts;

	while (*tail)
		tail = &(*tail)->next;
	for (int i = 0; i < p->nbuilt; i++) {
		struct sd_node *s = new_node(p, SD_N_EXPR_STMT, p->built[i]->loc);

		s->u.stmt.e = p->built[i];
		append(&tail, s);
	}
}

/* probe_list [ / pred / ] [ { stmts } ] */
static struct sd_node *parse_clause(struct parser *p)
{
	struct sd_node *n = new_node(p, SD_N_CLAUSE, peek(p)->loc), *d;
	struct sd_node **tail = &n->u.clause.probes;
	int b0 = p->bd;

	do {
		if (!(d = parse_pdesc(p)))
			return NULL;
		reduce_at(p, b0);	/* probe_specifier_list */
		append(&tail, d);
	} while (accept(p, SD_TOK_COMMA));
	if (accept(p, SD_TOK_DIV)) {
		p->mode = SD_LEX_EXPR;
		if (!(n->u.clause.pred = parse_expr(p)) ||
		    !parse_expect(p, SD_TOK_EPRED))
			return NULL;
		if (!at(p, SD_TOK_LBRACE)) {
			parse_err(p, n->u.clause.pred->loc, D_SYNTAX, "expected "
			     "actions { } following probe description and "
			     "predicate");
			return NULL;
		}
	} else if (!at(p, SD_TOK_LBRACE)) {
		if (p->o->file)	/* DTrace: input from a file */
			parse_err(p, n->loc, D_SYNTAX, "expected predicate and/or "
			     "actions following probe description");
		p->bare_clause = true;
		return failed(p) ? NULL : n;
	}
	take(p);
	p->mode = SD_LEX_EXPR;
	n->u.clause.has_body = true;
	n->u.clause.stmts = parse_stmts(p);
	/* after an error in the body, the clause with the statements before
	 * it (sd_node.partial): DTrace's parser built their nodes, and
	 * refused what it refuses as it builds them (sema.c's
	 * clause_parse_errors( )), before it met the error. Not when it
	 * holds struct, union or enum bodies: add_bodies( ) checks those */
	n->partial = failed(p) && !p->nbodies;
	if (n->partial)
		keep_built(p, n);
	if (!parse_expect(p, SD_TOK_RBRACE))
		return n->partial ? n : NULL;
	n->u.clause.rbrace_line = p->prev.loc.line;
	return n;
}

/* ---- the program ---- */

static struct sd_node *parse_external(struct parser *p)
{
	bool bare = p->bare_clause;

	p->bare_clause = false;
	switch (peek(p)->kind) {
	case SD_TOK_PSPEC:
	case SD_TOK_INT:
		return parse_clause(p);
	case SD_TOK_KW_INLINE:
		return parse_inline(p);
	case SD_TOK_KW_TRANSLATOR:
		return parse_translator(p);
	case SD_TOK_KW_PROVIDER:
		return parse_provider(p);
	case SD_TOK_IDENT:
	case SD_TOK_KW_AUTO: case SD_TOK_KW_CHAR: case SD_TOK_KW_CONST:
	case SD_TOK_KW_DOUBLE: case SD_TOK_KW_ENUM: case SD_TOK_KW_EXTERN:
	case SD_TOK_KW_FLOAT: case SD_TOK_KW_INT: case SD_TOK_KW_LONG:
	case SD_TOK_KW_REGISTER: case SD_TOK_KW_RESTRICT: case SD_TOK_KW_SELF:
	case SD_TOK_KW_SHORT: case SD_TOK_KW_SIGNED: case SD_TOK_KW_STATIC:
	case SD_TOK_KW_STRING: case SD_TOK_KW_STRUCT: case SD_TOK_KW_THIS:
	case SD_TOK_KW_TYPEDEF: case SD_TOK_KW_UNION: case SD_TOK_KW_UNSIGNED:
	case SD_TOK_KW_VOID: case SD_TOK_KW_VOLATILE:
		/* after a clause without a body, DTrace's lexer read this
		 * word (a keyword: S2 -> S0) before dt_node_clause( ) set
		 * the outer state again (yybegin(YYS_CLAUSE)): the tokens
		 * after it are lexed there up to the next keyword ("-n
		 * 'BEGIN int x;'": "x" is a probe description) */
		p->outer_lex = bare;
		return parse_declaration(p);
	default:
		parse_syntax_error(p);
		return NULL;
	}
}

/* Moves the control lines lexed so far into the item list. */
static void take_pragmas(struct parser *p)
{
	if (!p->lx.pragmas)
		return;
	*p->tail = p->lx.pragmas;
	p->tail = p->lx.pragma_tail;
	p->lx.pragmas = NULL;
	p->lx.pragma_tail = &p->lx.pragmas;
}

/* DTrace's parser defines a struct, union or enum as it parses its body
 * (dt_decl_sou, dt_decl_member, dt_decl_enum, dt_decl_enumerator), wherever
 * it is: in a clause's sizeof or cast, an inline's or a translator's type.
 * When the parse fails later in such an item, which sema does not check
 * then, the bodies it held before the error are added as partial
 * declarations (only their bodies are checked, the last one's -1 stops
 * sema as the parse did): their errors come before the parse error. A
 * declaration's (and a provider's) are checked by their own partial node. */
static void add_bodies(struct parser *p, enum sd_tok_kind first)
{
	if (first != SD_TOK_PSPEC && first != SD_TOK_INT && first != SD_TOK_KW_INLINE &&
	    first != SD_TOK_KW_TRANSLATOR)
		return;
	for (int i = 0; i < p->nbodies; i++) {
		struct sd_node *d = new_node(p, SD_N_DECL, p->bodies[i]->loc);

		d->u.decl.in_c = p->lx.idepth > 0;
		d->u.decl.spec = *p->bodies[i];
		d->u.decl.spec.partial = true;
		d->partial = i == p->nbodies - 1;
		append(&p->tail, d);
	}
}

/* Lists the names p took for variables in ast (the parser's arena). */
static void export_vars(struct parser *p, struct sd_ast *ast)
{
	size_t n = 0;

	for (size_t b = 0; b < NBUCKETS; b++)
		for (const struct name *nm = p->vars.b[b]; nm; nm = nm->next)
			n++;
	ast->vars = sd_arena_alloc(p->arena, (n ? n : 1) * sizeof(*ast->vars));
	ast->nvars = 0;
	for (size_t b = 0; b < NBUCKETS; b++)
		for (const struct name *nm = p->vars.b[b]; nm; nm = nm->next)
			ast->vars[ast->nvars++] = nm->s;
}

int sd_parse(const char *text, const struct sd_parse_opts *o,
	     struct sd_arena *arena, struct sd_diag *diag, struct sd_ast *ast)
{
	struct parser *p = sd_arena_alloc(arena, sizeof(*p));
	size_t nerr0 = sd_diag_nerrors(diag);
	enum sd_tok_kind first;
	struct sd_node *n;
	int nitems = 0;

	sd_lex_init(&p->lx, text ? text : "", o, arena, diag);
	p->lx.is_type = lexer_is_type;
	p->lx.type_ctx = p;
	p->o = o;
	p->arena = arena;
	p->tail = &p->items;
	if (o->intstate)
		p->lastint = *o->intstate;
	for (;;) {
		p->mode = SD_LEX_OUTER;
		peek(p);
		take_pragmas(p);
		if (failed(p) || at(p, SD_TOK_EOF))
			break;
		first = peek(p)->kind;
		p->nbodies = 0;
		/* state 0, DT_CTX_DPROG, then translation_unit once an
		 * external_declaration was reduced to it */
		p->bd = nitems++ ? 3 : 2;
		n = parse_external(p);
		append(&p->tail, n);	/* a partial one too (sd_node.partial) */
		if (failed(p))
			add_bodies(p, first);
		if (!n || failed(p))
			break;
	}
	take_pragmas(p);
	if (failed(p) && p->has_bad_call && diag->n) {
		/* a later error of the parse: DTrace's parser stopped at the
		 * call */
		sd_diag_truncate(diag, diag->n - 1);
		sd_diag_error(diag, p->bad_call, D_FUNC_IDENT,
			      "function designator is not of function type");
	}
	if (o->intstate)
		*o->intstate = p->lastint;
	export_vars(p, ast);
	ast->items = p->items;
	ast->end_file = p->lx.file;
	ast->end_line = p->lx.line;
	return failed(p) || sd_diag_nerrors(diag) > nerr0 ? -1 : 0;
}
