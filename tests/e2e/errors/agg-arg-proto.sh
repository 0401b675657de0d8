# An aggregation assigned before, given to a subroutine's typed parameter:
# it is cooked (its type is dynamic), then dt_idcook_func( ) checks it
# against the prototype, and dt_node_is_argcompat( ) refuses a dynamic
# type for every parameter kind (integer, string, pointer): D_PROTO_ARG,
# where an aggregation's type reads "aggregation" (dt_node_type_name( )).
# trace( ) takes any type ("@"): its code generator refuses the dynamic
# one (D_TRACE_DYN).
for p in 'BEGIN { @a = count(); trace(strlen(@a)); }' \
	 'BEGIN { @a = count(); x = strjoin("b", @a); }' \
	 'BEGIN { @a = count(); } END { x = lltostr(@a); }' \
	 'BEGIN { @a = count(); x = alloca(@a); }' \
	 'BEGIN { @a = count(); x = bcopy(@a, 0, 1); }' \
	 'BEGIN { @a = count(); trace(@a); }'; do
	timeout 30 "$SONDA" -e -x errtags -n "$p" 2>&1
	echo "status $?"
done
