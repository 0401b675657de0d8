# @@noroot
# a + i of an array is of the array's type (dt_cook_op2( )): no variable
# takes it (D_OP_ARRFUN, also as the left side of =, which DTrace checks
# before the lvalue: (x + 1) = "s" is D_OP_INCOMPAT), and *(a + i) is
# writable only as *(a + i) of a writable a, not *(i + a), *(a - i),
# *(a + i + j) (dt_cook_op1( )'s DT_TOK_DEREF); a constant index into it
# is bounds-checked as the array's.
decl='int a[4];'
for e in 'x = a + 1' 'x = 1 + a' 'self->x = a - 1' 'x = curthread->comm + 1' \
	'(a + 1) = 0' 'x = 1; (x + 1) = "s"' '(0, a) = 0' '*(a + 1) = 5' \
	'*(1 + a) = 5' '*(a - 1) = 5' '*(a + 1 + 1) = 5' '(a + 1)[0] = 5' \
	'trace((a + 3)[-1])' 'trace((a + 1)[4])' 'trace(a + 1 + 4)' \
	'printf("%d", a + 1)' 'printf("%s", curthread->comm + 1)' '@ = sum(a + 1)' \
	'trace((a + 1) + (a + 1))' 'trace(&(a + 1))'; do
	"$SONDA" -e -x errtags -n "$decl BEGIN { $e; }" 2>&1 | sed 's/^[a-z-]*: invalid/invalid/'
	echo "status ${PIPESTATUS[0]}"
done
