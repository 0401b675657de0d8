/* lex.h - the D lexer (the parser is its only client).
 *
 * The lexer turns D text into tokens on demand; the parser says in which
 * state each token is to be lexed (d-language.md 2.1):
 *
 *   SD_LEX_OUTER  top level: probe descriptions (PSPEC tokens that may hold
 *                 : - * ? [ ] ! \ ` $), integers (probe ids), the
 *                 declaration keywords and type names (the int*x rule of
 *                 2.9), "{" "/" ","; anything else is a syntax error.
 *   SD_LEX_EXPR   C-like tokens, keywords, macro variables, the "/" rule
 *                 of 2.10 (SD_TOK_EPRED closes a predicate).
 *   SD_LEX_IDENT  after "." or "->": an identifier, keywords included
 *                 (self->int); other text is lexed as in SD_LEX_EXPR.
 *
 * Comments, #! lines and control lines (#pragma, #line, ...) are consumed
 * between tokens in every state. A valid control line becomes an
 * SD_N_PRAGMA node, queued in lx->pragmas for the parser to take; the
 * lexer acts on #line, # N "file", #ident and #error itself and passes the
 * other #pragma lines to the opts->pragma callback at once (parse.h).
 *
 * Errors (bad constants, unterminated comments, stray characters, ...)
 * are recorded in the diag; the token is then SD_TOK_ERROR and every later
 * token is SD_TOK_EOF. Token text and values live in the arena.
 */
#ifndef SONDA_LANG_LEX_H
#define SONDA_LANG_LEX_H

#include "../base/common.h"
#include "../base/arena.h"
#include "../base/diag.h"
#include "ast.h"
#include "parse.h"

enum sd_tok_kind {
	SD_TOK_EOF, SD_TOK_ERROR,
	SD_TOK_IDENT,	/* str = name (also typedef names, `mod`sym`) */
	SD_TOK_AGG,	/* str = "@name", "@_" for "@" alone */
	SD_TOK_INT,	/* ival, base, is_unsigned, suffix_l, is_char, prefix */
	SD_TOK_STRING,	/* str, len: value with escapes processed */
	SD_TOK_PSPEC,	/* str = probe description, macros expanded */
	/* punctuators */
	SD_TOK_LPAR, SD_TOK_RPAR, SD_TOK_LBRAC, SD_TOK_RBRAC,
	SD_TOK_LBRACE, SD_TOK_RBRACE, SD_TOK_COMMA, SD_TOK_SEMI,
	SD_TOK_COLON, SD_TOK_QUESTION, SD_TOK_DOT, SD_TOK_ARROW,
	SD_TOK_ELLIPSIS, SD_TOK_EPRED,
	/* operators */
	SD_TOK_ADD, SD_TOK_SUB, SD_TOK_MUL, SD_TOK_DIV, SD_TOK_MOD,
	SD_TOK_SHL, SD_TOK_SHR, SD_TOK_LT, SD_TOK_LE, SD_TOK_GT, SD_TOK_GE,
	SD_TOK_EQ, SD_TOK_NE, SD_TOK_BAND, SD_TOK_BXOR, SD_TOK_BOR,
	SD_TOK_LAND, SD_TOK_LXOR, SD_TOK_LOR, SD_TOK_NOT, SD_TOK_BNOT,
	SD_TOK_INC, SD_TOK_DEC,
	SD_TOK_ASSIGN, SD_TOK_ADD_EQ, SD_TOK_SUB_EQ, SD_TOK_MUL_EQ,
	SD_TOK_DIV_EQ, SD_TOK_MOD_EQ, SD_TOK_SHL_EQ, SD_TOK_SHR_EQ,
	SD_TOK_AND_EQ, SD_TOK_XOR_EQ, SD_TOK_OR_EQ,
	/* keywords (d-language.md 2.4), in alphabetical order */
	SD_TOK_KW_AUTO, SD_TOK_KW_BREAK, SD_TOK_KW_CASE, SD_TOK_KW_CHAR,
	SD_TOK_KW_CONST, SD_TOK_KW_CONTINUE, SD_TOK_KW_COUNTER,
	SD_TOK_KW_DEFAULT, SD_TOK_KW_DO, SD_TOK_KW_DOUBLE, SD_TOK_KW_ELSE,
	SD_TOK_KW_ENUM, SD_TOK_KW_EXTERN, SD_TOK_KW_FLOAT, SD_TOK_KW_FOR,
	SD_TOK_KW_GOTO, SD_TOK_KW_IF, SD_TOK_KW_IMPORT, SD_TOK_KW_INLINE,
	SD_TOK_KW_INT, SD_TOK_KW_LONG, SD_TOK_KW_OFFSETOF, SD_TOK_KW_PROBE,
	SD_TOK_KW_PROVIDER, SD_TOK_KW_REGISTER, SD_TOK_KW_RESTRICT,
	SD_TOK_KW_RETURN, SD_TOK_KW_SELF, SD_TOK_KW_SHORT, SD_TOK_KW_SIGNED,
	SD_TOK_KW_SIZEOF, SD_TOK_KW_STATIC, SD_TOK_KW_STRING,
	SD_TOK_KW_STRINGOF, SD_TOK_KW_STRUCT, SD_TOK_KW_SWITCH,
	SD_TOK_KW_THIS, SD_TOK_KW_TRANSLATOR, SD_TOK_KW_TYPEDEF,
	SD_TOK_KW_UNION, SD_TOK_KW_UNSIGNED, SD_TOK_KW_VOID,
	SD_TOK_KW_VOLATILE, SD_TOK_KW_WHILE, SD_TOK_KW_XLATE,
	SD_TOK_NKINDS
};

