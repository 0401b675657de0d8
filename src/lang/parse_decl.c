/* parse_decl.c - the D parser's declarations: specifiers, declarators,
 * struct/union/enum bodies, type names, inlines, translators and providers
 * (d-language.md 3; the invariants are parse.c's).
 */
#include "parse_int.h"

#include <string.h>

/* ---- declarations ---- */

/* The declarator after specifiers s: a type name s took after a bodiless
 * tag (tag_ident( )) is its identifier already, so a name of its own is a
 * second one (parse_direct( )). */
static struct sd_node *spec_declarator(struct parser *p, const struct sd_declspec *s,
				       enum dtor_how how)
{
	p->spec_ident = s->tagident;
	struct sd_node *d = parse_declarator(p, how);
	p->spec_ident = NULL;
	return d;
}

/* member_decl: spec_qual_list member_declarator { , member_declarator } ;
 * After an error, the partial member (sd_node.partial): DTrace has defined
 * its members so far and the declarators before the error. */
static struct sd_node *parse_member_decl(struct parser *p)
{
	struct sd_node *n = new_node(p, SD_N_MEMBER_DECL, peek(p)->loc), *d;
	struct sd_node **tail = &n->u.mdecl.dtors;

	if (!parse_specs(p, &n->u.mdecl.spec, 0)) {
		parse_syntax_error(p);
		n->partial = true;
		return n;
	}
	int b0 = p->bd;
	do {
		list_next(p, b0);	/* struct_declarator_list */
		if (at(p, SD_TOK_COLON)) {
			d = new_node(p, SD_N_DECLARATOR, peek(p)->loc);
			d->u.dtor.name = n->u.mdecl.spec.tagident;	/* dt_decl_member( ) */
		} else {
			p->member_dtor = true;
			d = spec_declarator(p, &n->u.mdecl.spec, DT_NAMED);
			p->member_dtor = false;
			if (!d) {
				n->partial = true;
				return n;
			}
		}
		if (accept(p, SD_TOK_COLON) && !(d->u.dtor.bits = parse_cond(p))) {
			n->partial = true;
			return n;
		}
		append(&tail, d);
	} while (accept(p, SD_TOK_COMMA));
	if (p->o->strsize)
		n->u.mdecl.strsize = (uint32_t)*p->o->strsize;
	n->partial = !parse_expect(p, SD_TOK_SEMI);
	return n;
}

/* Is the identifier ahead, where an enumerator is expected, a type name to
 * DTrace's lexer? Its id_or_type( ) takes a name that is no global (the
 * enumerators before are) and that none of a variable's punctuation
 * follows (",", "=") for a type name if it is one (typedef int foo; enum e
 * { foo }; a kernel typedef too): DT_TOK_TNAME, a syntax error there. */
static bool enum_name_is_type(struct parser *p, const char *name)
{
	return !is_varname(p, name) &&
	       !(p->o->is_global && p->o->is_global(p->o->type_ctx, name)) &&
	       !parse_var_follows(p) && is_typename(p, name);
}

/* enumerator { , enumerator }: those before an error too */
static struct sd_node *parse_enumerators(struct parser *p)
{
	struct sd_node *head = NULL, **tail = &head, *e;
	const struct sd_token *t;
	uint64_t v = (uint64_t)-1;	/* dt_decl_enumerator( ): the last plus one */
	bool known = true;
	int b0 = p->bd;

	do {
		list_next(p, b0);	/* enumerator_list */
		if (!at(p, SD_TOK_IDENT) || enum_name_is_type(p, peek(p)->str)) {
			parse_syntax_error(p);
			return head;
		}
		t = take(p);
		e = new_node(p, SD_N_ENUMERATOR, t->loc);
		e->u.enumerator.name = t->str;
		if (accept(p, SD_TOK_ASSIGN) &&
		    !(e->u.enumerator.value = parse_cond(p)))
			return head;
		peek(p);
		set_dline(p, e);
		/* DTrace's dt_decl_enumerator( ) runs as each enumerator is
		 * parsed: before a later error of the declaration (its type
		 * combination) */
		if (strchr(e->u.enumerator.name, '`')) {
			parse_err(p, e->loc, D_DECL_SCOPE, "D scoping operator may not be "
				  "used in an enumerator name (%s)", e->u.enumerator.name);
			return head;
		}
		/* which also resets the lexer's integer state (no suffix,
		 * not decimal) */
		p->lastint = (struct sd_intstate){ .base = 16 };
		if (e->u.enumerator.value)
			known = parse_const(p, e->u.enumerator.value, &v);
		else
			v = (uint64_t)(int64_t)(int32_t)(v + 1);
		if (known)
			parse_add_const(p, e->u.enumerator.name, v);
		/* a global identifier from here on, never a type name to the
		 * lexer (id_or_type( ) looks globals up first) */
		ns_add(p, &p->vars, e->u.enumerator.name);
		append(&tail, e);
	} while (accept(p, SD_TOK_COMMA));
	return head;
}

