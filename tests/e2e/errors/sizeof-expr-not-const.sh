# sizeof of an expression is no integer constant to DTrace: dt_node_op1( )
# folds sizeof only of a type name or a string constant, so where DTrace
# asks for a DT_NODE_INT (array dimensions, tracemem( )'s size, stack( )'s
# frames, the quantizations' parameters, inet_ntoa6( )'s flag, enumerator
# values) sizeof (curthread) is refused while sizeof (int) and sizeof ("abc")
# are taken.
# @@noroot
for e in 'int a[sizeof(curthread)]; BEGIN { }' 'int a[sizeof(int)]; BEGIN { }' \
	'BEGIN { tracemem(curthread, sizeof(*curthread)); }' \
	'BEGIN { tracemem(curthread, sizeof(struct task_struct)); }' \
	'BEGIN { stack(sizeof(curthread)); }' 'BEGIN { stack(sizeof("abc")); }' \
	'BEGIN { @ = lquantize(1, 0, sizeof(curthread), 1); }' \
	'BEGIN { @ = llquantize(1, 10, 0, sizeof(curthread) - 6, 10); }' \
	'BEGIN { trace(inet_ntoa6((struct in6_addr *)alloca(16), sizeof(curthread))); }' \
	'BEGIN { trace(inet_ntoa6((struct in6_addr *)alloca(16), sizeof(int))); }' \
	'enum e { A = sizeof(curthread) }; BEGIN { }'; do
	timeout 10 "$SONDA" -e -x errtags -n "$e" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
