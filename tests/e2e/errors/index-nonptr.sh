# E1[E2] on something that is neither an array, a pointer, a string nor an
# associative array is *(E1 + E2), as DTrace's dt_cook_op2() rewrites it: the
# + refuses operands that are not integers (D_OP_INCOMPAT), the * an integer
# (D_DEREF_NONPTR); an integer and a string are *(string + integer), as
# dt_cook_op2() takes a string for a pointer in +. Members, builtins and
# parenthesized expressions alike (compiled only: -e).
for e in 'v.a[0]' 'timestamp[0]' '(1 + 2)[1]' 'timestamp["a"]' 'v.a[v]' \
	'pid[1]'; do
	"$SONDA" -e -x errtags -qn "struct s { int a; } v; BEGIN { trace($e); }" 2>&1 |
		sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
