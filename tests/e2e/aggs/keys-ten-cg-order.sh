# An aggregation of ten keys: DTrace's parser cooks all ten (dt_cook_clause( )
# cooks the whole clause first), and only its code generator finds that key
# #10 needs a tenth tuple register (dt_cg_arglist( ): index 9 > tregs, 8),
# after dt_cg_agg( )'s D_AGG_SCALAR and before the aggregating function's
# own checks. So the clause's cook errors (a later statement's unknown name,
# a later use's other key count) come first, and the tuple error has no
# "in action list: " label.
for p in 'BEGIN { @a[1, 2, 3, 4, 5, 6, 7, 8, 9, 10] = count(); x = nosuch; }' \
	 'BEGIN { @a[1] = count(); @a[1, 2, 3, 4, 5, 6, 7, 8, 9, 10] = count(); }' \
	 'BEGIN { @a[1, 2, 3, 4, 5, 6, 7, 8, 9, nosuch] = count(); }' \
	 'BEGIN { @a[1, 2, 3, 4, 5, 6, 7, 8, 9, 10] = sum("x"); }' \
	 'BEGIN { @a[1, 2, 3, 4, 5, 6, 7, 8, 9, 10] = lquantize(1, 5, 1); }' \
	 'BEGIN { @a[1, 2, 3, 4, 5, 6, 7, 8, 9, 10] = count(); @b = sum("x"); }' \
	 'BEGIN { @a[1, 2, 3, 4, 5, 6, 7, 8, 9, 10] = count(); } BEGIN { x = nosuch; }'; do
	timeout 30 "$SONDA" -e -x errtags -n "$p" 2>&1
	echo "status $?"
done
