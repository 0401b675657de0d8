# = to a char array (a member, or a variable that would take a char array's
# type: curthread->comm) is D_OP_ARRFUN as for any array: dt_cook_op2()
# exempts only D strings; stringof() or a string variable is the way.
decl='struct b { char buf[4]; int x; } g;'
for e in 'g.buf = "abcdefg"' 'x = curthread->comm' 'self->c = g.buf' \
	'this->c = curthread->comm' 'a[1] = g.buf' 'x = stringof(curthread->comm)'; do
	"$SONDA" -e -x errtags -n "$decl BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