static void decl_check(struct parser *p, const struct sd_declspec *s, struct sd_loc loc);

/* Records the definition of a tagged type; a second definition of the
 * same tag in the text is D_DECL_TYPERED (reported here, at its "{", like
 * DTrace, before any syntax error in the body). */
static bool tag_define(struct parser *p, const struct sd_declspec *s)
{
	static const char *const kinds[] = { "", "struct", "union", "enum" };
	const char *key = sd_arena_printf(p->arena, "%s %s", kinds[s->tag],
					  s->tagname);

	const char *ckey = sd_arena_printf(p->arena, "C`%s", key);
	bool in_c = p->lx.idepth > 0;

	/* in an #include'd file, DTrace's C container holds it and is the one
	 * looked in (dt_decl_sou( )); elsewhere D's, and its parent C */
	if (ns_has(&p->tags, ckey) || (!in_c && ns_has(&p->tags, key))) {
		parse_err(p, peek(p)->loc, D_DECL_TYPERED, "type redeclared: %s", key);
		return false;
	}
	if (!p->nest)	/* one defined inside is not visible by its name */
		ns_add(p, &p->tags, in_c ? ckey : key);
	return true;
}

/* DTrace's dt_decl_spec refuses a type name with a backquote only when a
 * qualifier or sign/size word came before it (which made the declaration
 * it then checks): "const struct vmlinux`task_struct" is D_DECL_SCOPE,
 * "struct vmlinux`task_struct" is not. */
static bool scoped_after_attr(struct parser *p, const struct sd_declspec *s,
			      const char *name)
{
	if (!strchr(name, '`') || !(s->qual || s->tspec))
		return false;
	parse_err(p, p->tok.loc, D_DECL_SCOPE, "D scoping operator may not be used in a "
		  "type name");
	return true;
}

/* struct/union/enum [ TAG ] [ { body } ]; the keyword is the lookahead. */
static bool parse_tag(struct parser *p, struct sd_declspec *s)
{
	enum sd_tok_kind k = take(p)->kind;
	struct sd_node **tail = &s->members;

	s->tag = k == SD_TOK_KW_STRUCT ? SD_TAG_STRUCT :
		 k == SD_TOK_KW_UNION ? SD_TAG_UNION : SD_TAG_ENUM;
	struct sd_loc tagloc = { 0 };
	if (at(p, SD_TOK_IDENT)) {
		s->tagname = take(p)->str;
		tagloc = p->prev.loc;
	}
	if (s->tagname && scoped_after_attr(p, s, s->tagname))
		return false;
	if (peek(p)->loc.line != s->loc.line)	/* where DTrace sees the tag */
		s->loc.dline = p->tok.loc.line;
	if (!at(p, SD_TOK_LBRACE)) {
		if (!s->tagname)
			parse_syntax_error(p);
		else
			decl_check(p, s, peek(p)->loc);	/* dt_decl_spec, at the token after */
		if (s->sclass != SD_SC_TYPEDEF)	/* a typedef's name is not interned */
			p->tagref = tagloc;
		else
			p->tagref_td = tagloc;
		return !failed(p);
	}
	decl_check(p, s, peek(p)->loc);		/* dt_decl_sou, dt_decl_enum */
	if (failed(p) || (s->tagname && !tag_define(p, s)))
		return false;
	s->body = take(p)->loc;
	s->has_body = true;
	if (!p->in_body && p->nbodies < (int)SD_ARRAY_SIZE(p->bodies))
		p->bodies[p->nbodies++] = s;
	if (!enter(p, "declaration"))
		return false;
	p->nest++;
	p->in_body++;
	if (s->tag == SD_TAG_ENUM) {
		s->members = parse_enumerators(p);
	} else {
		int b0 = p->bd;

		do {
			list_next(p, b0);
			append(&tail, parse_member_decl(p));
		} while (!failed(p) && !at(p, SD_TOK_RBRACE));
	}
	p->in_body--;
	p->nest--;
	leave(p);
	return !failed(p) && parse_expect(p, SD_TOK_RBRACE);
}

