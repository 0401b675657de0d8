# A predicate reads a variable its own body makes with ++ only when the
# body's statements before that ++ do not read it: DTrace cooks the actions
# first (dt_cook_clause( )), ++ declaring the variable as it is cooked
# (dt_xcook_ident( )), and when an earlier statement fails on the unknown
# name, cooks the predicate first and fails there. (sonda declared every
# ++'d name before cooking, so it took the second program.)
for p in 'BEGIN /i < 3/ { i++; trace(i); exit(0); }' \
	'BEGIN /i < 3/ { @a[i % 7] = sum(1); i++; }' \
	'BEGIN /i < 3/ { x = i; i++; }' \
	'BEGIN /i < 3/ { x = i++; trace(x); exit(0); }'; do
	timeout 10 "$SONDA" -q -x errtags -n "$p" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
