# The keyword string after a type ("int string"): DTrace's grammar reduces
# it as a typedef's name (type_specifier: DT_KEY_STRING,
# dt_decl_spec(CTF_K_TYPEDEF, "string")), and dt_decl_spec( ) (dt_decl.c)
# refuses it in a typedef (D_DECL_IDRED) or makes it the declaration's
# identifier (dt_decl_ident( )): a variable named string, which
# dt_node_decl( ) refuses as D's own typedef (D_DECL_IDRED "typedef
# identifier redeclared"); a declarator's own name after it is a second
# identifier (D_DECL_IDENT); a member list wants a declarator (syntax
# error); a type name ignores it ("(int string)0" is (int)0). Before a
# type, string is the type. What dtrace-ref printed.
cd "$SONDA_TEST_TMP" || exit 1
. "$SONDA_ROOT/tests/lib/progs.sh"
run_progs -v -w esc -- -q -x errtags <<'PROGS'
int string;
self int string;
const uint8_t string;
string string;
struct s { int a; }; struct s string;
int string x;
int\nstring\n\nx;
typedef int\nstring\n;
int string *p;
int string, y;
typedef int string;
typedef char\nstring;
long string;
unsigned string;
string int x;
struct t { int string; };
struct t { int string x; };
struct t { string string; };
BEGIN { trace((int string)300); trace(sizeof(int string)); trace(sizeof(char string *)); exit(0); }
BEGIN { trace((string string)"a"); exit(0); }
BEGIN { trace((int string x)0); }
PROGS