/* A "named" type (not just short/long/signed/unsigned) was given. */
static bool has_named_type(const struct sd_declspec *s)
{
	return (s->tspec & (SD_TS_VOID | SD_TS_CHAR | SD_TS_INT | SD_TS_FLOAT |
			    SD_TS_DOUBLE | SD_TS_STRING | SD_TS_BOOL)) ||
	       s->tag != SD_TAG_NONE || s->tdname;
}

/* DTrace's dt_decl_check, made after each word once one names a type: char,
 * void and integers (CTF_K_INTEGER), float and double, typedef names and
 * string, or a tag; at the token that completed the word. */
static void decl_check(struct parser *p, const struct sd_declspec *s, struct sd_loc loc)
{
	unsigned ts = s->tspec, size = SD_TS_SHORT | SD_TS_LONG | SD_TS_LONGLONG |
		 SD_TS_LONG3, sign = SD_TS_SIGNED | SD_TS_UNSIGNED;
	bool integer = ts & (SD_TS_VOID | SD_TS_CHAR | SD_TS_INT | SD_TS_BOOL);
	bool fp = ts & (SD_TS_FLOAT | SD_TS_DOUBLE);

	if (!has_named_type(s))
		return;
	if ((ts & SD_TS_CHAR) && (ts & size))
		parse_err(p, loc, D_DECL_CHARATTR, "invalid type declaration: short and long "
			  "may not be used with char type");
	else if ((ts & SD_TS_VOID) && (ts & (size | sign)))
		parse_err(p, loc, D_DECL_VOIDATTR, "invalid type declaration: attributes may "
			  "not be used with void type");
	else if (!integer && (ts & sign))
		parse_err(p, loc, D_DECL_SIGNINT, "invalid type declaration: signed and "
			  "unsigned may only be used with integer type");
	else if (!integer && !fp && (ts & (SD_TS_LONG | SD_TS_LONGLONG | SD_TS_LONG3)))
		parse_err(p, loc, D_DECL_LONGINT, "invalid type declaration: long and long "
			  "long may only be used with integer or floating-point type");
}

static void set_sclass(struct parser *p, struct sd_declspec *s,
		       enum sd_sclass c)
{
	if (s->sclass != SD_SC_NONE)
		parse_err(p, peek(p)->loc, D_DECL_CLASS, "only one storage class "
		     "allowed in a declaration");
	s->sclass = c;
	take(p);
}

/* dt_decl_spec and dt_decl_attr: a second type name is D_DECL_COMBO; a
 * size or sign word may come again ("unsigned unsigned", "short short"); a
 * second long makes long long, a third "long long long". */
static void add_tspec(struct parser *p, struct sd_declspec *s, unsigned bit)
{
	bool named = bit & (SD_TS_VOID | SD_TS_CHAR | SD_TS_INT | SD_TS_FLOAT |
			    SD_TS_DOUBLE | SD_TS_STRING);
	struct sd_loc loc = peek(p)->loc;

	if (bit == SD_TS_LONG && (s->tspec & SD_TS_LONGLONG))
		bit = SD_TS_LONG3;
	else if (bit == SD_TS_LONG && (s->tspec & SD_TS_LONG))
		bit = SD_TS_LONGLONG;
	if (named && has_named_type(s)) {
		parse_err(p, loc, D_DECL_COMBO, "invalid type combination");
		return;
	}
	s->tspec |= bit;
	take(p);
	decl_check(p, s, loc);
}

/* Is the last token taken the tag at loc? */
static bool just_after(const struct parser *p, struct sd_loc loc)
{
	return loc.line && p->prev.loc.line == loc.line && p->prev.loc.col == loc.col &&
	       p->prev.loc.file == loc.file;
}

/* A type name right after a struct/union/enum tag without a body, where
 * DTrace's lexer returns a type name (id_or_type( ): no variable's
 * punctuation follows, and the tag's specifier is not reduced yet): its
 * parser takes it as a second type specifier, which dt_decl_spec( ) refuses
 * in a typedef (D_DECL_IDRED) and otherwise makes the declaration's
 * identifier (dt_decl_ident( )). So "(struct s int8_t *)0" is a cast to
 * struct s *, and a declarator's own name after it is a second identifier
 * (D_DECL_IDENT: parse_direct( )). */
