# x = e with x a new global: DTrace's dt_cook_op2( ) makes x (dt_xcook_ident( )
# with create) before it cooks e, so an x inside e is a variable not yet
# assigned (dt_cook_var( ): D_VAR_UNDEF), not an unknown name; an inner
# x = e' keeps the outer x pending, and once x is assigned x = x + 1 compiles
# (x = 1 + (x = 2) compiles; DTrace crashes on it).
for p in 'BEGIN { x = x + 1; }' 'BEGIN { x = strlen(lltostr(x)); }' \
	'BEGIN { x = (y = x); }' 'BEGIN { @[x = x] = count(); }' \
	'BEGIN { x = y + 1; }' 'BEGIN { a[x] = x; }' \
	'BEGIN { x = 1; x = x + 1; }' 'BEGIN { x = 1 + (x = 2); }'; do
	"$SONDA" -e -x errtags -n "$p"
	echo "status $?"
done 2>&1
