# An aggregation no statement before has assigned, as the operand of a
# unary operator, of a comma or of stringof: DTrace's dt_cook_op1( ) (and
# dt_cook_op2( )'s comma) cooks the operand first, and dt_xcook_ident( )
# looks @a up without creating it: D_IDENT_UNDEF, before the operator's
# own check. ++ and -- are not here: dt_cook_op1( ) creates their operand
# (a scalar). An assigned @a meets the operator's check.
for p in 'BEGIN { x = -@a; }' \
	 'BEGIN { x = +@a; }' \
	 'BEGIN { x = !@a; }' \
	 'BEGIN { x = ~@a; }' \
	 'BEGIN { x = *@a; }' \
	 'BEGIN { x = &@a; }' \
	 'BEGIN { x = (1, @a); }' \
	 'BEGIN { x = (@a, 1); }' \
	 'BEGIN { x = stringof(@a); }' \
	 'BEGIN { @a = count(); x = -@a; }' \
	 'BEGIN { @a = count(); x = stringof(@a); }' \
	 'BEGIN { @a = count(); x = (1, @a); }'; do
	timeout 30 "$SONDA" -e -x errtags -n "$p" 2>&1
	echo "status $?"
done