static bool tag_ident(struct parser *p, struct sd_declspec *s)
{
	const char *name = peek(p)->str;
	bool td = just_after(p, p->tagref_td);

	if (s->tagident || !(td || just_after(p, p->tagref)) || is_varname(p, name) ||
	    parse_var_follows(p) || !is_typename(p, name))
		return false;
	take(p);
	if (td)
		parse_err(p, p->prev.loc, D_DECL_IDRED, "identifier redeclared: %s", name);
	s->tagident = name;
	return true;
}

/* "string" after a type: DTrace's grammar makes the keyword a typedef's
 * name (dt_decl_spec(CTF_K_TYPEDEF, "string")), which dt_decl_spec( )
 * refuses in a typedef (D_DECL_IDRED) and otherwise makes the
 * declaration's identifier (dt_decl_ident( ), D_DECL_IDENT if it has one):
 * "int string;" declares a variable named string, "(int string)0" is a
 * cast to int. */
static bool string_ident(struct parser *p, struct sd_declspec *s)
{
	struct sd_loc loc = take(p)->loc;

	if (s->sclass == SD_SC_TYPEDEF)
		parse_err(p, loc, D_DECL_IDRED, "identifier redeclared: string");
	else if (s->tagident)
		parse_err(p, loc, D_DECL_IDENT, "old-style declaration or "
			  "incorrect type specified");
	else
		s->tagident = "string";
	return !failed(p);
}

/* struct, union or enum after a type: dt_decl_spec( ), dt_decl_sou( ) and
 * dt_decl_enum( ) refuse the second type when the grammar reduces the tag's
 * name (at the token after it) or reaches its "{"; before that, anything
 * else after the keyword is a syntax error ("int struct;"). */
static bool tag_combo(struct parser *p)
{
	take(p);
	if (!at(p, SD_TOK_IDENT) && !at(p, SD_TOK_LBRACE)) {
		parse_syntax_error(p);
		return false;
	}
	if (at(p, SD_TOK_IDENT))
		take(p);
	parse_err(p, peek(p)->loc, D_DECL_COMBO, "invalid type combination");
	return false;
}

/* One specifier at the lookahead, if it is one allowed here. */
static bool parse_spec(struct parser *p, struct sd_declspec *s,
		       unsigned allow)
{
	static const struct { enum sd_tok_kind k; unsigned ts; } tspecs[] = {
		{ SD_TOK_KW_VOID, SD_TS_VOID }, { SD_TOK_KW_CHAR, SD_TS_CHAR },
		{ SD_TOK_KW_SHORT, SD_TS_SHORT }, { SD_TOK_KW_INT, SD_TS_INT },
		{ SD_TOK_KW_LONG, SD_TS_LONG }, { SD_TOK_KW_FLOAT, SD_TS_FLOAT },
		{ SD_TOK_KW_DOUBLE, SD_TS_DOUBLE },
		{ SD_TOK_KW_SIGNED, SD_TS_SIGNED },
		{ SD_TOK_KW_UNSIGNED, SD_TS_UNSIGNED },
		{ SD_TOK_KW_STRING, SD_TS_STRING },
	};
	static const struct { enum sd_tok_kind k; enum sd_sclass c; } classes[] = {
		{ SD_TOK_KW_TYPEDEF, SD_SC_TYPEDEF }, { SD_TOK_KW_EXTERN, SD_SC_EXTERN },
		{ SD_TOK_KW_STATIC, SD_SC_STATIC }, { SD_TOK_KW_AUTO, SD_SC_AUTO },
		{ SD_TOK_KW_REGISTER, SD_SC_REGISTER }, { SD_TOK_KW_SELF, SD_SC_SELF },
		{ SD_TOK_KW_THIS, SD_SC_THIS },
	};
	const struct sd_token *t = peek(p);

	if (t->kind == SD_TOK_KW_STRING && has_named_type(s))
		return string_ident(p, s);
	for (size_t i = 0; i < SD_ARRAY_SIZE(tspecs); i++)
		if (t->kind == tspecs[i].k)
			return add_tspec(p, s, tspecs[i].ts), true;
	for (size_t i = 0; i < SD_ARRAY_SIZE(classes); i++) {
		bool dclass = classes[i].c == SD_SC_SELF ||
			      classes[i].c == SD_SC_THIS;

		if (t->kind != classes[i].k)
			continue;
		if (!(allow & (dclass ? SP_DCLASS : SP_STORAGE)))
			return false;
		set_sclass(p, s, classes[i].c);
		return true;
	}
	switch (t->kind) {
	case SD_TOK_KW_CONST: s->qual |= 1; break;
	case SD_TOK_KW_VOLATILE: s->qual |= 2; break;
	case SD_TOK_KW_RESTRICT: s->qual |= 4; break;
	case SD_TOK_KW_STRUCT: case SD_TOK_KW_UNION: case SD_TOK_KW_ENUM:
		/* dt_decl_spec: a second type is refused before it is taken,
		 * so s keeps the first (an enum's or struct's body, which
		 * DTrace has defined, and checked, member by member) */
		if (has_named_type(s))
			return tag_combo(p);
		return parse_tag(p, s);
	case SD_TOK_IDENT:
		if (tag_ident(p, s))
			return !failed(p);
		/* DTrace's lexer: a type name unless one came already or a
		 * variable's punctuation follows (after the first word, or
		 * any word of an array's key types: id_or_type( ) peeks
		 * there, "int a[uint8_t, int]" is a syntax error) */
		if (has_named_type(s) || !is_typename(p, t->str) ||
		    ((s->tspec || s->qual || s->sclass || p->in_keys) &&
		     parse_var_follows(p)))
			return false;
		s->tdname = take(p)->str;
		if (scoped_after_attr(p, s, s->tdname))
			return false;
		decl_check(p, s, p->prev.loc);
		return !failed(p);
	default:
		return false;
	}
	take(p);
	return true;
}