enum sd_lex_mode { SD_LEX_OUTER, SD_LEX_EXPR, SD_LEX_IDENT };

struct sd_token {
	enum sd_tok_kind kind;
	struct sd_loc loc;
	size_t off;		/* byte offset of the token in the text */
	const char *text;	/* the token as written ("near ..." text) */
	/* SD_TOK_IDENT/AGG/PSPEC/STRING: the value (NUL-terminated;
	 * len bytes, may hold NULs for strings) */
	const char *str;
	size_t len;
	/* SD_TOK_INT */
	uint64_t ival;
	int base;		/* 8, 10 or 16 */
	bool is_unsigned;	/* u suffix */
	bool lower_u;		/* the suffix starts with a lowercase u */
	int suffix_l;		/* number of l suffixes, 0..2 */
	bool is_char;		/* a character constant */
	char prefix;		/* '+' or '-' from a macro operand ("-5"),
				   else 0: the value is the magnitude */
};

struct sd_lexer {
	const char *text;
	size_t len, pos;
	int line;		/* line number of pos */
	size_t line_off;	/* offset of the start of pos's line */
	const char *file;	/* file name for locations (#line changes it) */
	int idepth;		/* #include depth from cpp's line markers (state
				   1 enters a file, 2 leaves it): DTrace's
				   pcb_idepth; a declaration made inside one
				   goes to the C scope */
	const struct sd_parse_opts *o;
	struct sd_arena *arena;
	struct sd_diag *diag;
	size_t nerr0;		/* diag errors before this lexer started */
	bool failed;		/* an error was recorded: only EOF from now */
	bool eof_char;		/* a "/" ending a file unput its EOF
				   (lex_slash): a NUL byte there */
	int parens, brackets;	/* ( [ nesting, for "extra ) ..." errors */
	int braces;		/* { nesting, for "extra } ..." */
	uint64_t type_vars;	/* base type names a macro made variables
				   (bit: index in the keyword table) */
	/* Type names for the outer-state rule of 2.9 (set by the parser;
	 * keyword types are known without it). */
	bool (*is_type)(void *ctx, const char *name);
	void *type_ctx;
	/* SD_N_PRAGMA nodes lexed and not yet taken by the parser */
	struct sd_node *pragmas, **pragma_tail;
};

/* Prepares lx to lex text (NUL-terminated) with the options o; tokens and
 * nodes are allocated in arena, errors go to diag. */
void sd_lex_init(struct sd_lexer *lx, const char *text,
		 const struct sd_parse_opts *o, struct sd_arena *arena,
		 struct sd_diag *diag);

/* The line DTrace reports an error at the "/" token t on. */
int sd_lex_slash_line(const struct sd_lexer *lx, const struct sd_token *t);

/* Lexes the next token in the given state into *t. */
void sd_lex_next(struct sd_lexer *lx, enum sd_lex_mode mode,
		 struct sd_token *t);

/* Returns the first character after the last token that is not a blank
 * (space, tab, newline...), and in *next the one after it; '\0' at the
 * end of the text. Used to tell an identifier from a type name. */
char sd_lex_peekc(const struct sd_lexer *lx, char *next);

/* Returns the D spelling of a token kind ("+=", "sizeof", "end of input")
 * for messages and tests. */
const char *sd_tok_str(enum sd_tok_kind k);

/* Records a D_SYNTAX "syntax error near ..." for token t ("near end of
 * input" for SD_TOK_EOF) unless an error was already recorded. */
void sd_lex_syntax_error(struct sd_lexer *lx, const struct sd_token *t);
/* D_SYNTAX "WHAT near "yytext"", as DTrace's yyerror( ) words an error of
 * its parser (bison's "memory exhausted" too) */
void sd_lex_error_near(struct sd_lexer *lx, const struct sd_token *t,
		       const char *what);

/* The length of the integer constant s starts with (DTrace's RGX_INT:
 * digits or 0x and hex digits, one u, two l at most), 0 if none: a word of
 * a control line is an integer when that is its whole length. */
size_t sd_lex_int_len(const char *s);

#endif
