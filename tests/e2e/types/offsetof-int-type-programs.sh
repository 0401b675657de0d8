# DTrace's lexer keeps the state of the last integer constant in globals
# that outlive each program (yyintsuffix: dt_lex.l), and offsetof's
# integer takes its type from it (dt_node_offsetof( ), dt_node_int( )): an
# unsigned long after a first program's 1UL, an int again after a 2.
p2='BEGIN { printf("%d\n", sizeof (offsetof(struct task_struct, pid))); exit(0); }'
timeout 30 "$SONDA" -q -n 'BEGIN { x = 1UL; }' -n "$p2"
timeout 30 "$SONDA" -q -n 'BEGIN { x = 1UL; y = 2; }' -n "$p2"