/* decl_specifiers; returns whether there was at least one. */
bool parse_specs(struct parser *p, struct sd_declspec *s,
			unsigned allow)
{
	bool any = false;

	memset(s, 0, sizeof(*s));
	s->loc = peek(p)->loc;
	s->in_c = p->lx.idepth > 0;
	while (!failed(p) && parse_spec(p, s, allow))
		any = true;
	s->partial = failed(p);	/* s holds the words before the error */
	return any && !failed(p);
}

/* spec_qual_list [ abstract_declarator ] */
struct sd_node *parse_typename(struct parser *p)
{
	struct sd_node *n = new_node(p, SD_N_TYPENAME, peek(p)->loc);
	int b0 = p->bd;

	if (!parse_specs(p, &n->u.tname.spec, 0)) {
		parse_syntax_error(p);
		return NULL;
	}
	n->u.tname.dtor = parse_declarator(p, DT_ABSTRACT);
	reduce_at(p, b0);
	return failed(p) ? NULL : n;
}

/* parameter_declaration: specifiers [ declarator | abstract_declarator ] */
static struct sd_node *parse_param(struct parser *p)
{
	struct sd_node *n = new_node(p, SD_N_PARAM, peek(p)->loc);

	if (!parse_specs(p, &n->u.param.spec, SP_STORAGE)) {
		parse_syntax_error(p);
		return NULL;
	}
	n->u.param.dtor = spec_declarator(p, &n->u.param.spec, DT_EITHER);
	if (failed(p))
		return NULL;
	set_dline(p, n);	/* reduced on the token after it */
	return n;
}

/* parameter_type_list up to close: params [ , ... ] | ... */
static struct sd_node *parse_params(struct parser *p, enum sd_tok_kind close,
				    bool *varargs)
{
	struct sd_node *head = NULL, **tail = &head;

	int b0 = p->bd;

	if (at(p, close))
		return NULL;
	const char *ident = p->spec_ident;	/* the declarator's, not theirs */
	p->spec_ident = NULL;
	p->nest++;
	do {
		list_next(p, b0);	/* parameter_list */
		if (accept(p, SD_TOK_ELLIPSIS)) {
			*varargs = true;
			break;
		}
		struct sd_node *prm = parse_param(p);

		/* an inline's array parameter: an identifier in its value */
		if (close == SD_TOK_RBRAC && prm && prm->u.param.dtor)
			ns_add(p, &p->lvars, prm->u.param.dtor->u.dtor.name);
		append(&tail, prm);
	} while (!failed(p) && accept(p, SD_TOK_COMMA));
	p->nest--;
	p->spec_ident = ident;
	return head;
}

static struct sd_dlevel *new_level(struct parser *p, enum sd_dlevel_kind k)
{
	struct sd_dlevel *l = sd_arena_alloc(p->arena, sizeof(*l));

	l->kind = k;
	return l;
}

