# = to the name of a function: dt_xcook_ident() finds the function before
# the right operand is cooked (D_IDENT_BADREF first); ++ of an integer
# variable indexed is *(gu + 1), not a new associative array (sonda made one).
decl='struct foo { int a; } gs; unsigned int gu;'
for e in 'x = (count = (gs % 1))' 'printf = 2' '--gu[300]' 'gu[1]++'; do
	"$SONDA" -e -x errtags -n "$decl BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
