# An inline or enumerator declared below its use is no constant of the
# parser's (dt_node_ident( ) meets a plain identifier): the clause's name
# is cooked as a variable node, an lvalue never writable (D_OP_WRITE for
# ++ and op=, as for an inline not of a constant), and an enumerator's is
# D_IDENT_BADREF even under ++. One declared above is the parser's
# constant: no lvalue (D_OP_LVAL). A kernel symbol under op= is looked up
# as one (D_IDENT_UNDEF when missing), never taken for an undeclared
# variable.
for p in 'BEGIN { X++; } inline int X = 3;' \
	'BEGIN { X += 1; } inline int X = 3;' \
	'inline int X = 3; BEGIN { X++; }' \
	'inline int X = 3; BEGIN { X += 1; }' \
	'inline int X = pid; BEGIN { X++; }' \
	'inline int X = pid; BEGIN { X += 1; }' \
	'BEGIN { RED++; } enum c { RED };' \
	'BEGIN { RED += 1; } enum c { RED };' \
	'enum c { RED }; BEGIN { RED++; }' \
	'BEGIN { `nosuch_sym_xyz += 1; }' \
	'BEGIN { `nosuch_sym_xyz++; }'; do
	"$SONDA" -x errtags -e -n "$p" 2>&1
	echo "status $?"
done
