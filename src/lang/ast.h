/* ast.h - the D abstract syntax tree, as produced by the parser.
 *
 * Contract: the parser builds nodes in the compilation unit's arena; nothing
 * is ever freed on its own. Every node has a loc. After parsing, only the
 * syntactic fields are set; sema fills in `type` and the `sema` fields of
 * expression nodes and never changes the tree's shape except where noted
 * (sema may replace a node's kind with SD_N_INT for constant folding).
 *
 * Lists are singly linked through `next` (statement lists, argument lists,
 * clause lists, declarator lists, member lists).
 */
#ifndef SONDA_LANG_AST_H
#define SONDA_LANG_AST_H

#include "../base/common.h"

struct sd_type;

/* Operators. Token-like names; the parser maps source text to these. */
enum sd_op {
	SD_OP_NONE,
	/* binary */
	SD_OP_ADD, SD_OP_SUB, SD_OP_MUL, SD_OP_DIV, SD_OP_MOD,
	SD_OP_SHL, SD_OP_SHR,
	SD_OP_LT, SD_OP_LE, SD_OP_GT, SD_OP_GE, SD_OP_EQ, SD_OP_NE,
	SD_OP_BAND, SD_OP_BXOR, SD_OP_BOR,
	SD_OP_LAND, SD_OP_LXOR, SD_OP_LOR,
	SD_OP_COMMA,
	/* unary */
	SD_OP_NEG, SD_OP_PLUS, SD_OP_NOT, SD_OP_BNOT, SD_OP_DEREF, SD_OP_ADDROF,
	SD_OP_PREINC, SD_OP_PREDEC, SD_OP_POSTINC, SD_OP_POSTDEC,
	/* assignment: SD_OP_ASSIGN is plain '='; compound ones carry the
	 * binary operator in node->u.assign.op and SD_N_ASSIGN kind. */
	SD_OP_ASSIGN,
};

/* Returns the operator's D spelling, e.g. "<<", "++" (for messages). */
const char *sd_op_str(enum sd_op op);

enum sd_node_kind {
	/* expressions */
	SD_N_INT,	/* u.ival; integer or character constant */
	SD_N_STR,	/* u.str: literal (escapes processed), len in u.str.len */
	SD_N_IDENT,	/* u.ident: name, possibly `mod`name` (scoped) */
	SD_N_AGG,	/* u.ident.name: "@foo" ("@_" for the anonymous
			   "@", as DTrace's lexer names it) */
	SD_N_SELF,	/* self->name:   u.ident.name */
	SD_N_THIS,	/* this->name:   u.ident.name */
	SD_N_UNOP,	/* u.unop.op, u.unop.a */
	SD_N_BINOP,	/* u.binop.op, .a, .b  (includes SD_OP_COMMA) */
	SD_N_ASSIGN,	/* u.assign.op (SD_OP_ASSIGN or the compound's binary op),
			   .lhs, .rhs */
	SD_N_COND,	/* u.cond.c ? .a : .b */
	SD_N_CALL,	/* u.call.fn (SD_N_IDENT node; the parser accepts any
			   postfix expression, sema rejects others), .args */
	SD_N_INDEX,	/* u.index.base [ .args ]  (arrays, assocs, @a[k], args[n]) */
	SD_N_MEMBER,	/* u.member.base . or -> u.member.name; .arrow */
	SD_N_CAST,	/* ( u.cast.tname ) u.cast.a */
	SD_N_SIZEOF,	/* sizeof: u.size.tname (type form) or u.size.a (expr) */
	SD_N_STRINGOF,	/* stringof u.unop.a */
	SD_N_OFFSETOF,	/* offsetof(u.offsetof.tname, u.offsetof.member) */
	SD_N_XLATE,	/* xlate < u.cast.tname > ( u.cast.a ) */

	/* statements */
	SD_N_EXPR_STMT,	/* u.stmt.e (may be NULL for an empty statement;
			   the parser drops empty statements) */
	SD_N_IF,	/* u.ifs.c, .then (stmt list), .els (stmt list or NULL) */

