# A typedef of string names a char array, not a string: DTrace's string is
# libdtrace's typedef "string" of char[strsize] (dt_open.c), and only that
# very typedef is a string (dt_parser.c dt_node_is_string( ) compares the
# type id); another typedef of it is string-compatible (dt_node_is_strcompat( ):
# %s, ==, strlen( )) but an array: = of it is D_OP_ARRFUN, trace( ) dumps
# it, and a cast to it is ctf_type_compat( ) with string only. A new
# variable assigned an array keeps the array's typedef name in D_OP_ARRFUN
# (typedef int a4[4]). A char[strsize] of any name is castable from a
# string, one of another size not. What dtrace-ref printed.
cd "$SONDA_TEST_TMP" || exit 1
. "$SONDA_ROOT/tests/lib/progs.sh"
run_progs -v -w nl=@@ -- -q -x errtags <<'PROGS'
typedef string str_t;@@str_t s;@@BEGIN { printf("[%s] %d %d %d\n", s, sizeof(s), s == "", strlen(s)); exit(0); }
typedef string str_t;@@str_t s;@@BEGIN { s = "x"; exit(0); }
typedef string str_t;@@struct r { str_t name; int n; };@@struct r v;@@BEGIN { v.name = "x"; exit(0); }
typedef string str_t;@@str_t a[int];@@BEGIN { a[1] = "x"; exit(0); }
typedef string str_t;@@this str_t s;@@BEGIN { this->s = "a"; exit(0); }
typedef string str_t;@@str_t s;@@BEGIN { t = s; exit(0); }
typedef string str_t;@@str_t s;@@BEGIN { x = 1 ? s : "abc"; exit(0); }
typedef string str_t;@@BEGIN { x = (str_t)"abc"; exit(0); }
typedef string str_t;@@BEGIN { trace((str_t)1); exit(0); }
typedef string str_t;@@BEGIN { printf("%s|%d|%d\n", (str_t)"abc", strlen((str_t)"ab"), sizeof((str_t)"a")); exit(0); }
typedef string str_t;@@BEGIN { x = (string)(str_t)"abc"; printf("%s\n", x); exit(0); }
typedef string str_t;@@inline str_t S = "abc";@@BEGIN { printf("%s\n", S); x = S; exit(0); }
typedef string str_t;@@typedef str_t str2_t;@@str2_t s;@@BEGIN { s = "x"; exit(0); }
typedef string str_t;@@str_t s;@@BEGIN { trace(s); exit(0); }
typedef string sa_t[2];@@sa_t s;@@BEGIN { s[0] = "x"; s[1] = "yz"; printf("%s %s\n", s[0], s[1]); exit(0); }
typedef int a4[4];@@a4 b;@@BEGIN { x = b; exit(0); }
typedef int a4[4];@@a4 b;@@BEGIN { x = b + 1; exit(0); }
typedef char c256[256];@@BEGIN { x = (c256)"abc"; exit(0); }
typedef char c256[256];@@BEGIN { trace((string)(c256)"abc"); exit(0); }
typedef char c16[16];@@BEGIN { x = (c16)"abc"; exit(0); }
PROGS
