# An element of an array no clause has assigned: dt_cook_op2() creates the
# array and dt_cook_var() finds it unset (D_VAR_UNDEF, as for self->a[0]);
# an enumerator indexed is its constant, so *(GREEN + 1) (D_DEREF_NONPTR).
for e in 'trace(xa[0])' 'x = xa[1] + 1' 'xa[0] += 1' 'trace(GREEN[1])' \
	'x = RED[1][2]'; do
	"$SONDA" -e -x errtags -n "enum col { RED, GREEN = 5 }; BEGIN { $e; }" 2>&1 |
		sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
