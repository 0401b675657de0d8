# DTrace's parser checks every call as it reads the program (dt_node_func( )
# in dt_grammar.y), before it cooks any clause: the first of a call of an
# unknown name (D_FUNC_UNDEF) and a call of no name (D_FUNC_IDENT) is
# reported, before the errors of cooking (D_OP_ARITH of an earlier clause)
# and before a later syntax error.
for p in 'struct s { int a; } gs; BEGIN { nosuchfn("abc"); gs.a(1); }' \
	 'BEGIN { (1)(2); nosuch(); }' \
	 'BEGIN { x = "a" * 1; } END { nosuch(); }' \
	 'BEGIN { x = "a" * 1; } END { (1)(2); }' \
	 'BEGIN { (1)(2); x = ; }'; do
	timeout 30 "$SONDA" -e -x errtags -n "$p" 2>&1
	echo "status $?"
done
