# struct, union or enum after a type ("int struct"): dt_decl_spec( ),
# dt_decl_sou( ) and dt_decl_enum( ) (dt_decl.c) refuse the second type
# (D_DECL_COMBO) when DTrace's grammar reduces the tag's name or reaches its
# "{" (struct_or_union_specifier, enum_specifier); anything else after the
# keyword is a syntax error first. What dtrace-ref printed.
cd "$SONDA_TEST_TMP" || exit 1
. "$SONDA_ROOT/tests/lib/progs.sh"
run_progs -v -w esc -- -e -x errtags <<'PROGS'
int struct;
int struct s;
int struct\ns\n\nx;
int struct\n{ int a; } x;
int enum e\n\n{ A } x;
int struct { int a; } x;
int enum;
int enum : 3;
int enum { A } x;
int union *;
int const struct;
typedef int struct;
struct s3 { int struct; };
struct s3 { int union x; };
struct s3 { int enum; };
BEGIN { trace((int struct)0); }
BEGIN { trace(sizeof(int enum)); }
BEGIN { trace(sizeof(int enum e)); }
BEGIN { trace(xlate<int struct>(0)); }
PROGS
