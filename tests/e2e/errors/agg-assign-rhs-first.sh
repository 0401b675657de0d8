# @a[...] = rhs: DTrace's dt_cook_op2( ) creates @a (dt_xcook_ident( ) may
# create it) and cooks the right side before it checks that it is an
# aggregating function: the right side's own errors come first (an unknown
# name or aggregation, a prototype), then D_AGG_FUNC; and @a is known
# inside it (@a = sum(@a, 1, 2) is sum( )'s argument count, not an
# unknown @a).
for p in 'BEGIN { @a = sum(@a, 1, 2); }' \
	 'BEGIN { @a = sum(@a); }' \
	 'BEGIN { @b = strlen(@a); }' \
	 'BEGIN { @a = count(); @b = strlen(@a); }' \
	 'BEGIN { @b = strlen(1); }' \
	 'BEGIN { @b[1] = nosuch; }' \
	 'BEGIN { @b = @c; }' \
	 'BEGIN { @c = count(); @b = @c; }' \
	 'BEGIN { @b = @b; }' \
	 'BEGIN { @b = 1; }' \
	 'BEGIN { @b = quantize(1, @b); }' \
	 'BEGIN { @b = count(@b, @c); }'; do
	timeout 30 "$SONDA" -e -x errtags -n "$p" 2>&1
	echo "status $?"
done