/* Does "[" start an associative array key signature (not a size)? */
static bool starts_keys(struct parser *p)
{
	switch (peek(p)->kind) {
	case SD_TOK_ELLIPSIS: case SD_TOK_KW_TYPEDEF: case SD_TOK_KW_EXTERN:
	case SD_TOK_KW_STATIC: case SD_TOK_KW_AUTO: case SD_TOK_KW_REGISTER:
		return true;
	case SD_TOK_IDENT:	/* DTrace's id_or_type( ) peeks: "[T," is no type */
		return is_typename(p, peek(p)->str) && !parse_var_follows(p);
	default:
		return parse_starts_type(p);
	}
}

/* One [ ... ] or ( ... ) suffix of a direct declarator; the bracket has
 * been taken. */
static struct sd_dlevel *parse_suffix(struct parser *p, enum sd_tok_kind k)
{
	struct sd_dlevel *l;

	if (k == SD_TOK_LPAR) {
		l = new_level(p, SD_DL_FUNC);
		l->params = parse_params(p, SD_TOK_RPAR, &l->varargs);
		return !failed(p) && parse_expect(p, SD_TOK_RPAR) ? l : NULL;
	}
	l = new_level(p, SD_DL_ARRAY);
	if (starts_keys(p)) {
		p->in_keys++;
		l->keys = parse_params(p, SD_TOK_RBRAC, &l->varargs);
		p->in_keys--;
	} else if (!at(p, SD_TOK_RBRAC))
		l->dim = parse_cond(p);
	return !failed(p) && parse_expect(p, SD_TOK_RBRAC) ? l : NULL;
}

/* After "(" in a declarator: a nested declarator rather than the
 * parameters of a function suffix? */
static bool nested_dtor(struct parser *p, enum dtor_how how)
{
	const struct sd_token *t = peek(p);

	if (how == DT_NAMED)
		return true;
	if (t->kind == SD_TOK_MUL || t->kind == SD_TOK_LPAR ||
	    t->kind == SD_TOK_LBRAC)
		return true;
	return how == DT_EITHER && t->kind == SD_TOK_IDENT &&
	       !is_typename(p, t->str);
}

/* pointers: { "*" { qualifier } }, as a list with the last "*" first. */
static struct sd_dlevel *parse_pointers(struct parser *p)
{
	struct sd_dlevel *ptrs = NULL, *l;

	while (accept(p, SD_TOK_MUL)) {
		l = new_level(p, SD_DL_PTR);
		for (;;) {
			if (accept(p, SD_TOK_KW_CONST))
				l->qual |= 1;
			else if (accept(p, SD_TOK_KW_VOLATILE))
				l->qual |= 2;
			else if (accept(p, SD_TOK_KW_RESTRICT))
				l->qual |= 4;
			else
				break;
		}
		l->next = ptrs;
		ptrs = l;
	}
	return ptrs;
}

/* Returns the last level of list l (or NULL). */
static struct sd_dlevel **level_tail(struct sd_dlevel **l)
{
	while (*l)
		l = &(*l)->next;
	return l;
}

/* The direct declarator after the pointers: name, ( nested ), suffixes.
 * Fills d's name and the levels (inner ones first). */
static bool parse_direct(struct parser *p, struct sd_node *d,
			 enum dtor_how how)
{
	struct sd_dlevel **tail = &d->u.dtor.levels, *l;
	struct sd_node *inner;
	int b0 = p->bd;

	if (how != DT_ABSTRACT && at(p, SD_TOK_IDENT)) {
		/* DTrace's lexer (id_or_type( )) keeps a member's name that a
		 * variable's punctuation follows as an identifier from here on
		 * (pcb_idents): offsetof (struct s, pid_t) of a member pid_t */
		bool var = p->member_dtor && parse_var_follows(p);
		const struct sd_token *t = take(p);

		if (var)
			ns_add(p, &p->lvars, t->str);
		if (p->spec_ident) {	/* dt_decl_ident( ): a second identifier */
			parse_err(p, t->loc, D_DECL_IDENT, "old-style declaration or "
				  "incorrect type specified");
			return false;
		}

		d->u.dtor.name = t->str;
		d->loc = t->loc;
	} else if (at(p, SD_TOK_LPAR)) {
		take(p);
		if (nested_dtor(p, how)) {
			if (!(inner = parse_declarator(p, how)) ||
			    !parse_expect(p, SD_TOK_RPAR))
				return false;
			d->u.dtor.name = inner->u.dtor.name;
			d->loc = inner->loc;
			*tail = inner->u.dtor.levels;
			tail = level_tail(tail);
		} else if (!(*tail = parse_suffix(p, SD_TOK_LPAR))) {
			return false;
		} else {
			tail = &(*tail)->next;
		}
	} else if (how == DT_NAMED) {
		parse_syntax_error(p);
		return false;
	}
	while (at(p, SD_TOK_LBRAC) || at(p, SD_TOK_LPAR)) {
		reduce_at(p, b0);	/* direct_declarator: left-recursive */
		if (!(l = parse_suffix(p, take(p)->kind)))
			return false;
		*tail = l;
		tail = &l->next;
	}
	return true;
}