	/* top level */
	SD_N_CLAUSE,	/* u.clause: probes (SD_N_PDESC list), pred, stmts */
	SD_N_PDESC,	/* u.pdesc.text: one probe description as written,
			   macro variables ($1, $target) expanded; a probe
			   id (u.pdesc.by_id) is its decimal digits */
	SD_N_DECL,	/* u.decl: specifiers + declarator list */
	SD_N_INLINE,	/* u.inl: specifiers + declarator + value expr */
	SD_N_XLATOR,	/* u.xlator */
	SD_N_PROVIDER,	/* u.provider */
	SD_N_PROBE_DECL,/* u.probe_decl (inside a provider) */
	SD_N_PRAGMA,	/* u.pragma: a control line (#pragma ..., #line, ...) */

	/* declarations and types */
	SD_N_TYPENAME,	/* u.tname: specifiers + abstract declarator */
	SD_N_DECLARATOR,/* u.dtor */
	SD_N_MEMBER_DECL,/* u.mdecl: struct/union member: specs + declarators */
	SD_N_ENUMERATOR,/* u.enumerator: name [= value] */
	SD_N_XLMEMBER,	/* u.xlmember: translator member name = expr */
	SD_N_PARAM,	/* u.param: specs + declarator (possibly abstract) */
};

/* Base type keywords seen in a specifier list (bit set). */
enum sd_tspec {
	SD_TS_VOID = 1 << 0, SD_TS_CHAR = 1 << 1, SD_TS_SHORT = 1 << 2,
	SD_TS_INT = 1 << 3, SD_TS_LONG = 1 << 4, SD_TS_LONGLONG = 1 << 5,
	SD_TS_SIGNED = 1 << 6, SD_TS_UNSIGNED = 1 << 7, SD_TS_FLOAT = 1 << 8,
	SD_TS_DOUBLE = 1 << 9, SD_TS_STRING = 1 << 10, SD_TS_BOOL = 1 << 11,
	SD_TS_LONG3 = 1 << 12,	/* a third "long": DTrace looks up the type
				   "long long long ", which none is */
};

enum sd_sclass {
	SD_SC_NONE, SD_SC_TYPEDEF, SD_SC_EXTERN, SD_SC_STATIC, SD_SC_AUTO,
	SD_SC_REGISTER, SD_SC_SELF, SD_SC_THIS,
};

enum sd_tagkind { SD_TAG_NONE, SD_TAG_STRUCT, SD_TAG_UNION, SD_TAG_ENUM };

/* A declaration-specifier list: "const unsigned long", "struct foo { ... }",
 * "self int", "mytype_t". */
struct sd_declspec {
	enum sd_sclass sclass;
	unsigned tspec;		/* enum sd_tspec bits; SD_TS_LONG twice ->
				   SD_TS_LONGLONG also set */
	unsigned qual;		/* 1 const, 2 volatile, 4 restrict */
	enum sd_tagkind tag;	/* struct/union/enum */
	const char *tagname;	/* may be NULL (anonymous); may be scoped
				   "mod`name" */
	struct sd_node *members;/* SD_N_MEMBER_DECL list (struct/union body) or
				   SD_N_ENUMERATOR list; NULL if no body */
	bool has_body;		/* { } was present (possibly empty) */
	bool partial;		/* the parse failed inside these specifiers:
				   they hold the words before the error and
				   the members parsed of a body */
	const char *tdname;	/* a typedef name used as the type, or NULL */
	const char *tagident;	/* a type name after a tag without a body,
				   which DTrace makes the declaration's
				   identifier (parse_decl.c tag_ident( )) */
	bool in_c;		/* read in an #include'd file (DTrace's
				   pcb_idepth): D's string is no type there */
	struct sd_loc loc;
	struct sd_loc body;	/* its "{" when has_body (where DTrace's
				   dt_decl_sou checks the tag) */
};

/* One level of a declarator, outermost first as C reads them:
 * "int *a[5]" gives name "a", levels: ARRAY(5) then PTR. */
enum sd_dlevel_kind { SD_DL_PTR, SD_DL_ARRAY, SD_DL_FUNC };

struct sd_dlevel {
	enum sd_dlevel_kind kind;
	unsigned qual;		/* for PTR: qualifiers after '*' */
	struct sd_node *dim;	/* ARRAY: size expr, or NULL for [] */
	struct sd_node *keys;	/* ARRAY: key signature of an associative array
				   declaration "int a[string, int]" as an
				   SD_N_PARAM list (dim is NULL then) */
	struct sd_node *params;	/* FUNC: SD_N_PARAM list; NULL for () */
	bool varargs;		/* FUNC: ends in "..." */
	struct sd_dlevel *next;
};

