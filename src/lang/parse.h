/* parse.h - the D parser: program text -> struct sd_ast.
 *
 * A hand-written recursive-descent parser over the lexer in lex.h. It reads
 * the whole D grammar (clauses, declarations, inlines, translators,
 * providers, control lines) and builds the tree of ast.h in the caller's
 * arena. It checks syntax only: names, types and the meaning of
 * declarations are sema's business. The first error stops the parse (it
 * is recorded in the diag with its location, like DTrace's first error).
 */
#ifndef SONDA_LANG_PARSE_H
#define SONDA_LANG_PARSE_H

#include <stdio.h>

#include "../base/common.h"
#include "../base/arena.h"
#include "../base/diag.h"
#include "ast.h"

/* Macro variables ($1, $$1, $pid, $target...) of one compilation. */
struct sd_macro_env {
	/* operands: argv[0] is $0 (script path or command name),
	 * argv[1..argc-1] are $1.. */
	int argc;
	const char *const *argv;
	bool *referenced;	/* argc entries (or NULL); set when $N / $$N
				   is used (for D_MACRO_UNUSED) */
	bool defaultargs;	/* unset $N -> 0 and $$N -> "" instead of
				   D_MACRO_UNDEF; may change while parsing
				   (#pragma D option defaultargs) */
	/* named macros: $pid $ppid $pgid $sid $uid $gid $euid $egid
	 * $target. Returns false if `name` (without '$') is not one. May be
	 * NULL (then every named macro is undefined). */
	bool (*lookup)(void *ctx, const char *name, int64_t *val);
	void *ctx;
};

/* The state DTrace's lexer keeps of the last integer constant it lexed, in
 * globals that outlive each compilation (yyintsuffix, yyintdecimal,
 * yyintprefix): its suffix, base and macro sign. dt_node_offsetof( )
 * types its integer by it. */
struct sd_intstate {
	bool is_unsigned, lower_u;
	int suffix_l, base;
	char prefix;
};

struct sd_parse_opts {
	const char *file;	/* file name for locations; NULL for -n/-P/...
				   text */
	bool pspec;		/* text is one program from -n/-P/-m/-f/-i, or
				   -x pspec is set: a name that is not a
				   keyword is a probe description (never a
				   type name), keywords start declarations.
				   Text with no file (-n...) also takes a
				   description with no predicate or body */
	int pspec_fields;	/* -P, -m, -f text: the fields its descriptions
				   name (1, 2, 3), the rightmost being the
				   option's; 0: all four */
	bool cpp;		/* text was run through cpp (-C): also accept
				   // comments */
	FILE *sident_out;	/* where the characters skipped after "." and
				   "->" go, as DTrace's lexer copies them to
				   its standard output; NULL: dropped */
	struct sd_macro_env *macros;	/* may be NULL: no operands */
	/* the integer state before this text, updated to the state after
	 * it (an earlier program's or library's); may be NULL */
	struct sd_intstate *intstate;
	/* Is `name` a type name known outside this text (D builtins like
	 * uint64_t, kernel types)? The parser itself tracks typedefs
	 * declared in the text and knows the keyword types. May be NULL. */
	bool (*is_type)(void *ctx, const char *name);
	/* Is `name` a global identifier known before this text (a variable or
	 * inline of the libraries or of an earlier program, a function)?
	 * DTrace's lexer does not look past one to tell it from a type
	 * (with type_ctx). May be NULL. */
	bool (*is_global)(void *ctx, const char *name);
	/* Is typedef `name`, known outside this text, an integer or enum
	 * type? Its size in bytes and its sign as DTrace's parser takes it
	 * (an enum is unsigned): a cast of a constant to it folds (with
	 * type_ctx). May be NULL. */
	bool (*int_type)(void *ctx, const char *name, unsigned *size, bool *sign);
	void *type_ctx;
	/* Is there a probe of this ID? A description that is a probe ID
	 * names none is refused when it is parsed, as DTrace refuses it
	 * (with type_ctx). May be NULL: sema checks. */
	bool (*probe_exists)(void *ctx, uint32_t id);
	/* Called when a #pragma control line is lexed (before later text is
	 * lexed), so `#pragma D option defaultargs` takes effect for later
	 * $N. words are the line's blank-separated words as written, quoted
	 * strings kept whole with their quotes: {"pragma", "D", "option",
	 * "quiet"}. The lexer itself handles #line, # N "file", #ident,
	 * #error and their "#pragma [D] line/ident/error" forms, null
	 * directives and invalid "#word" lines; everything else that starts
	 * with "#pragma" comes here: "#pragma D option/attributes/binding/
	 * depends_on ...", unknown "#pragma D x" (D_PRAGMA_INVAL is the
	 * callback's to report) and other pragmas (ignored by DTrace).
	 * Return 0, or -1 after reporting an error into diag (the parse
	 * then stops). May be NULL. */
	int (*pragma)(void *ctx, const char *const *words, int nwords,
		      struct sd_loc loc);
	void *pragma_ctx;
	/* strsize as the pragmas lexed so far leave it (NULL: unknown):
	 * DTrace folds sizeof of a type name as it parses it, so a string's
	 * size is the strsize of that moment (dt_node_op1( )). */
	const uint64_t *strsize;
	/* -x version as the pragmas lexed so far leave it (NULL: unknown):
	 * DTrace's parser has replaced a name of an integer inline by its
	 * value before a later #pragma D option version removes the inline
	 * (dt_node_ident( ), dt_reduce( )). */
	const uint32_t *version;
	/* The text's length when it may hold NUL bytes (a script file read
	 * as it is), else 0 (it ends at its first NUL). DTrace's lexer reads
	 * a NUL as a character: a syntax error between tokens, skipped in a
	 * comment. */
	size_t len;
};

/* Parses text into ast (nodes and strings in arena; ast->items is the
 * list of top-level nodes in source order, SD_N_PRAGMA nodes included).
 * An empty text gives an empty ast without error. Errors go to diag
 * (D_SYNTAX etc., with loc); returns 0 if no error was recorded, else -1
 * (ast then holds what was parsed before the error). */
int sd_parse(const char *text, const struct sd_parse_opts *o,
	     struct sd_arena *arena, struct sd_diag *diag, struct sd_ast *ast);

#endif