/* declarator (how: must be named, must be abstract, or either). Returns
 * NULL for an empty abstract declarator or after an error. */
struct sd_node *parse_declarator(struct parser *p, enum dtor_how how)
{
	struct sd_node *d = new_node(p, SD_N_DECLARATOR, peek(p)->loc);
	struct sd_dlevel *ptrs;
	bool ok;

	int b0 = p->bd;

	if (!enter(p, "declaration"))
		return NULL;
	ptrs = parse_pointers(p);
	ok = parse_direct(p, d, how);
	leave(p);
	reduce_at(p, b0);
	if (!ok || failed(p))
		return NULL;
	*level_tail(&d->u.dtor.levels) = ptrs;
	if (!d->u.dtor.name && !d->u.dtor.levels)
		return NULL;
	return d;
}

/* A typedef of an integer type, as DTrace's dt_node_decl( ) declares it
 * as it parses it: a later cast to it folds. */
static void add_tdint(struct parser *p, const struct sd_declspec *s, const struct sd_node *d)
{
	unsigned size;
	bool sign;

	if (d->u.dtor.name && !d->u.dtor.levels && parse_int_spec(p, s, &size, &sign))
		parse_add_tdint(p, d->u.dtor.name, size, sign);
}

/* declaration: specifiers [ declarator { , declarator } ] ;
 * After an error, the partial declaration (sd_node.partial) if it got past
 * its first word: what DTrace had declared as it parsed it. */
struct sd_node *parse_declaration(struct parser *p)
{
	struct sd_node *n = new_node(p, SD_N_DECL, peek(p)->loc), *d;
	struct sd_node **tail = &n->u.decl.dtors;
	struct sd_declspec *s = &n->u.decl.spec;

	n->u.decl.in_c = p->lx.idepth > 0;
	p->mode = SD_LEX_EXPR;
	if (!parse_specs(p, s, SP_STORAGE | SP_DCLASS)) {
		parse_syntax_error(p);
		n->partial = true;
		return s->partial ? n : NULL;
	}
	if (accept(p, SD_TOK_SEMI)) {
		if (s->tagident) {	/* dt_node_decl( ) of it */
			d = new_node(p, SD_N_DECLARATOR, p->prev.loc);
			d->u.dtor.name = s->tagident;
			*tail = d;
		}
		return n;
	}
	int b0 = p->bd;
	do {
		list_next(p, b0);	/* init_declarator_list */
		d = spec_declarator(p, s, DT_NAMED);
		if (!d) {
			n->partial = true;
			return n;
		}
		ns_add(p, s->sclass == SD_SC_TYPEDEF ? &p->typedefs : &p->vars,
		       d->u.dtor.name);
		if (s->sclass == SD_SC_TYPEDEF && p->lx.idepth > 0)
			ns_add(p, &p->ctypedefs, d->u.dtor.name);	/* C`name */
		if (s->sclass == SD_SC_TYPEDEF)
			add_tdint(p, s, d);
		append(&tail, d);
	} while (accept(p, SD_TOK_COMMA));
	n->partial = !parse_expect(p, SD_TOK_SEMI);
	return n;
}

/* inline specifiers declarator = assignment ; */
struct sd_node *parse_inline(struct parser *p)
{
	struct sd_node *n = new_node(p, SD_N_INLINE, take(p)->loc);

	p->mode = SD_LEX_EXPR;
	if (!parse_specs(p, &n->u.inl.spec, SP_STORAGE | SP_DCLASS)) {
		parse_syntax_error(p);
		return NULL;
	}
	n->u.inl.dtor = spec_declarator(p, &n->u.inl.spec, DT_NAMED);
	if (!n->u.inl.dtor || !parse_expect(p, SD_TOK_ASSIGN) ||
	    !(n->u.inl.value = parse_assign(p)) || !parse_expect(p, SD_TOK_SEMI))
		return NULL;
	n->u.inl.semi_line = p->prev.loc.line;
	ns_add(p, &p->vars, n->u.inl.dtor->u.dtor.name);
	/* dt_node_ident( ) gives an integer node for an inline of one: the
	 * parser's constant, whatever the inline's type */
	uint64_t v;
	if (!n->u.inl.dtor->u.dtor.levels && parse_const(p, n->u.inl.value, &v))
		parse_add_const(p, n->u.inl.dtor->u.dtor.name, v);
	return n;
}

