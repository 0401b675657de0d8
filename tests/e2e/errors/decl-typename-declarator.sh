# A type name after a declaration's type is its declarator: DTrace's lexer
# (dt_lex.l id_or_type( )) returns DT_TOK_IDENT for it once a type
# specifier is shifted (dd_name set). A second name after it is a syntax
# error, but bison has reduced the declarator already (its state's default
# reduction), so dt_node_decl( ) refuses the type name first
# (dt_parser.c: "typedef identifier redeclared", D_DECL_IDRED; sonda said
# D_DECL_IDENT). A member, a parameter or an inline's name is declared only
# at its ";", ")" or "=": there the second name is the syntax error.
# After a struct, union or enum tag without a body, bison reads the second
# name before it reduces, so dt_decl_ident( ) meets two identifiers:
# D_DECL_IDENT "old-style declaration", also in a member or a parameter.
# Checked against DTrace for Linux itself.
cd "$SONDA_TEST_TMP" || exit 1
. "$SONDA_ROOT/tests/lib/progs.sh"
run_progs -v -- -e -x errtags <<'PROGS'
int64_t int32_t x;
int64_t int32_t, x;
int64_t *int32_t x;
self int64_t int32_t x;
typedef int64_t int32_t x;
struct foo { int a; } int32_t x;
int x y;
struct s { int64_t int32_t x; };
int f(int64_t int32_t x);
provider p { probe q(int64_t int32_t x); };
inline int64_t int32_t x = 3;
struct foo int8_t v;
enum e int8_t v;
union u int8_t v;
struct foo int8_t;
struct foo *int8_t v;
self struct foo int8_t v;
struct s { struct foo int8_t v; };
int f(struct foo int8_t v);
PROGS
