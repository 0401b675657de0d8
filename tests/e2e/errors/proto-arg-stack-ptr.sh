# A stack( ), ustack( ) or sym( ) value given to a void * parameter
# (pcap( )'s first, print( )'s): its type is one of DTrace's typedefs of
# void (stack, _symaddr; dt_open.c), no pointer, so dt_node_is_argcompat( )
# refuses it when dt_cook_func( ) cooks the call, before the code
# generator could refuse the tracing function in an expression
# (D_CG_EXPR): D_PROTO_ARG, in a statement, an assignment and a ?: arm.
for p in "BEGIN { pcap(stack(), 'a'); }" \
	 'BEGIN { pcap(ustack(), 1); }' \
	 'BEGIN { pcap(sym(1), 1); }' \
	 'BEGIN { x = pcap(stack(), 1); }' \
	 'BEGIN { x = print(stack()); }' \
	 'BEGIN { x = arg0 ? pcap(stack(), 1) : 0; }'; do
	timeout 30 "$SONDA" -e -w -x errtags -n "$p" 2>&1
	echo "status $?"
done