/* translator type_name < type_name IDENT > { { IDENT = assignment ; } } ; */
struct sd_node *parse_translator(struct parser *p)
{
	struct sd_node *n = new_node(p, SD_N_XLATOR, take(p)->loc), *m;
	struct sd_node **tail = &n->u.xlator.members;
	const struct sd_token *t;

	p->mode = SD_LEX_EXPR;
	if (!(n->u.xlator.to = parse_typename(p)) || !parse_expect(p, SD_TOK_LT) ||
	    !(n->u.xlator.from = parse_typename(p)))
		return NULL;
	if (!at(p, SD_TOK_IDENT)) {
		parse_syntax_error(p);
		return NULL;
	}
	n->u.xlator.argname = take(p)->str;
	ns_add(p, &p->lvars, n->u.xlator.argname);
	if (!parse_expect(p, SD_TOK_GT) || !parse_expect(p, SD_TOK_LBRACE))
		return NULL;
	int b0 = p->bd;
	while (!failed(p) && at(p, SD_TOK_IDENT)) {
		list_next(p, b0);	/* translator_member_list */
		t = take(p);
		m = new_node(p, SD_N_XLMEMBER, t->loc);
		m->u.xlmember.name = t->str;
		if (!parse_expect(p, SD_TOK_ASSIGN) ||
		    !(m->u.xlmember.value = parse_assign(p)) ||
		    !parse_expect(p, SD_TOK_SEMI))
			return NULL;
		append(&tail, m);
	}
	if (!parse_expect(p, SD_TOK_RBRACE) || !parse_expect(p, SD_TOK_SEMI))
		return NULL;
	n->loc.dline = p->prev.loc.line;	/* DTrace checks it at its end */
	return n;
}

/* probe IDENT ( [params] ) [ : ( [params] ) ] ; */
static struct sd_node *parse_probe_decl(struct parser *p)
{
	struct sd_node *n = new_node(p, SD_N_PROBE_DECL, take(p)->loc);

	if (!at(p, SD_TOK_IDENT)) {
		parse_syntax_error(p);
		return NULL;
	}
	n->u.probe_decl.name = take(p)->str;
	if (!parse_expect(p, SD_TOK_LPAR))
		return NULL;
	n->u.probe_decl.params = parse_params(p, SD_TOK_RPAR,
					      &n->u.probe_decl.varargs);
	if (failed(p) || !parse_expect(p, SD_TOK_RPAR))
		return NULL;
	if (accept(p, SD_TOK_COLON)) {
		n->u.probe_decl.has_xparams = true;
		if (!parse_expect(p, SD_TOK_LPAR))
			return NULL;
		n->u.probe_decl.xparams = parse_params(p, SD_TOK_RPAR,
						       &n->u.probe_decl.xvarargs);
		if (failed(p) || !parse_expect(p, SD_TOK_RPAR))
			return NULL;
	}
	return parse_expect(p, SD_TOK_SEMI) ? n : NULL;
}

/* provider IDENT { { probe_decl } } ; */
struct sd_node *parse_provider(struct parser *p)
{
	struct sd_node *n = new_node(p, SD_N_PROVIDER, take(p)->loc);
	struct sd_node **tail = &n->u.provider.probes;

	p->mode = SD_LEX_EXPR;
	if (!at(p, SD_TOK_IDENT)) {
		parse_syntax_error(p);
		return NULL;
	}
	n->u.provider.name = take(p)->str;
	if (!parse_expect(p, SD_TOK_LBRACE))
		return NULL;
	int b0 = p->bd;
	while (!failed(p) && at(p, SD_TOK_KW_PROBE)) {
		list_next(p, b0);	/* provider_probe_list */
		append(&tail, parse_probe_decl(p));
	}
	/* after an error, the probes before it (DTrace checked each) */
	if (!parse_expect(p, SD_TOK_RBRACE) || !parse_expect(p, SD_TOK_SEMI)) {
		n->partial = true;
		return n;
	}
	n->loc.dline = p->prev.loc.line;	/* DTrace checks it at its end */
	return n;
}

