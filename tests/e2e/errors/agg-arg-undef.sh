# An aggregation no statement before has assigned, given to a function:
# DTrace's dt_cook_func( ) cooks the arguments first (dt_ident_cook( )),
# and dt_cook_ident( ) looks the aggregation up without creating it
# (dt_xcook_ident( )): D_IDENT_UNDEF, before the prototype (subroutines) or
# the action's own checks (trace( )'s D_TRACE_DYN of the code generator),
# in argument order, whether it is assigned later in the clause, in a later
# clause or never. In @b = f(@a), dt_cook_op2( ) creates @b before it
# cooks f(...): there @b is known (and refused as a value later, as code is
# generated).
for p in 'BEGIN { trace(strlen(@a)); }' \
	 'BEGIN { x = strjoin(@a, "b"); }' \
	 'BEGIN { x = strjoin("a", @a, 1); }' \
	 'BEGIN { trace(@a); }' \
	 'BEGIN { trace(@a); @a = count(); }' \
	 'BEGIN { printf("%d", @a); }' \
	 'BEGIN { trace(strlen(@a)); } END { @a = count(); }' \
	 'BEGIN { x = lltostr(@a + 1); }' \
	 'BEGIN { @b = sum(@a); }' \
	 'BEGIN { @b = count(@a); }' \
	 'BEGIN { @b = lquantize(1, 0, @a); }' \
	 'BEGIN { @a = sum(@a); }' \
	 'BEGIN { x = strjoin(@a, nosuch); }' \
	 'BEGIN { x = strjoin(nosuch, @a); }'; do
	timeout 30 "$SONDA" -e -x errtags -n "$p" 2>&1
	echo "status $?"
done
