# An aggregation assigned inside an expression: dt_cook_op2( ) cooks the
# inner = as it cooks a statement's (it creates @a, cooks the right side,
# then checks it is an aggregating function's call): the right side's
# errors, then D_AGG_FUNC "@a must be assigned the result of an aggregating
# function", whether or not @a was assigned before.
for p in 'BEGIN { x = (@a = 1); }' \
	 'BEGIN { x = (@a[1] = 1); }' \
	 'BEGIN { @a = count(); x = (@a = 1); }' \
	 'BEGIN { trace(@a = strlen("a")); }' \
	 'BEGIN { 1, @a = 2; }' \
	 'BEGIN { x = (@a = y); }' \
	 'BEGIN { x = (@a = @b); }'; do
	timeout 30 "$SONDA" -e -x errtags -n "$p" 2>&1
	echo "status $?"
done
