# The value of stack(), ustack() or func() has a type that is an alias of
# void (dt_open.c: stack, _symaddr, _usymaddr): a cast of it to a pointer or
# string is D_CAST_INVAL as one to an integer, where sonda accepted it (and
# aborted generating code for it in a predicate); to void it is the action's
# D_CG_EXPR.
for e in 'trace((void *)stack())' 'x = (char *)ustack()' \
	'trace((string)stack())' 'trace((void *)func(arg0))' \
	'(void)stack()'; do
	"$SONDA" -e -x errtags -n "BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
"$SONDA" -e -x errtags -n 'BEGIN /(void *)stack()/ { trace(1); }' 2>&1 |
	sed 's/^.*: \[/[/'
echo "status ${PIPESTATUS[0]}"
