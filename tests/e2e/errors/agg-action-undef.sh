# printa( ), clear( ), trunc( ), normalize( ) and denormalize( ) of an
# aggregation no statement before has assigned: DTrace's dt_cook_func( )
# cooks their arguments (dt_ident_cook( )) before its code generator looks
# the aggregation up (dt_cg_act_printa( )...), and dt_cook_ident( ) does not
# create one (dt_xcook_ident( )): D_IDENT_UNDEF, whether a later statement
# of the clause assigns it, a later clause, or none; before the action's
# own checks (the argument count, the format, the other arguments).
# Assigned before, in the clause or an earlier one, they compile.
for p in 'BEGIN { printa(@a); }' \
	 'BEGIN { printa(@a); @a = count(); }' \
	 'BEGIN { printa(@a); } tick-1s { @a = count(); }' \
	 'BEGIN { @a = count(); printa(@a, @b); @b = count(); }' \
	 'BEGIN { printa("%d %s\n", @x); @x[1] = count(); }' \
	 'BEGIN { printa(@a); trace((void)0); }' \
	 'BEGIN { clear(@a); }' \
	 'BEGIN { clear(@a, 1); @a = count(); }' \
	 'BEGIN { trunc(@a, 1); }' \
	 'BEGIN { trunc(@a, "x"); @a = count(); }' \
	 'BEGIN { normalize(@a, 2); @a = sum(1); }' \
	 'END { denormalize(@a); } BEGIN { @a = sum(1); }' \
	 'BEGIN, END { printa(@a); @a = count(); }' \
	 'BEGIN { @a = count(); printa(@a); clear(@a); trunc(@a, 1); normalize(@a, 2); denormalize(@a); }' \
	 'BEGIN { @a = count(); } END { printa("%@u\n", @a); clear(@a); trunc(@a); }'; do
	timeout 30 "$SONDA" -e -x errtags -n "$p" 2>&1
	echo "status $?"
done
