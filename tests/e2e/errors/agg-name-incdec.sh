# ++ and -- of a bare @a make a global scalar "@a" (DTrace's dt_cook_op1( )
# calls dt_xcook_ident( ) on the globals with create), which an op= then
# finds; of an element, @a[1], they refuse the aggregation's dynamic type.
# The scalar's node keeps the aggregation's token (DT_TOK_AGG, 317), which
# dt_cg_node( ) has no case for: the program is refused as its code is
# generated, after the clause's other errors (checked against dtrace-ref).
run() {
	out=$("$SONDA" -x errtags -e -n "$1" 2>&1) && echo "compiles: $1"
	echo "$out" | head -n 1 | grep .
}
run 'BEGIN { @a++; }'
run 'BEGIN { --@; }'
run 'BEGIN { @a--; @a <<= 2; }'
run 'BEGIN { x = (@a += 1); }'
run 'BEGIN { @a++; trace(@a); }'
run 'BEGIN { @a[1]++; }'
