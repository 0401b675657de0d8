# A type name right after a struct, union or enum tag without a body where
# DTrace's lexer returns a type name (dt_lex.l id_or_type( ): no ";", ",",
# "[", "=", "++", "--" follows, and bison has not reduced the tag yet: it
# needs the next token to tell "struct s {" from "struct s") is a second
# type specifier, which dt_decl_spec( ) (dt_decl.c) makes the declaration's
# identifier (dt_decl_ident( )): in a type name it is dropped, so
# "(struct s int8_t)0" is a cast to struct s (D_CAST_INVAL) and
# "(struct s int8_t *)0" to struct s *; a declarator's own name after it is
# a second identifier (D_DECL_IDENT, an inline's too); a declaration's
# ";" after another word declares it (D_DECL_IDRED); a member's ":" makes it
# the bit-field's name; anything else is the grammar's syntax error (sonda
# said D_SYNTAX for the type names, D_DECL_IDRED for "struct foo int8_t :
# 3;"). What dtrace-ref printed.
. "$SONDA_ROOT/tests/lib/progs.sh"
run_progs -v -n -- -e -x errtags <<'PROGS'
BEGIN { trace((struct s int8_t)0); }
struct s { int a; }; BEGIN { trace((struct s int8_t)0); }
struct s { int a; }; BEGIN { trace((struct s int8_t *)0); }
struct s { int a; }; BEGIN { this->p = (struct s int8_t *)0; trace(this->p); }
struct s { int a; }; BEGIN { trace((struct s int8_t const *)0); }
enum e { A }; BEGIN { trace((enum e int8_t)0); }
struct s { int a; }; BEGIN { trace(sizeof(struct s int8_t)); }
struct s { int a; }; BEGIN { trace(sizeof(struct s int8_t *)); }
struct s { int a; }; BEGIN { trace(sizeof(struct s int8_t [2])); }
struct s { int a; }; BEGIN { trace(sizeof(struct s int8_t x)); }
struct s { int a; }; BEGIN { trace(offsetof(struct s int8_t, a)); }
struct s { int a; }; BEGIN { trace(xlate<struct s int8_t>(1)); }
struct s { int a; }; BEGIN { trace((struct s int8_t int)0); }
struct s { int a; }; BEGIN { trace((struct s uint8_t uint16_t)0); }
struct s { int a; }; BEGIN { trace((struct s int8_t signed)0); }
struct s { int a; }; BEGIN { trace((struct s int8_t long)0); }
struct foo int8_t : 3;
struct foo int8_t *;
struct foo int8_t { int a; };
struct foo int8_t short;
struct foo int8_t const x;
struct foo int8_t x, y;
union u uint16_t *p;
struct foo { int a; }; struct bar { struct foo int8_t : 3; };
struct foo { int a; }; struct bar { struct foo int8_t *p; };
struct s { int a; }; inline struct s int8_t * ip = 0;
struct s { int a; }; translator struct s < struct s int8_t *p > { a = 1; };
PROGS
