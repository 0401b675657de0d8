# A type name after a struct, union or enum tag without a body
# ("struct foo int8_t ..."): unless ";", ",", "[" or "=" follows (dt_lex.l
# id_or_type( ) peeks for those and makes it an identifier), DTrace reduces
# it as a type specifier, and dt_decl_spec( ) (dt_decl.c) refuses it in a
# typedef (D_DECL_IDRED "identifier redeclared", at its own line) or makes
# it the declaration's identifier (dt_decl_ident( )): then a declarator's
# own name after it is a second identifier (D_DECL_IDENT), a type keyword a
# second type (D_DECL_COMBO), signed/unsigned/long dt_decl_check( )'s
# errors, short sema's. What dtrace-ref printed.
cd "$SONDA_TEST_TMP" || exit 1
. "$SONDA_ROOT/tests/lib/progs.sh"
run_progs -v -w esc -- -e -x errtags <<'PROGS'
typedef struct foo int8_t v;
typedef struct foo int8_t *v;
typedef struct foo int8_t int;
typedef enum e int8_t v;
typedef union u int8_t *v;
typedef struct foo int8_t const;
typedef struct foo int8_t\nv;
typedef struct foo int8_t;
typedef struct foo int8_t, x;
typedef struct foo int8_t[2];
struct foo int8_t *x;
struct foo int8_t const x;
struct foo int8_t (x);
union u int8_t (*x);
struct foo int8_t\n*x;
struct foo int8_t int;
struct foo int8_t\nint;
struct foo int8_t struct bar;
struct foo int8_t signed;
struct foo int8_t unsigned;
struct foo int8_t long long;
struct foo int8_t short;
struct foo int8_t = 3;
struct s { struct foo int8_t *x; };
struct s { struct foo int8_t int; };
int f(struct foo int8_t *x);
this struct foo int8_t *x;
PROGS