/* An untyped cast sema made of a translation (cast.xl): the translator's
 * input where its member's expression names it, or the member's value. */
enum { SD_XL_NONE, SD_XL_INPUT, SD_XL_MEMBER };

struct sd_node {
	enum sd_node_kind kind;
	struct sd_loc loc;
	struct sd_node *next;	/* next in list */
	int prog;		/* a top-level item: its command-line program
				   (-1: a library), set by the driver */
	bool partial;		/* the parse failed inside this item: it
				   holds what came before the error (a
				   declaration's complete declarators, a
				   struct's complete members, a provider's
				   complete probes), which DTrace had
				   checked as it parsed them */

	/* filled in by sema (expressions) */
	struct sd_type *type;
	void *sema;		/* sema's per-node annotation */

	union {
		struct { uint64_t v; bool is_unsigned, lower_u; int suffix_l;
			 bool is_char, kpriv; int base; struct sd_node *orig; } ival;
			/* base 8/10/16; suffix_l 0..2; lower_u: the suffix
			   starts with 'u'; orig: a copy of the
			   checked node sema folded into this constant;
			   kpriv: sizeof of a type name whose type
			   sema_typename_private( ) finds in a kernel
			   module's container */
		struct { const char *s; size_t len; } str;
		struct { const char *name;
			 uint32_t vers; bool is_dvar_kw, pconst; } ident;
				/* vers: the version the pragmas left
				   where it is (0: unknown); is_dvar_kw:
				   the keyword self or this alone; pconst:
				   an enumerator or integer inline the
				   parser knew (DTrace folds it there) */
		struct { enum sd_op op; struct sd_node *a; } unop;
		struct { enum sd_op op; struct sd_node *a, *b; } binop;
		struct { enum sd_op op; struct sd_node *lhs, *rhs; } assign;
		struct { struct sd_node *c, *a, *b; } cond;
		struct { struct sd_node *fn, *args; int nargs;
			 bool quiet; int end_line; } call;
				/* quiet: sema's copyinstr( ) of a
				   provider's user string argument: an
				   unreadable one is "", not a fault;
				   end_line: the line of the ")" */
		struct { struct sd_node *base, *args; int nargs;
			 bool plus;	/* sema made it of a + i */
			 bool unchecked; /* of i + a or a - i, whose bounds
					   DTrace does not check */
			 bool swapped;	/* sema made it of i[a] (*(i + a)),
					   or of i + a when plus */
			 bool minus;	/* plus, of a - i: args is sema's
					   -i */
			 int end_line;	/* the line of the "]" (0: sema's) */
		} index;
		struct { struct sd_node *base; const char *name; bool arrow; } member;
		struct { struct sd_node *tname, *a;
			 struct sd_node *orig;	/* orig: the node as written (an
						   inline's name, a translated
						   member) when sema made this
						   untyped cast its expansion */
			 struct sd_node *xin;	/* SD_XL_MEMBER: the xlate's
						   input, checked */
			 bool konst;	/* orig is an inline of an integer
					   constant: DTrace's INT node */
			 bool kpriv;	/* the type name's type is in a
					   kernel module's container
					   (sema_typename_private( )) */
			 char xl; } cast;	/* SD_XL_*: of a translation */
		struct { struct sd_node *tname, *a;
			 uint32_t strsize; } size;	/* strsize when a type
							   name was parsed */
		struct { struct sd_node *tname; const char *member;
			 /* the last integer constant lexed before it */
			 bool is_unsigned, lower_u; int suffix_l, base; char prefix;
		} offsetof;
		struct { struct sd_node *e; } stmt;
		struct { struct sd_node *c, *then, *els; } ifs;
		struct {
			struct sd_node *probes;	/* SD_N_PDESC list */
			struct sd_node *pred;	/* NULL if none */
			struct sd_node *stmts;	/* statement list */
			bool has_body;		/* "{ }" present */
			int prog;		/* command-line program index
						   (set by the driver) */
			int rbrace_line;	/* line of its closing }, where
						   DTrace reports the clause */
			int ncopies;		/* sema made a clause of each
						   description: the copies that
						   follow this one (sema.c) */
			struct sd_node *copy_of;/* in one of those: that clause */
		} clause;
		struct {
			const char *text;
			bool by_id;		/* written as a probe ID (an
						   integer token): "$pid" is a
						   name, whatever its digits */
			const char *shown;	/* as DTrace names it in later
						   messages once its pid
						   provider rewrote the module
						   or function (sema.c), or
						   NULL */
		} pdesc;
		struct { struct sd_declspec spec; struct sd_node *dtors;
			 bool in_c;	/* inside a #include'd file (the
					   lexer's idepth): DTrace declares
					   it in its C scope */
		} decl;
		struct { struct sd_declspec spec; struct sd_node *dtor;
			 struct sd_node *value;
			 int semi_line;	/* its ";" line, where DTrace's
					   dt_node_inline( ) runs */
		} inl;
		struct {
			struct sd_node *to;	/* SD_N_TYPENAME: output type */
			struct sd_node *from;	/* SD_N_TYPENAME: input type */
			const char *argname;	/* input identifier */
			struct sd_node *members;/* SD_N_XLMEMBER list */
		} xlator;
		struct { const char *name; struct sd_node *probes; } provider;
		struct { const char *name; struct sd_node *params, *xparams;
			 bool has_xparams;
			 bool varargs, xvarargs; /* "..." ends params/xparams */
		} probe_decl;
		struct {
			/* the control line's words, split on blanks: for
			 * "#pragma D option quiet" words = {"pragma", "D",
			 * "option", "quiet"}; for "#line 5" {"line", "5"};
			 * for "# 5 \"f\"" {"5", "\"f\""}. */
			const char **words;
			int nwords;
		} pragma;
		struct { struct sd_declspec spec; struct sd_node *dtor;
			 struct sd_type *defined; /* what a type name holding a
			 body declared: each later look at it is that type */
		} tname;
		struct {
			const char *name;	/* NULL for abstract declarators */
			struct sd_dlevel *levels;/* outermost first, or NULL */
			struct sd_node *bits;	/* bit-field width expr, or NULL */
		} dtor;
		struct { struct sd_declspec spec; struct sd_node *dtors;
			 uint32_t strsize; } mdecl;	/* strsize: as the pragmas
				   lexed so far left it (0: unknown), which
				   sizes its string members (dt_decl_member( )
				   lays a member out as it is parsed) */
		struct { const char *name; struct sd_node *value; } enumerator;
		struct { const char *name; struct sd_node *value; } xlmember;
		struct { struct sd_declspec spec; struct sd_node *dtor; } param;
	} u;
};

