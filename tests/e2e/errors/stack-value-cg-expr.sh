# stack( ), ustack( ) and jstack( ) used as a value: DTrace's code generator
# meets the call (dt_cg_call_subr( ): D_CG_EXPR) before it checks its
# arguments, which only dt_cg_stack_arg( ) does, for a statement and an
# aggregation key (sonda said D_STACK_SIZE / D_USTACK_*). Checked against
# DTrace for Linux itself.
for e in 'x = stack(0)' 'x = ustack(1, -1)' 'x = ustack(0, 10000000)' \
	'trace(stack(0))' 'printf("%k", stack(0))' 'x = jstack(0)' \
	'stack(0)' '@[stack(0)] = count()'; do
	"$SONDA" -e -x errtags -n "BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
