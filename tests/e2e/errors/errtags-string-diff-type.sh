# "a" - "b" is a ptrdiff_t (dt_cook_op2( ): two strings are pointers to
# compatible types); "a" + "b", a string and a void * or an int *, and
# 1 - "a" are D_OP_INCOMPAT; a ptrdiff_t assigned to a struct's variable
# names both types.
for e in 'x = *curthread; x = "a" - "b";' 'x = "a" - "b"; x = *curthread;' \
	'x = "a" + "b";' 'x = (void *)0 - "a";' 'x = "a" - (int *)0;' 'x = 1 - "a";' \
	'x = "a" - curthread->comm;' 'x = "a" * "b";' 'x = "a" - "b"; trace(x == "c");'; do
	timeout 10 "$SONDA" -e -x errtags -n "BEGIN { $e }" 2>&1 | sed 's/^.*: \[/[/'
	echo "$e: status ${PIPESTATUS[0]}"
done