/* The whole parsed program: top-level nodes in source order. */
struct sd_ast {
	struct sd_node *items;	/* list of CLAUSE/DECL/INLINE/XLATOR/PROVIDER/PRAGMA */
	const char *end_file;	/* the file name in effect at the end of the
				   text (the last #line "file"; the parse
				   options' file when none renamed it) */
	int end_line;		/* the lexer's line at the end of the text
				   (DTrace's yylineno after yyparse( ): the
				   line after the last newline, as #line
				   numbered it), where the errors DTrace raises
				   after parsing are */
	const char **vars;	/* the names the text took for variables
				   (assigned, declared, inlines): DTrace's
				   globals once it compiled the text, which
				   the lexer of later texts finds before any
				   type of that name (id_or_type( )) */
	size_t nvars;
};

/* Prints the tree in a readable indented form (--dump=ast, tests). */
struct sd_buf;
void sd_ast_dump(const struct sd_ast *ast, struct sd_buf *out);
/* Prints one top-level item and its children the same way; with types,
 * each node sema gave a type ends its line with " : TYPE" (--dump=types). */
void sd_ast_dump_item(const struct sd_node *n, bool types, struct sd_buf *out);

/* ast_walk.c: a deep copy of an expression or statement list made in arena
 * a, before sema annotates it (type names are shared); and whether pred
 * holds for a node of list or of its children. */
struct sd_arena;
struct sd_node *sd_ast_copy(struct sd_arena *a, const struct sd_node *list);
bool sd_ast_find(const struct sd_node *list, bool (*pred)(const struct sd_node *));
/* The child slots of expression or statement node n (a list is one slot:
 * its head), at most 3. Returns how many it put in kids. */
int sd_ast_kids(struct sd_node *n, struct sd_node **kids[3]);
/* The first node of list, in the order a parser reduces them (children
 * first, left to right), for which pred(node, ctx) holds; NULL if none. */
const struct sd_node *sd_ast_first(const struct sd_node *list,
				   bool (*pred)(const struct sd_node *, void *), void *ctx);

#endif
