# A constant 0 as printf( )'s format passes its "string" prototype, as a
# null pointer does (dt_node_is_ptrcompat), and is refused when DTrace
# generates the action's code, where the format must be a string constant
# (D_PRINTF_ARG_FMT); any other integer fails the prototype (D_PROTO_ARG).
for e in 'printf(0)' 'printf(1 - 1, 2)' 'printf(1)'; do
	"$SONDA" -e -x errtags -n "BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
