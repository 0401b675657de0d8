# A declaration right after a clause without predicate or body (-n
# 'BEGIN int x;'): DTrace's lexer reads its first word (a keyword: S2 to
# S0) before the clause is reduced, and dt_node_clause( ) (dt_parser.c)
# sets the outer state again (yybegin(YYS_CLAUSE)), so the tokens after
# that word are lexed as probe descriptions up to the next keyword
# (dt_lex.l: <S2> keywords yybegin(YYS_EXPR), <S2>. a syntax error).
# What dtrace-ref printed.
. "$SONDA_ROOT/tests/lib/progs.sh"
run_progs -v -n -- -e -x errtags <<'PROGS'
BEGIN int;
BEGIN int x;
BEGIN int *x;
BEGIN string x;
BEGIN, END int x;
BEGIN int x; END
BEGIN const int x;
BEGIN const x;
BEGIN self int x;
BEGIN unsigned long x;
BEGIN struct s { int a; };
BEGIN struct { int a; } x;
BEGIN enum { A } x;
BEGIN const enum { B } y;
BEGIN int int
BEGIN uint8_t x;
PROGS
